module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64, 64]> : vector<2xi64>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[32, 32, 32]> : vector<3xi32>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<1>, dense<[32, 64, 32]> : vector<3xi64>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.struct<()>, dense<[32, 64, 32]> : vector<3xi64>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.struct<(i32)>, dense<[32]> : vector<1xi64>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.struct<()>, dense<[64, 32]> : vector<2xi64>>>} {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 32]> : vector<3xi64>>, #dlti.dl_entry<!llvm.struct<()>, dense<[64]> : vector<1xi64>>>} {
  llvm.func @f(%v: !llvm.ptr<1>) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.struct<(i8, !llvm.ptr<1>, array<2 x i16>)> : (i32) -> !llvm.ptr
    %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, !llvm.ptr<1>, array<2 x i16>)>
    llvm.store %v, %2 : !llvm.ptr<1>, !llvm.ptr
    %3 = llvm.getelementptr %1[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, !llvm.ptr<1>, array<2 x i16>)>
    %4 = llvm.load %2 : !llvm.ptr -> i32
    %5 = llvm.load %3 : !llvm.ptr -> i16
    %6 = llvm.zext %5 : i16 to i32
    %7 = llvm.add %4, %6 : i32
    llvm.return %7 : i32
  }
}
