//! Syntax trees of statements and record bodies (pest pairs →
//! [`crate::tablegen::ast::Stmt`]).

use super::grammar::Rule;
use super::{inner, is_keyword, unescape, Cx, R};
use crate::tablegen::ast::*;
use pest::iterators::Pair;

impl<'a> Cx<'a, '_> {
    fn targs(&self, p: Pair<'a, Rule>) -> R<Vec<TemplateArg>> {
        let mut out = Vec::new();
        for a in p.into_inner() {
            let mut it = a.into_inner();
            let ty = self.ty(it.next().expect("type"))?;
            let name = self.ident(it.next().expect("name"));
            let default = match it.next() {
                Some(q) => Some(self.value(q)?),
                None => None,
            };
            out.push(TemplateArg { ty, name, default });
        }
        Ok(out)
    }

    fn class_ref(&self, p: Pair<'a, Rule>) -> R<ClassRef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let args = self.args(it)?;
        Ok(ClassRef { name, args, span })
    }

    /// A record body from the pairs that end its statement: the parent
    /// list, if any, then `body`. Also whether it declares a class ahead
    /// (`;` and no parents).
    fn obj_body(&self, parts: impl Iterator<Item = Pair<'a, Rule>>) -> R<(ObjBody, bool)> {
        let mut parents = Vec::new();
        let mut items = Vec::new();
        let mut is_decl = false;
        for q in parts {
            match q.as_rule() {
                Rule::parent_list => {
                    let list = q.into_inner();
                    parents.reserve_exact(list.len());
                    for c in list {
                        parents.push(self.class_ref(c)?);
                    }
                }
                Rule::body => {
                    for b in q.into_inner() {
                        match b.as_rule() {
                            Rule::empty_body => is_decl = true,
                            _ => items.push(self.body_item(b)?),
                        }
                    }
                }
                r => unreachable!("obj body {:?}", r),
            }
        }
        let decl = is_decl && parents.is_empty();
        Ok((ObjBody { parents, items }, decl))
    }

    fn body_item(&self, p: Pair<'a, Rule>) -> R<BodyItem> {
        let span = self.span(&p);
        Ok(match p.as_rule() {
            Rule::field_decl => {
                let mut it = p.into_inner();
                let mut q = it.next().expect("type");
                let is_field = q.as_rule() == Rule::k_field;
                if is_field {
                    q = it.next().expect("type");
                }
                let ty = self.ty(q)?;
                let name = self.ident(it.next().expect("name"));
                let value = match it.next() {
                    Some(q) => Some(self.value(q)?),
                    None => None,
                };
                BodyItem::Field {
                    is_field,
                    ty,
                    name,
                    value,
                }
            }
            Rule::body_let => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                let mut bits = None;
                let mut q = it.next().expect("value");
                if q.as_rule() == Rule::bit_slice {
                    bits = Some(self.range_list(q.into_inner().next().expect("ranges"))?);
                    q = it.next().expect("value");
                }
                BodyItem::Let {
                    name,
                    bits,
                    value: self.value(q)?,
                }
            }
            Rule::defvar_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                BodyItem::Defvar(name, self.value(it.next().expect("value"))?)
            }
            Rule::assert_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                let m = self.value(it.next().expect("msg"))?;
                BodyItem::Assert(c, m, span)
            }
            Rule::dump_stmt => {
                let mut it = inner(p);
                BodyItem::Dump(self.value(it.next().expect("msg"))?, span)
            }
            r => unreachable!("body item {:?}", r),
        })
    }

    fn block(&self, p: Pair<'a, Rule>) -> R<Vec<Stmt>> {
        inner(p).map(|q| self.stmt(q)).collect()
    }

    pub(super) fn stmt(&self, p: Pair<'a, Rule>) -> R<Stmt> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::include => {
                let q = inner(p).next().expect("path");
                let t = q.as_str();
                let s = unescape(
                    &t[1..t.len() - 1],
                    self.file,
                    self.base + q.as_span().start() + 1,
                )?;
                StmtKind::Include(s, self.span(&q))
            }
            Rule::class_stmt => {
                let mut it = inner(p).peekable();
                let name = self.ident(it.next().expect("class name"));
                let targs = match it.next_if(|q| q.as_rule() == Rule::template_args) {
                    Some(q) => self.targs(q)?,
                    None => Vec::new(),
                };
                let (body, is_decl) = self.obj_body(it)?;
                StmtKind::Class {
                    name,
                    targs,
                    body,
                    is_decl,
                }
            }
            Rule::def_stmt => {
                let mut it = inner(p).peekable();
                // A plain `def NAME;` (see the grammar): the name is a
                // reference whose blanks, up to the `;`, belong to it, as
                // in a value. (Its string is not shared through the table
                // of names: a def's name is rarely written again as an
                // identifier, and the evaluator copies it anyway. A
                // million of them had cost a million table entries, a
                // hash and a probe each.)
                if let Some(q) = it.next_if(|q| q.as_rule() == Rule::ident) {
                    let n = q.as_str();
                    if n != "true" && n != "false" && !is_keyword(n) {
                        return Ok(Stmt {
                            kind: StmtKind::PlainDef(self.span(&q)),
                            span,
                        });
                    }
                    let semi = it.next().expect("empty body");
                    let end = (self.base + semi.as_span().start()) as u32;
                    let ident = Ident {
                        name: q.as_str().into(),
                        span: self.span(&q),
                    };
                    let name = self.id_ref(ident, None, end)?;
                    return Ok(Stmt {
                        kind: StmtKind::Def(Some(name), ObjBody::default()),
                        span,
                    });
                }
                let name = match it.next_if(|q| q.as_rule() == Rule::value) {
                    Some(q) => Some(self.value(q)?),
                    None => None,
                };
                StmtKind::Def(name, self.obj_body(it)?.0)
            }
            Rule::defm_stmt => {
                let mut name = None;
                let mut refs = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::value => name = Some(self.value(q)?),
                        _ => refs.push(self.class_ref(q)?),
                    }
                }
                StmtKind::Defm(name, refs)
            }
            Rule::defset_stmt => {
                let mut it = inner(p);
                let ty = self.ty(it.next().expect("type"))?;
                let name = self.ident(it.next().expect("name"));
                let body = it.map(|q| self.stmt(q)).collect::<R<_>>()?;
                StmtKind::Defset(ty, name, body)
            }
            Rule::defvar_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                StmtKind::Defvar(name, self.value(it.next().expect("value"))?)
            }
            Rule::foreach_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                let l = it.next().expect("list");
                let list = {
                    let parts: Vec<_> = l.into_inner().collect();
                    match parts.len() {
                        1 if parts[0].as_rule() == Rule::range_list => {
                            ForeachList::Ranges(self.range_list(parts[0].clone())?)
                        }
                        1 => ForeachList::Value(self.value(parts[0].clone())?),
                        _ => ForeachList::Ranges(vec![RangePiece {
                            start: self.value(parts[0].clone())?,
                            end: Some(self.value(parts[2].clone())?),
                        }]),
                    }
                };
                let body = self.block(it.next().expect("body"))?;
                StmtKind::Foreach(name, list, body)
            }
            Rule::if_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                let t = self.block(it.next().expect("then"))?;
                let e = match it.next() {
                    Some(q) => Some(self.block(q)?),
                    None => None,
                };
                StmtKind::If(c, t, e)
            }
            Rule::let_stmt => {
                let mut lets = Vec::new();
                let mut body = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::let_assign => {
                            let mut it = q.into_inner();
                            let name = self.ident(it.next().expect("name"));
                            let mut bits = None;
                            let mut v = it.next().expect("value");
                            if v.as_rule() == Rule::let_range {
                                bits =
                                    Some(self.range_list(v.into_inner().next().expect("ranges"))?);
                                v = it.next().expect("value");
                            }
                            lets.push((name, bits, self.value(v)?));
                        }
                        _ => body = self.block(q)?,
                    }
                }
                StmtKind::Let(lets, body)
            }
            Rule::multiclass_stmt => {
                let mut name = None;
                let mut targs = Vec::new();
                let mut bases = Vec::new();
                let mut body = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::class_ref => bases.push(self.class_ref(q)?),
                        Rule::template_args => targs = self.targs(q)?,
                        _ => body.push(self.stmt(q)?),
                    }
                }
                StmtKind::MultiClass {
                    name: name.expect("name"),
                    targs,
                    bases,
                    body,
                }
            }
            Rule::assert_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                StmtKind::Assert(c, self.value(it.next().expect("msg"))?)
            }
            Rule::dump_stmt => StmtKind::Dump(self.value(inner(p).next().expect("msg"))?),
            r => unreachable!("stmt {:?}", r),
        };
        Ok(Stmt { kind, span })
    }
}
