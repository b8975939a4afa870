//! Parsing ahead: when the evaluator has no statement to evaluate (the
//! reader, which reads, preprocesses and parses, is behind), it parses the
//! input from the end, while the reader parses it from the start. They meet
//! in the middle, so that parsing, the front end's largest cost, is shared
//! by both threads, and the work is done only by a thread that would
//! otherwise wait: a run whose evaluator is the slower side parses as
//! without it.
//!
//! The unit of work is a *segment*: the statements of a file from its start
//! or the end of a top-level `include` to the end of the next top-level
//! `include` or of the file. The input reads as its segments in order, each
//! `include` followed by the included file's:
//!
//! ```text
//! root.td:  [seg 0 ... include "a.td"] [seg 1 ... include "b.td"] [seg 2 ...]
//! a.td:                      [seg 0 ...]                  b.td: [seg 0]
//! reading order: root#0 a#0 root#1 b#0 root#2
//! reader:        ──────────►│◄────────── :evaluator, when idle
//! ```
//!
//! The first idle moments plan, one file each: they walk the include tree
//! as the reader will (macros carried along, so that include guards hide
//! repeated files) and list the segments in reading order. Each later idle
//! moment parses one chunk of statements of the last segment that is not
//! the reader's.
//! The reader [takes](Ahead::take) each segment when it reaches it: its
//! statements if it was parsed, those parsed so far if it was begun (the
//! reader parses the rest); otherwise the segment is the reader's.
//!
//! Parsing ahead never changes a result:
//! - the reader takes a segment only if its preprocessed text is the text
//!   the evaluator parsed (the plan's macros may be wrong);
//! - a segment that does not parse is the reader's, which reports the error
//!   at its place in the stream;
//! - statements parsed ahead carry a provisional file id, set to the real
//!   one (which depends on the reading order) when the reader takes them.

use super::ast::Stmt;
use super::fxhash::FxHashMap;
use super::parse::{first_stray, scan, segment_ends, Include, StmtParser};
use super::preprocess::{preprocess_with, Macros};
use super::reader::{directive_names, find_include, PrepKey, PrepValue, Spin, MAX_INCLUDE_DEPTH};
use crate::diag::{FileId, Text};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The file id of statements parsed ahead, until the reader takes them.
const PROVISIONAL: FileId = FileId(u32::MAX);

/// A planned segment and what is parsed of it.
struct Segment {
    /// The file's preprocessed text.
    text: Text,
    /// Where the segment starts and ends in it.
    start: usize,
    end: usize,
    /// The statements parsed so far, with [`PROVISIONAL`] spans.
    stmts: Vec<Stmt>,
    /// Where parsing goes on (the end of the last statement).
    pos: usize,
    /// Whether all statements are parsed.
    done: bool,
}

/// What the reader gets of a segment parsed ahead.
pub(super) struct Taken {
    /// The statements parsed ahead, as the file's.
    pub stmts: std::vec::IntoIter<Stmt>,
    /// Where the reader goes on parsing, if not all statements are parsed.
    pub resume_at: Option<usize>,
}

impl Segment {
    fn into_taken(mut self, file: FileId) -> Taken {
        for s in &mut self.stmts {
            s.set_file(file);
        }
        Taken {
            stmts: self.stmts.into_iter(),
            resume_at: (!self.done).then_some(self.pos),
        }
    }
}

/// Where a planned segment stands.
enum Slot {
    /// Waiting for the evaluator (not begun, or begun and paused).
    Ahead(Box<Segment>),
    /// The evaluator is parsing a chunk of it.
    Parsing,
    /// Parsed, waiting for the reader.
    Done(Box<Segment>),
    /// The reader's: taken, or to be parsed by the reader (also a segment
    /// that could not be parsed ahead).
    Reader,
}

/// A segment: the file's path and the segment's start.
#[derive(Clone)]
struct Key(PathBuf, usize);

// Compared and hashed by the path's bytes: std hashes a `Path` component by
// component (about a thousand instructions per lookup, and the reader looks
// one up per segment). Both threads make paths the same way
// (`find_include`), so equal paths have equal bytes.
impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.1 == other.1 && self.0.as_os_str() == other.0.as_os_str()
    }
}

impl Eq for Key {}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write(self.0.as_os_str().as_encoded_bytes());
        h.write_usize(self.1);
    }
}

/// What the plan starts from: the input and how the reader finds and
/// preprocesses files.
struct Root {
    path: PathBuf,
    /// The input's preprocessed text (the reader's).
    text: Text,
    include_dirs: Vec<PathBuf>,
    macros: Macros,
}

#[derive(Default)]
struct State {
    /// Set by the reader; taken by the first idle moment, which plans.
    root: Option<Root>,
    /// Whether the plan is made.
    planned: bool,
    /// The planned segments still to parse ahead, in reading order (worked
    /// on from the end).
    order: Vec<Key>,
    slots: FxHashMap<Key, Slot>,
    /// How many segments the reader took with statements.
    taken: usize,
    /// The files scanned (nesting checked, includes found), by path: the
    /// preprocessed text and its includes. (This and the next two maps are
    /// filled by both sides, whichever comes to a file first.)
    scanned: HashMap<PathBuf, (Text, Vec<Include>)>,
    /// The files preprocessed, keyed as the reader keys them.
    preprocessed: HashMap<PrepKey, PrepValue>,
    /// The files read, by the name they were included under, as
    /// [`find_include`] found them.
    read: HashMap<String, (PathBuf, Text)>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when a slot leaves [`Slot::Parsing`].
    parsed: Condvar,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere leaves the state consistent (each change is one
        // assignment): go on with it.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Ends a chunk of work on `key` with `slot`.
    fn finish(&self, key: &Key, slot: Slot) {
        if let Some(s) = self.state().slots.get_mut(key) {
            *s = slot;
        }
        self.parsed.notify_all();
    }

    /// Records a file scanned (its includes), unless the other side has.
    fn give_scanned(&self, path: &Path, text: &Text, includes: &[Include]) {
        let mut state = self.state();
        if !state.scanned.contains_key(path) {
            state
                .scanned
                .insert(path.to_path_buf(), (text.clone(), includes.to_vec()));
        }
    }

    /// Records a file preprocessed, unless the other side has.
    fn give_preprocessed(&self, key: &PrepKey, value: &PrepValue) {
        let mut state = self.state();
        if !state.preprocessed.contains_key(key) {
            state.preprocessed.insert(key.clone(), value.clone());
        }
    }

    /// Records a file read for the include name `name`, unless the other
    /// side has.
    fn give_read(&self, name: &str, file: &(PathBuf, Text)) {
        let mut state = self.state();
        if !state.read.contains_key(name) {
            state.read.insert(name.to_string(), file.clone());
        }
    }
}

/// The reader's side: it gives the input and takes segments.
#[derive(Clone)]
pub(super) struct Ahead {
    shared: Arc<Shared>,
}

/// The evaluator's side: work to do while there is no statement.
pub(super) struct Helper {
    shared: Arc<Shared>,
    /// The plan being made.
    planner: Option<Planner>,
}

/// What an idle moment did.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Work {
    /// Some work (a file of the plan, a chunk of statements).
    Done,
    /// Nothing to do yet (the reader has not read the input).
    NotYet,
    /// Nothing left to do.
    Over,
}

/// Whether two texts are equal; at once when they are the same slice (the
/// reader's text is usually the plan's own, shared).
fn same_text(a: &str, b: &str) -> bool {
    std::ptr::eq(a, b) || a == b
}

/// The two sides of parsing ahead.
pub(super) fn new() -> (Ahead, Helper) {
    let shared = Arc::new(Shared::default());
    let helper = Helper {
        shared: shared.clone(),
        planner: None,
    };
    (Ahead { shared }, helper)
}

impl Ahead {
    /// Gives the input, `path`, as the reader preprocessed it (`text`,
    /// leaving the macros `macros`): the files it includes are found in
    /// `include_dirs` (after the working directory) and preprocessed from
    /// the macros as they are then.
    pub fn start(&self, path: &Path, text: Text, include_dirs: &[PathBuf], macros: &Macros) {
        let mut state = self.shared.state();
        if text.contains("include") {
            state.root = Some(Root {
                path: path.to_path_buf(),
                text,
                include_dirs: include_dirs.to_vec(),
                macros: macros.clone(),
            });
        } else {
            state.planned = true;
        }
    }

    /// The segment of the file at `path` that starts at `start`, as parsed
    /// ahead, if the evaluator has parsed some of it and its text is
    /// `text` (waiting for a chunk in progress). From now on the segment is
    /// the reader's.
    pub fn take(&self, path: &Path, start: usize, text: &str, file: FileId) -> Option<Taken> {
        let key = Key(path.to_path_buf(), start);
        let mut state = self.shared.state();
        let mut spin = Spin::new();
        loop {
            match state.slots.get_mut(&key) {
                None => {
                    state.slots.insert(key, Slot::Reader);
                    return None;
                }
                Some(Slot::Parsing) if spin.again() => {
                    drop(state);
                    state = self.shared.state();
                }
                Some(Slot::Parsing) => {
                    state = self
                        .shared
                        .parsed
                        .wait(state)
                        .unwrap_or_else(|e| e.into_inner());
                }
                Some(slot) => {
                    let seg = match std::mem::replace(slot, Slot::Reader) {
                        Slot::Done(s) => s,
                        Slot::Ahead(s) if !s.stmts.is_empty() => s,
                        _ => return None,
                    };
                    if !seg
                        .text
                        .get(seg.start..seg.end)
                        .is_some_and(|t| same_text(t, text))
                    {
                        return None;
                    }
                    state.taken += 1;
                    drop(state);
                    return Some(seg.into_taken(file));
                }
            }
        }
    }

    /// The ends of the segments of the file at `path` (but the last) if
    /// the plan scanned it with the preprocessed text `text`: its nesting
    /// is within bounds (see [`scan`]).
    pub fn scanned(&self, path: &Path, text: &str) -> Option<Vec<usize>> {
        let state = self.shared.state();
        let (t, includes) = state.scanned.get(path)?;
        same_text(t, text).then(|| segment_ends(includes))
    }

    /// Gives the plan a file the reader scanned (its includes), so that the
    /// plan does not scan it again.
    pub fn give_scanned(&self, path: &Path, text: &Text, includes: &[Include]) {
        self.shared.give_scanned(path, text, includes);
    }

    /// Gives the plan a file the reader preprocessed.
    pub fn give_preprocessed(&self, key: &PrepKey, value: &PrepValue) {
        self.shared.give_preprocessed(key, value);
    }

    /// Gives the plan a file the reader read for the include name `name`.
    pub fn give_read(&self, name: &str, file: &(PathBuf, Text)) {
        self.shared.give_read(name, file);
    }

    /// The text of a file as the plan preprocessed it, with its own
    /// `#define`s, if it did so from the same state of the macros its
    /// directives name (`key`).
    pub fn preprocessed(&self, key: &PrepKey) -> Option<PrepValue> {
        self.shared.state().preprocessed.get(key).cloned()
    }

    /// The file the plan found and read for the include name `name` (a
    /// name always resolves to the same file), if it did.
    pub fn read(&self, name: &str) -> Option<(PathBuf, Text)> {
        self.shared.state().read.get(name).cloned()
    }
}

#[cfg(test)]
impl Ahead {
    /// How many segments the reader took with statements parsed ahead.
    pub fn taken(&self) -> usize {
        self.shared.state().taken
    }
}

/// Marks the segment being parsed as the reader's if the evaluator unwinds,
/// so that the reader never waits for it.
struct Parsing<'a> {
    shared: &'a Shared,
    key: &'a Key,
    done: bool,
}

impl Drop for Parsing<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.shared.finish(self.key, Slot::Reader);
        }
    }
}

impl Helper {
    /// Does one piece of work: one file of the plan, or one chunk of
    /// statements of the last planned segment that is not the reader's.
    pub fn work(&mut self) -> Work {
        let mut state = self.shared.state();
        if let Some(root) = state.root.take() {
            drop(state);
            self.planner = Some(Planner::new(root, self.shared.clone()));
            return Work::Done;
        }
        if let Some(mut planner) = self.planner.take() {
            drop(state);
            if planner.step() {
                self.planner = Some(planner);
                return Work::Done;
            }
            let plan = std::mem::take(&mut planner.plan);
            let mut state = self.shared.state();
            state.planned = true;
            for seg in plan {
                let key = Key(seg.0, seg.1.start);
                if !state.slots.contains_key(&key) {
                    state
                        .slots
                        .insert(key.clone(), Slot::Ahead(Box::new(seg.1)));
                    state.order.push(key);
                }
            }
            return Work::Done;
        }
        let (key, mut seg) = loop {
            let Some(key) = state.order.last().cloned() else {
                return if state.planned {
                    Work::Over
                } else {
                    Work::NotYet
                };
            };
            let waiting = match state.slots.get_mut(&key) {
                Some(slot) => match std::mem::replace(slot, Slot::Parsing) {
                    Slot::Ahead(s) => Some(s),
                    other => {
                        *slot = other;
                        None
                    }
                },
                None => None,
            };
            match waiting {
                Some(s) => break (key, s),
                None => {
                    state.order.pop();
                }
            }
        };
        drop(state);
        let mut guard = Parsing {
            shared: &self.shared,
            key: &key,
            done: false,
        };
        let slot = if parse_chunk(&mut seg) {
            if seg.done {
                Slot::Done(seg)
            } else {
                Slot::Ahead(seg)
            }
        } else {
            Slot::Reader
        };
        guard.done = true;
        self.shared.finish(&key, slot);
        Work::Done
    }
}

/// The plan, made one file at a time: a walk over the include tree in
/// reading order (each file at its first reading), listing the segments.
struct Planner {
    /// The files read, preprocessed and scanned by either side, shared
    /// with the reader.
    shared: Arc<Shared>,
    dirs: Vec<PathBuf>,
    /// The macros as the reader will have them (as far as the plan knows;
    /// at first, as the input leaves them).
    macros: Macros,
    /// Include names already looked up.
    found: HashMap<String, Option<(PathBuf, Text)>>,
    seen: HashSet<PathBuf>,
    /// The files being walked, the input first.
    stack: Vec<Frame>,
    /// The segments so far, in reading order.
    plan: Vec<(PathBuf, Segment)>,
}

/// A file being walked.
struct Frame {
    path: PathBuf,
    /// Its preprocessed text.
    text: Text,
    /// Its includes still to walk.
    includes: std::vec::IntoIter<Include>,
    /// Where its current segment starts.
    start: usize,
    depth: usize,
}

impl Planner {
    fn new(root: Root, shared: Arc<Shared>) -> Self {
        let mut p = Planner {
            shared,
            dirs: root.include_dirs,
            macros: root.macros,
            found: HashMap::new(),
            seen: HashSet::from([root.path.clone()]),
            stack: Vec::new(),
            plan: Vec::new(),
        };
        p.enter(root.path, root.text, 0);
        p
    }

    /// Walks into a file (its nesting checked and its includes found in
    /// one scan). A file nested too deeply is left to the reader, which
    /// reports the error before reading any of it.
    fn enter(&mut self, path: PathBuf, text: Text, depth: usize) {
        let known = {
            let state = self.shared.state();
            state
                .scanned
                .get(&path)
                .filter(|(t, _)| same_text(t, &text))
                .map(|(_, includes)| includes.clone())
        };
        let includes = match known {
            Some(includes) => includes,
            None => {
                let mut includes = Vec::new();
                if scan(text.as_bytes(), Some(&mut includes)).is_err() {
                    return;
                }
                self.shared.give_scanned(&path, &text, &includes);
                includes
            }
        };
        self.stack.push(Frame {
            path,
            text,
            includes: includes.into_iter(),
            start: 0,
            depth,
        });
    }

    /// Walks on up to the next file read; `false` when the walk is over.
    fn step(&mut self) -> bool {
        loop {
            let Some(top) = self.stack.last_mut() else {
                return false;
            };
            let Some(inc) = top.includes.next() else {
                let f = self.stack.pop().expect("a frame");
                if !f.text[f.start..].trim().is_empty() {
                    let end = f.text.len();
                    self.plan.push((f.path, Segment::new(f.text, f.start, end)));
                }
                continue;
            };
            if inc.segment_end {
                let seg = Segment::new(top.text.clone(), top.start, inc.end);
                self.plan.push((top.path.clone(), seg));
                top.start = inc.end;
            }
            let depth = top.depth + 1;
            if depth > MAX_INCLUDE_DEPTH {
                continue;
            }
            let Some((path, raw)) = self.find(&inc.name) else {
                continue;
            };
            if !self.seen.insert(path.clone()) {
                continue;
            }
            // (Keyed as the reader keys its preprocessed texts.)
            let defined = directive_names(&raw)
                .iter()
                .map(|n| self.macros.is_defined(n))
                .collect();
            let key = (path.clone(), defined);
            let known = self.shared.state().preprocessed.get(&key).cloned();
            let text = match known {
                // The reader preprocessed it the same way: the macros as
                // that leaves them.
                Some((text, defines)) => {
                    for (_, name) in &defines {
                        self.macros.define(name);
                    }
                    text
                }
                None => match preprocessed(&raw, &mut self.macros) {
                    Some((text, defines)) => {
                        let value = (Arc::new(text), defines);
                        self.shared.give_preprocessed(&key, &value);
                        value.0
                    }
                    None => continue,
                },
            };
            self.enter(path, text, depth);
            return true;
        }
    }

    /// Finds and reads `name` as the reader does (each name once).
    fn find(&mut self, name: &str) -> Option<(PathBuf, Text)> {
        if let Some(known) = self.found.get(name) {
            return known.clone();
        }
        // The reader may have read it already.
        if let Some(read) = self.shared.state().read.get(name).cloned() {
            self.found.insert(name.to_string(), Some(read.clone()));
            return Some(read);
        }
        let found = find_include(name, &self.dirs);
        self.found.insert(name.to_string(), found.clone());
        if let Some(f) = &found {
            self.shared.give_read(name, f);
        }
        found
    }
}

impl Segment {
    fn new(text: Text, start: usize, end: usize) -> Self {
        Segment {
            text,
            start,
            end,
            stmts: Vec::new(),
            pos: start,
            done: false,
        }
    }
}

/// Parses the next chunk of statements of `seg`; `false` if its text does
/// not parse (the reader will report the error). (The nesting of the
/// whole file was checked when the plan entered it: a segment nests no
/// more deeply than the file.)
fn parse_chunk(seg: &mut Segment) -> bool {
    let text = &seg.text[..seg.end];
    let mut parser = StmtParser::resume_at(PROVISIONAL, text, seg.pos);
    loop {
        match parser.next_stmt() {
            Ok(Some(s)) => {
                seg.pos = s.span.end as usize;
                seg.stmts.push(s);
            }
            Ok(None) => {
                seg.done = true;
                return true;
            }
            Err(_) => return false,
        }
        if !parser.has_parsed_ahead() {
            return true;
        }
    }
}

/// `text` preprocessed from `macros` (left as at its end) with its own
/// `#define`s, or `None` on a preprocessor error or if it has a stray
/// character (the reader reports those).
fn preprocessed(text: &str, macros: &mut Macros) -> Option<(String, Vec<(usize, String)>)> {
    let mut defines = Vec::new();
    let out = preprocess_with(text, macros, &[], &mut defines).ok()?;
    first_stray(&out).is_none().then_some((out, defines))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_includes(b: &[u8]) -> Vec<Include> {
        let mut found = Vec::new();
        scan(b, Some(&mut found)).unwrap();
        found
    }

    fn names(t: &[u8]) -> Vec<(String, bool)> {
        scan_includes(t)
            .into_iter()
            .map(|i| (i.name, i.segment_end))
            .collect()
    }

    #[test]
    fn finds_include_statements_only() {
        let t = br#"include "a.td" // include "b.td"
/* include "c.td" /* nested */ include "d.td" */
def x { string s = "include \"e.td\""; code c = [{ include "f.td" }]; }
let x = 1 in { include   "g.td" }
includes "h.td"
if 1 then include "i.td" /* c */ else include "j.td"
"#;
        let n = |s: &str, end: bool| (s.to_string(), end);
        assert_eq!(
            names(t),
            [
                n("a.td", true),
                n("g.td", false),
                n("i.td", false),
                n("j.td", true)
            ]
        );
        assert!(names(b"include \"unterminated").is_empty());
        let ends: Vec<usize> = scan_includes(b"include \"a\"\ndef x;")
            .iter()
            .map(|i| i.end)
            .collect();
        assert_eq!(ends, [11]);
    }

    /// Plans and parses ahead everything `root` (the file `root.td` in
    /// `dir`) reads.
    fn parse_all(dir: &Path, root: &str) -> Ahead {
        let (ahead, mut helper) = new();
        assert_eq!(helper.work(), Work::NotYet);
        ahead.start(
            &dir.join("root.td"),
            Arc::new(root.to_string()),
            &[dir.to_path_buf()],
            &Macros::default(),
        );
        while helper.work() == Work::Done {}
        assert_eq!(helper.work(), Work::Over);
        ahead
    }

    #[test]
    fn parses_every_segment_once() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
        write(
            "a.td",
            "#ifndef A\n#define A\ninclude \"b.td\"\ndef a;\n#endif\n",
        );
        write("b.td", "#ifndef B\n#define B\nclass B;\n#endif\n");
        let many: String = (0..100).map(|i| format!("def c{i};\n")).collect();
        let c = format!("include \"b.td\"\n#ifdef A\n{many}#endif\n");
        write("c.td", &c);
        write("bad.td", "def bad {\n");
        let root =
            "include \"a.td\"\ndef r;\ninclude \"c.td\"\ninclude \"a.td\"\ninclude \"bad.td\"\n";
        let path = |name: &str| dir.path().join(name);
        let ahead = parse_all(dir.path(), root);
        // The plan saw `A` defined by `a.td`: `c.td` after its include of
        // `b.td` holds the 100 defs; a text that differs is not taken.
        let mut m = Macros::default();
        m.define("A");
        m.define("B");
        let c_pre = preprocessed(&c, &mut m).unwrap().0;
        let at = c.find("\n").unwrap();
        assert!(ahead
            .take(&path("c.td"), at, "def other;", FileId(7))
            .is_none());
        let ahead = parse_all(dir.path(), root);
        let taken = ahead
            .take(&path("c.td"), at, &c_pre[at..], FileId(7))
            .expect("parsed ahead");
        assert_eq!(taken.resume_at, None);
        let stmts: Vec<Stmt> = taken.stmts.collect();
        assert_eq!(stmts.len(), 100);
        assert!(stmts.iter().all(|s| s.span.file == FileId(7)));
        // A segment is taken once.
        assert!(ahead
            .take(&path("c.td"), at, &c_pre[at..], FileId(8))
            .is_none());
        // The root's second segment: `def r;` and an include.
        let r1 = root.find("\n").unwrap();
        let r2 = root.find("\"c.td\"").unwrap() + 6;
        let taken = ahead
            .take(&path("root.td"), r1, &root[r1..r2], FileId(0))
            .expect("root#1");
        assert_eq!(taken.stmts.len(), 2);
        // A segment that does not parse is the reader's.
        let bad = "def bad {\n";
        assert!(ahead.take(&path("bad.td"), 0, bad, FileId(3)).is_none());
        assert!(ahead.take(&path("unknown.td"), 0, "", FileId(4)).is_none());
    }

    #[test]
    fn the_reader_goes_on_where_parsing_ahead_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let many: String = (0..100).map(|i| format!("def d{i};\n")).collect();
        std::fs::write(dir.path().join("d.td"), &many).unwrap();
        let (ahead, mut helper) = new();
        let root = dir.path().join("root.td");
        ahead.start(
            &root,
            Arc::new("include \"d.td\"".to_string()),
            &[dir.path().to_path_buf()],
            &Macros::default(),
        );
        // The plan: the input, then d.td, then the end of the walk.
        for _ in 0..3 {
            assert_eq!(helper.work(), Work::Done);
        }
        assert!(ahead
            .take(&root, 0, "include \"d.td\"", FileId(0))
            .is_none());
        assert_eq!(helper.work(), Work::Done); // d.td: the first chunk (2 statements)
        assert_eq!(helper.work(), Work::Done); // 16 more
        let d = ahead
            .take(&dir.path().join("d.td"), 0, &many, FileId(3))
            .expect("d.td begun");
        assert_eq!(d.stmts.len(), 18);
        assert_eq!(
            d.resume_at,
            Some(many.find("def d17;").unwrap() + "def d17;".len())
        );
        // The rest is the reader's.
        assert_eq!(helper.work(), Work::Over);
    }
}
