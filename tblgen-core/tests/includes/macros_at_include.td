// An included file sees the macros defined before its `include`, not those
// defined after it.
#define DEFINED_EARLIER
include "tests_later_macro.td"
#define DEFINED_LATER
#ifdef DEFINED_LATER
def includer_sees_its_own_define;
#endif
