//! The declarative assembly format of operations (`assemblyFormat`).
//!
//! [`parse_op_format`] reads an op's format string into a [`Format`] (a tree
//! of [`Element`]s) and validates it against the op like `mlir-tblgen` does:
//! every operand, region and successor appears exactly once (directly or
//! through `operands`/`regions`/`successors`), every operand and result type
//! is printed or can be inferred (buildable types, `AllTypesMatch`,
//! `TypesMatchWith`, `SameTypeOperands`, `SameOperandsAndResultType`,
//! `InferTypeOpInterface`), `attr-dict` is present, nothing is bound twice,
//! and optional groups have a valid anchor. Errors are [`Diagnostic`]s
//! located at the offending token inside the `.td` file when the format's
//! text can be found there verbatim, else at the `assemblyFormat` field.

pub mod lex;

use crate::diag::{Diagnostic, Loc};
use crate::ods::Operator;
use crate::tablegen::RecordKeeper;
use lex::{is_valid_literal, lex, Tok, Token};
use std::rc::Rc;

/// Maximum nesting of groups and directives.
const MAX_DEPTH: usize = 64;

/// One element of a format.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// A keyword or punctuation literal (without backquotes).
    Literal(String),
    /// `` ` ` `` (a space), `` `\n` `` (a newline) or the empty literal.
    Whitespace(String),
    /// A string parameter of a `custom` directive (unescaped).
    Str(String),
    /// `$attr`: index into `Operator::attributes`.
    Attribute {
        /// Index.
        index: usize,
        /// Printed and parsed with its dialect prefix (`qualified`).
        qualified: bool,
    },
    /// `$prop`: index into `Operator::properties`.
    Property(usize),
    /// `$operand`: index into `Operator::operands`.
    Operand(usize),
    /// `$result` (only inside `type`/`functional-type`).
    Result(usize),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args)`.
    Custom {
        /// `Name` (the dialect author provides `parse_<name>`/`print_<name>`).
        name: String,
        /// Arguments.
        args: Vec<Element>,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// Inputs.
        inputs: Box<Element>,
        /// Results.
        results: Box<Element>,
    },
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `type(arg)`.
    Type {
        /// Operand/result variable or `operands`/`results`.
        arg: Box<Element>,
        /// `qualified(type(...))`.
        qualified: bool,
    },
    /// `ref(arg)` inside a `custom` directive.
    Ref(Box<Element>),
    /// `( ... )?` or `( ... ) : ( ... )?`.
    Optional(OptionalGroup),
    /// `oilist(`kw` elems | ...)`.
    OIList(Vec<OIClause>),
}

/// An optional group.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionalGroup {
    /// Elements printed when the anchor is present.
    pub then_elements: Vec<Element>,
    /// Elements printed when the anchor is absent.
    pub else_elements: Vec<Element>,
    /// Index of the first non-whitespace element of `then_elements`.
    pub then_parse_start: usize,
    /// Index of the first non-whitespace element of `else_elements`.
    pub else_parse_start: usize,
    /// The anchor element (a copy of the element marked `^`).
    pub anchor: Box<Element>,
    /// The anchor was in the else group.
    pub inverted: bool,
}

/// One clause of an `oilist`.
#[derive(Clone, Debug, PartialEq)]
pub struct OIClause {
    /// Its leading keyword.
    pub keyword: String,
    /// The elements after it.
    pub elements: Vec<Element>,
}

/// What an operand, result or attribute is (a type source).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgRef {
    /// `operands[i]`.
    Operand(usize),
    /// `results[i]`.
    Result(usize),
    /// `attributes[i]` (its value's type).
    Attribute(usize),
}

/// How the parser obtains one operand or result type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeResolution {
    /// Printed in the format (`type($x)`, `type(operands)`, `functional-type`).
    InFormat,
    /// The type of another entity, through an optional transformer
    /// (`$_self` stands for the source type).
    Resolver {
        /// Source.
        source: ArgRef,
        /// Transformer expression (`None` = identity).
        transformer: Option<String>,
    },
    /// Built by the constraint's `builderCall`.
    Builder(String),
    /// Inferred by `InferTypeOpInterface` (results only).
    Inferred,
}

/// A validated format.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// The top-level elements.
    pub elements: Vec<Element>,
    /// How each operand type is resolved.
    pub operand_types: Vec<TypeResolution>,
    /// How each result type is resolved.
    pub result_types: Vec<TypeResolution>,
    /// `operands` is used.
    pub all_operands: bool,
    /// `type(operands)` is used.
    pub all_operand_types: bool,
    /// `type(results)` is used.
    pub all_result_types: bool,
    /// `regions` is used.
    pub all_regions: bool,
    /// `successors` is used.
    pub all_successors: bool,
    /// Result types come from `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// Attributes bound in the format (by index), in order of first use.
    pub used_attributes: Vec<usize>,
    /// Properties bound in the format.
    pub used_properties: Vec<usize>,
    /// Per attribute: the `builderCall` of its `valueType` when that type is
    /// buildable (upstream prints such attributes without their type).
    pub attr_value_types: Vec<Option<String>>,
}

/// Where tokens of the format are in the `.td` source.
#[derive(Clone, Copy, Debug)]
pub struct FormatLocator {
    field: Loc,
    /// Offset of the format's first byte in the source file, when found verbatim.
    base: Option<u32>,
}

impl FormatLocator {
    /// Finds the format text of `op` in its `.td` file.
    pub fn new(kp: &RecordKeeper, op: &Operator, text: &str) -> Self {
        let field = op.field_loc(kp, "assemblyFormat");
        // The field's own `let`, else the op's def body.
        for at in [field, op.loc] {
            if let Some(base) = find_text(kp, at, text) {
                return FormatLocator {
                    field: Loc {
                        file: at.file,
                        offset: base,
                    },
                    base: Some(base),
                };
            }
        }
        FormatLocator { field, base: None }
    }

    /// A locator that reports everything at `loc`.
    pub fn at(loc: Loc) -> Self {
        FormatLocator {
            field: loc,
            base: None,
        }
    }

    /// The location of byte `offset` of the format.
    pub fn loc(&self, offset: usize) -> Loc {
        match self
            .base
            .and_then(|b| u32::try_from(offset).ok().map(|o| b + o))
        {
            Some(o) => Loc {
                file: self.field.file,
                offset: o,
            },
            None => self.field,
        }
    }
}

/// The offset of `text` in the file of `at`, searching forward from `at`.
fn find_text(kp: &RecordKeeper, at: Loc, text: &str) -> Option<u32> {
    let src = kp.sources();
    if (at.file.0 as usize) >= src.files().count() || text.is_empty() {
        return None;
    }
    let file = &src.file(at.file).text;
    let start = (at.offset as usize).min(file.len());
    let tail = file.get(start..)?;
    let pos = tail.find(text)?;
    // Only the def's own body: stop at the next top-level definition.
    let next_def = tail.find("\ndef ").unwrap_or(usize::MAX);
    if pos > next_def {
        return None;
    }
    u32::try_from(start + pos).ok()
}

/// Parses and validates the `assemblyFormat` of `op` (`Ok(None)` when the op
/// has none).
pub fn op_format(kp: &RecordKeeper, op: &Operator) -> Result<Option<Format>, Diagnostic> {
    let Some(text) = op.assembly_format.as_deref() else {
        return Ok(None);
    };
    let locator = FormatLocator::new(kp, op, text);
    parse_op_format(kp, op, text, &locator).map(Some)
}

/// Parses and validates `text` as the format of `op`.
pub fn parse_op_format(
    kp: &RecordKeeper,
    op: &Operator,
    text: &str,
    locator: &FormatLocator,
) -> Result<Format, Diagnostic> {
    let tokens = lex(text).map_err(|(o, m)| Diagnostic::error(locator.loc(o), m))?;
    let mut p = FormatParser {
        kp,
        op,
        toks: tokens,
        pos: 0,
        locator,
        depth: 0,
        has_attr_dict: false,
        has_prop_dict: false,
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
        seen_operand_types: vec![false; op.operands.len()],
        seen_result_types: vec![false; op.results.len()],
        seen_attrs: Vec::new(),
        seen_props: Vec::new(),
        seen_operands: vec![false; op.operands.len()],
        seen_regions: vec![false; op.regions.len()],
        seen_successors: vec![false; op.successors.len()],
    };
    let mut elements = Vec::new();
    while p.cur().kind != Tok::Eof {
        elements.push(p.parse_element(Ctx::Top)?);
    }
    p.verify(elements)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    Top,
    Custom,
    Type,
    Ref,
}

struct FormatParser<'a, 'k> {
    kp: &'k RecordKeeper,
    op: &'k Operator,
    toks: Vec<Token<'a>>,
    pos: usize,
    locator: &'a FormatLocator,
    depth: usize,
    has_attr_dict: bool,
    has_prop_dict: bool,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    seen_attrs: Vec<usize>,
    seen_props: Vec<usize>,
    seen_operands: Vec<bool>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
}

type PResult<T> = Result<T, Diagnostic>;

/// Type resolvers by variable name: (name, source, transformer).
type Resolvers = Vec<(Rc<str>, ArgRef, Option<Rc<str>>)>;

impl<'a> FormatParser<'a, '_> {
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

    fn err<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.locator.loc(offset), msg))
    }
    fn expect(&mut self, kind: Tok, msg: &str) -> PResult<Token<'a>> {
        if self.cur().kind == kind {
            Ok(self.bump())
        } else {
            self.err(self.cur().offset, msg)
        }
    }

    fn parse_element(&mut self, ctx: Ctx) -> PResult<Element> {
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

    fn parse_literal(&mut self, ctx: Ctx) -> PResult<Element> {
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

    fn parse_type_operand(&mut self, loc: usize, is_ref: bool) -> PResult<Element> {
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

    fn parse_custom(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
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

    fn parse_oilist(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
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

    fn parse_optional_group(&mut self, ctx: Ctx) -> PResult<Element> {
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

    fn verify(self, elements: Vec<Element>) -> PResult<Format> {
        let start = self.locator.loc(0);
        let op = self.op;
        if !self.has_attr_dict && !self.has_prop_dict {
            return Err(Diagnostic::error(
                start,
                "'attr-dict' directive not found in custom assembly format",
            ));
        }
        // Type resolvers from traits.
        let mut resolver: Resolvers = Vec::new();
        let mut can_infer = false;
        let set = set_resolver;
        for t in &op.traits {
            let def = self.kp.record(t.def);
            if def.is_subclass_of("AllTypesMatch") {
                let values: Vec<Rc<str>> = def
                    .get_list("values")
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|v| v.as_str().cloned())
                    .collect();
                for (i, v) in values.iter().enumerate() {
                    let Some(src) = self.find_seen_arg(v) else {
                        continue;
                    };
                    for (j, w) in values.iter().enumerate() {
                        if j != i {
                            set(&mut resolver, w.clone(), src, None);
                        }
                    }
                }
            } else if &*t.def_name == "SameTypeOperands" {
                self.same_types(&mut resolver, false);
            } else if &*t.def_name == "SameOperandsAndResultType" {
                self.same_types(&mut resolver, true);
            } else if def.is_subclass_of("TypesMatchWith") {
                let lhs = def.get_string("lhs").unwrap_or_else(|_| "".into());
                let rhs = def.get_string("rhs").unwrap_or_else(|_| "".into());
                let tr = def.get_string("transformer").ok();
                if let Some(src) = self.find_seen_arg(&lhs) {
                    set(&mut resolver, rhs, src, tr);
                }
            } else if !op.all_result_types_known() {
                if let (Ok(Some(name)), Ok(ns)) = (
                    def.get_optional_string("cppInterfaceName"),
                    def.get_string("cppNamespace"),
                ) {
                    if &*name == "InferTypeOpInterface" && &*ns == "::mlir" {
                        can_infer = true;
                    }
                }
            }
        }
        let find_resolver = |name: &str| resolver.iter().find(|e| &*e.0 == name);

        self.verify_adjacent_colon(start, &elements)?;
        self.verify_attr_dict_region(start, &elements)?;

        // Results.
        let mut result_types = vec![TypeResolution::InFormat; op.results.len()];
        let mut infers_result_types = false;
        if !self.all_result_types {
            if !op.results.is_empty() && !self.seen_result_types.iter().any(|&s| s) && can_infer {
                infers_result_types = true;
                result_types = vec![TypeResolution::Inferred; op.results.len()];
            } else {
                for (i, r) in op.results.iter().enumerate() {
                    if self.seen_result_types[i] {
                        continue;
                    }
                    if let Some((_, src, tr)) = find_resolver(&r.name) {
                        result_types[i] = TypeResolution::Resolver {
                            source: *src,
                            transformer: tr.as_deref().map(str::to_string),
                        };
                        continue;
                    }
                    match &r.constraint.builder_call {
                        Some(b) if !r.is_variable_length() => {
                            result_types[i] = TypeResolution::Builder(b.to_string());
                        }
                        _ => {
                            return Err(Diagnostic::error(
                                start,
                                format!(
                                    "type of result #{}, named '{}', is not buildable and a buildable type cannot be inferred",
                                    i, r.name
                                ),
                            )
                            .with_note(
                                start,
                                format!(
                                    "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                                    r.name
                                ),
                            ));
                        }
                    }
                }
            }
        }
        // Operands.
        let mut operand_types = vec![TypeResolution::InFormat; op.operands.len()];
        for (i, o) in op.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands[i] {
                return Err(Diagnostic::error(
                    start,
                    format!("operand #{}, named '{}', not found", i, o.name),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        o.name
                    ),
                ));
            }
            if self.all_operand_types || self.seen_operand_types[i] {
                continue;
            }
            if let Some((_, src, tr)) = find_resolver(&o.name) {
                operand_types[i] = TypeResolution::Resolver {
                    source: *src,
                    transformer: tr.as_deref().map(str::to_string),
                };
                continue;
            }
            match &o.constraint.builder_call {
                Some(b) if !(self.all_operands && o.is_variable_length()) => {
                    operand_types[i] = TypeResolution::Builder(b.to_string());
                }
                _ => {
                    return Err(Diagnostic::error(
                        start,
                        format!(
                            "type of operand #{}, named '{}', is not buildable and a buildable type cannot be inferred",
                            i, o.name
                        ),
                    )
                    .with_note(
                        start,
                        format!(
                            "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                            o.name
                        ),
                    ));
                }
            }
        }
        if !self.all_regions {
            if let Some(i) = self.seen_regions.iter().position(|&s| !s) {
                let n = &op.regions[i].name;
                return Err(Diagnostic::error(
                    start,
                    format!("region #{}, named '{}', not found", i, n),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        n
                    ),
                ));
            }
        }
        if !self.all_successors {
            if let Some(i) = self.seen_successors.iter().position(|&s| !s) {
                let n = &op.successors[i].name;
                return Err(Diagnostic::error(
                    start,
                    format!("successor #{}, named '{}', not found", i, n),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        n
                    ),
                ));
            }
        }
        self.verify_oilist_adjacency(start, &elements)?;
        let attr_value_types = op
            .attributes
            .iter()
            .map(|a| {
                let rec = self.kp.record(a.attr.value_type?);
                match rec.value("builderCall").map(|v| v.kind()) {
                    Some(crate::tablegen::InitKind::Str { s, .. }) if !s.trim().is_empty() => {
                        Some(s.trim().to_string())
                    }
                    _ => None,
                }
            })
            .collect();
        Ok(Format {
            elements,
            operand_types,
            result_types,
            all_operands: self.all_operands,
            all_operand_types: self.all_operand_types,
            all_result_types: self.all_result_types,
            all_regions: self.all_regions,
            all_successors: self.all_successors,
            infers_result_types,
            used_attributes: self.seen_attrs,
            used_properties: self.seen_props,
            attr_value_types,
        })
    }

    fn same_types(&self, resolver: &mut Resolvers, include_results: bool) {
        let src = if let Some(i) = self.seen_operand_types.iter().position(|&s| s) {
            ArgRef::Operand(i)
        } else if let (true, Some(i)) = (
            include_results,
            self.seen_result_types.iter().position(|&s| s),
        ) {
            ArgRef::Result(i)
        } else {
            return;
        };
        for (i, o) in self.op.operands.iter().enumerate() {
            if !self.seen_operand_types[i] {
                set_resolver(resolver, o.name.clone(), src, None);
            }
        }
        if include_results {
            for (i, r) in self.op.results.iter().enumerate() {
                if !self.seen_result_types[i] {
                    set_resolver(resolver, r.name.clone(), src, None);
                }
            }
        }
    }

    fn find_seen_arg(&self, name: &str) -> Option<ArgRef> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|o| &*o.name == name) {
            return (self.seen_operand_types[i] || self.all_operand_types)
                .then_some(ArgRef::Operand(i));
        }
        if let Some(i) = op.results.iter().position(|o| &*o.name == name) {
            return (self.seen_result_types[i] || self.all_result_types)
                .then_some(ArgRef::Result(i));
        }
        if let Some(i) = op.attributes.iter().position(|o| &*o.name == name) {
            return self.seen_attrs.contains(&i).then_some(ArgRef::Attribute(i));
        }
        None
    }

    fn is_optionally_parsed(&self, el: &Element) -> bool {
        match el {
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index].attr;
                a.is_optional || a.default_value.is_some()
            }
            Element::Operand(i) => self.op.operands[*i].is_variable_length(),
            Element::Successor(i) => self.op.successors[*i].is_variadic,
            Element::Region(i) => self.op.regions[*i].is_variadic,
            Element::Whitespace(_) | Element::AttrDict { .. } => true,
            _ => false,
        }
    }

    /// `Some(true)` = invalid found, `Some(false)` = closed validly, `None` = reached the end.
    fn check_range(
        &self,
        is_invalid: &dyn Fn(&Element) -> bool,
        els: &[Element],
        guard: Option<&Element>,
    ) -> Option<bool> {
        for (k, el) in els.iter().enumerate() {
            if is_invalid(el) {
                return Some(true);
            }
            if let Element::Optional(g) = el {
                if let Some(true) =
                    self.check_range(is_invalid, &g.then_elements, g.then_elements.first())
                {
                    return Some(true);
                }
                if let Some(true) = self.check_range(is_invalid, &g.else_elements, None) {
                    return Some(true);
                }
                continue;
            }
            let is_guard = k == 0 && guard.is_some();
            if !is_guard && self.is_optionally_parsed(el) {
                continue;
            }
            return Some(false);
        }
        None
    }

    /// Returns `Err(name of base)` when an invalid element follows a base.
    fn verify_adjacent<'e>(
        &self,
        is_base: &dyn Fn(&Element) -> bool,
        is_invalid: &dyn Fn(&Element) -> bool,
        els: &'e [Element],
    ) -> Result<Option<&'e Element>, (&'e Element, &'e Element)> {
        for (k, el) in els.iter().enumerate() {
            let base = if is_base(el) {
                el
            } else if let Element::Optional(g) = el {
                let t = self.verify_adjacent(is_base, is_invalid, &g.then_elements)?;
                let e = self.verify_adjacent(is_base, is_invalid, &g.else_elements)?;
                match t.or(e) {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(is_invalid, &els[k + 1..], None) {
                Some(true) => {
                    let bad = els[k + 1..]
                        .iter()
                        .find(|e| contains_invalid(e, is_invalid))
                        .unwrap_or(base);
                    return Err((base, bad));
                }
                Some(false) => {}
                None => return Ok(Some(base)),
            }
        }
        Ok(None)
    }

    fn verify_adjacent_colon(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let kp = self.kp;
        let op = self.op;
        let is_base = |e: &Element| {
            let Element::Attribute { index, qualified } = e else {
                return false;
            };
            let a = &op.attributes[*index].attr;
            let has_type_builder = a
                .value_type
                .and_then(|t| {
                    kp.record(t)
                        .get_optional_string("builderCall")
                        .ok()
                        .flatten()
                })
                .is_some_and(|b| !b.is_empty());
            // Upstream's generic storage type, or ours when the attribute
            // has no more specific return type.
            let generic = &*a.storage_type == "::mlir::Attribute"
                || (&*a.storage_type == "::ir::Attribute" && &*a.return_type == "::ir::Attribute");
            !has_type_builder && (*qualified || generic)
        };
        let is_invalid = |e: &Element| matches!(e, Element::Literal(l) if l == ":");
        match self.verify_adjacent(&is_base, &is_invalid, els) {
            Err((Element::Attribute { index, .. }, _)) => Err(Diagnostic::error(
                start,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable type",
                    op.attributes[*index].name
                ),
            )),
            _ => Ok(()),
        }
    }

    fn verify_attr_dict_region(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let is_base = |e: &Element| {
            matches!(
                e,
                Element::AttrDict {
                    with_keyword: false
                }
            )
        };
        let is_invalid = |e: &Element| matches!(e, Element::Region(_));
        match self.verify_adjacent(&is_base, &is_invalid, els) {
            Err((_, Element::Region(i))) => Err(Diagnostic::error(
                start,
                format!(
                    "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                    self.op.regions[*i].name
                ),
            )
            .with_note(start, "try using `attr-dict-with-keyword` instead")),
            Err(_) => Err(Diagnostic::error(
                start,
                "format ambiguity caused by `attr-dict` directive followed by a region",
            )
            .with_note(start, "try using `attr-dict-with-keyword` instead")),
            Ok(_) => Ok(()),
        }
    }

    fn verify_oilist_adjacency(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let mut prohibited: Vec<&str> = Vec::new();
        for el in els {
            match el {
                Element::OIList(clauses) => {
                    for c in clauses {
                        if prohibited.contains(&c.keyword.as_str()) {
                            return Err(Diagnostic::error(
                                start,
                                format!(
                                    "format ambiguity because {} is used in two adjacent oilist elements.",
                                    c.keyword
                                ),
                            ));
                        }
                    }
                    prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
                }
                Element::Literal(l) => {
                    if prohibited.contains(&l.as_str()) {
                        return Err(Diagnostic::error(
                            start,
                            format!(
                                "format ambiguity because {} is used both in oilist element and the adjacent literal.",
                                l
                            ),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
        Ok(())
    }
}

/// Sets (or replaces) the resolver of variable `name`.
fn set_resolver(resolver: &mut Resolvers, name: Rc<str>, src: ArgRef, tr: Option<Rc<str>>) {
    if let Some(e) = resolver.iter_mut().find(|e| e.0 == name) {
        e.1 = src;
        e.2 = tr;
    } else {
        resolver.push((name, src, tr));
    }
}

fn contains_invalid(e: &Element, is_invalid: &dyn Fn(&Element) -> bool) -> bool {
    if is_invalid(e) {
        return true;
    }
    match e {
        Element::Optional(g) => g
            .then_elements
            .iter()
            .chain(&g.else_elements)
            .any(|x| contains_invalid(x, is_invalid)),
        _ => false,
    }
}

/// Collects the variables under `el` (through `type`, `functional-type`,
/// `ref`, `custom`, optional groups and oilists).
pub fn collect_vars<'e>(el: &'e Element, out: &mut Vec<&'e Element>) {
    match el {
        Element::Attribute { .. }
        | Element::Property(_)
        | Element::Operand(_)
        | Element::Result(_)
        | Element::Region(_)
        | Element::Successor(_) => out.push(el),
        Element::Type { arg, .. } | Element::Ref(arg) => collect_vars(arg, out),
        Element::FunctionalType { inputs, results } => {
            collect_vars(inputs, out);
            collect_vars(results, out);
        }
        Element::Custom { args, .. } => args.iter().for_each(|a| collect_vars(a, out)),
        Element::Optional(g) => g
            .then_elements
            .iter()
            .chain(&g.else_elements)
            .for_each(|a| collect_vars(a, out)),
        Element::OIList(cs) => cs
            .iter()
            .flat_map(|c| &c.elements)
            .for_each(|a| collect_vars(a, out)),
        Element::Literal(_)
        | Element::Whitespace(_)
        | Element::Str(_)
        | Element::AttrDict { .. }
        | Element::PropDict
        | Element::Operands
        | Element::Results
        | Element::Regions
        | Element::Successors => {}
    }
}
