// FLAGS: --allow-unregistered-dialect
// Issue 23: f80 and f128 values no f64 holds, kept as their bits and
// printed as mlir-opt's APFloat prints them (NaN payloads and an x87
// unnormal, which APFloat reads as a NaN, included).
"test.x"() {a = 0x3FFF8000000000000001 : f80, b = 0x4000921FB54442D18469898CC51701B8 : f128, c = 0x7FFF0000000000000000000000000001 : f128, d = 0x81F91905D591C5B2E75A : f80, e = 0x00000000000000000001 : f80, f = 0x3FFF0000000000000001 : f128} : () -> ()
