//! The canonicalization patterns of `vector.reduction` and
//! `vector.multi_reduction` (upstream `VectorOps.cpp`), with
//! `makeArithReduction`.

use crate::fold::{i64_array, shape};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{Attribute, Location, OpBuilder, OpId, PatternRewriter, RewritePattern, Value};

/// The arith op combining by `kind` (on floats when `float`), and whether
/// it takes fastmath flags; `None` for a combination of kinds.
fn arith_op(kind: CombiningKind, float: bool) -> Option<(&'static str, bool)> {
    Some(match kind {
        CombiningKind::ADD if float => ("arith.addf", true),
        CombiningKind::ADD => ("arith.addi", false),
        CombiningKind::MUL if float => ("arith.mulf", true),
        CombiningKind::MUL => ("arith.muli", false),
        CombiningKind::AND => ("arith.andi", false),
        CombiningKind::OR => ("arith.ori", false),
        CombiningKind::XOR => ("arith.xori", false),
        CombiningKind::MAXNUMF => ("arith.maxnumf", true),
        CombiningKind::MAXIMUMF => ("arith.maximumf", true),
        CombiningKind::MINNUMF => ("arith.minnumf", true),
        CombiningKind::MINIMUMF => ("arith.minimumf", true),
        CombiningKind::MAXSI => ("arith.maxsi", false),
        CombiningKind::MINSI => ("arith.minsi", false),
        CombiningKind::MAXUI => ("arith.maxui", false),
        CombiningKind::MINUI => ("arith.minui", false),
        _ => return None,
    })
}

/// `makeArithReduction`: `v1` combined with `acc` by `kind` (an arith op,
/// folded when it folds), then selected with `acc` under `mask`.
pub fn make_arith_reduction(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: CombiningKind,
    v1: Value,
    acc: Value,
    fastmath: Option<Attribute>,
    mask: Option<Value>,
) -> Value {
    let ty = b.value_type(v1);
    let elt = b.element_type_or_self(ty);
    let float = b.is_float(elt);
    // The patterns check the kind first (`arith_op`).
    let (name, fm) = arith_op(kind, float).unwrap_or(("arith.addi", false));
    let op_name = b.op_name(name);
    let mut state = ir::OperationState::new(op_name, loc);
    state.operands.extend([v1, acc]);
    state.result_types.push(ty);
    if let (true, Some(f)) = (fm, fastmath) {
        let key = b.ident("fastmath");
        state.attributes.push((key, f));
    }
    let op = b.create(state);
    let result = ir::rewrite::create_or_fold(b, op)[0];
    match mask {
        Some(m) => arith::SelectOp::build(b, loc, ty, m, result, acc).result(b),
        None => result,
    }
}

/// The `vector.mask` wrapping `op`, if any (`getMaskingOp`).
pub(crate) fn masking_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<MaskOp> {
    let parent = rw.op_parent_op(op)?;
    MaskOp::cast(rw, parent)
}

/// `ReductionOp`'s patterns: `ElideSingleElementReduction`.
pub(crate) fn reduction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        ReductionOp::OPERATION_NAME,
        "ElideSingleElementReduction",
        elide_single_element,
    )]
}

fn elide_single_element(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = ReductionOp::cast(rw, op) else {
        return false;
    };
    let vector = r.vector(rw);
    let sizes = shape(rw, rw.value_type(vector));
    if !sizes.is_empty() && sizes[0] != 1 {
        return false;
    }
    let float = rw.is_float(rw.element_type_or_self(rw.value_type(vector)));
    if r.acc(rw).is_some() && arith_op(r.kind(rw), float).is_none() {
        return false;
    }
    let masking = masking_op(rw, op);
    let (root, mut mask) = match masking {
        Some(m) => (m.operation(), Some(m.mask(rw))),
        None => (op, None),
    };
    rw.set_insertion_point_before(root);
    let loc = rw.op_loc(op);
    let elt = rw.value_type(r.dest(rw));
    let mut result = if sizes.is_empty() {
        if let Some(m) = mask {
            let i1 = rw.element_type_or_self(rw.value_type(m));
            mask = Some(ExtractElementOp::build(rw, loc, i1, m, None).result(rw));
        }
        ExtractElementOp::build(rw, loc, elt, vector, None).result(rw)
    } else {
        let zero = i64_array(rw, &[0]);
        if let Some(m) = mask {
            let mt = rw.value_type(m);
            let i1 = extracted_type(rw, mt, 1);
            mask = Some(ExtractOp::build(rw, loc, i1, m, &[], zero).result(rw));
        }
        let t = extracted_type(rw, rw.value_type(vector), 1);
        ExtractOp::build(rw, loc, t, vector, &[], zero).result(rw)
    };
    if let Some(acc) = r.acc(rw) {
        let kind = r.kind(rw);
        let fastmath = r.fastmath_attr(rw);
        result = make_arith_reduction(rw, loc, kind, result, acc, fastmath, mask);
    }
    rw.replace_op(root, &[result]).is_ok()
}

/// The type of an extract of `n` leading positions of vector type `t`
/// (`ExtractOp::inferReturnTypes`).
pub(crate) fn extracted_type(rw: &mut PatternRewriter<'_>, t: ir::Type, n: usize) -> ir::Type {
    match rw.type_data(t).clone() {
        ir::TypeData::Vector {
            shape,
            scalable,
            element,
        } if shape.len() > n => rw.get_type(ir::TypeData::Vector {
            shape: shape[n..].to_vec(),
            scalable: scalable[n..].to_vec(),
            element,
        }),
        ir::TypeData::Vector { element, .. } => element,
        _ => t,
    }
}

/// `MultiDimReductionOp`'s patterns: `ElideUnitDimsInMultiDimReduction`.
pub(crate) fn multi_reduction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        MultiDimReductionOp::OPERATION_NAME,
        "ElideUnitDimsInMultiDimReduction",
        elide_unit_dims,
    )]
}

fn elide_unit_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    let source = r.source(rw);
    let sizes = shape(rw, rw.value_type(source));
    let reduced = crate::fold::int_array(rw, r.reduction_dims(rw));
    if sizes
        .iter()
        .enumerate()
        .any(|(i, &d)| reduced.contains(&(i as i64)) && d != 1)
    {
        return false;
    }
    let float = rw.is_float(rw.element_type_or_self(rw.value_type(source)));
    if arith_op(r.kind(rw), float).is_none() {
        return false;
    }
    let masking = masking_op(rw, op);
    let (root, mut mask) = match masking {
        Some(m) => (m.operation(), Some(m.mask(rw))),
        None => (op, None),
    };
    rw.set_insertion_point_before(root);
    let loc = rw.op_loc(op);
    let acc = r.acc(rw);
    let dest_ty = rw.value_type(r.dest(rw));
    let cast = if let ir::TypeData::Vector {
        shape: dshape,
        scalable,
        ..
    } = rw.type_data(dest_ty).clone()
    {
        if let Some(m) = mask {
            let i1 = rw.integer_type(1, ir::Signedness::Signless);
            let mt = rw.get_type(ir::TypeData::Vector {
                shape: dshape,
                scalable,
                element: i1,
            });
            mask = Some(ShapeCastOp::build(rw, loc, mt, m).result(rw));
        }
        ShapeCastOp::build(rw, loc, dest_ty, source).result(rw)
    } else {
        let zeros = i64_array(rw, &vec![0; sizes.len()]);
        if let Some(m) = mask {
            let mt = rw.value_type(m);
            let i1 = rw.element_type_or_self(mt);
            mask = Some(ExtractOp::build(rw, loc, i1, m, &[], zeros).result(rw));
        }
        let elt = rw.element_type_or_self(rw.value_type(source));
        ExtractOp::build(rw, loc, elt, source, &[], zeros).result(rw)
    };
    let kind = r.kind(rw);
    let result = make_arith_reduction(rw, loc, kind, acc, cast, None, mask);
    rw.replace_op(root, &[result]).is_ok()
}

/// Adds the canonicalization patterns the lowerings out of the dialect
/// apply (upstream's `populateVectorToVectorCanonicalizationPatterns`):
/// `CreateMaskFolder`, the folders of masked loads and stores, gathers,
/// scatters, expanding loads and compressing stores of all-true or
/// all-false masks, `StridedSliceConstantMaskFolder` and
/// `TransposeFolder`.
pub fn populate_vector_to_vector_canonicalization_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
) {
    const KEPT: [&str; 9] = [
        "CreateMaskFolder",
        "MaskedLoadFolder",
        "MaskedStoreFolder",
        "GatherFolder",
        "ScatterFolder",
        "ExpandLoadFolder",
        "CompressStoreFolder",
        "StridedSliceConstantMaskFolder",
        "TransposeFolder",
    ];
    let all = [
        crate::mask_fold::create_mask_patterns(),
        crate::mem_fold::masked_load_patterns(),
        crate::mem_fold::masked_store_patterns(),
        crate::mem_fold::gather_patterns(),
        crate::mem_fold::scatter_patterns(),
        crate::mem_fold::expand_load_patterns(),
        crate::mem_fold::compress_store_patterns(),
        crate::slice_patterns::extract_patterns(),
        crate::shape_patterns::transpose_patterns(),
    ];
    patterns.extend(
        all.into_iter()
            .flatten()
            .filter(|p| KEPT.contains(&p.name())),
    );
}
