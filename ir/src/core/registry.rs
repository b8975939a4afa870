//! The dialect registry: operation definitions with their hooks.
//!
//! Hooks are plain `fn` pointers so generated code can name them statically.
//! Registering an op:
//!
//! ```
//! use ir::{Context, OpDefinition, OpTrait};
//! fn verify(ctx: &ir::Context, op: ir::OpId) -> Result<(), ir::Diagnostic> {
//!     if ctx.num_operands(op) == 2 {
//!         Ok(())
//!     } else {
//!         Err(ir::Diagnostic::op_error(ctx, op, "expects two operands"))
//!     }
//! }
//! let mut ctx = Context::new();
//! let mut def = OpDefinition::new("toy.mul");
//! def.traits = vec![OpTrait::NOperands(2), OpTrait::OneResult, OpTrait::Pure];
//! def.verify = Some(verify);
//! ctx.register_op(def);
//! ```

use std::any::{Any, TypeId};

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::dialect_defs::{
    AttrAliasFn, AttrPrintFn, DialectAttrParseFn, DialectTypeParseFn, OpAttrVerifyFn,
    RegionArgAttrVerifyFn, TypeAliasFn, TypePrintFn,
};
use crate::core::location::Location;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::pattern::RewritePattern;
use crate::core::storage::{OpId, OperationState, Value};
use crate::core::types::Type;

/// Built-in operation traits (a closed set) plus named custom traits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpTrait {
    /// Must be the last operation of its block.
    IsTerminator,
    /// Its single-block regions need no terminator.
    NoTerminator,
    /// No operands.
    ZeroOperands,
    /// Exactly one operand.
    OneOperand,
    /// Exactly N operands.
    NOperands(u32),
    /// At least N operands.
    AtLeastNOperands(u32),
    /// Any number of operands.
    VariadicOperands,
    /// No results.
    ZeroResults,
    /// Exactly one result.
    OneResult,
    /// Exactly N results.
    NResults(u32),
    /// At least N results.
    AtLeastNResults(u32),
    /// Any number of results.
    VariadicResults,
    /// No regions.
    ZeroRegions,
    /// Exactly one region.
    OneRegion,
    /// Exactly N regions.
    NRegions(u32),
    /// Any number of regions.
    VariadicRegions,
    /// No successors.
    ZeroSuccessors,
    /// Exactly one successor.
    OneSuccessor,
    /// Exactly N successors.
    NSuccessors(u32),
    /// Any number of successors.
    VariadicSuccessors,
    /// Every operand and result has the same type.
    SameOperandsAndResultType,
    /// Every operand has the same type.
    SameTypeOperands,
    /// Every operand and result has the same element type.
    SameOperandsAndResultElementType,
    /// Every operand and result has the same shape.
    SameOperandsAndResultShape,
    /// Every operand has the same shape.
    SameOperandsShape,
    /// Every operand has the same element type.
    SameOperandsElementType,
    /// Ranked operands and results have the same rank.
    SameOperandsAndResultRank,
    /// Maps elementwise over vectors and tensors of its scalar form.
    Elementwise,
    /// Results are `i1` or vectors/tensors of `i1`.
    ResultsAreBoolLike,
    /// Results are floats or vectors/tensors of floats.
    ResultsAreFloatLike,
    /// Results are signless integers or indices (or shaped of them).
    ResultsAreSignlessIntegerLike,
    /// Operands are floats or vectors/tensors of floats.
    OperandsAreFloatLike,
    /// Operands are signless integers or indices (or shaped of them).
    OperandsAreSignlessIntegerLike,
    /// Non-empty regions have no arguments.
    NoRegionArguments,
    /// The operands' shapes broadcast, and to shapes the results' agree
    /// with (`ResultsBroadcastableShape`).
    ResultsBroadcastableShape,
    /// At least N regions.
    AtLeastNRegions(u32),
    /// At least N successors.
    AtLeastNSuccessors(u32),
    /// Regions may not use values defined above.
    IsolatedFromAbove,
    /// Each region has at most one block.
    SingleBlock,
    /// The op's regions are graph regions (no dominance requirement).
    GraphRegion,
    /// No side effects.
    Pure,
    /// Materializes a constant; its fold hook returns the value.
    ConstantLike,
    /// Operands may be swapped.
    Commutative,
    /// `f(f(x)) = f(x)`
    Idempotent,
    /// `f(f(x)) = x`
    Involution,
    /// Returns control to the parent op.
    ReturnLike,
    /// Must be nested directly in an op with one of these names (ODS
    /// `HasParent<"A">`, `ParentOneOf<["A", "B"]>`).
    HasParent(Vec<String>),
    /// Defines a symbol (`sym_name`).
    Symbol,
    /// Holds a symbol table.
    SymbolTable,
    /// A trait known by name only.
    Custom(String),
}

impl OpTrait {
    /// The bit of a trait without parameters in [`OpDefinition`]'s trait
    /// mask (`None` for the others). Inlined: a caller names its trait,
    /// so the bit is a constant there.
    #[inline]
    fn unit_bit(&self) -> Option<u32> {
        Some(match self {
            OpTrait::IsTerminator => 0,
            OpTrait::NoTerminator => 1,
            OpTrait::ZeroOperands => 2,
            OpTrait::OneOperand => 3,
            OpTrait::VariadicOperands => 4,
            OpTrait::ZeroResults => 5,
            OpTrait::OneResult => 6,
            OpTrait::VariadicResults => 7,
            OpTrait::ZeroRegions => 8,
            OpTrait::OneRegion => 9,
            OpTrait::VariadicRegions => 10,
            OpTrait::ZeroSuccessors => 11,
            OpTrait::OneSuccessor => 12,
            OpTrait::VariadicSuccessors => 13,
            OpTrait::SameOperandsAndResultType => 14,
            OpTrait::SameTypeOperands => 15,
            OpTrait::SameOperandsAndResultElementType => 16,
            OpTrait::SameOperandsAndResultShape => 17,
            OpTrait::IsolatedFromAbove => 18,
            OpTrait::SingleBlock => 19,
            OpTrait::GraphRegion => 20,
            OpTrait::Pure => 21,
            OpTrait::ConstantLike => 22,
            OpTrait::Commutative => 23,
            OpTrait::Idempotent => 24,
            OpTrait::Involution => 25,
            OpTrait::ReturnLike => 26,
            OpTrait::Symbol => 27,
            OpTrait::SymbolTable => 28,
            _ => return None,
        })
    }

    /// Verified before the op's ODS invariants (upstream's
    /// `StructuralOpTrait`s and the count traits ODS adds first).
    pub fn is_structural(&self) -> bool {
        use OpTrait::*;
        match self {
            ZeroOperands
            | OneOperand
            | NOperands(_)
            | AtLeastNOperands(_)
            | VariadicOperands
            | ZeroResults
            | OneResult
            | NResults(_)
            | AtLeastNResults(_)
            | VariadicResults
            | ZeroRegions
            | OneRegion
            | NRegions(_)
            | VariadicRegions
            | ZeroSuccessors
            | OneSuccessor
            | NSuccessors(_)
            | VariadicSuccessors
            | SingleBlock
            | NoTerminator
            | HasParent(_)
            | NoRegionArguments
            | AtLeastNRegions(_)
            | AtLeastNSuccessors(_) => true,
            Custom(name) => matches!(
                name.as_str(),
                "AttrSizedOperandSegments" | "AttrSizedResultSegments"
            ),
            _ => false,
        }
    }
}

/// Set in [`OpDefinition::trait_bits`] once computed (at registration).
const TRAIT_BITS_READY: u64 = 1 << 63;
/// Set in [`OpDefinition::trait_bits`] for `HasRecursiveMemoryEffects`.
const RECURSIVE_EFFECTS_BIT: u64 = 1 << 62;

/// A typed op wrapper: a `Copy` view of one operation of a known kind.
/// Every generated op implements it; it is the supertrait of every op
/// interface, whose provided methods reach the operation through it.
pub trait OpWrapper: Copy {
    /// The underlying opaque operation.
    fn operation(self) -> OpId;
}

/// A verification hook. The error message is reported at the op's location as
/// `'op.name' op <message>`.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), String>;

/// A hand-written verifier (`hasVerifier`, `hasRegionVerifier`): its
/// diagnostic is reported as is ([`crate::core::diag::Diagnostic::op_error`]
/// gives MLIR's `emitOpError` form, [`crate::core::diag::Diagnostic::at_op`]
/// its `emitError`).
pub type OpVerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;

/// An interface's `verify` code and its place among the op's traits: as
/// upstream's `verifyTraits` runs the native traits and the interfaces in
/// the order the op lists them, it runs after the checks of the first
/// `after_traits` entries of [`OpDefinition::traits`] and before the rest.
#[derive(Clone, Copy, Debug)]
pub struct InterfaceVerifier {
    /// How many of the definition's traits the op lists before the interface.
    pub after_traits: usize,
    /// The check; its diagnostic is reported as it is.
    pub verify: OpVerifyFn,
}

/// One folded result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// A constant, materialized by the dialect's `materialize_constant`.
    Attr(Attribute),
    /// An existing value.
    Value(Value),
}

/// The replacements of a fold, one per result: a single one (most folds)
/// is held inline, with no heap vector.
pub type FoldValues = smallvec::SmallVec<[OpFoldResult; 1]>;

/// What a fold hook did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// Nothing.
    Failure,
    /// The op was updated in place.
    InPlace,
    /// The op's results are replaced by these.
    Replace(FoldValues),
}

impl FoldResult {
    /// The single result replaced by `r` (no heap vector).
    #[inline]
    pub fn single(r: OpFoldResult) -> FoldResult {
        FoldResult::Replace(smallvec::smallvec![r])
    }
    /// The results replaced by `results`, in order.
    pub fn from_vec(results: Vec<OpFoldResult>) -> FoldResult {
        FoldResult::Replace(FoldValues::from_vec(results))
    }
}

/// A fold hook: `operands[i]` is the constant value of operand `i` if known.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> FoldResult;
/// Adds the op's canonicalization patterns.
pub type PatternsFn = fn(&mut Context) -> Vec<Box<dyn RewritePattern>>;
/// Custom assembly parser: fills in the state (name and location are preset).
pub type ParseFn = fn(&mut CustomParser<'_, '_, '_>, &mut OperationState) -> Result<(), ParseError>;
/// Custom assembly printer: prints everything after the op name (and the `%res = `).
pub type PrintFn = fn(&mut CustomPrinter<'_, '_>, OpId);
/// Creates a constant op for a folded attribute.
pub type MaterializeFn = fn(&mut OpBuilder<'_>, Attribute, Type, Location) -> Option<OpId>;

/// Everything the context knows about a registered operation.
pub struct OpDefinition {
    /// Full name (`dialect.op`).
    pub name: String,
    /// Traits.
    pub traits: Vec<OpTrait>,
    /// Verifiers of custom traits, run with the traits.
    pub custom_trait_verifiers: Vec<VerifyFn>,
    /// The `verify` code of the op's interfaces (those not verified with
    /// regions), in trait order, each run at its place among the traits:
    /// their diagnostics are reported as they are.
    pub interface_verifiers: Vec<InterfaceVerifier>,
    /// ODS-generated invariants (operand/result/attribute constraints). Runs first.
    pub verify_invariants: Option<VerifyFn>,
    /// User `verify` (`hasVerifier`). Runs after the traits.
    pub verify: Option<OpVerifyFn>,
    /// User `verifyRegions` (`hasRegionVerifier`). Runs after nested ops are verified.
    pub verify_regions: Option<OpVerifyFn>,
    /// Folder (`hasFolder`).
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns (`hasCanonicalizer`).
    pub canonicalization_patterns: Option<PatternsFn>,
    /// Custom parser (assembly format).
    pub parse: Option<ParseFn>,
    /// Custom printer (assembly format).
    pub print: Option<PrintFn>,
    /// Interface implementations keyed by the interface type (`dyn Trait`);
    /// looked up on every interface query, hence the fast hash.
    pub(crate) interfaces: crate::support::intern::FxHashMap<TypeId, Box<dyn Any>>,
    /// The inherent attributes kept as properties (MLIR 19's default for
    /// ODS ops): attributes of these names given when the op is created
    /// (by a builder, or parsed in an attribute dictionary) move into its
    /// properties dictionary.
    pub property_names: &'static [&'static str],
    /// [`Self::property_names`] interned, in the same order (filled when
    /// the definition is registered): [`Context::property_attr`] compares
    /// the keys of an op's dictionaries with these, not their text.
    pub(crate) property_idents: Vec<crate::core::context::Ident>,
    /// What each of [`Self::property_names`] must be (upstream's storage
    /// class of its field), in the same order; empty when every property
    /// takes any attribute.
    pub property_kinds: &'static [crate::core::op_asm::format::PropertyKind],
    /// Upstream's `verifyInherentAttrs` of an op with properties: the
    /// constraints of the inherent attributes of an attribute dictionary,
    /// which the generic form checks when it gives no properties (an
    /// attribute of the wrong kind would be dropped silently otherwise);
    /// the error's message.
    pub verify_inherent_attrs: Option<InherentAttrsCheckFn>,
    /// The op's properties that are not attributes (ODS `Property<>`, such
    /// as `EnumProp`): with [`Self::property_names`], every key its
    /// properties dictionary may hold.
    pub pure_property_names: &'static [&'static str],
    /// The default-valued attributes (ODS `DefaultValuedAttr`), built when
    /// the op is registered: an op created or parsed without one gets it
    /// (upstream's `populateDefaultProperties` / `populateDefaultAttrs`).
    pub default_attrs: Vec<crate::core::attrs::NamedAttr>,
    /// `OpAsmOpInterface::getDefaultDialect`: the dialect whose ops are
    /// printed and parsed without their prefix inside this op's regions
    /// (empty: none).
    pub default_dialect: &'static str,
    /// `OpAsmOpInterface::getAsmResultNames` (or ODS's names of the result
    /// groups of a multi-result op): the names the printer gives results.
    pub asm_result_names: Option<AsmNamesFn>,
    /// `OpAsmOpInterface::getAsmBlockArgumentNames`: names of block
    /// arguments of the op's regions.
    pub asm_block_argument_names: Option<AsmBlockArgNamesFn>,
    /// The verifiers of an operation defined at run time
    /// ([`crate::core::dynamic`]), run where `verify` and
    /// `verify_regions` run.
    pub dynamic: Option<std::rc::Rc<crate::core::dynamic::DynamicOpHooks>>,
    /// The parameterless traits as bits, computed when the definition is
    /// registered (trait queries are on every hot path).
    pub(crate) trait_bits: u64,
}

/// Checks the inherent attributes of an attribute dictionary against their
/// constraints (`OpDefinition::verify_inherent_attrs`); the error's message.
pub type InherentAttrsCheckFn =
    fn(&Context, &[crate::core::attrs::NamedAttr]) -> Result<(), String>;

/// Suggests names for an op's values: calls the function with a value and
/// its name.
pub type AsmNamesFn = fn(&Context, OpId, &mut dyn FnMut(Value, &str));
/// Suggests names for the arguments of the blocks of region `RegionId`.
pub type AsmBlockArgNamesFn =
    fn(&Context, OpId, crate::core::storage::RegionId, &mut dyn FnMut(Value, &str));

impl OpDefinition {
    /// A definition with no traits and no hooks.
    pub fn new(name: &str) -> Self {
        OpDefinition {
            name: name.to_string(),
            traits: Vec::new(),
            custom_trait_verifiers: Vec::new(),
            interface_verifiers: Vec::new(),
            verify_invariants: None,
            verify: None,
            verify_regions: None,
            fold: None,
            canonicalization_patterns: None,
            parse: None,
            print: None,
            interfaces: Default::default(),
            property_names: &[],
            property_idents: Vec::new(),
            property_kinds: &[],
            verify_inherent_attrs: None,
            pure_property_names: &[],
            default_attrs: Vec::new(),
            default_dialect: "",
            asm_result_names: None,
            asm_block_argument_names: None,
            dynamic: None,
            trait_bits: 0,
        }
    }

    /// Whether the definition has the trait (inlined: with the trait known
    /// at the call, a test of one bit; 31 instructions a call out of line,
    /// the largest single function of `--canonicalize`).
    #[inline]
    pub fn has_trait(&self, t: &OpTrait) -> bool {
        if self.trait_bits & TRAIT_BITS_READY != 0 {
            if let Some(b) = t.unit_bit() {
                return self.trait_bits & (1 << b) != 0;
            }
        }
        self.traits.contains(t)
    }

    /// Whether the definition has `HasRecursiveMemoryEffects` (a native
    /// trait, named as `.td` names it).
    pub fn has_recursive_memory_effects(&self) -> bool {
        if self.trait_bits & TRAIT_BITS_READY != 0 {
            return self.trait_bits & RECURSIVE_EFFECTS_BIT != 0;
        }
        self.traits.iter().any(
            |t| matches!(t, OpTrait::Custom(name) if name.ends_with("HasRecursiveMemoryEffects")),
        )
    }

    /// Computes the trait bits (done by the context on registration).
    pub(crate) fn compute_trait_bits(&mut self) {
        self.trait_bits = 0;
        let mut bits = TRAIT_BITS_READY;
        for t in &self.traits {
            if let Some(b) = t.unit_bit() {
                bits |= 1 << b;
            }
        }
        if self.has_recursive_memory_effects() {
            bits |= RECURSIVE_EFFECTS_BIT;
        }
        self.trait_bits = bits;
    }

    /// Registers an implementation of interface `I` (usually `dyn SomeInterface`).
    ///
    /// ```
    /// trait Shape { fn rank(&self) -> usize; }
    /// struct Impl;
    /// impl Shape for Impl { fn rank(&self) -> usize { 2 } }
    /// static IMPL: Impl = Impl;
    /// let mut def = ir::OpDefinition::new("x.y");
    /// def.add_interface::<dyn Shape>(&IMPL);
    /// ```
    pub fn add_interface<I: ?Sized + 'static>(&mut self, imp: &'static I) {
        self.interfaces.insert(TypeId::of::<I>(), Box::new(imp));
    }

    /// The implementation of interface `I`, if registered.
    pub fn interface<I: ?Sized + 'static>(&self) -> Option<&'static I> {
        self.interfaces
            .get(&TypeId::of::<I>())
            .and_then(|b| b.downcast_ref::<&'static I>())
            .copied()
    }
}

/// Dialect-wide hooks.
pub struct DialectDefinition {
    /// Namespace (`toy`).
    pub namespace: String,
    /// Builds a constant op for folding.
    pub materialize_constant: Option<MaterializeFn>,
    /// The dialect's own canonicalization patterns, for ops of any
    /// dialect (upstream's `Dialect::getCanonicalizationPatterns`).
    pub canonicalization_patterns: Option<PatternsFn>,
    /// Accept unregistered ops of this dialect.
    pub allow_unknown_ops: bool,
    /// Keep types of this dialect it cannot parse as opaque types (MLIR's
    /// `allowUnknownTypes`); otherwise a dialect with no type definitions
    /// rejects them.
    pub allow_unknown_types: bool,
    /// Parses the dialect's types instead of the dispatch on the mnemonic
    /// to the registered type definitions (a hand-written `parseType`).
    pub parse_type: Option<DialectTypeParseFn>,
    /// Parses the dialect's attributes instead of the dispatch on the
    /// mnemonic (a hand-written `parseAttribute`).
    pub parse_attr: Option<DialectAttrParseFn>,
    /// Prints a type whose definition has no mnemonic (a hand-written
    /// `printType`): the whole text after `!dialect.`.
    pub print_type: Option<TypePrintFn>,
    /// Prints an attribute whose definition has no mnemonic.
    pub print_attr: Option<AttrPrintFn>,
    /// The aliases the dialect gives types (`OpAsmDialectInterface::getAlias`).
    pub type_alias: Option<TypeAliasFn>,
    /// The aliases the dialect gives attributes.
    pub attr_alias: Option<AttrAliasFn>,
    /// The dialect has an `OpAsmDialectInterface` (set with the alias
    /// hooks above, or alone): the `dialect_resources` group of the file
    /// metadata reaches it, and it knows no resource key (upstream's
    /// default `parseResource`), where a dialect without one has no
    /// `resource` section at all.
    pub op_asm_interface: bool,
    /// The dialect keeps resource blobs (upstream's
    /// `ResourceBlobManagerDialectInterface` behind its `OpAsmDialectInterface`,
    /// as the builtin and test dialects have): each entry of its
    /// `dialect_resources` group must be a hex blob, kept in
    /// [`crate::resources::FileResources::dialect_blobs`]; the printer
    /// writes back only those the IR refers to.
    pub resource_blobs: bool,
    /// Checks the dialect's discardable attributes on operations
    /// (`verifyOperationAttribute`, `hasOperationAttrVerify`).
    pub verify_operation_attribute: Option<OpAttrVerifyFn>,
    /// Checks the dialect's attributes on function arguments
    /// (`verifyRegionArgAttribute`).
    pub verify_region_arg_attribute: Option<RegionArgAttrVerifyFn>,
    /// Checks the dialect's attributes on function results
    /// (`verifyRegionResultAttribute`; the index is the result's).
    pub verify_region_result_attribute: Option<RegionArgAttrVerifyFn>,
    /// A dialect defined at run time ([`crate::core::dynamic`]): its types
    /// and attributes are its dynamic ones (upstream's `DynamicDialect`).
    pub dynamic: bool,
}

impl DialectDefinition {
    /// A dialect with default hooks.
    pub fn new(namespace: &str) -> Self {
        DialectDefinition {
            namespace: namespace.to_string(),
            materialize_constant: None,
            canonicalization_patterns: None,
            allow_unknown_ops: false,
            allow_unknown_types: false,
            parse_type: None,
            parse_attr: None,
            print_type: None,
            print_attr: None,
            type_alias: None,
            attr_alias: None,
            op_asm_interface: false,
            resource_blobs: false,
            verify_operation_attribute: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            dynamic: false,
        }
    }
}

impl Context {
    /// Whether the op's name is registered.
    pub fn is_registered(&self, op: OpId) -> bool {
        self.op_definition(self.op_get_name(op)).is_some()
    }
    /// Whether the op is registered with this trait.
    #[inline]
    pub fn op_has_trait(&self, op: OpId, t: &OpTrait) -> bool {
        self.op_definition(self.op_get_name(op))
            .is_some_and(|d| d.has_trait(t))
    }
    /// Like MLIR's `mightHaveTrait`: true for unregistered ops.
    #[inline]
    pub fn op_might_have_trait(&self, op: OpId, t: &OpTrait) -> bool {
        self.op_definition(self.op_get_name(op))
            .is_none_or(|d| d.has_trait(t))
    }
    /// Looks up interface `I` on an opaque operation.
    pub fn op_interface<I: ?Sized + 'static>(&self, op: OpId) -> Option<&'static I> {
        self.op_definition(self.op_get_name(op))?.interface::<I>()
    }
    /// Attaches the dialect interface `I` (usually `dyn SomeInterface`) to
    /// the dialect `namespace` (MLIR's `Dialect::addInterfaces`, or a
    /// dialect extension); it may come before or after the dialect's ops.
    pub fn add_dialect_interface<I: ?Sized + 'static>(&mut self, namespace: &str, imp: &'static I) {
        self.dialect_interfaces
            .entry(TypeId::of::<I>())
            .or_default()
            .insert(namespace.to_string(), Box::new(imp));
    }
    /// The dialect interface `I` of the dialect `namespace`, if attached.
    pub fn dialect_interface<I: ?Sized + 'static>(&self, namespace: &str) -> Option<&'static I> {
        self.dialect_interfaces
            .get(&TypeId::of::<I>())?
            .get(namespace)
            .and_then(|b| b.downcast_ref::<&'static I>())
            .copied()
    }
    /// The dialect interface `I` of `op`'s dialect (registered or not: the
    /// namespace of its name), if attached (`DialectInterfaceCollection::
    /// getInterfaceFor`).
    pub fn op_dialect_interface<I: ?Sized + 'static>(&self, op: OpId) -> Option<&'static I> {
        self.dialect_interface::<I>(self.op_name_dialect(self.op_get_name(op)))
    }
}
