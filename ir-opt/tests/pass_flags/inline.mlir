// Calls through func only (no other dialect): a chain inlined bottom-up,
// a callee used twice (cloned, then moved), recursion left alone, an
// unregistered op blocking inlining, locations for call sites.
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  %0 = call @id(%b) : (i32) -> i32 loc("pair.cc":3:7)
  return %0, %a : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> (i32, i32) {
  %0 = call @id(%x) : (i32) -> i32 loc("caller.cc":1:1)
  %1:2 = call @pair(%0, %y) : (i32, i32) -> (i32, i32)
  %2:2 = call @pair(%1#1, %1#0) : (i32, i32) -> (i32, i32) loc("caller.cc":2:1)
  return %2#0, %2#1 : i32, i32
}
func.func @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @opaque(%x: i32) -> i32 {
  %0 = "foo.op"(%x) : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}
func.func @uses_opaque(%x: i32) -> i32 {
  %0 = call @opaque(%x) : (i32) -> i32
  %1 = call @id(%0) : (i32) -> i32
  return %1 : i32
}
