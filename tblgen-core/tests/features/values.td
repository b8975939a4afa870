// Value forms: ?, ints (hex, binary), strings (adjacent concatenation,
// escapes), code, lists with types, dags with $names, bits literals,
// bit slices, list slices and ranges, field access on anonymous
// instances, pastes, identifiers starting with digits.
def op; def ins; def outs;
class P<int x> { int val = x; list<int> l = [x, !add(x, 1)]; }
def 8bit { int v = 8; }
def V {
  int hex = 0x1F;
  bits<4> bin = 0b1010;
  int neg = -5;
  string s = "ab" "cd" "\t\"q\"";
  code c = [{ int x = 1; }];
  list<int> li = [1, 2, 3];
  list<string> empty = []<string>;
  list<int> emptyTyped = [];
  dag d = (op:$o ins:$a, "str":$b, 3, $c, (outs 1));
  bits<8> b8 = { 1, 0, 1, 0, 0b11, ?, 1 };
  bits<3> slice = b8{2-0};
  bits<4> rev = b8{0-3};
  int sel = li[1];
  list<int> sl = li[0, 2];
  list<int> rng = li[0...1];
  int anonField = P<5>.val;
  list<int> anonList = P<6>.l;
  string paste = "x" # 1 # "y";
  string pasteId = "foo" # bar;
  list<int> lpaste = li # [4];
  int fromDigit = 8bit.v;
  bit t = true;
  bit f = false;
  int unsetInt = ?;
}
