//! Parses and prints a function of N generated-format ops in custom and in
//! generic form and reports the times (`cargo run --release --example bench [N]`).

use std::time::Instant;

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
    };
    let custom = ir::print_operation(&ctx, m, &opts(false));
    let generic = ir::print_operation(&ctx, m, &opts(true));
    // Alternate the two forms and keep each one's best of `REPS` runs: the
    // machine is shared, single runs are noisy.
    const REPS: usize = 5;
    let mut best = [[f64::MAX; 2]; 2];
    for _ in 0..REPS {
        for (k, (name, text, generic_flag)) in
            [("custom", &custom, false), ("generic", &generic, true)]
                .into_iter()
                .enumerate()
        {
            let mut c = ir::Context::new();
            fmtdialect::register(&mut c);
            let mut test = ir::DialectDefinition::new("test");
            test.allow_unknown_ops = true;
            c.register_dialect(test);
            let t0 = Instant::now();
            let m = ir::parse_source(&mut c, text, name).expect("parse");
            let parse = t0.elapsed().as_secs_f64() * 1e3;
            let t1 = Instant::now();
            let out = ir::print_operation(&c, m, &opts(generic_flag));
            let print = t1.elapsed().as_secs_f64() * 1e3;
            assert_eq!(&out, text);
            best[k][0] = best[k][0].min(parse);
            best[k][1] = best[k][1].min(print);
        }
    }
    for (k, name) in ["custom", "generic"].iter().enumerate() {
        println!(
            "{}: {} ops, parse {:.1} ms, print {:.1} ms (best of {})",
            name, n, best[k][0], best[k][1], REPS
        );
    }
    println!(
        "custom / generic: parse {:.2}x, print {:.2}x",
        best[0][0] / best[1][0],
        best[0][1] / best[1][1]
    );
}
