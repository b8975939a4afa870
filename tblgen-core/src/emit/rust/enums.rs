//! Enums (`I32EnumAttr`, `I64EnumAttr`, `StrEnumAttr`) and bit enums
//! (`I32BitEnumAttr`, ...) as Rust types.
//!
//! An integer enum `E` with underlying type `U` becomes a `#[repr(U)]` Rust
//! enum implementing `TryFrom<U>`, `From<E> for U`, `FromStr` and `Display`
//! (the case strings), with `E::ALL` and `as_str`. A bit enum becomes a
//! `Copy` newtype over `U` with one constant per case, the bit operators,
//! `contains`, and `Display`/`FromStr` joining set cases with the enum's
//! `separator`. The conversion functions keep their ODS names in snake case
//! (`symbolizeE` → `symbolize_e`, `stringifyE` → `stringify_e`,
//! `getMaxEnumValForE` → `get_max_enum_val_for_e`), so `.td` renames carry
//! over.
//!
//! Case names follow Rust's conventions: an integer enum's case symbol
//! becomes an UpperCamelCase variant (`LT` → `Lt`, `oeq` → `Oeq`,
//! `dark_blue` → `DarkBlue`), a bit enum's a SHOUTY_SNAKE_CASE constant;
//! either gets a `V` in front when it would start with a digit. The `.td`
//! spelling (the case string) is what `as_str`, `Display` and `FromStr`
//! use, and what the IR prints and parses.

use super::doc::doc_text;
use super::names::lit;
use super::writer::Writer;
use crate::ods::EnumInfo;
use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};

/// The enums this file generates: those outside `::ir`.
pub fn wanted(e: &EnumInfo) -> bool {
    !super::is_ir_namespace(&e.cpp_namespace)
}

fn fn_names(e: &EnumInfo) -> (String, String, String, String) {
    let from_str = e.string_to_symbol_fn.to_snake_case();
    let mut from_int = e.underlying_to_symbol_fn.to_snake_case();
    if from_int == from_str {
        from_int = format!("{}_from_value", from_int);
    }
    (
        from_int,
        from_str,
        e.symbol_to_string_fn.to_snake_case(),
        e.max_enum_val_fn.to_snake_case(),
    )
}

/// Writes the Rust type of `e` and its conversion functions.
pub fn emit_enum(w: &mut Writer, e: &EnumInfo) {
    if e.is_bit_enum {
        emit_bit_enum(w, e);
        emit_bit_enum_field(w, e);
    } else {
        emit_int_enum(w, e);
        emit_int_enum_field(w, e);
    }
}

/// A bit enum as a parameter of an attribute or type (upstream EnumsGen's
/// `FieldParser<Enum>` and `operator<<(raw_ostream &, Enum)`): a keyword
/// or a string read with the enum's `FromStr`; printed bare when one bit
/// or a case, as a string when several bits that no case names.
fn emit_bit_enum_field(w: &mut Writer, e: &EnumInfo) {
    let name = &*e.class_name;
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldParser for {} {{",
        name
    ));
    w.open_fn(
        "fn parse_field",
        &["parser: &mut ::ir::CustomParser<'_, '_, '_>".to_string()],
        "::core::result::Result<Self, ::ir::ParseError>",
    );
    w.call(
        "::ir::asm_support::parse_enum_field",
        &["parser".to_string(), lit(&e.summary)],
        "",
    );
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldPrinter for {} {{",
        name
    ));
    w.open("fn print_field(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    w.line("let text = self.to_str();");
    let mut cases: Vec<String> = e
        .cases
        .iter()
        .filter(|c| c.value != 0 && (c.value as u64).count_ones() > 1)
        .map(|c| c.value.to_string())
        .collect();
    cases.dedup();
    let named = if cases.is_empty() {
        String::new()
    } else {
        format!(" && !matches!(self.bits(), {})", cases.join(" | "))
    };
    w.openf(format_args!("if self.bits().count_ones() > 1{named} {{"));
    w.line("printer.print_string(&text);");
    w.close("} else {");
    w.indent_in();
    w.line("printer.write_str(&text);");
    w.close("}");
    w.close("}");
    w.close("}");
}

/// The enum as a parameter of an attribute or type (upstream EnumsGen's
/// `FieldParser<Enum>` and `operator<<(AsmPrinter &, Enum)`): a keyword,
/// or a string for a case that is not one, with upstream's messages.
fn emit_int_enum_field(w: &mut Writer, e: &EnumInfo) {
    let name = &*e.class_name;
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldParser for {} {{",
        name
    ));
    w.open_fn(
        "fn parse_field",
        &["parser: &mut ::ir::CustomParser<'_, '_, '_>".to_string()],
        "::core::result::Result<Self, ::ir::ParseError>",
    );
    w.call(
        "::ir::asm_support::parse_enum_field",
        &["parser".to_string(), lit(&e.summary)],
        "",
    );
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldPrinter for {} {{",
        name
    ));
    w.open("fn print_field(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    w.open("match self {");
    let mut seen = std::collections::HashSet::new();
    for c in &e.cases {
        if !seen.insert(variant(&c.symbol)) {
            continue;
        }
        let call = if super::enum_attr::is_keyword(&c.str) {
            "write_str"
        } else {
            "print_string"
        };
        w.match_arm(
            &format!("{}::{}", name, variant(&c.symbol)),
            &format!("printer.{}({})", call, lit(&c.str)),
        );
    }
    w.close("}");
    w.close("}");
    w.close("}");
}

fn underlying(e: &EnumInfo) -> Option<&str> {
    let u = e.underlying_type.trim();
    (!u.is_empty()).then_some(u)
}

fn emit_int_enum(w: &mut Writer, e: &EnumInfo) {
    let name = &*e.class_name;
    let u = underlying(e);
    w.blank();
    w.doc_lines(&doc_text(&e.summary, &e.description), false);
    // The default (an `EnumProp` never set) is the case of value 0, as a
    // zero-initialized C++ enum, or else the first case.
    let default = e
        .cases
        .iter()
        .position(|c| c.value == 0)
        .or((!e.cases.is_empty()).then_some(0));
    if default.is_some() {
        w.line("#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]");
    } else {
        w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]");
    }
    if let Some(u) = u {
        w.linef(format_args!("#[repr({})]", u));
    }
    super::allow_upstream_type_name(w, name);
    w.openf(format_args!("pub enum {} {{", name));
    for (i, c) in e.cases.iter().enumerate() {
        w.linef(format_args!("/// `{}`", c.str));
        if default == Some(i) {
            w.line("#[default]");
        }
        match u {
            Some(_) => w.linef(format_args!("{} = {},", variant(&c.symbol), c.value)),
            None => w.linef(format_args!("{},", variant(&c.symbol))),
        }
    }
    w.close("}");
    w.blank();
    w.openf(format_args!("impl {} {{", name));
    w.line("/// Every case, in declaration order.");
    w.linef(format_args!(
        "pub const ALL: [{}; {}] = [{}];",
        name,
        e.cases.len(),
        e.cases
            .iter()
            .map(|c| format!("{}::{}", name, variant(&c.symbol)))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    emit_symbol_aliases(w, e, variant);
    w.blank();
    w.line("/// The case's spelling in the IR.");
    w.open("pub fn as_str(self) -> &'static str {");
    w.open("match self {");
    for c in &e.cases {
        w.linef(format_args!(
            "{}::{} => {},",
            name,
            variant(&c.symbol),
            lit(&c.str)
        ));
    }
    w.close("}");
    w.close("}");
    w.close("}");
    let (from_int, from_str, to_str, max) = fn_names(e);
    if let Some(u) = u {
        w.blank();
        w.openf(format_args!(
            "impl ::core::convert::TryFrom<{}> for {} {{",
            u, name
        ));
        w.linef(format_args!("type Error = {};", u));
        w.blank();
        w.line("/// The case of an integer value; the value itself if none.");
        w.openf(format_args!(
            "fn try_from(value: {}) -> ::core::result::Result<Self, {}> {{",
            u, u
        ));
        w.open("match value {");
        for c in &e.cases {
            w.linef(format_args!(
                "{} => ::core::result::Result::Ok({}::{}),",
                c.value,
                name,
                variant(&c.symbol)
            ));
        }
        w.line("_ => ::core::result::Result::Err(value),");
        w.close("}");
        w.close("}");
        w.close("}");
        w.blank();
        w.openf(format_args!(
            "impl ::core::convert::From<{}> for {} {{",
            name, u
        ));
        w.line("/// The case's integer value.");
        w.openf(format_args!("fn from(value: {}) -> Self {{", name));
        w.linef(format_args!("value as {}", u));
        w.close("}");
        w.close("}");
        w.blank();
        w.linef(format_args!(
            "/// The case of `{}` whose value is `value`.",
            name
        ));
        w.openf(format_args!(
            "pub fn {}(value: {}) -> ::core::option::Option<{}> {{",
            from_int, u, name
        ));
        w.linef(format_args!(
            "<{} as ::core::convert::TryFrom<{}>>::try_from(value).ok()",
            name, u
        ));
        w.close("}");
        w.blank();
        w.linef(format_args!(
            "/// The largest value of a case of `{}`.",
            name
        ));
        w.openf(format_args!("pub fn {}() -> {} {{", max, u));
        let m = e.cases.iter().map(|c| c.value).max().unwrap_or(0);
        w.line(m.to_string());
        w.close("}");
    }
    emit_str_conversions(
        w,
        name,
        &from_str,
        &to_str,
        &e.symbol_to_string_fn_ret_type,
        |w| {
            w.open("match s {");
            for c in &e.cases {
                w.linef(format_args!(
                    "{} => ::core::result::Result::Ok({}::{}),",
                    lit(&c.str),
                    name,
                    variant(&c.symbol)
                ));
            }
            w.line("_ => ::core::result::Result::Err(()),");
            w.close("}");
        },
    );
}

/// `FromStr`, `Display` and the named string conversion functions.
fn emit_str_conversions(
    w: &mut Writer,
    name: &str,
    from_str: &str,
    to_str: &str,
    to_str_ret: &str,
    parse_body: impl Fn(&mut Writer),
) {
    w.blank();
    w.openf(format_args!("impl ::core::str::FromStr for {} {{", name));
    w.line("type Err = ();");
    w.blank();
    w.line("/// Parses the IR spelling.");
    w.open("fn from_str(s: &str) -> ::core::result::Result<Self, ()> {");
    parse_body(w);
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!("impl ::core::fmt::Display for {} {{", name));
    w.line("/// Prints the IR spelling.");
    w.open("fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {");
    // A `String` is borrowed; a `&'static str` is passed as it is.
    let borrow = if to_str_ret.trim().is_empty() || to_str_ret.contains("&") {
        ""
    } else {
        "&"
    };
    w.linef(format_args!("f.write_str({}{}(*self))", borrow, to_str));
    w.close("}");
    w.close("}");
    w.blank();
    w.linef(format_args!("/// The `{}` spelled `s` in the IR.", name));
    w.openf(format_args!(
        "pub fn {}(s: &str) -> ::core::option::Option<{}> {{",
        from_str, name
    ));
    w.linef(format_args!(
        "<{} as ::core::str::FromStr>::from_str(s).ok()",
        name
    ));
    w.close("}");
    w.blank();
    w.linef(format_args!("/// The IR spelling of a `{}`.", name));
    let ret = if to_str_ret.trim().is_empty() {
        "&'static str"
    } else {
        to_str_ret.trim()
    };
    w.openf(format_args!(
        "pub fn {}(value: {}) -> {} {{",
        to_str, name, ret
    ));
    if ret == "&'static str" {
        w.line("value.as_str()");
    } else {
        w.line("value.to_str()");
    }
    w.close("}");
}

/// The Rust variant of an integer enum's case.
pub(super) fn variant(symbol: &str) -> String {
    let v = symbol.to_upper_camel_case();
    if v.is_empty() || v.starts_with(|c: char| c.is_ascii_digit()) {
        format!("V{}", v)
    } else {
        v
    }
}

fn constant(symbol: &str) -> String {
    let c = symbol.to_shouty_snake_case();
    if c.is_empty() || c.starts_with(|ch: char| ch.is_ascii_digit()) {
        format!("V{}", c)
    } else {
        c
    }
}

/// Words a symbol alias cannot be.
const RUST_KEYWORDS: [&str; 52] = [
    "Self", "abstract", "as", "async", "await", "become", "box", "break", "const", "continue",
    "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
    "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub",
    "ref", "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Each case under its `.td` symbol too (`CmpIPredicate::eq` for
/// `CmpIPredicate::Eq`), as `.td` snippets name cases (`ConstantEnumCase`).
fn emit_symbol_aliases(w: &mut Writer, e: &EnumInfo, rust_name: fn(&str) -> String) {
    let names: Vec<String> = e.cases.iter().map(|c| rust_name(&c.symbol)).collect();
    for c in &e.cases {
        let rust = rust_name(&c.symbol);
        let sym = &*c.symbol;
        let ident = sym.starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
            && sym
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
        if !ident || names.iter().any(|n| n == sym) || RUST_KEYWORDS.contains(&sym) {
            continue;
        }
        w.line("#[doc(hidden)]");
        w.line("#[allow(non_upper_case_globals)]");
        w.linef(format_args!(
            "pub const {}: {} = {}::{};",
            c.symbol, e.class_name, e.class_name, rust
        ));
    }
}

fn emit_bit_enum(w: &mut Writer, e: &EnumInfo) {
    let name = &*e.class_name;
    let u = underlying(e).unwrap_or("u32");
    let valid = e
        .valid_bits
        .unwrap_or_else(|| e.cases.iter().fold(0, |acc, c| acc | c.value));
    let sep = e.separator.as_deref().unwrap_or("|");
    let parse_sep = if sep.contains('|') { "|" } else { "," };
    w.blank();
    w.doc_lines(&doc_text(&e.summary, &e.description), false);
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]");
    w.linef(format_args!("pub struct {}({});", name, u));
    w.blank();
    w.openf(format_args!("impl {} {{", name));
    for c in &e.cases {
        w.linef(format_args!("/// `{}`", c.str));
        w.linef(format_args!(
            "pub const {}: {} = {}({});",
            constant(&c.symbol),
            name,
            name,
            c.value
        ));
    }
    emit_symbol_aliases(w, e, constant);
    w.line("/// Every bit some case uses.");
    w.linef(format_args!("pub const VALID_BITS: {} = {};", u, valid));
    w.blank();
    w.line("/// The bits.");
    w.openf(format_args!("pub fn bits(self) -> {} {{", u));
    w.line("self.0");
    w.close("}");
    w.blank();
    w.line("/// The value with these bits, if every bit belongs to a case.");
    w.openf(format_args!(
        "pub fn from_bits(bits: {}) -> ::core::option::Option<Self> {{",
        u
    ));
    w.line("(bits & !Self::VALID_BITS == 0).then_some(Self(bits))");
    w.close("}");
    w.blank();
    w.line("/// Whether every bit of `other` is set.");
    w.open("pub fn contains(self, other: Self) -> bool {");
    w.line("self.0 & other.0 == other.0");
    w.close("}");
    w.blank();
    w.line("/// Whether no bit is set.");
    w.open("pub fn is_empty(self) -> bool {");
    w.line("self.0 == 0");
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// The IR spelling: the set cases joined by `{}`.",
        sep.replace('`', "'")
    ));
    w.open("pub fn to_str(self) -> ::std::string::String {");
    if let Some(none) = e.cases.iter().find(|c| c.value == 0) {
        w.open("if self.0 == 0 {");
        w.linef(format_args!(
            "return ::std::string::String::from({});",
            lit(&none.str)
        ));
        w.close("}");
    }
    w.line("let mut parts: ::std::vec::Vec<&str> = ::std::vec::Vec::new();");
    if e.print_bit_enum_primary_groups {
        // Groups first (last declared first), their bits then left out;
        // then the single bits (upstream's `printBitEnumPrimaryGroups`).
        let groups = e.cases.iter().any(|c| c.value != 0 && c.is_group);
        w.line(if groups {
            "let mut rest = self;"
        } else {
            "let rest = self;"
        });
        for c in e.cases.iter().rev().filter(|c| c.value != 0 && c.is_group) {
            w.openf(format_args!(
                "if rest.contains(Self::{}) {{",
                constant(&c.symbol)
            ));
            w.linef(format_args!("parts.push({});", lit(&c.str)));
            w.linef(format_args!("rest.0 &= !Self::{}.0;", constant(&c.symbol)));
            w.close("}");
        }
        for c in e.cases.iter().filter(|c| c.value != 0 && c.is_single_bit) {
            w.openf(format_args!(
                "if rest.contains(Self::{}) {{",
                constant(&c.symbol)
            ));
            w.linef(format_args!("parts.push({});", lit(&c.str)));
            w.close("}");
        }
    } else {
        for c in e.cases.iter().filter(|c| c.value != 0) {
            w.openf(format_args!(
                "if self.contains(Self::{}) {{",
                constant(&c.symbol)
            ));
            w.linef(format_args!("parts.push({});", lit(&c.str)));
            w.close("}");
        }
    }
    w.linef(format_args!("parts.join({})", lit(sep)));
    w.close("}");
    w.close("}");
    for (tr, f, op) in [
        ("BitOr", "bitor", "|"),
        ("BitAnd", "bitand", "&"),
        ("BitXor", "bitxor", "^"),
    ] {
        w.blank();
        w.openf(format_args!("impl ::core::ops::{} for {} {{", tr, name));
        w.line("type Output = Self;");
        w.blank();
        w.openf(format_args!("fn {}(self, rhs: Self) -> Self {{", f));
        w.linef(format_args!("Self(self.0 {} rhs.0)", op));
        w.close("}");
        w.close("}");
        w.blank();
        w.openf(format_args!(
            "impl ::core::ops::{}Assign for {} {{",
            tr, name
        ));
        w.openf(format_args!("fn {}_assign(&mut self, rhs: Self) {{", f));
        w.linef(format_args!("self.0 {}= rhs.0;", op));
        w.close("}");
        w.close("}");
    }
    w.blank();
    w.openf(format_args!("impl ::core::ops::Not for {} {{", name));
    w.line("type Output = Self;");
    w.blank();
    w.line("/// The complement within the valid bits.");
    w.open("fn not(self) -> Self {");
    w.line("Self(!self.0 & Self::VALID_BITS)");
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::core::convert::TryFrom<{}> for {} {{",
        u, name
    ));
    w.linef(format_args!("type Error = {};", u));
    w.blank();
    w.line("/// The value with these bits; the bits themselves if one is unknown.");
    w.openf(format_args!(
        "fn try_from(bits: {}) -> ::core::result::Result<Self, {}> {{",
        u, u
    ));
    w.line("Self::from_bits(bits).ok_or(bits)");
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::core::convert::From<{}> for {} {{",
        name, u
    ));
    w.line("/// The bits.");
    w.openf(format_args!("fn from(value: {}) -> Self {{", name));
    w.line("value.0");
    w.close("}");
    w.close("}");
    let (from_int, from_str, to_str, max) = fn_names(e);
    w.blank();
    w.linef(format_args!(
        "/// The `{}` with bits `value`, if every bit belongs to a case.",
        name
    ));
    w.openf(format_args!(
        "pub fn {}(value: {}) -> ::core::option::Option<{}> {{",
        from_int, u, name
    ));
    w.linef(format_args!("{}::from_bits(value)", name));
    w.close("}");
    w.blank();
    w.linef(format_args!("/// Every bit of `{}`.", name));
    w.openf(format_args!("pub fn {}() -> {} {{", max, u));
    w.linef(format_args!("{}::VALID_BITS", name));
    w.close("}");
    let cases: Vec<(String, String)> = e
        .cases
        .iter()
        .map(|c| (c.str.to_string(), constant(&c.symbol)))
        .collect();
    emit_str_conversions(
        w,
        name,
        &from_str,
        &to_str,
        &e.symbol_to_string_fn_ret_type,
        move |w| {
            w.linef(format_args!("let mut value = {}(0);", name));
            w.openf(format_args!("for part in s.split({}) {{", lit(parse_sep)));
            w.open("match part.trim() {");
            for (s, c) in &cases {
                w.linef(format_args!("{} => value |= {}::{},", lit(s), name, c));
            }
            w.line("_ => return ::core::result::Result::Err(()),");
            w.close("}");
            w.close("}");
            w.line("::core::result::Result::Ok(value)");
        },
    );
}
