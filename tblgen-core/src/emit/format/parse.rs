//! The generated parser of a format: the function around the elements,
//! and how operand types and variable-length groups are resolved.

use super::{
    builder_expr, for_each_custom_arg, lit, operand_segments, result_segments, unsupported, Gen,
    Unsupported,
};
use crate::format::{ArgRef, Element, TypeResolution};
use std::fmt::Write;

impl<'a> Gen<'a> {
    pub(super) fn parser(&self, out: &mut String, fn_name: &str) -> Result<(), Unsupported> {
        let op = self.op;
        let _ = writeln!(
            out,
            "/// Parses the custom form of `{}` (from its `assemblyFormat`).",
            self.name
        );
        let _ = writeln!(
            out,
            "#[allow(clippy::all, unused_mut, unused_variables, unused_assignments)]"
        );
        let _ = writeln!(
            out,
            "pub fn {}(parser: &mut ::ir::CustomParser<'_, '_, '_>, state: &mut ::ir::OperationState) -> ::std::result::Result<(), ::ir::ParseError> {{",
            fn_name
        );
        for (i, single) in self.single_operands().into_iter().enumerate() {
            if single {
                let _ = writeln!(
                    out,
                    "    let mut operand{i}: ::ir::asm_support::Single<::ir::parser::UnresolvedOperand> = ::ir::asm_support::Single::new();"
                );
            } else {
                let _ = writeln!(
                    out,
                    "    let mut operand{i}: ::std::vec::Vec<::ir::parser::UnresolvedOperand> = ::std::vec::Vec::new();"
                );
            }
            let _ = writeln!(
                out,
                "    let mut operand{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
            );
            if op.operands[i].is_variadic_of_variadic() {
                // The groups a `custom` directive fills, and the size of
                // each group (the segment attribute).
                let _ = writeln!(out, "    let mut operand{i}_groups: ::std::vec::Vec<::std::vec::Vec<::ir::parser::UnresolvedOperand>> = ::std::vec::Vec::new();");
                let _ = writeln!(out, "    let mut operand{i}_type_groups: ::std::vec::Vec<::std::vec::Vec<::ir::Type>> = ::std::vec::Vec::new();");
                let _ = writeln!(
                    out,
                    "    let mut operand{i}_sizes: ::std::vec::Vec<usize> = ::std::vec::Vec::new();"
                );
            }
        }
        let single_results = self.single_result_types();
        for (i, single) in single_results.iter().enumerate() {
            if *single {
                let _ = writeln!(
                    out,
                    "    let mut result{i}_types: ::ir::asm_support::Single<::ir::Type> = ::ir::asm_support::Single::new();"
                );
            } else {
                let _ = writeln!(
                    out,
                    "    let mut result{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
                );
            }
        }
        for i in 0..op.attributes.len() {
            let _ = writeln!(
                out,
                "    let mut attr{i}: ::std::option::Option<::ir::Attribute> = None;"
            );
        }
        for i in 0..op.regions.len() {
            let _ = writeln!(
                out,
                "    let mut region{i}: ::std::vec::Vec<::ir::RegionId> = ::std::vec::Vec::new();"
            );
        }
        for i in 0..op.successors.len() {
            let _ = writeln!(
                out,
                "    let mut successor{i}: ::std::vec::Vec<::ir::BlockId> = ::std::vec::Vec::new();"
            );
        }
        for i in 0..op.properties.len() {
            let _ = writeln!(
                out,
                "    let mut prop{i}: ::std::option::Option<::ir::Attribute> = None;"
            );
        }
        // (Inline for a few entries: most ops with inherent attributes
        // have one or two, and a list per op cost an allocation. A
        // `custom` directive given the `prop-dict` takes a `Vec`.)
        let mut custom_prop_dict = false;
        for_each_custom_arg(&self.f.elements, &mut |a| {
            custom_prop_dict |= matches!(a, Element::PropDict);
        });
        let entries_type = if custom_prop_dict {
            "::std::vec::Vec<::ir::NamedAttr>"
        } else {
            "::ir::asm_support::PropEntries"
        };
        let _ = writeln!(
            out,
            "    let mut prop_entries: {entries_type} = ::std::default::Default::default();"
        );
        let _ = writeln!(out, "    let mut all_operands: ::std::vec::Vec<::ir::parser::UnresolvedOperand> = ::std::vec::Vec::new();");
        // Where `operands` starts (upstream's `allOperandLoc`).
        let _ = writeln!(out, "    let mut all_operands_at: usize = 0;");
        let _ = writeln!(
            out,
            "    let mut all_operand_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_result_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_regions: ::std::vec::Vec<::ir::RegionId> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_successors: ::std::vec::Vec<::ir::BlockId> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut extra_attrs: ::std::vec::Vec<::ir::NamedAttr> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(out, "    let start = parser.offset();");
        for e in &self.f.elements {
            self.parse_element(out, e, 1)?;
        }
        // `operands` with all their types: as many of each
        // (`resolveOperands`'s check, before the groups are told apart).
        if self.f.all_operands && self.f.all_operand_types {
            let _ = writeln!(
                out,
                "    if all_operands.len() != all_operand_types.len() {{ return Err(parser.op_error_at(all_operands_at, ::std::format!(\"{{}} operands present, but expected {{}}\", all_operands.len(), all_operand_types.len()))); }}"
            );
        }
        // Distribute `operands`.
        if self.f.all_operands {
            let _ = writeln!(out, "    {{");
            self.split_into_groups(out, "all_operands", "operand", "", false);
            let _ = writeln!(out, "    }}");
        }
        if self.f.all_operand_types {
            if !self.f.all_operands {
                // The operands parsed one by one against all the types
                // (`resolveOperands` of their concatenation, at the op's
                // name).
                let parsed: Vec<String> = (0..op.operands.len())
                    .map(|i| format!("operand{i}.len()"))
                    .collect();
                let parsed = if parsed.is_empty() {
                    "0".to_string()
                } else {
                    parsed.join(" + ")
                };
                let _ = writeln!(
                    out,
                    "    {{ let parsed = {parsed}; if parsed != all_operand_types.len() {{ let at = parser.name_offset(); return Err(parser.op_error_at(at, ::std::format!(\"{{}} operands present, but expected {{}}\", parsed, all_operand_types.len()))); }} }}"
                );
                // Each group takes as many types as it has operands (any
                // number of variadic groups: `AttrSizedOperandSegments`).
                let _ = writeln!(out, "    {{");
                let _ = writeln!(out, "    let mut it = all_operand_types.iter().cloned();");
                for i in 0..op.operands.len() {
                    let _ = writeln!(
                        out,
                        "    operand{i}_types = it.by_ref().take(operand{i}.len()).collect();"
                    );
                }
                let _ = writeln!(out, "    }}");
            } else {
                self.split_into_groups(out, "all_operand_types", "operand", "_types", false);
            }
        }
        if self.f.all_result_types {
            // Types that do not fit the result groups are all given to the
            // op (upstream's `addTypes(allResultTypes)`), for its verifier
            // to report.
            let fixed = op
                .results
                .iter()
                .filter(|g| !g.is_variable_length())
                .count();
            let variable = op.results.iter().any(|g| g.is_variable_length());
            let fits = if variable && fixed == 0 {
                "true".to_string()
            } else if variable {
                format!("all_result_types.len() >= {fixed}")
            } else {
                format!("all_result_types.len() == {fixed}")
            };
            let _ = writeln!(out, "    let results_fit = {fits};");
            let _ = writeln!(out, "    if results_fit {{");
            self.split_into_groups(out, "all_result_types", "result", "_types", true);
            let _ = writeln!(out, "    }}");
        }
        self.check_transformed_sources(out);
        // Resolve result types (operand types resolved from elsewhere are
        // computed where the operands are resolved, without a list).
        let mut operand_type_exprs: Vec<Option<String>> = Vec::new();
        for (i, t) in self.f.operand_types.iter().enumerate() {
            let what = format!("operand '{}'", op.operands[i].name);
            operand_type_exprs.push(match t {
                TypeResolution::Resolver {
                    source,
                    transformer,
                } => Some(self.resolved_type(*source, transformer.as_deref(), &what)?),
                TypeResolution::Builder(b) => Some(builder_expr(b)?),
                _ => None,
            });
        }
        for (i, t) in self.f.result_types.iter().enumerate() {
            let what = format!("result '{}'", op.results[i].name);
            match t {
                TypeResolution::Resolver {
                    source,
                    transformer,
                } => {
                    let e = self.resolved_type(*source, transformer.as_deref(), &what)?;
                    if op.results[i].is_variable_length() {
                        let _ = writeln!(
                            out,
                            "    result{i}_types = ::ir::asm_support::types_for({e}, 1).collect();"
                        );
                    } else {
                        let _ = writeln!(
                            out,
                            "    {{ let t: ::ir::Type = {e}; {}; }}",
                            set_single(i, single_results[i])
                        );
                    }
                }
                TypeResolution::Builder(b) => {
                    let e = builder_expr(b)?;
                    let _ = writeln!(
                        out,
                        "    {{ let t: ::ir::Type = {e}; {}; }}",
                        set_single(i, single_results[i])
                    );
                }
                TypeResolution::Inferred if self.infers_result_types() => {}
                TypeResolution::Inferred => {
                    let Some(j) = self
                        .f
                        .operand_types
                        .iter()
                        .position(|t| *t == TypeResolution::InFormat)
                    else {
                        return unsupported("no operand type to infer results from");
                    };
                    let _ = writeln!(
                        out,
                        "    result{i}_types = ::std::vec![operand{j}_types.first().copied().ok_or_else(|| parser.error_at(start, \"cannot infer the result type\"))?];"
                    );
                }
                _ => {}
            }
        }
        // Build the state.
        for (i, o) in op.operands.iter().enumerate() {
            if !o.is_variable_length() {
                let _ = writeln!(
                    out,
                    "    if operand{i}.len() != 1 {{ return Err(parser.error_at(start, \"expected operand '{}'\")); }}",
                    o.name
                );
            }
            if let Some(e) = &operand_type_exprs[i] {
                // One type for every operand, or one per operand (upstream's
                // `resolveOperands` with a type list).
                let _ = writeln!(
                    out,
                    "    if !operand{i}.is_empty() {{ let ts = ::ir::asm_support::types_for({e}, operand{i}.len()); if ts.len() != operand{i}.len() {{ return Err(parser.op_error_at(start, ::std::format!(\"{{}} operands present, but expected {{}}\", operand{i}.len(), ts.len()))); }} for (u, t) in operand{i}.iter().zip(ts) {{ let v = parser.resolve_operand(u, t)?; state.operands.push(v); }} }}"
                );
                continue;
            }
            let _ = writeln!(
                out,
                "    if operand{i}.len() != operand{i}_types.len() {{ return Err(parser.op_error_at(start, ::std::format!(\"{{}} operands present, but expected {{}}\", operand{i}.len(), operand{i}_types.len()))); }}"
            );
            let _ = writeln!(
                out,
                "    for (u, t) in operand{i}.iter().zip(operand{i}_types.iter()) {{ let v = parser.resolve_operand(u, *t)?; state.operands.push(v); }}"
            );
        }
        let mut props: Vec<String> = Vec::new();
        if operand_segments(op) {
            // `operandSegmentSizes`, stored as a property like the generic form.
            let sizes: Vec<String> = (0..op.operands.len())
                .map(|i| format!("operand{i}.len()"))
                .collect();
            props.push(format!(
                "(\"operandSegmentSizes\", ::ir::asm_support::segment_sizes(parser.ctx(), &[{}]))",
                sizes.join(", ")
            ));
        }
        if result_segments(op) {
            let sizes: Vec<String> = (0..op.results.len())
                .map(|i| format!("result{i}_types.len()"))
                .collect();
            props.push(format!(
                "(\"resultSegmentSizes\", ::ir::asm_support::segment_sizes(parser.ctx(), &[{}]))",
                sizes.join(", ")
            ));
        }
        for p in props {
            let _ = writeln!(
                out,
                "    {{ let (n, a) = {p}; ::ir::asm_support::set_property(parser.ctx(), &mut state.properties, n, a); }}"
            );
        }
        if self.f.all_result_types {
            let _ = writeln!(
                out,
                "    if !results_fit {{ state.result_types.extend(all_result_types.iter().copied()); }}"
            );
        }
        for (i, single) in single_results.iter().enumerate() {
            if *single {
                let _ = writeln!(
                    out,
                    "    state.result_types.extend(result{i}_types.iter().copied());"
                );
            } else {
                let _ = writeln!(out, "    state.result_types.extend(result{i}_types);");
            }
        }
        // The segment attribute of each `VariadicOfVariadic` group: the
        // sizes of its groups as parsed.
        for (i, o) in op.operands.iter().enumerate() {
            let Some(seg) = o.constraint.variadic_of_variadic_segments.as_deref() else {
                continue;
            };
            let Some(k) = op.attributes.iter().position(|a| &*a.name == seg) else {
                return unsupported("a VariadicOfVariadic operand without its segment attribute");
            };
            let _ = writeln!(
                out,
                "    attr{k} = Some(::ir::asm_support::segment_sizes(parser.ctx(), &operand{i}_sizes));"
            );
        }
        // An inherent attribute of a dialect that keeps them as properties
        // goes straight into the properties, as upstream's generated parser
        // sets it (through the attribute list, every `arith.constant` paid
        // for a list and its move into the dictionary). After any
        // `prop-dict` entries, so that it wins over them as before.
        let list = if op.dialect.use_properties_for_attributes {
            "prop_entries"
        } else {
            "state.attributes"
        };
        for (i, a) in op.attributes.iter().enumerate() {
            if a.attr.is_derived {
                continue;
            }
            let _ = writeln!(
                out,
                "    if let Some(a) = attr{i} {{ let n = parser.ctx().ident({}); {list}.push((n, a)); }}",
                lit(&a.name)
            );
        }
        let _ = writeln!(out, "    state.attributes.extend(extra_attrs);");
        let _ = writeln!(out, "    {{ let ctx = parser.ctx(); state.properties = ::ir::asm_support::merge_properties(ctx, state.properties, &prop_entries); }}");
        for (i, p) in op.properties.iter().enumerate() {
            let _ = writeln!(
                out,
                "    if let Some(a) = prop{i} {{ ::ir::asm_support::set_property(parser.ctx(), &mut state.properties, {}, a); }}",
                lit(&p.name)
            );
        }
        if self.f.all_regions {
            let _ = writeln!(out, "    state.regions.extend(all_regions);");
        }
        for (i, r) in op.regions.iter().enumerate() {
            if !r.is_variadic && !self.f.all_regions {
                // A region anchoring an absent optional group is empty.
                let _ = writeln!(out, "    if region{i}.is_empty() {{ region{i}.push(parser.ctx().create_region()); }}");
            }
            let _ = writeln!(out, "    state.regions.extend(region{i});");
        }
        if self.f.all_successors {
            let _ = writeln!(out, "    state.successors.extend(all_successors);");
        }
        for i in 0..op.successors.len() {
            let _ = writeln!(out, "    state.successors.extend(successor{i});");
        }
        if self.infers_result_types() {
            // Upstream's parser calls `inferReturnTypes` on the state built.
            let ty = &op.class_name;
            let _ = writeln!(
                out,
                "    {{ let inferred = <{ty} as {ty}Hooks>::infer_parsed_result_types(parser.ctx(), state); match inferred {{ Ok(ts) => state.result_types.extend(ts), Err(d) => return Err(parser.error_at(start, d.message)) }} }}"
            );
        }
        let _ = writeln!(out, "    Ok(())");
        let _ = writeln!(out, "}}");
        Ok(())
    }

    /// The types a transformer reads must satisfy their constraint, checked
    /// once per variable, results' sources first (upstream's
    /// `genParserTypeResolution`; the error is at the op name).
    fn check_transformed_sources(&self, out: &mut String) {
        let mut checked: Vec<ArgRef> = Vec::new();
        for t in self.f.result_types.iter().chain(&self.f.operand_types) {
            let TypeResolution::Resolver {
                source,
                transformer: Some(tr),
            } = t
            else {
                continue;
            };
            let var = match *source {
                ArgRef::Operand(j) => &self.op.operands[j],
                ArgRef::Result(j) => &self.op.results[j],
                ArgRef::Attribute(_) => continue,
            };
            if tr.trim() == "$_self" || checked.contains(source) {
                continue;
            }
            checked.push(*source);
            let c = &var.constraint.constraint;
            let cond = crate::ods::util::rust_paths(std::rc::Rc::from(c.rust_condition()));
            let cond = cond.trim();
            if cond.is_empty() || cond == "true" {
                continue;
            }
            let check = {
                let mut checks = self.type_checks.borrow_mut();
                checks.push(cond.to_string());
                super::type_check_placeholder(checks.len() - 1)
            };
            let msg = lit(&format!("'{}' must be {}, but got ", var.name, c.summary()));
            let _ = writeln!(
                out,
                "    for &__ty in {}.iter() {{ let __ctx: &::ir::Context = parser.ctx(); if !{check}(__ctx, __ty) {{ let __t = ::ir::printer::type_to_string(__ctx, __ty); let __at = parser.name_offset(); return Err(parser.error_at(__at, ::std::format!(\"{{}}'{{}}'\", {msg}, __t))); }} }}",
                self.source_types(*source)
            );
        }
    }

    /// An expression of the type of `source`, through `transformer`.
    fn resolved_type(
        &self,
        source: ArgRef,
        transformer: Option<&str>,
        what: &str,
    ) -> Result<String, Unsupported> {
        // (An attribute's type directly: no one-element list per op.)
        let first = match source {
            ArgRef::Attribute(j) => format!("attr{j}.map(|a| parser.ctx().attr_type(a))"),
            _ => format!("{}.first().copied()", self.source_types(source)),
        };
        let src = format!(
            "{first}.ok_or_else(|| parser.error_at(start, {}))?",
            lit(&format!("cannot infer the type of {}", what))
        );
        match transformer.map(str::trim) {
            None | Some("$_self") => Ok(src),
            Some(t) => {
                let body = t
                    .replace("$_self", "__self")
                    .replace("$_ctx", "__ctx")
                    .replace("$_builder", "__builder");
                if body.contains('$') {
                    return unsupported("type transformer placeholders");
                }
                let builder = if body.contains("__builder") {
                    "let __builder = &mut ::ir::OpBuilder::new(__ctx); "
                } else {
                    ""
                };
                Ok(format!(
                    "{{ let __self: ::ir::Type = {src}; let __ctx = parser.ctx(); {builder}{body} }}"
                ))
            }
        }
    }

    fn source_types(&self, s: ArgRef) -> String {
        match s {
            ArgRef::Operand(j) => format!("operand{j}_types"),
            ArgRef::Result(j) => format!("result{j}_types"),
            ArgRef::Attribute(j) => format!(
                "attr{j}.map(|a| ::std::vec![parser.ctx().attr_type(a)]).unwrap_or_default()"
            ),
        }
    }

    /// Splits a flat list into the per-group vectors (at most one group is
    /// variable-length).
    fn split_into_groups(
        &self,
        out: &mut String,
        flat: &str,
        prefix: &str,
        suffix: &str,
        results: bool,
    ) {
        let groups = if results {
            &self.op.results
        } else {
            &self.op.operands
        };
        let fixed = groups.iter().filter(|g| !g.is_variable_length()).count();
        if fixed > 0 {
            let _ = writeln!(
                out,
                "    if {flat}.len() < {fixed} {{ return Err(parser.error_at(start, \"expected at least {fixed} {}\")); }}",
                if results { "result types" } else { "operands" }
            );
        }
        let _ = writeln!(out, "    let var_len = {flat}.len() - {fixed};");
        let nvar = groups.iter().filter(|g| g.is_variable_length()).count();
        if nvar > 1 {
            // `SameVariadicOperandSize` / `SameVariadicResultSize`: equal shares.
            let _ = writeln!(out, "    if var_len % {nvar} != 0 {{ return Err(parser.error_at(start, \"{} cannot be split evenly between {nvar} variadic groups\")); }}",
                if results { "result types" } else { "operands" });
            let _ = writeln!(out, "    let var_len = var_len / {nvar};");
        }
        let _ = writeln!(out, "    let mut it = {flat}.iter().cloned();");
        for (i, g) in groups.iter().enumerate() {
            if g.is_variable_length() {
                let _ = writeln!(
                    out,
                    "    {prefix}{i}{suffix} = it.by_ref().take(var_len).collect();"
                );
                if g.is_optional() {
                    let _ = writeln!(out, "    if var_len > 1 {{ return Err(parser.error_at(start, \"too many values for optional '{}'\")); }}", g.name);
                }
            } else {
                let _ = writeln!(
                    out,
                    "    {prefix}{i}{suffix} = it.by_ref().take(1).collect();"
                );
            }
        }
        if !groups.iter().any(|g| g.is_variable_length()) {
            let _ = writeln!(out, "    if var_len != 0 {{ return Err(parser.error_at(start, \"expected {fixed} values\")); }}");
        }
    }
}

/// Sets result `i`'s one type `t`: pushed into its `Single` (no list
/// allocated), or as a one-element list.
fn set_single(i: usize, single: bool) -> String {
    if single {
        format!("result{i}_types.push(t)")
    } else {
        format!("result{i}_types = ::std::vec![t]")
    }
}
