// include (relative to an -I directory, twice with a guard) and the
// preprocessor: #define, #ifdef, #ifndef, #else, #endif, -D FROM_CMDLINE.
include "included.td"
include "included.td"
#define LOCAL
#ifdef LOCAL
def localDefined : FromInclude;
#else
def localNotDefined;
#endif
#ifndef FROM_CMDLINE
def noCmdline;
#else
def cmdline;
#endif
#ifdef NOT_DEFINED
def never;
#endif
