//! The patterns of `populateVectorToSCFConversionPatterns`
//! (`VectorToSCF.cpp`), in upstream's order.

use crate::xfer::{add_index, const_index, in_bounds_check, vector_shape, Xfer};
use crate::VectorTransferToScfOptions;
use ir::{
    Location, OpBuilder, OpId, OpTrait, PatternRewriter, RewritePattern, Type, TypeData, Value,
};
use vector::{
    ExtractOp, InsertElementOp, InsertOp, SplatOp, TransferReadOp, TransferWriteOp, TypeCastOp,
};
use vector_transforms::util;

/// The attribute marking a transfer op for progressive lowering
/// (`kPassLabel`).
const PASS_LABEL: &str = "__vector_to_scf_lowering__";

/// `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// Whether `op` carries the pass label.
fn has_label(b: &OpBuilder<'_>, op: OpId) -> bool {
    b.attr(op, PASS_LABEL).is_some()
}

/// Labels `op` (`setAttr(kPassLabel, unit)`).
fn set_label(b: &mut OpBuilder<'_>, op: OpId) {
    let name = b.ident(PASS_LABEL);
    let unit = b.unit_attr();
    let _ = b.set_attr(op, name, unit);
}

/// Labels a new transfer op whose vector rank is still above the target
/// (`maybeApplyPassLabel`).
fn maybe_label(b: &mut OpBuilder<'_>, op: OpId, vector_type: Type, target_rank: usize) {
    if vector_shape(b, vector_type).0.len() > target_rank {
        set_label(b, op);
    }
}

/// `memref<T>` of no shape and no layout.
fn memref_of(b: &mut OpBuilder<'_>, shape: Vec<i64>, element: Type) -> Type {
    b.memref_type(&shape, element)
}

/// The parts of a memref type: shape and element.
fn memref_parts(b: &OpBuilder<'_>, ty: Type) -> Option<(Vec<i64>, Type)> {
    match b.type_data(ty) {
        TypeData::MemRef { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

/// `unpackOneDim`: `memref<S x vector<d x R>>` as `memref<S x d x
/// vector<R>>`; fails on a leading scalable dimension.
fn unpack_one_dim(b: &mut OpBuilder<'_>, ty: Type) -> Option<Type> {
    let (mut shape, element) = memref_parts(b, ty)?;
    let (vshape, scalable, velement) = vector_transforms::util::vector_parts(b, element)?;
    if scalable.first().copied().unwrap_or(false) {
        return None;
    }
    shape.push(vshape[0]);
    let inner = b.get_type(TypeData::Vector {
        shape: vshape[1..].to_vec(),
        scalable: scalable[1..].to_vec(),
        element: velement,
    });
    Some(memref_of(b, shape, inner))
}

/// `checkPrepareXferOp`.
fn check_prepare(b: &OpBuilder<'_>, x: &Xfer, options: &VectorTransferToScfOptions) -> bool {
    if has_label(b, x.op) || x.vector_rank(b) <= options.target_rank {
        return false;
    }
    let (_, scalable, element) = vector_shape(b, x.vector_type);
    if scalable.first().copied().unwrap_or(false) {
        return false;
    }
    if x.is_tensor(b) && !options.lower_tensors {
        return false;
    }
    b.element_type_or_self(x.shaped_type(b)) == element
}

/// The temporary buffers of a transfer (`allocBuffers`): the data
/// buffer, and the mask loaded back from its own buffer.
fn alloc_buffers(rw: &mut PatternRewriter<'_>, x: &Xfer) -> Option<(Value, Option<Value>)> {
    let loc = rw.op_loc(x.op);
    let scope_trait = OpTrait::Custom("AutomaticAllocationScope".into());
    let mut scope = rw.op_parent_op(x.op);
    while let Some(s) = scope {
        if rw.op_has_trait(s, &scope_trait) {
            break;
        }
        scope = rw.op_parent_op(s);
    }
    let scope = scope?;
    let region = *rw.op_regions(scope).first()?;
    let entry = *rw.region_blocks(region).first()?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(entry);
    let buffer_type = memref_of(rw, Vec::new(), x.vector_type);
    let data = memref::AllocaOp::build(rw, loc, buffer_type, &[], &[], None).memref(rw);
    let mut mask = None;
    if let Some(m) = x.mask {
        let mask_ty = rw.value_type(m);
        let mask_type = memref_of(rw, Vec::new(), mask_ty);
        let buffer = memref::AllocaOp::build(rw, loc, mask_type, &[], &[], None).memref(rw);
        rw.set_insertion_point_before(x.op);
        memref::StoreOp::build(rw, loc, m, buffer, &[], None);
        mask = Some(memref::LoadOp::build(rw, loc, mask_ty, buffer, &[], None).result(rw));
    }
    rw.set_insertion_point(saved);
    Some((data, mask))
}

/// The root of a pattern on reads (`read`) or writes.
fn transfer_root(read: bool) -> Option<&'static str> {
    Some(if read {
        TransferReadOp::OPERATION_NAME
    } else {
        TransferWriteOp::OPERATION_NAME
    })
}

/// `read` or `write`, as `is_read` says.
fn read_or_write(is_read: bool, read: &'static str, write: &'static str) -> &'static str {
    if is_read {
        read
    } else {
        write
    }
}

/// `PrepareTransferReadConversion` and `PrepareTransferWriteConversion`:
/// the transfer labelled, its vector (and mask) going through temporary
/// buffers.
struct Prepare {
    options: VectorTransferToScfOptions,
    read: bool,
}

impl RewritePattern for Prepare {
    fn root(&self) -> Option<&str> {
        transfer_root(self.read)
    }
    fn name(&self) -> &str {
        read_or_write(
            self.read,
            "PrepareTransferReadConversion",
            "PrepareTransferWriteConversion",
        )
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(x) = Xfer::get(rw, op) else {
            return false;
        };
        if !check_prepare(rw, &x, &self.options) {
            return false;
        }
        let loc = rw.op_loc(op);
        let mask_operand = rw.operands(op).len() - 1;
        if self.read {
            let Some((data, mask)) = alloc_buffers(rw, &x) else {
                return false;
            };
            let mut mapping = ir::IrMapping::default();
            let Ok(new) = rw.clone_op(op, &mut mapping) else {
                return false;
            };
            set_label(rw, new);
            if let Some(m) = mask {
                let _ = rw.set_operand(new, mask_operand, m);
            }
            let v = rw.result(new, 0);
            memref::StoreOp::build(rw, loc, v, data, &[], None);
            let loaded = memref::LoadOp::build(rw, loc, x.vector_type, data, &[], None).result(rw);
            rw.replace_op(op, &[loaded]).is_ok()
        } else {
            let Some((data, mask)) = alloc_buffers(rw, &x) else {
                return false;
            };
            let Some(v) = x.vector else {
                return false;
            };
            memref::StoreOp::build(rw, loc, v, data, &[], None);
            let loaded = memref::LoadOp::build(rw, loc, x.vector_type, data, &[], None).result(rw);
            rw.modify_op_in_place(op, |ctx| {
                let _ = ctx.set_operand(op, 0, loaded);
                let name = ctx.ident(PASS_LABEL);
                let unit = ctx.unit_attr();
                let _ = ctx.set_attr(op, name, unit);
            });
            if let Some(m) = mask {
                rw.modify_op_in_place(op, |ctx| {
                    let _ = ctx.set_operand(op, mask_operand, m);
                });
            }
            true
        }
    }
}

/// The memref and indices of the `memref.store` using a labelled read's
/// result, or of the `memref.load` giving a labelled write's vector
/// (`Strategy<...>::getBuffer`/`getBufferIndices`); the store op of a
/// read.
fn buffer_of(b: &OpBuilder<'_>, x: &Xfer) -> Option<(Value, Vec<Value>, Option<OpId>)> {
    if x.is_read {
        let result = b.result(x.op, 0);
        if !b.has_one_use(result) {
            return None;
        }
        let user = b.uses(result).next()?.op;
        let store = memref::StoreOp::cast(b, user)?;
        Some((store.memref(b), store.indices(b), Some(user)))
    } else {
        let def = b.defining_op(x.vector?)?;
        let load = memref::LoadOp::cast(b, def)?;
        Some((load.memref(b), load.indices(b), None))
    }
}

/// The memref the mask of a labelled transfer is loaded from
/// (`getMaskBuffer`).
fn mask_buffer(b: &OpBuilder<'_>, x: &Xfer) -> Option<Value> {
    let def = b.defining_op(x.mask?)?;
    Some(memref::LoadOp::cast(b, def)?.memref(b))
}

/// `TransferOpConversion<TransferReadOp>` and `<TransferWriteOp>`: one
/// dimension of a labelled transfer unpacked into an `scf.for` over its
/// buffer cast one dimension further.
struct Unpack {
    options: VectorTransferToScfOptions,
    read: bool,
}

impl Unpack {
    /// The indices of the mask load of the next transfer
    /// (`getMaskBufferLoadIndices`): those of the load from the mask
    /// buffer, then `iv` unless the unpacked dimension is a broadcast.
    fn mask_load_indices(b: &OpBuilder<'_>, x: &Xfer, iv: Value) -> Vec<Value> {
        let mut indices = Vec::new();
        if let Some(buffer) = mask_buffer(b, x) {
            for u in b.uses(buffer) {
                if let Some(load) = memref::LoadOp::cast(b, u.op) {
                    indices = load.indices(b);
                    break;
                }
            }
        }
        if !x.is_broadcast_dim(b, 0) {
            indices.push(iv);
        }
        indices
    }
}

impl RewritePattern for Unpack {
    fn root(&self) -> Option<&str> {
        transfer_root(self.read)
    }
    fn name(&self) -> &str {
        read_or_write(
            self.read,
            "TransferOpConversion<TransferReadOp>",
            "TransferOpConversion<TransferWriteOp>",
        )
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if !has_label(rw, op) {
            return false;
        }
        let Some(x) = Xfer::get(rw, op) else {
            return false;
        };
        let Some((buffer, buffer_indices, store)) = buffer_of(rw, &x) else {
            return false;
        };
        let buffer_type = rw.value_type(buffer);
        let Some(casted_type) = unpack_one_dim(rw, buffer_type) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let casted = TypeCastOp::build(rw, loc, casted_type, buffer).result(rw);
        let broadcast0 = x.is_broadcast_dim(rw, 0);
        let mask_rank = x.mask_rank(rw);
        let mut casted_mask = None;
        if x.mask.is_some() {
            let Some(mb) = mask_buffer(rw, &x) else {
                return false;
            };
            if broadcast0 || mask_rank == Some(1) {
                casted_mask = Some(mb);
            } else {
                let mt = rw.value_type(mb);
                let Some(cmt) = unpack_one_dim(rw, mt) else {
                    return false;
                };
                casted_mask = Some(TypeCastOp::build(rw, loc, cmt, mb).result(rw));
            }
        }
        let (casted_shape, casted_elt) = memref_parts(rw, casted_type).expect("a memref type");
        let lb = const_index(rw, loc, 0);
        let ub = const_index(rw, loc, *casted_shape.last().expect("unpacked dimension"));
        let step = const_index(rw, loc, 1);
        let tensor = x.is_tensor(rw);
        let init: Vec<Value> = if !x.is_read && tensor {
            vec![x.source]
        } else {
            Vec::new()
        };
        let dim = x.unpacked_dim(rw);
        let needs_mask = x.mask.is_some() && (broadcast0 || mask_rank.is_some_and(|r| r > 1));
        let target_rank = self.options.target_rank;
        let shaped = x.shaped_type(rw);
        let mut body = |b: &mut OpBuilder<'_>, loc: Location, iv: Value, state: &[Value]| {
            let state_type = state.first().map(|s| b.value_type(*s));
            let state = state.to_vec();
            let mut in_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                let mut buf_indices = buffer_indices.clone();
                buf_indices.push(iv);
                let indices = x.indices_at(b, iv);
                let map = x.unpacked_permutation_map(b);
                let flags = x.unpacked_in_bounds(b);
                if x.is_read {
                    let mask = needs_mask.then(|| {
                        let li = Self::mask_load_indices(b, &x, iv);
                        let cm = casted_mask.expect("a mask buffer");
                        let t = memref_parts(b, b.value_type(cm)).expect("memref").1;
                        memref::LoadOp::build(b, loc, t, cm, &li, None).result(b)
                    });
                    let padding = x.padding.expect("a read's padding");
                    let new = TransferReadOp::build(
                        b, loc, casted_elt, x.source, &indices, map, padding, mask, flags,
                    );
                    maybe_label(b, new.operation(), casted_elt, target_rank);
                    let v = new.vector(b);
                    memref::StoreOp::build(b, loc, v, casted, &buf_indices, None);
                    None
                } else {
                    let v = memref::LoadOp::build(b, loc, casted_elt, casted, &buf_indices, None)
                        .result(b);
                    let mask = needs_mask.then(|| {
                        let li = Self::mask_load_indices(b, &x, iv);
                        let cm = casted_mask.expect("a mask buffer");
                        let t = memref_parts(b, b.value_type(cm)).expect("memref").1;
                        memref::LoadOp::build(b, loc, t, cm, &li, None).result(b)
                    });
                    let source = state.first().copied().unwrap_or(x.source);
                    let result = tensor.then_some(shaped);
                    let new = TransferWriteOp::build(
                        b, loc, result, v, source, &indices, map, mask, flags,
                    );
                    maybe_label(b, new.operation(), casted_elt, target_rank);
                    (!state.is_empty()).then(|| b.result(new.operation(), 0))
                }
            };
            let mut out_of_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                if x.is_read {
                    let mut buf_indices = buffer_indices.clone();
                    buf_indices.push(iv);
                    let padding = x.padding.expect("a read's padding");
                    let v = SplatOp::build(b, loc, casted_elt, padding).aggregate(b);
                    memref::StoreOp::build(b, loc, v, casted, &buf_indices, None);
                    None
                } else {
                    tensor.then(|| state[0])
                }
            };
            let r = in_bounds_check(
                b,
                &x,
                iv,
                dim,
                state_type,
                &mut in_bounds,
                Some(&mut out_of_bounds),
            );
            let yielded: Vec<Value> = r.filter(|_| state_type.is_some()).into_iter().collect();
            scf::YieldOp::build(b, loc, &yielded);
        };
        let for_op = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            rw,
            loc,
            lb,
            ub,
            step,
            &init,
            Some(&mut body),
        );
        if x.is_read {
            if let Some(s) = store {
                let _ = rw.erase_op(s);
            }
            rw.erase_op(op).is_ok()
        } else if tensor {
            let r = rw.result(for_op.operation(), 0);
            rw.replace_op(op, &[r]).is_ok()
        } else {
            rw.erase_op(op).is_ok()
        }
    }
}

/// A position of `vector.insert`/`vector.extract`: static or a value.
#[derive(Clone, Copy, Debug)]
enum Pos {
    Static(i64),
    Dynamic(Value),
}

/// The positions of an insert or extract (`getMixedPosition`).
fn mixed_position(stat: &[i64], dynamic: &[Value]) -> Vec<Pos> {
    let mut d = dynamic.iter();
    stat.iter()
        .copied()
        .map(|s| match (s == DYNAMIC).then(|| d.next()).flatten() {
            Some(v) => Pos::Dynamic(*v),
            None => Pos::Static(s),
        })
        .collect()
}

/// The dynamic positions and the static position attribute of `pos`.
fn split_positions(b: &mut OpBuilder<'_>, pos: &[Pos]) -> (Vec<Value>, ir::Attribute) {
    let mut dynamic = Vec::new();
    let mut stat = Vec::new();
    for p in pos {
        match *p {
            Pos::Dynamic(v) => {
                dynamic.push(v);
                stat.push(DYNAMIC);
            }
            Pos::Static(s) => stat.push(s),
        }
    }
    let i64t = b.i64();
    (dynamic, b.dense_int_array_attr(i64t, &stat))
}

/// `vector.extract %v[pos]`.
fn extract_at(b: &mut OpBuilder<'_>, loc: Location, v: Value, pos: &[Pos]) -> Value {
    let ty = b.value_type(v);
    let ty = vector_transforms::util::drop_leading_dims(b, ty, pos.len(), true)
        .expect("a position within the vector's rank");
    let (dynamic, stat) = split_positions(b, pos);
    ExtractOp::build(b, loc, ty, v, &dynamic, stat).result(b)
}

/// `vector.insert %v, %dest[pos]`.
fn insert_at(b: &mut OpBuilder<'_>, loc: Location, v: Value, dest: Value, pos: &[Pos]) -> Value {
    let ty = b.value_type(dest);
    let (dynamic, stat) = split_positions(b, pos);
    InsertOp::build(b, loc, ty, v, dest, &dynamic, stat).result(b)
}

/// The mask of the `i`th transfer one dimension down (`maybeAssignMask`):
/// the same mask past a broadcast, its `i`th row when it has more than
/// one dimension, none otherwise (the in-bounds check tested its bit).
fn unrolled_mask(b: &mut OpBuilder<'_>, x: &Xfer, i: i64) -> Option<Value> {
    let mask = x.mask?;
    if x.is_broadcast_dim(b, 0) {
        return Some(mask);
    }
    if x.mask_rank(b).is_some_and(|r| r > 1) {
        let loc = b.op_loc(x.op);
        return Some(extract_at(b, loc, mask, &[Pos::Static(i)]));
    }
    None
}

/// Whether `x` may be unrolled (the checks of `UnrollTransferReadConversion`
/// and `UnrollTransferWriteConversion`).
fn check_unroll(rw: &mut PatternRewriter<'_>, x: &Xfer, o: &VectorTransferToScfOptions) -> bool {
    if x.vector_rank(rw) <= o.target_rank {
        return rw.notify_match_failure("vector rank is less or equal to target rank");
    }
    if x.is_tensor(rw) && !o.lower_tensors {
        return rw.notify_match_failure("transfers operating on tensors are excluded");
    }
    let (_, scalable, element) = vector_shape(rw, x.vector_type);
    let shaped = x.shaped_type(rw);
    if rw.element_type_or_self(shaped) != element {
        return rw.notify_match_failure("not yet supported: element type mismatch");
    }
    if scalable[0] {
        return rw.notify_match_failure("scalable dimensions cannot be unrolled");
    }
    true
}

/// `UnrollTransferReadConversion`: a read of rank above the target as
/// reads one dimension down inserted into a vector, one per position of
/// its first dimension.
struct UnrollRead {
    options: VectorTransferToScfOptions,
}

impl RewritePattern for UnrollRead {
    fn root(&self) -> Option<&str> {
        Some(TransferReadOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "UnrollTransferReadConversion"
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(x) = Xfer::get(rw, op) else {
            return false;
        };
        if !check_unroll(rw, &x, &self.options) {
            return false;
        }
        let loc = rw.op_loc(op);
        let padding = x.padding.expect("a read's padding");
        let result = rw.result(op, 0);
        let insert = if rw.has_one_use(result) {
            let user = rw.uses(result).next().map(|u| u.op);
            user.and_then(|u| InsertOp::cast(rw, u))
        } else {
            None
        };
        let (mut vec, prefix) = match insert {
            Some(i) => {
                let stat = i.static_position(rw).to_vec();
                let dynamic = i.dynamic_position(rw);
                (i.dest(rw), mixed_position(&stat, &dynamic))
            }
            None => (
                SplatOp::build(rw, loc, x.vector_type, padding).aggregate(rw),
                Vec::new(),
            ),
        };
        let vec_type = rw.value_type(vec);
        let new_type = vector_transforms::util::drop_leading_dims(rw, x.vector_type, 1, false)
            .expect("a vector type");
        let dim_size = vector_shape(rw, x.vector_type).0[0];
        let dim = x.unpacked_dim(rw);
        for i in 0..dim_size {
            let iv = const_index(rw, loc, i);
            let current = vec;
            let mut in_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                let indices = x.indices_at(b, iv);
                let mut pos = prefix.clone();
                pos.push(Pos::Static(i));
                let map = x.unpacked_permutation_map(b);
                let flags = x.unpacked_in_bounds(b);
                let mask = unrolled_mask(b, &x, i);
                let new = TransferReadOp::build(
                    b, loc, new_type, x.source, &indices, map, padding, mask, flags,
                )
                .vector(b);
                Some(insert_at(b, loc, new, current, &pos))
            };
            let mut out_of_bounds = |_: &mut OpBuilder<'_>, _: Location| Some(current);
            vec = in_bounds_check(
                rw,
                &x,
                iv,
                dim,
                Some(vec_type),
                &mut in_bounds,
                Some(&mut out_of_bounds),
            )
            .expect("a vector");
        }
        match insert {
            Some(i) => {
                if rw.replace_op(i.operation(), &[vec]).is_err() {
                    return false;
                }
                rw.erase_op(op).is_ok()
            }
            None => rw.replace_op(op, &[vec]).is_ok(),
        }
    }
}

/// `UnrollTransferWriteConversion`: a write of rank above the target as
/// writes one dimension down of the vector's extracted rows.
struct UnrollWrite {
    options: VectorTransferToScfOptions,
}

impl RewritePattern for UnrollWrite {
    fn root(&self) -> Option<&str> {
        Some(TransferWriteOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "UnrollTransferWriteConversion"
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(x) = Xfer::get(rw, op) else {
            return false;
        };
        let rank = x.vector_rank(rw);
        if rank <= self.options.target_rank {
            return false;
        }
        if x.is_tensor(rw) && !self.options.lower_tensors {
            return false;
        }
        let (shape, scalable, element) = vector_shape(rw, x.vector_type);
        let shaped = x.shaped_type(rw);
        if rw.element_type_or_self(shaped) != element {
            return false;
        }
        let written = x.vector.expect("a write's vector");
        let extract = rw.defining_op(written).and_then(|d| ExtractOp::cast(rw, d));
        let (vec, prefix) = match extract {
            Some(e) => {
                let stat = e.static_position(rw).to_vec();
                let dynamic = e.dynamic_position(rw);
                (e.vector(rw), mixed_position(&stat, &dynamic))
            }
            None => (written, Vec::new()),
        };
        if scalable[0] {
            return false;
        }
        let tensor = x.is_tensor(rw);
        let result = tensor.then_some(shaped);
        let mut source = x.source;
        let loc = rw.op_loc(op);
        let dim = x.unpacked_dim(rw);
        for i in 0..shape[0] {
            let iv = const_index(rw, loc, i);
            let current = source;
            let mut in_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                let indices = x.indices_at(b, iv);
                let mut pos = prefix.clone();
                pos.push(Pos::Static(i));
                let extracted = extract_at(b, loc, vec, &pos);
                let map = x.unpacked_permutation_map(b);
                let flags = x.unpacked_in_bounds(b);
                let xfer_vec = if rank == 1 {
                    let t = b.value_type(extracted);
                    let zero_d = b.get_type(TypeData::Vector {
                        shape: Vec::new(),
                        scalable: Vec::new(),
                        element: t,
                    });
                    vector::BroadcastOp::build(b, loc, zero_d, extracted).vector(b)
                } else {
                    extracted
                };
                let mask = unrolled_mask(b, &x, i);
                let new = TransferWriteOp::build(
                    b, loc, result, xfer_vec, current, &indices, map, mask, flags,
                );
                tensor.then(|| b.result(new.operation(), 0))
            };
            let mut out_of_bounds =
                |_: &mut OpBuilder<'_>, _: Location| -> Option<Value> { tensor.then_some(current) };
            let updated = in_bounds_check(
                rw,
                &x,
                iv,
                dim,
                result,
                &mut in_bounds,
                Some(&mut out_of_bounds),
            );
            if tensor {
                source = updated.expect("the updated tensor");
            }
        }
        if tensor {
            rw.replace_op(op, &[source]).is_ok()
        } else {
            rw.erase_op(op).is_ok()
        }
    }
}

/// `TransferOp1dConversion<TransferReadOp>` and `<TransferWriteOp>`: a
/// 1-D transfer the llvm lowering cannot take (not along the last, unit
/// stride memref dimension) as an `scf.for` of scalar loads or stores.
struct OneD {
    read: bool,
}

impl RewritePattern for OneD {
    fn root(&self) -> Option<&str> {
        transfer_root(self.read)
    }
    fn name(&self) -> &str {
        read_or_write(
            self.read,
            "TransferOp1dConversion<TransferReadOp>",
            "TransferOp1dConversion<TransferWriteOp>",
        )
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(x) = Xfer::get(rw, op) else {
            return false;
        };
        if x.transfer_rank(rw) == 0 {
            return false;
        }
        let shaped = x.shaped_type(rw);
        if !rw.is_memref(shaped) || x.vector_rank(rw) != 1 {
            return false;
        }
        if util::is_minor_identity(rw, x.map) && util::is_last_memref_dim_unit_stride(rw, shaped) {
            return false;
        }
        let loc = rw.op_loc(op);
        let (shape, scalable, element) = vector_shape(rw, x.vector_type);
        let lb = const_index(rw, loc, 0);
        let mut ub = const_index(rw, loc, shape[0]);
        if scalable.iter().any(|s| *s) {
            let index = rw.index_type();
            let vscale = vector::VectorScaleOp::build(rw, loc, index).res(rw);
            ub = arith::MulIOp::build(rw, loc, index, ub, vscale, None).result(rw);
        }
        let step = const_index(rw, loc, 1);
        let init: Vec<Value> = if x.is_read {
            let padding = x.padding.expect("a read's padding");
            vec![SplatOp::build(rw, loc, x.vector_type, padding).aggregate(rw)]
        } else {
            Vec::new()
        };
        let vector_type = x.vector_type;
        let mut body = |b: &mut OpBuilder<'_>, loc: Location, iv: Value, state: &[Value]| {
            // `get1dMemrefIndices`.
            let mut indices = x.indices.clone();
            let dim = x.unpacked_dim(b);
            if let Some(d) = dim {
                let l = b.op_loc(x.op);
                indices[d] = add_index(b, l, indices[d], iv);
            }
            if x.is_read {
                let vec = state[0];
                let mut in_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                    let v =
                        memref::LoadOp::build(b, loc, element, x.source, &indices, None).result(b);
                    Some(InsertElementOp::build(b, loc, vector_type, v, vec, Some(iv)).result(b))
                };
                let mut out_of_bounds = |_: &mut OpBuilder<'_>, _: Location| Some(vec);
                let next = in_bounds_check(
                    b,
                    &x,
                    iv,
                    dim,
                    Some(vector_type),
                    &mut in_bounds,
                    Some(&mut out_of_bounds),
                )
                .expect("a vector");
                scf::YieldOp::build(b, loc, &[next]);
            } else {
                let written = x.vector.expect("a write's vector");
                let mut in_bounds = |b: &mut OpBuilder<'_>, loc: Location| -> Option<Value> {
                    let v = vector::ExtractElementOp::build(b, loc, element, written, Some(iv))
                        .result(b);
                    memref::StoreOp::build(b, loc, v, x.source, &indices, None);
                    None
                };
                in_bounds_check(b, &x, iv, dim, None, &mut in_bounds, None);
                scf::YieldOp::build(b, loc, &[]);
            }
        };
        let for_op = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            rw,
            loc,
            lb,
            ub,
            step,
            &init,
            Some(&mut body),
        );
        let results = rw.results(for_op.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// `DecomposePrintOpConversion`: `vector.print` of a vector as nested
/// `scf.for` loops printing its elements between punctuation (integers
/// widened to a power of two of at least 8 bits first).
struct DecomposePrint;

impl DecomposePrint {
    /// `vector.print punctuation <p>`.
    fn punctuation(b: &mut OpBuilder<'_>, loc: Location, p: vector::PrintPunctuation) -> OpId {
        vector::PrintOp::build_with_values(b, loc, None, p, None).operation()
    }
}

impl RewritePattern for DecomposePrint {
    fn root(&self) -> Option<&str> {
        Some(vector::PrintOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "DecomposePrintOpConversion"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        use vector::PrintPunctuation as P;
        let Some(print) = vector::PrintOp::cast(rw, op) else {
            return false;
        };
        let Some(mut value) = print.source(rw) else {
            return false;
        };
        let Some((mut shape, scalable, mut element)) =
            vector_transforms::util::vector_parts(rw, rw.value_type(value))
        else {
            return false;
        };
        if shape.len() > 1 && scalable.iter().any(|s| *s) {
            return false;
        }
        let loc = rw.op_loc(op);
        let mut vector_type = rw.value_type(value);
        if let TypeData::Integer { width, signedness } = rw.type_data(element).clone() {
            // `NextPowerOf2(max(8, width) - 1)`.
            let legal = width.max(8).next_power_of_two();
            let signless = ir::Signedness::Signless;
            let with = |b: &mut OpBuilder<'_>, e: Type| {
                b.get_type(TypeData::Vector {
                    shape: shape.clone(),
                    scalable: scalable.clone(),
                    element: e,
                })
            };
            let src_elt = rw.integer_type(width, signless);
            let dst_elt = rw.integer_type(legal, signless);
            let legal_elt = rw.integer_type(legal, signedness);
            let (src, dst, target) = (with(rw, src_elt), with(rw, dst_elt), with(rw, legal_elt));
            value = vector::BitCastOp::build(rw, loc, src, value).result(rw);
            if rw.value_type(value) != dst {
                value = if width == 1 || signedness == ir::Signedness::Unsigned {
                    arith::ExtUIOp::build(rw, loc, dst, value).out(rw)
                } else {
                    arith::ExtSIOp::build(rw, loc, dst, value).out(rw)
                };
            }
            value = vector::BitCastOp::build(rw, loc, target, value).result(rw);
            vector_type = target;
            element = legal_elt;
        }
        let _ = vector_type;
        let rank = shape.len();
        if rank == 0 {
            shape = vec![1];
        }
        if rank != 1 {
            let flat = shape.iter().product::<i64>();
            let flat_type = rw.get_type(TypeData::Vector {
                shape: vec![flat],
                scalable: vec![false],
                element,
            });
            value = vector::ShapeCastOp::build(rw, loc, flat_type, value).result(rw);
        }
        let index = rw.index_type();
        let mut first_close = None;
        let mut ivs = Vec::new();
        for (d, &size) in shape.iter().enumerate() {
            let lb = const_index(rw, loc, 0);
            let mut ub = const_index(rw, loc, size);
            let step = const_index(rw, loc, 1);
            if scalable.get(d).copied().unwrap_or(false) {
                let vscale = vector::VectorScaleOp::build(rw, loc, index).res(rw);
                ub = arith::MulIOp::build(rw, loc, index, ub, vscale, None).result(rw);
            }
            let last = arith::SubIOp::build(rw, loc, index, ub, step, None).result(rw);
            Self::punctuation(rw, loc, P::Open);
            let lp = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
                rw,
                loc,
                lb,
                ub,
                step,
                &[],
                None,
            );
            let close = Self::punctuation(rw, loc, P::Close);
            first_close.get_or_insert(close);
            let body = lp.get_body(rw).expect("a loop body");
            let iv = rw.block_args(body)[0];
            ivs.push(iv);
            rw.set_insertion_point_to_start(body);
            let i1 = rw.i1();
            let ult = rw.i64_attr(arith::CmpIPredicate::Ult as i64);
            let not_last = arith::CmpIOp::build(rw, loc, i1, ult, iv, last).result(rw);
            let mut then_b = |b: &mut OpBuilder<'_>, loc: Location| {
                Self::punctuation(b, loc, P::Comma);
                scf::YieldOp::build(b, loc, &[]);
            };
            scf::IfOp::build_from_cond_then_builder_else_builder(
                rw,
                loc,
                not_last,
                &mut then_b,
                None,
            );
            rw.set_insertion_point_to_start(body);
        }
        let mut flat_index: Option<Value> = None;
        let mut stride = 1i64;
        for d in (0..shape.len()).rev() {
            let s = const_index(rw, loc, stride);
            let i = arith::MulIOp::build(rw, loc, index, s, ivs[d], None).result(rw);
            flat_index = Some(match flat_index {
                Some(f) => arith::AddIOp::build(rw, loc, index, f, i, None).result(rw),
                None => i,
            });
            stride *= shape[d];
        }
        let e = vector::ExtractElementOp::build(rw, loc, element, value, flat_index).result(rw);
        vector::PrintOp::build_with_values(rw, loc, Some(e), P::NoPunctuation, None);
        rw.set_insertion_point_after(first_close.expect("a loop"));
        let punctuation = print.punctuation(rw);
        vector::PrintOp::build_with_values(rw, loc, None, punctuation, None);
        rw.erase_op(op).is_ok()
    }
}

/// Adds the lowerings of vector transfers (and prints) to scf loops
/// (upstream's `populateVectorToSCFConversionPatterns`), in its order.
pub fn populate_vector_to_scf_conversion_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    options: &VectorTransferToScfOptions,
) {
    let options = *options;
    if options.unroll {
        patterns.push(Box::new(UnrollRead { options }));
        patterns.push(Box::new(UnrollWrite { options }));
    } else {
        patterns.push(Box::new(Prepare {
            options,
            read: true,
        }));
        patterns.push(Box::new(Prepare {
            options,
            read: false,
        }));
        patterns.push(Box::new(Unpack {
            options,
            read: true,
        }));
        patterns.push(Box::new(Unpack {
            options,
            read: false,
        }));
    }
    if options.target_rank == 1 {
        patterns.push(Box::new(OneD { read: true }));
        patterns.push(Box::new(OneD { read: false }));
    }
    patterns.push(Box::new(DecomposePrint));
}
