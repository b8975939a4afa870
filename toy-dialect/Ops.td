//===- Ops.td - the toy dialect of Toy chapter 2 ------------*- tablegen -*-===//
//
// The ops of MLIR's Toy tutorial, chapter 2, compiled by `build.rs` into
// `$OUT_DIR/ops.rs.inc` and included by `src/dialect.rs`. Started from
// `td/tests/inputs/toy_ops.td` (the port of upstream's Ops.td).
//
// Differences from that port, each for a reason that is temporary:
//
// * The type and attribute constraints are Toy's own (`Toy_F64Tensor`,
//   ...), with predicates written against the `ir` crate's current API
//   (`is_tensor`, `as_dense_elements`, ...): the library's `F64Tensor`,
//   `F64ElementsAttr`, `FlatSymbolRefAttr`, `SymbolNameAttr` and
//   `TypeAttrOf` call `$_ctx` methods of `td/PREDICATES.md` that `ir` does
//   not implement yet (`type_as_float`, `TypeKind::Tensor`, `attr_as_str`,
//   `attr_as_symbol_ref`, `attr_as_type`, `attr_type` returning a `Type`).
//   The summaries are the library's, so the verifier's messages are the
//   same. Switch back to the library's constraints once `ir` implements
//   the vocabulary.
// * Custom builder bodies use `OperationState`'s fields and `ir`'s
//   `ident`/`attr_type`, for the same reason (`add_attribute(&str, ..)`,
//   `add_result_types` and `OpBuilder::context` are not in `ir` yet).
// * No `hasCustomAssemblyFormat` / `assemblyFormat`: chapter 2 prints the
//   generic form, and the declarative format is not generated yet.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "The Toy language's tensor operations";
  let description = [{
    Ops of the Toy language: constants, element-wise arithmetic on tensors
    of f64, transposition, reshaping, printing, and functions and calls.
  }];
  let cppNamespace = "crate::dialect";
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Constraints (see the note at the top)
//===----------------------------------------------------------------------===//

def Toy_F64Tensor : Type<
    CPred<"$_ctx.is_tensor($_self) && $_ctx.is_f64($_ctx.element_type_or_self($_self))">,
    "tensor of 64-bit float values">;

def Toy_StaticShapeF64Tensor : Type<
    And<[CPred<"$_ctx.is_ranked_tensor($_self)">,
         CPred<"$_ctx.has_static_shape($_self)">,
         CPred<"$_ctx.is_f64($_ctx.element_type_or_self($_self))">]>,
    "statically shaped tensor of 64-bit float values">;

def Toy_F64ElementsAttr : Attr<
    CPred<"$_ctx.as_dense_elements($_self).is_some_and(|(ty, _)| "
          "$_ctx.is_f64($_ctx.element_type_or_self(ty)))">,
    "64-bit float elements attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

def Toy_SymbolNameAttr : Attr<CPred<"$_ctx.as_string($_self).is_some()">,
                              "string attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let convertFromStorage = "$_ctx.as_string($_self).unwrap_or_default()";
  let constBuilderCall = "$_builder.string_attr($0)";
}

def Toy_FlatSymbolRefAttr : Attr<
    CPred<"$_ctx.as_flat_symbol_ref($_self).is_some()">,
    "flat symbol reference attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let convertFromStorage = "$_ctx.as_flat_symbol_ref($_self).unwrap_or_default()";
  let constBuilderCall = "$_builder.symbol_ref_attr($0)";
}

def Toy_FunctionTypeAttr : Attr<
    CPred<"$_ctx.as_type($_self).is_some_and(|ty| $_ctx.is_function(ty))">,
    "type attribute of function type"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Type";
  let convertFromStorage =
    "$_ctx.as_type($_self).expect(\"a verified type attribute holds a type\")";
  let constBuilderCall = "$_builder.type_attr($0)";
}

def Toy_DictArrayAttr : Attr<
    CPred<"$_ctx.as_array($_self).is_some_and(|elems| elems.iter().all(|&e| "
          "$_ctx.as_dictionary(e).is_some()))">,
    "Array of dictionary attributes"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def ConstantOp : Toy_Op<"constant", [Pure]> {
  let summary = "constant";
  let description = [{
    Constant operation turns a literal into an SSA value. The data is attached
    to the operation as an attribute. For example:

    ```mlir
      %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
                        : tensor<2x3xf64>
    ```
  }];

  let arguments = (ins Toy_F64ElementsAttr:$value);
  let results = (outs Toy_F64Tensor);

  let builders = [
    // From an elements attribute: the result has the attribute's type.
    OpBuilder<(ins "::ir::Attribute":$value), [{
      let ty = $_builder.attr_type(value);
      let key = $_builder.ident("value");
      $_state.add_attribute(key, value);
      $_state.add_types(&[ty]);
    }]>,
    // From one number: a 0-d tensor (written by hand in `src/dialect.rs`).
    OpBuilder<(ins "f64":$value)>
  ];

  // The result type must match the attribute's (`src/dialect.rs`).
  let hasVerifier = 1;
}

def AddOp : Toy_Op<"add"> {
  let summary = "element-wise addition operation";
  let description = [{
    The "add" operation performs element-wise addition between two tensors.
    The shapes of the tensor operands are expected to match.
  }];

  let arguments = (ins Toy_F64Tensor:$lhs, Toy_F64Tensor:$rhs);
  let results = (outs Toy_F64Tensor);

  // The result is an unranked tensor of f64 (`src/dialect.rs`).
  let builders = [
    OpBuilder<(ins "::ir::Value":$lhs, "::ir::Value":$rhs)>
  ];
}

def FuncOp : Toy_Op<"func", [FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "user defined function operation";
  let description = [{
    The "toy.func" operation represents a user defined function. These are
    callable SSA-region operations that contain toy computations.

    Example:

    ```mlir
    toy.func @main() {
      %0 = toy.constant dense<5.500000e+00> : tensor<f64>
      %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
      toy.print %1 : tensor<2x2xf64>
      toy.return
    }
    ```
  }];

  let arguments = (ins
    Toy_SymbolNameAttr:$sym_name,
    Toy_FunctionTypeAttr:$function_type,
    OptionalAttr<Toy_DictArrayAttr>:$arg_attrs,
    OptionalAttr<Toy_DictArrayAttr>:$res_attrs
  );
  let regions = (region AnyRegion:$body);

  // Creates the entry block with the function's arguments (`src/dialect.rs`).
  let builders = [OpBuilder<(ins
    "&str":$name, "::ir::Type":$type,
    CArg<"&[(&str, ::ir::Attribute)]", "&[]">:$attrs)
  >];

  let extraClassDeclaration = [{
    /// The types of the function's arguments.
    pub fn argument_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.function_inputs(self.function_type(ctx)).unwrap_or(&[])
    }

    /// The types of the function's results.
    pub fn result_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.function_results(self.function_type(ctx)).unwrap_or(&[])
    }
  }];

  let skipDefaultBuilders = 1;
}

def GenericCallOp : Toy_Op<"generic_call"> {
  let summary = "generic call operation";
  let description = [{
    Generic calls represent calls to a user defined function that needs to
    be specialized for the shape of its arguments. The callee's name is
    attached as a symbol reference via an attribute. The arguments list must
    match the arguments expected by the callee. For example:

    ```mlir
     %4 = toy.generic_call @my_func(%1, %3)
           : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    ```

    This is only valid if a function named "my_func" exists and takes two
    arguments.
  }];

  let arguments = (ins Toy_FlatSymbolRefAttr:$callee,
                       Variadic<Toy_F64Tensor>:$inputs);
  let results = (outs Toy_F64Tensor);

  // The result is an unranked tensor of f64 (`src/dialect.rs`).
  let builders = [
    OpBuilder<(ins "&str":$callee, "&[::ir::Value]":$arguments)>
  ];
}

def MulOp : Toy_Op<"mul"> {
  let summary = "element-wise multiplication operation";
  let description = [{
    The "mul" operation performs element-wise multiplication between two
    tensors. The shapes of the tensor operands are expected to match.
  }];

  let arguments = (ins Toy_F64Tensor:$lhs, Toy_F64Tensor:$rhs);
  let results = (outs Toy_F64Tensor);

  let builders = [
    OpBuilder<(ins "::ir::Value":$lhs, "::ir::Value":$rhs)>
  ];
}

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let description = [{
    The "print" builtin operation prints a given input tensor, and produces
    no results.
  }];

  let arguments = (ins Toy_F64Tensor:$input);
}

def ReshapeOp : Toy_Op<"reshape"> {
  let summary = "tensor reshape operation";
  let description = [{
    Reshape operation is transforming its input tensor into a new tensor with
    the same number of elements but different shapes. For example:

    ```mlir
       %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    ```
  }];

  let arguments = (ins Toy_F64Tensor:$input);
  let results = (outs Toy_StaticShapeF64Tensor);
}

def ReturnOp : Toy_Op<"return", [Pure, HasParent<"FuncOp">, Terminator]> {
  let summary = "return operation";
  let description = [{
    The "return" operation represents a return operation within a function.
    The operation takes an optional tensor operand and produces no results.
    The operand type must match the signature of the function that contains
    the operation. For example:

    ```mlir
      toy.func @foo() -> tensor<2xf64> {
        ...
        toy.return %0 : tensor<2xf64>
      }
    ```
  }];

  let arguments = (ins Variadic<Toy_F64Tensor>:$input);

  let builders = [
    OpBuilder<(ins), [{ $_state.add_operands(&[]); }]>
  ];

  let extraClassDeclaration = [{
    /// Whether a value is returned.
    pub fn has_operand(self, ctx: &::ir::Context) -> bool {
        !self.input(ctx).is_empty()
    }
  }];

  // At most one operand, matching the enclosing function (`src/dialect.rs`).
  let hasVerifier = 1;
}

def TransposeOp : Toy_Op<"transpose"> {
  let summary = "transpose operation";

  let arguments = (ins Toy_F64Tensor:$input);
  let results = (outs Toy_F64Tensor);

  let builders = [
    OpBuilder<(ins "::ir::Value":$input)>
  ];

  // The result's shape is the input's reversed (`src/dialect.rs`).
  let hasVerifier = 1;
}

#endif // TOY_OPS
