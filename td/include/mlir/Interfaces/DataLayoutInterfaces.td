//===- DataLayoutInterfaces.td - Data layout interfaces ------*- tablegen -*-===//
//
// Part of the `td` crate. The interfaces of the data layout specification,
// the operations to which one can be attached, and the types subject to
// data layout: upstream's interfaces and methods, with Rust types. In Rust:
//
//   * a layout entry or specification is an `::ir::Attribute` (a list of
//     entries a slice `&[::ir::Attribute]`), seen through
//     `::ir::interfaces::DataLayoutEntryInterface` and
//     `::ir::interfaces::DataLayoutSpecInterface`, which the attribute
//     definitions implement (these two and the target spec interfaces are
//     written in `ir`, as the builtin IR's attribute interfaces are);
//   * an entry's key is an `::ir::interfaces::DataLayoutEntryKey` (a type
//     or an identifier, upstream's `DataLayoutEntryKey`), a class of types
//     an `::ir::interfaces::TypeClassId` (upstream's `TypeID`), a size an
//     `::ir::interfaces::TypeSize` (fixed or scalable, `llvm::TypeSize`);
//   * queries go through an `::ir::interfaces::DataLayout`; a combination
//     of specifications (`combineWith`) is the list of its entries, which
//     the `DataLayout` keeps (no new attribute is interned, so that the
//     verifier, which cannot intern, combines too);
//   * `::mlir::detail::*` are the functions of the same names in
//     `::ir::interfaces` (`default_type_size_in_bits`, ...).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DATALAYOUTINTERFACES
#define MLIR_DATALAYOUTINTERFACES

include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// Attribute interfaces
//===----------------------------------------------------------------------===//

def DataLayoutEntryInterface : AttrInterface<"DataLayoutEntryInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Attribute interface describing an entry in a data layout specification.

    A data layout specification entry is a key-value pair. Its key is either a
    type, when the entry is related to a type or a class of types, or an
    identifier, when it is not. `DataLayoutEntryKey` is an alias allowing one
    to use both key types. Its value is an arbitrary attribute that is
    interpreted either by the type for type keys or by the dialect containing
    the identifier for identifier keys. The interface provides a hook that
    can be used by specific implementations to delegate the verification of
    attribute fitness for a particular key to the relevant type or dialect.
  }];

  let methods = [
    InterfaceMethod<
      /*description=*/"Returns the key of the this layout entry.",
      /*retTy=*/"::ir::interfaces::DataLayoutEntryKey",
      /*methodName=*/"getKey",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Returns the value of this layout entry.",
      /*retTy=*/"::ir::Attribute",
      /*methodName=*/"getValue",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Checks that the entry is well-formed, reports errors "
                      "at the provided location.",
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyEntry",
      /*args=*/(ins "::ir::Location":$loc),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ Ok(()) }]
    >
  ];

  let extraClassDeclaration = [{
    /// Returns `true` if the key of this entry is a type.
    fn is_type_entry(self, ctx: &::ir::Context) -> bool {
        matches!(self.get_key(ctx), ::ir::interfaces::DataLayoutEntryKey::Type(_))
    }
  }];
}

def DataLayoutSpecInterface : AttrInterface<"DataLayoutSpecInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Attribute interface describing a data layout specification.

    A data layout specification is seen as a sequence of entries, each of which
    is an attribute implementing the data layout entry interface. It assumes
    a contiguous underlying storage for entries. The interface provides a hook
    for implementations to verify the well-formedness of the specification,
    with a default implementation that verifies the absence of entries with
    duplicate keys and the well-formedness of each individual entry before
    dispatching to the type or dialect the entry is associated with.

    Data layout specifications may need to be combined in case they appear on
    nested operations subject to layout, or to ensure the validity of layout
    modification. Concrete specification attributes must implement the
    corresponding hook.
  }];
  // The underlying storage being contiguous may be revised in the future, but
  // care must be taken to avoid materializing or copying the entire list of
  // entries.

  let methods = [
    InterfaceMethod<
      /*description=*/"Combines the current layout with the given list of "
                      "layouts, provided from the outermost (oldest) to the "
                      "innermost (newest). Returns null on failure.",
      /*retTy=*/"::core::option::Option<::std::vec::Vec<::ir::Attribute>>",
      /*methodName=*/"combineWith",
      /*args=*/(ins "&[::ir::Attribute]":$specs)
    >,
    InterfaceMethod<
      /*description=*/"Returns the list of layout entries.",
      /*retTy=*/"::std::vec::Vec<::ir::Attribute>",
      /*methodName=*/"getEntries",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Returns the endianness identifier.",
      /*retTy=*/"&'static str",
      /*methodName=*/"getEndiannessIdentifier",
      /*args=*/(ins "&::ir::Context":$context)
    >,
    InterfaceMethod<
      /*description=*/"Returns the alloca memory space identifier.",
      /*retTy=*/"&'static str",
      /*methodName=*/"getAllocaMemorySpaceIdentifier",
      /*args=*/(ins "&::ir::Context":$context)
    >,
    InterfaceMethod<
      /*description=*/"Returns the program memory space identifier.",
      /*retTy=*/"&'static str",
      /*methodName=*/"getProgramMemorySpaceIdentifier",
      /*args=*/(ins "&::ir::Context":$context)
    >,
    InterfaceMethod<
      /*description=*/"Returns the global memory space identifier.",
      /*retTy=*/"&'static str",
      /*methodName=*/"getGlobalMemorySpaceIdentifier",
      /*args=*/(ins "&::ir::Context":$context)
    >,
    InterfaceMethod<
      /*description=*/"Returns the stack alignment identifier.",
      /*retTy=*/"&'static str",
      /*methodName=*/"getStackAlignmentIdentifier",
      /*args=*/(ins "&::ir::Context":$context)
    >,
    // Implementations may override this if they have an efficient lookup
    // mechanism.
    InterfaceMethod<
      /*description=*/"Returns a copy of the entries related to a specific "
                      "type class regardles of type parameters. ",
      /*retTy=*/"::std::vec::Vec<::ir::Attribute>",
      /*methodName=*/"getSpecForType",
      /*args=*/(ins "::ir::interfaces::TypeClassId":$type),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::filter_entries_for_type(ctx, &$_self.get_entries(ctx), type)
      }]
    >,
    // Implementations may override this if they have an efficient lookup
    // mechanism.
    InterfaceMethod<
      /*description=*/"Returns the entry related to the given identifier, if "
                      "present.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getSpecForIdentifier",
      /*args=*/(ins "&str":$identifier),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::filter_entry_for_identifier(ctx, &$_self.get_entries(ctx),
                                                      identifier)
      }]
    >,
    InterfaceMethod<
      /*description=*/"Verifies the validity of the specification and reports "
                      "any errors at the given location.",
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifySpec",
      /*args=*/(ins "::ir::Location":$loc),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::verify_data_layout_spec(ctx, $_self.into(), loc)
      }]
    >,
  ];

  let extraClassDeclaration = [{
    /// Populates the given maps with lists of entries grouped by the type or
    /// identifier they are associated with. Users are not expected to call this
    /// method directly.
    fn bucket_entries_by_type(
        self,
        ctx: &::ir::Context,
        types: &mut ::std::collections::HashMap<::ir::interfaces::TypeClassId, ::std::vec::Vec<::ir::Attribute>>,
        ids: &mut ::std::collections::HashMap<::ir::Attribute, ::ir::Attribute>,
    ) {
        ::ir::interfaces::bucket_entries_by_type(ctx, &self.get_entries(ctx), types, ids)
    }
  }];
}

def TargetDeviceSpecInterface : AttrInterface<"TargetDeviceSpecInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Attribute interface describing a target device description specification.

    A target device description specification is a list of device properties (key)
    and their values for a specific device. The device is identified using "device_id"
    (as a key and ui32 value) and "device_type" key which must have a string value.
    Both "device_id" and "device_type" are mandatory keys. As an example, L1 cache
    size could be a device property, and its value would be a device specific size.

    A target device description specification is attached to a module as a module level
    attribute.
  }];

  let methods = [
    InterfaceMethod<
      /*description=*/"Returns the list of layout entries.",
      /*retTy=*/"::std::vec::Vec<::ir::Attribute>",
      /*methodName=*/"getEntries",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Returns the entry related to the given identifier, if "
                      "present.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getSpecForIdentifier",
      /*args=*/(ins "&str":$identifier),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::filter_entry_for_identifier(ctx, &$_self.get_entries(ctx),
                                                      identifier)
      }]
    >,
    InterfaceMethod<
      /*description=*/"Checks that the entry is well-formed, reports errors "
                      "at the provided location.",
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyEntry",
      /*args=*/(ins "::ir::Location":$loc),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ Ok(()) }]
    >
  ];
}

def TargetSystemSpecInterface : AttrInterface<"TargetSystemSpecInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Attribute interface describing a target system description specification.

    A target system description specification is a list of target device
    specifications, with one device specification for a device in the system. As
    such, a target system description specification allows specifying a heterogenous
    system, with devices of different types (e.g., CPU, GPU, etc.)

    The only requirement on a valid target system description specification is that
    the "device_id" in every target device description specification needs to be
    unique. This is because, ultimately, this "device_id" is used by the user to
    query a value of a device property.
  }];

  let methods = [
    InterfaceMethod<
      /*description=*/"Returns the list of layout entries.",
      /*retTy=*/"::std::vec::Vec<(::ir::Attribute, ::ir::Attribute)>",
      /*methodName=*/"getEntries",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Returns the device description spec for given device "
                      "ID",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getDeviceSpecForDeviceID",
      /*args=*/(ins "::ir::Attribute":$deviceID)
    >,
    InterfaceMethod<
      /*description=*/"Verifies the validity of the specification and "
                      "reports any errors at the given location.",
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifySpec",
      /*args=*/(ins "::ir::Location":$loc),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::verify_target_system_spec(ctx, $_self.into(), loc)
      }]
    >
  ];

  let extraClassDeclaration = [{
    // A device is identified by a string attribute (upstream's
    // `using DeviceID = StringAttr`): an `::ir::Attribute` here.
  }];
}

//===----------------------------------------------------------------------===//
// Operation interface
//===----------------------------------------------------------------------===//

def DataLayoutOpInterface : OpInterface<"DataLayoutOpInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Interface for operations that can have a data layout specification attached.

    The `DataLayout` object, which can be used for data layout queries, can be
    constructed for such operations. The absence of a data layout specification
    must be handled without failing.

    Concrete operations must implement the hook returning the data layout
    specification. They may optionally override the methods used in data layout
    queries, default implementations of which provide predefined answers for
    built-in types and dispatch to the type interface for all other types. These
    methods must be idempotent, that is return the same result on repeated
    queries with the same parameters. They are declared static and therefore
    have no access to the operation or its attributes. Instead, they receive a
    list of data layout entries relevant to the request. The entries are known
    to have passed the spec and entry verifier.
  }];

  let methods = [
    InterfaceMethod<
      /*description=*/"Returns the data layout specification for this op, or "
                      "null if it does not exist.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getDataLayoutSpec",
      /*args=*/(ins)
    >,
    InterfaceMethod<
      /*description=*/"Returns the target system desc specification for this "
                      "op, or null if it does not exist.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getTargetSystemSpec",
      /*args=*/(ins)
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the size of the given type computed using the "
                      "relevant entries. The data layout object can be used "
                      "for recursive queries.",
      /*retTy=*/"::ir::interfaces::TypeSize",
      /*methodName=*/"getTypeSize",
      /*args=*/(ins "::ir::Type":$type,
                    "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let bits = <Self as ::ir::interfaces::DataLayoutOpInterface>::get_type_size_in_bits(
            ctx, type, dataLayout, params);
        bits.divide_ceil(8)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the size of the given type in bits computed "
                      "using the relevant entries. The data layout object can "
                      "be used for recursive queries.",
      /*retTy=*/"::ir::interfaces::TypeSize",
      /*methodName=*/"getTypeSizeInBits",
      /*args=*/(ins "::ir::Type":$type,
                    "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_type_size_in_bits(ctx, type, dataLayout, params)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the alignment required by the ABI for the given "
                      "type computed using the relevant entries. The data "
                      "layout object can be used for recursive queries.",
      /*retTy=*/"u64",
      /*methodName=*/"getTypeABIAlignment",
      /*args=*/(ins "::ir::Type":$type,
                    "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_abi_alignment(ctx, type, dataLayout, params)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the alignment preferred by the given type "
                      "computed using the relevant entries. The data layout"
                      "object can be used for recursive queries.",
      /*retTy=*/"u64",
      /*methodName=*/"getTypePreferredAlignment",
      /*args=*/(ins "::ir::Type":$type,
                    "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_preferred_alignment(ctx, type, dataLayout, params)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the bitwidth that should be used when "
                      "performing index computations for the type computed "
                      "using the relevant entries. The data layout object can "
                      "be used for recursive queries.",
      /*retTy=*/"::core::option::Option<u64>",
      /*methodName=*/"getIndexBitwidth",
      /*args=*/(ins "::ir::Type":$type,
                    "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_index_bitwidth(ctx, type, dataLayout, params)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the endianness used by the ABI computed "
                      "using the relevant entries. The data layout object "
                      "can be used for recursive queries.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getEndianness",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_endianness(ctx, entry)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the memory space used by the ABI computed "
                      "using the relevant entries. The data layout object "
                      "can be used for recursive queries.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getAllocaMemorySpace",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_alloca_memory_space(ctx, entry)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the memory space used by the ABI computed "
                      "using the relevant entries. The data layout object "
                      "can be used for recursive queries.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getProgramMemorySpace",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_program_memory_space(ctx, entry)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the memory space used by the ABI computed "
                      "using the relevant entries. The data layout object "
                      "can be used for recursive queries.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getGlobalMemorySpace",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_global_memory_space(ctx, entry)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the natural stack alignment in bits computed "
                      "using the relevant entries. The data layout object "
                      "can be used for recursive queries.",
      /*retTy=*/"u64",
      /*methodName=*/"getStackAlignment",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::default_stack_alignment(ctx, entry)
      }]
    >,
    StaticInterfaceMethod<
      /*description=*/"Returns the value of the property, if the property is "
                      "defined. Otherwise, it returns std::nullopt.",
      /*retTy=*/"::core::option::Option<::ir::Attribute>",
      /*methodName=*/"getDevicePropertyValue",
      /*args=*/(ins "::core::option::Option<::ir::Attribute>":$entry),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::ir::interfaces::device_property_value(ctx, entry)
      }]
    >
  ];

  let verify = [{ ::ir::interfaces::verify_data_layout_op($_ctx, $_op.operation()) }];
}

//===----------------------------------------------------------------------===//
// Type interface
//===----------------------------------------------------------------------===//

def DataLayoutTypeInterface : TypeInterface<"DataLayoutTypeInterface"> {
  let cppNamespace = "::ir::interfaces";

  let description = [{
    Interface for types subject to data layout.

    Types willing to be supported by the data layout subsystem should implement
    this interface by providing implementations of functions querying their
    size, required and preferred alignment. Each of these functions accepts as
    arguments a data layout object that can be used to perform recursive queries
    in the same scope, and a list of data layout entries relevant to this type.
    Specifically, the entries are those that have as key _any instance_ of the
    same type class as the current type. For example, if IntegerType had
    implemented this interface, it would have received the entries with keys i1,
    i2, i8, etc. regardless of the bitwidth of this type. This mechanism allows
    types to "interpolate" the results in a type-specific way instead of listing
    all possible types in the specification.

    The list of entries may be empty, in which case the type must provide a
    reasonable default value. The entries in the list are known to have passed
    the spec and the entry verifiers, as well as the type-specified verifier if
    provided.

    In case of nested layout specs or spec changes, the type can override a hook
    indicating whether the outer (old) and the inner (new) spec are compatible.
  }];

  let methods = [
    InterfaceMethod<
      /*description=*/"Returns the size of this type in bytes.",
      /*retTy=*/"::ir::interfaces::TypeSize",
      /*methodName=*/"getTypeSize",
      /*args=*/(ins "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let bits = $_self.get_type_size_in_bits(ctx, dataLayout, params);
        bits.divide_ceil(8)
      }]
    >,
    InterfaceMethod<
      /*description=*/"Returns the size of this type in bits.",
      /*retTy=*/"::ir::interfaces::TypeSize",
      /*methodName=*/"getTypeSizeInBits",
      /*args=*/(ins "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params)
    >,
    InterfaceMethod<
      /*description=*/"Returns the ABI-required alignment for this type, "
                      "in bytes",
      /*retTy=*/"u64",
      /*methodName=*/"getABIAlignment",
      /*args=*/(ins "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params)
    >,
    InterfaceMethod<
      /*description=*/"Returns the preferred alignment for this type, "
                      "in bytes.",
      /*retTy=*/"u64",
      /*methodName=*/"getPreferredAlignment",
      /*args=*/(ins "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params)
    >,
    InterfaceMethod<
      /*description=*/"Returns the bitwidth that should be used when "
                      "performing index computations for the given "
                      "pointer-like type. If the type is not a pointer-like "
                      "type, returns std::nullopt.",
      /*retTy=*/"::core::option::Option<u64>",
      /*methodName=*/"getIndexBitwidth",
      /*args=*/(ins "&::ir::interfaces::DataLayout":$dataLayout,
                    "&[::ir::Attribute]":$params),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ None }]
    >,
    InterfaceMethod<
      /*desc=*/"Returns true if the two lists of entries are compatible, that "
               "is, that `newLayout` spec entries can be nested in an op with "
               "`oldLayout` spec entries.",
      /*retTy=*/"bool",
      /*methodName=*/"areCompatible",
      /*args=*/(ins "&[::ir::Attribute]":$oldLayout,
                    "&[::ir::Attribute]":$newLayout),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ true }]
    >,
    InterfaceMethod<
      /*description=*/"Verifies that the given list of entries is valid for "
                      "this type.",
      /*retTy=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*methodName=*/"verifyEntries",
      /*args=*/(ins "&[::ir::Attribute]":$entries,
                    "::ir::Location":$loc),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ Ok(()) }]
    >,
  ];
}

#endif // MLIR_DATALAYOUTINTERFACES
