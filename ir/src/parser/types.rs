//! Types: function types, builtin types (integers, floats, shaped types)
//! and dialect types (`!dialect<...>`, `!alias`).

use crate::core::types::{Type, TypeData, DYNAMIC};

use super::{PResult, Parser};

impl<'s, 'c> Parser<'s, 'c> {
    /// Parses a type. A type whose text was parsed before (and does not
    /// depend on aliases) is looked up by its text instead.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.skip_ws();
        if self.b.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
            return self.parse_bare_type();
        }
        self.parse_type_cached()
    }

    /// A type starting with a letter: a bare builtin type name (`i32`,
    /// `f64`, `index`) is taken from a table keyed by its packed name
    /// ([`crate::support::intern::pack_short_str`]) after its first parse
    /// (no hashing of the text, no nesting level entered); others as
    /// [`Self::parse_type`] parses them.
    fn parse_bare_type(&mut self) -> PResult<Type> {
        let start = self.pos;
        let Some(end) = self.bare_id_end() else {
            return self.parse_type_cached();
        };
        if self.b.get(end) == Some(&b'<') {
            return self.parse_type_cached();
        }
        let key = crate::support::intern::pack_short_str(&self.src[start..end]);
        // (A bare name nests one level, as its parse does.)
        let nests = self.depth < self.limits.max_nesting;
        if let (Some(k), true) = (key, nests) {
            if let Some(&t) = self.bare_types.get(&k) {
                self.hw_depth = self.hw_depth.max(self.depth + 1);
                self.pos = end;
                return Ok(t);
            }
        }
        let t = self.parse_type_cached()?;
        if let (Some(k), true) = (key, self.pos == end) {
            self.bare_types.insert(k, t);
        }
        Ok(t)
    }

    /// [`Self::parse_type`] through the cache of type texts (function
    /// types and parameterized builtin types).
    fn parse_type_cached(&mut self) -> PResult<Type> {
        self.parse_cached(
            Self::type_extent,
            |p| &mut p.type_cache,
            Self::parse_type_uncached,
            |t| *t,
            |t| *t,
        )
    }

    pub(super) fn parse_type_uncached(&mut self) -> PResult<Type> {
        self.nested(Self::parse_type_inner)
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
                self.parse_extended_type()
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
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        // (An integer-type token whose width does not fit 32 bits.)
        let digits = id
            .strip_prefix("si")
            .or_else(|| id.strip_prefix("ui"))
            .or_else(|| id.strip_prefix('i'));
        if digits.is_some_and(|d| all_digits(d) && d.parse::<u32>().is_err()) {
            return self.err(at, "invalid integer width");
        }
        let int = |s: &str| -> Option<u32> { all_digits(s).then(|| s.parse::<u32>().ok())? };
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
        if let Some(k) = crate::core::types::FloatKind::from_keyword(id) {
            return Ok(c.float_type(k));
        }
        let t = match id {
            "index" => c.index_type(),
            "none" => c.none_type(),
            "tensor" | "vector" | "memref" => return self.parse_shaped(id, at),
            "complex" => {
                self.expect("<", "'<' in complex type")?;
                self.skip_ws();
                let elt_at = self.pos;
                let e = self.parse_type()?;
                self.expect(">", "'>' in complex type")?;
                if !matches!(
                    self.ctx.type_kind(e),
                    crate::core::types::TypeKind::Float | crate::core::types::TypeKind::Integer
                ) {
                    return self.err(elt_at, "invalid element type for complex");
                }
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
            return self.err(at, "integer bitwidth is limited to 16777215 bits");
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
                    if !self.eat("]") {
                        return self.wrong_token("missing ']' closing scalable dimension");
                    }
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
        self.skip_ws();
        let elt_at = self.pos;
        if kind == "vector" && shape.iter().any(|&d| d <= 0) {
            return self.err(elt_at, "vector types must have positive constant sizes");
        }
        let elt = self.parse_type()?;
        match kind {
            "tensor" => self.finish_tensor(unranked, shape, elt, elt_at),
            "vector" => {
                if !self.eat(">") {
                    return self.wrong_token("expected '>' in vector type");
                }
                use crate::core::types::TypeKind;
                if !matches!(
                    self.ctx.type_kind(elt),
                    TypeKind::Integer | TypeKind::Index | TypeKind::Float
                ) {
                    return self.err(elt_at, "vector elements must be int/index/float type");
                }
                Ok(self.ctx.get_type(TypeData::Vector {
                    shape,
                    scalable,
                    element: elt,
                }))
            }
            _ => self.finish_memref(at, unranked, shape, elt, elt_at),
        }
    }

    /// MLIR's `parseTensorType` after the element type: an optional
    /// encoding, `>`, the element type's check.
    fn finish_tensor(
        &mut self,
        unranked: bool,
        shape: Vec<i64>,
        elt: Type,
        elt_at: usize,
    ) -> PResult<Type> {
        let mut encoding = None;
        if self.eat(",") {
            encoding = crate::core::op_asm::format::parse_optional_attribute(
                &mut crate::core::op_asm::CustomParser::new(self),
            )?;
        }
        if !self.eat(">") {
            return self.wrong_token("expected '>' in tensor type");
        }
        if !self.valid_tensor_element(elt) {
            return self.err(elt_at, "invalid tensor element type");
        }
        if unranked {
            if encoding.is_some() {
                let at = self.offset_at_token();
                return self.err(at, "cannot apply encoding to unranked tensor");
            }
            return Ok(self.ctx.unranked_tensor(elt));
        }
        Ok(self.ctx.ranked_tensor_with_encoding(&shape, elt, encoding))
    }

    /// MLIR's `TensorType::isValidElementType`: complex, float, integer,
    /// index, vector and opaque types, and any dialect type.
    fn valid_tensor_element(&self, t: Type) -> bool {
        use crate::core::types::TypeKind;
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Complex
                | TypeKind::Float
                | TypeKind::Integer
                | TypeKind::Index
                | TypeKind::Vector
                | TypeKind::Opaque
                | TypeKind::Dialect
        )
    }

    /// MLIR's `parseMemRefType` after the element type: layouts and a memory
    /// space, then the checks of `MemRefType::verify`.
    fn finish_memref(
        &mut self,
        at: usize,
        unranked: bool,
        shape: Vec<i64>,
        elt: Type,
        elt_at: usize,
    ) -> PResult<Type> {
        if !self.valid_memref_element(elt) {
            return self.err(elt_at, "invalid memref element type");
        }
        let (mut layout, mut memory_space) = (None, None);
        if !self.eat(">") {
            if !self.eat(",") {
                return self.wrong_token("expected ',' or '>' in memref type");
            }
            if self.at_punct(">") {
                return self.wrong_token("expected list element");
            }
            loop {
                let a = self.parse_attribute()?;
                if self.ctx.is_memref_layout(a) {
                    layout = Some(a);
                    let here = self.offset_at_token();
                    if unranked {
                        return self.err(here, "cannot have affine map for unranked memref type");
                    }
                    if memory_space.is_some() {
                        return self.err(here, "expected memory space to be last in memref type");
                    }
                } else if memory_space.is_some() {
                    let here = self.offset_at_token();
                    return self.err(here, "multiple memory spaces specified in memref type");
                } else {
                    memory_space = Some(a);
                }
                if self.eat(">") {
                    break;
                }
                if !self.eat(",") {
                    return self.wrong_token("expected ',' or '>'");
                }
            }
        }
        if let Some(m) = memory_space {
            use crate::core::attrs::AttrKind;
            // MLIR's `isSupportedMemorySpace`: an integer, string or
            // dictionary, or an attribute of a registered dialect; the
            // opaque attribute of an unregistered dialect is builtin's.
            let ok = matches!(
                self.ctx.attr_kind(m),
                AttrKind::Integer | AttrKind::String | AttrKind::Dictionary | AttrKind::Dialect
            );
            if !ok {
                return self.err(at, "unsupported memory space Attribute");
            }
        }
        if unranked {
            let ms = memory_space.filter(|&m| self.ctx.as_integer(m) != Some(0));
            return Ok(self.ctx.get_type(TypeData::UnrankedMemRef {
                element: elt,
                memory_space: ms,
            }));
        }
        if let Some(l) = layout {
            if let Some(m) = self.ctx.as_affine_map(l) {
                let dims = self.ctx.affine_map_data(m).num_dims as usize;
                if dims != shape.len() {
                    return self.err(
                        at,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            dims
                        ),
                    );
                }
            } else if let Some((_, strides)) = self.ctx.as_strided_layout(l) {
                if strides.len() != shape.len() {
                    return self.err(at, "expected the number of strides to match the rank");
                }
            }
        }
        Ok(self.ctx.memref_type_with(&shape, elt, layout, memory_space))
    }

    /// MLIR's `BaseMemRefType::isValidElementType`: integers, index, floats,
    /// complex, memrefs, vectors, and dialect types implementing
    /// `MemRefElementTypeInterface`.
    fn valid_memref_element(&self, t: Type) -> bool {
        use crate::core::types::TypeKind;
        match self.ctx.type_kind(t) {
            TypeKind::Integer
            | TypeKind::Index
            | TypeKind::Float
            | TypeKind::Complex
            | TypeKind::MemRef
            | TypeKind::Vector => true,
            TypeKind::Dialect => self.ctx.type_has_interface(t, "MemRefElementTypeInterface"),
            _ => false,
        }
    }

    /// The offset of the current token (for errors MLIR reports there).
    fn offset_at_token(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }
}
