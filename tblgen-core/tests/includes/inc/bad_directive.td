def two : B;
#ifdef
def three : B;
#endif
