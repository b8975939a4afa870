def fine : B;
def broken : B {
  int x = ;
}
