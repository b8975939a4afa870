//===- DirectiveAtomicInterfaces.td - atomic interfaces ----*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Defines the operation interface for atomic operations used in OpenACC and
// OpenMP.
//
//===----------------------------------------------------------------------===//

#ifndef OPENACC_MP_COMMON_INTERFACES_ATOMICINTERFACES
#define OPENACC_MP_COMMON_INTERFACES_ATOMICINTERFACES

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def AtomicReadOpInterface : OpInterface<"AtomicReadOpInterface"> {
  let description = [{
    This interface is used for OpenACC/OpenMP dialect operation that performs an
    atomic read.

    The interface terminology uses `x` and `v` like the directive
    specifications:
      `v = x;`
    `x` is the address from where the value is atomically read.
    `v` is the address where the value is stored after reading.
  }];
  let cppNamespace = "::mlir::accomp";

  let methods = [
    InterfaceMethod<[{
        Common verifier for operation that implements atomic read interface.
      }],
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyCommon",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        if Self::get_x($_op, ctx) == Self::get_v($_op, ctx) {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "read and write must not be to the same location for atomic reads"));
        }
        Ok(())
      }]
    >,
    InterfaceMethod<[{
        Obtains `x` which is the address from where the value is atomically
        read.
      }],
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getX",
      /*args=*/(ins)
    >,
    InterfaceMethod<[{
        Obtains `v` which is the address where the value is stored after
        reading.
      }],
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getV",
      /*args=*/(ins)
    >,
  ];
}

def AtomicWriteOpInterface : OpInterface<"AtomicWriteOpInterface"> {
  let description = [{
    This interface is used for OpenACC/OpenMP dialect operation that performs an
    atomic write.

    The interface terminology uses `x` and `expr` like the directive
    specifications:
      `x = expr;`
    `x` is the address to where the `expr` is atomically written.
  }];
  let cppNamespace = "::mlir::accomp";

  let methods = [
    InterfaceMethod<[{
        Common verifier for operation that implements atomic write interface.
      }],
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyCommon",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let element_type = ::omp::pointer_like_element_type(
          ctx, ctx.value_type(Self::get_x($_op, ctx)));
        if element_type.is_some_and(|t| t != ctx.value_type(Self::get_expr($_op, ctx))) {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "address must dereference to value type"));
        }
        Ok(())
      }]
    >,
    InterfaceMethod<[{
        Obtains `x` which is the address to which the value is atomically
        written to.
      }],
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getX",
      /*args=*/(ins)
    >,
    InterfaceMethod<[{
        Obtains `expr` which corresponds to the expression whose value is
        written to `x`.
      }],
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getExpr",
      /*args=*/(ins)
    >,
  ];
}

def AtomicUpdateOpInterface : OpInterface<"AtomicUpdateOpInterface"> {
  let description = [{
    This interface is used for OpenACC/OpenMP dialect operation that performs an
    atomic update.

    The interface terminology uses `x` to specify the address where a value
    is atomically written/read.

    Since atomic update expression comes in many forms, this interface requires
    that the operation uses a region with a single argument to capture the
    expression.

    The region describes how to update the value of `x`. It takes the value at
    `x` as an input and must yield the updated value. Only the update to `x` is
    atomic. Generally the region must have only one instruction, but can
    potentially have more than one instructions too. The update is semantically
    similar to a compare-exchange loop based atomic update.
  }];
  let cppNamespace = "::mlir::accomp";

  let methods = [
    InterfaceMethod<[{
        Obtains `x` which is the address to which the value is atomically
        written to / read from.
      }],
      /*retTy=*/"::ir::Value",
      /*methodName=*/"getX",
      /*args=*/(ins)
    >,
    InterfaceMethod<[{
        Returns the first operation in atomic update region.
      }],
      /*retTy=*/"::core::option::Option<::ir::Operation>",
      /*methodName=*/"getFirstOp",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.region_entry($_op.region(ctx)).and_then(|b| ctx.block_first_op(b))
      }]
    >,
    InterfaceMethod<[{
        Returns true if the new value is same as old value and the operation is
        a no-op, false otherwise.
      }],
      /*retTy=*/"bool",
      /*methodName=*/"isNoOp",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        // The atomic update is a no-op if the terminator is the first and only
        // operation in its region.
        let Some(terminator) = Self::get_first_op($_op, ctx).filter(|&t| {
          ::ir::interfaces::RegionBranchTerminatorOpInterfaceRef::get(ctx, t).is_some()
        }) else {
          return false;
        };
        let entry = ctx.region_entry($_op.region(ctx));
        ctx.operands_iter(terminator).next().is_some_and(|v| {
          entry.is_some_and(|b| ctx.num_block_args(b) > 0 && v == ctx.block_arg(b, 0))
        })
      }]
    >,
    InterfaceMethod<[{
        Returns the new value if the operation is equivalent to just a write
        operation. Otherwise, returns nullptr.
      }],
      /*retTy=*/"::core::option::Option<::ir::Value>",
      /*methodName=*/"getWriteOpVal",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let terminator = Self::get_first_op($_op, ctx).filter(|&t| {
          ::ir::interfaces::RegionBranchTerminatorOpInterfaceRef::get(ctx, t).is_some()
        })?;
        let value = ctx.operands_iter(terminator).next()?;
        let entry = ctx.region_entry($_op.region(ctx))?;
        (ctx.num_block_args(entry) == 0 || value != ctx.block_arg(entry, 0)).then_some(value)
      }]
    >,
    InterfaceMethod<[{
        Common verifier for operation that implements atomic update interface.
      }],
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyCommon",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let entry = ctx.region_entry($_op.region(ctx));
        let Some(entry) = entry.filter(|&b| ctx.num_block_args(b) == 1) else {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "the region must accept exactly one argument"));
        };

        let element_type = ::omp::pointer_like_element_type(
          ctx, ctx.value_type(Self::get_x($_op, ctx)));
        if element_type.is_some_and(|t| t != ctx.value_type(ctx.block_arg(entry, 0))) {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "the type of the operand must be a pointer type whose \
             element type is the same as that of the region argument"));
        }

        Ok(())
      }]
    >,
    InterfaceMethod<[{
        Common verifier of the required region for operation that implements
        atomic update interface.
      }],
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyRegionsCommon",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let Some(entry) = ctx.region_entry($_op.region(ctx)) else {
          return Ok(());
        };
        let Some(terminator) = ctx.block_last_op(entry) else {
          return Ok(());
        };

        if ctx.num_operands(terminator) != 1 {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "only updated value must be returned"));
        }

        if ctx.num_block_args(entry) > 0
          && ctx.value_type(ctx.operand(terminator, 0))
            != ctx.value_type(ctx.block_arg(entry, 0))
        {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "input and yielded value must have the same type"));
        }

        Ok(())
      }]
    >,
  ];
}

def AtomicCaptureOpInterface : OpInterface<"AtomicCaptureOpInterface"> {
  let description = [{
    This interface is used for OpenACC/OpenMP dialect operation that performs an
    atomic capture.

    This interface requires a single region with two operations that each
    implement one of the atomic interfaces. It can be found in one of these
    forms:
      `{ atomic.update, atomic.read }`
      `{ atomic.read, atomic.update }`
      `{ atomic.read, atomic.write }`
  }];
  let cppNamespace = "::mlir::accomp";

  let methods = [
    InterfaceMethod<[{
        Returns the first operation in atomic capture region.
      }],
      /*retTy=*/"::core::option::Option<::ir::Operation>",
      /*methodName=*/"getFirstOp",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ctx.region_entry($_op.region(ctx)).and_then(|b| ctx.block_first_op(b))
      }]
    >,
    InterfaceMethod<[{
        Returns the second operation in atomic capture region.
      }],
      /*retTy=*/"::core::option::Option<::ir::Operation>",
      /*methodName=*/"getSecondOp",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        Self::get_first_op($_op, ctx).and_then(|first| ctx.next_op(first))
      }]
    >,
      InterfaceMethod<[{
        Common verifier of the required region for operation that implements
        atomic capture interface.
      }],
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyRegionsCommon",
      /*args=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let ops: ::std::vec::Vec<::ir::Operation> = ctx
          .region_entry($_op.region(ctx))
          .map(|b| ctx.block_ops(b).collect())
          .unwrap_or_default();
        if ops.len() != 3 {
          return Err(::ir::Diagnostic::at_op(ctx, $_op.operation(),
            "expected three operations in atomic.capture region (one \
             terminator, and two atomic ops)"));
        }
        let (first_op, second_op) = (ops[0], ops[1]);
        let first_read_stmt = AtomicReadOpInterfaceRef::get(ctx, first_op);
        let first_update_stmt = AtomicUpdateOpInterfaceRef::get(ctx, first_op);
        let second_read_stmt = AtomicReadOpInterfaceRef::get(ctx, second_op);
        let second_update_stmt = AtomicUpdateOpInterfaceRef::get(ctx, second_op);
        let second_write_stmt = AtomicWriteOpInterfaceRef::get(ctx, second_op);

        match (first_read_stmt, first_update_stmt, second_read_stmt, second_update_stmt, second_write_stmt) {
          (_, Some(update), Some(read), _, _) => {
            if update.get_x(ctx) != read.get_x(ctx) {
              return Err(::ir::Diagnostic::at_op(ctx, first_op,
                "updated variable in atomic.update must be captured in \
                 second operation"));
            }
          }
          (Some(read), _, _, Some(update), _) => {
            if read.get_x(ctx) != update.get_x(ctx) {
              return Err(::ir::Diagnostic::at_op(ctx, first_op,
                "captured variable in atomic.read must be updated in second \
                 operation"));
            }
          }
          (Some(read), _, _, _, Some(write)) => {
            if read.get_x(ctx) != write.get_x(ctx) {
              return Err(::ir::Diagnostic::at_op(ctx, first_op,
                "captured variable in atomic.read must be updated in \
                 second operation"));
            }
          }
          _ => {
            return Err(::ir::Diagnostic::at_op(ctx, first_op,
              "invalid sequence of operations in the capture region"));
          }
        }

        Ok(())
      }]
    >,
  ];
}

#endif // OPENACC_MP_COMMON_INTERFACES_ATOMICINTERFACES
