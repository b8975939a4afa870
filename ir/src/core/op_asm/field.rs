//! The parameters of dialect types and attributes in their assembly
//! format: how a value of each Rust type is parsed ([`FieldParser`],
//! MLIR's `FieldParser<T>`) and printed ([`FieldPrinter`], MLIR's
//! `printStrippedAttrOrType` / `operator<<`), and what a parameter's own
//! parser snippet may return ([`FieldResult`]).
//!
//! Generated typed handles (`FooType`, `FooAttr`) implement both traits
//! with MLIR's "stripped" form: without their `!dialect.mnemonic` prefix,
//! unless the text starts with `!`/`#`.

use crate::core::affine::AffineMap;
use crate::core::attrs::Attribute;
use crate::core::diag::Diagnostic;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::types::Type;

/// A value the assembly format of a type or attribute parses as a
/// parameter (MLIR's `FieldParser<T>`).
pub trait FieldParser: Sized {
    /// Parses the value.
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError>;
}

/// Parses an integer enum's case as a parameter (upstream EnumsGen's
/// `FieldParser<Enum>`): a keyword or string, read with the enum's
/// `FromStr`; `summary` is the enum's, as upstream's messages quote it.
pub fn parse_enum_field<E: std::str::FromStr>(
    p: &mut CustomParser,
    summary: &str,
) -> Result<E, ParseError> {
    p.peek_byte();
    let at = p.offset();
    let Some(keyword) = p.parse_optional_keyword_or_string()? else {
        return Err(p.op_error_at(at, format!("expected keyword for {summary}")));
    };
    keyword
        .parse()
        .map_err(|_| p.op_error_at(at, format!("invalid {summary} specification: {keyword}")))
}

/// A value the assembly format of a type or attribute prints as a
/// parameter (MLIR's `printStrippedAttrOrType`, or `<<`).
pub trait FieldPrinter {
    /// Prints the value.
    fn print_field(&self, p: &mut CustomPrinter);
    /// Prints the value with its dialect prefix (`qualified(...)` in a
    /// format); the same as [`FieldPrinter::print_field`] except for
    /// dialect attributes and types.
    fn print_qualified(&self, p: &mut CustomPrinter) {
        self.print_field(p);
    }
}

impl FieldParser for Type {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        p.parse_type()
    }
}

impl FieldParser for Attribute {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        p.parse_attribute()
    }
}

impl FieldParser for String {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        p.parse_string()
    }
}

/// A bare affine map, `(d0) -> (d0)` (an `AffineMap` parameter: MLIR's
/// `FieldParser<AffineMap>`).
impl FieldParser for AffineMap {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        let at = p.offset();
        let attr = p.parse_affine_map()?;
        p.ctx()
            .as_affine_map(attr)
            .ok_or_else(|| p.error_at(at, "expected an affine map"))
    }
}

impl FieldPrinter for AffineMap {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.print_affine_map(*self);
    }
}

/// MLIR's `FieldParser<std::optional<Attribute>>`: `parseOptionalAttribute`,
/// for which a `{` starts a dictionary (`#nvvm.target<flags = {fast}>`).
impl FieldParser for Option<Attribute> {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        if p.peek_byte() == Some(b'{') {
            return p.parse_attribute().map(Some);
        }
        crate::core::op_asm::format::parse_optional_attribute(p)
    }
}

macro_rules! int_fields {
    ($($t:ty),*) => {$(
        impl FieldParser for $t {
            fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
                let at = p.offset();
                let v = p.parse_integer_wide()?;
                <$t>::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))
            }
        }
        impl FieldParser for Option<$t> {
            fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
                match p.peek_byte() {
                    Some(b'-' | b'0'..=b'9') => <$t as FieldParser>::parse_field(p).map(Some),
                    _ => Ok(None),
                }
            }
        }
        impl FieldPrinter for $t {
            fn print_field(&self, p: &mut CustomPrinter) {
                p.write_str(&self.to_string());
            }
        }
    )*};
}
int_fields!(i8, i16, i32, i64, u8, u16, u32, u64);

/// An optional parameter holding a dialect attribute (`OptionalParameter<
/// "LoopAnnotationAttr">`): upstream's storage is the nullable attribute,
/// parsed as the attribute itself where the format reads it.
impl<T: crate::core::dialect_defs::AttrHandle + FieldParser> FieldParser for Option<T> {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        T::parse_field(p).map(Some)
    }
}

/// MLIR's `FieldParser<bool>` (an integer one): `true`, `false`, or an
/// integer that fits in one bit.
impl FieldParser for bool {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        if p.parse_optional_keyword("true") {
            return Ok(true);
        }
        if p.parse_optional_keyword("false") {
            return Ok(false);
        }
        let at = p.offset();
        match p.parse_integer_wide()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(p.error_at(at, "integer value too large")),
        }
    }
}

impl FieldPrinter for bool {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.write_str(if *self { "true" } else { "false" });
    }
}

impl<T: FieldParser> FieldParser for Vec<T> {
    /// A comma-separated list of at least one element.
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        let mut v = vec![T::parse_field(p)?];
        while p.parse_optional_punct(",") {
            v.push(T::parse_field(p)?);
        }
        Ok(v)
    }
}

impl FieldPrinter for Type {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.print_type(*self);
    }
}

impl FieldPrinter for Attribute {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.print_attribute(*self);
    }
}

impl FieldPrinter for str {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.write_str(self);
    }
}

impl FieldPrinter for String {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.write_str(self);
    }
}

impl<T: FieldPrinter> FieldPrinter for [T] {
    /// The elements separated by `, `.
    fn print_field(&self, p: &mut CustomPrinter) {
        for (i, x) in self.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            x.print_field(p);
        }
    }
}

impl<T: FieldPrinter> FieldPrinter for Vec<T> {
    fn print_field(&self, p: &mut CustomPrinter) {
        self.as_slice().print_field(p);
    }
}

impl<T: FieldPrinter> FieldPrinter for Option<T> {
    /// The value if present (an optional parameter's guard keeps `None`
    /// from being printed).
    fn print_field(&self, p: &mut CustomPrinter) {
        if let Some(v) = self {
            v.print_field(p);
        }
    }
    fn print_qualified(&self, p: &mut CustomPrinter) {
        if let Some(v) = self {
            v.print_qualified(p);
        }
    }
}

impl<T: FieldPrinter + ?Sized> FieldPrinter for &T {
    fn print_field(&self, p: &mut CustomPrinter) {
        (**self).print_field(p);
    }
    fn print_qualified(&self, p: &mut CustomPrinter) {
        (**self).print_qualified(p);
    }
}

/// What a parameter's `parser` snippet returns: a `Result` whose error is a
/// [`ParseError`] or a [`Diagnostic`] (the `.td` vocabulary's hooks).
pub trait FieldResult<T> {
    /// The value, or the error as a [`ParseError`] (a diagnostic at a place
    /// of the source being parsed keeps its place; otherwise it is at `at`).
    fn into_field(self, p: &mut CustomParser, at: usize) -> Result<T, ParseError>;
}

impl<T> FieldResult<T> for Result<T, ParseError> {
    fn into_field(self, _p: &mut CustomParser, _at: usize) -> Result<T, ParseError> {
        self
    }
}

impl<T> FieldResult<T> for Result<T, Diagnostic> {
    fn into_field(self, p: &mut CustomParser, at: usize) -> Result<T, ParseError> {
        self.map_err(|d| {
            let offset = p.location_offset(d.loc).unwrap_or(at);
            p.error_at(offset, d.message)
        })
    }
}
