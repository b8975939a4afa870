//! The registry of passes and pass pipelines by argument (MLIR's
//! `PassRegistry.cpp`): how a pipeline element or a `--<argument>` flag
//! becomes passes in a pass manager.

use std::collections::BTreeMap;

use super::manager::{Nesting, OpPassManager};
use super::options::OptionContext;
use super::{Pass, PassFailure, PassInfo};

/// Builds a registered pipeline into a pass manager from its options text;
/// the error is given to the error handler, unless it is empty (the
/// builder wrote its options' parse error to the [`OptionContext`]).
pub type PipelineBuilder =
    fn(&mut OpPassManager, &str, &mut OptionContext<'_>) -> Result<(), String>;

/// What an argument names.
#[derive(Clone, Copy)]
pub enum RegistryEntry {
    /// A pass, made by its constructor.
    Pass {
        /// Creates the pass with its default options.
        create: fn() -> Box<dyn Pass>,
        /// Its static description.
        info: &'static PassInfo,
    },
    /// A pass pipeline (`PassPipelineRegistration`).
    Pipeline {
        /// Its argument.
        argument: &'static str,
        /// What it does.
        description: &'static str,
        /// Adds its passes.
        build: PipelineBuilder,
    },
}

impl std::fmt::Debug for RegistryEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.argument())
    }
}

impl RegistryEntry {
    /// The argument naming it.
    pub fn argument(&self) -> &'static str {
        match self {
            RegistryEntry::Pass { info, .. } => info.argument,
            RegistryEntry::Pipeline { argument, .. } => argument,
        }
    }
    /// Its one-line description.
    pub fn description(&self) -> &'static str {
        match self {
            RegistryEntry::Pass { info, .. } => info.summary,
            RegistryEntry::Pipeline { description, .. } => description,
        }
    }
    /// Adds the entry to `pm` with `options` (the registry function of
    /// `PassInfo`/`PassPipelineInfo`): errors go to `handler` (and `cl`'s
    /// to `cx`), as upstream's error handler receives them.
    pub fn add_to_pipeline(
        &self,
        pm: &mut OpPassManager,
        options: &str,
        cx: &mut OptionContext<'_>,
        handler: &mut dyn FnMut(&str),
    ) -> Result<(), PassFailure> {
        match self {
            RegistryEntry::Pass { create, .. } => {
                let mut pass = create();
                let result = pass.initialize_options(options, cx).map_err(|m| {
                    handler(&m);
                    PassFailure
                });
                if pm.nesting() == Nesting::Explicit {
                    if let (Some(pm_op), Some(pass_op)) = (pm.op_name(), pass.op_name()) {
                        if pm_op != pass_op {
                            handler(&format!(
                                "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?",
                                pass.info().name,
                                pass_op,
                                pm.anchor_name()
                            ));
                            return Err(PassFailure);
                        }
                    }
                }
                pm.add_pass(pass);
                result
            }
            // A pipeline whose options do not parse has written the parser's
            // error itself and gives an empty message: upstream's
            // `PassPipelineRegistration` returns failure without calling the
            // error handler then.
            RegistryEntry::Pipeline { build, .. } => build(pm, options, cx).map_err(|m| {
                if !m.is_empty() {
                    handler(&m);
                }
                PassFailure
            }),
        }
    }
}

/// Passes and pipelines by argument (upstream's global registries, here a
/// value the tool builds: a tool registers what it ships).
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    entries: BTreeMap<&'static str, RegistryEntry>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        PassRegistry::default()
    }
    /// Registers the pass `create` makes, under its argument; a second
    /// registration of the same argument replaces the first.
    pub fn register(&mut self, create: fn() -> Box<dyn Pass>) {
        let info = create().info();
        self.entries
            .insert(info.argument, RegistryEntry::Pass { create, info });
    }
    /// Registers a pipeline under `argument`.
    pub fn register_pipeline(
        &mut self,
        argument: &'static str,
        description: &'static str,
        build: PipelineBuilder,
    ) {
        self.entries.insert(
            argument,
            RegistryEntry::Pipeline {
                argument,
                description,
                build,
            },
        );
    }
    /// The pass or pipeline named `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&RegistryEntry> {
        self.entries.get(argument)
    }
    /// Every entry, sorted by argument.
    pub fn entries(&self) -> impl Iterator<Item = &RegistryEntry> {
        self.entries.values()
    }
}
