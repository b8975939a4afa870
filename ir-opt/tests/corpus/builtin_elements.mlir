// Elements attributes of every builtin kind: complex and hex dense
// elements, sparse elements, distinct attributes, dense arrays of every
// integer kind, and dense_resource blobs from the file's metadata.
#d0 = distinct[7]<[1, 2]>
"t.a"() {
  c0 = dense<(1.5,-2.0)> : tensor<2xcomplex<f32>>,
  c1 = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i16>>,
  c2 = dense<"0x0000803F0000004000004040000080400000A040"> : tensor<5xf32>,
  c3 = dense<"0x000020410000A040000020410000A040"> : tensor<2xcomplex<f32>>,
  c4 = dense<"0x0102"> : tensor<2x1xi8>,
  c5 = dense<0x7FC0> : tensor<2xf16>,
  s0 = sparse<[[0, 1], [2, 3]], [1.0, -2.5]> : tensor<3x4xf32>,
  s1 = sparse<> : tensor<2x2xi32>,
  s2 = sparse<0, 7> : tensor<1xi64>,
  s3 = sparse<[[1], [0]], 3> : vector<2xi8>,
  d0 = #d0,
  d1 = distinct[3]<>,
  d2 = distinct[7]<[1, 2]>,
  d3 = distinct[1]<#d0>,
  a0 = array<ui8: 255, 0>,
  a1 = array<si16: -5>,
  a3 = array<i1: true, false>,
  r0 = dense_resource<blob1> : tensor<3xi64>,
  r1 = dense_resource<blob2> : tensor<2xf32>,
  r2 = dense_resource<blob1> : tensor<3xi64>
} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x040000000000803F00000040",
      unused: "0x0100000001"
    }
  }
#-}
