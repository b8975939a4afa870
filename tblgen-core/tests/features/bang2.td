// String and list operators.
class S2;
def Strings2 : S2 { int x = 1; }
def Strings {
  string strconcat = !strconcat("a", "b", "c");
  string interleave = !interleave(["a", "b", "c"], ", ");
  string interleaveInt = !interleave([1, 2, 3], "-");
  string substr = !substr("hello world", 6, 5);
  string substr2 = !substr("hello", 1);
  int find = !find("hello", "l");
  int find2 = !find("hello", "l", 3);
  int findNone = !find("hello", "z");
  string subst = !subst("l", "L", "hello");
  string tolower = !tolower("MiXeD");
  string toupper = !toupper("MiXeD");
  int sizeStr = !size("four");
  bit emptyStr = !empty("");
  string castInt = !cast<string>(42);
  string castRec = !cast<string>(Strings2);
  string repr = !repr([1, 2]);
}
def Lists {
  list<int> listconcat = !listconcat([1], [2, 3], [4]);
  list<string> listsplat = !listsplat("a", 3);
  list<int> listremove = !listremove([1, 2, 3, 2], [2]);
  int head = !head([7, 8]);
  list<int> tail = !tail([7, 8, 9]);
  int size = !size([1, 2, 3]);
  bit empty = !empty([]<int>);
  list<int> range1 = !range(4);
  list<int> range2 = !range(2, 5);
  list<int> range3 = !range(10, 0, -3);
  list<int> rangeList = !range(["a", "b"]);
  list<int> foreachOp = !foreach(x, [1, 2, 3], !mul(x, x));
  list<int> filter = !filter(x, [1, 2, 3, 4], !eq(!and(x, 1), 0));
  int foldl = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  int ifTrue = !if(!eq(1, 1), 10, 20);
  string cond = !cond(!eq(1, 2): "no", !eq(1, 1): "yes");
  S2 castToRec = !cast<S2>("Strings2");
}
