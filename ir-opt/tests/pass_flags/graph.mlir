module {
  "test.a"() ({
  ^bb0(%a: i32, %b: i32):
    %0 = "test.b"(%a, %b) {x = 1 : i32, name = "a\"b\n"} : (i32, i32) -> i32
    %1:2 = "test.c"(%0) : (i32) -> (i32, f32)
    "test.d"(%1#0) : (i32) -> ()
  }) : () -> ()
  "test.e"() {v = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>, s = dense<1> : tensor<100xi8>, arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], long = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"} : () -> ()
}
