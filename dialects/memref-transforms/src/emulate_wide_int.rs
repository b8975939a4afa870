//! `memref-emulate-wide-int` (upstream's `MemRef/Transforms/EmulateWideInt.cpp`):
//! arith's wide-integer emulation extended to memrefs, whose elements of
//! twice the widest supported width become vectors of their halves
//! (`memref<4xi64>` becomes `memref<4xvector<2xi32>>`), with
//! `memref.alloc`, `memref.load` and `memref.store` rebuilt on the
//! converted types.

use std::rc::Rc;

use arith_transforms::emulate_wide_int::{legal_when_types_are, report};
use arith_transforms::{populate_arith_wide_int_emulation_patterns, WideIntEmulationConverter};
use ir::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget,
};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpId, Value};
use memref::{AllocOp, LoadOp, StoreOp};

use crate::MemRefEmulateWideIntBase;

/// Adds the conversion of memref types to `converter`
/// (`populateMemRefWideIntEmulationConversions`): a memref of integers
/// wider than the supported width takes the converted element type
/// (layout and memory space kept); other memrefs stay.
pub fn populate_memref_wide_int_emulation_conversions(converter: &mut WideIntEmulationConverter) {
    let max = converter.max_target_int_bit_width();
    converter
        .type_converter_mut()
        .add_recursive_conversion(move |tc, ctx, ty| {
            if !ctx.is_memref(ty) {
                return None;
            }
            let element = ctx.element_type_or_self(ty);
            match ctx.type_as_integer(element) {
                Some((width, _)) if width > max => {
                    let new_element = tc.convert_type(ctx, element)?;
                    let mut data = ctx.type_data(ty).clone();
                    if let ir::TypeData::MemRef { element, .. } = &mut data {
                        *element = new_element;
                    }
                    Some(ctx.get_type(data))
                }
                _ => Some(ty),
            }
        });
}

/// Which memref op a [`MemRefPattern`] rebuilds.
#[derive(Clone, Copy)]
enum Kind {
    Alloc,
    Load,
    Store,
}

/// `ConvertMemRefAlloc`, `ConvertMemRefLoad`, `ConvertMemRefStore`: the op
/// rebuilt with the converted memref (and loaded value) types.
struct MemRefPattern(Kind);

impl ConversionPattern for MemRefPattern {
    fn root(&self) -> Option<&str> {
        Some(match self.0 {
            Kind::Alloc => AllocOp::OPERATION_NAME,
            Kind::Load => LoadOp::OPERATION_NAME,
            Kind::Store => StoreOp::OPERATION_NAME,
        })
    }
    fn name(&self) -> &str {
        "MemRefWideIntEmulation"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(converter) = rw.type_converter() else {
            return false;
        };
        let loc = rw.op_loc(op);
        match self.0 {
            Kind::Alloc => {
                let Some(alloc) = AllocOp::cast(rw, op) else {
                    return false;
                };
                let ty = rw.value_type(rw.result(op, 0));
                let Some(new_ty) = converter.convert_type(rw, ty) else {
                    return rw.notify_match_failure("failed to convert memref type");
                };
                let n = alloc.dynamic_sizes(rw).len().min(operands.len());
                let alignment = alloc.alignment_attr(rw);
                let (sizes, symbols) = operands.split_at(n);
                let new = AllocOp::build(rw, loc, new_ty, sizes, symbols, alignment);
                let v = new.memref(rw);
                rw.replace_op(op, &[v]).is_ok()
            }
            Kind::Load => {
                let Some(load) = LoadOp::cast(rw, op) else {
                    return false;
                };
                let ty = rw.value_type(rw.result(op, 0));
                let Some(new_ty) = converter.convert_type(rw, ty) else {
                    return rw.notify_match_failure("failed to convert memref type");
                };
                let Some((&memref, indices)) = operands.split_first() else {
                    return false;
                };
                let nontemporal = load.nontemporal(rw);
                let nontemporal = rw.bool_attr(nontemporal);
                let new = LoadOp::build(rw, loc, new_ty, memref, indices, Some(nontemporal));
                let v = new.result(rw);
                rw.replace_op(op, &[v]).is_ok()
            }
            Kind::Store => {
                let Some(store) = StoreOp::cast(rw, op) else {
                    return false;
                };
                let ty = rw.value_type(store.memref(rw));
                if converter.convert_type(rw, ty).is_none() {
                    return rw.notify_match_failure("failed to convert memref type");
                }
                let [value, memref, indices @ ..] = operands else {
                    return false;
                };
                let nontemporal = store.nontemporal(rw);
                let nontemporal = rw.bool_attr(nontemporal);
                StoreOp::build(rw, loc, *value, *memref, indices, Some(nontemporal));
                rw.replace_op(op, &[]).is_ok()
            }
        }
    }
}

/// Adds the memref patterns to `patterns`
/// (`populateMemRefWideIntEmulationPatterns`).
pub fn populate_memref_wide_int_emulation_patterns(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    for kind in [Kind::Alloc, Kind::Load, Kind::Store] {
        patterns.push(Box::new(MemRefPattern(kind)));
    }
}

/// The `memref-emulate-wide-int` pass.
#[derive(Clone, Debug, Default)]
pub struct MemRefEmulateWideInt {
    base: MemRefEmulateWideIntBase,
}

/// Emulates the integers wider than `widest_int_supported` bits in the
/// arith, memref and vector ops nested in `root` (legal when their types
/// are; other ops, `func` ones included, stay). `Err(None)` when
/// `widest_int_supported` is not a power of two of at least 2 (upstream
/// fails the pass without a diagnostic); on a failed conversion the IR is
/// left as it was and the diagnostic returned.
pub fn memref_emulate_wide_int(
    ctx: &mut ir::Context,
    root: OpId,
    widest_int_supported: u32,
) -> Result<(), Option<ir::Diagnostic>> {
    let mut converter = WideIntEmulationConverter::new(widest_int_supported).ok_or(None)?;
    populate_memref_wide_int_emulation_conversions(&mut converter);
    let mut patterns = Vec::new();
    populate_arith_wide_int_emulation_patterns(&converter, &mut patterns);
    populate_memref_wide_int_emulation_patterns(&mut patterns);
    let converter = Rc::new(converter);
    let mut target = ConversionTarget::new();
    legal_when_types_are(&mut target, &converter, &["arith", "memref", "vector"]);
    apply_partial_conversion(
        ctx,
        root,
        &target,
        &patterns,
        Some(converter.type_converter()),
    )
    .map_err(Some)
}

impl OperationPass for MemRefEmulateWideInt {
    type Declaration = MemRefEmulateWideIntBase;
    fn declaration(&self) -> &MemRefEmulateWideIntBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut MemRefEmulateWideIntBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let widest = self.base.options.widest_int_supported;
        let result = memref_emulate_wide_int(run.ctx(), root, widest);
        report(run, result)
    }
}
