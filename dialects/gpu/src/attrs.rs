//! The attributes' C++ of `GPUDialect.cpp`: the device mapping attributes'
//! `DeviceMappingAttrInterface`, and the verifiers of `#gpu.object` and
//! `#gpu.select_object`.

use ir::{AttrHandle, Attribute, Context};

use crate::{
    DeviceMappingAttrInterface, GPUBlockMappingAttr, GPUMemorySpaceMappingAttr,
    GPUThreadMappingAttr, GPUWarpMappingAttr, GPUWarpgroupMappingAttr, MappingId, ObjectAttr,
    ObjectAttrHooks, SelectObjectAttr, SelectObjectAttrHooks,
};

/// The first linear mapping id (`MappingId::LinearDim0`).
const LINEAR_DIM0: i64 = MappingId::LinearDim0 as i64;

/// The interface of an attribute holding a `MappingId`: ids from
/// `LinearDim0` on are linear, and their relative index counts from it.
macro_rules! mapping_id_attr {
    ($attr:ident, $getter:ident) => {
        impl DeviceMappingAttrInterface for $attr {
            fn get_mapping_id(self, ctx: &Context) -> i64 {
                self.$getter(ctx) as i64
            }
            fn is_linear_mapping(self, ctx: &Context) -> bool {
                self.get_mapping_id(ctx) >= LINEAR_DIM0
            }
            fn get_relative_index(self, ctx: &Context) -> i64 {
                let id = self.get_mapping_id(ctx);
                if self.is_linear_mapping(ctx) {
                    id - LINEAR_DIM0
                } else {
                    id
                }
            }
        }
    };
}

mapping_id_attr!(GPUBlockMappingAttr, block);
mapping_id_attr!(GPUWarpgroupMappingAttr, warpgroup);
mapping_id_attr!(GPUWarpMappingAttr, warp);
mapping_id_attr!(GPUThreadMappingAttr, thread);

impl DeviceMappingAttrInterface for GPUMemorySpaceMappingAttr {
    fn get_mapping_id(self, ctx: &Context) -> i64 {
        self.address_space(ctx) as i64
    }
    /// Upstream aborts (`llvm_unreachable`): a memory space is not a
    /// linear mapping.
    fn is_linear_mapping(self, _ctx: &Context) -> bool {
        false
    }
    /// Upstream aborts (`llvm_unreachable`): a memory space has no
    /// relative index; the mapping id stands for it.
    fn get_relative_index(self, ctx: &Context) -> i64 {
        self.get_mapping_id(ctx)
    }
}

/// Whether `attr` implements (or promises) `gpu::TargetAttrInterface`.
fn is_target_attr(ctx: &Context, attr: Attribute) -> bool {
    ctx.attr_has_interface(attr, "TargetAttrInterface")
}

impl ObjectAttrHooks for ObjectAttr {
    fn verify(
        ctx: &Context,
        target: Attribute,
        _format: crate::CompilationTarget,
        _object: Attribute,
        _properties: Option<Attribute>,
    ) -> Result<(), String> {
        if is_target_attr(ctx, target) {
            return Ok(());
        }
        Err("the target attribute must implement or promise the `gpu::TargetAttrInterface`".into())
    }
}

impl SelectObjectAttrHooks for SelectObjectAttr {
    fn verify(ctx: &Context, target: Option<Attribute>) -> Result<(), String> {
        let Some(target) = target else {
            return Ok(());
        };
        if ctx.attr_kind(target) == ir::AttrKind::Integer {
            if ctx.attr_as_int(target).is_some_and(|i| i < 0) {
                return Err("the object index must be positive".into());
            }
        } else if !is_target_attr(ctx, target) {
            return Err("the target attribute must be a GPU Target attribute".into());
        }
        Ok(())
    }
}

/// Whether `attr` has `OffloadingTranslationAttrTrait`: of the dialect's
/// attributes, `#gpu.select_object` (other dialects' offloading handlers
/// are not ported).
pub fn has_offloading_translation_attr_trait(ctx: &Context, attr: Attribute) -> bool {
    SelectObjectAttr::classof(ctx, attr)
}
