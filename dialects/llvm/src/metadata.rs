//! The attributes of `LLVMAttrDefs.td` in Rust where its C++ is (upstream's
//! `LLVMAttrs.cpp` and `LLVMAttrs.h`): alias scopes, access groups, TBAA
//! (the `DistinctAttr` parameters, `TBAANodeAttr`, the base of
//! `#llvm.tbaa_root` and `#llvm.tbaa_type_desc`, and the `{...}` members
//! of a type descriptor), the builtin-attribute parameters of the loop
//! annotations, `#llvm.target_features`' verifier, and the aliases
//! `LLVMDialect.cpp`'s `LLVMOpAsmDialectInterface` gives these attributes.

use ir::asm_support::{FieldParser, FieldPrinter};
use ir::dialect_defs::AliasResult;
use ir::{AttrData, AttrHandle, AttrKind, Attribute, Context, CustomParser, CustomPrinter};
use ir::{LocData, Location, ParseError};

use crate::{
    AccessGroupAttr, AliasScopeAttr, AliasScopeDomainAttr, DIBasicTypeAttr, DICompileUnitAttr,
    DICompositeTypeAttr, DIDerivedTypeAttr, DIFileAttr, DIGlobalVariableAttr,
    DIGlobalVariableExpressionAttr, DILabelAttr, DILexicalBlockAttr, DILexicalBlockFileAttr,
    DILocalVariableAttr, DIModuleAttr, DINamespaceAttr, DINullTypeAttr, DIStringTypeAttr,
    DISubprogramAttr, DISubrangeAttr, DISubroutineTypeAttr, LoopAnnotationAttr, LoopDistributeAttr,
    LoopInterleaveAttr, LoopLICMAttr, LoopPeeledAttr, LoopPipelineAttr, LoopUnrollAndJamAttr,
    LoopUnrollAttr, LoopUnswitchAttr, LoopVectorizeAttr, TBAAMemberAttr, TBAARootAttr, TBAATagAttr,
    TBAATypeDescriptorAttr, TargetFeaturesAttr, TargetFeaturesAttrHooks,
};

/// A `DistinctAttr` parameter (`id = distinct[0]<>`): any attribute is
/// read, then one that is not distinct is rejected as upstream's
/// `FieldParser<DistinctAttr>` rejects it.
pub fn parse_distinct_parameter(parser: &mut CustomParser) -> Result<Attribute, ParseError> {
    let at = parser.offset();
    let attr = parser.parse_attribute()?;
    match parser.ctx().attr_data(attr) {
        AttrData::Distinct { .. } => Ok(attr),
        _ => Err(parser.error_at(at, "invalid kind of attribute specified")),
    }
}

/// The builtin attribute a parameter of a loop annotation holds
/// (upstream's `BoolAttr`, `IntegerAttr` and `FusedLoc` parameters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinAttrKind {
    /// `true` or `false`.
    BoolAttr,
    /// An integer of any type (`16 : i32`).
    IntegerAttr,
    /// A fused location (`loc(fused<...>[...])`).
    FusedLoc,
    /// A string (`"file.c"`).
    StringAttr,
}

/// A parameter that is a builtin attribute of `kind`: any attribute is
/// read, then one of another kind is rejected as upstream's
/// `FieldParser` of the attribute class rejects it.
pub fn parse_builtin_attr_parameter(
    parser: &mut CustomParser,
    kind: BuiltinAttrKind,
) -> Result<Attribute, ParseError> {
    let at = parser.offset();
    let attr = parser.parse_attribute()?;
    let ctx = parser.ctx();
    let ok = match kind {
        BuiltinAttrKind::BoolAttr => ctx.as_bool(attr).is_some(),
        BuiltinAttrKind::IntegerAttr => {
            ctx.attr_kind(attr) == AttrKind::Integer && ctx.as_bool(attr).is_none()
        }
        BuiltinAttrKind::StringAttr => ctx.as_string(attr).is_some(),
        BuiltinAttrKind::FusedLoc => ctx
            .as_location(attr)
            .is_some_and(|l| matches!(ctx.loc_data(l).as_ref(), LocData::Fused(_))),
    };
    if ok {
        Ok(attr)
    } else {
        Err(parser.error_at(at, "invalid kind of attribute specified"))
    }
}

/// An attribute class of upstream's `LLVMAttrs.h` that is no definition
/// of its own but the union of some (`TBAANodeAttr`, `DINodeAttr`, ...):
/// a handle whose `classof` accepts any of them, parsed as a whole
/// attribute (`#tbaa_root`; the class has no syntax of its own, so
/// upstream's `parseCustomAttributeWithFallback` parses any attribute and
/// checks its kind) and printed as one.
macro_rules! attr_union {
    ($(#[$doc:meta])* $name:ident = $($member:ident)|+) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(Attribute);

        impl $name {
            /// `attr` as this class, if it is one of its members.
            pub fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
                <Self as AttrHandle>::classof(ctx, attr).then_some(Self(attr))
            }
        }

        impl AttrHandle for $name {
            fn classof(ctx: &Context, attr: Attribute) -> bool {
                $(<$member as AttrHandle>::classof(ctx, attr))||+
            }
            fn from_attr_unchecked(attr: Attribute) -> Self {
                Self(attr)
            }
            fn to_attr(self) -> Attribute {
                self.0
            }
        }

        impl From<$name> for Attribute {
            fn from(value: $name) -> Self {
                value.0
            }
        }

        $(impl From<$member> for $name {
            fn from(value: $member) -> Self {
                Self(value.into())
            }
        })+

        impl FieldParser for $name {
            fn parse_field(parser: &mut CustomParser) -> Result<Self, ParseError> {
                let at = parser.offset();
                let attr = parser.parse_attribute()?;
                Self::from_attribute(parser.ctx(), attr)
                    .ok_or_else(|| parser.error_at(at, "invalid kind of attribute specified"))
            }
        }

        impl FieldPrinter for $name {
            fn print_field(&self, printer: &mut CustomPrinter) {
                printer.print_attribute(self.0);
            }
        }
    };
}

attr_union!(
    /// Upstream's `TBAANodeAttr`: what a type descriptor's members point to.
    TBAANodeAttr = TBAARootAttr | TBAATypeDescriptorAttr
);
attr_union!(
    /// Upstream's `DINodeAttr`: any debug-info node.
    DINodeAttr = DIBasicTypeAttr | DICompileUnitAttr | DICompositeTypeAttr | DIDerivedTypeAttr
        | DIFileAttr | DIGlobalVariableAttr | DILabelAttr | DILexicalBlockAttr
        | DILexicalBlockFileAttr | DILocalVariableAttr | DIModuleAttr | DINamespaceAttr
        | DINullTypeAttr | DIStringTypeAttr | DISubprogramAttr | DISubrangeAttr
        | DISubroutineTypeAttr
);
attr_union!(
    /// Upstream's `DILocalScopeAttr`: a scope within a function.
    DILocalScopeAttr = DILexicalBlockAttr | DILexicalBlockFileAttr | DISubprogramAttr
);
attr_union!(
    /// Upstream's `DIScopeAttr`: a debug-info scope.
    DIScopeAttr = DICompileUnitAttr | DICompositeTypeAttr | DIFileAttr | DILocalScopeAttr
        | DIModuleAttr | DINamespaceAttr
);
attr_union!(
    /// Upstream's `DITypeAttr`: a debug-info type.
    DITypeAttr = DINullTypeAttr | DIBasicTypeAttr | DICompositeTypeAttr | DIDerivedTypeAttr
        | DIStringTypeAttr | DISubroutineTypeAttr
);
attr_union!(
    /// Upstream's `DIVariableAttr`: a local or global variable.
    DIVariableAttr = DILocalVariableAttr | DIGlobalVariableAttr
);

/// The members of a `#llvm.tbaa_type_desc`: `{<#node, 0>, ...}` (the
/// `LLVM_TBAAMemberAttrArray` parameter's parser: braces around at least
/// one member).
pub fn parse_tbaa_members(parser: &mut CustomParser) -> Result<Vec<TBAAMemberAttr>, ParseError> {
    parser.parse_punct("{")?;
    let members = <Vec<TBAAMemberAttr> as FieldParser>::parse_field(parser)?;
    parser.parse_punct("}")?;
    Ok(members)
}

/// Prints the members of a `#llvm.tbaa_type_desc`, each without its
/// `#llvm.tbaa_member` prefix.
pub fn print_tbaa_members(printer: &mut CustomPrinter, members: &[TBAAMemberAttr]) {
    printer.write_str("{");
    for (i, member) in members.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        member.print_field(printer);
    }
    printer.write_str("}");
}

/// The location fused with an attribute `is` accepts within `loc`, and
/// that attribute (upstream's `findInstanceOf<FusedLocWith<...>>`).
pub fn find_fused_metadata(
    ctx: &Context,
    loc: Location,
    is: &dyn Fn(&Context, Attribute) -> bool,
) -> Option<Attribute> {
    match ctx.loc_data(loc).as_ref() {
        LocData::Fused(f) => f
            .metadata
            .filter(|&m| is(ctx, m))
            .or_else(|| f.locs.iter().find_map(|&l| find_fused_metadata(ctx, l, is))),
        LocData::Name {
            child: Some(child), ..
        } => find_fused_metadata(ctx, *child, is),
        LocData::CallSite { callee, caller } => {
            find_fused_metadata(ctx, *callee, is).or_else(|| find_fused_metadata(ctx, *caller, is))
        }
        _ => None,
    }
}

/// Whether an attribute is of one definition (its handle's `classof`).
type IsAttr = fn(&Context, Attribute) -> bool;

/// The aliases of the dialect's attributes (upstream's
/// `LLVMOpAsmDialectInterface::getAlias`: the mnemonic, overridable).
pub(crate) fn attr_alias(ctx: &Context, attr: Attribute) -> AliasResult {
    // Every attribute checked below is a dialect attribute: the printer
    // asks about every attribute of the context (the constants' integers
    // and floats), so the others are turned away before the checks.
    if !matches!(ctx.attr_data(attr), AttrData::Dialect { .. }) {
        return AliasResult::NoAlias;
    }
    let checks: [(IsAttr, &str); 33] = [
        (DIBasicTypeAttr::classof, DIBasicTypeAttr::MNEMONIC),
        (DICompileUnitAttr::classof, DICompileUnitAttr::MNEMONIC),
        (DICompositeTypeAttr::classof, DICompositeTypeAttr::MNEMONIC),
        (DIDerivedTypeAttr::classof, DIDerivedTypeAttr::MNEMONIC),
        (DIFileAttr::classof, DIFileAttr::MNEMONIC),
        (
            DIGlobalVariableAttr::classof,
            DIGlobalVariableAttr::MNEMONIC,
        ),
        (
            DIGlobalVariableExpressionAttr::classof,
            DIGlobalVariableExpressionAttr::MNEMONIC,
        ),
        (DILabelAttr::classof, DILabelAttr::MNEMONIC),
        (DILexicalBlockAttr::classof, DILexicalBlockAttr::MNEMONIC),
        (
            DILexicalBlockFileAttr::classof,
            DILexicalBlockFileAttr::MNEMONIC,
        ),
        (DILocalVariableAttr::classof, DILocalVariableAttr::MNEMONIC),
        (DIModuleAttr::classof, DIModuleAttr::MNEMONIC),
        (DINamespaceAttr::classof, DINamespaceAttr::MNEMONIC),
        (DINullTypeAttr::classof, DINullTypeAttr::MNEMONIC),
        (DIStringTypeAttr::classof, DIStringTypeAttr::MNEMONIC),
        (DISubprogramAttr::classof, DISubprogramAttr::MNEMONIC),
        (
            DISubroutineTypeAttr::classof,
            DISubroutineTypeAttr::MNEMONIC,
        ),
        (AccessGroupAttr::classof, AccessGroupAttr::MNEMONIC),
        (AliasScopeAttr::classof, AliasScopeAttr::MNEMONIC),
        (
            AliasScopeDomainAttr::classof,
            AliasScopeDomainAttr::MNEMONIC,
        ),
        (LoopAnnotationAttr::classof, LoopAnnotationAttr::MNEMONIC),
        (LoopVectorizeAttr::classof, LoopVectorizeAttr::MNEMONIC),
        (LoopInterleaveAttr::classof, LoopInterleaveAttr::MNEMONIC),
        (LoopUnrollAttr::classof, LoopUnrollAttr::MNEMONIC),
        (
            LoopUnrollAndJamAttr::classof,
            LoopUnrollAndJamAttr::MNEMONIC,
        ),
        (LoopLICMAttr::classof, LoopLICMAttr::MNEMONIC),
        (LoopDistributeAttr::classof, LoopDistributeAttr::MNEMONIC),
        (LoopPipelineAttr::classof, LoopPipelineAttr::MNEMONIC),
        (LoopPeeledAttr::classof, LoopPeeledAttr::MNEMONIC),
        (LoopUnswitchAttr::classof, LoopUnswitchAttr::MNEMONIC),
        (TBAARootAttr::classof, TBAARootAttr::MNEMONIC),
        (TBAATagAttr::classof, TBAATagAttr::MNEMONIC),
        (
            TBAATypeDescriptorAttr::classof,
            TBAATypeDescriptorAttr::MNEMONIC,
        ),
    ];
    match checks.iter().find(|(is, _)| is(ctx, attr)) {
        Some((_, mnemonic)) => AliasResult::OverridableAlias((*mnemonic).into()),
        None => AliasResult::NoAlias,
    }
}

/// `TargetFeaturesAttr::verify`: each feature a non-empty string that
/// starts with `+` or `-` and has no `,`.
impl TargetFeaturesAttrHooks for TargetFeaturesAttr {
    fn verify(ctx: &Context, features: &[Attribute]) -> Result<(), String> {
        for &f in features {
            let feature = ctx.as_string(f).unwrap_or("");
            if feature.is_empty() {
                return Err("target features can not be null or empty".into());
            }
            if !feature.starts_with(['+', '-']) {
                return Err("target features must start with '+' or '-'".into());
            }
            if feature.contains(',') {
                return Err("target features can not contain ','".into());
            }
        }
        Ok(())
    }
}
