//! The `include` statements of parsed statements, with where each sits
//! (for the follow-up errors LLVM's parser adds after a failed include).

use crate::diag::{Diagnostic, Loc, Span};
use crate::tablegen::ast::{ForeachList, Stmt, StmtKind};
use crate::tablegen::parse::skip_trivia;

/// An `include` to read, with its context.
pub(super) struct Pending {
    pub(super) name: String,
    pub(super) span: Span,
    pub(super) ctx: Ctx,
}

/// Where an `include` (and so the top level of the file it reads) sits. When
/// the include fails (missing file, preprocessor error), LLVM's parser meets
/// an error token there and adds an error of its own, worded by this.
#[derive(Clone, Copy, Debug)]
pub(super) enum Ctx {
    /// The top level of the input.
    TopLevel,
    /// A `{ ... }` block: LLVM's message and the `{`.
    Braced(&'static str, Loc),
    /// The single statement of a `let`, `foreach` or `if` without braces.
    Single,
    /// A multiclass body.
    MultiClass,
}

impl Ctx {
    /// `d` with LLVM's follow-up errors at its location.
    pub(super) fn follow_up(self, mut d: Diagnostic) -> Diagnostic {
        let Some(loc) = d.loc else { return d };
        let mut more = |l: Loc, m: &str| {
            d.notes.push(Diagnostic::error(l, m));
        };
        match self {
            Ctx::TopLevel => more(loc, "Unexpected token at top level"),
            Ctx::Braced(msg, brace) => {
                more(loc, msg);
                more(brace, "to match this '{'");
            }
            Ctx::Single => more(
                loc,
                "Expected assert, class, def, defm, defset, dump, foreach, if, or let",
            ),
            Ctx::MultiClass => more(
                loc,
                "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
            ),
        }
        d
    }
}

/// The `include` statements in `s`, in lexical order (the order in which
/// the evaluator reaches them: every block body is evaluated once, in
/// order), each with its context. `ctx` is the context of `s`; `pre` is the
/// preprocessed text of its file (to find the braces of blocks).
pub(super) fn collect_includes(s: &Stmt, ctx: Ctx, pre: &[u8], out: &mut Vec<Pending>) {
    let body = |b: &[Stmt], ctx: Ctx, out: &mut Vec<Pending>| {
        for s in b {
            collect_includes(s, ctx, pre, out);
        }
    };
    let file = s.span.file;
    let block = |from: Option<u32>, words: &[&str], msg: &'static str| -> Ctx {
        match from.and_then(|f| open_brace(pre, f as usize, words)) {
            Some(at) => Ctx::Braced(
                msg,
                Loc {
                    file,
                    offset: at as u32,
                },
            ),
            None => Ctx::Single,
        }
    };
    match &s.kind {
        StmtKind::Include(name, span) => out.push(Pending {
            name: name.clone(),
            span: *span,
            ctx,
        }),
        StmtKind::Let(lets, b) => {
            if has_include(b) {
                let from = lets.last().map(|l| l.2.span.end);
                let c = block(
                    from,
                    &["in"],
                    "expected '}' at end of top level let command",
                );
                body(b, c, out);
            }
        }
        StmtKind::Foreach(_, list, b) => {
            if has_include(b) {
                let from = match list {
                    ForeachList::Value(e) => Some(e.span.end),
                    ForeachList::Ranges(r) => r
                        .last()
                        .map(|p| p.end.as_ref().unwrap_or(&p.start).span.end),
                };
                let c = block(
                    from,
                    &["?}", "in"],
                    "expected '}' at end of foreach command",
                );
                body(b, c, out);
            }
        }
        StmtKind::If(cond, t, e) => {
            if has_include(t) {
                let c = block(
                    Some(cond.span.end),
                    &["then"],
                    "expected '}' at end of 'then' clause",
                );
                body(t, c, out);
            }
            if let Some(e) = e.as_deref().filter(|e| has_include(e)) {
                let (from, words): (u32, &[&str]) = match t.last() {
                    Some(l) => (l.span.end, &["?}", "else"]),
                    None => (cond.span.end, &["then", "?{", "?}", "else"]),
                };
                let c = block(Some(from), words, "expected '}' at end of 'else' clause");
                body(e, c, out);
            }
        }
        StmtKind::Defset(_, name, b) => {
            if has_include(b) {
                let c = block(Some(name.span.end), &["="], "expected '}' at end of defset");
                body(b, c, out);
            }
        }
        StmtKind::MultiClass { body: b, .. } => body(b, Ctx::MultiClass, out),
        StmtKind::Class { .. }
        | StmtKind::Def(..)
        | StmtKind::PlainDef(_)
        | StmtKind::Defm(..)
        | StmtKind::Defvar(..)
        | StmtKind::Assert(..)
        | StmtKind::Dump(..) => {}
    }
}

/// Whether a block body contains an `include` at any depth (blocks without
/// one need no brace lookup).
fn has_include(b: &[Stmt]) -> bool {
    b.iter().any(|s| match &s.kind {
        StmtKind::Include(..) => true,
        StmtKind::Let(_, b)
        | StmtKind::Foreach(_, _, b)
        | StmtKind::Defset(_, _, b)
        | StmtKind::MultiClass { body: b, .. } => has_include(b),
        StmtKind::If(_, t, e) => has_include(t) || e.as_deref().is_some_and(has_include),
        _ => false,
    })
}

/// The offset of the `{` opening a block whose header ends at `from`: after
/// the `words` (a leading `?` marks an optional one), comments and white
/// space. `None` when the next token is not `{` (a single-statement body).
pub(super) fn open_brace(pre: &[u8], from: usize, words: &[&str]) -> Option<usize> {
    let mut i = skip_trivia(pre, from);
    for w in words {
        let (w, optional) = match w.strip_prefix('?') {
            Some(w) => (w, true),
            None => (*w, false),
        };
        if pre.get(i..)?.starts_with(w.as_bytes()) {
            i = skip_trivia(pre, i + w.len());
        } else if !optional {
            return None;
        }
    }
    (pre.get(i) == Some(&b'{')).then_some(i)
}
