//! Enums (`EnumAttrInfo`, `I32EnumAttr`, `BitEnumAttr`, ...; upstream
//! `EnumAttr` in `Attribute.cpp`).

use super::util::{bit_or_false, def_list, err, is_a, non_empty, opt_def, opt_str, str_or_empty};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::rc::Rc;

/// One case of an enum.
#[derive(Clone, Debug)]
pub struct EnumCase {
    /// The case's def.
    pub def: RecId,
    /// `symbol`: the name of the case in code.
    pub symbol: Rc<str>,
    /// `str`: the case's spelling in the IR.
    pub str: Rc<str>,
    /// `value`; one that is negative is the value C++ gives a case
    /// declared without one (the previous case's plus one), as
    /// mlir-tblgen declares it.
    pub value: i64,
    /// `value` as the def writes it (the documentation shows it).
    pub declared_value: i64,
    /// A bit-enum case.
    pub is_bit: bool,
    /// A `BitEnumAttrCaseGroup` (several bits).
    pub is_group: bool,
    /// A `BitEnumAttrCaseBit` (one bit, by position).
    pub is_single_bit: bool,
}

/// An enum definition.
#[derive(Clone, Debug)]
pub struct EnumInfo {
    /// The def.
    pub def: RecId,
    /// The def's name.
    pub def_name: Rc<str>,
    /// `className`: the enum type's name.
    pub class_name: Rc<str>,
    /// `cppNamespace` as a Rust path (upstream's `::mlir::` dropped).
    pub cpp_namespace: Rc<str>,
    /// `cppNamespace` as written: upstream's C++ namespace, which messages
    /// quote.
    pub upstream_namespace: Rc<str>,
    /// The summary (the attribute constraint's, or the def name).
    pub summary: Rc<str>,
    /// `description`.
    pub description: Rc<str>,
    /// `underlyingType` (may be empty: the emitter picks one).
    pub underlying_type: Rc<str>,
    /// `underlyingToSymbolFnName`.
    pub underlying_to_symbol_fn: Rc<str>,
    /// `stringToSymbolFnName`.
    pub string_to_symbol_fn: Rc<str>,
    /// `symbolToStringFnName`.
    pub symbol_to_string_fn: Rc<str>,
    /// `symbolToStringFnRetType`.
    pub symbol_to_string_fn_ret_type: Rc<str>,
    /// `maxEnumValFnName`.
    pub max_enum_val_fn: Rc<str>,
    /// The cases, in order.
    pub cases: Vec<EnumCase>,
    /// A `BitEnumAttr`.
    pub is_bit_enum: bool,
    /// Bit enums: `separator` used when printing.
    pub separator: Option<Rc<str>>,
    /// Bit enums: `validBits`.
    pub valid_bits: Option<i64>,
    /// Bit enums: `printBitEnumPrimaryGroups`.
    pub print_bit_enum_primary_groups: bool,
    /// `genSpecializedAttr`.
    pub gen_specialized_attr: bool,
    /// `specializedAttrClassName`.
    pub specialized_attr_class_name: Rc<str>,
    /// `baseAttrClass`, when set.
    pub base_attr_class: Option<RecId>,
    /// Where the def is.
    pub loc: Loc,
}

impl EnumInfo {
    /// Reads the enum def `rec` (deriving from `EnumAttrInfo`).
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<EnumInfo, Diagnostic> {
        if !is_a(rec, "EnumAttrInfo") {
            return Err(err(rec, format!("`{}' is not an EnumAttrInfo", rec.name())));
        }
        let cases = def_list(kp, rec, "enumerants")?
            .into_iter()
            .map(|c| {
                Ok(EnumCase {
                    def: c.id,
                    symbol: c.get_string("symbol")?,
                    str: c.get_string("str")?,
                    value: c.get_int("value")?,
                    declared_value: c.get_int("value")?,
                    is_bit: is_a(c, "BitEnumAttrCaseBase"),
                    is_group: is_a(c, "BitEnumAttrCaseGroup"),
                    is_single_bit: is_a(c, "BitEnumAttrCaseBit"),
                })
            })
            .collect::<Result<Vec<EnumCase>, Diagnostic>>()?;
        let is_bit_enum = is_a(rec, "BitEnumAttr");
        let mut cases = cases;
        if !is_bit_enum {
            // mlir-tblgen declares a case of negative value without one
            // (`neg,` in `NVVM::WGMMAScaleIn`): C++ gives it the value
            // after the previous case's (0 when first).
            let mut next = 0;
            for c in &mut cases {
                if c.value < 0 {
                    c.value = next;
                }
                next = c.value + 1;
            }
        }
        let name = Rc::from(rec.name().as_str());
        let summary = opt_str(rec, "summary")?.unwrap_or_else(|| Rc::clone(&name));
        let s = |f: &str| str_or_empty(rec, f);
        Ok(EnumInfo {
            def: rec.id,
            class_name: rec.get_string("className")?,
            cpp_namespace: crate::ods::util::rust_namespace_of(rec)?,
            upstream_namespace: s("cppNamespace")?,
            summary,
            description: s("description")?,
            underlying_type: s("underlyingType")?,
            underlying_to_symbol_fn: s("underlyingToSymbolFnName")?,
            string_to_symbol_fn: s("stringToSymbolFnName")?,
            symbol_to_string_fn: s("symbolToStringFnName")?,
            symbol_to_string_fn_ret_type: s("symbolToStringFnRetType")?,
            max_enum_val_fn: s("maxEnumValFnName")?,
            cases,
            is_bit_enum,
            separator: if is_bit_enum {
                non_empty(rec, "separator")?
            } else {
                None
            },
            valid_bits: if is_bit_enum && rec.field("validBits").is_some() {
                rec.get_optional_int("validBits")?
            } else {
                None
            },
            print_bit_enum_primary_groups: bit_or_false(rec, "printBitEnumPrimaryGroups")?,
            gen_specialized_attr: bit_or_false(rec, "genSpecializedAttr")?,
            specialized_attr_class_name: s("specializedAttrClassName")?,
            base_attr_class: opt_def(kp, rec, "baseAttrClass")?.map(|r| r.id),
            loc: rec.loc(),
            def_name: name,
        })
    }
}

/// Every enum def (deriving from `EnumAttrInfo`), in LLVM 19's `getAllDerivedDefinitions` order (numeric-aware name order).
pub fn enums(kp: &RecordKeeper) -> Result<Vec<EnumInfo>, Diagnostic> {
    crate::ods::util::derived_definitions(kp, "EnumAttrInfo")
        .into_iter()
        .map(|r| EnumInfo::from_record(kp, r))
        .collect()
}

/// A dialect attribute wrapping one enum value (`EnumAttr<dialect, enum,
/// mnemonic>`; upstream an `AttrDef` whose single parameter is the enum).
/// In the IR text it is `#dialect<mnemonic case>`.
#[derive(Clone, Debug)]
pub struct EnumAttrDef {
    /// The def.
    pub def: RecId,
    /// The def's name.
    pub def_name: Rc<str>,
    /// `cppClassName`: the wrapper type's name (`<Enum>Attr`).
    pub class_name: Rc<str>,
    /// `cppNamespace` of the wrapper.
    pub cpp_namespace: Rc<str>,
    /// The dialect's `name` (the attribute's prefix in the IR).
    pub dialect_name: Rc<str>,
    /// `mnemonic` (empty when not set).
    pub mnemonic: Rc<str>,
    /// The wrapped enum (its def).
    pub enum_def: RecId,
    /// `className` of the wrapped enum.
    pub enum_class_name: Rc<str>,
    /// The summary.
    pub summary: Rc<str>,
    /// The description.
    pub description: Rc<str>,
    /// `assemblyFormat`, read: literals and the `$value` parameter.
    pub format: Vec<EnumAttrFormatItem>,
    /// Where the def is.
    pub loc: Loc,
}

/// One element of an `EnumAttr`'s assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnumAttrFormatItem {
    /// A literal (without backquotes).
    Literal(Rc<str>),
    /// `$value`.
    Value,
}

/// Reads an `EnumAttr`'s format: literals and `$value` (what the enum
/// attributes of upstream dialects use).
fn enum_attr_format(rec: &Record, text: &str) -> Result<Vec<EnumAttrFormatItem>, Diagnostic> {
    let mut items = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('`') {
            let Some(end) = r.find('`') else {
                return Err(err(
                    rec,
                    "expected '`' to end the literal of the assembly format",
                ));
            };
            items.push(EnumAttrFormatItem::Literal(Rc::from(&r[..end])));
            rest = &r[end + 1..];
        } else if let Some(r) = rest.strip_prefix("$value") {
            if r.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                return Err(err(
                    rec,
                    "an EnumAttr's assembly format names only `$value`",
                ));
            }
            items.push(EnumAttrFormatItem::Value);
            rest = r;
        } else {
            return Err(err(
                rec,
                format!(
                    "unsupported element in the assembly format of an EnumAttr: `{}` (literals and `$value` only)",
                    rest.split_whitespace().next().unwrap_or(rest)
                ),
            ));
        }
        rest = rest.trim_start();
    }
    if items
        .iter()
        .filter(|i| **i == EnumAttrFormatItem::Value)
        .count()
        != 1
    {
        return Err(err(
            rec,
            "an EnumAttr's assembly format must name `$value` once",
        ));
    }
    Ok(items)
}

impl EnumAttrDef {
    /// Reads the def `rec` (deriving from `EnumAttr`).
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<EnumAttrDef, Diagnostic> {
        let Some(info) = opt_def(kp, rec, "enum")? else {
            return Err(err(rec, format!("`{}' has no `enum' field", rec.name())));
        };
        let Some(dialect) = opt_def(kp, rec, "dialect")? else {
            return Err(err(rec, format!("`{}' has no dialect", rec.name())));
        };
        let s = |f: &str| str_or_empty(rec, f);
        Ok(EnumAttrDef {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            class_name: s("cppClassName")?,
            cpp_namespace: crate::ods::util::rust_namespace_of(rec)?,
            dialect_name: dialect.get_string("name")?,
            mnemonic: s("mnemonic")?,
            enum_def: info.id,
            enum_class_name: info.get_string("className")?,
            summary: s("summary")?,
            description: s("description")?,
            format: enum_attr_format(
                rec,
                &opt_str(rec, "assemblyFormat")?.unwrap_or_else(|| "$value".into()),
            )?,
            loc: rec.loc(),
        })
    }
}

/// Every `EnumAttr` def, in LLVM 19's `getAllDerivedDefinitions` order.
pub fn enum_attrs(kp: &RecordKeeper) -> Result<Vec<EnumAttrDef>, Diagnostic> {
    crate::ods::util::derived_definitions(kp, "EnumAttr")
        .into_iter()
        .map(|r| EnumAttrDef::from_record(kp, r))
        .collect()
}
