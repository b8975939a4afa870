// FLAGS: --transform-interpreter --split-input-file
// EXIT: 1
// transform.apply_conversion_patterns: legality, full and partial
// conversions, and upstream's errors.
func.func @f(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %m = arith.muli %s, %a : i32
  return %m : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {
      legal_dialects = ["llvm", "func"],
      legal_ops = ["arith.muli"],
      partial_conversion
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @g(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {
      legal_dialects = ["llvm"]
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @h(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
    } {
      legal_dialects = ["llvm"],
      illegal_ops = ["arith.addi"],
      partial_conversion
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @k(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}
    } {
      legal_dialects = ["llvm"],
      illegal_ops = ["arith.addi"],
      partial_conversion
    } : !transform.any_op
    transform.yield
  }
}
