//! Parsing a format's elements (literals, variables, directives), with the
//! checks `mlir-tblgen` makes as it reads each one.

use super::lex::{is_valid_literal, Tok, Token};
use super::{Ctx, Element, FormatParser, PResult, MAX_DEPTH};
use crate::diag::Diagnostic;

impl<'a> FormatParser<'a, '_> {
    pub(super) fn cur(&self) -> Token<'a> {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }
    pub(super) fn bump(&mut self) -> Token<'a> {
        let t = self.cur();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }
    /// Binds region or successor `i` (`kind`) named `name` as a variable in
    /// `ctx`: once at the top level or in a `custom` directive, referenced
    /// only after that, never inside `type(...)`.
    fn bind_top_level_only(
        &mut self,
        offset: usize,
        ctx: Ctx,
        kind: &str,
        name: &str,
        i: usize,
    ) -> PResult<()> {
        let (all, seen) = if kind == "region" {
            (self.all_regions, &mut self.seen_regions)
        } else {
            (self.all_successors, &mut self.seen_successors)
        };
        let problem = match ctx {
            Ctx::Top | Ctx::Custom if all || seen[i] => {
                Some(format!("{kind} '{name}' is already bound"))
            }
            Ctx::Top | Ctx::Custom => {
                seen[i] = true;
                None
            }
            Ctx::Ref if !seen[i] && !all => Some(format!(
                "{kind} '{name}' must be bound before it is referenced"
            )),
            Ctx::Ref => None,
            Ctx::Type => Some(format!("{kind}s can only be used at the top level")),
        };
        match problem {
            Some(msg) => self.err(offset, msg),
            None => Ok(()),
        }
    }

    pub(super) fn err<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.locator.loc(offset), msg))
    }
    pub(super) fn expect(&mut self, kind: Tok, msg: &str) -> PResult<Token<'a>> {
        if self.cur().kind == kind {
            Ok(self.bump())
        } else {
            self.err(self.cur().offset, msg)
        }
    }

    pub(super) fn parse_element(&mut self, ctx: Ctx) -> PResult<Element> {
        if self.depth >= MAX_DEPTH {
            return self.err(self.cur().offset, "format nesting is too deep");
        }
        self.depth += 1;
        let r = self.parse_element_inner(ctx);
        self.depth -= 1;
        r
    }

    fn parse_element_inner(&mut self, ctx: Ctx) -> PResult<Element> {
        let tok = self.cur();
        match tok.kind {
            Tok::Literal => self.parse_literal(ctx),
            Tok::Str => {
                self.bump();
                if ctx != Ctx::Custom {
                    return self.err(
                        tok.offset,
                        "strings may only be used as 'custom' directive arguments",
                    );
                }
                let inner = &tok.text[1..tok.text.len() - 1];
                let mut value = String::with_capacity(inner.len());
                for c in inner.chars() {
                    if c != '\\' {
                        value.push(c);
                    }
                }
                Ok(Element::Str(value))
            }
            Tok::Variable => {
                self.bump();
                self.parse_variable(tok.offset, &tok.text[1..], ctx)
            }
            Tok::Keyword => {
                self.bump();
                self.parse_directive(tok, ctx)
            }
            Tok::LParen => self.parse_optional_group(ctx),
            _ => self.err(
                tok.offset,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    pub(super) fn parse_literal(&mut self, ctx: Ctx) -> PResult<Element> {
        let tok = self.bump();
        if ctx != Ctx::Top {
            return self.err(
                tok.offset,
                "literals may only be used in the top-level section of the format",
            );
        }
        if tok.kind != Tok::Literal {
            return self.err(
                tok.offset,
                format!("expected literal, but got '{}'", tok.text),
            );
        }
        let value = &tok.text[1..tok.text.len() - 1];
        if value.is_empty() || value == " " || value == "\\n" {
            return Ok(Element::Whitespace(value.to_string()));
        }
        if let Err(m) = is_valid_literal(value) {
            return self.err(
                tok.offset,
                format!("expected valid literal but got '{}': {}", value, m),
            );
        }
        Ok(Element::Literal(value.to_string()))
    }

    fn parse_variable(&mut self, offset: usize, name: &str, ctx: Ctx) -> PResult<Element> {
        let op = self.op;
        if let Some(i) = op.attributes.iter().position(|a| &*a.name == name) {
            if ctx == Ctx::Type {
                return self.err(
                    offset,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            if ctx == Ctx::Ref {
                if !self.seen_attrs.contains(&i) {
                    return self.err(
                        offset,
                        format!("attribute '{}' must be bound before it is referenced", name),
                    );
                }
            } else if self.seen_attrs.contains(&i) {
                return self.err(offset, format!("attribute '{}' is already bound", name));
            } else {
                self.seen_attrs.push(i);
            }
            return Ok(Element::Attribute {
                index: i,
                qualified: false,
            });
        }
        if let Some(i) = op.properties.iter().position(|a| &*a.name == name) {
            if ctx == Ctx::Type {
                return self.err(
                    offset,
                    "properties cannot be used as children to a `type` directive",
                );
            }
            if ctx == Ctx::Ref {
                if !self.seen_props.contains(&i) {
                    return self.err(
                        offset,
                        format!("property '{}' must be bound before it is referenced", name),
                    );
                }
            } else if self.seen_props.contains(&i) {
                return self.err(offset, format!("property '{}' is already bound", name));
            } else {
                self.seen_props.push(i);
            }
            return Ok(Element::Property(i));
        }
        if let Some(i) = op.operands.iter().position(|a| &*a.name == name) {
            match ctx {
                Ctx::Top | Ctx::Custom => {
                    if self.all_operands || self.seen_operands[i] {
                        return self.err(offset, format!("operand '{}' is already bound", name));
                    }
                    self.seen_operands[i] = true;
                }
                Ctx::Ref if !self.seen_operands[i] && !self.all_operands => {
                    return self.err(
                        offset,
                        format!("operand '{}' must be bound before it is referenced", name),
                    );
                }
                _ => {}
            }
            return Ok(Element::Operand(i));
        }
        if let Some(i) = op.regions.iter().position(|a| &*a.name == name) {
            self.bind_top_level_only(offset, ctx, "region", name, i)?;
            return Ok(Element::Region(i));
        }
        if let Some(i) = op.results.iter().position(|a| &*a.name == name) {
            if ctx != Ctx::Type {
                return self.err(
                    offset,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(Element::Result(i));
        }
        if let Some(i) = op.successors.iter().position(|a| &*a.name == name) {
            self.bind_top_level_only(offset, ctx, "successor", name, i)?;
            return Ok(Element::Successor(i));
        }
        self.err(
            offset,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    fn parse_directive(&mut self, tok: Token<'a>, ctx: Ctx) -> PResult<Element> {
        let loc = tok.offset;
        match tok.text {
            "custom" => self.parse_custom(loc, ctx),
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx == Ctx::Type {
                    return self.err(
                        loc,
                        "'attr-dict' directive can only be used as a top-level directive",
                    );
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return self.err(
                            loc,
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        );
                    }
                } else {
                    if self.has_attr_dict {
                        return self.err(loc, "'attr-dict' directive has already been seen");
                    }
                    self.has_attr_dict = true;
                }
                Ok(Element::AttrDict {
                    with_keyword: tok.text == "attr-dict-with-keyword",
                })
            }
            "prop-dict" => {
                if ctx == Ctx::Type {
                    return self.err(
                        loc,
                        "'prop-dict' directive can only be used as a top-level directive",
                    );
                }
                if ctx == Ctx::Ref {
                    if !self.has_prop_dict {
                        return self.err(
                            loc,
                            "'ref' of 'prop-dict' is not bound by a prior 'prop-dict' directive",
                        );
                    }
                } else {
                    if self.has_prop_dict {
                        return self.err(loc, "'prop-dict' directive has already been seen");
                    }
                    self.has_prop_dict = true;
                }
                Ok(Element::PropDict)
            }
            "functional-type" => {
                if ctx != Ctx::Top {
                    return self.err(
                        loc,
                        "'functional-type' is only valid as a top-level directive",
                    );
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let inputs = self.parse_type_operand(loc, false)?;
                self.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.parse_type_operand(loc, false)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Element::FunctionalType {
                    inputs: Box::new(inputs),
                    results: Box::new(results),
                })
            }
            "operands" => {
                match ctx {
                    Ctx::Ref => {
                        if !self.all_operands {
                            return self.err(
                                loc,
                                "'ref' of 'operands' is not bound by a prior 'operands' directive",
                            );
                        }
                    }
                    Ctx::Top | Ctx::Custom => {
                        if self.all_operands || self.seen_operands.iter().any(|&s| s) {
                            return self.err(loc, "'operands' directive creates overlap in format");
                        }
                        self.all_operands = true;
                    }
                    Ctx::Type => {}
                }
                Ok(Element::Operands)
            }
            "results" => {
                if ctx != Ctx::Type {
                    return self.err(
                        loc,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                Ok(Element::Results)
            }
            "regions" => {
                match ctx {
                    Ctx::Type => {
                        return self.err(loc, "'regions' is only valid as a top-level directive")
                    }
                    Ctx::Ref => {
                        if !self.all_regions {
                            return self.err(
                                loc,
                                "'ref' of 'regions' is not bound by a prior 'regions' directive",
                            );
                        }
                    }
                    _ => {
                        if self.all_regions || self.seen_regions.iter().any(|&s| s) {
                            return self.err(loc, "'regions' directive creates overlap in format");
                        }
                        self.all_regions = true;
                    }
                }
                Ok(Element::Regions)
            }
            "successors" => {
                match ctx {
                    Ctx::Type => {
                        return self.err(loc, "'successors' is only valid as a top-level directive")
                    }
                    Ctx::Ref => {
                        if !self.all_successors {
                            return self.err(
                                loc,
                                "'ref' of 'successors' is not bound by a prior 'successors' directive",
                            );
                        }
                    }
                    _ => {
                        if self.all_successors || self.seen_successors.iter().any(|&s| s) {
                            return self
                                .err(loc, "'successors' directive creates overlap in format");
                        }
                        self.all_successors = true;
                    }
                }
                Ok(Element::Successors)
            }
            "ref" => {
                if ctx != Ctx::Custom {
                    return self.err(loc, "'ref' is only valid within a `custom` directive");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.parse_element(Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Element::Ref(Box::new(arg)))
            }
            "type" => {
                if ctx == Ctx::Type {
                    return self.err(loc, "'type' cannot be used as a child of another `type`");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.parse_type_operand(loc, ctx == Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Element::Type {
                    arg: Box::new(arg),
                    qualified: false,
                })
            }
            "qualified" => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let el = self.parse_element(ctx)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                match el {
                    Element::Attribute { index, .. } => Ok(Element::Attribute {
                        index,
                        qualified: true,
                    }),
                    Element::Type { arg, .. } => Ok(Element::Type {
                        arg,
                        qualified: true,
                    }),
                    _ => self.err(
                        loc,
                        "'qualified' directive expects an attribute or a `type` directive",
                    ),
                }
            }
            "oilist" => self.parse_oilist(loc, ctx),
            _ => self.err(loc, "unsupported directive kind"),
        }
    }
}
