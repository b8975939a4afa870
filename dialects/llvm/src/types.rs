//! The llvm dialect's types (upstream's `LLVMTypes.h`, `LLVMTypes.cpp`,
//! `TypeDetail.h`): the parameterless `!llvm.void`, `!llvm.ppc_fp128`,
//! `!llvm.x86_mmx`, `!llvm.token`, `!llvm.label` and `!llvm.metadata`;
//! `!llvm.ptr<N>`, `!llvm.array<N x T>`, `!llvm.func<R (A, ...)>`,
//! `!llvm.vec<N x T>` and `!llvm.vec<? x N x T>`, `!llvm.target<"name",
//! T..., N...>`; and `!llvm.struct<...>`, literal or identified (named,
//! its body set once, opaque, recursive through references to an
//! enclosing struct). Their verifiers give upstream's messages; the
//! compatibility predicates (`isCompatibleType`, ...) are here too.
//!
//! The syntax (upstream's `LLVMTypeSyntax.cpp` and the assembly formats of
//! `LLVMTypes.td`) is in [`crate::syntax`].

use std::cell::RefCell;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use ir::printer::type_to_string;
use ir::{Context, FloatKind, Type, TypeData, TypeHandle};

/// The dialect's namespace.
pub(crate) const DIALECT: &str = "llvm";

ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.void`: the result type of a function returning nothing.
    LLVMVoidType,
    LLVMVoidTypeStorage,
    "void"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.ppc_fp128`: the 128-bit float of PowerPC (two doubles).
    LLVMPPCFP128Type,
    LLVMPPCFP128TypeStorage,
    "ppc_fp128"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.x86_mmx`: a value of an MMX register.
    LLVMX86MMXType,
    LLVMX86MMXTypeStorage,
    "x86_mmx"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.token`: a value that cannot be inspected or stored.
    LLVMTokenType,
    LLVMTokenTypeStorage,
    "token"
);
/// `'type'`: a type as diagnostics quote it (upstream's `Diagnostic <<
/// Type`).
pub(crate) fn quoted_type(ctx: &Context, ty: Type) -> String {
    format!("'{}'", ir::printer::type_to_string(ctx, ty))
}

/// `!llvm.token` through a type factory (the builder call of upstream's
/// `LLVM_TokenType`): made on a mutable context, found on a shared one.
/// The dialect's registration defines the type, so the definition is
/// there for any op of the dialect.
pub fn token_type(types: &mut impl ir::TypeFactory) -> Type {
    let data = match types.context().type_definition_of::<LLVMTokenTypeStorage>() {
        Some(def) => ir::TypeData::Dialect {
            def,
            params: ir::dialect_defs::DialectParams::new(LLVMTokenTypeStorage),
        },
        // Not defined: no such type exists yet, nor can be found.
        None => ir::TypeData::Opaque {
            dialect: DIALECT.into(),
            data: LLVMTokenType::KEYWORD.into(),
        },
    };
    types.make_type(data)
}

ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.label`: a basic block address.
    LLVMLabelType,
    LLVMLabelTypeStorage,
    "label"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!llvm.metadata`: metadata passed to intrinsics.
    LLVMMetadataType,
    LLVMMetadataTypeStorage,
    "metadata"
);

/// `!llvm.ptr` and `!llvm.ptr<N>`: an opaque pointer in address space `N`
/// (0 when omitted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMPointerType(Type);

/// The parameters of [`LLVMPointerType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMPointerTypeStorage {
    /// The address space.
    pub address_space: u32,
}

impl LLVMPointerType {
    /// The pointer type of `address_space` (interned).
    pub fn get(ctx: &mut Context, address_space: u32) -> Self {
        let def =
            ctx.type_definition_or_register::<LLVMPointerTypeStorage>(DIALECT, "LLVMPointerType");
        Self(ctx.dialect_type(def, LLVMPointerTypeStorage { address_space }))
    }

    /// The address space.
    pub fn address_space(self, ctx: &Context) -> u32 {
        self.storage(ctx).address_space
    }
}

ir::dialect_type_handle!(LLVMPointerType, LLVMPointerTypeStorage);

/// `!llvm.ptr` in `address_space` through any type factory (the builder
/// call of ODS's `LLVM_PointerInAddressSpace`, which parsers that only look
/// types up run too; [`crate::register_dialect`] defines the type).
pub fn pointer_type(types: &mut impl ir::TypeFactory, address_space: u32) -> Type {
    let data = match types
        .context()
        .type_definition_of::<LLVMPointerTypeStorage>()
    {
        Some(def) => ir::TypeData::Dialect {
            def,
            params: ir::dialect_defs::DialectParams::new(LLVMPointerTypeStorage { address_space }),
        },
        // Not defined: no such type exists yet, nor can be found.
        None => ir::TypeData::Opaque {
            dialect: DIALECT.into(),
            data: if address_space == 0 {
                "ptr".into()
            } else {
                format!("ptr<{address_space}>")
            },
        },
    };
    types.make_type(data)
}

/// `!llvm.array<N x T>`: `N` elements of type `T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMArrayType(Type);

/// The parameters of [`LLVMArrayType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMArrayTypeStorage {
    /// The element type.
    pub element_type: Type,
    /// The number of elements.
    pub num_elements: u64,
}

impl LLVMArrayType {
    /// The array type (interned), unchecked.
    pub fn get(ctx: &mut Context, element_type: Type, num_elements: u64) -> Self {
        let def = ctx.type_definition_or_register::<LLVMArrayTypeStorage>(DIALECT, "LLVMArrayType");
        let storage = LLVMArrayTypeStorage {
            element_type,
            num_elements,
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// Upstream's `LLVMArrayType::verify`.
    pub fn verify(ctx: &Context, element_type: Type, _num_elements: u64) -> Result<(), String> {
        if !Self::is_valid_element_type(ctx, element_type) {
            return Err(format!(
                "invalid array element type: '{}'",
                type_to_string(ctx, element_type)
            ));
        }
        Ok(())
    }

    /// Whether `ty` may be an element of an array (upstream's
    /// `isValidElementType`).
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        !is_void_label_metadata_function_token_or_scalable(ctx, ty)
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        self.storage(ctx).element_type
    }

    /// The number of elements.
    pub fn num_elements(self, ctx: &Context) -> u64 {
        self.storage(ctx).num_elements
    }
}

ir::dialect_type_handle!(LLVMArrayType, LLVMArrayTypeStorage);

/// `!llvm.func<R (A, B, ...)>`: a function type with one result (possibly
/// `!llvm.void`), its parameters, and whether it is variadic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMFunctionType(Type);

/// The parameters of [`LLVMFunctionType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMFunctionTypeStorage {
    /// The result type.
    pub return_type: Type,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether the function takes variadic arguments.
    pub var_arg: bool,
}

impl LLVMFunctionType {
    /// The function type (interned), unchecked.
    pub fn get(ctx: &mut Context, return_type: Type, params: &[Type], var_arg: bool) -> Self {
        let def =
            ctx.type_definition_or_register::<LLVMFunctionTypeStorage>(DIALECT, "LLVMFunctionType");
        let storage = LLVMFunctionTypeStorage {
            return_type,
            params: params.to_vec(),
            var_arg,
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// Upstream's `LLVMFunctionType::verify`.
    pub fn verify(ctx: &Context, return_type: Type, params: &[Type]) -> Result<(), String> {
        if !Self::is_valid_result_type(ctx, return_type) {
            return Err(format!(
                "invalid function result type: '{}'",
                type_to_string(ctx, return_type)
            ));
        }
        for &arg in params {
            if !Self::is_valid_argument_type(ctx, arg) {
                return Err(format!(
                    "invalid function argument type: '{}'",
                    type_to_string(ctx, arg)
                ));
            }
        }
        Ok(())
    }

    /// Whether `ty` may be a parameter (neither void nor a function).
    pub fn is_valid_argument_type(ctx: &Context, ty: Type) -> bool {
        !LLVMVoidType::classof(ctx, ty) && !LLVMFunctionType::classof(ctx, ty)
    }

    /// Whether `ty` may be the result (not a function, metadata or label).
    pub fn is_valid_result_type(ctx: &Context, ty: Type) -> bool {
        !LLVMFunctionType::classof(ctx, ty)
            && !LLVMMetadataType::classof(ctx, ty)
            && !LLVMLabelType::classof(ctx, ty)
    }

    /// The result type.
    pub fn return_type(self, ctx: &Context) -> Type {
        self.storage(ctx).return_type
    }

    /// The parameter types.
    pub fn params(self, ctx: &Context) -> &[Type] {
        &self.storage(ctx).params
    }

    /// Whether the function is variadic.
    pub fn is_var_arg(self, ctx: &Context) -> bool {
        self.storage(ctx).var_arg
    }
}

ir::dialect_type_handle!(LLVMFunctionType, LLVMFunctionTypeStorage);

/// `!llvm.vec<N x T>`: a fixed vector of elements the builtin vector does
/// not take (pointers, `!llvm.ppc_fp128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMFixedVectorType(Type);

/// The parameters of [`LLVMFixedVectorType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMFixedVectorTypeStorage {
    /// The element type.
    pub element_type: Type,
    /// The number of elements.
    pub num_elements: u32,
}

impl LLVMFixedVectorType {
    /// The vector type (interned), unchecked.
    pub fn get(ctx: &mut Context, element_type: Type, num_elements: u32) -> Self {
        let def = ctx.type_definition_or_register::<LLVMFixedVectorTypeStorage>(
            DIALECT,
            "LLVMFixedVectorType",
        );
        let storage = LLVMFixedVectorTypeStorage {
            element_type,
            num_elements,
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// Whether `ty` may be an element (a pointer or `!llvm.ppc_fp128`).
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        LLVMPointerType::classof(ctx, ty) || LLVMPPCFP128Type::classof(ctx, ty)
    }

    /// Upstream's `LLVMFixedVectorType::verify`.
    pub fn verify(ctx: &Context, element_type: Type, num_elements: u32) -> Result<(), String> {
        verify_vector(num_elements, Self::is_valid_element_type(ctx, element_type))
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        self.storage(ctx).element_type
    }

    /// The number of elements.
    pub fn num_elements(self, ctx: &Context) -> u32 {
        self.storage(ctx).num_elements
    }
}

ir::dialect_type_handle!(LLVMFixedVectorType, LLVMFixedVectorTypeStorage);

/// `!llvm.vec<? x N x T>`: a scalable vector (a multiple of `N` elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMScalableVectorType(Type);

/// The parameters of [`LLVMScalableVectorType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMScalableVectorTypeStorage {
    /// The element type.
    pub element_type: Type,
    /// The minimum number of elements.
    pub min_num_elements: u32,
}

impl LLVMScalableVectorType {
    /// The vector type (interned), unchecked.
    pub fn get(ctx: &mut Context, element_type: Type, min_num_elements: u32) -> Self {
        let def = ctx.type_definition_or_register::<LLVMScalableVectorTypeStorage>(
            DIALECT,
            "LLVMScalableVectorType",
        );
        let storage = LLVMScalableVectorTypeStorage {
            element_type,
            min_num_elements,
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// Whether `ty` may be an element (a signless integer, an LLVM float
    /// or a pointer).
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        if let Some((_, signedness)) = ctx.type_as_integer(ty) {
            return signedness == ir::Signedness::Signless;
        }
        is_compatible_floating_point_type(ctx, ty) || LLVMPointerType::classof(ctx, ty)
    }

    /// Upstream's `LLVMScalableVectorType::verify`.
    pub fn verify(ctx: &Context, element_type: Type, min_num_elements: u32) -> Result<(), String> {
        verify_vector(
            min_num_elements,
            Self::is_valid_element_type(ctx, element_type),
        )
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        self.storage(ctx).element_type
    }

    /// The minimum number of elements.
    pub fn min_num_elements(self, ctx: &Context) -> u32 {
        self.storage(ctx).min_num_elements
    }
}

ir::dialect_type_handle!(LLVMScalableVectorType, LLVMScalableVectorTypeStorage);

/// Upstream's `verifyVectorConstructionInvariants`.
fn verify_vector(num_elements: u32, valid_element: bool) -> Result<(), String> {
    if num_elements == 0 {
        return Err("the number of vector elements must be positive".into());
    }
    if !valid_element {
        return Err("invalid vector element type".into());
    }
    Ok(())
}

/// `!llvm.target<"name", T..., N...>`: a target extension type with its
/// type parameters and then its integer parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMTargetExtType(Type);

/// The parameters of [`LLVMTargetExtType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMTargetExtTypeStorage {
    /// The name of the extension type.
    pub name: String,
    /// The type parameters.
    pub type_params: Vec<Type>,
    /// The integer parameters.
    pub int_params: Vec<u32>,
}

impl LLVMTargetExtType {
    /// The target extension type (interned).
    pub fn get(ctx: &mut Context, name: &str, type_params: &[Type], int_params: &[u32]) -> Self {
        let def = ctx
            .type_definition_or_register::<LLVMTargetExtTypeStorage>(DIALECT, "LLVMTargetExtType");
        let storage = LLVMTargetExtTypeStorage {
            name: name.to_string(),
            type_params: type_params.to_vec(),
            int_params: int_params.to_vec(),
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// The name.
    pub fn name(self, ctx: &Context) -> &str {
        &self.storage(ctx).name
    }

    /// The type parameters.
    pub fn type_params(self, ctx: &Context) -> &[Type] {
        &self.storage(ctx).type_params
    }

    /// The integer parameters.
    pub fn int_params(self, ctx: &Context) -> &[u32] {
        &self.storage(ctx).int_params
    }

    /// Whether the type has a zero value (upstream's
    /// `hasProperty(HasZeroInit)`: the `spirv.` types).
    pub fn has_zero_init(self, ctx: &Context) -> bool {
        self.name(ctx).starts_with("spirv.")
    }

    /// Whether a global may hold the type (upstream's
    /// `hasProperty(CanBeGlobal)`: the `spirv.` types).
    pub fn can_be_global(self, ctx: &Context) -> bool {
        self.name(ctx).starts_with("spirv.")
    }

    /// Whether loads, stores and allocas may use the type (upstream's
    /// `supportsMemOps`: the `spirv.` types and `aarch64.svcount`).
    pub fn supports_mem_ops(self, ctx: &Context) -> bool {
        let name = self.name(ctx);
        name.starts_with("spirv.") || name == "aarch64.svcount"
    }
}

ir::dialect_type_handle!(LLVMTargetExtType, LLVMTargetExtTypeStorage);

/// `!llvm.struct<...>`: a literal struct (its identity is its body and
/// packedness) or an identified one (its identity is its name; its body is
/// set once, or it is declared opaque).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LLVMStructType(Type);

/// The parameters of [`LLVMStructType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LLVMStructTypeStorage {
    /// A literal struct.
    Literal {
        /// The element types.
        body: Vec<Type>,
        /// Whether the struct is packed.
        packed: bool,
    },
    /// An identified struct.
    Identified(IdentifiedStruct),
}

/// The mutable part of an identified struct (upstream's
/// `LLVMStructTypeStorage` with its `mutate`): a name, which is the whole
/// identity, and the state set later.
#[derive(Clone, Debug)]
pub struct IdentifiedStruct {
    name: String,
    state: Rc<RefCell<IdentifiedState>>,
}

/// What is known of an identified struct's body.
#[derive(Clone, Debug, PartialEq, Eq)]
enum IdentifiedState {
    /// Named, no body yet (opaque to the user, and mutable).
    Uninitialized,
    /// Declared opaque on creation: never gets a body.
    Opaque,
    /// The body, set once.
    Body { types: Vec<Type>, packed: bool },
}

impl PartialEq for IdentifiedStruct {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for IdentifiedStruct {}

impl Hash for IdentifiedStruct {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl LLVMStructType {
    fn def(ctx: &mut Context) -> ir::dialect_defs::TypeDefId {
        ctx.type_definition_or_register::<LLVMStructTypeStorage>(DIALECT, "LLVMStructType")
    }

    /// The literal struct of `body` (interned), unchecked.
    pub fn get_literal(ctx: &mut Context, body: &[Type], packed: bool) -> Self {
        let def = Self::def(ctx);
        let storage = LLVMStructTypeStorage::Literal {
            body: body.to_vec(),
            packed,
        };
        Self(ctx.dialect_type(def, storage))
    }

    fn get_named(ctx: &mut Context, name: &str, state: IdentifiedState) -> Self {
        let def = Self::def(ctx);
        let storage = LLVMStructTypeStorage::Identified(IdentifiedStruct {
            name: name.to_string(),
            state: Rc::new(RefCell::new(state)),
        });
        Self(ctx.dialect_type(def, storage))
    }

    /// The identified struct named `name`: the existing one, else a new one
    /// without a body (upstream's `getIdentified`).
    pub fn get_identified(ctx: &mut Context, name: &str) -> Self {
        Self::get_named(ctx, name, IdentifiedState::Uninitialized)
    }

    /// The identified struct named `name`: the existing one, else a new one
    /// declared opaque (upstream's `getOpaque`).
    pub fn get_opaque(ctx: &mut Context, name: &str) -> Self {
        Self::get_named(ctx, name, IdentifiedState::Opaque)
    }

    /// A new identified struct with `body` named `name`, or `name.1`,
    /// `name.2`, ... when the name is taken (upstream's `getNewIdentified`).
    pub fn get_new_identified(ctx: &mut Context, name: &str, body: &[Type], packed: bool) -> Self {
        let mut candidate = name.to_string();
        let mut counter = 0;
        loop {
            let ty = Self::get_identified(ctx, &candidate);
            if !ty.is_initialized(ctx) && ty.set_body(ctx, body, packed) {
                return ty;
            }
            counter += 1;
            candidate = format!("{name}.{counter}");
        }
    }

    /// Upstream's `isValidElementType`.
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        !is_void_label_metadata_function_token_or_scalable(ctx, ty)
    }

    /// Upstream's `LLVMStructType::verify` of a body.
    pub fn verify_body(ctx: &Context, body: &[Type]) -> Result<(), String> {
        match body.iter().find(|&&t| !Self::is_valid_element_type(ctx, t)) {
            Some(&t) => Err(format!(
                "invalid LLVM structure element type: '{}'",
                type_to_string(ctx, t)
            )),
            None => Ok(()),
        }
    }

    /// Sets the body of an identified struct (upstream's `setBody`): true
    /// when it had none (and was not declared opaque) or had this one.
    pub fn set_body(self, ctx: &Context, body: &[Type], packed: bool) -> bool {
        let LLVMStructTypeStorage::Identified(s) = self.storage(ctx) else {
            return false;
        };
        let mut state = s.state.borrow_mut();
        match &*state {
            IdentifiedState::Uninitialized => {
                *state = IdentifiedState::Body {
                    types: body.to_vec(),
                    packed,
                };
                true
            }
            IdentifiedState::Opaque => false,
            IdentifiedState::Body { types, packed: p } => types == body && *p == packed,
        }
    }

    /// Whether the struct is identified (named).
    pub fn is_identified(self, ctx: &Context) -> bool {
        matches!(self.storage(ctx), LLVMStructTypeStorage::Identified(_))
    }

    /// The name of an identified struct ("" for a literal one).
    pub fn name(self, ctx: &Context) -> &str {
        match self.storage(ctx) {
            LLVMStructTypeStorage::Identified(s) => &s.name,
            LLVMStructTypeStorage::Literal { .. } => "",
        }
    }

    /// Whether an identified struct has no body: declared opaque or not yet
    /// initialized (upstream's `isOpaque`).
    pub fn is_opaque(self, ctx: &Context) -> bool {
        match self.storage(ctx) {
            LLVMStructTypeStorage::Identified(s) => {
                !matches!(*s.state.borrow(), IdentifiedState::Body { .. })
            }
            LLVMStructTypeStorage::Literal { .. } => false,
        }
    }

    /// Whether an identified struct got a body or was declared opaque.
    pub fn is_initialized(self, ctx: &Context) -> bool {
        match self.storage(ctx) {
            LLVMStructTypeStorage::Identified(s) => {
                *s.state.borrow() != IdentifiedState::Uninitialized
            }
            LLVMStructTypeStorage::Literal { .. } => true,
        }
    }

    /// Whether the struct is packed.
    pub fn is_packed(self, ctx: &Context) -> bool {
        match self.storage(ctx) {
            LLVMStructTypeStorage::Literal { packed, .. } => *packed,
            LLVMStructTypeStorage::Identified(s) => {
                matches!(
                    *s.state.borrow(),
                    IdentifiedState::Body { packed: true, .. }
                )
            }
        }
    }

    /// The element types (empty for an opaque struct).
    pub fn body(self, ctx: &Context) -> Vec<Type> {
        match self.storage(ctx) {
            LLVMStructTypeStorage::Literal { body, .. } => body.clone(),
            LLVMStructTypeStorage::Identified(s) => match &*s.state.borrow() {
                IdentifiedState::Body { types, .. } => types.clone(),
                _ => Vec::new(),
            },
        }
    }
}

ir::dialect_type_handle!(LLVMStructType, LLVMStructTypeStorage);

/// What neither arrays nor structs hold: void, label, metadata, function,
/// token and scalable vector types.
fn is_void_label_metadata_function_token_or_scalable(ctx: &Context, ty: Type) -> bool {
    LLVMVoidType::classof(ctx, ty)
        || LLVMLabelType::classof(ctx, ty)
        || LLVMMetadataType::classof(ctx, ty)
        || LLVMFunctionType::classof(ctx, ty)
        || LLVMTokenType::classof(ctx, ty)
        || LLVMScalableVectorType::classof(ctx, ty)
}

/// Whether `ty` is a float type of LLVM (upstream's
/// `isCompatibleFloatingPointType`: bf16, f16, f32, f64, f80, f128,
/// `!llvm.ppc_fp128`).
pub fn is_compatible_floating_point_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_as_float(ty),
        Some(
            FloatKind::BF16
                | FloatKind::F16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        )
    ) || LLVMPPCFP128Type::classof(ctx, ty)
}

/// The types without parameters or whose parameters are not types.
fn is_leaf_llvm_type(ctx: &Context, ty: Type) -> bool {
    LLVMLabelType::classof(ctx, ty)
        || LLVMMetadataType::classof(ctx, ty)
        || LLVMPPCFP128Type::classof(ctx, ty)
        || LLVMTokenType::classof(ctx, ty)
        || LLVMVoidType::classof(ctx, ty)
        || LLVMX86MMXType::classof(ctx, ty)
        || LLVMPointerType::classof(ctx, ty)
}

/// Whether `ty` is a type LLVM IR has an equivalent of, on its outside
/// only (upstream's `isCompatibleOuterType`).
pub fn is_compatible_outer_type(ctx: &Context, ty: Type) -> bool {
    if is_compatible_floating_point_type(ctx, ty)
        || is_leaf_llvm_type(ctx, ty)
        || LLVMArrayType::classof(ctx, ty)
        || LLVMFunctionType::classof(ctx, ty)
        || LLVMStructType::classof(ctx, ty)
        || LLVMFixedVectorType::classof(ctx, ty)
        || LLVMScalableVectorType::classof(ctx, ty)
        || LLVMTargetExtType::classof(ctx, ty)
    {
        return true;
    }
    match ctx.type_data(ty) {
        TypeData::Integer { .. } => ctx.is_signless_integer(ty),
        TypeData::Vector { shape, .. } => shape.len() == 1,
        _ => false,
    }
}

/// Whether `ty` and every type in it are LLVM-compatible (upstream's
/// `isCompatibleType`; recursive identified structs are compatible when
/// the rest of them is).
pub fn is_compatible_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_in(ctx, ty, &mut HashSet::new())
}

fn is_compatible_in(ctx: &Context, ty: Type, seen: &mut HashSet<Type>) -> bool {
    if !seen.insert(ty) {
        return true;
    }
    let result = if let Some(s) = LLVMStructType::dyn_cast(ctx, ty) {
        s.body(ctx).iter().all(|&t| is_compatible_in(ctx, t, seen))
    } else if let Some(f) = LLVMFunctionType::dyn_cast(ctx, ty) {
        let storage = f.storage(ctx);
        is_compatible_in(ctx, storage.return_type, seen)
            && storage
                .params
                .iter()
                .all(|&t| is_compatible_in(ctx, t, seen))
    } else if let Some(t) = LLVMTargetExtType::dyn_cast(ctx, ty) {
        t.type_params(ctx)
            .iter()
            .all(|&t| is_compatible_in(ctx, t, seen))
    } else if let Some(a) = LLVMArrayType::dyn_cast(ctx, ty) {
        is_compatible_in(ctx, a.element_type(ctx), seen)
    } else if let Some(v) = LLVMFixedVectorType::dyn_cast(ctx, ty) {
        is_compatible_in(ctx, v.element_type(ctx), seen)
    } else if let Some(v) = LLVMScalableVectorType::dyn_cast(ctx, ty) {
        is_compatible_in(ctx, v.element_type(ctx), seen)
    } else if is_compatible_floating_point_type(ctx, ty) || is_leaf_llvm_type(ctx, ty) {
        true
    } else {
        match ctx.type_data(ty) {
            TypeData::Integer { .. } => ctx.is_signless_integer(ty),
            TypeData::Vector { shape, element, .. } => {
                let (rank, element) = (shape.len(), *element);
                rank == 1 && is_compatible_in(ctx, element, seen)
            }
            _ => false,
        }
    };
    if !result {
        seen.remove(&ty);
    }
    result
}

/// Whether `ty` is a vector type LLVM has (upstream's
/// `isCompatibleVectorType`): an LLVM vector, or a 1-D builtin vector of
/// signless integers or LLVM floats.
pub fn is_compatible_vector_type(ctx: &Context, ty: Type) -> bool {
    if LLVMFixedVectorType::classof(ctx, ty) || LLVMScalableVectorType::classof(ctx, ty) {
        return true;
    }
    match ctx.type_data(ty) {
        TypeData::Vector { shape, element, .. } => {
            let (rank, element) = (shape.len(), *element);
            rank == 1
                && (ctx.is_signless_integer(element)
                    || is_compatible_floating_point_type(ctx, element))
        }
        _ => false,
    }
}

/// The element type of an LLVM-compatible vector type (upstream's
/// `getVectorElementType`): of `!llvm.vec` or a builtin vector; `ty`
/// itself for any other type.
pub fn get_vector_element_type(ctx: &Context, ty: Type) -> Type {
    if let Some(v) = LLVMFixedVectorType::dyn_cast(ctx, ty) {
        return v.element_type(ctx);
    }
    if let Some(v) = LLVMScalableVectorType::dyn_cast(ctx, ty) {
        return v.element_type(ctx);
    }
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// Whether `ty` is a scalable vector (upstream's `isScalableVectorType`):
/// `!llvm.vec<? x ...>` or a builtin vector with a scalable dimension.
pub fn is_scalable_vector_type(ctx: &Context, ty: Type) -> bool {
    if LLVMScalableVectorType::classof(ctx, ty) {
        return true;
    }
    match ctx.type_data(ty) {
        TypeData::Vector { scalable, .. } => scalable.iter().any(|&s| s),
        _ => false,
    }
}

/// The number of elements of an LLVM-compatible vector type and whether
/// it is scalable (upstream's `getVectorNumElements`, an `ElementCount`).
pub fn get_vector_num_elements(ctx: &Context, ty: Type) -> Option<(u64, bool)> {
    if let Some(v) = LLVMFixedVectorType::dyn_cast(ctx, ty) {
        return Some((u64::from(v.num_elements(ctx)), false));
    }
    if let Some(v) = LLVMScalableVectorType::dyn_cast(ctx, ty) {
        return Some((u64::from(v.min_num_elements(ctx)), true));
    }
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } if shape.len() == 1 => Some((shape[0] as u64, scalable[0])),
        _ => None,
    }
}
