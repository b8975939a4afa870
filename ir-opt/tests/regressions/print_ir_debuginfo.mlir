// FLAGS: -print-ir -mlir-print-debuginfo -o /dev/null
// print-ir dumps the op with the tool's printing flags (Operation::dump's
// default OpPrintingFlags read the command line).
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x.mlir":3:7)
  return %0 : i32
}
