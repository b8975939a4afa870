//! The reader proper: a file looked up, read, preprocessed (once per state
//! of the macros its directives name), its statements sent in batches and
//! its `include`s followed in lexical order; preprocessor errors worded as
//! llvm-tblgen's.

use super::includes::{collect_includes, Ctx, Pending};
use super::segments::Statements;
use super::{
    directive_names, Entered, Event, Flags, OwnedRoot, PrepKey, PrepValue, Preprocessed, Tx, BATCH,
    MAX_INCLUDE_DEPTH,
};
use crate::diag::{Diagnostic, FileId, Loc, Text};
use crate::tablegen::ahead::Ahead;
use crate::tablegen::parse::{first_stray, stray_error};
use crate::tablegen::preprocess::{preprocess_with, Injection, Macros};
use crate::tablegen::Options;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The reader stops: it sent an error, or the evaluator is gone.
struct Stop;

type Flow = Result<(), Stop>;

pub(super) struct Reader {
    include_dirs: Vec<PathBuf>,
    pub(super) macros: Macros,
    next_file: u32,
    depth: usize,
    batch: Vec<Event>,
    tx: Tx,
    /// Set when the evaluator has dropped its end of the stream, or waits.
    flags: Arc<Flags>,
    /// Texts already read, by the name they were included under (a name
    /// always resolves to the same path; headers behind include guards are
    /// included many times).
    read: crate::tablegen::fxhash::FxHashMap<String, (PathBuf, Text)>,
    /// Files parsed ahead by the evaluator while it waits (when reading on
    /// a thread of its own).
    pub(super) ahead: Option<Ahead>,
    /// The macros each file's directives name, by path.
    directive_names: crate::tablegen::fxhash::FxHashMap<PathBuf, Vec<String>>,
    /// Preprocessed texts (with their own `#define`s) by path and the state
    /// (defined or not) of the macros the file's directives name.
    preprocessed: crate::tablegen::fxhash::FxHashMap<PrepKey, PrepValue>,
}

impl Reader {
    pub(super) fn new(opts: &Options, first_file: FileId, tx: Tx, flags: Arc<Flags>) -> Self {
        Reader {
            include_dirs: opts.include_dirs.clone(),
            macros: Macros::new(&opts.defines),
            next_file: first_file.0,
            depth: 0,
            batch: Vec::new(),
            tx,
            flags,
            read: Default::default(),
            ahead: None,
            directive_names: Default::default(),
            preprocessed: Default::default(),
        }
    }

    pub(super) fn run(mut self, root: OwnedRoot) {
        if self.root(root).is_ok() {
            let _ = self.flush();
        }
    }

    fn root(&mut self, root: OwnedRoot) -> Flow {
        let (path, text) = match root {
            OwnedRoot::File(p) => match std::fs::read(&p) {
                Ok(t) => (p, crate::diag::bytes::from_bytes(t)),
                Err(e) => {
                    return self.fail(Diagnostic::unlocated(format!(
                        "Could not open input file '{}': {}",
                        p.display(),
                        e
                    )))
                }
            },
            OwnedRoot::Text(name, text) => (PathBuf::from(name), text),
        };
        let text: Text = Arc::new(text);
        self.file(path, text, None, Ctx::TopLevel)
    }

    fn flush(&mut self) -> Flow {
        if self.batch.is_empty() {
            return Ok(());
        }
        // (Batches are mostly a chunk of statements, 4 or fewer: the next
        // one grows as needed rather than taking room for `BATCH` events,
        // which are large (measured: 1.7 MB less allocated on FuncOps.td,
        // freed by the other thread).)
        let b = std::mem::take(&mut self.batch);
        let sent = match &self.tx {
            Tx::Bounded(tx) => tx.send(b).is_ok(),
            Tx::Unbounded(tx) => tx.send(b).is_ok(),
        };
        if sent {
            Ok(())
        } else {
            Err(Stop)
        }
    }

    fn push(&mut self, e: Event) -> Flow {
        if self.flags.stop.load(Ordering::Relaxed) {
            return Err(Stop);
        }
        self.batch.push(e);
        if self.batch.len() >= BATCH {
            self.flush()
        } else {
            Ok(())
        }
    }

    /// Sends `d` as the last event.
    fn fail(&mut self, d: Diagnostic) -> Flow {
        self.batch.push(Event::Error(Box::new(d)));
        self.flush()?;
        Err(Stop)
    }

    /// Preprocesses and parses a file, expanding its includes in place.
    /// `ctx` is where the file's top level sits (for LLVM's follow-up errors).
    fn file(&mut self, path: PathBuf, text: Text, included_from: Option<Loc>, ctx: Ctx) -> Flow {
        let file = FileId(self.next_file);
        self.next_file += 1;
        let before = self.macros.clone();
        let mut pre = self.preprocess_once(file, &path, &text, &before);
        if included_from.is_none() && self.depth == 0 {
            // The input: parsing ahead starts from its preprocessed text
            // (none if it does not preprocess).
            if let (Some(a), None) = (&self.ahead, &pre.error) {
                a.start(&path, pre.text.clone(), &self.include_dirs, &self.macros);
            }
        }
        // Segments parsed ahead are for the text as first preprocessed.
        let mut ahead = match &self.ahead {
            Some(a) if pre.error.is_none() => Some((a.clone(), path.clone())),
            _ => None,
        };
        self.push(Event::Enter(Box::new(Entered {
            file,
            path,
            text: text.clone(),
            included_from,
            errors: std::mem::take(&mut pre.nul_errors),
        })))?;
        // Macros defined by the files this one includes, from each include on.
        let mut injected: Vec<Injection> = Vec::new();
        let mut last_if: Option<Option<usize>> = None;
        let mut start = 0;
        loop {
            // Reads statements from `start`; stops early (with the text
            // preprocessed anew) when an include defined a macro that changes
            // how the rest of the file preprocesses.
            let restart = {
                let mut parser = match Statements::new(file, &pre.text, start, ahead.take()) {
                    Ok(p) => p,
                    Err(d) => return self.fail(pre.error.unwrap_or(d)),
                };
                let mut includes = Vec::new();
                loop {
                    // About to parse: what is ready goes to the evaluator
                    // first, if it waits for it.
                    if !parser.has_parsed_ahead() && self.flags.waiting.load(Ordering::Relaxed) {
                        self.flush()?;
                    }
                    match parser.next_stmt() {
                        Ok(Some(s)) => {
                            let stmt_end = s.span.end as usize;
                            collect_includes(&s, ctx, pre.text.as_bytes(), &mut includes);
                            self.push(Event::stmt(s))?;
                            let mut defined_more = false;
                            for inc in includes.drain(..) {
                                defined_more |=
                                    self.include_at(inc, &before, &mut injected, &pre.defines)?;
                            }
                            // (Whether a condition follows: the offset of
                            // the last one, found once.)
                            if defined_more
                                && last_if
                                    .get_or_insert_with(|| {
                                        let b = text.as_bytes();
                                        memchr::memrchr_iter(b'#', b)
                                            .find(|&at| b[at + 1..].starts_with(b"if"))
                                    })
                                    .is_some_and(|at| at >= stmt_end)
                            {
                                let again = self.preprocess_file(file, &text, &before, &injected);
                                // (Any preprocessor error: read on from the new text.)
                                let same = again.text.get(stmt_end..) == pre.text.get(stmt_end..)
                                    && again.error.is_none()
                                    && pre.error.is_none();
                                if !same {
                                    break Some((again, stmt_end));
                                }
                            }
                        }
                        Ok(None) => {
                            return match pre.error {
                                // The directive is between statements: the
                                // parser meets LLVM's error token where `ctx`
                                // expects a statement.
                                Some(d) => self.fail(ctx.follow_up(d)),
                                // (Sent before the parser, and its table of
                                // names, is dropped: a million names take a
                                // while to free, and the evaluator would
                                // wait for the last statements meanwhile.)
                                None => {
                                    self.push(Event::Leave)?;
                                    self.flush()
                                }
                            };
                        }
                        // A statement cut short by the preprocessor error or
                        // at a stray character: LLVM's follow-up is a syntax
                        // error of its own; report the first error alone.
                        // (A syntax error before a stray character comes
                        // first.)
                        Err(d) => {
                            let offset = |d: &Diagnostic| d.loc.map(|l| l.offset);
                            return self.fail(match pre.error {
                                Some(e) if !(pre.stray && offset(&d) < offset(&e)) => e,
                                _ => d,
                            });
                        }
                    }
                }
            };
            if let Some((again, at)) = restart {
                pre = again;
                start = at;
            }
        }
    }

    /// [`Self::preprocess_file`] with no macros from includes yet, done
    /// once per file and state of the macros its directives name: a file
    /// included again (behind its include guard) is not preprocessed again.
    fn preprocess_once(
        &mut self,
        file: FileId,
        path: &Path,
        text: &str,
        before: &Macros,
    ) -> Preprocessed {
        let names = self
            .directive_names
            .entry(path.to_path_buf())
            .or_insert_with(|| directive_names(text));
        let key = (
            path.to_path_buf(),
            names
                .iter()
                .map(|n| before.is_defined(n))
                .collect::<Vec<bool>>(),
        );
        if !self.preprocessed.contains_key(&key) {
            // The plan may have preprocessed it the same way.
            if let Some(v) = self.ahead.as_ref().and_then(|a| a.preprocessed(&key)) {
                self.preprocessed.insert(key.clone(), v);
            }
        }
        if let Some((text, defines)) = self.preprocessed.get(&key) {
            // (The macro set as preprocessing leaves it.)
            for (_, name) in defines {
                self.macros.define(name);
            }
            return Preprocessed {
                text: text.clone(),
                error: None,
                stray: false,
                defines: defines.clone(),
                nul_errors: Vec::new(),
            };
        }
        let pre = self.preprocess_file(file, text, before, &[]);
        if pre.error.is_none() {
            let value = (pre.text.clone(), pre.defines.clone());
            // (The plan need not preprocess it again.)
            if let Some(a) = &self.ahead {
                a.give_preprocessed(&key, &value);
            }
            self.preprocessed.insert(key, value);
        }
        pre
    }

    /// Preprocesses a file's text from the macros at its start (`before`)
    /// and those its includes defined (`injected`), leaving the macro set as
    /// it is at the end of the file; also returns the file's own `#define`s
    /// with their offsets. Like LLVM's lexer, which preprocesses
    /// as it goes, a preprocessor error is met only after the statements
    /// before it: the text is then cut at the directive's line (those
    /// statements are read first) and the error returned beside it.
    fn preprocess_file(
        &mut self,
        file: FileId,
        text: &str,
        before: &Macros,
        injected: &[Injection],
    ) -> Preprocessed {
        let mut macros = before.clone();
        let mut defines = Vec::new();
        let pre = preprocess_with(text, &mut macros, injected, &mut defines);
        self.macros = macros;
        match pre {
            Ok(text) => {
                let (text, nul_errors) = nul_characters(file, text);
                let mut pre = match first_stray(&text) {
                    Some(at) => cut_at_stray(file, text, at, defines),
                    None => Preprocessed {
                        text: text.into(),
                        error: None,
                        stray: false,
                        defines,
                        nul_errors: Vec::new(),
                    },
                };
                pre.nul_errors = nul_errors;
                pre
            }
            Err(e) => {
                let at_eof = e.message.starts_with("Reached EOF");
                let cut = if at_eof {
                    text.len()
                } else {
                    let b = &text.as_bytes()[..e.offset.min(text.len())];
                    b.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
                };
                let partial =
                    preprocess_prefix(&text[..cut], before.clone(), injected).unwrap_or_default();
                // (A stray character before the directive is met first.)
                if let Some(at) = first_stray(&partial) {
                    return cut_at_stray(file, partial, at, defines);
                }
                let mut d = preprocessor_error(file, text, e.offset, e.message, at_eof);
                if let Some(prev) = e.previous_else {
                    d.notes.push(preprocessor_error(
                        file,
                        text,
                        prev,
                        "Previous #else is here".into(),
                        false,
                    ));
                }
                Preprocessed {
                    text: partial.into(),
                    error: Some(d),
                    stray: false,
                    defines,
                    nul_errors: Vec::new(),
                }
            }
        }
    }

    /// Reads an included file with the macros as they are at its `include`
    /// in the including file (whose macros at its start were `before`, whose
    /// includes so far defined `injected` and which defines `defines`
    /// itself): not those the including file defines after it. The macros
    /// the included file defined are added to `injected` (from the end of
    /// the `include` on; returns whether there were any) and to the macro
    /// set, which is otherwise left as at the end of the including file.
    fn include_at(
        &mut self,
        inc: Pending,
        before: &Macros,
        injected: &mut Vec<Injection>,
        defines: &[(usize, String)],
    ) -> Result<bool, Stop> {
        let at = inc.span.end as usize;
        let added = if defines.iter().all(|(o, _)| *o < at) {
            // The usual case (an include guard's define comes first): the
            // macros at the include are those at the end of the file.
            let n = self.macros.len();
            self.include(inc)?;
            self.macros.defined_after(n).to_vec()
        } else {
            self.include_with_macros_at(inc, at, before, injected, defines)?
        };
        if added.is_empty() {
            return Ok(false);
        }
        injected.push((at, added));
        Ok(true)
    }

    /// [`Self::include_at`] when the including file defines macros after
    /// the `include`: the macro set is rebuilt as it is at `at`.
    fn include_with_macros_at(
        &mut self,
        inc: Pending,
        at: usize,
        before: &Macros,
        injected: &[Injection],
        defines: &[(usize, String)],
    ) -> Result<Vec<String>, Stop> {
        let at_end = std::mem::take(&mut self.macros);
        let mut known = before.clone();
        for name in injected.iter().flat_map(|(_, n)| n) {
            known.define(name);
        }
        for (_, name) in defines.iter().take_while(|(o, _)| *o < at) {
            known.define(name);
        }
        let n = known.len();
        self.macros = known;
        let r = self.include(inc);
        let added = self.macros.defined_after(n).to_vec();
        self.macros = at_end;
        r?;
        for name in &added {
            self.macros.define(name);
        }
        Ok(added)
    }

    /// Reads an included file (once per name: a name always resolves to the
    /// same path) and reads on in it.
    fn include(&mut self, inc: Pending) -> Flow {
        let loc = inc.span.loc();
        if self.depth >= MAX_INCLUDE_DEPTH {
            return self.fail(Diagnostic::error(
                loc,
                format!(
                    "include nested too deeply (more than {} levels; include cycle?)",
                    MAX_INCLUDE_DEPTH
                ),
            ));
        }
        let found = match self.read.get(&inc.name) {
            Some(known) => Some(known.clone()),
            None => {
                // The plan may have read it already.
                let ahead = self.ahead.as_ref();
                let found = match ahead.and_then(|a| a.read(&inc.name)) {
                    Some(f) => Some(f),
                    None => {
                        let found = find_include(&inc.name, &self.include_dirs);
                        // (The plan need not read it again.)
                        if let (Some(a), Some(f)) = (ahead, &found) {
                            a.give_read(&inc.name, f);
                        }
                        found
                    }
                };
                if let Some(f) = &found {
                    self.read.insert(inc.name.clone(), f.clone());
                }
                found
            }
        };
        let Some((path, text)) = found else {
            let d = Diagnostic::error(loc, format!("Could not find include file '{}'", inc.name));
            return self.fail(inc.ctx.follow_up(d));
        };
        self.depth += 1;
        let r = self.file(path, text, Some(loc), inc.ctx);
        self.depth -= 1;
        r
    }
}

/// A preprocessed text cut at its stray character at `at` (see
/// [`first_stray`]), with llvm-tblgen's error there.
fn cut_at_stray(
    file: FileId,
    mut text: String,
    at: usize,
    defines: Vec<(usize, String)>,
) -> Preprocessed {
    text.truncate(at);
    Preprocessed {
        text: text.into(),
        error: Some(stray_error(file, at)),
        stray: true,
        defines,
        nul_errors: Vec::new(),
    }
}

/// llvm-tblgen's errors at NUL characters of a preprocessed text, which its
/// lexer reports and reads on ("treated as space"): one per NUL, at the
/// start of the token being lexed (the NUL itself between tokens, the
/// comment or code block holding it); none in a string or a `//` comment,
/// which its lexer reads without looking at each byte. The NULs between
/// tokens become spaces.
fn nul_characters(file: FileId, text: String) -> (String, Vec<Diagnostic>) {
    if memchr::memchr(0, text.as_bytes()).is_none() {
        return (text, Vec::new());
    }
    let mut b = text.into_bytes();
    let mut errors = Vec::new();
    let mut report = |at: usize| {
        errors.push(Diagnostic::error(
            Loc {
                file,
                offset: at as u32,
            },
            "NUL character is invalid in source; treated as space",
        ))
    };
    let n = b.len();
    let mut i = 0;
    while i < n {
        match b[i] {
            0 => {
                report(i);
                b[i] = b' ';
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &b[i..]).map_or(n, |p| i + p);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let end = crate::tablegen::preprocess::block_comment_end(&b, i + 2).unwrap_or(n);
                for _ in memchr::memchr_iter(0, &b[i..end]) {
                    report(i);
                }
                i = end;
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                let end = memchr::memmem::find(&b[i + 2..], b"}]").map_or(n, |p| i + 2 + p + 2);
                for _ in memchr::memchr_iter(0, &b[i..end]) {
                    report(i);
                }
                i = end;
            }
            b'"' => {
                i += 1;
                while i < n && !matches!(b[i], b'"' | b'\n') {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    // (Only NULs were replaced, by spaces.)
    let text =
        String::from_utf8(b).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    (text, errors)
}

/// Finds and reads the included file `name`: the working directory first,
/// then the include directories in order.
pub(in crate::tablegen) fn find_include(name: &str, dirs: &[PathBuf]) -> Option<(PathBuf, Text)> {
    // (A text that is not UTF-8 is read too: see `diag::bytes`.)
    let read = |p: PathBuf| {
        std::fs::read(&p)
            .ok()
            .map(|t| (p, Arc::new(crate::diag::bytes::from_bytes(t))))
    };
    read(PathBuf::from(name)).or_else(|| dirs.iter().find_map(|d| read(d.join(name))))
}

/// The preprocessed text of `prefix` (a file cut at a line start, before a
/// directive in error), or `None` if it cannot be had: conditions still open
/// at the cut are closed by appended `#endif` lines.
pub(super) fn preprocess_prefix(
    prefix: &str,
    macros: Macros,
    injected: &[Injection],
) -> Option<String> {
    const MAX_OPEN: usize = 16;
    let mut text = prefix.to_string();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    for _ in 0..=MAX_OPEN {
        match preprocess_with(&text, &mut macros.clone(), injected, &mut Vec::new()) {
            Ok(mut out) => {
                // The output keeps the input's length and line breaks.
                if out.len() != text.len() || !out.is_char_boundary(prefix.len()) {
                    return None;
                }
                out.truncate(prefix.len());
                // A disabled region open at the cut was blanked together with
                // the appended lines into one `/* ... */`: drop its opening.
                let t = out.trim_end_matches([' ', '\n']).len();
                if out[..t].ends_with("/*") {
                    out.replace_range(t - 2..t, "  ");
                }
                return Some(out);
            }
            Err(e) if e.message.starts_with("Reached EOF") => text.push_str("#endif\n"),
            Err(_) => return None,
        }
    }
    None
}

/// A preprocessor error located as `llvm-tblgen` reports it; an unterminated
/// condition is reported at the end of the file, with an error pointing at
/// the condition's macro name.
fn preprocessor_error(
    file: FileId,
    text: &str,
    offset: usize,
    message: String,
    at_eof: bool,
) -> Diagnostic {
    if !at_eof {
        // Errors about `#else` / `#endif` are at their `#`; LLVM points just
        // after it.
        let at_hash = text.as_bytes().get(offset) == Some(&b'#');
        return Diagnostic::error(
            Loc {
                file,
                offset: (offset + usize::from(at_hash)) as u32,
            },
            message,
        );
    }
    // `offset` is the `#` of the open `#ifdef`/`#ifndef`, where LLVM points
    // at its macro name, or of its `#else`, where LLVM points just after
    // the `#`.
    let b = text.as_bytes();
    let mut i = offset.min(b.len());
    if b.get(i) == Some(&b'#') {
        i += 1;
    }
    if !b[i..].starts_with(b"else") {
        while i < b.len() && b[i].is_ascii_alphabetic() {
            i += 1;
        }
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
    }
    let eof = Loc {
        file,
        offset: text.len() as u32,
    };
    let mut d = Diagnostic::error(eof, message);
    d.notes.push(Diagnostic::error(
        Loc {
            file,
            offset: i as u32,
        },
        "The latest preprocessor control is here",
    ));
    d
}
