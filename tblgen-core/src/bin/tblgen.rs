//! The `tblgen` command-line tool.
//!
//! `tblgen [ACTION] [--dialect NAME] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed] FILE.td`
//!
//! Actions (`--print-records` is the default) are listed in [`Action`]:
//! the records as `llvm-tblgen` prints them, the Markdown docs as
//! `mlir-tblgen` prints them, and the Rust that `tblgen_build` writes.

use std::path::PathBuf;
use std::process::ExitCode;
use tblgen_core::tablegen::{self, Options};

/// A run allocates millions of small values and touches every page it
/// gets once: mimalloc's thread-local free lists and huge pages (fewer page
/// faults, which cost more than the allocations) make the whole run faster.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// What to do with the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    /// `--print-records`: llvm-tblgen's default output.
    PrintRecords,
    /// `--gen-op-doc`: op documentation (Markdown, as `mlir-tblgen -gen-op-doc`).
    GenOpDoc,
    /// `--gen-dialect-doc`: dialect documentation (`--dialect` picks one).
    GenDialectDoc,
    /// `--gen-attrdef-doc`: attribute definition documentation.
    GenAttrdefDoc,
    /// `--gen-typedef-doc`: type definition documentation.
    GenTypedefDoc,
    /// `--gen-op-interface-docs`: op interface documentation.
    GenOpInterfaceDocs,
    /// `--gen-pass-doc`: pass documentation.
    GenPassDoc,
    /// `--gen-pass-decls`: the Rust pass declarations `tblgen_build` writes.
    GenPassDecls,
    /// `--gen-rust`: the Rust code `tblgen_build::compile` writes for ops.
    GenRust,
    /// `--gen-rewriters`: the Rust patterns of the file's DRR rules.
    GenRewriters,
}

impl Action {
    /// The action named by a command-line flag (one or two leading dashes).
    fn from_flag(flag: &str) -> Option<Action> {
        Some(match flag.trim_start_matches('-') {
            "print-records" => Action::PrintRecords,
            "gen-op-doc" => Action::GenOpDoc,
            "gen-dialect-doc" => Action::GenDialectDoc,
            "gen-attrdef-doc" => Action::GenAttrdefDoc,
            "gen-typedef-doc" => Action::GenTypedefDoc,
            "gen-op-interface-docs" => Action::GenOpInterfaceDocs,
            "gen-pass-doc" => Action::GenPassDoc,
            "gen-pass-decls" => Action::GenPassDecls,
            "gen-rust" => Action::GenRust,
            "gen-rewriters" => Action::GenRewriters,
            _ => return None,
        })
    }

    /// Runs the action on the loaded records: the output text and any
    /// warnings (rendered), or the rendered errors.
    fn run(
        self,
        records: &tablegen::RecordKeeper,
        dialect: Option<&str>,
    ) -> Result<(String, String), String> {
        use tblgen_core::emit::{docs, drr, rust};
        let located = |r: Result<String, tblgen_core::diag::Diagnostic>| {
            r.map(|text| (text, String::new()))
                .map_err(|d| records.render(&d))
        };
        match self {
            Action::PrintRecords => Ok((records.print_records(), String::new())),
            Action::GenOpDoc => located(docs::gen_op_doc(records)),
            Action::GenDialectDoc => located(docs::gen_dialect_doc(records, dialect)),
            Action::GenAttrdefDoc => located(docs::gen_attrdef_doc(records)),
            Action::GenTypedefDoc => located(docs::gen_typedef_doc(records)),
            Action::GenOpInterfaceDocs => located(docs::gen_interface_docs(
                records,
                tblgen_core::ods::InterfaceKind::Op,
            )),
            Action::GenPassDoc => located(docs::gen_pass_doc(records)),
            Action::GenPassDecls => located(rust::gen_pass_decls(records)),
            Action::GenRust => rust::generate_with_warnings(records, &rust::Options::default())
                .map(|mut g| (g.files.swap_remove(0), g.warnings.to_string()))
                .map_err(|d| d.to_string()),
            Action::GenRewriters => drr::gen_rewriters(records)
                .map(|text| (text, String::new()))
                .map_err(|d| d.to_string()),
        }
    }
}

struct Args {
    action: Action,
    dialect: Option<String>,
    opts: Options,
    input: Option<PathBuf>,
    output: Option<PathBuf>,
    depfile: Option<PathBuf>,
    write_if_changed: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        action: Action::PrintRecords,
        dialect: None,
        opts: Options::default(),
        input: None,
        output: None,
        depfile: None,
        write_if_changed: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| format!("option '{}' requires a value", name))
        };
        match arg.as_str() {
            "--dialect" | "-dialect" => a.dialect = Some(value("--dialect")?),
            "--write-if-changed" | "-write-if-changed" => a.write_if_changed = true,
            "-I" => a.opts.include_dirs.push(PathBuf::from(value("-I")?)),
            "-D" => a.opts.defines.push(value("-D")?),
            "-o" => a.output = Some(PathBuf::from(value("-o")?)),
            "-d" => a.depfile = Some(PathBuf::from(value("-d")?)),
            "-h" | "--help" => {
                println!("usage: tblgen [ACTION] [--dialect NAME] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed] FILE.td");
                println!("actions: --print-records (default), --gen-op-doc, --gen-dialect-doc, --gen-attrdef-doc,");
                println!("         --gen-typedef-doc, --gen-op-interface-docs, --gen-pass-doc, --gen-rust,");
                println!("         --gen-pass-decls, --gen-rewriters");
                std::process::exit(0);
            }
            s if Action::from_flag(s).is_some() && s.starts_with('-') => {
                a.action = Action::from_flag(s).unwrap_or(Action::PrintRecords)
            }
            s if s.starts_with("--dialect=") || s.starts_with("-dialect=") => {
                a.dialect = s.split_once('=').map(|(_, d)| d.to_string())
            }
            s if s.starts_with("-I") && s.len() > 2 => {
                a.opts.include_dirs.push(PathBuf::from(&s[2..]))
            }
            s if s.starts_with("-D") && s.len() > 2 => a.opts.defines.push(s[2..].to_string()),
            s if s.starts_with("-o") && s.len() > 2 => a.output = Some(PathBuf::from(&s[2..])),
            s if s.starts_with("--I=") => a.opts.include_dirs.push(PathBuf::from(&s[4..])),
            s if s.starts_with('-') && s != "-" => return Err(format!("unknown option '{}'", s)),
            _ => {
                if a.input.is_some() {
                    return Err("too many input files".into());
                }
                a.input = Some(PathBuf::from(arg));
            }
        }
    }
    Ok(a)
}

fn write_out(path: &Option<PathBuf>, text: &str, if_changed: bool) -> Result<(), String> {
    match path {
        None => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).map_err(|e| e.to_string())
        }
        Some(p) => {
            if if_changed && std::fs::read_to_string(p).is_ok_and(|old| old == text) {
                return Ok(());
            }
            std::fs::write(p, text).map_err(|e| format!("could not write '{}': {}", p.display(), e))
        }
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tblgen: {}", e);
            return ExitCode::from(1);
        }
    };
    let input = args.input.clone().unwrap_or_else(|| PathBuf::from("-"));
    let mut args = args;
    args.opts.print_records = matches!(args.action, Action::PrintRecords);
    let opts = args.opts.clone();
    // The evaluation thread reports and ends the process itself: a thread
    // that exits hands its heap back (mimalloc purges it, which splits huge
    // pages), then the main thread has to wake up and join it; ending the
    // process at once skips both (measured: 5% less time over the
    // llvm-tblgen corpus, 12% less CPU on ArithOps.td). Everything is
    // written by then: `process::exit` flushes standard output, and the
    // other files are written and closed.
    // (The result is never dropped: freeing the records and statements
    // one by one would only delay the end.)
    tablegen::with_file(&input, &opts, move |res| {
        let code = report(&res, &args);
        std::process::exit(code)
    })
}

/// Runs the action on the result of a run, writes its output, notes and
/// depfile: the process's exit status.
fn report(res: &Result<tablegen::Loaded, tblgen_core::diag::Diagnostics>, args: &Args) -> i32 {
    // The records go to standard output as they are printed, rather than
    // as one text built first.
    let stream = args.action == Action::PrintRecords && args.output.is_none();
    let result = match res {
        Err(d) => Err(d.render()),
        Ok(loaded) => output(loaded, args, stream),
    };
    match result {
        Err(diags) => {
            eprint!("{}", diags);
            1
        }
        Ok((text, notes, deps)) => {
            eprint!("{}", notes);
            if stream {
                // Written already.
            } else if let Err(e) = write_out(&args.output, &text, args.write_if_changed) {
                eprintln!("tblgen: {}", e);
                return 1;
            }
            if let Some(d) = &args.depfile {
                let target = args
                    .output
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_else(|| "-".into());
                let mut s = format!("{}:", target);
                for dep in deps.iter().skip(1) {
                    s.push(' ');
                    s.push_str(&dep.replace(' ', "\\ "));
                }
                s.push('\n');
                if let Err(e) = std::fs::write(d, s) {
                    eprintln!("tblgen: could not write depfile: {}", e);
                    return 1;
                }
            }
            0
        }
    }
}

/// Runs the action on loaded records: its output text (empty when the
/// records were streamed to standard output), the rendered notes and
/// warnings, and the files read; or the rendered errors.
fn output(
    loaded: &tablegen::Loaded,
    args: &Args,
    stream: bool,
) -> Result<(String, String, Vec<String>), String> {
    let mut notes: String = loaded
        .notes
        .iter()
        .map(|n| loaded.records.render(n))
        .collect();
    let text = if stream {
        eprint!("{}", std::mem::take(&mut notes));
        tablegen::print::write_records(&loaded.records, &mut std::io::stdout().lock())
            .map_err(|e| format!("tblgen: {}\n", e))?;
        String::new()
    } else {
        let (text, warnings) = args.action.run(&loaded.records, args.dialect.as_deref())?;
        notes.push_str(&warnings);
        text
    };
    let deps: Vec<String> = loaded
        .records
        .files_read()
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    Ok((text, notes, deps))
}
