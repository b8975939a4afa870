//! Block statements: `defset`, `defvar`, `foreach`, `if`, `let` and
//! `multiclass`.

use super::{err, Defset, Entry, Evaluator, ForeachLoop, LetRecord, MultiClass, ScopeKind, R};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::ast::*;
use crate::tablegen::record::{FieldKind, RecKind, Record};
use crate::tablegen::resolve::fold;
use crate::tablegen::value::*;
use std::rc::Rc;

impl Evaluator {
    pub(super) fn defset_stmt(
        &mut self,
        ty: &TypeExpr,
        name: &Ident,
        body: &[Stmt],
        loc: Loc,
    ) -> R<()> {
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

    pub(super) fn defvar(&mut self, name: &Ident, value: &Expr, cur: Option<&mut Record>) -> R<()> {
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

    pub(super) fn foreach_stmt(
        &mut self,
        name: &Ident,
        list: &ForeachList,
        body: &[Stmt],
        loc: Loc,
    ) -> R<()> {
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

    pub(super) fn if_stmt(
        &mut self,
        c: &Expr,
        then: &[Stmt],
        els: Option<&[Stmt]>,
        loc: Loc,
    ) -> R<()> {
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

    pub(super) fn let_stmt(
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

    pub(super) fn multiclass_stmt(
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
            name: Rc::from(&*name.name),
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
                let Some(smc) = self.multiclass(&b.name.name) else {
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
        self.resolve_entries(&base.entries, &mut substs, false, Some(&mut dest))?;
        self.cur_mc
            .as_mut()
            .expect("multiclass")
            .entries
            .extend(dest);
        Ok(())
    }
}
