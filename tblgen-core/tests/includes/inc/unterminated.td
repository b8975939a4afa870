def fromUnterminated#i : B;
#ifdef NEVER_DEFINED
def never#i : B;
