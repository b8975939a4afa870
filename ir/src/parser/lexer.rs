//! Tokens: blanks and comments, punctuation, identifiers, strings and
//! numbers, read straight from the source bytes; and MLIR's lexer errors,
//! which mlir-opt reports before any parse error at the same token.

use crate::core::op_asm::ParseError;

use super::{PResult, Parser};

/// A lexer error at `offset`.
pub(super) fn lexed(offset: usize, message: &str) -> Option<ParseError> {
    Some(ParseError::new(offset, message.to_string()))
}

/// MLIR's lexer error for a token starting at byte `at` of `b`, if it has
/// one (mlir's `Lexer::lexToken`): a stray character, a lone `.`, `@`, `#`,
/// `!`, `^` or `%` without its identifier, an unterminated string or an
/// unknown escape. Offsets that are not a token's start (inside strings,
/// numbers or words, where this parser's own errors may point) and blanks
/// have none.
pub(super) fn lex_error(b: &[u8], at: usize) -> Option<ParseError> {
    let next = b.get(at + 1).copied().unwrap_or(0);
    let is_id_start = |c: u8| c.is_ascii_alphabetic() || c == b'_';
    match *b.get(at)? {
        b'.' if !b[at + 1..].starts_with(b"..") => {
            lexed(at + 1, "expected three consecutive dots for an ellipsis")
        }
        b'/' if next != b'/' => lexed(at, "unexpected character"),
        b'@' if next == b'"' => string_lex_error(b, at + 2),
        b'@' if !is_id_start(next) => {
            lexed(at + 1, "@ identifier expected to start with letter or '_'")
        }
        b'#' if b[at + 1..].starts_with(b"-}") => None,
        c @ (b'#' | b'!' | b'^' | b'%') if !is_suffix_char(next) => {
            let kind = match c {
                b'#' => "invalid attribute name",
                b'%' => "invalid SSA name",
                b'^' => "invalid block name",
                _ => "invalid type identifier",
            };
            lexed(at, kind)
        }
        b'"' => string_lex_error(b, at + 1),
        // (A backslash is left out: this parser's own string errors point
        // at one.)
        c if !(c.is_ascii_alphanumeric()
            || c.is_ascii_whitespace()
            || c == 0
            || b":,.(){}[]<>=+*-?|/@#!^%\"\\_".contains(&c)) =>
        {
            lexed(at, "unexpected character")
        }
        _ => None,
    }
}

/// MLIR's lexer error for the string literal whose body starts at byte
/// `from`: a line break, vertical tab, form feed or the end of the input
/// before its closing quote, or an unknown escape.
pub(super) fn string_lex_error(b: &[u8], from: usize) -> Option<ParseError> {
    let mut i = from;
    loop {
        match b.get(i) {
            Some(b'"') => return None,
            None | Some(b'\n' | 0x0b | 0x0c) => return lexed(i, "expected '\"' in string literal"),
            Some(b'\\') => match b.get(i + 1) {
                Some(b'"' | b'\\' | b'n' | b't') => i += 2,
                Some(x)
                    if x.is_ascii_hexdigit() && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit) =>
                {
                    i += 3
                }
                _ => return lexed(i, "unknown escape in string literal"),
            },
            Some(_) => i += 1,
        }
    }
}

pub(super) fn is_id_char(c: u8) -> bool {
    ID_CHAR[c as usize]
}

/// [`is_id_char`] by byte: identifiers are scanned once or more per op.
const ID_CHAR: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        table[i] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.';
        i += 1;
    }
    table
};
pub(super) fn is_suffix_char(c: u8) -> bool {
    ID_CHAR[c as usize] || c == b'-'
}

/// The end of the suffix identifier (after `%`, `^`, ...) that starts at
/// `at`, as MLIR lexes it: digits only when it starts with one (`%0abc` is
/// `%0`, then `abc`), otherwise letters, digits and `$._-`.
pub(super) fn suffix_id_end(b: &[u8], at: usize) -> usize {
    let mut i = at;
    if b.get(i).is_some_and(u8::is_ascii_digit) {
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
    } else {
        while b.get(i).is_some_and(|&c| SUFFIX_CHAR[c as usize]) {
            i += 1;
        }
    }
    i
}

/// [`is_suffix_char`] by byte (SSA and block names are scanned once per
/// definition and use).
const SUFFIX_CHAR: [bool; 256] = {
    let mut table = ID_CHAR;
    table[b'-' as usize] = true;
    table
};

impl<'s, 'c> Parser<'s, 'c> {
    /// An error at `offset`, the start of the token the parser did not
    /// expect; or, when that token does not even lex, MLIR's lexer error for
    /// it. (mlir-opt lexes a token as soon as the one before it is consumed,
    /// so its lexer error comes before any complaint of the parser there.)
    pub(super) fn err<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        // (Errors about a missing identifier point after its sigil.)
        let after_sigil = offset
            .checked_sub(1)
            .filter(|&p| matches!(self.b.get(p), Some(b'#' | b'!' | b'^' | b'%')));
        let lexed = lex_error(self.b, offset).or_else(|| lex_error(self.b, after_sigil?));
        Err(lexed.unwrap_or_else(|| ParseError::new(offset, msg.into())))
    }

    #[inline]
    pub(super) fn skip_ws(&mut self) {
        if matches!(
            self.b.get(self.pos),
            Some(b' ' | b'\t' | b'\n' | b'\r' | b'/' | 0)
        ) {
            self.skip_ws_slow();
        }
    }

    pub(super) fn skip_ws_slow(&mut self) {
        loop {
            // (A NUL byte is a blank to MLIR's lexer.)
            while self.pos < self.b.len()
                && matches!(self.b[self.pos], b' ' | b'\t' | b'\n' | b'\r' | 0)
            {
                self.pos += 1;
            }
            if self.b[self.pos..].starts_with(b"//") {
                // A comment ends at a line feed or a carriage return.
                while self.pos < self.b.len() && !matches!(self.b[self.pos], b'\n' | b'\r') {
                    self.pos += 1;
                }
                continue;
            }
            break;
        }
    }

    pub(super) fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.b.get(self.pos).copied()
    }

    #[inline]
    pub(super) fn at_punct(&mut self, p: &str) -> bool {
        self.skip_ws();
        let pb = p.as_bytes();
        if pb.len() == 1 {
            return self.b.get(self.pos) == Some(&pb[0]);
        }
        self.b[self.pos..].starts_with(pb)
    }

    #[inline]
    pub(super) fn eat(&mut self, p: &str) -> bool {
        if self.at_punct(p) {
            self.pos += p.len();
            true
        } else {
            false
        }
    }

    pub(super) fn expect(&mut self, p: &str, what: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            self.wrong_token(format!("expected {what}"))
        }
    }

    /// An error about the next token, where mlir-opt's `parseToken` puts
    /// it (`Parser::emitWrongTokenError`): right after the last text before
    /// the token, backing up over blanks, blank lines and `//` comments, so
    /// that a missing `)` is reported at the end of the line that lacks it
    /// (at the token itself when nothing precedes it, or when it does not
    /// lex: its lexer error comes first).
    pub(super) fn wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.skip_ws();
        let at = self.pos;
        if let Some(e) = lex_error(self.b, at) {
            return Err(e);
        }
        // (At the end of the input, from its last byte.)
        let mut end = if at >= self.b.len() {
            at.saturating_sub(1)
        } else {
            at
        };
        loop {
            while end > 0 && matches!(self.b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.err(at, msg);
            }
            if !matches!(self.b[end - 1], b'\n' | b'\r') {
                return self.err(end, msg);
            }
            end -= 1;
            // A `//` on the line before starts a comment: back up before it.
            let line_start = self.b[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |p| p + 1);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    pub(super) fn token_at(&self, pos: usize) -> bool {
        pos < self.b.len()
    }

    /// Bare identifier at the cursor (without consuming) — returns its end.
    pub(super) fn bare_id_end(&mut self) -> Option<usize> {
        self.skip_ws();
        let s = self.pos;
        if !self.token_at(s) || !(self.b[s].is_ascii_alphabetic() || self.b[s] == b'_') {
            return None;
        }
        let rest = &self.b[s + 1..];
        Some(
            s + 1
                + rest
                    .iter()
                    .position(|&c| !is_id_char(c))
                    .unwrap_or(rest.len()),
        )
    }

    /// Whether the identifier at the cursor is an integer type (`i32`,
    /// `si8`, `ui64`), which MLIR's lexer makes a type token.
    pub(super) fn at_int_type_token(&mut self) -> bool {
        // (Most identifiers here are op names: no need to scan them.)
        if !matches!(self.peek(), Some(b'i' | b's' | b'u')) {
            return false;
        }
        let Some(id) = self.peek_bare_id() else {
            return false;
        };
        let digits = id
            .strip_prefix('i')
            .or_else(|| id.strip_prefix("si"))
            .or_else(|| id.strip_prefix("ui"));
        digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
    }

    pub(super) fn peek_bare_id(&mut self) -> Option<&'s str> {
        let e = self.bare_id_end()?;
        Some(&self.src[self.pos..e])
    }

    pub(super) fn parse_bare_id(&mut self) -> Option<&'s str> {
        let e = self.bare_id_end()?;
        let s = &self.src[self.pos..e];
        self.pos = e;
        Some(s)
    }

    /// Consumes keyword `kw` if the bare identifier at the cursor is
    /// exactly `kw`. Compared in place: the identifier is not scanned
    /// first (optional keywords are tried at most places where an op's
    /// custom form may have one, and are mostly absent).
    pub(super) fn eat_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let kb = kw.as_bytes();
        let end = self.pos + kb.len();
        // The bare identifier at the cursor is `kw` when the text starts
        // with `kw`, `kw` is a bare identifier, and no identifier
        // character follows it.
        let hit = self.b[self.pos..].starts_with(kb)
            && kb
                .first()
                .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
            && kb.iter().all(|&c| is_id_char(c))
            && !self.b.get(end).is_some_and(|&c| is_id_char(c));
        if hit {
            self.pos = end;
        }
        hit
    }

    /// Whether the bare identifier at the cursor is `kw` (a bare
    /// identifier itself), compared in place (after every op: whether a
    /// `loc(...)` follows).
    pub(super) fn at_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let kb = kw.as_bytes();
        debug_assert!(kb
            .first()
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_'));
        self.b[self.pos..].starts_with(kb)
            && !self
                .b
                .get(self.pos + kb.len())
                .is_some_and(|&c| is_id_char(c))
    }

    pub(super) fn parse_suffix_id(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let e = suffix_id_end(self.b, s);
        if e == s {
            return self.err(s, "expected identifier after sigil");
        }
        self.pos = e;
        Ok(&self.src[s..e])
    }

    /// A string literal, borrowed from the source when it has no escapes.
    pub(super) fn parse_string_cow(&mut self) -> PResult<std::borrow::Cow<'s, str>> {
        self.skip_ws();
        let start = self.pos;
        if self.b.get(start) == Some(&b'"') && !self.sanitized {
            let mut i = start + 1;
            while let Some(&c) = self.b.get(i) {
                match c {
                    b'"' => {
                        self.pos = i + 1;
                        return Ok(std::borrow::Cow::Borrowed(&self.src[start + 1..i]));
                    }
                    b'\\' | b'\n' | 0x0b | 0x0c => break,
                    _ => i += 1,
                }
            }
        }
        self.parse_string().map(std::borrow::Cow::Owned)
    }

    /// A string literal, as text: one that holds bytes which are not UTF-8
    /// (raw or escaped) is refused here (names, keys, file names); string
    /// attributes take any bytes ([`Parser::parse_string_bytes`]).
    pub(super) fn parse_string(&mut self) -> PResult<String> {
        self.skip_ws();
        let start = self.pos;
        let bytes = self.parse_string_bytes()?;
        String::from_utf8(bytes).or_else(|_| {
            self.err(
                start,
                "string literal is not valid UTF-8 (supported in string attributes only)",
            )
        })
    }

    /// A string literal's bytes, escapes decoded, read from the input as
    /// given (not UTF-8 everywhere: MLIR strings are bytes).
    pub(super) fn parse_string_bytes(&mut self) -> PResult<Vec<u8>> {
        self.skip_ws();
        let start = self.pos;
        if self.b.get(self.pos) != Some(&b'"') {
            return self.err(start, "expected string literal");
        }
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            let Some(&c) = self.raw.get(self.pos) else {
                return self.err(start, "expected '\"' in string literal");
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    break;
                }
                // (A carriage return is part of the string, as to MLIR.)
                b'\n' | 0x0b | 0x0c => return self.err(start, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.raw.get(self.pos + 1).copied();
                    match n {
                        Some(b'"') | Some(b'\\') => {
                            bytes.push(n.unwrap_or(b'\\'));
                            self.pos += 2;
                        }
                        Some(b'n') => {
                            bytes.push(b'\n');
                            self.pos += 2;
                        }
                        Some(b't') => {
                            bytes.push(b'\t');
                            self.pos += 2;
                        }
                        Some(h1) if h1.is_ascii_hexdigit() => match self.raw.get(self.pos + 2) {
                            Some(&h2) if h2.is_ascii_hexdigit() => {
                                let v = (hexval(h1) << 4) | hexval(h2);
                                bytes.push(v);
                                self.pos += 3;
                            }
                            _ => return self.err(self.pos, "unknown escape in string literal"),
                        },
                        _ => return self.err(self.pos, "unknown escape in string literal"),
                    }
                }
                _ => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
        Ok(bytes)
    }

    /// Integer literal (decimal or hex), unsigned magnitude. Returns (value, was_hex).
    pub(super) fn parse_uint(&mut self) -> PResult<(u128, bool)> {
        self.skip_ws();
        let s = self.pos;
        if self.b[s..].starts_with(b"0x")
            && self.b.get(s + 2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            let mut e = s + 2;
            while e < self.b.len() && self.b[e].is_ascii_hexdigit() {
                e += 1;
            }
            self.pos = e;
            return u128::from_str_radix(&self.src[s + 2..e], 16)
                .map(|v| (v, true))
                .or_else(|_| self.err(s, "integer constant out of range"));
        }
        let mut e = s;
        while e < self.b.len() && self.b[e].is_ascii_digit() {
            e += 1;
        }
        if e == s {
            return self.err(s, "expected integer value");
        }
        self.pos = e;
        self.src[s..e]
            .parse::<u128>()
            .map(|v| (v, false))
            .or_else(|_| self.err(s, "integer constant out of range"))
    }

    pub(super) fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        self.skip_ws();
        let at = self.pos;
        let (v, _) = self.parse_uint()?;
        u32::try_from(v).or_else(|_| self.err(at, format!("{what} out of range")))
    }

    /// [`Self::parse_u32`], with mlir-opt's error `missing` when no number
    /// is next.
    pub(super) fn expect_u32(&mut self, what: &str, missing: &str) -> PResult<u32> {
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return self.wrong_token(missing);
        }
        self.parse_u32(what)
    }

    /// Number token: returns Int(u128 magnitude, hex) or Float(text).
    pub(super) fn parse_number(&mut self) -> PResult<Number> {
        self.skip_ws();
        let s = self.pos;
        if self.b[s..].starts_with(b"0x") {
            if let Some(big) = self.parse_big_int(s) {
                return Ok(big);
            }
            let (v, _) = self.parse_uint()?;
            return Ok(Number::Hex(v));
        }
        if let Some(big) = self.parse_big_int(s) {
            return Ok(big);
        }
        let mut e = s;
        while e < self.b.len() && self.b[e].is_ascii_digit() {
            e += 1;
        }
        if e == s {
            return self.err(s, "expected number");
        }
        if self.b.get(e) == Some(&b'.') {
            e += 1;
            while e < self.b.len() && self.b[e].is_ascii_digit() {
                e += 1;
            }
            if matches!(self.b.get(e), Some(b'e') | Some(b'E')) {
                let mut k = e + 1;
                if matches!(self.b.get(k), Some(b'+') | Some(b'-')) {
                    k += 1;
                }
                if self.b.get(k).is_some_and(|c| c.is_ascii_digit()) {
                    while k < self.b.len() && self.b[k].is_ascii_digit() {
                        k += 1;
                    }
                    e = k;
                }
            }
            self.pos = e;
            return Ok(Number::Float(self.src[s..e].to_string()));
        }
        self.pos = e;
        match self.src[s..e].parse::<u128>() {
            Ok(v) => Ok(Number::Int(v)),
            Err(_) => self.err(s, "integer constant out of range"),
        }
    }
}

pub(super) enum Number {
    Int(u128),
    Hex(u128),
    Float(String),
    /// An integer literal beyond 128 bits: its magnitude (least significant
    /// word first) and where its digits start.
    Big(Vec<u64>, usize),
}

impl<'s, 'c> Parser<'s, 'c> {
    /// An integer literal at `s` whose magnitude does not fit in 128 bits
    /// (and is not the start of a float: no `.` after the digits).
    fn parse_big_int(&mut self, s: usize) -> Option<Number> {
        let b = self.b;
        let hex = b[s..].starts_with(b"0x") && b.get(s + 2).is_some_and(u8::is_ascii_hexdigit);
        let digits = if hex { s + 2 } else { s };
        let mut e = digits;
        while e < b.len()
            && (if hex {
                b[e].is_ascii_hexdigit()
            } else {
                b[e].is_ascii_digit()
            })
        {
            e += 1;
        }
        let text = &self.src[digits..e];
        let significant = text.trim_start_matches('0').len();
        // (Up to 32 hex or 38 decimal digits always fit in 128 bits.)
        let small = if hex {
            significant <= 32
        } else {
            significant <= 38
        };
        if small || (!hex && b.get(e) == Some(&b'.')) {
            return None;
        }
        let words = crate::core::apint::parse_magnitude(text, hex);
        if crate::core::apint::magnitude_bits(&words) <= 128 {
            return None;
        }
        self.pos = e;
        Some(Number::Big(words, s))
    }
}

pub(super) fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

pub(super) fn decode_hex(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) || !b.iter().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    Some(
        b.chunks(2)
            .map(|c| (hexval(c[0]) << 4) | hexval(c[1]))
            .collect(),
    )
}
