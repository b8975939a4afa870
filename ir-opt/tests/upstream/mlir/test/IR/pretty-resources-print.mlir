// Check printing with --mlir-elide-resource-strings-if-larger elides printing large resources

// RUN: mlir-opt %s --mlir-elide-resource-strings-if-larger=20| FileCheck %s

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x08000000040000000000000005000000000000000600000000000000"
    }
  },
  external_resources: {
    external: {
      blob: "0x08000000010000000000000002000000000000000300000000000000",
      bool: true,
      string: "\"string\"" // with escape characters
    },
    other_stuff: {
      bool: true
    }
  }
#-}
