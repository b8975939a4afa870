//! Types and values ("inits" in LLVM's terms).
//!
//! Values are immutable and shared: an [`Init`] is a reference-counted
//! pointer, so cloning is cheap and unchanged sub-values are shared between
//! the original and a resolved copy (resolution checks `ptr_eq` to know
//! whether anything changed). Printing follows `Init::getAsString` of
//! LLVM 19 exactly.
//!
//! The value forms are here; `ty` holds types, `init` builds and queries
//! values, `text` prints them, `same` compares and hashes them.

use std::rc::Rc;

mod init;
mod same;
mod text;
mod ty;

pub use ty::{resolve_types, ClassGraph, Ty};

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
    /// [`Init::printed_size`] (cached).
    size: u64,
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

thread_local! {
    static JOIN_BUF: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
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
