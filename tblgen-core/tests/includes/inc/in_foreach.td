def inForeach#i : B {
  let v = i;
}
