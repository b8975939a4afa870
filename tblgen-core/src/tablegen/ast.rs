//! The syntax tree of a TableGen file, as written (nothing is evaluated).

use crate::diag::{FileId, Span};
use std::sync::Arc;

/// A name with its location.
#[derive(Clone, Debug)]
pub struct Ident {
    /// The name.
    pub name: Arc<str>,
    /// Where it is written.
    pub span: Span,
}

/// A type as written.
#[derive(Clone, Debug)]
pub enum TypeExpr {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(i64),
    /// `int`
    Int,
    /// `string`
    String,
    /// `code` (a string that prints as `[{...}]`)
    Code,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Box<TypeExpr>),
    /// A class name used as a type.
    Class(Ident),
}

/// An expression (a "value" in the TableGen reference).
#[derive(Clone, Debug)]
pub struct Expr {
    /// What kind of expression.
    pub kind: ExprKind,
    /// Where it is written.
    pub span: Span,
}

/// One element of a range list: `a`, `a-b` or `a...b`.
#[derive(Clone, Debug)]
pub struct RangePiece {
    /// The start (or only) value.
    pub start: Expr,
    /// The end, for a range.
    pub end: Option<Expr>,
}

/// A template argument at a use site.
#[derive(Clone, Debug)]
pub enum ArgExpr {
    /// A positional argument.
    Positional(Expr),
    /// `name = value` (the name boxed: named arguments are rare).
    Named(Box<Expr>, Expr),
}

/// The expression forms.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `?`
    Unset,
    /// An integer literal.
    Int(i64),
    /// `0b...` literal: bits, least significant first.
    BinLit(Vec<bool>),
    /// `true` / `false`
    Bool(bool),
    /// One or more adjacent string literals, concatenated and unescaped.
    Str(Arc<str>),
    /// `[{ ... }]`
    Code(Arc<str>),
    /// `{ a, b, ... }`
    Bits(Vec<Expr>),
    /// `[a, b]<T>` (the type boxed, as below: rare, and the largest
    /// variants set the size of every expression)
    List(Vec<Expr>, Option<Box<TypeExpr>>),
    /// `(op:$name arg:$n, ...)`
    Dag {
        /// The operator.
        op: Box<Expr>,
        /// The operator's `$name`.
        op_name: Option<Ident>,
        /// Arguments with optional `$names` (`None` value for a bare `$name`).
        args: Vec<(Option<Expr>, Option<Ident>)>,
    },
    /// An identifier.
    Id(Ident),
    /// `Class<args>`
    ClassInst(Ident, Vec<ArgExpr>),
    /// `!op<T>(args)`
    Bang {
        /// Operator name without `!`.
        op: Ident,
        /// The `<T>` type argument.
        ty: Option<Box<TypeExpr>>,
        /// Arguments.
        args: Vec<Expr>,
    },
    /// `!cond(c: v, ...)`
    Cond(Vec<(Expr, Expr)>),
    /// `value{ranges}`
    BitSlice(Box<Expr>, Vec<RangePiece>),
    /// `value[elements]`; `true` when it selects a single element.
    ListSlice(Box<Expr>, Vec<RangePiece>, bool),
    /// `value.field`
    Field(Box<Expr>, Ident),
    /// `lhs # rhs` (`None`: trailing paste)
    Paste(Box<Expr>, Option<Box<Expr>>),
}

/// A field declaration or `let` inside a record body.
#[derive(Clone, Debug)]
pub enum BodyItem {
    /// `[field] type name [= value];`
    Field {
        /// Declared with `field`.
        is_field: bool,
        /// The type.
        ty: TypeExpr,
        /// The name.
        name: Ident,
        /// The initial value.
        value: Option<Expr>,
    },
    /// `let name{bits} = value;`
    Let {
        /// The field.
        name: Ident,
        /// Bit ranges to set.
        bits: Option<Vec<RangePiece>>,
        /// The value.
        value: Expr,
    },
    /// `defvar name = value;`
    Defvar(Ident, Expr),
    /// `assert cond, message;`
    Assert(Expr, Expr, Span),
    /// `dump message;`
    Dump(Expr, Span),
}

/// A superclass (or multiclass) reference `Name<args>`.
#[derive(Clone, Debug)]
pub struct ClassRef {
    /// The class.
    pub name: Ident,
    /// Template arguments.
    pub args: Vec<ArgExpr>,
    /// Whole reference.
    pub span: Span,
}

/// `: parents { body }`.
#[derive(Clone, Debug, Default)]
pub struct ObjBody {
    /// Superclasses.
    pub parents: Vec<ClassRef>,
    /// Body items.
    pub items: Vec<BodyItem>,
}

/// A template argument declaration.
#[derive(Clone, Debug)]
pub struct TemplateArg {
    /// Its type.
    pub ty: TypeExpr,
    /// Its name.
    pub name: Ident,
    /// Its default.
    pub default: Option<Expr>,
}

/// The list a `foreach` iterates over.
#[derive(Clone, Debug)]
pub enum ForeachList {
    /// `{ ranges }` or `a-b`.
    Ranges(Vec<RangePiece>),
    /// Any list value.
    Value(Expr),
}

/// A top-level (or nested) statement.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// What kind.
    pub kind: StmtKind,
    /// Where.
    pub span: Span,
}

/// Statement forms.
#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `include "file"`
    Include(String, Span),
    /// `class Name<args> : parents { body }` (`None` body: forward declaration is also a body `;`).
    Class {
        /// Name.
        name: Ident,
        /// Template arguments.
        targs: Vec<TemplateArg>,
        /// Body.
        body: ObjBody,
        /// Body is `;` with no parents (forward declaration).
        is_decl: bool,
    },
    /// `def name : parents { body }`
    Def(Option<Expr>, ObjBody),
    /// `def name;`, the most common def: named by an identifier (not a
    /// keyword, `true` or `false`), without parents or body. The span is
    /// the identifier's: its text is read from the file's, so that the
    /// statement owns nothing (a string of its own, for a million defs,
    /// cost the reader a million allocations and the evaluator a million
    /// frees of memory the other thread allocated).
    PlainDef(Span),
    /// `defm name : refs;`
    Defm(Option<Expr>, Vec<ClassRef>),
    /// `defset type name = { stmts }`
    Defset(TypeExpr, Ident, Vec<Stmt>),
    /// `defvar name = value;`
    Defvar(Ident, Expr),
    /// `foreach name = list in stmts`
    Foreach(Ident, ForeachList, Vec<Stmt>),
    /// `if cond then stmts else stmts`
    If(Expr, Vec<Stmt>, Option<Vec<Stmt>>),
    /// `let a = v, b = w in stmts`
    Let(Vec<(Ident, Option<Vec<RangePiece>>, Expr)>, Vec<Stmt>),
    /// `multiclass Name<args> : bases { stmts }`
    MultiClass {
        /// Name.
        name: Ident,
        /// Template arguments.
        targs: Vec<TemplateArg>,
        /// Base multiclasses.
        bases: Vec<ClassRef>,
        /// Body.
        body: Vec<Stmt>,
    },
    /// `assert cond, message;`
    Assert(Expr, Expr),
    /// `dump message;`
    Dump(Expr),
}

/// Setting the file of every span of a tree: statements parsed ahead of the
/// reader, on another thread, get their file's id only when the reader
/// reaches them.
impl Stmt {
    /// Sets the file of every span in the statement to `file`.
    pub fn set_file(&mut self, file: FileId) {
        self.span.file = file;
        match &mut self.kind {
            StmtKind::Include(_, span) => span.file = file,
            StmtKind::Class {
                name, targs, body, ..
            } => {
                name.set_file(file);
                targs.iter_mut().for_each(|t| t.set_file(file));
                body.set_file(file);
            }
            StmtKind::PlainDef(name) => name.file = file,
            StmtKind::Def(name, body) => {
                if let Some(n) = name {
                    n.set_file(file);
                }
                body.set_file(file);
            }
            StmtKind::Defm(name, refs) => {
                if let Some(n) = name {
                    n.set_file(file);
                }
                refs.iter_mut().for_each(|r| r.set_file(file));
            }
            StmtKind::Defset(ty, name, body) => {
                ty.set_file(file);
                name.set_file(file);
                set_files(body, file);
            }
            StmtKind::Defvar(name, value) => {
                name.set_file(file);
                value.set_file(file);
            }
            StmtKind::Foreach(name, list, body) => {
                name.set_file(file);
                match list {
                    ForeachList::Ranges(r) => r.iter_mut().for_each(|p| p.set_file(file)),
                    ForeachList::Value(v) => v.set_file(file),
                }
                set_files(body, file);
            }
            StmtKind::If(cond, then, otherwise) => {
                cond.set_file(file);
                set_files(then, file);
                if let Some(e) = otherwise {
                    set_files(e, file);
                }
            }
            StmtKind::Let(lets, body) => {
                for (name, bits, value) in lets {
                    name.set_file(file);
                    if let Some(b) = bits {
                        b.iter_mut().for_each(|p| p.set_file(file));
                    }
                    value.set_file(file);
                }
                set_files(body, file);
            }
            StmtKind::MultiClass {
                name,
                targs,
                bases,
                body,
            } => {
                name.set_file(file);
                targs.iter_mut().for_each(|t| t.set_file(file));
                bases.iter_mut().for_each(|b| b.set_file(file));
                set_files(body, file);
            }
            StmtKind::Assert(cond, message) => {
                cond.set_file(file);
                message.set_file(file);
            }
            StmtKind::Dump(message) => message.set_file(file),
        }
    }
}

fn set_files(stmts: &mut [Stmt], file: FileId) {
    stmts.iter_mut().for_each(|s| s.set_file(file));
}

impl Ident {
    fn set_file(&mut self, file: FileId) {
        self.span.file = file;
    }
}

impl TypeExpr {
    fn set_file(&mut self, file: FileId) {
        match self {
            TypeExpr::List(t) => t.set_file(file),
            TypeExpr::Class(name) => name.set_file(file),
            _ => {}
        }
    }
}

impl RangePiece {
    fn set_file(&mut self, file: FileId) {
        self.start.set_file(file);
        if let Some(e) = &mut self.end {
            e.set_file(file);
        }
    }
}

impl ArgExpr {
    fn set_file(&mut self, file: FileId) {
        match self {
            ArgExpr::Positional(v) => v.set_file(file),
            ArgExpr::Named(name, v) => {
                name.set_file(file);
                v.set_file(file);
            }
        }
    }
}

impl ClassRef {
    fn set_file(&mut self, file: FileId) {
        self.span.file = file;
        self.name.set_file(file);
        self.args.iter_mut().for_each(|a| a.set_file(file));
    }
}

impl TemplateArg {
    fn set_file(&mut self, file: FileId) {
        self.ty.set_file(file);
        self.name.set_file(file);
        if let Some(d) = &mut self.default {
            d.set_file(file);
        }
    }
}

impl ObjBody {
    fn set_file(&mut self, file: FileId) {
        self.parents.iter_mut().for_each(|p| p.set_file(file));
        for item in &mut self.items {
            match item {
                BodyItem::Field {
                    ty, name, value, ..
                } => {
                    ty.set_file(file);
                    name.set_file(file);
                    if let Some(v) = value {
                        v.set_file(file);
                    }
                }
                BodyItem::Let { name, bits, value } => {
                    name.set_file(file);
                    if let Some(b) = bits {
                        b.iter_mut().for_each(|p| p.set_file(file));
                    }
                    value.set_file(file);
                }
                BodyItem::Defvar(name, value) => {
                    name.set_file(file);
                    value.set_file(file);
                }
                BodyItem::Assert(cond, message, span) => {
                    cond.set_file(file);
                    message.set_file(file);
                    span.file = file;
                }
                BodyItem::Dump(message, span) => {
                    message.set_file(file);
                    span.file = file;
                }
            }
        }
    }
}

impl Expr {
    fn set_file(&mut self, file: FileId) {
        self.span.file = file;
        match &mut self.kind {
            ExprKind::Unset
            | ExprKind::Int(_)
            | ExprKind::BinLit(_)
            | ExprKind::Bool(_)
            | ExprKind::Str(_)
            | ExprKind::Code(_) => {}
            ExprKind::Bits(items) => items.iter_mut().for_each(|e| e.set_file(file)),
            ExprKind::List(items, ty) => {
                items.iter_mut().for_each(|e| e.set_file(file));
                if let Some(t) = ty {
                    t.set_file(file);
                }
            }
            ExprKind::Dag { op, op_name, args } => {
                op.set_file(file);
                if let Some(n) = op_name {
                    n.set_file(file);
                }
                for (value, name) in args {
                    if let Some(v) = value {
                        v.set_file(file);
                    }
                    if let Some(n) = name {
                        n.set_file(file);
                    }
                }
            }
            ExprKind::Id(name) => name.set_file(file),
            ExprKind::ClassInst(name, args) => {
                name.set_file(file);
                args.iter_mut().for_each(|a| a.set_file(file));
            }
            ExprKind::Bang { op, ty, args } => {
                op.set_file(file);
                if let Some(t) = ty {
                    t.set_file(file);
                }
                args.iter_mut().for_each(|e| e.set_file(file));
            }
            ExprKind::Cond(clauses) => {
                for (c, v) in clauses {
                    c.set_file(file);
                    v.set_file(file);
                }
            }
            ExprKind::BitSlice(v, ranges) | ExprKind::ListSlice(v, ranges, _) => {
                v.set_file(file);
                ranges.iter_mut().for_each(|p| p.set_file(file));
            }
            ExprKind::Field(v, name) => {
                v.set_file(file);
                name.set_file(file);
            }
            ExprKind::Paste(lhs, rhs) => {
                lhs.set_file(file);
                if let Some(r) = rhs {
                    r.set_file(file);
                }
            }
        }
    }
}
