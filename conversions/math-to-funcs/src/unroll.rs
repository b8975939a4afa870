//! Vector forms of the converted ops unrolled into scalar ops, one per
//! element, gathered with `vector.extract` and `vector.insert` (upstream's
//! `VecOpToScalarOp`), which `convert-math-to-libm` shares.

use ir::{OpId, OperationState, PatternRewriter, RewritePattern, Value};

/// `VecOpToScalarOp<Op>` for the op named `root`.
pub struct VecOpToScalarOp {
    /// The op unrolled.
    pub root: &'static str,
}

impl RewritePattern for VecOpToScalarOp {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "VecOpToScalarOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.num_results(op) != 1 {
            return false;
        }
        let ty = rw.result_type(op, 0);
        if !rw.is_vector(ty) {
            return false;
        }
        let Some(shape) = rw.shape(ty).map(<[i64]>::to_vec) else {
            return false;
        };
        let Some(n) = rw.num_elements(ty) else {
            return false;
        };
        let element = rw.element_type_or_self(ty);
        let loc = rw.op_loc(op);
        let operands = rw.operands(op);
        let name = rw.op_get_name(op);
        rw.set_insertion_point_before(op);
        let count = usize::try_from(n).unwrap_or(0);
        let zero = if rw.is_float(element) {
            rw.dense_float_attr(ty, &vec![0.0; count])
        } else {
            rw.dense_int_attr(ty, &vec![0; count])
        };
        let mut result: Value = arith::ConstantOp::build(rw, loc, ty, zero).result(rw);
        let i64t = rw.integer_type(64, ir::Signedness::Signless);
        // Row-major strides (`computeStrides`).
        let mut strides = vec![1i64; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1].saturating_mul(shape[i + 1]);
        }
        for linear in 0..n {
            let positions: Vec<i64> = strides
                .iter()
                .scan(linear, |rest, s| {
                    let p = if *s == 0 { 0 } else { *rest / s };
                    *rest -= p * s;
                    Some(p)
                })
                .collect();
            let position = rw.dense_int_array_attr(i64t, &positions);
            let scalars: Vec<Value> = operands
                .iter()
                .map(|&v| {
                    let et = rw.element_type_or_self(rw.value_type(v));
                    vector::ExtractOp::build(rw, loc, et, v, &[], position).result(rw)
                })
                .collect();
            let mut state = OperationState::new(name, loc);
            state.operands = scalars;
            state.result_types = vec![element];
            let scalar_op = rw.create(state);
            let scalar = rw.result(scalar_op, 0);
            result = vector::InsertOp::build(rw, loc, ty, scalar, result, &[], position).result(rw);
        }
        rw.replace_op(op, &[result]).is_ok()
    }
}
