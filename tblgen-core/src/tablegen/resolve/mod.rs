//! Type conversion, folding of operators and resolution of references
//! (LLVM's `convertInitializerTo`, `getCastTo`, `Fold` and
//! `resolveReferences`, with its resolvers).
//!
//! The resolvers are here; `walk` rewrites a value with one, `convert`
//! converts between types, `fold` (with `binary` and `ternary`) folds
//! operators, `instantiate` makes anonymous instances and checks assertions.

use super::record::{Record, RecordKeeper};
use super::value::*;
use crate::diag::{Diagnostic, Loc};
use std::rc::Rc;

mod binary;
mod convert;
mod fold;
mod instantiate;
mod ternary;
mod walk;

pub use convert::{bit_range, cast_to, convert_to};
pub use fold::fold;
pub use instantiate::{check_assert, check_assertions, instantiate};
use walk::resolve_nonconcrete;

/// Longest string an operator may build (guards against exponential growth).
pub const MAX_STRING: usize = 64 << 20;
/// Most elements an operator may build into one list.
pub const MAX_LIST: i64 = 1 << 22;

/// Whether lists may grow by `extra` elements: all lists alive hold at
/// most a [`super::Options::max_value_size`] of element handles (8 bytes
/// each), so values built in a loop (`!foreach` over `!listsplat`s) end in a
/// located error, not in an allocation failure. Sets the fatal error when
/// not.
pub(super) fn lists_may_grow(kp: &mut RecordKeeper, cur: Option<&CurCtx>, extra: usize) -> bool {
    let limit = kp.max_value_size.unwrap_or(super::DEFAULT_MAX_VALUE_SIZE) / 8;
    if Init::live_list_elements().saturating_add(extra as u64) <= limit {
        return true;
    }
    fold::fatal(
        kp,
        cur,
        format!(
            "lists would hold more than {limit} elements in all (8 bytes each: the limit of --max-value-size)"
        ),
    );
    false
}

/// The record a resolution happens in (LLVM's `getCurrentRecord`).
#[derive(Clone, Debug)]
pub struct CurCtx {
    /// The record's name, if it is a plain string.
    pub name: Option<Rc<str>>,
    /// Its id.
    pub id: RecId,
    /// Its location.
    pub loc: Loc,
    /// Its type (direct superclasses).
    pub ty: Ty,
}

impl CurCtx {
    /// Context for a (detached) record.
    pub fn of(kp: &RecordKeeper, r: &Record) -> CurCtx {
        let name = r.name.as_str().cloned();
        let ty = kp.record_type(r);
        CurCtx {
            name,
            id: r.id,
            loc: r.loc(),
            ty,
        }
    }
}

/// Resolves variable references (LLVM's `Resolver`).
pub trait Resolver {
    /// The value of variable `name`, if this resolver knows it.
    fn resolve(&mut self, kp: &mut RecordKeeper, name: &Rc<str>) -> Option<Init>;
    /// Final resolution: unresolvable things become errors or defaults.
    fn is_final(&self) -> bool {
        false
    }
    /// Keep bits that resolve to `?` as they were.
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// The current record.
    fn cur(&self) -> Option<&CurCtx> {
        None
    }
    /// Called when a reference could not be resolved.
    fn note_unresolved(&mut self) {}
    /// A superset of the [`Init::refs`] bits of the variables this
    /// resolver may resolve, plus [`REFS_FINAL`] for final resolution: a
    /// value sharing no bit with it resolves to itself. (All bits unless
    /// known better.)
    fn refs(&self) -> u32 {
        u32::MAX
    }
}

/// Maps names to values; mapped values may refer to each other.
///
/// Maps are small (template arguments, loop variables), so a vector with
/// linear search beats hashing.
#[derive(Default)]
pub struct MapResolver {
    map: Vec<(Rc<str>, Init, bool)>,
    /// The [`name_bit`]s of the names mapped so far.
    refs: u32,
    /// The current record.
    pub cur: Option<CurCtx>,
    /// Final resolution.
    pub fin: bool,
}

impl MapResolver {
    /// A resolver with no mappings.
    pub fn new(cur: Option<CurCtx>) -> Self {
        MapResolver {
            map: Vec::new(),
            refs: 0,
            cur,
            fin: false,
        }
    }
    /// A resolver with room for `n` mappings.
    pub fn with_capacity(cur: Option<CurCtx>, n: usize) -> Self {
        MapResolver {
            map: Vec::with_capacity(n),
            refs: 0,
            cur,
            fin: false,
        }
    }
    /// Maps `name` to `v`.
    pub fn set(&mut self, name: Rc<str>, v: Init) {
        match self.position(&name) {
            Some(i) => {
                let e = &mut self.map[i];
                e.1 = v;
                e.2 = false;
            }
            None => {
                self.refs |= name_bit(&name);
                self.map.push((name, v, false))
            }
        }
    }
    /// The entry of `name` (names are distinct, so one pass suffices): by
    /// pointer (names usually come from the same declaration), else by
    /// text.
    fn position(&self, name: &Rc<str>) -> Option<usize> {
        self.map.iter().position(|e| same_rc_str(&e.0, name))
    }
    /// Resolves the value `v` of entry `i` against the other entries
    /// (LLVM's mutual references among mapped variables), without the
    /// entry itself so that a cycle ends; the entry is then marked
    /// resolved.
    #[inline(never)]
    fn resolve_entry(&mut self, kp: &mut RecordKeeper, i: usize, v: Init) -> Init {
        let entry = self.map.swap_remove(i);
        let r = resolve(kp, &v, self);
        self.map.push((entry.0, r.clone(), true));
        r
    }
    /// Whether `name` is mapped.
    pub fn is_set(&self, name: &str) -> bool {
        self.map.iter().any(|e| &*e.0 == name)
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, kp: &mut RecordKeeper, name: &Rc<str>) -> Option<Init> {
        let i = self.position(name)?;
        let (v, done) = (self.map[i].1.clone(), self.map[i].2);
        if !done && v.is_concrete() {
            // Resolving a concrete value gives it back: no need to take
            // the entry out of the map while resolving it.
            self.map[i].2 = true;
            return Some(v);
        }
        if !done && self.map.len() > 1 {
            return Some(self.resolve_entry(kp, i, v));
        }
        Some(v)
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn cur(&self) -> Option<&CurCtx> {
        self.cur.as_ref()
    }
    fn refs(&self) -> u32 {
        if self.fin {
            self.refs | REFS_FINAL
        } else {
            self.refs
        }
    }
}

/// String equality of shared names, by pointer first (names usually
/// come from the same declaration).
#[inline]
fn same_rc_str(a: &Rc<str>, b: &Rc<str>) -> bool {
    a.len() == b.len() && (std::ptr::eq(a.as_ptr(), b.as_ptr()) || a.as_bytes() == b.as_bytes())
}

/// Resolves references to the fields of one record (final resolution).
pub struct RecordResolver<'a> {
    rec: &'a Record,
    /// Resolved field values, by field index (one slot per field).
    cache: &'a mut Vec<Option<Init>>,
    /// Fields being resolved (empty between top-level calls, so one vector
    /// serves a record's resolvers).
    stack: &'a mut Vec<Rc<str>>,
    cur: &'a CurCtx,
    new_name: Option<&'a Init>,
}

impl Resolver for RecordResolver<'_> {
    fn resolve(&mut self, kp: &mut RecordKeeper, name: &Rc<str>) -> Option<Init> {
        let idx = self.rec.field_index_rc(name);
        if let Some(Some(v)) = idx.and_then(|i| self.cache.get(i)) {
            return Some(v.clone());
        }
        if self.stack.iter().any(|s| same_rc_str(s, name)) {
            return None;
        }
        let mut val = None;
        if let Some(i) = idx {
            let rv = &self.rec.values[i];
            if !rv.value.is_unset() {
                let v = rv.value.clone();
                self.stack.push(name.clone());
                if self.stack.len() > 2000 {
                    kp.set_fatal(Diagnostic::error(
                        self.cur.loc,
                        "field references nest too deeply",
                    ));
                    self.stack.pop();
                    return None;
                }
                val = Some(resolve(kp, &v, self));
                self.stack.pop();
            }
        } else if let (Some(nn), Some(cur_name)) = (self.new_name, self.rec.name.as_str()) {
            if cur_name == name {
                val = Some(nn.clone());
            }
        }
        if let Some(slot) = idx.and_then(|i| self.cache.get_mut(i)) {
            *slot = val.clone();
        }
        val
    }
    fn is_final(&self) -> bool {
        true
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
    fn cur(&self) -> Option<&CurCtx> {
        Some(self.cur)
    }
}

/// Hides some names from an inner resolver (for `!foreach`, `!foldl`).
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadow: &'a [Rc<str>],
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, kp: &mut RecordKeeper, name: &Rc<str>) -> Option<Init> {
        if self.shadow.iter().any(|s| same_rc_str(s, name)) {
            return None;
        }
        self.inner.resolve(kp, name)
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn keep_unset_bits(&self) -> bool {
        self.inner.keep_unset_bits()
    }
    fn cur(&self) -> Option<&CurCtx> {
        self.inner.cur()
    }
    fn note_unresolved(&mut self) {
        self.inner.note_unresolved()
    }
    fn refs(&self) -> u32 {
        self.inner.refs()
    }
}

/// Records whether any reference stayed unresolved.
pub struct TrackUnresolved<'a> {
    inner: Option<&'a mut dyn Resolver>,
    /// Set when a reference could not be resolved.
    pub found: bool,
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, kp: &mut RecordKeeper, name: &Rc<str>) -> Option<Init> {
        let mut out = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            out = inner.resolve(kp, name);
            if let Some(v) = &out {
                if !self.found {
                    let mut sub = TrackUnresolved {
                        inner: None,
                        found: false,
                    };
                    resolve(kp, v, &mut sub);
                    self.found |= sub.found;
                }
            }
        }
        if out.is_none() {
            self.found = true;
        }
        out
    }
    fn is_final(&self) -> bool {
        self.inner.as_ref().is_some_and(|r| r.is_final())
    }
    fn cur(&self) -> Option<&CurCtx> {
        self.inner.as_ref().and_then(|r| r.cur())
    }
}

// ------------------------------------------------------------ resolution

/// Resolves a record's name, fields and assertions with `r`.
pub fn resolve_record(kp: &mut RecordKeeper, rec: &mut Record, r: &mut dyn Resolver) {
    let nn = resolve(kp, &rec.name, r);
    rec.name = nn;
    for i in 0..rec.values.len() {
        let v = rec.values[i].value.clone();
        let nv = resolve(kp, &v, r);
        // An unchanged value already has the field's type.
        if !nv.ptr_eq(&v) {
            set_field_after_resolve(kp, rec, i, nv);
        }
    }
    if let Some(extra) = rec.extra.as_deref_mut() {
        for a in extra.assertions.iter_mut() {
            a.cond = resolve(kp, &a.cond, r);
            a.msg = resolve(kp, &a.msg, r);
        }
        for d in extra.dumps.iter_mut() {
            d.1 = resolve(kp, &d.1, r);
        }
    }
}

fn set_field_after_resolve(kp: &mut RecordKeeper, rec: &mut Record, i: usize, nv: Init) {
    let ty = rec.values[i].ty.clone();
    match set_value_cast(kp, &nv, &ty) {
        Some(x) => rec.values[i].value = x,
        None => {
            let tys = nv
                .ty()
                .map(|t| format!("of type '{}' ", t.to_str()))
                .unwrap_or_default();
            let msg = format!(
                "Invalid value {}found when setting field '{}' of type '{}' after resolving references: {}",
                tys,
                rec.values[i].name,
                ty.to_str(),
                nv.to_unquoted()
            );
            kp.set_fatal(Diagnostic::error(rec.loc(), msg));
        }
    }
}

/// LLVM's `RecordVal::setValue`: cast to the field type, expanding bits.
pub fn set_value_cast(kp: &mut RecordKeeper, v: &Init, ty: &Ty) -> Option<Init> {
    let c = cast_to(kp, v, ty)?;
    if let Ty::Bits(n) = ty {
        if !matches!(c.kind(), InitKind::Bits(_)) {
            return Some(Init::bits((0..*n).map(|i| c.get_bit(i)).collect()));
        }
    }
    Some(c)
}

/// Final resolution of a record against its own fields
/// (`Record::resolveReferences(NewName)`).
pub fn resolve_record_final(kp: &mut RecordKeeper, rec: &mut Record, new_name: Option<Init>) {
    if rec.values.is_empty() && rec.extra.is_none() {
        // Nothing to resolve (a plain `def A;`, most of a million of them).
        if let Some(nn) = new_name {
            rec.name = nn;
        }
        return;
    }
    // The resolver's vectors come from (and go back to) the keeper's
    // spares: this runs for every record.
    let (mut cache, mut stack) = kp.final_scratch.pop().unwrap_or_default();
    cache.resize(rec.values.len(), None);
    if let Some(nn) = &new_name {
        rec.name = nn.clone();
    }
    let cur = CurCtx::of(kp, rec);
    for i in 0..rec.values.len() {
        let v = rec.values[i].value.clone();
        let nv = {
            let mut rr = RecordResolver {
                rec: &*rec,
                cache: &mut cache,
                stack: &mut stack,
                cur: &cur,
                new_name: new_name.as_ref(),
            };
            resolve(kp, &v, &mut rr)
        };
        if !nv.ptr_eq(&v) {
            set_field_after_resolve(kp, rec, i, nv);
        }
    }
    // (Taken out while the record is read by the resolver, put back after.)
    let (assertions, dumps) = match rec.extra.as_deref_mut() {
        Some(x) => (
            std::mem::take(&mut x.assertions),
            std::mem::take(&mut x.dumps),
        ),
        None => (Vec::new(), Vec::new()),
    };
    let mut out = Vec::with_capacity(assertions.len());
    for mut a in assertions {
        let mut rr = RecordResolver {
            rec: &*rec,
            cache: &mut cache,
            stack: &mut stack,
            cur: &cur,
            new_name: new_name.as_ref(),
        };
        a.cond = resolve(kp, &a.cond, &mut rr);
        a.msg = resolve(kp, &a.msg, &mut rr);
        out.push(a);
    }
    let mut outd = Vec::with_capacity(dumps.len());
    for (l, d) in dumps {
        let mut rr = RecordResolver {
            rec: &*rec,
            cache: &mut cache,
            stack: &mut stack,
            cur: &cur,
            new_name: new_name.as_ref(),
        };
        outd.push((l, resolve(kp, &d, &mut rr)));
    }
    if let Some(x) = rec.extra.as_deref_mut() {
        x.assertions = out;
        x.dumps = outd;
    }
    cache.clear();
    stack.clear();
    kp.final_scratch.push((cache, stack));
}

/// Resolves references in `v` (LLVM's `resolveReferences`).
#[inline(always)]
pub fn resolve(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    // A concrete value has nothing to resolve (and resolving it would give
    // back the same value); checked inline, before any call.
    if v.is_concrete() {
        return v.clone();
    }
    resolve_nonconcrete(kp, v, r)
}
