//! Semantic checks: everything upstream's `MLIRGen.cpp` would reject while
//! generating MLIR, found before any IR exists and reported as located
//! diagnostics.
//!
//! A [`CheckedModule`] can only be obtained from [`check`], so MLIR
//! generation can take one and rely on these facts:
//!
//! * function names are unique; every call of a user function names a
//!   defined function and passes as many arguments as it has parameters;
//!   `transpose` has exactly one argument;
//! * every variable reference resolves to a parameter or to a `var`
//!   declared earlier in the same function, and no name is declared twice
//!   in a function;
//! * binary operators are `+` or `*` (upstream MLIRGen has no `-`);
//! * `print(x)` appears only as a statement of its own, never as a value;
//! * when a `var` has a declared shape and its initializer's shape is
//!   statically known (a literal, a variable bound to one, or a transpose
//!   of one), both have the same number of elements, and the declared
//!   shape's element count fits in an `i64`. A scalar initializer (a
//!   number) is broadcast to any declared shape, as in upstream's
//!   `scalar.toy` (`var a<2, 2> = 5.5;`).
//!
//! As in upstream, statements after a function's first `return` are never
//! generated; they are not checked either ([`FunctionInfo::live_stmts`]).

use super::ast::{BinOp, ExprId, ExprKind, FastMap, Function, Location, Module, Stmt, Symbol};
use super::diagnostic::Diagnostic;
use super::parser::MAX_EXPR_DEPTH;

/// Facts about one function found by the checker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionInfo {
    /// Number of body statements MLIR generation emits: up to and including
    /// the first `return`, or all of them.
    pub live_stmts: usize,
    /// True when the last emitted statement is `return <value>;`, which is
    /// what gives the generated function its result (upstream's rule).
    pub returns_value: bool,
}

/// A module that passed [`check`].
#[derive(Clone, Debug)]
pub struct CheckedModule {
    module: Module,
    infos: Vec<FunctionInfo>,
    by_name: FastMap<Symbol, usize>,
}

impl CheckedModule {
    /// The checked syntax tree.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Gives the syntax tree back.
    pub fn into_module(self) -> Module {
        self.module
    }

    /// Facts about the function at `index` in [`Module::functions`].
    pub fn info(&self, index: usize) -> Option<&FunctionInfo> {
        self.infos.get(index)
    }

    /// The index of the function named `name` (names are unique).
    pub fn function_index(&self, name: Symbol) -> Option<usize> {
        self.by_name.get(&name).copied()
    }
}

impl std::ops::Deref for CheckedModule {
    type Target = Module;
    fn deref(&self) -> &Module {
        &self.module
    }
}

/// Checks a parsed module; returns it as a [`CheckedModule`] or every
/// error found (in source order of functions).
pub fn check(module: Module) -> Result<CheckedModule, Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let mut by_name: FastMap<Symbol, usize> = FastMap::default();
    for (i, f) in module.functions().iter().enumerate() {
        if let Some(&first) = by_name.get(&f.proto.name) {
            let prev = &module.functions()[first].proto;
            diags.push(
                Diagnostic::error(
                    f.proto.loc,
                    format!("redefinition of function '{}'", module.name(f.proto.name)),
                )
                .with_note(prev.loc, "previous definition is here"),
            );
        } else {
            by_name.insert(f.proto.name, i);
        }
    }
    let mut infos = Vec::with_capacity(module.functions().len());
    for f in module.functions() {
        let mut checker = FunctionChecker {
            module: &module,
            by_name: &by_name,
            vars: FastMap::default(),
            diags: &mut diags,
        };
        infos.push(checker.function(f));
    }
    if diags.is_empty() {
        Ok(CheckedModule {
            module,
            infos,
            by_name,
        })
    } else {
        Err(diags)
    }
}

/// A statically known shape (`[]` is a scalar, one element).
type Shape = Vec<i64>;

struct VarInfo {
    loc: Location,
    shape: Option<Shape>,
}

struct FunctionChecker<'a> {
    module: &'a Module,
    by_name: &'a FastMap<Symbol, usize>,
    vars: FastMap<Symbol, VarInfo>,
    diags: &'a mut Vec<Diagnostic>,
}

/// The number of elements of a shape, if it fits in an `i64`.
pub fn element_count(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("<{}>", dims.join(", "))
}

impl FunctionChecker<'_> {
    fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    fn declare(&mut self, name: Symbol, loc: Location, shape: Option<Shape>) {
        if let Some(prev) = self.vars.get(&name) {
            let prev_loc = prev.loc;
            let msg = format!("redefinition of variable '{}'", self.module.name(name));
            self.error(
                Diagnostic::error(loc, msg).with_note(prev_loc, "previous definition is here"),
            );
            return;
        }
        self.vars.insert(name, VarInfo { loc, shape });
    }

    fn function(&mut self, f: &Function) -> FunctionInfo {
        for p in &f.proto.params {
            self.declare(p.name, p.loc, None);
        }
        let live_stmts = f
            .body
            .iter()
            .position(|s| matches!(s, Stmt::Return(_)))
            .map_or(f.body.len(), |i| i + 1);
        let mut returns_value = false;
        for stmt in &f.body[..live_stmts] {
            match stmt {
                Stmt::VarDecl(v) => {
                    let init_shape = self.value(v.init, 0);
                    let shape = if v.ty.shape.is_empty() {
                        init_shape
                    } else {
                        self.check_reshape(v.init, init_shape, &v.ty.shape);
                        Some(v.ty.shape.clone())
                    };
                    self.declare(v.name, v.loc, shape);
                }
                Stmt::Return(r) => {
                    if let Some(e) = r.value {
                        self.value(e, 0);
                        returns_value = true;
                    }
                }
                Stmt::Expr(e) => match &self.module.expr(*e).kind {
                    ExprKind::Print(arg) => {
                        self.value(*arg, 1);
                    }
                    _ => {
                        self.value(*e, 0);
                    }
                },
            }
        }
        FunctionInfo {
            live_stmts,
            returns_value,
        }
    }

    /// Checks that a value of statically known `from` shape can be reshaped
    /// to the declared shape `to`.
    fn check_reshape(&mut self, init: ExprId, from: Option<Shape>, to: &[i64]) {
        let loc = self.module.expr(init).loc;
        let Some(to_count) = element_count(to) else {
            self.error(Diagnostic::error(
                loc,
                format!("declared shape {} has too many elements", shape_text(to)),
            ));
            return;
        };
        // A scalar initializer is broadcast to the declared shape (upstream's
        // `scalar.toy`: `var a<2, 2> = 5.5;`).
        let Some(from) = from.filter(|f| !f.is_empty()) else {
            return;
        };
        let Some(from_count) = element_count(&from) else {
            return;
        };
        if from_count != to_count {
            let plural = |n: i64| if n == 1 { "" } else { "s" };
            self.error(Diagnostic::error(
                loc,
                format!(
                    "initializer of shape {} ({from_count} element{}) does not match declared \
                     shape {} ({to_count} element{})",
                    shape_text(&from),
                    plural(from_count),
                    shape_text(to),
                    plural(to_count)
                ),
            ));
        }
    }

    /// Checks an expression used as a value; returns its shape when it is
    /// statically known.
    fn value(&mut self, id: ExprId, depth: u32) -> Option<Shape> {
        let module = self.module;
        let expr = module.expr(id);
        if depth > MAX_EXPR_DEPTH {
            self.error(Diagnostic::error(
                expr.loc,
                format!("expression is too deeply nested (its tree has more than {MAX_EXPR_DEPTH} levels)"),
            ));
            return None;
        }
        match &expr.kind {
            ExprKind::Number(_) => Some(Vec::new()),
            ExprKind::Literal(lit) => Some(lit.dims.clone()),
            ExprKind::Var(name) => match self.vars.get(name) {
                Some(v) => v.shape.clone(),
                None => {
                    self.error(Diagnostic::error(
                        expr.loc,
                        format!("unknown variable '{}'", module.name(*name)),
                    ));
                    None
                }
            },
            ExprKind::BinOp { op, lhs, rhs } => {
                self.value(*lhs, depth + 1);
                self.value(*rhs, depth + 1);
                if *op == BinOp::Sub {
                    self.error(Diagnostic::error(expr.loc, "invalid binary operator '-'"));
                }
                None
            }
            ExprKind::Print(arg) => {
                self.value(*arg, depth + 1);
                self.error(Diagnostic::error(
                    expr.loc,
                    "'print' has no value: it can only be used as a statement",
                ));
                None
            }
            ExprKind::Call { callee, args } => {
                let shapes: Vec<Option<Shape>> =
                    args.iter().map(|a| self.value(*a, depth + 1)).collect();
                let name = module.name(*callee);
                if name == "transpose" {
                    if args.len() != 1 {
                        self.error(Diagnostic::error(
                            expr.loc,
                            format!(
                                "builtin 'transpose' expects exactly one argument, found {}",
                                args.len()
                            ),
                        ));
                        return None;
                    }
                    return shapes.into_iter().next().flatten().map(|mut s| {
                        s.reverse();
                        s
                    });
                }
                match self.by_name.get(callee) {
                    None => self.error(Diagnostic::error(
                        expr.loc,
                        format!("unknown function '{name}'"),
                    )),
                    Some(&index) => {
                        let proto = &module.functions()[index].proto;
                        let want = proto.params.len();
                        if want != args.len() {
                            self.error(
                                Diagnostic::error(
                                    expr.loc,
                                    format!(
                                        "function '{name}' expects {want} argument{}, found {}",
                                        if want == 1 { "" } else { "s" },
                                        args.len()
                                    ),
                                )
                                .with_note(proto.loc, format!("'{name}' is defined here")),
                            );
                        }
                    }
                }
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::parser::parse;

    fn errors(src: &str) -> Vec<(Location, String)> {
        let m = parse("t.toy", src.as_bytes()).expect("parses");
        match check(m) {
            Ok(_) => Vec::new(),
            Err(ds) => ds.into_iter().map(|d| (d.loc, d.message)).collect(),
        }
    }

    fn one_error(src: &str) -> (Location, String) {
        let mut es = errors(src);
        assert_eq!(es.len(), 1, "{es:?}");
        es.remove(0)
    }

    #[test]
    fn chapter_example_is_clean() {
        let src = include_str!("../../examples/codegen.toy");
        let m = parse("codegen.toy", src.as_bytes()).expect("parses");
        let c = check(m).expect("checks");
        assert_eq!(c.functions().len(), 2);
        assert!(c.info(0).expect("info").returns_value);
        assert!(!c.info(1).expect("info").returns_value);
        let main = c.names().get("main").expect("interned");
        assert_eq!(c.function_index(main), Some(1));
    }

    #[test]
    fn unknown_names() {
        let (loc, msg) = one_error("def main() {\n  print(x);\n}");
        assert_eq!(
            (loc, msg.as_str()),
            (Location::new(2, 9), "unknown variable 'x'")
        );
        let (_, msg) = one_error("def main() { var a = g(1); }");
        assert_eq!(msg, "unknown function 'g'");
        // A variable cannot be used before it is declared, nor in its own
        // initializer.
        let (_, msg) = one_error("def main() { var a = a; }");
        assert_eq!(msg, "unknown variable 'a'");
        // Variables are local to their function.
        let (_, msg) = one_error("def f() { var a = 1; } def main() { print(a); }");
        assert_eq!(msg, "unknown variable 'a'");
    }

    #[test]
    fn calls() {
        let (loc, msg) = one_error("def f(a, b) { return a; }\ndef main() { f(1); }");
        assert_eq!(loc, Location::new(2, 14));
        assert_eq!(msg, "function 'f' expects 2 arguments, found 1");
        let (_, msg) = one_error("def main() { transpose(1, 2); }");
        assert_eq!(
            msg,
            "builtin 'transpose' expects exactly one argument, found 2"
        );
        // Calls may refer to functions defined later, and recurse.
        assert!(errors("def main() { g(1); } def g(x) { return g(x); }").is_empty());
    }

    #[test]
    fn redefinitions() {
        let (loc, msg) = one_error("def main() {\n  var a = 1;\n  var a = 2;\n}");
        assert_eq!(
            (loc, msg.as_str()),
            (Location::new(3, 3), "redefinition of variable 'a'")
        );
        let (_, msg) = one_error("def f(a, a) { }");
        assert_eq!(msg, "redefinition of variable 'a'");
        let (_, msg) = one_error("def f(a) { var a = 1; }");
        assert_eq!(msg, "redefinition of variable 'a'");
        let (loc, msg) = one_error("def f() { }\ndef f() { }");
        assert_eq!(
            (loc, msg.as_str()),
            (Location::new(2, 1), "redefinition of function 'f'")
        );
    }

    #[test]
    fn shapes() {
        let (loc, msg) = one_error("def main() {\n  var b<2, 3> = [1, 2, 3, 4, 5];\n}");
        assert_eq!(loc, Location::new(2, 17));
        assert_eq!(
            msg,
            "initializer of shape <5> (5 elements) does not match declared shape <2, 3> (6 elements)"
        );
        assert!(errors("def main() { var b<2, 3> = [1, 2, 3, 4, 5, 6]; }").is_empty());
        let (_, msg) = one_error("def main() { var a = [[1, 2]]; var b<3> = transpose(a); }");
        assert!(msg.contains("shape <2, 1>"), "{msg}");
        // Scalars broadcast (upstream's scalar.toy); one-element literals do not.
        assert!(errors("def main() { var a<2, 2> = 5.5; var b<3> = a; }").len() == 1);
        assert!(errors("def main() { var s = 5.5; var a<2, 2> = s; }").is_empty());
        let (_, msg) = one_error("def main() { var a<2> = [1]; }");
        assert!(
            msg.starts_with("initializer of shape <1> (1 element)"),
            "{msg}"
        );
        let (_, msg) = one_error("def main() { var a<2, 2> = [1, 2, 3, 4]; var b<3> = a; }");
        assert!(msg.contains("shape <2, 2> (4 elements)"), "{msg}");
        // Unknown shapes (parameters, calls, arithmetic) are not checked.
        assert!(errors("def f(x) { var a<7> = x; var b<3> = a * x; return b; }").is_empty());
        let (_, msg) = one_error(
            "def main() { var a<9999999999, 9999999999, 9999999999> = f(); } def f() { return; }",
        );
        assert!(msg.contains("too many elements"), "{msg}");
    }

    #[test]
    fn operators_and_print() {
        let (_, msg) = one_error("def main() { var a = 1 - 2; }");
        assert_eq!(msg, "invalid binary operator '-'");
        let (_, msg) = one_error("def main() { var a = print(1); }");
        assert!(msg.starts_with("'print' has no value"));
        let (_, msg) = one_error("def main() { print(print(1)); }");
        assert!(msg.starts_with("'print' has no value"));
    }

    #[test]
    fn after_return_is_dead_like_upstream() {
        let m = parse("t.toy", b"def main() { return; print(nothing); }").expect("parses");
        let c = check(m).expect("checks");
        assert_eq!(c.info(0).expect("info").live_stmts, 1);
    }

    #[test]
    fn several_errors_are_all_reported() {
        assert_eq!(errors("def main() { print(x); print(y); }").len(), 2);
    }
}
