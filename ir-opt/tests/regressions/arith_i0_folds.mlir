// FLAGS: --canonicalize
// Folding on i0 (0-bit integers; mlir-opt 19 crashes on sitofp/uitofp of an i0 constant, left out).
func.func @f0(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.addi %c, %c : i0
  %1 = arith.addi %a, %c : i0
  %2 = arith.addi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f1(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.subi %c, %c : i0
  %1 = arith.subi %a, %c : i0
  %2 = arith.subi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f2(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.muli %c, %c : i0
  %1 = arith.muli %a, %c : i0
  %2 = arith.muli %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f3(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.divsi %c, %c : i0
  %1 = arith.divsi %a, %c : i0
  %2 = arith.divsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f4(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.divui %c, %c : i0
  %1 = arith.divui %a, %c : i0
  %2 = arith.divui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f5(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.ceildivsi %c, %c : i0
  %1 = arith.ceildivsi %a, %c : i0
  %2 = arith.ceildivsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f6(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.ceildivui %c, %c : i0
  %1 = arith.ceildivui %a, %c : i0
  %2 = arith.ceildivui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f7(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.floordivsi %c, %c : i0
  %1 = arith.floordivsi %a, %c : i0
  %2 = arith.floordivsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f8(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.remsi %c, %c : i0
  %1 = arith.remsi %a, %c : i0
  %2 = arith.remsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f9(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.remui %c, %c : i0
  %1 = arith.remui %a, %c : i0
  %2 = arith.remui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f10(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.andi %c, %c : i0
  %1 = arith.andi %a, %c : i0
  %2 = arith.andi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f11(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.ori %c, %c : i0
  %1 = arith.ori %a, %c : i0
  %2 = arith.ori %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f12(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.xori %c, %c : i0
  %1 = arith.xori %a, %c : i0
  %2 = arith.xori %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f13(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.shli %c, %c : i0
  %1 = arith.shli %a, %c : i0
  %2 = arith.shli %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f14(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.shrsi %c, %c : i0
  %1 = arith.shrsi %a, %c : i0
  %2 = arith.shrsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f15(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.shrui %c, %c : i0
  %1 = arith.shrui %a, %c : i0
  %2 = arith.shrui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f16(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.maxsi %c, %c : i0
  %1 = arith.maxsi %a, %c : i0
  %2 = arith.maxsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f17(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.maxui %c, %c : i0
  %1 = arith.maxui %a, %c : i0
  %2 = arith.maxui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f18(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.minsi %c, %c : i0
  %1 = arith.minsi %a, %c : i0
  %2 = arith.minsi %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @f19(%a: i0) -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.minui %c, %c : i0
  %1 = arith.minui %a, %c : i0
  %2 = arith.minui %c, %a : i0
  return %0, %1, %2 : i0, i0, i0
}
func.func @g(%a: i0, %b: i8) -> (i8, i8, i0, i1, i1, i0, i0, index, i0, f32, f32) {
  %c = arith.constant 0 : i0
  %0 = arith.extsi %a : i0 to i8
  %1 = arith.extui %c : i0 to i8
  %2 = arith.trunci %b : i8 to i0
  %3 = arith.cmpi slt, %c, %a : i0
  %4 = arith.cmpi eq, %c, %c : i0
  %low, %high = arith.mului_extended %c, %c : i0
  %i = arith.index_cast %c : i0 to index
  %j = arith.index_cast %i : index to i0
  %f = arith.constant 0.0 : f32
  %g = arith.uitofp %a : i0 to f32
  return %0, %1, %2, %3, %4, %low, %high, %i, %j, %f, %g : i8, i8, i0, i1, i1, i0, i0, index, i0, f32, f32
}
