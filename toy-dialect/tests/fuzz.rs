//! A stable-toolchain fuzz harness: mutates the example programs and the
//! broken-program corpus many thousands of times and checks that the front
//! end never panics, never overflows the stack and never hangs, and that
//! every diagnostic points into the source it was given.
//!
//! The mutations are deterministic (fixed seeds), so a failure reproduces.
//! Run with `--nocapture` to see the number of executions.

use std::path::Path;
use std::process::Command;
use toy::frontend::{diagnostic::source_line, dump::dump, parse_and_check};

/// Mutated inputs given to the library per seed program.
const ROUNDS_PER_SEED: usize = 2_000;

/// Mutated inputs given to the real `toyc` binary, in total.
const BINARY_RUNS: usize = 200;

/// Tokens worth splicing in: every keyword and punctuation mark of Toy,
/// plus a few troublemakers.
const DICTIONARY: &[&str] = &[
    "def",
    "var",
    "return",
    "print",
    "transpose",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ";",
    "=",
    "+",
    "-",
    "*",
    "/",
    "#",
    "\n",
    " ",
    "1",
    "2.5",
    "1.2.3",
    ".",
    "0",
    "a",
    "b",
    "x",
    "main",
    "\t",
    "\r",
    "é",
    "\u{0}",
    "99999999999999999999",
    "[[",
    "((",
    "<2, 3>",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..=rng.below(4) {
        let len = v.len();
        let at = rng.below(len + 1);
        match rng.below(7) {
            0 if len > 0 => {
                // delete a range
                let end = (at + 1 + rng.below(8)).min(len);
                v.drain(at.min(len)..end.max(at.min(len)));
            }
            1 => {
                // insert a dictionary token
                let tok = DICTIONARY[rng.below(DICTIONARY.len())].as_bytes();
                v.splice(at..at, tok.iter().copied());
            }
            2 if len > 0 => {
                // replace a byte by a random one
                let i = at.min(len - 1);
                v[i] = (rng.next() & 0xff) as u8;
            }
            3 if len > 0 => {
                // duplicate a range many times (deep nesting, long chains)
                let start = at.min(len - 1);
                let end = (start + 1 + rng.below(6)).min(len);
                let piece = v[start..end].to_vec();
                let times = 1 + rng.below(400);
                let insert: Vec<u8> = piece
                    .iter()
                    .copied()
                    .cycle()
                    .take(piece.len() * times)
                    .collect();
                v.splice(start..start, insert);
            }
            4 if len > 1 => {
                // swap two bytes
                let (i, j) = (rng.below(len), rng.below(len));
                v.swap(i, j);
            }
            5 => {
                // truncate
                v.truncate(at);
            }
            _ => {
                // splice a whole line of the input elsewhere
                if let Some(line) = input.split(|&b| b == b'\n').nth(rng.below(30)) {
                    let mut line = line.to_vec();
                    line.push(b'\n');
                    v.splice(at..at, line);
                }
            }
        }
    }
    v
}

fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![std::fs::read(root.join("examples/codegen.toy")).expect("example")];
    let mut corpus: Vec<_> = ["tests/inputs", "tests/invalid"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).expect("corpus"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toy"))
        .collect();
    corpus.sort();
    out.extend(corpus.iter().map(|p| std::fs::read(p).expect("readable")));
    out
}

/// Runs the front end on one input and checks the invariants.
fn exercise(input: &[u8]) -> bool {
    match parse_and_check("fuzz.toy", input) {
        Ok(checked) => {
            let text = dump(&checked);
            assert!(text.starts_with("  Module:\n"));
            true
        }
        Err(diags) => {
            assert!(!diags.is_empty());
            for d in &diags {
                let line = source_line(input, d.loc.line).unwrap_or_else(|| {
                    panic!(
                        "diagnostic '{}' at {} is past the end of:\n{}",
                        d.message,
                        d.loc,
                        String::from_utf8_lossy(input)
                    )
                });
                assert!(
                    d.loc.col >= 1 && d.loc.col as usize <= line.len() + 1,
                    "{d}"
                );
                let rendered = d.render("fuzz.toy", input);
                assert!(rendered.starts_with(&format!("fuzz.toy:{}: error: ", d.loc)));
                assert!(rendered.ends_with("^\n"));
            }
            false
        }
    }
}

#[test]
fn library_survives_mutations() {
    let seeds = seeds();
    let mut rng = Rng(0x70C0_FFEE);
    let (mut runs, mut accepted) = (0usize, 0usize);
    for seed in &seeds {
        exercise(seed);
        runs += 1;
        for _ in 0..ROUNDS_PER_SEED {
            let input = mutate(&mut rng, seed);
            if exercise(&input) {
                accepted += 1;
            }
            runs += 1;
        }
    }
    println!(
        "fuzz: {runs} executions, {accepted} accepted, {} rejected",
        runs - accepted
    );
    assert!(runs >= 80_000, "only {runs} executions");
    // Mutations must keep some programs valid, or the harness only tests
    // the error paths.
    assert!(accepted > runs / 100, "only {accepted} of {runs} accepted");
}

#[test]
fn binary_exits_cleanly_on_mutations() {
    let seeds = seeds();
    let mut rng = Rng(0xB1_0A_5E);
    let dir = std::env::temp_dir().join(format!("toyc-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("m.toy");
    for i in 0..BINARY_RUNS {
        let input = mutate(&mut rng, &seeds[i % seeds.len()]);
        std::fs::write(&path, &input).expect("write");
        let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
            .arg(&path)
            .arg("-emit=ast")
            .output()
            .expect("runs");
        let code = out.status.code();
        assert!(
            code == Some(0) || code == Some(1),
            "toyc exited with {code:?} on:\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&input),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(code == Some(0), out.stderr.is_empty());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Inputs at the nesting limits go through parsing, checking and dumping
/// on a test thread's small (2 MiB) stack, even in a debug build.
#[test]
fn programs_at_the_limits_fit_the_stack() {
    use toy::frontend::parser::{MAX_EXPR_DEPTH, MAX_NESTING};
    let chain = format!(
        "def main() {{ print(1{}); }}",
        " * 1".repeat(MAX_EXPR_DEPTH as usize - 2)
    );
    assert!(exercise(chain.as_bytes()), "longest chain is accepted");
    // The statement and the print argument take two levels.
    let levels = MAX_NESTING as usize - 2;
    let calls = format!(
        "def f(x) {{ return x; }} def main() {{ print({}1{}); }}",
        "f(".repeat(levels),
        ")".repeat(levels)
    );
    assert!(exercise(calls.as_bytes()), "deepest calls are accepted");
    let literal = format!(
        "def main() {{ print({}1{}); }}",
        "[".repeat(levels),
        "]".repeat(levels)
    );
    assert!(exercise(literal.as_bytes()), "deepest literal is accepted");
    let too_deep = format!(
        "def main() {{ print({}1{}); }}",
        "[".repeat(levels + 1),
        "]".repeat(levels + 1)
    );
    assert!(!exercise(too_deep.as_bytes()));
}
