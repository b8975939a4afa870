//! Dialect types and attributes: the registered definition prints the
//! text after the mnemonic, and the whole is written in the pretty form
//! `!dialect.mnemonic<...>` when it is simple enough, else as
//! `!dialect<...>` (MLIR's `printDialectType`/`printDialectAttribute` with
//! `printDialectSymbol`).

use crate::core::attrs::Attribute;
use crate::core::dialect_defs::{AttrDefId, TypeDefId, TypedAttrVtable};
use crate::core::dynamic::print_dynamic_params;
use crate::core::types::Type;

use super::types::pretty_dialect_symbol;
use super::{CustomPrinter, Elision, Printer};

impl<'a> Printer<'a> {
    pub(super) fn print_dialect_type(&mut self, t: Type, def: TypeDefId) {
        let ctx = self.ctx;
        let d = ctx.type_definition(def);
        if d.dynamic.is_some() {
            let params = ctx.as_dynamic_type(t).map_or(&[][..], |(_, p)| p);
            let hook = |p: &mut CustomPrinter| print_dynamic_params(p, params);
            self.print_defined('!', &d.dialect, d.mnemonic.as_deref(), &d.name, Some(hook));
            return;
        }
        // A definition without a mnemonic is printed whole by its own hook,
        // else by its dialect's.
        let hook = d.print.or_else(|| {
            d.mnemonic
                .is_none()
                .then(|| ctx.dialect(&d.dialect).and_then(|x| x.print_type))
                .flatten()
        });
        let hook = hook.map(|f| move |p: &mut CustomPrinter| f(p, t));
        self.print_defined('!', &d.dialect, d.mnemonic.as_deref(), &d.name, hook);
    }

    pub(super) fn print_dialect_attr(&mut self, a: Attribute, def: AttrDefId, elide: Elision) {
        let ctx = self.ctx;
        let d = ctx.attr_definition(def);
        if d.dynamic.is_some() {
            let params = ctx.as_dynamic_attr(a).map_or(&[][..], |(_, p)| p);
            let hook = |p: &mut CustomPrinter| print_dynamic_params(p, params);
            self.print_defined('#', &d.dialect, d.mnemonic.as_deref(), &d.name, Some(hook));
            return;
        }
        let hook = d.print.or_else(|| {
            d.mnemonic
                .is_none()
                .then(|| ctx.dialect(&d.dialect).and_then(|x| x.print_attr))
                .flatten()
        });
        let hook = hook.map(|f| move |p: &mut CustomPrinter| f(p, a));
        self.print_defined('#', &d.dialect, d.mnemonic.as_deref(), &d.name, hook);
        if let Some(typed) = d.interface::<TypedAttrVtable>() {
            let ty = (typed.get_type)(a, ctx);
            self.print_attr_type_suffix(ty, elide);
        }
    }

    /// `sigil dialect` then the body (the mnemonic and what the hook
    /// prints), in the pretty form when the body is simple enough, else in
    /// `<...>`. With neither mnemonic nor hook (MLIR would abort), the ODS
    /// name stands for the body.
    fn print_defined(
        &mut self,
        sigil: char,
        dialect: &str,
        mnemonic: Option<&str>,
        name: &str,
        hook: Option<impl FnOnce(&mut CustomPrinter)>,
    ) {
        self.out.push(sigil);
        self.out.push_str(dialect);
        let start = self.out.len();
        if let Some(m) = mnemonic {
            self.out.push_str(m);
        }
        match hook {
            Some(print) => print(&mut CustomPrinter { p: self }),
            None if mnemonic.is_none() => self.out.push_str(name),
            None => {}
        }
        if pretty_dialect_symbol(&self.out[start..]) {
            self.out.insert(start, '.');
        } else {
            self.out.insert(start, '<');
            self.out.push('>');
        }
    }
}
