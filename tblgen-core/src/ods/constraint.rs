//! Constraints on operands, results, attributes, properties, regions and
//! successors (upstream `Constraint.cpp`, `Type.cpp`, `Attribute.cpp`,
//! `Property.cpp`).

use super::pred::Pred;
use super::util::{
    bit_or_false, err, is_a, non_empty, opt_def, opt_str, str_or_empty, trimmed_or_empty,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::rc::Rc;

/// What a constraint constrains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A `TypeConstraint` (operands and results).
    Type,
    /// An `AttrConstraint`.
    Attr,
    /// A `Region`.
    Region,
    /// A `Successor`.
    Successor,
    /// A `PropConstraint` or `Property`.
    Prop,
}

/// A constraint: a predicate plus a summary for messages and docs.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// The constraint's def.
    pub def: RecId,
    /// The def's name (`anonymous_N` for inline instantiations).
    pub def_name: Rc<str>,
    /// What it constrains.
    pub kind: ConstraintKind,
    /// The predicate (`Pred::Null` when unset).
    pub pred: Pred,
    /// The `summary` field (`None` when `?`).
    pub summary_field: Option<Rc<str>>,
    /// The `description` field (empty when unset).
    pub description: Rc<str>,
    /// The `cppFunctionName` field, when set and non-empty.
    pub function_name: Option<Rc<str>>,
    /// Where the def is.
    pub loc: Loc,
}

impl Constraint {
    /// Reads the constraint def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Constraint, Diagnostic> {
        let kind = if is_a(rec, "TypeConstraint") {
            ConstraintKind::Type
        } else if is_a(rec, "AttrConstraint") {
            ConstraintKind::Attr
        } else if is_a(rec, "Region") {
            ConstraintKind::Region
        } else if is_a(rec, "Successor") {
            ConstraintKind::Successor
        } else if is_a(rec, "PropConstraint") || is_a(rec, "Property") {
            ConstraintKind::Prop
        } else {
            return Err(err(rec, format!("`{}' is not a constraint", rec.name())));
        };
        Ok(Constraint {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            kind,
            pred: Pred::from_field(kp, rec, "predicate")?,
            summary_field: opt_str(rec, "summary")?,
            description: str_or_empty(rec, "description")?,
            function_name: non_empty(rec, "cppFunctionName")?,
            loc: rec.loc(),
        })
    }

    /// The summary, or the def's name when there is none (upstream `getSummary`).
    pub fn summary(&self) -> &str {
        self.summary_field.as_deref().unwrap_or(&self.def_name)
    }

    /// The predicate's boolean expression (placeholders unsubstituted).
    pub fn condition(&self) -> String {
        self.pred.condition()
    }

    /// The predicate's boolean expression as generated Rust uses it
    /// ([`Pred::rust_condition`]).
    pub fn rust_condition(&self) -> String {
        self.pred.rust_condition()
    }
}

/// A type constraint on an operand or result.
#[derive(Clone, Debug)]
pub struct TypeConstraint {
    /// The constraint (predicate, summary).
    pub constraint: Constraint,
    /// `Optional<T>`.
    pub is_optional: bool,
    /// `Variadic<T>` (including `VariadicOfVariadic`).
    pub is_variadic: bool,
    /// `VariadicOfVariadic<T, "segments">`: the segment-size attribute name.
    pub variadic_of_variadic_segments: Option<Rc<str>>,
    /// The host-language type (`cppType`), when set.
    pub cpp_type: Option<Rc<str>>,
    /// The builder call that makes the type (`builderCall`), when buildable.
    pub builder_call: Option<Rc<str>>,
    /// For `Optional`/`Variadic`: the constraint of one element (`baseType`).
    pub base_type: Option<RecId>,
}

impl TypeConstraint {
    /// Reads the type constraint def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<TypeConstraint, Diagnostic> {
        let constraint = Constraint::from_record(kp, rec)?;
        if constraint.kind != ConstraintKind::Type {
            return Err(err(
                rec,
                format!("`{}' is not a TypeConstraint", rec.name()),
            ));
        }
        let vov = is_a(rec, "VariadicOfVariadic");
        let is_optional = is_a(rec, "Optional");
        let is_variadic = is_a(rec, "Variadic");
        let base_type = opt_def(kp, rec, "baseType")?;
        // Upstream `getBuilderCall`: a variable-length constraint builds its element type.
        let builder_rec = match base_type {
            Some(b) if is_optional || is_variadic => b,
            _ => rec,
        };
        let builder_call = match builder_rec.value("builderCall").map(|v| v.kind()) {
            Some(crate::tablegen::InitKind::Str { s, .. }) if !s.is_empty() => Some(s.clone()),
            _ => None,
        };
        Ok(TypeConstraint {
            constraint,
            is_optional,
            is_variadic,
            variadic_of_variadic_segments: if vov {
                Some(rec.get_string("segmentAttrName")?)
            } else {
                None
            },
            cpp_type: non_empty(rec, "cppType")?,
            builder_call,
            base_type: base_type.map(|r| r.id),
        })
    }

    /// Optional or variadic.
    pub fn is_variable_length(&self) -> bool {
        self.is_optional || self.is_variadic
    }

    /// The summary.
    pub fn summary(&self) -> &str {
        self.constraint.summary()
    }
}

/// An attribute constraint or attribute kind (`Attr`, upstream `Attribute`).
#[derive(Clone, Debug)]
pub struct AttrConstraint {
    /// The constraint (predicate, summary, description).
    pub constraint: Constraint,
    /// Whether it derives from `Attr` (not only `AttrConstraint`).
    pub is_attr: bool,
    /// `storageType`, trimmed (defaults to `::mlir::Attribute` like upstream
    /// when empty; our library always sets it).
    pub storage_type: Rc<str>,
    /// `returnType`, trimmed (defaults to the storage type).
    pub return_type: Rc<str>,
    /// `convertFromStorage`, trimmed (`$_self` applies to the stored attribute).
    pub convert_from_storage: Rc<str>,
    /// `constBuilderCall`, trimmed, when non-empty.
    pub const_builder_call: Option<Rc<str>>,
    /// `defaultValue`, when non-empty.
    pub default_value: Option<Rc<str>>,
    /// `isOptional`.
    pub is_optional: bool,
    /// A `DerivedAttr`.
    pub is_derived: bool,
    /// The body of a derived attribute.
    pub derived_body: Option<Rc<str>>,
    /// A `TypeAttrBase`.
    pub is_type_attr: bool,
    /// A `SymbolRefAttr`/`FlatSymbolRefAttr`.
    pub is_symbol_ref: bool,
    /// An enum attribute (`EnumAttrInfo`).
    pub is_enum: bool,
    /// `baseAttr` (the attribute this one wraps), when set.
    pub base_attr: Option<RecId>,
    /// `valueType` (a type constraint def), when set.
    pub value_type: Option<RecId>,
    /// The `dialect` field, when the attribute has one.
    pub dialect: Option<RecId>,
    /// The name used to refer to the attribute kind: the base attribute's
    /// def name for anonymous wrappers, else the def name.
    pub attr_def_name: Rc<str>,
}

impl AttrConstraint {
    /// Reads the attribute (constraint) def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<AttrConstraint, Diagnostic> {
        let constraint = Constraint::from_record(kp, rec)?;
        if constraint.kind != ConstraintKind::Attr {
            return Err(err(
                rec,
                format!("`{}' is not an AttrConstraint", rec.name()),
            ));
        }
        let mut storage_type = trimmed_or_empty(rec, "storageType");
        if storage_type.is_empty() {
            storage_type = Rc::from("::mlir::Attribute");
        }
        let mut return_type = trimmed_or_empty(rec, "returnType");
        if return_type.is_empty() {
            return_type = storage_type.clone();
        }
        let base_attr = opt_def(kp, rec, "baseAttr")?;
        let attr_def_name = match base_attr {
            Some(b) if rec.is_anonymous() => Rc::from(b.name().as_str()),
            _ => constraint.def_name.clone(),
        };
        let is_derived = is_a(rec, "DerivedAttr");
        let cbc = trimmed_or_empty(rec, "constBuilderCall");
        Ok(AttrConstraint {
            is_attr: is_a(rec, "Attr"),
            storage_type,
            return_type,
            convert_from_storage: trimmed_or_empty(rec, "convertFromStorage"),
            const_builder_call: if cbc.is_empty() { None } else { Some(cbc) },
            default_value: non_empty(rec, "defaultValue")?,
            is_optional: bit_or_false(rec, "isOptional")?,
            is_derived,
            derived_body: if is_derived {
                opt_str(rec, "body")?
            } else {
                None
            },
            is_type_attr: is_a(rec, "TypeAttrBase"),
            is_symbol_ref: ["SymbolRefAttr", "FlatSymbolRefAttr"]
                .iter()
                .any(|n| rec.name() == *n || is_a(rec, n)),
            is_enum: is_a(rec, "EnumAttrInfo"),
            base_attr: base_attr.map(|b| b.id),
            value_type: opt_def(kp, rec, "valueType")?.map(|r| r.id),
            dialect: opt_def(kp, rec, "dialect")?.map(|r| r.id),
            attr_def_name,
            constraint,
        })
    }

    /// The summary.
    pub fn summary(&self) -> &str {
        self.constraint.summary()
    }

    /// The description, falling back to the base attribute's (docs use this).
    pub fn description<'a>(&'a self, kp: &'a RecordKeeper) -> Rc<str> {
        if !self.constraint.description.is_empty() {
            return self.constraint.description.clone();
        }
        match self.base_attr {
            Some(b) => str_or_empty(kp.record(b), "description").unwrap_or_else(|_| Rc::from("")),
            None => self.constraint.description.clone(),
        }
    }

    /// Whether a constant can be built from a literal (`constBuilderCall` set).
    pub fn is_const_buildable(&self) -> bool {
        self.const_builder_call.is_some()
    }
}

/// A property: data stored inline in the operation (upstream `Property`).
#[derive(Clone, Debug)]
pub struct Property {
    /// The def.
    pub def: RecId,
    /// The def's name.
    pub def_name: Rc<str>,
    /// `summary` (empty when unset).
    pub summary: Rc<str>,
    /// `description`.
    pub description: Rc<str>,
    /// `storageType`.
    pub storage_type: Rc<str>,
    /// `interfaceType`.
    pub interface_type: Rc<str>,
    /// `convertFromStorage` (`$_storage`).
    pub convert_from_storage: Rc<str>,
    /// `assignToStorage` (`$_storage`, `$_value`).
    pub assign_to_storage: Rc<str>,
    /// `convertToAttribute`.
    pub convert_to_attribute: Rc<str>,
    /// `convertFromAttribute`.
    pub convert_from_attribute: Rc<str>,
    /// `hashProperty`.
    pub hash_property: Rc<str>,
    /// `defaultValue`, when non-empty.
    pub default_value: Option<Rc<str>>,
    /// `storageTypeValueOverride`, when non-empty.
    pub storage_type_value_override: Option<Rc<str>>,
    /// `predicate` (`Pred::Null` when absent).
    pub pred: Pred,
    /// `baseProperty`, when set.
    pub base_property: Option<RecId>,
}

impl Property {
    /// Reads the property def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Property, Diagnostic> {
        if !is_a(rec, "Property") {
            return Err(err(rec, format!("`{}' is not a Property", rec.name())));
        }
        let s = |f: &str| str_or_empty(rec, f);
        Ok(Property {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            summary: s("summary")?,
            description: s("description")?,
            storage_type: s("storageType")?,
            interface_type: s("interfaceType")?,
            convert_from_storage: s("convertFromStorage")?,
            assign_to_storage: s("assignToStorage")?,
            convert_to_attribute: s("convertToAttribute")?,
            convert_from_attribute: s("convertFromAttribute")?,
            hash_property: s("hashProperty")?,
            default_value: non_empty(rec, "defaultValue")?,
            storage_type_value_override: non_empty(rec, "storageTypeValueOverride")?,
            pred: Pred::from_field(kp, rec, "predicate")?,
            base_property: opt_def(kp, rec, "baseProperty")?.map(|r| r.id),
        })
    }

    /// The summary, or the def name when empty.
    pub fn summary(&self) -> &str {
        if self.summary.is_empty() {
            &self.def_name
        } else {
            &self.summary
        }
    }
}
