// EXPECT: 3:3: unregistered operation 'toy.frobnicate' found in dialect ('toy') that does not allow unknown operations
func @main() {
  "toy.frobnicate"() : () -> ()
  "toy.return"() : () -> ()
}
