//! Operations (upstream `Operator.cpp`, `Argument.cpp`, `Builder.cpp`,
//! `Trait.cpp`, `Region.cpp`, `Successor.cpp`).
//!
//! [`Operator::from_record`] reads an `Op` def in upstream's order
//! (arguments, derived attributes, results, successors, traits, result type
//! inference, regions, builders) and applies upstream's checks, each failure
//! a [`Diagnostic`] at the def.

use super::constraint::{AttrConstraint, Constraint, Property, TypeConstraint};
use super::dialect::Dialect;
use super::interface::Interface;
use super::pred::Pred;
use super::util::{
    bit_or_false, dag_args, dag_operator_name, def_list, err, init_def, is_a, non_empty, opt_def,
    opt_str, req_def, str_or_empty, string_list, MAX_DEPTH,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::fxhash::FxHashMap as HashMap;
use crate::tablegen::{Init, InitKind, RecId, Record, RecordKeeper, Ty};
use std::rc::Rc;

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
}

/// What kind of trait.
#[derive(Clone, Debug)]
pub enum TraitKind {
    /// A `NativeTrait` (including `ParamNativeOpTrait`).
    Native {
        /// `cppNamespace::trait`.
        qualified_name: Rc<str>,
        /// A `StructuralOpTrait`.
        structural: bool,
    },
    /// A `PredTrait`: a predicate over the whole op.
    Pred {
        /// The predicate.
        pred: Pred,
        /// The summary (`summary` field).
        summary: Rc<str>,
    },
    /// An `InterfaceTrait` (`OpInterface`, `DeclareOpInterfaceMethods<...>`,
    /// side-effect traits). Read the interface itself with [`Trait::interface`].
    Interface {
        /// `cppNamespace::trait`.
        qualified_name: Rc<str>,
        /// From `DeclareOpInterfaceMethods`.
        declares_methods: bool,
        /// For `SideEffectsTraitBase` traits: `baseEffectName` and the effects.
        side_effects: Option<(Rc<str>, Vec<SideEffect>)>,
    },
    /// A `GenInternalTrait`.
    Internal {
        /// `trait`.
        qualified_name: Rc<str>,
    },
}

/// A trait of an op (after flattening `TraitList`s and removing duplicates).
#[derive(Clone, Debug)]
pub struct Trait {
    /// The trait's def.
    pub def: RecId,
    /// The def's name (`anonymous_N` for inline instantiations).
    pub def_name: Rc<str>,
    /// The raw `trait` field (empty when absent).
    pub trait_field: Rc<str>,
    /// The kind.
    pub kind: TraitKind,
    /// Native traits: `extraConcreteClassDeclaration` added to every op
    /// with the trait, when non-empty.
    pub extra_concrete_class_declaration: Option<Rc<str>>,
    /// Native traits: `extraConcreteClassDefinition`, when non-empty.
    pub extra_concrete_class_definition: Option<Rc<str>>,
}

impl Trait {
    /// Reads the trait def `rec` (upstream `Trait::create`).
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Trait, Diagnostic> {
        let trait_field = str_or_empty(rec, "trait")?;
        let qualified = || -> Result<Rc<str>, Diagnostic> {
            let ns = str_or_empty(rec, "cppNamespace")?;
            Ok(if ns.is_empty() {
                trait_field.clone()
            } else {
                Rc::from(format!("{}::{}", ns, trait_field))
            })
        };
        let kind = if is_a(rec, "PredTrait") {
            TraitKind::Pred {
                pred: Pred::from_field(kp, rec, "predicate")?,
                summary: str_or_empty(rec, "summary")?,
            }
        } else if is_a(rec, "GenInternalTrait") {
            TraitKind::Internal {
                qualified_name: trait_field.clone(),
            }
        } else if is_a(rec, "InterfaceTrait") {
            let side_effects = if is_a(rec, "SideEffectsTraitBase") {
                let effects = def_list(kp, rec, "effects")?
                    .into_iter()
                    .map(|e| {
                        Ok(SideEffect {
                            effect: e.get_string("effect")?,
                            resource: e.get_string("resource")?,
                        })
                    })
                    .collect::<Result<Vec<_>, Diagnostic>>()?;
                Some((rec.get_string("baseEffectName")?, effects))
            } else {
                None
            };
            TraitKind::Interface {
                qualified_name: qualified()?,
                declares_methods: is_a(rec, "DeclareInterfaceMethods"),
                side_effects,
            }
        } else if is_a(rec, "NativeTrait") {
            TraitKind::Native {
                qualified_name: qualified()?,
                structural: is_a(rec, "StructuralOpTrait"),
            }
        } else {
            return Err(err(
                rec,
                format!("`{}' is not a known kind of trait", rec.name()),
            ));
        };
        Ok(Trait {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            trait_field,
            kind,
            extra_concrete_class_declaration: non_empty(rec, "extraConcreteClassDeclaration")?,
            extra_concrete_class_definition: non_empty(rec, "extraConcreteClassDefinition")?,
        })
    }

    /// The fully qualified name of a native, interface or internal trait.
    pub fn qualified_name(&self) -> Option<&str> {
        match &self.kind {
            TraitKind::Native { qualified_name, .. }
            | TraitKind::Interface { qualified_name, .. }
            | TraitKind::Internal { qualified_name } => Some(qualified_name),
            TraitKind::Pred { .. } => None,
        }
    }

    /// For interface traits: the interface (read on demand).
    pub fn interface(&self, kp: &RecordKeeper) -> Option<Result<Interface, Diagnostic>> {
        match self.kind {
            TraitKind::Interface { .. } if kp.record(self.def).is_subclass_of("Interface") => {
                Some(Interface::from_record(kp, kp.record(self.def)))
            }
            _ => None,
        }
    }
}

/// One parameter of a custom builder.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// The name, when given.
    pub name: Option<Rc<str>>,
    /// The type (a string, or a `CArg`'s `type`).
    pub ty: Rc<str>,
    /// A `CArg`'s default value, when non-empty.
    pub default_value: Option<Rc<str>>,
}

/// A custom `OpBuilder<(ins ...), body>`.
#[derive(Clone, Debug)]
pub struct Builder {
    /// The builder's def.
    pub def: RecId,
    /// Parameters after the implicit builder and state.
    pub params: Vec<BuilderParam>,
    /// The body, when non-empty (else the dialect author writes the function).
    pub body: Option<Rc<str>>,
    /// `CppDeprecated` reason (`DeprecatedOpBuilder`), when set.
    pub deprecated: Option<Rc<str>>,
    /// Where the builder's def is.
    pub loc: Loc,
}

impl Builder {
    /// Reads the builder def `rec` of the op at `op_loc` (upstream `Builder::Builder`).
    pub fn from_record(
        kp: &RecordKeeper,
        rec: &Record,
        op_loc: Loc,
    ) -> Result<Builder, Diagnostic> {
        let dag = rec.get_dag("dagParams")?;
        if dag_operator_name(&dag).as_deref() != Some("ins") {
            return Err(err(rec, "expected 'ins' in builders"));
        }
        let mut params = Vec::new();
        let mut seen_default = false;
        for (v, name) in dag_args(&dag) {
            let (ty, default_value) = match v.kind() {
                InitKind::Str { s, .. } => (s.clone(), None),
                InitKind::Def { .. } => {
                    let carg = init_def(kp, v).ok_or_else(|| err(rec, "bad builder argument"))?;
                    let ty = match carg.value("type").map(|t| t.kind()) {
                        Some(InitKind::Str { s, .. }) => s.clone(),
                        _ => {
                            return Err(err(
                                rec,
                                "Builder DAG arguments must be either strings or defs which inherit from CArg",
                            ))
                        }
                    };
                    (ty, non_empty(carg, "defaultValue")?)
                }
                _ => return Err(err(
                    rec,
                    "Builder DAG arguments must be either strings or defs which inherit from CArg",
                )),
            };
            if default_value.is_some() {
                seen_default = true;
            } else if seen_default {
                return Err(Diagnostic::error(
                    op_loc,
                    "expected an argument with default value after other arguments with default values",
                ));
            }
            params.push(BuilderParam {
                name: name.clone(),
                ty,
                default_value,
            });
        }
        Ok(Builder {
            def: rec.id,
            params,
            body: non_empty(rec, "body")?,
            deprecated: opt_str(rec, "odsCppDeprecated")?,
            loc: op_loc,
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

fn camel_from_snake(s: &str) -> String {
    let b: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let Some(first) = b.first() else { return out };
    out.push(first.to_ascii_uppercase());
    let mut i = 1;
    while i < b.len() {
        if b[i] == '_' && i + 1 < b.len() && b[i + 1].is_ascii_lowercase() {
            out.push(b[i + 1].to_ascii_uppercase());
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// Unwraps `Arg<...>`/`Res<...>`: the constraint, its summary and decorators.
fn unwrap_var<'k>(kp: &'k RecordKeeper, d: &'k Record) -> Result<Unwrapped<'k>, Diagnostic> {
    if d.is_subclass_of("OpVariable") {
        let c = req_def(kp, d, "constraint")?;
        let decos = def_list(kp, d, "decorators")?
            .into_iter()
            .map(|r| r.id)
            .collect();
        Ok((c, opt_str(d, "summary")?, decos))
    } else {
        Ok((d, None, Vec::new()))
    }
}

fn dag_field(rec: &Record, field: &str, directive: &str) -> Result<Init, Diagnostic> {
    let dag = rec.get_dag(field)?;
    if dag_operator_name(&dag).as_deref() != Some(directive) {
        return Err(err(
            rec,
            format!("'{}' must have '{}' directive", field, directive),
        ));
    }
    Ok(dag)
}

/// The dialects, traits and constraints read for ops so far, by def: most
/// ops of a file share them (`Pure`, `AnyType`, ...), and each is read from
/// its record once ([`Operator::from_record_cached`]). Records do not change
/// once loaded, so a cache serves any number of ops of one
/// [`RecordKeeper`].
#[derive(Default)]
pub struct OpCache {
    dialects: HashMap<RecId, Dialect>,
    traits: HashMap<RecId, Trait>,
    types: HashMap<RecId, TypeConstraint>,
    attrs: HashMap<RecId, AttrConstraint>,
}

impl OpCache {
    fn dialect(&mut self, rec: &Record) -> Result<Dialect, Diagnostic> {
        cached(&mut self.dialects, rec, Dialect::from_record)
    }

    fn trait_(&mut self, kp: &RecordKeeper, rec: &Record) -> Result<Trait, Diagnostic> {
        cached(&mut self.traits, rec, |r| Trait::from_record(kp, r))
    }

    fn type_constraint(
        &mut self,
        kp: &RecordKeeper,
        rec: &Record,
    ) -> Result<TypeConstraint, Diagnostic> {
        cached(&mut self.types, rec, |r| TypeConstraint::from_record(kp, r))
    }

    fn attr_constraint(
        &mut self,
        kp: &RecordKeeper,
        rec: &Record,
    ) -> Result<AttrConstraint, Diagnostic> {
        cached(&mut self.attrs, rec, |r| AttrConstraint::from_record(kp, r))
    }
}

/// `read(rec)`, or a copy of what it gave before (errors are not kept: they
/// are reported where they happen).
fn cached<T: Clone>(
    map: &mut HashMap<RecId, T>,
    rec: &Record,
    read: impl FnOnce(&Record) -> Result<T, Diagnostic>,
) -> Result<T, Diagnostic> {
    if let Some(v) = map.get(&rec.id) {
        return Ok(v.clone());
    }
    let v = read(rec)?;
    map.insert(rec.id, v.clone());
    Ok(v)
}

impl Operator {
    /// Reads the op def `rec` (deriving from `Op`).
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Operator, Diagnostic> {
        Self::from_record_cached(kp, rec, &mut OpCache::default())
    }

    /// [`Operator::from_record`], reading the dialect, traits and
    /// constraints through `cache` (for reading many ops).
    pub fn from_record_cached(
        kp: &RecordKeeper,
        rec: &Record,
        cache: &mut OpCache,
    ) -> Result<Operator, Diagnostic> {
        let def_name: Rc<str> = Rc::from(rec.name().as_str());
        let dialect = cache.dialect(req_def(kp, rec, "opDialect")?)?;
        let class_name: Rc<str> = match def_name.split_once('_') {
            Some(("", _)) | None => def_name.clone(),
            Some((prefix, "")) => Rc::from(prefix),
            Some((_, rest)) => Rc::from(rest),
        };
        let mut op = Operator {
            def: rec.id,
            def_name,
            loc: rec.loc(),
            mnemonic: rec.get_string("opName")?,
            cpp_namespace: rec.get_string("cppNamespace")?,
            class_name,
            dialect,
            summary: str_or_empty(rec, "summary")?,
            description: str_or_empty(rec, "description")?,
            operands: Vec::new(),
            attributes: Vec::new(),
            num_native_attributes: 0,
            properties: Vec::new(),
            arguments: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            inferred_result_types: None,
            builders: Vec::new(),
            skip_default_builders: bit_or_false(rec, "skipDefaultBuilders")?,
            has_verifier: bit_or_false(rec, "hasVerifier")?,
            has_region_verifier: bit_or_false(rec, "hasRegionVerifier")?,
            has_folder: bit_or_false(rec, "hasFolder")?,
            has_canonicalizer: bit_or_false(rec, "hasCanonicalizer")?,
            has_canonicalize_method: bit_or_false(rec, "hasCanonicalizeMethod")?,
            has_custom_assembly_format: bit_or_false(rec, "hasCustomAssemblyFormat")?,
            assembly_format: match rec.value("assemblyFormat").map(|v| v.kind()) {
                Some(InitKind::Str { s, .. }) => Some(s.clone()),
                _ => None,
            },
            extra_class_declaration: opt_str(rec, "extraClassDeclaration")?,
            extra_class_definition: opt_str(rec, "extraClassDefinition")?,
            deprecated: opt_str(rec, "odsDeprecated")?,
            cpp_deprecated: opt_str(rec, "odsCppDeprecated")?,
            doc_group: opt_def(kp, rec, "opDocGroup")?.map(|r| r.id),
        };
        op.populate(kp, rec, cache)?;
        op.check_names(rec)?;
        Ok(op)
    }

    fn populate(
        &mut self,
        kp: &RecordKeeper,
        rec: &Record,
        cache: &mut OpCache,
    ) -> Result<(), Diagnostic> {
        // Names of arguments (index >= 0) and results (-1 - index).
        let mut index: HashMap<Rc<str>, i64> = HashMap::default();
        let args = rec.get_dag("arguments")?;
        for (i, (v, name)) in dag_args(&args).iter().enumerate() {
            let name: Rc<str> = name.clone().unwrap_or_else(|| Rc::from(""));
            let d = init_def(kp, v)
                .ok_or_else(|| err(rec, format!("undefined type for argument #{}", i)))?;
            let (d, var_summary, decorators) = unwrap_var(kp, d)?;
            if d.is_subclass_of("TypeConstraint") {
                self.arguments.push(Argument::Operand(self.operands.len()));
                self.operands.push(NamedTypeConstraint {
                    name: name.clone(),
                    constraint: cache.type_constraint(kp, d)?,
                    var_summary,
                    decorators,
                });
            } else if d.is_subclass_of("Attr") {
                if name.is_empty() {
                    return Err(err(d, "attributes must be named"));
                }
                if d.is_subclass_of("DerivedAttr") {
                    return Err(err(d, "derived attributes not allowed in argument list"));
                }
                self.arguments
                    .push(Argument::Attribute(self.attributes.len()));
                self.attributes.push(NamedAttribute {
                    name: name.clone(),
                    attr: cache.attr_constraint(kp, d)?,
                    var_summary,
                });
                self.num_native_attributes += 1;
            } else if d.is_subclass_of("Property") {
                if name.is_empty() {
                    return Err(err(d, "properties must be named"));
                }
                self.arguments
                    .push(Argument::Property(self.properties.len()));
                self.properties.push(NamedProperty {
                    name: name.clone(),
                    prop: Property::from_record(kp, d)?,
                });
            } else {
                return Err(err(
                    rec,
                    "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
                ));
            }
            if !name.is_empty() {
                index.insert(name, i as i64);
            }
        }

        // Derived attributes: fields whose declared type is an `Attr` class.
        for f in rec.fields() {
            let Ty::Rec(classes) = &f.ty else { continue };
            let is_attr = classes
                .iter()
                .any(|c| c.name.as_ref() == "Attr" || kp.record(c.id).is_subclass_of("Attr"));
            if !is_attr {
                continue;
            }
            let derived = classes.iter().any(|c| {
                c.name.as_ref() == "DerivedAttr" || kp.record(c.id).is_subclass_of("DerivedAttr")
            });
            if !derived {
                return Err(err(
                    rec,
                    "unexpected Attr where only DerivedAttr is allowed",
                ));
            }
            if classes.len() != 1 {
                return Err(err(
                    rec,
                    "unsupported attribute modelling, only single class expected",
                ));
            }
            let d = init_def(kp, &f.value)
                .ok_or_else(|| err(rec, format!("derived attribute `{}' must be a def", f.name)))?;
            self.attributes.push(NamedAttribute {
                name: f.name.clone(),
                attr: cache.attr_constraint(kp, d)?,
                var_summary: None,
            });
        }

        // Results.
        let results = dag_field(rec, "results", "outs")?;
        for (i, (v, name)) in dag_args(&results).iter().enumerate() {
            let name: Rc<str> = name.clone().unwrap_or_else(|| Rc::from(""));
            let d = init_def(kp, v)
                .ok_or_else(|| err(rec, format!("undefined type for result #{}", i)))?;
            let (d, var_summary, decorators) = unwrap_var(kp, d)?;
            let constraint = cache.type_constraint(kp, d)?;
            if !name.is_empty() {
                index.insert(name.clone(), -1 - i as i64);
            }
            if constraint.variadic_of_variadic_segments.is_some() {
                return Err(err(
                    rec,
                    "'VariadicOfVariadic' results are currently not supported",
                ));
            }
            self.results.push(NamedTypeConstraint {
                name,
                constraint,
                var_summary,
                decorators,
            });
        }

        // Successors.
        let succs = dag_field(rec, "successors", "successor")?;
        let n = dag_args(&succs).len();
        for (i, (v, name)) in dag_args(&succs).iter().enumerate() {
            let d = init_def(kp, v)
                .ok_or_else(|| err(rec, format!("undefined kind for successor #{}", i)))?;
            let is_variadic = d.is_subclass_of("VariadicSuccessor");
            if i + 1 != n && is_variadic {
                return Err(err(rec, "only the last successor can be variadic"));
            }
            self.successors.push(NamedSuccessor {
                name: name.clone().unwrap_or_else(|| Rc::from("")),
                constraint: Constraint::from_record(kp, d)?,
                is_variadic,
            });
        }

        // Traits.
        self.collect_traits(kp, rec, cache)?;
        self.infer_result_types(kp, &index, cache)?;

        // Regions.
        let regions = dag_field(rec, "regions", "region")?;
        let n = dag_args(&regions).len();
        for (i, (v, name)) in dag_args(&regions).iter().enumerate() {
            let name: Rc<str> = name.clone().unwrap_or_else(|| Rc::from(""));
            let d = init_def(kp, v)
                .ok_or_else(|| err(rec, format!("undefined kind for region #{}", i)))?;
            let is_variadic = d.is_subclass_of("VariadicRegion");
            if is_variadic {
                if i + 1 != n {
                    return Err(err(rec, "only the last region can be variadic"));
                }
                if name.is_empty() {
                    return Err(err(rec, "variadic regions must be named"));
                }
            }
            self.regions.push(NamedRegion {
                name,
                constraint: Constraint::from_record(kp, d)?,
                is_variadic,
            });
        }

        // Builders.
        let builders = if rec.field("builders").is_some() {
            rec.get_optional_list("builders")
                .ok()
                .flatten()
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        if builders.is_empty() {
            if self.skip_default_builders {
                return Err(err(
                    rec,
                    "default builders are skipped and no custom builders provided",
                ));
            }
        } else {
            for b in &builders {
                let d =
                    init_def(kp, b).ok_or_else(|| err(rec, "builders must be OpBuilder defs"))?;
                self.builders.push(Builder::from_record(kp, d, rec.loc())?);
            }
        }
        Ok(())
    }

    fn collect_traits(
        &mut self,
        kp: &RecordKeeper,
        rec: &Record,
        cache: &mut OpCache,
    ) -> Result<(), Diagnostic> {
        let Some(list) = (if rec.field("traits").is_some() {
            rec.get_optional_list("traits")?
        } else {
            None
        }) else {
            return Ok(());
        };
        let mut seen: Vec<RecId> = Vec::new();
        self.insert_traits(kp, rec, &list, &mut seen, 0, cache)
    }

    fn insert_traits(
        &mut self,
        kp: &RecordKeeper,
        op: &Record,
        list: &[Init],
        seen: &mut Vec<RecId>,
        depth: usize,
        cache: &mut OpCache,
    ) -> Result<(), Diagnostic> {
        if depth > MAX_DEPTH {
            return Err(err(op, "trait lists are nested too deeply"));
        }
        for v in list {
            let d = init_def(kp, v).ok_or_else(|| err(op, "traits must be defs"))?;
            if d.is_subclass_of("TraitList") {
                let inner = d.get_optional_list("traits")?.unwrap_or_default();
                self.insert_traits(kp, op, &inner, seen, depth + 1, cache)?;
                continue;
            }
            if seen.contains(&d.id) {
                continue;
            }
            seen.push(d.id);
            if d.is_subclass_of("Interface") {
                let bases = d.get_optional_list("baseInterfaces")?.unwrap_or_default();
                self.insert_traits(kp, op, &bases, seen, depth + 1, cache)?;
            }
            for dep in def_list(kp, d, "dependentTraits")? {
                if !seen.contains(&dep.id) {
                    return Err(err(
                        op,
                        format!(
                            "{} requires {} to precede it in traits list",
                            str_or_empty(d, "trait")?,
                            str_or_empty(dep, "trait")?
                        ),
                    ));
                }
            }
            self.traits.push(cache.trait_(kp, d)?);
        }
        Ok(())
    }

    /// Upstream `populateTypeInferenceInfo`: decides whether every result
    /// type is known from operands/attributes/traits and, if so, records the
    /// mapping and appends the `InferTypeOpInterface` trait.
    fn infer_result_types(
        &mut self,
        kp: &RecordKeeper,
        index: &HashMap<Rc<str>, i64>,
        cache: &mut OpCache,
    ) -> Result<(), Diagnostic> {
        let Some(infer_def) = kp.def("InferTypeOpInterface") else {
            return Ok(());
        };
        let n = self.results.len();
        if n == 0 || self.results.iter().any(|r| r.is_variable_length()) {
            return Ok(());
        }
        let lookup = |name: &str| -> i64 { index.get(name).copied().unwrap_or(0) };
        let is_arg = |i: i64| i >= 0;
        let unmap = |i: i64| (-i - 1) as usize;
        let to_source = |i: i64| {
            if i >= 0 {
                TypeSource::Argument(i as usize)
            } else {
                TypeSource::Result(unmap(i))
            }
        };
        // Upstream checks `::mlir::OpTrait::SameOperandsAndResultType`; we
        // accept the trait from any namespace so that our library (whose
        // native traits live in Rust modules) gets the same inference.
        // Upstream `.td` files are unaffected; mlir-tblgen run on our
        // library would not infer here.
        let same_operands_and_result = self.traits.iter().any(|t| {
            matches!(t.kind, TraitKind::Native { .. })
                && t.trait_field.as_ref() == "SameOperandsAndResultType"
        });
        if same_operands_and_result {
            let Some(pos) = self.arguments.iter().position(
                |a| matches!(a, Argument::Operand(i) if !self.operands[*i].is_variable_length()),
            ) else {
                return Ok(());
            };
            self.inferred_result_types = Some(
                (0..n)
                    .map(|_| InferredType {
                        source: TypeSource::Argument(pos),
                        transformer: Rc::from("$_self"),
                    })
                    .collect(),
            );
            self.traits.push(cache.trait_(kp, infer_def)?);
            return Ok(());
        }
        struct Node {
            sources: Vec<(i64, Rc<str>)>,
            inferred: bool,
        }
        let mut nodes: Vec<Node> = (0..n)
            .map(|_| Node {
                sources: Vec::new(),
                inferred: false,
            })
            .collect();
        for (i, node) in nodes.iter_mut().enumerate() {
            if self.results[i].constraint.builder_call.is_some() {
                node.sources.push((-1 - i as i64, Rc::from("$_self")));
                node.inferred = true;
            }
        }
        for t in &self.traits {
            let d = kp.record(t.def);
            if t.def == infer_def.id {
                return Ok(());
            }
            if d.is_subclass_of("TypesMatchWith") {
                let target = lookup(&d.get_string("rhs")?);
                if is_arg(target) {
                    continue;
                }
                let ri = unmap(target);
                if ri >= n || nodes[ri].inferred {
                    continue;
                }
                let src = lookup(&d.get_string("lhs")?);
                nodes[ri].sources.push((src, d.get_string("transformer")?));
                nodes[ri].inferred =
                    is_arg(src) || nodes.get(unmap(src)).is_some_and(|x| x.inferred);
                continue;
            }
            if !d.is_subclass_of("AllTypesMatch") {
                continue;
            }
            let mut full: Option<i64> = None;
            let mut result_indices = Vec::new();
            for name in string_list(d, "values")? {
                let i = lookup(&name);
                if !is_arg(i) {
                    result_indices.push(unmap(i));
                }
                if is_arg(i) || nodes.get(unmap(i)).is_some_and(|x| x.inferred) {
                    full = Some(i);
                }
            }
            if let Some(f) = full {
                for &ri in &result_indices {
                    if let Some(node) = nodes.get_mut(ri) {
                        if !node.inferred {
                            node.sources = vec![(f, Rc::from("$_self"))];
                            node.inferred = true;
                        }
                    }
                }
            } else {
                for &ri in &result_indices {
                    for &other in &result_indices {
                        if ri != other {
                            if let Some(node) = nodes.get_mut(ri) {
                                node.sources.push((-1 - other as i64, Rc::from("$_self")));
                            }
                        }
                    }
                }
            }
        }
        let mut worklist: Vec<usize> = (0..n).filter(|&i| !nodes[i].inferred).collect();
        loop {
            let mut changed = false;
            let mut k = 0;
            while k < worklist.len() {
                let i = worklist[k];
                let found = nodes[i].sources.iter().position(|(s, _)| {
                    !is_arg(*s) && nodes.get(unmap(*s)).is_some_and(|x| x.inferred)
                });
                match found {
                    Some(p) => {
                        changed = true;
                        let src = nodes[i].sources[p].clone();
                        nodes[i].sources = vec![src];
                        nodes[i].inferred = true;
                        worklist.remove(k);
                    }
                    None => k += 1,
                }
            }
            if !changed {
                break;
            }
        }
        if worklist.is_empty() {
            self.traits.push(cache.trait_(kp, infer_def)?);
            self.inferred_result_types = Some(
                nodes
                    .into_iter()
                    .map(|nd| {
                        let (s, t) = nd
                            .sources
                            .into_iter()
                            .next()
                            .unwrap_or((0, Rc::from("$_self")));
                        InferredType {
                            source: to_source(s),
                            transformer: t,
                        }
                    })
                    .collect(),
            );
        }
        Ok(())
    }

    /// Upstream `assertInvariants`: names of operands, results, regions and
    /// successors are unique and do not clash with generated accessors.
    fn check_names(&self, rec: &Record) -> Result<(), Diagnostic> {
        let mut existing: Vec<(&str, &str)> = Vec::new();
        let groups: [(&str, Vec<&str>); 4] = [
            ("operands", self.operands.iter().map(|o| &*o.name).collect()),
            ("results", self.results.iter().map(|o| &*o.name).collect()),
            ("regions", self.regions.iter().map(|o| &*o.name).collect()),
            (
                "successors",
                self.successors.iter().map(|o| &*o.name).collect(),
            ),
        ];
        for (entity, names) in &groups {
            for &name in names {
                if name.is_empty() {
                    continue;
                }
                if let Some((_, prev)) = existing.iter().find(|(n, _)| *n == name) {
                    return Err(if prev == entity {
                        err(
                            rec,
                            format!(
                                "op has a conflict with two {} having the same name '{}'",
                                entity, name
                            ),
                        )
                    } else {
                        err(
                            rec,
                            format!("op has a conflict with {} and {} both having an entry with the name '{}'", prev, entity, name),
                        )
                    });
                }
                existing.push((name, entity));
                let acc = camel_from_snake(name);
                let overlaps = match acc.as_str() {
                    "AttributeNames" | "Attributes" | "Operation" => true,
                    "Operands" => {
                        self.operands.len() != 1 || self.num_variable_length_operands() != 1
                    }
                    "Regions" => {
                        self.regions.len() != 1
                            || self.regions.iter().filter(|r| r.is_variadic).count() != 1
                    }
                    "Type" => self.results.len() != 1,
                    _ => false,
                };
                if overlaps {
                    return Err(err(
                        rec,
                        format!("generated accessor for `{}` overlaps with a default one; please rename to avoid overlap", name),
                    ));
                }
            }
        }
        Ok(())
    }

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
