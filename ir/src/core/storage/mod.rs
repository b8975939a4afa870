//! IR storage: operations, blocks and regions in generational arenas, values
//! with intrusive use lists, and operations in a block in an intrusive doubly
//! linked list (O(1) insertion and removal).
//!
//! All structural queries and mutations are methods on [`Context`]. Queries on
//! a stale handle (an erased operation/block/region) panic with a clear
//! message in the plain accessors; every accessor has a `try_` counterpart or
//! can be guarded with [`Context::is_live`] / [`Context::is_live_block`].
//!
//! The handles and the stored data are here; the methods are split by what
//! they work on: `ops`, `uses` (values and use lists), `blocks` (and
//! regions) and `erase` (erasure and walks).

mod blocks;
mod erase;
mod ops;
mod transfer;
mod uses;

pub use blocks::BlockOpIter;
pub use transfer::IrMapping;
pub use uses::UseIter;

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::{Context, Ident, OpName};
use crate::core::location::Location;
use crate::core::types::Type;
use crate::support::entity::{entity_handle, Arena, PackedOpt, StaleHandle};

entity_handle!(
    /// Handle to an operation. Generated op wrappers are `Copy` newtypes around it.
    OpId,
    "operation"
);
entity_handle!(
    /// Handle to a block.
    BlockId,
    "block"
);
entity_handle!(
    /// Handle to a region.
    RegionId,
    "region"
);

/// MLIR's name for an operation handle.
pub type Operation = OpId;

/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Value {
    /// Result `index` of `op`.
    Result {
        /// Defining operation.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    Arg {
        /// Owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
}

/// One use of a value: operand `index` of operation `op`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OpOperand {
    /// The using operation.
    pub op: OpId,
    /// Operand number.
    pub index: u32,
}

/// Errors of IR mutation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// A handle named an erased item.
    Stale(StaleHandle),
    /// The operation's results still have uses.
    ResultsInUse,
    /// The block argument still has uses.
    ArgumentInUse,
    /// An index was out of range.
    OutOfRange,
    /// The item is already attached somewhere.
    AlreadyAttached,
    /// Replacement values do not match the results in number.
    CountMismatch,
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrError::Stale(s) => write!(f, "{s}"),
            IrError::ResultsInUse => write!(f, "operation results still have uses"),
            IrError::ArgumentInUse => write!(f, "block argument still has uses"),
            IrError::OutOfRange => write!(f, "index out of range"),
            IrError::AlreadyAttached => write!(f, "item is already attached to a parent"),
            IrError::CountMismatch => write!(f, "number of replacement values does not match"),
        }
    }
}

impl std::error::Error for IrError {}

impl From<StaleHandle> for IrError {
    fn from(s: StaleHandle) -> Self {
        IrError::Stale(s)
    }
}

/// An optional [`OpOperand`] in 8 bytes instead of 16: the op's slot
/// without its generation (a use list only links live operations, whose
/// slot has their generation), "none" an operand number no operation has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct UseLink {
    op_slot: u32,
    index: u32,
}

impl UseLink {
    const NONE: UseLink = UseLink {
        op_slot: u32::MAX,
        index: u32::MAX,
    };
    #[inline]
    fn new(u: Option<OpOperand>) -> Self {
        u.map_or(UseLink::NONE, |u| UseLink {
            op_slot: u.op.0.index,
            index: u.index,
        })
    }
    #[inline]
    fn get(self, ops: &Arena<OpId, OperationData>) -> Option<OpOperand> {
        (self != UseLink::NONE).then(|| OpOperand {
            op: ops.handle_at(self.op_slot),
            index: self.index,
        })
    }
}

/// An operation's neighbour in its block in 4 bytes instead of 8: the
/// op's slot without its generation (a block only links live operations,
/// whose slot has their generation), "none" a slot no arena issues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OpLink(u32);

impl OpLink {
    pub(crate) const NONE: OpLink = OpLink(u32::MAX);
    /// The linked operation, if any.
    #[inline]
    pub(crate) fn get(self, ops: &Arena<OpId, OperationData>) -> Option<OpId> {
        (self != OpLink::NONE).then(|| ops.handle_at(self.0))
    }
}

impl From<Option<OpId>> for OpLink {
    #[inline]
    fn from(op: Option<OpId>) -> Self {
        op.map_or(OpLink::NONE, |op| OpLink(op.0.index))
    }
}

/// A [`Value`] in 12 bytes instead of 16: the owner's handle, and the
/// index with its top bit set for a block argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PackedValue {
    owner: crate::support::entity::RawHandle,
    index: u32,
}

const ARG_BIT: u32 = 1 << 31;

impl PackedValue {
    #[inline]
    fn new(v: Value) -> Self {
        // (No operation has 2^31 results nor a block 2^31 arguments.)
        match v {
            Value::Result { op, index } => PackedValue { owner: op.0, index },
            Value::Arg { block, index } => PackedValue {
                owner: block.0,
                index: index | ARG_BIT,
            },
        }
    }
    #[inline]
    fn get(self) -> Value {
        if self.index & ARG_BIT == 0 {
            Value::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        } else {
            Value::Arg {
                block: BlockId(self.owner),
                index: self.index & !ARG_BIT,
            }
        }
    }
}

/// One operand: its value and its links in that value's use list.
#[derive(Clone, Debug)]
pub(crate) struct Operand {
    value: PackedValue,
    prev: UseLink,
    next: UseLink,
}

impl Operand {
    /// A detached operand of `value`.
    #[inline]
    fn new(value: Value) -> Self {
        Operand {
            value: PackedValue::new(value),
            prev: UseLink::NONE,
            next: UseLink::NONE,
        }
    }
    /// The operand's value.
    #[inline]
    pub(crate) fn value(&self) -> Value {
        self.value.get()
    }
}

#[derive(Clone, Debug)]
pub(crate) struct ValueSlot {
    pub(crate) ty: Type,
    first_use: UseLink,
}

/// An operation's results: most operations have exactly one, kept inline
/// (no allocation, and a use of the value reads the operation's own slot).
/// Several are behind a thin pointer (16 bytes in all instead of 24: every
/// operation's slot is 8 bytes smaller, a multi-result op's results one
/// indirection further).
#[derive(Clone, Debug)]
pub(crate) enum ResultSlots {
    None,
    One(ValueSlot),
    Many(Box<ManyResults>),
}

/// The results of an operation with several (a slice behind the thin
/// pointer of [`ResultSlots::Many`]).
#[derive(Clone, Debug)]
pub(crate) struct ManyResults(Box<[ValueSlot]>);

impl ResultSlots {
    fn from_types(types: &[Type]) -> Self {
        let slot = |ty| ValueSlot {
            ty,
            first_use: UseLink::NONE,
        };
        match types {
            [] => ResultSlots::None,
            [t] => ResultSlots::One(slot(*t)),
            _ => ResultSlots::Many(Box::new(ManyResults(
                types.iter().map(|&t| slot(t)).collect(),
            ))),
        }
    }
    #[inline]
    pub(crate) fn as_slice(&self) -> &[ValueSlot] {
        match self {
            ResultSlots::None => &[],
            ResultSlots::One(s) => std::slice::from_ref(s),
            ResultSlots::Many(v) => &v.0,
        }
    }
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [ValueSlot] {
        match self {
            ResultSlots::None => &mut [],
            ResultSlots::One(s) => std::slice::from_mut(s),
            ResultSlots::Many(v) => &mut v.0,
        }
    }
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.as_slice().len()
    }
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&ValueSlot> {
        self.as_slice().get(i)
    }
    #[inline]
    fn get_mut(&mut self, i: usize) -> Option<&mut ValueSlot> {
        self.as_mut_slice().get_mut(i)
    }
    #[inline]
    pub(crate) fn iter(&self) -> std::slice::Iter<'_, ValueSlot> {
        self.as_slice().iter()
    }
}

#[derive(Clone, Debug)]
pub(crate) struct ArgSlot {
    pub(crate) slot: ValueSlot,
    pub(crate) loc: Location,
}

/// An optional attribute in four bytes: "none" is an id no attribute has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OptAttr(u32);

impl OptAttr {
    pub(crate) const NONE: OptAttr = OptAttr(u32::MAX);
    #[inline]
    pub(crate) fn new(a: Option<Attribute>) -> Self {
        a.map_or(OptAttr::NONE, |a| OptAttr(a.0))
    }
    #[inline]
    pub(crate) fn get(self) -> Option<Attribute> {
        (self != OptAttr::NONE).then_some(Attribute(self.0))
    }
}

/// The regions and successors of an operation: most operations have
/// neither, so both sit behind one optional box.
#[derive(Debug)]
struct OpNest {
    regions: Box<[RegionId]>,
    successors: Box<[BlockId]>,
}

/// The stored form of an operation (80 bytes with its arena slot; the
/// `storage_sizes` test holds the layout to that).
#[derive(Debug)]
pub struct OperationData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    /// The discardable attributes: a uniqued dictionary, as upstream's
    /// `DictionaryAttr attrs` (none when empty).
    pub(crate) attrs: OptAttr,
    pub(crate) props: OptAttr,
    pub(crate) operands: Box<[Operand]>,
    pub(crate) results: ResultSlots,
    nest: Option<Box<OpNest>>,
    pub(crate) parent: PackedOpt<BlockId>,
    pub(crate) prev: OpLink,
    pub(crate) next: OpLink,
}

impl OperationData {
    /// The operation's regions.
    #[inline]
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.nest.as_ref().map_or(&[], |n| &n.regions)
    }
    /// The operation's successor blocks.
    #[inline]
    pub(crate) fn successors(&self) -> &[BlockId] {
        self.nest.as_ref().map_or(&[], |n| &n.successors)
    }
    #[inline]
    fn successors_mut(&mut self) -> &mut [BlockId] {
        self.nest.as_mut().map_or(&mut [], |n| &mut n.successors)
    }
}

/// The stored form of a block.
#[derive(Debug, Default)]
pub struct BlockData {
    pub(crate) args: Vec<ArgSlot>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
    pub(crate) len: usize,
    /// The successor slots (op, index) that were set to this block: a
    /// superset of its uses (an entry is checked when read), so that its
    /// predecessors are found without walking the region.
    pub(crate) succ_uses: Vec<(OpId, u32)>,
}

/// The stored form of a region.
#[derive(Debug, Default)]
pub struct RegionData {
    pub(crate) blocks: Vec<BlockId>,
    pub(crate) parent: Option<OpId>,
}

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Operation name.
    pub name: OpName,
    /// Location (mandatory).
    pub location: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes (sorted on creation).
    pub attributes: Vec<NamedAttr>,
    /// Properties (inherent attributes), printed `<{...}>`: normally a dictionary attribute.
    pub properties: Option<Attribute>,
    /// Regions, created with [`Context::create_region`] (detached).
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Discardable attributes added by `&str` name, interned (and merged
    /// into `attributes`) when the operation is created.
    pub named_attributes: Vec<(String, Attribute)>,
}

/// The name of an attribute added with [`OperationState::add_attribute`]:
/// an interned [`Ident`], or a `&str` interned when the operation is created.
pub trait StateAttrName {
    /// Adds `value` under this name to `state`.
    fn add_to(self, state: &mut OperationState, value: Attribute);
}

impl StateAttrName for Ident {
    fn add_to(self, state: &mut OperationState, value: Attribute) {
        state.attributes.push((self, value));
    }
}

impl StateAttrName for &str {
    fn add_to(self, state: &mut OperationState, value: Attribute) {
        state.named_attributes.push((self.to_string(), value));
    }
}

impl OperationState {
    /// A state with only a name and location.
    pub fn new(name: OpName, location: Location) -> Self {
        OperationState {
            name,
            location,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: Vec::new(),
            properties: None,
            regions: Vec::new(),
            successors: Vec::new(),
            named_attributes: Vec::new(),
        }
    }
    /// Adds a named attribute (`name` a `&str` or an [`Ident`]).
    pub fn add_attribute<N: StateAttrName>(&mut self, name: N, value: Attribute) -> &mut Self {
        name.add_to(self, value);
        self
    }
    /// Adds operands.
    pub fn add_operands(&mut self, values: &[Value]) -> &mut Self {
        self.operands.extend_from_slice(values);
        self
    }
    /// Adds result types.
    pub fn add_types(&mut self, types: &[Type]) -> &mut Self {
        self.result_types.extend_from_slice(types);
        self
    }
    /// Creates a new empty region in `ctx` and adds it.
    pub fn add_region(&mut self, ctx: &mut Context) -> RegionId {
        let r = ctx.create_region();
        self.regions.push(r);
        r
    }
}

const STALE: &str = "use of a stale IR handle (the item was erased)";

impl Context {
    /// Shared access to an operation's storage.
    pub fn try_op(&self, op: OpId) -> Result<&OperationData, StaleHandle> {
        self.ops.get(op)
    }
    #[inline]
    pub(crate) fn op(&self, op: OpId) -> &OperationData {
        self.ops.get(op).expect(STALE)
    }
    #[inline]
    pub(crate) fn op_mut(&mut self, op: OpId) -> &mut OperationData {
        self.ops.get_mut(op).expect(STALE)
    }
    #[inline]
    pub(crate) fn block(&self, b: BlockId) -> &BlockData {
        self.blocks.get(b).expect(STALE)
    }
    #[inline]
    pub(crate) fn block_mut(&mut self, b: BlockId) -> &mut BlockData {
        self.blocks.get_mut(b).expect(STALE)
    }
    #[inline]
    pub(crate) fn region(&self, r: RegionId) -> &RegionData {
        self.regions.get(r).expect(STALE)
    }
    /// Whether the operation handle is live (not erased).
    pub fn is_live(&self, op: OpId) -> bool {
        self.ops.contains(op)
    }
    /// Whether the block handle is live.
    pub fn is_live_block(&self, b: BlockId) -> bool {
        self.blocks.contains(b)
    }
    /// Whether the region handle is live.
    pub fn is_live_region(&self, r: RegionId) -> bool {
        self.regions.contains(r)
    }
    /// Whether the value's owner is live and the index in range.
    pub fn is_live_value(&self, v: Value) -> bool {
        self.try_value_slot(v).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The per-operation footprint (BENCHMARKS.md's byte accounting):
    /// a larger layout is a deliberate change, made here.
    #[test]
    fn storage_sizes() {
        use std::mem::size_of;
        assert_eq!(size_of::<OperationData>(), 72);
        // (The arena's free-list link fills the generation's padding.)
        assert_eq!(crate::support::entity::slot_size::<OperationData>(), 80);
        assert_eq!(size_of::<Operand>(), 28);
        assert_eq!(size_of::<ResultSlots>(), 16);
        assert_eq!(size_of::<crate::core::location::LocData>(), 16);
    }

    /// An argument inserted in the middle of a block shifts the later
    /// ones: their uses follow them, the new one has none.
    #[test]
    fn insert_block_arg_shifts_later_uses() {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let (i32t, f32t, i1t) = (ctx.i32(), ctx.f32(), ctx.i1());
        let b = ctx.create_block(&[(i32t, loc), (f32t, loc)]);
        let name = ctx.op_name("t.use");
        let mut st = OperationState::new(name, loc);
        st.operands = vec![ctx.block_args(b)[1], ctx.block_args(b)[0]];
        let op = ctx.create_operation(st);
        ctx.append_op(b, op).unwrap();
        let new = ctx.insert_block_arg(b, 1, i1t, loc).unwrap();
        let args = ctx.block_args(b);
        assert_eq!(args.len(), 3);
        assert_eq!(new, args[1]);
        assert_eq!(ctx.value_type(args[1]), i1t);
        assert_eq!(ctx.value_type(args[2]), f32t);
        assert_eq!(ctx.operands(op).to_vec(), vec![args[2], args[0]]);
        assert!(!ctx.has_uses(args[1]));
        assert_eq!(ctx.uses(args[2]).count(), 1);
        // At the end; past it is an error.
        let last = ctx.insert_block_arg(b, 3, i1t, loc).unwrap();
        assert_eq!(ctx.block_args(b)[3], last);
        assert!(ctx.insert_block_arg(b, 5, i1t, loc).is_err());
    }

    /// An op created without attributes takes its definition's defaults
    /// (an inherent one as a property, another as an attribute), the same
    /// for every such op, and a definition registered anew brings its own.
    #[test]
    fn default_attrs_of_attribute_less_ops() {
        use crate::core::registry::OpDefinition;
        let mut ctx = Context::new();
        let (flags, other) = (ctx.ident("flags"), ctx.ident("other"));
        let (one, two) = (ctx.i64_attr(1), ctx.i64_attr(2));
        let mut def = OpDefinition::new("t.op");
        def.property_names = &["flags"];
        def.default_attrs = vec![(flags, one), (other, two)];
        let name = ctx.register_op(def);
        let loc = ctx.unknown_loc();
        let make = |ctx: &mut Context, attrs: Vec<(crate::core::context::Ident, Attribute)>| {
            let mut st = OperationState::new(name, loc);
            st.attributes = attrs;
            ctx.create_operation(st)
        };
        for _ in 0..2 {
            let op = make(&mut ctx, Vec::new());
            assert_eq!(ctx.prop(op, "flags"), Some(one));
            assert_eq!(ctx.attrs(op).to_vec(), vec![(other, two)]);
        }
        // Given attributes still win over the defaults.
        let op = make(&mut ctx, vec![(flags, two)]);
        assert_eq!(ctx.prop(op, "flags"), Some(two));
        let mut def = OpDefinition::new("t.op");
        def.property_names = &["flags"];
        def.default_attrs = vec![(flags, two)];
        ctx.register_op(def);
        let op = make(&mut ctx, Vec::new());
        assert_eq!(ctx.prop(op, "flags"), Some(two));
        assert!(ctx.attrs(op).is_empty());
    }
}
