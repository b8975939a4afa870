//! Source locations: interned, `Copy` handles like types and attributes.

use crate::attrs::Attribute;
use crate::context::{Context, Ident};

/// Handle to an interned location.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

/// The structure of a location. Obtain it with [`Context::loc_data`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file":line:col)`
    FileLineCol {
        /// File name.
        file: Ident,
        /// Line (1-based; 0 for the implicit module).
        line: u32,
        /// Column.
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`
    Name {
        /// The name.
        name: Ident,
        /// Child location (`None` is printed as nothing).
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`
    CallSite {
        /// Callee location.
        callee: Location,
        /// Caller location.
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`
    Fused {
        /// Fused locations.
        locs: Vec<Location>,
        /// Optional metadata.
        metadata: Option<Attribute>,
    },
}

impl Context {
    /// The structure behind a location handle.
    #[inline]
    pub fn loc_data(&self, l: Location) -> &LocData {
        self.locs.get(l.0)
    }
    /// `loc(unknown)`
    pub fn unknown_loc(&self) -> Location {
        self.unknown_loc
    }
    /// `loc("file":line:col)`
    pub fn file_line_col_loc(&mut self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        Location(self.locs.intern(LocData::FileLineCol { file, line, col }))
    }
    /// `loc("file":line:col)` with the file name already interned.
    pub(crate) fn file_line_col_loc_ident(&mut self, file: Ident, line: u32, col: u32) -> Location {
        Location(self.locs.intern(LocData::FileLineCol { file, line, col }))
    }
    /// `loc("name")` / `loc("name"(child))`
    pub fn name_loc(&mut self, name: &str, child: Option<Location>) -> Location {
        let name = self.ident(name);
        let child = child.filter(|c| *c != self.unknown_loc);
        Location(self.locs.intern(LocData::Name { name, child }))
    }
    /// `loc(callsite(callee at caller))`
    pub fn call_site_loc(&mut self, callee: Location, caller: Location) -> Location {
        Location(self.locs.intern(LocData::CallSite { callee, caller }))
    }
    /// Fuses locations like MLIR's `FusedLoc::get`: flattens fused locations with
    /// the same metadata, drops unknown and duplicate locations, and returns the
    /// single remaining location (or `unknown`) when there is no metadata.
    pub fn fused_loc(&mut self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut out: Vec<Location> = Vec::new();
        let push = |l: Location, out: &mut Vec<Location>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &l in locs {
            match self.loc_data(l) {
                LocData::Fused {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &i in inner.clone().iter() {
                        push(i, &mut out);
                    }
                    continue;
                }
                LocData::Unknown => continue,
                _ => push(l, &mut out),
            }
        }
        if out.is_empty() {
            if metadata.is_none() {
                return self.unknown_loc;
            }
            out.push(self.unknown_loc);
        } else if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        Location(self.locs.intern(LocData::Fused {
            locs: out,
            metadata,
        }))
    }
}
