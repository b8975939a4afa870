//===- MaskableOpInterfaces.td - Masking Interfaces Decls  -*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This is the definition file for the MaskableOpInterface.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_VECTOR_INTERFACES_MASKABLEOPINTERFACE_TD
#define MLIR_DIALECT_VECTOR_INTERFACES_MASKABLEOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def MaskableOpInterface : OpInterface<"MaskableOpInterface"> {
  let description = [{
    The 'MaskableOpInterface' defines an operation that can be masked using a
    MaskingOpInterface (e.g., `vector.mask`) and provides information about its
    masking constraints and semantics.
  }];
  let cppNamespace = "::mlir::vector";
  let methods = [
    InterfaceMethod<
      /*desc=*/"Returns true if the operation is masked by a "
               "MaskingOpInterface.",
      /*retTy=*/"bool",
      /*methodName=*/"isMasked",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.op_parent_op($_op.operation())
            .is_some_and(|parent| ::vector::is_masking_op(ctx, parent))
    }]>,
    InterfaceMethod<
      /*desc=*/"Returns the MaskingOpInterface masking this operation.",
      /*retTy=*/"::core::option::Option<::ir::Operation>",
      /*methodName=*/"getMaskingOp",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.op_parent_op($_op.operation())
            .filter(|parent| ::vector::is_masking_op(ctx, *parent))
    }]>,
    InterfaceMethod<
      /*desc=*/"Returns true if the operation can have a passthru argument when"
               " masked.",
      /*retTy=*/"bool",
      /*methodName=*/"supportsPassthru",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let _ = ctx;
        false
    }]>,
    InterfaceMethod<
      /*desc=*/"Returns the mask type expected by this operation. Mostly used"
               " for verification purposes. It requires the operation to be "
               "vectorized.",
      /*retTy=*/"::ir::Type",
      /*methodName=*/"getExpectedMaskType",
      /*args=*/(ins "&mut dyn ::ir::TypeFactory":$types),
      /*methodBody=*/"",
      /*defaultImplementation=*/"">,
  ];
}

#endif // MLIR_DIALECT_VECTOR_INTERFACES_MASKABLEOPINTERFACE_TD
