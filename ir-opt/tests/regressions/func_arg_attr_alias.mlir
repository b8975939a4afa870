// FLAGS: --split-input-file --allow-unregistered-dialect
// Attributes of a function body's arguments are not collected for aliases
// (upstream's DummyAliasOperationPrinter::printRegionArgument ignores
// them): printed in full, unless another use makes the alias. A bodiless
// function prints its argument attributes as a dictionary: collected.

func.func @body(%arg0: tensor<5xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) -> tensor<5xf32> {
  return %arg0 : tensor<5xf32>
}

// -----

func.func @body_and_use(%arg0: memref<5xf32> {test.layout = affine_map<(d0) -> (d0)>}) {
  "test.use"() {m = affine_map<(d0) -> (d0)>} : () -> ()
  return
}

// -----

func.func private @external(tensor<5xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>})
