#l0 = loc("input.mlir":1:1)
#l1 = loc("other.mlir":10:20)
#unused = loc("nope":1:1)
"t.a"() : () -> () loc(#l0)
"t.b"() : () -> () loc(#l1)
"t.c"() : () -> () loc(#l0)
"t.d"() ({
^bb0(%x: i32 loc(#l1), %y: i32 loc(fused[#l0, "z":1:2])):
  "t.e"(%x) : (i32) -> () loc(callsite(#l0 at callsite("q":1:1 at #l1)))
}) : () -> () loc(fused<"meta">[#l0, #l1])
"t.f"() : () -> () loc(#fwd)
#fwd = loc("forward.mlir":3:3)
