// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// -----

func.func @module_op() {
  // expected-error@+1 {{region should have no arguments}}
  builtin.module {
  ^bb1(%arg: i32):
  }
  return
}

// -----

// expected-error@+1 {{can only contain attributes with dialect-prefixed names}}
module attributes {attr} {
}

