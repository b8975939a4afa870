//! The builtin dialect: `builtin.module` (custom form `module { }`),
//! `builtin.func` (custom form `func @name(%arg0: T) -> T { }`, as Toy
//! chapter 2 prints it) and `builtin.unrealized_conversion_cast`.

use crate::attrs::Attribute;
use crate::builder::OpBuilder;
use crate::context::Context;
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::location::Location;
use crate::parser::{CustomParser, ParseError};
use crate::printer::CustomPrinter;
use crate::registry::{DialectDefinition, OpDefinition, OpTrait};
use crate::types::Type;

pub(crate) fn register_builtin_dialect(ctx: &mut Context) {
    ctx.register_dialect(DialectDefinition::new("builtin"));
    let mut m = OpDefinition::new("builtin.module");
    m.traits = vec![
        OpTrait::ZeroOperands,
        OpTrait::ZeroResults,
        OpTrait::OneRegion,
        OpTrait::NoTerminator,
        OpTrait::GraphRegion,
        OpTrait::IsolatedFromAbove,
        OpTrait::SymbolTable,
        OpTrait::SingleBlock,
    ];
    m.verify_invariants = Some(verify_module_invariants);
    m.verify = Some(verify_module);
    m.parse = Some(parse_module);
    m.print = Some(print_module);
    ctx.register_op(m);

    let mut f = OpDefinition::new("builtin.func");
    f.traits = vec![
        OpTrait::ZeroOperands,
        OpTrait::ZeroResults,
        OpTrait::OneRegion,
        OpTrait::IsolatedFromAbove,
        OpTrait::Symbol,
    ];
    f.verify = Some(verify_func);
    f.parse = Some(parse_func);
    f.print = Some(print_func);
    ctx.register_op(f);

    let mut c = OpDefinition::new("builtin.unrealized_conversion_cast");
    c.traits = vec![
        OpTrait::VariadicOperands,
        OpTrait::VariadicResults,
        OpTrait::ZeroRegions,
        OpTrait::Pure,
    ];
    ctx.register_op(c);
}

fn verify_module_invariants(ctx: &Context, op: OpId) -> Result<(), String> {
    let r = ctx.op_region(op, 0);
    if ctx.region_blocks(r).len() != 1 {
        return Err(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into(),
        );
    }
    Ok(())
}

fn verify_module(ctx: &Context, op: OpId) -> Result<(), String> {
    for (n, _) in ctx.attrs(op) {
        let name = ctx.ident_str(*n);
        if !name.contains('.') {
            return Err(format!(
                "can only contain attributes with dialect-prefixed names, found: '{name}'"
            ));
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: OpId) -> Result<(), String> {
    let ft = ctx.attr(op, "function_type").and_then(|a| ctx.as_type(a));
    let Some(ft) = ft.filter(|t| ctx.is_function(*t)) else {
        return Err("requires a 'function_type' attribute of function type".into());
    };
    let inputs = ctx.function_inputs(ft).unwrap_or(&[]);
    let r = ctx.op_region(op, 0);
    if let Some(entry) = ctx.region_entry(r) {
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
    }
    Ok(())
}

/// Creates an empty `builtin.module` (with its body block) and returns it and the body block.
pub fn create_module(ctx: &mut Context, loc: Location) -> (OpId, BlockId) {
    let r = ctx.create_region();
    let b = ctx.create_block(&[]);
    let _ = ctx.append_block(r, b);
    let name = ctx.op_name("builtin.module");
    let mut st = OperationState::new(name, loc);
    st.regions.push(r);
    (ctx.create_operation(st), b)
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
    let inputs: Vec<(Type, Location)> = b
        .function_inputs(fn_type)
        .unwrap_or(&[])
        .iter()
        .map(|&t| (t, loc))
        .collect();
    let r = b.create_region();
    let entry = Context::create_block(b, &inputs);
    let _ = b.append_block(r, entry);
    let sym = b.string_attr(name);
    let ft = b.type_attr(fn_type);
    let (n_sym, n_ft) = (b.ident("sym_name"), b.ident("function_type"));
    let props = b.dictionary_attr(&[(n_sym, sym), (n_ft, ft)]);
    let opname = b.op_name("builtin.func");
    let mut st = OperationState::new(opname, loc);
    st.properties = Some(props);
    st.regions.push(r);
    (b.create(st), entry)
}

/// The body block of a module.
pub fn module_body(ctx: &Context, module: OpId) -> Option<BlockId> {
    ctx.region_entry(ctx.op_region(module, 0))
}

fn parse_module(
    p: &mut CustomParser<'_, '_, '_>,
    st: &mut OperationState,
) -> Result<(), ParseError> {
    let mut props: Vec<(crate::context::Ident, Attribute)> = Vec::new();
    let sym = try_symbol(p)?;
    if let Some(name) = sym {
        let a = p.ctx().string_attr(&name);
        let n = p.ctx().ident("sym_name");
        props.push((n, a));
    }
    st.attributes = p.parse_optional_attr_dict_with_keyword()?;
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

fn try_symbol(p: &mut CustomParser<'_, '_, '_>) -> Result<Option<String>, ParseError> {
    let at = p.offset();
    match p.parse_symbol_name() {
        Ok(s) => Ok(Some(s)),
        Err(e) if e.offset == at => Ok(None),
        Err(e) => Err(e),
    }
}

fn print_module(p: &mut CustomPrinter<'_, '_>, op: OpId) {
    if let Some(n) = p
        .ctx()
        .prop(op, "sym_name")
        .and_then(|a| p.ctx().as_string(a).map(|s| s.to_string()))
    {
        p.write_str(" ");
        p.print_symbol_name(&n);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write_str(" ");
    let r = p.ctx().op_region(op, 0);
    p.print_region(r, false, false);
}

fn parse_func(p: &mut CustomParser<'_, '_, '_>, st: &mut OperationState) -> Result<(), ParseError> {
    let name = p.parse_symbol_name()?;
    p.parse_punct("(")?;
    let mut args = Vec::new();
    let default_loc = st.location;
    if !p.parse_optional_punct(")") {
        loop {
            args.push(p.parse_argument(default_loc)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    let results = p.parse_optional_arrow_type_list()?;
    let attrs = p.parse_optional_attr_dict_with_keyword()?;
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let ft = p.ctx().function_type(&inputs, &results);
    let region = match p.parse_optional_region(&args, true)? {
        Some(r) => r,
        None => p.ctx().create_region(),
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

fn print_func(p: &mut CustomPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
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
    let r: RegionId = ctx.op_region(op, 0);
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
