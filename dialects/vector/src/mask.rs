//! `vector.mask`: its custom form, implicit terminator and verifier
//! (`VectorOps.cpp`'s `MaskOp`).

use crate::*;
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, Location, OperationState, ParseError, Region,
};

/// Parses `%mask (, %passthru)? { op } attr-dict : mask-type (-> types)?`.
pub(crate) fn parse(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let mask = parser.parse_operand()?;
    let passthru = if parser.parse_optional_punct(",") {
        Some(parser.parse_operand()?)
    } else {
        None
    };
    let region = parser.parse_region(&[], false)?;
    ensure_terminator(parser.ctx(), region, state.location);
    state.regions.push(region);
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    let mask_ty = parser.parse_colon_type()?;
    let results = parser.parse_optional_arrow_type_list()?;
    let v = parser.resolve_operand(&mask, mask_ty)?;
    state.operands.push(v);
    if let Some(p) = passthru {
        let Some(&ty) = results.first() else {
            return Err(parser.error("expected a result type for the passthru"));
        };
        let v = parser.resolve_operand(&p, ty)?;
        state.operands.push(v);
    }
    state.result_types.extend(results);
    Ok(())
}

/// The implicit `vector.yield`, yielding the results of the masked op when
/// the region holds exactly one (`MaskOp::ensureTerminator`).
pub fn ensure_terminator(ctx: &mut Context, region: Region, loc: Location) {
    MaskOp::ensure_terminator(ctx, region, loc);
    let Some(&block) = ctx.region_blocks(region).first() else {
        return;
    };
    let ops: Vec<ir::Operation> = ctx.block_ops(block).collect();
    let [masked, old_yield] = ops[..] else {
        return;
    };
    let results = ctx.results(masked);
    let name = ctx.op_name(YieldOp::OPERATION_NAME);
    let mut state = OperationState::new(name, loc);
    state.operands = results;
    let new_yield = ctx.create_operation(state);
    // Both ops are fresh or live in this block.
    let _ = ctx.insert_op(block, Some(old_yield), new_yield);
    let _ = ctx.erase_op(old_yield);
}

/// Prints a `vector.mask`: the masked op on the line, no terminator.
pub(crate) fn print(op: MaskOp, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operand(op.mask(ctx));
    if let Some(v) = op.passthru(ctx) {
        p.write_str(", ");
        p.print_operand(v);
    }
    p.write_str(" { ");
    let block = ctx.region_blocks(op.mask_region(ctx)).first().copied();
    if let Some(first) = block.and_then(|b| ctx.block_ops(b).next()) {
        p.print_custom_or_generic_op(first);
    }
    p.write_str(" }");
    p.print_optional_attr_dict(op.operation(), &[]);
    p.write_str(" : ");
    p.print_type(ctx.value_type(op.mask(ctx)));
    let results = ctx.results(op.operation());
    if !results.is_empty() {
        p.write_str(" -> ");
        let types = ctx.value_types(&results);
        p.print_result_types(&types);
    }
}

fn err(ctx: &Context, op: MaskOp, m: impl std::fmt::Display) -> Result<(), Diagnostic> {
    Err(Diagnostic::op_error(ctx, op.operation(), m))
}

/// The checks of `vector.mask`: one maskable op, its results, the mask
/// type it expects and the passthru.
pub(crate) fn verify(ctx: &Context, op: MaskOp) -> Result<(), Diagnostic> {
    let Some(&block) = ctx.region_blocks(op.mask_region(ctx)).first() else {
        return err(ctx, op, "expects a terminator within the mask region");
    };
    let ops: Vec<ir::Operation> = ctx.block_ops(block).collect();
    let (Some(&first), Some(&last)) = (ops.first(), ops.last()) else {
        return err(ctx, op, "expects a terminator within the mask region");
    };
    if ops.len() > 2 {
        return err(ctx, op, "expects only one operation to mask");
    }
    if YieldOp::cast(ctx, last).is_none() {
        return err(ctx, op, "expects a terminator within the mask region");
    }
    let results = ctx.results(op.operation());
    if ctx.num_operands(last) != results.len() {
        return err(
            ctx,
            op,
            "expects number of results to match mask region yielded values",
        );
    }
    let Some(maskable) = MaskableOpInterfaceRef::get(ctx, first) else {
        return Ok(());
    };
    let masked_results = ctx.results(first);
    if masked_results.len() != results.len() {
        return err(
            ctx,
            op,
            "expects number of results to match maskable operation number of results",
        );
    }
    let masked_types = ctx.value_types(&masked_results);
    if masked_types != ctx.value_types(&results) {
        return err(
            ctx,
            op,
            "expects result type to match maskable operation result type",
        );
    }
    if masked_types.iter().filter(|t| ctx.is_vector(**t)).count() > 1 {
        return err(ctx, op, "multiple vector results not supported");
    }
    let mask_ty = ctx.value_type(op.mask(ctx));
    let mut lookup = ir::TypeLookup::new(ctx);
    let expected = maskable.get_expected_mask_type(ctx, &mut lookup);
    if expected != mask_ty {
        let text = if lookup.missed() {
            // Not interned, so no value has it: print it from a scratch
            // context's copy of the structure.
            expected_text(ctx, maskable)
        } else {
            ir::printer::type_to_string(ctx, expected)
        };
        return err(
            ctx,
            op,
            format_args!("expects a '{text}' mask for the maskable operation"),
        );
    }
    if let Some(passthru) = op.passthru(ctx) {
        if !maskable.supports_passthru(ctx) {
            return err(
                ctx,
                op,
                "doesn't expect a passthru argument for this maskable operation",
            );
        }
        if masked_results.len() != 1 {
            return err(ctx, op, "expects result when passthru argument is provided");
        }
        if ctx.value_type(passthru) != masked_types[0] {
            return err(ctx, op, "expects passthru type to match result type");
        }
    }
    Ok(())
}

/// The text of an expected mask type no value has.
fn expected_text(ctx: &Context, maskable: MaskableOpInterfaceRef) -> String {
    let mut builder = Recorder { ctx, data: None };
    let ty = maskable.get_expected_mask_type(ctx, &mut builder);
    match builder.data {
        Some(ir::TypeData::Vector {
            shape, scalable, ..
        }) => {
            let mut s = String::from("vector<");
            for (n, sc) in shape.iter().zip(&scalable) {
                s.push_str(&if *sc {
                    format!("[{n}]x")
                } else {
                    format!("{n}x")
                });
            }
            s.push_str("i1>");
            s
        }
        _ => ir::printer::type_to_string(ctx, ty),
    }
}

/// A type factory that remembers the last type asked for (to print a
/// type no value has).
struct Recorder<'a> {
    ctx: &'a Context,
    data: Option<ir::TypeData>,
}

impl ir::TypeFactory for Recorder<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }
    fn make_type(&mut self, data: ir::TypeData) -> ir::Type {
        let found = self.ctx.lookup_type(&data);
        self.data = Some(data);
        found.unwrap_or_else(|| self.ctx.none_type())
    }
}

/// Wraps `op` (just built where the builder is) in a `vector.mask` of
/// `mask`, which yields its results (upstream's `maskOperation` without a
/// passthru); returns the mask op.
pub fn mask_operation(
    b: &mut ir::OpBuilder<'_>,
    op: ir::Operation,
    mask: ir::Value,
) -> ir::Operation {
    let loc = b.op_loc(op);
    let results = b.results(op);
    let types = b.value_types(&results);
    let masked = MaskOp::build(b, loc, &types, mask, None);
    // The builder's insertion point is kept (`create_block` moves it).
    let after = b.insertion_point();
    let region = masked.mask_region(b);
    let block = b.create_block(region, &[]);
    b.set_insertion_point_to_end(block);
    let y = YieldOp::build(b, loc, &results);
    b.set_insertion_point(after);
    // `op` is live and the yield was just created in the new block.
    let _ = b.move_op_before(op, y.operation());
    masked.operation()
}
