// The demo dialect's ops: one op per feature of the Rust emitter.

include "DemoBase.td"

def Demo_AddOp : Demo_Op<"add", [SameOperandsAndResultType,
                                 DeclareOpInterfaceMethods<Demo_Describe>]> {
  let summary = "adds two floats";
  let description = [{
    Adds `lhs` and `rhs`.

    ```mlir
    %2 = "demo.add"(%0, %1) : (f64, f64) -> f64
    ```
  }];
  let arguments = (ins Demo_F64:$lhs, Demo_F64:$rhs);
  let results = (outs Demo_F64:$sum);
  let hasFolder = 1;
}

def Demo_ConcatOp : Demo_Op<"concat", [SameVariadicOperandSize, Demo_Describe]> {
  let summary = "concatenates two equally long lists after a head";
  let arguments = (ins Demo_I64:$head, Variadic<Demo_I64>:$xs, Variadic<Demo_I64>:$ys);
  let results = (outs Demo_I64);
  // A derived attribute: computed from the op, not stored.
  DerivedAttr total = DerivedAttr<"usize", [{ $_ctx.num_operands($_op.operation()) }]>;
}

def Demo_SegmentsOp : Demo_Op<"segments", [AttrSizedOperandSegments]> {
  let summary = "operand groups sized by operandSegmentSizes";
  let arguments = (ins Optional<Demo_Any>:$maybe, Variadic<Demo_Any>:$rest, Demo_Any:$last);
}

def Demo_ConfigOp : Demo_Op<"config"> {
  let summary = "attributes of every kind";
  let arguments = (ins Demo_I64Attr:$count, OptionalAttr<Demo_StrAttr>:$note,
                       DefaultValuedAttr<Demo_I64Attr, "7">:$level, Demo_UnitAttr:$fast);
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
  let regions = (region Demo_OneBlockRegion:$body, VariadicRegion<AnyRegion>:$others);
  let hasRegionVerifier = 1;
}

def Demo_BranchOp : Demo_Op<"br", [Terminator]> {
  let summary = "branches";
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$more);
}

def Demo_SameOp : Demo_Op<"same", [PredOpTrait<"lhs and rhs have the same type",
    CPred<"$_ctx.value_type($lhs) == $_ctx.value_type($rhs)">>]> {
  let summary = "two values of one type";
  let arguments = (ins Demo_Any:$lhs, Demo_Any:$rhs);
}

def Demo_OldOp : Demo_Op<"old">, CppDeprecated<"use demo.add"> {
  let summary = "deprecated";
}

def Demo_WarnOp : Demo_Op<"warn">, Deprecated<"use demo.add instead"> {
  let summary = "generation warns about this op";
}

def Demo_ResultsOp : Demo_Op<"results", [AttrSizedResultSegments]> {
  let summary = "result groups sized by resultSegmentSizes";
  let results = (outs Optional<Demo_Any>:$maybe, Variadic<Demo_I64>:$ints);
}

def Demo_GroupsOp : Demo_Op<"groups"> {
  let summary = "groups of operands sized by its `segments` attribute";
  let arguments = (ins VariadicOfVariadic<Demo_Any, "segments">:$groups,
                       Demo_I32ArrayAttr:$segments);
}

def Demo_PropsOp : Demo_Op<"props"> {
  let summary = "properties of every kind";
  let arguments = (ins I32Prop:$count, DefaultValuedProp<I64Prop, "5">:$level,
                       OptionalProp<I32Prop>:$maybe, StringProp:$label, UnitProp:$flag,
                       ConfinedProp<I32Prop, CPred<"$_self >= 0">, "non-negative i32">:$width);
}
