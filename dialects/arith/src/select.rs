//! `arith.select` (upstream `ArithOps.cpp`): its custom form, verifier,
//! folder, the `SelectToExtUI` canonicalization and its range inference.

use crate::fold::{is_one, is_zero, poison_operand, to_attr, to_value};
use crate::shape::get_i1_same_shape;
use crate::*;
use ir::interfaces::ConstantIntRanges;
use ir::printer::type_to_string;
use ir::{
    AttrData, Attribute, Context, CustomParser, CustomPrinter, DenseData, Diagnostic, FoldResult,
    OperationState, ParseError, PatternRewriter, RewritePattern, Value,
};

impl SelectOpHooks for SelectOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let cond_ty = ctx.value_type(self.condition(ctx));
        if ctx.is_signless_integer_of_width(cond_ty, 1) {
            return Ok(());
        }
        let result_ty = ctx.value_type(self.result(ctx));
        if !(ctx.is_tensor(result_ty) || ctx.is_vector(result_ty)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "expected condition to be a signless i1, but got '{}'",
                    type_to_string(ctx, cond_ty)
                ),
            ));
        }
        let mut lookup = ir::TypeLookup::new(ctx);
        let expected = get_i1_same_shape(&mut lookup, result_ty);
        if cond_ty != expected {
            let expected_text = if lookup.missed() {
                // Not interned, so not the condition's type: print it by
                // its parts.
                format!("{} with i1 elements", type_to_string(ctx, result_ty))
            } else {
                type_to_string(ctx, expected)
            };
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                    expected_text,
                    type_to_string(ctx, cond_ty)
                ),
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (t, f) = (self.true_value(ctx), self.false_value(ctx));
        if t == f {
            return to_value(t);
        }
        let cond = self.condition(ctx);
        if is_one(ctx, operands[0]) {
            return to_value(t);
        }
        if is_zero(ctx, operands[0]) {
            return to_value(f);
        }
        // A fully poisoned operand gives the other.
        if poison_operand(ctx, &operands[1..2]).is_some() {
            return to_value(f);
        }
        if poison_operand(ctx, &operands[2..3]).is_some() {
            return to_value(t);
        }
        let ty = ctx.value_type(self.result(ctx));
        if ctx.is_integer(ty, 1) && is_one(ctx, operands[1]) && is_zero(ctx, operands[2]) {
            return to_value(cond);
        }
        // select(cmpi eq/ne (a, b), a, b)
        if let Some(cmp) = ctx.defining_op(cond).and_then(|d| CmpIOp::cast(ctx, d)) {
            let pred = cmp.predicate(ctx);
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (l, r) = (cmp.lhs(ctx), cmp.rhs(ctx));
                if (l == t && r == f) || (r == t && l == f) {
                    return to_value(if pred == CmpIPredicate::Ne { t } else { f });
                }
            }
        }
        // Elementwise selection of dense constants.
        let (Some(c), Some(a), Some(b)) = (operands[0], operands[1], operands[2]) else {
            return FoldResult::Failure;
        };
        let (
            AttrData::DenseElements {
                data: DenseData::Int(cv),
                ..
            },
            AttrData::DenseElements { data: av, ty: aty },
            AttrData::DenseElements { data: bv, .. },
        ) = (
            ctx.attr_data(c).clone(),
            ctx.attr_data(a).clone(),
            ctx.attr_data(b).clone(),
        )
        else {
            return FoldResult::Failure;
        };
        let n = ctx.num_elements(aty).unwrap_or(1).max(1) as usize;
        let at = |v: &[i128], i: usize| v[if v.len() == 1 { 0 } else { i }];
        let folded = match (av, bv) {
            (DenseData::Int(x), DenseData::Int(y)) => {
                let vals: Vec<i128> = (0..n)
                    .map(|i| {
                        if at(&cv, i) != 0 {
                            at(&x, i)
                        } else {
                            at(&y, i)
                        }
                    })
                    .collect();
                ctx.dense_int_attr(aty, &vals)
            }
            (DenseData::Float(x), DenseData::Float(y)) => {
                let pick =
                    |v: &[u64], i: usize| f64::from_bits(v[if v.len() == 1 { 0 } else { i }]);
                let vals: Vec<f64> = (0..n)
                    .map(|i| {
                        if at(&cv, i) != 0 {
                            pick(&x, i)
                        } else {
                            pick(&y, i)
                        }
                    })
                    .collect();
                ctx.dense_float_attr(aty, &vals)
            }
            (DenseData::ComplexInt(x), DenseData::ComplexInt(y)) => {
                let data = select_pairs(&cv, &x, &y, n);
                ctx.dense_elements_attr(aty, DenseData::ComplexInt(data))
            }
            (DenseData::ComplexFloat(x), DenseData::ComplexFloat(y)) => {
                let data = select_pairs(&cv, &x, &y, n);
                ctx.dense_elements_attr(aty, DenseData::ComplexFloat(data))
            }
            _ => return FoldResult::Failure,
        };
        to_attr(Some(folded))
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        let mut p = crate::canonicalize::patterns_of(SelectOp::OPERATION_NAME);
        p.push(Box::new(SelectToExtUI));
        p
    }

    /// `%a, %b, %c [attr-dict] : [cond type,] type`
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let start = parser.offset();
        let mut operands = Vec::new();
        if let Some(first) = parser.parse_optional_operand()? {
            operands.push(first);
            while parser.parse_optional_punct(",") {
                operands.push(parser.parse_operand()?);
            }
        }
        if operands.len() != 3 {
            return Err(parser.error_at(start, "expected 3 operands"));
        }
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let mut result_ty = parser.parse_colon_type()?;
        let cond_ty = if parser.parse_optional_punct(",") {
            let c = result_ty;
            result_ty = parser.parse_type()?;
            c
        } else {
            parser.ctx().i1()
        };
        state.result_types.push(result_ty);
        for (u, t) in operands.iter().zip([cond_ty, result_ty, result_ty]) {
            let v = parser.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let op = self.operation();
        let operands = printer.ctx().operands(op);
        printer.write_str(" ");
        printer.print_operands(&operands);
        printer.print_optional_attr_dict(op, &[]);
        printer.write_str(" : ");
        let cond_ty = printer.ctx().value_type(operands[0]);
        if printer.ctx().is_shaped(cond_ty) {
            printer.print_type(cond_ty);
            printer.write_str(", ");
        }
        let ty = printer.ctx().result_type(op, 0);
        printer.print_type(ty);
    }

    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let known: Vec<Option<ConstantIntRanges>> = arg_ranges.iter().cloned().map(Some).collect();
        let mut set = |v: Value, r: Option<ConstantIntRanges>| {
            if let Some(r) = r {
                set_result_range(v, r);
            }
        };
        select_ranges(op, ctx, &known, &mut set);
    }

    fn infer_result_ranges_from_optional(
        op: Self,
        ctx: &Context,
        arg_ranges: &[Option<ConstantIntRanges>],
        set_result_range: &mut dyn FnMut(Value, Option<ConstantIntRanges>),
    ) {
        select_ranges(op, ctx, arg_ranges, set_result_range);
    }
}

/// The select's range: the chosen operand's when the condition is a
/// constant, else the union of both (upstream
/// `SelectOp::inferResultRangesFromOptional`).
fn select_ranges(
    op: SelectOp,
    ctx: &Context,
    arg_ranges: &[Option<ConstantIntRanges>],
    set_result_range: &mut dyn FnMut(Value, Option<ConstantIntRanges>),
) {
    let result = op.result(ctx);
    let (Some(&t), Some(&f)) = (arg_ranges.get(1), arg_ranges.get(2)) else {
        return;
    };
    let cond = arg_ranges
        .first()
        .copied()
        .flatten()
        .and_then(|c| c.constant_value());
    let r = match cond {
        Some(c) if c != 0 => t,
        Some(_) => f,
        None => match (t, f) {
            (Some(a), Some(b)) => Some(a.range_union(&b)),
            (a, b) => a.or(b),
        },
    };
    set_result_range(result, r);
}

/// `select %c, 1, 0` on integers wider than `i1` as `extui %c`, and
/// `select %c, 0, 1` as `extui (xori %c, true)` (upstream's `SelectToExtUI`).
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "SelectToExtUI"
    }

    fn match_and_rewrite(&self, op: ir::Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(sel) = SelectOp::cast(rewriter, op) else {
            return false;
        };
        let ty = rewriter.value_type(sel.result(rewriter));
        if rewriter.type_as_integer(ty).is_none() || rewriter.is_integer(ty, 1) {
            return false;
        }
        let constant =
            |r: &PatternRewriter<'_>, v: Value| r.defining_op(v).and_then(|d| r.constant_value(d));
        let (t, f) = (sel.true_value(rewriter), sel.false_value(rewriter));
        let (tc, fc) = (constant(rewriter, t), constant(rewriter, f));
        let cond = sel.condition(rewriter);
        let loc = rewriter.op_loc(op);
        let new = if is_one(rewriter, tc) && is_zero(rewriter, fc) {
            ExtUIOp::build(rewriter, loc, ty, cond)
        } else if is_zero(rewriter, tc) && is_one(rewriter, fc) {
            let cty = rewriter.value_type(cond);
            let one = rewriter.integer_attr(cty, 1);
            let c = ConstantOp::build(rewriter, loc, cty, one);
            let cv = c.result(rewriter);
            let x = XOrIOp::build_inferred(rewriter, loc, cond, cv);
            let xv = x.result(rewriter);
            ExtUIOp::build(rewriter, loc, ty, xv)
        } else {
            return false;
        };
        let r = new.out(rewriter);
        rewriter.replace_op(op, &[r]).is_ok()
    }
}

/// The (real, imaginary) pairs of `x` where `cond` holds, of `y` elsewhere,
/// for `n` elements (a splat's one pair standing for every element).
fn select_pairs<T: Copy>(cond: &[i128], x: &[T], y: &[T], n: usize) -> Vec<T> {
    let pair = |v: &[T], i: usize| {
        let i = if v.len() == 2 { 0 } else { 2 * i };
        [v[i], v[i + 1]]
    };
    (0..n)
        .flat_map(|i| {
            let c = cond[if cond.len() == 1 { 0 } else { i }];
            if c != 0 {
                pair(x, i)
            } else {
                pair(y, i)
            }
        })
        .collect()
}
