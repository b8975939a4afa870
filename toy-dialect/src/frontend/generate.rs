//! A generator of large, valid Toy programs, for benchmarks and stress
//! tests.
//!
//! [`generate_program`] writes a deterministic program of exactly the
//! requested number of lines that parses and passes [`super::sema::check`]:
//! many two-parameter functions whose bodies mix shaped literal
//! declarations, `transpose`, `+`/`*`, calls of earlier functions and
//! `print`, followed by a `main` that calls the last function.

use std::fmt::Write as _;

/// Lines a function body statement block is aimed at (plus the `def`,
/// `return`, `}` and blank lines).
const BODY_LINES: usize = 24;

/// Lines taken by the `main` function at the end (including the comment).
const MAIN_LINES: usize = 6;

/// A small deterministic pseudo-random generator (xorshift64*), so the
/// output depends only on the seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn number(&mut self) -> String {
        let n = self.next() % 1000;
        if n.is_multiple_of(3) {
            format!("{}.{}", n / 10, n % 10)
        } else {
            n.to_string()
        }
    }
}

/// Returns a valid Toy program of exactly `lines` lines (at least
/// [`min_lines`]; fewer are rounded up) generated from `seed`.
///
/// The program has about `lines / 28` functions; every line ends with `\n`.
/// The same `(lines, seed)` always yields the same text.
pub fn generate_program(lines: usize, seed: u64) -> String {
    let lines = lines.max(min_lines());
    let mut rng = Rng(seed | 1);
    let mut out = String::with_capacity(lines * 40);
    let _ = writeln!(out, "# Generated Toy program ({lines} lines, seed {seed}).");
    let mut written = 1;
    let mut functions = 0usize;
    // Each function takes BODY_LINES + 4 lines at most; stop while there is
    // room for `main`.
    while lines - written >= MAIN_LINES + 6 {
        let room = lines - written - MAIN_LINES;
        let body = (room - 4).min(BODY_LINES);
        write_function(&mut out, &mut rng, functions, body);
        written += body + 4;
        functions += 1;
    }
    while lines - written > MAIN_LINES {
        out.push_str("# padding\n");
        written += 1;
    }
    out.push_str("# The entry point.\n");
    out.push_str("def main() {\n");
    out.push_str("  var x<2, 3> = [[1, 2, 3], [4, 5, 6]];\n");
    if functions == 0 {
        out.push_str("  var y = transpose(x);\n");
    } else {
        let _ = writeln!(out, "  var y = f{}(x, x);", functions - 1);
    }
    out.push_str("  print(y);\n");
    out.push_str("}\n");
    out
}

/// The smallest program [`generate_program`] writes.
pub fn min_lines() -> usize {
    MAIN_LINES + 1
}

/// Writes `def fN(a, b) { ... }` with `body` statement lines before the
/// `return`, then a blank line.
fn write_function(out: &mut String, rng: &mut Rng, index: usize, body: usize) {
    let _ = writeln!(out, "def f{index}(a, b) {{");
    // Variables declared so far; parameters count as values too.
    let mut vars: Vec<String> = vec!["a".into(), "b".into()];
    for k in 0..body {
        let pick = |rng: &mut Rng, vars: &[String]| vars[rng.below(vars.len())].clone();
        let name = format!("v{k}");
        match rng.below(6) {
            0 => {
                let vals: Vec<String> = (0..6).map(|_| rng.number()).collect();
                let _ = writeln!(
                    out,
                    "  var {name}<2, 3> = [[{}], [{}]];",
                    vals[..3].join(", "),
                    vals[3..].join(", ")
                );
            }
            1 => {
                let vals: Vec<String> = (0..6).map(|_| rng.number()).collect();
                let _ = writeln!(out, "  var {name}<3, 2> = [{}];", vals.join(", "));
            }
            2 => {
                let (x, y) = (pick(rng, &vars), pick(rng, &vars));
                let _ = writeln!(out, "  var {name} = transpose({x}) * transpose({y});");
            }
            3 if index > 0 => {
                let callee = rng.below(index);
                let (x, y) = (pick(rng, &vars), pick(rng, &vars));
                let _ = writeln!(out, "  var {name} = f{callee}({x}, {y});");
            }
            4 => {
                let x = pick(rng, &vars);
                let _ = writeln!(out, "  print({x});");
                continue;
            }
            _ => {
                let (x, y, z) = (pick(rng, &vars), pick(rng, &vars), pick(rng, &vars));
                let _ = writeln!(out, "  var {name} = {x} + {y} * ({z} + {x});");
            }
        }
        vars.push(name);
    }
    let ret = vars.last().map_or("a", String::as_str);
    let _ = writeln!(out, "  return {ret};");
    out.push_str("}\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::parse_and_check;

    #[test]
    fn exact_line_counts_and_valid() {
        for lines in [0, 7, 12, 13, 40, 333, 1000] {
            let src = generate_program(lines, 42);
            assert_eq!(src.lines().count(), lines.max(min_lines()), "lines={lines}");
            assert!(src.ends_with('\n'));
            if let Err(ds) = parse_and_check("gen.toy", src.as_bytes()) {
                panic!("lines={lines}: {}", ds[0].render("gen.toy", src.as_bytes()));
            }
        }
    }

    #[test]
    fn deterministic() {
        assert_eq!(generate_program(200, 7), generate_program(200, 7));
        assert_ne!(generate_program(200, 7), generate_program(200, 8));
    }
}
