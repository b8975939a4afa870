//! Value and block names: the numbering of SSA values (`%0`, `%arg0`,
//! `%2#1`), the names ops suggest for their results and block arguments
//! (`%c42_i32`, `%sum, %overflow`, uniqued as `%c0_i32_0`), and blocks
//! (`^bb1`), in print order (upstream's `SSANameState`), and printing them.

use std::fmt::Write;

use crate::core::context::Context;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::support::intern::FxHashMap;

use super::{push_u32, Printer};

/// A table from arena slots to numbers; a slot's generation is kept so
/// that a stale handle finds no number.
pub(super) struct SlotTable<T: Copy> {
    slots: Vec<Option<(u32, T)>>,
    /// The arena's number of slots: the table grows by doubling up to it,
    /// never past it (for a whole module, a doubling past the arena's size
    /// was a third of the table).
    limit: usize,
}

impl<T: Copy> Default for SlotTable<T> {
    fn default() -> Self {
        SlotTable {
            slots: Vec::new(),
            limit: 0,
        }
    }
}

impl<T: Copy> SlotTable<T> {
    fn with_limit(limit: usize) -> Self {
        SlotTable {
            slots: Vec::new(),
            limit,
        }
    }
    fn insert(&mut self, raw: crate::support::entity::RawHandle, v: T) {
        let i = raw.index as usize;
        if i >= self.slots.len() {
            if i >= self.slots.capacity() {
                let want = (2 * self.slots.capacity()).min(self.limit).max(i + 1);
                self.slots.reserve_exact(want - self.slots.len());
            }
            self.slots.resize(i + 1, None);
        }
        self.slots[i] = Some((raw.generation, v));
    }
    #[inline]
    pub(super) fn get(&self, raw: crate::support::entity::RawHandle) -> Option<T> {
        match self.slots.get(raw.index as usize) {
            Some(Some((g, v))) if *g == raw.generation => Some(*v),
            _ => None,
        }
    }
}

/// How a value prints after its `%`: a number, or (top bit set) a name of
/// [`Names::strings`]; four bytes, so that a result's entry in the
/// per-op-slot table is 12 bytes, not 16.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Id(u32);

const NAME_BIT: u32 = 1 << 31;

impl Id {
    /// Value number `n` (fewer than 2^31 values fit in memory).
    fn num(n: u32) -> Id {
        debug_assert!(n < NAME_BIT);
        Id(n)
    }
    /// Name `s` of [`Names::strings`].
    fn name(s: u32) -> Id {
        debug_assert!(s < NAME_BIT);
        Id(s | NAME_BIT)
    }
}

/// The names given to values, in one buffer (a name is a few bytes: one
/// allocation each cost more than its text).
#[derive(Default)]
struct NameTexts {
    text: String,
    ends: Vec<u32>,
}

impl NameTexts {
    /// Adds `name`; returns its number.
    fn push(&mut self, name: &str) -> u32 {
        self.text.push_str(name);
        self.ends.push(self.text.len() as u32);
        (self.ends.len() - 1) as u32
    }
    fn get(&self, i: u32) -> &str {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text[start..self.ends[i] as usize]
    }
}

/// The names of an op's results.
#[derive(Clone, Copy)]
pub(super) struct ResultNames {
    /// The first result's id.
    pub(super) first: Id,
    /// More than one result.
    pub(super) multi: bool,
    /// The results form several groups ([`Names::groups`]).
    grouped: bool,
}

#[derive(Default)]
pub(super) struct Names {
    pub(super) results: SlotTable<ResultNames>,
    /// Result groups of ops whose results are named in groups: (first
    /// result, id), by op slot, in result order.
    groups: FxHashMap<u32, Box<[(u32, Id)]>>,
    args: SlotTable<(bool, u32)>,
    /// Block arguments named by their op (`getAsmBlockArgumentNames`).
    arg_names: FxHashMap<(u32, u32), Id>,
    /// Names given to values.
    strings: NameTexts,
    /// Block numbers (`^bbN`).
    pub(super) blocks: SlotTable<u32>,
}

/// Upstream's `sanitizeIdentifier`: letters, digits and `punct` are kept,
/// a space becomes `_`, any other byte its hex digits; a name starting with
/// a digit (or an invalid character) gets a `_` in front, and so does the
/// end of one ending in a digit unless `trailing_digit` allows it.
pub(super) fn sanitize_identifier<'n>(
    name: &'n str,
    punct: &[u8],
    trailing_digit: bool,
) -> std::borrow::Cow<'n, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || punct.contains(&c);
    let b = name.as_bytes();
    let Some(&first) = b.first() else {
        return std::borrow::Cow::Borrowed(name);
    };
    let prefix = first.is_ascii_digit() || (!valid(first) && first != b' ');
    let suffix = !prefix && !trailing_digit && b[b.len() - 1].is_ascii_digit();
    if !prefix && !suffix && b.iter().all(|&c| valid(c)) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if prefix {
        out.push('_');
    }
    for &c in b {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{c:X}");
        }
    }
    if suffix {
        out.push('_');
    }
    std::borrow::Cow::Owned(out)
}

/// Value names keep `$._-`.
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    sanitize_identifier(name, b"$._-", true)
}

/// A value name in [`Numbering`]'s table of used names: one of up to 15
/// bytes packed with its length into one integer (hashed and compared
/// without the text, and not allocated: `c0_i32`, `true`, `cst_12`), a
/// longer one by its text.
#[derive(PartialEq, Eq)]
enum UsedName {
    Short(u128),
    Long(Box<str>),
}

impl UsedName {
    /// The key of `name` ([`crate::support::intern::pack_short_str`]).
    fn of(name: &str) -> UsedName {
        match crate::support::intern::pack_short_str(name) {
            Some(k) => UsedName::Short(k),
            None => UsedName::Long(name.into()),
        }
    }
}

impl std::hash::Hash for UsedName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            UsedName::Short(k) => {
                state.write_u64(*k as u64);
                state.write_u64((*k >> 64) as u64);
            }
            UsedName::Long(name) => name.hash(state),
        }
    }
}

/// The numbering state (upstream's `SSANameState` while it numbers).
struct Numbering<'c> {
    ctx: &'c Context,
    names: Names,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Whether ops' suggested names are used (not in the generic form).
    suggest: bool,
    /// The scope (a region being numbered) in which each name was last
    /// used: the name is used here when that scope is open (upstream's
    /// scoped table of used names, whose entries leave with their scope).
    /// A name is used in at most one open scope: one visible is not used
    /// again.
    used: FxHashMap<UsedName, u32>,
    /// The open scopes, from the top to the current one.
    chain: Vec<u32>,
    /// Whether each scope is open (on `chain`).
    open: Vec<bool>,
    /// [`Numbering::number_op`]'s list of result groups, kept for the next
    /// op.
    groups_scratch: Vec<(u32, Id)>,
}

impl Numbering<'_> {
    /// Whether `name` is used in the current scope or an enclosing one.
    fn is_used(&self, name: &str) -> bool {
        self.is_arg_name(name)
            || self
                .used
                .get(&UsedName::of(name))
                .is_some_and(|&s| self.open[s as usize])
    }

    /// Whether `name` is `argN` for an `N` numbered so far on the way here
    /// (entry block arguments use those names without recording them).
    fn is_arg_name(&self, name: &str) -> bool {
        let Some(n) = name.strip_prefix("arg") else {
            return false;
        };
        let canonical = !n.is_empty()
            && n.bytes().all(|c| c.is_ascii_digit())
            && (n == "0" || !n.starts_with('0'));
        canonical && n.parse::<u32>().is_ok_and(|k| k < self.next_arg)
    }

    /// Upstream's `uniqueValueName`: the sanitized name, or the first of
    /// `name_N` (`N` from the conflict counter) not used yet.
    fn unique_name(&mut self, name: &str) -> u32 {
        let name = sanitize(name);
        let scope = self.chain.last().copied().unwrap_or(0);
        // A name free here is looked up once: the lookup that finds it
        // free records the current scope.
        if !self.is_arg_name(&name) {
            match self.used.entry(UsedName::of(&name)) {
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(scope);
                    return self.names.strings.push(&name);
                }
                std::collections::hash_map::Entry::Occupied(mut e)
                    if !self.open[*e.get() as usize] =>
                {
                    e.insert(scope);
                    return self.names.strings.push(&name);
                }
                std::collections::hash_map::Entry::Occupied(_) => {}
            }
        }
        // A conflict: `name_N`, probed in one buffer.
        let mut probe = String::with_capacity(name.len() + 4);
        probe.push_str(&name);
        probe.push('_');
        let base = probe.len();
        loop {
            probe.truncate(base);
            push_u32(&mut probe, self.next_conflict);
            self.next_conflict += 1;
            if !self.is_used(&probe) {
                break;
            }
        }
        self.used.insert(UsedName::of(&probe), scope);
        self.names.strings.push(&probe)
    }

    /// Upstream's `setValueName`: the next number for an empty name.
    fn id_for(&mut self, name: &str) -> Id {
        if name.is_empty() {
            let id = Id::num(self.next_value);
            self.next_value += 1;
            id
        } else {
            Id::name(self.unique_name(name))
        }
    }

    fn number_region(&mut self, r: RegionId) {
        let ctx = self.ctx;
        if self.suggest {
            let named = ctx.region_parent_op(r).and_then(|op| {
                let f = ctx
                    .op_definition(ctx.op_get_name(op))?
                    .asm_block_argument_names?;
                Some((op, f))
            });
            if let Some((op, f)) = named {
                let mut requests: Vec<(Value, String)> = Vec::new();
                f(ctx, op, r, &mut |v, n| requests.push((v, n.to_string())));
                for (v, n) in requests {
                    if let Value::Arg { block, index } = v {
                        if ctx.block_parent_region(block) == Some(r)
                            && !self.names.arg_names.contains_key(&(block.0.index, index))
                        {
                            let id = self.id_for(&n);
                            self.names.arg_names.insert((block.0.index, index), id);
                        }
                    }
                }
            }
        }
        for (i, &b) in ctx.region_blocks(r).iter().enumerate() {
            self.names.blocks.insert(b.0, i as u32);
            self.number_block(b, i == 0);
        }
    }

    fn number_block(&mut self, b: BlockId, entry: bool) {
        let ctx = self.ctx;
        let na = ctx.num_block_args(b) as u32;
        if na > 0 {
            // Arguments an op named are skipped (and take no number).
            let named = (0..na)
                .filter(|&i| self.names.arg_names.contains_key(&(b.0.index, i)))
                .count() as u32;
            if named == 0 {
                if entry {
                    self.names.args.insert(b.0, (true, self.next_arg));
                    self.next_arg += na;
                } else {
                    self.names.args.insert(b.0, (false, self.next_value));
                    self.next_value += na;
                }
            } else {
                for i in 0..na {
                    if self.names.arg_names.contains_key(&(b.0.index, i)) {
                        continue;
                    }
                    let id = if entry {
                        let s = format!("arg{}", self.next_arg);
                        self.next_arg += 1;
                        Id::name(self.names.strings.push(&s))
                    } else {
                        self.id_for("")
                    };
                    self.names.arg_names.insert((b.0.index, i), id);
                }
            }
        }
        for o in ctx.block_ops(b) {
            self.number_op(o);
        }
    }

    fn number_op(&mut self, o: OpId) {
        let ctx = self.ctx;
        let nr = ctx.num_results(o);
        let f = if self.suggest {
            ctx.op_definition(ctx.op_get_name(o))
                .and_then(|d| d.asm_result_names)
        } else {
            None
        };
        let Some(f) = f else {
            if nr > 0 {
                let first = Id::num(self.next_value);
                self.next_value += 1;
                let entry = ResultNames {
                    first,
                    multi: nr > 1,
                    grouped: false,
                };
                self.names.results.insert(o.0, entry);
            }
            return;
        };
        if nr == 0 {
            return;
        }
        // Each name is given as the op suggests it (the first suggestion
        // for a result wins), without collecting the suggestions first;
        // the list of groups is reused from op to op.
        let mut groups = std::mem::take(&mut self.groups_scratch);
        groups.clear();
        f(ctx, o, &mut |v, n| {
            if let Value::Result { op, index } = v {
                if op == o && !groups.iter().any(|(i, _)| *i == index) {
                    let id = self.id_for(n);
                    groups.push((index, id));
                }
            }
        });
        if !groups.iter().any(|(i, _)| *i == 0) {
            groups.push((0, Id::num(self.next_value)));
            self.next_value += 1;
        }
        groups.sort_by_key(|(i, _)| *i);
        let first = groups[0].1;
        let grouped = groups.len() > 1;
        self.names.results.insert(
            o.0,
            ResultNames {
                first,
                multi: nr > 1,
                grouped,
            },
        );
        if grouped {
            self.names
                .groups
                .insert(o.0.index, groups.as_slice().into());
        }
        self.groups_scratch = groups;
    }

    /// Opens a scope inside `parent` (`None`: the top one): the scopes
    /// opened after `parent` close first (regions are numbered depth
    /// first, so `parent` is open), as upstream pops its used-name scopes
    /// back to the parent's.
    fn enter_scope(&mut self, parent: Option<u32>) -> u32 {
        while let Some(&s) = self.chain.last() {
            if Some(s) == parent {
                break;
            }
            self.open[s as usize] = false;
            self.chain.pop();
        }
        let id = self.open.len() as u32;
        self.open.push(true);
        self.chain.push(id);
        id
    }
}

impl Names {
    /// Numbers the values and blocks under `root`. `generic`: the generic
    /// form, which gives no value a name of its op's choosing; `unique`:
    /// values numbered uniquely across regions (upstream's unique SSA ids,
    /// which the generic form implies).
    pub(super) fn compute(ctx: &Context, root: OpId, generic: bool, unique: bool) -> Names {
        let unique = unique || generic;
        let names = Names {
            results: SlotTable::with_limit(ctx.ops.slot_count()),
            ..Names::default()
        };
        let mut n = Numbering {
            ctx,
            names,
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            suggest: !generic,
            used: FxHashMap::default(),
            chain: Vec::new(),
            open: Vec::new(),
            groups_scratch: Vec::new(),
        };
        let top = n.enter_scope(None);
        // (region, saved value/argument/conflict counters, parent scope)
        let mut stack: Vec<(RegionId, u32, u32, u32, u32)> = Vec::new();
        for &r in ctx.op_regions(root).iter() {
            stack.push((r, 0, 0, 0, top));
        }
        n.number_op(root);
        while let Some((r, v, a, c, parent)) = stack.pop() {
            if !unique {
                n.next_value = v;
                n.next_arg = a;
                n.next_conflict = c;
            }
            let scope = n.enter_scope(Some(parent));
            n.number_region(r);
            for &b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    for &r2 in ctx.op_regions(o) {
                        stack.push((r2, n.next_value, n.next_arg, n.next_conflict, scope));
                    }
                }
            }
        }
        n.names
    }

    /// The group holding result `index` of `op`: its first result's id,
    /// the index within the group, and the group's size.
    fn result_group(&self, op: OpId, index: u32, num_results: u32) -> Option<(Id, u32, u32)> {
        let groups = self.groups.get(&op.0.index)?;
        let k = groups.partition_point(|(start, _)| *start <= index);
        let (start, id) = groups[k.checked_sub(1)?];
        let end = groups.get(k).map_or(num_results, |(s, _)| *s);
        Some((id, index - start, end - start))
    }

    /// The result groups of `op` as (first result, size), when they are
    /// more than one.
    pub(super) fn op_result_groups(&self, op: OpId, num_results: u32) -> Option<Vec<(u32, u32)>> {
        let groups = self.groups.get(&op.0.index)?;
        Some(
            groups
                .iter()
                .enumerate()
                .map(|(k, (start, _))| {
                    let end = groups.get(k + 1).map_or(num_results, |(s, _)| *s);
                    (*start, end - start)
                })
                .collect(),
        )
    }
}

impl<'a> Printer<'a> {
    fn push_id(&mut self, id: Id) {
        if id.0 & NAME_BIT == 0 {
            push_u32(&mut self.out, id.0);
        } else {
            self.out.push_str(self.names.strings.get(id.0 & !NAME_BIT));
        }
    }

    pub(super) fn print_value(&mut self, v: Value, result_no: bool) {
        match v {
            Value::Result { op, index } => match self.names.results.get(op.0) {
                Some(r) if !r.grouped => {
                    self.out.push('%');
                    self.push_id(r.first);
                    if result_no && r.multi {
                        self.out.push('#');
                        push_u32(&mut self.out, index);
                    }
                }
                Some(_) => {
                    let n = self.ctx.num_results(op) as u32;
                    match self.names.result_group(op, index, n) {
                        Some((id, within, size)) => {
                            self.out.push('%');
                            self.push_id(id);
                            if result_no && size > 1 {
                                self.out.push('#');
                                push_u32(&mut self.out, within);
                            }
                        }
                        None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
                    }
                }
                None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
            Value::Arg { block, index } => {
                if !self.names.arg_names.is_empty() {
                    if let Some(&id) = self.names.arg_names.get(&(block.0.index, index)) {
                        if self.names.args.get(block.0).is_none() {
                            self.out.push('%');
                            self.push_id(id);
                            return;
                        }
                    }
                }
                match self.names.args.get(block.0) {
                    Some((true, first)) => {
                        self.out.push_str("%arg");
                        push_u32(&mut self.out, first + index);
                    }
                    Some((false, first)) => {
                        self.out.push('%');
                        push_u32(&mut self.out, first + index);
                    }
                    None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
            }
        }
    }

    /// Prints `%a, %b:2 = ` for the results of `op` (upstream's
    /// `printFullOp`): one entry per result group, with its size when
    /// larger than one.
    pub(super) fn print_result_bindings(&mut self, op: OpId) {
        let n = self.ctx.num_results(op) as u32;
        if n == 0 {
            return;
        }
        match self.names.op_result_groups(op, n) {
            Some(groups) => {
                for (k, (start, size)) in groups.into_iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(Value::Result { op, index: start }, false);
                    if size > 1 {
                        let _ = write!(self.out, ":{size}");
                    }
                }
            }
            None => {
                self.print_value(Value::Result { op, index: 0 }, false);
                if n > 1 {
                    let _ = write!(self.out, ":{n}");
                }
            }
        }
        self.out.push_str(" = ");
    }

    pub(super) fn print_block_name(&mut self, b: BlockId) {
        match self.names.blocks.get(b.0) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("INVALIDBLOCK"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sanitize;

    #[test]
    fn names_are_sanitized_as_upstream() {
        assert_eq!(sanitize("c42_i32"), "c42_i32");
        assert_eq!(sanitize("42"), "_42");
        assert_eq!(sanitize("a b"), "a_b");
        assert_eq!(sanitize("x#y"), "x23y");
        assert_eq!(sanitize("-1"), "-1");
    }
}
