// EXPECT: 3:43: expected integer value
func @main() {
  "toy.return"() : () -> () loc("x.toy":1:)
}
