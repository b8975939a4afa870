//===- AffineMemoryOpInterfaces.td -------------------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file contains a set of interfaces for affine memory ops.
//
//===----------------------------------------------------------------------===//

#ifndef AFFINEMEMORYOPINTERFACES
#define AFFINEMEMORYOPINTERFACES

include "mlir/IR/OpBase.td"

def AffineReadOpInterface : OpInterface<"AffineReadOpInterface"> {
  let description = [{
      Interface to query characteristics of read-like ops with affine
      restrictions.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<
      /*desc=*/"Returns the memref operand to read from.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getMemRef",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody*/[{}],
      /*defaultImplementation=*/ [{
        ctx.operand($_op.operation(), 0)
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns the type of the memref operand.",
      /*retTy=*/"::ir::Type",
      /*methodName=*/"getMemRefType",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.value_type(Self::get_mem_ref(self, ctx))
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns affine map operands.",
      /*retTy=*/"::std::vec::Vec<::ir::Value>",
      /*methodName=*/"getMapOperands",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.operands($_op.operation())[1..].to_vec()
      }]
    >,
    InterfaceMethod<
      /*desc=*/[{
        Returns the affine map used to index the memref for this operation.
      }],
      /*retTy=*/"::ir::affine::AffineMap",
      /*methodName=*/"getAffineMap",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.as_affine_map($_op.map(ctx))
            .expect("the verifier checks that `map` is an affine map")
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns the value read by this operation.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getValue",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.result($_op.operation(), 0)
      }]
    >,
  ];
}

def AffineWriteOpInterface : OpInterface<"AffineWriteOpInterface"> {
  let description = [{
      Interface to query characteristics of write-like ops with affine
      restrictions.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<
      /*desc=*/"Returns the memref operand to write to.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getMemRef",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.operand($_op.operation(), 1)
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns the type of the memref operand.",
      /*retTy=*/"::ir::Type",
      /*methodName=*/"getMemRefType",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.value_type(Self::get_mem_ref(self, ctx))
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns affine map operands.",
      /*retTy=*/"::std::vec::Vec<::ir::Value>",
      /*methodName=*/"getMapOperands",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.operands($_op.operation())[2..].to_vec()
      }]
    >,
    InterfaceMethod<
      /*desc=*/[{
        Returns the affine map used to index the memref for this operation.
      }],
      /*retTy=*/"::ir::affine::AffineMap",
      /*methodName=*/"getAffineMap",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodName=*/[{}],
      /*defaultImplementation=*/[{
        ctx.as_affine_map($_op.map(ctx))
            .expect("the verifier checks that `map` is an affine map")
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns the value to store.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getValueToStore",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        ctx.operand($_op.operation(), 0)
      }]
    >,
  ];
}

def AffineMapAccessInterface : OpInterface<"AffineMapAccessInterface"> {
  let description = [{
      Interface to query the AffineMap used to dereference and access a given
      memref. Implementers of this interface must operate on at least one
      memref operand.  The memref argument given to this interface much match
      one of those memref operands.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<
      /*desc=*/"Returns the AffineMapAttr associated with 'memref'.",
      /*retTy=*/"(&'static str, ::ir::Attribute)",
      /*methodName=*/"getAffineMapAttrForMemRef",
      /*args=*/(ins "&::ir::Context":$ctx, "::ir::Value":$memref),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        debug_assert!(ctx.operands($_op.operation()).contains(&memref),
                      "Expected memref argument to match memref operand");
        ("map", $_op.map_attr(ctx))
      }]
    >,
  ];
}

#endif // AFFINEMEMORYOPINTERFACES
