//! MLIR generation through the library: the generated module seen through
//! the typed op wrappers, the printed form against `mlir-opt` 19 (the
//! oracle), the `toy.return` parent rule, deep expressions, large generated
//! programs, and mutated listings that must never panic.

use ir::{Context, OpId, PrintOptions};
use toy::dialect::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};
use toy::frontend;
use toy::mlirgen;

fn generate(file: &str, src: &str) -> (Context, OpId) {
    let checked = frontend::parse_and_check(file, src.as_bytes()).unwrap_or_else(|d| {
        panic!(
            "{}",
            frontend::diagnostic::render_all(&d, file, src.as_bytes())
        )
    });
    let mut ctx = mlirgen::context();
    let module = mlirgen::mlir_gen(&mut ctx, &checked)
        .unwrap_or_else(|d| panic!("{}", d.render(&ctx, &[(file, src)])));
    (ctx, module)
}

fn print(ctx: &Context, module: OpId, debug_info: bool) -> String {
    ir::print_operation(
        ctx,
        module,
        &PrintOptions {
            generic: false,
            debug_info,
            local_scope: true,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        },
    )
}

fn functions(ctx: &Context, module: OpId) -> Vec<OpId> {
    let body = ir::builtin::module_body(ctx, module).expect("module body");
    ctx.block_ops(body).collect()
}

fn body_ops(ctx: &Context, func: OpId) -> Vec<OpId> {
    let entry = ctx.region_entry(ctx.op_region(func, 0)).expect("entry");
    ctx.block_ops(entry).collect()
}

fn file_line_col(ctx: &Context, op: OpId) -> (String, u32, u32) {
    ir::diag::file_line_col(ctx, ctx.op_loc(op)).expect("a file:line:col location")
}

const CODEGEN: &str = include_str!("../examples/codegen.toy");

#[test]
fn codegen_through_typed_wrappers() {
    let (ctx, module) = generate("codegen.toy", CODEGEN);
    assert_eq!(file_line_col(&ctx, module), ("codegen.toy".into(), 0, 0));
    let funcs = functions(&ctx, module);
    assert_eq!(funcs.len(), 2);
    for &f in &funcs {
        assert!(ctx.op_is(f, mlirgen::FUNC_OP));
    }
    let unranked = "tensor<*xf64>";
    let ty = |v| ir::printer::type_to_string(&ctx, ctx.value_type(v));

    // multiply_transpose(a, b): two unranked arguments, one unranked result.
    let mt = funcs[0];
    let ft = ctx
        .attr(mt, "function_type")
        .and_then(|a| ctx.as_type(a))
        .expect("function type");
    assert_eq!(ctx.function_inputs(ft).map(<[_]>::len), Some(2));
    assert_eq!(ctx.function_results(ft).map(<[_]>::len), Some(1));
    assert_eq!(file_line_col(&ctx, mt), ("codegen.toy".into(), 4, 1));
    let ops = body_ops(&ctx, mt);
    assert_eq!(ops.len(), 4);
    let t0 = TransposeOp::cast(&ctx, ops[0]).expect("transpose");
    let t1 = TransposeOp::cast(&ctx, ops[1]).expect("transpose");
    let mul = MulOp::cast(&ctx, ops[2]).expect("mul");
    let ret = ReturnOp::cast(&ctx, ops[3]).expect("return");
    let entry = ctx.region_entry(ctx.op_region(mt, 0)).expect("entry");
    assert_eq!(t0.input(&ctx), ctx.block_arg(entry, 0));
    assert_eq!(t1.input(&ctx), ctx.block_arg(entry, 1));
    assert_eq!(
        (mul.lhs(&ctx), mul.rhs(&ctx)),
        (t0.result(&ctx), t1.result(&ctx))
    );
    assert_eq!(ret.input(&ctx), vec![mul.result(&ctx)]);
    assert_eq!(ty(mul.result(&ctx)), unranked);
    let locs: Vec<(u32, u32)> = ops
        .iter()
        .map(|&op| {
            let (_, l, c) = file_line_col(&ctx, op);
            (l, c)
        })
        .collect();
    assert_eq!(locs, [(5, 10), (5, 25), (5, 25), (5, 3)]);

    // main(): constants, reshapes, calls, print, the implicit return.
    let main = funcs[1];
    let ops = body_ops(&ctx, main);
    assert_eq!(ops.len(), 8);
    let c0 = ConstantOp::cast(&ctx, ops[0]).expect("constant");
    assert_eq!(
        ctx.dense_float_values(c0.value(&ctx)),
        Some(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    );
    assert_eq!(ty(c0.result(&ctx)), "tensor<2x3xf64>");
    let r1 = ReshapeOp::cast(&ctx, ops[1]).expect("reshape");
    assert_eq!(ty(r1.result(&ctx)), "tensor<2x3xf64>");
    let c2 = ConstantOp::cast(&ctx, ops[2]).expect("constant");
    assert_eq!(ty(c2.result(&ctx)), "tensor<6xf64>");
    let r3 = ReshapeOp::cast(&ctx, ops[3]).expect("reshape");
    assert_eq!(r3.input(&ctx), c2.result(&ctx));
    let call = GenericCallOp::cast(&ctx, ops[4]).expect("call");
    assert_eq!(call.callee(&ctx), "multiply_transpose");
    assert_eq!(call.inputs(&ctx), vec![r1.result(&ctx), r3.result(&ctx)]);
    let call2 = GenericCallOp::cast(&ctx, ops[5]).expect("call");
    assert_eq!(call2.inputs(&ctx), vec![r3.result(&ctx), r1.result(&ctx)]);
    let print = PrintOp::cast(&ctx, ops[6]).expect("print");
    assert_eq!(print.input(&ctx), call2.result(&ctx));
    let ret = ReturnOp::cast(&ctx, ops[7]).expect("return");
    assert!(!ret.has_operand(&ctx));
    assert_eq!(file_line_col(&ctx, ops[7]), ("codegen.toy".into(), 8, 1));
}

#[test]
fn statements_after_return_and_expression_statements() {
    let src = "def f(x) {\n  return x + x;\n  print(x);\n}\n\
               def main() {\n  var a = 1;\n  a;\n  f(a);\n  [1, 2];\n}\n";
    let (ctx, module) = generate("s.toy", src);
    let funcs = functions(&ctx, module);
    let names: Vec<Vec<String>> = funcs
        .iter()
        .map(|&f| {
            body_ops(&ctx, f)
                .iter()
                .map(|&op| ctx.op_name_of(op).to_string())
                .collect()
        })
        .collect();
    assert_eq!(names[0], ["toy.add", "toy.return"]);
    assert_eq!(
        names[1],
        [
            "toy.constant",
            "toy.generic_call",
            "toy.constant",
            "toy.return"
        ]
    );
    assert!(AddOp::cast(&ctx, body_ops(&ctx, funcs[0])[0]).is_some());
}

#[test]
fn empty_program_is_an_empty_module() {
    let (ctx, module) = generate("empty.toy", "# nothing\n");
    assert_eq!(print(&ctx, module, false), "module {\n}");
    assert_eq!(
        print(&ctx, module, true),
        "module {\n} loc(\"empty.toy\":0:0)"
    );
}

/// `toy.return` is accepted in a `toy.func` (the dialect's own function op)
/// as well as in the `builtin.func` the generator uses, and nowhere else.
#[test]
fn return_parent_rule() {
    let mut ctx = mlirgen::context();
    let loc = ctx.unknown_loc();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let f64 = ctx.f64();
    let unranked = ctx.unranked_tensor(f64);
    let fn_type = ctx.function_type(&[unranked], &[unranked]);
    let mut b = ir::OpBuilder::at_end(&mut ctx, body);
    let func = FuncOp::build_from_name_type(&mut b, loc, "f", fn_type);
    let entry = func.entry_block(&b).expect("entry");
    b.set_insertion_point_to_end(entry);
    let arg = b.block_arg(entry, 0);
    ReturnOp::build(&mut b, loc, &[arg]);
    ir::verify(&ctx, module).expect("toy.return in toy.func");

    // In a toy.func returning nothing, the dialect's own verifier applies.
    let mut ctx = mlirgen::context();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let f64 = ctx.f64();
    let unranked = ctx.unranked_tensor(f64);
    let fn_type = ctx.function_type(&[unranked], &[]);
    let mut b = ir::OpBuilder::at_end(&mut ctx, body);
    let func = FuncOp::build_from_name_type(&mut b, loc, "g", fn_type);
    let entry = func.entry_block(&b).expect("entry");
    b.set_insertion_point_to_end(entry);
    let arg = b.block_arg(entry, 0);
    ReturnOp::build(&mut b, loc, &[arg]);
    let d = ir::verify(&ctx, module).expect_err("one value too many");
    assert_eq!(
        d.message,
        "'toy.return' op does not return the same number of values (1) as the enclosing function (0)"
    );

    // Directly in a module.
    let mut ctx = mlirgen::context();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let mut b = ir::OpBuilder::at_end(&mut ctx, body);
    ReturnOp::build(&mut b, loc, &[]);
    let d = ir::verify(&ctx, module).expect_err("no function");
    assert_eq!(
        d.message,
        "'toy.return' op expects parent op to be one of 'builtin.func, toy.func'"
    );
}

/// The deepest expression the parser accepts generates (and prints) on a
/// test thread's default stack.
#[test]
fn deepest_expression() {
    let depth = frontend::parser::MAX_EXPR_DEPTH as usize;
    let mut src = String::from("def main() {\n  var a = 1;\n  print(a");
    for _ in 0..depth - 2 {
        src.push_str(" + a");
    }
    src.push_str(");\n}\n");
    let (ctx, module) = generate("deep.toy", &src);
    let ops = body_ops(&ctx, functions(&ctx, module)[0]);
    assert_eq!(ops.len(), 1 + (depth - 2) + 2);
    let text = print(&ctx, module, false);
    assert!(text.contains(&format!("%{} = \"toy.add\"", depth - 2)));
}

/// A generated program of a few thousand lines: verified, and its printed
/// form parses back to the same text.
#[test]
fn generated_program_round_trips() {
    let src = frontend::generate::generate_program(3000, 7);
    let (ctx, module) = generate("gen.toy", &src);
    let checked = frontend::parse_and_check("gen.toy", src.as_bytes()).expect("valid");
    assert_eq!(functions(&ctx, module).len(), checked.functions().len());
    for debug_info in [false, true] {
        let text = print(&ctx, module, debug_info);
        let mut ctx2 = mlirgen::context();
        let again = ir::parse_source(&mut ctx2, &text, "gen.mlir")
            .unwrap_or_else(|e| panic!("{}", e.render("gen.mlir", &text)));
        ir::verify(&ctx2, again).unwrap_or_else(|d| panic!("{}", d.render(&ctx2, &[])));
        assert_eq!(print(&ctx2, again, debug_info), text);
    }
}

/// Generated programs of many sizes and seeds all generate verified IR with
/// one function per Toy function, each ending in a `toy.return`.
#[test]
fn generated_programs_verify() {
    let min = frontend::generate::min_lines();
    for seed in 0..24u64 {
        let lines = min + (seed as usize) * 37;
        let src = frontend::generate::generate_program(lines, seed);
        let (ctx, module) = generate("g.toy", &src);
        let checked = frontend::parse_and_check("g.toy", src.as_bytes()).expect("valid");
        let funcs = functions(&ctx, module);
        assert_eq!(funcs.len(), checked.functions().len(), "seed {seed}");
        for &f in &funcs {
            let last = *body_ops(&ctx, f).last().expect("a terminator");
            assert!(ReturnOp::cast(&ctx, last).is_some(), "seed {seed}");
        }
    }
}

/// A tiny deterministic generator (xorshift) for the mutation test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Mutated chapter listings (bytes deleted, duplicated, replaced by MLIR
/// punctuation) are parsed, verified and printed with the `toy` dialect
/// registered: each is either valid (and then prints and re-parses) or
/// rejected with a located diagnostic, never a panic.
#[test]
fn mutated_listings_never_panic() {
    let listing = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mlir/codegen.chapter.mlir"
    ))
    .expect("listing");
    const PIECES: &[&str] = &[
        "%",
        "(",
        ")",
        "{",
        "}",
        "<",
        ">",
        ",",
        ":",
        "\"",
        "@",
        "x",
        "*",
        "0",
        "-1",
        "loc(",
        "toy.return",
        "toy.print",
        "tensor<",
        "dense<",
        "^bb0",
        "\n",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut valid, mut invalid) = (0, 0);
    for _ in 0..1500 {
        let mut text = listing.clone().into_bytes();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(text.len());
            match rng.below(3) {
                0 => {
                    let len = 1 + rng.below(8);
                    text.drain(at..(at + len).min(text.len()));
                }
                1 => {
                    let len = 1 + rng.below(12);
                    let piece = text[at..(at + len).min(text.len())].to_vec();
                    text.splice(at..at, piece);
                }
                _ => {
                    let piece = PIECES[rng.below(PIECES.len())].as_bytes();
                    text.splice(at..at, piece.iter().copied());
                }
            }
        }
        let Ok(text) = String::from_utf8(text) else {
            continue;
        };
        let mut ctx = mlirgen::context();
        let parsed = ir::parse_source(&mut ctx, &text, "m.mlir");
        let rendered = match parsed {
            Err(e) => e.render("m.mlir", &text),
            Ok(module) => match ir::verify(&ctx, module) {
                Err(d) => d.render(&ctx, &[("m.mlir", &text)]),
                Ok(()) => {
                    valid += 1;
                    let printed = print(&ctx, module, true);
                    let mut ctx2 = mlirgen::context();
                    let again = ir::parse_source(&mut ctx2, &printed, "p.mlir")
                        .unwrap_or_else(|e| panic!("{}\n{}", e.render("p.mlir", &printed), text));
                    assert_eq!(print(&ctx2, again, true), printed, "{text}");
                    continue;
                }
            },
        };
        invalid += 1;
        let first = rendered.lines().next().unwrap_or_default();
        let located = first
            .split(": error: ")
            .next()
            .is_some_and(|at| at.rsplitn(3, ':').count() == 3);
        assert!(located, "not located: {rendered}\n--- input:\n{text}");
    }
    assert!(valid > 0 && invalid > 0, "valid {valid}, invalid {invalid}");
}

/// `line` without its ` loc(...)` parts (the locations here hold no
/// parentheses).
fn without_locations(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(" loc(") {
        out.push_str(&rest[..at]);
        rest = rest[at..].split_once(')').map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}

fn mlir_opt() -> std::path::PathBuf {
    let path = std::env::var_os("MLIR_OPT")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| "/usr/lib/llvm-19/bin/mlir-opt".into());
    assert!(
        path.exists(),
        "mlir-opt 19 not found at {} (install mlir-19-tools or set MLIR_OPT): the oracle test cannot pass without it",
        path.display()
    );
    path
}

/// The printed form is MLIR's: `mlir-opt` 19, with the `toy` ops as opaque
/// ops and `func` spelled `func.func`, prints every golden program the same
/// (without locations; with locations, except that it adds locations to
/// function arguments).
#[test]
fn printed_form_matches_mlir_opt() {
    let mlir_opt = mlir_opt();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir");
    let mut programs: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/mlir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toy"))
        .collect();
    programs.sort();
    programs.push(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/codegen.toy"));
    let tmp = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mlirgen_oracle");
    std::fs::create_dir_all(&tmp).expect("temp dir");
    for program in &programs {
        let src = std::fs::read_to_string(program).expect("program");
        let (ctx, module) = generate("p.toy", &src);
        for debug_info in [false, true] {
            let ours = format!("{}\n", print(&ctx, module, debug_info))
                .replace("\n  func @", "\n  func.func @");
            let input = tmp.join("input.mlir");
            std::fs::write(&input, &ours).expect("write");
            let mut cmd = std::process::Command::new(&mlir_opt);
            cmd.arg("--allow-unregistered-dialect").arg(&input);
            if debug_info {
                cmd.args(["--mlir-print-debuginfo", "--mlir-print-local-scope"]);
            }
            let out = cmd.output().expect("mlir-opt runs");
            assert!(
                out.status.success(),
                "{}: {}",
                program.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let theirs = String::from_utf8(out.stdout).expect("UTF-8");
            // mlir-opt ends its output with one more newline.
            let theirs_lines: Vec<&str> = theirs.trim_end_matches('\n').lines().collect();
            let ours_lines: Vec<&str> = ours.lines().collect();
            assert_eq!(
                theirs_lines.len(),
                ours_lines.len(),
                "{}",
                program.display()
            );
            for (t, o) in theirs_lines.iter().zip(&ours_lines) {
                if debug_info && o.starts_with("  func.func @") {
                    // mlir-opt gives each argument the location where it was
                    // parsed; ours have the function's and are not printed.
                    assert_eq!(&without_locations(t), o, "{}", program.display());
                } else {
                    assert_eq!(t, o, "{}", program.display());
                }
            }
        }
    }
}
