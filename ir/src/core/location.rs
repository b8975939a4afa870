//! Source locations: interned, `Copy` handles like types and attributes.

use crate::core::attrs::Attribute;
use crate::core::context::{Context, Ident};
use crate::support::intern::{FxHashMap, Interner};

const NO_LOC: u32 = u32::MAX;

/// A `file:line:col` location of the context's first file, with a line
/// below `2^20` and a column below `2^11` (every op of a parsed file of up
/// to a million lines), is not stored: its handle holds the line and column
/// under this bit (no interner entry, no index entry: 28 bytes less per
/// parsed op, and no lookup). Interned handles stay below it.
const INLINE_BIT: u32 = 1 << 31;
/// The bits of an inline location's column.
const INLINE_COL_BITS: u32 = 11;
/// The first line an inline location cannot hold.
const INLINE_LINES: u32 = 1 << (31 - INLINE_COL_BITS);

/// The uniquing index of `file:line:col` locations (they bypass the general
/// hash index: a parser creates one per operation, in line order). The
/// context's first file's locations are mostly inline ([`INLINE_BIT`]);
/// the others are indexed here. Per file,
/// the newest location of each line, by line number: most lines hold one
/// location, found without hashing. The other locations of a line (older
/// columns: block arguments, several ops on one line) and the lines far
/// beyond the ones seen so far (so that a stray large line number allocates
/// nothing big) are in a hash map.
#[derive(Default)]
pub(crate) struct FileLocIndex {
    /// Per file, by line number: the newest location and its column.
    by_line: FxHashMap<Ident, Vec<(u32, u32)>>,
    others: FxHashMap<(Ident, u32, u32), u32>,
    /// Whether a far line went to `others` (its line may be in `by_line`'s
    /// range later, with no newest location there).
    far_lines: bool,
    /// The file whose small locations are inline (the first file a
    /// location was made in).
    inline_file: Option<Ident>,
}

impl FileLocIndex {
    fn get_or_insert(
        &mut self,
        locs: &mut Interner<LocData>,
        file: Ident,
        line: u32,
        col: u32,
    ) -> u32 {
        let inline_file = *self.inline_file.get_or_insert(file);
        if file == inline_file && line < INLINE_LINES && col < (1 << INLINE_COL_BITS) {
            return INLINE_BIT | (line << INLINE_COL_BITS) | col;
        }
        let lines = self.by_line.entry(file).or_default();
        let l = line as usize;
        let new = LocData::FileLineCol { file, line, col };
        if l >= lines.len() && l > lines.len() * 2 + 4096 {
            self.far_lines = true;
            return *self
                .others
                .entry((file, line, col))
                .or_insert_with(|| locs.push_unindexed(new));
        }
        if l >= lines.len() {
            lines.resize(l + 1, (NO_LOC, 0));
        }
        let (head, head_col) = lines[l];
        if head == NO_LOC {
            if self.far_lines {
                if let Some(&id) = self.others.get(&(file, line, col)) {
                    return id;
                }
            }
        } else {
            if head_col == col {
                return head;
            }
            if let Some(&id) = self.others.get(&(file, line, col)) {
                return id;
            }
            self.others.insert((file, line, head_col), head);
        }
        let id = locs.push_unindexed(new);
        lines[l] = (id, col);
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
    /// `loc(fused<metadata>[a, b])` (boxed: the other kinds, one per
    /// operation of a parsed file, then take 16 bytes).
    Fused(Box<FusedLoc>),
}

/// The parts of a fused location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FusedLoc {
    /// Fused locations.
    pub locs: Vec<Location>,
    /// Optional metadata.
    pub metadata: Option<Attribute>,
}

impl Context {
    /// The structure behind a location handle.
    #[inline]
    pub fn loc_data(&self, l: Location) -> std::borrow::Cow<'_, LocData> {
        if l.0 & INLINE_BIT == 0 {
            return std::borrow::Cow::Borrowed(self.locs.get(l.0));
        }
        // (An inline handle is only made once the inline file is set.)
        let Some(file) = self.file_locs.inline_file else {
            return std::borrow::Cow::Borrowed(self.locs.get(self.unknown_loc.0));
        };
        std::borrow::Cow::Owned(LocData::FileLineCol {
            file,
            line: (l.0 & !INLINE_BIT) >> INLINE_COL_BITS,
            col: l.0 & ((1 << INLINE_COL_BITS) - 1),
        })
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
            match &*self.loc_data(l) {
                LocData::Fused(f) if f.metadata == metadata => {
                    for &i in f.locs.clone().iter() {
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
        Location(self.locs.intern(LocData::Fused(Box::new(FusedLoc {
            locs: out,
            metadata,
        }))))
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
            ("a.mlir", 9000, 2),
            ("a.mlir", 2, 1),
            // The first file's inline locations at their limits, and past
            // them (indexed).
            ("a.mlir", INLINE_LINES - 1, (1 << INLINE_COL_BITS) - 1),
            ("a.mlir", INLINE_LINES, 1),
            ("a.mlir", 3, 1 << INLINE_COL_BITS),
            ("a.mlir", 3, (1 << INLINE_COL_BITS) - 1),
            ("b.mlir", 3, 1),
        ] {
            let l = ctx.file_line_col_loc(file, line, col);
            assert!(!made.iter().any(|&(_, m)| m == l), "{file}:{line}:{col}");
            made.push(((file, line, col), l));
        }
        // A line beyond the dense table at first, inside it later.
        for line in 0..10_000 {
            ctx.file_line_col_loc("c.mlir", line, 1);
        }
        let far = ctx.file_line_col_loc("c.mlir", 100_000, 5);
        for line in 10_000..100_001 {
            ctx.file_line_col_loc("c.mlir", line, 1);
        }
        assert_eq!(ctx.file_line_col_loc("c.mlir", 100_000, 5), far);
        for &((file, line, col), l) in &made {
            assert_eq!(ctx.file_line_col_loc(file, line, col), l);
            let f = ctx.ident(file);
            assert_eq!(
                *ctx.loc_data(l),
                LocData::FileLineCol { file: f, line, col }
            );
            let inline = file == "a.mlir" && line < INLINE_LINES && col < 1 << INLINE_COL_BITS;
            assert_eq!(l.0 & INLINE_BIT != 0, inline, "{file}:{line}:{col}");
        }
    }
}
