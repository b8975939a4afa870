//! Ranked memrefs as LLVM values (upstream's `MemRefDescriptor`,
//! `MemRefBuilder.cpp`, and the memref rules of `TypeConverter.cpp`): the
//! descriptor struct `(allocated ptr, aligned ptr, offset, sizes[rank],
//! strides[rank])` of index-width integers (rank 0: the first three), its
//! fields unpacked one by one in function signatures, and the descriptor
//! packed back from them.

use ir::{Context, Location, OpBuilder, Type, TypeData, Value};
use llvm::{LLVMArrayType, LLVMPointerType, LLVMStructType};

use crate::StructBuilder;

/// The position of the allocated pointer in a descriptor.
const ALLOCATED_PTR: usize = 0;
/// The position of the aligned pointer.
const ALIGNED_PTR: usize = 1;
/// The position of the offset.
const OFFSET: usize = 2;
/// The position of the sizes array.
const SIZES: usize = 3;
/// The position of the strides array.
const STRIDES: usize = 4;

/// The rank, element type and memory space of a ranked memref type.
fn ranked(ctx: &Context, ty: Type) -> Option<(usize, Type, Option<ir::Attribute>)> {
    match ctx.type_data(ty) {
        TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape.len(), *element, *memory_space)),
        _ => None,
    }
}

/// The fields of the descriptor of the ranked memref type `ty` (upstream's
/// `getMemRefDescriptorFields`): `unpack` gives the sizes and strides as
/// separate integers (a function signature's convention), else as two
/// arrays. `None` when the element type does not convert or the memory
/// space is not an integer.
pub fn memref_descriptor_fields(
    ctx: &mut Context,
    ty: Type,
    element: Option<Type>,
    index: Type,
    unpack: bool,
) -> Option<Vec<Type>> {
    let (rank, _, memory_space) = ranked(ctx, ty)?;
    element?;
    let address_space = match memory_space {
        None => 0,
        Some(a) => u32::try_from(ctx.as_integer(a)?).ok()?,
    };
    let ptr: Type = LLVMPointerType::get(ctx, address_space).into();
    let mut fields = vec![ptr, ptr, index];
    if rank == 0 {
        return Some(fields);
    }
    if unpack {
        fields.extend(std::iter::repeat_n(index, 2 * rank));
    } else {
        let array: Type = LLVMArrayType::get(ctx, index, rank as u64).into();
        fields.extend([array, array]);
    }
    Some(fields)
}

/// The rank of a ranked memref type.
pub fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    ranked(ctx, ty).map(|(rank, _, _)| rank)
}

/// The element type of a ranked memref type.
pub fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    ranked(ctx, ty).map(|(_, element, _)| element)
}

/// The descriptor of type `descriptor` (for a memref of `rank`) built from
/// its unpacked fields `values` (upstream's `MemRefDescriptor::pack`):
/// pointers and offset, then each dimension's size and stride.
pub fn pack_memref_descriptor(
    b: &mut OpBuilder<'_>,
    loc: Location,
    descriptor: Type,
    rank: usize,
    values: &[Value],
) -> Option<Value> {
    if values.len() != 3 + 2 * rank || LLVMStructType::dyn_cast(b, descriptor).is_none() {
        return None;
    }
    let mut d = StructBuilder::undef(b, loc, descriptor);
    d.set_ptr(b, loc, ALLOCATED_PTR, values[0]);
    d.set_ptr(b, loc, ALIGNED_PTR, values[1]);
    d.set_ptr(b, loc, OFFSET, values[2]);
    for i in 0..rank {
        d.set_at(b, loc, &[SIZES as i64, i as i64], values[3 + i]);
        d.set_at(b, loc, &[STRIDES as i64, i as i64], values[3 + rank + i]);
    }
    Some(d.value())
}

/// Whether a memref lowers to a bare pointer (upstream's
/// `canConvertToBarePtr`): ranked, with a static shape, static strides
/// and a static offset.
pub fn can_convert_to_bare_ptr(ctx: &Context, ty: Type) -> bool {
    if !ctx.has_static_shape(ty) || ranked(ctx, ty).is_none() {
        return false;
    }
    match memref::strides_and_offset(ctx, ty) {
        Some((strides, offset)) => !strides.contains(&ir::DYNAMIC) && offset != ir::DYNAMIC,
        None => false,
    }
}

/// The bare pointer a memref lowers to in the bare-pointer convention
/// (upstream's `convertMemRefToBarePtr`), given its converted element type.
pub fn memref_bare_ptr_type(ctx: &mut Context, ty: Type, element: Option<Type>) -> Option<Type> {
    if !can_convert_to_bare_ptr(ctx, ty) {
        return None;
    }
    element?;
    let address_space = match ranked(ctx, ty)?.2 {
        None => 0,
        Some(a) => u32::try_from(ctx.as_integer(a)?).ok()?,
    };
    Some(LLVMPointerType::get(ctx, address_space).into())
}

/// The descriptor of the statically shaped memref type `ty` for the bare
/// pointer `ptr` (upstream's `MemRefDescriptor::fromStaticShape`): both
/// pointers `ptr`, then the constant offset, and each dimension's constant
/// size and stride (`llvm.mlir.constant` of `index` attributes).
pub fn memref_descriptor_from_static_shape(
    b: &mut OpBuilder<'_>,
    loc: Location,
    descriptor: Type,
    ty: Type,
    ptr: Value,
) -> Option<Value> {
    let (strides, offset) = memref::strides_and_offset(b, ty)?;
    let shape = b.shape(ty)?.to_vec();
    let index = match LLVMStructType::dyn_cast(b, descriptor)?.body(b).get(OFFSET) {
        Some(&t) => t,
        None => return None,
    };
    let mut d = StructBuilder::undef(b, loc, descriptor);
    d.set_ptr(b, loc, ALLOCATED_PTR, ptr);
    d.set_ptr(b, loc, ALIGNED_PTR, ptr);
    let constant = |b: &mut OpBuilder<'_>, value: i64| index_constant(b, loc, index, value);
    let offset = constant(b, offset);
    d.set_ptr(b, loc, OFFSET, offset);
    for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let size = constant(b, size);
        d.set_at(b, loc, &[SIZES as i64, i as i64], size);
        let stride = constant(b, stride);
        d.set_at(b, loc, &[STRIDES as i64, i as i64], stride);
    }
    Some(d.value())
}

/// The constant `value` of the integer type `ty`, an `index` attribute
/// (upstream's `createIndexAttrConstant`).
pub fn index_constant(b: &mut OpBuilder<'_>, loc: Location, ty: Type, value: i64) -> Value {
    let attr = b.index_attr(value);
    llvm::ConstantOp::build(b, loc, ty, attr).res(b)
}

/// A ranked memref's descriptor, read and built one field at a time
/// (upstream's `MemRefDescriptor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRefDescriptor(StructBuilder);

impl MemRefDescriptor {
    /// Wraps `value`, a descriptor struct.
    pub fn new(value: Value) -> Self {
        Self(StructBuilder::new(value))
    }
    /// A descriptor of type `ty` with every field undefined.
    pub fn undef(b: &mut OpBuilder<'_>, loc: Location, ty: Type) -> Self {
        Self(StructBuilder::undef(b, loc, ty))
    }
    /// The descriptor value built so far.
    pub fn value(self) -> Value {
        self.0.value()
    }
    /// The type of the pointers (the first field).
    pub fn element_ptr_type(self, ctx: &Context) -> Type {
        self.field_type(ctx, ALLOCATED_PTR)
    }
    /// The index type (the offset's).
    pub fn index_type(self, ctx: &Context) -> Type {
        self.field_type(ctx, OFFSET)
    }
    fn field_type(self, ctx: &Context, pos: usize) -> Type {
        let ty = ctx.value_type(self.value());
        LLVMStructType::dyn_cast(ctx, ty).map_or(ty, |s| s.body(ctx)[pos])
    }
    /// The allocated pointer.
    pub fn allocated_ptr(self, b: &mut OpBuilder<'_>, loc: Location) -> Value {
        self.0.extract_ptr(b, loc, ALLOCATED_PTR)
    }
    /// The aligned pointer.
    pub fn aligned_ptr(self, b: &mut OpBuilder<'_>, loc: Location) -> Value {
        self.0.extract_ptr(b, loc, ALIGNED_PTR)
    }
    /// The offset.
    pub fn offset(self, b: &mut OpBuilder<'_>, loc: Location) -> Value {
        self.0.extract_ptr(b, loc, OFFSET)
    }
    /// The size of dimension `i`.
    pub fn size(self, b: &mut OpBuilder<'_>, loc: Location, i: usize) -> Value {
        self.0.extract_at(b, loc, &[SIZES as i64, i as i64])
    }
    /// The stride of dimension `i`.
    pub fn stride(self, b: &mut OpBuilder<'_>, loc: Location, i: usize) -> Value {
        self.0.extract_at(b, loc, &[STRIDES as i64, i as i64])
    }
    /// The size of the dimension `pos` (a value) of a memref of `rank`:
    /// the sizes array copied to the stack and the size loaded from it.
    pub fn size_at(self, b: &mut OpBuilder<'_>, loc: Location, pos: Value, rank: usize) -> Value {
        let index = self.index_type(b);
        let ptr: Type = LLVMPointerType::get(b, 0).into();
        let array: Type = LLVMArrayType::get(b, index, rank as u64).into();
        let one = index_constant(b, loc, index, 1);
        let sizes = self.0.extract_ptr(b, loc, SIZES);
        let elem = b.type_attr(array);
        let sizes_ptr = llvm::AllocaOp::build(b, loc, ptr, one, None, elem, None).res(b);
        llvm::StoreOp::build(
            b, loc, sizes, sizes_ptr, None, None, None, None, None, None, None, None, None,
        );
        let indices = [llvm::GEPArg::Constant(0), llvm::GEPArg::Value(pos)];
        let result_ptr = llvm::GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
            b, loc, ptr, array, sizes_ptr, &indices, false,
        )
        .res(b);
        llvm::LoadOp::build(
            b, loc, index, result_ptr, None, None, None, None, None, None, None, None, None, None,
        )
        .res(b)
    }
    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: Value) {
        self.0.set_ptr(b, loc, ALLOCATED_PTR, v);
    }
    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: Value) {
        self.0.set_ptr(b, loc, ALIGNED_PTR, v);
    }
    /// Sets the offset.
    pub fn set_offset(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: Value) {
        self.0.set_ptr(b, loc, OFFSET, v);
    }
    /// Sets the offset to a constant.
    pub fn set_constant_offset(&mut self, b: &mut OpBuilder<'_>, loc: Location, value: i64) {
        let index = self.index_type(b);
        let v = index_constant(b, loc, index, value);
        self.set_offset(b, loc, v);
    }
    /// Sets the size of dimension `i`.
    pub fn set_size(&mut self, b: &mut OpBuilder<'_>, loc: Location, i: usize, v: Value) {
        self.0.set_at(b, loc, &[SIZES as i64, i as i64], v);
    }
    /// Sets the size of dimension `i` to a constant.
    pub fn set_constant_size(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        i: usize,
        value: i64,
    ) {
        self.set_constant_at(b, loc, SIZES, i, value);
    }
    /// Sets the stride of dimension `i`.
    pub fn set_stride(&mut self, b: &mut OpBuilder<'_>, loc: Location, i: usize, v: Value) {
        self.0.set_at(b, loc, &[STRIDES as i64, i as i64], v);
    }
    /// Sets the stride of dimension `i` to a constant.
    pub fn set_constant_stride(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        i: usize,
        value: i64,
    ) {
        self.set_constant_at(b, loc, STRIDES, i, value);
    }
    /// Sets the entry `i` of the sizes or strides array to a constant.
    fn set_constant_at(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        array: usize,
        i: usize,
        value: i64,
    ) {
        let index = self.index_type(b);
        let v = index_constant(b, loc, index, value);
        self.0.set_at(b, loc, &[array as i64, i as i64], v);
    }
    /// The address of the memref's first element (upstream's `bufferPtr`):
    /// the aligned pointer, moved by the offset unless the layout's static
    /// offset is 0. `element` is the converted element type, `ty` the memref
    /// type.
    pub fn buffer_ptr(
        self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        element: Type,
        ty: Type,
    ) -> Value {
        let static_offset = memref::strides_and_offset(b, ty).map_or(0, |(_, o)| o);
        let ptr = self.aligned_ptr(b, loc);
        if static_offset == 0 {
            return ptr;
        }
        let offset = if static_offset == ir::DYNAMIC {
            self.offset(b, loc)
        } else {
            let index = self.index_type(b);
            index_constant(b, loc, index, static_offset)
        };
        let ptr_ty = b.value_type(ptr);
        llvm::GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
            b,
            loc,
            ptr_ty,
            element,
            ptr,
            &[llvm::GEPArg::Value(offset)],
            false,
        )
        .res(b)
    }
    /// The address of the element at `indices` of the memref of type `ty`
    /// (upstream's `ConvertToLLVMPattern::getStridedElementPtr`): the
    /// buffer pointer moved by the indices times the strides (the static
    /// ones as constants, a stride of 1 not multiplied), `element` the
    /// converted element type. `None` when the layout has no strides.
    pub fn strided_element_ptr(
        self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        ty: Type,
        element: Type,
        indices: &[Value],
    ) -> Option<Value> {
        let (strides, _) = memref::strides_and_offset(b, ty)?;
        let base = self.buffer_ptr(b, loc, element, ty);
        let none = llvm::IntegerOverflowFlags::NONE;
        let mut index: Option<Value> = None;
        for (i, &idx) in indices.iter().enumerate() {
            let mut increment = idx;
            if strides[i] != 1 {
                let stride = if strides[i] == ir::DYNAMIC {
                    self.stride(b, loc, i)
                } else {
                    let index_ty = self.index_type(b);
                    index_constant(b, loc, index_ty, strides[i])
                };
                let ty = b.value_type(increment);
                increment = llvm::MulOp::build(b, loc, ty, increment, stride, none).res(b);
            }
            index = Some(match index {
                Some(acc) => {
                    let ty = b.value_type(acc);
                    llvm::AddOp::build(b, loc, ty, acc, increment, none).res(b)
                }
                None => increment,
            });
        }
        let Some(index) = index else {
            return Some(base);
        };
        let ptr_ty = self.element_ptr_type(b);
        Some(
            llvm::GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
                b,
                loc,
                ptr_ty,
                element,
                base,
                &[llvm::GEPArg::Value(index)],
                false,
            )
            .res(b),
        )
    }
}

/// The bytes each unranked descriptor of `descriptors` points to
/// (upstream's `UnrankedMemRefDescriptor::computeSizes`): two pointers of
/// 64 bits and `1 + 2 * rank` index-width integers, densely packed.
pub fn unranked_descriptor_sizes(
    b: &mut OpBuilder<'_>,
    loc: Location,
    index: Type,
    descriptors: &[Value],
) -> Vec<Value> {
    if descriptors.is_empty() {
        return Vec::new();
    }
    let index_bytes = b.type_as_integer(index).map_or(64, |(w, _)| w).div_ceil(8);
    let one = index_constant(b, loc, index, 1);
    let two = index_constant(b, loc, index, 2);
    let index_size = index_constant(b, loc, index, i64::from(index_bytes));
    let mut sizes = Vec::with_capacity(descriptors.len());
    for &desc in descriptors {
        let pointer_size = index_constant(b, loc, index, 8);
        let none = llvm::IntegerOverflowFlags::NONE;
        let double_pointer = llvm::MulOp::build(b, loc, index, two, pointer_size, none).res(b);
        let rank = StructBuilder::new(desc).extract_ptr(b, loc, 0);
        let double_rank = llvm::MulOp::build(b, loc, index, two, rank, none).res(b);
        let incremented = llvm::AddOp::build(b, loc, index, double_rank, one, none).res(b);
        let rank_size = llvm::MulOp::build(b, loc, index, incremented, index_size, none).res(b);
        sizes.push(llvm::AddOp::build(b, loc, index, double_pointer, rank_size, none).res(b));
    }
    sizes
}

/// `llvm.intr.memcpy` of `len` bytes from `src` to `dst`, not volatile.
pub fn create_memcpy(b: &mut OpBuilder<'_>, loc: Location, dst: Value, src: Value, len: Value) {
    let name = b.op_name("llvm.intr.memcpy");
    let mut state = ir::OperationState::new(name, loc);
    state.operands.extend([dst, src, len]);
    let not_volatile = b.bool_attr(false);
    state.add_attribute("isVolatile", not_volatile);
    b.create(state);
}
