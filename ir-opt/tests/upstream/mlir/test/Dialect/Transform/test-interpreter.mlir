// RUN: mlir-opt %s --transform-interpreter -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s


// expected-remark @below {{parent function}}
func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

// expected-remark @below {{parent function}}
func.func @bar() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @const : benefit(1) {
        %r = pdl.types
        %0 = pdl.operation "arith.constant" -> (%r : !pdl.range<type>)
        pdl.rewrite %0 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %f = pdl_match @const in %arg1 : (!transform.any_op) -> !transform.any_op
        %m = get_parent_op %f {isolated_from_above} : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %m, "parent function" : !transform.any_op
      }
    }
    transform.yield
  }
}

// -----

func.func @foo(%arg0: index, %arg1: index, %arg2: index) {
  // expected-note @below {{scope}}
  scf.for %i = %arg0 to %arg1 step %arg2 {
    %0 = arith.constant 0 : i32
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @match_const : benefit(1) {
        %0 = pdl.operands
        %1 = pdl.types
        %2 = pdl.operation "arith.constant"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
        pdl.rewrite %2 with "transform.dialect"
      }


      sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %0 = transform.pdl_match @match_const in %arg1 : (!transform.any_op) -> !transform.any_op
        %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
        // expected-error @below {{only isolated-from-above ops can be alternative scopes}}
        alternatives %1 : !transform.any_op {
        ^bb2(%arg2: !transform.any_op):
        }
      }
    }
    transform.yield
  }
}
// -----

// Expecting to match all operations by merging the handles that matched addi
// and subi separately.
func.func @foo(%arg0: index) {
  // expected-remark @below {{matched}}
  %0 = arith.addi %arg0, %arg0 : index
  // expected-remark @below {{matched}}
  %1 = arith.subi %arg0, %arg0 : index
  // expected-remark @below {{matched}}
  %2 = arith.addi %0, %1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @addi : benefit(1) {
        %0 = pdl.operands
        %1 = pdl.types
        %2 = pdl.operation "arith.addi"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
        pdl.rewrite %2 with "transform.dialect"
      }
      pdl.pattern @subi : benefit(1) {
        %0 = pdl.operands
        %1 = pdl.types
        %2 = pdl.operation "arith.subi"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
        pdl.rewrite %2 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb0(%arg1: !transform.any_op):
        %0 = pdl_match @addi in %arg1 : (!transform.any_op) -> !transform.any_op
        %1 = pdl_match @subi in %arg1 : (!transform.any_op) -> !transform.any_op
        %2 = merge_handles %0, %1 : !transform.any_op
        transform.debug.emit_remark_at %2, "matched" : !transform.any_op
      }
    }
    transform.yield
  }
}

// -----

func.func @foo(%arg0: index) {
  %0 = arith.addi %arg0, %arg0 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @addi : benefit(1) {
        %0 = pdl.operands
        %1 = pdl.types
        %2 = pdl.operation "arith.addi"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
        pdl.rewrite %2 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb0(%arg1: !transform.any_op):
        %0 = pdl_match @addi in %arg1 : (!transform.any_op) -> !transform.any_op
        %1 = pdl_match @addi in %arg1 : (!transform.any_op) -> !transform.any_op
        %2 = merge_handles deduplicate %0, %1 : !transform.any_op
        %3 = num_associations %2 : (!transform.any_op) -> !transform.param<i64>
        // expected-remark @below {{1}}
        transform.debug.emit_param_as_remark  %3 : !transform.param<i64>
      }
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func private @foo()
  func.func private @bar()

  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {

    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @func : benefit(1) {
        %0 = pdl.operands
        %1 = pdl.types
        %2 = pdl.operation "func.func"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
        pdl.rewrite %2 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb0(%arg1: !transform.any_op):
        %0 = pdl_match @func in %arg1 : (!transform.any_op) -> !transform.any_op
        %1 = replicate num(%0) %arg1 : !transform.any_op, !transform.any_op
        %p = num_associations %1 : (!transform.any_op) -> !transform.param<i64>
        // expected-remark @below {{2}}
        transform.debug.emit_param_as_remark  %p : !transform.param<i64>
        %2 = replicate num(%0) %1 : !transform.any_op, !transform.any_op
        %p2 = num_associations %2 : (!transform.any_op) -> !transform.param<i64>
        // expected-remark @below {{4}}
        transform.debug.emit_param_as_remark  %p2 : !transform.param<i64>
      }
    }
    transform.yield
  }
}

// -----

func.func @bar() {
  // expected-remark @below {{transform applied}}
  %0 = arith.constant 0 : i32
  // expected-remark @below {{transform applied}}
  %1 = arith.constant 1 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @const : benefit(1) {
        %r = pdl.types
        %0 = pdl.operation "arith.constant" -> (%r : !pdl.range<type>)
        pdl.rewrite %0 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %f = pdl_match @const in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.foreach %f : !transform.any_op {
        ^bb2(%arg2: !transform.any_op):
          %p = transform.num_associations %arg2 : (!transform.any_op) -> !transform.param<i64>
          // expected-remark @below {{1}}
          transform.debug.emit_param_as_remark  %p : !transform.param<i64>
          transform.debug.emit_remark_at %arg2, "transform applied" : !transform.any_op
        }
      }
    }
    transform.yield
  }
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %results, %types = transform.foreach %0 : !transform.any_op -> !transform.any_value, !transform.any_param {
    ^bb0(%op0 : !transform.any_op):
      %result = transform.get_result %op0[0] : (!transform.any_op) -> !transform.any_value
      %type = transform.get_type elemental %result  : (!transform.any_value) -> !transform.any_param
      transform.yield %result, %type : !transform.any_value, !transform.any_param
    }
    transform.debug.emit_remark_at %results, "result selected" : !transform.any_value
    transform.debug.emit_param_as_remark %types, "elemental types" at %0 : !transform.any_param, !transform.any_op

    transform.yield
  }
}

func.func @payload(%lhs: tensor<10x20xf16>,
                   %rhs: tensor<20x15xf32>) -> (tensor<10x15xf64>, tensor<10x15xf32>) {
  %cst64 = arith.constant 0.0 : f64
  %empty64 = tensor.empty() : tensor<10x15xf64>
  %fill64 = linalg.fill ins(%cst64 : f64) outs(%empty64 : tensor<10x15xf64>) -> tensor<10x15xf64>
  // expected-remark @below {{result selected}}
  // expected-note @below {{value handle points to an op result #0}}
  // expected-remark @below {{elemental types f64, f32}}
  %result64 = linalg.matmul ins(%lhs, %rhs: tensor<10x20xf16>, tensor<20x15xf32>)
                         outs(%fill64: tensor<10x15xf64>) -> tensor<10x15xf64>

  %cst32 = arith.constant 0.0 : f32
  %empty32 = tensor.empty() : tensor<10x15xf32>
  %fill32 = linalg.fill ins(%cst32 : f32) outs(%empty32 : tensor<10x15xf32>) -> tensor<10x15xf32>
  // expected-remark @below {{result selected}}
  // expected-note @below {{value handle points to an op result #0}}
  // expected-remark @below {{elemental types f64, f32}}
  %result32 = linalg.matmul ins(%lhs, %rhs: tensor<10x20xf16>, tensor<20x15xf32>)
                           outs(%fill32: tensor<10x15xf32>) -> tensor<10x15xf32>

  return %result64, %result32 : tensor<10x15xf64>, tensor<10x15xf32>

}

// -----

func.func @bar() {
  scf.execute_region {
    // expected-remark @below {{transform applied}}
    %0 = arith.constant 0 : i32
    scf.yield
  }

  scf.execute_region {
    // expected-remark @below {{transform applied}}
    %1 = arith.constant 1 : i32
    // expected-remark @below {{transform applied}}
    %2 = arith.constant 2 : i32
    scf.yield
  }

  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @const : benefit(1) {
        %r = pdl.types
        %0 = pdl.operation "arith.constant" -> (%r : !pdl.range<type>)
        pdl.rewrite %0 with "transform.dialect"
      }

      pdl.pattern @execute_region : benefit(1) {
        %r = pdl.types
        %0 = pdl.operation "scf.execute_region" -> (%r : !pdl.range<type>)
        pdl.rewrite %0 with "transform.dialect"
      }

      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %f = pdl_match @execute_region in %arg1 : (!transform.any_op) -> !transform.any_op
        %results = transform.foreach %f : !transform.any_op -> !transform.any_op {
        ^bb2(%arg2: !transform.any_op):
          %g = transform.pdl_match @const in %arg2 : (!transform.any_op) -> !transform.any_op
          transform.yield %g : !transform.any_op
        }

        %p = transform.num_associations %results : (!transform.any_op) -> !transform.param<i64>
        // expected-remark @below {{3}}
        transform.debug.emit_param_as_remark  %p : !transform.param<i64>
        transform.debug.emit_remark_at %results, "transform applied" : !transform.any_op
      }
    }
    transform.yield
  }
}

// -----

func.func @get_parent_for_op_no_loop(%arg0: index, %arg1: index) {
  // expected-remark @below {{found muli}}
  %0 = arith.muli %arg0, %arg1 : index
  arith.addi %0, %arg1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %muli = transform.get_producer_of_operand %addi[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %muli, "found muli" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @get_parent_for_op_no_loop(%arg0: index, %arg1: index) {
  // expected-note @below {{target op}}
  %0 = arith.muli %arg0, %arg1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %muli = transform.structured.match ops{["arith.muli"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a producer for operand number: 0 of}}
    %bbarg = transform.get_producer_of_operand %muli[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @get_consumer(%arg0: index, %arg1: index) {
  %0 = arith.muli %arg0, %arg1 : index
  // expected-remark @below {{found addi}}
  arith.addi %0, %arg1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %muli = transform.structured.match ops{["arith.muli"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %addi = transform.get_consumers_of_result %muli[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %addi, "found addi" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @get_consumer_fail_1(%arg0: index, %arg1: index) {
  %0 = arith.muli %arg0, %arg1 : index
  %1 = arith.muli %arg0, %arg1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %muli = transform.structured.match ops{["arith.muli"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{handle must be mapped to exactly one payload op}}
    %bbarg = transform.get_consumers_of_result %muli[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @get_consumer_fail_2(%arg0: index, %arg1: index) {
  %0 = arith.muli %arg0, %arg1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %muli = transform.structured.match ops{["arith.muli"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{result number overflow}}
    %bbarg = transform.get_consumers_of_result %muli[1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @split_handle(%a: index, %b: index, %c: index) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %a, %c : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%fun: !transform.any_op) {
    %muli = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
    %h:2 = transform.split_handle %muli : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.num_associations %h#0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark  %p : !transform.param<i64>
    %muli_2 = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected to contain 3 payload ops but it contains 2 payload ops}}
    %h_2:3 = transform.split_handle %muli_2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @split_handle(%a: index, %b: index, %c: index) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %a, %c : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb1(%fun: !transform.any_op):
      %muli = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
      %h:2 = split_handle %muli : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %p = transform.num_associations %h#0 : (!transform.any_op) -> !transform.param<i64>
      // expected-remark @below {{1}}
      transform.debug.emit_param_as_remark  %p : !transform.param<i64>
      %muli_2 = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
      // Silenceable failure and all handles are now empty.
      %h_2:3 = split_handle %muli_2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %p2 = transform.num_associations %h_2#0 : (!transform.any_op) -> !transform.param<i64>
      // expected-remark @below {{0}}
      transform.debug.emit_param_as_remark  %p2 : !transform.param<i64>
    }
    transform.yield
  }
}

// -----

func.func @split_handle(%a: index, %b: index, %c: index) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %a, %c : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%fun: !transform.any_op) {
    %muli_2 = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
    // No error, last result handle is empty.
    %h:3 = transform.split_handle %muli_2 {fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %p = transform.num_associations %h#0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark  %p : !transform.param<i64>
    %p2 = transform.num_associations %h#1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark  %p2 : !transform.param<i64>
    %p3 = transform.num_associations %h#2 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0}}
    transform.debug.emit_param_as_remark  %p3 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @split_handle(%a: index, %b: index, %c: index) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %a, %c : index
  %2 = arith.muli %a, %c : index
  %3 = arith.muli %a, %c : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%fun: !transform.any_op) {
    %muli_2 = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
    %h:2 = transform.split_handle %muli_2 {overflow_result = 0} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.num_associations %h#0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark  %p : !transform.param<i64>
    %p2 = transform.num_associations %h#1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark  %p2 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @split_handle(%a: index, %b: index, %c: index) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %a, %c : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.sequence %root : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb1(%fun: !transform.any_op):
      %muli = transform.structured.match ops{["arith.muli"]} in %fun : (!transform.any_op) -> !transform.any_op
      // expected-error @below {{expected to contain 3 payload ops but it contains 2 payload ops}}
      %h_2:3 = split_handle %muli : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      /// Test that yield does not crash in the presence of silenceable error in
      /// propagate mode.
      yield %fun : !transform.any_op
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.sequence %root : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %muli = transform.structured.match ops{["arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      // Edge case propagating empty handles in splitting.
      %0:3 = split_handle %muli : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      // Test does not crash when accessing the empty handle.
      yield %0#0 : !transform.any_op
    }
    transform.yield
  }
}

// -----

// expected-error @below {{could not find a nested named sequence with name: __transform_main}}
module {
}

// -----

// expected-remark @below {{addi operand}}
// expected-note @below {{value handle points to a block argument #0}}
func.func @get_operand_of_op(%arg0: index, %arg1: index) -> index {
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %operand = transform.get_operand %addi[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %operand, "addi operand" : !transform.any_value
    transform.yield
  }
}

// -----

func.func @get_out_of_bounds_operand_of_op(%arg0: index, %arg1: index) -> index {
  // expected-note @below {{while considering positions of this payload operation}}
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{position overflow 2 (updated from 2) for maximum 2}}
    %operand = transform.get_operand %addi[2] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %operand, "addi operand" : !transform.any_value
    transform.yield
  }
}

// -----

// expected-remark @below {{addi operand}}
// expected-note @below {{value handle points to a block argument #1}}
func.func @get_inverted_operand_of_op(%arg0: index, %arg1: index) -> index {
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %operand = transform.get_operand %addi[except(0)] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %operand, "addi operand" : !transform.any_value
    transform.yield
  }
}

// -----

func.func @get_multiple_operands_of_op(%arg0: index, %arg1: index) -> index {
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addui = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %operands = transform.get_operand %addui[all] : (!transform.any_op) -> !transform.any_value
    %p = transform.num_associations %operands : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %p : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @get_result_of_op(%arg0: index, %arg1: index) -> index {
  // expected-remark @below {{addi result}}
  // expected-note @below {{value handle points to an op result #0}}
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %result = transform.get_result %addi[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %result, "addi result" : !transform.any_value
    transform.yield
  }
}

// -----

func.func @get_out_of_bounds_result_of_op(%arg0: index, %arg1: index) -> index {
  // expected-note @below {{while considering positions of this payload operation}}
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{position overflow 1 (updated from 1) for maximum 1}}
    %result = transform.get_result %addi[1] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %result, "addi result" : !transform.any_value
    transform.yield
  }
}

// -----

func.func @get_result_of_op(%arg0: index, %arg1: index) -> index {
  // expected-remark @below {{matched}}
  %r = arith.addi %arg0, %arg1 : index
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addi = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %result = transform.get_result %addi[0] : (!transform.any_op) -> !transform.any_value
    %op = transform.get_defining_op %result : (!transform.any_value) -> !transform.any_op
    transform.debug.emit_remark_at %op, "matched" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @get_multiple_result_of_op(%arg0: index, %arg1: index) -> (index, i1) {
  %r, %b = arith.addui_extended %arg0, %arg1 : index, i1
  return %r, %b : index, i1
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %addui = transform.structured.match ops{["arith.addui_extended"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %results = transform.get_result %addui[all] : (!transform.any_op) -> !transform.any_value
    %p = transform.num_associations %results : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %p : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @match(!transform.any_op {transform.readonly})
  transform.named_sequence @action()

  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{unresolved external symbol @match}}
    transform.foreach_match in %root
      @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @match(%arg: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @action()

  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{unresolved external symbol @action}}
    transform.foreach_match in %root
      @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Parameter deduplication happens by value

module attributes {transform.with_named_sequence} {

  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %1 = transform.param.constant 1 -> !transform.param<i64>
    %2 = transform.param.constant 1 -> !transform.param<i64>
    %3 = transform.param.constant 2 -> !transform.param<i64>
    %4 = transform.merge_handles %1, %2 { deduplicate } : !transform.param<i64>
    %p = transform.num_associations %4 : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %p : !transform.param<i64>

    %5 = transform.merge_handles %1, %1 { deduplicate } : !transform.param<i64>
    %p2 = transform.num_associations %5 : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %p2 : !transform.param<i64>

    %6 = transform.merge_handles %1, %3 { deduplicate } : !transform.param<i64>
    %p3 = transform.num_associations %6 : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %p3 : !transform.param<i64>

    %7 = transform.merge_handles %1, %1, %2, %3 : !transform.param<i64>
    %p4 = transform.num_associations %7 : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{4}}
    transform.debug.emit_param_as_remark %p4 : !transform.param<i64>
    transform.yield
  }
}

// -----

// CHECK-LABEL: func @test_apply_cse()
//       CHECK:   %[[const:.*]] = arith.constant 0 : index
//       CHECK:   %[[ex1:.*]] = scf.execute_region -> index {
//       CHECK:     scf.yield %[[const]]
//       CHECK:   }
//       CHECK:   %[[ex2:.*]] = scf.execute_region -> index {
//       CHECK:     scf.yield %[[const]]
//       CHECK:   }
//       CHECK:   return %[[const]], %[[ex1]], %[[ex2]]
func.func @test_apply_cse() -> (index, index, index) {
  // expected-remark @below{{eliminated 1}}
  // expected-remark @below{{eliminated 2}}
  %0 = arith.constant 0 : index
  %1 = scf.execute_region -> index {
    %2 = arith.constant 0 : index
    scf.yield %2 : index
  } {first}
  %3 = scf.execute_region -> index {
    %4 = arith.constant 0 : index
    scf.yield %4 : index
  } {second}
  return %0, %1, %3 : index, index, index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %0 = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %first = transform.structured.match attributes{first} in %0 : (!transform.any_op) -> !transform.any_op
    %elim_first = transform.structured.match ops{["arith.constant"]} in %first : (!transform.any_op) -> !transform.any_op
    %second = transform.structured.match attributes{first} in %0 : (!transform.any_op) -> !transform.any_op
    %elim_second = transform.structured.match ops{["arith.constant"]} in %first : (!transform.any_op) -> !transform.any_op

    // There are 3 arith.constant ops.
    %all = transform.structured.match ops{["arith.constant"]} in %0 : (!transform.any_op) -> !transform.any_op
    %p = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{3}}
    transform.debug.emit_param_as_remark %p : !transform.param<i64>
    // "deduplicate" has no effect because these are 3 different ops.
    %merged_before = transform.merge_handles deduplicate %all : !transform.any_op
    %p2 = transform.num_associations %merged_before : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{3}}
    transform.debug.emit_param_as_remark %p2 : !transform.param<i64>

    // Apply CSE.
    transform.apply_cse to %0 : !transform.any_op

    // The handle is still mapped to 3 arith.constant ops.
    %p3 = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{3}}
    transform.debug.emit_param_as_remark %p3 : !transform.param<i64>
    // But they are all the same op.
    %merged_after = transform.merge_handles deduplicate %all : !transform.any_op
    %p4 = transform.num_associations %merged_after : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{1}}
    transform.debug.emit_param_as_remark %p4 : !transform.param<i64>

    // The other handles were also updated.
    transform.debug.emit_remark_at %elim_first, "eliminated 1" : !transform.any_op
    %p5 = transform.num_associations %elim_first : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{1}}
    transform.debug.emit_param_as_remark %p5 : !transform.param<i64>
    transform.debug.emit_remark_at %elim_second, "eliminated 2" : !transform.any_op
    %p6 = transform.num_associations %elim_second : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{1}}
    transform.debug.emit_param_as_remark %p6 : !transform.param<i64>
    transform.yield
  }
}

// -----

// CHECK-LABEL: func @test_licm(
//       CHECK:   arith.muli
//       CHECK:   scf.for {{.*}} {
//       CHECK:     vector.print
//       CHECK:   }
func.func @test_licm(%arg0: index, %arg1: index, %arg2: index) {
  scf.for %iv = %arg0 to %arg1 step %arg2 {
    %0 = arith.muli %arg0, %arg1 : index
    vector.print %0 : index
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %0 : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below{{when applied to this op}}
module attributes {transform.with_named_sequence} {
  func.func @test_licm_invalid() {
    return
  }

  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    // expected-error @below{{transform applied to the wrong op kind}}
    transform.apply_licm to %arg1 : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{target op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below{{could not find a parent op that matches all requirements}}
    %3 = transform.get_parent_op %arg0 {op_name = "builtin.module"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @cast(%arg0: f32) -> f64 {
  // expected-remark @below{{f64}}
  %0 = arith.extf %arg0 : f32 to f64
  return %0 : f64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["arith.extf"]} in %arg0 : (!transform.any_op) -> !transform.op<"arith.extf">
    %1 = transform.get_result %0[0] : (!transform.op<"arith.extf">) -> !transform.any_value
    %2 = transform.get_type %1 : (!transform.any_value) -> !transform.type
    transform.debug.emit_param_as_remark %2 at %0 : !transform.type, !transform.op<"arith.extf">
    transform.yield
  }
}

// -----

func.func @verify_success(%arg0: f64) -> f64 {
  return %arg0 : f64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.verify %0 : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func @apply_dce(
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return
func.func @apply_dce(%f: f32, %m: memref<5xf32>, %idx: index) {
  // Two dead ops, interleaved with a non-dead op.
  %0 = tensor.empty() : tensor<5xf32>
  memref.store %f, %m[%idx] : memref<5xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<5xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %func_op = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %empty_op = transform.structured.match ops{["tensor.empty"]} in %func_op : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %func_op : !transform.any_op

    %p = transform.num_associations %empty_op : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below{{0}}
    transform.debug.emit_param_as_remark %p : !transform.param<i64>
    transform.yield
  }
}


// -----

func.func @no_constant_under_loop(%lb: index, %ub: index, %step: index) {
  scf.for %i= %lb to %ub step %step {
    arith.constant 0 : index
  }
  return
}

module @named_inclusion attributes { transform.with_named_sequence } {
// Match `arith.constant`s that are not nested under a `scf.for` and ensure
// there are none in the program

  transform.named_sequence @print(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "matched func" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_constant_not_under_scf_for(%root: !transform.any_op {transform.readonly})
    -> !transform.any_op {
    transform.match.operation_name %root ["arith.constant"] : !transform.any_op
    %for = transform.get_parent_op %root { op_name = "scf.for", allow_empty_results }
      : (!transform.any_op) -> (!transform.any_op)
    transform.match.operation_empty %for : !transform.any_op
    transform.yield %root : !transform.any_op
  }

  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.foreach_match in %arg0
        @match_constant_not_under_scf_for -> @print
      : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

func.func @no_constant_under_loop(%lb: index, %ub: index, %step: index) {
  // expected-remark @below {{no parent scf.for}}
  arith.constant 0 : index
  return
}

module @named_inclusion attributes { transform.with_named_sequence } {
  // Match `arith.constant`s that are not nested under a `scf.for` and ensure
  // there are none in the program

  transform.named_sequence @print(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "no parent scf.for" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_constant_not_under_scf_for(%root: !transform.any_op {transform.readonly})
    -> !transform.any_op {
    transform.match.operation_name %root ["arith.constant"] : !transform.any_op
    %for = transform.get_parent_op %root { op_name = "scf.for", allow_empty_results }
      : (!transform.any_op) -> (!transform.any_op)
    transform.match.operation_empty %for : !transform.any_op
    transform.yield %root : !transform.any_op
  }

  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.foreach_match in %arg0
        @match_constant_not_under_scf_for -> @print
      : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{result #0, associated with 2 payload objects, expected 1}}
    transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %0 = transform.merge_handles %arg0, %arg0 : !transform.any_op
    transform.yield %0 : !transform.any_op
  }
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{unresolved external symbol @matcher}}
    transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op
}

// -----

module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-remark @below {{matched}}
    %0 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{matched}}
    transform.debug.emit_remark_at %0, "matched" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %arg0 ["transform.debug.emit_remark_at", "transform.collect_matching"] : !transform.any_op
    transform.yield %arg0 : !transform.any_op
  }
}
