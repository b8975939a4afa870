//! Symbols: names (`sym_name`), visibility (`sym_visibility`), uses and
//! lookup through symbol tables (ops with [`OpTrait::SymbolTable`]).
//!
//! Both attributes may be properties or discardable attributes; readers
//! look at both and writers update whichever holds the name.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::core::attrs::{AttrData, Attribute};
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;

use super::types::{Callee, Visibility};

/// Nesting beyond which attribute rewriting stops descending (attributes
/// are acyclic; this only bounds the native stack).
const MAX_ATTR_DEPTH: usize = 256;

/// The `sym_name` attribute of a symbol op.
///
/// # Panics
/// If the op has no `sym_name`: the op is not a symbol, which
/// [`super::verify_symbol`] reports for verified IR.
pub fn symbol_name_attr(ctx: &Context, op: OpId) -> Attribute {
    match ctx.attr(op, "sym_name") {
        Some(a) => a,
        None => panic!(
            "symbol_name_attr: '{}' has no 'sym_name' (unverified symbol op)",
            ctx.op_name_of(op)
        ),
    }
}

/// The symbol name of `op`, if it has a string `sym_name`.
fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr(op, "sym_name").and_then(|a| ctx.attr_as_str(a))
}

/// Sets (`Some`) or removes (`None`) `key` where it lives: in the
/// properties dictionary if it is there, as a discardable attribute
/// otherwise.
fn set_named(ctx: &mut Context, op: OpId, key: &str, value: Option<Attribute>) {
    if !ctx.is_live(op) {
        return;
    }
    if let Some(props) = ctx
        .props(op)
        .filter(|&p| ctx.dictionary_get(p, key).is_some())
    {
        let entries: Vec<_> = ctx
            .as_dictionary(props)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&(n, a)| {
                if ctx.ident_str(n) == key {
                    value.map(|v| (n, v))
                } else {
                    Some((n, a))
                }
            })
            .collect();
        let dict = ctx.dictionary_attr(&entries);
        // The op is live (checked above).
        let _ = ctx.set_props(op, Some(dict));
        return;
    }
    match value {
        Some(v) => {
            let name = ctx.ident(key);
            // The op is live (checked above).
            let _ = ctx.set_attr(op, name, v);
        }
        None => {
            ctx.remove_attr(op, key);
        }
    }
}

/// Renames a symbol (its uses are not updated).
pub fn set_symbol_name(ctx: &mut Context, op: OpId, name: &str) {
    let a = ctx.string_attr(name);
    set_named(ctx, op, "sym_name", Some(a));
}

/// The visibility of a symbol: its `sym_visibility` string, public when
/// absent.
pub fn symbol_visibility(ctx: &Context, op: OpId) -> Visibility {
    match ctx
        .attr(op, "sym_visibility")
        .and_then(|a| ctx.attr_as_str(a))
    {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the visibility of a symbol; public removes `sym_visibility`.
pub fn set_symbol_visibility(ctx: &mut Context, op: OpId, visibility: Visibility) {
    let value = match visibility {
        Visibility::Public => None,
        v => Some(ctx.string_attr(v.keyword())),
    };
    set_named(ctx, op, "sym_visibility", value);
}

/// Whether `attr`, or an attribute nested in it (arrays, dictionaries), is
/// a symbol reference whose root is `name`.
fn refers_to(ctx: &Context, attr: Attribute, name: &str) -> bool {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } if root == name => return true,
            AttrData::Array(v) => stack.extend_from_slice(v),
            AttrData::Dictionary(v) => stack.extend(v.iter().map(|&(_, a)| a)),
            _ => {}
        }
    }
    false
}

/// Whether `user` refers to `name` in an attribute or property.
fn op_refers_to(ctx: &Context, user: OpId, name: &str) -> bool {
    ctx.attrs(user)
        .iter()
        .any(|&(_, a)| refers_to(ctx, a, name))
        || ctx.props(user).is_some_and(|p| refers_to(ctx, p, name))
}

/// The ops nested in `from` (not `from` itself) that refer to the symbol
/// `op`: a symbol reference whose root is its name, in an attribute or a
/// property, possibly inside arrays and dictionaries. Pre-order, each op
/// once.
pub fn symbol_uses(ctx: &Context, op: OpId, from: OpId) -> Vec<OpId> {
    let Some(name) = symbol_name(ctx, op) else {
        return Vec::new();
    };
    if !ctx.is_live(from) {
        return Vec::new();
    }
    ctx.walk_preorder(from)
        .into_iter()
        .skip(1)
        .filter(|&user| op_refers_to(ctx, user, name))
        .collect()
}

/// `attr` with every symbol reference rooted at `old` re-rooted at `new`.
fn rename_in(ctx: &mut Context, attr: Attribute, old: &str, new: &str, depth: usize) -> Attribute {
    if depth > MAX_ATTR_DEPTH {
        return attr;
    }
    match ctx.attr_data(attr).clone() {
        AttrData::SymbolRef { root, nested, .. } if root == old => {
            let nested: Vec<&str> = nested.iter().map(String::as_str).collect();
            ctx.symbol_ref_attr(new, &nested)
        }
        AttrData::Array(v) => {
            let v: Vec<_> = v
                .into_iter()
                .map(|a| rename_in(ctx, a, old, new, depth + 1))
                .collect();
            ctx.array_attr(&v)
        }
        AttrData::Dictionary(v) => {
            let v: Vec<_> = v
                .into_iter()
                .map(|(n, a)| (n, rename_in(ctx, a, old, new, depth + 1)))
                .collect();
            ctx.dictionary_attr(&v)
        }
        _ => attr,
    }
}

/// Makes every use of the symbol `op` nested in `from` (see
/// [`symbol_uses`]) refer to `new_symbol` instead.
pub fn replace_symbol_uses(ctx: &mut Context, op: OpId, new_symbol: &str, from: OpId) {
    let Some(old) = symbol_name(ctx, op).map(str::to_owned) else {
        return;
    };
    for user in symbol_uses(ctx, op, from) {
        let attrs = ctx.attrs(user).to_vec();
        for (n, a) in attrs {
            let b = rename_in(ctx, a, &old, new_symbol, 0);
            if b != a {
                // `user` is live: it was just found by a walk.
                let _ = ctx.set_attr(user, n, b);
            }
        }
        if let Some(p) = ctx.props(user) {
            let q = rename_in(ctx, p, &old, new_symbol, 0);
            if q != p {
                let _ = ctx.set_props(user, Some(q));
            }
        }
    }
}

/// The symbols defined directly in symbol table `table`, by name (the
/// first definition of a name wins; duplicates are a verifier error).
fn symbols_of(ctx: &Context, table: OpId) -> HashMap<String, OpId> {
    let mut map = HashMap::new();
    if !ctx.is_live(table) {
        return map;
    }
    let Some(&region) = ctx.op_regions(table).first() else {
        return map;
    };
    for &block in ctx.region_blocks(region) {
        for op in ctx.block_ops(block) {
            if let Some(name) = symbol_name(ctx, op) {
                map.entry(name.to_string()).or_insert(op);
            }
        }
    }
    map
}

/// The closest op enclosing `from` (or `from` itself) that is a symbol
/// table (`SymbolTable::getNearestSymbolTable`).
pub fn nearest_symbol_table(ctx: &Context, from: OpId) -> Option<OpId> {
    let mut op = Some(from);
    while let Some(o) = op {
        if ctx.op_has_trait(o, &OpTrait::SymbolTable) {
            return Some(o);
        }
        op = ctx.op_parent_op(o);
    }
    None
}

/// Cached symbol tables (MLIR's `SymbolTableCollection`): the first lookup
/// in a table indexes its symbols. The cache assumes the IR is not changed
/// while the collection is in use (as during verification).
#[derive(Default, Debug)]
pub struct SymbolTableCollection {
    tables: RefCell<HashMap<OpId, HashMap<String, OpId>>>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol named `name` defined directly in symbol table `table`.
    pub fn lookup_symbol_in(&self, ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
        let mut tables = self.tables.borrow_mut();
        tables
            .entry(table)
            .or_insert_with(|| symbols_of(ctx, table))
            .get(name)
            .copied()
    }

    /// The op a symbol reference `@root::@nested...` refers to, looked up
    /// from the closest symbol table enclosing `from` (or `from` itself):
    /// `root` in that table, then each nested name in the table found.
    pub fn lookup_nearest_symbol_from(
        &self,
        ctx: &Context,
        from: OpId,
        symbol: Attribute,
    ) -> Option<OpId> {
        if !ctx.is_live(from) {
            return None;
        }
        let (root, nested) = ctx.as_symbol_ref(symbol)?;
        let table = nearest_symbol_table(ctx, from)?;
        let mut found = self.lookup_symbol_in(ctx, table, root)?;
        for name in nested {
            if !ctx.op_has_trait(found, &OpTrait::SymbolTable) {
                return None;
            }
            found = self.lookup_symbol_in(ctx, found, name)?;
        }
        Some(found)
    }
}

/// The op a call refers to: for a symbol, the symbol it names looked up
/// from `from` (see [`SymbolTableCollection::lookup_nearest_symbol_from`]);
/// for a value, the op defining it.
pub fn resolve_callable(ctx: &Context, callee: Callee, from: OpId) -> Option<OpId> {
    match callee {
        Callee::Symbol(sym) => {
            SymbolTableCollection::new().lookup_nearest_symbol_from(ctx, from, sym)
        }
        Callee::Value(v) => ctx.defining_op(v),
    }
}

/// Whether `op` is a symbol (implements `SymbolOpInterface`); a
/// `builtin.module`, whose symbol name is optional, counts.
pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Symbol)
        || super::SymbolOpInterfaceRef::get(ctx, op).is_some()
        || ctx.op_is(op, "builtin.module")
}

/// Whether `op` may define a symbol table nobody knows: an op of an
/// unknown dialect with one region (`isPotentiallyUnknownSymbolTable`).
pub fn is_potentially_unknown_symbol_table(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op_get_name(op);
    ctx.op_regions(op).len() == 1 && ctx.dialect(ctx.op_name_dialect(name)).is_none()
}

/// One use of a symbol (`SymbolTable::SymbolUse`): the reference and the
/// op holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolUse {
    /// The symbol reference attribute.
    pub symbol_ref: Attribute,
    /// The op whose attributes or properties hold it.
    pub user: OpId,
}

/// Pushes the symbol references in `op`'s attributes and properties, in
/// the order of its attribute dictionary (inherent and discardable merged
/// by name), nested ones pre-order (`walkSymbolRefs`).
fn push_symbol_refs(ctx: &Context, op: OpId, out: &mut Vec<SymbolUse>) {
    let mut named: Vec<(&str, Attribute)> = ctx
        .attrs(op)
        .iter()
        .map(|&(n, a)| (ctx.ident_str(n), a))
        .collect();
    if let Some(props) = ctx.props(op) {
        match ctx.as_dictionary(props) {
            Some(entries) => named.extend(entries.iter().map(|&(n, a)| (ctx.ident_str(n), a))),
            None => named.push(("", props)),
        }
        named.sort_by(|a, b| a.0.cmp(b.0));
    }
    let mut stack: Vec<Attribute> = named.iter().rev().map(|&(_, a)| a).collect();
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { .. } => out.push(SymbolUse {
                symbol_ref: a,
                user: op,
            }),
            AttrData::Array(v) => stack.extend(v.iter().rev().copied()),
            AttrData::Dictionary(v) => stack.extend(v.iter().rev().map(|&(_, a)| a)),
            _ => {}
        }
    }
}

/// Every symbol use held by `from` and the ops nested in it, not entering
/// nested symbol tables (`SymbolTable::getSymbolUses(Operation *)`);
/// `None` when an op may be a symbol table nobody knows.
pub fn all_symbol_uses(ctx: &Context, from: OpId) -> Option<Vec<SymbolUse>> {
    if is_potentially_unknown_symbol_table(ctx, from) {
        return None;
    }
    let mut uses = Vec::new();
    push_symbol_refs(ctx, from, &mut uses);
    if ctx.op_has_trait(from, &OpTrait::SymbolTable) {
        return Some(uses);
    }
    let mut regions: Vec<_> = ctx.op_regions(from).iter().rev().copied().collect();
    while let Some(r) = regions.pop() {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if is_potentially_unknown_symbol_table(ctx, op) {
                    return None;
                }
                push_symbol_refs(ctx, op, &mut uses);
                if !ctx.op_has_trait(op, &OpTrait::SymbolTable) {
                    regions.extend(ctx.op_regions(op).iter().rev().copied());
                }
            }
        }
    }
    Some(uses)
}

/// Calls `f` on every symbol table at or below `op` (nested tables
/// first), with whether all uses of its symbols are visible: the symbols
/// of a private (or nameless) table, or of any table nested in an op that
/// is not a table, cannot be used from outside (`walkSymbolTables`).
pub fn walk_symbol_tables(
    ctx: &Context,
    op: OpId,
    all_uses_visible: bool,
    f: &mut dyn FnMut(OpId, bool),
) {
    // (op, visibility inherited, whether its children were pushed)
    let mut stack = vec![(op, all_uses_visible, false)];
    while let Some((o, visible, expanded)) = stack.pop() {
        let table = ctx.op_has_trait(o, &OpTrait::SymbolTable);
        let visible = if table {
            visible || !is_symbol(ctx, o) || symbol_visibility(ctx, o) == Visibility::Private
        } else {
            true
        };
        if expanded {
            f(o, visible);
            continue;
        }
        if table {
            stack.push((o, visible, true));
        }
        let mark = stack.len();
        for &r in ctx.op_regions(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b).map(|n| (n, visible, false)));
            }
        }
        stack[mark..].reverse();
    }
}

/// Whether the symbol `op` may be erased once nothing uses it
/// (`SymbolOpInterface::canDiscardOnUseEmpty`; by default, when private).
pub fn can_discard_on_use_empty(ctx: &Context, op: OpId) -> bool {
    match super::SymbolOpInterfaceRef::get(ctx, op) {
        Some(symbol) => symbol.can_discard_on_use_empty(ctx),
        None => symbol_visibility(ctx, op) == Visibility::Private,
    }
}
