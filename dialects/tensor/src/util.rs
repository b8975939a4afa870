//! Queries on tensor types that upstream's `RankedTensorType` and
//! `ShapedType` answer, the diagnostics the verifiers share, and the
//! small helpers of mixed static/dynamic lists.

use ir::interfaces::FoldResult as Ofr;
use ir::printer::type_to_string;
use ir::{Context, Diagnostic, OpId, Type, Value};

pub use memref::asm::DYNAMIC;

/// `'name' op message` at the op (`emitOpError`).
pub fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// A type as a diagnostic quotes it (`'tensor<4xf32>'`).
pub fn ty(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// The quoted text of `tensor<sizes x element>` (with `encoding`): a type
/// a verifier names but cannot intern (it holds `&Context`).
pub fn tensor_text(
    ctx: &Context,
    sizes: &[i64],
    element: Type,
    encoding: Option<ir::Attribute>,
) -> String {
    let mut s = String::from("'tensor<");
    for &d in sizes {
        s.push_str(&dim_text(d));
        s.push('x');
    }
    s.push_str(&type_to_string(ctx, element));
    if let Some(e) = encoding {
        s.push_str(", ");
        s.push_str(&ir::printer::attr_to_string(ctx, e));
    }
    s.push_str(">'");
    s
}

/// The sizes of a ranked type (empty when unranked).
pub fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// How many sizes of `t` are dynamic.
pub fn num_dynamic_dims(ctx: &Context, t: Type) -> usize {
    ctx.shape(t)
        .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count())
}

/// The size as a diagnostic prints a shape entry (`?` when dynamic).
pub fn dim_text(d: i64) -> String {
    if d == DYNAMIC {
        "?".to_string()
    } else {
        d.to_string()
    }
}

/// `verifyCompatibleShape`: equal ranks (when both ranked) and sizes that
/// are equal wherever both are static.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// The constant integer a value is defined by (`getConstantIntValue`).
pub fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    memref::canonicalize::constant_int(ctx, v)
}

/// A mixed list: the static entries with [`DYNAMIC`](memref::asm::DYNAMIC) standing for the
/// next of `dynamics` (`getMixedValues`).
pub fn mixed(ctx: &mut Context, statics: &[i64], dynamics: &[Value]) -> Vec<Ofr> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next()
                    .map_or_else(|| Ofr::Attr(ctx.index_attr(s)), |&v| Ofr::Value(v))
            } else {
                Ofr::Attr(ctx.index_attr(s))
            }
        })
        .collect()
}

/// The constant of a mixed entry, be it static or a constant value
/// (`getConstantIntValue` on an `OpFoldResult`).
pub fn ofr_int(ctx: &Context, e: &Ofr) -> Option<i64> {
    match *e {
        Ofr::Attr(a) => ctx.attr_as_int(a),
        Ofr::Value(v) => constant_int(ctx, v),
    }
}

/// The operand standing for entry `i` of a static/dynamic list, when the
/// entry is dynamic.
pub fn dynamic_entry(statics: &[i64], dynamics: &[Value], i: usize) -> Option<Value> {
    if statics.get(i) != Some(&DYNAMIC) {
        return None;
    }
    let k = statics[..i].iter().filter(|&&s| s == DYNAMIC).count();
    dynamics.get(k).copied()
}

/// The ranked tensor type of `shape` with `like`'s element type and
/// encoding.
pub fn tensor_like(ctx: &mut Context, like: Type, shape: &[i64]) -> Type {
    let element = ctx.element_type_or_self(like);
    let encoding = ctx.tensor_encoding(like);
    ctx.ranked_tensor_with_encoding(shape, element, encoding)
}
