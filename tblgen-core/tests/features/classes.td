// Classes, template arguments with defaults reading earlier arguments,
// an argument without default after one with a default, forward
// declarations, field overriding, `field`, anonymous instances.
class Fwd;
class Base<int a, int b = !mul(a, 2), string s> {
  int A = a;
  int B = b;
  string S = s;
  bits<4> Bits = b;
  field int F = 7;
  int Unset;
}
class Derived<int x> : Base<x, !add(x, 1), "d"> {
  let A = 100;
  int Extra = !add(A, B);
}
def Fwd : Fwd;
def d1 : Derived<3>;
def d2 : Base<1, 5, "five">;
def : Base<2, 3, "anon">;
class Holder<Base b> { Base held = b; int heldA = b.A; }
def h : Holder<Base<9, 1, "nine">>;
def named : Base<1, s = "named-arg">;
class Fwd2;
class Fwd2 { int defined = 1; }
def usesFwd2 : Fwd2;
