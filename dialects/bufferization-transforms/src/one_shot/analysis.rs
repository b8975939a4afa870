//! One-Shot Analysis (upstream's `OneShotAnalysis.cpp`): which tensor
//! operands bufferize in place. Ops are visited in the order of the
//! heuristic; an operand goes out of place when bufferizing it in place
//! would write to a non-writable buffer or create a read-after-write
//! conflict (a read of an alias of the buffer that a write of another
//! alias happens before, with upstream's dominance, block reachability,
//! mutually exclusive regions, elementwise access and subset rules).
//! Aliases and equivalences are kept as union-find sets. Op dominance is
//! not used inside repetitive regions (loops) enclosing the read but not
//! the definition; a write whose definition is in another parallel region
//! (`scf.forall`) conflicts (`check-parallel-regions`).

use super::*;
use ir::interfaces::{RegionBranchOpInterfaceRef, RegionBranchPoint};
use ir::transforms::dominance::DominanceInfo;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// An operand: (op, operand number).
pub type Operand = (OpId, usize);

/// Union-find sets of values (LLVM's `EquivalenceClasses`).
#[derive(Default, Debug)]
struct UnionFind {
    index: HashMap<Value, usize>,
    parent: Vec<usize>,
    members: Vec<Vec<Value>>,
}

impl UnionFind {
    fn insert(&mut self, v: Value) {
        if self.index.contains_key(&v) {
            return;
        }
        let i = self.parent.len();
        self.index.insert(v, i);
        self.parent.push(i);
        self.members.push(vec![v]);
    }
    fn find(&self, v: Value) -> Option<usize> {
        let mut i = *self.index.get(&v)?;
        while self.parent[i] != i {
            i = self.parent[i];
        }
        Some(i)
    }
    fn union(&mut self, a: Value, b: Value) {
        self.insert(a);
        self.insert(b);
        let (Some(ra), Some(rb)) = (self.find(a), self.find(b)) else {
            return;
        };
        if ra == rb {
            return;
        }
        self.parent[rb] = ra;
        let moved = std::mem::take(&mut self.members[rb]);
        self.members[ra].extend(moved);
    }
    fn same(&self, a: Value, b: Value) -> bool {
        a == b || matches!((self.find(a), self.find(b)), (Some(x), Some(y)) if x == y)
    }
    fn class(&self, v: Value) -> Vec<Value> {
        match self.find(v) {
            Some(r) => self.members[r].clone(),
            None => vec![v],
        }
    }
}

/// What the analysis decided (upstream's `OneShotAnalysisState`).
#[derive(Default, Debug)]
pub struct OneShotState {
    aliases: UnionFind,
    equivalences: UnionFind,
    in_place: HashSet<Operand>,
    undefined_uses: HashSet<Operand>,
    definitions: HashMap<Value, Vec<Value>>,
    /// Operands decided in place.
    pub num_in_place: u64,
    /// Operands decided out of place.
    pub num_out_of_place: u64,
}

/// How `findValueInReverseUseDefChain` walks (`TraversalConfig`).
#[derive(Clone, Copy, Debug)]
pub struct TraversalConfig {
    /// Values where the traversal stops are part of the result.
    pub always_include_leaves: bool,
    /// Follow only equivalent aliases.
    pub follow_equivalent_only: bool,
    /// Follow only in-place aliases.
    pub follow_in_place_only: bool,
    /// Follow only aliases of the same type, or through casts.
    pub follow_same_type_or_casts_only: bool,
    /// Follow the operands of unknown ops too.
    pub follow_unknown_ops: bool,
}

impl Default for TraversalConfig {
    fn default() -> Self {
        TraversalConfig {
            always_include_leaves: true,
            follow_equivalent_only: false,
            follow_in_place_only: false,
            follow_same_type_or_casts_only: false,
            follow_unknown_ops: false,
        }
    }
}

impl OneShotState {
    /// Whether the operand bufferizes in place.
    pub fn is_in_place(&self, operand: Operand) -> bool {
        self.in_place.contains(&operand)
    }
    /// Whether the operand's tensor has undefined contents.
    pub fn has_undefined_contents(&self, operand: Operand) -> bool {
        self.undefined_uses.contains(&operand)
    }
    /// Whether two values bufferize to the same buffer.
    pub fn are_equivalent(&self, a: Value, b: Value) -> bool {
        self.equivalences.same(a, b)
    }
    /// Whether two values may bufferize to aliasing buffers.
    pub fn are_aliasing(&self, a: Value, b: Value) -> bool {
        self.aliases.same(a, b)
    }
    /// The values that may alias `v` (`applyOnAliases`), `v` included.
    pub fn alias_class(&self, v: Value) -> Vec<Value> {
        self.aliases.class(v)
    }
    /// Puts `a` and `b` in one equivalence set
    /// (`unionEquivalenceClasses`).
    pub fn union_equivalences(&mut self, a: Value, b: Value) {
        self.equivalences.union(a, b);
    }
}

/// The analysis: the options, the state, the dominance.
struct Analysis<'o> {
    options: &'o BufferizationOptions,
    s: OneShotState,
    dom: DominanceInfo,
    func: Option<&'o module_bufferize::FuncAnalysisState>,
}

impl Analysis<'_> {
    fn base(&self) -> AnalysisState<'_> {
        AnalysisState {
            options: self.options,
            one_shot: Some(&self.s),
            func: self.func,
        }
    }

    /// `bufferizesToElementwiseAccess` of the op's model for these
    /// operands (false without a model or an answer).
    fn bufferizes_to_elementwise_access(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &[usize],
    ) -> bool {
        self.options
            .bufferizable(ctx, op)
            .and_then(|m| m.bufferizes_to_elementwise_access)
            .is_some_and(|f| f(ctx, op, &self.base(), operands))
    }

    fn operand_value(ctx: &Context, (op, i): Operand) -> Value {
        ctx.operand(op, i)
    }

    fn reads(&self, ctx: &Context, (op, i): Operand) -> bool {
        self.base().bufferizes_to_memory_read(ctx, op, i)
    }
    fn writes(&self, ctx: &Context, (op, i): Operand) -> bool {
        self.base().bufferizes_to_memory_write(ctx, op, i)
    }
    fn aliasing_values(&self, ctx: &Context, (op, i): Operand) -> Vec<AliasingValue> {
        self.base().aliasing_values(ctx, op, i)
    }

    /// `bufferizesToMemoryWrite(Value)`.
    fn value_written(&self, ctx: &Context, v: Value) -> bool {
        let Some(op) = ctx.defining_op(v) else {
            return true;
        };
        let Some(m) = self.options.bufferizable(ctx, op) else {
            return true;
        };
        let index = match v {
            Value::Result { index, .. } => index as usize,
            Value::Arg { .. } => 0,
        };
        match m.result_bufferizes_to_memory_write {
            Some(f) => f(ctx, op, index, &self.base()),
            None => self.default_result_writes(ctx, op, v),
        }
    }

    /// `defaultResultBufferizesToMemoryWrite`.
    fn default_result_writes(&self, ctx: &Context, op: OpId, result: Value) -> bool {
        let aliases = self.aliasing_op_operands(ctx, result);
        if aliases.is_empty() {
            return true;
        }
        if aliases.iter().any(|a| self.writes(ctx, (a.op, a.operand))) {
            return true;
        }
        let config = TraversalConfig {
            always_include_leaves: false,
            ..TraversalConfig::default()
        };
        for a in &aliases {
            let v = ctx.operand(a.op, a.operand);
            let found = self.find_in_reverse_use_def_chain(
                ctx,
                v,
                &mut |this, ctx, w| {
                    owner_of_value(ctx, w).is_some_and(|o| ctx.is_ancestor(op, o))
                        && this.value_written(ctx, w)
                },
                config,
            );
            if !found.is_empty() {
                return true;
            }
        }
        false
    }

    /// `getAliasingOpOperands` (with the models' overrides).
    fn aliasing_op_operands(&self, ctx: &Context, value: Value) -> Vec<AliasingOpOperand> {
        if let Some(op) = owner_of_value(ctx, value) {
            if let Some(m) = self.options.bufferizable(ctx, op) {
                if let Some(f) = m.get_aliasing_op_operands {
                    return f(ctx, op, value, &self.base());
                }
            }
        }
        self.base().aliasing_op_operands(ctx, value)
    }

    /// `findValueInReverseUseDefChain`.
    fn find_in_reverse_use_def_chain(
        &self,
        ctx: &Context,
        value: Value,
        condition: &mut dyn FnMut(&Self, &Context, Value) -> bool,
        config: TraversalConfig,
    ) -> Vec<Value> {
        let mut visited = HashSet::new();
        let mut result: Vec<Value> = Vec::new();
        let push = |r: &mut Vec<Value>, v: Value| {
            if !r.contains(&v) {
                r.push(v);
            }
        };
        let mut work: Vec<Value> = vec![value];
        while let Some(v) = work.pop() {
            if !visited.insert(v) {
                if config.always_include_leaves {
                    push(&mut result, v);
                }
                continue;
            }
            if condition(self, ctx, v) {
                push(&mut result, v);
                continue;
            }
            let owner = owner_of_value(ctx, v);
            if !config.follow_unknown_ops
                && owner
                    .and_then(|o| self.options.bufferizable(ctx, o))
                    .is_none()
            {
                if config.always_include_leaves {
                    push(&mut result, v);
                }
                continue;
            }
            let aliases = self.aliasing_op_operands(ctx, v);
            if aliases.is_empty() {
                if config.always_include_leaves {
                    push(&mut result, v);
                }
                continue;
            }
            for a in aliases {
                let operand = ctx.operand(a.op, a.operand);
                let stop = (config.follow_equivalent_only
                    && a.relation != BufferRelation::Equivalent)
                    || (config.follow_in_place_only && !self.s.is_in_place((a.op, a.operand)))
                    || (config.follow_same_type_or_casts_only
                        && ctx.value_type(operand) != ctx.value_type(v)
                        && !ctx.defining_op(v).is_some_and(|d| is_cast_op(ctx, d)));
                if stop {
                    if config.always_include_leaves {
                        push(&mut result, v);
                    }
                    continue;
                }
                if !work.contains(&operand) {
                    work.push(operand);
                }
            }
        }
        result
    }

    /// `findDefinitions`, cached.
    fn definitions(&mut self, ctx: &Context, value: Value) -> Vec<Value> {
        if let Some(d) = self.s.definitions.get(&value) {
            return d.clone();
        }
        let config = TraversalConfig {
            always_include_leaves: false,
            ..TraversalConfig::default()
        };
        let d = self.find_in_reverse_use_def_chain(
            ctx,
            value,
            &mut |this, ctx, v| this.value_written(ctx, v),
            config,
        );
        self.s.definitions.insert(value, d.clone());
        d
    }

    fn bufferize_in_place(&mut self, ctx: &Context, operand: Operand) {
        if !self.s.in_place.insert(operand) {
            return;
        }
        let v = Self::operand_value(ctx, operand);
        for a in self.aliasing_values(ctx, operand) {
            self.s.aliases.union(a.value, v);
        }
        self.s.num_in_place += 1;
    }

    /// `isInplaceMemoryWrite`.
    fn is_in_place_write(&self, ctx: &Context, operand: Operand) -> bool {
        self.writes(ctx, operand) && self.s.is_in_place(operand)
    }

    /// `getAliasingInplaceWrites`.
    fn aliasing_in_place_writes(&self, ctx: &Context, root: Value, res: &mut Vec<Operand>) {
        for alias in self.s.aliases.class(root) {
            for u in uses_of(ctx, alias) {
                if self.is_in_place_write(ctx, u) && !res.contains(&u) {
                    res.push(u);
                }
            }
        }
    }

    /// `getAliasingReads`.
    fn aliasing_reads(&self, ctx: &Context, root: Value, res: &mut Vec<Operand>) {
        for alias in self.s.aliases.class(root) {
            for u in uses_of(ctx, alias) {
                if self.reads(ctx, u) {
                    if !res.contains(&u) {
                        res.push(u);
                    }
                    continue;
                }
                if !self.writes(ctx, u)
                    && self
                        .aliasing_values(ctx, u)
                        .iter()
                        .any(|a| self.base().is_value_read(ctx, a.value))
                    && !res.contains(&u)
                {
                    res.push(u);
                }
            }
        }
    }

    /// `wouldCreateReadAfterWriteInterference`.
    fn would_create_raw(
        &mut self,
        ctx: &mut Context,
        operand: Operand,
        consistency_only: bool,
    ) -> bool {
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        let v = Self::operand_value(ctx, operand);
        self.aliasing_reads(ctx, v, &mut reads);
        self.aliasing_in_place_writes(ctx, v, &mut writes);
        for a in self.aliasing_values(ctx, operand) {
            self.aliasing_reads(ctx, a.value, &mut reads);
            self.aliasing_in_place_writes(ctx, a.value, &mut writes);
        }
        if !consistency_only && self.writes(ctx, operand) && !writes.contains(&operand) {
            writes.push(operand);
        }
        self.has_raw_interference(ctx, &reads, &writes)
    }

    /// `hasReadAfterWriteInterference`.
    fn has_raw_interference(
        &mut self,
        ctx: &mut Context,
        reads: &[Operand],
        writes: &[Operand],
    ) -> bool {
        if self.options.check_parallel_regions && !reads.is_empty() {
            for &write in writes {
                let write_value = Self::operand_value(ctx, write);
                let leaves = self.find_in_reverse_use_def_chain(
                    ctx,
                    write_value,
                    &mut |this, ctx, v| this.value_written(ctx, v),
                    TraversalConfig::default(),
                );
                let write_region = ctx
                    .op_parent_region(write.0)
                    .and_then(|r| parallel_region(ctx, self.options, r));
                for def in leaves {
                    let def_region = ctx
                        .value_parent_block(def)
                        .and_then(|b| ctx.block_parent_region(b))
                        .and_then(|r| parallel_region(ctx, self.options, r));
                    if def_region != write_region {
                        return true;
                    }
                }
            }
        }
        for &read in reads {
            let reading_op = read.0;
            let read_value = Self::operand_value(ctx, read);
            let definitions = self.definitions(ctx, read_value);
            if definitions.is_empty() {
                continue;
            }
            for &write in writes {
                let writing_op = write.0;
                let use_dominance = self.can_use_op_dominance(ctx, read, write, &definitions);
                if use_dominance {
                    if self.happens_before(ctx, reading_op, writing_op) {
                        continue;
                    }
                    if write == read {
                        continue;
                    }
                    if inside_mutually_exclusive_regions(ctx, reading_op, writing_op) {
                        continue;
                    }
                    if writing_op == reading_op
                        && self.bufferizes_to_elementwise_access(
                            ctx,
                            reading_op,
                            &[read.1, write.1],
                        )
                    {
                        let write_value = Self::operand_value(ctx, write);
                        if self.has_equivalent_in_reverse_chain(ctx, read_value, write_value)
                            || self.has_equivalent_in_reverse_chain(ctx, write_value, read_value)
                        {
                            continue;
                        }
                    }
                }
                if self.are_non_conflicting_subsets(ctx, read, write) {
                    continue;
                }
                let mut conflict = false;
                for &definition in &definitions {
                    if let Some(def_op) = ctx.defining_op(definition) {
                        if self.happens_before(ctx, writing_op, def_op) {
                            continue;
                        }
                        if def_op != writing_op && ctx.is_ancestor(def_op, writing_op) {
                            continue;
                        }
                    } else {
                        let block = ctx.value_parent_block(definition);
                        if !block.is_some_and(|b| {
                            find_ancestor_op_in_block(ctx, b, writing_op).is_some()
                        }) {
                            continue;
                        }
                    }
                    let aliases = self.aliasing_values(ctx, write);
                    if aliases.len() == 1 && aliases[0].value == definition {
                        continue;
                    }
                    if self.options.print_conflicts {
                        annotate_conflict(ctx, read, write, definition);
                    }
                    conflict = true;
                    break;
                }
                if conflict {
                    return true;
                }
            }
        }
        false
    }

    /// `hasEquivalentValueInReverseUseDefChain`.
    fn has_equivalent_in_reverse_chain(&self, ctx: &Context, start: Value, other: Value) -> bool {
        let config = TraversalConfig {
            follow_equivalent_only: true,
            always_include_leaves: false,
            follow_same_type_or_casts_only: true,
            ..TraversalConfig::default()
        };
        !self
            .find_in_reverse_use_def_chain(ctx, start, &mut |_, _, v| v == other, config)
            .is_empty()
    }

    /// `happensBefore`: `a` (or an ancestor) properly dominates `b`, `a`
    /// not enclosing `b`.
    fn happens_before(&mut self, ctx: &Context, a: OpId, b: OpId) -> bool {
        let mut a = Some(a);
        while let Some(x) = a {
            if x != b && ctx.is_ancestor(x, b) {
                return false;
            }
            if self.op_properly_dominates(ctx, x, b) {
                return true;
            }
            a = ctx.op_parent_op(x);
        }
        false
    }

    /// `DominanceInfo::properlyDominates(Operation *, Operation *)`.
    fn op_properly_dominates(&mut self, ctx: &Context, a: OpId, b: OpId) -> bool {
        op_properly_dominates(ctx, &mut self.dom, a, b)
    }

    /// `canUseOpDominance`: the region rule, then the block rule.
    fn can_use_op_dominance(
        &self,
        ctx: &Context,
        read: Operand,
        write: Operand,
        definitions: &[Value],
    ) -> bool {
        self.can_use_op_dominance_due_to_regions(ctx, read, write, definitions)
            && self.can_use_op_dominance_due_to_blocks(ctx, read, write, definitions)
    }

    /// `canUseOpDominanceDueToRegions`: not when a repetitive region
    /// enclosing the read (but not the definition) encloses the write.
    fn can_use_op_dominance_due_to_regions(
        &self,
        ctx: &Context,
        read: Operand,
        write: Operand,
        definitions: &[Value],
    ) -> bool {
        let r_read_start = ctx
            .op_parent_region(read.0)
            .and_then(|r| enclosing_repetitive_region(ctx, self.options, r));
        for &def in definitions {
            let r_def = ctx
                .value_parent_block(def)
                .and_then(|b| ctx.block_parent_region(b))
                .and_then(|r| enclosing_repetitive_region(ctx, self.options, r));
            let mut r_read = r_read_start;
            if r_read == r_def {
                continue;
            }
            loop {
                let next =
                    r_read.and_then(|r| next_enclosing_repetitive_region(ctx, self.options, r));
                if next == r_def {
                    break;
                }
                if next.is_none() {
                    break;
                }
                r_read = next;
            }
            if let Some(p) = r_read.and_then(|r| ctx.region_parent_op(r)) {
                if ctx.is_ancestor(p, write.0) {
                    return false;
                }
            }
        }
        true
    }

    /// `canUseOpDominanceDueToBlocks`.
    fn can_use_op_dominance_due_to_blocks(
        &self,
        ctx: &Context,
        read: Operand,
        write: Operand,
        definitions: &[Value],
    ) -> bool {
        if ctx.op_parent_region(read.0) != ctx.op_parent_region(write.0) {
            return true;
        }
        let (Some(read_block), Some(write_block)) =
            (ctx.op_parent_block(read.0), ctx.op_parent_block(write.0))
        else {
            return true;
        };
        for &def in definitions {
            let def_block = ctx.value_parent_block(def);
            if is_reachable(ctx, read_block, write_block, def_block)
                && is_reachable(ctx, write_block, read_block, def_block)
            {
                return false;
            }
        }
        true
    }

    /// `areNonConflictingSubsets` over the subset insertion ops of the
    /// models (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
    /// `bufferization.materialize_in_destination`).
    fn are_non_conflicting_subsets(&self, ctx: &Context, read: Operand, write: Operand) -> bool {
        if let Some((source, dest)) = subset_insertion_operands(ctx, read.0) {
            if read.1 == dest
                && self.matches_insert_destination(ctx, Self::operand_value(ctx, write), read.0)
            {
                return true;
            }
            if read.1 == source
                && write == (read.0, dest)
                && self.matches_insert_destination(ctx, Self::operand_value(ctx, read), read.0)
            {
                return true;
            }
        }
        if let Some((source, dest)) = subset_insertion_operands(ctx, write.0) {
            let source_value = ctx.operand(write.0, source);
            if write.1 == dest
                && self
                    .s
                    .are_equivalent(Self::operand_value(ctx, read), source_value)
                && self.matches_insert_destination(ctx, source_value, write.0)
            {
                return true;
            }
        }
        false
    }

    /// `matchesInsertDestination`: every value of the reverse use-def
    /// chain of `value` is the equivalent subset of the insertion.
    fn matches_insert_destination(&self, ctx: &Context, value: Value, insert: OpId) -> bool {
        let mut matching = |this: &Self, ctx: &Context, v: Value| match ctx.defining_op(v) {
            Some(_) => is_equivalent_subset(ctx, insert, v, &|a, b| this.s.are_equivalent(a, b)),
            None => false,
        };
        let slice = self.find_in_reverse_use_def_chain(
            ctx,
            value,
            &mut matching,
            TraversalConfig::default(),
        );
        slice.iter().all(|&v| matching(self, ctx, v))
    }

    /// `wouldCreateWriteToNonWritableBuffer`.
    fn would_write_to_non_writable(
        &self,
        ctx: &mut Context,
        operand: Operand,
        consistency_only: bool,
    ) -> bool {
        let mut found_write = !consistency_only && self.writes(ctx, operand);
        let v = Self::operand_value(ctx, operand);
        let aliases = self.aliasing_values(ctx, operand);
        if !found_write {
            let mut writes = Vec::new();
            self.aliasing_in_place_writes(ctx, v, &mut writes);
            for a in &aliases {
                self.aliasing_in_place_writes(ctx, a.value, &mut writes);
            }
            found_write = !writes.is_empty();
        }
        if !found_write {
            return false;
        }
        let mut found_read_only = false;
        let mut values = self.s.aliases.class(v);
        for a in &aliases {
            values.extend(self.s.aliases.class(a.value));
        }
        for w in values {
            if !self.is_writable(ctx, w) {
                found_read_only = true;
                if self.options.print_conflicts {
                    annotate_non_writable(ctx, w);
                }
            }
        }
        found_read_only
    }

    /// `OneShotAnalysisState::isWritable`: non-bufferizable owners are not.
    fn is_writable(&self, ctx: &Context, v: Value) -> bool {
        let Some(op) = owner_of_value(ctx, v) else {
            return false;
        };
        match self.options.bufferizable(ctx, op) {
            Some(m) => (m.is_writable)(ctx, op, v, &self.base()),
            None => false,
        }
    }

    fn analyze_single_op(&mut self, ctx: &mut Context, op: OpId) {
        for i in 0..ctx.num_operands(op) {
            if !ctx.is_tensor(ctx.value_type(ctx.operand(op, i))) {
                continue;
            }
            let operand = (op, i);
            let interference = self.would_write_to_non_writable(ctx, operand, false)
                || self.would_create_raw(ctx, operand, false);
            if interference {
                self.s.num_out_of_place += 1;
            } else {
                self.bufferize_in_place(ctx, operand);
            }
        }
    }

    /// `equivalenceAnalysis`.
    fn equivalence_analysis(&mut self, ctx: &Context, root: OpId) {
        for op in ctx.walk_postorder(root) {
            let results = ctx.results(op);
            if !results.iter().any(|&r| ctx.is_tensor(ctx.value_type(r))) {
                continue;
            }
            let Some(m) = self.options.bufferizable(ctx, op) else {
                continue;
            };
            for r in results {
                if !ctx.is_tensor(ctx.value_type(r)) {
                    continue;
                }
                let aliases = self.aliasing_op_operands(ctx, r);
                let Some(first) = aliases.first() else {
                    continue;
                };
                let first_operand = ctx.operand(first.op, first.operand);
                let mut all_equivalent = true;
                let mut unioned = false;
                for a in &aliases {
                    let is_equiv = a.relation == BufferRelation::Equivalent;
                    let in_place = self.s.is_in_place((a.op, a.operand));
                    let operand = ctx.operand(a.op, a.operand);
                    if is_equiv && in_place && a.is_definite {
                        self.s.equivalences.union(r, operand);
                        unioned = true;
                        break;
                    }
                    if !is_equiv || !in_place {
                        all_equivalent = false;
                    }
                    if !self.s.are_equivalent(operand, first_operand) {
                        all_equivalent = false;
                    }
                }
                if !unioned && all_equivalent && !(m.bufferizes_to_allocation)(ctx, op, r) {
                    self.s.equivalences.union(r, first_operand);
                }
            }
        }
    }

    /// `checkPreBufferizationAssumptions`.
    fn check_assumptions(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
        let ops = ctx.walk_preorder(root);
        for &op in &ops {
            match self.options.bufferizable(ctx, op) {
                Some(m) if !m.supports_unstructured_control_flow => {}
                _ => continue,
            }
            for &r in ctx.op_regions(op) {
                if ctx.region_blocks(r).len() > 1 {
                    return Err(Diagnostic::op_error(
                        ctx,
                        op,
                        "op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks",
                    ));
                }
            }
        }
        for &op in &ops {
            if self.options.bufferizable(ctx, op).is_none() {
                continue;
            }
            if let Some(t) = ToTensorOp::cast(ctx, op) {
                if !t.restrict(ctx) && ctx.op_has_uses(op) {
                    return Err(Diagnostic::op_error(
                        ctx,
                        op,
                        "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                    ));
                }
            }
            for i in 0..ctx.num_operands(op) {
                if !ctx.is_tensor(ctx.value_type(ctx.operand(op, i))) {
                    continue;
                }
                if self.would_create_raw(ctx, (op, i), true) {
                    return Err(Diagnostic::op_error(
                        ctx,
                        op,
                        "not bufferizable under the given constraints: cannot avoid RaW conflict",
                    ));
                }
                if self.s.is_in_place((op, i))
                    && self.would_write_to_non_writable(ctx, (op, i), true)
                {
                    return Err(Diagnostic::op_error(
                        ctx,
                        op,
                        "not bufferizable under the given constraints: would write to read-only buffer",
                    ));
                }
            }
        }
        Ok(())
    }

    /// `gatherUndefinedTensorUses`.
    fn gather_undefined_tensor_uses(&mut self, ctx: &Context, root: OpId) {
        for op in ctx.walk_preorder(root) {
            if self.options.bufferizable(ctx, op).is_none() {
                continue;
            }
            for r in ctx.results(op) {
                if !ctx.is_tensor(ctx.value_type(r)) {
                    continue;
                }
                if self.definitions(ctx, r).is_empty() {
                    for u in uses_of(ctx, r) {
                        self.s.undefined_uses.insert(u);
                    }
                }
            }
        }
    }
}

/// `DominanceInfo::properlyDominates(Operation *, Operation *)`: `a`
/// (or its ancestor in `b`'s region) properly dominates `b`.
pub fn op_properly_dominates(ctx: &Context, dom: &mut DominanceInfo, a: OpId, b: OpId) -> bool {
    let (Some(a_block), Some(b_block)) = (ctx.op_parent_block(a), ctx.op_parent_block(b)) else {
        return false;
    };
    let a_region = ctx.block_parent_region(a_block);
    if a == b {
        return a_region.is_some_and(|r| !ir::transforms::dominance::has_ssa_dominance(ctx, r));
    }
    let mut b = b;
    let mut b_block = b_block;
    if Some(a_region) != Some(ctx.block_parent_region(b_block)) {
        let Some(region) = a_region else {
            return false;
        };
        let Some(anc) = find_ancestor_op_in_region(ctx, region, b) else {
            return false;
        };
        b = anc;
        let Some(bb) = ctx.op_parent_block(b) else {
            return false;
        };
        b_block = bb;
        if a == b {
            return true;
        }
    }
    if a_block == b_block {
        if a_region.is_some_and(|r| ir::transforms::dominance::has_ssa_dominance(ctx, r)) {
            return is_before_in_block(ctx, a, b);
        }
        return true;
    }
    dom.properly_dominates(ctx, a_block, b_block)
}

/// `findValueInReverseUseDefChain` over the decisions of `state`: the
/// values on the reverse use-def chains of `value` where `condition`
/// holds (and, as `config` says, the leaves).
pub fn find_value_in_reverse_use_def_chain(
    ctx: &Context,
    options: &BufferizationOptions,
    state: &mut OneShotState,
    funcs: Option<&module_bufferize::FuncAnalysisState>,
    value: Value,
    condition: &mut dyn FnMut(&Context, Value) -> bool,
    config: TraversalConfig,
) -> Vec<Value> {
    let a = Analysis {
        options,
        s: std::mem::take(state),
        dom: DominanceInfo::new(),
        func: funcs,
    };
    let r = a.find_in_reverse_use_def_chain(ctx, value, &mut |_, ctx, v| condition(ctx, v), config);
    *state = a.s;
    r
}

/// Whether `op` is a cast (`CastOpInterface`).
fn is_cast_op(ctx: &Context, op: OpId) -> bool {
    ctx.op_interface::<ir::interfaces::CastOpInterfaceVtable>(op)
        .is_some()
}

/// The (source, destination) operand numbers of a subset insertion op.
fn subset_insertion_operands(ctx: &Context, op: OpId) -> Option<(usize, usize)> {
    if tensor::InsertSliceOp::cast(ctx, op).is_some()
        || tensor::ParallelInsertSliceOp::cast(ctx, op).is_some()
        || bufferization::MaterializeInDestinationOp::cast(ctx, op).is_some()
        || linalg_models::copy_destination(ctx, op).is_some()
    {
        return Some((0, 1));
    }
    None
}

/// `SubsetInsertionOpInterface::isEquivalentSubset`: `candidate` is an
/// extraction of the same subset of an equivalent tensor
/// (`tensor.extract_slice` with the same offsets, sizes and strides for
/// the slice ops; the destination itself for `materialize_in_destination`
/// and `linalg.copy`).
fn is_equivalent_subset(
    ctx: &Context,
    insert: OpId,
    candidate: Value,
    equivalent: &dyn Fn(Value, Value) -> bool,
) -> bool {
    if let Some(m) = bufferization::MaterializeInDestinationOp::cast(ctx, insert) {
        return equivalent(candidate, m.dest(ctx));
    }
    if let Some(dest) = linalg_models::copy_destination(ctx, insert) {
        return equivalent(candidate, dest);
    }
    let Some(extract) = ctx
        .defining_op(candidate)
        .and_then(|d| tensor::ExtractSliceOp::cast(ctx, d))
    else {
        return false;
    };
    // The destination and the static and dynamic offsets, sizes, strides.
    macro_rules! parts {
        ($s:expr) => {
            (
                $s.dest(ctx),
                $s.static_offsets(ctx).to_vec(),
                $s.static_sizes(ctx).to_vec(),
                $s.static_strides(ctx).to_vec(),
                $s.offsets(ctx),
                $s.sizes(ctx),
                $s.strides(ctx),
            )
        };
    }
    let (dest, offsets, sizes, strides, dyn_offsets, dyn_sizes, dyn_strides) =
        if let Some(s) = tensor::InsertSliceOp::cast(ctx, insert) {
            parts!(s)
        } else if let Some(s) = tensor::ParallelInsertSliceOp::cast(ctx, insert) {
            parts!(s)
        } else {
            return false;
        };
    equivalent(extract.source(ctx), dest)
        && extract.static_offsets(ctx) == offsets.as_slice()
        && extract.static_sizes(ctx) == sizes.as_slice()
        && extract.static_strides(ctx) == strides.as_slice()
        && extract.offsets(ctx) == dyn_offsets
        && extract.sizes(ctx) == dyn_sizes
        && extract.strides(ctx) == dyn_strides
}

/// Whether `a` is before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut next = ctx.next_op(a);
    while let Some(o) = next {
        if o == b {
            return true;
        }
        next = ctx.next_op(o);
    }
    false
}

/// `Region::findAncestorOpInRegion`.
fn find_ancestor_op_in_region(ctx: &Context, region: ir::RegionId, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let block = ctx.op_parent_block(o)?;
        if ctx.block_parent_region(block) == Some(region) {
            return Some(o);
        }
        cur = ctx.op_parent_op(o);
    }
    None
}

/// `Block::findAncestorOpInBlock`.
pub(crate) fn find_ancestor_op_in_block(
    ctx: &Context,
    block: ir::BlockId,
    op: OpId,
) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if ctx.op_parent_block(o) == Some(block) {
            return Some(o);
        }
        cur = ctx.op_parent_op(o);
    }
    None
}

/// The successor blocks of `block` (its terminator's).
fn block_successors(ctx: &Context, block: ir::BlockId) -> Vec<ir::BlockId> {
    ctx.block_last_op(block)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

/// `isReachable`: `to` is reachable from `from` without going through
/// `except`.
fn is_reachable(
    ctx: &Context,
    from: ir::BlockId,
    to: ir::BlockId,
    except: Option<ir::BlockId>,
) -> bool {
    let mut visited = HashSet::new();
    let mut work = block_successors(ctx, from);
    while let Some(next) = work.pop() {
        if Some(next) == except {
            continue;
        }
        if next == to {
            return true;
        }
        if !visited.insert(next) {
            continue;
        }
        work.extend(block_successors(ctx, next));
    }
    false
}

/// `insideMutuallyExclusiveRegions`.
fn inside_mutually_exclusive_regions(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut branch = parent_region_branch(ctx, a);
    while let Some(op) = branch {
        if !(op != b && ctx.is_ancestor(op, b)) {
            branch = parent_region_branch(ctx, op);
            continue;
        }
        let regions = ctx.op_regions(op).to_vec();
        let region_a = regions
            .iter()
            .copied()
            .find(|&r| find_ancestor_op_in_region(ctx, r, a).is_some());
        let region_b = regions
            .iter()
            .copied()
            .find(|&r| find_ancestor_op_in_region(ctx, r, b).is_some());
        let (Some(ra), Some(rb)) = (region_a, region_b) else {
            return false;
        };
        return ra != rb
            && !is_region_reachable(ctx, op, ra, rb)
            && !is_region_reachable(ctx, op, rb, ra);
    }
    false
}

/// The region's number in its parent op.
fn region_number(ctx: &Context, region: ir::RegionId) -> Option<(OpId, usize)> {
    let op = ctx.region_parent_op(region)?;
    let i = ctx.op_regions(op).iter().position(|&r| r == region)?;
    Some((op, i))
}

/// `isRepetitiveRegion`: the region of an allowed bufferizable op that
/// the model (by default, its region graph) says may run repeatedly.
fn is_repetitive_region(
    ctx: &Context,
    options: &BufferizationOptions,
    region: ir::RegionId,
) -> bool {
    let Some((op, i)) = region_number(ctx, region) else {
        return false;
    };
    let Some(m) = options.bufferizable(ctx, op) else {
        return false;
    };
    match m.is_repetitive_region {
        Some(f) => f(ctx, op, i),
        None => is_region_reachable(ctx, op, region, region),
    }
}

/// The parent op's region, if any.
fn parent_region(ctx: &Context, region: ir::RegionId) -> Option<ir::RegionId> {
    ctx.region_parent_op(region)
        .and_then(|op| ctx.op_parent_region(op))
}

/// `getEnclosingRepetitiveRegion`: `region` or its closest repetitive
/// ancestor region.
fn enclosing_repetitive_region(
    ctx: &Context,
    options: &BufferizationOptions,
    region: ir::RegionId,
) -> Option<ir::RegionId> {
    let mut r = Some(region);
    while let Some(x) = r {
        if is_repetitive_region(ctx, options, x) {
            return Some(x);
        }
        r = parent_region(ctx, x);
    }
    None
}

/// `getNextEnclosingRepetitiveRegion`.
fn next_enclosing_repetitive_region(
    ctx: &Context,
    options: &BufferizationOptions,
    region: ir::RegionId,
) -> Option<ir::RegionId> {
    parent_region(ctx, region).and_then(|r| enclosing_repetitive_region(ctx, options, r))
}

/// `getParallelRegion`: the closest region (from `region` up) that the
/// model of its op says is parallel.
fn parallel_region(
    ctx: &Context,
    options: &BufferizationOptions,
    region: ir::RegionId,
) -> Option<ir::RegionId> {
    let mut r = Some(region);
    while let Some(x) = r {
        if let Some((op, i)) = region_number(ctx, x) {
            if let Some(f) = options
                .bufferizable(ctx, op)
                .and_then(|m| m.is_parallel_region)
            {
                if f(ctx, op, i) {
                    return Some(x);
                }
            }
        }
        r = parent_region(ctx, x);
    }
    None
}

/// The closest ancestor implementing `RegionBranchOpInterface`.
fn parent_region_branch(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut p = ctx.op_parent_op(op);
    while let Some(o) = p {
        if RegionBranchOpInterfaceRef::get(ctx, o).is_some() {
            return Some(o);
        }
        p = ctx.op_parent_op(o);
    }
    None
}

/// `isRegionReachable`: `to` follows `from` in `op`'s region graph.
fn is_region_reachable(ctx: &Context, op: OpId, from: ir::RegionId, to: ir::RegionId) -> bool {
    let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) else {
        return false;
    };
    let mut visited = HashSet::new();
    visited.insert(from);
    let successors = |r: ir::RegionId| {
        let mut s = Vec::new();
        branch.get_successor_regions(ctx, RegionBranchPoint::Region(r), &mut s);
        s.into_iter()
            .filter_map(|x| x.successor())
            .collect::<Vec<_>>()
    };
    let mut work = successors(from);
    while let Some(next) = work.pop() {
        if next == to {
            return true;
        }
        if !visited.insert(next) {
            continue;
        }
        work.extend(successors(next));
    }
    false
}

static CONFLICT_COUNTER: AtomicU64 = AtomicU64::new(0);
static NOT_WRITABLE_COUNTER: AtomicU64 = AtomicU64::new(0);

/// `annotateConflict` (`print-conflicts`): unit attributes on the reading,
/// writing and defining ops, numbered across the process as upstream's
/// static counter.
fn annotate_conflict(ctx: &mut Context, read: Operand, write: Operand, definition: Value) {
    let id = format!("C_{}", CONFLICT_COUNTER.fetch_add(1, Ordering::Relaxed));
    let unit = ctx.unit_attr();
    let name = ctx.ident(&format!("{id}[CONFL-WRITE: {}]", write.1));
    let _ = ctx.set_attr(write.0, name, unit);
    let name = ctx.ident(&format!("{id}[READ: {}]", read.1));
    let _ = ctx.set_attr(read.0, name, unit);
    match definition {
        Value::Result { op, index } => {
            let name = ctx.ident(&format!("{id}[DEF: result {index}]"));
            let _ = ctx.set_attr(op, name, unit);
        }
        Value::Arg { block, index } => {
            if let Some(op) = ctx.block_parent_op(block) {
                let name = ctx.ident(&format!("{id}[DEF: bbArg {index}]"));
                let _ = ctx.set_attr(op, name, unit);
            }
        }
    }
}

/// `annotateNonWritableTensor` (`print-conflicts`): a unit attribute on
/// the value's owner, numbered across the process as upstream's static
/// counter.
fn annotate_non_writable(ctx: &mut Context, value: Value) {
    let id = format!("W_{}", NOT_WRITABLE_COUNTER.fetch_add(1, Ordering::Relaxed));
    let unit = ctx.unit_attr();
    let (op, text) = match value {
        Value::Result { op, index } => (Some(op), format!("{id}[NOT-WRITABLE: result {index}]")),
        Value::Arg { block, index } => (
            ctx.block_parent_op(block),
            format!("{id}[NOT-WRITABLE: bbArg {index}]"),
        ),
    };
    if let Some(op) = op {
        let name = ctx.ident(&text);
        let _ = ctx.set_attr(op, name, unit);
    }
}

/// `setInPlaceOpOperand` for every tensor operand
/// (`annotateOpsWithBufferizationMarkers`): `__inplace_operands_attr__`,
/// `"true"`/`"false"` per tensor operand, `"none"` for the others.
fn annotate_markers(ctx: &mut Context, root: OpId, s: &OneShotState) {
    for op in ctx.walk_preorder(root) {
        let n = ctx.num_operands(op);
        let mut any = false;
        let mut marks = Vec::with_capacity(n);
        for i in 0..n {
            if ctx.is_tensor(ctx.value_type(ctx.operand(op, i))) {
                any = true;
                marks.push(if s.is_in_place((op, i)) {
                    "true"
                } else {
                    "false"
                });
            } else {
                marks.push("none");
            }
        }
        if !any {
            continue;
        }
        let items: Vec<Attribute> = marks.iter().map(|m| ctx.string_attr(m)).collect();
        let attr = ctx.array_attr(&items);
        let name = ctx.ident("__inplace_operands_attr__");
        let _ = ctx.set_attr(op, name, attr);
    }
}

/// `annotateOpsWithAliasSets` (`dump-alias-sets`): the alias set of each
/// tensor result (`__opresult_alias_set_attr__`) and of each tensor block
/// argument, per region and block (`__bbarg_alias_set_attr__`), the values
/// printed as operands, named as `root` names them before the annotations.
fn annotate_alias_sets(ctx: &mut Context, root: OpId, s: &OneShotState) {
    let ops = ctx.walk_postorder(root);
    // Every value of every alias set, named at once.
    let mut values: Vec<Value> = Vec::new();
    let mut index: HashMap<Value, usize> = HashMap::new();
    let mut sets: HashMap<Value, Vec<usize>> = HashMap::new();
    let mut tensor_values: Vec<Value> = Vec::new();
    for &op in &ops {
        tensor_values.extend(
            ctx.results(op)
                .into_iter()
                .filter(|&r| ctx.is_tensor(ctx.value_type(r))),
        );
        for &region in ctx.op_regions(op) {
            for &b in ctx.region_blocks(region) {
                for i in 0..ctx.num_block_args(b) {
                    let arg = ctx.block_arg(b, i);
                    if ctx.is_tensor(ctx.value_type(arg)) {
                        tensor_values.push(arg);
                    }
                }
            }
        }
    }
    for &v in &tensor_values {
        let set = s.aliases.class(v);
        let ids = set
            .iter()
            .map(|&m| {
                *index.entry(m).or_insert_with(|| {
                    values.push(m);
                    values.len() - 1
                })
            })
            .collect();
        sets.insert(v, ids);
    }
    let names = ir::printer::values_as_operands(ctx, root, &ir::PrintOptions::default(), &values);
    let set_attr = |ctx: &mut Context, v: Value| {
        let items: Vec<Attribute> = sets
            .get(&v)
            .map(|ids| ids.iter().map(|&i| ctx.string_attr(&names[i])).collect())
            .unwrap_or_default();
        ctx.array_attr(&items)
    };
    for op in ops {
        let results: Vec<Value> = ctx
            .results(op)
            .into_iter()
            .filter(|&r| ctx.is_tensor(ctx.value_type(r)))
            .collect();
        if !results.is_empty() {
            let items: Vec<Attribute> = results.into_iter().map(|r| set_attr(ctx, r)).collect();
            let attr = ctx.array_attr(&items);
            let name = ctx.ident("__opresult_alias_set_attr__");
            let _ = ctx.set_attr(op, name, attr);
        }
        let mut regions = Vec::new();
        let mut has_tensor_arg = false;
        for region in ctx.op_regions(op).to_vec() {
            let mut blocks = Vec::new();
            for b in ctx.region_blocks(region).to_vec() {
                let mut args = Vec::new();
                for i in 0..ctx.num_block_args(b) {
                    let arg = ctx.block_arg(b, i);
                    if ctx.is_tensor(ctx.value_type(arg)) {
                        args.push(set_attr(ctx, arg));
                        has_tensor_arg = true;
                    }
                }
                blocks.push(ctx.array_attr(&args));
            }
            regions.push(ctx.array_attr(&blocks));
        }
        if has_tensor_arg {
            let attr = ctx.array_attr(&regions);
            let name = ctx.ident("__bbarg_alias_set_attr__");
            let _ = ctx.set_attr(op, name, attr);
        }
    }
}

/// The Mersenne Twister `std::mt19937`, for the `fuzzer` heuristic.
struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }
    fn next(&mut self) -> u32 {
        if self.index >= 624 {
            for i in 0..624 {
                let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
                let mut v = self.state[(i + 397) % 624] ^ (y >> 1);
                if y & 1 != 0 {
                    v ^= 0x9908_b0df;
                }
                self.state[i] = v;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }
}

/// `llvm::shuffle` with `std::mt19937`.
fn shuffle<T>(items: &mut [T], seed: u32) {
    let mut g = Mt19937::new(seed);
    let mut first = 0;
    let mut size = items.len();
    while size > 1 {
        let offset = (g.next() as usize) % size;
        if offset != 0 {
            items.swap(first, first + offset);
        }
        first += 1;
        size -= 1;
    }
}

/// `OneShotAnalysisState`'s constructor: every tensor value under `root`
/// in its own alias and equivalence set, the operands that must bufferize
/// in place decided so.
pub fn new_state(ctx: &Context, root: OpId, options: &BufferizationOptions) -> OneShotState {
    let mut a = Analysis {
        options,
        s: OneShotState::default(),
        dom: DominanceInfo::new(),
        func: None,
    };
    for op in ctx.walk_preorder(root) {
        for r in ctx.results(op) {
            if ctx.is_tensor(ctx.value_type(r)) {
                a.s.aliases.insert(r);
                a.s.equivalences.insert(r);
            }
        }
        for &region in ctx.op_regions(op) {
            for &b in ctx.region_blocks(region) {
                for i in 0..ctx.num_block_args(b) {
                    let arg = ctx.block_arg(b, i);
                    if ctx.is_tensor(ctx.value_type(arg)) {
                        a.s.aliases.insert(arg);
                        a.s.equivalences.insert(arg);
                    }
                }
            }
        }
    }
    for op in ctx.walk_preorder(root) {
        let Some(m) = options.bufferizable(ctx, op) else {
            continue;
        };
        for i in 0..ctx.num_operands(op) {
            if ctx.is_tensor(ctx.value_type(ctx.operand(op, i)))
                && (m.must_bufferize_in_place)(ctx, op, i)
            {
                a.bufferize_in_place(ctx, (op, i));
            }
        }
    }
    a.s
}

/// `analyzeOp`: the in-place decisions for every tensor operand under
/// `root`, the equivalences, the undefined tensor uses, and (with
/// `test-analysis-only`) the `__inplace_operands_attr__` markers.
pub fn analyze_op(
    ctx: &mut Context,
    root: OpId,
    options: &BufferizationOptions,
) -> Result<OneShotState, Vec<Diagnostic>> {
    let mut state = new_state(ctx, root, options);
    analyze_op_in(ctx, root, options, &mut state, None)?;
    Ok(state)
}

/// `analyzeOp` continuing `state` (One-Shot Module Bufferize analyzes one
/// function after the other), with what is known of the functions.
pub fn analyze_op_in(
    ctx: &mut Context,
    root: OpId,
    options: &BufferizationOptions,
    state: &mut OneShotState,
    func: Option<&module_bufferize::FuncAnalysisState>,
) -> Result<(), Vec<Diagnostic>> {
    let mut a = Analysis {
        options,
        s: std::mem::take(state),
        dom: DominanceInfo::new(),
        func,
    };
    let r = analyze_with(ctx, root, &mut a);
    *state = a.s;
    r
}

fn analyze_with(
    ctx: &mut Context,
    root: OpId,
    a: &mut Analysis<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let options = a.options;
    a.check_assumptions(ctx, root).map_err(|d| vec![d])?;
    let mut ordered: Vec<OpId> = ctx
        .walk_postorder(root)
        .into_iter()
        .filter(|&op| has_tensor_semantics(ctx, op))
        .collect();
    match options.analysis_heuristic {
        AnalysisHeuristic::BottomUp => ordered.reverse(),
        AnalysisHeuristic::TopDown => {}
        AnalysisHeuristic::Fuzzer => shuffle(&mut ordered, options.analysis_fuzzer_seed),
        AnalysisHeuristic::BottomUpFromTerminators => {
            ordered = bottom_up_from_terminators(ctx, root, a);
        }
    }
    for op in ordered {
        a.analyze_single_op(ctx, op);
    }
    a.equivalence_analysis(ctx, root);
    a.gather_undefined_tensor_uses(ctx, root);
    let mut errors = Vec::new();
    {
        let state = AnalysisState {
            options,
            one_shot: Some(&a.s),
            func: a.func,
        };
        for op in ctx.walk_postorder(root) {
            if let Some(f) = options
                .bufferizable(ctx, op)
                .and_then(|m| m.verify_analysis)
            {
                if let Err(d) = f(ctx, op, &state) {
                    errors.push(d);
                }
            }
        }
    }
    if options.test_analysis_only {
        annotate_markers(ctx, root, &a.s);
    }
    if options.dump_alias_sets {
        annotate_alias_sets(ctx, root, &a.s);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// `bottomUpFromTerminatorsHeuristic`: the ops on the reverse use-def
/// chains of the tensors yielded by region terminators first, then the
/// others bottom-up.
fn bottom_up_from_terminators(ctx: &Context, root: OpId, a: &Analysis<'_>) -> Vec<OpId> {
    let mut traversed: Vec<OpId> = Vec::new();
    let mut seen: HashSet<OpId> = HashSet::new();
    for term in ctx.walk_postorder(root) {
        let is_terminator = ctx
            .op_parent_op(term)
            .is_some_and(|p| RegionBranchOpInterfaceRef::get(ctx, p).is_some())
            && ctx.op_parent_block(term).and_then(|b| ctx.block_last_op(b)) == Some(term)
            && ctx.op_has_trait(term, &ir::OpTrait::ReturnLike);
        if !is_terminator || !seen.insert(term) {
            continue;
        }
        traversed.push(term);
        let mut work: Vec<Value> = ctx
            .operands(term)
            .into_iter()
            .filter(|&v| ctx.is_tensor(ctx.value_type(v)) && ctx.defining_op(v).is_some())
            .collect();
        let region = ctx.op_parent_region(term);
        while let Some(v) = work.pop() {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            if !seen.insert(def) {
                continue;
            }
            traversed.push(def);
            if region.is_none_or(|r| find_ancestor_op_in_region(ctx, r, def).is_none()) {
                continue;
            }
            for alias in a.aliasing_op_operands(ctx, v) {
                let operand = ctx.operand(alias.op, alias.operand);
                if ctx.is_tensor(ctx.value_type(operand)) && ctx.defining_op(operand).is_some() {
                    work.push(operand);
                }
            }
        }
    }
    let mut result = traversed;
    let mut rest: Vec<OpId> = Vec::new();
    reverse_postorder(ctx, root, &mut rest);
    for op in rest {
        if !seen.contains(&op) && has_tensor_semantics(ctx, op) {
            result.push(op);
        }
    }
    result
}

/// The ops under `op` in post-order, regions, blocks and ops visited last
/// to first (`walk<WalkOrder::PostOrder, ReverseIterator>`).
fn reverse_postorder(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &region in ctx.op_regions(op).iter().rev() {
        for &block in ctx.region_blocks(region).iter().rev() {
            let ops: Vec<OpId> = ctx.block_ops(block).collect();
            for &o in ops.iter().rev() {
                reverse_postorder(ctx, o, out);
            }
        }
    }
    out.push(op);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mt19937_matches_the_standard() {
        // The C++ standard's check: the 10000th value of a
        // default-constructed `std::mt19937` (seed 5489).
        let mut g = Mt19937::new(5489);
        let mut v = 0;
        for _ in 0..10000 {
            v = g.next();
        }
        assert_eq!(v, 4_123_659_995);
    }

    #[test]
    fn shuffle_swaps_with_random_offsets() {
        // `llvm::shuffle`: position i swaps with i + g() % (n - i).
        let mut items: Vec<u32> = (0..5).collect();
        shuffle(&mut items, 23);
        let mut g = Mt19937::new(23);
        let mut expected: Vec<u32> = (0..5).collect();
        for i in 0..4 {
            let offset = (g.next() as usize) % (5 - i);
            expected.swap(i, i + offset);
        }
        assert_eq!(items, expected);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn union_find_merges_classes() {
        let mut ctx = Context::new();
        func::register(&mut ctx);
        let module = ir::parse_source(
            &mut ctx,
            "func.func @f(%a: i1, %b: i1, %c: i1) { return }",
            "input.mlir",
        )
        .expect("parses");
        let f = ctx.walk_preorder(module)[1];
        let entry = ctx.region_blocks(ctx.op_regions(f)[0])[0];
        let (a, b, c) = (
            ctx.block_arg(entry, 0),
            ctx.block_arg(entry, 1),
            ctx.block_arg(entry, 2),
        );
        let mut u = UnionFind::default();
        for v in [a, b, c] {
            u.insert(v);
        }
        assert!(!u.same(a, b));
        u.union(a, b);
        assert!(u.same(a, b) && !u.same(a, c));
        assert_eq!(u.class(b).len(), 2);
    }
}
