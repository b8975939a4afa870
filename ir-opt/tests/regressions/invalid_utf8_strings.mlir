// FLAGS: --allow-unregistered-dialect
// Bytes that are not UTF-8 in strings and comments, as mlir-opt takes them: ÿþ
"a.x"() {s = "aÿbÃ©", t = "\FF", u = "cafÃ©", v = "â‚" : i32} : () -> () // €
%0 = "a.y"() {k = ["À", "õ€"]} : () -> i1
