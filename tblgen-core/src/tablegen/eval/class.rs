//! Classes and record bodies: `class` statements, template arguments,
//! body items (fields, `let`), superclass references and their arguments.

use super::{
    err, qualify, record_name, references, resolve_arguments_to, Evaluator, ScopeKind, SubClassRef,
    R,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::ast::*;
use crate::tablegen::record::{Assertion, FieldKind, RecKind, Record, RecordVal};
use crate::tablegen::resolve::{self, cast_to, CurCtx, MapResolver};
use crate::tablegen::value::*;
use std::rc::Rc;

impl Evaluator {
    pub(super) fn class_stmt(
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
                || !r.targs().is_empty()
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
        self.check_fatal()
    }

    fn defined_classes_contains(&self, id: RecId) -> bool {
        self.defined_classes.contains(&id)
    }

    fn mark_defined(&mut self, id: RecId) {
        self.defined_classes.insert(id);
    }

    /// A template argument of a class (`class_rec`) or of the current multiclass.
    pub(super) fn template_arg(
        &mut self,
        ta: &TemplateArg,
        mut class_rec: Option<&mut Record>,
    ) -> R<()> {
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
            target.extra_mut().targs.push(qname.clone());
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

    pub(super) fn obj_body(&mut self, rec: &mut Record, body: &ObjBody) -> R<()> {
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

    pub(super) fn apply_let_stack(&mut self, rec: &mut Record) -> R<()> {
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
                rec.extra_mut().assertions.push(Assertion {
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
                rec.extra_mut().dumps.push((self.loc(*span), mv));
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

    pub(super) fn class_ref(
        &mut self,
        p: &ClassRef,
        cur: Option<&Record>,
        _is_defm: bool,
    ) -> R<SubClassRef> {
        let loc = self.loc(p.name.span);
        let Some(&id) = self.kp.classes.get(&p.name.name) else {
            return err(loc, self.no_class(&p.name.name));
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
    pub(super) fn template_args(
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
            let t = r.targs()[k].clone();
            let ty = r
                .field_index_rc(&t)
                .map(|i| r.values[i].ty.clone())
                .unwrap_or(Ty::Int);
            (t, ty)
        };
        let ntargs = self.template_owner(id, mc).targs().len();
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
                        .targs()
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
    pub(super) fn resolve_arguments(
        &self,
        rec: &Record,
        args: &[ArgInit],
        loc: Loc,
    ) -> R<Vec<(Rc<str>, Init)>> {
        let mut out = Vec::with_capacity(rec.targs().len());
        resolve_arguments_to(rec, args, loc, |n, v| out.push((n, v)))?;
        Ok(out)
    }

    pub(super) fn add_subclass(&mut self, rec: &mut Record, sc: &SubClassRef) -> R<()> {
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
            MapResolver::with_capacity(Some(CurCtx::of(&self.kp, rec)), class.targs().len() + 1);
        resolve_arguments_to(class, &sc.args, sc.loc, |n, v| r.set(n, v))?;
        // (A class's template arguments stay with it: most defs get no
        // side allocation.)
        if !class.assertions().is_empty() || !class.dumps().is_empty() {
            let extra = rec.extra_mut();
            extra.assertions.extend(class.assertions().iter().cloned());
            extra.dumps.extend(class.dumps().iter().cloned());
        }
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
    pub(super) fn class_name_var(&self, class: &Record) -> Rc<str> {
        self.name_vars
            .get_or(class.id, || qualify(&record_name(class), ":", "NAME"))
    }

    pub(super) fn object_name(&mut self, e: &Expr) -> R<Init> {
        let name = self.expr(e, None, Some(&Ty::String), true)?;
        Ok(self.in_multiclass(name))
    }

    /// The name of an object defined in a multiclass: `NAME` pasted before
    /// it, unless it refers to `NAME` already (elsewhere, `name` itself).
    pub(super) fn in_multiclass(&mut self, mut name: Init) -> Init {
        if let Some(mc) = &self.cur_mc {
            let q = format!("{}::NAME", mc.rec.name());
            if !references(&name, &q) {
                name = self.str_concat(Init::var(q, Ty::String), name);
            }
        }
        name
    }

    pub(super) fn str_concat(&mut self, a: Init, b: Init) -> Init {
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
}
