//! Types: function types, builtin types (integers, floats, shaped types)
//! and dialect types (`!dialect<...>`, `!alias`).

use crate::core::attrs::AttrData;
use crate::core::types::{Type, TypeData, DYNAMIC};

use super::lexer::is_id_char;
use super::{PResult, Parser, MAX_NESTING};

impl<'s, 'c> Parser<'s, 'c> {
    /// Parses a type. A type whose text was parsed before (and does not
    /// depend on aliases) is looked up by its text instead.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.parse_cached(
            Self::type_extent,
            |p| &mut p.type_cache,
            Self::parse_type_uncached,
            |t| *t,
            |t| *t,
        )
    }

    pub(super) fn parse_type_uncached(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    pub(super) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect("(", "'('")?;
        let mut v = Vec::new();
        if self.eat(")") {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")", "')'")?;
        Ok(v)
    }

    pub(super) fn parse_type_inner(&mut self) -> PResult<Type> {
        self.skip_ws();
        let at = self.pos;
        match self.b.get(self.pos) {
            Some(b'(') => {
                let ins = self.parse_type_list_parens()?;
                self.expect("->", "'->' in function type")?;
                let outs = if self.at_punct("(") {
                    self.parse_type_list_parens()?
                } else {
                    vec![self.parse_type()?]
                };
                Ok(self.ctx.function_type(&ins, &outs))
            }
            Some(b'!') => {
                self.pos += 1;
                let (dialect, data, alias) = self.parse_dialect_symbol()?;
                if alias {
                    return match self.type_aliases.get(&dialect) {
                        Some(t) => Ok(*t),
                        None => self.wrong_token(format!("undefined symbol alias id '{dialect}'")),
                    };
                }
                Ok(self.ctx.opaque_type(&dialect, &data))
            }
            _ => {
                let Some(id) = self.parse_bare_id() else {
                    return self.wrong_token("expected non-function type");
                };
                self.builtin_type(id, at)
            }
        }
    }

    pub(super) fn builtin_type(&mut self, id: &str, at: usize) -> PResult<Type> {
        let c = &mut *self.ctx;
        let int = |s: &str| -> Option<u32> {
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            s.parse::<u32>().ok()
        };
        if let Some(w) = id.strip_prefix("si").and_then(int) {
            return self
                .check_width(w, at)
                .map(|_| self.ctx.signed_integer_type(w));
        }
        if let Some(w) = id.strip_prefix("ui").and_then(int) {
            return self
                .check_width(w, at)
                .map(|_| self.ctx.unsigned_integer_type(w));
        }
        if let Some(w) = id.strip_prefix('i').and_then(int) {
            return self.check_width(w, at).map(|_| self.ctx.integer_type(w));
        }
        let t = match id {
            "index" => c.index_type(),
            "none" => c.none_type(),
            "f16" => c.f16(),
            "bf16" => c.bf16(),
            "f32" => c.f32(),
            "f64" => c.f64(),
            "f80" => c.f80(),
            "f128" => c.f128(),
            "tensor" | "vector" | "memref" => return self.parse_shaped(id, at),
            "complex" => {
                self.expect("<", "'<' in complex type")?;
                let e = self.parse_type()?;
                self.expect(">", "'>' in complex type")?;
                return Ok(self.ctx.complex_type(e));
            }
            "tuple" => {
                self.expect("<", "'<' in tuple type")?;
                let mut v = Vec::new();
                if !self.eat(">") {
                    loop {
                        v.push(self.parse_type()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect(">", "'>' in tuple type")?;
                }
                return Ok(self.ctx.tuple_type(&v));
            }
            _ => {
                self.pos = at;
                return self.wrong_token("expected non-function type");
            }
        };
        Ok(t)
    }

    pub(super) fn check_width(&self, w: u32, at: usize) -> PResult<()> {
        if w > 16_777_215 {
            return self.err(at, "invalid integer width");
        }
        if w == 0 {
            return Ok(());
        }
        Ok(())
    }

    pub(super) fn parse_shaped(&mut self, kind: &str, at: usize) -> PResult<Type> {
        if !self.eat("<") {
            let at = self.pos;
            return self.err(at, format!("expected '<' in {kind} type"));
        }
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        let mut unranked = false;
        loop {
            self.skip_ws();
            let c = self.b.get(self.pos).copied();
            let save = self.pos;
            match c {
                Some(b'*') if kind != "vector" && shape.is_empty() && !unranked => {
                    self.pos += 1;
                    unranked = true;
                }
                Some(b'?') if kind != "vector" && !unranked => {
                    self.pos += 1;
                    shape.push(DYNAMIC);
                    scalable.push(false);
                }
                Some(b'[') if kind == "vector" => {
                    self.pos += 1;
                    let (v, _) = self.parse_uint()?;
                    self.expect("]", "']' in scalable dimension")?;
                    shape.push(v as i64);
                    scalable.push(true);
                }
                Some(d) if d.is_ascii_digit() && !unranked => {
                    let mut e = self.pos;
                    while e < self.b.len() && self.b[e].is_ascii_digit() {
                        e += 1;
                    }
                    let v: u128 = self.src[self.pos..e].parse().unwrap_or(u128::MAX);
                    self.pos = e;
                    if v > i64::MAX as u128 {
                        return self.err(save, "invalid dimension");
                    }
                    shape.push(v as i64);
                    scalable.push(false);
                }
                _ => break,
            }
            self.skip_ws();
            if self.b.get(self.pos) == Some(&b'x') {
                self.pos += 1;
            } else {
                let p = self.pos;
                return self.err(p, "expected 'x' in dimension list");
            }
        }
        let eat = self.pos;
        let elt = self.parse_type()?;
        let t = match kind {
            "tensor" => {
                if self.at_punct(",") {
                    let p = self.pos;
                    return self.err(p, "tensor encodings are not supported");
                }
                if unranked {
                    self.ctx.unranked_tensor(elt)
                } else {
                    self.ctx.ranked_tensor(&shape, elt)
                }
            }
            "vector" => {
                if shape.iter().any(|&d| d <= 0) && !shape.is_empty() {
                    return self.err(at, "vector types must have positive constant sizes");
                }
                self.ctx.get_type(TypeData::Vector {
                    shape,
                    scalable,
                    element: elt,
                })
            }
            _ => {
                let mut ms = None;
                if self.eat(",") {
                    let a = self.parse_attribute()?;
                    if matches!(self.ctx.attr_data(a), AttrData::Opaque { .. }) {
                        return self.err(eat, "memref layouts are not supported");
                    }
                    ms = Some(a);
                }
                if unranked {
                    self.ctx.get_type(TypeData::UnrankedMemRef {
                        element: elt,
                        memory_space: ms,
                    })
                } else {
                    self.ctx.get_type(TypeData::MemRef {
                        shape,
                        element: elt,
                        memory_space: ms,
                    })
                }
            }
        };
        if !self.eat(">") {
            let at = self.pos;
            return self.err(at, format!("expected '>' in {kind} type"));
        }
        Ok(t)
    }

    /// After `!` or `#`: returns (dialect or alias name, data, is_alias).
    pub(super) fn parse_dialect_symbol(&mut self) -> PResult<(String, String, bool)> {
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
        let ident = &self.src[s..e];
        self.pos = e;
        match ident.find('.') {
            Some(dot) => {
                let dialect = ident[..dot].to_string();
                let mut data = ident[dot + 1..].to_string();
                if self.b.get(self.pos) == Some(&b'<') {
                    let body = self.scan_balanced()?;
                    data.push_str(body);
                }
                Ok((dialect, data, false))
            }
            None => {
                if self.b.get(self.pos) == Some(&b'<') {
                    let body = self.scan_balanced()?;
                    let inner = &body[1..body.len() - 1];
                    Ok((ident.to_string(), inner.to_string(), false))
                } else {
                    Ok((ident.to_string(), String::new(), true))
                }
            }
        }
    }

    /// Scans a balanced `<...>` body verbatim (strings and nested brackets respected).
    pub(super) fn scan_balanced(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = s;
        loop {
            let Some(&c) = self.b.get(i) else {
                return self.err(s, "unbalanced '<' character in pretty dialect name");
            };
            match c {
                b'<' | b'(' | b'[' | b'{' => {
                    stack.push(c);
                    if stack.len() > MAX_NESTING {
                        return self.err(
                            i,
                            format!("exceeded maximum nesting depth of {MAX_NESTING}"),
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
                    if stack.pop() != Some(open) {
                        return self.err(
                            i,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                c as char
                            ),
                        );
                    }
                    if stack.is_empty() {
                        self.pos = i + 1;
                        return Ok(&self.src[s..i + 1]);
                    }
                }
                b'"' => {
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
