//! The result dags of a pattern: generated ops, directives
//! (`replaceWithValue`, `returnType`, `location`, `NativeCodeCall`, ...),
//! symbol uses and how each generated op gets its result types.

use super::text::TArg;
use super::{
    dag_args, dag_pos, def_of, is_unset, name_pos, op_pos, split_index, Builder, DagArg, LocPart,
    ResNode, ResOp, SymType, Symbol, TypeFrom, MAX_DEPTH,
};
use crate::diag::Diagnostic;
use crate::ods::{ident, Argument, Operator};
use crate::tablegen::{Init, InitKind};

impl<'k> Builder<'k> {
    fn directive<'a>(&self, i: &'a Init) -> Option<(String, &'a [DagArg])> {
        if let InitKind::Dag { op, args, .. } = i.kind() {
            if let Some(r) = def_of(self.kp, op) {
                let n = r.name();
                if matches!(
                    n.as_str(),
                    "replaceWithValue" | "location" | "returnType" | "either" | "variadic"
                ) {
                    return Some((n, args));
                }
            }
        }
        None
    }

    fn use_sym(&self, n: &str, pos: Option<u32>) -> Result<ResNode, Diagnostic> {
        let (base, index) = split_index(n);
        let Some(s) = self.symbols.get(base) else {
            return Err(self.err_at(pos, format!("symbol '${}' is not bound", n)));
        };
        if let Some(i) = index {
            match s.ty {
                SymType::Op(k) if i < k => {}
                SymType::Op(k) => {
                    return Err(self.err_at(
                        pos,
                        format!(
                            "'${}' refers to result {} of an op with {} result(s)",
                            n, i, k
                        ),
                    ))
                }
                _ => return Err(self.err_at(pos, format!("'${}': only op symbols take '__N'", n))),
            }
        }
        Ok(ResNode::Sym {
            name: base.to_string(),
            index,
        })
    }

    /// Number of values a top-level result pattern produces.
    pub(super) fn top_count(&self, r: &Init, tx: Option<&TArg>) -> Result<usize, Diagnostic> {
        if let Some((d, _)) = self.directive(r) {
            return match d.as_str() {
                "replaceWithValue" => Ok(1),
                _ => Err(self.err_at(op_pos(tx), format!("'{}' cannot be a result pattern", d))),
            };
        }
        match r.kind() {
            InitKind::Dag { op, name, .. } => {
                let Some(rec) = def_of(self.kp, op) else {
                    return Err(self.err_at(op_pos(tx), format!("unknown op '{}'", op)));
                };
                if rec.is_subclass_of("NativeCodeCall") {
                    return Ok(rec.get_int("numReturns")?.max(0) as usize);
                }
                // `(Op:$res__N ...)` stands for its result N alone
                // (upstream's `getStaticValueCount`).
                if name.as_deref().is_some_and(|n| split_index(n).1.is_some()) {
                    return Ok(1);
                }
                if !rec.is_subclass_of("Op") {
                    return Err(self.err_at(
                        op_pos(tx),
                        format!("unknown op '{}': not an ODS op", rec.name()),
                    ));
                }
                let mut n = 0;
                for res in rec.get_dag("results").ok().iter() {
                    if let InitKind::Dag { args, .. } = res.kind() {
                        n = args.len();
                    }
                }
                Ok(n)
            }
            InitKind::Unset => Err(self.err_at(
                tx.map(|t| t.start),
                "a bare symbol cannot be a result pattern",
            )),
            _ => Err(self.err_at(
                tx.map(|t| t.start),
                format!("unexpected result pattern '{}'", r),
            )),
        }
    }

    pub(super) fn result(
        &mut self,
        r: &Init,
        replaces_from: Option<usize>,
        depth: usize,
        tx: Option<&TArg>,
    ) -> Result<ResNode, Diagnostic> {
        if depth > MAX_DEPTH {
            return Err(self.err("result pattern nested too deeply"));
        }
        if let Some((d, args)) = self.directive(r) {
            return match d.as_str() {
                "replaceWithValue" if depth == 0 => {
                    let [(a, Some(n))] = args else {
                        return Err(
                            self.err_at(dag_pos(tx), "'replaceWithValue' takes one bound symbol")
                        );
                    };
                    if !is_unset(a) {
                        return Err(
                            self.err_at(dag_pos(tx), "'replaceWithValue' takes one bound symbol")
                        );
                    }
                    self.use_sym(n, name_pos(dag_args(tx, 1)[0]))
                }
                _ => Err(self.err_at(dag_pos(tx), format!("'{}' is not allowed here", d))),
            };
        }
        match r.kind() {
            InitKind::Unset => {
                Err(self.err_at(tx.map(|t| t.start), "an unbound '?' in a result pattern"))
            }
            InitKind::Str { s, .. } => Ok(ResNode::Code(s.to_string())),
            InitKind::Def { rec, .. } => {
                let rec = self.kp.record(rec.id);
                if rec.is_subclass_of("ConstantAttr") {
                    let c = self.check_of(rec)?;
                    Ok(ResNode::Const(c.constant.unwrap_or_default()))
                } else {
                    Err(self.err_at(
                        tx.map(|t| t.start),
                        format!("unexpected '{}' in a result pattern", rec.name()),
                    ))
                }
            }
            InitKind::Dag { op, name, args } => {
                let Some(rec) = def_of(self.kp, op) else {
                    return Err(self.err_at(op_pos(tx), format!("unknown op '{}'", op)));
                };
                if rec.is_subclass_of("NativeCodeCall") {
                    let expr = rec.get_string("expression")?.to_string();
                    let returns = rec.get_int("numReturns")?.max(0) as usize;
                    let mut nargs = Vec::new();
                    for ((a, n), atx) in args.iter().zip(dag_args(tx, args.len())) {
                        nargs.push(self.arg(a, n.as_deref(), depth, atx)?);
                    }
                    let mut self_arg = None;
                    let mut var = None;
                    if let Some(n) = name {
                        let (base, _) = split_index(n);
                        let npos = tx.and_then(|t| t.name);
                        if self.symbols.contains_key(base) {
                            // `(getNthAttr<0>:$attr)`: `$_self` is `$attr`.
                            self_arg = Some(Box::new(self.use_sym(n, npos)?));
                        } else if returns == 1 {
                            let v = self.fresh("n");
                            self.bind(
                                n,
                                Symbol {
                                    var: v.clone(),
                                    ty: SymType::Value,
                                    in_source: false,
                                },
                                npos,
                            )?;
                            var = Some(v);
                        } else {
                            return Err(self.err_at(
                                npos,
                                format!(
                                    "cannot bind '${}' to a native call returning {} values",
                                    n, returns
                                ),
                            ));
                        }
                    }
                    return Ok(ResNode::Native {
                        expr,
                        args: nargs,
                        returns,
                        self_arg,
                        var,
                    });
                }
                let oi = self.operator(op, tx)?;
                self.result_op(oi, name.as_deref(), args, replaces_from, depth, tx)
            }
            _ => Err(self.err_at(
                tx.map(|t| t.start),
                format!("unexpected result pattern '{}'", r),
            )),
        }
    }

    fn arg(
        &mut self,
        a: &Init,
        n: Option<&str>,
        depth: usize,
        tx: Option<&TArg>,
    ) -> Result<ResNode, Diagnostic> {
        if is_unset(a) {
            return match n {
                Some(n) => self.use_sym(n, name_pos(tx)),
                None => Err(self.err_at(tx.map(|t| t.start), "an unbound '?' in a result pattern")),
            };
        }
        if let InitKind::Def { rec, .. } = a.kind() {
            // `F64:$x` in a result: the symbol (the constraint is ignored).
            let r = self.kp.record(rec.id);
            if !r.is_subclass_of("ConstantAttr") {
                if let Some(n) = n {
                    return self.use_sym(n, name_pos(tx));
                }
            }
        }
        self.result(a, None, depth + 1, tx)
    }

    fn result_op(
        &mut self,
        oi: usize,
        name: Option<&str>,
        args: &[DagArg],
        replaces_from: Option<usize>,
        depth: usize,
        tx: Option<&TArg>,
    ) -> Result<ResNode, Diagnostic> {
        // `(Op:$res__N ...)` at the top replaces with its result N alone.
        let pick = name.and_then(|n| split_index(n).1);
        let mut plain = Vec::new();
        let mut loc = None;
        let mut ret = Vec::new();
        for (k, ((a, n), atx)) in args.iter().zip(dag_args(tx, args.len())).enumerate() {
            if let Some((d, dargs)) = self.directive(a) {
                let dtx = dag_args(atx, dargs.len());
                match d.as_str() {
                    "location" => {
                        if k + 1 != args.len() {
                            return Err(self.err_at(
                                atx.map(|t| t.start),
                                "'location' must be the last argument",
                            ));
                        }
                        let mut parts = Vec::new();
                        for ((la, ln), ltx) in dargs.iter().zip(dtx) {
                            match (la.kind(), ln) {
                                (InitKind::Str { s, .. }, _) => {
                                    parts.push(LocPart::Name(s.to_string()))
                                }
                                (InitKind::Unset, Some(ln)) => {
                                    self.use_sym(ln, name_pos(ltx))?;
                                    parts.push(LocPart::Sym(ln.to_string()));
                                }
                                _ => {
                                    return Err(self.err_at(
                                        ltx.map(|t| t.start),
                                        "'location' takes bound symbols and strings",
                                    ))
                                }
                            }
                        }
                        loc = Some(parts);
                    }
                    "returnType" => {
                        for ((ra, rn), rtx) in dargs.iter().zip(dtx) {
                            ret.push(self.arg(ra, rn.as_deref(), depth, rtx)?);
                        }
                    }
                    _ => {
                        return Err(
                            self.err_at(dag_pos(atx), format!("'{}' is not allowed here", d))
                        )
                    }
                }
                continue;
            }
            plain.push((a, n, atx));
        }
        let o = self.ops[oi].clone();
        let nargs = o.arguments.len();
        let required = o
            .arguments
            .iter()
            .rposition(|a| match a {
                Argument::Attribute(i) => {
                    let at = &o.attributes[*i].attr;
                    !(at.is_optional || at.default_value.is_some())
                }
                _ => true,
            })
            .map_or(0, |p| p + 1);
        if plain.len() > nargs || plain.len() < required {
            return Err(self.err_at(
                dag_pos(tx),
                format!(
                    "op '{}' has {} argument(s) but the result pattern gives {}",
                    o.operation_name(),
                    nargs,
                    plain.len()
                ),
            ));
        }
        let mut rargs = Vec::new();
        for (k, (a, n, atx)) in plain.iter().enumerate() {
            let node = self.arg(a, n.as_deref(), depth, *atx)?;
            // A bound symbol of the wrong kind is a static error (upstream: a C++ compile error).
            if let ResNode::Sym { name, index } = &node {
                let ty = self.symbols.get(name.as_str()).map(|s| s.ty);
                let is_attr = matches!(ty, Some(SymType::Attr | SymType::OptAttr));
                let is_value = index.is_some()
                    || matches!(ty, Some(SymType::Value | SymType::Values | SymType::Op(_)));
                match o.arguments[k] {
                    Argument::Operand(_) if is_attr => {
                        return Err(self.err_at(
                            name_pos(*atx),
                            format!(
                                "attribute '${}' is passed as operand #{} of '{}'",
                                name,
                                k,
                                o.operation_name()
                            ),
                        ))
                    }
                    Argument::Attribute(_) | Argument::Property(_) if is_value => {
                        return Err(self.err_at(
                            name_pos(*atx),
                            format!(
                                "value '${}' is passed as attribute #{} of '{}'",
                                name,
                                k,
                                o.operation_name()
                            ),
                        ))
                    }
                    _ => {}
                }
            }
            rargs.push(Some(node));
        }
        while rargs.len() < nargs {
            rargs.push(None);
        }
        let nres = o.results.len();
        let variadic_results = o.results.iter().any(|r| r.is_variable_length());
        if variadic_results && (replaces_from.is_none() || depth > 0) {
            return Err(self.err_at(
                dag_pos(tx),
                format!(
                    "'{}' has variadic results: it can only replace the matched root's results \
                     (taking their types)",
                    o.operation_name()
                ),
            ));
        }
        let types =
            if nres == 0 {
                TypeFrom::None
            } else if !ret.is_empty() {
                if ret.len() != nres {
                    return Err(self.err_at(
                        dag_pos(tx),
                        format!(
                            "'returnType' gives {} type(s) for {} result(s) of '{}'",
                            ret.len(),
                            nres,
                            o.operation_name()
                        ),
                    ));
                }
                TypeFrom::Explicit(ret)
            } else if let Some(from) = replaces_from.filter(|_| depth == 0 && pick.is_none()) {
                TypeFrom::Root(from)
            } else if let Some(t) = self.inferred(&o) {
                TypeFrom::Inferred(t)
            } else if let Some(b) = o.builders.iter().find(|b| {
                b.params.len() == plain.len() && b.params.iter().all(|p| p.name.is_some())
            }) {
                TypeFrom::CustomBuilder(format!(
                    "build_from_{}",
                    b.params
                        .iter()
                        .map(|p| ident(p.name.as_deref().unwrap_or("")))
                        .map(|s| s.trim_end_matches('_').to_string())
                        .collect::<Vec<_>>()
                        .join("_")
                ))
            } else {
                return Err(self.err_at(
                    dag_pos(tx),
                    format!(
                    "cannot infer the result types of generated op '{}': it does not replace the \
                 matched root's results, ODS cannot infer them, no builder takes exactly its \
                 arguments, and there is no 'returnType'",
                    o.operation_name()
                ),
                ));
            };
        let var = self.fresh("new");
        if let Some(n) = name {
            // `(ThreeResultOp:$results__2 ...)` binds `$results`.
            let n = split_index(n).0;
            self.bind(
                n,
                Symbol {
                    var: var.clone(),
                    ty: SymType::Op(nres),
                    in_source: false,
                },
                tx.and_then(|t| t.name),
            )?;
        }
        Ok(ResNode::Op(Box::new(ResOp {
            op: oi,
            var,
            args: rargs,
            types,
            loc,
            pick: pick.filter(|_| depth == 0),
        })))
    }

    /// Result type expressions from ODS (`$argN` placeholders), when every
    /// result type is known.
    fn inferred(&self, o: &Operator) -> Option<Vec<String>> {
        if let Some(list) = &o.inferred_result_types {
            let mut out: Vec<String> = Vec::new();
            for t in list {
                let src = match t.source {
                    crate::ods::TypeSource::Argument(i) => match o.arguments.get(i)? {
                        Argument::Operand(k) if !o.operands[*k].is_variable_length() => {
                            format!("rewriter.value_type($arg{})", i)
                        }
                        // A typed attribute (`AllTypesMatch<["value", "result"]>`).
                        Argument::Attribute(_) => format!("rewriter.attr_type($arg{})", i),
                        _ => return None,
                    },
                    crate::ods::TypeSource::Result(j) => out.get(j)?.clone(),
                };
                out.push(format!(
                    "{{ let ods_self: ::ir::Type = {}; {} }}",
                    src,
                    t.transformer
                        .replace("$_self", "ods_self")
                        .replace("$_builder", "rewriter")
                        .replace("$_ctx", "rewriter")
                ));
            }
            return Some(out);
        }
        let calls: Option<Vec<String>> = o
            .results
            .iter()
            .map(|r| {
                r.constraint
                    .builder_call
                    .as_ref()
                    .map(|c| format!("{{ {} }}", c.replace("$_builder", "rewriter")))
            })
            .collect();
        calls
    }
}
