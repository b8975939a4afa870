//! `print-op-stats` (MLIR's `Transforms/OpStats.cpp`): counts the ops
//! under the one it runs on by name and prints the table (or JSON) to the
//! error stream.

use std::collections::BTreeMap;

use super::PrintOpStatsBase;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `print-op-stats` pass.
#[derive(Clone, Debug, Default)]
pub struct PrintOpStats {
    base: PrintOpStatsBase,
}

impl OperationPass for PrintOpStats {
    type Declaration = PrintOpStatsBase;
    fn declaration(&self) -> &PrintOpStatsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut PrintOpStatsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        // (Sorted by name as upstream sorts its `StringMap` keys: bytewise.)
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        for o in run.walk_postorder(op) {
            *counts.entry(run.op_name_of(o)).or_default() += 1;
        }
        let text = if self.base.options.print_as_json {
            json_summary(&counts)
        } else {
            summary(&counts)
        };
        run.mark_all_analyses_preserved();
        run.emit_text(text);
        Ok(())
    }
}

/// `printSummary`: names split at the first `.`, aligned on it.
fn summary(counts: &BTreeMap<&str, u64>) -> String {
    let parts = |name: &str| -> (String, String) {
        match name.split_once('.') {
            Some((d, o)) if !o.is_empty() => (d.to_string(), o.to_string()),
            Some((d, _)) => (String::new(), d.to_string()),
            None => (String::new(), name.to_string()),
        }
    };
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let (mut max_dialect, mut max_op) = (0, 0);
    for name in counts.keys() {
        let (d, o) = parts(name);
        max_dialect = max_dialect.max(d.len());
        max_op = max_op.max(o.len());
    }
    for (name, n) in counts {
        let (d, o) = parts(name);
        if d.is_empty() {
            out.push_str(&" ".repeat(max_dialect + 3));
        } else {
            out.push_str(&format!("{d:>w$}.", w = max_dialect + 2));
        }
        out.push_str(&format!("{o:<max_op$} , {n}\n"));
    }
    out
}

/// `printSummaryInJSON`.
fn json_summary(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("{\n");
    let last = counts.len().saturating_sub(1);
    for (i, (name, n)) in counts.iter().enumerate() {
        out.push_str(&format!("  \"{name}\" : {n}"));
        out.push_str(if i != last { ",\n" } else { "\n" });
    }
    out.push_str("}\n");
    out
}
