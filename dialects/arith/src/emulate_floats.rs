//! Computing float ops in a wider type (what upstream's partial
//! conversions with an `arith.extf` target materialization do, shared by
//! `arith-emulate-unsupported-floats` and math's `math-legalize-to-f32`),
//! and the `arith-emulate-unsupported-floats` pass
//! (`EmulateUnsupportedFloats.cpp`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use std::collections::HashMap;

use ir::{
    Context, Diagnostic, IrError, OpBuilder, Operation, OperationState, Type, TypeFactory, Value,
};

use crate::{
    ArithEmulateUnsupportedFloatsBase, ExtFOp, FastMathFlags, FastMathFlagsAttr, TruncFOp,
};

/// Rewrites ops into wider float types, reusing each widened value.
#[derive(Default)]
pub struct FloatWidening {
    widened: HashMap<(Value, Type), Value>,
}

impl FloatWidening {
    /// `v` as type `ty`: an `arith.extf` with `contract` right after its
    /// definition (at the start of its block for an argument), made once
    /// per value and type as the conversion driver materializes it.
    fn widen(&mut self, ctx: &mut Context, v: Value, ty: Type) -> Value {
        if let Some(&w) = self.widened.get(&(v, ty)) {
            return w;
        }
        let loc = ctx.value_loc(v);
        let def = ctx.defining_op(v);
        let block = ctx.value_parent_block(v);
        let mut b = OpBuilder::new(ctx);
        match (def, block) {
            (Some(d), _) => b.set_insertion_point_after(d),
            (None, Some(block)) => b.set_insertion_point_to_start(block),
            (None, None) => {}
        }
        let contract = FastMathFlagsAttr::get(&mut b, FastMathFlags::CONTRACT);
        let w = ExtFOp::build(&mut b, loc, ty, v, Some(contract)).out(&b);
        self.widened.insert((v, ty), w);
        w
    }

    /// Replaces `op` by a copy computing in the types `convert` gives:
    /// operands widened, results narrowed back by `arith.truncf` with
    /// `contract`.
    pub fn rewrite(
        &mut self,
        ctx: &mut Context,
        op: Operation,
        convert: &dyn Fn(&mut Context, Type) -> Type,
    ) -> Result<(), IrError> {
        let loc = ctx.op_loc(op);
        let mut operands = ctx.operands(op);
        for v in &mut operands {
            let ty = ctx.value_type(*v);
            let legal = convert(ctx, ty);
            if legal != ty {
                *v = self.widen(ctx, *v, legal);
            }
        }
        let old_types: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
        let mut state = OperationState::new(ctx.op_get_name(op), loc);
        state.operands = operands;
        state.result_types = old_types.iter().map(|&t| convert(ctx, t)).collect();
        state.attributes = ctx.attrs(op).to_vec();
        state.properties = ctx.props(op);
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(op);
        let contract = FastMathFlagsAttr::get(&mut b, FastMathFlags::CONTRACT);
        let new = b.create(state);
        let mut results = Vec::with_capacity(old_types.len());
        for (r, ty) in b.results(new).into_iter().zip(old_types) {
            if b.value_type(r) == ty {
                results.push(r);
            } else {
                results.push(TruncFOp::build(&mut b, loc, ty, r, None, Some(contract)).out(&b));
            }
        }
        for (old, new) in ctx.results(op).into_iter().zip(results) {
            ctx.replace_all_uses_with(old, new);
        }
        ctx.erase_op(op)
    }
}

/// `parseFloatType`: the float type of one of the names upstream's pass
/// knows (not `f8E4M3B11FNUZ` nor `tf32`), `None` for any other name.
fn parse_float_type(ctx: &Context, name: &str) -> Option<Type> {
    match name {
        "f8E5M2" | "f8E4M3" | "f8E4M3FN" | "f8E5M2FNUZ" | "f8E4M3FNUZ" | "bf16" | "f16" | "f32"
        | "f64" | "f80" | "f128" => ir::FloatKind::from_keyword(name).map(|k| ctx.float_type(k)),
        _ => None,
    }
}

/// `type` in the emulation (`populateEmulateUnsupportedFloatsConversions`):
/// a source type, or a shaped type of one, becomes the target type.
fn emulated(sources: &[Type], target: Type, ctx: &mut Context, ty: Type) -> Type {
    if sources.contains(&ty) {
        return target;
    }
    if ctx.is_shaped(ty) && sources.contains(&ctx.element_type_or_self(ty)) {
        return ctx.with_element_type(ty, target);
    }
    ty
}

/// The `arith-emulate-unsupported-floats` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithEmulateUnsupportedFloats {
    base: ArithEmulateUnsupportedFloatsBase,
}

impl OperationPass for ArithEmulateUnsupportedFloats {
    type Declaration = ArithEmulateUnsupportedFloatsBase;
    fn declaration(&self) -> &ArithEmulateUnsupportedFloatsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithEmulateUnsupportedFloatsBase {
        &mut self.base
    }
    /// Upstream's partial conversion: an arith op (but the casts and
    /// constants) with a type to emulate is computed in the target type.
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let options = self.base.options.clone();
        let unknown = run.ctx().unknown_loc();
        let target = parse_float_type(run.ctx(), &options.target_type_str);
        let Some(target) = target else {
            let msg = format!(
                "could not map target type '{}' to a known floating-point type",
                options.target_type_str
            );
            run.emit(Diagnostic::error(unknown, msg));
            return Err(PassFailure);
        };
        let mut sources = Vec::new();
        for s in &options.source_type_strs {
            let Some(t) = parse_float_type(run.ctx(), s) else {
                let msg = format!("could not map source type '{s}' to a known floating-point type");
                run.emit(Diagnostic::error(unknown, msg));
                return Err(PassFailure);
            };
            sources.push(t);
        }
        if sources.contains(&target) {
            let msg = "target type cannot be an unsupported source type";
            run.emit(Diagnostic::error(unknown, msg));
            return Err(PassFailure);
        }
        let ctx = run.ctx();
        let convert = |ctx: &mut Context, t: Type| emulated(&sources, target, ctx, t);
        let legal_anyway = [
            "arith.bitcast",
            "arith.extf",
            "arith.truncf",
            "arith.constant",
        ];
        let mut illegal = Vec::new();
        for op in ctx.walk_preorder(top) {
            let name = ctx.op_get_name(op);
            if ctx.op_name_dialect(name) != "arith"
                || legal_anyway.contains(&ctx.op_name_of(op))
                || !ctx.op_regions(op).is_empty()
            {
                continue;
            }
            let types: Vec<Type> = ctx
                .operands_iter(op)
                .chain(ctx.results(op))
                .map(|v| ctx.value_type(v))
                .collect();
            if types.into_iter().any(|t| convert(ctx, t) != t) {
                illegal.push(op);
            }
        }
        let mut widening = FloatWidening::default();
        for op in illegal {
            widening
                .rewrite(ctx, op, &convert)
                .map_err(|_| PassFailure)?;
        }
        Ok(())
    }
}
