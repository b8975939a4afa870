//! Locations: `loc(...)` forms, trailing locations, and the top level,
//! which defines the aliases before or after the operation as mlir-opt
//! places them.

use std::fmt::Write;

use crate::core::location::{LocData, Location};
use crate::core::storage::OpId;
use crate::support::escape::write_escaped_string;

use super::aliases::AliasKey;
use super::{Elision, Printer};

impl<'a> Printer<'a> {
    /// The op with the location aliases of the debug-info form: those it
    /// needs before it, and those mlir-opt defers to after it.
    pub(super) fn print_top_level(&mut self, op: OpId) {
        for k in self.alias_defs(false) {
            self.print_alias_def(k);
        }
        self.print_op(op);
        if !self.opts.local_scope {
            self.out.push('\n');
        }
        for k in self.alias_defs(true) {
            self.print_alias_def(k);
        }
        if !self.opts.local_scope {
            self.print_file_metadata();
        }
    }

    /// The file metadata dictionary after the top-level operation, when
    /// there is something in it (upstream's `printFileMetadataDictionary`):
    /// the external resources read with the IR. (The builtin dialect's
    /// blobs are printed only when an attribute refers to them; none can
    /// yet.)
    fn print_file_metadata(&mut self) {
        let limit = self.opts.resource_string_limit;
        let mut text = String::new();
        let mut value = String::new();
        let mut had_group = false;
        for (name, entries) in &self.ctx.resources().external {
            let mut had_entry = false;
            for (key, v) in entries {
                value.clear();
                crate::core::resources::write_resource_value(&mut value, v);
                if limit.is_some_and(|l| value.len() as u64 > l) {
                    continue;
                }
                if !had_entry {
                    text.push_str(if had_group {
                        ",\n"
                    } else {
                        "  external_resources: {\n"
                    });
                    text.push_str("    ");
                    text.push_str(name);
                    text.push_str(": {\n");
                    had_group = true;
                } else {
                    text.push_str(",\n");
                }
                had_entry = true;
                text.push_str("      ");
                text.push_str(key);
                text.push_str(": ");
                text.push_str(&value);
            }
            if had_entry {
                text.push_str("\n    }");
            }
        }
        if had_group {
            self.out.push_str("\n{-#\n");
            self.out.push_str(&text);
            self.out.push_str("\n  }\n#-}\n");
        }
    }

    pub(super) fn print_loc_internal(&mut self, loc: Location, top: bool) {
        if !top && self.write_alias(AliasKey::Loc(loc)) {
            return;
        }
        match self.ctx.loc_data(loc) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*file));
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocData::Name { name, child } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.print_loc_internal(*c, false);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                self.out.push_str("callsite(");
                self.print_loc_internal(callee, false);
                self.out.push_str(" at ");
                self.print_loc_internal(caller, false);
                self.out.push(')');
            }
            LocData::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_internal(*l, false);
                }
                self.out.push(']');
            }
        }
    }

    /// ` loc(...)` if debug info is on.
    pub(super) fn print_trailing_loc(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info {
            return;
        }
        if self.collecting.is_some() {
            // Operation locations are visited before the operation; the
            // rest (block arguments) cannot be deferred.
            self.visit_alias_with(AliasKey::Loc(loc), false, false);
            return;
        }
        self.out.push_str(" loc(");
        if !(allow_alias && self.write_alias(AliasKey::Loc(loc))) {
            self.print_loc_internal(loc, true);
        }
        self.out.push(')');
    }
}
