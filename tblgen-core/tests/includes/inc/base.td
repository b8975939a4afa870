class B {
  int v = 0;
}
#define FROM_BASE
