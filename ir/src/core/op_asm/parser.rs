//! [`CustomParser`], what a custom parse hook reads an op's custom form
//! through, and [`OpAsmParser`], the parser behind it.

use crate::core::affine::{AffineExpr, AffineMap};
use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::{BlockId, RegionId, Value};
use crate::core::types::Type;

use super::{ParseError, RegionArgument, UnresolvedOperand};

/// An affine map over SSA values: the map, the values of its dimensions,
/// the values of its symbols.
pub type SsaAffineMap = (AffineMap, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>);
/// An affine expression over SSA values: the expression, the values of
/// its dimensions, the values of its symbols.
pub type SsaAffineExpr = (AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>);

/// The parser of the textual form as custom parse hooks see it (MLIR's
/// `OpAsmParser`), implemented by the `parser` layer; `'s` is the
/// source text. Each method skips the blanks and comments before what it
/// reads. Hooks use it through [`CustomParser`], which adds the methods
/// written with these (required forms of the optional ones, errors,
/// generic helpers).
pub(crate) trait OpAsmParser<'s> {
    /// The context (to build types and attributes).
    fn ctx(&mut self) -> &mut Context;
    /// The byte offset of the next token.
    fn offset(&mut self) -> usize;
    /// The byte of the source at `offset`.
    fn source_byte(&self, offset: usize) -> Option<u8>;
    /// The next byte, not consumed.
    fn peek_byte(&mut self) -> Option<u8>;
    /// Moves back to `offset` (from [`OpAsmParser::offset`]); never forward.
    fn rewind(&mut self, offset: usize);
    /// The `file:line:col` location of the next token.
    fn current_location(&mut self) -> Location;
    /// The `file:line:col` location of byte `offset` of the source.
    fn location_at(&mut self, offset: usize) -> Location;
    /// Consumes `kw` if it is the next bare identifier.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// The next bare identifier, consumed, if there is one.
    fn parse_optional_bare_id(&mut self) -> Option<&'s str>;
    /// Consumes punctuation `p` (`(`, `->`, `:`, ...) if it is next.
    fn parse_optional_punct(&mut self, p: &str) -> bool;
    /// `@name` or `@"name"`.
    fn parse_symbol_name(&mut self) -> Result<String, ParseError>;
    /// A type.
    fn parse_type(&mut self) -> Result<Type, ParseError>;
    /// Optional `-> type` or `-> (types)`; empty if no arrow.
    fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, ParseError>;
    /// An attribute.
    fn parse_attribute(&mut self) -> Result<Attribute, ParseError>;
    /// A bare affine map `(d0)[s0] -> (...)`, as an `affine_map` attribute.
    fn parse_affine_map(&mut self) -> Result<Attribute, ParseError>;
    /// `[exprs]` (`(exprs)` unless `square`) over SSA values: the map,
    /// the values that became its dimensions and those that became its
    /// symbols.
    fn parse_affine_map_of_ssa_ids(&mut self, square: bool) -> Result<SsaAffineMap, ParseError>;
    /// One affine expression over SSA values, with its dimension and
    /// symbol values.
    fn parse_affine_expr_of_ssa_ids(&mut self) -> Result<SsaAffineExpr, ParseError>;
    /// An attribute of known type: numbers and strings take `ty` and no
    /// `: type` suffix is read.
    fn parse_attribute_of_type(&mut self, ty: Type) -> Result<Attribute, ParseError>;
    /// An attribute dictionary `{...}`.
    fn parse_attr_dict(&mut self) -> Result<Vec<NamedAttr>, ParseError>;
    /// `%name` or `%name#N`.
    fn parse_operand(&mut self) -> Result<UnresolvedOperand, ParseError>;
    /// The name (without `%`) of an operand reference read by this parser.
    fn operand_name(&self, u: &UnresolvedOperand) -> Result<&'s str, ParseError>;
    /// Resolves an operand with its type (forward references allowed).
    fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> Result<Value, ParseError>;
    /// `%name: type`, then an optional attribute dictionary when
    /// `allow_attrs`, then an optional `loc(...)` (the location of the name
    /// if absent).
    fn parse_argument(&mut self, allow_attrs: bool) -> Result<RegionArgument, ParseError>;
    /// An optional `loc(...)`.
    fn parse_optional_location_specifier(&mut self) -> Result<Option<Location>, ParseError>;
    /// A region `{...}` whose entry block gets `args`; `isolated` hides
    /// outer values.
    fn parse_region(
        &mut self,
        args: &[RegionArgument],
        isolated: bool,
    ) -> Result<RegionId, ParseError>;
    /// A successor `^bb`.
    fn parse_successor(&mut self) -> Result<BlockId, ParseError>;
    /// A (possibly negative) integer.
    fn parse_integer(&mut self) -> Result<i64, ParseError>;
    /// A string literal.
    fn parse_string(&mut self) -> Result<String, ParseError>;
    /// An optionally negative float literal, or a hexadecimal integer
    /// literal holding an `f64`'s bits (MLIR's `AsmParser::parseFloat` of
    /// a `double`).
    fn parse_float(&mut self) -> Result<f64, ParseError>;
    /// An optionally negative integer of any size up to 128 bits, if one
    /// is next.
    fn parse_optional_integer_wide(&mut self) -> Result<Option<i128>, ParseError>;
    /// The source offset of a `file:line:col` location in the text being
    /// parsed.
    fn location_offset(&mut self, loc: Location) -> Option<usize>;
    /// An error about the next token where MLIR's `emitWrongTokenError`
    /// puts it: just after the text before it when it starts a line.
    fn wrong_token_error(&mut self, msg: String) -> ParseError;
    /// How many results the op being parsed is bound to (`%a, %b = ...`
    /// gives 2; MLIR's `getNumResults`).
    fn num_results(&self) -> usize;
    /// The name of the custom op being parsed, if any.
    fn custom_op_name(&self) -> Option<&str>;
    /// Dimensions `2x?x4` (MLIR's `parseDimensionList`).
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> Result<Vec<i64>, ParseError>;
}

/// What custom parse hooks use to read an operation's custom form.
///
/// Hooks receive it after the operation name; they fill in the
/// [`OperationState`](crate::core::storage::OperationState) (operands
/// resolved with [`CustomParser::resolve_operand`], result types,
/// attributes, regions). The trailing location and the result binding
/// (`%0 = `) are handled by the caller. `'p` is the borrow of the parser,
/// `'s` the source text and `'c` the lifetime of the parser itself.
pub struct CustomParser<'p, 's, 'c> {
    p: &'p mut (dyn OpAsmParser<'s> + 'c),
    /// Where the name of what is parsed starts (a dialect type's or
    /// attribute's mnemonic).
    name_at: Option<usize>,
}

impl<'p, 's, 'c> CustomParser<'p, 's, 'c> {
    /// A custom parser reading through `p`.
    pub(crate) fn new(p: &'p mut (dyn OpAsmParser<'s> + 'c)) -> Self {
        CustomParser { p, name_at: None }
    }
    /// A custom parser of an op, dialect type or attribute whose text
    /// starts at `name_at`.
    pub(crate) fn with_name(p: &'p mut (dyn OpAsmParser<'s> + 'c), name_at: usize) -> Self {
        CustomParser {
            p,
            name_at: Some(name_at),
        }
    }
}

impl CustomParser<'_, '_, '_> {
    /// The context (to build types and attributes).
    #[inline]
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx()
    }
    /// Current byte offset (for [`CustomParser::error_at`]).
    #[inline]
    pub fn offset(&mut self) -> usize {
        self.p.offset()
    }
    /// An error at the current position.
    pub fn error(&mut self, msg: impl Into<String>) -> ParseError {
        let offset = self.offset();
        ParseError::new(offset, msg.into())
    }
    /// An error at a given offset.
    pub fn error_at(&self, offset: usize, msg: impl Into<String>) -> ParseError {
        ParseError::new(offset, msg.into())
    }
    /// How many results the op being parsed is bound to (`%a, %b = ...`
    /// gives 2; MLIR's `getNumResults`): 0 for an unnamed op.
    pub fn num_results(&self) -> usize {
        self.p.num_results()
    }
    /// An error at `offset` as the custom parser of an op reports it
    /// (MLIR's `OpAsmParser::emitError`): prefixed with `custom op 'name' `.
    pub fn op_error_at(&self, offset: usize, msg: impl Into<String>) -> ParseError {
        let msg = msg.into();
        match self.p.custom_op_name() {
            Some(name) => ParseError::new(offset, format!("custom op '{name}' {msg}")),
            None => ParseError::new(offset, msg),
        }
    }
    /// The `file:line:col` location of the current position.
    pub fn current_location(&mut self) -> Location {
        self.p.current_location()
    }
    /// Where the op, dialect type or attribute being parsed starts (MLIR's
    /// `getNameLoc`: the op name, the mnemonic), else the current position.
    pub fn name_offset(&mut self) -> usize {
        match self.name_at {
            Some(at) => at,
            None => self.offset(),
        }
    }
    /// The `file:line:col` location of byte `offset` of the source (from
    /// [`CustomParser::offset`] or an [`UnresolvedOperand`]'s offset).
    pub fn location_at(&mut self, offset: usize) -> Location {
        self.p.location_at(offset)
    }
    /// Consumes `kw` if it is the next bare identifier.
    #[inline]
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.parse_optional_keyword(kw)
    }
    /// Requires keyword `kw`.
    pub fn parse_keyword(&mut self, kw: &str) -> Result<(), ParseError> {
        if self.p.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }
    /// The next bare identifier, if any.
    pub fn parse_optional_bare_id(&mut self) -> Option<String> {
        self.p.parse_optional_bare_id().map(|s| s.to_string())
    }
    /// Consumes punctuation `p` (`(`, `->`, `:`, ...) if next.
    #[inline]
    pub fn parse_optional_punct(&mut self, p: &str) -> bool {
        self.p.parse_optional_punct(p)
    }
    /// Requires punctuation `p`.
    #[inline]
    pub fn parse_punct(&mut self, p: &str) -> Result<(), ParseError> {
        if self.p.parse_optional_punct(p) {
            return Ok(());
        }
        Err(self.expected_punct(p))
    }
    /// Requires punctuation `p`, else the error `expected 'p'` followed by
    /// `context` (MLIR's `parseCommaSeparatedList` with a context message,
    /// such as ` in operand list`).
    pub fn parse_punct_in(&mut self, p: &str, context: &str) -> Result<(), ParseError> {
        if self.p.parse_optional_punct(p) {
            return Ok(());
        }
        Err(self.p.wrong_token_error(format!("expected '{p}'{context}")))
    }
    /// Punctuation errors are placed as MLIR's `parseToken` places them.
    #[cold]
    fn expected_punct(&mut self, p: &str) -> ParseError {
        self.p.wrong_token_error(format!("expected '{p}'"))
    }
    /// `@name` or `@"name"`.
    pub fn parse_symbol_name(&mut self) -> Result<String, ParseError> {
        self.p.parse_symbol_name()
    }
    /// A type.
    #[inline]
    pub fn parse_type(&mut self) -> Result<Type, ParseError> {
        self.p.parse_type()
    }
    /// `: type`
    pub fn parse_colon_type(&mut self) -> Result<Type, ParseError> {
        self.parse_punct(":")?;
        self.p.parse_type()
    }
    /// A comma-separated list of types (at least one).
    pub fn parse_type_list(&mut self) -> Result<Vec<Type>, ParseError> {
        let mut v = vec![self.p.parse_type()?];
        while self.p.parse_optional_punct(",") {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }
    /// Optional `-> type` or `-> (types)`; empty if no arrow.
    pub fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, ParseError> {
        self.p.parse_optional_arrow_type_list()
    }
    /// An attribute.
    pub fn parse_attribute(&mut self) -> Result<Attribute, ParseError> {
        self.p.parse_attribute()
    }
    /// Optional `{...}` attribute dictionary.
    #[inline]
    pub fn parse_optional_attr_dict(&mut self) -> Result<Vec<NamedAttr>, ParseError> {
        if self.p.peek_byte() == Some(b'{') {
            self.p.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }
    /// Optional `attributes {...}`.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> Result<Vec<NamedAttr>, ParseError> {
        if self.p.parse_optional_keyword("attributes") {
            self.p.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }
    /// `%name` declaring a region argument: a result number (`%name#0`) is
    /// refused as MLIR's `parseArgument` refuses it.
    pub fn parse_argument_name(&mut self) -> Result<UnresolvedOperand, ParseError> {
        let u = self.p.parse_operand()?;
        let hash = u.offset + 1 + u.name_len as usize;
        if self.p.source_byte(hash) == Some(b'#') {
            return Err(ParseError::new(
                hash,
                "result number not allowed in argument list",
            ));
        }
        Ok(u)
    }
    /// `%name` or `%name#N`.
    #[inline]
    pub fn parse_operand(&mut self) -> Result<UnresolvedOperand, ParseError> {
        self.p.parse_operand()
    }
    /// An operand if the next token is `%`.
    #[inline]
    pub fn parse_optional_operand(&mut self) -> Result<Option<UnresolvedOperand>, ParseError> {
        if self.p.peek_byte() == Some(b'%') {
            Ok(Some(self.p.parse_operand()?))
        } else {
            Ok(None)
        }
    }
    /// The name (without `%`) of an operand reference read by this parser.
    pub fn operand_name(&self, u: &UnresolvedOperand) -> Result<&str, ParseError> {
        self.p.operand_name(u)
    }
    /// Resolves an operand with its type (forward references allowed).
    #[inline]
    pub fn resolve_operand(
        &mut self,
        u: &UnresolvedOperand,
        ty: Type,
    ) -> Result<Value, ParseError> {
        self.p.resolve_operand(u, ty)
    }
    /// `%name: type` with an optional trailing `loc(...)`. Without one, the
    /// location is the name's `file:line:col` (as mlir-opt's; `default_loc`
    /// is not used).
    pub fn parse_argument(&mut self, default_loc: Location) -> Result<RegionArgument, ParseError> {
        let _ = default_loc;
        self.p.parse_argument(false)
    }
    /// `%name: type {attributes} loc(...)`, the dictionary and the location
    /// optional (upstream's `parseArgument(arg, allowType, allowAttrs)`).
    pub fn parse_argument_with_attrs(&mut self) -> Result<RegionArgument, ParseError> {
        self.p.parse_argument(true)
    }
    /// An optional trailing `loc(...)`.
    pub fn parse_optional_location_specifier(&mut self) -> Result<Option<Location>, ParseError> {
        self.p.parse_optional_location_specifier()
    }
    /// A region `{...}` whose entry block gets `args`; `isolated` hides outer values.
    pub fn parse_region(
        &mut self,
        args: &[RegionArgument],
        isolated: bool,
    ) -> Result<RegionId, ParseError> {
        self.p.parse_region(args, isolated)
    }
    /// A region if the next token is `{`.
    pub fn parse_optional_region(
        &mut self,
        args: &[RegionArgument],
        isolated: bool,
    ) -> Result<Option<RegionId>, ParseError> {
        if self.p.peek_byte() == Some(b'{') {
            Ok(Some(self.p.parse_region(args, isolated)?))
        } else {
            Ok(None)
        }
    }
    /// A successor `^bb`.
    pub fn parse_successor(&mut self) -> Result<BlockId, ParseError> {
        self.p.parse_successor()
    }
    /// A (possibly negative) integer.
    pub fn parse_integer(&mut self) -> Result<i64, ParseError> {
        self.p.parse_integer()
    }
    /// A string literal.
    pub fn parse_string(&mut self) -> Result<String, ParseError> {
        self.p.parse_string()
    }
    /// An optionally negative float literal, or a hexadecimal integer
    /// literal holding an `f64`'s bits (MLIR's `AsmParser::parseFloat` of
    /// a `double`; a decimal integer is an error, as there).
    pub fn parse_float(&mut self) -> Result<f64, ParseError> {
        self.p.parse_float()
    }
    /// An integer of any size up to 128 bits (MLIR's `parseInteger` before
    /// the value is narrowed).
    pub fn parse_integer_wide(&mut self) -> Result<i128, ParseError> {
        let at = self.offset();
        match self.p.parse_optional_integer_wide()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(at, "expected integer value")),
        }
    }
    /// The source offset of a `file:line:col` location of the text being
    /// parsed (to turn a [`Diagnostic`](crate::core::diag::Diagnostic) into
    /// a [`ParseError`]).
    pub fn location_offset(&mut self, loc: Location) -> Option<usize> {
        self.p.location_offset(loc)
    }
    /// Dimensions as in shaped types (MLIR's `parseDimensionList`): `?` for
    /// a dynamic one (when allowed; stored as [`DYNAMIC`](crate::core::types::DYNAMIC)),
    /// separated by `x`; with `with_trailing_x`, each followed by `x`
    /// (`2x3xf32` leaves `f32`).
    pub fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> Result<Vec<i64>, ParseError> {
        self.p.parse_dimension_list(allow_dynamic, with_trailing_x)
    }
    /// A bare identifier or a string literal, if one is next (MLIR's
    /// `parseOptionalKeywordOrString`).
    pub fn parse_optional_keyword_or_string(&mut self) -> Result<Option<String>, ParseError> {
        if self.p.peek_byte() == Some(b'"') {
            return self.p.parse_string().map(Some);
        }
        Ok(self.p.parse_optional_bare_id().map(str::to_string))
    }
    /// An attribute whose type `ty` is known (upstream's
    /// `parseAttribute(attr, type)`): numbers and strings take `ty` and no
    /// `: type` suffix is read; other attributes parse as usual.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> Result<Attribute, ParseError> {
        self.p.parse_attribute_of_type(ty)
    }
    /// `[%i + 1, symbol(%n)]` (`(...)` unless `square`): an affine map
    /// whose dimensions and symbols are SSA values (MLIR's
    /// `parseAffineMapOfSSAIds`); the values of the dimensions and those
    /// of the symbols come with it, each value once, in the order read.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> Result<SsaAffineMap, ParseError> {
        self.p.parse_affine_map_of_ssa_ids(square)
    }
    /// One affine expression over SSA values (MLIR's
    /// `parseAffineExprOfSSAIds`), with the values of its dimensions and
    /// symbols.
    pub fn parse_affine_expr_of_ssa_ids(&mut self) -> Result<SsaAffineExpr, ParseError> {
        self.p.parse_affine_expr_of_ssa_ids()
    }
    /// A bare affine map `(d0)[s0] -> (...)` (MLIR's `parseAffineMap`), as
    /// an `affine_map` attribute.
    pub fn parse_affine_map(&mut self) -> Result<Attribute, ParseError> {
        self.p.parse_affine_map()
    }
    /// The next non-whitespace byte, not consumed.
    #[inline]
    pub fn peek_byte(&mut self) -> Option<u8> {
        self.p.peek_byte()
    }
    /// Moves back to `offset` (from [`CustomParser::offset`]) to retry after
    /// reading a type or an attribute, which define nothing; never forward.
    pub fn rewind(&mut self, offset: usize) {
        self.p.rewind(offset)
    }
}
