"t.func"() ({
^entry(%x: i32, %y: i32):
  "t.cond_br"(%x, %y)[^left, ^right] : (i32, i32) -> ()
^left:
  "t.br"(%x)[^join] : (i32) -> ()
^right:
  "t.br"(%y)[^join] : (i32) -> ()
^join(%z: i32):
  "t.switch"(%z)[^left, ^right, ^exit, ^exit] : (i32) -> ()
^exit:
  "t.return"(%z) : (i32) -> ()
^dead:
  "t.br"()[^dead] : () -> ()
}) : () -> ()
