//! Dialect types and attributes (MLIR's `TypeStorage`/`AttributeStorage`
//! with the `Dialect` hooks that parse and print them): their
//! definitions, registered in the context by their dialect, and their
//! uniqued values.
//!
//! A dialect type is [`TypeData::Dialect`]: the [`TypeDefId`] of its
//! definition and its parameters ([`DialectParams`], a type-erased
//! parameter struct). It is interned in the same table as the builtin
//! types, so two types with equal parameters are one handle. The
//! definition ([`TypeDefinition`]) holds the dialect namespace, the
//! ODS name and mnemonic, the hooks that parse and print the text after
//! the mnemonic, the verifier of the parameters and the implemented
//! interfaces. Attributes are the same with [`AttrDefinition`].
//!
//! The Rust type of the parameter struct identifies its definition, so
//! generated code finds its [`TypeDefId`] with
//! [`Context::type_definition_of`] and registers itself when absent.
//! Typed handles over these ([`TypeHandle`], [`AttrHandle`]) give
//! `isa`/`dyn_cast`/`cast` on [`Type`] and [`Attribute`].

mod handles;
mod params;

pub use handles::{AttrHandle, TypeHandle, TypedAttr, TypedAttrVtable};
pub use params::{DialectParams, ParamStorage};

use std::any::{Any, TypeId};
use std::collections::HashMap;

use crate::core::attrs::{AttrData, Attribute};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::types::{Type, TypeData};
use crate::support::intern::FxHashMap;

/// A builder argument as its stored form (`&str` as `String`, `&[T]` as
/// `Vec<T>`, any type as itself): what generated builders call.
#[inline]
pub fn to_storage<S, T: Into<S>>(value: T) -> S {
    value.into()
}

/// Handle of a registered type definition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct TypeDefId(pub(crate) u32);

/// Handle of a registered attribute definition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AttrDefId(pub(crate) u32);

/// Parses what follows a type's mnemonic (`<...>`, maybe nothing) and
/// returns the type (MLIR's generated `FooType::parse`).
pub type TypeParseFn = fn(&mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError>;
/// Prints what follows a type's mnemonic (MLIR's `FooType::print`).
pub type TypePrintFn = fn(&mut CustomPrinter<'_, '_>, Type);
/// Parses what follows an attribute's mnemonic; the type is the one written
/// after the attribute (`#d.a<...> : i32`), if any.
pub type AttrParseFn =
    fn(&mut CustomParser<'_, '_, '_>, Option<Type>) -> Result<Attribute, ParseError>;
/// Prints what follows an attribute's mnemonic.
pub type AttrPrintFn = fn(&mut CustomPrinter<'_, '_>, Attribute);
/// Checks the parameters of a type or attribute before it is created
/// (MLIR's `verify` of `genVerifyDecl`); the error is the message.
pub type ParamsVerifyFn = fn(&Context, &DialectParams) -> Result<(), String>;
/// Parses a whole dialect type after `!dialect.` (or inside
/// `!dialect<...>`), replacing the dispatch on the mnemonic (a dialect's
/// own `parseType`).
pub type DialectTypeParseFn = fn(&mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError>;
/// Parses a whole dialect attribute (a dialect's own `parseAttribute`).
pub type DialectAttrParseFn =
    fn(&mut CustomParser<'_, '_, '_>, Option<Type>) -> Result<Attribute, ParseError>;
/// Checks a discardable attribute named with the dialect's prefix
/// (`gpu.kernel`) on an operation (MLIR's
/// `Dialect::verifyOperationAttribute`).
pub type OpAttrVerifyFn =
    fn(&Context, crate::core::storage::OpId, &str, Attribute) -> Result<(), Diagnostic>;
/// Checks a discardable attribute named with the dialect's prefix on an
/// argument of a function op's body (MLIR's
/// `Dialect::verifyRegionArgAttribute`, called by the function interface's
/// verifier with region 0): the op, the argument's index, the name and value.
pub type RegionArgAttrVerifyFn =
    fn(&Context, crate::core::storage::OpId, usize, &str, Attribute) -> Result<(), Diagnostic>;
/// The alias a dialect gives a type (MLIR's `OpAsmDialectInterface::getAlias`).
pub type TypeAliasFn = fn(&Context, Type) -> AliasResult;
/// The alias a dialect gives an attribute.
pub type AttrAliasFn = fn(&Context, Attribute) -> AliasResult;

/// What an alias hook answers (MLIR's `OpAsmDialectInterface::AliasResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AliasResult {
    /// No alias.
    NoAlias,
    /// An alias another dialect's hook may replace.
    OverridableAlias(String),
    /// An alias that stands.
    FinalAlias(String),
}

/// Whether a definition is of types or of attributes, and its hooks.
pub trait DefKind: 'static {
    /// Parses what follows the mnemonic.
    type Parse: Copy;
    /// Prints what follows the mnemonic.
    type Print: Copy;
}

/// The kind of type definitions.
#[derive(Debug)]
pub enum TypeDefs {}
/// The kind of attribute definitions.
#[derive(Debug)]
pub enum AttrDefs {}

impl DefKind for TypeDefs {
    type Parse = TypeParseFn;
    type Print = TypePrintFn;
}
impl DefKind for AttrDefs {
    type Parse = AttrParseFn;
    type Print = AttrPrintFn;
}

/// A type or attribute definition of a dialect (an ODS `TypeDef` or
/// `AttrDef`).
pub struct AttrOrTypeDefinition<K: DefKind> {
    /// The dialect namespace (`emitc`).
    pub dialect: String,
    /// The ODS name within the dialect (`Array` for `EmitC_ArrayType`).
    pub name: String,
    /// The keyword after `!dialect.` / `#dialect.` (`array`), if it has
    /// a textual form.
    pub mnemonic: Option<String>,
    /// The Rust type of the parameter struct.
    pub storage: TypeId,
    /// Parses after the mnemonic.
    pub parse: Option<K::Parse>,
    /// Prints after the mnemonic (nothing when absent: a type with no
    /// parameters prints as its mnemonic).
    pub print: Option<K::Print>,
    /// Checks parameters (run by the `*_checked` constructors).
    pub verify: Option<ParamsVerifyFn>,
    /// Interface implementations keyed by the interface type (usually the
    /// interface's table of methods, `FooVtable`).
    pub interfaces: HashMap<TypeId, Box<dyn Any>>,
    /// The names (`cppInterfaceName`) of the interfaces it implements, for
    /// the `.td` predicates (`type_has_interface`).
    pub interface_names: Vec<&'static str>,
    /// Set for a definition made at run time
    /// ([`crate::core::dynamic`]): its parameters are a
    /// [`DynamicParams`](crate::core::dynamic::DynamicParams), parsed and
    /// printed as `name<param, ...>` and checked by these hooks.
    pub dynamic: Option<crate::core::dynamic::DynamicDefHooks>,
}

/// A type definition.
pub type TypeDefinition = AttrOrTypeDefinition<TypeDefs>;
/// An attribute definition.
pub type AttrDefinition = AttrOrTypeDefinition<AttrDefs>;

impl<K: DefKind> AttrOrTypeDefinition<K> {
    /// A definition of `dialect` named `name` whose parameters are a `P`,
    /// with no hooks.
    pub fn new<P: ParamStorage>(dialect: &str, name: &str, mnemonic: Option<&str>) -> Self {
        AttrOrTypeDefinition {
            dialect: dialect.to_string(),
            name: name.to_string(),
            mnemonic: mnemonic.map(str::to_string),
            storage: TypeId::of::<P>(),
            parse: None,
            print: None,
            verify: None,
            interfaces: HashMap::new(),
            interface_names: Vec::new(),
            dynamic: None,
        }
    }

    /// Registers an implementation of interface `I` (usually `dyn SomeInterface`).
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

/// The registered definitions of one kind, by id, parameter type, name and
/// mnemonic.
pub(crate) struct DefTable<K: DefKind> {
    defs: Vec<AttrOrTypeDefinition<K>>,
    by_storage: FxHashMap<TypeId, u32>,
    /// `dialect.name`
    by_name: FxHashMap<Box<str>, u32>,
    /// `dialect.mnemonic`
    by_mnemonic: FxHashMap<Box<str>, u32>,
    /// How many definitions each dialect has.
    per_dialect: FxHashMap<Box<str>, u32>,
}

impl<K: DefKind> Default for DefTable<K> {
    fn default() -> Self {
        DefTable {
            defs: Vec::new(),
            by_storage: FxHashMap::default(),
            by_name: FxHashMap::default(),
            by_mnemonic: FxHashMap::default(),
            per_dialect: FxHashMap::default(),
        }
    }
}

fn qualified(dialect: &str, name: &str) -> String {
    format!("{dialect}.{name}")
}

impl<K: DefKind> DefTable<K> {
    /// Adds `def`, or replaces the definition with the same parameter type
    /// (keeping its id, so existing values stay valid). Dynamic definitions
    /// share one parameter type: one replaces the definition of its name.
    fn register(&mut self, def: AttrOrTypeDefinition<K>) -> u32 {
        let name = qualified(&def.dialect, &def.name).into_boxed_str();
        let mnemonic = def
            .mnemonic
            .as_ref()
            .map(|m| qualified(&def.dialect, m).into_boxed_str());
        let dynamic = def.dynamic.is_some();
        let replaced = if dynamic {
            self.by_name.get(&name).copied()
        } else {
            self.by_storage.get(&def.storage).copied()
        };
        if let Some(id) = replaced {
            let old = &self.defs[id as usize];
            if let Some(m) = &old.mnemonic {
                self.by_mnemonic.remove(qualified(&old.dialect, m).as_str());
            }
            self.by_name
                .remove(qualified(&old.dialect, &old.name).as_str());
            if let Some(n) = self.per_dialect.get_mut(old.dialect.as_str()) {
                *n -= 1;
            }
        }
        let id = replaced.unwrap_or(self.defs.len() as u32);
        *self
            .per_dialect
            .entry(def.dialect.clone().into_boxed_str())
            .or_default() += 1;
        if !dynamic {
            self.by_storage.insert(def.storage, id);
        }
        self.by_name.insert(name, id);
        if let Some(m) = mnemonic {
            self.by_mnemonic.insert(m, id);
        }
        match replaced {
            Some(_) => self.defs[id as usize] = def,
            None => self.defs.push(def),
        }
        id
    }
    #[inline]
    fn get(&self, id: u32) -> &AttrOrTypeDefinition<K> {
        &self.defs[id as usize]
    }
    pub(crate) fn get_mut(&mut self, id: u32) -> &mut AttrOrTypeDefinition<K> {
        &mut self.defs[id as usize]
    }
    #[inline]
    fn of_storage(&self, storage: TypeId) -> Option<u32> {
        self.by_storage.get(&storage).copied()
    }
    fn by_name(&self, dialect: &str, name: &str) -> Option<u32> {
        self.by_name.get(qualified(dialect, name).as_str()).copied()
    }
    fn by_mnemonic(&self, dialect: &str, mnemonic: &str) -> Option<u32> {
        self.by_mnemonic
            .get(qualified(dialect, mnemonic).as_str())
            .copied()
    }
    fn dialect_has_defs(&self, dialect: &str) -> bool {
        self.per_dialect.get(dialect).is_some_and(|&n| n > 0)
    }
}

/// The registered definitions of both kinds (a field of the context).
#[derive(Default)]
pub(crate) struct DefRegistry {
    pub(crate) types: DefTable<TypeDefs>,
    pub(crate) attrs: DefTable<AttrDefs>,
    /// Type interfaces attached by name to the types a predicate selects
    /// (see [`Context::attach_type_interface_model`]).
    pub(crate) type_interface_models: Vec<(&'static str, TypeSelector)>,
}

/// Selects the types an attached type interface holds for.
pub type TypeSelector = fn(&Context, Type) -> bool;

impl Context {
    /// Registers a type definition (replacing one with the same parameter
    /// type). Its dialect should be registered too, for its types to parse.
    pub fn register_type_definition(&mut self, def: TypeDefinition) -> TypeDefId {
        TypeDefId(self.defs.types.register(def))
    }
    /// Registers an attribute definition (replacing one with the same
    /// parameter type).
    pub fn register_attr_definition(&mut self, def: AttrDefinition) -> AttrDefId {
        AttrDefId(self.defs.attrs.register(def))
    }
    /// Declares that the types `applies` selects implement the type
    /// interface whose `cppInterfaceName` is `interface` (MLIR's external
    /// models attached to builtin types or to another dialect's types, as
    /// OpenMP's `PointerLikeType` on `memref` and `!llvm.ptr`):
    /// [`Context::type_has_interface`] then holds for them.
    pub fn attach_type_interface_model(&mut self, interface: &'static str, applies: TypeSelector) {
        self.defs.type_interface_models.push((interface, applies));
    }
    /// A registered type definition.
    #[inline]
    pub fn type_definition(&self, id: TypeDefId) -> &TypeDefinition {
        self.defs.types.get(id.0)
    }
    /// Attaches an implementation of interface `I` to the registered type
    /// definition `def` (MLIR's `Type::attachInterface`, an external model
    /// registered by another file of the dialect or by another dialect).
    pub fn attach_type_interface<I: ?Sized + 'static>(&mut self, def: TypeDefId, imp: &'static I) {
        self.defs.types.get_mut(def.0).add_interface::<I>(imp);
    }
    /// A registered attribute definition.
    #[inline]
    pub fn attr_definition(&self, id: AttrDefId) -> &AttrDefinition {
        self.defs.attrs.get(id.0)
    }
    /// Declares that the attributes of definition `def` implement the
    /// interface whose `cppInterfaceName` is `interface`, its
    /// implementation living elsewhere (MLIR's
    /// `Dialect::declarePromisedInterface`): [`Context::attr_has_interface`]
    /// holds for them, as upstream's checks of "implements or promises"
    /// an interface accept them.
    pub fn declare_promised_attr_interface(&mut self, def: AttrDefId, interface: &'static str) {
        let names = &mut self.defs.attrs.get_mut(def.0).interface_names;
        if !names.contains(&interface) {
            names.push(interface);
        }
    }
    /// The type definition whose parameters are a `P`, if registered.
    #[inline]
    pub fn type_definition_of<P: 'static>(&self) -> Option<TypeDefId> {
        self.defs.types.of_storage(TypeId::of::<P>()).map(TypeDefId)
    }
    /// The type definition whose parameters are a `P`, registered as type
    /// `name` of `dialect` (without a mnemonic: the dialect's own type
    /// parser and printer spell it) on first use.
    pub fn type_definition_or_register<P: ParamStorage>(
        &mut self,
        dialect: &str,
        name: &str,
    ) -> TypeDefId {
        match self.type_definition_of::<P>() {
            Some(def) => def,
            None => self.register_type_definition(TypeDefinition::new::<P>(dialect, name, None)),
        }
    }
    /// The attribute definition whose parameters are a `P`, if registered.
    #[inline]
    pub fn attr_definition_of<P: 'static>(&self) -> Option<AttrDefId> {
        self.defs.attrs.of_storage(TypeId::of::<P>()).map(AttrDefId)
    }
    /// The type definition of `dialect` with ODS name `name`.
    pub fn find_type_definition(&self, dialect: &str, name: &str) -> Option<TypeDefId> {
        self.defs.types.by_name(dialect, name).map(TypeDefId)
    }
    /// The attribute definition of `dialect` with ODS name `name`.
    pub fn find_attr_definition(&self, dialect: &str, name: &str) -> Option<AttrDefId> {
        self.defs.attrs.by_name(dialect, name).map(AttrDefId)
    }
    /// The type definition of `dialect` with this mnemonic.
    pub fn type_definition_by_mnemonic(&self, dialect: &str, mnemonic: &str) -> Option<TypeDefId> {
        self.defs
            .types
            .by_mnemonic(dialect, mnemonic)
            .map(TypeDefId)
    }
    /// The attribute definition of `dialect` with this mnemonic.
    pub fn attr_definition_by_mnemonic(&self, dialect: &str, mnemonic: &str) -> Option<AttrDefId> {
        self.defs
            .attrs
            .by_mnemonic(dialect, mnemonic)
            .map(AttrDefId)
    }
    /// Whether `dialect` has registered type definitions.
    pub fn dialect_has_type_definitions(&self, dialect: &str) -> bool {
        self.defs.types.dialect_has_defs(dialect)
    }
    /// Whether `dialect` has registered attribute definitions.
    pub fn dialect_has_attr_definitions(&self, dialect: &str) -> bool {
        self.defs.attrs.dialect_has_defs(dialect)
    }

    /// The type of definition `def` with parameters `params` (MLIR's
    /// `Base::get`), interned: equal parameters give the same handle.
    pub fn dialect_type<P: ParamStorage>(&mut self, def: TypeDefId, params: P) -> Type {
        debug_assert_eq!(self.type_definition(def).storage, TypeId::of::<P>());
        self.get_type(TypeData::Dialect {
            def,
            params: DialectParams::new(params),
        })
    }
    /// [`Context::dialect_type`] after the definition's verifier accepted
    /// the parameters (MLIR's `getChecked`); its error is reported at `loc`.
    pub fn dialect_type_checked<P: ParamStorage>(
        &mut self,
        def: TypeDefId,
        params: P,
        loc: Location,
    ) -> Result<Type, Diagnostic> {
        let params = DialectParams::new(params);
        if let Some(verify) = self.type_definition(def).verify {
            verify(self, &params).map_err(|m| Diagnostic::error(loc, m))?;
        }
        Ok(self.get_type(TypeData::Dialect { def, params }))
    }
    /// The definition of a dialect type.
    #[inline]
    pub fn dialect_type_definition(&self, t: Type) -> Option<TypeDefId> {
        match self.type_data(t) {
            TypeData::Dialect { def, .. } => Some(*def),
            _ => None,
        }
    }
    /// The parameters of a dialect type, if they are a `P`.
    #[inline]
    pub fn dialect_type_params<P: 'static>(&self, t: Type) -> Option<&P> {
        match self.type_data(t) {
            TypeData::Dialect { params, .. } => params.get::<P>(),
            _ => None,
        }
    }
    /// Looks up interface `I` on a type (dialect types: the interfaces
    /// their definition registered).
    pub fn type_interface<I: ?Sized + 'static>(&self, t: Type) -> Option<&'static I> {
        let def = self.dialect_type_definition(t)?;
        self.type_definition(def).interface::<I>()
    }

    /// The attribute of definition `def` with parameters `params`, interned.
    pub fn dialect_attr<P: ParamStorage>(&mut self, def: AttrDefId, params: P) -> Attribute {
        debug_assert_eq!(self.attr_definition(def).storage, TypeId::of::<P>());
        self.get_attr(AttrData::Dialect {
            def,
            params: DialectParams::new(params),
        })
    }
    /// [`Context::dialect_attr`] after the definition's verifier accepted
    /// the parameters; its error is reported at `loc`.
    pub fn dialect_attr_checked<P: ParamStorage>(
        &mut self,
        def: AttrDefId,
        params: P,
        loc: Location,
    ) -> Result<Attribute, Diagnostic> {
        let params = DialectParams::new(params);
        if let Some(verify) = self.attr_definition(def).verify {
            verify(self, &params).map_err(|m| Diagnostic::error(loc, m))?;
        }
        Ok(self.get_attr(AttrData::Dialect { def, params }))
    }
    /// The definition of a dialect attribute.
    #[inline]
    pub fn dialect_attr_definition(&self, a: Attribute) -> Option<AttrDefId> {
        match self.attr_data(a) {
            AttrData::Dialect { def, .. } => Some(*def),
            _ => None,
        }
    }
    /// The parameters of a dialect attribute, if they are a `P`.
    #[inline]
    pub fn dialect_attr_params<P: 'static>(&self, a: Attribute) -> Option<&P> {
        match self.attr_data(a) {
            AttrData::Dialect { params, .. } => params.get::<P>(),
            _ => None,
        }
    }
    /// Looks up interface `I` on an attribute (dialect attributes: the
    /// interfaces their definition registered).
    pub fn attr_interface<I: ?Sized + 'static>(&self, a: Attribute) -> Option<&'static I> {
        let def = self.dialect_attr_definition(a)?;
        self.attr_definition(def).interface::<I>()
    }
}
