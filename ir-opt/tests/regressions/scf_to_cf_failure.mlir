// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
// EXIT: 1
// An scf.forall with shared outputs cannot be lowered: the conversion
// fails after lowering the scf.if, with the op printed as its function
// names its values (the note's local scope).
func.func @f(%m: tensor<4xf32>, %c: i1) {
  scf.if %c {
    "u.x"() : () -> ()
  }
  %0 = scf.forall (%i) in (4) shared_outs(%o = %m) -> tensor<4xf32> {
    scf.forall.in_parallel {
    }
  }
  return
}
