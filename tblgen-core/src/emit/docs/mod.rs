//! Markdown documentation, byte-identical to `mlir-tblgen`'s doc backends
//! of LLVM 19 (upstream `OpDocGen.cpp`, `PassDocGen.cpp`).
//!
//! * [`gen_op_doc`]: every op of the input, in def-name order.
//! * [`gen_dialect_doc`]: one dialect: its summary and description, then its
//!   ops (sorted by mnemonic, `OpDocGroup`s nested), attribute constraints,
//!   attribute definitions, type constraints, type definitions and enums.
//! * [`gen_attrdef_doc`], [`gen_typedef_doc`]: every attribute or type
//!   definition (`-gen-attrdef-doc`, `-gen-typedef-doc`).
//! * [`gen_interface_docs`]: the interfaces of the main file
//!   (`-gen-op-interface-docs` and the attribute and type forms).
//! * [`gen_pass_doc`]: every pass (`-gen-pass-doc`, in `pass.rs`).
//!
//! They read only the models ([`crate::ods`], [`crate::pass`]).

use crate::diag::Diagnostic;
use crate::ods::{
    derived_definitions, dialects, find_dialect_to_generate, AttrConstraint, AttrOrTypeDef,
    Dialect, EnumInfo, Interface, InterfaceKind, OpCache, Operator, TraitKind,
};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::collections::{BTreeSet, HashSet};
use std::fmt::Write;

mod pass;
pub use pass::gen_pass_doc;

/// The prefix stripped from qualified class names (`-strip-prefix` default).
const STRIP_PREFIX: &str = "::mlir::";

/// LLVM's `StringRef` whitespace: space, `\t`, `\n`, `\v`, `\f`, `\r`.
fn is_ws(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

fn trim(s: &str) -> &str {
    s.trim_matches(is_ws)
}

/// `raw_indented_ostream::printReindented` of `text.rtrim(" \t")`: removes
/// the smallest indentation of the non-blank lines (leading blank lines
/// dropped), prints blank lines as empty lines.
pub(super) fn emit_description(text: &str, out: &mut String) {
    let text = text.trim_end_matches([' ', '\t']);
    let first_non_st = |line: &str| line.bytes().position(|c| c != b' ' && c != b'\t');
    let split = |s: &str| -> (usize, usize) {
        // (end of the first line, start of the rest)
        match memchr::memchr(b'\n', s.as_bytes()) {
            Some(i) => (i, i + 1),
            None => (s.len(), s.len()),
        }
    };
    let mut output = text;
    let mut leading = 0usize;
    while !output.is_empty() {
        let (end, next) = split(output);
        if let Some(i) = first_non_st(&output[..end]) {
            leading = i;
            break;
        }
        output = &output[next..];
    }
    let mut rem = output;
    while !rem.is_empty() {
        let (end, next) = split(rem);
        if let Some(i) = first_non_st(&rem[..end]) {
            leading = leading.min(i);
        }
        rem = &rem[next..];
    }
    fn tail(line: &str, leading: usize) -> &str {
        line.get(leading..).unwrap_or("")
    }
    let mut s = output;
    while !s.is_empty() {
        match memchr::memchr(b'\n', s.as_bytes()) {
            None => {
                out.push_str(tail(s, leading));
                break;
            }
            Some(i) => {
                let line = &s[..i];
                if !line.trim_start_matches(is_ws).is_empty() {
                    out.push_str(tail(line, leading));
                }
                out.push('\n');
                s = &s[i + 1..];
            }
        }
    }
}

/// `emitSummary`: the trimmed summary with its first letter capitalized, in italics.
pub(super) fn emit_summary(summary: &str, out: &mut String) {
    if summary.is_empty() {
        return;
    }
    let t = trim(summary);
    out.push_str("\n_");
    let mut chars = t.chars();
    if let Some(c) = chars.next() {
        out.push(c.to_ascii_uppercase());
    }
    out.push_str(chars.as_str());
    out.push_str("_\n\n");
}

fn emit_assembly_format(op_name: &str, format: &str, out: &mut String) {
    let _ = write!(out, "\nSyntax:\n\n```\noperation ::= `{}` ", op_name);
    let (first, mut rest) = format.split_once('\n').unwrap_or((format, ""));
    out.push_str(trim(first));
    out.push('\n');
    loop {
        let (chunk, r) = rest.split_once('\n').unwrap_or((rest, ""));
        let chunk = trim(chunk);
        if !chunk.is_empty() {
            out.push_str(&" ".repeat("operation ::= ".len()));
            out.push_str(chunk);
            out.push('\n');
        }
        rest = r;
        if rest.is_empty() {
            break;
        }
    }
    out.push_str("```\n\n");
}

fn emit_traits(kp: &RecordKeeper, op: &Operator, out: &mut String) -> Result<(), Diagnostic> {
    let mut effects = BTreeSet::new();
    let mut interfaces = BTreeSet::new();
    let mut traits = BTreeSet::new();
    for t in &op.traits {
        if matches!(t.kind, TraitKind::Pred { .. }) {
            continue;
        }
        let rec = kp.record(t.def);
        let trait_field = rec.get_string("trait")?;
        let mut trait_name: &str = &trait_field;
        trait_name = trait_name.strip_suffix("::Trait").unwrap_or(trait_name);
        trait_name = trait_name.strip_suffix("::Impl").unwrap_or(trait_name);
        let mut name = if t.def_name.starts_with("anonymous_") {
            trait_name.to_string()
        } else {
            t.def_name.to_string()
        };
        if let TraitKind::Interface { side_effects, .. } = &t.kind {
            if let Some((base, list)) = side_effects {
                let strip = |s: &str| -> String {
                    let s = s.strip_prefix("::").unwrap_or(s);
                    s.strip_prefix("mlir::").unwrap_or(s).to_string()
                };
                let mut e = format!("{}{{", strip(base));
                for (i, eff) in list.iter().enumerate() {
                    if i > 0 {
                        e.push_str(", ");
                    }
                    let _ = write!(e, "{} on {}", strip(&eff.effect), eff.resource);
                }
                e.push('}');
                effects.insert(format!("`{}`", e));
                let _ = write!(name, " ({})", trait_name);
            }
            interfaces.insert(format!("`{}`", name));
            continue;
        }
        traits.insert(format!("`{}`", name));
    }
    for (label, set) in [
        ("Traits", &traits),
        ("Interfaces", &interfaces),
        ("Effects", &effects),
    ] {
        if !set.is_empty() {
            let _ = write!(out, "\n{}: ", label);
            let v: Vec<&str> = set.iter().map(String::as_str).collect();
            out.push_str(&v.join(", "));
            out.push('\n');
        }
    }
    Ok(())
}

fn emit_named(name: &str, summary: &str, out: &mut String) {
    if name.is_empty() {
        out.push_str("&laquo;unnamed&raquo;");
    } else {
        let _ = write!(out, "| `{}`", name);
    }
    let _ = writeln!(out, " | {}", summary);
}

fn emit_op(kp: &RecordKeeper, op: &Operator, out: &mut String) -> Result<(), Diagnostic> {
    let qual = op.qualified_class_name();
    let class = qual.strip_prefix(STRIP_PREFIX).unwrap_or(&qual);
    let op_name = op.operation_name();
    let _ = writeln!(out, "### `{}` ({})", op_name, class);
    if op.has_summary() {
        emit_summary(&op.summary, out);
    }
    if let Some(f) = &op.assembly_format {
        emit_assembly_format(&op_name, trim(f), out);
    }
    if op.has_description() {
        emit_description(&op.description, out);
    }
    emit_traits(kp, op, out)?;
    if !op.attributes.is_empty() {
        out.push_str("\n#### Attributes:\n\n<table>\n");
        out.push_str("<tr><th>Attribute</th><th>MLIR Type</th><th>Description</th></tr>\n");
        for a in &op.attributes {
            let _ = writeln!(
                out,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td></tr>",
                a.name,
                a.attr.storage_type,
                a.attr.summary()
            );
        }
        out.push_str("</table>\n");
    }
    if !op.operands.is_empty() {
        out.push_str("\n#### Operands:\n\n| Operand | Description |\n| :-----: | ----------- |\n");
        for o in &op.operands {
            emit_named(&o.name, o.constraint.summary(), out);
        }
    }
    if !op.results.is_empty() {
        out.push_str("\n#### Results:\n\n| Result | Description |\n| :----: | ----------- |\n");
        for o in &op.results {
            emit_named(&o.name, o.constraint.summary(), out);
        }
    }
    if !op.successors.is_empty() {
        out.push_str(
            "\n#### Successors:\n\n| Successor | Description |\n| :-------: | ----------- |\n",
        );
        for s in &op.successors {
            emit_named(&s.name, s.constraint.summary(), out);
        }
    }
    out.push('\n');
    Ok(())
}

/// The main input file as given (the first file read).
fn input_filename(kp: &RecordKeeper) -> String {
    kp.sources()
        .files()
        .next()
        .map(|f| f.path.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn emit_source_link(input: &str, out: &mut String) {
    if let Some(i) = input.find("mlir/include/mlir/") {
        let _ = write!(
            out,
            "[source](https://github.com/llvm/llvm-project/blob/main/{})\n\n",
            &input[i..]
        );
    }
}

const HEADER: &str = "<!-- Autogenerated by mlir-tblgen; don't manually edit -->\n";

/// Upstream `getRequestedOpDefinitions`: every def deriving from `Op`, in name order.
fn op_defs(kp: &RecordKeeper) -> Result<Vec<&Record>, Diagnostic> {
    if kp.class("Op").is_none() {
        return Err(Diagnostic::unlocated(
            "ERROR: Couldn't find the 'Op' class!",
        ));
    }
    Ok(kp.defs_derived_from("Op"))
}

/// `mlir-tblgen -gen-op-doc`: the documentation of every op in the records.
pub fn gen_op_doc(kp: &RecordKeeper) -> Result<String, Diagnostic> {
    let mut out = String::from(HEADER);
    emit_source_link(&input_filename(kp), &mut out);
    let mut cache = OpCache::default();
    for rec in op_defs(kp)? {
        let op = Operator::from_record_cached(kp, rec, &mut cache)?;
        emit_op(kp, &op, &mut out)?;
    }
    Ok(out)
}

fn emit_attr_or_type_def(
    kp: &RecordKeeper,
    def: &AttrOrTypeDef,
    out: &mut String,
) -> Result<(), Diagnostic> {
    let _ = writeln!(out, "### {}", def.cpp_class_name);
    if let Some(s) = &def.summary {
        let _ = writeln!(out, "\n{}", s);
    }
    if let Some(m) = &def.mnemonic {
        if !def.has_custom_assembly_format {
            let prefix = if def.is_attr { '#' } else { '!' };
            let dialect = match def.dialect {
                Some(d) => Dialect::from_record(kp.record(d))?.name,
                None => {
                    return Err(Diagnostic::error(
                        def.loc,
                        format!("`{}' has a mnemonic but no dialect", def.def_name),
                    ))
                }
            };
            if def.parameters.is_empty() {
                let _ = writeln!(out, "\nSyntax: `{}{}.{}`", prefix, dialect, m);
            } else {
                let _ = writeln!(out, "\nSyntax:\n\n```\n{}{}.{}<", prefix, dialect, m);
                let n = def.parameters.len();
                for (i, p) in def.parameters.iter().enumerate() {
                    let _ = write!(out, "  {}", p.syntax);
                    if i + 1 < n {
                        out.push(',');
                    }
                    let _ = writeln!(out, "   # {}", p.name.as_deref().unwrap_or(""));
                }
                out.push_str(">\n```\n");
            }
        }
    }
    if let Some(d) = &def.description {
        out.push('\n');
        emit_description(d, out);
    }
    if !def.parameters.is_empty() {
        out.push_str("\n#### Parameters:\n\n| Parameter | C++ type | Description |\n| :-------: | :-------: | ----------- |\n");
        for p in &def.parameters {
            let _ = writeln!(
                out,
                "| {} | `{}` | {} |",
                p.name.as_deref().unwrap_or(""),
                p.cpp_type,
                p.summary.as_deref().unwrap_or("")
            );
        }
    }
    out.push('\n');
    Ok(())
}

fn emit_enum(e: &EnumInfo, out: &mut String) {
    let _ = writeln!(out, "### {}", e.class_name);
    if !e.summary.is_empty() {
        let _ = writeln!(out, "\n{}", e.summary);
    }
    out.push_str("\n#### Cases:\n\n| Symbol | Value | String |\n| :----: | :---: | ------ |\n");
    for c in &e.cases {
        let _ = writeln!(out, "| {} | `{}` | {} |", c.symbol, c.declared_value, c.str);
    }
    out.push('\n');
}

fn gen_attr_or_type_def_doc(kp: &RecordKeeper, class: &str) -> Result<String, Diagnostic> {
    if kp.class(class).is_none() {
        return Err(Diagnostic::unlocated(format!(
            "The class '{}' is not defined",
            class
        )));
    }
    let mut out = String::from(HEADER);
    for r in derived_definitions(kp, class) {
        let def = AttrOrTypeDef::from_record(kp, r)?;
        emit_attr_or_type_def(kp, &def, &mut out)?;
    }
    Ok(out)
}

/// `mlir-tblgen -gen-attrdef-doc`: every `AttrDef` of the records.
pub fn gen_attrdef_doc(kp: &RecordKeeper) -> Result<String, Diagnostic> {
    gen_attr_or_type_def_doc(kp, "AttrDef")
}

/// `mlir-tblgen -gen-typedef-doc`: every `TypeDef` of the records.
pub fn gen_typedef_doc(kp: &RecordKeeper) -> Result<String, Diagnostic> {
    gen_attr_or_type_def_doc(kp, "TypeDef")
}

/// A type followed by a space unless it ends in `&` or `*` (upstream `emitCPPType`).
fn emit_type(ty: &str, out: &mut String) {
    let t = trim(ty);
    out.push_str(t);
    if !t.ends_with(['&', '*']) {
        out.push(' ');
    }
}

/// `mlir-tblgen -gen-{op,attr,type}-interface-docs`: the interfaces of the
/// given kind defined in the main input file, with their methods.
pub fn gen_interface_docs(kp: &RecordKeeper, kind: InterfaceKind) -> Result<String, Diagnostic> {
    let (class, base) = match kind {
        InterfaceKind::Op => ("OpInterface", "Op"),
        InterfaceKind::Attr => ("AttrInterface", "Attribute"),
        InterfaceKind::Type => ("TypeInterface", "Type"),
        InterfaceKind::Other => ("Interface", "Interface"),
    };
    if kp.class(class).is_none() {
        return Err(Diagnostic::unlocated(format!(
            "The class '{}' is not defined",
            class
        )));
    }
    let main = kp.sources().files().next().map(|_| crate::diag::FileId(0));
    let mut out = String::from(HEADER);
    let _ = writeln!(out, "# {}Interface definitions", base);
    for r in derived_definitions(kp, class) {
        if Some(r.loc().file) != main {
            continue;
        }
        let i = Interface::from_record(kp, r)?;
        let _ = write!(out, "## {} (`{}`)\n\n", i.name, i.def_name);
        if !i.description.is_empty() {
            emit_description(&i.description, &mut out);
        }
        out.push_str("\n### Methods:\n");
        for m in &i.methods {
            let _ = write!(out, "#### `{}`\n\n```c++\n", m.name);
            if m.is_static {
                out.push_str("static ");
            }
            emit_type(&m.return_type, &mut out);
            out.push_str(&m.name);
            out.push('(');
            for (k, a) in m.args.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                emit_type(&a.ty, &mut out);
                out.push_str(&a.name);
            }
            out.push_str(");\n```\n");
            if !m.description.is_empty() {
                emit_description(&m.description, &mut out);
            }
            if m.body.is_none() {
                out.push_str("\nNOTE: This method *must* be implemented by the user.");
            }
            out.push_str("\n\n");
        }
    }
    Ok(out)
}

/// Lines of `text`, each followed by `\n`, with a `#` added before lines
/// that start with `#` when `nest` (upstream `maybeNest`).
fn maybe_nest(nest: bool, text: &str, out: &mut String) {
    for line in text.split('\n') {
        if nest && line.starts_with('#') {
            out.push('#');
        }
        out.push_str(line);
        out.push('\n');
    }
}

/// A section of the op list: one op, or an `OpDocGroup`'s ops.
struct Group {
    summary: String,
    description: String,
    ops: Vec<Operator>,
}

/// Whether some line of `s` is `[TOC]` after leading whitespace.
fn has_toc(s: &str) -> bool {
    s.split('\n')
        .any(|l| l.trim_start_matches(is_ws) == "[TOC]")
}

/// `mlir-tblgen -gen-dialect-doc [-dialect NAME]`: the documentation of one
/// dialect (the only one, or the one named `dialect`).
pub fn gen_dialect_doc(kp: &RecordKeeper, dialect: Option<&str>) -> Result<String, Diagnostic> {
    let all = if kp.class("Dialect").is_some() {
        dialects(kp)?
    } else {
        Vec::new()
    };
    let dialect = find_dialect_to_generate(&all, dialect)?;
    let derived = |class: &str| derived_definitions(kp, class);
    let ops = op_defs(kp)?;
    let mut seen: HashSet<RecId> = HashSet::new();

    let mut attr_defs = Vec::new();
    for r in derived("AttrDef") {
        let d = AttrOrTypeDef::from_record(kp, r)?;
        if d.dialect == Some(dialect.def) && seen.insert(r.id) {
            attr_defs.push(d);
        }
    }
    let mut attrs = Vec::new();
    for r in derived("DialectAttr") {
        let a = AttrConstraint::from_record(kp, r)?;
        if a.dialect == Some(dialect.def) && seen.insert(r.id) {
            attrs.push(a);
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut grouped: Vec<(RecId, Vec<Operator>)> = Vec::new();
    let mut cache = OpCache::default();
    for r in ops {
        let op = Operator::from_record_cached(kp, r, &mut cache)?;
        let in_dialect = op.dialect.def == dialect.def;
        match op.doc_group {
            Some(g) => {
                let idx = match grouped.iter().position(|(id, _)| *id == g) {
                    Some(i) => i,
                    None => {
                        grouped.push((g, Vec::new()));
                        grouped.len() - 1
                    }
                };
                if in_dialect && seen.insert(r.id) {
                    grouped[idx].1.push(op);
                }
            }
            None => {
                if in_dialect && seen.insert(r.id) {
                    groups.push(Group {
                        summary: String::new(),
                        description: String::new(),
                        ops: vec![op],
                    });
                }
            }
        }
    }
    for g in derived("OpDocGroup") {
        let Some(pos) = grouped.iter().position(|(id, _)| *id == g.id) else {
            continue;
        };
        let ops = std::mem::take(&mut grouped[pos].1);
        if ops.is_empty() {
            continue;
        }
        groups.push(Group {
            summary: g.get_string("summary")?.to_string(),
            description: g.get_string("description")?.to_string(),
            ops,
        });
    }
    let mut type_defs = Vec::new();
    for r in derived("TypeDef") {
        let d = AttrOrTypeDef::from_record(kp, r)?;
        if d.dialect == Some(dialect.def) && seen.insert(r.id) {
            type_defs.push(d);
        }
    }
    let mut types = Vec::new();
    for r in derived("DialectType") {
        let d = crate::ods::TypeConstraint::from_record(kp, r)?;
        let td = r.get_def("dialect")?;
        if td.id == dialect.def && seen.insert(r.id) {
            types.push((d, crate::ods::Constraint::from_record(kp, r)?.description));
        }
    }
    let mut enums = Vec::new();
    for r in derived("EnumAttrInfo") {
        let e = EnumInfo::from_record(kp, r)?;
        if seen.insert(r.id) {
            enums.push(e);
        }
    }

    let key = |g: &Group| -> String {
        let k = if g.summary.is_empty() {
            g.ops[0].mnemonic.to_string()
        } else {
            g.summary.clone()
        };
        k.to_ascii_lowercase()
    };
    groups.sort_by_cached_key(key);

    let mut out = String::from(HEADER);
    let _ = write!(out, "# '{}' Dialect\n\n", dialect.name);
    if !dialect.summary.is_empty() {
        emit_description(&dialect.summary, &mut out);
        out.push('\n');
    }
    if !dialect.description.is_empty() {
        emit_description(&dialect.description, &mut out);
        out.push('\n');
    }
    if !has_toc(&dialect.description) {
        out.push_str("[TOC]\n\n");
    }
    if !groups.is_empty() {
        out.push_str("## Operations\n\n");
        emit_source_link(&input_filename(kp), &mut out);
        for g in &groups {
            let nested = !g.summary.is_empty();
            let mut s = String::new();
            if nested {
                let _ = write!(s, "## {}\n\n", trim(&g.summary));
                emit_description(&g.description, &mut s);
                s.push_str("\n\n");
            }
            for op in &g.ops {
                emit_op(kp, op, &mut s)?;
            }
            maybe_nest(nested, &s, &mut out);
        }
    }
    if !attrs.is_empty() {
        out.push_str("## Attribute constraints\n\n");
        for a in &attrs {
            let _ = write!(out, "### {}\n\n", a.summary());
            emit_description(&a.constraint.description, &mut out);
            out.push_str("\n\n");
        }
    }
    if !attr_defs.is_empty() {
        out.push_str("## Attributes\n\n");
        for d in &attr_defs {
            emit_attr_or_type_def(kp, d, &mut out)?;
        }
    }
    if !types.is_empty() {
        out.push_str("## Type constraints\n\n");
        for (t, desc) in &types {
            let _ = write!(out, "### {}\n\n", t.summary());
            emit_description(desc, &mut out);
            out.push_str("\n\n");
        }
    }
    if !type_defs.is_empty() {
        out.push_str("## Types\n\n");
        for d in &type_defs {
            emit_attr_or_type_def(kp, d, &mut out)?;
        }
    }
    if !enums.is_empty() {
        out.push_str("## Enums\n\n");
        for e in &enums {
            emit_enum(e, &mut out);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reindent_like_raw_indented_ostream() {
        let mut s = String::new();
        emit_description("\n\n    a\n      b\n\n    c\n  ", &mut s);
        assert_eq!(s, "a\n  b\n\nc\n");
        let mut s = String::new();
        emit_description("  x", &mut s);
        assert_eq!(s, "x");
    }

    #[test]
    fn summary_and_format() {
        let mut s = String::new();
        emit_summary(" adds things ", &mut s);
        assert_eq!(s, "\n_Adds things_\n\n");
        let mut s = String::new();
        emit_assembly_format("t.add", "$a `,` $b\n   attr-dict", &mut s);
        assert_eq!(
            s,
            "\nSyntax:\n\n```\noperation ::= `t.add` $a `,` $b\n              attr-dict\n```\n\n"
        );
    }

    fn load(text: &str) -> crate::tablegen::Loaded {
        let opts = crate::tablegen::Options {
            include_dirs: vec![td::include_dir()],
            ..Default::default()
        };
        match crate::tablegen::load_str("doc.td", text, &opts) {
            Ok(l) => l,
            Err(e) => panic!("{}", e.render()),
        }
    }

    const DIALECT: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::mlir::d"; }
class D_Op<string m, list<Trait> t = []> : Op<D_Dialect, m, t>;
def G : OpDocGroup { let summary = "grouped"; let description = "Group text."; }
def D_ZedOp : D_Op<"zed", [Pure, Commutative]> {
  let summary = "zed op";
  let arguments = (ins AnyType:$a, I32Attr:$n);
  let results = (outs AnyType);
}
def D_AlphaOp : D_Op<"alpha"> { let opDocGroup = G; let successors = (successor AnySuccessor:$s); }
def D_BetaOp : D_Op<"Beta">;
"#;

    #[test]
    fn op_doc_of_our_library() {
        let l = load(DIALECT);
        let doc = gen_op_doc(&l.records).unwrap();
        assert!(doc.starts_with(HEADER));
        // Ops in def-name order; the `::mlir::` prefix is stripped.
        let a = doc.find("### `d.alpha` (d::AlphaOp)").unwrap();
        let z = doc.find("### `d.zed` (d::ZedOp)").unwrap();
        assert!(a < z);
        assert!(doc.contains("\n_Zed op_\n\n"));
        assert!(doc.contains("Traits: `AlwaysSpeculatableImplTrait`, `Commutative`\n"));
        assert!(doc.contains("<tr><td><code>n</code></td><td>::ir::Attribute</td>"));
        assert!(doc.contains("| `a` | any type\n"));
        assert!(doc.contains("&laquo;unnamed&raquo; | any type\n"));
        assert!(doc.contains("#### Successors:\n\n| Successor | Description |\n| :-------: | ----------- |\n| `s` | any successor\n"));
    }

    #[test]
    fn dialect_doc_sorts_and_nests() {
        let l = load(DIALECT);
        let doc = gen_dialect_doc(&l.records, None).unwrap();
        assert!(doc.contains("# 'd' Dialect\n\n[TOC]\n\n## Operations\n\n"));
        // Sorted case-insensitively by mnemonic or group summary: Beta, grouped, zed.
        let b = doc.find("### `d.Beta`").unwrap();
        let g = doc.find("### grouped\n\nGroup text.\n\n").unwrap();
        let a = doc.find("#### `d.alpha`").unwrap();
        let z = doc.find("### `d.zed`").unwrap();
        assert!(b < g && g < a && a < z, "{}", doc);
        assert!(doc.contains("##### Successors:"));
        assert_eq!(
            gen_dialect_doc(&l.records, Some("nope"))
                .unwrap_err()
                .message,
            "selected dialect with '-dialect' does not exist"
        );
    }

    #[test]
    fn missing_or_ambiguous_dialects_are_errors() {
        let l = load("include \"mlir/IR/OpBase.td\"");
        assert_eq!(
            gen_dialect_doc(&l.records, None).unwrap_err().message,
            "no dialect was found"
        );
        let l = load(&format!(
            "{}def E_Dialect : Dialect {{ let name = \"e\"; }}",
            DIALECT
        ));
        assert!(gen_dialect_doc(&l.records, None)
            .unwrap_err()
            .message
            .contains("one must be selected"));
        assert!(gen_dialect_doc(&l.records, Some("e"))
            .unwrap()
            .contains("# 'e' Dialect"));
    }

    #[test]
    fn toc_marker() {
        assert!(has_toc("intro\n  [TOC]\nmore"));
        assert!(!has_toc("see [TOC] here"));
    }
}
