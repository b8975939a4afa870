//! Parsing ahead: a second parser thread that parses the files the input
//! includes from the last to the first, while the reader parses them from
//! the first on. The two meet in the middle, so parsing, the front end's
//! largest cost, is shared between two threads (the evaluator, which is
//! often waiting for statements, leaves a core to share).
//!
//! ```text
//! reader:       root ─► A ─► A1 ─► B ──►│◄── C ◄── D ◄─ D1   :parser thread
//!                 (first to last)     meet      (last to first)
//! ```
//!
//! The parser thread first walks the include tree the way the reader will
//! (macros carried along, so that include guards hide repeated files) to
//! plan the files in reading order; then it parses them from the end. The
//! reader [takes](Ahead::take) a file's statements when it reaches the
//! file, if the parser has them; otherwise it marks the file as its own and
//! parses it itself.
//!
//! Parsing ahead never changes a result:
//! - a file is parsed ahead under the macros the plan expects at its
//!   include; the reader uses the statements only if every macro the file's
//!   directives name is defined, or not, as assumed;
//! - a file whose preprocessing or parsing fails is left to the reader,
//!   which reports the error at its place in the stream;
//! - statements parsed ahead carry a provisional file id, set to the real
//!   one (which depends on the reading order) when the reader takes them.

use super::ast::Stmt;
use super::parse::StmtParser;
use super::preprocess::{preprocess_with, Macros};
use super::reader::MAX_INCLUDE_DEPTH;
use crate::diag::FileId;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The file id of statements parsed ahead, until the reader takes them.
const PROVISIONAL: FileId = FileId(u32::MAX);

/// Stack size of the parser thread (as the reader's: the parser recurses on
/// nesting, bounded by [`super::parse::MAX_NESTING`]; it is only reserved).
const STACK_SIZE: usize = 512 << 20;

/// A file parsed ahead.
pub(super) struct Parsed {
    /// The preprocessed text.
    pub text: String,
    /// The file's own `#define`s with their offsets (as
    /// [`preprocess_with`] reports them).
    pub defines: Vec<(usize, String)>,
    /// Its statements, with [`PROVISIONAL`] spans (see [`Parsed::statements`]).
    stmts: Vec<Stmt>,
    /// Every macro the file's directives name, with whether it was defined
    /// when the file was preprocessed.
    assumed: Vec<(String, bool)>,
}

impl Parsed {
    /// Whether the file preprocesses under `macros` as it did when parsed
    /// ahead (and so parses to the same statements).
    pub fn holds_for(&self, macros: &Macros) -> bool {
        self.assumed
            .iter()
            .all(|(name, defined)| macros.is_defined(name) == *defined)
    }

    /// The preprocessed text, the file's own `#define`s and its statements,
    /// as the file `file`'s.
    pub fn into_parts(self, file: FileId) -> (String, Vec<(usize, String)>, Statements) {
        let stmts = self.stmts.into_iter().map(move |mut s| {
            s.set_file(file);
            s
        });
        (self.text, self.defines, Box::new(stmts))
    }
}

/// The statements of a file parsed ahead.
pub(super) type Statements = Box<dyn Iterator<Item = Stmt> + Send>;

/// Where a planned file stands.
enum Slot {
    /// Planned; nobody has started it.
    Planned,
    /// The parser thread is at it.
    Parsing,
    /// Parsed, waiting for the reader.
    Done(Box<Parsed>),
    /// The reader's: taken, or to be parsed by the reader (also a file the
    /// parser thread could not parse).
    Reader,
}

struct Shared {
    slots: Mutex<HashMap<PathBuf, Slot>>,
    /// Signalled when a slot leaves [`Slot::Parsing`].
    parsed: Condvar,
    /// The evaluator is done with the input.
    stop: Arc<AtomicBool>,
    /// The reader is done.
    closed: AtomicBool,
}

impl Shared {
    fn slots(&self) -> MutexGuard<'_, HashMap<PathBuf, Slot>> {
        // A panic elsewhere leaves the map consistent (each change is one
        // assignment): go on with it.
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.closed.load(Ordering::Relaxed)
    }

    /// Ends the parser thread's work on `path` with `slot`.
    fn finish(&self, path: &Path, slot: Slot) {
        if let Some(s) = self.slots().get_mut(path) {
            *s = slot;
        }
        self.parsed.notify_all();
    }
}

/// The reader's handle on the parser thread; dropping it tells the thread
/// to stop.
pub(super) struct Ahead {
    shared: Arc<Shared>,
}

impl Drop for Ahead {
    fn drop(&mut self) {
        self.shared.closed.store(true, Ordering::Relaxed);
    }
}

impl Ahead {
    /// Starts a parser thread for the files that `root` (the input's text)
    /// includes, found in `include_dirs` (after the working directory) and
    /// preprocessed from `macros`. `None` if `root` includes nothing or no
    /// thread can be started.
    pub fn start(
        root: &str,
        include_dirs: &[PathBuf],
        macros: &Macros,
        stop: Arc<AtomicBool>,
    ) -> Option<Ahead> {
        if !root.contains("include") {
            return None;
        }
        let shared = Arc::new(Shared {
            slots: Mutex::new(HashMap::new()),
            parsed: Condvar::new(),
            stop,
            closed: AtomicBool::new(false),
        });
        let worker = Worker {
            shared: shared.clone(),
            include_dirs: include_dirs.to_vec(),
            found: HashMap::new(),
        };
        let mut macros = macros.clone();
        let root = root.to_string();
        std::thread::Builder::new()
            .name("tblgen-parser".into())
            .stack_size(STACK_SIZE)
            .spawn(move || worker.run(&root, &mut macros))
            .ok()?;
        Some(Ahead { shared })
    }

    /// The file at `path` parsed ahead, if the parser thread has it (waiting
    /// for it if the thread is at it). Otherwise the file is the reader's
    /// from now on, and `None`.
    pub fn take(&self, path: &Path) -> Option<Parsed> {
        let mut slots = self.shared.slots();
        loop {
            match slots.get_mut(path) {
                None => {
                    slots.insert(path.to_path_buf(), Slot::Reader);
                    return None;
                }
                Some(Slot::Parsing) => {
                    slots = self
                        .shared
                        .parsed
                        .wait(slots)
                        .unwrap_or_else(|e| e.into_inner());
                }
                Some(slot) => {
                    return match std::mem::replace(slot, Slot::Reader) {
                        Slot::Done(p) => Some(*p),
                        _ => None,
                    }
                }
            }
        }
    }
}

/// A file of the plan: path and preprocessed text.
struct Planned {
    path: PathBuf,
    text: String,
    defines: Vec<(usize, String)>,
    assumed: Vec<(String, bool)>,
}

struct Worker {
    shared: Arc<Shared>,
    include_dirs: Vec<PathBuf>,
    /// Include names already looked up.
    found: HashMap<String, Option<(PathBuf, Arc<str>)>>,
}

/// Marks the file being parsed as the reader's if the parser thread
/// unwinds, so that the reader never waits for it.
struct Parsing<'a> {
    shared: &'a Shared,
    path: &'a Path,
    done: bool,
}

impl Drop for Parsing<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.shared.finish(self.path, Slot::Reader);
        }
    }
}

impl Worker {
    fn run(mut self, root: &str, macros: &mut Macros) {
        let mut plan = Vec::new();
        let mut seen = HashSet::new();
        let Some(pre) = preprocessed(root, macros) else {
            return;
        };
        self.plan(&pre.0, macros, 1, &mut seen, &mut plan);
        {
            let mut slots = self.shared.slots();
            for p in &plan {
                slots.entry(p.path.clone()).or_insert(Slot::Planned);
            }
        }
        for file in plan.into_iter().rev() {
            if self.shared.cancelled() {
                return;
            }
            let Planned {
                path,
                text,
                defines,
                assumed,
            } = file;
            match self.shared.slots().get_mut(&path) {
                Some(slot @ Slot::Planned) => *slot = Slot::Parsing,
                _ => continue,
            }
            let mut guard = Parsing {
                shared: &self.shared,
                path: &path,
                done: false,
            };
            let slot = match self.parse(&text) {
                Some(stmts) => Slot::Done(Box::new(Parsed {
                    text,
                    defines,
                    stmts,
                    assumed,
                })),
                None => Slot::Reader,
            };
            guard.done = true;
            self.shared.finish(&path, slot);
        }
    }

    /// Adds the files `text` (preprocessed) includes to `plan`, in reading
    /// order, each at its first reading.
    fn plan(
        &mut self,
        text: &str,
        macros: &mut Macros,
        depth: usize,
        seen: &mut HashSet<PathBuf>,
        plan: &mut Vec<Planned>,
    ) {
        if depth > MAX_INCLUDE_DEPTH {
            return;
        }
        for name in includes(text.as_bytes()) {
            if self.shared.cancelled() {
                return;
            }
            let Some((path, raw)) = self.find(&name) else {
                continue;
            };
            if !seen.insert(path.clone()) {
                continue;
            }
            let assumed = directive_names(&raw)
                .into_iter()
                .map(|n| {
                    let defined = macros.is_defined(&n);
                    (n, defined)
                })
                .collect();
            let Some((text, defines)) = preprocessed(&raw, macros) else {
                continue;
            };
            plan.push(Planned {
                path,
                text: String::new(),
                defines,
                assumed,
            });
            let at = plan.len() - 1;
            self.plan(&text, macros, depth + 1, seen, plan);
            plan[at].text = text;
        }
    }

    /// Finds and reads `name` as the reader does.
    fn find(&mut self, name: &str) -> Option<(PathBuf, Arc<str>)> {
        if let Some(known) = self.found.get(name) {
            return known.clone();
        }
        let read = |p: PathBuf| {
            std::fs::read_to_string(&p)
                .ok()
                .map(|t| (p, Arc::<str>::from(t)))
        };
        let found = read(PathBuf::from(name))
            .or_else(|| self.include_dirs.iter().find_map(|d| read(d.join(name))));
        self.found.insert(name.to_string(), found.clone());
        found
    }

    /// The statements of a preprocessed text, or `None` if it does not
    /// parse (or the work is cancelled).
    fn parse(&self, text: &str) -> Option<Vec<Stmt>> {
        let mut parser = StmtParser::new(PROVISIONAL, text).ok()?;
        let mut stmts = Vec::new();
        while let Some(s) = parser.next_stmt().ok()? {
            if self.shared.cancelled() {
                return None;
            }
            stmts.push(s);
        }
        Some(stmts)
    }
}

/// `text` preprocessed from `macros` (left as at its end) with its own
/// `#define`s, or `None` on a preprocessor error.
fn preprocessed(text: &str, macros: &mut Macros) -> Option<(String, Vec<(usize, String)>)> {
    let mut defines = Vec::new();
    let out = preprocess_with(text, macros, &[], &mut defines).ok()?;
    Some((out, defines))
}

/// Every name that follows `#define`, `#ifdef` or `#ifndef` in `text`
/// (anywhere: a superset of the file's directives).
fn directive_names(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while let Some(p) = b[i..].iter().position(|&c| c == b'#') {
        let at = i + p + 1;
        i = at;
        let rest = &b[at..];
        let word = ["define", "ifdef", "ifndef"]
            .into_iter()
            .find(|w| rest.starts_with(w.as_bytes()));
        let Some(word) = word else { continue };
        let mut j = at + word.len();
        while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
            j += 1;
        }
        let start = j;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
            j += 1;
        }
        if j > start {
            names.push(text[start..j].to_string());
        }
        i = j;
    }
    names
}

/// The file names of the `include` statements of a preprocessed text, in
/// order (comments, strings and code blocks skipped; a statement-level scan
/// is enough for a plan, which the reader checks anyway).
fn includes(b: &[u8]) -> Vec<String> {
    let mut names = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            i = b[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |p| i + p);
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i = skip_block_comment(b, i);
        } else if c == b'"' {
            i = skip_string(b, i).1;
        } else if c == b'[' && b.get(i + 1) == Some(&b'{') {
            i = find(b, i + 2, b"}]").map_or(b.len(), |p| p + 2);
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if &b[start..i] == b"include" {
                let mut j = i;
                while j < b.len() && b[j].is_ascii_whitespace() {
                    j += 1;
                }
                if b.get(j) == Some(&b'"') {
                    let (name, end) = skip_string(b, j);
                    if let Some(name) = name {
                        names.push(name);
                    }
                    i = end;
                }
            }
        } else {
            i += 1;
        }
    }
    names
}

/// Skips a string literal starting at `b[i] == '"'`: its contents when it
/// is a plain one-line string, and the offset after it.
fn skip_string(b: &[u8], i: usize) -> (Option<String>, usize) {
    let mut j = i + 1;
    let mut plain = true;
    while j < b.len() {
        match b[j] {
            b'"' => {
                let s = plain
                    .then(|| std::str::from_utf8(&b[i + 1..j]).ok())
                    .flatten();
                return (s.map(str::to_string), j + 1);
            }
            b'\n' => return (None, j),
            b'\\' => {
                plain = false;
                j += 2;
            }
            _ => j += 1,
        }
    }
    (None, b.len())
}

/// The offset after a (nested) block comment starting at `i`.
fn skip_block_comment(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    b.len()
}

fn find(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    b.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_include_statements_only() {
        let t = br#"include "a.td" // include "b.td"
/* include "c.td" /* nested */ include "d.td" */
def x { string s = "include \"e.td\""; code c = [{ include "f.td" }]; }
let x = 1 in { include   "g.td" }
includes "h.td"
"#;
        assert_eq!(includes(t), ["a.td", "g.td"]);
        assert_eq!(includes(b"include \"unterminated"), Vec::<String>::new());
    }

    #[test]
    fn names_the_macros_of_directives() {
        let t = "#ifndef GUARD\n#define GUARD\n  #ifdef  X_1\n#else\n#endif\n# define Y\n";
        assert_eq!(directive_names(t), ["GUARD", "GUARD", "X_1"]);
    }

    /// Runs the parser thread's work on the current thread for `root` in
    /// `dir`; returns the shared state it left.
    fn run_worker(dir: &Path, root: &str) -> Arc<Shared> {
        let shared = Arc::new(Shared {
            slots: Mutex::new(HashMap::new()),
            parsed: Condvar::new(),
            stop: Arc::new(AtomicBool::new(false)),
            closed: AtomicBool::new(false),
        });
        let worker = Worker {
            shared: shared.clone(),
            include_dirs: vec![dir.to_path_buf()],
            found: HashMap::new(),
        };
        worker.run(root, &mut Macros::default());
        shared
    }

    #[test]
    fn parses_each_included_file_once_with_its_macros() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
        write(
            "a.td",
            "#ifndef A\n#define A\ninclude \"b.td\"\ndef a;\n#endif\n",
        );
        write("b.td", "#ifndef B\n#define B\nclass B;\n#endif\n");
        write("c.td", "include \"b.td\"\n#ifdef A\ndef c;\n#endif\n");
        write("bad.td", "def bad {\n");
        let root = "include \"a.td\"\ninclude \"c.td\"\ninclude \"a.td\"\ninclude \"bad.td\"\n";
        let shared = run_worker(dir.path(), root);
        let ahead = Ahead { shared };
        let take = |name: &str| ahead.take(&dir.path().join(name));
        // `c.td` was parsed after `a.td` defined `A`: it holds only with `A`.
        let c = take("c.td").expect("c.td parsed ahead");
        let mut m = Macros::default();
        assert!(!c.holds_for(&m));
        m.define("A");
        assert!(c.holds_for(&m));
        let (_, _, stmts) = c.into_parts(FileId(7));
        let stmts: Vec<Stmt> = stmts.collect();
        assert_eq!(stmts.len(), 2);
        assert!(stmts.iter().all(|s| s.span.file == FileId(7)));
        // `a.td` defines `A` (and its own statements include `b.td`).
        let (_, defines, _) = take("a.td")
            .expect("a.td parsed ahead")
            .into_parts(FileId(1));
        assert_eq!(defines.len(), 1);
        assert!(take("b.td").is_some());
        // A file that does not parse, or was taken, is the reader's.
        assert!(take("bad.td").is_none());
        assert!(take("a.td").is_none());
        assert!(take("unknown.td").is_none());
    }

    #[test]
    fn a_parse_holds_only_under_the_same_macros() {
        let p = Parsed {
            text: String::new(),
            defines: Vec::new(),
            stmts: Vec::new(),
            assumed: vec![("G".into(), false), ("X".into(), true)],
        };
        let mut m = Macros::new(&["X".into()]);
        assert!(p.holds_for(&m));
        m.define("G");
        assert!(!p.holds_for(&m));
        assert!(!p.holds_for(&Macros::default()));
    }
}
