#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<access_type = #tbaa_desc, base_type = #tbaa_desc, offset = 0>
#tbaa_desc2 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_tag, 0>}>

// -----

#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_tag = #llvm.tbaa_tag<access_type = #tbaa_root, base_type = #tbaa_root, offset = 0>

// -----

#group = #llvm.access_group<id = 3>

// -----

llvm.func @f() attributes {target_features = #llvm.target_features<["sme"]>}

// -----

llvm.func @f() attributes {target_features = #llvm.target_features<["+a,b"]>}

// -----

#int = #llvm.di_basic_type<tag = DW_TAG_nothing, name = "int">

// -----

#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Klingon, file = #file, isOptimized = false, emissionKind = Full>

// -----

#e = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_nope)]>

// -----

#lv = #llvm.loop_vectorize<disable = 1 : i32>

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {alias_scopes = ["x"]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32) {
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic {tbaa = [1]} : !llvm.ptr, i32
  llvm.return
}
