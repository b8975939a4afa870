def _fromMulticlass : B {
  let v = n;
}
