//! An indenting text writer that lays generated Rust out the way rustfmt
//! does: four-space indentation, one item per line, long signatures and
//! calls broken one argument per line with a trailing comma.

/// Width past which signatures and calls are broken over several lines.
const MAX_WIDTH: usize = 100;

/// Accumulates generated code.
#[derive(Debug, Default)]
pub struct Writer {
    out: String,
    indent: usize,
}

impl Writer {
    /// An empty writer at indentation level zero.
    pub fn new() -> Self {
        Writer::default()
    }

    /// An empty writer whose buffer holds `bytes` without growing.
    pub fn with_capacity(bytes: usize) -> Self {
        Writer {
            out: String::with_capacity(bytes),
            indent: 0,
        }
    }

    /// The number of bytes written so far.
    pub fn len(&self) -> usize {
        self.out.len()
    }

    /// Whether nothing has been written yet.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    /// The text written so far.
    pub fn finish(self) -> String {
        self.out
    }

    /// Current indentation in columns.
    fn cols(&self) -> usize {
        self.indent * 4
    }

    /// Writes one line at the current indentation (an empty `s` writes an
    /// empty line, without trailing spaces).
    pub fn line(&mut self, s: impl AsRef<str>) {
        let s = s.as_ref();
        if !s.is_empty() {
            for _ in 0..self.indent {
                self.out.push_str("    ");
            }
            self.out.push_str(s);
        }
        self.out.push('\n');
    }

    /// Like [`Writer::line`], formatting `args` straight into the buffer
    /// (no intermediate `String`).
    pub fn linef(&mut self, args: std::fmt::Arguments<'_>) {
        use std::fmt::Write as _;
        let start = self.out.len();
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        let body = self.out.len();
        // Writing into a `String` cannot fail.
        let _ = self.out.write_fmt(args);
        if self.out.len() == body {
            self.out.truncate(start);
        }
        self.out.push('\n');
    }

    /// Like [`Writer::open`], formatting `args` straight into the buffer.
    pub fn openf(&mut self, args: std::fmt::Arguments<'_>) {
        self.linef(args);
        self.indent += 1;
    }

    /// Like [`Writer::close`], formatting `args` straight into the buffer.
    pub fn closef(&mut self, args: std::fmt::Arguments<'_>) {
        self.indent = self.indent.saturating_sub(1);
        self.linef(args);
    }

    /// An empty line, unless the previous line is empty or opens a block.
    pub fn blank(&mut self) {
        if self.out.is_empty() || self.out.ends_with("\n\n") || self.out.ends_with("{\n") {
            return;
        }
        self.out.push('\n');
    }

    /// Writes `s` (which ends with `{`) and indents.
    pub fn open(&mut self, s: impl AsRef<str>) {
        self.line(s);
        self.indent += 1;
    }

    /// Dedents and writes `s` (usually `}`).
    pub fn close(&mut self, s: impl AsRef<str>) {
        self.indent = self.indent.saturating_sub(1);
        self.line(s);
    }

    /// Indents one more level (for continuation lines).
    pub fn indent_in(&mut self) {
        self.indent += 1;
    }

    /// Indents one level less.
    pub fn indent_out(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }

    /// The current indentation level.
    pub fn indent_level(&self) -> usize {
        self.indent
    }

    /// Sets the indentation level.
    pub fn set_indent(&mut self, level: usize) {
        self.indent = level;
    }

    /// Appends already laid-out text as it is.
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Writes a function declaration (`head(params) -> ret;`), broken one
    /// parameter per line when long.
    pub fn decl_fn(&mut self, head: &str, params: &[String], ret: &str) {
        self.allow_many_params(params);
        let tail = if ret.is_empty() {
            ";".to_string()
        } else {
            format!(" -> {};", ret)
        };
        self.call(head, params, &tail);
    }

    /// Writes `return ::core::result::Result::Err(inner(args));`, broken
    /// like rustfmt when long (`is_macro`: no trailing comma).
    pub fn ret_err(&mut self, inner: &str, args: &[String], is_macro: bool) {
        let head = format!("return ::core::result::Result::Err({}(", inner);
        let one = format!("{}{}));", head, args.join(", "));
        if self.cols() + one.len() <= MAX_WIDTH {
            self.line(one);
            return;
        }
        self.line(head);
        self.indent += 1;
        for (i, a) in args.iter().enumerate() {
            if is_macro && i + 1 == args.len() {
                self.line(a);
            } else {
                self.linef(format_args!("{},", a));
            }
        }
        self.indent -= 1;
        self.line("));");
    }

    /// Writes `lhs = ::core::option::Option::Some(<params> body);` laid out
    /// like rustfmt: on one line, else the right-hand side on the next line,
    /// else the closure body in a block. Empty `params`: `body` is a path.
    pub fn assign_closure(&mut self, lhs: &str, params: &str, body: &str) {
        let inner = if params.is_empty() {
            body.to_string()
        } else {
            format!("{} {}", params, body)
        };
        let rhs = format!("::core::option::Option::Some({});", inner);
        let one = format!("{} = {}", lhs, rhs);
        if self.cols() + one.len() <= MAX_WIDTH {
            self.line(one);
        } else if self.cols() + 4 + rhs.len() <= MAX_WIDTH || params.is_empty() {
            self.linef(format_args!("{} =", lhs));
            self.indent += 1;
            self.line(rhs);
            self.indent -= 1;
        } else {
            self.linef(format_args!(
                "{} = ::core::option::Option::Some({} {{",
                lhs, params
            ));
            self.indent += 1;
            self.line(body);
            self.indent -= 1;
            self.line("});");
        }
    }

    /// Opens `if let pattern = expr {`, with the right-hand side on its own
    /// line (and the brace on the next) when the line is long, as rustfmt does.
    pub fn open_if_let(&mut self, pattern: &str, expr: &str) {
        let one = format!("if let {} = {} {{", pattern, expr);
        if self.cols() + one.len() <= MAX_WIDTH {
            self.open(one);
            return;
        }
        self.linef(format_args!("if let {} =", pattern));
        self.indent += 1;
        self.line(expr);
        self.indent -= 1;
        self.open("{");
    }

    /// Writes a match arm `pattern => expr,`, or with the expression in a
    /// block when the line is long.
    pub fn match_arm(&mut self, pattern: &str, expr: &str) {
        let one = format!("{} => {},", pattern, expr);
        if self.cols() + one.len() <= MAX_WIDTH {
            self.line(one);
            return;
        }
        self.openf(format_args!("{} => {{", pattern));
        self.line(expr);
        self.close("}");
    }

    /// Writes an expression statement or tail expression, breaking a long
    /// method chain one call per line the way rustfmt does (a chain wider
    /// than 60 columns; a root of at most four characters keeps its first
    /// call).
    pub fn expr(&mut self, expr: &str) {
        let expr = expr.trim();
        let parts = chain_parts(expr);
        if expr.len() <= CHAIN_WIDTH || parts.len() < 3 || expr.contains('\n') {
            self.line(expr);
            return;
        }
        let (first, rest) = if parts[0].len() <= 4 {
            (format!("{}{}", parts[0], parts[1]), &parts[2..])
        } else {
            (parts[0].to_string(), &parts[1..])
        };
        if rest.is_empty() {
            self.line(expr);
            return;
        }
        self.line(first);
        self.indent += 1;
        for p in rest {
            self.line(*p);
        }
        self.indent -= 1;
    }

    /// Writes a doc comment (`///` lines; `//!` when `inner`).
    pub fn doc_lines(&mut self, text: &str, inner: bool) {
        let marker = if inner { "//!" } else { "///" };
        for l in text.lines() {
            if l.is_empty() {
                self.line(marker);
            } else {
                self.linef(format_args!("{} {}", marker, l));
            }
        }
    }

    /// Writes a hand-written snippet, re-indented: the common leading
    /// whitespace is removed, surrounding blank lines are dropped, and every
    /// line is put at the current indentation.
    pub fn snippet(&mut self, code: &str) {
        for l in reindent(code) {
            self.line(l);
        }
    }

    /// Opens a function: `head(params) -> ret {` on one line when it fits,
    /// otherwise one parameter per line.
    pub fn open_fn(&mut self, head: &str, params: &[String], ret: &str) {
        self.allow_many_params(params);
        let tail = if ret.is_empty() {
            " {".to_string()
        } else {
            format!(" -> {} {{", ret)
        };
        let one = format!("{}({}){}", head, params.join(", "), tail);
        if self.cols() + one.len() <= MAX_WIDTH || params.is_empty() {
            self.open(one);
            return;
        }
        self.linef(format_args!("{}(", head));
        self.indent += 1;
        for p in params {
            self.linef(format_args!("{},", p));
        }
        self.indent -= 1;
        self.openf(format_args!("){}", tail));
    }

    /// Allows clippy's `too_many_arguments` on a function with more
    /// parameters than it accepts: generated builders and hooks take one
    /// parameter per operand, attribute and successor group, as upstream's.
    fn allow_many_params(&mut self, params: &[String]) {
        if params.len() > 7 {
            self.line("#[allow(clippy::too_many_arguments)]");
        }
        // Body-builder callbacks (`dyn FnMut(...)` from the `.td`) are
        // spelled out, as upstream's `function_ref` parameters are.
        if params.iter().any(|p| p.contains("dyn Fn")) {
            self.line("#[allow(clippy::type_complexity)]");
        }
    }

    /// Writes `prefix(args)suffix`, broken one argument per line when long.
    pub fn call(&mut self, prefix: &str, args: &[String], suffix: &str) {
        let one = format!("{}({}){}", prefix, args.join(", "), suffix);
        if self.cols() + one.len() <= MAX_WIDTH
            || args.is_empty()
            || args.iter().any(|a| a.contains('\n'))
        {
            self.line(one);
            return;
        }
        self.linef(format_args!("{}(", prefix));
        self.indent += 1;
        for a in args {
            self.linef(format_args!("{},", a));
        }
        self.indent -= 1;
        self.linef(format_args!("){}", suffix));
    }
}

/// rustfmt's `chain_width`.
const CHAIN_WIDTH: usize = 60;

/// Splits `expr` before each top-level `.` (outside brackets and string
/// literals): the root, then one `.call(...)` per element.
fn chain_parts(expr: &str) -> Vec<&str> {
    let b = expr.as_bytes();
    let mut parts = Vec::new();
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'.' if depth == 0 && i > 0 && b[i - 1] != b'.' && b.get(i + 1) != Some(&b'.') => {
                if i > start {
                    parts.push(&expr[start..i]);
                }
                start = i;
            }
            b' ' if depth == 0 => return vec![expr],
            _ => {}
        }
        i += 1;
    }
    parts.push(&expr[start..]);
    parts
}

/// Removes the common indentation of a snippet and its leading and
/// trailing blank lines; trailing whitespace of each line is dropped.
pub fn reindent(code: &str) -> Vec<&str> {
    let lines: Vec<&str> = code.lines().map(|l| l.trim_end()).collect();
    let first = lines.iter().position(|l| !l.is_empty());
    let last = lines.iter().rposition(|l| !l.is_empty());
    let (Some(first), Some(last)) = (first, last) else {
        return Vec::new();
    };
    let lines = &lines[first..=last];
    let common = lines
        .iter()
        .filter(|l| !l.is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| {
            if l.is_empty() {
                ""
            } else {
                &l[common.min(l.len())..]
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_indent_and_blank_lines_collapse() {
        let mut w = Writer::new();
        w.open("impl X {");
        w.blank();
        w.line("fn a() {}");
        w.blank();
        w.blank();
        w.line("fn b() {}");
        w.close("}");
        assert_eq!(w.finish(), "impl X {\n    fn a() {}\n\n    fn b() {}\n}\n");
    }

    #[test]
    fn long_signatures_break_per_parameter() {
        let mut w = Writer::new();
        w.indent = 1;
        let params: Vec<String> = (0..6)
            .map(|i| format!("parameter_{}: ::ir::Value", i))
            .collect();
        w.open_fn("pub fn build", &params, "Self");
        w.close("}");
        let text = w.finish();
        assert!(
            text.starts_with("    pub fn build(\n        parameter_0: ::ir::Value,\n"),
            "{}",
            text
        );
        assert!(text.contains("    ) -> Self {\n"), "{}", text);
    }

    #[test]
    fn snippets_are_reindented() {
        assert_eq!(
            reindent("\n    let a = 1;\n      b();\n\n"),
            vec!["let a = 1;", "  b();"]
        );
    }
}
