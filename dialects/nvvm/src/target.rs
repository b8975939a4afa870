//! `#nvvm.target`, the GPU target attribute of NVIDIA targets: its
//! verifier (`NVVMTargetAttr::verify` in `NVVMDialect.cpp`; upstream's
//! builders, the parser's included, never run it: their checked form calls
//! the unchecked `Base::get`, so the `.td`'s `genVerifyDecl` is dropped and
//! the verifier is a function of its own), its flag queries, and the
//! promise that it implements `gpu::TargetAttrInterface`
//! (upstream's `declarePromisedInterface`; the implementation, which
//! serializes a module through LLVM's NVPTX back end, is not ported).

use ir::{Attribute, Context};

use crate::{NVVMTargetAttr, NVVMTargetAttrStorage};

impl NVVMTargetAttr {
    /// Checks the parameters (upstream's `NVVMTargetAttr::verify`): an
    /// optimization level in 0..=3, a triple and a chip, files to link
    /// given as strings.
    pub fn verify(
        ctx: &Context,
        o: i32,
        triple: &str,
        chip: &str,
        _features: &str,
        _flags: Option<Attribute>,
        link: Option<Attribute>,
    ) -> Result<(), String> {
        gpu::verify_target_level_triple_chip(o, triple, chip)?;
        gpu::verify_target_link_files(ctx, link)
    }

    /// Whether the target's `flags` dictionary holds `flag`.
    pub fn has_flag(self, ctx: &Context, flag: &str) -> bool {
        gpu::target_has_flag(ctx, self.flags(ctx), flag)
    }

    /// Whether the target compiles with fast math (the `fast` flag).
    pub fn has_fast_math(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "fast")
    }

    /// Whether the target flushes denormals to zero (the `ftz` flag).
    pub fn has_ftz(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "ftz")
    }
}

/// Declares that `#nvvm.target` implements `gpu::TargetAttrInterface`
/// (`NVVMDialect::initialize`'s `declarePromisedInterface`), so that the
/// gpu dialect's "implements or promises" checks accept it. Done by
/// [`crate::register_dialect`].
pub fn register_target_interface_promise(ctx: &mut Context) {
    let def = match ctx.attr_definition_of::<NVVMTargetAttrStorage>() {
        Some(def) => def,
        None => NVVMTargetAttr::register(ctx),
    };
    gpu::declare_target_attr_promise(ctx, def);
}
