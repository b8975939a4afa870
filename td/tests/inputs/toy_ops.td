//===- toy_ops.td - Toy chapter 2 ops, ported to Rust snippets -*- tablegen -*-===//
//
// The ops of the Toy tutorial's chapter 2, written against the `td`
// library: the same records and fields as the upstream definition, with
// every code snippet in Rust. The conformance tests check that it evaluates
// with llvm-tblgen.
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
  // The generated items are placed at the root of the including crate.
  let cppNamespace = "crate";
}

// Every Toy op is `toy.<mnemonic>`.
class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

def ConstantOp : Toy_Op<"constant", [Pure]> {
  let summary = "constant";
  let description = [{
    Produces a tensor from the literal stored in its `value` attribute.

    ```mlir
    %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    ```
  }];

  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor);

  let hasCustomAssemblyFormat = 1;

  let builders = [
    // From an elements attribute: the result has the attribute's type.
    OpBuilder<(ins "::ir::Attribute":$value), [{
      let ty = $_builder.context().attr_type(value);
      $_state.add_attribute("value", value);
      $_state.add_result_types(&[ty]);
    }]>,
    // From one number: a 0-d tensor (written by hand in the dialect crate).
    OpBuilder<(ins "f64":$value)>
  ];

  let hasVerifier = 1;
}

def AddOp : Toy_Op<"add"> {
  let summary = "element-wise addition operation";
  let description = [{
    Adds two tensors of the same shape element by element.
  }];

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

  let hasCustomAssemblyFormat = 1;

  let builders = [
    OpBuilder<(ins "::ir::Value":$lhs, "::ir::Value":$rhs)>
  ];
}

def FuncOp : Toy_Op<"func", [FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "user defined function operation";
  let description = [{
    A function of the Toy program: a symbol with a function type and a body
    of Toy ops.

    ```mlir
    toy.func @main() {
      %0 = toy.constant dense<1.0> : tensor<f64>
      toy.print %0 : tensor<f64>
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

  let builders = [OpBuilder<(ins
    "&str":$name, "::ir::Type":$type,
    CArg<"&[(&str, ::ir::Attribute)]", "&[]">:$attrs)
  >];

  let extraClassDeclaration = [{
    /// The types of the function's arguments.
    pub fn argument_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.type_as_function(self.function_type(ctx))
            .map_or(&[], |(inputs, _)| inputs)
    }

    /// The types of the function's results.
    pub fn result_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.type_as_function(self.function_type(ctx))
            .map_or(&[], |(_, results)| results)
    }
  }];

  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
}

def GenericCallOp : Toy_Op<"generic_call"> {
  let summary = "generic call operation";
  let description = [{
    Calls the function named by `callee` with `inputs`; the callee is
    specialised later for the shapes of the arguments.

    ```mlir
    %2 = toy.generic_call @f(%0, %1) : (tensor<2xf64>, tensor<2xf64>) -> tensor<*xf64>
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<F64Tensor>:$inputs);
  let results = (outs F64Tensor);

  let assemblyFormat = [{
    $callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)
  }];

  let builders = [
    OpBuilder<(ins "&str":$callee, "&[::ir::Value]":$arguments)>
  ];
}

def MulOp : Toy_Op<"mul"> {
  let summary = "element-wise multiplication operation";
  let description = [{
    Multiplies two tensors of the same shape element by element.
  }];

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

  let hasCustomAssemblyFormat = 1;

  let builders = [
    OpBuilder<(ins "::ir::Value":$lhs, "::ir::Value":$rhs)>
  ];
}

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let description = [{
    Prints its input tensor; it has no result.
  }];

  let arguments = (ins F64Tensor:$input);

  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def ReshapeOp : Toy_Op<"reshape"> {
  let summary = "tensor reshape operation";
  let description = [{
    Gives its input's elements a new, static shape with the same number of
    elements.

    ```mlir
    %1 = toy.reshape (%0 : tensor<6xf64>) to tensor<2x3xf64>
    ```
  }];

  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>);

  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];
}

def ReturnOp : Toy_Op<"return", [Pure, HasParent<"FuncOp">, Terminator]> {
  let summary = "return operation";
  let description = [{
    Ends a function, returning its optional operand, whose type must be the
    function's result type.

    ```mlir
    toy.func @f() -> tensor<2xf64> {
      ...
      toy.return %0 : tensor<2xf64>
    }
    ```
  }];

  let arguments = (ins Variadic<F64Tensor>:$input);

  let assemblyFormat = "($input^ `:` type($input))? attr-dict ";

  let builders = [
    // Return nothing.
    OpBuilder<(ins), [{ $_state.add_operands(&[]); }]>
  ];

  let extraClassDeclaration = [{
    /// Whether a value is returned.
    pub fn has_operand(self, ctx: &::ir::Context) -> bool {
        !self.input(ctx).is_empty()
    }
  }];

  let hasVerifier = 1;
}

def TransposeOp : Toy_Op<"transpose"> {
  let summary = "transpose operation";

  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);

  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];

  let builders = [
    OpBuilder<(ins "::ir::Value":$input)>
  ];

  let hasVerifier = 1;
}

#endif // TOY_OPS
