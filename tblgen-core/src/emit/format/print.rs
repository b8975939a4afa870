//! The generated printer of a format: the function and the code for each
//! element, spacing as upstream's printer.

use super::{
    equals_default, equals_default_value, is_keyword, is_unit, is_unit_prop, lit, operand_segments,
    prop_value_type, result_segments, unsupported, Gen, Spacing, TypeSource, Unsupported,
};
use crate::format::Element;
use std::fmt::Write;

impl<'a> Gen<'a> {
    /// The Rust expression of the op's attribute `index` as stored: by its
    /// slot among the op's properties when it is one (as the op's generated
    /// accessors, `::ir::Context::property_attr`), by name otherwise.
    fn attr_get(&self, index: usize) -> String {
        let op = self.op;
        match crate::emit::rust::property_slot(op, index) {
            Some(slot) => format!(
                "printer.ctx().property_attr(op, &{}, {slot})",
                crate::emit::rust::property_names_static(&op.class_name)
            ),
            None => format!(
                "printer.ctx().attr(op, {})",
                lit(&op.attributes[index].name)
            ),
        }
    }

    pub(super) fn printer(&self, out: &mut String, fn_name: &str) -> Result<(), Unsupported> {
        let start = out.len();
        self.printer_fn(out, fn_name)?;
        let merged = merge_literal_writes(&out[start..]);
        out.truncate(start);
        out.push_str(&merged);
        Ok(())
    }

    fn printer_fn(&self, out: &mut String, fn_name: &str) -> Result<(), Unsupported> {
        let op = self.op;
        let _ = writeln!(
            out,
            "/// Prints the custom form of `{}` (from its `assemblyFormat`).",
            self.name
        );
        let _ = writeln!(out, "#[allow(clippy::all, unused_mut, unused_variables)]");
        let _ = writeln!(
            out,
            "pub fn {fn_name}(printer: &mut ::ir::CustomPrinter<'_, '_>, op: ::ir::OpId) {{"
        );
        // Lists lent by the printer and handed back at the end: no allocation
        // per printed op.
        let _ = writeln!(out, "    let operands = printer.operand_buffer(op);");
        let _ = writeln!(
            out,
            "    let result_types = printer.result_type_buffer(op);"
        );
        let _ = writeln!(out, "    let _ = (&operands, &result_types);");
        if operand_segments(op) {
            let _ = writeln!(out, "    let sizes = ::ir::asm_support::read_segment_sizes(printer.ctx(), op, \"operandSegmentSizes\");");
            for i in 0..op.operands.len() {
                let _ = writeln!(
                    out,
                    "    let operand{i} = ::ir::asm_support::segment(&operands, &sizes, {i});"
                );
            }
        } else {
            let groups: Vec<bool> = op.operands.iter().map(|g| g.is_variable_length()).collect();
            self.group_ranges(out, "operand", "operands", &groups);
        }
        // `VariadicOfVariadic` groups, split by their segment attribute.
        for (i, o) in op.operands.iter().enumerate() {
            if let Some(seg) = o.constraint.variadic_of_variadic_segments.as_deref() {
                let _ = writeln!(out, "    let operand{i}_groups: ::std::vec::Vec<&[::ir::Value]> = {{ let gs = ::ir::asm_support::read_segment_sizes(printer.ctx(), op, {}); let mut at = 0usize; gs.iter().map(|&n| {{ let g = &operand{i}[at.min(operand{i}.len())..(at + n).min(operand{i}.len())]; at += n; g }}).collect() }};", lit(seg));
            }
        }
        if result_segments(op) {
            let _ = writeln!(out, "    let rsizes = ::ir::asm_support::read_segment_sizes(printer.ctx(), op, \"resultSegmentSizes\");");
            for i in 0..op.results.len() {
                let _ = writeln!(
                    out,
                    "    let result{i} = ::ir::asm_support::segment(&result_types, &rsizes, {i});"
                );
            }
        } else {
            let groups: Vec<bool> = op.results.iter().map(|g| g.is_variable_length()).collect();
            self.group_ranges(out, "result", "result_types", &groups);
        }
        if !op.successors.is_empty() {
            let _ = writeln!(
                out,
                "    let successors = printer.ctx().successors(op).to_vec();"
            );
            let groups: Vec<bool> = op.successors.iter().map(|g| g.is_variadic).collect();
            self.group_ranges(out, "successor", "successors", &groups);
        }
        let mut st = Spacing {
            emit_space: true,
            last_punct: false,
        };
        for e in &self.f.elements {
            self.print_element(out, e, 1, &mut st)?;
        }
        let _ = writeln!(out, "    printer.recycle(operands, result_types);");
        let _ = writeln!(out, "}}");
        Ok(())
    }

    fn group_ranges(&self, out: &mut String, prefix: &str, all: &str, var_len: &[bool]) {
        let fixed = var_len.iter().filter(|v| !**v).count();
        let nvar = var_len.iter().filter(|v| **v).count().max(1);
        let _ = writeln!(
            out,
            "    let var_len = {all}.len().saturating_sub({fixed}) / {nvar};"
        );
        let _ = writeln!(out, "    let _ = var_len;");
        let mut pos = "0".to_string();
        for (i, v) in var_len.iter().enumerate() {
            let len = if *v { "var_len" } else { "1" };
            let _ = writeln!(out, "    let {prefix}{i} = &{all}[({pos}).min({all}.len())..({pos} + {len}).min({all}.len())];");
            let _ = writeln!(out, "    let _ = {prefix}{i};");
            pos = format!("{pos} + {len}");
        }
    }

    fn space(&self, out: &mut String, ind: &str, st: &mut Spacing) {
        // Printed even before an empty variable-length element, as
        // upstream does (`tensor.from_elements  : tensor<0xindex>`).
        if st.emit_space {
            let _ = writeln!(out, "{ind}printer.write_str(\" \");");
        }
        st.emit_space = true;
        st.last_punct = false;
    }

    fn print_element(
        &self,
        out: &mut String,
        e: &Element,
        depth: usize,
        st: &mut Spacing,
    ) -> Result<(), Unsupported> {
        let ind = "    ".repeat(depth);
        let op = self.op;
        match e {
            Element::Literal(l) => {
                if st.emit_space && crate::format::lex::should_emit_space_before(l, st.last_punct) {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
                let _ = writeln!(out, "{ind}printer.write_str({});", lit(l));
                st.emit_space = !(l.len() == 1 && "<({[".contains(l.as_str()));
                st.last_punct = !is_keyword(l);
            }
            Element::Whitespace(w) => {
                if w == "\\n" {
                    let _ = writeln!(out, "{ind}printer.print_newline();");
                } else if w == " " {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
                st.emit_space = false;
            }
            Element::Operand(i) if op.operands[*i].is_variadic_of_variadic() => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}for (k, g) in operand{i}_groups.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.write_str(\"(\"); printer.print_operands(g); printer.write_str(\")\"); }}");
            }
            Element::Operand(i) => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}printer.print_operands(operand{i});");
            }
            Element::Operands => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}printer.print_operands(&operands);");
            }
            Element::Attribute { index, qualified } => {
                let qualified = *qualified;
                let a = &op.attributes[*index];
                if is_unit(a) {
                    // Presence is printed by the enclosing group.
                    return Ok(());
                }
                self.space(out, &ind, st);
                let typed = self
                    .f
                    .attr_value_types
                    .get(*index)
                    .is_some_and(|t| t.is_some());
                if let Some(e) = self.f.attr_enums.get(*index).cloned().flatten() {
                    // The case's spelling (upstream's `genEnumAttrPrinter`).
                    let bare = match &e.bare {
                        None => "true".to_string(),
                        Some(b) if b.is_empty() => "false".to_string(),
                        Some(b) => format!(
                            "matches!(__s.as_str(), {})",
                            b.iter().map(|c| lit(c)).collect::<Vec<_>>().join(" | ")
                        ),
                    };
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(a) = {} {{ match printer.ctx().attr_as_int(a).and_then(|v| <{} as ::core::convert::TryFrom<{u}>>::try_from(v as {u}).ok()) {{ Some(v) => {{ let __s = ::std::string::ToString::to_string(&v); ::ir::asm_support::print_enum_case(printer, &__s, {bare}); }} None => printer.print_attribute(a) }} }}",
                        self.attr_get(*index),
                        e.rust_type,
                        u = e.underlying,
                    );
                    return Ok(());
                }
                if self.f.attr_symbol_names.get(*index) == Some(&true) {
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(a) = {} {{ match printer.ctx().attr_as_str(a) {{ Some(n) => printer.print_symbol_name(n), None => printer.print_attribute(a) }} }}",
                        self.attr_get(*index)
                    );
                    return Ok(());
                }
                if self
                    .f
                    .attr_dense_arrays
                    .get(*index)
                    .is_some_and(|d| d.is_some())
                    && !qualified
                {
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(a) = {} {{ printer.print_dense_array_body(a); }}",
                        self.attr_get(*index)
                    );
                    return Ok(());
                }
                let class = self.f.attr_classes.get(*index).cloned().flatten();
                if let (Some(class), false, false) = (class, typed, qualified) {
                    // A dialect attribute prints without its prefix.
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(a) = {} {{ match a.dyn_cast::<{class}>(printer.ctx()) {{ Some(v) => ::ir::asm_support::FieldPrinter::print_field(&v, printer), None => printer.print_attribute(a) }} }}",
                        self.attr_get(*index)
                    );
                    return Ok(());
                }
                let f = if typed {
                    "print_attribute_without_type"
                } else {
                    "print_attribute"
                };
                let _ = writeln!(
                    out,
                    "{ind}if let Some(a) = {} {{ printer.{f}(a); }}",
                    self.attr_get(*index)
                );
            }
            Element::Property(i) => {
                let p = &op.properties[*i];
                if is_unit_prop(p) {
                    // Presence is printed by the enclosing group.
                    return Ok(());
                }
                self.space(out, &ind, st);
                let f = if prop_value_type(p).is_some() {
                    "print_attribute_without_type"
                } else {
                    "print_attribute"
                };
                let _ = writeln!(
                    out,
                    "{ind}if let Some(a) = printer.ctx().prop(op, {}) {{ printer.{f}(a); }}",
                    lit(&p.name)
                );
            }
            Element::PropDict => {
                let mut elided: Vec<String> = self
                    .f
                    .used_attributes
                    .iter()
                    .map(|&i| lit(&op.attributes[i].name))
                    .chain(
                        self.f
                            .used_properties
                            .iter()
                            .map(|&i| lit(&op.properties[i].name)),
                    )
                    .collect();
                if operand_segments(op) {
                    elided.push(lit("operandSegmentSizes"));
                }
                if result_segments(op) {
                    elided.push(lit("resultSegmentSizes"));
                }
                elided.extend(self.variadic_of_variadic_segments());
                let _ = writeln!(
                    out,
                    "{ind}::ir::asm_support::print_prop_dict(printer, op, &[{}]);",
                    elided.join(", ")
                );
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::AttrDict { with_keyword } => {
                let mut elided: Vec<String> = self
                    .f
                    .used_attributes
                    .iter()
                    .map(|&i| lit(&op.attributes[i].name))
                    .collect();
                if operand_segments(op) {
                    elided.push(lit("operandSegmentSizes"));
                }
                if result_segments(op) {
                    elided.push(lit("resultSegmentSizes"));
                }
                elided.extend(self.variadic_of_variadic_segments());
                elided.sort();
                elided.dedup();
                let f = if *with_keyword {
                    "print_optional_attr_dict_with_keyword"
                } else {
                    "print_optional_attr_dict"
                };
                // `DefaultValuedAttr`s equal to their default are elided too;
                // without any, the list is a constant (no allocation per op).
                let defaults: Vec<(String, String)> = op
                    .attributes
                    .iter()
                    .enumerate()
                    .filter(|(i, a)| !self.f.used_attributes.contains(i) && !a.attr.is_derived)
                    .filter_map(|(_, a)| Some((lit(&a.name), equals_default_value(a)?)))
                    .collect();
                if defaults.is_empty() {
                    let _ = writeln!(out, "{ind}printer.{f}(op, &[{}]);", elided.join(", "));
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}let mut elided: ::std::vec::Vec<&str> = ::std::vec![{}];",
                        elided.join(", ")
                    );
                    for (name, is_default) in &defaults {
                        let _ = writeln!(
                            out,
                            "{ind}if let Some(a) = printer.ctx().attr(op, {name}) {{ let ctx = printer.ctx(); let _ = ctx; if {is_default} {{ elided.push({name}); }} }}"
                        );
                    }
                    let _ = writeln!(out, "{ind}printer.{f}(op, &elided);");
                }
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::Region(i) => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let rs = printer.ctx().op_regions(op).to_vec(); let mut first = true; for r in rs.iter().skip({i}).take({}) {{ if !first {{ printer.write_str(\", \"); }} first = false; {} }} }}",
                    if op.regions[*i].is_variadic { "usize::MAX".to_string() } else { "1".into() },
                    self.region_print());
            }
            Element::Regions => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let rs = printer.ctx().op_regions(op).to_vec(); for (k, r) in rs.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} {} }} }}", self.region_print());
            }
            Element::Successor(i) => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}for (k, b) in successor{i}.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_successor(*b); }}");
            }
            Element::Successors => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let bs = printer.ctx().successors(op).to_vec(); for (k, b) in bs.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_successor(*b); }} }}");
            }
            Element::Type { arg, qualified } => {
                // One dialect type prints without its prefix.
                let class = match &**arg {
                    Element::Operand(i) => self.f.operand_type_classes.get(*i).map(|c| {
                        (
                            c,
                            format!("operand{i}.first().map(|v| printer.ctx().value_type(*v))"),
                        )
                    }),
                    Element::Result(i) => self
                        .f
                        .result_type_classes
                        .get(*i)
                        .map(|c| (c, format!("result{i}.first().copied()"))),
                    _ => None,
                };
                if let (Some((Some(class), t)), false) = (class, *qualified) {
                    self.space(out, &ind, st);
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(t) = {t} {{ match t.dyn_cast::<{class}>(printer.ctx()) {{ Some(v) => ::ir::asm_support::FieldPrinter::print_field(&v, printer), None => printer.print_type(t) }} }}"
                    );
                    return Ok(());
                }
                if let Element::Operand(i) = &**arg {
                    if op.operands[*i].is_variadic_of_variadic() {
                        self.space(out, &ind, st);
                        let _ = writeln!(out, "{ind}for (k, g) in operand{i}_groups.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.write_str(\"(\"); for (j, v) in g.iter().enumerate() {{ if j > 0 {{ printer.write_str(\", \"); }} let t = printer.ctx().value_type(*v); printer.print_type(t); }} printer.write_str(\")\"); }}");
                        return Ok(());
                    }
                }
                // Printed straight from the values or the result types: no list.
                let (list, of_values) = match &**arg {
                    Element::Operand(i) => (format!("operand{i}"), true),
                    Element::Result(i) => (format!("result{i}"), false),
                    Element::Operands => ("operands".to_string(), true),
                    Element::Results => ("result_types".to_string(), false),
                    _ => return unsupported("type argument"),
                };
                self.space(out, &ind, st);
                if of_values {
                    let _ = writeln!(out, "{ind}for (k, v) in {list}.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} let t = printer.ctx().value_type(*v); printer.print_type(t); }}");
                } else {
                    let _ = writeln!(out, "{ind}printer.print_types(&{list});");
                }
            }
            Element::FunctionalType { inputs, results } => {
                self.space(out, &ind, st);
                // Printed straight from the values or types: no list per op.
                let ins = self.type_source(inputs)?;
                let outs = self.type_source(results)?;
                let _ = writeln!(
                    out,
                    "{ind}printer.write_str(\"(\"); {} printer.write_str(\") -> \");",
                    ins.print_list()
                );
                // One result prints bare unless it is itself a function type.
                let _ = writeln!(
                    out,
                    "{ind}if {src}.len() == 1 && !printer.ctx().is_function({first}) {{ {single} }} else {{ printer.write_str(\"(\"); {list} printer.write_str(\")\"); }}",
                    src = outs.src,
                    first = outs.first(),
                    single = format_args!("let t = {}; printer.print_type(t);", outs.first()),
                    list = outs.print_list()
                );
            }
            Element::Optional(g) => {
                let cond = self.presence(&g.anchor)?;
                let cond = if g.inverted {
                    format!("!({cond})")
                } else {
                    cond
                };
                let saved = *st;
                let _ = writeln!(out, "{ind}if {cond} {{");
                for e in &g.then_elements {
                    self.print_element(out, e, depth + 1, st)?;
                }
                let after_then = *st;
                *st = saved;
                let _ = writeln!(out, "{ind}}} else {{");
                for e in &g.else_elements {
                    self.print_element(out, e, depth + 1, st)?;
                }
                let _ = writeln!(out, "{ind}}}");
                // Conservative: a space follows either branch.
                st.emit_space = after_then.emit_space || st.emit_space;
                st.last_punct = after_then.last_punct && st.last_punct;
            }
            Element::OIList(clauses) => {
                for c in clauses {
                    let mut vars = Vec::new();
                    for e in &c.elements {
                        crate::format::collect_vars(e, &mut vars);
                    }
                    let mut conds = Vec::new();
                    for v in vars {
                        match v {
                            Element::Attribute { .. }
                            | Element::Property(_)
                            | Element::Operand(_)
                            | Element::Successor(_)
                            | Element::Region(_) => conds.push(self.presence(v)?),
                            _ => {}
                        }
                    }
                    if conds.is_empty() {
                        return unsupported("oilist clause without a variable");
                    }
                    let _ = writeln!(out, "{ind}if {} {{", conds.join(" || "));
                    let mut inner = *st;
                    self.print_element(
                        out,
                        &Element::Literal(c.keyword.clone()),
                        depth + 1,
                        &mut inner,
                    )?;
                    for e in &c.elements {
                        self.print_element(out, e, depth + 1, &mut inner)?;
                    }
                    let _ = writeln!(out, "{ind}}}");
                }
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::Custom { name, args } => {
                self.space(out, &ind, st);
                let mut params = Vec::new();
                for a in args {
                    let a = match a {
                        Element::Ref(inner) => &**inner,
                        other => other,
                    };
                    params.push(self.custom_print_arg(a)?);
                }
                let _ = writeln!(
                    out,
                    "{ind}print_{}(printer, op{}{});",
                    heck::ToSnakeCase::to_snake_case(name.as_str()),
                    if params.is_empty() { "" } else { ", " },
                    params.join(", ")
                );
            }
            _ => return unsupported("directive"),
        }
        Ok(())
    }

    /// Where a `functional-type` argument's types come from, for printing
    /// them without collecting a list.
    fn type_source(&self, arg: &Element) -> Result<TypeSource, Unsupported> {
        let (src, values) = match arg {
            Element::Operand(i) => (format!("operand{i}"), true),
            Element::Operands => ("operands[..]".to_string(), true),
            Element::Result(i) => (format!("result{i}"), false),
            Element::Results => ("result_types[..]".to_string(), false),
            _ => return unsupported("type argument"),
        };
        Ok(TypeSource { src, values })
    }

    fn print_types_of(&self, arg: &Element) -> Result<String, Unsupported> {
        Ok(match arg {
            Element::Operand(i) => {
                format!("operand{i}.iter().map(|v| printer.ctx().value_type(*v)).collect()")
            }
            Element::Result(i) => format!("result{i}.to_vec()"),
            Element::Operands => {
                "operands.iter().map(|v| printer.ctx().value_type(*v)).collect()".into()
            }
            Element::Results => "result_types.clone()".into(),
            _ => return unsupported("type argument"),
        })
    }

    /// The statement printing region `*r`: with its terminator, unless the
    /// op has an implicit one and it is bare (upstream's
    /// `regionSingleBlockImplicitTerminatorPrinterCode`).
    fn region_print(&self) -> &'static str {
        if self.op.implicit_terminator().is_some() {
            "let t = ::ir::asm_support::prints_implicit_terminator(printer.ctx(), *r); printer.print_region(*r, true, t);"
        } else {
            "printer.print_region(*r, true, true);"
        }
    }

    /// The segment attributes of the `VariadicOfVariadic` operands (as
    /// literals): printed by their groups, elided from the dictionaries.
    fn variadic_of_variadic_segments(&self) -> Vec<String> {
        self.op
            .operands
            .iter()
            .filter_map(|o| o.constraint.variadic_of_variadic_segments.as_deref())
            .map(lit)
            .collect()
    }

    /// A `print_<name>` argument for a `custom` directive parameter.
    fn custom_print_arg(&self, a: &Element) -> Result<String, Unsupported> {
        let op = self.op;
        Ok(match a {
            Element::Operand(i) if op.operands[*i].is_variadic_of_variadic() => {
                format!("&operand{i}_groups")
            }
            Element::Type { arg, .. }
                if matches!(&**arg, Element::Operand(i) if op.operands[*i].is_variadic_of_variadic()) =>
            {
                let Element::Operand(i) = &**arg else {
                    return unsupported("type argument");
                };
                format!("&{{ let ts: ::std::vec::Vec<::std::vec::Vec<::ir::Type>> = operand{i}_groups.iter().map(|g| g.iter().map(|v| printer.ctx().value_type(*v)).collect()).collect(); ts }}")
            }
            Element::Operand(i) => format!("operand{i}"),
            Element::Operands => "&operands".into(),
            Element::Type { arg, .. } => format!(
                "&{{ let ts: ::std::vec::Vec<::ir::Type> = {}; ts }}",
                self.print_types_of(arg)?
            ),
            Element::Attribute { index, .. } => self.attr_get(*index),
            Element::Property(i) => format!(
                "printer.ctx().prop(op, {})",
                lit(&op.properties[*i].name)
            ),
            Element::Region(i) => format!(
                "&{{ let rs: ::std::vec::Vec<::ir::RegionId> = printer.ctx().op_regions(op).iter().skip({i}).take({}).copied().collect(); rs }}",
                if op.regions[*i].is_variadic { "usize::MAX" } else { "1" }
            ),
            Element::Regions => "&printer.ctx().op_regions(op).to_vec()".into(),
            Element::Successor(i) => format!("successor{i}"),
            Element::Successors => "&printer.ctx().successors(op).to_vec()".into(),
            Element::AttrDict { .. } | Element::PropDict => "()".into(),
            Element::Str(v) => lit(v),
            _ => return unsupported("custom directive parameter"),
        })
    }

    /// A Rust condition true when the anchor element is present.
    fn presence(&self, anchor: &Element) -> Result<String, Unsupported> {
        Ok(match anchor {
            Element::Operand(i) => format!("!operand{i}.is_empty()"),
            Element::Operands => "!operands.is_empty()".into(),
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                match equals_default(a) {
                    // A `DefaultValuedAttr` equal to its default is absent.
                    Some(is_default) => format!(
                        "{}.is_some_and(|a| {{ let ctx = printer.ctx(); let _ = ctx; !({is_default}) }})",
                        self.attr_get(*index)
                    ),
                    None => format!("{}.is_some()", self.attr_get(*index)),
                }
            }
            Element::Property(i) => {
                let p = &self.op.properties[*i];
                if is_unit_prop(p) {
                    format!(
                        "::ir::asm_support::is_set(printer.ctx(), printer.ctx().prop(op, {}))",
                        lit(&p.name)
                    )
                } else {
                    format!("printer.ctx().prop(op, {}).is_some()", lit(&p.name))
                }
            }
            Element::Region(i) => format!("printer.ctx().op_regions(op).get({i}).is_some_and(|r| !printer.ctx().region_blocks(*r).is_empty())"),
            Element::Regions => "printer.ctx().op_regions(op).iter().any(|r| !printer.ctx().region_blocks(*r).is_empty())".into(),
            Element::Successor(i) => format!("!successor{i}.is_empty()"),
            Element::Successors => "!printer.ctx().successors(op).is_empty()".into(),
            Element::Type { arg, .. } => return self.presence(arg),
            Element::Result(i) => format!("!result{i}.is_empty()"),
            Element::Results => "!result_types.is_empty()".into(),
            Element::Custom { args, .. } => {
                let mut conds = Vec::new();
                for a in args {
                    let a = match a {
                        Element::Ref(inner) => &**inner,
                        other => other,
                    };
                    if let Ok(c) = self.presence(a) {
                        conds.push(format!("({c})"));
                    }
                }
                if conds.is_empty() {
                    return unsupported("custom directive anchor without variables");
                }
                conds.join(" || ")
            }
            _ => return unsupported("anchor"),
        })
    }
}

/// The text of a line that is exactly one `printer.write_str("...");` of a
/// string literal, and its indentation: the literal's escaped contents.
fn literal_write(line: &str) -> Option<(&str, &str)> {
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    let inner = body
        .strip_prefix("printer.write_str(\"")?
        .strip_suffix("\");")?;
    // One literal: no unescaped quote inside.
    let mut escaped = false;
    for c in inner.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return None,
            _ => {}
        }
    }
    (!escaped).then_some((indent, inner))
}

/// Joins consecutive `printer.write_str` calls of literals at one
/// indentation into one call (`" "`, `","`, `" "` become `", "`): the
/// printed text is the same, with one call instead of several.
fn merge_literal_writes(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut pending: Option<(&str, String)> = None;
    let flush = |out: &mut String, pending: &mut Option<(&str, String)>| {
        if let Some((indent, text)) = pending.take() {
            let _ = writeln!(out, "{indent}printer.write_str(\"{text}\");");
        }
    };
    for line in code.lines() {
        match (literal_write(line), &mut pending) {
            (Some((indent, text)), Some((at, joined))) if *at == indent => joined.push_str(text),
            (Some((indent, text)), _) => {
                flush(&mut out, &mut pending);
                pending = Some((indent, text.to_string()));
            }
            (None, _) => {
                flush(&mut out, &mut pending);
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    flush(&mut out, &mut pending);
    out
}

#[cfg(test)]
mod tests {
    use super::merge_literal_writes;

    #[test]
    fn consecutive_literal_writes_are_joined() {
        let code = "    printer.write_str(\" \");\n    printer.write_str(\",\");\n    printer.print_operands(x);\n    printer.write_str(\"\\\"\");\n    printer.write_str(\"a\"); printer.write_str(\"b\");\n        printer.write_str(\"c\");\n";
        let want = "    printer.write_str(\" ,\");\n    printer.print_operands(x);\n    printer.write_str(\"\\\"\");\n    printer.write_str(\"a\"); printer.write_str(\"b\");\n        printer.write_str(\"c\");\n";
        assert_eq!(merge_literal_writes(code), want);
    }
}
