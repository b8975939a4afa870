//! The DRR test dialect: ops generated from `Ops.td` and rewrite patterns
//! generated from `Patterns.td` by `build.rs`, plus the Rust helpers the
//! patterns' `NativeCodeCall`s name.
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

/// The rewrite patterns of `Patterns.td`.
pub mod patterns {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/patterns.rs.inc"));
}

/// The product of two integer attributes, as an `i64` attribute.
pub fn mul_attrs(b: &mut ir::OpBuilder<'_>, x: ir::Attribute, y: ir::Attribute) -> ir::Attribute {
    let x = b.as_integer(x).unwrap_or_default() as i64;
    let y = b.as_integer(y).unwrap_or_default() as i64;
    b.i64_attr(x.wrapping_mul(y))
}

/// Builds `drrt.sub(b, a)` (the negation of `a - b`) and returns its result.
pub fn create_sub(
    b: &mut ir::OpBuilder<'_>,
    loc: ir::Location,
    x: ir::Value,
    y: ir::Value,
) -> ir::Value {
    let ty = b.value_type(x);
    let op = SubOp::build(b, loc, ty, y, x);
    b.result(op.operation(), 0)
}

/// Does nothing with `v` (a void native call).
pub fn note(_b: &mut ir::OpBuilder<'_>, _v: ir::Value) {}

/// The negation of an integer attribute.
pub fn negate_attr(b: &mut ir::OpBuilder<'_>, a: ir::Attribute) -> ir::Attribute {
    let v = b.as_integer(a).unwrap_or_default() as i64;
    b.i64_attr(v.wrapping_neg())
}

/// The sum of two integer attributes, as an `i64` attribute.
pub fn add_attrs(b: &mut ir::OpBuilder<'_>, x: ir::Attribute, y: ir::Attribute) -> ir::Attribute {
    let x = b.as_integer(x).unwrap_or_default() as i64;
    let y = b.as_integer(y).unwrap_or_default() as i64;
    b.i64_attr(x.wrapping_add(y))
}

/// Marks the op defining `v` with a unit attribute `tagged` (a void native
/// call used as a supplemental pattern).
pub fn tag(b: &mut ir::OpBuilder<'_>, v: ir::Value) {
    if let Some(op) = b.defining_op(v) {
        let name = b.ident("tagged");
        let unit = b.unit_attr();
        let _ = b.set_attr(op, name, unit);
    }
}
