// EXPECT: 4:1: expected '}' to end region
func @main() {
  "toy.return"() : () -> ()
