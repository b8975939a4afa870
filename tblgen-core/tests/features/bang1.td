// Arithmetic, logic and comparison operators.
def Arith2;
def Arith {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 4);
  int mul = !mul(3, 4);
  int div = !div(17, 5);
  int and = !and(12, 10);
  int or = !or(12, 3);
  int xor = !xor(12, 10);
  int shl = !shl(1, 5);
  int sra = !sra(-16, 2);
  int srl = !srl(16, 2);
  int not = !not(0);
  int logtwo = !logtwo(64);
  bit eq = !eq(1, 1);
  bit ne = !ne("a", "b");
  bit le = !le(2, 2);
  bit lt = !lt(1, 2);
  bit ge = !ge(3, 2);
  bit gt = !gt(2, 3);
  bit eqRec = !eq(Arith2, Arith2);
}
class Unresolved<int a, string s> {
  int sum = !add(a, 1);
  bit cmp = !lt(a, 3);
  string cat = !strconcat(s, "x");
  int cond = !cond(!eq(a, 0): 1, true: 2);
  int ifv = !if(a, 1, 2);
}
