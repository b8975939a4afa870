def b : B {
  let v = "not an int";
}
def broken : B {
  int x = ;
}
