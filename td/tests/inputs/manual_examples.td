//===- manual_examples.td - the ODS and DRR manuals' examples -*- tablegen -*-===//
//
// The examples of the ODS manuals (classic and modern) and of the DRR manual,
// written against the `td` library with Rust snippets: every attribute,
// constraint, trait, interface, enum and property kind they describe is
// used at least once. The conformance tests evaluate this file with
// llvm-tblgen and check a few resolved values.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/PatternBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CopyOpInterface.td"
include "mlir/Interfaces/DerivedAttributeOpInterface.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/ViewLikeInterface.td"
include "mlir/Interfaces/VectorInterfaces.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/ParallelCombiningOpInterface.td"
include "mlir/Interfaces/RuntimeVerifiableOpInterface.td"

//===----------------------------------------------------------------------===//
// Dialect, base op class
//===----------------------------------------------------------------------===//

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "Examples of the ODS manual";
  let description = [{
    One op per feature of the manuals.
  }];
  let cppNamespace = "crate::test";
  let dependentDialects = ["crate::builtin"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

class TEST_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Predicates and constraints
//===----------------------------------------------------------------------===//

// The manual's "32-bit or 64-bit integer attribute", written with combiners.
def I32OrI64IntAttrPred : And<[
  CPred<"$_ctx.attr_as_int($_self).is_some()">,
  Or<[SubstLeaves<"$_self", "$_ctx.attr_type($_self)", I32.predicate>,
      SubstLeaves<"$_self", "$_ctx.attr_type($_self)", I64.predicate>]>
]>;
def I32OrI64Attr : Attr<I32OrI64IntAttrPred,
                        "32-bit or 64-bit integer attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "i64";
  let convertFromStorage = "$_ctx.attr_as_int($_self).unwrap_or_default()";
}

// A property checked by a hand-written Rust function (an `AttrConstraint`,
// used to confine an attribute).
def HasSomeProperty : AttrConstraint<CPred<"has_some_property($_ctx, $_self)">,
                                     "has some property">;

def NotF32 : TypeConstraint<Neg<F32.predicate>, "anything but f32">;
def WrappedF32 : TypeConstraint<
  Concat<"(", F32.predicate, ")">, "f32, parenthesised">;

def RankedF64OrIndex
    : AnyTypeOf<[RankedTensorOf<[F64]>, Index], "ranked f64 tensor or index">;
def SmallInt : ConfinedType<AnySignlessInteger,
  [CPred<"$_ctx.type_as_integer($_self).is_some_and(|(w, _)| w <= 16)">],
  "signless integer of at most 16 bits">;
def MyF64 : TypeAlias<F64, "my double">;

//===----------------------------------------------------------------------===//
// Operands, results, attributes
//===----------------------------------------------------------------------===//

def AvgPoolOp : TEST_Op<"avg_pool", [Pure]> {
  let summary = "Performs average pooling on the input.";
  let description = [{
    Each output element is the mean of a `ksize` window of `value`.
  }];
  let arguments = (ins
    TensorOf<[F32, F64]>:$value,
    ConfinedAttr<I64ArrayAttr, [ArrayMinCount<4>]>:$ksize,
    Confined<I64ArrayAttr, [ArrayMinCount<4>]>:$strides,
    DefaultValuedStrAttr<StrAttr, "NHWC">:$data_format
  );
  let results = (outs TensorOf<[F32, F64]>:$output);
}

def AllKindsOfOperandsOp : TEST_Op<"operands", [AttrSizedOperandSegments,
                                                AttrSizedResultSegments]> {
  let arguments = (ins
    AnyType:$any,
    I32:$i32,
    F64:$f64,
    SI64:$si64,
    UI8:$ui8,
    Index:$index,
    F64Tensor:$f64_tensor,
    AnyMemRef:$memref,
    VectorOf<[F32]>:$vector,
    Complex<F64>:$complex,
    TupleOf<[I32, F32]>:$tuple,
    RankedF64OrIndex:$ranked,
    SmallInt:$small,
    MyF64:$aliased,
    NotF32:$not_f32,
    WrappedF32:$wrapped,
    Optional<I32>:$maybe,
    Variadic<AnyTensor>:$rest,
    VariadicOfVariadic<AnyType, "group_sizes">:$groups,
    DenseI32ArrayAttr:$group_sizes
  );
  let results = (outs
    Variadic<AnyTensor>:$outputs,
    Optional<F32>:$maybe_result,
    Res<AnyMemRef, "a fresh buffer", [MemAlloc]>:$buffer
  );
}

def SameSizeVariadicsOp : TEST_Op<"same_size_variadics",
                                  [SameVariadicOperandSize,
                                   SameVariadicResultSize]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
  let results = (outs Variadic<I32>:$x, Variadic<I32>:$y);
}

def AttrKindsOp : TEST_Op<"attributes"> {
  let arguments = (ins
    F32Attr:$f32,
    F64Attr:$f64,
    I1Attr:$i1,
    I8Attr:$i8,
    I16Attr:$i16,
    I32Attr:$i32,
    I64Attr:$i64,
    SI32Attr:$si32,
    UI64Attr:$ui64,
    IndexAttr:$index,
    APIntAttr:$apint,
    AnyI32Attr:$any_i32,
    BoolAttr:$flag,
    StrAttr:$name,
    SymbolNameAttr:$sym_name,
    TypeAttr:$type,
    TypeAttrOf<FunctionType>:$function_type,
    UnitAttr:$unit,
    DictionaryAttr:$dict,
    ArrayAttr:$array,
    I32ArrayAttr:$i32_array,
    I64ArrayAttr:$i64_array,
    F32ArrayAttr:$f32_array,
    F64ArrayAttr:$f64_array,
    StrArrayAttr:$str_array,
    TypeArrayAttr:$type_array,
    BoolArrayAttr:$bool_array,
    I64SmallVectorArrayAttr:$small_vector,
    DictArrayAttr:$dict_array,
    DenseBoolArrayAttr:$dense_bool,
    DenseI8ArrayAttr:$dense_i8,
    DenseI64ArrayAttr:$dense_i64,
    DenseF32ArrayAttr:$dense_f32,
    DenseF64ArrayAttr:$dense_f64,
    ElementsAttr:$elements,
    F64ElementsAttr:$f64_elements,
    I32ElementsAttr:$i32_elements,
    RankedI64ElementsAttr<[2, 2]>:$ranked_i64_elements,
    RankedF32ElementsAttr<[4]>:$ranked_f32_elements,
    IndexElementsAttr:$index_elements,
    AnyIntElementsAttr:$int_elements,
    StringElementsAttr:$string_elements,
    SymbolRefAttr:$symbol,
    FlatSymbolRefAttr:$callee,
    FlatSymbolRefArrayAttr:$callees,
    LocationAttr:$loc,
    AnyAttrOf<[I32Attr, StrAttr]>:$either,
    I32OrI64Attr:$i32_or_i64,
    ConfinedAttr<AnyAttr, [HasSomeProperty]>:$special,
    AnyAttr:$anything,
    OptionalAttr<F32Attr>:$maybe_f32,
    DefaultValuedAttr<F32Attr, "0.5">:$half,
    DefaultValuedOptionalAttr<I64Attr, "7">:$seven,
    DefaultValuedStrAttr<StrAttr, "default">:$text,
    DefaultValuedOptionalStrAttr<StrAttr, "maybe">:$maybe_text,
    TypedStrAttr<I32>:$typed_str
  );
}

// Every primitive of ConfinedAttr the modern manual lists.
def ConfinedAttrsOp : TEST_Op<"confined"> {
  let arguments = (ins
    ConfinedAttr<I32Attr, [IntMinValue<10>]>:$min,
    ConfinedAttr<I32Attr, [IntMaxValue<100>]>:$max,
    ConfinedAttr<I32Attr, [IntNEQValue<0>]>:$nonzero,
    ConfinedAttr<I64Attr, [IntPositive]>:$positive,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$non_negative,
    ConfinedAttr<I64Attr, [IntPowerOf2]>:$power_of_two,
    ConfinedAttr<I64ArrayAttr, [ArrayMinCount<1>]>:$at_least_one,
    ConfinedAttr<I64ArrayAttr, [ArrayMaxCount<3>]>:$at_most_three,
    ConfinedAttr<I64ArrayAttr, [ArrayCount<2>]>:$exactly_two,
    ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<3>]>:$dense_three,
    ConfinedAttr<DenseI32ArrayAttr,
                 [DenseArrayStrictlyPositive<DenseI32ArrayAttr>]>:$dense_positive,
    ConfinedAttr<DenseF64ArrayAttr,
                 [DenseArrayStrictlyNonNegative<DenseF64ArrayAttr>]>:$dense_non_negative,
    ConfinedAttr<DenseI64ArrayAttr,
                 [DenseArrayNonNegative<DenseI64ArrayAttr>]>:$dense_non_negative2,
    ConfinedAttr<DenseI64ArrayAttr, [DenseArraySorted<DenseI64ArrayAttr>]>:$sorted,
    ConfinedAttr<DenseI64ArrayAttr,
                 [DenseArrayStrictlySorted<DenseI64ArrayAttr>]>:$strictly_sorted,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemEq<0, 1>]>:$first_is_one,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemMinValue<1, 2>]>:$second_min,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemMaxValue<1, 9>]>:$second_max,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemInRange<2, 0, 5>]>:$third_in_range,
    ConfinedAttr<OptionalAttr<I32Attr>, [IsNullAttr]>:$must_be_absent,
    ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<10>]>:$zero_to_ten,
    ConfinedAttr<I64ArrayAttr,
                 [AllAttrOf<[ArrayMinCount<1>, IntArrayNthElemEq<0, 4>]>]>:$all_of
  );
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// Classic spelling.
def Case15 : I32EnumAttrCase<"Case15", 15>;
def Case20 : I32EnumAttrCase<"Case20", 20, "case20">;
def MyIntEnum : I32EnumAttr<"MyIntEnum", "An example int enum",
                            [Case15, Case20]> {
  let cppNamespace = "outer::inner";
  let stringToSymbolFnName = "ConvertToEnum";
  let symbolToStringFnName = "ConvertToString";
}

def I64Small : I64EnumAttrCase<"Small", 1>;
def I64Large : I64EnumAttrCase<"Large", 1099511627776>;
def MyI64Enum : I64EnumAttr<"MyI64Enum", "", [I64Small, I64Large]>;

def BitNone : I32BitEnumAttrCaseNone<"None">;
def Bit0 : I32BitEnumAttrCaseBit<"Bit0", 0, "tagged">;
def Bit1 : I32BitEnumAttrCaseBit<"Bit1", 1>;
def Bit2 : I32BitEnumAttrCaseBit<"Bit2", 2>;
def Bit3 : I32BitEnumAttrCaseBit<"Bit3", 3>;
def BitLow : I32BitEnumAttrCaseGroup<"Low", [Bit0, Bit1]>;
def MyBitEnum : I32BitEnumAttr<"MyBitEnum", "An example bit enum",
                               [BitNone, Bit0, Bit1, Bit2, Bit3, BitLow]> {
  let separator = "|";
}

def OldBitA : BitEnumAttrCase<"A", 0x1>;
def OldBitB : BitEnumAttrCase<"B", 0x2>;
def OldBitEnum : BitEnumAttr<I32, "OldBitEnum", "", [OldBitA, OldBitB]> {
  let underlyingType = "u32";
  let separator = ", ";
}

def StrCaseSame : StrEnumAttrCase<"SAME">;
def StrCaseValid : StrEnumAttrCase<"VALID">;
def PaddingAttr : StrEnumAttr<"Padding", "padding kind",
                              [StrCaseSame, StrCaseValid]>;

// Modern spelling.
def ModernCase15 : I32EnumCase<"Case15", 15>;
def ModernCase20 : I32EnumCase<"Case20", 20>;
def MyI32Enum : I32Enum<"MyI32Enum", "An example int enum (modern)",
                        [ModernCase15, ModernCase20]>;
def MyI32EnumAttr : EnumAttr<Test_Dialect, MyI32Enum, "my_enum">;

def ModernNone : I32BitEnumCaseNone<"None">;
def ModernBit0 : I32BitEnumCaseBit<"Bit0", 0>;
def ModernBit1 : I32BitEnumCaseBit<"Bit1", 1>;
def ModernBits : I32BitEnumCaseGroup<"Both", [ModernBit0, ModernBit1]>;
def MyModernBitEnum : I32BitEnum<"MyModernBitEnum", "modern bit enum",
                                 [ModernNone, ModernBit0, ModernBit1, ModernBits]>;
def MyModernBitEnumAttr : EnumAttr<Test_Dialect, MyModernBitEnum, "bits">;

def AnyCase : EnumCase<"Any", 3>;
def MyInfo : EnumInfo<"MyInfo", "an enum info", [ModernCase15]>;

def EnumsOp : TEST_Op<"enums"> {
  let arguments = (ins
    MyIntEnum:$int_enum,
    MyI64Enum:$i64_enum,
    MyBitEnum:$bit_enum,
    OldBitEnum:$old_bits,
    PaddingAttr:$padding,
    MyI32EnumAttr:$enum_attr,
    MyModernBitEnumAttr:$bits_attr,
    DefaultValuedAttr<MyIntEnum, "outer::inner::MyIntEnum::Case15">:$with_default
  );
}

//===----------------------------------------------------------------------===//
// Properties
//===----------------------------------------------------------------------===//

def PropertiesOp : TEST_Op<"properties"> {
  let arguments = (ins
    I32Prop:$count,
    I64Prop:$offset,
    BoolProp:$enabled,
    StringProp:$label,
    UnitProp:$is_read_only,
    ArrayProp<I64Prop>:$sizes,
    IntArrayProp<I32Prop>:$strides,
    DefaultValuedProp<I32Prop, "1">:$step,
    DefaultValuedProp<ArrayProp<I64Prop>, "&[0]", "vec![0]">:$origin,
    OptionalProp<I64Prop>:$limit,
    ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative i64">:$size,
    NonNegativeI32Prop:$depth,
    IntProperty<"u16">:$small,
    ArrayProperty<"i32", 4>:$quad,
    EnumProp<MyIntEnum>:$kind,
    NamedEnumProp<MyBitEnum, "bits">:$flags,
    EnumPropWithAttrForm<MyI32Enum, MyI32EnumAttr>:$mode
  );
  let assemblyFormat = "(`is_read_only` $is_read_only^)? prop-dict attr-dict";
}

def PropConstraintExample : PropConstraint<CPred<"$_self % 2 == 0">,
                                           "an even number", "i64">;

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

def MyTrait : NativeOpTrait<"MyTrait">;
def MyParamTrait : ParamNativeOpTrait<"HasNumRegions", "2">;
def OpTraitA : NativeOpTrait<"OpTraitA">, Deprecated<"use `bar` instead">;

def TraitsOp : TEST_Op<"traits", [
    Commutative, Idempotent, SameOperandsAndResultType, SameTypeOperands,
    SameOperandsShape, SameOperandsElementType, ElementwiseMappable,
    ResultsAreFloatLike, MyTrait, MyParamTrait,
    AllTypesMatch<["lhs", "rhs", "result"]>,
    AllElementTypesMatch<["lhs", "result"]>,
    AllShapesMatch<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs"]>,
    AllElementCountsMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result type is the element type of lhs", "lhs", "scalar",
                   "$_ctx.element_type_or_self($_self)">,
    PredOpTrait<"lhs is a tensor", TypeIsPred<"lhs", AnyTensor>>,
    TypeIs<"rhs", AnyTensor>,
    ElementTypeIs<"lhs", F32>,
    PredOpTrait<"operand 0 and 1 have the same element type",
                TCopVTEtIsSameAs<0, 1>>,
    PredOpTrait<"result 0 has the element type of operand 0",
                TCresVTEtIsSameAsOp<0, 0>>,
    PredOpTrait<"operands 0 and 1 agree", TCopVTEtAreSameAt<[0, 1]>>,
    PredOpTrait<"operand 0 broadcasts", TCOpIsBroadcastableToRes<0, 0>>
  ]> {
  let arguments = (ins AnyTensor:$lhs, AnyTensor:$rhs, F32:$scalar);
  let results = (outs AnyTensor:$result);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def OptionalMatchOp : TEST_Op<"optional_match", [
    OptionalTypesMatchWith<"b matches a", "a", "b", "$_self">,
    RangedTypesMatchWith<"ys match xs", "xs", "ys", "$_self">,
    AnyMatchOperatorTrait<["c", "d"],
                          "$_ctx.type_as_float($_ctx.value_type($_self)).is_some()",
                          "a float type">,
    AllMatch<["$_ctx.value_type($c)", "$_ctx.value_type($d)"], "same types">
  ]> {
  let arguments = (ins Optional<I32>:$a, Optional<I32>:$b,
                       Variadic<I32>:$xs, Variadic<I32>:$ys,
                       AnyType:$c, AnyType:$d);
}

def ParentOp : TEST_Op<"parent", [SingleBlockImplicitTerminator<"TerminatorOp">,
                                  IsolatedFromAbove, AffineScope,
                                  AutomaticAllocationScope, SymbolTable,
                                  NoRegionArguments]> {
  let regions = (region SizedRegion<1>:$body);
}

def TerminatorOp : TEST_Op<"terminator", [Terminator, HasParent<"ParentOp">,
                                          ReturnLike]> {
  let successors = (successor AnySuccessor:$next, VariadicSuccessor<AnySuccessor>:$more);
}

def GraphOp : TEST_Op<"graph", [GraphRegionNoTerminator,
                                ParentOneOf<["ParentOp", "GraphOp"]>]> {
  let regions = (region AnyRegion:$graph, MinSizedRegion<1>:$some,
                        MaxSizedRegion<2>:$few, VariadicRegion<AnyRegion>:$many);
}

def MemoryOp : TEST_Op<"memory", [MemoryEffects<[MemRead, MemWrite]>,
                                  RecursiveMemoryEffects,
                                  RecursivelySpeculatable]> {
  let arguments = (ins Arg<AnyMemRef, "the buffer read", [MemRead]>:$source,
                       Arg<AnyMemRef, "the buffer written",
                           [MemWriteAt<1, FullEffect>]>:$target,
                       Arg<AnyMemRef, "freed", [MemFree]>:$dead);
}

def OldStyleOp : TEST_Op<"old_style", [NoSideEffect]>;

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

def MyInterface : OpInterface<"MyInterface"> {
  let description = [{
    An interface with every kind of method.
  }];
  let cppNamespace = "crate::test";
  let methods = [
    InterfaceMethod<"'foo' is a non-static method with no inputs.",
      "u32", "foo", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"'bar' takes an index.",
      "::ir::Value", "bar", (ins "&::ir::Context":$ctx, "usize":$i)>,
    StaticInterfaceMethod<"'fooStatic' is a static method with no inputs.",
      "u32", "fooStatic">,
    StaticInterfaceMethod<"Builds the op.",
      "::ir::Operation", "create",
      (ins "&mut ::ir::OpBuilder":$builder, "::ir::Location":$loc), [{
        Self::build_default(builder, loc).operation()
      }]>,
    InterfaceMethod<"The number of operands.",
      "usize", "getNumInputsAndOutputs", (ins "&::ir::Context":$ctx), [{
        ctx.num_operands($_op.operation()) + ctx.num_results($_op.operation())
      }]>,
    InterfaceMethod<"A default the op may override.",
      "usize", "getNumRegions", (ins "&::ir::Context":$ctx),
      /*methodBody=*/[{}], [{
        let _ = ctx;
        0
      }]>,
  ];
  let extraClassDeclaration = [{
    /// Twice `foo`.
    fn twice_foo(&self, ctx: &::ir::Context) -> u32 {
        2 * self.foo(ctx)
    }
  }];
}

def MyAttrInterface : AttrInterface<"MyAttrInterface"> {
  let cppNamespace = "crate::test";
  let methods = [
    InterfaceMethod<"A number.", "i64", "number", (ins "&::ir::Context":$ctx)>
  ];
}

def MyTypeInterface : TypeInterface<"MyTypeInterface"> {
  let cppNamespace = "crate::test";
  let methods = [
    InterfaceMethod<"The width.", "u32", "width", (ins "&::ir::Context":$ctx)>
  ];
}

def InterfacesOp : TEST_Op<"interfaces", [
    DeclareOpInterfaceMethods<MyInterface, ["getNumRegions"]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<RegionKindInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<BranchOpInterface>,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    InferTypeOpAdaptor, SameOperandsAndResultRank
  ]> {
  let arguments = (ins MyAttrInterface:$attr, MyTypeInterface:$typed,
                       ConfinedAttr<AnyAttr,
                         [PromisedAttrInterface<TypedAttrInterface>]>:$promised,
                       PromisedTypeInterface<MyTypeInterface>:$promised_type);
  let results = (outs AnyType:$result);
}

def LoopOp : TEST_Op<"loop", [
    DeclareOpInterfaceMethods<LoopLikeOpInterface, ["getLoopInductionVars"]>,
    DeclareOpInterfaceMethods<DestinationStyleOpInterface>,
    DeclareOpInterfaceMethods<ViewLikeOpInterface>,
    DeclareOpInterfaceMethods<OffsetSizeAndStrideOpInterface>,
    DeclareOpInterfaceMethods<CopyOpInterface>,
    DeclareOpInterfaceMethods<DerivedAttributeOpInterface>,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    HasParallelRegion,
    DeclareOpInterfaceMethods<VectorUnrollOpInterface>,
    DeclareOpInterfaceMethods<VectorTransferOpInterface>,
    DeclareOpInterfaceMethods<ShapedDimOpInterface>,
    DeclareOpInterfaceMethods<ParallelCombiningOpInterface>,
    DeclareOpInterfaceMethods<RuntimeVerifiableOpInterface>
  ]> {
  let regions = (region SizedRegion<1>:$body);
}

def FuncLikeOp : TEST_Op<"func", [FunctionOpInterface, Symbol,
                                  CallableOpInterface]> {
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type);
  let regions = (region AnyRegion:$body);
}

//===----------------------------------------------------------------------===//
// Builders, derived attributes, deprecation
//===----------------------------------------------------------------------===//

def BuildersOp : TEST_Op<"builders"> {
  let arguments = (ins F32Attr:$attr, I32:$i32_operand, F32:$f32_operand);
  let results = (outs I32:$i32_result);
  let builders = [
    OpBuilder<(ins CArg<"f32", "0.5">:$val), [{
      let ty = $_builder.float_type(::ir::FloatKind::F32);
      let attr = $_builder.float_attr(ty, f64::from(val));
      $_state.add_attribute("attr", attr);
    }]>,
    OpBuilder<(ins "::ir::Value":$lhs, "::ir::Value":$rhs)>,
    DeprecatedOpBuilder<"use the builder taking `val` instead",
                        (ins "i32":$old)>
  ];
  let skipDefaultBuilders = 0;
  let extraClassDeclaration = [{
    /// Whether the attribute is positive.
    pub fn is_positive(self, ctx: &::ir::Context) -> bool {
        self.attr(ctx) > 0.0
    }
  }];
  let extraClassDefinition = [{
    impl ::core::fmt::Display for $cppClass {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            f.write_str("builders")
        }
    }
  }];
}

def DerivedOp : TEST_Op<"derived", [FirstAttrDerivedResultType]> {
  let arguments = (ins TypeAttr:$type);
  let results = (outs AnyType:$out);
  DerivedAttr element_count = DerivedAttr<"i64", [{
    ::ir::Type::default()
  }]>;
  DerivedTypeAttr result_type = DerivedTypeAttr<[{ $_ctx.result_type($_op, 0) }]>;
}

def DeprecatedOp : TEST_Op<"deprecated">, Deprecated<"use test.builders">;
def CppDeprecatedOp : TEST_Op<"cpp_deprecated">,
                      CppDeprecated<"use 'test.builders' instead">;

def AssemblyOp : TEST_Op<"assembly"> {
  let arguments = (ins Variadic<AnyType>:$operands, UnitAttr:$foo);
  let assemblyFormat =
    "attr-dict (`foo_is_present` $foo^):(`foo_is_absent`)? "
    "($operands^ `:` type($operands))?";
}

def DocGroup : OpDocGroup {
  let summary = "Grouped ops";
  let description = "Ops documented together.";
}

def GroupedOp : TEST_Op<"grouped"> {
  let opDocGroup = DocGroup;
}

//===----------------------------------------------------------------------===//
// Attribute and type definitions
//===----------------------------------------------------------------------===//

def Test_PairAttr : AttrDef<Test_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "i64":$first, "i64":$second,
                        StringRefParameter<"a label">:$label,
                        ArrayRefParameter<"i32">:$values,
                        OptionalParameter<"u32">:$maybe,
                        DefaultValuedParameter<"i64", "0">:$offset,
                        APFloatParameter<"a float">:$float,
                        AttributeSelfTypeParameter<"the type">:$type);
  let assemblyFormat = "`<` struct(params) `>`";
  let builders = [
    AttrBuilder<(ins "i64":$both), [{
      Self::get($_ctx, both, both)
    }]>
  ];
  let genVerifyDecl = 1;
}

def Test_BoxType : TypeDef<Test_Dialect, "Box", [MyTypeInterface]> {
  let mnemonic = "box";
  let parameters = (ins TypeParameter<"::ir::Type", "the boxed type">:$inner);
  let assemblyFormat = "`<` $inner `>`";
}

def Test_UnitType : TypeDef<Test_Dialect, "Unit"> {
  let mnemonic = "unit";
}

def Test_IntListAttr : ArrayOfAttr<Test_Dialect, "IntList", "ints", "i64">;

def BoxedOp : TEST_Op<"boxed"> {
  let arguments = (ins Test_PairAttr:$pair, Test_IntListAttr:$ints);
  let results = (outs Test_BoxType:$box, Test_UnitType:$unit);
}

//===----------------------------------------------------------------------===//
// DRR
//===----------------------------------------------------------------------===//

// Ops the patterns below match and build.
class TEST_UnaryOp<string mnemonic, list<Trait> traits = []>
    : TEST_Op<mnemonic, traits> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$y);
}
def AddLikeOp : TEST_Op<"add_like"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum);
}
def ConstantLikeOp : TEST_Op<"constant_like", [ConstantLike]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$out);
}
def NegOp : TEST_UnaryOp<"neg", [Involution]>;
def CastLikeOp : TEST_UnaryOp<"cast_like">;
def OtherCastOp : TEST_UnaryOp<"other_cast">;
def TwoAttrOp : TEST_Op<"two_attr"> {
  let arguments = (ins I32Attr:$a, I32Attr:$b);
  let results = (outs AnyType:$out);
}
def OneAttrOp : TEST_Op<"one_attr"> {
  let arguments = (ins ArrayAttr:$attr);
  let results = (outs AnyType:$out);
}
def TwoResultOp : TEST_Op<"two_result"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$first, AnyType:$second);
}
def ThreeResultOp : TEST_Op<"three_result", [InferTypeOpAdaptor]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$a, AnyType:$b, AnyType:$c);
}
def MulOp : TEST_Op<"mul"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$out);
}
def PackOp : TEST_Op<"pack"> {
  let arguments = (ins Variadic<AnyType>:$parts);
  let results = (outs AnyType:$out);
}
def UnpackOp : TEST_Op<"unpack"> {
  let arguments = (ins AnyType:$first, AnyType:$second);
  let results = (outs AnyType:$out);
}
def SelectLikeOp : TEST_Op<"select_like"> {
  let arguments = (ins BoolAttr:$cond, AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$out);
}
def FlagOp : TEST_Op<"flag"> {
  let arguments = (ins UnitAttr:$flag, AnyType:$x);
  let results = (outs AnyType:$out);
}
def NamedOp : TEST_Op<"named"> {
  let arguments = (ins StrAttr:$name, AnyType:$x);
  let results = (outs AnyType:$out);
}
def ScaleOp : TEST_Op<"scale"> {
  let arguments = (ins AnyType:$x, I64Attr:$factor);
  let results = (outs AnyType:$out);
}
def ScaleF32Op : TEST_Op<"scale_f32"> {
  let arguments = (ins AnyType:$x, F32Attr:$factor);
  let results = (outs AnyType:$out);
}
def KindOp : TEST_Op<"kind"> {
  let arguments = (ins MyIntEnum:$kind, AnyType:$x);
  let results = (outs AnyType:$out);
}

def createArrayAttr : NativeCodeCall<"create_array_attr($_builder, $0, $1)">;
class getNthAttr<int n> : NativeCodeCall<"get_nth_attr($_ctx, $0, " # n # ")">;
def logOnly : NativeCodeCallVoid<"log_match($_loc, $0)">;

def IsEven : Constraint<
  CPred<"$_ctx.attr_as_int($_self).is_some_and(|v| v % 2 == 0)">, "is even">;
def HasUses : Constraint<CPred<"!$_ctx.value_is_unused($_self)">, "has uses">;

def : Pat<(AddLikeOp $x, (ConstantLikeOp ConstantAttr<I32Attr, "0">)),
          (replaceWithValue $x)>;

def FoldDoubleNegation : Pat<(NegOp (NegOp $x)), (replaceWithValue $x),
                             [(HasNoUseOf:$x)], [], (addBenefit 10)>;

def UseNativeCall : Pat<(TwoAttrOp $attr1, $attr2),
                        (OneAttrOp (createArrayAttr $attr1, $attr2))>;

def UseNthAttr : Pat<(OneAttrOp $attr),
                     (TwoAttrOp (getNthAttr<0> $attr), (getNthAttr<1> $attr))>;

def MultiResult : Pattern<(TwoResultOp $input),
                          [(ThreeResultOp:$three $input),
                           (replaceWithValue $three__2),
                           (replaceWithValue $three__0)]>;

def WithLocation : Pat<(NegOp:$neg (CastLikeOp:$cast $x)),
                       (OtherCastOp $x, (location $neg, $cast, "fused"))>;

def WithConstraints : Pat<(ScaleOp $x, $factor), (ScaleOp $x, $factor),
                          [(IsEven $factor), (HasUses $x)]>;

def EitherOrder : Pat<(AddLikeOp (either $a, (NegOp $b))), (MulOp $a, $b)>;

def VariadicMatch : Pat<(PackOp (variadic $a, $b)), (UnpackOp $a, $b)>;

def WithReturnType : Pattern<(CastLikeOp $x),
                             [(OtherCastOp:$aux $x, (returnType $x)),
                              (NegOp $aux)]>;

def BoolConstants : Pat<(SelectLikeOp ConstBoolAttrTrue:$t, $a, $b),
                        (SelectLikeOp ConstBoolAttrFalse, $b, $a)>;

def UnitConstant : Pat<(FlagOp ConstUnitAttr:$flag, $x), (NegOp $x)>;

def EnumConstant : Pat<(KindOp $kind, $x),
                       (KindOp ConstantEnumCase<MyIntEnum, "case20">, $x)>;

def StrConstant : Pat<(NamedOp $name, $x),
                      (NamedOp ConstantStrAttr<StrAttr, "hello">, $x)>;

def F32Constant : Pat<(ScaleF32Op $x, $factor),
                      (ScaleF32Op $x, ConstF32Attr<"1.0">)>;

def WithLogging : Pattern<(NegOp:$neg $x), [(logOnly $x), (CastLikeOp $x)]>;

def MatchConstant : Pat<(AddLikeOp $x, (ConstantLikeMatcher F32Attr:$value)),
                        (AddLikeOp $x, $x)>;

// Values the conformance test checks after evaluation.
def MinTen : ConfinedAttr<I32Attr, [IntMinValue<10>]>;
def OptionalF32 : OptionalAttr<F32Attr>;
def HalfDefault : DefaultValuedAttr<F32Attr, "0.5">;
def CamelCheck {
  string camel = snakeCaseToCamelCase<"foo_bar_baz">.ret;
  string upper = firstCharToUpper<"value">.ret;
}
