//! IR storage: operations, blocks and regions in generational arenas, values
//! with intrusive use lists, and operations in a block in an intrusive doubly
//! linked list (O(1) insertion and removal).
//!
//! All structural queries and mutations are methods on [`Context`]. Queries on
//! a stale handle (an erased operation/block/region) panic with a clear
//! message in the plain accessors; every accessor has a `try_` counterpart or
//! can be guarded with [`Context::is_live`] / [`Context::is_live_block`].

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::{Context, Ident, OpName};
use crate::core::location::Location;
use crate::core::types::Type;
use crate::support::entity::{entity_handle, StaleHandle};

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

/// An optional [`OpOperand`] in 12 bytes instead of 16: "none" is an
/// operand number no operation has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct UseLink(OpOperand);

impl UseLink {
    const NONE: UseLink = UseLink(OpOperand {
        op: OpId(crate::support::entity::RawHandle {
            index: u32::MAX,
            generation: u32::MAX,
        }),
        index: u32::MAX,
    });
    #[inline]
    fn new(u: Option<OpOperand>) -> Self {
        u.map_or(UseLink::NONE, UseLink)
    }
    #[inline]
    fn get(self) -> Option<OpOperand> {
        (self != UseLink::NONE).then_some(self.0)
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub(crate) value: Value,
    prev: UseLink,
    next: UseLink,
}

#[derive(Clone, Debug)]
pub(crate) struct ValueSlot {
    pub(crate) ty: Type,
    first_use: UseLink,
}

/// An operation's results: most operations have exactly one, kept inline
/// (no allocation, and a use of the value reads the operation's own slot).
#[derive(Clone, Debug)]
pub(crate) enum ResultSlots {
    None,
    One(ValueSlot),
    Many(Box<[ValueSlot]>),
}

impl ResultSlots {
    fn from_types(types: &[Type]) -> Self {
        let slot = |ty| ValueSlot {
            ty,
            first_use: UseLink::NONE,
        };
        match types {
            [] => ResultSlots::None,
            [t] => ResultSlots::One(slot(*t)),
            _ => ResultSlots::Many(types.iter().map(|&t| slot(t)).collect()),
        }
    }
    #[inline]
    pub(crate) fn as_slice(&self) -> &[ValueSlot] {
        match self {
            ResultSlots::None => &[],
            ResultSlots::One(s) => std::slice::from_ref(s),
            ResultSlots::Many(v) => v,
        }
    }
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [ValueSlot] {
        match self {
            ResultSlots::None => &mut [],
            ResultSlots::One(s) => std::slice::from_mut(s),
            ResultSlots::Many(v) => v,
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

/// The stored form of an operation.
#[derive(Debug)]
pub struct OperationData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    pub(crate) operands: Box<[Operand]>,
    pub(crate) results: ResultSlots,
    pub(crate) attrs: Vec<NamedAttr>,
    pub(crate) props: Option<Attribute>,
    pub(crate) regions: Box<[RegionId]>,
    pub(crate) successors: Box<[BlockId]>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
}

/// The stored form of a block.
#[derive(Debug, Default)]
pub struct BlockData {
    pub(crate) args: Vec<ArgSlot>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
    pub(crate) len: usize,
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
    // ----- raw access -----

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

    fn try_value_slot(&self, v: Value) -> Result<&ValueSlot, IrError> {
        match v {
            Value::Result { op, index } => self
                .ops
                .get(op)?
                .results
                .get(index as usize)
                .ok_or(IrError::OutOfRange),
            Value::Arg { block, index } => self
                .blocks
                .get(block)?
                .args
                .get(index as usize)
                .map(|a| &a.slot)
                .ok_or(IrError::OutOfRange),
        }
    }
    fn value_slot_mut(&mut self, v: Value) -> Result<&mut ValueSlot, IrError> {
        match v {
            Value::Result { op, index } => self
                .ops
                .get_mut(op)?
                .results
                .get_mut(index as usize)
                .ok_or(IrError::OutOfRange),
            Value::Arg { block, index } => self
                .blocks
                .get_mut(block)?
                .args
                .get_mut(index as usize)
                .map(|a| &mut a.slot)
                .ok_or(IrError::OutOfRange),
        }
    }
    fn operand_mut(&mut self, u: OpOperand) -> &mut Operand {
        &mut self.op_mut(u.op).operands[u.index as usize]
    }

    fn link_use(&mut self, u: OpOperand, v: Value) {
        let head = match self.value_slot_mut(v) {
            Ok(slot) => {
                let h = slot.first_use.get();
                slot.first_use = UseLink(u);
                h
            }
            Err(_) => None,
        };
        let o = self.operand_mut(u);
        o.value = v;
        o.prev = UseLink::NONE;
        o.next = UseLink::new(head);
        if let Some(h) = head {
            self.operand_mut(h).prev = UseLink(u);
        }
    }

    fn unlink_use(&mut self, u: OpOperand) {
        let (v, prev, next) = {
            let o = &self.op(u.op).operands[u.index as usize];
            (o.value, o.prev.get(), o.next.get())
        };
        match prev {
            Some(p) => self.operand_mut(p).next = UseLink::new(next),
            None => {
                if let Ok(slot) = self.value_slot_mut(v) {
                    if slot.first_use.get() == Some(u) {
                        slot.first_use = UseLink::new(next);
                    }
                }
            }
        }
        if let Some(n) = next {
            self.operand_mut(n).prev = UseLink::new(prev);
        }
        let o = self.operand_mut(u);
        o.prev = UseLink::NONE;
        o.next = UseLink::NONE;
    }

    // ----- creation -----

    /// Creates a detached region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.alloc(RegionData::default())
    }

    /// Creates a detached block with arguments of the given types and locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        let args = args
            .iter()
            .map(|&(ty, loc)| ArgSlot {
                slot: ValueSlot {
                    ty,
                    first_use: UseLink::NONE,
                },
                loc,
            })
            .collect();
        self.blocks.alloc(BlockData {
            args,
            ..Default::default()
        })
    }

    /// Creates a detached operation from a state. Attributes are sorted by name.
    pub fn create_operation(&mut self, state: OperationState) -> OpId {
        let mut attrs = state.attributes;
        for (name, value) in &state.named_attributes {
            let id = self.ident(name);
            attrs.push((id, *value));
        }
        let attrs = self.sort_named_attrs(attrs);
        self.create_operation_parts(
            state.name,
            state.location,
            &state.operands,
            &state.result_types,
            attrs,
            state.properties,
            state.regions,
            state.successors,
        )
    }

    /// Creates a detached operation from its parts (`attrs` already sorted),
    /// allocating each list once at its final size.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_operation_parts(
        &mut self,
        name: OpName,
        loc: Location,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<NamedAttr>,
        props: Option<Attribute>,
        regions: Vec<RegionId>,
        successors: Vec<BlockId>,
    ) -> OpId {
        let op = self.ops.alloc(OperationData {
            name,
            loc,
            operands: operands
                .iter()
                .map(|&value| Operand {
                    value,
                    prev: UseLink::NONE,
                    next: UseLink::NONE,
                })
                .collect(),
            results: ResultSlots::from_types(result_types),
            attrs,
            props,
            regions: regions.into_boxed_slice(),
            successors: successors.into_boxed_slice(),
            parent: None,
            prev: None,
            next: None,
        });
        for (i, &v) in operands.iter().enumerate() {
            self.link_use(
                OpOperand {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
        let nregions = self.op(op).regions.len();
        for k in 0..nregions {
            let r = self.op(op).regions[k];
            if let Ok(rd) = self.regions.get_mut(r) {
                rd.parent = Some(op);
            }
        }
        op
    }

    // ----- operation queries -----

    /// The operation's name.
    pub fn op_get_name(&self, op: OpId) -> OpName {
        self.op(op).name
    }
    /// The operation's name as text.
    pub fn op_name_of(&self, op: OpId) -> &str {
        self.op_name_str(self.op(op).name)
    }
    /// Whether the operation's name is `name`.
    pub fn op_is(&self, op: OpId, name: &str) -> bool {
        self.op_name_of(op) == name
    }
    /// The operation's location.
    pub fn op_loc(&self, op: OpId) -> Location {
        self.op(op).loc
    }
    /// Number of operands.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }
    /// Operand `i`.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.op(op).operands[i].value
    }
    /// All operands (allocates; see [`Context::operands_iter`]).
    pub fn operands(&self, op: OpId) -> Vec<Value> {
        self.op(op).operands.iter().map(|o| o.value).collect()
    }
    /// Iterates over the operands.
    pub fn operands_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.op(op).operands.iter().map(|o| o.value)
    }
    /// Number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).results.len()
    }
    /// Result `i` (the handle does not require a lookup).
    pub fn result(&self, op: OpId, i: usize) -> Value {
        Value::Result {
            op,
            index: i as u32,
        }
    }
    /// All results.
    pub fn results(&self, op: OpId) -> Vec<Value> {
        (0..self.num_results(op))
            .map(|i| Value::Result {
                op,
                index: i as u32,
            })
            .collect()
    }
    /// Result types.
    pub fn result_types(&self, op: OpId) -> Vec<Type> {
        self.op(op).results.iter().map(|r| r.ty).collect()
    }
    /// Operand types.
    pub fn operand_types(&self, op: OpId) -> Vec<Type> {
        self.op(op)
            .operands
            .iter()
            .map(|o| self.value_type(o.value))
            .collect()
    }
    /// Discardable attributes, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttr] {
        &self.op(op).attrs
    }
    /// Looks up an attribute by name: first the discardable dictionary, then the properties.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let d = self.op(op);
        d.attrs
            .iter()
            .find(|(n, _)| self.ident_str(*n) == name)
            .map(|(_, a)| *a)
            .or_else(|| self.prop(op, name))
    }
    /// The properties attribute (`<{...}>`), if any.
    pub fn props(&self, op: OpId) -> Option<Attribute> {
        self.op(op).props
    }
    /// Looks up a property (an entry of the properties dictionary).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.op(op).props.and_then(|p| self.dictionary_get(p, name))
    }
    /// The operation's regions.
    pub fn op_regions(&self, op: OpId) -> &[RegionId] {
        &self.op(op).regions
    }
    /// Region `i`.
    pub fn op_region(&self, op: OpId, i: usize) -> RegionId {
        self.op(op).regions[i]
    }
    /// Successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.op(op).successors
    }
    /// The block containing the operation.
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent
    }
    /// The region containing the operation.
    pub fn op_parent_region(&self, op: OpId) -> Option<RegionId> {
        self.op(op).parent.and_then(|b| self.block(b).parent)
    }
    /// The closest enclosing operation.
    pub fn op_parent_op(&self, op: OpId) -> Option<OpId> {
        self.op_parent_region(op)
            .and_then(|r| self.region(r).parent)
    }
    /// Next operation in the block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next
    }
    /// Previous operation in the block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev
    }
    /// Whether `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.op_parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ----- operation mutation -----

    /// Replaces operand `i`.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) -> Result<(), IrError> {
        if i >= self.ops.get(op)?.operands.len() {
            return Err(IrError::OutOfRange);
        }
        let u = OpOperand {
            op,
            index: i as u32,
        };
        self.unlink_use(u);
        self.link_use(u, v);
        Ok(())
    }
    /// Replaces all operands.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let n = self.ops.get(op)?.operands.len();
        for i in 0..n {
            self.unlink_use(OpOperand {
                op,
                index: i as u32,
            });
        }
        self.op_mut(op).operands = values
            .iter()
            .map(|&value| Operand {
                value,
                prev: UseLink::NONE,
                next: UseLink::NONE,
            })
            .collect();
        for (i, &v) in values.iter().enumerate() {
            self.link_use(
                OpOperand {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
        Ok(())
    }
    /// Sets (or replaces) a discardable attribute.
    pub fn set_attr(&mut self, op: OpId, name: Ident, value: Attribute) -> Result<(), IrError> {
        self.ops.get(op)?;
        let key = self.ident_str(name).to_string();
        let pos = {
            let attrs = &self.op(op).attrs;
            attrs.binary_search_by(|(n, _)| self.ident_str(*n).cmp(key.as_str()))
        };
        let attrs = &mut self.op_mut(op).attrs;
        match pos {
            Ok(i) => attrs[i].1 = value,
            Err(i) => attrs.insert(i, (name, value)),
        }
        Ok(())
    }
    /// Removes a discardable attribute; returns it if present.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let i = self
            .try_op(op)
            .ok()?
            .attrs
            .iter()
            .position(|(n, _)| self.ident_str(*n) == name)?;
        Some(self.op_mut(op).attrs.remove(i).1)
    }
    /// Sets the properties attribute.
    pub fn set_props(&mut self, op: OpId, props: Option<Attribute>) -> Result<(), IrError> {
        self.ops.get_mut(op)?.props = props;
        Ok(())
    }
    /// Sets the location.
    pub fn set_loc(&mut self, op: OpId, loc: Location) -> Result<(), IrError> {
        self.ops.get_mut(op)?.loc = loc;
        Ok(())
    }
    /// Sets successor `i`.
    pub fn set_successor(&mut self, op: OpId, i: usize, b: BlockId) -> Result<(), IrError> {
        let d = self.ops.get_mut(op)?;
        *d.successors.get_mut(i).ok_or(IrError::OutOfRange)? = b;
        Ok(())
    }

    // ----- values -----

    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.try_value_slot(v).expect(STALE).ty
    }
    /// The type of a value, or an error for a stale value.
    pub fn try_value_type(&self, v: Value) -> Result<Type, IrError> {
        Ok(self.try_value_slot(v)?.ty)
    }
    /// Changes a value's type.
    pub fn set_value_type(&mut self, v: Value, ty: Type) -> Result<(), IrError> {
        self.value_slot_mut(v)?.ty = ty;
        Ok(())
    }
    /// The operation defining a value (`None` for block arguments).
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match v {
            Value::Result { op, .. } => Some(op),
            Value::Arg { .. } => None,
        }
    }
    /// The block in which a value is defined.
    pub fn value_parent_block(&self, v: Value) -> Option<BlockId> {
        match v {
            Value::Result { op, .. } => self.op(op).parent,
            Value::Arg { block, .. } => Some(block),
        }
    }
    /// The uses of a value, most recent first.
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            ctx: self,
            next: self.try_value_slot(v).ok().and_then(|s| s.first_use.get()),
        }
    }
    /// Whether the value has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.try_value_slot(v)
            .ok()
            .and_then(|s| s.first_use.get())
            .is_some()
    }
    /// Whether the value has exactly one use.
    pub fn has_one_use(&self, v: Value) -> bool {
        let mut it = self.uses(v);
        it.next().is_some() && it.next().is_none()
    }
    /// Number of uses (walks the list).
    pub fn num_uses(&self, v: Value) -> usize {
        self.uses(v).count()
    }
    /// Replaces every use of `from` by `to`; cost proportional to the number of uses.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self
            .try_value_slot(from)
            .ok()
            .and_then(|s| s.first_use.get())
        {
            self.unlink_use(u);
            self.link_use(u, to);
        }
    }
    /// Replaces each result of `op` by the corresponding value (all uses).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let n = self.ops.get(op)?.results.len();
        if n != values.len() {
            return Err(IrError::CountMismatch);
        }
        for (i, &v) in values.iter().enumerate() {
            self.replace_all_uses_with(
                Value::Result {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
        Ok(())
    }
    /// Whether any result of the operation is used.
    pub fn op_has_uses(&self, op: OpId) -> bool {
        (0..self.num_results(op)).any(|i| {
            self.has_uses(Value::Result {
                op,
                index: i as u32,
            })
        })
    }

    // ----- blocks -----

    /// The block's arguments.
    pub fn block_args(&self, b: BlockId) -> Vec<Value> {
        (0..self.block(b).args.len())
            .map(|i| Value::Arg {
                block: b,
                index: i as u32,
            })
            .collect()
    }
    /// Argument `i`.
    pub fn block_arg(&self, b: BlockId, i: usize) -> Value {
        Value::Arg {
            block: b,
            index: i as u32,
        }
    }
    /// Number of arguments.
    pub fn num_block_args(&self, b: BlockId) -> usize {
        self.block(b).args.len()
    }
    /// Location of argument `i`.
    pub fn block_arg_loc(&self, b: BlockId, i: usize) -> Location {
        self.block(b).args[i].loc
    }
    /// Appends an argument; returns it.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Location) -> Value {
        let d = self.block_mut(b);
        d.args.push(ArgSlot {
            slot: ValueSlot {
                ty,
                first_use: UseLink::NONE,
            },
            loc,
        });
        Value::Arg {
            block: b,
            index: (d.args.len() - 1) as u32,
        }
    }
    /// Erases an unused argument; later arguments shift down (their uses are updated).
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) -> Result<(), IrError> {
        let n = self.blocks.get(b)?.args.len();
        if i >= n {
            return Err(IrError::OutOfRange);
        }
        if self.has_uses(Value::Arg {
            block: b,
            index: i as u32,
        }) {
            return Err(IrError::ArgumentInUse);
        }
        self.block_mut(b).args.remove(i);
        for j in i..n - 1 {
            let v = Value::Arg {
                block: b,
                index: j as u32,
            };
            let uses: Vec<OpOperand> = self.uses(v).collect();
            for u in uses {
                self.operand_mut(u).value = v;
            }
        }
        Ok(())
    }
    /// First operation of the block.
    pub fn block_first_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).first
    }
    /// Last operation of the block (the terminator in a well-formed block).
    pub fn block_last_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).last
    }
    /// Number of operations in the block.
    pub fn block_len(&self, b: BlockId) -> usize {
        self.block(b).len
    }
    /// Iterates over the block's operations in order.
    pub fn block_ops(&self, b: BlockId) -> BlockOpIter<'_> {
        BlockOpIter {
            ctx: self,
            next: self.block(b).first,
        }
    }
    /// The region containing the block.
    pub fn block_parent_region(&self, b: BlockId) -> Option<RegionId> {
        self.block(b).parent
    }
    /// The operation containing the block.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).parent.and_then(|r| self.region(r).parent)
    }

    /// Inserts a detached operation at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        self.insert_op(block, None, op)
    }
    /// Inserts a detached operation into `block` before `before` (or at the end).
    pub fn insert_op(
        &mut self,
        block: BlockId,
        before: Option<OpId>,
        op: OpId,
    ) -> Result<(), IrError> {
        self.blocks.get(block)?;
        if self.ops.get(op)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        let prev = match before {
            Some(b) => {
                let bd = self.ops.get(b)?;
                if bd.parent != Some(block) {
                    return Err(IrError::OutOfRange);
                }
                bd.prev
            }
            None => self.block(block).last,
        };
        {
            let d = self.op_mut(op);
            d.parent = Some(block);
            d.prev = prev;
            d.next = before;
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op),
            None => self.block_mut(block).first = Some(op),
        }
        match before {
            Some(b) => self.op_mut(b).prev = Some(op),
            None => self.block_mut(block).last = Some(op),
        }
        self.block_mut(block).len += 1;
        Ok(())
    }
    /// Unlinks an operation from its block (it stays alive, detached).
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        let (parent, prev, next) = {
            let d = self.ops.get(op)?;
            (d.parent, d.prev, d.next)
        };
        let Some(block) = parent else { return Ok(()) };
        match prev {
            Some(p) => self.op_mut(p).next = next,
            None => self.block_mut(block).first = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev,
            None => self.block_mut(block).last = prev,
        }
        self.block_mut(block).len -= 1;
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
        Ok(())
    }
    /// Moves an operation before another one (possibly in another block).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        let block = self.ops.get(before)?.parent.ok_or(IrError::OutOfRange)?;
        self.detach_op(op)?;
        self.insert_op(block, Some(before), op)
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.regions.get(region)?;
        if self.blocks.get(block)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        self.block_mut(block).parent = Some(region);
        self.regions.get_mut(region)?.blocks.push(block);
        Ok(())
    }

    // ----- regions -----

    /// The region's blocks in order.
    pub fn region_blocks(&self, r: RegionId) -> &[BlockId] {
        &self.region(r).blocks
    }
    /// The entry block, if any.
    pub fn region_entry(&self, r: RegionId) -> Option<BlockId> {
        self.region(r).blocks.first().copied()
    }
    /// The operation owning the region.
    pub fn region_parent_op(&self, r: RegionId) -> Option<OpId> {
        self.region(r).parent
    }

    // ----- erasure -----

    /// Erases an operation and everything nested in it. Fails (changing
    /// nothing) if one of its results is still used. Handles to the erased
    /// operations, blocks and regions become stale.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.ops.get(op)?;
        if self.op_has_uses(op) {
            return Err(IrError::ResultsInUse);
        }
        self.detach_op(op)?;
        let all = self.walk_preorder(op);
        for &o in &all {
            let n = self.op(o).operands.len();
            for i in 0..n {
                self.unlink_use(OpOperand {
                    op: o,
                    index: i as u32,
                });
            }
        }
        for &o in &all {
            if let Ok(d) = self.ops.remove(o) {
                for &r in d.regions.iter() {
                    if let Ok(rd) = self.regions.remove(r) {
                        for b in rd.blocks {
                            let _ = self.blocks.remove(b);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Erases a block of a region (and its operations); its arguments must be unused.
    pub fn erase_block(&mut self, b: BlockId) -> Result<(), IrError> {
        let n = self.blocks.get(b)?.args.len();
        for i in 0..n {
            if self.has_uses(Value::Arg {
                block: b,
                index: i as u32,
            }) {
                return Err(IrError::ArgumentInUse);
            }
        }
        let ops: Vec<OpId> = self.block_ops(b).collect();
        for &o in ops.iter().rev() {
            for i in 0..self.num_results(o) {
                let v = self.result(o, i);
                let uses: Vec<OpOperand> = self.uses(v).collect();
                for u in uses {
                    self.unlink_use(u);
                }
            }
        }
        for o in ops.into_iter().rev() {
            self.erase_op(o)?;
        }
        if let Some(r) = self.block(b).parent {
            self.regions.get_mut(r)?.blocks.retain(|x| *x != b);
        }
        self.blocks.remove(b)?;
        Ok(())
    }

    // ----- walking -----

    /// `op` and all nested operations in pre-order (parents before children, program order).
    pub fn walk_preorder(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            let mark = stack.len();
            for &r in self.op(o).regions.iter() {
                for &b in &self.region(r).blocks {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[mark..].reverse();
        }
        out
    }
    /// `op` and all nested operations in post-order (children before parents).
    pub fn walk_postorder(&self, op: OpId) -> Vec<OpId> {
        // Reverse pre-order visiting children in reverse gives post-order.
        let mut out = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            for &r in &self.op(o).regions {
                for &b in &self.region(r).blocks {
                    stack.extend(self.block_ops(b));
                }
            }
        }
        out.reverse();
        out
    }
}

/// Iterator over the uses of a value.
pub struct UseIter<'a> {
    ctx: &'a Context,
    next: Option<OpOperand>,
}

impl Iterator for UseIter<'_> {
    type Item = OpOperand;
    fn next(&mut self) -> Option<OpOperand> {
        let u = self.next?;
        self.next = self.ctx.op(u.op).operands[u.index as usize].next.get();
        Some(u)
    }
}

/// Iterator over the operations of a block.
pub struct BlockOpIter<'a> {
    ctx: &'a Context,
    next: Option<OpId>,
}

impl Iterator for BlockOpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let o = self.next?;
        self.next = self.ctx.op(o).next;
        Some(o)
    }
}
