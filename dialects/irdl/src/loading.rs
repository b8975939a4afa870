//! IRDL definitions made dialects (upstream's `IRDLLoading.cpp` and the
//! `getVerifier` methods of `IRDLOps.cpp`): every `irdl.dialect` of a
//! module becomes a dynamic dialect of the context
//! ([`ir::dynamic`]), its `irdl.type`s and `irdl.attribute`s dynamic
//! types and attributes whose parameters are checked by their
//! constraints, and its `irdl.operation`s dynamic operations whose
//! operands, results, attributes and regions are checked by theirs.

use std::collections::HashMap;
use std::rc::Rc;

use ir::dialect_defs::{AttrDefId, TypeDefId};
use ir::dynamic::DynamicOpDefinition;
use ir::interfaces::SymbolTableCollection;
use ir::printer::attr_to_string;
use ir::{Attribute, Context, Diagnostic, OpId, Value};

use crate::ops::lookup_symbol_near_dialect;
use crate::verifiers::{
    is_attr_base_name, is_type_base_name, Constraint, ConstraintVerifier, ErrorAt, Item,
    RegionConstraint,
};
use crate::*;

/// The dynamic type definition of each `irdl.type`.
pub type TypeDefinitions = HashMap<OpId, TypeDefId>;
/// The dynamic attribute definition of each `irdl.attribute`.
pub type AttrDefinitions = HashMap<OpId, AttrDefId>;

/// The slots of `args` among the constraint values
/// (`getConstraintIndicesForArgs`: an argument that is not a constraint
/// value has none).
fn constraint_indices(args: &[Value], value_to_constr: &[Value]) -> Vec<usize> {
    args.iter()
        .filter_map(|a| value_to_constr.iter().position(|v| v == a))
        .collect()
}

impl IsOpHooks for IsOp {
    fn get_verifier(
        op: Self,
        ctx: &Context,
        _value_to_constr: &[Value],
        _types: &TypeDefinitions,
        _attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        Ok(Constraint::Is(Item::of_attr(ctx, op.expected(ctx))))
    }
}

/// `BaseOp::getVerifier` (called by the op's hook).
pub(crate) fn base_verifier(
    op: BaseOp,
    ctx: &Context,
    types: &TypeDefinitions,
    attrs: &AttrDefinitions,
) -> Result<Constraint, Diagnostic> {
    let this = op;
    {
        if let Some(base) = this.base_ref(ctx) {
            // The verifier made sure it names a type or an attribute.
            let table = SymbolTableCollection::new();
            let found = lookup_symbol_near_dialect(ctx, this.operation(), base, &table);
            if let Some(&def) = found.and_then(|d| types.get(&d)) {
                let d = ctx.type_definition(def);
                return Ok(Constraint::BaseType(format!("{}.{}", d.dialect, d.name)));
            }
            if let Some(&def) = found.and_then(|d| attrs.get(&d)) {
                let d = ctx.attr_definition(def);
                return Ok(Constraint::BaseAttr(format!("{}.{}", d.dialect, d.name)));
            }
            return Err(Diagnostic::at_op(
                ctx,
                this.operation(),
                format!(
                    "{} does not refer to any existing symbol",
                    attr_to_string(ctx, base)
                ),
            ));
        }
        let name = this.base_name(ctx).unwrap_or_default();
        if let Some(type_name) = name.strip_prefix('!') {
            if !is_type_base_name(ctx, type_name) {
                return Err(Diagnostic::at_op(
                    ctx,
                    this.operation(),
                    format!("no registered type with name {name}"),
                ));
            }
            return Ok(Constraint::BaseType(type_name.to_string()));
        }
        let attr_name = name.strip_prefix('#').unwrap_or(name);
        if !is_attr_base_name(ctx, attr_name) {
            return Err(Diagnostic::at_op(
                ctx,
                this.operation(),
                format!("no registered attribute with name {name}"),
            ));
        }
        Ok(Constraint::BaseAttr(attr_name.to_string()))
    }
}

/// `ParametricOp::getVerifier` (called by the op's hook).
pub(crate) fn parametric_verifier(
    op: ParametricOp,
    ctx: &Context,
    value_to_constr: &[Value],
    types: &TypeDefinitions,
    attrs: &AttrDefinitions,
) -> Result<Constraint, Diagnostic> {
    let this = op;
    {
        let constraints = constraint_indices(&this.args(ctx), value_to_constr);
        let base = this.base_type(ctx);
        let table = SymbolTableCollection::new();
        let found = lookup_symbol_near_dialect(ctx, this.operation(), base, &table);
        let Some(found) = found else {
            return Err(Diagnostic::at_op(
                ctx,
                this.operation(),
                format!(
                    "{} does not refer to any existing symbol",
                    attr_to_string(ctx, base)
                ),
            ));
        };
        if let Some(&def) = types.get(&found) {
            return Ok(Constraint::DynParametricType(def, constraints));
        }
        match attrs.get(&found) {
            Some(&def) => Ok(Constraint::DynParametricAttr(def, constraints)),
            // The symbol-use check made sure it names a type or attribute.
            None => Err(Diagnostic::op_error(
                ctx,
                this.operation(),
                "does not refer to a type or attribute definition",
            )),
        }
    }
}

impl AnyOfOpHooks for AnyOfOp {
    fn get_verifier(
        op: Self,
        ctx: &Context,
        value_to_constr: &[Value],
        _types: &TypeDefinitions,
        _attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        Ok(Constraint::AnyOf(constraint_indices(
            &op.args(ctx),
            value_to_constr,
        )))
    }
}

impl AllOfOpHooks for AllOfOp {
    fn get_verifier(
        op: Self,
        ctx: &Context,
        value_to_constr: &[Value],
        _types: &TypeDefinitions,
        _attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        Ok(Constraint::AllOf(constraint_indices(
            &op.args(ctx),
            value_to_constr,
        )))
    }
}

impl AnyOpHooks for AnyOp {
    fn get_verifier(
        _op: Self,
        _ctx: &Context,
        _value_to_constr: &[Value],
        _types: &TypeDefinitions,
        _attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        Ok(Constraint::Any)
    }
}

/// `RegionOp::getVerifier` (called by the op's hook).
pub(crate) fn region_verifier(
    op: RegionOp,
    ctx: &Context,
    value_to_constr: &[Value],
) -> Result<RegionConstraint, Diagnostic> {
    let this = op;
    {
        let argument_constraints = this
            .constrained_arguments(ctx)
            .then(|| constraint_indices(&this.entry_block_args(ctx), value_to_constr));
        Ok(RegionConstraint {
            argument_constraints,
            block_count: this.number_of_blocks(ctx).map(i64::from),
        })
    }
}

/// The ops directly in the body of a definition op.
fn body_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    ctx.op_regions(op)
        .iter()
        .flat_map(|&r| ctx.region_blocks(r).to_vec())
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .collect()
}

/// The first op of kind `W` in the body of `op` (`AtMostOneChildOf::getOp`).
fn child_of<W>(ctx: &Context, op: OpId, cast: fn(&Context, OpId) -> Option<W>) -> Option<W> {
    body_ops(ctx, op).into_iter().find_map(|o| cast(ctx, o))
}

/// The constraint values of a definition and their constraints, in body
/// order (a constraint op with other than one result is an error, as
/// upstream's `createVerifier` reports).
fn constraints_of(
    ctx: &Context,
    def: OpId,
    types: &TypeDefinitions,
    attrs: &AttrDefinitions,
) -> Result<(Vec<Value>, Vec<Constraint>), Diagnostic> {
    let mut values = Vec::new();
    for op in body_ops(ctx, def) {
        if VerifyConstraintInterfaceRef::get(ctx, op).is_some() {
            if ctx.num_results(op) != 1 {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "IRDL constraint operations must have exactly one result",
                ));
            }
            values.push(ctx.result(op, 0));
        }
    }
    let mut constraints = Vec::with_capacity(values.len());
    for &v in &values {
        let Some(op) = ctx.defining_op(v) else {
            continue;
        };
        if let Some(c) = VerifyConstraintInterfaceRef::get(ctx, op) {
            constraints.push(c.get_verifier(ctx, &values, types, attrs)?);
        }
    }
    Ok((values, constraints))
}

/// `irdlAttrOrTypeVerifier`: the parameters, each against its slot.
fn verify_params(
    ctx: &Context,
    params: &[Attribute],
    constraints: &[Constraint],
    param_constraints: &[usize],
) -> Result<(), String> {
    if params.len() != param_constraints.len() {
        return Err(format!(
            "expected {} type arguments, but had {}",
            param_constraints.len(),
            params.len()
        ));
    }
    let mut verifier = ConstraintVerifier::new(constraints);
    let at: ErrorAt = Some((ctx.unknown_loc(), None));
    for (&p, &c) in params.iter().zip(param_constraints) {
        verifier
            .verify(ctx, at, Item::of_attr(ctx, p), c)
            .map_err(|d| d.map(|d| d.message).unwrap_or_default())?;
    }
    Ok(())
}

/// The parameters' verifier of an `irdl.type` or `irdl.attribute`
/// (`getAttrOrTypeVerifier`).
fn attr_or_type_verifier(
    ctx: &Context,
    def: OpId,
    types: &TypeDefinitions,
    attrs: &AttrDefinitions,
) -> Result<ir::dynamic::DynamicParamsVerifyFn, Diagnostic> {
    let (values, constraints) = constraints_of(ctx, def, types, attrs)?;
    let params = child_of(ctx, def, ParametersOp::cast)
        .map(|p| constraint_indices(&p.args(ctx), &values))
        .unwrap_or_default();
    Ok(Rc::new(move |ctx: &Context, args: &[Attribute]| {
        verify_params(ctx, args, &constraints, &params)
    }))
}

/// The values of a `array<i32: ...>` attribute.
fn dense_i32_array(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    let (ty, data) = ctx.as_dense_array(a)?;
    let is_i32 = matches!(ctx.type_data(ty), ir::TypeData::Integer { width: 32, .. });
    match data {
        ir::DenseData::Int(v) if is_i32 => v.iter().map(|&x| i32::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// How many operands or results each definition slot has: one each
/// without optional or variadic slots, the rest to the one such slot, or
/// the sizes of the segment attribute (`getSegmentSizes`).
fn segment_sizes(
    ctx: &Context,
    op: OpId,
    elem: &str,
    attr_name: &str,
    count: usize,
    variadicities: &[Variadicity],
) -> Result<Vec<usize>, Diagnostic> {
    let error = |m: String| Diagnostic::at_op(ctx, op, m);
    let non_single = variadicities
        .iter()
        .filter(|v| **v != Variadicity::Single)
        .count();
    if non_single > 1 {
        let Some(attr) = ctx.attr(op, attr_name) else {
            return Err(error(format!(
                "'{attr_name}' attribute is expected but not provided"
            )));
        };
        let Some(sizes) = dense_i32_array(ctx, attr) else {
            return Err(error(format!(
                "'{attr_name}' attribute is expected to be a dense i32 array"
            )));
        };
        if sizes.len() != variadicities.len() {
            return Err(error(format!(
                "'{attr_name}' attribute for specifying {elem} segments must have {} elements, but got {}",
                variadicities.len(),
                sizes.len()
            )));
        }
        let mut out = Vec::with_capacity(sizes.len());
        for (i, (&size, &v)) in sizes.iter().zip(variadicities).enumerate() {
            if size < 0 {
                return Err(error(format!(
                    "'{attr_name}' attribute for specifying {elem} segments must have non-negative values"
                )));
            }
            if v == Variadicity::Single && size != 1 {
                return Err(error(format!(
                    "element {i} in '{attr_name}' attribute must be equal to 1"
                )));
            }
            if v == Variadicity::Optional && size > 1 {
                return Err(error(format!(
                    "element {i} in '{attr_name}' attribute must be equal to 0 or 1"
                )));
            }
            out.push(size as usize);
        }
        let sum: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
        if sum != count as i64 {
            return Err(error(format!(
                "sum of elements in '{attr_name}' attribute must be equal to the number of {elem}s"
            )));
        }
        return Ok(out);
    }
    if non_single == 0 {
        if count != variadicities.len() {
            return Err(error(format!(
                "op expects exactly {} {elem}s, but got {count}",
                variadicities.len()
            )));
        }
        return Ok(vec![1; count]);
    }
    let rest = count as i64 - variadicities.len() as i64 + 1;
    if rest < 0 {
        return Err(error(format!(
            "op expects at least {} {elem}s, but got {count}",
            variadicities.len() - 1
        )));
    }
    let mut out = Vec::with_capacity(variadicities.len());
    for &v in variadicities {
        if v == Variadicity::Single {
            out.push(1);
            continue;
        }
        if rest > 1 && v == Variadicity::Optional {
            return Err(error(format!(
                "op expects at most {} {elem}s, but got {count}",
                variadicities.len()
            )));
        }
        out.push(rest as usize);
    }
    Ok(out)
}

/// What an `irdl.operation` checks of its ops (`createVerifier`).
struct OpVerifier {
    constraints: Vec<Constraint>,
    regions: Vec<RegionConstraint>,
    operands: Vec<usize>,
    operand_variadicity: Vec<Variadicity>,
    results: Vec<usize>,
    result_variadicity: Vec<Variadicity>,
    /// (name, its string attribute, slot), in the order of the names.
    attributes: Vec<(String, Attribute, usize)>,
}

impl OpVerifier {
    /// `irdlOpVerifier` then `irdlRegionVerifier`, sharing the bindings.
    fn verify(&self, ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let mut verifier = ConstraintVerifier::new(&self.constraints);
        let ops = self.verify_op(ctx, op, &mut verifier);
        let regions = self.verify_regions(ctx, op, &mut verifier);
        match (ops, regions) {
            // Both are reported, in upstream's order: the first on the
            // side (reported before the verifier's error).
            (Err(first), Err(second)) => {
                ctx.emit_side_diagnostic(first);
                Err(second)
            }
            (ops, regions) => ops.and(regions),
        }
    }

    fn verify_op(
        &self,
        ctx: &Context,
        op: OpId,
        verifier: &mut ConstraintVerifier<'_>,
    ) -> Result<(), Diagnostic> {
        let operand_sizes = segment_sizes(
            ctx,
            op,
            "operand",
            "operand_segment_sizes",
            ctx.num_operands(op),
            &self.operand_variadicity,
        )?;
        let result_sizes = segment_sizes(
            ctx,
            op,
            "result",
            "result_segment_sizes",
            ctx.num_results(op),
            &self.result_variadicity,
        )?;
        let at: ErrorAt = Some((ctx.op_loc(op), None));
        let reported = |e: Option<Diagnostic>| {
            e.unwrap_or_else(|| Diagnostic::at_op(ctx, op, "failed to verify constraint"))
        };
        for (name, shown, slot) in &self.attributes {
            let Some(value) = ctx.attr(op, name) else {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "attribute {} is expected but not provided",
                        attr_to_string(ctx, *shown)
                    ),
                ));
            };
            verifier
                .verify(ctx, at, Item::of_attr(ctx, value), *slot)
                .map_err(reported)?;
        }
        let mut index = 0;
        for (def, &size) in operand_sizes.iter().enumerate() {
            for _ in 0..size {
                let ty = ctx.value_type(ctx.operand(op, index));
                verifier
                    .verify(ctx, at, Item::Type(ty), self.operands[def])
                    .map_err(reported)?;
                index += 1;
            }
        }
        let mut index = 0;
        for (def, &size) in result_sizes.iter().enumerate() {
            for _ in 0..size {
                let ty = ctx.value_type(ctx.result(op, index));
                verifier
                    .verify(ctx, at, Item::Type(ty), self.results[def])
                    .map_err(reported)?;
                index += 1;
            }
        }
        Ok(())
    }

    fn verify_regions(
        &self,
        ctx: &Context,
        op: OpId,
        verifier: &mut ConstraintVerifier<'_>,
    ) -> Result<(), Diagnostic> {
        let regions = ctx.op_regions(op);
        if regions.len() != self.regions.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "unexpected number of regions: expected {} but got {}",
                    self.regions.len(),
                    regions.len()
                ),
            ));
        }
        for (i, (c, &r)) in self.regions.iter().zip(regions).enumerate() {
            c.verify(ctx, op, i, r, verifier).map_err(|e| {
                e.unwrap_or_else(|| Diagnostic::at_op(ctx, op, "failed to verify region"))
            })?;
        }
        Ok(())
    }
}

/// The verifier of an `irdl.operation` (`createVerifier`).
fn op_verifier(
    ctx: &Context,
    def: OperationOp,
    types: &TypeDefinitions,
    attrs: &AttrDefinitions,
) -> Result<OpVerifier, Diagnostic> {
    let op = def.operation();
    let mut region_values = Vec::new();
    for o in body_ops(ctx, op) {
        if VerifyRegionInterfaceRef::get(ctx, o).is_some() {
            if ctx.num_results(o) != 1 {
                return Err(Diagnostic::at_op(
                    ctx,
                    o,
                    "IRDL constraint operations must have exactly one result",
                ));
            }
            region_values.push(ctx.result(o, 0));
        }
    }
    let (values, constraints) = constraints_of(ctx, op, types, attrs)?;
    let mut regions = Vec::new();
    for v in region_values {
        if let Some(r) = ctx
            .defining_op(v)
            .and_then(|o| VerifyRegionInterfaceRef::get(ctx, o))
        {
            regions.push(r.get_verifier(ctx, &values, types, attrs)?);
        }
    }
    let kinds = |list: Option<Attribute>| -> Vec<Variadicity> {
        list.and_then(|a| VariadicityArrayAttr::from_attribute(ctx, a))
            .map(|a| a.value(ctx).iter().map(|k| k.value(ctx)).collect())
            .unwrap_or_default()
    };
    let (operands, operand_variadicity) = match child_of(ctx, op, OperandsOp::cast) {
        Some(o) => (
            constraint_indices(&o.args(ctx), &values),
            kinds(ctx.attr(o.operation(), "variadicity")),
        ),
        None => Default::default(),
    };
    let (results, result_variadicity) = match child_of(ctx, op, ResultsOp::cast) {
        Some(o) => (
            constraint_indices(&o.args(ctx), &values),
            kinds(ctx.attr(o.operation(), "variadicity")),
        ),
        None => Default::default(),
    };
    let mut attributes: Vec<(String, Attribute, usize)> = Vec::new();
    if let Some(a) = child_of(ctx, op, AttributesOp::cast) {
        let names = ctx
            .attr(a.operation(), "attributeValueNames")
            .and_then(|n| ctx.as_array(n).map(<[Attribute]>::to_vec))
            .unwrap_or_default();
        for (name_attr, value) in names.iter().zip(a.attribute_values(ctx)) {
            let (Some(name), Some(slot)) = (
                ctx.as_string(*name_attr),
                values.iter().position(|v| *v == value),
            ) else {
                continue;
            };
            match attributes.iter_mut().find(|(n, _, _)| n == name) {
                Some(entry) => entry.2 = slot,
                None => attributes.push((name.to_string(), *name_attr, slot)),
            }
        }
    }
    Ok(OpVerifier {
        constraints,
        regions,
        operands,
        operand_variadicity,
        results,
        result_variadicity,
        attributes,
    })
}

/// The bases an `irdl.any_of` argument can match (`getBases`): true when
/// it matches anything. Upstream's collects the `irdl.is` bases
/// (`is_ids`) and the definitions `irdl.parametric` names; the bases of
/// parametric definitions it never records, so they take no part here.
fn get_bases(
    ctx: &Context,
    op: OpId,
    param_irdl_ops: &mut Vec<OpId>,
    is_ids: &mut Vec<String>,
) -> bool {
    if let Some(any_of) = AnyOfOp::cast(ctx, op) {
        // (Upstream folds the arguments' answers into `false` with `&=`.)
        for arg in any_of.args(ctx) {
            if let Some(d) = ctx.defining_op(arg) {
                get_bases(ctx, d, param_irdl_ops, is_ids);
            }
        }
        return false;
    }
    if let Some(all_of) = AllOfOp::cast(ctx, op) {
        return all_of
            .args(ctx)
            .first()
            .and_then(|&a| ctx.defining_op(a))
            .is_some_and(|d| get_bases(ctx, d, param_irdl_ops, is_ids));
    }
    if let Some(parametric) = ParametricOp::cast(ctx, op) {
        let table = SymbolTableCollection::new();
        if let Some(def) = lookup_symbol_near_dialect(ctx, op, parametric.base_type(ctx), &table) {
            if !param_irdl_ops.contains(&def) {
                param_irdl_ops.push(def);
            }
        }
        return false;
    }
    if let Some(is) = IsOp::cast(ctx, op) {
        let id = match Item::of_attr(ctx, is.expected(ctx)) {
            Item::Type(t) => crate::verifiers::type_base_name(ctx, t),
            Item::Attr(a) => crate::verifiers::attr_base_name(ctx, a),
        };
        if !is_ids.contains(&id) {
            is_ids.push(id);
        }
        return false;
    }
    // `irdl.any`, and any other constraint, may match any base.
    true
}

/// `checkCorrectAnyOf`: no alternative of an `irdl.any_of` matches any
/// base, and no two name the same parametric definition. (Upstream also
/// compares parameter bases with `irdl.is` bases, but neither set it
/// compares is ever filled: `getBases` records no parameter base, and the
/// `irdl.is` bases of the arguments are never added to its own set.)
fn check_correct_any_of(ctx: &Context, any_of: AnyOfOp) -> bool {
    let mut param_irdl_ops: Vec<OpId> = Vec::new();
    for arg in any_of.args(ctx) {
        let Some(arg_op) = ctx.defining_op(arg) else {
            continue;
        };
        let (mut arg_param_ops, mut arg_is_ids) = (Vec::new(), Vec::new());
        if get_bases(ctx, arg_op, &mut arg_param_ops, &mut arg_is_ids) {
            return false;
        }
        for op in arg_param_ops {
            if param_irdl_ops.contains(&op) {
                return false;
            }
            param_irdl_ops.push(op);
        }
    }
    true
}

/// Defines the dialects of the `irdl.dialect` ops in `module`
/// (`irdl::loadDialects`).
///
/// ```
/// let mut ctx = ir::Context::new();
/// irdl::register(&mut ctx);
/// let defs = "irdl.dialect @cmath {
///   irdl.type @complex {
///     %0 = irdl.is f32
///     %1 = irdl.is f64
///     %2 = irdl.any_of(%0, %1)
///     irdl.parameters(%2)
///   }
///   irdl.operation @make {
///     %0 = irdl.any
///     %1 = irdl.parametric @cmath::@complex<%0>
///     irdl.results(%1)
///   }
///   irdl.operation @norm {
///     %0 = irdl.any
///     %1 = irdl.parametric @cmath::@complex<%0>
///     irdl.operands(%1)
///     irdl.results(%0)
///   }
/// }";
/// let module = ir::parse_source(&mut ctx, defs, "cmath.irdl.mlir").expect("parses");
/// ir::verify(&ctx, module).expect("verifies");
/// irdl::load_dialects(&mut ctx, module).expect("loads");
/// let src = "%c = \"cmath.make\"() : () -> !cmath.complex<f32>
/// %n = \"cmath.norm\"(%c) : (!cmath.complex<f32>) -> f32";
/// let m = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
/// ir::verify(&ctx, m).expect("verifies");
/// let text = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
/// assert!(text.contains("%1 = \"cmath.norm\"(%0) : (!cmath.complex<f32>) -> f32"));
/// // The result must be the complex number's element type.
/// let bad = "%c = \"cmath.make\"() : () -> !cmath.complex<f32>
/// %n = \"cmath.norm\"(%c) : (!cmath.complex<f32>) -> f64";
/// let m = ir::parse_source(&mut ctx, bad, "bad.mlir").expect("parses");
/// let err = ir::verify(&ctx, m).expect_err("rejected");
/// assert_eq!(err.message, "expected 'f32' but got 'f64'");
/// // Parameters are checked as the type is parsed.
/// let wrong = "%c = \"cmath.make\"() : () -> !cmath.complex<i32>";
/// assert!(ir::parse_source(&mut ctx, wrong, "t.mlir").is_err());
/// ```
pub fn load_dialects(ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
    let all = ctx.walk_postorder(module);
    for &op in &all {
        if let Some(any_of) = AnyOfOp::cast(ctx, op) {
            if !check_correct_any_of(ctx, any_of) {
                return Err(Diagnostic::at_op(
                    ctx,
                    module,
                    "any_of constraints are not in the correct form",
                ));
            }
        }
    }
    let dialect_of = |ctx: &Context, op: OpId| -> String {
        ctx.op_parent_op(op)
            .and_then(|d| DialectOp::cast(ctx, d))
            .map(|d| d.sym_name(ctx).to_string())
            .unwrap_or_default()
    };
    for &op in &all {
        if let Some(d) = DialectOp::cast(ctx, op) {
            let name = d.sym_name(ctx).to_string();
            ctx.register_dynamic_dialect(&name);
        }
    }
    let mut types = TypeDefinitions::new();
    let mut attrs = AttrDefinitions::new();
    for &op in &all {
        if let Some(t) = TypeOp::cast(ctx, op) {
            let (dialect, name) = (dialect_of(ctx, op), t.sym_name(ctx).to_string());
            types.insert(op, ctx.register_dynamic_type(&dialect, &name));
        }
    }
    for &op in &all {
        if let Some(a) = AttributeOp::cast(ctx, op) {
            let (dialect, name) = (dialect_of(ctx, op), a.sym_name(ctx).to_string());
            attrs.insert(op, ctx.register_dynamic_attr(&dialect, &name));
        }
    }
    for &op in &all {
        if let Some(&def) = types.get(&op) {
            let verify = attr_or_type_verifier(ctx, op, &types, &attrs)?;
            ctx.set_dynamic_type_verifier(def, verify);
        }
    }
    for &op in &all {
        if let Some(&def) = attrs.get(&op) {
            let verify = attr_or_type_verifier(ctx, op, &types, &attrs)?;
            ctx.set_dynamic_attr_verifier(def, verify);
        }
    }
    for &op in &all {
        let Some(def) = OperationOp::cast(ctx, op) else {
            continue;
        };
        let verifier = Rc::new(op_verifier(ctx, def, &types, &attrs)?);
        let name = format!("{}.{}", dialect_of(ctx, op), def.sym_name(ctx));
        let mut dynamic = DynamicOpDefinition::new(&name);
        dynamic.verify = Some(Rc::new(move |ctx: &Context, op: OpId| {
            verifier.verify(ctx, op)
        }));
        ctx.register_dynamic_op(dynamic);
    }
    Ok(())
}

/// `--irdl-file`'s loader: [`load_dialects`].
struct Loader;

impl ir::tools::DialectFileLoader for Loader {
    fn load_dialects(&self, ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
        load_dialects(ctx, module)
    }
}

/// Attaches the loader `--irdl-file` uses to the `irdl` dialect.
pub(crate) fn register_loader(ctx: &mut Context) {
    static LOADER: Loader = Loader;
    ctx.add_dialect_interface::<dyn ir::tools::DialectFileLoader>(
        ir::tools::DIALECT_FILE_NAMESPACE,
        &LOADER,
    );
}
