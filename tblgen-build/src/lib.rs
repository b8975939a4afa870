//! The `build.rs` side of the project: a dialect crate lists its `.td` files
//! with [`compile`], and the generated Rust lands in `$OUT_DIR` to be
//! `include!`d.
//!
//! # A complete small dialect
//!
//! `Cargo.toml`:
//!
//! ```toml
//! [dependencies]
//! ir = "0.1"
//!
//! [build-dependencies]
//! tblgen-build = "0.1"
//! ```
//!
//! `Ops.td` (beside `Cargo.toml`; `mlir/IR/OpBase.td` is found with no set-up):
//!
//! ```text
//! include "mlir/IR/OpBase.td"
//!
//! def Demo_Dialect : Dialect {
//!   let name = "demo";
//!   let cppNamespace = "crate";
//! }
//!
//! def Demo_NegOp : Op<Demo_Dialect, "neg", [Pure]> {
//!   let summary = "negation";
//!   let description = [{ Negates every element of `input`. }];
//!   let arguments = (ins F64Tensor:$input);
//!   let results = (outs F64Tensor:$output);
//! }
//! ```
//!
//! `build.rs`:
//!
//! ```text
//! fn main() {
//!     tblgen_build::compile("Ops.td");
//! }
//! ```
//!
//! `src/lib.rs`:
//!
//! ```text
//! include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));
//! ```
//!
//! The crate now has a `NegOp` type (a `Copy` wrapper over an
//! `::ir::Operation`) with `NegOp::build`, `NegOp::cast`, `input(ctx)`,
//! `output(ctx)`, a generated verifier, and `register(&mut ctx)` which
//! registers every op of the file with the context.
//!
//! What ODS leaves to the dialect author (`hasVerifier`, `hasFolder`,
//! `hasCanonicalizer`, `hasCanonicalizeMethod`, `hasRegionVerifier`,
//! `hasCustomAssemblyFormat`, custom `OpBuilder`s without a body) is the
//! op's `<Op>Hooks` trait, implemented next to the `include!`:
//!
//! ```text
//! impl NegOpHooks for NegOp {
//!     fn verify(self, ctx: &ir::Context) -> Result<(), String> { ... }
//! }
//! ```
//!
//! Enums (`I32EnumAttr`, `StrEnumAttr`, bit enums) become Rust types whose
//! case names follow Rust's conventions (`LT` → `Lt`, `dark_blue` →
//! `DarkBlue`; bit enum cases are constants, `READ`), with the `.td`
//! spelling through `as_str`, `Display` and `FromStr` (`"lt".parse()`).
//!
//! A missing hook is a compile error naming the trait. Op interfaces (the
//! dialect's own, and the library's `::ir::interfaces::CastOpInterface`,
//! `MemoryEffectOpInterface`, ...) become traits that each op listing one
//! implements in generated code: default bodies, the op's generated
//! accessors and its `extraClassDeclaration` methods implement what they
//! can, and the methods left to the author are methods of `<Op>Hooks` too
//! (`fn are_cast_compatible(ctx, inputs, outputs) -> bool`, ...). An
//! interface is queried on an opaque operation through
//! `MyInterfaceRef::get(ctx, op)`.
//! `tests/dialect/` in this crate is a complete example that exercises all
//! of it; `examples/calc` in the repository (ops, custom forms, an enum, an
//! interface, rewrite rules, a pass and an `mlir-opt`-like tool) is the one
//! to copy when starting a dialect.
//!
//! # What `compile` does
//!
//! * resolves the `.td` path against `CARGO_MANIFEST_DIR`; the include path is
//!   the file's own directory, the crate directory, the directories added
//!   with [`Config::include_dir`], then the `td` library ([`td::include_dir`]);
//! * writes `$OUT_DIR/<file stem in snake case>.rs.inc` (`Ops.td` →
//!   `ops.rs.inc`, `ToyOps.td` → `toy_ops.rs.inc`), only when its content
//!   changed (its timestamp stays for tools that watch it; cargo itself
//!   recompiles the crate whenever the build script ran again); the ops' Markdown documentation (as `mlir-tblgen -gen-op-doc` prints
//!   it) goes beside it in `<stem>.md`;
//! * prints a `cargo:warning` for each op marked `Deprecated<reason>`;
//! * prints `cargo:rerun-if-changed` for every file read (the `.td` file and
//!   everything it includes), so `cargo build` regenerates exactly when one
//!   of them changes;
//! * on a `.td` error, prints the diagnostics as
//!   `file:line:col: error: message`, the source line and a caret, and exits
//!   the build script with a failure status (no panic backtrace).
//!
//! # Build speed
//!
//! Generation runs inside the build script, which cargo compiles without
//! optimisation in the `dev` profile: TableGen evaluation and the Rust
//! emitter then run several times slower than in `tblgen --gen-rust`. For
//! large dialects, have cargo optimise build scripts and their
//! dependencies (this changes nothing in the dialect's own code):
//!
//! ```toml
//! # the workspace's (or the dialect crate's) Cargo.toml
//! [profile.dev.build-override]
//! opt-level = 3
//! ```
//!
//! The layout is produced directly by the emitter (no `rustfmt` or
//! `prettyplease` pass). Generation runs only when a file it read changed
//! (`rerun-if-changed`); when it runs, cargo recompiles the dialect crate
//! even if the output is the same (checked with cargo 1.95: touching
//! `Ops.td` without changing it reruns the build script and then `rustc`
//! on the crate). [`Config::shards`] splits a very large dialect's ops over several files.
//!
//! # Rewrite patterns (DRR)
//!
//! Declarative rewrite rules (`Pat`/`Pattern` defs, `mlir/IR/PatternBase.td`)
//! are generated by a second, rewriters-only run, usually on a file of
//! their own that includes the ops:
//!
//! ```text
//! fn main() {
//!     tblgen_build::compile("Ops.td");
//!     // or Config::new().rewriters().file("Combine.td").compile()
//!     tblgen_build::compile_rewriters("Combine.td");
//! }
//! ```
//!
//! This writes `$OUT_DIR/combine.rs.inc` (same naming, write-if-changed,
//! `rerun-if-changed` and error rendering as above) holding one
//! `pub struct <Rule>;` implementing `::ir::RewritePattern` per rule and
//! `pub fn populate_patterns(&mut Vec<Box<dyn ::ir::RewritePattern>>)`.
//! The generated code names the ops' types without a path, so include it
//! where they are in scope, next to the ops' `include!`, or in a module
//! with `use crate::ops::*;`:
//!
//! ```text
//! mod combine {
//!     use crate::ops::*;
//!     include!(concat!(env!("OUT_DIR"), "/combine.rs.inc"));
//! }
//! ```
//!
//! `NativeCodeCall`s and `Constraint`s of the rules are Rust expressions
//! (`$_builder` is the pattern's `&mut ::ir::PatternRewriter`, `$_ctx` an
//! `&::ir::Context`). A rewriter dereferences to an `::ir::OpBuilder`, so a
//! helper may take either: `fn f(b: &mut ir::OpBuilder<'_>, ...)` for one
//! that only builds (as `examples/calc`'s `add_f64_attrs`), `&mut
//! ir::PatternRewriter<'_>` for one that also replaces or erases ops.

//!
//! # Passes
//!
//! Passes declared with `mlir/Pass/PassBase.td` (`Pass`, `InterfacePass`,
//! `Option`, `ListOption`, `Statistic`) are generated by a passes-only run:
//!
//! ```text
//! fn main() {
//!     tblgen_build::compile_passes("Passes.td");
//! }
//! ```
//!
//! This writes `$OUT_DIR/passes.rs.inc` and its documentation
//! `passes.md` (as `mlir-tblgen -gen-pass-doc` prints it). For
//! `def MyPass : Pass<"my-pass", "func.func">` the file holds
//! `MyPassOptions` (a field per option, parsed from the pipeline text,
//! `Default` from the `.td` defaults), `MyPassStatistics`, the declaration
//! `MyPassBase` (`::ir::pass::PassDeclaration`), `create_my_pass()`,
//! `create_my_pass_with_options(..)`, `register_my_pass(&mut registry)`
//! and `register_passes` for the whole file. The behaviour is a type named
//! `MyPass`, in scope where the file is included, implementing `Default`
//! and `::ir::pass::OperationPass` with `MyPassBase` as its declaration.

#![deny(missing_docs)]

use std::path::{Path, PathBuf};

use heck::ToSnakeCase;

/// Compiles one `.td` file with the default configuration: the same as
/// `Config::new().file(td_file).compile()`.
///
/// Meant to be called from a build script. Exits the process with status 1
/// (after printing the diagnostics) when the file has errors.
pub fn compile(td_file: impl AsRef<Path>) {
    Config::new().file(td_file).compile();
}

/// Generates the DRR rewrite patterns of one `.td` file: the same as
/// `Config::new().rewriters().file(td_file).compile()` (see
/// [Rewrite patterns](crate#rewrite-patterns-drr)).
pub fn compile_rewriters(td_file: impl AsRef<Path>) {
    Config::new().rewriters().file(td_file).compile();
}

/// Generates the pass declarations of one `.td` file: the same as
/// `Config::new().passes().file(td_file).compile()` (see
/// [Passes](crate#passes)).
pub fn compile_passes(td_file: impl AsRef<Path>) {
    Config::new().passes().file(td_file).compile();
}

/// The configuration of one generation run (a builder).
#[derive(Clone, Debug, Default)]
pub struct Config {
    files: Vec<PathBuf>,
    include_dirs: Vec<PathBuf>,
    output_name: Option<String>,
    shards: usize,
    out_dir: Option<PathBuf>,
    manifest_dir: Option<PathBuf>,
    mode: Mode,
    extended_namespaces: Vec<String>,
    interface_files: Vec<String>,
}

/// What a run generates from its `.td` files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Mode {
    /// The ops (and their Markdown documentation): `mlir-tblgen -gen-op-defs`.
    #[default]
    Ops,
    /// Only the DRR rewrite patterns: `mlir-tblgen -gen-rewriters`.
    Rewriters,
    /// Only the pass declarations (and their Markdown documentation):
    /// `mlir-tblgen -gen-pass-decls`.
    Passes,
    /// Only the library's op interfaces (the `ir` crate's own build).
    LibraryInterfaces,
}

/// What a successful run produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The files written (or left unchanged because their content was equal).
    pub outputs: Vec<PathBuf>,
    /// Every file read while generating (inputs and includes).
    pub files_read: Vec<PathBuf>,
    /// Rendered generation-time warnings (`Deprecated<reason>` ops).
    pub warnings: String,
}

/// A failed run: the rendered diagnostics, and the files read before the
/// failure (the build must rerun when one of them changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Rendered diagnostics (`file:line:col: error: ...`, line, caret).
    pub rendered: String,
    /// Every file read before the failure.
    pub files_read: Vec<PathBuf>,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.rendered)
    }
}

impl std::error::Error for Error {}

impl Config {
    /// A configuration with no files, the default include path and one shard.
    pub fn new() -> Self {
        Config {
            shards: 1,
            ..Config::default()
        }
    }

    /// Adds a `.td` file to compile (relative paths are relative to the
    /// crate directory). Each file gives its own output.
    pub fn file(mut self, path: impl AsRef<Path>) -> Self {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds an include directory, searched before the `td` library.
    pub fn include_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Names the output `<name>.rs.inc` instead of deriving it from the file
    /// stem (only meaningful with one file).
    pub fn output_name(mut self, name: impl Into<String>) -> Self {
        self.output_name = Some(name.into());
        self
    }

    /// Splits the op definitions into `n` shard files
    /// (`<name>_shard<i>.rs.inc`), which the main output includes; like
    /// `mlir-tblgen -op-shard-count`. `0` and `1` mean no sharding.
    pub fn shards(mut self, n: usize) -> Self {
        self.shards = n.max(1);
        self
    }

    /// Generates only the DRR rewrite patterns of the files' `Pat`/`Pattern`
    /// defs (like `mlir-tblgen -gen-rewriters`) instead of the ops: the
    /// output `<stem>.rs.inc` holds one `::ir::RewritePattern` type per rule
    /// and `populate_patterns`. [`Config::shards`] does not apply.
    pub fn rewriters(mut self) -> Self {
        self.mode = Mode::Rewriters;
        self
    }

    /// Generates only the pass declarations of the files' `PassBase` defs
    /// (like `mlir-tblgen -gen-pass-decls`) instead of the ops: the output
    /// `<stem>.rs.inc` holds each pass's options, statistics, declaration,
    /// constructors and registration, and `<stem>.md` its documentation
    /// (`-gen-pass-doc`). [`Config::shards`] does not apply.
    pub fn passes(mut self) -> Self {
        self.mode = Mode::Passes;
        self
    }

    /// Generates only the `td` library's op interfaces (`::ir::interfaces`)
    /// defined in the files and the files they include directly: the trait,
    /// method table and view of each. The `ir` crate's build script uses
    /// it; dialect crates never need it.
    pub fn library_interfaces(mut self) -> Self {
        self.mode = Mode::LibraryInterfaces;
        self
    }

    /// Declares that the files' ops extend the dialect of C++ namespace
    /// `namespace` (`::mlir::transform`) whose crate generates its op
    /// interfaces: the ops implement them by path (`::transform::...`)
    /// instead of generating them again (upstream's dialect extensions).
    pub fn extends_namespace(mut self, namespace: impl Into<String>) -> Self {
        self.extended_namespaces.push(namespace.into());
        self
    }

    /// Also generates every op interface defined in the included file whose
    /// path ends with `path` (`mlir/Dialect/Transform/Interfaces/TransformInterfaces.td`),
    /// used by an op or not, as those of the main file are: upstream
    /// generates a dialect's interface file on its own
    /// (`-gen-op-interface-decls`), for extensions to implement.
    pub fn interfaces_of(mut self, path: impl Into<String>) -> Self {
        self.interface_files.push(path.into());
        self
    }

    /// Writes into `dir` instead of `$OUT_DIR` (for tools and tests).
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Resolves relative paths against `dir` instead of
    /// `$CARGO_MANIFEST_DIR` (for tools and tests).
    pub fn manifest_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.manifest_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Runs the generation from a build script: prints
    /// `cargo:rerun-if-changed` for every file read and, on error, the
    /// rendered diagnostics, then exits with status 1.
    pub fn compile(self) {
        let mut out = std::io::stdout();
        match self.try_compile() {
            Ok(generated) => {
                for f in &generated.files_read {
                    cargo_emit::rerun_if_changed!(to: out, f.display());
                }
                for line in generated
                    .warnings
                    .lines()
                    .filter(|l| l.contains(": warning: "))
                {
                    cargo_emit::warning!(to: out, "{}", line);
                }
            }
            Err(err) => {
                for f in &err.files_read {
                    cargo_emit::rerun_if_changed!(to: out, f.display());
                }
                // The first line of each diagnostic also as a cargo warning,
                // so that it is visible in the build summary.
                for line in err.rendered.lines().filter(|l| l.contains(": error: ")) {
                    cargo_emit::warning!(to: out, "{}", line);
                }
                eprint!("{}", err.rendered);
                std::process::exit(1);
            }
        }
    }

    /// Runs the generation and returns what happened, printing nothing.
    pub fn try_compile(&self) -> Result<Generated, Error> {
        let manifest_dir = match &self.manifest_dir {
            Some(d) => d.clone(),
            None => env_dir("CARGO_MANIFEST_DIR")?,
        };
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => env_dir("OUT_DIR")?,
        };
        if self.files.is_empty() {
            return Err(unlocated("no .td file to compile (use Config::file)"));
        }
        if self.output_name.is_some() && self.files.len() > 1 {
            return Err(unlocated("output_name needs exactly one .td file"));
        }
        let mut generated = Generated {
            outputs: Vec::new(),
            files_read: Vec::new(),
            warnings: String::new(),
        };
        for file in &self.files {
            let path = manifest_dir.join(file);
            let mut include_dirs = Vec::new();
            if let Some(parent) = path.parent() {
                include_dirs.push(parent.to_path_buf());
            }
            include_dirs.push(manifest_dir.clone());
            include_dirs.extend(self.include_dirs.iter().map(|d| manifest_dir.join(d)));
            include_dirs.push(td::include_dir());
            let stem = match &self.output_name {
                Some(n) => n.clone(),
                None => path
                    .file_stem()
                    .map(|s| s.to_string_lossy().to_snake_case())
                    .unwrap_or_else(|| "ops".to_string()),
            };
            let files = generate_files(
                &path,
                include_dirs,
                &stem,
                (
                    self.shards,
                    &self.extended_namespaces,
                    &self.interface_files,
                ),
                self.mode,
            )?;
            for (name, text) in files.outputs {
                let target = out_dir.join(name);
                write_if_changed(&target, &text).map_err(|e| {
                    unlocated(&format!("could not write '{}': {}", target.display(), e))
                })?;
                generated.outputs.push(target);
            }
            generated.warnings.push_str(&files.warnings);
            for f in files.files_read {
                if !generated.files_read.contains(&f) {
                    generated.files_read.push(f);
                }
            }
        }
        Ok(generated)
    }
}

fn unlocated(msg: &str) -> Error {
    Error {
        rendered: format!("error: {}\n", msg),
        files_read: Vec::new(),
    }
}

fn env_dir(var: &str) -> Result<PathBuf, Error> {
    std::env::var_os(var).map(PathBuf::from).ok_or_else(|| {
        unlocated(&format!(
            "the environment variable {} is not set (tblgen_build::compile runs from a build script)",
            var
        ))
    })
}

struct Files {
    outputs: Vec<(String, String)>,
    files_read: Vec<PathBuf>,
    /// Rendered generation-time warnings.
    warnings: String,
}

/// Reads `path` and runs the Rust emitter of `mode` on the records. Records
/// are not `Send`, so everything happens on the evaluation thread and only
/// text comes back.
fn generate_files(
    path: &Path,
    include_dirs: Vec<PathBuf>,
    stem: &str,
    (shards, extended, interface_files): (usize, &[String], &[String]),
    mode: Mode,
) -> Result<Files, Error> {
    let extended_namespaces = extended.to_vec();
    let interface_files = interface_files.to_vec();
    let opts = tblgen_core::tablegen::Options {
        include_dirs,
        ..Default::default()
    };
    let stem = stem.to_string();
    let input = path.to_path_buf();
    tblgen_core::tablegen::with_file(path, &opts, move |loaded| {
        let loaded = match loaded {
            Ok(l) => l,
            Err(diags) => {
                let mut files_read = read_paths(&diags.sources.0);
                if files_read.is_empty() {
                    files_read.push(input);
                }
                return Err(Error {
                    rendered: diags.render(),
                    files_read,
                });
            }
        };
        let files_read = read_paths(loaded.records.sources());
        // Errors the run went on after (a failed `assert`, ...) fail the
        // build as they fail llvm-tblgen's run.
        if loaded.has_errors() {
            return Err(Error {
                rendered: loaded.render_notes(),
                files_read,
            });
        }
        if mode == Mode::Passes {
            let records = &loaded.records;
            let generated = tblgen_core::emit::rust::gen_pass_decls(records)
                .and_then(|rs| Ok((rs, tblgen_core::emit::docs::gen_pass_doc(records)?)));
            return match generated {
                Ok((rs, md)) => Ok(Files {
                    outputs: vec![
                        (format!("{}.rs.inc", stem), rs),
                        (format!("{}.md", stem), md),
                    ],
                    files_read,
                    warnings: String::new(),
                }),
                Err(d) => Err(Error {
                    rendered: records.render(&d),
                    files_read,
                }),
            };
        }
        if mode == Mode::Rewriters {
            return match tblgen_core::emit::drr::gen_rewriters(&loaded.records) {
                Ok(text) => Ok(Files {
                    outputs: vec![(format!("{}.rs.inc", stem), text)],
                    files_read,
                    warnings: String::new(),
                }),
                Err(diags) => Err(Error {
                    rendered: diags.render(),
                    files_read,
                }),
            };
        }
        if mode == Mode::LibraryInterfaces {
            return match tblgen_core::emit::rust::generate_library_interfaces(&loaded.records) {
                Ok(text) => Ok(Files {
                    outputs: vec![(format!("{}.rs.inc", stem), text)],
                    files_read,
                    warnings: String::new(),
                }),
                Err(diags) => Err(Error {
                    rendered: diags.render(),
                    files_read,
                }),
            };
        }
        let emit_opts = tblgen_core::emit::rust::Options {
            shards,
            shard_file_stem: stem.clone(),
            extended_namespaces,
            interface_files,
        };
        match tblgen_core::emit::rust::generate_with_warnings(&loaded.records, &emit_opts) {
            Ok(generated) => {
                let mut warnings = generated.warnings.render();
                let mut outputs: Vec<(String, String)> = generated
                    .files
                    .into_iter()
                    .enumerate()
                    .map(|(i, text)| {
                        let name = if i == 0 {
                            format!("{}.rs.inc", stem)
                        } else {
                            tblgen_core::emit::rust::shard_file_name(&stem, i - 1)
                        };
                        (name, text)
                    })
                    .collect();
                // The Markdown documentation (`mlir-tblgen -gen-op-doc`) beside it.
                match tblgen_core::emit::docs::gen_op_doc(&loaded.records) {
                    Ok(md) => outputs.push((format!("{}.md", stem), md)),
                    Err(d) => warnings.push_str(&format!(
                        "warning: no Markdown documentation: {}",
                        loaded.records.render(&d)
                    )),
                }
                Ok(Files {
                    outputs,
                    files_read,
                    warnings,
                })
            }
            Err(diags) => Err(Error {
                rendered: diags.render(),
                files_read,
            }),
        }
    })
}

fn read_paths(sm: &tblgen_core::diag::SourceMap) -> Vec<PathBuf> {
    sm.paths()
        .into_iter()
        .map(|p| p.canonicalize().unwrap_or_else(|_| p.to_path_buf()))
        .collect()
}

/// Writes `text` to `path` unless the file already holds exactly it.
fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_names_are_snake_case_stems() {
        assert_eq!("Ops".to_snake_case(), "ops");
        assert_eq!("ToyOps".to_snake_case(), "toy_ops");
    }

    #[test]
    fn write_if_changed_keeps_the_timestamp_of_equal_content() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("x.rs.inc");
        write_if_changed(&p, "a").expect("write");
        let t0 = std::fs::metadata(&p)
            .and_then(|m| m.modified())
            .expect("mtime");
        std::thread::sleep(std::time::Duration::from_millis(20));
        write_if_changed(&p, "a").expect("write");
        let t1 = std::fs::metadata(&p)
            .and_then(|m| m.modified())
            .expect("mtime");
        assert_eq!(t0, t1);
        write_if_changed(&p, "b").expect("write");
        assert_eq!(std::fs::read_to_string(&p).expect("read"), "b");
    }

    #[test]
    fn missing_file_is_a_located_error_not_a_panic() {
        let dir = tempfile::tempdir().expect("tempdir");
        let err = Config::new()
            .file("Missing.td")
            .manifest_dir(dir.path())
            .out_dir(dir.path())
            .try_compile()
            .expect_err("must fail");
        assert!(err.rendered.contains("error"), "{}", err.rendered);
    }

    #[test]
    fn syntax_error_is_rendered_with_line_col_and_caret() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("Bad.td"), "def X {\n  int x = ;\n}\n").expect("write");
        let err = Config::new()
            .file("Bad.td")
            .manifest_dir(dir.path())
            .out_dir(dir.path())
            .try_compile()
            .expect_err("must fail");
        assert!(err.rendered.contains("Bad.td:2:"), "{}", err.rendered);
        assert!(err.rendered.contains('^'), "{}", err.rendered);
        assert!(
            err.files_read.iter().any(|f| f.ends_with("Bad.td")),
            "{:?}",
            err.files_read
        );
    }

    const DEMO_OPS: &str = r#"include "mlir/IR/OpBase.td"
def Demo_Dialect : Dialect { let name = "demo"; let cppNamespace = "crate"; }
def NegOp : Op<Demo_Dialect, "neg"> {
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
}
"#;

    #[test]
    fn rewriters_mode_writes_only_the_patterns() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("Ops.td"), DEMO_OPS).expect("write");
        std::fs::write(
            dir.path().join("DemoCombine.td"),
            "include \"Ops.td\"\ninclude \"mlir/IR/PatternBase.td\"\n\
             def NegNeg : Pat<(NegOp (NegOp $x)), (replaceWithValue $x)>;\n",
        )
        .expect("write");
        let generated = Config::new()
            .rewriters()
            .file("DemoCombine.td")
            .manifest_dir(dir.path())
            .out_dir(dir.path())
            .try_compile()
            .expect("generates");
        assert_eq!(
            generated.outputs,
            vec![dir.path().join("demo_combine.rs.inc")]
        );
        for name in ["DemoCombine.td", "Ops.td", "PatternBase.td"] {
            assert!(
                generated.files_read.iter().any(|f| f.ends_with(name)),
                "{name} not in {:?}",
                generated.files_read
            );
        }
        let text = std::fs::read_to_string(&generated.outputs[0]).expect("read");
        assert!(text.contains("pub struct NegNeg;"), "{text}");
        assert!(text.contains("pub fn populate_patterns("), "{text}");
        assert!(text.contains("Some(\"demo.neg\")"), "{text}");
        // No op definitions, no documentation.
        assert!(!text.contains("pub fn register("), "{text}");
        assert!(!dir.path().join("demo_combine.md").exists());
    }

    #[test]
    fn an_extension_leaves_the_extended_dialect_s_included_types_to_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(
            dir.path().join("ExtTypes.td"),
            "include \"mlir/IR/AttrTypeBase.td\"\n\
             def Ext_Dialect : Dialect { let name = \"ext\"; let cppNamespace = \"::mlir::ext\"; }\n\
             def Ext_HandleType : TypeDef<Ext_Dialect, \"Handle\"> { let mnemonic = \"handle\"; }\n",
        )
        .expect("write");
        std::fs::write(
            dir.path().join("ExtOps.td"),
            "include \"ExtTypes.td\"\ninclude \"mlir/IR/OpBase.td\"\n\
             def Ext_LocalType : TypeDef<Ext_Dialect, \"Local\"> { let mnemonic = \"local\"; }\n\
             def PingOp : Op<Ext_Dialect, \"ping\"> { let assemblyFormat = \"attr-dict\"; }\n",
        )
        .expect("write");
        let generated = Config::new()
            .extends_namespace("::mlir::ext")
            .file("ExtOps.td")
            .manifest_dir(dir.path())
            .out_dir(dir.path())
            .try_compile()
            .expect("generates");
        let text = std::fs::read_to_string(&generated.outputs[0]).expect("read");
        assert!(text.contains("pub struct PingOp"), "{text}");
        // The type of the main file is generated, the included one is not.
        assert!(text.contains("pub struct LocalType"), "{text}");
        assert!(!text.contains("pub struct HandleType"), "{text}");
    }

    #[test]
    fn rewriters_mode_renders_drr_errors_with_their_location() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("Ops.td"), DEMO_OPS).expect("write");
        std::fs::write(
            dir.path().join("Bad.td"),
            "include \"Ops.td\"\ninclude \"mlir/IR/PatternBase.td\"\n\
             def Broken : Pat<(NegOp $x), (NegOp $y)>;\n",
        )
        .expect("write");
        let err = Config::new()
            .rewriters()
            .file("Bad.td")
            .manifest_dir(dir.path())
            .out_dir(dir.path())
            .try_compile()
            .expect_err("must fail");
        assert!(err.rendered.contains("Bad.td:3:"), "{}", err.rendered);
        assert!(err.rendered.contains("error: "), "{}", err.rendered);
        assert!(err.rendered.contains('^'), "{}", err.rendered);
        assert!(!dir.path().join("bad.rs.inc").exists());
    }
}
