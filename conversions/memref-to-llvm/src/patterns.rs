//! The patterns of `MemRefToLLVM.cpp` and `AllocLikeConversion.cpp`, in
//! upstream's order.

use ir::conversion::{ConversionPattern, ConversionRewriter, TypeConverter};
use ir::{Attribute, Context, Location, OpId, Type, TypeData, Value};
use llvm::{GEPArg, LLVMArrayType, LLVMPointerType, LLVMStructType};
use llvm_common::{
    create_call, index_constant, lookup_or_create_fn, parent_module, AllocLowering,
    LowerToLlvmOptions, MemRefDescriptor, StructBuilder,
};

/// What every pattern shares: the lowering options.
#[derive(Clone, Debug)]
struct Common {
    index_bitwidth: u32,
    use_generic_functions: bool,
}

/// The minimum alignment `aligned_alloc` is given (upstream's
/// `kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: u64 = 16;

/// Which op a pattern lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Alloca,
    AllocaScope,
    AtomicRmw,
    AssumeAlignment,
    ExtractAlignedPointer,
    Dim,
    ExtractStridedMetadata,
    GenericAtomicRmw,
    Global,
    GetGlobal,
    Load,
    Cast,
    Copy,
    MemorySpaceCast,
    ReinterpretCast,
    Reshape,
    Prefetch,
    Rank,
    ExpandShape,
    CollapseShape,
    Store,
    SubView,
    Transpose,
    View,
    Alloc,
    AlignedAlloc,
    Dealloc,
}

impl Kind {
    fn root(self) -> &'static str {
        match self {
            Kind::Alloca => "memref.alloca",
            Kind::AllocaScope => "memref.alloca_scope",
            Kind::AtomicRmw => "memref.atomic_rmw",
            Kind::AssumeAlignment => "memref.assume_alignment",
            Kind::ExtractAlignedPointer => "memref.extract_aligned_pointer_as_index",
            Kind::Dim => "memref.dim",
            Kind::ExtractStridedMetadata => "memref.extract_strided_metadata",
            Kind::GenericAtomicRmw => "memref.generic_atomic_rmw",
            Kind::Global => "memref.global",
            Kind::GetGlobal => "memref.get_global",
            Kind::Load => "memref.load",
            Kind::Cast => "memref.cast",
            Kind::Copy => "memref.copy",
            Kind::MemorySpaceCast => "memref.memory_space_cast",
            Kind::ReinterpretCast => "memref.reinterpret_cast",
            Kind::Reshape => "memref.reshape",
            Kind::Prefetch => "memref.prefetch",
            Kind::Rank => "memref.rank",
            Kind::ExpandShape => "memref.expand_shape",
            Kind::CollapseShape => "memref.collapse_shape",
            Kind::Store => "memref.store",
            Kind::SubView => "memref.subview",
            Kind::Transpose => "memref.transpose",
            Kind::View => "memref.view",
            Kind::Alloc | Kind::AlignedAlloc => "memref.alloc",
            Kind::Dealloc => "memref.dealloc",
        }
    }
}

/// The diagnostics the patterns emit, for the pass to report.
pub use llvm_common::Diagnostics;

/// One lowering pattern.
struct Lowering {
    kind: Kind,
    common: Common,
    diagnostics: Diagnostics,
}

/// Adds the patterns of `finalize-memref-to-llvm` for `options` (upstream's
/// `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_finalize_memref_to_llvm_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    options: &LowerToLlvmOptions,
    diagnostics: &Diagnostics,
) {
    let common = Common {
        index_bitwidth: options.index_bitwidth(),
        use_generic_functions: options.use_generic_functions,
    };
    let mut kinds = vec![
        Kind::Alloca,
        Kind::AllocaScope,
        Kind::AtomicRmw,
        Kind::AssumeAlignment,
        Kind::ExtractAlignedPointer,
        Kind::Dim,
        Kind::ExtractStridedMetadata,
        Kind::GenericAtomicRmw,
        Kind::Global,
        Kind::GetGlobal,
        Kind::Load,
        Kind::Cast,
        Kind::Copy,
        Kind::MemorySpaceCast,
        Kind::ReinterpretCast,
        Kind::Reshape,
        Kind::Prefetch,
        Kind::Rank,
        Kind::ExpandShape,
        Kind::CollapseShape,
        Kind::Store,
        Kind::SubView,
        Kind::Transpose,
        Kind::View,
    ];
    match options.alloc_lowering {
        AllocLowering::AlignedAlloc => kinds.extend([Kind::AlignedAlloc, Kind::Dealloc]),
        AllocLowering::Malloc => kinds.extend([Kind::Alloc, Kind::Dealloc]),
        AllocLowering::None => {}
    }
    for kind in kinds {
        patterns.push(Box::new(Lowering {
            kind,
            common: common.clone(),
            diagnostics: diagnostics.clone(),
        }));
    }
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.kind.root())
    }
    fn name(&self) -> &str {
        self.kind.root()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(tc) = rw.type_converter() else {
            return false;
        };
        let loc = rw.op_loc(op);
        let index = rw.integer_type(self.common.index_bitwidth, ir::Signedness::Signless);
        let mut l = Lower {
            rw,
            tc,
            loc,
            index,
            common: &self.common,
            diagnostics: &self.diagnostics,
        };
        let done = match self.kind {
            Kind::Alloca | Kind::Alloc | Kind::AlignedAlloc | Kind::GetGlobal => {
                l.alloc_like(self.kind, op, operands)
            }
            Kind::AllocaScope => l.alloca_scope(op),
            Kind::AtomicRmw => l.atomic_rmw(op, operands),
            Kind::AssumeAlignment => l.assume_alignment(op, operands),
            Kind::ExtractAlignedPointer => l.extract_aligned_pointer(op, operands),
            Kind::Dim => l.dim(op, operands),
            Kind::ExtractStridedMetadata => l.extract_strided_metadata(op, operands),
            Kind::GenericAtomicRmw => l.generic_atomic_rmw(op, operands),
            Kind::Global => l.global(op),
            Kind::Load | Kind::Store | Kind::Prefetch => l.load_store(self.kind, op, operands),
            Kind::Cast => l.cast(op, operands),
            Kind::Copy => l.copy(op, operands),
            Kind::MemorySpaceCast => l.memory_space_cast(op, operands),
            Kind::ReinterpretCast => l.reinterpret_cast(op, operands),
            Kind::Reshape => l.reshape(op, operands),
            Kind::Rank => l.rank(op, operands),
            Kind::ExpandShape | Kind::CollapseShape => {
                return l.rw.notify_match_failure(
                    "reassociation operations should have been expanded beforehand",
                )
            }
            Kind::SubView => {
                return l.rw.notify_match_failure(
                    "subview operations should have been expanded beforehand",
                )
            }
            Kind::Transpose => l.transpose(op, operands),
            Kind::View => l.view(op, operands),
            Kind::Dealloc => l.dealloc(op, operands),
        };
        done.is_some()
    }
}

/// A rewrite in progress.
struct Lower<'a, 'r, 'b> {
    rw: &'a mut ConversionRewriter<'r, 'b>,
    tc: &'r TypeConverter,
    loc: Location,
    index: Type,
    common: &'a Common,
    diagnostics: &'a Diagnostics,
}

/// The shape, element, layout and memory space of a ranked memref type.
fn ranked(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.type_data(ty) {
        TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape.clone(), *element, *memory_space)),
        _ => None,
    }
}

/// The integer address space of a memory space attribute.
fn address_space(ctx: &Context, memory_space: Option<Attribute>) -> Option<u32> {
    match memory_space {
        None => Some(0),
        Some(a) => u32::try_from(ctx.as_integer(a)?).ok(),
    }
}

impl Lower<'_, '_, '_> {
    fn convert(&mut self, ty: Type) -> Option<Type> {
        self.tc.convert_type(self.rw, ty)
    }
    fn constant(&mut self, value: i64) -> Value {
        let index = self.index;
        index_constant(self.rw, self.loc, index, value)
    }
    fn ptr(&mut self, address_space: u32) -> Type {
        LLVMPointerType::get(self.rw, address_space).into()
    }
    fn value_type(&self, v: Value) -> Type {
        self.rw.value_type(v)
    }
    fn operand_type(&self, op: OpId, i: usize) -> Type {
        let v = self.rw.operand(op, i);
        self.rw.value_type(v)
    }
    fn result_type(&self, op: OpId) -> Type {
        self.rw.result_type(op, 0)
    }
    fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.rw.attr(op, name)
    }
    fn int_attr(&self, op: OpId, name: &str) -> Option<i64> {
        self.attr(op, name)
            .and_then(|a| self.rw.as_integer(a))
            .map(|v| v as i64)
    }
    fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let ty = self.value_type(lhs);
        llvm_common::create_value(self.rw, name, self.loc, ty, &[lhs, rhs], &[])
    }
    fn mul(&mut self, lhs: Value, rhs: Value) -> Value {
        self.binary("llvm.mul", lhs, rhs)
    }
    fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        self.binary("llvm.add", lhs, rhs)
    }
    fn gep(&mut self, ptr_ty: Type, element: Type, base: Value, indices: &[GEPArg]) -> Value {
        let loc = self.loc;
        llvm::GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
            self.rw, loc, ptr_ty, element, base, indices, false,
        )
        .res(self.rw)
    }
    fn store(&mut self, value: Value, ptr: Value) {
        let loc = self.loc;
        llvm::StoreOp::build(
            self.rw, loc, value, ptr, None, None, None, None, None, None, None, None, None,
        );
    }
    fn load(&mut self, ty: Type, ptr: Value) -> Value {
        let loc = self.loc;
        llvm::LoadOp::build(
            self.rw, loc, ty, ptr, None, None, None, None, None, None, None, None, None, None,
        )
        .res(self.rw)
    }
    fn ptr_to_int(&mut self, ty: Type, v: Value) -> Value {
        let loc = self.loc;
        llvm::PtrToIntOp::build(self.rw, loc, ty, v).res(self.rw)
    }
    fn int_to_ptr(&mut self, ty: Type, v: Value) -> Value {
        let loc = self.loc;
        llvm::IntToPtrOp::build(self.rw, loc, ty, v).res(self.rw)
    }
    fn replace(&mut self, op: OpId, values: &[Value]) -> Option<()> {
        self.rw.replace_op(op, values).ok()
    }

    /// Whether the memref type converts and has an identity layout
    /// (upstream's `isConvertibleAndHasIdentityMaps`).
    fn convertible_with_identity(&mut self, ty: Type) -> bool {
        let Some((_, element, _)) = ranked(self.rw, ty) else {
            return false;
        };
        self.convert(element).is_some() && memref::has_identity_layout(self.rw, ty)
    }

    /// The size in bytes of `ty` converted (upstream's `getSizeInBytes`):
    /// the address of element 1 of a null pointer as an integer.
    fn size_in_bytes(&mut self, ty: Type) -> Option<Value> {
        let llvm_ty = self.convert(ty)?;
        let ptr = self.ptr(0);
        let loc = self.loc;
        let null = llvm::ZeroOp::build(self.rw, loc, ptr).res(self.rw);
        let gep = self.gep(ptr, llvm_ty, null, &[GEPArg::Constant(1)]);
        let index = self.index;
        Some(self.ptr_to_int(index, gep))
    }

    /// The sizes, strides and total size of a memref of identity layout
    /// (upstream's `getMemRefDescriptorSizes`): the total in bytes or in
    /// elements.
    fn descriptor_sizes(
        &mut self,
        ty: Type,
        dynamic: &[Value],
        in_bytes: bool,
    ) -> Option<(Vec<Value>, Vec<Value>, Value)> {
        let (shape, element, _) = ranked(self.rw, ty)?;
        let mut sizes = Vec::with_capacity(shape.len());
        let mut dynamic = dynamic.iter();
        for &s in &shape {
            sizes.push(if s == ir::DYNAMIC {
                *dynamic.next()?
            } else {
                self.constant(s)
            });
        }
        let mut strides = vec![None; shape.len()];
        let mut stride: i64 = 1;
        let mut running = self.constant(1);
        for i in (0..shape.len()).rev() {
            strides[i] = Some(running);
            let size = shape[i];
            if size == 0 {
                continue;
            }
            let use_size = stride == 1;
            if size == ir::DYNAMIC {
                stride = ir::DYNAMIC;
            }
            if stride != ir::DYNAMIC {
                stride *= size;
            }
            running = if use_size {
                sizes[i]
            } else if stride == ir::DYNAMIC {
                self.mul(running, sizes[i])
            } else {
                self.constant(stride)
            };
        }
        let strides = strides.into_iter().collect::<Option<Vec<_>>>()?;
        let size = if in_bytes {
            let element = self.convert(element)?;
            let ptr = self.ptr(0);
            let loc = self.loc;
            let null = llvm::ZeroOp::build(self.rw, loc, ptr).res(self.rw);
            let gep = self.gep(ptr, element, null, &[GEPArg::Value(running)]);
            let index = self.index;
            self.ptr_to_int(index, gep)
        } else {
            running
        };
        Some((sizes, strides, size))
    }

    /// The descriptor of `ty` from its pointers, sizes and strides, offset 0
    /// (upstream's `createMemRefDescriptor`).
    fn create_descriptor(
        &mut self,
        ty: Type,
        allocated: Value,
        aligned: Value,
        sizes: &[Value],
        strides: &[Value],
    ) -> Option<Value> {
        let struct_ty = self.convert(ty)?;
        let loc = self.loc;
        let mut d = MemRefDescriptor::undef(self.rw, loc, struct_ty);
        d.set_allocated_ptr(self.rw, loc, allocated);
        d.set_aligned_ptr(self.rw, loc, aligned);
        let zero = self.constant(0);
        d.set_offset(self.rw, loc, zero);
        for (i, &s) in sizes.iter().enumerate() {
            d.set_size(self.rw, loc, i, s);
        }
        for (i, &s) in strides.iter().enumerate() {
            d.set_stride(self.rw, loc, i, s);
        }
        Some(d.value())
    }

    /// The address of the element at `indices` (upstream's
    /// `getStridedElementPtr`).
    fn strided_element_ptr(&mut self, ty: Type, desc: Value, indices: &[Value]) -> Option<Value> {
        let (_, element, _) = ranked(self.rw, ty)?;
        let element = self.convert(element)?;
        let loc = self.loc;
        MemRefDescriptor::new(desc).strided_element_ptr(self.rw, loc, ty, element, indices)
    }

    /// The runtime function `name` of `params` and `result` in the module
    /// of `op` (upstream's `lookupOrCreateFn`), and a call of it.
    fn call_runtime(
        &mut self,
        op: OpId,
        name: &str,
        params: &[Type],
        result: Option<Type>,
        args: &[Value],
    ) -> Option<Option<Value>> {
        let module = parent_module(self.rw, op)?;
        let result_ty = match result {
            Some(t) => t,
            None => llvm::LLVMVoidType::get(self.rw).into(),
        };
        lookup_or_create_fn(self.rw, module, name, params, result_ty, false)?;
        let callee = self.rw.symbol_ref_attr(name);
        let loc = self.loc;
        let call = create_call(self.rw, loc, result, callee, args);
        Some(result.map(|_| self.rw.result(call, 0)))
    }

    /// `input` rounded up to a multiple of `alignment` (upstream's
    /// `createAligned`).
    fn create_aligned(&mut self, input: Value, alignment: Value) -> Value {
        let ty = self.value_type(alignment);
        let loc = self.loc;
        let one = index_constant(self.rw, loc, ty, 1);
        let bump = self.binary("llvm.sub", alignment, one);
        let bumped = self.add(input, bump);
        let rem = self.binary("llvm.urem", bumped, alignment);
        self.binary("llvm.sub", bumped, rem)
    }

    /// The allocated pointer cast to the memref's address space.
    fn cast_alloc_result(&mut self, ptr: Value, address_space: u32) -> Value {
        let ptr_ty = self.value_type(ptr);
        let current =
            LLVMPointerType::dyn_cast(self.rw, ptr_ty).map_or(0, |p| p.address_space(self.rw));
        if current == address_space {
            return ptr;
        }
        let ty = self.ptr(address_space);
        let loc = self.loc;
        llvm::AddrSpaceCastOp::build(self.rw, loc, ty, ptr).res(self.rw)
    }

    /// The pointer to the ranked descriptor of the unranked descriptor
    /// `desc` (`UnrankedMemRefDescriptor::memRefDescPtr`).
    fn unranked_desc_ptr(&mut self, desc: Value) -> Value {
        let loc = self.loc;
        StructBuilder::new(desc).extract_ptr(self.rw, loc, 1)
    }

    /// The allocated pointer, of type `elem_ptr`, of the ranked descriptor
    /// at `desc_ptr` (`UnrankedMemRefDescriptor::allocatedPtr`).
    fn unranked_allocated_ptr(&mut self, desc_ptr: Value, elem_ptr: Type) -> Value {
        self.load(elem_ptr, desc_ptr)
    }

    /// The aligned pointer of the ranked descriptor at `desc_ptr`
    /// (`UnrankedMemRefDescriptor::alignedPtr`).
    fn unranked_aligned_ptr(&mut self, desc_ptr: Value, elem_ptr: Type) -> Value {
        let ptr = self.ptr(0);
        let field = self.gep(ptr, elem_ptr, desc_ptr, &[GEPArg::Constant(1)]);
        self.load(elem_ptr, field)
    }

    /// The element pointer type of an unranked memref type.
    fn unranked_elem_ptr(&mut self, ty: Type) -> Option<Type> {
        let TypeData::UnrankedMemRef { memory_space, .. } = *self.rw.type_data(ty) else {
            return None;
        };
        let space = address_space(self.rw, memory_space)?;
        Some(self.ptr(space))
    }

    /// The allocated and aligned pointers of a ranked or unranked memref
    /// (upstream's `extractPointersAndOffset` without the offset).
    fn pointers(&mut self, ty: Type, desc: Value) -> Option<(Value, Value)> {
        let loc = self.loc;
        if ranked(self.rw, ty).is_some() {
            let d = MemRefDescriptor::new(desc);
            let allocated = d.allocated_ptr(self.rw, loc);
            return Some((allocated, d.aligned_ptr(self.rw, loc)));
        }
        let elem_ptr = self.unranked_elem_ptr(ty)?;
        let desc_ptr = self.unranked_desc_ptr(desc);
        let allocated = self.unranked_allocated_ptr(desc_ptr, elem_ptr);
        let aligned = self.unranked_aligned_ptr(desc_ptr, elem_ptr);
        Some((allocated, aligned))
    }

    /// `memref.alloc`, `memref.alloca` and `memref.get_global`
    /// (`AllocLikeOpLLVMLowering::matchAndRewrite`).
    fn alloc_like(&mut self, kind: Kind, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.result_type(op);
        if !self.convertible_with_identity(ty) {
            self.rw.notify_match_failure("incompatible memref type");
            return None;
        }
        let (shape, element, memory_space) = ranked(self.rw, ty)?;
        let address_space = address_space(self.rw, memory_space)?;
        let num_dynamic = shape.iter().filter(|&&s| s == ir::DYNAMIC).count();
        let dynamic = operands.get(..num_dynamic)?;
        let (sizes, strides, size) = self.descriptor_sizes(ty, dynamic, kind != Kind::Alloca)?;
        let (allocated, aligned) = match kind {
            Kind::Alloc => {
                let alignment = match self.int_attr(op, "alignment") {
                    Some(a) => Some(self.constant(a)),
                    None if !(self.rw.is_signless_int_or_index(element)
                        || self.rw.float_kind(element).is_some()) =>
                    {
                        Some(self.size_in_bytes(element)?)
                    }
                    None => None,
                };
                let size = match alignment {
                    Some(a) => self.add(size, a),
                    None => size,
                };
                let index = self.index;
                let ptr = self.ptr(0);
                let name = if self.common.use_generic_functions {
                    "_mlir_memref_to_llvm_alloc"
                } else {
                    "malloc"
                };
                let result = self.call_runtime(op, name, &[index], Some(ptr), &[size])??;
                let allocated = self.cast_alloc_result(result, address_space);
                let aligned = match alignment {
                    Some(a) => {
                        let as_int = self.ptr_to_int(index, allocated);
                        let aligned = self.create_aligned(as_int, a);
                        let element_ptr = self.ptr(address_space);
                        self.int_to_ptr(element_ptr, aligned)
                    }
                    None => allocated,
                };
                (allocated, aligned)
            }
            Kind::AlignedAlloc => {
                let alignment = match self.int_attr(op, "alignment") {
                    Some(a) => a,
                    None => {
                        let size = element_size_in_bytes(
                            self.rw,
                            op,
                            element,
                            self.common.index_bitwidth,
                        )?;
                        MIN_ALIGNED_ALLOC_ALIGNMENT.max(size.next_power_of_two()) as i64
                    }
                };
                let alignment_value = self.constant(alignment);
                let mut divisor =
                    element_size_in_bytes(self.rw, op, element, self.common.index_bitwidth)?;
                for &s in &shape {
                    if s != ir::DYNAMIC {
                        divisor = divisor.wrapping_mul(s as u64);
                    }
                }
                let size = if divisor % alignment as u64 != 0 {
                    self.create_aligned(size, alignment_value)
                } else {
                    size
                };
                let index = self.index;
                let ptr = self.ptr(0);
                let name = if self.common.use_generic_functions {
                    "_mlir_memref_to_llvm_aligned_alloc"
                } else {
                    "aligned_alloc"
                };
                let result = self.call_runtime(
                    op,
                    name,
                    &[index, index],
                    Some(ptr),
                    &[alignment_value, size],
                )??;
                let allocated = self.cast_alloc_result(result, address_space);
                (allocated, allocated)
            }
            Kind::Alloca => {
                let element = self.convert(element)?;
                let ptr = self.ptr(address_space);
                let alignment = self
                    .int_attr(op, "alignment")
                    .filter(|&a| a != 0)
                    .map(|a| self.rw.i64_attr(a));
                let loc = self.loc;
                let v = llvm::AllocaOp::build_with_values(
                    self.rw, loc, ptr, size, alignment, element, false,
                )
                .res(self.rw);
                (v, v)
            }
            Kind::GetGlobal => {
                let array = global_type(self.tc, self.rw, ty)?;
                let ptr = self.ptr(address_space);
                let name = self.attr(op, "name")?;
                let loc = self.loc;
                let address = llvm::AddressOfOp::build(self.rw, loc, ptr, name).res(self.rw);
                let zeros = vec![GEPArg::Constant(0); shape.len() + 1];
                let gep = self.gep(ptr, array, address, &zeros);
                let int_ptr = self.rw.integer_type(64, ir::Signedness::Signless);
                let dead_beef = index_constant(self.rw, loc, int_ptr, 0xdead_beef);
                let dead_beef = self.int_to_ptr(ptr, dead_beef);
                (dead_beef, gep)
            }
            _ => return None,
        };
        let d = self.create_descriptor(ty, allocated, aligned, &sizes, &strides)?;
        self.replace(op, &[d])
    }

    fn alloca_scope(&mut self, op: OpId) -> Option<()> {
        let loc = self.loc;
        let block = self.rw.op_parent_block(op)?;
        let region = self.rw.block_parent_region(block)?;
        let remaining = self.rw.split_block(block, Some(op)).ok()?;
        let result_types = self.rw.result_types(op);
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let args: Vec<(Type, Location)> = result_types.iter().map(|&t| (t, loc)).collect();
            let b = self
                .rw
                .create_block_before(region, Some(remaining), &args)
                .ok()?;
            llvm::BrOp::build(self.rw, loc, &[], None, remaining);
            b
        };
        let body = self.rw.op_regions(op).first().copied()?;
        let body_blocks = self.rw.region_blocks(body).to_vec();
        let (&before_body, &after_body) = (body_blocks.first()?, body_blocks.last()?);
        self.rw
            .inline_region_before(body, region, Some(continue_block))
            .ok()?;
        self.rw.set_insertion_point_to_end(block);
        let ptr = self.ptr(0);
        let save = llvm::StackSaveOp::build(self.rw, loc, ptr).res(self.rw);
        llvm::BrOp::build(self.rw, loc, &[], None, before_body);
        let ret = self.rw.block_ops(after_body).last()?;
        let ret_operands = self.rw.operands(ret).to_vec();
        let ret_operands: Vec<Value> = ret_operands.iter().map(|&v| self.rw.remapped(v)).collect();
        self.rw.set_insertion_point_before(ret);
        llvm::StackRestoreOp::build(self.rw, loc, save);
        llvm::BrOp::build(self.rw, loc, &ret_operands, None, continue_block);
        self.rw.erase_op(ret).ok()?;
        let args = self.rw.block_args(continue_block).to_vec();
        let args = if result_types.is_empty() {
            Vec::new()
        } else {
            args
        };
        self.replace(op, &args)
    }

    fn assume_alignment(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        let alignment = self.int_attr(op, "alignment")?;
        let ptr = self.strided_element_ptr(ty, operands[0], &[])?;
        let int_ptr = self.rw.integer_type(64, ir::Signedness::Signless);
        let loc = self.loc;
        let zero = index_constant(self.rw, loc, int_ptr, 0);
        let mask = index_constant(self.rw, loc, int_ptr, alignment - 1);
        let as_int = self.ptr_to_int(int_ptr, ptr);
        let and = self.binary("llvm.and", as_int, mask);
        let i1 = self.rw.i1();
        let cmp =
            llvm::ICmpOp::build_with_values(self.rw, loc, i1, llvm::ICmpPredicate::Eq, and, zero)
                .res(self.rw);
        llvm_common::create_op(self.rw, "llvm.intr.assume", loc, &[cmp], &[], &[]);
        self.rw.erase_op(op).ok()
    }

    fn dealloc(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        let loc = self.loc;
        let allocated = if ranked(self.rw, ty).is_some() {
            MemRefDescriptor::new(operands[0]).allocated_ptr(self.rw, loc)
        } else {
            let elem_ptr = self.unranked_elem_ptr(ty)?;
            let desc_ptr = self.unranked_desc_ptr(operands[0]);
            self.unranked_allocated_ptr(desc_ptr, elem_ptr)
        };
        let ptr = self.ptr(0);
        let name = if self.common.use_generic_functions {
            "_mlir_memref_to_llvm_free"
        } else {
            "free"
        };
        self.call_runtime(op, name, &[ptr], None, &[allocated])?;
        self.rw.erase_op(op).ok()
    }

    fn dim(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        if let TypeData::UnrankedMemRef {
            element,
            memory_space,
        } = *self.rw.type_data(ty)
        {
            return self.unranked_dim(op, operands, element, memory_space);
        }
        let (shape, _, _) = ranked(self.rw, ty)?;
        let loc = self.loc;
        let d = MemRefDescriptor::new(operands[0]);
        let index_operand = self.rw.operand(op, 1);
        let constant =
            constant_index(self.rw, index_operand).or_else(|| constant_index(self.rw, operands[1]));
        if let Some(i) = constant.filter(|&i| i >= 0 && (i as usize) < shape.len()) {
            let i = i as usize;
            let v = if shape[i] == ir::DYNAMIC {
                d.size(self.rw, loc, i)
            } else {
                self.constant(shape[i])
            };
            return self.replace(op, &[v]);
        }
        let v = d.size_at(self.rw, loc, operands[1], shape.len());
        self.replace(op, &[v])
    }

    /// `memref.dim` of an unranked memref: the size loaded from the ranked
    /// descriptor, past its offset.
    fn unranked_dim(
        &mut self,
        op: OpId,
        operands: &[Value],
        element: Type,
        memory_space: Option<Attribute>,
    ) -> Option<()> {
        let Some(space) = address_space(self.rw, memory_space) else {
            let d = ir::Diagnostic::op_error(
                self.rw,
                op,
                "memref memory space must be convertible to an integer address space",
            );
            self.diagnostics.borrow_mut().push(d);
            return None;
        };
        let scalar = self.rw.memref_type(&[], element);
        let desc_ptr = self.unranked_desc_ptr(operands[0]);
        let scalar_desc = self.convert(scalar)?;
        let index_ptr = self.ptr(space);
        let offset_ptr = self.gep(
            index_ptr,
            scalar_desc,
            desc_ptr,
            &[GEPArg::Constant(0), GEPArg::Constant(2)],
        );
        let one = self.constant(1);
        let plus_one = self.add(one, operands[1]);
        let index = self.index;
        let size_ptr = self.gep(index_ptr, index, offset_ptr, &[GEPArg::Value(plus_one)]);
        let size = self.load(index, size_ptr);
        self.replace(op, &[size])
    }

    fn load_store(&mut self, kind: Kind, op: OpId, operands: &[Value]) -> Option<()> {
        // The memref is the second operand of a store, the first otherwise.
        let memref_pos = usize::from(kind == Kind::Store);
        let ty = self.operand_type(op, memref_pos);
        let (_, element, _) = ranked(self.rw, ty)?;
        let ptr =
            self.strided_element_ptr(ty, operands[memref_pos], &operands[memref_pos + 1..])?;
        let loc = self.loc;
        let nontemporal = self
            .attr(op, "nontemporal")
            .filter(|&a| self.rw.as_bool(a) == Some(true))
            .map(|_| self.rw.unit_attr());
        match kind {
            Kind::Load => {
                let element = self.convert(element)?;
                let v = llvm::LoadOp::build(
                    self.rw,
                    loc,
                    element,
                    ptr,
                    None,
                    None,
                    nontemporal,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                )
                .res(self.rw);
                self.replace(op, &[v])
            }
            Kind::Store => {
                llvm::StoreOp::build(
                    self.rw,
                    loc,
                    operands[0],
                    ptr,
                    None,
                    None,
                    nontemporal,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                );
                self.rw.erase_op(op).ok()
            }
            _ => {
                let is_write = self.attr(op, "isWrite").and_then(|a| self.rw.as_bool(a))?;
                let hint = self.int_attr(op, "localityHint")?;
                let is_data = self
                    .attr(op, "isDataCache")
                    .and_then(|a| self.rw.as_bool(a))?;
                llvm::Prefetch::build_with_values(
                    self.rw,
                    loc,
                    ptr,
                    i32::from(is_write),
                    hint as i32,
                    i32::from(is_data),
                );
                self.rw.erase_op(op).ok()
            }
        }
    }

    fn generic_atomic_rmw(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        let loc = self.loc;
        let result_ty = self.result_type(op);
        let value_ty = self.convert(result_ty)?;
        let init_block = self.rw.op_parent_block(op)?;
        let loop_block = self.rw.split_block(init_block, Some(op)).ok()?;
        let loop_arg = self.rw.add_block_argument(loop_block, value_ty, loc);
        let next = self.rw.next_op(op);
        let end_block = self.rw.split_block(loop_block, next).ok()?;
        self.rw.set_insertion_point_to_end(init_block);
        let (_, element, _) = ranked(self.rw, ty)?;
        let data_ptr = self.strided_element_ptr(ty, operands[0], &operands[1..])?;
        let element = self.convert(element)?;
        let init = self.load(element, data_ptr);
        llvm::BrOp::build(self.rw, loc, &[init], None, loop_block);
        self.rw.set_insertion_point_to_start(loop_block);
        let body = self.rw.op_regions(op).first().copied()?;
        let entry = *self.rw.region_blocks(body).first()?;
        let current = *self.rw.block_args(entry).first()?;
        let mut mapping = ir::IrMapping::default();
        mapping.map_value(current, loop_arg);
        let nested: Vec<OpId> = self.rw.block_ops(entry).collect();
        let (&terminator, body_ops) = nested.split_last()?;
        for &nested_op in body_ops {
            self.rw.clone_op(nested_op, &mut mapping).ok()?;
        }
        let yielded = self.rw.operand(terminator, 0);
        let result = mapping.lookup_value(yielded).unwrap_or(yielded);
        let i1 = self.rw.i1();
        let pair: Type = LLVMStructType::get_literal(self.rw, &[value_ty, i1], false).into();
        let cmpxchg = llvm::AtomicCmpXchgOp::build_with_values(
            self.rw,
            loc,
            pair,
            data_ptr,
            loop_arg,
            result,
            llvm::AtomicOrdering::AcqRel,
            llvm::AtomicOrdering::Monotonic,
            None,
            None,
            false,
            false,
            None,
            None,
            None,
            None,
        )
        .res(self.rw);
        let i64t = self.rw.i64();
        let pos0 = self.rw.dense_int_array_attr(i64t, &[0]);
        let new_loaded =
            llvm::ExtractValueOp::build(self.rw, loc, value_ty, cmpxchg, pos0).res(self.rw);
        let pos1 = self.rw.dense_int_array_attr(i64t, &[1]);
        let ok = llvm::ExtractValueOp::build(self.rw, loc, i1, cmpxchg, pos1).res(self.rw);
        llvm::CondBrOp::build(
            self.rw,
            loc,
            ok,
            &[],
            &[new_loaded],
            None,
            None,
            end_block,
            loop_block,
        );
        self.rw.set_insertion_point_to_end(end_block);
        self.replace(op, &[new_loaded])
    }

    fn global(&mut self, op: OpId) -> Option<()> {
        let ty = self.attr(op, "type").and_then(|a| self.rw.as_type(a))?;
        if !self.convertible_with_identity(ty) {
            return None;
        }
        let array = global_type(self.tc, self.rw, ty)?;
        let public = self
            .attr(op, "sym_visibility")
            .and_then(|a| self.rw.as_string(a))
            .is_none_or(|v| v == "public");
        let linkage = if public {
            llvm::Linkage::External
        } else {
            llvm::Linkage::Private
        };
        let initial = self.attr(op, "initial_value");
        let uninitialized = initial.is_some_and(|a| self.rw.is_unit_attr(a));
        let mut value = None;
        if let Some(init) = initial.filter(|_| !uninitialized) {
            value = Some(if self.rw.shape(ty)?.is_empty() {
                self.rw.dense_number_element(init, 0)?
            } else {
                init
            });
        }
        let alignment = self
            .int_attr(op, "alignment")
            .filter(|&a| a != 0)
            .map(|a| self.rw.i64_attr(a));
        let (_, _, memory_space) = ranked(self.rw, ty)?;
        let Some(address_space) = address_space(self.rw, memory_space) else {
            let d = ir::Diagnostic::op_error(
                self.rw,
                op,
                "memory space cannot be converted to an integer address space",
            );
            self.diagnostics.borrow_mut().push(d);
            return None;
        };
        let constant = self.attr(op, "constant").is_some();
        let name = self
            .attr(op, "sym_name")
            .and_then(|a| self.rw.as_string(a))?
            .to_string();
        let loc = self.loc;
        let global = llvm::GlobalOp::build_with_values(
            self.rw,
            loc,
            array,
            constant,
            &name,
            linkage,
            false,
            false,
            value,
            alignment,
            address_space as i32,
            None,
            None,
            None,
            None,
            llvm::Visibility::Default,
        );
        let global = global.operation();
        if uninitialized {
            let region = *self.rw.op_regions(global).first()?;
            self.rw.create_block(region, &[]);
            let undef = llvm::UndefOp::build(self.rw, loc, array).res(self.rw);
            llvm::ReturnOp::build(self.rw, loc, Some(undef));
        }
        self.rw.erase_op(op).ok()
    }

    fn rank(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        if let TypeData::UnrankedMemRef { .. } = self.rw.type_data(ty) {
            let loc = self.loc;
            let rank = StructBuilder::new(operands[0]).extract_ptr(self.rw, loc, 0);
            return self.replace(op, &[rank]);
        }
        let (shape, _, _) = ranked(self.rw, ty)?;
        let v = self.constant(shape.len() as i64);
        self.replace(op, &[v])
    }

    fn cast(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let src = self.operand_type(op, 0);
        let dst = self.result_type(op);
        let loc = self.loc;
        match (ranked(self.rw, src), ranked(self.rw, dst)) {
            (Some(_), Some(_)) => {
                if self.convert(src)? != self.convert(dst)? {
                    return None;
                }
                self.replace(op, &[operands[0]])
            }
            (Some((shape, _, _)), None) => {
                let target = self.convert(dst)?;
                let ptr = self.promote(operands[0]);
                let index = self.index;
                let rank_attr = self.rw.index_attr(shape.len() as i64);
                let rank = llvm::ConstantOp::build(self.rw, loc, index, rank_attr).res(self.rw);
                let mut d = StructBuilder::undef(self.rw, loc, target);
                d.set_ptr(self.rw, loc, 0, rank);
                d.set_ptr(self.rw, loc, 1, ptr);
                self.replace(op, &[d.value()])
            }
            (None, Some(_)) => {
                let target = self.convert(dst)?;
                let ptr = self.unranked_desc_ptr(operands[0]);
                let v = self.load(target, ptr);
                self.replace(op, &[v])
            }
            // Unranked to unranked casts are not lowered.
            (None, None) => None,
        }
    }

    /// `memref.copy`: `llvm.intr.memcpy` when both memrefs are contiguous,
    /// else a call of `memrefCopy` with their unranked descriptors.
    fn copy(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let src = self.operand_type(op, 0);
        let dst = self.operand_type(op, 1);
        if self.is_contiguous(src) && self.is_contiguous(dst) {
            return self.copy_intrinsic(op, src, operands);
        }
        self.copy_call(op, src, dst, operands)
    }

    fn is_contiguous(&self, ty: Type) -> bool {
        let Some((shape, _, _)) = ranked(self.rw, ty) else {
            return false;
        };
        if memref::has_identity_layout(self.rw, ty) {
            return true;
        }
        if shape.contains(&ir::DYNAMIC) || shape.iter().product::<i64>() <= 0 {
            return false;
        }
        // `isStaticShapeAndContiguousRowMajor`: the strides of the
        // innermost dimensions (past the last dimension of size other than
        // 1, from the outside) are the row-major ones.
        let Some((strides, _)) = memref::strides_and_offset(self.rw, ty) else {
            return false;
        };
        let canonical = canonical_strides(&shape);
        let first_non_unit = shape.iter().position(|&s| s != 1).unwrap_or(shape.len());
        strides[first_non_unit..] == canonical[first_non_unit..]
    }

    fn copy_intrinsic(&mut self, op: OpId, src: Type, operands: &[Value]) -> Option<()> {
        let (shape, element, _) = ranked(self.rw, src)?;
        let loc = self.loc;
        let src_desc = MemRefDescriptor::new(operands[0]);
        let mut count = self.constant(1);
        for i in 0..shape.len() {
            let size = src_desc.size(self.rw, loc, i);
            count = self.mul(count, size);
        }
        let element_size = self.size_in_bytes(element)?;
        let total = self.mul(count, element_size);
        let element = self.convert(element)?;
        let mut ptrs = Vec::with_capacity(2);
        for &desc in &operands[..2] {
            let d = MemRefDescriptor::new(desc);
            let base = d.aligned_ptr(self.rw, loc);
            let offset = d.offset(self.rw, loc);
            let ptr_ty = self.value_type(base);
            ptrs.push(self.gep(ptr_ty, element, base, &[GEPArg::Value(offset)]));
        }
        let loc = self.loc;
        llvm_common::create_memcpy(self.rw, loc, ptrs[1], ptrs[0], total);
        self.rw.erase_op(op).ok()
    }

    /// The descriptor `desc` of a ranked memref copied to the stack (upstream's
    /// `promoteOneMemRefDescriptor`).
    fn promote(&mut self, desc: Value) -> Value {
        let loc = self.loc;
        let i64t = self.rw.integer_type(64, ir::Signedness::Signless);
        let one = index_constant(self.rw, loc, i64t, 1);
        let ptr = self.ptr(0);
        let ty = self.value_type(desc);
        let allocated =
            llvm::AllocaOp::build_with_values(self.rw, loc, ptr, one, None, ty, false).res(self.rw);
        self.store(desc, allocated);
        allocated
    }

    fn copy_call(&mut self, op: OpId, src: Type, dst: Type, operands: &[Value]) -> Option<()> {
        let loc = self.loc;
        let ptr = self.ptr(0);
        let save = llvm::StackSaveOp::build(self.rw, loc, ptr).res(self.rw);
        let mut unranked = Vec::with_capacity(2);
        for (&desc, ty) in operands.iter().zip([src, dst]) {
            let Some((shape, _, memory_space)) = ranked(self.rw, ty) else {
                unranked.push(desc);
                continue;
            };
            let index = self.index;
            let rank_attr = self.rw.integer_attr(index, shape.len() as i64);
            let rank = llvm::ConstantOp::build(self.rw, loc, index, rank_attr).res(self.rw);
            let promoted = self.promote(desc);
            let space = address_space(self.rw, memory_space)?;
            let desc_ptr = self.ptr(space);
            let struct_ty: Type =
                LLVMStructType::get_literal(self.rw, &[index, desc_ptr], false).into();
            let mut d = StructBuilder::undef(self.rw, loc, struct_ty);
            d.set_ptr(self.rw, loc, 0, rank);
            d.set_ptr(self.rw, loc, 1, promoted);
            unranked.push(d.value());
        }
        let one = self.constant(1);
        let mut ptrs = Vec::with_capacity(2);
        for &desc in &unranked {
            let ty = self.value_type(desc);
            let allocated =
                llvm::AllocaOp::build_with_values(self.rw, loc, ptr, one, None, ty, false)
                    .res(self.rw);
            self.store(desc, allocated);
            ptrs.push(allocated);
        }
        let element = self.rw.element_type(src)?;
        let element_size = self.size_in_bytes(element)?;
        let index = self.index;
        self.call_runtime(
            op,
            "memrefCopy",
            &[index, ptr, ptr],
            None,
            &[element_size, ptrs[0], ptrs[1]],
        )?;
        llvm::StackRestoreOp::build(self.rw, loc, save);
        self.rw.erase_op(op).ok()
    }

    fn memory_space_cast(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let result = self.result_type(op);
        if let TypeData::UnrankedMemRef { .. } = self.rw.type_data(result) {
            return self.unranked_memory_space_cast(op, operands, result);
        }
        let (shape, _, _) = ranked(self.rw, result)?;
        let desc_ty = self.convert(result)?;
        let new_ptr = LLVMStructType::dyn_cast(self.rw, desc_ty)?.body(self.rw)[0];
        let loc = self.loc;
        let src = MemRefDescriptor::new(operands[0]);
        let allocated = src.allocated_ptr(self.rw, loc);
        let aligned = src.aligned_ptr(self.rw, loc);
        let offset = src.offset(self.rw, loc);
        let mut sizes = Vec::with_capacity(shape.len());
        let mut strides = Vec::with_capacity(shape.len());
        for i in 0..shape.len() {
            sizes.push(src.size(self.rw, loc, i));
            strides.push(src.stride(self.rw, loc, i));
        }
        let allocated = llvm::AddrSpaceCastOp::build(self.rw, loc, new_ptr, allocated).res(self.rw);
        let aligned = llvm::AddrSpaceCastOp::build(self.rw, loc, new_ptr, aligned).res(self.rw);
        let mut d = MemRefDescriptor::undef(self.rw, loc, desc_ty);
        d.set_allocated_ptr(self.rw, loc, allocated);
        d.set_aligned_ptr(self.rw, loc, aligned);
        d.set_offset(self.rw, loc, offset);
        for i in 0..shape.len() {
            d.set_size(self.rw, loc, i, sizes[i]);
            d.set_stride(self.rw, loc, i, strides[i]);
        }
        self.replace(op, &[d.value()])
    }

    /// `memref.memory_space_cast` of unranked memrefs: the ranked
    /// descriptor copied to a new one on the stack, its pointers cast.
    fn unranked_memory_space_cast(
        &mut self,
        op: OpId,
        operands: &[Value],
        result: Type,
    ) -> Option<()> {
        let source = self.operand_type(op, 0);
        let Some(source_elem_ptr) = self.unranked_elem_ptr(source) else {
            return self
                .rw
                .notify_match_failure("non-integer source address space")
                .then_some(());
        };
        let Some(result_elem_ptr) = self.unranked_elem_ptr(result) else {
            return self
                .rw
                .notify_match_failure("non-integer result address space")
                .then_some(());
        };
        let loc = self.loc;
        let index = self.index;
        let source_desc = StructBuilder::new(operands[0]);
        let rank = source_desc.extract_ptr(self.rw, loc, 0);
        let source_underlying = source_desc.extract_ptr(self.rw, loc, 1);
        let result_ty = self.convert(result)?;
        let mut desc = StructBuilder::undef(self.rw, loc, result_ty);
        desc.set_ptr(self.rw, loc, 0, rank);
        let sizes = llvm_common::unranked_descriptor_sizes(self.rw, loc, index, &[desc.value()]);
        let size = sizes[0];
        let ptr = self.ptr(0);
        let i8t = self.rw.integer_type(8, ir::Signedness::Signless);
        let underlying =
            llvm::AllocaOp::build_with_values(self.rw, loc, ptr, size, None, i8t, false)
                .res(self.rw);
        desc.set_ptr(self.rw, loc, 1, underlying);
        let allocated = self.unranked_allocated_ptr(source_underlying, source_elem_ptr);
        let aligned = self.unranked_aligned_ptr(source_underlying, source_elem_ptr);
        let allocated =
            llvm::AddrSpaceCastOp::build(self.rw, loc, result_elem_ptr, allocated).res(self.rw);
        let aligned =
            llvm::AddrSpaceCastOp::build(self.rw, loc, result_elem_ptr, aligned).res(self.rw);
        self.store(allocated, underlying);
        let aligned_field = self.gep(ptr, result_elem_ptr, underlying, &[GEPArg::Constant(1)]);
        self.store(aligned, aligned_field);
        let source_indices = self.gep(
            ptr,
            source_elem_ptr,
            source_underlying,
            &[GEPArg::Constant(2)],
        );
        let result_indices = self.gep(ptr, result_elem_ptr, underlying, &[GEPArg::Constant(2)]);
        // The two pointers are skipped (64 bits each in the default layout).
        let skip = self.constant(16);
        let copy_size = self.binary("llvm.sub", size, skip);
        llvm_common::create_memcpy(self.rw, loc, result_indices, source_indices, copy_size);
        self.replace(op, &[desc.value()])
    }

    fn reinterpret_cast(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let src = self.operand_type(op, 0);
        let target = self.result_type(op);
        let desc_ty = self.convert(target)?;
        LLVMStructType::dyn_cast(self.rw, desc_ty)?;
        let (shape, _, _) = ranked(self.rw, target)?;
        let static_offsets = self.dense_attr(op, "static_offsets")?;
        let static_sizes = self.dense_attr(op, "static_sizes")?;
        let static_strides = self.dense_attr(op, "static_strides")?;
        let segments = self.dense_attr(op, "operandSegmentSizes")?;
        let (n_offsets, n_sizes) = (segments[1] as usize, segments[2] as usize);
        let offsets = &operands[1..1 + n_offsets];
        let mut dyn_sizes = operands[1 + n_offsets..1 + n_offsets + n_sizes].iter();
        let mut dyn_strides = operands[1 + n_offsets + n_sizes..].iter();
        let loc = self.loc;
        let mut d = MemRefDescriptor::undef(self.rw, loc, desc_ty);
        let (allocated, aligned) = self.pointers(src, operands[0])?;
        d.set_allocated_ptr(self.rw, loc, allocated);
        d.set_aligned_ptr(self.rw, loc, aligned);
        if static_offsets[0] == ir::DYNAMIC {
            d.set_offset(self.rw, loc, *offsets.first()?);
        } else {
            d.set_constant_offset(self.rw, loc, static_offsets[0]);
        }
        for i in 0..shape.len() {
            if static_sizes[i] == ir::DYNAMIC {
                d.set_size(self.rw, loc, i, *dyn_sizes.next()?);
            } else {
                d.set_constant_size(self.rw, loc, i, static_sizes[i]);
            }
            if static_strides[i] == ir::DYNAMIC {
                d.set_stride(self.rw, loc, i, *dyn_strides.next()?);
            } else {
                d.set_constant_stride(self.rw, loc, i, static_strides[i]);
            }
        }
        self.replace(op, &[d.value()])
    }

    /// `memref.reshape` to a ranked memref (a statically shaped shape
    /// operand): the source's pointers, the sizes from the result type or
    /// loaded from the shape (a `memref.load`, lowered in turn), the
    /// row-major strides. Reshapes to unranked memrefs are not lowered yet.
    fn reshape(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let shape_ty = self.operand_type(op, 1);
        if !self.rw.has_static_shape(shape_ty) {
            return self.reshape_to_unranked(op, operands, shape_ty);
        }
        let target = self.result_type(op);
        let desc_ty = self.convert(target)?;
        LLVMStructType::dyn_cast(self.rw, desc_ty)?;
        let loc = self.loc;
        let mut d = MemRefDescriptor::undef(self.rw, loc, desc_ty);
        let src = self.operand_type(op, 0);
        let (allocated, aligned) = self.pointers(src, operands[0])?;
        d.set_allocated_ptr(self.rw, loc, allocated);
        d.set_aligned_ptr(self.rw, loc, aligned);
        let Some((strides, offset)) = memref::strides_and_offset(self.rw, target) else {
            return self
                .rw
                .notify_match_failure("failed to get stride and offset exprs")
                .then_some(());
        };
        if offset == ir::DYNAMIC {
            return self
                .rw
                .notify_match_failure("dynamic offset is unsupported")
                .then_some(());
        }
        d.set_constant_offset(self.rw, loc, offset);
        let (shape, _, _) = ranked(self.rw, target)?;
        let shape_value = self.rw.operand(op, 1);
        let shape_element = self.rw.element_type(shape_ty)?;
        let mut stride: Option<Value> = None;
        for i in (0..shape.len()).rev() {
            if strides[i] != ir::DYNAMIC {
                stride = Some(self.constant(strides[i]));
            } else if stride.is_none() {
                stride = Some(self.constant(1));
            }
            let size = if shape[i] == ir::DYNAMIC {
                let index = self.constant(i as i64);
                let name = self.rw.op_name("memref.load");
                let mut state = ir::OperationState::new(name, loc);
                state.operands.extend([shape_value, index]);
                state.result_types.push(shape_element);
                let load = self.rw.create_op(state);
                let mut size = self.rw.result(load, 0);
                if shape_element != self.index {
                    let index = self.index;
                    size = self.tc.materialize_target(self.rw, index, &[size], loc)?;
                }
                size
            } else {
                self.constant(shape[i])
            };
            let current = stride?;
            d.set_size(self.rw, loc, i, size);
            d.set_stride(self.rw, loc, i, current);
            stride = Some(self.mul(current, size));
        }
        self.replace(op, &[d.value()])
    }

    /// `memref.reshape` to an unranked memref: a ranked descriptor on the
    /// stack, its sizes and strides written by a loop over the shape from
    /// the innermost dimension.
    fn reshape_to_unranked(&mut self, op: OpId, operands: &[Value], shape_ty: Type) -> Option<()> {
        let loc = self.loc;
        let index = self.index;
        let shape_desc = MemRefDescriptor::new(operands[1]);
        let result_rank = shape_desc.size(self.rw, loc, 0);
        let target = self.result_type(op);
        let elem_ptr = self.unranked_elem_ptr(target)?;
        let target_ty = self.convert(target)?;
        let mut target_desc = StructBuilder::undef(self.rw, loc, target_ty);
        target_desc.set_ptr(self.rw, loc, 0, result_rank);
        let sizes =
            llvm_common::unranked_descriptor_sizes(self.rw, loc, index, &[target_desc.value()]);
        let ptr = self.ptr(0);
        let i8t = self.rw.integer_type(8, ir::Signedness::Signless);
        let desc_ptr =
            llvm::AllocaOp::build_with_values(self.rw, loc, ptr, sizes[0], None, i8t, false)
                .res(self.rw);
        target_desc.set_ptr(self.rw, loc, 1, desc_ptr);
        let src = self.operand_type(op, 0);
        let (allocated, aligned) = self.pointers(src, operands[0])?;
        let offset = match ranked(self.rw, src) {
            Some(_) => MemRefDescriptor::new(operands[0]).offset(self.rw, loc),
            None => {
                let src_elem_ptr = self.unranked_elem_ptr(src)?;
                let src_desc_ptr = self.unranked_desc_ptr(operands[0]);
                let field = self.gep(ptr, src_elem_ptr, src_desc_ptr, &[GEPArg::Constant(2)]);
                self.load(index, field)
            }
        };
        self.store(allocated, desc_ptr);
        let aligned_field = self.gep(ptr, elem_ptr, desc_ptr, &[GEPArg::Constant(1)]);
        self.store(aligned, aligned_field);
        let offset_field = self.gep(ptr, elem_ptr, desc_ptr, &[GEPArg::Constant(2)]);
        self.store(offset, offset_field);
        let header: Type =
            LLVMStructType::get_literal(self.rw, &[elem_ptr, elem_ptr, index, index], false).into();
        let sizes_base = self.gep(
            ptr,
            header,
            desc_ptr,
            &[GEPArg::Constant(0), GEPArg::Constant(3)],
        );
        let strides_base = self.gep(ptr, index, sizes_base, &[GEPArg::Value(result_rank)]);
        let shape_ptr = shape_desc.aligned_ptr(self.rw, loc);
        let one = self.constant(1);
        let rank_minus_one = self.binary("llvm.sub", result_rank, one);

        let init = self.rw.op_parent_block(op)?;
        let region = self.rw.block_parent_region(init)?;
        let next = self.rw.next_op(op);
        let cond = self
            .rw
            .create_block_before(region, None, &[(index, loc), (index, loc)])
            .ok()?;
        if let Some(next) = next {
            let remaining = self.rw.split_block(init, Some(next)).ok()?;
            self.rw.merge_blocks(remaining, cond, &[]).ok()?;
        }
        self.rw.set_insertion_point_to_end(init);
        llvm::BrOp::build(self.rw, loc, &[rank_minus_one, one], None, cond);
        let first = self.rw.block_ops(cond).next();
        self.rw.set_insertion_point_to_start(cond);
        let args = self.rw.block_args(cond).to_vec();
        let (index_arg, stride_arg) = (args[0], args[1]);
        let zero = self.constant(0);
        let i1 = self.rw.i1();
        let pred = llvm::ICmpOp::build_with_values(
            self.rw,
            loc,
            i1,
            llvm::ICmpPredicate::Sge,
            index_arg,
            zero,
        )
        .res(self.rw);
        let body = self.rw.split_block(cond, first).ok()?;
        self.rw.set_insertion_point_to_start(body);
        let shape_element = self.rw.element_type(shape_ty)?;
        let shape_element = self.convert(shape_element)?;
        let size_gep = self.gep(ptr, shape_element, shape_ptr, &[GEPArg::Value(index_arg)]);
        let size = self.load(index, size_gep);
        let size_store = self.gep(ptr, index, sizes_base, &[GEPArg::Value(index_arg)]);
        self.store(size, size_store);
        let stride_store = self.gep(ptr, index, strides_base, &[GEPArg::Value(index_arg)]);
        self.store(stride_arg, stride_store);
        let next_stride = self.mul(stride_arg, size);
        let decrement = self.binary("llvm.sub", index_arg, one);
        llvm::BrOp::build(self.rw, loc, &[decrement, next_stride], None, cond);
        let remainder = self.rw.split_block(body, first).ok()?;
        self.rw.set_insertion_point_to_end(cond);
        llvm::CondBrOp::build(self.rw, loc, pred, &[], &[], None, None, body, remainder);
        self.rw.set_insertion_point_to_start(remainder);
        self.replace(op, &[target_desc.value()])
    }

    fn dense_attr(&self, op: OpId, name: &str) -> Option<Vec<i64>> {
        let a = self.attr(op, name)?;
        self.rw.dense_array_as_i64(a).map(<[i64]>::to_vec)
    }

    fn transpose(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let loc = self.loc;
        let view = MemRefDescriptor::new(operands[0]);
        let map = self
            .attr(op, "permutation")
            .and_then(|a| self.rw.as_affine_map(a))?;
        if self.rw.affine_map_is_identity(map) {
            return self.replace(op, &[operands[0]]);
        }
        let results = self.rw.affine_map_data(map).results.clone();
        let in_ty = self.operand_type(op, 0);
        let desc_ty = self.convert(in_ty)?;
        let mut d = MemRefDescriptor::undef(self.rw, loc, desc_ty);
        let allocated = view.allocated_ptr(self.rw, loc);
        d.set_allocated_ptr(self.rw, loc, allocated);
        let aligned = view.aligned_ptr(self.rw, loc);
        d.set_aligned_ptr(self.rw, loc, aligned);
        let offset = view.offset(self.rw, loc);
        d.set_offset(self.rw, loc, offset);
        for (target, e) in results.into_iter().enumerate() {
            let ir::affine::AffineExprData::Dim(source) = self.rw.affine_expr_data(e) else {
                return None;
            };
            let source = source as usize;
            let size = view.size(self.rw, loc, source);
            d.set_size(self.rw, loc, target, size);
            let stride = view.stride(self.rw, loc, source);
            d.set_stride(self.rw, loc, target, stride);
        }
        self.replace(op, &[d.value()])
    }

    fn view(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let loc = self.loc;
        let ty = self.result_type(op);
        let (shape, element, _) = ranked(self.rw, ty)?;
        let target_element = self.convert(element);
        let target_desc = self.convert(ty);
        let (Some(_), Some(target_desc)) = (target_element, target_desc) else {
            return self.warn_fail(op, "Target descriptor type not converted to LLVM");
        };
        let Some((strides, offset)) = memref::strides_and_offset(self.rw, ty) else {
            return self.warn_fail(op, "cannot cast to non-strided shape");
        };
        if strides.last().is_some_and(|&s| s != 1 && s != 0) {
            return self.warn_fail(op, "cannot cast to non-contiguous shape");
        }
        let source = MemRefDescriptor::new(operands[0]);
        let mut d = MemRefDescriptor::undef(self.rw, loc, target_desc);
        let allocated = source.allocated_ptr(self.rw, loc);
        d.set_allocated_ptr(self.rw, loc, allocated);
        let aligned = source.aligned_ptr(self.rw, loc);
        let src_ty = self.operand_type(op, 0);
        let (_, src_element, _) = ranked(self.rw, src_ty)?;
        let src_element = self.convert(src_element)?;
        let ptr_ty = self.value_type(aligned);
        let aligned = self.gep(ptr_ty, src_element, aligned, &[GEPArg::Value(operands[1])]);
        d.set_aligned_ptr(self.rw, loc, aligned);
        let offset = self.constant(offset);
        d.set_offset(self.rw, loc, offset);
        if shape.is_empty() {
            return self.replace(op, &[d.value()]);
        }
        let dynamic_sizes = &operands[2..];
        let mut stride: Option<Value> = None;
        let mut next_size: Option<Value> = None;
        for i in (0..shape.len()).rev() {
            let size = if shape[i] == ir::DYNAMIC {
                let n = shape[..i].iter().filter(|&&s| s == ir::DYNAMIC).count();
                *dynamic_sizes.get(n)?
            } else {
                self.constant(shape[i])
            };
            d.set_size(self.rw, loc, i, size);
            let s = if strides[i] != ir::DYNAMIC {
                self.constant(strides[i])
            } else if let Some(next) = next_size {
                match stride {
                    Some(running) => self.mul(running, next),
                    None => next,
                }
            } else {
                self.constant(1)
            };
            d.set_stride(self.rw, loc, i, s);
            stride = Some(s);
            next_size = Some(size);
        }
        self.replace(op, &[d.value()])
    }

    /// Warns at `op` and fails (upstream's `emitWarning(...), failure()`).
    fn warn_fail(&mut self, op: OpId, message: &str) -> Option<()> {
        let mut d = ir::Diagnostic::at_op(self.rw, op, message);
        d.severity = ir::diag::Severity::Warning;
        self.diagnostics.borrow_mut().push(d);
        None
    }

    fn atomic_rmw(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 1);
        let kind = self.int_attr(op, "kind")?;
        let bin_op = atomic_bin_op(kind)?;
        memref::strides_and_offset(self.rw, ty)?;
        let ptr = self.strided_element_ptr(ty, operands[1], &operands[2..])?;
        let loc = self.loc;
        let value_ty = self.value_type(operands[0]);
        let v = llvm::AtomicRMWOp::build_with_values(
            self.rw,
            loc,
            value_ty,
            bin_op,
            ptr,
            operands[0],
            llvm::AtomicOrdering::AcqRel,
            None,
            None,
            false,
            None,
            None,
            None,
            None,
        )
        .res(self.rw);
        self.replace(op, &[v])
    }

    fn extract_aligned_pointer(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let ty = self.operand_type(op, 0);
        let aligned = if ranked(self.rw, ty).is_some() {
            MemRefDescriptor::new(operands[0]).aligned_ptr(self.rw, self.loc)
        } else {
            let elem_ptr = self.unranked_elem_ptr(ty)?;
            let desc_ptr = self.unranked_desc_ptr(operands[0]);
            self.unranked_aligned_ptr(desc_ptr, elem_ptr)
        };
        let index = self.index;
        let v = self.ptr_to_int(index, aligned);
        self.replace(op, &[v])
    }

    fn extract_strided_metadata(&mut self, op: OpId, operands: &[Value]) -> Option<()> {
        let converted = self.value_type(operands[0]);
        if !llvm::is_compatible_type(self.rw, converted) {
            return None;
        }
        let ty = self.operand_type(op, 0);
        let (shape, _, _) = ranked(self.rw, ty)?;
        let loc = self.loc;
        let source = MemRefDescriptor::new(operands[0]);
        let base = source.allocated_ptr(self.rw, loc);
        let aligned = source.aligned_ptr(self.rw, loc);
        let base_ty = self.result_type(op);
        let base_desc_ty = self.convert(base_ty)?;
        // `MemRefDescriptor::fromStaticShape` of the 0-D base buffer.
        let mut d = MemRefDescriptor::undef(self.rw, loc, base_desc_ty);
        d.set_allocated_ptr(self.rw, loc, base);
        d.set_aligned_ptr(self.rw, loc, aligned);
        let (_, base_offset) = memref::strides_and_offset(self.rw, base_ty)?;
        d.set_constant_offset(self.rw, loc, base_offset);
        let mut results = vec![d.value(), source.offset(self.rw, loc)];
        for i in 0..shape.len() {
            results.push(source.size(self.rw, loc, i));
        }
        for i in 0..shape.len() {
            results.push(source.stride(self.rw, loc, i));
        }
        self.replace(op, &results)
    }
}

/// The index a `memref.dim`'s index operand is a constant of (an
/// `arith.constant` or an `llvm.mlir.constant`).
fn constant_index(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    let name = ctx.op_name_of(def);
    if name != "arith.constant" && name != "llvm.mlir.constant" {
        return None;
    }
    let value = ctx.attr(def, "value")?;
    ctx.as_integer(value).map(|v| v as i64)
}

/// The LLVM type of a global of the memref type `ty` (upstream's
/// `convertGlobalMemrefTypeToLLVM`): nested arrays of the element.
fn global_type(tc: &TypeConverter, ctx: &mut Context, ty: Type) -> Option<Type> {
    let (shape, element, _) = ranked(ctx, ty)?;
    let mut array = tc.convert_type(ctx, element)?;
    for &dim in shape.iter().rev() {
        array = LLVMArrayType::get(ctx, array, dim as u64).into();
    }
    Some(array)
}

/// The size in bytes of a memref element in the data layout in scope at
/// `op` (upstream's `getMemRefEltSizeInBytes`): a memref's descriptor, or
/// the type's size.
fn element_size_in_bytes(ctx: &Context, op: OpId, ty: Type, index_bitwidth: u32) -> Option<u64> {
    let index_bytes = u64::from(index_bitwidth).div_ceil(8);
    match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => Some(2 * 8 + (1 + 2 * shape.len() as u64) * index_bytes),
        TypeData::UnrankedMemRef { .. } => Some(8 + index_bytes),
        _ => Some(
            ir::interfaces::DataLayout::closest(ctx, op)
                .get_type_size(ctx, ty)
                .min,
        ),
    }
}

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind (upstream's
/// `matchSimpleAtomicOp`), by the value of `arith::AtomicRMWKind`.
fn atomic_bin_op(kind: i64) -> Option<llvm::AtomicBinOp> {
    use arith::AtomicRMWKind as K;
    use llvm::AtomicBinOp as B;
    let kind = K::try_from(kind as u64).ok()?;
    Some(match kind {
        K::Addf => B::Fadd,
        K::Addi => B::Add,
        K::Assign => B::Xchg,
        K::Maximumf => B::Fmax,
        K::Maxs => B::Max,
        K::Maxu => B::Umax,
        K::Minimumf => B::Fmin,
        K::Mins => B::Min,
        K::Minu => B::Umin,
        K::Ori => B::Or,
        K::Andi => B::And,
        _ => return None,
    })
}

/// The row-major strides of a static `shape`.
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running: i64 = 1;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = running.saturating_mul(shape[i]);
    }
    strides
}
