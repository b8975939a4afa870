//! `--tosa-to-linalg`, `--tosa-to-linalg-named` and the
//! `tosa-to-linalg-pipeline` (upstream MLIR 19's `Conversion/TosaToLinalg`):
//! full dialect conversions of a function. `tosa-to-linalg` makes every
//! tosa op with a linalg form (all but the control flow, constants,
//! `apply_scale` and the ops `tosa-to-tensor` lowers) `linalg.generic`,
//! `linalg.reduce` and tensor ops, with tosa's type converter (unsigned
//! integers as signless ones): the elementwise ops with their operands
//! broadcast to the result's rank and, for dynamic sizes of 1, at run time
//! (`elementwise`), the reductions, `argmax`, `gather`, `rescale`,
//! `reverse`, `table` and `tile` (`ops`), `resize` (`resize`) and the
//! Fourier transforms (`fft`). `tosa-to-linalg-named` makes the
//! convolutions, matmul, fully connected, pooling and transpose ops
//! linalg's named ops (`named`). The passes' `disable-tosa-decompositions`
//! and `aggressive-reduce-constant` options only matter to
//! `addTosaToLinalgPasses`, as upstream's.
//!
//! The passes are declared by their defs in upstream's
//! `Conversion/Passes.td` (`include/mlir/Conversion/Passes.td`, generated
//! by `build.rs`).
#![forbid(unsafe_code)]

mod elementwise;
mod fft;
mod named;
mod ops;
mod resize;
mod util;

use ir::conversion::{apply_full_conversion, ConversionPattern, ConversionTarget, TypeConverter};
use ir::interfaces::FunctionOpInterfaceRef;
use ir::pass::{OpPassManager, OperationPass, OptionContext, PassFailure, PassRegistry, PassRun};
use ir::{Context, OpId};

pub use elementwise::populate_tosa_to_linalg_conversion_patterns;
pub use named::populate_tosa_to_linalg_named_conversion_patterns;

// The pass declarations (`TosaToLinalgBase`, `TosaToLinalgNamedBase`,
// `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// The `tosa-to-linalg` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaToLinalg {
    base: TosaToLinalgBase,
}

/// The `tosa-to-linalg-named` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaToLinalgNamed {
    base: TosaToLinalgNamedBase,
}

/// The tosa ops `tosa-to-linalg` leaves alone (legal, though their
/// dialect is not).
const LEGAL_TOSA_OPS: [&str; 8] = [
    tosa::ApplyScaleOp::OPERATION_NAME,
    tosa::IfOp::OPERATION_NAME,
    tosa::ConstOp::OPERATION_NAME,
    tosa::WhileOp::OPERATION_NAME,
    tosa::ConcatOp::OPERATION_NAME,
    tosa::SliceOp::OPERATION_NAME,
    tosa::ReshapeOp::OPERATION_NAME,
    tosa::PadOp::OPERATION_NAME,
];

/// Lowers the tosa ops of `func` that have a linalg form (all but
/// `LEGAL_TOSA_OPS`); a full conversion, so a tosa op left over is an
/// error. On failure the IR is left as it was and the diagnostic returned.
pub fn convert_tosa_to_linalg(ctx: &mut Context, func: OpId) -> Result<(), ir::Diagnostic> {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("linalg");
    target.add_legal_dialect("tensor");
    target.add_legal_dialect("scf");
    target.add_illegal_dialect("tosa");
    for name in LEGAL_TOSA_OPS {
        target.add_legal_op(name);
    }
    target.mark_unknown_op_dynamically_legal(|_, _| true);
    let mut converter = TypeConverter::new();
    tosa::transforms::populate_tosa_type_conversion(&mut converter);
    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    populate_tosa_to_linalg_conversion_patterns(&mut patterns);
    apply_full_conversion(ctx, func, &target, &patterns, Some(&converter))
}

/// The tosa ops `tosa-to-linalg-named` lowers.
const NAMED_TOSA_OPS: [&str; 8] = [
    tosa::Conv2DOp::OPERATION_NAME,
    tosa::Conv3DOp::OPERATION_NAME,
    tosa::DepthwiseConv2DOp::OPERATION_NAME,
    tosa::MaxPool2dOp::OPERATION_NAME,
    tosa::AvgPool2dOp::OPERATION_NAME,
    tosa::MatMulOp::OPERATION_NAME,
    tosa::FullyConnectedOp::OPERATION_NAME,
    tosa::TransposeOp::OPERATION_NAME,
];

/// The options of `tosa-to-linalg-named` (`TosaToLinalgNamedOptions`).
#[derive(Clone, Copy, Debug, Default)]
pub struct NamedOptions {
    /// `prefer-conv2d-kernel-layout-hwcf`: `linalg.conv_2d_nhwc_hwcf`
    /// (with a transposed kernel) over `linalg.conv_2d_nhwc_fhwc`.
    pub prefer_conv2d_kernel_layout_hwcf: bool,
}

/// Lowers the tosa ops of `func` that have a named linalg form
/// (`NAMED_TOSA_OPS`); a full conversion. On failure the IR is left as
/// it was and the diagnostic returned.
pub fn convert_tosa_to_linalg_named(
    ctx: &mut Context,
    func: OpId,
    options: NamedOptions,
) -> Result<(), ir::Diagnostic> {
    let mut target = ConversionTarget::new();
    for dialect in ["linalg", "tosa", "tensor", "scf"] {
        target.add_legal_dialect(dialect);
    }
    for name in NAMED_TOSA_OPS {
        target.add_illegal_op(name);
    }
    target.mark_unknown_op_dynamically_legal(|_, _| true);
    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    populate_tosa_to_linalg_named_conversion_patterns(&mut patterns, options);
    apply_full_conversion(ctx, func, &target, &patterns, None)
}

impl OperationPass for TosaToLinalg {
    type Declaration = TosaToLinalgBase;
    fn declaration(&self) -> &TosaToLinalgBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaToLinalgBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        convert_tosa_to_linalg(run.ctx(), root).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}

impl OperationPass for TosaToLinalgNamed {
    type Declaration = TosaToLinalgNamedBase;
    fn declaration(&self) -> &TosaToLinalgNamedBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaToLinalgNamedBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let options = NamedOptions {
            prefer_conv2d_kernel_layout_hwcf: self.base.options.prefer_conv2_d_kernel_layout_hwcf,
        };
        convert_tosa_to_linalg_named(run.ctx(), root, options).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}

/// The argument of the pipeline.
pub const TOSA_TO_LINALG_PIPELINE: &str = "tosa-to-linalg-pipeline";

/// Adds upstream's default lowering of tosa to linalg to `pm`
/// (`addTosaToLinalgPasses` with default options and the pipeline's
/// validation options: the base inference profile, strict alignment with
/// the specification, level 8K): the optional decompositions,
/// canonicalization, shape inference, broadcasting, the named lowering,
/// canonicalization, constant folding, broadcasting, validation and the
/// lowering to `linalg.generic`, each on every function but validation.
pub fn build_tosa_to_linalg_pipeline(
    pm: &mut OpPassManager,
    options: &str,
    cx: &mut OptionContext<'_>,
) -> Result<(), String> {
    // The pipeline has no options (`EmptyPipelineOptions`): any is an
    // error of upstream's option parser, written to the error stream.
    let mut rest = options;
    while !rest.is_empty() {
        let (key, _, after) = ir::pass::next_option(rest);
        rest = after;
        if !key.is_empty() {
            cx.direct
                .push_str(&format!("<Pass-Options-Parser>: no such option {key}\n"));
            return Err(String::new());
        }
    }
    let text = "func.func(tosa-optional-decompositions),func.func(canonicalize),\
                func.func(tosa-infer-shapes),func.func(tosa-make-broadcastable),\
                func.func(tosa-to-linalg-named),func.func(canonicalize),\
                func.func(tosa-layerwise-constant-fold),func.func(tosa-make-broadcastable),\
                tosa-validate{profile=bi strict-op-spec-alignment=true level=8k},\
                func.func(tosa-to-linalg)";
    let mut stream = String::new();
    ir::pass::add_pipeline_text(text, pm, cx, &mut stream).map_err(|_| stream)
}

/// Registers `tosa-to-linalg-pipeline` (`registerTosaToLinalgPipelines`).
pub fn register_tosa_to_linalg_pipelines(registry: &mut PassRegistry) {
    registry.register_pipeline(
        TOSA_TO_LINALG_PIPELINE,
        "The default pipeline for converting TOSA operators to the equivalent operations using the tensor operations in LinAlg as well as LinAlg named operations.",
        build_tosa_to_linalg_pipeline,
    );
}
