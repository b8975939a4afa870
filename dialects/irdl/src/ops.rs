//! What upstream keeps in `IRDL.cpp`, `IRDLSymbols.cpp` and
//! `IRDLTraits.h`: the verifiers with their messages, the symbol-use
//! checks of `irdl.base` and `irdl.parametric`, and the `AtMostOneChildOf`
//! trait.

use ir::interfaces::SymbolTableCollection;
use ir::printer::attr_to_string;
use ir::{Attribute, Context, Diagnostic, OpId, Value};

use crate::*;

/// The name of `op` (`foo.bar`).
fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.op_get_name(op))
}

/// Whether `name` can name a dialect (`Dialect::isValidNamespace`: a
/// letter or `_`, then letters, digits, `_` and `$`).
fn is_valid_namespace(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// The `irdl.dialect` enclosing `op` (or `op` itself).
fn enclosing_dialect_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if DialectOp::cast(ctx, o).is_some() {
            return Some(o);
        }
        cur = ctx.op_parent_op(o);
    }
    None
}

/// `symbol` looked up from the parent of the `irdl.dialect` enclosing
/// `source` (`lookupSymbolNearDialect`).
pub(crate) fn lookup_symbol_near_dialect(
    ctx: &Context,
    source: OpId,
    symbol: Attribute,
    symbol_table: &SymbolTableCollection,
) -> Option<OpId> {
    let dialect = enclosing_dialect_op(ctx, source)?;
    let from = ctx.op_parent_op(dialect)?;
    symbol_table.lookup_nearest_symbol_from(ctx, from, symbol)
}

/// `checkSymbolIsTypeOrAttribute`: `symbol` names an `irdl.type` or an
/// `irdl.attribute`.
fn check_symbol_is_type_or_attribute(
    ctx: &Context,
    source: OpId,
    symbol: Attribute,
    symbol_table: &SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let shown = attr_to_string(ctx, symbol);
    let Some(target) = lookup_symbol_near_dialect(ctx, source, symbol, symbol_table) else {
        return Err(Diagnostic::op_error(
            ctx,
            source,
            format!("symbol '{shown}' not found"),
        ));
    };
    if TypeOp::cast(ctx, target).is_none() && AttributeOp::cast(ctx, target).is_none() {
        return Err(Diagnostic::op_error(
            ctx,
            source,
            format!(
                "symbol '{shown}' does not refer to a type or attribute definition (refers to '{}')",
                name_of(ctx, target)
            ),
        ));
    }
    Ok(())
}

/// The message of the operands' and results' count check.
fn check_variadicities(
    ctx: &Context,
    op: OpId,
    variadicities: usize,
    operands: usize,
) -> Result<(), Diagnostic> {
    if operands != variadicities {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!(
                "the number of operands and their variadicities must be the same, but got {operands} and {variadicities} respectively"
            ),
        ));
    }
    Ok(())
}

impl DialectOpHooks for DialectOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if !is_valid_namespace(self.sym_name(ctx)) {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "invalid dialect name",
            ));
        }
        Ok(())
    }
}

impl OperandsOpHooks for OperandsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        check_variadicities(ctx, op, self.variadicity(ctx).len(), ctx.num_operands(op))
    }
}

impl ResultsOpHooks for ResultsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        check_variadicities(ctx, op, self.variadicity(ctx).len(), ctx.num_operands(op))
    }
}

impl AttributesOpHooks for AttributesOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let names = ctx
            .as_array(self.attribute_value_names(ctx))
            .map_or(0, <[Attribute]>::len);
        let values = self.attribute_values(ctx).len();
        if names != values {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!(
                    "the number of attribute names and their constraints must be the same but got {names} and {values} respectively"
                ),
            ));
        }
        Ok(())
    }
}

impl BaseOpHooks for BaseOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let name = self.base_name(ctx);
        if name.is_some() == self.base_ref(ctx).is_some() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "the base type or attribute should be specified by either a name or a reference",
            ));
        }
        if let Some(name) = name {
            if !(name.starts_with('!') || name.starts_with('#')) {
                return Err(Diagnostic::op_error(
                    ctx,
                    self.operation(),
                    "the base type or attribute name should start with '!' or '#'",
                ));
            }
        }
        Ok(())
    }

    fn get_verifier(
        op: Self,
        ctx: &Context,
        _value_to_constr: &[Value],
        types: &TypeDefinitions,
        attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        crate::loading::base_verifier(op, ctx, types, attrs)
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        match op.base_ref(ctx) {
            Some(base) => {
                check_symbol_is_type_or_attribute(ctx, op.operation(), base, symbol_table)
            }
            None => Ok(()),
        }
    }
}

impl ParametricOpHooks for ParametricOp {
    fn get_verifier(
        op: Self,
        ctx: &Context,
        value_to_constr: &[Value],
        types: &TypeDefinitions,
        attrs: &AttrDefinitions,
    ) -> Result<Constraint, Diagnostic> {
        crate::loading::parametric_verifier(op, ctx, value_to_constr, types, attrs)
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let base = op.base_type(ctx);
        check_symbol_is_type_or_attribute(ctx, op.operation(), base, symbol_table)
    }
}

impl RegionOpHooks for RegionOp {
    fn get_verifier(
        op: Self,
        ctx: &Context,
        value_to_constr: &[Value],
        _types: &TypeDefinitions,
        _attrs: &AttrDefinitions,
    ) -> Result<RegionConstraint, Diagnostic> {
        crate::loading::region_verifier(op, ctx, value_to_constr)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if let Some(number) = self.number_of_blocks(ctx) {
            if number <= 0 {
                return Err(Diagnostic::op_error(
                    ctx,
                    self.operation(),
                    format!("the number of blocks is expected to be >= 1 but got {number}"),
                ));
            }
        }
        Ok(())
    }
}

/// `AtMostOneChildOf<children...>::verifyTrait`: the op's region holds at
/// most one op of each of `children`.
fn at_most_one_child_of(ctx: &Context, op: OpId, children: &[&str]) -> Result<(), String> {
    let mut seen = vec![false; children.len()];
    for &region in ctx.op_regions(op) {
        for &block in ctx.region_blocks(region) {
            for child in ctx.block_ops(block) {
                let name = name_of(ctx, child);
                let Some(i) = children.iter().position(|c| *c == name) else {
                    continue;
                };
                if seen[i] {
                    return Err(format!(
                        "failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type {name}"
                    ));
                }
                seen[i] = true;
            }
        }
    }
    Ok(())
}

/// The trait of `irdl.type` and `irdl.attribute`.
fn at_most_one_parameters(ctx: &Context, op: OpId) -> Result<(), String> {
    at_most_one_child_of(ctx, op, &[ParametersOp::OPERATION_NAME])
}

/// The trait of `irdl.operation`.
fn at_most_one_operands_results_attributes_regions(ctx: &Context, op: OpId) -> Result<(), String> {
    at_most_one_child_of(
        ctx,
        op,
        &[
            OperandsOp::OPERATION_NAME,
            ResultsOp::OPERATION_NAME,
            AttributesOp::OPERATION_NAME,
            RegionsOp::OPERATION_NAME,
        ],
    )
}

/// Adds the checks of the `AtMostOneChildOf` trait to the ops that carry
/// it (after the generated registration).
pub(crate) fn register_trait_verifiers(ctx: &mut Context) {
    ctx.add_custom_trait_verifier(TypeOp::OPERATION_NAME, at_most_one_parameters);
    ctx.add_custom_trait_verifier(AttributeOp::OPERATION_NAME, at_most_one_parameters);
    ctx.add_custom_trait_verifier(
        OperationOp::OPERATION_NAME,
        at_most_one_operands_results_attributes_regions,
    );
}
