// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Locations as attribute values (inline, through aliases, nested in arrays
// and dictionaries), dense string elements of unregistered element types
// (splats, nested lists, a hex-looking string, the empty list, sparse
// values), and opaque attributes with a type.
#l0 = loc("out":3:4)
"t.a"() {
  l1 = loc(callsite("foo" at "mysource.cc":10:8)),
  l2 = [loc("a"), loc(unknown), #l0],
  l3 = {x = loc(fused<"p">["a", "b":1:2])},
  l4 = loc("n"("c":1:1)),
  s0 = dense<"foo"> : tensor<2x!u.t>,
  s1 = dense<["a", "b\n"]> : tensor<2x!u.t>,
  s2 = dense<[["a", "b"], ["c", "d"]]> : tensor<2x2x!u.t>,
  s3 = dense<["x", "x"]> : tensor<2x!u.t>,
  s4 = dense<"0xZZ"> : tensor<!u.t>,
  s5 = dense<[]> : tensor<0x!u.t>,
  s6 = sparse<[[0, 1]], ["q"]> : tensor<2x2x!u.t>,
  o0 = #foo.attr : i32,
  o1 = [#foo<"x"> : tensor<2xi8>]
} : () -> () loc("op":1:1)
