//! The command line of `mlir-opt`-like tools (`MlirOptMainConfig`'s
//! options, `PassManagerOptions.cpp`, `PassPipelineCLParser`), read as
//! LLVM's `cl` reads it: `-flag` or `--flag`, values as `-flag=value` (and
//! `-o FILE`, `--pass-pipeline TEXT`), booleans as `-flag=true|false|1|0`,
//! and each registered pass as a flag of its own (`--cse`,
//! `--canonicalize=max-iterations=3`).

use super::split::DEFAULT_SPLIT_MARKER;
use crate::core::printer::PrintOptions;
use crate::pass::{PassDisplayMode, PassRegistry, TimingDisplay};

/// What a run does: the flags, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptConfig {
    /// The input file; `-` is standard input.
    pub input: String,
    /// `-o`: the output file; `-` is standard output.
    pub output: String,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialects: bool,
    /// `--mlir-print-op-generic`, `--mlir-print-debuginfo`,
    /// `--mlir-print-local-scope`.
    pub print: PrintOptions,
    /// `--split-input-file[=marker]`: the marker the input is cut at.
    pub split_input_file: Option<String>,
    /// `--output-split-marker`: what separates the chunks' outputs.
    pub output_split_marker: String,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--no-implicit-module`: the input must hold exactly one top-level
    /// op, which is the one verified and printed (no `module` around it).
    pub no_implicit_module: bool,
    /// The parser's limits: the defaults (for the caller's thread) unless
    /// set; `opt_main` runs on a large stack and raises the nesting limit
    /// ([`crate::parser::ParseLimits::tool`]); `--max-expansion=<elements>`.
    pub limits: crate::parser::ParseLimits,
    /// The passes to run and how (boxed: most runs have none).
    pub passes: Box<PassFlags>,
    /// `--irdl-file=<filename>`: a file of `irdl.dialect` ops whose
    /// dialects are loaded into each context before the input is parsed
    /// (through the [`DialectFileLoader`](super::DialectFileLoader) the
    /// `irdl` dialect registers).
    pub irdl_file: Option<String>,
}

/// The pass-related flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFlags {
    /// `--pass-pipeline=...` (`-p`): a textual pipeline.
    pub pipeline: Option<String>,
    /// Passes given as flags, in order: (argument, options).
    pub passes: Vec<(String, String)>,
    /// `--dump-pass-pipeline`.
    pub dump_pipeline: bool,
    /// `--verify-each` (default on): verify after each pass.
    pub verify_each: bool,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// `--mlir-print-ir-before-all`.
    pub print_before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_after_all: bool,
    /// `--mlir-print-ir-before=a,b`.
    pub print_before: Vec<String>,
    /// `--mlir-print-ir-after=a,b`.
    pub print_after: Vec<String>,
    /// `--mlir-print-ir-after-change`.
    pub print_after_change: bool,
    /// `--mlir-print-ir-after-failure`.
    pub print_after_failure: bool,
    /// `--mlir-print-ir-module-scope`.
    pub print_module_scope: bool,
    /// `--mlir-timing`.
    pub timing: bool,
    /// `--mlir-timing-display` (default `tree`).
    pub timing_display: TimingDisplay,
    /// `--mlir-pass-statistics`.
    pub statistics: bool,
    /// `--mlir-pass-statistics-display` (default `pipeline`).
    pub statistics_display: PassDisplayMode,
}

impl Default for PassFlags {
    fn default() -> Self {
        PassFlags {
            pipeline: None,
            passes: Vec::new(),
            dump_pipeline: false,
            verify_each: true,
            disable_threading: false,
            print_before_all: false,
            print_after_all: false,
            print_before: Vec::new(),
            print_after: Vec::new(),
            print_after_change: false,
            print_after_failure: false,
            print_module_scope: false,
            timing: false,
            timing_display: TimingDisplay::Tree,
            statistics: false,
            statistics_display: PassDisplayMode::Pipeline,
        }
    }
}

impl Default for OptConfig {
    fn default() -> Self {
        OptConfig {
            input: "-".into(),
            output: "-".into(),
            allow_unregistered_dialects: false,
            print: PrintOptions::default(),
            split_input_file: None,
            output_split_marker: DEFAULT_SPLIT_MARKER.into(),
            verify_diagnostics: false,
            no_implicit_module: false,
            limits: crate::parser::ParseLimits::default(),
            passes: Box::default(),
            irdl_file: None,
        }
    }
}

/// What the command line asks for.
// (Made once per run: the size of `Run` costs nothing worth a box, which
// would change what the tools and tests that match on it see.)
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Process the input.
    Run(OptConfig),
    /// Print the usage (`--help`).
    Help,
}

/// The flags without a value.
const BOOL_FLAGS: &[(&str, &str)] = &[
    ("allow-unregistered-dialect", "Allow operation with no registered dialects"),
    ("mlir-print-op-generic", "Print the generic op form"),
    ("mlir-print-debuginfo", "Print debug info in MLIR output"),
    ("mlir-print-skip-regions", "Skip regions when printing ops."),
    ("mlir-print-unique-ssa-ids", "Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions"),
    ("mlir-pretty-debuginfo", "Print pretty debug info in MLIR output"),
    ("mlir-print-local-scope", "Print with local scope and inline information (eliding aliases for attributes, types, and locations)"),
    ("mlir-disable-threading", "Disable multi-threading within MLIR (runs are single threaded either way)"),
    ("verify-diagnostics", "Check that emitted diagnostics match expected-* lines on the corresponding line"),
    (
        "no-implicit-module",
        "Disable implicit addition of a top-level module op during parsing",
    ),
    ("dump-pass-pipeline", "Print the pipeline that will be run"),
    ("verify-each", "Run the verifier after each transformation pass"),
    ("mlir-print-ir-before-all", "Print IR before each pass"),
    ("mlir-print-ir-after-all", "Print IR after each pass"),
    ("mlir-print-ir-after-change", "When printing the IR after a pass, only print if the IR changed"),
    ("mlir-print-ir-after-failure", "When printing the IR after a pass, only print if the pass failed"),
    ("mlir-print-ir-module-scope", "When printing IR for print-ir-[before|after]{-all} always print the top-level operation"),
    ("mlir-timing", "Display execution times"),
    ("mlir-pass-statistics", "Display the statistics of each pass"),
];

/// The usage text of `--help`, with the registry's passes.
pub fn usage(tool: &str, registry: &PassRegistry) -> String {
    let mut s = format!(
        "OVERVIEW: {tool}: parses, verifies, transforms and prints MLIR text like mlir-opt\n\nUSAGE: {tool} [options] <input file>\n\nOPTIONS:\n"
    );
    let mut line = |flag: &str, help: &str| s.push_str(&format!("  {flag:<36} - {help}\n"));
    line("-o <filename>", "Output filename");
    line("--split-input-file[=<marker>]", "Split the input file into chunks using the given or default marker and process each chunk independently");
    line(
        "--output-split-marker=<marker>",
        "Split marker to use for merging the output",
    );
    line(
        "--irdl-file=<filename>",
        "IRDL file to register before processing the input",
    );
    line(
        "--max-expansion=<elements>",
        "The most elements the input's attributes and types may expand to through aliases",
    );
    line(
        "--mlir-elide-resource-strings-if-larger=<uint>",
        "Elide printing value of resources if string is too long in chars.",
    );
    line(
        "--mlir-elide-elementsattrs-if-larger=<uint>",
        "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit",
    );
    line(
        "--mlir-print-elementsattrs-with-hex-if-larger=<long>",
        "Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)",
    );
    line(
        "--pass-pipeline=<pipeline>",
        "Textual description of the pass pipeline to run (alias -p)",
    );
    line(
        "--mlir-print-ir-before=<pass-arg>",
        "Print IR before specified passes",
    );
    line(
        "--mlir-print-ir-after=<pass-arg>",
        "Print IR after specified passes",
    );
    line(
        "--mlir-timing-display=<list|tree>",
        "Display method for timing data",
    );
    line(
        "--mlir-pass-statistics-display=<list|pipeline>",
        "Display method for pass statistics",
    );
    for (flag, help) in BOOL_FLAGS {
        line(&format!("--{flag}"), help);
    }
    s.push_str("  Compiler passes to run\n    Passes:\n");
    for e in registry.entries() {
        s.push_str(&format!(
            "      --{:<32} -   {}\n",
            e.argument(),
            e.description()
        ));
    }
    s
}

/// The registry of the passes every tool has (`ir`'s standard passes).
pub fn default_registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    crate::transforms::register_transforms_passes(&mut r);
    r
}

/// [`parse_args_with`] and the [`default_registry`].
pub fn parse_args<S: AsRef<str>>(program: &str, args: &[S]) -> Result<Command, String> {
    parse_args_with(program, args, &default_registry())
}

/// A `cl::boolOrDefault`-style flag value.
fn flag_value(dashes: &str, name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err(format!(
            "for the {dashes}{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Reads the arguments (after the program name, `program`) as LLVM's `cl`
/// would, the registry's passes being flags too; the error is the message
/// to print after `tool: `, worded as LLVM's.
pub fn parse_args_with<S: AsRef<str>>(
    program: &str,
    args: &[S],
    registry: &PassRegistry,
) -> Result<Command, String> {
    let mut c = OptConfig::default();
    let mut input: Option<String> = None;
    let mut only_positional = false;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_ref();
        i += 1;
        if only_positional || arg == "-" || !arg.starts_with('-') {
            if input.replace(arg.to_string()).is_some() {
                return Err(format!(
                    "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {program} --help"
                ));
            }
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let dashes = if name.len() == 1 { "-" } else { "--" };
        // A value given as `-flag=value` or as the next argument.
        let required = |i: &mut usize| -> Result<String, String> {
            match value {
                Some(v) => Ok(v.to_string()),
                None if *i < args.len() => {
                    *i += 1;
                    Ok(args[*i - 1].as_ref().to_string())
                }
                None => Err(format!("for the {dashes}{name} option: requires a value!")),
            }
        };
        let p = &mut c.passes;
        match name {
            "help" => return Ok(Command::Help),
            "o" => c.output = required(&mut i)?,
            "split-input-file" => {
                // An empty value means the default marker, as upstream's callback.
                let marker = value
                    .filter(|v| !v.is_empty())
                    .unwrap_or(DEFAULT_SPLIT_MARKER);
                if marker.len() < 2 {
                    return Err(format!("for the --split-input-file option: the marker '{marker}' is shorter than 2 characters"));
                }
                c.split_input_file = Some(marker.to_string());
            }
            "max-expansion" => match value.map(str::parse::<u64>) {
                Some(Ok(n)) => c.limits.max_expansion = n,
                Some(Err(_)) => {
                    return Err(format!(
                        "for the --max-expansion option: '{}' value invalid for uint argument!",
                        value.unwrap_or_default()
                    ))
                }
                None => return Err("for the --max-expansion option: requires a value!".into()),
            },
            "mlir-elide-resource-strings-if-larger" => match value.map(str::parse::<u64>) {
                Some(Ok(n)) => c.print.resource_string_limit = Some(n),
                Some(Err(_)) => {
                    return Err(format!(
                        "for the --{name} option: '{}' value invalid for uint argument!",
                        value.unwrap_or_default()
                    ))
                }
                None => return Err(format!("for the --{name} option: requires a value!")),
            },
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                let v = required(&mut i)?;
                c.print.elements_hex_limit = Some(v.parse::<i64>().map_err(|_| {
                    format!("for the --{name} option: '{v}' value invalid for long argument!")
                })?);
            }
            "mlir-elide-elementsattrs-if-larger" => {
                let v = required(&mut i)?;
                c.print.elide_elements_limit = Some(v.parse::<u64>().map_err(|_| {
                    format!("for the --{name} option: '{v}' value invalid for uint argument!")
                })?);
            }
            "irdl-file" => c.irdl_file = Some(required(&mut i)?),
            "output-split-marker" => match value {
                Some(v) => c.output_split_marker = v.to_string(),
                None => {
                    return Err("for the --output-split-marker option: requires a value!".into())
                }
            },
            "pass-pipeline" | "p" => p.pipeline = Some(required(&mut i)?),
            "mlir-print-ir-before" | "mlir-print-ir-after" => {
                let v = required(&mut i)?;
                let mut names = Vec::new();
                for n in v.split(',') {
                    if !registry
                        .lookup(n)
                        .is_some_and(|e| matches!(e, crate::pass::RegistryEntry::Pass { .. }))
                    {
                        return Err(format!(
                            "for the {dashes}{name} option: Cannot find option named '{n}'!"
                        ));
                    }
                    names.push(n.to_string());
                }
                if name == "mlir-print-ir-before" {
                    p.print_before.extend(names);
                } else {
                    p.print_after.extend(names);
                }
            }
            "mlir-timing-display" => {
                p.timing_display = match required(&mut i)?.as_str() {
                    "list" => TimingDisplay::List,
                    "tree" => TimingDisplay::Tree,
                    v => {
                        return Err(format!(
                            "for the {dashes}{name} option: Cannot find option named '{v}'!"
                        ))
                    }
                }
            }
            "mlir-pass-statistics-display" => {
                p.statistics_display = match required(&mut i)?.as_str() {
                    "list" => PassDisplayMode::List,
                    "pipeline" => PassDisplayMode::Pipeline,
                    v => {
                        return Err(format!(
                            "for the {dashes}{name} option: Cannot find option named '{v}'!"
                        ))
                    }
                }
            }
            _ if BOOL_FLAGS.iter().any(|(f, _)| *f == name) => {
                let on = flag_value(dashes, name, value)?;
                match name {
                    "allow-unregistered-dialect" => c.allow_unregistered_dialects = on,
                    "mlir-print-op-generic" => c.print.generic = on,
                    "mlir-print-debuginfo" => c.print.debug_info = on,
                    "mlir-print-local-scope" => c.print.local_scope = on,
                    "mlir-print-skip-regions" => c.print.skip_regions = on,
                    "mlir-print-unique-ssa-ids" => c.print.unique_ssa_ids = on,
                    "mlir-pretty-debuginfo" => c.print.pretty_debug_info = on,
                    "verify-diagnostics" => c.verify_diagnostics = on,
                    "no-implicit-module" => c.no_implicit_module = on,
                    "mlir-disable-threading" => p.disable_threading = on,
                    "dump-pass-pipeline" => p.dump_pipeline = on,
                    "verify-each" => p.verify_each = on,
                    "mlir-print-ir-before-all" => p.print_before_all = on,
                    "mlir-print-ir-after-all" => p.print_after_all = on,
                    "mlir-print-ir-after-change" => p.print_after_change = on,
                    "mlir-print-ir-after-failure" => p.print_after_failure = on,
                    "mlir-print-ir-module-scope" => p.print_module_scope = on,
                    "mlir-timing" => p.timing = on,
                    "mlir-pass-statistics" => p.statistics = on,
                    _ => {}
                }
            }
            _ if registry.lookup(name).is_some() => {
                p.passes
                    .push((name.to_string(), value.unwrap_or("").to_string()));
            }
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: '{program} --help'"
                ))
            }
        }
    }
    if let Some(f) = input {
        c.input = f;
    }
    Ok(Command::Run(c))
}
