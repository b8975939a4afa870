// FLAGS: --allow-unregistered-dialect
// Values of the 8-bit float formats and tf32: overflow to infinity or NaN,
// underflow, no negative zero in FNUZ formats, types in results.
"test.x"() {a = 1.5 : f8E5M2, b = 0.1 : f8E4M3FN, c = 1.0e10 : f8E4M3FN, d = 1.0e10 : f8E5M2, e = 0x7F : f8E4M3FN, f = 0x80 : f8E4M3FNUZ, g = 3.0 : f8E5M2FNUZ, h = 0.3 : f8E4M3B11FNUZ, i = 0.1 : tf32, j = 1.0e-10 : f8E5M2, k = 0x7C : f8E5M2, l = 0xFE : f8E5M2, m = 2.5 : f8E4M3, n = -0.0 : f8E4M3FNUZ, o = 448.0 : f8E4M3FN, p = 1.0e10 : tf32} : () -> ()
"test.y"() {a = dense<[1.5, 0.1, 1.0e10, 0x7F]> : tensor<4xf8E4M3FN>, b = array<f8E5M2: 1.5>} : () -> ()
%0:7 = "test.z"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, tf32)
