//! Operations: creation (of operations, blocks and regions), queries
//! (name, operands, results, attributes, properties, regions,
//! successors, parents) and in-place mutation.

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::{Context, Ident, OpName};
use crate::core::location::Location;
use crate::core::types::Type;

use super::{
    ArgSlot, BlockData, BlockId, IrError, OpId, OpLink, OpNest, OpOperand, Operand, OperationData,
    OperationState, OptAttr, RegionData, RegionId, ResultSlots, UseLink, Value, ValueSlot,
};
use crate::support::entity::PackedOpt;

impl Context {
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
        let (attrs, props) = if attrs.is_empty() && props.is_none() {
            self.default_parts(name)
        } else {
            self.complete_attrs(name, attrs, props)
        };
        let nest = (!regions.is_empty() || !successors.is_empty()).then(|| {
            Box::new(OpNest {
                regions: regions.into_boxed_slice(),
                successors: successors.into_boxed_slice(),
            })
        });
        let op = self.ops.alloc(OperationData {
            name,
            loc,
            operands: operands.iter().map(|&value| Operand::new(value)).collect(),
            results: ResultSlots::from_types(result_types),
            attrs,
            props,
            nest,
            parent: PackedOpt::NONE,
            prev: OpLink::NONE,
            next: OpLink::NONE,
        });
        for i in 0..self.op(op).successors().len() {
            let b = self.op(op).successors()[i];
            if let Ok(d) = self.blocks.get_mut(b) {
                d.succ_uses.push((op, i as u32));
            }
        }
        for (i, &v) in operands.iter().enumerate() {
            self.link_use(
                OpOperand {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
        let nregions = self.op(op).regions().len();
        for k in 0..nregions {
            let r = self.op(op).regions()[k];
            if let Ok(rd) = self.regions.get_mut(r) {
                rd.parent = Some(op);
            }
        }
        op
    }

    /// The attribute dictionary and properties of an op `name` created
    /// with `attrs` (sorted) and `props`: its definition's defaults added,
    /// its inherent attributes moved into the properties.
    fn complete_attrs(
        &mut self,
        name: OpName,
        attrs: Vec<NamedAttr>,
        props: Option<Attribute>,
    ) -> (OptAttr, OptAttr) {
        let attrs = self.add_default_attrs(name, attrs, props);
        let (attrs, props) = self.move_inherent_attrs(name, attrs, props);
        let attrs = OptAttr::new((!attrs.is_empty()).then(|| self.sorted_dictionary_attr(attrs)));
        (attrs, OptAttr::new(props))
    }

    /// [`Self::complete_attrs`] of no attributes and no properties, kept
    /// per op name (the same for every such op).
    fn default_parts(&mut self, name: OpName) -> (OptAttr, OptAttr) {
        if let Some(parts) = self.op_names[name.0 as usize].default_parts {
            return parts;
        }
        let parts = self.complete_attrs(name, Vec::new(), None);
        self.op_names[name.0 as usize].default_parts = Some(parts);
        parts
    }

    /// Adds to `attrs` (sorted) the default-valued attributes of the
    /// registered op `name` found neither there nor in `props`.
    fn add_default_attrs(
        &mut self,
        name: OpName,
        mut attrs: Vec<NamedAttr>,
        props: Option<Attribute>,
    ) -> Vec<NamedAttr> {
        let defaults = match self.op_definition(name) {
            Some(d) if !d.default_attrs.is_empty() => &d.default_attrs,
            _ => return attrs,
        };
        let in_props = |n| {
            props
                .and_then(|p| self.as_dictionary(p))
                .is_some_and(|d| d.iter().any(|(k, _)| *k == n))
        };
        let missing: Vec<NamedAttr> = defaults
            .iter()
            .filter(|(n, _)| !attrs.iter().any(|(k, _)| k == n) && !in_props(*n))
            .copied()
            .collect();
        if missing.is_empty() {
            return attrs;
        }
        attrs.extend(missing);
        self.sort_named_attrs(attrs)
    }

    /// Moves the attributes that the registered op `name` keeps as
    /// properties (`OpDefinition::property_names`) from `attrs` (sorted)
    /// into the properties dictionary `props` (where an entry already there
    /// wins, as upstream's explicit properties do).
    fn move_inherent_attrs(
        &mut self,
        name: OpName,
        attrs: Vec<NamedAttr>,
        props: Option<Attribute>,
    ) -> (Vec<NamedAttr>, Option<Attribute>) {
        self.move_inherent_attrs_into(name, attrs, props, false)
    }

    /// The entries of a properties dictionary `props` that the registered
    /// op `name` stores (`OpDefinition::property_names`): upstream's
    /// generated `setPropertiesFromAttr` reads its own fields and ignores
    /// other keys. Unregistered ops keep `props`. An error is what follows
    /// upstream's "invalid properties {dict} for op NAME: ": an op without
    /// properties ("this operation does not support properties"), `props`
    /// not a dictionary, or an inherent attribute there not of its
    /// property's kind ("Invalid attribute `name` in property conversion:
    /// ATTR", the first in the op's order).
    pub(crate) fn known_properties(
        &mut self,
        name: OpName,
        props: Attribute,
    ) -> Result<Attribute, String> {
        let (names, pure) = match self.op_definition(name) {
            None => return Ok(props),
            Some(d) if d.property_names.is_empty() && d.pure_property_names.is_empty() => {
                return Err("this operation does not support properties".to_string());
            }
            Some(d) => (d.property_names, d.pure_property_names),
        };
        if self.as_dictionary(props).is_none() {
            return Err("expected DictionaryAttr to set properties".to_string());
        }
        if let Some(message) = self.property_conversion_error(name, props) {
            return Err(message);
        }
        let entries = self.as_dictionary(props).unwrap_or_default();
        let known = |ctx: &Context, n| {
            let n = ctx.ident_str(n);
            names.contains(&n) || pure.contains(&n)
        };
        if entries.iter().all(|&(n, _)| known(self, n)) {
            return Ok(props);
        }
        let kept: Vec<NamedAttr> = entries
            .iter()
            .copied()
            .filter(|&(n, _)| known(self, n))
            .collect();
        Ok(self.sorted_dictionary_attr(kept))
    }

    /// Upstream's `setPropertiesFromAttr` error for the properties
    /// dictionary `props` of op `name`: "Invalid attribute `X` in property
    /// conversion: ATTR" for its first inherent attribute that the op keeps
    /// as a property of another kind.
    pub fn property_conversion_error(&self, name: OpName, props: Attribute) -> Option<String> {
        let d = self.op_definition(name)?;
        let entries = self.as_dictionary(props)?;
        let (prop, a) =
            d.property_names
                .iter()
                .zip(d.property_kinds)
                .find_map(|(&prop, kind)| {
                    let &(_, a) = entries.iter().find(|&&(n, _)| self.ident_str(n) == prop)?;
                    (!kind.accepts(self, a)).then_some((prop, a))
                })?;
        Some(format!(
            "Invalid attribute `{prop}` in property conversion: {}",
            crate::core::printer::attr_to_string(self, a)
        ))
    }

    /// [`Self::move_inherent_attrs`], where on a name in both the attribute
    /// wins when `attrs_win` (a custom form's attribute dictionary is
    /// applied after the properties its parser set, as upstream's
    /// `OperationState` does).
    pub(crate) fn move_inherent_attrs_into(
        &mut self,
        name: OpName,
        mut attrs: Vec<NamedAttr>,
        props: Option<Attribute>,
        attrs_win: bool,
    ) -> (Vec<NamedAttr>, Option<Attribute>) {
        // (Most ops: generated parsers set inherent attributes as
        // properties, so nothing is left to move.)
        if attrs.is_empty() {
            return (attrs, props);
        }
        // (By interned identifier: `register_op` interned each name.)
        let def = match self.op_definition(name) {
            Some(d) if !d.property_names.is_empty() => d.clone(),
            _ => return (attrs, props),
        };
        let inherent = |_: &Context, n| def.property_idents.contains(&n);
        if !attrs.iter().any(|&(n, _)| inherent(self, n)) {
            return (attrs, props);
        }
        let mut entries: Vec<NamedAttr> = props
            .and_then(|p| self.as_dictionary(p).map(<[_]>::to_vec))
            .unwrap_or_default();
        // An attribute not of its property's kind is dropped (upstream's
        // `setInherentAttr` stores its `dyn_cast_or_null`, a null one): it
        // also clears a value the properties had when it is applied after
        // them.
        let fits = |ctx: &Context, n, a| {
            def.property_idents
                .iter()
                .position(|&p| p == n)
                .and_then(|i| def.property_kinds.get(i))
                .is_none_or(|k| k.accepts(ctx, a))
        };
        // (In place, and the entries handed to the dictionary, not copied:
        // every `arith.constant` comes here.)
        attrs.retain(|&(n, a)| {
            if !inherent(self, n) {
                return true;
            }
            if !fits(self, n, a) {
                if attrs_win {
                    entries.retain(|(e, _)| *e != n);
                }
                return false;
            }
            match entries.iter_mut().find(|(e, _)| *e == n) {
                Some(e) if attrs_win => e.1 = a,
                Some(_) => {}
                None => entries.push((n, a)),
            }
            false
        });
        let entries = self.sort_named_attrs(entries);
        let dict = self.sorted_dictionary_attr(entries);
        (attrs, Some(dict))
    }

    /// The operation's name.
    #[inline]
    pub fn op_get_name(&self, op: OpId) -> OpName {
        self.op(op).name
    }

    /// The operation's name as text.
    #[inline]
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
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }

    /// Operand `i`.
    #[inline]
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.op(op).operands[i].value()
    }

    /// All operands (allocates; see [`Context::operands_iter`]).
    pub fn operands(&self, op: OpId) -> Vec<Value> {
        self.op(op).operands.iter().map(|o| o.value()).collect()
    }

    /// Iterates over the operands.
    pub fn operands_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.op(op).operands.iter().map(|o| o.value())
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).results.len()
    }

    /// Result `i` (the handle does not require a lookup).
    #[inline]
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

    /// Iterates over the result types.
    pub fn result_types_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.op(op).results.iter().map(|r| r.ty)
    }

    /// Iterates over the operand types.
    pub fn operand_types_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.op(op)
            .operands
            .iter()
            .map(|o| self.value_type(o.value()))
    }

    /// Operand types.
    pub fn operand_types(&self, op: OpId) -> Vec<Type> {
        self.op(op)
            .operands
            .iter()
            .map(|o| self.value_type(o.value()))
            .collect()
    }

    /// Discardable attributes, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttr] {
        self.dictionary_entries(self.op(op).attrs)
    }

    /// The entries of a stored attribute dictionary (none when absent).
    #[inline]
    pub(crate) fn dictionary_entries(&self, dict: OptAttr) -> &[NamedAttr] {
        dict.get()
            .and_then(|d| self.as_dictionary(d))
            .unwrap_or_default()
    }

    /// Looks up an attribute by name: first the discardable dictionary, then the properties.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.attrs(op)
            .iter()
            .find(|(n, _)| self.ident_str(*n) == name)
            .map(|(_, a)| *a)
            .or_else(|| self.prop(op, name))
    }

    /// [`Self::attr`] of the inherent attribute `names[slot]`, where
    /// `names` is the registered definition's own
    /// `OpDefinition::property_names` (the same static table, as ODS's
    /// generated accessors and verifiers pass it): the name is then known
    /// by its interned identifier, and the op's dictionaries are searched
    /// by identifier instead of by text. Any other table (an op of another
    /// name, an unregistered op) is looked up by name, as [`Self::attr`].
    pub fn property_attr(
        &self,
        op: OpId,
        names: &'static [&'static str],
        slot: usize,
    ) -> Option<Attribute> {
        let data = self.op(op);
        let ident = match &self.op_names[data.name.0 as usize].def {
            Some(def) if std::ptr::eq(def.property_names, names) => def.property_idents.get(slot),
            _ => None,
        };
        let Some(&ident) = ident else {
            return self.attr(op, names[slot]);
        };
        let find = |dict: OptAttr| {
            self.dictionary_entries(dict)
                .iter()
                .find(|&&(n, _)| n == ident)
                .map(|&(_, a)| a)
        };
        find(data.attrs).or_else(|| find(data.props))
    }

    /// The properties attribute (`<{...}>`), if any.
    pub fn props(&self, op: OpId) -> Option<Attribute> {
        self.op(op).props.get()
    }

    /// Looks up a property (an entry of the properties dictionary).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.props(op).and_then(|p| self.dictionary_get(p, name))
    }

    /// The operation's regions.
    pub fn op_regions(&self, op: OpId) -> &[RegionId] {
        self.op(op).regions()
    }

    /// Region `i`.
    pub fn op_region(&self, op: OpId, i: usize) -> RegionId {
        self.op(op).regions()[i]
    }

    /// Successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.op(op).successors()
    }

    /// The block containing the operation.
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent.get()
    }

    /// The region containing the operation.
    pub fn op_parent_region(&self, op: OpId) -> Option<RegionId> {
        self.op(op).parent.get().and_then(|b| self.block(b).parent)
    }

    /// The closest enclosing operation.
    pub fn op_parent_op(&self, op: OpId) -> Option<OpId> {
        self.op_parent_region(op)
            .and_then(|r| self.region(r).parent)
    }

    /// Next operation in the block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next.get(&self.ops)
    }

    /// Previous operation in the block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev.get(&self.ops)
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
        self.op_mut(op).operands = values.iter().map(|&value| Operand::new(value)).collect();
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

    /// Sets (or replaces) an attribute: as MLIR's `setAttr`, one the op
    /// keeps as a property goes into its properties.
    pub fn set_attr(&mut self, op: OpId, name: Ident, value: Attribute) -> Result<(), IrError> {
        self.ops.get(op)?;
        if self.keeps_as_property(op, self.ident_str(name)) {
            return self.set_inherent_attr(op, name, value);
        }
        self.set_discardable_attr(op, name, value)
    }

    /// Sets (or replaces) an attribute of the attribute dictionary.
    fn set_discardable_attr(
        &mut self,
        op: OpId,
        name: Ident,
        value: Attribute,
    ) -> Result<(), IrError> {
        let key = self.ident_str(name);
        let attrs = self.attrs(op);
        let mut entries = Vec::with_capacity(attrs.len() + 1);
        entries.extend_from_slice(attrs);
        match entries.binary_search_by(|(n, _)| self.ident_str(*n).cmp(key)) {
            Ok(i) => entries[i].1 = value,
            Err(i) => entries.insert(i, (name, value)),
        }
        let dict = self.sorted_dictionary_attr(entries);
        self.op_mut(op).attrs = OptAttr::new(Some(dict));
        Ok(())
    }

    /// Removes an attribute; returns it if present. As MLIR's
    /// `removeAttr`, one the op keeps as a property leaves its properties.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        if self.try_op(op).is_ok() && self.keeps_as_property(op, name) {
            return self.remove_inherent_attr(op, name);
        }
        self.remove_discardable_attr(op, name)
    }

    /// Removes an attribute of the attribute dictionary.
    fn remove_discardable_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        self.try_op(op).ok()?;
        let mut entries = self.attrs(op).to_vec();
        let i = entries
            .iter()
            .position(|(n, _)| self.ident_str(*n) == name)?;
        let (_, old) = entries.remove(i);
        let dict = (!entries.is_empty()).then(|| self.sorted_dictionary_attr(entries));
        self.op_mut(op).attrs = OptAttr::new(dict);
        Some(old)
    }

    /// The value the registered op `op` gives its default-valued attribute
    /// `name` when absent (what its `constBuilderCall` built from the
    /// default at registration).
    pub fn default_attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let def = self.op_definition(self.op(op).name)?;
        def.default_attrs
            .iter()
            .find(|(n, _)| self.ident_str(*n) == name)
            .map(|&(_, a)| a)
    }

    /// Whether the registered op `op` keeps its inherent attribute `name`
    /// as a property.
    fn keeps_as_property(&self, op: OpId, name: &str) -> bool {
        self.op_definition(self.op(op).name)
            .is_some_and(|d| d.property_names.contains(&name))
    }

    /// Sets an inherent attribute (MLIR's `setInherentAttr`): in the
    /// properties dictionary when the op keeps it there, otherwise as a
    /// discardable attribute.
    pub fn set_inherent_attr(
        &mut self,
        op: OpId,
        name: Ident,
        value: Attribute,
    ) -> Result<(), IrError> {
        self.ops.get(op)?;
        if !self.keeps_as_property(op, self.ident_str(name)) {
            return self.set_discardable_attr(op, name, value);
        }
        let mut entries: Vec<NamedAttr> = self
            .props(op)
            .and_then(|p| self.as_dictionary(p).map(<[_]>::to_vec))
            .unwrap_or_default();
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = value,
            None => entries.push((name, value)),
        }
        let dict = self.dictionary_attr(&entries);
        self.set_props(op, Some(dict))
    }

    /// Removes an inherent attribute (from the properties when the op keeps
    /// it there); returns it if it was set.
    pub fn remove_inherent_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        self.try_op(op).ok()?;
        if !self.keeps_as_property(op, name) {
            return self.remove_discardable_attr(op, name);
        }
        let mut entries: Vec<NamedAttr> = self
            .props(op)
            .and_then(|p| self.as_dictionary(p).map(<[_]>::to_vec))?;
        let i = entries
            .iter()
            .position(|(n, _)| self.ident_str(*n) == name)?;
        let (_, old) = entries.remove(i);
        let dict = (!entries.is_empty()).then(|| self.dictionary_attr(&entries));
        // The op is live (checked above).
        let _ = self.set_props(op, dict);
        Some(old)
    }

    /// Sets the properties attribute.
    pub fn set_props(&mut self, op: OpId, props: Option<Attribute>) -> Result<(), IrError> {
        self.ops.get_mut(op)?.props = OptAttr::new(props);
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
        *d.successors_mut().get_mut(i).ok_or(IrError::OutOfRange)? = b;
        if let Ok(bd) = self.blocks.get_mut(b) {
            bd.succ_uses.push((op, i as u32));
        }
        Ok(())
    }
}
