#l = loc("x.mlir":1:2)
"a.x"() : () -> () loc(unknown)
"a.y"() : () -> () loc(fused["a.mlir":1:2, "b":3:4])
"a.y"() : () -> () loc(fused<"meta">["a.mlir":1:2, "b":3:4])
"a.z"() : () -> () loc("name")
"a.z"() : () -> () loc("name"("f":1:1))
"a.z"() : () -> () loc(callsite("f":1:1 at "g":2:2))
"a.z"() : () -> () loc(#l)
"a.z"() ({
^bb0(%a : i32 loc(#l)):
 "a.t"() : ()->() loc(unknown)
}) : () -> () loc(fused[unknown])
