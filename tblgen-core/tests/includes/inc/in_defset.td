def inSet1 : B;
def inSet2 : B;
