//! Attribute and type definitions (`AttrDef`, `TypeDef`; upstream
//! `AttrOrTypeDef.cpp`): their parameters, builders, traits and
//! interfaces, hooks and assembly format, for the documentation and the
//! Rust emitter. Fields that only some `.td` libraries declare are read
//! tolerantly (upstream's C++ library and this project's Rust one both
//! read).

use super::operator::Builder;
use super::util::{
    bit_or_false, dag_args, def_list, err, init_def, is_a, non_empty, opt_dag, opt_def, opt_str,
    str_or_empty,
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
    /// `cppAccessorType` (the getter's type; defaults to `cpp_type`).
    pub cpp_accessor_type: Rc<str>,
    /// `cppStorageType` (what the storage struct holds; defaults to `cpp_type`).
    pub cpp_storage_type: Rc<str>,
    /// `mlirCppType`, upstream's C++ type of the parameter, which a parse
    /// error names (defaults to `cpp_type`).
    pub mlir_cpp_type: Rc<str>,
    /// `convertFromStorage` (`$_self` is the stored value).
    pub convert_from_storage: Rc<str>,
    /// `comparator`, when set (`$_lhs`, `$_rhs`).
    pub comparator: Option<Rc<str>>,
    /// `parser`, when set (`$_parser`).
    pub parser: Option<Rc<str>>,
    /// `printer`, when set (`$_printer`, `$_self`).
    pub printer: Option<Rc<str>>,
    /// An `AttributeSelfTypeParameter` (the type after `: ` in the text).
    pub is_self_type: bool,
    /// The parameter's class def, when it is a def.
    pub def: Option<RecId>,
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
    /// The dialect's `name` (empty without a dialect).
    pub dialect_name: Rc<str>,
    /// `builders`.
    pub builders: Vec<Builder>,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
    /// `genVerifyDecl`.
    pub gen_verify_decl: bool,
    /// `genAccessors`.
    pub gen_accessors: bool,
    /// `genStorageClass`.
    pub gen_storage_class: bool,
    /// `extraClassDeclaration`, when non-empty.
    pub extra_class_declaration: Option<Rc<str>>,
    /// `extraClassDefinition`, when non-empty.
    pub extra_class_definition: Option<Rc<str>>,
    /// The traits (native traits and interfaces), bases of interfaces
    /// included, each once (upstream's order).
    pub traits: Vec<RecId>,
    /// `typeName` / `attrName`, when set.
    pub qualified_name: Option<Rc<str>>,
    /// Where the def is.
    pub loc: Loc,
}

fn field_str(kp: &RecordKeeper, v: &crate::tablegen::Init, field: &str) -> Option<Rc<str>> {
    let d = init_def(kp, v)?;
    d.value(field)?.as_str().cloned()
}

/// The traits of `rec`: each once, an interface after its bases
/// (upstream `AttrOrTypeDef`'s `processTraitList`).
fn traits(kp: &RecordKeeper, rec: &Record) -> Result<Vec<RecId>, Diagnostic> {
    fn walk(
        kp: &RecordKeeper,
        list: Vec<&Record>,
        seen: &mut Vec<RecId>,
        out: &mut Vec<RecId>,
        depth: usize,
    ) -> Result<(), Diagnostic> {
        for t in list {
            if seen.contains(&t.id) {
                continue;
            }
            seen.push(t.id);
            if is_a(t, "Interface") && depth < super::util::MAX_DEPTH {
                walk(kp, def_list(kp, t, "baseInterfaces")?, seen, out, depth + 1)?;
            }
            out.push(t.id);
        }
        Ok(())
    }
    let (mut seen, mut out) = (Vec::new(), Vec::new());
    walk(kp, def_list(kp, rec, "traits")?, &mut seen, &mut out, 0)?;
    Ok(out)
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
                // Code snippets name a dialect's `::mlir::<dialect>::` types
                // by its crate's path (the C++ types stay as written: docs
                // print them).
                let field = |f: &str| {
                    if is_str {
                        None
                    } else {
                        field_str(kp, v, f).map(crate::ods::util::rust_paths)
                    }
                };
                let default_value = default_value.filter(|d| !d.is_empty());
                parameters.push(AttrOrTypeParameter {
                    name: n.clone(),
                    summary: field("summary"),
                    is_optional: opt_bit || default_value.is_some(),
                    default_value,
                    cpp_accessor_type: field("cppAccessorType")
                        .filter(|t| !t.is_empty())
                        .unwrap_or_else(|| cpp_type.clone()),
                    cpp_storage_type: field("cppStorageType")
                        .filter(|t| !t.is_empty())
                        .unwrap_or_else(|| cpp_type.clone()),
                    mlir_cpp_type: (!is_str)
                        .then(|| field_str(kp, v, "mlirCppType"))
                        .flatten()
                        .filter(|t| !t.is_empty())
                        .unwrap_or_else(|| cpp_type.clone()),
                    convert_from_storage: field("convertFromStorage")
                        .filter(|t| !t.is_empty())
                        .unwrap_or_else(|| Rc::from("$_self")),
                    comparator: field("comparator").filter(|t| !t.is_empty()),
                    parser: field("parser").filter(|t| !t.is_empty()),
                    printer: field("printer").filter(|t| !t.is_empty()),
                    is_self_type: init_def(kp, v)
                        .is_some_and(|d| is_a(d, "AttributeSelfTypeParameter")),
                    def: init_def(kp, v).map(|d| d.id),
                    cpp_type,
                    syntax,
                });
            }
        }
        let string_field = |f: &str| match rec.value(f).map(|v| v.kind()) {
            Some(InitKind::Str { s, .. }) => Some(s.clone()),
            _ => None,
        };
        let dialect = opt_def(kp, rec, "dialect")?;
        let mut builders = Vec::new();
        for b in def_list(kp, rec, "builders")? {
            let b = Builder::from_record(kp, b, rec.loc())?;
            if b.params.iter().any(|p| p.name.is_none()) {
                return Err(err(rec, "builder parameters must have a name"));
            }
            builders.push(b);
        }
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
            dialect: dialect.map(|r| r.id),
            dialect_name: match dialect {
                Some(d) => str_or_empty(d, "name")?,
                None => Rc::from(""),
            },
            builders,
            skip_default_builders: bit_or_false(rec, "skipDefaultBuilders")?,
            gen_verify_decl: bit_or_false(rec, "genVerifyDecl")?,
            gen_accessors: bit_or_false(rec, "genAccessors")?,
            gen_storage_class: bit_or_false(rec, "genStorageClass")?,
            extra_class_declaration: non_empty(rec, "extraClassDeclaration")?
                .filter(|s| !s.trim().is_empty()),
            extra_class_definition: non_empty(rec, "extraClassDefinition")?
                .filter(|s| !s.trim().is_empty()),
            traits: traits(kp, rec)?,
            qualified_name: opt_str(
                rec,
                if is_a(rec, "AttrDef") {
                    "attrName"
                } else {
                    "typeName"
                },
            )?,
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
