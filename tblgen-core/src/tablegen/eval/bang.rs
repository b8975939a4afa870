//! Bang operators (`!add`, `!foreach`, `!cond`, ...): argument checks and
//! types as LLVM's `ParseOperation` has them, then folding.

use super::{err, Evaluator, ScopeKind, R};
use crate::diag::Loc;
use crate::tablegen::ast::*;
use crate::tablegen::record::Record;
use crate::tablegen::resolve::fold;
use crate::tablegen::value::*;
use std::rc::Rc;

impl Evaluator {
    pub(super) fn bang(
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
