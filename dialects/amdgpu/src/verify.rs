//! The verifiers of `AMDGPUDialect.cpp` but the raw buffer ops' (in
//! `buffer.rs`), with upstream's messages.

use ir::{Context, Diagnostic, FloatKind, OpId, Type, Value};

use crate::*;

type VResult = Result<(), Diagnostic>;

fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> VResult {
    Err(Diagnostic::op_error(ctx, op, message))
}

/// The check the packed fp8 conversions share: an `existing` vector has
/// the result's type.
fn verify_existing(ctx: &Context, op: OpId, existing: Option<Value>, result: Value) -> VResult {
    if existing.is_some_and(|e| ctx.value_type(e) != ctx.value_type(result)) {
        return op_error(ctx, op, "existing values must have same type as result");
    }
    Ok(())
}

impl PackedTrunc2xFp8OpHooks for PackedTrunc2xFp8Op {
    fn verify(self, ctx: &Context) -> VResult {
        verify_existing(ctx, self.operation(), self.existing(ctx), self.res(ctx))
    }
}

impl PackedStochRoundFp8OpHooks for PackedStochRoundFp8Op {
    fn verify(self, ctx: &Context) -> VResult {
        verify_existing(ctx, self.operation(), self.existing(ctx), self.res(ctx))
    }
}

fn is_kind(ctx: &Context, ty: Type, kind: FloatKind) -> bool {
    ctx.float_kind(ty) == Some(kind)
}

impl WMMAOpHooks for WMMAOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let src = ctx.element_type_or_self(ctx.value_type(self.source_a(ctx)));
        let dst = ctx.element_type_or_self(ctx.value_type(self.dest_c(ctx)));
        let bf16 = |t| is_kind(ctx, t, FloatKind::BF16);
        let dest_float = ctx.is_f32(dst) || ctx.is_f16(dst) || bf16(dst);
        let src_float = ctx.is_f16(src) || bf16(src);
        if dest_float && !src_float {
            return op_error(ctx, op, "Expected float sources with float destination");
        }
        if !dest_float && src_float {
            return op_error(ctx, op, "Expected int sources with int destination");
        }
        Ok(())
    }
}

/// The element count and element type of a vector, or 1 and the type
/// itself for a scalar.
fn len_and_element(ctx: &Context, ty: Type) -> (i64, Type) {
    match ctx.shape(ty) {
        Some(shape) if ctx.is_vector(ty) => (
            shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d)),
            ctx.element_type_or_self(ty),
        ),
        _ => (1, ty),
    }
}

fn is_f8(ctx: &Context, ty: Type) -> bool {
    is_kind(ctx, ty, FloatKind::F8E5M2FNUZ) || is_kind(ctx, ty, FloatKind::F8E4M3FNUZ)
}

impl MFMAOpHooks for MFMAOp {
    fn verify(self, ctx: &Context) -> VResult {
        const WAVE_SIZE: i64 = 64;
        let op = self.operation();
        let source_type = ctx.value_type(self.source_a(ctx));
        let (mut source_len, source_elem) = len_and_element(ctx, source_type);
        let (dest_len, dest_elem) = len_and_element(ctx, ctx.value_type(self.dest_c(ctx)));
        let source_b_type = ctx.value_type(self.source_b(ctx));
        if is_f8(ctx, source_elem) {
            let (source_b_len, source_b_elem) = len_and_element(ctx, source_b_type);
            if !is_f8(ctx, source_b_elem) {
                return op_error(ctx, op, "expected both source operands to have f8 elements");
            }
            if source_len != source_b_len {
                return op_error(
                    ctx,
                    op,
                    "expected both f8 source vectors to have the same length",
                );
            }
        } else if source_type != source_b_type {
            return op_error(
                ctx,
                op,
                "expected both non-f8 source operand types to match exactly",
            );
        }
        // The wider integer types count as that many i8s.
        if ctx.is_integer(source_elem, 32) {
            source_len = source_len.wrapping_mul(4);
        } else if ctx.is_integer(source_elem, 64) {
            source_len = source_len.wrapping_mul(8);
        }
        // Upstream multiplies the `uint32_t` attributes.
        let (m, n, k, blocks) = (
            self.m(ctx) as u32,
            self.n(ctx) as u32,
            self.k(ctx) as u32,
            self.blocks(ctx) as u32,
        );
        let num_source = i64::from(m.wrapping_mul(k).wrapping_mul(blocks)) / WAVE_SIZE;
        if source_len != num_source {
            return op_error(
                ctx,
                op,
                format!(
                    "expected {num_source} source values for this operation but got {source_len}"
                ),
            );
        }
        let num_dest = i64::from(m.wrapping_mul(n).wrapping_mul(blocks)) / WAVE_SIZE;
        if dest_len != num_dest {
            return op_error(
                ctx,
                op,
                format!("expected {num_dest} result values for this operation but got {dest_len}"),
            );
        }
        let f64_dest = ctx.is_f64(dest_elem);
        if f64_dest && self.blgp(ctx) != MFMAPermB::none {
            return op_error(
                ctx,
                op,
                "double-precision ops do not support permuting lanes of B",
            );
        }
        let cbsz = self.cbsz(ctx) as u32;
        if f64_dest && cbsz != 0 {
            return op_error(
                ctx,
                op,
                "double-precision ops do not support permuting lanes of A",
            );
        }
        if (self.abid(ctx) as u32) >= 1u32.wrapping_shl(cbsz) {
            return op_error(
                ctx,
                op,
                "block ID for permuting A (abid) must be below 2 ** cbsz",
            );
        }
        let negated = self.negate_a(ctx) || self.negate_b(ctx) || self.negate_c(ctx);
        if negated && !f64_dest {
            return op_error(
                ctx,
                op,
                "negation flags only available for double-precision operations",
            );
        }
        Ok(())
    }
}
