//! The textual pass pipeline (MLIR's `TextualPipeline` in
//! `PassRegistry.cpp`): `op-name(pass{options},nested-op(pass),...)` parsed
//! into elements, resolved against the registry, and added to a pass
//! manager; errors worded and located as `mlir-opt` reports them.

use super::manager::{Nesting, OpPassManager};
use super::options::{OptionContext, OptionFailure, OptionValue};
use super::registry::PassRegistry;
use super::PassFailure;
use crate::core::diag::render_source_line;

/// The buffer name of pipeline errors (`MLIR Textual PassPipeline Parser`).
const BUFFER: &str = "MLIR Textual PassPipeline Parser";

/// The deepest nesting of op pipelines accepted (upstream has no limit and
/// recurses; here a deeper text is an error rather than a stack overflow).
const MAX_NESTING: usize = 1000;

/// One element of a parsed pipeline: a pass (or registered pipeline) with
/// its options, or an op name with a nested pipeline.
#[derive(Debug)]
struct Element<'t> {
    /// The name, trimmed, and its byte offset in the text.
    name: &'t str,
    offset: usize,
    /// The text between the braces of `name{...}`.
    options: &'t str,
    /// The nested pipeline of `name(...)` (empty for a pass).
    inner: Vec<Element<'t>>,
}

/// The error of a pipeline text: the text to write to the error stream
/// (a located message with its source line and caret, or plain lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError(pub String);

/// Renders a located error in the pipeline text as LLVM's `SourceMgr`
/// prints it.
fn located(text: &str, offset: usize, message: &str) -> PipelineError {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line_no = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = offset - line_start + 1;
    let line_end = text[line_start..]
        .find('\n')
        .map_or(text.len(), |i| line_start + i);
    let mut out = format!("{BUFFER}:{line_no}:{col}: error: {message}\n");
    out.push_str(&render_source_line(&text[line_start..line_end], col));
    PipelineError(out)
}

/// The byte offset of `part` (a slice of `text`) in `text`.
fn offset_of(text: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

/// Parses the structure of `text` (`parsePipelineText`). Iterative over
/// nesting: deep nesting costs heap, not stack.
fn parse_text(text: &str) -> Result<Vec<Element<'_>>, PipelineError> {
    let full = text;
    // The open pipelines: each a list, and the element it belongs to.
    let mut stack: Vec<Vec<Element<'_>>> = vec![Vec::new()];
    let mut rest = text;
    loop {
        let pos = rest.find([',', '(', ')', '{']);
        let raw_name = &rest[..pos.unwrap_or(rest.len())];
        let name = raw_name.trim_matches(is_space);
        let current = stack.last_mut().expect("the outer pipeline stays");
        current.push(Element {
            name,
            offset: offset_of(full, name),
            options: "",
            inner: Vec::new(),
        });
        let Some(pos) = pos else { break };
        rest = &rest[pos..];
        match rest.as_bytes()[0] {
            b'{' => {
                let body = &rest[1..];
                let mut depth = 1usize;
                let close = body.bytes().position(|b| {
                    if b == b'{' {
                        depth += 1;
                    } else if b == b'}' {
                        depth -= 1;
                    }
                    depth == 0
                });
                let Some(close) = close else {
                    return Err(located(
                        full,
                        offset_of(full, rest),
                        "missing closing '}' while processing pass options",
                    ));
                };
                let current = stack.last_mut().expect("the outer pipeline stays");
                if let Some(e) = current.last_mut() {
                    e.options = &body[..close];
                }
                rest = body[close + 1..].trim_start_matches(is_space);
            }
            b'(' => {
                if stack.len() > MAX_NESTING {
                    return Err(located(
                        full,
                        offset_of(full, rest),
                        &format!("pass pipeline nested deeper than {MAX_NESTING} levels"),
                    ));
                }
                rest = &rest[1..];
                stack.push(Vec::new());
                continue;
            }
            _ => {}
        }
        while let Some(after) = rest.strip_prefix(')') {
            if stack.len() == 1 {
                return Err(located(
                    full,
                    offset_of(full, rest),
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("more than one pipeline");
            let parent = stack.last_mut().expect("the outer pipeline stays");
            if let Some(e) = parent.last_mut() {
                e.inner = inner;
            }
            rest = after.trim_start_matches(is_space);
        }
        if rest.is_empty() {
            break;
        }
        match rest.strip_prefix(',') {
            Some(after) => rest = after,
            None => {
                return Err(located(
                    full,
                    offset_of(full, rest),
                    "expected ',' after parsing pipeline",
                ))
            }
        }
    }
    if stack.len() > 1 {
        return Err(located(
            full,
            offset_of(full, rest),
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(stack.pop().unwrap_or_default())
}

/// LLVM's `StringRef` whitespace.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

/// Checks that every pass element names a registered pass or pipeline
/// (`resolvePipelineElements`), in order, depth first.
fn resolve(
    full: &str,
    elements: &[Element<'_>],
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    let mut work: Vec<&Element<'_>> = elements.iter().rev().collect();
    while let Some(e) = work.pop() {
        if !e.inner.is_empty() {
            work.extend(e.inner.iter().rev());
        } else if registry.lookup(e.name).is_none() {
            return Err(located(
                full,
                e.offset,
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

/// Adds parsed elements to `pm` (`addToPipeline`); `stream` is upstream's
/// error stream, to which its error handler appends each message and a
/// newline.
fn add_elements(
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
    cx: &mut OptionContext<'_>,
    stream: &mut String,
) -> Result<(), PassFailure> {
    for e in elements {
        let mut handler = |m: &str| {
            stream.push_str(m);
            stream.push('\n');
        };
        if e.inner.is_empty() {
            let registry = cx.registry;
            let entry = registry.lookup(e.name).ok_or(PassFailure)?;
            if entry
                .add_to_pipeline(pm, e.options, cx, &mut handler)
                .is_err()
            {
                handler(&format!(
                    "failed to add `{}` with options `{}`",
                    e.name, e.options
                ));
                return Err(PassFailure);
            }
        } else if add_elements(&e.inner, pm.nest(e.name), cx, stream).is_err() {
            stream.push_str(&format!(
                "failed to add `{}` with options `{}` to inner pipeline\n",
                e.name, e.options
            ));
            return Err(PassFailure);
        }
    }
    Ok(())
}

/// Parses `text` (the elements of a pipeline, without its anchor) and adds
/// it to `pm` with explicit nesting (`parsePassPipeline(text, pm, os)`);
/// on failure `stream` holds what upstream writes to its error stream.
pub fn add_pipeline_text(
    text: &str,
    pm: &mut OpPassManager,
    cx: &mut OptionContext<'_>,
    stream: &mut String,
) -> Result<(), PassFailure> {
    if text.is_empty() {
        return Ok(());
    }
    let parsed = parse_text(text).and_then(|e| resolve(text, &e, cx.registry).map(|_| e));
    let elements = match parsed {
        Ok(e) => e,
        Err(PipelineError(message)) => {
            stream.push_str(&message);
            return Err(PassFailure);
        }
    };
    let nesting = pm.nesting();
    pm.set_nesting(Nesting::Explicit);
    let r = add_elements(&elements, pm, cx, stream);
    pm.set_nesting(nesting);
    r
}

/// Parses a whole pipeline, `anchor(elements)` (`parsePassPipeline`): a
/// pass manager anchored on `anchor`; on failure `stream` holds what
/// upstream writes to its error stream.
pub fn parse_pass_pipeline(
    text: &str,
    cx: &mut OptionContext<'_>,
    stream: &mut String,
) -> Result<OpPassManager, PassFailure> {
    let text = text.trim_matches(is_space);
    let start = text.find('(').filter(|&s| s > 0);
    let (Some(start), Some(body)) = (start, text.strip_suffix(')')) else {
        stream.push_str(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        );
        return Err(PassFailure);
    };
    let anchor = text[..start].trim_end_matches(is_space);
    let mut pm = OpPassManager::new(anchor, Nesting::Implicit);
    // `body` ends before the closing ')'; "x()" leaves it empty.
    let inner = body.get(start + 1..).unwrap_or("");
    add_pipeline_text(inner, &mut pm, cx, stream)?;
    Ok(pm)
}

/// A pipeline as an option value (`cl::parser<OpPassManager>`): written
/// `anchor(passes)`, printed the same way.
impl OptionValue for OpPassManager {
    const VALUE_NAME: &'static str = "pass-manager";
    /// Parses against an empty registry (only the structure and anchors;
    /// every pass name is unknown): options are parsed with
    /// [`OptionValue::parse_in`], which has the registry.
    fn parse_option(text: &str) -> Result<Self, String> {
        let registry = PassRegistry::new();
        let mut cx = OptionContext::new(&registry, "");
        let mut stream = String::new();
        parse_pass_pipeline(text, &mut cx, &mut stream).map_err(|_| stream)
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(&self.pipeline_text());
    }
    /// Parses with the registry; the parser's errors go to the error
    /// stream as upstream's do.
    fn parse_in(text: &str, cx: &mut OptionContext<'_>) -> Result<Self, OptionFailure> {
        let mut stream = String::new();
        match parse_pass_pipeline(text, cx, &mut stream) {
            Ok(pm) => Ok(pm),
            Err(PassFailure) => {
                cx.direct.push_str(&stream);
                Err(OptionFailure::Reported)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(e: &[Element<'_>]) -> String {
        e.iter()
            .map(|e| {
                let mut s = e.name.to_string();
                if !e.options.is_empty() {
                    s.push_str(&format!("{{{}}}", e.options));
                }
                if !e.inner.is_empty() {
                    s.push_str(&format!("({})", names(&e.inner)));
                }
                s
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    #[test]
    fn structure_is_parsed() {
        let e = parse_text("func.func(canonicalize{max-iterations=3 top-down}, cse) , any(cse)")
            .expect("parses");
        assert_eq!(
            names(&e),
            "func.func(canonicalize{max-iterations=3 top-down},cse),any(cse)"
        );
        assert_eq!(e[1].offset, 58);
    }

    #[test]
    fn errors_are_located() {
        let e = parse_text("canonicalize)").expect_err("extra paren");
        assert_eq!(
            e.0,
            "MLIR Textual PassPipeline Parser:1:13: error: encountered extra closing ')' creating \
             unbalanced parentheses while parsing pipeline\ncanonicalize)\n            ^\n"
        );
        let e = parse_text("cse{a").expect_err("no brace");
        assert!(e
            .0
            .starts_with("MLIR Textual PassPipeline Parser:1:4: error: missing closing '}'"));
        let e = parse_text("f(cse").expect_err("unbalanced");
        assert!(e
            .0
            .starts_with("MLIR Textual PassPipeline Parser:1:3: error: encountered unbalanced"));
        let e = parse_text("f(cse) x").expect_err("comma");
        assert!(e
            .0
            .starts_with("MLIR Textual PassPipeline Parser:1:8: error: expected ','"));
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let ok = format!("{}cse{}", "a(".repeat(MAX_NESTING), ")".repeat(MAX_NESTING));
        assert!(parse_text(&ok).is_ok());
        let text = format!("{}cse{}", "a(".repeat(50_000), ")".repeat(50_000));
        let e = parse_text(&text).expect_err("too deep");
        assert!(e.0.contains("nested deeper than 1000 levels"), "{}", e.0);
    }
}
