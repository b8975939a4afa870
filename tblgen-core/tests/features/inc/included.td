#ifndef INCLUDED_TD
#define INCLUDED_TD
class FromInclude { int i = 1; }
#endif
