// A type directive of LLVM_AnyPointer/LLVM_PointerInAddressSpace prints
// the pointer type stripped (`<8>`), or in full for address space 0, and
// reads either form (upstream's printStrippedAttrOrType and
// parseCustomTypeWithFallback).
func.func @f(%p: !llvm.ptr<1>, %q: !llvm.ptr, %s: i16, %n: i32, %f: i32) {
  %0 = rocdl.make.buffer.rsrc %p, %s, %n, %f : <1> to <8>
  %1 = rocdl.make.buffer.rsrc %q, %s, %n, %f : !llvm.ptr to !llvm.ptr<8>
  %2 = rocdl.make.buffer.rsrc %p, %s, %n, %f : !llvm.ptr<1> to <8>
  return
}
