//===- Ops.td - the toy dialect of Toy chapter 2 ------------*- tablegen -*-===//
//
// The ops of MLIR's Toy tutorial, chapter 2, compiled by `build.rs` into
// `$OUT_DIR/ops.rs.inc` and included by `src/dialect.rs`. Started from
// `td/tests/inputs/toy_ops.td` (the port of upstream's Ops.td).
//
// Differences from that port:
//
// * Custom builder bodies use `OperationState`'s fields and `ir`'s
//   `ident`/`attr_type`.
// * No `hasCustomAssemblyFormat` / `assemblyFormat`: chapter 2 prints the
//   generic form.
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
  // Inherent attributes in the attribute dictionary, as the chapter's
  // listing prints them (`{value = dense<...>}`), not as properties.
  let usePropertiesForAttributes = 0;
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

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

  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor);

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

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

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
    SymbolNameAttr:$sym_name,
    TypeAttrOf<FunctionType>:$function_type,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
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

  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<F64Tensor>:$inputs);
  let results = (outs F64Tensor);

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

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

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

  let arguments = (ins F64Tensor:$input);
}

def ReshapeOp : Toy_Op<"reshape", [Pure]> {
  let summary = "tensor reshape operation";
  let description = [{
    Reshape operation is transforming its input tensor into a new tensor with
    the same number of elements but different shapes. For example:

    ```mlir
       %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    ```
  }];

  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>);
}

// The listing of chapter 2 puts functions in `builtin.func` (printed
// `func @name`); `toy.func` is the dialect's own function op.
def ReturnOp : Toy_Op<"return", [Pure,
    ParentOneOf<["::ir::builtin::FuncOp", "FuncOp"]>, Terminator]> {
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

  let arguments = (ins Variadic<F64Tensor>:$input);

  let builders = [
    OpBuilder<(ins), [{ $_state.add_operands(&[]); }]>
  ];

  let extraClassDeclaration = [{
    /// Whether a value is returned.
    pub fn has_operand(self, ctx: &::ir::Context) -> bool {
        !self.input(ctx).is_empty()
    }
  }];

  // At most one operand, matching the enclosing function's results
  // (`src/dialect.rs`).
  let hasVerifier = 1;
}

def TransposeOp : Toy_Op<"transpose", [Pure]> {
  let summary = "transpose operation";

  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);

  let builders = [
    OpBuilder<(ins "::ir::Value":$input)>
  ];

  // The result's shape is the input's reversed (`src/dialect.rs`).
  let hasVerifier = 1;
}

#endif // TOY_OPS
