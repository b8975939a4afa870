//! What the lowerings read off a transfer op (upstream's
//! `VectorTransferOpInterface` methods and the helpers at the top of
//! `VectorToSCF.cpp`: `unpackedDim`, `unpackedPermutationMap`,
//! `getXferIndices`, `generateMaskCheck`, `generateInBoundsCheck`,
//! `dropFirstElem`, `isTensorOp`).

use ir::affine::{AffineExprData, AffineMap};
use ir::{Attribute, Location, OpBuilder, OpFoldResult, OpId, Type, TypeData, Value};
use vector::{ExtractElementOp, TransferReadOp, TransferWriteOp};

/// A `vector.transfer_read` or `vector.transfer_write`, its parts read
/// once.
#[derive(Clone, Debug)]
pub(crate) struct Xfer {
    /// The op.
    pub op: OpId,
    /// A read (else a write).
    pub is_read: bool,
    /// The memref or tensor transferred from or to.
    pub source: Value,
    /// The indices into `source`.
    pub indices: Vec<Value>,
    /// The permutation map.
    pub map: AffineMap,
    /// The `in_bounds` array.
    pub in_bounds: Attribute,
    /// The mask, if any.
    pub mask: Option<Value>,
    /// The vector type transferred.
    pub vector_type: Type,
    /// The padding of a read.
    pub padding: Option<Value>,
    /// The vector a write stores.
    pub vector: Option<Value>,
}

impl Xfer {
    /// The transfer `op` is, if it is one.
    pub fn get(b: &OpBuilder<'_>, op: OpId) -> Option<Xfer> {
        if let Some(r) = TransferReadOp::cast(b, op) {
            let map = b.as_affine_map(r.permutation_map(b))?;
            return Some(Xfer {
                op,
                is_read: true,
                source: r.source(b),
                indices: r.indices(b),
                map,
                in_bounds: r.in_bounds(b),
                mask: r.mask(b),
                vector_type: b.result_type(op, 0),
                padding: Some(r.padding(b)),
                vector: None,
            });
        }
        let w = TransferWriteOp::cast(b, op)?;
        let map = b.as_affine_map(w.permutation_map(b))?;
        let vector = w.vector(b);
        Some(Xfer {
            op,
            is_read: false,
            source: w.source(b),
            indices: w.indices(b),
            map,
            in_bounds: w.in_bounds(b),
            mask: w.mask(b),
            vector_type: b.value_type(vector),
            padding: None,
            vector: Some(vector),
        })
    }

    /// The type of `source`.
    pub fn shaped_type(&self, b: &OpBuilder<'_>) -> Type {
        b.value_type(self.source)
    }

    /// The source is a ranked tensor (upstream's `isTensorOp`).
    pub fn is_tensor(&self, b: &OpBuilder<'_>) -> bool {
        matches!(
            b.type_data(self.shaped_type(b)),
            TypeData::RankedTensor { .. }
        )
    }

    /// The rank of the vector.
    pub fn vector_rank(&self, b: &OpBuilder<'_>) -> usize {
        vector_shape(b, self.vector_type).0.len()
    }

    /// The number of results of the permutation map (the transfer rank).
    pub fn transfer_rank(&self, b: &OpBuilder<'_>) -> usize {
        b.affine_map_data(self.map).results.len()
    }

    /// Result `i` of the map is the constant 0 (`isBroadcastDim`).
    pub fn is_broadcast_dim(&self, b: &OpBuilder<'_>, i: usize) -> bool {
        let e = b.affine_map_data(self.map).results[i];
        matches!(b.affine_expr_data(e), AffineExprData::Constant(0))
    }

    /// Dimension `i` cannot go out of bounds (`isDimInBounds`).
    pub fn is_dim_in_bounds(&self, b: &OpBuilder<'_>, i: usize) -> bool {
        if self.is_broadcast_dim(b, i) {
            return true;
        }
        b.attr_as_array(self.in_bounds)
            .and_then(|xs| xs.get(i).copied())
            .and_then(|x| b.attr_as_bool(x))
            .unwrap_or(false)
    }

    /// The source dimension the next unpacking unpacks; `None` for a
    /// broadcast (upstream's `unpackedDim`).
    pub fn unpacked_dim(&self, b: &OpBuilder<'_>) -> Option<usize> {
        let e = b.affine_map_data(self.map).results[0];
        match b.affine_expr_data(e) {
            AffineExprData::Dim(d) => Some(d as usize),
            _ => None,
        }
    }

    /// The map without its first result (`unpackedPermutationMap`).
    pub fn unpacked_permutation_map(&self, b: &mut OpBuilder<'_>) -> Attribute {
        let data = b.affine_map_data(self.map).clone();
        let m = b.affine_map(data.num_dims, 0, &data.results[1..]);
        b.affine_map_attr(m)
    }

    /// `in_bounds` without its first element (`dropFirstElem`).
    pub fn unpacked_in_bounds(&self, b: &mut OpBuilder<'_>) -> Attribute {
        let xs = b.attr_as_array(self.in_bounds).unwrap_or_default();
        let rest: Vec<Attribute> = xs.iter().skip(1).copied().collect();
        b.array_attr(&rest)
    }

    /// The rank of the mask's type.
    pub fn mask_rank(&self, b: &OpBuilder<'_>) -> Option<usize> {
        self.mask.map(|m| vector_shape(b, b.value_type(m)).0.len())
    }

    /// The indices of the transfer one dimension down, the unpacked one
    /// offset by `iv` (`getXferIndices`).
    pub fn indices_at(&self, b: &mut OpBuilder<'_>, iv: Value) -> Vec<Value> {
        let mut indices = self.indices.clone();
        if let Some(dim) = self.unpacked_dim(b) {
            let loc = b.op_loc(self.op);
            indices[dim] = add_index(b, loc, indices[dim], iv);
        }
        indices
    }
}

/// `affine.apply (d0, d1) -> (d0 + d1)` of `a` and `b`, composed with the
/// applies defining them (`makeComposedAffineApply`).
pub(crate) fn add_index(b: &mut OpBuilder<'_>, loc: Location, x: Value, y: Value) -> Value {
    let (d0, d1) = (b.affine_dim(0), b.affine_dim(1));
    let sum = b.affine_add(d0, d1);
    let map = b.affine_map(2, 0, &[sum]);
    affine::transforms::expand_index::make_composed_affine_apply(
        b,
        loc,
        map,
        &[OpFoldResult::Value(x), OpFoldResult::Value(y)],
    )
}

/// The shape, scalable flags and element of a vector type (empty for
/// another type, which is its own element).
pub(crate) fn vector_shape(b: &OpBuilder<'_>, ty: Type) -> (Vec<i64>, Vec<bool>, Type) {
    vector_transforms::util::vector_parts(b, ty).unwrap_or((Vec::new(), Vec::new(), ty))
}

/// An `arith.constant` of index `v` (`arith::ConstantIndexOp`).
pub(crate) fn const_index(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> Value {
    let index = b.index_type();
    let attr = b.index_attr(v);
    arith::ConstantOp::build(b, loc, index, attr).result(b)
}

/// The bit of the 1-D mask at `iv` when the unpacked dimension is not a
/// broadcast (`generateMaskCheck`).
fn mask_check(b: &mut OpBuilder<'_>, x: &Xfer, iv: Value) -> Option<Value> {
    let mask = x.mask?;
    if x.mask_rank(b) != Some(1) || x.is_broadcast_dim(b, 0) {
        return None;
    }
    let loc = b.op_loc(x.op);
    let i1 = b.i1();
    Some(ExtractElementOp::build(b, loc, i1, mask, Some(iv)).result(b))
}

/// What a branch of the in-bounds check builds: the value it yields, if
/// any.
pub(crate) type Branch<'f> = &'f mut dyn FnMut(&mut OpBuilder<'_>, Location) -> Option<Value>;

/// `generateInBoundsCheck`: `in_bounds` built under an `scf.if` of the
/// unpacked dimension `dim` at `iv` being in bounds (and the mask bit
/// set), `out_of_bounds` in its else branch; without a condition to
/// check, `in_bounds` alone. Returns the value built (the `scf.if`'s
/// result when `result` is given).
pub(crate) fn in_bounds_check(
    b: &mut OpBuilder<'_>,
    x: &Xfer,
    iv: Value,
    dim: Option<usize>,
    result: Option<Type>,
    in_bounds: Branch<'_>,
    mut out_of_bounds: Option<Branch<'_>>,
) -> Option<Value> {
    let loc = b.op_loc(x.op);
    let mut cond = None;
    if !x.is_dim_in_bounds(b, 0) {
        if let Some(dim) = dim {
            let size = vector_transforms::util::create_or_fold_dim_op(b, loc, x.source, dim);
            let base = x.indices[dim];
            let index = add_index(b, loc, base, iv);
            let i1 = b.i1();
            let sgt = b.i64_attr(arith::CmpIPredicate::Sgt as i64);
            cond = Some(arith::CmpIOp::build(b, loc, i1, sgt, size, index).result(b));
        }
    }
    if let Some(m) = mask_check(b, x, iv) {
        cond = Some(match cond {
            Some(c) => {
                let i1 = b.i1();
                arith::AndIOp::build(b, loc, i1, c, m).result(b)
            }
            None => m,
        });
    }
    let Some(cond) = cond else {
        return in_bounds(b, loc);
    };
    let has_result = result.is_some();
    let mut then_b = |b: &mut OpBuilder<'_>, loc: Location| {
        let v = in_bounds(b, loc);
        scf::YieldOp::build(
            b,
            loc,
            &v.filter(|_| has_result).into_iter().collect::<Vec<_>>(),
        );
    };
    let mut else_b = |b: &mut OpBuilder<'_>, loc: Location| {
        let v = match out_of_bounds.as_mut() {
            Some(f) => f(b, loc),
            None => None,
        };
        scf::YieldOp::build(
            b,
            loc,
            &v.filter(|_| has_result).into_iter().collect::<Vec<_>>(),
        );
    };
    let if_op = scf::IfOp::build_from_cond_then_builder_else_builder(
        b,
        loc,
        cond,
        &mut then_b,
        Some(&mut else_b),
    );
    has_result.then(|| b.result(if_op.operation(), 0))
}
