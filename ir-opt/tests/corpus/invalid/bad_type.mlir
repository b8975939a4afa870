"t.a"() : () -> (tensor<2xf32)
