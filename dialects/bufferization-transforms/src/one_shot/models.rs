//! The `BufferizableOpInterface` models: the bufferization ops' own
//! (`BufferizationOps.td`/`.cpp`), and upstream's external models of the
//! arith (`Arith/Transforms/BufferizableOpInterfaceImpl.cpp`), tensor
//! (`Tensor/Transforms/BufferizableOpInterfaceImpl.cpp`), vector
//! (`Vector/Transforms/BufferizableOpInterfaceImpl.cpp`) ops and `scf.if`
//! (the other scf models are in `scf_models`); the registration of every
//! model of the project.

use super::*;

/// An op with no tensor operand: the operand methods are never asked.
pub(crate) fn no_operand(_: &Context, _: OpId, _: usize, _: &AnalysisState<'_>) -> bool {
    false
}

pub(crate) fn yes(_: &Context, _: OpId, _: usize, _: &AnalysisState<'_>) -> bool {
    true
}

pub(crate) fn no_aliases(
    _: &Context,
    _: OpId,
    _: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    Vec::new()
}

/// The first result, equivalent (`{{op->getResult(0), Equivalent}}`).
fn equivalent_result(
    ctx: &Context,
    op: OpId,
    _: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    vec![AliasingValue::new(
        ctx.result(op, 0),
        BufferRelation::Equivalent,
    )]
}

/// `mustBufferizeInPlace`'s default: unranked tensor operands do.
fn unranked_operand(ctx: &Context, op: OpId, i: usize) -> bool {
    ctx.is_unranked_tensor(ctx.value_type(ctx.operand(op, i)))
}

/// `isWritable`'s default: results are, block arguments are not.
fn writable(_: &Context, _: OpId, v: Value, _: &AnalysisState<'_>) -> bool {
    matches!(v, Value::Result { .. })
}

/// A model with upstream's defaults and the given methods.
pub(crate) const fn model(
    bufferizes_to_memory_read: fn(&Context, OpId, usize, &AnalysisState<'_>) -> bool,
    bufferizes_to_memory_write: fn(&Context, OpId, usize, &AnalysisState<'_>) -> bool,
    get_aliasing_values: fn(&Context, OpId, usize, &AnalysisState<'_>) -> Vec<AliasingValue>,
    bufferize: fn(&mut PatternRewriter<'_>, OpId, &BufferizationOptions) -> Result<(), Failure>,
) -> BufferizableOpInterfaceVtable {
    BufferizableOpInterfaceVtable {
        bufferizes_to_memory_read,
        bufferizes_to_memory_write,
        get_aliasing_values,
        result_bufferizes_to_memory_write: None,
        get_buffer_type: None,
        bufferize,
        is_writable: writable,
        has_tensor_semantics: None,
        resolve_conflicts: None,
        get_aliasing_op_operands: None,
        must_bufferize_in_place: unranked_operand,
        bufferizes_to_allocation: |_, _, _| false,
        supports_unstructured_control_flow: false,
        verify_analysis: None,
        is_repetitive_region: None,
        is_parallel_region: None,
        bufferizes_to_elementwise_access: None,
    }
}

// ---------------------------------------------------------------------------
// bufferization
// ---------------------------------------------------------------------------

static TO_TENSOR_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(|ctx, op, _, _, _| {
        let t = ToTensorOp::from_operation_unchecked(op);
        Ok(ctx.value_type(t.memref(ctx)))
    }),
    is_writable: |ctx, op, _, _| ToTensorOp::from_operation_unchecked(op).writable(ctx),
    ..model(no_operand, no_operand, no_aliases, |_, _, _| Ok(()))
};

static TO_MEMREF_MODEL: BufferizableOpInterfaceVtable = model(
    yes,
    |ctx, op, _, _| !ToMemrefOp::from_operation_unchecked(op).read_only(ctx),
    no_aliases,
    |rw, op, options| {
        fold_to_memref_to_tensor_pair(rw, op, options);
        Ok(())
    },
);

static ALLOC_TENSOR_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    result_bufferizes_to_memory_write: Some(|ctx, op, _, _| {
        AllocTensorOp::from_operation_unchecked(op)
            .copy(ctx)
            .is_some()
    }),
    get_buffer_type: Some(alloc_tensor_buffer_type),
    bufferizes_to_allocation: |_, _, _| true,
    ..model(yes, no_operand, no_aliases, bufferize_alloc_tensor)
};

fn alloc_tensor_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let a = AllocTensorOp::from_operation_unchecked(op);
    let space = if let Some(space) = a.memory_space_attr(ctx) {
        Some(space)
    } else if let Some(copy) = a.copy(ctx) {
        let ty = get_buffer_type_in(ctx, copy, options, stack)?;
        ctx.memref_memory_space(ty)
    } else if let Some(space) = options.default_memory_space() {
        space
    } else {
        return Err(Some(Diagnostic::at_op(
            ctx,
            op,
            "could not infer memory space",
        )));
    };
    let ty = ctx.value_type(a.result(ctx));
    Ok(memref_type_with_static_identity_layout(ctx, ty, space))
}

fn bufferize_alloc_tensor(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let a = AllocTensorOp::from_operation_unchecked(op);
    if !rw.op_has_uses(op) {
        return rw.erase_op(op).map_err(|_| None);
    }
    let loc = rw.op_loc(op);
    let copy_buffer = match a.copy(rw) {
        Some(copy) => Some(get_buffer(rw, copy, options)?),
        None => None,
    };
    let result = a.result(rw);
    let alloc_ty = get_buffer_type(rw, result, options)?;
    let mut dynamic = a.dynamic_sizes(rw);
    if let Some(copy) = copy_buffer {
        dynamic = populate_dynamic_dim_sizes(rw, loc, copy);
    }
    let alloc = options.create_alloc(rw, loc, alloc_ty, &dynamic);
    if let Some(copy) = copy_buffer {
        options.create_mem_cpy(rw, loc, copy, alloc);
    }
    replace_op_with_bufferized_values(rw, op, &[alloc])
}

static DEALLOC_TENSOR_MODEL: BufferizableOpInterfaceVtable =
    model(no_operand, no_operand, no_aliases, |rw, op, options| {
        let d = bufferization::DeallocTensorOp::from_operation_unchecked(op);
        let t = d.tensor(rw);
        let buffer = get_buffer(rw, t, options)?;
        let loc = rw.op_loc(op);
        memref::DeallocOp::build(rw, loc, buffer);
        rw.erase_op(op).map_err(|_| None)
    });

static MATERIALIZE_IN_DESTINATION_MODEL: BufferizableOpInterfaceVtable =
    BufferizableOpInterfaceVtable {
        must_bufferize_in_place: |_, _, _| true,
        bufferizes_to_elementwise_access: Some(|_, _, _, _| true),
        is_writable: |ctx, op, _, _| {
            let m = bufferization::MaterializeInDestinationOp::from_operation_unchecked(op);
            ctx.is_tensor(ctx.value_type(m.dest(ctx))) || m.writable(ctx)
        },
        ..model(
            |_, _, i, _| i == 0,
            dest_written,
            dest_equivalent_result,
            bufferize_materialize_in_destination,
        )
    };

fn bufferize_materialize_in_destination(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let m = bufferization::MaterializeInDestinationOp::from_operation_unchecked(op);
    let dest = m.dest(rw);
    let tensor_dest = rw.is_tensor(rw.value_type(dest));
    let buffer = if tensor_dest {
        get_buffer(rw, dest, options)?
    } else {
        dest
    };
    let source = m.source(rw);
    let src_buffer = get_buffer(rw, source, options)?;
    let loc = rw.op_loc(op);
    options.create_mem_cpy(rw, loc, src_buffer, buffer);
    if tensor_dest {
        replace_op_with_bufferized_values(rw, op, &[buffer])
    } else {
        replace_op_with_bufferized_values(rw, op, &[])
    }
}

// ---------------------------------------------------------------------------
// arith
// ---------------------------------------------------------------------------

static CONSTANT_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    is_writable: |_, _, _, _| false,
    ..model(no_operand, no_operand, no_aliases, bufferize_constant)
};

/// `arith.constant` of a ranked tensor: a `memref.get_global` of a
/// private constant `memref.global` (one per value and alignment).
fn bufferize_constant(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let c = arith::ConstantOp::from_operation_unchecked(op);
    let ty = rw.value_type(c.result(rw));
    if !rw.is_ranked_tensor(ty) {
        return Err(None);
    }
    let Some(space) = options.default_memory_space() else {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "could not infer memory space",
        )));
    };
    let Some(module) = parent_module(rw, op) else {
        return Err(None);
    };
    let global = global_for(rw, op, module, options.buffer_alignment, space)?;
    let name = rw.attr(global, "sym_name").ok_or(None)?;
    let name = rw.as_string(name).ok_or(None)?.to_string();
    let global_ty = rw
        .attr(global, "type")
        .and_then(|t| rw.as_type(t))
        .ok_or(None)?;
    let loc = rw.op_loc(op);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::GetGlobalOp::build_with_values(rw, loc, global_ty, &name).operation()
    })
}

/// The closest enclosing `builtin.module`.
fn parent_module(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut p = ctx.op_parent_op(op);
    while let Some(o) = p {
        if ctx.op_name_of(o) == "builtin.module" {
            return Some(o);
        }
        p = ctx.op_parent_op(o);
    }
    None
}

/// `getGlobalFor`: the module's `memref.global` of the constant's value
/// and alignment, or a new one named `__constant_<shape>x<element>` at
/// the start of the module (renamed `..._0`, `..._1`, ... when taken).
fn global_for(
    rw: &mut PatternRewriter<'_>,
    constant: OpId,
    module: OpId,
    alignment: u64,
    memory_space: Option<Attribute>,
) -> Result<OpId, Failure> {
    let c = arith::ConstantOp::from_operation_unchecked(constant);
    let value = c.value(rw);
    let ty = rw.value_type(c.result(rw));
    let body = rw
        .op_regions(module)
        .first()
        .and_then(|&r| rw.region_blocks(r).first().copied());
    let Some(body) = body else {
        return Err(None);
    };
    let mut names = HashSet::new();
    for o in rw.block_ops(body) {
        if let Some(n) = rw.attr(o, "sym_name").and_then(|a| rw.as_string(a)) {
            names.insert(n.to_string());
        }
        if let Some(g) = memref::GlobalOp::cast(rw, o) {
            let Some(initial) = g.initial_value_attr(rw) else {
                continue;
            };
            let op_alignment = g
                .alignment_attr(rw)
                .and_then(|a| rw.as_integer(a))
                .map_or(0, |a| u64::try_from(a).unwrap_or(0));
            if op_alignment == alignment && initial == value {
                return Ok(o);
            }
        }
    }
    let shape = rw.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
    let element = rw.element_type(ty).unwrap_or(ty);
    let mut pretty: String = shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("x");
    pretty.push('x');
    pretty.push_str(&ir::printer::type_to_string(rw, element));
    let base = format!("__constant_{pretty}");
    let mut name = base.clone();
    let mut counter = 0;
    while names.contains(&name) {
        name = format!("{base}_{counter}");
        counter += 1;
    }
    let memref_ty = rw.memref_type_with(&shape, element, None, memory_space);
    let alignment_attr =
        (alignment > 0).then(|| rw.i64_attr(i64::try_from(alignment).unwrap_or(i64::MAX)));
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_start(body);
    let private = rw.string_attr("private");
    let loc = rw.op_loc(constant);
    let global = memref::GlobalOp::build_with_values(
        rw,
        loc,
        &name,
        Some(private),
        memref_ty,
        Some(value),
        true,
        alignment_attr,
    );
    rw.set_insertion_point(ip);
    Ok(global.operation())
}

static INDEX_CAST_MODEL: BufferizableOpInterfaceVtable = model(
    no_operand,
    no_operand,
    equivalent_result,
    |rw, op, options| {
        let c = arith::IndexCastOp::from_operation_unchecked(op);
        let result_ty = rw.value_type(c.out(rw));
        let input = c.in_(rw);
        let source = get_buffer(rw, input, options)?;
        let source_ty = rw.value_type(source);
        let element = rw.element_type(result_ty).unwrap_or(result_ty);
        let space = rw.memref_memory_space(source_ty);
        let ty = match rw.shape(source_ty).map(<[i64]>::to_vec) {
            Some(shape) if rw.rank(source_ty).is_some() => {
                let layout = rw.memref_layout(source_ty);
                rw.memref_type_with(&shape, element, layout, space)
            }
            _ => unranked_memref(rw, element, space),
        };
        let loc = rw.op_loc(op);
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            arith::IndexCastOp::build(rw, loc, ty, source).operation()
        })
    },
);

static SELECT_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(select_buffer_type),
    ..model(
        no_operand,
        no_operand,
        |ctx, op, _, _| {
            vec![AliasingValue {
                value: ctx.result(op, 0),
                relation: BufferRelation::Equivalent,
                is_definite: false,
            }]
        },
        bufferize_select,
    )
};

fn bufferize_select(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = arith::SelectOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let cond = s.condition(rw);
    let cond_ty = rw.value_type(cond);
    if !rw.is_integer(cond_ty, 1) {
        return Err(Some(Diagnostic::op_error(
            rw,
            op,
            "only i1 condition values are supported",
        )));
    }
    let (t, f) = (s.true_value(rw), s.false_value(rw));
    let true_buffer = get_buffer(rw, t, options);
    let false_buffer = get_buffer(rw, f, options);
    let (mut true_buffer, mut false_buffer) = (true_buffer?, false_buffer?);
    if rw.value_type(true_buffer) != rw.value_type(false_buffer) {
        let result = s.result(rw);
        let target = get_buffer_type(rw, result, options)?;
        if rw.value_type(true_buffer) != target {
            true_buffer = memref::CastOp::build(rw, loc, target, true_buffer).dest(rw);
        }
        if rw.value_type(false_buffer) != target {
            false_buffer = memref::CastOp::build(rw, loc, target, false_buffer).dest(rw);
        }
    }
    let ty = rw.value_type(true_buffer);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        arith::SelectOp::build(rw, loc, ty, cond, true_buffer, false_buffer).operation()
    })
}

fn select_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let s = arith::SelectOp::from_operation_unchecked(op);
    let (t, f) = (s.true_value(ctx), s.false_value(ctx));
    let true_ty = get_buffer_type_in(ctx, t, options, stack);
    let false_ty = get_buffer_type_in(ctx, f, options, stack);
    let (true_ty, false_ty) = (true_ty?, false_ty?);
    if true_ty == false_ty {
        return Ok(true_ty);
    }
    let space = ctx.memref_memory_space(true_ty);
    if space != ctx.memref_memory_space(false_ty) {
        return Err(Some(Diagnostic::at_op(
            ctx,
            op,
            "inconsistent memory space on true/false operands",
        )));
    }
    let shape = ctx.shape(true_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let element = ctx.element_type(true_ty).unwrap_or(true_ty);
    let tensor = ctx.ranked_tensor(&shape, element);
    Ok(memref_type_with_fully_dynamic_layout(ctx, tensor, space))
}

// ---------------------------------------------------------------------------
// tensor
// ---------------------------------------------------------------------------

static CAST_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(cast_buffer_type),
    ..model(no_operand, no_operand, equivalent_result, bufferize_cast)
};

fn cast_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let c = tensor::CastOp::from_operation_unchecked(op);
    let source = c.source(ctx);
    let src_ty = get_buffer_type_in(ctx, source, options, stack)?;
    let space = ctx.memref_memory_space(src_ty);
    let result_ty = ctx.value_type(c.dest(ctx));
    if ctx.is_unranked_tensor(ctx.value_type(source)) || ctx.is_unranked_tensor(result_ty) {
        return Ok(memref_type_with_fully_dynamic_layout(ctx, result_ty, space));
    }
    let shape = ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let element = ctx.element_type(result_ty).unwrap_or(result_ty);
    let layout = ctx.memref_layout(src_ty);
    Ok(ctx.memref_type_with(&shape, element, layout, space))
}

fn bufferize_cast(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let c = tensor::CastOp::from_operation_unchecked(op);
    let source = c.source(rw);
    let buffer = get_buffer(rw, source, options)?;
    let result = c.dest(rw);
    let ty = get_buffer_type(rw, result, options)?;
    if rw.value_type(buffer) == ty {
        return replace_op_with_bufferized_values(rw, op, &[buffer]);
    }
    let loc = rw.op_loc(op);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::CastOp::build(rw, loc, ty, buffer).operation()
    })
}

static DIM_MODEL: BufferizableOpInterfaceVtable =
    model(no_operand, no_operand, no_aliases, |rw, op, options| {
        let d = tensor::DimOp::from_operation_unchecked(op);
        let source = d.source(rw);
        let v = get_buffer(rw, source, options)?;
        let (loc, index) = (rw.op_loc(op), d.index(rw));
        let ty = rw.index_type();
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            memref::DimOp::build(rw, loc, ty, v, index).operation()
        })
    });

static RANK_MODEL: BufferizableOpInterfaceVtable =
    model(no_operand, no_operand, no_aliases, |rw, op, options| {
        let r = tensor::RankOp::from_operation_unchecked(op);
        let t = r.tensor(rw);
        let v = get_buffer(rw, t, options)?;
        let loc = rw.op_loc(op);
        let ty = rw.value_type(r.result(rw));
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            memref::RankOp::build(rw, loc, ty, v).operation()
        })
    });

static EMPTY_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    result_bufferizes_to_memory_write: Some(|_, _, _, _| false),
    bufferizes_to_allocation: |_, _, _| true,
    ..model(no_operand, no_operand, no_aliases, |rw, op, options| {
        if !rw.op_has_uses(op) {
            return rw.erase_op(op).map_err(|_| None);
        }
        let loc = rw.op_loc(op);
        let result = rw.result(op, 0);
        let alloc = allocate_tensor_for_shaped_value(rw, loc, result, options, false)?;
        rw.replace_op(op, &[alloc]).map_err(|_| None)
    })
};

static EXTRACT_MODEL: BufferizableOpInterfaceVtable =
    model(yes, no_operand, no_aliases, |rw, op, options| {
        let e = tensor::ExtractOp::from_operation_unchecked(op);
        let t = e.tensor(rw);
        let src = get_buffer(rw, t, options)?;
        let (loc, indices) = (rw.op_loc(op), e.indices(rw));
        let ty = rw.value_type(e.result(rw));
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            memref::LoadOp::build(rw, loc, ty, src, &indices, None).operation()
        })
    });

static FROM_ELEMENTS_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    bufferizes_to_allocation: |_, _, _| true,
    ..model(no_operand, no_operand, no_aliases, bufferize_from_elements)
};

fn bufferize_from_elements(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let f = tensor::FromElementsOp::from_operation_unchecked(op);
    let result = f.result(rw);
    let tensor_ty = rw.value_type(result);
    if options.default_memory_space() != Some(None) {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "memory space not implemented yet",
        )));
    }
    let loc = rw.op_loc(op);
    let shape = rw.shape(tensor_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let element = rw.element_type(tensor_ty).unwrap_or(tensor_ty);
    let alloc = allocate_tensor_for_shaped_value(rw, loc, result, options, false)?;
    let memref_ty = rw.memref_type(&shape, element);
    let buffer = ToMemrefOp::build(rw, loc, memref_ty, alloc, None).memref(rw);
    let elements = f.elements(rw);
    if elements.is_empty() {
        return replace_op_with_bufferized_values(rw, op, &[buffer]);
    }
    if shape.is_empty() {
        memref::StoreOp::build(rw, loc, elements[0], buffer, &[], None);
        return replace_op_with_bufferized_values(rw, op, &[buffer]);
    }
    let max_dim = shape.iter().copied().max().unwrap_or(0);
    let index = rw.index_type();
    let mut constants = Vec::new();
    for i in 0..max_dim {
        let at = rw.index_attr(i);
        constants.push(arith::ConstantOp::build(rw, loc, index, at).result(rw));
    }
    // The stores in row-major order of the indices.
    let mut indices = vec![0usize; shape.len()];
    for &element in &elements {
        let idx: Vec<Value> = indices.iter().map(|&i| constants[i]).collect();
        memref::StoreOp::build(rw, loc, element, buffer, &idx, None);
        for d in (0..shape.len()).rev() {
            indices[d] += 1;
            if (indices[d] as i64) < shape[d] {
                break;
            }
            indices[d] = 0;
        }
    }
    replace_op_with_bufferized_values(rw, op, &[buffer])
}

/// Destination-style ops (`DstBufferizableOpInterfaceExternalModel`)
/// with their destination as operand 1: it is the written operand.
fn dest_written(_: &Context, _: OpId, i: usize, _: &AnalysisState<'_>) -> bool {
    i == 1
}

/// The destination (operand 1) is equivalent to the result.
fn dest_equivalent_result(
    ctx: &Context,
    op: OpId,
    i: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    if i == 1 {
        vec![AliasingValue::new(
            ctx.result(op, 0),
            BufferRelation::Equivalent,
        )]
    } else {
        Vec::new()
    }
}

static INSERT_MODEL: BufferizableOpInterfaceVtable = model(
    yes,
    dest_written,
    dest_equivalent_result,
    |rw, op, options| {
        let ins = tensor::InsertOp::from_operation_unchecked(op);
        let dest = ins.dest(rw);
        let dest_buffer = get_buffer(rw, dest, options)?;
        let (loc, scalar, indices) = (rw.op_loc(op), ins.scalar(rw), ins.indices(rw));
        memref::StoreOp::build(rw, loc, scalar, dest_buffer, &indices, None);
        replace_op_with_bufferized_values(rw, op, &[dest_buffer])
    },
);

/// `SubViewOp::inferRankReducedResultType`: the subview type of `source`
/// (a strided memref) with the offsets, sizes and strides (dynamic ones
/// as `ir::DYNAMIC`), with the unit dimensions that `result_shape` drops
/// projected out.
fn infer_rank_reduced_subview_type(
    ctx: &mut Context,
    result_shape: &[i64],
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let mut parts = memref::infer_subview_type(ctx, source, offsets, sizes, strides)?;
    if parts.shape.len() > result_shape.len() {
        let dropped = memref::rank_reduction_mask(&parts.shape, result_shape)?;
        parts.strides = parts
            .strides
            .iter()
            .zip(&dropped)
            .filter(|(_, &d)| !d)
            .map(|(&s, _)| s)
            .collect();
        parts.shape = result_shape.to_vec();
    }
    Some(memref::canonicalize::intern(ctx, &parts))
}

static EXTRACT_SLICE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(extract_slice_buffer_type),
    ..model(
        no_operand,
        no_operand,
        |ctx, op, _, _| {
            vec![AliasingValue::new(
                ctx.result(op, 0),
                BufferRelation::Unknown,
            )]
        },
        bufferize_extract_slice,
    )
};

fn extract_slice_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let e = tensor::ExtractSliceOp::from_operation_unchecked(op);
    let source = e.source(ctx);
    let src_ty = get_buffer_type_in(ctx, source, options, stack)?;
    let (offsets, sizes, strides) = (
        e.static_offsets(ctx).to_vec(),
        e.static_sizes(ctx).to_vec(),
        e.static_strides(ctx).to_vec(),
    );
    let result_ty = ctx.value_type(e.result(ctx));
    let shape = ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    infer_rank_reduced_subview_type(ctx, &shape, src_ty, &offsets, &sizes, &strides).ok_or(None)
}

fn bufferize_extract_slice(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let e = tensor::ExtractSliceOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let source = e.source(rw);
    let src = get_buffer(rw, source, options)?;
    let result = e.result(rw);
    let ty = get_buffer_type(rw, result, options)?;
    let (offsets, sizes, strides) = (e.offsets(rw), e.sizes(rw), e.strides(rw));
    let (so, ss, st) = (
        e.static_offsets_attr(rw),
        e.static_sizes_attr(rw),
        e.static_strides_attr(rw),
    );
    let view = memref::SubViewOp::build(rw, loc, ty, src, &offsets, &sizes, &strides, so, ss, st)
        .result(rw);
    replace_op_with_bufferized_values(rw, op, &[view])
}

static INSERT_SLICE_MODEL: BufferizableOpInterfaceVtable = model(
    |ctx, op, i, _| {
        if i == 0 {
            return true;
        }
        let s = tensor::InsertSliceOp::from_operation_unchecked(op);
        let dest_ty = ctx.value_type(s.dest(ctx));
        let dest_shape = ctx.shape(dest_ty).unwrap_or(&[]);
        let all_offsets_zero = s.static_offsets(ctx).iter().all(|&o| o == 0);
        let sizes_match = s.static_sizes(ctx).len() == dest_shape.len()
            && s.static_sizes(ctx)
                .iter()
                .zip(dest_shape)
                .all(|(&a, &b)| a != ir::DYNAMIC && a == b);
        let all_strides_one = s.static_strides(ctx).iter().all(|&x| x == 1);
        !(all_offsets_zero && sizes_match && all_strides_one)
    },
    dest_written,
    dest_equivalent_result,
    bufferize_insert_slice,
);

fn bufferize_insert_slice(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = tensor::InsertSliceOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let dest = s.dest(rw);
    let dst = get_buffer(rw, dest, options)?;
    let dst_ty = rw.value_type(dst);
    let source = s.source(rw);
    let source_ty = rw.value_type(source);
    let source_shape = rw.shape(source_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let (offsets, sizes, strides) = (
        s.static_offsets(rw).to_vec(),
        s.static_sizes(rw).to_vec(),
        s.static_strides(rw).to_vec(),
    );
    let ty = infer_rank_reduced_subview_type(rw, &source_shape, dst_ty, &offsets, &sizes, &strides)
        .ok_or(None)?;
    let (dyn_offsets, dyn_sizes, dyn_strides) = (s.offsets(rw), s.sizes(rw), s.strides(rw));
    let (so, ss, st) = (
        s.static_offsets_attr(rw),
        s.static_sizes_attr(rw),
        s.static_strides_attr(rw),
    );
    let view = memref::SubViewOp::build(
        rw,
        loc,
        ty,
        dst,
        &dyn_offsets,
        &dyn_sizes,
        &dyn_strides,
        so,
        ss,
        st,
    )
    .result(rw);
    let src = get_buffer(rw, source, options)?;
    options.create_mem_cpy(rw, loc, src, view);
    replace_op_with_bufferized_values(rw, op, &[dst])
}

static COLLAPSE_SHAPE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(collapse_shape_buffer_type),
    ..model(yes, no_operand, equivalent_result, bufferize_collapse_shape)
};

fn collapse_shape_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let c = tensor::CollapseShapeOp::from_operation_unchecked(op);
    let src = c.src(ctx);
    let src_ty = get_buffer_type_in(ctx, src, options, stack)?;
    let groups = memref::reassociation_indices(ctx, c.reassociation(ctx));
    if !memref::is_guaranteed_collapsible(ctx, src_ty, &groups) {
        let result_ty = ctx.value_type(c.result(ctx));
        let space = ctx.memref_memory_space(src_ty);
        return Ok(memref_type_with_static_identity_layout(
            ctx, result_ty, space,
        ));
    }
    let parts = memref::collapsed_type(ctx, src_ty, &groups).ok_or(None)?;
    Ok(memref::canonicalize::intern(ctx, &parts))
}

fn bufferize_collapse_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let c = tensor::CollapseShapeOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let result_ty = rw.value_type(c.result(rw));
    let src = c.src(rw);
    let mut buffer = get_buffer(rw, src, options)?;
    let buffer_ty = rw.value_type(buffer);
    let reassociation = c.reassociation(rw);
    let element = rw.element_type(result_ty).unwrap_or(result_ty);
    let space = rw.memref_memory_space(buffer_ty);
    if rw.rank(result_ty) == Some(0) {
        let ty = if memref::has_identity_layout(rw, buffer_ty) {
            rw.memref_type_with(&[], element, None, space)
        } else {
            let (_, offset) = memref::strides_and_offset(rw, buffer_ty).ok_or(None)?;
            let layout = rw.strided_layout_attr(offset, &[]);
            rw.memref_type_with(&[], element, Some(layout), space)
        };
        return replace_op_with_new_bufferized_op(rw, op, |rw| {
            memref::CollapseShapeOp::build(rw, loc, ty, buffer, reassociation).operation()
        });
    }
    let groups = memref::reassociation_indices(rw, reassociation);
    if !memref::is_guaranteed_collapsible(rw, buffer_ty, &groups) {
        let alloc = allocate_tensor_for_shaped_value(rw, loc, src, options, true)?;
        let src_ty = rw.value_type(src);
        let shape = rw.shape(src_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let src_element = rw.element_type(src_ty).unwrap_or(src_ty);
        let ty = rw.memref_type_with(&shape, src_element, None, space);
        buffer = ToMemrefOp::build(rw, loc, ty, alloc, None).memref(rw);
    }
    let buffer_ty = rw.value_type(buffer);
    let parts = memref::collapsed_type(rw, buffer_ty, &groups).ok_or(None)?;
    let ty = memref::canonicalize::intern(rw, &parts);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::CollapseShapeOp::build(rw, loc, ty, buffer, reassociation).operation()
    })
}

static EXPAND_SHAPE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(expand_shape_buffer_type),
    ..model(
        no_operand,
        no_operand,
        equivalent_result,
        bufferize_expand_shape,
    )
};

fn expand_shape_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let e = tensor::ExpandShapeOp::from_operation_unchecked(op);
    let src = e.src(ctx);
    let src_ty = get_buffer_type_in(ctx, src, options, stack)?;
    let result_ty = ctx.value_type(e.result(ctx));
    let shape = ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let groups = memref::reassociation_indices(ctx, e.reassociation(ctx));
    let parts = memref::expanded_type(ctx, src_ty, &shape, &groups).ok_or(None)?;
    Ok(memref::canonicalize::intern(ctx, &parts))
}

/// `tensor.expand_shape`: a `memref.expand_shape` of the source buffer,
/// its output shape inferred from the source sizes (as upstream's
/// builder does).
fn bufferize_expand_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let e = tensor::ExpandShapeOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let result_ty = rw.value_type(e.result(rw));
    let shape = rw.shape(result_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let src = e.src(rw);
    let buffer = get_buffer(rw, src, options)?;
    let buffer_ty = rw.value_type(buffer);
    let reassociation = e.reassociation(rw);
    let groups = memref::reassociation_indices(rw, reassociation);
    let parts = memref::expanded_type(rw, buffer_ty, &shape, &groups).ok_or(None)?;
    let ty = memref::canonicalize::intern(rw, &parts);
    // `getMixedSizes` of the source buffer.
    let src_shape = rw.shape(buffer_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let mut input = Vec::with_capacity(src_shape.len());
    for (i, &d) in src_shape.iter().enumerate() {
        let i = i64::try_from(i).unwrap_or(i64::MAX);
        input.push(if d == ir::DYNAMIC {
            let index = rw.index_type();
            let at = rw.index_attr(i);
            let c = arith::ConstantOp::build(rw, loc, index, at).result(rw);
            let dim = memref::DimOp::build(rw, loc, index, buffer, c).operation();
            let folded = ir::rewrite::create_or_fold(rw, dim);
            ir::OpFoldResult::Value(*folded.first().ok_or(None)?)
        } else {
            ir::OpFoldResult::Attr(rw.index_attr(d))
        });
    }
    let output =
        memref_transforms::expand_output_shape(rw, loc, &shape, &groups, &input).ok_or(None)?;
    let mut dynamic = Vec::new();
    let mut statics = Vec::with_capacity(output.len());
    for o in output {
        match o {
            ir::OpFoldResult::Value(v) => {
                dynamic.push(v);
                statics.push(ir::DYNAMIC);
            }
            ir::OpFoldResult::Attr(a) => statics.push(
                rw.as_integer(a)
                    .and_then(|x| i64::try_from(x).ok())
                    .ok_or(None)?,
            ),
        }
    }
    let i64_ty = rw.integer_type(64, ir::Signedness::Signless);
    let statics: Vec<i128> = statics.into_iter().map(i128::from).collect();
    let static_attr = rw.dense_i_array_attr(i64_ty, &statics);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::ExpandShapeOp::build(rw, loc, ty, buffer, reassociation, &dynamic, static_attr)
            .operation()
    })
}

static RESHAPE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(|ctx, op, _, options, stack| {
        let r = tensor::ReshapeOp::from_operation_unchecked(op);
        let source = r.source(ctx);
        let src_ty = get_buffer_type_in(ctx, source, options, stack)?;
        let space = ctx.memref_memory_space(src_ty);
        let result_ty = ctx.value_type(r.result(ctx));
        Ok(memref_type_with_static_identity_layout(
            ctx, result_ty, space,
        ))
    }),
    ..model(
        |_, _, i, _| i == 1,
        no_operand,
        equivalent_result,
        bufferize_reshape,
    )
};

fn bufferize_reshape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let r = tensor::ReshapeOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let (source, shape) = (r.source(rw), r.shape(rw));
    let src_buffer = get_buffer(rw, source, options);
    let shape_buffer = get_buffer(rw, shape, options);
    let (mut src_buffer, shape_buffer) = (src_buffer?, shape_buffer?);
    let result = r.result(rw);
    let ty = get_buffer_type(rw, result, options)?;
    let src_ty = rw.value_type(src_buffer);
    if rw.rank(src_ty).is_some() && !memref::has_identity_layout(rw, src_ty) {
        let alloc = allocate_tensor_for_shaped_value(rw, loc, source, options, true)?;
        let shape = rw.shape(src_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let element = rw.element_type(src_ty).unwrap_or(src_ty);
        let space = rw.memref_memory_space(src_ty);
        let memref_ty = rw.memref_type_with(&shape, element, None, space);
        src_buffer = ToMemrefOp::build(rw, loc, memref_ty, alloc, None).memref(rw);
    }
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::ReshapeOp::build(rw, loc, ty, src_buffer, shape_buffer).operation()
    })
}

static PARALLEL_INSERT_SLICE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    resolve_conflicts: Some(|_, _, _| Ok(())),
    ..model(
        yes,
        dest_written,
        no_aliases,
        bufferize_parallel_insert_slice,
    )
};

/// `tensor.parallel_insert_slice`: a copy of the source buffer into a
/// subview of the destination buffer, before the combining parent.
fn bufferize_parallel_insert_slice(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let p = tensor::ParallelInsertSliceOp::from_operation_unchecked(op);
    let parent = rw.op_parent_op(op).ok_or(None)?;
    let ip = rw.insertion_point();
    rw.set_insertion_point_before(parent);
    let (dest, source) = (p.dest(rw), p.source(rw));
    let result = (|| -> Result<(), Failure> {
        let dest_buffer = get_buffer(rw, dest, options)?;
        let src_buffer = get_buffer(rw, source, options)?;
        let dest_ty = rw.value_type(dest_buffer);
        let source_ty = rw.value_type(source);
        let source_shape = rw.shape(source_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let (offsets, sizes, strides) = (
            p.static_offsets(rw).to_vec(),
            p.static_sizes(rw).to_vec(),
            p.static_strides(rw).to_vec(),
        );
        let ty =
            infer_rank_reduced_subview_type(rw, &source_shape, dest_ty, &offsets, &sizes, &strides)
                .ok_or(None)?;
        let (dyn_offsets, dyn_sizes, dyn_strides) = (p.offsets(rw), p.sizes(rw), p.strides(rw));
        let (so, ss, st) = (
            p.static_offsets_attr(rw),
            p.static_sizes_attr(rw),
            p.static_strides_attr(rw),
        );
        let loc = rw.op_loc(op);
        let view = memref::SubViewOp::build(
            rw,
            loc,
            ty,
            dest_buffer,
            &dyn_offsets,
            &dyn_sizes,
            &dyn_strides,
            so,
            ss,
            st,
        )
        .result(rw);
        options.create_mem_cpy(rw, loc, src_buffer, view);
        // A deallocation of the source buffer in the parent's block moves
        // to its end.
        let parent_block = rw.op_parent_block(parent);
        let users: Vec<OpId> = rw.uses(src_buffer).map(|u| u.op).collect();
        for user in users {
            let frees =
                ir::interfaces::side_effects::op_memory_effects(rw, user).is_some_and(|e| {
                    e.iter()
                        .any(|e| e.effect() == ir::effects::MemoryEffect::Free)
                });
            if frees {
                if rw.op_parent_block(user) == parent_block {
                    if let Some(terminator) = parent_block.and_then(|b| rw.block_last_op(b)) {
                        rw.move_op_before(user, terminator).map_err(|_| None)?;
                    }
                }
                break;
            }
        }
        Ok(())
    })();
    rw.set_insertion_point(ip);
    result?;
    rw.erase_op(op).map_err(|_| None)
}

// ---------------------------------------------------------------------------
// vector
// ---------------------------------------------------------------------------

static TRANSFER_READ_MODEL: BufferizableOpInterfaceVtable =
    model(yes, no_operand, no_aliases, |rw, op, options| {
        let r = vector::TransferReadOp::from_operation_unchecked(op);
        let source = r.source(rw);
        let buffer = get_buffer(rw, source, options)?;
        let loc = rw.op_loc(op);
        let ty = rw.value_type(r.vector(rw));
        let (indices, map, padding, mask, in_bounds) = (
            r.indices(rw),
            r.permutation_map_attr(rw),
            r.padding(rw),
            r.mask(rw),
            r.in_bounds_attr(rw),
        );
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            vector::TransferReadOp::build(
                rw, loc, ty, buffer, &indices, map, padding, mask, in_bounds,
            )
            .operation()
        })
    });

/// `vector.transfer_write` reads its destination unless it overwrites
/// all of it (static shape, zero indices, no mask, a vector as large).
fn transfer_write_reads(ctx: &Context, op: OpId, _: usize, _: &AnalysisState<'_>) -> bool {
    let w = vector::TransferWriteOp::from_operation_unchecked(op);
    let shaped = ctx.value_type(w.source(ctx));
    let shape = ctx.shape(shaped).unwrap_or(&[]);
    if !ctx.is_ranked_tensor(shaped) || shape.contains(&ir::DYNAMIC) {
        return true;
    }
    if w.indices(ctx)
        .into_iter()
        .any(|i| memref::canonicalize::constant_int(ctx, i) != Some(0))
    {
        return true;
    }
    if w.mask(ctx).is_some() {
        return true;
    }
    let vector_ty = ctx.value_type(w.vector(ctx));
    let vector_shape = ctx.shape(vector_ty).unwrap_or(&[]);
    shape.iter().zip(vector_shape).any(|(d0, d1)| d0 > d1)
}

static TRANSFER_WRITE_MODEL: BufferizableOpInterfaceVtable = model(
    transfer_write_reads,
    dest_written,
    dest_equivalent_result,
    |rw, op, options| {
        let w = vector::TransferWriteOp::from_operation_unchecked(op);
        let source = w.source(rw);
        let buffer = get_buffer(rw, source, options)?;
        let loc = rw.op_loc(op);
        let (value, indices, map, mask, in_bounds) = (
            w.vector(rw),
            w.indices(rw),
            w.permutation_map_attr(rw),
            w.mask(rw),
            w.in_bounds_attr(rw),
        );
        vector::TransferWriteOp::build(
            rw, loc, None, value, buffer, &indices, map, mask, in_bounds,
        );
        replace_op_with_bufferized_values(rw, op, &[buffer])
    },
);

static GATHER_MODEL: BufferizableOpInterfaceVtable =
    model(yes, no_operand, no_aliases, |rw, op, options| {
        let g = vector::GatherOp::from_operation_unchecked(op);
        let base = g.base(rw);
        let buffer = get_buffer(rw, base, options)?;
        let loc = rw.op_loc(op);
        let ty = rw.value_type(g.result(rw));
        let (indices, index_vec, mask, pass_thru) =
            (g.indices(rw), g.index_vec(rw), g.mask(rw), g.pass_thru(rw));
        replace_op_with_new_bufferized_op(rw, op, |rw| {
            vector::GatherOp::build(rw, loc, ty, buffer, &indices, index_vec, mask, pass_thru)
                .operation()
        })
    });

static MASK_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_aliasing_op_operands: Some(|ctx, op, value, _| {
        // The result is the yielded value of the same number.
        let m = vector::MaskOp::from_operation_unchecked(op);
        let region = m.mask_region(ctx);
        let Some(yield_op) = ctx
            .region_blocks(region)
            .first()
            .and_then(|&b| ctx.block_last_op(b))
        else {
            return Vec::new();
        };
        let index = ctx
            .results(op)
            .iter()
            .position(|&r| r == value)
            .unwrap_or(0);
        vec![AliasingOpOperand {
            op: yield_op,
            operand: index,
            relation: BufferRelation::Equivalent,
            is_definite: true,
        }]
    }),
    resolve_conflicts: Some(|rw, op, state| {
        resolve_tensor_op_operand_conflicts(rw, op, state)?;
        let m = vector::MaskOp::from_operation_unchecked(op);
        let region = m.mask_region(rw);
        let has_alloc = rw.region_blocks(region).first().is_some_and(|&b| {
            rw.block_ops(b)
                .any(|o| AllocTensorOp::cast(rw, o).is_some())
        });
        if has_alloc {
            return Err(Some(Diagnostic::op_error(
                rw,
                op,
                "body must bufferize in-place",
            )));
        }
        Ok(())
    }),
    ..model(no_operand, no_operand, no_aliases, bufferize_mask)
};

/// `vector.mask`: results yielded from the masked op's results stay
/// results of a new mask op (the body moved into it), the others are
/// replaced by the yielded values.
fn bufferize_mask(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let m = vector::MaskOp::from_operation_unchecked(op);
    let region = m.mask_region(rw);
    let Some(&body) = rw.region_blocks(region).first() else {
        return Err(None);
    };
    let masked = rw.block_first_op(body).ok_or(None)?;
    if options.bufferizable(rw, masked).is_none() {
        return Ok(());
    }
    let yield_op = rw.block_last_op(body).ok_or(None)?;
    let masked_results = rw.results(masked);
    let n = rw.num_results(op);
    let mut new_returns: Vec<Option<Value>> = vec![None; n];
    let mut new_yielded = Vec::new();
    for (i, v) in rw.operands(yield_op).into_iter().enumerate() {
        if masked_results.contains(&v) {
            new_yielded.push(v);
        } else if let Some(slot) = new_returns.get_mut(i) {
            *slot = Some(v);
        }
    }
    rw.modify_op_in_place(yield_op, |ctx| {
        ctx.set_operands(yield_op, &new_yielded).map_err(|_| None)
    })?;
    let types: Vec<Type> = new_yielded.iter().map(|&v| rw.value_type(v)).collect();
    let loc = rw.op_loc(op);
    let (mask, passthru) = (m.mask(rw), m.passthru(rw));
    let new_op = vector::MaskOp::build(rw, loc, &types, mask, passthru);
    let new_region = new_op.mask_region(rw);
    for b in rw.region_blocks(new_region).to_vec() {
        rw.erase_block(b).map_err(|_| None)?;
    }
    for b in rw.region_blocks(region).to_vec() {
        rw.detach_block(b).map_err(|_| None)?;
        rw.insert_block(new_region, b, None).map_err(|_| None)?;
    }
    let mut idx = 0;
    let mut returns = Vec::with_capacity(n);
    for r in new_returns {
        returns.push(match r {
            Some(v) => v,
            None => {
                let v = rw.result(new_op.operation(), idx);
                idx += 1;
                v
            }
        });
    }
    replace_op_with_bufferized_values(rw, op, &returns)
}

static VECTOR_YIELD_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    must_bufferize_in_place: |_, _, _| true,
    ..model(
        yes,
        no_operand,
        |ctx, op, i, _| match ctx.op_parent_op(op) {
            Some(parent) if i < ctx.num_results(parent) => {
                vec![AliasingValue::new(
                    ctx.result(parent, i),
                    BufferRelation::Equivalent,
                )]
            }
            _ => Vec::new(),
        },
        |rw, op, options| {
            let parent = rw.op_parent_op(op);
            let Some(mask) = parent.and_then(|p| vector::MaskOp::cast(rw, p)) else {
                return Err(Some(Diagnostic::at_op(
                    rw,
                    op,
                    "unsupported vector::YieldOp parent",
                )));
            };
            let region = mask.mask_region(rw);
            let masked = rw
                .region_blocks(region)
                .first()
                .and_then(|&b| rw.block_first_op(b))
                .ok_or(None)?;
            if options.bufferizable(rw, masked).is_none() {
                return Ok(());
            }
            let mut results = Vec::new();
            for v in rw.operands(op) {
                results.push(if rw.is_tensor(rw.value_type(v)) {
                    get_buffer(rw, v, options)?
                } else {
                    v
                });
            }
            let loc = rw.op_loc(op);
            replace_op_with_new_bufferized_op(rw, op, |rw| {
                vector::YieldOp::build(rw, loc, &results).operation()
            })
        },
    )
};

// ---------------------------------------------------------------------------
// scf
// ---------------------------------------------------------------------------

/// `castBuffer`: `buffer` as a `type` memref (through a `memref.cast`).
pub(crate) fn cast_buffer(rw: &mut PatternRewriter<'_>, buffer: Value, ty: Type) -> Value {
    if rw.value_type(buffer) == ty {
        return buffer;
    }
    let loc = rw.value_loc(buffer);
    memref::CastOp::build(rw, loc, ty, buffer).dest(rw)
}

static IF_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_aliasing_op_operands: Some(|ctx, op, value, _| {
        let i = ctx
            .results(op)
            .iter()
            .position(|&r| r == value)
            .unwrap_or(0);
        let s = scf::IfOp::from_operation_unchecked(op);
        [s.then_yield(ctx), s.else_yield(ctx)]
            .into_iter()
            .flatten()
            .map(|y| AliasingOpOperand {
                op: y.operation(),
                operand: i,
                relation: BufferRelation::Equivalent,
                is_definite: false,
            })
            .collect()
    }),
    get_buffer_type: Some(if_buffer_type),
    ..model(no_operand, no_operand, no_aliases, bufferize_if)
};

fn if_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let s = scf::IfOp::from_operation_unchecked(op);
    let i = ctx
        .results(op)
        .iter()
        .position(|&r| r == value)
        .ok_or(None)?;
    let (Some(then_yield), Some(else_yield)) = (s.then_yield(ctx), s.else_yield(ctx)) else {
        return Err(None);
    };
    let mut branch_type = |ctx: &mut Context, v: Value| -> Result<Type, Failure> {
        let ty = ctx.value_type(v);
        if ctx.is_memref(ty) {
            Ok(ty)
        } else {
            get_buffer_type_in(ctx, v, options, stack)
        }
    };
    let then_value = ctx.operand(then_yield.operation(), i);
    let else_value = ctx.operand(else_yield.operation(), i);
    let then_ty = branch_type(ctx, then_value)?;
    let else_ty = branch_type(ctx, else_value)?;
    let tensor = ctx.value_type(value);
    join_buffer_types(ctx, tensor, then_ty, else_ty).ok_or_else(|| {
        Some(Diagnostic::at_op(
            ctx,
            op,
            "inconsistent memory space on then/else branches",
        ))
    })
}

/// `scf.if`: a new `scf.if` with buffer results, the blocks moved into it.
fn bufferize_if(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = scf::IfOp::from_operation_unchecked(op);
    let results = rw.results(op);
    let types = buffer_types_of(rw, &results, options)?;
    let (loc, cond) = (rw.op_loc(op), s.condition(rw));
    rw.set_insertion_point_before(op);
    let new_if =
        scf::IfOp::build_from_result_types_cond_with_else_region(rw, loc, &types, cond, true);
    for (old, new) in [
        (s.then_block(rw), new_if.then_block(rw)),
        (s.else_block(rw), new_if.else_block(rw)),
    ] {
        if let (Some(old), Some(new)) = (old, new) {
            rw.merge_blocks(old, new, &[]).map_err(|_| None)?;
        }
    }
    let results = rw.results(new_if.operation());
    replace_op_with_bufferized_values(rw, op, &results)
}

/// Attaches the models: the bufferization ops' own, and upstream's
/// `arith::`, `tensor::registerBufferizableOpInterfaceExternalModels`.
pub fn register_bufferizable_op_interface_external_models(ctx: &mut Context) {
    let models: [(&str, &'static BufferizableOpInterfaceVtable); 27] = [
        (ToTensorOp::OPERATION_NAME, &TO_TENSOR_MODEL),
        (ToMemrefOp::OPERATION_NAME, &TO_MEMREF_MODEL),
        (AllocTensorOp::OPERATION_NAME, &ALLOC_TENSOR_MODEL),
        (
            bufferization::DeallocTensorOp::OPERATION_NAME,
            &DEALLOC_TENSOR_MODEL,
        ),
        (
            bufferization::MaterializeInDestinationOp::OPERATION_NAME,
            &MATERIALIZE_IN_DESTINATION_MODEL,
        ),
        (arith::ConstantOp::OPERATION_NAME, &CONSTANT_MODEL),
        (arith::IndexCastOp::OPERATION_NAME, &INDEX_CAST_MODEL),
        (arith::SelectOp::OPERATION_NAME, &SELECT_MODEL),
        (tensor::CastOp::OPERATION_NAME, &CAST_MODEL),
        (tensor::DimOp::OPERATION_NAME, &DIM_MODEL),
        (tensor::EmptyOp::OPERATION_NAME, &EMPTY_MODEL),
        (tensor::ExtractSliceOp::OPERATION_NAME, &EXTRACT_SLICE_MODEL),
        (tensor::ExtractOp::OPERATION_NAME, &EXTRACT_MODEL),
        (tensor::FromElementsOp::OPERATION_NAME, &FROM_ELEMENTS_MODEL),
        (tensor::InsertOp::OPERATION_NAME, &INSERT_MODEL),
        (tensor::InsertSliceOp::OPERATION_NAME, &INSERT_SLICE_MODEL),
        (tensor::RankOp::OPERATION_NAME, &RANK_MODEL),
        (
            tensor::CollapseShapeOp::OPERATION_NAME,
            &COLLAPSE_SHAPE_MODEL,
        ),
        (tensor::ExpandShapeOp::OPERATION_NAME, &EXPAND_SHAPE_MODEL),
        (tensor::ReshapeOp::OPERATION_NAME, &RESHAPE_MODEL),
        (
            tensor::ParallelInsertSliceOp::OPERATION_NAME,
            &PARALLEL_INSERT_SLICE_MODEL,
        ),
        (vector::TransferReadOp::OPERATION_NAME, &TRANSFER_READ_MODEL),
        (
            vector::TransferWriteOp::OPERATION_NAME,
            &TRANSFER_WRITE_MODEL,
        ),
        (vector::GatherOp::OPERATION_NAME, &GATHER_MODEL),
        (vector::MaskOp::OPERATION_NAME, &MASK_MODEL),
        (vector::YieldOp::OPERATION_NAME, &VECTOR_YIELD_MODEL),
        (scf::IfOp::OPERATION_NAME, &IF_MODEL),
    ];
    for (name, model) in models {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(name, model);
    }
    super::module_bufferize::register_func_models(ctx);
    super::scf_models::register_scf_models(ctx);
    super::ml_program_models::register_ml_program_models(ctx);
    super::linalg_models::register_tensor_linalg_models(ctx);
}
