//! Operations (upstream `Operator.cpp`, `Argument.cpp`, `Builder.cpp`,
//! `Trait.cpp`, `Region.cpp`, `Successor.cpp`).
//!
//! [`Operator::from_record`] reads an `Op` def in upstream's order
//! (arguments, derived attributes, results, successors, traits, result type
//! inference, regions, builders) and applies upstream's checks, each failure
//! a [`Diagnostic`] at the def.
//!
//! The op and its parts are here; `read` reads an op def, `traits` and
//! `builder` its traits and custom builders, `infer` its result types.

use super::constraint::{AttrConstraint, Constraint, Property, TypeConstraint};
use super::dialect::Dialect;
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::rc::Rc;

mod builder;
mod infer;
mod read;
mod traits;

pub use builder::{Builder, BuilderParam};
pub use read::OpCache;
pub use traits::{Trait, TraitKind};

/// A named operand or result.
#[derive(Clone, Debug)]
pub struct NamedTypeConstraint {
    /// The name (empty when unnamed).
    pub name: Rc<str>,
    /// The constraint.
    pub constraint: TypeConstraint,
    /// The `Arg`/`Res` wrapper's description (`summary` of the `OpVariable`), when wrapped.
    pub var_summary: Option<Rc<str>>,
    /// The `OpVariable` decorators (defs), when wrapped.
    pub decorators: Vec<RecId>,
}

impl NamedTypeConstraint {
    /// `Optional<...>`.
    pub fn is_optional(&self) -> bool {
        self.constraint.is_optional
    }
    /// `Variadic<...>` (including variadic-of-variadic).
    pub fn is_variadic(&self) -> bool {
        self.constraint.is_variadic
    }
    /// `VariadicOfVariadic<...>`.
    pub fn is_variadic_of_variadic(&self) -> bool {
        self.constraint.variadic_of_variadic_segments.is_some()
    }
    /// Optional or variadic.
    pub fn is_variable_length(&self) -> bool {
        self.constraint.is_variable_length()
    }
}

/// A named attribute (native from the arguments, or derived).
#[derive(Clone, Debug)]
pub struct NamedAttribute {
    /// The name.
    pub name: Rc<str>,
    /// The attribute constraint.
    pub attr: AttrConstraint,
    /// The `Arg` wrapper's description, when wrapped.
    pub var_summary: Option<Rc<str>>,
}

/// A named property.
#[derive(Clone, Debug)]
pub struct NamedProperty {
    /// The name.
    pub name: Rc<str>,
    /// The property.
    pub prop: Property,
}

/// A named region.
#[derive(Clone, Debug)]
pub struct NamedRegion {
    /// The name (empty when unnamed).
    pub name: Rc<str>,
    /// The region constraint.
    pub constraint: Constraint,
    /// `VariadicRegion<...>` (only the last region may be).
    pub is_variadic: bool,
}

/// A named successor.
#[derive(Clone, Debug)]
pub struct NamedSuccessor {
    /// The name (empty when unnamed).
    pub name: Rc<str>,
    /// The successor constraint.
    pub constraint: Constraint,
    /// `VariadicSuccessor<...>` (only the last successor may be).
    pub is_variadic: bool,
}

/// One entry of the op's argument list, indexing into the per-kind lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// `operands[i]`.
    Operand(usize),
    /// `attributes[i]`.
    Attribute(usize),
    /// `properties[i]`.
    Property(usize),
}

/// One effect of a side-effect trait (`MemRead<...>`, ...).
#[derive(Clone, Debug)]
pub struct SideEffect {
    /// `effect` (e.g. `::mlir::MemoryEffects::Read`).
    pub effect: Rc<str>,
    /// `resource` (e.g. `::mlir::SideEffects::DefaultResource`).
    pub resource: Rc<str>,
    /// `stage`: effects of lower stages happen first.
    pub stage: i64,
    /// `effectOnFullRegion`: the effect covers all of the resource.
    pub full: bool,
}

impl SideEffect {
    /// Reads a `SideEffect` def (of a side-effect trait's list, or an
    /// operand's or result's decorator).
    pub fn from_record(e: &crate::tablegen::Record) -> Result<SideEffect, crate::diag::Diagnostic> {
        Ok(SideEffect {
            effect: e.get_string("effect")?,
            resource: e.get_string("resource")?,
            stage: e.get_optional_int("stage")?.unwrap_or(0),
            full: e.get_optional_bit("effectOnFullRegion")?.unwrap_or(false),
        })
    }
}

/// Where an inferred result type comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// The type of argument `i` (an operand, or an attribute's value type).
    Argument(usize),
    /// The type of result `i`.
    Result(usize),
}

/// How one result's type is inferred: from a source, through a transformer
/// (`$_self` stands for the source type; `$_self` alone is the identity).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InferredType {
    /// Where the type comes from.
    pub source: TypeSource,
    /// The transformer expression.
    pub transformer: Rc<str>,
}

/// An `Arg`/`Res` wrapper unwrapped: the constraint def, its description
/// and decorators.
type Unwrapped<'k> = (&'k Record, Option<Rc<str>>, Vec<RecId>);

/// An operation definition.
#[derive(Clone, Debug)]
pub struct Operator {
    /// The def.
    pub def: RecId,
    /// The def's name (`Toy_AddOp`).
    pub def_name: Rc<str>,
    /// Where the def is.
    pub loc: Loc,
    /// The dialect (`opDialect`).
    pub dialect: Dialect,
    /// `opName`: the mnemonic (`add`).
    pub mnemonic: Rc<str>,
    /// `cppNamespace` of the op.
    pub cpp_namespace: Rc<str>,
    /// The type name: the def name minus the dialect prefix up to the first
    /// `_` (`Toy_AddOp` → `AddOp`), as upstream's `getCppClassName`.
    pub class_name: Rc<str>,
    /// `summary` (empty when unset).
    pub summary: Rc<str>,
    /// `description` (empty when unset).
    pub description: Rc<str>,
    /// Operands, in order.
    pub operands: Vec<NamedTypeConstraint>,
    /// Attributes: the native ones (arguments order), then derived ones.
    pub attributes: Vec<NamedAttribute>,
    /// How many of `attributes` come from the argument list.
    pub num_native_attributes: usize,
    /// Properties, in order.
    pub properties: Vec<NamedProperty>,
    /// The argument list in order.
    pub arguments: Vec<Argument>,
    /// Results, in order.
    pub results: Vec<NamedTypeConstraint>,
    /// Regions (a variadic one only last).
    pub regions: Vec<NamedRegion>,
    /// Successors (a variadic one only last).
    pub successors: Vec<NamedSuccessor>,
    /// Traits in declaration order, flattened and deduplicated; when all
    /// result types can be inferred, `InferTypeOpInterface` is appended like
    /// upstream does.
    pub traits: Vec<Trait>,
    /// For each result, when all result types are known: where its type
    /// comes from.
    pub inferred_result_types: Option<Vec<InferredType>>,
    /// Custom builders.
    pub builders: Vec<Builder>,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
    /// `hasVerifier`.
    pub has_verifier: bool,
    /// `hasRegionVerifier`.
    pub has_region_verifier: bool,
    /// `hasFolder`.
    pub has_folder: bool,
    /// `hasCanonicalizer`.
    pub has_canonicalizer: bool,
    /// `hasCanonicalizeMethod`.
    pub has_canonicalize_method: bool,
    /// `hasCustomAssemblyFormat`.
    pub has_custom_assembly_format: bool,
    /// `assemblyFormat` when it is a string (possibly empty).
    pub assembly_format: Option<Rc<str>>,
    /// `extraClassDeclaration`, when set.
    pub extra_class_declaration: Option<Rc<str>>,
    /// `extraClassDefinition`, when set.
    pub extra_class_definition: Option<Rc<str>>,
    /// `Deprecated<reason>`: warn when the op is generated.
    pub deprecated: Option<Rc<str>>,
    /// `CppDeprecated<reason>`: mark the generated type deprecated.
    pub cpp_deprecated: Option<Rc<str>>,
    /// `opDocGroup`, when set.
    pub doc_group: Option<RecId>,
}

impl Operator {
    /// Where field `field` of the op's def was last set (its `let` or
    /// declaration), or the def's location when the field does not exist.
    /// Emitters use it to locate diagnostics about one field.
    pub fn field_loc(&self, kp: &RecordKeeper, field: &str) -> Loc {
        kp.record(self.def).field(field).map_or(self.loc, |f| f.loc)
    }

    /// `dialect.mnemonic` (just the mnemonic when the dialect name is empty).
    pub fn operation_name(&self) -> String {
        if self.dialect.name.is_empty() {
            self.mnemonic.to_string()
        } else {
            format!("{}.{}", self.dialect.name, self.mnemonic)
        }
    }

    /// How generated Rust outside the op's own crate names its wrapper
    /// (DRR patterns may match and build ops of other dialects): the
    /// class name under the namespace when that is an absolute crate path
    /// (`::tensor::CastOp` for upstream's `::mlir::tensor`), else the bare
    /// class name, which the including module brings into scope (a
    /// namespace relative to the crate, such as `crate`, stays unwritten).
    pub fn rust_path(&self) -> String {
        if self.cpp_namespace.starts_with("::") {
            format!("{}::{}", self.cpp_namespace, self.class_name)
        } else {
            self.class_name.to_string()
        }
    }

    /// `cppNamespace::ClassName` (upstream `getQualCppClassName`).
    pub fn qualified_class_name(&self) -> String {
        if self.cpp_namespace.is_empty() {
            self.class_name.to_string()
        } else {
            format!("{}::{}", self.cpp_namespace, self.class_name)
        }
    }

    /// Whether the summary has non-blank text.
    pub fn has_summary(&self) -> bool {
        !self.summary.trim().is_empty()
    }

    /// Whether the description has non-blank text.
    pub fn has_description(&self) -> bool {
        !self.description.trim().is_empty()
    }

    /// Number of optional or variadic operands.
    pub fn num_variable_length_operands(&self) -> usize {
        self.operands
            .iter()
            .filter(|o| o.is_variable_length())
            .count()
    }

    /// Number of optional or variadic results.
    pub fn num_variable_length_results(&self) -> usize {
        self.results
            .iter()
            .filter(|o| o.is_variable_length())
            .count()
    }

    /// The native trait, interface or internal trait with this fully
    /// qualified name, or whose `trait` field is `name` (so callers can ask
    /// for `SameOperandsAndResultType` whatever the library's namespace).
    pub fn trait_named(&self, name: &str) -> Option<&Trait> {
        self.traits.iter().find(|t| {
            t.qualified_name() == Some(name)
                || (!t.trait_field.is_empty() && &*t.trait_field == name)
        })
    }

    /// The terminator of `SingleBlockImplicitTerminator<"Name">`, as written
    /// (`scf::YieldOp`), if the op has the trait.
    pub fn implicit_terminator(&self) -> Option<&str> {
        self.traits.iter().find_map(|t| {
            t.trait_field
                .strip_prefix("SingleBlockImplicitTerminator<")?
                .strip_suffix('>')
                .map(str::trim)
        })
    }

    /// Whether the op has the trait `name`: its `trait` field, or the end of
    /// its qualified name (`SameOperandsAndResultType` matches
    /// `::mlir::OpTrait::SameOperandsAndResultType`).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| {
            &*t.trait_field == name || t.qualified_name().is_some_and(|q| q.ends_with(name))
        })
    }

    /// Whether every result type is known without being passed to builders.
    pub fn all_result_types_known(&self) -> bool {
        self.inferred_result_types.is_some()
    }

    /// The native attributes (from the argument list).
    pub fn native_attributes(&self) -> &[NamedAttribute] {
        &self.attributes[..self.num_native_attributes]
    }

    /// The derived attributes.
    pub fn derived_attributes(&self) -> &[NamedAttribute] {
        &self.attributes[self.num_native_attributes..]
    }
}

/// Every op def (deriving from `Op`) in name order, read into the model.
/// Stops at the first malformed op.
pub fn operators(kp: &RecordKeeper) -> Result<Vec<Operator>, Diagnostic> {
    if kp.class("Op").is_none() {
        return Err(Diagnostic::unlocated(
            "ERROR: Couldn't find the 'Op' class!",
        ));
    }
    let mut cache = OpCache::default();
    kp.defs_derived_from("Op")
        .into_iter()
        .map(|r| Operator::from_record_cached(kp, r, &mut cache))
        .collect()
}
