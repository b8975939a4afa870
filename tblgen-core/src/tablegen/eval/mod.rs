//! Evaluation: syntax tree → records, following LLVM 19's `TGParser`
//! semantics (classes, defs, multiclasses, `foreach`, `let`, `defvar`,
//! `defset`, `if`, `assert`, `dump`, `include`, and every bang operator).
//!
//! Like `llvm-tblgen`, the bodies of `foreach`, `if` and `multiclass` are
//! evaluated once into prototype records whose fields still refer to the
//! loop variables / template arguments; instantiation substitutes them.
//!
//! The evaluator's work, by kind: statements are dispatched here; `class`
//! (classes, record bodies, superclasses), `def` (defs, `defm`, prototype
//! instantiation), `block` (`defset`, `defvar`, `foreach`, `if`, `let`,
//! `multiclass`), `expr` (types, names, values), `bang` (bang operators).

// The checks below mirror LLVM's parser case by case; keeping each check as
// its own `if` inside the `match` arm reads closer to the reference.
#![allow(clippy::collapsible_match)]

use super::ast::*;
use super::fxhash::FxHashMap as HashMap;
use super::reader::{Event, Events};
use super::record::{RecKind, Record, RecordKeeper, RecordVal};
use super::resolve::{fold, CurCtx};
use super::value::*;
use crate::diag::{Diagnostic, Loc, Span};
use std::rc::Rc;

type R<T> = Result<T, Diagnostic>;

pub use super::reader::MAX_INCLUDE_DEPTH;

mod bang;
mod block;
mod class;
mod def;
mod expr;

/// Most iterations a single `foreach` list may have.
pub const MAX_FOREACH: usize = 1_000_000;

struct LetRecord {
    name: Rc<str>,
    bits: Vec<u32>,
    value: Init,
    loc: Loc,
}

#[derive(Clone)]
struct ForeachLoop {
    loc: Loc,
    iter: Option<Rc<str>>,
    list: Init,
    entries: Vec<Entry>,
}

#[derive(Clone)]
enum Entry {
    Rec(Box<Record>),
    Loop(Box<ForeachLoop>),
    Assert(Loc, Init, Init),
    Dump(Loc, Init),
}

struct MultiClass {
    /// Its name.
    name: Rc<str>,
    rec: Record,
    entries: Vec<Entry>,
}

enum ScopeKind {
    Local,
    Record,
    Foreach(Rc<str>, Init),
    MultiClass,
}

struct Scope {
    kind: ScopeKind,
    vars: HashMap<Rc<str>, Init>,
}

struct Defset {
    elt_ty: Ty,
    elems: Vec<Init>,
    loc: Loc,
}

struct SubClassRef {
    id: RecId,
    args: Vec<ArgInit>,
    loc: Loc,
}

/// The evaluator state (LLVM's `TGParser`).
pub struct Evaluator {
    /// The records built so far.
    pub kp: RecordKeeper,
    /// The reader's event stream while evaluating.
    input: Option<Events>,
    multiclasses: HashMap<Rc<str>, Rc<MultiClass>>,
    cur_mc: Option<MultiClass>,
    loops: Vec<ForeachLoop>,
    let_stack: Vec<Vec<LetRecord>>,
    scopes: Vec<Scope>,
    defsets: Vec<Defset>,
    /// Non-fatal errors (LLVM's `PrintError`): processing continues.
    pub errors: Vec<Diagnostic>,
    /// Notes printed by `dump`.
    pub dumps: Vec<Diagnostic>,
    defined_classes:
        std::collections::HashSet<RecId, std::hash::BuildHasherDefault<super::fxhash::FxHasher>>,
    /// Location of the expression being evaluated (for size-limit errors).
    cur_loc: Loc,
    /// [`Evaluator::class_name_var`] of each class, by id.
    name_vars: super::record::IdCache<Rc<str>>,
    /// The statements evaluated, kept rather than freed one by one: their
    /// memory belongs to the reader thread, and freeing it from here costs
    /// both threads more than keeping it (measured: 8% less time over the
    /// docs corpus). They go with the records ([`super::Loaded`]). (A
    /// plain `def A;`, most of the statements of the largest inputs, comes
    /// without a box and owns nothing: [`Event::PlainDef`].)
    /// (The boxes the reader sent them in: taken out of them, each would
    /// be copied and its box freed here, on the other thread.)
    #[allow(clippy::vec_box)]
    pub(super) spent: Vec<Box<Stmt>>,
}

fn err<T>(loc: Loc, msg: impl Into<String>) -> R<T> {
    Err(Diagnostic::error(loc, msg))
}

fn is_typed(v: &Init) -> bool {
    v.ty().is_some()
}

/// Whether `v` references variable `name`.
fn references(v: &Init, name: &str) -> bool {
    match v.kind() {
        InitKind::Var { name: n, .. } => &**n == name,
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Int(_)
        | InitKind::Str { .. }
        | InitKind::Def { .. } => false,
        InitKind::Bits(b) => b.iter().any(|x| references(x, name)),
        InitKind::List { elems, .. } => elems.iter().any(|x| references(x, name)),
        InitKind::VarBit { var, .. } => references(var, name),
        InitKind::Field { rec, .. } => references(rec, name),
        InitKind::Dag { op, args, .. } => {
            references(op, name) || args.iter().any(|(a, _)| references(a, name))
        }
        InitKind::Un { arg, .. } => references(arg, name),
        InitKind::Bin { lhs, rhs, .. } => references(lhs, name) || references(rhs, name),
        InitKind::Tern { lhs, mhs, rhs, .. } => {
            references(lhs, name) || references(mhs, name) || references(rhs, name)
        }
        InitKind::Foldl {
            start, list, expr, ..
        } => references(start, name) || references(list, name) || references(expr, name),
        InitKind::IsA { expr, .. } | InitKind::Exists { expr, .. } => references(expr, name),
        InitKind::Cond { conds, vals, .. } => conds.iter().chain(vals).any(|x| references(x, name)),
        InitKind::VarDef { args, .. } => args.iter().any(|a| references(a.value(), name)),
    }
}

impl Default for Evaluator {
    fn default() -> Self {
        Self::new()
    }
}

impl Evaluator {
    /// A fresh evaluator.
    pub fn new() -> Self {
        Evaluator {
            // (No room reserved for records: 2,048 of them were 320 KiB,
            // which mimalloc placed in a fresh 2 MiB huge page that the
            // kernel zeroes (about 0.2 ms) even for a file of ten records;
            // growing copies less.)
            kp: RecordKeeper::default(),
            input: None,
            multiclasses: HashMap::default(),
            cur_mc: None,
            loops: Vec::new(),
            let_stack: Vec::new(),
            scopes: vec![Scope {
                kind: ScopeKind::Local,
                vars: HashMap::default(),
            }],
            defsets: Vec::new(),
            errors: Vec::new(),
            dumps: Vec::new(),
            defined_classes: Default::default(),
            name_vars: Default::default(),
            spent: Vec::new(),
            cur_loc: Loc {
                file: crate::diag::FileId(0),
                offset: 0,
            },
        }
    }

    fn loc(&self, s: Span) -> Loc {
        s.loc()
    }

    fn check_fatal(&mut self) -> R<()> {
        // (Errors that did not stop the run, reported in order with the
        // notes of `dump`s.)
        self.dumps.append(&mut self.kp.errors);
        if let Some(d) = self.kp.fatal.take() {
            return Err(d);
        }
        Ok(())
    }

    // ------------------------------------------------------------ files

    /// Evaluates the input read by the reader thread (see [`super::reader`]):
    /// the first file's events, then nothing else.
    pub fn eval_events(&mut self, events: Events) -> R<()> {
        self.input = Some(events);
        let r = self.file();
        self.input = None;
        r
    }

    /// The id the next file registered in the source map gets.
    pub fn next_file_id(&self) -> crate::diag::FileId {
        crate::diag::FileId(self.kp.sources.files().count() as u32)
    }

    fn next_event(&mut self) -> Event {
        loop {
            let Some(input) = &mut self.input else {
                return Event::Error(Box::new(Diagnostic::unlocated("internal error: no input")));
            };
            if let Some(e) = input.try_next_event() {
                return e;
            }
            // Waiting for the reader: print a record meanwhile (then parse
            // ahead: rendering now shortens the end of the run, where the
            // reader is done and cannot help).
            if !self.kp.prerender_one() {
                return input.next_event();
            }
        }
    }

    /// Evaluates the next file of the input: its `Enter` event, then its
    /// statements (and the files they include) up to its `Leave`.
    fn file(&mut self) -> R<()> {
        let out_of_step =
            || Diagnostic::unlocated("internal error: reader and evaluator out of step");
        match self.next_event() {
            Event::Enter(f) => {
                // (Reported with the notes, in order; the run fails at its end.)
                let f = *f;
                self.dumps.extend(f.errors);
                let id = self.kp.sources.add(f.path, f.text, f.included_from);
                if id != f.file {
                    return Err(out_of_step());
                }
            }
            Event::Error(d) => return Err(*d),
            Event::Stmt(_) | Event::PlainDef(_) | Event::Leave => return Err(out_of_step()),
        }
        loop {
            match self.next_event() {
                Event::Stmt(s) => {
                    self.stmt(&s)?;
                    self.spent.push(s);
                    self.check_fatal()?;
                }
                Event::PlainDef(name) => {
                    self.plain_def_stmt(name)?;
                    self.check_fatal()?;
                }
                Event::Leave => return Ok(()),
                Event::Error(d) => return Err(*d),
                Event::Enter(_) => return Err(out_of_step()),
            }
        }
    }

    // ------------------------------------------------------------ statements

    fn stmts(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            self.stmt(s)?;
            self.check_fatal()?;
        }
        Ok(())
    }

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: HashMap::default(),
        });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        let loc = self.loc(s.span);
        if self.cur_mc.is_some() {
            match &s.kind {
                StmtKind::Class { .. } | StmtKind::MultiClass { .. } | StmtKind::Defset(..) => {
                    return err(loc, "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body");
                }
                _ => {}
            }
        }
        match &s.kind {
            // The reader sends the included file right after the statement.
            StmtKind::Include(..) => self.file(),
            StmtKind::Class {
                name,
                targs,
                body,
                is_decl,
            } => self.class_stmt(name, targs, body, *is_decl, loc),
            StmtKind::Def(name, body) => self.def_stmt(name.as_ref(), body, loc),
            StmtKind::PlainDef(name) => self.plain_def_stmt(*name),
            StmtKind::Defm(name, refs) => self.defm_stmt(name.as_ref(), refs, loc),
            StmtKind::Defset(ty, name, body) => self.defset_stmt(ty, name, body, loc),
            StmtKind::Defvar(name, value) => self.defvar(name, value, None),
            StmtKind::Foreach(name, list, body) => self.foreach_stmt(name, list, body, loc),
            StmtKind::If(c, t, e) => self.if_stmt(c, t, e.as_deref(), loc),
            StmtKind::Let(lets, body) => self.let_stmt(lets, body),
            StmtKind::MultiClass {
                name,
                targs,
                bases,
                body,
            } => self.multiclass_stmt(name, targs, bases, body, loc),
            StmtKind::Assert(c, m) => {
                let cv = self.expr(c, None, None, false)?;
                let mv = self.expr(m, None, None, false)?;
                // (Located at the condition, as llvm-tblgen's `ParseAssert`.)
                let at = self.loc(c.span);
                self.add_entry(Entry::Assert(at, cv, mv))
            }
            StmtKind::Dump(m) => {
                let mv = self.expr(m, None, None, false)?;
                let mv = self.dump_value(mv, None);
                self.add_entry(Entry::Dump(loc, mv))
            }
        }
    }

    /// The message of a `dump`: as llvm-tblgen, a def is dumped through
    /// `!repr`; any other value is kept, to be resolved with its record
    /// (`"x=" # x` prints `x=1`, not the quoted `!repr` of the string).
    fn dump_value(&mut self, v: Init, cur: Option<&Record>) -> Init {
        if !matches!(v.kind(), InitKind::Def { .. }) {
            return v;
        }
        let u = Init::new(InitKind::Un {
            op: UnOp::Repr,
            arg: v,
            ty: Ty::String,
        });
        let ctx = cur.map(|r| CurCtx::of(&self.kp, r));
        fold(&mut self.kp, &u, ctx.as_ref(), false)
    }

    /// The multiclass named `name`. As in llvm-tblgen, a multiclass is
    /// known from the start of its own body: a `defm` inside it
    /// instantiates the entries parsed so far.
    fn multiclass(&self, name: &str) -> Option<Rc<MultiClass>> {
        if let Some(mc) = self.multiclasses.get(name) {
            return Some(mc.clone());
        }
        let cur = self.cur_mc.as_ref()?;
        (&*cur.name == name).then(|| {
            Rc::new(MultiClass {
                name: cur.name.clone(),
                rec: cur.rec.clone(),
                entries: cur.entries.clone(),
            })
        })
    }

    /// LLVM's message for a class name that names no class (with a hint
    /// when it names a multiclass).
    fn no_class(&self, name: &str) -> String {
        let mut m = format!("Couldn't find class '{}'", name);
        if self.multiclass(name).is_some() {
            m.push_str(&format!(
                ". Use 'defm' if you meant to use multiclass '{}'",
                name
            ));
        }
        m
    }

    fn new_record(&mut self, name: Init, loc: Loc, kind: RecKind) -> Record {
        let mut r = Record::new(name, loc, kind);
        r.id = self.kp.alloc_id();
        r
    }
}

/// LLVM's `resolveArguments`: gives `put` the value of each template
/// argument of `rec`, those of `args` first, then the defaults of the
/// others.
fn resolve_arguments_to(
    rec: &Record,
    args: &[ArgInit],
    loc: Loc,
    mut put: impl FnMut(Rc<str>, Init),
) -> R<()> {
    {
        let n = rec.targs().len();
        // Which template arguments have a value (a bit set while they fit
        // in one word).
        let mut big = if n > 64 { vec![false; n] } else { Vec::new() };
        let mut small = 0u64;
        for a in args {
            let (k, name) = match a {
                ArgInit::Positional(i, _) => (Some(*i), &rec.targs()[*i]),
                ArgInit::Named(n, _) => (rec.targs().iter().position(|t| t == n), n),
            };
            let dup = match k {
                None => true,
                Some(k) if n > 64 => std::mem::replace(&mut big[k], true),
                Some(k) => {
                    let was = small & (1 << k) != 0;
                    small |= 1 << k;
                    was
                }
            };
            if dup {
                return err(
                    loc,
                    format!("We can only specify the template argument '{}' once", name),
                );
            }
            put(name.clone(), a.value().clone());
        }
        let solved = |k: usize| {
            if n > 64 {
                big[k]
            } else {
                small & (1 << k) != 0
            }
        };
        for (k, u) in rec.targs().iter().enumerate() {
            if solved(k) {
                continue;
            }
            let u = u.clone();
            let d = rec.value(&u).cloned().unwrap_or_else(Init::unset);
            if !d.is_complete() {
                let mut diag = Diagnostic::error(
                    loc,
                    format!("value not specified for template argument '{}'", u),
                );
                if let Some(f) = rec.field(&u) {
                    diag = diag.with_note(f.loc, format!("declared in '{}'", rec.name()));
                }
                return Err(diag);
            }
            put(u, d);
        }
    }
    Ok(())
}

/// `{owner}{sep}{name}` (a qualified template argument name), built
/// without the formatting machinery.
fn qualify(owner: &str, sep: &str, name: &str) -> Rc<str> {
    join_rc(&[owner, sep, name])
}

/// A record's name as text (borrowed when it is a plain string, as class
/// and multiclass names are).
fn record_name(r: &Record) -> std::borrow::Cow<'_, str> {
    match r.name.as_str() {
        Some(s) => std::borrow::Cow::Borrowed(&**s),
        None => std::borrow::Cow::Owned(r.name()),
    }
}

/// The field named `{prefix}{sep}{name}` (a qualified template argument),
/// found without building the qualified name.
fn qualified_field<'r>(
    r: &'r Record,
    prefix: &str,
    sep: &str,
    name: &str,
) -> Option<&'r RecordVal> {
    let len = prefix.len() + sep.len() + name.len();
    r.values.iter().find(|f| {
        let n = &*f.name;
        n.len() == len
            && n.ends_with(name)
            && n.starts_with(prefix)
            && &n.as_bytes()[prefix.len()..prefix.len() + sep.len()] == sep.as_bytes()
    })
}
