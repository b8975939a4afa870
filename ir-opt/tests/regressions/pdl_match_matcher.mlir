// FLAGS: --transform-interpreter --split-input-file --allow-unregistered-dialect
// transform.pdl_match through the PDL matcher: operand and result counts,
// operands defined by matched ops, attributes (constant, typed), types,
// ranges after a fixed operand, reused values, and a second root reached
// upward through a shared operand.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %0 = pdl_match @add_of_const in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %0, "add_of_const" : !transform.any_op
        %1 = pdl_match @attr_const in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %1, "attr_const" : !transform.any_op
        %2 = pdl_match @typed_attr in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %2, "typed_attr" : !transform.any_op
        %3 = pdl_match @same_operand in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %3, "same_operand" : !transform.any_op
        %4 = pdl_match @first_and_rest in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %4, "first_and_rest" : !transform.any_op
        %5 = pdl_match @no_operands in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %5, "no_operands" : !transform.any_op
        %6 = pdl_match @two_roots in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %6, "two_roots" : !transform.any_op
        %7 = pdl_match @result_types in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %7, "result_types" : !transform.any_op
        %8 = pdl_match @anything in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %8, "anything" : !transform.any_op
      }

      pdl.pattern @add_of_const : benefit(1) {
        %t = pdl.type
        %c = pdl.operation "foo.const" -> (%t : !pdl.type)
        %cv = pdl.result 0 of %c
        %other = pdl.operand
        %r = pdl.operation "foo.add"(%cv, %other : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @attr_const : benefit(1) {
        %a = pdl.attribute = 7 : i64
        %types = pdl.types
        %r = pdl.operation "foo.const" {"value" = %a} -> (%types : !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @typed_attr : benefit(1) {
        %t = pdl.type : f32
        %a = pdl.attribute : %t
        %types = pdl.types
        %r = pdl.operation "foo.const" {"value" = %a} -> (%types : !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @same_operand : benefit(1) {
        %x = pdl.operand
        %types = pdl.types
        %r = pdl.operation "foo.add"(%x, %x : !pdl.value, !pdl.value) -> (%types : !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @first_and_rest : benefit(1) {
        %i32 = pdl.type : i32
        %first = pdl.operand : %i32
        %rest = pdl.operands
        %types = pdl.types
        %r = pdl.operation "foo.call"(%first, %rest : !pdl.value, !pdl.range<value>) -> (%types : !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @no_operands : benefit(1) {
        %r = pdl.operation "foo.call"
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @two_roots : benefit(1) {
        %x = pdl.operand
        %types = pdl.types
        %a = pdl.operation "foo.add"(%x, %x : !pdl.value, !pdl.value) -> (%types : !pdl.range<type>)
        %other = pdl.operands
        %b = pdl.operation "foo.use"(%x, %other : !pdl.value, !pdl.range<value>)
        pdl.rewrite %b with "transform.dialect"(%a : !pdl.operation)
      }

      pdl.pattern @result_types : benefit(1) {
        %i32 = pdl.type : i32
        %rest = pdl.types
        %operands = pdl.operands
        %r = pdl.operation (%operands : !pdl.range<value>) -> (%i32, %rest : !pdl.type, !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }

      pdl.pattern @anything : benefit(1) {
        %operands = pdl.operands
        %types = pdl.types
        %r = pdl.operation "foo.use"(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
        pdl.rewrite %r with "transform.dialect"
      }
    }
    transform.yield
  }

  func.func @payload(%arg0: i32, %arg1: f32) {
    %0 = "foo.const"() {value = 7 : i64} : () -> i32
    %1 = "foo.const"() {value = 8 : i64} : () -> i32
    %2 = "foo.const"() {value = 1.0 : f32} : () -> f32
    %3 = "foo.add"(%0, %arg0) : (i32, i32) -> i32
    %4 = "foo.add"(%arg0, %0) : (i32, i32) -> i32
    %5 = "foo.add"(%arg0, %arg0) : (i32, i32) -> i32
    %6 = "foo.add"(%2, %arg1) : (f32, f32) -> f32
    %7 = "foo.add"(%0, %arg0) : (i32, i32) -> i64
    "foo.call"(%arg0, %arg1, %5) : (i32, f32, i32) -> ()
    "foo.call"(%arg1, %arg0) : (f32, i32) -> ()
    "foo.call"() : () -> ()
    "foo.use"(%arg0, %3) : (i32, i32) -> ()
    "foo.use"(%arg1) : (f32) -> ()
    %8:2 = "foo.pair"(%arg0) : (i32) -> (i32, f32)
    return
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %0 = pdl_match @missing in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %arg1, "after" : !transform.any_op
      }
    }
    transform.yield
  }
}
