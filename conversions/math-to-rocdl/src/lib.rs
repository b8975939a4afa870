//! MLIR's `--convert-math-to-rocdl` (upstream MLIR 19's
//! `lib/Conversion/MathToROCDL`): math ops on `f32`/`f64` (and `f16`,
//! extended) and `arith.remf` as calls to the ROCm device library's
//! `__ocml_*` functions, declared before the function using them; ops on
//! vectors scalarized first (`gpu_common`'s lowerings). The other math ops
//! are left to `--convert-math-to-llvm`.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! math::register(&mut ctx);
//! llvm::register_dialect(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%x: f32) -> f32 {
//!        %0 = math.exp %x : f32
//!        return %0 : f32
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! math_to_rocdl::convert_math_to_rocdl(&mut ctx, module).expect("converts");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("llvm.func @__ocml_exp_f32(f32) -> f32"));
//! assert!(text.contains("llvm.call @__ocml_exp_f32(%arg0) : (f32) -> f32"));
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use gpu_common::{OpToFuncCallLowering, ScalarizeVectorOpLowering};
use ir::conversion::ConversionPattern;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::OpId;
use llvm_common::{apply_llvm_conversion, LowerToLlvmOptions};

// The pass declaration (`ConvertMathToROCDLBase`, `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// Each op lowered, with its `f32` and `f64` functions, in upstream's
/// order.
const CALLS: &[(&str, &str, &str)] = &[
    (
        math::AbsFOp::OPERATION_NAME,
        "__ocml_fabs_f32",
        "__ocml_fabs_f64",
    ),
    (
        math::AcosOp::OPERATION_NAME,
        "__ocml_acos_f32",
        "__ocml_acos_f64",
    ),
    (
        math::AcoshOp::OPERATION_NAME,
        "__ocml_acosh_f32",
        "__ocml_acosh_f64",
    ),
    (
        math::AsinOp::OPERATION_NAME,
        "__ocml_asin_f32",
        "__ocml_asin_f64",
    ),
    (
        math::AsinhOp::OPERATION_NAME,
        "__ocml_asinh_f32",
        "__ocml_asinh_f64",
    ),
    (
        math::AtanOp::OPERATION_NAME,
        "__ocml_atan_f32",
        "__ocml_atan_f64",
    ),
    (
        math::AtanhOp::OPERATION_NAME,
        "__ocml_atanh_f32",
        "__ocml_atanh_f64",
    ),
    (
        math::Atan2Op::OPERATION_NAME,
        "__ocml_atan2_f32",
        "__ocml_atan2_f64",
    ),
    (
        math::CbrtOp::OPERATION_NAME,
        "__ocml_cbrt_f32",
        "__ocml_cbrt_f64",
    ),
    (
        math::CeilOp::OPERATION_NAME,
        "__ocml_ceil_f32",
        "__ocml_ceil_f64",
    ),
    (
        math::CosOp::OPERATION_NAME,
        "__ocml_cos_f32",
        "__ocml_cos_f64",
    ),
    (
        math::CoshOp::OPERATION_NAME,
        "__ocml_cosh_f32",
        "__ocml_cosh_f64",
    ),
    (
        math::SinhOp::OPERATION_NAME,
        "__ocml_sinh_f32",
        "__ocml_sinh_f64",
    ),
    (
        math::ExpOp::OPERATION_NAME,
        "__ocml_exp_f32",
        "__ocml_exp_f64",
    ),
    (
        math::Exp2Op::OPERATION_NAME,
        "__ocml_exp2_f32",
        "__ocml_exp2_f64",
    ),
    (
        math::ExpM1Op::OPERATION_NAME,
        "__ocml_expm1_f32",
        "__ocml_expm1_f64",
    ),
    (
        math::FloorOp::OPERATION_NAME,
        "__ocml_floor_f32",
        "__ocml_floor_f64",
    ),
    (
        math::LogOp::OPERATION_NAME,
        "__ocml_log_f32",
        "__ocml_log_f64",
    ),
    (
        math::Log10Op::OPERATION_NAME,
        "__ocml_log10_f32",
        "__ocml_log10_f64",
    ),
    (
        math::Log1pOp::OPERATION_NAME,
        "__ocml_log1p_f32",
        "__ocml_log1p_f64",
    ),
    (
        math::Log2Op::OPERATION_NAME,
        "__ocml_log2_f32",
        "__ocml_log2_f64",
    ),
    (
        math::PowFOp::OPERATION_NAME,
        "__ocml_pow_f32",
        "__ocml_pow_f64",
    ),
    (
        math::RsqrtOp::OPERATION_NAME,
        "__ocml_rsqrt_f32",
        "__ocml_rsqrt_f64",
    ),
    (
        math::SinOp::OPERATION_NAME,
        "__ocml_sin_f32",
        "__ocml_sin_f64",
    ),
    (
        math::SqrtOp::OPERATION_NAME,
        "__ocml_sqrt_f32",
        "__ocml_sqrt_f64",
    ),
    (
        math::TanhOp::OPERATION_NAME,
        "__ocml_tanh_f32",
        "__ocml_tanh_f64",
    ),
    (
        math::TanOp::OPERATION_NAME,
        "__ocml_tan_f32",
        "__ocml_tan_f64",
    ),
    (
        math::ErfOp::OPERATION_NAME,
        "__ocml_erf_f32",
        "__ocml_erf_f64",
    ),
    (
        arith::RemFOp::OPERATION_NAME,
        "__ocml_fmod_f32",
        "__ocml_fmod_f64",
    ),
];

/// Adds the lowerings of the math ops to `patterns`: for each op, its
/// scalarization then its call (upstream's
/// `populateMathToROCDLConversionPatterns`).
pub fn populate_math_to_rocdl_conversion_patterns(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(root, f32_func, f64_func) in CALLS {
        patterns.push(Box::new(ScalarizeVectorOpLowering { root }));
        patterns.push(Box::new(OpToFuncCallLowering {
            root,
            f32_func,
            f64_func,
        }));
    }
}

/// Runs the conversion on `root` (a module): builtin, func, vector and
/// llvm ops legal but for the replaced intrinsics, the rest converted as
/// far as the patterns go.
pub fn convert_math_to_rocdl(ctx: &mut ir::Context, root: OpId) -> Result<(), ir::Diagnostic> {
    let mut patterns = Vec::new();
    populate_math_to_rocdl_conversion_patterns(&mut patterns);
    let mut target = ir::conversion::ConversionTarget::new();
    for dialect in ["builtin", "func", "vector", "llvm"] {
        target.add_legal_dialect(dialect);
    }
    for &op in gpu_common::ILLEGAL_LLVM_INTRINSICS {
        target.add_illegal_op(op);
    }
    let options = LowerToLlvmOptions::new();
    apply_llvm_conversion(ctx, root, &target, &options, &patterns)
}

/// The `convert-math-to-rocdl` pass.
#[derive(Clone, Debug, Default)]
pub struct ConvertMathToROCDL {
    base: ConvertMathToROCDLBase,
}

impl OperationPass for ConvertMathToROCDL {
    type Declaration = ConvertMathToROCDLBase;
    fn declaration(&self) -> &ConvertMathToROCDLBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ConvertMathToROCDLBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        convert_math_to_rocdl(run.ctx(), root).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
