//! The generated parser's code for each format element (literals,
//! variables, directives, `custom<>`, optional groups, `oilist`).

use super::{
    builder_expr, for_each_custom_arg, is_keyword, is_unit, is_unit_prop, lit,
    parse_optional_prop_expr, prop_value_type, tried, unsupported, Gen, Unsupported,
};
use crate::format::{Element, TypeResolution};
use std::fmt::Write;

impl<'a> Gen<'a> {
    pub(super) fn parse_element(
        &self,
        out: &mut String,
        e: &Element,
        depth: usize,
    ) -> Result<(), Unsupported> {
        let ind = "    ".repeat(depth);
        match e {
            Element::Literal(l) => {
                if is_keyword(l) {
                    let _ = writeln!(out, "{ind}parser.parse_keyword({})?;", lit(l));
                } else {
                    let _ = writeln!(out, "{ind}parser.parse_punct({})?;", lit(l));
                }
            }
            Element::Whitespace(_) => {}
            Element::Operand(i) => {
                let o = &self.op.operands[*i];
                if o.is_variadic_of_variadic() {
                    // `(a, b), (c)`: parenthesized groups.
                    let _ = writeln!(out, "{ind}loop {{ if !parser.parse_optional_punct(\"(\") {{ break; }} let before = operand{i}.len(); if let Some(u) = parser.parse_optional_operand()? {{ operand{i}.push(u); while parser.parse_optional_punct(\",\") {{ operand{i}.push(parser.parse_operand()?); }} }} parser.parse_punct(\")\")?; operand{i}_sizes.push(operand{i}.len() - before); if !parser.parse_optional_punct(\",\") {{ break; }} }}");
                } else if o.is_variadic() {
                    let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ operand{i}.push(u); while parser.parse_optional_punct(\",\") {{ operand{i}.push(parser.parse_operand()?); }} }}");
                } else if o.is_optional() {
                    let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ operand{i}.push(u); }}");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}operand{i}.push({});",
                        tried("parser.parse_operand()")
                    );
                }
            }
            Element::Operands => {
                let _ = writeln!(out, "{ind}all_operands_at = parser.offset();");
                let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ all_operands.push(u); while parser.parse_optional_punct(\",\") {{ all_operands.push(parser.parse_operand()?); }} }}");
            }
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                if is_unit(a) {
                    if depth > 1 {
                        // Set from the group's presence (`set_unit_attrs`).
                        return Ok(());
                    }
                    return unsupported("a unit attribute outside an optional group");
                }
                // An enum attribute's parser reports a missing case itself.
                let parsed = match self.enum_attr_expr(*index, false)? {
                    Some(e) => e,
                    None => format!("Some({})", self.parse_attr_expr(*index)?),
                };
                let _ = writeln!(out, "{ind}attr{index} = {parsed};");
            }
            Element::Property(i) => {
                if is_unit_prop(&self.op.properties[*i]) {
                    if depth > 1 {
                        // Set from the group's presence (`set_unit_attrs`).
                        return Ok(());
                    }
                    return unsupported("a unit property outside an optional group");
                }
                let p = &self.op.properties[*i];
                if p.prop.default_value.is_some() {
                    let _ = writeln!(out, "{ind}prop{i} = {};", parse_optional_prop_expr(p));
                } else {
                    let call = match prop_value_type(p) {
                        Some(t) => {
                            format!("{{ let __t = {t}; parser.parse_attribute_of_type(__t) }}")
                        }
                        None => "parser.parse_attribute()".to_string(),
                    };
                    let _ = writeln!(out, "{ind}prop{i} = Some({});", tried(&call));
                }
            }
            Element::PropDict => {
                // What the dictionary may set: the properties (and the
                // attributes a dialect keeps as properties) the format does
                // not parse elsewhere, as upstream's generated
                // `setPropertiesFromParsedAttr` reads them; other entries
                // are dropped.
                let op = self.op;
                let props = (0..op.properties.len())
                    .filter(|i| !self.f.used_properties.contains(i))
                    .map(|i| lit(&op.properties[i].name));
                let attrs = (0..op.attributes.len())
                    .filter(|&i| {
                        op.dialect.use_properties_for_attributes
                            && !op.attributes[i].attr.is_derived
                            && !self.f.used_attributes.contains(&i)
                    })
                    .map(|i| lit(&op.attributes[i].name));
                let known: Vec<String> = props.chain(attrs).collect();
                let _ = writeln!(
                    out,
                    "{ind}prop_entries.extend(::ir::asm_support::parse_optional_prop_dict(parser, &[{}])?);",
                    known.join(", ")
                );
            }
            Element::AttrDict { with_keyword } => {
                let f = if *with_keyword {
                    "parse_optional_attr_dict_with_keyword"
                } else {
                    "parse_optional_attr_dict"
                };
                if self.op.dialect.use_properties_for_attributes
                    && self.op.num_native_attributes > 0
                {
                    // Upstream's `verifyInherentAttrs` of the dictionary,
                    // at its start: the op emitter names the function.
                    let _ = writeln!(out, "{ind}parser.peek_byte();");
                    let _ = writeln!(out, "{ind}let attr_dict_at = parser.offset();");
                    let _ = writeln!(out, "{ind}extra_attrs.extend(parser.{f}()?);");
                    let _ = writeln!(
                        out,
                        "{ind}{}(parser, attr_dict_at, &extra_attrs)?;",
                        super::INHERENT_ATTR_CHECK
                    );
                } else {
                    let _ = writeln!(out, "{ind}extra_attrs.extend(parser.{f}()?);");
                }
            }
            Element::Region(i) => {
                let iso = self.isolated();
                if self.op.regions[*i].is_variadic {
                    let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ region{i}.push(r); while parser.parse_optional_punct(\",\") {{ region{i}.push(parser.parse_region(&[], {iso})?); }} }}");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}region{i}.push({});",
                        tried(&format!("parser.parse_region(&[], {iso})"))
                    );
                }
                self.complete_regions(out, &format!("region{i}"), &ind);
            }
            Element::Regions => {
                let iso = self.isolated();
                let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ all_regions.push(r); while parser.parse_optional_punct(\",\") {{ all_regions.push(parser.parse_region(&[], {iso})?); }} }}");
                self.complete_regions(out, "all_regions", &ind);
            }
            Element::Successor(i) => {
                if self.op.successors[*i].is_variadic {
                    let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}successor{i}.push({});",
                        tried("parser.parse_successor()")
                    );
                }
            }
            Element::Successors => {
                let _ = writeln!(out, "{ind}all_successors.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
            }
            Element::Type { arg, qualified } => self.parse_type_arg(out, arg, *qualified, &ind)?,
            Element::FunctionalType { inputs, results } => {
                // A function type (upstream's `parseType<FunctionType>`: any
                // type, then its kind checked where it starts).
                let _ = writeln!(out, "{ind}let functional_at = parser.offset();");
                let _ = writeln!(out, "{ind}let functional = parser.parse_type()?;");
                let _ = writeln!(out, "{ind}let (ins, outs) = {{ let ctx = parser.ctx(); match (ctx.function_inputs(functional), ctx.function_results(functional)) {{ (Some(i), Some(o)) => (i.to_vec(), o.to_vec()), _ => return Err(parser.error_at(functional_at, \"invalid kind of type specified\")) }} }};");
                let _ = writeln!(out, "{ind}{} = ins;", self.type_target(inputs)?);
                let _ = writeln!(out, "{ind}{} = outs;", self.type_target(results)?);
            }
            Element::Optional(g) => {
                let Some(first) = g.then_elements.get(g.then_parse_start) else {
                    return unsupported("empty optional group");
                };
                let cond = match first {
                    Element::Literal(l) if is_keyword(l) => {
                        format!("parser.parse_optional_keyword({})", lit(l))
                    }
                    Element::Literal(l) => format!("parser.parse_optional_punct({})", lit(l)),
                    Element::Operand(i) => {
                        let o = &self.op.operands[*i];
                        let _ = writeln!(out, "{ind}let first = parser.parse_optional_operand()?;");
                        if o.is_variadic() {
                            let _ = writeln!(out, "{ind}if let Some(u) = first {{ operand{i}.push(u); while parser.parse_optional_punct(\",\") {{ operand{i}.push(parser.parse_operand()?); }} }}");
                        } else {
                            let _ = writeln!(
                                out,
                                "{ind}if let Some(u) = first {{ operand{i}.push(u); }}"
                            );
                        }
                        format!("!operand{i}.is_empty()")
                    }
                    Element::Operands => {
                        let _ = writeln!(out, "{ind}all_operands_at = parser.offset();");
                        let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ all_operands.push(u); while parser.parse_optional_punct(\",\") {{ all_operands.push(parser.parse_operand()?); }} }}");
                        "!all_operands.is_empty()".to_string()
                    }
                    Element::Region(i) => {
                        let iso = self.isolated();
                        let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ region{i}.push(r); }}");
                        if self.op.regions[*i].is_variadic {
                            let _ = writeln!(out, "{ind}if !region{i}.is_empty() {{ while parser.parse_optional_punct(\",\") {{ region{i}.push(parser.parse_region(&[], {iso})?); }} }}");
                        }
                        self.complete_regions(out, &format!("region{i}"), &ind);
                        format!("!region{i}.is_empty()")
                    }
                    Element::Successor(i) => {
                        if self.op.successors[*i].is_variadic {
                            let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
                        } else {
                            let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor(parser)?);");
                        }
                        format!("!successor{i}.is_empty()")
                    }
                    Element::Attribute { index, .. } => {
                        let _ = writeln!(
                            out,
                            "{ind}attr{index} = {};",
                            self.parse_optional_attr_expr(*index)?
                        );
                        format!("attr{index}.is_some()")
                    }
                    Element::Property(i) => {
                        let _ = writeln!(
                            out,
                            "{ind}prop{i} = {};",
                            parse_optional_prop_expr(&self.op.properties[*i])
                        );
                        format!("prop{i}.is_some()")
                    }
                    _ => return unsupported("optional group starting with a directive"),
                };
                let _ = writeln!(out, "{ind}if {cond} {{");
                for e in &g.then_elements[g.then_parse_start + 1..] {
                    self.parse_element(out, e, depth + 1)?;
                }
                for e in &g.then_elements {
                    self.set_unit_attrs(out, e, depth + 1);
                }
                let _ = writeln!(out, "{ind}}} else {{");
                for e in &g.else_elements {
                    self.parse_element(out, e, depth + 1)?;
                }
                for e in &g.else_elements {
                    self.set_unit_attrs(out, e, depth + 1);
                }
                let _ = writeln!(out, "{ind}}}");
            }
            Element::OIList(clauses) => {
                let _ = writeln!(out, "{ind}let mut seen = [false; {}];", clauses.len());
                let _ = writeln!(out, "{ind}loop {{");
                for (k, c) in clauses.iter().enumerate() {
                    let cond = if is_keyword(&c.keyword) {
                        format!("parser.parse_optional_keyword({})", lit(&c.keyword))
                    } else {
                        format!("parser.parse_optional_punct({})", lit(&c.keyword))
                    };
                    let _ = writeln!(out, "{ind}    if {cond} {{");
                    let _ = writeln!(
                        out,
                        "{ind}        if seen[{k}] {{ let at = parser.name_offset(); return Err(parser.error_at(at, {})); }}",
                        lit(&format!(
                            "`{}` clause can appear at most once in the expansion of the oilist directive",
                            c.keyword
                        ))
                    );
                    let _ = writeln!(out, "{ind}        seen[{k}] = true;");
                    for e in &c.elements {
                        // Unit attributes are set by the clause's presence.
                        self.parse_element(out, e, depth + 2)?;
                        self.set_unit_attrs(out, e, depth + 2);
                    }
                    let _ = writeln!(out, "{ind}        continue;");
                    let _ = writeln!(out, "{ind}    }}");
                }
                let _ = writeln!(out, "{ind}    break;");
                let _ = writeln!(out, "{ind}}}");
            }
            Element::Custom { name, args } => {
                let mut params = Vec::new();
                for a in args {
                    params.push(match a {
                        Element::Ref(inner) => format!("&{}", self.custom_parse_target(inner)?),
                        Element::Str(v) => lit(v),
                        other => format!("&mut {}", self.custom_parse_target(other)?),
                    });
                }
                let _ = writeln!(
                    out,
                    "{ind}parse_{}(parser{}{})?;",
                    heck::ToSnakeCase::to_snake_case(name.as_str()),
                    if params.is_empty() { "" } else { ", " },
                    params.join(", ")
                );
                // `VariadicOfVariadic` groups the directive filled: flattened,
                // their sizes kept for the segment attribute.
                for a in args {
                    match a {
                        Element::Operand(i) if self.op.operands[*i].is_variadic_of_variadic() => {
                            let _ = writeln!(out, "{ind}for g in &operand{i}_groups {{ operand{i}.extend(g.iter().cloned()); operand{i}_sizes.push(g.len()); }}");
                        }
                        Element::Type { arg, .. } => {
                            if let Element::Operand(i) = &**arg {
                                if self.op.operands[*i].is_variadic_of_variadic() {
                                    let _ = writeln!(out, "{ind}for g in &operand{i}_type_groups {{ operand{i}_types.extend(g.iter().copied()); }}");
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => return unsupported("directive"),
        }
        Ok(())
    }

    /// After regions are parsed into the list `list`: the implicit
    /// terminator of a `SingleBlockImplicitTerminator` op, or the block of
    /// a `SingleBlock` one, added where missing (upstream's
    /// `ensureTerminator`, `emplaceBlock`).
    fn complete_regions(&self, out: &mut String, list: &str, ind: &str) {
        if self.op.implicit_terminator().is_some() {
            let _ = writeln!(
                out,
                "{ind}for r in {list}.iter().copied() {{ {}::ensure_terminator(parser.ctx(), r, state.location); }}",
                self.op.class_name
            );
        } else if self.op.has_trait("SingleBlock") {
            let _ = writeln!(
                out,
                "{ind}for r in {list}.iter().copied() {{ ::ir::asm_support::ensure_single_block(parser.ctx(), r); }}"
            );
        }
    }

    fn set_unit_attrs(&self, out: &mut String, e: &Element, depth: usize) {
        if let Element::Property(i) = e {
            if is_unit_prop(&self.op.properties[*i]) {
                let _ = writeln!(
                    out,
                    "{}prop{i} = Some(parser.ctx().bool_attr(true));",
                    "    ".repeat(depth)
                );
            }
        }
        if let Element::Attribute { index, .. } = e {
            if is_unit(&self.op.attributes[*index]) {
                let _ = writeln!(
                    out,
                    "{}attr{index} = Some(parser.ctx().unit_attr());",
                    "    ".repeat(depth)
                );
            }
        }
    }

    fn type_target(&self, arg: &Element) -> Result<String, Unsupported> {
        Ok(match arg {
            Element::Operand(i) => format!("operand{i}_types"),
            Element::Result(i) => format!("result{i}_types"),
            Element::Operands => "all_operand_types".into(),
            Element::Results => "all_result_types".into(),
            _ => return unsupported("type argument"),
        })
    }

    fn parse_type_arg(
        &self,
        out: &mut String,
        arg: &Element,
        qualified: bool,
        ind: &str,
    ) -> Result<(), Unsupported> {
        let (target, var_len, optional) = match arg {
            Element::Operand(i) => {
                let o = &self.op.operands[*i];
                (
                    format!("operand{i}_types"),
                    o.is_variable_length(),
                    o.is_optional(),
                )
            }
            Element::Result(i) => {
                let r = &self.op.results[*i];
                (
                    format!("result{i}_types"),
                    r.is_variable_length(),
                    r.is_optional(),
                )
            }
            Element::Operands => ("all_operand_types".to_string(), true, false),
            Element::Results => ("all_result_types".to_string(), true, false),
            _ => return unsupported("type argument"),
        };
        let vov =
            matches!(arg, Element::Operand(i) if self.op.operands[*i].is_variadic_of_variadic());
        if vov {
            // `(t1, t2), (t3)`: parenthesized groups.
            let _ = writeln!(out, "{ind}loop {{ if !parser.parse_optional_punct(\"(\") {{ break; }} if !parser.parse_optional_punct(\")\") {{ {target}.extend(parser.parse_type_list()?); parser.parse_punct(\")\")?; }} if !parser.parse_optional_punct(\",\") {{ break; }} }}");
        } else if optional {
            let _ = writeln!(
                out,
                "{ind}{target}.extend(::ir::asm_support::parse_optional_type(parser)?);"
            );
        } else if var_len {
            let _ = writeln!(
                out,
                "{ind}{target}.extend(::ir::asm_support::parse_optional_type_list(parser)?);"
            );
        } else {
            let class = match arg {
                Element::Operand(i) => self.f.operand_type_classes.get(*i).cloned().flatten(),
                Element::Result(i) => self.f.result_type_classes.get(*i).cloned().flatten(),
                _ => None,
            };
            match class.filter(|_| !qualified) {
                // A dialect type without its prefix (or with it).
                Some(class) => {
                    let _ = writeln!(
                        out,
                        "{ind}{target}.push(<{class} as ::ir::TypeHandle>::to_type(<{class} as ::ir::asm_support::FieldParser>::parse_field(parser)?));"
                    );
                }
                None => {
                    let kind = match arg {
                        Element::Operand(i) => self.f.operand_type_kinds.get(*i),
                        Element::Result(i) => self.f.result_type_kinds.get(*i),
                        _ => None,
                    };
                    let parse = match kind.cloned().flatten().as_deref().and_then(type_class) {
                        // (A qualified type is read as any type upstream.)
                        Some(class) if !qualified => format!(
                            "::ir::asm_support::parse_type_of_kind(parser, state.name, ::ir::asm_support::TypeClass::{class})?"
                        ),
                        _ => tried("parser.parse_type()"),
                    };
                    let _ = writeln!(out, "{ind}{target}.push({parse});");
                }
            }
        }
        Ok(())
    }

    /// Which operand groups the parser keeps inline (`asm_support::Single`,
    /// no allocation per op) instead of in a `Vec`: single operands parsed
    /// directly at the top level that no `custom` directive receives.
    pub(super) fn single_operands(&self) -> Vec<bool> {
        let mut single = vec![false; self.op.operands.len()];
        for e in &self.f.elements {
            if let Element::Operand(i) = e {
                single[*i] = !self.op.operands[*i].is_variable_length();
            }
        }
        for_each_custom_arg(&self.f.elements, &mut |a| {
            if let Element::Operand(i) = a {
                single[*i] = false;
            }
        });
        single
    }

    /// Which result type lists the parser keeps inline (`asm_support::Single`):
    /// single results whose type is parsed by a top-level `type($r)` that no
    /// `custom` directive receives.
    pub(super) fn single_result_types(&self) -> Vec<bool> {
        let mut single = vec![false; self.op.results.len()];
        if self.f.all_result_types {
            return single;
        }
        for e in &self.f.elements {
            if let Element::Type { arg, .. } = e {
                if let Element::Result(i) = &**arg {
                    single[*i] = !self.op.results[*i].is_variable_length()
                        && self.f.result_types.get(*i) == Some(&TypeResolution::InFormat);
                }
            }
        }
        // A result typed by a resolver or a builder (not in the format).
        for (i, t) in self.f.result_types.iter().enumerate() {
            if matches!(
                t,
                TypeResolution::Resolver { .. } | TypeResolution::Builder(_)
            ) && !self.op.results[i].is_variable_length()
            {
                single[i] = true;
            }
        }
        for_each_custom_arg(&self.f.elements, &mut |a| {
            if let Element::Type { arg, .. } = a {
                if let Element::Result(i) = &**arg {
                    single[*i] = false;
                }
            }
        });
        single
    }

    /// The parser variable a `custom` directive argument binds.
    fn custom_parse_target(&self, a: &Element) -> Result<String, Unsupported> {
        Ok(match a {
            Element::Operand(i) if self.op.operands[*i].is_variadic_of_variadic() => {
                format!("operand{i}_groups")
            }
            Element::Operand(i) => format!("operand{i}"),
            Element::Operands => "all_operands".into(),
            Element::Type { arg, .. } => match &**arg {
                Element::Operand(i) if self.op.operands[*i].is_variadic_of_variadic() => {
                    format!("operand{i}_type_groups")
                }
                _ => self.type_target(arg)?,
            },
            Element::Attribute { index, .. } => format!("attr{index}"),
            Element::Property(i) => format!("prop{i}"),
            Element::Region(i) => format!("region{i}"),
            Element::Regions => "all_regions".into(),
            Element::Successor(i) => format!("successor{i}"),
            Element::Successors => "all_successors".into(),
            Element::AttrDict { .. } => "extra_attrs".into(),
            Element::PropDict => "prop_entries".into(),
            _ => return unsupported("custom directive parameter"),
        })
    }

    /// An expression parsing attribute `i` (typeless when its value type
    /// is buildable).
    fn parse_attr_expr(&self, i: usize) -> Result<String, Unsupported> {
        if self.f.attr_symbol_names.get(i) == Some(&true) {
            return Ok(
                "{ let __n = parser.parse_symbol_name()?; parser.ctx().string_attr(&__n) }".into(),
            );
        }
        if let Some(element) = self.f.attr_dense_arrays.get(i).cloned().flatten() {
            return Ok(format!(
                "{{ let __t = {}; ::ir::asm_support::parse_dense_array_body(parser, __t)? }}",
                dense_array_element(&element)?
            ));
        }
        let typed = self.f.attr_value_types.get(i).is_some_and(|t| t.is_some());
        if let (Some(class), false) = (self.f.attr_classes.get(i).cloned().flatten(), typed) {
            // A dialect attribute without its prefix (or with it).
            return Ok(format!(
                "<{class} as ::ir::AttrHandle>::to_attr(<{class} as ::ir::asm_support::FieldParser>::parse_field(parser)?)"
            ));
        }
        let kind = self.f.attr_kinds.get(i).cloned().flatten();
        let class = kind.as_deref().and_then(attr_class);
        Ok(match (self.f.attr_value_types.get(i).cloned().flatten(), class) {
            (Some(b), Some(class)) => format!(
                "{{ let __t: ::ir::Type = {}; ::ir::asm_support::parse_attribute_of_kind(parser, state.name, ::ir::asm_support::AttrClass::{class}, ::core::option::Option::Some(__t))? }}",
                builder_expr(&b)?,
            ),
            (Some(b), None) => format!(
                "{{ let __t: ::ir::Type = {}; {} }}",
                builder_expr(&b)?,
                tried("parser.parse_attribute_of_type(__t)")
            ),
            (None, Some(class)) => format!(
                "::ir::asm_support::parse_attribute_of_kind(parser, state.name, ::ir::asm_support::AttrClass::{class}, ::core::option::Option::None)?"
            ),
            (None, None) => tried("parser.parse_attribute()"),
        })
    }

    /// For an enum attribute (upstream's `genEnumAttrParser`): an
    /// `Option<Attribute>` expression reading its case, `None` when absent
    /// and `optional`.
    fn enum_attr_expr(&self, i: usize, optional: bool) -> Result<Option<String>, Unsupported> {
        let Some(e) = self.f.attr_enums.get(i).cloned().flatten() else {
            return Ok(None);
        };
        let list = |v: &[String]| v.iter().map(|c| lit(c)).collect::<Vec<_>>().join(", ");
        let build = builder_expr(&e.const_builder.replace("$0", "__case"))?;
        Ok(Some(format!(
            "::ir::asm_support::parse_enum_case::<{}>(parser, {}, &[{}], &[{}], {optional})?.map(|__case| {build})",
            e.rust_type,
            lit(&self.op.attributes[i].name),
            list(&e.keywords),
            list(&e.cases),
        )))
    }

    /// An `Option<Attribute>` expression parsing attribute `i` if present.
    fn parse_optional_attr_expr(&self, i: usize) -> Result<String, Unsupported> {
        if let Some(e) = self.enum_attr_expr(i, true)? {
            return Ok(e);
        }
        if self.f.attr_symbol_names.get(i) == Some(&true) {
            return Ok("if parser.peek_byte() == Some(b'@') { let __n = parser.parse_symbol_name()?; Some(parser.ctx().string_attr(&__n)) } else { None }".into());
        }
        if let Some(tok) = self.f.attr_optional_tokens.get(i).copied().flatten() {
            return Ok(format!(
                "if parser.peek_byte() == Some(b{:?}) {{ Some({}) }} else {{ None }}",
                tok,
                self.parse_attr_expr(i)?
            ));
        }
        Ok(match self.f.attr_value_types.get(i).cloned().flatten() {
            Some(b) => format!(
                "{{ let __t: ::ir::Type = {}; ::ir::asm_support::parse_optional_attribute_of_type(parser, __t)? }}",
                builder_expr(&b)?
            ),
            None => "::ir::asm_support::parse_optional_attribute(parser)?".to_string(),
        })
    }

    /// Whether a region of the format is parsed in a name scope of its own.
    /// Never: MLIR 19's `CustomOpAsmParser::parseRegion` isolates names only
    /// for `enableNameShadowing`, which generated parsers do not pass, even
    /// for an `IsolatedFromAbove` op (its verifier reports a use from
    /// outside, after the ops nested in it are verified).
    fn isolated(&self) -> bool {
        false
    }
}

/// The expression building a dense array's element type from its name
/// (`i64`, `i1`, `f32`, `f64`).
fn dense_array_element(name: &str) -> Result<String, Unsupported> {
    match name {
        "f32" => Ok("parser.ctx().f32()".into()),
        "f64" => Ok("parser.ctx().f64()".into()),
        _ => match name.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
            Some(w) => Ok(format!("parser.ctx().integer_type({w})")),
            None => unsupported("a dense array of this element type"),
        },
    }
}

/// An upstream class name (`StringAttr`, as the `td` library records it,
/// or `::mlir::StringAttr`) without the namespace.
fn mlir_class(cpp: &str) -> &str {
    let cpp = cpp.trim();
    cpp.strip_prefix("::mlir::").unwrap_or(cpp)
}

/// The runtime's `AttrClass` variant checking upstream's attribute storage
/// class `cpp` (`StringAttr`), if it is a builtin one.
fn attr_class(cpp: &str) -> Option<&'static str> {
    Some(match mlir_class(cpp) {
        "BoolAttr" => "Bool",
        "IntegerAttr" => "Integer",
        "FloatAttr" => "Float",
        "StringAttr" => "String",
        "TypeAttr" => "Type",
        "UnitAttr" => "Unit",
        "ArrayAttr" => "Array",
        "DictionaryAttr" => "Dictionary",
        "SymbolRefAttr" => "SymbolRef",
        "FlatSymbolRefAttr" => "FlatSymbolRef",
        "AffineMapAttr" => "AffineMap",
        "IntegerSetAttr" => "IntegerSet",
        "ElementsAttr" => "Elements",
        "DenseElementsAttr" => "DenseElements",
        "DenseIntElementsAttr" => "DenseIntElements",
        "DenseFPElementsAttr" => "DenseFPElements",
        "LocationAttr" => "Location",
        "DenseBoolArrayAttr" => "DenseBoolArray",
        "DenseI8ArrayAttr" => "DenseI8Array",
        "DenseI16ArrayAttr" => "DenseI16Array",
        "DenseI32ArrayAttr" => "DenseI32Array",
        "DenseI64ArrayAttr" => "DenseI64Array",
        "DenseF32ArrayAttr" => "DenseF32Array",
        "DenseF64ArrayAttr" => "DenseF64Array",
        _ => return None,
    })
}

/// The `::ir::PropertyKind` expression of an inherent attribute of the
/// attribute (constraint) def `def` kept as a property: what upstream's
/// storage class of its field accepts. A dialect attribute (an `AttrDef`,
/// found through the wrappers' `baseAttr`) by its handle's `classof`, a
/// builtin class by the library's `mlirStorageType`; `None` for any
/// attribute.
pub(crate) fn property_kind(
    kp: &crate::tablegen::RecordKeeper,
    def: crate::tablegen::RecId,
) -> Option<String> {
    let mut at = Some(def);
    while let Some(r) = at {
        if let Some(class) = crate::format::dialect_class(kp, r, "AttrDef") {
            return Some(format!(
                "::ir::PropertyKind::Dialect(<{class} as ::ir::AttrHandle>::classof)"
            ));
        }
        let rec = kp.record(r);
        at = match rec.field("baseAttr") {
            Some(_) => rec
                .get_optional_def("baseAttr")
                .ok()
                .flatten()
                .map(|b| b.id),
            None => None,
        };
    }
    let class = attr_class(&crate::format::string_field(kp, def, "mlirStorageType")?)?;
    Some(format!(
        "::ir::PropertyKind::Class(::ir::asm_support::AttrClass::{class})"
    ))
}

/// The runtime's `TypeClass` variant checking upstream's type class `cpp`
/// (`RankedTensorType`), if it is a builtin one.
fn type_class(cpp: &str) -> Option<&'static str> {
    Some(match mlir_class(cpp) {
        "IntegerType" => "Integer",
        "IndexType" => "Index",
        "FloatType" => "Float",
        "NoneType" => "None",
        "ComplexType" => "Complex",
        "FunctionType" => "Function",
        "TupleType" => "Tuple",
        "ShapedType" => "Shaped",
        "TensorType" => "Tensor",
        "RankedTensorType" => "RankedTensor",
        "UnrankedTensorType" => "UnrankedTensor",
        "BaseMemRefType" => "BaseMemRef",
        "MemRefType" => "MemRef",
        "UnrankedMemRefType" => "UnrankedMemRef",
        "VectorType" => "Vector",
        _ => return None,
    })
}
