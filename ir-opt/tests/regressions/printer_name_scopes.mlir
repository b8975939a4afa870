// FLAGS:
// Result names suggested by ops (`%c0_i32`, `%true`) are unique within a
// region and the regions around it: a name used in a region closed before
// (a sibling, or a sibling's nested region) is free again, one used in an
// enclosing region gets the next `_N` of the conflict counter.
func.func @f(%a: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %t = arith.constant true
  %r = scf.if %a -> i32 {
    %c1 = arith.constant 0 : i32
    %c2 = arith.constant 1 : i32
    %t1 = arith.constant true
    %x = scf.if %t1 -> i32 {
      %c3 = arith.constant 1 : i32
      %c4 = arith.constant 7 : i32
      %s = arith.addi %c3, %c4 : i32
      scf.yield %s : i32
    } else {
      %c5 = arith.constant 7 : i32
      %c6 = arith.constant 1 : i32
      scf.yield %c5 : i32
    }
    %c7 = arith.constant 7 : i32
    %y = arith.addi %x, %c7 : i32
    scf.yield %y : i32
  } else {
    %c8 = arith.constant 7 : i32
    %c9 = arith.constant 1 : i32
    %t2 = arith.constant false
    %z = arith.addi %c8, %c9 : i32
    scf.yield %z : i32
  }
  %c10 = arith.constant 7 : i32
  %c11 = arith.constant 1 : i32
  %w = arith.addi %r, %c10 : i32
  %v = arith.addi %w, %c11 : i32
  func.return %v : i32
}

func.func @g() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 0 : i32
  func.return %c1 : i32
}
