//! `arith-emulate-wide-int` (upstream's `Arith/Transforms/EmulateWideInt.cpp`):
//! arith ops on integers twice as wide as the target supports rewritten
//! into ops on their halves, held in the innermost dimension of a vector
//! (`i64` becomes `vector<2xi32>`), through function signatures, calls and
//! returns.

mod build;
mod converter;
mod patterns;

use std::rc::Rc;

use ir::conversion::{
    apply_partial_conversion, populate_function_op_interface_type_conversion_pattern,
    ConversionPattern, ConversionTarget,
};
use ir::pass::{OperationPass, PassFailure, PassRun};

pub use converter::WideIntEmulationConverter;

use crate::ArithEmulateWideIntBase;

/// Adds the emulation patterns to `patterns`
/// (`populateArithWideIntEmulationPatterns`): the signature conversion of
/// `func.func`, the conversions of `func.call` and `func.return`, then the
/// arith ops' and `vector.print`'s. The conversion must be run with
/// `converter`'s type converter.
pub fn populate_arith_wide_int_emulation_patterns(
    converter: &WideIntEmulationConverter,
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    populate_function_op_interface_type_conversion_pattern(func::FuncOp::OPERATION_NAME, patterns);
    func::type_conversion::populate_call_op_type_conversion_pattern(patterns);
    func::type_conversion::populate_return_op_type_conversion_pattern(patterns);
    patterns.extend(patterns::patterns(converter.max_target_int_bit_width()));
}

/// The `arith-emulate-wide-int` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithEmulateWideInt {
    base: ArithEmulateWideIntBase,
}

/// Emulates the integers wider than `widest_int_supported` bits (twice
/// as wide at most) in the ops nested in `root`: `func.func`, `func.call`
/// and `func.return` are legal when their types are, as are the arith and
/// vector ops; other ops stay. `Err(None)` when `widest_int_supported` is
/// not a power of two of at least 2 (upstream fails the pass without a
/// diagnostic); on a failed conversion the IR is left as it was and the
/// diagnostic returned.
pub fn emulate_wide_int(
    ctx: &mut ir::Context,
    root: ir::OpId,
    widest_int_supported: u32,
) -> Result<(), Option<ir::Diagnostic>> {
    let converter = WideIntEmulationConverter::new(widest_int_supported).ok_or(None)?;
    let mut patterns = Vec::new();
    populate_arith_wide_int_emulation_patterns(&converter, &mut patterns);
    let converter = Rc::new(converter);
    let mut target = ConversionTarget::new();
    let c = converter.clone();
    target.add_dynamically_legal_op(func::FuncOp::OPERATION_NAME, move |ctx, op| {
        let ty = func::FuncOp::cast(ctx, op).map(|f| f.function_type(ctx));
        ty.is_some_and(|t| c.type_converter().is_legal(ctx, t))
    });
    for name in [func::CallOp::OPERATION_NAME, func::ReturnOp::OPERATION_NAME] {
        let c = converter.clone();
        target
            .add_dynamically_legal_op(name, move |ctx, op| c.type_converter().is_op_legal(ctx, op));
    }
    legal_when_types_are(&mut target, &converter, &["arith", "vector"]);
    apply_partial_conversion(
        ctx,
        root,
        &target,
        &patterns,
        Some(converter.type_converter()),
    )
    .map_err(Some)
}

impl OperationPass for ArithEmulateWideInt {
    type Declaration = ArithEmulateWideIntBase;
    fn declaration(&self) -> &ArithEmulateWideIntBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithEmulateWideIntBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let widest = self.base.options.widest_int_supported;
        let result = emulate_wide_int(run.ctx(), root, widest);
        report(run, result)
    }
}

/// Marks the ops of `dialects` legal in `target` when `converter` finds
/// their operand and result types legal (upstream's
/// `addDynamicallyLegalDialect` with `typeConverter.isLegal(op)`).
pub fn legal_when_types_are(
    target: &mut ConversionTarget,
    converter: &Rc<WideIntEmulationConverter>,
    dialects: &[&str],
) {
    for &dialect in dialects {
        let c = converter.clone();
        target.add_dynamically_legal_dialect(dialect, move |ctx, op| {
            c.type_converter().is_op_legal(ctx, op)
        });
    }
}

/// An emulation's outcome as its pass's: its diagnostic, if any, emitted
/// and the pass failed (without one for a width the converter refuses, as
/// upstream's `signalPassFailure`).
pub fn report(
    run: &mut PassRun<'_>,
    result: Result<(), Option<ir::Diagnostic>>,
) -> Result<(), PassFailure> {
    result.map_err(|d| {
        if let Some(d) = d {
            run.emit(d);
        }
        PassFailure
    })
}
