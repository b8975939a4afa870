//! Records and the record store ([`RecordKeeper`]), with the typed queries
//! the backends use.

use super::value::{ClassGraph, Init, InitKind, RecId, RecRef, Ty};
use crate::diag::{Diagnostic, Loc, SourceMap};
use std::rc::Rc;

/// What a field is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field.
    Normal,
    /// Declared with `field` (may stay non-concrete).
    NonconcreteOk,
    /// A template argument.
    TemplateArg,
}

/// One field of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// Name (template arguments are qualified: `Class:arg`).
    pub name: Rc<str>,
    /// Declared type.
    pub ty: Ty,
    /// Current value.
    pub value: Init,
    /// Kind.
    pub kind: FieldKind,
    /// Where it was declared (or last set).
    pub loc: Loc,
}

impl RecordVal {
    /// The field's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The field's value.
    pub fn value(&self) -> &Init {
        &self.value
    }
    /// The field's type.
    pub fn ty(&self) -> &Ty {
        &self.ty
    }
    /// The type as printed by `--print-records` (`code` for code strings).
    pub fn print_type(&self) -> String {
        let mut s = String::new();
        self.write_type(&mut s);
        s
    }

    /// Appends [`RecordVal::print_type`] to `out` (no temporary string).
    pub fn write_type(&self, out: &mut String) {
        if matches!(self.ty, Ty::String) {
            if let InitKind::Str { code: true, .. } = self.value.kind() {
                out.push_str("code");
            } else {
                out.push_str("string");
            }
            return;
        }
        self.ty.write(out);
    }
}

/// What a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecKind {
    /// A class.
    Class,
    /// A named def.
    Def,
    /// An anonymous def.
    AnonDef,
    /// The prototype record of a multiclass.
    MultiClass,
}

/// An assertion attached to a record.
#[derive(Clone, Debug)]
pub struct Assertion {
    /// Where.
    pub loc: Loc,
    /// Condition.
    pub cond: Init,
    /// Message.
    pub msg: Init,
}

/// The parts of a record that few records have (a plain def has none):
/// kept out of [`Record`], one allocation when there are any, so that the
/// many records without them stay small (a million defs: 56 MB less).
#[derive(Clone, Debug, Default)]
pub struct RecordExtra {
    /// Template argument names (qualified).
    pub targs: Vec<Rc<str>>,
    /// Assertions to check on instantiation.
    pub assertions: Vec<Assertion>,
    /// `dump` statements to run on instantiation.
    pub dumps: Vec<(Loc, Init)>,
}

/// A class or a def.
#[derive(Clone, Debug)]
pub struct Record {
    /// The name (a string once the record is final).
    pub name: Init,
    /// Where the record was defined.
    loc: Loc,
    /// Fields in order.
    pub values: Vec<RecordVal>,
    /// All superclasses in LLVM's order (post-order).
    pub supers: Vec<RecRef>,
    /// Template arguments, assertions and dumps, when there are any.
    pub(crate) extra: Option<Box<RecordExtra>>,
    /// Kind.
    pub kind: RecKind,
    /// Id in the keeper (valid once stored).
    pub id: RecId,
}

impl Record {
    /// A new empty record.
    pub fn new(name: Init, loc: Loc, kind: RecKind) -> Record {
        Record {
            name,
            loc,
            values: Vec::new(),
            supers: Vec::new(),
            extra: None,
            kind,
            id: RecId(u32::MAX),
        }
    }

    /// Template argument names (qualified), in declaration order.
    pub fn targs(&self) -> &[Rc<str>] {
        self.extra.as_ref().map_or(&[], |x| &x.targs)
    }

    /// Assertions to check on instantiation.
    pub fn assertions(&self) -> &[Assertion] {
        self.extra.as_ref().map_or(&[], |x| &x.assertions)
    }

    /// `dump` statements to run on instantiation.
    pub fn dumps(&self) -> &[(Loc, Init)] {
        self.extra.as_ref().map_or(&[], |x| &x.dumps)
    }

    /// The record's rare parts, made empty on first use.
    pub(crate) fn extra_mut(&mut self) -> &mut RecordExtra {
        self.extra.get_or_insert_with(Default::default)
    }

    /// The record's name.
    pub fn name(&self) -> String {
        self.name.to_unquoted()
    }

    /// Where the record was defined.
    pub fn loc(&self) -> Loc {
        self.loc
    }

    /// Whether the def is anonymous.
    pub fn is_anonymous(&self) -> bool {
        self.kind == RecKind::AnonDef
    }

    /// Whether this is a class.
    pub fn is_class(&self) -> bool {
        self.kind == RecKind::Class
    }

    /// All superclasses (transitive), in LLVM's order.
    pub fn superclasses(&self) -> &[RecRef] {
        &self.supers
    }

    /// The direct superclasses, in declaration order.
    pub fn direct_superclasses(&self, kp: &RecordKeeper) -> Vec<RecRef> {
        let mut out = Vec::with_capacity(self.supers.len().min(4));
        let mut end = self.supers.len();
        while end > 0 {
            let sc = &self.supers[end - 1];
            out.push(sc.clone());
            let n = kp.record(sc.id).supers.len();
            end = end.saturating_sub(1 + n);
        }
        out.reverse();
        out
    }

    /// Whether the record derives from the class named `name`.
    pub fn is_subclass_of(&self, name: &str) -> bool {
        self.supers.iter().any(|s| &*s.name == name)
    }

    /// Whether the record derives from class `id`.
    pub fn is_subclass_of_id(&self, id: RecId) -> bool {
        self.supers.iter().any(|s| s.id == id)
    }

    /// Fields in order (template arguments excluded).
    pub fn fields(&self) -> impl Iterator<Item = &RecordVal> {
        self.values
            .iter()
            .filter(|v| v.kind != FieldKind::TemplateArg)
    }

    /// The field named `name`.
    pub fn field(&self, name: &str) -> Option<&RecordVal> {
        self.values.iter().find(|v| same_name(&v.name, name))
    }

    /// Index of the field named `name`.
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.values.iter().position(|v| same_name(&v.name, name))
    }

    /// Index of the field named `name`, trying the names' pointers first
    /// (references to fields usually share the field's name).
    pub fn field_index_rc(&self, name: &Rc<str>) -> Option<usize> {
        self.values
            .iter()
            .position(|v| Rc::ptr_eq(&v.name, name))
            .or_else(|| self.field_index(name))
    }

    /// Mutable access to a field.
    pub fn field_mut(&mut self, name: &str) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| same_name(&v.name, name))
    }

    /// The value of field `name`.
    pub fn value(&self, name: &str) -> Option<&Init> {
        self.field(name).map(|v| &v.value)
    }

    /// Whether `name` is a template argument.
    pub fn is_template_arg(&self, name: &str) -> bool {
        self.targs().iter().any(|t| &**t == name)
    }

    fn err(&self, field: &str, what: &str) -> Diagnostic {
        Diagnostic::error(
            self.loc(),
            format!("Record `{}', field `{}' {}", self.name(), field, what),
        )
    }

    fn get(&self, field: &str) -> Result<&Init, Diagnostic> {
        self.value(field).ok_or_else(|| {
            Diagnostic::error(
                self.loc(),
                format!(
                    "Record `{}' does not have a field named `{}'!",
                    self.name(),
                    field
                ),
            )
        })
    }

    /// A string (or code) field.
    pub fn get_string(&self, field: &str) -> Result<Rc<str>, Diagnostic> {
        self.get_optional_string(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// A string field that may be `?`.
    pub fn get_optional_string(&self, field: &str) -> Result<Option<Rc<str>>, Diagnostic> {
        let v = self.get(field)?;
        match v.kind() {
            InitKind::Unset => Ok(None),
            InitKind::Str { s, .. } => Ok(Some(s.clone())),
            _ => Err(self.err(field, "exists but does not have a string initializer!")),
        }
    }

    /// A code field (same as a string; code is a string format).
    pub fn get_code(&self, field: &str) -> Result<Rc<str>, Diagnostic> {
        self.get_string(field)
    }

    /// A bit field.
    pub fn get_bit(&self, field: &str) -> Result<bool, Diagnostic> {
        self.get_optional_bit(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// A bit field that may be `?`.
    pub fn get_optional_bit(&self, field: &str) -> Result<Option<bool>, Diagnostic> {
        match self.get(field)?.kind() {
            InitKind::Unset => Ok(None),
            InitKind::Bit(b) => Ok(Some(*b)),
            _ => Err(self.err(field, "does not have a bit initializer!")),
        }
    }

    /// An int field.
    pub fn get_int(&self, field: &str) -> Result<i64, Diagnostic> {
        self.get_optional_int(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// An int field that may be `?`.
    pub fn get_optional_int(&self, field: &str) -> Result<Option<i64>, Diagnostic> {
        match self.get(field)?.kind() {
            InitKind::Unset => Ok(None),
            InitKind::Int(v) => Ok(Some(*v)),
            _ => Err(self.err(field, "exists but does not have an int value")),
        }
    }

    /// A list field.
    pub fn get_list(&self, field: &str) -> Result<Vec<Init>, Diagnostic> {
        self.get_optional_list(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// A list field that may be `?`.
    pub fn get_optional_list(&self, field: &str) -> Result<Option<Vec<Init>>, Diagnostic> {
        match self.get(field)?.kind() {
            InitKind::Unset => Ok(None),
            InitKind::List { elems, .. } => Ok(Some(elems.clone())),
            _ => Err(self.err(field, "exists but does not have a list value")),
        }
    }

    /// A dag field.
    pub fn get_dag(&self, field: &str) -> Result<Init, Diagnostic> {
        self.get_optional_dag(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// A dag field that may be `?`.
    pub fn get_optional_dag(&self, field: &str) -> Result<Option<Init>, Diagnostic> {
        let v = self.get(field)?;
        match v.kind() {
            InitKind::Unset => Ok(None),
            InitKind::Dag { .. } => Ok(Some(v.clone())),
            _ => Err(self.err(field, "does not have a dag initializer!")),
        }
    }

    /// A def-reference field.
    pub fn get_def(&self, field: &str) -> Result<RecRef, Diagnostic> {
        self.get_optional_def(field)?
            .ok_or_else(|| self.err(field, "is unset"))
    }

    /// A def-reference field that may be `?`.
    pub fn get_optional_def(&self, field: &str) -> Result<Option<RecRef>, Diagnostic> {
        match self.get(field)?.kind() {
            InitKind::Unset => Ok(None),
            InitKind::Def { rec, .. } => Ok(Some(rec.clone())),
            _ => Err(self.err(field, "does not have a def initializer!")),
        }
    }
}

/// Name equality for the linear field searches: length and last byte
/// first (field names of one record often share a prefix), so most
/// mismatches cost no `memcmp` call.
#[inline]
fn same_name(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.as_bytes().last() == b.as_bytes().last() && a == b
}

/// Values built on first use, by record id.
#[derive(Debug)]
pub(crate) struct IdCache<T>(std::cell::RefCell<Vec<Option<T>>>);

impl<T> Default for IdCache<T> {
    fn default() -> Self {
        IdCache(Default::default())
    }
}

impl<T: Clone> IdCache<T> {
    /// The value of `id`, made by `make` the first time (`make` may use
    /// other caches, not this one).
    pub(crate) fn get_or(&self, id: RecId, make: impl FnOnce() -> T) -> T {
        let i = id.0 as usize;
        if let Some(Some(v)) = self.0.borrow().get(i) {
            return v.clone();
        }
        let v = make();
        let mut cache = self.0.borrow_mut();
        if cache.len() <= i {
            cache.resize(i + 1, None);
        }
        cache[i] = Some(v.clone());
        v
    }

    /// Drops the value of `id` (it is made again when next asked for).
    pub(crate) fn forget(&mut self, id: RecId) {
        if let Some(slot) = self.0.get_mut().get_mut(id.0 as usize) {
            *slot = None;
        }
    }
}

/// Records by name: hashed for lookups (evaluation looks names up far more
/// often than it adds them), sorted for iteration (the printing order) once,
/// when first iterated after a change (evaluation never iterates).
///
/// The names are kept in the order they were added, in blocks that never
/// move; the index is a table of 8-byte entries (a name's 32-bit hash and
/// its slot there), probed linearly. With a million defs, each new name
/// costs the table a cache miss wherever its hash falls: the entry a
/// lookup reads is the one an insertion then writes, in the same cache
/// line (a table with its control bytes apart, as `HashMap`'s, missed
/// twice: the control bytes on the lookup, the entry on the insertion).
/// The table is small (16 MiB for a million names), is moved, not hashed
/// again, when it grows (the hashes are in it), and is read without the
/// names (a new name is found absent without reading any other).
#[derive(Debug, Default)]
pub(crate) struct NameMap {
    /// The index: [`index_entry`]s, or 0 where empty; a power of two long
    /// (or empty), at most three quarters full.
    index: Vec<u64>,
    /// The names, by slot.
    entries: Vec<Vec<NameEntry>>,
    /// How many names there are.
    len: u32,
    /// The ids ordered by name, built on first use.
    sorted: std::cell::OnceCell<Vec<RecId>>,
}

#[derive(Debug)]
struct NameEntry {
    name: Rc<str>,
    id: RecId,
}

/// Names per block of a [`NameMap`].
const NAME_BLOCK_BITS: u32 = 12;

/// The hash a [`NameMap`] keeps for `name`.
fn name_hash(name: &str) -> u32 {
    use std::hash::Hasher;
    let mut h = super::fxhash::FxHasher::default();
    h.write(name.as_bytes());
    // (Folded: each half of Fx's hash has some bits that depend on few
    // bytes of the name; their exclusive or has none.)
    let x = h.finish();
    (x ^ (x >> 32)) as u32
}

/// The entry of a [`NameMap`]'s index for the name of `slot` with hash
/// `hash` (never 0: the slot is stored plus one).
#[inline]
fn index_entry(hash: u32, slot: u32) -> u64 {
    (u64::from(hash) << 32) | (u64::from(slot) + 1)
}

impl NameMap {
    #[inline]
    fn entry(&self, slot: u32) -> &NameEntry {
        &self.entries[(slot >> NAME_BLOCK_BITS) as usize]
            [(slot & ((1 << NAME_BLOCK_BITS) - 1)) as usize]
    }

    #[inline]
    fn entry_mut(&mut self, slot: u32) -> &mut NameEntry {
        &mut self.entries[(slot >> NAME_BLOCK_BITS) as usize]
            [(slot & ((1 << NAME_BLOCK_BITS) - 1)) as usize]
    }

    /// Where `hash` starts its probe in an index of `len` (a power of
    /// two) entries: the hash spread over all its bits, the top ones kept.
    #[inline]
    fn home(hash: u32, len: usize) -> usize {
        let spread = u64::from(hash).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (spread >> (64 - len.trailing_zeros())) as usize
    }

    /// The index position of `name` (`Ok`) or of the empty entry where it
    /// would go (`Err`); the index must not be empty.
    #[inline]
    fn find(&self, hash: u32, name: &str) -> Result<usize, usize> {
        let mask = self.index.len() - 1;
        let mut i = Self::home(hash, self.index.len());
        loop {
            let e = self.index[i];
            if e == 0 {
                return Err(i);
            }
            if (e >> 32) as u32 == hash && *self.entry((e as u32) - 1).name == *name {
                return Ok(i);
            }
            i = (i + 1) & mask;
        }
    }

    /// The record named `name`.
    #[inline]
    pub(crate) fn get(&self, name: &str) -> Option<&RecId> {
        if self.index.is_empty() {
            return None;
        }
        let i = self.find(name_hash(name), name).ok()?;
        Some(&self.entry((self.index[i] as u32) - 1).id)
    }

    /// Whether a record is named `name`.
    #[inline]
    pub(crate) fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Doubles the index (or makes its first), moving its entries.
    fn grow(&mut self) {
        let len = (self.index.len() * 2).max(16);
        let mut index = vec![0u64; len];
        for &e in self.index.iter().filter(|&&e| e != 0) {
            let mut i = Self::home((e >> 32) as u32, len);
            while index[i] != 0 {
                i = (i + 1) & (len - 1);
            }
            index[i] = e;
        }
        self.index = index;
    }

    /// Adds (or replaces) the record named `name`.
    pub(crate) fn insert(&mut self, name: Rc<str>, id: RecId) {
        self.sorted.take();
        let hash = name_hash(&name);
        if (self.len as usize + 1) * 4 > self.index.len() * 3 {
            self.grow();
        }
        let at = match self.find(hash, &name) {
            Ok(i) => {
                let slot = (self.index[i] as u32) - 1;
                self.entry_mut(slot).id = id;
                return;
            }
            Err(i) => i,
        };
        let slot = self.len;
        self.index[at] = index_entry(hash, slot);
        if slot.trailing_zeros() >= NAME_BLOCK_BITS {
            self.entries.push(Vec::with_capacity(1 << NAME_BLOCK_BITS));
        }
        if let Some(block) = self.entries.last_mut() {
            block.push(NameEntry { name, id });
        }
        self.len += 1;
    }

    /// The records with their names, in the order the names were added.
    pub(crate) fn unsorted(&self) -> impl Iterator<Item = (&str, RecId)> {
        self.entries.iter().flatten().map(|e| (&*e.name, e.id))
    }

    /// The records, sorted by name.
    pub(crate) fn values(&self) -> impl Iterator<Item = &RecId> {
        self.sorted
            .get_or_init(|| {
                // Sorted by the names' prefixes, a plain integer sort of
                // small pairs, then each run of names sharing a prefix by
                // the full names: most comparisons are one integer test,
                // where comparing names calls `memcmp`. (Each key is the
                // prefix, the slot, which orders equal prefixes before
                // their names do, and the id, in 16 bytes. The names are
                // read in the order they were added, which is mostly the
                // order of their memory.)
                let mut keys: Vec<(u64, u32, RecId)> = self
                    .entries
                    .iter()
                    .flatten()
                    .zip(0u32..)
                    .map(|(e, slot)| (name_prefix(&e.name), slot, e.id))
                    .collect();
                keys.sort_unstable();
                let name = |k: &(u64, u32, RecId)| &*self.entry(k.1).name;
                for run in keys.chunk_by_mut(|a, b| a.0 == b.0) {
                    if run.len() > 1 {
                        run.sort_unstable_by(|a, b| name(a).cmp(name(b)));
                    }
                }
                keys.into_iter().map(|k| k.2).collect()
            })
            .iter()
    }
}

/// The first 8 bytes of `name` as a big-endian number (zeros past its
/// end): names whose prefixes differ are ordered as their prefixes, so that
/// only names with equal prefixes need comparing in full.
fn name_prefix(name: &str) -> u64 {
    let mut b = [0u8; 8];
    let n = name.len().min(8);
    b[..n].copy_from_slice(&name.as_bytes()[..n]);
    u64::from_be_bytes(b)
}

/// Records by id, in blocks of `1 << RECORD_BLOCK_BITS`: adding one never
/// moves the others. (One growing vector copies every record, about 170
/// bytes, into fresh memory at each doubling, which the kernel zeroes
/// first: with a million defs, most of the run's system time.)
#[derive(Debug, Default)]
pub(crate) struct Records {
    blocks: Vec<Vec<Record>>,
    len: usize,
}

const RECORD_BLOCK_BITS: u32 = 10;
const RECORD_BLOCK: usize = 1 << RECORD_BLOCK_BITS;

impl Records {
    fn len(&self) -> usize {
        self.len
    }

    fn push(&mut self, r: Record) {
        if self.len.is_multiple_of(RECORD_BLOCK) {
            self.blocks.push(Vec::with_capacity(RECORD_BLOCK));
        }
        self.len += 1;
        if let Some(b) = self.blocks.last_mut() {
            b.push(r);
        }
    }
}

impl std::ops::Index<usize> for Records {
    type Output = Record;
    #[inline]
    fn index(&self, i: usize) -> &Record {
        &self.blocks[i >> RECORD_BLOCK_BITS][i % RECORD_BLOCK]
    }
}

impl std::ops::IndexMut<usize> for Records {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut Record {
        &mut self.blocks[i >> RECORD_BLOCK_BITS][i % RECORD_BLOCK]
    }
}

/// All records of one run, plus the files read.
#[derive(Debug, Default)]
pub struct RecordKeeper {
    pub(crate) records: Records,
    pub(crate) classes: NameMap,
    pub(crate) defs: NameMap,
    pub(crate) globals: super::fxhash::FxHashMap<Rc<str>, Init>,
    pub(crate) anon_counter: u32,
    pub(crate) sources: SourceMap,
    /// First fatal error raised while folding (LLVM's `PrintFatalError`).
    pub(crate) fatal: Option<Diagnostic>,
    /// Errors that do not stop the run (LLVM's `PrintError`: failed
    /// assertions), in the order met, for the evaluator to report.
    pub(crate) errors: Vec<Diagnostic>,
    /// Anonymous instances `Class<args>` already made, by the structural
    /// hash of the `VarDef` value (equal values are [`Init::same`]).
    pub(crate) vardef_cache: super::fxhash::FxHashMap<u64, Vec<(Init, RecId)>>,
    /// The last instance made or found for each hash of a class and its
    /// arguments' identities (addresses): a lookup that needs no walk over
    /// the arguments when they are the very same values. (A colliding
    /// entry is replaced; its instance is still found by structure.)
    pub(crate) vardef_ptr_cache: super::fxhash::FxHashMap<u64, (Init, RecId)>,
    pub(crate) instantiation_depth: u32,
    pub(crate) resolve_depth: u32,
    /// Spare vectors for the field cache and the field stack of final
    /// resolution (`resolve::resolve_record_final`), which nests.
    #[allow(clippy::type_complexity)]
    pub(crate) final_scratch: Vec<(Vec<Option<Init>>, Vec<Rc<str>>)>,
    /// [`RecordKeeper::def_init`] of each stored record, built on first use
    /// (a def's name and superclasses never change once it is stored).
    def_inits: IdCache<Init>,
    /// The record type `Ty::Rec([class])` of each class (the type of
    /// records whose only direct superclass it is), by class id, built on
    /// first use.
    class_tys: IdCache<Ty>,
    /// `Ty::Rec([])`, built on first use.
    no_classes: std::cell::OnceCell<Ty>,
    /// Whether to render the `--print-records` text of records as they
    /// become final, while the evaluator waits for the reader
    /// ([`RecordKeeper::prerender_one`]).
    pub(crate) prerender: bool,
    /// [`super::Options::max_value_size`] (`None`: the default).
    pub(crate) max_value_size: Option<u64>,
    /// Final records not rendered yet.
    to_render: Vec<RecId>,
    /// The `--print-records` text of final records, by id; a slot is
    /// cleared whenever its record is stored again.
    rendered: Vec<Option<Box<str>>>,
    /// Scratch text for [`RecordKeeper::prerender_one`].
    render_buf: String,
}

impl RecordKeeper {
    /// The record with this id.
    pub fn record(&self, id: RecId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// All classes, sorted by name.
    pub fn classes(&self) -> impl Iterator<Item = &Record> {
        self.classes.values().map(move |&id| self.record(id))
    }

    /// All defs, sorted by name (LLVM's order).
    pub fn defs(&self) -> impl Iterator<Item = &Record> {
        self.defs.values().map(move |&id| self.record(id))
    }

    /// The def named `name`.
    pub fn def(&self, name: &str) -> Option<&Record> {
        self.defs.get(name).map(|&id| self.record(id))
    }

    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<&Record> {
        self.classes.get(name).map(|&id| self.record(id))
    }

    /// Defs deriving from class `class_name`, sorted by name.
    pub fn defs_derived_from(&self, class_name: &str) -> Vec<&Record> {
        let Some(&cid) = self.classes.get(class_name) else {
            return Vec::new();
        };
        // (Filtered, then sorted: few of all defs derive from the class, and
        // the defs are not sorted yet in a run that does not print them.)
        let mut found: Vec<(&str, &Record)> = self
            .defs
            .unsorted()
            .map(|(name, id)| (name, self.record(id)))
            .filter(|(_, d)| d.is_subclass_of_id(cid))
            .collect();
        found.sort_unstable_by(|a, b| a.0.cmp(b.0));
        found.into_iter().map(|(_, d)| d).collect()
    }

    /// The source map (every file read, for diagnostics and depfiles).
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// Every file read, in first-read order.
    pub fn files_read(&self) -> Vec<&std::path::Path> {
        self.sources.paths()
    }

    /// Renders a diagnostic against this run's sources.
    pub fn render(&self, d: &Diagnostic) -> String {
        d.render(&self.sources)
    }

    /// `--print-records` output.
    pub fn print_records(&self) -> String {
        super::print::print_records(self)
    }

    /// A reference to a stored record.
    pub fn rec_ref(&self, id: RecId) -> RecRef {
        let name = match self.record(id).name.as_str() {
            Some(s) => s.clone(),
            None => Rc::from(self.record(id).name().as_str()),
        };
        RecRef { id, name }
    }

    /// The type of a def (its direct superclasses).
    pub fn def_type(&self, id: RecId) -> Ty {
        self.record_type(self.record(id))
    }

    /// The type of record `r` (detached or stored): its direct
    /// superclasses. With none or one (most records), the type is shared,
    /// not built anew.
    pub fn record_type(&self, r: &Record) -> Ty {
        let supers = &r.supers;
        let Some(last) = supers.last() else {
            return self
                .no_classes
                .get_or_init(|| Ty::Rec(Rc::from(Vec::new())))
                .clone();
        };
        let n = self.record(last.id).supers.len();
        if n + 1 < supers.len() {
            // Two direct superclasses or more.
            return Ty::record(r.direct_superclasses(self), self);
        }
        self.class_type(last)
    }

    /// `Ty::Rec([class])`, shared (built once per class).
    pub(crate) fn class_type(&self, class: &RecRef) -> Ty {
        self.class_tys
            .get_or(class.id, || Ty::Rec(Rc::from([class.clone()])))
    }

    /// The value `DefInit` of a stored def.
    pub fn def_init(&self, id: RecId) -> Init {
        self.def_inits.get_or(id, || {
            Init::new(InitKind::Def {
                rec: self.rec_ref(id),
                ty: self.def_type(id),
            })
        })
    }

    /// Reserves an id for a record that will be stored later.
    pub(crate) fn alloc_id(&mut self) -> RecId {
        let id = RecId(self.records.len() as u32);
        // A placeholder that allocates nothing (it is replaced when the
        // record is stored).
        let mut r = Record::new(
            Init::empty_string(),
            Loc {
                file: crate::diag::FileId(0),
                offset: 0,
            },
            RecKind::Def,
        );
        r.id = id;
        self.records.push(r);
        id
    }

    /// Stores a record in its reserved slot.
    pub(crate) fn store(&mut self, rec: Record) {
        let id = rec.id;
        self.records[id.0 as usize] = rec;
        if let Some(slot) = self.rendered.get_mut(id.0 as usize) {
            *slot = None;
        }
        self.def_inits.forget(id);
    }

    /// Notes that stored record `id` is final (its text can be rendered).
    /// A record of nothing but its name (a plain `def A;`) is not rendered
    /// ahead: printing it costs no more than copying its text would, and
    /// the text and its slot took 32 bytes a def.
    pub(crate) fn final_record(&mut self, id: RecId) {
        self.check_value_sizes(id);
        let r = self.record(id);
        if self.prerender && !(r.values.is_empty() && r.supers.is_empty() && r.extra.is_none()) {
            self.to_render.push(id);
        }
    }

    /// A value of record `id` whose text would pass the size budget is a
    /// fatal error at the record (llvm-tblgen would build the text until
    /// memory runs out).
    fn check_value_sizes(&mut self, id: RecId) {
        let limit = self.max_value_size.unwrap_or(super::DEFAULT_MAX_VALUE_SIZE);
        let rec = self.record(id);
        if let Some(v) = rec.values.iter().find(|v| v.value.printed_size() > limit) {
            let d = Diagnostic::error(
                rec.loc(),
                format!(
                    "value of '{}' in '{}' is too large: its text would take more than {} bytes (the limit of --max-value-size)",
                    v.name,
                    rec.name.to_unquoted(),
                    limit
                ),
            );
            self.set_fatal(d);
        }
    }

    /// Renders the `--print-records` text of one final record, for
    /// [`RecordKeeper::print_records`] to copy; `false` if there is none
    /// left. On most inputs the evaluation thread waits for the reader
    /// much of the time: printing records then takes that work off the
    /// end of the run.
    pub(crate) fn prerender_one(&mut self) -> bool {
        let Some(id) = self.to_render.pop() else {
            return false;
        };
        let i = id.0 as usize;
        if self.rendered.get(i).is_some_and(Option::is_some) {
            return true;
        }
        let mut buf = std::mem::take(&mut self.render_buf);
        buf.clear();
        super::print::print_record(self, self.record(id), &mut buf);
        if self.rendered.len() <= i {
            self.rendered.resize(i + 1, None);
        }
        self.rendered[i] = Some(Box::from(buf.as_str()));
        self.render_buf = buf;
        true
    }

    /// The text [`RecordKeeper::prerender`] rendered for record `id`.
    pub(crate) fn rendered(&self, id: RecId) -> Option<&str> {
        self.rendered.get(id.0 as usize)?.as_deref()
    }

    pub(crate) fn new_anon_name(&mut self) -> Rc<str> {
        let n = self.anon_counter;
        self.anon_counter += 1;
        // (Without the formatting machinery: it costs more than the rest
        // of making a name.)
        super::value::rc_from(|buf| {
            buf.push_str("anonymous_");
            super::value::push_int(buf, i64::from(n));
        })
    }

    /// LLVM's `getGlobal`: a def or a top-level `defvar`.
    pub(crate) fn global(&self, name: &str) -> Option<Init> {
        if let Some(&id) = self.defs.get(name) {
            return Some(self.def_init(id));
        }
        self.globals.get(name).cloned()
    }

    pub(crate) fn set_fatal(&mut self, d: Diagnostic) {
        if self.fatal.is_none() {
            self.fatal = Some(d);
        }
    }
}

impl ClassGraph for RecordKeeper {
    fn is_subclass(&self, a: RecId, b: RecId) -> bool {
        a == b || self.record(a).is_subclass_of_id(b)
    }
    fn direct_superclasses(&self, a: RecId) -> Vec<RecRef> {
        self.record(a).direct_superclasses(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names sorted by their prefixes, then in full, are in byte order.
    #[test]
    fn names_iterate_in_byte_order() {
        let names = [
            "anonymous_10",
            "anonymous_9",
            "A",
            "A\0",
            "A\0B",
            "AB",
            "A12345678",
            "A1234567",
            "A12345679",
            "",
            "\u{e9}t\u{e9}",
            "zzzzzzzzz",
        ];
        assert_eq!(std::mem::size_of::<NameEntry>(), 24);
        // Names with the same hash (found by trying names until two
        // share it) are told apart.
        let mut seen = std::collections::HashMap::new();
        let (x, y) = (0..)
            .find_map(|i| {
                let n = format!("n{i}");
                seen.insert(name_hash(&n), n.clone())
                    .map(|other| (other, n))
            })
            .expect("a collision");
        let mut same = NameMap::default();
        same.insert(Rc::from(&*x), RecId(1));
        same.insert(Rc::from(&*y), RecId(2));
        same.insert(Rc::from("z"), RecId(3));
        same.insert(Rc::from(&*x), RecId(4));
        assert_eq!(same.get(&x), Some(&RecId(4)));
        assert_eq!(same.get(&y), Some(&RecId(2)));
        assert_eq!(same.index.iter().filter(|&&e| e != 0).count(), 3);
        let order: Vec<&str> = same.unsorted().map(|(n, _)| n).collect();
        assert_eq!(order, [&*x, &*y, "z"]);
        let mut map = NameMap::default();
        for (i, n) in names.iter().enumerate() {
            map.insert(Rc::from(*n), RecId(i as u32));
        }
        let got: Vec<&str> = map.values().map(|id| names[id.0 as usize]).collect();
        for (i, n) in names.iter().enumerate() {
            assert_eq!(map.get(n), Some(&RecId(i as u32)));
        }
        assert!(!map.contains_key("A123") && map.contains_key("AB"));
        // Replaced, not added.
        map.insert(Rc::from("AB"), RecId(99));
        assert_eq!(map.get("AB"), Some(&RecId(99)));
        assert_eq!(map.unsorted().count(), names.len());
        // The hashes of names that differ in their last bytes differ in
        // their low bits, which pick the table's buckets.
        let low: std::collections::HashSet<u32> = (0..4096)
            .map(|i| name_hash(&format!("A{i}")) & 0xffff)
            .collect();
        assert!(low.len() > 3900, "{}", low.len());
        let mut want = names.to_vec();
        want.sort();
        assert_eq!(got, want);
        // Through many growths of the index: every name found, no other.
        let mut many = NameMap::default();
        for i in 0..20_000u32 {
            many.insert(Rc::from(format!("N{i}").as_str()), RecId(i));
        }
        for i in 0..20_000u32 {
            assert_eq!(many.get(&format!("N{i}")), Some(&RecId(i)));
            assert!(!many.contains_key(&format!("M{i}")));
        }
        let used = many.index.iter().filter(|&&e| e != 0).count();
        assert_eq!(used, 20_000);
        assert!(used * 4 <= many.index.len() * 3 && many.index.len().is_power_of_two());
    }
}
