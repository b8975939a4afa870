//! The bufferization ops through the IR: custom forms printed as
//! `mlir-opt` 19 prints them, canonicalization as `mlir-opt --canonicalize`
//! 19 does (the expected texts are its output), verifier messages as
//! upstream's `BufferizationOps.cpp` words them, and the interfaces the ops
//! implement.

use bufferization::{
    AllocationOpInterfaceRef, CloneOp, MaterializeInDestinationOp, SubsetInsertionOpInterfaceRef,
};

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    tensor::register(&mut ctx);
    bufferization::register(&mut ctx);
    ctx
}

/// The module `src` parses as, verified, canonicalized when asked.
fn process(src: &str, canonicalize: bool) -> String {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    ir::verify(&ctx, module).expect("verifies");
    if canonicalize {
        let patterns = ir::rewrite::canonicalization_patterns(&mut ctx);
        ir::apply_patterns_greedily(&mut ctx, module, &patterns, ir::GreedyConfig::default())
            .expect("converges");
        ir::verify(&ctx, module).expect("still verifies");
    }
    ir::print_operation(&ctx, module, &ir::PrintOptions::default())
}

/// The verifier's message for `src`, which parses.
fn verify_error(src: &str) -> String {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    ir::verify(&ctx, module).expect_err("is rejected").message
}

#[test]
fn custom_forms_print_as_mlir_opt() {
    let src = r#"func.func @f(%buf: memref<*xf32>, %arg0: tensor<?xi64>, %m: memref<2xf32>, %t: tensor<?x5xf32>, %sz: index, %d: memref<?xf32, 3>, %c: i1) -> tensor<?x5xf32> {
  %clone = bufferization.clone %buf : memref<*xf32> to memref<*xf32>
  %0 = bufferization.to_memref %arg0 read_only : memref<?xi64, affine_map<(d0) -> (d0 + 7)>>
  %1 = bufferization.to_tensor %m restrict writable : memref<2xf32>
  %2 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %3 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %4 = bufferization.alloc_tensor(%sz) size_hint=%sz {memory_space = 1 : i64} : tensor<?xf32>
  %5 = bufferization.materialize_in_destination %t in %2 : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
  bufferization.materialize_in_destination %4 in restrict writable %d : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  bufferization.dealloc_tensor %1 : tensor<2xf32>
  %6:2 = bufferization.dealloc (%m, %d : memref<2xf32>, memref<?xf32, 3>) if (%c, %c) retain (%buf, %m : memref<*xf32>, memref<2xf32>)
  bufferization.dealloc
  return %5 : tensor<?x5xf32>
}
"#;
    let want = r#"#map = affine_map<(d0) -> (d0 + 7)>
module {
  func.func @f(%arg0: memref<*xf32>, %arg1: tensor<?xi64>, %arg2: memref<2xf32>, %arg3: tensor<?x5xf32>, %arg4: index, %arg5: memref<?xf32, 3>, %arg6: i1) -> tensor<?x5xf32> {
    %0 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
    %1 = bufferization.to_memref %arg1 read_only : memref<?xi64, #map>
    %2 = bufferization.to_tensor %arg2 restrict writable : memref<2xf32>
    %3 = bufferization.alloc_tensor(%arg4) : tensor<?x5xf32>
    %4 = bufferization.alloc_tensor() copy(%arg3) {escape = true} : tensor<?x5xf32>
    %5 = bufferization.alloc_tensor(%arg4) size_hint=%arg4 {memory_space = 1 : i64} : tensor<?xf32>
    %6 = bufferization.materialize_in_destination %arg3 in %3 : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
    bufferization.materialize_in_destination %5 in restrict writable %arg5 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
    bufferization.dealloc_tensor %2 : tensor<2xf32>
    %7:2 = bufferization.dealloc (%arg2, %arg5 : memref<2xf32>, memref<?xf32, 3>) if (%arg6, %arg6) retain (%arg0, %arg2 : memref<*xf32>, memref<2xf32>)
    bufferization.dealloc
    return %6 : tensor<?x5xf32>
  }
}
"#;
    assert_eq!(process(src, false), want);
}

#[test]
fn canonicalization_as_mlir_opt() {
    let src = r#"func.func @f(%m: memref<2xi32>, %c: i1, %d: i1) -> (tensor<4x?xf32>, i1, i1) {
  %c6 = arith.constant 6 : index
  %0 = bufferization.alloc_tensor(%c6) : tensor<4x?xf32>
  %1:2 = bufferization.dealloc (%m, %m : memref<2xi32>, memref<2xi32>) if (%c, %d) retain (%m, %m : memref<2xi32>, memref<2xi32>)
  return %0, %1#0, %1#1 : tensor<4x?xf32>, i1, i1
}
"#;
    let want = r#"module {
  func.func @f(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1) -> (tensor<4x?xf32>, i1, i1) {
    %0 = bufferization.alloc_tensor() : tensor<4x6xf32>
    %cast = tensor.cast %0 : tensor<4x6xf32> to tensor<4x?xf32>
    %1 = arith.ori %arg1, %arg2 : i1
    %2 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%1) retain (%arg0 : memref<2xi32>)
    return %cast, %2, %2 : tensor<4x?xf32>, i1, i1
  }
}
"#;
    assert_eq!(process(src, true), want);
}

#[test]
fn verifier_messages() {
    let alloc = "func.func @f(%i: index) {\n  %0 = bufferization.alloc_tensor(%i) : tensor<4x?x?xf32>\n  return\n}";
    assert_eq!(verify_error(alloc), "expected 2 dynamic sizes");
    let copy = "func.func @f(%t: tensor<?xf32>, %i: index) {\n  %0 = bufferization.alloc_tensor(%i) copy(%t) : tensor<?xf32>\n  return\n}";
    assert_eq!(
        verify_error(copy),
        "dynamic sizes not needed when copying a tensor"
    );
    let dest = "func.func @f(%a: tensor<5x5xf32>, %b: tensor<5xf32>) {\n  %0 = bufferization.materialize_in_destination %a in %b : (tensor<5x5xf32>, tensor<5xf32>) -> tensor<5xf32>\n  return\n}";
    assert_eq!(
        verify_error(dest),
        "'bufferization.materialize_in_destination' op rank mismatch between source and destination shape"
    );
    let writable = "func.func private @f(tensor<*xf32> {bufferization.writable = false})";
    assert_eq!(
        verify_error(writable),
        "'bufferization.writable' is invalid on external functions"
    );
    let manual = "func.func @f() {\n  %0 = arith.constant {bufferization.manual_deallocation} 0 : index\n  return\n}";
    assert_eq!(
        verify_error(manual),
        "'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect"
    );
}

#[test]
fn interfaces() {
    let src = "func.func @f(%m: memref<2xf32>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = bufferization.clone %m : memref<2xf32> to memref<2xf32>\n  %1 = bufferization.materialize_in_destination %a in %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n  return %1 : tensor<2xf32>\n}";
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    let ops = ctx.walk_postorder(module);
    let clone = ops
        .iter()
        .find_map(|&o| CloneOp::cast(&ctx, o))
        .expect("a clone");
    let mat = ops
        .iter()
        .find_map(|&o| MaterializeInDestinationOp::cast(&ctx, o))
        .expect("a materialize_in_destination");
    let subset = SubsetInsertionOpInterfaceRef::get(&ctx, mat.operation()).expect("a subset op");
    assert_eq!(subset.get_source_operand(&ctx), 0);
    assert_eq!(subset.get_destination_operand(&ctx), 1);
    assert_eq!(
        subset.get_updated_destination(&ctx),
        mat.result(&ctx).expect("a result")
    );
    let dest = mat.dest(&ctx);
    assert!(subset.is_equivalent_subset(&ctx, dest, &|a, b| a == b));
    assert!(AllocationOpInterfaceRef::get(&ctx, clone.operation()).is_some());
    let copy = ir::interfaces::CopyOpInterfaceRef::get(&ctx, clone.operation()).expect("a copy");
    assert_eq!(copy.get_source(&ctx), clone.input(&ctx));
    assert_eq!(copy.get_target(&ctx), clone.output(&ctx));
}
