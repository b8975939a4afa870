//! Parsing the elements that hold others (`type`/`ref` operands,
//! `custom<>`, `oilist`, optional groups) and the checks on what a group may
//! hold and on its anchor.

use super::lex::Tok;
use super::{collect_vars, Ctx, Element, FormatParser, OIClause, OptionalGroup, PResult};

impl<'a> FormatParser<'a, '_> {
    pub(super) fn parse_type_operand(&mut self, loc: usize, is_ref: bool) -> PResult<Element> {
        let el = self.parse_element(Ctx::Type)?;
        match &el {
            Element::Literal(_) | Element::Whitespace(_) => self.err(
                loc,
                "'type' directive operand expects variable or directive operand",
            ),
            Element::Operand(i) => {
                let i = *i;
                let name = &self.op.operands[i].name;
                let bound = self.all_operand_types || self.seen_operand_types[i];
                if !is_ref && bound {
                    return self.err(loc, format!("'type' of '{}' is already bound", name));
                }
                if is_ref && !bound {
                    return self.err(
                        loc,
                        format!(
                            "'ref' of 'type(${})' is not bound by a prior 'type' directive",
                            name
                        ),
                    );
                }
                self.seen_operand_types[i] = true;
                Ok(el)
            }
            Element::Result(i) => {
                let i = *i;
                let name = &self.op.results[i].name;
                let bound = self.all_result_types || self.seen_result_types[i];
                if !is_ref && bound {
                    return self.err(loc, format!("'type' of '{}' is already bound", name));
                }
                if is_ref && !bound {
                    return self.err(
                        loc,
                        format!(
                            "'ref' of 'type(${})' is not bound by a prior 'type' directive",
                            name
                        ),
                    );
                }
                self.seen_result_types[i] = true;
                Ok(el)
            }
            Element::Operands => {
                if !is_ref && (self.all_operand_types || self.seen_operand_types.iter().any(|&s| s))
                {
                    return self.err(loc, "'operands' 'type' is already bound");
                }
                if is_ref && !self.all_operand_types {
                    return self.err(
                        loc,
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                    );
                }
                self.all_operand_types = true;
                Ok(el)
            }
            Element::Results => {
                if !is_ref && (self.all_result_types || self.seen_result_types.iter().any(|&s| s)) {
                    return self.err(loc, "'results' 'type' is already bound");
                }
                if is_ref && !self.all_result_types {
                    return self.err(
                        loc,
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                    );
                }
                self.all_result_types = true;
                Ok(el)
            }
            _ => self.err(loc, "invalid argument to 'type' directive"),
        }
    }

    pub(super) fn parse_custom(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        if ctx != Ctx::Top {
            return self.err(loc, "'custom' is only valid as a top-level directive");
        }
        self.expect(Tok::Less, "expected '<' before custom directive name")?;
        let name = self.expect(Tok::Ident, "expected custom directive name identifier")?;
        self.expect(Tok::Greater, "expected '>' after custom directive name")?;
        self.expect(
            Tok::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let mut args = Vec::new();
        loop {
            let at = self.cur().offset;
            let arg = self.parse_element(Ctx::Custom)?;
            match &arg {
                Element::Str(_)
                | Element::Ref(_)
                | Element::AttrDict { .. }
                | Element::PropDict
                | Element::Attribute { .. }
                | Element::Property(_)
                | Element::Operand(_)
                | Element::Operands
                | Element::Region(_)
                | Element::Regions
                | Element::Successor(_)
                | Element::Successors => {}
                Element::Type { arg: inner, .. } => {
                    if !matches!(**inner, Element::Operand(_) | Element::Result(_)) {
                        return self.err(
                            at,
                            "type directives within a custom directive may only refer to variables",
                        );
                    }
                }
                _ => {
                    return self.err(
                        at,
                        "only variables and types may be used as parameters to a custom directive",
                    )
                }
            }
            args.push(arg);
            if self.cur().kind != Tok::Comma {
                break;
            }
            self.bump();
        }
        self.expect(
            Tok::RParen,
            "expected ')' after custom directive parameters",
        )?;
        Ok(Element::Custom {
            name: name.text.to_string(),
            args,
        })
    }

    pub(super) fn parse_oilist(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        self.expect(Tok::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let kw = match self.parse_literal(ctx)? {
                Element::Literal(s) => s,
                _ => return self.err(loc, "expected a keyword literal to start an oilist clause"),
            };
            let mut elements = Vec::new();
            while !matches!(self.cur().kind, Tok::Pipe | Tok::RParen) {
                if self.cur().kind == Tok::Eof {
                    return self.err(self.cur().offset, "expected ')' to end oilist");
                }
                let el = self.parse_element(ctx)?;
                self.verify_oilist_element(&el, loc)?;
                elements.push(el);
            }
            clauses.push(OIClause {
                keyword: kw,
                elements,
            });
            if self.bump().kind == Tok::RParen {
                break;
            }
        }
        Ok(Element::OIList(clauses))
    }

    fn verify_oilist_element(&self, el: &Element, loc: usize) -> PResult<()> {
        let mut vars = Vec::new();
        collect_vars(el, &mut vars);
        for v in vars {
            match v {
                Element::Attribute { index, .. } => {
                    let a = &self.op.attributes[*index].attr;
                    if !a.is_optional && a.default_value.is_none() {
                        return self.err(
                            loc,
                            "only optional attributes can be used in an oilist parsing group",
                        );
                    }
                }
                Element::Operand(i) => {
                    if !self.op.operands[*i].is_variable_length() {
                        return self.err(
                            loc,
                            "only variable length operands can be used within an oilist parsing group",
                        );
                    }
                }
                Element::Result(i) => {
                    if !self.op.results[*i].is_variable_length() {
                        return self.err(
                            loc,
                            "only variable length results can be used within an oilist parsing group",
                        );
                    }
                }
                Element::Region(_) | Element::Property(_) => {}
                _ => {
                    return self.err(
                        loc,
                        "only literals, types, and variables can be used within an oilist group",
                    )
                }
            }
        }
        Ok(())
    }

    pub(super) fn parse_optional_group(&mut self, ctx: Ctx) -> PResult<Element> {
        let loc = self.bump().offset;
        if ctx != Ctx::Top {
            return self.err(
                loc,
                "optional groups can only be used as top-level elements",
            );
        }
        let mut anchor: Option<(Element, usize)> = None;
        let then_elements = self.parse_group_children(&mut anchor)?;
        self.bump();
        let inverted = anchor.is_none();
        let mut else_elements = Vec::new();
        if self.cur().kind == Tok::Colon {
            self.bump();
            self.expect(
                Tok::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            else_elements = self.parse_group_children(&mut anchor)?;
            self.bump();
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        let Some((anchor, anchor_offset)) = anchor else {
            return self.err(loc, "optional group has no anchor element");
        };
        for (i, el) in then_elements.iter().enumerate() {
            let is_anchor =
                !inverted && *el == anchor && self.anchor_index(&then_elements, &anchor) == Some(i);
            self.verify_optional_element(loc, el, is_anchor, anchor_offset)?;
        }
        for (i, el) in else_elements.iter().enumerate() {
            let is_anchor = inverted && self.anchor_index(&else_elements, &anchor) == Some(i);
            self.verify_optional_element(loc, el, is_anchor, anchor_offset)?;
        }
        let is_ws = |e: &Element| matches!(e, Element::Whitespace(_));
        let then_parse_start = then_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(then_elements.len());
        let else_parse_start = else_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(else_elements.len());
        match then_elements.get(then_parse_start) {
            Some(
                Element::Literal(_)
                | Element::Attribute { .. }
                | Element::Property(_)
                | Element::Operand(_)
                | Element::Region(_)
                | Element::Successor(_)
                | Element::Custom { .. },
            ) => {}
            _ => {
                return self.err(
                    loc,
                    "first parsable element of an optional group must be a literal, variable, or custom directive",
                )
            }
        }
        Ok(Element::Optional(OptionalGroup {
            then_elements,
            else_elements,
            then_parse_start,
            else_parse_start,
            anchor: Box::new(anchor),
            inverted,
        }))
    }

    fn anchor_index(&self, els: &[Element], anchor: &Element) -> Option<usize> {
        els.iter().position(|e| e == anchor)
    }

    fn parse_group_children(
        &mut self,
        anchor: &mut Option<(Element, usize)>,
    ) -> PResult<Vec<Element>> {
        let mut els = Vec::new();
        loop {
            let el = self.parse_element(Ctx::Top)?;
            if self.cur().kind == Tok::Caret {
                if anchor.is_some() {
                    return self.err(
                        self.cur().offset,
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                *anchor = Some((el.clone(), self.cur().offset));
                self.bump();
            }
            els.push(el);
            match self.cur().kind {
                Tok::RParen => return Ok(els),
                Tok::Eof => {
                    return self.err(self.cur().offset, "expected ')' to end optional group")
                }
                _ => {}
            }
        }
    }

    fn verify_optional_element(
        &self,
        loc: usize,
        el: &Element,
        is_anchor: bool,
        anchor_offset: usize,
    ) -> PResult<()> {
        let at = if is_anchor { anchor_offset } else { loc };
        match el {
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index].attr;
                if is_anchor && !a.is_optional && a.default_value.is_none() {
                    return self.err(
                        at,
                        "only optional attributes can be used to anchor an optional group",
                    );
                }
                Ok(())
            }
            Element::Property(_) => Ok(()),
            Element::Operand(i) => {
                if !self.op.operands[*i].is_variable_length() {
                    return self.err(
                        loc,
                        "only variable length operands can be used within an optional group",
                    );
                }
                Ok(())
            }
            Element::Result(i) => {
                if !self.op.results[*i].is_variable_length() {
                    return self.err(
                        loc,
                        "only variable length results can be used within an optional group",
                    );
                }
                Ok(())
            }
            Element::Region(_) | Element::Successor(_) => Ok(()),
            Element::Type { arg, .. } => {
                self.verify_optional_element(loc, arg, false, anchor_offset)
            }
            Element::FunctionalType { inputs, results } => {
                self.verify_optional_element(loc, inputs, false, anchor_offset)?;
                self.verify_optional_element(loc, results, false, anchor_offset)
            }
            Element::Operands | Element::Results => Ok(()),
            // Custom directives may anchor a group (their parser reports
            // presence); literals and nested groups may not.
            Element::Custom { .. } => Ok(()),
            Element::Literal(_) | Element::Whitespace(_) | Element::Optional(_) => {
                if is_anchor {
                    return self.err(
                        at,
                        "only variables and types can be used to anchor an optional group",
                    );
                }
                Ok(())
            }
            _ => self.err(
                loc,
                "only literals, types, and variables can be used within an optional group",
            ),
        }
    }
}
