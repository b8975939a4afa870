//! Types and values ("inits" in LLVM's terms).
//!
//! Values are immutable and shared: an [`Init`] is a reference-counted
//! pointer, so cloning is cheap and unchanged sub-values are shared between
//! the original and a resolved copy (resolution checks `ptr_eq` to know
//! whether anything changed). Printing follows `Init::getAsString` of
//! LLVM 19 exactly.

use std::fmt::Write;
use std::hash::Hasher;
use std::rc::Rc;

/// Index of a record (class or def) in the [`super::record::RecordKeeper`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// A reference to a record: its id and (fixed) name.
#[derive(Clone, Debug)]
pub struct RecRef {
    /// The record.
    pub id: RecId,
    /// Its name.
    pub name: Rc<str>,
}

impl PartialEq for RecRef {
    fn eq(&self, o: &Self) -> bool {
        self.id == o.id
    }
}
impl Eq for RecRef {}

/// A TableGen type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Rc<Ty>),
    /// A record type: the set of classes (sorted by name; empty = any record).
    Rec(Rc<[RecRef]>),
}

/// Access to the class hierarchy, needed for record-type conversions.
pub trait ClassGraph {
    /// Whether `a` is `b` or derives from it.
    fn is_subclass(&self, a: RecId, b: RecId) -> bool;
    /// The direct superclasses of `a` (LLVM's order).
    fn direct_superclasses(&self, a: RecId) -> Vec<RecRef>;
}

impl Ty {
    /// `list<self>`
    pub fn list_of(self) -> Ty {
        Ty::List(Rc::new(self))
    }

    /// The element type of a list type.
    pub fn elem(&self) -> Option<&Ty> {
        match self {
            Ty::List(t) => Some(t),
            _ => None,
        }
    }

    /// Prints the type like LLVM.
    pub fn write(&self, out: &mut String) {
        match self {
            Ty::Bit => out.push_str("bit"),
            Ty::Bits(n) => {
                out.push_str("bits<");
                push_int(out, *n as i64);
                out.push('>');
            }
            Ty::Int => out.push_str("int"),
            Ty::String => out.push_str("string"),
            Ty::Dag => out.push_str("dag"),
            Ty::List(t) => {
                out.push_str("list<");
                t.write(out);
                out.push('>');
            }
            Ty::Rec(cs) => {
                if cs.len() == 1 {
                    out.push_str(&cs[0].name);
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&c.name);
                    }
                    out.push('}');
                }
            }
        }
    }

    /// The type as a string.
    pub fn to_str(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    fn kind(&self) -> u8 {
        match self {
            Ty::Bit => 0,
            Ty::Bits(_) => 1,
            Ty::Int => 2,
            Ty::String => 3,
            Ty::Dag => 4,
            Ty::List(_) => 5,
            Ty::Rec(_) => 6,
        }
    }

    fn rec_is_subclass_of(cs: &[RecRef], target: RecId, g: &dyn ClassGraph) -> bool {
        cs.iter()
            .any(|c| c.id == target || g.is_subclass(c.id, target))
    }

    /// LLVM's `typeIsConvertibleTo`.
    pub fn convertible_to(&self, rhs: &Ty, g: &dyn ClassGraph) -> bool {
        match (self, rhs) {
            (Ty::Bit, Ty::Bit | Ty::Int) => true,
            (Ty::Bit, Ty::Bits(n)) => *n == 1,
            (Ty::Bits(a), Ty::Bits(b)) => a == b,
            (Ty::Bits(a), Ty::Bit) => *a == 1,
            (Ty::Bits(_), Ty::Int) => true,
            (Ty::Int, Ty::Bit | Ty::Bits(_) | Ty::Int) => true,
            (Ty::List(a), Ty::List(b)) => a.convertible_to(b, g),
            (Ty::Rec(a), Ty::Rec(b)) => {
                if a == b {
                    return true;
                }
                b.iter().all(|t| Ty::rec_is_subclass_of(a, t.id, g))
            }
            _ => self.kind() == rhs.kind() && !matches!(self, Ty::List(_) | Ty::Rec(_)),
        }
    }

    /// LLVM's `typeIsA`.
    pub fn is_a(&self, rhs: &Ty, g: &dyn ClassGraph) -> bool {
        match (self, rhs) {
            (Ty::List(a), Ty::List(b)) => a.is_a(b, g),
            (Ty::Rec(_), Ty::Rec(_)) => self.convertible_to(rhs, g),
            _ => self == rhs,
        }
    }

    /// Builds a record type from classes: drops classes that are superclasses
    /// of others and sorts by name (LLVM's `RecordRecTy::get`).
    pub fn record(classes: Vec<RecRef>, _g: &dyn ClassGraph) -> Ty {
        let mut cs = classes;
        cs.sort_by(|a, b| a.name.cmp(&b.name));
        cs.dedup_by(|a, b| a.id == b.id);
        Ty::Rec(cs.into())
    }
}

/// LLVM's `resolveTypes`: the common type of two types, if any.
pub fn resolve_types(t1: &Ty, t2: &Ty, g: &dyn ClassGraph) -> Option<Ty> {
    if t1 == t2 {
        return Some(t1.clone());
    }
    if let (Ty::Rec(a), Ty::Rec(b)) = (t1, t2) {
        let mut common: Vec<RecRef> = Vec::new();
        let mut stack: Vec<RecRef> = a.to_vec();
        while let Some(r) = stack.pop() {
            if Ty::rec_is_subclass_of(b, r.id, g) {
                common.push(r);
            } else {
                stack.extend(g.direct_superclasses(r.id));
            }
        }
        // Remove classes that are superclasses of another member.
        let filtered: Vec<RecRef> = common
            .iter()
            .filter(|c| {
                !common
                    .iter()
                    .any(|d| d.id != c.id && g.is_subclass(d.id, c.id))
            })
            .cloned()
            .collect();
        return Some(Ty::record(filtered, g));
    }
    if t1.convertible_to(t2, g) {
        return Some(t2.clone());
    }
    if t2.convertible_to(t1, g) {
        return Some(t1.clone());
    }
    if let (Ty::List(a), Ty::List(b)) = (t1, t2) {
        return resolve_types(a, b, g).map(Ty::list_of);
    }
    None
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `!cast<T>`
    Cast,
    /// `!not`
    Not,
    /// `!head`
    Head,
    /// `!tail`
    Tail,
    /// `!size`
    Size,
    /// `!empty`
    Empty,
    /// `!getdagop`
    GetDagOp,
    /// `!logtwo`
    Log2,
    /// `!repr`
    Repr,
    /// `!tolower`
    ToLower,
    /// `!toupper`
    ToUpper,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `!add`
    Add,
    /// `!sub`
    Sub,
    /// `!mul`
    Mul,
    /// `!div`
    Div,
    /// `!and`
    And,
    /// `!or`
    Or,
    /// `!xor`
    Xor,
    /// `!shl`
    Shl,
    /// `!sra`
    Sra,
    /// `!srl`
    Srl,
    /// `!eq`
    Eq,
    /// `!ne`
    Ne,
    /// `!le`
    Le,
    /// `!lt`
    Lt,
    /// `!ge`
    Ge,
    /// `!gt`
    Gt,
    /// `!con`
    Concat,
    /// `!listconcat`
    ListConcat,
    /// `!listsplat`
    ListSplat,
    /// `!listremove`
    ListRemove,
    /// `list[i]`
    ListElem,
    /// `list[a, b...c]`
    ListSlice,
    /// `a...b` (closed range, for slices)
    RangeC,
    /// `!strconcat`
    StrConcat,
    /// `!interleave`
    Interleave,
    /// `!setdagop`
    SetDagOp,
    /// `!getdagarg<T>`
    GetDagArg,
    /// `!getdagname`
    GetDagName,
}

/// Ternary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TernOp {
    /// `!subst`
    Subst,
    /// `!foreach`
    Foreach,
    /// `!filter`
    Filter,
    /// `!if`
    If,
    /// `!dag`
    Dag,
    /// `!range`
    Range,
    /// `!substr`
    Substr,
    /// `!find`
    Find,
    /// `!setdagarg`
    SetDagArg,
    /// `!setdagname`
    SetDagName,
}

/// A template argument of an anonymous instantiation `Class<...>`.
#[derive(Clone, Debug)]
pub enum ArgInit {
    /// By position.
    Positional(usize, Init),
    /// By (qualified) name.
    Named(Rc<str>, Init),
}

impl ArgInit {
    /// The value.
    pub fn value(&self) -> &Init {
        match self {
            ArgInit::Positional(_, v) | ArgInit::Named(_, v) => v,
        }
    }
    /// Same argument, new value.
    pub fn with_value(&self, v: Init) -> ArgInit {
        match self {
            ArgInit::Positional(i, _) => ArgInit::Positional(*i, v),
            ArgInit::Named(n, _) => ArgInit::Named(n.clone(), v),
        }
    }
}

/// The value forms.
#[derive(Debug)]
pub enum InitKind {
    /// `?`
    Unset,
    /// A bit.
    Bit(bool),
    /// Bits, least significant first.
    Bits(Vec<Init>),
    /// An integer.
    Int(i64),
    /// A string; `code` marks the `[{...}]` form.
    Str {
        /// The text.
        s: Rc<str>,
        /// Printed as code.
        code: bool,
    },
    /// A list.
    List {
        /// Elements.
        elems: Vec<Init>,
        /// Element type.
        elem_ty: Ty,
    },
    /// A reference to a def.
    Def {
        /// The def.
        rec: RecRef,
        /// Its type (its direct superclasses).
        ty: Ty,
    },
    /// A reference to a variable (field, template argument, iterator).
    Var {
        /// Name.
        name: Rc<str>,
        /// Type.
        ty: Ty,
    },
    /// One bit of a typed value.
    VarBit {
        /// The value.
        var: Init,
        /// The bit number.
        bit: u32,
    },
    /// `rec.field`
    Field {
        /// The record value.
        rec: Init,
        /// The field.
        field: Rc<str>,
        /// The field's type.
        ty: Ty,
    },
    /// A dag.
    Dag {
        /// Operator.
        op: Init,
        /// Operator name.
        name: Option<Rc<str>>,
        /// Arguments and names.
        args: Vec<(Init, Option<Rc<str>>)>,
    },
    /// Unary operator.
    Un {
        /// Which.
        op: UnOp,
        /// Operand.
        arg: Init,
        /// Result type.
        ty: Ty,
    },
    /// Binary operator.
    Bin {
        /// Which.
        op: BinOp,
        /// Left.
        lhs: Init,
        /// Right.
        rhs: Init,
        /// Result type.
        ty: Ty,
    },
    /// Ternary operator.
    Tern {
        /// Which.
        op: TernOp,
        /// First.
        lhs: Init,
        /// Second.
        mhs: Init,
        /// Third.
        rhs: Init,
        /// Result type.
        ty: Ty,
    },
    /// `!foldl`
    Foldl {
        /// Initial accumulator.
        start: Init,
        /// List.
        list: Init,
        /// Accumulator variable.
        a: Init,
        /// Element variable.
        b: Init,
        /// Expression.
        expr: Init,
        /// Result type.
        ty: Ty,
    },
    /// `!isa<T>`
    IsA {
        /// Checked type.
        check: Ty,
        /// Operand.
        expr: Init,
    },
    /// `!exists<T>`
    Exists {
        /// Checked type.
        check: Ty,
        /// Operand.
        expr: Init,
    },
    /// `!cond`
    Cond {
        /// Conditions.
        conds: Vec<Init>,
        /// Values.
        vals: Vec<Init>,
        /// Result type.
        ty: Ty,
    },
    /// `Class<args>` not yet instantiated.
    VarDef {
        /// The class.
        class: RecRef,
        /// Arguments.
        args: Vec<ArgInit>,
        /// `Class` as a type.
        ty: Ty,
    },
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_str())
    }
}

impl std::fmt::Display for Init {
    /// Prints like LLVM's `getAsString` (strings quoted, code as `[{...}]`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_str())
    }
}

/// A shared, immutable value.
#[derive(Clone, Debug)]
pub struct Init(Rc<Node>);

/// A value with facts computed once, when it is built.
#[derive(Debug)]
struct Node {
    /// LLVM's `isConcrete` (cached: resolution skips concrete subtrees).
    concrete: bool,
    /// [`Init::refs`] (cached).
    refs: u32,
    kind: InitKind,
}

/// The bit of [`Init::refs`] that marks operators that final resolution
/// folds even when their operands do not change (`!cast`, `!exists`), and
/// bits (whose resolution rebuilds them).
pub const REFS_FINAL: u32 = 1 << 31;

/// The bit standing for variable name `name` in [`Init::refs`] (one of
/// bits 0 to 30, from the name's length and a few of its bytes).
#[inline]
pub fn name_bit(name: &str) -> u32 {
    let b = name.as_bytes();
    let n = b.len();
    let h = match n {
        0 => 0,
        _ => {
            (n as u32)
                ^ (u32::from(b[0]) << 5)
                ^ (u32::from(b[n - 1]) << 10)
                ^ (u32::from(b[n / 2]) << 15)
                ^ (u32::from(b[(n * 3) / 4]) << 20)
        }
    };
    1 << ((h.wrapping_mul(0x9e37_79b9) >> 16) % 31)
}

/// Smallest and largest integers kept as shared values.
const SMALL_INT_MIN: i64 = -16;
const SMALL_INT_MAX: i64 = 255;

thread_local! {
    static JOIN_BUF: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    static KEY_MODE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static UNSET: Init = Init::new(InitKind::Unset);
    static TRUE: Init = Init::new(InitKind::Bit(true));
    static FALSE: Init = Init::new(InitKind::Bit(false));
    static EMPTY_STRING: Init = Init::string("");
    static SMALL_INTS: Vec<Init> = (SMALL_INT_MIN..=SMALL_INT_MAX)
        .map(|v| Init::new(InitKind::Int(v)))
        .collect();
}

/// The text `write` appends to an empty buffer, as a shared string: the
/// buffer is reused, so that the only allocation is the `Rc` itself.
pub(crate) fn rc_from(write: impl Fn(&mut String)) -> Rc<str> {
    let make = |buf: &mut String| {
        buf.clear();
        write(buf);
        Rc::from(buf.as_str())
    };
    JOIN_BUF
        .try_with(|b| match b.try_borrow_mut() {
            Ok(mut buf) => make(&mut buf),
            Err(_) => make(&mut String::new()),
        })
        .unwrap_or_else(|_| make(&mut String::new()))
}

/// The concatenation of `parts` as a shared string (see [`rc_from`]).
pub(crate) fn join_rc(parts: &[&str]) -> Rc<str> {
    rc_from(|buf| {
        for p in parts {
            buf.push_str(p);
        }
    })
}

/// Appends `v` in decimal (without the formatting machinery: printing
/// records writes many integers).
pub(crate) fn push_int(out: &mut String, v: i64) {
    if (0..10).contains(&v) {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut u = v.unsigned_abs();
    while u > 0 {
        i -= 1;
        buf[i] = b'0' + (u % 10) as u8;
        u /= 10;
    }
    if v < 0 {
        out.push('-');
    }
    for &b in &buf[i..] {
        out.push(char::from(b));
    }
}

/// A number per value form (for hashing).
fn kind_tag(k: &InitKind) -> u8 {
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
        Init(Rc::new(Node {
            concrete,
            refs,
            kind: k,
        }))
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

    /// Prints the value like LLVM's `getAsString`.
    pub fn write(&self, out: &mut String) {
        match &self.0.kind {
            InitKind::Unset => out.push('?'),
            InitKind::Bit(b) => out.push(if *b { '1' } else { '0' }),
            InitKind::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    b.write(out);
                }
                out.push_str(" }");
            }
            InitKind::Int(v) => push_int(out, *v),
            InitKind::Str { s, code } => {
                if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            InitKind::List { elems, elem_ty } => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    e.write(out);
                }
                out.push(']');
                if KEY_MODE.with(|k| k.get()) {
                    out.push('<');
                    elem_ty.write(out);
                    out.push('>');
                }
            }
            InitKind::Def { rec, .. } => out.push_str(&rec.name),
            InitKind::Var { name, .. } => out.push_str(name),
            InitKind::VarBit { var, bit } => {
                var.write(out);
                out.push('{');
                push_int(out, *bit as i64);
                out.push('}');
            }
            InitKind::Field { rec, field, .. } => {
                rec.write(out);
                out.push('.');
                out.push_str(field);
            }
            InitKind::Dag { op, name, args } => {
                out.push('(');
                op.write(out);
                if let Some(n) = name {
                    out.push(':');
                    out.push_str(n);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    a.write(out);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(n);
                    }
                }
                out.push(')');
            }
            InitKind::Un { op, arg, ty } => {
                match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        ty.write(out);
                        out.push('>');
                    }
                    UnOp::Not => out.push_str("!not"),
                    UnOp::Head => out.push_str("!head"),
                    UnOp::Tail => out.push_str("!tail"),
                    UnOp::Size => out.push_str("!size"),
                    UnOp::Empty => out.push_str("!empty"),
                    UnOp::GetDagOp => out.push_str("!getdagop"),
                    UnOp::Log2 => out.push_str("!logtwo"),
                    UnOp::Repr => out.push_str("!repr"),
                    UnOp::ToLower => out.push_str("!tolower"),
                    UnOp::ToUpper => out.push_str("!toupper"),
                }
                out.push('(');
                arg.write(out);
                out.push(')');
            }
            InitKind::Bin { op, lhs, rhs, ty } => {
                let name = match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        lhs.write(out);
                        out.push('[');
                        rhs.write(out);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        lhs.write(out);
                        out.push_str("...");
                        rhs.write(out);
                        return;
                    }
                    BinOp::Concat => "!con",
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::GetDagName => "!getdagname",
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        ty.write(out);
                        out.push('>');
                        ""
                    }
                };
                out.push_str(name);
                out.push('(');
                lhs.write(out);
                out.push_str(", ");
                rhs.write(out);
                out.push(')');
            }
            InitKind::Tern {
                op, lhs, mhs, rhs, ..
            } => {
                let (name, unquoted) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted {
                    lhs.write_unquoted(out);
                } else {
                    lhs.write(out);
                }
                out.push_str(", ");
                mhs.write(out);
                out.push_str(", ");
                rhs.write(out);
                out.push(')');
            }
            InitKind::Foldl {
                start,
                list,
                a,
                b,
                expr,
                ..
            } => {
                out.push_str("!foldl(");
                start.write(out);
                out.push_str(", ");
                list.write(out);
                out.push_str(", ");
                a.write_unquoted(out);
                out.push_str(", ");
                b.write_unquoted(out);
                out.push_str(", ");
                expr.write(out);
                out.push(')');
            }
            InitKind::IsA { check, expr } => {
                out.push_str("!isa<");
                check.write(out);
                out.push_str(">(");
                expr.write(out);
                out.push(')');
            }
            InitKind::Exists { check, expr } => {
                out.push_str("!exists<");
                check.write(out);
                out.push_str(">(");
                expr.write(out);
                out.push(')');
            }
            InitKind::Cond { conds, vals, .. } => {
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    c.write(out);
                    out.push_str(": ");
                    v.write(out);
                }
                out.push(')');
            }
            InitKind::VarDef { class, args, .. } => {
                out.push_str(&class.name);
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match a {
                        ArgInit::Positional(i, v) => {
                            let _ = write!(out, "{}: ", i);
                            v.write(out);
                        }
                        ArgInit::Named(n, v) => {
                            let _ = write!(out, "\"{}\": ", n);
                            v.write(out);
                        }
                    }
                }
                out.push('>');
            }
        }
    }

    /// A string identifying the value structurally, including list element
    /// types (LLVM uniques values by structure and type).
    pub fn key(&self) -> String {
        KEY_MODE.with(|k| k.set(true));
        let mut s = String::new();
        self.write(&mut s);
        KEY_MODE.with(|k| k.set(false));
        s
    }

    /// A hash of the value's structure, consistent with
    /// [`Init::same`] (equal values hash equally).
    pub fn structural_hash(&self) -> u64 {
        let mut h = super::fxhash::FxHasher::default();
        self.hash_into(&mut h);
        h.finish()
    }

    fn hash_into(&self, h: &mut super::fxhash::FxHasher) {
        use InitKind::*;
        let k = self.kind();
        h.write_u8(kind_tag(k));
        match k {
            Unset => {}
            Bit(b) => h.write_u8(*b as u8),
            Int(v) => h.write_u64(*v as u64),
            Str { s, code } => {
                h.write_u8(*code as u8);
                h.write(s.as_bytes());
            }
            Bits(xs) | List { elems: xs, .. } => {
                h.write_usize(xs.len());
                for x in xs {
                    x.hash_into(h);
                }
            }
            Def { rec, .. } => h.write_u32(rec.id.0),
            Var { name, .. } => h.write(name.as_bytes()),
            VarBit { var, bit } => {
                h.write_u32(*bit);
                var.hash_into(h);
            }
            Field { rec, field, .. } => {
                h.write(field.as_bytes());
                rec.hash_into(h);
            }
            Dag { op, args, .. } => {
                op.hash_into(h);
                h.write_usize(args.len());
                for (a, _) in args {
                    a.hash_into(h);
                }
            }
            Un { arg, .. } => arg.hash_into(h),
            Bin { lhs, rhs, .. } => {
                lhs.hash_into(h);
                rhs.hash_into(h);
            }
            Tern { lhs, mhs, rhs, .. } => {
                lhs.hash_into(h);
                mhs.hash_into(h);
                rhs.hash_into(h);
            }
            IsA { expr, .. } | Exists { expr, .. } => expr.hash_into(h),
            Foldl { .. } | Cond { .. } => {}
            VarDef { class, args, .. } => {
                h.write_u32(class.id.0);
                h.write_usize(args.len());
                for a in args {
                    match a {
                        ArgInit::Positional(i, _) => h.write_usize(*i),
                        ArgInit::Named(n, _) => h.write(n.as_bytes()),
                    }
                    a.value().hash_into(h);
                }
            }
        }
    }

    /// LLVM's `getAsUnquotedString` (strings without quotes).
    pub fn write_unquoted(&self, out: &mut String) {
        match &self.0.kind {
            InitKind::Str { s, .. } => out.push_str(s),
            _ => self.write(out),
        }
    }

    /// The value as printed.
    pub fn to_str(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    /// The value as printed, strings without quotes.
    pub fn to_unquoted(&self) -> String {
        let mut s = String::new();
        self.write_unquoted(&mut s);
        s
    }

    /// Structural equality (LLVM's pointer equality of uniqued inits).
    pub fn same(&self, o: &Init) -> bool {
        if self.ptr_eq(o) {
            return true;
        }
        use InitKind::*;
        match (&self.0.kind, &o.0.kind) {
            (Unset, Unset) => true,
            (Bit(a), Bit(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Str { s: a, code: c }, Str { s: b, code: d }) => a == b && c == d,
            (Bits(a), Bits(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y)),
            (
                List {
                    elems: a,
                    elem_ty: t,
                },
                List {
                    elems: b,
                    elem_ty: u,
                },
            ) => t == u && a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y)),
            (Def { rec: a, .. }, Def { rec: b, .. }) => a.id == b.id,
            (Var { name: a, ty: t }, Var { name: b, ty: u }) => a == b && t == u,
            (VarBit { var: a, bit: i }, VarBit { var: b, bit: j }) => i == j && a.same(b),
            (
                Field {
                    rec: a, field: f, ..
                },
                Field {
                    rec: b, field: g, ..
                },
            ) => f == g && a.same(b),
            (
                Dag {
                    op: a,
                    name: n,
                    args: x,
                },
                Dag {
                    op: b,
                    name: m,
                    args: y,
                },
            ) => {
                n == m
                    && a.same(b)
                    && x.len() == y.len()
                    && x.iter().zip(y).all(|((p, q), (r, s))| q == s && p.same(r))
            }
            (
                Un {
                    op: a,
                    arg: x,
                    ty: t,
                },
                Un {
                    op: b,
                    arg: y,
                    ty: u,
                },
            ) => a == b && t == u && x.same(y),
            (
                Bin {
                    op: a,
                    lhs: l1,
                    rhs: r1,
                    ty: t,
                },
                Bin {
                    op: b,
                    lhs: l2,
                    rhs: r2,
                    ty: u,
                },
            ) => a == b && t == u && l1.same(l2) && r1.same(r2),
            (
                Tern {
                    op: a,
                    lhs: l1,
                    mhs: m1,
                    rhs: r1,
                    ty: t,
                },
                Tern {
                    op: b,
                    lhs: l2,
                    mhs: m2,
                    rhs: r2,
                    ty: u,
                },
            ) => a == b && t == u && l1.same(l2) && m1.same(m2) && r1.same(r2),
            (IsA { check: a, expr: x }, IsA { check: b, expr: y }) => a == b && x.same(y),
            (Exists { check: a, expr: x }, Exists { check: b, expr: y }) => a == b && x.same(y),
            (
                VarDef {
                    class: a, args: x, ..
                },
                VarDef {
                    class: b, args: y, ..
                },
            ) => {
                a.id == b.id
                    && x.len() == y.len()
                    && x.iter().zip(y).all(|(p, q)| {
                        let same_slot = match (p, q) {
                            (ArgInit::Positional(i, _), ArgInit::Positional(j, _)) => i == j,
                            (ArgInit::Named(m, _), ArgInit::Named(n, _)) => m == n,
                            _ => false,
                        };
                        same_slot && p.value().same(q.value())
                    })
            }
            (
                Cond {
                    conds: c1,
                    vals: v1,
                    ty: t,
                },
                Cond {
                    conds: c2,
                    vals: v2,
                    ty: u,
                },
            ) => {
                t == u
                    && c1.len() == c2.len()
                    && v1.len() == v2.len()
                    && c1.iter().zip(c2).all(|(x, y)| x.same(y))
                    && v1.iter().zip(v2).all(|(x, y)| x.same(y))
            }
            (
                Foldl {
                    start: s1,
                    list: l1,
                    a: a1,
                    b: b1,
                    expr: e1,
                    ty: t,
                },
                Foldl {
                    start: s2,
                    list: l2,
                    a: a2,
                    b: b2,
                    expr: e2,
                    ty: u,
                },
            ) => t == u && s1.same(s2) && l1.same(l2) && a1.same(a2) && b1.same(b2) && e1.same(e2),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refs_summarize_variables_and_final_folds() {
        for n in ["x", "Class:arg", "Intrinsic:ret_types", "NAME", ""] {
            let b = name_bit(n);
            assert_eq!(b.count_ones(), 1, "{n}");
            assert_eq!(b & REFS_FINAL, 0, "{n}");
        }
        assert_eq!(Init::int(3).refs(), 0);
        assert_eq!(Init::list(vec![Init::int(1)], Ty::Int).refs(), 0);
        let x = Init::var("x", Ty::Int);
        let y = Init::var("yy", Ty::Int);
        assert_eq!(x.refs(), name_bit("x"));
        let sum = Init::new(InitKind::Bin {
            op: BinOp::Add,
            lhs: x.clone(),
            rhs: y.clone(),
            ty: Ty::Int,
        });
        assert_eq!(sum.refs(), name_bit("x") | name_bit("yy"));
        assert!(!sum.is_concrete());
        let cast = Init::new(InitKind::Un {
            op: UnOp::Cast,
            arg: x.clone(),
            ty: Ty::String,
        });
        assert_eq!(cast.refs(), name_bit("x") | REFS_FINAL);
        let list = Init::list(vec![Init::int(1), sum.clone()], Ty::Int);
        assert_eq!(list.refs(), sum.refs());
        let bits = Init::bits(vec![Init::bit(true), x.get_bit(0)]);
        assert_eq!(bits.refs(), name_bit("x") | REFS_FINAL);
    }
}
