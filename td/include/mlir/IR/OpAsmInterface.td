//===- OpAsmInterface.td - printing and parsing hooks --------*- tablegen -*-===//
//
// Part of the `td` crate. Hooks ops implement to choose the names the IR
// printer gives their results and blocks, and the dialect implied inside
// their regions; and a parameter kind for resource handles.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_OPASMINTERFACE_TD
#define MLIR_IR_OPASMINTERFACE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{
    Lets an op suggest names for its results (`%sum`) and the blocks and
    block arguments of its regions, and name the dialect whose ops may be
    written without their prefix inside its regions.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Calls `set_name` with the first result of each group of results to
        name and the name to give it.
      }],
      "()", "getAsmResultNames",
      (ins "&::ir::Context":$ctx, "&mut dyn FnMut(::ir::Value, &str)":$setName),
      [{}], [{;}]>,
    InterfaceMethod<[{
        Calls `set_name` with block arguments of `region` and their names.
      }],
      "()", "getAsmBlockArgumentNames",
      (ins "&::ir::Context":$ctx, "::ir::Region":$region,
           "&mut dyn FnMut(::ir::Value, &str)":$setName),
      [{}], [{;}]>,
    InterfaceMethod<[{
        Calls `set_name` with blocks of the op's regions and their names.
      }],
      "()", "getAsmBlockNames",
      (ins "&::ir::Context":$ctx, "&mut dyn FnMut(::ir::Block, &str)":$setName),
      [{}], [{;}]>,
    StaticInterfaceMethod<[{
        The dialect whose ops may omit their dialect prefix inside this op's
        regions; empty for none.
      }],
      "&'static str", "getDefaultDialect", (ins), [{}], [{ "" }]>,
  ];
}

// An AttrDef/TypeDef parameter holding a handle to a dialect resource
// (`handleType`, a Rust type).
class ResourceHandleParameter<string handleType, string desc = "">
    : AttrOrTypeParameter<handleType, desc> {
  let parser = "$_parser.parse_resource_handle::<" # handleType # ">()";
  let printer = "$_printer.print_resource_handle(&$_self)";
}

#endif // MLIR_IR_OPASMINTERFACE_TD
