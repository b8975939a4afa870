//===- FuncOps.td - Func operation definitions -------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
#define MLIR_DIALECT_FUNC_IR_FUNCOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Func_Dialect : Dialect {
  let name = "func";
  let cppNamespace = "::mlir::func";
  let hasConstantMaterializer = 1;
}

// Base class for Func dialect ops.
class Func_Op<string mnemonic, list<Trait> traits = []> :
    Op<Func_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

def CallOp : Func_Op<"call",
    [CallOpInterface, MemRefsNormalizable,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call operation";
  let description = [{
    The `func.call` operation represents a direct call to a function that is
    within the same symbol scope as the call. The operands and result types of
    the call must match the specified function type. The callee is encoded as a
    symbol reference attribute named "callee".

    Example:

    ```mlir
    %2 = func.call @my_add(%0, %1) : (f32, f32) -> f32
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);

  let builders = [
    OpBuilder<(ins "FuncOp":$callee, CArg<"&[::ir::Value]", "&[]">:$operands), [{
      $_state.add_operands(operands);
      let name = callee.sym_name($_builder).to_string();
      let callee_ref = $_builder.symbol_ref_attr(&name);
      $_state.add_attribute("callee", callee_ref);
      let results = callee.get_result_types($_builder).to_vec();
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

//===----------------------------------------------------------------------===//
// CallIndirectOp
//===----------------------------------------------------------------------===//

def CallIndirectOp : Func_Op<"call_indirect", [
      CallOpInterface,
      TypesMatchWith<"callee input types match argument types",
                     "callee", "callee_operands",
                     "$_ctx.function_inputs($_self).unwrap_or_default().to_vec()">,
      TypesMatchWith<"callee result types match result types",
                     "callee", "results",
                     "$_ctx.function_results($_self).unwrap_or_default().to_vec()">
    ]> {
  let summary = "indirect call operation";
  let description = [{
    The `func.call_indirect` operation represents an indirect call to a value
    of function type. The operands and result types of the call must match the
    specified function type.

    Function values can be created with the
    [`func.constant` operation](#funcconstant-constantop).

    Example:

    ```mlir
    %func = func.constant @my_func : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %result = func.call_indirect %func(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    ```
  }];

  let arguments = (ins FunctionType:$callee,
                       Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);

  let builders = [
    OpBuilder<(ins "::ir::Value":$callee, CArg<"&[::ir::Value]", "&[]">:$operands), [{
      $_state.add_operands(&[callee]);
      $_state.add_operands(operands);
      let callee_type = $_builder.value_type(callee);
      let results = $_builder.function_results(callee_type).unwrap_or_default().to_vec();
      $_state.add_result_types(&results);
    }]>];

  let extraClassDeclaration = [{
    /// Get the argument operands to the called function.
    pub fn get_arg_operands(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Value> {
        self.callee_operands(ctx)
    }

    /// The positions of the argument operands in the operand list.
    pub fn get_arg_operands_mutable(self, ctx: &::ir::Context) -> ::core::ops::Range<usize> {
        1..ctx.num_operands(self.operation())
    }

    /// Return the callee of this operation.
    pub fn get_callable_for_callee(self, ctx: &::ir::Context) -> ::ir::interfaces::Callee {
        ::ir::interfaces::Callee::Value(self.callee(ctx))
    }

    /// Set the callee for this operation.
    pub fn set_callee_from_callable(self, ctx: &mut ::ir::Context, callee: ::ir::interfaces::Callee) {
        if let ::ir::interfaces::Callee::Value(value) = callee {
            // A live op with a callee operand (the interface is called on one).
            let _ = ctx.set_operand(self.operation(), 0, value);
        }
    }
  }];

  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $callee `(` $callee_operands `)` attr-dict `:` type($callee)
  }];
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

def ConstantOp : Func_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "constant";
  let description = [{
    The `func.constant` operation produces an SSA value from a symbol reference
    to a `func.func` operation

    Example:

    ```mlir
    // Reference to function @myfn.
    %2 = func.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

    // Equivalent generic forms
    %2 = "func.constant"() { value = @myfn } : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
    ```

    MLIR does not allow direct references to functions in SSA operands because
    the compiler is multithreaded, and disallowing SSA values to directly
    reference a function simplifies this
    ([rationale](../Rationale/Rationale.md#multithreading-the-compiler)).
  }];

  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";

  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

def FuncOp : Func_Op<"func", [
  AffineScope, AutomaticAllocationScope,
  FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface
]> {
  let summary = "An operation with a name containing a single `SSACFG` region";
  let description = [{
    Operations within the function cannot implicitly capture values defined
    outside of the function, i.e. Functions are `IsolatedFromAbove`. All
    external references must use function arguments or attributes that establish
    a symbolic connection (e.g. symbols referenced by name via a string
    attribute like SymbolRefAttr). An external function declaration (used when
    referring to a function declared in some other module) has no body. While
    the MLIR textual form provides a nice inline syntax for function arguments,
    they are internally represented as “block arguments” to the first block in
    the region.

    Only dialect attribute names may be specified in the attribute dictionaries
    for function arguments, results, or the function itself.

    Example:

    ```mlir
    // External function definitions.
    func.func private @abort()
    func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

    // A function that returns its argument twice:
    func.func @count(%x: i64) -> (i64, i64)
      attributes {fruit: "banana"} {
      return %x, %x: i64, i64
    }

    // A function with an argument attribute
    func.func private @example_fn_arg(%x: i32 {swift.self = unit})

    // A function with a result attribute
    func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})

    // A function with an attribute
    func.func private @example_fn_attr() attributes {dialectName.attrName = false}
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
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

    //===------------------------------------------------------------------===//
    // OpAsmOpInterface Methods
    //===------------------------------------------------------------------===//

    /// Allow the dialect prefix to be omitted.
    pub fn get_default_dialect(_ctx: &::ir::Context) -> &'static str { "func" }

    //===------------------------------------------------------------------===//
    // SymbolOpInterface Methods
    //===------------------------------------------------------------------===//

    /// Whether this is a declaration: a function without a body.
    pub fn is_declaration(self, ctx: &::ir::Context) -> bool {
        ::ir::interfaces::function_is_external(ctx, self.operation())
    }
  }];
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

def ReturnOp : Func_Op<"return", [Pure, HasParent<"FuncOp">,
                                MemRefsNormalizable, ReturnLike, Terminator]> {
  let summary = "Function return operation";
  let description = [{
    The `func.return` operation represents a return operation within a function.
    The operation takes variable number of operands and produces no results.
    The operand number and types must match the signature of the function
    that contains the operation.

    Example:

    ```mlir
    func.func @foo() : (i32, f8) {
      ...
      return %0, %1 : i32, f8
    }
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let builders = [OpBuilder<(ins), [{
    let _ = $_state;
  }]>];

  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

#endif // MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
