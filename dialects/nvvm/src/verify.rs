//! The verifiers of `NVVMDialect.cpp` (but `nvvm.mma.sync`'s, in
//! `mma.rs`) with upstream's messages, and `nvvm.vote.ballot.sync`'s
//! custom form.

use ir::printer::type_to_string;
use ir::{Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, Type};
use llvm::{LLVMPointerType, LLVMStructType};

use crate::memory_space::{GLOBAL, SHARED};
use crate::mma::{infer_mma_type_from_mnk, mma_struct};
use crate::*;

/// `Err` of an error at `op` prefixed with its name (upstream's
/// `emitOpError`).
pub(crate) fn op_error(
    ctx: &Context,
    op: ir::OpId,
    message: impl std::fmt::Display,
) -> Result<(), Diagnostic> {
    Err(Diagnostic::op_error(ctx, op, message))
}

/// `Err` of an error at `op` (upstream's `emitError`).
pub(crate) fn error_at_op(
    ctx: &Context,
    op: ir::OpId,
    message: impl Into<String>,
) -> Result<(), Diagnostic> {
    Err(Diagnostic::at_op(ctx, op, message))
}

/// The address space of a pointer value's type (0 for a value that is
/// not a pointer: the type constraints reject it first).
fn address_space(ctx: &Context, v: ir::Value) -> u32 {
    LLVMPointerType::dyn_cast(ctx, ctx.value_type(v)).map_or(0, |p| p.address_space(ctx))
}

impl CpAsyncBulkTensorGlobalToSharedClusterOpHooks for CpAsyncBulkTensorGlobalToSharedClusterOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::cp_async_bulk_tensor_global_to_shared_cluster(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let coordinates = self.coordinates(ctx).len();
        if coordinates == 0 || coordinates > 5 {
            return error_at_op(ctx, op, "expects coordinates between 1 to 5 dimension");
        }
        let im2col = self.im2col_offsets(ctx).len();
        if im2col != 0 {
            if coordinates < 3 {
                return error_at_op(
                    ctx,
                    op,
                    "to use im2col mode, the tensor has to be at least 3-dimensional",
                );
            }
            if coordinates != im2col + 2 {
                return error_at_op(
                    ctx,
                    op,
                    "im2col offsets must be 2 less than number of coordinates",
                );
            }
        }
        Ok(())
    }
}

impl CpAsyncBulkTensorSharedCTAToGlobalOpHooks for CpAsyncBulkTensorSharedCTAToGlobalOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::cp_async_bulk_tensor_shared_cta_to_global(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.coordinates(ctx).len() > 5 {
            return error_at_op(
                ctx,
                self.operation(),
                "Maximum 5 coordinates and dimension is supported.",
            );
        }
        Ok(())
    }
}

impl CpAsyncOpHooks for CpAsyncOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::cp_async(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let modifier = self.modifier(ctx);
        let size = self.size(ctx);
        let error = |m: &str| error_at_op(ctx, op, m);
        if modifier != LoadCacheModifierKind::CG && modifier != LoadCacheModifierKind::CA {
            return error("Only CG and CA cache modifiers are supported.");
        }
        if size != 4 && size != 8 && size != 16 {
            return error("expected byte size to be either 4, 8 or 16.");
        }
        if modifier == LoadCacheModifierKind::CG && size != 16 {
            return error("CG cache modifier is only support for 16 bytes copy.");
        }
        Ok(())
    }
}

impl ShflOpHooks for ShflOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(flag) = ctx.attr(op, "return_value_and_is_valid") else {
            return Ok(());
        };
        if !ctx.is_unit_attr(flag) {
            return Ok(());
        }
        let ty = ctx.value_type(self.res(ctx));
        let ok = LLVMStructType::dyn_cast(ctx, ty).is_some_and(|s| {
            let body = s.body(ctx);
            body.len() == 2 && ctx.is_integer(body[1], 1)
        });
        if !ok {
            return error_at_op(
                ctx,
                op,
                "expected return type to be a two-element struct with i1 as the second element",
            );
        }
        Ok(())
    }
}

impl VoteBallotOpHooks for VoteBallotOp {
    /// `llvm.nvvm.vote.ballot.sync %mask, %pred : result_type`, the
    /// operands of types `i32` and `i1`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let mut operands = Vec::new();
        if let Some(first) = parser.parse_optional_operand()? {
            operands.push(first);
            while parser.parse_optional_punct(",") {
                operands.push(parser.parse_operand()?);
            }
        }
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let ty = parser.parse_colon_type()?;
        state.add_types(&[ty]);
        if operands.len() != 2 {
            let at = parser.name_offset();
            return Err(parser.op_error_at(
                at,
                format!("{} operands present, but expected 2", operands.len()),
            ));
        }
        let i32_type = parser.ctx().integer_type(32);
        let i1_type = parser.ctx().integer_type(1);
        let mask = parser.resolve_operand(&operands[0], i32_type)?;
        let pred = parser.resolve_operand(&operands[1], i1_type)?;
        state.add_operands(&[mask, pred]);
        Ok(())
    }

    /// Upstream's `printNVVMIntrinsicOp`: the operands and the result type
    /// (no attributes).
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        printer.print_operands(&ctx.operands(op));
        let results = ctx.result_types(op);
        if !results.is_empty() {
            printer.write_str(" : ");
            printer.print_types(&results);
        }
    }
}

/// The literal struct of `n` elements of `element` is `ty`.
fn is_struct_of(ctx: &Context, ty: Type, n: usize, element: &str) -> bool {
    type_to_string(ctx, ty) == mma_struct(&vec![element; n])
}

impl WMMALoadOpHooks for WMMALoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let space = address_space(ctx, self.ptr(ctx));
        if space != 0 && space != GLOBAL && space != SHARED {
            return op_error(ctx, op, "expected source pointer in memory space 0, 1, 3");
        }
        let (m, n, k) = (self.m(ctx), self.n(ctx), self.k(ctx));
        let (eltype, frag) = (self.eltype(ctx), self.frag(ctx));
        if WMMALoadOp::get_intrinsic_id(m, n, k, self.layout(ctx), eltype, frag).is_none() {
            return op_error(ctx, op, "invalid attribute combination");
        }
        let (element, count) = infer_mma_type_from_mnk(eltype, frag, m, n, k);
        if !is_struct_of(ctx, ctx.value_type(self.res(ctx)), count, element) {
            return op_error(ctx, op, format!("expected destination type is a structure of {count} elements of type '{element}'"));
        }
        Ok(())
    }
}

impl WMMAStoreOpHooks for WMMAStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let space = address_space(ctx, self.ptr(ctx));
        if space != 0 && space != GLOBAL && space != SHARED {
            return op_error(
                ctx,
                op,
                "expected operands to be a source pointer in memory space 0, 1, 3",
            );
        }
        let (m, n, k) = (self.m(ctx), self.n(ctx), self.k(ctx));
        let eltype = self.eltype(ctx);
        if WMMAStoreOp::get_intrinsic_id(m, n, k, self.layout(ctx), eltype).is_none() {
            return op_error(ctx, op, "invalid attribute combination");
        }
        let (element, count) = infer_mma_type_from_mnk(eltype, MMAFrag::C, m, n, k);
        let args = self.args(ctx);
        if args.len() != count {
            return op_error(ctx, op, format!("expected {count} data operands"));
        }
        if args
            .iter()
            .any(|&a| type_to_string(ctx, ctx.value_type(a)) != element)
        {
            return op_error(
                ctx,
                op,
                format!("expected data operands of type '{element}'"),
            );
        }
        Ok(())
    }
}

impl WMMAMmaOpHooks for WMMAMmaOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let (m, n, k) = (self.m(ctx), self.n(ctx), self.k(ctx));
        let (eltype_a, eltype_b) = (self.eltype_a(ctx), self.eltype_b(ctx));
        let id = WMMAMmaOp::get_intrinsic_id(
            m,
            n,
            k,
            self.layout_a(ctx),
            self.layout_b(ctx),
            eltype_a,
            eltype_b,
        );
        if id.is_none() {
            return op_error(ctx, op, "invalid attribute combination");
        }
        let a = infer_mma_type_from_mnk(eltype_a, MMAFrag::A, m, n, k);
        let b = infer_mma_type_from_mnk(eltype_a, MMAFrag::B, m, n, k);
        let c = infer_mma_type_from_mnk(eltype_b, MMAFrag::C, m, n, k);
        let expected: Vec<&str> = [a, b, c]
            .iter()
            .flat_map(|&(element, count)| std::iter::repeat_n(element, count))
            .collect();
        let args = self.args(ctx);
        if args.len() != expected.len() {
            return op_error(ctx, op, format!("expected {} arguments", expected.len()));
        }
        for (i, (&arg, &element)) in args.iter().zip(&expected).enumerate() {
            if type_to_string(ctx, ctx.value_type(arg)) != element {
                return op_error(
                    ctx,
                    op,
                    format!("expected argument {i} to be of type '{element}'"),
                );
            }
        }
        let (element, count) = c;
        if !is_struct_of(ctx, ctx.value_type(self.res(ctx)), count, element) {
            return op_error(ctx, op, format!("expected destination type is a structure of {count} elements of type '{element}'"));
        }
        Ok(())
    }
}

impl LdMatrixOpHooks for LdMatrixOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if address_space(ctx, self.ptr(ctx)) != SHARED {
            return op_error(ctx, op, "expected source pointer in memory space 3");
        }
        let num = self.num(ctx);
        if num != 1 && num != 2 && num != 4 {
            return op_error(ctx, op, "expected num attribute to be 1, 2 or 4");
        }
        let ty = ctx.value_type(self.res(ctx));
        if num == 1 && !ctx.is_integer(ty, 32) {
            return op_error(ctx, op, "expected destination type is i32");
        }
        if (num == 2 || num == 4) && !is_struct_of(ctx, ty, num as usize, "i32") {
            return op_error(
                ctx,
                op,
                format!("expected destination type is a structure of {num} elements of type i32"),
            );
        }
        Ok(())
    }
}

impl StMatrixOpHooks for StMatrixOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::stmatrix(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if address_space(ctx, self.ptr(ctx)) != SHARED {
            return op_error(ctx, op, "expected source pointer in memory space 3");
        }
        let num = self.sources(ctx).len();
        if num != 1 && num != 2 && num != 4 {
            return op_error(ctx, op, "expected num attribute to be 1, 2 or 4");
        }
        Ok(())
    }
}

/// The `k` of a `wgmma.mma_async` of input type `type_a`.
fn allowed_size_k(type_a: WGMMATypes) -> Option<i32> {
    use WGMMATypes as T;
    match type_a {
        T::Tf32 => Some(8),
        T::F16 | T::Bf16 => Some(16),
        T::S8 | T::U8 | T::E4m3 | T::E5m2 => Some(32),
        T::B1 => Some(256),
        T::F32 | T::S32 => None,
    }
}

/// Whether `d += a * b` is a `wgmma.mma_async` of these types.
fn is_allowed_wgmma_data_type(d: WGMMATypes, a: WGMMATypes, b: WGMMATypes) -> bool {
    use WGMMATypes as T;
    let float_d = d == T::F32 || d == T::F16;
    match a {
        T::F16 => float_d && b == T::F16,
        T::Tf32 => d == T::F32 && b == T::Tf32,
        T::U8 | T::S8 => d == T::S32 && (b == T::U8 || b == T::S8),
        T::B1 => d == T::S32 && b == T::B1,
        T::Bf16 => float_d && b == T::Bf16,
        T::E4m3 | T::E5m2 => float_d && (b == T::E5m2 || b == T::E4m3),
        T::F32 | T::S32 => false,
    }
}

/// Whether `n` is a `wgmma.mma_async` size for input type `type_a`.
fn is_allowed_size_n(n: i32, type_a: WGMMATypes) -> bool {
    use WGMMATypes as T;
    const SHORT: [i32; 18] = [
        8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256,
    ];
    match type_a {
        T::F16 | T::Tf32 | T::Bf16 | T::E4m3 | T::E5m2 => n % 8 == 0 && (8..=256).contains(&n),
        T::U8 | T::S8 | T::B1 => SHORT.contains(&n),
        T::F32 | T::S32 => false,
    }
}

impl WgmmaMmaAsyncOpHooks for WgmmaMmaAsyncOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::wgmma_mma_async(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let error = |m: String| op_error(ctx, op, m);
        let out = ctx.value_type(self.results(ctx));
        let Some(stype) = LLVMStructType::dyn_cast(ctx, out) else {
            return error("expected results to be struct".into());
        };
        let body = stype.body(ctx);
        if let Some(&t) = body.iter().find(|&&t| t != body[0]) {
            return error(format!(
                "all elements in struct must be same type but there is '{}'",
                type_to_string(ctx, t)
            ));
        }
        let (type_d, type_a, type_b) = (self.type_d(ctx), self.type_a(ctx), self.type_b(ctx));
        use WGMMATypes as T;
        if type_d != T::F32 && type_d != T::F16 && type_d != T::S32 {
            return error(format!(
                "does not support the given output type {}",
                type_d.as_str()
            ));
        }
        let neg = WGMMAScaleIn::Neg;
        if type_d == T::S32 && (self.scale_a(ctx) == neg || self.scale_b(ctx) == neg) {
            return error("has s32 output, scaleA and scaleB cannot be neg".into());
        }
        if !is_allowed_wgmma_data_type(type_d, type_a, type_b) {
            return error(format!(
                "{} += {} * {}, it is not supported.",
                type_d.as_str(),
                type_a.as_str(),
                type_b.as_str()
            ));
        }
        let shape = self.shape(ctx);
        if shape.m(ctx) != 64 {
            return error("shape 'm' must be 64".into());
        }
        let allowed_k = allowed_size_k(type_a);
        if allowed_k != Some(shape.k(ctx)) {
            return error(format!(
                "shape 'k' must be {} for input type {}",
                allowed_k.unwrap_or_default(),
                type_a.as_str()
            ));
        }
        let n = shape.n(ctx);
        if !is_allowed_size_n(n, type_a) {
            return error(format!(
                "has input type {} n is set to {n}, it is not supported.",
                type_a.as_str()
            ));
        }
        let (layout_a, layout_b) = (self.layout_a(ctx), self.layout_b(ctx));
        if type_a != T::F16
            && type_a != T::Bf16
            && (layout_a == MMALayout::Col || layout_b == MMALayout::Row)
        {
            return error(format!(
                "given layouts layout_a = {} and layout_b = {} for input types {} and {} requires transpose. However, this is only supported for: {} and {}",
                layout_a.as_str(),
                layout_b.as_str(),
                type_a.as_str(),
                type_b.as_str(),
                MMATypes::F16.as_str(),
                MMATypes::Bf16.as_str()
            ));
        }
        let expected = match type_d {
            T::F32 | T::S32 => n / 2,
            T::F16 => n / 4,
            _ => 0,
        };
        if body.len() as i32 != expected {
            return error(format!(
                "results {expected}, however output struct has {} elements",
                body.len()
            ));
        }
        if type_d != T::S32 && self.satfinite(ctx) == Some(MMAIntOverflow::Satfinite) {
            return error(format!(
                " `satfinite` can be only used with s32 accumulator, however the current accumulator is {}",
                type_d.as_str()
            ));
        }
        Ok(())
    }
}

impl FenceProxyOpHooks for FenceProxyOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        crate::ptx::fence_proxy(op, ctx)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let async_shared = self.kind(ctx) == ProxyKind::AsyncShared;
        let space = self.space(ctx).is_some();
        if async_shared && !space {
            return op_error(ctx, op, "async_shared fence requires space attribute");
        }
        if !async_shared && space {
            return op_error(ctx, op, "only async_shared fence can have space attribute");
        }
        Ok(())
    }
}

impl SetMaxRegisterOpHooks for SetMaxRegisterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let count = self.reg_count(ctx);
        if count % 8 != 0 {
            return op_error(ctx, op, "new register size must be multiple of 8");
        }
        if !(24..=256).contains(&count) {
            return op_error(ctx, op, "new register size must be in between 24 to 256");
        }
        Ok(())
    }
}

impl BarrierOpHooks for BarrierOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.number_of_threads(ctx).is_some() && self.barrier_id(ctx).is_none() {
            return op_error(
                ctx,
                self.operation(),
                "barrier id is missing, it should be set between 0 to 15",
            );
        }
        Ok(())
    }
}
