//===- LinalgInterfaces.td - Linalg Interfaces Declaration -*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This is the definition file for the structured interface sfor Linalg ops.
//
//===----------------------------------------------------------------------===//

#ifndef LINALG_IR_LINALGINTERFACES
#define LINALG_IR_LINALGINTERFACES

include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/IR/OpBase.td"

// The 'LinalgContractionOpInterface' provides access to the
// 'ContractionOpInterface'.
def LinalgContractionOpInterface : OpInterface<"ContractionOpInterface"> {
  let description = [{
   A Linalg contraction is defined in general terms:
     1. Has 2 input and 1 output shapes.
     2. Has at least one reduction dimension.
     3. Has only projected permutation indexing maps.
     4. its body computes `u5(u1(c) + u2(u3(a) * u4(b)))` on some field
     (AddOpType, MulOpType), where u1, u2, u3, u4 and u5 represent scalar unary
     operations that may change the type (e.g. for mixed-precision).
   As a consequence, when vectorization of such an op occurs, the only special
   behavior is that the (unique) MulOpType is vectorized into a
   `vector.contract`. All other ops are handled in a generic fashion.
   In the future, we may wish to allow more input arguments and elementwise and
   constant operations that do not involve the reduction dimension(s).
  }];
  let cppNamespace = "::linalg";
  let verify = [{ crate::verify::verify_contraction_interface($_ctx, $_op.operation()) }];
  let verifyWithRegions = 1;
  let methods = [
    InterfaceMethod<
    /*desc=*/"Returns the left-hand side operand.",
    /*retTy=*/"::ir::Value",
    /*methodName=*/"lhs",
    /*args=*/(ins "&::ir::Context":$ctx),
    /*methodBody=*/[{}], [{
      ctx.operand(self.operation(), 0)
    }]>,
    InterfaceMethod<
    /*desc=*/"Returns the right-hand side operand.",
    /*retTy=*/"::ir::Value",
    /*methodName=*/"rhs",
    /*args=*/(ins "&::ir::Context":$ctx),
    /*methodBody=*/[{}], [{
      ctx.operand(self.operation(), 1)
    }]>,
  ];
}

def LinalgConvolutionOpInterface : OpInterface<"ConvolutionOpInterface"> {
  let description = [{
    A convolution is defined in general terms:
    1. Has an `image` and a `filter` operand.
    2. Has one `output` operand.
    3. The indexing maps of the input have expressions that satisfy
    ```
       AffineExpr ::== AffineDimExpr | ConvolvedExpr
       ConvolvedExpr ::== MulExpr (`+` MulExpr)+
       MulExpr ::== AffineDimExpr (`*` (AffineConstantExpr | AffineSymbolExpr))?
    ```
    4. The filter and the output have projected permutation maps.
    5. Each of the loops can be qualified as one of,
       - Loop over batch dimension,
       - Loop over output image dimensions,
       - Loop over output channel dimensions,
       - Loop over convolved filter dimensions,
       - Loop over input channel dimension.
  }];
  let cppNamespace = "::linalg";
  let verify = [{ crate::verify::verify_convolution_interface($_ctx, $_op.operation()) }];
  let methods = [
    InterfaceMethod<
      /*desc=*/"Return the image operand.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"image",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.operand(self.operation(), 0)
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Return the filter operand.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"filter",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.operand(self.operation(), 1)
      }]
    >,
  ];
}

def LinalgFillOpInterface : OpInterface<"FillOpInterface"> {
  let description = [{
    A fill operation is defined in general terms:
    1. Has a scalar `value` operand.
    2. Has one `output` operand.
  }];
  let cppNamespace = "::linalg";
  let verify = [{ crate::verify::verify_fill_interface($_ctx, $_op.operation()) }];
  let methods = [
    InterfaceMethod<
      /*desc=*/"Return the fill value.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"value",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.operand(self.operation(), 0)
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Return the output operand.",
      /*retTy=*/"::ir::Value",
      /*methodName=*/"output",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.operand(self.operation(), 1)
      }]
    >,
    InterfaceMethod<
      /*desc=*/"Return the result.",
      /*retTy=*/"::core::option::Option<::ir::Value>",
      /*methodName=*/"result",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        (ctx.num_results(self.operation()) > 0).then(|| ctx.result(self.operation(), 0))
      }]
    >,
  ];
}

// The 'LinalgStructuredInterface' provides access to the 'LinalgOp' interface.
def LinalgStructuredInterface
    : OpInterface<"LinalgOp", [DestinationStyleOpInterface]> {
  let cppNamespace = "::linalg";
  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Return the iterator types of the op's loops.
      }],
      /*retTy=*/"::std::vec::Vec<crate::IteratorType>",
      /*methodName=*/"getIteratorTypesArray",
      /*args=*/(ins "&::ir::Context":$ctx)
    >,
    InterfaceMethod<
      /*desc=*/[{
        Return the indexing maps of the operands, in operand order (with
        the index attributes of a named op substituted for its symbols).
      }],
      /*retTy=*/"::std::vec::Vec<crate::LoopMap>",
      /*methodName=*/"getIndexingMapsArray",
      /*args=*/(ins "&::ir::Context":$ctx)
    >,
    InterfaceMethod<
      /*desc=*/[{
        Return the operands (their positions) matching the payload's block
        arguments.
      }],
      /*retTy=*/"::std::vec::Vec<usize>",
      /*methodName=*/"getOpOperandsMatchingBBargs",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        crate::structured::operands_matching_bbargs(ctx, self.operation())
      }]
    >,
    InterfaceMethod<
      /*desc=*/[{
        Return the number of loops.
      }],
      /*retTy=*/"usize",
      /*methodName=*/"getNumLoops",
      /*args=*/(ins "&::ir::Context":$ctx),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        self.get_iterator_types_array(ctx).len()
      }]
    >,
  ];

  let verify = [{ crate::verify::verify_structured_op($_ctx, $_op.operation()) }];
  let verifyWithRegions = 1;
}

def AggregatedOpInterface : OpInterface<"AggregatedOpInterface"> {
  let description = [{
    Interface for decomposing aggregated operations into a sequence of simpler
    ops.
  }];
  let cppNamespace = "::linalg";
}

#endif // LINALG_IR_LINALGINTERFACES
