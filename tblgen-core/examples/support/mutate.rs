//! Mutations of `.td` seed files shared by the TableGen fuzzers: the
//! project's mutation engine (`fuzz_support`) with TableGen's fragments.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub use fuzz_support::Rng;

/// Fragments inserted by the mutations.
pub const DICT: &[&str] = &[
    "def ",
    "defm ",
    "class ",
    "multiclass ",
    "let ",
    " in ",
    "foreach ",
    "if ",
    " then ",
    " else ",
    "defvar ",
    "defset ",
    "assert ",
    "dump ",
    "include \"x.td\"",
    "field ",
    "bits<4> ",
    "list<int> ",
    "dag ",
    "string ",
    "code ",
    "int ",
    "bit ",
    "?",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    ",",
    ";",
    ":",
    "#",
    ".",
    "=",
    "$x",
    // Stray characters (the lexer's "Unexpected character" outside
    // comments, strings and code).
    "é",
    "\u{0b}",
    "\u{a0}",
    "\u{2028}",
    "0x1F",
    "0b101",
    "-1",
    "9223372036854775807",
    "\"s\"",
    "[{ c }]",
    "!add(",
    "!cast<string>(",
    "!if(",
    "!foreach(x, ",
    "!foldl(0, ",
    "!con(",
    "!dag(",
    "!strconcat(",
    "!listconcat(",
    "!subst(",
    "!substr(",
    "!cond(",
    "!isa<",
    "!exists<",
    "!range(",
    "!getdagarg<",
    "!setdagname(",
    "!head(",
    "!size(",
    "!repr(",
    "NAME",
    "#ifdef X\n",
    "#else\n",
    "#endif\n",
    "#define X\n",
    "/*",
    "*/",
    "//",
    "\n",
];

/// The `.td` files under `dir`.
pub fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "td") {
            out.push(p);
        }
    }
}

/// A mutant of one of `seeds`: the project's shared mutation engine
/// (`fuzz_support::mutate`) with the TableGen fragments of [`DICT`].
pub fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    fuzz_support::mutate(rng, seeds, DICT)
}
