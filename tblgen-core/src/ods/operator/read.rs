//! Reading an op def (upstream `Operator::Operator` and `populateOpStructure`):
//! arguments, results, regions, successors, traits, builders, with a cache of
//! what ops share, and the checks on names (`assertInvariants`).

use super::builder::Builder;
use super::traits::Trait;
use super::{
    Argument, NamedAttribute, NamedProperty, NamedRegion, NamedSuccessor, NamedTypeConstraint,
    Operator, Unwrapped,
};
use crate::diag::Diagnostic;
use crate::ods::constraint::{AttrConstraint, Constraint, Property, TypeConstraint};
use crate::ods::dialect::Dialect;
use crate::ods::util::{
    bit_or_false, dag_args, dag_operator_name, def_list, err, init_def, opt_def, opt_str, req_def,
    str_or_empty,
};
use crate::tablegen::fxhash::FxHashMap as HashMap;
use crate::tablegen::{Init, InitKind, RecId, Record, RecordKeeper, Ty};
use std::rc::Rc;

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

    pub(super) fn trait_(&mut self, kp: &RecordKeeper, rec: &Record) -> Result<Trait, Diagnostic> {
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
}
