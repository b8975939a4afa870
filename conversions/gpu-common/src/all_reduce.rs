//! The in-dialect lowering of uniform `gpu.all_reduce` ops
//! (`AllReduceLowering.cpp`'s `GpuAllReduceRewriter`): each subgroup of 32
//! lanes reduces its values with xor shuffles, the first lane of each
//! writes its result to a workgroup buffer (a new workgroup attribution of
//! the `gpu.func`), the first subgroup reduces those, and every invocation
//! loads the result after a barrier. The accumulation is the op's
//! reduction kind (`vector::makeArithReduction`) or a copy of its body,
//! its `gpu.yield`s branches out of the copy.

use arith::CmpIPredicate;
use ir::rewrite::fn_pattern;
use ir::{BlockId, InsertPoint, IrMapping, Location, OpId, PatternRewriter, RegionId, Type, Value};
use vector::CombiningKind;

/// The lanes of a subgroup (upstream's `kSubgroupSize`).
const SUBGROUP_SIZE: i64 = 32;

/// The vector combining kind of a gpu reduction kind (upstream's
/// `gpu::convertReductionKind`).
pub fn convert_reduction_kind(mode: gpu::AllReduceOperation) -> CombiningKind {
    use gpu::AllReduceOperation as K;
    match mode {
        K::Add => CombiningKind::ADD,
        K::Mul => CombiningKind::MUL,
        K::Minui => CombiningKind::MINUI,
        K::Minsi => CombiningKind::MINSI,
        K::Minnumf => CombiningKind::MINNUMF,
        K::Maxsi => CombiningKind::MAXSI,
        K::Maxui => CombiningKind::MAXUI,
        K::Maxnumf => CombiningKind::MAXNUMF,
        K::And => CombiningKind::AND,
        K::Or => CombiningKind::OR,
        K::Xor => CombiningKind::XOR,
        K::Minimumf => CombiningKind::MINIMUMF,
        K::Maximumf => CombiningKind::MAXIMUMF,
    }
}

/// How two values are accumulated: the op's kind, or a copy of its body.
#[derive(Clone, Copy)]
enum Accumulator {
    Kind(CombiningKind),
    Body(RegionId),
}

/// The state of one all-reduce's rewrite (upstream's
/// `GpuAllReduceRewriter`).
struct Rewriter<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    func: gpu::GPUFuncOp,
    reduce: OpId,
    loc: Location,
    value_type: Type,
    index: Type,
    i32t: Type,
}

impl Rewriter<'_, '_> {
    fn i32_constant(&mut self, value: i64) -> Value {
        let attr = self.rw.integer_attr(self.i32t, value);
        arith::ConstantOp::build(self.rw, self.loc, self.i32t, attr).result(self.rw)
    }

    fn cmpi(&mut self, predicate: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = self.rw.i1();
        let attr = self.rw.i64_attr(predicate as i64);
        arith::CmpIOp::build(self.rw, self.loc, i1, attr, lhs, rhs).result(self.rw)
    }

    fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        arith::AddIOp::build(self.rw, self.loc, self.i32t, lhs, rhs, None).result(self.rw)
    }

    fn mul(&mut self, lhs: Value, rhs: Value) -> Value {
        arith::MulIOp::build(self.rw, self.loc, self.i32t, lhs, rhs, None).result(self.rw)
    }

    fn sub(&mut self, lhs: Value, rhs: Value) -> Value {
        arith::SubIOp::build(self.rw, self.loc, self.i32t, lhs, rhs, None).result(self.rw)
    }

    fn index_cast(&mut self, value: Value, ty: Type) -> Value {
        arith::IndexCastOp::build(self.rw, self.loc, ty, value).out(self.rw)
    }

    /// A block or thread dimension op of `dim`, cast to `i32`
    /// (`getDimOp`).
    fn dim_op(&mut self, thread: bool, dim: gpu::Dimension) -> Value {
        let (loc, index) = (self.loc, self.index);
        let value = if thread {
            gpu::ThreadIdOp::build_with_values(self.rw, loc, index, dim, None).result(self.rw)
        } else {
            gpu::BlockDimOp::build_with_values(self.rw, loc, index, dim, None).result(self.rw)
        };
        self.index_cast(value, self.i32t)
    }

    /// `value / 32` (`getDivideBySubgroupSize`).
    fn divide_by_subgroup_size(&mut self, value: Value) -> Value {
        let size = self.i32_constant(SUBGROUP_SIZE);
        arith::DivSIOp::build(self.rw, self.loc, self.i32t, value, size).result(self.rw)
    }

    /// The insertion block and the op before which ops go.
    fn insertion_point(&self) -> InsertPoint {
        self.rw
            .insertion_point()
            .expect("the rewrite always has an insertion point")
    }

    fn set_to_start(&mut self, block: BlockId) {
        self.rw.set_insertion_point_to_start(block);
    }

    fn split(&mut self, block: BlockId, at: Option<OpId>) -> BlockId {
        self.rw
            .split_block(block, at)
            .expect("splitting a block of the function cannot fail")
    }

    /// The then/else skeleton (`createIf`): the current block split at the
    /// insertion point into then, else and continue blocks, a conditional
    /// branch on `condition`, each side's values passed to the continue
    /// block, whose arguments they become; the insertion point at its
    /// start.
    fn create_if(
        &mut self,
        condition: Value,
        then_ops: &mut dyn FnMut(&mut Self) -> Vec<Value>,
        else_ops: &mut dyn FnMut(&mut Self) -> Vec<Value>,
    ) {
        let ip = self.insertion_point();
        let then_block = self.split(ip.block, ip.before);
        let first = self.rw.block_first_op(then_block);
        let else_block = self.split(then_block, first);
        let first = self.rw.block_first_op(else_block);
        let continue_block = self.split(else_block, first);
        self.rw.set_insertion_point_to_end(ip.block);
        cf::CondBranchOp::build(
            self.rw,
            self.loc,
            condition,
            &[],
            &[],
            then_block,
            else_block,
        );
        self.set_to_start(then_block);
        let then_values = then_ops(self);
        cf::BranchOp::build(self.rw, self.loc, &then_values, continue_block);
        self.set_to_start(else_block);
        let else_values = else_ops(self);
        cf::BranchOp::build(self.rw, self.loc, &else_values, continue_block);
        debug_assert_eq!(then_values.len(), else_values.len());
        self.set_to_start(continue_block);
        for v in then_values {
            let (ty, loc) = (self.rw.value_type(v), self.rw.value_loc(v));
            self.rw.add_block_argument(continue_block, ty, loc);
        }
    }

    /// `createPredicatedBlock`: ops under `condition`, nothing else.
    fn predicated(&mut self, condition: Value, ops: &mut dyn FnMut(&mut Self)) {
        self.create_if(
            condition,
            &mut |s| {
                ops(s);
                Vec::new()
            },
            &mut |_| Vec::new(),
        );
    }

    /// The first argument of the insertion block (a continue block's).
    fn insertion_block_arg(&self) -> Value {
        self.rw.block_args(self.insertion_point().block)[0]
    }

    /// `lhs` and `rhs` accumulated (the accumulator factories).
    fn accumulate(&mut self, acc: Accumulator, lhs: Value, rhs: Value) -> Value {
        match acc {
            Accumulator::Kind(kind) => {
                vector::make_arith_reduction(self.rw, self.loc, kind, lhs, rhs, None, None)
            }
            Accumulator::Body(body) => self.accumulate_with_body(body, lhs, rhs),
        }
    }

    /// A copy of `body` between the insertion point and the ops after it,
    /// its arguments `lhs` and `rhs`, its `gpu.yield`s branches to the
    /// rest, whose new argument is the result.
    fn accumulate_with_body(&mut self, body: RegionId, lhs: Value, rhs: Value) -> Value {
        let ip = self.insertion_point();
        let split = self.split(ip.block, ip.before);
        let Some(entry) = self.rw.region_entry(body) else {
            return lhs;
        };
        let args = self.rw.block_args(entry);
        let mut mapping = IrMapping::new();
        mapping.map_value(args[0], lhs);
        mapping.map_value(args[1], rhs);
        let region = self
            .rw
            .block_parent_region(split)
            .expect("the split block is in the function");
        let cloned = self
            .rw
            .clone_region_before(body, region, Some(split), &mut mapping)
            .expect("the body copies into the function");
        self.rw.set_insertion_point_to_end(ip.block);
        cf::BranchOp::build(self.rw, self.loc, &[], cloned[0]);
        for block in cloned {
            let Some(terminator) = self.rw.block_last_op(block) else {
                continue;
            };
            if gpu::YieldOp::cast(self.rw, terminator).is_none() {
                continue;
            }
            self.rw.set_insertion_point_to_end(block);
            let value = self.rw.operand(terminator, 0);
            let loc = self.rw.op_loc(terminator);
            cf::BranchOp::build(self.rw, loc, &[value], split);
            let _ = self.rw.replace_op(terminator, &[]);
        }
        self.set_to_start(split);
        let (ty, loc) = (self.rw.value_type(lhs), self.rw.value_loc(lhs));
        self.rw.add_block_argument(split, ty, loc)
    }

    /// `gpu.shuffle xor` of `value` by `offset` within `width` lanes: the
    /// shuffled value and whether it is valid.
    fn shuffle_xor(&mut self, value: Value, offset: i64, width: Value) -> (Value, Value) {
        let offset = self.i32_constant(offset);
        let i1 = self.rw.i1();
        let shuffle = gpu::ShuffleOp::build_with_values(
            self.rw,
            self.loc,
            self.value_type,
            i1,
            value,
            offset,
            width,
            gpu::ShuffleMode::Xor,
        );
        (shuffle.shuffle_result(self.rw), shuffle.valid(self.rw))
    }

    /// A reduction over the first `active_width` lanes of a subgroup (all
    /// of them when it is 32 or more), valid in the first lane
    /// (`createSubgroupReduce`).
    fn subgroup_reduce(&mut self, active_width: Value, operand: Value, acc: Accumulator) -> Value {
        let subgroup_size = self.i32_constant(SUBGROUP_SIZE);
        let is_partial = self.cmpi(CmpIPredicate::Slt, active_width, subgroup_size);
        self.create_if(
            is_partial,
            // Shuffles from `lane ^ i`, accumulated when that lane is active.
            &mut |s| {
                let mut value = operand;
                let mut i = 1;
                while i < SUBGROUP_SIZE {
                    let (shuffled, valid) = s.shuffle_xor(value, i, active_width);
                    s.create_if(
                        valid,
                        &mut |s| vec![s.accumulate(acc, value, shuffled)],
                        &mut |_| vec![value],
                    );
                    value = s.insertion_block_arg();
                    i <<= 1;
                }
                vec![value]
            },
            // The whole subgroup: every shuffle accumulated.
            &mut |s| {
                let mut value = operand;
                let mut i = 1;
                while i < SUBGROUP_SIZE {
                    let (shuffled, _) = s.shuffle_xor(value, i, subgroup_size);
                    value = s.accumulate(acc, value, shuffled);
                    i <<= 1;
                }
                vec![value]
            },
        );
        self.insertion_block_arg()
    }

    /// The rewrite of one all-reduce (`GpuAllReduceRewriter::rewrite`).
    fn rewrite(&mut self, acc: Accumulator) {
        self.rw.set_insertion_point_before(self.reduce);
        use gpu::Dimension::{X, Y, Z};
        let dim_x = self.dim_op(false, X);
        let dim_y = self.dim_op(false, Y);
        let dim_z = self.dim_op(false, Z);
        let tid_x = self.dim_op(true, X);
        let tid_y = self.dim_op(true, Y);
        let tid_z = self.dim_op(true, Z);
        let tmp1 = self.mul(tid_z, dim_y);
        let tmp2 = self.add(tmp1, tid_y);
        let tmp3 = self.mul(tmp2, dim_x);
        let tmp4 = self.mul(dim_x, dim_y);
        let invocation_idx = self.add(tmp3, tid_x);
        let workgroup_size = self.mul(tmp4, dim_z);

        let subgroup_mask = self.i32_constant(SUBGROUP_SIZE - 1);
        let i32t = self.i32t;
        let lane_id = arith::AndIOp::build(self.rw, self.loc, i32t, invocation_idx, subgroup_mask)
            .result(self.rw);
        let zero = self.i32_constant(0);
        let is_first_lane = self.cmpi(CmpIPredicate::Eq, lane_id, zero);
        let smaller = self.sub(invocation_idx, lane_id);
        let active_width = self.sub(workgroup_size, smaller);

        let reduce_value = self.rw.operand(self.reduce, 0);
        let subgroup_reduce = self.subgroup_reduce(active_width, reduce_value, acc);

        let buffer = self.workgroup_buffer();

        let index = self.index;
        self.predicated(is_first_lane, &mut |s| {
            let subgroup_id = s.divide_by_subgroup_size(invocation_idx);
            let i = s.index_cast(subgroup_id, index);
            memref::StoreOp::build(s.rw, s.loc, subgroup_reduce, buffer, &[i], None);
        });
        gpu::BarrierOp::build(self.rw, self.loc);

        let biased = self.add(workgroup_size, subgroup_mask);
        let num_subgroups = self.divide_by_subgroup_size(biased);
        let is_valid_subgroup = self.cmpi(CmpIPredicate::Slt, invocation_idx, num_subgroups);

        let zero_attr = self.rw.integer_attr(index, 0);
        let zero_index =
            arith::ConstantOp::build(self.rw, self.loc, index, zero_attr).result(self.rw);
        let value_type = self.value_type;
        self.predicated(is_valid_subgroup, &mut |s| {
            let i = s.index_cast(invocation_idx, index);
            let value =
                memref::LoadOp::build(s.rw, s.loc, value_type, buffer, &[i], None).result(s.rw);
            let result = s.subgroup_reduce(num_subgroups, value, acc);
            memref::StoreOp::build(s.rw, s.loc, result, buffer, &[zero_index], None);
        });

        gpu::BarrierOp::build(self.rw, self.loc);
        let result =
            memref::LoadOp::build(self.rw, self.loc, value_type, buffer, &[zero_index], None)
                .result(self.rw);
        let _ = self.rw.replace_op(self.reduce, &[result]);
    }

    /// A new workgroup attribution of the function for the intermediate
    /// results: `memref<32 x type, #gpu.address_space<workgroup>>`
    /// (`createWorkgroupBuffer`).
    fn workgroup_buffer(&mut self) -> Value {
        let space = gpu::AddressSpaceAttr::get_in(self.rw, gpu::AddressSpace::Workgroup);
        let ty = self
            .rw
            .memref_type_with(&[SUBGROUP_SIZE], self.value_type, None, Some(space));
        let loc = self.rw.unknown_loc();
        self.func
            .add_workgroup_attribution(self.rw, ty, loc)
            .expect("a gpu.func with all-reduce ops has a body")
    }
}

/// The accumulator of `op`: its body when not empty, else its kind
/// (`getFactory`).
fn accumulator(rw: &PatternRewriter<'_>, op: gpu::AllReduceOp) -> Option<Accumulator> {
    let body = op.body(rw);
    if !rw.region_blocks(body).is_empty() {
        return Some(Accumulator::Body(body));
    }
    op.op(rw)
        .map(|kind| Accumulator::Kind(convert_reduction_kind(kind)))
}

/// Every uniform `gpu.all_reduce` of a `gpu.func` lowered, none if one is
/// not uniform (upstream's `GpuAllReduceRewrite`).
fn rewrite_all_reduces(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(func) = gpu::GPUFuncOp::cast(rw, op) else {
        return false;
    };
    let mut reduces = Vec::new();
    for o in rw.walk_postorder(op) {
        let Some(reduce) = gpu::AllReduceOp::cast(rw, o) else {
            continue;
        };
        if !reduce.uniform(rw) {
            return rw.notify_match_failure("Non uniform reductions are not supported yet.");
        }
        reduces.push(reduce);
    }
    if reduces.is_empty() {
        return rw.notify_match_failure("Non uniform reductions are not supported yet.");
    }
    let (index, i32t) = (rw.index_type(), rw.i32());
    for reduce in reduces {
        // An op that verified has a body or a kind.
        let Some(acc) = accumulator(rw, reduce) else {
            continue;
        };
        let value = reduce.value(rw);
        let mut rewriter = Rewriter {
            loc: rw.op_loc(reduce.operation()),
            value_type: rw.value_type(value),
            rw,
            func,
            reduce: reduce.operation(),
            index,
            i32t,
        };
        rewriter.rewrite(acc);
    }
    true
}

/// The lowering of uniform `gpu.all_reduce` ops (upstream's
/// `populateGpuAllReducePatterns`).
pub fn populate_gpu_all_reduce_patterns(patterns: &mut Vec<Box<dyn ir::RewritePattern>>) {
    patterns.push(fn_pattern(
        gpu::GPUFuncOp::OPERATION_NAME,
        "GpuAllReduceRewrite",
        rewrite_all_reduces,
    ));
}
