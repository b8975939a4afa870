"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1:
  "t.use"(%v) : (i32) -> ()
  "t.ret"() : () -> ()
^bb2:
  %v = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"t.g"(%late) : (f32) -> ()
%late = "t.late"() : () -> f32
