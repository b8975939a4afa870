//! POSIX extended regular expressions as LLVM's `llvm::Regex` (Henry
//! Spencer's `regcomp`) reads them: what `expected-*-re` diagnostics of
//! `--verify-diagnostics` match with. The syntax errors carry `regerror`'s
//! words (the verifier prints them after "invalid regex: "). Matching is a
//! backtracking search: the verifier asks only whether a message matches,
//! which does not depend on which of several matches POSIX would pick.

/// A compiled pattern.
#[derive(Debug, Clone)]
pub(crate) struct Regex {
    alternatives: Vec<Vec<Piece>>,
    groups: usize,
}

/// One atom with its repetition bounds (`max` `None`: unbounded).
#[derive(Debug, Clone)]
struct Piece {
    atom: Atom,
    min: u32,
    max: Option<u32>,
}

#[derive(Debug, Clone)]
enum Atom {
    Byte(u8),
    Any,
    Set(Box<[bool; 256]>),
    Bol,
    Eol,
    WordStart,
    WordEnd,
    /// A parenthesised group: its number (1-based) and alternatives.
    Group(usize, Vec<Vec<Piece>>),
    Backref(usize),
}

/// `regcomp`'s largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// `regerror`'s texts for the errors `regcomp` reports.
const EMPTY: &str = "empty (sub)expression";
const BADRPT: &str = "repetition-operator operand invalid";
const EPAREN: &str = "parentheses not balanced";
const EBRACK: &str = "brackets ([ ]) not balanced";
const EBRACE: &str = "braces not balanced";
const BADBR: &str = "invalid repetition count(s)";
const ERANGE: &str = "invalid character range";
const ECTYPE: &str = "invalid character class";
const ECOLLATE: &str = "invalid collating element";
const EESCAPE: &str = "trailing backslash (\\)";
const ESUBREG: &str = "invalid backreference number";

/// The character classes of `[[:name:]]`.
fn class_contains(name: &[u8], c: u8) -> Option<bool> {
    Some(match name {
        b"alnum" => c.is_ascii_alphanumeric(),
        b"alpha" => c.is_ascii_alphabetic(),
        b"blank" => c == b' ' || c == b'\t',
        b"cntrl" => c.is_ascii_control(),
        b"digit" => c.is_ascii_digit(),
        b"graph" => c.is_ascii_graphic(),
        b"lower" => c.is_ascii_lowercase(),
        b"print" => c.is_ascii_graphic() || c == b' ',
        b"punct" => c.is_ascii_punctuation(),
        b"space" => matches!(c, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' '),
        b"upper" => c.is_ascii_uppercase(),
        b"xdigit" => c.is_ascii_hexdigit(),
        _ => return None,
    })
}

struct Compiler<'p> {
    p: &'p [u8],
    pos: usize,
    groups: usize,
    /// Groups whose closing parenthesis has been read (back-references may
    /// only name those).
    closed: Vec<bool>,
}

impl Regex {
    /// Compiles `pattern` (POSIX ERE); the error is `regerror`'s text.
    pub(crate) fn new(pattern: &str) -> Result<Regex, &'static str> {
        let mut c = Compiler {
            p: pattern.as_bytes(),
            pos: 0,
            groups: 0,
            closed: vec![false],
        };
        let alternatives = c.alternatives(None)?;
        if c.pos < c.p.len() {
            // Only an unmatched `)` stops the top level early.
            return Err(EPAREN);
        }
        Ok(Regex {
            alternatives,
            groups: c.groups,
        })
    }

    /// Whether the pattern matches anywhere in `text`.
    pub(crate) fn is_match(&self, text: &str) -> bool {
        let t = text.as_bytes();
        let mut caps = vec![None; self.groups + 1];
        (0..=t.len()).any(|start| {
            let m = Matcher { text: t };
            m.alternatives(&self.alternatives, start, &mut caps, &mut |_, _| true)
        })
    }
}

impl Compiler<'_> {
    fn peek(&self) -> Option<u8> {
        self.p.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.p.get(self.pos + 1).copied()
    }

    /// `p_ere`: alternatives up to `stop` (or the end); each non-empty.
    fn alternatives(&mut self, stop: Option<u8>) -> Result<Vec<Vec<Piece>>, &'static str> {
        let mut alts = Vec::new();
        loop {
            let mut seq = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                self.piece(&mut seq)?;
            }
            if seq.is_empty() {
                return Err(EMPTY);
            }
            alts.push(seq);
            if self.peek() == Some(b'|') {
                self.pos += 1;
            } else {
                return Ok(alts);
            }
        }
    }

    /// `p_ere_exp`: one atom and at most one repetition operator.
    fn piece(&mut self, seq: &mut Vec<Piece>) -> Result<(), &'static str> {
        let c = self.p[self.pos];
        self.pos += 1;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(EPAREN);
                }
                self.groups += 1;
                let n = self.groups;
                self.closed.push(false);
                let alts = if self.peek() == Some(b')') {
                    // `()` is an empty group, not an error.
                    vec![Vec::new()]
                } else {
                    self.alternatives(Some(b')'))?
                };
                if self.peek() != Some(b')') {
                    return Err(EPAREN);
                }
                self.pos += 1;
                self.closed[n] = true;
                Atom::Group(n, alts)
            }
            b')' => return Err(EPAREN),
            b'^' => {
                was_caret = true;
                Atom::Bol
            }
            b'$' => Atom::Eol,
            b'|' => return Err(EMPTY),
            b'*' | b'+' | b'?' => return Err(BADRPT),
            b'.' => Atom::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(e) = self.peek() else {
                    return Err(EESCAPE);
                };
                self.pos += 1;
                if (b'1'..=b'9').contains(&e) {
                    let n = usize::from(e - b'0');
                    if !self.closed.get(n).copied().unwrap_or(false) {
                        return Err(ESUBREG);
                    }
                    Atom::Backref(n)
                } else {
                    Atom::Byte(e)
                }
            }
            b'{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => return Err(BADRPT),
            _ => Atom::Byte(c),
        };
        let (mut min, mut max) = (1, Some(1));
        if let Some(op) = self.repetition_op() {
            if was_caret {
                return Err(BADRPT);
            }
            self.pos += 1;
            (min, max) = match op {
                b'*' => (0, None),
                b'+' => (1, None),
                b'?' => (0, Some(1)),
                _ => self.bounds()?,
            };
            if self.repetition_op().is_some() {
                return Err(BADRPT);
            }
        }
        seq.push(Piece { atom, min, max });
        Ok(())
    }

    /// The repetition operator at the cursor: `{` only before a digit.
    fn repetition_op(&self) -> Option<u8> {
        match self.peek()? {
            c @ (b'*' | b'+' | b'?') => Some(c),
            b'{' if self.peek2().is_some_and(|d| d.is_ascii_digit()) => Some(b'{'),
            _ => None,
        }
    }

    /// `{m}`, `{m,}` or `{m,n}`, after the `{`.
    fn bounds(&mut self) -> Result<(u32, Option<u32>), &'static str> {
        let min = self.count()?;
        let max = if self.peek() == Some(b',') {
            self.pos += 1;
            if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                let n = self.count()?;
                if min > n {
                    return Err(BADBR);
                }
                Some(n)
            } else {
                None
            }
        } else {
            Some(min)
        };
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok((min, max));
        }
        // regcomp's heuristics: an unclosed brace, else a bad count.
        if self.p[self.pos..].contains(&b'}') {
            Err(BADBR)
        } else {
            Err(EBRACE)
        }
    }

    fn count(&mut self) -> Result<u32, &'static str> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(BADBR);
        }
        Ok(n)
    }

    /// `p_bracket`, after the `[`.
    fn bracket(&mut self) -> Result<Atom, &'static str> {
        for (word, atom) in [
            (&b"[:<:]]"[..], Atom::WordStart),
            (b"[:>:]]", Atom::WordEnd),
        ] {
            if self.p[self.pos..].starts_with(word) {
                self.pos += word.len();
                return Ok(atom);
            }
        }
        let mut set = Box::new([false; 256]);
        let invert = self.peek() == Some(b'^');
        if invert {
            self.pos += 1;
        }
        if let Some(c @ (b']' | b'-')) = self.peek() {
            set[usize::from(c)] = true;
            self.pos += 1;
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            self.bracket_term(&mut set)?;
        }
        if self.peek() == Some(b'-') {
            set[usize::from(b'-')] = true;
            self.pos += 1;
        }
        if self.peek() != Some(b']') {
            return Err(EBRACK);
        }
        self.pos += 1;
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
        }
        Ok(Atom::Set(set))
    }

    /// `p_b_term`: a class, an equivalence class, a character or a range.
    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), &'static str> {
        let c = self.p[self.pos];
        if c == b'-' {
            return Err(ERANGE);
        }
        match (c, self.peek2()) {
            (b'[', Some(b':')) => {
                self.pos += 2;
                let start = self.pos;
                match self.peek() {
                    None => return Err(EBRACK),
                    Some(b'-' | b']') => return Err(ECTYPE),
                    Some(_) => {}
                }
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let name = &self.p[start..self.pos];
                for b in 0..=255u8 {
                    if class_contains(name, b).ok_or(ECTYPE)? {
                        set[usize::from(b)] = true;
                    }
                }
                if self.peek().is_none() {
                    return Err(EBRACK);
                }
                if !self.p[self.pos..].starts_with(b":]") {
                    return Err(ECTYPE);
                }
                self.pos += 2;
            }
            (b'[', Some(b'=')) => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(EBRACK),
                    Some(b'-' | b']') => return Err(ECOLLATE),
                    Some(_) => {}
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.p[self.pos..].starts_with(b"=]") {
                    return Err(ECOLLATE);
                }
                self.pos += 2;
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.pos += 1;
                    if self.peek() == Some(b'-') {
                        self.pos += 1;
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(ERANGE);
                }
                for b in start..=finish {
                    set[usize::from(b)] = true;
                }
            }
        }
        Ok(())
    }

    /// `p_b_symbol`: a character or a `[.x.]` collating symbol.
    fn symbol(&mut self) -> Result<u8, &'static str> {
        let Some(c) = self.peek() else {
            return Err(EBRACK);
        };
        if c == b'[' && self.peek2() == Some(b'.') {
            self.pos += 2;
            let v = self.collating_element(b'.')?;
            if !self.p[self.pos..].starts_with(b".]") {
                return Err(ECOLLATE);
            }
            self.pos += 2;
            return Ok(v);
        }
        self.pos += 1;
        Ok(c)
    }

    /// A collating element's name up to `end` `]`: one character. (LLVM
    /// also knows the ASCII control names, `[.NUL.]` and so on; they are
    /// reported as invalid here.)
    fn collating_element(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.pos;
        while self.pos < self.p.len() && !self.p[self.pos..].starts_with(&[end, b']']) {
            self.pos += 1;
        }
        if self.pos >= self.p.len() {
            return Err(EBRACK);
        }
        match &self.p[start..self.pos] {
            [c] => Ok(*c),
            _ => Err(ECOLLATE),
        }
    }
}

/// A backtracking matcher: each function tries its piece at `pos` and calls
/// the continuation `k` with the end position (and the captures) of every
/// way it matches, stopping at the first continuation that succeeds.
struct Matcher<'t> {
    text: &'t [u8],
}

type Caps = Vec<Option<(usize, usize)>>;
type Cont<'a> = dyn FnMut(usize, &mut Caps) -> bool + 'a;

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Matcher<'_> {
    fn alternatives(
        &self,
        alts: &[Vec<Piece>],
        pos: usize,
        caps: &mut Caps,
        k: &mut Cont<'_>,
    ) -> bool {
        alts.iter().any(|seq| self.seq(seq, pos, caps, k))
    }

    fn seq(&self, seq: &[Piece], pos: usize, caps: &mut Caps, k: &mut Cont<'_>) -> bool {
        match seq.split_first() {
            None => k(pos, caps),
            Some((first, rest)) => {
                self.repeat(first, 0, pos, caps, &mut |p, c| self.seq(rest, p, c, k))
            }
        }
    }

    /// The piece's atom `done` times already matched; greedy.
    fn repeat(
        &self,
        piece: &Piece,
        done: u32,
        pos: usize,
        caps: &mut Caps,
        k: &mut Cont<'_>,
    ) -> bool {
        let more = piece.max.is_none_or(|m| done < m);
        if more
            && self.atom(&piece.atom, pos, caps, &mut |p, c| {
                // An iteration that consumes nothing cannot lead anywhere new.
                (p != pos || done < piece.min) && self.repeat(piece, done + 1, p, c, k)
            })
        {
            return true;
        }
        done >= piece.min && k(pos, caps)
    }

    fn atom(&self, atom: &Atom, pos: usize, caps: &mut Caps, k: &mut Cont<'_>) -> bool {
        let t = self.text;
        let byte = t.get(pos).copied();
        match atom {
            Atom::Byte(b) => byte == Some(*b) && k(pos + 1, caps),
            Atom::Any => byte.is_some() && k(pos + 1, caps),
            Atom::Set(set) => byte.is_some_and(|b| set[usize::from(b)]) && k(pos + 1, caps),
            Atom::Bol => pos == 0 && k(pos, caps),
            Atom::Eol => pos == t.len() && k(pos, caps),
            Atom::WordStart => {
                let before = pos > 0 && is_word(t[pos - 1]);
                !before && byte.is_some_and(is_word) && k(pos, caps)
            }
            Atom::WordEnd => {
                let before = pos > 0 && is_word(t[pos - 1]);
                before && !byte.is_some_and(is_word) && k(pos, caps)
            }
            Atom::Group(n, alts) => {
                let n = *n;
                self.alternatives(alts, pos, caps, &mut |end, c: &mut Caps| {
                    let saved = c[n];
                    c[n] = Some((pos, end));
                    if k(end, c) {
                        return true;
                    }
                    c[n] = saved;
                    false
                })
            }
            Atom::Backref(n) => match caps[*n] {
                Some((s, e)) => {
                    let len = e - s;
                    t.len() >= pos + len && t[s..e] == t[pos..pos + len] && k(pos + len, caps)
                }
                None => false,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Regex;

    fn m(p: &str, t: &str) -> bool {
        Regex::new(p).unwrap().is_match(t)
    }

    #[test]
    fn matches_like_posix_ere() {
        assert!(m("[0-9]+", "operand #12 must"));
        assert!(!m("^[0-9]+$", "12a"));
        assert!(m("a(b|cd)*e", "xxacdbcde"));
        assert!(m("x{2,3}y", "axxy"));
        assert!(!m("x{3}y", "xxy"));
        assert!(m("[[:alpha:]_]+\\.", "op_name."));
        assert!(m("[^a-c]", "abcd"));
        assert!(!m("[^a-c]", "abc"));
        assert!(m("(a)\\1", "baab"));
        assert!(m("()x", "x"));
        assert!(m("a{", "a{"));
        assert!(m(".*", ""));
        assert!(m("(a*)*b", "aaab"));
        assert!(!m("(a*)*b", "aaaa"));
        assert!(m("[]a]", "]"));
        assert!(m("[[:<:]]foo[[:>:]]", "a foo b"));
        assert!(!m("[[:<:]]foo", "afoo"));
    }

    #[test]
    fn reports_regcomp_errors() {
        let e = |p: &str| Regex::new(p).unwrap_err();
        assert_eq!(e(""), "empty (sub)expression");
        assert_eq!(e("a||b"), "empty (sub)expression");
        assert_eq!(e("(a"), "parentheses not balanced");
        assert_eq!(e("a)"), "parentheses not balanced");
        assert_eq!(e("[a"), "brackets ([ ]) not balanced");
        assert_eq!(e("*a"), "repetition-operator operand invalid");
        assert_eq!(e("a**"), "repetition-operator operand invalid");
        assert_eq!(e("a{2,1}"), "invalid repetition count(s)");
        assert_eq!(e("a{2"), "braces not balanced");
        assert_eq!(e("[z-a]"), "invalid character range");
        assert_eq!(e("[[:foo:]]"), "invalid character class");
        assert_eq!(e("a\\"), "trailing backslash (\\)");
        assert_eq!(e("\\1"), "invalid backreference number");
        assert_eq!(e("{1}"), "repetition-operator operand invalid");
    }
}
