//! `mlir-opt`'s `-test-affine-reify-value-bounds` (upstream's
//! `test/lib/Dialect/Affine/TestReifyValueBounds.cpp`) and the two test
//! dialect ops it reads, `test.reify_bound` and `test.compare` (upstream's
//! `TestOps.td`, verified as `TestOpDefs.cpp` does): each
//! `test.reify_bound` is replaced by the reified bound of its operand,
//! and each `test.compare` gets a remark with the comparison's outcome.

use ir::diag::Severity;
use ir::pass::{
    OperationPass, OptionContext, OptionFailure, OptionInfo, OptionPrinter, PassAnchor,
    PassDeclaration, PassFailure, PassInfo, PassOptions, PassRun,
};
use ir::{Context, Diagnostic, OpBuilder, OpDefinition, OpFoldResult, OpId, OpTrait, Value};
use presburger::BoundType;

use crate::constraint_set::{
    compare, compute_constant_bound, ComparisonOperator, ValueBoundsConstraintSet, Variable,
};
use crate::models::affine_ops::fully_compose_and_compute_constant_delta;
use crate::reify::{materialize_computed_bound, reify_value_bound, reify_value_bound_arith};
use crate::scalable::compute_scalable_bound;

/// The name of the bound-reifying test op.
pub const REIFY_BOUND: &str = "test.reify_bound";
/// The name of the comparing test op.
pub const COMPARE: &str = "test.compare";

/// An inherent attribute (a property, or an attribute of that name).
fn inherent(ctx: &Context, op: OpId, name: &str) -> Option<ir::Attribute> {
    ctx.prop(op, name).or_else(|| ctx.attr(op, name))
}

fn verify_reify_bound(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
    let results = ctx.results(op);
    if results.len() != 1 || !ctx.is_index(ctx.value_type(results[0])) {
        return err("result #0 must be index");
    }
    let operands = ctx.operands(op);
    if operands.len() != 1 {
        return err(&format!(
            "expected 1 operands, but found {}",
            operands.len()
        ));
    }
    let ty = ctx.value_type(operands[0]);
    let has_dim = inherent(ctx, op, "dim").is_some();
    if ctx.is_tensor(ty) || ctx.is_memref(ty) || ctx.is_vector(ty) {
        if !has_dim {
            return err("expected 'dim' attribute for shaped type variable");
        }
    } else if ctx.is_index(ty) {
        if has_dim {
            return err("unexpected 'dim' attribute for index variable");
        }
    } else {
        return err("expected index-typed variable or shape type variable");
    }
    let constant = inherent(ctx, op, "constant").is_some();
    let scalable = inherent(ctx, op, "scalable").is_some();
    if constant && scalable {
        return err("'scalable' and 'constant' are mutually exlusive");
    }
    if scalable != inherent(ctx, op, "vscale_min").is_some()
        || scalable != inherent(ctx, op, "vscale_max").is_some()
    {
        return err("expected 'vscale_min' if and only if 'scalable'");
    }
    Ok(())
}

/// The number of inputs of the map in attribute `name`, 1 without one.
fn map_inputs(ctx: &Context, op: OpId, name: &str) -> Option<usize> {
    let Some(a) = inherent(ctx, op, name) else {
        return Some(1);
    };
    let m = ctx.as_affine_map(a)?;
    let d = ctx.affine_map_data(m);
    Some((d.num_dims + d.num_symbols) as usize)
}

fn verify_compare(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
    if !ctx.results(op).is_empty() {
        return err("requires zero results");
    }
    if ctx
        .operands(op)
        .iter()
        .any(|&v| !ctx.is_index(ctx.value_type(v)))
    {
        return err("operand #0 must be variadic of index");
    }
    let has_maps = inherent(ctx, op, "lhs_map").is_some() || inherent(ctx, op, "rhs_map").is_some();
    if inherent(ctx, op, "compose").is_some() && has_maps {
        return err("'compose' not supported when 'lhs_map' or 'rhs_map' is present");
    }
    let (Some(l), Some(r)) = (
        map_inputs(ctx, op, "lhs_map"),
        map_inputs(ctx, op, "rhs_map"),
    ) else {
        return err("attribute 'lhs_map' failed to satisfy constraint: AffineMap attribute");
    };
    let n = ctx.operands(op).len();
    if n != l + r {
        return err(&format!("expected {} operands, but got {}", l + r, n));
    }
    Ok(())
}

/// Registers `test.reify_bound` and `test.compare` (the test dialect's
/// ops the pass reads; their attributes are properties, `type` and `cmp`
/// default to `"EQ"`), in a `test` dialect that allows unknown ops as
/// upstream's does (the tests use `test.foo` for opaque values).
pub fn register_test_ops(ctx: &mut Context) {
    let mut dialect = ir::DialectDefinition::new("test");
    dialect.allow_unknown_ops = true;
    // (Upstream's test dialect keeps resource blobs: `IR/file-metadata-resources.mlir`.)
    dialect.resource_blobs = true;
    ctx.register_dialect(dialect);
    let eq = ctx.string_attr("EQ");
    let mut def = OpDefinition::new(REIFY_BOUND);
    def.traits = vec![
        OpTrait::OneResult,
        OpTrait::OneOperand,
        OpTrait::ZeroRegions,
    ];
    def.property_names = &[
        "constant",
        "dim",
        "scalable",
        "type",
        "vscale_max",
        "vscale_min",
    ];
    def.default_attrs = vec![(ctx.ident("type"), eq)];
    def.verify = Some(verify_reify_bound);
    ctx.register_op(def);
    let mut def = OpDefinition::new(COMPARE);
    def.traits = vec![
        OpTrait::ZeroResults,
        OpTrait::VariadicOperands,
        OpTrait::ZeroRegions,
    ];
    def.property_names = &["cmp", "compose", "lhs_map", "rhs_map"];
    def.default_attrs = vec![(ctx.ident("cmp"), eq)];
    def.verify = Some(verify_compare);
    ctx.register_op(def);
}

/// The options of the pass.
#[derive(Clone, Debug, Default)]
pub struct TestReifyValueBoundsOptions {
    /// Reify in terms of function args.
    pub reify_to_func_args: bool,
    /// Reify with arith dialect ops.
    pub use_arith_ops: bool,
}

impl PassOptions for TestReifyValueBoundsOptions {
    fn set(
        &mut self,
        argument: &str,
        value: &str,
        cx: &mut OptionContext<'_>,
    ) -> Option<Result<(), OptionFailure>> {
        Some(match argument {
            "reify-to-func-args" => ir::pass::parse_option(&mut self.reify_to_func_args, value, cx),
            "use-arith-ops" => ir::pass::parse_option(&mut self.use_arith_ops, value, cx),
            _ => return None,
        })
    }
    fn print(&self, out: &mut OptionPrinter) {
        out.value("reify-to-func-args", &self.reify_to_func_args);
        out.value("use-arith-ops", &self.use_arith_ops);
    }
}

/// The declaration of the pass (written by hand: upstream's test passes
/// are C++ `PassWrapper`s, not `.td` defs).
#[derive(Clone, Debug, Default)]
pub struct TestReifyValueBoundsBase {
    /// The options.
    pub options: TestReifyValueBoundsOptions,
}

impl PassDeclaration for TestReifyValueBoundsBase {
    type Options = TestReifyValueBoundsOptions;
    fn info() -> &'static PassInfo {
        static INFO: PassInfo = PassInfo {
            argument: "test-affine-reify-value-bounds",
            name: "TestReifyValueBounds",
            summary: "Tests ValueBoundsOpInterface with affine dialect reification",
            anchor: PassAnchor::Op("func.func"),
            dependent_dialects: &[affine::register, tensor::register, memref::register],
            options: &[
                OptionInfo {
                    argument: "reify-to-func-args",
                    description: "Reify in terms of function args",
                    value_name: <bool as ir::pass::OptionValue>::VALUE_NAME,
                    list: false,
                },
                OptionInfo {
                    argument: "use-arith-ops",
                    description: "Reify with arith dialect ops",
                    value_name: <bool as ir::pass::OptionValue>::VALUE_NAME,
                    list: false,
                },
            ],
            statistics: &[],
        };
        &INFO
    }
    fn options(&self) -> &TestReifyValueBoundsOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut TestReifyValueBoundsOptions {
        &mut self.options
    }
    fn statistic_values(&self) -> Vec<u64> {
        Vec::new()
    }
}

/// The `test-affine-reify-value-bounds` pass.
#[derive(Clone, Debug, Default)]
pub struct TestReifyValueBounds {
    base: TestReifyValueBoundsBase,
}

/// Creates the pass.
pub fn create_test_reify_value_bounds() -> Box<dyn ir::pass::Pass> {
    Box::new(TestReifyValueBounds::default())
}

/// Registers the pass.
pub fn register_test_passes(registry: &mut ir::pass::PassRegistry) {
    registry.register(create_test_reify_value_bounds);
}

fn bound_type(ctx: &Context, op: OpId) -> BoundType {
    match inherent(ctx, op, "type").and_then(|a| ctx.as_string(a).map(str::to_owned)) {
        Some(s) if s == "LB" => BoundType::Lb,
        Some(s) if s == "UB" => BoundType::Ub,
        _ => BoundType::Eq,
    }
}

fn remark(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    let loc = ctx.op_loc(op);
    let mut d = Diagnostic::error(loc, message);
    d.severity = Severity::Remark;
    if ctx.print_op_on_diagnostic() {
        d = d.with_note(
            loc,
            format!("see current operation: {}", ir::diag::op_for_note(ctx, op)),
        );
    }
    d
}

/// Whether `v` is an argument of a function's block.
fn is_func_arg(ctx: &Context, v: Value) -> bool {
    let Value::Arg { block, .. } = v else {
        return false;
    };
    ctx.block_parent_op(block)
        .is_some_and(|op| ir::interfaces::FunctionOpInterfaceRef::get(ctx, op).is_some())
}

impl TestReifyValueBounds {
    /// Replaces each `test.reify_bound` by its bound; false after the
    /// first that cannot be reified (its error emitted).
    fn reify(&self, run: &mut PassRun<'_>, func: OpId) -> bool {
        let ops: Vec<OpId> = run
            .ctx()
            .walk_postorder(func)
            .into_iter()
            .filter(|&op| run.ctx().op_name_of(op) == REIFY_BOUND)
            .collect();
        for op in ops {
            let ctx = run.ctx();
            if !ctx.is_live(op) {
                continue;
            }
            let kind = bound_type(ctx, op);
            let value = ctx.operands(op)[0];
            let dim = inherent(ctx, op, "dim")
                .and_then(|a| ctx.as_integer(a))
                .map(|d| d as i64);
            let constant = inherent(ctx, op, "constant").is_some();
            let scalable = inherent(ctx, op, "scalable").is_some();
            let loc = ctx.op_loc(op);
            let reified = if constant {
                let var = Variable::from_ofr_dim(ctx, OpFoldResult::Value(value), dim);
                compute_constant_bound(ctx, kind, &var, None, false)
                    .map(|c| OpFoldResult::Attr(ctx.index_attr(c)))
            } else if scalable {
                let int = |name| {
                    inherent(ctx, op, name)
                        .and_then(|a| ctx.as_integer(a))
                        .and_then(|v| u32::try_from(v).ok())
                        .unwrap_or(0)
                };
                let (min, max) = (int("vscale_min"), int("vscale_max"));
                compute_scalable_bound(ctx, value, dim, min, max, kind, true, None).map(|bound| {
                    let mut b = OpBuilder::new(ctx);
                    b.set_insertion_point_after(op);
                    let d = b.affine_map_data(bound.map);
                    let mut operands = Vec::new();
                    if d.num_dims + d.num_symbols == 1 {
                        // The only possible input is vscale.
                        let index = b.index_type();
                        let vscale = vector::VectorScaleOp::build(&mut b, loc, index).res(&b);
                        operands.push((vscale, None));
                    }
                    materialize_computed_bound(&mut b, loc, bound.map, &operands)
                })
            } else {
                let to_operands =
                    |_: &Context, v: Value, _: Option<i64>, _: &ValueBoundsConstraintSet<'_>| {
                        v != value
                    };
                let to_func_args =
                    |ctx: &Context, v: Value, _: Option<i64>, _: &ValueBoundsConstraintSet<'_>| {
                        is_func_arg(ctx, v)
                    };
                let stop: crate::StopConditionFn<'_> = if self.base.options.reify_to_func_args {
                    &to_func_args
                } else {
                    &to_operands
                };
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_after(op);
                let var = Variable::from_ofr_dim(&mut b, OpFoldResult::Value(value), dim);
                if self.base.options.use_arith_ops {
                    reify_value_bound_arith(&mut b, loc, kind, &var, stop, false)
                } else {
                    reify_value_bound(&mut b, loc, kind, &var, stop, false)
                }
            };
            let Some(reified) = reified else {
                let d = Diagnostic::op_error(ctx, op, "could not reify bound");
                run.emit(d);
                return false;
            };
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(op);
            let new = match reified {
                OpFoldResult::Value(v) => v,
                OpFoldResult::Attr(a) => {
                    let c = b.as_integer(a).unwrap_or(0) as i64;
                    let index = b.index_type();
                    let attr = b.index_attr(c);
                    arith::ConstantOp::build(&mut b, loc, index, attr).result(&b)
                }
            };
            let old = ctx.results(op)[0];
            ctx.replace_all_uses_with(old, new);
            let _ = ctx.erase_op(op);
        }
        true
    }

    /// Emits the outcome of each `test.compare`; false when one is
    /// malformed.
    fn compare_all(run: &mut PassRun<'_>, func: OpId) -> bool {
        let ops: Vec<OpId> = run
            .ctx()
            .walk_postorder(func)
            .into_iter()
            .filter(|&op| run.ctx().op_name_of(op) == COMPARE)
            .collect();
        for op in ops {
            let ctx = run.ctx();
            let cmp =
                match inherent(ctx, op, "cmp").and_then(|a| ctx.as_string(a).map(str::to_owned)) {
                    Some(s) if s == "LT" => ComparisonOperator::Lt,
                    Some(s) if s == "LE" => ComparisonOperator::Le,
                    Some(s) if s == "GT" => ComparisonOperator::Gt,
                    Some(s) if s == "GE" => ComparisonOperator::Ge,
                    _ => ComparisonOperator::Eq,
                };
            let operands = ctx.operands(op);
            if inherent(ctx, op, "compose").is_some() {
                if cmp != ComparisonOperator::Eq {
                    let d = Diagnostic::op_error(
                        ctx,
                        op,
                        "comparison operator must be EQ when 'composed' is specified",
                    );
                    run.emit(d);
                    return false;
                }
                let d =
                    match fully_compose_and_compute_constant_delta(ctx, operands[0], operands[1]) {
                        None => Diagnostic::at_op(ctx, op, "could not determine equality"),
                        Some(0) => remark(ctx, op, "equal"),
                        Some(_) => remark(ctx, op, "different"),
                    };
                run.emit(d);
                continue;
            }
            let side = |ctx: &mut Context, name: &str, start: usize| -> (Variable, usize) {
                match inherent(ctx, op, name).and_then(|a| ctx.as_affine_map(a)) {
                    None => (Variable::index(ctx, operands[start]), 1),
                    Some(m) => {
                        let d = ctx.affine_map_data(m);
                        let n = (d.num_dims + d.num_symbols) as usize;
                        (
                            Variable::from_map_values(ctx, m, &operands[start..start + n]),
                            n,
                        )
                    }
                }
            };
            let (lhs, n) = side(ctx, "lhs_map", 0);
            let (rhs, _) = side(ctx, "rhs_map", n);
            let inverse = match cmp {
                ComparisonOperator::Lt => ComparisonOperator::Ge,
                ComparisonOperator::Le => ComparisonOperator::Gt,
                ComparisonOperator::Gt => ComparisonOperator::Le,
                ComparisonOperator::Ge => ComparisonOperator::Lt,
                ComparisonOperator::Eq => ComparisonOperator::Eq,
            };
            let d = if compare(ctx, &lhs, cmp, &rhs) {
                remark(ctx, op, "true")
            } else if (cmp != ComparisonOperator::Eq && compare(ctx, &lhs, inverse, &rhs))
                || (cmp == ComparisonOperator::Eq
                    && (compare(ctx, &lhs, ComparisonOperator::Lt, &rhs)
                        || compare(ctx, &lhs, ComparisonOperator::Gt, &rhs)))
            {
                remark(ctx, op, "false")
            } else {
                Diagnostic::at_op(ctx, op, "unknown")
            };
            run.emit(d);
        }
        true
    }
}

impl OperationPass for TestReifyValueBounds {
    type Declaration = TestReifyValueBoundsBase;
    fn declaration(&self) -> &TestReifyValueBoundsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TestReifyValueBoundsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let reified = self.reify(run, func);
        let compared = Self::compare_all(run, func);
        if reified && compared {
            Ok(())
        } else {
            Err(PassFailure)
        }
    }
}
