//! The standard passes (MLIR's `mlir/lib/Transforms`), declared in
//! `ir/Passes.td` (the upstream declarations, Rust snippets) and generated
//! into this module by `ir`'s build script: [`Canonicalizer`]
//! (`canonicalize`), [`ControlFlowSink`] (`control-flow-sink`), [`CSE`] (`cse`), [`StripDebugInfo`]
//! (`strip-debuginfo`), [`PrintIRPass`] (`print-ir`), [`SymbolDCE`]
//! (`symbol-dce`), [`SymbolPrivatize`] (`symbol-privatize`), [`ViewOpGraph`] (`view-op-graph`), [`Inliner`]
//! (`inline`), [`PrintOpStats`] (`print-op-stats`), [`LoopInvariantCodeMotion`] (`loop-invariant-code-motion`),
//! [`SCCP`] (`sccp`), [`Mem2Reg`] (`mem2reg`), [`SROA`] (`sroa`), [`RemoveDeadValues`]
//! (`remove-dead-values`).
//! [`register_transforms_passes`] registers them all.
//!
//! * `mem2reg`, `sroa`: promoting and splitting memory slots
//!   ([`try_to_promote_memory_slots`], [`try_to_destructure_memory_slots`]);
//! * `dominance`: dominator trees of a region's blocks, and MLIR's
//!   `DominanceInfo` cache ([`dominance::DominanceInfo`]);
//! * `cfg_to_scf`: lifting a CFG to structured control flow
//!   (`transformCFGToSCF`), through [`cfg_to_scf::CfgToScfInterface`];
//! * `alias_analysis`: may two values name the same memory
//!   (`LocalAliasAnalysis`);
//! * `call_graph`: the call graph and its strongly connected components;
//! * `dataflow`: MLIR's data-flow solver (dead code plus a sparse
//!   forward analysis), with the constant analysis of `sccp` and the
//!   integer range analysis;
//! * `liveness`: the values live into and out of each block
//!   (`Analysis/Liveness.cpp`, [`liveness::BlockLiveness`]);
//! * `inlining`: inlining a region or a call, and the dialect interface
//!   deciding legality ([`inlining::DialectInlinerInterface`]).

pub mod alias_analysis;
pub mod call_graph;
mod canonicalize;
pub mod cfg_to_scf;
mod control_flow_sink;
mod cse;
pub mod dataflow;
pub mod dominance;
mod inliner;
pub mod inlining;
mod licm;
pub mod liveness;
pub mod mem2reg;
mod op_stats;
mod print_ir;
mod remove_dead_values;
mod sccp;
mod slot_utils;
pub mod sroa;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod view_op_graph;

pub use canonicalize::Canonicalizer;
pub use control_flow_sink::{control_flow_sink, singly_executed_regions_to_sink, ControlFlowSink};
pub use cse::{eliminate_common_subexpressions, eliminate_common_subexpressions_notifying, CSE};
pub use inliner::Inliner;
pub use licm::{move_loop_invariant_code, LoopInvariantCodeMotion};
pub use mem2reg::{try_to_promote_memory_slots, Mem2Reg, Mem2RegCounts};
pub use op_stats::PrintOpStats;
pub use print_ir::PrintIRPass;
pub use remove_dead_values::RemoveDeadValues;
pub use sccp::SCCP;
pub use sroa::{try_to_destructure_memory_slots, SROACounts, SROA};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDCE;
pub use symbol_privatize::SymbolPrivatize;
pub use view_op_graph::ViewOpGraph;

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// Registers every pass of this module with `registry`.
pub fn register_transforms_passes(registry: &mut crate::pass::PassRegistry) {
    register_passes(registry);
}
