//! The conversion patterns of `ConvertVectorToLLVM.cpp`: each vector op
//! as the llvm ops of its (converted) operands.

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Attribute, Location, NamedAttr, OpId, Type, TypeData, Value};
use llvm::{LLVMArrayType, LLVMStructType};
use llvm_common::{create_value, handle_multidimensional_vectors, MemRefDescriptor};
use vector_transforms::util::{row_major_positions, vector_parts};

/// Which vector op a [`Lowering`] converts (one variant per upstream
/// conversion class).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    BitCast,
    Matmul,
    FlatTranspose,
    Load,
    MaskedLoad,
    Store,
    MaskedStore,
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
    Reduction,
    Shuffle,
    ExtractElement,
    Extract,
    Fma1D,
    InsertElement,
    Insert,
    TypeCast,
    VectorScale,
    Splat,
    SplatNd,
    ScalableInsert,
    ScalableExtract,
    Interleave,
    Deinterleave,
    FromElements,
    Step,
    Print,
    MaskedReduction,
}

/// One conversion pattern of `populateVectorToLLVMConversionPatterns`.
struct Lowering {
    root: &'static str,
    name: &'static str,
    kind: Kind,
    reassociate_fp_reductions: bool,
}

/// The converted type of `ty` (`None` when it does not convert).
fn convert(rw: &mut ConversionRewriter<'_, '_>, ty: Type) -> Option<Type> {
    let tc = rw.type_converter()?;
    tc.convert_type(rw, ty)
}

/// The rank of the vector type `ty` (0 for other types).
fn rank(rw: &ConversionRewriter<'_, '_>, ty: Type) -> usize {
    vector_parts(rw, ty).map_or(0, |(s, _, _)| s.len())
}

/// `llvm.mlir.constant` of `attr` and type `ty`.
fn constant(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    attr: Attribute,
) -> Value {
    llvm::ConstantOp::build(rw, loc, ty, attr).res(rw)
}

/// An `index` constant `pos` of the converted index type (upstream's
/// `rewriter.getIntegerAttr(idxType, pos)` constants).
fn index_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Location, pos: i64) -> Option<Value> {
    let index = rw.index_type();
    let ty = convert(rw, index)?;
    let attr = rw.index_attr(pos);
    Some(constant(rw, loc, ty, attr))
}

/// `llvm.extractvalue` of `container` at `position`, of the member type.
pub(crate) fn extract_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    container: Value,
    position: &[i64],
) -> Option<Value> {
    let mut ty = rw.value_type(container);
    for &p in position {
        if let Some(a) = LLVMArrayType::dyn_cast(rw, ty) {
            ty = a.element_type(rw);
        } else if let Some(s) = LLVMStructType::dyn_cast(rw, ty) {
            ty = *s.body(rw).get(usize::try_from(p).ok()?)?;
        } else {
            return None;
        }
    }
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, position);
    Some(llvm::ExtractValueOp::build(rw, loc, ty, container, pos).res(rw))
}

/// `llvm.insertvalue` of `value` into `container` at `position`.
fn insert_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    container: Value,
    value: Value,
    position: &[i64],
) -> Value {
    let ty = rw.value_type(container);
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, position);
    llvm::InsertValueOp::build(rw, loc, ty, container, value, pos).res(rw)
}

/// The element type of an LLVM vector or array type.
fn element_of(rw: &ConversionRewriter<'_, '_>, ty: Type) -> Option<Type> {
    if let Some(a) = LLVMArrayType::dyn_cast(rw, ty) {
        return Some(a.element_type(rw));
    }
    vector_parts(rw, ty).map(|(_, _, e)| e)
}

/// Upstream's `extractOne`: an element of a 1-D vector
/// (`llvm.extractelement` at an index constant), or a member of an array.
fn extract_one(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    v: Value,
    ty: Type,
    rank: usize,
    pos: i64,
) -> Option<Value> {
    if rank <= 1 {
        let c = index_constant(rw, loc, pos)?;
        return Some(llvm::ExtractElementOp::build(rw, loc, ty, v, c).res(rw));
    }
    extract_value(rw, loc, v, &[pos])
}

/// Upstream's `insertOne`.
fn insert_one(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    into: Value,
    v: Value,
    ty: Type,
    rank: usize,
    pos: i64,
) -> Option<Value> {
    if rank == 1 {
        let c = index_constant(rw, loc, pos)?;
        return Some(llvm::InsertElementOp::build(rw, loc, ty, into, v, c).res(rw));
    }
    Some(insert_value(rw, loc, into, v, &[pos]))
}

/// An `OpFoldResult` as an LLVM value (upstream's `getAsLLVMValue`): a
/// static position is an `i64` constant.
fn position_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    position: i64,
    dynamic: &mut impl Iterator<Item = Value>,
) -> Option<Value> {
    if position == ir::DYNAMIC {
        return dynamic.next();
    }
    let i64t = rw.i64();
    let attr = rw.integer_attr(i64t, position);
    Some(constant(rw, loc, i64t, attr))
}

/// The data layout's preferred alignment of the element of the memref
/// type `ty`, converted (upstream's `getMemRefAlignment`).
fn memref_alignment(rw: &mut ConversionRewriter<'_, '_>, op: OpId, ty: Type) -> Option<u64> {
    let element = llvm_common::memref_element(rw, ty)?;
    let element = convert(rw, element)?;
    let layout = ir::interfaces::DataLayout::closest(rw, op);
    Some(layout.get_type_preferred_alignment(rw, element))
}

/// Whether the memref type's innermost stride is one (upstream's
/// `isLastMemrefDimUnitStride`) and its memory space converts.
fn is_memref_type_supported(rw: &ConversionRewriter<'_, '_>, ty: Type) -> bool {
    let unit = match memref::strides_and_offset(rw, ty) {
        Some((strides, _)) => strides.last().is_none_or(|&s| s == 1),
        None => false,
    };
    unit && rw
        .memref_memory_space(ty)
        .is_none_or(|a| rw.as_integer(a).is_some())
}

/// The element address of a load-like op: its memref (converted
/// descriptor `desc`) at `indices`.
fn element_ptr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    memref_type: Type,
    desc: Value,
    indices: &[Value],
) -> Option<Value> {
    let element = llvm_common::memref_element(rw, memref_type)?;
    let element = convert(rw, element)?;
    llvm_common::MemRefDescriptor::new(desc).strided_element_ptr(
        rw,
        loc,
        memref_type,
        element,
        indices,
    )
}

/// Creates the op `name` of one result of type `ty`.
fn create(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: Location,
    ty: Type,
    operands: &[Value],
    attrs: &[NamedAttr],
) -> Value {
    create_value(rw, name, loc, ty, operands, attrs)
}

/// A vector of pointers into the memref's buffer from `base`, one per
/// index of `index` (upstream's `getIndexedPtrs`).
fn indexed_ptrs(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    memref_type: Type,
    desc: Value,
    base: Value,
    index: Value,
    vector_type: Type,
) -> Option<Value> {
    let (shape, scalable, _) = vector_parts(rw, vector_type)?;
    let ptr = MemRefDescriptor::new(desc).element_ptr_type(rw);
    let ptrs = llvm::get_vector_type(rw, ptr, u32::try_from(shape[0]).ok()?, scalable[0]);
    let element = llvm_common::memref_element(rw, memref_type)?;
    let element = convert(rw, element)?;
    Some(
        llvm::GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
            rw,
            loc,
            ptrs,
            element,
            base,
            &[llvm::GEPArg::Value(index)],
            false,
        )
        .res(rw),
    )
}

/// The LLVM fastmath flags of a reduction: its arith flags, with
/// `reassoc` when the pass reassociates.
fn reduction_fastmath(rw: &mut ConversionRewriter<'_, '_>, op: OpId, reassoc: bool) -> Attribute {
    let flags =
        vector::ReductionOp::cast(rw, op).map_or(arith::FastMathFlags::NONE, |r| r.fastmath(rw));
    let mut bits = arith_to_llvm::convert_arith_fast_math_flags_to_llvm(flags).bits();
    if reassoc {
        bits |= llvm::FastmathFlags::REASSOC.bits();
    }
    let llvm_flags = llvm::FastmathFlags::from_bits(bits).unwrap_or(llvm::FastmathFlags::NONE);
    llvm::FastmathFlagsAttr::get(rw, llvm_flags)
}

impl Lowering {
    /// `VectorReductionOpConversion`.
    fn reduction(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let r = vector::ReductionOp::cast(rw, op)?;
        let kind = r.kind(rw);
        let elt = rw.result_type(op, 0);
        let llvm_type = convert(rw, elt)?;
        let operand = operands[0];
        let acc = operands.get(1).copied();
        let loc = rw.op_loc(op);
        use vector::CombiningKind as K;
        let unary = |rw: &mut ConversionRewriter<'_, '_>, name: &str| {
            create(rw, name, loc, llvm_type, &[operand], &[])
        };
        let result = if rw.is_any_integer(elt) || rw.is_index(elt) {
            let arith = |name: &str, scalar: &str, rw: &mut ConversionRewriter<'_, '_>| {
                let v = unary(rw, name);
                match acc {
                    Some(a) => create(rw, scalar, loc, llvm_type, &[a, v], &[]),
                    None => v,
                }
            };
            let compare = |name: &str,
                           pred: llvm::ICmpPredicate,
                           rw: &mut ConversionRewriter<'_, '_>| {
                let v = unary(rw, name);
                match acc {
                    Some(a) => {
                        let i1 = rw.i1();
                        let cmp = llvm::ICmpOp::build_with_values(rw, loc, i1, pred, a, v).res(rw);
                        llvm::SelectOp::build(rw, loc, llvm_type, cmp, a, v, None).res(rw)
                    }
                    None => v,
                }
            };
            match kind {
                K::ADD => arith("llvm.intr.vector.reduce.add", "llvm.add", rw),
                K::MUL => arith("llvm.intr.vector.reduce.mul", "llvm.mul", rw),
                K::MINUI => compare("llvm.intr.vector.reduce.umin", llvm::ICmpPredicate::Ule, rw),
                K::MINSI => compare("llvm.intr.vector.reduce.smin", llvm::ICmpPredicate::Sle, rw),
                K::MAXUI => compare("llvm.intr.vector.reduce.umax", llvm::ICmpPredicate::Uge, rw),
                K::MAXSI => compare("llvm.intr.vector.reduce.smax", llvm::ICmpPredicate::Sge, rw),
                K::AND => arith("llvm.intr.vector.reduce.and", "llvm.and", rw),
                K::OR => arith("llvm.intr.vector.reduce.or", "llvm.or", rw),
                K::XOR => arith("llvm.intr.vector.reduce.xor", "llvm.xor", rw),
                _ => return None,
            }
        } else {
            if !rw.is_float(elt) {
                return None;
            }
            let fmf = reduction_fastmath(rw, op, self.reassociate_fp_reductions);
            let fmf_key = rw.ident("fastmathFlags");
            let attrs = [(fmf_key, fmf)];
            let with_start = |name: &str, neutral: f64, rw: &mut ConversionRewriter<'_, '_>| {
                let start = match acc {
                    Some(a) => a,
                    None => {
                        let attr = rw.float_attr(llvm_type, neutral);
                        constant(rw, loc, llvm_type, attr)
                    }
                };
                create(rw, name, loc, llvm_type, &[start, operand], &attrs)
            };
            let compare = |name: &str, scalar: &str, rw: &mut ConversionRewriter<'_, '_>| {
                let v = create(rw, name, loc, llvm_type, &[operand], &attrs);
                match acc {
                    Some(a) => create(rw, scalar, loc, llvm_type, &[v, a], &[]),
                    None => v,
                }
            };
            match kind {
                K::ADD => with_start("llvm.intr.vector.reduce.fadd", 0.0, rw),
                K::MUL => with_start("llvm.intr.vector.reduce.fmul", 1.0, rw),
                K::MINIMUMF => compare("llvm.intr.vector.reduce.fminimum", "llvm.intr.minimum", rw),
                K::MAXIMUMF => compare("llvm.intr.vector.reduce.fmaximum", "llvm.intr.maximum", rw),
                K::MINNUMF => compare("llvm.intr.vector.reduce.fmin", "llvm.intr.minnum", rw),
                K::MAXNUMF => compare("llvm.intr.vector.reduce.fmax", "llvm.intr.maxnum", rw),
                _ => return None,
            }
        };
        rw.replace_op(op, &[result]).ok()
    }

    /// `VectorShuffleOpConversion`.
    fn shuffle(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[Value]) -> Option<()> {
        let s = vector::ShuffleOp::cast(rw, op)?;
        let loc = rw.op_loc(op);
        let (v1, v2) = (s.v1(rw), s.v2(rw));
        let (v1_type, v2_type) = (rw.value_type(v1), rw.value_type(v2));
        let vector_type = rw.result_type(op, 0);
        let llvm_type = convert(rw, vector_type)?;
        let mask_attr = s.mask(rw);
        let mask: Vec<i64> = rw
            .attr_as_array(mask_attr)
            .map(|xs| xs.iter().filter_map(|&x| rw.attr_as_int(x)).collect())
            .unwrap_or_default();
        let rank = rank(rw, vector_type);
        if rank <= 1 && v1_type == v2_type {
            let i32t = rw.i32();
            let mask32: Vec<i64> = mask.clone();
            let m = rw.dense_int_array_attr(i32t, &mask32);
            let v = llvm::ShuffleVectorOp::build(rw, loc, llvm_type, operands[0], operands[1], m)
                .res(rw);
            return rw.replace_op(op, &[v]).ok();
        }
        let v1_dim = vector_parts(rw, v1_type)?.0.first().copied().unwrap_or(1);
        let elt = element_of(rw, llvm_type)?;
        let mut insert = llvm::UndefOp::build(rw, loc, llvm_type).res(rw);
        for (ins_pos, &pos) in mask.iter().enumerate() {
            let (mut ext_pos, mut value) = (pos, operands[0]);
            if ext_pos >= v1_dim {
                ext_pos -= v1_dim;
                value = operands[1];
            }
            let extract = extract_one(rw, loc, value, elt, rank, ext_pos)?;
            insert = insert_one(rw, loc, insert, extract, llvm_type, rank, ins_pos as i64)?;
        }
        rw.replace_op(op, &[insert]).ok()
    }

    /// `VectorExtractElementOpConversion` and `VectorInsertElementOpConversion`.
    fn element(
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
        insert: bool,
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let vector_operand = if insert { 1 } else { 0 };
        let vector_type = rw.value_type(rw.operand(op, vector_operand));
        let rank = rank(rw, vector_type);
        let position = if rank == 0 {
            index_constant(rw, loc, 0)?
        } else {
            *operands.last()?
        };
        let v = if insert {
            let llvm_type = convert(rw, vector_type)?;
            llvm::InsertElementOp::build(rw, loc, llvm_type, operands[1], operands[0], position)
                .res(rw)
        } else {
            let elt = rw.element_type_or_self(vector_type);
            let llvm_type = convert(rw, elt)?;
            llvm::ExtractElementOp::build(rw, loc, llvm_type, operands[0], position).res(rw)
        };
        rw.replace_op(op, &[v]).ok()
    }

    /// `VectorExtractOpConversion`.
    fn extract(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[Value]) -> Option<()> {
        let e = vector::ExtractOp::cast(rw, op)?;
        let loc = rw.op_loc(op);
        let result_type = rw.result_type(op, 0);
        convert(rw, result_type)?;
        let position: Vec<i64> = e.static_position(rw).to_vec();
        let has_dynamic = operands.len() > 1;
        let mut dynamic = operands[1..].iter().copied();
        if position.is_empty() {
            return rw.replace_op(op, &[operands[0]]).ok();
        }
        if rw.is_vector(result_type) {
            if has_dynamic {
                return None;
            }
            let v = extract_value(rw, loc, operands[0], &position)?;
            return rw.replace_op(op, &[v]).ok();
        }
        let mut extracted = operands[0];
        if position.len() > 1 {
            if has_dynamic {
                return None;
            }
            extracted = extract_value(rw, loc, extracted, &position[..position.len() - 1])?;
        }
        let last = position_value(rw, loc, *position.last()?, &mut dynamic)?;
        let elt = element_of(rw, rw.value_type(extracted))?;
        let v = llvm::ExtractElementOp::build(rw, loc, elt, extracted, last).res(rw);
        rw.replace_op(op, &[v]).ok()
    }

    /// `VectorInsertOpConversion`.
    fn insert(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[Value]) -> Option<()> {
        let i = vector::InsertOp::cast(rw, op)?;
        let loc = rw.op_loc(op);
        let source_type = rw.value_type(i.source(rw));
        let dest_type = rw.result_type(op, 0);
        convert(rw, dest_type)?;
        let position: Vec<i64> = i.static_position(rw).to_vec();
        let has_dynamic = operands.len() > 2;
        let mut dynamic = operands[2..].iter().copied();
        let (source, dest) = (operands[0], operands[1]);
        if position.is_empty() {
            return rw.replace_op(op, &[source]).ok();
        }
        if rw.is_vector(source_type) {
            if has_dynamic {
                return None;
            }
            let v = insert_value(rw, loc, dest, source, &position);
            return rw.replace_op(op, &[v]).ok();
        }
        let mut extracted = dest;
        let mut one_d = dest_type;
        if position.len() > 1 {
            if has_dynamic {
                return None;
            }
            let (shape, scalable, element) = vector_parts(rw, dest_type)?;
            one_d = rw.get_type(TypeData::Vector {
                shape: vec![*shape.last()?],
                scalable: vec![*scalable.last()?],
                element,
            });
            extracted = extract_value(rw, loc, extracted, &position[..position.len() - 1])?;
        }
        let one_d = convert(rw, one_d)?;
        let last = position_value(rw, loc, *position.last()?, &mut dynamic)?;
        let mut inserted =
            llvm::InsertElementOp::build(rw, loc, one_d, extracted, source, last).res(rw);
        if position.len() > 1 {
            inserted = insert_value(rw, loc, dest, inserted, &position[..position.len() - 1]);
        }
        rw.replace_op(op, &[inserted]).ok()
    }

    /// `VectorLoadStoreConversion` for the four ops.
    fn load_store(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let (memref_operand, vector_type) = match self.kind {
            Kind::Store => (1, rw.value_type(rw.operand(op, 0))),
            Kind::MaskedStore => {
                let n = rw.num_operands(op);
                (0, rw.value_type(rw.operand(op, n - 1)))
            }
            _ => (0, rw.result_type(op, 0)),
        };
        if rank(rw, vector_type) > 1 {
            return None;
        }
        let memref_type = rw.value_type(rw.operand(op, memref_operand));
        let memref_rank = llvm_common::memref_rank(rw, memref_type)?;
        let align = memref_alignment(rw, op, memref_type)?;
        let vtype = convert(rw, vector_type)?;
        let desc = operands[memref_operand];
        let indices = &operands[memref_operand + 1..memref_operand + 1 + memref_rank];
        let ptr = element_ptr(rw, loc, memref_type, desc, indices)?;
        let rest = &operands[memref_operand + 1 + memref_rank..];
        match self.kind {
            Kind::Load => {
                let nt = vector::LoadOp::cast(rw, op)?.nontemporal(rw);
                let align_attr = rw.i64_attr(align as i64);
                let nt_attr = nt.then(|| rw.unit_attr());
                let v = llvm::LoadOp::build(
                    rw,
                    loc,
                    vtype,
                    ptr,
                    Some(align_attr),
                    None,
                    nt_attr,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                )
                .res(rw);
                rw.replace_op(op, &[v]).ok()
            }
            Kind::Store => {
                let nt = vector::StoreOp::cast(rw, op)?.nontemporal(rw);
                let align_attr = rw.i64_attr(align as i64);
                let nt_attr = nt.then(|| rw.unit_attr());
                llvm::StoreOp::build(
                    rw,
                    loc,
                    operands[0],
                    ptr,
                    Some(align_attr),
                    None,
                    nt_attr,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                );
                rw.erase_op(op).ok()
            }
            Kind::MaskedLoad => {
                let align_attr = rw.i32_attr(align as i32);
                let v = llvm::MaskedLoadOp::build(
                    rw,
                    loc,
                    vtype,
                    ptr,
                    rest[0],
                    &rest[1..2],
                    align_attr,
                )
                .res(rw);
                rw.replace_op(op, &[v]).ok()
            }
            Kind::MaskedStore => {
                let align_attr = rw.i32_attr(align as i32);
                llvm::MaskedStoreOp::build(rw, loc, rest[1], ptr, rest[0], align_attr);
                rw.erase_op(op).ok()
            }
            _ => None,
        }
    }

    /// `VectorGatherOpConversion` and `VectorScatterOpConversion`.
    fn gather_scatter(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let memref_type = rw.value_type(rw.operand(op, 0));
        if !is_memref_type_supported(rw, memref_type) {
            return None;
        }
        let memref_rank = llvm_common::memref_rank(rw, memref_type)?;
        let align = memref_alignment(rw, op, memref_type)?;
        let desc = operands[0];
        let ptr = element_ptr(rw, loc, memref_type, desc, &operands[1..1 + memref_rank])?;
        let rest = operands[1 + memref_rank..].to_vec();
        let (index_vec, mask, third) = (rest[0], rest[1], rest[2]);
        if self.kind == Kind::Scatter {
            let vtype = rw.value_type(rw.operand(op, rw.num_operands(op) - 1));
            let ptrs = indexed_ptrs(rw, loc, memref_type, desc, ptr, index_vec, vtype)?;
            let a = rw.i32_attr(align as i32);
            llvm::masked_scatter::build(rw, loc, third, ptrs, mask, a);
            return rw.erase_op(op).ok();
        }
        let vtype = rw.result_type(op, 0);
        if LLVMArrayType::dyn_cast(rw, rw.value_type(index_vec)).is_none() {
            let ptrs = indexed_ptrs(rw, loc, memref_type, desc, ptr, index_vec, vtype)?;
            let llvm_type = convert(rw, vtype)?;
            let a = rw.i32_attr(align as i32);
            let v = llvm::masked_gather::build(rw, loc, llvm_type, ptrs, mask, &[third], a).res(rw);
            return rw.replace_op(op, &[v]).ok();
        }
        let mut failed = false;
        let done =
            handle_multidimensional_vectors(rw, op, &[index_vec, mask, third], |rw, ty, values| {
                let Some(ptrs) = indexed_ptrs(rw, loc, memref_type, desc, ptr, values[0], ty)
                else {
                    failed = true;
                    return values[2];
                };
                let a = rw.i32_attr(align as i32);
                llvm::masked_gather::build(rw, loc, ty, ptrs, values[1], &[values[2]], a).res(rw)
            });
        (done && !failed).then_some(())
    }

    /// `VectorExpandLoadOpConversion` and `VectorCompressStoreOpConversion`.
    fn expand_compress(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let memref_type = rw.value_type(rw.operand(op, 0));
        let memref_rank = llvm_common::memref_rank(rw, memref_type)?;
        let ptr = element_ptr(
            rw,
            loc,
            memref_type,
            operands[0],
            &operands[1..1 + memref_rank],
        )?;
        let rest = operands[1 + memref_rank..].to_vec();
        if self.kind == Kind::CompressStore {
            let name = rw.op_name("llvm.intr.masked.compressstore");
            let mut state = ir::OperationState::new(name, loc);
            state.operands.extend_from_slice(&[rest[1], ptr, rest[0]]);
            rw.create_op(state);
            return rw.erase_op(op).ok();
        }
        let vtype = rw.result_type(op, 0);
        let vtype = convert(rw, vtype)?;
        let v = llvm::masked_expandload::build(rw, loc, vtype, ptr, rest[0], rest[1]).res(rw);
        rw.replace_op(op, &[v]).ok()
    }

    /// `VectorSplatOpLowering` and `VectorSplatNdOpLowering`.
    fn splat(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let result_type = rw.result_type(op, 0);
        let (shape, _, _) = vector_parts(rw, result_type)?;
        let nd = shape.len() > 1;
        if nd != (self.kind == Kind::SplatNd) {
            return None;
        }
        let i32t = rw.i32();
        let llvm_type = convert(rw, result_type)?;
        if !nd {
            let undef = llvm::UndefOp::build(rw, loc, llvm_type).res(rw);
            let zero_attr = rw.integer_attr(i32t, 0);
            let zero = constant(rw, loc, i32t, zero_attr);
            let v =
                llvm::InsertElementOp::build(rw, loc, llvm_type, undef, operands[0], zero).res(rw);
            if shape.is_empty() {
                return rw.replace_op(op, &[v]).ok();
            }
            let mask = rw.dense_int_array_attr(i32t, &vec![0; shape[0] as usize]);
            let s = llvm::ShuffleVectorOp::build(rw, loc, llvm_type, v, undef, mask).res(rw);
            return rw.replace_op(op, &[s]).ok();
        }
        let mut one_d = llvm_type;
        while let Some(a) = LLVMArrayType::dyn_cast(rw, one_d) {
            one_d = a.element_type(rw);
        }
        if !llvm::is_compatible_vector_type(rw, one_d) {
            return None;
        }
        let mut desc = llvm::UndefOp::build(rw, loc, llvm_type).res(rw);
        let vdesc = llvm::UndefOp::build(rw, loc, one_d).res(rw);
        let zero_attr = rw.integer_attr(i32t, 0);
        let zero = constant(rw, loc, i32t, zero_attr);
        let v = llvm::InsertElementOp::build(rw, loc, one_d, vdesc, operands[0], zero).res(rw);
        let width = *shape.last()?;
        let mask = rw.dense_int_array_attr(i32t, &vec![0; width as usize]);
        let v = llvm::ShuffleVectorOp::build(rw, loc, one_d, v, v, mask).res(rw);
        for position in row_major_positions(&shape[..shape.len() - 1]) {
            desc = insert_value(rw, loc, desc, v, &position);
        }
        rw.replace_op(op, &[desc]).ok()
    }

    /// `VectorInterleaveOpLowering` and `VectorDeinterleaveOpLowering`.
    fn interleave(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let result_type = rw.result_type(op, 0);
        let (shape, scalable, _) = vector_parts(rw, result_type)?;
        if shape.len() != 1 {
            let what = if self.kind == Kind::Interleave {
                "InterleaveOp not rank 1"
            } else {
                "DeinterleaveOp not rank 1"
            };
            rw.notify_match_failure(what);
            return None;
        }
        let i32t = rw.i32();
        let llvm_type = convert(rw, result_type)?;
        if self.kind == Kind::Interleave {
            let v = if scalable[0] {
                llvm::vector_interleave2::build(rw, loc, llvm_type, operands[0], operands[1])
                    .res(rw)
            } else {
                let n = shape[0];
                let mask: Vec<i64> = (0..n / 2).flat_map(|i| [i, n / 2 + i]).collect();
                let m = rw.dense_int_array_attr(i32t, &mask);
                llvm::ShuffleVectorOp::build(rw, loc, llvm_type, operands[0], operands[1], m)
                    .res(rw)
            };
            return rw.replace_op(op, &[v]).ok();
        }
        if scalable[0] {
            let tc = rw.type_converter()?;
            let types = rw.result_types(op);
            let packed = llvm_common::pack_operation_results(tc, rw, &types)?;
            let intr = llvm::vector_deinterleave2::build(rw, loc, packed, operands[0]).res(rw);
            let even = extract_value(rw, loc, intr, &[0])?;
            let odd = extract_value(rw, loc, intr, &[1])?;
            return rw.replace_op(op, &[even, odd]).ok();
        }
        let source_type = rw.value_type(rw.operand(op, 0));
        let n = vector_parts(rw, source_type)?.0[0];
        let even: Vec<i64> = (0..n).filter(|i| i % 2 == 0).collect();
        let odd: Vec<i64> = (0..n).filter(|i| i % 2 == 1).collect();
        let poison = llvm::PoisonOp::build(rw, loc, source_type).res(rw);
        let m = rw.dense_int_array_attr(i32t, &even);
        let e = llvm::ShuffleVectorOp::build(rw, loc, llvm_type, operands[0], poison, m).res(rw);
        let m = rw.dense_int_array_attr(i32t, &odd);
        let o = llvm::ShuffleVectorOp::build(rw, loc, llvm_type, operands[0], poison, m).res(rw);
        rw.replace_op(op, &[e, o]).ok()
    }

    /// `VectorFromElementsLowering`: `vector.insert`s into an undefined
    /// vector, converted in turn.
    fn from_elements(
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[Value],
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let vector_type = rw.result_type(op, 0);
        if rank(rw, vector_type) > 1 {
            rw.notify_match_failure("rank > 1 vectors are not supported");
            return None;
        }
        let llvm_type = convert(rw, vector_type)?;
        let mut result = llvm::UndefOp::build(rw, loc, llvm_type).res(rw);
        let i64t = rw.i64();
        for (idx, &val) in operands.iter().enumerate() {
            let pos = rw.dense_int_array_attr(i64t, &[idx as i64]);
            result = vector::InsertOp::build(rw, loc, llvm_type, val, result, &[], pos).result(rw);
        }
        rw.replace_op(op, &[result]).ok()
    }

    /// `VectorPrintOpConversion`: a scalar printed by a call of the
    /// runtime's print function of its type, then the punctuation or the
    /// string.
    fn print(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[Value]) -> Option<()> {
        let p = vector::PrintOp::cast(rw, op)?;
        let module = llvm_common::parent_module(rw, op)?;
        let loc = rw.op_loc(op);
        let void: Type = llvm::LLVMVoidType::get(rw).into();
        let call = |rw: &mut ConversionRewriter<'_, '_>,
                    name: &str,
                    params: &[Type],
                    args: &[Value]|
         -> Option<()> {
            llvm_common::lookup_or_create_fn(rw, module, name, params, void, false)?;
            let callee = rw.symbol_ref_attr(name);
            llvm_common::create_call(rw, loc, None, callee, args);
            Some(())
        };
        if let Some(&value) = operands.first() {
            let print_type = rw.value_type(rw.operand(op, 0));
            if rw.is_vector(print_type) {
                return None;
            }
            convert(rw, print_type)?;
            let i64t = rw.i64();
            let i16t = rw.integer_type(16, ir::Signedness::Signless);
            let (name, conversion) = match rw.type_data(print_type).clone() {
                TypeData::Float(ir::FloatKind::F32) => ("printF32", None),
                TypeData::Float(ir::FloatKind::F64) => ("printF64", None),
                TypeData::Float(ir::FloatKind::F16) => ("printF16", Some("llvm.bitcast")),
                TypeData::Float(ir::FloatKind::BF16) => ("printBF16", Some("llvm.bitcast")),
                TypeData::Index => ("printU64", None),
                TypeData::Integer { width, signedness } if width <= 64 => {
                    if signedness == ir::Signedness::Unsigned {
                        ("printU64", (width < 64).then_some("arith.extui"))
                    } else if width == 1 {
                        ("printI64", Some("arith.extui"))
                    } else {
                        ("printI64", (width < 64).then_some("arith.extsi"))
                    }
                }
                _ => return None,
            };
            let (value, param) = match conversion {
                Some("llvm.bitcast") => {
                    (create(rw, "llvm.bitcast", loc, i16t, &[value], &[]), i16t)
                }
                Some(ext) => (create(rw, ext, loc, i64t, &[value], &[]), i64t),
                None => {
                    let t = rw.value_type(value);
                    (value, t)
                }
            };
            call(rw, name, &[param], &[value])?;
        }
        if let Some(s) = p.string_literal(rw).map(|s| s.as_bytes().to_vec()) {
            llvm_common::create_print_str_call(
                rw,
                loc,
                module,
                "vector_print_str",
                &s,
                false,
                None,
            )?;
        } else {
            let name = match p.punctuation(rw) {
                vector::PrintPunctuation::Close => Some("printClose"),
                vector::PrintPunctuation::Open => Some("printOpen"),
                vector::PrintPunctuation::Comma => Some("printComma"),
                vector::PrintPunctuation::NewLine => Some("printNewline"),
                _ => None,
            };
            if let Some(name) = name {
                call(rw, name, &[], &[])?;
            }
        }
        rw.erase_op(op).ok()
    }

    /// `VectorTypeCastOpConversion`.
    fn type_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[Value]) -> Option<()> {
        let loc = rw.op_loc(op);
        let source_type = rw.value_type(rw.operand(op, 0));
        let target_type = rw.result_type(op, 0);
        if !rw.has_static_shape(source_type) || !rw.has_static_shape(target_type) {
            return None;
        }
        LLVMStructType::dyn_cast(rw, rw.value_type(operands[0]))?;
        let target_desc_type = convert(rw, target_type)?;
        LLVMStructType::dyn_cast(rw, target_desc_type)?;
        contiguous_strides(rw, source_type)?;
        let target_strides = contiguous_strides(rw, target_type)?;
        if target_strides.contains(&ir::DYNAMIC) {
            return None;
        }
        let i64t = rw.i64();
        let source = MemRefDescriptor::new(operands[0]);
        let mut desc = MemRefDescriptor::undef(rw, loc, target_desc_type);
        let allocated = source.allocated_ptr(rw, loc);
        desc.set_allocated_ptr(rw, loc, allocated);
        let aligned = source.aligned_ptr(rw, loc);
        desc.set_aligned_ptr(rw, loc, aligned);
        let zero_attr = rw.index_attr(0);
        let zero = constant(rw, loc, i64t, zero_attr);
        desc.set_offset(rw, loc, zero);
        let shape = match rw.type_data(target_type) {
            TypeData::MemRef { shape, .. } => shape.clone(),
            _ => return None,
        };
        for (index, &size) in shape.iter().enumerate() {
            let a = rw.index_attr(size);
            let s = constant(rw, loc, i64t, a);
            desc.set_size(rw, loc, index, s);
            let a = rw.index_attr(target_strides[index]);
            let s = constant(rw, loc, i64t, a);
            desc.set_stride(rw, loc, index, s);
        }
        let v = desc.value();
        rw.replace_op(op, &[v]).ok()
    }
}

/// The neutral start value of a predicated reduction (upstream's
/// `ReductionNeutral*` classes).
#[derive(Clone, Copy, Debug)]
enum Neutral {
    Zero,
    One,
    AllOnes,
    SIntMin,
    SIntMax,
    UIntMin,
    /// A quiet NaN, negative or not (`ReductionNeutralFPMax`/`FPMin`).
    QNaN(bool),
}

/// The constant `neutral` of the scalar type `ty`.
fn neutral_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    neutral: Neutral,
) -> Option<Value> {
    let attr = if let Some(kind) = rw.float_kind(ty) {
        match neutral {
            Neutral::Zero => rw.float_attr(ty, 0.0),
            Neutral::One => rw.float_attr(ty, 1.0),
            Neutral::QNaN(negative) => {
                let (bits, sign): (u128, u128) = match kind {
                    ir::FloatKind::F16 => (0x7E00, 0x8000),
                    ir::FloatKind::BF16 => (0x7FC0, 0x8000),
                    ir::FloatKind::F32 => (0x7FC0_0000, 0x8000_0000),
                    ir::FloatKind::F64 => (0x7FF8_0000_0000_0000, 0x8000_0000_0000_0000),
                    _ => return None,
                };
                rw.float_attr_from_bits(ty, if negative { bits | sign } else { bits })
            }
            _ => return None,
        }
    } else {
        let width = rw.int_or_float_width(ty)?;
        let value: i64 = match neutral {
            Neutral::Zero | Neutral::UIntMin => 0,
            Neutral::One => 1,
            Neutral::AllOnes => -1,
            Neutral::SIntMin if width >= 64 => i64::MIN,
            Neutral::SIntMin => -(1i64 << (width - 1)),
            Neutral::SIntMax if width >= 64 => i64::MAX,
            Neutral::SIntMax => (1i64 << (width - 1)) - 1,
            Neutral::QNaN(_) => return None,
        };
        rw.integer_attr(ty, value)
    };
    Some(constant(rw, loc, ty, attr))
}

/// The effective vector length of a predicated intrinsic on `ty`
/// (upstream's `createVectorLengthValue`): its size as an `i32`, times
/// `vector.vscale` for a scalable vector.
fn vector_length(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type) -> Option<Value> {
    let (shape, scalable, _) = vector_parts(rw, ty)?;
    let i32t = rw.i32();
    let attr = rw.integer_attr(i32t, shape[0]);
    let base = constant(rw, loc, i32t, attr);
    if !scalable[0] {
        return Some(base);
    }
    let index = rw.index_type();
    let vscale = create(
        rw,
        vector::VectorScaleOp::OPERATION_NAME,
        loc,
        index,
        &[],
        &[],
    );
    let vscale = arith::IndexCastOp::build(rw, loc, i32t, vscale).out(rw);
    Some(arith::MulIOp::build(rw, loc, i32t, base, vscale, None).result(rw))
}

/// `MaskedReductionOpConversion`: a `vector.mask` of a `vector.reduction`
/// as the predicated (`llvm.intr.vp.reduce.*`) intrinsic of its kind, or,
/// for `maximumf`/`minimumf`, the plain reduction of the operand with its
/// masked-out lanes set to a neutral value.
fn masked_reduction(rw: &mut ConversionRewriter<'_, '_>, op: OpId) -> Option<()> {
    let mask_op = vector::MaskOp::cast(rw, op)?;
    let inner = <vector::MaskOp as vector::MaskOpHooks>::get_maskable_op(mask_op, rw)?;
    let r = vector::ReductionOp::cast(rw, inner)?;
    let kind = r.kind(rw);
    let elt = rw.result_type(inner, 0);
    let llvm_type = convert(rw, elt)?;
    let operand = r.vector(rw);
    let acc = r.acc(rw);
    let mask = mask_op.mask(rw);
    let loc = rw.op_loc(inner);
    let is_int = rw.is_any_integer(llvm_type);
    use vector::CombiningKind as K;
    use Neutral::*;
    let predicated = |int: (&'static str, Neutral), float: (&'static str, Neutral)| {
        Some(if is_int { int } else { float })
    };
    let (name, neutral) = match kind {
        K::ADD => predicated(("add", Zero), ("fadd", Zero)),
        K::MUL => predicated(("mul", One), ("fmul", One)),
        K::MINUI => Some(("umin", AllOnes)),
        K::MINSI => Some(("smin", SIntMax)),
        K::MAXUI => Some(("umax", UIntMin)),
        K::MAXSI => Some(("smax", SIntMin)),
        K::AND => Some(("and", AllOnes)),
        K::OR => Some(("or", Zero)),
        K::XOR => Some(("xor", Zero)),
        K::MINNUMF => Some(("fmin", QNaN(true))),
        K::MAXNUMF => Some(("fmax", QNaN(false))),
        _ => None,
    }
    .map_or((None, Zero), |(n, z)| (Some(n), z));
    let result = match name {
        Some(name) => {
            let start = match acc {
                Some(a) => a,
                None => neutral_value(rw, loc, llvm_type, neutral)?,
            };
            let operand_type = rw.value_type(operand);
            let evl = vector_length(rw, loc, operand_type)?;
            let name = format!("llvm.intr.vp.reduce.{name}");
            create(rw, &name, loc, llvm_type, &[start, operand, mask, evl], &[])
        }
        None => {
            let (intrinsic, scalar, largest) = match kind {
                K::MAXIMUMF => (
                    "llvm.intr.vector.reduce.fmaximum",
                    "llvm.intr.maximum",
                    false,
                ),
                K::MINIMUMF => (
                    "llvm.intr.vector.reduce.fminimum",
                    "llvm.intr.minimum",
                    true,
                ),
                _ => return None,
            };
            let flags = arith_to_llvm::convert_arith_fast_math_flags_to_llvm(r.fastmath(rw));
            let fmf = llvm::FastmathFlagsAttr::get(rw, flags);
            let key = rw.ident("fastmathFlags");
            let attrs = [(key, fmf)];
            let vector_type = rw.value_type(operand);
            let value = match rw.float_kind(llvm_type)? {
                ir::FloatKind::F16 if largest => 65504.0,
                ir::FloatKind::F16 => -(2f64.powi(-24)),
                ir::FloatKind::BF16 if largest => f64::from(f32::from_bits(0x7F7F_0000)),
                ir::FloatKind::BF16 => -(2f64.powi(-133)),
                ir::FloatKind::F32 if largest => f64::from(f32::MAX),
                ir::FloatKind::F32 => -f64::from(f32::from_bits(1)),
                ir::FloatKind::F64 if largest => f64::MAX,
                ir::FloatKind::F64 => -f64::from_bits(1),
                _ => return None,
            };
            let dense = rw.dense_float_attr(vector_type, &[value]);
            let neutral = constant(rw, loc, vector_type, dense);
            let selected =
                llvm::SelectOp::build(rw, loc, vector_type, mask, operand, neutral, None).res(rw);
            let v = create(rw, intrinsic, loc, llvm_type, &[selected], &attrs);
            match acc {
                Some(a) => create(rw, scalar, loc, llvm_type, &[v, a], &[]),
                None => v,
            }
        }
    };
    rw.replace_op(op, &[result]).ok()
}

/// The strides of a memref type whose memory is contiguous in a static
/// layout (upstream's `computeContiguousStrides`).
fn contiguous_strides(rw: &ConversionRewriter<'_, '_>, ty: Type) -> Option<Vec<i64>> {
    let (strides, _) = memref::strides_and_offset(rw, ty)?;
    if strides.last().is_some_and(|&s| s != 1) {
        return None;
    }
    let layout = rw.memref_layout(ty);
    if layout.is_none() || memref::has_identity_layout(rw, ty) {
        return Some(strides);
    }
    let TypeData::MemRef { shape, .. } = rw.type_data(ty) else {
        return None;
    };
    for index in 0..strides.len().saturating_sub(1) {
        if shape[index + 1] == ir::DYNAMIC
            || strides[index] == ir::DYNAMIC
            || strides[index + 1] == ir::DYNAMIC
        {
            return None;
        }
        if strides[index] != strides[index + 1] * shape[index + 1] {
            return None;
        }
    }
    Some(strides)
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        let done = match self.kind {
            Kind::BitCast => (|| {
                let ty = rw.result_type(op, 0);
                if rank(rw, ty) > 1 {
                    return None;
                }
                let ty = convert(rw, ty)?;
                let v = llvm::BitcastOp::build(rw, loc, ty, operands[0]).res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::Matmul => (|| {
                let m = vector::MatmulOp::cast(rw, op)?;
                let (a, b, c) = (
                    m.lhs_rows_attr(rw),
                    m.lhs_columns_attr(rw),
                    m.rhs_columns_attr(rw),
                );
                let ty = rw.result_type(op, 0);
                let ty = convert(rw, ty)?;
                let v =
                    llvm::MatrixMultiplyOp::build(rw, loc, ty, operands[0], operands[1], a, b, c)
                        .res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::FlatTranspose => (|| {
                let t = vector::FlatTransposeOp::cast(rw, op)?;
                let (r, c) = (t.rows_attr(rw), t.columns_attr(rw));
                let ty = rw.result_type(op, 0);
                let ty = convert(rw, ty)?;
                let v = llvm::MatrixTransposeOp::build(rw, loc, ty, operands[0], r, c).res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::Load | Kind::MaskedLoad | Kind::Store | Kind::MaskedStore => {
                self.load_store(rw, op, operands)
            }
            Kind::Gather | Kind::Scatter => self.gather_scatter(rw, op, operands),
            Kind::ExpandLoad | Kind::CompressStore => self.expand_compress(rw, op, operands),
            Kind::Reduction => self.reduction(rw, op, operands),
            Kind::Shuffle => Self::shuffle(rw, op, operands),
            Kind::ExtractElement => Self::element(rw, op, operands, false),
            Kind::InsertElement => Self::element(rw, op, operands, true),
            Kind::Extract => Self::extract(rw, op, operands),
            Kind::Insert => Self::insert(rw, op, operands),
            Kind::Fma1D => (|| {
                let ty = rw.result_type(op, 0);
                if rank(rw, ty) > 1 {
                    return None;
                }
                let ty = rw.value_type(operands[0]);
                let v = llvm::FMulAddOp::build(
                    rw,
                    loc,
                    ty,
                    operands[0],
                    operands[1],
                    operands[2],
                    None,
                )
                .res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::TypeCast => Self::type_cast(rw, op, operands),
            Kind::VectorScale => (|| {
                let ty = rw.result_type(op, 0);
                let ty = convert(rw, ty)?;
                let v = create(rw, "llvm.intr.vscale", loc, ty, &[], &[]);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::Splat | Kind::SplatNd => self.splat(rw, op, operands),
            Kind::ScalableInsert => (|| {
                let pos = vector::ScalableInsertOp::cast(rw, op)?.pos_attr(rw);
                let ty = rw.value_type(operands[1]);
                let v =
                    llvm::vector_insert::build(rw, loc, ty, operands[1], operands[0], pos).res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::ScalableExtract => (|| {
                let pos = vector::ScalableExtractOp::cast(rw, op)?.pos_attr(rw);
                let ty = rw.result_type(op, 0);
                let ty = convert(rw, ty)?;
                let v = llvm::vector_extract::build(rw, loc, ty, operands[0], pos).res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
            Kind::Interleave | Kind::Deinterleave => self.interleave(rw, op, operands),
            Kind::FromElements => Self::from_elements(rw, op, operands),
            Kind::Print => Self::print(rw, op, operands),
            Kind::MaskedReduction => masked_reduction(rw, op),
            Kind::Step => (|| {
                let ty = rw.result_type(op, 0);
                let ty = convert(rw, ty)?;
                let v = llvm::StepVectorOp::build(rw, loc, ty).res(rw);
                rw.replace_op(op, &[v]).ok()
            })(),
        };
        done.is_some()
    }
}

/// Adds the conversion patterns of the vector ops (upstream's
/// `populateVectorToLLVMConversionPatterns`, without the rewrite
/// patterns it adds, which [`crate::populate_vector_to_llvm_rewrite_patterns`]
/// gives) and of the matrix ops (`populateVectorToLLVMMatrixConversionPatterns`,
/// which upstream's pass adds twice, to the same effect).
pub fn populate_vector_to_llvm_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    reassociate_fp_reductions: bool,
) {
    use Kind::*;
    let table: [(&'static str, &'static str, Kind); 30] = [
        (
            vector::MatmulOp::OPERATION_NAME,
            "VectorMatmulOpConversion",
            Matmul,
        ),
        (
            vector::FlatTransposeOp::OPERATION_NAME,
            "VectorFlatTransposeOpConversion",
            FlatTranspose,
        ),
        (
            vector::ReductionOp::OPERATION_NAME,
            "VectorReductionOpConversion",
            Reduction,
        ),
        (
            vector::BitCastOp::OPERATION_NAME,
            "VectorBitCastOpConversion",
            BitCast,
        ),
        (
            vector::ShuffleOp::OPERATION_NAME,
            "VectorShuffleOpConversion",
            Shuffle,
        ),
        (
            vector::ExtractElementOp::OPERATION_NAME,
            "VectorExtractElementOpConversion",
            ExtractElement,
        ),
        (
            vector::ExtractOp::OPERATION_NAME,
            "VectorExtractOpConversion",
            Extract,
        ),
        (
            vector::FMAOp::OPERATION_NAME,
            "VectorFMAOp1DConversion",
            Fma1D,
        ),
        (
            vector::InsertElementOp::OPERATION_NAME,
            "VectorInsertElementOpConversion",
            InsertElement,
        ),
        (
            vector::InsertOp::OPERATION_NAME,
            "VectorInsertOpConversion",
            Insert,
        ),
        (
            vector::TypeCastOp::OPERATION_NAME,
            "VectorTypeCastOpConversion",
            TypeCast,
        ),
        (
            vector::VectorScaleOp::OPERATION_NAME,
            "VectorScaleOpConversion",
            VectorScale,
        ),
        (
            vector::LoadOp::OPERATION_NAME,
            "VectorLoadStoreConversion",
            Load,
        ),
        (
            vector::MaskedLoadOp::OPERATION_NAME,
            "VectorLoadStoreConversion",
            MaskedLoad,
        ),
        (
            vector::StoreOp::OPERATION_NAME,
            "VectorLoadStoreConversion",
            Store,
        ),
        (
            vector::MaskedStoreOp::OPERATION_NAME,
            "VectorLoadStoreConversion",
            MaskedStore,
        ),
        (
            vector::GatherOp::OPERATION_NAME,
            "VectorGatherOpConversion",
            Gather,
        ),
        (
            vector::ScatterOp::OPERATION_NAME,
            "VectorScatterOpConversion",
            Scatter,
        ),
        (
            vector::ExpandLoadOp::OPERATION_NAME,
            "VectorExpandLoadOpConversion",
            ExpandLoad,
        ),
        (
            vector::CompressStoreOp::OPERATION_NAME,
            "VectorCompressStoreOpConversion",
            CompressStore,
        ),
        (
            vector::SplatOp::OPERATION_NAME,
            "VectorSplatOpLowering",
            Splat,
        ),
        (
            vector::SplatOp::OPERATION_NAME,
            "VectorSplatNdOpLowering",
            SplatNd,
        ),
        (
            vector::ScalableInsertOp::OPERATION_NAME,
            "VectorScalableInsertOpLowering",
            ScalableInsert,
        ),
        (
            vector::ScalableExtractOp::OPERATION_NAME,
            "VectorScalableExtractOpLowering",
            ScalableExtract,
        ),
        (
            vector::InterleaveOp::OPERATION_NAME,
            "VectorInterleaveOpLowering",
            Interleave,
        ),
        (
            vector::DeinterleaveOp::OPERATION_NAME,
            "VectorDeinterleaveOpLowering",
            Deinterleave,
        ),
        (
            vector::FromElementsOp::OPERATION_NAME,
            "VectorFromElementsLowering",
            FromElements,
        ),
        (vector::StepOp::OPERATION_NAME, "VectorStepOpLowering", Step),
        (
            vector::PrintOp::OPERATION_NAME,
            "VectorPrintOpConversion",
            Print,
        ),
        (
            vector::MaskOp::OPERATION_NAME,
            "MaskedReductionOpConversion",
            MaskedReduction,
        ),
    ];
    patterns.extend(table.into_iter().map(|(root, name, kind)| {
        Box::new(Lowering {
            root,
            name,
            kind,
            reassociate_fp_reductions,
        }) as Box<dyn ConversionPattern>
    }));
}
