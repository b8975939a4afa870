//! Depthwise convolutions with a channel multiplier of 1 rewritten as the
//! named ops without one, over collapsed kernel and init (upstream's
//! `Linalg/Transforms/NamedOpConversions.cpp`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{GreedyConfig, OpFoldResult, OpId, PatternRewriter, RewritePattern, Type, Value};

use crate::{dps_split, is_scalar, LinalgNamedOpConversionPassBase};

/// The attributes a structured op's builder sets itself, dropped from
/// the ones carried over (upstream's `getPrunedAttributeList`).
const BUILT_ATTRIBUTES: &[&str] = &[
    "dilations",
    "strides",
    "operandSegmentSizes",
    "linalg.memoized_indexing_maps",
];

/// `linalg.depthwise_conv_2d_nhwc_hwcm` (or its `_q` form) whose kernel's
/// multiplier dimension is 1, rewritten as `depthwise_conv_2d_nhwc_hwc`
/// (`_q`) between `tensor.collapse_shape`s of kernel and init and a
/// `tensor.expand_shape` of the result (upstream's
/// `SimplifyDepthwiseConvOp`, `SimplifyDepthwiseConvQOp`).
pub struct SimplifyDepthwiseConv {
    from: &'static str,
    to: &'static str,
}

impl SimplifyDepthwiseConv {
    /// The pattern on `linalg.depthwise_conv_2d_nhwc_hwcm`.
    pub const PLAIN: SimplifyDepthwiseConv = SimplifyDepthwiseConv {
        from: "linalg.depthwise_conv_2d_nhwc_hwcm",
        to: "depthwise_conv_2d_nhwc_hwc",
    };
    /// The pattern on `linalg.depthwise_conv_2d_nhwc_hwcm_q`.
    pub const QUANTIZED: SimplifyDepthwiseConv = SimplifyDepthwiseConv {
        from: "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        to: "depthwise_conv_2d_nhwc_hwc_q",
    };
}

/// A ranked tensor's shape and element type.
fn ranked(rw: &PatternRewriter<'_>, t: Type) -> Option<(Vec<i64>, Type)> {
    if !rw.is_ranked_tensor(t) {
        return None;
    }
    Some((rw.shape(t)?.to_vec(), rw.element_type(t)?))
}

impl RewritePattern for SimplifyDepthwiseConv {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }

    fn name(&self) -> &str {
        if self.to.ends_with("_q") {
            "SimplifyDepthwiseConvQOp"
        } else {
            "SimplifyDepthwiseConvOp"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let tensors = rw
            .operand_types(op)
            .into_iter()
            .all(|t| is_scalar(rw, t) || rw.is_ranked_tensor(t));
        if !tensors || rw.num_results(op) == 0 {
            return false;
        }
        let (ins, outs) = dps_split(rw, op);
        let (Some(&kernel), Some(&init)) = (ins.get(1), outs.first()) else {
            return false;
        };
        let result = rw.result(op, 0);
        let (Some((kernel_shape, kernel_elt)), Some((init_shape, init_elt)), Some(_)) = (
            ranked(rw, rw.value_type(kernel)),
            ranked(rw, rw.value_type(init)),
            ranked(rw, rw.value_type(result)),
        ) else {
            return false;
        };
        if kernel_shape.len() != 4 || init_shape.len() != 5 || kernel_shape[3] != 1 {
            return false;
        }
        let result_ty = rw.value_type(result);
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let kernel_groups = vec![vec![0], vec![1], vec![2, 3]];
        let new_kernel_ty = rw.ranked_tensor_type(&kernel_shape[..3], kernel_elt);
        let reassociation = memref::reassociation_attr(rw, &kernel_groups);
        let collapsed_kernel =
            tensor::CollapseShapeOp::build(rw, loc, new_kernel_ty, kernel, reassociation)
                .result(rw);
        let init_groups = vec![vec![0], vec![1], vec![2], vec![3, 4]];
        let new_init_ty = rw.ranked_tensor_type(&init_shape[..4], init_elt);
        let init_reassociation = memref::reassociation_attr(rw, &init_groups);
        let collapsed_init =
            tensor::CollapseShapeOp::build(rw, loc, new_init_ty, init, init_reassociation)
                .result(rw);
        let mut new_ins = vec![ins[0], collapsed_kernel];
        new_ins.extend_from_slice(&ins[2..]);
        let Ok(mut state) = linalg::named::named_op_state(
            rw,
            self.to,
            loc,
            &new_ins,
            &[collapsed_init],
            Some(&[new_init_ty]),
        ) else {
            return false;
        };
        for name in ["strides", "dilations"] {
            if let Some(a) = rw.attr(op, name) {
                state.add_attribute(name, a);
            }
        }
        let conv = rw.create(state);
        let preserved: Vec<_> = rw
            .attrs(op)
            .iter()
            .filter(|&&(n, _)| !BUILT_ATTRIBUTES.contains(&rw.ident_str(n)))
            .copied()
            .collect();
        for (name, value) in preserved {
            // `conv` was just created: setting its attributes cannot fail.
            let _ = rw.set_attr(conv, name, value);
        }
        let conv_result = rw.result(conv, 0);
        // `ExpandShapeOp`'s builder without an output shape infers it from
        // the source's sizes (`inferOutputShape`, `getMixedSizes`).
        let source_shape = init_shape[..4].to_vec();
        let mut sizes = Vec::with_capacity(4);
        for (i, &d) in source_shape.iter().enumerate() {
            sizes.push(if d == ir::DYNAMIC {
                let index_ty = rw.index_type();
                let at = rw.index_attr(i as i64);
                let c = arith::ConstantOp::build(rw, loc, index_ty, at).result(rw);
                OpFoldResult::Value(
                    tensor::DimOp::build(rw, loc, index_ty, conv_result, c).result(rw),
                )
            } else {
                OpFoldResult::Attr(rw.index_attr(d))
            });
        }
        let result_shape = rw.shape(result_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let Some(output) =
            memref_transforms::expand_output_shape(rw, loc, &result_shape, &init_groups, &sizes)
        else {
            return false;
        };
        let dynamic: Vec<Value> = output
            .iter()
            .filter_map(|o| match o {
                OpFoldResult::Value(v) => Some(*v),
                OpFoldResult::Attr(_) => None,
            })
            .collect();
        let static_shape: Vec<i64> = output
            .iter()
            .map(|o| match o {
                OpFoldResult::Value(_) => ir::DYNAMIC,
                OpFoldResult::Attr(a) => rw.attr_as_int(*a).unwrap_or(ir::DYNAMIC),
            })
            .collect();
        let expanded = tensor::ExpandShapeOp::build_with_values(
            rw,
            loc,
            result_ty,
            conv_result,
            init_reassociation,
            &dynamic,
            &static_shape,
        )
        .result(rw);
        rw.replace_op(op, &[expanded]).is_ok()
    }
}

/// `linalg-named-op-conversion`.
#[derive(Clone, Debug, Default)]
pub struct NamedOpConversion {
    base: LinalgNamedOpConversionPassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_linalg_named_op_conversion_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(NamedOpConversion::default())
}

impl OperationPass for NamedOpConversion {
    type Declaration = LinalgNamedOpConversionPassBase;
    fn declaration(&self) -> &LinalgNamedOpConversionPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LinalgNamedOpConversionPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![
            Box::new(SimplifyDepthwiseConv::PLAIN),
            Box::new(SimplifyDepthwiseConv::QUANTIZED),
        ];
        ir::apply_patterns_greedily(run.ctx(), root, &patterns, GreedyConfig::default())
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
