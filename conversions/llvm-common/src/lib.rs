//! What the lowerings into the `llvm` dialect share (upstream MLIR 19's
//! `Conversion/LLVMCommon`): the lowering options (`LowerToLLVMOptions`),
//! the LLVM type converter (`LLVMTypeConverter`: integers made signless,
//! `index` as an integer of the index bit width, the 8-bit floats as
//! integers, `complex<T>` as a literal struct of two `T`, function types
//! as `!llvm.ptr`, n-D vectors as nested arrays of 1-D vectors, LLVM
//! aggregates with their members converted, the rest kept when LLVM
//! accepts it), the conversion target (`LLVMConversionTarget`), and the
//! one-to-one and n-D vector unrolling rewrites (`Pattern.cpp`,
//! `VectorPattern.cpp`), the struct builder (`StructBuilder.cpp`), and calls of runtime functions (a string printed
//! by `puts`-like functions: `PrintCallHelper.cpp`, `lookupOrCreateFn`).
//!
//! Ranked memrefs are their descriptor structs (`MemRefDescriptor`:
//! the fields, unpacked in signatures, packed back by an argument
//! materialization, or built from a bare pointer); unranked memrefs are
//! `(rank, pointer to a ranked descriptor)` structs. Not yet: identified structs holding types to convert, and data-layout derived
//! index bit widths (the default data layout's 64 bits is used when no
//! bit width is given, as upstream's passes that do not read the layout).
#![forbid(unsafe_code)]

mod memref;
mod pattern;
mod print;
mod signature;
mod struct_builder;

pub use memref::{
    can_convert_to_bare_ptr, create_memcpy, index_constant, memref_bare_ptr_type,
    memref_descriptor_fields, memref_descriptor_from_static_shape, memref_element, memref_rank,
    pack_memref_descriptor, unranked_descriptor_sizes, MemRefDescriptor,
};
pub use pattern::{
    create_op, create_value, handle_multidimensional_vectors, has_array_type, one_to_one_rewrite,
    op_attributes, set_native_properties, vector_one_to_one_rewrite, OneToOne,
};
pub use print::{
    create_call, create_llvm_func, create_llvm_func_declaration, create_print_str_call,
    lookup_or_create_fn, lookup_symbol, parent_module,
};
pub use signature::{
    calling_convention_type, convert_function_signature, pack_function_results,
    struct_func_arg_types,
};
pub use struct_builder::StructBuilder;

use ir::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionTarget, TypeConverter,
};
use ir::{Context, FloatKind, Location, OpBuilder, OpId, Type, TypeData, Value};
use llvm::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType};

/// The option value asking for the index bit width of the data layout
/// (upstream's `kDeriveIndexBitwidthFromDataLayout`).
pub const DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT: u32 = 0;

/// How `memref.alloc` lowers (upstream's `LowerToLLVMOptions::AllocLowering`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AllocLowering {
    /// A call of `malloc`.
    #[default]
    Malloc,
    /// A call of `aligned_alloc`.
    AlignedAlloc,
    /// Not lowered.
    None,
}

/// The options of the lowerings into the llvm dialect (upstream's
/// `LowerToLLVMOptions`).
#[derive(Clone, Debug)]
pub struct LowerToLlvmOptions {
    /// Memrefs passed to and returned from functions as bare pointers.
    pub use_bare_ptr_call_conv: bool,
    /// How allocations lower.
    pub alloc_lowering: AllocLowering,
    /// Allocations call the generic allocation functions.
    pub use_generic_functions: bool,
    /// Where the type converter reports the errors upstream's emits (a
    /// memref memory space that is not an integer), once each, for the
    /// pass to emit.
    pub diagnostics: Diagnostics,
    /// Memory space attributes and the address spaces they lower to
    /// (upstream's type attribute conversions of memref memory spaces,
    /// `populateGpuMemorySpaceAttributeConversions`): a memref in one of
    /// them converts as if its memory space were that integer.
    pub memory_space_map: Vec<(ir::Attribute, u32)>,
    index_bitwidth: u32,
}

/// Diagnostics collected on the way, for the pass to emit.
pub type Diagnostics = std::rc::Rc<std::cell::RefCell<Vec<ir::Diagnostic>>>;

impl Default for LowerToLlvmOptions {
    fn default() -> Self {
        Self::new()
    }
}

impl LowerToLlvmOptions {
    /// The options of the default data layout: `index` is 64 bits (the
    /// size of `index` in an empty data layout, upstream's
    /// `LowerToLLVMOptions(ctx)`).
    pub fn new() -> Self {
        Self {
            use_bare_ptr_call_conv: false,
            alloc_lowering: AllocLowering::Malloc,
            use_generic_functions: false,
            diagnostics: Diagnostics::default(),
            memory_space_map: Vec::new(),
            index_bitwidth: 64,
        }
    }
    /// Sets the bit width of `index` (not
    /// [`DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT`]).
    pub fn override_index_bitwidth(&mut self, bitwidth: u32) {
        debug_assert_ne!(bitwidth, DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT);
        self.index_bitwidth = bitwidth;
    }
    /// The options of a pass's `index-bitwidth` option: the default data
    /// layout's unless the option gives a width.
    pub fn with_index_bitwidth_option(option: u32) -> Self {
        let mut options = Self::new();
        if option != DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT {
            options.override_index_bitwidth(option);
        }
        options
    }
    /// The options of the data layout in scope at `op` (upstream's
    /// `LowerToLLVMOptions(ctx, dataLayoutAnalysis.getAtOrAbove(op))`):
    /// `index` as wide as that layout makes it; then a pass's
    /// `index-bitwidth` option, when it gives a width, overrides it.
    pub fn for_op(ctx: &Context, op: OpId, index_bitwidth_option: u32) -> Self {
        let mut options = Self::new();
        let layout = ir::interfaces::DataLayout::closest(ctx, op);
        let index = ctx.index_type();
        let bits = layout.get_type_size_in_bits(ctx, index).min;
        options.index_bitwidth = u32::try_from(bits).unwrap_or(64);
        if index_bitwidth_option != DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT {
            options.override_index_bitwidth(index_bitwidth_option);
        }
        options
    }
    /// The bit width of `index`.
    pub fn index_bitwidth(&self) -> u32 {
        self.index_bitwidth
    }
}

/// `builtin.unrealized_conversion_cast` of one input to `ty` (the
/// converter's generic source and target materializations).
fn unrealized_cast(
    b: &mut OpBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Option<Value> {
    let [input] = inputs else {
        return None;
    };
    let cast = ir::builtin::UnrealizedConversionCastOp::build(b, loc, &[ty], &[*input]);
    Some(b.result(cast.operation(), 0))
}

/// Whether `v` is an argument of the entry block of a function op.
fn is_function_entry_argument(ctx: &Context, v: Value) -> bool {
    if ctx.defining_op(v).is_some() {
        return false;
    }
    let Some(block) = ctx.value_parent_block(v) else {
        return false;
    };
    let Some(region) = ctx.block_parent_region(block) else {
        return false;
    };
    ctx.region_blocks(region).first() == Some(&block)
        && ctx
            .region_parent_op(region)
            .is_some_and(|op| ir::interfaces::FunctionOpInterfaceRef::get(ctx, op).is_some())
}

/// Whether `kind` is one of the 8-bit float formats LLVM lacks (lowered
/// as integers of their width).
fn is_float8(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
    )
}

/// The LLVM type of a builtin vector (upstream's `convertVectorType`):
/// a 0-D vector as a vector of one element, the trailing dimension as a
/// (possibly scalable) vector, the leading ones as nested arrays; `None`
/// when the element does not convert or a leading dimension is scalable.
fn convert_vector_type(tc: &TypeConverter, ctx: &mut Context, ty: Type) -> Option<Type> {
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_data(ty).clone()
    else {
        return None;
    };
    let element = tc.convert_type(ctx, element)?;
    let Some((&last, leading)) = shape.split_last() else {
        return Some(ctx.vector_type(&[1], element));
    };
    if scalable[..scalable.len() - 1].contains(&true) {
        return None;
    }
    let mut converted = ctx.get_type(TypeData::Vector {
        shape: vec![last],
        scalable: vec![scalable[scalable.len() - 1]],
        element,
    });
    for &dim in leading.iter().rev() {
        converted = LLVMArrayType::get(ctx, converted, dim as u64).into();
    }
    Some(converted)
}

/// A literal struct with its members converted (upstream's rule for
/// `LLVMStructType`); an identified struct converts only when LLVM
/// accepts it as it is.
fn convert_struct_type(tc: &TypeConverter, ctx: &mut Context, ty: Type) -> Option<Type> {
    let s = LLVMStructType::dyn_cast(ctx, ty)?;
    if llvm::is_compatible_type(ctx, ty) || s.is_identified(ctx) {
        return llvm::is_compatible_type(ctx, ty).then_some(ty);
    }
    let packed = s.is_packed(ctx);
    let body = s.body(ctx);
    let mut converted = Vec::with_capacity(body.len());
    for t in body {
        converted.push(tc.convert_type(ctx, t)?);
    }
    Some(LLVMStructType::get_literal(ctx, &converted, packed).into())
}

/// The LLVM type converter (upstream's `LLVMTypeConverter`) for `options`:
/// the builtin types' conversions, LLVM-compatible types kept, LLVM
/// aggregates and function types with their nested types converted, and
/// unrealized casts as source, target and argument materializations.
pub fn llvm_type_converter(options: &LowerToLlvmOptions) -> TypeConverter {
    let index_bitwidth = options.index_bitwidth();
    let diagnostics = options.diagnostics.clone();
    let mut tc = TypeConverter::new();
    // Tried last added first, as upstream's `addConversion` calls.
    tc.add_recursive_conversion(|tc, ctx, t| {
        let element = ctx.type_as_complex(t)?;
        let element = tc.convert_type(ctx, element)?;
        Some(LLVMStructType::get_literal(ctx, &[element, element], false).into())
    });
    tc.add_conversion(|ctx, t| {
        let kind = ctx.float_kind(t)?;
        Some(if is_float8(kind) {
            ctx.integer_type(kind.width())
        } else {
            t
        })
    });
    tc.add_conversion(|ctx, t| {
        ctx.is_function(t)
            .then(|| LLVMPointerType::get(ctx, 0).into())
    });
    tc.add_conversion(move |ctx, t| ctx.is_index(t).then(|| ctx.integer_type(index_bitwidth)));
    tc.add_conversion(|ctx, t| {
        let (width, _) = ctx.type_as_integer(t)?;
        Some(ctx.integer_type(width))
    });
    let spaces = options.memory_space_map.clone();
    let ranked_spaces = spaces.clone();
    tc.add_recursive_conversion(move |tc, ctx, t| {
        let t = with_mapped_memory_space(ctx, t, &ranked_spaces);
        let element = memref_element(ctx, t)?;
        let element = tc.convert_type(ctx, element);
        element?;
        if let Some(space) = ctx.memref_memory_space(t).filter(|&a| ctx.as_integer(a).is_none()) {
            // Upstream's `getMemRefDescriptorFields` error, at no location.
            let message = format!(
                "conversion of memref memory space {} to integer address space failed. Consider adding memory space conversions.",
                ir::printer::attr_to_string(ctx, space)
            );
            let mut reported = diagnostics.borrow_mut();
            if !reported.iter().any(|d| d.message == message) {
                let loc = ctx.unknown_loc();
                reported.push(ir::Diagnostic::error(loc, message));
            }
            return None;
        }
        let index = ctx.integer_type(index_bitwidth);
        let fields = memref_descriptor_fields(ctx, t, element, index, false)?;
        Some(LLVMStructType::get_literal(ctx, &fields, false).into())
    });
    // An unranked memref: its rank and a pointer to a ranked descriptor
    // (`convertUnrankedMemRefType`).
    tc.add_recursive_conversion(move |tc, ctx, t| {
        let t = with_mapped_memory_space(ctx, t, &spaces);
        let TypeData::UnrankedMemRef { element, .. } = *ctx.type_data(t) else {
            return None;
        };
        tc.convert_type(ctx, element)?;
        Some(unranked_memref_descriptor_type(ctx, index_bitwidth))
    });
    tc.add_recursive_conversion(convert_vector_type);
    tc.add_conversion(|ctx, t| llvm::is_compatible_type(ctx, t).then_some(t));
    tc.add_recursive_conversion(convert_struct_type);
    tc.add_recursive_conversion(|tc, ctx, t| {
        let a = LLVMArrayType::dyn_cast(ctx, t)?;
        let (element, n) = (a.element_type(ctx), a.num_elements(ctx));
        let element = tc.convert_type(ctx, element)?;
        Some(LLVMArrayType::get(ctx, element, n).into())
    });
    tc.add_recursive_conversion(|tc, ctx, t| {
        let f = LLVMFunctionType::dyn_cast(ctx, t)?;
        let (result, params, var_arg) = (
            f.return_type(ctx),
            f.params(ctx).to_vec(),
            f.is_var_arg(ctx),
        );
        let result = tc.convert_type(ctx, result)?;
        let mut converted = Vec::with_capacity(params.len());
        for p in params {
            converted.extend(tc.convert_types(ctx, p)?);
        }
        Some(LLVMFunctionType::get(ctx, result, &converted, var_arg).into())
    });
    // A ranked memref argument unpacked into its descriptor's fields (a
    // function's entry block), or passed as a bare pointer, is packed back
    // into the descriptor, cast to the memref type (upstream's argument
    // materialization).
    let arg_spaces = options.memory_space_map.clone();
    tc.add_argument_materialization(move |b, original, inputs, loc| {
        // The descriptor of the memref with its memory space mapped, cast
        // to the memref type itself.
        let ty = with_mapped_memory_space(b, original, &arg_spaces);
        if let TypeData::UnrankedMemRef { .. } = b.type_data(ty) {
            // Bare pointers cannot make an unranked descriptor.
            let [rank, ptr] = inputs else {
                return None;
            };
            let descriptor = unranked_memref_descriptor_type(b, index_bitwidth);
            let mut d = StructBuilder::undef(b, loc, descriptor);
            d.set_ptr(b, loc, 0, *rank);
            d.set_ptr(b, loc, 1, *ptr);
            let packed = d.value();
            return unrealized_cast(b, original, &[packed], loc);
        }
        let rank = memref_rank(b, ty)?;
        let element = memref_element(b, ty)?;
        let index = b.integer_type(index_bitwidth, ir::Signedness::Signless);
        let fields = memref_descriptor_fields(b, ty, Some(element), index, false)?;
        let descriptor = LLVMStructType::get_literal(b, &fields, false).into();
        let packed = match inputs {
            // A bare pointer: only an argument of a function's entry block.
            [ptr] => {
                if !is_function_entry_argument(b, *ptr) {
                    return None;
                }
                memref_descriptor_from_static_shape(b, loc, descriptor, ty, *ptr)?
            }
            _ => pack_memref_descriptor(b, loc, descriptor, rank, inputs)?,
        };
        unrealized_cast(b, original, &[packed], loc)
    });
    tc.add_source_materialization(unrealized_cast);
    tc.add_target_materialization(unrealized_cast);
    tc
}

/// `ty`, a memref whose memory space `map` maps, with that integer memory
/// space (an `i64` attribute, upstream's `wrapNumericMemorySpace`);
/// any other type as it is.
pub fn with_mapped_memory_space(ctx: &mut Context, ty: Type, map: &[(ir::Attribute, u32)]) -> Type {
    if map.is_empty() {
        return ty;
    }
    let mut data = ctx.type_data(ty).clone();
    let space = match &mut data {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            memory_space
        }
        _ => return ty,
    };
    let Some(&(_, n)) = map.iter().find(|(a, _)| Some(*a) == *space) else {
        return ty;
    };
    let i64t = ctx.integer_type(64);
    *space = (n != 0).then(|| ctx.integer_attr(i64t, i128::from(n)));
    ctx.get_type(data)
}

/// The descriptor of an unranked memref (upstream's
/// `getUnrankedMemRefDescriptorFields`): `!llvm.struct<(index, ptr)>`, the
/// rank and a pointer to the ranked descriptor.
pub fn unranked_memref_descriptor_type(ctx: &mut Context, index_bitwidth: u32) -> Type {
    let index = ctx.integer_type(index_bitwidth);
    let ptr = LLVMPointerType::get(ctx, 0).into();
    LLVMStructType::get_literal(ctx, &[index, ptr], false).into()
}

/// The converted type of an op's results (upstream's
/// `packOperationResults`): the one result's converted type, or a literal
/// struct of the converted types of several (each LLVM-compatible).
pub fn pack_operation_results(
    tc: &TypeConverter,
    ctx: &mut Context,
    types: &[Type],
) -> Option<Type> {
    if let [one] = types {
        return tc.convert_type(ctx, *one);
    }
    let mut converted = Vec::with_capacity(types.len());
    for &t in types {
        let c = tc.convert_type(ctx, t)?;
        if !llvm::is_compatible_type(ctx, c) {
            return None;
        }
        converted.push(c);
    }
    Some(LLVMStructType::get_literal(ctx, &converted, false).into())
}

/// The target of the lowerings into LLVM (upstream's
/// `LLVMConversionTarget`): the llvm dialect and unrealized casts legal.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op("builtin.unrealized_conversion_cast");
    target
}

/// Applies `patterns` to `root` as a partial conversion toward `target`
/// with the LLVM type converter of `options` (what each lowering pass
/// into LLVM runs). On failure the IR is left as it was and the
/// diagnostic returned.
pub fn apply_llvm_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    options: &LowerToLlvmOptions,
    patterns: &[Box<dyn ConversionPattern>],
) -> Result<(), ir::Diagnostic> {
    let converter = llvm_type_converter(options);
    apply_partial_conversion(ctx, root, target, patterns, Some(&converter))
}
