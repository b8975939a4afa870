//! `EnumAttr` wrappers: a dialect attribute holding one enum value, stored
//! by the context as a dialect attribute (`::ir::dialect_defs`) whose
//! parameter struct holds the case, printed and parsed through its
//! assembly format (literals and `$value`; upstream's default is `$value`,
//! which gives `#dialect<mnemonic case>`).
//!
//! The case is printed as MLIR prints enum parameters: an integer enum's
//! case as a keyword (or a quoted string when it is not one), a bit enum
//! as its cases joined by its separator; parsed with upstream's messages
//! (`FieldParser` of an integer enum, the keyword loop of a bit enum).

use super::doc::doc_text;
use super::names::lit;
use super::writer::Writer;
use crate::ods::{EnumAttrDef, EnumAttrFormatItem, EnumInfo};

/// The `EnumAttr` wrappers this file generates: those outside `::ir`.
pub fn wanted_attr(a: &EnumAttrDef) -> bool {
    !super::is_ir_namespace(&a.cpp_namespace)
}

/// MLIR's `canFormatStringAsKeyword`.
pub(super) fn is_keyword(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`.
fn pretty(body: &str) -> bool {
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = body.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// One piece of the printed form: a literal or the value, and whether a
/// space goes before it (upstream `DefFormat::genLiteralPrinter` and
/// `genVariablePrinter`, with no optional elements).
fn printed(format: &[EnumAttrFormatItem]) -> Vec<(bool, Option<&str>)> {
    let (mut emit_space, mut last_punct) = (true, false);
    let mut out = Vec::new();
    for item in format {
        match item {
            EnumAttrFormatItem::Literal(l) => {
                let before = if l.len() != 1 && &**l != "->" {
                    true
                } else if last_punct {
                    !">)}],".contains(&l[..1])
                } else {
                    !"<>(){}[],".contains(&l[..1])
                };
                out.push((emit_space && before, Some(&**l)));
                emit_space = l.len() != 1 || !"<({[".contains(&l[..1]);
                last_punct =
                    !l.starts_with('_') && !l.starts_with(|c: char| c.is_ascii_alphabetic());
            }
            EnumAttrFormatItem::Value => {
                out.push((emit_space || !last_punct, None));
                emit_space = true;
                last_punct = false;
            }
        }
    }
    out
}

/// Writes the typed wrapper of an `EnumAttr` (`e` is its enum): a `Copy`
/// newtype over the `::ir::Attribute`, its parameter struct, its
/// definition and registration, `get`, the checked and unchecked
/// conversions from an attribute, and `value`.
pub fn emit_enum_attr(w: &mut Writer, a: &EnumAttrDef, e: &EnumInfo) {
    let name = &*a.class_name;
    let storage = format!("{name}Storage");
    let enum_name = &*a.enum_class_name;
    let pieces = printed(&a.format);
    let mut sample = a.mnemonic.to_string();
    for (space, p) in &pieces {
        if *space {
            sample.push(' ');
        }
        sample.push_str(p.unwrap_or("case"));
    }
    let shown = if pretty(&sample) {
        format!("#{}.{}", a.dialect_name, sample)
    } else {
        format!("#{}<{}>", a.dialect_name, sample)
    };
    w.blank();
    w.doc_lines(&doc_text(&a.summary, &a.description), false);
    w.line("///");
    w.linef(format_args!(
        "/// A dialect attribute holding a [`{}`], written `{}` in the IR.",
        enum_name, shown
    ));
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    super::allow_upstream_type_name(w, name);
    w.linef(format_args!("pub struct {}(::ir::Attribute);", name));
    w.blank();
    w.linef(format_args!(
        "/// The parameters of [`{}`] (what the context uniques).",
        name
    ));
    w.line("#[derive(Clone, Debug, PartialEq, Eq, Hash)]");
    super::allow_upstream_type_name(w, &storage);
    w.openf(format_args!("pub struct {} {{", storage));
    w.line("/// The case.");
    w.linef(format_args!("pub value: {},", enum_name));
    w.close("}");
    w.blank();
    w.openf(format_args!("impl {} {{", name));
    w.line("/// The namespace of the attribute's dialect.");
    w.linef(format_args!(
        "pub const DIALECT: &'static str = {};",
        lit(&a.dialect_name)
    ));
    w.line("/// The keyword printed before the case (may be empty).");
    w.linef(format_args!(
        "pub const MNEMONIC: &'static str = {};",
        lit(&a.mnemonic)
    ));
    w.line("/// The attribute's name within its dialect.");
    w.linef(format_args!(
        "pub const NAME: &'static str = {};",
        lit(enum_name)
    ));
    emit_registration(w, &storage);
    emit_accessors(w, enum_name, &storage);
    emit_parser(w, a, e);
    emit_printer(w, a, e, &pieces);
    w.close("}");
    w.blank();
    w.openf(format_args!("impl ::ir::AttrHandle for {} {{", name));
    w.open("fn classof(ctx: &::ir::Context, attr: ::ir::Attribute) -> bool {");
    w.line("Self::matches(ctx, attr)");
    w.close("}");
    w.open("fn from_attr_unchecked(attr: ::ir::Attribute) -> Self {");
    w.line("Self(attr)");
    w.close("}");
    w.open("fn to_attr(self) -> ::ir::Attribute {");
    w.line("self.0");
    w.close("}");
    w.close("}");
    // Inside op formats and other definitions: without `#dialect.mnemonic`.
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldParser for {} {{",
        name
    ));
    w.open("fn parse_field(parser: &mut ::ir::CustomParser<'_, '_, '_>) -> ::core::result::Result<Self, ::ir::ParseError> {");
    w.line("let at = parser.offset();");
    w.open("let value = if parser.peek_byte() == ::core::option::Option::Some(b'#') {");
    w.line("parser.parse_attribute()?");
    w.close("} else {");
    w.indent_in();
    w.line("Self::parse_body(parser, ::core::option::Option::None)?");
    w.close("};");
    w.open("match Self::from_attribute(parser.ctx(), value) {");
    w.line("::core::option::Option::Some(v) => ::core::result::Result::Ok(v),");
    w.line("::core::option::Option::None => ::core::result::Result::Err(parser.error_at(at, \"invalid kind of attribute specified\")),");
    w.close("}");
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldPrinter for {} {{",
        name
    ));
    w.open("fn print_field(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    w.line("Self::print_body(printer, self.0);");
    w.close("}");
    w.blank();
    w.line("/// With the dialect prefix (`qualified`).");
    w.open("fn print_qualified(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    w.line("printer.print_attribute(self.0);");
    w.close("}");
    w.close("}");
}

fn emit_registration(w: &mut Writer, storage: &str) {
    w.blank();
    w.line("/// The definition the context registers: the parameters and the text hooks.");
    w.open("pub fn definition() -> ::ir::dialect_defs::AttrDefinition {");
    w.open("let mnemonic = if Self::MNEMONIC.is_empty() {");
    w.line("::core::option::Option::None");
    w.close("} else {");
    w.indent_in();
    w.line("::core::option::Option::Some(Self::MNEMONIC)");
    w.close("};");
    w.linef(format_args!(
        "let mut def = ::ir::dialect_defs::AttrDefinition::new::<{}>(Self::DIALECT, Self::NAME, mnemonic);",
        storage
    ));
    w.line("def.parse = ::core::option::Option::Some(Self::parse_body);");
    w.line("def.print = ::core::option::Option::Some(Self::print_body);");
    w.line("def");
    w.close("}");
    w.blank();
    w.line("/// Registers the attribute, and its dialect when it is not registered yet.");
    w.open("pub fn register(ctx: &mut ::ir::Context) -> ::ir::dialect_defs::AttrDefId {");
    w.open("if ctx.dialect(Self::DIALECT).is_none() {");
    w.line("ctx.register_dialect(::ir::DialectDefinition::new(Self::DIALECT));");
    w.close("}");
    w.line("ctx.register_attr_definition(Self::definition())");
    w.close("}");
    w.blank();
    w.line("/// The registered definition (registered now if it was not).");
    w.open("fn definition_id(ctx: &mut ::ir::Context) -> ::ir::dialect_defs::AttrDefId {");
    w.openf(format_args!(
        "match ctx.attr_definition_of::<{}>() {{",
        storage
    ));
    w.line("::core::option::Option::Some(def) => def,");
    w.line("::core::option::Option::None => Self::register(ctx),");
    w.close("}");
    w.close("}");
}

fn emit_accessors(w: &mut Writer, enum_name: &str, storage: &str) {
    w.blank();
    w.line("/// The attribute holding `value` (through a builder).");
    w.openf(format_args!(
        "pub fn get(builder: &mut ::ir::OpBuilder<'_>, value: {}) -> ::ir::Attribute {{",
        enum_name
    ));
    w.line("Self::get_in(builder.ctx(), value)");
    w.close("}");
    w.blank();
    w.line("/// The attribute holding `value`.");
    w.openf(format_args!(
        "pub fn get_in(ctx: &mut ::ir::Context, value: {}) -> ::ir::Attribute {{",
        enum_name
    ));
    w.line("let def = Self::definition_id(ctx);");
    w.linef(format_args!(
        "ctx.dialect_attr(def, {} {{ value }})",
        storage
    ));
    w.close("}");
    w.blank();
    w.line("/// The case `attr` holds, if it is this attribute.");
    w.openf(format_args!(
        "pub fn parse_value(ctx: &::ir::Context, attr: ::ir::Attribute) -> ::core::option::Option<{}> {{",
        enum_name
    ));
    w.linef(format_args!(
        "ctx.dialect_attr_params::<{}>(attr).map(|p| p.value)",
        storage
    ));
    w.close("}");
    w.blank();
    w.line("/// Whether `attr` is this attribute.");
    w.open("pub fn matches(ctx: &::ir::Context, attr: ::ir::Attribute) -> bool {");
    w.linef(format_args!(
        "ctx.dialect_attr_params::<{}>(attr).is_some()",
        storage
    ));
    w.close("}");
    w.blank();
    w.line("/// `attr` as this attribute, if it is one.");
    w.open(
        "pub fn from_attribute(ctx: &::ir::Context, attr: ::ir::Attribute) -> ::core::option::Option<Self> {",
    );
    w.line("Self::matches(ctx, attr).then_some(Self(attr))");
    w.close("}");
    w.blank();
    w.line("/// `attr` as this attribute, unchecked (for verified ops).");
    w.open("pub fn from_attribute_unchecked(attr: ::ir::Attribute) -> Self {");
    w.line("Self(attr)");
    w.close("}");
    w.blank();
    w.line("/// The attribute.");
    w.open("pub fn attr(self) -> ::ir::Attribute {");
    w.line("self.0");
    w.close("}");
    w.blank();
    w.line("/// The case held (the attribute must be this attribute: the op verifier");
    w.line("/// checks it).");
    w.openf(format_args!(
        "pub fn value(self, ctx: &::ir::Context) -> {} {{",
        enum_name
    ));
    w.line(
        "Self::parse_value(ctx, self.0).expect(\"a verified enum attribute holds a known case\")",
    );
    w.close("}");
}

fn emit_parser(w: &mut Writer, a: &EnumAttrDef, e: &EnumInfo) {
    let enum_name = &*a.enum_class_name;
    w.blank();
    w.line("/// Parses what follows the mnemonic.");
    w.open("fn parse_body(");
    w.line("parser: &mut ::ir::CustomParser<'_, '_, '_>,");
    w.line("_ty: ::core::option::Option<::ir::Type>,");
    w.close(") -> ::core::result::Result<::ir::Attribute, ::ir::ParseError> {");
    w.indent_in();
    for item in &a.format {
        match item {
            EnumAttrFormatItem::Literal(l) if is_keyword(l) => {
                w.linef(format_args!("parser.parse_keyword({})?;", lit(l)))
            }
            EnumAttrFormatItem::Literal(l) => {
                w.linef(format_args!("parser.parse_punct({})?;", lit(l)))
            }
            EnumAttrFormatItem::Value => {
                // Upstream's parameter parser reports the failure again.
                let cpp_type = if e.upstream_namespace.is_empty() {
                    e.class_name.to_string()
                } else {
                    format!("{}::{}", e.upstream_namespace, e.class_name)
                };
                w.open("let value = match Self::parse_case(parser) {");
                w.line("::core::result::Result::Ok(value) => value,");
                w.open("::core::result::Result::Err(mut error) => {");
                w.line("parser.peek_byte();");
                w.line("let at = parser.offset();");
                w.linef(format_args!(
                    "let again = parser.op_error_at(at, {});",
                    lit(&format!(
                        "failed to parse {} parameter 'value' which is to be a `{}`",
                        a.def_name, cpp_type
                    ))
                ));
                w.line("error.followups.push((again.offset, again.message));");
                w.line("return ::core::result::Result::Err(error);");
                w.close("}");
                w.close("};");
            }
        }
    }
    w.line("::core::result::Result::Ok(Self::get_in(parser.ctx(), value))");
    w.close("}");
    w.blank();
    w.line("/// Parses the case (MLIR's parser of an enum parameter).");
    w.openf(format_args!(
        "fn parse_case(parser: &mut ::ir::CustomParser<'_, '_, '_>) -> ::core::result::Result<{}, ::ir::ParseError> {{",
        enum_name
    ));
    w.line("let at = parser.offset();");
    if e.is_bit_enum {
        let path = if e.upstream_namespace.is_empty() {
            e.class_name.to_string()
        } else {
            format!("{}::{}", e.upstream_namespace, e.class_name)
        };
        let cases: Vec<&str> = e.cases.iter().map(|c| &*c.str).collect();
        let sep = if e.separator.as_deref().unwrap_or("|").contains('|') {
            "|"
        } else {
            ","
        };
        w.linef(format_args!(
            "let mut value = <{} as ::core::default::Default>::default();",
            enum_name
        ));
        w.open("loop {");
        w.line("let keyword_at = parser.offset();");
        w.open(
            "let ::core::option::Option::Some(keyword) = parser.parse_optional_bare_id() else {",
        );
        w.line("return ::core::result::Result::Err(parser.op_error_at(keyword_at, \"expected valid keyword\"));");
        w.close("};");
        w.openf(format_args!(
            "match <{} as ::core::str::FromStr>::from_str(&keyword) {{",
            enum_name
        ));
        w.line("::core::result::Result::Ok(case) => value |= case,");
        w.open("::core::result::Result::Err(_) => {");
        w.linef(format_args!(
            "return ::core::result::Result::Err(parser.op_error_at(at, {}));",
            lit(&format!(
                "expected {} to be one of: {}",
                path,
                cases.join(", ")
            ))
        ));
        w.close("}");
        w.close("}");
        w.openf(format_args!(
            "if !parser.parse_optional_punct({}) {{",
            lit(sep)
        ));
        w.line("break;");
        w.close("}");
        w.close("}");
        w.line("::core::result::Result::Ok(value)");
    } else {
        // `IntEnumAttr`'s `parameterParser`: a keyword (not a string) that
        // names a case.
        let path = if e.upstream_namespace.is_empty() {
            e.class_name.to_string()
        } else {
            format!("{}::{}", e.upstream_namespace, e.class_name)
        };
        let cases: Vec<&str> = e.cases.iter().map(|c| &*c.str).collect();
        w.open(
            "let ::core::option::Option::Some(keyword) = parser.parse_optional_bare_id() else {",
        );
        w.line("return ::core::result::Result::Err(parser.op_error_at(at, \"expected valid keyword\"));");
        w.close("};");
        w.linef(format_args!(
            "<{} as ::core::str::FromStr>::from_str(&keyword).map_err(|_| {{",
            enum_name
        ));
        w.indent_in();
        w.linef(format_args!(
            "parser.op_error_at(at, {})",
            lit(&format!(
                "expected {} to be one of: {}",
                path,
                cases.join(", ")
            ))
        ));
        w.indent_out();
        w.line("})");
    }
    w.close("}");
}

fn emit_printer(w: &mut Writer, a: &EnumAttrDef, e: &EnumInfo, pieces: &[(bool, Option<&str>)]) {
    let enum_name = &*a.enum_class_name;
    w.blank();
    w.line("/// Prints what follows the mnemonic.");
    w.open("fn print_body(printer: &mut ::ir::CustomPrinter<'_, '_>, attr: ::ir::Attribute) {");
    w.open(
        "let ::core::option::Option::Some(value) = Self::parse_value(printer.ctx(), attr) else {",
    );
    w.line("return;");
    w.close("};");
    for (space, piece) in pieces {
        if *space {
            w.line("printer.write_str(\" \");");
        }
        match piece {
            Some(l) => w.linef(format_args!("printer.write_str({});", lit(l))),
            None if e.is_bit_enum => {
                w.line("printer.write_str(&::std::string::ToString::to_string(&value));")
            }
            None => {
                // A case that is not a keyword prints as a string.
                w.open("match value {");
                for c in &e.cases {
                    let call = if is_keyword(&c.str) {
                        "write_str"
                    } else {
                        "print_string"
                    };
                    w.linef(format_args!(
                        "{}::{} => printer.{}({}),",
                        enum_name,
                        super::enums::variant(&c.symbol),
                        call,
                        lit(&c.str)
                    ));
                }
                w.close("}");
            }
        }
    }
    w.close("}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    fn lit(s: &str) -> EnumAttrFormatItem {
        EnumAttrFormatItem::Literal(Rc::from(s))
    }

    #[test]
    fn spaces_follow_upstreams_rules() {
        // `$value`: a space before the value (`#d<mnemonic case>`).
        assert_eq!(printed(&[EnumAttrFormatItem::Value]), [(true, None)]);
        // `` `<` $value `>` ``: none (`#d.mnemonic<case>`).
        assert_eq!(
            printed(&[lit("<"), EnumAttrFormatItem::Value, lit(">")]),
            [(false, Some("<")), (false, None), (false, Some(">"))]
        );
        // A keyword literal after the value takes a space.
        assert_eq!(
            printed(&[EnumAttrFormatItem::Value, lit("kw")]),
            [(true, None), (true, Some("kw"))]
        );
    }

    #[test]
    fn pretty_form_needs_a_simple_body() {
        assert!(pretty("fastmath<fast>"));
        assert!(!pretty("color red"));
        assert!(!pretty("<x>"));
    }
}
