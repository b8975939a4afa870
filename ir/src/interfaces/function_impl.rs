//! The custom form of function ops (MLIR's `function_interface_impl` in
//! `FunctionImplementation.cpp`), for any op implementing
//! `FunctionOpInterface`:
//!
//! ```text
//! func.func private @name(%arg0: i32 {attr}, ...) -> (f32 {attr}) attributes {...} { ... }
//! func.func @decl(i32, f32) -> i1
//! ```
//!
//! The visibility, name, function type and argument/result attribute
//! arrays are added to the state as attributes (an op that keeps them as
//! properties gets them there when it is created).

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::op_asm::{CustomParser, ParseError, RegionArgument};
use crate::core::printer::CustomPrinter;
use crate::core::storage::{OpId, OperationState};
use crate::core::types::Type;

/// The names of a function op's inherent attributes.
#[derive(Clone, Copy, Debug)]
pub struct FunctionAttrNames {
    /// The function type's attribute (`function_type`).
    pub function_type: &'static str,
    /// The argument attribute dictionaries (`arg_attrs`).
    pub arg_attrs: &'static str,
    /// The result attribute dictionaries (`res_attrs`).
    pub res_attrs: &'static str,
}

impl Default for FunctionAttrNames {
    fn default() -> Self {
        FunctionAttrNames {
            function_type: "function_type",
            arg_attrs: "arg_attrs",
            res_attrs: "res_attrs",
        }
    }
}

const SYM_NAME: &str = "sym_name";
const SYM_VISIBILITY: &str = "sym_visibility";

/// One parsed argument: with an SSA name (a definition with a body) or a
/// type only (a declaration).
struct Argument {
    arg: RegionArgument,
    named: bool,
}

/// A parsed signature: the arguments, the result types and the results'
/// attribute dictionaries.
struct Signature {
    args: Vec<Argument>,
    results: Vec<Type>,
    result_attrs: Vec<Vec<NamedAttr>>,
    variadic: bool,
}

/// Parses `(args) [-> results]`: the arguments (all named or all types
/// only, each with an optional attribute dictionary and location) and the
/// results with their attribute dictionaries (upstream's
/// `parseFunctionSignature`); with `allow_variadic`, `...` ends the
/// arguments and makes the function variadic.
fn parse_signature(
    p: &mut CustomParser<'_, '_, '_>,
    allow_variadic: bool,
) -> Result<Signature, ParseError> {
    p.parse_punct("(")?;
    let mut args: Vec<Argument> = Vec::new();
    let mut variadic = false;
    if !p.parse_optional_punct(")") {
        loop {
            if variadic {
                p.peek_byte();
                let at = p.offset();
                return Err(p.op_error_at(
                    at,
                    "variadic arguments must be in the end of the argument list",
                ));
            }
            let at = p.offset();
            if allow_variadic && p.parse_optional_punct("...") {
                variadic = true;
            } else if p.peek_byte() == Some(b'%') {
                let arg = p.parse_argument_with_attrs()?;
                if args.last().is_some_and(|a| !a.named) {
                    return Err(p.op_error_at(at, "expected type instead of SSA identifier"));
                }
                args.push(Argument { arg, named: true });
            } else {
                if args.last().is_some_and(|a| a.named) {
                    return Err(p.op_error_at(at, "expected SSA identifier"));
                }
                let loc = p.current_location();
                let ty = p.parse_type()?;
                let attrs = p.parse_optional_attr_dict()?;
                let loc = p.parse_optional_location_specifier()?.unwrap_or(loc);
                let name = crate::core::op_asm::UnresolvedOperand {
                    name_len: 0,
                    number: 0,
                    offset: at,
                };
                args.push(Argument {
                    arg: RegionArgument {
                        name,
                        ty,
                        loc,
                        attrs,
                    },
                    named: false,
                });
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    let mut results = Vec::new();
    let mut result_attrs = Vec::new();
    if p.parse_optional_punct("->") {
        if !p.parse_optional_punct("(") {
            results.push(p.parse_type()?);
            result_attrs.push(Vec::new());
        } else if !p.parse_optional_punct(")") {
            loop {
                results.push(p.parse_type()?);
                result_attrs.push(p.parse_optional_attr_dict()?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
    }
    Ok(Signature {
        args,
        results,
        result_attrs,
        variadic,
    })
}

/// The array of attribute dictionaries, one per entry, if any is not
/// empty (upstream's `addArgAndResultAttrs`).
fn dict_array(p: &mut CustomParser<'_, '_, '_>, dicts: &[Vec<NamedAttr>]) -> Option<Attribute> {
    if dicts.iter().all(Vec::is_empty) {
        return None;
    }
    let ctx = p.ctx();
    let elements: Vec<Attribute> = dicts.iter().map(|d| ctx.dictionary_attr(d)).collect();
    Some(ctx.array_attr(&elements))
}

/// A parsed function signature (upstream's `parseFunctionSignature`).
#[derive(Clone, Debug)]
pub struct FunctionSignature {
    /// The arguments (with names when `named`, else only types).
    pub args: Vec<RegionArgument>,
    /// Whether the arguments were written with SSA names.
    pub named: bool,
    /// The result types.
    pub results: Vec<Type>,
    /// The results' attribute dictionaries.
    pub result_attrs: Vec<Vec<NamedAttr>>,
    /// Whether the arguments ended with `...` (only when parsed with
    /// [`parse_variadic_function_signature`]).
    pub variadic: bool,
}

/// Parses `(args) [-> results]` (upstream's `parseFunctionSignature`
/// without variadic arguments), for function ops with a custom form of
/// their own (`gpu.func`).
pub fn parse_function_signature(
    p: &mut CustomParser<'_, '_, '_>,
) -> Result<FunctionSignature, ParseError> {
    signature(parse_signature(p, false)?)
}

/// Parses `(args[, ...]) [-> results]` (upstream's `parseFunctionSignature`
/// with `allowVariadic`), for function ops whose type may be variadic
/// (`llvm.func`).
pub fn parse_variadic_function_signature(
    p: &mut CustomParser<'_, '_, '_>,
) -> Result<FunctionSignature, ParseError> {
    signature(parse_signature(p, true)?)
}

fn signature(sig: Signature) -> Result<FunctionSignature, ParseError> {
    Ok(FunctionSignature {
        named: sig.args.first().is_some_and(|a| a.named),
        args: sig.args.into_iter().map(|a| a.arg).collect(),
        results: sig.results,
        result_attrs: sig.result_attrs,
        variadic: sig.variadic,
    })
}

/// Adds the argument and result attribute arrays of a parsed signature to
/// `state` when any dictionary is not empty (upstream's
/// `addArgAndResultAttrs`).
pub fn add_arg_and_result_attrs(
    p: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    sig: &FunctionSignature,
    names: FunctionAttrNames,
) {
    let arg_dicts: Vec<Vec<NamedAttr>> = sig.args.iter().map(|a| a.attrs.clone()).collect();
    if let Some(a) = dict_array(p, &arg_dicts) {
        state.add_attribute(names.arg_attrs, a);
    }
    if let Some(a) = dict_array(p, &sig.result_attrs) {
        state.add_attribute(names.res_attrs, a);
    }
}

/// Parses a function op's custom form after its name (upstream's
/// `function_interface_impl::parseFunctionOp`): `[visibility] @name(args)
/// [-> results] [attributes {...}] [{ body }]`.
pub fn parse_function_op(
    p: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    names: FunctionAttrNames,
) -> Result<(), ParseError> {
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ctx().string_attr(vis);
            state.add_attribute(SYM_VISIBILITY, a);
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let name = p.ctx().string_attr(&name);
    state.add_attribute(SYM_NAME, name);
    let Signature {
        args,
        results,
        result_attrs,
        ..
    } = parse_signature(p, false)?;
    let inputs: Vec<Type> = args.iter().map(|a| a.arg.ty).collect();
    let ctx = p.ctx();
    let ft = ctx.function_type(&inputs, &results);
    let fta = ctx.type_attr(ft);
    state.add_attribute(names.function_type, fta);
    let dict_at = p.offset();
    let attrs = p.parse_optional_attr_dict_with_keyword()?;
    for disallowed in [SYM_VISIBILITY, SYM_NAME, names.function_type] {
        if attrs
            .iter()
            .any(|(n, _)| p.ctx().ident_str(*n) == disallowed)
        {
            return Err(p.op_error_at(
                dict_at,
                format!(
                    "'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    state.attributes.extend(attrs);
    let arg_dicts: Vec<Vec<NamedAttr>> = args.iter().map(|a| a.arg.attrs.clone()).collect();
    if let Some(a) = dict_array(p, &arg_dicts) {
        state.add_attribute(names.arg_attrs, a);
    }
    if let Some(a) = dict_array(p, &result_attrs) {
        state.add_attribute(names.res_attrs, a);
    }
    let region_at = p.offset();
    let entry: Vec<RegionArgument> = args.into_iter().map(|a| a.arg).collect();
    let region = match p.peek_byte() {
        Some(b'{') => {
            let r = p.parse_region(&entry, true)?;
            if p.ctx().region_blocks(r).is_empty() {
                return Err(p.op_error_at(region_at, "expected non-empty function body"));
            }
            r
        }
        _ => p.ctx().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

/// The attribute dictionary `i` of the array `array`, if any.
fn dict_at(p: &CustomPrinter<'_, '_>, array: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    let ctx = p.ctx();
    array
        .and_then(|a| ctx.attr_as_array(a))
        .and_then(|elements| elements.get(i).copied())
        .and_then(|d| ctx.as_dictionary(d))
        .map(<[NamedAttr]>::to_vec)
        .unwrap_or_default()
}

/// Prints a function op's custom form after its name (upstream's
/// `function_interface_impl::printFunctionOp`).
pub fn print_function_op(p: &mut CustomPrinter<'_, '_>, op: OpId, names: FunctionAttrNames) {
    let ctx = p.ctx();
    let name = ctx
        .attr(op, SYM_NAME)
        .and_then(|a| ctx.as_string(a))
        .unwrap_or_default()
        .to_string();
    let visibility = ctx
        .attr(op, SYM_VISIBILITY)
        .and_then(|a| ctx.as_string(a))
        .map(str::to_string);
    let body = ctx.op_regions(op).first().copied();
    let entry = body.and_then(|r| ctx.region_entry(r));
    p.write_str(" ");
    if let Some(v) = visibility {
        p.write_str(&v);
        p.write_str(" ");
    }
    p.print_symbol_name(&name);
    print_function_signature(p, op, names);
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            SYM_NAME,
            SYM_VISIBILITY,
            names.function_type,
            names.arg_attrs,
            names.res_attrs,
        ],
    );
    if let (Some(r), Some(_)) = (body, entry) {
        p.write_str(" ");
        p.print_region(r, false, true);
    }
}

/// Prints `(args) [-> results]` of a function op: the entry block's
/// arguments when it has a body, else the types (upstream's
/// `printFunctionSignature`).
pub fn print_function_signature(p: &mut CustomPrinter<'_, '_>, op: OpId, names: FunctionAttrNames) {
    let ctx = p.ctx();
    let ft = ctx
        .attr(op, names.function_type)
        .and_then(|a| ctx.as_type(a));
    let inputs: Vec<Type> = ft
        .and_then(|t| ctx.function_inputs(t))
        .map(<[Type]>::to_vec)
        .unwrap_or_default();
    let results: Vec<Type> = ft
        .and_then(|t| ctx.function_results(t))
        .map(<[Type]>::to_vec)
        .unwrap_or_default();
    print_signature_of_types(p, op, &inputs, false, &results, names);
}

/// Prints `(args[, ...]) [-> results]` of a function op whose type is not
/// a builtin function type (`llvm.func`): the given argument and result
/// types, `...` when `variadic` (upstream's `printFunctionSignature`).
pub fn print_signature_of_types(
    p: &mut CustomPrinter<'_, '_>,
    op: OpId,
    inputs: &[Type],
    variadic: bool,
    results: &[Type],
    names: FunctionAttrNames,
) {
    let ctx = p.ctx();
    let arg_attrs = ctx.attr(op, names.arg_attrs);
    let res_attrs = ctx.attr(op, names.res_attrs);
    let body = ctx.op_regions(op).first().copied();
    let entry = body.and_then(|r| ctx.region_entry(r));
    p.write_str("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = dict_at(p, arg_attrs, i);
        match entry {
            Some(b) if i < p.ctx().num_block_args(b) => {
                let arg = p.ctx().block_arg(b, i);
                p.print_region_argument(arg, &attrs);
            }
            _ => {
                p.print_type(ty);
                p.print_optional_attr_dict_entries(&attrs, &[]);
            }
        }
    }
    if variadic {
        if !inputs.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let first_attrs = dict_at(p, res_attrs, 0);
        let parens = results.len() > 1
            || p.ctx().type_as_function(results[0]).is_some()
            || !first_attrs.is_empty();
        if parens {
            p.write_str("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(ty);
            let attrs = dict_at(p, res_attrs, i);
            p.print_optional_attr_dict_entries(&attrs, &[]);
        }
        if parens {
            p.write_str(")");
        }
    }
}
