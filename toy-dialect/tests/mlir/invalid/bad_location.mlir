// EXPECT: 3:43: expected integer column number in FileLineColLoc
func @main() {
  "toy.return"() : () -> () loc("x.toy":1:)
}
