//! The Toy lexer.
//!
//! Tokens are upstream's: the keywords `def`, `var`, `return`; identifiers
//! `[a-zA-Z][a-zA-Z0-9_]*`; numbers `[0-9.]+`; `#` comments to the end of
//! the line; every other byte is a token of its own (`(`, `;`, `<`, ...).
//! Unlike upstream (which hands `1.2.3` to `strtod` and keeps `1.2`), a
//! number that is not a well-formed decimal, or that overflows `f64`, is an
//! error.

use super::ast::Location;
use super::diagnostic::Diagnostic;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TokenKind {
    /// `def`.
    Def,
    /// `var`.
    Var,
    /// `return`.
    Return,
    /// An identifier; its text is [`Lexer::text`] of the token.
    Ident,
    /// A number and its value.
    Number(f64),
    /// Any other single byte (punctuation, or an unexpected character).
    Punct(u8),
    /// The end of the input.
    Eof,
}

/// A token: its kind, its byte range in the source and its location.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past its last character.
    pub end: usize,
    /// Line and column of its first character (for the end of input: just
    /// past the last token).
    pub loc: Location,
}

impl Token {
    /// True if the token is the punctuation byte `c`.
    pub fn is(&self, c: u8) -> bool {
        self.kind == TokenKind::Punct(c)
    }
}

/// Splits a source buffer into tokens, one at a time.
#[derive(Clone, Debug)]
pub struct Lexer<'src> {
    src: &'src [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    /// Location just past the last token returned.
    after_last: Location,
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl<'src> Lexer<'src> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'src [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            after_last: Location::new(1, 1),
        }
    }

    /// The whole source buffer.
    pub fn source(&self) -> &'src [u8] {
        self.src
    }

    /// The source text of a token (identifiers and numbers are ASCII).
    pub fn text(&self, tok: &Token) -> &'src str {
        let bytes = self.src.get(tok.start..tok.end).unwrap_or_default();
        std::str::from_utf8(bytes).unwrap_or("")
    }

    fn loc_at(&self, pos: usize) -> Location {
        Location::new(self.line, to_u32(pos - self.line_start + 1))
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    fn bump(&mut self) {
        if let Some(b) = self.peek() {
            self.pos += 1;
            if b == b'\n' {
                self.line = self.line.saturating_add(1);
                self.line_start = self.pos;
            }
        }
    }

    /// Skips whitespace (C's `isspace`) and `#` comments.
    fn skip_trivia(&mut self) {
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => self.bump(),
                b'#' => {
                    while let Some(c) = self.peek() {
                        if c == b'\n' || c == b'\r' {
                            break;
                        }
                        self.bump();
                    }
                }
                _ => break,
            }
        }
    }

    /// Returns the next token, or an error for a malformed number.
    pub fn next_token(&mut self) -> Result<Token, Diagnostic> {
        self.skip_trivia();
        let start = self.pos;
        let loc = self.loc_at(start);
        let Some(b) = self.peek() else {
            return Ok(Token {
                kind: TokenKind::Eof,
                start,
                end: start,
                loc: self.after_last,
            });
        };
        let kind = if b.is_ascii_alphabetic() {
            while self
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
            {
                self.bump();
            }
            match &self.src[start..self.pos] {
                b"def" => TokenKind::Def,
                b"var" => TokenKind::Var,
                b"return" => TokenKind::Return,
                _ => TokenKind::Ident,
            }
        } else if b.is_ascii_digit() || b == b'.' {
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'.') {
                self.bump();
            }
            let text = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
            match text.parse::<f64>() {
                Ok(v) if v.is_finite() => TokenKind::Number(v),
                Ok(_) => {
                    return Err(Diagnostic::error(
                        loc,
                        "number literal is too large to be represented as a 64-bit float",
                    ))
                }
                Err(_) => {
                    return Err(Diagnostic::error(
                        loc,
                        format!("invalid number literal '{text}'"),
                    ))
                }
            }
        } else {
            self.bump();
            TokenKind::Punct(b)
        };
        self.after_last = self.loc_at(self.pos);
        Ok(Token {
            kind,
            start,
            end: self.pos,
            loc,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, u32, u32)> {
        let mut lx = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lx.next_token().expect("lexes");
            out.push((t.kind, t.loc.line, t.loc.col));
            if t.kind == TokenKind::Eof {
                return out;
            }
        }
    }

    #[test]
    fn keywords_idents_numbers() {
        use TokenKind::*;
        assert_eq!(
            kinds("def f_1(a) # c\n  var x<2> = 1.5;\nreturn"),
            vec![
                (Def, 1, 1),
                (Ident, 1, 5),
                (Punct(b'('), 1, 8),
                (Ident, 1, 9),
                (Punct(b')'), 1, 10),
                (Var, 2, 3),
                (Ident, 2, 7),
                (Punct(b'<'), 2, 8),
                (Number(2.0), 2, 9),
                (Punct(b'>'), 2, 10),
                (Punct(b'='), 2, 12),
                (Number(1.5), 2, 14),
                (Punct(b';'), 2, 17),
                (Return, 3, 1),
                (Eof, 3, 7),
            ]
        );
    }

    #[test]
    fn identifier_text_and_underscore() {
        let mut lx = Lexer::new(b"abc_9 _x");
        let t = lx.next_token().unwrap();
        assert_eq!(lx.text(&t), "abc_9");
        let t = lx.next_token().unwrap();
        assert_eq!(t.kind, TokenKind::Punct(b'_'));
    }

    #[test]
    fn numbers() {
        assert_eq!(kinds(".5")[0].0, TokenKind::Number(0.5));
        assert_eq!(kinds("3.")[0].0, TokenKind::Number(3.0));
        let mut lx = Lexer::new(b"  1.2.3");
        let e = lx.next_token().unwrap_err();
        assert_eq!(e.loc, Location::new(1, 3));
        assert_eq!(e.message, "invalid number literal '1.2.3'");
        let big = "9".repeat(400);
        let mut lx = Lexer::new(big.as_bytes());
        assert!(lx.next_token().is_err());
        let mut lx = Lexer::new(b".");
        assert!(lx.next_token().is_err());
    }

    #[test]
    fn comments_end_at_cr_and_eof() {
        use TokenKind::*;
        assert_eq!(kinds("# only\r\na # x"), vec![(Ident, 2, 1), (Eof, 2, 2)]);
        assert_eq!(kinds(""), vec![(Eof, 1, 1)]);
    }
}
