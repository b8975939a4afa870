//===- DLTIAttrs.td - DLTI dialect attributes definition --*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_DLTI_DLTIATTRS_TD
#define MLIR_DIALECT_DLTI_DLTIATTRS_TD

include "mlir/Dialect/DLTI/DLTI.td"
include "mlir/IR/AttrTypeBase.td"

class DLTIAttr<string name, list<Trait> traits = [],
                string baseCppClass = "::mlir::Attribute">
    : AttrDef<DLTI_Dialect, name, traits, baseCppClass> { }

//===----------------------------------------------------------------------===//
// DataLayoutEntryAttr
//===----------------------------------------------------------------------===//

def DataLayoutEntryTrait
    : NativeAttrTrait<"DataLayoutEntryInterface::Trait"> {
  let cppNamespace = "::mlir";
}

def DLTI_DataLayoutEntryAttr :
    DLTIAttr<"DataLayoutEntry", [DataLayoutEntryTrait]> {
  let summary = "An attribute to represent an entry of a data layout specification.";
  let description = [{
    A data layout entry attribute is a key-value pair where the key is a type or
    an identifier and the value is another attribute. These entries form a data
    layout specification.
  }];
  let parameters = (ins
    "::ir::interfaces::DataLayoutEntryKey":$key, "::ir::Attribute":$value
  );
  // TODO: We do not generate storage class because llvm::PointerUnion
  // does not work with hash_key method.
  let genStorageClass = 0;
  let mnemonic = "dl_entry";
  let genVerifyDecl = 0;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Returns the entry with the given key and value.
    pub fn get_identifier(ctx: &mut ::ir::Context, key: &str, value: ::ir::Attribute) -> Self {
        let key = ctx.string_attr(key);
        Self::get(ctx, ::ir::interfaces::DataLayoutEntryKey::Identifier(key), value)
    }
    /// Returns the entry with the given type key and value.
    pub fn get_type(ctx: &mut ::ir::Context, key: ::ir::Type, value: ::ir::Attribute) -> Self {
        Self::get(ctx, ::ir::interfaces::DataLayoutEntryKey::Type(key), value)
    }
  }];
}

//===----------------------------------------------------------------------===//
// DataLayoutSpecAttr
//===----------------------------------------------------------------------===//
def DataLayoutSpecTrait
    : NativeAttrTrait<"DataLayoutSpecInterface::Trait"> {
  let cppNamespace = "::mlir";
}

def DLTI_DataLayoutSpecAttr :
    DLTIAttr<"DataLayoutSpec", [DataLayoutSpecTrait]> {
  let summary = "An attribute to represent a data layout specification.";
  let description = [{
    A data layout specification is a list of entries that specify (partial) data
    layout information. It is expected to be attached to operations that serve
    as scopes for data layout requests.
  }];
  let parameters = (ins
    ArrayRefParameter<"DataLayoutEntryInterface", "">:$entries
  );
  let mnemonic = "dl_spec";
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// TargetSystemSpecAttr
//===----------------------------------------------------------------------===//

def TargetSystemSpecTrait
    : NativeAttrTrait<"TargetSystemSpecInterface::Trait"> {
  let cppNamespace = "::mlir";
}

def DLTI_TargetSystemSpecAttr :
    DLTIAttr<"TargetSystemSpec", [TargetSystemSpecTrait]> {
  let summary = "An attribute to represent target system specification.";
  let description = [{
    A system specification describes the overall system containing
    multiple devices, with each device having a unique ID (string)
    and its corresponding TargetDeviceSpec object.

    Example:
    ```
    dlti.target_system_spec =
     #dlti.target_system_spec<
      "CPU": #dlti.target_device_spec<
              #dlti.dl_entry<"dlti.L1_cache_size_in_bytes", 4096: ui32>>,
      "GPU": #dlti.target_device_spec<
              #dlti.dl_entry<"dlti.max_vector_op_width", 64 : ui32>>,
      "XPU": #dlti.target_device_spec<
              #dlti.dl_entry<"dlti.max_vector_op_width", 4096 : ui32>>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"DeviceIDTargetDeviceSpecPair", "">:$entries
  );
  let mnemonic = "target_system_spec";
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` $entries `>`";
  let extraClassDeclaration = [{
    /// Return the device specification that matches the given device ID
    pub fn get_device_spec_for_device_id(
        self,
        ctx: &::ir::Context,
        device_id: ::ir::Attribute,
    ) -> ::core::option::Option<::ir::Attribute> {
        self.entries(ctx)
            .iter()
            .find(|entry| entry.device_id == device_id)
            .map(|entry| entry.device_spec)
    }
  }];
}

//===----------------------------------------------------------------------===//
// TargetDeviceSpecAttr
//===----------------------------------------------------------------------===//

def TargetDeviceSpecTrait
    : NativeAttrTrait<"TargetDeviceSpecInterface::Trait"> {
  let cppNamespace = "::mlir";
}

def DLTI_TargetDeviceSpecAttr :
    DLTIAttr<"TargetDeviceSpec", [TargetDeviceSpecTrait]> {
  let summary = "An attribute to represent target device specification.";
  let description = [{
    Each device specification describes a single device and its
    hardware properties. Each device specification can contain any number
    of optional hardware properties (e.g., max_vector_op_width below).

    Example:
    ```
    #dlti.target_device_spec<
      #dlti.dl_entry<"dlti.max_vector_op_width", 64 : ui32>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"DataLayoutEntryInterface", "">:$entries
  );
  let mnemonic = "target_device_spec";
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` $entries `>`";
}

#endif  // MLIR_DIALECT_DLTI_DLTIATTRS_TD
