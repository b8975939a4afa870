//! Source locations: interned, `Copy` handles like types and attributes.

use crate::core::attrs::Attribute;
use crate::core::context::{Context, Ident};
use crate::support::intern::{FxHashMap, Interner};

const NO_LOC: u32 = u32::MAX;

/// The uniquing index of `file:line:col` locations (they bypass the general
/// hash index: a parser creates one per operation, in line order). Per file,
/// the newest location of each line, by line number; older locations of
/// the same line are chained. Lines far beyond the ones seen so far go to a
/// hash map instead, so a stray large line number allocates nothing big.
#[derive(Default)]
pub(crate) struct FileLocIndex {
    by_line: FxHashMap<Ident, Vec<u32>>,
    /// The next older location of the same line, by location id.
    same_line: Vec<u32>,
    sparse: FxHashMap<(Ident, u32, u32), u32>,
}

impl FileLocIndex {
    fn get_or_insert(
        &mut self,
        locs: &mut Interner<LocData>,
        file: Ident,
        line: u32,
        col: u32,
    ) -> u32 {
        let lines = self.by_line.entry(file).or_default();
        let l = line as usize;
        if l >= lines.len() && l > lines.len() * 2 + 4096 {
            return *self
                .sparse
                .entry((file, line, col))
                .or_insert_with(|| locs.push_unindexed(LocData::FileLineCol { file, line, col }));
        }
        if l >= lines.len() {
            lines.resize(l + 1, NO_LOC);
        }
        let head = lines[l];
        let mut cur = head;
        while cur != NO_LOC {
            if matches!(locs.get(cur), LocData::FileLineCol { col: c, .. } if *c == col) {
                return cur;
            }
            cur = self.same_line.get(cur as usize).copied().unwrap_or(NO_LOC);
        }
        let id = locs.push_unindexed(LocData::FileLineCol { file, line, col });
        lines[l] = id;
        if head != NO_LOC {
            let i = id as usize;
            if i >= self.same_line.len() {
                self.same_line.resize(i + 1, NO_LOC);
            }
            self.same_line[i] = head;
        }
        id
    }
}

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
        self.file_line_col_loc_ident(file, line, col)
    }
    /// `loc("file":line:col)` with the file name already interned.
    pub(crate) fn file_line_col_loc_ident(&mut self, file: Ident, line: u32, col: u32) -> Location {
        Location(
            self.file_locs
                .get_or_insert(&mut self.locs, file, line, col),
        )
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_line_col_locations_are_unique() {
        let mut ctx = Context::new();
        let mut made = Vec::new();
        // Dense lines, several columns on one line, another file, a line far
        // beyond the others (the sparse map) and a line reached later densely.
        for &(file, line, col) in &[
            ("a.mlir", 1, 1),
            ("a.mlir", 2, 3),
            ("a.mlir", 2, 9),
            ("a.mlir", 2, 5),
            ("b.mlir", 2, 3),
            ("a.mlir", 4_000_000_000, 7),
            ("a.mlir", 0, 0),
            ("a.mlir", 9000, 1),
        ] {
            let l = ctx.file_line_col_loc(file, line, col);
            assert!(!made.iter().any(|&(_, m)| m == l), "{file}:{line}:{col}");
            made.push(((file, line, col), l));
        }
        for &((file, line, col), l) in &made {
            assert_eq!(ctx.file_line_col_loc(file, line, col), l);
            let f = ctx.ident(file);
            assert_eq!(
                ctx.loc_data(l),
                &LocData::FileLineCol { file: f, line, col }
            );
        }
    }
}
