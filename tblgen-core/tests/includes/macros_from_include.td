// A directive after an `include` sees the macros the included file defined
// (llvm-tblgen preprocesses as it lexes).
#ifdef FROM_INCLUDE
def before_include_sees_it;
#else
def before_include_does_not;
#endif
include "defines_macro.td"
#ifdef FROM_INCLUDE
def after_include_sees_it;
#else
def after_include_does_not;
#endif
// Included a second time: the guard is defined, nothing new.
include "defines_macro.td"
#ifndef DEFINES_MACRO_TD
def guard_not_seen;
#endif
def last;
