//! Building values (shared small values, facts cached at construction)
//! and the queries on them.

use super::ty::Ty;
use super::{name_bit, Init, InitKind, Node, RecRef, UnOp, REFS_FINAL};
use std::rc::Rc;

/// Smallest and largest integers kept as shared values.
const SMALL_INT_MIN: i64 = -16;
const SMALL_INT_MAX: i64 = 255;

thread_local! {
    /// The elements of all live lists of this thread (values are `Rc`s, so
    /// they live on the thread that built them): the memory budget
    /// [`Init::live_list_elements`] is checked against.
    static LIVE_LIST_ELEMENTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    static UNSET: Init = Init::new(InitKind::Unset);
    static TRUE: Init = Init::new(InitKind::Bit(true));
    static FALSE: Init = Init::new(InitKind::Bit(false));
    static EMPTY_STRING: Init = Init::string("");
    static SMALL_INTS: Vec<Init> = (SMALL_INT_MIN..=SMALL_INT_MAX)
        .map(|v| Init::new(InitKind::Int(v)))
        .collect();
}

/// A number per value form (for hashing).
pub(super) fn kind_tag(k: &InitKind) -> u8 {
    use InitKind::*;
    match k {
        Unset => 0,
        Bit(_) => 1,
        Bits(_) => 2,
        Int(_) => 3,
        Str { .. } => 4,
        List { .. } => 5,
        Def { .. } => 6,
        Var { .. } => 7,
        VarBit { .. } => 8,
        Field { .. } => 9,
        Dag { .. } => 10,
        Un { .. } => 11,
        Bin { .. } => 12,
        Tern { .. } => 13,
        Foldl { .. } => 14,
        IsA { .. } => 15,
        Exists { .. } => 16,
        Cond { .. } => 17,
        VarDef { .. } => 18,
    }
}

/// Whether a value of this kind is concrete, and its [`Init::refs`], from
/// its parts' cached facts.
fn kind_facts(k: &InitKind) -> (bool, u32) {
    fn all(xs: &[Init], concrete: &mut bool, refs: &mut u32) {
        for x in xs {
            *concrete &= x.0.concrete;
            *refs |= x.0.refs;
        }
    }
    let (mut c, mut r) = (true, 0u32);
    match k {
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Int(_)
        | InitKind::Str { .. }
        | InitKind::Def { .. } => return (true, 0),
        InitKind::Bits(b) => {
            all(b, &mut c, &mut r);
            if !c {
                r |= REFS_FINAL;
            }
            return (c, r);
        }
        InitKind::List { elems, .. } => {
            all(elems, &mut c, &mut r);
            return (c, r);
        }
        InitKind::Dag { op, args, .. } => {
            c = op.0.concrete;
            r = op.0.refs;
            for (a, _) in args {
                c &= a.0.concrete;
                r |= a.0.refs;
            }
            return (c, r);
        }
        InitKind::Cond { conds, vals, .. } => {
            all(conds, &mut c, &mut r);
            all(vals, &mut c, &mut r);
            return (c, r);
        }
        InitKind::Var { name, .. } => r = name_bit(name),
        InitKind::VarBit { var, .. } => r = var.0.refs,
        InitKind::Field { rec, .. } => r = rec.0.refs,
        InitKind::Un { op, arg, .. } => {
            r = arg.0.refs;
            if *op == UnOp::Cast {
                r |= REFS_FINAL;
            }
        }
        InitKind::Bin { lhs, rhs, .. } => r = lhs.0.refs | rhs.0.refs,
        InitKind::Tern { lhs, mhs, rhs, .. } => r = lhs.0.refs | mhs.0.refs | rhs.0.refs,
        InitKind::Foldl {
            start, list, expr, ..
        } => r = start.0.refs | list.0.refs | expr.0.refs,
        InitKind::IsA { expr, .. } => r = expr.0.refs,
        InitKind::Exists { expr, .. } => r = expr.0.refs | REFS_FINAL,
        InitKind::VarDef { args, .. } => {
            for a in args {
                r |= a.value().0.refs;
            }
        }
    }
    (false, r)
}

/// [`Init::printed_size`] of a value of this kind, from its parts' (an
/// estimate: a few bytes for each scalar and separator, a string's length).
fn kind_size(k: &InitKind) -> u64 {
    const SCALAR: u64 = 8;
    fn sum<'a>(xs: impl IntoIterator<Item = &'a Init>) -> u64 {
        xs.into_iter().fold(0u64, |acc, x| {
            acc.saturating_add(x.0.size.saturating_add(2))
        })
    }
    let name = |n: &Option<Rc<str>>| n.as_ref().map_or(0, |n| n.len() as u64 + 1);
    let parts = match k {
        InitKind::Unset | InitKind::Bit(_) => 1,
        InitKind::Int(_) | InitKind::Def { .. } | InitKind::IsA { .. } => SCALAR,
        InitKind::Str { s, .. } => s.len() as u64 + 4,
        InitKind::Var { name, .. } => name.len() as u64,
        InitKind::Bits(b) => sum(b),
        InitKind::List { elems, .. } => sum(elems),
        InitKind::VarBit { var, .. } => var.0.size.saturating_add(SCALAR),
        InitKind::Field { rec, field, .. } => rec.0.size.saturating_add(field.len() as u64),
        InitKind::Dag { op, name: n, args } => args
            .iter()
            .fold(op.0.size.saturating_add(name(n)), |acc, (a, an)| {
                acc.saturating_add(a.0.size.saturating_add(name(an) + 2))
            }),
        InitKind::Un { arg, .. } => arg.0.size,
        InitKind::Bin { lhs, rhs, .. } => sum([lhs, rhs]),
        InitKind::Tern { lhs, mhs, rhs, .. } => sum([lhs, mhs, rhs]),
        InitKind::Foldl {
            start,
            list,
            a,
            b,
            expr,
            ..
        } => sum([start, list, a, b, expr]),
        InitKind::Exists { expr, .. } => expr.0.size,
        InitKind::Cond { conds, vals, .. } => sum(conds).saturating_add(sum(vals)),
        InitKind::VarDef { args, .. } => sum(args.iter().map(|a| a.value())),
    };
    parts.saturating_add(SCALAR)
}

impl Init {
    /// The initial value of a field of type `ty`: `?`, or all-`?` bits.
    pub fn unset_of(ty: &Ty) -> Init {
        match ty {
            Ty::Bits(n) => Init::bits(vec![Init::unset(); *n as usize]),
            _ => Init::unset(),
        }
    }

    /// Wraps a kind.
    pub fn new(k: InitKind) -> Init {
        let (concrete, refs) = kind_facts(&k);
        let size = kind_size(&k);
        if let InitKind::List { elems, .. } = &k {
            LIVE_LIST_ELEMENTS.with(|c| c.set(c.get() + elems.len() as u64));
        }
        Init(Rc::new(Node {
            concrete,
            refs,
            size,
            kind: k,
        }))
    }

    /// About how many bytes the value's text takes (saturating), with each
    /// shared part counted as often as it is printed: what a budget on
    /// value size ([`crate::tablegen::Options::max_value_size`]) measures.
    /// Lists and dags of shared parts (`!listsplat`, `!foreach` over a
    /// constant) are small in memory and may still print to terabytes.
    #[inline]
    pub fn printed_size(&self) -> u64 {
        self.0.size
    }

    /// How many elements the lists alive on this thread hold in all.
    pub fn live_list_elements() -> u64 {
        LIVE_LIST_ELEMENTS.with(std::cell::Cell::get)
    }
    /// `?`
    pub fn unset() -> Init {
        UNSET.with(|u| u.clone())
    }
    /// A bit.
    pub fn bit(b: bool) -> Init {
        if b {
            TRUE.with(|u| u.clone())
        } else {
            FALSE.with(|u| u.clone())
        }
    }
    /// An integer.
    pub fn int(v: i64) -> Init {
        if (SMALL_INT_MIN..=SMALL_INT_MAX).contains(&v) {
            return SMALL_INTS.with(|t| t[(v - SMALL_INT_MIN) as usize].clone());
        }
        Init::new(InitKind::Int(v))
    }
    /// A string.
    pub fn string(s: impl Into<Rc<str>>) -> Init {
        Init::new(InitKind::Str {
            s: s.into(),
            code: false,
        })
    }
    /// The empty string (shared).
    pub fn empty_string() -> Init {
        EMPTY_STRING.with(|e| e.clone())
    }
    /// A string with a format.
    pub fn string_fmt(s: impl Into<Rc<str>>, code: bool) -> Init {
        Init::new(InitKind::Str { s: s.into(), code })
    }
    /// Bits.
    pub fn bits(v: Vec<Init>) -> Init {
        Init::new(InitKind::Bits(v))
    }
    /// A list.
    pub fn list(elems: Vec<Init>, elem_ty: Ty) -> Init {
        Init::new(InitKind::List { elems, elem_ty })
    }
    /// A variable reference.
    pub fn var(name: impl Into<Rc<str>>, ty: Ty) -> Init {
        Init::new(InitKind::Var {
            name: name.into(),
            ty,
        })
    }

    /// The kind.
    #[inline]
    pub fn kind(&self) -> &InitKind {
        &self.0.kind
    }

    /// The value's address (its identity, for hashing by identity; valid
    /// while the value is alive).
    pub(crate) fn addr(&self) -> usize {
        Rc::as_ptr(&self.0) as usize
    }

    /// Pointer identity.
    pub fn ptr_eq(&self, o: &Init) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }

    /// Is `?`.
    pub fn is_unset(&self) -> bool {
        matches!(self.0.kind, InitKind::Unset)
    }

    /// The string, if this is a string.
    pub fn as_str(&self) -> Option<&Rc<str>> {
        match &self.0.kind {
            InitKind::Str { s, .. } => Some(s),
            _ => None,
        }
    }

    /// The integer, if this is an int.
    pub fn as_int(&self) -> Option<i64> {
        match &self.0.kind {
            InitKind::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// The list elements, if this is a list.
    pub fn as_list(&self) -> Option<&[Init]> {
        match &self.0.kind {
            InitKind::List { elems, .. } => Some(elems),
            _ => None,
        }
    }

    /// The def, if this is a def reference.
    pub fn as_def(&self) -> Option<&RecRef> {
        match &self.0.kind {
            InitKind::Def { rec, .. } => Some(rec),
            _ => None,
        }
    }

    /// The type of a typed value (`None` for `?`).
    pub fn ty(&self) -> Option<Ty> {
        Some(match &self.0.kind {
            InitKind::Unset => return None,
            InitKind::Bit(_) | InitKind::VarBit { .. } => Ty::Bit,
            InitKind::Bits(b) => Ty::Bits(b.len() as u32),
            InitKind::Int(_) | InitKind::IsA { .. } | InitKind::Exists { .. } => Ty::Int,
            InitKind::Str { .. } => Ty::String,
            InitKind::List { elem_ty, .. } => elem_ty.clone().list_of(),
            InitKind::Def { ty, .. }
            | InitKind::Var { ty, .. }
            | InitKind::Field { ty, .. }
            | InitKind::Un { ty, .. }
            | InitKind::Bin { ty, .. }
            | InitKind::Tern { ty, .. }
            | InitKind::Foldl { ty, .. }
            | InitKind::Cond { ty, .. }
            | InitKind::VarDef { ty, .. } => ty.clone(),
            InitKind::Dag { .. } => Ty::Dag,
        })
    }

    /// Whether the value's type is `ty` (`self.ty() == Some(ty)`), without
    /// building the type.
    pub fn has_type(&self, ty: &Ty) -> bool {
        match &self.0.kind {
            InitKind::Unset => false,
            InitKind::Bit(_) | InitKind::VarBit { .. } => *ty == Ty::Bit,
            InitKind::Bits(b) => matches!(ty, Ty::Bits(n) if *n as usize == b.len()),
            InitKind::Int(_) | InitKind::IsA { .. } | InitKind::Exists { .. } => *ty == Ty::Int,
            InitKind::Str { .. } => *ty == Ty::String,
            InitKind::List { elem_ty, .. } => matches!(ty, Ty::List(t) if **t == *elem_ty),
            InitKind::Def { ty: t, .. }
            | InitKind::Var { ty: t, .. }
            | InitKind::Field { ty: t, .. }
            | InitKind::Un { ty: t, .. }
            | InitKind::Bin { ty: t, .. }
            | InitKind::Tern { ty: t, .. }
            | InitKind::Foldl { ty: t, .. }
            | InitKind::Cond { ty: t, .. }
            | InitKind::VarDef { ty: t, .. } => t == ty,
            InitKind::Dag { .. } => *ty == Ty::Dag,
        }
    }

    /// A summary of what resolution can change in the value: the
    /// [`name_bit`] of every variable it references, and [`REFS_FINAL`] if
    /// it contains `!cast`, `!exists` or non-concrete bits. A resolver
    /// that knows none of the variables (and, unless it is final, whatever
    /// the last bit says) gives the value back unchanged. Zero for
    /// concrete values.
    #[inline]
    pub fn refs(&self) -> u32 {
        self.0.refs
    }

    /// LLVM's `isConcrete`: no unresolved references or operators
    /// (computed when the value is built).
    #[inline]
    pub fn is_concrete(&self) -> bool {
        self.0.concrete
    }

    /// LLVM's `isComplete`: contains no `?`.
    pub fn is_complete(&self) -> bool {
        match &self.0.kind {
            InitKind::Unset => false,
            InitKind::Bits(b) => b.iter().all(|x| x.is_complete()),
            InitKind::List { elems, .. } => elems.iter().all(|x| x.is_complete()),
            InitKind::Cond { conds, vals, .. } => {
                conds.iter().all(|x| x.is_complete()) && vals.iter().all(|x| x.is_concrete())
            }
            _ => true,
        }
    }

    /// LLVM's `getBit`.
    pub fn get_bit(&self, i: u32) -> Init {
        match &self.0.kind {
            InitKind::Unset | InitKind::Bit(_) | InitKind::VarBit { .. } => self.clone(),
            InitKind::Bits(b) => b.get(i as usize).cloned().unwrap_or_else(Init::unset),
            InitKind::Int(v) => Init::bit(i < 64 && (v >> i) & 1 == 1),
            _ => {
                if self.ty() == Some(Ty::Bit) {
                    self.clone()
                } else {
                    Init::new(InitKind::VarBit {
                        var: self.clone(),
                        bit: i,
                    })
                }
            }
        }
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        if let InitKind::List { elems, .. } = &self.kind {
            let n = elems.len() as u64;
            // (`try_with`: values dropped while the thread's storage is
            // torn down no longer need counting.)
            let _ = LIVE_LIST_ELEMENTS.try_with(|c| c.set(c.get().saturating_sub(n)));
        }
    }
}
