//! Interfaces and their methods (upstream `Interfaces.cpp`).

use super::util::{
    dag_args, def_list, err, is_a, non_empty, opt_dag, str_or_empty, string_list, MAX_DEPTH,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{RecId, Record, RecordKeeper};
use std::rc::Rc;

/// Which kind of entity the interface attaches to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterfaceKind {
    /// `OpInterface`.
    Op,
    /// `AttrInterface`.
    Attr,
    /// `TypeInterface`.
    Type,
    /// Some other `Interface`.
    Other,
}

/// One argument of an interface method: type and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodArg {
    /// The argument's type.
    pub ty: Rc<str>,
    /// The argument's name.
    pub name: Rc<str>,
}

/// An `InterfaceMethod` or `StaticInterfaceMethod`.
#[derive(Clone, Debug)]
pub struct InterfaceMethod {
    /// The method's name.
    pub name: Rc<str>,
    /// The return type.
    pub return_type: Rc<str>,
    /// Arguments, in order.
    pub args: Vec<MethodArg>,
    /// The body every implementation shares (`methodBody`), when non-empty.
    pub body: Option<Rc<str>>,
    /// The default implementation, when non-empty.
    pub default_body: Option<Rc<str>>,
    /// The description.
    pub description: Rc<str>,
    /// A `StaticInterfaceMethod`.
    pub is_static: bool,
}

impl InterfaceMethod {
    /// Reads the method def `rec`.
    pub fn from_record(rec: &Record) -> Result<InterfaceMethod, Diagnostic> {
        let mut args = Vec::new();
        if let Some(dag) = opt_dag(rec, "arguments")? {
            for (i, (v, n)) in dag_args(&dag).iter().enumerate() {
                let ty = v.as_str().cloned().ok_or_else(|| {
                    err(
                        rec,
                        format!(
                            "argument #{} of interface method `{}' must be a type string",
                            i,
                            rec.name()
                        ),
                    )
                })?;
                let name = n.clone().ok_or_else(|| {
                    err(
                        rec,
                        format!(
                            "argument #{} of interface method `{}' has no name",
                            i,
                            rec.name()
                        ),
                    )
                })?;
                args.push(MethodArg { ty, name });
            }
        }
        Ok(InterfaceMethod {
            name: rec.get_string("name")?,
            return_type: str_or_empty(rec, "returnType")?,
            args,
            body: non_empty(rec, "body")?,
            default_body: non_empty(rec, "defaultBody")?,
            description: str_or_empty(rec, "description")?,
            is_static: is_a(rec, "StaticInterfaceMethod"),
        })
    }
}

/// An interface definition (or the anonymous def of a
/// `DeclareOpInterfaceMethods<...>`, which carries the same fields).
#[derive(Clone, Debug)]
pub struct Interface {
    /// The def.
    pub def: RecId,
    /// The def's name.
    pub def_name: Rc<str>,
    /// `cppInterfaceName`.
    pub name: Rc<str>,
    /// `cppNamespace`.
    pub cpp_namespace: Rc<str>,
    /// The kind.
    pub kind: InterfaceKind,
    /// `description`.
    pub description: Rc<str>,
    /// The methods, in order.
    pub methods: Vec<InterfaceMethod>,
    /// `extraClassDeclaration`.
    pub extra_class_declaration: Rc<str>,
    /// `extraSharedClassDeclaration`.
    pub extra_shared_class_declaration: Rc<str>,
    /// `extraClassOf`.
    pub extra_class_of: Rc<str>,
    /// `extraTraitClassDeclaration`.
    pub extra_trait_class_declaration: Rc<str>,
    /// `verify` code, when non-empty.
    pub verify: Option<Rc<str>>,
    /// `verifyWithRegions`.
    pub verify_with_regions: bool,
    /// `baseInterfaces`, as defs.
    pub base_interfaces: Vec<RecId>,
    /// From `DeclareOpInterfaceMethods` (or the attribute/type forms).
    pub declares_methods: bool,
    /// Methods with defaults that the op declares anyway.
    pub always_declared_methods: Vec<Rc<str>>,
    /// Where the def is.
    pub loc: Loc,
}

impl Interface {
    /// Reads the interface def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Interface, Diagnostic> {
        if !is_a(rec, "Interface") {
            return Err(err(rec, format!("`{}' is not an Interface", rec.name())));
        }
        let kind = if is_a(rec, "OpInterface") || is_a(rec, "OpInterfaceTrait") {
            InterfaceKind::Op
        } else if is_a(rec, "AttrInterface") {
            InterfaceKind::Attr
        } else if is_a(rec, "TypeInterface") {
            InterfaceKind::Type
        } else {
            InterfaceKind::Other
        };
        let methods = def_list(kp, rec, "methods")?
            .into_iter()
            .map(InterfaceMethod::from_record)
            .collect::<Result<Vec<_>, _>>()?;
        let declares_methods = is_a(rec, "DeclareInterfaceMethods");
        // `DeclareOpInterfaceMethods<I>` copies I's methods only; the trait
        // parts (verifier, trait declarations) are I's, as the C++ trait
        // class is.
        let trait_rec = if declares_methods {
            original_interface(kp, rec)?.unwrap_or(rec)
        } else {
            rec
        };
        Ok(Interface {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            name: rec.get_string("cppInterfaceName")?,
            cpp_namespace: crate::ods::util::rust_namespace_of(rec)?,
            kind,
            description: str_or_empty(rec, "description")?,
            methods,
            extra_class_declaration: str_or_empty(rec, "extraClassDeclaration")?,
            extra_shared_class_declaration: str_or_empty(rec, "extraSharedClassDeclaration")?,
            extra_class_of: str_or_empty(rec, "extraClassOf")?,
            extra_trait_class_declaration: str_or_empty(trait_rec, "extraTraitClassDeclaration")?,
            verify: non_empty(trait_rec, "verify")?,
            verify_with_regions: super::util::bit_or_false(trait_rec, "verifyWithRegions")?,
            base_interfaces: def_list(kp, rec, "baseInterfaces")?
                .into_iter()
                .map(|r| r.id)
                .collect(),
            declares_methods,
            always_declared_methods: string_list(rec, "alwaysOverriddenMethods")?,
            loc: rec.loc(),
        })
    }

    /// The fully qualified name: `cppNamespace::name` (or just the name).
    pub fn qualified_name(&self) -> String {
        if self.cpp_namespace.is_empty() {
            self.name.to_string()
        } else {
            format!("{}::{}", self.cpp_namespace, self.name)
        }
    }

    /// All base interfaces, transitively, bases before the interfaces that
    /// name them, without duplicates.
    pub fn all_bases(&self, kp: &RecordKeeper) -> Result<Vec<Interface>, Diagnostic> {
        let mut out: Vec<Interface> = Vec::new();
        fn walk(
            kp: &RecordKeeper,
            ids: &[RecId],
            out: &mut Vec<Interface>,
            depth: usize,
        ) -> Result<(), Diagnostic> {
            for &id in ids {
                let rec = kp.record(id);
                if depth > MAX_DEPTH {
                    return Err(err(rec, "interface base nesting is too deep"));
                }
                if out.iter().any(|i| i.def == id) {
                    continue;
                }
                let i = Interface::from_record(kp, rec)?;
                walk(kp, &i.base_interfaces, out, depth + 1)?;
                out.push(i);
            }
            Ok(())
        }
        walk(kp, &self.base_interfaces, &mut out, 0)?;
        Ok(out)
    }
}

/// The interface a `DeclareOpInterfaceMethods<...>` def `rec` names: the
/// def of the same C++ name and namespace that declares no methods itself.
fn original_interface<'k>(
    kp: &'k RecordKeeper,
    rec: &Record,
) -> Result<Option<&'k Record>, Diagnostic> {
    let name = rec.get_string("cppInterfaceName")?;
    let ns = str_or_empty(rec, "cppNamespace")?;
    let same = |r: &Record| -> Result<bool, Diagnostic> {
        Ok(is_a(r, "Interface")
            && !is_a(r, "DeclareInterfaceMethods")
            && r.get_string("cppInterfaceName")? == name
            && str_or_empty(r, "cppNamespace")? == ns)
    };
    // Usually the def has the interface's name.
    if let Some(r) = kp.def(&name) {
        if same(r)? {
            return Ok(Some(r));
        }
    }
    for r in kp.defs_derived_from("Interface") {
        if same(r)? {
            return Ok(Some(r));
        }
    }
    Ok(None)
}

/// Every interface def (deriving from `Interface`: op, attribute and type
/// interfaces), in LLVM 19's `getAllDerivedDefinitions` order.
pub fn interfaces(kp: &RecordKeeper) -> Result<Vec<Interface>, Diagnostic> {
    crate::ods::util::derived_definitions(kp, "Interface")
        .into_iter()
        .map(|r| Interface::from_record(kp, r))
        .collect()
}
