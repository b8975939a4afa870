// EXPECT: 3:33: string literal is not valid UTF-8 (supported in string attributes only)
func @main() {
  "toy.return"() : () -> () loc("ÿ")
}
