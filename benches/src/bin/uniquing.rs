//! `uniquing [N]`: for each kind of `benches::uniquing` (dialect types and
//! attributes from ODS, builtin ones beside them), in a fresh process (so
//! that the resident memory is the kind's own): N requests (half of them
//! duplicates), then N lookups in another order; prints the time of each
//! phase and the resident memory the distinct entries added, per entry (N
//! defaults to 1,000,000). `uniquing N K` measures kind number K alone.
use std::process::ExitCode;
use std::time::Instant;

use benches::uniquing::{context, create, look_up, Kind};

/// The resident set size of this process in bytes (Linux), if known.
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = match args.first().map(|a| a.parse::<usize>()) {
        None => 1_000_000,
        Some(Ok(n)) if n >= 2 => n,
        Some(_) => return usage(),
    };
    match args.get(1).map(|k| k.parse::<usize>()) {
        Some(Ok(k)) if k < Kind::ALL.len() => measure(Kind::ALL[k], n),
        Some(_) => usage(),
        None => {
            println!("| kind | requests | distinct | create (ms) | ns per request | look up (ms) | ns per lookup | bytes per distinct entry |");
            println!("|---|---:|---:|---:|---:|---:|---:|---:|");
            let Ok(me) = std::env::current_exe() else {
                eprintln!("uniquing: cannot find its own executable");
                return ExitCode::FAILURE;
            };
            for k in 0..Kind::ALL.len() {
                let status = std::process::Command::new(&me)
                    .args([n.to_string(), k.to_string()])
                    .status();
                if !matches!(status, Ok(s) if s.success()) {
                    return ExitCode::FAILURE;
                }
            }
            ExitCode::SUCCESS
        }
    }
}

fn usage() -> ExitCode {
    eprintln!("usage: uniquing [N >= 2 [KIND < {}]]", Kind::ALL.len());
    ExitCode::FAILURE
}

/// One row of the table: `n` requests and lookups of `kind`.
fn measure(kind: Kind, n: usize) -> ExitCode {
    let mut ctx = context();
    let before = resident_bytes();
    let t = Instant::now();
    let entries = create(&mut ctx, kind, n);
    let create_time = t.elapsed();
    let after = resident_bytes();
    let t = Instant::now();
    let same = look_up(&mut ctx, kind, &entries, n);
    let lookup_time = t.elapsed();
    if same != n {
        eprintln!(
            "{}: {} of {n} lookups returned another handle",
            kind.name(),
            n - same
        );
        return ExitCode::FAILURE;
    }
    // The handles vector (kept for the lookups) is not the context's.
    let handles = (entries.capacity() * std::mem::size_of_val(&entries[0])) as u64;
    let bytes = match (before, after) {
        (Some(b), Some(a)) => format!(
            "{:.0}",
            a.saturating_sub(b).saturating_sub(handles) as f64 / entries.len() as f64
        ),
        _ => "?".into(),
    };
    println!(
        "| {} | {n} | {} | {:.0} | {:.0} | {:.0} | {:.0} | {bytes} |",
        kind.name(),
        entries.len(),
        create_time.as_secs_f64() * 1e3,
        create_time.as_secs_f64() * 1e9 / n as f64,
        lookup_time.as_secs_f64() * 1e3,
        lookup_time.as_secs_f64() * 1e9 / n as f64,
    );
    ExitCode::SUCCESS
}
