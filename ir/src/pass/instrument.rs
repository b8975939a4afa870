//! Pass instrumentation (MLIR's `IRPrinting.cpp`, `PassTiming.cpp`,
//! `PassStatistics.cpp`, `Support/Timing.cpp`): IR dumps before and after
//! passes, the execution time report, and the statistics report, each in
//! `mlir-opt`'s layout.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::manager::{Entry, OpPassManager, PassOutput};
use crate::core::context::Context;
use crate::core::printer::PrintOptions;
use crate::core::storage::OpId;

/// Which passes an IR dump is for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PrintFilter {
    /// None.
    #[default]
    Never,
    /// Every pass (`--mlir-print-ir-before-all`).
    All,
    /// The passes with these arguments (`--mlir-print-ir-before=cse,...`).
    Passes(Vec<String>),
}

impl PrintFilter {
    fn matches(&self, argument: &str) -> bool {
        match self {
            PrintFilter::Never => false,
            PrintFilter::All => true,
            PrintFilter::Passes(v) => v.iter().any(|a| a == argument),
        }
    }
}

/// The IR printing configuration (`--mlir-print-ir-*`).
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Dumps before these passes.
    pub before: PrintFilter,
    /// Dumps after these passes.
    pub after: PrintFilter,
    /// `--mlir-print-ir-after-change`: only when the pass changed the IR.
    pub after_only_on_change: bool,
    /// `--mlir-print-ir-after-failure`: only after a failed pass.
    pub after_only_on_failure: bool,
    /// `--mlir-print-ir-module-scope`: print the top-level op.
    pub module_scope: bool,
    /// How ops are printed (the tool's printing flags).
    pub print: PrintOptions,
}

/// How `--mlir-pass-statistics` shows its report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PassDisplayMode {
    /// Merged by pass name, sorted (`list`).
    List,
    /// The pass manager's nesting (`pipeline`, the default).
    #[default]
    Pipeline,
}

/// What a timer is identified by among its siblings (upstream's `id`).
#[derive(Clone, Debug, PartialEq, Eq)]
enum TimerKey {
    Entry(usize),
    Pipeline(String),
    Named(String),
}

#[derive(Debug)]
struct Timer {
    name: String,
    key: TimerKey,
    wall: Duration,
    started: Option<Instant>,
    hidden: bool,
    children: Vec<usize>,
}

/// An execution time report (`DefaultTimingManager`): a tree of timers,
/// each started and stopped any number of times; a timer nested twice with
/// the same key under the same parent is the same timer. Printed as
/// `mlir-opt --mlir-timing` prints it.
#[derive(Debug)]
pub struct TimingReport {
    timers: Vec<Timer>,
}

/// How the timing report is shown (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Leaf timers merged by name, by decreasing time.
    List,
    /// The nesting of the timers (the default).
    #[default]
    Tree,
}

impl Default for TimingReport {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingReport {
    /// A report whose root timer (hidden, the total) starts now.
    pub fn new() -> Self {
        TimingReport {
            timers: vec![Timer {
                name: "root".to_string(),
                key: TimerKey::Named(String::new()),
                wall: Duration::ZERO,
                started: Some(Instant::now()),
                hidden: true,
                children: Vec::new(),
            }],
        }
    }
    /// The root timer.
    pub fn root(&self) -> usize {
        0
    }
    fn nest_key(&mut self, parent: usize, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        if let Some(&c) = self.timers[parent]
            .children
            .iter()
            .find(|&&c| self.timers[c].key == key)
        {
            return c;
        }
        let id = self.timers.len();
        self.timers.push(Timer {
            name: name(),
            key,
            wall: Duration::ZERO,
            started: None,
            hidden: false,
            children: Vec::new(),
        });
        self.timers[parent].children.push(id);
        id
    }
    /// The timer `name` under `parent` (created on first use).
    pub fn nest(&mut self, parent: usize, name: &str) -> usize {
        self.nest_key(parent, TimerKey::Named(name.to_string()), || {
            name.to_string()
        })
    }
    /// Starts a timer.
    pub fn start(&mut self, timer: usize) {
        self.timers[timer].started = Some(Instant::now());
    }
    /// Stops a timer, adding the time since its start.
    pub fn stop(&mut self, timer: usize) {
        if let Some(t) = self.timers[timer].started.take() {
            self.timers[timer].wall += t.elapsed();
        }
    }
    /// Hides a timer: its children show in its place.
    pub fn hide(&mut self, timer: usize) {
        self.timers[timer].hidden = true;
    }
    fn seconds(d: Duration) -> f64 {
        d.as_secs_f64()
    }
    fn entry(out: &mut String, time: f64, total: f64, indent: usize, name: &str) {
        let pct = if total == 0.0 {
            0.0
        } else {
            100.0 * time / total
        };
        out.push_str(&format!("  {time:8.4} ({pct:5.1}%)  "));
        out.push_str(&" ".repeat(indent));
        out.push_str(name);
        out.push('\n');
    }
    /// Stops the root and renders the report.
    pub fn finish(&mut self, display: TimingDisplay) -> String {
        self.stop(0);
        let total = Self::seconds(self.timers[0].wall);
        let mut out = String::new();
        let desc = "... Execution time report ...";
        out.push_str(&format!("==={}===\n", "-".repeat(73)));
        out.push_str(&" ".repeat((80 - desc.len()) / 2));
        out.push_str(desc);
        out.push('\n');
        out.push_str(&format!("==={}===\n", "-".repeat(73)));
        out.push_str(&format!("  Total Execution Time: {total:.4} seconds\n\n"));
        out.push_str("  ----Wall Time----  ----Name----\n");
        match display {
            TimingDisplay::Tree => {
                // (timer, indent), depth first.
                let mut work = vec![(0usize, 0usize)];
                while let Some((t, indent)) = work.pop() {
                    let timer = &self.timers[t];
                    let mut child_indent = indent;
                    if !timer.hidden {
                        Self::entry(
                            &mut out,
                            Self::seconds(timer.wall),
                            total,
                            indent,
                            &timer.name,
                        );
                        child_indent += 2;
                    }
                    work.extend(timer.children.iter().rev().map(|&c| (c, child_indent)));
                }
            }
            TimingDisplay::List => {
                let mut merged: BTreeMap<&str, Duration> = BTreeMap::new();
                for t in &self.timers {
                    *merged.entry(&t.name).or_default() += t.wall;
                }
                let mut v: Vec<(&str, Duration)> = merged.into_iter().collect();
                v.sort_by_key(|e| std::cmp::Reverse(e.1));
                for (name, d) in v {
                    Self::entry(&mut out, Self::seconds(d), total, 0, name);
                }
            }
        }
        let children: Duration = self.timers[0]
            .children
            .iter()
            .map(|&c| self.timers[c].wall)
            .sum();
        let rest = self.timers[0].wall.saturating_sub(children);
        Self::entry(&mut out, Self::seconds(rest), total, 0, "Rest");
        Self::entry(&mut out, total, total, 0, "Total");
        out
    }
}

/// Pass timing (`PassTiming`): the report, and the timer a pass's own
/// timers nest in.
#[derive(Debug)]
pub struct PassTiming {
    /// The report the timers go to.
    pub report: TimingReport,
    /// The timer the pipeline's timers nest under.
    pub parent: usize,
    stack: Vec<usize>,
}

impl PassTiming {
    /// Pass timers under `parent` of `report`.
    pub fn new(report: TimingReport, parent: usize) -> Self {
        PassTiming {
            report,
            parent,
            stack: Vec::new(),
        }
    }
    fn top(&self) -> usize {
        self.stack.last().copied().unwrap_or(self.parent)
    }
    fn push(&mut self, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        self.push_under(self.top(), key, name)
    }
    fn push_under(&mut self, parent: usize, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        let t = self.report.nest_key(parent, key, name);
        self.report.start(t);
        self.stack.push(t);
        t
    }
    fn pop(&mut self) {
        if let Some(t) = self.stack.pop() {
            self.report.stop(t);
        }
    }
}

/// Everything that watches a run: IR printing, timing, statistics.
#[derive(Debug, Default)]
pub struct Instrumentation {
    /// `--mlir-print-ir-*`.
    pub ir_printing: Option<IrPrinting>,
    /// `--mlir-timing`.
    pub timing: Option<PassTiming>,
    /// `--mlir-pass-statistics` (and its display mode).
    pub statistics: Option<PassDisplayMode>,
    /// The printed IR before the running passes (for
    /// `--mlir-print-ir-after-change`), innermost last.
    before_text: Vec<String>,
}

/// The IR dump of `op`: the header's tail and the op, as `printIR` writes
/// them.
fn print_ir(ctx: &Context, op: OpId, config: &IrPrinting) -> String {
    if !config.module_scope {
        let mut s = String::from(" //----- //\n");
        s.push_str(&crate::core::printer::print_operation_in_scope(
            ctx,
            op,
            &config.print,
        ));
        return s;
    }
    let mut s = format!(" ('{}' operation", ctx.op_name_of(op));
    if let Some(name) = ctx
        .attr(op, "sym_name")
        .and_then(|a| ctx.as_string(a).map(str::to_string))
    {
        s.push_str(&format!(": @{name}"));
    }
    s.push_str(") //----- //\n");
    let mut top = op;
    while let Some(p) = ctx.op_parent_op(top) {
        top = p;
    }
    s.push_str(&crate::core::printer::print_operation_in_scope(
        ctx,
        top,
        &config.print,
    ));
    s
}

impl Instrumentation {
    /// A pipeline starts: its timer nests under the adaptor running it,
    /// or under the root for a pipeline a pass runs (`dynamic`), as
    /// upstream finds no adaptor parent for it.
    pub(super) fn before_pipeline(&mut self, anchor: &str, dynamic: bool) {
        if let Some(t) = &mut self.timing {
            let parent = if dynamic { t.parent } else { t.top() };
            t.push_under(parent, TimerKey::Pipeline(anchor.to_string()), || {
                format!("'{anchor}' Pipeline")
            });
        }
    }
    pub(super) fn after_pipeline(&mut self, _anchor: &str) {
        if let Some(t) = &mut self.timing {
            t.pop();
        }
    }
    pub(super) fn before_analysis(&mut self, name: &str) {
        if let Some(t) = &mut self.timing {
            t.push(TimerKey::Named(format!("(A) {name}")), || {
                format!("(A) {name}")
            });
        }
    }
    pub(super) fn after_analysis(&mut self) {
        if let Some(t) = &mut self.timing {
            t.pop();
        }
    }
    pub(super) fn before_pass(
        &mut self,
        entry: &Entry,
        ctx: &Context,
        op: OpId,
        output: &mut Vec<PassOutput>,
    ) {
        let key = TimerKey::Entry(entry as *const Entry as usize);
        match entry {
            Entry::Adaptor(managers) => {
                if let Some(t) = &mut self.timing {
                    let timer = t.push(key, || adaptor_name(managers));
                    if managers.len() <= 1 {
                        t.report.hide(timer);
                    }
                }
            }
            Entry::Pass(pass) => {
                if let Some(config) = &self.ir_printing {
                    let info = pass.info();
                    if config.after_only_on_change {
                        self.before_text.push(print_ir(ctx, op, config));
                    }
                    if config.before.matches(info.argument) {
                        let mut s = format!(
                            "// -----// IR Dump Before {} ({})",
                            info.name, info.argument
                        );
                        s.push_str(&print_ir(ctx, op, config));
                        s.push_str("\n\n");
                        output.push(PassOutput::Text(s));
                    }
                }
                if let Some(t) = &mut self.timing {
                    let name = pass.info().name;
                    t.push(key, || name.to_string());
                }
            }
        }
    }
    pub(super) fn after_pass(
        &mut self,
        entry: &Entry,
        ctx: &Context,
        op: OpId,
        failed: bool,
        output: &mut Vec<PassOutput>,
    ) {
        if let Entry::Pass(pass) = entry {
            if let Some(config) = &self.ir_printing {
                let info = pass.info();
                let before = if config.after_only_on_change {
                    self.before_text.pop()
                } else {
                    None
                };
                let wanted =
                    config.after.matches(info.argument) || (failed && config.after_only_on_failure);
                let unchanged = !failed && before.is_some_and(|b| b == print_ir(ctx, op, config));
                let skip = (!failed && config.after_only_on_failure) || unchanged;
                if wanted && !skip {
                    let mut s = if failed {
                        format!(
                            "// -----// IR Dump After {} Failed ({})",
                            info.name, info.argument
                        )
                    } else {
                        format!("// -----// IR Dump After {} ({})", info.name, info.argument)
                    };
                    s.push_str(&print_ir(ctx, op, config));
                    s.push_str("\n\n");
                    output.push(PassOutput::Text(s));
                }
            }
        }
        if let Some(t) = &mut self.timing {
            t.pop();
        }
    }
    /// The statistics report of `pm`'s passes (`--mlir-pass-statistics`),
    /// when enabled.
    pub(super) fn statistics_report(&self, pm: &OpPassManager) -> Option<String> {
        let mode = self.statistics?;
        let desc = "... Pass statistics report ...";
        let mut out = format!("==={}===\n", "-".repeat(73));
        out.push_str(&" ".repeat((80 - desc.len()) / 2));
        out.push_str(desc);
        out.push('\n');
        out.push_str(&format!("==={}===\n", "-".repeat(73)));
        match mode {
            PassDisplayMode::Pipeline => statistics_as_pipeline(pm, 0, &mut out),
            PassDisplayMode::List => {
                let mut merged: BTreeMap<&str, Vec<(&str, &str, u64)>> = BTreeMap::new();
                collect_statistics(pm, &mut merged);
                for (name, stats) in merged {
                    pass_entry(&mut out, 2, name, stats);
                }
            }
        }
        out.push('\n');
        Some(out)
    }
}

/// `Pipeline Collection : ['a', 'b']`.
fn adaptor_name(managers: &[OpPassManager]) -> String {
    let names: Vec<String> = managers
        .iter()
        .map(|m| format!("'{}'", m.anchor_name()))
        .collect();
    format!("Pipeline Collection : [{}]", names.join(", "))
}

/// One pass of the statistics report and its statistics, sorted by name,
/// values and names aligned (`printPassEntry`).
fn pass_entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<(&str, &str, u64)>) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_w = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (n, d, v) in stats {
        out.push_str(&" ".repeat(indent + 2));
        out.push_str(&format!("(S) {v:>value_w$} {n:<name_w$} - {d}\n"));
    }
}

fn pass_stats(pass: &dyn super::Pass) -> Vec<(&'static str, &'static str, u64)> {
    pass.info()
        .statistics
        .iter()
        .zip(pass.statistic_values())
        .map(|(s, v)| (s.name, s.description, v))
        .collect()
}

fn statistics_as_pipeline(pm: &OpPassManager, indent: usize, out: &mut String) {
    for e in &pm.passes {
        match e {
            Entry::Pass(p) => pass_entry(out, indent, p.info().name, pass_stats(p.as_ref())),
            Entry::Adaptor(managers) => {
                let mut indent = indent;
                if managers.len() > 1 {
                    pass_entry(out, indent, &adaptor_name(managers), Vec::new());
                    indent += 2;
                }
                for m in managers {
                    pass_entry(
                        out,
                        indent,
                        &format!("'{}' Pipeline", m.anchor_name()),
                        Vec::new(),
                    );
                    statistics_as_pipeline(m, indent + 2, out);
                }
            }
        }
    }
}

fn collect_statistics<'p>(
    pm: &'p OpPassManager,
    merged: &mut BTreeMap<&'p str, Vec<(&'static str, &'static str, u64)>>,
) {
    for e in &pm.passes {
        match e {
            Entry::Pass(p) => {
                let stats = pass_stats(p.as_ref());
                if stats.is_empty() {
                    continue;
                }
                let slot = merged.entry(p.info().name).or_default();
                if slot.is_empty() {
                    *slot = stats;
                } else {
                    for (s, n) in slot.iter_mut().zip(stats) {
                        s.2 += n.2;
                    }
                }
            }
            Entry::Adaptor(managers) => managers.iter().for_each(|m| collect_statistics(m, merged)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_entries_align_values_and_names() {
        let mut out = String::new();
        pass_entry(
            &mut out,
            2,
            "CSE",
            vec![("num-dce", "DCE'd", 7), ("num-cse", "CSE'd", 120)],
        );
        assert_eq!(
            out,
            "  CSE\n    (S) 120 num-cse - CSE'd\n    (S)   7 num-dce - DCE'd\n"
        );
    }

    #[test]
    fn timers_nest_by_key_and_hidden_ones_lift_their_children() {
        let mut r = TimingReport::new();
        let parser = r.nest(0, "Parser");
        r.start(parser);
        r.stop(parser);
        let hidden = r.nest(0, "collection");
        r.hide(hidden);
        let inner = r.nest(hidden, "'func.func' Pipeline");
        assert_eq!(r.nest(hidden, "'func.func' Pipeline"), inner);
        let text = r.finish(TimingDisplay::Tree);
        let names: Vec<&str> = text
            .lines()
            .skip(6)
            .map(|l| l.get(21..).unwrap_or(""))
            .collect();
        assert_eq!(
            names,
            vec!["Parser", "'func.func' Pipeline", "Rest", "Total"]
        );
    }
}
