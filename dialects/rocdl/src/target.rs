//! `#rocdl.target`, the GPU target attribute of AMD targets: its verifier
//! (`ROCDLTargetAttr::verify` in `ROCDLDialect.cpp`; upstream's builders,
//! the parser's included, never run it: their checked form calls the
//! unchecked `Base::get`, so the `.td`'s `genVerifyDecl` is dropped and the
//! verifier is a function of its own), its flag queries, and the promise
//! that it implements `gpu::TargetAttrInterface` (upstream's
//! `declarePromisedInterface`; the implementation, which serializes a
//! module through LLVM's AMDGPU back end, is not ported).

use ir::{AttrKind, Attribute, Context};

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
        if !(0..=3).contains(&o) {
            return Err("The optimization level must be a number between 0 and 3.".into());
        }
        if triple.is_empty() {
            return Err("The target triple cannot be empty.".into());
        }
        if chip.is_empty() {
            return Err("The target chip cannot be empty.".into());
        }
        if abi != "400" && abi != "500" {
            return Err("Invalid ABI version, it must be either `400` or `500`.".into());
        }
        if let Some(files) = link {
            let all_strings = ctx
                .attr_as_array(files)
                .is_some_and(|l| l.iter().all(|&f| ctx.attr_kind(f) == AttrKind::String));
            if !all_strings {
                return Err("All the elements in the `link` array must be strings.".into());
            }
        }
        Ok(())
    }

    /// Whether the target's `flags` dictionary holds `flag`.
    pub fn has_flag(self, ctx: &Context, flag: &str) -> bool {
        self.flags(ctx)
            .is_some_and(|flags| ctx.dictionary_get(flags, flag).is_some())
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
    ctx.declare_promised_attr_interface(def, "TargetAttrInterface");
}
