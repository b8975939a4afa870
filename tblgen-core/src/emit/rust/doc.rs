//! Turns an op's summary and Markdown description into rustdoc text.
//!
//! Code blocks of a description are not Rust: fences without a language or
//! with another language (`mlir`, `c++`, ...) become ```` ```text ````, and
//! indented code blocks become fenced `text` blocks, so that `cargo test`
//! never runs them as doctests. ```` ```rust ```` fences are kept.

use super::writer::reindent;

/// The rustdoc text of an item: the summary (if any), a blank line, then
/// the description with its code blocks tagged.
pub fn doc_text(summary: &str, description: &str) -> String {
    let mut out = String::new();
    let summary = summary.trim();
    if !summary.is_empty() {
        out.push_str(&link_bare_urls(&escape_prose(summary, &[])));
        out.push('\n');
    }
    let body = tag_code_blocks(description);
    if !body.is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&body);
    }
    out
}

/// A text whose first line starts right after its opening `[{`
/// (`[{Returns ...` then indented lines) has the common indentation of
/// the other lines removed from them; otherwise [`reindent`] would keep
/// them indented, and they would read as a code block.
fn dedent_after_hanging_first_line(markdown: &str) -> std::borrow::Cow<'_, str> {
    let Some((first, rest)) = markdown.split_once('\n') else {
        return markdown.into();
    };
    if first.trim().is_empty() || first.starts_with(char::is_whitespace) {
        return markdown.into();
    }
    let common = rest
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    if common == 0 {
        return markdown.into();
    }
    let mut out = String::with_capacity(markdown.len());
    out.push_str(first);
    for l in rest.lines() {
        out.push('\n');
        out.push_str(l.get(common..).unwrap_or_else(|| l.trim_start()));
    }
    out.into()
}

/// Re-indents a Markdown text and tags its code blocks (see the module
/// documentation).
pub fn tag_code_blocks(markdown: &str) -> String {
    let markdown = dedent_after_hanging_first_line(markdown);
    let lines = reindent(&markdown);
    let labels = reference_labels(&lines);
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut in_fence: Option<String> = None;
    let mut in_indented = false;
    let mut prev_blank = true;
    let mut list_indent: Option<usize> = None;
    for line in lines {
        let trimmed = line.trim_start();
        if let Some(marker) = &in_fence {
            if trimmed.starts_with(marker.as_str())
                && trimmed.trim_start_matches(['`', '~']).trim().is_empty()
            {
                in_fence = None;
            }
            out.push(line.to_string());
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            if in_indented {
                out.push("```".into());
                in_indented = false;
            }
            let fence_char = &trimmed[..1];
            let n = trimmed
                .chars()
                .take_while(|c| c.to_string() == fence_char)
                .count();
            let marker = fence_char.repeat(n);
            let lang = trimmed[n..].trim();
            let indent = &line[..line.len() - trimmed.len()];
            let keep = lang == "rust" || lang.starts_with("rust,") || lang == "text";
            if keep {
                out.push(line.to_string());
            } else {
                out.push(format!("{}{}text", indent, marker));
            }
            in_fence = Some(marker);
            prev_blank = false;
            continue;
        }
        let indented = line.starts_with("    ") || line.starts_with('\t');
        if in_indented {
            if line.is_empty() || indented {
                out.push(dedent4(line).to_string());
                continue;
            }
            // Close before the trailing blank lines of the block.
            let mut blanks = 0;
            while out.last().is_some_and(|l| l.is_empty()) {
                out.pop();
                blanks += 1;
            }
            out.push("```".into());
            out.extend((0..blanks).map(|_| String::new()));
            in_indented = false;
        } else if indented && prev_blank {
            out.push("```text".into());
            out.push(dedent4(line).to_string());
            in_indented = true;
            prev_blank = false;
            continue;
        }
        prev_blank = line.is_empty();
        // A list item's lazy continuation lines are indented to its text
        // (the Markdown is the same; clippy's `doc_lazy_continuation`
        // rejects them unindented).
        let line = match (list_item_indent(line), list_indent) {
            (Some(n), _) => {
                list_indent = Some(n);
                line.to_string()
            }
            (None, Some(n)) if !line.is_empty() => {
                let have = line.len() - trimmed.len();
                format!("{}{}", " ".repeat(n.saturating_sub(have)), line)
            }
            _ => {
                list_indent = None;
                line.to_string()
            }
        };
        out.push(link_bare_urls(&escape_prose(&line, &labels)));
    }
    if in_indented {
        while out.last().is_some_and(|l| l.is_empty()) {
            out.pop();
        }
        out.push("```".into());
    }
    if let Some(marker) = in_fence {
        out.push(marker);
    }
    let mut s = out.join("\n");
    if !s.is_empty() {
        s.push('\n');
    }
    s
}

/// Where the text of a list item line (`1. text`, `- text`, `* text`)
/// starts, if `line` is one.
fn list_item_indent(line: &str) -> Option<usize> {
    let trimmed = line.trim_start();
    let lead = line.len() - trimmed.len();
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    let marker = if digits > 0 && matches!(trimmed.as_bytes().get(digits), Some(b'.' | b')')) {
        digits + 1
    } else if matches!(trimmed.as_bytes().first(), Some(b'-' | b'*' | b'+')) {
        1
    } else {
        return None;
    };
    let rest = &trimmed[marker..];
    let spaces = rest.len() - rest.trim_start_matches(' ').len();
    (spaces > 0 && !rest.trim().is_empty()).then_some(lead + marker + spaces)
}

/// The labels of a text's link reference definitions (`[label]: url`).
fn reference_labels<S: AsRef<str>>(lines: &[S]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| {
            let rest = l.as_ref().trim_start().strip_prefix('[')?;
            let (label, after) = rest.split_once(']')?;
            after.starts_with(':').then(|| label.to_string())
        })
        .collect()
}

/// HTML elements upstream's prose may use as such (rustdoc renders them);
/// any other `<word` is text.
const HTML_ELEMENTS: &[&str] = &[
    "a",
    "b",
    "blockquote",
    "br",
    "code",
    "dd",
    "details",
    "div",
    "dl",
    "dt",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "img",
    "kbd",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "span",
    "strong",
    "sub",
    "summary",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "tt",
    "u",
    "ul",
];

/// Escapes what rustdoc would read otherwise in a prose line of upstream's
/// Markdown (written for MLIR's website): a bracketed word that links
/// nowhere (`[4,5,6]`, `[2]`) would be an unresolved intra-doc link, and
/// `<value>` an unclosed HTML tag, rendered as nothing. Code spans, links
/// (`[text](url)`, `[text][label]`, a defined `[label]`), autolinks and
/// HTML elements stay as they are.
fn escape_prose(line: &str, labels: &[String]) -> String {
    let mut out = String::with_capacity(line.len());
    let mut in_code = false;
    let mut rest = line;
    while let Some(i) = rest.find(['`', '\\', '[', '<']) {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        let c = at.as_bytes()[0];
        rest = &at[1..];
        if c == b'`' {
            in_code = !in_code;
            out.push('`');
            continue;
        }
        if in_code {
            out.push(c as char);
            continue;
        }
        match c {
            // An escape: kept with the character it escapes.
            b'\\' => {
                out.push('\\');
                if let Some(next) = rest.chars().next() {
                    out.push(next);
                    rest = &rest[next.len_utf8()..];
                }
            }
            b'[' => {
                let word = rest
                    .split_once(']')
                    .filter(|(inner, _)| !inner.is_empty() && !inner.contains(char::is_whitespace));
                let is_link = match word {
                    None => true,
                    Some((inner, after)) => {
                        after.starts_with(['(', '[', ':'])
                            || labels.iter().any(|l| l == inner)
                            || out.ends_with(']')
                    }
                };
                match word {
                    Some((inner, after)) if !is_link => {
                        out.push_str("\\[");
                        out.push_str(inner);
                        out.push_str("\\]");
                        rest = after;
                    }
                    _ => out.push('['),
                }
            }
            _ => {
                // `<`: a tag name or a closing tag's slash, else plain text.
                let name: String = rest
                    .trim_start_matches('/')
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric())
                    .collect();
                let autolink = rest.starts_with("http://")
                    || rest.starts_with("https://")
                    || rest.starts_with("mailto:");
                let element = HTML_ELEMENTS.contains(&name.to_ascii_lowercase().as_str());
                let tag_like = name.starts_with(|c: char| c.is_ascii_alphabetic());
                if tag_like && !autolink && !element {
                    out.push_str("\\<");
                } else {
                    out.push('<');
                }
            }
        }
    }
    out.push_str(rest);
    out
}

/// Puts a bare `http(s)://` URL of a prose line in angle brackets, which
/// rustdoc turns into a link (a bare one is its `bare_urls` warning); URLs
/// in code spans, angle brackets or a Markdown link's target stay.
fn link_bare_urls(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    let mut in_code = false;
    while let Some(i) = rest.find(['`', 'h']) {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        if let Some(after) = at.strip_prefix('`') {
            in_code = !in_code;
            out.push('`');
            rest = after;
            continue;
        }
        let is_url = at.starts_with("https://") || at.starts_with("http://");
        let quoted = out.ends_with('<') || out.ends_with('(') || out.ends_with('"');
        if !is_url || in_code || quoted {
            out.push('h');
            rest = &at[1..];
            continue;
        }
        let end = at
            .find(|c: char| c.is_whitespace() || matches!(c, ')' | '>' | ']' | '"' | '\''))
            .unwrap_or(at.len());
        let url = at[..end].trim_end_matches(['.', ',', ';', ':']);
        out.push('<');
        out.push_str(url);
        out.push('>');
        rest = &at[url.len()..];
    }
    out.push_str(rest);
    out
}

fn dedent4(line: &str) -> &str {
    line.strip_prefix("    ")
        .or_else(|| line.strip_prefix('\t'))
        .unwrap_or(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_that_rustdoc_would_misread_is_escaped() {
        let labels = vec!["ref".to_string()];
        let cases = [
            ("a shape [4,5,6] here", "a shape \\[4,5,6\\] here"),
            ("see [2].", "see \\[2\\]."),
            (
                "[text](https://x.org) and [t][ref] and [ref]",
                "[text](https://x.org) and [t][ref] and [ref]",
            ),
            ("a list [a, b] of words", "a list [a, b] of words"),
            ("`[1]` and `<value>` in code", "`[1]` and `<value>` in code"),
            (
                "the <value> and <br> and </value>",
                "the \\<value> and <br> and \\</value>",
            ),
            (
                "<https://mlir.llvm.org> stays",
                "<https://mlir.llvm.org> stays",
            ),
            ("a < b and x<3", "a < b and x<3"),
            ("already \\[1\\] escaped", "already \\[1\\] escaped"),
        ];
        for (line, want) in cases {
            assert_eq!(escape_prose(line, &labels), want, "{line}");
        }
        assert_eq!(
            tag_code_blocks("Takes [4,5].\n\n```mlir\n%0 = x [4,5]\n```\n"),
            "Takes \\[4,5\\].\n\n```text\n%0 = x [4,5]\n```\n"
        );
    }

    #[test]
    fn mlir_and_bare_fences_become_text() {
        let d = "\n    Adds.\n\n    ```mlir\n    %0 = toy.add %a, %b\n    ```\n\n    ```\n    x\n    ```\n";
        assert_eq!(
            tag_code_blocks(d),
            "Adds.\n\n```text\n%0 = toy.add %a, %b\n```\n\n```text\nx\n```\n"
        );
    }

    #[test]
    fn lines_after_a_hanging_first_line_are_dedented() {
        let d = "Returns the subset.\n\n          Example:\n          ```\n          %0 = foo\n          ```\n        ";
        assert_eq!(
            tag_code_blocks(d),
            "Returns the subset.\n\nExample:\n```text\n%0 = foo\n```\n"
        );
    }

    #[test]
    fn rust_fences_are_kept() {
        assert_eq!(
            tag_code_blocks("```rust\nlet a = 1;\n```"),
            "```rust\nlet a = 1;\n```\n"
        );
    }

    #[test]
    fn indented_code_blocks_become_text_fences() {
        let d = "Example:\n\n    %0 = foo\n    %1 = bar\n\nAfter.";
        assert_eq!(
            tag_code_blocks(d),
            "Example:\n\n```text\n%0 = foo\n%1 = bar\n```\n\nAfter.\n"
        );
    }

    #[test]
    fn lazy_list_continuations_are_indented() {
        let got = tag_code_blocks(
            "1. `Offload`: objects\nnot described.\n2. next\n\nprose\n- item\nmore",
        );
        assert_eq!(
            got,
            "1. `Offload`: objects\n   not described.\n2. next\n\nprose\n- item\n  more\n"
        );
    }

    #[test]
    fn bare_urls_become_links() {
        assert_eq!(
            link_bare_urls("See also https://en.wikipedia.org/wiki/Atan2."),
            "See also <https://en.wikipedia.org/wiki/Atan2>."
        );
        for kept in [
            "`https://a.b` and <https://c.d> and [x](https://e.f)",
            "hash height",
        ] {
            assert_eq!(link_bare_urls(kept), kept);
        }
    }

    #[test]
    fn summary_and_description() {
        assert_eq!(doc_text("add", "  Adds.\n"), "add\n\nAdds.\n");
        assert_eq!(doc_text("", ""), "");
    }
}
