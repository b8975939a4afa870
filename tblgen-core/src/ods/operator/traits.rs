//! Op traits (upstream `Trait`): native, interface, internal and
//! predicate traits, and how an op's trait list is flattened and
//! deduplicated.

use super::read::OpCache;
use super::{Operator, SideEffect};
use crate::diag::Diagnostic;
use crate::ods::interface::Interface;
use crate::ods::pred::Pred;
use crate::ods::util::{def_list, err, init_def, is_a, non_empty, str_or_empty, MAX_DEPTH};
use crate::tablegen::{Init, RecId, Record, RecordKeeper};
use std::rc::Rc;

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
            let ns = crate::ods::util::rust_namespace_of(rec)?;
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
                    .map(SideEffect::from_record)
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

impl Operator {
    pub(super) fn collect_traits(
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
}
