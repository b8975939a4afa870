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
//!
//! One `impl Parser` per concern: `lexer` (tokens and lexer errors),
//! `ops` (the top level and operations), `names` (SSA and block names),
//! `regions`, `locations`, `types`, `attrs`, `dense` (dense
//! literals), `cache` (the source-text caches) and `custom` (what
//! custom parse hooks call).

mod affine;
mod attrs;
mod cache;
mod custom;
mod dense;
mod dialect;
mod elements;
mod expansion;
mod lexer;
mod locations;
mod metadata;
mod names;
mod ops;
mod regions;
#[cfg(test)]
mod tests;
mod types;

use std::collections::HashMap;

use crate::support::intern::FxHashMap;

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
pub use crate::core::op_asm::{
    line_col, CustomParser, ParseError, RegionArgument, UnresolvedOperand,
};
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;

/// The default limit on the nesting of regions, attributes, types and
/// locations combined, for [`parse_source`]: parsing takes about 1.5 KiB
/// of stack per level, and 1,000 levels fit the 2 MiB of a thread Rust
/// starts by default. Deeper input is a located error, never a stack
/// overflow.
pub const MAX_NESTING: usize = 1_000;

/// The stack a nesting level may use before the parser moves to a new
/// segment (one level of an unoptimised build takes about 8 KiB).
const STACK_RED_ZONE: usize = 128 << 10;
/// The size of each stack segment the parser adds.
const STACK_SEGMENT: usize = 4 << 20;

/// The nesting limit of the tools (`ir-opt`, `toyc`), which parse on a
/// thread with a [`TOOL_STACK_SIZE`] stack: far beyond what `mlir-opt`
/// reads before its 8 MiB stack overflows (about 5,000 nested tuple types,
/// fewer regions).
pub const TOOL_MAX_NESTING: usize = 50_000;

/// The default budget on expanded size (see [`ParseLimits::max_expansion`]).
pub const MAX_EXPANSION: u64 = 1 << 26;

/// What a parse may cost: the limits that keep bad input from overflowing
/// the stack or exhausting memory. Each is a located error when passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseLimits {
    /// Nesting of regions, attributes, types and locations combined.
    pub max_nesting: usize,
    /// Elements (attributes and types, counted in their written-out form)
    /// the whole input may expand to through its aliases, which can make a
    /// few lines stand for an attribute too large to print.
    pub max_expansion: u64,
}

impl Default for ParseLimits {
    /// [`MAX_NESTING`] and [`MAX_EXPANSION`].
    fn default() -> Self {
        ParseLimits {
            max_nesting: MAX_NESTING,
            max_expansion: MAX_EXPANSION,
        }
    }
}

impl ParseLimits {
    /// The tools' limits: [`TOOL_MAX_NESTING`] and [`MAX_EXPANSION`].
    pub fn tool() -> Self {
        ParseLimits {
            max_nesting: TOOL_MAX_NESTING,
            ..ParseLimits::default()
        }
    }
}

/// The stack of the tools' parsing thread: [`TOOL_MAX_NESTING`] levels of
/// the deepest-costing kind (custom-form regions) with room to spare.
pub const TOOL_STACK_SIZE: usize = 256 << 20;

type PResult<T> = Result<T, ParseError>;

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
    /// The name's length: ending the scope restores `prev` without
    /// scanning the name again.
    name_len: u32,
    /// Whether the name is a canonical decimal one (bound in `numbered`).
    numbered: bool,
}

const NO_ENTRY: u32 = u32::MAX;

/// The key of a value name in [`Parser`]'s `named` table: a name of up to
/// 15 bytes packed with its length into one integer (hashed in a few
/// instructions and compared without `memcmp`: most names, such as
/// `%arg0` or `%v123`), a longer one by its text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NameKey<'s> {
    Short(u128),
    Long(&'s str),
}

impl std::hash::Hash for NameKey<'_> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match *self {
            NameKey::Short(k) => {
                state.write_u64(k as u64);
                state.write_u64((k >> 64) as u64);
            }
            NameKey::Long(name) => name.hash(state),
        }
    }
}

impl<'s> NameKey<'s> {
    /// The key of `name` ([`crate::support::intern::pack_short_str`]).
    #[inline]
    fn of(name: &'s str) -> NameKey<'s> {
        match crate::support::intern::pack_short_str(name) {
            Some(k) => NameKey::Short(k),
            None => NameKey::Long(name),
        }
    }
}

/// The newest binding of a name in the `named` table: its entry, and the
/// source offset of the binding's name (`ValueEntry::name_at`), which tells
/// a live binding from an ended one whose entry was reused. Ending a scope
/// leaves its names' table entries in place (no lookup) unless they shadow
/// a binding, which is restored.
#[derive(Clone, Copy)]
struct NamedHead {
    entry: u32,
    name_at: u32,
}

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

struct BlockScope<'s> {
    region: RegionId,
    /// The blocks named so far: whether each is defined yet, and where it
    /// was first named.
    blocks: FxHashMap<&'s str, (BlockId, bool, usize)>,
}

enum PendingLoc {
    Op(OpId),
    Arg(BlockId, usize),
}

enum AliasValue {
    Attr(Attribute),
    Loc(Location),
}

/// The parser state. Custom parse hooks use it through [`CustomParser`]
/// (which sees it as a `dyn OpAsmParser<'s> + 'c`, hence `'s: 'c`).
pub struct Parser<'s: 'c, 'c> {
    src: &'s str,
    b: &'s [u8],
    /// The input as given: `b`, unless it is not UTF-8 (see
    /// [`sanitize_utf8`]); string literals are read from it.
    raw: &'s [u8],
    /// Whether `b` differs from `raw`.
    sanitized: bool,
    pos: usize,
    ctx: &'c mut Context,
    file: String,
    depth: usize,
    /// The limits of this parse.
    limits: ParseLimits,
    /// The elements the input has expanded to so far, and the expanded
    /// sizes of the attributes and types counted (`expansion`).
    expanded: u64,
    attr_sizes: FxHashMap<u32, u64>,
    type_sizes: FxHashMap<u32, u64>,
    /// Live bindings, innermost last.
    entries: Vec<ValueEntry>,
    /// Newest binding of each canonical decimal name (`%0`, `%17`), by number.
    numbered: Vec<u32>,
    /// Newest binding of every other name; one whose binding ended is
    /// stale (see [`NamedHead`]) and the table is emptied whenever no
    /// binding is left.
    named: FxHashMap<NameKey<'s>, NamedHead>,
    /// The custom-form ops met by dotted name, by the name's packed key
    /// (names of up to 15 bytes).
    custom_op_names: FxHashMap<NameKey<'s>, crate::core::context::OpName>,
    /// Index of the innermost value scope.
    scope_depth: usize,
    isolation: Vec<usize>,
    forward: FxHashMap<ForwardKey<'s>, ForwardRef>,
    /// The forward references made at each isolation level (some resolved
    /// since): those left when an isolated region ends can never resolve.
    forward_by_level: Vec<Vec<ForwardKey<'s>>>,
    /// The first of the forward references left unresolved by an isolated
    /// region: mlir-opt reports it (or an earlier one) once the whole input
    /// is read, unless another error comes first.
    unresolved_at: Option<usize>,
    block_scopes: Vec<BlockScope<'s>>,
    attr_aliases: HashMap<String, AliasValue>,
    /// The distinct attributes read so far (and the attribute each
    /// holds), by their number in the text.
    distinct_attrs: FxHashMap<u64, (Attribute, Attribute)>,
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
    /// Bare builtin type names (`i32`, `index`) parsed so far, by their
    /// packed text (see [`Parser::parse_type`]).
    bare_types: FxHashMap<u128, Type>,
    /// Attribute values of dictionary entries, likewise.
    attr_cache: FxHashMap<&'s str, (Attribute, u8)>,
    /// Whole attribute dictionaries of operations (`{...}`), likewise.
    dict_cache: FxHashMap<&'s str, (Box<[NamedAttr]>, u8)>,
    /// Operation names already accepted by `check_op_allowed`, valid while
    /// the number of registered dialects is `op_allowed_dialects`.
    op_allowed: Vec<bool>,
    op_allowed_dialects: usize,
    /// The dialect an undotted custom op name is tried in, innermost custom
    /// op's last (upstream's `defaultDialectStack`).
    default_dialects: Vec<&'static str>,
    /// How many results the custom op being parsed is bound to (`%a, %b =`:
    /// MLIR's `OpAsmParser::getNumResults`).
    custom_op_results: usize,
    /// The custom op being parsed (for `custom op 'name'` errors).
    custom_op_name: Option<crate::core::context::OpName>,
    /// The result names (`%a, %b:2 =`) of the ops being parsed, outermost
    /// first: each op's are pushed above its enclosing ops' and popped once
    /// bound (no list allocated per op).
    result_names: Vec<(&'s str, usize, u32)>,
    /// Reused buffers of the generic-op parser.
    scratch_operands: Vec<(&'s str, u32, usize)>,
    scratch_types: Vec<Type>,
    scratch_values: Vec<Value>,
}

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

/// Parses a whole source buffer into a `builtin.module` (wrapping the
/// top-level operations in an implicit module unless the file holds exactly
/// one `builtin.module`).
pub fn parse_source(ctx: &mut Context, src: &str, file: &str) -> PResult<OpId> {
    parse_source_with_limits(ctx, src, file, &ParseLimits::default())
}

/// [`parse_source`] with other limits: run it on a thread with about
/// 1.5 KiB of stack per level of `limits.max_nesting` (the tools use
/// [`ParseLimits::tool`] on a [`TOOL_STACK_SIZE`] stack).
pub fn parse_source_with_limits(
    ctx: &mut Context,
    src: &str,
    file: &str,
    limits: &ParseLimits,
) -> PResult<OpId> {
    if u32::try_from(src.len()).is_err() {
        return Err(ParseError::new(
            0,
            "input larger than 4 GiB is not supported",
        ));
    }
    let mut p = Parser::new(ctx, src, file);
    p.limits = *limits;
    p.parse_top_level()
}

/// Parses `src`, the text of one attribute and nothing else (upstream's
/// `mlir::parseAttribute`, used for attributes given in pass options);
/// `file` names the text in errors.
pub fn parse_attribute_str(ctx: &mut Context, src: &str, file: &str) -> PResult<Attribute> {
    if u32::try_from(src.len()).is_err() {
        return Err(ParseError::new(
            0,
            "input larger than 4 GiB is not supported",
        ));
    }
    let mut p = Parser::new(ctx, src, file);
    let attr = p.parse_attribute()?;
    if p.peek().is_some() {
        return Err(ParseError::new(p.pos, "expected end of string"));
    }
    Ok(attr)
}

pub use crate::core::diag::INVALID_UTF8_STAND_IN;

/// `bytes` as text of the same length: each byte of an invalid UTF-8
/// sequence replaced by [`INVALID_UTF8_STAND_IN`] (borrowed when `bytes`
/// is UTF-8). Offsets, lines and columns are those of `bytes`.
pub fn sanitize_utf8(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => {
            let mut out = Vec::with_capacity(bytes.len());
            for chunk in bytes.utf8_chunks() {
                out.extend_from_slice(chunk.valid().as_bytes());
                out.resize(out.len() + chunk.invalid().len(), INVALID_UTF8_STAND_IN);
            }
            std::borrow::Cow::Owned(String::from_utf8(out).unwrap_or_default())
        }
    }
}

/// [`parse_source_with_limits`] on bytes that need not be UTF-8, as MLIR
/// takes them: bytes that are not UTF-8 may be inside string literals
/// (string attributes keep them, see `AttrData::Bytes`) and comments;
/// elsewhere they are a located error.
pub fn parse_bytes_with_limits(
    ctx: &mut Context,
    bytes: &[u8],
    file: &str,
    limits: &ParseLimits,
) -> PResult<OpId> {
    let text = sanitize_utf8(bytes);
    parse_sanitized(ctx, &text, bytes, file, limits)
}

/// [`parse_bytes_with_limits`] with `text`, [`sanitize_utf8`] of `bytes`,
/// already made (the driver shows it in diagnostics).
pub(crate) fn parse_sanitized(
    ctx: &mut Context,
    text: &str,
    bytes: &[u8],
    file: &str,
    limits: &ParseLimits,
) -> PResult<OpId> {
    if u32::try_from(text.len()).is_err() || text.len() != bytes.len() {
        return Err(ParseError::new(
            0,
            "input larger than 4 GiB is not supported",
        ));
    }
    let mut p = Parser::new(ctx, text, file);
    p.limits = *limits;
    p.raw = bytes;
    p.sanitized = text.as_bytes() != bytes;
    p.parse_top_level()
}

impl<'s, 'c> Parser<'s, 'c> {
    fn new(ctx: &'c mut Context, src: &'s str, file: &str) -> Self {
        let placeholder_name = ctx.op_name("builtin.unresolved_forward_reference");
        let file_id = ctx.ident(file);
        Parser {
            src,
            b: src.as_bytes(),
            raw: src.as_bytes(),
            sanitized: false,
            pos: 0,
            ctx,
            file: file.to_string(),
            depth: 0,
            limits: ParseLimits::default(),
            expanded: 0,
            attr_sizes: FxHashMap::default(),
            type_sizes: FxHashMap::default(),
            entries: Vec::new(),
            numbered: Vec::new(),
            named: FxHashMap::default(),
            custom_op_names: FxHashMap::default(),
            scope_depth: 0,
            isolation: vec![0],
            forward: FxHashMap::default(),
            forward_by_level: Vec::new(),
            unresolved_at: None,
            block_scopes: Vec::new(),
            attr_aliases: HashMap::new(),
            distinct_attrs: FxHashMap::default(),
            type_aliases: HashMap::new(),
            pending_locs: Vec::new(),
            placeholder_name,
            line_starts: Vec::new(),
            file_id,
            line_cursor: (0, 1, 0),
            hw_depth: 0,
            type_cache: FxHashMap::default(),
            bare_types: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            op_allowed: Vec::new(),
            op_allowed_dialects: 0,
            default_dialects: vec!["builtin"],
            custom_op_results: 0,
            custom_op_name: None,
            result_names: Vec::new(),
            scratch_operands: Vec::new(),
            scratch_types: Vec::new(),
            scratch_values: Vec::new(),
        }
    }

    #[inline]
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.hw_depth {
            self.hw_depth = self.depth;
        }
        if self.depth > self.limits.max_nesting {
            let at = self.pos;
            return self.err(
                at,
                format!(
                    "exceeded maximum nesting depth of {}",
                    self.limits.max_nesting
                ),
            );
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Runs `f` one nesting level down: the level counts against the limit,
    /// and `f` runs on a fresh stack segment when the caller's thread has
    /// less than [`STACK_RED_ZONE`] left, so no thread overflows before the
    /// limit is reached.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter()?;
        let r = stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || f(self));
        self.leave();
        r
    }

    /// Line and column of an offset. Operations are parsed in order, so
    /// offsets mostly ascend: a cursor counts the newlines since the previous
    /// query; earlier offsets use a table of line starts (built once).
    fn fast_line_col(&mut self, offset: usize) -> (usize, usize) {
        let (cpos, cline, cstart) = self.line_cursor;
        if offset >= cpos && offset <= self.b.len() {
            // (Ops start a line or so apart: the last newline of the gap,
            // then whatever newlines come before it.)
            let gap = &self.b[cpos..offset];
            let (line, start) = match memchr::memrchr(b'\n', gap) {
                None => (cline, cstart),
                Some(p) => {
                    let before = match memchr::memchr(b'\n', &gap[..p]) {
                        None => 0,
                        Some(q) => 1 + count_newlines(&gap[q + 1..p]),
                    };
                    (cline + 1 + before, cpos + p + 1)
                }
            };
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
}
