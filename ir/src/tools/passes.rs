//! The pass pipeline of a run (`MlirOptMain`'s `performActions` between
//! parsing and printing, `applyPassManagerCLOptions`,
//! `PassPipelineCLParser::addToPipeline`): the pass manager built from the
//! flags, its instrumentation, and the run; errors worded as `mlir-opt`
//! words them.

use std::io::Write;

use super::opt_main::{OptConfig, Tool};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::storage::OpId;
use crate::pass::{
    parse_pass_pipeline, IrPrinting, Nesting, OptionContext, PassManager, PassOutput, PassTiming,
    PrintFilter, TimingReport,
};

/// Renders a diagnostic into the error text (or checks it, with
/// `--verify-diagnostics`).
pub(super) type Report<'a> = dyn FnMut(&Context, Diagnostic, &mut String) + 'a;

/// An error at the unknown location, as `emitError(UnknownLoc)` gives it.
fn unknown_error(ctx: &Context, message: &str) -> Diagnostic {
    Diagnostic::error(ctx.unknown_loc(), message)
}

/// The IR printing of the flags, if any dump is asked for.
fn ir_printing(config: &OptConfig) -> Option<IrPrinting> {
    let f = &config.passes;
    let before = if f.print_before_all {
        PrintFilter::All
    } else if !f.print_before.is_empty() {
        PrintFilter::Passes(f.print_before.clone())
    } else {
        PrintFilter::Never
    };
    let after = if f.print_after_all || f.print_after_failure {
        PrintFilter::All
    } else if !f.print_after.is_empty() {
        PrintFilter::Passes(f.print_after.clone())
    } else {
        PrintFilter::Never
    };
    if before == PrintFilter::Never && after == PrintFilter::Never {
        return None;
    }
    Some(IrPrinting {
        before,
        after,
        after_only_on_change: f.print_after_change,
        after_only_on_failure: f.print_after_failure,
        module_scope: f.print_module_scope,
        print: config.print,
    })
}

/// Builds the pass manager for `top` from the flags and runs it. Text
/// goes to `messages` in order with the rendered diagnostics; what `cl`
/// writes straight to the error stream goes to `err` first. `timing`
/// takes the pass timers (under its root) and is given back.
#[allow(clippy::too_many_arguments)]
pub(super) fn run_passes(
    config: &OptConfig,
    tool: Tool<'_>,
    ctx: &mut Context,
    top: OpId,
    timing: &mut Option<TimingReport>,
    report: &mut Report<'_>,
    messages: &mut String,
    err: &mut dyn Write,
) -> bool {
    let flags = &config.passes;
    let anchor = ctx.op_name_of(top).to_string();
    let mut pm = PassManager::new(&anchor, Nesting::Implicit);
    pm.enable_verifier(flags.verify_each);
    pm.set_threading(!flags.disable_threading);
    if flags.statistics {
        pm.instrumentation.statistics = Some(flags.statistics_display);
    }
    if flags.print_module_scope && !flags.disable_threading {
        let d = unknown_error(
            ctx,
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
        );
        report(ctx, d, messages);
        return false;
    }
    pm.instrumentation.ir_printing = ir_printing(config);
    pm.set_print_flags(config.print);
    if let Some(t) = timing.take() {
        let root = t.root();
        pm.instrumentation.timing = Some(PassTiming::new(t, root));
    }
    let ok = setup_pipeline(config, tool, ctx, &mut pm, report, messages, err)
        && run(&mut pm, ctx, top, report, messages);
    *timing = pm.instrumentation.timing.take().map(|t| t.report);
    ok
}

/// Adds the flags' passes, or the `--pass-pipeline`, to `pm`.
fn setup_pipeline(
    config: &OptConfig,
    tool: Tool<'_>,
    ctx: &mut Context,
    pm: &mut PassManager,
    report: &mut Report<'_>,
    messages: &mut String,
    err: &mut dyn Write,
) -> bool {
    let flags = &config.passes;
    let mut cx = OptionContext::new(tool.passes, tool.program);
    let mut handler_messages: Vec<String> = Vec::new();
    let ok = if let Some(text) = &flags.pipeline {
        if !flags.passes.is_empty() {
            handler_messages
                .push("'-pass-pipeline' option can't be used with individual pass options".into());
            false
        } else {
            let mut stream = String::new();
            match parse_pass_pipeline(text, &mut cx, &mut stream) {
                Ok(parsed) => {
                    pm.set_pipeline(parsed);
                    true
                }
                Err(_) => {
                    handler_messages.push(stream);
                    false
                }
            }
        }
    } else {
        let mut ok = true;
        for (argument, options) in &flags.passes {
            let Some(entry) = tool.passes.lookup(argument) else {
                continue;
            };
            let mut handler = |m: &str| handler_messages.push(m.to_string());
            if entry
                .add_to_pipeline(pm, options, &mut cx, &mut handler)
                .is_err()
            {
                ok = false;
                break;
            }
        }
        ok
    };
    let _ = err.write_all(cx.direct.as_bytes());
    for m in handler_messages {
        let d = unknown_error(ctx, &m);
        report(ctx, d, messages);
    }
    if ok && flags.dump_pipeline {
        messages.push_str(&format!(
            "Pass Manager with {} passes:\n{}\n\n",
            pm.len(),
            pm.pipeline_text()
        ));
    }
    ok
}

/// Runs `pm` on `top`; its diagnostics and dumps go to `messages`, then
/// the statistics report.
fn run(
    pm: &mut PassManager,
    ctx: &mut Context,
    top: OpId,
    report: &mut Report<'_>,
    messages: &mut String,
) -> bool {
    let ok = pm
        .run(ctx, top, &mut |ctx, out| match out {
            PassOutput::Diagnostic(d) => report(ctx, d, messages),
            PassOutput::Text(t) => messages.push_str(&t),
        })
        .is_ok();
    if let Some(stats) = pm.statistics_report() {
        messages.push_str(&stats);
    }
    ok
}
