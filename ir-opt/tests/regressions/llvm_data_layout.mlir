// FLAGS: --split-input-file
// EXIT: 1
// llvm.data_layout strings read as LLVM 19's DataLayout::parse reads them:
// valid ones accepted, each of its errors in its words (the message ends
// with the newline logAllUnhandledErrors adds).
module attributes {llvm.data_layout = "#vjkr32"} {
}
// -----
module attributes {llvm.data_layout = "e-"} {
}
// -----
module attributes {llvm.data_layout = "-e"} {
}
// -----
module attributes {llvm.data_layout = "p:0:8"} {
}
// -----
module attributes {llvm.data_layout = "p:64"} {
}
// -----
module attributes {llvm.data_layout = "p:64:24"} {
}
// -----
module attributes {llvm.data_layout = "p:32:32:32:64"} {
}
// -----
module attributes {llvm.data_layout = "p16777216:64:64"} {
}
// -----
module attributes {llvm.data_layout = "i8:16"} {
}
// -----
module attributes {llvm.data_layout = "i32:12"} {
}
// -----
module attributes {llvm.data_layout = "i32:x"} {
}
// -----
module attributes {llvm.data_layout = "i32:64:32"} {
}
// -----
module attributes {llvm.data_layout = "a8:8"} {
}
// -----
module attributes {llvm.data_layout = "f32:0"} {
}
// -----
module attributes {llvm.data_layout = "n0"} {
}
// -----
module attributes {llvm.data_layout = "S24"} {
}
// -----
module attributes {llvm.data_layout = "Fx8"} {
}
// -----
module attributes {llvm.data_layout = "F"} {
}
// -----
module attributes {llvm.data_layout = "m:q"} {
}
// -----
module attributes {llvm.data_layout = "mx:e"} {
}
// -----
module attributes {llvm.data_layout = "m:"} {
}
// -----
module attributes {llvm.data_layout = "m:ee"} {
}
// -----
module attributes {llvm.data_layout = "ni:0"} {
}
// -----
module attributes {llvm.data_layout = "ni"} {
}
// -----
module attributes {llvm.data_layout = "i4294967296:8"} {
}
// -----
module attributes {llvm.data_layout = "i16777216:8"} {
}
// -----
module attributes {llvm.data_layout = "p:64:64:24"} {
}
// -----
module attributes {llvm.data_layout = "p:64:64:64:0"} {
}
// -----
module attributes {llvm.data_layout = "i32:131072"} {
}
// -----
module attributes {llvm.data_layout = "i32:32:131072"} {
}
// -----
module attributes {llvm.data_layout = "i32:32:48"} {
}
// -----
module attributes {llvm.data_layout = "i32:24"} {
}
// -----
module attributes {llvm.data_layout = "S64-Fi0"} {
}
// -----
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
}
// -----
module attributes {llvm.data_layout = "E-p:32:32:64:16-ni:1:2-Fn8-a:0:64"} {
}
// -----
module attributes {llvm.data_layout = "P1-A5-G3"} {
}
// -----
module attributes {llvm.data_layout = "P16777216"} {
}
// -----
module attributes {llvm.data_layout = "s-x"} {
}
// -----
module attributes {llvm.data_layout = "e-i64"} {
}
// -----
module attributes {llvm.data_layout = "pa:64:64"} {
}
// -----
module attributes {llvm.data_layout = ""} {
}
// -----
module attributes {llvm.data_layout = "e--e"} {
}
// -----
module attributes {llvm.data_layout = "e:"} {
}
// -----
module attributes {llvm.data_layout = "v128:128:128-v64:64"} {
}
// -----
module attributes {llvm.data_layout = 5} {
}
