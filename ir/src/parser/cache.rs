//! The source-text caches: a type, an attribute value or an attribute
//! dictionary whose exact text was parsed before (and cannot depend on
//! aliases) is looked up by its text; the extent scanners find where
//! such a text ends.

use crate::core::attrs::{Attribute, NamedAttr};
use crate::support::intern::FxHashMap;

use super::lexer::is_id_char;
use super::{PResult, Parser};

/// The bytes the extent scanners of the type and attribute caches look at;
/// every other byte is skipped without a closer look.
pub(super) static EXTENT_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let special = b"()[]{}<>-\"!#^%/\\\n\r,";
    let mut i = 0;
    while i < special.len() {
        t[special[i] as usize] = true;
        i += 1;
    }
    t
};

impl<'s, 'c> Parser<'s, 'c> {
    /// Parses the text at the cursor through one of the source-text caches:
    /// `extent` delimits the text (`None`: it may depend on aliases, parse it
    /// uncached), `parse` parses it. A cached entry records how deep its text
    /// nests, so the nesting limit holds for cached texts too.
    #[inline]
    pub(super) fn parse_cached<T, S>(
        &mut self,
        extent: fn(&Self, usize) -> Option<usize>,
        cache: fn(&mut Self) -> &mut FxHashMap<&'s str, (S, u8)>,
        parse: fn(&mut Self) -> PResult<T>,
        to_cached: fn(&T) -> S,
        from_cached: fn(&S) -> T,
    ) -> PResult<T> {
        self.skip_ws();
        let start = self.pos;
        let Some(end) = extent(self, start) else {
            return parse(self);
        };
        let src = self.src;
        let key = &src[start..end];
        let (depth, max_nesting) = (self.depth, self.limits.max_nesting);
        if let Some((v, rel)) = cache(self).get(key) {
            if depth + *rel as usize <= max_nesting {
                let v = from_cached(v);
                let rel = *rel as usize;
                self.hw_depth = self.hw_depth.max(depth + rel);
                self.pos = end;
                return Ok(v);
            }
        }
        let saved = self.hw_depth;
        self.hw_depth = self.depth;
        let r = parse(self);
        let rel = self.hw_depth - self.depth;
        self.hw_depth = self.hw_depth.max(saved);
        if let Ok(v) = &r {
            if self.ended_at(end) && rel <= u8::MAX as usize {
                let entry = (to_cached(v), rel as u8);
                cache(self).insert(key, entry);
            }
        }
        r
    }

    /// The end of the type text starting at `s`, for the type cache: a
    /// function type `(...) -> ...` or a parameterized builtin type `id<...>`.
    /// `None` for anything else (simple types are parsed directly) and for
    /// texts that may depend on aliases or hold strings.
    pub(super) fn type_extent(&self, s: usize) -> Option<usize> {
        let b = self.b;
        match *b.get(s)? {
            b'(' => {
                let mut i = self.balanced_extent(s)?;
                while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    i += 1;
                }
                if !b[i..].starts_with(b"->") {
                    return None;
                }
                i += 2;
                while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    i += 1;
                }
                match *b.get(i)? {
                    b'(' => self.balanced_extent(i),
                    c if c.is_ascii_alphabetic() || c == b'_' => {
                        let e = self.param_type_extent(i);
                        // A simple result type is fine inside a function type.
                        Some(e.unwrap_or_else(|| {
                            let mut e = i;
                            while e < b.len() && is_id_char(b[e]) {
                                e += 1;
                            }
                            e
                        }))
                    }
                    _ => None,
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => self.param_type_extent(s),
            _ => None,
        }
    }

    /// `id<...>` starting at `s`: the end of the balanced `<...>`.
    pub(super) fn param_type_extent(&self, s: usize) -> Option<usize> {
        let b = self.b;
        let mut e = s;
        while e < b.len() && is_id_char(b[e]) {
            e += 1;
        }
        if b.get(e) == Some(&b'<') {
            self.balanced_extent(e)
        } else {
            None
        }
    }

    /// From an opening bracket at `s`, the offset after its closing one.
    /// `None` (no caching) on strings, aliases, dialect symbols or deep nesting.
    pub(super) fn balanced_extent(&self, s: usize) -> Option<usize> {
        self.balanced_extent_with(s, false)
    }

    /// [`Parser::balanced_extent`], skipping over string literals when
    /// `strings` is set.
    pub(super) fn balanced_extent_with(&self, s: usize, strings: bool) -> Option<usize> {
        let b = self.b;
        let mut depth = 0usize;
        let mut i = s;
        while let Some(&c) = b.get(i) {
            if !EXTENT_SPECIAL[c as usize] {
                i += 1;
                continue;
            }
            match c {
                b'(' | b'[' | b'{' | b'<' => {
                    depth += 1;
                    if depth > 32 {
                        return None;
                    }
                }
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b')' | b']' | b'}' | b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                b'"' if strings => {
                    i += 1;
                    loop {
                        match *b.get(i)? {
                            b'"' => break,
                            b'\\' => i += 2,
                            b'\n' | b'\r' => return None,
                            _ => i += 1,
                        }
                    }
                }
                b'"' | b'!' | b'#' | b'^' | b'%' | b'/' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// An operation's attribute dictionary, through the dictionary cache.
    pub(super) fn parse_attr_dict_cached(&mut self) -> PResult<Vec<NamedAttr>> {
        self.parse_cached(
            |p, s| p.balanced_extent_with(s, true),
            |p| &mut p.dict_cache,
            Self::parse_attr_dict_entries,
            |attrs| attrs.as_slice().into(),
            |attrs| attrs.to_vec(),
        )
    }

    /// The end of an attribute value in a dictionary entry (before the `,`
    /// or `}` that follows it, trailing blanks excluded), for the attribute
    /// cache; `None` if the text may depend on aliases.
    pub(super) fn attr_value_extent(&self, s: usize) -> Option<usize> {
        let b = self.b;
        let mut depth = 0usize;
        let mut i = s;
        let end = loop {
            let &c = b.get(i)?;
            if !EXTENT_SPECIAL[c as usize] {
                i += 1;
                continue;
            }
            match c {
                b'(' | b'[' | b'{' | b'<' => {
                    depth += 1;
                    if depth > 32 {
                        return None;
                    }
                }
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b')' | b']' | b'}' | b'>' => {
                    if depth == 0 {
                        break i;
                    }
                    depth -= 1;
                }
                b',' if depth == 0 => break i,
                b'"' => {
                    i += 1;
                    loop {
                        match *b.get(i)? {
                            b'"' => break,
                            b'\\' => i += 2,
                            b'\n' | b'\r' => return None,
                            _ => i += 1,
                        }
                    }
                }
                b'!' | b'#' | b'^' | b'%' | b'/' => return None,
                _ => {}
            }
            i += 1;
        };
        let mut e = end;
        while e > s && matches!(b[e - 1], b' ' | b'\t' | b'\n' | b'\r') {
            e -= 1;
        }
        (e > s).then_some(e)
    }

    /// Whether the cursor is at `end` or only blanks past it.
    pub(super) fn ended_at(&self, end: usize) -> bool {
        self.pos >= end
            && self.b[end..self.pos]
                .iter()
                .all(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
    }

    /// An attribute value of a dictionary entry, through the attribute cache.
    pub(super) fn parse_attr_value_cached(&mut self) -> PResult<Attribute> {
        self.parse_cached(
            Self::attr_value_extent,
            |p| &mut p.attr_cache,
            Self::parse_attribute,
            |a| *a,
            |a| *a,
        )
    }
}
