//! Passes and the pass manager (MLIR's `mlir/lib/Pass`): what a pass is
//! ([`Pass`], declared from `.td` through [`PassDeclaration`] and given its
//! behaviour by [`OperationPass`]), the registry of passes by argument
//! ([`PassRegistry`]), the textual pipeline syntax
//! ([`parse_pass_pipeline`]), op-anchored nested pass managers
//! ([`OpPassManager`], [`PassManager`]) and their instrumentation (IR
//! printing, timing, statistics).
//!
//! * `options`: option values ([`OptionValue`]) and the `key=value` text.
//! * `registry`: passes and pipelines by argument.
//! * `pipeline`: the textual pipeline parser.
//! * `manager`: pass managers, nesting, execution with verification.
//! * `instrument`: `--mlir-print-ir-*`, `--mlir-timing`,
//!   `--mlir-pass-statistics`.
//!
//! Execution is single-threaded; `ir/ARCHITECTURE.md` says how running
//! the isolated ops of a module in parallel would fit.

mod instrument;
mod manager;
mod options;
mod pipeline;
mod registry;

pub use instrument::{
    Instrumentation, IrPrinting, PassDisplayMode, PassTiming, PrintFilter, TimingDisplay,
    TimingReport,
};
pub use manager::{Nesting, OpPassManager, PassManager, PassOutput, PassRun};
pub use options::{
    next_option, parse_list_option, parse_option, split_comma_separated, OptionContext,
    OptionFailure, OptionPrinter, OptionValue,
};
pub use pipeline::{add_pipeline_text, parse_pass_pipeline, PipelineError};
pub use registry::{PassRegistry, PipelineBuilder, RegistryEntry};

use crate::core::context::Context;
use crate::core::storage::OpId;

/// What a pass runs on.
#[derive(Clone, Copy, Debug)]
pub enum PassAnchor {
    /// Any operation (`Pass<"arg">`; an op-agnostic pass).
    AnyOp,
    /// Operations of this name (`Pass<"arg", "func.func">`).
    Op(&'static str),
    /// Operations implementing an interface (`InterfacePass<"arg", iface>`).
    Interface {
        /// The interface's name.
        name: &'static str,
        /// Whether an operation implements it.
        implemented_by: fn(&Context, OpId) -> bool,
    },
}

/// An option of a pass, for `--help` and the documentation.
#[derive(Clone, Copy, Debug)]
pub struct OptionInfo {
    /// Its name in the pipeline text (`max-iterations`).
    pub argument: &'static str,
    /// What it does.
    pub description: &'static str,
    /// The name of its values (`long`, `string`; empty for flags).
    pub value_name: &'static str,
    /// Whether it takes a comma-separated list.
    pub list: bool,
}

/// A statistic of a pass.
#[derive(Clone, Copy, Debug)]
pub struct StatisticInfo {
    /// Its name in the report.
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// What is known of a pass without an instance: the static part of its
/// declaration.
#[derive(Debug)]
pub struct PassInfo {
    /// The argument naming it in pipelines and on the command line (`cse`).
    pub argument: &'static str,
    /// Its name in IR dumps, timings and statistics (`CSE`).
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// What it runs on.
    pub anchor: PassAnchor,
    /// Registrations of the dialects it may create ops of.
    pub dependent_dialects: &'static [fn(&mut Context)],
    /// Its options.
    pub options: &'static [OptionInfo],
    /// Its statistics.
    pub statistics: &'static [StatisticInfo],
}

/// A counter a pass increments (`Pass::Statistic`), reported by
/// `--mlir-pass-statistics`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Statistic(u64);

impl Statistic {
    /// The current count.
    pub fn get(&self) -> u64 {
        self.0
    }
    /// Adds one.
    pub fn inc(&mut self) {
        self.0 = self.0.saturating_add(1);
    }
    /// Adds `n`.
    pub fn add(&mut self, n: u64) {
        self.0 = self.0.saturating_add(n);
    }
    /// Sets the count.
    pub fn set(&mut self, n: u64) {
        self.0 = n;
    }
}

impl std::ops::AddAssign<u64> for Statistic {
    fn add_assign(&mut self, n: u64) {
        self.add(n);
    }
}

/// An error at `op` as `Operation::emitError` gives it
/// ([`Diagnostic::at_op`](crate::core::diag::Diagnostic::at_op)).
pub fn op_error(ctx: &Context, op: OpId, message: &str) -> crate::core::diag::Diagnostic {
    crate::core::diag::Diagnostic::at_op(ctx, op, message)
}

/// A pass failed (`signalPassFailure`); its diagnostics were emitted
/// through [`PassRun::emit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailure;

impl std::fmt::Display for PassFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("pass failed")
    }
}

impl std::error::Error for PassFailure {}

/// The options of a pass: a struct generated from its `.td` declaration.
pub trait PassOptions: Clone + std::fmt::Debug + Default + 'static {
    /// Sets the option `argument` from `value`: `None` when the pass has
    /// no such option.
    fn set(
        &mut self,
        argument: &str,
        value: &str,
        cx: &mut OptionContext<'_>,
    ) -> Option<Result<(), OptionFailure>>;
    /// Prints every option, sorted by argument.
    fn print(&self, out: &mut OptionPrinter);
}

/// The generated part of a pass: its static description, options and
/// statistics (`<Name>Base`, generated from `PassBase.td` defs).
pub trait PassDeclaration: Clone + std::fmt::Debug + Default + 'static {
    /// The option struct.
    type Options: PassOptions;
    /// The static description.
    fn info() -> &'static PassInfo;
    /// The options.
    fn options(&self) -> &Self::Options;
    /// The options, to set.
    fn options_mut(&mut self) -> &mut Self::Options;
    /// The statistics' values, in declaration order.
    fn statistic_values(&self) -> Vec<u64>;
}

/// The behaviour of a pass: a type holding its generated declaration
/// (every `OperationPass` is a [`Pass`]).
pub trait OperationPass: Clone + 'static {
    /// The generated declaration.
    type Declaration: PassDeclaration;
    /// The declaration held.
    fn declaration(&self) -> &Self::Declaration;
    /// The declaration held, to change.
    fn declaration_mut(&mut self) -> &mut Self::Declaration;
    /// Runs once before the pass runs on any op (after its options are
    /// set): builds what does not depend on the IR.
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        let _ = ctx;
        Ok(())
    }
    /// Runs after the options were set from pipeline text (upstream's
    /// `initializeOptions` overrides): keeps what the options need later,
    /// such as the registry to parse a pipeline option with.
    fn options_initialized(&mut self, cx: &mut OptionContext<'_>) {
        let _ = cx;
    }
    /// Runs the pass on `run.op()`.
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure>;
}

/// A pass instance, as the pass manager holds it.
pub trait Pass: 'static {
    /// The static description.
    fn info(&self) -> &'static PassInfo;
    /// Sets one option from the pipeline text: `None` when there is no such option.
    fn set_option(
        &mut self,
        argument: &str,
        value: &str,
        cx: &mut OptionContext<'_>,
    ) -> Option<Result<(), OptionFailure>>;
    /// See [`OperationPass::options_initialized`].
    fn options_initialized(&mut self, cx: &mut OptionContext<'_>);
    /// The options as the pipeline text gives them (`{a=1 b=2}`, or empty).
    fn print_options(&self) -> String;
    /// The statistics' values, in declaration order.
    fn statistic_values(&self) -> Vec<u64>;
    /// A copy with the same options.
    fn clone_pass(&self) -> Box<dyn Pass>;
    /// See [`OperationPass::initialize`].
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure>;
    /// See [`OperationPass::run_on_operation`].
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure>;
}

impl<T: OperationPass> Pass for T {
    fn info(&self) -> &'static PassInfo {
        T::Declaration::info()
    }
    fn set_option(
        &mut self,
        argument: &str,
        value: &str,
        cx: &mut OptionContext<'_>,
    ) -> Option<Result<(), OptionFailure>> {
        self.declaration_mut()
            .options_mut()
            .set(argument, value, cx)
    }
    fn options_initialized(&mut self, cx: &mut OptionContext<'_>) {
        OperationPass::options_initialized(self, cx)
    }
    fn print_options(&self) -> String {
        let mut p = OptionPrinter::new(!T::Declaration::info().options.is_empty());
        self.declaration().options().print(&mut p);
        p.finish()
    }
    fn statistic_values(&self) -> Vec<u64> {
        self.declaration().statistic_values()
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        OperationPass::initialize(self, ctx)
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        OperationPass::run_on_operation(self, run)
    }
}

impl dyn Pass {
    /// Whether the pass can run on `op` (`canScheduleOn`).
    pub fn can_schedule_on(&self, ctx: &Context, op: OpId) -> bool {
        match self.info().anchor {
            PassAnchor::AnyOp => true,
            PassAnchor::Op(name) => ctx.op_name_of(op) == name,
            PassAnchor::Interface { implemented_by, .. } => implemented_by(ctx, op),
        }
    }
    /// The op the pass is restricted to, if any (`getOpName`).
    pub fn op_name(&self) -> Option<&'static str> {
        match self.info().anchor {
            PassAnchor::Op(name) => Some(name),
            _ => None,
        }
    }
    /// Sets the options from an options string (`initializeOptions`): on
    /// failure, what upstream's option parser writes to its error stream
    /// (`<Pass-Options-Parser>: no such option x` and a newline; empty when
    /// `cl` reported the error itself through `cx`).
    pub fn initialize_options(
        &mut self,
        options: &str,
        cx: &mut OptionContext<'_>,
    ) -> Result<(), String> {
        let mut rest = options;
        while !rest.is_empty() {
            let (key, value, after) = next_option(rest);
            rest = after;
            if key.is_empty() {
                continue;
            }
            match self.set_option(key, value, cx) {
                None => return Err(format!("<Pass-Options-Parser>: no such option {key}\n")),
                Some(Ok(())) => {}
                Some(Err(OptionFailure::Invalid(message))) => {
                    cx.cl_error(key, &message);
                    return Err(String::new());
                }
                Some(Err(OptionFailure::Reported)) => return Err(String::new()),
            }
        }
        self.options_initialized(cx);
        Ok(())
    }
    /// The pass as pipeline text: its argument and options.
    pub fn pipeline_text(&self) -> String {
        let mut s = self.info().argument.to_string();
        s.push_str(&self.print_options());
        s
    }
}
