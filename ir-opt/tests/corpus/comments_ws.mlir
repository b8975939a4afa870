// leading comment
  %0   =   "t.a"  (  )  {  b=1,a  =  2  }   :   (  )   ->   i32   // trailing
"t.b"(%0)
  :
  (i32) -> ()
