// FLAGS: --canonicalize
// Folding of arith and math ops on integers wider than 128 bits (LLVM's APInt semantics at any width).
func.func @binary_i256() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %b = arith.constant 1361129467683753853853498429727072845836 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %r0 = arith.addi %a, %b : i256
  %s0 = arith.addi %n, %b : i256
  %t0 = arith.addi %b, %n : i256
  %r1 = arith.subi %a, %b : i256
  %s1 = arith.subi %n, %b : i256
  %t1 = arith.subi %b, %n : i256
  %r2 = arith.muli %a, %b : i256
  %s2 = arith.muli %n, %b : i256
  %t2 = arith.muli %b, %n : i256
  %r3 = arith.divsi %a, %b : i256
  %s3 = arith.divsi %n, %b : i256
  %t3 = arith.divsi %b, %n : i256
  %r4 = arith.divui %a, %b : i256
  %s4 = arith.divui %n, %b : i256
  %t4 = arith.divui %b, %n : i256
  %r5 = arith.remsi %a, %b : i256
  %s5 = arith.remsi %n, %b : i256
  %t5 = arith.remsi %b, %n : i256
  %r6 = arith.remui %a, %b : i256
  %s6 = arith.remui %n, %b : i256
  %t6 = arith.remui %b, %n : i256
  %r7 = arith.ceildivsi %a, %b : i256
  %s7 = arith.ceildivsi %n, %b : i256
  %t7 = arith.ceildivsi %b, %n : i256
  %r8 = arith.ceildivui %a, %b : i256
  %s8 = arith.ceildivui %n, %b : i256
  %t8 = arith.ceildivui %b, %n : i256
  %r9 = arith.floordivsi %a, %b : i256
  %s9 = arith.floordivsi %n, %b : i256
  %t9 = arith.floordivsi %b, %n : i256
  %r10 = arith.andi %a, %b : i256
  %s10 = arith.andi %n, %b : i256
  %t10 = arith.andi %b, %n : i256
  %r11 = arith.ori %a, %b : i256
  %s11 = arith.ori %n, %b : i256
  %t11 = arith.ori %b, %n : i256
  %r12 = arith.xori %a, %b : i256
  %s12 = arith.xori %n, %b : i256
  %t12 = arith.xori %b, %n : i256
  %r13 = arith.maxsi %a, %b : i256
  %s13 = arith.maxsi %n, %b : i256
  %t13 = arith.maxsi %b, %n : i256
  %r14 = arith.minsi %a, %b : i256
  %s14 = arith.minsi %n, %b : i256
  %t14 = arith.minsi %b, %n : i256
  %r15 = arith.maxui %a, %b : i256
  %s15 = arith.maxui %n, %b : i256
  %t15 = arith.maxui %b, %n : i256
  %r16 = arith.minui %a, %b : i256
  %s16 = arith.minui %n, %b : i256
  %t16 = arith.minui %b, %n : i256
  return %r0, %s0, %t0, %r1, %s1, %t1, %r2, %s2, %t2, %r3, %s3, %t3, %r4, %s4, %t4, %r5, %s5, %t5, %r6, %s6, %t6, %r7, %s7, %t7, %r8, %s8, %t8, %r9, %s9, %t9, %r10, %s10, %t10, %r11, %s11, %t11, %r12, %s12, %t12, %r13, %s13, %t13, %r14, %s14, %t14, %r15, %s15, %t15, %r16, %s16, %t16 : i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256
}
func.func @binary_i200() -> (i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200) {
  %a = arith.constant 12345 : i200
  %b = arith.constant 1361129467683753853853498429727072845836 : i200
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i200
  %r0 = arith.addi %a, %b : i200
  %s0 = arith.addi %n, %b : i200
  %t0 = arith.addi %b, %n : i200
  %r1 = arith.subi %a, %b : i200
  %s1 = arith.subi %n, %b : i200
  %t1 = arith.subi %b, %n : i200
  %r2 = arith.muli %a, %b : i200
  %s2 = arith.muli %n, %b : i200
  %t2 = arith.muli %b, %n : i200
  %r3 = arith.divsi %a, %b : i200
  %s3 = arith.divsi %n, %b : i200
  %t3 = arith.divsi %b, %n : i200
  %r4 = arith.divui %a, %b : i200
  %s4 = arith.divui %n, %b : i200
  %t4 = arith.divui %b, %n : i200
  %r5 = arith.remsi %a, %b : i200
  %s5 = arith.remsi %n, %b : i200
  %t5 = arith.remsi %b, %n : i200
  %r6 = arith.remui %a, %b : i200
  %s6 = arith.remui %n, %b : i200
  %t6 = arith.remui %b, %n : i200
  %r7 = arith.ceildivsi %a, %b : i200
  %s7 = arith.ceildivsi %n, %b : i200
  %t7 = arith.ceildivsi %b, %n : i200
  %r8 = arith.ceildivui %a, %b : i200
  %s8 = arith.ceildivui %n, %b : i200
  %t8 = arith.ceildivui %b, %n : i200
  %r9 = arith.floordivsi %a, %b : i200
  %s9 = arith.floordivsi %n, %b : i200
  %t9 = arith.floordivsi %b, %n : i200
  %r10 = arith.andi %a, %b : i200
  %s10 = arith.andi %n, %b : i200
  %t10 = arith.andi %b, %n : i200
  %r11 = arith.ori %a, %b : i200
  %s11 = arith.ori %n, %b : i200
  %t11 = arith.ori %b, %n : i200
  %r12 = arith.xori %a, %b : i200
  %s12 = arith.xori %n, %b : i200
  %t12 = arith.xori %b, %n : i200
  %r13 = arith.maxsi %a, %b : i200
  %s13 = arith.maxsi %n, %b : i200
  %t13 = arith.maxsi %b, %n : i200
  %r14 = arith.minsi %a, %b : i200
  %s14 = arith.minsi %n, %b : i200
  %t14 = arith.minsi %b, %n : i200
  %r15 = arith.maxui %a, %b : i200
  %s15 = arith.maxui %n, %b : i200
  %t15 = arith.maxui %b, %n : i200
  %r16 = arith.minui %a, %b : i200
  %s16 = arith.minui %n, %b : i200
  %t16 = arith.minui %b, %n : i200
  return %r0, %s0, %t0, %r1, %s1, %t1, %r2, %s2, %t2, %r3, %s3, %t3, %r4, %s4, %t4, %r5, %s5, %t5, %r6, %s6, %t6, %r7, %s7, %t7, %r8, %s8, %t8, %r9, %s9, %t9, %r10, %s10, %t10, %r11, %s11, %t11, %r12, %s12, %t12, %r13, %s13, %t13, %r14, %s14, %t14, %r15, %s15, %t15, %r16, %s16, %t16 : i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200, i200
}
func.func @binary_i129() -> (i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129) {
  %a = arith.constant 12345 : i129
  %b = arith.constant 12 : i129
  %n = arith.constant -3 : i129
  %r0 = arith.addi %a, %b : i129
  %s0 = arith.addi %n, %b : i129
  %t0 = arith.addi %b, %n : i129
  %r1 = arith.subi %a, %b : i129
  %s1 = arith.subi %n, %b : i129
  %t1 = arith.subi %b, %n : i129
  %r2 = arith.muli %a, %b : i129
  %s2 = arith.muli %n, %b : i129
  %t2 = arith.muli %b, %n : i129
  %r3 = arith.divsi %a, %b : i129
  %s3 = arith.divsi %n, %b : i129
  %t3 = arith.divsi %b, %n : i129
  %r4 = arith.divui %a, %b : i129
  %s4 = arith.divui %n, %b : i129
  %t4 = arith.divui %b, %n : i129
  %r5 = arith.remsi %a, %b : i129
  %s5 = arith.remsi %n, %b : i129
  %t5 = arith.remsi %b, %n : i129
  %r6 = arith.remui %a, %b : i129
  %s6 = arith.remui %n, %b : i129
  %t6 = arith.remui %b, %n : i129
  %r7 = arith.ceildivsi %a, %b : i129
  %s7 = arith.ceildivsi %n, %b : i129
  %t7 = arith.ceildivsi %b, %n : i129
  %r8 = arith.ceildivui %a, %b : i129
  %s8 = arith.ceildivui %n, %b : i129
  %t8 = arith.ceildivui %b, %n : i129
  %r9 = arith.floordivsi %a, %b : i129
  %s9 = arith.floordivsi %n, %b : i129
  %t9 = arith.floordivsi %b, %n : i129
  %r10 = arith.andi %a, %b : i129
  %s10 = arith.andi %n, %b : i129
  %t10 = arith.andi %b, %n : i129
  %r11 = arith.ori %a, %b : i129
  %s11 = arith.ori %n, %b : i129
  %t11 = arith.ori %b, %n : i129
  %r12 = arith.xori %a, %b : i129
  %s12 = arith.xori %n, %b : i129
  %t12 = arith.xori %b, %n : i129
  %r13 = arith.maxsi %a, %b : i129
  %s13 = arith.maxsi %n, %b : i129
  %t13 = arith.maxsi %b, %n : i129
  %r14 = arith.minsi %a, %b : i129
  %s14 = arith.minsi %n, %b : i129
  %t14 = arith.minsi %b, %n : i129
  %r15 = arith.maxui %a, %b : i129
  %s15 = arith.maxui %n, %b : i129
  %t15 = arith.maxui %b, %n : i129
  %r16 = arith.minui %a, %b : i129
  %s16 = arith.minui %n, %b : i129
  %t16 = arith.minui %b, %n : i129
  return %r0, %s0, %t0, %r1, %s1, %t1, %r2, %s2, %t2, %r3, %s3, %t3, %r4, %s4, %t4, %r5, %s5, %t5, %r6, %s6, %t6, %r7, %s7, %t7, %r8, %s8, %t8, %r9, %s9, %t9, %r10, %s10, %t10, %r11, %s11, %t11, %r12, %s12, %t12, %r13, %s13, %t13, %r14, %s14, %t14, %r15, %s15, %t15, %r16, %s16, %t16 : i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129
}
func.func @shifts_i256() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %c3 = arith.constant 3 : i256
  %c130 = arith.constant 130 : i256
  %c255 = arith.constant 255 : i256
  %c256 = arith.constant 256 : i256
  %x0 = arith.shli %a, %c3 : i256
  %x1 = arith.shli %a, %c130 : i256
  %x2 = arith.shli %a, %c255 : i256
  %x3 = arith.shli %a, %c256 : i256
  %x4 = arith.shli %n, %c3 : i256
  %x5 = arith.shli %n, %c130 : i256
  %x6 = arith.shli %n, %c255 : i256
  %x7 = arith.shli %n, %c256 : i256
  %x8 = arith.shrui %a, %c3 : i256
  %x9 = arith.shrui %a, %c130 : i256
  %x10 = arith.shrui %a, %c255 : i256
  %x11 = arith.shrui %a, %c256 : i256
  %x12 = arith.shrui %n, %c3 : i256
  %x13 = arith.shrui %n, %c130 : i256
  %x14 = arith.shrui %n, %c255 : i256
  %x15 = arith.shrui %n, %c256 : i256
  %x16 = arith.shrsi %a, %c3 : i256
  %x17 = arith.shrsi %a, %c130 : i256
  %x18 = arith.shrsi %a, %c255 : i256
  %x19 = arith.shrsi %a, %c256 : i256
  %x20 = arith.shrsi %n, %c3 : i256
  %x21 = arith.shrsi %n, %c130 : i256
  %x22 = arith.shrsi %n, %c255 : i256
  %x23 = arith.shrsi %n, %c256 : i256
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9, %x10, %x11, %x12, %x13, %x14, %x15, %x16, %x17, %x18, %x19, %x20, %x21, %x22, %x23 : i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256
}
func.func @cmpi_i256() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %p0 = arith.cmpi eq, %a, %n : i256
  %q0 = arith.cmpi eq, %n, %n : i256
  %p1 = arith.cmpi ne, %a, %n : i256
  %q1 = arith.cmpi ne, %n, %n : i256
  %p2 = arith.cmpi slt, %a, %n : i256
  %q2 = arith.cmpi slt, %n, %n : i256
  %p3 = arith.cmpi sle, %a, %n : i256
  %q3 = arith.cmpi sle, %n, %n : i256
  %p4 = arith.cmpi sgt, %a, %n : i256
  %q4 = arith.cmpi sgt, %n, %n : i256
  %p5 = arith.cmpi sge, %a, %n : i256
  %q5 = arith.cmpi sge, %n, %n : i256
  %p6 = arith.cmpi ult, %a, %n : i256
  %q6 = arith.cmpi ult, %n, %n : i256
  %p7 = arith.cmpi ule, %a, %n : i256
  %q7 = arith.cmpi ule, %n, %n : i256
  %p8 = arith.cmpi ugt, %a, %n : i256
  %q8 = arith.cmpi ugt, %n, %n : i256
  %p9 = arith.cmpi uge, %a, %n : i256
  %q9 = arith.cmpi uge, %n, %n : i256
  return %p0, %q0, %p1, %q1, %p2, %q2, %p3, %q3, %p4, %q4, %p5, %q5, %p6, %q6, %p7, %q7, %p8, %q8, %p9, %q9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @casts_i256() -> (i256, i256, i64, i130, i300, i300, index, index, i256, i256, f64, f64, f32, f32, i256) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %s = arith.constant -5 : i64
  %i = arith.constant -7 : index
  %0 = arith.extsi %s : i64 to i256
  %1 = arith.extui %s : i64 to i256
  %2 = arith.trunci %a : i256 to i64
  %3 = arith.trunci %n : i256 to i130
  %4 = arith.extsi %n : i256 to i300
  %5 = arith.extui %n : i256 to i300
  %6 = arith.index_cast %a : i256 to index
  %7 = arith.index_castui %n : i256 to index
  %8 = arith.index_cast %i : index to i256
  %9 = arith.index_castui %i : index to i256
  %10 = arith.sitofp %n : i256 to f64
  %11 = arith.uitofp %n : i256 to f64
  %12 = arith.sitofp %a : i256 to f32
  %13 = arith.uitofp %n : i256 to f32
  %14 = arith.bitcast %a : i256 to i256
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i256, i256, i64, i130, i300, i300, index, index, i256, i256, f64, f64, f32, f32, i256
}
func.func @fp_to_int_i256() -> (i256, i256, i256, i256, i256, i256, i200) {
  %big = arith.constant 1.0e70 : f64
  %neg = arith.constant -3.0e50 : f64
  %two = arith.constant 5.7896044618658097711785492504343953926634992332820282019728792003956564819968e76 : f64
  %0 = arith.fptosi %big : f64 to i256
  %1 = arith.fptoui %big : f64 to i256
  %2 = arith.fptosi %neg : f64 to i256
  %3 = arith.fptoui %neg : f64 to i256
  %4 = arith.fptosi %two : f64 to i256
  %5 = arith.fptoui %two : f64 to i256
  %6 = arith.fptosi %big : f64 to i200
  return %0, %1, %2, %3, %4, %5, %6 : i256, i256, i256, i256, i256, i256, i200
}
func.func @extended_i256() -> (i256, i256, i256, i256, i256, i1, i256, i1) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %lo, %hi = arith.mului_extended %a, %n : i256
  %slo, %shi = arith.mulsi_extended %a, %n : i256
  %sum, %carry = arith.addui_extended %a, %n : i256, i1
  %sum2, %carry2 = arith.addui_extended %a, %a : i256, i1
  return %lo, %hi, %slo, %shi, %sum, %carry, %sum2, %carry2 : i256, i256, i256, i256, i256, i1, i256, i1
}
func.func @math_i256() -> (i256, i256, i256, i256, i256, i256) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %n = arith.constant -1569275433846670190958947355801916604025588861116008628227 : i256
  %e = arith.constant 3 : i256
  %m = arith.constant -1 : i256
  %0 = math.ctlz %a : i256
  %1 = math.cttz %a : i256
  %2 = math.ctpop %n : i256
  %3 = math.absi %n : i256
  %4 = math.ipowi %n, %e : i256
  %5 = math.ipowi %m, %n : i256
  return %0, %1, %2, %3, %4, %5 : i256, i256, i256, i256, i256, i256
}
func.func @vectors_i256() -> (vector<2xi256>, vector<2xi256>, vector<2xi1>, vector<2xi256>, vector<2xi8>) {
  %a = arith.constant dense<[1, -2]> : vector<2xi256>
  %b = arith.constant dense<3> : vector<2xi256>
  %0 = arith.addi %a, %b : vector<2xi256>
  %1 = arith.muli %a, %b : vector<2xi256>
  %2 = arith.cmpi slt, %a, %b : vector<2xi256>
  %3 = arith.shli %a, %b : vector<2xi256>
  %4 = arith.trunci %a : vector<2xi256> to vector<2xi8>
  return %0, %1, %2, %3, %4 : vector<2xi256>, vector<2xi256>, vector<2xi1>, vector<2xi256>, vector<2xi8>
}
func.func @drr_i256(%x: i256) -> (i256, i256, i256) {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835313721 : i256
  %c = arith.constant 1 : i256
  %0 = arith.addi %x, %a : i256
  %1 = arith.addi %0, %c : i256
  %2 = arith.subi %1, %a : i256
  %3 = arith.muli %x, %a : i256
  %4 = arith.muli %3, %a : i256
  return %1, %2, %4 : i256, i256, i256
}
