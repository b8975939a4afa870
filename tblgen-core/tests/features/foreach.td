// foreach over lists, ranges (`a-b`, `a...b`, `{ranges}`), nested loops,
// defvar in loops, if/then/else, defset.
class C<int v> { int V = v; }
foreach i = [1, 5, 9] in def L # i : C<i>;
foreach i = 0-2 in def R # i : C<i>;
foreach i = {3...4, 7} in def S # i : C<i>;
foreach i = [0, 1] in
  foreach j = ["a", "b"] in {
    defvar k = !add(i, 10);
    def N # i # j : C<k>;
  }
defset list<C> Set = {
  def in1 : C<1>;
  foreach x = [2, 3] in def inSet # x : C<x>;
}
def usesSet { list<C> all = Set; int n = !size(Set); }
foreach v = [1, 2, 3] in {
  if !eq(v, 2) then def two # v : C<v>;
  else def other # v : C<v>;
}
if 1 then { def thenOnly : C<0>; }
defvar G = 42;
def useG : C<G>;
