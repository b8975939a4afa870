// Tests a macro its includer defines only after the include.
#ifdef DEFINED_LATER
def sees_a_later_define;
#else
def sees_only_earlier_defines;
#endif
#ifdef DEFINED_EARLIER
def sees_an_earlier_define;
#endif
