//! The op traits' checks, with upstream's messages (`OpTrait::impl::verify*`
//! of `Operation.cpp` and the shape helpers of `TypeUtilities.cpp`).

use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;
use crate::core::types::{Type, TypeData, DYNAMIC};

/// Whether [`verify_trait`] checks anything for `t` (the arms of its
/// match): the verifier only calls it for these, most traits an op carries
/// being markers.
pub(super) fn has_check(t: &OpTrait) -> bool {
    use OpTrait::*;
    passes_on_uniform_types(t)
        || matches!(
            t,
            ZeroOperands
                | OneOperand
                | NOperands(_)
                | AtLeastNOperands(_)
                | ZeroResults
                | OneResult
                | NResults(_)
                | AtLeastNResults(_)
                | ZeroRegions
                | OneRegion
                | NRegions(_)
                | AtLeastNRegions(_)
                | ZeroSuccessors
                | OneSuccessor
                | NSuccessors(_)
                | AtLeastNSuccessors(_)
                | IsTerminator
                | ResultsAreBoolLike
                | ResultsAreFloatLike
                | OperandsAreFloatLike
                | ResultsAreSignlessIntegerLike
                | OperandsAreSignlessIntegerLike
                | NoRegionArguments
                | ResultsBroadcastableShape
                | SingleBlock
                | HasParent(_)
                | Symbol
        )
}

/// Whether [`verify_trait`] passes for `t` on every op with at least one
/// operand and one result, all of one type (what [`uniform_types`] tells):
/// the traits comparing the types of an op's operands and results.
pub(super) fn passes_on_uniform_types(t: &OpTrait) -> bool {
    use OpTrait::*;
    matches!(
        t,
        SameTypeOperands
            | SameOperandsShape
            | SameOperandsAndResultShape
            | SameOperandsElementType
            | SameOperandsAndResultElementType
            | SameOperandsAndResultType
            | SameOperandsAndResultRank
            | Elementwise
    )
}

/// Whether `op` has at least one operand and one result, all of one type.
pub(super) fn uniform_types(ctx: &Context, op: OpId) -> bool {
    let Some(ty) = ctx.result_types_iter(op).next() else {
        return false;
    };
    ctx.num_operands(op) != 0
        && ctx
            .result_types_iter(op)
            .chain(ctx.operand_types_iter(op))
            .all(|t| t == ty)
}

/// The operand, result, region and successor counts an op's count traits
/// allow, each as an inclusive range (`[min, max]`).
#[derive(Clone, Copy)]
pub(super) struct CountBounds {
    /// Operands, results, regions, successors.
    ranges: [(u32, u32); 4],
}

impl Default for CountBounds {
    fn default() -> Self {
        CountBounds {
            ranges: [(0, u32::MAX); 4],
        }
    }
}

impl CountBounds {
    /// Narrows the bounds by `t` if it is a count trait (whose check
    /// [`verify_trait`] passes exactly for counts in its range); says
    /// whether it was one.
    pub(super) fn narrow(&mut self, t: &OpTrait) -> bool {
        use OpTrait::*;
        let (k, lo, hi) = match *t {
            ZeroOperands => (0, 0, 0),
            OneOperand => (0, 1, 1),
            NOperands(n) => (0, n, n),
            AtLeastNOperands(n) => (0, n, u32::MAX),
            ZeroResults => (1, 0, 0),
            OneResult => (1, 1, 1),
            NResults(n) => (1, n, n),
            AtLeastNResults(n) => (1, n, u32::MAX),
            ZeroRegions => (2, 0, 0),
            OneRegion => (2, 1, 1),
            NRegions(n) => (2, n, n),
            AtLeastNRegions(n) => (2, n, u32::MAX),
            ZeroSuccessors => (3, 0, 0),
            OneSuccessor => (3, 1, 1),
            NSuccessors(n) => (3, n, n),
            AtLeastNSuccessors(n) => (3, n, u32::MAX),
            _ => return false,
        };
        let r = &mut self.ranges[k];
        *r = (r.0.max(lo), r.1.min(hi));
        true
    }

    /// Whether `op`'s counts are all within the bounds, i.e. every count
    /// trait the bounds came from passes on it.
    pub(super) fn admit(&self, ctx: &Context, op: OpId) -> bool {
        let within = |k: usize, n: usize| {
            let (lo, hi) = self.ranges[k];
            (lo as usize..=hi as usize).contains(&n)
        };
        let data = ctx.op(op);
        within(0, data.operands.len())
            && within(1, data.results.len())
            && within(2, data.regions().len())
            && within(3, data.successors().len())
    }
}

/// Checks trait `t` on `op`; the error is the message after `'name' op `.
pub(super) fn verify_trait(ctx: &Context, op: OpId, t: &OpTrait) -> Result<(), String> {
    // Counted when a check needs them: most traits an op carries are
    // markers with nothing to check.
    let no = || ctx.num_operands(op);
    let nr = || ctx.num_results(op);
    let ng = || ctx.op_regions(op).len();
    let ns = || ctx.successors(op).len();
    match t {
        OpTrait::ZeroOperands if no() != 0 => Err("requires zero operands".into()),
        OpTrait::OneOperand if no() != 1 => Err("requires a single operand".into()),
        OpTrait::NOperands(n) if no() != *n as usize => {
            Err(format!("expected {n} operands, but found {}", no()))
        }
        OpTrait::AtLeastNOperands(n) => at_least_operands(no(), *n as usize),
        OpTrait::ZeroResults if nr() != 0 => Err("requires zero results".into()),
        OpTrait::OneResult if nr() != 1 => Err("requires one result".into()),
        OpTrait::NResults(n) if nr() != *n as usize => Err(format!("expected {n} results")),
        OpTrait::AtLeastNResults(n) => at_least_results(nr(), *n as usize),
        OpTrait::ZeroRegions if ng() != 0 => Err("requires zero regions".into()),
        OpTrait::OneRegion if ng() != 1 => Err("requires one region".into()),
        OpTrait::NRegions(n) if ng() != *n as usize => Err(format!("expected {n} regions")),
        OpTrait::AtLeastNRegions(n) if ng() < *n as usize => {
            Err(format!("expected {n} or more regions"))
        }
        OpTrait::ZeroSuccessors if ns() != 0 => {
            Err(format!("requires 0 successors but found {}", ns()))
        }
        OpTrait::OneSuccessor if ns() != 1 => {
            Err(format!("requires 1 successor but found {}", ns()))
        }
        OpTrait::NSuccessors(n) if ns() != *n as usize => {
            Err(format!("requires {n} successors but found {}", ns()))
        }
        OpTrait::AtLeastNSuccessors(n) if ns() < *n as usize => Err(format!(
            "requires at least {n} successors but found {}",
            ns()
        )),
        OpTrait::IsTerminator => match ctx.op_parent_block(op) {
            Some(b) if ctx.block_last_op(b) == Some(op) => Ok(()),
            _ => Err("must be the last operation in the parent block".into()),
        },
        OpTrait::SameTypeOperands => {
            let mut tys = ctx.operand_types_iter(op);
            let first = tys.next();
            if tys.any(|t| Some(t) != first) {
                Err("requires all operands to have the same type".into())
            } else {
                Ok(())
            }
        }
        OpTrait::SameOperandsShape => {
            at_least_operands(no(), 1)?;
            if compatible_shapes(ctx, &ctx.operand_types(op)) {
                Ok(())
            } else {
                Err("requires the same shape for all operands".into())
            }
        }
        OpTrait::SameOperandsAndResultShape => {
            at_least_operands(no(), 1)?;
            at_least_results(nr(), 1)?;
            let mut tys = ctx.operand_types(op);
            tys.extend(ctx.result_types(op));
            if compatible_shapes(ctx, &tys) {
                Ok(())
            } else {
                Err("requires the same shape for all operands and results".into())
            }
        }
        OpTrait::SameOperandsElementType => {
            at_least_operands(no(), 1)?;
            let e = ctx.element_type_or_self(ctx.value_type(ctx.operand(op, 0)));
            if ctx
                .operand_types_iter(op)
                .any(|t| ctx.element_type_or_self(t) != e)
            {
                Err("requires the same element type for all operands".into())
            } else {
                Ok(())
            }
        }
        OpTrait::SameOperandsAndResultElementType => {
            at_least_operands(no(), 1)?;
            at_least_results(nr(), 1)?;
            let e = ctx.element_type_or_self(ctx.result_type(op, 0));
            let mut all = ctx.result_types_iter(op).chain(ctx.operand_types_iter(op));
            if all.any(|t| ctx.element_type_or_self(t) != e) {
                Err("requires the same element type for all operands and results".into())
            } else {
                Ok(())
            }
        }
        OpTrait::SameOperandsAndResultType => same_operands_and_result_type(ctx, op, no(), nr()),
        OpTrait::SameOperandsAndResultRank => same_rank(ctx, op, no()),
        OpTrait::Elementwise => elementwise(ctx, op),
        OpTrait::ResultsAreBoolLike => {
            let bad = ctx
                .result_types_iter(op)
                .any(|t| !ctx.is_integer(tensor_or_vector_element(ctx, t), 1));
            if bad {
                Err("requires a bool result type".into())
            } else {
                Ok(())
            }
        }
        OpTrait::ResultsAreFloatLike => {
            if ctx
                .result_types_iter(op)
                .any(|t| !ctx.is_float(tensor_or_vector_element(ctx, t)))
            {
                Err("requires a floating point type".into())
            } else {
                Ok(())
            }
        }
        OpTrait::OperandsAreFloatLike => {
            if ctx
                .operand_types_iter(op)
                .any(|t| !ctx.is_float(tensor_or_vector_element(ctx, t)))
            {
                Err("requires a float type".into())
            } else {
                Ok(())
            }
        }
        OpTrait::ResultsAreSignlessIntegerLike | OpTrait::OperandsAreSignlessIntegerLike => {
            let bad_type = |t| !ctx.is_signless_int_or_index(tensor_or_vector_element(ctx, t));
            let bad = if *t == OpTrait::ResultsAreSignlessIntegerLike {
                ctx.result_types_iter(op).any(bad_type)
            } else {
                ctx.operand_types_iter(op).any(bad_type)
            };
            if bad {
                Err("requires an integer or index type".into())
            } else {
                Ok(())
            }
        }
        OpTrait::ResultsBroadcastableShape => compatible_operand_broadcast(ctx, op),
        OpTrait::NoRegionArguments => {
            for (i, &r) in ctx.op_regions(op).iter().enumerate() {
                let Some(&entry) = ctx.region_blocks(r).first() else {
                    continue;
                };
                if ctx.num_block_args(entry) != 0 {
                    return Err(if ng() > 1 {
                        format!("region #{i} should have no arguments")
                    } else {
                        "region should have no arguments".into()
                    });
                }
            }
            Ok(())
        }
        OpTrait::SingleBlock => {
            let terminated = !ctx.op_has_trait(op, &OpTrait::NoTerminator);
            for (i, &r) in ctx.op_regions(op).iter().enumerate() {
                let blocks = ctx.region_blocks(r);
                if blocks.len() > 1 {
                    return Err(format!("expects region #{i} to have 0 or 1 blocks"));
                }
                // SingleBlockImplicitTerminator's check (a block emptied by a rewrite).
                if terminated
                    && blocks
                        .first()
                        .is_some_and(|&b| ctx.block_last_op(b).is_none())
                {
                    return Err("expects a non-empty block".into());
                }
            }
            Ok(())
        }
        OpTrait::HasParent(names) => match ctx.op_parent_op(op) {
            Some(parent) if names.iter().any(|n| ctx.op_name_of(parent) == n) => Ok(()),
            _ if names.len() == 1 => Err(format!("expects parent op '{}'", names[0])),
            _ => Err(format!(
                "expects parent op to be one of '{}'",
                names.join(", ")
            )),
        },
        OpTrait::Symbol => match ctx.attr(op, "sym_name") {
            Some(a) if ctx.as_string(a).is_some() => Ok(()),
            // An optional symbol (`isOptionalSymbol`, `pdl.pattern`) may
            // leave its name out.
            None if crate::interfaces::SymbolOpInterfaceRef::get(ctx, op)
                .is_some_and(|s| s.is_optional_symbol(ctx)) =>
            {
                Ok(())
            }
            _ => Err("requires string attribute 'sym_name'".into()),
        },
        _ => Ok(()),
    }
}

/// Whether the op's operand and result types mix tensors and vectors
/// (which `ResultsBroadcastableShape` rejects before its shape checks, as
/// an error not prefixed with the op's name).
pub(super) fn mixes_tensor_and_vector(ctx: &Context, op: OpId) -> bool {
    let mut types = ctx.operand_types_iter(op).chain(ctx.result_types_iter(op));
    let (mut tensor, mut vector) = (false, false);
    for t in &mut types {
        tensor |= ctx.is_tensor(t);
        vector |= ctx.is_vector(t);
    }
    tensor && vector
}

/// `ResultsBroadcastableShape` (upstream's
/// `verifyCompatibleOperandBroadcast`, after the tensor/vector check):
/// the ranked tensor operands broadcast, and each ranked tensor result's
/// trailing dimensions agree with the broadcast shape.
fn compatible_operand_broadcast(ctx: &Context, op: OpId) -> Result<(), String> {
    let ranked = |t: &Type| ctx.is_ranked_tensor(*t);
    let operands: Vec<Type> = ctx.operand_types_iter(op).filter(ranked).collect();
    let Some(&first) = operands.first() else {
        return Ok(());
    };
    let mut shape = ctx.shape(first).unwrap_or(&[]).to_vec();
    for &t in &operands {
        match crate::core::vocab::types::broadcast_shapes(&shape, ctx.shape(t).unwrap_or(&[])) {
            Some(s) => shape = s,
            None => return Err("operands don't have broadcast-compatible shapes".into()),
        }
    }
    let shape_string = |dims: &[i64]| {
        let dims: Vec<String> = dims
            .iter()
            .map(|&d| {
                if d == DYNAMIC {
                    "?".to_string()
                } else {
                    d.to_string()
                }
            })
            .collect();
        format!("'{}'", dims.join("x"))
    };
    for t in ctx.result_types_iter(op).filter(ranked) {
        let dims = ctx.shape(t).unwrap_or(&[]);
        let suffix = &dims[dims.len().saturating_sub(shape.len())..];
        let compatible = suffix.len() == shape.len()
            && suffix
                .iter()
                .zip(&shape)
                .all(|(&e, &i)| e == DYNAMIC || i == DYNAMIC || e == i);
        if !compatible {
            return Err(format!(
                "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                shape_string(dims),
                shape_string(&shape)
            ));
        }
    }
    Ok(())
}

fn at_least_operands(no: usize, n: usize) -> Result<(), String> {
    if no < n {
        return Err(format!("expected {n} or more operands, but found {no}"));
    }
    Ok(())
}

fn at_least_results(nr: usize, n: usize) -> Result<(), String> {
    if nr < n {
        return Err(format!("expected {n} or more results"));
    }
    Ok(())
}

/// The element type of a vector, or of a tensor looked through to its
/// innermost vector or scalar (upstream's `getTensorOrVectorElementType`).
fn tensor_or_vector_element(ctx: &Context, mut t: Type) -> Type {
    loop {
        match ctx.type_data(t) {
            TypeData::Vector { element, .. } => return *element,
            TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } => {
                t = *element
            }
            _ => return t,
        }
    }
}

fn same_operands_and_result_type(
    ctx: &Context,
    op: OpId,
    no: usize,
    nr: usize,
) -> Result<(), String> {
    at_least_operands(no, 1)?;
    at_least_results(nr, 1)?;
    let ty = ctx.result_type(op, 0);
    // All of one type (the common case): nothing to compare.
    if ctx
        .result_types_iter(op)
        .chain(ctx.operand_types_iter(op))
        .all(|t| t == ty)
    {
        return Ok(());
    }
    let element = ctx.element_type_or_self(ty);
    let encoding = ctx.tensor_encoding(ty);
    for other in ctx
        .result_types_iter(op)
        .skip(1)
        .chain(ctx.operand_types_iter(op))
    {
        if ctx.element_type_or_self(other) != element || !compatible_shape(ctx, other, ty) {
            return Err("requires the same type for all operands and results".into());
        }
        if encoding.is_some() && ctx.tensor_encoding(other) != encoding {
            return Err("requires the same encoding for all operands and results".into());
        }
    }
    Ok(())
}

fn same_rank(ctx: &Context, op: OpId, no: usize) -> Result<(), String> {
    at_least_operands(no, 1)?;
    let ranked = |tys: Vec<Type>| -> Vec<usize> {
        tys.into_iter()
            .filter(|&t| ctx.is_shaped(t))
            .filter_map(|t| ctx.rank(t))
            .collect()
    };
    let (operands, results) = (ranked(ctx.operand_types(op)), ranked(ctx.result_types(op)));
    let Some(&rank) = operands.first().or(results.first()) else {
        return Ok(());
    };
    if operands.iter().any(|&r| r != rank) {
        return Err("operands don't have matching ranks".into());
    }
    if results.iter().any(|&r| r != rank) {
        return Err("result type has different rank than operands".into());
    }
    Ok(())
}

fn elementwise(ctx: &Context, op: OpId) -> Result<(), String> {
    let mappable = |t: &Type| ctx.is_vector(*t) || ctx.is_tensor(*t);
    // All scalars (the common case): nothing to compare.
    if !ctx
        .result_types_iter(op)
        .chain(ctx.operand_types_iter(op))
        .any(|t| mappable(&t))
    {
        return Ok(());
    }
    let results: Vec<Type> = ctx.result_types(op).into_iter().filter(mappable).collect();
    let operands: Vec<Type> = ctx.operand_types(op).into_iter().filter(mappable).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(
            "if a result is non-scalar, then at least one operand must be non-scalar".into(),
        );
    }
    if results.is_empty() {
        return Err(
            "if an operand is non-scalar, then there must be at least one non-scalar result".into(),
        );
    }
    if results.len() != ctx.num_results(op) {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let types: Vec<Type> = operands.into_iter().chain(results).collect();
    let kind = std::mem::discriminant(ctx.type_data(types[0]));
    if types
        .iter()
        .any(|&t| std::mem::discriminant(ctx.type_data(t)) != kind)
        || !compatible_shapes(ctx, &types)
    {
        return Err(
            "all non-scalar operands/results must have the same shape and base type".into(),
        );
    }
    Ok(())
}

/// Upstream's `verifyCompatibleShape(Type, Type)`: both unshaped, or both
/// shaped with one unranked or dimensions equal where both are static.
pub(crate) fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.is_shaped(a), ctx.is_shaped(b)) {
        (false, shaped) => !shaped,
        (true, false) => false,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
            }
            _ => true,
        },
    }
}

/// Upstream's `verifyCompatibleShapes(TypeRange)`: all unshaped, or all
/// shaped, all scalable vectors or none, and the ranked ones of one rank
/// whose static sizes agree per dimension.
pub(crate) fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|&&t| ctx.is_shaped(t)).count();
    if shaped == 0 {
        return true;
    }
    if shaped != types.len() {
        return false;
    }
    let scalable = |t: Type| {
        ctx.vector_scalable_dims(t)
            .is_some_and(|d| d.iter().any(|&s| s))
    };
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let shapes: Vec<&[i64]> = types.iter().filter_map(|&t| ctx.shape(t)).collect();
    let Some(first) = shapes.first() else {
        return true;
    };
    if shapes.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let fixed = shapes.iter().map(|s| s[i]).find(|&d| d != DYNAMIC);
        fixed.is_none_or(|f| shapes.iter().all(|s| s[i] == DYNAMIC || s[i] == f))
    })
}
