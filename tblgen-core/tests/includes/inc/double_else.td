// A second #else: llvm-tblgen also points at the first one.
#ifdef UNDEFINED_MACRO
def a;
#else
def b;
#else
#endif
