//! Where the parts of a `Pat`/`Pattern` def are in its source text, so a
//! static check points at the offending argument or sub-dag instead of the
//! `def`.
//!
//! Records keep only the def's location (values are uniqued and carry no
//! position), so this re-reads the def's text: the template arguments of
//! `Pat<...>`/`Pattern<...>` and, inside them, dags `(op:$name arg, ...)`,
//! lists `[...]` and leaf arguments `Constraint:$name`. The model walks it
//! alongside the evaluated dags; where the two disagree (a pattern built by
//! a class or a `foreach`) the text is not used and the error falls back to
//! the def.

/// A parsed argument: a leaf, a dag or a list.
#[derive(Clone, Debug, Default)]
pub struct TArg {
    /// Offset of its first character.
    pub start: u32,
    /// Offset of the `$` of its name (`...:$name`, or the dag operator's `op:$name`).
    pub name: Option<u32>,
    /// The dag, when it is one.
    pub dag: Option<TDag>,
    /// The items, when it is a list `[...]`.
    pub list: Option<Vec<TArg>>,
}

/// A parsed dag `(op args...)`.
#[derive(Clone, Debug, Default)]
pub struct TDag {
    /// Offset of `(`.
    pub open: u32,
    /// Offset of the operator.
    pub op: u32,
    /// The arguments.
    pub args: Vec<TArg>,
}

impl TArg {
    /// Where a message about the argument's name points (the name, else the argument).
    pub fn name_pos(&self) -> u32 {
        self.name.unwrap_or(self.start)
    }
}

/// The template arguments of the def at `offset` (its name) when the def
/// derives directly from `Pat<...>` or `Pattern<...>`, and whether it is a
/// `Pat` (single result dag) rather than a `Pattern` (list of results).
pub fn pattern_args(text: &str, offset: u32) -> Option<(bool, Vec<TArg>)> {
    let mut s = Scanner {
        b: text.as_bytes(),
        i: offset as usize,
        depth: 0,
    };
    // `Name : Pat<` (the name may be followed by template arguments of a class; not for defs).
    while s.i < s.b.len() && s.b[s.i] != b':' {
        if matches!(s.b[s.i], b'{' | b';' | b'<' | b'(') {
            return None;
        }
        s.i += 1;
    }
    s.i += 1;
    s.ws();
    let start = s.i;
    while s.i < s.b.len() && (s.b[s.i].is_ascii_alphanumeric() || s.b[s.i] == b'_') {
        s.i += 1;
    }
    let is_pat = match &text[start..s.i] {
        "Pat" => true,
        "Pattern" => false,
        _ => return None,
    };
    s.ws();
    if s.peek()? != b'<' {
        return None;
    }
    s.i += 1;
    let args = s.items(b'>')?;
    Some((is_pat, args))
}

struct Scanner<'a> {
    b: &'a [u8],
    i: usize,
    depth: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    /// Skips whitespace and comments.
    fn ws(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_ascii_whitespace() {
                self.i += 1;
            } else if self.b[self.i..].starts_with(b"//") {
                while self.peek().is_some_and(|c| c != b'\n') {
                    self.i += 1;
                }
            } else if self.b[self.i..].starts_with(b"/*") {
                match self.b[self.i + 2..].windows(2).position(|w| w == b"*/") {
                    Some(p) => self.i += p + 4,
                    None => self.i = self.b.len(),
                }
            } else {
                break;
            }
        }
    }

    /// Skips a string or code literal at the cursor; false if there is none.
    fn literal(&mut self) -> bool {
        if self.peek() == Some(b'"') {
            self.i += 1;
            while let Some(c) = self.peek() {
                self.i += 1;
                match c {
                    b'\\' => self.i += 1,
                    b'"' | b'\n' => break,
                    _ => {}
                }
            }
            true
        } else if self.b[self.i..].starts_with(b"[{") {
            match self.b[self.i..].windows(2).position(|w| w == b"}]") {
                Some(p) => self.i += p + 2,
                None => self.i = self.b.len(),
            }
            true
        } else {
            false
        }
    }

    /// Comma-separated items up to the closing `close` (consumed).
    fn items(&mut self, close: u8) -> Option<Vec<TArg>> {
        self.depth += 1;
        if self.depth > super::MAX_DEPTH * 2 {
            return None;
        }
        let mut out = Vec::new();
        loop {
            self.ws();
            if self.peek()? == close {
                self.i += 1;
                break;
            }
            out.push(self.value()?);
            self.ws();
            match self.peek()? {
                b',' => self.i += 1,
                c if c == close => {}
                _ => return None,
            }
        }
        self.depth -= 1;
        Some(out)
    }

    /// One value: a dag, a list, or a leaf; then an optional `:$name`.
    fn value(&mut self) -> Option<TArg> {
        self.ws();
        let start = self.i as u32;
        let mut arg = TArg {
            start,
            ..TArg::default()
        };
        match self.peek()? {
            b'(' => {
                self.i += 1;
                self.ws();
                let op = self.i as u32;
                // The operator, up to whitespace or the end of the dag.
                let (end, name) = self.leaf(true)?;
                if end == op as usize {
                    return None;
                }
                arg.name = name;
                let mut args = Vec::new();
                loop {
                    self.ws();
                    if self.peek()? == b')' {
                        self.i += 1;
                        break;
                    }
                    args.push(self.value()?);
                    self.ws();
                    match self.peek()? {
                        b',' => self.i += 1,
                        b')' => {}
                        _ => return None,
                    }
                }
                arg.dag = Some(TDag {
                    open: start,
                    op,
                    args,
                });
            }
            b'[' if !self.b[self.i..].starts_with(b"[{") => {
                self.i += 1;
                arg.list = Some(self.items(b']')?);
            }
            _ => {
                let (_, name) = self.leaf(false)?;
                arg.name = name;
                return Some(arg);
            }
        }
        // `(...):$name`
        if self.peek() == Some(b':') && self.b.get(self.i + 1) == Some(&b'$') {
            arg.name = Some(self.i as u32 + 1);
            self.i += 1;
            self.leaf(false)?;
        }
        Some(arg)
    }

    /// A leaf (`Constraint<args>:$name`, `$x`, `"text"`, `?`): scans to the
    /// first `,`, closing bracket or (for an operator) whitespace at depth
    /// 0; returns the end and the offset of the name's `$`.
    fn leaf(&mut self, operator: bool) -> Option<(usize, Option<u32>)> {
        let mut depth = 0usize;
        let mut name = None;
        while let Some(c) = self.peek() {
            if self.literal() {
                continue;
            }
            match c {
                b'<' | b'(' | b'[' | b'{' => depth += 1,
                b'>' | b')' | b']' | b'}' if depth == 0 => break,
                b'>' | b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => break,
                c if depth == 0 && operator && c.is_ascii_whitespace() => break,
                b'$' if depth == 0 && name.is_none() => name = Some(self.i as u32),
                _ => {}
            }
            self.i += 1;
        }
        Some((self.i, name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_of_dags_names_and_lists() {
        let t = "def P : Pattern<(A $x, (B:$b C:$c, \"s,)\")), [(D $x), (E (F $b))], [(K $x)]>;";
        let (is_pat, args) = pattern_args(t, 4).expect("parses");
        assert!(!is_pat);
        assert_eq!(args.len(), 3);
        let src = &args[0];
        let d = src.dag.as_ref().expect("dag");
        assert_eq!(&t[d.op as usize..d.op as usize + 1], "A");
        assert_eq!(&t[d.args[0].name_pos() as usize..][..2], "$x");
        let inner = d.args[1].dag.as_ref().expect("inner");
        assert_eq!(&t[inner.open as usize..][..2], "(B");
        assert_eq!(&t[d.args[1].name.expect("name") as usize..][..2], "$b");
        assert_eq!(&t[inner.args[0].name_pos() as usize..][..2], "$c");
        assert_eq!(inner.args.len(), 2);
        let results = args[1].list.as_ref().expect("list");
        assert_eq!(results.len(), 2);
        assert_eq!(&t[results[1].start as usize..][..2], "(E");
    }

    #[test]
    fn other_parents_and_broken_text_give_nothing() {
        assert!(pattern_args("def P : MyPat<(A $x)>;", 4).is_none());
        assert!(pattern_args("def P : Pat<(A $x", 4).is_none());
        let (is_pat, _) = pattern_args("def P : Pat<(A $x), (B $x)>;", 4).expect("parses");
        assert!(is_pat);
    }
}
