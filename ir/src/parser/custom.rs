//! The parser behind custom parse hooks: [`OpAsmParser`], which
//! [`CustomParser`] calls (and the cache of bare builtin type names).

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::op_asm::{OpAsmParser, ParseError, RegionArgument, UnresolvedOperand};
use crate::core::storage::{BlockId, RegionId, Value};
use crate::core::types::Type;

use super::{PResult, Parser};

/// The parser as custom parse hooks see it (through
/// [`CustomParser`](crate::core::op_asm::CustomParser)).
impl<'s, 'c> OpAsmParser<'s> for Parser<'s, 'c> {
    #[inline]
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    #[inline]
    fn offset(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }
    fn num_results(&self) -> usize {
        self.custom_op_results
    }
    fn custom_op_name(&self) -> Option<&str> {
        self.custom_op_name.map(|n| self.ctx.op_name_str(n))
    }
    fn source_byte(&self, offset: usize) -> Option<u8> {
        self.b.get(offset).copied()
    }
    #[inline]
    fn peek_byte(&mut self) -> Option<u8> {
        self.peek()
    }
    fn rewind(&mut self, offset: usize) {
        self.pos = offset.min(self.pos);
    }
    fn current_location(&mut self) -> Location {
        self.loc_here()
    }
    fn location_at(&mut self, offset: usize) -> Location {
        self.loc_at(offset)
    }
    #[inline]
    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.eat_keyword(kw)
    }
    fn parse_optional_bare_id(&mut self) -> Option<&'s str> {
        self.parse_bare_id()
    }
    #[inline]
    fn parse_optional_punct(&mut self, p: &str) -> bool {
        self.eat(p)
    }
    fn parse_symbol_name(&mut self) -> PResult<String> {
        self.skip_ws();
        if self.b.get(self.pos) != Some(&b'@') {
            // Reported as the custom op's own error (upstream's
            // `CustomOpAsmParser::emitError`).
            let msg = "expected valid '@'-identifier for symbol name";
            return Err(match self.custom_op_name() {
                Some(name) => self.error_here(&format!("custom op '{name}' {msg}")),
                None => self.error_here(msg),
            });
        }
        self.parse_symbol_ref_name()
    }
    /// A type ([`Parser::parse_type`]: bare builtin type names from a
    /// table after their first parse).
    #[inline]
    fn parse_type(&mut self) -> PResult<Type> {
        Parser::parse_type(self)
    }
    fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.eat("->") {
            return Ok(Vec::new());
        }
        if self.at_punct("(") {
            self.parse_type_list_parens()
        } else {
            Ok(vec![Parser::parse_type(self)?])
        }
    }
    fn parse_attribute(&mut self) -> PResult<Attribute> {
        Parser::parse_attribute(self)
    }
    fn parse_affine_map(&mut self) -> PResult<Attribute> {
        self.skip_ws();
        self.parse_bare_affine_map()
    }
    fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> PResult<crate::core::op_asm::SsaAffineMap> {
        Parser::parse_affine_map_of_ssa_ids(self, square)
    }
    fn parse_affine_expr_of_ssa_ids(&mut self) -> PResult<crate::core::op_asm::SsaAffineExpr> {
        Parser::parse_affine_expr_of_ssa_ids(self)
    }
    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        match self.peek() {
            Some(b'-' | b'0'..=b'9') => {
                self.skip_ws();
                self.parse_number_attr_of(Some(ty))
            }
            Some(b'"') => {
                let value = Parser::parse_string_bytes(self)?;
                Ok(self.ctx.string_bytes_attr(&value, ty))
            }
            Some(b't' | b'f') if matches!(self.peek_bare_id(), Some("true" | "false")) => {
                let v = self.parse_bare_id() == Some("true");
                Ok(self.ctx.bool_attr(v))
            }
            Some(b'd' | b's')
                if matches!(
                    self.peek_bare_id(),
                    Some("dense" | "sparse" | "dense_resource")
                ) && self.ctx.is_shaped(ty) =>
            {
                self.skip_ws();
                let keyword = self.pos;
                let given = Some((ty, keyword));
                match self.parse_bare_id() {
                    Some("sparse") => self.parse_sparse_of(keyword, given),
                    Some("dense_resource") => self.parse_dense_resource(given),
                    _ => self.parse_dense_of(given),
                }
            }
            _ => Parser::parse_attribute(self),
        }
    }
    fn parse_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        self.parse_attr_dict_entries()
    }
    #[inline]
    fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_operand_ref()
    }
    fn operand_name(&self, u: &UnresolvedOperand) -> PResult<&'s str> {
        self.name_at(u.offset, u.name_len)
    }
    #[inline]
    fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        self.resolve(u, ty)
    }
    fn parse_argument(&mut self, allow_attrs: bool) -> PResult<RegionArgument> {
        let name = self.parse_operand_ref()?;
        if name.number != 0 {
            return Err(ParseError::new(
                name.offset,
                "expected valid ssa identifier",
            ));
        }
        if !self.eat(":") {
            // `parseColonType`: placed as MLIR's `emitWrongTokenError`.
            return self.wrong_token("expected ':'");
        }
        let ty = Parser::parse_type(self)?;
        let attrs = if allow_attrs && self.at_punct("{") {
            self.parse_attr_dict_entries()?
        } else {
            Vec::new()
        };
        let loc = match OpAsmParser::parse_optional_location_specifier(self)? {
            Some(l) => l,
            None => self.loc_at(name.offset),
        };
        Ok(RegionArgument {
            name,
            ty,
            loc,
            attrs,
        })
    }
    fn parse_optional_location_specifier(&mut self) -> PResult<Option<Location>> {
        if self.peek_bare_id() != Some("loc") {
            return Ok(None);
        }
        let save = self.pos;
        self.pos += 3;
        if !self.eat("(") {
            self.pos = save;
            return Ok(None);
        }
        let loc = self.parse_location_body()?;
        self.expect(")", "')' in location")?;
        Ok(Some(loc))
    }
    fn parse_region(&mut self, args: &[RegionArgument], isolated: bool) -> PResult<RegionId> {
        let r = self.ctx.create_region();
        self.parse_region_into(r, args, isolated)?;
        Ok(r)
    }
    fn parse_successor(&mut self) -> PResult<BlockId> {
        self.skip_ws();
        let at = self.pos;
        if self.b.get(at) != Some(&b'^') || self.block_scopes.is_empty() {
            // Upstream's `emitWrongTokenError`: after the preceding text.
            return self.wrong_token("expected block name");
        }
        self.pos += 1;
        let n = self.parse_suffix_id()?;
        Ok(self.get_block(n, at))
    }
    fn parse_integer(&mut self) -> PResult<i64> {
        let at = self.offset();
        let neg = self.eat("-");
        let (v, _) = self.parse_uint()?;
        let v = i64::try_from(v).map_err(|_| ParseError::new(at, "integer out of range"))?;
        Ok(if neg { -v } else { v })
    }
    fn parse_string(&mut self) -> PResult<String> {
        // MLIR's `AsmParser::parseString` error.
        if self.peek() != Some(b'"') {
            return Err(self.error_here("expected string"));
        }
        Parser::parse_string(self)
    }
    fn parse_float(&mut self) -> PResult<f64> {
        let neg = self.eat("-");
        let at = self.offset();
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return Err(self.error_here("expected floating point literal"));
        }
        match self.dense_array_float(crate::core::types::FloatKind::F64, neg, at)? {
            crate::core::attrs::FloatElement::Exact(v) => Ok(v),
            // An `f64` pattern always fits an `f64`.
            crate::core::attrs::FloatElement::Wide(bits) => Ok(f64::from_bits(bits as u64)),
        }
    }
    fn parse_optional_integer_wide(&mut self) -> PResult<Option<i128>> {
        let at = self.offset();
        let neg = self.b.get(at) == Some(&b'-');
        let digit_at = if neg { at + 1 } else { at };
        if !self.b.get(digit_at).is_some_and(u8::is_ascii_digit) {
            return Ok(None);
        }
        self.pos = digit_at;
        let (mag, _) = self.parse_uint()?;
        let v = match i128::try_from(mag) {
            Ok(v) if neg => -v,
            Ok(v) => v,
            Err(_) => return Err(ParseError::new(at, "integer value too large")),
        };
        Ok(Some(v))
    }
    fn location_offset(&mut self, loc: Location) -> Option<usize> {
        let crate::core::location::LocData::FileLineCol { file, line, col } =
            *self.ctx.loc_data(loc)
        else {
            return None;
        };
        if file != self.file_id || line == 0 || col == 0 {
            return None;
        }
        let mut start = 0usize;
        for _ in 1..line {
            start += self.b.get(start..)?.iter().position(|&c| c == b'\n')? + 1;
        }
        let offset = start + col as usize - 1;
        (offset <= self.b.len()).then_some(offset)
    }
    fn wrong_token_error(&mut self, msg: String) -> ParseError {
        match self.wrong_token::<std::convert::Infallible>(msg) {
            Err(e) => e,
            Ok(never) => match never {},
        }
    }
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        let at_dim = |p: &mut Self| {
            p.skip_ws();
            matches!(p.b.get(p.pos), Some(b'?' | b'0'..=b'9'))
        };
        if with_trailing_x {
            while at_dim(self) {
                self.parse_dimension(allow_dynamic, &mut dims)?;
                self.parse_x_in_dimension_list()?;
            }
            return Ok(dims);
        }
        if at_dim(self) {
            self.parse_dimension(allow_dynamic, &mut dims)?;
            while self.peek() == Some(b'x') && self.bare_id_end().is_some() {
                self.parse_x_in_dimension_list()?;
                self.parse_dimension(allow_dynamic, &mut dims)?;
            }
        }
        Ok(dims)
    }
}

impl<'s, 'c> Parser<'s, 'c> {
    /// One dimension: `?` or a decimal integer (digits only: `0xf32` is
    /// `0`, `x`, `f32`, as MLIR's `parseIntegerInDimensionList`).
    fn parse_dimension(&mut self, allow_dynamic: bool, dims: &mut Vec<i64>) -> PResult<()> {
        self.skip_ws();
        let at = self.pos;
        if self.b.get(at) == Some(&b'?') {
            if !allow_dynamic {
                return self.err(at, "expected static shape");
            }
            self.pos += 1;
            dims.push(crate::core::types::DYNAMIC);
            return Ok(());
        }
        let mut e = at;
        while self.b.get(e).is_some_and(u8::is_ascii_digit) {
            e += 1;
        }
        let v = if self.src[at..].starts_with("0x") {
            e = at + 1;
            0
        } else {
            match self.src[at..e].parse::<u64>() {
                Ok(v) if v <= i64::MAX as u64 => v as i64,
                _ => return self.err(at, "invalid dimension"),
            }
        };
        self.pos = e;
        dims.push(v);
        Ok(())
    }

    /// The `x` after a dimension, also at the start of a longer identifier
    /// (`xf32` leaves `f32`).
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if self.peek() != Some(b'x') || self.bare_id_end().is_none() {
            return self.wrong_token("expected 'x' in dimension list");
        }
        self.pos += 1;
        Ok(())
    }

    /// An error at the next token, as is (custom parse hooks' errors carry
    /// no lexer error).
    fn error_here(&mut self, msg: &str) -> ParseError {
        self.skip_ws();
        ParseError::new(self.pos, msg.to_string())
    }
}
