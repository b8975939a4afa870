//! The structural type conversion patterns of function boundaries and
//! branches (upstream's `Func/Transforms/FuncConversions.cpp`), for a
//! dialect conversion whose [`TypeConverter`] changes the types of values
//! that cross calls, returns and branches: with
//! [`ir::conversion::populate_function_op_interface_type_conversion_pattern`]
//! for the function ops themselves, these keep the IR consistent once the
//! signatures changed.
//!
//! * [`populate_call_op_type_conversion_pattern`] rebuilds `func.call`
//!   with converted result types and its converted operands.
//! * [`populate_return_op_type_conversion_pattern`] replaces
//!   `func.return`'s operands by their converted values.
//! * [`populate_branch_op_interface_type_conversion_pattern`] replaces the
//!   operands a `BranchOpInterface` op forwards to its successors by their
//!   converted values.
//! * The legality checks to pair them with in a [`ConversionTarget`]
//!   (`is_legal_for_*`, [`is_not_branch_op_interface_or_return_like_op`]).
//!
//! ```
//! use ir::conversion::{apply_partial_conversion, ConversionTarget, TypeConverter};
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @id(%a: i64) -> i64 { return %a : i64 }
//!      func.func @f(%a: i64) -> i64 { %r = call @id(%a) : (i64) -> i64\n return %r : i64 }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! // i64 becomes i32 (a toy converter), every other type stays.
//! let mut converter = TypeConverter::new();
//! converter.add_conversion(|_, t| Some(t));
//! converter.add_conversion(|c, t| c.is_integer(t, 64).then(|| c.i32()));
//! let mut patterns = Vec::new();
//! ir::conversion::populate_function_op_interface_type_conversion_pattern(
//!     func::FuncOp::OPERATION_NAME,
//!     &mut patterns,
//! );
//! func::type_conversion::populate_call_op_type_conversion_pattern(&mut patterns);
//! func::type_conversion::populate_return_op_type_conversion_pattern(&mut patterns);
//! let mut target = ConversionTarget::new();
//! let legal = std::rc::Rc::new(converter);
//! let l = legal.clone();
//! target.add_dynamically_legal_op(func::FuncOp::OPERATION_NAME, move |c, op| {
//!     let ty = func::FuncOp::cast(c, op).map(|f| f.function_type(c));
//!     ty.is_some_and(|t| l.is_signature_legal(c, t))
//! });
//! for name in [func::CallOp::OPERATION_NAME, func::ReturnOp::OPERATION_NAME] {
//!     let l = legal.clone();
//!     target.add_dynamically_legal_op(name, move |c, op| l.is_op_legal(c, op));
//! }
//! apply_partial_conversion(&mut ctx, module, &target, &patterns, Some(&*legal)).expect("converts");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("%0 = call @id(%arg0) : (i32) -> i32"));
//! assert!(text.contains("func.func @id(%arg0: i32) -> i32"));
//! ```

use ir::conversion::{ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter};
use ir::interfaces::BranchOpInterfaceRef;
use ir::{Context, OpId, OpTrait, Value};

use crate::{CallOp, FuncOp, ReturnOp};

/// `func.call` with converted result types (upstream's
/// `CallOpSignatureConversion`).
struct CallOpSignatureConversion;

impl ConversionPattern for CallOpSignatureConversion {
    fn root(&self) -> Option<&str> {
        Some(CallOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "CallOpSignatureConversion"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (Some(converter), Some(call)) = (rw.type_converter(), CallOp::cast(rw, op)) else {
            return false;
        };
        let mut results = Vec::new();
        for t in rw.result_types(op) {
            match converter.convert_types(rw, t) {
                Some(types) => results.extend(types),
                None => return false,
            }
        }
        // Results converting to several types or none cannot be replaced.
        if results.len() != rw.num_results(op) {
            return false;
        }
        let callee = call.callee_attr(rw);
        let loc = rw.op_loc(op);
        let new = CallOp::build_from_attribute_types_values(rw, loc, callee, &results, operands);
        let values = rw.results(new.operation());
        rw.replace_op(op, &values).is_ok()
    }
}

/// `func.return` of the converted operands (upstream's
/// `ReturnOpTypeConversion`).
struct ReturnOpTypeConversion;

impl ConversionPattern for ReturnOpTypeConversion {
    fn root(&self) -> Option<&str> {
        Some(ReturnOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ReturnOpTypeConversion"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, operands))
            .is_ok()
    }
}

/// Whether the operand at an index of a branch op is to be converted.
pub type BranchOperandFilter = Box<dyn Fn(&Context, OpId, usize) -> bool>;

/// The operands a branch op forwards to its successors, converted
/// (upstream's `BranchOpInterfaceTypeConversion`).
struct BranchOpInterfaceTypeConversion {
    should_convert: Option<BranchOperandFilter>,
}

impl ConversionPattern for BranchOpInterfaceTypeConversion {
    fn root(&self) -> Option<&str> {
        None
    }
    fn name(&self) -> &str {
        "BranchOpInterfaceTypeConversion"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(branch) = BranchOpInterfaceRef::get(rw, op) else {
            return false;
        };
        // Only the operands going to the successors are rewritten.
        let mut new_operands = rw.operands(op);
        for succ in 0..rw.successors(op).len() {
            let forwarded = branch.get_successor_operands(rw, succ).forwarded;
            for idx in forwarded {
                let convert = self.should_convert.as_ref().is_none_or(|f| f(rw, op, idx));
                if convert {
                    if let (Some(slot), Some(&v)) = (new_operands.get_mut(idx), operands.get(idx)) {
                        *slot = v;
                    }
                }
            }
        }
        rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &new_operands))
            .is_ok()
    }
}

/// Adds the conversion of `func.call`'s result types and operands to
/// `patterns` (`populateCallOpTypeConversionPattern`): the call is rebuilt
/// with the conversion's converted result types when each converts to one
/// type (otherwise the pattern fails), its discardable attributes dropped
/// as upstream's builder drops them.
pub fn populate_call_op_type_conversion_pattern(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    patterns.push(Box::new(CallOpSignatureConversion));
}

/// Adds the conversion of `func.return`'s operands to `patterns`
/// (`populateReturnOpTypeConversionPattern`): every operand is replaced in
/// place by its converted value.
pub fn populate_return_op_type_conversion_pattern(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    patterns.push(Box::new(ReturnOpTypeConversion));
}

/// Adds the conversion of the operands that ops with `BranchOpInterface`
/// forward to their successors to `patterns`
/// (`populateBranchOpInterfaceTypeConversionPattern`): those operands (the
/// ones `should_convert` accepts, given the op and the operand's index,
/// when given) are replaced in place by their converted values.
pub fn populate_branch_op_interface_type_conversion_pattern(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    should_convert: Option<BranchOperandFilter>,
) {
    patterns.push(Box::new(BranchOpInterfaceTypeConversion { should_convert }));
}

/// Whether `op` is a branch op whose successor operands all have legal
/// types (`isLegalForBranchOpInterfaceTypeConversionPattern`); `false`
/// for any other op.
pub fn is_legal_for_branch_op_interface_type_conversion_pattern(
    ctx: &mut Context,
    op: OpId,
    converter: &TypeConverter,
) -> bool {
    let Some(branch) = BranchOpInterfaceRef::get(ctx, op) else {
        return false;
    };
    let num_successors = ctx
        .op_parent_block(op)
        .and_then(|b| ctx.block_last_op(b))
        .map_or(0, |t| ctx.successors(t).len());
    for succ in 0..num_successors {
        let forwarded = branch.get_successor_operands(ctx, succ).forwarded;
        let types: Vec<_> = forwarded
            .map(|i| ctx.value_type(ctx.operand(op, i)))
            .collect();
        if !types.into_iter().all(|t| converter.is_legal(ctx, t)) {
            return false;
        }
    }
    true
}

/// Whether `op` is legal for the return conversion
/// (`isLegalForReturnOpTypeConversionPattern`): a `func.return` when its
/// types are legal (or always, with `return_op_always_legal`); another op
/// when it is return-like (those are legalized with their parent).
pub fn is_legal_for_return_op_type_conversion_pattern(
    ctx: &mut Context,
    op: OpId,
    converter: &TypeConverter,
    return_op_always_legal: bool,
) -> bool {
    if ReturnOp::cast(ctx, op).is_some() && !return_op_always_legal {
        return converter.is_op_legal(ctx, op);
    }
    ctx.op_has_trait(op, &OpTrait::ReturnLike)
}

/// Whether `op` is none of the terminators the branch and return
/// conversions handle (`isNotBranchOpInterfaceOrReturnLikeOp`): not a
/// terminator (an unregistered op might be one), not the last op of its
/// block, or a terminator of a block not directly in a `func.func`.
pub fn is_not_branch_op_interface_or_return_like_op(ctx: &Context, op: OpId) -> bool {
    let might_terminate = !ctx.is_registered(op) || ctx.op_has_trait(op, &OpTrait::IsTerminator);
    if !might_terminate {
        return true;
    }
    let Some(block) = ctx.op_parent_block(op) else {
        return true;
    };
    if ctx.block_last_op(block) != Some(op) {
        return true;
    }
    ctx.op_parent_op(op)
        .is_none_or(|p| FuncOp::cast(ctx, p).is_none())
}

/// Marks `func.call`, `func.return` and the branch ops of `target` legal
/// when their types are, as a conversion crossing function boundaries
/// needs with the patterns above (the common set-up of upstream's users;
/// `func.func` is legal when its signature is, `isSignatureLegal`).
pub fn add_function_boundary_legality(
    target: &mut ConversionTarget,
    converter: std::rc::Rc<TypeConverter>,
) {
    let c = converter.clone();
    target.add_dynamically_legal_op(FuncOp::OPERATION_NAME, move |ctx, op| {
        let ty = FuncOp::cast(ctx, op).map(|f| f.function_type(ctx));
        ty.is_some_and(|t| c.is_signature_legal(ctx, t))
    });
    for name in [CallOp::OPERATION_NAME, ReturnOp::OPERATION_NAME] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, op| c.is_op_legal(ctx, op));
    }
}
