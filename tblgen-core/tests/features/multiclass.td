// multiclass / defm: NAME, nested defm, anonymous defm, defm in foreach,
// multiclass inheritance, defm inheriting classes, lets around defm.
class Inst<string n, int s> { string Name = n; int Size = s; }
class Extra { int extra = 1; }
multiclass M<int size> {
  def _r : Inst<NAME # "_r", size>;
  def _m : Inst<NAME # "_m", !add(size, 1)>;
  def NAME # _x : Inst<"x", size>;
}
multiclass N<int s> {
  defm A : M<s>;
  defm B : M<!mul(s, 2)>;
  def plain : Inst<"plain", s>;
}
multiclass Sub : M<8> { def _z : Inst<"z", 0>; }
defm add : M<4>;
defm sub : N<1>;
defm : M<16>;
defm zz : Sub;
defm mix : M<32>, Extra;
foreach i = [1, 2] in defm loop # i : M<i>;
let Size = 99 in defm lt : M<5>;
