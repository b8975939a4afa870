//! The DRR model: `Pattern`/`Pat` records (declarative rewrite rules)
//! resolved against the ODS model, with the static checks that upstream
//! MLIR only reports as a C++ compile error or a runtime failure.
//!
//! ```text
//! Pat<(AddOp $x, (ConstantOp ConstZero:$c)), (replaceWithValue $x)>
//!   └─ Pattern { root: SrcOp { AddOp, args: [Operand $x, Op(ConstantOp { Attr c: check })] },
//!                results: [ReplaceWithValue("x")], benefit: 2 }
//! ```
//!
//! Semantics follow upstream `mlir/lib/TableGen/Pattern.cpp` and
//! `mlir-tblgen -gen-rewriters`: arguments bind by position; the same
//! operand symbol bound twice in the source means "equal values"; the
//! benefit is the number of matched ops plus `addBenefit`; the last `N`
//! values produced by the result patterns replace the root's `N` results,
//! earlier ones are auxiliary. Errors point at the offending argument or
//! sub-dag in the `.td` text (see `text`), with a note at the def.

use crate::diag::{Diagnostic, Loc};
use crate::ods::{ident, Argument, Operator, Pred};
use crate::tablegen::{Init, InitKind, RecId, Record, RecordKeeper};
use std::collections::HashMap;
use std::rc::Rc;
use text::TArg;

mod text;

/// A dag argument and its name.
type DagArg = (Init, Option<Rc<str>>);

/// Nesting bound for source and result DAGs (bad input never overflows the stack).
pub const MAX_DEPTH: usize = 64;

/// The Rust type a bound symbol has in generated code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymType {
    /// One `::ir::Value`.
    Value,
    /// A variadic operand group: `Vec<::ir::Value>`.
    Values,
    /// A required attribute: `::ir::Attribute`.
    Attr,
    /// An optional attribute: `Option<::ir::Attribute>`.
    OptAttr,
    /// An operation (`::ir::OpId`) with this many results.
    Op(usize),
}

/// A bound symbol.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// The Rust variable holding it.
    pub var: String,
    /// Its Rust type.
    pub ty: SymType,
    /// Bound in the source pattern (as opposed to a result op).
    pub in_source: bool,
}

/// A predicate to check on one matched entity.
#[derive(Clone, Debug)]
pub struct Check {
    /// The boolean expression (`$_self`, `$_ctx` unsubstituted).
    pub cond: String,
    /// For `ConstantAttr`: the expression building the constant (`$_builder`).
    pub constant: Option<String>,
}

/// One argument of a matched op.
#[derive(Clone, Debug)]
pub enum SrcArg {
    /// An operand bound to `var` (checked against `check` if any).
    Operand {
        /// Operand index in the ODS operand list.
        index: usize,
        /// Whether it is a variadic group.
        variadic: bool,
        /// The Rust variable.
        var: String,
        /// Constraint written in the pattern.
        check: Option<Check>,
        /// An earlier variable this operand must equal (same symbol bound twice).
        equal_to: Option<String>,
    },
    /// An attribute.
    Attr {
        /// Attribute name.
        name: Rc<str>,
        /// Optional attribute (bound as `Option`).
        optional: bool,
        /// The Rust variable.
        var: String,
        /// Constraint written in the pattern.
        check: Option<Check>,
    },
    /// An operand whose defining op a `NativeCodeCall` matches
    /// (`$_self`: the defining op; `$0`..: attributes it binds).
    Native {
        /// Operand index.
        index: usize,
        /// The operand value variable.
        var: String,
        /// The variable of the defining op.
        def_var: String,
        /// The expression (a `bool`).
        expr: String,
        /// Output attribute variables, with their constraints.
        outs: Vec<(String, Option<Check>)>,
    },
    /// `(variadic:$group a, b, ...)`: a variadic operand group of exactly
    /// `elems.len()` values, each matched.
    Variadic {
        /// Operand index (of the group).
        index: usize,
        /// The group variable (`Vec<Value>`).
        var: String,
        /// The elements: value variable, constraint, an earlier variable it
        /// must equal, the op that must define it.
        elems: Vec<VariadicElem>,
    },
    /// An operand defined by a nested matched op.
    Op {
        /// Operand index.
        index: usize,
        /// The operand value variable.
        var: String,
        /// The nested op.
        op: Box<SrcOp>,
    },
}

/// One element of a `variadic` directive.
#[derive(Clone, Debug)]
pub struct VariadicElem {
    /// The value variable.
    pub var: String,
    /// Constraint written in the pattern.
    pub check: Option<Check>,
    /// An earlier variable this value must equal.
    pub equal_to: Option<String>,
    /// The op that must define it.
    pub op: Option<Box<SrcOp>>,
}

/// A matched op.
#[derive(Clone, Debug)]
pub struct SrcOp {
    /// Index into [`Pattern::ops`].
    pub op: usize,
    /// The Rust variable holding the matched `OpId`.
    pub var: String,
    /// Arguments in ODS order.
    pub args: Vec<SrcArg>,
    /// `(either a, b)` pairs: indices into `args` that may be swapped.
    pub either: Vec<usize>,
}

/// How a generated op's result types are obtained.
#[derive(Clone, Debug)]
pub enum TypeFrom {
    /// The op has no results.
    None,
    /// From the matched root's results starting at this index.
    Root(usize),
    /// Explicit `returnType` expressions.
    Explicit(Vec<ResNode>),
    /// ODS inference: one Rust expression per result (`$arg<i>` placeholders are args).
    Inferred(Vec<String>),
    /// A custom builder `build_from_...` taking the args in order.
    CustomBuilder(String),
}

/// A generated op.
#[derive(Clone, Debug)]
pub struct ResOp {
    /// Index into [`Pattern::ops`].
    pub op: usize,
    /// The Rust variable of the created `OpId`.
    pub var: String,
    /// Arguments in ODS order (`None`: omitted optional attribute).
    pub args: Vec<Option<ResNode>>,
    /// Result types.
    pub types: TypeFrom,
    /// `location` directive: symbols' ops and names.
    pub loc: Option<Vec<LocPart>>,
}

/// A part of a `location` directive.
#[derive(Clone, Debug)]
pub enum LocPart {
    /// The location of the op a symbol is bound to.
    Sym(String),
    /// A name location.
    Name(String),
}

/// A node of a result pattern.
#[derive(Clone, Debug)]
pub enum ResNode {
    /// A bound symbol, optionally `__N` (result `N` of an op symbol).
    Sym {
        /// The symbol name.
        name: String,
        /// Result index.
        index: Option<usize>,
    },
    /// A generated op.
    Op(Box<ResOp>),
    /// A `NativeCodeCall`.
    Native {
        /// The expression.
        expr: String,
        /// Arguments.
        args: Vec<ResNode>,
        /// Number of returned values.
        returns: usize,
        /// `(Call:$sym)` naming a bound symbol: what `$_self` stands for.
        self_arg: Option<Box<ResNode>>,
        /// `(Call:$new ...)` binding its result: the Rust variable.
        var: Option<String>,
    },
    /// A constant attribute: the builder expression.
    Const(String),
    /// A string (a Rust expression, in `returnType`).
    Code(String),
}

/// An additional constraint over several bound entities.
#[derive(Clone, Debug)]
pub struct Applied {
    /// Condition (`$_self`, `$0`.. unsubstituted).
    pub cond: String,
    /// Whether `$_self` is the type of the first entity.
    pub on_type: bool,
    /// The symbols.
    pub entities: Vec<String>,
}

/// One rewrite rule.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// The def name.
    pub name: Rc<str>,
    /// Where it is defined.
    pub loc: Loc,
    /// The ops the pattern names (matched and generated), ODS models.
    pub ops: Vec<Operator>,
    /// The source pattern (the root op).
    pub root: SrcOp,
    /// Variables of every matched op, root first.
    pub matched_ops: Vec<String>,
    /// Symbols by name.
    pub symbols: HashMap<String, Symbol>,
    /// Symbols in binding order.
    pub symbol_order: Vec<String>,
    /// Result patterns.
    pub results: Vec<ResNode>,
    /// Supplemental patterns (`supplementalPatterns`): built after the
    /// result patterns, their values not used for the replacement.
    pub supplemental: Vec<ResNode>,
    /// How many leading values of the results are auxiliary.
    pub num_aux_values: usize,
    /// Number of root results replaced.
    pub num_root_results: usize,
    /// Additional constraints.
    pub constraints: Vec<Applied>,
    /// Benefit: matched op count plus `addBenefit`.
    pub benefit: i64,
    /// Number of `either` permutations (matching variants).
    pub variants: usize,
}

/// Every `Pattern` def of `kp`, resolved; all errors are collected.
pub fn patterns(kp: &RecordKeeper) -> Result<Vec<Pattern>, Vec<Diagnostic>> {
    let mut out = Vec::new();
    let mut errs = Vec::new();
    for rec in kp.defs_derived_from("Pattern") {
        match Builder::new(kp, rec).build() {
            Ok(p) => out.push(p),
            Err(d) => errs.push(d),
        }
    }
    if errs.is_empty() {
        Ok(out)
    } else {
        Err(errs)
    }
}

struct Builder<'k> {
    kp: &'k RecordKeeper,
    rec: &'k Record,
    ops: Vec<Operator>,
    op_ids: HashMap<RecId, usize>,
    symbols: HashMap<String, Symbol>,
    order: Vec<String>,
    matched: Vec<String>,
    counter: usize,
    eithers: usize,
}

fn is_unset(i: &Init) -> bool {
    matches!(i.kind(), InitKind::Unset)
}

fn def_of<'k>(kp: &'k RecordKeeper, i: &Init) -> Option<&'k Record> {
    match i.kind() {
        InitKind::Def { rec, .. } => Some(kp.record(rec.id)),
        _ => None,
    }
}

/// Where a message about a dag's operator points.
fn op_pos(tx: Option<&TArg>) -> Option<u32> {
    tx.and_then(|t| t.dag.as_ref()).map(|d| d.op)
}

/// Where a message about a whole dag points (its `(`).
fn dag_pos(tx: Option<&TArg>) -> Option<u32> {
    tx.and_then(|t| t.dag.as_ref()).map(|d| d.open)
}

/// Where a message about an argument's name points.
fn name_pos(tx: Option<&TArg>) -> Option<u32> {
    tx.map(TArg::name_pos)
}

/// The text of a dag's arguments when there are `n` of them.
fn dag_args(tx: Option<&TArg>, n: usize) -> Vec<Option<&TArg>> {
    match tx.and_then(|t| t.dag.as_ref()) {
        Some(d) if d.args.len() == n => d.args.iter().map(Some).collect(),
        _ => vec![None; n],
    }
}

/// Splits `name__N` into `(name, Some(N))`.
pub fn split_index(name: &str) -> (&str, Option<usize>) {
    if let Some(pos) = name.rfind("__") {
        if let Ok(n) = name[pos + 2..].parse::<usize>() {
            return (&name[..pos], Some(n));
        }
    }
    (name, None)
}

impl<'k> Builder<'k> {
    fn new(kp: &'k RecordKeeper, rec: &'k Record) -> Self {
        Builder {
            kp,
            rec,
            ops: Vec::new(),
            op_ids: HashMap::new(),
            symbols: HashMap::new(),
            order: Vec::new(),
            matched: Vec::new(),
            counter: 0,
            eithers: 0,
        }
    }

    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        self.err_at(None, msg)
    }

    /// An error at `pos` (an offset in the def's file) when known, else at the def.
    fn err_at(&self, pos: Option<u32>, msg: impl Into<String>) -> Diagnostic {
        let def = self.rec.loc();
        let msg = format!("pattern '{}': {}", self.rec.name(), msg.into());
        match pos {
            Some(offset) if offset != def.offset => Diagnostic::error(
                Loc {
                    file: def.file,
                    offset,
                },
                msg,
            )
            .with_note(def, "in this pattern"),
            _ => Diagnostic::error(def, msg),
        }
    }

    fn fresh(&mut self, base: &str) -> String {
        self.counter += 1;
        format!("ods_{}{}", base, self.counter)
    }

    fn operator(&mut self, op: &Init, tx: Option<&TArg>) -> Result<usize, Diagnostic> {
        let pos = op_pos(tx);
        let Some(rec) = def_of(self.kp, op) else {
            return Err(self.err_at(pos, format!("unknown op '{}'", op)));
        };
        if !rec.is_subclass_of("Op") {
            return Err(self.err_at(pos, format!("unknown op '{}': not an ODS op", rec.name())));
        }
        let id = rec.id;
        if let Some(&i) = self.op_ids.get(&id) {
            return Ok(i);
        }
        let o = Operator::from_record(self.kp, rec)?;
        self.ops.push(o);
        self.op_ids.insert(id, self.ops.len() - 1);
        Ok(self.ops.len() - 1)
    }

    fn bind(&mut self, name: &str, sym: Symbol, pos: Option<u32>) -> Result<(), Diagnostic> {
        if name.is_empty() || name == "_" {
            return Ok(());
        }
        if self.symbols.contains_key(name) {
            return Err(self.err_at(pos, format!("symbol '${}' is bound more than once", name)));
        }
        self.order.push(name.to_string());
        self.symbols.insert(name.to_string(), sym);
        Ok(())
    }

    fn build(mut self) -> Result<Pattern, Diagnostic> {
        let def = self.rec.loc();
        let file_text = self.kp.sources().file(def.file).text.clone();
        let text = text::pattern_args(&file_text, def.offset);
        let (is_pat, targs) = match &text {
            Some((p, a)) => (*p, a.as_slice()),
            None => (true, &[][..]),
        };
        // The text of each list-valued argument, used only when it has as
        // many items as the evaluated list.
        let items = |i: usize, len: usize, single: bool| -> Vec<Option<&TArg>> {
            let found: Option<Vec<&TArg>> = targs.get(i).and_then(|a| {
                if single {
                    Some(vec![a])
                } else {
                    a.list.as_ref().map(|l| l.iter().collect())
                }
            });
            match found {
                Some(v) if v.len() == len => v.into_iter().map(Some).collect(),
                _ => vec![None; len],
            }
        };
        let source = self.rec.get_dag("sourcePattern")?;
        let root = self.source_op(&source, None, 0, targs.first())?;
        let root_op = root.op;
        let num_root_results = self.ops[root_op].results.len();
        let root_variadic = self.ops[root_op]
            .results
            .iter()
            .any(|r| r.is_variable_length());
        // Additional constraints (need every source symbol).
        let mut constraints = Vec::new();
        let list = self.rec.get_list("constraints")?;
        for (c, tx) in list.iter().zip(items(2, list.len(), false)) {
            constraints.push(self.applied(c, tx)?);
        }
        // Results.
        let mut results = Vec::new();
        let list = self.rec.get_list("resultPatterns")?;
        let rtext = items(1, list.len(), is_pat);
        let mut counts = Vec::new();
        for (r, tx) in list.iter().zip(&rtext) {
            counts.push(self.top_count(r, *tx)?);
        }
        let total: usize = counts.iter().sum();
        if total < num_root_results {
            return Err(self.err_at(
                targs.get(1).map(|a| a.start),
                format!(
                    "replacing {} result(s) of '{}' with only {} value(s)",
                    num_root_results,
                    self.ops[root_op].operation_name(),
                    total
                ),
            ));
        }
        let num_aux_values = total - num_root_results;
        let mut start = 0;
        for ((r, n), tx) in list.iter().zip(&counts).zip(&rtext) {
            let replaces_from = if start >= num_aux_values {
                Some(start - num_aux_values)
            } else {
                None
            };
            if start < num_aux_values && start + n > num_aux_values {
                return Err(self.err_at(
                    tx.map(|t| t.start),
                    "one op is used both as an auxiliary op and as a replacement; split it",
                ));
            }
            results.push(self.result(r, replaces_from.filter(|_| *n > 0), 0, *tx)?);
            start += n;
        }
        if root_variadic {
            // The actual number of results is known at run time only: the
            // replacement must be an op with the same result groups whose
            // types are the root's.
            let same_groups = |o: &Operator| {
                o.results.len() == self.ops[root_op].results.len()
                    && o.results
                        .iter()
                        .zip(&self.ops[root_op].results)
                        .all(|(a, b)| a.is_variable_length() == b.is_variable_length())
            };
            let ok = matches!(results.last(), Some(ResNode::Op(r))
                if matches!(r.types, TypeFrom::Root(0)) && same_groups(&self.ops[r.op]))
                && num_aux_values == total - counts.last().copied().unwrap_or(0);
            if !ok {
                return Err(self.err_at(
                    targs.get(1).map(|a| a.start),
                    format!(
                        "'{}' has variadic results: the last result pattern must build an op with \
                         the same result groups, replacing all of them (its types are the root's)",
                        self.ops[root_op].operation_name()
                    ),
                ));
            }
        }
        // A generated op with several variable-length result groups takes
        // its `resultSegmentSizes` from the matched root's: only when the
        // root has the same result groups, sized by the same trait.
        let root_groups: Vec<bool> = self.ops[root_op]
            .results
            .iter()
            .map(|r| r.is_variable_length())
            .collect();
        let root_sized = has_trait(&self.ops[root_op], "AttrSizedResultSegments");
        for r in &results {
            let ResNode::Op(r) = r else { continue };
            let o = &self.ops[r.op];
            let groups: Vec<bool> = o.results.iter().map(|x| x.is_variable_length()).collect();
            if groups.iter().filter(|v| **v).count() >= 2
                && !(root_sized && groups == root_groups && matches!(r.types, TypeFrom::Root(0)))
            {
                return Err(self.err_at(
                    targs.get(1).map(|a| a.start),
                    format!(
                        "'{}' has several variable-length result groups: it can only replace all \
                         the results of a root with the same result groups and \
                         AttrSizedResultSegments (whose segment sizes it takes)",
                        o.operation_name()
                    ),
                ));
            }
        }
        // Supplemental patterns: built after the results, values unused.
        let mut supplemental = Vec::new();
        let list = self.rec.get_list("supplementalPatterns")?;
        for (r, tx) in list.iter().zip(items(3, list.len(), false)) {
            supplemental.push(self.result(r, None, 0, tx)?);
        }
        let delta = match self.rec.get_dag("benefitDelta")?.kind() {
            InitKind::Dag { args, .. } => match args.first().map(|a| a.0.kind()) {
                Some(InitKind::Int(v)) => *v,
                _ => 0,
            },
            _ => 0,
        };
        let variants = 1usize << self.eithers;
        Ok(Pattern {
            name: self.rec.name().into(),
            loc: self.rec.loc(),
            benefit: self.matched.len() as i64 + delta,
            ops: self.ops,
            root,
            matched_ops: self.matched,
            symbols: self.symbols,
            symbol_order: self.order,
            results,
            supplemental,
            num_aux_values,
            num_root_results,
            constraints,
            variants,
        })
    }

    fn check_of(&self, rec: &Record) -> Result<Check, Diagnostic> {
        let pred = Pred::from_field(self.kp, rec, "predicate")?;
        let constant = if rec.is_subclass_of("ConstantAttr") {
            let attr = rec.get_def("attr")?;
            let attr = self.kp.record(attr.id);
            let call = attr
                .get_optional_string("constBuilderCall")?
                .ok_or_else(|| self.err(format!("'{}' has no constBuilderCall", attr.name())))?;
            let value = rec.get_string("value")?;
            Some(call.replace("$0", &value))
        } else {
            None
        };
        Ok(Check {
            cond: pred.condition(),
            constant,
        })
    }

    fn source_op(
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
                                let Some(nn) = nn.as_deref() else {
                                    return Err(self.err_at(
                                        ntx.map(|t| t.start),
                                        "native matcher arguments must be named",
                                    ));
                                };
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
                                self.bind(
                                    nn,
                                    Symbol {
                                        var: ov.clone(),
                                        ty: SymType::Attr,
                                        in_source: true,
                                    },
                                    name_pos(ntx),
                                )?;
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

    fn applied(&mut self, c: &Init, tx: Option<&TArg>) -> Result<Applied, Diagnostic> {
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
        let cond = Pred::from_field(self.kp, rec, "predicate")?.condition();
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
    fn top_count(&self, r: &Init, tx: Option<&TArg>) -> Result<usize, Diagnostic> {
        if let Some((d, _)) = self.directive(r) {
            return match d.as_str() {
                "replaceWithValue" => Ok(1),
                _ => Err(self.err_at(op_pos(tx), format!("'{}' cannot be a result pattern", d))),
            };
        }
        match r.kind() {
            InitKind::Dag { op, .. } => {
                let Some(rec) = def_of(self.kp, op) else {
                    return Err(self.err_at(op_pos(tx), format!("unknown op '{}'", op)));
                };
                if rec.is_subclass_of("NativeCodeCall") {
                    return Ok(rec.get_int("numReturns")?.max(0) as usize);
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

    fn result(
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
            } else if let Some(from) = replaces_from.filter(|_| depth == 0) {
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
                        _ => return None,
                    },
                    crate::ods::TypeSource::Result(j) => out.get(j)?.clone(),
                };
                out.push(format!(
                    "{{ let ods_self: ::ir::Type = {}; {} }}",
                    src,
                    t.transformer.replace("$_self", "ods_self")
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

/// Whether `op` has the trait `name` (by def name or qualified C++ name).
fn has_trait(op: &Operator, name: &str) -> bool {
    op.traits
        .iter()
        .any(|t| &*t.trait_field == name || t.qualified_name().is_some_and(|q| q.ends_with(name)))
}
