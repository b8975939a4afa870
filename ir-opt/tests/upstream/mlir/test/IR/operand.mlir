// RUN: mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// -----

func.func @testfunc(%arg0: i32) {
  return
}
func.func @invalid_call_operandtype() {
  %0 = arith.constant 0.0 : f32
  // expected-error @+1 {{operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  call @testfunc(%0) : (f32) -> ()
  return
}
