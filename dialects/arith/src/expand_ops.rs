//! `arith-expand` (upstream `ExpandOps.cpp`): ceiling and floor divisions,
//! integer min/max and the float min/max ops rewritten into simpler arith
//! ops, and with `include-bf16` the `bf16` ↔ `f32` casts as integer bit
//! manipulation.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Location, OpBuilder, Operation, Type, TypeFactory, Value};

use crate::ArithExpandOpsPassBase;

/// Creates arith ops before the op being expanded, at its location.
struct Expander<'a, 'b> {
    b: &'b mut OpBuilder<'a>,
    loc: Location,
}

impl Expander<'_, '_> {
    /// An op of `name` with one result of type `ty`.
    fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: &[(&str, ir::Attribute)],
    ) -> Value {
        let op = self.b.create_simple(name, self.loc, operands, &[ty], attrs);
        self.b.result(op, 0)
    }
    /// `createConst`: an integer constant (a splat for a shaped type).
    fn constant(&mut self, ty: Type, value: i64) -> Value {
        let attr = if self.b.is_shaped(ty) {
            self.b.dense_int_attr(ty, &[i128::from(value)])
        } else {
            ir::Context::integer_attr(self.b, ty, i128::from(value))
        };
        self.op("arith.constant", &[], ty, &[("value", attr)])
    }
    fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let ty = self.b.value_type(lhs);
        self.op(name, &[lhs, rhs], ty, &[])
    }
    /// The `i1` (or shaped `i1`) type matching `v`'s shape.
    fn bool_type(&mut self, v: Value) -> Type {
        let ty = self.b.value_type(v);
        let i1 = self.b.integer_type(1, ir::Signedness::Signless);
        self.b.with_element_type(ty, i1)
    }
    fn cmp(&mut self, name: &str, pred: i64, lhs: Value, rhs: Value) -> Value {
        let ty = self.bool_type(lhs);
        let i64t = self.b.integer_type(64, ir::Signedness::Signless);
        let p = self.b.integer_attr(i64t, pred);
        self.op(name, &[lhs, rhs], ty, &[("predicate", p)])
    }
    fn cmpi(&mut self, pred: crate::CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        self.cmp("arith.cmpi", u64::from(pred) as i64, lhs, rhs)
    }
    fn cmpf(&mut self, pred: crate::CmpFPredicate, lhs: Value, rhs: Value) -> Value {
        self.cmp("arith.cmpf", u64::from(pred) as i64, lhs, rhs)
    }
    fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.b.value_type(t);
        self.op("arith.select", &[cond, t, f], ty, &[])
    }
    fn cast(&mut self, name: &str, v: Value, ty: Type) -> Value {
        self.op(name, &[v], ty, &[])
    }
}

/// The expansion of `op`, if the pass expands it: the value replacing
/// its result.
fn expand(ctx: &mut Context, op: Operation, bf16: bool) -> Option<Value> {
    use crate::CmpFPredicate as F;
    use crate::CmpIPredicate as I;
    let name = ctx.op_name_of(op).to_string();
    let operands = ctx.operands(op);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let loc = ctx.op_loc(op);
    let in_elt = ctx.element_type_or_self(ctx.value_type(operands[0]));
    let out_elt = ctx.element_type_or_self(result_ty);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    let mut e = Expander { b: &mut b, loc };
    let (a, rhs) = (operands[0], operands.get(1).copied());
    let v = match (name.as_str(), rhs) {
        ("arith.ceildivui", Some(b)) => {
            let ty = e.b.value_type(a);
            let zero = e.constant(ty, 0);
            let compare = e.cmpi(I::Eq, a, zero);
            let one = e.constant(ty, 1);
            let minus_one = e.binary("arith.subi", a, one);
            let quotient = e.binary("arith.divui", minus_one, b);
            let plus_one = e.binary("arith.addi", quotient, one);
            e.select(compare, zero, plus_one)
        }
        ("arith.ceildivsi", Some(b)) => {
            let plus_one = e.constant(result_ty, 1);
            let zero = e.constant(result_ty, 0);
            let minus_one = e.constant(result_ty, -1);
            let compare = e.cmpi(I::Sgt, b, zero);
            let x = e.select(compare, minus_one, plus_one);
            let x_plus_a = e.binary("arith.addi", x, a);
            let x_plus_a_div_b = e.binary("arith.divsi", x_plus_a, b);
            let pos_res = e.binary("arith.addi", plus_one, x_plus_a_div_b);
            let minus_a = e.binary("arith.subi", zero, a);
            let minus_a_div_b = e.binary("arith.divsi", minus_a, b);
            let neg_res = e.binary("arith.subi", zero, minus_a_div_b);
            let a_neg = e.cmpi(I::Slt, a, zero);
            let a_pos = e.cmpi(I::Sgt, a, zero);
            let b_neg = e.cmpi(I::Slt, b, zero);
            let b_pos = e.cmpi(I::Sgt, b, zero);
            let first = e.binary("arith.andi", a_neg, b_neg);
            let second = e.binary("arith.andi", a_pos, b_pos);
            let compare_res = e.binary("arith.ori", first, second);
            e.select(compare_res, pos_res, neg_res)
        }
        ("arith.floordivsi", Some(b)) => {
            let quotient = e.binary("arith.divsi", a, b);
            let product = e.binary("arith.muli", quotient, b);
            let not_equal = e.cmpi(I::Ne, a, product);
            let zero = e.constant(result_ty, 0);
            let a_neg = e.cmpi(I::Slt, a, zero);
            let b_neg = e.cmpi(I::Slt, b, zero);
            let sign_opposite = e.cmpi(I::Ne, a_neg, b_neg);
            let cond = e.binary("arith.andi", not_equal, sign_opposite);
            let minus_one = e.constant(result_ty, -1);
            let quotient_minus_one = e.binary("arith.addi", quotient, minus_one);
            e.select(cond, quotient_minus_one, quotient)
        }
        ("arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui", Some(b)) => {
            let pred = match name.as_str() {
                "arith.maxsi" => I::Sgt,
                "arith.maxui" => I::Ugt,
                "arith.minsi" => I::Slt,
                _ => I::Ult,
            };
            let cmp = e.cmpi(pred, a, b);
            e.select(cmp, a, b)
        }
        ("arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf", Some(b)) => {
            let pred = if name.starts_with("arith.max") {
                F::UGT
            } else {
                F::ULT
            };
            let cmp = e.cmpf(pred, a, b);
            let select = e.select(cmp, a, b);
            // maximumf/minimumf return a NaN `rhs`; maxnumf/minnumf return
            // `rhs` when `lhs` is a NaN.
            let nan_of = if name.ends_with("imumf") { b } else { a };
            let is_nan = e.cmpf(F::UNO, nan_of, nan_of);
            e.select(is_nan, b, select)
        }
        ("arith.extf", None) if bf16 && e.b.is_bf16(in_elt) && e.b.is_f32(out_elt) => {
            let in_ty = e.b.value_type(a);
            let (i16t, i32t) = (e.b.i16(), e.b.i32());
            let i16_ty = e.b.with_element_type(in_ty, i16t);
            let i32_ty = e.b.with_element_type(in_ty, i32t);
            let bitcast = e.cast("arith.bitcast", a, i16_ty);
            let exti = e.cast("arith.extui", bitcast, i32_ty);
            let c16 = e.constant(i32_ty, 16);
            let shl = e.binary("arith.shli", exti, c16);
            e.cast("arith.bitcast", shl, result_ty)
        }
        ("arith.truncf", None)
            if bf16
                && e.b.is_f32(in_elt)
                && e.b.is_bf16(out_elt)
                && e.b.attr(op, "roundingmode").is_none() =>
        {
            let in_ty = e.b.value_type(a);
            let (i16t, i32t) = (e.b.i16(), e.b.i32());
            let i16_ty = e.b.with_element_type(in_ty, i16t);
            let i32_ty = e.b.with_element_type(in_ty, i32t);
            let is_nan = e.cmpf(F::UNE, a, a);
            let c7fff = e.constant(i32_ty, 0x7fff);
            let c7fc0 = e.constant(i16_ty, 0x7fc0);
            let c16 = e.constant(i32_ty, 16);
            let c1 = e.constant(i32_ty, 1);
            let bitcast = e.cast("arith.bitcast", a, i32_ty);
            let shifted = e.binary("arith.shrui", bitcast, c16);
            let bit16 = e.binary("arith.andi", shifted, c1);
            let rounding_bias = e.binary("arith.addi", bit16, c7fff);
            let biased = e.binary("arith.addi", bitcast, rounding_bias);
            let biased_and_shifted = e.binary("arith.shrui", biased, c16);
            let normal = e.cast("arith.trunci", biased_and_shifted, i16_ty);
            let select = e.select(is_nan, c7fc0, normal);
            e.cast("arith.bitcast", select, result_ty)
        }
        _ => return None,
    };
    Some(v)
}

/// The `arith-expand` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithExpandOpsPass {
    base: ArithExpandOpsPassBase,
}

impl OperationPass for ArithExpandOpsPass {
    type Declaration = ArithExpandOpsPassBase;
    fn declaration(&self) -> &ArithExpandOpsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithExpandOpsPassBase {
        &mut self.base
    }
    /// Upstream's partial conversion: each illegal op, in pre-order, is
    /// replaced by its expansion built just before it.
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let bf16 = self.base.options.include_bf16;
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_preorder(top) {
            if op == top || ctx.num_results(op) != 1 || ctx.operands(op).is_empty() {
                continue;
            }
            if let Some(v) = expand(ctx, op, bf16) {
                let old = ctx.result(op, 0);
                ctx.replace_all_uses_with(old, v);
                ctx.erase_op(op).map_err(|_| PassFailure)?;
            }
        }
        Ok(())
    }
}
