//! The value and memory ops: `affine.apply`, `affine.min`, `affine.max`
//! expanded to `arith`; `affine.load`, `affine.store`, `affine.prefetch`,
//! `affine.dma_start` and `affine.dma_wait` to their `memref` forms over
//! the expanded subscripts (upstream's `AffineApplyLowering`,
//! `AffineMinLowering`, `AffineMaxLowering`, `AffineLoadLowering`,
//! `AffineStoreLowering`, `AffinePrefetchLowering`,
//! `AffineDmaStartLowering`, `AffineDmaWaitLowering`).

use crate::expand::{expand_affine_map, lower_affine_map_max, lower_affine_map_min};
use affine::{AffineApplyOp, AffineLoadOp, AffineMaxOp, AffineMinOp, AffinePrefetchOp};
use affine::{AffineStoreOp, DMA_START, DMA_WAIT};
use ir::affine::AffineMap;
use ir::{Context, OpId, PatternRewriter, RewritePattern};

/// The affine map held by `op`'s attribute `name`.
fn map_attr(ctx: &Context, op: OpId, name: &str) -> Option<AffineMap> {
    ctx.attr(op, name).and_then(|a| ctx.as_affine_map(a))
}

/// The number of operands a map applies to.
fn inputs(ctx: &Context, map: AffineMap) -> usize {
    let d = ctx.affine_map_data(map);
    (d.num_dims + d.num_symbols) as usize
}

/// `affine.apply` → its map expanded.
pub(crate) struct AffineApplyLowering;

impl RewritePattern for AffineApplyLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineApplyOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineApplyLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (Some(map), loc, operands) = (map_attr(rw, op, "map"), rw.op_loc(op), rw.operands(op))
        else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let Some(values) = expand_affine_map(rw, loc, map, &operands) else {
            return false;
        };
        rw.replace_op(op, &values).is_ok()
    }
}

/// `affine.min` / `affine.max` → the results of its map expanded and
/// reduced with `arith.minsi` / `arith.maxsi`.
pub(crate) struct AffineMinMaxLowering {
    /// Lowers `affine.max` (else `affine.min`).
    pub(crate) max: bool,
}

impl RewritePattern for AffineMinMaxLowering {
    fn root(&self) -> Option<&str> {
        Some(if self.max {
            AffineMaxOp::OPERATION_NAME
        } else {
            AffineMinOp::OPERATION_NAME
        })
    }
    fn name(&self) -> &str {
        if self.max {
            "AffineMaxLowering"
        } else {
            "AffineMinLowering"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (Some(map), loc, operands) = (map_attr(rw, op, "map"), rw.op_loc(op), rw.operands(op))
        else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let reduced = if self.max {
            lower_affine_map_max(rw, loc, map, &operands)
        } else {
            lower_affine_map_min(rw, loc, map, &operands)
        };
        match reduced {
            Some(v) => rw.replace_op(op, &[v]).is_ok(),
            None => false,
        }
    }
}

/// `affine.load` → `memref.load` of the expanded subscripts.
pub(crate) struct AffineLoadLowering;

impl RewritePattern for AffineLoadLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineLoadOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineLoadLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(load) = AffineLoadOp::cast(rw, op) else {
            return false;
        };
        let (Some(map), loc) = (map_attr(rw, op, "map"), rw.op_loc(op)) else {
            return false;
        };
        let (memref, indices) = (load.memref(rw), load.indices(rw));
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, map, &indices) else {
            return false;
        };
        let ty = rw.value_type(load.result(rw));
        let new = memref::LoadOp::build(rw, loc, ty, memref, &subscripts, None);
        let result = new.result(rw);
        rw.replace_op(op, &[result]).is_ok()
    }
}

/// `affine.prefetch` → `memref.prefetch` of the expanded subscripts.
pub(crate) struct AffinePrefetchLowering;

impl RewritePattern for AffinePrefetchLowering {
    fn root(&self) -> Option<&str> {
        Some(AffinePrefetchOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffinePrefetchLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(prefetch) = AffinePrefetchOp::cast(rw, op) else {
            return false;
        };
        let (Some(map), loc) = (map_attr(rw, op, "map"), rw.op_loc(op)) else {
            return false;
        };
        let (memref, indices) = (prefetch.memref(rw), prefetch.indices(rw));
        let (is_write, hint, data) = (
            prefetch.is_write(rw),
            prefetch.locality_hint(rw),
            prefetch.is_data_cache(rw),
        );
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, map, &indices) else {
            return false;
        };
        memref::PrefetchOp::build_with_values(rw, loc, memref, &subscripts, is_write, hint, data);
        rw.replace_op(op, &[]).is_ok()
    }
}

/// `affine.store` → `memref.store` at the expanded subscripts.
pub(crate) struct AffineStoreLowering;

impl RewritePattern for AffineStoreLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineStoreOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineStoreLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(store) = AffineStoreOp::cast(rw, op) else {
            return false;
        };
        let (Some(map), loc) = (map_attr(rw, op, "map"), rw.op_loc(op)) else {
            return false;
        };
        let (value, memref, indices) = (store.value(rw), store.memref(rw), store.indices(rw));
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, map, &indices) else {
            return false;
        };
        memref::StoreOp::build(rw, loc, value, memref, &subscripts, None);
        rw.replace_op(op, &[]).is_ok()
    }
}

/// `affine.dma_start` → `memref.dma_start` with the source, destination
/// and tag subscripts expanded.
pub(crate) struct AffineDmaStartLowering;

impl RewritePattern for AffineDmaStartLowering {
    fn root(&self) -> Option<&str> {
        Some(DMA_START)
    }
    fn name(&self) -> &str {
        "AffineDmaStartLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let maps = [
            map_attr(rw, op, "src_map"),
            map_attr(rw, op, "dst_map"),
            map_attr(rw, op, "tag_map"),
        ];
        let [Some(src_map), Some(dst_map), Some(tag_map)] = maps else {
            return false;
        };
        let (loc, ops) = (rw.op_loc(op), rw.operands(op));
        // Source, its subscripts, destination, its subscripts, tag, its
        // subscripts, the element count, then the optional stride pair.
        let src = 0;
        let dst = src + 1 + inputs(rw, src_map);
        let tag = dst + 1 + inputs(rw, dst_map);
        let rest = tag + 1 + inputs(rw, tag_map);
        if rest >= ops.len() {
            return false;
        }
        rw.set_insertion_point_before(op);
        let mut expanded = Vec::with_capacity(3);
        for (at, map) in [(src, src_map), (dst, dst_map), (tag, tag_map)] {
            // Each map takes the operands after its memref (extra ones are
            // ignored, as upstream's `drop_front`).
            let Some(values) = expand_affine_map(rw, loc, map, &ops[at + 1..]) else {
                return false;
            };
            expanded.push(values);
        }
        let mut operands = vec![ops[src]];
        operands.extend(&expanded[0]);
        operands.push(ops[dst]);
        operands.extend(&expanded[1]);
        operands.push(ops[rest]);
        operands.push(ops[tag]);
        operands.extend(&expanded[2]);
        operands.extend(&ops[rest + 1..]);
        memref::DmaStartOp::build(rw, loc, &operands);
        rw.replace_op(op, &[]).is_ok()
    }
}

/// `affine.dma_wait` → `memref.dma_wait` with the tag subscripts expanded.
pub(crate) struct AffineDmaWaitLowering;

impl RewritePattern for AffineDmaWaitLowering {
    fn root(&self) -> Option<&str> {
        Some(DMA_WAIT)
    }
    fn name(&self) -> &str {
        "AffineDmaWaitLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(tag_map) = map_attr(rw, op, "tag_map") else {
            return false;
        };
        let (loc, ops) = (rw.op_loc(op), rw.operands(op));
        let n = inputs(rw, tag_map);
        let (Some(&tag), Some(&num_elements)) = (ops.first(), ops.get(1 + n)) else {
            return false;
        };
        let indices = ops[1..1 + n].to_vec();
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, tag_map, &indices) else {
            return false;
        };
        memref::DmaWaitOp::build(rw, loc, tag, &subscripts, num_elements);
        rw.replace_op(op, &[]).is_ok()
    }
}
