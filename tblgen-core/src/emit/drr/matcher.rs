//! The matching half of a generated pattern: the code that checks the
//! source dag against an operation and binds its symbols.

use super::cond;
use crate::drr::{Applied, Pattern, SrcArg, SrcOp, SymType};
use crate::ods::fmt_placeholders;

pub(super) struct Em<'p> {
    pub(super) p: &'p Pattern,
    pub(super) out: String,
    pub(super) counter: usize,
    /// The next `PatternRewriter::cached_attr` slot: the pattern's
    /// constants are numbered from 0 across all its match variants, so the
    /// driver keeps them in a short vector.
    pub(super) const_slot: u32,
    /// Lines emitted after every check (allocating bindings).
    pub(super) deferred: Vec<String>,
}

impl<'p> Em<'p> {
    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, base: &str) -> String {
        self.counter += 1;
        format!("ods_{}_{}", base, self.counter)
    }

    /// Binds the constant attribute `k` (a `ConstantAttr` value), built once
    /// per pattern and cached by the rewriter; returns its variable.
    fn cached_constant(&mut self, ind: usize, k: &str) -> String {
        let cv = self.fresh("const");
        let slot = self.const_slot;
        self.const_slot += 1;
        self.line(
            ind,
            &format!(
                "let {} = rewriter.cached_attr(::core::any::TypeId::of::<Self>(), {}, |b: &mut ::ir::OpBuilder<'_>| {});",
                cv,
                slot,
                k.replace("$_builder", "b")
            ),
        );
        self.line(ind, "let ctx: &::ir::Context = rewriter;");
        cv
    }

    /// Matching code for one op whose `OpId` is in `op.var`.
    pub(super) fn match_op(&mut self, op: &SrcOp, root: bool) {
        let o = &self.p.ops[op.op];
        let ind = 2;
        let cls = o.rust_path();
        if root {
            self.line(ind, &format!("let _ = {}::cast(ctx, {})?;", cls, op.var));
        }
        let fixed = o.num_variable_length_operands() == 0;
        if root && fixed {
            // Cheap rejection before anything is bound: the ops defining
            // the operands a nested op matches, by name (most attempts on
            // an op fail here).
            for a in &op.args {
                if let SrcArg::Op {
                    index, op: inner, ..
                } = a
                {
                    let io = &self.p.ops[inner.op];
                    self.line(
                        ind,
                        &format!(
                            "if !ctx.defining_op(ctx.operand({}, {})).is_some_and(|d| {}::cast(ctx, d).is_some()) {{ return None; }}",
                            op.var, index, io.rust_path()
                        ),
                    );
                }
            }
        }
        // Attributes first, then operands, then nested ops; an optional
        // attribute nothing checks is only read once the match succeeds.
        for a in &op.args {
            if let SrcArg::Attr {
                name,
                optional,
                var,
                check,
            } = a
            {
                if *optional && check.is_none() && !self.constrained(var) {
                    self.deferred.push(format!(
                        "let {} = ctx.attr({}, {:?});",
                        var, op.var, &**name
                    ));
                    continue;
                }
                if *optional {
                    self.line(
                        ind,
                        &format!("let {} = ctx.attr({}, {:?});", var, op.var, &**name),
                    );
                } else {
                    self.line(
                        ind,
                        &format!("let {} = ctx.attr({}, {:?})?;", var, op.var, &**name),
                    );
                }
                if let Some(c) = check {
                    if let Some(k) = &c.constant {
                        let cv = self.cached_constant(ind, k);
                        if *optional {
                            self.line(
                                ind,
                                &format!(
                                    "if {} != ::core::option::Option::Some({}) {{ return None; }}",
                                    var, cv
                                ),
                            );
                        } else {
                            self.line(ind, &format!("if {} != {} {{ return None; }}", var, cv));
                        }
                    } else if *optional {
                        self.line(
                            ind,
                            &format!(
                                "if !{{ let ods_self = {}; {} }} {{ return None; }}",
                                var,
                                cond(&c.cond, "ods_self")
                            ),
                        );
                    } else {
                        self.line(
                            ind,
                            &format!("if !({}) {{ return None; }}", cond(&c.cond, var)),
                        );
                    }
                }
            }
        }
        for a in &op.args {
            let (index, var) = match a {
                SrcArg::Operand { index, var, .. }
                | SrcArg::Op { index, var, .. }
                | SrcArg::Variadic { index, var, .. }
                | SrcArg::Native { index, var, .. } => (*index, var),
                SrcArg::Attr { .. } => continue,
            };
            let od = &o.operands[index];
            // With one variable-length group, its range is plain arithmetic:
            // no allocation before the match succeeds.
            let range = if o.num_variable_length_operands() == 1 && od.is_variable_length() {
                let len = self.fresh("len");
                self.line(
                    ind,
                    &format!(
                        "let {} = ctx.num_operands({}).saturating_sub({});",
                        len,
                        op.var,
                        o.operands.len() - 1
                    ),
                );
                Some((index, len))
            } else {
                None
            };
            let getter = if fixed || od.name.is_empty() {
                format!("ctx.operand({}, {})", op.var, index)
            } else if od.is_optional() {
                // `Option<Value>` from the generated getter, bound as a group.
                format!(
                    "{}::from_operation_unchecked({}).{}(ctx).into_iter().collect::<::std::vec::Vec<::ir::Value>>()",
                    cls,
                    op.var,
                    crate::ods::ident(&od.name)
                )
            } else {
                format!(
                    "{}::from_operation_unchecked({}).{}(ctx)",
                    cls,
                    op.var,
                    crate::ods::ident(&od.name)
                )
            };
            match a {
                SrcArg::Operand {
                    variadic,
                    check,
                    equal_to,
                    ..
                } => {
                    if let (Some((start, len)), None) = (&range, equal_to) {
                        if let Some(c) = check {
                            self.line(
                                ind,
                                &format!(
                                    "if !(0..{}).all(|i| {{ let ods_self = ctx.value_type(ctx.operand({}, {} + i)); {} }}) {{ return None; }}",
                                    len,
                                    op.var,
                                    start,
                                    cond(&c.cond, "ods_self")
                                ),
                            );
                        }
                        let bind = format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = ctx.operands_iter({}).skip({}).take({}).collect();",
                            var, op.var, start, len
                        );
                        // A group a constraint reads is bound before the
                        // constraints are checked.
                        if self.constrained(var) {
                            self.line(ind, &bind);
                        } else {
                            self.deferred.push(bind);
                        }
                        continue;
                    }
                    if *variadic && check.is_none() && equal_to.is_none() && !self.constrained(var)
                    {
                        // A group of an op with several groups: bound (allocated)
                        // only once every check has passed.
                        self.deferred.push(format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = {};",
                            var, getter
                        ));
                        continue;
                    }
                    let target = match equal_to {
                        Some(_) => self.fresh("same"),
                        None => var.clone(),
                    };
                    self.line(ind, &format!("let {} = {};", target, getter));
                    if let Some(c) = check {
                        let test = if *variadic {
                            format!(
                                "{}.iter().all(|&v| {{ let ods_self = ctx.value_type(v); {} }})",
                                target,
                                cond(&c.cond, "ods_self")
                            )
                        } else {
                            format!(
                                "{{ let ods_self = ctx.value_type({}); {} }}",
                                target,
                                cond(&c.cond, "ods_self")
                            )
                        };
                        self.line(ind, &format!("if !{} {{ return None; }}", test));
                    }
                    if let Some(prev) = equal_to {
                        self.line(
                            ind,
                            &format!("if {} != {} {{ return None; }}", target, prev),
                        );
                    }
                }
                SrcArg::Op { .. } | SrcArg::Native { .. } => {
                    self.line(ind, &format!("let {} = {};", var, getter));
                }
                SrcArg::Variadic { elems, .. } => {
                    if let Some((start, len)) = &range {
                        self.line(
                            ind,
                            &format!("if {} != {} {{ return None; }}", len, elems.len()),
                        );
                        self.deferred.push(format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = ctx.operands_iter({}).skip({}).take({}).collect();",
                            var, op.var, start, len
                        ));
                    } else {
                        self.line(ind, &format!("let {} = {};", var, getter));
                        self.line(
                            ind,
                            &format!("if {}.len() != {} {{ return None; }}", var, elems.len()),
                        );
                    }
                    for (k, e) in elems.iter().enumerate() {
                        let target = match &e.equal_to {
                            Some(_) => self.fresh("same"),
                            None => e.var.clone(),
                        };
                        let elem = match &range {
                            Some((start, _)) => {
                                format!("ctx.operand({}, {} + {})", op.var, start, k)
                            }
                            None => format!("{}[{}]", var, k),
                        };
                        self.line(ind, &format!("let {} = {};", target, elem));
                        if let Some(c) = &e.check {
                            self.line(
                                ind,
                                &format!(
                                    "if !{{ let ods_self = ctx.value_type({}); {} }} {{ return None; }}",
                                    target,
                                    cond(&c.cond, "ods_self")
                                ),
                            );
                        }
                        if let Some(prev) = &e.equal_to {
                            self.line(
                                ind,
                                &format!("if {} != {} {{ return None; }}", target, prev),
                            );
                        }
                    }
                }
                SrcArg::Attr { .. } => {}
            }
        }
        for a in &op.args {
            if let SrcArg::Native {
                var,
                def_var,
                expr,
                outs,
                ..
            } = a
            {
                self.line(
                    ind,
                    &format!("let {} = ctx.defining_op({})?;", def_var, var),
                );
                // The bound attributes start as `unit` (what the native
                // code does not set), cached: no interning per attempt.
                if !outs.is_empty() {
                    let unit = self.cached_constant(ind, "b.unit_attr()");
                    for (v, _) in outs {
                        self.line(ind, &format!("let mut {} = {};", v, unit));
                    }
                }
                self.line(ind, "let ctx: &::ir::Context = rewriter;");
                let mut subst: Vec<(String, String)> = vec![
                    ("_self".into(), def_var.clone()),
                    ("_ctx".into(), "ctx".into()),
                ];
                for (i, (v, _)) in outs.iter().enumerate() {
                    subst.push((i.to_string(), v.clone()));
                }
                let refs: Vec<(&str, &str)> = subst
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                self.line(
                    ind,
                    &format!("if !({}) {{ return None; }}", fmt_placeholders(expr, &refs)),
                );
                for (v, c) in outs {
                    self.line(ind, &format!("let {} = {};", v, v));
                    match c {
                        // `ConstantAttr<...>`: equal to the (cached) constant.
                        Some(c) if c.constant.is_some() => {
                            let k = c.constant.as_deref().unwrap_or_default();
                            let cv = self.cached_constant(ind, k);
                            self.line(ind, &format!("if {} != {} {{ return None; }}", v, cv));
                        }
                        Some(c) => {
                            self.line(
                                ind,
                                &format!("if !({}) {{ return None; }}", cond(&c.cond, v)),
                            );
                        }
                        None => {}
                    }
                }
            }
        }
        for a in &op.args {
            if let SrcArg::Variadic { elems, .. } = a {
                for e in elems {
                    if let Some(inner) = &e.op {
                        let io = &self.p.ops[inner.op];
                        self.line(
                            ind,
                            &format!("let {} = ctx.defining_op({})?;", inner.var, e.var),
                        );
                        self.line(
                            ind,
                            &format!("let _ = {}::cast(ctx, {})?;", io.rust_path(), inner.var),
                        );
                        self.match_op(inner, false);
                    }
                }
            }
        }
        for a in &op.args {
            if let SrcArg::Op { var, op: inner, .. } = a {
                let io = &self.p.ops[inner.op];
                self.line(
                    ind,
                    &format!("let {} = ctx.defining_op({})?;", inner.var, var),
                );
                self.line(
                    ind,
                    &format!("let _ = {}::cast(ctx, {})?;", io.rust_path(), inner.var),
                );
                self.match_op(inner, false);
            }
        }
    }

    pub(super) fn applied(&mut self, c: &Applied) {
        let exprs: Vec<String> = c.entities.iter().map(|e| self.match_sym(e)).collect();
        let self_expr = if c.on_type {
            format!("ctx.value_type({})", exprs[0])
        } else {
            exprs[0].clone()
        };
        let mut subst: Vec<(String, String)> =
            vec![("_self".into(), self_expr), ("_ctx".into(), "ctx".into())];
        for (i, e) in exprs.iter().enumerate() {
            subst.push((i.to_string(), e.clone()));
        }
        let refs: Vec<(&str, &str)> = subst
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let text = fmt_placeholders(&c.cond, &refs);
        self.line(2, &format!("if !({}) {{ return None; }}", text));
    }

    /// Whether a constraint of the pattern reads the variable `var`.
    fn constrained(&self, var: &str) -> bool {
        self.p
            .constraints
            .iter()
            .flat_map(|c| &c.entities)
            .any(|e| self.match_sym(e) == var)
    }

    /// The expression of a symbol during matching (`name` may carry `__N`).
    fn match_sym(&self, name: &str) -> String {
        let (base, index) = crate::drr::split_index(name);
        let s = &self.p.symbols[base];
        match (s.ty, index) {
            (SymType::Op(_), Some(i)) => format!("ctx.result({}, {})", s.var, i),
            (SymType::Op(1), None) => format!("ctx.result({}, 0)", s.var),
            _ => s.var.clone(),
        }
    }
}
