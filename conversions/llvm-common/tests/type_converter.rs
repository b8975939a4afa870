//! The LLVM type converter against upstream MLIR 19's `LLVMTypeConverter`
//! (the expected types are what `mlir-opt`'s lowerings produce for them,
//! as in `Conversion/*ToLLVM`), and the results it leaves alone.

use llvm_common::{llvm_type_converter, pack_operation_results, LowerToLlvmOptions};

/// The types of a parsed `"u.op"() : () -> (TYPES)`.
fn types(ctx: &mut ir::Context, types: &str) -> Vec<ir::Type> {
    let src = format!("\"u.op\"() : () -> ({types})");
    let module = ir::parse_source(ctx, &src, "t.mlir").expect("parses");
    let body = ir::builtin::module_body(ctx, module).expect("a module");
    let op = ctx.block_ops(body).next().expect("one op");
    ctx.result_types(op)
}

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    llvm::register_dialect(&mut ctx);
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// Each type converted (its text, or `-` when it does not convert).
fn converted(options: &LowerToLlvmOptions, input: &str) -> Vec<String> {
    let mut ctx = context();
    let tc = llvm_type_converter(options);
    types(&mut ctx, input)
        .into_iter()
        .map(|t| match tc.convert_type(&mut ctx, t) {
            Some(c) => ir::printer::type_to_string(&ctx, c),
            None => "-".to_string(),
        })
        .collect()
}

#[test]
fn builtin_types_convert_as_upstream() {
    let got = converted(
        &LowerToLlvmOptions::new(),
        "index, si8, ui16, i32, f16, bf16, f8E4M3FN, f8E5M2, complex<f32>, () -> (i32), \
         vector<i1>, vector<4xindex>, vector<2x3xindex>, vector<4x[2]xf32>, vector<[4]x2xf32>, \
         tensor<2xf32>, !llvm.ptr, !llvm.struct<(index, i32)>, !llvm.array<2 x index>, \
         !llvm.func<index (index, ...)>",
    );
    let expected = [
        "i64",
        "i8",
        "i16",
        "i32",
        "f16",
        "bf16",
        "i8",
        "i8",
        "!llvm.struct<(f32, f32)>",
        "!llvm.ptr",
        "vector<1xi1>",
        "vector<4xi64>",
        "!llvm.array<2 x vector<3xi64>>",
        "!llvm.array<4 x vector<[2]xf32>>",
        "-",
        "-",
        "!llvm.ptr",
        "!llvm.struct<(i64, i32)>",
        "!llvm.array<2 x i64>",
        "!llvm.func<i64 (i64, ...)>",
    ];
    assert_eq!(got, expected);
}

#[test]
fn memrefs_are_their_descriptors() {
    let options = LowerToLlvmOptions::new();
    let got = converted(
        &options,
        "memref<2x?xf32>, memref<f32, 3>, memref<4xindex>, memref<*xf32>, memref<2xf32, \"gpu\">",
    );
    let expected = [
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>",
        "!llvm.struct<(ptr<3>, ptr<3>, i64)>",
        "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>",
        "!llvm.struct<(i64, ptr)>",
        "-",
    ];
    assert_eq!(got, expected);
    // The memory space that is not an integer is reported, as upstream's
    // converter does.
    let reported: Vec<String> = options
        .diagnostics
        .borrow()
        .iter()
        .map(|d| d.message.clone())
        .collect();
    assert_eq!(
        reported,
        ["conversion of memref memory space \"gpu\" to integer address space failed. Consider adding memory space conversions."]
    );
}

#[test]
fn the_index_bitwidth_option_sets_the_width_of_index() {
    let options = LowerToLlvmOptions::with_index_bitwidth_option(32);
    assert_eq!(options.index_bitwidth(), 32);
    let got = converted(&options, "index, vector<2xindex>, !llvm.array<3 x index>");
    assert_eq!(got, ["i32", "vector<2xi32>", "!llvm.array<3 x i32>"]);
    // 0 asks for the data layout's width: 64 bits by default.
    let derived = LowerToLlvmOptions::with_index_bitwidth_option(0);
    assert_eq!(derived.index_bitwidth(), 64);
}

#[test]
fn several_results_pack_into_a_literal_struct() {
    let mut ctx = context();
    let tc = llvm_type_converter(&LowerToLlvmOptions::new());
    let ts = types(&mut ctx, "index, f32");
    let packed = pack_operation_results(&tc, &mut ctx, &ts).expect("packs");
    assert_eq!(
        ir::printer::type_to_string(&ctx, packed),
        "!llvm.struct<(i64, f32)>"
    );
    let one = pack_operation_results(&tc, &mut ctx, &ts[..1]).expect("converts");
    assert_eq!(ir::printer::type_to_string(&ctx, one), "i64");
    // A member that does not convert: nothing to pack.
    let bad = types(&mut ctx, "tensor<2xf32>, f32");
    assert_eq!(pack_operation_results(&tc, &mut ctx, &bad), None);
}
