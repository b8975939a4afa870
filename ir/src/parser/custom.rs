//! The parser behind custom parse hooks: [`OpAsmParser`], which
//! [`CustomParser`] calls (and the cache of bare builtin type names).

use crate::core::attrs::{AttrData, Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::op_asm::{OpAsmParser, ParseError, RegionArgument, UnresolvedOperand};
use crate::core::storage::{BlockId, RegionId, Value};
use crate::core::types::Type;

use super::{PResult, Parser, MAX_NESTING};

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
            return Err(self.error_here("expected valid '@'-identifier for symbol name"));
        }
        self.parse_symbol_ref_name()
    }
    /// A type. A bare builtin type name (`i32`, `f64`, `index`) is taken
    /// from the type cache after its first parse (the generic parser caches
    /// only types with a structure).
    #[inline]
    fn parse_type(&mut self) -> PResult<Type> {
        self.skip_ws();
        match self.b.get(self.pos) {
            Some(c) if c.is_ascii_alphabetic() => self.parse_bare_type(),
            _ => Parser::parse_type(self),
        }
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
    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        match self.peek() {
            Some(b'-' | b'0'..=b'9') => {
                self.skip_ws();
                self.parse_number_attr_of(Some(ty))
            }
            Some(b'"') => {
                let value = Parser::parse_string(self)?;
                Ok(self.ctx.get_attr(AttrData::String { value, ty }))
            }
            Some(b't' | b'f') if matches!(self.peek_bare_id(), Some("true" | "false")) => {
                let v = self.parse_bare_id() == Some("true");
                Ok(self.ctx.bool_attr(v))
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
    fn parse_argument(&mut self) -> PResult<RegionArgument> {
        let name = self.parse_operand_ref()?;
        if name.number != 0 {
            return Err(ParseError {
                offset: name.offset,
                message: "expected valid ssa identifier".into(),
            });
        }
        if !self.eat(":") {
            let at = self.offset();
            return Err(ParseError {
                offset: at,
                message: "expected ':'".into(),
            });
        }
        let ty = Parser::parse_type(self)?;
        let mut loc = self.loc_at(name.offset);
        if self.peek_bare_id() == Some("loc") {
            let save = self.pos;
            self.pos += 3;
            if self.eat("(") {
                loc = self.parse_location_body()?;
                self.expect(")", "')' in location")?;
            } else {
                self.pos = save;
            }
        }
        Ok(RegionArgument { name, ty, loc })
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
            return Err(self.error_here("expected block name"));
        }
        self.pos += 1;
        let n = self.parse_suffix_id()?;
        Ok(self.get_block(n, at))
    }
    fn parse_integer(&mut self) -> PResult<i64> {
        let at = self.offset();
        let neg = self.eat("-");
        let (v, _) = self.parse_uint()?;
        let v = i64::try_from(v).map_err(|_| ParseError {
            offset: at,
            message: "integer out of range".into(),
        })?;
        Ok(if neg { -v } else { v })
    }
    fn parse_string(&mut self) -> PResult<String> {
        Parser::parse_string(self)
    }
}

impl<'s, 'c> Parser<'s, 'c> {
    /// An error at the next token, as is (custom parse hooks' errors carry
    /// no lexer error).
    fn error_here(&mut self, msg: &str) -> ParseError {
        self.skip_ws();
        ParseError {
            offset: self.pos,
            message: msg.to_string(),
        }
    }

    /// A type starting with a letter, through the cache of bare builtin
    /// type names (see [`OpAsmParser::parse_type`]).
    fn parse_bare_type(&mut self) -> PResult<Type> {
        let start = self.pos;
        let Some(end) = self.bare_id_end() else {
            return Parser::parse_type(self);
        };
        if self.b.get(end) == Some(&b'<') {
            return Parser::parse_type(self);
        }
        let key = &self.src[start..end];
        if self.depth < MAX_NESTING {
            if let Some(&(t, 1)) = self.type_cache.get(key) {
                self.hw_depth = self.hw_depth.max(self.depth + 1);
                self.pos = end;
                return Ok(t);
            }
        }
        let t = Parser::parse_type(self)?;
        if self.pos == end {
            self.type_cache.insert(key, (t, 1));
        }
        Ok(t)
    }
}
