//! The declarative assembly format of operations (`assemblyFormat`), and
//! of attributes and types ([`attr_type`]).
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
//! text can be found verbatim in the body of the def or class that sets it,
//! else at the def.
//!
//! The format tree and the entry points are here; `lex` tokenizes, `parse`
//! reads elements, `groups` the elements that hold others, `verify` checks
//! the result against the op.

pub mod attr_type;
pub mod lex;

use crate::diag::{Diagnostic, Loc};
use crate::ods::Operator;
use crate::tablegen::RecordKeeper;
use lex::{lex, Tok, Token};
use std::rc::Rc;

mod groups;
mod parse;
mod verify;
pub(crate) use verify::{dialect_class, string_field};

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

/// An enum attribute printed and parsed as its case's spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumFormat {
    /// The Rust enum (`cppType`).
    pub rust_type: String,
    /// Its Rust integer type (`underlyingType`).
    pub underlying: String,
    /// Every case's spelling, in order (the parse error lists them).
    pub cases: Vec<String>,
    /// The spellings parsed as bare keywords (`canFormatStringAsKeyword`).
    pub keywords: Vec<String>,
    /// The spellings printed bare, `None` for all of them; others print
    /// quoted (bit enums: only single-bit cases are bare).
    pub bare: Option<Vec<String>>,
    /// `constBuilderCall` (`$0`: the enum value).
    pub const_builder: String,
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
    /// Per attribute: the Rust handle of its kind when that is a dialect
    /// attribute (an `AttrDef`): printed and parsed without its
    /// `#dialect.mnemonic` prefix (upstream's `printStrippedAttrOrType`).
    pub attr_classes: Vec<Option<String>>,
    /// Per attribute: the element type (`i64`, `f32`, ...) when it is a
    /// dense array (`DenseI64ArrayAttr` and its kin), printed and parsed as
    /// `[1, 2]` without `array<...>` (upstream's `printStrippedAttrOrType`
    /// of `DenseArrayAttrImpl`).
    pub attr_dense_arrays: Vec<Option<String>>,
    /// Per attribute: whether it is a `SymbolNameAttr`, printed and parsed
    /// as `@name` (upstream's `shouldFormatSymbolNameAttr`).
    pub attr_symbol_names: Vec<bool>,
    /// Per attribute: the token an optional attribute of its storage kind
    /// must start with (`"` for strings, `[` for arrays, `@` for symbol
    /// references: upstream's typed `parseOptionalAttribute` overloads).
    pub attr_optional_tokens: Vec<Option<char>>,
    /// Per attribute: how an enum attribute (`I32EnumAttr`, `BitEnumAttr`,
    /// ...) is printed and parsed as its case (upstream's
    /// `canFormatEnumAttr`).
    pub attr_enums: Vec<Option<EnumFormat>>,
    /// Per operand, then per result: the Rust handle of its type when that
    /// is one dialect type (a `TypeDef`), printed and parsed without its
    /// `!dialect.mnemonic` prefix.
    pub operand_type_classes: Vec<Option<String>>,
    /// Per result: as `operand_type_classes`.
    pub result_type_classes: Vec<Option<String>>,
    /// Per attribute: upstream's `storageType` (`::mlir::StringAttr`, ...),
    /// the class a parsed attribute must be of (upstream's
    /// `parseCustomAttributeWithFallback<StorageType>`).
    pub attr_kinds: Vec<Option<String>>,
    /// Per operand: upstream's `cppClassName` of its type constraint
    /// (`::mlir::RankedTensorType`, ...), the class a type parsed by
    /// `type($operand)` must be of; `None` for optional and variadic ones.
    pub operand_type_kinds: Vec<Option<String>>,
    /// Per result: as `operand_type_kinds`.
    pub result_type_kinds: Vec<Option<String>>,
}

/// Where tokens of the format are in the `.td` source.
#[derive(Clone, Copy, Debug)]
pub struct FormatLocator {
    field: Loc,
    /// Offset of the format's first byte in the source file, when found verbatim.
    base: Option<u32>,
}

impl FormatLocator {
    /// Finds the format text of `op` where it is set: in the def's own
    /// body, else in the body of the nearest class that sets it; else
    /// errors are reported at the def. (The field's declaration, in
    /// `OpBase.td`, holds no format: searching from there would find a short
    /// format's text in an unrelated place.)
    pub fn new(kp: &RecordKeeper, op: &Operator, text: &str) -> Self {
        let rec = kp.record(op.def);
        let classes = rec
            .superclasses()
            .iter()
            .rev()
            .map(|c| kp.record(c.id).loc());
        Self::search(kp, std::iter::once(op.loc).chain(classes), op.loc, text)
    }

    /// Finds `text` after `field` (the `assemblyFormat` field's location),
    /// else in the def's body at `def`.
    pub fn find(kp: &RecordKeeper, field: Loc, def: Loc, text: &str) -> Self {
        Self::search(kp, [field, def], field, text)
    }

    /// The first of `places` whose text holds `text`; else everything is
    /// reported at `fallback`.
    fn search(
        kp: &RecordKeeper,
        places: impl IntoIterator<Item = Loc>,
        fallback: Loc,
        text: &str,
    ) -> Self {
        for at in places {
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
        FormatLocator {
            field: fallback,
            base: None,
        }
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

/// The offset of `text` in the file of `at`, searching forward from `at`
/// (the name of a def or class) within its body.
fn find_text(kp: &RecordKeeper, at: Loc, text: &str) -> Option<u32> {
    let src = kp.sources();
    if (at.file.0 as usize) >= src.files().count() || text.is_empty() {
        return None;
    }
    let file = &src.file(at.file).text;
    let start = (at.offset as usize).min(file.len());
    let tail = file.get(start..)?;
    let pos = tail.find(text)?;
    // Only the record's own body: stop at the next top-level definition.
    let next_def = ["\ndef ", "\nclass ", "\nmulticlass ", "\ndefm "]
        .iter()
        .filter_map(|k| tail.find(k))
        .min()
        .unwrap_or(usize::MAX);
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
