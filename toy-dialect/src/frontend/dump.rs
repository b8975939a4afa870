//! The AST dump printed by `toyc -emit=ast`, in upstream's exact format
//! (`mlir/examples/toy/Ch2/parser/AST.cpp`, checked by
//! `mlir/test/Examples/Toy/Ch1/ast.toy`):
//!
//! ```text
//!   Module:
//!     Function
//!       Proto 'main' @file.toy:1:1
//!       Params: []
//!       Block {
//!         VarDecl a<2, 3> @file.toy:2:3
//!           Literal: <6>[ 1.000000e+00, 2.000000e+00, ...] @file.toy:2:17
//!       } // Block
//! ```
//!
//! Each nesting level indents by two spaces, starting at one level for
//! `Module:`; numbers print as C's `%e`; `Function ` keeps upstream's
//! trailing space.

use super::ast::{Expr, ExprId, ExprKind, Function, Literal, Location, Module, Stmt};
use super::parser::MAX_EXPR_DEPTH;
use std::fmt::{self, Write};

/// Returns the dump of a whole module.
pub fn dump(module: &Module) -> String {
    let mut out = String::new();
    // Writing into a `String` cannot fail.
    let _ = dump_to(module, &mut out);
    out
}

/// Writes the dump of a whole module to `out`.
///
/// Fails only if `out` fails (or, defensively, if expressions nest deeper
/// than [`MAX_EXPR_DEPTH`], which the parser never produces).
pub fn dump_to(module: &Module, out: &mut impl Write) -> fmt::Result {
    let mut d = Dumper {
        module,
        out,
        level: 1,
    };
    d.line(format_args!("Module:"))?;
    for f in module.functions() {
        d.nested(|d| d.function(f))?;
    }
    Ok(())
}

/// Formats a number as C's `printf("%e")` does (`1.000000e+00`), which is
/// what LLVM's `raw_ostream << double` prints.
pub fn format_e(v: f64) -> String {
    ExpDisplay(v).to_string()
}

/// Displays a number as C's `%e`, without allocating.
struct ExpDisplay(f64);

impl fmt::Display for ExpDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0;
        if v.is_nan() {
            return f.write_str("nan");
        }
        if v.is_infinite() {
            return f.write_str(if v < 0.0 { "-INF" } else { "INF" });
        }
        // Rust prints `1.000000e0` / `1.000000e-5`; C wants a sign and at
        // least two exponent digits.
        let mut buf = StackBuf::default();
        write!(buf, "{v:.6e}")?;
        let text = buf.as_str();
        let Some((mantissa, exp)) = text.split_once('e') else {
            return f.write_str(text);
        };
        let (sign, digits) = match exp.strip_prefix('-') {
            Some(d) => ('-', d),
            None => ('+', exp),
        };
        f.write_str(mantissa)?;
        f.write_char('e')?;
        f.write_char(sign)?;
        if digits.len() < 2 {
            f.write_char('0')?;
        }
        f.write_str(digits)
    }
}

/// A small fixed buffer for formatting one number.
struct StackBuf {
    bytes: [u8; 48],
    len: usize,
}

impl Default for StackBuf {
    fn default() -> Self {
        StackBuf {
            bytes: [0; 48],
            len: 0,
        }
    }
}

impl StackBuf {
    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

impl Write for StackBuf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        let dst = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        dst.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

struct Dumper<'a, W: Write> {
    module: &'a Module,
    out: &'a mut W,
    level: usize,
}

impl<'a, W: Write> Dumper<'a, W> {
    fn indent(&mut self) -> fmt::Result {
        for _ in 0..self.level {
            self.out.write_str("  ")?;
        }
        Ok(())
    }

    fn line(&mut self, args: fmt::Arguments<'_>) -> fmt::Result {
        self.indent()?;
        self.out.write_fmt(args)?;
        self.out.write_char('\n')
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self) -> fmt::Result) -> fmt::Result {
        self.level += 1;
        let r = f(self);
        self.level -= 1;
        r
    }

    fn loc(&self, loc: Location) -> LocDisplay<'a> {
        LocDisplay {
            file: self.module.file(),
            loc,
        }
    }

    fn function(&mut self, f: &Function) -> fmt::Result {
        let m = self.module;
        self.line(format_args!("Function "))?;
        self.nested(|d| {
            d.line(format_args!(
                "Proto '{}' {}",
                m.name(f.proto.name),
                d.loc(f.proto.loc)
            ))?;
            d.indent()?;
            d.out.write_str("Params: [")?;
            for (i, p) in f.proto.params.iter().enumerate() {
                if i > 0 {
                    d.out.write_str(", ")?;
                }
                d.out.write_str(m.name(p.name))?;
            }
            d.out.write_str("]\n")?;
            d.line(format_args!("Block {{"))?;
            d.nested(|d| f.body.iter().try_for_each(|s| d.stmt(s)))?;
            d.line(format_args!("}} // Block"))
        })
    }

    fn stmt(&mut self, s: &Stmt) -> fmt::Result {
        let m = self.module;
        match s {
            Stmt::VarDecl(v) => {
                self.line(format_args!(
                    "VarDecl {}<{}> {}",
                    m.name(v.name),
                    Dims(&v.ty.shape),
                    self.loc(v.loc)
                ))?;
                self.nested(|d| d.expr(v.init))
            }
            Stmt::Return(r) => {
                self.line(format_args!("Return"))?;
                self.nested(|d| match r.value {
                    Some(e) => d.expr(e),
                    None => d.line(format_args!("(void)")),
                })
            }
            Stmt::Expr(e) => self.expr(*e),
        }
    }

    fn expr(&mut self, id: ExprId) -> fmt::Result {
        // Parsed modules are never this deep (the parser bounds them); a
        // deeper tree is refused rather than overflowing the stack.
        if self.level > MAX_EXPR_DEPTH as usize + 8 {
            return Err(fmt::Error);
        }
        let m = self.module;
        let Expr { kind, loc } = m.expr(id);
        let at = self.loc(*loc);
        match kind {
            ExprKind::Number(v) => self.line(format_args!("{} {at}", ExpDisplay(*v))),
            ExprKind::Literal(lit) => {
                self.line(format_args!("Literal: {} {at}", LiteralDisplay(lit)))
            }
            ExprKind::Var(name) => self.line(format_args!("var: {} {at}", m.name(*name))),
            ExprKind::BinOp { op, lhs, rhs } => {
                self.line(format_args!("BinOp: {} {at}", op.as_char()))?;
                self.nested(|d| {
                    d.expr(*lhs)?;
                    d.expr(*rhs)
                })
            }
            ExprKind::Call { callee, args } => {
                self.line(format_args!("Call '{}' [ {at}", m.name(*callee)))?;
                self.nested(|d| args.iter().try_for_each(|a| d.expr(*a)))?;
                self.line(format_args!("]"))
            }
            ExprKind::Print(arg) => {
                self.line(format_args!("Print [ {at}"))?;
                self.nested(|d| d.expr(*arg))?;
                self.line(format_args!("]"))
            }
        }
    }
}

struct LocDisplay<'a> {
    file: &'a str,
    loc: Location,
}

impl fmt::Display for LocDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}:{}:{}", self.file, self.loc.line, self.loc.col)
    }
}

/// Comma-separated dimensions: `2, 3`.
struct Dims<'a>(&'a [i64]);

impl fmt::Display for Dims<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// A literal with its dimensions spelled at every level:
/// `<2, 2>[ <2>[ 1.000000e+00, ...], <2>[ ...]]`.
struct LiteralDisplay<'a>(&'a Literal);

impl fmt::Display for LiteralDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut next = 0;
        write_level(f, &self.0.dims, &self.0.values, &mut next)
    }
}

/// Writes one level of a literal; the depth is bounded by the parser's
/// nesting limit.
fn write_level(
    f: &mut fmt::Formatter<'_>,
    dims: &[i64],
    values: &[f64],
    next: &mut usize,
) -> fmt::Result {
    let Some((&count, inner)) = dims.split_first() else {
        let v = values.get(*next).copied().unwrap_or(0.0);
        *next += 1;
        return write!(f, "{}", ExpDisplay(v));
    };
    write!(f, "<{}>[ ", Dims(dims))?;
    for i in 0..count {
        if i > 0 {
            f.write_str(", ")?;
        }
        write_level(f, inner, values, next)?;
    }
    f.write_str("]")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::parser::parse;

    #[test]
    fn printf_e() {
        assert_eq!(format_e(1.0), "1.000000e+00");
        assert_eq!(format_e(0.0), "0.000000e+00");
        assert_eq!(format_e(123456.789), "1.234568e+05");
        assert_eq!(format_e(0.00012), "1.200000e-04");
        assert_eq!(format_e(1e300), "1.000000e+300");
        assert_eq!(format_e(2.5e-7), "2.500000e-07");
        assert_eq!(format_e(f64::INFINITY), "INF");
    }

    #[test]
    fn too_deep_trees_are_refused_not_overflowed() {
        use crate::frontend::ast::{BinOp, Function, Prototype};
        let mut m = Module::new("h.toy");
        let loc = Location::new(1, 1);
        let mut e = m.add_expr(ExprKind::Number(1.0), loc);
        for _ in 0..100_000 {
            let rhs = m.add_expr(ExprKind::Number(2.0), loc);
            e = m.add_expr(
                ExprKind::BinOp {
                    op: BinOp::Add,
                    lhs: e,
                    rhs,
                },
                loc,
            );
        }
        let name = m.intern("main");
        m.push_function(Function {
            proto: Prototype {
                name,
                params: Vec::new(),
                loc,
            },
            body: vec![Stmt::Expr(e)],
        });
        let mut out = String::new();
        assert!(dump_to(&m, &mut out).is_err());
        let errors = crate::frontend::check(m).expect_err("too deep");
        assert!(errors[0].message.contains("too deeply nested"));
    }

    #[test]
    fn small_program() {
        let src = "def f(x) {\n  return;\n}\ndef main() {\n  var a<2, 2> = [[1, 2], [3, 4]];\n  print(f(a) + 2);\n}\n";
        let m = parse("s.toy", src.as_bytes()).expect("parses");
        let expected = "  Module:
    Function 
      Proto 'f' @s.toy:1:1
      Params: [x]
      Block {
        Return
          (void)
      } // Block
    Function 
      Proto 'main' @s.toy:4:1
      Params: []
      Block {
        VarDecl a<2, 2> @s.toy:5:3
          Literal: <2, 2>[ <2>[ 1.000000e+00, 2.000000e+00], <2>[ 3.000000e+00, 4.000000e+00]] @s.toy:5:17
        Print [ @s.toy:6:3
          BinOp: + @s.toy:6:16
            Call 'f' [ @s.toy:6:9
              var: a @s.toy:6:11
            ]
            2.000000e+00 @s.toy:6:16
        ]
      } // Block
";
        assert_eq!(dump(&m), expected);
    }
}
