//! Every Rust snippet of the library is Rust (feature `conformance`: the
//! records are evaluated with LLVM 19's llvm-tblgen).
//!
//! The library files, the Toy port and the manual examples are evaluated;
//! then predicates are folded the way the ODS generator folds them
//! (`And`/`Or`/`Neg`/`SubstLeaves`/`Concat`), placeholders are replaced by
//! identifiers, and each snippet is parsed with `syn` as what it stands for:
//! an expression, a type, a block, or items.

mod support;

use std::path::Path;
use support::records::{self, Record, RecordSet};

/// How deep predicate trees may nest before we call it a cycle.
const MAX_PRED_DEPTH: usize = 64;

fn evaluate(name: &str) -> RecordSet {
    let inc = support::our_include();
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs")
        .join(name);
    let text = support::print_records(&file, &[&inc]).unwrap_or_else(|e| panic!("{name}:\n{e}"));
    records::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Replaces every `$placeholder` (`$_self`, `$0`, `$lhs`, `$cppClass`) by a
/// plain identifier, so that the snippet can be parsed as Rust.
fn replace_placeholders(snippet: &str) -> String {
    let mut out = String::with_capacity(snippet.len());
    let mut chars = snippet.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '$' {
            out.push(c);
            continue;
        }
        let name: String = snippet[i + 1..]
            .chars()
            .take_while(|&c| is_ident_char(c))
            .collect();
        for _ in 0..name.chars().count() {
            chars.next();
        }
        match name.as_str() {
            "" => out.push('$'),
            "cppClass" => out.push_str("CppClass"),
            n if n.starts_with(|c: char| c.is_ascii_digit()) => {
                out.push_str("arg");
                out.push_str(n);
            }
            n => {
                out.push_str(n.trim_start_matches('_'));
                out.push_str("_ph");
            }
        }
    }
    out
}

/// The names in a printed list value `[a, b, c]`.
fn list_items(printed: &str) -> Vec<String> {
    let inner = printed.trim().trim_start_matches('[').trim_end_matches(']');
    inner
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// Folds predicate `name` into one Rust expression, as the ODS generator
/// does. `substs` are the enclosing `SubstLeaves`, outermost first.
fn fold_pred(
    set: &RecordSet,
    name: &str,
    substs: &mut Vec<(String, String)>,
    depth: usize,
) -> Result<String, String> {
    if depth > MAX_PRED_DEPTH {
        return Err(format!("predicate {name} nests too deeply"));
    }
    let rec = set
        .def(name)
        .ok_or_else(|| format!("no predicate {name}"))?;
    if let Some(expr) = rec.values.get("predExpr") {
        let mut expr = records::string_value(expr).ok_or("predExpr is not a string")?;
        for (pattern, replacement) in substs.iter().rev() {
            expr = expr.replace(pattern.as_str(), replacement);
        }
        return Ok(expr);
    }
    let kind = rec
        .values
        .get("kind")
        .ok_or_else(|| format!("{name} is no predicate"))?;
    let children = list_items(rec.values.get("children").map_or("[]", |s| s.as_str()));
    let mut folded = Vec::new();
    let str_field = |f: &str| {
        rec.values
            .get(f)
            .and_then(|v| records::string_value(v))
            .ok_or_else(|| format!("{name}.{f} is not a string"))
    };
    if kind == "PredCombinerSubstLeaves" {
        substs.push((str_field("pattern")?, str_field("replacement")?));
        let inner = fold_pred(set, &children[0], substs, depth + 1);
        substs.pop();
        return inner;
    }
    for c in &children {
        folded.push(fold_pred(set, c, substs, depth + 1)?);
    }
    Ok(match kind.as_str() {
        "PredCombinerAnd" if folded.is_empty() => "true".to_string(),
        "PredCombinerAnd" => format!("({})", folded.join(" && ")),
        "PredCombinerOr" if folded.is_empty() => "false".to_string(),
        "PredCombinerOr" => format!("({})", folded.join(" || ")),
        "PredCombinerNot" => format!("!({})", folded[0]),
        "PredCombinerConcat" => {
            // The enclosing substitutions apply to the prefix and suffix too.
            let mut prefix = str_field("prefix")?;
            let mut suffix = str_field("suffix")?;
            for (pattern, replacement) in substs.iter().rev() {
                prefix = prefix.replace(pattern.as_str(), replacement);
                suffix = suffix.replace(pattern.as_str(), replacement);
            }
            format!("{prefix}{}{suffix}", folded[0])
        }
        other => return Err(format!("{name}: unknown combiner {other}")),
    })
}

/// What a snippet must parse as.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Expr,
    Type,
    Block,
    TraitItems,
    ImplItems,
    File,
}

fn check(kind: Kind, snippet: &str) -> Result<(), String> {
    let code = replace_placeholders(snippet);
    let result = match kind {
        Kind::Expr => syn::parse_str::<syn::Expr>(&code).map(drop),
        Kind::Type => syn::parse_str::<syn::Type>(&code).map(drop),
        Kind::Block => syn::parse_str::<syn::Block>(&format!("{{ {code} }}")).map(drop),
        Kind::TraitItems => {
            syn::parse_str::<syn::ItemTrait>(&format!("trait CppClass {{ {code} }}")).map(drop)
        }
        Kind::ImplItems => {
            syn::parse_str::<syn::ItemImpl>(&format!("impl CppClass {{ {code} }}")).map(drop)
        }
        Kind::File => syn::parse_file(&code).map(drop),
    };
    result.map_err(|e| format!("{e}\n    as {kind:?}: {code}"))
}

/// A string field's text, when set and not empty.
fn text(rec: &Record, field: &str) -> Option<String> {
    let v = records::string_value(rec.values.get(field)?)?;
    (!v.trim().is_empty()).then_some(v)
}

fn is_a(rec: &Record, class: &str) -> bool {
    rec.superclasses.iter().any(|s| s == class)
}

/// The Rust types named as string literals in a printed dag value
/// (`(ins "T":$a, CArg<...>:$b)`): the literals only.
fn dag_types(printed: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = printed;
    while let Some(i) = rest.find('"') {
        let after = &rest[i + 1..];
        let mut end = 0;
        let bytes = after.as_bytes();
        while end < bytes.len() && bytes[end] != b'"' {
            if bytes[end] == b'\\' {
                end += 1;
            }
            end += 1;
        }
        if let Some(s) = records::string_value(&format!("\"{}\"", &after[..end.min(after.len())])) {
            out.push(s);
        }
        rest = &after[(end + 1).min(after.len())..];
    }
    out
}

/// Every snippet of every record of `set`, checked; returns the failures and
/// the number of snippets checked.
fn check_all(set: &RecordSet) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut count = 0usize;
    let all = set.defs.iter().chain(set.anonymous.iter());
    for (name, rec) in all {
        let mut want: Vec<(&str, Kind, String)> = Vec::new();
        let mut add = |field: &'static str, kind: Kind| {
            if let Some(t) = text(rec, field) {
                want.push((field, kind, t));
            }
        };
        if is_a(rec, "Attr") || is_a(rec, "Property") {
            add("convertFromStorage", Kind::Expr);
            add("defaultValue", Kind::Expr);
            add("storageType", Kind::Type);
            add("returnType", Kind::Type);
        }
        if is_a(rec, "Attr") {
            add("constBuilderCall", Kind::Expr);
        }
        if is_a(rec, "Type") {
            add("builderCall", Kind::Expr);
        }
        if is_a(rec, "Property") {
            add("interfaceType", Kind::Type);
            add("assignToStorage", Kind::Expr);
            add("convertToAttribute", Kind::Expr);
            add("convertFromAttribute", Kind::Expr);
            add("hashProperty", Kind::Expr);
            add("storageTypeValueOverride", Kind::Expr);
        }
        if is_a(rec, "EnumAttrInfo") || is_a(rec, "EnumProp") {
            add("parameterParser", Kind::Expr);
            add("parameterPrinter", Kind::Expr);
            add("parser", Kind::Expr);
            add("printer", Kind::Expr);
        }
        if is_a(rec, "AttrOrTypeParameter") {
            add("cppType", Kind::Type);
            add("cppStorageType", Kind::Type);
            add("cppAccessorType", Kind::Type);
            add("convertFromStorage", Kind::Expr);
            add("comparator", Kind::Expr);
            add("parser", Kind::Expr);
            add("printer", Kind::Expr);
            add("defaultValue", Kind::Expr);
        }
        if is_a(rec, "InterfaceMethod") {
            add("returnType", Kind::Type);
            add("body", Kind::Block);
            add("defaultBody", Kind::Block);
        }
        if is_a(rec, "Interface") {
            add("extraClassDeclaration", Kind::TraitItems);
            add("extraSharedClassDeclaration", Kind::TraitItems);
            add("extraClassOf", Kind::Expr);
        }
        if is_a(rec, "OpInterfaceTrait") {
            add("verify", Kind::Block);
        }
        if is_a(rec, "OpBuilder") || is_a(rec, "AttrOrTypeBuilder") {
            add("body", Kind::Block);
        }
        if is_a(rec, "CArg") {
            add("type", Kind::Type);
            add("defaultValue", Kind::Expr);
        }
        if is_a(rec, "Op") || is_a(rec, "AttrOrTypeDef") {
            add("extraClassDeclaration", Kind::ImplItems);
            add("extraClassDefinition", Kind::File);
        }
        if is_a(rec, "DerivedAttr") {
            add("body", Kind::Block);
        }
        if is_a(rec, "NativeCodeCall") {
            add("expression", Kind::Expr);
        }
        if is_a(rec, "StrFunc") {
            add("result", Kind::Expr);
        }
        for (field, kind, snippet) in want {
            count += 1;
            if let Err(e) = check(kind, &snippet) {
                failures.push(format!("{name}.{field}: {e}"));
            }
        }
        // Types named in argument dags.
        for field in ["arguments", "dagParams", "parameters"] {
            let applies = match field {
                "arguments" => is_a(rec, "InterfaceMethod"),
                "dagParams" => is_a(rec, "OpBuilder") || is_a(rec, "AttrOrTypeBuilder"),
                _ => is_a(rec, "AttrOrTypeDef"),
            };
            if !applies {
                continue;
            }
            for ty in dag_types(rec.values.get(field).map_or("", |s| s.as_str())) {
                count += 1;
                if let Err(e) = check(Kind::Type, &ty) {
                    failures.push(format!("{name}.{field}: {e}"));
                }
            }
        }
        // Predicates, folded.
        if let Some(pred) = rec.values.get("predicate") {
            if pred != "?" && !pred.is_empty() {
                count += 1;
                match fold_pred(set, pred, &mut Vec::new(), 0) {
                    Ok(expr) => {
                        if let Err(e) = check(Kind::Expr, &expr) {
                            failures.push(format!("{name}.predicate: {e}"));
                        }
                    }
                    Err(e) => failures.push(format!("{name}.predicate: {e}")),
                }
            }
        }
    }
    (failures, count)
}

fn assert_snippets_parse(input: &str, min: usize) {
    let set = evaluate(input);
    let (failures, count) = check_all(&set);
    println!(
        "{input}: {count} snippets checked, {} failed",
        failures.len()
    );
    assert!(count >= min, "only {count} snippets found in {input}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn library_and_manual_example_snippets_are_rust() {
    assert_snippets_parse("manual_examples.td", 1000);
}

#[test]
fn toy_snippets_are_rust() {
    assert_snippets_parse("toy_ops.td", 300);
}

#[test]
fn placeholders_become_identifiers() {
    assert_eq!(
        replace_placeholders("$_ctx.rank($_self) == $0 && $lhs.x($cppClass)"),
        "ctx_ph.rank(self_ph) == arg0 && lhs_ph.x(CppClass)"
    );
}

//===----------------------------------------------------------------------===//
// Type checking against the documented vocabulary
//===----------------------------------------------------------------------===//

/// The Rust signatures (`fn ...`) listed in the PREDICATES.md section whose
/// heading starts with `heading`.
fn documented_signatures(md: &str, heading: &str) -> Vec<String> {
    let mut in_section = false;
    let mut out = Vec::new();
    for line in md.lines() {
        if line.starts_with("## ") {
            in_section = line.starts_with(heading);
            continue;
        }
        if !in_section {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("`fn ") {
            let after = &rest[i + 1..];
            let Some(end) = after.find('`') else { break };
            out.push(after[..end].to_string());
            rest = &after[end + 1..];
        }
    }
    out
}

/// The `enum Name { A, B, ... }` definitions of PREDICATES.md, as Rust.
fn documented_enums(md: &str) -> Vec<String> {
    let flat = md.replace('\n', " ");
    let mut out = Vec::new();
    let mut rest = flat.as_str();
    while let Some(i) = rest.find("`enum ") {
        let after = &rest[i + 1..];
        let Some(end) = after.find('`') else { break };
        let def = after[..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        out.push(format!(
            "#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)] pub {def}"
        ));
        rest = &after[end + 1..];
    }
    out
}

/// A crate `ir` with exactly the types and methods PREDICATES.md documents.
/// Method bodies diverge: the crate is only type-checked, never run.
fn mock_ir_crate(md: &str) -> String {
    let mut src = String::from(
        "#![allow(unused, dead_code, clippy::all)]\n\
         use ::std::fmt::Display;\nuse ::std::str::FromStr;\n",
    );
    for handle in [
        "Type",
        "Attribute",
        "Value",
        "Operation",
        "Region",
        "Block",
        "Location",
    ] {
        src.push_str(&format!(
            "#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)] pub struct {handle}(u32);\n"
        ));
    }
    for owner in [
        "Context",
        "OpBuilder",
        "OperationState",
        "Diagnostic",
        "APInt",
    ] {
        src.push_str(&format!("pub struct {owner};\n"));
    }
    src.push_str(
        "impl Diagnostic { pub fn error(location: Option<Location>, message: &str) -> Diagnostic { loop {} } }\n",
    );
    src.push_str(
        "pub trait PropertyStorage {\n\
             fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute;\n\
             fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> where Self: Sized;\n\
         }\n",
    );
    // `type_of`'s argument: a value, a group, an optional value (the
    // implementations are `ir`'s).
    src.push_str(
        "pub trait TypeOf { type Output; fn type_of(self, ctx: &Context) -> Self::Output; }\n\
         impl TypeOf for Value { type Output = Type; fn type_of(self, ctx: &Context) -> Type { loop {} } }\n\
         impl TypeOf for Option<Value> { type Output = Option<Type>; fn type_of(self, ctx: &Context) -> Option<Type> { loop {} } }\n\
         impl TypeOf for &[Value] { type Output = Vec<Type>; fn type_of(self, ctx: &Context) -> Vec<Type> { loop {} } }\n",
    );
    // The implementations PREDICATES.md promises.
    for ty in [
        "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f64", "String",
    ] {
        src.push_str(&format!(
            "impl PropertyStorage for {ty} {{\n\
                 fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {{ loop {{}} }}\n\
                 fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {{ loop {{}} }}\n\
             }}\n"
        ));
    }
    src.push_str(
        "impl<T: PropertyStorage> PropertyStorage for Vec<T> {\n\
             fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute { loop {} }\n\
             fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> { loop {} }\n\
         }\n\
         impl<T: PropertyStorage> PropertyStorage for Option<T> {\n\
             fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute { loop {} }\n\
             fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> { loop {} }\n\
         }\n",
    );
    for e in documented_enums(md) {
        src.push_str(&e);
        src.push('\n');
    }
    for (owner, heading) in [
        ("Context", "## Queries on `$_ctx`"),
        ("OpBuilder", "## Constructors on `$_builder`"),
        ("OperationState", "## `$_state`"),
    ] {
        src.push_str(&format!("impl {owner} {{\n"));
        for sig in documented_signatures(md, heading) {
            src.push_str(&format!("    pub {sig} {{ loop {{}} }}\n"));
        }
        src.push_str("}\n");
    }
    src
}

/// Whether a Rust type written in a `.td` file can be named by the checking
/// crate (generated dialect types cannot).
fn nameable(ty: &str) -> bool {
    let ty = ty.trim();
    let prims = [
        "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "&str",
    ];
    prims.contains(&ty)
        || ty.starts_with("::ir::")
        || ty.starts_with("::core::")
        || ty.starts_with("::std::")
        || ty.starts_with("&[")
}

/// One function per checkable snippet of `set`.
fn checking_functions(set: &RecordSet) -> (String, usize) {
    let mut src = String::from(
        "#![allow(unused_variables, dead_code, unused_parens, unused_braces)]\n\
         #![allow(non_snake_case, non_camel_case_types, unreachable_code)]\n\
         // The hand-written function of the manual's `HasSomeProperty` example.\n\
         fn has_some_property(_: &::ir::Context, _: ::ir::Attribute) -> bool { true }\n",
    );
    let mut n = 0usize;
    let mut push = |src: &mut String, what: &str, sig: &str, body: &str| {
        n += 1;
        src.push_str(&format!(
            "// {what}\nfn check_{n}{sig} {{\n{}\n}}\n",
            replace_placeholders(body)
        ));
    };
    for (name, rec) in set.defs.iter().chain(set.anonymous.iter()) {
        let is_optional = rec.values.get("isOptional").is_some_and(|v| v == "1");
        // Type and attribute predicates.
        let subject = if is_a(rec, "TypeConstraint") {
            Some("::ir::Type")
        } else if is_a(rec, "AttrConstraint") {
            Some("::ir::Attribute")
        } else {
            None
        };
        if let (Some(subject), Some(pred)) = (subject, rec.values.get("predicate")) {
            if pred != "?" {
                if let Ok(expr) = fold_pred(set, pred, &mut Vec::new(), 0) {
                    // `$_builder` predicates (ConstantAttr) run in rewrite
                    // patterns; `IsNullAttr` checks an `Option<Attribute>`;
                    // `crate::` paths (`EnumAttr`'s wrapper) are generated.
                    if !expr.contains("$_builder")
                        && !expr.contains("$_self.is_none()")
                        && !expr.contains("crate::")
                    {
                        push(
                            &mut src,
                            &format!("{name}.predicate"),
                            &format!("(ctx_ph: &::ir::Context, self_ph: {subject}) -> bool"),
                            &expr,
                        );
                    }
                }
            }
        }
        // Dialect-defined (`crate::...`) types are generated code; derived
        // attributes compute their value from the op.
        if is_a(rec, "Attr") && !is_a(rec, "DerivedAttr") {
            let ret = text(rec, "returnType");
            let conv = text(rec, "convertFromStorage");
            if let (Some(ret), Some(conv)) = (&ret, &conv) {
                let optional_view =
                    ret.starts_with("::core::option::Option<") || ret == "bool" && is_optional;
                if nameable(ret) && (optional_view || !is_optional) && !conv.contains("crate::") {
                    let stored = if optional_view {
                        "::core::option::Option<::ir::Attribute>"
                    } else {
                        "::ir::Attribute"
                    };
                    push(
                        &mut src,
                        &format!("{name}.convertFromStorage"),
                        &format!("(ctx_ph: &::ir::Context, self_ph: {stored}) -> {ret}"),
                        conv,
                    );
                }
            }
            if let (Some(ret), Some(build)) = (&ret, text(rec, "constBuilderCall")) {
                let value = match ret.strip_prefix("::std::vec::Vec<") {
                    Some(elem) => format!("&[{}", elem.trim_end_matches('>')) + "]",
                    None => ret.clone(),
                };
                // Only a unit attribute's builder call can produce "absent".
                let out = if build.contains(".then(") {
                    "::core::option::Option<::ir::Attribute>"
                } else {
                    "::ir::Attribute"
                };
                if nameable(&value) && ret != "::ir::Attribute" && !build.contains("crate::") {
                    push(
                        &mut src,
                        &format!("{name}.constBuilderCall"),
                        &format!("(builder_ph: &mut ::ir::OpBuilder, arg0: {value}) -> {out}"),
                        &build,
                    );
                }
            }
        }
        // Op-level predicates (PredOpTrait) of ops, over their named
        // operands and results.
        if is_a(rec, "Op") {
            if let Some(params) = op_value_params(set, rec) {
                let traits = list_items(rec.values.get("traits").map_or("[]", |s| s.as_str()));
                for t in flatten_traits(set, &traits, 0) {
                    let Some(trait_rec) = set.def(&t) else {
                        continue;
                    };
                    let Some(pred) = trait_rec.values.get("predicate") else {
                        continue;
                    };
                    if !is_a(trait_rec, "PredTrait") || pred == "?" {
                        continue;
                    }
                    if let Ok(expr) = fold_pred(set, pred, &mut Vec::new(), 0) {
                        push(
                            &mut src,
                            &format!("{name}: trait {t}.predicate"),
                            &format!(
                                "(ctx_ph: &::ir::Context, op_ph: ::ir::Operation{params}) -> bool"
                            ),
                            &expr,
                        );
                    }
                }
            }
        }
        // Properties: predicates over the interface value, reading and
        // writing the storage place, conversions to and from the generic
        // attribute form.
        if is_a(rec, "Property") {
            let (Some(storage), Some(interface)) =
                (text(rec, "storageType"), text(rec, "interfaceType"))
            else {
                continue;
            };
            if !nameable(&storage) || !nameable(&interface) {
                continue;
            }
            let n_struct = format!("Props_{}", name.replace(|c: char| !is_ident_char(c), "_"));
            src.push_str(&format!("struct {n_struct} {{ field: {storage} }}\n"));
            let place = |code: &str| code.replace("$_storage", "props_ph.field");
            if let Some(pred) = rec.values.get("predicate").filter(|p| *p != "?") {
                if let Ok(expr) = fold_pred(set, pred, &mut Vec::new(), 0) {
                    push(
                        &mut src,
                        &format!("{name}.predicate"),
                        &format!("(self_ph: {interface}) -> bool"),
                        &expr,
                    );
                }
            }
            if let Some(conv) = text(rec, "convertFromStorage") {
                push(
                    &mut src,
                    &format!("{name}.convertFromStorage"),
                    &format!("(props_ph: &{n_struct}) -> {interface}"),
                    &place(&conv),
                );
            }
            if let Some(assign) = text(rec, "assignToStorage") {
                push(
                    &mut src,
                    &format!("{name}.assignToStorage"),
                    &format!("(props_ph: &mut {n_struct}, value_ph: {interface})"),
                    &place(&assign),
                );
            }
            if let Some(to_attr) = text(rec, "convertToAttribute") {
                push(
                    &mut src,
                    &format!("{name}.convertToAttribute"),
                    &format!("(props_ph: &{n_struct}, builder_ph: &mut ::ir::OpBuilder) -> ::ir::Attribute"),
                    &place(&to_attr),
                );
            }
            if let Some(from_attr) = text(rec, "convertFromAttribute") {
                push(
                    &mut src,
                    &format!("{name}.convertFromAttribute"),
                    &format!("(ctx_ph: &::ir::Context, attr_ph: ::ir::Attribute) -> ::core::option::Option<{storage}>"),
                    &from_attr,
                );
            }
            if let Some(default) = text(rec, "storageTypeValueOverride") {
                push(
                    &mut src,
                    &format!("{name}.storageTypeValueOverride"),
                    &format!("() -> {storage}"),
                    &default,
                );
            }
            if let Some(default) = text(rec, "defaultValue") {
                // A borrowed default lives for the whole program.
                let ty = match interface.strip_prefix('&') {
                    Some(rest) => format!("&'static {rest}"),
                    None => interface.clone(),
                };
                push(
                    &mut src,
                    &format!("{name}.defaultValue"),
                    &format!("() -> {ty}"),
                    &default,
                );
            }
            continue;
        }
        if is_a(rec, "Type") {
            if let Some(build) = text(rec, "builderCall") {
                if build.contains("$_builder.") && !build.contains("crate::") {
                    push(
                        &mut src,
                        &format!("{name}.builderCall"),
                        "(builder_ph: &mut ::ir::OpBuilder) -> ::ir::Type",
                        &build,
                    );
                }
            }
        }
    }
    (src, n)
}

/// The traits of a trait list, with `TraitList`s flattened.
fn flatten_traits(set: &RecordSet, traits: &[String], depth: usize) -> Vec<String> {
    let mut out = Vec::new();
    for t in traits {
        match set.def(t) {
            Some(rec) if is_a(rec, "TraitList") && depth < MAX_PRED_DEPTH => {
                let inner = list_items(rec.values.get("traits").map_or("[]", |s| s.as_str()));
                out.extend(flatten_traits(set, &inner, depth + 1));
            }
            _ => out.push(t.clone()),
        }
    }
    out
}

/// The parameters `, name_ph: T` standing for an op's named operands and
/// results in op-level predicates: `Value`, `Option<Value>` (optional) or
/// `&[Value]` (variadic). `None` when an entry is not a type constraint.
fn op_value_params(set: &RecordSet, op: &Record) -> Option<String> {
    let mut params = String::new();
    for field in ["arguments", "results"] {
        let dag = op.values.get(field)?;
        let inner = dag.trim().trim_start_matches('(').trim_end_matches(')');
        let inner = inner.split_once(' ').map_or("", |(_, rest)| rest);
        for entry in inner.split(", ").filter(|e| !e.trim().is_empty()) {
            let (constraint, name) = entry.trim().split_once(":$")?;
            let rec = set.def(constraint)?;
            let ty = if is_a(rec, "Variadic") {
                "&[::ir::Value]"
            } else if is_a(rec, "Optional") {
                "::core::option::Option<::ir::Value>"
            } else if is_a(rec, "TypeConstraint") {
                "::ir::Value"
            } else {
                // Attributes and properties are not values.
                continue;
            };
            params.push_str(&format!(", {name}_ph: {ty}"));
        }
    }
    Some(params)
}

fn rustc(args: &[&str]) -> Result<(), String> {
    let out = std::process::Command::new("rustc")
        .args(args)
        .output()
        .map_err(|e| format!("running rustc: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn snippets_type_check_against_the_documented_vocabulary() {
    let md = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("PREDICATES.md"))
        .expect("reading PREDICATES.md");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("td_snippet_check");
    std::fs::create_dir_all(&dir).expect("creating the scratch directory");
    let mock = dir.join("ir.rs");
    std::fs::write(&mock, mock_ir_crate(&md)).expect("writing the mock ir crate");
    let out_dir = dir.to_str().expect("utf-8 path");
    rustc(&[
        "--edition=2021",
        "--crate-type=lib",
        "--crate-name=ir",
        "--emit=metadata",
        "--out-dir",
        out_dir,
        mock.to_str().expect("utf-8 path"),
    ])
    .unwrap_or_else(|e| panic!("the vocabulary of PREDICATES.md is not valid Rust:\n{e}"));
    let set = evaluate("manual_examples.td");
    let (src, n) = checking_functions(&set);
    assert!(n >= 200, "only {n} snippets to type-check");
    let checks = dir.join("checks.rs");
    std::fs::write(&checks, &src).expect("writing the checks");
    let extern_ir = format!("ir={}", dir.join("libir.rmeta").display());
    let result = rustc(&[
        "--edition=2021",
        "--crate-type=lib",
        "--crate-name=td_snippet_checks",
        "--emit=metadata",
        "--out-dir",
        out_dir,
        "--extern",
        &extern_ir,
        // Snippets end up in generated code, which must compile cleanly.
        "-D",
        "warnings",
        checks.to_str().expect("utf-8 path"),
    ]);
    println!("type-checked {n} snippets against PREDICATES.md");
    if let Err(e) = result {
        panic!(
            "snippets do not type-check (see {}):\n{e}",
            checks.display()
        );
    }
}
