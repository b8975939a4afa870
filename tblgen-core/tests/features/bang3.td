// Dag and record operators.
class Op; def op : Op; def op2 : Op; def a; def b;
class Cls { int f = 1; }
class Sub : Cls;
def isSub : Sub;
def notSub;
def Dags {
  dag con = !con((op a:$x), (op b:$y));
  dag dagop = !dag(op, [a, b], ["x", "y"]);
  dag setdagop = !setdagop((op a:$x), op2);
  Op getdagop = !getdagop<Op>((op a:$x));
  Op getdagarg = !getdagarg<Op>((op op2:$x, b:$y), 0);
  int getdagargName = !getdagarg<int>((op a:$x, 3:$y), "y");
  string getdagname = !getdagname((op a:$x, b:$y), 1);
  dag setdagarg = !setdagarg((op a:$x, b:$y), "y", a);
  dag setdagname = !setdagname((op a:$x, b:$y), 0, "z");
  int sizeDag = !size((op a, b));
  bit emptyDag = !empty((op));
  dag foreachDag = !foreach(x, (op a, b), !subst(a, b, x));
  bit isaYes = !isa<Cls>(isSub);
  bit isaNo = !isa<Cls>(notSub);
  bit exists = !exists<Cls>("isSub");
  bit existsNot = !exists<Cls>("nope");
  string substDef = !cast<string>(!subst(a, b, a));
}
