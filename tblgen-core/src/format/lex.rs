//! The lexer of the declarative assembly format language.

/// Token kinds of the format language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `` `...` `` (the spelling keeps the backquotes).
    Literal,
    /// `"..."` (the spelling keeps the quotes).
    Str,
    /// `$name` (the spelling keeps the `$`).
    Variable,
    /// An identifier that is not a directive keyword.
    Ident,
    /// A directive keyword (`attr-dict`, `type`, ...).
    Keyword,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// End of input.
    Eof,
}

/// One token: kind, spelling and byte offset in the format string.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    /// Kind.
    pub kind: Tok,
    /// Spelling.
    pub text: &'a str,
    /// Byte offset in the format string.
    pub offset: usize,
}

/// The directive keywords of the op format language.
pub const KEYWORDS: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "custom",
    "functional-type",
    "oilist",
    "operands",
    "params",
    "prop-dict",
    "ref",
    "regions",
    "results",
    "struct",
    "successors",
    "type",
    "qualified",
];

/// Lexes `src` into tokens (ending with [`Tok::Eof`]); an error is
/// `(offset, message)`.
pub fn lex(src: &str) -> Result<Vec<Token<'_>>, (usize, String)> {
    let b = src.as_bytes();
    let mut i = 0usize;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        let start = i;
        let single = |k: Tok| Token {
            kind: k,
            text: &src[start..start + 1],
            offset: start,
        };
        match c {
            b' ' | b'\t' | b'\n' | b'\r' | 0 => {
                i += 1;
                continue;
            }
            b'^' => out.push(single(Tok::Caret)),
            b':' => out.push(single(Tok::Colon)),
            b',' => out.push(single(Tok::Comma)),
            b'=' => out.push(single(Tok::Equal)),
            b'<' => out.push(single(Tok::Less)),
            b'>' => out.push(single(Tok::Greater)),
            b'?' => out.push(single(Tok::Question)),
            b'(' => out.push(single(Tok::LParen)),
            b')' => out.push(single(Tok::RParen)),
            b'*' => out.push(single(Tok::Star)),
            b'|' => out.push(single(Tok::Pipe)),
            b'`' => {
                let Some(len) = src[i + 1..].find('`') else {
                    return Err((src.len(), "unexpected end of file in literal".into()));
                };
                i += len + 2;
                out.push(Token {
                    kind: Tok::Literal,
                    text: &src[start..i],
                    offset: start,
                });
                continue;
            }
            b'$' => {
                i += 1;
                if i >= b.len() || !(b[i].is_ascii_alphabetic() || b[i] == b'_') {
                    return Err((start, "expected variable name".into()));
                }
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push(Token {
                    kind: Tok::Variable,
                    text: &src[start..i],
                    offset: start,
                });
                continue;
            }
            b'"' => {
                i += 1;
                let mut escape = false;
                loop {
                    if i >= b.len() {
                        return Err((src.len(), "unexpected end of file in string".into()));
                    }
                    let ch = b[i];
                    i += 1;
                    if !escape && ch == b'"' {
                        break;
                    }
                    escape = ch == b'\\';
                }
                out.push(Token {
                    kind: Tok::Str,
                    text: &src[start..i],
                    offset: start,
                });
                continue;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-')
                {
                    i += 1;
                }
                let text = &src[start..i];
                let kind = if KEYWORDS.contains(&text) {
                    Tok::Keyword
                } else {
                    Tok::Ident
                };
                out.push(Token {
                    kind,
                    text,
                    offset: start,
                });
                continue;
            }
            _ => return Err((start, "unexpected character".into())),
        }
        i += 1;
    }
    out.push(Token {
        kind: Tok::Eof,
        text: "",
        offset: src.len(),
    });
    Ok(out)
}

/// Whether `value` can be printed as a bare keyword.
pub fn can_format_as_keyword(value: &str) -> Result<(), &'static str> {
    let b = value.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphabetic() || b[0] == b'_') {
        return Err("valid keyword starts with a letter or '_'");
    }
    if !b[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
    {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters");
    }
    Ok(())
}

/// Whether `value` is a valid literal (keyword or punctuation).
pub fn is_valid_literal(value: &str) -> Result<(), String> {
    let b = value.as_bytes();
    if b.is_empty() {
        return Err("literal can't be empty".into());
    }
    if b.len() == 1 {
        const BARE: &str = "_:,=<>()[]{}?+*";
        if b[0].is_ascii_alphabetic() || BARE.as_bytes().contains(&b[0]) {
            return Ok(());
        }
        return Err(format!(
            "single character literal must be a letter or one of '{}'",
            BARE
        ));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    can_format_as_keyword(value).map_err(str::to_string)
}

/// Whether a space is printed before literal `value` (upstream's rule).
pub fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    }
}
