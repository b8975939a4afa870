//! Parses and prints a function of N generated-format ops in custom and in
//! generic form and reports the times (`cargo run --release --example bench [N]`;
//! `BENCH_FORM=custom` or `BENCH_FORM=generic` times one form only).

use std::time::Instant;

/// The thread's CPU time in ms (`/proc/thread-self/schedstat`: the machine
/// is shared, wall time counts other processes), or wall time since `t0`
/// where that file is missing.
struct Clock {
    t0: Instant,
}

impl Clock {
    fn now(&self) -> f64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
            .map_or_else(
                || self.t0.elapsed().as_secs_f64() * 1e3,
                |ns| ns as f64 / 1e6,
            )
    }
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200_000);
    let mut ctx = ir::Context::new();
    fmtdialect::register(&mut ctx);
    let mut test = ir::DialectDefinition::new("test");
    test.allow_unknown_ops = true;
    ctx.register_dialect(test);
    let mut src = String::from("\"test.func\"() ({\n^bb0(%a: i32, %b: i32):\n");
    for i in 0..n {
        let (x, y) = if i == 0 {
            ("%a".to_string(), "%b".to_string())
        } else {
            (format!("%v{}", i - 1), "%a".to_string())
        };
        src.push_str(&format!("  %v{} = fmt.add {}, {} : i32\n", i, x, y));
    }
    src.push_str("  \"test.ret\"() : () -> ()\n}) : () -> ()\n");
    let m = ir::parse_source(&mut ctx, &src, "in").expect("parse");
    let opts = |generic| ir::PrintOptions {
        generic,
        debug_info: false,
        local_scope: false,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    let custom = ir::print_operation(&ctx, m, &opts(false));
    let generic = ir::print_operation(&ctx, m, &opts(true));
    // Alternate the two forms over `REPS` runs; report each one's mean and
    // best CPU time. The CPU clock may tick coarsely (4 ms), so the mean over
    // all runs is the steadier figure, and each print is repeated `PRINTS` times.
    const REPS: usize = 9;
    const PRINTS: usize = 4;
    let clock = Clock { t0: Instant::now() };
    let mut best = [[f64::MAX; 2]; 2];
    let mut sum = [[0.0f64; 2]; 2];
    // `BENCH_FORM=custom` (or `generic`) runs only that form (for profiling).
    let only = std::env::var("BENCH_FORM").ok();
    for _ in 0..REPS {
        for (k, (name, text, generic_flag)) in
            [("custom", &custom, false), ("generic", &generic, true)]
                .into_iter()
                .enumerate()
        {
            if only.as_deref().is_some_and(|f| f != name) {
                continue;
            }
            let mut c = ir::Context::new();
            fmtdialect::register(&mut c);
            let mut test = ir::DialectDefinition::new("test");
            test.allow_unknown_ops = true;
            c.register_dialect(test);
            let t0 = clock.now();
            let m = ir::parse_source(&mut c, text, name).expect("parse");
            let t1 = clock.now();
            for _ in 0..PRINTS {
                let out = ir::print_operation(&c, m, &opts(generic_flag));
                assert_eq!(&out, text);
            }
            let t2 = clock.now();
            let (parse, print) = (t1 - t0, (t2 - t1) / PRINTS as f64);
            for (j, t) in [parse, print].into_iter().enumerate() {
                best[k][j] = best[k][j].min(t);
                sum[k][j] += t;
            }
        }
    }
    let mean = |k: usize, j: usize| sum[k][j] / REPS as f64;
    for (k, name) in ["custom", "generic"].iter().enumerate() {
        println!(
            "{}: {} ops, parse {:.1} ms (best {:.1}), print {:.1} ms (best {:.1}); CPU time, mean of {} runs",
            name, n, mean(k, 0), best[k][0], mean(k, 1), best[k][1], REPS
        );
    }
    println!(
        "custom / generic (best): parse {:.2}x, print {:.2}x",
        best[0][0] / best[1][0],
        best[0][1] / best[1][1]
    );
    println!(
        "custom / generic (mean): parse {:.2}x, print {:.2}x",
        mean(0, 0) / mean(1, 0),
        mean(0, 1) / mean(1, 1)
    );
}
