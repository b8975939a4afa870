//! The arithmetic and comparison ops' pieces of `LLVMDialect.cpp`: the
//! `custom<LLVMOpAttrs>` and `custom<OverflowFlags>` directives (and the
//! overflow flags' property form), the custom forms of `llvm.icmp` and
//! `llvm.fcmp` with their `getI1SameShape` result, and the folders of
//! `llvm.icmp`, `llvm.or` and `llvm.shl`.

use ir::apint::APInt;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, FoldResult, NamedAttr, OpBuilder,
    OpFoldResult, OpId, OperationState, ParseError, PropertyStorage, Signedness, Type, TypeData,
    TypeFactory,
};

use crate::{
    get_vector_num_elements, is_compatible_type, is_compatible_vector_type,
    symbolize_f_cmp_predicate, symbolize_i_cmp_predicate, symbolize_integer_overflow_flags,
    AllocaOp, FCmpOp, FCmpOpHooks, FastmathFlagsAttr, ICmpOp, ICmpOpHooks, ICmpPredicate,
    IntegerOverflowFlags, IntegerOverflowFlagsAttr, OrOp, OrOpHooks, ShlOp, ShlOpHooks, ZeroOp,
};

/// Upstream's `getI1SameShape`: `i1`, or a vector of `i1` with the shape
/// of the vector `ty`.
pub fn i1_same_shape(types: &mut impl TypeFactory, ty: Type) -> Type {
    let i1 = types.make_type(TypeData::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    let ctx = types.context();
    if !is_compatible_vector_type(ctx, ty) {
        return i1;
    }
    let Some((n, scalable)) = get_vector_num_elements(ctx, ty) else {
        return i1;
    };
    types.make_type(TypeData::Vector {
        shape: vec![n as i64],
        scalable: vec![scalable],
        element: i1,
    })
}

impl PropertyStorage for IntegerOverflowFlags {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        IntegerOverflowFlagsAttr::get(builder, *self)
    }

    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        IntegerOverflowFlagsAttr::from_attribute(ctx, attr).map(|a| a.value(ctx))
    }
}

/// Upstream's `parseLLVMOpAttrs`: an optional attribute dictionary.
pub fn parse_llvm_op_attrs(
    parser: &mut CustomParser<'_, '_, '_>,
    attrs: &mut Vec<NamedAttr>,
) -> Result<(), ParseError> {
    attrs.extend(parser.parse_optional_attr_dict()?);
    Ok(())
}

/// Whether `attr` is the default `#llvm.fastmath<none>`, which upstream's
/// `processFMFAttr` leaves out of printed dictionaries.
pub(crate) fn is_default_fastmath(ctx: &Context, attr: Option<Attribute>) -> bool {
    attr.and_then(|a| FastmathFlagsAttr::from_attribute(ctx, a))
        .is_some_and(|f| f.value(ctx).is_empty())
}

/// The attributes elided with a default `fastmathFlags` (upstream's
/// `processFMFAttr`), followed by `extra`.
pub(crate) fn print_attrs_without_default_fastmath(
    printer: &mut CustomPrinter<'_, '_>,
    op: OpId,
    extra: &[&str],
) {
    let mut elided = extra.to_vec();
    if is_default_fastmath(printer.ctx(), printer.ctx().attr(op, "fastmathFlags")) {
        elided.push("fastmathFlags");
    }
    printer.print_optional_attr_dict(op, &elided);
}

/// Upstream's `printLLVMOpAttrs`: the dictionary without a default
/// `fastmathFlags` (the overflow flags are a property, printed apart).
pub fn print_llvm_op_attrs(printer: &mut CustomPrinter<'_, '_>, op: OpId, _attrs: ()) {
    print_attrs_without_default_fastmath(printer, op, &[]);
}

/// Upstream's `parseOverflowFlags`: `overflow<nsw, nuw>` or nothing.
pub fn parse_overflow_flags(
    parser: &mut CustomParser<'_, '_, '_>,
    flags: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut value = IntegerOverflowFlags::NONE;
    if parser.parse_optional_keyword("overflow") {
        parser.parse_punct("<")?;
        loop {
            let at = parser.offset();
            let Some(keyword) = parser.parse_optional_bare_id() else {
                {
                    let at = parser.offset();
                    return Err(parser.op_error_at(at, "expected valid keyword"));
                }
            };
            let Some(flag) = symbolize_integer_overflow_flags(&keyword) else {
                return Err(
                    parser.op_error_at(at, "invalid overflow flag: expected nsw, nuw, or none")
                );
            };
            value |= flag;
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(">")?;
    }
    let ctx = parser.ctx();
    *flags = Some(value.to_attribute(&mut OpBuilder::new(ctx)));
    Ok(())
}

/// Upstream's `printOverflowFlags`: ` overflow<nsw, nuw>` unless none.
pub fn print_overflow_flags(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    flags: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let flags = flags
        .and_then(|a| IntegerOverflowFlags::from_attribute(ctx, a))
        .unwrap_or_default();
    if flags.is_empty() {
        return;
    }
    let mut names = Vec::new();
    if flags.contains(IntegerOverflowFlags::NSW) {
        names.push("nsw");
    }
    if flags.contains(IntegerOverflowFlags::NUW) {
        names.push("nuw");
    }
    printer.write_str(" overflow<");
    printer.write_str(&names.join(", "));
    printer.write_str(">");
}

/// Upstream's `parseCmpOp`: `"predicate" %lhs, %rhs attr-dict : type`,
/// the predicate's name stored as its integer value.
fn parse_cmp(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    predicate_value: fn(&str) -> Option<i64>,
) -> Result<(), ParseError> {
    let predicate_at = parser.offset();
    let predicate = parser.parse_attribute()?;
    let Some(name) = parser.ctx().as_string(predicate).map(str::to_string) else {
        return Err(parser.op_error_at(predicate_at, "invalid kind of attribute specified"));
    };
    let lhs = parser.parse_operand()?;
    parser.parse_punct(",")?;
    let rhs = parser.parse_operand()?;
    let attrs = parser.parse_optional_attr_dict()?;
    parser.parse_punct(":")?;
    let type_at = parser.offset();
    let ty = parser.parse_type()?;
    let lhs = parser.resolve_operand(&lhs, ty)?;
    let rhs = parser.resolve_operand(&rhs, ty)?;
    state.add_operands(&[lhs, rhs]);
    state.attributes.extend(attrs);
    let Some(value) = predicate_value(&name) else {
        return Err(parser.op_error_at(
            predicate_at,
            format!("'{name}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let value = parser.ctx().i64_attr(value);
    state.add_attribute("predicate", value);
    if !is_compatible_type(parser.ctx(), ty) {
        return Err(parser.op_error_at(type_at, "expected LLVM dialect-compatible type"));
    }
    let result = i1_same_shape(parser.ctx(), ty);
    state.add_result_types(&[result]);
    Ok(())
}

/// Upstream's `ICmpOp::print`/`FCmpOp::print`.
fn print_cmp(printer: &mut CustomPrinter<'_, '_>, op: OpId, predicate: &str) {
    let ctx = printer.ctx();
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    printer.write_str(" \"");
    printer.write_str(predicate);
    printer.write_str("\" ");
    printer.print_operand(lhs);
    printer.write_str(", ");
    printer.print_operand(rhs);
    print_attrs_without_default_fastmath(printer, op, &["predicate"]);
    printer.write_str(" : ");
    printer.print_type(ctx.value_type(lhs));
}

impl ICmpOpHooks for ICmpOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_cmp(parser, state, |s| {
            symbolize_i_cmp_predicate(s).map(|p| p as i64)
        })
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let predicate = self.predicate(printer.ctx()).as_str();
        print_cmp(printer, self.operation(), predicate);
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let predicate = self.predicate(ctx);
        if predicate != ICmpPredicate::Eq && predicate != ICmpPredicate::Ne {
            return FoldResult::Failure;
        }
        let eq = predicate == ICmpPredicate::Eq;
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let ty = ctx.value_type(self.res(ctx));
        // icmp(eq/ne, x, x) -> true/false
        if lhs == rhs {
            return FoldResult::single(OpFoldResult::Attr(bool_attribute(ctx, ty, eq)));
        }
        let defined_by = |ctx: &Context, v, name: &str| {
            ctx.defining_op(v)
                .is_some_and(|d| ctx.op_name_of(d) == name)
        };
        let alloca = AllocaOp::OPERATION_NAME;
        let zero = ZeroOp::OPERATION_NAME;
        // icmp(eq/ne, alloca, null) -> false/true
        if defined_by(ctx, lhs, alloca) && defined_by(ctx, rhs, zero) {
            return FoldResult::single(OpFoldResult::Attr(bool_attribute(ctx, ty, !eq)));
        }
        // icmp(eq/ne, null, alloca) -> icmp(eq/ne, alloca, null)
        if defined_by(ctx, lhs, zero) && defined_by(ctx, rhs, alloca) {
            let op = self.operation();
            let _ = ctx.set_operand(op, 0, rhs);
            let _ = ctx.set_operand(op, 1, lhs);
            return FoldResult::InPlace;
        }
        FoldResult::Failure
    }
}

/// Upstream's `getBoolAttribute`: a bool, or a splat of it for a shaped
/// type.
fn bool_attribute(ctx: &mut Context, ty: Type, value: bool) -> Attribute {
    if ctx.is_shaped(ty) {
        return ctx.dense_int_attr(ty, &[i128::from(value)]);
    }
    ctx.bool_attr(value)
}

impl FCmpOpHooks for FCmpOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_cmp(parser, state, |s| {
            symbolize_f_cmp_predicate(s).map(|p| p as i64)
        })
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let predicate = self.predicate(printer.ctx()).as_str();
        print_cmp(printer, self.operation(), predicate);
    }
}

/// The integer values of a binary op's constant operands.
fn int_operands(ctx: &Context, operands: &[Option<Attribute>]) -> Option<(APInt, APInt)> {
    let lhs = ctx.as_apint((*operands.first()?)?)?;
    let rhs = ctx.as_apint((*operands.get(1)?)?)?;
    Some((lhs, rhs))
}

impl ShlOpHooks for ShlOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(rhs) = operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| ctx.as_apint(a))
        else {
            return FoldResult::Failure;
        };
        let width = ctx
            .type_as_integer(ctx.value_type(self.lhs(ctx)))
            .map_or(0, |(w, _)| w);
        let Some(shift) = rhs.to_u64().filter(|&n| n < u64::from(width)) else {
            return FoldResult::Failure;
        };
        let Some((lhs, _)) = int_operands(ctx, operands) else {
            return FoldResult::Failure;
        };
        let ty = ctx.value_type(self.res(ctx));
        let value = ctx.apint_attr(ty, lhs.shl(shift as u32));
        FoldResult::single(OpFoldResult::Attr(value))
    }
}

impl OrOpHooks for OrOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some((lhs, rhs)) = int_operands(ctx, operands) else {
            return FoldResult::Failure;
        };
        let ty = ctx.value_type(self.res(ctx));
        let value = ctx.apint_attr(ty, lhs.or(&rhs));
        FoldResult::single(OpFoldResult::Attr(value))
    }
}
