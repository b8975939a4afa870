// A missing file at the top level, after statements that evaluate.
include "base.td"
def a : B;
include "does_not_exist.td"
def b : B;
