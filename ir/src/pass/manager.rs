//! Pass managers (MLIR's `Pass.cpp`): an [`OpPassManager`] holds the passes
//! anchored on one op name (or any op) and nested managers for the ops
//! inside it; [`PassManager`] runs them on an op, verifying after each
//! pass, with instrumentation (IR printing, timing, statistics).

use std::ops::{Deref, DerefMut};

use super::instrument::Instrumentation;
use super::{Pass, PassFailure};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::printer::PrintOptions;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;

/// Whether passes restricted to another op than a manager's anchor are
/// nested into a manager for that op (`Implicit`) or rejected (`Explicit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// Nest a manager for the pass's op.
    Implicit,
    /// Reject the pass.
    Explicit,
}

/// A pass, or the managers of the ops nested in the current one
/// (upstream's `OpToOpPassAdaptor`, itself a pass there).
pub(super) enum Entry {
    Pass(Box<dyn Pass>),
    Adaptor(Vec<OpPassManager>),
}

impl Clone for Entry {
    fn clone(&self) -> Self {
        match self {
            Entry::Pass(p) => Entry::Pass(p.clone_pass()),
            Entry::Adaptor(m) => Entry::Adaptor(m.clone()),
        }
    }
}

/// The passes to run on one kind of op (`OpPassManager`).
#[derive(Clone)]
pub struct OpPassManager {
    /// The op name, `None` for any op.
    anchor: Option<String>,
    nesting: Nesting,
    pub(super) passes: Vec<Entry>,
}

impl std::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.pipeline_text())
    }
}

/// The anchor name of op-agnostic managers.
const ANY: &str = "any";

impl OpPassManager {
    /// A manager for ops named `anchor` (`any`: any op).
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        OpPassManager {
            anchor: (anchor != ANY).then(|| anchor.to_string()),
            nesting,
            passes: Vec::new(),
        }
    }
    /// The op name, if the manager is restricted to one.
    pub fn op_name(&self) -> Option<&str> {
        self.anchor.as_deref()
    }
    /// The op name, or `any`.
    pub fn anchor_name(&self) -> &str {
        self.op_name().unwrap_or(ANY)
    }
    /// The nesting mode.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }
    /// Sets the nesting mode.
    pub fn set_nesting(&mut self, nesting: Nesting) {
        self.nesting = nesting;
    }
    /// The number of passes (a nested manager counts as one).
    pub fn len(&self) -> usize {
        self.passes.len()
    }
    /// Whether no pass was added.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }
    /// A new manager for ops named `name` nested in this one (`nest`).
    pub fn nest(&mut self, name: &str) -> &mut OpPassManager {
        let nested = OpPassManager::new(name, self.nesting);
        self.passes.push(Entry::Adaptor(vec![nested]));
        match self.passes.last_mut() {
            Some(Entry::Adaptor(m)) => &mut m[0],
            _ => unreachable!("an adaptor was just pushed"),
        }
    }
    /// A new op-agnostic manager nested in this one (`nestAny`).
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.nest(ANY)
    }
    /// Adds `pass`; a pass restricted to another op than this manager's is
    /// nested into a manager for its op when nesting is implicit (with
    /// explicit nesting it is kept, and fails to schedule when run).
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        if let (Some(mine), Some(theirs)) = (self.op_name(), pass.op_name()) {
            if mine != theirs && self.nesting == Nesting::Implicit {
                self.nest(theirs).add_pass(pass);
                return;
            }
        }
        self.passes.push(Entry::Pass(pass));
    }
    /// The pipeline as text: `anchor(pass{options},nested(...))`.
    pub fn pipeline_text(&self) -> String {
        let mut s = String::new();
        self.write_pipeline(&mut s);
        s
    }
    fn write_pipeline(&self, s: &mut String) {
        s.push_str(self.anchor_name());
        s.push('(');
        for (i, e) in self.passes.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            match e {
                Entry::Pass(p) => s.push_str(&p.pipeline_text()),
                Entry::Adaptor(ms) => {
                    for (j, m) in ms.iter().enumerate() {
                        if j > 0 {
                            s.push(',');
                        }
                        m.write_pipeline(s);
                    }
                }
            }
        }
        s.push(')');
    }
    /// Registers the dependent dialects of every pass in `ctx`.
    fn load_dependent_dialects(&self, ctx: &mut Context) {
        for e in &self.passes {
            match e {
                Entry::Pass(p) => {
                    for register in p.info().dependent_dialects {
                        register(ctx);
                    }
                }
                Entry::Adaptor(ms) => ms.iter().for_each(|m| m.load_dependent_dialects(ctx)),
            }
        }
    }
    /// Merges adjacent nested managers (`finalizePassList`), as upstream
    /// does before running: `a(x),a(y)` runs as `a(x,y)`.
    pub(super) fn finalize(&mut self) {
        // In place: an entry keeps its address from one run to the next
        // (the timers know passes by it).
        let mut i = 0;
        while i + 1 < self.passes.len() {
            let (head, tail) = self.passes.split_at_mut(i + 1);
            let merged = match (&mut head[i], &mut tail[0]) {
                (Entry::Adaptor(last), Entry::Adaptor(next)) => {
                    match try_merge(std::mem::take(next), last) {
                        Ok(()) => true,
                        Err(ms) => {
                            *next = ms;
                            false
                        }
                    }
                }
                _ => false,
            };
            if merged {
                self.passes.remove(i + 1);
            } else {
                i += 1;
            }
        }
        for e in &mut self.passes {
            if let Entry::Adaptor(ms) = e {
                ms.iter_mut().for_each(OpPassManager::finalize);
            }
        }
    }
    /// Whether this manager can run on `op` (`canScheduleOn`): its op
    /// name, or for an op-agnostic manager a registered isolated op every
    /// pass can run on.
    pub(super) fn can_schedule_on(&self, ctx: &Context, op: OpId) -> bool {
        if let Some(name) = self.op_name() {
            return ctx.op_name_of(op) == name;
        }
        if !ctx.op_has_trait(op, &OpTrait::IsolatedFromAbove) {
            return false;
        }
        self.passes.iter().all(|e| match e {
            Entry::Pass(p) => p.can_schedule_on(ctx, op),
            Entry::Adaptor(_) => true,
        })
    }
    /// Runs `initialize` on every pass.
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        for e in &mut self.passes {
            match e {
                Entry::Pass(p) => p.initialize(ctx)?,
                Entry::Adaptor(ms) => {
                    for m in ms {
                        m.initialize(ctx)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Merges the managers of one adaptor into the previous one's
/// (`tryMergeInto`); gives them back when an op-agnostic manager could
/// conflict with the other's.
fn try_merge(
    mut ms: Vec<OpPassManager>,
    into: &mut Vec<OpPassManager>,
) -> Result<(), Vec<OpPassManager>> {
    let conflicts = |generic: &[OpPassManager], others: &[OpPassManager]| {
        generic
            .iter()
            .filter(|m| m.op_name().is_none())
            .any(|_| !others.is_empty())
    };
    // An op-agnostic manager may run on any isolated op: upstream checks
    // whether it can schedule on the other side's op names, which needs
    // their registered traits; any other manager beside one is a conflict
    // here (so `any(...)` pipelines are not merged with others).
    if conflicts(&ms, into) || conflicts(into, &ms) {
        return Err(ms);
    }
    for m in ms.drain(..) {
        match into.iter_mut().find(|x| x.anchor == m.anchor) {
            Some(existing) => existing.passes.extend(m.passes),
            None => into.push(m),
        }
    }
    // Op-specific managers first, by name; op-agnostic ones last.
    into.sort_by(|a, b| match (a.op_name(), b.op_name()) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    Ok(())
}

/// What a run emits, in order: diagnostics, and text for the error stream
/// (IR dumps).
pub enum PassOutput {
    /// A diagnostic (rendered by the tool with its source lines).
    Diagnostic(Diagnostic),
    /// Text, written as is.
    Text(String),
}

/// The state of a run shared by every pass: whether to verify, the
/// instrumentation, and what was emitted so far (handed to the caller's
/// sink, in order, when the run ends).
pub(super) struct Executor {
    pub(super) verify: bool,
    /// Whether runs behave as `mlir-opt`'s threaded ones (see
    /// [`PassManager::set_threading`]).
    pub(super) threading: bool,
    pub(super) instrumentation: Instrumentation,
    pub(super) output: Vec<PassOutput>,
    /// The tool's printing flags (see [`PassRun::print_flags`]).
    pub(super) print_flags: PrintOptions,
}

/// What a pass sees while it runs (`Pass::getOperation`, `getContext`,
/// `signalPassFailure`'s diagnostics, `markAllAnalysesPreserved`,
/// `runPipeline`); dereferences to the context.
pub struct PassRun<'a> {
    ctx: &'a mut Context,
    op: OpId,
    exec: &'a mut Executor,
    preserved: bool,
}

impl Deref for PassRun<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl DerefMut for PassRun<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}

impl<'a> PassRun<'a> {
    /// The tool's printing flags (MLIR's default `OpPrintingFlags`, which
    /// read the command line): what a pass printing IR starts from.
    pub fn print_flags(&self) -> &PrintOptions {
        &self.exec.print_flags
    }
    /// The op the pass runs on.
    pub fn op(&self) -> OpId {
        self.op
    }
    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    /// Emits a diagnostic (an error makes the pass fail when it returns
    /// [`PassFailure`]).
    pub fn emit(&mut self, d: Diagnostic) {
        self.exec.output.push(PassOutput::Diagnostic(d));
    }
    /// Writes text to the error stream, in order with the diagnostics.
    pub fn emit_text(&mut self, text: String) {
        self.exec.output.push(PassOutput::Text(text));
    }
    /// Declares that the pass changed nothing: the verifier is not run
    /// after it.
    pub fn mark_all_analyses_preserved(&mut self) {
        self.preserved = true;
    }
    /// Times `f` as the analysis `name` (`(A) name` in `--mlir-timing`).
    pub fn analysis<R>(&mut self, name: &str, f: impl FnOnce(&mut Context) -> R) -> R {
        self.exec.instrumentation.before_analysis(name);
        let r = f(self.ctx);
        self.exec.instrumentation.after_analysis();
        r
    }
    /// Runs `pm` on `op`, an op nested in (or equal to) the one the pass
    /// runs on (`runPipeline`, a dynamic pipeline).
    pub fn run_pipeline(&mut self, pm: &mut OpPassManager, op: OpId) -> Result<(), PassFailure> {
        if !self.ctx.is_ancestor(self.op, op) {
            let d = op_error(
                self.ctx,
                op,
                "Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing",
            );
            self.emit(d);
            return Err(PassFailure);
        }
        pm.finalize();
        pm.initialize(self.ctx)?;
        self.exec
            .instrumentation
            .before_pipeline(pm.anchor_name(), true);
        let r = run_passes(pm, op, self.ctx, self.exec);
        self.exec.instrumentation.after_pipeline(pm.anchor_name());
        r
    }
}

/// `'op' op message` at the op's location (`emitOpError`).
fn op_error(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// Runs every pass of `pm` on `op` (`runPipeline`), instrumented as a
/// nested pipeline.
fn run_pipeline(
    pm: &mut OpPassManager,
    op: OpId,
    ctx: &mut Context,
    exec: &mut Executor,
) -> Result<(), PassFailure> {
    exec.instrumentation
        .before_pipeline(pm.anchor_name(), false);
    let r = run_passes(pm, op, ctx, exec);
    exec.instrumentation.after_pipeline(pm.anchor_name());
    r
}

/// Runs every pass of `pm` on `op`, stopping at the first failure.
fn run_passes(
    pm: &mut OpPassManager,
    op: OpId,
    ctx: &mut Context,
    exec: &mut Executor,
) -> Result<(), PassFailure> {
    for entry in &mut pm.passes {
        run_entry(entry, op, ctx, exec)?;
    }
    Ok(())
}

/// Runs one pass (or nested managers) on `op` (`OpToOpPassAdaptor::run`).
fn run_entry(
    entry: &mut Entry,
    op: OpId,
    ctx: &mut Context,
    exec: &mut Executor,
) -> Result<(), PassFailure> {
    let refuse = |message: &str| {
        Diagnostic::error(
            ctx.op_loc(op),
            format!("'{}' op {message}", ctx.op_name_of(op)),
        )
    };
    let problem = if !ctx.is_registered(op) {
        Some(refuse(
            "trying to schedule a pass on an unregistered operation",
        ))
    } else if !ctx.op_has_trait(op, &OpTrait::IsolatedFromAbove) {
        Some(refuse(
            "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
        ))
    } else if matches!(entry, Entry::Pass(p) if !p.can_schedule_on(ctx, op)) {
        Some(refuse(
            "trying to schedule a pass on an unsupported operation",
        ))
    } else {
        None
    };
    if let Some(d) = problem {
        exec.output.push(PassOutput::Diagnostic(d));
        return Err(PassFailure);
    }
    exec.instrumentation
        .before_pass(entry, ctx, op, &mut exec.output);
    let (failed, preserved) = match entry {
        Entry::Pass(pass) => {
            let mut run = PassRun {
                ctx,
                op,
                exec,
                preserved: false,
            };
            let failed = pass.run_on_operation(&mut run).is_err();
            (failed, run.preserved)
        }
        Entry::Adaptor(managers) => (run_adaptor(managers, op, ctx, exec).is_err(), false),
    };
    let mut failed = failed;
    if !failed && exec.verify && !preserved {
        // (Upstream skips the ops nested managers verified already; this
        // verifies them again, with the same outcome.)
        if let Err(d) = crate::verifier::verify(ctx, op) {
            exec.output.push(PassOutput::Diagnostic(d));
            failed = true;
        }
    }
    exec.instrumentation
        .after_pass(entry, ctx, op, failed, &mut exec.output);
    if failed {
        Err(PassFailure)
    } else {
        Ok(())
    }
}

/// Runs the nested managers on the ops directly inside `op`, each op on
/// the first manager that can run on it (`runOnOperationImpl`).
fn run_adaptor(
    managers: &mut [OpPassManager],
    op: OpId,
    ctx: &mut Context,
    exec: &mut Executor,
) -> Result<(), PassFailure> {
    let mut nested = Vec::new();
    for &r in ctx.op_regions(op) {
        for &b in ctx.region_blocks(r) {
            nested.extend(ctx.block_ops(b));
        }
    }
    // Threaded, upstream's adaptor hands the ops to one worker per core
    // (`failableParallelForEach`); a worker takes no new op once one has
    // failed. Emulated one op at a time: ops run in waves of as many as
    // there are cores, and no wave starts after one with a failure.
    let wave = if exec.threading {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        1
    };
    let mut result = Ok(());
    let mut in_wave = 0;
    for child in nested {
        if !ctx.is_live(child) {
            continue;
        }
        let Some(m) = managers.iter_mut().find(|m| m.can_schedule_on(ctx, child)) else {
            continue;
        };
        if in_wave == wave {
            result?;
            in_wave = 0;
        }
        in_wave += 1;
        if let Err(e) = run_pipeline(m, child, ctx, exec) {
            result = Err(e);
        }
    }
    result
}

/// A top-level pass manager (`PassManager`): an [`OpPassManager`] with
/// verification and instrumentation, run on one op.
pub struct PassManager {
    pm: OpPassManager,
    verify: bool,
    threading: bool,
    print_flags: PrintOptions,
    /// IR printing, timing and statistics.
    pub instrumentation: Instrumentation,
}

impl Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pm
    }
}

impl DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pm
    }
}

impl PassManager {
    /// A manager for ops named `anchor`, verifying after each pass.
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        PassManager {
            pm: OpPassManager::new(anchor, nesting),
            verify: true,
            threading: true,
            print_flags: PrintOptions::default(),
            instrumentation: Instrumentation::default(),
        }
    }
    /// The printing flags passes that print IR use (the tool's
    /// `--mlir-print-*`/`--mlir-elide-*` flags, which MLIR's
    /// `OpPrintingFlags()` reads from the command line).
    pub fn set_print_flags(&mut self, flags: PrintOptions) {
        self.print_flags = flags;
    }
    /// Replaces the passes with those of `pm` (a parsed pipeline).
    pub fn set_pipeline(&mut self, pm: OpPassManager) {
        self.pm = pm;
    }
    /// Whether runs behave as `mlir-opt`'s multi-threaded ones (the
    /// default; off as under `--mlir-disable-threading`). Passes always run
    /// on one thread here; threaded, an adaptor that meets a failure still
    /// runs the ops upstream's workers (one per core) would have taken
    /// before they saw it, and reports each failure in op order.
    pub fn set_threading(&mut self, on: bool) {
        self.threading = on;
    }
    /// Turns the verifier between passes on or off (`enableVerifier`).
    pub fn enable_verifier(&mut self, on: bool) {
        self.verify = on;
    }
    /// Runs the passes on `op` (`PassManager::run`); diagnostics and IR
    /// dumps go to `sink` in the order they happen.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        sink: &mut dyn FnMut(&Context, PassOutput),
    ) -> Result<(), PassFailure> {
        if let Some(anchor) = self.pm.op_name() {
            if anchor != ctx.op_name_of(op) {
                let d = Diagnostic::error(
                    ctx.op_loc(op),
                    format!(
                        "can't run '{}' pass manager on '{}' op",
                        anchor,
                        ctx.op_name_of(op)
                    ),
                );
                sink(ctx, PassOutput::Diagnostic(d));
                return Err(PassFailure);
            }
        }
        self.pm.load_dependent_dialects(ctx);
        self.pm.finalize();
        let mut exec = Executor {
            verify: self.verify,
            threading: self.threading,
            instrumentation: std::mem::take(&mut self.instrumentation),
            output: Vec::new(),
            print_flags: self.print_flags,
        };
        let r = self
            .pm
            .initialize(ctx)
            // The top-level pipeline is not instrumented as a pipeline.
            .and_then(|()| run_passes(&mut self.pm, op, ctx, &mut exec));
        self.instrumentation = exec.instrumentation;
        for o in exec.output {
            sink(ctx, o);
        }
        r
    }
    /// The statistics report (`--mlir-pass-statistics`), after a run.
    pub fn statistics_report(&self) -> Option<String> {
        self.instrumentation.statistics_report(&self.pm)
    }
}
