//! `linalg-detensorize` (upstream's `Linalg/Transforms/Detensorize.cpp`):
//! `linalg.generic` ops on 0-d tensors, and the non-entry block arguments
//! that carry such tensors through a function's control flow, rewritten on
//! their scalar elements. Which ops and arguments are detensored is a cost
//! model's decision: the values feeding branches (`ControlFlowDetectionModel`)
//! or everything that can be (`aggressive-mode`). A dialect conversion
//! inlines the chosen ops' bodies and converts the block signatures and
//! branch operands (`tensor.extract`/`tensor.from_elements` bridging the
//! two worlds), then `tensor.from_elements`' canonicalization and folding
//! clean up.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use func::type_conversion::{
    is_legal_for_return_op_type_conversion_pattern, is_not_branch_op_interface_or_return_like_op,
    populate_branch_op_interface_type_conversion_pattern,
};
use ir::conversion::{
    apply_full_conversion, ConversionPattern, ConversionRewriter, ConversionTarget,
    SignatureConversion, TypeConverter,
};
use ir::interfaces::{BranchOpInterfaceRef, FunctionOpInterfaceRef};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{BlockId, Context, GreedyConfig, OpId, Type, TypeData, Value};
use linalg::GenericOp;
use tensor::{ExtractOp, FromElementsOp};

use crate::LinalgDetensorizePassBase;

/// Whether `t` is a tensor that can be detensored: a 0-d ranked tensor
/// (upstream's `canBeDetensored`).
fn can_be_detensored(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { shape, .. } if shape.is_empty())
}

/// Upstream's `DetensorizeTypeConverter`: 0-d tensors convert to their
/// element type, extracted from the tensor; a scalar goes back into a
/// tensor through `tensor.from_elements`.
pub fn detensorize_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| {
        if !ctx.is_tensor(t) {
            return None;
        }
        Some(if can_be_detensored(ctx, t) {
            ctx.element_type(t).unwrap_or(t)
        } else {
            t
        })
    });
    tc.add_target_materialization(|b, _, inputs, loc| {
        let &input = inputs.first()?;
        let element = b.element_type(b.value_type(input))?;
        Some(ExtractOp::build(b, loc, element, input, &[]).result(b))
    });
    let from_elements = |b: &mut ir::OpBuilder<'_>, _: Type, inputs: &[Value], loc| {
        let &input = inputs.first()?;
        let input_type = b.value_type(input);
        if b.is_tensor(input_type) {
            return None;
        }
        let tensor = b.ranked_tensor_type(&[], input_type);
        Some(FromElementsOp::build(b, loc, tensor, &[input]).result(b))
    };
    tc.add_source_materialization(from_elements);
    tc.add_argument_materialization(from_elements);
    tc
}

/// Whether `op` is a `linalg.generic` all of whose operands the converter
/// changes (upstream's `shouldBeDetensored`).
fn should_be_detensored(ctx: &mut Context, op: OpId, tc: &TypeConverter) -> bool {
    GenericOp::cast(ctx, op).is_some()
        && ctx
            .operand_types(op)
            .into_iter()
            .all(|t| !tc.is_legal(ctx, t))
}

/// The ops and block arguments a cost model chose.
#[derive(Default)]
struct Choice {
    ops: HashSet<OpId>,
    block_args: HashSet<Value>,
}

/// The blocks of `func`'s body.
fn body_blocks(ctx: &Context, func: OpId) -> Vec<BlockId> {
    ctx.op_regions(func)
        .first()
        .map(|&r| ctx.region_blocks(r).to_vec())
        .unwrap_or_default()
}

/// The block and position of a block argument.
fn arg_of(v: Value) -> Option<(BlockId, usize)> {
    match v {
        Value::Arg { block, index } => Some((block, index as usize)),
        Value::Result { .. } => None,
    }
}

/// The value predecessor edge (`terminator`, successor `succ`) passes to
/// argument `arg` of its successor, with the operand's index; `None` when
/// the terminator passes nothing there or produces the argument itself.
fn forwarded_operand(ctx: &Context, terminator: OpId, succ: usize, arg: usize) -> Option<usize> {
    let branch = BranchOpInterfaceRef::get(ctx, terminator)?;
    let operands = branch.get_successor_operands(ctx, succ);
    if operands.is_empty() || arg < operands.produced {
        return None;
    }
    Some(operands.forwarded.start + arg - operands.produced)
}

/// Upstream's `AggressiveDetensoringModel`: every op that can be
/// detensored, every argument of the non-entry blocks.
fn aggressive_model(ctx: &mut Context, func: OpId, tc: &TypeConverter) -> Choice {
    let mut choice = Choice::default();
    for op in ctx.walk_preorder(func) {
        if should_be_detensored(ctx, op, tc) {
            choice.ops.insert(op);
        }
    }
    for b in body_blocks(ctx, func).into_iter().skip(1) {
        for i in 0..ctx.num_block_args(b) {
            choice.block_args.insert(ctx.block_arg(b, i));
        }
    }
    choice
}

/// Upstream's `ControlFlowDetectionModel`: from the operands of the
/// function's branches, the component of values, generic ops and block
/// arguments that control flow depends on and that can be detensored.
fn control_flow_model(ctx: &mut Context, func: OpId, tc: &TypeConverter) -> Choice {
    let mut choice = Choice::default();
    let mut work: Vec<Value> = Vec::new();
    let ops = ctx.walk_preorder(func);
    for name in ["cf.cond_br", "cf.br"] {
        for &op in &ops {
            if ctx.op_name_of(op) == name {
                work.extend(ctx.operands(op));
            }
        }
    }
    let mut visited_values: HashSet<Value> = HashSet::new();
    let mut visited_ops: HashSet<OpId> = HashSet::new();
    while let Some(item) = work.pop() {
        if !visited_values.insert(item) {
            continue;
        }
        // Forward: the successor arguments the value escapes to, and the
        // results of its users.
        if let Some(terminator) = ctx
            .value_parent_block(item)
            .and_then(|b| ctx.block_last_op(b))
            .filter(|&t| BranchOpInterfaceRef::get(ctx, t).is_some())
        {
            for i in 0..ctx.num_operands(terminator) {
                if ctx.operand(terminator, i) == item {
                    if let Some(arg) =
                        ir::interfaces::defaults::successor_block_argument(ctx, terminator, i)
                    {
                        if !choice.block_args.contains(&arg) {
                            work.push(arg);
                        }
                    }
                }
            }
        }
        let users: Vec<OpId> = ctx.uses(item).map(|u| u.op).collect();
        for user in users {
            work.extend(ctx.results(user));
        }
        // Backward.
        if let Some((block, index)) = arg_of(item) {
            // Function arguments are not detensored.
            if is_region_entry(ctx, block) {
                continue;
            }
            choice.block_args.insert(item);
            for (_, terminator, succ) in ctx.block_predecessor_edges(block) {
                if BranchOpInterfaceRef::get(ctx, terminator).is_none() {
                    return Choice::default();
                }
                if let Some(i) = forwarded_operand(ctx, terminator, succ, index) {
                    work.push(ctx.operand(terminator, i));
                }
            }
            continue;
        }
        let Some(def) = ctx.defining_op(item) else {
            continue;
        };
        if !visited_ops.insert(def) {
            continue;
        }
        if GenericOp::cast(ctx, def).is_some() {
            if choice.ops.contains(&def) || !should_be_detensored(ctx, def, tc) {
                continue;
            }
            choice.ops.insert(def);
            work.extend(linalg::dps_split(ctx, def).0);
            continue;
        }
        if FromElementsOp::cast(ctx, def).is_some() {
            continue;
        }
        let scalar = ctx
            .result_types(def)
            .into_iter()
            .all(|t| ctx.is_any_integer(t) || ctx.is_float(t));
        if scalar {
            work.extend(ctx.operands(def));
        }
    }
    // The arguments fed by a generic op the model gave up on stay tensors.
    let mut remove = Vec::new();
    for &arg in &choice.block_args {
        let Some((block, index)) = arg_of(arg) else {
            continue;
        };
        for (_, terminator, succ) in ctx.block_predecessor_edges(block) {
            let Some(i) = forwarded_operand(ctx, terminator, succ, index) else {
                continue;
            };
            let def = ctx.defining_op(ctx.operand(terminator, i));
            if def.is_some_and(|d| GenericOp::cast(ctx, d).is_some() && !choice.ops.contains(&d)) {
                remove.push(arg);
                break;
            }
        }
    }
    for arg in remove {
        choice.block_args.remove(&arg);
    }
    choice
}

/// Whether `block` is the first block of its region.
fn is_region_entry(ctx: &Context, block: BlockId) -> bool {
    ctx.block_parent_region(block)
        .and_then(|r| ctx.region_blocks(r).first().copied())
        == Some(block)
}

/// For each branch op, the operands it forwards to chosen block arguments
/// (upstream's `computeBranchOpDetensoring`).
fn branch_op_detensoring(
    ctx: &Context,
    block_args: &HashSet<Value>,
) -> HashMap<OpId, HashSet<usize>> {
    let mut branches: HashMap<OpId, HashSet<usize>> = HashMap::new();
    for &arg in block_args {
        let Some((block, index)) = arg_of(arg) else {
            continue;
        };
        for (_, terminator, succ) in ctx.block_predecessor_edges(block) {
            if let Some(i) = forwarded_operand(ctx, terminator, succ, index) {
                branches.entry(terminator).or_default().insert(i);
            }
        }
    }
    branches
}

/// Upstream's `DetensorizeGenericOp`: the op's body inlined where the op
/// was, on the converted (scalar) operands; its results replaced by what
/// the body yields.
struct DetensorizeGenericOp;

impl ConversionPattern for DetensorizeGenericOp {
    fn root(&self) -> Option<&str> {
        Some(GenericOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "DetensorizeGenericOp"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(original) = rw.op_parent_block(op) else {
            return false;
        };
        let region = rw.op_regions(op)[0];
        let blocks = rw.region_blocks(region).to_vec();
        let (Some(&entry), Some(&last)) = (blocks.first(), blocks.last()) else {
            return false;
        };
        let Some(yield_op) = rw.block_last_op(last) else {
            return false;
        };
        let yielded = rw.operands(yield_op);
        let Ok(new_block) = rw.split_block(original, Some(op)) else {
            return false;
        };
        let Some(parent) = rw.block_parent_region(original) else {
            return false;
        };
        rw.inline_region_before(region, parent, Some(new_block))
            .is_ok()
            && rw.replace_op(op, &yielded).is_ok()
            && rw.merge_blocks(entry, original, operands).is_ok()
            && rw.merge_blocks(new_block, original, &[]).is_ok()
            && rw.erase_op(yield_op).is_ok()
    }
}

/// Upstream's `FunctionNonEntryBlockConversion`: the chosen arguments of
/// the non-entry blocks of a function converted.
struct FunctionNonEntryBlockConversion {
    block_args: Rc<HashSet<Value>>,
    converter: Rc<TypeConverter>,
}

impl ConversionPattern for FunctionNonEntryBlockConversion {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "FunctionNonEntryBlockConversion"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        if FunctionOpInterfaceRef::get(rw, op).is_none() {
            return false;
        }
        for block in body_blocks(rw, op).into_iter().skip(1) {
            let n = rw.num_block_args(block);
            let mut conversion = SignatureConversion::new(n);
            for i in 0..n {
                let arg = rw.block_arg(block, i);
                let t = rw.value_type(arg);
                let t = if self.block_args.contains(&arg) {
                    match self.converter.convert_type(rw, t) {
                        Some(c) => c,
                        None => return false,
                    }
                } else {
                    t
                };
                if conversion.add_inputs_for(i, &[t]).is_err() {
                    return false;
                }
            }
            if rw.apply_signature_conversion(block, &conversion).is_err() {
                return false;
            }
        }
        true
    }
}

/// Detensors the function `func` (upstream's `LinalgDetensorize::
/// runOnOperation`): with the control-flow model, or the aggressive one.
pub fn detensorize(ctx: &mut Context, func: OpId, aggressive: bool) -> Result<(), ir::Diagnostic> {
    let blocks = body_blocks(ctx, func);
    let Some(&entry) = blocks.first() else {
        return Ok(());
    };
    // A dummy entry block keeps the function's signature out of the
    // conversion.
    let first = ctx.block_first_op(entry);
    let post_entry = ctx
        .split_block(entry, first)
        .map_err(|e| ir::Diagnostic::at_op(ctx, func, e.to_string()))?;
    let branch = {
        let mut b = ir::OpBuilder::new(ctx);
        b.set_insertion_point_to_start(entry);
        let loc = b.unknown_loc();
        cf::BranchOp::build(&mut b, loc, &[], post_entry).operation()
    };
    let converter = Rc::new(detensorize_type_converter());
    let choice = if aggressive {
        aggressive_model(ctx, func, &converter)
    } else {
        control_flow_model(ctx, func, &converter)
    };
    let ops = Rc::new(choice.ops);
    let block_args = Rc::new(choice.block_args);
    let branches = Rc::new(branch_op_detensoring(ctx, &block_args));

    let mut target = ConversionTarget::new();
    {
        let ops = ops.clone();
        target.add_dynamically_legal_op(GenericOp::OPERATION_NAME, move |_, op| !ops.contains(&op));
    }
    {
        let (tc, block_args, branches) = (converter.clone(), block_args.clone(), branches.clone());
        target.mark_unknown_op_dynamically_legal(move |ctx, op| {
            if FunctionOpInterfaceRef::get(ctx, op).is_some() {
                return body_blocks(ctx, op).into_iter().skip(1).all(|block| {
                    !block_args.iter().any(|&arg| {
                        arg_of(arg).is_some_and(|(b, _)| b == block) && {
                            let t = ctx.value_type(arg);
                            !tc.is_legal(ctx, t)
                        }
                    })
                });
            }
            if is_not_branch_op_interface_or_return_like_op(ctx, op)
                || is_legal_for_return_op_type_conversion_pattern(ctx, op, &tc, true)
            {
                return true;
            }
            if BranchOpInterfaceRef::get(ctx, op).is_some() {
                let Some(indices) = branches.get(&op) else {
                    return true;
                };
                return indices.iter().all(|&i| {
                    let t = ctx.value_type(ctx.operand(op, i));
                    tc.is_legal(ctx, t)
                });
            }
            false
        });
    }
    let mut patterns: Vec<Box<dyn ConversionPattern>> = vec![
        Box::new(DetensorizeGenericOp),
        Box::new(FunctionNonEntryBlockConversion {
            block_args: block_args.clone(),
            converter: converter.clone(),
        }),
    ];
    {
        let branches = branches.clone();
        populate_branch_op_interface_type_conversion_pattern(
            &mut patterns,
            Some(Box::new(move |_, op, i| {
                branches.get(&op).is_some_and(|s| s.contains(&i))
            })),
        );
    }
    apply_full_conversion(ctx, func, &target, &patterns, Some(&converter))?;

    let canonical = tensor::from_elements_patterns();
    if ir::apply_patterns_greedily(ctx, func, &canonical, GreedyConfig::default()).is_err() {
        return Err(ir::Diagnostic::at_op(
            ctx,
            func,
            "linalg-detensorize: the cleanup did not converge",
        ));
    }
    // The dummy entry block goes again.
    ctx.erase_op(branch)
        .and_then(|()| {
            ctx.inline_block_before(post_entry, entry, None, &[])
                .map(|_| ())
        })
        .map_err(|e| ir::Diagnostic::at_op(ctx, func, e.to_string()))
}

/// `linalg-detensorize`.
#[derive(Clone, Debug, Default)]
pub struct Detensorize {
    base: LinalgDetensorizePassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_linalg_detensorize_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(Detensorize::default())
}

impl OperationPass for Detensorize {
    type Declaration = LinalgDetensorizePassBase;
    fn declaration(&self) -> &LinalgDetensorizePassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LinalgDetensorizePassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let aggressive = self.base.options.aggressive_mode;
        detensorize(run.ctx(), func, aggressive).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
