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
    /// the builtin dialect's blobs that attributes printed refer to, then
    /// the external resources read with the IR.
    fn print_file_metadata(&mut self) {
        let resources = self.ctx.resources();
        let builtin: Vec<&(String, crate::core::resources::ResourceValue)> = self
            .resource_refs
            .iter()
            .filter_map(|k| resources.builtin_blobs.iter().find(|(key, _)| **key == **k))
            .collect();
        let mut text = String::new();
        let dialect = [("builtin", builtin)];
        let had_dialect = self.resource_section(&mut text, "dialect", &dialect, false);
        let external: Vec<(&str, Vec<&(String, crate::core::resources::ResourceValue)>)> =
            resources
                .external
                .iter()
                .map(|(n, e)| (n.as_str(), e.iter().collect()))
                .collect();
        let had_external = self.resource_section(&mut text, "external", &external, had_dialect);
        if had_dialect || had_external {
            self.out.push_str("\n{-#\n");
            self.out.push_str(&text);
            self.out.push_str("\n#-}\n");
        }
    }

    /// One `<kind>_resources: { ... }` section (upstream's
    /// `printResourceFileMetadata`), after a comma when `comma`; whether
    /// it printed anything (entries longer than the string limit are
    /// left out).
    fn resource_section(
        &self,
        text: &mut String,
        kind: &str,
        groups: &[(&str, Vec<&(String, crate::core::resources::ResourceValue)>)],
        comma: bool,
    ) -> bool {
        let limit = self.opts.resource_string_limit;
        let mut value = String::new();
        let mut had_section = false;
        let mut had_group = false;
        for (name, entries) in groups {
            let mut had_entry = false;
            for (key, v) in entries {
                value.clear();
                crate::core::resources::write_resource_value(&mut value, v);
                if limit.is_some_and(|l| value.len() as u64 > l) {
                    continue;
                }
                if !had_section {
                    if comma {
                        text.push_str(",\n");
                    }
                    text.push_str("  ");
                    text.push_str(kind);
                    text.push_str("_resources: {\n");
                    had_section = true;
                }
                if !had_entry {
                    if had_group {
                        text.push_str(",\n");
                    }
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
        if had_section {
            text.push_str("\n  }");
        }
        had_section
    }

    pub(super) fn print_loc_internal(&mut self, loc: Location, top: bool) {
        self.print_loc_form(loc, top, false);
    }

    /// A location in the form of `--mlir-pretty-debuginfo`.
    pub(super) fn print_loc_pretty(&mut self, loc: Location) {
        self.print_loc_form(loc, true, true);
    }

    /// A location without `loc(...)`; `pretty`: the form of
    /// `--mlir-pretty-debuginfo` (no keywords, file names unquoted, each
    /// caller of a call site on a line of its own).
    fn print_loc_form(&mut self, loc: Location, top: bool, pretty: bool) {
        if !top && self.write_alias(AliasKey::Loc(loc)) {
            return;
        }
        match &*self.ctx.loc_data(loc) {
            LocData::Unknown => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            LocData::FileLineCol { file, line, col } => {
                let file = self.ctx.ident_str(*file);
                if pretty {
                    self.out.push_str(file);
                } else {
                    write_escaped_string(&mut self.out, file);
                }
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocData::Name { name, child } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.print_loc_form(*c, false, pretty);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_loc_form(callee, false, pretty);
                let same_line = !pretty
                    || (matches!(*self.ctx.loc_data(callee), LocData::Name { .. })
                        && matches!(*self.ctx.loc_data(caller), LocData::FileLineCol { .. }));
                self.out.push_str(if same_line { " at " } else { "\n at " });
                self.print_loc_form(caller, false, pretty);
                if !pretty {
                    self.out.push(')');
                }
            }
            LocData::Fused(f) => {
                let (locs, metadata) = (&f.locs, &f.metadata);
                if !pretty {
                    self.out.push_str("fused");
                }
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
                    self.print_loc_form(*l, false, pretty);
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
        if self.opts.pretty_debug_info {
            self.out.push(' ');
            self.print_loc_form(loc, true, true);
            return;
        }
        self.out.push_str(" loc(");
        if !(allow_alias && self.write_alias(AliasKey::Loc(loc))) {
            self.print_loc_internal(loc, true);
        }
        self.out.push(')');
    }
}
