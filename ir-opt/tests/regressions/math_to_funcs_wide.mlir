// FLAGS: --pass-pipeline=builtin.module(convert-math-to-funcs{convert-ctlz})
// Exponents and operands of odd and wide types (i1, i7, i128, i256: the
// exponent extremes of fpowi past 128 bits), and a second function.
func.func @wide(%a: f32, %b: i256, %c: i128, %d: i1, %e: i7) -> f32 {
  %0 = math.fpowi %a, %b : f32, i256
  %1 = math.fpowi %a, %c : f32, i128
  %2 = math.fpowi %a, %d : f32, i1
  %3 = math.fpowi %0, %e : f32, i7
  %4 = math.ipowi %e, %e : i7
  %5 = math.ctlz %c : i128
  %6 = math.ipowi %d, %d : i1
  return %3 : f32
}
func.func @other(%a: f64, %b: i32, %x: index) -> index {
  %0 = math.fpowi %a, %b : f64, i32
  return %x : index
}
