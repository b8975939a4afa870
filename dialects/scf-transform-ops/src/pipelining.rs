//! Software pipelining of `scf.for` loops (upstream's `scf::pipelineForLoop`,
//! `SCF/Transforms/LoopPipelining.cpp`) and the schedule
//! `transform.loop.pipeline` gives it (`loopScheduling`,
//! `SCFTransformOps.cpp`).
//!
//! The loop's body ops are split into stages by a schedule; the loop
//! becomes a prologue (the first stages of the first iterations), a kernel
//! loop running every stage of successive iterations at once, and an
//! epilogue (the last stages of the last iterations). Values used in a
//! later stage than the one defining them are carried by the kernel loop.
//!
//! Upstream's options beyond the schedule (a predication callback for
//! loops whose epilogue is not peeled, dynamic trip counts, annotations)
//! belong to its test pass (`-test-scf-pipelining`) and are not ported:
//! the pipeliner peels the epilogue and needs constant bounds, as with
//! upstream's default options, which `transform.loop.pipeline` uses.

use std::collections::{BTreeMap, HashMap};

use ir::{Diagnostic, IrMapping, OpId, PatternRewriter, Type, Value};
use scf::{ForOp, YieldOp};

/// The stage of each op of a loop body, in the order the pipelined loop
/// runs them (upstream's `PipeliningOption::getScheduleFn` output).
pub type Schedule = Vec<(OpId, u32)>;

/// The integer constant `v` holds (upstream's `getConstantIntValue`).
fn constant_int(ctx: &ir::Context, v: Value) -> Option<i64> {
    let a = ctx.defining_op(v).and_then(|d| ctx.constant_value(d))?;
    ctx.as_integer(a).and_then(|x| i64::try_from(x).ok())
}

/// The schedule `transform.loop.pipeline` computes (upstream's
/// `loopScheduling`): each op's cycle is the latest of its operands'
/// definitions plus their latencies (`read_latency` for a
/// `vector.transfer_read`, 1 otherwise; with constant bounds, at most the
/// trip count less one), ops ordered by cycle modulo `iteration_interval`,
/// each op's stage its cycle divided by the interval.
pub fn loop_scheduling(
    ctx: &ir::Context,
    for_op: ForOp,
    iteration_interval: u32,
    read_latency: u32,
) -> Schedule {
    let mut schedule = Vec::new();
    let Some(body) = for_op.get_body(ctx) else {
        return schedule;
    };
    if iteration_interval == 0 {
        return schedule;
    }
    // (By name: the scf transform ops do not depend on the vector dialect.)
    let latency = |op: OpId| -> u32 {
        if ctx.op_name_of(op) == "vector.transfer_read" {
            read_latency
        } else {
            1
        }
    };
    let ub = constant_int(ctx, for_op.upper_bound(ctx));
    let lb = constant_int(ctx, for_op.lower_bound(ctx));
    let mut cycles: HashMap<OpId, u32> = HashMap::new();
    let mut wrapped: BTreeMap<u32, Vec<OpId>> = BTreeMap::new();
    for op in ctx.block_ops(body).collect::<Vec<_>>() {
        if YieldOp::cast(ctx, op).is_some() {
            continue;
        }
        let mut early: u32 = 0;
        for v in ctx.operands(op) {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            let def_cycle = *cycles.entry(def).or_insert(0);
            // Upstream computes in `unsigned`.
            let step = match (ub, lb) {
                (Some(ub), Some(lb)) => {
                    let trip = (ub as u32).wrapping_sub(lb as u32).wrapping_sub(1);
                    trip.min(latency(def))
                }
                _ => latency(def),
            };
            early = early.max(def_cycle.wrapping_add(step));
        }
        cycles.insert(op, early);
        wrapped
            .entry(early % iteration_interval)
            .or_default()
            .push(op);
    }
    for ops in wrapped.values() {
        for &op in ops {
            schedule.push((op, cycles[&op] / iteration_interval));
        }
    }
    schedule
}

/// Where a value crossing stages is defined and last used.
#[derive(Clone, Copy, Debug, Default)]
struct Liverange {
    last_use_stage: u32,
    def_stage: u32,
}

/// The state of one pipelining (upstream's `LoopPipelinerInternal`).
struct Pipeliner {
    for_op: ForOp,
    body: ir::BlockId,
    terminator: OpId,
    max_stage: u32,
    stages: HashMap<OpId, u32>,
    op_order: Vec<OpId>,
    ub: Value,
    lb: Value,
    step: Value,
    /// The versions of each value of the loop, by stage.
    value_mapping: HashMap<Value, Vec<Option<Value>>>,
}

/// Why pipelining stopped before changing anything: the errors upstream
/// emits, if any (none when it bails silently).
pub type Bail = Vec<Diagnostic>;

impl Pipeliner {
    /// Upstream's `initializeLoopInfo` with the options the transform op
    /// uses (epilogue peeled, no predication, no dynamic loops).
    fn new(ctx: &ir::Context, for_op: ForOp, schedule: Schedule) -> Result<Self, Bail> {
        let op = for_op.operation();
        let (ub, lb, step) = (
            for_op.upper_bound(ctx),
            for_op.lower_bound(ctx),
            for_op.step(ctx),
        );
        let (Some(ub_c), Some(lb_c), Some(step_c)) = (
            constant_int(ctx, ub),
            constant_int(ctx, lb),
            constant_int(ctx, step),
        ) else {
            // A dynamic loop needs predication.
            return Err(Vec::new());
        };
        if step_c == 0 {
            return Err(Vec::new());
        }
        // `divideCeilSigned`; compared with the stage count before the
        // schedule is read (0), as upstream does.
        let diff = ub_c.wrapping_sub(lb_c);
        let q = diff / step_c;
        let trip = if diff % step_c != 0 && (diff > 0) == (step_c > 0) {
            q + 1
        } else {
            q
        };
        if trip <= 0 {
            return Err(Vec::new());
        }
        if schedule.is_empty() {
            return Err(Vec::new());
        }
        let body = for_op.get_body(ctx).ok_or_else(Vec::new)?;
        let terminator = ctx.block_last_op(body).ok_or_else(Vec::new)?;
        let mut max_stage = 0;
        let mut stages = HashMap::new();
        let mut op_order = Vec::with_capacity(schedule.len());
        for &(o, stage) in &schedule {
            max_stage = max_stage.max(stage);
            stages.insert(o, stage);
            op_order.push(o);
        }
        for o in ctx.block_ops(body).collect::<Vec<_>>() {
            if o != terminator && !stages.contains_key(&o) {
                return Err(vec![Diagnostic::op_error(
                    ctx,
                    o,
                    "not assigned a pipeline stage",
                )]);
            }
        }
        let p = Pipeliner {
            for_op,
            body,
            terminator,
            max_stage,
            stages,
            op_order,
            ub,
            lb,
            step,
            value_mapping: HashMap::new(),
        };
        p.verify_schedule(ctx)?;
        for &o in &p.op_order {
            if o == terminator {
                return Err(vec![Diagnostic::at_op(
                    ctx,
                    o,
                    "terminator should not be assigned a stage",
                )]);
            }
            if ctx.op_parent_block(o) != Some(body) {
                return Err(vec![Diagnostic::op_error(
                    ctx,
                    o,
                    "the owning Block of all operations assigned a stage should be the loop body block",
                )]);
            }
        }
        // Only loop-carried dependencies of distance one, or values
        // defined outside the loop.
        for v in ctx.operands(terminator) {
            match ctx.defining_op(v) {
                None => return Err(Vec::new()),
                Some(def) if !p.stages.contains_key(&def) && ctx.is_ancestor(op, def) => {
                    return Err(Vec::new());
                }
                Some(_) => {}
            }
        }
        Ok(p)
    }

    /// The op defining `v` and how many iterations back, for a loop
    /// iteration argument: the op yielding it (upstream's
    /// `getDefiningOpAndDistance`); the induction variable has none.
    fn def_and_distance(&self, ctx: &ir::Context, v: Value) -> (Option<OpId>, i64) {
        let mut v = v;
        let mut distance = 0;
        if let Value::Arg { block, index } = v {
            if block != self.body || index == 0 {
                return (None, 0);
            }
            distance += 1;
            match ctx.operands(self.terminator).get(index as usize - 1) {
                Some(&y) => v = y,
                None => return (None, 0),
            }
        }
        (ctx.defining_op(v), distance)
    }

    /// Whether every op runs after its operands' definitions, unrolled
    /// (upstream's `verifySchedule`).
    fn verify_schedule(&self, ctx: &ir::Context) -> Result<(), Bail> {
        let per_iter = self.op_order.len() as i64;
        let mut unrolled: HashMap<OpId, i64> = HashMap::new();
        for (cycle, &def) in self.op_order.iter().enumerate() {
            let stage = i64::from(self.stages[&def]);
            unrolled.insert(def, cycle as i64 + stage * per_iter);
        }
        for &consumer in &self.op_order {
            let consumer_cycle = unrolled[&consumer];
            let mut seen = Vec::new();
            for nested in ctx.walk_postorder(consumer) {
                for v in ctx.operands(nested) {
                    if seen.contains(&v) {
                        continue;
                    }
                    seen.push(v);
                    let (Some(producer), distance) = self.def_and_distance(ctx, v) else {
                        continue;
                    };
                    let Some(&producer_cycle) = unrolled.get(&producer) else {
                        continue;
                    };
                    if consumer_cycle < producer_cycle - per_iter * distance {
                        return Err(vec![Diagnostic::at_op(
                            ctx,
                            consumer,
                            "operation scheduled before its operands",
                        )]);
                    }
                }
            }
        }
        Ok(())
    }

    /// Records `el` as version `idx` of `key`.
    fn set_value_mapping(&mut self, key: Value, el: Value, idx: u32) {
        let size = self.max_stage as usize + 1;
        let versions = self
            .value_mapping
            .entry(key)
            .or_insert_with(|| vec![None; size]);
        if let Some(slot) = versions.get_mut(idx as usize) {
            *slot = Some(el);
        }
    }

    /// Version `idx` of `key`, if recorded.
    fn version(&self, key: Value, idx: u32) -> Option<Value> {
        self.value_mapping
            .get(&key)
            .and_then(|v| v.get(idx as usize).copied().flatten())
    }

    /// An `arith.constant` of `value` of type `ty` (an integer attribute
    /// of the bound's type).
    fn constant(b: &mut PatternRewriter<'_>, loc: ir::Location, ty: Type, value: i64) -> Value {
        let attr = b.integer_attr(ty, value);
        arith::ConstantOp::build(b, loc, ty, attr).result(b)
    }

    /// A copy of `op` at the insertion point whose operands from outside
    /// it (and block arguments) are replaced as `remap` says (upstream's
    /// `cloneAndUpdateOperands`).
    fn clone_and_update(
        &self,
        b: &mut PatternRewriter<'_>,
        op: OpId,
        remap: impl Fn(&Self, Value) -> Option<Value>,
    ) -> Result<OpId, ir::IrError> {
        // (The rewriter inserts the copy.)
        // (The rewriter inserts the copy at its insertion point.)
        let clone = b.clone_op(op, &mut IrMapping::new())?;
        for nested in b.walk_preorder(clone) {
            for (i, v) in b.operands(nested).into_iter().enumerate() {
                let outside = match b.defining_op(v) {
                    Some(def) => !b.is_ancestor(clone, def),
                    None => true,
                };
                if outside {
                    if let Some(r) = remap(self, v) {
                        b.set_operand(nested, i, r)?;
                    }
                }
            }
        }
        Ok(clone)
    }

    /// The prologue: part `i` runs stages `0..=i` of iteration `i - stage`
    /// (upstream's `emitPrologue`).
    fn emit_prologue(&mut self, b: &mut PatternRewriter<'_>) -> Result<(), ir::IrError> {
        let iter_args = self.for_op.get_region_iter_args(b);
        let inits = self.for_op.init_args(b);
        for (&arg, &init) in iter_args.iter().zip(&inits) {
            self.set_value_mapping(arg, init, 0);
        }
        let yielded = b.operands(self.terminator);
        let loc = b.op_loc(self.for_op.operation());
        let iv = self
            .for_op
            .get_induction_var(b)
            .ok_or(ir::IrError::OutOfRange)?;
        for i in 0..self.max_stage {
            let t = b.value_type(self.lb);
            let c = Self::constant(b, loc, t, i64::from(i));
            let mul = arith::MulIOp::build(b, loc, t, self.step, c, None).result(b);
            let new_iv = arith::AddIOp::build(b, loc, t, self.lb, mul, None).result(b);
            self.set_value_mapping(iv, new_iv, i);
            for op in self.op_order.clone() {
                let stage = self.stages[&op];
                if stage > i {
                    continue;
                }
                let new_op = self.clone_and_update(b, op, |p, v| p.version(v, i - stage))?;
                b.set_insertion_point_after(new_op);
                for (d, &r) in b.results(op).to_vec().iter().enumerate() {
                    let new_r = b.result(new_op, d);
                    self.set_value_mapping(r, new_r, i - stage);
                    for (k, &y) in yielded.iter().enumerate() {
                        if y == r {
                            self.set_value_mapping(iter_args[k], new_r, i - stage + 1);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The values used in a later stage than their definition's, in the
    /// order first met (upstream's `analyzeCrossStageValues`).
    fn analyze_cross_stage_values(&self, ctx: &ir::Context) -> Vec<(Value, Liverange)> {
        let mut out: Vec<(Value, Liverange)> = Vec::new();
        for &op in &self.op_order {
            let stage = self.stages[&op];
            let mut analyze = |v: Value| {
                let (Some(def), distance) = self.def_and_distance(ctx, v) else {
                    return;
                };
                let Some(&def_stage) = self.stages.get(&def) else {
                    return;
                };
                if def_stage == stage || i64::from(def_stage) == i64::from(stage) + distance {
                    return;
                }
                let k = match out.iter().position(|(x, _)| *x == v) {
                    Some(k) => k,
                    None => {
                        out.push((v, Liverange::default()));
                        out.len() - 1
                    }
                };
                let info = &mut out[k].1;
                info.def_stage = def_stage;
                info.last_use_stage = info.last_use_stage.max(stage);
            };
            for v in ctx.operands(op) {
                analyze(v);
            }
            // `visitUsedValuesDefinedAbove` of the op's regions: the
            // nested ops post-order, their operands from outside the op.
            for nested in ctx.walk_postorder(op) {
                if nested == op {
                    continue;
                }
                for v in ctx.operands(nested) {
                    let inside = match ctx.value_parent_block(v) {
                        Some(block) => ctx
                            .block_parent_op(block)
                            .is_some_and(|owner| ctx.is_ancestor(op, owner)),
                        None => false,
                    };
                    if !inside {
                        analyze(v);
                    }
                }
            }
        }
        out
    }

    /// The kernel loop, empty, carrying the loop's values and every
    /// version of the values crossing stages (upstream's
    /// `createKernelLoop`); `loop_args` maps a value and its distance to
    /// the loop argument carrying it.
    fn create_kernel_loop(
        &mut self,
        b: &mut PatternRewriter<'_>,
        cross: &[(Value, Liverange)],
        loop_args: &mut HashMap<(Value, u32), usize>,
    ) -> Result<ForOp, ir::IrError> {
        let iter_args = self.for_op.get_region_iter_args(b);
        let inits = self.for_op.init_args(b);
        let mut new_loop_args = Vec::new();
        for (k, ret) in b.operands(self.terminator).into_iter().enumerate() {
            let def = b.defining_op(ret).ok_or(ir::IrError::OutOfRange)?;
            match self.stages.get(&def) {
                Some(&def_stage) => new_loop_args.push(
                    self.version(iter_args[k], self.max_stage - def_stage)
                        .ok_or(ir::IrError::OutOfRange)?,
                ),
                None => new_loop_args.push(inits[k]),
            }
        }
        for &(value, info) in cross {
            for stage_idx in 0..info.last_use_stage - info.def_stage {
                let version = self
                    .version(value, self.max_stage - info.last_use_stage + stage_idx)
                    .ok_or(ir::IrError::OutOfRange)?;
                new_loop_args.push(version);
                loop_args.insert(
                    (value, info.last_use_stage - info.def_stage - stage_idx),
                    new_loop_args.len() - 1,
                );
            }
        }
        // The epilogue runs the last `max_stage` iterations.
        let loc = b.op_loc(self.for_op.operation());
        let t = b.value_type(self.ub);
        let c = Self::constant(b, loc, t, i64::from(self.max_stage));
        let by_step = arith::MulIOp::build(b, loc, t, self.step, c, None).result(b);
        let new_ub = arith::SubIOp::build(b, loc, t, self.ub, by_step, None).result(b);
        let new_for = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            b,
            loc,
            self.lb,
            new_ub,
            self.step,
            &new_loop_args,
            None,
        );
        // The kernel makes its own terminator.
        if let Some(body) = new_for.get_body(b) {
            if let Some(t) = b.block_last_op(body) {
                b.erase_op(t)?;
            }
        }
        Ok(new_for)
    }

    /// The kernel: every op cloned in the schedule's order, operands from
    /// earlier stages taken from the loop arguments carrying them, the
    /// induction variable shifted by the stage (upstream's `createKernel`).
    fn create_kernel(
        &mut self,
        b: &mut PatternRewriter<'_>,
        new_for: ForOp,
        cross: &[(Value, Liverange)],
        loop_args: &HashMap<(Value, u32), usize>,
    ) -> Result<(), ir::IrError> {
        self.value_mapping.clear();
        let new_body = new_for.get_body(b).ok_or(ir::IrError::OutOfRange)?;
        b.set_insertion_point_to_start(new_body);
        let mut mapping = IrMapping::new();
        let iv = self
            .for_op
            .get_induction_var(b)
            .ok_or(ir::IrError::OutOfRange)?;
        let new_iv = new_for
            .get_induction_var(b)
            .ok_or(ir::IrError::OutOfRange)?;
        mapping.map_value(iv, new_iv);
        let iter_args = self.for_op.get_region_iter_args(b);
        let new_iter_args = new_for.get_region_iter_args(b);
        for (&a, &n) in iter_args.iter().zip(&new_iter_args) {
            mapping.map_value(a, n);
        }
        let yielded = b.operands(self.terminator);
        let loc = b.op_loc(self.for_op.operation());
        for op in self.op_order.clone() {
            let use_stage = self.stages[&op];
            let new_op = b.clone_op(op, &mut mapping)?;
            // The operands of the op and its nested ops, post-order, with
            // their copies.
            let originals = b.walk_postorder(op);
            let copies = b.walk_postorder(new_op);
            for (&orig, &copy) in originals.iter().zip(&copies) {
                for (i, v) in b.operands(orig).into_iter().enumerate() {
                    if v == iv {
                        b.set_insertion_point_before(new_op);
                        let t = b.value_type(self.step);
                        let c = Self::constant(
                            b,
                            loc,
                            t,
                            i64::from(self.max_stage) - i64::from(use_stage),
                        );
                        let offset = arith::MulIOp::build(b, loc, t, self.step, c, None).result(b);
                        let shifted =
                            arith::AddIOp::build(b, loc, t, new_iv, offset, None).result(b);
                        b.set_operand(copy, i, shifted)?;
                        b.set_insertion_point_after(new_op);
                        continue;
                    }
                    let mut source = v;
                    if let Value::Arg { block, index } = v {
                        if block == self.body && index > 0 {
                            let ret = yielded[index as usize - 1];
                            let Some(dep) = b.defining_op(ret) else {
                                continue;
                            };
                            match self.stages.get(&dep) {
                                None => continue,
                                Some(&s) if s == use_stage => continue,
                                Some(&s) if s == use_stage + 1 => {
                                    let direct = mapping.lookup_value_or_self(ret);
                                    b.set_operand(copy, i, direct)?;
                                    continue;
                                }
                                Some(_) => source = ret,
                            }
                        }
                    }
                    let Some(def) = b.defining_op(source) else {
                        continue;
                    };
                    let Some(&def_stage) = self.stages.get(&def) else {
                        continue;
                    };
                    if def_stage == use_stage {
                        continue;
                    }
                    let Some(&arg) = loop_args.get(&(v, use_stage.wrapping_sub(def_stage))) else {
                        return Err(ir::IrError::OutOfRange);
                    };
                    b.set_operand(copy, i, new_iter_args[arg])?;
                }
            }
            b.set_insertion_point_after(new_op);
        }
        let mut yield_operands: Vec<Value> = yielded
            .iter()
            .map(|&y| mapping.lookup_value_or_self(y))
            .collect();
        let new_args = b.block_args(new_body);
        for &(value, info) in cross {
            let mut version = self.max_stage - info.last_use_stage + 1;
            let count = info.last_use_stage - info.def_stage;
            for _ in 1..count {
                let r = b.result(new_for.operation(), yield_operands.len());
                self.set_value_mapping(value, r, version);
                version += 1;
                // (Upstream's index: the argument after the one of the
                // same position.)
                let arg = *new_args
                    .get(yield_operands.len() + 2)
                    .ok_or(ir::IrError::OutOfRange)?;
                yield_operands.push(arg);
            }
            let r = b.result(new_for.operation(), yield_operands.len());
            self.set_value_mapping(value, r, version);
            yield_operands.push(mapping.lookup_value_or_self(value));
        }
        for (k, &ret) in yielded.iter().enumerate() {
            let def = b.defining_op(ret).ok_or(ir::IrError::OutOfRange)?;
            match self.stages.get(&def) {
                None => {
                    for stage in 1..=self.max_stage {
                        self.set_value_mapping(iter_args[k], ret, stage);
                    }
                }
                Some(&def_stage) if def_stage > 0 => {
                    let r = b.result(new_for.operation(), k);
                    self.set_value_mapping(iter_args[k], r, self.max_stage - def_stage + 1);
                }
                Some(_) => {}
            }
        }
        YieldOp::build(b, loc, &yield_operands);
        Ok(())
    }

    /// The epilogue: part `i` runs stages `i..=max_stage` of the last
    /// iterations (upstream's `emitEpilogue`); `returns` gets the values
    /// replacing the loop's results.
    fn emit_epilogue(
        &mut self,
        b: &mut PatternRewriter<'_>,
        returns: &mut [Value],
    ) -> Result<(), ir::IrError> {
        let loc = b.op_loc(self.for_op.operation());
        let iv = self
            .for_op
            .get_induction_var(b)
            .ok_or(ir::IrError::OutOfRange)?;
        for i in 0..self.max_stage {
            let t = b.value_type(self.lb);
            let minus_one = Self::constant(b, loc, t, -1);
            // The last iteration: `lb + step * ((ub - 1 - lb) / step - i)`.
            let sum = arith::AddIOp::build(b, loc, t, self.ub, minus_one, None).result(b);
            let diff = arith::SubIOp::build(b, loc, t, sum, self.lb, None).result(b);
            let total = arith::DivUIOp::build(b, loc, t, diff, self.step).result(b);
            let minus_i = Self::constant(b, loc, t, -i64::from(i));
            let back = arith::AddIOp::build(b, loc, t, total, minus_i, None).result(b);
            let scaled = arith::MulIOp::build(b, loc, t, self.step, back, None).result(b);
            let last = arith::AddIOp::build(b, loc, t, self.lb, scaled, None).result(b);
            self.set_value_mapping(iv, last, self.max_stage - i);
        }
        let iter_args = self.for_op.get_region_iter_args(b);
        let yielded = b.operands(self.terminator);
        for i in 1..=self.max_stage {
            for op in self.op_order.clone() {
                let stage = self.stages[&op];
                if stage < i {
                    continue;
                }
                let idx = self.max_stage - stage + i;
                let new_op = self.clone_and_update(b, op, |p, v| p.version(v, idx))?;
                for (d, &r) in b.results(op).to_vec().iter().enumerate() {
                    let new_r = b.result(new_op, d);
                    self.set_value_mapping(r, new_r, idx);
                    for (k, &y) in yielded.iter().enumerate() {
                        if y != r {
                            continue;
                        }
                        let version = idx + 1;
                        if version > self.max_stage {
                            returns[k] = new_r;
                            continue;
                        }
                        self.set_value_mapping(iter_args[k], new_r, version);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Pipelines `for_op` by `schedule` at the rewriter's insertion point
/// (upstream's `scf::pipelineForLoop` with its default options: the
/// epilogue peeled, constant bounds): the prologue, the kernel loop and
/// the epilogue replace the loop. `Err` when the loop or the schedule does
/// not allow it, with the errors upstream emits (the IR unchanged).
pub fn pipeline_for_loop(
    b: &mut PatternRewriter<'_>,
    for_op: ForOp,
    schedule: Schedule,
) -> Result<ForOp, Bail> {
    let mut p = Pipeliner::new(b, for_op, schedule)?;
    run(b, &mut p).map_err(|e| {
        vec![Diagnostic::error(
            b.op_loc(for_op.operation()),
            format!("pipelining failed: {e}"),
        )]
    })
}

/// Upstream's steps after the checks.
fn run(b: &mut PatternRewriter<'_>, p: &mut Pipeliner) -> Result<ForOp, ir::IrError> {
    p.emit_prologue(b)?;
    let cross = p.analyze_cross_stage_values(b);
    let mut loop_args = HashMap::new();
    let new_for = p.create_kernel_loop(b, &cross, &mut loop_args)?;
    p.create_kernel(b, new_for, &cross, &loop_args)?;
    let num_results = b.num_results(p.for_op.operation());
    let mut returns: Vec<Value> = b.results(new_for.operation())[..num_results].to_vec();
    b.set_insertion_point_after(new_for.operation());
    p.emit_epilogue(b, &mut returns)?;
    let old = p.for_op.operation();
    if num_results > 0 {
        b.replace_op(old, &returns)?;
    } else {
        b.erase_op(old)?;
    }
    Ok(new_for)
}
