//! The builtin dialect: `builtin.module` (custom form `module { }`),
//! `builtin.func` (custom form `func @name(%arg0: T) -> T { }`, as Toy
//! chapter 2 prints it) and `builtin.unrealized_conversion_cast`.
//!
//! The ops are defined through ODS, in the crate's `BuiltinOps.td`, like any
//! other dialect's: `build.rs` generates their typed wrappers ([`ModuleOp`],
//! [`FuncOp`], [`UnrealizedConversionCastOp`]), verifiers and registration;
//! this file writes what the `.td` leaves to the dialect author (the custom
//! assembly forms, the verifiers beyond the constraints, the builders that
//! create entry blocks).
//!
//! ```
//! let mut ctx = ir::Context::new();
//! let loc = ctx.unknown_loc();
//! let (module, body) = ir::builtin::create_module(&mut ctx, loc);
//! let typed = ir::builtin::ModuleOp::cast(&ctx, module).expect("a module");
//! assert_eq!(typed.body(&ctx), Some(body));
//! assert_eq!(typed.sym_name(&ctx), None);
//! ```

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::registry::{DialectDefinition, FoldResult, OpFoldResult};
use crate::core::storage::{BlockId, OpId, OperationState, RegionId, Value};
use crate::core::types::Type;

include!(concat!(env!("OUT_DIR"), "/builtin_ops.rs.inc"));

impl Context {
    /// A context with the builtin types pre-interned and the builtin dialect
    /// (`builtin.module`, `builtin.func`) registered. Unregistered dialects are
    /// rejected until [`Context::allow_unregistered_dialects`] is set.
    ///
    /// (Defined here, where the builtin dialect is: the IR layer that
    /// defines [`Context`] does not name the dialects above it.)
    pub fn new() -> Self {
        let mut ctx = Context::without_dialects();
        ctx.register_dialect(DialectDefinition::new("builtin"));
        register(&mut ctx);
        // (The module's symbol name and visibility are properties.)
        // (Their interned names beside them, as `register_op` keeps them.)
        let module = ctx.op_name(ModuleOp::OPERATION_NAME);
        let idents = vec![ctx.ident("sym_name"), ctx.ident("sym_visibility")];
        if let Some(def) = ctx.op_definition_mut(module) {
            def.property_names = &["sym_name", "sym_visibility"];
            def.property_kinds = &[crate::core::op_asm::format::PropertyKind::Class(
                crate::core::op_asm::format::AttrClass::String,
            ); 2];
            def.property_idents = idents;
        }
        ctx
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl ModuleOpHooks for ModuleOp {
    /// An empty module with its body block.
    fn build_default(builder: &mut OpBuilder<'_>, state: &mut OperationState) {
        let region = builder.create_region();
        let block = Context::create_block(builder, &[]);
        let _ = builder.append_block(region, block);
        state.regions.push(region);
    }

    /// Attributes other than the module's own must be dialect-prefixed.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let check = || -> Result<(), String> {
            for (n, _) in ctx.attrs(self.operation()) {
                let name = ctx.ident_str(*n);
                if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
                    return Err(format!(
                        "can only contain attributes with dialect-prefixed names, found: '{name}'"
                    ));
                }
            }
            Ok(())
        };
        check().map_err(|m| Diagnostic::op_error(ctx, self.operation(), m))
    }

    /// `module [@name] [attributes {...}] { ... }`
    fn parse(p: &mut CustomParser<'_, '_, '_>, st: &mut OperationState) -> Result<(), ParseError> {
        let mut props: Vec<(crate::core::context::Ident, Attribute)> = Vec::new();
        if let Some(name) = try_symbol(p)? {
            let a = p.ctx().string_attr(&name);
            let n = p.ctx().ident("sym_name");
            props.push((n, a));
        }
        st.attributes = p.parse_optional_attr_dict_with_keyword()?;
        // `sym_visibility` is inherent: a property, as upstream keeps it.
        if let Some(i) = st
            .attributes
            .iter()
            .position(|(n, _)| p.ctx().ident_str(*n) == "sym_visibility")
        {
            props.push(st.attributes.remove(i));
        }
        let r = p.parse_region(&[], true)?;
        if p.ctx().region_blocks(r).is_empty() {
            let b = p.ctx().create_block(&[]);
            let _ = p.ctx().append_block(r, b);
        }
        st.regions.push(r);
        if !props.is_empty() {
            st.properties = Some(p.ctx().dictionary_attr(&props));
        }
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let op = self.operation();
        if let Some(n) = self.sym_name(p.ctx()).map(str::to_string) {
            p.write_str(" ");
            p.print_symbol_name(&n);
        }
        // The discardable attributes and the inherent ones but the name,
        // sorted by name (as `getAttrs()` with properties).
        let ctx = p.ctx();
        let mut all: Vec<(crate::core::context::Ident, Attribute)> = ctx.attrs(op).to_vec();
        if let Some(props) = ctx.props(op).and_then(|d| ctx.as_dictionary(d)) {
            all.extend(props.iter().copied());
        }
        all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        p.print_attr_dict_with_keyword(&all, &["sym_name"]);
        p.write_str(" ");
        let r = self.body_region(p.ctx());
        p.print_region(r, false, false);
    }
}

impl FuncOpHooks for FuncOp {
    /// Sets the name and type and creates the entry block, whose arguments
    /// match the inputs of `type_` and are located at the state's location.
    fn build_from_name_type(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        name: &str,
        type_: Type,
    ) {
        let loc = state.location;
        let inputs: Vec<(Type, Location)> = builder
            .function_inputs(type_)
            .unwrap_or(&[])
            .iter()
            .map(|&t| (t, loc))
            .collect();
        let region = builder.create_region();
        let entry = Context::create_block(builder, &inputs);
        let _ = builder.append_block(region, entry);
        let sym = builder.string_attr(name);
        let ft = builder.type_attr(type_);
        let (n_sym, n_ft) = (builder.ident("sym_name"), builder.ident("function_type"));
        state.properties = Some(builder.dictionary_attr(&[(n_sym, sym), (n_ft, ft)]));
        state.regions.push(region);
    }

    /// The entry block's arguments match the signature.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let check = || -> Result<(), String> {
            let inputs = self.argument_types(ctx);
            let Some(entry) = self.entry_block(ctx) else {
                return Ok(());
            };
            let args = ctx.block_args(entry);
            if args.len() != inputs.len() {
                return Err(format!(
                    "entry block must have {} arguments to match function signature",
                    inputs.len()
                ));
            }
            for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
                if ctx.value_type(*a) != *t {
                    return Err(format!("type of entry block argument #{i} must match the type of the corresponding argument in function signature"));
                }
            }
            Ok(())
        };
        check().map_err(|m| Diagnostic::op_error(ctx, self.operation(), m))
    }

    /// `func @name(%arg0: T, ...) [-> R] [attributes {...}] [{ ... }]`, or
    /// a declaration, `func @name(T, ...) [-> R] [attributes {...}]` (as it
    /// is printed: a function without a body has no argument names).
    fn parse(p: &mut CustomParser<'_, '_, '_>, st: &mut OperationState) -> Result<(), ParseError> {
        let name = p.parse_symbol_name()?;
        p.parse_punct("(")?;
        let mut args = Vec::new();
        let mut declared: Option<Vec<Type>> = None;
        let default_loc = st.location;
        if !p.parse_optional_punct(")") {
            if p.peek_byte() == Some(b'%') {
                loop {
                    args.push(p.parse_argument(default_loc)?);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
            } else {
                declared = Some(p.parse_type_list()?);
            }
            p.parse_punct(")")?;
        }
        let results = p.parse_optional_arrow_type_list()?;
        let attrs = p.parse_optional_attr_dict_with_keyword()?;
        let inputs: Vec<Type> = match &declared {
            Some(types) => types.clone(),
            None => args.iter().map(|a| a.ty).collect(),
        };
        let ft = p.ctx().function_type(&inputs, &results);
        let region = match declared {
            Some(_) => p.ctx().create_region(),
            None => match p.parse_optional_region(&args, true)? {
                Some(r) => r,
                None => p.ctx().create_region(),
            },
        };
        let ctx = p.ctx();
        let sym = ctx.string_attr(&name);
        let fta = ctx.type_attr(ft);
        let (n_sym, n_ft) = (ctx.ident("sym_name"), ctx.ident("function_type"));
        st.properties = Some(ctx.dictionary_attr(&[(n_sym, sym), (n_ft, fta)]));
        st.attributes = attrs;
        st.regions.push(region);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let name = ctx
            .prop(op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .unwrap_or("")
            .to_string();
        let ft = ctx.prop(op, "function_type").and_then(|a| ctx.as_type(a));
        let results: Vec<Type> = ft
            .and_then(|t| ctx.function_results(t))
            .map(|r| r.to_vec())
            .unwrap_or_default();
        let inputs: Vec<Type> = ft
            .and_then(|t| ctx.function_inputs(t))
            .map(|r| r.to_vec())
            .unwrap_or_default();
        let r: RegionId = self.body(ctx);
        let entry = ctx.region_entry(r);
        p.write_str(" ");
        p.print_symbol_name(&name);
        p.write_str("(");
        match entry {
            Some(b) => {
                let args: Vec<Value> = p.ctx().block_args(b);
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.print_block_arg_decl(*a, true);
                }
            }
            None => p.print_types(&inputs),
        }
        p.write_str(")");
        if !results.is_empty() {
            p.write_str(" -> ");
            p.print_result_types(&results);
        }
        p.print_optional_attr_dict_with_keyword(op, &["sym_name", "function_type"]);
        if entry.is_some() {
            p.write_str(" ");
            p.print_region(r, false, true);
        }
    }
}

impl UnrealizedConversionCastOpHooks for UnrealizedConversionCastOp {
    /// A cast to its own input types folds to its inputs; a cast of all the
    /// results of another cast, in order, back to that cast's input types
    /// folds to those inputs (upstream's `fold`).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let inputs = ctx.operands(op);
        let forward = |values: Vec<Value>| {
            FoldResult::Replace(values.into_iter().map(OpFoldResult::Value).collect())
        };
        if ctx.value_types(&inputs) == ctx.result_types(op) {
            return forward(inputs);
        }
        let Some(&first) = inputs.first() else {
            return FoldResult::Failure;
        };
        let Some(input_op) = ctx
            .defining_op(first)
            .filter(|&d| ctx.op_name_of(d) == UnrealizedConversionCastOp::OPERATION_NAME)
        else {
            return FoldResult::Failure;
        };
        let source = ctx.operands(input_op);
        if ctx.results(input_op) != inputs || ctx.value_types(&source) != ctx.result_types(op) {
            return FoldResult::Failure;
        }
        forward(source)
    }

    /// A cast has at least one result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if ctx.num_results(self.operation()) == 0 {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "expected at least one result for cast operation",
            ));
        }
        Ok(())
    }
}

/// Creates an empty `builtin.module` (with its body block) and returns it and the body block.
pub fn create_module(ctx: &mut Context, loc: Location) -> (OpId, BlockId) {
    let mut b = OpBuilder::new(ctx);
    let module = ModuleOp::build_default(&mut b, loc);
    let body = module.body(&b).expect("the builder creates the body block");
    (module.operation(), body)
}

/// Creates a `builtin.func` named `name` of type `fn_type` at the builder's
/// insertion point, with an entry block whose arguments match the inputs
/// (located at `loc`). Returns the op and the entry block.
pub fn create_func(
    b: &mut OpBuilder<'_>,
    loc: Location,
    name: &str,
    fn_type: Type,
) -> (OpId, BlockId) {
    let func = FuncOp::build_from_name_type(b, loc, name, fn_type);
    let entry = func
        .entry_block(b)
        .expect("the builder creates the entry block");
    (func.operation(), entry)
}

/// The body block of a module.
pub fn module_body(ctx: &Context, module: OpId) -> Option<BlockId> {
    ctx.region_entry(ctx.op_region(module, 0))
}

fn try_symbol(p: &mut CustomParser<'_, '_, '_>) -> Result<Option<String>, ParseError> {
    let at = p.offset();
    match p.parse_symbol_name() {
        Ok(s) => Ok(Some(s)),
        Err(e) if e.offset == at => Ok(None),
        Err(e) => Err(e),
    }
}
