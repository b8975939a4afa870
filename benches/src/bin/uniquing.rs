//! `uniquing [N]`: for each kind of `benches::uniquing` (dialect types and
//! attributes from ODS, builtin ones beside them), in a fresh process (so
//! that the resident memory is the kind's own): N requests (half of them
//! duplicates), then N lookups in another order; prints the time of each
//! phase and the resident memory the distinct entries added, per entry (N
//! defaults to 1,000,000). `uniquing N K` measures kind number K alone.
//! Times are the thread's CPU time where Linux reports it (so that a busy
//! machine does not inflate them), wall time otherwise; the header says
//! which.
use std::process::ExitCode;
use std::time::Instant;

use benches::uniquing::{context, create, look_up, Kind};

/// The resident set size of this process in bytes (Linux), if known.
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// The CPU time this thread has run, in nanoseconds (Linux's scheduler
/// statistics), if known.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// A stopwatch on the thread's CPU time, or on the wall clock where the
/// CPU time is unknown.
enum Clock {
    Cpu(u64),
    Wall(Instant),
}

impl Clock {
    fn start() -> Clock {
        match thread_cpu_ns() {
            Some(ns) => Clock::Cpu(ns),
            None => Clock::Wall(Instant::now()),
        }
    }

    /// Seconds since `start`.
    fn seconds(&self) -> f64 {
        match self {
            Clock::Cpu(start) => {
                thread_cpu_ns().map_or(0.0, |now| now.saturating_sub(*start) as f64 * 1e-9)
            }
            Clock::Wall(start) => start.elapsed().as_secs_f64(),
        }
    }
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
            let clock = if thread_cpu_ns().is_some() {
                "CPU"
            } else {
                "wall"
            };
            println!("| kind | requests | distinct | create ({clock} ms) | ns per request | look up ({clock} ms) | ns per lookup | bytes per distinct entry |");
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
    let t = Clock::start();
    let entries = create(&mut ctx, kind, n);
    let create_time = t.seconds();
    let after = resident_bytes();
    let t = Clock::start();
    let same = look_up(&mut ctx, kind, &entries, n);
    let lookup_time = t.seconds();
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
        create_time * 1e3,
        create_time * 1e9 / n as f64,
        lookup_time * 1e3,
        lookup_time * 1e9 / n as f64,
    );
    ExitCode::SUCCESS
}
