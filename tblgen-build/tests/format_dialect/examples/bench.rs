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
    for (name, text, generic_flag) in [("custom", &custom, false), ("generic", &generic, true)] {
        let mut c = ir::Context::new();
        fmtdialect::register(&mut c);
        let mut test = ir::DialectDefinition::new("test");
        test.allow_unknown_ops = true;
        c.register_dialect(test);
        let t0 = Instant::now();
        let m = ir::parse_source(&mut c, text, name).expect("parse");
        let parse = t0.elapsed();
        let t1 = Instant::now();
        let out = ir::print_operation(&c, m, &opts(generic_flag));
        let print = t1.elapsed();
        assert_eq!(&out, text);
        println!(
            "{}: {} ops, parse {:.1} ms, print {:.1} ms",
            name,
            n,
            parse.as_secs_f64() * 1e3,
            print.as_secs_f64() * 1e3
        );
    }
}
