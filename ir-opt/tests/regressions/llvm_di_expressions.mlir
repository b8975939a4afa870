// FLAGS: -llvm-legalize-for-export
// The `#llvm.di_expression` legalization of `llvm-legalize-for-export`
// beyond upstream's test: expressions of global variable expressions (a
// global's `dbg_expr`, an array of them in a discardable attribute), of a
// `dbg.declare`, fragments merged three times in a row and after other
// operators, an expression left as it is.
#file = #llvm.di_file<"foo.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(4, 8)]>>
#gve2 = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_deref]>>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
llvm.mlir.global external @g() {dbg_expr = #gve} : i32
llvm.func @f(%p: !llvm.ptr) attributes {exprs = [#gve, #gve2]} {
  llvm.intr.dbg.declare #var #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(1, 32), DW_OP_LLVM_fragment(2, 16), DW_OP_LLVM_fragment(3, 8), DW_OP_constu(4)]> = %p : !llvm.ptr
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_fragment(0, 8)]> = %p : !llvm.ptr
  llvm.return
}
