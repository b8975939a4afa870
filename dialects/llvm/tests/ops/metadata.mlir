#domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "The domain">
#scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#scope2 = #llvm.alias_scope<id = distinct[3]<>, domain = #domain, description = "Scope2">
#group = #llvm.access_group<id = distinct[0]<>>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_root2 = #llvm.tbaa_root
#tbaa_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_desc2 = #llvm.tbaa_type_desc<id = "agg", members = {<#tbaa_desc, 0>, <#tbaa_desc, 8>}>
#tbaa_tag = #llvm.tbaa_tag<access_type = #tbaa_desc, base_type = #tbaa_desc2, offset = 0, constant = true>
#tbaa_tag2 = #llvm.tbaa_tag<access_type = #tbaa_desc, base_type = #tbaa_desc, offset = 8>
#lv = #llvm.loop_vectorize<disable = false, predicateEnable = true, width = 16 : i32>
#lu = #llvm.loop_unroll<count = 4 : i64, full = false>
#la = #llvm.loop_annotation<disableNonforced = true, vectorize = #lv, unroll = #lu, mustProgress = true, parallelAccesses = #group>
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[4]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #ptr>
#comp = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #file, line = 2, flags = "TypePassByValue|NonTrivial", sizeInBits = 64, elements = #llvm.di_subrange<count = 4 : i64>>
#sp = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #st>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 5, arg = 1, type = #int>
#var2 = #llvm.di_local_variable<scope = #sp, name = "s", type = #comp>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = #llvm.di_expression<[DW_OP_constu(3), DW_OP_LLVM_convert(4, DW_ATE_signed)]>>
#label = #llvm.di_label<scope = #sp, name = "l", file = #file, line = 7>
llvm.mlir.global external @g() {dbg_expr = #gve} : i32
llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32) attributes {target_features = #llvm.target_features<["+sme", "-sve"]>} {
  %0 = llvm.load %p {access_groups = [#group], alias_scopes = [#scope1], noalias_scopes = [#scope2], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
  llvm.store %0, %p {alias_scopes = [#scope2], tbaa = [#tbaa_tag2]} : i32, !llvm.ptr
  %1 = llvm.cmpxchg %p, %a, %b acq_rel monotonic {access_groups = [#group]} : !llvm.ptr, i32
  %2 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  llvm.intr.dbg.value #var = %a : i32
  llvm.intr.dbg.declare #var #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr
  llvm.intr.dbg.label #label
  llvm.intr.dbg.value #var2 = %b : i32
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
} loc(fused<#sp>["a.c":3:1])
