//! Uniquing workloads (issue 23): `n` requests for types or attributes of
//! one kind, each distinct one asked for twice (half the requests are
//! duplicates, which must return the handle of the first), then `n`
//! lookups of entries that exist. Dialect kinds are ODS-defined (emitc's
//! `!emitc.array<...>` type and `#emitc.opaque<"...">` attribute, through
//! their generated `get`); builtin kinds are beside them for comparison.

use ir::{Attribute, Context, Type};

/// A kind of uniqued entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `!emitc.array<AxBxi32>`: a dialect type with an array parameter.
    DialectType,
    /// `#emitc.opaque<"v<i>">`: a dialect attribute with a string parameter.
    DialectAttr,
    /// `tensor<AxBxi32>`: a builtin type.
    BuiltinType,
    /// `"v<i>"`: a builtin string attribute.
    BuiltinAttr,
}

impl Kind {
    /// Every kind, dialect ones first.
    pub const ALL: [Kind; 4] = [
        Kind::DialectType,
        Kind::DialectAttr,
        Kind::BuiltinType,
        Kind::BuiltinAttr,
    ];

    /// The kind's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Kind::DialectType => "dialect type (!emitc.array<AxBxi32>)",
            Kind::DialectAttr => "dialect attribute (#emitc.opaque<\"v<i>\">)",
            Kind::BuiltinType => "builtin type (tensor<AxBxi32>)",
            Kind::BuiltinAttr => "builtin attribute (\"v<i>\")",
        }
    }
}

/// A uniqued handle of either sort.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
}

/// A context with the emitc dialect registered.
pub fn context() -> Context {
    let mut ctx = Context::new();
    emitc::register(&mut ctx);
    ctx
}

/// The entry number `key` of `kind` (interned on first use).
pub fn get(ctx: &mut Context, kind: Kind, key: usize, i32_type: Type) -> Entry {
    let shape = [(key % 1000) as i64 + 1, (key / 1000) as i64 + 1];
    match kind {
        Kind::DialectType => Entry::Type(emitc::ArrayType::get(ctx, &shape, i32_type).into()),
        Kind::DialectAttr => Entry::Attr(emitc::OpaqueAttr::get(ctx, &format!("v{key}")).into()),
        Kind::BuiltinType => Entry::Type(ctx.ranked_tensor(&shape, i32_type)),
        Kind::BuiltinAttr => Entry::Attr(ctx.string_attr(&format!("v{key}"))),
    }
}

/// Makes `n` requests of `kind` (keys `0, 0, 1, 1, ...`: each distinct
/// entry twice) and checks that a duplicate returns the first handle;
/// returns the distinct entries in key order.
pub fn create(ctx: &mut Context, kind: Kind, n: usize) -> Vec<Entry> {
    let i32_type = ctx.integer_type(32);
    let mut entries = Vec::with_capacity(n / 2);
    for i in 0..n {
        let e = get(ctx, kind, i / 2, i32_type);
        if i % 2 == 0 {
            entries.push(e);
        } else {
            assert_eq!(entries[i / 2], e, "a duplicate must return the same handle");
        }
    }
    entries
}

/// Looks each of `entries` up again `times` times in all (walking the keys
/// with a stride, so that lookups do not follow creation order); returns
/// how many came back equal (all of them).
pub fn look_up(ctx: &mut Context, kind: Kind, entries: &[Entry], times: usize) -> usize {
    let i32_type = ctx.integer_type(32);
    let n = entries.len();
    let mut key = 0usize;
    let mut same = 0;
    for _ in 0..times {
        key = (key + 7919) % n;
        same += usize::from(get(ctx, kind, key, i32_type) == entries[key]);
    }
    same
}
