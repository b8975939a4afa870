//! The memory ops' pieces of `LLVMDialect.cpp`: `llvm.alloca`'s custom
//! form and verifier, `llvm.getelementptr`'s indices (`custom<GEPIndices>`,
//! the builder's `destructureIndices`, the struct-index rules of its
//! verifier, its folder), the memory effects and atomic-access checks of
//! `llvm.load` and `llvm.store`, and the verifiers of `llvm.atomicrmw`,
//! `llvm.cmpxchg` and `llvm.fence`.

use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, Location, OpBuilder,
    OpFoldResult, OpId, OperationState, ParseError, Signedness, Type, TypeData, TypeFactory, Value,
};

use crate::types::quoted_type;
use crate::{
    is_compatible_floating_point_type, AllocaOp, AllocaOpHooks, AtomicBinOp, AtomicCmpXchgOp,
    AtomicCmpXchgOpHooks, AtomicOrdering, AtomicRMWOp, AtomicRMWOpHooks, FenceOp, FenceOpHooks,
    GEPOp, GEPOpHooks, LLVMArrayType, LLVMFixedVectorType, LLVMPointerType, LLVMScalableVectorType,
    LLVMStructType, LLVMStructTypeStorage, LLVMTargetExtType, LoadOp, LoadOpHooks, StoreOp,
    StoreOpHooks,
};

/// `GEPOp::kDynamicIndex`: the raw constant index standing for a dynamic
/// one.
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

/// An index of `llvm.getelementptr` as its builder takes it (upstream's
/// `GEPArg`): a constant or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GEPArg {
    /// A constant index.
    Constant(i32),
    /// A dynamic index.
    Value(Value),
}

/// The element type of a container a GEP index steps into: vectors and
/// arrays by any index, structs by a constant member index in bounds.
fn gep_step(ctx: &Context, ty: Type, member: i32) -> Option<Type> {
    if ctx.is_vector(ty) {
        return ctx.element_type(ty);
    }
    if let Some(v) = LLVMScalableVectorType::dyn_cast(ctx, ty) {
        return Some(v.element_type(ctx));
    }
    if let Some(v) = LLVMFixedVectorType::dyn_cast(ctx, ty) {
        return Some(v.element_type(ctx));
    }
    if let Some(a) = LLVMArrayType::dyn_cast(ctx, ty) {
        return Some(a.element_type(ctx));
    }
    if let Some(s) = LLVMStructType::dyn_cast(ctx, ty) {
        let body = s.body(ctx);
        return usize::try_from(member)
            .ok()
            .and_then(|i| body.get(i).copied());
    }
    None
}

/// The value of an integer constant defined by a `ConstantLike` op.
fn constant_int(ctx: &Context, v: Value) -> Option<i128> {
    let def = ctx.defining_op(v)?;
    let value = ctx.constant_value(def)?;
    ctx.as_integer(value)
}

/// Upstream's `destructureIndices`: the raw constant indices and the
/// dynamic ones, constant values indexing a struct folded into constants.
fn destructure_indices(
    ctx: &Context,
    elem_type: Type,
    indices: &[GEPArg],
) -> (Vec<i32>, Vec<Value>) {
    let mut raw: Vec<i32> = Vec::new();
    let mut dynamic = Vec::new();
    let mut current = Some(elem_type);
    for index in indices {
        let requires_const =
            !raw.is_empty() && current.is_some_and(|t| LLVMStructType::dyn_cast(ctx, t).is_some());
        match *index {
            GEPArg::Value(v) => {
                let constant = constant_int(ctx, v).and_then(|c| i32::try_from(c).ok());
                match constant {
                    Some(c) if requires_const => raw.push(c),
                    _ => {
                        raw.push(GEP_DYNAMIC_INDEX);
                        dynamic.push(v);
                    }
                }
            }
            GEPArg::Constant(c) => raw.push(c),
        }
        if raw.len() == 1 {
            continue;
        }
        let Some(ty) = current else {
            continue;
        };
        current = gep_step(ctx, ty, *raw.last().unwrap_or(&0));
    }
    (raw, dynamic)
}

/// Fills `state` for `llvm.getelementptr` of `base` at `indices` (upstream's
/// `GEPOp::build` over `GEPArg`s).
pub fn gep_state(
    builder: &mut OpBuilder<'_>,
    state: &mut OperationState,
    result_type: Type,
    elem_type: Type,
    base: Value,
    indices: &[GEPArg],
    inbounds: bool,
) {
    let (raw, dynamic) = destructure_indices(builder, elem_type, indices);
    state.add_result_types(&[result_type]);
    let raw_attr = raw_indices_attr(builder, &raw);
    state.add_attribute("rawConstantIndices", raw_attr);
    if inbounds {
        let unit = builder.unit_attr();
        state.add_attribute("inbounds", unit);
    }
    let elem = builder.type_attr(elem_type);
    state.add_attribute("elem_type", elem);
    state.add_operands(&[base]);
    state.add_operands(&dynamic);
}

/// The `array<i32: ...>` of raw constant indices.
fn raw_indices_attr(ctx: &mut Context, raw: &[i32]) -> Attribute {
    let i32_type = ctx.integer_type(32);
    let values: Vec<i128> = raw.iter().map(|&v| i128::from(v)).collect();
    ctx.dense_i_array_attr(i32_type, &values)
}

/// The raw constant indices of a `rawConstantIndices` attribute.
fn raw_indices(ctx: &Context, attr: Option<Attribute>) -> Vec<i32> {
    attr.and_then(|a| ctx.dense_array_as_i64(a))
        .map(|v| v.iter().map(|&i| i as i32).collect())
        .unwrap_or_default()
}

/// Upstream's `parseGEPIndices`: a comma-separated list of constant
/// indices and operands.
pub fn parse_gep_indices(
    parser: &mut CustomParser<'_, '_, '_>,
    indices: &mut Vec<UnresolvedOperand>,
    raw_constant_indices: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut raw = Vec::new();
    loop {
        if matches!(parser.peek_byte(), Some(b'-' | b'0'..=b'9')) {
            let at = parser.offset();
            let value = parser.parse_integer_wide()?;
            let Ok(value) = i32::try_from(value) else {
                return Err(parser.op_error_at(at, "integer value too large"));
            };
            raw.push(value);
        } else {
            raw.push(GEP_DYNAMIC_INDEX);
            indices.push(parser.parse_operand()?);
        }
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    *raw_constant_indices = Some(raw_indices_attr(parser.ctx(), &raw));
    Ok(())
}

/// Upstream's `printGEPIndices`: constants and operands in order.
pub fn print_gep_indices(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    indices: &[Value],
    raw_constant_indices: Option<Attribute>,
) {
    let raw = raw_indices(printer.ctx(), raw_constant_indices);
    let mut dynamic = indices.iter();
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        if r == GEP_DYNAMIC_INDEX {
            if let Some(&v) = dynamic.next() {
                printer.print_operand(v);
            }
        } else {
            printer.write_str(&r.to_string());
        }
    }
}

/// Upstream's `verifyStructIndices` from index `pos` on: struct members
/// indexed by constants in bounds, only containers indexed.
fn verify_struct_indices(
    ctx: &Context,
    op: OpId,
    ty: Type,
    pos: usize,
    raw: &[i32],
) -> Result<(), Diagnostic> {
    let mut ty = ty;
    for (pos, &index) in raw.iter().enumerate().skip(pos) {
        if let Some(s) = LLVMStructType::dyn_cast(ctx, ty) {
            if index == GEP_DYNAMIC_INDEX {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("expected index {pos} indexing a struct to be constant"),
                ));
            }
            let body = s.body(ctx);
            let Some(&member) = usize::try_from(index).ok().and_then(|i| body.get(i)) else {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("index {pos} indexing a struct is out of bounds"),
                ));
            };
            ty = member;
            continue;
        }
        match gep_step(ctx, ty, 0) {
            Some(element) => ty = element,
            None => {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "type {} cannot be indexed (index #{pos})",
                        quoted_type(ctx, ty)
                    ),
                ))
            }
        }
    }
    Ok(())
}

impl GEPOpHooks for GEPOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let raw = self.raw_constant_indices(ctx);
        let dynamic = raw.iter().filter(|&&r| r == GEP_DYNAMIC_INDEX).count();
        if dynamic != self.dynamic_indices(ctx).len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected as many dynamic indices as specified in 'rawConstantIndices'",
            ));
        }
        verify_struct_indices(ctx, op, self.elem_type(ctx), 1, &raw)
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let raw = self.raw_constant_indices(ctx);
        let dynamic_values = self.dynamic_indices(ctx);
        // The constant operands of the dynamic indices (operand 0 is the
        // base).
        let dynamic_consts: Vec<Option<Attribute>> = (0..dynamic_values.len())
            .map(|i| operands.get(i + 1).copied().flatten())
            .collect();
        let base = self.base(ctx);
        // gep %x:T, 0 -> %x
        if ctx.value_type(base) == ctx.value_type(self.res(ctx)) && raw.len() == 1 {
            let zero = if raw[0] == GEP_DYNAMIC_INDEX {
                dynamic_consts[0]
                    .and_then(|a| ctx.as_apint(a))
                    .is_some_and(|v| v.is_zero())
            } else {
                raw[0] == 0
            };
            if zero {
                return FoldResult::single(OpFoldResult::Value(base));
            }
        }
        // Dynamic indices of constant value become constant indices.
        let mut changed = false;
        let mut args = Vec::with_capacity(raw.len());
        let mut next_dynamic = 0;
        for &r in &raw {
            if r != GEP_DYNAMIC_INDEX {
                args.push(GEPArg::Constant(r));
                continue;
            }
            let value = dynamic_values[next_dynamic];
            let constant = dynamic_consts[next_dynamic]
                .and_then(|a| ctx.as_integer(a))
                .and_then(|c| i32::try_from(c).ok());
            next_dynamic += 1;
            match constant {
                Some(c) => {
                    changed = true;
                    args.push(GEPArg::Constant(c));
                }
                None => args.push(GEPArg::Value(value)),
            }
        }
        if !changed {
            return FoldResult::Failure;
        }
        let (raw, dynamic) = destructure_indices(ctx, self.elem_type(ctx), &args);
        let mut new_operands = vec![base];
        new_operands.extend(dynamic);
        let raw_attr = raw_indices_attr(ctx, &raw);
        if ctx.set_operands(op, &new_operands).is_err()
            || self.set_raw_constant_indices_attr(ctx, raw_attr).is_err()
        {
            return FoldResult::Failure;
        }
        FoldResult::InPlace
    }
}

impl AllocaOpHooks for AllocaOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        if parser.parse_optional_keyword("inalloca") {
            let unit = parser.ctx().unit_attr();
            state.add_attribute("inalloca", unit);
        }
        let array_size = parser.parse_operand()?;
        parser.parse_keyword("x")?;
        let elem_type = parser.parse_type()?;
        let mut attrs = parser.parse_optional_attr_dict()?;
        parser.parse_punct(":")?;
        let type_at = parser.offset();
        let ty = parser.parse_type()?;
        if let Some(i) = attrs
            .iter()
            .position(|a| parser.ctx().ident_str(a.0) == "alignment")
        {
            let value = attrs[i].1;
            let Some(alignment) = parser.ctx().as_apint(value) else {
                let name = parser.name_offset();
                return Err(parser.op_error_at(name, "expected integer alignment"));
            };
            if alignment.is_zero() {
                attrs.remove(i);
            }
        }
        state.attributes.extend(attrs);
        let signature = {
            let ctx = parser.ctx();
            match (ctx.function_inputs(ty), ctx.function_results(ty)) {
                (Some(&[input]), Some(&[result])) => Some((input, result)),
                _ => None,
            }
        };
        let Some((input, result)) = signature else {
            return Err(parser.op_error_at(
                type_at,
                "expected trailing function type with one argument and one result",
            ));
        };
        let array_size = parser.resolve_operand(&array_size, input)?;
        state.add_operands(&[array_size]);
        if LLVMPointerType::dyn_cast(parser.ctx(), result).is_some() {
            let elem = parser.ctx().type_attr(elem_type);
            state.add_attribute("elem_type", elem);
        }
        state.add_result_types(&[result]);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        if self.inalloca(ctx) {
            printer.write_str(" inalloca");
        }
        printer.write_str(" ");
        printer.print_operand(self.array_size(ctx));
        printer.write_str(" x ");
        printer.print_type(self.elem_type(ctx));
        if self.alignment(ctx).is_some_and(|a| a != 0) {
            printer.print_optional_attr_dict(op, &["elem_type", "inalloca"]);
        } else {
            printer.print_optional_attr_dict(op, &["alignment", "elem_type", "inalloca"]);
        }
        printer.write_str(" : (");
        printer.print_type(ctx.value_type(self.array_size(ctx)));
        printer.write_str(") -> ");
        printer.print_type(ctx.value_type(self.res(ctx)));
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let non_loadable = LLVMTargetExtType::dyn_cast(ctx, self.elem_type(ctx))
            .is_some_and(|t| !t.supports_mem_ops(ctx));
        if non_loadable {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "this target extension type cannot be used in alloca",
            ));
        }
        Ok(())
    }
}

/// The size in bits of a type an atomic op may access, for upstream's
/// `isTypeCompatibleWithAtomicOp` (pointers at the default data layout's
/// 64 bits).
fn atomic_type_bits(ctx: &Context, ty: Type) -> Option<u64> {
    if let Some((width, _)) = ctx.type_as_integer(ty) {
        return Some(u64::from(width));
    }
    if LLVMPointerType::dyn_cast(ctx, ty).is_some() {
        return Some(64);
    }
    if !is_compatible_floating_point_type(ctx, ty) {
        return None;
    }
    if let Some(kind) = ctx.float_kind(ty) {
        return Some(u64::from(kind.width()));
    }
    // `ppc_fp128`.
    Some(128)
}

/// Upstream's `isTypeCompatibleWithAtomicOp`: an integer, pointer or float
/// of a power-of-two size of at least a byte.
fn is_atomic_compatible(ctx: &Context, ty: Type) -> bool {
    atomic_type_bits(ctx, ty).is_some_and(|bits| bits >= 8 && bits.is_power_of_two())
}

/// Upstream's `verifyAtomicMemOp` for a load or store.
fn verify_atomic_mem_op(
    ctx: &Context,
    op: OpId,
    value_type: Type,
    ordering: AtomicOrdering,
    alignment: Option<i64>,
    syncscope: Option<&str>,
    unsupported: &[AtomicOrdering],
) -> Result<(), Diagnostic> {
    if ordering != AtomicOrdering::NotAtomic {
        if !is_atomic_compatible(ctx, value_type) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "unsupported type {} for atomic access",
                    quoted_type(ctx, value_type)
                ),
            ));
        }
        if unsupported.contains(&ordering) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("unsupported ordering '{}'", ordering.as_str()),
            ));
        }
        if alignment.is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected alignment for atomic access",
            ));
        }
        return Ok(());
    }
    if syncscope.is_some() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expected syncscope to be null for non-atomic access",
        ));
    }
    Ok(())
}

/// The effects of a load or store: `effect` on `addr`, and a read and a
/// write of anything when volatile or atomic beyond `unordered`.
fn mem_access_effects(
    effects: &mut Vec<EffectInstance<MemoryEffect>>,
    effect: MemoryEffect,
    addr: Value,
    volatile: bool,
    ordering: AtomicOrdering,
) {
    effects.push(EffectInstance::new(effect, &DefaultResource).on_value(addr));
    if volatile || (ordering != AtomicOrdering::NotAtomic && ordering != AtomicOrdering::Unordered)
    {
        effects.push(EffectInstance::new(MemoryEffect::Write, &DefaultResource));
        effects.push(EffectInstance::new(MemoryEffect::Read, &DefaultResource));
    }
}

impl LoadOp {
    /// Upstream's `LoadOp::build(type, addr)`: a plain load of `t` from
    /// `addr` (no alignment, not volatile, not atomic, no metadata).
    pub fn build_from_type_addr(
        b: &mut OpBuilder<'_>,
        loc: Location,
        t: Type,
        addr: Value,
    ) -> Self {
        Self::build(
            b, loc, t, addr, None, None, None, None, None, None, None, None, None, None,
        )
    }
}

impl StoreOp {
    /// Upstream's `StoreOp::build(value, addr)`: a plain store of `value`
    /// to `addr` (no alignment, not volatile, not atomic, no metadata).
    pub fn build_from_value_addr(
        b: &mut OpBuilder<'_>,
        loc: Location,
        value: Value,
        addr: Value,
    ) -> Self {
        Self::build(
            b, loc, value, addr, None, None, None, None, None, None, None, None, None,
        )
    }
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_atomic_mem_op(
            ctx,
            self.operation(),
            ctx.value_type(self.res(ctx)),
            self.ordering(ctx),
            self.alignment(ctx),
            self.syncscope(ctx),
            &[AtomicOrdering::Release, AtomicOrdering::AcqRel],
        )
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        let (volatile, ordering) = (op.volatile_(ctx), op.ordering(ctx));
        mem_access_effects(
            effects,
            MemoryEffect::Read,
            op.addr(ctx),
            volatile,
            ordering,
        );
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_atomic_mem_op(
            ctx,
            self.operation(),
            ctx.value_type(self.value(ctx)),
            self.ordering(ctx),
            self.alignment(ctx),
            self.syncscope(ctx),
            &[AtomicOrdering::Acquire, AtomicOrdering::AcqRel],
        )
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        let (volatile, ordering) = (op.volatile_(ctx), op.ordering(ctx));
        mem_access_effects(
            effects,
            MemoryEffect::Write,
            op.addr(ctx),
            volatile,
            ordering,
        );
    }
}

impl AtomicRMWOpHooks for AtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let val_type = ctx.value_type(self.val(ctx));
        let bin_op = self.bin_op(ctx);
        if matches!(
            bin_op,
            AtomicBinOp::Fadd | AtomicBinOp::Fsub | AtomicBinOp::Fmin | AtomicBinOp::Fmax
        ) {
            if !is_compatible_floating_point_type(ctx, val_type) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected LLVM IR floating point type",
                ));
            }
        } else if bin_op == AtomicBinOp::Xchg {
            if !is_atomic_compatible(ctx, val_type) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "unexpected LLVM IR type for 'xchg' bin_op",
                ));
            }
        } else {
            let width = ctx.type_as_integer(val_type).map_or(0, |(w, _)| w);
            if !matches!(width, 8 | 16 | 32 | 64) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected LLVM IR integer type",
                ));
            }
        }
        if (self.ordering(ctx) as u64) < (AtomicOrdering::Monotonic as u64) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected at least 'monotonic' ordering",
            ));
        }
        Ok(())
    }
}

/// Upstream's `getValAndBoolStructType`: `!llvm.struct<(val, i1)>`.
pub fn val_and_bool_struct_type(types: &mut impl TypeFactory, val: Type) -> Type {
    let i1 = types.make_type(TypeData::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    let body = vec![val, i1];
    let data = match types
        .context()
        .type_definition_of::<LLVMStructTypeStorage>()
    {
        Some(def) => TypeData::Dialect {
            def,
            params: ir::dialect_defs::DialectParams::new(LLVMStructTypeStorage::Literal {
                body,
                packed: false,
            }),
        },
        // No struct type was ever made: none exists yet, nor can be found.
        None => TypeData::Opaque {
            dialect: crate::types::DIALECT.into(),
            data: "struct".into(),
        },
    };
    types.make_type(data)
}

impl AtomicCmpXchgOpHooks for AtomicCmpXchgOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let val_type = ctx.value_type(self.val(ctx));
        if !is_atomic_compatible(ctx, val_type) {
            return Err(Diagnostic::op_error(ctx, op, "unexpected LLVM IR type"));
        }
        let monotonic = AtomicOrdering::Monotonic as u64;
        let (success, failure) = (self.success_ordering(ctx), self.failure_ordering(ctx));
        if (success as u64) < monotonic || (failure as u64) < monotonic {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "ordering must be at least 'monotonic'",
            ));
        }
        if matches!(failure, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "failure ordering cannot be 'release' or 'acq_rel'",
            ));
        }
        Ok(())
    }
}

impl FenceOpHooks for FenceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if matches!(
            self.ordering(ctx),
            AtomicOrdering::NotAtomic | AtomicOrdering::Unordered | AtomicOrdering::Monotonic
        ) {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "can be given only acquire, release, acq_rel, and seq_cst orderings",
            ));
        }
        Ok(())
    }
}
