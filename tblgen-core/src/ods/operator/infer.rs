//! Result type inference (upstream `populateTypeInferenceInfo`): which
//! result types follow from operands, attributes and traits.

use super::read::OpCache;
use super::traits::TraitKind;
use super::{Argument, InferredType, Operator, TypeSource};
use crate::diag::Diagnostic;
use crate::ods::util::string_list;
use crate::tablegen::fxhash::FxHashMap as HashMap;
use crate::tablegen::RecordKeeper;
use std::rc::Rc;

impl Operator {
    /// Upstream `populateTypeInferenceInfo`: decides whether every result
    /// type is known from operands/attributes/traits and, if so, records the
    /// mapping and appends the `InferTypeOpInterface` trait.
    pub(super) fn infer_result_types(
        &mut self,
        kp: &RecordKeeper,
        index: &HashMap<Rc<str>, i64>,
        cache: &mut OpCache,
    ) -> Result<(), Diagnostic> {
        let Some(infer_def) = kp.def("InferTypeOpInterface") else {
            return Ok(());
        };
        let n = self.results.len();
        if n == 0 || self.results.iter().any(|r| r.is_variable_length()) {
            return Ok(());
        }
        let lookup = |name: &str| -> i64 { index.get(name).copied().unwrap_or(0) };
        let is_arg = |i: i64| i >= 0;
        let unmap = |i: i64| (-i - 1) as usize;
        let to_source = |i: i64| {
            if i >= 0 {
                TypeSource::Argument(i as usize)
            } else {
                TypeSource::Result(unmap(i))
            }
        };
        // Upstream checks `::mlir::OpTrait::SameOperandsAndResultType`; we
        // accept the trait from any namespace so that our library (whose
        // native traits live in Rust modules) gets the same inference.
        // Upstream `.td` files are unaffected; mlir-tblgen run on our
        // library would not infer here.
        let same_operands_and_result = self.traits.iter().any(|t| {
            matches!(t.kind, TraitKind::Native { .. })
                && t.trait_field.as_ref() == "SameOperandsAndResultType"
        });
        if same_operands_and_result {
            let Some(pos) = self.arguments.iter().position(
                |a| matches!(a, Argument::Operand(i) if !self.operands[*i].is_variable_length()),
            ) else {
                return Ok(());
            };
            self.inferred_result_types = Some(
                (0..n)
                    .map(|_| InferredType {
                        source: TypeSource::Argument(pos),
                        transformer: Rc::from("$_self"),
                    })
                    .collect(),
            );
            self.traits.push(cache.trait_(kp, infer_def)?);
            return Ok(());
        }
        struct Node {
            sources: Vec<(i64, Rc<str>)>,
            inferred: bool,
        }
        let mut nodes: Vec<Node> = (0..n)
            .map(|_| Node {
                sources: Vec::new(),
                inferred: false,
            })
            .collect();
        for (i, node) in nodes.iter_mut().enumerate() {
            if self.results[i].constraint.builder_call.is_some() {
                node.sources.push((-1 - i as i64, Rc::from("$_self")));
                node.inferred = true;
            }
        }
        for t in &self.traits {
            let d = kp.record(t.def);
            if t.def == infer_def.id {
                return Ok(());
            }
            if d.is_subclass_of("TypesMatchWith") {
                let target = lookup(&d.get_string("rhs")?);
                if is_arg(target) {
                    continue;
                }
                let ri = unmap(target);
                if ri >= n || nodes[ri].inferred {
                    continue;
                }
                let src = lookup(&d.get_string("lhs")?);
                nodes[ri].sources.push((src, d.get_string("transformer")?));
                nodes[ri].inferred =
                    is_arg(src) || nodes.get(unmap(src)).is_some_and(|x| x.inferred);
                continue;
            }
            if !d.is_subclass_of("AllTypesMatch") {
                continue;
            }
            let mut full: Option<i64> = None;
            let mut result_indices = Vec::new();
            for name in string_list(d, "values")? {
                let i = lookup(&name);
                if !is_arg(i) {
                    result_indices.push(unmap(i));
                }
                if is_arg(i) || nodes.get(unmap(i)).is_some_and(|x| x.inferred) {
                    full = Some(i);
                }
            }
            if let Some(f) = full {
                for &ri in &result_indices {
                    if let Some(node) = nodes.get_mut(ri) {
                        if !node.inferred {
                            node.sources = vec![(f, Rc::from("$_self"))];
                            node.inferred = true;
                        }
                    }
                }
            } else {
                for &ri in &result_indices {
                    for &other in &result_indices {
                        if ri != other {
                            if let Some(node) = nodes.get_mut(ri) {
                                node.sources.push((-1 - other as i64, Rc::from("$_self")));
                            }
                        }
                    }
                }
            }
        }
        let mut worklist: Vec<usize> = (0..n).filter(|&i| !nodes[i].inferred).collect();
        loop {
            let mut changed = false;
            let mut k = 0;
            while k < worklist.len() {
                let i = worklist[k];
                let found = nodes[i].sources.iter().position(|(s, _)| {
                    !is_arg(*s) && nodes.get(unmap(*s)).is_some_and(|x| x.inferred)
                });
                match found {
                    Some(p) => {
                        changed = true;
                        let src = nodes[i].sources[p].clone();
                        nodes[i].sources = vec![src];
                        nodes[i].inferred = true;
                        worklist.remove(k);
                    }
                    None => k += 1,
                }
            }
            if !changed {
                break;
            }
        }
        if worklist.is_empty() {
            self.traits.push(cache.trait_(kp, infer_def)?);
            self.inferred_result_types = Some(
                nodes
                    .into_iter()
                    .map(|nd| {
                        let (s, t) = nd
                            .sources
                            .into_iter()
                            .next()
                            .unwrap_or((0, Rc::from("$_self")));
                        InferredType {
                            source: to_source(s),
                            transformer: t,
                        }
                    })
                    .collect(),
            );
        }
        Ok(())
    }
}
