//! The demo dialect: ops generated from `Ops.td` by `build.rs`, and their
//! hand-written hooks.
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

impl AddOpHooks for AddOp {
    /// `x + 0.0` folds to `x`.
    fn fold(self, ctx: &mut ir::Context, operands: &[Option<ir::Attribute>]) -> ir::FoldResult {
        match operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| ctx.as_float(a))
        {
            Some(v) if v == 0.0 => ir::FoldResult::single(ir::OpFoldResult::Value(self.lhs(ctx))),
            _ => ir::FoldResult::Failure,
        }
    }

    /// Overrides the default label (`DeclareOpInterfaceMethods<Describe, ["label"]>`).
    fn label(_op: Self, _ctx: &ir::Context) -> String {
        "an addition".into()
    }
}

impl ConfigOpHooks for ConfigOp {
    /// Drops the `fast` flag.
    fn canonicalize(self, rewriter: &mut ir::PatternRewriter<'_>) -> bool {
        if !self.fast(rewriter) {
            return false;
        }
        let op = self.operation();
        rewriter.modify_op_in_place(op, |ctx| ctx.remove_attr(op, "fast"));
        true
    }

    fn canonicalization_patterns(_ctx: &mut ir::Context) -> Vec<Box<dyn ir::RewritePattern>> {
        Vec::new()
    }
}

impl RegionOpHooks for RegionOp {
    /// At most two extra regions.
    fn verify_regions(self, ctx: &ir::Context) -> Result<(), ir::Diagnostic> {
        let check = || -> Result<(), String> {
            if self.others(ctx).len() > 2 {
                return Err("expects at most 2 other regions".into());
            }
            Ok(())
        };
        check().map_err(|m| ir::Diagnostic::op_error(ctx, self.operation(), m))
    }
}

/// `Unused` is generated although no op of `Ops.td` lists it.
impl Unused for AddOp {
    fn answer(self, _ctx: &ir::Context) -> u32 {
        42
    }
}
