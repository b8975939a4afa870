//! The textual printer: MLIR's generic form byte-for-byte as `mlir-opt` 19
//! prints it, custom forms through registered print hooks, and aliases
//! (`#map`, `#loc1`, `!tuple`, dialect aliases) as mlir-opt makes them.
//!
//! One `impl Printer` per concern: `names` (value and block names), `ops`
//! (operations, regions, blocks), `types`, `attrs`, `dialect` (dialect
//! types and attributes), `affine` (maps and sets), `locations` (and the
//! top level), `aliases` (the collecting pass and alias definitions);
//! `custom` holds [`CustomPrinter`], what custom print hooks write through.

mod affine;
mod aliases;
mod attrs;
mod custom;
mod dialect;
mod locations;
mod names;
mod ops;
mod types;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::{OpId, Value};
use crate::core::types::Type;
pub use crate::support::escape::{is_bare_identifier, write_escaped_string};
use crate::support::intern::FxHashMap;
pub use affine::affine_map_to_string;
pub use custom::CustomPrinter;

use aliases::{Aliases, Collector};
use names::Names;

/// Printer flags, mirroring `mlir-opt`'s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in generic form.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print locations.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases; locations printed inline.
    pub local_scope: bool,
    /// `--mlir-elide-resource-strings-if-larger=N`: resource values whose
    /// text is longer than N characters are left out.
    pub resource_string_limit: Option<u64>,
    /// `--mlir-print-skip-regions`: every region printed as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-unique-ssa-ids`: values numbered uniquely across
    /// regions, as the generic form numbers them.
    pub unique_ssa_ids: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: elements
    /// attributes of more than N elements (not splats) are printed as hex
    /// data; `None` is upstream's default, 100; a negative N never.
    pub elements_hex_limit: Option<i64>,
    /// `--mlir-elide-elementsattrs-if-larger=N`: elements attributes of
    /// more than N elements (not splats) print as
    /// `dense_resource<__elided__>` (which does not parse back).
    pub elide_elements_limit: Option<u64>,
    /// `--mlir-pretty-debuginfo`: locations in their pretty form
    /// (`"foo" at file:1:2`, not `loc(callsite(...))`).
    pub pretty_debug_info: bool,
}

/// Appends a decimal number without the formatting machinery.
#[inline]
fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&c| c as char));
}

/// Appends `v` in decimal (as `{v}` formats it), without the formatting
/// machinery when its magnitude fits in 64 bits (every integer attribute
/// of 64 bits or fewer: constants' values and their result names).
pub fn push_i128(out: &mut String, v: i128) {
    let Ok(mut m) = u64::try_from(v.unsigned_abs()) else {
        let _ = std::fmt::Write::write_fmt(out, format_args!("{v}"));
        return;
    };
    let mut buf = [0u8; 21];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    if v < 0 {
        i -= 1;
        buf[i] = b'-';
    }
    out.extend(buf[i..].iter().map(|&c| c as char));
}

/// Whether attribute types may/must be elided.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elision {
    /// Always print the type.
    Never,
    /// Elide `i64` / `f64` (inside arrays and similar).
    May,
    /// Never print the type.
    Must,
}

/// The printer state; custom print hooks see it through [`CustomPrinter`].
pub struct Printer<'a> {
    ctx: &'a Context,
    opts: PrintOptions,
    out: String,
    indent: usize,
    names: Names,
    /// The aliases to print (none under `--mlir-print-local-scope`).
    aliases: Option<Aliases>,
    /// Set while the collecting pass runs (see `aliases`).
    collecting: Option<Collector>,
    /// The printed text of each type printed so far, by type id.
    type_text: Vec<Option<Box<str>>>,
    /// The printed text of attributes printed so far.
    attr_text: FxHashMap<(Attribute, Elision), Box<str>>,
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    /// Operand and result-type lists lent to custom printers, reused across
    /// ops (see [`CustomPrinter::operand_buffer`]).
    value_scratch: Vec<Value>,
    type_scratch: Vec<Type>,
    /// The dialect whose prefix custom op names omit, innermost region's
    /// last (upstream's `defaultDialectStack`).
    default_dialects: Vec<&'a str>,
    /// The number each distinct attribute printed so far is shown with.
    distinct_ids: FxHashMap<Attribute, u64>,
    /// The builtin dialect's resources printed so far, in order (their
    /// blobs go into the file metadata).
    resource_refs: Vec<Box<str>>,
}

/// Prints `op` (normally a `builtin.module`) as `mlir-opt` does, including
/// location alias definitions when `opts.debug_info` is set. The text ends with
/// one newline (`mlir-opt` itself writes one more).
pub fn print_operation(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = Printer::new(ctx, op, *opts);
    p.print_top_level(op);
    p.out
}

/// Prints `op` as `Operation::print` does: a top-level op as
/// [`print_operation`] (ending with a newline), a nested one with local
/// scope (no aliases, no trailing newline).
pub fn print_operation_in_scope(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    if ctx.op_parent_block(op).is_none() {
        return print_operation(ctx, op, opts);
    }
    let opts = PrintOptions {
        local_scope: true,
        ..*opts
    };
    // Values and blocks are named as the nearest op isolated from above
    // names them (`Operation::print` numbers from there with a local
    // scope): a value defined outside `op` keeps its name.
    let mut scope = op;
    while !ctx.op_has_trait(scope, &crate::core::registry::OpTrait::IsolatedFromAbove) {
        match ctx.op_parent_op(scope) {
            Some(parent) => scope = parent,
            None => break,
        }
    }
    let mut p = Printer::new(ctx, scope, opts);
    p.print_top_level(op);
    p.out
}

/// Prints each of `values` as an operand (upstream's
/// `Value::printAsOperand` with an `AsmState` of `root`): `%name`, `%N`,
/// `%argN`, `%x#i` for a result of an op with several, named as `root`
/// printed with `opts` names them.
pub fn values_as_operands(
    ctx: &Context,
    root: OpId,
    opts: &PrintOptions,
    values: &[crate::core::storage::Value],
) -> Vec<String> {
    let mut p = Printer::new(ctx, root, *opts);
    values
        .iter()
        .map(|&v| {
            p.out.clear();
            p.print_value(v, true);
            std::mem::take(&mut p.out)
        })
        .collect()
}

/// Like [`print_operation`] but streams the text to `w` (bounded memory for large IR).
pub fn print_operation_to(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = Printer::new(ctx, op, *opts);
    p.sink = Some(w);
    p.print_top_level(op);
    p.flush(true);
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

impl<'a> Printer<'a> {
    /// A printer with no value names or aliases (types, attributes, locations).
    fn bare(ctx: &'a Context) -> Self {
        Printer {
            ctx,
            opts: PrintOptions::default(),
            out: String::new(),
            indent: 0,
            names: Names::default(),
            aliases: None,
            collecting: None,
            type_text: Vec::new(),
            attr_text: FxHashMap::default(),
            sink: None,
            sink_error: None,
            value_scratch: Vec::new(),
            type_scratch: Vec::new(),
            // (Empty reads as `builtin`, without an allocation per
            // one-shot printer: see the op printer.)
            default_dialects: Vec::new(),
            distinct_ids: FxHashMap::default(),
            resource_refs: Vec::new(),
        }
    }

    fn new(ctx: &'a Context, root: OpId, opts: PrintOptions) -> Self {
        let names = Names::compute(ctx, root, opts.generic, opts.unique_ssa_ids);
        let mut p = Printer {
            ctx,
            opts,
            out: String::new(),
            indent: 0,
            names,
            aliases: None,
            collecting: None,
            type_text: Vec::new(),
            attr_text: FxHashMap::default(),
            sink: None,
            sink_error: None,
            value_scratch: Vec::new(),
            type_scratch: Vec::new(),
            default_dialects: vec!["builtin"],
            distinct_ids: FxHashMap::default(),
            resource_refs: Vec::new(),
        };
        if !opts.local_scope && (opts.debug_info || p.attr_or_type_aliases_possible()) {
            p.collecting = Some(Collector::default());
            p.print_op(root);
            p.out.clear();
            if let Some(mut c) = p.collecting.take() {
                c.aliases.finish();
                if !c.aliases.is_empty() {
                    p.aliases = Some(c.aliases);
                }
            }
        }
        p
    }

    /// Moves buffered text to the sink (if any) once it is large, or always when `force`.
    fn flush(&mut self, force: bool) {
        if self.sink_error.is_some()
            || self.collecting.is_some()
            || (!force && self.out.len() < (1 << 16))
        {
            return;
        }
        if let Some(s) = self.sink.as_mut() {
            if let Err(e) = s.write_all(self.out.as_bytes()) {
                self.sink_error = Some(e);
            }
            self.out.clear();
        }
    }

    fn write_indent(&mut self) {
        const SPACES: &str = "                                                                ";
        let mut n = self.indent;
        while n > 0 {
            let k = n.min(SPACES.len());
            self.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    /// Longest printed text kept in the type and attribute caches.
    const CACHED_TEXT_MAX: usize = 512;
}

/// Prints a type on its own (for messages and tests).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut out = String::new();
    push_type(ctx, t, &mut out);
    out
}

/// Appends the text of a type to `out`, as [`type_to_string`] prints it
/// (for names built from a type, such as `arith.constant`'s `%c0_i32`,
/// without a string of their own).
pub fn push_type(ctx: &Context, t: Type, out: &mut String) {
    // The builtin scalar types (every integer constant's result name)
    // without a printer.
    match ctx.type_data(t) {
        crate::core::types::TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                crate::core::types::Signedness::Signless => "i",
                crate::core::types::Signedness::Signed => "si",
                crate::core::types::Signedness::Unsigned => "ui",
            });
            push_u32(out, *width);
            return;
        }
        crate::core::types::TypeData::Index => {
            out.push_str("index");
            return;
        }
        _ => {}
    }
    let mut p = Printer::bare(ctx);
    p.out = std::mem::take(out);
    // Not through the text cache: a one-shot printer would size the cache
    // to the type's number only to drop it (a bare printer has no aliases).
    p.print_type_uncached(t);
    *out = std::mem::take(&mut p.out);
}

/// Prints an attribute on its own (for messages and tests).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::bare(ctx);
    p.print_attr(a, Elision::Never);
    p.out
}

/// Prints an op as a diagnostic's `<< op` does (upstream's
/// `Diagnostic::appendOp` with the error flags): in generic form, printed
/// in its local scope.
pub fn op_to_diagnostic_string(ctx: &Context, op: crate::core::storage::OpId) -> String {
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    let mut text = print_operation_in_scope(ctx, op, &opts);
    if text.ends_with('\n') {
        text.pop();
    }
    text
}

/// Prints a value as a diagnostic's `<< value` does (upstream's
/// `Value::print` with the error flags): a block argument as
/// `<block argument> of type 'T' at index: N`, a result as its defining op
/// ([`op_to_diagnostic_string`]).
pub fn value_to_diagnostic_string(ctx: &Context, v: crate::core::storage::Value) -> String {
    match v {
        crate::core::storage::Value::Arg { index, .. } => format!(
            "<block argument> of type '{}' at index: {index}",
            type_to_string(ctx, ctx.value_type(v))
        ),
        crate::core::storage::Value::Result { op, .. } => op_to_diagnostic_string(ctx, op),
    }
}

/// Prints a location in `loc(...)` form without aliases.
pub fn loc_to_string(ctx: &Context, l: Location) -> String {
    let mut p = Printer::bare(ctx);
    p.out.push_str("loc(");
    p.print_loc_internal(l, true);
    p.out.push(')');
    p.out
}
