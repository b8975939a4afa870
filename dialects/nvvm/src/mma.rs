//! `nvvm.mma.sync`'s custom form and verifier (`MmaOp::parse`, `print`,
//! `verify` in `NVVMDialect.cpp`), and the fragment types of the warp
//! matrix ops (`inferOperandMMAType`, `inferMMAType`,
//! `inferMMATypeFromMNK`).
//!
//! The types the rules expect are written as upstream prints them
//! (`vector<2xf16>`, `!llvm.struct<(f32, f32)>`) and compared with the
//! printed types of the op's values: the verifiers only read the context.

use ir::printer::type_to_string;
use ir::{Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, Type};
use llvm::LLVMStructType;

use crate::verify::{error_at_op, op_error};
use crate::{MMAFrag, MMATypes, MMATypesAttr, MmaOp, MmaOpHooks};

/// The `f16x2` register type of the matrix fragments, as printed.
pub const MMA_HALF2: &str = "vector<2xf16>";

/// The literal LLVM struct of `elements` (printed types), as printed.
pub(crate) fn mma_struct(elements: &[&str]) -> String {
    format!("!llvm.struct<({})>", elements.join(", "))
}

/// The PTX type of an operand of element type `ty` of `nvvm.mma.sync`
/// (upstream's `MmaOp::inferOperandMMAType`).
pub fn infer_operand_mma_type(ctx: &Context, ty: Type, is_accumulator: bool) -> Option<MMATypes> {
    if ty == ctx.f64() {
        return Some(MMATypes::F64);
    }
    if ty == ctx.f16() || type_to_string(ctx, ty) == MMA_HALF2 {
        return Some(MMATypes::F16);
    }
    if ty == ctx.f32() {
        return Some(if is_accumulator {
            MMATypes::F32
        } else {
            MMATypes::Tf32
        });
    }
    if ctx.type_as_integer(ty).is_some() {
        return is_accumulator.then_some(MMATypes::S32);
    }
    let body = LLVMStructType::dyn_cast(ctx, ty)?.body(ctx);
    infer_operand_mma_type(ctx, *body.first()?, is_accumulator)
}

/// The element type (as printed) and number of elements of the fragment
/// `frag` of PTX type `ty` of a `nrow`×`ncol` matrix (upstream's
/// `NVVM::inferMMAType`); `("", 0)` for a combination upstream asserts
/// against (the intrinsic tables reject those first).
pub fn infer_mma_type(ty: MMATypes, frag: MMAFrag, nrow: i32, ncol: i32) -> (&'static str, usize) {
    match ty {
        MMATypes::F16 => (
            MMA_HALF2,
            if frag == MMAFrag::A || frag == MMAFrag::B {
                8
            } else {
                4
            },
        ),
        MMATypes::F32 => ("f32", 8),
        MMATypes::Tf32 => ("i32", 4),
        MMATypes::S8 | MMATypes::U8 => {
            let parallel = match frag {
                MMAFrag::A => nrow,
                MMAFrag::B => ncol,
                MMAFrag::C => 0,
            };
            let count = match parallel {
                16 => 2,
                8 => 1,
                32 => 4,
                _ => 0,
            };
            ("i32", count)
        }
        MMATypes::S32 => ("i32", 8),
        _ => ("", 0),
    }
}

/// [`infer_mma_type`] for the fragment `frag` of an `m`×`n`×`k` product
/// (upstream's `inferMMATypeFromMNK`).
pub(crate) fn infer_mma_type_from_mnk(
    ty: MMATypes,
    frag: MMAFrag,
    m: i32,
    n: i32,
    k: i32,
) -> (&'static str, usize) {
    let (nrow, ncol) = match frag {
        MMAFrag::A => (m, k),
        MMAFrag::B => (k, n),
        MMAFrag::C => (m, n),
    };
    infer_mma_type(ty, frag, nrow, ncol)
}

fn is_int4(t: MMATypes) -> bool {
    t == MMATypes::U4 || t == MMATypes::S4
}

fn is_int8(t: MMATypes) -> bool {
    t == MMATypes::U8 || t == MMATypes::S8
}

fn is_integer_ptx(t: MMATypes) -> bool {
    is_int4(t) || is_int8(t) || t == MMATypes::B1 || t == MMATypes::S32
}

/// The names of the PTX type attributes of fragments A and B.
const PTX_TYPE_ATTRS: [&str; 2] = ["multiplicandAPtxType", "multiplicandBPtxType"];

impl MmaOp {
    /// The PTX type of the accumulator (upstream's `accumPtxType`).
    pub fn accum_ptx_type(self, ctx: &Context) -> Option<MMATypes> {
        let c = *self.operand_c(ctx).first()?;
        infer_operand_mma_type(ctx, ctx.value_type(c), true)
    }

    /// The PTX type of the result (upstream's `resultPtxType`).
    pub fn result_ptx_type(self, ctx: &Context) -> Option<MMATypes> {
        infer_operand_mma_type(ctx, ctx.value_type(self.res(ctx)), true)
    }
}

impl MmaOpHooks for MmaOp {
    /// `A[...] B[...] C[...] attr-dict : (type(A[0]), type(B[0]),
    /// type(C[0])) -> type(res)`, the PTX types of A and B inferred when
    /// absent.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let mut frags = Vec::with_capacity(3);
        for name in ["A", "B", "C"] {
            parser.parse_keyword(name)?;
            let mut regs = Vec::new();
            if parser.parse_optional_punct("[") && !parser.parse_optional_punct("]") {
                loop {
                    regs.push(parser.parse_operand()?);
                    if !parser.parse_optional_punct(",") {
                        break;
                    }
                }
                parser.parse_punct("]")?;
            }
            frags.push(regs);
        }
        let attrs = parser.parse_optional_attr_dict()?;
        parser.parse_punct(":")?;
        parser.parse_punct("(")?;
        let types = parser.parse_type_list()?;
        if !parser.parse_optional_punct(")") && types.len() != 3 {
            let at = parser.name_offset();
            return Err(parser.op_error_at(
                at,
                format!(
                    "expected one type for each operand segment but got {} types",
                    types.len()
                ),
            ));
        }
        let mut elem_types = [None, None];
        for (i, &ty) in types.iter().enumerate().take(3) {
            for reg in &frags[i] {
                let v = parser.resolve_operand(reg, ty)?;
                state.add_operands(&[v]);
            }
            // Upstream infers A's and B's types as accumulators' (`isAccum
            // = index < 2`).
            if i < 2 && !frags[i].is_empty() {
                elem_types[i] = infer_operand_mma_type(parser.ctx(), ty, true);
            }
        }
        parser.parse_punct("->")?;
        let result = parser.parse_type()?;
        for (i, name) in PTX_TYPE_ATTRS.iter().enumerate() {
            let given = attrs
                .iter()
                .any(|(n, _)| parser.ctx().ident_str(*n) == *name);
            match (elem_types[i], given) {
                (None, false) => {
                    let at = parser.name_offset();
                    return Err(parser.op_error_at(
                        at,
                        format!(
                            "attribute {name} is not provided explicitly and cannot be inferred"
                        ),
                    ));
                }
                (Some(t), false) => {
                    let attr = MMATypesAttr::get_in(parser.ctx(), t);
                    state.add_attribute(*name, attr);
                }
                _ => {}
            }
        }
        state.add_types(&[result]);
        state.attributes.extend(attrs);
        let ctx = parser.ctx();
        let i32_type = ctx.integer_type(32);
        let sizes = frags.iter().map(|f| f.len() as i128).collect::<Vec<_>>();
        let segments = ctx.dense_i_array_attr(i32_type, &sizes);
        state.add_attribute("operandSegmentSizes", segments);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let frags = [
            ("A", self.operand_a(ctx)),
            ("B", self.operand_b(ctx)),
            ("C", self.operand_c(ctx)),
        ];
        // Upstream infers every fragment's type from the op's first operand.
        let first = ctx.operands(op).first().map(|&v| ctx.value_type(v));
        let mut elided = vec!["operandSegmentSizes"];
        if first.is_some_and(|t| infer_operand_mma_type(ctx, t, false).is_some()) {
            elided.extend(PTX_TYPE_ATTRS);
        }
        for (name, regs) in &frags {
            printer.write_str(" ");
            printer.write_str(name);
            printer.write_str("[");
            printer.print_operands(regs);
            printer.write_str("] ");
        }
        printer.print_optional_attr_dict(op, &elided);
        printer.write_str(" : (");
        let types: Vec<Type> = frags
            .iter()
            .filter_map(|(_, regs)| regs.first().map(|&v| ctx.value_type(v)))
            .collect();
        printer.print_types(&types);
        printer.write_str(") -> ");
        printer.print_type(ctx.value_type(self.res(ctx)));
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_mma(self, ctx)
    }
}

/// One allowed list of operand types of a fragment (a count of one
/// printed type, or a list).
type Allowed = Vec<Vec<&'static str>>;

fn repeat(n: usize, t: &'static str) -> Vec<&'static str> {
    vec![t; n]
}

/// `MmaOp::verify`.
fn verify_mma(op: MmaOp, ctx: &Context) -> Result<(), Diagnostic> {
    let id = op.operation();
    let shape = op.shape(ctx);
    let mma_shape = [shape.m(ctx), shape.n(ctx), shape.k(ctx)];
    let half2x2 = mma_struct(&[MMA_HALF2; 2]);
    let half2x4 = mma_struct(&[MMA_HALF2; 4]);
    let f32x4 = mma_struct(&["f32"; 4]);
    let f32x8 = mma_struct(&["f32"; 8]);
    let s32x4 = mma_struct(&["i32"; 4]);
    let s32x2 = mma_struct(&["i32"; 2]);
    let f64x2 = mma_struct(&["f64"; 2]);
    let mut allowed_shapes: Vec<[i32; 3]> = Vec::new();
    let mut expected_a: Allowed = Vec::new();
    let mut expected_b: Allowed = Vec::new();
    let mut expected_c: Allowed = Vec::new();
    let mut expected_result: Vec<String> = Vec::new();
    // The parser always sets A's type; a generic op may not.
    let a_type = op.multiplicand_a_ptx_type(ctx);
    if mma_shape[0] == 16 {
        let mut frag_type = "";
        let k_factor = match a_type {
            Some(MMATypes::Tf32) => {
                frag_type = "i32";
                expected_result.push(f32x4.clone());
                4
            }
            Some(MMATypes::F16 | MMATypes::Bf16) => {
                frag_type = MMA_HALF2;
                expected_result.push(half2x2.clone());
                expected_result.push(f32x4.clone());
                8
            }
            Some(MMATypes::S4 | MMATypes::U4) => 32,
            Some(MMATypes::B1) => 128,
            Some(MMATypes::S8 | MMATypes::U8) => 16,
            other => {
                return error_at_op(
                    ctx,
                    id,
                    format!(
                        "invalid shape or multiplicand type: {}",
                        other.map_or("", MMATypes::as_str)
                    ),
                );
            }
        };
        if a_type.is_some_and(is_integer_ptx) {
            expected_result.push(s32x4.clone());
            expected_c.push(repeat(4, "i32"));
            frag_type = "i32";
        } else {
            expected_c.push(repeat(2, MMA_HALF2));
            expected_c.push(repeat(4, "f32"));
        }
        let unit_a = (mma_shape[0] / 8) * (mma_shape[2] / k_factor);
        let unit_b = (mma_shape[1] / 8) * (mma_shape[2] / k_factor);
        expected_a.push(repeat(unit_a.max(0) as usize, frag_type));
        expected_b.push(repeat(unit_b.max(0) as usize, frag_type));
        allowed_shapes.push([16, 8, k_factor]);
        allowed_shapes.push([16, 8, k_factor * 2]);
    }
    if mma_shape[0] == 8 {
        if a_type == Some(MMATypes::F16) {
            expected_a.push(repeat(2, MMA_HALF2));
            expected_b.push(repeat(2, MMA_HALF2));
            expected_result.push(half2x4.clone());
            expected_result.push(f32x8.clone());
            expected_c.push(repeat(4, MMA_HALF2));
            expected_c.push(repeat(8, "f32"));
            allowed_shapes.push([8, 8, 4]);
        }
        if a_type == Some(MMATypes::F64) {
            expected_a.push(repeat(1, "f64"));
            expected_b.push(repeat(1, "f64"));
            expected_c.push(repeat(2, "f64"));
            expected_result.push(f64x2.clone());
            allowed_shapes.push([8, 8, 4]);
        }
        if let Some(t) = a_type.filter(|&t| is_integer_ptx(t)) {
            expected_a.push(vec!["i32"]);
            expected_b.push(vec!["i32"]);
            expected_c.push(vec!["i32", "i32"]);
            expected_result.push(s32x2.clone());
            if is_int4(t) {
                allowed_shapes.push([8, 8, 32]);
            }
            if is_int8(t) {
                allowed_shapes.push([8, 8, 16]);
            }
            if t == MMATypes::B1 {
                allowed_shapes.push([8, 8, 128]);
            }
        }
    }
    if expected_a.is_empty()
        || expected_b.is_empty()
        || expected_c.is_empty()
        || !allowed_shapes.contains(&mma_shape)
    {
        return op_error(
            ctx,
            id,
            format!(
                "unimplemented variant for MMA shape <{}, {}, {}>",
                mma_shape[0], mma_shape[1], mma_shape[2]
            ),
        );
    }
    let segments = [op.operand_a(ctx), op.operand_b(ctx), op.operand_c(ctx)];
    for ((name, allowed), values) in ["A", "B", "C"]
        .iter()
        .zip([&expected_a, &expected_b, &expected_c])
        .zip(&segments)
    {
        let got: Vec<String> = values
            .iter()
            .map(|&v| type_to_string(ctx, ctx.value_type(v)))
            .collect();
        let matched = allowed
            .iter()
            .any(|types| types.len() == got.len() && types.iter().zip(&got).all(|(a, b)| a == b));
        if !matched {
            let mut message =
                format!("Could not match types for the {name} operands; expected one of ");
            for types in allowed.iter() {
                message += &format!("{}x{} ", types.len(), types.first().copied().unwrap_or(""));
            }
            message += "but got ";
            message += &got.join(", ");
            return op_error(ctx, id, message);
        }
    }
    let result = type_to_string(ctx, ctx.value_type(op.res(ctx)));
    if !expected_result.contains(&result) {
        return op_error(
            ctx,
            id,
            format!(
                "Could not match allowed types for the result; expected one of {} but got {result}",
                expected_result.join(", ")
            ),
        );
    }
    if a_type == Some(MMATypes::B1) && op.b1_op(ctx).is_none() {
        return op_error(ctx, id, "op requires b1Op attribute");
    }
    if a_type.is_some_and(|t| is_int4(t) || is_int8(t)) && op.int_overflow_behavior(ctx).is_none() {
        return op_error(ctx, id, "op requires intOverflowBehavior attribute");
    }
    Ok(())
}
