//! The outlined software implementations (upstream's
//! `createElementIPowIFunc`, `createElementFPowIFunc`, `createCtlzFunc`):
//! private `func.func`s with `llvm.linkage = #llvm.linkage<linkonce_odr>`
//! appended to the module, their blocks in upstream's order.

use arith::CmpIPredicate;
use cf::{BranchOp, CondBranchOp};
use ir::{BlockId, Location, OpBuilder, OpId, RegionId, Type, Value};

/// Builds ops at one location, as `ImplicitLocOpBuilder` does.
struct Fb<'a, 'b> {
    b: &'a mut OpBuilder<'b>,
    loc: Location,
    body: RegionId,
}

impl Fb<'_, '_> {
    /// A new block at the end of the function body, the insertion point
    /// at its end (`createBlock`).
    fn block(&mut self, args: &[Type]) -> BlockId {
        let args: Vec<_> = args.iter().map(|&t| (t, self.loc)).collect();
        self.b.create_block(self.body, &args)
    }
    fn at_end(&mut self, block: BlockId) {
        self.b.set_insertion_point_to_end(block);
    }
    fn int(&mut self, ty: Type, value: i128) -> Value {
        let attr = ir::Context::integer_attr(self.b.ctx(), ty, value);
        arith::ConstantOp::build(self.b, self.loc, ty, attr).result(self.b)
    }
    fn float(&mut self, ty: Type, value: f64) -> Value {
        let attr = ir::Context::float_attr(self.b.ctx(), ty, value);
        arith::ConstantOp::build(self.b, self.loc, ty, attr).result(self.b)
    }
    fn cmpi(&mut self, pred: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = ir::Context::integer_type(self.b.ctx(), 1);
        arith::CmpIOp::build_with_values(self.b, self.loc, i1, pred, lhs, rhs).result(self.b)
    }
    /// A binary arith op of the operands' type (its flags left unset).
    fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let ty = self.b.value_type(lhs);
        let op = self
            .b
            .create_simple(name, self.loc, &[lhs, rhs], &[ty], &[]);
        self.b.result(op, 0)
    }
    fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.b.value_type(t);
        arith::SelectOp::build(self.b, self.loc, ty, cond, t, f).result(self.b)
    }
    fn ret(&mut self, values: &[Value]) {
        func::ReturnOp::build(self.b, self.loc, values);
    }
    fn br(&mut self, dest: BlockId, args: &[Value]) {
        BranchOp::build_from_dest_dest_operands(self.b, self.loc, dest, args);
    }
    fn cond_br(&mut self, c: Value, t: BlockId, targs: &[Value], f: BlockId, fargs: &[Value]) {
        CondBranchOp::build_from_condition_true_dest_true_operands_false_dest_false_operands(
            self.b, self.loc, c, t, targs, f, fargs,
        );
    }
    /// The block defining `v` (a value built here, so in a block of the
    /// function body).
    fn block_of(&self, v: Value) -> BlockId {
        self.b
            .value_parent_block(v)
            .unwrap_or_else(|| self.b.region_blocks(self.body)[0])
    }
}

/// Creates `func.func private @name(inputs) -> result` at the end of
/// `module`'s body with the linkonce_odr linkage, and its entry block.
fn create_func(
    b: &mut OpBuilder<'_>,
    module: OpId,
    name: &str,
    inputs: &[Type],
    result: Type,
) -> (OpId, BlockId, RegionId, Location) {
    let loc = b.op_loc(module);
    let body_block = b.region_blocks(b.op_regions(module)[0])[0];
    b.set_insertion_point_to_end(body_block);
    let fn_type = ir::Context::function_type(b.ctx(), inputs, &[result]);
    let private = ir::Context::string_attr(b.ctx(), "private");
    let f = func::FuncOp::build_with_values(b, loc, name, fn_type, Some(private), None, None)
        .operation();
    let linkage = b.opaque_attr("llvm", "linkage<linkonce_odr>");
    let key = b.ident("llvm.linkage");
    // The op was just created: setting an attribute cannot fail.
    let _ = b.set_attr(f, key, linkage);
    let region = b.op_regions(f)[0];
    let args: Vec<_> = inputs.iter().map(|&t| (t, loc)).collect();
    let entry = b.create_block(region, &args);
    (f, entry, region, loc)
}

/// `__mlir_math_ipowi_<type>`: integer power by squaring; a negative
/// power gives 0, or 1 / 0 for a zero base, or ±1 for a base of ±1.
pub(crate) fn create_ipowi(b: &mut OpBuilder<'_>, module: OpId, ty: Type) -> OpId {
    let name = format!("__mlir_math_ipowi_{}", ir::printer::type_to_string(b, ty));
    let (f, entry, body, loc) = create_func(b, module, &name, &[ty, ty], ty);
    let (b_arg, p_arg) = (b.block_arg(entry, 0), b.block_arg(entry, 1));
    let mut fb = Fb { b, loc, body };
    fb.at_end(entry);
    let zero = fb.int(ty, 0);
    let one = fb.int(ty, 1);
    let minus_one = fb.int(ty, -1);
    let p_is_zero = fb.cmpi(CmpIPredicate::Eq, p_arg, zero);
    let then = fb.block(&[]);
    fb.ret(&[one]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(p_is_zero));
    fb.cond_br(p_is_zero, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    let p_is_neg = fb.cmpi(CmpIPredicate::Sle, p_arg, zero);
    fb.block(&[]);
    let b_is_zero = fb.cmpi(CmpIPredicate::Eq, b_arg, zero);
    let then = fb.block(&[]);
    let div = fb.binary("arith.divsi", one, zero);
    fb.ret(&[div]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(b_is_zero));
    fb.cond_br(b_is_zero, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    let b_is_one = fb.cmpi(CmpIPredicate::Eq, b_arg, one);
    let then = fb.block(&[]);
    fb.ret(&[one]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(b_is_one));
    fb.cond_br(b_is_one, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    let b_is_minus_one = fb.cmpi(CmpIPredicate::Eq, b_arg, minus_one);
    fb.block(&[]);
    let p_and_one = fb.binary("arith.andi", p_arg, one);
    let p_is_odd = fb.cmpi(CmpIPredicate::Ne, p_and_one, zero);
    let then = fb.block(&[]);
    fb.ret(&[minus_one]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(p_is_odd));
    fb.cond_br(p_is_odd, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    fb.ret(&[one]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(b_is_minus_one));
    let odd_block = fb.block_of(p_is_odd);
    fb.cond_br(b_is_minus_one, odd_block, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    fb.ret(&[zero]);
    let header = fb.block(&[ty, ty, ty]);
    fb.at_end(fb.block_of(p_is_neg));
    let b_zero_block = fb.block_of(b_is_zero);
    fb.cond_br(p_is_neg, b_zero_block, &[], header, &[one, b_arg, p_arg]);

    let (result, base, power) = (
        fb.b.block_arg(header, 0),
        fb.b.block_arg(header, 1),
        fb.b.block_arg(header, 2),
    );
    fb.at_end(header);
    let power_and_one = fb.binary("arith.andi", power, one);
    let power_is_odd = fb.cmpi(CmpIPredicate::Ne, power_and_one, zero);
    let then = fb.block(&[]);
    let new_result = fb.binary("arith.muli", result, base);
    let fallthrough = fb.block(&[ty]);
    fb.at_end(then);
    fb.br(fallthrough, &[new_result]);
    fb.at_end(fb.block_of(power_is_odd));
    fb.cond_br(power_is_odd, then, &[], fallthrough, &[result]);
    let new_result = fb.b.block_arg(fallthrough, 0);

    fb.at_end(fallthrough);
    let new_power = fb.binary("arith.shrui", power, one);
    let new_power_is_zero = fb.cmpi(CmpIPredicate::Eq, new_power, zero);
    let then = fb.block(&[]);
    fb.ret(&[new_result]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(new_power_is_zero));
    fb.cond_br(new_power_is_zero, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    let new_base = fb.binary("arith.muli", base, base);
    fb.br(header, &[new_result, new_base, new_power]);
    f
}

/// `__mlir_math_fpowi_<base>_<power>`: float base, integer power by
/// squaring, the power's minimum and negative powers handled after.
pub(crate) fn create_fpowi(
    b: &mut OpBuilder<'_>,
    module: OpId,
    base_ty: Type,
    pow_ty: Type,
) -> OpId {
    let name = format!(
        "__mlir_math_fpowi_{}_{}",
        ir::printer::type_to_string(b, base_ty),
        ir::printer::type_to_string(b, pow_ty)
    );
    let (f, entry, body, loc) = create_func(b, module, &name, &[base_ty, pow_ty], base_ty);
    let width = b.type_as_integer(pow_ty).map_or(64, |(w, _)| w);
    let (b_arg, p_arg) = (b.block_arg(entry, 0), b.block_arg(entry, 1));
    let mut fb = Fb { b, loc, body };
    fb.at_end(entry);
    let one_b = fb.float(base_ty, 1.0);
    let zero_p = fb.int(pow_ty, 0);
    let one_p = fb.int(pow_ty, 1);
    let min_p = signed_extreme(&mut fb, pow_ty, width, false);
    let max_p = signed_extreme(&mut fb, pow_ty, width, true);
    let p_is_zero = fb.cmpi(CmpIPredicate::Eq, p_arg, zero_p);
    let then = fb.block(&[]);
    fb.ret(&[one_b]);
    let fallthrough = fb.block(&[]);
    fb.at_end(fb.block_of(p_is_zero));
    fb.cond_br(p_is_zero, then, &[], fallthrough, &[]);

    fb.at_end(fallthrough);
    let p_is_neg = fb.cmpi(CmpIPredicate::Sle, p_arg, zero_p);
    let p_is_min = fb.cmpi(CmpIPredicate::Eq, p_arg, min_p);
    let neg_p = fb.binary("arith.subi", zero_p, p_arg);
    let p_init = fb.select(p_is_neg, neg_p, p_arg);
    let p_init = fb.select(p_is_min, max_p, p_init);

    let header = fb.block(&[base_ty, base_ty, pow_ty]);
    fb.at_end(fb.block_of(p_init));
    fb.br(header, &[one_b, b_arg, p_init]);

    let (result, base, power) = (
        fb.b.block_arg(header, 0),
        fb.b.block_arg(header, 1),
        fb.b.block_arg(header, 2),
    );
    fb.at_end(header);
    let power_and_one = fb.binary("arith.andi", power, one_p);
    let power_is_odd = fb.cmpi(CmpIPredicate::Ne, power_and_one, zero_p);
    let then = fb.block(&[]);
    let new_result = fb.binary("arith.mulf", result, base);
    let fallthrough = fb.block(&[base_ty]);
    fb.at_end(then);
    fb.br(fallthrough, &[new_result]);
    fb.at_end(fb.block_of(power_is_odd));
    fb.cond_br(power_is_odd, then, &[], fallthrough, &[result]);
    let new_result = fb.b.block_arg(fallthrough, 0);

    fb.at_end(fallthrough);
    let new_power = fb.binary("arith.shrui", power, one_p);
    let new_power_is_zero = fb.cmpi(CmpIPredicate::Eq, new_power, zero_p);
    let fallthrough = fb.block(&[]);
    fb.at_end(fallthrough);
    let new_base = fb.binary("arith.mulf", base, base);
    fb.br(header, &[new_result, new_base, new_power]);

    let loop_exit = fb.block(&[base_ty]);
    fb.at_end(fb.block_of(new_power_is_zero));
    fb.cond_br(
        new_power_is_zero,
        loop_exit,
        &[new_result],
        fallthrough,
        &[],
    );

    let new_result = fb.b.block_arg(loop_exit, 0);
    let then = fb.block(&[]);
    let fallthrough = fb.block(&[base_ty]);
    fb.at_end(loop_exit);
    fb.cond_br(p_is_min, then, &[], fallthrough, &[new_result]);
    fb.at_end(then);
    let times_base = fb.binary("arith.mulf", new_result, b_arg);
    fb.br(fallthrough, &[times_base]);

    let new_result = fb.b.block_arg(fallthrough, 0);
    let then = fb.block(&[]);
    let return_block = fb.block(&[base_ty]);
    fb.at_end(fallthrough);
    fb.cond_br(p_is_neg, then, &[], return_block, &[new_result]);
    fb.at_end(then);
    let inverse = fb.binary("arith.divf", one_b, new_result);
    fb.br(return_block, &[inverse]);
    fb.at_end(return_block);
    let r = fb.b.block_arg(return_block, 0);
    fb.ret(&[r]);
    f
}

/// The constant `APInt::getSignedMaxValue(width)` (or the minimum) of the
/// integer type `ty`, at any width.
fn signed_extreme(fb: &mut Fb<'_, '_>, ty: Type, width: u32, max: bool) -> Value {
    if width <= 128 {
        let v = match (width, max) {
            (0, _) => 0,
            (128, true) => i128::MAX,
            (128, false) => i128::MIN,
            (w, true) => (1i128 << (w - 1)) - 1,
            (w, false) => -(1i128 << (w - 1)),
        };
        return fb.int(ty, v);
    }
    // Only the sign bit (minimum) or every bit but it (maximum).
    let n = width.div_ceil(64) as usize;
    let top = (width - 1) % 64;
    let mut words = vec![if max { u64::MAX } else { 0 }; n];
    words[n - 1] = if max {
        (1u64 << top).wrapping_sub(1)
    } else {
        1u64 << top
    };
    let value = ir::apint::APInt::from_words(width, &words);
    let attr = fb.b.get_attr(ir::AttrData::WideInteger { value, ty });
    arith::ConstantOp::build(fb.b, fb.loc, ty, attr).result(fb.b)
}

/// `__mlir_math_ctlz_<type>`: the width for 0, else a count over an
/// `scf.for` shifting left while the value is not negative.
pub(crate) fn create_ctlz(b: &mut OpBuilder<'_>, module: OpId, ty: Type) -> OpId {
    let width = i128::from(b.type_as_integer(ty).map_or(64, |(w, _)| w));
    let name = format!("__mlir_math_ctlz_{}", ir::printer::type_to_string(b, ty));
    let (f, entry, body, loc) = create_func(b, module, &name, &[ty], ty);
    let arg = b.block_arg(entry, 0);
    let index = b.index_type();
    let mut fb = Fb { b, loc, body };
    fb.at_end(entry);
    let width_value = fb.int(ty, width);
    let zero = fb.int(ty, 0);
    let input_is_zero = fb.cmpi(CmpIPredicate::Eq, arg, zero);
    let if_op = scf::IfOp::build_from_result_types_cond_add_then_block_add_else_block(
        fb.b,
        loc,
        &[ty],
        input_is_zero,
        true,
        true,
    );
    let after_if = fb.b.insertion_point();
    let then_block = fb.b.region_blocks(if_op.then_region(fb.b))[0];
    let else_block = fb.b.region_blocks(if_op.else_region(fb.b))[0];
    fb.at_end(then_block);
    scf::YieldOp::build(fb.b, loc, &[width_value]);

    fb.at_end(else_block);
    let one_index = fb.int(index, 1);
    let one = fb.int(ty, 1);
    let width_index = fb.int(index, width);
    let n = fb.int(ty, 0);
    let for_op = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
        fb.b,
        loc,
        one_index,
        width_index,
        one_index,
        &[arg, n],
        Some(
            &mut |b: &mut OpBuilder<'_>, loc: Location, _iv: Value, args: &[Value]| {
                let (arg_iter, n_iter) = (args[0], args[1]);
                let mut inner = Fb { b, loc, body };
                let is_negative = inner.cmpi(CmpIPredicate::Slt, arg_iter, zero);
                let inner_if =
                    scf::IfOp::build_from_result_types_cond_add_then_block_add_else_block(
                        inner.b,
                        loc,
                        &[ty, ty],
                        is_negative,
                        true,
                        true,
                    );
                let after = inner.b.insertion_point();
                let t = inner.b.region_blocks(inner_if.then_region(inner.b))[0];
                let e = inner.b.region_blocks(inner_if.else_region(inner.b))[0];
                inner.at_end(t);
                scf::YieldOp::build(inner.b, loc, &[arg_iter, n_iter]);
                inner.at_end(e);
                let n_next = inner.binary("arith.addi", n_iter, one);
                let arg_next = inner.binary("arith.shli", arg_iter, one);
                scf::YieldOp::build(inner.b, loc, &[arg_next, n_next]);
                inner.b.set_insertion_point(after);
                let results = inner.b.results(inner_if.operation());
                scf::YieldOp::build(inner.b, loc, &results);
            },
        ),
    );
    let count = fb.b.result(for_op.operation(), 1);
    scf::YieldOp::build(fb.b, loc, &[count]);
    fb.b.set_insertion_point(after_if);
    let r = fb.b.result(if_op.operation(), 0);
    fb.ret(&[r]);
    f
}
