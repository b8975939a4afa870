"t.g"() {g = dense<[1, 2]> : tensor<2xf32>} : () -> ()
