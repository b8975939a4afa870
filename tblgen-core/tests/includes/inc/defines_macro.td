// Defines a macro the including file tests after the include.
#ifndef DEFINES_MACRO_TD
#define DEFINES_MACRO_TD
#define FROM_INCLUDE
class FromInclude;
#endif
