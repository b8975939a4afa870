// EXPECT: 3:11: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
func @main() {
  "tf.add"() : () -> ()
  "toy.return"() : () -> ()
}
