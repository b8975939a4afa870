//! Mutations of `.td` seed files shared by the fuzzers (token and byte
//! level), and a small random number generator.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

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

/// A xorshift generator (deterministic from its seed).
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    /// A number below `n` (0 for 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

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

/// A mutant of one of `seeds`.
pub fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut v = seeds[rng.below(seeds.len())].clone();
    let rounds = 1 + rng.below(8);
    for _ in 0..rounds {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                v[i] = (rng.next() & 0x7f) as u8;
            }
            1 => {
                let i = rng.below(len + 1);
                let t = DICT[rng.below(DICT.len())].as_bytes();
                v.splice(i..i, t.iter().copied());
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(64)).min(len);
                v.drain(i..j);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(256)).min(len);
                let chunk: Vec<u8> = v[i..j].to_vec();
                let k = rng.below(len + 1);
                v.splice(k..k, chunk);
            }
            4 => {
                let other = &seeds[rng.below(seeds.len())];
                if !other.is_empty() {
                    let i = rng.below(other.len());
                    let j = (i + 1 + rng.below(512)).min(other.len());
                    let k = rng.below(len + 1);
                    v.splice(k..k, other[i..j].iter().copied());
                }
            }
            _ => {
                let t = DICT[rng.below(DICT.len())].as_bytes();
                let reps = 1 + rng.below(500);
                let k = rng.below(len + 1);
                let rep: Vec<u8> = t.iter().copied().cycle().take(t.len() * reps).collect();
                v.splice(k..k, rep);
            }
        }
    }
    v
}
