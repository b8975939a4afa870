//! One-Shot Bufferize through the library API: the copy-before-write
//! rewrite, One-Shot Analysis's in-place decisions and the rewrite after
//! it, on small functions; the expected texts are `mlir-opt` 19's output
//! for the same input and options (`-one-shot-bufferize="..."`).

use bufferization_transforms::one_shot::empty_tensor::eliminate_empty_tensors;
use bufferization_transforms::one_shot::module_bufferize::run_one_shot_module_bufferize;
use bufferization_transforms::one_shot::{
    analysis, run_one_shot_bufferize, BufferizationOptions, BufferizationStatistics,
};
use ir::{Context, OpId};

fn parse(ctx: &mut Context, text: &str) -> OpId {
    func::register(ctx);
    arith::register(ctx);
    memref::register(ctx);
    scf::register(ctx);
    tensor::register(ctx);
    bufferization::register(ctx);
    bufferization_transforms::register_bufferizable_op_interface_external_models(ctx);
    ir::parse_source(ctx, text, "input.mlir").expect("parses")
}

fn print(ctx: &Context, module: OpId) -> String {
    ir::print_operation(ctx, module, &ir::PrintOptions::default())
}

/// Runs One-Shot Bufferize with `options` on `input`; the printed module,
/// or the first error's message.
fn run(input: &str, options: &BufferizationOptions) -> (String, BufferizationStatistics) {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, input);
    let mut stats = BufferizationStatistics::default();
    match run_one_shot_bufferize(&mut ctx, module, options, &mut stats) {
        Ok(()) => (print(&ctx, module), stats),
        Err(d) => (
            format!("error: {:?}", d.first().map(|d| d.message.clone())),
            stats,
        ),
    }
}

const INSERT_EXTRACT: &str =
    "func.func @f(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}";

const TWO_INSERTS: &str = "func.func @g(%i: index, %f: f32) -> (f32, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = tensor.extract %0[%i] : tensor<4xf32>
  %3 = tensor.extract %1[%i] : tensor<4xf32>
  return %2, %3 : f32, f32
}";

#[test]
fn copy_before_write_copies_every_written_buffer() {
    let options = BufferizationOptions {
        copy_before_write: true,
        ..BufferizationOptions::default()
    };
    let (out, _) = run(INSERT_EXTRACT, &options);
    assert_eq!(
        out,
        "module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
    %0 = bufferization.to_memref %arg0 : memref<?xf32, strided<[?], offset: ?>>
    %1 = bufferization.to_memref %arg0 : memref<?xf32, strided<[?], offset: ?>>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %1, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
    memref.store %arg2, %alloc[%arg1] : memref<?xf32>
    %2 = bufferization.to_tensor %alloc : memref<?xf32>
    %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
    return %2, %3 : tensor<?xf32>, f32
  }
}
"
    );
    let (out, _) = run(TWO_INSERTS, &options);
    assert_eq!(
        out,
        "module {
  func.func @g(%arg0: index, %arg1: f32) -> (f32, f32) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
    memref.store %arg1, %alloc_0[%arg0] : memref<4xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.copy %alloc_0, %alloc_1 : memref<4xf32> to memref<4xf32>
    memref.store %arg1, %alloc_1[%arg0] : memref<4xf32>
    %0 = memref.load %alloc_0[%arg0] : memref<4xf32>
    %1 = memref.load %alloc_1[%arg0] : memref<4xf32>
    return %0, %1 : f32, f32
  }
}
"
    );
}

#[test]
fn analysis_marks_the_conflicting_write_out_of_place() {
    let options = BufferizationOptions {
        test_analysis_only: true,
        ..BufferizationOptions::default()
    };
    let (out, stats) = run(TWO_INSERTS, &options);
    assert_eq!(
        out,
        "module {
  func.func @g(%arg0: index, %arg1: f32) -> (f32, f32) {
    %0 = tensor.empty() : tensor<4xf32>
    %inserted = tensor.insert %arg1 into %0[%arg0] {__inplace_operands_attr__ = [\"none\", \"true\", \"none\"]} : tensor<4xf32>
    %inserted_0 = tensor.insert %arg1 into %inserted[%arg0] {__inplace_operands_attr__ = [\"none\", \"false\", \"none\"]} : tensor<4xf32>
    %extracted = tensor.extract %inserted[%arg0] {__inplace_operands_attr__ = [\"true\", \"none\"]} : tensor<4xf32>
    %extracted_1 = tensor.extract %inserted_0[%arg0] {__inplace_operands_attr__ = [\"true\", \"none\"]} : tensor<4xf32>
    return %extracted, %extracted_1 : f32, f32
  }
}
"
    );
    assert_eq!(
        (stats.num_tensor_in_place, stats.num_tensor_out_of_place),
        (3, 1)
    );
    // A function argument is not writable: the insert goes out of place.
    let (out, _) = run(INSERT_EXTRACT, &options);
    assert!(
        out.contains("tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = [\"none\", \"false\", \"none\"]}"),
        "{out}"
    );
}

#[test]
fn analysis_then_rewrite_copies_only_the_conflict() {
    let options = BufferizationOptions {
        allow_unknown_ops: true,
        ..BufferizationOptions::default()
    };
    let (out, stats) = run(TWO_INSERTS, &options);
    assert_eq!(
        out,
        "module {
  func.func @g(%arg0: index, %arg1: f32) -> (f32, f32) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.store %arg1, %alloc[%arg0] : memref<4xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
    memref.store %arg1, %alloc_0[%arg0] : memref<4xf32>
    %0 = memref.load %alloc[%arg0] : memref<4xf32>
    %1 = memref.load %alloc_0[%arg0] : memref<4xf32>
    return %0, %1 : f32, f32
  }
}
"
    );
    assert_eq!(stats.num_buffer_alloc, 2);
}

#[test]
fn analysis_reports_writes_to_read_only_buffers() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        "func.func @m(%t: tensor<?xf32>, %dest: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}",
    );
    let err = analysis::analyze_op(&mut ctx, module, &BufferizationOptions::default())
        .expect_err("the destination is a function argument");
    assert_eq!(err.len(), 1);
    assert_eq!(
        err[0].message,
        "'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer"
    );
}

#[test]
fn unknown_ops_fail_unless_allowed() {
    let input = "func.func @u(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = \"foo.bar\"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}";
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let module = parse(&mut ctx, input);
    let mut stats = BufferizationStatistics::default();
    let options = BufferizationOptions {
        copy_before_write: true,
        ..BufferizationOptions::default()
    };
    let err = run_one_shot_bufferize(&mut ctx, module, &options, &mut stats)
        .expect_err("foo.bar is not bufferizable");
    assert_eq!(err[0].message, "op was not bufferized");
}

/// A callee that writes its argument in place, a caller that reads the
/// argument after the call and loops over the call's result.
const CALLER_CALLEE: &str =
    "func.func @callee(%t: tensor<?xf32>, %i: index, %f: f32) -> tensor<?xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @caller(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = call @callee(%t, %i, %f) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<?xf32>
  %2 = scf.for %iv = %i to %i step %i iter_args(%a = %0) -> tensor<?xf32> {
    %3 = tensor.insert %f into %a[%iv] : tensor<?xf32>
    scf.yield %3 : tensor<?xf32>
  }
  return %2, %1 : tensor<?xf32>, f32
}";

fn run_module(input: &str, options: &BufferizationOptions) -> String {
    run_module_in(Context::new(), input, options)
}

/// Runs One-Shot Module Bufferize on `input` parsed in `ctx`.
fn run_module_in(mut ctx: Context, input: &str, options: &BufferizationOptions) -> String {
    let module = parse(&mut ctx, input);
    let mut stats = BufferizationStatistics::default();
    match run_one_shot_module_bufferize(&mut ctx, module, options, &mut stats) {
        Ok(()) => print(&ctx, module),
        Err(d) => format!("error: {:?}", d.first().map(|d| d.message.clone())),
    }
}

#[test]
fn module_analysis_knows_what_callees_do_with_their_arguments() {
    let options = BufferizationOptions {
        bufferize_function_boundaries: true,
        test_analysis_only: true,
        ..BufferizationOptions::default()
    };
    assert_eq!(
        run_module(CALLER_CALLEE, &options),
        r#"module {
  func.func @callee(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<?xf32> {
    %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
    return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
  }
  func.func @caller(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
    %0 = call @callee(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<?xf32>, index, f32) -> tensor<?xf32>
    %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
    %1 = scf.for %arg3 = %arg1 to %arg1 step %arg1 iter_args(%arg4 = %0) -> (tensor<?xf32>) {
      %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
      scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
    } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
    return {__inplace_operands_attr__ = ["true", "none"]} %1, %extracted : tensor<?xf32>, f32
  }
}
"#
    );
}

#[test]
fn module_bufferize_rewrites_signatures_calls_and_loops() {
    let options = BufferizationOptions {
        bufferize_function_boundaries: true,
        ..BufferizationOptions::default()
    };
    assert_eq!(
        run_module(CALLER_CALLEE, &options),
        "module {
  func.func @callee(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    memref.store %arg2, %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
    return %arg0 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @caller(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
    %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %0 = call @callee(%cast, %arg1, %arg2) : (memref<?xf32, strided<[?], offset: ?>>, index, f32) -> memref<?xf32, strided<[?], offset: ?>>
    %1 = memref.load %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
    %2 = scf.for %arg3 = %arg1 to %arg1 step %arg1 iter_args(%arg4 = %0) -> (memref<?xf32, strided<[?], offset: ?>>) {
      memref.store %arg2, %arg4[%arg3] : memref<?xf32, strided<[?], offset: ?>>
      scf.yield %arg4 : memref<?xf32, strided<[?], offset: ?>>
    }
    return %2, %1 : memref<?xf32, strided<[?], offset: ?>>, f32
  }
}
"
    );
}

#[test]
fn module_bufferize_rejects_recursion() {
    let input = "func.func @a(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @b(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @a(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}";
    let options = BufferizationOptions {
        bufferize_function_boundaries: true,
        ..BufferizationOptions::default()
    };
    assert_eq!(
        run_module(input, &options),
        "error: Some(\"'builtin.module' op expected callgraph to be free of circular dependencies.\")"
    );
}

#[test]
fn empty_tensors_become_the_destination_subset_where_its_values_are_defined() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        "func.func @a(%t: tensor<10xf32>, %f: f32, %i: index, %s: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<5xf32>
  %1 = tensor.insert_slice %0 into %t[%s] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %1 : tensor<10xf32>
}
func.func @c(%t: tensor<10xf32>, %f: f32, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<5xf32>
  %c = arith.constant 2 : index
  %s = arith.addi %i, %c : index
  %1 = tensor.insert_slice %0 into %t[%s] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %1 : tensor<10xf32>
}",
    );
    eliminate_empty_tensors(&mut ctx, module).expect("analyzes");
    assert_eq!(
        print(&ctx, module),
        "module {
  func.func @a(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<10xf32> {
    %extracted_slice = tensor.extract_slice %arg0[%arg3] [5] [1] : tensor<10xf32> to tensor<5xf32>
    %inserted = tensor.insert %arg1 into %extracted_slice[%arg2] : tensor<5xf32>
    %inserted_slice = tensor.insert_slice %inserted into %arg0[%arg3] [5] [1] : tensor<5xf32> into tensor<10xf32>
    return %inserted_slice : tensor<10xf32>
  }
  func.func @c(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
    %0 = tensor.empty() : tensor<5xf32>
    %inserted = tensor.insert %arg1 into %0[%arg2] : tensor<5xf32>
    %c2 = arith.constant 2 : index
    %1 = arith.addi %arg2, %c2 : index
    %inserted_slice = tensor.insert_slice %inserted into %arg0[%1] [5] [1] : tensor<5xf32> into tensor<10xf32>
    return %inserted_slice : tensor<10xf32>
  }
}
"
    );
}

const LINALG_AND_GENERATE: &str = r#"#map = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xindex>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%t : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %0, %g : tensor<?xf32>, tensor<?xindex>
}"#;

/// Runs One-Shot Module Bufferize with the linalg dialect and its models.
fn run_module_with_linalg(input: &str, options: &BufferizationOptions) -> String {
    let mut ctx = Context::new();
    linalg::register(&mut ctx);
    bufferization_transforms::register_linalg_models(&mut ctx);
    run_module_in(ctx, input, options)
}

#[test]
fn linalg_ops_write_their_inits_in_place_and_generate_fills_an_allocation() {
    let mut options = BufferizationOptions {
        bufferize_function_boundaries: true,
        test_analysis_only: true,
        ..BufferizationOptions::default()
    };
    assert_eq!(
        run_module_with_linalg(LINALG_AND_GENERATE, &options),
        r#"#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index) -> (tensor<?xf32>, tensor<?xindex>) {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg0 : tensor<?xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg2: index):
      tensor.yield %arg2 : index
    } : tensor<?xindex>
    return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %0, %generated : tensor<?xf32>, tensor<?xindex>
  }
}
"#
    );
    options.test_analysis_only = false;
    assert_eq!(
        run_module_with_linalg(LINALG_AND_GENERATE, &options),
        r#"#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xindex>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<?xf32, strided<[?], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %in : f32
      linalg.yield %0 : f32
    }
    %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xindex>
    linalg.map outs(%alloc : memref<?xindex>)
      () {
        %0 = linalg.index 0 : index
        linalg.yield %0 : index
      }
    %cast = memref.cast %alloc : memref<?xindex> to memref<?xindex, strided<[?], offset: ?>>
    return %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>>, memref<?xindex>
  }
}
"#
    );
}
