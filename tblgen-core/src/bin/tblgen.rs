//! The `tblgen` command-line tool.
//!
//! `tblgen [--print-records] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed] FILE.td`
//!
//! Actions (`--print-records` is the default) are listed in [`Action`];
//! backends added later register a `--gen-*` action there.

use std::path::PathBuf;
use std::process::ExitCode;
use tblgen_core::tablegen::{self, Options};

/// What to do with the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    /// `--print-records`: llvm-tblgen's default output.
    PrintRecords,
}

struct Args {
    action: Action,
    opts: Options,
    input: Option<PathBuf>,
    output: Option<PathBuf>,
    depfile: Option<PathBuf>,
    write_if_changed: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        action: Action::PrintRecords,
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
            "--print-records" | "-print-records" => a.action = Action::PrintRecords,
            "--write-if-changed" | "-write-if-changed" => a.write_if_changed = true,
            "-I" => a.opts.include_dirs.push(PathBuf::from(value("-I")?)),
            "-D" => a.opts.defines.push(value("-D")?),
            "-o" => a.output = Some(PathBuf::from(value("-o")?)),
            "-d" => a.depfile = Some(PathBuf::from(value("-d")?)),
            "-h" | "--help" => {
                println!("usage: tblgen [--print-records] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed] FILE.td");
                std::process::exit(0);
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
    let action = args.action;
    let result = tablegen::with_file(&input, &args.opts, move |res| match res {
        Err(d) => Err(d.render()),
        Ok(loaded) => {
            let notes: String = loaded
                .notes
                .iter()
                .map(|n| loaded.records.render(n))
                .collect();
            let text = match action {
                Action::PrintRecords => loaded.records.print_records(),
            };
            let deps: Vec<String> = loaded
                .records
                .files_read()
                .iter()
                .map(|p| p.display().to_string())
                .collect();
            // The process ends right after printing: skip freeing every record.
            std::mem::forget(loaded);
            Ok((text, notes, deps))
        }
    });
    match result {
        Err(diags) => {
            eprint!("{}", diags);
            ExitCode::from(1)
        }
        Ok((text, notes, deps)) => {
            eprint!("{}", notes);
            if let Err(e) = write_out(&args.output, &text, args.write_if_changed) {
                eprintln!("tblgen: {}", e);
                return ExitCode::from(1);
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
                    return ExitCode::from(1);
                }
            }
            ExitCode::SUCCESS
        }
    }
}
