%0 = "a.x"() {z = 1, a = 2.5 : f32, s = "he\"l\nlo", u, b = true, arr = [1, 2 : i8, "x"], d = dense<[[1.0,2.0],[3.0,4.0]]> : tensor<2x2xf64>, sp = dense<1> : tensor<4xi32>, t = i32, sym = @foo::@bar, ai = array<i32: 1, 2>, dd = {q = 1}, f = 1.0e10, g = 0.1 : f64, h = 1.5 : f16, nan = 0x7FC00000 : f32} : () -> i32
%1:2 = "a.y"(%0, %0) <{p = 3 : i64}> ({
^bb0(%a: i32, %b: i32):
  %2 = "a.z"(%a) : (i32) -> i32
  "a.br"(%2)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "a.ret"(%c, %1#1) : (i32, f32) -> ()
}, {
  %5 = "a.q"() : () -> index
  "a.r"() ({
   ^bb0(%x: index):
     "a.w"(%x, %5) : (index, index) -> ()
  }) : () -> ()
}) : (i32, i32) -> (i32, f32)
%3 = "a.after"(%1#0) : (i32) -> i32
"a.e"() ({}) : () -> ()
