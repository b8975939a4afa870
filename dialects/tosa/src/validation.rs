//! The `tosa-validate` pass (upstream's `TosaValidation.cpp`): element
//! types legal for the profile, constant operands where the specification
//! wants them (`strict-op-spec-alignment`), the level's limits on ranks,
//! kernels, strides and scales, and the uses of variables against their
//! declarations.

use crate::*;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::printer::type_to_string;
use ir::{Context, Diagnostic, OpId, Type, Value};
use std::collections::HashMap;

use crate::transforms::TosaValidationBase;

/// The profile operations are validated against (`TosaProfileEnum`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TosaProfileEnum {
    /// `bi`: Base Inference.
    BaseInference,
    /// `mi`: Main Inference.
    MainInference,
    /// `mt`: Main Training.
    MainTraining,
    /// `undefined`: no profile.
    #[default]
    Undefined,
}

impl ir::pass::OptionValue for TosaProfileEnum {
    const VALUE_NAME: &'static str = "value";
    fn parse_option(text: &str) -> Result<Self, String> {
        Ok(match text {
            "bi" => Self::BaseInference,
            "mi" => Self::MainInference,
            "mt" => Self::MainTraining,
            "undefined" => Self::Undefined,
            _ => return Err(format!("Cannot find option named '{text}'!")),
        })
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(match self {
            Self::BaseInference => "bi",
            Self::MainInference => "mi",
            Self::MainTraining => "mt",
            Self::Undefined => "undefined",
        });
    }
}

/// The level whose limits operations are checked against
/// (`TosaLevelEnum`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TosaLevelEnum {
    /// `none`: no limits.
    None,
    /// `8k`: frame sizes up to 8K.
    #[default]
    EightK,
}

impl ir::pass::OptionValue for TosaLevelEnum {
    const VALUE_NAME: &'static str = "value";
    fn parse_option(text: &str) -> Result<Self, String> {
        Ok(match text {
            "none" => Self::None,
            "8k" => Self::EightK,
            _ => return Err(format!("Cannot find option named '{text}'!")),
        })
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(match self {
            Self::None => "none",
            Self::EightK => "8k",
        });
    }
}

/// A level's limits (`TosaLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct TosaLevel {
    max_rank: i64,
    max_kernel: i64,
    max_stride: i64,
    max_scale: i64,
}

/// `TOSA_LEVEL_EIGHTK`.
const LEVEL_EIGHTK: TosaLevel = TosaLevel {
    max_rank: 6,
    max_kernel: 8192,
    max_stride: 8192,
    max_scale: 256,
};

/// The `tosa-validate` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaValidation {
    base: TosaValidationBase,
}

/// An error at `op` (`emitOpError`).
fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// Whether `v` is produced by a constant op (`m_Constant`) holding a
/// `dense<...>` attribute.
fn is_dense_constant(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .and_then(|d| ctx.constant_value(d))
        .is_some_and(|a| ctx.as_dense_elements(a).is_some())
}

/// The constant-operand checks (`checkConstantOperand*`).
fn check_constant_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(pad) = PadOp::cast(ctx, op) {
        if !is_dense_constant(ctx, pad.padding(ctx)) {
            return Err(op_error(ctx, op, "padding of pad is not constant"));
        }
        if pad
            .pad_const(ctx)
            .is_some_and(|v| !is_dense_constant(ctx, v))
        {
            return Err(op_error(ctx, op, "pad_const of pad is not constant"));
        }
    }
    if let Some(t) = TransposeOp::cast(ctx, op) {
        if !is_dense_constant(ctx, t.perms(ctx)) {
            return Err(op_error(ctx, op, "perms of transpose is not constant"));
        }
    }
    if let Some(fc) = FullyConnectedOp::cast(ctx, op) {
        if !is_dense_constant(ctx, fc.weight(ctx)) {
            return Err(op_error(
                ctx,
                op,
                "weight of fully_connected is not constant",
            ));
        }
        if !is_dense_constant(ctx, fc.bias(ctx)) {
            return Err(op_error(ctx, op, "bias of fully_connected is not constant"));
        }
    }
    Ok(())
}

/// The ops whose operand and result ranks are checked against the level
/// (`levelCheckRanks`).
const RANKED_OPS: &[&str] = &[
    ArgMaxOp::OPERATION_NAME,
    ClampOp::OPERATION_NAME,
    SigmoidOp::OPERATION_NAME,
    TanhOp::OPERATION_NAME,
    AddOp::OPERATION_NAME,
    ArithmeticRightShiftOp::OPERATION_NAME,
    BitwiseAndOp::OPERATION_NAME,
    BitwiseOrOp::OPERATION_NAME,
    BitwiseXorOp::OPERATION_NAME,
    IntDivOp::OPERATION_NAME,
    LogicalAndOp::OPERATION_NAME,
    LogicalLeftShiftOp::OPERATION_NAME,
    LogicalRightShiftOp::OPERATION_NAME,
    LogicalOrOp::OPERATION_NAME,
    LogicalXorOp::OPERATION_NAME,
    MaximumOp::OPERATION_NAME,
    MinimumOp::OPERATION_NAME,
    MulOp::OPERATION_NAME,
    PowOp::OPERATION_NAME,
    SubOp::OPERATION_NAME,
    TableOp::OPERATION_NAME,
    AbsOp::OPERATION_NAME,
    BitwiseNotOp::OPERATION_NAME,
    CeilOp::OPERATION_NAME,
    ClzOp::OPERATION_NAME,
    ExpOp::OPERATION_NAME,
    FloorOp::OPERATION_NAME,
    LogOp::OPERATION_NAME,
    LogicalNotOp::OPERATION_NAME,
    NegateOp::OPERATION_NAME,
    ReciprocalOp::OPERATION_NAME,
    RsqrtOp::OPERATION_NAME,
    SelectOp::OPERATION_NAME,
    EqualOp::OPERATION_NAME,
    GreaterOp::OPERATION_NAME,
    GreaterEqualOp::OPERATION_NAME,
    ReduceAllOp::OPERATION_NAME,
    ReduceAnyOp::OPERATION_NAME,
    ReduceMaxOp::OPERATION_NAME,
    ReduceMinOp::OPERATION_NAME,
    ReduceProdOp::OPERATION_NAME,
    ReduceSumOp::OPERATION_NAME,
    ConcatOp::OPERATION_NAME,
    PadOp::OPERATION_NAME,
    ReshapeOp::OPERATION_NAME,
    ReverseOp::OPERATION_NAME,
    SliceOp::OPERATION_NAME,
    TileOp::OPERATION_NAME,
    TransposeOp::OPERATION_NAME,
    CastOp::OPERATION_NAME,
    RescaleOp::OPERATION_NAME,
    ConstOp::OPERATION_NAME,
    IdentityOp::OPERATION_NAME,
];

impl TosaValidation {
    /// The limits of the level option (`configLevelAndProfile`).
    fn level(&self) -> Option<TosaLevel> {
        match self.base.options.level {
            TosaLevelEnum::EightK => Some(LEVEL_EIGHTK),
            TosaLevelEnum::None => None,
        }
    }

    /// `isValidElementType`.
    fn is_valid_element_type(&self, ctx: &Context, ty: Type) -> bool {
        if ctx.is_float(ty) {
            if self.base.options.profile == TosaProfileEnum::BaseInference {
                return false;
            }
            return ctx.is_f32(ty) || ctx.is_f16(ty) || ctx.is_bf16(ty);
        }
        if let Some((width, signedness)) = ctx.type_as_integer(ty) {
            return if signedness == ir::Signedness::Unsigned {
                matches!(width, 8 | 16)
            } else {
                matches!(width, 1 | 4 | 8 | 16 | 32 | 48 | 64)
            };
        }
        true
    }
}

/// The level checks of one op (`applyLevelCheck`).
fn level_check(ctx: &Context, op: OpId, level: TosaLevel) -> Result<(), Diagnostic> {
    let fail = |what: &str| Err(op_error(ctx, op, format!("failed level check: {what}")));
    let kernel = |v: i64, what: &str| {
        if v > level.max_kernel {
            fail(what)
        } else {
            Ok(())
        }
    };
    let stride = |v: i64, what: &str| {
        if v > level.max_stride {
            fail(what)
        } else {
            Ok(())
        }
    };
    let name = ctx.op_name_of(op);
    if RANKED_OPS.contains(&name) {
        let rank = |v: Value, what: &str| {
            let ty = ctx.value_type(v);
            if !ctx.is_shaped(ty) {
                return Ok(());
            }
            match ctx.rank(ty) {
                None => fail("unranked tensor"),
                Some(r) if r as i64 > level.max_rank => fail(what),
                _ => Ok(()),
            }
        };
        for v in ctx.operands(op) {
            rank(v, "operand rank(shape) <= MAX_RANK")?;
        }
        for v in ctx.results(op) {
            rank(v, "result rank(shape) <= MAX_RANK")?;
        }
    }
    let pool = |k: &[i64], s: &[i64], p: &[i64]| -> Result<(), Diagnostic> {
        k.iter()
            .try_for_each(|&v| kernel(v, "kernel <= MAX_KERNEL"))?;
        s.iter()
            .try_for_each(|&v| stride(v, "stride <= MAX_STRIDE"))?;
        p.iter().try_for_each(|&v| kernel(v, "pad <= MAX_KERNEL"))
    };
    if let Some(p) = AvgPool2dOp::cast(ctx, op) {
        pool(p.kernel(ctx), p.stride(ctx), p.pad(ctx))?;
    }
    let weight_shape = || {
        ctx.operands(op)
            .get(1)
            .and_then(|&w| ctx.shape(ctx.value_type(w)))
            .map(<[i64]>::to_vec)
    };
    let conv = |d: &[i64], p: &[i64], s: &[i64], dims: &[(usize, usize, &str)]| {
        d.iter()
            .try_for_each(|&v| kernel(v, "dilation <= MAX_KERNEL"))?;
        p.iter().try_for_each(|&v| kernel(v, "pad <= MAX_KERNEL"))?;
        s.iter()
            .try_for_each(|&v| stride(v, "stride <= MAX_STRIDE"))?;
        if let Some(shape) = weight_shape() {
            for &(di, si, what) in dims {
                let (Some(&dv), Some(&sv)) = (d.get(di), shape.get(si)) else {
                    continue;
                };
                kernel(dv.wrapping_mul(sv), what)?;
            }
        }
        Ok(())
    };
    if let Some(c) = Conv2DOp::cast(ctx, op) {
        conv(
            c.dilation(ctx),
            c.pad(ctx),
            c.stride(ctx),
            &[
                (0, 1, "dilation_y * KH <= MAX_KERNEL)"),
                (1, 2, "dilation_x * KW <= MAX_KERNEL)"),
            ],
        )?;
    }
    if let Some(c) = Conv3DOp::cast(ctx, op) {
        conv(
            c.dilation(ctx),
            c.pad(ctx),
            c.stride(ctx),
            &[
                (0, 1, "dilation_d * KD <= MAX_KERNEL)"),
                (1, 2, "dilation_y * KH <= MAX_KERNEL)"),
                (2, 3, "dilation_x * KW <= MAX_KERNEL)"),
            ],
        )?;
    }
    if let Some(c) = DepthwiseConv2DOp::cast(ctx, op) {
        conv(
            c.dilation(ctx),
            c.pad(ctx),
            c.stride(ctx),
            &[
                (0, 0, "dilation_y * KH <= MAX_KERNEL)"),
                (1, 1, "dilation_x * KW <= MAX_KERNEL)"),
            ],
        )?;
    }
    if FFT2dOp::cast(ctx, op).is_some() {
        for v in ctx.operands(op) {
            if let Some(shape) = ctx.shape(ctx.value_type(v)) {
                kernel(shape.get(1).copied().unwrap_or(0), "H <= MAX_KERNEL")?;
                kernel(shape.get(2).copied().unwrap_or(0), "W <= MAX_KERNEL")?;
            }
        }
    }
    if let Some(p) = MaxPool2dOp::cast(ctx, op) {
        pool(p.kernel(ctx), p.stride(ctx), p.pad(ctx))?;
    }
    if RFFT2dOp::cast(ctx, op).is_some() {
        for v in ctx.operands(op) {
            if let Some(shape) = ctx.shape(ctx.value_type(v)) {
                kernel(shape.get(1).copied().unwrap_or(0), "H <= MAX_KERNEL")?;
                kernel(shape.get(2).copied().unwrap_or(0), "W <= MAX_KERNEL")?;
            }
        }
    }
    if let Some(t) = TransposeConv2DOp::cast(ctx, op) {
        if let Some(shape) = ctx.shape(ctx.value_type(t.filter(ctx))) {
            kernel(shape.get(1).copied().unwrap_or(0), "KH <= MAX_KERNEL")?;
            kernel(shape.get(2).copied().unwrap_or(0), "KW <= MAX_KERNEL")?;
        }
        t.out_pad(ctx)
            .iter()
            .try_for_each(|&v| kernel(v, "pad <= MAX_KERNEL"))?;
        t.stride(ctx)
            .iter()
            .try_for_each(|&v| stride(v, "stride <= MAX_STRIDE"))?;
    }
    if let Some(r) = ResizeOp::cast(ctx, op) {
        // (The scales are read as `int16_t`.)
        let s: Vec<i64> = r.scale(ctx).iter().map(|&v| i64::from(v as i16)).collect();
        let ratio = |n: usize, d: usize| {
            let (n, d) = (
                s.get(n).copied().unwrap_or(0),
                s.get(d).copied().unwrap_or(1),
            );
            if d == 0 {
                0
            } else {
                n / d
            }
        };
        let scale = |v: i64, what: &str| {
            if v > level.max_scale {
                fail(what)
            } else {
                Ok(())
            }
        };
        scale(ratio(0, 1), "scale_y_n/scale_y_d <= MAX_SCALE")?;
        scale(ratio(2, 3), "scale_x_n/scale_x_d <= MAX_SCALE")?;
    }
    Ok(())
}

/// The variable checks (`CheckVariable`, `CheckVariableReadOrWrite`).
fn variable_check(
    ctx: &Context,
    op: OpId,
    variables: &mut HashMap<String, Type>,
) -> Result<(), Diagnostic> {
    if let Some(var) = VariableOp::cast(ctx, op) {
        let name = var.name(ctx).to_string();
        if variables.contains_key(&name) {
            return Err(op_error(ctx, op, "name has already been declared"));
        }
        variables.insert(name, var.type_(ctx));
    }
    let name = if let Some(r) = VariableReadOp::cast(ctx, op) {
        Some(r.name(ctx).to_string())
    } else {
        VariableWriteOp::cast(ctx, op).map(|w| w.name(ctx).to_string())
    };
    if let Some(name) = name {
        let Some(&declared) = variables.get(&name) else {
            return Err(op_error(ctx, op, "name has not been declared"));
        };
        if ctx.operand_types_iter(op).any(|t| t != declared) {
            return Err(op_error(
                ctx,
                op,
                "operand type does not equal variable type",
            ));
        }
        if ctx.result_types_iter(op).any(|t| t != declared) {
            return Err(op_error(
                ctx,
                op,
                "result type does not equal variable type",
            ));
        }
    }
    Ok(())
}

impl OperationPass for TosaValidation {
    type Declaration = TosaValidationBase;
    fn declaration(&self) -> &TosaValidationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaValidationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let level = self.level();
        let strict = self.base.options.strict_operation_spec_alignment;
        let mut failed = false;
        let mut variables = HashMap::new();
        for op in run.walk_postorder(top) {
            let ctx: &Context = run;
            let mut errors = Vec::new();
            let types: Vec<Type> = ctx
                .operand_types_iter(op)
                .chain(ctx.result_types_iter(op))
                .collect();
            let invalid = types
                .iter()
                .map(|&t| ctx.element_type_or_self(t))
                .find(|&e| !self.is_valid_element_type(ctx, e));
            if let Some(e) = invalid {
                // (Upstream returns from the walk's callback: the other
                // checks skip this op.)
                let d = op_error(
                    ctx,
                    op,
                    format!(
                        "is not profile-aligned: element type '{}' is not legal",
                        type_to_string(ctx, e)
                    ),
                );
                run.emit(d);
                failed = true;
                continue;
            }
            if strict {
                if let Err(d) = check_constant_operands(ctx, op) {
                    errors.push(d);
                }
            }
            if let Some(level) = level {
                if let Err(d) = level_check(ctx, op, level) {
                    errors.push(d);
                }
            }
            if let Err(d) = variable_check(ctx, op, &mut variables) {
                errors.push(d);
            }
            failed |= !errors.is_empty();
            for d in errors {
                run.emit(d);
            }
        }
        if failed {
            Err(PassFailure)
        } else {
            Ok(())
        }
    }
}
