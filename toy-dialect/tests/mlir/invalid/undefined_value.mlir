// EXPECT: 3:15: use of undeclared SSA value name
func @main() {
  "toy.print"(%7) : (tensor<*xf64>) -> ()
  "toy.return"() : () -> ()
}
