//! Pass declarations (upstream `mlir/lib/TableGen/Pass.cpp`): the defs
//! deriving from `PassBase` of `mlir/Pass/PassBase.td`, with their options
//! and statistics, read into typed values for the emitters.

use crate::diag::{Diagnostic, Loc};
use crate::tablegen::{Record, RecordKeeper};
use std::rc::Rc;

/// An option of a pass (a def deriving from `Option` or `ListOption`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// `cppName`: the name of the field that holds the value.
    pub cpp_name: Rc<str>,
    /// `argument`: the option's name in the pipeline text (`max-iterations`).
    pub argument: Rc<str>,
    /// `type`: the value's type (a Rust type here; C++ upstream).
    pub ty: Rc<str>,
    /// `defaultValue`: an expression of the type, `None` when empty.
    pub default_value: Option<Rc<str>>,
    /// `description`.
    pub description: Rc<str>,
    /// `additionalOptFlags`, `None` when empty.
    pub additional_flags: Option<Rc<str>>,
    /// Whether the def derives from `ListOption` (a comma-separated list).
    pub is_list: bool,
}

/// A statistic of a pass (a def deriving from `Statistic`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    /// `cppName`: the name of the counter's field.
    pub cpp_name: Rc<str>,
    /// `name`: the name shown by `--mlir-pass-statistics`.
    pub name: Rc<str>,
    /// `description`.
    pub description: Rc<str>,
}

/// A pass declaration (a def deriving from `PassBase`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pass {
    /// The def's name (`Canonicalizer`): the pass's name in IR dumps and timings.
    pub def_name: Rc<str>,
    /// `argument`: the pass's name in pipelines and on the command line.
    pub argument: Rc<str>,
    /// `baseClass`: `::ir::pass::OperationPass<op>` or `::ir::pass::InterfacePass<iface>`.
    pub base_class: Rc<str>,
    /// `summary`.
    pub summary: Rc<str>,
    /// `description`.
    pub description: Rc<str>,
    /// `constructor`: an expression creating the pass, empty for the default one.
    pub constructor: Rc<str>,
    /// `dependentDialects`.
    pub dependent_dialects: Vec<Rc<str>>,
    /// `options`, in declaration order.
    pub options: Vec<PassOption>,
    /// `statistics`, in declaration order.
    pub statistics: Vec<PassStatistic>,
    /// Where the def is.
    pub loc: Loc,
}

/// What a pass runs on, read from its base class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassAnchor {
    /// `Pass<arg>`: any operation.
    AnyOp,
    /// `Pass<arg, "func.func">`: operations of that name.
    Op(Rc<str>),
    /// `InterfacePass<arg, iface>`: operations implementing the interface.
    Interface(Rc<str>),
}

impl Pass {
    /// Reads the pass def `rec`.
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Pass, Diagnostic> {
        let defs = |field: &str| -> Result<Vec<&Record>, Diagnostic> {
            rec.get_list(field)?
                .iter()
                .map(|v| {
                    v.as_def().map(|r| kp.record(r.id)).ok_or_else(|| {
                        Diagnostic::error(
                            rec.loc(),
                            format!(
                                "Record `{}', field `{}' list is not entirely DefInit!",
                                rec.name(),
                                field
                            ),
                        )
                    })
                })
                .collect()
        };
        let options = defs("options")?
            .into_iter()
            .map(PassOption::from_record)
            .collect::<Result<_, _>>()?;
        let statistics = defs("statistics")?
            .into_iter()
            .map(PassStatistic::from_record)
            .collect::<Result<_, _>>()?;
        let dependent_dialects = rec
            .get_list("dependentDialects")?
            .iter()
            .map(|v| {
                v.as_str().cloned().ok_or_else(|| {
                    Diagnostic::error(
                        rec.loc(),
                        format!(
                            "Record `{}', field `dependentDialects' does not have a list of strings initializer!",
                            rec.name()
                        ),
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Pass {
            def_name: Rc::from(rec.name()),
            argument: rec.get_string("argument")?,
            base_class: rec.get_string("baseClass")?,
            summary: rec.get_string("summary")?,
            description: rec.get_string("description")?,
            constructor: rec.get_string("constructor")?,
            dependent_dialects,
            options,
            statistics,
            loc: rec.loc(),
        })
    }

    /// What the pass runs on: `OperationPass<name>` (an empty name is any
    /// op) or `InterfacePass<iface>`, under `::ir::pass::` (our library) or
    /// `::mlir::` (upstream's); another base class is read as any op.
    pub fn anchor(&self) -> PassAnchor {
        let inner = |class: &str| {
            ["::ir::pass::", "::mlir::"].iter().find_map(|ns| {
                self.base_class
                    .strip_prefix(ns)
                    .and_then(|s| s.strip_prefix(class))
                    .and_then(|s| s.strip_prefix('<'))
                    .and_then(|s| s.strip_suffix('>'))
                    .map(str::trim)
            })
        };
        if let Some(op) = inner("OperationPass") {
            if op.is_empty() {
                PassAnchor::AnyOp
            } else {
                PassAnchor::Op(Rc::from(op_name_of_class(op)))
            }
        } else if let Some(iface) = inner("InterfacePass") {
            PassAnchor::Interface(Rc::from(iface))
        } else {
            PassAnchor::AnyOp
        }
    }
}

/// The op name behind the C++ class upstream's `Passes.td` files anchor
/// passes on (`Pass<"arg", "func::FuncOp">`); an op name (`func.func`) or
/// another class is kept as written.
fn op_name_of_class(class: &str) -> &str {
    let class = class.trim_start_matches("::");
    let class = class.strip_prefix("mlir::").unwrap_or(class);
    match class {
        "ModuleOp" => "builtin.module",
        "func::FuncOp" => "func.func",
        "gpu::GPUModuleOp" => "gpu.module",
        "spirv::ModuleOp" => "spirv.module",
        _ => class,
    }
}

impl PassOption {
    fn from_record(rec: &Record) -> Result<PassOption, Diagnostic> {
        let non_empty = |s: Rc<str>| (!s.is_empty()).then_some(s);
        Ok(PassOption {
            cpp_name: rec.get_string("cppName")?,
            argument: rec.get_string("argument")?,
            ty: rec.get_string("type")?,
            default_value: non_empty(rec.get_string("defaultValue")?),
            description: rec.get_string("description")?,
            additional_flags: non_empty(rec.get_string("additionalOptFlags")?),
            is_list: rec.is_subclass_of("ListOption"),
        })
    }
}

impl PassStatistic {
    fn from_record(rec: &Record) -> Result<PassStatistic, Diagnostic> {
        Ok(PassStatistic {
            cpp_name: rec.get_string("cppName")?,
            name: rec.get_string("name")?,
            description: rec.get_string("description")?,
        })
    }
}

/// Every pass of the records (defs deriving from `PassBase`), sorted by
/// def name.
pub fn passes(kp: &RecordKeeper) -> Result<Vec<Pass>, Diagnostic> {
    kp.defs_derived_from("PassBase")
        .into_iter()
        .map(|d| Pass::from_record(kp, d))
        .collect()
}
