//! What the GPU target attributes of other dialects share (`#nvvm.target`,
//! `#rocdl.target`: their `verify`s and flag queries repeat it upstream):
//! the checks of the optimization level, triple, chip and files to link,
//! the flag lookup, and the promise of `gpu::TargetAttrInterface`.

use ir::dialect_defs::AttrDefId;
use ir::{AttrKind, Attribute, Context};

/// An optimization level in 0..=3, a triple and a chip, with upstream's
/// messages.
pub fn verify_target_level_triple_chip(o: i32, triple: &str, chip: &str) -> Result<(), String> {
    if !(0..=3).contains(&o) {
        return Err("The optimization level must be a number between 0 and 3.".into());
    }
    if triple.is_empty() {
        return Err("The target triple cannot be empty.".into());
    }
    if chip.is_empty() {
        return Err("The target chip cannot be empty.".into());
    }
    Ok(())
}

/// Files to link given as an array of strings, with upstream's message.
pub fn verify_target_link_files(ctx: &Context, link: Option<Attribute>) -> Result<(), String> {
    let Some(files) = link else {
        return Ok(());
    };
    let all_strings = ctx
        .attr_as_array(files)
        .is_some_and(|l| l.iter().all(|&f| ctx.attr_kind(f) == AttrKind::String));
    if !all_strings {
        return Err("All the elements in the `link` array must be strings.".into());
    }
    Ok(())
}

/// Whether a target's `flags` dictionary holds `flag`.
pub fn target_has_flag(ctx: &Context, flags: Option<Attribute>, flag: &str) -> bool {
    flags.is_some_and(|flags| ctx.dictionary_get(flags, flag).is_some())
}

/// Declares that the attributes of `def` implement `TargetAttrInterface`
/// (upstream's `declarePromisedInterface<gpu::TargetAttrInterface, ...>`),
/// so that the dialect's "implements or promises" checks accept them.
pub fn declare_target_attr_promise(ctx: &mut Context, def: AttrDefId) {
    ctx.declare_promised_attr_interface(def, "TargetAttrInterface");
}
