//! From the ODS model to [`OpPlan`]s: names, segment layout, constraint
//! predicates, `::ir` traits and builder names are decided here.

use super::doc::doc_text;
use super::lower_iface;
use super::op::short_builder_name;
use super::plan::{
    ArgRef, Arity, AttrPlan, CustomBuilder, DialectPlan, InterfacePlan, InterfaceVerifier, OpPlan,
    ParamPlan, PredTraitPlan, PropPlan, Segments, SlotPlan, ValueGroup,
};
use crate::diag::Diagnostic;
use crate::ods::ident;
use crate::ods::{self, Argument, NamedTypeConstraint, Operator, Pred, TraitKind};
use crate::tablegen::RecordKeeper;
use heck::{ToSnakeCase, ToUpperCamelCase};

/// What [`lower_all`] gives: the ops, the interfaces the file defines and
/// the dialects of the ops.
pub type Lowered = (Vec<OpPlan>, Vec<InterfacePlan>, Vec<DialectPlan>);

/// The `cppNamespace`s of the dialects defined outside the main file that
/// own none of its ops: their interfaces are another crate's
/// (`MathOps.td` includes `ArithOpsInterfaces.td` for the fastmath
/// interface its ops implement; the arith crate defines it).
fn foreign_namespaces(kp: &RecordKeeper, ops: &[ods::Operator]) -> Result<Vec<String>, Diagnostic> {
    let main = crate::diag::FileId(0);
    Ok(ods::dialects(kp)?
        .into_iter()
        .filter(|d| {
            kp.record(d.def).loc().file != main && !ops.iter().any(|o| o.dialect.name == d.name)
        })
        .map(|d| d.cpp_namespace.to_string())
        .collect())
}

/// Lowers every op of `kp`; all errors are collected. The op interfaces of
/// the dialects in `extended` (`cppNamespace`s) are another crate's, as
/// those of a foreign dialect; those defined in the included files
/// `interface_files` name (by the end of their path) are generated as the
/// main file's are.
///
/// `warnings` receives a warning for each op marked `Deprecated<reason>`.
///
/// Also returns the op interfaces the file defines: the dialect's own
/// (those outside `::ir`, whose traits the `ir` crate provides) that the
/// ops use or that the main file defines.
pub fn lower_all(
    kp: &RecordKeeper,
    (extended, interface_files): (&[String], &[String]),
    warnings: &mut Vec<Diagnostic>,
) -> Result<Lowered, Vec<Diagnostic>> {
    let ops = ods::operators(kp).map_err(|d| vec![d])?;
    let mut plans: Vec<OpPlan> = Vec::with_capacity(ops.len());
    let mut interfaces: Vec<InterfacePlan> = Vec::new();
    let mut errors = Vec::new();
    let mut foreign = foreign_namespaces(kp, &ops).map_err(|d| vec![d])?;
    // Interfaces carry their namespace as Rust names it (`::transform`).
    foreign.extend(
        extended
            .iter()
            .map(|ns| crate::ods::util::rust_namespace(ns).to_string()),
    );
    for op in &ops {
        if let Some(reason) = &op.deprecated {
            warnings.push(Diagnostic::warning(
                op.loc,
                format!("'{}' is deprecated: {}", op.def_name, reason),
            ));
        }
        match lower(kp, op, &ops).and_then(|p| with_format_hooks(kp, op, p, warnings)) {
            Ok(mut p) => {
                for u in &mut p.interfaces {
                    if u.iface.path.is_empty() && foreign.contains(&u.iface.cpp_namespace) {
                        u.iface.path = format!("{}::", u.iface.cpp_namespace);
                    }
                }
                for u in &p.interfaces {
                    if u.iface.path.is_empty() && !interfaces.iter().any(|i| i.name == u.iface.name)
                    {
                        interfaces.push(u.iface.clone());
                    }
                }
                plans.push(p)
            }
            Err(d) => errors.push(d),
        }
    }
    // Op interfaces defined in the main file are generated even when no op
    // uses them (as `mlir-tblgen -gen-op-interface-decls` does), so other
    // crates can implement them.
    match ods::interfaces(kp) {
        Ok(all) => {
            let main = crate::diag::FileId(0);
            let sources = kp.sources();
            let listed = |file: crate::diag::FileId| {
                sources.files().nth(file.0 as usize).is_some_and(|f| {
                    interface_files
                        .iter()
                        .any(|suffix| f.path.ends_with(suffix))
                })
            };
            for i in all {
                if i.kind == ods::InterfaceKind::Op
                    && (i.loc.file == main || listed(i.loc.file))
                    && !lower_iface::is_library(&i)
                    && !interfaces.iter().any(|p| p.name == *i.name)
                {
                    interfaces.push(lower_iface::interface_plan(kp, &i));
                }
            }
        }
        Err(d) => errors.push(d),
    }
    let mut dialects: Vec<DialectPlan> = Vec::new();
    for op in &ops {
        let d = &op.dialect;
        if d.name.is_empty() || dialects.iter().any(|p| *p.name == *d.name) {
            continue;
        }
        dialects.push(DialectPlan {
            name: d.name.to_string(),
            rust_name: format!("{}Dialect", d.name.to_upper_camel_case()),
            has_constant_materializer: d.has_constant_materializer,
            has_canonicalizer: d.has_canonicalizer,
        });
    }
    if errors.is_empty() {
        Ok((plans, interfaces, dialects))
    } else {
        Err(errors)
    }
}

/// The library's op interfaces (`::ir::interfaces`) defined in the main
/// file of `kp` or in a file it includes directly: what the `ir` crate's
/// build script generates as `::ir::interfaces`.
pub fn library_interfaces(kp: &RecordKeeper) -> Result<Vec<InterfacePlan>, Vec<Diagnostic>> {
    let all = ods::interfaces(kp).map_err(|d| vec![d])?;
    let sources = kp.sources();
    let direct = |file: crate::diag::FileId| {
        file.0 == 0
            || sources
                .files()
                .nth(file.0 as usize)
                .and_then(|f| f.included_from)
                .is_some_and(|from| from.file.0 == 0)
    };
    Ok(all
        .iter()
        .filter(|i| i.kind == ods::InterfaceKind::Op && lower_iface::is_library(i))
        .filter(|i| direct(i.loc.file))
        .map(|i| lower_iface::interface_plan(kp, i))
        .collect())
}

/// Adds the printer and parser generated from the op's `assemblyFormat`.
///
/// An invalid format is an error located in the `.td`; a valid one that the
/// generator does not support yet is a warning (the op keeps the generic
/// form), never a silent fallback.
fn with_format_hooks(
    kp: &RecordKeeper,
    op: &Operator,
    mut plan: OpPlan,
    warnings: &mut Vec<Diagnostic>,
) -> Result<OpPlan, Diagnostic> {
    if op.has_custom_assembly_format {
        return Ok(plan);
    }
    let Some(format) = crate::format::op_format(kp, op)? else {
        return Ok(plan);
    };
    let stem = op.class_name.to_snake_case();
    match crate::emit::format::emit_format_hooks(op, &format, &stem) {
        Ok(hooks) => plan.format_hooks = Some(hooks),
        Err(crate::emit::format::Unsupported(reason)) => warnings.push(Diagnostic::warning(
            op.field_loc(kp, "assemblyFormat"),
            format!(
                "'{}' keeps the generic form: its assemblyFormat is not supported yet ({})",
                op.def_name, reason
            ),
        )),
    }
    Ok(plan)
}

/// Rust code or a type from the `.td` text, with each dialect's
/// `::mlir::<dialect>::` path its crate's (`crate::ods::util::rust_paths`;
/// the model keeps upstream's C++ names, which docs print).
fn rust(code: &str) -> String {
    crate::ods::util::rust_paths(std::rc::Rc::from(code)).to_string()
}

/// A predicate as a Rust condition, or `None` when it always holds.
fn condition(p: &Pred) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // (A dialect's `::mlir::<dialect>::` names are its crate's.)
    let c = rust(&p.rust_condition());
    let t = c.trim();
    if t.is_empty() || t == "true" || t == "(true)" {
        None
    } else {
        Some(t.to_string())
    }
}

fn arity(v: &NamedTypeConstraint) -> Arity {
    if v.is_variadic_of_variadic() {
        Arity::VariadicOfVariadic
    } else if v.is_variadic() {
        Arity::Variadic
    } else if v.is_optional() {
        Arity::Optional
    } else {
        Arity::One
    }
}

fn group(v: &NamedTypeConstraint) -> ValueGroup {
    ValueGroup {
        name: if v.name.is_empty() {
            String::new()
        } else {
            ident(&v.name)
        },
        ods_name: v.name.to_string(),
        arity: arity(v),
        segment_attr: v
            .constraint
            .variadic_of_variadic_segments
            .as_ref()
            .map(|s| s.to_string()),
        summary: v.constraint.summary().to_string(),
        pred: condition(&v.constraint.constraint.pred),
        builder_call: v
            .constraint
            .builder_call
            .as_ref()
            .filter(|b| !b.trim().is_empty())
            .map(|b| rust(b)),
        description: v.var_summary.as_deref().unwrap_or("").to_string(),
    }
}

fn segments(groups: &[ValueGroup], attr_sized: bool) -> Segments {
    if !groups.iter().any(|g| g.arity.is_variable()) {
        Segments::Fixed
    } else if attr_sized {
        Segments::AttrSized
    } else {
        Segments::SameSize
    }
}

/// Names the generated getters and builders use for themselves.
const RESERVED: &[&str] = &[
    "cast",
    "operation",
    "from_operation_unchecked",
    "build",
    "build_with_values",
    "build_inferred",
    "build_generic",
    "verify_invariants",
    "register",
    "operand_group",
    "result_group",
];

fn lower(kp: &RecordKeeper, op: &Operator, all: &[Operator]) -> Result<OpPlan, Diagnostic> {
    let op_name = if op.dialect.name.is_empty() {
        op.mnemonic.to_string()
    } else {
        format!("{}.{}", op.dialect.name, op.mnemonic)
    };
    let mut operands: Vec<ValueGroup> = op.operands.iter().map(group).collect();
    let mut results: Vec<ValueGroup> = op.results.iter().map(group).collect();
    let mut used: Vec<String> = RESERVED.iter().map(|s| s.to_string()).collect();
    let mut rename = |name: &mut String| {
        if name.is_empty() {
            return;
        }
        while used.contains(name) {
            name.push('_');
        }
        used.push(name.clone());
    };
    for g in operands.iter_mut().chain(results.iter_mut()) {
        rename(&mut g.name);
    }
    let mut props = Vec::new();
    for p in &op.properties {
        let mut name = ident(&p.name);
        rename(&mut name);
        let pr = &p.prop;
        let nonempty = |s: &Option<std::rc::Rc<str>>| {
            s.as_ref()
                .filter(|s| !s.trim().is_empty())
                .map(|s| s.to_string())
        };
        let storage_default = nonempty(&pr.storage_type_value_override)
            .or_else(|| {
                nonempty(&pr.default_value).filter(|_| pr.interface_type == pr.storage_type)
            })
            .unwrap_or_else(|| {
                format!(
                    "<{} as ::core::default::Default>::default()",
                    pr.storage_type.trim()
                )
            });
        props.push(PropPlan {
            name,
            ods_name: p.name.to_string(),
            summary: pr.summary.to_string(),
            storage_type: rust(pr.storage_type.trim()),
            interface_type: rust(pr.interface_type.trim()),
            convert_from_storage: rust(&pr.convert_from_storage),
            assign_to_storage: pr.assign_to_storage.to_string(),
            convert_to_attribute: pr.convert_to_attribute.to_string(),
            convert_from_attribute: pr.convert_from_attribute.to_string(),
            storage_default,
            pred: if pr.interface_type.contains('&') {
                None
            } else {
                condition(&pr.pred)
            },
        });
    }
    let mut attrs = Vec::new();
    for a in &op.attributes {
        let c = &a.attr;
        let mut name = ident(&a.name);
        rename(&mut name);
        let converts_option = c.is_optional && (c.default_value.is_none() || c.base_attr.is_none());
        attrs.push(AttrPlan {
            name,
            ods_name: a.name.to_string(),
            summary: c.summary().to_string(),
            pred: condition(&c.constraint.pred),
            return_type: rust(&c.return_type),
            convert_from_storage: rust(&c.convert_from_storage),
            const_builder_call: c.const_builder_call.as_deref().map(rust),
            default_value: c.default_value.as_ref().map(|s| s.to_string()),
            optional: c.is_optional,
            derived_body: if c.is_derived {
                Some(c.derived_body.as_deref().unwrap_or("").to_string())
            } else {
                None
            },
            converts_option,
            description: a.var_summary.as_deref().unwrap_or("").to_string(),
        });
    }
    let slot = |name: &str, c: &ods::Constraint, variadic: bool| SlotPlan {
        name: if name.is_empty() {
            String::new()
        } else {
            ident(name)
        },
        ods_name: name.to_string(),
        variadic,
        summary: c.summary().to_string(),
        pred: condition(&c.pred),
    };
    let mut regions: Vec<SlotPlan> = op
        .regions
        .iter()
        .map(|r| slot(&r.name, &r.constraint, r.is_variadic))
        .collect();
    let mut successors: Vec<SlotPlan> = op
        .successors
        .iter()
        .map(|s| slot(&s.name, &s.constraint, s.is_variadic))
        .collect();
    for s in regions.iter_mut().chain(successors.iter_mut()) {
        rename(&mut s.name);
    }
    let args = op
        .arguments
        .iter()
        .map(|a| match *a {
            Argument::Operand(i) => ArgRef::Operand(i),
            Argument::Attribute(i) => ArgRef::Attr(i),
            Argument::Property(i) => ArgRef::Prop(i),
        })
        .collect();
    let operand_segments = segments(&operands, op.has_trait("AttrSizedOperandSegments"));
    let result_segments = segments(&results, op.has_trait("AttrSizedResultSegments"));
    let (ir_traits, pred_traits, trait_places) =
        traits(op, all, &operands, &results, &regions, &successors);
    let builders = builders(kp, op)?;
    let builder_names: Vec<String> = builders
        .iter()
        .filter(|b| b.body.is_none())
        .map(|b| b.name.clone())
        .collect();
    // The op's generated accessors, which implement interface methods of
    // the same name (as upstream's op members do).
    let mut accessors: Vec<String> = Vec::new();
    for g in operands.iter().chain(results.iter()) {
        accessors.push(g.name.clone());
    }
    for s in regions.iter().chain(successors.iter()) {
        accessors.push(s.name.clone());
    }
    for a in &attrs {
        let n = &a.name;
        accessors.extend([n.clone(), format!("set_{n}")]);
        if a.derived_body.is_none() {
            let base = n.strip_suffix('_').unwrap_or(n);
            accessors.extend([format!("{base}_attr"), format!("set_{base}_attr")]);
            if a.optional {
                accessors.push(format!("remove_{base}_attr"));
            }
        }
    }
    for p in &props {
        accessors.extend([p.name.clone(), format!("set_{}", p.name)]);
    }
    accessors.retain(|a| !a.is_empty());
    // The op's own methods (`extraClassDeclaration`) implement the
    // interface methods of their names, as upstream's members do.
    let members: Vec<String> = op
        .extra_class_declaration
        .as_deref()
        .map(lower_iface::fn_names)
        .unwrap_or_default();
    let interfaces = lower_iface::interface_uses(kp, op, &builder_names, &accessors, &members)?;
    let result_names = (results.len() > 1
        && results.iter().any(|g| !g.ods_name.is_empty())
        && !interfaces
            .iter()
            .any(|u| u.iface.name == "OpAsmOpInterface"))
    .then(|| results.iter().map(|g| g.ods_name.clone()).collect());
    // Interface `verify` code (every interface, including the library's),
    // in trait order.
    let mut interface_verifiers: Vec<InterfaceVerifier> = Vec::new();
    for (t, &after_traits) in op.traits.iter().zip(&trait_places) {
        // `SingleBlockImplicitTerminator`'s region check, in trait order.
        if let Some(term) = t
            .trait_field
            .strip_prefix("SingleBlockImplicitTerminator<")
            .and_then(|r| r.strip_suffix('>'))
        {
            interface_verifiers.push(InterfaceVerifier {
                interface: "SingleBlockImplicitTerminator".into(),
                code: format!(
                    "::ir::op_traits::verify_single_block_implicit_terminator($_ctx, $_op.operation(), {})",
                    op_name_expr(all, term.trim())
                ),
                with_regions: true,
                is_trait: true,
                after_traits,
            });
            continue;
        }
        let Some(Ok(i)) = t.interface(kp) else {
            continue;
        };
        let Some(code) = &i.verify else { continue };
        if interface_verifiers.iter().any(|v| v.interface == *i.name) {
            continue;
        }
        interface_verifiers.push(InterfaceVerifier {
            interface: i.name.to_string(),
            code: code.to_string(),
            with_regions: i.verify_with_regions,
            is_trait: false,
            after_traits,
        });
    }
    // An op without summary or description still gets a doc comment
    // (dialect crates deny `missing_docs`).
    let doc = match doc_text(&op.summary, &op.description) {
        d if d.trim().is_empty() => format!("The `{op_name}` op."),
        d => d,
    };
    Ok(OpPlan {
        implicit_terminator: op.implicit_terminator().map(|t| op_name_expr(all, t)),
        interface_verifiers,
        rust_name: op.class_name.to_string(),
        op_name,
        doc,
        operands,
        operand_segments,
        attrs,
        props,
        args,
        results,
        result_segments,
        regions,
        successors,
        ir_traits,
        pred_traits,
        interfaces,
        result_names,
        property_names: if op.dialect.use_properties_for_attributes {
            let mut names: Vec<String> = op
                .attributes
                .iter()
                .filter(|a| !a.attr.is_derived)
                .map(|a| a.name.to_string())
                .collect();
            for (t, n) in [
                ("AttrSizedOperandSegments", "operandSegmentSizes"),
                ("AttrSizedResultSegments", "resultSegmentSizes"),
            ] {
                if op.has_trait(t) {
                    names.push(n.to_string());
                }
            }
            names
        } else {
            Vec::new()
        },
        // (Segment sizes: any attribute, as the runtime keeps them.)
        property_kinds: if op.dialect.use_properties_for_attributes {
            op.attributes
                .iter()
                .filter(|a| !a.attr.is_derived)
                .map(|a| crate::emit::format::property_kind(kp, a.attr.constraint.def))
                .collect()
        } else {
            Vec::new()
        },
        same_operands_and_result_type: op.has_trait("SameOperandsAndResultType"),
        builders,
        skip_default_builders: op.skip_default_builders,
        has_verifier: op.has_verifier,
        has_region_verifier: op.has_region_verifier,
        has_folder: op.has_folder,
        has_canonicalizer: op.has_canonicalizer,
        has_canonicalize_method: op.has_canonicalize_method,
        has_custom_assembly_format: op.has_custom_assembly_format,
        format_hooks: None,
        extra_decl: op
            .extra_class_declaration
            .as_ref()
            .filter(|s| !s.trim().is_empty())
            .map(|s| s.to_string()),
        extra_def: op
            .extra_class_definition
            .as_ref()
            .filter(|s| !s.trim().is_empty())
            .map(|s| s.to_string()),
        deprecated: op.cpp_deprecated.as_ref().map(|s| s.to_string()),
    })
}

fn count_trait(
    fixed: usize,
    variable: bool,
    zero: &str,
    one: &str,
    n: &str,
    at_least: Option<&str>,
    any: &str,
) -> String {
    if variable {
        match (fixed, at_least) {
            (0, _) | (_, None) => format!("::ir::OpTrait::{}", any),
            (k, Some(a)) => format!("::ir::OpTrait::{}({})", a, k),
        }
    } else {
        match fixed {
            0 => format!("::ir::OpTrait::{}", zero),
            1 => format!("::ir::OpTrait::{}", one),
            k => format!("::ir::OpTrait::{}({})", n, k),
        }
    }
}

/// The `::ir::OpTrait`s registered with the op, its predicate traits, and
/// for each of the op's traits how many registered traits come up to it
/// (itself included).
fn traits(
    op: &Operator,
    all: &[Operator],
    operands: &[ValueGroup],
    results: &[ValueGroup],
    regions: &[SlotPlan],
    successors: &[SlotPlan],
) -> (Vec<String>, Vec<PredTraitPlan>, Vec<usize>) {
    let fixed = |g: &[ValueGroup]| g.iter().filter(|g| !g.arity.is_variable()).count();
    let variable = |g: &[ValueGroup]| g.iter().any(|g| g.arity.is_variable());
    // Upstream's order: regions, results, successors, operands.
    let mut out = vec![
        count_trait(
            regions.iter().filter(|r| !r.variadic).count(),
            regions.iter().any(|r| r.variadic),
            "ZeroRegions",
            "OneRegion",
            "NRegions",
            Some("AtLeastNRegions"),
            "VariadicRegions",
        ),
        count_trait(
            fixed(results),
            variable(results),
            "ZeroResults",
            "OneResult",
            "NResults",
            Some("AtLeastNResults"),
            "VariadicResults",
        ),
        count_trait(
            successors.iter().filter(|r| !r.variadic).count(),
            successors.iter().any(|r| r.variadic),
            "ZeroSuccessors",
            "OneSuccessor",
            "NSuccessors",
            Some("AtLeastNSuccessors"),
            "VariadicSuccessors",
        ),
        count_trait(
            fixed(operands),
            variable(operands),
            "ZeroOperands",
            "OneOperand",
            "NOperands",
            Some("AtLeastNOperands"),
            "VariadicOperands",
        ),
    ];
    let mut preds = Vec::new();
    let mut places = Vec::with_capacity(op.traits.len());
    let mut no_effects = false;
    let mut speculatable = false;
    for t in &op.traits {
        match &t.kind {
            TraitKind::Native { .. } => {
                let field = &*t.trait_field;
                // ODS `Pure` flattens to `AlwaysSpeculatableImplTrait` (native)
                // plus the `ConditionallySpeculatable` and `NoMemoryEffect`
                // interfaces.
                if field.ends_with("AlwaysSpeculatableImplTrait") {
                    speculatable = true;
                }
                let simple = match field {
                    "IsTerminator" => Some("IsTerminator"),
                    "NoTerminator" => Some("NoTerminator"),
                    "IsIsolatedFromAbove" => Some("IsolatedFromAbove"),
                    "SingleBlock" => Some("SingleBlock"),
                    "SameOperandsAndResultType" => Some("SameOperandsAndResultType"),
                    "SameTypeOperands" => Some("SameTypeOperands"),
                    "SameOperandsAndResultElementType" => Some("SameOperandsAndResultElementType"),
                    "SameOperandsAndResultShape" => Some("SameOperandsAndResultShape"),
                    "SameOperandsShape" => Some("SameOperandsShape"),
                    "SameOperandsElementType" => Some("SameOperandsElementType"),
                    "SameOperandsAndResultRank" => Some("SameOperandsAndResultRank"),
                    "Elementwise" => Some("Elementwise"),
                    "ResultsAreBoolLike" => Some("ResultsAreBoolLike"),
                    "ResultsAreFloatLike" => Some("ResultsAreFloatLike"),
                    "ResultsAreSignlessIntegerLike" => Some("ResultsAreSignlessIntegerLike"),
                    "OperandsAreFloatLike" => Some("OperandsAreFloatLike"),
                    "OperandsAreSignlessIntegerLike" => Some("OperandsAreSignlessIntegerLike"),
                    "NoRegionArguments" => Some("NoRegionArguments"),
                    "ResultsBroadcastableShape" => Some("ResultsBroadcastableShape"),
                    "HasOnlyGraphRegion" => Some("GraphRegion"),
                    "ConstantLike" => Some("ConstantLike"),
                    "IsCommutative" => Some("Commutative"),
                    "IsIdempotent" => Some("Idempotent"),
                    "IsInvolution" => Some("Involution"),
                    "ReturnLike" => Some("ReturnLike"),
                    "SymbolTable" => Some("SymbolTable"),
                    _ => None,
                };
                let expr = match simple {
                    Some(s) => format!("::ir::OpTrait::{}", s),
                    None => match field
                        .strip_prefix("HasParent<")
                        .and_then(|r| r.strip_suffix('>'))
                    {
                        Some(parents) => {
                            // `HasParent<"FuncOp">`, `ParentOneOf<["A", "B"]>`
                            // (`HasParent<A, B>`).
                            let names: Vec<String> = parents
                                .split(',')
                                .map(str::trim)
                                .filter(|p| !p.is_empty())
                                .map(|p| {
                                    format!("::std::string::String::from({})", op_name_expr(all, p))
                                })
                                .collect();
                            format!(
                                "::ir::OpTrait::HasParent(::std::vec![{}])",
                                names.join(", ")
                            )
                        }
                        None => format!(
                            "::ir::OpTrait::Custom(::std::string::String::from({:?}))",
                            field
                        ),
                    },
                };
                if !out.contains(&expr) {
                    out.push(expr);
                }
            }
            TraitKind::Pred { pred, summary } => {
                if let Some(c) = condition(pred) {
                    preds.push(PredTraitPlan {
                        summary: summary.to_string(),
                        pred: c,
                    });
                }
            }
            TraitKind::Interface {
                qualified_name,
                side_effects,
                ..
            } => {
                if let Some((base, effects)) = side_effects {
                    if base.contains("MemoryEffect") && effects.is_empty() {
                        no_effects = true;
                    }
                }
                if qualified_name.ends_with("ConditionallySpeculatable")
                    && t.def_name.contains("AlwaysSpeculatable")
                {
                    speculatable = true;
                }
                if &*t.def_name == "AlwaysSpeculatable"
                    || t.def_name.starts_with("AlwaysSpeculatable")
                {
                    speculatable = true;
                }
                // `Symbol`: the runtime checks the `sym_name` string.
                if qualified_name.ends_with("SymbolOpInterface") {
                    let symbol = "::ir::OpTrait::Symbol".to_string();
                    if !out.contains(&symbol) {
                        out.push(symbol);
                    }
                }
            }
            TraitKind::Internal { .. } => {}
        }
        places.push(out.len());
    }
    if no_effects && speculatable {
        out.push("::ir::OpTrait::Pure".into());
    }
    (out, preds, places)
}

/// The operation name of the op a trait names (`HasParent<"FuncOp">`,
/// `SingleBlockImplicitTerminator<"scf::YieldOp">`) as a `&str` expression:
/// an op of this file by its name; a builtin op by its C++ name in
/// `mlir::` (`ModuleOp`, which upstream's `.td` files name unqualified);
/// a Rust path (`::ir::builtin::FuncOp`) by its wrapper's
/// `OPERATION_NAME`; anything else as written.
fn op_name_expr(all: &[Operator], name: &str) -> String {
    if let Some(o) = all
        .iter()
        .find(|o| &*o.class_name == name || &*o.def_name == name)
    {
        return format!("{:?}", format!("{}.{}", o.dialect.name, o.mnemonic));
    }
    let unqualified = name.strip_prefix("::").unwrap_or(name);
    let unqualified = unqualified.strip_prefix("mlir::").unwrap_or(unqualified);
    if ["ModuleOp", "UnrealizedConversionCastOp"].contains(&unqualified) {
        return format!("<::ir::builtin::{unqualified}>::OPERATION_NAME");
    }
    if name.contains("::") {
        format!("<{name}>::OPERATION_NAME")
    } else {
        format!("{name:?}")
    }
}

/// A word naming a Rust type, for builder names (`&[::ir::Value]` → `values`).
fn type_word(ty: &str) -> String {
    let slice = ty.contains('[');
    let cleaned: String = ty
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == ':' || c == '_' {
                c
            } else {
                ' '
            }
        })
        .collect();
    let last = cleaned
        .split_whitespace()
        .rfind(|w| *w != "mut" && *w != "dyn")
        .unwrap_or("value")
        .rsplit("::")
        .next()
        .unwrap_or("value")
        .to_snake_case();
    if slice {
        format!("{}s", last)
    } else {
        last
    }
}

fn builders(_kp: &RecordKeeper, op: &Operator) -> Result<Vec<CustomBuilder>, Diagnostic> {
    let mut out: Vec<CustomBuilder> = Vec::new();
    for b in &op.builders {
        let params: Vec<ParamPlan> = b
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| ParamPlan {
                ty: p.ty.trim().to_string(),
                name: p
                    .name
                    .as_deref()
                    .map(ident)
                    .unwrap_or_else(|| format!("arg{}", i)),
                default: p.default_value.as_ref().map(|d| d.to_string()),
            })
            .collect();
        let name = if params.is_empty() {
            "build_default".to_string()
        } else {
            format!(
                "build_from_{}",
                params
                    .iter()
                    .map(|p| p.name.trim_end_matches('_'))
                    .collect::<Vec<_>>()
                    .join("_")
            )
        };
        out.push(CustomBuilder {
            name,
            params,
            body: b
                .body
                .as_ref()
                .filter(|s| !s.trim().is_empty())
                .map(|s| s.to_string()),
            deprecated: b.deprecated.as_ref().map(|s| s.to_string()),
            short_name: None,
        });
    }
    // Builders whose parameter names collide are named after their types.
    let names: Vec<String> = out.iter().map(|b| b.name.clone()).collect();
    for b in out.iter_mut() {
        if names.iter().filter(|n| **n == b.name).count() > 1 {
            b.name = format!(
                "build_from_{}",
                b.params
                    .iter()
                    .map(|p| type_word(&p.ty))
                    .collect::<Vec<_>>()
                    .join("_")
            );
        }
    }
    // Anything still colliding (with each other, the generated builders or
    // the short forms of `CArg` defaults) gets a number.
    let mut taken: Vec<String> = RESERVED.iter().map(|s| s.to_string()).collect();
    for b in out.iter_mut() {
        let base = b.name.clone();
        let mut k = 1;
        while taken.contains(&b.name) {
            k += 1;
            b.name = format!("{}_{}", base, k);
        }
        taken.push(b.name.clone());
        let required = b
            .params
            .iter()
            .rposition(|p| p.default.is_none())
            .map_or(0, |i| i + 1);
        if required < b.params.len() {
            // Named after the required parameters; after their types when
            // another builder has that name; numbered when still taken.
            let mut short = short_builder_name(b, required);
            if taken.contains(&short) {
                short = format!(
                    "build_from_{}",
                    b.params[..required]
                        .iter()
                        .map(|p| type_word(&p.ty))
                        .collect::<Vec<_>>()
                        .join("_")
                );
            }
            let base = short.clone();
            let mut k = 1;
            while taken.contains(&short) {
                k += 1;
                short = format!("{}_{}", base, k);
            }
            taken.push(short.clone());
            b.short_name = Some(short);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use crate::emit::rust::{generate, Options};
    use crate::tablegen::{self, Options as TdOptions};

    /// The registration line of op `t.<mnemonic>`'s traits in the Rust
    /// generated for `ops` (op definitions over the `T_Op` class).
    fn generated(ops: &str) -> String {
        let text = format!(
            r#"include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def T_Dialect : Dialect {{ let name = "t"; let cppNamespace = "crate"; }}
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
def T_Any : Type<CPred<"true">, "any type">;
{ops}"#
        );
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || {
                let opts = TdOptions {
                    include_dirs: vec![td::include_dir()],
                    defines: Vec::new(),
                    print_records: false,
                    ..Default::default()
                };
                let loaded = tablegen::load_str("test.td", &text, &opts).expect("loads");
                generate(&loaded.records, &Options::default()).expect("generates")
            })
            .expect("thread")
            .join()
            .expect("no panic")
    }

    #[test]
    fn ods_pure_gives_the_pure_op_trait() {
        // `Pure` flattens to `AlwaysSpeculatableImplTrait` (native) plus the
        // `ConditionallySpeculatable` and `NoMemoryEffect` interfaces.
        let text = generated(
            r#"def T_PureOp : T_Op<"pure", [Pure]> {
  let arguments = (ins T_Any:$x);
  let results = (outs T_Any:$r);
}"#,
        );
        assert!(text.contains("::ir::OpTrait::Pure"), "{text}");
    }

    #[test]
    fn half_of_pure_is_not_pure() {
        for traits in ["NoMemoryEffect", "AlwaysSpeculatable", ""] {
            let text = generated(&format!(
                r#"def T_HalfOp : T_Op<"half", [{traits}]> {{
  let arguments = (ins T_Any:$x);
  let results = (outs T_Any:$r);
}}"#
            ));
            assert!(!text.contains("::ir::OpTrait::Pure"), "{traits}: {text}");
        }
    }

    #[test]
    fn builder_calls_name_dialect_crates() {
        // A buildable result type whose `builderCall` names a dialect's C++
        // namespace (`::mlir::<dialect>::`, as a `TypeDef` without
        // parameters gives): the builders and the custom-form parser call
        // the dialect's crate.
        let text = generated(
            r#"def T_TokenType : Type<CPred<"true">, "token">,
    BuildableType<"::mlir::my_dialect::TokenType::get($_builder)">;
def T_MakeOp : T_Op<"make"> {
  let results = (outs T_TokenType:$token);
  let assemblyFormat = "attr-dict";
}"#,
        );
        assert!(!text.contains("::mlir::"), "{text}");
        assert!(
            text.contains("::my_dialect::TokenType::get(builder)"),
            "{text}"
        );
        assert!(
            text.contains("::my_dialect::TokenType::get(&mut __builder)"),
            "{text}"
        );
    }

    #[test]
    fn inferred_result_types_name_keyword_dialect_crates() {
        // A result inferred from its `TypeDef`-style `builderCall` in a
        // dialect whose C++ namespace is a Rust keyword (`::mlir::async`):
        // the inference calls the crate as a raw identifier.
        let text = generated(
            r#"include "mlir/Interfaces/InferTypeOpInterface.td"
def T_HandleType : Type<CPred<"true">, "handle">,
    BuildableType<"::ir::Type::from(::mlir::async::HandleType::get($_builder))">;
def T_BeginOp : T_Op<"begin"> {
  let arguments = (ins T_Any:$id);
  let results = (outs T_HandleType:$handle);
  let assemblyFormat = "$id attr-dict `:` type($id)";
}"#,
        );
        assert!(!text.contains("::mlir::"), "{text}");
        assert!(text.contains("::r#async::HandleType::get(types)"), "{text}");
    }
}
