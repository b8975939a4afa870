//! Evaluation: syntax tree → records, following LLVM 19's `TGParser`
//! semantics (classes, defs, multiclasses, `foreach`, `let`, `defvar`,
//! `defset`, `if`, `assert`, `dump`, `include`, and every bang operator).
//!
//! Like `llvm-tblgen`, the bodies of `foreach`, `if` and `multiclass` are
//! evaluated once into prototype records whose fields still refer to the
//! loop variables / template arguments; instantiation substitutes them.

// The checks below mirror LLVM's parser case by case; keeping each check as
// its own `if` inside the `match` arm reads closer to the reference.
#![allow(clippy::collapsible_match)]

use super::ast::*;
use super::fxhash::FxHashMap as HashMap;
use super::reader::{Event, Events};
use super::record::{Assertion, FieldKind, RecKind, Record, RecordKeeper, RecordVal};
use super::resolve::{self, cast_to, fold, CurCtx, MapResolver};
use super::value::*;
use crate::diag::{Diagnostic, Loc, Span};
use std::rc::Rc;

type R<T> = Result<T, Diagnostic>;

pub use super::reader::MAX_INCLUDE_DEPTH;
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
    /// docs corpus). They go with the records ([`super::Loaded`]).
    pub(super) spent: Vec<Stmt>,
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
                return Event::Error(Diagnostic::unlocated("internal error: no input"));
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
                let id = self.kp.sources.add(f.path, f.text, f.included_from);
                if id != f.file {
                    return Err(out_of_step());
                }
            }
            Event::Error(d) => return Err(d),
            Event::Stmt(_) | Event::Leave => return Err(out_of_step()),
        }
        loop {
            match self.next_event() {
                Event::Stmt(s) => {
                    self.stmt(&s)?;
                    self.spent.push(s);
                    self.check_fatal()?;
                }
                Event::Leave => return Ok(()),
                Event::Error(d) => return Err(d),
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
                self.add_entry(Entry::Assert(loc, cv, mv))
            }
            StmtKind::Dump(m) => {
                let mv = self.expr(m, None, None, false)?;
                let mv = self.dump_value(mv, None);
                self.add_entry(Entry::Dump(loc, mv))
            }
        }
    }

    fn dump_value(&mut self, v: Init, cur: Option<&Record>) -> Init {
        if v.as_str().is_some() {
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

    fn new_record(&mut self, name: Init, loc: Loc, kind: RecKind) -> Record {
        let mut r = Record::new(name, loc, kind);
        r.id = self.kp.alloc_id();
        r
    }

    fn class_stmt(
        &mut self,
        name: &Ident,
        targs: &[TemplateArg],
        body: &ObjBody,
        is_decl: bool,
        loc: Loc,
    ) -> R<()> {
        let nloc = self.loc(name.span);
        let id = if let Some(&id) = self.kp.classes.get(&name.name) {
            let r = self.kp.record(id);
            if !r.values.is_empty()
                || !r.targs.is_empty()
                || !r.supers.is_empty()
                || self.defined_classes_contains(id)
            {
                if is_decl && targs.is_empty() {
                    // A repeated forward declaration of a defined class is fine.
                    return Ok(());
                }
                return err(nloc, format!("Class '{}' already defined", name.name));
            }
            id
        } else {
            if self.kp.defs.contains_key(&name.name) || self.multiclasses.contains_key(&*name.name)
            {
                // LLVM keeps separate namespaces; nothing to check here.
            }
            let id = self.kp.alloc_id();
            let mut ph = Record::new(Init::string(&*name.name), nloc, RecKind::Class);
            ph.id = id;
            self.kp.store(ph);
            self.kp.classes.insert(Rc::from(&*name.name), id);
            id
        };
        let _ = loc;
        let mut rec = Record::new(Init::string(&*name.name), nloc, RecKind::Class);
        rec.id = id;
        self.push_scope(ScopeKind::Record);
        let r = (|| -> R<()> {
            for ta in targs {
                self.template_arg(ta, Some(&mut rec))?;
            }
            self.kp.store(rec.clone());
            self.obj_body(&mut rec, body)
        })();
        self.pop_scope();
        r?;
        if !is_decl {
            self.mark_defined(id);
        }
        self.kp.store(rec);
        self.kp.final_record(id);
        Ok(())
    }

    fn defined_classes_contains(&self, id: RecId) -> bool {
        self.defined_classes.contains(&id)
    }

    fn mark_defined(&mut self, id: RecId) {
        self.defined_classes.insert(id);
    }

    /// A template argument of a class (`class_rec`) or of the current multiclass.
    fn template_arg(&mut self, ta: &TemplateArg, mut class_rec: Option<&mut Record>) -> R<()> {
        let loc = self.loc(ta.name.span);
        if &*ta.name.name == "NAME" {
            return err(loc, "'NAME' is a reserved variable name");
        }
        let ty = self.ty(&ta.ty)?;
        let is_mc = class_rec.is_none();
        let qname: Rc<str> = {
            let target: &Record = match class_rec.as_deref() {
                Some(r) => r,
                None => &self.cur_mc.as_ref().expect("multiclass").rec,
            };
            let q = qualify(
                &record_name(target),
                if is_mc { "::" } else { ":" },
                &ta.name.name,
            );
            if target.is_template_arg(&q) {
                return err(
                    loc,
                    "template argument with the same name has already been defined",
                );
            }
            q
        };
        {
            let target: &mut Record = match class_rec.as_deref_mut() {
                Some(r) => r,
                None => &mut self.cur_mc.as_mut().expect("multiclass").rec,
            };
            target.values.push(RecordVal {
                name: qname.clone(),
                ty: ty.clone(),
                value: Init::unset_of(&ty),
                kind: FieldKind::TemplateArg,
                loc,
            });
            target.targs.push(qname.clone());
        }
        let Some(d) = &ta.default else { return Ok(()) };
        let vloc = self.loc(d.span);
        match class_rec {
            Some(r) => {
                let v = self.expr(d, Some(&*r), Some(&ty), false)?;
                self.set_value(r, vloc, &qname, &[], v, false)
            }
            None => {
                let v = self.expr(d, None, Some(&ty), false)?;
                let placeholder = Record::new(Init::unset(), loc, RecKind::MultiClass);
                let mut rec = std::mem::replace(
                    &mut self.cur_mc.as_mut().expect("multiclass").rec,
                    placeholder,
                );
                let r = self.set_value(&mut rec, vloc, &qname, &[], v, false);
                self.cur_mc.as_mut().expect("multiclass").rec = rec;
                r
            }
        }
    }

    fn obj_body(&mut self, rec: &mut Record, body: &ObjBody) -> R<()> {
        self.push_scope(ScopeKind::Record);
        let r = (|| -> R<()> {
            for p in &body.parents {
                let sc = self.class_ref(p, Some(rec), false)?;
                self.add_subclass(rec, &sc)?;
            }
            self.apply_let_stack(rec)?;
            for item in &body.items {
                self.body_item(rec, item)?;
                self.check_fatal()?;
            }
            Ok(())
        })();
        self.pop_scope();
        r
    }

    fn apply_let_stack(&mut self, rec: &mut Record) -> R<()> {
        let lets: Vec<(Rc<str>, Vec<u32>, Init, Loc)> = self
            .let_stack
            .iter()
            .flatten()
            .map(|l| (l.name.clone(), l.bits.clone(), l.value.clone(), l.loc))
            .collect();
        for (n, b, v, l) in lets {
            self.set_value(rec, l, &n, &b, v, true)?;
        }
        Ok(())
    }

    fn body_item(&mut self, rec: &mut Record, item: &BodyItem) -> R<()> {
        match item {
            BodyItem::Field {
                is_field,
                ty,
                name,
                value,
            } => {
                let loc = self.loc(name.span);
                if &*name.name == "NAME" {
                    return err(loc, "'NAME' is a reserved variable name");
                }
                if self
                    .scopes
                    .last()
                    .is_some_and(|s| s.vars.contains_key(&*name.name))
                {
                    return err(loc, "local variable of this name already exists");
                }
                let ty = self.ty(ty)?;
                let kind = if *is_field {
                    FieldKind::NonconcreteOk
                } else {
                    FieldKind::Normal
                };
                self.add_value(
                    rec,
                    loc,
                    RecordVal {
                        name: Rc::from(&*name.name),
                        ty: ty.clone(),
                        value: Init::unset_of(&ty),
                        kind,
                        loc,
                    },
                )?;
                if let Some(v) = value {
                    let vloc = self.loc(v.span);
                    let val = self.expr(v, Some(rec), Some(&ty), false)?;
                    self.set_value(rec, vloc, &name.name, &[], val, false)?;
                }
                Ok(())
            }
            BodyItem::Let { name, bits, value } => {
                let loc = self.loc(name.span);
                let mut bl = match bits {
                    Some(r) => self.range_list(r, Some(rec))?,
                    None => Vec::new(),
                };
                bl.reverse();
                let Some(f) = rec.field(&name.name) else {
                    return err(loc, format!("Value '{}' unknown!", name.name));
                };
                let mut ty = f.ty.clone();
                if !bl.is_empty() {
                    if let Ty::Bits(_) = ty {
                        ty = Ty::Bits(bl.len() as u32);
                    }
                }
                let v = self.expr(value, Some(rec), Some(&ty), false)?;
                self.set_value(rec, loc, &name.name, &bl, v, false)
            }
            BodyItem::Defvar(name, value) => self.defvar(name, value, Some(rec)),
            BodyItem::Assert(c, m, span) => {
                let cv = self.expr(c, Some(rec), None, false)?;
                let mv = self.expr(m, Some(rec), None, false)?;
                rec.assertions.push(Assertion {
                    loc: self.loc(c.span),
                    cond: cv,
                    msg: mv,
                });
                let _ = span;
                Ok(())
            }
            BodyItem::Dump(m, span) => {
                let mv = self.expr(m, Some(rec), None, false)?;
                let mv = self.dump_value(mv, Some(rec));
                rec.dumps.push((self.loc(*span), mv));
                Ok(())
            }
        }
    }

    fn add_value(&mut self, rec: &mut Record, loc: Loc, rv: RecordVal) -> R<()> {
        if let Some(i) = rec.field_index(&rv.name) {
            let ety = rec.values[i].ty.clone();
            match resolve::set_value_cast(&mut self.kp, &rv.value, &ety) {
                Some(v) => rec.values[i].value = v,
                None => {
                    return err(
                        loc,
                        format!(
                            "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                            rv.name,
                            rv.ty.to_str(),
                            ety.to_str()
                        ),
                    )
                }
            }
        } else {
            rec.values.push(rv);
        }
        Ok(())
    }

    /// LLVM's `SetValue`.
    fn set_value(
        &mut self,
        rec: &mut Record,
        loc: Loc,
        name: &str,
        bits: &[u32],
        v: Init,
        allow_self: bool,
    ) -> R<()> {
        let Some(i) = rec.field_index(name) else {
            return err(loc, format!("Value '{}' unknown!", name));
        };
        if !allow_self {
            if let InitKind::Var { name: vn, .. } = v.kind() {
                if &**vn == name {
                    return err(loc, "Recursion / self-assignment forbidden");
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let cur = rec.values[i].value.clone();
            let InitKind::Bits(cb) = cur.kind() else {
                return err(loc, format!("Value '{}' is not a bits type", name));
            };
            let Some(bi) = cast_to(&mut self.kp, &v, &Ty::Bits(bits.len() as u32)) else {
                return err(loc, "Initializer is not compatible with bit range");
            };
            let mut nb: Vec<Option<Init>> = vec![None; cb.len()];
            for (k, &b) in bits.iter().enumerate() {
                let b = b as usize;
                if b >= nb.len() {
                    return err(loc, format!("Invalid bit range for value '{}'", name));
                }
                if nb[b].is_some() {
                    return err(
                        loc,
                        format!("Cannot set bit #{} of value '{}' more than once", b, name),
                    );
                }
                nb[b] = Some(bi.get_bit(k as u32));
            }
            v = Init::bits(
                nb.into_iter()
                    .enumerate()
                    .map(|(k, x)| x.unwrap_or_else(|| cb[k].clone()))
                    .collect(),
            );
        }
        let ty = rec.values[i].ty.clone();
        match resolve::set_value_cast(&mut self.kp, &v, &ty) {
            Some(x) => {
                rec.values[i].value = x;
                Ok(())
            }
            None => {
                let it = match v.kind() {
                    InitKind::Bits(b) => {
                        format!("' of type bit initializer with length {}", b.len())
                    }
                    _ => v
                        .ty()
                        .map(|t| format!("' of type '{}", t.to_str()))
                        .unwrap_or_default(),
                };
                err(
                    loc,
                    format!(
                        "Field '{}' of type '{}' is incompatible with value '{}{}'",
                        name,
                        ty.to_str(),
                        v.to_str(),
                        it
                    ),
                )
            }
        }
    }

    fn class_ref(&mut self, p: &ClassRef, cur: Option<&Record>, _is_defm: bool) -> R<SubClassRef> {
        let loc = self.loc(p.name.span);
        let Some(&id) = self.kp.classes.get(&p.name.name) else {
            return err(loc, format!("Couldn't find class '{}'", p.name.name));
        };
        let args = self.template_args(id, &p.args, cur, loc, false)?;
        Ok(SubClassRef {
            id,
            args,
            loc: self.loc(p.span),
        })
    }

    /// Parses and checks the arguments for the template of record `id`
    /// (a class, or a multiclass prototype when `mc` is true).
    fn template_args(
        &mut self,
        id: RecId,
        args: &[ArgExpr],
        cur: Option<&Record>,
        loc: Loc,
        mc: bool,
    ) -> R<Vec<ArgInit>> {
        // The template is read per argument (evaluating an argument needs
        // the evaluator), not copied.
        // The name and type of template argument `k`.
        let targ = |ev: &Self, k: usize| -> (Rc<str>, Ty) {
            let r = ev.template_owner(id, mc);
            let t = r.targs[k].clone();
            let ty = r
                .field_index_rc(&t)
                .map(|i| r.values[i].ty.clone())
                .unwrap_or(Ty::Int);
            (t, ty)
        };
        let ntargs = self.template_owner(id, mc).targs.len();
        let mut out = Vec::with_capacity(args.len());
        let mut named = false;
        for (i, a) in args.iter().enumerate() {
            if i >= ntargs && !matches!(a, ArgExpr::Named(..)) {
                return err(loc, format!("Too many template arguments: {}", i + 1));
            }
            match a {
                ArgExpr::Positional(e) => {
                    let eloc = self.loc(e.span);
                    if named {
                        return err(
                            eloc,
                            "Positional argument should be put before named argument",
                        );
                    }
                    let (tname, ty) = targ(self, i);
                    let v = self.expr(e, cur, Some(&ty), false)?;
                    let v = self.check_arg(v, &tname, &ty, eloc)?;
                    out.push(ArgInit::Positional(i, v));
                }
                ArgExpr::Named(n, e) => {
                    let nloc = self.loc(n.span);
                    let nm = match &n.kind {
                        ExprKind::Id(id) => id.name.to_string(),
                        ExprKind::Str(s) => s.to_string(),
                        _ => {
                            return err(
                                nloc,
                                "The name of named argument should be a valid identifier",
                            )
                        }
                    };
                    let q = {
                        let r = self.template_owner(id, mc);
                        qualify(&record_name(r), if mc { "::" } else { ":" }, &nm)
                    };
                    let Some(k) = self
                        .template_owner(id, mc)
                        .targs
                        .iter()
                        .position(|t| *t == q)
                    else {
                        return err(nloc, format!("Argument \"{}\" doesn't exist", nm));
                    };
                    let (tname, ty) = targ(self, k);
                    let eloc = self.loc(e.span);
                    let v = self.expr(e, cur, Some(&ty), false)?;
                    if v.is_unset() {
                        return err(eloc, format!("The value of named argument should be initialized, but we got '{}'", v.to_str()));
                    }
                    let v = self.check_arg(v, &tname, &ty, eloc)?;
                    named = true;
                    out.push(ArgInit::Named(q, v));
                }
            }
        }
        Ok(out)
    }

    fn check_arg(&mut self, v: Init, name: &str, ty: &Ty, loc: Loc) -> R<Init> {
        if v.is_unset() {
            return Ok(v);
        }
        // (The value's type is only built for the error message.)
        match cast_to(&mut self.kp, &v, ty) {
            Some(c) => Ok(c),
            None => {
                let vt = v.ty().unwrap_or(Ty::Int);
                err(
                    loc,
                    format!(
                        "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                        name,
                        vt.to_str(),
                        ty.to_str(),
                        v.to_str()
                    ),
                )
            }
        }
    }

    /// The record whose template `id` names: a class, or a multiclass
    /// prototype when `mc` is true.
    fn template_owner(&self, id: RecId, mc: bool) -> &Record {
        if mc {
            self.mc_rec(id)
        } else {
            self.kp.record(id)
        }
    }

    fn mc_rec(&self, id: RecId) -> &Record {
        if let Some(m) = &self.cur_mc {
            if m.rec.id == id {
                return &m.rec;
            }
        }
        for m in self.multiclasses.values() {
            if m.rec.id == id {
                return &m.rec;
            }
        }
        self.kp.record(id)
    }

    /// LLVM's `resolveArguments`: named/positional values and defaults.
    fn resolve_arguments(
        &self,
        rec: &Record,
        args: &[ArgInit],
        loc: Loc,
    ) -> R<Vec<(Rc<str>, Init)>> {
        let mut out = Vec::with_capacity(rec.targs.len());
        resolve_arguments_to(rec, args, loc, |n, v| out.push((n, v)))?;
        Ok(out)
    }

    fn add_subclass(&mut self, rec: &mut Record, sc: &SubClassRef) -> R<()> {
        // The class is read in place (records keep their index), not cloned:
        // this runs for every superclass of every record.
        if rec.values.is_empty() {
            // Typically the first superclass: the class's fields have
            // distinct names, so they are copied without a lookup each.
            let class = self.kp.record(sc.id);
            rec.values.reserve(class.values.len());
            rec.values.extend(
                class
                    .values
                    .iter()
                    .filter(|f| f.kind != FieldKind::TemplateArg)
                    .cloned(),
            );
        } else {
            for i in 0..self.kp.record(sc.id).values.len() {
                let f = &self.kp.record(sc.id).values[i];
                if f.kind != FieldKind::TemplateArg {
                    let f = f.clone();
                    self.add_value(rec, sc.loc, f)?;
                }
            }
        }
        let class = self.kp.record(sc.id);
        let mut r =
            MapResolver::with_capacity(Some(CurCtx::of(&self.kp, rec)), class.targs.len() + 1);
        resolve_arguments_to(class, &sc.args, sc.loc, |n, v| r.set(n, v))?;
        rec.assertions.extend(class.assertions.iter().cloned());
        rec.dumps.extend(class.dumps.iter().cloned());
        let name = if rec.is_class() {
            Init::var(self.class_name_var(rec), Ty::String)
        } else {
            rec.name.clone()
        };
        r.set(self.class_name_var(class), name);
        resolve::resolve_record(&mut self.kp, rec, &mut r);
        let class = self.kp.record(sc.id);
        rec.supers.reserve(class.supers.len() + 1);
        for s in &class.supers {
            if rec.is_subclass_of_id(s.id) {
                return err(sc.loc, format!("Already subclass of '{}'!", s.name));
            }
            rec.supers.push(s.clone());
        }
        if rec.is_subclass_of_id(sc.id) {
            return err(sc.loc, format!("Already subclass of '{}'!", class.name()));
        }
        rec.supers.push(self.kp.rec_ref(sc.id));
        self.check_fatal()
    }

    /// `{class}:NAME`, the implicit template argument `NAME` of class
    /// `class` (one string per class, so that resolvers match it by
    /// pointer and no string is built per use).
    fn class_name_var(&self, class: &Record) -> Rc<str> {
        self.name_vars
            .get_or(class.id, || qualify(&record_name(class), ":", "NAME"))
    }

    fn object_name(&mut self, e: &Expr) -> R<Init> {
        let mut name = self.expr(e, None, Some(&Ty::String), true)?;
        if let Some(mc) = &self.cur_mc {
            let q = format!("{}::NAME", mc.rec.name());
            if !references(&name, &q) {
                name = self.str_concat(Init::var(q, Ty::String), name);
            }
        }
        Ok(name)
    }

    fn str_concat(&mut self, a: Init, b: Init) -> Init {
        if let (InitKind::Str { s: x, code: c1 }, InitKind::Str { s: y, code: c2 }) =
            (a.kind(), b.kind())
        {
            if x.len() + y.len() > resolve::MAX_STRING {
                self.kp.set_fatal(Diagnostic::error(
                    self.cur_loc,
                    format!("pasted string is longer than {} bytes", resolve::MAX_STRING),
                ));
                return Init::empty_string();
            }
            return Init::string_fmt(join_rc(&[x, y]), *c1 || *c2);
        }
        Init::new(InitKind::Bin {
            op: BinOp::StrConcat,
            lhs: a,
            rhs: b,
            ty: Ty::String,
        })
    }

    fn def_stmt(&mut self, name: Option<&Expr>, body: &ObjBody, loc: Loc) -> R<()> {
        let mut rec = match name {
            None => {
                let n = self.kp.new_anon_name();
                self.new_record(Init::string(n), loc, RecKind::AnonDef)
            }
            Some(e) => {
                let nloc = if matches!(e.kind, ExprKind::Id(_)) {
                    self.loc(e.span)
                } else {
                    loc
                };
                let n = self.object_name(e)?;
                self.new_record(n, nloc, RecKind::Def)
            }
        };
        self.obj_body(&mut rec, body)?;
        self.add_entry(Entry::Rec(Box::new(rec)))
    }

    fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let fin = self.cur_mc.is_none();
            let mut dest = Vec::new();
            let mut substs = Vec::new();
            self.resolve_loop(
                &l,
                &mut substs,
                fin,
                if fin { None } else { Some(&mut dest) },
                None,
            )?;
            if let Some(mc) = self.cur_mc.as_mut() {
                mc.entries.extend(dest);
            }
            return Ok(());
        }
        if let Some(mc) = self.cur_mc.as_mut() {
            mc.entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(loc, c, m) => {
                resolve::check_assert(&mut self.kp, loc, &c, &m);
                self.check_fatal()
            }
            Entry::Dump(loc, m) => {
                self.dumps.push(Diagnostic {
                    severity: crate::diag::Severity::Note,
                    loc: Some(loc),
                    message: m.to_unquoted(),
                    notes: Vec::new(),
                });
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(*r),
            Entry::Loop(_) => unreachable!(),
        }
    }

    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(Rc<str>, Init)>,
        fin: bool,
        dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> R<()> {
        let mut r = MapResolver::with_capacity(None, substs.len());
        for (n, v) in substs.iter() {
            r.set(n.clone(), v.clone());
        }
        let mut list = resolve::resolve(&mut self.kp, &l.list, &mut r);
        if let InitKind::Tern {
            op: TernOp::If,
            lhs,
            mhs,
            rhs,
            ty,
        } = list.kind()
        {
            if fin {
                let mut r2 = MapResolver::with_capacity(None, substs.len());
                for (n, v) in substs.iter() {
                    r2.set(n.clone(), v.clone());
                }
                r2.fin = true;
                let nl = resolve::resolve(&mut self.kp, lhs, &mut r2);
                if nl.ptr_eq(lhs) {
                    return err(
                        l.loc,
                        format!(
                            "unable to resolve if condition '{}' at end of containing scope",
                            nl.to_str()
                        ),
                    );
                }
                let t = Init::new(InitKind::Tern {
                    op: TernOp::If,
                    lhs: nl,
                    mhs: mhs.clone(),
                    rhs: rhs.clone(),
                    ty: ty.clone(),
                });
                list = fold(&mut self.kp, &t, None, false);
            }
        }
        self.check_fatal()?;
        let Some(items) = list.as_list() else {
            if !fin {
                if let Some(dest) = dest {
                    let mut nl = ForeachLoop {
                        loc: l.loc,
                        iter: l.iter.clone(),
                        list: list.clone(),
                        entries: Vec::new(),
                    };
                    self.resolve_entries(&l.entries, substs, fin, Some(&mut nl.entries), loc)?;
                    dest.push(Entry::Loop(Box::new(nl)));
                    return Ok(());
                }
            }
            return err(
                l.loc,
                format!(
                    "attempting to loop over '{}', expected a list",
                    list.to_str()
                ),
            );
        };
        if items.len() > MAX_FOREACH {
            return err(
                l.loc,
                format!(
                    "foreach list has {} elements (limit {})",
                    items.len(),
                    MAX_FOREACH
                ),
            );
        }
        let items = items.to_vec();
        let mut dest = dest;
        for it in items {
            if let Some(v) = &l.iter {
                substs.push((v.clone(), it));
            }
            let r = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), loc);
            if l.iter.is_some() {
                substs.pop();
            }
            r?;
        }
        Ok(())
    }

    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(Rc<str>, Init)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> R<()> {
        for e in src {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut(), loc)?,
                Entry::Assert(aloc, c, m) => {
                    let mut r = MapResolver::with_capacity(None, substs.len());
                    for (n, v) in substs.iter() {
                        r.set(n.clone(), v.clone());
                    }
                    let c = resolve::resolve(&mut self.kp, c, &mut r);
                    let m = resolve::resolve(&mut self.kp, m, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*aloc, c, m)),
                        None => resolve::check_assert(&mut self.kp, *aloc, &c, &m),
                    }
                }
                Entry::Dump(dloc, m) => {
                    let mut r = MapResolver::with_capacity(None, substs.len());
                    for (n, v) in substs.iter() {
                        r.set(n.clone(), v.clone());
                    }
                    let m = resolve::resolve(&mut self.kp, m, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(*dloc, m)),
                        None => self.dumps.push(Diagnostic {
                            severity: crate::diag::Severity::Note,
                            loc: Some(*dloc),
                            message: m.to_unquoted(),
                            notes: Vec::new(),
                        }),
                    }
                }
                Entry::Rec(proto) => {
                    let mut rec = (**proto).clone();
                    rec.id = self.kp.alloc_id();
                    if let Some(l) = loc {
                        rec.locs.push(l);
                    }
                    let mut r =
                        MapResolver::with_capacity(Some(CurCtx::of(&self.kp, &rec)), substs.len());
                    for (n, v) in substs.iter() {
                        r.set(n.clone(), v.clone());
                    }
                    resolve::resolve_record(&mut self.kp, &mut rec, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(Box::new(rec))),
                        None => self.add_def_one(rec)?,
                    }
                }
            }
            self.check_fatal()?;
        }
        Ok(())
    }

    fn add_def_one(&mut self, mut rec: Record) -> R<()> {
        let name_str = rec.name.to_unquoted();
        let mut new_name = None;
        if let Some(&prev) = self.kp.defs.get(name_str.as_str()) {
            if !rec.is_anonymous() {
                let ploc = self.kp.record(prev).loc();
                return Err(Diagnostic::error(
                    rec.loc(),
                    format!("def already exists: {}", name_str),
                )
                .with_note(ploc, "location of previous definition"));
            }
            new_name = Some(Init::string(self.kp.new_anon_name()));
        }
        resolve::resolve_record_final(&mut self.kp, &mut rec, new_name);
        self.check_fatal()?;
        self.check_concrete(&rec);
        let Some(name) = rec.name.as_str().cloned() else {
            return err(
                rec.loc(),
                format!(
                    "record name '{}' could not be fully resolved",
                    rec.name.to_str()
                ),
            );
        };
        let id = rec.id;
        let assertions = rec.assertions.clone();
        let dumps = rec.dumps.clone();
        if let Some(&prev) = self.kp.defs.get(&name) {
            let ploc = self.kp.record(prev).loc();
            return Err(
                Diagnostic::error(rec.loc(), format!("def already exists: {}", name))
                    .with_note(ploc, "location of previous definition"),
            );
        }
        self.kp.store(rec);
        self.kp.defs.insert(name, id);
        self.kp.final_record(id);
        resolve::check_assertions(&mut self.kp, id, &assertions);
        self.check_fatal()?;
        for (l, m) in dumps {
            self.dumps.push(Diagnostic {
                severity: crate::diag::Severity::Note,
                loc: Some(l),
                message: m.to_unquoted(),
                notes: Vec::new(),
            });
        }
        if !self.defsets.is_empty() {
            let di = self.kp.def_init(id);
            let dt = self.kp.def_type(id);
            for i in 0..self.defsets.len() {
                if !dt.is_a(&self.defsets[i].elt_ty, &self.kp) {
                    let loc = self.kp.record(id).loc();
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "adding record of incompatible type '{}' to defset",
                            dt.to_str()
                        ),
                    )
                    .with_note(self.defsets[i].loc, "location of defset declaration"));
                }
                self.defsets[i].elems.push(di.clone());
            }
        }
        Ok(())
    }

    fn check_concrete(&mut self, rec: &Record) {
        for v in &rec.values {
            if v.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = match v.value.kind() {
                // Bits may still refer to other fields of the record.
                InitKind::Bits(b) => b.iter().all(|bit| {
                    let is_ref = match bit.kind() {
                        InitKind::VarBit { var, .. } => match var.kind() {
                            InitKind::Var { name, .. } => rec.field(name).is_some(),
                            _ => false,
                        },
                        InitKind::Var { .. } => true,
                        _ => false,
                    };
                    is_ref || bit.is_concrete()
                }),
                _ => v.value.is_concrete(),
            };
            if !ok {
                self.errors.push(Diagnostic::error(
                    rec.loc(),
                    format!(
                        "Initializer of '{}' in '{}' could not be fully resolved: {}",
                        v.name,
                        rec.name.to_unquoted(),
                        v.value.to_str()
                    ),
                ));
            }
        }
    }

    fn defm_stmt(&mut self, name: Option<&Expr>, refs: &[ClassRef], loc: Loc) -> R<()> {
        let defm_name = match name {
            Some(e) => self.object_name(e)?,
            None => {
                let n = Init::string(self.kp.new_anon_name());
                match &self.cur_mc {
                    Some(mc) => {
                        let q = format!("{}::NAME", mc.rec.name());
                        self.str_concat(Init::var(q, Ty::String), n)
                    }
                    None => n,
                }
            }
        };
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut idx = 0;
        while idx < refs.len() {
            let p = &refs[idx];
            if !self.multiclasses.contains_key(&*p.name.name) {
                if idx == 0 {
                    return err(
                        self.loc(p.name.span),
                        format!("Couldn't find multiclass '{}'", p.name.name),
                    );
                }
                break;
            }
            let mc = self.multiclasses[&*p.name.name].clone();
            let ploc = self.loc(p.name.span);
            let args = self.template_args(mc.rec.id, &p.args, None, ploc, true)?;
            let mut substs = self.resolve_arguments(&mc.rec, &args, ploc)?;
            substs.push((
                Rc::from(format!("{}::NAME", mc.rec.name()).as_str()),
                defm_name.clone(),
            ));
            let fin = self.cur_mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &mc.entries,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(ploc),
            )?;
            idx += 1;
        }
        for p in &refs[idx..] {
            if !self.kp.classes.contains_key(&p.name.name) {
                return err(
                    self.loc(p.name.span),
                    format!("Couldn't find class '{}'", p.name.name),
                );
            }
            let sc = self.class_ref(p, None, false)?;
            for e in new_entries.iter_mut() {
                self.add_subclass_entry(e, &sc)?;
            }
        }
        let _ = loc;
        for mut e in new_entries {
            self.apply_let_stack_entry(&mut e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn add_subclass_entry(&mut self, e: &mut Entry, sc: &SubClassRef) -> R<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(r, sc),
            Entry::Loop(l) => {
                for e in l.entries.iter_mut() {
                    self.add_subclass_entry(e, sc)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn apply_let_stack_entry(&mut self, e: &mut Entry) -> R<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(r),
            Entry::Loop(l) => {
                for e in l.entries.iter_mut() {
                    self.apply_let_stack_entry(e)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn defset_stmt(&mut self, ty: &TypeExpr, name: &Ident, body: &[Stmt], loc: Loc) -> R<()> {
        let t = self.ty(ty)?;
        let Ty::List(elt) = t else {
            return err(loc, "expected list type");
        };
        if self.kp.global(&name.name).is_some() {
            return err(
                self.loc(name.span),
                "def or global variable of this name already exists",
            );
        }
        self.defsets.push(Defset {
            elt_ty: (*elt).clone(),
            elems: Vec::new(),
            loc,
        });
        let r = self.stmts(body);
        let ds = self.defsets.pop().expect("defset");
        r?;
        self.kp
            .globals
            .insert(Rc::from(&*name.name), Init::list(ds.elems, ds.elt_ty));
        Ok(())
    }

    fn defvar(&mut self, name: &Ident, value: &Expr, cur: Option<&mut Record>) -> R<()> {
        let loc = self.loc(name.span);
        if self
            .scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(&*name.name))
        {
            return err(loc, "local variable of this name already exists");
        }
        if let Some(r) = &cur {
            if let Some(f) = r.field(&name.name) {
                if f.kind != FieldKind::TemplateArg {
                    return err(loc, "field of this name already exists");
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.kp.global(&name.name).is_some() {
            return err(loc, "def or global variable of this name already exists");
        }
        let v = self.expr(value, cur.as_deref(), None, false)?;
        if outermost {
            self.kp.globals.insert(Rc::from(&*name.name), v);
        } else {
            self.scopes
                .last_mut()
                .expect("scope")
                .vars
                .insert(Rc::from(&*name.name), v);
        }
        Ok(())
    }

    fn foreach_stmt(&mut self, name: &Ident, list: &ForeachList, body: &[Stmt], loc: Loc) -> R<()> {
        let (lv, ity) = match list {
            ForeachList::Ranges(r) => {
                let vals = self.range_list(r, None)?;
                (
                    Init::list(
                        vals.into_iter().map(|x| Init::int(x as i64)).collect(),
                        Ty::Int,
                    ),
                    Ty::Int,
                )
            }
            ForeachList::Value(e) => {
                let v = self.expr(e, None, None, false)?;
                match v.ty() {
                    Some(Ty::List(t)) => (v, (*t).clone()),
                    Some(_) => {
                        let vals = self.range_values(&v, None, self.loc(e.span))?;
                        (
                            Init::list(
                                vals.into_iter().map(|x| Init::int(x as i64)).collect(),
                                Ty::Int,
                            ),
                            Ty::Int,
                        )
                    }
                    None => {
                        let mut d = Diagnostic::error(
                            self.loc(e.span),
                            format!("expected a list, got '{}'", v.to_str()),
                        );
                        if self.cur_mc.is_some() {
                            d.notes.push(Diagnostic {
                                severity: crate::diag::Severity::Note,
                                loc: None,
                                message: "references to multiclass template arguments cannot be resolved at this time".into(),
                                notes: Vec::new(),
                            });
                        }
                        return Err(d);
                    }
                }
            }
        };
        let iter: Rc<str> = Rc::from(&*name.name);
        let var = Init::var(iter.clone(), ity);
        self.loops.push(ForeachLoop {
            loc,
            iter: Some(iter.clone()),
            list: lv,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Foreach(iter, var));
        let r = self.stmts(body);
        self.pop_scope();
        let l = self.loops.pop().expect("loop");
        r?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn if_stmt(&mut self, c: &Expr, then: &[Stmt], els: Option<&[Stmt]>, loc: Loc) -> R<()> {
        let cond = self.expr(c, None, None, false)?;
        let empty = Init::list(Vec::new(), Ty::Bit);
        let single = Init::list(vec![Init::bit(true)], Ty::Bit);
        let lt = Ty::Bit.list_of();
        for (body, (a, b)) in [
            (Some(then), (single.clone(), empty.clone())),
            (els, (empty.clone(), single.clone())),
        ] {
            let Some(body) = body else { continue };
            let t = Init::new(InitKind::Tern {
                op: TernOp::If,
                lhs: cond.clone(),
                mhs: a,
                rhs: b,
                ty: lt.clone(),
            });
            let list = fold(&mut self.kp, &t, None, false);
            self.loops.push(ForeachLoop {
                loc,
                iter: None,
                list,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Local);
            let r = self.stmts(body);
            self.pop_scope();
            let l = self.loops.pop().expect("loop");
            r?;
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn let_stmt(
        &mut self,
        lets: &[(Ident, Option<Vec<RangePiece>>, Expr)],
        body: &[Stmt],
    ) -> R<()> {
        let mut recs = Vec::new();
        for (name, bits, value) in lets {
            let mut bl = match bits {
                Some(r) => self.range_list(r, None)?,
                None => Vec::new(),
            };
            bl.reverse();
            let v = self.expr(value, None, None, false)?;
            recs.push(LetRecord {
                name: Rc::from(&*name.name),
                bits: bl,
                value: v,
                loc: self.loc(name.span),
            });
        }
        self.let_stack.push(recs);
        self.push_scope(ScopeKind::Local);
        let r = self.stmts(body);
        self.pop_scope();
        self.let_stack.pop();
        r
    }

    fn multiclass_stmt(
        &mut self,
        name: &Ident,
        targs: &[TemplateArg],
        bases: &[ClassRef],
        body: &[Stmt],
        loc: Loc,
    ) -> R<()> {
        let nloc = self.loc(name.span);
        if self.multiclasses.contains_key(&*name.name) {
            return err(nloc, format!("multiclass '{}' already defined", name.name));
        }
        let rec = self.new_record(Init::string(&*name.name), nloc, RecKind::MultiClass);
        self.cur_mc = Some(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::MultiClass);
        let r = (|| -> R<()> {
            for ta in targs {
                self.template_arg(ta, None)?;
            }
            for b in bases {
                let bloc = self.loc(b.name.span);
                let Some(smc) = self.multiclasses.get(&*b.name.name).cloned() else {
                    return err(bloc, format!("Couldn't find multiclass '{}'", b.name.name));
                };
                let args = self.template_args(smc.rec.id, &b.args, None, bloc, true)?;
                self.add_sub_multiclass(&smc, &args, bloc)?;
            }
            Ok(())
        })();
        if let Err(e) = r {
            self.pop_scope();
            self.cur_mc = None;
            return Err(e);
        }
        let _ = loc;
        self.pop_scope();
        self.push_scope(ScopeKind::MultiClass);
        let r = self.stmts(body);
        self.pop_scope();
        let mc = self.cur_mc.take().expect("multiclass");
        r?;
        if body.is_empty() && bases.is_empty() {
            return err(nloc, "multiclass must contain at least one def");
        }
        self.multiclasses.insert(Rc::from(&*name.name), Rc::new(mc));
        Ok(())
    }

    /// Adds the entries of base multiclasses (`multiclass M : Base<args>`).
    fn add_sub_multiclass(&mut self, base: &Rc<MultiClass>, args: &[ArgInit], loc: Loc) -> R<()> {
        let cur_name = self
            .cur_mc
            .as_ref()
            .map(|m| m.rec.name())
            .unwrap_or_default();
        let mut substs = self.resolve_arguments(&base.rec, args, loc)?;
        substs.push((
            Rc::from(format!("{}::NAME", base.rec.name()).as_str()),
            Init::var(format!("{}::NAME", cur_name), Ty::String),
        ));
        let mut dest = Vec::new();
        self.resolve_entries(&base.entries, &mut substs, false, Some(&mut dest), None)?;
        self.cur_mc
            .as_mut()
            .expect("multiclass")
            .entries
            .extend(dest);
        Ok(())
    }

    // ------------------------------------------------------------ types and ranges

    fn ty(&mut self, t: &TypeExpr) -> R<Ty> {
        Ok(match t {
            TypeExpr::Bit => Ty::Bit,
            TypeExpr::Bits(n) => {
                if *n < 0 || *n > 1 << 20 {
                    return Err(Diagnostic::unlocated(format!("invalid bits width {}", n)));
                }
                Ty::Bits(*n as u32)
            }
            TypeExpr::Int => Ty::Int,
            TypeExpr::String | TypeExpr::Code => Ty::String,
            TypeExpr::Dag => Ty::Dag,
            TypeExpr::List(e) => self.ty(e)?.list_of(),
            TypeExpr::Class(id) => {
                let Some(&cid) = self.kp.classes.get(&id.name) else {
                    // LLVM follows up with "unknown class name" at the next token.
                    let text = self.kp.sources.file(id.span.file).text.clone();
                    let mut next = id.span.end as usize;
                    while next < text.len() && text.as_bytes()[next].is_ascii_whitespace() {
                        next += 1;
                    }
                    let mut d = Diagnostic::error(
                        self.loc(id.span),
                        format!("Couldn't find class '{}'", id.name),
                    );
                    d.notes.push(Diagnostic::error(
                        Loc {
                            file: id.span.file,
                            offset: next as u32,
                        },
                        "unknown class name",
                    ));
                    return Err(d);
                };
                Ty::Rec(
                    vec![RecRef {
                        id: cid,
                        name: Rc::from(&*id.name),
                    }]
                    .into(),
                )
            }
        })
    }

    fn range_values(&mut self, v: &Init, end: Option<Init>, loc: Loc) -> R<Vec<u32>> {
        let Some(s) = v.as_int() else {
            return err(loc, "expected integer or bitrange");
        };
        if s < 0 {
            return err(loc, "invalid range, cannot be negative");
        }
        let Some(end) = end else {
            return Ok(vec![s as u32]);
        };
        let Some(e) = end.as_int() else {
            return err(loc, "expected integer value as end of range");
        };
        if e < 0 {
            return err(loc, "invalid range, cannot be negative");
        }
        if (s - e).unsigned_abs() as usize > MAX_FOREACH {
            return err(loc, "range is too large");
        }
        Ok(if s <= e {
            (s..=e).map(|x| x as u32).collect()
        } else {
            (e..=s).rev().map(|x| x as u32).collect()
        })
    }

    fn range_list(&mut self, pieces: &[RangePiece], cur: Option<&Record>) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            let loc = self.loc(p.start.span);
            let s = self.expr(&p.start, cur, None, false)?;
            let e = match &p.end {
                Some(e) => Some(self.expr(e, cur, None, false)?),
                None => None,
            };
            out.extend(self.range_values(&s, e, loc)?);
            if out.len() > MAX_FOREACH {
                return err(loc, "range is too large");
            }
        }
        Ok(out)
    }

    // ------------------------------------------------------------ expressions

    fn cur_ctx(&self, cur: Option<&Record>) -> Option<CurCtx> {
        cur.map(|r| CurCtx::of(&self.kp, r))
    }

    fn fold_in(&mut self, v: Init, cur: Option<&Record>) -> Init {
        let needs_ctx = matches!(
            v.kind(),
            InitKind::Un { .. }
                | InitKind::Bin { .. }
                | InitKind::Tern { .. }
                | InitKind::Cond { .. }
                | InitKind::Field { .. }
                | InitKind::Exists { .. }
                | InitKind::Foldl { .. }
        );
        let ctx = if needs_ctx { self.cur_ctx(cur) } else { None };
        fold(&mut self.kp, &v, ctx.as_ref(), false)
    }

    fn lookup_var(&self, name: &str, cur: Option<&Record>) -> Option<Init> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.vars.get(name) {
                return Some(v.clone());
            }
            match &s.kind {
                ScopeKind::Local => {}
                ScopeKind::Record => {
                    if let Some(r) = cur {
                        if let Some(f) = r.field(name) {
                            // The field's own name: no new string, and the
                            // resolvers find it by pointer.
                            return Some(Init::var(f.name.clone(), f.ty.clone()));
                        }
                        if r.is_class() {
                            let rname = record_name(r);
                            if let Some(f) = qualified_field(r, &rname, ":", name) {
                                if f.kind == FieldKind::TemplateArg {
                                    return Some(Init::var(f.name.clone(), f.ty.clone()));
                                }
                            }
                            if name == "NAME" {
                                return Some(Init::var(self.class_name_var(r), Ty::String));
                            }
                        }
                    }
                }
                ScopeKind::Foreach(n, v) => {
                    if **n == *name {
                        return Some(v.clone());
                    }
                }
                ScopeKind::MultiClass => {
                    if let Some(mc) = &self.cur_mc {
                        let rname = record_name(&mc.rec);
                        if let Some(f) = qualified_field(&mc.rec, &rname, "::", name) {
                            if f.kind == FieldKind::TemplateArg {
                                return Some(Init::var(f.name.clone(), f.ty.clone()));
                            }
                        }
                        if name == "NAME" {
                            return Some(Init::var(format!("{}::{}", rname, name), Ty::String));
                        }
                    }
                }
            }
        }
        None
    }

    fn id_value(&mut self, id: &Ident, cur: Option<&Record>, name_mode: bool) -> R<Init> {
        if let Some(v) = self.lookup_var(&id.name, cur) {
            return Ok(v);
        }
        if name_mode {
            return Ok(Init::string(&*id.name));
        }
        if let Some(g) = self.kp.global(&id.name) {
            return Ok(g);
        }
        if let Some(r) = cur {
            if !r.is_class()
                && self.cur_mc.is_none()
                && r.name.as_str().is_some_and(|n| **n == *id.name)
            {
                let ty = self.kp.record_type(r);
                return Ok(Init::new(InitKind::Un {
                    op: UnOp::Cast,
                    arg: Init::string(&*id.name),
                    ty,
                }));
            }
        }
        err(
            self.loc(id.span),
            format!("Variable not defined: '{}'", id.name),
        )
    }

    /// The name (the declaring record's string, so that field lookups
    /// find it by pointer) and type of field `field` of record value `v`.
    fn field_type(&self, v: &Init, field: &str, cur: Option<&Record>) -> Option<(Rc<str>, Ty)> {
        match v.kind() {
            InitKind::Def { rec, .. } => self
                .kp
                .record(rec.id)
                .field(field)
                .map(|f| (f.name.clone(), f.ty.clone())),
            _ => {
                if let Some(Ty::Rec(cs)) = v.ty() {
                    for c in cs.iter() {
                        let rec = match cur {
                            Some(r) if r.id == c.id => r,
                            _ => self.kp.record(c.id),
                        };
                        if let Some(f) = rec.field(field) {
                            return Some((f.name.clone(), f.ty.clone()));
                        }
                    }
                }
                None
            }
        }
    }

    /// Evaluates an expression (LLVM's `ParseValue`).
    pub(crate) fn expr(
        &mut self,
        e: &Expr,
        cur: Option<&Record>,
        ity: Option<&Ty>,
        name_mode: bool,
    ) -> R<Init> {
        let loc = self.loc(e.span);
        self.cur_loc = loc;
        let v = match &e.kind {
            ExprKind::Unset => Init::unset(),
            ExprKind::Int(v) => Init::int(*v),
            ExprKind::BinLit(bits) => Init::bits(bits.iter().map(|b| Init::bit(*b)).collect()),
            ExprKind::Bool(b) => Init::int(*b as i64),
            ExprKind::Str(s) => Init::string(&**s),
            ExprKind::Code(s) => Init::string_fmt(&**s, true),
            ExprKind::Bits(vals) => {
                let mut nb: Vec<Init> = Vec::new();
                for (i, x) in vals.iter().enumerate() {
                    let v = self.expr(x, cur, None, false)?;
                    if let InitKind::Bits(b) = v.kind() {
                        nb.extend(b.iter().rev().cloned());
                        continue;
                    }
                    if let InitKind::Var {
                        ty: Ty::Bits(n), ..
                    } = v.kind()
                    {
                        for k in (0..*n).rev() {
                            nb.push(v.get_bit(k));
                        }
                        continue;
                    }
                    match cast_to(&mut self.kp, &v, &Ty::Bit) {
                        Some(b) => nb.push(b),
                        None => {
                            return err(
                                loc,
                                format!(
                                    "Element #{} ({}) is not convertable to a bit",
                                    i,
                                    v.to_str()
                                ),
                            );
                        }
                    }
                }
                nb.reverse();
                Init::bits(nb)
            }
            ExprKind::List(elems, given) => {
                let given_list = match ity {
                    Some(Ty::List(t)) => Some((**t).clone()),
                    Some(t) => {
                        return err(
                            loc,
                            format!("Encountered a list when expecting a {}", t.to_str()),
                        )
                    }
                    None => None,
                };
                let given_elt = match given {
                    Some(t) => Some(self.ty(t)?),
                    None => None,
                };
                let mut vals = Vec::with_capacity(elems.len());
                for x in elems {
                    vals.push(self.expr(x, cur, given_list.as_ref(), false)?);
                }
                let mut elt: Option<Ty> = None;
                for v in &vals {
                    if let Some(t) = v.ty() {
                        elt = match elt {
                            None => Some(t),
                            Some(e) => match resolve_types(&e, &t, &self.kp) {
                                Some(r) => Some(r),
                                None => return err(loc, "Incompatible types in list elements"),
                            },
                        };
                    }
                }
                if let Some(g) = &given_elt {
                    if let Some(e) = &elt {
                        if !e.convertible_to(g, &self.kp) {
                            return err(loc, "Incompatible types in list elements");
                        }
                    }
                    elt = Some(g.clone());
                }
                let deduced = match elt {
                    None => match given_list {
                        Some(t) => t,
                        None => return err(loc, "No type for list"),
                    },
                    Some(e) => {
                        if let Some(g) = &given_list {
                            if !e.convertible_to(g, &self.kp) {
                                return err(
                                    loc,
                                    format!(
                                        "Element type mismatch for list: element type '{}' not convertible to '{}",
                                        e.to_str(),
                                        g.to_str()
                                    ),
                                );
                            }
                        }
                        e
                    }
                };
                Init::list(vals, deduced)
            }
            ExprKind::Dag { op, op_name, args } => {
                let o = self.expr(op, cur, None, false)?;
                let mut a = Vec::with_capacity(args.len());
                for (v, n) in args {
                    let val = match v {
                        Some(v) => self.expr(v, cur, None, false)?,
                        None => Init::unset(),
                    };
                    a.push((val, n.as_ref().map(|n| Rc::from(&*n.name))));
                }
                Init::new(InitKind::Dag {
                    op: o,
                    name: op_name.as_ref().map(|n| Rc::from(&*n.name)),
                    args: a,
                })
            }
            ExprKind::Id(id) => self.id_value(id, cur, name_mode)?,
            ExprKind::ClassInst(name, args) => {
                let Some(&cid) = self.kp.classes.get(&name.name) else {
                    return err(
                        self.loc(name.span),
                        format!("Expected a class name, got '{}'", name.name),
                    );
                };
                let a = self.template_args(cid, args, cur, loc, false)?;
                resolve_arguments_to(self.kp.record(cid), &a, self.loc(name.span), |_, _| {})?;
                let cref = self.kp.rec_ref(cid);
                let ty = self.kp.class_type(&cref);
                let vd = Init::new(InitKind::VarDef {
                    class: cref,
                    args: a,
                    ty,
                });
                fold(&mut self.kp, &vd, None, false)
            }
            ExprKind::Bang { op, ty, args } => self.bang(op, ty.as_deref(), args, cur, ity, loc)?,
            ExprKind::Cond(clauses) => {
                let mut cs = Vec::new();
                let mut vs = Vec::new();
                for (c, v) in clauses {
                    cs.push(self.expr(c, cur, None, false)?);
                    vs.push(self.expr(v, cur, ity, false)?);
                }
                let mut ty: Option<Ty> = None;
                for v in &vs {
                    if v.is_unset() {
                        continue;
                    }
                    let vt = v.ty();
                    ty = match (ty, vt) {
                        (None, t) => t,
                        (Some(t), Some(u)) => match resolve_types(&t, &u, &self.kp) {
                            Some(r) => Some(r),
                            None => {
                                return err(
                                    loc,
                                    format!(
                                        "inconsistent types '{}' and '{}' for !cond",
                                        t.to_str(),
                                        u.to_str()
                                    ),
                                )
                            }
                        },
                        (Some(t), None) => Some(t),
                    };
                }
                let Some(ty) = ty else {
                    return err(loc, "could not determine type for !cond from its arguments");
                };
                let c = Init::new(InitKind::Cond {
                    conds: cs,
                    vals: vs,
                    ty,
                });
                self.fold_in(c, cur)
            }
            ExprKind::BitSlice(base, ranges) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let mut r = self.range_list(ranges, cur)?;
                r.reverse();
                match resolve::bit_range(&b, &r) {
                    Some(x) => x,
                    None => return err(loc, "Invalid bit range for value"),
                }
            }
            ExprKind::ListSlice(base, pieces, single) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let Some(bt) = b.ty() else {
                    return err(loc, "Invalid value, list expected");
                };
                let Ty::List(elt) = bt.clone() else {
                    return err(
                        loc,
                        format!("Type '{}' is invalid, list expected", bt.to_str()),
                    );
                };
                let mut slices: Vec<Init> = Vec::new();
                let mut elems: Vec<Init> = Vec::new();
                let mut single = *single;
                let mut last: Option<Init> = None;
                for p in pieces {
                    let ploc = self.loc(p.start.span);
                    let s = self.expr(&p.start, cur, None, false)?;
                    let v = match &p.end {
                        Some(e) => {
                            let ev = self.expr(e, cur, None, false)?;
                            if s.ty() != Some(Ty::Int) || ev.ty() != Some(Ty::Int) {
                                return err(ploc, "expected int...int");
                            }
                            single = false;
                            let r = Init::new(InitKind::Bin {
                                op: BinOp::RangeC,
                                lhs: s,
                                rhs: ev,
                                ty: Ty::Int.list_of(),
                            });
                            self.fold_in(r, cur)
                        }
                        None => s,
                    };
                    match v.ty() {
                        Some(Ty::List(t)) if *t == Ty::Int => {
                            if !elems.is_empty() {
                                slices.push(Init::list(std::mem::take(&mut elems), Ty::Int));
                            }
                            slices.push(v);
                            single = false;
                        }
                        Some(Ty::Int) => {
                            elems.push(v.clone());
                            last = Some(v);
                        }
                        Some(t) => {
                            return err(ploc, format!("unhandled type {} in range", t.to_str()))
                        }
                        None => return err(ploc, "unhandled type in range"),
                    }
                }
                let idx = if single && elems.len() == 1 && slices.is_empty() {
                    last.expect("index")
                } else {
                    if !elems.is_empty() {
                        slices.push(Init::list(std::mem::take(&mut elems), Ty::Int));
                    }
                    let mut res: Option<Init> = None;
                    for s in slices {
                        res = Some(match res {
                            None => s,
                            Some(r) => self.list_concat(r, s),
                        });
                    }
                    res.expect("slices")
                };
                let v = if matches!(idx.ty(), Some(Ty::List(_))) {
                    Init::new(InitKind::Bin {
                        op: BinOp::ListSlice,
                        lhs: b,
                        rhs: idx,
                        ty: bt,
                    })
                } else {
                    Init::new(InitKind::Bin {
                        op: BinOp::ListElem,
                        lhs: b,
                        rhs: idx,
                        ty: (*elt).clone(),
                    })
                };
                self.fold_in(v, cur)
            }
            ExprKind::Field(base, f) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let Some((fname, ft)) = self.field_type(&b, &f.name, cur) else {
                    return err(
                        self.loc(f.span),
                        format!("Cannot access field '{}' of value '{}'", f.name, b.to_str()),
                    );
                };
                let v = Init::new(InitKind::Field {
                    rec: b,
                    field: fname,
                    ty: ft,
                });
                self.fold_in(v, cur)
            }
            ExprKind::Paste(lhs, rhs) => {
                let l = self.expr(lhs, cur, ity, name_mode)?;
                let Some(lt) = l.ty() else {
                    return err(loc, "LHS of paste is not typed!");
                };
                if let Ty::List(_) = lt {
                    match rhs {
                        None => l,
                        Some(r) => {
                            let rv = self.expr(r, cur, ity, false)?;
                            self.list_concat(l, rv)
                        }
                    }
                } else {
                    let l = if lt != Ty::String {
                        let c = Init::new(InitKind::Un {
                            op: UnOp::Cast,
                            arg: l.clone(),
                            ty: Ty::String,
                        });
                        let c = self.fold_in(c, cur);
                        if !is_typed(&c) {
                            return err(loc, format!("can't cast '{}' to string", l.to_str()));
                        }
                        c
                    } else {
                        l
                    };
                    let r = match rhs {
                        None => Init::empty_string(),
                        Some(r) => {
                            let rv = self.expr(r, cur, None, true)?;
                            let Some(rt) = rv.ty() else {
                                return err(loc, "RHS of paste is not typed!");
                            };
                            if rt != Ty::String {
                                let c = Init::new(InitKind::Un {
                                    op: UnOp::Cast,
                                    arg: rv.clone(),
                                    ty: Ty::String,
                                });
                                self.fold_in(c, cur)
                            } else {
                                rv
                            }
                        }
                    };
                    self.str_concat(l, r)
                }
            }
        };
        self.check_fatal()?;
        Ok(v)
    }

    fn list_concat(&mut self, l: Init, r: Init) -> Init {
        if let (InitKind::List { elems: a, elem_ty }, Some(b)) = (l.kind(), r.as_list()) {
            let mut out = a.clone();
            out.extend(b.iter().cloned());
            return Init::list(out, elem_ty.clone());
        }
        let ty = l.ty().unwrap_or(Ty::Int.list_of());
        Init::new(InitKind::Bin {
            op: BinOp::ListConcat,
            lhs: l,
            rhs: r,
            ty,
        })
    }

    fn bang(
        &mut self,
        op: &Ident,
        tyarg: Option<&TypeExpr>,
        args: &[Expr],
        cur: Option<&Record>,
        ity: Option<&Ty>,
        loc: Loc,
    ) -> R<Init> {
        let name = &*op.name;
        let oloc = self.loc(op.span);
        let explicit_ty = match tyarg {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        let nargs = |n: usize| -> R<()> {
            if args.len() != n {
                return err(
                    oloc,
                    format!(
                        "expected {} operand{} to operator",
                        n,
                        if n == 1 { "" } else { "s" }
                    ),
                );
            }
            Ok(())
        };
        let un = match name {
            "cast" | "not" | "head" | "tail" | "size" | "empty" | "getdagop" | "logtwo"
            | "repr" | "tolower" | "toupper" => Some(match name {
                "cast" => UnOp::Cast,
                "not" => UnOp::Not,
                "head" => UnOp::Head,
                "tail" => UnOp::Tail,
                "size" => UnOp::Size,
                "empty" => UnOp::Empty,
                "getdagop" => UnOp::GetDagOp,
                "logtwo" => UnOp::Log2,
                "repr" => UnOp::Repr,
                "tolower" => UnOp::ToLower,
                _ => UnOp::ToUpper,
            }),
            _ => None,
        };
        if let Some(u) = un {
            nargs(1)?;
            let mut ty: Option<Ty> = match u {
                UnOp::Cast => match explicit_ty {
                    Some(t) => Some(t),
                    None => return err(oloc, "did not get type for unary operator"),
                },
                UnOp::Repr | UnOp::ToLower | UnOp::ToUpper => Some(Ty::String),
                UnOp::Not | UnOp::Log2 | UnOp::Size | UnOp::Empty => Some(Ty::Int),
                UnOp::GetDagOp => match explicit_ty {
                    Some(t @ Ty::Rec(_)) => Some(t),
                    Some(_) => return err(oloc, "type for !getdagop must be a record type"),
                    None => Some(Ty::Rec(Vec::new().into())),
                },
                _ => None,
            };
            let lhs = self.expr(&args[0], cur, None, false)?;
            if matches!(u, UnOp::Size | UnOp::Empty) {
                if let Some(t) = lhs.ty() {
                    if !matches!(t, Ty::List(_) | Ty::String | Ty::Dag) {
                        return err(
                            loc,
                            "expected string, list, or dag type argument in unary operator",
                        );
                    }
                } else {
                    return err(
                        loc,
                        "expected string, list, or dag type argument in unary operator",
                    );
                }
            }
            if matches!(u, UnOp::Head | UnOp::Tail) {
                let Some(Ty::List(et)) = lhs.ty() else {
                    return err(loc, "expected list type argument in unary operator");
                };
                if let Some(l) = lhs.as_list() {
                    if l.is_empty() {
                        return err(loc, "empty list argument in unary operator");
                    }
                    let Some(it) = l[0].ty() else {
                        return err(loc, "untyped list element in unary operator");
                    };
                    ty = Some(if u == UnOp::Head { it } else { it.list_of() });
                } else {
                    ty = Some(if u == UnOp::Head {
                        (*et).clone()
                    } else {
                        Ty::List(et)
                    });
                }
            }
            let v = Init::new(InitKind::Un {
                op: u,
                arg: lhs,
                ty: ty.expect("type"),
            });
            return Ok(self.fold_in(v, cur));
        }
        match name {
            "con" | "add" | "sub" | "mul" | "div" | "and" | "or" | "xor" | "sra" | "srl"
            | "shl" | "eq" | "ne" | "le" | "lt" | "ge" | "gt" | "listconcat" | "listsplat"
            | "listremove" | "strconcat" | "interleave" | "setdagop" | "getdagarg"
            | "getdagname" => self.binop(name, explicit_ty, args, cur, ity, oloc),
            "if" | "subst" | "dag" | "setdagarg" | "setdagname" => {
                nargs(3)?;
                let (code, mut ty, item) = match name {
                    "dag" => (TernOp::Dag, Some(Ty::Dag), None),
                    "if" => (TernOp::If, None, ity),
                    "subst" => (TernOp::Subst, None, ity),
                    "setdagarg" => (TernOp::SetDagArg, Some(Ty::Dag), None),
                    _ => (TernOp::SetDagName, Some(Ty::Dag), None),
                };
                let l = self.expr(&args[0], cur, None, false)?;
                let m = self.expr(&args[1], cur, item, false)?;
                let r = self.expr(&args[2], cur, item, false)?;
                let (mloc, rloc) = (self.loc(args[1].span), self.loc(args[2].span));
                match code {
                    TernOp::Dag => {
                        match m.ty() {
                            None if !m.is_unset() => {
                                return err(
                                    mloc,
                                    "could not determine type of the child list in !dag",
                                )
                            }
                            Some(Ty::List(_)) | None => {}
                            Some(t) => {
                                return err(
                                    mloc,
                                    format!("expected list of children, got type '{}'", t.to_str()),
                                )
                            }
                        }
                        match r.ty() {
                            None if !r.is_unset() => {
                                return err(
                                    rloc,
                                    "could not determine type of the name list in !dag",
                                )
                            }
                            None => {}
                            Some(t) => {
                                if t != Ty::String.list_of() {
                                    return err(
                                        rloc,
                                        format!("expected list<string>, got type '{}'", t.to_str()),
                                    );
                                }
                            }
                        }
                        if m.is_unset() && r.is_unset() {
                            return err(
                                mloc,
                                "cannot have both unset children and unset names in !dag",
                            );
                        }
                    }
                    TernOp::If => {
                        let mut mt = m.ty();
                        let mut rt = r.ty();
                        if m.is_unset() {
                            mt = rt.clone();
                        }
                        if r.is_unset() {
                            rt = mt.clone();
                        }
                        let (Some(mt), Some(rt)) = (mt, rt) else {
                            return err(oloc, "could not get type for !if");
                        };
                        match resolve_types(&mt, &rt, &self.kp) {
                            Some(t) => ty = Some(t),
                            None => {
                                return err(
                                    oloc,
                                    format!(
                                        "inconsistent types '{}' and '{}' for !if",
                                        mt.to_str(),
                                        rt.to_str()
                                    ),
                                )
                            }
                        }
                    }
                    TernOp::Subst => {
                        let Some(t) = r.ty() else {
                            return err(oloc, "could not get type for !subst");
                        };
                        ty = Some(t);
                    }
                    TernOp::SetDagArg | TernOp::SetDagName => {
                        if !matches!(m.ty(), Some(Ty::Int | Ty::String)) {
                            return err(
                                mloc,
                                format!(
                                    "expected integer index or string name, got '{}'",
                                    m.to_str()
                                ),
                            );
                        }
                        if code == TernOp::SetDagName && r.ty() != Some(Ty::String) {
                            return err(
                                rloc,
                                format!("expected string name, got '{}'", r.to_str()),
                            );
                        }
                    }
                    _ => {}
                }
                let v = Init::new(InitKind::Tern {
                    op: code,
                    lhs: l,
                    mhs: m,
                    rhs: r,
                    ty: ty.expect("type"),
                });
                Ok(self.fold_in(v, cur))
            }
            "substr" | "find" => {
                if args.len() < 2 || args.len() > 3 {
                    return err(oloc, format!("expected two or three operands to !{}", name));
                }
                let ty = if name == "substr" {
                    Ty::String
                } else {
                    Ty::Int
                };
                if let Some(it) = ity {
                    if !ty.convertible_to(it, &self.kp) {
                        return err(
                            oloc,
                            format!(
                                "expected value of type '{}', got '{}'",
                                it.to_str(),
                                ty.to_str()
                            ),
                        );
                    }
                }
                let l = self.expr(&args[0], cur, None, false)?;
                let m = self.expr(&args[1], cur, None, false)?;
                let r = match args.get(2) {
                    Some(a) => self.expr(a, cur, None, false)?,
                    None => Init::int(if name == "substr" { i64::MAX } else { 0 }),
                };
                if name == "substr" {
                    if l.ty() != Some(Ty::String) && !l.is_unset() {
                        return err(
                            self.loc(args[0].span),
                            format!(
                                "expected string, got type '{}'",
                                l.ty().map(|t| t.to_str()).unwrap_or_default()
                            ),
                        );
                    }
                } else if l.ty() != Some(Ty::String) || m.ty() != Some(Ty::String) {
                    return err(self.loc(args[0].span), "expected string arguments to !find");
                }
                let v = Init::new(InitKind::Tern {
                    op: if name == "substr" {
                        TernOp::Substr
                    } else {
                        TernOp::Find
                    },
                    lhs: l,
                    mhs: m,
                    rhs: r,
                    ty,
                });
                Ok(self.fold_in(v, cur))
            }
            "range" => {
                if args.is_empty() || args.len() > 3 {
                    return err(oloc, "expected at most three values of integer");
                }
                let mut vals = Vec::new();
                for a in args {
                    let v = self.expr(a, cur, None, false)?;
                    if v.ty().is_none() {
                        return err(
                            oloc,
                            format!("expected value to be a typed value, got '{}'", v.to_str()),
                        );
                    }
                    vals.push(v);
                }
                let (l, m, r) = if vals.len() == 1 {
                    match vals[0].ty() {
                        Some(Ty::List(_)) => {
                            let s = Init::new(InitKind::Un {
                                op: UnOp::Size,
                                arg: vals[0].clone(),
                                ty: Ty::Int,
                            });
                            (Init::int(0), self.fold_in(s, cur), Init::int(1))
                        }
                        Some(Ty::Int) => (Init::int(0), vals[0].clone(), Init::int(1)),
                        Some(t) => {
                            return err(
                                loc,
                                format!("expected list or int, got value of type '{}'", t.to_str()),
                            )
                        }
                        None => unreachable!(),
                    }
                } else {
                    for v in &vals {
                        if v.ty() != Some(Ty::Int) {
                            return err(
                                loc,
                                format!("expected value of type 'int', got '{}'", v.to_str()),
                            );
                        }
                    }
                    (
                        vals[0].clone(),
                        vals[1].clone(),
                        vals.get(2).cloned().unwrap_or_else(|| Init::int(1)),
                    )
                };
                let v = Init::new(InitKind::Tern {
                    op: TernOp::Range,
                    lhs: l,
                    mhs: m,
                    rhs: r,
                    ty: Ty::Int.list_of(),
                });
                Ok(self.fold_in(v, cur))
            }
            "foreach" | "filter" => {
                nargs(3)?;
                let ExprKind::Id(var) = &args[0].kind else {
                    return err(
                        self.loc(args[0].span),
                        format!("first argument of !{} must be an identifier", name),
                    );
                };
                if let Some(r) = cur {
                    if r.field(&var.name).is_some() {
                        return err(
                            self.loc(var.span),
                            format!("iteration variable '\"{}\"' is already defined", var.name),
                        );
                    }
                }
                let m = self.expr(&args[1], cur, None, false)?;
                let Some(mt) = m.ty() else {
                    return err(
                        self.loc(args[1].span),
                        "could not determine type of the list/dag in !foreach/!filter",
                    );
                };
                let mut expr_ty: Option<Ty> = None;
                let is_dag;
                let in_elt = match &mt {
                    Ty::List(e) => {
                        is_dag = false;
                        if let Some(it) = ity {
                            match it {
                                Ty::List(o) => {
                                    expr_ty = Some(if name == "foreach" {
                                        (**o).clone()
                                    } else {
                                        Ty::Int
                                    })
                                }
                                _ => {
                                    return err(
                                        oloc,
                                        format!(
                                            "expected value of type '{}', but got list type",
                                            it.to_str()
                                        ),
                                    )
                                }
                            }
                        }
                        (**e).clone()
                    }
                    Ty::Dag => {
                        if name == "filter" {
                            return err(oloc, "!filter must have a list argument");
                        }
                        if let Some(it) = ity {
                            if *it != Ty::Dag {
                                return err(
                                    oloc,
                                    format!(
                                        "expected value of type '{}', but got dag type",
                                        it.to_str()
                                    ),
                                );
                            }
                        }
                        is_dag = true;
                        Ty::Dag
                    }
                    _ => {
                        return err(
                            oloc,
                            if name == "foreach" {
                                "!foreach must have a list or dag argument"
                            } else {
                                "!filter must have a list argument"
                            },
                        )
                    }
                };
                // One string for the iterator's name and its references:
                // resolvers then match it by pointer.
                let vname: Rc<str> = Rc::from(&*var.name);
                self.push_scope(ScopeKind::Local);
                self.scopes
                    .last_mut()
                    .expect("scope")
                    .vars
                    .insert(vname.clone(), Init::var(vname.clone(), in_elt.clone()));
                let rhs = self.expr(&args[2], cur, expr_ty.as_ref(), false);
                self.pop_scope();
                let rhs = rhs?;
                let out_ty = if name == "foreach" && !is_dag {
                    let Some(rt) = rhs.ty() else {
                        return err(oloc, "could not get type of !foreach result expression");
                    };
                    rt.list_of()
                } else if name == "filter" {
                    in_elt.list_of()
                } else {
                    in_elt
                };
                let v = Init::new(InitKind::Tern {
                    op: if name == "foreach" {
                        TernOp::Foreach
                    } else {
                        TernOp::Filter
                    },
                    lhs: Init::string(vname),
                    mhs: m,
                    rhs,
                    ty: out_ty,
                });
                Ok(self.fold_in(v, cur))
            }
            "foldl" => {
                nargs(5)?;
                let start = self.expr(&args[0], cur, None, false)?;
                let Some(st) = start.ty() else {
                    return err(
                        oloc,
                        format!("could not get type of !foldl start: '{}'", start.to_str()),
                    );
                };
                let list = self.expr(&args[1], cur, None, false)?;
                let Some(lt) = list.ty() else {
                    return err(
                        oloc,
                        format!("could not get type of !foldl list: '{}'", list.to_str()),
                    );
                };
                let Ty::List(et) = lt else {
                    return err(
                        oloc,
                        format!(
                            "!foldl list must be a list, but is of type '{}'",
                            lt.to_str()
                        ),
                    );
                };
                let (ExprKind::Id(a), ExprKind::Id(b)) = (&args[2].kind, &args[3].kind) else {
                    return err(
                        self.loc(args[2].span),
                        "third and fourth arguments of !foldl must be identifiers",
                    );
                };
                // One string per name for the variable and its references:
                // resolvers then match it by pointer.
                let (an, bn): (Rc<str>, Rc<str>) = (Rc::from(&*a.name), Rc::from(&*b.name));
                self.push_scope(ScopeKind::Local);
                {
                    let s = self.scopes.last_mut().expect("scope");
                    s.vars.insert(an.clone(), Init::var(an.clone(), st.clone()));
                    s.vars
                        .insert(bn.clone(), Init::var(bn.clone(), (*et).clone()));
                }
                let e = self.expr(&args[4], cur, None, false);
                self.pop_scope();
                let e = e?;
                let Some(etype) = e.ty() else {
                    return err(oloc, "could not get type of !foldl expression");
                };
                if etype != st {
                    return err(
                        oloc,
                        format!("!foldl expression must be of same type as start ({}), but is of type {}", st.to_str(), etype.to_str()),
                    );
                }
                let v = Init::new(InitKind::Foldl {
                    start,
                    list,
                    a: Init::string(an),
                    b: Init::string(bn),
                    expr: e,
                    ty: st,
                });
                Ok(self.fold_in(v, cur))
            }
            "isa" => {
                nargs(1)?;
                let Some(t) = explicit_ty else {
                    return err(oloc, "expected type name for operator");
                };
                let e = self.expr(&args[0], cur, None, false)?;
                let v = Init::new(InitKind::IsA { check: t, expr: e });
                Ok(fold(&mut self.kp, &v, None, false))
            }
            "exists" => {
                nargs(1)?;
                let Some(t) = explicit_ty else {
                    return err(oloc, "expected type name for operator");
                };
                if !matches!(t, Ty::Rec(_)) {
                    return err(
                        oloc,
                        format!("expected a record type, got '{}'", t.to_str()),
                    );
                }
                let e = self.expr(&args[0], cur, None, false)?;
                if e.ty() != Some(Ty::String) {
                    return err(
                        self.loc(args[0].span),
                        "expected string type argument in !exists operator",
                    );
                }
                let v = Init::new(InitKind::Exists { check: t, expr: e });
                Ok(self.fold_in(v, cur))
            }
            _ => err(oloc, "Unknown operator"),
        }
    }

    fn binop(
        &mut self,
        name: &str,
        explicit_ty: Option<Ty>,
        args: &[Expr],
        cur: Option<&Record>,
        ity: Option<&Ty>,
        oloc: Loc,
    ) -> R<Init> {
        let code = match name {
            "con" => BinOp::Concat,
            "add" => BinOp::Add,
            "sub" => BinOp::Sub,
            "mul" => BinOp::Mul,
            "div" => BinOp::Div,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            "sra" => BinOp::Sra,
            "srl" => BinOp::Srl,
            "shl" => BinOp::Shl,
            "eq" => BinOp::Eq,
            "ne" => BinOp::Ne,
            "le" => BinOp::Le,
            "lt" => BinOp::Lt,
            "ge" => BinOp::Ge,
            "gt" => BinOp::Gt,
            "listconcat" => BinOp::ListConcat,
            "listsplat" => BinOp::ListSplat,
            "listremove" => BinOp::ListRemove,
            "strconcat" => BinOp::StrConcat,
            "interleave" => BinOp::Interleave,
            "setdagop" => BinOp::SetDagOp,
            "getdagarg" => BinOp::GetDagArg,
            _ => BinOp::GetDagName,
        };
        let arith = matches!(
            code,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Sra
                | BinOp::Srl
                | BinOp::Shl
        );
        let (mut ty, mut arg_ty): (Option<Ty>, Option<Ty>) = match code {
            BinOp::Concat | BinOp::SetDagOp => (Some(Ty::Dag), Some(Ty::Dag)),
            BinOp::GetDagArg => match explicit_ty {
                Some(t) => (Some(t), Some(Ty::Dag)),
                None => return err(oloc, "did not get type for !getdagarg operator"),
            },
            BinOp::GetDagName => (Some(Ty::String), Some(Ty::Dag)),
            _ if arith => (Some(Ty::Int), Some(Ty::Int)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                (Some(Ty::Bit), None)
            }
            BinOp::ListConcat | BinOp::ListRemove => (None, ity.cloned()),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(Ty::String), Some(Ty::String)),
            _ => (Some(Ty::String), None),
        };
        if let (Some(t), Some(it)) = (&ty, ity) {
            if !t.convertible_to(it, &self.kp) {
                return err(
                    oloc,
                    format!(
                        "expected value of type '{}', got '{}'",
                        it.to_str(),
                        t.to_str()
                    ),
                );
            }
        }
        let mut list: Vec<Init> = Vec::new();
        for a in args {
            let iloc = self.loc(a.span);
            let v = self.expr(a, cur, arg_ty.as_ref(), false)?;
            let Some(lt) = v.ty() else {
                return err(
                    oloc,
                    format!("expected value to be a typed value, got '{}'", v.to_str()),
                );
            };
            list.push(v);
            match arg_ty.clone() {
                None => {
                    arg_ty = Some(lt.clone());
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove => {
                            if !matches!(lt, Ty::List(_)) {
                                return err(
                                    iloc,
                                    format!("expected a list, got value of type '{}'", lt.to_str()),
                                );
                            }
                        }
                        BinOp::ListSplat => {
                            if list.len() == 2 && lt != Ty::Int {
                                return err(iloc, format!("expected second parameter to be an int, got value of type '{}'", lt.to_str()));
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            if !lt.convertible_to(&Ty::Int, &self.kp)
                                && !lt.convertible_to(&Ty::String, &self.kp)
                                && !lt.convertible_to(&Ty::Rec(Vec::new().into()), &self.kp)
                            {
                                return err(
                                    iloc,
                                    format!("expected bit, bits, int, string, or record; got value of type '{}'", lt.to_str()),
                                );
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            if !lt.convertible_to(&Ty::Int, &self.kp)
                                && !lt.convertible_to(&Ty::String, &self.kp)
                            {
                                return err(iloc, format!("expected bit, bits, int, or string; got value of type '{}'", lt.to_str()));
                            }
                        }
                        BinOp::Interleave => {
                            match list.len() {
                                1 => {
                                    if lt != Ty::String.list_of()
                                        && !lt.convertible_to(&Ty::Int.list_of(), &self.kp)
                                    {
                                        return err(
                                            iloc,
                                            format!("expected list of string, int, bits, or bit; got value of type '{}'", lt.to_str()),
                                        );
                                    }
                                }
                                2 => {
                                    if lt != Ty::String {
                                        return err(
                                            iloc,
                                            format!("expected second argument to be a string, got value of type '{}'", lt.to_str()),
                                        );
                                    }
                                }
                                _ => {}
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(res) = resolve_types(&at, &lt, &self.kp) else {
                        return err(
                            iloc,
                            format!(
                                "expected value of type '{}', got '{}'",
                                at.to_str(),
                                lt.to_str()
                            ),
                        );
                    };
                    if !arith {
                        arg_ty = Some(res);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(Ty::Rec(Vec::new().into())),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(Ty::Int),
                _ => {}
            }
        }
        if code == BinOp::ListConcat || code == BinOp::ListRemove {
            ty = arg_ty.clone();
        }
        if code == BinOp::ListSplat {
            if let Some(f) = list.first() {
                ty = f.ty().map(Ty::list_of);
            }
        }
        let Some(ty) = ty else {
            return err(oloc, "expected two operands to operator");
        };
        if matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while list.len() > 2 {
                let r = list.pop().expect("arg");
                let l = list.pop().expect("arg");
                let b = Init::new(InitKind::Bin {
                    op: code,
                    lhs: l,
                    rhs: r,
                    ty: ty.clone(),
                });
                let f = self.fold_in(b, cur);
                list.push(f);
            }
        }
        if list.len() != 2 {
            return err(oloc, "expected two operands to operator");
        }
        let r = list.pop().expect("arg");
        let l = list.pop().expect("arg");
        let b = Init::new(InitKind::Bin {
            op: code,
            lhs: l,
            rhs: r,
            ty,
        });
        Ok(self.fold_in(b, cur))
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
        let n = rec.targs.len();
        // Which template arguments have a value (a bit set while they fit
        // in one word).
        let mut big = if n > 64 { vec![false; n] } else { Vec::new() };
        let mut small = 0u64;
        for a in args {
            let (k, name) = match a {
                ArgInit::Positional(i, _) => (Some(*i), &rec.targs[*i]),
                ArgInit::Named(n, _) => (rec.targs.iter().position(|t| t == n), n),
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
        for (k, u) in rec.targs.iter().enumerate() {
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
