//! Type conversion, folding of operators and resolution of references
//! (LLVM's `convertInitializerTo`, `getCastTo`, `Fold` and
//! `resolveReferences`, with its resolvers).

use super::record::{Record, RecordKeeper};
use super::value::*;
use crate::diag::{Diagnostic, Loc};
use std::rc::Rc;

/// Longest string an operator may build (guards against exponential growth).
pub const MAX_STRING: usize = 64 << 20;
/// Most elements an operator may build into one list.
pub const MAX_LIST: i64 = 1 << 22;

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

// ------------------------------------------------------------ conversions

fn can_fit(v: i64, n: u32) -> bool {
    if n == 0 {
        return v == 0;
    }
    n >= 64 || (v >> n) == 0 || (v >> (n - 1)) == -1
}

/// LLVM's `convertInitializerTo`.
pub fn convert_to(kp: &RecordKeeper, v: &Init, ty: &Ty) -> Option<Init> {
    match v.kind() {
        InitKind::Unset => Some(v.clone()),
        InitKind::Bit(b) => match ty {
            Ty::Bit => Some(v.clone()),
            Ty::Int => Some(Init::int(*b as i64)),
            Ty::Bits(1) => Some(Init::bits(vec![v.clone()])),
            _ => None,
        },
        InitKind::Bits(bits) => match ty {
            Ty::Bit => (bits.len() == 1).then(|| bits[0].clone()),
            Ty::Bits(n) => (*n as usize == bits.len()).then(|| v.clone()),
            Ty::Int => as_int(v).map(Init::int),
            _ => None,
        },
        InitKind::Int(x) => match ty {
            Ty::Int => Some(v.clone()),
            Ty::Bit => (*x == 0 || *x == 1).then(|| Init::bit(*x != 0)),
            Ty::Bits(n) => {
                if !can_fit(*x, *n) {
                    return None;
                }
                Some(Init::bits(
                    (0..*n)
                        .map(|i| Init::bit(i < 64 && (x >> i) & 1 == 1))
                        .collect(),
                ))
            }
            _ => None,
        },
        InitKind::Str { .. } => matches!(ty, Ty::String).then(|| v.clone()),
        InitKind::List { elems, elem_ty } => {
            let Ty::List(target) = ty else { return None };
            if **target == *elem_ty {
                return Some(v.clone());
            }
            let mut changed = false;
            let mut out = Vec::with_capacity(elems.len());
            for e in elems {
                let c = convert_to(kp, e, target)?;
                if !c.ptr_eq(e) {
                    changed = true;
                }
                out.push(c);
            }
            if !changed {
                return Some(v.clone());
            }
            Some(Init::list(out, (**target).clone()))
        }
        InitKind::Def { ty: dty, .. } => {
            if let Ty::Rec(_) = ty {
                if dty.convertible_to(ty, kp) {
                    return Some(v.clone());
                }
            }
            None
        }
        _ => {
            let vt = v.ty()?;
            if vt == *ty || vt.is_a(ty, kp) {
                return Some(v.clone());
            }
            if vt == Ty::Bit && *ty == Ty::Bits(1) {
                return Some(Init::bits(vec![v.clone()]));
            }
            None
        }
    }
}

/// LLVM's `getCastTo`.
pub fn cast_to(kp: &mut RecordKeeper, v: &Init, ty: &Ty) -> Option<Init> {
    // A value already of the type (checked without building its type).
    if v.has_type(ty) {
        return Some(v.clone());
    }
    let Some(vt) = v.ty() else {
        return Some(v.clone());
    };
    if vt == *ty || vt.is_a(ty, kp) {
        return Some(v.clone());
    }
    if let Some(c) = convert_to(kp, v, ty) {
        return Some(c);
    }
    if !vt.convertible_to(ty, kp) {
        return None;
    }
    let u = Init::new(InitKind::Un {
        op: UnOp::Cast,
        arg: v.clone(),
        ty: ty.clone(),
    });
    Some(fold(kp, &u, None, false))
}

/// LLVM's `convertInitializerBitRange`.
pub fn bit_range(v: &Init, bits: &[u32]) -> Option<Init> {
    match v.kind() {
        InitKind::Bits(b) => {
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                out.push(b.get(i as usize)?.clone());
            }
            Some(Init::bits(out))
        }
        InitKind::Int(x) => {
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                if i >= 64 {
                    return None;
                }
                out.push(Init::bit((x >> i) & 1 == 1));
            }
            Some(Init::bits(out))
        }
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Str { .. }
        | InitKind::List { .. }
        | InitKind::Dag { .. } => None,
        _ => {
            let Some(Ty::Bits(n)) = v.ty() else {
                return None;
            };
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                if i >= n {
                    return None;
                }
                out.push(Init::new(InitKind::VarBit {
                    var: v.clone(),
                    bit: i,
                }));
            }
            Some(Init::bits(out))
        }
    }
}

/// The value as an integer (what converting it to `int` gives), without
/// building the converted value.
fn as_int(v: &Init) -> Option<i64> {
    match v.kind() {
        InitKind::Int(x) => Some(*x),
        InitKind::Bit(b) => Some(*b as i64),
        InitKind::Bits(bits) => {
            let mut r: i64 = 0;
            for (i, b) in bits.iter().enumerate() {
                match b.kind() {
                    InitKind::Bit(x) => {
                        if *x && i < 64 {
                            r |= 1i64 << i;
                        }
                    }
                    _ => return None,
                }
            }
            Some(r)
        }
        _ => None,
    }
}

fn fatal(kp: &mut RecordKeeper, cur: Option<&CurCtx>, msg: String) {
    let loc = cur.map(|c| c.loc).unwrap_or(Loc {
        file: crate::diag::FileId(0),
        offset: 0,
    });
    kp.set_fatal(Diagnostic::error(loc, msg));
}

// ------------------------------------------------------------ folding

/// The operator value being folded, built only when folding leaves it as
/// it is (or an error message prints it): resolution folds new operands
/// without first allocating the node they would form.
type Unfolded<'a> = &'a dyn Fn() -> Init;

/// Folds an operator value (LLVM's `Fold`); other values are returned as is.
pub fn fold(kp: &mut RecordKeeper, v: &Init, cur: Option<&CurCtx>, is_final: bool) -> Init {
    match v.kind() {
        InitKind::Un { op, arg, ty } => fold_un(kp, &|| v.clone(), *op, arg, ty, cur, is_final),
        InitKind::Bin { op, lhs, rhs, ty } => fold_bin(kp, &|| v.clone(), *op, lhs, rhs, ty, cur),
        InitKind::Tern {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } => fold_tern(kp, &|| v.clone(), *op, lhs, mhs, rhs, ty, cur),
        InitKind::Foldl {
            start,
            list,
            a,
            b,
            expr,
            ..
        } => fold_foldl(kp, &|| v.clone(), start, list, a, b, expr, cur),
        InitKind::IsA { check, expr } => fold_isa(kp, &|| v.clone(), check, expr),
        InitKind::Exists { check, expr } => {
            fold_exists(kp, &|| v.clone(), check, expr, cur, is_final)
        }
        InitKind::Cond { conds, vals, ty } => fold_cond(kp, &|| v.clone(), conds, vals, ty, cur),
        InitKind::Field { rec, field, .. } => fold_field(kp, &|| v.clone(), rec, field, cur),
        InitKind::VarDef { args, .. } => {
            let mut t = TrackUnresolved {
                inner: None,
                found: false,
            };
            for a in args {
                resolve(kp, a.value(), &mut t);
            }
            if !t.found {
                return instantiate(kp, v);
            }
            v.clone()
        }
        _ => v.clone(),
    }
}

/// Folds `!foldl` (LLVM's `FoldOpInit::Fold`).
#[allow(clippy::too_many_arguments)]
fn fold_foldl(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    start: &Init,
    list: &Init,
    a: &Init,
    b: &Init,
    expr: &Init,
    cur: Option<&CurCtx>,
) -> Init {
    let Some(elems) = list.as_list() else {
        return v();
    };
    let (an, bn) = (name_of(a), name_of(b));
    let mut acc = start.clone();
    // One resolver for all steps: setting both names each step clears
    // what it cached.
    let mut r = MapResolver::with_capacity(cur.cloned(), 2);
    for e in elems {
        r.set(an.clone(), acc);
        r.set(bn.clone(), e.clone());
        acc = resolve(kp, expr, &mut r);
    }
    acc
}

/// Folds `!isa<check>(expr)` (LLVM's `IsAOpInit::Fold`).
fn fold_isa(kp: &mut RecordKeeper, v: Unfolded<'_>, check: &Ty, expr: &Init) -> Init {
    if let InitKind::Def { ty: dty, .. } = expr.kind() {
        // (What the general case below gives for a def, without copying
        // its type or testing the reverse conversion.)
        return Init::int(dty.convertible_to(check, kp) as i64);
    }
    if let Some(t) = expr.ty() {
        if t.convertible_to(check, kp) {
            return Init::int(1);
        }
        if let Ty::Rec(_) = check {
            if !check.convertible_to(&t, kp) || matches!(expr.kind(), InitKind::Def { .. }) {
                return Init::int(0);
            }
        } else {
            return Init::int(0);
        }
    }
    v()
}

/// Folds `!exists<check>(expr)` (LLVM's `ExistsOpInit::Fold`).
fn fold_exists(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    check: &Ty,
    expr: &Init,
    cur: Option<&CurCtx>,
    is_final: bool,
) -> Init {
    if let Some(name) = expr.as_str() {
        if let Some(&id) = kp.defs.get(name) {
            let t = kp.def_type(id);
            return Init::int(t.is_a(check, kp) as i64);
        }
        if let Some(c) = cur {
            if c.name.as_deref() == Some(&**name) {
                if !is_final {
                    return v();
                }
                return Init::int(c.ty.is_a(check, kp) as i64);
            }
        }
        if is_final {
            return Init::int(0);
        }
    }
    v()
}

/// Folds `!cond` (LLVM's `CondOpInit::Fold`).
fn fold_cond(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    conds: &[Init],
    vals: &[Init],
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    for (c, val) in conds.iter().zip(vals) {
        match as_int(c) {
            Some(x) => {
                if x != 0 {
                    return convert_to(kp, val, ty).unwrap_or_else(|| val.clone());
                }
            }
            None => return v(),
        }
    }
    let name = cur.and_then(|c| c.name.clone()).unwrap_or_default();
    let v = v();
    fatal(
        kp,
        cur,
        format!(
            "{} does not have any true condition in:{}",
            name,
            v.to_str()
        ),
    );
    v
}

/// Folds `rec.field` (LLVM's `FieldInit::Fold`).
fn fold_field(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    rec: &Init,
    field: &Rc<str>,
    cur: Option<&CurCtx>,
) -> Init {
    if let Some(d) = rec.as_def() {
        if let Some(c) = cur {
            if c.id == d.id {
                fatal(
                    kp,
                    cur,
                    format!(
                        "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                        field, d.name
                    ),
                );
                return v();
            }
        }
        let r = kp.record(d.id);
        if let Some(i) = r.field_index_rc(field) {
            let fv = &r.values[i].value;
            if fv.is_concrete() {
                return fv.clone();
            }
        }
    }
    v()
}

fn name_of(v: &Init) -> Rc<str> {
    match v.as_str() {
        Some(s) => s.clone(),
        None => Rc::from(v.to_unquoted().as_str()),
    }
}

fn fold_un(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: UnOp,
    lhs: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
    is_final: bool,
) -> Init {
    match op {
        UnOp::Repr => {
            if lhs.is_concrete() {
                if let Some(d) = lhs.as_def() {
                    let mut s = String::new();
                    super::print::print_record(kp, kp.record(d.id), &mut s);
                    return Init::string(s);
                }
                return Init::string(lhs.to_str());
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Some(s) = lhs.as_str() {
                let r = if op == UnOp::ToLower {
                    s.to_ascii_lowercase()
                } else {
                    s.to_ascii_uppercase()
                };
                return Init::string(r);
            }
        }
        UnOp::Cast => {
            if *ty == Ty::String {
                if lhs.as_str().is_some() {
                    return lhs.clone();
                }
                if let Some(d) = lhs.as_def() {
                    return Init::string(d.name.clone());
                }
                if let Some(i) = as_int(lhs) {
                    return Init::string(i.to_string());
                }
            } else if let Ty::Rec(_) = ty {
                if let Some(name) = lhs.as_str() {
                    let mut def: Option<Init> = kp.defs.get(name).map(|&id| kp.def_init(id));
                    if def.is_none() {
                        if let Some(c) = cur {
                            if c.name.as_deref() == Some(&**name) {
                                if !is_final {
                                    return v();
                                }
                                def = Some(Init::new(InitKind::Def {
                                    rec: RecRef {
                                        id: c.id,
                                        name: name.clone(),
                                    },
                                    ty: c.ty.clone(),
                                }));
                            }
                        }
                    }
                    let Some(d) = def else {
                        if is_final {
                            fatal(
                                kp,
                                cur,
                                format!("Undefined reference to record: '{}'", name),
                            );
                        }
                        return v();
                    };
                    let dt = d.ty().expect("def type");
                    if !dt.is_a(ty, kp) {
                        fatal(
                            kp,
                            cur,
                            format!(
                                "Expected type '{}', got '{}' in: {}",
                                ty.to_str(),
                                dt.to_str(),
                                v().to_str()
                            ),
                        );
                    }
                    return d;
                }
            }
            if let Some(c) = convert_to(kp, lhs, ty) {
                return c;
            }
        }
        UnOp::Not => {
            if let Some(i) = as_int(lhs) {
                return Init::int((i == 0) as i64);
            }
        }
        UnOp::Head | UnOp::Tail => {
            if let Some(l) = lhs.as_list() {
                if l.is_empty() {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "empty list argument in {}",
                            if op == UnOp::Head { "!head" } else { "!tail" }
                        ),
                    );
                    return v();
                }
                if op == UnOp::Head {
                    return l[0].clone();
                }
                let InitKind::List { elem_ty, .. } = lhs.kind() else {
                    unreachable!()
                };
                return Init::list(l[1..].to_vec(), elem_ty.clone());
            }
        }
        UnOp::Size | UnOp::Empty => {
            let n = match lhs.kind() {
                InitKind::List { elems, .. } => Some(elems.len()),
                InitKind::Dag { args, .. } => Some(args.len()),
                InitKind::Str { s, .. } => Some(s.len()),
                _ => None,
            };
            if let Some(n) = n {
                return Init::int(if op == UnOp::Size {
                    n as i64
                } else {
                    (n == 0) as i64
                });
            }
        }
        UnOp::GetDagOp => {
            if let InitKind::Dag { op: dop, .. } = lhs.kind() {
                let Some(d) = dop.as_def() else {
                    fatal(kp, cur, "Expected record as operator".into());
                    return v();
                };
                let dt = kp.def_type(d.id);
                if !dt.is_a(ty, kp) {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "Expected type '{}', got '{}' in: {}",
                            ty.to_str(),
                            dt.to_str(),
                            v().to_str()
                        ),
                    );
                    return v();
                }
                return dop.clone();
            }
        }
        UnOp::Log2 => {
            if let Some(i) = as_int(lhs) {
                if i <= 0 {
                    fatal(kp, cur, "Illegal operation: logtwo is undefined on arguments less than or equal to 0".into());
                    return v();
                }
                return Init::int(63 - i.leading_zeros() as i64);
            }
        }
    }
    v()
}

fn compare(op: BinOp, l: &Init, r: &Init) -> Option<bool> {
    if let (Some(a), Some(b)) = (as_int(l), as_int(r)) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if let (Some(a), Some(b)) = (l.as_str(), r.as_str()) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if matches!(op, BinOp::Eq | BinOp::Ne) {
        if let (Some(a), Some(b)) = (l.as_def(), r.as_def()) {
            return Some((a.id == b.id) == (op == BinOp::Eq));
        }
    }
    None
}

/// The operator, its name and the named arguments of a dag.
type DagParts<'a> = (
    &'a Init,
    &'a Option<Rc<str>>,
    &'a Vec<(Init, Option<Rc<str>>)>,
);

fn dag_parts(v: &Init) -> Option<DagParts<'_>> {
    match v.kind() {
        InitKind::Dag { op, name, args } => Some((op, name, args)),
        _ => None,
    }
}

fn dag_arg_index(
    kp: &mut RecordKeeper,
    cur: Option<&CurCtx>,
    args: &[(Init, Option<Rc<str>>)],
    key: &Init,
    what: &str,
) -> Option<usize> {
    if let Some(i) = key.as_int() {
        if i < 0 {
            fatal(kp, cur, format!("{} index {} is negative", what, i));
            return None;
        }
        if i as usize >= args.len() {
            fatal(
                kp,
                cur,
                format!(
                    "{} index {} is out of range (dag has {} arguments)",
                    what,
                    i,
                    args.len()
                ),
            );
            return None;
        }
        return Some(i as usize);
    }
    let name = key.as_str()?;
    let pos = args.iter().position(|(_, n)| n.as_deref() == Some(&**name));
    if pos.is_none() {
        fatal(kp, cur, format!("{} key '{}' is not found", what, name));
    }
    pos
}

#[allow(clippy::too_many_arguments)]
fn fold_bin(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: BinOp,
    l: &Init,
    r: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    match op {
        BinOp::Concat => {
            if let (Some((lop, _, largs)), Some((rop, _, rargs))) = (dag_parts(l), dag_parts(r)) {
                let ld = lop.as_def();
                let rd = rop.as_def();
                if (ld.is_none() && !lop.is_unset()) || (rd.is_none() && !rop.is_unset()) {
                    return v();
                }
                if let (Some(a), Some(b)) = (ld, rd) {
                    if a.id != b.id {
                        fatal(
                            kp,
                            cur,
                            format!(
                                "Concatenated Dag operators do not match: '{}' vs. '{}'",
                                l.to_str(),
                                r.to_str()
                            ),
                        );
                        return v();
                    }
                }
                let op = if ld.is_some() {
                    lop.clone()
                } else if rd.is_some() {
                    rop.clone()
                } else {
                    Init::unset()
                };
                if largs.len() + rargs.len() > MAX_LIST as usize {
                    fatal(
                        kp,
                        cur,
                        format!("!con result has more than {} arguments", MAX_LIST),
                    );
                    return v();
                }
                let mut args = largs.clone();
                args.extend(rargs.iter().cloned());
                return Init::new(InitKind::Dag {
                    op,
                    name: None,
                    args,
                });
            }
        }
        BinOp::ListConcat => {
            if let (Some(a), Some(b)) = (l.as_list(), r.as_list()) {
                if a.len() + b.len() > MAX_LIST as usize {
                    fatal(
                        kp,
                        cur,
                        format!("!listconcat result has more than {} elements", MAX_LIST),
                    );
                    return v();
                }
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let mut out = a.to_vec();
                out.extend(b.iter().cloned());
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::ListSplat => {
            if let (Some(t), Some(n)) = (l.ty(), r.as_int()) {
                if n > MAX_LIST {
                    fatal(kp, cur, format!("!listsplat count {} is too large", n));
                    return v();
                }
                return Init::list(vec![l.clone(); n.max(0) as usize], t);
            }
        }
        BinOp::ListRemove => {
            if let (Some(a), Some(b)) = (l.as_list(), r.as_list()) {
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let out: Vec<Init> = a
                    .iter()
                    .filter(|x| !b.iter().any(|y| compare(BinOp::Eq, x, y) == Some(true)))
                    .cloned()
                    .collect();
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::ListElem => {
            if let (Some(a), Some(i)) = (l.as_list(), r.as_int()) {
                if i >= 0 && (i as usize) < a.len() {
                    return a[i as usize].clone();
                }
            }
        }
        BinOp::ListSlice => {
            if let (Some(a), Some(idx)) = (l.as_list(), r.as_list()) {
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let mut out = Vec::with_capacity(idx.len());
                for i in idx {
                    match i.as_int() {
                        Some(i) if i >= 0 && (i as usize) < a.len() => {
                            out.push(a[i as usize].clone())
                        }
                        _ => return v(),
                    }
                }
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::RangeC => {
            if let (Some(a), Some(b)) = (l.as_int(), r.as_int()) {
                if a.abs_diff(b) > MAX_LIST as u64 {
                    fatal(kp, cur, "range is too large".into());
                    return v();
                }
                let out: Vec<Init> = if a <= b {
                    (a..=b).map(Init::int).collect()
                } else {
                    (b..=a).rev().map(Init::int).collect()
                };
                return Init::list(out, Ty::Int);
            }
        }
        BinOp::StrConcat => {
            if let (InitKind::Str { s: a, code: c1 }, InitKind::Str { s: b, code: c2 }) =
                (l.kind(), r.kind())
            {
                if a.len() + b.len() > MAX_STRING {
                    fatal(
                        kp,
                        cur,
                        format!("!strconcat result is longer than {} bytes", MAX_STRING),
                    );
                    return v();
                }
                return Init::string_fmt(join_rc(&[a, b]), *c1 || *c2);
            }
        }
        BinOp::Interleave => {
            if let (InitKind::List { elems, elem_ty }, Some(delim)) = (l.kind(), r.as_str()) {
                let mut out = String::new();
                let mut code = false;
                for (i, e) in elems.iter().enumerate() {
                    if out.len() > MAX_STRING {
                        fatal(
                            kp,
                            cur,
                            format!("!interleave result is longer than {} bytes", MAX_STRING),
                        );
                        return v();
                    }
                    if i > 0 {
                        out.push_str(delim);
                    }
                    if *elem_ty == Ty::String {
                        match e.kind() {
                            InitKind::Str { s, code: c } => {
                                out.push_str(s);
                                if i > 0 {
                                    code |= *c;
                                }
                            }
                            _ => return v(),
                        }
                    } else {
                        match as_int(e) {
                            Some(x) => out.push_str(&x.to_string()),
                            None => return v(),
                        }
                    }
                }
                return Init::string_fmt(out, code);
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(b) = compare(op, l, r) {
                return Init::bit(b);
            }
        }
        BinOp::GetDagArg => {
            if let Some((_, _, args)) = dag_parts(l) {
                if r.as_int().is_some() || r.as_str().is_some() {
                    let Some(i) = dag_arg_index(kp, cur, args, r, "!getdagarg") else {
                        return v();
                    };
                    let a = args[i].0.clone();
                    if let Some(t) = a.ty() {
                        if !t.convertible_to(ty, kp) {
                            return Init::unset();
                        }
                    }
                    return a;
                }
            }
        }
        BinOp::GetDagName => {
            if let (Some((_, _, args)), Some(i)) = (dag_parts(l), r.as_int()) {
                if i < 0 || i as usize >= args.len() {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!getdagname index is out of range 0...{}: {}",
                            args.len() as i64 - 1,
                            i
                        ),
                    );
                    return v();
                }
                return match &args[i as usize].1 {
                    Some(n) => Init::string(n.clone()),
                    None => Init::unset(),
                };
            }
        }
        BinOp::SetDagOp => {
            if let (Some((_, _, args)), Some(_)) = (dag_parts(l), r.as_def()) {
                return Init::new(InitKind::Dag {
                    op: r.clone(),
                    name: None,
                    args: args.clone(),
                });
            }
        }
        _ => {
            if let (Some(a), Some(b)) = (as_int(l), as_int(r)) {
                let res = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div => {
                        if b == 0 {
                            fatal(kp, cur, "Illegal operation: division by zero".into());
                            return v();
                        }
                        if a == i64::MIN && b == -1 {
                            fatal(kp, cur, "Illegal operation: INT64_MIN / -1".into());
                            return v();
                        }
                        a / b
                    }
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                return Init::int(res);
            }
        }
    }
    v()
}

/// Resolves `expr` with `var` bound to `item` (`r` binds only `var`, and
/// is reused from item to item).
fn item_apply(
    kp: &mut RecordKeeper,
    r: &mut MapResolver,
    var: &Rc<str>,
    item: &Init,
    expr: &Init,
) -> Init {
    r.set(var.clone(), item.clone());
    resolve(kp, expr, r)
}

fn foreach_dag(
    kp: &mut RecordKeeper,
    r: &mut MapResolver,
    var: &Rc<str>,
    d: &Init,
    expr: &Init,
) -> Init {
    let (op, _, args) = dag_parts(d).expect("dag");
    let mut changed = false;
    let nop = item_apply(kp, r, var, op, expr);
    if !nop.ptr_eq(op) {
        changed = true;
    }
    let mut nargs = Vec::with_capacity(args.len());
    for (a, n) in args {
        let na = if dag_parts(a).is_some() {
            foreach_dag(kp, r, var, a, expr)
        } else {
            item_apply(kp, r, var, a, expr)
        };
        if !na.ptr_eq(a) {
            changed = true;
        }
        nargs.push((na, n.clone()));
    }
    if changed {
        Init::new(InitKind::Dag {
            op: nop,
            name: None,
            args: nargs,
        })
    } else {
        d.clone()
    }
}

#[allow(clippy::too_many_arguments)]
fn fold_tern(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: TernOp,
    l: &Init,
    m: &Init,
    r: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    match op {
        TernOp::Subst => {
            if let (Some(a), Some(b), Some(c)) = (l.as_def(), m.as_def(), r.as_def()) {
                let _ = b;
                return if a.name == c.name {
                    m.clone()
                } else {
                    r.clone()
                };
            }
            if let (
                InitKind::Var { name: a, .. },
                InitKind::Var { name: b, .. },
                InitKind::Var { name: c, .. },
            ) = (l.kind(), m.kind(), r.kind())
            {
                let n = if a == c { b.clone() } else { c.clone() };
                return Init::var(n, ty.clone());
            }
            if let (Some(a), Some(b), Some(c)) = (l.as_str(), m.as_str(), r.as_str()) {
                let mut val = c.to_string();
                if !a.is_empty() {
                    let mut idx = 0;
                    while let Some(f) = val[idx..].find(&**a) {
                        if val.len() > MAX_STRING {
                            fatal(
                                kp,
                                cur,
                                format!("!subst result is longer than {} bytes", MAX_STRING),
                            );
                            return v();
                        }
                        let f = idx + f;
                        val.replace_range(f..f + a.len(), b);
                        idx = f + b.len();
                    }
                } else {
                    // LLVM finds the empty string at every position; it inserts
                    // the replacement before each character.
                    let mut out = String::new();
                    for ch in val.chars() {
                        out.push_str(b);
                        out.push(ch);
                    }
                    out.push_str(b);
                    val = out;
                }
                return Init::string(val);
            }
        }
        TernOp::Foreach => {
            let var = name_of(l);
            let mut res = MapResolver::with_capacity(cur.cloned(), 1);
            if dag_parts(m).is_some() {
                return foreach_dag(kp, &mut res, &var, m, r);
            }
            if let Some(items) = m.as_list() {
                let out: Vec<Init> = items
                    .iter()
                    .map(|it| item_apply(kp, &mut res, &var, it, r))
                    .collect();
                return Init::list(out, ty.elem().cloned().unwrap_or(Ty::Int));
            }
        }
        TernOp::Filter => {
            let var = name_of(l);
            if let Some(items) = m.as_list() {
                let mut res = MapResolver::with_capacity(cur.cloned(), 1);
                let mut out = Vec::new();
                for it in items {
                    let inc = item_apply(kp, &mut res, &var, it, r);
                    match as_int(&inc) {
                        Some(x) => {
                            if x != 0 {
                                out.push(it.clone());
                            }
                        }
                        None => return v(),
                    }
                }
                return Init::list(out, ty.elem().cloned().unwrap_or(Ty::Int));
            }
        }
        TernOp::If => {
            if let Some(x) = as_int(l) {
                return if x != 0 { m.clone() } else { r.clone() };
            }
        }
        TernOp::Dag => {
            let ml = m.as_list();
            let rl = r.as_list();
            let mok = ml.is_some() || m.is_unset();
            let rok = rl.is_some() || r.is_unset();
            if m.is_unset() && r.is_unset() {
                return v();
            }
            if mok
                && rok
                && (ml.is_none() || rl.is_none() || ml.map(|x| x.len()) == rl.map(|x| x.len()))
            {
                let n = ml.map(|x| x.len()).or(rl.map(|x| x.len())).unwrap_or(0);
                let mut args = Vec::with_capacity(n);
                for i in 0..n {
                    let node = ml.map(|x| x[i].clone()).unwrap_or_else(Init::unset);
                    let name = rl.map(|x| x[i].clone()).unwrap_or_else(Init::unset);
                    if name.as_str().is_none() && !name.is_unset() {
                        return v();
                    }
                    args.push((node, name.as_str().cloned()));
                }
                return Init::new(InitKind::Dag {
                    op: l.clone(),
                    name: None,
                    args,
                });
            }
        }
        TernOp::Range => {
            if let (Some(s), Some(e), Some(st)) = (l.as_int(), m.as_int(), r.as_int()) {
                if st == 0 {
                    fatal(kp, cur, "Step of !range can't be 0".into());
                    return v();
                }
                let count = if (s < e && st > 0) || (s > e && st < 0) {
                    ((e as i128 - s as i128) / st as i128).unsigned_abs()
                } else {
                    0
                };
                if count > MAX_LIST as u128 {
                    fatal(kp, cur, "!range is too large".into());
                    return v();
                }
                let mut out = Vec::new();
                if s < e && st > 0 {
                    let mut i = s;
                    while i < e {
                        out.push(Init::int(i));
                        i = match i.checked_add(st) {
                            Some(x) => x,
                            None => break,
                        };
                    }
                } else if s > e && st < 0 {
                    let mut i = s;
                    while i > e {
                        out.push(Init::int(i));
                        i = match i.checked_add(st) {
                            Some(x) => x,
                            None => break,
                        };
                    }
                }
                return Init::list(out, Ty::Int);
            }
        }
        TernOp::Substr => {
            if let (InitKind::Str { s, code }, Some(start), Some(len)) =
                (l.kind(), m.as_int(), r.as_int())
            {
                let size = s.len() as i64;
                if start < 0 || start > size {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!substr start position is out of range 0...{}: {}",
                            size, start
                        ),
                    );
                    return v();
                }
                if len < 0 {
                    fatal(kp, cur, "!substr length must be nonnegative".into());
                    return v();
                }
                let end = (start as u64).saturating_add(len as u64).min(size as u64) as usize;
                let sub = s
                    .get(start as usize..end)
                    .map(|x| x.to_string())
                    .unwrap_or_else(|| {
                        String::from_utf8_lossy(&s.as_bytes()[start as usize..end]).into_owned()
                    });
                return Init::string_fmt(sub, *code);
            }
        }
        TernOp::Find => {
            if let (Some(src), Some(pat), Some(start)) = (l.as_str(), m.as_str(), r.as_int()) {
                let size = src.len() as i64;
                if start < 0 || start > size {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!find start position is out of range 0...{}: {}",
                            size, start
                        ),
                    );
                    return v();
                }
                let hay = &src.as_bytes()[start as usize..];
                let pos = if pat.is_empty() {
                    Some(0)
                } else {
                    hay.windows(pat.len()).position(|w| w == pat.as_bytes())
                };
                return Init::int(pos.map_or(-1, |p| p as i64 + start));
            }
        }
        TernOp::SetDagArg | TernOp::SetDagName => {
            if let Some((dop, dname, args)) = dag_parts(l) {
                if m.as_int().is_some() || m.as_str().is_some() {
                    let what = if op == TernOp::SetDagArg {
                        "!setdagarg"
                    } else {
                        "!setdagname"
                    };
                    let Some(i) = dag_arg_index(kp, cur, args, m, what) else {
                        return v();
                    };
                    let mut nargs = args.clone();
                    if op == TernOp::SetDagArg {
                        nargs[i].0 = r.clone();
                    } else {
                        nargs[i].1 = r.as_str().cloned();
                    }
                    return Init::new(InitKind::Dag {
                        op: dop.clone(),
                        name: dname.clone(),
                        args: nargs,
                    });
                }
            }
        }
    }
    v()
}

// ------------------------------------------------------------ anonymous instances

/// Instantiates `Class<args>` as an anonymous def (memoized).
pub fn instantiate(kp: &mut RecordKeeper, v: &Init) -> Init {
    let InitKind::VarDef { class, args, .. } = v.kind() else {
        return v.clone();
    };
    // Instances made with the very same arguments are found by the
    // arguments' identities, without walking them; others by structure.
    let pkey = vardef_ptr_key(class, args);
    if let Some((u, id)) = kp.vardef_ptr_cache.get(&pkey) {
        if same_vardef_ptrs(u, class, args) {
            return kp.def_init(*id);
        }
    }
    let key = v.structural_hash();
    if let Some(made) = kp.vardef_cache.get(&key) {
        if let Some(&(_, id)) = made.iter().find(|(u, _)| u.same(v)) {
            kp.vardef_ptr_cache.insert(pkey, (v.clone(), id));
            return kp.def_init(id);
        }
    }
    if kp.instantiation_depth > 200 {
        fatal(
            kp,
            None,
            format!(
                "anonymous record instantiation nests too deeply: {}",
                v.key()
            ),
        );
        return v.clone();
    }
    kp.instantiation_depth += 1;
    // The class is read in place; its template arguments become the
    // resolver's names (defaults first) instead of fields.
    let cls = kp.record(class.id);
    let loc = cls.loc();
    let targs = cls.targs.clone();
    let mut values = Vec::with_capacity(cls.values.len() - targs.len().min(cls.values.len()));
    let mut defaults = Vec::with_capacity(targs.len());
    for t in &targs {
        let d = match cls.field_index_rc(t) {
            Some(i) => cls.values[i].value.clone(),
            None => Init::unset(),
        };
        defaults.push(d);
    }
    // A class's template arguments are exactly its fields of that kind
    // (inherited template arguments are not copied into records).
    values.extend(
        cls.values
            .iter()
            .filter(|f| f.kind != super::record::FieldKind::TemplateArg)
            .cloned(),
    );
    let assertions = cls.assertions.clone();
    let dumps = cls.dumps.clone();
    let name = kp.new_anon_name();
    let id = kp.alloc_id();
    let mut rec = Record::new(Init::string(name), loc, super::record::RecKind::AnonDef);
    rec.id = id;
    rec.values = values;
    rec.assertions = assertions;
    rec.dumps = dumps;
    let mut r = MapResolver::with_capacity(Some(CurCtx::of(kp, &rec)), targs.len() + args.len());
    for (t, dv) in targs.iter().zip(defaults) {
        r.set(t.clone(), dv);
    }
    for a in args {
        match a {
            ArgInit::Positional(i, val) => {
                if let Some(t) = targs.get(*i) {
                    r.set(t.clone(), val.clone());
                }
            }
            ArgInit::Named(n, val) => r.set(n.clone(), val.clone()),
        }
    }
    resolve_record(kp, &mut rec, &mut r);
    let supers = &kp.record(class.id).supers;
    rec.supers.reserve(supers.len() + 1);
    rec.supers.extend(supers.iter().cloned());
    rec.supers.push(class.clone());
    resolve_record_final(kp, &mut rec, None);
    let nm: Rc<str> = rec.name.as_str().cloned().unwrap_or_else(|| Rc::from(""));
    let assertions = rec.assertions.clone();
    kp.store(rec);
    kp.defs.insert(nm, id);
    kp.final_record(id);
    kp.vardef_cache
        .entry(key)
        .or_default()
        .push((v.clone(), id));
    kp.vardef_ptr_cache.insert(pkey, (v.clone(), id));
    check_assertions(kp, id, &assertions);
    kp.instantiation_depth -= 1;
    kp.def_init(id)
}

/// A hash of an anonymous instance's class and of its arguments' slots
/// and identities (see [`same_vardef_ptrs`]).
fn vardef_ptr_key(class: &RecRef, args: &[ArgInit]) -> u64 {
    use std::hash::Hasher;
    let mut h = super::fxhash::FxHasher::default();
    h.write_u32(class.id.0);
    for a in args {
        match a {
            ArgInit::Positional(i, x) => {
                h.write_usize(*i);
                h.write_usize(x.addr());
            }
            ArgInit::Named(n, x) => {
                h.write(n.as_bytes());
                h.write_usize(x.addr());
            }
        }
    }
    h.finish()
}

/// Whether the anonymous instance `u` has class `class` and the very
/// same argument values (by identity) in the same slots as `args`: then
/// it is [`Init::same`] as `Class<args>`.
fn same_vardef_ptrs(u: &Init, class: &RecRef, args: &[ArgInit]) -> bool {
    let InitKind::VarDef {
        class: uc,
        args: ua,
        ..
    } = u.kind()
    else {
        return false;
    };
    uc.id == class.id
        && ua.len() == args.len()
        && ua.iter().zip(args).all(|(p, q)| match (p, q) {
            (ArgInit::Positional(i, x), ArgInit::Positional(j, y)) => i == j && x.ptr_eq(y),
            (ArgInit::Named(m, x), ArgInit::Named(n, y)) => m == n && x.ptr_eq(y),
            _ => false,
        })
}

/// Checks a stored record's assertions (final resolution against it).
pub fn check_assertions(kp: &mut RecordKeeper, id: RecId, assertions: &[super::record::Assertion]) {
    if assertions.is_empty() {
        return;
    }
    let rec = kp.record(id).clone();
    let mut cache = vec![None; rec.values.len()];
    let mut stack = Vec::new();
    for a in assertions {
        let cur = CurCtx::of(kp, &rec);
        let mut rr = RecordResolver {
            rec: &rec,
            cache: &mut cache,
            stack: &mut stack,
            cur: &cur,
            new_name: None,
        };
        let c = resolve(kp, &a.cond, &mut rr);
        let m = resolve(kp, &a.msg, &mut rr);
        check_assert(kp, a.loc, &c, &m);
    }
}

/// LLVM's `CheckAssert`.
pub fn check_assert(kp: &mut RecordKeeper, loc: Loc, cond: &Init, msg: &Init) {
    match as_int(cond) {
        Some(0) => {
            let m = if msg.as_str().is_some() {
                msg.to_unquoted()
            } else {
                "(assert message is not a string)".to_string()
            };
            kp.set_fatal(Diagnostic::error(loc, format!("assertion failed: {}", m)));
        }
        Some(_) => {}
        None => kp.set_fatal(Diagnostic::error(
            loc,
            "assert condition must of type bit, bits, or int.",
        )),
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
    for a in rec.assertions.iter_mut() {
        a.cond = resolve(kp, &a.cond, r);
        a.msg = resolve(kp, &a.msg, r);
    }
    for d in rec.dumps.iter_mut() {
        d.1 = resolve(kp, &d.1, r);
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
    let assertions = std::mem::take(&mut rec.assertions);
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
    rec.assertions = out;
    let dumps = std::mem::take(&mut rec.dumps);
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
    rec.dumps = outd;
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

/// Resolution of a value that is not concrete.
#[inline(never)]
fn resolve_nonconcrete(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    // Nothing the resolver knows occurs in `v`: resolution would give it
    // back (see `Init::refs`).
    if v.refs() & r.refs() == 0 {
        return v.clone();
    }
    resolve_known(kp, v, r)
}

/// [`resolve`] of a part of a value being resolved with `r`, whose
/// [`Resolver::refs`] are `m`.
#[inline(always)]
fn res(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver, m: u32) -> Init {
    // (Concrete values have no `refs` bits.)
    if v.refs() & m == 0 {
        return v.clone();
    }
    resolve_known(kp, v, r)
}

/// Resolution of a value that may change. References (the most common
/// case) are handled here, in a small frame; the other forms go to
/// [`resolve_inner`].
#[inline(never)]
fn resolve_known(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    kp.resolve_depth += 1;
    let out = if kp.resolve_depth > 3000 {
        too_deep(kp, v, r)
    } else if kp.fatal.is_some() {
        v.clone()
    } else if let InitKind::Var { name, .. } = v.kind() {
        match r.resolve(kp, name) {
            Some(x) => x,
            None => {
                r.note_unresolved();
                v.clone()
            }
        }
    } else {
        resolve_inner(kp, v, r)
    };
    kp.resolve_depth -= 1;
    out
}

#[cold]
#[inline(never)]
fn too_deep(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    let loc = r.cur().map(|c| c.loc).unwrap_or(Loc {
        file: crate::diag::FileId(0),
        offset: 0,
    });
    kp.set_fatal(Diagnostic::error(
        loc,
        "expression resolution nests too deeply (recursive definition?)",
    ));
    v.clone()
}

/// Pushes the resolved `new` of `elems[i]` (`old`) onto `out`, creating `out`
/// (with the unchanged `elems[..i]`) at the first element that changed.
fn push_changed(out: &mut Option<Vec<Init>>, elems: &[Init], i: usize, old: &Init, new: Init) {
    match out {
        Some(o) => o.push(new),
        None if !new.ptr_eq(old) => {
            let mut o = Vec::with_capacity(elems.len());
            o.extend_from_slice(&elems[..i]);
            o.push(new);
            *out = Some(o);
        }
        None => {}
    }
}

#[inline(never)]
fn resolve_inner(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    // The parts are resolved with `r` (but for the bodies of !foreach,
    // !filter and !foldl, and the arguments of anonymous instances): its
    // names are asked for once.
    let m = r.refs();
    match v.kind() {
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Int(_)
        | InitKind::Str { .. }
        | InitKind::Def { .. } => v.clone(),
        InitKind::Var { name, .. } => match r.resolve(kp, name) {
            Some(x) => x,
            None => {
                r.note_unresolved();
                v.clone()
            }
        },
        InitKind::VarBit { var, bit } => {
            let nv = res(kp, var, r, m);
            if !nv.ptr_eq(var) {
                return nv.get_bit(*bit);
            }
            v.clone()
        }
        InitKind::Bits(bits) => {
            // The new vector is only built once a bit changes.
            let mut out: Option<Vec<Init>> = None;
            let mut cached: Option<(Init, Init)> = None;
            for (i, b) in bits.iter().enumerate() {
                let nb = if let InitKind::VarBit { var, bit } = b.kind() {
                    let resolved = match &cached {
                        Some((k, rv)) if k.ptr_eq(var) => rv.clone(),
                        _ => {
                            let rv = res(kp, var, r, m);
                            cached = Some((var.clone(), rv.clone()));
                            rv
                        }
                    };
                    if resolved.ptr_eq(var) {
                        b.clone()
                    } else {
                        resolved.get_bit(*bit)
                    }
                } else {
                    res(kp, b, r, m).get_bit(0)
                };
                let nb = if nb.is_unset() && r.keep_unset_bits() {
                    b.clone()
                } else {
                    nb
                };
                push_changed(&mut out, bits, i, b, nb);
            }
            match out {
                Some(out) => Init::bits(out),
                None => v.clone(),
            }
        }
        InitKind::List { elems, elem_ty } => {
            // The new vector is only built once an element changes.
            let mut out: Option<Vec<Init>> = None;
            for (i, e) in elems.iter().enumerate() {
                let ne = res(kp, e, r, m);
                push_changed(&mut out, elems, i, e, ne);
            }
            match out {
                Some(out) => Init::list(out, elem_ty.clone()),
                None => v.clone(),
            }
        }
        InitKind::Dag { op, name, args } => {
            let mut out: Option<Vec<(Init, Option<Rc<str>>)>> = None;
            for (i, (a, n)) in args.iter().enumerate() {
                let na = res(kp, a, r, m);
                match &mut out {
                    Some(o) => o.push((na, n.clone())),
                    None if !na.ptr_eq(a) => {
                        let mut o = Vec::with_capacity(args.len());
                        o.extend_from_slice(&args[..i]);
                        o.push((na, n.clone()));
                        out = Some(o);
                    }
                    None => {}
                }
            }
            let nop = res(kp, op, r, m);
            if !nop.ptr_eq(op) || out.is_some() {
                Init::new(InitKind::Dag {
                    op: nop,
                    name: name.clone(),
                    args: out.unwrap_or_else(|| args.clone()),
                })
            } else {
                v.clone()
            }
        }
        InitKind::Field { rec, field, ty } => {
            let nr = res(kp, rec, r, m);
            if !nr.ptr_eq(rec) {
                let f = || {
                    Init::new(InitKind::Field {
                        rec: nr.clone(),
                        field: field.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_field(kp, &f, &nr, field, r.cur());
            }
            v.clone()
        }
        InitKind::Un { op, arg, ty } => {
            let na = res(kp, arg, r, m);
            if !na.ptr_eq(arg) || (r.is_final() && *op == UnOp::Cast) {
                let u = || {
                    Init::new(InitKind::Un {
                        op: *op,
                        arg: na.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_un(kp, &u, *op, &na, ty, r.cur(), r.is_final());
            }
            v.clone()
        }
        InitKind::Bin { op, lhs, rhs, ty } => {
            let nl = res(kp, lhs, r, m);
            let nr = res(kp, rhs, r, m);
            if !nl.ptr_eq(lhs) || !nr.ptr_eq(rhs) {
                let b = || {
                    Init::new(InitKind::Bin {
                        op: *op,
                        lhs: nl.clone(),
                        rhs: nr.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_bin(kp, &b, *op, &nl, &nr, ty, r.cur());
            }
            v.clone()
        }
        InitKind::Tern {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } => {
            let nl = res(kp, lhs, r, m);
            if *op == TernOp::If && !nl.ptr_eq(lhs) {
                if let Some(x) = as_int(&nl) {
                    return if x != 0 {
                        res(kp, mhs, r, m)
                    } else {
                        res(kp, rhs, r, m)
                    };
                }
            }
            let nm = res(kp, mhs, r, m);
            let nr = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                let shadow = [name_of(&nl)];
                let mut sr = ShadowResolver {
                    inner: r,
                    shadow: &shadow,
                };
                resolve(kp, rhs, &mut sr)
            } else {
                res(kp, rhs, r, m)
            };
            if !nl.ptr_eq(lhs) || !nm.ptr_eq(mhs) || !nr.ptr_eq(rhs) {
                let t = || {
                    Init::new(InitKind::Tern {
                        op: *op,
                        lhs: nl.clone(),
                        mhs: nm.clone(),
                        rhs: nr.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_tern(kp, &t, *op, &nl, &nm, &nr, ty, r.cur());
            }
            v.clone()
        }
        InitKind::Foldl {
            start,
            list,
            a,
            b,
            expr,
            ty,
        } => {
            let ns = res(kp, start, r, m);
            let nl = res(kp, list, r, m);
            let ne = {
                let shadow = [name_of(a), name_of(b)];
                let mut sr = ShadowResolver {
                    inner: r,
                    shadow: &shadow,
                };
                resolve(kp, expr, &mut sr)
            };
            if ns.ptr_eq(start) && nl.ptr_eq(list) && ne.ptr_eq(expr) {
                return v.clone();
            }
            let f = || {
                Init::new(InitKind::Foldl {
                    start: ns.clone(),
                    list: nl.clone(),
                    a: a.clone(),
                    b: b.clone(),
                    expr: ne.clone(),
                    ty: ty.clone(),
                })
            };
            fold_foldl(kp, &f, &ns, &nl, a, b, &ne, r.cur())
        }
        InitKind::IsA { check, expr } => {
            let ne = res(kp, expr, r, m);
            if !ne.ptr_eq(expr) {
                let x = || {
                    Init::new(InitKind::IsA {
                        check: check.clone(),
                        expr: ne.clone(),
                    })
                };
                return fold_isa(kp, &x, check, &ne);
            }
            v.clone()
        }
        InitKind::Exists { check, expr } => {
            let ne = res(kp, expr, r, m);
            if !ne.ptr_eq(expr) || r.is_final() {
                let x = || {
                    Init::new(InitKind::Exists {
                        check: check.clone(),
                        expr: ne.clone(),
                    })
                };
                return fold_exists(kp, &x, check, &ne, r.cur(), r.is_final());
            }
            v.clone()
        }
        InitKind::Cond { conds, vals, ty } => {
            // New vectors are only built once a part changes.
            let mut nc: Option<Vec<Init>> = None;
            for (i, c) in conds.iter().enumerate() {
                let x = res(kp, c, r, m);
                push_changed(&mut nc, conds, i, c, x);
            }
            let mut nv: Option<Vec<Init>> = None;
            for (i, c) in vals.iter().enumerate() {
                let x = res(kp, c, r, m);
                push_changed(&mut nv, vals, i, c, x);
            }
            if nc.is_none() && nv.is_none() {
                return v.clone();
            }
            let nc: &[Init] = nc.as_deref().unwrap_or(conds);
            let nv: &[Init] = nv.as_deref().unwrap_or(vals);
            let x = || {
                Init::new(InitKind::Cond {
                    conds: nc.to_vec(),
                    vals: nv.to_vec(),
                    ty: ty.clone(),
                })
            };
            fold_cond(kp, &x, nc, nv, ty, r.cur())
        }
        InitKind::VarDef { class, args, ty } => {
            let mut changed = false;
            let mut nargs = Vec::with_capacity(args.len());
            let found;
            {
                let mut tr = TrackUnresolved {
                    inner: Some(r),
                    found: false,
                };
                for a in args {
                    let nv = resolve(kp, a.value(), &mut tr);
                    changed |= !nv.ptr_eq(a.value());
                    nargs.push(a.with_value(nv));
                }
                found = tr.found;
            }
            if changed {
                let nvd = Init::new(InitKind::VarDef {
                    class: class.clone(),
                    args: nargs,
                    ty: ty.clone(),
                });
                if !found {
                    return instantiate(kp, &nvd);
                }
                return nvd;
            }
            v.clone()
        }
    }
}
