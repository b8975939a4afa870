//===- ControlFlowInterfaces.td - branches and region flow ---*- tablegen -*-===//
//
// Part of the `td` crate. Interfaces describing how control moves: between
// blocks (branch terminators) and into, between and out of regions
// (structured control flow).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CONTROLFLOWINTERFACES
#define MLIR_INTERFACES_CONTROLFLOWINTERFACES

include "mlir/IR/OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    A terminator that branches to successor blocks, forwarding some of its
    operands as the successors' block arguments.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<
      "The operands forwarded to successor `index`.",
      "::ir::interfaces::SuccessorOperands", "getSuccessorOperands",
      (ins "&::ir::Context":$ctx, "usize":$index)>,
    InterfaceMethod<
      "The block argument that operand `operandIndex` is forwarded to, if "
      "any.",
      "::core::option::Option<::ir::Value>", "getSuccessorBlockArgument",
      (ins "&::ir::Context":$ctx, "usize":$operandIndex),
      [{}],
      [{ ::ir::interfaces::successor_block_argument(ctx, $_op.operation(), operandIndex) }]>,
    InterfaceMethod<
      "The successor taken when the operands are the constants `operands` "
      "(`None` where unknown), if it can be told.",
      "::core::option::Option<::ir::Block>", "getSuccessorForOperands",
      (ins "&::ir::Context":$ctx,
           "&[::core::option::Option<::ir::Attribute>]":$operands),
      [{}],
      [{ ::core::option::Option::None }]>,
    InterfaceMethod<
      "Whether a forwarded operand of type `lhs` may feed a block argument "
      "of type `rhs`.",
      "bool", "areTypesCompatible",
      (ins "&::ir::Context":$ctx, "::ir::Type":$lhs, "::ir::Type":$rhs),
      [{}],
      [{ lhs == rhs }]>,
  ];
  let verify = [{ ::ir::interfaces::verify_branch_successor_operands($_ctx, $_op.operation()) }];
}

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    An op with regions whose control flow it describes: which regions may run
    first, which may follow each other, when control returns to the op, and
    which values flow along each edge.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<
      "The operands forwarded to the entry of `point`.",
      "::std::vec::Vec<::ir::Value>", "getEntrySuccessorOperands",
      (ins "&::ir::Context":$ctx, "::ir::interfaces::RegionBranchPoint":$point),
      [{}],
      [{ ::std::vec::Vec::new() }]>,
    InterfaceMethod<
      "The regions (or the op's results) control may enter first, given the "
      "operands known to be constant.",
      "()", "getEntrySuccessorRegions",
      (ins "&::ir::Context":$ctx,
           "&[::core::option::Option<::ir::Attribute>]":$operands,
           "&mut ::std::vec::Vec<::ir::interfaces::RegionSuccessor>":$regions),
      [{}],
      [{ self.get_successor_regions(ctx, ::ir::interfaces::RegionBranchPoint::Parent, regions) }]>,
    InterfaceMethod<
      "The successors of `point`: regions, or the op's results.",
      "()", "getSuccessorRegions",
      (ins "&::ir::Context":$ctx, "::ir::interfaces::RegionBranchPoint":$point,
           "&mut ::std::vec::Vec<::ir::interfaces::RegionSuccessor>":$regions)>,
    InterfaceMethod<
      "How many times each region may run, per execution of the op.",
      "()", "getRegionInvocationBounds",
      (ins "&::ir::Context":$ctx,
           "&[::core::option::Option<::ir::Attribute>]":$operands,
           "&mut ::std::vec::Vec<::ir::interfaces::InvocationBounds>":$bounds),
      [{}],
      [{ bounds.clear(); }]>,
    InterfaceMethod<
      "Whether a value of type `lhs` may flow into one of type `rhs`.",
      "bool", "areTypesCompatible",
      (ins "&::ir::Context":$ctx, "::ir::Type":$lhs, "::ir::Type":$rhs),
      [{}],
      [{ lhs == rhs }]>,
  ];
  let verify = [{ ::ir::interfaces::verify_region_branch_types($_ctx, $_op.operation()) }];
  let verifyWithRegions = 1;
}

def RegionBranchTerminatorOpInterface
    : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = [{
    A terminator inside a `RegionBranchOpInterface` op that passes values to
    a successor region or to the op's results.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<
      "The range of operands forwarded to `point`, as positions in the "
      "operand list.",
      "::core::ops::Range<usize>", "getMutableSuccessorOperands",
      (ins "&::ir::Context":$ctx, "::ir::interfaces::RegionBranchPoint":$point)>,
    InterfaceMethod<
      "The regions (or parent results) this terminator may branch to.",
      "()", "getSuccessorRegions",
      (ins "&::ir::Context":$ctx,
           "&[::core::option::Option<::ir::Attribute>]":$operands,
           "&mut ::std::vec::Vec<::ir::interfaces::RegionSuccessor>":$regions),
      [{}],
      [{ ::ir::interfaces::terminator_successor_regions(ctx, $_op.operation(), regions) }]>,
  ];
}

// A terminator that returns all its operands to the parent op's results.
def ReturnLike : TraitList<[
  DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
  NativeOpTrait<"ReturnLike">
]>;

#endif // MLIR_INTERFACES_CONTROLFLOWINTERFACES
