//! Aliases (`#map = affine_map<...>`, `!tuple = tuple<...>`, `#loc1 =
//! loc(...)`) as mlir-opt makes them (`AliasInitializer` of
//! `AsmPrinter.cpp`): every attribute, type and location the output will
//! show is visited once, in print order, by running the printer in a
//! collecting mode (MLIR's `DummyAliasOperationPrinter`), where printing a
//! type, attribute or location records it and what it prints inside it.
//! The builtin dialect names affine maps `map`, integer sets `set`,
//! locations `loc` and tuples of more than 16 elements `tuple`; dialects
//! name others through their alias hooks. Aliases are then ordered by
//! depth (an alias printed inside another comes first), types before
//! attributes, then by name, numbered per name (`#map`, `#map1`, ...), and
//! defined before the operation, or after it when only operation
//! locations use them.

use std::fmt::Write;

use crate::core::attrs::{AttrData, Attribute};
use crate::core::dialect_defs::AliasResult;
use crate::core::location::{LocData, Location};
use crate::core::types::{Type, TypeData};
use crate::support::intern::FxHashMap;

use super::names::sanitize_identifier;
use super::{Elision, Printer};

/// What can have an alias.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum AliasKey {
    Attr(Attribute),
    Type(Type),
    Loc(Location),
}

struct Entry {
    key: AliasKey,
    /// The alias name (before numbering), if the value has one.
    name: Option<Box<str>>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// The visited values, then (after [`Aliases::finish`]) the alias of each.
#[derive(Default)]
pub(super) struct Aliases {
    entries: Vec<Entry>,
    index: FxHashMap<AliasKey, usize>,
    /// Entry index → its number among the aliases of its name.
    numbers: FxHashMap<AliasKey, (usize, u32)>,
    /// Entries with an alias, in definition order.
    order: Vec<usize>,
}

/// The collecting pass's state: the value being visited and what it holds.
#[derive(Default)]
pub(super) struct Collector {
    pub(super) aliases: Aliases,
    frames: Vec<Frame>,
}

struct Frame {
    children: Vec<usize>,
    max_depth: u32,
    can_defer: bool,
}

impl Collector {
    /// Whether a type or attribute is being visited (rather than an
    /// operation).
    pub(super) fn nested(&self) -> bool {
        !self.frames.is_empty()
    }
}

impl Aliases {
    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if self.entries[i].deferrable {
                self.entries[i].deferrable = false;
                stack.extend(self.entries[i].children.iter().copied());
            }
        }
    }

    /// Orders and numbers the aliases (upstream `initializeAliases`).
    pub(super) fn finish(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.entries[i].name.is_some())
            .collect();
        let key = |e: &Entry| {
            (
                e.depth,
                !matches!(e.key, AliasKey::Type(_)),
                e.name.clone().unwrap_or_default(),
            )
        };
        order.sort_by(|&a, &b| key(&self.entries[a]).cmp(&key(&self.entries[b])));
        let mut counts: FxHashMap<Box<str>, u32> = FxHashMap::default();
        for &i in &order {
            let e = &self.entries[i];
            let name = e.name.clone().unwrap_or_default();
            let n = counts.entry(name).or_default();
            self.numbers.insert(e.key, (i, *n));
            *n += 1;
        }
        self.order = order;
    }

    /// Whether nothing has an alias.
    pub(super) fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The alias of `key`: its name and number.
    #[inline]
    pub(super) fn get(&self, key: AliasKey) -> Option<(&str, u32)> {
        let &(i, n) = self.numbers.get(&key)?;
        Some((self.entries[i].name.as_deref().unwrap_or(""), n))
    }
}

impl<'a> Printer<'a> {
    /// The alias a value gets: the builtin dialect's, then the registered
    /// dialects' hooks (an overridable alias lets later hooks replace it).
    fn alias_name(&self, key: AliasKey) -> Option<Box<str>> {
        let ctx = self.ctx;
        let mut name: Option<String> = match key {
            AliasKey::Loc(_) => Some("loc".into()),
            AliasKey::Attr(a) => match ctx.attr_data(a) {
                AttrData::AffineMap(_) => Some("map".into()),
                AttrData::IntegerSet(_) => Some("set".into()),
                AttrData::Distinct { referenced, .. }
                    if !matches!(ctx.attr_data(*referenced), AttrData::Unit) =>
                {
                    Some("distinct".into())
                }
                _ => None,
            },
            AliasKey::Type(t) => match ctx.type_data(t) {
                TypeData::Tuple(v) if v.len() > 16 => Some("tuple".into()),
                _ => None,
            },
        };
        let mut dialects: Vec<_> = ctx.dialects.iter().collect();
        dialects.sort_by(|a, b| a.0.cmp(b.0));
        for (_, d) in dialects {
            let r = match key {
                AliasKey::Attr(a) => d.attr_alias.map(|f| f(ctx, a)),
                AliasKey::Type(t) => d.type_alias.map(|f| f(ctx, t)),
                AliasKey::Loc(_) => None,
            };
            match r {
                Some(AliasResult::OverridableAlias(n)) => name = Some(n),
                Some(AliasResult::FinalAlias(n)) => {
                    name = Some(n);
                    break;
                }
                _ => {}
            }
        }
        name.filter(|n| !n.is_empty())
            .map(|n| sanitize_identifier(&n, b"$_-", false).into())
    }

    /// Whether any value printed under `root` may have an alias other than
    /// a location: only then is the collecting pass worth running.
    pub(super) fn attr_or_type_aliases_possible(&self) -> bool {
        let ctx = self.ctx;
        !ctx.affine.maps.values().is_empty()
            || !ctx.affine.sets.values().is_empty()
            || ctx.has_loc_attrs
            || ctx.distinct_count > 0
            || ctx
                .types
                .values()
                .iter()
                .any(|d| matches!(d, TypeData::Tuple(v) if v.len() > 16))
            || self.dialect_aliases_possible()
    }

    /// Whether a dialect's alias hook names any attribute or type the
    /// context holds (everything the output can show is among them). A
    /// registered hook alone does not make the collecting pass worth
    /// running (`ml_program`'s names only its `#ml_program.extern`): each
    /// hook is asked about each uniqued attribute and type instead, a
    /// fraction of what the pass costs.
    fn dialect_aliases_possible(&self) -> bool {
        let ctx = self.ctx;
        let hooks: Vec<_> = ctx
            .dialects
            .values()
            .filter(|d| d.attr_alias.is_some() || d.type_alias.is_some())
            .collect();
        if hooks.is_empty() {
            return false;
        }
        let named = |r: AliasResult| !matches!(r, AliasResult::NoAlias);
        let attrs = ctx.attrs.values().len() as u32;
        let types = ctx.types.values().len() as u32;
        hooks.iter().any(|d| {
            d.attr_alias
                .is_some_and(|f| (0..attrs).any(|i| named(f(ctx, Attribute(i)))))
                || d.type_alias
                    .is_some_and(|f| (0..types).any(|i| named(f(ctx, Type(i)))))
        })
    }

    /// Upstream's `printAlias` of a dialect attribute or type printing a
    /// parameter: in the collecting pass the value is visited (and so not
    /// printed inline), otherwise its alias is written if it has one.
    /// Whether the caller is done with the value.
    pub(super) fn print_alias_of(&mut self, key: AliasKey) -> bool {
        if self.collecting.is_some() {
            self.visit_alias(key, false);
            return true;
        }
        self.aliases.is_some() && self.write_alias(key)
    }

    /// Records a visit of `key` (the collecting pass), visiting what it
    /// prints inside it first. `elide_type`: the attribute is printed
    /// without its type.
    pub(super) fn visit_alias(&mut self, key: AliasKey, elide_type: bool) {
        let Some(c) = self.collecting.as_mut() else {
            return;
        };
        let can_defer = c.frames.last().is_some_and(|f| f.can_defer);
        self.visit_alias_with(key, can_defer, elide_type);
    }

    /// [`Printer::visit_alias`] with an explicit deferral (operation
    /// locations can be defined after the operation; the rest cannot).
    pub(super) fn visit_alias_with(&mut self, key: AliasKey, can_defer: bool, elide_type: bool) {
        let key = self.alias_key(key);
        let Some(c) = self.collecting.as_mut() else {
            return;
        };
        if let Some(&i) = c.aliases.index.get(&key) {
            if !can_defer {
                c.aliases.mark_non_deferrable(i);
            }
            let depth = c.aliases.entries[i].depth;
            if let Some(f) = c.frames.last_mut() {
                f.children.push(i);
                f.max_depth = f.max_depth.max(depth);
            }
            return;
        }
        let name = self.alias_name(key);
        let Some(c) = self.collecting.as_mut() else {
            return;
        };
        let i = c.aliases.entries.len();
        c.aliases.entries.push(Entry {
            key,
            depth: u32::from(name.is_some()),
            name,
            deferrable: can_defer,
            children: Vec::new(),
        });
        c.aliases.index.insert(key, i);
        c.frames.push(Frame {
            children: Vec::new(),
            max_depth: 0,
            can_defer,
        });
        // What the value prints inside it (upstream's
        // `DummyAliasDialectAsmPrinter`).
        self.visit_nested(key, elide_type);
        let Some(c) = self.collecting.as_mut() else {
            return;
        };
        let frame = c.frames.pop().unwrap_or(Frame {
            children: Vec::new(),
            max_depth: 0,
            can_defer,
        });
        let e = &mut c.aliases.entries[i];
        e.children = frame.children;
        if frame.max_depth > 0 {
            e.depth = frame.max_depth + 1;
        }
        let depth = e.depth;
        if let Some(f) = c.frames.last_mut() {
            f.children.push(i);
            f.max_depth = f.max_depth.max(depth);
        }
    }

    fn visit_nested(&mut self, key: AliasKey, elide_type: bool) {
        let ctx = self.ctx;
        match key {
            AliasKey::Loc(l) => match &*ctx.loc_data(l) {
                LocData::Name { child: Some(c), .. } => self.visit_alias(AliasKey::Loc(*c), false),
                LocData::CallSite { callee, caller } => {
                    let (callee, caller) = (*callee, *caller);
                    self.visit_alias(AliasKey::Loc(callee), false);
                    self.visit_alias(AliasKey::Loc(caller), false);
                }
                LocData::Fused(f) => {
                    let f = f.clone();
                    if let Some(m) = f.metadata {
                        self.visit_alias(AliasKey::Attr(m), false);
                    }
                    for &l in f.locs.iter() {
                        self.visit_alias(AliasKey::Loc(l), false);
                    }
                }
                _ => {}
            },
            AliasKey::Type(t) => match ctx.type_data(t) {
                TypeData::Dialect { .. } => {
                    // The dialect's printer, in collecting mode.
                    let start = self.out.len();
                    self.print_type_uncached(t);
                    self.out.truncate(start);
                }
                TypeData::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => {
                    let (element, layout, memory_space) = (*element, *layout, *memory_space);
                    self.visit_alias(AliasKey::Type(element), false);
                    if let Some(l) = layout.filter(|&l| {
                        ctx.as_affine_map(l)
                            .is_none_or(|m| !ctx.affine_map_is_identity(m))
                    }) {
                        self.visit_alias(AliasKey::Attr(l), false);
                    }
                    if let Some(m) = memory_space {
                        self.visit_alias(AliasKey::Attr(m), false);
                    }
                }
                _ => {
                    for k in immediate_type_elements(ctx.type_data(t)) {
                        self.visit_alias(k, false);
                    }
                }
            },
            AliasKey::Attr(a) => self.visit_attr_nested(a, elide_type),
        }
    }

    fn visit_attr_nested(&mut self, a: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        match ctx.attr_data(a) {
            AttrData::Dialect { .. } => {
                let start = self.out.len();
                self.print_attr_uncached(a, Elision::Must);
                self.out.truncate(start);
            }
            AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::DenseArray { .. }
            | AttrData::Float { .. }
            | AttrData::WideFloat { .. }
            | AttrData::Integer { .. }
            | AttrData::Unit => return,
            AttrData::Dictionary(v) => {
                for &(_, e) in v.clone().iter() {
                    self.visit_alias(AliasKey::Attr(e), false);
                }
            }
            AttrData::Array(v) => {
                for &e in v.clone().iter() {
                    self.visit_alias(AliasKey::Attr(e), false);
                }
            }
            AttrData::Type(t) => self.visit_alias(AliasKey::Type(*t), false),
            AttrData::Distinct { referenced, .. } => {
                self.visit_alias(AliasKey::Attr(*referenced), false)
            }
            _ => {}
        }
        if !elide_type {
            let ty = ctx.attr_type(a);
            let typed = matches!(
                ctx.attr_data(a),
                AttrData::String { .. }
                    | AttrData::DenseElements { .. }
                    | AttrData::Dialect { .. }
                    | AttrData::Opaque { .. }
            );
            if typed && !ctx.is_none_type(ty) {
                self.visit_alias(AliasKey::Type(ty), false);
            }
        }
    }

    /// A location attribute has its location's alias (MLIR's locations
    /// are attributes).
    fn alias_key(&self, key: AliasKey) -> AliasKey {
        match key {
            AliasKey::Attr(a) => self.ctx.as_location(a).map_or(key, AliasKey::Loc),
            _ => key,
        }
    }

    /// Writes `#name` / `!name` and its number (none for the first).
    pub(super) fn write_alias(&mut self, key: AliasKey) -> bool {
        let Some(a) = &self.aliases else {
            return false;
        };
        let key = self.alias_key(key);
        let Some((name, n)) = a.get(key) else {
            return false;
        };
        self.out.push(if matches!(key, AliasKey::Type(_)) {
            '!'
        } else {
            '#'
        });
        self.out.push_str(name);
        if n > 0 {
            let _ = write!(self.out, "{n}");
        }
        true
    }

    /// The aliases to define before the operation (`deferred == false`) or
    /// after it.
    pub(super) fn alias_defs(&self, deferred: bool) -> Vec<AliasKey> {
        match &self.aliases {
            Some(a) => a
                .order
                .iter()
                .filter(|&&i| a.entries[i].deferrable == deferred)
                .map(|&i| a.entries[i].key)
                .collect(),
            None => Vec::new(),
        }
    }

    /// `#name = value` (or `!name = type`), with the aliases inside it.
    pub(super) fn print_alias_def(&mut self, key: AliasKey) {
        self.write_alias(key);
        self.out.push_str(" = ");
        match key {
            AliasKey::Attr(a) => self.print_attr_uncached(a, Elision::Never),
            AliasKey::Type(t) => self.print_type_uncached(t),
            AliasKey::Loc(l) if self.opts.pretty_debug_info => self.print_loc_pretty(l),
            AliasKey::Loc(l) => {
                self.out.push_str("loc(");
                self.print_loc_internal(l, true);
                self.out.push(')');
            }
        }
        self.out.push('\n');
    }
}

/// The types and attributes a builtin type prints inside it (MLIR's
/// `walkImmediateSubElements`).
fn immediate_type_elements(d: &TypeData) -> Vec<AliasKey> {
    match d {
        TypeData::Complex(e) => vec![AliasKey::Type(*e)],
        TypeData::Tuple(v) => v.iter().map(|&t| AliasKey::Type(t)).collect(),
        TypeData::Function { inputs, results } => inputs
            .iter()
            .chain(results)
            .map(|&t| AliasKey::Type(t))
            .collect(),
        TypeData::RankedTensor {
            element, encoding, ..
        } => {
            let mut v = vec![AliasKey::Type(*element)];
            v.extend(encoding.map(AliasKey::Attr));
            v
        }
        TypeData::UnrankedTensor { element } | TypeData::Vector { element, .. } => {
            vec![AliasKey::Type(*element)]
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            let mut v = vec![AliasKey::Type(*element)];
            v.extend(memory_space.map(AliasKey::Attr));
            v
        }
        _ => Vec::new(),
    }
}
