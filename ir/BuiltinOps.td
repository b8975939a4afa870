//===- BuiltinOps.td - the builtin dialect's operations ---*- tablegen -*-===//
//
// `builtin.module` and the function op Toy chapter 2 prints (`builtin.func`,
// custom form `func @name(%arg0: T) -> T { }`), defined through ODS like any
// other dialect. `build.rs` compiles this file into
// `$OUT_DIR/builtin_ops.rs.inc`, which `src/dialect/builtin.rs` includes; the custom
// assembly forms and the verifiers beyond the constraints are written there.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Builtin_Dialect : Dialect {
  let name = "builtin";
  let summary = "A dialect containing the builtin operations";
  let description = [{
    The builtin dialect holds the operations every context knows: the
    top-level `module`, the function op and the cast used while converting
    between type systems.
  }];
  let cppNamespace = "::ir::builtin";
}

class Builtin_Op<string mnemonic, list<Trait> traits = []> :
    Op<Builtin_Dialect, mnemonic, traits>;

def ModuleOp : Builtin_Op<"module", [
    IsolatedFromAbove, NoRegionArguments, SymbolTable, HasOnlyGraphRegion,
    NoTerminator, SingleBlock, OpAsmOpInterface]> {
  let summary = "A top level container operation";
  let description = [{
    A `module` represents a top-level container operation. It contains a
    single graph region containing a single block which can contain any
    operations and does not have a terminator. Operations within this region
    cannot implicitly capture values defined outside the module, i.e.
    modules are `IsolatedFromAbove`. Modules have an optional symbol name
    which can be used to refer to them in operations.

    Example:

    ```mlir
    module {
      func @foo()
    }
    ```
  }];

  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);

  // An empty module with its body block (`src/dialect/builtin.rs`).
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins)>];

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;

  let extraClassDeclaration = [{
    /// The module's body block, if it has one.
    pub fn body(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::BlockId> {
        ctx.region_entry(self.body_region(ctx))
    }

    /// Builtin ops are written without their prefix inside a module.
    pub fn get_default_dialect(_ctx: &::ir::Context) -> &'static str {
        "builtin"
    }
  }];
}

def FuncOp : Builtin_Op<"func", [IsolatedFromAbove, Symbol]> {
  let summary = "A function";
  let description = [{
    A function: a symbol (`sym_name`) of a function type (`function_type`)
    whose body region's entry block takes the function's arguments. Printed
    as in the Toy tutorial's chapter 2.

    Example:

    ```mlir
    func @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
      %0 = "toy.transpose"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
      "toy.return"(%0) : (tensor<*xf64>) -> ()
    }
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type);
  let regions = (region AnyRegion:$body);

  // Creates the entry block with the function's arguments (`src/dialect/builtin.rs`).
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "&str":$name, "::ir::Type":$type)>];

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;

  let extraClassDeclaration = [{
    /// The types of the function's arguments.
    pub fn argument_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.function_inputs(self.function_type(ctx)).unwrap_or(&[])
    }

    /// The types of the function's results.
    pub fn result_types(self, ctx: &::ir::Context) -> &[::ir::Type] {
        ctx.function_results(self.function_type(ctx)).unwrap_or(&[])
    }

    /// The entry block of the body, if the function has one.
    pub fn entry_block(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::BlockId> {
        ctx.region_entry(self.body(ctx))
    }
  }];
}

def UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast", [Pure]> {
  let summary = "An unrealized conversion from one set of types to another";
  let description = [{
    An `unrealized_conversion_cast` operation represents an unrealized
    conversion from one set of types to another, used to let conversions
    between type systems proceed piece by piece. It has no semantics of its
    own.
  }];

  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    ($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict
  }];
  // At least one result, and the folds of casts that change nothing or undo
  // another cast (`src/dialect/builtin.rs`).
  let hasFolder = 1;
  let hasVerifier = 1;
}
