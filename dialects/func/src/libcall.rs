//! Ops replaced by calls of library functions (the `ScalarOpToLibmCall`
//! patterns of upstream's `MathToLibm.cpp` and `ComplexToLibm.cpp`): the
//! function is declared where the call can see it, then called.

use ir::interfaces::{nearest_symbol_table, SymbolTableCollection};
use ir::{OpId, PatternRewriter};

use crate::{CallOp, FuncOp};

/// Replaces `op` (of one result) by a `func.call @name` of its operands.
/// When the nearest symbol table above `op` has no symbol `name`, a
/// private `func.func @name` of `op`'s operand and result types is
/// declared at the start of its body first, with the unit attributes
/// `unit_attrs` (`llvm.readnone` for libm's math functions). Returns
/// whether `op` was replaced.
pub fn replace_with_library_call(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    unit_attrs: &[&str],
) -> bool {
    let Some(table) = rw
        .op_parent_op(op)
        .and_then(|p| nearest_symbol_table(rw, p))
    else {
        return false;
    };
    let declared = SymbolTableCollection::new()
        .lookup_symbol_in(rw, table, name)
        .is_some();
    let (operands, results) = (rw.operands(op), rw.result_types(op));
    if !declared {
        let Some(&body) = rw
            .op_regions(table)
            .first()
            .and_then(|&r| rw.region_blocks(r).first())
        else {
            return false;
        };
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(body);
        let inputs = rw.value_types(&operands);
        let fn_type = rw.function_type(&inputs, &results);
        let private = rw.string_attr("private");
        let loc = rw.unknown_loc();
        let f = FuncOp::build_with_values(rw, loc, name, fn_type, Some(private), None, None);
        for attr in unit_attrs {
            let (key, unit) = (rw.ident(attr), rw.unit_attr());
            // The op was just created: setting an attribute cannot fail.
            let _ = rw.set_attr(f.operation(), key, unit);
        }
        rw.set_insertion_point(saved);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let call = CallOp::build_with_values(rw, loc, &results, name, &operands);
    let values = rw.results(call.operation());
    rw.replace_op(op, &values).is_ok()
}
