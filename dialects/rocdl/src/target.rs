//! `#rocdl.target`, the GPU target attribute of AMD targets: its verifier
//! (`ROCDLTargetAttr::verify` in `ROCDLDialect.cpp`; upstream's builders,
//! the parser's included, never run it: their checked form calls the
//! unchecked `Base::get`, so the `.td`'s `genVerifyDecl` is dropped and the
//! verifier is a function of its own), its flag queries, and the promise
//! that it implements `gpu::TargetAttrInterface` (upstream's
//! `declarePromisedInterface`; the implementation, which serializes a
//! module through LLVM's AMDGPU back end, is not ported).

use ir::{Attribute, Context};

use crate::{ROCDLTargetAttr, ROCDLTargetAttrStorage};

impl ROCDLTargetAttr {
    /// Checks the parameters (upstream's `ROCDLTargetAttr::verify`): an
    /// optimization level in 0..=3, a triple and a chip, ABI version 400
    /// or 500, files to link given as strings.
    #[allow(clippy::too_many_arguments)]
    pub fn verify(
        ctx: &Context,
        o: i32,
        triple: &str,
        chip: &str,
        _features: &str,
        abi: &str,
        _flags: Option<Attribute>,
        link: Option<Attribute>,
    ) -> Result<(), String> {
        gpu::verify_target_level_triple_chip(o, triple, chip)?;
        if abi != "400" && abi != "500" {
            return Err("Invalid ABI version, it must be either `400` or `500`.".into());
        }
        gpu::verify_target_link_files(ctx, link)
    }

    /// Whether the target's `flags` dictionary holds `flag`.
    pub fn has_flag(self, ctx: &Context, flag: &str) -> bool {
        gpu::target_has_flag(ctx, self.flags(ctx), flag)
    }

    /// Whether the target uses 64-wide waves (`wave64`, or no `no_wave64`).
    pub fn has_wave64(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "wave64") || !self.has_flag(ctx, "no_wave64")
    }

    /// Whether the target compiles with fast math (the `fast` flag).
    pub fn has_fast_math(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "fast")
    }

    /// Whether denormals are flushed to zero (the `daz` flag).
    pub fn has_daz(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "daz")
    }

    /// Whether only finite values are assumed (the `finite_only` flag).
    pub fn has_finite_only(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "finite_only")
    }

    /// Whether unsafe math is allowed (the `unsafe_math` flag).
    pub fn has_unsafe_math(self, ctx: &Context) -> bool {
        self.has_flag(ctx, "unsafe_math")
    }

    /// Whether square roots are correctly rounded (no `unsafe_sqrt` flag).
    pub fn has_correct_sqrt(self, ctx: &Context) -> bool {
        !self.has_flag(ctx, "unsafe_sqrt")
    }
}

/// Declares that `#rocdl.target` implements `gpu::TargetAttrInterface`
/// (`ROCDLDialect::initialize`'s `declarePromisedInterface`), so that the
/// gpu dialect's "implements or promises" checks accept it. Done by
/// [`crate::register_dialect`].
pub fn register_target_interface_promise(ctx: &mut Context) {
    let def = match ctx.attr_definition_of::<ROCDLTargetAttrStorage>() {
        Some(def) => def,
        None => ROCDLTargetAttr::register(ctx),
    };
    gpu::declare_target_attr_promise(ctx, def);
}
