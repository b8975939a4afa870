//! Defs: `def` and `defm`, the entries of multiclass and `foreach`
//! prototypes, their instantiation and the checks on a finished def.

use super::{err, Entry, Evaluator, ForeachLoop, SubClassRef, MAX_FOREACH, R};
use crate::diag::{Diagnostic, Loc, Span};
use crate::tablegen::ast::*;
use crate::tablegen::record::{FieldKind, RecKind, Record};
use crate::tablegen::resolve::{self, fold, CurCtx, MapResolver};
use crate::tablegen::value::*;
use std::rc::Rc;

/// The body of a `def NAME;`.
static EMPTY_BODY: ObjBody = ObjBody {
    parents: Vec::new(),
    items: Vec::new(),
};

impl Evaluator {
    pub(super) fn def_stmt(&mut self, name: Option<&Expr>, body: &ObjBody, loc: Loc) -> R<()> {
        let rec = match name {
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
        self.def_with_body(rec, body)
    }

    /// `def name;` ([`StmtKind::PlainDef`]): what [`Evaluator::def_stmt`]
    /// does with the identifier for a name and an empty body.
    pub(super) fn plain_def_stmt(&mut self, name: Span) -> R<()> {
        let loc = self.loc(name);
        self.cur_loc = loc;
        let text = &self.kp.sources.file(name.file).text;
        let Some(id) = text.get(name.start as usize..name.end as usize) else {
            return err(loc, "internal error: a def's name is not in its file");
        };
        // (LLVM's `ParseObjectName`: the identifier names a variable in
        // scope, or else it is the name.)
        let n = match self.lookup_var(id, None) {
            Some(v) => v,
            None => Init::string(id),
        };
        self.check_fatal()?;
        let n = self.in_multiclass(n);
        let rec = self.new_record(n, loc, RecKind::Def);
        self.def_with_body(rec, &EMPTY_BODY)
    }

    /// The rest of a `def`: its body, then the def is added (or kept for
    /// the loop or multiclass around it).
    fn def_with_body(&mut self, mut rec: Record, body: &ObjBody) -> R<()> {
        self.obj_body(&mut rec, body)?;
        if self.loops.is_empty() && self.cur_mc.is_none() {
            // (What `add_entry` would do, without boxing a record that is
            // not kept as an entry.)
            return self.add_def_one(rec);
        }
        self.add_entry(Entry::Rec(Box::new(rec)))
    }

    pub(super) fn add_entry(&mut self, e: Entry) -> R<()> {
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
                    self.resolve_entries(&l.entries, substs, fin, Some(&mut nl.entries))?;
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
            let r = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut());
            if l.iter.is_some() {
                substs.pop();
            }
            r?;
        }
        Ok(())
    }

    pub(super) fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(Rc<str>, Init)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
    ) -> R<()> {
        for e in src {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut())?,
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
        // (A string name, the usual case, is looked up without a copy.)
        let prev = match rec.name.as_str() {
            Some(s) => self.kp.defs.get(s),
            None => self.kp.defs.get(rec.name.to_unquoted().as_str()),
        };
        let mut new_name = None;
        if let Some(&prev) = prev {
            if !rec.is_anonymous() {
                let ploc = self.kp.record(prev).loc();
                return Err(Diagnostic::error(
                    rec.loc(),
                    format!("def already exists: {}", rec.name.to_unquoted()),
                )
                .with_note(ploc, "location of previous definition"));
            }
            new_name = Some(Init::string(self.kp.new_anon_name()));
        }
        // Resolving can rename the record or add defs (anonymous
        // instances): then its name is looked up again after.
        let recheck = new_name.is_some() || !rec.values.is_empty() || rec.extra.is_some();
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
        let extra = rec.extra.as_deref();
        let assertions = extra.map(|x| x.assertions.clone()).unwrap_or_default();
        let dumps = extra.map(|x| x.dumps.clone()).unwrap_or_default();
        if let Some(&prev) = recheck.then(|| self.kp.defs.get(&name)).flatten() {
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

    pub(super) fn defm_stmt(&mut self, name: Option<&Expr>, refs: &[ClassRef], loc: Loc) -> R<()> {
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
            let Some(mc) = self.multiclass(&p.name.name) else {
                if idx == 0 {
                    return err(
                        self.loc(p.name.span),
                        format!("Couldn't find multiclass '{}'", p.name.name),
                    );
                }
                break;
            };
            let ploc = self.loc(p.name.span);
            let args = self.template_args(mc.rec.id, &p.args, None, ploc, true)?;
            let mut substs = self.resolve_arguments(&mc.rec, &args, ploc)?;
            substs.push((
                Rc::from(format!("{}::NAME", mc.rec.name()).as_str()),
                defm_name.clone(),
            ));
            let fin = self.cur_mc.is_none() && self.loops.is_empty();
            self.resolve_entries(&mc.entries, &mut substs, fin, Some(&mut new_entries))?;
            idx += 1;
        }
        for p in &refs[idx..] {
            if !self.kp.classes.contains_key(&p.name.name) {
                return err(self.loc(p.name.span), self.no_class(&p.name.name));
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
}
