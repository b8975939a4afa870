//! `#nvvm.target`, the GPU target attribute of NVIDIA targets: its
//! verifier (`NVVMTargetAttr::verify` in `NVVMDialect.cpp`; upstream's
//! builders, the parser's included, never run it: their checked form calls
//! the unchecked `Base::get`, so the `.td`'s `genVerifyDecl` is dropped and
//! the verifier is a function of its own), its flag queries, and the
//! promise that it implements `gpu::TargetAttrInterface`
//! (upstream's `declarePromisedInterface`; the implementation, which
//! serializes a module through LLVM's NVPTX back end, is not ported).

use ir::{AttrKind, Attribute, Context};

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
        if !(0..=3).contains(&o) {
            return Err("The optimization level must be a number between 0 and 3.".into());
        }
        if triple.is_empty() {
            return Err("The target triple cannot be empty.".into());
        }
        if chip.is_empty() {
            return Err("The target chip cannot be empty.".into());
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
    ctx.declare_promised_attr_interface(def, "TargetAttrInterface");
}
