//! scf's structural type conversions (upstream's
//! `SCF/Transforms/StructuralTypeConversions.cpp`): `scf.for`, `scf.if` and
//! `scf.while` rebuilt with converted result types around their own
//! regions (whose block signatures are converted), and `scf.yield` and
//! `scf.condition` of the converted values, for a dialect conversion whose
//! type converter changes the types of values carried by loops and
//! branches. A value converting to several is passed as the inputs of the
//! `unrealized_conversion_cast` standing for it, and results converting to
//! several are rebuilt by the converter's source materializations.
//!
//! [`populate_scf_structural_type_conversions_and_legality`] adds the
//! patterns and the legality rules that go with them.

use std::rc::Rc;

use ir::conversion::{ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter};
use ir::{OpId, OperationState, Type, Value};

use crate::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};

/// The values standing for `v`: the inputs of the
/// `unrealized_conversion_cast` of several inputs defining it (a 1:N
/// conversion), else `v` (`unpackUnrealizedConversionCast`).
fn unpack(rw: &ConversionRewriter<'_, '_>, values: &[Value]) -> Vec<Value> {
    let mut out = Vec::with_capacity(values.len());
    for &v in values {
        let cast = rw
            .defining_op(v)
            .filter(|&d| rw.op_name_of(d) == "builtin.unrealized_conversion_cast");
        match cast.map(|c| rw.operands(c)) {
            Some(inputs) if inputs.len() != 1 => out.extend(inputs),
            _ => out.push(v),
        }
    }
    out
}

/// Which op a [`Structural`] pattern converts.
#[derive(Clone, Copy)]
enum Kind {
    For,
    If,
    While,
}

/// `Structural1ToNConversionPattern`: the op rebuilt with converted
/// result types, its results packed back per original result.
struct Structural(Kind);

impl Structural {
    /// The rebuilt op (`convertSourceOp`), or `None`.
    fn convert(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
        converter: &TypeConverter,
        dst_types: &[Type],
    ) -> Option<OpId> {
        let loc = rw.op_loc(op);
        let name = rw.op_name_of(op).to_string();
        let name = rw.op_name(&name);
        let mut state = OperationState::new(name, loc);
        state.attributes = rw.attrs(op).to_vec();
        state.properties = rw.props(op);
        let regions = rw.op_regions(op).to_vec();
        match self.0 {
            Kind::For => {
                rw.convert_region_types(regions[0], converter).ok()?;
                let (bounds, init) = operands.split_at(3.min(operands.len()));
                state.operands = bounds.to_vec();
                state.operands.extend(unpack(rw, init));
                state.result_types = rw.value_types(&state.operands[bounds.len()..]);
            }
            Kind::If => {
                state.operands = operands.to_vec();
                state.result_types = dst_types.to_vec();
            }
            Kind::While => {
                for &r in &regions {
                    rw.convert_region_types(r, converter).ok()?;
                }
                state.operands = unpack(rw, operands);
                state.result_types = dst_types.to_vec();
            }
        }
        for _ in &regions {
            state.add_region(rw);
        }
        let new = rw.create_op(state);
        for (i, &r) in regions.iter().enumerate() {
            let dest = rw.op_region(new, i);
            rw.inline_region_before(r, dest, None).ok()?;
        }
        Some(new)
    }
}

impl ConversionPattern for Structural {
    fn root(&self) -> Option<&str> {
        Some(match self.0 {
            Kind::For => ForOp::OPERATION_NAME,
            Kind::If => IfOp::OPERATION_NAME,
            Kind::While => WhileOp::OPERATION_NAME,
        })
    }
    fn name(&self) -> &str {
        "SCFStructuralTypeConversion"
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
        let mut dst_types = Vec::new();
        let mut offsets = vec![0];
        for t in rw.result_types(op) {
            match converter.convert_types(rw, t) {
                Some(types) => dst_types.extend(types),
                None => return rw.notify_match_failure("could not convert result type"),
            }
            offsets.push(dst_types.len());
        }
        let Some(new) = self.convert(op, operands, rw, converter, &dst_types) else {
            return rw.notify_match_failure("could not convert operation");
        };
        let results = rw.results(new);
        let loc = rw.op_loc(op);
        let mut packed = Vec::with_capacity(offsets.len() - 1);
        for (i, w) in offsets.windows(2).enumerate() {
            let mapped = &results[w[0].min(results.len())..w[1].min(results.len())];
            if let [one] = mapped {
                packed.push(*one);
                continue;
            }
            let original = rw.value_type(rw.result(op, i));
            match converter.materialize_source(rw, original, mapped, loc) {
                Some(v) => packed.push(v),
                None => {
                    return rw.notify_match_failure("Failed to materialize 1:N type conversion")
                }
            }
        }
        rw.replace_op(op, &packed).is_ok()
    }
}

/// `scf.yield` of the converted (unpacked) values.
struct ConvertYield;

impl ConversionPattern for ConvertYield {
    fn root(&self) -> Option<&str> {
        Some(YieldOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ConvertYieldOpTypes"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let values = unpack(rw, operands);
        let loc = rw.op_loc(op);
        let name = rw.op_name(YieldOp::OPERATION_NAME);
        let mut state = OperationState::new(name, loc);
        state.operands = values;
        rw.replace_op_with_new_op(op, state).is_ok()
    }
}

/// `scf.condition` of the converted (unpacked) values, in place.
struct ConvertCondition;

impl ConversionPattern for ConvertCondition {
    fn root(&self) -> Option<&str> {
        Some(ConditionOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ConvertConditionOpTypes"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let values = unpack(rw, operands);
        rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &values))
            .is_ok()
    }
}

/// Adds scf's structural type conversion patterns to `patterns`
/// (`populateSCFStructuralTypeConversions`), in upstream's order: for, if,
/// yield, while, condition. They convert with the conversion's type
/// converter.
pub fn populate_scf_structural_type_conversions(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    patterns.push(Box::new(Structural(Kind::For)));
    patterns.push(Box::new(Structural(Kind::If)));
    patterns.push(Box::new(ConvertYield));
    patterns.push(Box::new(Structural(Kind::While)));
    patterns.push(Box::new(ConvertCondition));
}

/// Marks the scf ops legal in `target` when their types are
/// (`populateSCFStructuralTypeConversionTarget`): `scf.for` and `scf.if`
/// by their result types, `scf.yield` by its operand types (always, in
/// other parents than those three), `scf.while` and `scf.condition` by
/// all their types.
pub fn populate_scf_structural_type_conversion_target(
    converter: Rc<TypeConverter>,
    target: &mut ConversionTarget,
) {
    for name in [ForOp::OPERATION_NAME, IfOp::OPERATION_NAME] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, op| {
            let types = ctx.result_types(op);
            types.into_iter().all(|t| c.is_legal(ctx, t))
        });
    }
    let c = converter.clone();
    target.add_dynamically_legal_op(YieldOp::OPERATION_NAME, move |ctx, op| {
        let structural = ctx.op_parent_op(op).is_some_and(|p| {
            let name = ctx.op_name_of(p);
            [
                ForOp::OPERATION_NAME,
                IfOp::OPERATION_NAME,
                WhileOp::OPERATION_NAME,
            ]
            .contains(&name)
        });
        if !structural {
            return true;
        }
        let types = ctx.operand_types(op);
        types.into_iter().all(|t| c.is_legal(ctx, t))
    });
    for name in [WhileOp::OPERATION_NAME, ConditionOp::OPERATION_NAME] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, op| c.is_op_legal(ctx, op));
    }
}

/// Both of the above (`populateSCFStructuralTypeConversionsAndLegality`).
pub fn populate_scf_structural_type_conversions_and_legality(
    converter: Rc<TypeConverter>,
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    target: &mut ConversionTarget,
) {
    populate_scf_structural_type_conversions(patterns);
    populate_scf_structural_type_conversion_target(converter, target);
}
