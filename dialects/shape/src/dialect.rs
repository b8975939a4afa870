//! The dialect-wide parts of `Shape.cpp`: registration
//! (`ShapeDialect::initialize`: unknown ops allowed), the constant
//! materializer, the verifier of the `shape.lib` attribute and the
//! inliner interface.

use crate::*;
use ir::interfaces::SymbolTableCollection;
use ir::{Attribute, Context, Diagnostic, DialectDefinition, OpBuilder, OpId, OpTrait, Type};
use std::collections::HashSet;

/// Registers the dialect with `ctx`: its types and ops with their hooks,
/// the constant materializer, the `shape.lib` attribute verifier, unknown
/// `shape` ops allowed (as upstream, while the dialect evolves), the
/// inliner interface; and the dialects its patterns create ops of
/// (`arith`, `tensor`, `ub`).
pub fn register_dialect(ctx: &mut Context) {
    arith::register(ctx);
    tensor::register(ctx);
    ub::register(ctx);
    register(ctx);
    let mut def = DialectDefinition::new("shape");
    def.materialize_constant = Some(<ShapeDialect as ShapeDialectHooks>::materialize_constant);
    def.verify_operation_attribute = Some(verify_operation_attribute);
    def.allow_unknown_ops = true;
    ctx.register_dialect(def);
    // The types the ops infer, interned once so that inference (which
    // only reads the context) finds them.
    ShapeType::get(ctx);
    SizeType::get(ctx);
    WitnessType::get(ctx);
    register_inliner_interface(ctx);
}

impl ShapeDialectHooks for ShapeDialect {
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: ir::Location,
    ) -> Option<ir::Operation> {
        if ub::PoisonAttr::from_attribute(builder, value).is_some() {
            return Some(ub::PoisonOp::build(builder, loc, ty, Some(value)).operation());
        }
        if ops::is_shape(builder, ty) || ops::is_extent_tensor_type(builder, ty) {
            builder.as_dense_elements(value)?;
            return Some(ConstShapeOp::build(builder, loc, ty, value).operation());
        }
        if ops::is_size(builder, ty) {
            builder.as_integer(value)?;
            return Some(
                ConstSizeOp::build_generic(builder, loc, &[ty], &[], &[("value", value)])
                    .operation(),
            );
        }
        if ops::is_witness(builder, ty) {
            builder.as_bool(value)?;
            return Some(
                ConstWitnessOp::build_generic(builder, loc, &[ty], &[], &[("passing", value)])
                    .operation(),
            );
        }
        arith::ConstantOp::materialize(builder, value, ty, loc).map(|c| c.operation())
    }
}

/// The symbol `symbol` (`@root::@nested...`) defined in the symbol table
/// `table` (`SymbolTable::lookupSymbolIn`).
fn lookup_symbol_in(ctx: &Context, table: OpId, symbol: Attribute) -> Option<OpId> {
    let (root, nested) = ctx.as_symbol_ref(symbol)?;
    let symbols = SymbolTableCollection::new();
    let mut found = symbols.lookup_symbol_in(ctx, table, root)?;
    for name in nested {
        if !ctx.op_has_trait(found, &OpTrait::SymbolTable) {
            return None;
        }
        found = symbols.lookup_symbol_in(ctx, found, name)?;
    }
    Some(found)
}

/// `ShapeDialect::verifyOperationAttribute`: `shape.lib` is on a symbol
/// table and names function libraries in it, whose mappings name each op
/// once.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if name != "shape.lib" {
        return Ok(());
    }
    let error = |m: String| Diagnostic::at_op(ctx, op, m);
    if !ctx.op_has_trait(op, &OpTrait::SymbolTable) {
        return Err(error(
            "shape.lib attribute may only be on op implementing SymbolTable".into(),
        ));
    }
    let text = |a: Attribute| ir::printer::attr_to_string(ctx, a);
    if ctx.as_symbol_ref(value).is_some() {
        let Some(symbol) = lookup_symbol_in(ctx, op, value) else {
            return Err(error(format!(
                "shape function library {} not found",
                text(value)
            )));
        };
        if FunctionLibraryOp::cast(ctx, symbol).is_none() {
            return Err(error(format!(
                "{} required to be shape function library",
                text(value)
            )));
        }
        return Ok(());
    }
    if let Some(entries) = ctx.as_array(value) {
        let mut keys: HashSet<&str> = HashSet::new();
        for &entry in entries {
            if ctx.as_symbol_ref(entry).is_none() {
                return Err(error(
                    "only SymbolRefAttr allowed in shape.lib attribute array".into(),
                ));
            }
            let Some(library) =
                lookup_symbol_in(ctx, op, entry).and_then(|s| FunctionLibraryOp::cast(ctx, s))
            else {
                return Err(error(format!(
                    "{} does not refer to FunctionLibraryOp",
                    text(entry)
                )));
            };
            for mapping in ctx
                .as_dictionary(library.mapping_attr(ctx))
                .unwrap_or_default()
            {
                let key = ctx.ident_str(mapping.0);
                if !keys.insert(key) {
                    return Err(error(format!(
                        "only one op to shape mapping allowed, found multiple for `{key}`"
                    )));
                }
            }
        }
        return Ok(());
    }
    Err(error(
        "only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute".into(),
    ))
}

/// Attaches the shape dialect's inliner interface to `ctx` (done by
/// [`register_dialect`]): upstream's `ShapeInlinerInterface`, every op and
/// region may be inlined.
pub fn register_inliner_interface(ctx: &mut Context) {
    ir::transforms::inlining::register_ops_and_regions_always_inline(ctx, "shape");
}
