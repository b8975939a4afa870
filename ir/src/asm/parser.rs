//! Parser for MLIR's textual format: the generic form, custom forms through
//! registered parse hooks, aliases (`#x = ...`, `!t = ...`, location aliases
//! including forward references to `#loc` definitions at the end of the file),
//! forward references to values and blocks, nested regions, block arguments
//! and successors.
//!
//! Errors are values: [`ParseError`] carries a byte offset and renders as
//! `file:line:col: error: message` plus the source line and a caret. Nesting
//! of regions, attributes and types is bounded by [`MAX_NESTING`], so no
//! input can overflow the stack.

use std::collections::HashMap;

use crate::support::intern::FxHashMap;

use crate::core::attrs::{AttrData, Attribute, DenseData, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::op_asm::OpAsmParser;
pub use crate::core::op_asm::{
    line_col, CustomParser, ParseError, RegionArgument, UnresolvedOperand,
};
use crate::core::storage::{BlockId, OpId, OperationState, RegionId, Value};
use crate::core::types::{Signedness, Type, TypeData, DYNAMIC};

/// Maximum nesting depth of regions, attributes and types combined.
pub const MAX_NESTING: usize = 200;

type PResult<T> = Result<T, ParseError>;

/// A lexer error at `offset`.
fn lexed(offset: usize, message: &str) -> Option<ParseError> {
    Some(ParseError {
        offset,
        message: message.to_string(),
    })
}

/// MLIR's lexer error for a token starting at byte `at` of `b`, if it has
/// one (mlir's `Lexer::lexToken`): a stray character, a lone `.`, `@`, `#`,
/// `!`, `^` or `%` without its identifier, an unterminated string or an
/// unknown escape. Offsets that are not a token's start (inside strings,
/// numbers or words, where this parser's own errors may point) and blanks
/// have none.
fn lex_error(b: &[u8], at: usize) -> Option<ParseError> {
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
fn string_lex_error(b: &[u8], from: usize) -> Option<ParseError> {
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

/// One SSA name binding. Bindings form a stack (scopes end in reverse order
/// of their start), and each one links to the binding of the same name it
/// shadows, so ending a scope pops its bindings off the top.
struct ValueEntry {
    base: Value,
    count: u32,
    scope: u32,
    /// The shadowed binding of the same name (`NO_ENTRY` if none).
    prev: u32,
    /// Source offset of the name (after its `%`); the name is the run of
    /// identifier characters there (inputs are limited to 4 GiB).
    name_at: u32,
}

const NO_ENTRY: u32 = u32::MAX;

impl ValueEntry {
    fn get(&self, i: u32) -> Option<Value> {
        if i >= self.count {
            return None;
        }
        Some(match self.base {
            Value::Result { op, index } => Value::Result {
                op,
                index: index + i,
            },
            Value::Arg { block, index } => Value::Arg {
                block,
                index: index + i,
            },
        })
    }
}

struct ForwardRef {
    placeholder: OpId,
    offset: usize,
}

type ForwardKey<'s> = (&'s str, u32, usize);

struct BlockScope {
    region: RegionId,
    blocks: HashMap<String, (BlockId, bool, usize)>,
}

enum PendingLoc {
    Op(OpId),
    Arg(BlockId, usize),
}

enum AliasValue {
    Attr(Attribute),
    Loc(Location),
}

/// The parser state. Custom parse hooks use it through [`CustomParser`].
pub struct Parser<'s: 'c, 'c> {
    src: &'s str,
    b: &'s [u8],
    pos: usize,
    ctx: &'c mut Context,
    file: String,
    depth: usize,
    /// Live bindings, innermost last.
    entries: Vec<ValueEntry>,
    /// Newest binding of each canonical decimal name (`%0`, `%17`), by number.
    numbered: Vec<u32>,
    /// Newest binding of every other name.
    named: FxHashMap<&'s str, u32>,
    /// Index of the innermost value scope.
    scope_depth: usize,
    isolation: Vec<usize>,
    forward: FxHashMap<ForwardKey<'s>, ForwardRef>,
    block_scopes: Vec<BlockScope>,
    attr_aliases: HashMap<String, AliasValue>,
    type_aliases: HashMap<String, Type>,
    pending_locs: Vec<(PendingLoc, String, usize)>,
    placeholder_name: crate::core::context::OpName,
    line_starts: Vec<usize>,
    /// The file name, interned once.
    file_id: crate::core::context::Ident,
    /// Line cursor for ascending offsets: (offset, its line, start of that line).
    line_cursor: (usize, usize, usize),
    /// Deepest nesting reached (see [`Parser::enter`]); with it the caches
    /// below record how deep each cached text nests.
    hw_depth: usize,
    /// Types already parsed, by their exact source text (only texts that do
    /// not depend on aliases), with the nesting depth they need.
    type_cache: FxHashMap<&'s str, (Type, u8)>,
    /// Attribute values of dictionary entries, likewise.
    attr_cache: FxHashMap<&'s str, (Attribute, u8)>,
    /// Whole attribute dictionaries of operations (`{...}`), likewise.
    dict_cache: FxHashMap<&'s str, (Box<[NamedAttr]>, u8)>,
    /// Operation names already accepted by `check_op_allowed`, valid while
    /// the number of registered dialects is `op_allowed_dialects`.
    op_allowed: Vec<bool>,
    op_allowed_dialects: usize,
    /// Reused buffers of the generic-op parser.
    scratch_operands: Vec<(&'s str, u32, usize)>,
    scratch_types: Vec<Type>,
    scratch_values: Vec<Value>,
}

/// The bytes the extent scanners of the type and attribute caches look at;
/// every other byte is skipped without a closer look.
static EXTENT_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let special = b"()[]{}<>-\"!#^%/\\\n\r,";
    let mut i = 0;
    while i < special.len() {
        t[special[i] as usize] = true;
        i += 1;
    }
    t
};

/// The number of `\n` bytes, eight bytes at a time.
fn count_newlines(b: &[u8]) -> usize {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut n = 0usize;
    let mut chunks = b.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        // Bytes equal to '\n' become zero; bit 7 of `t` is clear exactly for them.
        let x = u64::from_le_bytes(w) ^ 0x0a0a_0a0a_0a0a_0a0a;
        let t = ((x & LOW7) + LOW7) | x;
        n += (!t & !LOW7).count_ones() as usize;
    }
    n + chunks.remainder().iter().filter(|&&c| c == b'\n').count()
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' || c == b'-'
}

/// The end of the suffix identifier (after `%`, `^`, ...) that starts at
/// `at`, as MLIR lexes it: digits only when it starts with one (`%0abc` is
/// `%0`, then `abc`), otherwise letters, digits and `$._-`.
fn suffix_id_end(b: &[u8], at: usize) -> usize {
    let mut e = at;
    if b.get(at).is_some_and(u8::is_ascii_digit) {
        while e < b.len() && b[e].is_ascii_digit() {
            e += 1;
        }
    } else {
        while e < b.len() && is_suffix_char(b[e]) {
            e += 1;
        }
    }
    e
}

/// Parses a whole source buffer into a `builtin.module` (wrapping the
/// top-level operations in an implicit module unless the file holds exactly
/// one `builtin.module`).
pub fn parse_source(ctx: &mut Context, src: &str, file: &str) -> PResult<OpId> {
    if u32::try_from(src.len()).is_err() {
        return Err(ParseError {
            offset: 0,
            message: "input larger than 4 GiB is not supported".into(),
        });
    }
    let mut p = Parser::new(ctx, src, file);
    p.parse_top_level()
}

impl<'s, 'c> Parser<'s, 'c> {
    fn new(ctx: &'c mut Context, src: &'s str, file: &str) -> Self {
        let placeholder_name = ctx.op_name("builtin.unresolved_forward_reference");
        let file_id = ctx.ident(file);
        Parser {
            src,
            b: src.as_bytes(),
            pos: 0,
            ctx,
            file: file.to_string(),
            depth: 0,
            entries: Vec::new(),
            numbered: Vec::new(),
            named: FxHashMap::default(),
            scope_depth: 0,
            isolation: vec![0],
            forward: FxHashMap::default(),
            block_scopes: Vec::new(),
            attr_aliases: HashMap::new(),
            type_aliases: HashMap::new(),
            pending_locs: Vec::new(),
            placeholder_name,
            line_starts: Vec::new(),
            file_id,
            line_cursor: (0, 1, 0),
            hw_depth: 0,
            type_cache: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            op_allowed: Vec::new(),
            op_allowed_dialects: 0,
            scratch_operands: Vec::new(),
            scratch_types: Vec::new(),
            scratch_values: Vec::new(),
        }
    }

    // ----- lexing primitives -----

    /// An error at `offset`, the start of the token the parser did not
    /// expect; or, when that token does not even lex, MLIR's lexer error for
    /// it. (mlir-opt lexes a token as soon as the one before it is consumed,
    /// so its lexer error comes before any complaint of the parser there.)
    fn err<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        // (Errors about a missing identifier point after its sigil.)
        let after_sigil = offset
            .checked_sub(1)
            .filter(|&p| matches!(self.b.get(p), Some(b'#' | b'!' | b'^' | b'%')));
        let lexed = lex_error(self.b, offset).or_else(|| lex_error(self.b, after_sigil?));
        Err(lexed.unwrap_or_else(|| ParseError {
            offset,
            message: msg.into(),
        }))
    }

    #[inline]
    fn skip_ws(&mut self) {
        if matches!(
            self.b.get(self.pos),
            Some(b' ' | b'\t' | b'\n' | b'\r' | b'/')
        ) {
            self.skip_ws_slow();
        }
    }

    fn skip_ws_slow(&mut self) {
        loop {
            while self.pos < self.b.len()
                && matches!(self.b[self.pos], b' ' | b'\t' | b'\n' | b'\r')
            {
                self.pos += 1;
            }
            if self.b[self.pos..].starts_with(b"//") {
                while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                    self.pos += 1;
                }
                continue;
            }
            break;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.b.get(self.pos).copied()
    }

    #[inline]
    fn at_punct(&mut self, p: &str) -> bool {
        self.skip_ws();
        let pb = p.as_bytes();
        if pb.len() == 1 {
            return self.b.get(self.pos) == Some(&pb[0]);
        }
        self.b[self.pos..].starts_with(pb)
    }

    #[inline]
    fn eat(&mut self, p: &str) -> bool {
        if self.at_punct(p) {
            self.pos += p.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str, what: &str) -> PResult<()> {
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
    fn wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
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

    fn token_at(&self, pos: usize) -> bool {
        pos < self.b.len()
    }

    /// Bare identifier at the cursor (without consuming) — returns its end.
    fn bare_id_end(&mut self) -> Option<usize> {
        self.skip_ws();
        let s = self.pos;
        if !self.token_at(s) || !(self.b[s].is_ascii_alphabetic() || self.b[s] == b'_') {
            return None;
        }
        let mut e = s + 1;
        while e < self.b.len() && is_id_char(self.b[e]) {
            e += 1;
        }
        Some(e)
    }

    fn peek_bare_id(&mut self) -> Option<&'s str> {
        let e = self.bare_id_end()?;
        Some(&self.src[self.pos..e])
    }

    fn parse_bare_id(&mut self) -> Option<&'s str> {
        let e = self.bare_id_end()?;
        let s = &self.src[self.pos..e];
        self.pos = e;
        Some(s)
    }

    fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.peek_bare_id() == Some(kw) {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    fn parse_suffix_id(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let e = suffix_id_end(self.b, s);
        if e == s {
            return self.err(s, "expected identifier after sigil");
        }
        self.pos = e;
        Ok(&self.src[s..e])
    }

    /// A string literal, borrowed from the source when it has no escapes.
    fn parse_string_cow(&mut self) -> PResult<std::borrow::Cow<'s, str>> {
        self.skip_ws();
        let start = self.pos;
        if self.b.get(start) == Some(&b'"') {
            let mut i = start + 1;
            while let Some(&c) = self.b.get(i) {
                match c {
                    b'"' => {
                        self.pos = i + 1;
                        return Ok(std::borrow::Cow::Borrowed(&self.src[start + 1..i]));
                    }
                    b'\\' | b'\n' | b'\r' => break,
                    _ => i += 1,
                }
            }
        }
        self.parse_string().map(std::borrow::Cow::Owned)
    }

    fn parse_string(&mut self) -> PResult<String> {
        self.skip_ws();
        let start = self.pos;
        if self.b.get(self.pos) != Some(&b'"') {
            return self.err(start, "expected string literal");
        }
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            let Some(&c) = self.b.get(self.pos) else {
                return self.err(start, "expected '\"' in string literal");
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    break;
                }
                b'\n' | b'\r' => return self.err(start, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.b.get(self.pos + 1).copied();
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
                        Some(h1) if h1.is_ascii_hexdigit() => match self.b.get(self.pos + 2) {
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
        String::from_utf8(bytes)
            .or_else(|_| self.err(start, "string literal is not valid UTF-8 (unsupported)"))
    }

    /// Integer literal (decimal or hex), unsigned magnitude. Returns (value, was_hex).
    fn parse_uint(&mut self) -> PResult<(u128, bool)> {
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

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        self.skip_ws();
        let at = self.pos;
        let (v, _) = self.parse_uint()?;
        u32::try_from(v).or_else(|_| self.err(at, format!("{what} out of range")))
    }

    /// [`Self::parse_u32`], with mlir-opt's error `missing` when no number
    /// is next.
    fn expect_u32(&mut self, what: &str, missing: &str) -> PResult<u32> {
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return self.wrong_token(missing);
        }
        self.parse_u32(what)
    }

    /// Number token: returns Int(u128 magnitude, hex) or Float(text).
    fn parse_number(&mut self) -> PResult<Number> {
        self.skip_ws();
        let s = self.pos;
        if self.b[s..].starts_with(b"0x") {
            let (v, _) = self.parse_uint()?;
            return Ok(Number::Hex(v));
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

    #[inline]
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.hw_depth {
            self.hw_depth = self.depth;
        }
        if self.depth > MAX_NESTING {
            let at = self.pos;
            return self.err(
                at,
                format!("exceeded maximum nesting depth of {MAX_NESTING}"),
            );
        }
        Ok(())
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Line and column of an offset. Operations are parsed in order, so
    /// offsets mostly ascend: a cursor counts the newlines since the previous
    /// query; earlier offsets use a table of line starts (built once).
    fn fast_line_col(&mut self, offset: usize) -> (usize, usize) {
        let (cpos, cline, cstart) = self.line_cursor;
        if offset >= cpos && offset <= self.b.len() {
            let gap = &self.b[cpos..offset];
            let newlines = count_newlines(gap);
            let start = if newlines == 0 {
                cstart
            } else {
                cpos + gap.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
            };
            let line = cline + newlines;
            self.line_cursor = (offset, line, start);
            return (line, offset - start + 1);
        }
        if self.line_starts.is_empty() {
            self.line_starts.push(0);
            self.line_starts.extend(
                self.b
                    .iter()
                    .enumerate()
                    .filter(|(_, &c)| c == b'\n')
                    .map(|(i, _)| i + 1),
            );
        }
        let line = self.line_starts.partition_point(|&s| s <= offset);
        (line, offset - self.line_starts[line - 1] + 1)
    }

    fn loc_at(&mut self, offset: usize) -> Location {
        let (l, c) = self.fast_line_col(offset);
        self.ctx
            .file_line_col_loc_ident(self.file_id, l as u32, c as u32)
    }

    fn loc_here(&mut self) -> Location {
        self.skip_ws();
        self.loc_at(self.pos)
    }

    // ----- top level -----

    fn parse_top_level(&mut self) -> PResult<OpId> {
        let top_block = self.ctx.create_block(&[]);
        let top_region = self.ctx.create_region();
        let _ = self.ctx.append_block(top_region, top_block);
        self.block_scopes.push(BlockScope {
            region: top_region,
            blocks: HashMap::new(),
        });
        loop {
            let c = self.peek();
            match c {
                None => break,
                Some(b'#') => {
                    let at = self.pos;
                    self.pos += 1;
                    let name = self.parse_alias_name()?;
                    if self.attr_aliases.contains_key(name) {
                        return self
                            .err(at, format!("redefinition of attribute alias id '{name}'"));
                    }
                    if name.contains('.') {
                        return self.err(
                            at,
                            "attribute names with a '.' are reserved for dialect-defined names",
                        );
                    }
                    if self.eat("=") {
                        let v = if self.eat_keyword("loc") {
                            self.expect("(", "'(' in inline location")?;
                            let l = self.parse_location_body()?;
                            self.expect(")", "')' in inline location")?;
                            AliasValue::Loc(l)
                        } else {
                            AliasValue::Attr(self.parse_attribute()?)
                        };
                        self.attr_aliases.insert(name.to_string(), v);
                    } else {
                        return self.wrong_token("expected '=' in attribute alias definition");
                    }
                }
                Some(b'!') => {
                    let at = self.pos;
                    self.pos += 1;
                    let name = self.parse_alias_name()?;
                    if self.type_aliases.contains_key(name) {
                        return self.err(at, format!("redefinition of type alias id '{name}'"));
                    }
                    if name.contains('.') {
                        return self.err(
                            at,
                            "type names with a '.' are reserved for dialect-defined names",
                        );
                    }
                    if !self.eat("=") {
                        return self.wrong_token("expected '=' in type alias definition");
                    }
                    let t = self.parse_type()?;
                    self.type_aliases.insert(name.to_string(), t);
                }
                Some(b'{') if self.b[self.pos..].starts_with(b"{-#") => {
                    let at = self.pos;
                    match self.src[self.pos..].find("#-}") {
                        Some(e) => self.pos += e + 3,
                        None => return self.err(at, "expected '#-}' to end file metadata"),
                    }
                }
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(top_block, op).ok();
                }
            }
        }
        self.finish_region_blocks()?;
        self.pop_scope_check()?;
        // resolve deferred location aliases
        for (target, name, at) in std::mem::take(&mut self.pending_locs) {
            let loc = match self.attr_aliases.get(&name) {
                Some(AliasValue::Loc(l)) => *l,
                Some(AliasValue::Attr(_)) => {
                    return self.err(
                        at,
                        format!("expected location, but found attribute alias '#{name}'"),
                    )
                }
                None => {
                    return self.err(at, "operation location alias was never defined".to_string())
                }
            };
            match target {
                PendingLoc::Op(op) => {
                    let _ = self.ctx.set_loc(op, loc);
                }
                PendingLoc::Arg(b, i) => {
                    if let Ok(bd) = self.ctx.blocks.get_mut(b) {
                        bd.args[i].loc = loc;
                    }
                }
            }
        }
        // a single top-level builtin.module is the result; otherwise wrap
        let ops: Vec<OpId> = self.ctx.block_ops(top_block).collect();
        if ops.len() == 1 && self.ctx.op_is(ops[0], "builtin.module") {
            self.ctx.detach_op(ops[0]).ok();
            let _ = self.ctx.erase_block(top_block);
            let _ = self.ctx.regions.remove(top_region);
            return Ok(ops[0]);
        }
        let file = self.file.clone();
        let loc = self.ctx.file_line_col_loc(&file, 0, 0);
        let name = self.ctx.op_name("builtin.module");
        let mut st = OperationState::new(name, loc);
        st.regions.push(top_region);
        Ok(self.ctx.create_operation(st))
    }

    fn parse_alias_name(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let mut e = s;
        while e < self.b.len() && is_id_char(self.b[e]) {
            e += 1;
        }
        if e == s {
            return self.err(s, "expected alias identifier");
        }
        self.pos = e;
        Ok(&self.src[s..e])
    }

    // ----- SSA values -----

    fn push_scope(&mut self, isolated: bool) {
        self.scope_depth += 1;
        if isolated {
            self.isolation.push(self.scope_depth);
        }
    }

    /// The identifier (`[A-Za-z0-9_$.-]*`) starting at `at`.
    fn suffix_id_at(&self, at: usize) -> &'s str {
        let e = suffix_id_end(self.b, at);
        &self.src[at.min(e)..e]
    }

    /// Ends the innermost value scope: its bindings are on top of the stack.
    fn pop_value_scope(&mut self) {
        let depth = self.scope_depth as u32;
        while let Some(e) = self.entries.last() {
            if e.scope != depth {
                break;
            }
            let (name, prev) = (self.suffix_id_at(e.name_at as usize), e.prev);
            self.entries.pop();
            self.set_head(name, prev);
        }
        self.scope_depth = self.scope_depth.saturating_sub(1);
    }

    /// The number of a canonical decimal name (`0`, `17`; not `017`) small
    /// enough to index the `numbered` table.
    #[inline]
    fn name_number(&self, name: &str) -> Option<usize> {
        let b = name.as_bytes();
        if b.is_empty() || b.len() > 9 || (b[0] == b'0' && b.len() > 1) {
            return None;
        }
        let mut n = 0usize;
        for &c in b {
            if !c.is_ascii_digit() {
                return None;
            }
            n = n * 10 + (c - b'0') as usize;
        }
        // A file cannot define more values than it has bytes.
        (n <= self.b.len().max(1024)).then_some(n)
    }

    #[inline]
    fn head(&self, name: &str) -> u32 {
        match self.name_number(name) {
            Some(n) => self.numbered.get(n).copied().unwrap_or(NO_ENTRY),
            None => self.named.get(name).copied().unwrap_or(NO_ENTRY),
        }
    }

    fn set_head(&mut self, name: &'s str, idx: u32) {
        match self.name_number(name) {
            Some(n) => {
                if n >= self.numbered.len() {
                    if idx == NO_ENTRY {
                        return;
                    }
                    self.numbered
                        .resize((n + 1).max(self.numbered.len() * 2), NO_ENTRY);
                }
                self.numbered[n] = idx;
            }
            None => {
                if idx == NO_ENTRY {
                    self.named.remove(name);
                } else {
                    self.named.insert(name, idx);
                }
            }
        }
    }

    fn pop_scope_check(&mut self) -> PResult<()> {
        self.pop_value_scope();
        if let Some(f) = self.forward.values().min_by_key(|f| f.offset) {
            return self.err(f.offset, "use of undeclared SSA value name");
        }
        Ok(())
    }

    fn boundary(&self) -> usize {
        *self.isolation.last().unwrap_or(&0)
    }

    #[inline]
    fn visible(&self, name: &str) -> Option<&ValueEntry> {
        let h = self.head(name);
        if h == NO_ENTRY {
            return None;
        }
        let e = &self.entries[h as usize];
        if e.scope as usize >= self.boundary() {
            Some(e)
        } else {
            None
        }
    }

    /// The source slice of a value name whose `%` is at `offset`.
    /// The name of an operand reference read back from the source.
    fn name_at(&self, offset: usize, len: u32) -> PResult<&'s str> {
        let s = offset + 1;
        match self.src.get(s..s + len as usize) {
            Some(k) if self.b.get(offset) == Some(&b'%') && !k.is_empty() => Ok(k),
            _ => self.err(offset, "value name does not match the source text"),
        }
    }

    fn type_mismatch(&self, name: &str, offset: usize, ty: Type, vt: Type) -> PResult<Value> {
        self.err(
            offset,
            format!(
                "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                name,
                crate::asm::printer::type_to_string(self.ctx, ty),
                crate::asm::printer::type_to_string(self.ctx, vt)
            ),
        )
    }

    /// Resolves an operand to a value of type `ty`, creating a forward reference if needed.
    fn resolve(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        let name = self.name_at(u.offset, u.name_len)?;
        self.resolve_raw(name, u.number, u.offset, ty)
    }

    fn resolve_raw(
        &mut self,
        name: &'s str,
        number: u32,
        offset: usize,
        ty: Type,
    ) -> PResult<Value> {
        if let Some(e) = self.visible(name) {
            let Some(v) = e.get(number) else {
                return self.err(offset, "reference to invalid result number");
            };
            let vt = self.ctx.value_type(v);
            if vt != ty {
                return self.type_mismatch(name, offset, ty, vt);
            }
            return Ok(v);
        }
        let key = (name, number, self.isolation.len());
        if let Some(f) = self.forward.get(&key) {
            let v = Value::Result {
                op: f.placeholder,
                index: 0,
            };
            let vt = self.ctx.value_type(v);
            if vt != ty {
                return self.type_mismatch(name, offset, ty, vt);
            }
            return Ok(v);
        }
        let loc = self.ctx.unknown_loc();
        let mut st = OperationState::new(self.placeholder_name, loc);
        st.result_types.push(ty);
        let ph = self.ctx.create_operation(st);
        self.forward.insert(
            key,
            ForwardRef {
                placeholder: ph,
                offset,
            },
        );
        Ok(Value::Result { op: ph, index: 0 })
    }

    /// Defines `count` values named `name` (`%name` at `offset`) starting at `base`.
    fn define_values(
        &mut self,
        name: &'s str,
        offset: usize,
        base: Value,
        count: u32,
    ) -> PResult<()> {
        let head = self.head(name);
        if head != NO_ENTRY && self.entries[head as usize].scope as usize >= self.boundary() {
            return self.err(offset, format!("redefinition of SSA value '%{name}'"));
        }
        let entry = ValueEntry {
            base,
            count,
            scope: self.scope_depth as u32,
            prev: head,
            name_at: (offset + 1) as u32,
        };
        debug_assert_eq!(self.suffix_id_at(offset + 1), name);
        let iso = self.isolation.len();
        if !self.forward.is_empty() {
            for i in 0..count {
                let v = entry.get(i).expect("in range");
                if let Some(f) = self.forward.remove(&(name, i, iso)) {
                    let ph = Value::Result {
                        op: f.placeholder,
                        index: 0,
                    };
                    let (pt, vt) = (self.ctx.value_type(ph), self.ctx.value_type(v));
                    if pt != vt {
                        return self.err(
                            offset,
                            format!(
                                "definition of SSA value '%{name}#{i}' has type '{}'",
                                crate::asm::printer::type_to_string(self.ctx, vt),
                            ),
                        );
                    }
                    self.ctx.replace_all_uses_with(ph, v);
                    let _ = self.ctx.erase_op(f.placeholder);
                }
            }
            if let Some((_, f)) = self
                .forward
                .iter()
                .find(|((k, i, l), _)| *k == name && *i >= count && *l == iso)
            {
                return self.err(f.offset, "reference to invalid result number");
            }
        }
        let idx = self.entries.len() as u32;
        self.entries.push(entry);
        self.set_head(name, idx);
        Ok(())
    }

    /// `%name` or `%name#N` as a source slice.
    fn parse_operand_raw(&mut self) -> PResult<(&'s str, u32, usize)> {
        self.skip_ws();
        let offset = self.pos;
        if self.b.get(self.pos) != Some(&b'%') {
            return self.wrong_token("expected SSA operand");
        }
        self.pos += 1;
        let name = self.parse_suffix_id()?;
        let mut number = 0;
        if self.b.get(self.pos) == Some(&b'#') {
            // (`#N` is one token: digits right after the `#`.)
            let hash = self.pos;
            self.pos += 1;
            if !self.b.get(self.pos).is_some_and(u8::is_ascii_digit) {
                return self.err(hash, "invalid SSA value result number");
            }
            number = self.parse_u32("result number")?;
        }
        Ok((name, number, offset))
    }

    fn parse_operand_ref(&mut self) -> PResult<UnresolvedOperand> {
        let (name, number, offset) = self.parse_operand_raw()?;
        Ok(UnresolvedOperand {
            name_len: name.len() as u32,
            number,
            offset,
        })
    }

    // ----- blocks -----

    fn get_block(&mut self, name: &str, offset: usize) -> BlockId {
        let scope = self.block_scopes.last_mut().expect("block scope");
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return b;
        }
        let b = self.ctx.create_block(&[]);
        self.block_scopes
            .last_mut()
            .expect("block scope")
            .blocks
            .insert(name.to_string(), (b, false, offset));
        b
    }

    fn finish_region_blocks(&mut self) -> PResult<()> {
        let scope = self.block_scopes.pop().expect("block scope");
        if let Some((_, &(_, _, off))) = scope
            .blocks
            .iter()
            .filter(|(_, v)| !v.1)
            .min_by_key(|(_, v)| v.2)
        {
            return self.err(off, "reference to an undefined block");
        }
        Ok(())
    }

    // ----- operations -----

    fn parse_operation(&mut self) -> PResult<OpId> {
        self.skip_ws();
        let start = self.pos;
        // result list
        let mut results: Vec<(&'s str, usize, u32)> = Vec::new();
        if self.b.get(self.pos) == Some(&b'%') {
            loop {
                let (rname, rnum, roff) = self.parse_operand_raw()?;
                if rnum != 0 || self.src[roff..self.pos].contains('#') {
                    return self.err(roff, "expected valid ssa identifier");
                }
                let mut count = 1;
                if self.eat(":") {
                    let at = self.pos;
                    count =
                        self.expect_u32("result count", "expected integer number of results")?;
                    if count == 0 {
                        return self.err(at, "expected named operation to have at least 1 result");
                    }
                }
                results.push((rname, roff, count));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=", "'=' after SSA name")?;
        }
        self.skip_ws();
        let op_loc_pos = self.pos;
        // Line and column before the body: the line cursor only moves forward.
        let (line, col) = self.fast_line_col(op_loc_pos);
        let op = match self.b.get(self.pos) {
            Some(b'"') => self.parse_generic_op()?,
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => self.parse_custom_op()?,
            _ => return self.wrong_token("expected operation name in quotes"),
        };
        let l = self
            .ctx
            .file_line_col_loc_ident(self.file_id, line as u32, col as u32);
        let _ = self.ctx.set_loc(op, l);
        self.parse_trailing_loc(PendingLoc::Op(op))?;
        // bind results
        if !results.is_empty() {
            let total: u32 = results.iter().map(|r| r.2).sum();
            let n = self.ctx.num_results(op) as u32;
            if total != n {
                return self.err(
                    start,
                    format!("operation defines {n} results but was provided {total} to bind"),
                );
            }
            let mut idx = 0u32;
            for (name, off, count) in results {
                self.define_values(name, off, Value::Result { op, index: idx }, count)?;
                idx += count;
            }
        }
        Ok(op)
    }

    fn parse_trailing_loc(&mut self, target: PendingLoc) -> PResult<()> {
        if self.peek_bare_id() != Some("loc") {
            return Ok(());
        }
        let save = self.pos;
        self.pos += 3;
        if !self.eat("(") {
            self.pos = save;
            return Ok(());
        }
        self.skip_ws();
        if self.b.get(self.pos) == Some(&b'#') {
            let at = self.pos;
            self.pos += 1;
            let name = self.parse_alias_name()?.to_string();
            self.expect(")", "')' in location")?;
            match self.attr_aliases.get(&name) {
                Some(AliasValue::Loc(l)) => {
                    let l = *l;
                    self.apply_loc(target, l);
                }
                Some(AliasValue::Attr(_)) => return self.err(at, "expected location attribute"),
                None => self.pending_locs.push((target, name, at)),
            }
            return Ok(());
        }
        let l = self.parse_location_body()?;
        self.expect(")", "')' in location")?;
        self.apply_loc(target, l);
        Ok(())
    }

    fn apply_loc(&mut self, target: PendingLoc, l: Location) {
        match target {
            PendingLoc::Op(op) => {
                let _ = self.ctx.set_loc(op, l);
            }
            PendingLoc::Arg(b, i) => {
                if let Ok(bd) = self.ctx.blocks.get_mut(b) {
                    bd.args[i].loc = l;
                }
            }
        }
    }

    /// The inside of `loc(...)`.
    fn parse_location_body(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_body_inner();
        self.leave();
        r
    }

    fn parse_location_body_inner(&mut self) -> PResult<Location> {
        self.skip_ws();
        let at = self.pos;
        match self.b.get(self.pos) {
            Some(b'#') => {
                self.pos += 1;
                let name = self.parse_alias_name()?;
                match self.attr_aliases.get(name) {
                    Some(AliasValue::Loc(l)) => Ok(*l),
                    _ => self.err(at, format!("undefined location alias '#{name}'")),
                }
            }
            Some(b'"') => {
                let s = self.parse_string()?;
                if self.eat(":") {
                    let line =
                        self.expect_u32("line", "expected integer line number in FileLineColLoc")?;
                    self.expect(":", "':' in FileLineColLoc")?;
                    let col = self
                        .expect_u32("column", "expected integer column number in FileLineColLoc")?;
                    Ok(self.ctx.file_line_col_loc(&s, line, col))
                } else if self.eat("(") {
                    let child = self.parse_location_body()?;
                    self.expect(")", "')' after child location of NameLoc")?;
                    Ok(self.ctx.name_loc(&s, Some(child)))
                } else {
                    Ok(self.ctx.name_loc(&s, None))
                }
            }
            _ => {
                if self.eat_keyword("unknown") {
                    Ok(self.ctx.unknown_loc())
                } else if self.eat_keyword("callsite") {
                    self.expect("(", "'(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_keyword("at") {
                        let p = self.pos;
                        return self.err(p, "expected 'at' in callsite location");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect(")", "')' in callsite location")?;
                    Ok(self.ctx.call_site_loc(callee, caller))
                } else if self.eat_keyword("fused") {
                    let mut meta = None;
                    if self.eat("<") {
                        meta = Some(self.parse_attribute()?);
                        self.expect(">", "'>' after fused location metadata")?;
                    }
                    self.expect("[", "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat("]") {
                        loop {
                            locs.push(self.parse_location_body()?);
                            if !self.eat(",") {
                                break;
                            }
                        }
                        self.expect("]", "']' in fused location")?;
                    }
                    Ok(self.ctx.fused_loc(&locs, meta))
                } else {
                    self.err(at, "expected location instance")
                }
            }
        }
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        self.skip_ws();
        let name_pos = self.pos;
        let name = self.parse_string_cow()?;
        if name.is_empty() {
            return self.err(name_pos, "empty operation name is invalid");
        }
        let op_name = self.ctx.op_name(&name);
        self.check_op_allowed(op_name, &name, name_pos)?;
        self.expect("(", "'(' to start operand list")?;
        let mut operands = std::mem::take(&mut self.scratch_operands);
        operands.clear();
        let r = self.parse_generic_op_rest(op_name, &mut operands);
        self.scratch_operands = operands;
        r
    }

    fn parse_generic_op_rest(
        &mut self,
        op_name: crate::core::context::OpName,
        operands: &mut Vec<(&'s str, u32, usize)>,
    ) -> PResult<OpId> {
        if !self.eat(")") {
            // (Like mlir-opt, an operand list that does not start with `%`
            // is an empty one missing its `)`.)
            if self.peek() == Some(b'%') {
                loop {
                    operands.push(self.parse_operand_raw()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", "')' to end operand list")?;
        }
        let mut successors = Vec::new();
        if self.eat("[") {
            loop {
                self.skip_ws();
                let at = self.pos;
                if self.b.get(self.pos) != Some(&b'^') {
                    return self.err(at, "expected block name");
                }
                self.pos += 1;
                let bn = self.parse_suffix_id()?;
                if self.block_scopes.is_empty() {
                    return self.err(at, "branch successor not allowed here");
                }
                successors.push(self.get_block(bn, at));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("]", "',' or ']'")?;
        }
        let mut props = None;
        if self.at_punct("<") {
            self.pos += 1;
            props = Some(self.parse_attribute()?);
            self.expect(">", "'>' to close properties")?;
        }
        let mut regions = Vec::new();
        if self.at_punct("(") {
            self.pos += 1;
            loop {
                let r = self.ctx.create_region();
                regions.push(r);
                self.parse_region_into(r, &[], false)?;
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "')' to end region list")?;
        }
        let mut attrs = Vec::new();
        if self.at_punct("{") {
            attrs = self.parse_attr_dict_cached()?;
        }
        self.expect(":", "':' followed by operation type")?;
        self.skip_ws();
        let tpos = self.pos;
        let ft = self.parse_type()?;
        let mut types = std::mem::take(&mut self.scratch_types);
        types.clear();
        let num_ins = match self.ctx.type_data(ft) {
            TypeData::Function { inputs, results } => {
                types.extend_from_slice(inputs);
                types.extend_from_slice(results);
                inputs.len()
            }
            _ => {
                self.scratch_types = types;
                return self.err(tpos, "expected function type");
            }
        };
        if num_ins != operands.len() {
            self.scratch_types = types;
            return self.err(
                tpos,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    num_ins
                ),
            );
        }
        let mut vals = std::mem::take(&mut self.scratch_values);
        vals.clear();
        let mut res = Ok(());
        for (&(name, number, offset), &t) in operands.iter().zip(types.iter()) {
            match self.resolve_raw(name, number, offset, t) {
                Ok(v) => vals.push(v),
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        let r = res.map(|()| {
            let loc = self.ctx.unknown_loc();
            self.ctx.create_operation_parts(
                op_name,
                loc,
                &vals,
                &types[num_ins..],
                attrs,
                props,
                regions,
                successors,
            )
        });
        self.scratch_types = types;
        self.scratch_values = vals;
        r
    }

    fn check_op_allowed(
        &mut self,
        n: crate::core::context::OpName,
        name: &str,
        at: usize,
    ) -> PResult<()> {
        if self.ctx.op_definition(n).is_some() {
            return Ok(());
        }
        let idx = n.0 as usize;
        if self.op_allowed_dialects != self.ctx.dialects.len() {
            self.op_allowed.clear();
            self.op_allowed_dialects = self.ctx.dialects.len();
        }
        if self.op_allowed.get(idx) == Some(&true) && self.ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        let dialect = self.ctx.op_name_dialect(n).to_string();
        match self.ctx.dialect(&dialect) {
            Some(d) if d.allow_unknown_ops => Ok(()),
            None if self.ctx.allows_unregistered_dialects() => {
                if self.op_allowed.len() <= idx {
                    self.op_allowed.resize(idx + 1, false);
                }
                self.op_allowed[idx] = true;
                Ok(())
            }
            Some(_) => {
                self.err(at, format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"))
            }
            None => self.err(
                at,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used".to_string(),
            ),
        }
    }

    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let at = self.pos;
        let Some(name) = self.parse_bare_id() else {
            return self.err(at, "expected operation name");
        };
        let n = self
            .ctx
            .lookup_op_name(name)
            .filter(|n| {
                self.ctx
                    .op_definition(*n)
                    .is_some_and(|d| d.parse.is_some())
            })
            .or_else(|| {
                self.ctx
                    .lookup_op_name(&format!("builtin.{name}"))
                    .filter(|n| {
                        self.ctx
                            .op_definition(*n)
                            .is_some_and(|d| d.parse.is_some())
                    })
            });
        let Some(n) = n else {
            // (mlir-opt's wording: a dotted name names its dialect, an
            // undotted one is tried in `builtin` as well.)
            let message = match name.split_once('.') {
                Some((dialect, _)) if self.ctx.dialect(dialect).is_none() => {
                    format!("Dialect `{dialect}' not found for custom op '{name}' ")
                }
                Some(_) => format!("custom op '{name}' is unknown"),
                None => format!("custom op '{name}' is unknown (tried 'builtin.{name}' as well)"),
            };
            // (mlir-opt has consumed the name, and so lexed the next token.)
            self.skip_ws();
            if let Some(e) = lex_error(self.b, self.pos) {
                return Err(e);
            }
            return self.err(at, message);
        };
        let parse = self
            .ctx
            .op_definition(n)
            .and_then(|d| d.parse)
            .expect("checked");
        let loc = {
            let save = self.pos;
            self.pos = at;
            let l = self.loc_here();
            self.pos = save;
            l
        };
        let mut st = OperationState::new(n, loc);
        // The operand and result type lists are the parser's reused buffers
        // (copied into the operation, then handed back): no allocation per op.
        st.operands = std::mem::take(&mut self.scratch_values);
        st.result_types = std::mem::take(&mut self.scratch_types);
        parse(&mut CustomParser::new(self), &mut st)?;
        let OperationState {
            name,
            location,
            mut operands,
            mut result_types,
            mut attributes,
            properties,
            regions,
            successors,
            named_attributes,
        } = st;
        for (n, a) in &named_attributes {
            let id = self.ctx.ident(n);
            attributes.push((id, *a));
        }
        let attrs = self.ctx.sort_named_attrs(attributes);
        let op = self.ctx.create_operation_parts(
            name,
            location,
            &operands,
            &result_types,
            attrs,
            properties,
            regions,
            successors,
        );
        operands.clear();
        result_types.clear();
        self.scratch_values = operands;
        self.scratch_types = result_types;
        Ok(op)
    }

    /// Parses `{ blocks }` into `r`. `args` are the entry block arguments
    /// declared by a custom parser (the entry block must then not have a label).
    fn parse_region_into(
        &mut self,
        r: RegionId,
        args: &[RegionArgument],
        isolated: bool,
    ) -> PResult<()> {
        self.enter()?;
        let res = self.parse_region_inner(r, args, isolated);
        self.leave();
        res
    }

    fn parse_region_inner(
        &mut self,
        r: RegionId,
        args: &[RegionArgument],
        isolated: bool,
    ) -> PResult<()> {
        self.expect("{", "'{' to begin a region")?;
        self.push_scope(isolated);
        self.block_scopes.push(BlockScope {
            region: r,
            blocks: HashMap::new(),
        });
        if !args.is_empty() || !self.at_punct("}") {
            // entry block (unless the region starts with a label)
            if !(args.is_empty() && self.at_punct("^")) {
                let b = self.ctx.create_block(&[]);
                self.ctx.append_block(r, b).ok();
                for a in args {
                    let v = self.ctx.add_block_arg(b, a.ty, a.loc);
                    let name = self.name_at(a.name.offset, a.name.name_len)?;
                    self.define_values(name, a.name.offset, v, 1)?;
                }
                if args.is_empty() || !self.at_punct("^") {
                    self.parse_block_body(b)?;
                } else {
                    let p = self.pos;
                    return self.err(p, "invalid block name in region with named arguments");
                }
            }
            while !self.at_punct("}") {
                if self.peek().is_none() {
                    let p = self.pos;
                    return self.err(p, "expected '}' to end region");
                }
                self.parse_labeled_block()?;
            }
        }
        self.expect("}", "'}' to end region")?;
        self.finish_region_blocks()?;
        self.pop_scope_nested()?;
        Ok(())
    }

    fn pop_scope_nested(&mut self) -> PResult<()> {
        let depth = self.scope_depth;
        self.pop_value_scope();
        if self.isolation.last() == Some(&depth) {
            let iso = self.isolation.len();
            self.isolation.pop();
            // forward references inside an isolated region must resolve there
            if let Some(f) = self
                .forward
                .iter()
                .filter(|(k, _)| k.2 == iso)
                .map(|(_, f)| f)
                .min_by_key(|f| f.offset)
            {
                return self.err(f.offset, "use of undeclared SSA value name");
            }
        }
        Ok(())
    }

    fn parse_labeled_block(&mut self) -> PResult<()> {
        self.skip_ws();
        let at = self.pos;
        if self.b.get(self.pos) != Some(&b'^') {
            return self.err(at, "expected block name");
        }
        self.pos += 1;
        let name = self.parse_suffix_id()?.to_string();
        let b = self.get_block(&name, at);
        {
            let scope = self.block_scopes.last_mut().expect("scope");
            let e = scope.blocks.get_mut(&name).expect("inserted");
            if e.1 {
                return self.err(at, format!("redefinition of block '^{name}'"));
            }
            e.1 = true;
            let region = scope.region;
            self.ctx.append_block(region, b).ok();
        }
        if self.eat("(") && !self.eat(")") {
            loop {
                let (name, number, offset) = self.parse_operand_raw()?;
                if number != 0 {
                    return self.err(offset, "expected valid ssa identifier");
                }
                self.expect(":", "':' and type for SSA operand")?;
                let t = self.parse_type()?;
                let arg_loc = self.loc_at(offset);
                let v = self.ctx.add_block_arg(b, t, arg_loc);
                if let Value::Arg { index, .. } = v {
                    self.parse_trailing_loc(PendingLoc::Arg(b, index as usize))?;
                }
                self.define_values(name, offset, v, 1)?;
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "')'")?;
        }
        self.expect(":", "':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, b: BlockId) -> PResult<()> {
        loop {
            match self.peek() {
                Some(b'^') | Some(b'}') | None => return Ok(()),
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(b, op).ok();
                }
            }
        }
    }

    fn parse_attr_dict_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        self.expect("{", "'{' in attribute dictionary")?;
        if self.eat("}") {
            return Ok(Vec::new());
        }
        // Most dictionaries are small: two entries fit the smallest allocation.
        let mut v: Vec<NamedAttr> = Vec::with_capacity(2);
        loop {
            self.skip_ws();
            let at = self.pos;
            let name = if self.b.get(self.pos) == Some(&b'"') {
                let s = self.parse_string_cow()?;
                if s.is_empty() {
                    return self.err(at, "expected valid attribute name");
                }
                s
            } else {
                match self.parse_bare_id() {
                    Some(s) => std::borrow::Cow::Borrowed(s),
                    None => return self.wrong_token("expected attribute name"),
                }
            };
            let id = self.ctx.ident(&name);
            if v.iter().any(|(n, _)| *n == id) {
                return self.err(
                    at,
                    format!("duplicate key '{name}' in dictionary attribute"),
                );
            }
            let val = if self.eat("=") {
                self.parse_attr_value_cached()?
            } else {
                self.ctx.unit_attr()
            };
            v.push((id, val));
            if !self.eat(",") {
                break;
            }
        }
        self.expect("}", "'}' in attribute dictionary")?;
        let mut v = self.ctx.sort_named_attrs(v);
        if v.capacity() > v.len() + 1 {
            v.shrink_to_fit();
        }
        Ok(v)
    }

    // ----- types -----

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

    /// Parses the text at the cursor through one of the source-text caches:
    /// `extent` delimits the text (`None`: it may depend on aliases, parse it
    /// uncached), `parse` parses it. A cached entry records how deep its text
    /// nests, so the nesting limit holds for cached texts too.
    #[inline]
    fn parse_cached<T, S>(
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
        let depth = self.depth;
        if let Some((v, rel)) = cache(self).get(key) {
            if depth + *rel as usize <= MAX_NESTING {
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

    fn parse_type_uncached(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// The end of the type text starting at `s`, for the type cache: a
    /// function type `(...) -> ...` or a parameterized builtin type `id<...>`.
    /// `None` for anything else (simple types are parsed directly) and for
    /// texts that may depend on aliases or hold strings.
    fn type_extent(&self, s: usize) -> Option<usize> {
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
    fn param_type_extent(&self, s: usize) -> Option<usize> {
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
    fn balanced_extent(&self, s: usize) -> Option<usize> {
        self.balanced_extent_with(s, false)
    }

    /// [`Parser::balanced_extent`], skipping over string literals when
    /// `strings` is set.
    fn balanced_extent_with(&self, s: usize, strings: bool) -> Option<usize> {
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
    fn parse_attr_dict_cached(&mut self) -> PResult<Vec<NamedAttr>> {
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
    fn attr_value_extent(&self, s: usize) -> Option<usize> {
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
    fn ended_at(&self, end: usize) -> bool {
        self.pos >= end
            && self.b[end..self.pos]
                .iter()
                .all(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
    }

    /// An attribute value of a dictionary entry, through the attribute cache.
    fn parse_attr_value_cached(&mut self) -> PResult<Attribute> {
        self.parse_cached(
            Self::attr_value_extent,
            |p| &mut p.attr_cache,
            Self::parse_attribute,
            |a| *a,
            |a| *a,
        )
    }

    fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
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

    fn parse_type_inner(&mut self) -> PResult<Type> {
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

    fn builtin_type(&mut self, id: &str, at: usize) -> PResult<Type> {
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

    fn check_width(&self, w: u32, at: usize) -> PResult<()> {
        if w > 16_777_215 {
            return self.err(at, "invalid integer width");
        }
        if w == 0 {
            return Ok(());
        }
        Ok(())
    }

    fn parse_shaped(&mut self, kind: &str, at: usize) -> PResult<Type> {
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
    fn parse_dialect_symbol(&mut self) -> PResult<(String, String, bool)> {
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
    fn scan_balanced(&mut self) -> PResult<&'s str> {
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

    // ----- attributes -----

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner();
        self.leave();
        r
    }

    fn parse_optional_colon_type(&mut self) -> PResult<Option<Type>> {
        if self.at_punct(":") && !self.at_punct("::") {
            self.pos += 1;
            Ok(Some(self.parse_type()?))
        } else {
            Ok(None)
        }
    }

    fn parse_attribute_inner(&mut self) -> PResult<Attribute> {
        self.skip_ws();
        let at = self.pos;
        let Some(&c) = self.b.get(self.pos) else {
            return self.wrong_token("expected attribute value");
        };
        match c {
            b'[' => {
                self.pos += 1;
                let mut v = Vec::new();
                if !self.eat("]") {
                    loop {
                        v.push(self.parse_attribute()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("]", "',' or ']'")?;
                }
                Ok(self.ctx.array_attr(&v))
            }
            b'{' => {
                let v = self.parse_attr_dict_entries()?;
                Ok(self.ctx.get_attr(AttrData::Dictionary(v)))
            }
            b'"' => {
                let s = self.parse_string()?;
                let ty = self
                    .parse_optional_colon_type()?
                    .unwrap_or(self.ctx.none_type());
                Ok(self.ctx.get_attr(AttrData::String { value: s, ty }))
            }
            b'@' => {
                let root = self.parse_symbol_ref_name()?;
                let mut nested = Vec::new();
                while self.at_punct("::") {
                    self.pos += 2;
                    self.skip_ws();
                    if self.b.get(self.pos) != Some(&b'@') {
                        let p = self.pos;
                        return self.err(p, "expected nested symbol reference identifier");
                    }
                    nested.push(self.parse_symbol_ref_name()?);
                }
                let nested: Vec<&str> = nested.iter().map(String::as_str).collect();
                Ok(self.ctx.symbol_ref_attr(&root, &nested))
            }
            b'#' => {
                self.pos += 1;
                let (dialect, data, alias) = self.parse_dialect_symbol()?;
                if alias {
                    return match self.attr_aliases.get(&dialect) {
                        Some(AliasValue::Attr(a)) => Ok(*a),
                        Some(AliasValue::Loc(_)) => self.err(
                            at,
                            "location aliases cannot be used as attributes (unsupported)",
                        ),
                        None => self.wrong_token(format!("undefined symbol alias id '{dialect}'")),
                    };
                }
                Ok(self.ctx.opaque_attr(&dialect, &data))
            }
            b'-' | b'0'..=b'9' => self.parse_number_attr(),
            _ => {
                if let Some(id) = self.peek_bare_id() {
                    match id {
                        "true" | "false" => {
                            self.pos += id.len();
                            let v = id == "true";
                            if let Some(t) = self.parse_optional_colon_type()? {
                                if !self.ctx.is_signless_integer_of_width(t, 1) {
                                    return self
                                        .err(at, "expected i1 type for 'true' or 'false' values");
                                }
                            }
                            return Ok(self.ctx.bool_attr(v));
                        }
                        "unit" => {
                            self.pos += 4;
                            return Ok(self.ctx.unit_attr());
                        }
                        "dense" => {
                            self.pos += 5;
                            return self.parse_dense();
                        }
                        "array" => {
                            self.pos += 5;
                            return self.parse_dense_array();
                        }
                        "loc" | "affine_map" | "affine_set" | "dense_resource" | "sparse"
                        | "strided" | "distinct" => {
                            return self.err(at, format!("'{id}' attributes are not supported"));
                        }
                        _ => {}
                    }
                }
                // (A type attribute; a token that starts no type is not an
                // attribute either, as in mlir-opt, whose errors inside a
                // type are the type's.)
                match self.parse_type() {
                    Ok(t) => Ok(self.ctx.type_attr(t)),
                    Err(e) if e.message == "expected non-function type" && e.offset <= at => {
                        self.pos = at;
                        self.wrong_token("expected attribute value")
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }

    fn parse_symbol_ref_name(&mut self) -> PResult<String> {
        self.skip_ws();
        let at = self.pos;
        self.pos += 1; // '@'
        if self.b.get(self.pos) == Some(&b'"') {
            return self.parse_string();
        }
        let s = self.pos;
        let mut e = s;
        if e < self.b.len() && (self.b[e].is_ascii_alphabetic() || self.b[e] == b'_') {
            e += 1;
            while e < self.b.len() && is_id_char(self.b[e]) {
                e += 1;
            }
        }
        if e == s {
            return self.err(at, "expected symbol name");
        }
        self.pos = e;
        Ok(self.src[s..e].to_string())
    }

    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        self.parse_number_attr_of(None)
    }

    /// A number attribute; with `known`, of that type and without `: type`.
    fn parse_number_attr_of(&mut self, known: Option<Type>) -> PResult<Attribute> {
        let at = self.pos;
        let neg = self.eat("-");
        // (Range errors point at the digits, as mlir-opt's do.)
        self.skip_ws();
        let digits_at = self.pos;
        if neg && !self.b.get(digits_at).is_some_and(u8::is_ascii_digit) {
            return self.err(
                digits_at,
                "expected constant integer or floating point value",
            );
        }
        let num = self.parse_number()?;
        let is_dec_int = matches!(num, Number::Int(_));
        let ty = match known {
            Some(t) => Some(t),
            None => self.parse_optional_colon_type()?,
        };
        match num {
            Number::Float(text) => {
                let ty = ty.unwrap_or(self.ctx.f64());
                let Some(k) = self.ctx.float_kind(ty) else {
                    return self.err(at, "floating point value not valid for specified type");
                };
                let v: f64 = text.parse::<f64>().unwrap_or(0.0);
                let v = crate::core::float::parse_decimal(&text, k).unwrap_or(v);
                let v = if neg { -v } else { v };
                Ok(self.ctx.get_attr(AttrData::Float {
                    bits: v.to_bits(),
                    ty,
                }))
            }
            Number::Hex(bits) if ty.is_some_and(|t| self.ctx.is_float(t)) => {
                let ty = ty.expect("checked");
                let k = self.ctx.float_kind(ty).expect("checked");
                if neg {
                    return self.err(
                        at,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                if k.width() < 128 && bits >> k.width() != 0 {
                    return self.err(
                        at,
                        "hexadecimal float constant out of range for type".to_string(),
                    );
                }
                let v = crate::core::float::decode_bits(bits, k);
                Ok(self.ctx.get_attr(AttrData::Float {
                    bits: v.to_bits(),
                    ty,
                }))
            }
            Number::Int(mag) | Number::Hex(mag) => {
                let ty = ty.unwrap_or(self.ctx.i64());
                if let Some(k) = self.ctx.float_kind(ty) {
                    if is_dec_int {
                        return self.err(
                            at,
                            "unexpected decimal integer literal for a floating point value",
                        );
                    }
                    let v = mag as f64;
                    let v = crate::core::float::round_to_kind(if neg { -v } else { v }, k);
                    return Ok(self.ctx.get_attr(AttrData::Float {
                        bits: v.to_bits(),
                        ty,
                    }));
                }
                let value = self.int_in_range(mag, neg, ty, digits_at, "attribute")?;
                Ok(self.ctx.integer_attr(ty, value))
            }
        }
    }

    /// `mag` (negated with `neg`) as a value of integer type `ty`; out of
    /// range, mlir-opt's error for a constant for `subject` (an attribute or a type).
    fn int_in_range(
        &self,
        mag: u128,
        neg: bool,
        ty: Type,
        at: usize,
        subject: &str,
    ) -> PResult<i128> {
        let (w, s) = match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            TypeData::Index => (64, Signedness::Signless),
            _ => return self.err(at, "integer literal not valid for specified type"),
        };
        if neg && s == Signedness::Unsigned {
            return self.err(
                at,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        // Values are stored in 128 bits: wider types accept the i128 range.
        let pow2 = |bits: u32| -> Option<u128> { (bits < 128).then(|| 1u128 << bits) };
        let fits = if w == 0 {
            mag == 0
        } else if neg {
            // -2^(w-1) ..
            mag <= pow2(w.min(128) - 1).unwrap_or(u128::MAX)
        } else {
            let bits = match s {
                Signedness::Signed => w - 1,
                Signedness::Unsigned => w,
                Signedness::Signless if w > 128 => 127,
                Signedness::Signless => w,
            };
            let bits = if w > 128 && s == Signedness::Signed {
                127
            } else {
                bits
            };
            pow2(bits).is_none_or(|lim| mag < lim)
        };
        if !fits {
            return self.err(at, format!("integer constant out of range for {subject}"));
        }
        let v = mag as i128;
        Ok(if neg { v.wrapping_neg() } else { v })
    }

    fn parse_dense(&mut self) -> PResult<Attribute> {
        self.expect("<", "'<' after 'dense'")?;
        let body_at = self.pos;
        enum Lit {
            Int(bool, u128),
            Hex(bool, u128),
            Float(bool, String),
            Bool(bool),
        }
        // parse literal tree
        let mut hex: Option<String> = None;
        let mut elems: Vec<Lit> = Vec::new();
        let mut shape: Option<Vec<i64>> = None;
        let mut splat = false;
        if self.at_punct(">") {
            // empty
        } else if self.at_punct("\"") {
            let s = self.parse_string()?;
            if !s.starts_with("0x") {
                return self.err(
                    body_at,
                    "expected hex string or elements literal (string elements are not supported)",
                );
            }
            hex = Some(s);
        } else {
            // nested lists parsed iteratively: `counts` holds the element
            // count of every open list, `dims` the size seen at each level.
            let mut counts: Vec<i64> = Vec::new();
            let mut dims: Vec<Option<i64>> = Vec::new();
            let mut leaf_level: Option<usize> = None;
            'outer: loop {
                self.skip_ws();
                let at = self.pos;
                if self.eat("[") {
                    if leaf_level.is_some_and(|l| counts.len() >= l) {
                        return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    counts.push(0);
                    if dims.len() < counts.len() {
                        dims.push(None);
                    }
                    if counts.len() > MAX_NESTING {
                        return self.err(
                            at,
                            format!("exceeded maximum nesting depth of {MAX_NESTING}"),
                        );
                    }
                    if !self.eat("]") {
                        continue 'outer;
                    }
                    let l = counts.len() - 1;
                    counts.pop();
                    if leaf_level.is_some_and(|ll| ll != l + 1) && leaf_level.is_some() {
                        // an empty list where elements are expected deeper is fine only at the leaf level
                    }
                    match dims[l] {
                        None => dims[l] = Some(0),
                        Some(0) => {}
                        Some(_) => return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ),
                    }
                } else {
                    let neg = self.eat("-");
                    let lit = if self.eat_keyword("true") {
                        Lit::Bool(true)
                    } else if self.eat_keyword("false") {
                        Lit::Bool(false)
                    } else {
                        match self.parse_number() {
                            Ok(Number::Int(v)) => Lit::Int(neg, v),
                            Ok(Number::Hex(v)) => Lit::Hex(neg, v),
                            Ok(Number::Float(t)) => Lit::Float(neg, t),
                            Err(_) => {
                                return self.err(at, "expected element literal of primitive type")
                            }
                        }
                    };
                    elems.push(lit);
                    if counts.is_empty() {
                        splat = true;
                        break 'outer;
                    }
                    match leaf_level {
                        None => leaf_level = Some(counts.len()),
                        Some(l) if l != counts.len() => return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ),
                        _ => {}
                    }
                }
                // a value just completed
                loop {
                    if counts.is_empty() {
                        break 'outer;
                    }
                    let l = counts.len() - 1;
                    counts[l] += 1;
                    if self.eat(",") {
                        continue 'outer;
                    }
                    let at = self.pos;
                    if self.eat("]") {
                        let n = counts.pop().unwrap_or(0);
                        match dims[l] {
                            None => dims[l] = Some(n),
                            Some(d) if d != n => {
                                return self.err(at, "tensor literal is invalid; ranks are not consistent between elements")
                            }
                            _ => {}
                        }
                        continue;
                    }
                    return self.wrong_token("expected ']'");
                }
            }
            if !splat {
                shape = Some(dims.into_iter().map(|d| d.unwrap_or(0)).collect());
            }
        }
        self.expect(">", "'>'")?;
        // (mlir-opt reports a literal that does not fit its type at the
        // `:`, and elements of the wrong kind after the type.)
        self.skip_ws();
        let type_loc = self.pos;
        self.expect(":", "':'")?;
        self.skip_ws();
        let tpos = self.pos;
        let ty = self.parse_type()?;
        self.skip_ws();
        let after_type = self.pos;
        if !(self.ctx.is_ranked_tensor(ty) || self.ctx.is_vector(ty))
            || !self.ctx.has_static_shape(ty)
        {
            return self.err(tpos, "elements literal type must have static shape");
        }
        let elt = self.ctx.element_type(ty).expect("shaped");
        let tshape = self.ctx.shape(ty).expect("ranked").to_vec();
        let num = self.ctx.num_elements(ty).unwrap_or(0);
        let is_float = self.ctx.is_float(elt);
        let int_info = match self.ctx.type_data(elt) {
            TypeData::Integer { width, signedness } => Some((*width, *signedness)),
            TypeData::Index => Some((64, Signedness::Signless)),
            _ => None,
        };
        if !is_float && int_info.is_none() {
            return self.err(
                tpos,
                "dense elements of this element type are not supported",
            );
        }
        if let Some(h) = hex {
            let bytes: Vec<u8> = match decode_hex(&h[2..]) {
                Some(b) => b,
                None => return self.err(body_at, "expected hex string"),
            };
            let data = if is_float {
                let k = self.ctx.float_kind(elt).expect("float");
                let nb = k.width().div_ceil(8) as usize;
                if bytes.len() != nb * num as usize && bytes.len() != nb {
                    return self.err(
                        body_at,
                        "elements hex data size is invalid for provided type",
                    );
                }
                DenseData::Float(
                    bytes
                        .chunks(nb)
                        .map(|c| {
                            let mut b = [0u8; 16];
                            b[..c.len()].copy_from_slice(c);
                            crate::core::float::decode_bits(u128::from_le_bytes(b), k).to_bits()
                        })
                        .collect(),
                )
            } else {
                let (w, s) = int_info.expect("int");
                if w == 1 {
                    let n = num as usize;
                    if bytes.len() != n.div_ceil(8) && bytes.len() != 1 {
                        return self.err(
                            body_at,
                            "elements hex data size is invalid for provided type",
                        );
                    }
                    if bytes.len() == 1 && n > 8 {
                        DenseData::Int(vec![(bytes[0] & 1) as i128])
                    } else {
                        DenseData::Int(
                            (0..n)
                                .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as i128)
                                .collect(),
                        )
                    }
                } else {
                    let nb = w.div_ceil(8) as usize;
                    if nb > 16 || (bytes.len() != nb * num as usize && bytes.len() != nb) {
                        return self.err(
                            body_at,
                            "elements hex data size is invalid for provided type",
                        );
                    }
                    DenseData::Int(
                        bytes
                            .chunks(nb)
                            .map(|c| {
                                let mut b = [0u8; 16];
                                b[..c.len()].copy_from_slice(c);
                                crate::core::attrs::normalize_int(
                                    u128::from_le_bytes(b) as i128,
                                    w,
                                    s,
                                )
                            })
                            .collect(),
                    )
                }
            };
            return Ok(self.finish_dense(ty, data));
        }
        if let Some(sh) = &shape {
            if *sh != tshape {
                let fmt = |v: &[i64]| {
                    v.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return self.err(
                    type_loc,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        fmt(sh),
                        fmt(&tshape)
                    ),
                );
            }
        } else if !splat && num != 0 {
            return self.err(
                type_loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    crate::asm::printer::type_to_string(self.ctx, ty)
                ),
            );
        }
        if elems.is_empty() && num != 0 {
            return self.err(
                type_loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    crate::asm::printer::type_to_string(self.ctx, ty)
                ),
            );
        }
        let data = if is_float {
            let k = self.ctx.float_kind(elt).expect("float");
            let mut v = Vec::with_capacity(elems.len());
            for e in &elems {
                let x = match e {
                    Lit::Float(neg, t) => {
                        let x = crate::core::float::parse_decimal(t, k).unwrap_or(0.0);
                        if *neg {
                            -x
                        } else {
                            x
                        }
                    }
                    Lit::Int(..) => {
                        return self.err(
                            after_type,
                            "expected floating-point elements, but parsed integer",
                        )
                    }
                    Lit::Hex(neg, bits) => {
                        if *neg || (k.width() < 128 && bits >> k.width() != 0) {
                            return self
                                .err(body_at, "hexadecimal float constant out of range for type");
                        }
                        crate::core::float::decode_bits(*bits, k)
                    }
                    Lit::Bool(_) => {
                        return self.err(
                            body_at,
                            "expected floating-point elements, but parsed boolean",
                        )
                    }
                };
                v.push(x.to_bits());
            }
            DenseData::Float(v)
        } else {
            let (w, s) = int_info.expect("int");
            let mut v = Vec::with_capacity(elems.len());
            for e in &elems {
                let x = match e {
                    Lit::Bool(b) => {
                        if w != 1 {
                            return self
                                .err(body_at, "expected integer elements, but parsed boolean");
                        }
                        *b as i128
                    }
                    Lit::Float(..) => {
                        return self.err(
                            body_at,
                            "expected integer elements, but parsed floating-point",
                        )
                    }
                    Lit::Int(neg, m) | Lit::Hex(neg, m) => {
                        if w == 1 {
                            if *neg || *m > 1 {
                                return self.err(body_at, "integer constant out of range for type");
                            }
                            *m as i128
                        } else {
                            let it = if self.ctx.is_index(elt) {
                                self.ctx.index_type()
                            } else {
                                elt
                            };
                            crate::core::attrs::normalize_int(
                                self.int_in_range(*m, *neg, it, body_at, "type")?,
                                w,
                                s,
                            )
                        }
                    }
                };
                v.push(x);
            }
            DenseData::Int(v)
        };
        Ok(self.finish_dense(ty, data))
    }

    fn finish_dense(&mut self, ty: Type, mut data: DenseData) -> Attribute {
        match &mut data {
            DenseData::Int(v) => {
                if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
                    v.truncate(1);
                }
            }
            DenseData::Float(v) => {
                if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
                    v.truncate(1);
                }
            }
        }
        self.ctx.get_attr(AttrData::DenseElements { ty, data })
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.expect("<", "'<' after 'array'")?;
        let tpos = self.pos;
        let elt = self.parse_type()?;
        let is_float = self.ctx.is_float(elt);
        if !is_float && !self.ctx.is_signless_integer(elt) {
            return self.err(tpos, "expected integer or float type, got");
        }
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        if self.eat(":") {
            loop {
                self.skip_ws();
                let at = self.pos;
                let neg = self.eat("-");
                if self.eat_keyword("true") || self.eat_keyword("false") {
                    let v = self.src[at..self.pos].trim_start_matches('-').trim() == "true";
                    ints.push(v as i128);
                } else if !is_float && !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    let here = self.pos;
                    return self.err(here, "expected integer literal");
                } else {
                    match self.parse_number()? {
                        Number::Float(t) => {
                            if !is_float {
                                return self.err(at, "expected integer value");
                            }
                            let k = self.ctx.float_kind(elt).expect("float");
                            let x = crate::core::float::parse_decimal(&t, k).unwrap_or(0.0);
                            floats.push((if neg { -x } else { x }).to_bits());
                        }
                        Number::Hex(bits) if is_float => {
                            let k = self.ctx.float_kind(elt).expect("float");
                            if neg || (k.width() < 128 && bits >> k.width() != 0) {
                                return self
                                    .err(at, "hexadecimal float constant out of range for type");
                            }
                            floats.push(crate::core::float::decode_bits(bits, k).to_bits());
                        }
                        Number::Int(m) | Number::Hex(m) => {
                            if is_float {
                                let k = self.ctx.float_kind(elt).expect("float");
                                let x = crate::core::float::round_to_kind(m as f64, k);
                                floats.push((if neg { -x } else { x }).to_bits());
                            } else {
                                let v = self.int_in_range(m, neg, elt, at, "type")?;
                                let w = self.ctx.int_or_float_width(elt).unwrap_or(64);
                                ints.push(crate::core::attrs::normalize_int(
                                    v,
                                    w,
                                    Signedness::Signless,
                                ));
                            }
                        }
                    }
                }
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">", "'>' to close an array attribute")?;
        let data = if is_float {
            DenseData::Float(floats)
        } else {
            DenseData::Int(ints)
        };
        Ok(self.ctx.dense_array_attr(elt, data))
    }
}

enum Number {
    Int(u128),
    Hex(u128),
    Float(String),
}

fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

fn decode_hex(s: &str) -> Option<Vec<u8>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::printer::{print_operation, PrintOptions};

    fn parse(text: &str) -> (Context, PResult<OpId>) {
        let mut ctx = Context::new();
        ctx.allow_unregistered_dialects(true);
        let r = parse_source(&mut ctx, text, "t.mlir");
        (ctx, r)
    }

    fn generic(text: &str) -> String {
        let (ctx, r) = parse(text);
        let m = r.unwrap_or_else(|e| panic!("{}", e.render("t.mlir", text)));
        let opts = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        print_operation(&ctx, m, &opts)
    }

    #[test]
    fn newline_count_matches_a_plain_count() {
        let text: Vec<u8> = (0..1000u32)
            .map(|i| match i % 7 {
                0 => b'\n',
                1 => 0x8a, // '\n' with the high bit set
                2 => 0x0b,
                _ => b'a' + (i % 26) as u8,
            })
            .collect();
        for start in 0..20 {
            for end in (start..text.len()).step_by(37) {
                let slice = &text[start..end];
                let plain = slice.iter().filter(|&&c| c == b'\n').count();
                assert_eq!(count_newlines(slice), plain, "{start}..{end}");
            }
        }
    }

    #[test]
    fn line_and_column_of_ops_after_earlier_queries() {
        let text = "\"a.x\"() : () -> ()\n\n  \"a.y\"() : () -> ()\n";
        let (ctx, r) = parse(text);
        let m = r.expect("parses");
        let body = ctx.region_entry(ctx.op_region(m, 0)).expect("body");
        let locs: Vec<String> = ctx
            .block_ops(body)
            .map(|o| crate::asm::printer::loc_to_string(&ctx, ctx.op_loc(o)))
            .collect();
        assert_eq!(locs, ["loc(\"t.mlir\":1:1)", "loc(\"t.mlir\":3:3)"]);
    }

    #[test]
    fn cached_types_attributes_and_dictionaries_are_the_same_objects() {
        let text = "%0 = \"a.c\"() {v = dense<1.5> : tensor<2xf32>, s = \"x,}\"} : () -> tensor<2xf32>\n\
                    %1 = \"a.c\"() {v = dense<1.5> : tensor<2xf32>, s = \"x,}\"} : () -> tensor<2xf32>\n\
                    %2 = \"a.d\"(%0, %1) {w = dense<1.5> : tensor<2xf32>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n";
        let (ctx, r) = parse(text);
        let m = r.expect("parses");
        let body = ctx.region_entry(ctx.op_region(m, 0)).expect("body");
        let ops: Vec<OpId> = ctx.block_ops(body).collect();
        assert_eq!(ctx.attrs(ops[0]), ctx.attrs(ops[1]));
        let v = ctx.attr(ops[0], "v").expect("v");
        assert_eq!(ctx.attr(ops[2], "w"), Some(v));
        assert_eq!(
            crate::asm::printer::attr_to_string(&ctx, ctx.attr(ops[1], "s").expect("s")),
            "\"x,}\""
        );
        let t = ctx.value_type(ctx.result(ops[0], 0));
        assert_eq!(ctx.value_type(ctx.result(ops[2], 0)), t);
        assert_eq!(ctx.operand_types(ops[2]), vec![t, t]);
    }

    #[test]
    fn cached_text_still_obeys_the_nesting_limit() {
        // The same type text, first shallow (cached), then where its nesting
        // would exceed the limit: the second use must fail as if uncached.
        let ty = "tuple<tuple<tuple<tuple<tuple<i32>>>>>";
        let depth = MAX_NESTING - 4;
        let mut deep = String::new();
        for _ in 0..depth {
            deep.push_str("\"a.r\"() ({\n");
        }
        deep.push_str(&format!("\"a.u\"() {{t = {ty}}} : () -> ()\n"));
        for _ in 0..depth {
            deep.push_str("}) : () -> ()\n");
        }
        let shallow = format!("\"a.u\"() {{t = {ty}}} : () -> ()\n");
        let (_, alone) = parse(&deep);
        let (_, after) = parse(&format!("{shallow}{deep}"));
        let msg = |r: PResult<OpId>| r.expect_err("too deep").message;
        assert_eq!(msg(after), msg(alone));
    }

    #[test]
    fn names_end_with_their_region_and_outer_names_stay_visible() {
        let text = "%x = \"a.c\"() : () -> i32\n\
                    \"a.r\"() ({\n\
                    %y = \"a.c\"() : () -> i64\n\
                    \"a.use\"(%x, %y) : (i32, i64) -> ()\n\
                    }) : () -> ()\n\
                    %y = \"a.c\"() : () -> i32\n\
                    \"a.use\"(%y) : (i32) -> ()\n";
        let out = generic(text);
        assert!(
            out.contains("\"a.use\"(%0, %2) : (i32, i64) -> ()"),
            "{out}"
        );
        assert!(out.contains("\"a.use\"(%1) : (i32) -> ()"), "{out}");
        // An enclosing region's name cannot be defined again inside.
        let (_, bad) =
            parse(&text.replace("%y = \"a.c\"() : () -> i64", "%x = \"a.c\"() : () -> i64"));
        assert!(bad
            .expect_err("redefinition")
            .message
            .contains("redefinition of SSA value '%x'"));
    }
}
