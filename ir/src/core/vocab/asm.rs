//! Assembly-format hooks of the `.td` vocabulary on `$_parser`
//! ([`CustomParser`]) and `$_printer` ([`CustomPrinter`]): enum keywords,
//! named enums (`mnemonic<keyword>`), resource handles and strings.
//!
//! Errors are [`Diagnostic`]s at the position where the keyword starts.

use std::fmt::Display;
use std::str::FromStr;

use crate::core::diag::Diagnostic;
use crate::core::op_asm::{CustomParser, CustomPrinter};
use crate::support::escape::write_escaped_string;

/// The last path segment of a type's name (`Predicate` for `a::b::Predicate`).
fn short_type_name<T>() -> &'static str {
    let full = std::any::type_name::<T>();
    let base = full.split('<').next().unwrap_or(full);
    base.rsplit("::").next().unwrap_or(base)
}

impl CustomParser<'_, '_, '_> {
    /// One enum keyword, or several joined by `separator` (a bit enum:
    /// `read|write`), converted with `FromStr` (the keywords are joined
    /// with `separator` for the conversion). The error lists `expected`,
    /// as MLIR's `expected Kind to be one of: a, b`.
    pub fn parse_enum_keyword<E: FromStr>(
        &mut self,
        expected: &[&str],
        separator: Option<&str>,
    ) -> Result<E, Diagnostic> {
        let loc = self.current_location();
        let fail = || {
            Diagnostic::error(
                loc,
                format!(
                    "expected {} to be one of: {}",
                    short_type_name::<E>(),
                    expected.join(", ")
                ),
            )
        };
        let mut text = self.parse_optional_bare_id().ok_or_else(fail)?;
        if let Some(sep) = separator {
            let punct = sep.trim();
            while !punct.is_empty() && self.parse_optional_punct(punct) {
                let next = self.parse_optional_bare_id().ok_or_else(fail)?;
                text.push_str(sep);
                text.push_str(&next);
            }
        }
        text.parse::<E>().map_err(|_| fail())
    }

    /// `mnemonic<keyword>`, the keyword converted with `FromStr`.
    pub fn parse_named_enum<E: FromStr>(&mut self, mnemonic: &str) -> Result<E, Diagnostic> {
        let loc = self.current_location();
        if !self.parse_optional_keyword(mnemonic) {
            return Err(Diagnostic::error(loc, format!("expected '{mnemonic}'")));
        }
        if !self.parse_optional_punct("<") {
            let here = self.current_location();
            return Err(Diagnostic::error(here, "expected '<'"));
        }
        let at = self.current_location();
        let value = self
            .parse_optional_bare_id()
            .and_then(|k| k.parse::<E>().ok())
            .ok_or_else(|| {
                Diagnostic::error(at, format!("expected a {} keyword", short_type_name::<E>()))
            })?;
        if !self.parse_optional_punct(">") {
            let here = self.current_location();
            return Err(Diagnostic::error(here, "expected '>'"));
        }
        Ok(value)
    }

    /// A resource handle: its key, a bare identifier or a string, converted
    /// with `FromStr` (the dialect's handle type resolves the key).
    pub fn parse_resource_handle<H: FromStr>(&mut self) -> Result<H, Diagnostic> {
        let loc = self.current_location();
        let key = match self.parse_optional_bare_id() {
            Some(k) => k,
            None => self
                .parse_string()
                .map_err(|_| Diagnostic::error(loc, "expected resource handle key"))?,
        };
        key.parse::<H>()
            .map_err(|_| Diagnostic::error(loc, format!("unknown resource handle '{key}'")))
    }
}

impl CustomPrinter<'_, '_> {
    /// An enum keyword (its `Display` form; bit enums print their cases
    /// joined with their separator).
    pub fn print_enum_keyword(&mut self, value: &impl Display) {
        self.write_str(&value.to_string());
    }

    /// `mnemonic<keyword>`.
    pub fn print_named_enum(&mut self, mnemonic: &str, value: &impl Display) {
        self.write_str(&format!("{mnemonic}<{value}>"));
    }

    /// A resource handle's key.
    pub fn print_resource_handle(&mut self, handle: &impl Display) {
        self.write_str(&handle.to_string());
    }

    /// A quoted string with MLIR's escapes.
    pub fn print_string(&mut self, value: &str) {
        let mut out = String::with_capacity(value.len() + 2);
        write_escaped_string(&mut out, value);
        self.write_str(&out);
    }
}
