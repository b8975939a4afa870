//! The conversion patterns of wide-integer emulation (upstream's
//! `Convert*` patterns of `EmulateWideInt.cpp`): each op on `i<2N>` values
//! (`vector<2xiN>` once converted) rewritten into ops on their `iN`
//! halves. Some build ops on the wide type again (min/max, `sitofp`,
//! `shrsi`, index casts), which the conversion legalizes in turn.

use arith::CmpIPredicate as P;
use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{OpId, Type, Value};

use super::build::{reduce_innermost_dim, Emitter};

/// Which rewrite a [`WideIntPattern`] makes.
#[derive(Clone, Copy)]
enum Kind {
    Constant,
    AddI,
    /// A bitwise binary op, done on each half.
    Bitwise,
    CmpI,
    MulI,
    ExtSI,
    ExtUI,
    /// Min/max as a compare of this predicate and a select.
    MaxMin(P),
    /// An index cast from a wide integer: of its low half.
    IndexCastIntToIndex,
    /// An index cast to a wide integer: to `iN`, then extended by this op.
    IndexCastIndexToInt(&'static str),
    Select,
    ShLI,
    ShRUI,
    ShRSI,
    SIToFP,
    UIToFP,
    TruncI,
}

/// One conversion pattern of wide-integer emulation.
struct WideIntPattern {
    root: &'static str,
    kind: Kind,
    /// The widest supported integer width.
    max: u32,
}

/// `convertType<VectorType>`: the converted type of `ty` if it is a
/// vector.
fn converted_vector(rw: &mut ConversionRewriter<'_, '_>, ty: Type) -> Option<Type> {
    let converter = rw.type_converter()?;
    let new = converter.convert_type(rw, ty)?;
    rw.is_vector(new).then_some(new)
}

/// `toUnsignedPredicate`.
fn to_unsigned(pred: P) -> P {
    match pred {
        P::sge => P::uge,
        P::sgt => P::ugt,
        P::sle => P::ule,
        P::slt => P::ult,
        p => p,
    }
}

/// Whether `ty` is `index` or a vector of `index`.
fn is_index_or_index_vector(rw: &ConversionRewriter<'_, '_>, ty: Type) -> bool {
    let element = if rw.is_vector(ty) {
        rw.element_type_or_self(ty)
    } else {
        ty
    };
    rw.is_index(element)
}

impl ConversionPattern for WideIntPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "WideIntEmulation"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        let original = rw.operands(op);
        let result_ty = rw
            .num_results(op)
            .gt(&0)
            .then(|| rw.value_type(rw.result(op, 0)));
        let replacement = {
            let mut e = Emitter { rw, loc };
            self.rewrite(&mut e, op, operands, &original, result_ty)
        };
        match replacement {
            Some(v) => rw.replace_op(op, &[v]).is_ok(),
            None => rw.notify_match_failure("unsupported type"),
        }
    }
}

impl WideIntPattern {
    /// The value replacing `op`'s result, or `None` when the pattern does
    /// not apply. `operands` are the converted operands, `original` the
    /// op's own.
    fn rewrite(
        &self,
        e: &mut Emitter<'_, '_, '_>,
        op: OpId,
        operands: &[Value],
        original: &[Value],
        result_ty: Option<Type>,
    ) -> Option<Value> {
        match self.kind {
            Kind::Constant => self.constant(e, op, result_ty?),
            Kind::AddI => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let elem_ty = reduce_innermost_dim(e.rw, new_ty);
                let (lhs0, lhs1) = e.halves(operands[0]);
                let (rhs0, rhs1) = e.halves(operands[1]);
                let lhs0_ty = e.rw.value_type(lhs0);
                let i1 = arith::get_i1_same_shape(&mut **e.rw, lhs0_ty);
                let [sum, overflow] = e.op2(
                    arith::AddUIExtendedOp::OPERATION_NAME,
                    &[lhs0, rhs0],
                    [lhs0_ty, i1],
                );
                let overflow = e.cast(arith::ExtUIOp::OPERATION_NAME, overflow, elem_ty);
                let high0 = e.binary(arith::AddIOp::OPERATION_NAME, overflow, lhs1);
                let high = e.binary(arith::AddIOp::OPERATION_NAME, high0, rhs1);
                Some(e.result_vector(new_ty, &[sum, high]))
            }
            Kind::Bitwise => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let (lhs0, lhs1) = e.halves(operands[0]);
                let (rhs0, rhs1) = e.halves(operands[1]);
                let res0 = e.binary(self.root, lhs0, rhs0);
                let res1 = e.binary(self.root, lhs1, rhs1);
                Some(e.result_vector(new_ty, &[res0, res1]))
            }
            Kind::CmpI => {
                let lhs_ty = e.rw.value_type(original[0]);
                converted_vector(e.rw, lhs_ty)?;
                let high_pred = arith::CmpIOp::cast(e.rw, op)?.predicate(e.rw);
                let low_pred = to_unsigned(high_pred);
                let (lhs0, lhs1) = e.halves(operands[0]);
                let (rhs0, rhs1) = e.halves(operands[1]);
                let low = e.cmpi(low_pred, lhs0, rhs0);
                let high = e.cmpi(high_pred, lhs1, rhs1);
                let result = match high_pred {
                    P::eq => e.binary(arith::AndIOp::OPERATION_NAME, low, high),
                    P::ne => e.binary(arith::OrIOp::OPERATION_NAME, low, high),
                    _ => {
                        let high_eq = e.cmpi(P::eq, lhs1, rhs1);
                        e.select(high_eq, low, high)
                    }
                };
                Some(e.drop_trailing_x1_dim(result))
            }
            Kind::MulI => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let (lhs0, lhs1) = e.halves(operands[0]);
                let (rhs0, rhs1) = e.halves(operands[1]);
                let ty = e.rw.value_type(lhs0);
                let [low, high] = e.op2(
                    arith::MulUIExtendedOp::OPERATION_NAME,
                    &[lhs0, rhs0],
                    [ty, ty],
                );
                let low_hi = e.binary(arith::MulIOp::OPERATION_NAME, lhs0, rhs1);
                let hi_low = e.binary(arith::MulIOp::OPERATION_NAME, lhs1, rhs0);
                let res_hi = e.binary(arith::AddIOp::OPERATION_NAME, high, low_hi);
                let res_hi = e.binary(arith::AddIOp::OPERATION_NAME, res_hi, hi_low);
                Some(e.result_vector(new_ty, &[low, res_hi]))
            }
            Kind::ExtSI => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let component_ty = reduce_innermost_dim(e.rw, new_ty);
                let operand = e.append_x1_dim(operands[0]);
                let extended =
                    e.op_or_fold(arith::ExtSIOp::OPERATION_NAME, &[operand], component_ty);
                let zero = e.constant(component_ty, 0);
                let sign_bit = e.cmpi(P::slt, extended, zero);
                let sign = e.cast(arith::ExtSIOp::OPERATION_NAME, sign_bit, component_ty);
                Some(e.result_vector(new_ty, &[extended, sign]))
            }
            Kind::ExtUI => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let component_ty = reduce_innermost_dim(e.rw, new_ty);
                let operand = e.append_x1_dim(operands[0]);
                let extended =
                    e.op_or_fold(arith::ExtUIOp::OPERATION_NAME, &[operand], component_ty);
                let zero = e.constant(new_ty, 0);
                Some(e.insert_last_dim_slice(extended, zero, 0))
            }
            Kind::MaxMin(pred) => {
                converted_vector(e.rw, result_ty?)?;
                let cmp = e.cmpi(pred, original[0], original[1]);
                Some(e.select(cmp, original[0], original[1]))
            }
            Kind::IndexCastIntToIndex => {
                let result_ty = result_ty?;
                if !is_index_or_index_vector(e.rw, result_ty) {
                    return None;
                }
                let in_ty = e.rw.value_type(original[0]);
                converted_vector(e.rw, in_ty)?;
                let extracted = e.extract_last_dim_slice(operands[0], 0);
                let extracted = e.drop_trailing_x1_dim(extracted);
                Some(e.cast(self.root, extracted, result_ty))
            }
            Kind::IndexCastIndexToInt(extension) => {
                let in_ty = e.rw.value_type(original[0]);
                if !is_index_or_index_vector(e.rw, in_ty) {
                    return None;
                }
                let result_ty = result_ty?;
                converted_vector(e.rw, result_ty)?;
                let mut narrow_ty = e.rw.integer_type(self.max, ir::Signedness::Signless);
                if e.rw.is_vector(result_ty) {
                    let shape = e.rw.shape(result_ty).unwrap_or_default().to_vec();
                    narrow_ty = e.rw.vector_type(&shape, narrow_ty);
                }
                let underlying = e.cast(self.root, operands[0], narrow_ty);
                Some(e.cast(extension, underlying, result_ty))
            }
            Kind::Select => {
                let new_ty = converted_vector(e.rw, result_ty?)?;
                let (true0, true1) = e.halves(operands[1]);
                let (false0, false1) = e.halves(operands[2]);
                let cond = e.append_x1_dim(operands[0]);
                let res0 = e.select(cond, true0, false0);
                let res1 = e.select(cond, true1, false1);
                Some(e.result_vector(new_ty, &[res0, res1]))
            }
            Kind::ShLI => self.shli(e, operands, result_ty?),
            Kind::ShRUI => self.shrui(e, operands, result_ty?),
            Kind::ShRSI => self.shrsi(e, operands, original, result_ty?),
            Kind::SIToFP => {
                let input = original[0];
                let old_ty = e.rw.value_type(input);
                converted_vector(e.rw, old_ty)?;
                let zero = e.constant(old_ty, 0);
                let one = e.constant(old_ty, 1);
                let all_ones = e.constant(old_ty, -1);
                let is_neg = e.cmpi(P::slt, input, zero);
                let bitwise_neg = e.binary(arith::XOrIOp::OPERATION_NAME, input, all_ones);
                let neg = e.binary(arith::AddIOp::OPERATION_NAME, bitwise_neg, one);
                let abs = e.select(is_neg, neg, input);
                let result_ty = result_ty?;
                let abs_result = e.cast(arith::UIToFPOp::OPERATION_NAME, abs, result_ty);
                let neg_result = e.cast(arith::NegFOp::OPERATION_NAME, abs_result, result_ty);
                Some(e.select(is_neg, neg_result, abs_result))
            }
            Kind::UIToFP => {
                let in_ty = e.rw.value_type(original[0]);
                let new_ty = converted_vector(e.rw, in_ty)?;
                let new_width = arith::fold::int_width(e.rw, e.rw.element_type_or_self(new_ty))?;
                let (low, hi) = e.halves(operands[0]);
                let low_int = e.drop_trailing_x1_dim(low);
                let hi_int = e.drop_trailing_x1_dim(hi);
                let hi_ty = e.rw.value_type(hi_int);
                let zero = e.constant(hi_ty, 0);
                let hi_eq_zero = e.cmpi(P::eq, hi_int, zero);
                let result_ty = result_ty?;
                let low_fp = e.cast(arith::UIToFPOp::OPERATION_NAME, low_int, result_ty);
                let hi_fp = e.cast(arith::UIToFPOp::OPERATION_NAME, hi_int, result_ty);
                // `int64_t(1) << newBitWidth` as a double.
                let pow2 = 1i64.checked_shl(new_width).unwrap_or(0) as f64;
                let pow2 = if e.rw.is_vector(result_ty) {
                    e.rw.dense_float_attr(result_ty, &[pow2])
                } else {
                    e.rw.float_attr(result_ty, pow2)
                };
                let pow2 = e.op(
                    arith::ConstantOp::OPERATION_NAME,
                    &[],
                    result_ty,
                    &[("value", pow2)],
                );
                let hi_val = e.binary(arith::MulFOp::OPERATION_NAME, hi_fp, pow2);
                let result = e.binary(arith::AddFOp::OPERATION_NAME, low_fp, hi_val);
                Some(e.select(hi_eq_zero, low_fp, result))
            }
            Kind::TruncI => {
                let result_ty = result_ty?;
                let converter = e.rw.type_converter()?;
                if !converter.is_legal(e.rw, result_ty) {
                    return None;
                }
                let extracted = e.extract_last_dim_slice(operands[0], 0);
                let extracted = e.drop_trailing_x1_dim(extracted);
                Some(e.op_or_fold(arith::TruncIOp::OPERATION_NAME, &[extracted], result_ty))
            }
        }
    }

    /// `ConvertConstant`: the constant's value split into halves.
    fn constant(&self, e: &mut Emitter<'_, '_, '_>, op: OpId, old_ty: Type) -> Option<Value> {
        let new_ty = converted_vector(e.rw, old_ty)?;
        let new_width = arith::fold::int_width(e.rw, e.rw.element_type_or_self(new_ty))?;
        let value = arith::ConstantOp::cast(e.rw, op)?.value(e.rw);
        let c = arith::fold::int_const(e.rw, value)?;
        // A splat holds one value for all the elements.
        let count = if e.rw.is_shaped(c.ty) && c.values.len() == 1 {
            e.rw.num_elements(c.ty)? as usize
        } else {
            c.values.len()
        };
        let mut values = Vec::with_capacity(count * 2);
        for i in 0..count {
            let v = &c.values[i.min(c.values.len() - 1)];
            values.push(v.zext_or_trunc(new_width));
            values.push(v.lshr(new_width).zext_or_trunc(new_width));
        }
        let attr = arith::fold::make_int(e.rw, new_ty, &values)?;
        Some(e.op(
            arith::ConstantOp::OPERATION_NAME,
            &[],
            new_ty,
            &[("value", attr)],
        ))
    }

    /// `ConvertShLI`.
    fn shli(&self, e: &mut Emitter<'_, '_, '_>, operands: &[Value], old_ty: Type) -> Option<Value> {
        let new_ty = converted_vector(e.rw, old_ty)?;
        let operand_ty = reduce_innermost_dim(e.rw, new_ty);
        let width = arith::fold::int_width(e.rw, e.rw.element_type_or_self(new_ty))?;
        let (lhs0, lhs1) = e.halves(operands[0]);
        let rhs0 = e.extract_last_dim_slice(operands[1], 0);
        let zero = e.constant(operand_ty, 0);
        let elem_width = e.constant(operand_ty, i128::from(width));
        let illegal_shift = e.cmpi(P::uge, rhs0, elem_width);
        let shifted0 = e.binary(arith::ShLIOp::OPERATION_NAME, lhs0, rhs0);
        let res0 = e.select(illegal_shift, zero, shifted0);
        let capped = e.select(illegal_shift, elem_width, rhs0);
        let right_amount = e.binary(arith::SubIOp::OPERATION_NAME, elem_width, capped);
        let shifted_right = e.binary(arith::ShRUIOp::OPERATION_NAME, lhs0, right_amount);
        let overshot = e.binary(arith::SubIOp::OPERATION_NAME, rhs0, elem_width);
        let shifted_left = e.binary(arith::ShLIOp::OPERATION_NAME, lhs0, overshot);
        let shifted1 = e.binary(arith::ShLIOp::OPERATION_NAME, lhs1, rhs0);
        let res1_high = e.select(illegal_shift, zero, shifted1);
        let res1_low = e.select(illegal_shift, shifted_left, shifted_right);
        let res1 = e.binary(arith::OrIOp::OPERATION_NAME, res1_low, res1_high);
        Some(e.result_vector(new_ty, &[res0, res1]))
    }

    /// `ConvertShRUI`.
    fn shrui(
        &self,
        e: &mut Emitter<'_, '_, '_>,
        operands: &[Value],
        old_ty: Type,
    ) -> Option<Value> {
        let new_ty = converted_vector(e.rw, old_ty)?;
        let operand_ty = reduce_innermost_dim(e.rw, new_ty);
        let width = arith::fold::int_width(e.rw, e.rw.element_type_or_self(new_ty))?;
        let (lhs0, lhs1) = e.halves(operands[0]);
        let rhs0 = e.extract_last_dim_slice(operands[1], 0);
        let zero = e.constant(operand_ty, 0);
        let elem_width = e.constant(operand_ty, i128::from(width));
        let illegal_shift = e.cmpi(P::uge, rhs0, elem_width);
        let shifted0 = e.binary(arith::ShRUIOp::OPERATION_NAME, lhs0, rhs0);
        let res0_low = e.select(illegal_shift, zero, shifted0);
        let shifted1 = e.binary(arith::ShRUIOp::OPERATION_NAME, lhs1, rhs0);
        let res1 = e.select(illegal_shift, zero, shifted1);
        let capped = e.select(illegal_shift, elem_width, rhs0);
        let left_amount = e.binary(arith::SubIOp::OPERATION_NAME, elem_width, capped);
        let shifted_left = e.binary(arith::ShLIOp::OPERATION_NAME, lhs1, left_amount);
        let overshot = e.binary(arith::SubIOp::OPERATION_NAME, rhs0, elem_width);
        let shifted_right = e.binary(arith::ShRUIOp::OPERATION_NAME, lhs1, overshot);
        let res0_high = e.select(illegal_shift, shifted_right, shifted_left);
        let res0 = e.binary(arith::OrIOp::OPERATION_NAME, res0_low, res0_high);
        Some(e.result_vector(new_ty, &[res0, res1]))
    }

    /// `ConvertShRSI`: a logical shift right or'ed with the sign bits,
    /// built on the wide type (legalized in turn).
    fn shrsi(
        &self,
        e: &mut Emitter<'_, '_, '_>,
        operands: &[Value],
        original: &[Value],
        old_ty: Type,
    ) -> Option<Value> {
        let new_ty = converted_vector(e.rw, old_ty)?;
        let width = arith::fold::int_width(e.rw, e.rw.element_type_or_self(new_ty))?;
        let lhs1 = e.extract_last_dim_slice(operands[0], 1);
        let rhs0 = e.extract_last_dim_slice(operands[1], 0);
        let narrow_ty = e.rw.value_type(rhs0);
        let orig_width = i128::from(width) * 2;
        let elem_zero = e.constant(narrow_ty, 0);
        let sign_bit = e.cmpi(P::slt, lhs1, elem_zero);
        let sign_bit = e.drop_trailing_x1_dim(sign_bit);
        let all_sign = e.cast(arith::ExtSIOp::OPERATION_NAME, sign_bit, old_ty);
        let max_shift = e.constant(narrow_ty, orig_width);
        let non_sign_ext_bits = e.binary(arith::SubIOp::OPERATION_NAME, max_shift, rhs0);
        let non_sign_ext_bits = e.drop_trailing_x1_dim(non_sign_ext_bits);
        let non_sign_ext_bits = e.cast(arith::ExtUIOp::OPERATION_NAME, non_sign_ext_bits, old_ty);
        let sign_bits = e.binary(arith::ShLIOp::OPERATION_NAME, all_sign, non_sign_ext_bits);
        let shrui = e.binary(arith::ShRUIOp::OPERATION_NAME, original[0], original[1]);
        let shrsi = e.binary(arith::OrIOp::OPERATION_NAME, shrui, sign_bits);
        let is_noop = e.cmpi(P::eq, rhs0, elem_zero);
        let is_noop = e.drop_trailing_x1_dim(is_noop);
        Some(e.select(is_noop, original[0], shrsi))
    }
}

/// `ConvertVectorPrint`: `vector.print` of the converted source.
struct VectorPrint;

impl ConversionPattern for VectorPrint {
    fn root(&self) -> Option<&str> {
        Some(vector::PrintOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ConvertVectorPrint"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        let source = operands.first().copied();
        let punctuation = vector::PrintPunctuationAttr::get(rw, vector::PrintPunctuation::NewLine);
        let new = vector::PrintOp::build(rw, loc, source, punctuation.into(), None);
        let _ = new;
        rw.replace_op(op, &[]).is_ok()
    }
}

/// The emulation patterns, in upstream's order
/// (`populateArithWideIntEmulationPatterns` after the func patterns).
pub(super) fn patterns(max: u32) -> Vec<Box<dyn ConversionPattern>> {
    use Kind::*;
    let table: [(&'static str, Kind); 24] = [
        (arith::ConstantOp::OPERATION_NAME, Constant),
        (arith::CmpIOp::OPERATION_NAME, CmpI),
        (arith::SelectOp::OPERATION_NAME, Select),
        (arith::AddIOp::OPERATION_NAME, AddI),
        (arith::MulIOp::OPERATION_NAME, MulI),
        (arith::ShLIOp::OPERATION_NAME, ShLI),
        (arith::ShRSIOp::OPERATION_NAME, ShRSI),
        (arith::ShRUIOp::OPERATION_NAME, ShRUI),
        (arith::MaxUIOp::OPERATION_NAME, MaxMin(P::ugt)),
        (arith::MaxSIOp::OPERATION_NAME, MaxMin(P::sgt)),
        (arith::MinUIOp::OPERATION_NAME, MaxMin(P::ult)),
        (arith::MinSIOp::OPERATION_NAME, MaxMin(P::slt)),
        (arith::AndIOp::OPERATION_NAME, Bitwise),
        (arith::OrIOp::OPERATION_NAME, Bitwise),
        (arith::XOrIOp::OPERATION_NAME, Bitwise),
        (arith::ExtSIOp::OPERATION_NAME, ExtSI),
        (arith::ExtUIOp::OPERATION_NAME, ExtUI),
        (arith::TruncIOp::OPERATION_NAME, TruncI),
        (arith::IndexCastOp::OPERATION_NAME, IndexCastIntToIndex),
        (arith::IndexCastUIOp::OPERATION_NAME, IndexCastIntToIndex),
        (
            arith::IndexCastOp::OPERATION_NAME,
            IndexCastIndexToInt(arith::ExtSIOp::OPERATION_NAME),
        ),
        (
            arith::IndexCastUIOp::OPERATION_NAME,
            IndexCastIndexToInt(arith::ExtUIOp::OPERATION_NAME),
        ),
        (arith::SIToFPOp::OPERATION_NAME, SIToFP),
        (arith::UIToFPOp::OPERATION_NAME, UIToFP),
    ];
    let mut out: Vec<Box<dyn ConversionPattern>> = table
        .into_iter()
        .map(|(root, kind)| {
            Box::new(WideIntPattern { root, kind, max }) as Box<dyn ConversionPattern>
        })
        .collect();
    // `ConvertVectorPrint` comes after the select pattern.
    out.insert(3, Box::new(VectorPrint));
    out
}
