//! The Toy recursive-descent parser.
//!
//! The grammar is upstream's (`mlir/examples/toy/Ch2/include/toy/Parser.h`):
//!
//! ```text
//! module      ::= definition*
//! definition  ::= prototype block
//! prototype   ::= 'def' id '(' (id (',' id)*)? ')'
//! block       ::= '{' ';'* (block_expr ';'+)* '}'
//! block_expr  ::= decl | 'return' expr? | expr
//! decl        ::= 'var' id type? '=' expr
//! type        ::= '<' (number ','?)* '>'
//! expr        ::= primary (binop primary)*      -- '+' '-' 20, '*' 40
//! primary     ::= id | id '(' (expr (',' expr)*)? ')' | number
//!               | '(' expr ')' | literal
//! literal     ::= '[' (literal | number) (',' (literal | number))* ']'
//! ```
//!
//! `print(...)` with exactly one argument becomes [`ExprKind::Print`]. A
//! literal must be uniformly nested. The parser stops at the first error.
//! Nesting (parentheses, call arguments, literal brackets) is bounded by
//! [`MAX_NESTING`] and the depth of the resulting expression tree by
//! [`MAX_EXPR_DEPTH`], so no input can exhaust the stack here or in any
//! later recursive walk of the tree.

use super::ast::{
    BinOp, ExprId, ExprKind, Function, Literal, Location, Module, Param, Prototype, Return, Stmt,
    VarDecl, VarType,
};
use super::diagnostic::Diagnostic;
use super::lexer::{Lexer, Token, TokenKind};

/// Maximum syntactic nesting of parentheses, call argument lists and
/// literal brackets.
pub const MAX_NESTING: u32 = 256;

/// Maximum depth of an expression tree (for instance the number of terms
/// of `a + a + ... + a`, which builds a left-leaning tree).
pub const MAX_EXPR_DEPTH: u32 = 1024;

/// Parses a whole Toy source file. `file` is the name used in locations
/// (kept as given). Stops at the first syntax error.
pub fn parse(file: &str, source: &[u8]) -> Result<Module, Diagnostic> {
    let mut parser = Parser::new(file, source)?;
    parser.parse_module()?;
    Ok(parser.module)
}

type PResult<T> = Result<T, Diagnostic>;

struct Parser<'src> {
    lexer: Lexer<'src>,
    tok: Token,
    module: Module,
    /// Tree depth of every expression of the arena, by index.
    depths: Vec<u32>,
    nesting: u32,
}

impl<'src> Parser<'src> {
    fn new(file: &str, source: &'src [u8]) -> PResult<Self> {
        let mut lexer = Lexer::new(source);
        let tok = lexer.next_token()?;
        Ok(Parser {
            lexer,
            tok,
            module: Module::new(file),
            depths: Vec::new(),
            nesting: 0,
        })
    }

    fn advance(&mut self) -> PResult<()> {
        self.tok = self.lexer.next_token()?;
        Ok(())
    }

    /// Describes the current token for "found ..." in messages.
    fn describe(&self) -> String {
        let tok = &self.tok;
        match tok.kind {
            TokenKind::Def => "'def'".to_string(),
            TokenKind::Var => "'var'".to_string(),
            TokenKind::Return => "'return'".to_string(),
            TokenKind::Ident => format!("identifier '{}'", self.lexer.text(tok)),
            TokenKind::Number(_) => format!("number '{}'", self.lexer.text(tok)),
            TokenKind::Eof => "end of file".to_string(),
            TokenKind::Punct(b) if b.is_ascii_graphic() => format!("'{}'", b as char),
            TokenKind::Punct(b) => match self.non_ascii_char() {
                Some(c) => format!("character '{c}'"),
                None => format!("byte 0x{b:02x}"),
            },
        }
    }

    /// The non-ASCII UTF-8 character starting at the current token, if any.
    fn non_ascii_char(&self) -> Option<char> {
        match self.tok.kind {
            TokenKind::Punct(b) if !b.is_ascii() => {}
            _ => return None,
        }
        let rest = self
            .lexer
            .source()
            .get(self.tok.start..)
            .unwrap_or_default();
        let n = rest.len().min(4);
        (1..=n).find_map(|len| {
            std::str::from_utf8(&rest[..len])
                .ok()
                .and_then(|s| s.chars().next())
        })
    }

    fn error<T>(&self, expected: &str, context: &str) -> PResult<T> {
        Err(Diagnostic::error(
            self.tok.loc,
            format!("expected {expected} {context}, found {}", self.describe()),
        ))
    }

    fn expect_punct(&mut self, c: u8, context: &str) -> PResult<()> {
        if !self.tok.is(c) {
            return self.error(&format!("'{}'", c as char), context);
        }
        self.advance()
    }

    /// Adds an expression whose children are `children`, checking the
    /// depth of the tree it roots.
    fn add_expr(&mut self, kind: ExprKind, loc: Location, children: &[ExprId]) -> PResult<ExprId> {
        let depth = 1 + self.max_depth(children);
        self.push_expr(kind, loc, depth)
    }

    fn max_depth(&self, ids: &[ExprId]) -> u32 {
        ids.iter()
            .map(|c| self.depths.get(c.index()).copied().unwrap_or(0))
            .max()
            .unwrap_or(0)
    }

    fn push_expr(&mut self, kind: ExprKind, loc: Location, depth: u32) -> PResult<ExprId> {
        if depth > MAX_EXPR_DEPTH {
            return Err(Diagnostic::error(
                loc,
                format!("expression is too deeply nested (its tree has more than {MAX_EXPR_DEPTH} levels)"),
            ));
        }
        self.depths.push(depth);
        Ok(self.module.add_expr(kind, loc))
    }

    fn enter(&mut self) -> PResult<()> {
        if self.nesting >= MAX_NESTING {
            return Err(Diagnostic::error(
                self.tok.loc,
                format!("expression nesting exceeds the limit of {MAX_NESTING} levels"),
            ));
        }
        self.nesting += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.nesting = self.nesting.saturating_sub(1);
    }

    fn intern_current(&mut self) -> crate::frontend::ast::Symbol {
        let text = self.lexer.text(&self.tok);
        self.module.intern(text)
    }

    // module ::= definition*
    fn parse_module(&mut self) -> PResult<()> {
        while self.tok.kind != TokenKind::Eof {
            let f = self.parse_definition()?;
            self.module.push_function(f);
        }
        Ok(())
    }

    // definition ::= prototype block
    fn parse_definition(&mut self) -> PResult<Function> {
        let proto = self.parse_prototype()?;
        let body = self.parse_block()?;
        Ok(Function { proto, body })
    }

    // prototype ::= 'def' id '(' decl_list ')'
    fn parse_prototype(&mut self) -> PResult<Prototype> {
        let loc = self.tok.loc;
        if self.tok.kind != TokenKind::Def {
            return self.error("'def'", "to begin a function definition");
        }
        self.advance()?;
        if self.tok.kind != TokenKind::Ident {
            return self.error("function name", "after 'def'");
        }
        let name = self.intern_current();
        self.advance()?;
        self.expect_punct(b'(', "in prototype")?;
        let mut params = Vec::new();
        if !self.tok.is(b')') {
            if self.tok.kind != TokenKind::Ident {
                return self.error("identifier", "in function parameter list");
            }
            loop {
                params.push(Param {
                    name: self.intern_current(),
                    loc: self.tok.loc,
                });
                self.advance()?;
                if !self.tok.is(b',') {
                    break;
                }
                self.advance()?;
                if self.tok.kind != TokenKind::Ident {
                    return self.error("identifier", "after ',' in function parameter list");
                }
            }
        }
        self.expect_punct(b')', "to end function prototype")?;
        Ok(Prototype { name, params, loc })
    }

    // block ::= '{' expression_list '}'
    fn parse_block(&mut self) -> PResult<Vec<Stmt>> {
        self.expect_punct(b'{', "to begin block")?;
        let mut body = Vec::new();
        self.skip_semicolons()?;
        while !self.tok.is(b'}') && self.tok.kind != TokenKind::Eof {
            let stmt = match self.tok.kind {
                TokenKind::Var => Stmt::VarDecl(self.parse_declaration()?),
                TokenKind::Return => Stmt::Return(self.parse_return()?),
                _ => Stmt::Expr(self.parse_expression()?),
            };
            body.push(stmt);
            if !self.tok.is(b';') {
                return self.error("';'", "after expression");
            }
            self.skip_semicolons()?;
        }
        self.expect_punct(b'}', "to close block")?;
        Ok(body)
    }

    fn skip_semicolons(&mut self) -> PResult<()> {
        while self.tok.is(b';') {
            self.advance()?;
        }
        Ok(())
    }

    // return ::= 'return' | 'return' expr
    fn parse_return(&mut self) -> PResult<Return> {
        let loc = self.tok.loc;
        self.advance()?;
        let value = if self.tok.is(b';') {
            None
        } else {
            Some(self.parse_expression()?)
        };
        Ok(Return { value, loc })
    }

    // decl ::= 'var' id [type] '=' expr
    fn parse_declaration(&mut self) -> PResult<VarDecl> {
        let loc = self.tok.loc;
        self.advance()?;
        if self.tok.kind != TokenKind::Ident {
            return self.error("identifier", "after 'var' declaration");
        }
        let name = self.intern_current();
        self.advance()?;
        let ty = if self.tok.is(b'<') {
            self.parse_type()?
        } else {
            VarType::default()
        };
        self.expect_punct(b'=', "in variable declaration")?;
        let init = self.parse_expression()?;
        Ok(VarDecl {
            name,
            ty,
            init,
            loc,
        })
    }

    // type ::= '<' shape_list '>' ; shape_list ::= (num ','?)*  (upstream's
    // leniency: the commas are optional and a trailing one is accepted)
    fn parse_type(&mut self) -> PResult<VarType> {
        self.advance()?; // '<'
        let mut shape = Vec::new();
        while let TokenKind::Number(v) = self.tok.kind {
            if v.fract() != 0.0 || v >= i64::MAX as f64 {
                return Err(Diagnostic::error(
                    self.tok.loc,
                    format!(
                        "shape dimension must be a non-negative integer, found '{}'",
                        self.lexer.text(&self.tok)
                    ),
                ));
            }
            // `v` is a finite non-negative integer below 2^63.
            shape.push(v as i64);
            self.advance()?;
            if self.tok.is(b',') {
                self.advance()?;
            }
        }
        self.expect_punct(b'>', "to end type")?;
        Ok(VarType { shape })
    }

    // expression ::= primary binoprhs
    fn parse_expression(&mut self) -> PResult<ExprId> {
        self.enter()?;
        let result = self
            .parse_primary()
            .and_then(|lhs| self.parse_binop_rhs(0, lhs));
        self.leave();
        result
    }

    fn current_binop(&self) -> Option<BinOp> {
        match self.tok.kind {
            TokenKind::Punct(b) => BinOp::from_byte(b),
            _ => None,
        }
    }

    // binoprhs ::= (binop primary)*, by precedence climbing. The recursion
    // is at most two deep: there are only two precedence levels.
    fn parse_binop_rhs(&mut self, min_prec: u8, mut lhs: ExprId) -> PResult<ExprId> {
        loop {
            let Some(op) = self.current_binop() else {
                return Ok(lhs);
            };
            if op.precedence() < min_prec {
                return Ok(lhs);
            }
            self.advance()?;
            // Upstream locates a binary operation at its right operand.
            let loc = self.tok.loc;
            let mut rhs = self.parse_primary()?;
            if let Some(next) = self.current_binop() {
                if op.precedence() < next.precedence() {
                    rhs = self.parse_binop_rhs(op.precedence() + 1, rhs)?;
                }
            }
            lhs = self.add_expr(ExprKind::BinOp { op, lhs, rhs }, loc, &[lhs, rhs])?;
        }
    }

    // primary ::= identifierexpr | numberexpr | parenexpr | tensorliteral
    fn parse_primary(&mut self) -> PResult<ExprId> {
        match self.tok.kind {
            TokenKind::Ident => self.parse_identifier_expr(),
            TokenKind::Number(v) => {
                let loc = self.tok.loc;
                self.advance()?;
                self.add_expr(ExprKind::Number(v), loc, &[])
            }
            TokenKind::Punct(b'(') => {
                self.advance()?;
                let e = self.parse_expression()?;
                self.expect_punct(b')', "to close expression with parentheses")?;
                Ok(e)
            }
            TokenKind::Punct(b'[') => self.parse_literal(),
            _ => {
                let found = self.describe();
                Err(Diagnostic::error(
                    self.tok.loc,
                    format!("expected expression, found {found}"),
                ))
            }
        }
    }

    // identifierexpr ::= id | id '(' args ')'
    fn parse_identifier_expr(&mut self) -> PResult<ExprId> {
        let loc = self.tok.loc;
        let name = self.intern_current();
        self.advance()?;
        if !self.tok.is(b'(') {
            return self.add_expr(ExprKind::Var(name), loc, &[]);
        }
        self.advance()?;
        let mut args = Vec::new();
        if !self.tok.is(b')') {
            loop {
                args.push(self.parse_expression()?);
                if self.tok.is(b')') {
                    break;
                }
                if !self.tok.is(b',') {
                    return self.error("',' or ')'", "in argument list");
                }
                self.advance()?;
            }
        }
        self.advance()?; // ')'
        if self.module.name(name) == "print" {
            if args.len() != 1 {
                return Err(Diagnostic::error(
                    loc,
                    format!("print expects exactly one argument, found {}", args.len()),
                ));
            }
            let arg = args[0];
            return self.add_expr(ExprKind::Print(arg), loc, &[arg]);
        }
        let depth = 1 + self.max_depth(&args);
        self.push_expr(ExprKind::Call { callee: name, args }, loc, depth)
    }

    // tensorLiteral ::= '[' literalList ']'
    fn parse_literal(&mut self) -> PResult<ExprId> {
        let loc = self.tok.loc;
        let mut values = Vec::new();
        let dims = self.parse_literal_level(&mut values)?;
        self.add_expr(ExprKind::Literal(Literal { dims, values }), loc, &[])
    }

    /// Parses one bracketed level of a literal, appending its numbers to
    /// `values`, and returns its dimensions.
    fn parse_literal_level(&mut self, values: &mut Vec<f64>) -> PResult<Vec<i64>> {
        self.enter()?;
        let result = self.parse_literal_level_inner(values);
        self.leave();
        result
    }

    fn parse_literal_level_inner(&mut self, values: &mut Vec<f64>) -> PResult<Vec<i64>> {
        self.advance()?; // '['
        let mut count: i64 = 0;
        // The dimensions of the first nested literal, if elements are nested.
        let mut nested: Option<Vec<i64>> = None;
        loop {
            let elt_loc = self.tok.loc;
            match self.tok.kind {
                TokenKind::Punct(b'[') => {
                    let dims = self.parse_literal_level(values)?;
                    match &nested {
                        None if count == 0 => nested = Some(dims),
                        None => {
                            return Err(Diagnostic::error(
                                elt_loc,
                                "expected a number like the first element, found a nested \
                                 literal (literal dimensions must be uniform)",
                            ))
                        }
                        Some(first) if *first != dims => {
                            return Err(Diagnostic::error(
                                elt_loc,
                                format!(
                                    "expected uniform well-nested dimensions inside literal \
                                     expression: this element has shape <{}> but the first \
                                     has shape <{}>",
                                    join(&dims),
                                    join(first)
                                ),
                            ))
                        }
                        Some(_) => {}
                    }
                }
                TokenKind::Number(v) => {
                    if nested.is_some() {
                        return Err(Diagnostic::error(
                            elt_loc,
                            "expected a nested literal '[' like the first element, found a \
                             number (literal dimensions must be uniform)",
                        ));
                    }
                    values.push(v);
                    self.advance()?;
                }
                _ => return self.error("number or '['", "in literal expression"),
            }
            count += 1;
            if self.tok.is(b']') {
                break;
            }
            if !self.tok.is(b',') {
                return self.error("']' or ','", "in literal expression");
            }
            self.advance()?;
        }
        self.advance()?; // ']'
        let mut dims = vec![count];
        if let Some(inner) = nested {
            dims.extend(inner);
        }
        Ok(dims)
    }
}

fn join(dims: &[i64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_ok(src: &str) -> Module {
        match parse("t.toy", src.as_bytes()) {
            Ok(m) => m,
            Err(e) => panic!("parse failed: {}", e.render("t.toy", src.as_bytes())),
        }
    }

    fn parse_err(src: &str) -> Diagnostic {
        parse("t.toy", src.as_bytes()).expect_err("should fail")
    }

    fn body_expr(m: &Module, stmt: usize) -> ExprId {
        match &m.functions()[0].body[stmt] {
            Stmt::Expr(e) => *e,
            Stmt::VarDecl(d) => d.init,
            Stmt::Return(r) => r.value.expect("return value"),
        }
    }

    #[test]
    fn precedence_and_binop_location() {
        let m = parse_ok("def f(a, b) { return a + b * a - b; }");
        let root = body_expr(&m, 0);
        // (a + (b * a)) - b
        let ExprKind::BinOp { op, lhs, .. } = &m.expr(root).kind else {
            panic!("binop")
        };
        assert_eq!(*op, BinOp::Sub);
        assert_eq!(m.expr(root).loc, Location::new(1, 34));
        let ExprKind::BinOp { op, rhs, .. } = &m.expr(*lhs).kind else {
            panic!("binop")
        };
        assert_eq!(*op, BinOp::Add);
        assert!(matches!(
            m.expr(*rhs).kind,
            ExprKind::BinOp { op: BinOp::Mul, .. }
        ));
    }

    #[test]
    fn literal_is_flat() {
        let m = parse_ok("def main() { var a<2, 3> = [[1, 2, 3], [4, 5, 6]]; }");
        let Stmt::VarDecl(d) = &m.functions()[0].body[0] else {
            panic!("decl")
        };
        assert_eq!(d.ty.shape, vec![2, 3]);
        let ExprKind::Literal(lit) = &m.expr(d.init).kind else {
            panic!("literal")
        };
        assert_eq!(lit.dims, vec![2, 3]);
        assert_eq!(lit.values, vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    }

    #[test]
    fn lenient_type_commas_like_upstream() {
        let m = parse_ok("def main() { var a<2 3,> = 1; }");
        let Stmt::VarDecl(d) = &m.functions()[0].body[0] else {
            panic!("decl")
        };
        assert_eq!(d.ty.shape, vec![2, 3]);
    }

    #[test]
    fn print_and_calls() {
        let m = parse_ok("def main() { print(f(1, [2])); ;; return; }");
        let ExprKind::Print(arg) = m.expr(body_expr(&m, 0)).kind else {
            panic!("print")
        };
        let ExprKind::Call { args, .. } = &m.expr(arg).kind else {
            panic!("call")
        };
        assert_eq!(args.len(), 2);
        assert!(matches!(
            m.functions()[0].body[1],
            Stmt::Return(Return { value: None, .. })
        ));
    }

    #[test]
    fn errors() {
        let e = parse_err("def main() {\n  var a = [1, [2]];\n}");
        assert_eq!(e.loc, Location::new(2, 15));
        let e = parse_err("def main() {\n  var a = [[1], [2, 3]];\n}");
        assert_eq!(e.loc, Location::new(2, 17));
        assert!(e.message.contains("shape <2> but the first has shape <1>"));
        let e = parse_err("def main() { print(1, 2); }");
        assert_eq!(e.message, "print expects exactly one argument, found 2");
        let e = parse_err("def main() { var a = 1 }");
        assert_eq!(e.message, "expected ';' after expression, found '}'");
        let e = parse_err("def main() {\n  var a = 1;\n");
        assert_eq!(e.message, "expected '}' to close block, found end of file");
        assert_eq!(e.loc, Location::new(2, 13));
        let e = parse_err("def main() { var a<2.5> = 1; }");
        assert!(e.message.contains("'2.5'"));
        let e = parse_err("def main() { a / b; }");
        assert_eq!(e.message, "expected ';' after expression, found '/'");
        let e = parse_err("def main() { x = \u{e9}; }");
        assert_eq!(e.message, "expected ';' after expression, found '='");
        let e = parse_err("def main() { \u{e9}; }");
        assert_eq!(e.message, "expected expression, found character '\u{e9}'");
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = format!(
            "def main() {{ {}1{}; }}",
            "(".repeat(100_000),
            ")".repeat(100_000)
        );
        let e = parse_err(&deep);
        assert!(e.message.contains("nesting exceeds"), "{}", e.message);
        let deep = format!(
            "def main() {{ var a = {}1{}; }}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        );
        assert!(parse_err(&deep).message.contains("nesting exceeds"));
        let chain = format!("def main() {{ 1{}; }}", " + 1".repeat(5000));
        assert!(parse_err(&chain).message.contains("too deeply nested"));
        let ok = format!("def main() {{ 1{}; }}", " + 1".repeat(1000));
        parse_ok(&ok);
    }

    #[test]
    fn empty_module() {
        assert!(parse_ok("  # nothing\n").functions().is_empty());
    }
}
