//! A pattern record as a whole: its source and result dags, the extra
//! constraints, the benefit, and the checks that span both sides.

use super::text::TArg;
use super::{text, Builder, Check, Pattern, ResNode, TypeFrom};
use crate::diag::Diagnostic;
use crate::ods::{Operator, Pred};
use crate::tablegen::{InitKind, Record};

impl<'k> Builder<'k> {
    pub(super) fn build(mut self) -> Result<Pattern, Diagnostic> {
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
        let root_sized = self.ops[root_op].has_trait("AttrSizedResultSegments");
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

    pub(super) fn check_of(&self, rec: &Record) -> Result<Check, Diagnostic> {
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
            cond: pred.rust_condition(),
            constant,
        })
    }
}
