//! The aggregate, vector and switch ops' pieces of `LLVMDialect.cpp`:
//! `llvm.extractvalue`/`llvm.insertvalue` (`getInsertExtractValueElementType`
//! with its position checks, the folder through insertions),
//! `llvm.shufflevector`'s result type and verifier (`LLVM::getVectorType`),
//! and `llvm.switch` (`custom<SwitchOpCases>`, verifier, successor
//! operands), and the checks of the masked gather and scatter
//! intrinsics.

use crate::types::quoted_type;
use ir::interfaces::SuccessorOperands;
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, BlockId, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpFoldResult,
    OpId, ParseError, Type, Value,
};

use crate::{
    get_vector_element_type, get_vector_num_elements, is_compatible_type,
    is_compatible_vector_type, is_scalable_vector_type, masked_gather, masked_gatherHooks,
    masked_scatter, masked_scatterHooks, ExtractValueOp, ExtractValueOpHooks, InsertValueOp,
    InsertValueOpHooks, LLVMArrayType, LLVMFixedVectorType, LLVMScalableVectorType, LLVMStructType,
    ShuffleVectorOp, ShuffleVectorOpHooks, SwitchOp, SwitchOpHooks,
};

/// Upstream's `LLVM::getVectorType`: a builtin vector of an element type
/// builtin vectors hold, else the dialect's fixed or scalable vector.
pub fn get_vector_type(
    ctx: &mut Context,
    element: Type,
    num_elements: u32,
    scalable: bool,
) -> Type {
    if LLVMFixedVectorType::is_valid_element_type(ctx, element) {
        if scalable {
            return LLVMScalableVectorType::get(ctx, element, num_elements).into();
        }
        return LLVMFixedVectorType::get(ctx, element, num_elements).into();
    }
    ctx.get_type(ir::TypeData::Vector {
        shape: vec![i64::from(num_elements)],
        scalable: vec![scalable],
        element,
    })
}

/// The bits of a vector of `ty`'s minimum length (the `getVectorBitWidth`
/// of `llvm.intr.vector.insert`/`extract`): its known minimum number of
/// elements times the elements' width (0 for elements that are neither
/// integers nor floats).
pub fn vector_bit_width(ctx: &Context, ty: Type) -> u64 {
    let n = get_vector_num_elements(ctx, ty).map_or(0, |(n, _)| n);
    let element = get_vector_element_type(ctx, ty);
    let width = ctx.int_or_float_width(element).unwrap_or(0);
    n * u64::from(width)
}

/// Whether a vector of type `part` may be inserted into or extracted from
/// one of type `whole`: not a scalable part of a fixed-length vector (the
/// predicates of `llvm.intr.vector.insert`/`extract`).
pub fn scalable_only_into_scalable(ctx: &Context, part: Type, whole: Type) -> bool {
    !is_scalable_vector_type(ctx, part) || is_scalable_vector_type(ctx, whole)
}

/// Upstream's checked `getInsertExtractValueElementType`: the type at
/// `position` in `container`, else the error to report.
fn element_type_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    if !is_compatible_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got {}",
            quoted_type(ctx, container)
        ));
    }
    let mut ty = container;
    for &index in position {
        let body = if let Some(a) = LLVMArrayType::dyn_cast(ctx, ty) {
            (a.num_elements(ctx), Some(a.element_type(ctx)))
        } else if let Some(s) = LLVMStructType::dyn_cast(ctx, ty) {
            let body = s.body(ctx);
            let member = usize::try_from(index)
                .ok()
                .and_then(|i| body.get(i).copied());
            (body.len() as u64, member)
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                quoted_type(ctx, ty)
            ));
        };
        match body {
            (n, Some(element)) if index >= 0 && (index as u64) < n => ty = element,
            _ => return Err(format!("position out of bounds: {index}")),
        }
    }
    Ok(ty)
}

/// Upstream's `parseInsertExtractValueElementType`: the type of the value
/// at the position, inferred from the container.
pub fn parse_insert_extract_value_element_type(
    parser: &mut CustomParser<'_, '_, '_>,
    value_type: &mut Vec<Type>,
    container_type: &[Type],
    position: &Option<Attribute>,
) -> Result<(), ParseError> {
    let ctx = parser.ctx();
    let Some(&container) = container_type.first() else {
        {
            let at = parser.offset();
            return Err(parser.op_error_at(at, "expected the container's type"));
        }
    };
    let position = position
        .and_then(|p| ctx.dense_array_as_i64(p))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    match element_type_at(ctx, container, &position) {
        Ok(ty) => {
            value_type.push(ty);
            Ok(())
        }
        Err(message) => {
            let at = parser.offset();
            Err(parser.op_error_at(at, message))
        }
    }
}

/// Prints nothing: the type is inferred (upstream's
/// `printInsertExtractValueElementType`).
pub fn print_insert_extract_value_element_type(
    _printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    _value_type: &[Type],
    _container_type: &[Type],
    _position: Option<Attribute>,
) {
}

/// The element type at `position` of `container` or upstream's error.
fn checked_element_type(
    ctx: &Context,
    op: OpId,
    container: Value,
    position: &[i64],
) -> Result<Type, Diagnostic> {
    element_type_at(ctx, ctx.value_type(container), position)
        .map_err(|message| Diagnostic::op_error(ctx, op, message))
}

impl ExtractValueOpHooks for ExtractValueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let container = self.container(ctx);
        let value_type = checked_element_type(ctx, op, container, self.position(ctx))?;
        let res_type = ctx.value_type(self.res(ctx));
        if res_type != value_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "Type mismatch: extracting from {} should produce {} but this op returns {}",
                    quoted_type(ctx, ctx.value_type(container)),
                    quoted_type(ctx, value_type),
                    quoted_type(ctx, res_type)
                ),
            ));
        }
        Ok(())
    }

    /// Extracts through the insertions into the container: the inserted
    /// value at the same position, or the container before an insertion
    /// elsewhere (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let position = self.position(ctx).to_vec();
        let mut result = FoldResult::Failure;
        let mut insert = ctx
            .defining_op(self.container(ctx))
            .and_then(|d| InsertValueOp::cast(ctx, d));
        while let Some(ins) = insert {
            let ins_position = ins.position(ctx);
            if ins_position == position.as_slice() {
                return FoldResult::single(OpFoldResult::Value(ins.value(ctx)));
            }
            let min = position.len().min(ins_position.len());
            if position[..min] == ins_position[..min] {
                return result;
            }
            let container = ins.container(ctx);
            if ctx.set_operand(op, 0, container).is_err() {
                return result;
            }
            result = FoldResult::InPlace;
            insert = ctx
                .defining_op(container)
                .and_then(|d| InsertValueOp::cast(ctx, d));
        }
        result
    }
}

impl InsertValueOpHooks for InsertValueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let container = self.container(ctx);
        let value_type = checked_element_type(ctx, op, container, self.position(ctx))?;
        let inserted = ctx.value_type(self.value(ctx));
        if inserted != value_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "Type mismatch: cannot insert {} into {}",
                    quoted_type(ctx, inserted),
                    quoted_type(ctx, ctx.value_type(container))
                ),
            ));
        }
        Ok(())
    }
}

/// Upstream's `parseShuffleType`: the result type, a vector of the mask's
/// length.
pub fn parse_shuffle_type(
    parser: &mut CustomParser<'_, '_, '_>,
    v1_type: &[Type],
    res_type: &mut Vec<Type>,
    mask: &Option<Attribute>,
) -> Result<(), ParseError> {
    let ctx = parser.ctx();
    let v1 = v1_type.first().copied();
    let Some(v1) = v1.filter(|&t| is_compatible_vector_type(ctx, t)) else {
        {
            let at = parser.offset();
            return Err(parser.op_error_at(at, "expected an LLVM compatible vector type"));
        }
    };
    let len = mask
        .and_then(|m| ctx.dense_array_as_i64(m))
        .map_or(0, <[i64]>::len);
    let element = get_vector_element_type(ctx, v1);
    let scalable = is_scalable_vector_type(ctx, v1);
    let ty = get_vector_type(ctx, element, len as u32, scalable);
    res_type.push(ty);
    Ok(())
}

/// Prints nothing: the result type is inferred.
pub fn print_shuffle_type(
    _printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    _v1_type: &[Type],
    _res_type: &[Type],
    _mask: Option<Attribute>,
) {
}

impl ShuffleVectorOpHooks for ShuffleVectorOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v1 = ctx.operand(self.operation(), 0);
        if is_scalable_vector_type(ctx, ctx.value_type(v1))
            && self.mask(ctx).iter().any(|&m| m != 0)
        {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "expected a splat operation for scalable vectors",
            ));
        }
        Ok(())
    }
}

/// The width of the switch's integer flag type.
fn flag_width(ctx: &Context, ty: Type) -> u32 {
    ctx.type_as_integer(ty).map_or(64, |(w, _)| w)
}

/// `value` truncated to `width` bits, read as unsigned (an `APInt`'s
/// `getLimitedValue`).
fn truncated(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

/// Upstream's `parseSwitchOpCases`: `[` (value `:` ^bb(operands : types)?),* `]`.
pub fn parse_switch_op_cases(
    parser: &mut CustomParser<'_, '_, '_>,
    flag_type: &[Type],
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> Result<(), ParseError> {
    parser.parse_punct("[")?;
    if parser.parse_optional_punct("]") {
        return Ok(());
    }
    let Some(&flag_type) = flag_type.first() else {
        {
            let at = parser.offset();
            return Err(parser.op_error_at(at, "expected the flag's type"));
        }
    };
    let width = flag_width(parser.ctx(), flag_type);
    let mut values = Vec::new();
    loop {
        let at = parser.offset();
        if !matches!(parser.peek_byte(), Some(b'-' | b'0'..=b'9')) {
            return Err(parser.op_error_at(at, "expected integer value"));
        }
        let value = parser.parse_integer()?;
        // An `APInt` of the flag's width from an `int64_t`.
        values.push(truncated(i128::from(value), width) as i128);
        parser.parse_punct(":")?;
        case_destinations.push(parser.parse_successor()?);
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if parser.parse_optional_punct("(") {
            loop {
                operands.push(parser.parse_operand()?);
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct(":")?;
            types.extend(parser.parse_type_list()?);
            parser.parse_punct(")")?;
        }
        case_operands.push(operands);
        case_operand_types.push(types);
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    let ctx = parser.ctx();
    let ty = ctx.vector_type(&[values.len() as i64], flag_type);
    *case_values = Some(ctx.dense_int_attr(ty, &values));
    parser.parse_punct("]")?;
    Ok(())
}

/// Upstream's `printSwitchOpCases`: one case a line, values unsigned.
pub fn print_switch_op_cases(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    flag_type: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[&[Value]],
    _case_operand_types: &[Vec<Type>],
) {
    printer.write_str("[");
    printer.print_newline();
    let Some(values) = case_values else {
        printer.write_str("]");
        return;
    };
    let ctx = printer.ctx();
    let width = flag_type.first().map_or(64, |&t| flag_width(ctx, t));
    let values = ctx.dense_int_values(values).unwrap_or_default();
    for (i, (&v, &dest)) in values.iter().zip(case_destinations).enumerate() {
        if i > 0 {
            printer.write_str(",");
            printer.print_newline();
        }
        printer.write_str("  ");
        printer.write_str(&truncated(v, width).to_string());
        printer.write_str(": ");
        printer.print_successor_and_use_list(dest, case_operands.get(i).copied().unwrap_or(&[]));
    }
    printer.print_newline();
    printer.write_str("]");
}

impl SwitchOpHooks for SwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let num_values = self
            .case_values(ctx)
            .and_then(|v| ctx.dense_int_values(v))
            .map(|v| v.len());
        let destinations = self.case_destinations(ctx).len();
        let mismatch = match num_values {
            None => destinations != 0,
            Some(n) => n != destinations,
        };
        if mismatch {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects number of case values to match number of case destinations",
            ));
        }
        let successors = ctx.successors(op).len();
        if let Some(weights) = ctx.attr(op, "branch_weights") {
            let n = ctx.dense_array_as_i64(weights).map_or(0, <[i64]>::len);
            if n != successors {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!(
                        "expects number of branch weights to match number of successors: {n} vs {successors}"
                    ),
                ));
            }
        }
        if let Some(values) = self.case_values(ctx) {
            let element = ctx
                .as_dense_elements(values)
                .and_then(|(t, _)| ctx.element_type(t));
            if element != Some(ctx.value_type(self.value(ctx))) {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "expects case value type to match condition value type",
                ));
            }
        }
        Ok(())
    }

    fn get_successor_operands(op: Self, ctx: &Context, index: usize) -> SuccessorOperands {
        // Operands: the flag, the default operands, then the cases'.
        let default = op.default_operands(ctx).len();
        if index == 0 {
            return SuccessorOperands::new(1..1 + default).with_segment(1, "operandSegmentSizes");
        }
        let segments = op.case_operand_segments(ctx);
        let mut start = 1 + default;
        for &n in segments.iter().take(index - 1) {
            start += n.max(0) as usize;
        }
        let len = segments.get(index - 1).map_or(0, |&n| n.max(0) as usize);
        SuccessorOperands::new(start..start + len)
            .with_segment(2, "operandSegmentSizes")
            .with_segment(index - 1, "case_operand_segments")
    }
}

/// Whether `ty` is the vector upstream's `LLVM::getVectorType(element,
/// count)` builds (a dialect vector of pointers or `ppc_fp128`, else a
/// builtin vector), and that vector's text.
fn is_vector_of(ctx: &Context, ty: Type, element: Type, count: (u64, bool)) -> (bool, String) {
    let (n, scalable) = count;
    let nested = crate::types::quoted_type(ctx, element);
    let nested = nested.trim_matches('\'');
    if LLVMFixedVectorType::is_valid_element_type(ctx, element) {
        let nested = nested.strip_prefix("!llvm.").unwrap_or(nested);
        if scalable {
            let same = LLVMScalableVectorType::dyn_cast(ctx, ty).is_some_and(|v| {
                v.element_type(ctx) == element && u64::from(v.min_num_elements(ctx)) == n
            });
            // (Upstream prints a scalable vector with two spaces there.)
            return (same, format!("!llvm.vec<? x {n} x  {nested}>"));
        }
        let same = LLVMFixedVectorType::dyn_cast(ctx, ty)
            .is_some_and(|v| v.element_type(ctx) == element && u64::from(v.num_elements(ctx)) == n);
        return (same, format!("!llvm.vec<{n} x {nested}>"));
    }
    let same = matches!(ctx.type_data(ty), ir::TypeData::Vector { shape, scalable: s, element: e }
        if shape.as_slice() == [n as i64] && s.as_slice() == [scalable] && *e == element);
    let text = if scalable {
        format!("vector<[{n}]x{nested}>")
    } else {
        format!("vector<{n}x{nested}>")
    };
    (same, text)
}

/// The check of the masked gather and scatter intrinsics: the pointers
/// are a vector of as many pointers as `value` has elements (upstream's
/// `masked_gather::verify`, `masked_scatter::verify`).
fn verify_pointer_vector(
    ctx: &Context,
    op: OpId,
    ptrs: Value,
    value: Value,
    operand: usize,
) -> Result<(), Diagnostic> {
    let ptrs_type = ctx.value_type(ptrs);
    // `extractVectorElementType`: a vector's element, else the type.
    let element = if is_compatible_vector_type(ctx, ptrs_type) {
        get_vector_element_type(ctx, ptrs_type)
    } else {
        ptrs_type
    };
    let count = get_vector_num_elements(ctx, ctx.value_type(value)).unwrap_or((0, false));
    let (same, expected) = is_vector_of(ctx, ptrs_type, element, count);
    if !same {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("expected operand #{operand} type to be '{expected}'"),
        ));
    }
    Ok(())
}

impl masked_gatherHooks for masked_gather {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_pointer_vector(ctx, self.operation(), self.ptrs(ctx), self.res(ctx), 1)
    }
}

impl masked_scatterHooks for masked_scatter {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_pointer_vector(ctx, self.operation(), self.ptrs(ctx), self.value(ctx), 2)
    }
}
