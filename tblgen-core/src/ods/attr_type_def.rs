//! Attribute and type definitions (`AttrDef`, `TypeDef`; upstream
//! `AttrOrTypeDef.cpp`), as far as documentation needs them.

use super::util::{
    bit_or_false, dag_args, err, init_def, is_a, opt_dag, opt_def, opt_str, str_or_empty,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{InitKind, RecId, Record, RecordKeeper};
use std::rc::Rc;

/// One parameter of an attribute or type definition.
#[derive(Clone, Debug)]
pub struct AttrOrTypeParameter {
    /// The parameter's name (`None` when anonymous).
    pub name: Option<Rc<str>>,
    /// The host-language type (a string parameter, or the def's `cppType`).
    pub cpp_type: Rc<str>,
    /// How the parameter reads in the syntax (`syntax`, else the type).
    pub syntax: Rc<str>,
    /// `summary` of a parameter def, when it is a string.
    pub summary: Option<Rc<str>>,
    /// `defaultValue`, when a string.
    pub default_value: Option<Rc<str>>,
    /// `isOptional` or a default value.
    pub is_optional: bool,
}

/// An `AttrDef` or `TypeDef`.
#[derive(Clone, Debug)]
pub struct AttrOrTypeDef {
    /// The def.
    pub def: RecId,
    /// The def's name.
    pub def_name: Rc<str>,
    /// An `AttrDef` (else a `TypeDef`).
    pub is_attr: bool,
    /// `cppClassName`.
    pub cpp_class_name: Rc<str>,
    /// `summary`, when it is a string.
    pub summary: Option<Rc<str>>,
    /// `description`, when it is a string.
    pub description: Option<Rc<str>>,
    /// `mnemonic`, when set.
    pub mnemonic: Option<Rc<str>>,
    /// `assemblyFormat`, when set.
    pub assembly_format: Option<Rc<str>>,
    /// `hasCustomAssemblyFormat`.
    pub has_custom_assembly_format: bool,
    /// The parameters, in order.
    pub parameters: Vec<AttrOrTypeParameter>,
    /// The `dialect` def.
    pub dialect: Option<RecId>,
    /// Where the def is.
    pub loc: Loc,
}

fn field_str(kp: &RecordKeeper, v: &crate::tablegen::Init, field: &str) -> Option<Rc<str>> {
    let d = init_def(kp, v)?;
    d.value(field)?.as_str().cloned()
}

impl AttrOrTypeDef {
    /// Reads the def `rec` (deriving from `AttrDef` or `TypeDef`), with
    /// upstream's checks of the mnemonic and assembly-format fields.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<AttrOrTypeDef, Diagnostic> {
        let mut parameters = Vec::new();
        if let Some(dag) = opt_dag(rec, "parameters")? {
            for (v, n) in dag_args(&dag) {
                let cpp_type = match v.kind() {
                    InitKind::Str { s, .. } => s.clone(),
                    InitKind::Def { .. } => field_str(kp, v, "cppType").ok_or_else(|| {
                        err(rec, "Parameters DAG arguments must be either strings or defs which inherit from AttrOrTypeParameter")
                    })?,
                    _ => {
                        return Err(err(
                            rec,
                            "Parameters DAG arguments must be either strings or defs which inherit from AttrOrTypeParameter",
                        ))
                    }
                };
                let is_str = matches!(v.kind(), InitKind::Str { .. });
                let syntax = if is_str {
                    cpp_type.clone()
                } else {
                    field_str(kp, v, "syntax").unwrap_or(cpp_type.clone())
                };
                let default_value = if is_str {
                    None
                } else {
                    field_str(kp, v, "defaultValue")
                };
                let opt_bit = init_def(kp, v)
                    .and_then(|d| d.value("isOptional"))
                    .is_some_and(|b| matches!(b.kind(), InitKind::Bit(true)));
                parameters.push(AttrOrTypeParameter {
                    name: n.clone(),
                    summary: if is_str {
                        None
                    } else {
                        field_str(kp, v, "summary")
                    },
                    is_optional: opt_bit || default_value.is_some(),
                    default_value,
                    cpp_type,
                    syntax,
                });
            }
        }
        let string_field = |f: &str| match rec.value(f).map(|v| v.kind()) {
            Some(InitKind::Str { s, .. }) => Some(s.clone()),
            _ => None,
        };
        let def = AttrOrTypeDef {
            def: rec.id,
            def_name: Rc::from(rec.name().as_str()),
            is_attr: is_a(rec, "AttrDef"),
            cpp_class_name: str_or_empty(rec, "cppClassName")?,
            summary: string_field("summary"),
            description: string_field("description"),
            mnemonic: opt_str(rec, "mnemonic")?,
            assembly_format: opt_str(rec, "assemblyFormat")?,
            has_custom_assembly_format: bit_or_false(rec, "hasCustomAssemblyFormat")?,
            parameters,
            dialect: opt_def(kp, rec, "dialect")?.map(|r| r.id),
            loc: rec.loc(),
        };
        let cpp = def.has_custom_assembly_format;
        let decl = def.assembly_format.is_some();
        if def.mnemonic.is_some() {
            if cpp && decl {
                return Err(err(
                    rec,
                    "cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'",
                ));
            }
            if !def.parameters.is_empty() && !cpp && !decl {
                return Err(err(
                    rec,
                    "must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' when 'mnemonic' is set",
                ));
            }
        } else if cpp || decl {
            return Err(err(rec, "'assemblyFormat' or 'hasCustomAssemblyFormat' can only be used when 'mnemonic' is set"));
        }
        if decl && !bit_or_false(rec, "genAccessors")? {
            return Err(err(
                rec,
                "'assemblyFormat' requires 'genAccessors' to be true",
            ));
        }
        Ok(def)
    }
}
