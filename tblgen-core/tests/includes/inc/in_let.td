def inLet : B;
include "deeper.td"
def inLetAgain : B;
