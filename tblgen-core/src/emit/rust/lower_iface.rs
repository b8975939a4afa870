//! Interfaces in the plan: the Rust signature of every method (with the
//! context argument the generator adds), and how each op implements the
//! interfaces it lists: a body (the interface's default, or one derived
//! from the op's traits) or a method of the op's hooks trait.

use super::doc::doc_text;
use super::plan::{InterfacePlan, InterfaceUse, MethodImpl, MethodPlan};
use super::subst::substitute_list;
use crate::diag::Diagnostic;
use crate::ods::{self, ident, Operator, SideEffect, TraitKind};
use crate::tablegen::RecordKeeper;
use heck::ToSnakeCase;

/// Whether `i` is one of the `td` library's interfaces, whose traits the
/// `ir` crate defines (`::ir::interfaces::...`).
pub fn is_library(i: &ods::Interface) -> bool {
    super::is_ir_namespace(&i.cpp_namespace)
}

/// Whether a method argument of type `ty` gives the method the context.
fn is_context_type(ty: &str) -> bool {
    ["Context", "OpBuilder", "PatternRewriter"]
        .iter()
        .any(|w| contains_word(ty, w))
}

/// Whether `text` contains `word` as a whole identifier.
pub fn contains_word(text: &str, word: &str) -> bool {
    word_positions(text, word).next().is_some()
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The byte offsets where `word` occurs as a whole identifier in code
/// (not in a string literal or a comment: `"result shapes"` does not use
/// a parameter `shapes`).
fn word_positions(text: &str, word: &str) -> std::vec::IntoIter<usize> {
    let code = super::subst::code_only(text);
    let b = code.as_bytes();
    code.match_indices(word)
        .map(|(i, _)| i)
        .filter(|&i| {
            let end = i + word.len();
            (i == 0 || !is_ident_char(b[i - 1])) && (end == b.len() || !is_ident_char(b[end]))
        })
        .collect::<Vec<_>>()
        .into_iter()
}

/// Replaces the whole-identifier occurrences of `from` by `to`, except
/// after `.` or `::` (a method or path of the same name).
fn rename_word(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for i in word_positions(text, from) {
        let before = text[..i].trim_end();
        if before.ends_with('.') || before.ends_with("::") {
            continue;
        }
        out.push_str(&text[last..i]);
        out.push_str(to);
        last = i + from.len();
    }
    out.push_str(&text[last..]);
    out
}

/// The plan of interface `i`: Rust names and signatures.
pub fn interface_plan(kp: &RecordKeeper, i: &ods::Interface) -> InterfacePlan {
    let methods = i
        .methods
        .iter()
        .map(|m| {
            let mut args: Vec<(String, String)> = m
                .args
                .iter()
                .map(|a| (ident(&a.name), a.ty.trim().to_string()))
                .collect();
            if !args.iter().any(|(_, t)| is_context_type(t)) {
                args.insert(0, ("ctx".into(), "&::ir::Context".into()));
            }
            // Bodies name the arguments as the `.td` file does; `;` (as
            // upstream writes a body that does nothing) is an empty body.
            let code = |b: &std::rc::Rc<str>| {
                if b.trim() == ";" {
                    return String::new();
                }
                let mut s =
                    substitute_list(b, &[("_op", "self"), ("_self", "self"), ("_ctx", "ctx")]);
                for a in &m.args {
                    let snake = ident(&a.name);
                    if *snake != *a.name {
                        s = rename_word(&s, &a.name, &snake);
                    }
                }
                s
            };
            let ret = m.return_type.trim();
            MethodPlan {
                name: ident(&m.name),
                doc: m.description.trim().to_string(),
                ret: if ret == "void" || ret == "()" {
                    String::new()
                } else {
                    ret.to_string()
                },
                args,
                body: m.body.as_ref().map(code),
                default: m.default_body.as_ref().map(code),
                is_static: m.is_static,
            }
        })
        .collect();
    let bases = i
        .base_interfaces
        .iter()
        .filter_map(|&b| ods::Interface::from_record(kp, kp.record(b)).ok())
        .map(|b| trait_path(&b))
        .collect();
    let non_empty = |s: &str| (!s.trim().is_empty()).then(|| s.to_string());
    InterfacePlan {
        name: i.name.to_string(),
        path: if is_library(i) {
            "::ir::interfaces::".into()
        } else {
            String::new()
        },
        cpp_namespace: i.cpp_namespace.to_string(),
        doc: doc_text("", &i.description),
        methods,
        bases,
        extra_decl: non_empty(&i.extra_class_declaration),
        extra_shared_decl: non_empty(&i.extra_shared_class_declaration),
        extra_trait_decl: non_empty(&i.extra_trait_class_declaration),
    }
}

/// The Rust path of interface `i`'s trait.
fn trait_path(i: &ods::Interface) -> String {
    if is_library(i) {
        format!("::ir::interfaces::{}", i.name)
    } else {
        i.name.to_string()
    }
}

/// Names the hooks trait of an op already has (the interface hooks must
/// not take them).
pub fn reserved_hook_names(builders: &[String]) -> Vec<String> {
    let mut names: Vec<String> = [
        "verify",
        "verify_regions",
        "fold",
        "canonicalize",
        "canonicalization_patterns",
        "parse",
        "print",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    names.extend(builders.iter().cloned());
    names
}

/// One interface of an op while its uses are collected.
struct Pending {
    iface: ods::Interface,
    /// Methods the op declares (implements by hand), by `.td` name.
    declared: Vec<String>,
    /// Bodies derived from the op's traits, by `.td` method name.
    derived: Vec<(String, String)>,
}

/// How `op` implements each op interface it lists, in trait order: every
/// interface trait (with its bases), the memory effects of side-effect
/// traits, and speculatability from the native traits that provide it.
/// As an upstream op's members implement the interface methods of the same
/// name, an interface method the op defines in its `extraClassDeclaration`
/// (`members`) is that method, and one named `get_x`, `set_x` or
/// `remove_x` that the op does not declare is its generated accessor `x`,
/// `set_x` or `remove_x` when it has one (`accessors`).
pub fn interface_uses(
    kp: &RecordKeeper,
    op: &Operator,
    builders: &[String],
    accessors: &[String],
    members: &[String],
) -> Result<Vec<InterfaceUse>, Diagnostic> {
    let mut pending: Vec<Pending> = Vec::new();
    let native = |name: &str| {
        op.traits
            .iter()
            .any(|t| matches!(t.kind, TraitKind::Native { .. }) && t.trait_field.ends_with(name))
    };
    let mut effects: Vec<SideEffect> = Vec::new();
    let mut effects_trait: Option<(String, String)> = None;
    for t in &op.traits {
        if let TraitKind::Interface {
            side_effects: Some((_, list)),
            ..
        } = &t.kind
        {
            // A side-effect trait names its interface by `trait` and
            // `cppNamespace`.
            let ns = kp
                .record(t.def)
                .get_string("cppNamespace")
                .map(|ns| crate::ods::util::rust_namespace(&ns))
                .unwrap_or_default();
            effects_trait.get_or_insert((t.trait_field.to_string(), ns.to_string()));
            effects.extend(list.iter().cloned());
            if let Some(i) = find_interface(kp, &t.trait_field, &ns)? {
                add(&mut pending, i, Vec::new());
            }
            continue;
        }
        let Some(i) = t.interface(kp) else { continue };
        let i = i?;
        if i.kind != ods::InterfaceKind::Op {
            continue;
        }
        let declared: Vec<String> = i
            .methods
            .iter()
            .filter(|m| {
                m.body.is_none()
                    && (m.default_body.is_none()
                        || (i.declares_methods
                            && i.always_declared_methods.iter().any(|d| **d == *m.name)))
            })
            .map(|m| m.name.to_string())
            .collect();
        add(&mut pending, i, declared);
    }
    // The effects of decorated operands and results (`Arg<..., [MemRead]>`),
    // after the traits' static ones, as upstream's
    // `genSideEffectInterfaceMethods` lists them.
    let mut value_effects: Vec<(EffectValues, SideEffect)> = Vec::new();
    for (groups, results) in [(&op.operands, false), (&op.results, true)] {
        for nt in groups.iter() {
            for &d in &nt.decorators {
                let rec = kp.record(d);
                if !rec.is_subclass_of("SideEffect") {
                    continue;
                }
                let Some(values) = effect_values(nt, groups.len(), results) else {
                    continue;
                };
                if effects_trait.is_none() {
                    let name = rec.get_string("interfaceTrait")?;
                    let ns = crate::ods::util::rust_namespace(&rec.get_string("cppNamespace")?);
                    if let Some(i) = find_interface(kp, &name, &ns)? {
                        add(&mut pending, i, Vec::new());
                    }
                    effects_trait = Some((name.to_string(), ns.to_string()));
                }
                value_effects.push((values, SideEffect::from_record(rec)?));
            }
        }
    }
    // Bodies the op's traits give.
    for p in pending.iter_mut() {
        if p.iface.name.as_ref() == "ConditionallySpeculatable" && is_library(&p.iface) {
            let body = if native("AlwaysSpeculatableImplTrait") {
                Some("::ir::interfaces::Speculatability::Speculatable")
            } else if native("RecursivelySpeculatableImplTrait") {
                Some("::ir::interfaces::Speculatability::RecursivelySpeculatable")
            } else {
                None
            };
            if let Some(b) = body {
                p.derived.push(("getSpeculatability".into(), b.into()));
                p.declared.retain(|m| m != "getSpeculatability");
            }
        }
        // `ReturnLike` forwards all the operands to the parent's results.
        if p.iface.name.as_ref() == "RegionBranchTerminatorOpInterface"
            && is_library(&p.iface)
            && native("ReturnLike")
        {
            p.derived.push((
                "getMutableSuccessorOperands".into(),
                "0..ctx.num_operands(self.operation())".into(),
            ));
            p.declared.retain(|m| m != "getMutableSuccessorOperands");
        }
        if p.iface.name.as_ref() == "InferTypeOpInterface" && is_library(&p.iface) {
            if let Some(body) = infer_types_body(op, InferFrom::State) {
                // The verifier's in-place inference stands for the default
                // `refineReturnTypes` over this derived `inferReturnTypes`
                // only: not for an op that writes either itself.
                let own = |m: &str| {
                    p.declared.iter().any(|d| d == m)
                        || members.iter().any(|x| *x == m.to_snake_case())
                };
                if !own("refineReturnTypes") && !members.iter().any(|x| x == "infer_return_types") {
                    if let Some(b) = infer_types_body(op, InferFrom::Op) {
                        p.derived.push(("inferReturnTypesInPlace".into(), b));
                    }
                }
                p.derived.push(("inferReturnTypes".into(), body));
                p.declared.retain(|m| m != "inferReturnTypes");
            }
        }
        if let Some((name, _)) = &effects_trait {
            if *p.iface.name == **name {
                if let Some(m) = p.iface.methods.first() {
                    let arg = m
                        .args
                        .iter()
                        .map(|a| ident(&a.name))
                        .find(|n| n != "ctx")
                        .unwrap_or_else(|| "effects".into());
                    p.derived.push((
                        m.name.to_string(),
                        effects_body(&arg, &effects, &value_effects),
                    ));
                    let name = m.name.to_string();
                    p.declared.retain(|d| *d != name);
                }
            }
        }
    }
    let mut taken = reserved_hook_names(builders);
    let mut uses = Vec::new();
    for p in pending {
        let plan = interface_plan(kp, &p.iface);
        let mut methods = Vec::new();
        for (m, mp) in p.iface.methods.iter().zip(&plan.methods) {
            let explicit = p.iface.declares_methods
                && p.iface
                    .always_declared_methods
                    .iter()
                    .any(|d| **d == *m.name);
            let accessor = (!mp.is_static && !explicit)
                .then(|| mp.name.strip_prefix("get_").unwrap_or(&mp.name))
                .filter(|a| accessors.iter().any(|x| x == a));
            let args: Vec<&str> = mp.args.iter().map(|(n, _)| n.as_str()).collect();
            if let Some(b) = &mp.body {
                methods.push(MethodImpl::Body(b.clone()));
            } else if members.contains(&mp.name) {
                // Inherent items come first in method and path resolution.
                let call = if mp.is_static {
                    format!("Self::{}({})", mp.name, args.join(", "))
                } else {
                    format!("self.{}({})", mp.name, args.join(", "))
                };
                methods.push(MethodImpl::Body(call));
            } else if let Some((_, b)) = p.derived.iter().find(|(n, _)| **n == *m.name) {
                methods.push(MethodImpl::Body(b.clone()));
            } else if let Some(a) = accessor {
                // `Into` bridges a getter's borrowed form to the method's
                // owned one (a dense array's `&[i64]` to `Vec<i64>`).
                methods.push(MethodImpl::Body(format!(
                    "::core::convert::Into::into(self.{}({}))",
                    a,
                    args.join(", ")
                )));
            } else if let Some(body) = (!mp.is_static && !explicit)
                .then(|| operand_range_body(op, &mp.name, &mp.ret, args.first().copied()?))
                .flatten()
            {
                methods.push(MethodImpl::Body(body));
            } else if p.declared.iter().any(|d| **d == *m.name) || mp.default.is_none() {
                let mut name = mp.name.clone();
                if taken.contains(&name) {
                    name = format!("{}_{}", plan.name.to_snake_case(), mp.name);
                }
                taken.push(name.clone());
                methods.push(MethodImpl::Hook(name));
            } else {
                methods.push(MethodImpl::Body(mp.default.clone().unwrap_or_default()));
            }
        }
        uses.push(InterfaceUse {
            iface: plan,
            methods,
        });
    }
    Ok(uses)
}

/// The body of `get_<operand>_mutable` returning the operand's positions,
/// when the op has that operand: in C++ ODS's generated accessor of the
/// same name shadows the interface's default (`scf.while`'s `inits` and
/// `LoopLikeOpInterface::getInitsMutable`).
fn operand_range_body(op: &Operator, method: &str, ret: &str, ctx: &str) -> Option<String> {
    let operand = method.strip_prefix("get_")?.strip_suffix("_mutable")?;
    if !ret.ends_with("Range<usize>") {
        return None;
    }
    let i = op
        .operands
        .iter()
        .position(|o| !o.name.is_empty() && ident(&o.name) == operand)?;
    if op
        .operands
        .iter()
        .any(|o| o.is_variadic() || o.is_optional())
    {
        Some(format!(
            "let (start, len) = self.operand_group({ctx}, {i});\nstart..start + len"
        ))
    } else {
        Some(format!("{i}..{}", i + 1))
    }
}

/// The names of the functions a Rust snippet defines (`fn name`).
pub fn fn_names(code: &str) -> Vec<String> {
    word_positions(code, "fn")
        .filter_map(|i| {
            let rest = code[i + 2..].trim_start();
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            (end > 0).then(|| rest[..end].to_string())
        })
        .collect()
}

/// Adds interface `i` (once; a second listing adds its declared methods).
fn add(pending: &mut Vec<Pending>, i: ods::Interface, declared: Vec<String>) {
    match pending
        .iter_mut()
        .find(|p| p.iface.name == i.name && p.iface.cpp_namespace == i.cpp_namespace)
    {
        Some(p) => {
            for d in declared {
                if !p.declared.contains(&d) {
                    p.declared.push(d);
                }
            }
        }
        None => pending.push(Pending {
            iface: i,
            declared,
            derived: Vec::new(),
        }),
    }
}

/// The op interface named `name` in namespace `ns`, if its definition is
/// loaded.
fn find_interface(
    kp: &RecordKeeper,
    name: &str,
    ns: &str,
) -> Result<Option<ods::Interface>, Diagnostic> {
    Ok(ods::interfaces(kp)?
        .into_iter()
        .find(|i| i.kind == ods::InterfaceKind::Op && *i.name == *name && *i.cpp_namespace == *ns))
}

/// What a derived type inference reads the op's parts from.
#[derive(Clone, Copy, PartialEq)]
enum InferFrom {
    /// The `OperationState` of `inferReturnTypes` (an op being built or
    /// parsed).
    State,
    /// The op itself (`inferReturnTypesInPlace`, `self`: the verifier's
    /// check without copying the op into a state). Failing returns `false`
    /// (the verifier then takes `refineReturnTypes`' way, for its message).
    Op,
}

/// The body of `InferTypeOpInterface::inferReturnTypes` (`from` the state)
/// or `inferReturnTypesInPlace` (`from` the op) for an op whose
/// result types ODS knows (upstream `genTypeInterfaceMethods`): each from
/// an operand's or attribute's type, a buildable type, or another result,
/// through the transformers of the traits that relate them. Types are
/// looked up in the shared context (`::ir::TypeLookup`).
fn infer_types_body(op: &Operator, from: InferFrom) -> Option<String> {
    use crate::ods::{Argument, TypeSource};
    let inferred = op.inferred_result_types.as_ref()?;
    let n = inferred.len();
    let mut done: Vec<bool> = vec![false; n];
    let mut lines: Vec<String> = Vec::new();
    let mut uses_types = false;
    let err = |what: &str| match from {
        InferFrom::State => format!(
            "return ::core::result::Result::Err(::ir::Diagnostic::error(state.location(), {:?}))",
            format!("'{}' op {}", op.operation_name(), what)
        ),
        InferFrom::Op => "return false".to_string(),
    };
    for _ in 0..n {
        for i in 0..n {
            if done[i] {
                continue;
            }
            let t = &inferred[i];
            let source = match t.source {
                TypeSource::Result(j) if j == i => {
                    let call = op.results[i].constraint.builder_call.clone()?;
                    uses_types = true;
                    // A `TypeDef`'s call names its dialect's C++ namespace.
                    let call = crate::ods::util::rust_paths(call);
                    substitute_list(&call, &[("_builder", "types"), ("_ctx", "ctx")])
                }
                TypeSource::Result(j) => {
                    if !done.get(j).copied().unwrap_or(false) {
                        continue;
                    }
                    format!("ods_type{}", j)
                }
                TypeSource::Argument(a) => match op.arguments.get(a)? {
                    Argument::Operand(_) => {
                        let flat = op.arguments[..a]
                            .iter()
                            .filter(|x| matches!(x, Argument::Operand(_)))
                            .count();
                        let missing =
                            err(&format!("needs operand #{flat} to infer its result types"));
                        match from {
                            InferFrom::State => format!(
                                "match state.operands.{} {{ ::core::option::Option::Some(&v) => ctx.value_type(v), ::core::option::Option::None => {missing} }}",
                                if flat == 0 { "first()".to_string() } else { format!("get({flat})") },
                            ),
                            InferFrom::Op => format!(
                                "if {flat} < ctx.num_operands(self.operation()) {{ ctx.value_type(ctx.operand(self.operation(), {flat})) }} else {{ {missing} }}"
                            ),
                        }
                    }
                    Argument::Attribute(k) => {
                        let name = &op.attributes[*k].name;
                        // (The state's order: properties, then the
                        // attribute dictionary.)
                        let lookup = match from {
                            InferFrom::State => format!("state.find_attribute(ctx, {name:?})"),
                            InferFrom::Op => format!(
                                "ctx.prop(self.operation(), {name:?}).or_else(|| ctx.attr(self.operation(), {name:?}))"
                            ),
                        };
                        format!(
                            "match {lookup} {{ ::core::option::Option::Some(a) => ctx.attr_type(a), ::core::option::Option::None => {} }}",
                            err(&format!("needs attribute '{}' to infer its result types", name))
                        )
                    }
                    Argument::Property(_) => return None,
                },
            };
            let tr = t.transformer.trim();
            let expr = if tr == "$_self" {
                source
            } else {
                if contains_word(tr, "_builder") {
                    uses_types = true;
                }
                // A transformer that ignores `$_self` still needs the
                // operand (the check), not its type.
                let name = if contains_word(tr, "_self") { "" } else { "_" };
                lines.push(format!("let {name}ods_self{i}: ::ir::Type = {source};"));
                substitute_list(
                    tr,
                    &[
                        ("_self", &format!("ods_self{i}")),
                        ("_builder", "types"),
                        ("_ctx", "ctx"),
                    ],
                )
            };
            lines.push(format!("let ods_type{i}: ::ir::Type = {expr};"));
            done[i] = true;
        }
    }
    if done.iter().any(|d| !d) {
        return None;
    }
    let mut body = String::new();
    if uses_types {
        body.push_str("let types = &mut ::ir::TypeLookup::new(ctx);\n");
    }
    for l in lines {
        body.push_str(&l);
        body.push('\n');
    }
    if uses_types {
        body.push_str(&format!(
            "if types.missed() {{\n    {};\n}}\n",
            err("has an inferred result type the context does not know")
        ));
    }
    let all: Vec<String> = (0..n).map(|i| format!("ods_type{i}")).collect();
    body.push_str(&format!("inferred.extend([{}]);\n", all.join(", ")));
    body.push_str(match from {
        InferFrom::State => "::core::result::Result::Ok(())\n",
        InferFrom::Op => "true\n",
    });
    Some(body)
}

/// The values an effect of a decorated operand or result is on, as Rust
/// expressions in a method of the op.
enum EffectValues {
    /// The group's one value.
    One(String),
    /// Something iterable over the group's values.
    Each(String),
}

/// The values of an operand or result group (`None` for an unnamed group
/// among several).
fn effect_values(
    nt: &ods::NamedTypeConstraint,
    groups: usize,
    results: bool,
) -> Option<EffectValues> {
    if nt.name.is_empty() {
        let all = if results { "results" } else { "operands" };
        return (groups == 1).then(|| EffectValues::Each(format!("ctx.{all}(self.operation())")));
    }
    if nt.is_variadic_of_variadic() {
        return None;
    }
    let getter = format!("self.{}(ctx)", ident(&nt.name));
    Some(if nt.is_variable_length() {
        EffectValues::Each(getter)
    } else {
        EffectValues::One(getter)
    })
}

/// One effect instance.
fn effect_expr(e: &SideEffect) -> String {
    let mut expr = format!(
        "::ir::effects::EffectInstance::new({}, &{})",
        e.effect, e.resource
    );
    if e.stage != 0 {
        expr.push_str(&format!(".at_stage({})", e.stage));
    }
    if e.full {
        expr.push_str(".with_full_effect(true)");
    }
    expr
}

/// The body of `getEffects` listing the static `effects` of the op's
/// side-effect traits, then those of its decorated values (each on the
/// values of its group).
fn effects_body(
    arg: &str,
    effects: &[SideEffect],
    value_effects: &[(EffectValues, SideEffect)],
) -> String {
    let mut s = String::new();
    for e in effects {
        s.push_str(&format!("{}.push({});\n", arg, effect_expr(e)));
    }
    for (values, e) in value_effects {
        match values {
            // Not a loop over one value (clippy's `single_element_loop`).
            EffectValues::One(value) => s.push_str(&format!(
                "{}.push({}.on_value({}));\n",
                arg,
                effect_expr(e),
                value
            )),
            EffectValues::Each(values) => s.push_str(&format!(
                "for value in {} {{\n    {}.push({}.on_value(value));\n}}\n",
                values,
                arg,
                effect_expr(e)
            )),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renames_only_whole_free_identifiers() {
        assert_eq!(
            rename_word(
                "argRanges.iter(); x.argRanges; a::argRanges; argRangesX",
                "argRanges",
                "arg_ranges"
            ),
            "arg_ranges.iter(); x.argRanges; a::argRanges; argRangesX"
        );
        assert!(contains_word("&mut ::ir::OpBuilder<'_>", "OpBuilder"));
        assert!(!contains_word("&mut ::ir::OpBuilderX", "OpBuilder"));
    }
}
