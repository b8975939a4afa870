//! A reader for `llvm-tblgen --print-records` output, just precise enough
//! to compare two record sets by interface: class and def names, template
//! arguments (name and type) and fields (name and type). Values are skipped.

use std::collections::BTreeMap;

/// One class or def of the printed record set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// `true` for a class, `false` for a def.
    pub is_class: bool,
    /// Template arguments in order, as `(name, type)`; empty for defs.
    pub args: Vec<(String, String)>,
    /// Fields in order, as `(name, type)`.
    pub fields: Vec<(String, String)>,
    /// All superclasses, as printed after the record's opening brace.
    pub superclasses: Vec<String>,
    /// The printed value of each field, by field name.
    pub values: BTreeMap<String, String>,
}

/// All records of one `--print-records` run, by name.
#[derive(Debug, Default)]
pub struct RecordSet {
    /// Classes by name.
    pub classes: BTreeMap<String, Record>,
    /// Named (non-anonymous) defs by name.
    pub defs: BTreeMap<String, Record>,
    /// Anonymous defs (`anonymous_N`) by name.
    pub anonymous: BTreeMap<String, Record>,
}

struct Scanner<'a> {
    s: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn peek_str(&self, p: &str) -> bool {
        self.s[self.pos..].starts_with(p.as_bytes())
    }

    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// Skips a string literal or code block starting at `pos`, if any.
    fn skip_literal(&mut self) -> Result<bool, String> {
        if self.peek_str("[{") {
            let rest = &self.s[self.pos + 2..];
            let end = find(rest, b"}]").ok_or("unterminated code block")?;
            self.pos += 2 + end + 2;
            return Ok(true);
        }
        if self.s.get(self.pos) == Some(&b'"') {
            self.pos += 1;
            while self.pos < self.s.len() && self.s[self.pos] != b'"' {
                if self.s[self.pos] == b'\\' {
                    self.pos += 1;
                }
                self.pos += 1;
            }
            if self.pos >= self.s.len() {
                return Err("unterminated string".into());
            }
            self.pos += 1;
            return Ok(true);
        }
        Ok(false)
    }

    /// Reads up to (not including) the first byte of `stops` found outside
    /// literals and brackets.
    fn until(&mut self, stops: &[u8]) -> Result<String, String> {
        let start = self.pos;
        let mut depth = 0usize;
        while self.pos < self.s.len() {
            if self.skip_literal()? {
                continue;
            }
            let c = self.s[self.pos];
            if depth == 0 && stops.contains(&c) {
                break;
            }
            match c {
                b'(' | b'[' | b'<' | b'{' => depth += 1,
                b')' | b']' | b'>' | b'}' => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.pos += 1;
        }
        Ok(String::from_utf8_lossy(&self.s[start..self.pos]).into_owned())
    }

    fn line_rest(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos] != b'\n' {
            self.pos += 1;
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Splits `type name` (the last word is the name) of a field or argument.
/// `code` is spelled `string`: TableGen prints a string-typed field as
/// `code` or `string` depending on how its current value was written, so
/// the two are one type for interface purposes.
fn split_decl(decl: &str) -> (String, String) {
    let decl = decl.trim();
    let decl = decl.strip_prefix("field ").unwrap_or(decl).trim();
    let (name, ty) = match decl.rfind(' ') {
        Some(i) => (decl[i + 1..].to_string(), decl[..i].trim().to_string()),
        None => (decl.to_string(), String::new()),
    };
    (
        name,
        if ty == "code" {
            "string".to_string()
        } else {
            ty
        },
    )
}

/// Parses the text printed by `llvm-tblgen --print-records`.
pub fn parse(text: &str) -> Result<RecordSet, String> {
    let mut sc = Scanner {
        s: text.as_bytes(),
        pos: 0,
    };
    let mut set = RecordSet::default();
    loop {
        sc.skip_ws();
        if sc.pos >= sc.s.len() {
            break;
        }
        let is_class = if sc.peek_str("class ") {
            true
        } else if sc.peek_str("def ") {
            false
        } else {
            sc.line_rest();
            continue;
        };
        sc.pos += if is_class { 6 } else { 4 };
        let name = sc.until(b"<{ ")?.trim().to_string();
        sc.skip_ws();
        let mut args = Vec::new();
        if sc.peek_str("<") {
            sc.pos += 1;
            loop {
                sc.skip_ws();
                let arg = sc.until(b",>")?;
                let decl = arg.split(" = ").next().unwrap_or("").to_string();
                let (qualified, ty) = split_decl(&decl);
                let short = qualified
                    .rsplit(':')
                    .next()
                    .unwrap_or(&qualified)
                    .to_string();
                args.push((short, ty));
                match sc.s.get(sc.pos) {
                    Some(b',') => sc.pos += 1,
                    Some(b'>') => {
                        sc.pos += 1;
                        break;
                    }
                    _ => return Err(format!("bad template arguments of {name}")),
                }
            }
        }
        sc.skip_ws();
        if !sc.peek_str("{") {
            return Err(format!("expected '{{' after {name}"));
        }
        sc.pos += 1;
        let comment_start = sc.pos;
        sc.line_rest();
        let comment = String::from_utf8_lossy(&sc.s[comment_start..sc.pos]);
        let superclasses = comment
            .trim()
            .strip_prefix("//")
            .unwrap_or("")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let mut fields = Vec::new();
        let mut values = BTreeMap::new();
        loop {
            sc.skip_ws();
            if sc.peek_str("}") {
                sc.pos += 1;
                break;
            }
            if sc.pos >= sc.s.len() {
                return Err(format!("unterminated record {name}"));
            }
            let decl = sc.until(b"=;")?;
            let mut value = String::new();
            if sc.s.get(sc.pos) == Some(&b'=') {
                sc.pos += 1;
                value = sc.until(b";")?.trim().to_string();
            }
            sc.pos += 1;
            let (fname, ty) = split_decl(&decl);
            values.insert(fname.clone(), value);
            fields.push((fname, ty));
        }
        let rec = Record {
            is_class,
            args,
            fields,
            superclasses,
            values,
        };
        if is_class {
            set.classes.insert(name, rec);
        } else if name.starts_with("anonymous_") {
            set.anonymous.insert(name, rec);
        } else {
            set.defs.insert(name, rec);
        }
    }
    Ok(set)
}

impl RecordSet {
    /// A named or anonymous def.
    pub fn def(&self, name: &str) -> Option<&Record> {
        self.defs.get(name).or_else(|| self.anonymous.get(name))
    }
}

/// The text of a printed string or code value (`"..."` with escapes, or
/// `[{...}]`); `None` for other values.
pub fn string_value(printed: &str) -> Option<String> {
    let p = printed.trim();
    if let Some(code) = p.strip_prefix("[{").and_then(|r| r.strip_suffix("}]")) {
        return Some(code.to_string());
    }
    let inner = p.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => break,
        }
    }
    Some(out)
}
