def inThen : B;
