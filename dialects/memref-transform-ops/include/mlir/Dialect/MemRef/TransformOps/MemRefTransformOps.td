//===- MemRefTransformOps.td - MemRef transformation ops --*- tablegen -*--===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef MEMREF_TRANSFORM_OPS
#define MEMREF_TRANSFORM_OPS

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Dialect/Transform/IR/TransformTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def MemrefToLLVMTypeConverterOp : Op<Transform_Dialect,
    "apply_conversion_patterns.memref.memref_to_llvm_type_converter",
    [DeclareOpInterfaceMethods<TypeConverterBuilderOpInterface,
                               ["getTypeConverter",
                                "getTypeConverterType"]>]> {
  let description = [{
    This operation provides an "LLVMTypeConverter" that lowers memref types to
    LLVM types.

    The type converter can be customized as follows:
    - `use_aligned_alloc`: Use aligned_alloc in place of malloc for heap
      allocations.
    - `index_bitwidth`: Bitwidth of the index type, "0" indicates the size of a
      machine word.
    - `use_generic_functions`: Use generic allocation and deallocation functions
      instead of the classic "malloc", "aligned_alloc" and "free" functions.
    // TODO: the following two options don't really make sense for 
    // memref_to_llvm_type_converter specifically.
    // We should have a single to_llvm_type_converter.
    - `use_bare_ptr_call_conv`: Replace FuncOp's MemRef arguments with bare 
      pointers to the MemRef element types.
    - `data-layout`: String description (LLVM format) of the data layout that is
      expected on the produced module.
  }];

  let arguments = (ins
      DefaultValuedOptionalAttr<BoolAttr, "false">:$use_aligned_alloc,
      DefaultValuedOptionalAttr<I64Attr, "64">:$index_bitwidth,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$use_generic_functions,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$use_bare_ptr_call_conv,
      OptionalAttr<StrAttr>:$data_layout);
  let assemblyFormat = "attr-dict";
}

#endif // MEMREF_TRANSFORM_OPS
