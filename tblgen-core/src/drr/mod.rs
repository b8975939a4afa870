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
//!
//! The model and the builder's state are here; `pattern` builds a pattern
//! as a whole, `source` its source dag, `result` its result dags.

use crate::diag::{Diagnostic, Loc};
use crate::ods::Operator;
use crate::tablegen::{Init, InitKind, RecId, Record, RecordKeeper};
use std::collections::HashMap;
use std::rc::Rc;
use text::TArg;

mod pattern;
mod result;
mod source;
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
    /// A top-level `(Op:$name__N ...)`: the op's result N alone replaces a
    /// root result.
    pub pick: Option<usize>,
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
}
