//! What upstream keeps in `MLProgramOps.cpp` and `MLProgramDialect.cpp`:
//! the function ops' signature syntax, the verifiers, the globals' lookup
//! and symbol-use checks, result names, the `#extern` alias and the
//! inliner interface.

use ir::dialect_defs::AliasResult;
use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::interfaces::{RegionKind, SymbolTableCollection};
use ir::printer::{attr_to_string, type_to_string};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, DialectDefinition, OpId,
    OperationState, ParseError, Value,
};

use crate::*;

/// The `ml_program.global` `global` names, looked up in the symbol table
/// nearest to `op`'s parent (`lookupNearestSymbolFrom` from the parent).
pub(crate) fn global_op_in_nearest_table(
    ctx: &Context,
    op: OpId,
    global: Attribute,
    symbol_table: &SymbolTableCollection,
) -> Option<GlobalOp> {
    let parent = ctx.op_parent_op(op)?;
    let found = symbol_table.lookup_nearest_symbol_from(ctx, parent, global)?;
    GlobalOp::cast(ctx, found)
}

/// The `ml_program.global` `global` names, looked up from each of `op`'s
/// ancestors in turn, so in every enclosing symbol table, nearest first
/// (the loads' and stores' `getGlobalOp` of upstream).
pub(crate) fn global_op_in_enclosing_tables(
    ctx: &Context,
    op: OpId,
    global: Attribute,
    symbol_table: &SymbolTableCollection,
) -> Option<GlobalOp> {
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        let found = symbol_table
            .lookup_nearest_symbol_from(ctx, p, global)
            .and_then(|g| GlobalOp::cast(ctx, g));
        if found.is_some() {
            return found;
        }
        parent = ctx.op_parent_op(p);
    }
    None
}

/// The dialect's alias hook and inliner interface (what
/// `MLProgramDialect::initialize` adds; called by [`crate::register`]).
pub(crate) fn register_hooks(ctx: &mut Context) {
    // The generated registration sets no dialect hook (no constant
    // materialiser, no dialect-wide patterns): a new definition loses none.
    let mut def = DialectDefinition::new("ml_program");
    def.attr_alias = Some(attr_alias);
    ctx.register_dialect(def);
    register_inliner_interface(ctx);
}

/// `#extern` for every `#ml_program.extern` attribute (upstream's
/// `MLProgramOpAsmDialectInterface`, an overridable alias).
fn attr_alias(ctx: &Context, attr: Attribute) -> AliasResult {
    if ExternAttr::from_attribute(ctx, attr).is_some() {
        AliasResult::OverridableAlias("extern".into())
    } else {
        AliasResult::NoAlias
    }
}

/// Attaches the ml_program dialect's inliner interface to `ctx` (upstream
/// adds it when the dialect is initialized: every op may be inlined;
/// [`crate::register`] calls it).
pub fn register_inliner_interface(ctx: &mut Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "ml_program");
}

/// The message operand `i` of a terminator gets when its type is not the
/// function's result type (upstream's `emitError`, whose stream quotes
/// types).
fn mismatch(
    ctx: &Context,
    what: &str,
    i: usize,
    actual: ir::Type,
    expected: ir::Type,
    name: &str,
) -> String {
    format!(
        "type of {what} operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
        type_to_string(ctx, actual),
        type_to_string(ctx, expected)
    )
}

/// The checks of `ml_program.return` and `ml_program.output` against the
/// function op around them (`ReturnOp::verify`, `OutputOp::verify`): as
/// many operands as results (`verb`: `returns`/`outputs`), each of the
/// result's type.
fn verify_terminator(ctx: &Context, op: OpId, what: &str, verb: &str) -> Result<(), Diagnostic> {
    let Some(function) = ctx.op_parent_op(op) else {
        return Ok(());
    };
    let name = ctx
        .attr(function, "sym_name")
        .or_else(|| ctx.prop(function, "sym_name"))
        .and_then(|a| ctx.as_string(a))
        .unwrap_or_default()
        .to_owned();
    let fty = ctx
        .prop(function, "function_type")
        .or_else(|| ctx.attr(function, "function_type"))
        .and_then(|a| ctx.as_type(a));
    let results = fty
        .and_then(|t| ctx.function_results(t))
        .map(<[ir::Type]>::to_vec)
        .unwrap_or_default();
    let operands = ctx.operands(op);
    if operands.len() != results.len() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format_args!(
                "has {} operands, but enclosing function (@{name}) {verb} {}",
                operands.len(),
                results.len()
            ),
        ));
    }
    for (i, (&v, &expected)) in operands.iter().zip(&results).enumerate() {
        let actual = ctx.value_type(v);
        if actual != expected {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                mismatch(ctx, what, i, actual, expected, &name),
            ));
        }
    }
    Ok(())
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_terminator(ctx, self.operation(), "return", "returns")
    }
}

impl OutputOpHooks for OutputOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_terminator(ctx, self.operation(), "output", "outputs")
    }
}

impl GlobalOpHooks for GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if !self.is_mutable(ctx) && self.value(ctx).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "immutable global must have an initial value",
            ));
        }
        Ok(())
    }
}

impl FuncOpHooks for FuncOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_function_op(parser, state, FunctionAttrNames::default())
    }
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        print_function_op(printer, self.operation(), FunctionAttrNames::default());
    }
}

impl SubgraphOpHooks for SubgraphOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_function_op(parser, state, FunctionAttrNames::default())
    }
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        print_function_op(printer, self.operation(), FunctionAttrNames::default());
    }
    fn get_region_kind(_ctx: &Context, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

/// The name of a load's result: the global's leaf name
/// (`getAsmResultNames`).
fn name_after_global(
    ctx: &Context,
    op: OpId,
    global: Attribute,
    set_name: &mut dyn FnMut(Value, &str),
) {
    if let Some((root, nested)) = ctx.as_symbol_ref(global) {
        let leaf = nested.last().map_or(root, String::as_str);
        set_name(ctx.result(op, 0), leaf);
    }
}

/// What a load or store finds for its global, checked
/// (`verifySymbolUses`): the global exists, is mutable when `mutable`
/// says so (`Some(true)`: a store; `Some(false)`: a constant load), and
/// has the type `ty` (`loaded`: read from it, else written to it).
fn check_global(
    ctx: &Context,
    op: OpId,
    global: Attribute,
    found: Option<GlobalOp>,
    mutable: Option<bool>,
    ty: ir::Type,
    loaded: bool,
) -> Result<(), Diagnostic> {
    let name = attr_to_string(ctx, global);
    let Some(referrent) = found else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format_args!("undefined global: {name}"),
        ));
    };
    match mutable {
        Some(false) if referrent.is_mutable(ctx) => {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!("cannot load as const from mutable global {name}"),
            ));
        }
        Some(true) if !referrent.is_mutable(ctx) => {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!("cannot store to an immutable global {name}"),
            ));
        }
        _ => {}
    }
    let global_ty = referrent.type_(ctx);
    if global_ty != ty {
        let (g, t) = (type_to_string(ctx, global_ty), type_to_string(ctx, ty));
        let message = if loaded {
            format!("cannot load from global typed '{g}' as '{t}'")
        } else {
            format!("cannot store to a global typed '{g}' from '{t}'")
        };
        return Err(Diagnostic::op_error(ctx, op, message));
    }
    Ok(())
}

/// `verifySymbolUses` of a load or store: the global `op` names, checked
/// by [`check_global`] against the type of `op`'s `$typed` value.
macro_rules! verify_symbol_uses {
    ($typed:ident, $mutable:expr, $loaded:expr) => {
        fn verify_symbol_uses(
            op: Self,
            ctx: &Context,
            symbol_table: &SymbolTableCollection,
        ) -> Result<(), Diagnostic> {
            let found = op.get_global_op(ctx, symbol_table);
            let ty = ctx.value_type(op.$typed(ctx));
            let global = op.global(ctx);
            check_global(ctx, op.operation(), global, found, $mutable, ty, $loaded)
        }
    };
}

impl GlobalLoadOpHooks for GlobalLoadOp {
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        name_after_global(ctx, op.operation(), op.global(ctx), set_name);
    }
    verify_symbol_uses!(result, None, true);
}

impl GlobalLoadConstOpHooks for GlobalLoadConstOp {
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        name_after_global(ctx, op.operation(), op.global(ctx), set_name);
    }
    verify_symbol_uses!(result, Some(false), true);
}

impl GlobalLoadGraphOpHooks for GlobalLoadGraphOp {
    verify_symbol_uses!(result, None, true);
}

impl GlobalStoreOpHooks for GlobalStoreOp {
    verify_symbol_uses!(value, Some(true), false);
}

impl GlobalStoreGraphOpHooks for GlobalStoreGraphOp {
    verify_symbol_uses!(value, Some(true), false);
}
