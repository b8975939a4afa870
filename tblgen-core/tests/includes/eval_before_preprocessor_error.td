// The preprocessor runs as the file is read (like LLVM's lexer): an
// evaluation error before a bad directive is reported, not the directive.
include "base.td"
def a : B {
  let v = "not an int";
}
#ifdef
#endif
