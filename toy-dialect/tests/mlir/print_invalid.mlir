func @main() {
  %0 = "toy.print"() : () -> tensor<2x3xf64>
}
