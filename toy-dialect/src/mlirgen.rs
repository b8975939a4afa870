//! MLIR generation: a checked Toy syntax tree becomes a `builtin.module` of
//! functions whose bodies are `toy` operations, as in the tutorial's
//! chapter 2 (upstream's `MLIRGen.cpp`).
//!
//! The translation, construct by construct:
//!
//! | Toy | MLIR |
//! |---|---|
//! | the file | `module { ... } loc("file":0:0)` |
//! | `def f(a, b) { ... }` | `func @f(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) [-> tensor<*xf64>]` |
//! | `[[1, 2], [3, 4]]` | `toy.constant` of `dense<...> : tensor<2x2xf64>` |
//! | `5.5` | `toy.constant` of `dense<5.5> : tensor<f64>` |
//! | `var a<2, 3> = e` | `e`, then `toy.reshape` to `tensor<2x3xf64>` |
//! | `a + b`, `a * b` | `toy.add`, `toy.mul` (result `tensor<*xf64>`) |
//! | `transpose(a)` | `toy.transpose` (result `tensor<*xf64>`) |
//! | `f(a, b)` | `toy.generic_call` with `callee = @f` (result `tensor<*xf64>`) |
//! | `print(a)` | `toy.print` |
//! | `return;`, `return e;` | `toy.return` |
//!
//! Every operation is located at its construct in the source
//! (`loc("file":line:col)`, the file name as given). A function without a
//! `return` gets one at the end, located at the function's `def`. A function
//! has a result when its last generated statement is `return <value>;`
//! ([`FunctionInfo::returns_value`](crate::frontend::sema::FunctionInfo)).
//! Statements after the first `return` are not generated.
//!
//! The function op is `builtin.func` ([`ir::builtin::FuncOp`], itself
//! defined through ODS), whose custom form is the listing's `func @name(...)`;
//! `Ops.td` lets `toy.return` sit in it (`ParentOneOf<["::ir::builtin::FuncOp",
//! "FuncOp"]>`).
//!
//! ```
//! let src = b"def main() {\n  var a<2, 2> = [1, 2, 3, 4];\n  print(a);\n}\n";
//! let checked = toy::frontend::parse_and_check("m.toy", src).expect("valid");
//! let mut ctx = toy::mlirgen::context();
//! let module = toy::mlirgen::mlir_gen(&mut ctx, &checked).expect("valid IR");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("\"toy.reshape\"(%0) : (tensor<4xf64>) -> tensor<2x2xf64>"));
//! ```

use ir::{Context, Diagnostic, OpBuilder, OpId, Type, Value};

use crate::dialect::{
    AddOp, ConstantOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};
use crate::frontend::ast::{self, BinOp, ExprId, ExprKind, Function, Module, Stmt, Symbol};
use crate::frontend::sema::CheckedModule;

/// The name of the function op the generated module uses.
pub const FUNC_OP: &str = ir::builtin::FuncOp::OPERATION_NAME;

/// A context ready for Toy IR: the `toy` dialect registered (see
/// [`register`]).
pub fn context() -> Context {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx
}

/// Registers the `toy` dialect with `ctx`.
pub fn register(ctx: &mut Context) {
    crate::dialect::register(ctx);
}

/// Generates the module for a checked Toy program into `ctx` (which must
/// have the dialect registered, see [`context`]), then verifies it.
///
/// The module is located at `loc("file":0:0)`. An error is a located
/// diagnostic: a verifier failure, or a construct that the checker should
/// have rejected (an unknown variable, `-`, a `print` used as a value).
pub fn mlir_gen(ctx: &mut Context, module: &CheckedModule) -> Result<OpId, Diagnostic> {
    let file = module.file();
    let module_loc = ctx.file_line_col_loc(file, 0, 0);
    let (op, body) = ir::builtin::create_module(ctx, module_loc);
    let f64 = ctx.f64();
    let unranked = ctx.unranked_tensor(f64);
    let mut gen = Generator {
        module,
        b: OpBuilder::at_end(ctx, body),
        body,
        f64,
        unranked,
        vars: vec![None; module.names().len()],
        declared: Vec::new(),
    };
    for (index, function) in module.functions().iter().enumerate() {
        let returns_value = module.info(index).is_some_and(|i| i.returns_value);
        let live = module
            .info(index)
            .map_or(function.body.len(), |i| i.live_stmts);
        gen.function(
            function,
            &function.body[..live.min(function.body.len())],
            returns_value,
        )?;
    }
    ir::verify(ctx, op)?;
    Ok(op)
}

/// The state of one generation: the builder and the variables in scope.
struct Generator<'m, 'c> {
    module: &'m Module,
    b: OpBuilder<'c>,
    /// The module's body, where functions go.
    body: ir::BlockId,
    f64: Type,
    /// `tensor<*xf64>`.
    unranked: Type,
    /// The value of each variable in scope, indexed by symbol.
    vars: Vec<Option<Value>>,
    /// The symbols bound in the current function (to clear `vars`).
    declared: Vec<Symbol>,
}

impl Generator<'_, '_> {
    fn loc(&mut self, loc: ast::Location) -> ir::Location {
        let file = self.module.file();
        self.b.file_line_col_loc(file, loc.line, loc.col)
    }

    fn error(&mut self, loc: ast::Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc(loc), message)
    }

    fn declare(&mut self, name: Symbol, value: Value) {
        if let Some(slot) = self.vars.get_mut(name.index()) {
            *slot = Some(value);
            self.declared.push(name);
        }
    }

    fn function(
        &mut self,
        function: &Function,
        stmts: &[Stmt],
        returns_value: bool,
    ) -> Result<(), Diagnostic> {
        for name in self.declared.drain(..) {
            if let Some(slot) = self.vars.get_mut(name.index()) {
                *slot = None;
            }
        }
        let proto = &function.proto;
        let loc = self.loc(proto.loc);
        let inputs = vec![self.unranked; proto.params.len()];
        let results: &[Type] = if returns_value { &[self.unranked] } else { &[] };
        let fn_type = self.b.function_type(&inputs, results);
        self.b.set_insertion_point_to_end(self.body);
        let name = self.module.name(proto.name);
        let (_, entry) = ir::builtin::create_func(&mut self.b, loc, name, fn_type);
        for (i, param) in proto.params.iter().enumerate() {
            let arg = self.b.block_arg(entry, i);
            self.declare(param.name, arg);
        }
        self.b.set_insertion_point_to_end(entry);
        for stmt in stmts {
            match stmt {
                Stmt::VarDecl(decl) => {
                    let mut value = self.expr(decl.init)?;
                    if !decl.ty.shape.is_empty() {
                        let ty = self.b.ranked_tensor(&decl.ty.shape, self.f64);
                        let loc = self.loc(decl.loc);
                        value = ReshapeOp::build(&mut self.b, loc, ty, value).result(&self.b);
                    }
                    self.declare(decl.name, value);
                }
                Stmt::Return(ret) => {
                    let value = match ret.value {
                        Some(e) => Some(self.expr(e)?),
                        None => None,
                    };
                    let loc = self.loc(ret.loc);
                    ReturnOp::build(&mut self.b, loc, value.as_slice());
                    break;
                }
                Stmt::Expr(e) => {
                    let expr = self.module.expr(*e);
                    if let ExprKind::Print(arg) = expr.kind {
                        let value = self.expr(arg)?;
                        let loc = self.loc(expr.loc);
                        PrintOp::build(&mut self.b, loc, value);
                    } else {
                        self.expr(*e)?;
                    }
                }
            }
        }
        let terminated = self
            .b
            .block_last_op(entry)
            .is_some_and(|op| ReturnOp::cast(&self.b, op).is_some());
        if !terminated {
            ReturnOp::build(&mut self.b, loc, &[]);
        }
        Ok(())
    }

    /// Generates an expression used as a value, operands before the op
    /// that uses them, left to right (upstream's order). The walk is
    /// iterative: expression trees may be as deep as the parser allows
    /// whatever the thread's stack.
    fn expr(&mut self, root: ExprId) -> Result<Value, Diagnostic> {
        enum Work {
            /// Generate the operands of an expression, then build it.
            Visit(ExprId),
            /// Build an expression whose operands are on the value stack.
            Build(ExprId),
        }
        let module = self.module;
        let mut work = vec![Work::Visit(root)];
        let mut values: Vec<Value> = Vec::new();
        while let Some(item) = work.pop() {
            match item {
                Work::Visit(id) => {
                    let expr = module.expr(id);
                    match &expr.kind {
                        ExprKind::BinOp { lhs, rhs, .. } => {
                            work.extend([Work::Build(id), Work::Visit(*rhs), Work::Visit(*lhs)]);
                        }
                        ExprKind::Call { args, .. } => {
                            work.push(Work::Build(id));
                            work.extend(args.iter().rev().map(|&a| Work::Visit(a)));
                        }
                        _ => {
                            let value = self.build(id, &[])?;
                            values.push(value);
                        }
                    }
                }
                Work::Build(id) => {
                    let arity = match &module.expr(id).kind {
                        ExprKind::BinOp { .. } => 2,
                        ExprKind::Call { args, .. } => args.len(),
                        _ => 0,
                    };
                    let operands = values.split_off(values.len().saturating_sub(arity));
                    let value = self.build(id, &operands)?;
                    values.push(value);
                }
            }
        }
        match values.pop() {
            Some(value) if values.is_empty() => Ok(value),
            _ => {
                let loc = module.expr(root).loc;
                Err(self.error(loc, "internal error: unbalanced expression generation"))
            }
        }
    }

    /// Builds the op of one expression from its already generated operands
    /// (none for leaves).
    fn build(&mut self, id: ExprId, operands: &[Value]) -> Result<Value, Diagnostic> {
        let module = self.module;
        let expr = module.expr(id);
        let loc = self.loc(expr.loc);
        let value = match &expr.kind {
            ExprKind::Number(v) => ConstantOp::build_from_f64(&mut self.b, loc, *v).result(&self.b),
            ExprKind::Literal(lit) => {
                let ty = self.b.ranked_tensor(&lit.dims, self.f64);
                let attr = self.b.dense_float_attr(ty, &lit.values);
                ConstantOp::build(&mut self.b, loc, ty, attr).result(&self.b)
            }
            ExprKind::Var(name) => match self.vars.get(name.index()).copied().flatten() {
                Some(v) => v,
                None => {
                    return Err(self.error(
                        expr.loc,
                        format!("unknown variable '{}'", module.name(*name)),
                    ))
                }
            },
            ExprKind::BinOp { op, .. } => {
                let &[l, r] = operands else {
                    return Err(self.error(expr.loc, "internal error: binary operator operands"));
                };
                match op {
                    BinOp::Add => AddOp::build_from_lhs_rhs(&mut self.b, loc, l, r).result(&self.b),
                    BinOp::Mul => MulOp::build_from_lhs_rhs(&mut self.b, loc, l, r).result(&self.b),
                    BinOp::Sub => {
                        return Err(self.error(expr.loc, "invalid binary operator '-'"));
                    }
                }
            }
            ExprKind::Call { callee, .. } => {
                let name = module.name(*callee);
                if name == "transpose" {
                    let &[input] = operands else {
                        return Err(self.error(
                            expr.loc,
                            format!(
                                "builtin 'transpose' expects exactly one argument, found {}",
                                operands.len()
                            ),
                        ));
                    };
                    TransposeOp::build_from_input(&mut self.b, loc, input).result(&self.b)
                } else {
                    GenericCallOp::build_from_callee_arguments(&mut self.b, loc, name, operands)
                        .result(&self.b)
                }
            }
            ExprKind::Print(_) => {
                return Err(self.error(
                    expr.loc,
                    "'print' has no value: it can only be used as a statement",
                ));
            }
        };
        Ok(value)
    }
}
