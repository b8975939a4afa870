//! The source dag of a pattern: matched ops and their arguments, bound
//! symbols, `either`/`variadic` forms, constraints applied to arguments.

use super::text::TArg;
use super::{
    dag_args, dag_pos, def_of, is_unset, name_pos, split_index, Applied, Builder, DagArg, SrcArg,
    SrcOp, SymType, Symbol, VariadicElem, MAX_DEPTH,
};
use crate::diag::Diagnostic;
use crate::ods::{Argument, Pred};
use crate::tablegen::{Init, InitKind};

impl<'k> Builder<'k> {
    pub(super) fn source_op(
        &mut self,
        dag: &Init,
        var: Option<String>,
        depth: usize,
        tx: Option<&TArg>,
    ) -> Result<SrcOp, Diagnostic> {
        if depth > MAX_DEPTH {
            return Err(self.err("source pattern nested too deeply"));
        }
        let InitKind::Dag { op, name, args } = dag.kind() else {
            return Err(self.err("source pattern must be a dag"));
        };
        let oi = self.operator(op, tx)?;
        let var = var.unwrap_or_else(|| "op".to_string());
        let var = if depth == 0 { var } else { self.fresh("op") };
        self.matched.push(var.clone());
        if let Some(n) = name {
            let nres = self.ops[oi].results.len();
            self.bind(
                n,
                Symbol {
                    var: var.clone(),
                    ty: SymType::Op(nres),
                    in_source: true,
                },
                tx.and_then(|t| t.name),
            )?;
        }
        // Flatten `either` into consecutive arguments.
        let mut flat: Vec<DagArg> = Vec::new();
        let mut flat_tx: Vec<Option<&TArg>> = Vec::new();
        let mut either = Vec::new();
        for ((a, n), atx) in args.iter().zip(dag_args(tx, args.len())) {
            if let InitKind::Dag {
                op: eo,
                args: eargs,
                ..
            } = a.kind()
            {
                if def_of(self.kp, eo).is_some_and(|r| r.name() == "either") {
                    if eargs.len() != 2 {
                        return Err(
                            self.err_at(dag_pos(atx), "'either' takes exactly two arguments")
                        );
                    }
                    either.push(flat.len());
                    self.eithers += 1;
                    if self.eithers > 4 {
                        return Err(
                            self.err_at(dag_pos(atx), "at most 4 'either' directives per pattern")
                        );
                    }
                    flat.extend(eargs.iter().cloned());
                    flat_tx.extend(dag_args(atx, 2));
                    continue;
                }
            }
            flat.push((a.clone(), n.clone()));
            flat_tx.push(atx);
        }
        let o = &self.ops[oi];
        if flat.len() != o.arguments.len() {
            return Err(self.err_at(
                dag_pos(tx),
                format!(
                    "op '{}' has {} argument(s) but the source pattern gives {}",
                    o.operation_name(),
                    o.arguments.len(),
                    flat.len()
                ),
            ));
        }
        let arguments = o.arguments.clone();
        for &k in &either {
            for j in [k, k + 1] {
                let ok = match arguments[j] {
                    Argument::Operand(i) => !self.ops[oi].operands[i].is_variable_length(),
                    _ => false,
                };
                if !ok {
                    return Err(self.err_at(
                        flat_tx[j].map(|t| t.start),
                        format!(
                        "'either' applies to single operands only; argument #{} of '{}' is not one",
                        j,
                        self.ops[oi].operation_name()
                    ),
                    ));
                }
            }
        }
        let mut out = Vec::new();
        let mut nested = Vec::new();
        for (k, ((a, n), arg)) in flat.iter().zip(arguments).enumerate() {
            let name = n.as_deref().unwrap_or("");
            let atx = flat_tx[k];
            let npos = name_pos(atx);
            match arg {
                Argument::Operand(i) => {
                    let od = &self.ops[oi].operands[i];
                    let variadic = od.is_variable_length();
                    let od_def = od.constraint.constraint.def;
                    if let InitKind::Dag {
                        op: nop,
                        args: nargs,
                        ..
                    } = a.kind()
                    {
                        if def_of(self.kp, nop).is_some_and(|r| r.name() == "variadic") {
                            if !variadic {
                                return Err(self.err_at(
                                    dag_pos(atx),
                                    "'variadic' matches a variadic operand group only",
                                ));
                            }
                            let var = self.fresh("vs");
                            self.bind(
                                name,
                                Symbol {
                                    var: var.clone(),
                                    ty: SymType::Values,
                                    in_source: true,
                                },
                                npos,
                            )?;
                            let mut elems = Vec::new();
                            for ((ea, en), etx) in nargs.iter().zip(dag_args(atx, nargs.len())) {
                                let en = en.as_deref().unwrap_or("");
                                let epos = name_pos(etx);
                                let ev = self.fresh("v");
                                let mut equal_to = None;
                                let mut check = None;
                                let mut inner = None;
                                match ea.kind() {
                                    InitKind::Dag { .. } => {
                                        if !en.is_empty() && en != "_" {
                                            self.bind(
                                                en,
                                                Symbol {
                                                    var: ev.clone(),
                                                    ty: SymType::Value,
                                                    in_source: true,
                                                },
                                                epos,
                                            )?;
                                        }
                                        inner = Some(Box::new(self.source_op(
                                            ea,
                                            None,
                                            depth + 1,
                                            etx,
                                        )?));
                                    }
                                    _ => {
                                        check = match def_of(self.kp, ea) {
                                            Some(r) => Some(self.check_of(r)?),
                                            None if is_unset(ea) => None,
                                            None => {
                                                return Err(self.err_at(
                                                    etx.map(|t| t.start),
                                                    format!("unexpected operand matcher '{}'", ea),
                                                ))
                                            }
                                        };
                                        if let Some(prev) = self.symbols.get(en) {
                                            equal_to = Some(prev.var.clone());
                                        } else {
                                            self.bind(
                                                en,
                                                Symbol {
                                                    var: ev.clone(),
                                                    ty: SymType::Value,
                                                    in_source: true,
                                                },
                                                epos,
                                            )?;
                                        }
                                    }
                                }
                                elems.push(VariadicElem {
                                    var: ev,
                                    check,
                                    equal_to,
                                    op: inner,
                                });
                            }
                            out.push(Some(SrcArg::Variadic {
                                index: i,
                                var,
                                elems,
                            }));
                            continue;
                        }
                        if let Some(nrec) =
                            def_of(self.kp, nop).filter(|r| r.is_subclass_of("NativeCodeCall"))
                        {
                            if variadic {
                                return Err(self.err_at(
                                    dag_pos(atx),
                                    "a native matcher on a variadic operand",
                                ));
                            }
                            let expr = nrec.get_string("expression")?.to_string();
                            let var = self.fresh("v");
                            let def_var = self.fresh("def");
                            let mut outs = Vec::new();
                            for ((na, nn), ntx) in nargs.iter().zip(dag_args(atx, nargs.len())) {
                                let check = match def_of(self.kp, na) {
                                    Some(r) if r.is_subclass_of("AttrConstraint") => {
                                        Some(self.check_of(r)?)
                                    }
                                    None if is_unset(na) => None,
                                    _ => {
                                        return Err(self.err_at(
                                            ntx.map(|t| t.start),
                                            "native matchers bind attributes only",
                                        ))
                                    }
                                };
                                let ov = self.fresh("a");
                                // An unnamed argument is only checked
                                // (`(ConstantLikeMatcher ConstantAttr<I1Attr, "1">)`).
                                match nn.as_deref() {
                                    Some(nn) => self.bind(
                                        nn,
                                        Symbol {
                                            var: ov.clone(),
                                            ty: SymType::Attr,
                                            in_source: true,
                                        },
                                        name_pos(ntx),
                                    )?,
                                    None if check.is_none() => return Err(self.err_at(
                                        ntx.map(|t| t.start),
                                        "an unnamed native matcher argument must have a constraint",
                                    )),
                                    None => {}
                                }
                                outs.push((ov, check));
                            }
                            if !name.is_empty() && name != "_" {
                                self.bind(
                                    name,
                                    Symbol {
                                        var: var.clone(),
                                        ty: SymType::Value,
                                        in_source: true,
                                    },
                                    npos,
                                )?;
                            }
                            out.push(Some(SrcArg::Native {
                                index: i,
                                var,
                                def_var,
                                expr,
                                outs,
                            }));
                            continue;
                        }
                        if variadic {
                            return Err(
                                self.err_at(dag_pos(atx), "matching an op on a variadic operand")
                            );
                        }
                        let v = self.fresh("v");
                        nested.push((k, i, v, a.clone(), n.clone(), atx));
                        out.push(None);
                        continue;
                    }
                    let check = match def_of(self.kp, a) {
                        Some(r) if r.id != od_def => Some(self.check_of(r)?),
                        Some(_) => None,
                        None if is_unset(a) => None,
                        None => {
                            return Err(self.err_at(
                                atx.map(|t| t.start),
                                format!("unexpected operand matcher '{}'", a),
                            ))
                        }
                    };
                    let ty = if variadic {
                        SymType::Values
                    } else {
                        SymType::Value
                    };
                    let mut equal_to = None;
                    let var = self.fresh("v");
                    if !name.is_empty() && name != "_" {
                        if let Some(prev) = self.symbols.get(name) {
                            if prev.ty != ty {
                                return Err(self.err_at(
                                    npos,
                                    format!("symbol '${}' is bound more than once", name),
                                ));
                            }
                            equal_to = Some(prev.var.clone());
                        } else {
                            self.bind(
                                name,
                                Symbol {
                                    var: var.clone(),
                                    ty,
                                    in_source: true,
                                },
                                npos,
                            )?;
                        }
                    }
                    out.push(Some(SrcArg::Operand {
                        index: i,
                        variadic,
                        var,
                        check,
                        equal_to,
                    }));
                }
                Argument::Attribute(i) => {
                    let at = &self.ops[oi].attributes[i];
                    let attr_name = at.name.clone();
                    let optional = at.attr.is_optional || at.attr.default_value.is_some();
                    let at_def = at.attr.constraint.def;
                    let check = match def_of(self.kp, a) {
                        Some(r) if r.id != at_def => Some(self.check_of(r)?),
                        Some(_) => None,
                        None if is_unset(a) => None,
                        None => {
                            return Err(self.err_at(
                                atx.map(|t| t.start),
                                format!("unexpected attribute matcher '{}'", a),
                            ))
                        }
                    };
                    let var = self.fresh("a");
                    self.bind(
                        name,
                        Symbol {
                            var: var.clone(),
                            ty: if optional {
                                SymType::OptAttr
                            } else {
                                SymType::Attr
                            },
                            in_source: true,
                        },
                        npos,
                    )?;
                    out.push(Some(SrcArg::Attr {
                        name: attr_name,
                        optional,
                        var,
                        check,
                    }));
                }
                Argument::Property(i) => {
                    // Bound as its storage attribute in the op's properties
                    // (`None` when unset); LLVM 19 takes no constraint here.
                    let prop_name = self.ops[oi].properties[i].name.clone();
                    let prop_def = self.ops[oi].properties[i].prop.def;
                    match def_of(self.kp, a) {
                        None if is_unset(a) => {}
                        Some(r) if r.id == prop_def => {}
                        _ => {
                            return Err(self.err_at(
                                atx.map(|t| t.start),
                                format!(
                                    "property '{}' is matched by a symbol only, not by '{}'",
                                    prop_name, a
                                ),
                            ))
                        }
                    }
                    let var = self.fresh("p");
                    self.bind(
                        name,
                        Symbol {
                            var: var.clone(),
                            ty: SymType::OptAttr,
                            in_source: true,
                        },
                        npos,
                    )?;
                    out.push(Some(SrcArg::Attr {
                        name: prop_name,
                        optional: true,
                        var,
                        check: None,
                    }));
                }
            }
        }
        for (k, i, v, a, n, atx) in nested {
            if let Some(n) = n.as_deref() {
                self.bind(
                    n,
                    Symbol {
                        var: v.clone(),
                        ty: SymType::Value,
                        in_source: true,
                    },
                    name_pos(atx),
                )?;
            }
            let inner = self.source_op(&a, None, depth + 1, atx)?;
            out[k] = Some(SrcArg::Op {
                index: i,
                var: v,
                op: Box::new(inner),
            });
        }
        Ok(SrcOp {
            op: oi,
            var,
            args: out.into_iter().flatten().collect(),
            either,
        })
    }

    pub(super) fn applied(&mut self, c: &Init, tx: Option<&TArg>) -> Result<Applied, Diagnostic> {
        let InitKind::Dag { op, args, name } = c.kind() else {
            return Err(self.err("a constraint must be a dag"));
        };
        let Some(rec) = def_of(self.kp, op) else {
            return Err(self.err("a constraint's operator must be a Constraint def"));
        };
        if rec.is_subclass_of("AttrConstraint") {
            return Err(self.err("cannot use an AttrConstraint in multi-entity constraints"));
        }
        let on_type = rec.is_subclass_of("TypeConstraint");
        let cond = Pred::from_field(self.kp, rec, "predicate")?.rust_condition();
        let mut entities = Vec::new();
        // `(HasNoUseOf:$x)`: the constraint applied to one symbol.
        let named = name.as_ref().map(|n| (Init::unset(), Some(n.clone())));
        let (all, all_tx): (Vec<DagArg>, Vec<Option<&TArg>>) = if args.is_empty() {
            (named.into_iter().collect(), vec![tx])
        } else {
            (args.clone(), dag_args(tx, args.len()))
        };
        for ((a, n), atx) in all.iter().zip(all_tx) {
            if !is_unset(a) {
                return Err(self.err_at(
                    atx.map(|t| t.start),
                    "constraint arguments must be bound symbols",
                ));
            }
            let n = n.as_deref().unwrap_or("");
            let (base, _) = split_index(n);
            if !self.symbols.contains_key(base) {
                return Err(self.err_at(name_pos(atx), format!("symbol '${}' is not bound", n)));
            }
            entities.push(n.to_string());
        }
        if entities.is_empty() {
            return Err(self.err("a constraint needs at least one symbol"));
        }
        if on_type && entities.len() != 1 {
            return Err(self.err("a type constraint applies to exactly one symbol"));
        }
        Ok(Applied {
            cond,
            on_type,
            entities,
        })
    }
}
