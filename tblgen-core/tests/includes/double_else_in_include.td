// A preprocessor error with a related location, in an included file.
def before;
include "double_else.td"
