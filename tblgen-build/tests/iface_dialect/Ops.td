// The interface test dialect: each op lists op interfaces of the `td`
// library, through `DeclareOpInterfaceMethods<...>` (the methods named, or
// all those without a default, are the op's hooks) or plainly (defaults
// and the op's generated accessors implement them). `src/lib.rs` has the
// hooks; `tests/interfaces.rs` dispatches each interface from an opaque
// operation and runs each interface verifier upstream has.

include "mlir/IR/OpBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/CopyOpInterface.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
include "mlir/Interfaces/DerivedAttributeOpInterface.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/MemorySlotInterfaces.td"
include "mlir/Interfaces/ParallelCombiningOpInterface.td"
include "mlir/Interfaces/RuntimeVerifiableOpInterface.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/VectorInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def Iface_Dialect : Dialect {
  let name = "iface";
  let summary = "A dialect whose ops implement every library op interface";
  let cppNamespace = "crate";
}

class Iface_Op<string mnemonic, list<Trait> traits = []>
    : Op<Iface_Dialect, mnemonic, traits>;

// CastOpInterface: `areCastCompatible` is a hook; the verifier asks it.
// The interface comes before `SameOperandsAndResultShape`: its verifier
// runs first, as in upstream's trait order.
def Iface_CastOp : Iface_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>, SameOperandsAndResultShape]> {
  let summary = "casts an integer or a float to a type at least as wide";
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
}

// InferTypeOpInterface: `inferReturnTypes` is a hook; the verifier checks
// the op's result type against it.
def Iface_InferOp : Iface_Op<"infer",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a result of its first operand's type";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$res);
}

// InferIntRangeInterface, VectorUnrollOpInterface, ConditionallySpeculatable,
// MemoryEffectsOpInterface, OpAsmOpInterface: hooks dispatched from an
// opaque op (no verifier upstream).
def Iface_RangeOp : Iface_Op<"range", [
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "an integer in [lo, hi]";
  let arguments = (ins I64Attr:$lo, I64Attr:$hi, UnitAttr:$may_trap);
  let results = (outs Index:$res);
}

// BranchOpInterface: `getSuccessorOperands` is a hook; the verifier counts
// and types the operands each successor gets.
def Iface_BranchOp : Iface_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface>, Terminator]> {
  let summary = "branches to a block with operands";
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest);
}

// RegionBranchOpInterface and its terminator: the verifier follows every
// edge (parent to region, region to parent results).
def Iface_IfOp : Iface_Op<"if", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    SingleBlock, NoRegionArguments]> {
  let summary = "runs its region, whose yield gives the results";
  let results = (outs Variadic<AnyType>:$res);
  let regions = (region SizedRegion<1>:$body);
}

def Iface_YieldOp : Iface_Op<"yield", [
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
    Pure, ReturnLike, Terminator]> {
  let summary = "yields values to the enclosing op";
  let arguments = (ins Variadic<AnyType>:$values);
}

// CallOpInterface, CallableOpInterface, SymbolOpInterface (`Symbol`),
// SymbolUserOpInterface, FunctionOpInterface.
def Iface_FuncOp : Iface_Op<"func", [
    DeclareOpInterfaceMethods<CallableOpInterface>,
    DeclareOpInterfaceMethods<FunctionOpInterface, ["verifyType"]>, Symbol,
    IsolatedFromAbove]> {
  let summary = "a function";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
}

def Iface_CallOp : Iface_Op<"call", [
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a function";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$res);
}

// DestinationStyleOpInterface: the verifier checks the inits against the
// results.
def Iface_FillOp : Iface_Op<"fill", [
    DeclareOpInterfaceMethods<DestinationStyleOpInterface>]> {
  let summary = "fills its init with a value";
  let arguments = (ins AnyType:$value, AnyType:$init);
  let results = (outs Variadic<AnyTensor>:$res);
}

// LoopLikeOpInterface: the verifier matches inits, iteration arguments,
// yielded values and results.
def Iface_LoopOp : Iface_Op<"loop", [
    DeclareOpInterfaceMethods<LoopLikeOpInterface,
      ["getLoopRegions", "getInitsMutable", "getRegionIterArgs",
       "getYieldedValuesMutable", "getLoopResults"]>]> {
  let summary = "a loop carrying values";
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$res);
  let regions = (region SizedRegion<1>:$body);
}

// ViewLikeOpInterface and OffsetSizeAndStrideOpInterface: the generated
// accessors `offsets`, `sizes`, `strides`, `static_*` implement most of
// the latter; the verifier checks the lists.
def Iface_SubviewOp : Iface_Op<"subview", [
    DeclareOpInterfaceMethods<ViewLikeOpInterface>,
    OffsetSizeAndStrideOpInterface, AttrSizedOperandSegments]> {
  let summary = "a view of part of a memref";
  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
}

// ReifyRankedShapedTypeOpInterface, InferShapedTypeOpInterface,
// ShapedDimOpInterface (whose verifier wants one index result).
def Iface_ShapeOp : Iface_Op<"shape", [
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
      ["inferReturnTypeComponents"]>]> {
  let summary = "a tensor of the shape of its operand";
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
}

def Iface_DimOp : Iface_Op<"dim", [
    DeclareOpInterfaceMethods<ShapedDimOpInterface>]> {
  let summary = "a dimension of a shaped value";
  let arguments = (ins AnyType:$source, Index:$index);
  let results = (outs Variadic<AnyType>:$res);
}

// ParallelCombiningOpInterface: the verifier wants one region of one block.
def Iface_CombineOp : Iface_Op<"combine", [
    DeclareOpInterfaceMethods<ParallelCombiningOpInterface>, NoTerminator]> {
  let summary = "combines the results of parallel work";
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
}

// CopyOpInterface, DerivedAttributeOpInterface, RegionKindInterface,
// RuntimeVerifiableOpInterface, VectorTransferOpInterface.
def Iface_CopyOp : Iface_Op<"copy", [
    DeclareOpInterfaceMethods<CopyOpInterface>,
    DeclareOpInterfaceMethods<DerivedAttributeOpInterface>,
    DeclareOpInterfaceMethods<RuntimeVerifiableOpInterface>,
    DeclareOpInterfaceMethods<VectorTransferOpInterface>]> {
  let summary = "copies a memref into another";
  let arguments = (ins AnyMemRef:$source, AnyMemRef:$target, AnyAttr:$map);
}

// DataLayoutOpInterface: its specification is its `spec` attribute; the
// queries are the defaults.
def Iface_LayoutOp : Iface_Op<"layout", [DataLayoutOpInterface]> {
  let summary = "a data layout scope";
  let arguments = (ins OptionalAttr<AnyAttr>:$spec);
}

def Iface_GraphOp : Iface_Op<"graph", [
    DeclareOpInterfaceMethods<RegionKindInterface>, NoTerminator]> {
  let summary = "a graph region";
  let regions = (region AnyRegion:$body);
}

// The memory-slot interfaces (mem2reg, SROA). `PromotableOpInterface`
// is on an op of its own: its `canUsesBeRemoved` and `removeBlockingUses`
// share their names with `PromotableMemOpInterface`'s, which C++ overloads
// and one Rust hooks trait cannot hold.
def Iface_SlotOp : Iface_Op<"slot", [
    DeclareOpInterfaceMethods<PromotableAllocationOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAllocationOpInterface>,
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let summary = "a memory slot";
  let results = (outs AnyMemRef:$slot);
}

def Iface_SlotUserOp : Iface_Op<"slot_user", [
    DeclareOpInterfaceMethods<PromotableOpInterface>]> {
  let summary = "a user of a memory slot that can drop its use";
  let arguments = (ins AnyMemRef:$slot);
}
