def inElse : B;
