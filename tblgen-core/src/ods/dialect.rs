//! Dialects (upstream `Dialect.cpp`).

use super::util::{bit_or_false, err, opt_str, str_or_empty, string_list};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::rc::Rc;

/// A dialect definition (a def deriving from `Dialect`).
#[derive(Clone, Debug)]
pub struct Dialect {
    /// The def.
    pub def: RecId,
    /// The def's name (e.g. `Toy_Dialect`).
    pub def_name: Rc<str>,
    /// `name`: the prefix of operation names (`toy`).
    pub name: Rc<str>,
    /// `cppNamespace` as written (`::mlir::toy`, or a Rust path in our library).
    pub cpp_namespace: Rc<str>,
    /// `summary` (empty when unset).
    pub summary: Rc<str>,
    /// `description` (empty when unset).
    pub description: Rc<str>,
    /// `dependentDialects`.
    pub dependent_dialects: Vec<Rc<str>>,
    /// `extraClassDeclaration`.
    pub extra_class_declaration: Rc<str>,
    /// `hasConstantMaterializer`.
    pub has_constant_materializer: bool,
    /// `hasCanonicalizer` (dialect-wide canonicalization patterns).
    pub has_canonicalizer: bool,
    /// `hasNonDefaultDestructor`.
    pub has_non_default_destructor: bool,
    /// `hasOperationAttrVerify`.
    pub has_operation_attr_verify: bool,
    /// `hasRegionArgAttrVerify`.
    pub has_region_arg_attr_verify: bool,
    /// `hasRegionResultAttrVerify`.
    pub has_region_result_attr_verify: bool,
    /// `hasOperationInterfaceFallback`.
    pub has_operation_interface_fallback: bool,
    /// `useDefaultAttributePrinterParser`.
    pub use_default_attribute_printer_parser: bool,
    /// `useDefaultTypePrinterParser`.
    pub use_default_type_printer_parser: bool,
    /// `isExtensible`.
    pub is_extensible: bool,
    /// `usePropertiesForAttributes` (absent means upstream's default, true).
    pub use_properties_for_attributes: bool,
    /// `discardableAttrs`: (name, type) pairs.
    pub discardable_attrs: Vec<(Rc<str>, Rc<str>)>,
    /// Where the def is.
    pub loc: Loc,
}

impl Dialect {
    /// Reads the dialect def `rec`.
    pub fn from_record(rec: &Record) -> Result<Dialect, Diagnostic> {
        if !rec.is_subclass_of("Dialect") {
            return Err(err(rec, format!("`{}' is not a Dialect", rec.name())));
        }
        Ok(Dialect {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            name: rec.get_string("name")?,
            cpp_namespace: crate::ods::util::rust_namespace_of(rec)?,
            summary: opt_str(rec, "summary")?.unwrap_or_else(|| Rc::from("")),
            description: opt_str(rec, "description")?.unwrap_or_else(|| Rc::from("")),
            dependent_dialects: string_list(rec, "dependentDialects")?,
            extra_class_declaration: str_or_empty(rec, "extraClassDeclaration")?,
            has_constant_materializer: bit_or_false(rec, "hasConstantMaterializer")?,
            has_canonicalizer: bit_or_false(rec, "hasCanonicalizer")?,
            has_non_default_destructor: bit_or_false(rec, "hasNonDefaultDestructor")?,
            has_operation_attr_verify: bit_or_false(rec, "hasOperationAttrVerify")?,
            has_region_arg_attr_verify: bit_or_false(rec, "hasRegionArgAttrVerify")?,
            has_region_result_attr_verify: bit_or_false(rec, "hasRegionResultAttrVerify")?,
            has_operation_interface_fallback: bit_or_false(rec, "hasOperationInterfaceFallback")?,
            use_default_attribute_printer_parser: bit_or_false(
                rec,
                "useDefaultAttributePrinterParser",
            )?,
            use_default_type_printer_parser: bit_or_false(rec, "useDefaultTypePrinterParser")?,
            is_extensible: bit_or_false(rec, "isExtensible")?,
            use_properties_for_attributes: match rec.field("usePropertiesForAttributes") {
                Some(_) => rec
                    .get_optional_bit("usePropertiesForAttributes")?
                    .unwrap_or(true),
                None => true,
            },
            discardable_attrs: discardable_attrs(rec)?,
            loc: rec.loc(),
        })
    }

    /// The namespace as a Rust path: `::a::b` → `a::b`.
    pub fn rust_module_path(&self) -> &str {
        self.cpp_namespace.trim_start_matches("::")
    }
}

/// (name, type) pairs.
type NamedTypes = Vec<(Rc<str>, Rc<str>)>;

fn discardable_attrs(rec: &Record) -> Result<NamedTypes, Diagnostic> {
    let Some(dag) = super::util::opt_dag(rec, "discardableAttrs")? else {
        return Ok(Vec::new());
    };
    super::util::dag_args(&dag)
        .iter()
        .map(|(v, n)| match (v.as_str(), n) {
            (Some(ty), Some(name)) => Ok((name.clone(), ty.clone())),
            _ => Err(err(
                rec,
                "discardableAttrs entries must be named type strings",
            )),
        })
        .collect()
}

impl PartialEq for Dialect {
    fn eq(&self, o: &Self) -> bool {
        self.def == o.def
    }
}

/// Every dialect def, in LLVM 19's `getAllDerivedDefinitions` order (numeric-aware name order).
pub fn dialects(kp: &RecordKeeper) -> Result<Vec<Dialect>, Diagnostic> {
    crate::ods::util::derived_definitions(kp, "Dialect")
        .into_iter()
        .map(Dialect::from_record)
        .collect()
}

/// Picks the dialect to document or generate (upstream `findDialectToGenerate`):
/// the only one when there is one and none is selected, else the one named
/// `selected`. Errors are unlocated, worded like mlir-tblgen's.
pub fn find_dialect_to_generate<'a>(
    list: &'a [Dialect],
    selected: Option<&str>,
) -> Result<&'a Dialect, Diagnostic> {
    if list.is_empty() {
        return Err(Diagnostic::unlocated("no dialect was found"));
    }
    match selected {
        None if list.len() == 1 => Ok(&list[0]),
        None => Err(Diagnostic::unlocated(
            "when more than 1 dialect is present, one must be selected via '-dialect'",
        )),
        Some(name) => list.iter().find(|d| &*d.name == name).ok_or_else(|| {
            Diagnostic::unlocated("selected dialect with '-dialect' does not exist")
        }),
    }
}
