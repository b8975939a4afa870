//! The rewriting half of a generated pattern: the code that builds the
//! result dags (ops, directives, native calls) and replaces the root.

use crate::drr::{LocPart, Pattern, ResNode, ResOp, SymType, TypeFrom};
use crate::ods::fmt_placeholders;
use std::rc::Rc;

/// What a result node evaluates to.
pub(super) enum Out {
    /// One value-like expression (a `Value`, an `Attribute`, a native result).
    One(String),
    /// An optional attribute.
    OptAttr(String),
    /// A variadic group (`Vec<Value>`).
    Values(String),
    /// Several values.
    Multi(Vec<String>),
    /// Nothing (a void native call, an op without results).
    Nothing,
}

impl Out {
    pub(super) fn values(&self) -> Vec<String> {
        match self {
            Out::One(e) | Out::OptAttr(e) => vec![e.clone()],
            Out::Values(e) => vec![format!("{}..", e)],
            Out::Multi(v) => v.clone(),
            Out::Nothing => Vec::new(),
        }
    }
}

pub(super) struct Rw<'p> {
    pub(super) p: &'p Pattern,
    pub(super) out: String,
    pub(super) counter: usize,
}

impl<'p> Rw<'p> {
    pub(super) fn line(&mut self, s: &str) {
        self.out.push_str("        ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    pub(super) fn fresh(&mut self, base: &str) -> String {
        self.counter += 1;
        format!("ods_{}_{}", base, self.counter)
    }

    fn sym(&mut self, name: &str, index: Option<usize>) -> Out {
        let s = &self.p.symbols[name];
        match (s.ty, index) {
            (SymType::Op(_), Some(i)) => Out::One(format!("rewriter.result({}, {})", s.var, i)),
            (SymType::Op(0), None) => Out::Nothing,
            (SymType::Op(1), None) => Out::One(format!("rewriter.result({}, 0)", s.var)),
            (SymType::Op(n), None) => Out::Multi(
                (0..n)
                    .map(|i| format!("rewriter.result({}, {})", s.var, i))
                    .collect(),
            ),
            (SymType::Values, _) => Out::Values(s.var.clone()),
            (SymType::OptAttr, _) => Out::OptAttr(s.var.clone()),
            _ => Out::One(s.var.clone()),
        }
    }

    pub(super) fn node(&mut self, n: &ResNode) -> Out {
        match n {
            ResNode::Sym { name, index } => self.sym(name, *index),
            ResNode::Const(e) => {
                let v = self.fresh("attr");
                self.line(&format!(
                    "let {} = {};",
                    v,
                    e.replace("$_builder", "rewriter")
                ));
                Out::One(v)
            }
            ResNode::Code(e) => {
                let v = self.fresh("code");
                self.line(&format!(
                    "let {} = {};",
                    v,
                    e.replace("$_builder", "rewriter")
                        .replace("$_ctx", "rewriter")
                        .replace("$_loc", "ods_loc")
                ));
                Out::One(v)
            }
            ResNode::Native {
                expr,
                args,
                returns,
                self_arg,
                var,
            } => {
                let mut exprs = Vec::new();
                for a in args {
                    let o = self.node(a);
                    let v = self.fresh("arg");
                    match o {
                        Out::One(e) | Out::OptAttr(e) => {
                            self.line(&format!("let {} = {};", v, e));
                            exprs.push(v);
                        }
                        Out::Values(e) => exprs.push(format!("&{}", e)),
                        Out::Multi(list) => {
                            self.line(&format!("let {} = [{}];", v, list.join(", ")));
                            exprs.push(format!("&{}", v));
                        }
                        Out::Nothing => exprs.push("()".into()),
                    }
                }
                let mut subst: Vec<(String, String)> = vec![
                    ("_builder".into(), "rewriter".into()),
                    ("_ctx".into(), "rewriter".into()),
                    ("_loc".into(), "ods_loc".into()),
                ];
                if let Some(a) = self_arg {
                    let v = self.fresh("self");
                    if let Out::One(e) | Out::OptAttr(e) | Out::Values(e) = self.node(a) {
                        self.line(&format!("let {} = {};", v, e));
                        subst.push(("_self".into(), v));
                    }
                }
                for (i, e) in exprs.iter().enumerate() {
                    subst.push((i.to_string(), e.clone()));
                }
                let refs: Vec<(&str, &str)> = subst
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                let text = fmt_placeholders(expr, &refs);
                if *returns == 0 {
                    self.line(&format!("{};", text));
                    Out::Nothing
                } else {
                    let v = var.clone().unwrap_or_else(|| self.fresh("native"));
                    self.line(&format!("let {} = {};", v, text));
                    if *returns == 1 {
                        Out::One(v)
                    } else {
                        Out::Multi((0..*returns).map(|i| format!("{}[{}]", v, i)).collect())
                    }
                }
            }
            ResNode::Op(op) => self.op(op),
        }
    }

    fn loc_part(&mut self, part: &LocPart) -> String {
        match part {
            LocPart::Name(s) => format!("rewriter.name_loc({:?}, None)", s),
            LocPart::Sym(name) => {
                let (base, _) = crate::drr::split_index(name);
                let s = &self.p.symbols[base];
                match s.ty {
                    SymType::Op(_) => format!("rewriter.op_loc({})", s.var),
                    SymType::Value => format!(
                        "match rewriter.defining_op({}) {{ Some(d) => rewriter.op_loc(d), None => ods_loc }}",
                        s.var
                    ),
                    _ => "ods_loc".into(),
                }
            }
        }
    }

    fn op(&mut self, op: &ResOp) -> Out {
        let o = &self.p.ops[op.op];
        let cls = o.rust_path();
        // Arguments first (nested ops are created before this one).
        let mut operand_exprs: Vec<(usize, Out)> = Vec::new();
        // The attribute arguments by ODS argument index (`$argN` of inferred
        // result types).
        let mut attr_args: Vec<(usize, String)> = Vec::new();
        let mut attr_exprs: Vec<(Rc<str>, Out)> = Vec::new();
        let mut prop_exprs: Vec<(Rc<str>, Out)> = Vec::new();
        let mut in_order: Vec<String> = Vec::new();
        for (i, a) in op.args.iter().enumerate() {
            let Some(a) = a else { continue };
            let out = self.node(a);
            // Bind to a temporary so later `rewriter` uses do not overlap.
            let out = match out {
                Out::One(e) => {
                    let v = self.fresh("v");
                    self.line(&format!("let {} = {};", v, e));
                    Out::One(v)
                }
                other => other,
            };
            if let Out::One(e) | Out::OptAttr(e) | Out::Values(e) = &out {
                in_order.push(e.clone());
            }
            match o.arguments[i] {
                crate::ods::Argument::Operand(_) => operand_exprs.push((i, out)),
                crate::ods::Argument::Attribute(k) => {
                    if let Out::One(e) = &out {
                        attr_args.push((i, e.clone()));
                    }
                    attr_exprs.push((o.attributes[k].name.clone(), out))
                }
                crate::ods::Argument::Property(k) => {
                    prop_exprs.push((o.properties[k].name.clone(), out))
                }
            }
        }
        let loc = match &op.loc {
            None => "ods_loc".to_string(),
            Some(parts) if parts.len() == 1 => self.loc_part(&parts[0]),
            Some(parts) => {
                let l: Vec<String> = parts.iter().map(|p| self.loc_part(p)).collect();
                let v = self.fresh("locs");
                self.line(&format!("let {} = [{}];", v, l.join(", ")));
                format!("rewriter.fused_loc(&{}, None)", v)
            }
        };
        let lv = self.fresh("oploc");
        self.line(&format!("let {}: ::ir::Location = {};", lv, loc));
        let nv = op.var.clone();
        if let TypeFrom::CustomBuilder(b) = &op.types {
            self.line(&format!(
                "let {} = {}::{}(rewriter, {}, {}).operation();",
                nv,
                cls,
                b,
                lv,
                in_order.join(", ")
            ));
        } else {
            let types: Vec<String> = match &op.types {
                TypeFrom::None | TypeFrom::CustomBuilder(_) => Vec::new(),
                TypeFrom::Root(from) => (0..o.results.len())
                    .map(|j| format!("rewriter.value_type(rewriter.result(op, {}))", from + j))
                    .collect(),
                TypeFrom::Explicit(list) => {
                    let mut v = Vec::new();
                    for n in list {
                        let t = match n {
                            ResNode::Sym { .. } => match self.node(n) {
                                Out::One(e) => format!("rewriter.value_type({})", e),
                                _ => "rewriter.none_type()".into(),
                            },
                            _ => match self.node(n) {
                                Out::One(e) => e,
                                _ => "rewriter.none_type()".into(),
                            },
                        };
                        v.push(t);
                    }
                    v
                }
                TypeFrom::Inferred(list) => {
                    let mut subst: Vec<(String, String)> = vec![
                        ("_builder".into(), "rewriter".into()),
                        ("_ctx".into(), "rewriter".into()),
                    ];
                    for (i, out) in &operand_exprs {
                        if let Out::One(e) = out {
                            subst.push((format!("arg{}", i), e.clone()));
                        }
                    }
                    for (i, e) in &attr_args {
                        subst.push((format!("arg{}", i), e.clone()));
                    }
                    let refs: Vec<(&str, &str)> = subst
                        .iter()
                        .map(|(a, b)| (a.as_str(), b.as_str()))
                        .collect();
                    list.iter().map(|t| fmt_placeholders(t, &refs)).collect()
                }
            };
            let tv = self.fresh("types");
            let variadic_results = o.results.iter().any(|r| r.is_variable_length());
            if let (true, TypeFrom::Root(from)) = (variadic_results, &op.types) {
                // Variadic results: the types of the root's results from `from` on.
                self.line(&format!(
                    "let {}: ::std::vec::Vec<::ir::Type> = ({}..rewriter.num_results(op)).map(|i| rewriter.value_type(rewriter.result(op, i))).collect();",
                    tv, from
                ));
            } else {
                let mut tlets = Vec::new();
                for t in &types {
                    let v = self.fresh("ty");
                    self.line(&format!("let {}: ::ir::Type = {};", v, t));
                    tlets.push(v);
                }
                self.line(&format!("let {} = [{}];", tv, tlets.join(", ")));
            }
            let ov = self.fresh("operands");
            let parts: Vec<String> = operand_exprs
                .iter()
                .flat_map(|(_, out)| match out {
                    Out::Values(e) => vec![format!("{}.iter().copied()", e)],
                    other => other
                        .values()
                        .into_iter()
                        .map(|e| format!("::core::iter::once({})", e))
                        .collect(),
                })
                .collect();
            let has_group = operand_exprs
                .iter()
                .any(|(_, o)| matches!(o, Out::Values(_)));
            if !has_group {
                let items: Vec<String> =
                    operand_exprs.iter().flat_map(|(_, o)| o.values()).collect();
                self.line(&format!(
                    "let {}: [::ir::Value; {}] = [{}];",
                    ov,
                    items.len(),
                    items.join(", ")
                ));
            } else {
                let mut chain = parts[0].clone();
                for p in &parts[1..] {
                    chain = format!("{}.chain({})", chain, p);
                }
                self.line(&format!(
                    "let {}: ::std::vec::Vec<::ir::Value> = {}.collect();",
                    ov, chain
                ));
            }
            if o.has_trait("AttrSizedOperandSegments") {
                // `operandSegmentSizes` computed from the groups passed.
                let sizes: Vec<String> = o
                    .arguments
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| matches!(a, crate::ods::Argument::Operand(_)))
                    .map(
                        |(i, _)| match operand_exprs.iter().find(|(j, _)| *j == i).map(|x| &x.1) {
                            Some(Out::Values(e)) => format!("{}.len() as i128", e),
                            Some(Out::One(_)) => "1".to_string(),
                            Some(Out::Multi(l)) => l.len().to_string(),
                            _ => "0".to_string(),
                        },
                    )
                    .collect();
                let sv = self.fresh("segments");
                self.line(&format!(
                    "let {} = {{ let s: [i128; {}] = [{}]; let t = rewriter.i32(); rewriter.dense_i_array_attr(t, &s) }};",
                    sv,
                    sizes.len(),
                    sizes.join(", ")
                ));
                attr_exprs.push(("operandSegmentSizes".into(), Out::One(sv)));
            }
            if o.has_trait("AttrSizedResultSegments") {
                // `resultSegmentSizes`: the result types are the root's
                // from `from` on. A root with the same result groups and
                // this trait lends its sizes (the only way with several
                // variable-length groups, checked by the model); otherwise
                // at most one group is variable-length and takes what the
                // fixed ones leave.
                let root = &self.p.ops[self.p.root.op];
                let groups: Vec<bool> = o.results.iter().map(|r| r.is_variable_length()).collect();
                let root_groups: Vec<bool> = root
                    .results
                    .iter()
                    .map(|r| r.is_variable_length())
                    .collect();
                let from = match &op.types {
                    TypeFrom::Root(f) => *f,
                    _ => 0,
                };
                let sv = self.fresh("rsegments");
                if from == 0 && groups == root_groups && root.has_trait("AttrSizedResultSegments") {
                    self.line(&format!(
                        "let {} = {{ let s = ::ir::asm_support::read_segment_sizes(rewriter, op, \"resultSegmentSizes\"); ::ir::asm_support::segment_sizes(rewriter, &s) }};",
                        sv
                    ));
                } else {
                    let fixed = groups.iter().filter(|v| !**v).count() + from;
                    let sizes: Vec<String> = groups
                        .iter()
                        .map(|&v| {
                            if v {
                                format!(
                                    "rewriter.num_results(op).saturating_sub({}) as i128",
                                    fixed
                                )
                            } else {
                                "1".to_string()
                            }
                        })
                        .collect();
                    self.line(&format!(
                        "let {} = {{ let s: [i128; {}] = [{}]; let t = rewriter.i32(); rewriter.dense_i_array_attr(t, &s) }};",
                        sv,
                        sizes.len(),
                        sizes.join(", ")
                    ));
                }
                attr_exprs.push(("resultSegmentSizes".into(), Out::One(sv)));
            }
            let av = self.fresh("attrs");
            if attr_exprs.iter().any(|(_, o)| matches!(o, Out::OptAttr(_))) {
                self.line(&format!(
                    "let mut {}: ::std::vec::Vec<(&str, ::ir::Attribute)> = ::std::vec::Vec::new();",
                    av
                ));
                for (name, out) in &attr_exprs {
                    match out {
                        Out::OptAttr(e) => self.line(&format!(
                            "if let ::core::option::Option::Some(a) = {} {{ {}.push(({:?}, a)); }}",
                            e, av, &**name
                        )),
                        Out::One(e) => self.line(&format!("{}.push(({:?}, {}));", av, &**name, e)),
                        _ => {}
                    }
                }
            } else {
                let items: Vec<String> = attr_exprs
                    .iter()
                    .filter_map(|(name, out)| match out {
                        Out::One(e) => Some(format!("({:?}, {})", &**name, e)),
                        _ => None,
                    })
                    .collect();
                self.line(&format!(
                    "let {}: [(&str, ::ir::Attribute); {}] = [{}];",
                    av,
                    items.len(),
                    items.join(", ")
                ));
            }
            self.line(&format!(
                "let {} = {}::build_generic(rewriter, {}, &{}, &{}, &{}).operation();",
                nv, cls, lv, tv, ov, av
            ));
        }
        if !prop_exprs.is_empty() {
            // Properties: merged into the new op's properties dictionary.
            let ev = self.fresh("props");
            self.line(&format!(
                "let mut {}: ::std::vec::Vec<::ir::NamedAttr> = rewriter.props({}).and_then(|p| rewriter.as_dictionary(p)).map(|e| e.to_vec()).unwrap_or_default();",
                ev, nv
            ));
            for (name, out) in &prop_exprs {
                let (e, opt) = match out {
                    Out::One(e) => (e, false),
                    Out::OptAttr(e) => (e, true),
                    _ => continue,
                };
                let set = format!(
                    "let k = rewriter.ident({:?}); {}.retain(|&(x, _)| x != k); {}.push((k, a));",
                    &**name, ev, ev
                );
                if opt {
                    self.line(&format!(
                        "if let ::core::option::Option::Some(a) = {} {{ {} }}",
                        e, set
                    ));
                } else {
                    self.line(&format!("{{ let a = {}; {} }}", e, set));
                }
            }
            self.line(&format!(
                "{{ let d = rewriter.dictionary_attr(&{}); let _ = rewriter.set_props({}, ::core::option::Option::Some(d)); }}",
                ev, nv
            ));
        }
        if o.results.iter().any(|r| r.is_variable_length()) {
            let rv = self.fresh("results");
            self.line(&format!(
                "let {}: ::std::vec::Vec<::ir::Value> = rewriter.results({});",
                rv, nv
            ));
            return Out::Values(rv);
        }
        let n = o.results.len();
        if let Some(k) = op.pick.filter(|&k| k < n) {
            return Out::One(format!("rewriter.result({}, {})", nv, k));
        }
        match n {
            0 => Out::Nothing,
            1 => Out::One(format!("rewriter.result({}, 0)", nv)),
            _ => Out::Multi(
                (0..n)
                    .map(|i| format!("rewriter.result({}, {})", nv, i))
                    .collect(),
            ),
        }
    }
}
