//! The declarative assembly format of attributes and types (upstream
//! `DefFormatParser` in `AttrOrTypeFormatGen.cpp` over `FormatGen.cpp`):
//! literals, parameters, `params`, `struct(...)`, `custom<Name>(...)` with
//! `ref(...)` and string arguments, `qualified(...)`, optional groups with
//! an anchor and an else group, whitespace literals. Checked as upstream
//! checks it, with upstream's messages, located at the offending token.

use super::lex::{is_valid_literal, lex, Tok, Token};
use super::FormatLocator;
use crate::diag::Diagnostic;
use crate::ods::AttrOrTypeDef;

/// One element of an attribute or type format.
#[derive(Clone, Debug, PartialEq)]
pub enum DefElement {
    /// A keyword or punctuation literal (without backquotes).
    Literal(String),
    /// `` ` ` ``, `` `\n` `` or the empty literal.
    Whitespace(String),
    /// A string argument of `custom` (unescaped).
    Str(String),
    /// `$param`: index into the def's parameters.
    Param {
        /// Index.
        index: usize,
        /// `qualified($param)`: printed with its `#dialect.`/`!dialect.` prefix.
        qualified: bool,
    },
    /// `ref($param)` inside `custom`.
    Ref(usize),
    /// `params`: every parameter but the self type, comma-separated.
    Params(Vec<usize>),
    /// `struct(...)`: `name = value` pairs in any order.
    Struct(Vec<usize>),
    /// `custom<Name>(args)`.
    Custom {
        /// `Name` (the author writes `parse_<name>` / `print_<name>`).
        name: String,
        /// Arguments: parameters, `ref`s and strings.
        args: Vec<DefElement>,
    },
    /// `( ... )?` with an anchor, maybe `: ( ... )`.
    Optional(DefOptional),
}

/// An optional group.
#[derive(Clone, Debug, PartialEq)]
pub struct DefOptional {
    /// Elements of the group.
    pub then_elements: Vec<DefElement>,
    /// Elements of the else group.
    pub else_elements: Vec<DefElement>,
    /// Index of the first non-whitespace element of `then_elements`.
    pub then_parse_start: usize,
    /// The anchor (a copy of the element marked `^`).
    pub anchor: Box<DefElement>,
    /// The anchor was in the else group.
    pub inverted: bool,
}

impl DefElement {
    /// The parameters this element binds (not through `ref`).
    pub fn params(&self) -> Vec<usize> {
        match self {
            DefElement::Param { index, .. } => vec![*index],
            DefElement::Params(v) | DefElement::Struct(v) => v.clone(),
            DefElement::Custom { args, .. } => args.iter().flat_map(|a| a.params()).collect(),
            _ => Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    Top,
    Custom,
    Ref,
    Struct,
}

struct Parser<'a> {
    def: &'a AttrOrTypeDef,
    toks: Vec<Token<'a>>,
    pos: usize,
    locator: &'a FormatLocator,
    seen: Vec<bool>,
    depth: usize,
}

type PResult<T> = Result<T, Diagnostic>;

/// Parses and checks `text`, the `assemblyFormat` of `def`.
pub fn parse_def_format(
    def: &AttrOrTypeDef,
    text: &str,
    locator: &FormatLocator,
) -> Result<Vec<DefElement>, Diagnostic> {
    let toks = lex(text).map_err(|(o, m)| Diagnostic::error(locator.loc(o), m))?;
    let mut p = Parser {
        def,
        toks,
        pos: 0,
        locator,
        seen: vec![false; def.parameters.len()],
        depth: 0,
    };
    let mut elements = Vec::new();
    while p.cur().kind != Tok::Eof {
        elements.push(p.element(Ctx::Top)?);
    }
    p.verify(&elements)?;
    Ok(elements)
}

impl<'a> Parser<'a> {
    fn cur(&self) -> Token<'a> {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }
    fn bump(&mut self) -> Token<'a> {
        let t = self.cur();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }
    fn error<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.locator.loc(offset), msg))
    }
    fn expect(&mut self, kind: Tok, msg: &str) -> PResult<Token<'a>> {
        if self.cur().kind == kind {
            Ok(self.bump())
        } else {
            self.error(self.cur().offset, msg)
        }
    }

    fn element(&mut self, ctx: Ctx) -> PResult<DefElement> {
        if self.depth > 64 {
            return self.error(self.cur().offset, "format nests too deeply");
        }
        let t = self.cur();
        match t.kind {
            Tok::Literal => self.literal(ctx),
            Tok::Str => {
                self.bump();
                if ctx != Ctx::Custom {
                    return self.error(
                        t.offset,
                        "strings may only be used as 'custom' directive arguments",
                    );
                }
                // Upstream drops every backslash.
                let value = t.text[1..t.text.len() - 1].replace('\\', "");
                Ok(DefElement::Str(value))
            }
            Tok::Variable => {
                self.bump();
                self.variable(t.offset, &t.text[1..], ctx)
            }
            Tok::Keyword => {
                self.bump();
                self.depth += 1;
                let r = self.directive(t, ctx);
                self.depth -= 1;
                r
            }
            Tok::LParen => {
                self.depth += 1;
                let r = self.optional_group(ctx);
                self.depth -= 1;
                r
            }
            _ => self.error(
                t.offset,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    fn literal(&mut self, ctx: Ctx) -> PResult<DefElement> {
        let t = self.bump();
        if ctx != Ctx::Top {
            return self.error(
                t.offset,
                "literals may only be used in the top-level section of the format",
            );
        }
        let value = &t.text[1..t.text.len() - 1];
        if value.is_empty() || value == " " || value == "\\n" {
            return Ok(DefElement::Whitespace(value.to_string()));
        }
        if let Err(m) = is_valid_literal(value) {
            return self.error(
                t.offset,
                format!("expected valid literal but got '{value}': {m}"),
            );
        }
        Ok(DefElement::Literal(value.to_string()))
    }

    fn variable(&mut self, offset: usize, name: &str, ctx: Ctx) -> PResult<DefElement> {
        let Some(index) = self
            .def
            .parameters
            .iter()
            .position(|p| p.name.as_deref() == Some(name))
        else {
            return self.error(
                offset,
                format!("{} has no parameter named '{}'", self.def.def_name, name),
            );
        };
        if ctx != Ctx::Ref {
            if self.seen[index] {
                return self.error(offset, format!("duplicate parameter '{name}'"));
            }
            self.seen[index] = true;
        } else if !self.seen[index] && !self.def.parameters[index].is_self_type {
            return self.error(
                offset,
                format!("parameter '{name}' must be bound before it is referenced"),
            );
        }
        Ok(if ctx == Ctx::Ref {
            DefElement::Ref(index)
        } else {
            DefElement::Param {
                index,
                qualified: false,
            }
        })
    }

    fn directive(&mut self, t: Token<'a>, ctx: Ctx) -> PResult<DefElement> {
        match t.text {
            "custom" => self.custom(t.offset, ctx),
            "ref" => {
                if ctx != Ctx::Custom {
                    return self.error(t.offset, "'ref' is only valid within a `custom` directive");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.element(Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(arg)
            }
            "qualified" => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let var = self.element(ctx)?;
                let DefElement::Param { index, .. } = var else {
                    return self.error(t.offset, "`qualified` argument list expected a variable");
                };
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(DefElement::Param {
                    index,
                    qualified: true,
                })
            }
            "params" => {
                if ctx != Ctx::Top && ctx != Ctx::Struct {
                    return self.error(
                        t.offset,
                        "`params` can only be used at the top-level context or within a `struct` directive",
                    );
                }
                let mut vars = Vec::new();
                for (i, p) in self.def.parameters.iter().enumerate() {
                    if self.seen[i] {
                        return self.error(
                            t.offset,
                            format!(
                                "`params` captures duplicate parameter: {}",
                                p.name.as_deref().unwrap_or("")
                            ),
                        );
                    }
                    if p.is_self_type {
                        continue;
                    }
                    self.seen[i] = true;
                    vars.push(i);
                }
                Ok(DefElement::Params(vars))
            }
            "struct" => self.struct_directive(t.offset, ctx),
            _ => self.error(t.offset, "unsupported directive kind"),
        }
    }

    fn custom(&mut self, offset: usize, ctx: Ctx) -> PResult<DefElement> {
        if ctx != Ctx::Top {
            return self.error(offset, "'custom' is only valid as a top-level directive");
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
            args.push(self.element(Ctx::Custom)?);
            if self.cur().kind != Tok::Comma {
                break;
            }
            self.bump();
        }
        self.expect(
            Tok::RParen,
            "expected ')' after custom directive parameters",
        )?;
        Ok(DefElement::Custom {
            name: name.text.to_string(),
            args,
        })
    }

    fn struct_directive(&mut self, offset: usize, ctx: Ctx) -> PResult<DefElement> {
        if ctx != Ctx::Top {
            return self.error(offset, "`struct` can only be used at the top-level context");
        }
        self.expect(Tok::LParen, "expected '(' before `struct` argument list")?;
        let first = self.element(Ctx::Struct);
        let vars = match first {
            Ok(DefElement::Param { index, .. }) => {
                let mut vars = vec![index];
                while self.cur().kind == Tok::Comma {
                    self.bump();
                    match self.element(Ctx::Struct) {
                        Ok(DefElement::Param { index, .. }) => vars.push(index),
                        _ => {
                            return self
                                .error(offset, "expected a variable in `struct` argument list")
                        }
                    }
                }
                vars
            }
            Ok(DefElement::Params(v)) => v,
            _ => {
                return self.error(
                    offset,
                    "`struct` argument list expected a variable or directive",
                )
            }
        };
        self.expect(Tok::RParen, "expected ')' at the end of an argument list")?;
        Ok(DefElement::Struct(vars))
    }

    fn optional_group(&mut self, ctx: Ctx) -> PResult<DefElement> {
        let loc = self.bump().offset;
        if ctx != Ctx::Top {
            return self.error(
                loc,
                "optional groups can only be used as top-level elements",
            );
        }
        let mut anchor: Option<DefElement> = None;
        let then_elements = self.group_children(&mut anchor)?;
        self.bump();
        let inverted = anchor.is_none();
        let mut else_elements = Vec::new();
        if self.cur().kind == Tok::Colon {
            self.bump();
            self.expect(
                Tok::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            else_elements = self.group_children(&mut anchor)?;
            self.bump();
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return self.error(loc, "optional group has no anchor element");
        };
        self.verify_group(loc, &then_elements, Some(&anchor))?;
        self.verify_group(loc, &else_elements, None)?;
        let then_parse_start = then_elements
            .iter()
            .position(|e| !matches!(e, DefElement::Whitespace(_)))
            .unwrap_or(then_elements.len());
        if !matches!(
            then_elements.get(then_parse_start),
            Some(DefElement::Literal(_) | DefElement::Param { .. } | DefElement::Custom { .. })
        ) {
            return self.error(
                loc,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            );
        }
        Ok(DefElement::Optional(DefOptional {
            then_elements,
            else_elements,
            then_parse_start,
            anchor: Box::new(anchor),
            inverted,
        }))
    }

    fn group_children(&mut self, anchor: &mut Option<DefElement>) -> PResult<Vec<DefElement>> {
        let mut out = Vec::new();
        loop {
            let el = self.element(Ctx::Top)?;
            if self.cur().kind == Tok::Caret {
                if anchor.is_some() {
                    return self.error(
                        self.cur().offset,
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                *anchor = Some(el.clone());
                self.bump();
            }
            out.push(el);
            if self.cur().kind == Tok::RParen {
                return Ok(out);
            }
            if self.cur().kind == Tok::Eof {
                return self.error(self.cur().offset, "expected ')' to end optional group");
            }
        }
    }

    /// Upstream `verifyOptionalGroupElements`.
    fn verify_group(
        &self,
        loc: usize,
        elements: &[DefElement],
        anchor: Option<&DefElement>,
    ) -> PResult<()> {
        let optional = |i: &usize| self.def.parameters[*i].is_optional;
        for el in elements {
            match el {
                DefElement::Param { index, .. } if !optional(index) => {
                    return self.error(loc, "parameters in an optional group must be optional");
                }
                DefElement::Params(v) if !v.iter().all(optional) => {
                    return self.error(
                        loc,
                        "`params` directive allowed in optional group only if all parameters are optional",
                    );
                }
                DefElement::Struct(v) if !v.iter().all(optional) => {
                    return self.error(
                        loc,
                        "`struct` is only allowed in an optional group if all captured parameters are optional",
                    );
                }
                DefElement::Custom { args, .. }
                    if args.iter().any(
                        |a| matches!(a, DefElement::Param { index, .. } if !optional(index)),
                    ) =>
                {
                    return self.error(
                        loc,
                        "`custom` is only allowed in an optional group if all captured parameters are optional",
                    );
                }
                _ => {}
            }
        }
        match anchor {
            None
            | Some(DefElement::Param { .. } | DefElement::Params(_) | DefElement::Struct(_)) => {
                Ok(())
            }
            Some(DefElement::Custom { args, .. }) => {
                if args.iter().any(|a| matches!(a, DefElement::Param { .. })) {
                    Ok(())
                } else {
                    self.error(
                        loc,
                        "`custom` directive with no bound parameters cannot be used as optional group anchor",
                    )
                }
            }
            Some(_) => self.error(
                loc,
                "optional group anchor must be a parameter or directive",
            ),
        }
    }

    /// Upstream `DefFormatParser::verify`.
    fn verify(&self, elements: &[DefElement]) -> PResult<()> {
        for (i, p) in self.def.parameters.iter().enumerate() {
            if p.is_optional {
                continue;
            }
            let name = p.name.as_deref().unwrap_or("");
            if !self.seen[i] {
                if p.is_self_type {
                    continue;
                }
                return self.error(
                    0,
                    format!("format is missing reference to parameter: {name}"),
                );
            }
            if p.is_self_type {
                return self.error(0, "unexpected self type parameter in assembly format");
            }
        }
        for w in elements.windows(2) {
            if let (DefElement::Struct(v), DefElement::Literal(l)) = (&w[0], &w[1]) {
                if l == "," && v.iter().any(|i| self.def.parameters[*i].is_optional) {
                    return self.error(
                        0,
                        "`struct` directive with optional parameters cannot be followed by a comma literal",
                    );
                }
            }
        }
        Ok(())
    }
}
