//! The text of a dialect attribute or type: `parse_body`/`print_body`
//! (what follows the mnemonic) generated from the declarative
//! `assemblyFormat` as upstream's `DefFormat::genParser`/`genPrinter` do
//! (the same spacing rules, parse order and messages), or forwarding to
//! the hooks trait (`hasCustomAssemblyFormat`); and the "stripped" form
//! the handle has as a parameter of another definition (`FieldParser`,
//! `FieldPrinter`: without the `!dialect.mnemonic` prefix).

use super::{DefPlan, Names, Param};
use crate::emit::rust::names::lit;
use crate::emit::rust::subst::substitute_list;
use crate::emit::rust::writer::Writer;
use crate::format::attr_type::{DefElement, DefOptional};
use crate::format::lex::should_emit_space_before;
use crate::ods::AttrOrTypeDef;

/// Writes `parse_body` and `print_body` (inside the `impl`).
pub(super) fn emit_hooks(w: &mut Writer, plan: &DefPlan, n: &Names, params: &[Param]) {
    let d = &plan.def;
    if d.mnemonic.is_none() {
        return;
    }
    let ty_param = if n.is_attr {
        ", ods_type: ::core::option::Option<::ir::Type>"
    } else {
        ""
    };
    w.blank();
    w.line("/// Parses what follows the mnemonic.");
    // (Generated from the format element by element, as upstream's: some
    // conditions and branches come out trivial for some formats.)
    w.line("#[allow(clippy::eq_op, clippy::nonminimal_bool, clippy::needless_else)]");
    w.openf(format_args!(
        "fn parse_body(parser: &mut ::ir::CustomParser<'_, '_, '_>{}) -> ::core::result::Result<{}, ::ir::ParseError> {{",
        ty_param, n.handle
    ));
    if d.has_custom_assembly_format {
        let ty = if n.is_attr { ", ods_type" } else { "" };
        w.linef(format_args!(
            "<Self as {}>::parse(parser{}).map(|v| v.0)",
            n.hooks, ty
        ));
    } else if let Some(format) = &plan.format {
        emit_parser(w, d, n, params, format);
    } else {
        if n.is_attr {
            w.line("let _ = ods_type;");
        }
        w.line("let storage = ");
        w.indent_in();
        w.linef(format_args!(
            "{};",
            super::storage_literal(n, params, |_| String::new())
        ));
        w.indent_out();
        w.line("::core::result::Result::Ok(Self::from_storage(parser.ctx(), storage).0)");
    }
    w.close("}");
    if plan.format.is_none() && !d.has_custom_assembly_format {
        return;
    }
    w.blank();
    w.line("/// Prints what follows the mnemonic.");
    w.line("#[allow(clippy::eq_op, clippy::nonminimal_bool, clippy::needless_else)]");
    w.openf(format_args!(
        "fn print_body(printer: &mut ::ir::CustomPrinter<'_, '_>, value: {}) {{",
        n.handle
    ));
    if d.has_custom_assembly_format {
        w.linef(format_args!(
            "<Self as {}>::print(Self(value), printer);",
            n.hooks
        ));
    } else if let Some(format) = &plan.format {
        let mut g = Printer {
            params,
            emit_space: true,
            last_punct: false,
            reads: std::cell::Cell::new(false),
            out: Writer::new(),
        };
        g.out.set_indent(w.indent_level());
        for el in format {
            g.element(el);
        }
        let reads = g.reads.get();
        let body = g.out.finish();
        if !reads {
            w.line("let _ = value;");
            if body.trim().is_empty() {
                // An empty format (`assemblyFormat = ""`) prints nothing.
                w.line("let _ = printer;");
            }
        } else {
            w.linef(format_args!(
                "let ::core::option::Option::Some(s) = printer.ctx().dialect_{}_params::<{}>(value) else {{",
                n.lower(),
                n.storage
            ));
            w.indent_in();
            w.line("return;");
            w.indent_out();
            w.line("};");
        }
        w.raw(&body);
    }
    w.close("}");
}

fn emit_parser(
    w: &mut Writer,
    d: &AttrOrTypeDef,
    n: &Names,
    params: &[Param],
    format: &[DefElement],
) {
    let mut g = Parser {
        params,
        def_name: &d.def_name,
        out: Writer::new(),
    };
    g.out.set_indent(w.indent_level());
    for el in format {
        g.element(el);
    }
    // The parameters, then the value (checked when there is a verifier).
    let fields: Vec<String> = params
        .iter()
        .map(|p| {
            let value = match p.default("parser.ctx()") {
                Some(d) => format!(
                    "match result_{f} {{ ::core::option::Option::Some(v) => v, ::core::option::Option::None => {d} }}",
                    f = p.field
                ),
                None => format!(
                    "match result_{f} {{ ::core::option::Option::Some(v) => v, ::core::option::Option::None => return ::core::result::Result::Err(parser.error_at(ods_at, {msg})) }}",
                    f = p.field,
                    msg = lit(&format!("expected parameter '{}'", p.name))
                ),
            };
            format!("{}: {}", p.field, value)
        })
        .collect();
    let o = &mut g.out;
    if fields.is_empty() {
        o.linef(format_args!("let storage = {} {{}};", n.storage));
    } else {
        o.linef(format_args!("let storage = {} {{", n.storage));
        o.indent_in();
        for f in fields {
            o.linef(format_args!("{},", f));
        }
        o.indent_out();
        o.line("};");
    }
    if d.gen_verify_decl {
        o.line("Self::from_storage_checked(parser.ctx(), ods_loc, storage)");
        o.indent_in();
        o.line(".map(|v| v.0)");
        o.line(".map_err(|e| parser.error_at(ods_at, e.message))");
        o.indent_out();
    } else {
        o.line("::core::result::Result::Ok(Self::from_storage(parser.ctx(), storage).0)");
    }
    let body = g.out.finish();
    if d.gen_verify_decl {
        w.line("let ods_loc = parser.current_location();");
    }
    let self_type = params.iter().find(|p| p.p.is_self_type);
    if body.contains("ods_at") || self_type.is_some_and(|p| !p.p.is_optional) {
        w.line("let ods_at = parser.offset();");
    }
    for p in params {
        w.linef(format_args!(
            "let mut result_{}: ::core::option::Option<{}> = ::core::option::Option::None;",
            p.field, p.storage
        ));
        if p.p.is_self_type {
            emit_self_type(w, p);
        }
    }
    if n.is_attr && self_type.is_none() {
        w.line("let _ = ods_type;");
    }
    w.raw(&body);
}

/// The self type parameter comes from the `: type` after the attribute
/// (upstream `genAttrSelfTypeParser`).
fn emit_self_type(w: &mut Writer, p: &Param) {
    w.open("if let ::core::option::Option::Some(t) = ods_type {");
    if p.storage == "::ir::Type" {
        w.linef(format_args!("result_{}.replace(t);", p.field));
    } else {
        w.linef(format_args!(
            "match t.dyn_cast::<{}>(parser.ctx()) {{",
            p.storage
        ));
        w.indent_in();
        w.linef(format_args!(
            "::core::option::Option::Some(t) => {{ result_{}.replace(t); }}",
            p.field
        ));
        w.line("::core::option::Option::None => return ::core::result::Result::Err(parser.error_at(ods_at, \"invalid kind of type specified\")),");
        w.indent_out();
        w.line("}");
    }
    if p.p.is_optional {
        w.close("}");
    } else {
        w.close("} else {");
        w.indent_in();
        w.line("return ::core::result::Result::Err(parser.error_at(ods_at, \"expected a trailing type\"));");
        w.close("}");
    }
}

/// `e` as an operand of a method call or operator: parenthesized unless it
/// is a path, a call or a field access (so no `unused_parens` warning).
fn atom(e: &str) -> String {
    let simple = e
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_.:&()<>,".contains(c))
        && !e.starts_with('&');
    if simple {
        e.to_string()
    } else {
        format!("({e})")
    }
}

/// Whether `l` is parsed as a keyword (else as punctuation).
fn is_keyword(l: &str) -> bool {
    l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// Whether the parameter's parsed value is present (not its default).
fn present(p: &Param, value: &str, ctx: &str) -> String {
    match (p.default(ctx), &p.p.comparator) {
        (Some(d), None) => format!("{value} != {d}"),
        (Some(d), Some(_)) => format!("!({})", p.equal(value, &d)),
        (None, _) => "true".to_string(),
    }
}

struct Parser<'a> {
    params: &'a [Param<'a>],
    def_name: &'a str,
    out: Writer,
}

impl Parser<'_> {
    fn element(&mut self, el: &DefElement) {
        match el {
            DefElement::Literal(l) => self.literal(l),
            DefElement::Whitespace(_) | DefElement::Str(_) | DefElement::Ref(_) => {}
            DefElement::Param { index, .. } => self.param(*index),
            DefElement::Params(v) => self.params(v),
            DefElement::Struct(v) => self.strukt(v),
            DefElement::Custom { name, args } => self.custom(name, args),
            DefElement::Optional(g) => self.optional(g),
        }
    }

    fn literal(&mut self, l: &str) {
        let f = if is_keyword(l) {
            "parse_keyword"
        } else {
            "parse_punct"
        };
        self.out.linef(format_args!("parser.{}({})?;", f, lit(l)));
    }

    /// A parameter; a failure is followed by upstream's generated error
    /// naming the definition, the parameter and its C++ type.
    fn param(&mut self, i: usize) {
        let p = &self.params[i];
        let o = &mut self.out;
        let failed = lit(&format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            self.def_name, p.name, p.p.mlir_cpp_type
        ));
        o.openf(format_args!(
            "let parsed_{}: ::core::result::Result<{}, ::ir::ParseError> = {{",
            p.field, p.storage
        ));
        match p.p.parser.as_deref() {
            Some(snippet) => {
                let code = substitute_list(
                    snippet.trim().trim_end_matches(';'),
                    &[
                        ("_parser", "parser"),
                        ("_ctxt", "parser.ctx()"),
                        ("_builder", "parser.ctx()"),
                    ],
                );
                o.line("let at = parser.offset();");
                o.linef(format_args!("let parsed = {};", code));
                o.line("::ir::asm_support::FieldResult::into_field(parsed, parser, at)");
            }
            None => o.linef(format_args!(
                "<{} as ::ir::asm_support::FieldParser>::parse_field(parser)",
                p.storage
            )),
        }
        o.close("};");
        o.openf(format_args!("match parsed_{} {{", p.field));
        o.linef(format_args!(
            "::core::result::Result::Ok(v) => {{ result_{}.replace(v); }}",
            p.field
        ));
        o.open("::core::result::Result::Err(mut error) => {");
        o.line("parser.peek_byte();");
        o.line("let at = parser.offset();");
        o.linef(format_args!(
            "error.followups.push((at, ::std::string::String::from({})));",
            failed
        ));
        o.line("return ::core::result::Result::Err(error);");
        o.close("}");
        o.close("}");
    }

    /// Upstream `genParamsParser`: commas after an optional parameter are
    /// only read when it was given; after the last required parameter
    /// they are optional.
    fn params(&mut self, v: &[usize]) {
        let has_optional = v.iter().any(|&i| self.params[i].p.is_optional);
        let last_req = v
            .iter()
            .rposition(|&i| !self.params[i].p.is_optional)
            .unwrap_or(0);
        if has_optional {
            self.out.open("'params: {");
        }
        for (k, &i) in v.iter().enumerate() {
            if k > 0 {
                let prev = &self.params[v[k - 1]];
                let guarded = prev.p.is_optional;
                if guarded {
                    self.out.openf(format_args!(
                        "if result_{}.as_ref().is_some_and(|v| {}) {{",
                        prev.field,
                        present(prev, "*v", "parser.ctx()")
                    ));
                }
                if k <= last_req {
                    self.out.line("parser.parse_punct(\",\")?;");
                } else {
                    self.out.open("if !parser.parse_optional_punct(\",\") {");
                    self.out.line("break 'params;");
                    self.out.close("}");
                }
                if guarded {
                    self.out.close("}");
                }
            }
            self.param(i);
        }
        if has_optional {
            self.out.close("}");
        }
    }

    /// Upstream `genStructParser`: `name = value` pairs in any order.
    fn strukt(&mut self, v: &[usize]) {
        let n = v.len();
        let optional = v.iter().filter(|&&i| self.params[i].p.is_optional).count();
        self.out.open("{");
        for &i in v {
            self.out.linef(format_args!(
                "let mut seen_{} = false;",
                self.params[i].field
            ));
        }
        if optional == 0 {
            self.out
                .openf(format_args!("for ods_struct_index in 0..{} {{", n));
            self.struct_key();
            self.struct_body(v);
            self.out
                .openf(format_args!("if ods_struct_index != {} - 1 {{", n));
            self.out.line("parser.parse_punct(\",\")?;");
            self.out.close("}");
            self.out.close("}");
        } else if optional == n {
            self.out.open(
                "if let ::core::option::Option::Some(key) = parser.parse_optional_bare_id() {",
            );
            self.struct_body(v);
            self.out.open("while parser.parse_optional_punct(\",\") {");
            self.struct_key();
            self.struct_body(v);
            self.out.close("}");
            self.out.close("}");
        } else {
            self.out.open("loop {");
            self.struct_key();
            self.struct_body(v);
            self.out.open("if !parser.parse_optional_punct(\",\") {");
            self.out.line("break;");
            self.out.close("}");
            self.out.close("}");
            for &i in v {
                let p = &self.params[i];
                if p.p.is_optional {
                    continue;
                }
                self.out.openf(format_args!("if !seen_{} {{", p.field));
                self.out.line("let at = parser.offset();");
                self.out.linef(format_args!(
                    "return ::core::result::Result::Err(parser.error_at(at, {}));",
                    lit(&format!("struct is missing required parameter: {}", p.name))
                ));
                self.out.close("}");
            }
        }
        self.out.close("}");
    }

    fn struct_key(&mut self) {
        self.out.line("let key_at = parser.offset();");
        self.out
            .open("let ::core::option::Option::Some(key) = parser.parse_optional_bare_id() else {");
        self.out.line(
            "return ::core::result::Result::Err(parser.error_at(key_at, \"expected valid keyword\"));",
        );
        self.out.close("};");
    }

    fn struct_body(&mut self, v: &[usize]) {
        self.out.line("parser.parse_punct(\"=\")?;");
        for (k, &i) in v.iter().enumerate() {
            let p = &self.params[i];
            let head = format!(
                "if !seen_{f} && key == {name} {{",
                f = p.field,
                name = lit(&p.name)
            );
            if k == 0 {
                self.out.open(head);
            } else {
                self.out.close(format!("}} else {head}"));
                self.out.indent_in();
            }
            self.out.linef(format_args!("seen_{} = true;", p.field));
            self.param(i);
        }
        self.out.close("} else {");
        self.out.indent_in();
        self.out.line("let at = parser.offset();");
        self.out.line("return ::core::result::Result::Err(parser.error_at(at, ::std::format!(\"duplicate or unknown struct parameter name: {}\", key)));");
        self.out.close("}");
    }

    fn custom(&mut self, name: &str, args: &[DefElement]) {
        let mut call = vec!["parser".to_string()];
        for a in args {
            call.push(match a {
                DefElement::Param { index, .. } => {
                    format!("&mut result_{}", self.params[*index].field)
                }
                DefElement::Ref(i) => format!("&result_{}", self.params[*i].field),
                DefElement::Str(s) => lit(s),
                _ => String::new(),
            });
        }
        self.out.line("let custom_at = parser.offset();");
        self.out.call(
            &format!("parse_{}", heck::ToSnakeCase::to_snake_case(name)),
            &call,
            "?;",
        );
        for a in args {
            if let DefElement::Param { index, .. } = a {
                let p = &self.params[*index];
                if p.p.is_optional {
                    continue;
                }
                self.out
                    .openf(format_args!("if result_{}.is_none() {{", p.field));
                self.out.linef(format_args!(
                    "return ::core::result::Result::Err(parser.error_at(custom_at, {}));",
                    lit(&format!(
                        "custom parser failed to parse parameter '{}'",
                        p.name
                    ))
                ));
                self.out.close("}");
            }
        }
        self.out.line("let _ = custom_at;");
    }

    /// Upstream `genOptionalGroupParser`: the first parsable element
    /// decides which branch follows.
    fn optional(&mut self, g: &DefOptional) {
        let first = &g.then_elements[g.then_parse_start];
        let rest = &g.then_elements[g.then_parse_start + 1..];
        let else_start = g
            .else_elements
            .iter()
            .position(|e| !matches!(e, DefElement::Whitespace(_)))
            .unwrap_or(g.else_elements.len());
        let els = &g.else_elements[else_start..];
        let cond = match first {
            DefElement::Literal(l) => {
                let f = if is_keyword(l) {
                    "parse_optional_keyword"
                } else {
                    "parse_optional_punct"
                };
                format!("parser.{}({})", f, lit(l))
            }
            other => {
                self.element(other);
                let guards: Vec<String> = other
                    .params()
                    .iter()
                    .map(|&i| {
                        let p = &self.params[i];
                        format!(
                            "result_{}.as_ref().is_some_and(|v| {})",
                            p.field,
                            present(p, "*v", "parser.ctx()")
                        )
                    })
                    .collect();
                if guards.is_empty() {
                    "false".to_string()
                } else {
                    guards.join(" || ")
                }
            }
        };
        self.out.openf(format_args!("if {} {{", cond));
        for el in rest {
            self.element(el);
        }
        if els.is_empty() {
            self.out.close("}");
        } else {
            self.out.close("} else {");
            self.out.indent_in();
            for el in els {
                self.element(el);
            }
            self.out.close("}");
        }
    }
}

struct Printer<'a> {
    params: &'a [Param<'a>],
    emit_space: bool,
    last_punct: bool,
    /// Whether the code reads the parameters.
    reads: std::cell::Cell<bool>,
    out: Writer,
}

impl Printer<'_> {
    fn value(&self, i: usize) -> String {
        self.reads.set(true);
        let p = &self.params[i];
        p.read(&format!("s.{}", p.field))
    }

    /// The condition under which the optional parameter `i` is printed.
    fn guard(&self, i: usize) -> String {
        present(&self.params[i], &atom(&self.value(i)), "printer.ctx()")
    }

    fn element(&mut self, el: &DefElement) {
        match el {
            DefElement::Literal(l) => {
                let space = self.emit_space && should_emit_space_before(l, self.last_punct);
                let text = if space { format!(" {l}") } else { l.clone() };
                self.out
                    .linef(format_args!("printer.write_str({});", lit(&text)));
                self.emit_space = l.len() != 1 || !"<({[".contains(l.as_str());
                self.last_punct =
                    !l.starts_with('_') && !l.starts_with(|c: char| c.is_ascii_alphabetic());
            }
            DefElement::Whitespace(s) => {
                match s.as_str() {
                    "\\n" => self.out.line("printer.write_str(\"\\n\");"),
                    "" => self.last_punct = true,
                    other => self
                        .out
                        .linef(format_args!("printer.write_str({});", lit(other))),
                }
                self.emit_space = false;
            }
            DefElement::Param { index, qualified } => self.param(*index, *qualified, false),
            DefElement::Params(v) => self.comma_separated(v, false),
            DefElement::Struct(v) => self.comma_separated(v, true),
            DefElement::Custom { name, args } => {
                if self.emit_space || !self.last_punct {
                    self.out.line("printer.write_str(\" \");");
                }
                self.emit_space = true;
                self.last_punct = false;
                let mut call = vec!["printer".to_string()];
                for a in args {
                    call.push(match a {
                        DefElement::Param { index, .. } | DefElement::Ref(index) => {
                            self.value(*index)
                        }
                        DefElement::Str(s) => lit(s),
                        _ => String::new(),
                    });
                }
                self.out.call(
                    &format!("print_{}", heck::ToSnakeCase::to_snake_case(name.as_str())),
                    &call,
                    ";",
                );
            }
            DefElement::Str(_) | DefElement::Ref(_) => {}
            DefElement::Optional(g) => self.optional(g),
        }
    }

    /// Upstream `genVariablePrinter`.
    fn param(&mut self, i: usize, qualified: bool, skip_guard: bool) {
        let p = &self.params[i];
        let guarded = p.p.is_optional && !skip_guard;
        if guarded {
            let g = self.guard(i);
            self.out.openf(format_args!("if {} {{", g));
        }
        if self.emit_space || !self.last_punct {
            self.out.line("printer.write_str(\" \");");
        }
        self.emit_space = true;
        self.last_punct = false;
        let value = self.value(i);
        if qualified {
            self.out.linef(format_args!(
                "::ir::asm_support::FieldPrinter::print_qualified(&{}, printer);",
                value
            ));
        } else if let Some(snippet) = p.p.printer.as_deref() {
            let code = substitute_list(
                snippet.trim().trim_end_matches(';'),
                &[("_printer", "printer"), ("_self", &atom(&value))],
            );
            self.out.linef(format_args!("{};", code));
        } else {
            self.out.linef(format_args!(
                "::ir::asm_support::FieldPrinter::print_field(&{}, printer);",
                value
            ));
        }
        if guarded {
            self.out.close("}");
        }
    }

    /// Upstream `genCommaSeparatedPrinter` (`params` and `struct`).
    fn comma_separated(&mut self, v: &[usize], names: bool) {
        if self.emit_space || !self.last_punct {
            let all_optional = v.iter().all(|&i| self.params[i].p.is_optional);
            if all_optional && !v.is_empty() {
                let any: Vec<String> = v.iter().map(|&i| self.guard(i)).collect();
                self.out.openf(format_args!("if {} {{", any.join(" || ")));
                self.out.line("printer.write_str(\" \");");
                self.out.close("}");
            } else {
                self.out.line("printer.write_str(\" \");");
            }
        }
        let dynamic = v.iter().any(|&i| self.params[i].p.is_optional);
        self.out.open("{");
        if dynamic {
            self.out.line("let mut first_printed = true;");
        }
        for (k, &i) in v.iter().enumerate() {
            let p = &self.params[i];
            if p.p.is_optional {
                let g = self.guard(i);
                self.out.openf(format_args!("if {} {{", g));
            }
            if dynamic {
                self.out.open("if !first_printed {");
                self.out.line("printer.write_str(\", \");");
                self.out.close("}");
                self.out.line("first_printed = false;");
            } else if k > 0 {
                self.out.line("printer.write_str(\", \");");
            }
            if names {
                self.out.linef(format_args!(
                    "printer.write_str({});",
                    lit(&format!("{} = ", p.name))
                ));
            }
            self.emit_space = false;
            self.last_punct = true;
            self.param(i, false, false);
            if p.p.is_optional {
                self.out.close("}");
            }
        }
        if dynamic {
            self.out.line("let _ = first_printed;");
        }
        self.out.close("}");
    }

    /// Upstream `genOptionalGroupPrinter`.
    fn optional(&mut self, g: &DefOptional) {
        let guards: Vec<String> = g.anchor.params().iter().map(|&i| self.guard(i)).collect();
        let any = if guards.is_empty() {
            "false".to_string()
        } else {
            guards.join(" || ")
        };
        let cond = if g.inverted { format!("!({any})") } else { any };
        self.out.openf(format_args!("if {} {{", cond));
        let saved = (self.emit_space, self.last_punct);
        for el in &g.then_elements {
            self.element(el);
        }
        (self.emit_space, self.last_punct) = saved;
        if g.else_elements.is_empty() {
            self.out.close("}");
            return;
        }
        self.out.close("} else {");
        self.out.indent_in();
        for el in &g.else_elements {
            self.element(el);
        }
        self.out.close("}");
    }
}

/// The handle as a parameter of another definition: parsed and printed
/// without its `!dialect.mnemonic` (or `#dialect.mnemonic`) prefix unless
/// the text has one (MLIR's `parseCustomTypeWithFallback`,
/// `printStrippedAttrOrType`).
pub(super) fn emit_field_impls(w: &mut Writer, d: &AttrOrTypeDef, n: &Names) {
    let (sigil, parse, print, kind) = if n.is_attr {
        ('#', "parse_attribute", "print_attribute", "attribute")
    } else {
        ('!', "parse_type", "print_type", "type")
    };
    let has_body = d.mnemonic.is_some();
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldParser for {} {{",
        n.class
    ));
    w.open("fn parse_field(parser: &mut ::ir::CustomParser<'_, '_, '_>) -> ::core::result::Result<Self, ::ir::ParseError> {");
    w.line("let at = parser.offset();");
    if has_body {
        let args = if n.is_attr {
            "parser, ::core::option::Option::None"
        } else {
            "parser"
        };
        w.linef(format_args!(
            "let value = if parser.peek_byte() == ::core::option::Option::Some(b'{}') {{",
            sigil
        ));
        w.indent_in();
        w.linef(format_args!("parser.{}()?", parse));
        w.indent_out();
        w.line("} else {");
        w.indent_in();
        w.linef(format_args!("Self::parse_body({})?", args));
        w.indent_out();
        w.line("};");
    } else {
        w.linef(format_args!("let value = parser.{}()?;", parse));
    }
    w.linef(format_args!(
        "match <Self as ::ir::{}Handle>::classof(parser.ctx(), value) {{",
        if n.is_attr { "Attr" } else { "Type" }
    ));
    w.indent_in();
    w.line("true => ::core::result::Result::Ok(Self(value)),");
    w.linef(format_args!(
        "false => ::core::result::Result::Err(parser.error_at(at, \"invalid kind of {} specified\")),",
        kind
    ));
    w.indent_out();
    w.line("}");
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::ir::asm_support::FieldPrinter for {} {{",
        n.class
    ));
    w.open("fn print_field(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    if has_body {
        if n.is_attr {
            // Upstream's `printStrippedAttrOrType`: the alias first.
            w.open("if printer.print_attribute_alias(self.0) {");
            w.line("return;");
            w.close("}");
        }
        w.line("let before = printer.output_len();");
        if d.has_custom_assembly_format || d.assembly_format.is_some() {
            w.line("Self::print_body(printer, self.0);");
        }
        w.open("if printer.output_len() == before {");
        w.linef(format_args!("printer.{}(self.0);", print));
        w.close("}");
    } else {
        w.linef(format_args!("printer.{}(self.0);", print));
    }
    w.close("}");
    w.blank();
    w.line("/// With the dialect prefix (`qualified`).");
    w.open("fn print_qualified(&self, printer: &mut ::ir::CustomPrinter<'_, '_>) {");
    w.linef(format_args!("printer.{}(self.0);", print));
    w.close("}");
    w.close("}");
}
