//===- EmitC.td - EmitC operations--------------------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Defines the MLIR EmitC operations.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_EMITC_IR_EMITC
#define MLIR_DIALECT_EMITC_IR_EMITC

include "mlir/Dialect/EmitC/IR/EmitCAttributes.td"
include "mlir/Dialect/EmitC/IR/EmitCTypes.td"

include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

//===----------------------------------------------------------------------===//
// EmitC op definitions
//===----------------------------------------------------------------------===//

// Base class for EmitC dialect ops.
class EmitC_Op<string mnemonic, list<Trait> traits = []>
    : Op<EmitC_Dialect, mnemonic, traits>;

// Base class for unary operations.
class EmitC_UnaryOp<string mnemonic, list<Trait> traits = []> :
    EmitC_Op<mnemonic, traits> {
  let arguments = (ins EmitCType);
  let results = (outs EmitCType);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

// Base class for binary operations.
class EmitC_BinaryOp<string mnemonic, list<Trait> traits = []> :
    EmitC_Op<mnemonic, traits> {
  let arguments = (ins EmitCType:$lhs, EmitCType:$rhs);
  let results = (outs EmitCType);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

// EmitC OpTrait
def CExpression : NativeOpTrait<"emitc::CExpression">;

// Types only used in binary arithmetic operations.
def IntegerIndexOrOpaqueType : Type<CPred<"::emitc::is_integer_index_or_opaque_type($_ctx, $_self)">,
"integer, index or opaque type supported by EmitC">;
def FloatIntegerIndexOrOpaqueType : AnyTypeOf<[EmitCFloatType, IntegerIndexOrOpaqueType]>;

def EmitC_AddOp : EmitC_BinaryOp<"add", [CExpression]> {
  let summary = "Addition operation";
  let description = [{
    With the `add` operation the arithmetic operator + (addition) can
    be applied.

    Example:

    ```mlir
    // Custom form of the addition operation.
    %0 = emitc.add %arg0, %arg1 : (i32, i32) -> i32
    %1 = emitc.add %arg2, %arg3 : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
    ```
    ```c++
    // Code emitted for the operations above.
    int32_t v5 = v1 + v2;
    float* v6 = v3 + v4;
    ```
  }];

  let hasVerifier = 1;
}

def EmitC_ApplyOp : EmitC_Op<"apply", [CExpression]> {
  let summary = "Apply operation";
  let description = [{
    With the `apply` operation the operators & (address of) and * (contents of)
    can be applied to a single operand.

    Example:

    ```mlir
    // Custom form of applying the & operator.
    %0 = emitc.apply "&"(%arg0) : (i32) -> !emitc.ptr<i32>

    // Generic form of the same operation.
    %0 = "emitc.apply"(%arg0) {applicableOperator = "&"}
        : (i32) -> !emitc.ptr<i32>

    ```
  }];
  let arguments = (ins
    Arg<StrAttr, "the operator to apply">:$applicableOperator,
    EmitCType:$operand
  );
  let results = (outs EmitCType:$result);
  let assemblyFormat = [{
    $applicableOperator `(` $operand `)` attr-dict `:` functional-type($operand, results)
  }];
  let hasVerifier = 1;
}

def EmitC_BitwiseAndOp : EmitC_BinaryOp<"bitwise_and", [CExpression]> {
  let summary = "Bitwise and operation";
  let description = [{
    With the `bitwise_and` operation the bitwise operator & (and) can
    be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_and %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v3 = v1 & v2;
    ```
  }];
}

def EmitC_BitwiseLeftShiftOp : EmitC_BinaryOp<"bitwise_left_shift",
    [CExpression]> {
  let summary = "Bitwise left shift operation";
  let description = [{
    With the `bitwise_left_shift` operation the bitwise operator <<
    (left shift) can be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_left_shift %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v3 = v1 << v2;
    ```
  }];
}

def EmitC_BitwiseNotOp : EmitC_UnaryOp<"bitwise_not", [CExpression]> {
  let summary = "Bitwise not operation";
  let description = [{
    With the `bitwise_not` operation the bitwise operator ~ (not) can
    be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_not %arg0 : (i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v2 = ~v1;
    ```
  }];
}

def EmitC_BitwiseOrOp : EmitC_BinaryOp<"bitwise_or", [CExpression]> {
  let summary = "Bitwise or operation";
  let description = [{
    With the `bitwise_or` operation the bitwise operator | (or)
    can be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_or %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v3 = v1 | v2;
    ```
  }];
}

def EmitC_BitwiseRightShiftOp : EmitC_BinaryOp<"bitwise_right_shift",
    [CExpression]> {
  let summary = "Bitwise right shift operation";
  let description = [{
    With the `bitwise_right_shift` operation the bitwise operator >>
    (right shift) can be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_right_shift %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v3 = v1 >> v2;
    ```
  }];
}

def EmitC_BitwiseXorOp : EmitC_BinaryOp<"bitwise_xor", [CExpression]> {
  let summary = "Bitwise xor operation";
  let description = [{
    With the `bitwise_xor` operation the bitwise operator ^ (xor)
    can be applied.

    Example:

    ```mlir
    %0 = emitc.bitwise_xor %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v3 = v1 ^ v2;
    ```
  }];
}

def EmitC_CallOpaqueOp : EmitC_Op<"call_opaque", [CExpression]> {
  let summary = "Opaque call operation";
  let description = [{
    The `call_opaque` operation represents a C++ function call. The callee
    can be an arbitrary non-empty string. The call allows specifying order
    of operands and attributes in the call as follows:

    - integer value of index type refers to an operand;
    - attribute which will get lowered to constant value in call;

    Example:

    ```mlir
    // Custom form defining a call to `foo()`.
    %0 = emitc.call_opaque "foo" () : () -> i32

    // Generic form of the same operation.
    %0 = "emitc.call_opaque"() {callee = "foo"} : () -> i32
    ```
  }];
  let arguments = (ins
    Arg<StrAttr, "the C++ function to call">:$callee,
    Arg<OptionalAttr<ArrayAttr>, "the order of operands and further attributes">:$args,
    Arg<OptionalAttr<ArrayAttr>, "template arguments">:$template_args,
    Variadic<EmitCType>:$operands
  );
  let results = (outs Variadic<EmitCType>);
  let builders = [
    OpBuilder<(ins
      "&[::ir::Type]":$resultTypes,
      "&str":$callee,
      "&[::ir::Value]":$operands,
      CArg<"::core::option::Option<::ir::Attribute>", "None">:$args,
      CArg<"::core::option::Option<::ir::Attribute>", "None">:$template_args), [{
        $_state.add_result_types(result_types);
        let callee = $_builder.string_attr(callee);
        $_state.add_attribute("callee", callee);
        if let Some(args) = args {
            $_state.add_attribute("args", args);
        }
        if let Some(template_args) = template_args {
            $_state.add_attribute("template_args", template_args);
        }
        $_state.add_operands(operands);
      }]
    >
  ];

  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
  let hasVerifier = 1;
}

def EmitC_CastOp : EmitC_Op<"cast",
    [CExpression,
     DeclareOpInterfaceMethods<CastOpInterface>,
     SameOperandsAndResultShape]> {
  let summary = "Cast operation";
  let description = [{
    The `cast` operation performs an explicit type conversion and is emitted
    as a C-style cast expression. It can be applied to integer, float, index
    and EmitC types.

    Example:

    ```mlir
    // Cast from `int32_t` to `float`
    %0 = emitc.cast %arg0: i32 to f32

    // Cast from `void` to `int32_t` pointer
    %1 = emitc.cast %arg1 :
        !emitc.ptr<!emitc.opaque<"void">> to !emitc.ptr<i32>
    ```
  }];

  let arguments = (ins EmitCType:$source);
  let results = (outs EmitCType:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
}

def EmitC_CmpOp : EmitC_BinaryOp<"cmp", [CExpression]> {
  let summary = "Comparison operation";
  let description = [{
    With the `cmp` operation the comparison operators ==, !=, <, <=, >, >=, <=> 
    can be applied.

    Its first argument is an attribute that defines the comparison operator:

    - equal to (mnemonic: `"eq"`; integer value: `0`)
    - not equal to (mnemonic: `"ne"`; integer value: `1`)
    - less than (mnemonic: `"lt"`; integer value: `2`)
    - less than or equal to (mnemonic: `"le"`; integer value: `3`)
    - greater than (mnemonic: `"gt"`; integer value: `4`)
    - greater than or equal to (mnemonic: `"ge"`; integer value: `5`)
    - three-way-comparison (mnemonic: `"three_way"`; integer value: `6`)

    Example:
    ```mlir
    // Custom form of the cmp operation.
    %0 = emitc.cmp eq, %arg0, %arg1 : (i32, i32) -> i1
    %1 = emitc.cmp lt, %arg2, %arg3 : 
        (
          !emitc.opaque<"std::valarray<float>">,
          !emitc.opaque<"std::valarray<float>">
        ) -> !emitc.opaque<"std::valarray<bool>">
    ```
    ```c++
    // Code emitted for the operations above.
    bool v5 = v1 == v2;
    std::valarray<bool> v6 = v3 < v4;
    ```
  }];

  let arguments = (ins EmitC_CmpPredicateAttr:$predicate,
                       EmitCType:$lhs,
                       EmitCType:$rhs);
  let results = (outs EmitCType);

  let assemblyFormat = "$predicate `,` operands attr-dict `:` functional-type(operands, results)";
}

def EmitC_ConstantOp : EmitC_Op<"constant", [ConstantLike]> {
  let summary = "Constant operation";
  let description = [{
    The `constant` operation produces an SSA value equal to some constant
    specified by an attribute. This can be used to form simple integer and
    floating point constants, as well as more exotic things like tensor
    constants. The `constant` operation also supports the EmitC opaque
    attribute and the EmitC opaque type. Since folding is supported,
    it should not be used with pointers.

    Example:

    ```mlir
    // Integer constant
    %0 = "emitc.constant"(){value = 42 : i32} : () -> i32

    // Constant emitted as `char = CHAR_MIN;`
    %1 = "emitc.constant"() {value = #emitc.opaque<"CHAR_MIN">}
      : () -> !emitc.opaque<"char">
    ```
  }];

  let arguments = (ins EmitC_OpaqueOrTypedAttr:$value);
  let results = (outs EmitCType);

  let hasFolder = 1;
  let hasVerifier = 1;
}

def EmitC_DivOp : EmitC_BinaryOp<"div", [CExpression]> {
  let summary = "Division operation";
  let description = [{
    With the `div` operation the arithmetic operator / (division) can
    be applied.

    Example:

    ```mlir
    // Custom form of the division operation.
    %0 = emitc.div %arg0, %arg1 : (i32, i32) -> i32
    %1 = emitc.div %arg2, %arg3 : (f32, f32) -> f32
    ```
    ```c++
    // Code emitted for the operations above.
    int32_t v5 = v1 / v2;
    float v6 = v3 / v4;
    ```
  }];

  let arguments = (ins FloatIntegerIndexOrOpaqueType, FloatIntegerIndexOrOpaqueType);
  let results = (outs FloatIntegerIndexOrOpaqueType);
}

def EmitC_ExpressionOp : EmitC_Op<"expression",
      [HasOnlyGraphRegion, SingleBlockImplicitTerminator<"emitc::YieldOp">,
       NoRegionArguments]> {
  let summary = "Expression operation";
  let description = [{
    The `expression` operation returns a single SSA value which is yielded by
    its single-basic-block region. The operation doesn't take any arguments.

    As the operation is to be emitted as a C expression, the operations within
    its body must form a single Def-Use tree of emitc ops whose result is
    yielded by a terminating `emitc.yield`.

    Example:

    ```mlir
    %r = emitc.expression : i32 {
      %0 = emitc.add %a, %b : (i32, i32) -> i32
      %1 = emitc.call_opaque "foo"(%0) : (i32) -> i32
      %2 = emitc.add %c, %d : (i32, i32) -> i32
      %3 = emitc.mul %1, %2 : (i32, i32) -> i32
      emitc.yield %3 : i32
    }
    ```

    May be emitted as

    ```c++
    int32_t v7 = foo(v1 + v2) * (v3 + v4);
    ```

    The operations allowed within expression body are EmitC operations with the
    CExpression trait.

    When specified, the optional `do_not_inline` indicates that the expression is
    to be emitted as seen above, i.e. as the rhs of an EmitC SSA value
    definition. Otherwise, the expression may be emitted inline, i.e. directly
    at its use.
  }];

  let arguments = (ins UnitAttr:$do_not_inline);
  let results = (outs EmitCType:$result);
  let regions = (region SizedRegion<1>:$region);

  let hasVerifier = 1;
  let assemblyFormat = "attr-dict (`noinline` $do_not_inline^)? `:` type($result) $region";

  let extraClassDeclaration = [{
    /// Whether an op of the expression may have side effects.
    pub fn has_side_effects(self, ctx: &::ir::Context) -> bool {
        let predicate = |op: ::ir::Operation| {
            // Conservatively assume calls to read and write memory.
            if ::emitc::CallOpaqueOp::cast(ctx, op).is_some() {
                return true;
            }
            // De-referencing reads modifiable memory, address-taking has no
            // side-effect.
            if let Some(apply) = ::emitc::ApplyOp::cast(ctx, op) {
                return apply.applicable_operator(ctx) == "*";
            }
            // Any operation using variables is assumed to have a side effect of
            // reading memory mutable by emitc::assign ops.
            ctx.operands(op).into_iter().any(|operand| {
                ctx.defining_op(operand)
                    .is_some_and(|def| ::emitc::VariableOp::cast(ctx, def).is_some())
            })
        };
        ::emitc::expression_ops_without_terminator(ctx, self.region(ctx))
            .into_iter()
            .any(predicate)
    }

    /// The op defining the yielded value (upstream's `getRootOp`).
    pub fn get_root_op(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Operation> {
        ::emitc::expression_root_op(ctx, self)
    }
  }];
}

def EmitC_ForOp : EmitC_Op<"for",
      [AllTypesMatch<["lowerBound", "upperBound", "step"]>,
       SingleBlockImplicitTerminator<"emitc::YieldOp">,
       RecursiveMemoryEffects]> {
  let summary = "for operation";
  let description = [{
    The `emitc.for` operation represents a C loop of the following form:

    ```c++
    for (T i = lb; i < ub; i += step) { /* ... */ } // where T is typeof(lb)
    ```

    The operation takes 3 SSA values as operands that represent the lower bound,
    upper bound and step respectively, and defines an SSA value for its
    induction variable. It has one region capturing the loop body. The induction
    variable is represented as an argument of this region. This SSA value is a
    signless integer, or an index. The step is a value of same type.

    This operation has no result. The body region must contain exactly one block
    that terminates with `emitc.yield`. Calling ForOp::build will create such a
    region and insert the terminator implicitly if none is defined, so will the
    parsing even in cases when it is absent from the custom format. For example:

    ```mlir
    // Index case.
    emitc.for %iv = %lb to %ub step %step {
      ... // body
    }
    ...
    // Integer case.
    emitc.for %iv_32 = %lb_32 to %ub_32 step %step_32 : i32 {
      ... // body
    }
    ```
  }];
  let arguments = (ins IntegerIndexOrOpaqueType:$lowerBound,
                       IntegerIndexOrOpaqueType:$upperBound,
                       IntegerIndexOrOpaqueType:$step);
  let results = (outs);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::ir::Value":$lowerBound, "::ir::Value":$upperBound, "::ir::Value":$step,
      CArg<"::core::option::Option<&mut dyn FnMut(&mut ::ir::OpBuilder<'_>, ::ir::Location, ::ir::Value)>", "None">)>
  ];

  let extraClassDeclaration = [{
    /// The induction variable: the body's argument.
    pub fn get_induction_var(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Value> {
        let body = *ctx.region_blocks(self.region(ctx)).first()?;
        (ctx.num_block_args(body) > 0).then(|| ctx.block_arg(body, 0))
    }
    /// Sets the lower bound (operand 0).
    pub fn set_lower_bound(self, ctx: &mut ::ir::Context, bound: ::ir::Value) -> ::core::result::Result<(), ::ir::IrError> {
        ctx.set_operand(self.operation(), 0, bound)
    }
    /// Sets the upper bound (operand 1).
    pub fn set_upper_bound(self, ctx: &mut ::ir::Context, bound: ::ir::Value) -> ::core::result::Result<(), ::ir::IrError> {
        ctx.set_operand(self.operation(), 1, bound)
    }
    /// Sets the step (operand 2).
    pub fn set_step(self, ctx: &mut ::ir::Context, step: ::ir::Value) -> ::core::result::Result<(), ::ir::IrError> {
        ctx.set_operand(self.operation(), 2, step)
    }
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def EmitC_CallOp : EmitC_Op<"call",
    [CallOpInterface, CExpression,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call operation";
  let description = [{
    The `emitc.call` operation represents a direct call to an `emitc.func`
    that is within the same symbol scope as the call. The operands and result type
    of the call must match the specified function type. The callee is encoded as a
    symbol reference attribute named "callee".

    Example:

    ```mlir
    %2 = emitc.call @my_add(%0, %1) : (f32, f32) -> f32
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<EmitCType>:$operands);
  let results = (outs Variadic<EmitCType>);

  let builders = [
    OpBuilder<(ins "FuncOp":$callee, CArg<"&[::ir::Value]", "&[]">:$operands), [{
      $_state.add_operands(operands);
      let name = callee.sym_name($_builder).to_string();
      let callee_ref = $_builder.symbol_ref_attr(&name);
      $_state.add_attribute("callee", callee_ref);
      let results = callee.get_result_types($_builder);
      $_state.add_result_types(&results);
    }]>,
    OpBuilder<(ins "::ir::Attribute":$callee, "&[::ir::Type]":$results,
      CArg<"&[::ir::Value]", "&[]">:$operands), [{
      $_state.add_operands(operands);
      $_state.add_attribute("callee", callee);
      $_state.add_result_types(results);
    }]>,
    OpBuilder<(ins "&str":$callee, "&[::ir::Type]":$results,
      CArg<"&[::ir::Value]", "&[]">:$operands), [{
      let callee_ref = $_builder.symbol_ref_attr(callee);
      $_state.add_operands(operands);
      $_state.add_attribute("callee", callee_ref);
      $_state.add_result_types(results);
    }]>];

  let extraClassDeclaration = [{
    /// The function type of the call: its operand and result types.
    pub fn get_callee_type(self, ctx: &mut ::ir::Context) -> ::ir::Type {
        let inputs = ctx.operand_types(self.operation());
        let results = ctx.result_types(self.operation());
        ctx.function_type(&inputs, &results)
    }

    /// Get the argument operands to the called function.
    pub fn get_arg_operands(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Value> {
        ctx.operands(self.operation())
    }

    /// The positions of the argument operands in the operand list.
    pub fn get_arg_operands_mutable(self, ctx: &::ir::Context) -> ::core::ops::Range<usize> {
        0..ctx.num_operands(self.operation())
    }

    /// Return the callee of this operation.
    pub fn get_callable_for_callee(self, ctx: &::ir::Context) -> ::ir::interfaces::Callee {
        ::ir::interfaces::Callee::Symbol(self.callee_attr(ctx))
    }

    /// Set the callee for this operation.
    pub fn set_callee_from_callable(self, ctx: &mut ::ir::Context, callee: ::ir::interfaces::Callee) {
        if let ::ir::interfaces::Callee::Symbol(attr) = callee {
            // A live op (the interface is called on one).
            let _ = self.set_callee_attr(ctx, attr);
        }
    }
  }];

  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def EmitC_DeclareFuncOp : EmitC_Op<"declare_func", [
  DeclareOpInterfaceMethods<SymbolUserOpInterface>
]> {
  let summary = "An operation to declare a function";
  let description = [{
    The `declare_func` operation allows to insert a function declaration for an
    `emitc.func` at a specific position. The operation only requires the `callee`
    of the `emitc.func` to be specified as an attribute.

    Example:

    ```mlir
    emitc.declare_func @bar
    emitc.func @foo(%arg0: i32) -> i32 {
      %0 = emitc.call @bar(%arg0) : (i32) -> (i32)
      emitc.return %0 : i32
    }

    emitc.func @bar(%arg0: i32) -> i32 {
      emitc.return %arg0 : i32
    }
    ```

    ```c++
    // Code emitted for the operations above.
    int32_t bar(int32_t v1);
    int32_t foo(int32_t v1) {
      int32_t v2 = bar(v1);
      return v2;
    }

    int32_t bar(int32_t v1) {
      return v1;
    }
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$sym_name);
  let assemblyFormat = [{
    $sym_name attr-dict
  }];
}

def EmitC_FuncOp : EmitC_Op<"func", [
  AutomaticAllocationScope,
  FunctionOpInterface, IsolatedFromAbove
]> {
  let summary = "An operation with a name containing a single `SSACFG` region";
  let description = [{
    Operations within the function cannot implicitly capture values defined
    outside of the function, i.e. Functions are `IsolatedFromAbove`. All
    external references must use function arguments or attributes that establish
    a symbolic connection (e.g. symbols referenced by name via a string
    attribute like SymbolRefAttr). While the MLIR textual form provides a nice
    inline syntax for function arguments, they are internally represented as
    “block arguments” to the first block in the region.

    Only dialect attribute names may be specified in the attribute dictionaries
    for function arguments, results, or the function itself.

    Example:

    ```mlir
    // A function with no results:
    emitc.func @foo(%arg0 : i32) {
      emitc.call_opaque "bar" (%arg0) : (i32) -> ()
      emitc.return
    }

    // A function with its argument as single result:
    emitc.func @foo(%arg0 : i32) -> i32 {
      emitc.return %arg0 : i32
    }

    // A function with specifiers attribute:
    emitc.func @example_specifiers_fn_attr() -> i32
                attributes {specifiers = ["static","inline"]} {
      %0 = emitc.call_opaque "foo" (): () -> i32
      emitc.return %0 : i32
    }

    // An external function definition:
    emitc.func private @extern_func(i32)
                        attributes {specifiers = ["extern"]}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrArrayAttr>:$specifiers,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);

  let builders = [OpBuilder<(ins
    "&str":$name, "::ir::Type":$type,
    CArg<"&[(&str, ::ir::Attribute)]", "&[]">:$attrs,
    CArg<"&[::ir::Attribute]", "&[]">:$argAttrs)
  >];
  let extraClassDeclaration = [{
    //===------------------------------------------------------------------===//
    // FunctionOpInterface Methods
    //===------------------------------------------------------------------===//

    /// Returns the region on the current operation that is callable. This may
    /// return null in the case of an external callable object, e.g. an external
    /// function.
    pub fn get_callable_region(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Region> {
        (!::ir::interfaces::function_is_external(ctx, self.operation())).then(|| self.body(ctx))
    }

    /// Returns the argument types of this function.
    pub fn get_argument_types(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Type> {
        ctx.function_inputs(self.function_type(ctx)).unwrap_or_default().to_vec()
    }

    /// Returns the result types of this function.
    pub fn get_result_types(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Type> {
        ctx.function_results(self.function_type(ctx)).unwrap_or_default().to_vec()
    }
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def EmitC_ReturnOp : EmitC_Op<"return", [Pure, HasParent<"FuncOp">,
                                ReturnLike, Terminator]> {
  let summary = "Function return operation";
  let description = [{
    The `emitc.return` operation represents a return operation within a function.
    The operation takes zero or exactly one operand and produces no results.
    The operand number and type must match the signature of the function
    that contains the operation.

    Example:

    ```mlir
    emitc.func @foo() : (i32) {
      ...
      emitc.return %0 : i32
    }
    ```
  }];
  let arguments = (ins Optional<EmitCType>:$operand);

  let assemblyFormat = "attr-dict ($operand^ `:` type($operand))?";
  let hasVerifier = 1;
}

def EmitC_IncludeOp
    : EmitC_Op<"include", [HasParent<"ModuleOp">]> {
  let summary = "Include operation";
  let description = [{
    The `include` operation allows to define a source file inclusion via the
    `#include` directive.

    Example:

    ```mlir
    // Custom form defining the inclusion of `<myheader>`.
    emitc.include <"myheader.h">

    // Generic form of the same operation.
    "emitc.include" (){include = "myheader.h", is_standard_include} : () -> ()

    // Custom form defining the inclusion of `"myheader"`.
    emitc.include "myheader.h"

    // Generic form of the same operation.
    "emitc.include" (){include = "myheader.h"} : () -> ()
    ```
  }];
  let arguments = (ins
    Arg<StrAttr, "source file to include">:$include,
    UnitAttr:$is_standard_include
  );
  let hasCustomAssemblyFormat = 1;
}

def EmitC_LiteralOp : EmitC_Op<"literal", [Pure]> {
  let summary = "Literal operation";
  let description = [{
    The `literal` operation produces an SSA value equal to some constant
    specified by an attribute.
  }];

  let arguments = (ins StrAttr:$value);
  let results = (outs EmitCType:$result);

  let hasVerifier = 1;
  let assemblyFormat = "$value attr-dict `:` type($result)";
}

def EmitC_LogicalAndOp : EmitC_BinaryOp<"logical_and", [CExpression]> {
  let summary = "Logical and operation";
  let description = [{
    With the `logical_and` operation the logical operator && (and) can
    be applied.

    Example:

    ```mlir
    %0 = emitc.logical_and %arg0, %arg1 : i32, i32
    ```
    ```c++
    // Code emitted for the operation above.
    bool v3 = v1 && v2;
    ```
  }];

  let results = (outs I1);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
}

def EmitC_LogicalNotOp : EmitC_UnaryOp<"logical_not", [CExpression]> {
  let summary = "Logical not operation";
  let description = [{
    With the `logical_not` operation the logical operator ! (negation) can
    be applied.

    Example:

    ```mlir
    %0 = emitc.logical_not %arg0 : i32
    ```
    ```c++
    // Code emitted for the operation above.
    bool v2 = !v1;
    ```
  }];

  let results = (outs I1);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
}

def EmitC_LogicalOrOp : EmitC_BinaryOp<"logical_or", [CExpression]> {
  let summary = "Logical or operation";
  let description = [{
    With the `logical_or` operation the logical operator || (inclusive or)
    can be applied.

    Example:

    ```mlir
    %0 = emitc.logical_or %arg0, %arg1 : i32, i32
    ```
    ```c++
    // Code emitted for the operation above.
    bool v3 = v1 || v2;
    ```
  }];

  let results = (outs I1);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
}

def EmitC_MulOp : EmitC_BinaryOp<"mul", [CExpression]> {
  let summary = "Multiplication operation";
  let description = [{
    With the `mul` operation the arithmetic operator * (multiplication) can
    be applied.

    Example:

    ```mlir
    // Custom form of the multiplication operation.
    %0 = emitc.mul %arg0, %arg1 : (i32, i32) -> i32
    %1 = emitc.mul %arg2, %arg3 : (f32, f32) -> f32
    ```
    ```c++
    // Code emitted for the operations above.
    int32_t v5 = v1 * v2;
    float v6 = v3 * v4;
    ```
  }];

  let arguments = (ins FloatIntegerIndexOrOpaqueType, FloatIntegerIndexOrOpaqueType);
  let results = (outs FloatIntegerIndexOrOpaqueType);
}

def EmitC_RemOp : EmitC_BinaryOp<"rem", [CExpression]> {
  let summary = "Remainder operation";
  let description = [{
    With the `rem` operation the arithmetic operator % (remainder) can
    be applied.

    Example:

    ```mlir
    // Custom form of the remainder operation.
    %0 = emitc.rem %arg0, %arg1 : (i32, i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v5 = v1 % v2;
    ```
  }];

  let arguments = (ins IntegerIndexOrOpaqueType, IntegerIndexOrOpaqueType);
  let results = (outs IntegerIndexOrOpaqueType);
}

def EmitC_SubOp : EmitC_BinaryOp<"sub", [CExpression]> {
  let summary = "Subtraction operation";
  let description = [{
    With the `sub` operation the arithmetic operator - (subtraction) can
    be applied.

    Example:

    ```mlir
    // Custom form of the substraction operation.
    %0 = emitc.sub %arg0, %arg1 : (i32, i32) -> i32
    %1 = emitc.sub %arg2, %arg3 : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
    %2 = emitc.sub %arg4, %arg5 : (!emitc.ptr<i32>, !emitc.ptr<i32>)
        -> !emitc.opaque<"ptrdiff_t">
    ```
    ```c++
    // Code emitted for the operations above.
    int32_t v7 = v1 - v2;
    float* v8 = v3 - v4;
    ptrdiff_t v9 = v5 - v6;
    ```
  }];

  let hasVerifier = 1;
}

def EmitC_MemberOp : EmitC_Op<"member"> {
  let summary = "Member operation";
  let description = [{
    With the `member` operation the member access operator `.` can be
    applied.

    Example:

    ```mlir
    %0 = "emitc.member" (%arg0) {member = "a"}
        : (!emitc.opaque<"mystruct">) -> i32
    ```
  }];

  let arguments = (ins
    Arg<StrAttr, "the member to access">:$member,
    EmitC_OpaqueType:$operand
  );
  let results = (outs EmitCType);
}

def EmitC_MemberOfPtrOp : EmitC_Op<"member_of_ptr"> {
  let summary = "Member of pointer operation";
  let description = [{
    With the `member_of_ptr` operation the member access operator `->`
    can be applied.

    Example:

    ```mlir
    %0 = "emitc.member_of_ptr" (%arg0) {member = "a"}
        : (!emitc.ptr<!emitc.opaque<"mystruct">>) -> i32
    ```
  }];

  let arguments = (ins
    Arg<StrAttr, "the member to access">:$member,
    AnyTypeOf<[EmitC_OpaqueType,EmitC_PointerType]>:$operand
  );
  let results = (outs EmitCType);
}

def EmitC_ConditionalOp : EmitC_Op<"conditional",
    [AllTypesMatch<["true_value", "false_value", "result"]>, CExpression]> {
  let summary = "Conditional (ternary) operation";
  let description = [{
    With the `conditional` operation the ternary conditional operator can
    be applied.

    Example:

    ```mlir
    %0 = emitc.cmp gt, %arg0, %arg1 : (i32, i32) -> i1

    %c0 = "emitc.constant"() {value = 10 : i32} : () -> i32
    %c1 = "emitc.constant"() {value = 11 : i32} : () -> i32

    %1 = emitc.conditional %0, %c0, %c1 : i32
    ```
    ```c++
    // Code emitted for the operations above.
    bool v3 = v1 > v2;
    int32_t v4 = 10;
    int32_t v5 = 11;
    int32_t v6 = v3 ? v4 : v5;
    ```
  }];
  let arguments = (ins I1:$condition, EmitCType:$true_value, EmitCType:$false_value);
  let results = (outs EmitCType:$result);
  let assemblyFormat = "operands attr-dict `:` type($result)";
}

def EmitC_UnaryMinusOp : EmitC_UnaryOp<"unary_minus", [CExpression]> {
  let summary = "Unary minus operation";
  let description = [{
    With the `unary_minus` operation the unary operator - (minus) can be
    applied.

    Example:

    ```mlir
    %0 = emitc.unary_plus %arg0 : (i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v2 = -v1;
    ```
  }];
}

def EmitC_UnaryPlusOp : EmitC_UnaryOp<"unary_plus", [CExpression]> {
  let summary = "Unary plus operation";
  let description = [{
    With the `unary_plus` operation the unary operator + (plus) can be
    applied.

    Example:

    ```mlir
    %0 = emitc.unary_plus %arg0 : (i32) -> i32
    ```
    ```c++
    // Code emitted for the operation above.
    int32_t v2 = +v1;
    ```
  }];
}

def EmitC_VariableOp : EmitC_Op<"variable", []> {
  let summary = "Variable operation";
  let description = [{
    The `variable` operation produces an SSA value equal to some value
    specified by an attribute. This can be used to form simple integer and
    floating point variables, as well as more exotic things like tensor
    variables. The `variable` operation also supports the EmitC opaque
    attribute and the EmitC opaque type. If further supports the EmitC
    pointer type, whereas folding is not supported.
    The `variable` is emitted as a C/C++ local variable.

    Example:

    ```mlir
    // Integer variable
    %0 = "emitc.variable"(){value = 42 : i32} : () -> i32

    // Variable emitted as `int32_t* = NULL;`
    %1 = "emitc.variable"() {value = #emitc.opaque<"NULL">} 
      : () -> !emitc.ptr<!emitc.opaque<"int32_t">>
    ```

    Since folding is not supported, it can be used with pointers.
    As an example, it is valid to create pointers to `variable` operations
    by using `apply` operations and pass these to a `call` operation.
    ```mlir
    %0 = "emitc.variable"() {value = 0 : i32} : () -> i32
    %1 = "emitc.variable"() {value = 0 : i32} : () -> i32
    %2 = emitc.apply "&"(%0) : (i32) -> !emitc.ptr<i32>
    %3 = emitc.apply "&"(%1) : (i32) -> !emitc.ptr<i32>
    emitc.call_opaque "write"(%2, %3)
      : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> ()
    ```
  }];

  let arguments = (ins EmitC_OpaqueOrTypedAttr:$value);
  let results = (outs EmitCType);

  let hasVerifier = 1;
}

def EmitC_GlobalOp : EmitC_Op<"global", [Symbol]> {
  let summary = "A global variable";
  let description = [{
    The `emitc.global` operation declares or defines a named global variable.
    The backing memory for the variable is allocated statically and is
    described by the type of the variable.
    Optionally, an `initial_value` can be provided.
    Internal linkage can be specified using the `static_specifier` unit attribute
    and external linkage can be specified using the `extern_specifier` unit attribute.
    Note that the default linkage without those two keywords depends on whether
    the target is C or C++ and whether the global variable is `const`.
    The global variable can also be marked constant using the `const_specifier`
    unit attribute. Writing to such constant global variables is
    undefined.

    The global variable can be accessed by using the `emitc.get_global` to
    retrieve the value for the global variable.

    Example:

    ```mlir
    // Global variable with an initial value.
    emitc.global @x : emitc.array<2xf32> = dense<0.0, 2.0>
    // External global variable
    emitc.global extern @x : emitc.array<2xf32>
    // Constant global variable with internal linkage
    emitc.global static const @x : i32 = 0
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttr:$type,
                       OptionalAttr<EmitC_OpaqueOrTypedAttr>:$initial_value,
                       UnitAttr:$extern_specifier,
                       UnitAttr:$static_specifier,
                       UnitAttr:$const_specifier);

  let assemblyFormat = [{
       (`extern` $extern_specifier^)?
       (`static` $static_specifier^)?
       (`const` $const_specifier^)?
       $sym_name
       `:` custom<EmitCGlobalOpTypeAndInitialValue>($type, $initial_value)
       attr-dict
  }];

  let hasVerifier = 1;
}

def EmitC_GetGlobalOp : EmitC_Op<"get_global",
    [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Obtain access to a global variable";
  let description = [{
     The `emitc.get_global` operation retrieves the lvalue of a
     named global variable. If the global variable is marked constant, assigning
     to that lvalue is undefined.

     Example:

     ```mlir
     %x = emitc.get_global @foo : !emitc.array<2xf32>
     ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs EmitCType:$result);
  let assemblyFormat = "$name `:` type($result) attr-dict";
}

def EmitC_VerbatimOp : EmitC_Op<"verbatim"> {
  let summary = "Verbatim operation";
  let description = [{
    The `verbatim` operation produces no results and the value is emitted as is
    followed by a line break  ('\n' character) during translation.

    Note: Use with caution. This operation can have arbitrary effects on the
    semantics of the emitted code. Use semantically more meaningful operations
    whenever possible. Additionally this op is *NOT* intended to be used to
    inject large snippets of code.

    This operation can be used in situations where a more suitable operation is
    not yet implemented in the dialect or where preprocessor directives
    interfere with the structure of the code. One example of this is to declare
    the linkage of external symbols to make the generated code usable in both C
    and C++ contexts:

    ```c++
    #ifdef __cplusplus
    extern "C" {
    #endif

    ...
    
    #ifdef __cplusplus
    }
    #endif
    ```
  }];

  let arguments = (ins StrAttr:$value);
  let assemblyFormat = "$value attr-dict";
}

def EmitC_AssignOp : EmitC_Op<"assign", []> {
  let summary = "Assign operation";
  let description = [{
    The `assign` operation stores an SSA value to the location designated by an
    EmitC variable. This operation doesn't return any value. The assigned value
    must be of the same type as the variable being assigned. The operation is
    emitted as a C/C++ '=' operator.

    Example:

    ```mlir
    // Integer variable
    %0 = "emitc.variable"(){value = 42 : i32} : () -> i32
    %1 = emitc.call_opaque "foo"() : () -> (i32)

    // Assign emitted as `... = ...;`
    "emitc.assign"(%0, %1) : (i32, i32) -> ()
    ```
  }];

  let arguments = (ins EmitCType:$var, EmitCType:$value);
  let results = (outs);

  let hasVerifier = 1;
  let assemblyFormat = "$value `:` type($value) `to` $var `:` type($var) attr-dict";
}

def EmitC_YieldOp : EmitC_Op<"yield",
      [Pure, Terminator, ParentOneOf<["ExpressionOp", "IfOp", "ForOp"]>]> {
  let summary = "block termination operation";
  let description = [{
    "yield" terminates its parent EmitC op's region, optionally yielding
    an SSA value. The semantics of how the values are yielded is defined by the
    parent operation.
    If "yield" has an operand, the operand must match the parent operation's
    result. If the parent operation defines no values, then the "emitc.yield"
    may be left out in the custom syntax and the builders will insert one
    implicitly. Otherwise, it has to be present in the syntax to indicate which
    value is yielded.
  }];

  let arguments = (ins Optional<EmitCType>:$result);
  let builders = [OpBuilder<(ins), [{ /* nothing to do */ }]>];

  let hasVerifier = 1;
  let assemblyFormat = [{ attr-dict ($result^ `:` type($result))? }];
}

def EmitC_IfOp : EmitC_Op<"if",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface, [
    "getNumRegionInvocations", "getRegionInvocationBounds",
    "getEntrySuccessorRegions"]>, SingleBlock,
    SingleBlockImplicitTerminator<"emitc::YieldOp">,
    RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "if-then-else operation";
  let description = [{
    The `if` operation represents an if-then-else construct for
    conditionally executing two regions of code. The operand to an if operation
    is a boolean value. For example:

    ```mlir
    emitc.if %b  {
      ...
    } else {
      ...
    }
    ```

    The "then" region has exactly 1 block. The "else" region may have 0 or 1
    blocks. The blocks are always terminated with `emitc.yield`, which can be
    left out to be inserted implicitly. This operation doesn't produce any
    results.
  }];
  let arguments = (ins I1:$condition);
  let results = (outs);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::ir::Value":$cond)>,
    OpBuilder<(ins "::ir::Value":$cond, "bool":$addThenBlock, "bool":$addElseBlock)>,
    OpBuilder<(ins "::ir::Value":$cond, "bool":$withElseRegion)>,
    OpBuilder<(ins "::ir::Value":$cond,
      CArg<"&mut dyn FnMut(&mut ::ir::OpBuilder<'_>, ::ir::Location)",
           "&mut ::emitc::build_terminated_body">:$thenBuilder,
      CArg<"::core::option::Option<&mut dyn FnMut(&mut ::ir::OpBuilder<'_>, ::ir::Location)>",
           "None">:$elseBuilder)>,
  ];

  let extraClassDeclaration = [{
    /// Where ops go in the `then` block: at its end.
    pub fn get_then_body_insertion_point(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::InsertPoint> {
        let block = self.then_block(ctx)?;
        ::core::option::Option::Some(::ir::InsertPoint { block, before: None })
    }
    /// Where ops go in the `else` block: at its end.
    pub fn get_else_body_insertion_point(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::InsertPoint> {
        let block = self.else_block(ctx)?;
        ::core::option::Option::Some(::ir::InsertPoint { block, before: None })
    }
    /// The `then` block, if the region has one.
    pub fn then_block(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Block> {
        ctx.region_blocks(self.then_region(ctx)).last().copied()
    }
    /// The `else` block, if there is one.
    pub fn else_block(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Block> {
        ctx.region_blocks(self.else_region(ctx)).last().copied()
    }
  }];
  let hasCustomAssemblyFormat = 1;
}

def EmitC_SubscriptOp : EmitC_Op<"subscript", []> {
  let summary = "Subscript operation";
  let description = [{
    With the `subscript` operation the subscript operator `[]` can be applied
    to variables or arguments of array, pointer and opaque type.

    Example:

    ```mlir
    %i = index.constant 1
    %j = index.constant 7
    %0 = emitc.subscript %arg0[%i, %j] : !emitc.array<4x8xf32>, index, index
    %1 = emitc.subscript %arg1[%i] : !emitc.ptr<i32>, index
    ```
  }];
  let arguments = (ins Arg<AnyTypeOf<[
      EmitC_ArrayType,
      EmitC_OpaqueType,
      EmitC_PointerType]>,
    "the value to subscript">:$value,
    Variadic<EmitCType>:$indices);
  let results = (outs EmitCType:$result);

  let builders = [
    OpBuilder<(ins "::ir::Value":$array, "&[::ir::Value]":$indices), [{
      let ty = $_builder.value_type(array);
      let element = ty.dyn_cast::<::emitc::ArrayType>($_builder)
          .map_or(ty, |a| a.element_type($_builder));
      $_state.add_operands(&[array]);
      $_state.add_operands(indices);
      $_state.add_result_types(&[element]);
    }]>,
    OpBuilder<(ins "::ir::Value":$pointer, "::ir::Value":$index), [{
      let ty = $_builder.value_type(pointer);
      let pointee = ty.dyn_cast::<::emitc::PointerType>($_builder)
          .map_or(ty, |p| p.pointee($_builder));
      $_state.add_operands(&[pointer, index]);
      $_state.add_result_types(&[pointee]);
    }]>
  ];

  let hasVerifier = 1;
  let assemblyFormat = "$value `[` $indices `]` attr-dict `:` functional-type(operands, results)";
}


#endif // MLIR_DIALECT_EMITC_IR_EMITC
