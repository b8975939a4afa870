#ifdef FROM_BASE
def deeperSawBase : B;
#endif
def deeper : B {
  let v = 7;
}
