// The demo dialect's ops: one op per feature of the Rust emitter.

include "DemoBase.td"

def Demo_AddOp : Demo_Op<"add", [SameOperandsAndResultType,
                                 DeclareOpInterfaceMethods<Demo_Describe, ["label"]>]> {
  let summary = "adds two floats";
  let description = [{
    Adds `lhs` and `rhs`.

    ```mlir
    %2 = "demo.add"(%0, %1) : (f64, f64) -> f64
    ```
  }];
  let arguments = (ins F64:$lhs, F64:$rhs);
  let results = (outs F64:$sum);
  let hasFolder = 1;
}

def Demo_ConcatOp : Demo_Op<"concat", [SameVariadicOperandSize, Demo_Describe]> {
  let summary = "concatenates two equally long lists after a head";
  let arguments = (ins I64:$head, Variadic<I64>:$xs, Variadic<I64>:$ys);
  let results = (outs I64);
  // A derived attribute: computed from the op, not stored.
  DerivedAttr total = DerivedAttr<"usize", [{ $_ctx.num_operands($_op.operation()) }]>;
}

def Demo_SegmentsOp : Demo_Op<"segments", [AttrSizedOperandSegments]> {
  let summary = "operand groups sized by operandSegmentSizes";
  let arguments = (ins Optional<AnyType>:$maybe, Variadic<AnyType>:$rest, AnyType:$last);
}

def Demo_ConfigOp : Demo_Op<"config"> {
  let summary = "attributes of every kind";
  let arguments = (ins I64Attr:$count, OptionalAttr<StrAttr>:$note,
                       DefaultValuedAttr<I64Attr, "7">:$level, UnitAttr:$fast);
  let builders = [
    OpBuilder<(ins "i64":$count, CArg<"i64", "3">:$level), [{
      let count = $_builder.i64_attr(count);
      let level = $_builder.i64_attr(level);
      let key = $_builder.ident("count");
      $_state.add_attribute(key, count);
      let key = $_builder.ident("level");
      $_state.add_attribute(key, level);
    }]>
  ];
  let extraClassDeclaration = [{
    /// `count` plus `level`, through the generated getters.
    pub fn total(self, ctx: &::ir::Context) -> i64 {
        let this: $cppClass = self;
        this.count(ctx) + this.level(ctx)
    }
  }];
  let hasCanonicalizer = 1;
  let hasCanonicalizeMethod = 1;
}

def Demo_RegionOp : Demo_Op<"region", [NoTerminator]> {
  let summary = "a fixed region and variadic ones";
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$others);
  let hasRegionVerifier = 1;
}

def Demo_BranchOp : Demo_Op<"br", [Terminator]> {
  let summary = "branches";
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$more);
}

def Demo_SameOp : Demo_Op<"same", [PredOpTrait<"lhs and rhs have the same type",
    CPred<"$_ctx.value_type($lhs) == $_ctx.value_type($rhs)">>]> {
  let summary = "two values of one type";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
}

def Demo_OldOp : Demo_Op<"old">, CppDeprecated<"use demo.add"> {
  let summary = "deprecated";
}

def Demo_WarnOp : Demo_Op<"warn">, Deprecated<"use demo.add instead"> {
  let summary = "generation warns about this op";
}

def Demo_ResultsOp : Demo_Op<"results", [AttrSizedResultSegments]> {
  let summary = "result groups sized by resultSegmentSizes";
  let results = (outs Optional<AnyType>:$maybe, Variadic<I64>:$ints);
}

def Demo_GroupsOp : Demo_Op<"groups"> {
  let summary = "groups of operands sized by its `segments` attribute";
  let arguments = (ins VariadicOfVariadic<AnyType, "segments">:$groups,
                       DenseI32ArrayAttr:$segments);
}

def Demo_PropsOp : Demo_Op<"props"> {
  let summary = "properties of every kind";
  let arguments = (ins I32Prop:$count, DefaultValuedProp<I64Prop, "5">:$level,
                       OptionalProp<I32Prop>:$maybe, StringProp:$label, UnitProp:$flag,
                       ConfinedProp<I32Prop, CPred<"$_self >= 0">, "non-negative i32">:$width);
}

def Demo_PaintOp : Demo_Op<"paint"> {
  let summary = "enums as an integer attribute, a dialect attribute and a property";
  let arguments = (ins Demo_Color:$color, Demo_ColorAttr:$tone,
                       OptionalAttr<Demo_AccessAttr>:$access, EnumProp<Demo_Color>:$hue);
}

// Interface `verify` code: `Labelled` runs with the traits, `Nested`
// (`verifyWithRegions`) after the nested operations.
def Demo_Labelled : OpInterface<"Labelled"> {
  let description = [{ Ops that carry a `label` attribute. }];
  let verify = [{
    match $_ctx.attr($_op.operation(), "label") {
        ::core::option::Option::Some(_) => ::core::result::Result::Ok(()),
        ::core::option::Option::None => ::core::result::Result::Err("requires a 'label' attribute"),
    }
  }];
}

def Demo_Nested : OpInterface<"Nested"> {
  let description = [{ Ops whose regions hold at most one op. }];
  let verify = [{
    if $_ctx
        .op_regions($_op.operation())
        .iter()
        .flat_map(|&r| $_ctx.region_blocks(r).to_vec())
        .map(|b| $_ctx.block_ops(b).count())
        .sum::<usize>()
        > 1
    {
        return ::core::result::Result::Err(::std::string::String::from(
            "expects at most one nested op",
        ));
    }
    ::core::result::Result::Ok(())
  }];
  let verifyWithRegions = 1;
}

// An interface no op of this file uses: generated all the same.
def Demo_Unused : OpInterface<"Unused"> {
  let methods = [
    InterfaceMethod<"A constant.", "u32", "answer", (ins), [{}], [{ 42 }]>
  ];
}

def Demo_TagOp : Demo_Op<"tag", [Demo_Labelled, Demo_Nested, NoTerminator]> {
  let summary = "an op verified by its interfaces";
  let regions = (region AnyRegion:$body);
}

def Demo_LimitsOp : Demo_Op<"limits"> {
  let summary = "ConfinedAttr with the primitives of the modern manual";
  let arguments = (ins
    ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<10>, IntNEQValue<7>]>:$small,
    ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>:$pow,
    OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$nonneg,
    ConfinedAttr<I64ArrayAttr, [ArrayMinCount<1>, ArrayMaxCount<3>]>:$list,
    OptionalAttr<ConfinedAttr<I64ArrayAttr, [ArrayCount<2>, IntArrayNthElemEq<0, 1>,
        IntArrayNthElemMinValue<1, 0>, IntArrayNthElemMaxValue<1, 9>,
        IntArrayNthElemInRange<1, 0, 9>]>>:$pair,
    ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<3>,
        DenseArrayStrictlyPositive<DenseI64ArrayAttr>,
        DenseArrayStrictlySorted<DenseI64ArrayAttr>]>:$dims,
    OptionalAttr<ConfinedAttr<DenseI64ArrayAttr, [
        DenseArrayStrictlyNonNegative<DenseI64ArrayAttr>,
        DenseArraySorted<DenseI64ArrayAttr>]>>:$perm,
    OptionalAttr<ConfinedAttr<I64Attr, [AllAttrOf<[IntMinValue<1>, IntMaxValue<5>]>]>>:$both);
}

def Demo_MatchOp : Demo_Op<"match", [SameTypeOperands, AllTypesMatch<["lhs", "rhs", "out"]>,
    TypesMatchWith<"out has the type of lhs", "lhs", "out", "$_self">]> {
  let summary = "multi-entity type constraints";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$out);
}
