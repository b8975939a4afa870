// FLAGS: --split-input-file
// EXIT: 1
// dialect_resources groups of dialects with an OpAsmDialectInterface (ml_program,
// llvm: no key known, the error at the key) and of one without (arith).
// expected-error@+4 {{unknown 'resource' key 'unknown_entry' for dialect 'ml_program'}}
{-#
  dialect_resources: {
    ml_program: {
      unknown_entry: "foo"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    llvm: {
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    llvm: {
      x: "foo"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    arith: {
      x: "foo"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    ml_program: {
      "x": "foo"
    }
  }
#-}
