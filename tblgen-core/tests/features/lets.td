// `let` in bodies, top-level `let ... in {}` (nested), bit-range lets.
class R { bits<8> Inst = 0; string Name = "r"; int V = 1; }
let V = 2 in {
  def a : R;
  let Name = "outer" in {
    def b : R;
    let V = 3, Name = "inner" in
    def c : R;
  }
}
def d : R {
  let Inst{7-4} = 0xA;
  let Inst{0} = 1;
  let Name = "d";
}
let Inst<3-0> = 5 in def e : R;
