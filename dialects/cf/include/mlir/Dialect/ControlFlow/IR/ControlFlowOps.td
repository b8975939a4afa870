//===- ControlFlowOps.td - ControlFlow operations ----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file contains definitions for the operations within the ControlFlow
// dialect.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
#define MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def ControlFlow_Dialect : Dialect {
  let name = "cf";
  let cppNamespace = "::mlir::cf";
  let dependentDialects = ["arith::ArithDialect"];
  let description = [{
    This dialect contains low-level, i.e. non-region based, control flow
    constructs. These constructs generally represent control flow directly
    on SSA blocks of a control flow graph.
  }];
}

class CF_Op<string mnemonic, list<Trait> traits = []> :
    Op<ControlFlow_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// AssertOp
//===----------------------------------------------------------------------===//

def AssertOp : CF_Op<"assert",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Assert operation with message attribute";
  let description = [{
    Assert operation at runtime with single boolean operand and an error
    message attribute.
    If the argument is `true` this operation has no effect. Otherwise, the
    program execution will abort. The provided error message may be used by a
    runtime to propagate the error to the user.

    Example:

    ```mlir
    assert %b, "Expected ... to be true"
    ```
  }];

  let arguments = (ins I1:$arg, StrAttr:$msg);

  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

//===----------------------------------------------------------------------===//
// BranchOp
//===----------------------------------------------------------------------===//

def BranchOp : CF_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator
  ]> {
  let summary = "branch operation";
  let description = [{
    The `cf.br` operation represents a direct branch operation to a given
    block. The operands of this operation are forwarded to the successor block,
    and the number and type of the operands must match the arguments of the
    target block.

    Example:

    ```mlir
    ^bb2:
      %2 = call @someFn()
      cf.br ^bb3(%2 : tensor<*xf32>)
    ^bb3(%3: tensor<*xf32>):
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);

  let builders = [
    OpBuilder<(ins "::ir::Block":$dest,
                   CArg<"&[::ir::Value]", "&[]">:$destOperands), [{
      $_state.add_successors(&[dest]);
      $_state.add_operands(dest_operands);
    }]>];

  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// CondBranchOp
//===----------------------------------------------------------------------===//

def CondBranchOp : CF_Op<"cond_br",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
     Pure, Terminator]> {
  let summary = "conditional branch operation";
  let description = [{
    The `cond_br` terminator operation represents a conditional branch on a
    boolean (1-bit integer) value. If the bit is set, then the first destination
    is jumped to; if it is false, the second destination is chosen. The count
    and types of operands must align with the arguments in the corresponding
    target blocks.

    The MLIR conditional branch operation is not allowed to target the entry
    block for a region. The two destinations of the conditional branch operation
    are allowed to be the same.

    The following example illustrates a function with a conditional branch
    operation that targets the same block.

    Example:

    ```mlir
    func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
      // Both targets are the same, operands differ
      cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

    ^bb1(%x : i32) :
      return %x : i32
    }
    ```
  }];

  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);

  let builders = [
    OpBuilder<(ins "::ir::Value":$condition, "::ir::Block":$trueDest,
      "&[::ir::Value]":$trueOperands, "::ir::Block":$falseDest,
      "&[::ir::Value]":$falseOperands), [{
      $_state.add_operands(&[condition]);
      $_state.add_operands(true_operands);
      $_state.add_operands(false_operands);
      let sizes = ::ir::asm_support::segment_sizes(
          $_builder, &[1, true_operands.len(), false_operands.len()]);
      $_state.add_attribute("operandSegmentSizes", sizes);
      $_state.add_successors(&[true_dest, false_dest]);
    }]>,
    OpBuilder<(ins "::ir::Value":$condition, "::ir::Block":$trueDest,
      "::ir::Block":$falseDest, CArg<"&[::ir::Value]", "&[]">:$falseOperands), [{
      $_state.add_operands(&[condition]);
      $_state.add_operands(false_operands);
      let sizes = ::ir::asm_support::segment_sizes($_builder, &[1, 0, false_operands.len()]);
      $_state.add_attribute("operandSegmentSizes", sizes);
      $_state.add_successors(&[true_dest, false_dest]);
    }]>];

  let extraClassDeclaration = [{
    /// The index of the true destination in the successor list.
    pub const TRUE_INDEX: usize = 0;
    /// The index of the false destination in the successor list.
    pub const FALSE_INDEX: usize = 1;

    /// Operand `idx` of the true destination.
    pub fn get_true_operand(self, ctx: &::ir::Context, idx: usize) -> ::ir::Value {
        ctx.operand(self.operation(), self.get_true_dest_operand_index() + idx)
    }

    /// Sets operand `idx` of the true destination.
    pub fn set_true_operand(self, ctx: &mut ::ir::Context, idx: usize, value: ::ir::Value) {
        let index = self.get_true_dest_operand_index() + idx;
        // A live op, and an index within its true operands.
        let _ = ctx.set_operand(self.operation(), index, value);
    }

    /// The number of operands of the true destination.
    pub fn get_num_true_operands(self, ctx: &::ir::Context) -> usize {
        self.true_dest_operands(ctx).len()
    }

    /// Operand `idx` of the false destination.
    pub fn get_false_operand(self, ctx: &::ir::Context, idx: usize) -> ::ir::Value {
        ctx.operand(self.operation(), self.get_false_dest_operand_index(ctx) + idx)
    }

    /// Sets operand `idx` of the false destination.
    pub fn set_false_operand(self, ctx: &mut ::ir::Context, idx: usize, value: ::ir::Value) {
        let index = self.get_false_dest_operand_index(ctx) + idx;
        // A live op, and an index within its false operands.
        let _ = ctx.set_operand(self.operation(), index, value);
    }

    /// The operands of the true destination.
    pub fn get_true_operands(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Value> {
        self.true_dest_operands(ctx)
    }

    /// The operands of the false destination.
    pub fn get_false_operands(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Value> {
        self.false_dest_operands(ctx)
    }

    /// The number of operands of the false destination.
    pub fn get_num_false_operands(self, ctx: &::ir::Context) -> usize {
        self.false_dest_operands(ctx).len()
    }

    /// The index of the first true destination operand.
    fn get_true_dest_operand_index(self) -> usize {
        1
    }

    /// The index of the first false destination operand.
    fn get_false_dest_operand_index(self, ctx: &::ir::Context) -> usize {
        self.get_true_dest_operand_index() + self.get_num_true_operands(ctx)
    }
  }];

  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// SwitchOp
//===----------------------------------------------------------------------===//

def SwitchOp : CF_Op<"switch",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
     Pure, Terminator]> {
  let summary = "switch operation";
  let description = [{
    The `switch` terminator operation represents a switch on a signless integer
    value. If the flag matches one of the specified cases, then the
    corresponding destination is jumped to. If the flag does not match any of
    the cases, the default destination is jumped to. The count and types of
    operands must align with the arguments in the corresponding target blocks.

    Example:

    ```mlir
    switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb1(%b : i32),
      43: ^bb3(%c : i32)
    ]
    ```
  }];

  let arguments = (ins
    AnyInteger:$flag,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<AnyIntElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );
  let builders = [
    OpBuilder<(ins "::ir::Value":$flag,
      "::ir::Block":$defaultDestination,
      "&[::ir::Value]":$defaultOperands,
      CArg<"&[i128]", "&[]">:$caseValues,
      CArg<"&[::ir::Block]", "&[]">:$caseDestinations,
      CArg<"&[&[::ir::Value]]", "&[]">:$caseOperands)>,
    OpBuilder<(ins "::ir::Value":$flag,
      "::ir::Block":$defaultDestination,
      "&[::ir::Value]":$defaultOperands,
      CArg<"&[i32]", "&[]">:$caseValues,
      CArg<"&[::ir::Block]", "&[]">:$caseDestinations,
      CArg<"&[&[::ir::Value]]", "&[]">:$caseOperands)>,
    OpBuilder<(ins "::ir::Value":$flag,
      "::ir::Block":$defaultDestination,
      "&[::ir::Value]":$defaultOperands,
      CArg<"::core::option::Option<::ir::Attribute>", "None">:$caseValues,
      CArg<"&[::ir::Block]", "&[]">:$caseDestinations,
      CArg<"&[&[::ir::Value]]", "&[]">:$caseOperands)>
  ];

  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];

  let extraClassDeclaration = [{
    /// Return the operands for the case destination block at the given index.
    pub fn get_case_operands_at(self, ctx: &::ir::Context, index: usize) -> ::std::vec::Vec<::ir::Value> {
        self.get_case_operands_mutable_at(ctx, index)
            .map(|i| ctx.operand(self.operation(), i))
            .collect()
    }

    /// Return the positions in the operand list of the operands for the case
    /// destination block at the given index.
    pub fn get_case_operands_mutable_at(self, ctx: &::ir::Context, index: usize) -> ::core::ops::Range<usize> {
        let (start, _) = self.operand_group(ctx, 2);
        let sizes = self.case_operand_segments(ctx);
        let before: usize = sizes.iter().take(index).map(|&n| n.max(0) as usize).sum();
        let len = sizes.get(index).map_or(0, |&n| n.max(0) as usize);
        start + before..start + before + len
    }
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

#endif // MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
