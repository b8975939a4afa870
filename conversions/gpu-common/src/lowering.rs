//! The lowerings of the gpu ops every GPU target shares (upstream's
//! `GPUOpsLowering.cpp` and `IndexIntrinsicsOpLowering.h`): `gpu.func` as
//! `llvm.func` with its workgroup attributions as internal globals and its
//! private ones as `llvm.alloca`s, `gpu.return` as `llvm.return`, the id
//! and dimension ops as the target's special registers, and an op without
//! operands or results (`gpu.barrier`) as the target's.

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Attribute, NamedAttr, OpId, Type, Value};
use llvm::{LLVMArrayType, LLVMPointerType};
use llvm_common::{
    convert_function_signature, create_llvm_func, create_op, memref_descriptor_from_static_shape,
    op_attributes, Diagnostics, StructBuilder,
};

/// `gpu.func`'s inherent attributes the lowering does not copy (upstream
/// skips them, and takes `arg_attrs` apart).
const SKIPPED_FUNC_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "workgroup_attributions",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
    "known_block_size",
    "known_grid_size",
    "arg_attrs",
];

/// The argument attributes copied to every argument an argument becomes.
const COPIED_ARG_ATTRS: &[&str] = &["llvm.returned", "llvm.noundef", "llvm.inreg"];

/// The argument attributes copied to the pointer arguments an argument
/// becomes (`llvm.noalias` only to one).
const COPIED_POINTER_ARG_ATTRS: &[&str] = &[
    "llvm.noalias",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.align",
    "llvm.readonly",
    "llvm.writeonly",
    "llvm.readnone",
    "llvm.nonnull",
    "llvm.dereferenceable",
    "llvm.dereferenceable_or_null",
];

/// `gpu.func` → `llvm.func` (upstream's `GPUFuncOpLowering`).
#[derive(Clone, Debug)]
pub struct GPUFuncOpLowering {
    /// The address space of the private attributions' `llvm.alloca`s.
    pub alloca_addr_space: u32,
    /// The address space of the workgroup attributions' globals.
    pub workgroup_addr_space: u32,
    /// The target's kernel attribute (`nvvm.kernel`, `rocdl.kernel`).
    pub kernel_attribute_name: &'static str,
    /// The target's attribute a kernel's known block size is copied to.
    pub kernel_block_size_attribute_name: Option<&'static str>,
    /// Memrefs passed as bare pointers (`use-bare-ptr-memref-call-conv`).
    pub bare_ptr: bool,
    /// Where the warnings go (`llvm.noalias` not copied).
    pub diagnostics: Diagnostics,
}

/// The static shape's element count, the element type and the alignment
/// (`llvm.align` of its attribute dictionary) of an attribution.
fn attribution(
    rw: &ConversionRewriter<'_, '_>,
    value: Value,
    attrs: Option<Attribute>,
) -> Option<(u64, Type, Option<i64>)> {
    let ty = rw.value_type(value);
    if !rw.has_static_shape(ty) {
        return None;
    }
    let count = u64::try_from(rw.num_elements(ty)?).ok()?;
    let element = rw.element_type(ty)?;
    let align = attrs
        .and_then(|d| rw.as_dictionary(d))
        .and_then(|d| {
            d.iter()
                .find(|(n, _)| rw.ident_str(*n) == "llvm.align")
                .map(|&(_, a)| a)
        })
        .and_then(|a| rw.attr_as_int(a));
    Some((count, element, align))
}

/// The `i`th dictionary of an array attribute of dictionaries.
fn nth_dictionary(
    rw: &ConversionRewriter<'_, '_>,
    array: Option<Attribute>,
    i: usize,
) -> Option<Attribute> {
    array
        .and_then(|a| rw.as_array(a))
        .and_then(|a| a.get(i).copied())
}

impl GPUFuncOpLowering {
    fn rewrite(&self, op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let f = gpu::GPUFuncOp::cast(rw, op)?;
        let tc = rw.type_converter()?;
        let loc = rw.op_loc(op);
        let name = rw
            .attr(op, "sym_name")
            .and_then(|a| rw.as_string(a))?
            .to_string();
        let workgroup = f.workgroup_attributions(rw);
        let private = f.private_attributions(rw);
        let wg_attrs = f.workgroup_attrib_attrs_attr(rw);
        let private_attrs = f.private_attrib_attrs_attr(rw);
        let mut globals = Vec::with_capacity(workgroup.len());
        for (idx, &value) in workgroup.iter().enumerate() {
            let dict = nth_dictionary(rw, wg_attrs, idx);
            let (count, element, align) = attribution(rw, value, dict)?;
            let element = tc.convert_type(rw, element)?;
            let array: Type = LLVMArrayType::get(rw, element, count).into();
            let global_name = format!("__wg_{name}_{idx}");
            let alignment = align.filter(|&a| a != 0).map(|a| rw.i64_attr(a));
            llvm::GlobalOp::build_with_values(
                rw,
                loc,
                array,
                false,
                &global_name,
                llvm::Linkage::Internal,
                false,
                false,
                None,
                alignment,
                self.workgroup_addr_space as i32,
                None,
                None,
                None,
                None,
                llvm::Visibility::Default,
            );
            globals.push((global_name, array));
        }
        let fty = f.function_type(rw);
        let (inputs, results) = rw.type_as_function(fty)?;
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        let body = f.body(rw);
        let entry = rw.region_entry(body)?;
        let entry_args = rw.num_block_args(entry);
        let Some((func_type, mut conversion)) =
            convert_function_signature(rw, &inputs, &results, false, self.bare_ptr, entry_args)
        else {
            let text = ir::printer::type_to_string(rw, fty);
            return rw
                .notify_match_failure(format!(
                    "failed to convert function signature type for: {text}"
                ))
                .then_some(());
        };
        let all = op_attributes(rw, op);
        let arg_attrs = f.arg_attrs_attr(rw);
        let mut attributes: Vec<NamedAttr> = all
            .iter()
            .copied()
            .filter(|(n, _)| !SKIPPED_FUNC_ATTRS.contains(&rw.ident_str(*n)))
            .collect();
        let known_block = f.known_block_size_attr(rw);
        let known_grid = f.known_grid_size_attr(rw);
        if let Some(a) = known_block {
            let key = rw.ident("gpu.known_block_size");
            attributes.push((key, a));
        }
        if let Some(a) = known_grid {
            let key = rw.ident("gpu.known_grid_size");
            attributes.push((key, a));
        }
        if f.is_kernel(rw) {
            let key = rw.ident(self.kernel_attribute_name);
            let unit = rw.unit_attr();
            attributes.push((key, unit));
            if let (Some(n), Some(a)) = (self.kernel_block_size_attribute_name, known_block) {
                let key = rw.ident(n);
                attributes.push((key, a));
            }
        }
        let new = create_llvm_func(
            rw,
            loc,
            &name,
            func_type,
            llvm::Linkage::External,
            &attributes,
        );
        // The attributions' memory, at the start of the body.
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(entry);
        let proper = inputs.len();
        for (idx, (global_name, array)) in globals.iter().enumerate() {
            let ptr: Type = LLVMPointerType::get(rw, self.workgroup_addr_space).into();
            let address = llvm::AddressOfOp::build_with_values(rw, loc, ptr, global_name).res(rw);
            let memory = llvm::GEPOp::build_from_result_type_elem_type_base_indices(
                rw,
                loc,
                ptr,
                *array,
                address,
                &[llvm::GEPArg::Constant(0), llvm::GEPArg::Constant(0)],
            )
            .res(rw);
            let ty = rw.value_type(workgroup[idx]);
            let descriptor = tc.convert_type(rw, ty)?;
            let d = memref_descriptor_from_static_shape(rw, loc, descriptor, ty, memory)?;
            conversion.remap_input(proper + idx, d).ok()?;
        }
        let i64t = rw.i64();
        for (idx, &value) in private.iter().enumerate() {
            let dict = nth_dictionary(rw, private_attrs, idx);
            let (count, element, align) = attribution(rw, value, dict)?;
            let element = tc.convert_type(rw, element)?;
            let ptr: Type = LLVMPointerType::get(rw, self.alloca_addr_space).into();
            let n = rw.integer_attr(i64t, count as i64);
            let n = llvm::ConstantOp::build(rw, loc, i64t, n).res(rw);
            let alignment = align.filter(|&a| a != 0).map(|a| rw.i64_attr(a));
            let allocated =
                llvm::AllocaOp::build_with_values(rw, loc, ptr, n, alignment, element, false)
                    .res(rw);
            let ty = rw.value_type(value);
            let descriptor = tc.convert_type(rw, ty)?;
            let d = memref_descriptor_from_static_shape(rw, loc, descriptor, ty, allocated)?;
            conversion
                .remap_input(proper + workgroup.len() + idx, d)
                .ok()?;
        }
        rw.set_insertion_point(saved);
        let new_body = rw.op_region(new, 0);
        rw.inline_region_before(body, new_body, None).ok()?;
        let blocks = rw.region_blocks(new_body).to_vec();
        for (k, b) in blocks.into_iter().enumerate() {
            let c = if k == 0 {
                conversion.clone()
            } else {
                tc.convert_block_signature(rw, b)?
            };
            rw.apply_signature_conversion(b, &c).ok()?;
        }
        self.copy_arg_attrs(rw, new, &conversion, arg_attrs, proper, loc);
        rw.erase_op(op).ok()
    }

    /// The argument attributes upstream copies to the arguments each
    /// original argument became.
    fn copy_arg_attrs(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        new: OpId,
        conversion: &ir::conversion::SignatureConversion,
        arg_attrs: Option<Attribute>,
        proper: usize,
        loc: ir::Location,
    ) {
        let params = conversion.converted_types().to_vec();
        let mut per_arg: Vec<Vec<NamedAttr>> = vec![Vec::new(); params.len()];
        let mut changed = false;
        for idx in 0..proper {
            let Some(mapping) = conversion.input_mapping(idx) else {
                continue;
            };
            let entries = nth_dictionary(rw, arg_attrs, idx)
                .and_then(|d| rw.as_dictionary(d))
                .map(<[_]>::to_vec)
                .unwrap_or_default();
            if entries.is_empty() {
                continue;
            }
            let targets = mapping.input_no..mapping.input_no + mapping.size;
            let find = |rw: &ConversionRewriter<'_, '_>, name: &str| {
                entries
                    .iter()
                    .find(|(n, _)| rw.ident_str(*n) == name)
                    .copied()
            };
            for &name in COPIED_ARG_ATTRS {
                if let Some(entry) = find(rw, name) {
                    for i in targets.clone() {
                        per_arg[i].push(entry);
                        changed = true;
                    }
                }
            }
            let lowers_to_pointer = targets
                .clone()
                .any(|i| LLVMPointerType::dyn_cast(rw, params[i]).is_some());
            if !lowers_to_pointer {
                continue;
            }
            for &name in COPIED_POINTER_ARG_ATTRS {
                let Some(entry) = find(rw, name) else {
                    continue;
                };
                if mapping.size > 1 && name == "llvm.noalias" {
                    let mut d =
                        ir::Diagnostic::error(loc, "Cannot copy noalias with non-bare pointers.\n");
                    d.severity = ir::diag::Severity::Warning;
                    self.diagnostics.borrow_mut().push(d);
                    continue;
                }
                for i in targets.clone() {
                    if LLVMPointerType::dyn_cast(rw, params[i]).is_some() {
                        per_arg[i].push(entry);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return;
        }
        let dicts: Vec<Attribute> = per_arg
            .into_iter()
            .map(|entries| rw.dictionary_attr(&entries))
            .collect();
        let array = rw.array_attr(&dicts);
        let key = rw.ident("arg_attrs");
        let _ = rw.modify_op_in_place(new, |ctx| ctx.set_attr(new, key, array));
    }
}

impl ConversionPattern for GPUFuncOpLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::GPUFuncOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUFuncOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        self.rewrite(op, rw).is_some()
    }
}

/// `gpu.return` → `llvm.return`, several values packed into a struct
/// (upstream's `GPUReturnOpLowering`).
#[derive(Clone, Copy, Debug)]
pub struct GPUReturnOpLowering {
    /// Memrefs returned as bare pointers (`use-bare-ptr-memref-call-conv`).
    pub bare_ptr: bool,
}

impl ConversionPattern for GPUReturnOpLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::ReturnOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUReturnOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        func_to_llvm::rewrite_return(rw, op, operands, self.bare_ptr)
    }
}

/// Where the bounds of an id or dimension op come from (upstream's
/// `IndexKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexKind {
    /// No function bound.
    Other,
    /// The function's known block size.
    Block,
    /// The function's known grid size.
    Grid,
}

/// What an id or dimension op gives (upstream's `IntrType`): its range
/// set only for an id or a dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntrType {
    /// No range.
    None,
    /// `[0, bound]` (as upstream: the bound itself included).
    Id,
    /// `[1, bound - 1]` (as upstream).
    Dim,
}

/// An id or dimension op (`gpu.thread_id x`, ...) → the target's `i32`
/// special register op of its dimension, with its range when bounded,
/// sign-extended or truncated to the index width (upstream's
/// `index_lowering::OpLowering`).
#[derive(Clone, Copy, Debug)]
pub struct IndexOpLowering {
    /// The gpu op.
    pub root: &'static str,
    /// The target's ops for `x`, `y` and `z`.
    pub ops: [&'static str; 3],
    /// Where a bound may come from.
    pub index_kind: IndexKind,
    /// Whether a bound gives a range.
    pub intr_type: IntrType,
    /// The index bit width.
    pub index_bitwidth: u32,
}

/// The `known_block_size`/`known_grid_size` bound of `op`'s dimension
/// from its enclosing functions, then its `upper_bound` (upstream's order
/// of priority).
fn index_upper_bound(
    rw: &ConversionRewriter<'_, '_>,
    op: OpId,
    kind: IndexKind,
    dim: usize,
) -> Option<i64> {
    let (discardable, inherent) = match kind {
        IndexKind::Block => ("gpu.known_block_size", "known_block_size"),
        IndexKind::Grid => ("gpu.known_grid_size", "known_grid_size"),
        IndexKind::Other => ("", ""),
    };
    let mut bounds = None;
    if kind != IndexKind::Other {
        let mut cur = rw.op_parent_op(op);
        while let Some(p) = cur {
            if ir::interfaces::FunctionOpInterfaceRef::get(rw, p).is_some() {
                bounds = rw.attr(p, discardable);
                break;
            }
            cur = rw.op_parent_op(p);
        }
        let mut cur = rw.op_parent_op(op);
        while let Some(p) = cur {
            if gpu::GPUFuncOp::cast(rw, p).is_some() {
                bounds = rw.attr(p, inherent);
                break;
            }
            cur = rw.op_parent_op(p);
        }
    }
    let mut upper = bounds
        .and_then(|a| rw.as_dense_array(a))
        .and_then(|(_, data)| match data {
            ir::DenseData::Int(v) => v.get(dim).map(|&x| x as i32 as i64),
            _ => None,
        });
    if let Some(a) = rw.attr(op, "upper_bound") {
        upper = rw.attr_as_int(a);
    }
    upper
}

impl ConversionPattern for IndexOpLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "IndexOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(dim) = rw
            .attr(op, "dimension")
            .and_then(|a| gpu::DimensionAttr::parse_value(rw, a))
            .map(|d| d as usize)
        else {
            return false;
        };
        let loc = rw.op_loc(op);
        let i32t = rw.i32();
        let mut attrs = Vec::new();
        if self.intr_type != IntrType::None {
            if let Some(upper) = index_upper_bound(rw, op, self.index_kind, dim) {
                let upper = upper as i32;
                let min = i64::from(self.intr_type == IntrType::Dim);
                let max = i64::from(upper) - i64::from(self.intr_type != IntrType::Id);
                let range = rw.dense_int_array_attr(i32t, &[min, max as i32 as i64]);
                let key = rw.ident("range");
                attrs.push((key, range));
            }
        }
        let new = create_op(rw, self.ops[dim], loc, &[], &[i32t], &attrs);
        let value = rw.result(new, 0);
        let value = extend_or_truncate_index(rw, loc, value, self.index_bitwidth);
        rw.replace_op(op, &[value]).is_ok()
    }
}

/// `value` (an `i32`) sign-extended or truncated to `index_bitwidth` bits.
pub fn extend_or_truncate_index(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    value: Value,
    index_bitwidth: u32,
) -> Value {
    let ty = rw.integer_type(index_bitwidth, ir::Signedness::Signless);
    match index_bitwidth.cmp(&32) {
        std::cmp::Ordering::Greater => llvm::SExtOp::build(rw, loc, ty, value).res(rw),
        std::cmp::Ordering::Less => llvm::TruncOp::build(rw, loc, ty, value).res(rw),
        std::cmp::Ordering::Equal => value,
    }
}

/// An op without operands or results replaced by another (upstream's
/// generated `Pat<(GPU_BarrierOp), (NVVM_Barrier0Op)>`).
#[derive(Clone, Copy, Debug)]
pub struct ReplaceNullaryOp {
    /// The op replaced.
    pub root: &'static str,
    /// The op it becomes.
    pub target: &'static str,
}

impl ConversionPattern for ReplaceNullaryOp {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.root
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        create_op(rw, self.target, loc, &[], &[], &[]);
        rw.erase_op(op).is_ok()
    }
}

/// The `#gpu.address_space<...>` attributes and the address space each
/// lowers to, for [`llvm_common::LowerToLlvmOptions::memory_space_map`]
/// (upstream's `populateGpuMemorySpaceAttributeConversions`).
pub fn gpu_memory_space_map(
    ctx: &mut ir::Context,
    global: u32,
    workgroup: u32,
    private: u32,
) -> Vec<(Attribute, u32)> {
    [
        (gpu::AddressSpace::Global, global),
        (gpu::AddressSpace::Workgroup, workgroup),
        (gpu::AddressSpace::Private, private),
    ]
    .into_iter()
    .map(|(space, n)| (gpu::AddressSpaceAttr::get_in(ctx, space), n))
    .collect()
}

/// The llvm intrinsics the device libraries replace (illegal in the GPU
/// conversions).
pub const ILLEGAL_LLVM_INTRINSICS: &[&str] = &[
    "llvm.intr.cos",
    "llvm.intr.exp",
    "llvm.intr.exp2",
    "llvm.intr.fabs",
    "llvm.intr.ceil",
    "llvm.intr.floor",
    "llvm.frem",
    "llvm.intr.log",
    "llvm.intr.log10",
    "llvm.intr.log2",
    "llvm.intr.pow",
    "llvm.intr.sin",
    "llvm.intr.sqrt",
];

/// The target of a GPU conversion into `dialect` (`nvvm`, `rocdl`;
/// upstream's `configureGpuToNVVMConversionLegality` and
/// `configureGpuToROCDLConversionLegality`): the llvm dialect, `dialect`
/// and `gpu.module`'s ops legal, `func.func`, the gpu dialect and the
/// replaced intrinsics illegal.
pub fn gpu_conversion_target(dialect: &str) -> ir::conversion::ConversionTarget {
    let mut target = llvm_common::llvm_conversion_target();
    target.add_illegal_op("func.func");
    target.add_legal_dialect(dialect);
    target.add_illegal_dialect("gpu");
    for &op in ILLEGAL_LLVM_INTRINSICS {
        target.add_illegal_op(op);
    }
    for op in [
        gpu::YieldOp::OPERATION_NAME,
        gpu::GPUModuleOp::OPERATION_NAME,
        "gpu.module_end",
    ] {
        target.add_legal_op(op);
    }
    target
}

/// Marks each `func.func` directly in `module` `llvm.emit_c_interface`
/// (the GPU conversions' "Request C wrapper emission").
pub fn request_c_wrappers(ctx: &mut ir::Context, module: OpId) {
    let Some(&region) = ctx.op_regions(module).first() else {
        return;
    };
    let Some(body) = ctx.region_entry(region) else {
        return;
    };
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .filter(|&o| ctx.op_name_of(o) == "func.func")
        .collect();
    let key = ctx.ident("llvm.emit_c_interface");
    let unit = ctx.unit_attr();
    for f in funcs {
        let _ = ctx.set_attr(f, key, unit);
    }
}

/// `gpu.dynamic_shared_memory` → the address of a zero-sized internal
/// global of the workgroup address space (one per element type, address
/// space and alignment, `__dynamic_shmem__<n>`, at the start of the
/// symbol table), in a descriptor of `memref<0 x element>` (upstream's
/// `GPUDynamicSharedMemoryOpLowering`).
#[derive(Clone, Copy, Debug)]
pub struct DynamicSharedMemoryLowering {
    /// The global's alignment in bits (`0`: none).
    pub alignment_bit: u32,
    /// The index bit width.
    pub index_bitwidth: u32,
}

impl DynamicSharedMemoryLowering {
    fn rewrite(&self, op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let tc = rw.type_converter()?;
        let loc = rw.op_loc(op);
        let ty = rw.result_type(op, 0);
        let element = rw.element_type(ty)?;
        let element = tc.convert_type(rw, element)?;
        let memory_space = rw.memref_memory_space(ty);
        let zero_sized = rw.get_type(ir::TypeData::MemRef {
            shape: vec![0],
            element,
            layout: None,
            memory_space,
        });
        let descriptor = tc.convert_type(rw, zero_sized)?;
        let ptr = llvm::LLVMStructType::dyn_cast(rw, descriptor)?.body(rw)[0];
        let address_space = LLVMPointerType::dyn_cast(rw, ptr)?.address_space(rw);
        let width = rw.int_or_float_width(element).unwrap_or(0);
        let alignment = i64::from(self.alignment_bit.checked_div(width).unwrap_or(0));
        // The symbol table: the parent of the enclosing function.
        let mut func = rw.op_parent_op(op);
        while let Some(f) = func {
            if llvm::LLVMFuncOp::cast(rw, f).is_some() {
                break;
            }
            func = rw.op_parent_op(f);
        }
        let module = rw.op_parent_op(func?)?;
        let body = rw.region_entry(rw.op_region(module, 0))?;
        let mut names = Vec::new();
        let mut existing = None;
        for g in rw.block_ops(body).collect::<Vec<_>>() {
            let Some(global) = llvm::GlobalOp::cast(rw, g) else {
                continue;
            };
            let name = rw
                .attr(g, "sym_name")
                .and_then(|a| rw.as_string(a))
                .unwrap_or_default()
                .to_string();
            let gty = global.global_type(rw);
            let empty = LLVMArrayType::dyn_cast(rw, gty).is_some_and(|a| a.num_elements(rw) == 0);
            let space = rw
                .attr(g, "addr_space")
                .and_then(|a| rw.attr_as_int(a))
                .unwrap_or(0);
            let align = rw
                .attr(g, "alignment")
                .and_then(|a| rw.attr_as_int(a))
                .unwrap_or(0);
            if existing.is_none()
                && empty
                && space == i64::from(address_space)
                && align == alignment
            {
                existing = Some(name.clone());
            }
            names.push(name);
        }
        let name = match existing {
            Some(n) => n,
            None => {
                let mut counter = 0;
                let name = loop {
                    let candidate = format!("__dynamic_shmem__{counter}");
                    counter += 1;
                    if !names.contains(&candidate) {
                        break candidate;
                    }
                };
                let array: Type = LLVMArrayType::get(rw, element, 0).into();
                let saved = rw.insertion_point();
                match rw.block_ops(body).next() {
                    Some(first) => rw.set_insertion_point_before(first),
                    None => rw.set_insertion_point_to_start(body),
                }
                let align_attr = (alignment != 0).then(|| rw.i64_attr(alignment));
                llvm::GlobalOp::build_with_values(
                    rw,
                    loc,
                    array,
                    false,
                    &name,
                    llvm::Linkage::Internal,
                    false,
                    false,
                    None,
                    align_attr,
                    address_space as i32,
                    None,
                    None,
                    None,
                    None,
                    llvm::Visibility::Default,
                );
                rw.set_insertion_point(saved);
                name
            }
        };
        let base = llvm::AddressOfOp::build_with_values(rw, loc, ptr, &name).res(rw);
        let shmem = llvm::GEPOp::build_from_result_type_elem_type_base_indices(
            rw,
            loc,
            ptr,
            element,
            base,
            &[llvm::GEPArg::Constant(0)],
        )
        .res(rw);
        // `getMemRefDescriptorSizes` of `memref<0 x element>` (with the
        // size in bytes upstream computes and leaves unused), then
        // `createMemRefDescriptor`.
        let index = rw.integer_type(self.index_bitwidth, ir::Signedness::Signless);
        let size = llvm_common::index_constant(rw, loc, index, 0);
        let stride = llvm_common::index_constant(rw, loc, index, 1);
        let opaque: Type = LLVMPointerType::get(rw, 0).into();
        let null = llvm::ZeroOp::build(rw, loc, opaque).res(rw);
        let end = llvm::GEPOp::build_from_result_type_elem_type_base_indices(
            rw,
            loc,
            opaque,
            element,
            null,
            &[llvm::GEPArg::Value(stride)],
        )
        .res(rw);
        llvm::PtrToIntOp::build(rw, loc, index, end);
        let mut d = StructBuilder::undef(rw, loc, descriptor);
        d.set_ptr(rw, loc, 0, shmem);
        d.set_ptr(rw, loc, 1, shmem);
        let offset = llvm_common::index_constant(rw, loc, index, 0);
        d.set_ptr(rw, loc, 2, offset);
        d.set_at(rw, loc, &[3, 0], size);
        d.set_at(rw, loc, &[4, 0], stride);
        let value = d.value();
        rw.replace_op(op, &[value]).ok()
    }
}

impl ConversionPattern for DynamicSharedMemoryLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::DynamicSharedMemoryOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUDynamicSharedMemoryOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        self.rewrite(op, rw).is_some()
    }
}
