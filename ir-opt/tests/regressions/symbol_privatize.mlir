// FLAGS: -symbol-privatize=exclude=aap,h,inner
// symbol-privatize (upstream's Transforms/test-symbol-privatize.mlir uses a test.
// attribute): top-level symbols become private but the excluded ones;
// nested tables are left alone.
module attributes {foo.simple} {
  func.func @aap() { return }
  func.func @kat() { return }
  func.func private @noot()
  memref.global "private" @g : memref<2xf32>
  memref.global @h : memref<2xf32>
  module @inner {
    func.func @deep() { return }
  }
}
