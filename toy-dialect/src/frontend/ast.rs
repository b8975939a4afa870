//! The Toy abstract syntax tree.
//!
//! The tree follows upstream's `AST.h` node for node, but is stored flat:
//! expressions live in an arena owned by the [`Module`] and refer to each
//! other through [`ExprId`] handles, and names are interned [`Symbol`]s.
//! Dropping or walking a deep tree therefore never recurses through boxes.
//!
//! Statements (`var`, `return`, and expression statements) form a function
//! body; `print(x)` is parsed as an expression, as upstream does, and the
//! semantic checker rejects it anywhere but as a statement of its own.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast, non-cryptographic hasher for short keys (identifiers, symbols),
/// in the manner of rustc's `FxHasher`. Hash flooding is not a concern for
/// a compiler reading its own input.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        // The multiply leaves the entropy in the high bits, and the table
        // indexes with the low ones: rotated there, or `a0`..`a999999`
        // crowd a few buckets (a million names took seconds).
        self.0.rotate_left(26)
    }
}

/// A `HashMap` using [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A position in the source: 1-based line and 1-based column (in bytes).
///
/// The file name is not repeated in every location; it is [`Module::file`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// Line number, starting at 1.
    pub line: u32,
    /// Column number (byte offset in the line plus one), starting at 1.
    pub col: u32,
}

impl Location {
    /// Creates a location from a 1-based line and column.
    pub fn new(line: u32, col: u32) -> Self {
        Location { line, col }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// An interned identifier; resolve it with [`Module::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol(u32);

impl Symbol {
    /// The index of this symbol in its interner (dense, starting at 0).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Interns identifiers so that names compare as integers.
#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: FastMap<Box<str>, Symbol>,
    names: Vec<Box<str>>,
}

impl Interner {
    /// Returns the symbol for `name`, adding it if it is new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        if let Some(&sym) = self.map.get(name) {
            return sym;
        }
        // More than u32::MAX distinct names would need a >4 GiB input with
        // every identifier distinct; saturate rather than wrap.
        let sym = Symbol(u32::try_from(self.names.len()).unwrap_or(u32::MAX));
        self.names.push(name.into());
        self.map.insert(name.into(), sym);
        sym
    }

    /// Returns the symbol for `name` if it was interned.
    pub fn get(&self, name: &str) -> Option<Symbol> {
        self.map.get(name).copied()
    }

    /// Returns the text of an interned symbol.
    pub fn resolve(&self, sym: Symbol) -> &str {
        self.names.get(sym.index()).map_or("", |s| s)
    }

    /// Number of distinct interned names.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// True when nothing was interned.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// A typed handle to an expression in a [`Module`]'s arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ExprId(u32);

impl ExprId {
    /// The index of this expression in the arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The shape written after a variable name: `var a<2, 3> = ...`.
///
/// An empty shape means that none was written (the tensor is unranked until
/// the initializer gives it one), exactly as upstream's `VarType`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarType {
    /// The dimensions, outermost first.
    pub shape: Vec<i64>,
}

/// A binary operator. The parser accepts `+`, `-` and `*` (upstream's
/// precedence table); MLIR generation supports only `+` and `*`, so the
/// semantic checker rejects `-`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`, precedence 20.
    Add,
    /// `-`, precedence 20 (parsed, rejected by [`crate::frontend::sema`]).
    Sub,
    /// `*`, precedence 40.
    Mul,
}

impl BinOp {
    /// The operator's character as written in the source.
    pub fn as_char(self) -> char {
        match self {
            BinOp::Add => '+',
            BinOp::Sub => '-',
            BinOp::Mul => '*',
        }
    }

    /// Binding strength: higher binds tighter (upstream's values).
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::Add | BinOp::Sub => 20,
            BinOp::Mul => 40,
        }
    }

    /// The operator spelled by an ASCII byte, if any.
    pub fn from_byte(b: u8) -> Option<BinOp> {
        match b {
            b'+' => Some(BinOp::Add),
            b'-' => Some(BinOp::Sub),
            b'*' => Some(BinOp::Mul),
            _ => None,
        }
    }
}

/// A tensor literal such as `[[1, 2], [3, 4]]`.
///
/// The parser guarantees uniform nesting, so the literal is fully described
/// by its dimensions and its elements in row-major order (what MLIR's dense
/// elements attribute needs). `values.len()` is the product of `dims`.
#[derive(Clone, Debug, PartialEq)]
pub struct Literal {
    /// Dimensions, outermost first; never empty, no dimension is zero.
    pub dims: Vec<i64>,
    /// Elements in row-major order.
    pub values: Vec<f64>,
}

/// The kinds of expression.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A number such as `1` or `2.5`.
    Number(f64),
    /// A tensor literal.
    Literal(Literal),
    /// A reference to a variable or parameter.
    Var(Symbol),
    /// A binary operation.
    BinOp {
        /// The operator.
        op: BinOp,
        /// Left operand.
        lhs: ExprId,
        /// Right operand.
        rhs: ExprId,
    },
    /// A call of a user-defined function or of the builtin `transpose`.
    Call {
        /// The called function's name.
        callee: Symbol,
        /// Arguments, in order.
        args: Vec<ExprId>,
    },
    /// The builtin `print(x)`; it has no value.
    Print(ExprId),
}

/// An expression and where it starts.
///
/// Locations follow upstream exactly: a call or `print` is located at its
/// name, a literal at its `[`, and a binary operation at the first token of
/// its right operand.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What the expression is.
    pub kind: ExprKind,
    /// Where it is.
    pub loc: Location,
}

/// `var name<shape> = init`.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// The declared name.
    pub name: Symbol,
    /// The declared shape (empty when none was written).
    pub ty: VarType,
    /// The initializer.
    pub init: ExprId,
    /// Location of the `var` keyword.
    pub loc: Location,
}

/// `return;` or `return expr;`.
#[derive(Clone, Debug, PartialEq)]
pub struct Return {
    /// The returned value, if any.
    pub value: Option<ExprId>,
    /// Location of the `return` keyword.
    pub loc: Location,
}

/// One statement of a function body.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// A variable declaration.
    VarDecl(VarDecl),
    /// A return statement.
    Return(Return),
    /// An expression evaluated for its effect (`print(x);`, `f(a);`, ...).
    Expr(ExprId),
}

/// A function parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    /// Its name.
    pub name: Symbol,
    /// Where it is written.
    pub loc: Location,
}

/// `def name(params)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// The function's name.
    pub name: Symbol,
    /// Its parameters, in order.
    pub params: Vec<Param>,
    /// Location of the `def` keyword.
    pub loc: Location,
}

/// A function definition: a prototype and a body.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name and parameters.
    pub proto: Prototype,
    /// Body statements, in order.
    pub body: Vec<Stmt>,
}

/// A parsed Toy source file: its functions, the expression arena and the
/// interned names. Only [`crate::frontend::parse`] builds one, so every
/// module is a well-formed tree within the parser's depth limits.
#[derive(Clone, Debug, Default)]
pub struct Module {
    file: String,
    functions: Vec<Function>,
    exprs: Vec<Expr>,
    names: Interner,
}

impl Module {
    /// Creates an empty module for the named file (the name appears in
    /// locations, as given).
    pub(crate) fn new(file: impl Into<String>) -> Self {
        Module {
            file: file.into(),
            ..Module::default()
        }
    }

    /// The file name the module was parsed from, as given by the user.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The functions, in source order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// Appends a function.
    pub(crate) fn push_function(&mut self, f: Function) {
        self.functions.push(f);
    }

    /// The expression behind a handle.
    ///
    /// Handles are only created by the module's own parser, children before
    /// parents, each used once (the tree is a tree). A handle from another
    /// module may resolve to an unrelated expression or, if out of range,
    /// to a placeholder number `0` at `0:0`.
    pub fn expr(&self, id: ExprId) -> &Expr {
        const MISSING: Expr = Expr {
            kind: ExprKind::Number(0.0),
            loc: Location { line: 0, col: 0 },
        };
        self.exprs.get(id.index()).unwrap_or(&MISSING)
    }

    /// Adds an expression to the arena and returns its handle.
    pub(crate) fn add_expr(&mut self, kind: ExprKind, loc: Location) -> ExprId {
        let id = ExprId(u32::try_from(self.exprs.len()).unwrap_or(u32::MAX));
        self.exprs.push(Expr { kind, loc });
        id
    }

    /// Number of expressions in the arena.
    pub fn expr_count(&self) -> usize {
        self.exprs.len()
    }

    /// Interns a name.
    pub(crate) fn intern(&mut self, name: &str) -> Symbol {
        self.names.intern(name)
    }

    /// The text of a name.
    pub fn name(&self, sym: Symbol) -> &str {
        self.names.resolve(sym)
    }

    /// The interner holding every name of the module.
    pub fn names(&self) -> &Interner {
        &self.names
    }

    /// Looks a function up by name (the first definition if there are
    /// several; [`crate::frontend::sema`] rejects redefinitions).
    pub fn function(&self, name: &str) -> Option<&Function> {
        let sym = self.names.get(name)?;
        self.functions.iter().find(|f| f.proto.name == sym)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interner_dedups() {
        let mut i = Interner::default();
        let a = i.intern("a");
        let b = i.intern("b");
        assert_ne!(a, b);
        assert_eq!(i.intern("a"), a);
        assert_eq!(i.resolve(b), "b");
        assert_eq!(i.len(), 2);
        assert_eq!(i.get("c"), None);
    }

    #[test]
    fn exprs_are_handles() {
        let mut m = Module::new("f.toy");
        let x = m.intern("x");
        let v = m.add_expr(ExprKind::Var(x), Location::new(1, 2));
        let n = m.add_expr(ExprKind::Number(2.0), Location::new(1, 6));
        let b = m.add_expr(
            ExprKind::BinOp {
                op: BinOp::Mul,
                lhs: v,
                rhs: n,
            },
            Location::new(1, 6),
        );
        assert_eq!(m.expr_count(), 3);
        match &m.expr(b).kind {
            ExprKind::BinOp { op, lhs, rhs } => {
                assert_eq!(op.as_char(), '*');
                assert_eq!(m.expr(*lhs).kind, ExprKind::Var(x));
                assert_eq!(m.expr(*rhs).loc, Location::new(1, 6));
            }
            other => panic!("unexpected {other:?}"),
        }
        assert_eq!(m.file(), "f.toy");
    }

    #[test]
    fn precedence_matches_upstream() {
        assert!(BinOp::Mul.precedence() > BinOp::Add.precedence());
        assert_eq!(BinOp::Add.precedence(), BinOp::Sub.precedence());
        assert_eq!(BinOp::from_byte(b'/'), None);
    }
}
