// assert (satisfied) at top level, in classes, in multiclasses; dump.
assert !eq(1, 1), "top-level";
class A<int x> {
  assert !gt(x, 0), "x must be positive";
  int X = x;
}
multiclass MA<int y> {
  assert !lt(y, 10), "y too big";
  def _d : A<y>;
}
def a1 : A<1>;
defm m : MA<3>;
