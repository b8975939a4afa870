// EXPECT: 3:34: invalid UTF-8 in the input
func @main() {
  "toy.return"() : () -> () loc("ÿ")
}
