//! What the Rust emitter generates for one op, decided from the ODS model
//! before any text is written (names, segment layout, constraint
//! functions, builder forms). [`super::lower`] fills it from
//! [`crate::ods::Operator`]; [`super::op`] prints it.

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one value.
    One,
    /// Zero or one value (`Optional<>`).
    Optional,
    /// Any number of values (`Variadic<>`).
    Variadic,
    /// Groups of values (`VariadicOfVariadic<>`), sized by the segment
    /// attribute named here.
    VariadicOfVariadic,
}

impl Arity {
    /// Whether the group may hold other than exactly one value.
    pub fn is_variable(self) -> bool {
        self != Arity::One
    }
}

/// How the values of a variadic op are split into groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segments {
    /// No variable-sized group: group `i` is value `i`.
    Fixed,
    /// Variable-sized groups share the remaining values equally (also the
    /// case of a single variable-sized group).
    SameSize,
    /// Sizes are stored in the `operandSegmentSizes` /
    /// `resultSegmentSizes` dense `i32` array.
    AttrSized,
}

/// One operand or result group.
#[derive(Clone, Debug)]
pub struct ValueGroup {
    /// The Rust getter name (snake case), empty for unnamed groups.
    pub name: String,
    /// The ODS name as written (for messages).
    pub ods_name: String,
    /// One, optional or variadic.
    pub arity: Arity,
    /// The segment attribute of a `VariadicOfVariadic`.
    pub segment_attr: Option<String>,
    /// The summary of the type constraint (for messages).
    pub summary: String,
    /// The type predicate with `$_self` (the `::ir::Type`), `$_ctx`; `None`
    /// when there is nothing to check.
    pub pred: Option<String>,
    /// A Rust expression building the type (with `$_builder`), if buildable.
    pub builder_call: Option<String>,
    /// The description (for the getter's doc).
    pub description: String,
}

/// One attribute argument.
#[derive(Clone, Debug)]
pub struct AttrPlan {
    /// The Rust getter name.
    pub name: String,
    /// The attribute name in the IR.
    pub ods_name: String,
    /// The constraint summary.
    pub summary: String,
    /// The predicate (`$_self`: `::ir::Attribute`).
    pub pred: Option<String>,
    /// The getter's return type.
    pub return_type: String,
    /// Converts the stored attribute (`$_self`) into `return_type`.
    pub convert_from_storage: String,
    /// Builds the attribute from a value `$0` of `return_type`.
    pub const_builder_call: Option<String>,
    /// The Rust value used when the attribute is absent.
    pub default_value: Option<String>,
    /// The op is valid without the attribute.
    pub optional: bool,
    /// A derived attribute: computed by `body`, not stored.
    pub derived_body: Option<String>,
    /// Whether `$_self` in `convert_from_storage` is an
    /// `Option<::ir::Attribute>` (`OptionalAttr`, `UnitAttr`) rather than
    /// the attribute itself.
    pub converts_option: bool,
    /// The description.
    pub description: String,
}

/// One property argument (stored in the op's property dictionary in its
/// attribute form; read and written through the property's conversions).
#[derive(Clone, Debug)]
pub struct PropPlan {
    /// Getter name.
    pub name: String,
    /// The property name in the IR.
    pub ods_name: String,
    /// Summary.
    pub summary: String,
    /// `storageType`.
    pub storage_type: String,
    /// `interfaceType`.
    pub interface_type: String,
    /// `convertFromStorage` (`$_storage`).
    pub convert_from_storage: String,
    /// `assignToStorage` (`$_storage`, `$_value`).
    pub assign_to_storage: String,
    /// `convertToAttribute` (`$_storage`, `$_builder`).
    pub convert_to_attribute: String,
    /// `convertFromAttribute` (`$_attr`, `$_ctx`), an `Option<storageType>`.
    pub convert_from_attribute: String,
    /// The storage value when the property is not set.
    pub storage_default: String,
    /// The predicate on the interface value (`$_self`).
    pub pred: Option<String>,
}

impl PropPlan {
    /// The getter returns the storage type when the interface type borrows
    /// (`&str`, `&[T]`): the value is decoded from the attribute form.
    pub fn getter_type(&self) -> &str {
        if self.interface_type.contains('&') {
            &self.storage_type
        } else {
            &self.interface_type
        }
    }
}

/// A region or successor.
#[derive(Clone, Debug)]
pub struct SlotPlan {
    /// Getter name.
    pub name: String,
    /// ODS name.
    pub ods_name: String,
    /// Variadic (must be last).
    pub variadic: bool,
    /// Summary of the constraint.
    pub summary: String,
    /// Predicate (`$_self`: `::ir::RegionId` / `::ir::BlockId`).
    pub pred: Option<String>,
}

/// A parameter of a custom builder.
#[derive(Clone, Debug)]
pub struct ParamPlan {
    /// Rust type.
    pub ty: String,
    /// Name.
    pub name: String,
    /// `CArg` default (documented; Rust has no default arguments).
    pub default: Option<String>,
}

/// A custom `OpBuilder`.
#[derive(Clone, Debug)]
pub struct CustomBuilder {
    /// The generated function's name (`build_from_...`).
    pub name: String,
    /// Parameters after the builder and location.
    pub params: Vec<ParamPlan>,
    /// The Rust body with `$_builder`/`$_state`; `None`: written by hand
    /// in the op's hooks trait.
    pub body: Option<String>,
    /// `#[deprecated]` note.
    pub deprecated: Option<String>,
    /// The name of the form without the trailing `CArg` defaults, when
    /// there are some.
    pub short_name: Option<String>,
}

/// A trait predicate checked by the verifier (`PredOpTrait`).
#[derive(Clone, Debug)]
pub struct PredTraitPlan {
    /// The message after "failed to verify that ".
    pub summary: String,
    /// The condition, with `$_op`, `$_ctx`, `$name`.
    pub pred: String,
}

/// An argument of the op, in ODS order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgRef {
    /// `operands[i]`.
    Operand(usize),
    /// `attrs[i]`.
    Attr(usize),
    /// `props[i]`.
    Prop(usize),
}

/// A method of an interface.
#[derive(Clone, Debug)]
pub struct MethodPlan {
    /// Snake-case name.
    pub name: String,
    /// Description.
    pub doc: String,
    /// Return type (empty: `()`).
    pub ret: String,
    /// `(name, type)` of the arguments, the context first (added by the
    /// generator when the method lists none).
    pub args: Vec<(String, String)>,
    /// `methodBody`: the implementation of every op, with `$_op`/`$_self`
    /// already the receiver.
    pub body: Option<String>,
    /// `defaultImplementation`, used by the ops that do not declare the
    /// method.
    pub default: Option<String>,
    /// A `StaticInterfaceMethod`.
    pub is_static: bool,
}

/// An op interface, emitted as a Rust trait plus dispatch from an opaque
/// operation (when the file defines it), and implemented by the ops that
/// list it.
#[derive(Clone, Debug)]
pub struct InterfacePlan {
    /// `cppInterfaceName`: the trait's name.
    pub name: String,
    /// The path of the trait and its companions: `::ir::interfaces::` for
    /// the library's interfaces, `cppNamespace::` for another dialect's
    /// (generated by that dialect's crate), empty for the dialect's own.
    pub path: String,
    /// `cppNamespace`.
    pub cpp_namespace: String,
    /// Rustdoc.
    pub doc: String,
    /// Methods in order.
    pub methods: Vec<MethodPlan>,
    /// Base interfaces (their paths and names), the trait's supertraits.
    pub bases: Vec<String>,
    /// `extraClassDeclaration`: items of the view type.
    pub extra_decl: Option<String>,
    /// `extraSharedClassDeclaration`: items of the view type and provided
    /// methods of the trait.
    pub extra_shared_decl: Option<String>,
    /// `extraTraitClassDeclaration`: provided methods of the trait.
    pub extra_trait_decl: Option<String>,
}

/// A dialect whose ops the file defines, for its registration.
#[derive(Clone, Debug)]
pub struct DialectPlan {
    /// The namespace (`arith`).
    pub name: String,
    /// The Rust type standing for the dialect (`ArithDialect`), which
    /// implements its hooks trait (`ArithDialectHooks`).
    pub rust_name: String,
    /// `hasConstantMaterializer`.
    pub has_constant_materializer: bool,
    /// `hasCanonicalizer`: dialect-wide canonicalization patterns.
    pub has_canonicalizer: bool,
}

impl DialectPlan {
    /// Whether the dialect has hand-written hooks.
    pub fn needs_hooks(&self) -> bool {
        self.has_constant_materializer || self.has_canonicalizer
    }
}

/// How an op implements one interface method.
#[derive(Clone, Debug)]
pub enum MethodImpl {
    /// Generated: this body (the interface's, or one the generator
    /// derives from the op's traits).
    Body(String),
    /// Written by the dialect author: the method of the op's hooks trait
    /// of this name.
    Hook(String),
}

/// The `verify` code of an interface an op implements.
#[derive(Clone, Debug)]
pub struct InterfaceVerifier {
    /// The interface's name (for the generated function's name).
    pub interface: String,
    /// The Rust code (`$_op`: the op wrapper, `$_ctx`: `&::ir::Context`),
    /// evaluating to `Result<(), E>` where `E` is a `String`, a `&str` or
    /// an `::ir::Diagnostic`.
    pub code: String,
    /// `verifyWithRegions`: runs after the nested operations.
    pub with_regions: bool,
    /// A trait's region check (`SingleBlockImplicitTerminator`), not an
    /// interface's `verify`.
    pub is_trait: bool,
    /// How many of the op's registered traits (`OpPlan::ir_traits`) it
    /// lists before this interface: the verifier runs it after their
    /// checks, as upstream's `verifyTraits` does.
    pub after_traits: usize,
}

/// An interface an op implements.
#[derive(Clone, Debug)]
pub struct InterfaceUse {
    /// The interface (its methods give the signatures).
    pub iface: InterfacePlan,
    /// How each method is implemented, in the interface's order.
    pub methods: Vec<MethodImpl>,
}

impl InterfaceUse {
    /// The methods the dialect author writes: `(hook name, method)`.
    pub fn hooks(&self) -> impl Iterator<Item = (&str, &MethodPlan)> {
        self.methods
            .iter()
            .zip(&self.iface.methods)
            .filter_map(|(i, m)| match i {
                MethodImpl::Hook(name) => Some((name.as_str(), m)),
                MethodImpl::Body(_) => None,
            })
    }
}

/// Everything generated for one op.
#[derive(Clone, Debug)]
pub struct OpPlan {
    /// The wrapper type (`AddOp`).
    pub rust_name: String,
    /// `toy.add`.
    pub op_name: String,
    /// Rustdoc of the wrapper.
    pub doc: String,
    /// Operand groups in order.
    pub operands: Vec<ValueGroup>,
    /// Operand layout.
    pub operand_segments: Segments,
    /// Attributes in order.
    pub attrs: Vec<AttrPlan>,
    /// Properties in order.
    pub props: Vec<PropPlan>,
    /// Operands, attributes and properties in ODS argument order.
    pub args: Vec<ArgRef>,
    /// Result groups.
    pub results: Vec<ValueGroup>,
    /// Result layout.
    pub result_segments: Segments,
    /// Regions.
    pub regions: Vec<SlotPlan>,
    /// Successors.
    pub successors: Vec<SlotPlan>,
    /// `::ir::OpTrait` expressions registered with the op.
    pub ir_traits: Vec<String>,
    /// `PredOpTrait`s.
    pub pred_traits: Vec<PredTraitPlan>,
    /// The op interfaces the op implements (the dialect's and the
    /// library's), in trait order.
    pub interfaces: Vec<InterfaceUse>,
    /// The `verify` code of the interfaces the op implements (any
    /// namespace), in trait order.
    pub interface_verifiers: Vec<InterfaceVerifier>,
    /// The terminator `SingleBlockImplicitTerminator` names, as an
    /// expression of its operation name.
    pub implicit_terminator: Option<String>,
    /// ODS's result names of a multi-result op that does not implement
    /// `OpAsmOpInterface` (one per result group, `""` for unnamed ones).
    pub result_names: Option<Vec<String>>,
    /// The inherent attributes kept as properties (the dialect's
    /// `usePropertiesForAttributes`, MLIR 19's default), by ODS name.
    pub property_names: Vec<String>,
    /// The `::ir::PropertyKind` of each of the first
    /// [`Self::property_names`] (`None`: any attribute; the names after
    /// these take any).
    pub property_kinds: Vec<Option<String>>,
    /// `SameOperandsAndResultType`: the result type can be inferred.
    pub same_operands_and_result_type: bool,
    /// Custom builders.
    pub builders: Vec<CustomBuilder>,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
    /// `hasVerifier`.
    pub has_verifier: bool,
    /// `hasRegionVerifier`.
    pub has_region_verifier: bool,
    /// `hasFolder`.
    pub has_folder: bool,
    /// `hasCanonicalizer`.
    pub has_canonicalizer: bool,
    /// `hasCanonicalizeMethod`.
    pub has_canonicalize_method: bool,
    /// `hasCustomAssemblyFormat`.
    pub has_custom_assembly_format: bool,
    /// The printer and parser generated from `assemblyFormat`, when the op
    /// has one that the generator supports.
    pub format_hooks: Option<crate::emit::format::FormatHooks>,
    /// `extraClassDeclaration` (Rust items of the `impl` block).
    pub extra_decl: Option<String>,
    /// `extraClassDefinition` (Rust items after the `impl` block).
    pub extra_def: Option<String>,
    /// `CppDeprecated` note.
    pub deprecated: Option<String>,
}

impl OpPlan {
    /// The module-level static holding [`Self::property_names`], which the
    /// op registers as its `OpDefinition::property_names` (one table, so
    /// that `::ir::Context::property_attr` knows it by its address).
    pub fn property_names_static(&self) -> String {
        super::property_names_static(&self.rust_name)
    }

    /// The Rust expression (in the op's `impl`, where `Self::ODS_PROPERTIES`
    /// is the static table) looking up the inherent attribute `ods_name` of
    /// the operation `op` (an expression): by its slot among the op's
    /// properties when it is one (`::ir::Context::property_attr`, which
    /// compares interned keys), by name otherwise.
    pub fn attr_lookup(&self, op: &str, ods_name: &str) -> String {
        match self.property_names.iter().position(|n| n == ods_name) {
            Some(slot) => format!("ctx.property_attr({op}, Self::ODS_PROPERTIES, {slot})"),
            None => format!("ctx.attr({op}, {})", super::names::lit(ods_name)),
        }
    }

    /// Whether the op has a hooks trait (something written by hand).
    pub fn needs_hooks(&self) -> bool {
        self.has_verifier
            || self.has_region_verifier
            || self.has_folder
            || self.has_canonicalizer
            || self.has_canonicalize_method
            || self.has_custom_assembly_format
            || self.infers_parsed_result_types()
            || self.builders.iter().any(|b| b.body.is_none())
            || self.interfaces.iter().any(|u| u.hooks().next().is_some())
    }

    /// Whether the generated parser asks the op for its result types.
    pub fn infers_parsed_result_types(&self) -> bool {
        self.format_hooks
            .as_ref()
            .is_some_and(|h| h.infers_result_types)
    }

    /// The hooks trait's name.
    pub fn hooks_name(&self) -> String {
        format!("{}Hooks", self.rust_name)
    }
}
