//! Dialect types and attributes (`!dialect.mnemonic<...>`,
//! `#dialect<...>`, aliases): the symbol is scanned as balanced text; a
//! registered dialect then parses it in place through its hooks (its own
//! parse hook, or the dispatch on the mnemonic to its registered
//! definitions, as MLIR's generated `parseType`/`parseAttribute` do), and
//! an unregistered one keeps the text (MLIR's `OpaqueType`/`OpaqueAttr`).

use crate::core::attrs::Attribute;
use crate::core::dynamic::{parse_dynamic_attr, parse_dynamic_type};
use crate::core::op_asm::CustomParser;
use crate::core::types::Type;

use super::lexer::is_id_char;
use super::{AliasValue, PResult, Parser};

/// A dialect symbol or alias name after `!` or `#`.
pub(super) struct DialectSymbol<'s> {
    /// The dialect namespace, or the alias name.
    pub(super) dialect: &'s str,
    /// The symbol data (empty for an alias).
    pub(super) data: &'s str,
    /// Where the data starts in the source.
    pub(super) data_at: usize,
    /// An alias reference (no `.` and no `<...>`).
    pub(super) alias: bool,
}

/// The end of upstream's message for an opaque type or attribute of an
/// unregistered dialect (`OpaqueType::verify`, `OpaqueAttr::verify`).
const UNREGISTERED_HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

impl<'s, 'c> Parser<'s, 'c> {
    /// Upstream's error for an opaque type or attribute (`what`) of an
    /// unregistered dialect: at its data in the pretty form
    /// (`#dialect.data`), at its sigil (`start`) in the verbose one.
    fn unregistered_symbol<T>(
        &self,
        start: usize,
        sym: &DialectSymbol<'_>,
        what: &str,
    ) -> PResult<T> {
        let pretty = sym.data_at > 0 && self.b.get(sym.data_at - 1) == Some(&b'.');
        let at = if pretty { sym.data_at } else { start };
        self.err(
            at,
            format!("{what} created with unregistered dialect. {UNREGISTERED_HINT}"),
        )
    }

    /// A type after its `!`: an alias, a type of a registered dialect, or
    /// an opaque type.
    pub(super) fn parse_extended_type(&mut self) -> PResult<Type> {
        let start = self.pos.saturating_sub(1);
        let sym = self.parse_dialect_symbol()?;
        if sym.alias {
            return match self.type_aliases.get(sym.dialect) {
                Some(t) => Ok(*t),
                None => self.wrong_token(format!("undefined symbol alias id '{}'", sym.dialect)),
            };
        }
        let Some(dialect) = self.ctx.dialect(sym.dialect) else {
            if !self.ctx.allow_unregistered {
                let what = format!("`!\"{}\"<\"{}\">` type", sym.dialect, sym.data);
                return self.unregistered_symbol(start, &sym, &what);
            }
            return Ok(self.ctx.opaque_type(sym.dialect, sym.data));
        };
        let (own_parse, allow_unknown) = (dialect.parse_type, dialect.allow_unknown_types);
        let dynamic = dialect.dynamic;
        // The dialect parses the data in place (errors point into it), then
        // parsing resumes after the symbol.
        let resume = self.pos;
        self.pos = sym.data_at;
        let r = if dynamic {
            self.dispatch_dynamic_type(sym.dialect)
        } else if let Some(parse) = own_parse {
            parse(&mut CustomParser::with_name(self, sym.data_at))
        } else if self.ctx.dialect_has_type_definitions(sym.dialect) {
            self.dispatch_dialect_type(sym.dialect)
        } else if allow_unknown {
            Ok(self.ctx.opaque_type(sym.dialect, sym.data))
        } else {
            self.err(
                sym.data_at,
                format!("dialect '{}' provides no type parsing hook", sym.dialect),
            )
        };
        self.pos = resume;
        r
    }

    /// MLIR's generated `parseType`: the mnemonic picks the definition,
    /// whose hook parses the rest.
    fn dispatch_dialect_type(&mut self, ns: &str) -> PResult<Type> {
        let (at, mnemonic) = self.dialect_mnemonic()?;
        let def = self.ctx.type_definition_by_mnemonic(ns, mnemonic);
        if let Some(d) = def.filter(|&d| self.ctx.type_definition(d).dynamic.is_some()) {
            return parse_dynamic_type(&mut CustomParser::with_name(self, at), d, at);
        }
        let parse = def.and_then(|d| self.ctx.type_definition(d).parse);
        match parse {
            Some(parse) => parse(&mut CustomParser::with_name(self, at)),
            None => self.err(at, format!("unknown  type `{mnemonic}` in dialect `{ns}`")),
        }
    }

    /// A type of a dynamic dialect (`DynamicDialect::parseType`): one of
    /// its dynamic types, by name.
    fn dispatch_dynamic_type(&mut self, ns: &str) -> PResult<Type> {
        let (at, mnemonic) = self.dialect_mnemonic()?;
        let def = self.ctx.type_definition_by_mnemonic(ns, mnemonic);
        match def.filter(|&d| self.ctx.type_definition(d).dynamic.is_some()) {
            Some(d) => parse_dynamic_type(&mut CustomParser::with_name(self, at), d, at),
            None => self.err(at, "expected dynamic type"),
        }
    }

    /// An attribute of a dynamic dialect (`DynamicDialect::parseAttribute`).
    fn dispatch_dynamic_attr(&mut self, ns: &str) -> PResult<Attribute> {
        let (at, mnemonic) = self.dialect_mnemonic()?;
        let def = self.ctx.attr_definition_by_mnemonic(ns, mnemonic);
        match def.filter(|&d| self.ctx.attr_definition(d).dynamic.is_some()) {
            Some(d) => parse_dynamic_attr(&mut CustomParser::with_name(self, at), d, at),
            None => self.err(at, "expected dynamic attribute"),
        }
    }

    /// The mnemonic starting a dialect symbol's data, and where it is.
    fn dialect_mnemonic(&mut self) -> PResult<(usize, &'s str)> {
        self.skip_ws();
        let at = self.pos;
        match self.parse_bare_id() {
            Some(m) => Ok((at, m)),
            None => self.err(at, "expected valid keyword"),
        }
    }

    /// An attribute after its `#` (at `at`): an alias, an attribute of a
    /// registered dialect (with its optional `: type`), or an opaque
    /// attribute.
    pub(super) fn parse_extended_attr(&mut self, at: usize) -> PResult<Attribute> {
        let sym = self.parse_dialect_symbol()?;
        if sym.alias {
            return match self.attr_aliases.get(sym.dialect) {
                Some(AliasValue::Attr(a)) => Ok(*a),
                Some(AliasValue::Loc(l)) => {
                    let l = *l;
                    Ok(self.ctx.loc_attr(l))
                }
                None => self.wrong_token(format!("undefined symbol alias id '{}'", sym.dialect)),
            };
        }
        let Some(dialect) = self.ctx.dialect(sym.dialect) else {
            if !self.ctx.allow_unregistered {
                let what = format!("#\"{}\"<\"{}\"> : 'none' attribute", sym.dialect, sym.data);
                return self.unregistered_symbol(at, &sym, &what);
            }
            let ty = match self.parse_optional_colon_type()? {
                Some(t) => t,
                None => self.ctx.none_type(),
            };
            return Ok(self.ctx.opaque_attr_typed(sym.dialect, sym.data, ty));
        };
        let own_parse = dialect.parse_attr;
        let dynamic = dialect.dynamic;
        let ty = self.parse_optional_colon_type()?;
        let resume = self.pos;
        self.pos = sym.data_at;
        let r = if dynamic {
            self.dispatch_dynamic_attr(sym.dialect)
        } else if let Some(parse) = own_parse {
            parse(&mut CustomParser::with_name(self, sym.data_at), ty)
        } else if self.ctx.dialect_has_attr_definitions(sym.dialect) {
            self.dispatch_dialect_attr(sym.dialect, ty)
        } else {
            self.err(
                sym.data_at,
                format!(
                    "dialect '{}' provides no attribute parsing hook",
                    sym.dialect
                ),
            )
        };
        self.pos = resume;
        r
    }

    /// MLIR's generated `parseAttribute`.
    fn dispatch_dialect_attr(&mut self, ns: &str, ty: Option<Type>) -> PResult<Attribute> {
        let (at, mnemonic) = self.dialect_mnemonic()?;
        let def = self.ctx.attr_definition_by_mnemonic(ns, mnemonic);
        if let Some(d) = def.filter(|&d| self.ctx.attr_definition(d).dynamic.is_some()) {
            return parse_dynamic_attr(&mut CustomParser::with_name(self, at), d, at);
        }
        let parse = def.and_then(|d| self.ctx.attr_definition(d).parse);
        match parse {
            Some(parse) => parse(&mut CustomParser::with_name(self, at), ty),
            None => self.err(
                at,
                format!("unknown attribute `{mnemonic}` in dialect `{ns}`"),
            ),
        }
    }

    /// After `!` or `#`: the dialect namespace (or alias name) and the
    /// symbol data (`mnemonic<...>` of the pretty form, the inside of
    /// `<...>` otherwise), a slice of the source.
    pub(super) fn parse_dialect_symbol(&mut self) -> PResult<DialectSymbol<'s>> {
        let s = self.pos;
        if !self
            .b
            .get(s)
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        {
            return self.err(s, "expected dialect namespace or alias name");
        }
        let mut e = s;
        while e < self.b.len() && is_id_char(self.b[e]) {
            e += 1;
        }
        if e == s {
            return self.err(s, "expected dialect namespace or alias name");
        }
        let src = self.src;
        let ident = &src[s..e];
        self.pos = e;
        match ident.find('.') {
            Some(dot) => {
                let data_at = s + dot + 1;
                if self.b.get(self.pos) == Some(&b'<') {
                    self.scan_balanced()?;
                }
                Ok(DialectSymbol {
                    dialect: &ident[..dot],
                    data: &src[data_at..self.pos],
                    data_at,
                    alias: false,
                })
            }
            None => {
                if self.b.get(self.pos) == Some(&b'<') {
                    let body = self.scan_balanced()?;
                    Ok(DialectSymbol {
                        dialect: ident,
                        data: &body[1..body.len() - 1],
                        data_at: e + 1,
                        alias: false,
                    })
                } else {
                    Ok(DialectSymbol {
                        dialect: ident,
                        data: "",
                        data_at: e,
                        alias: true,
                    })
                }
            }
        }
    }

    /// Scans a balanced `<...>` body verbatim (strings and nested brackets respected).
    pub(super) fn scan_balanced(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = s;
        // Errors point at the parser's current token, as upstream's: the
        // `<`, or the last string the scan lexed past.
        let mut token_at = s;
        let unbalanced = |p: &Self, at: usize, stack: &[u8]| {
            let open = stack.last().copied().unwrap_or(b'<') as char;
            p.err(
                at,
                format!("unbalanced '{open}' character in pretty dialect name"),
            )
        };
        loop {
            let Some(&c) = self.b.get(i).filter(|&&c| c != 0) else {
                return unbalanced(self, token_at, &stack);
            };
            match c {
                b'<' | b'(' | b'[' | b'{' => {
                    stack.push(c);
                    if stack.len() > self.limits.max_nesting {
                        return self.err(
                            i,
                            format!(
                                "exceeded maximum nesting depth of {}",
                                self.limits.max_nesting
                            ),
                        );
                    }
                }
                b'-' if self.b.get(i + 1) == Some(&b'>') => {
                    i += 1;
                }
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return unbalanced(self, token_at, &stack);
                    }
                    stack.pop();
                    if stack.is_empty() {
                        self.pos = i + 1;
                        return Ok(&self.src[s..i + 1]);
                    }
                }
                b'"' => {
                    token_at = i;
                    i += 1;
                    while i < self.b.len() && self.b[i] != b'"' {
                        if self.b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i >= self.b.len() {
                        return self.err(s, "unterminated string in dialect symbol");
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
}
