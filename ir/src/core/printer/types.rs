//! Types: builtin types (integers, floats, shaped types, functions, ...)
//! and dialect types (`!dialect<...>` or `!dialect.name`), each
//! distinct type formatted once.

use std::fmt::Write;

use crate::core::types::{Signedness, Type, TypeData, DYNAMIC};

use super::aliases::AliasKey;
use super::{Elision, Printer};

impl<'a> Printer<'a> {
    pub(super) fn print_shape(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    /// Prints a type (each distinct type is formatted once, then copied).
    pub(super) fn print_type(&mut self, t: Type) {
        if let Some(Some(text)) = self.type_text.get(t.0 as usize) {
            self.out.push_str(text);
            return;
        }
        if self.collecting.is_some() {
            self.visit_alias(AliasKey::Type(t), false);
            return;
        }
        let start = self.out.len();
        if !(self.aliases.is_some() && self.write_alias(AliasKey::Type(t))) {
            self.print_type_uncached(t);
        }
        let text = &self.out[start..];
        if text.len() <= Self::CACHED_TEXT_MAX {
            let i = t.0 as usize;
            if i >= self.type_text.len() {
                self.type_text.resize(i + 1, None);
            }
            self.type_text[i] = Some(text.into());
        }
    }

    pub(super) fn print_type_uncached(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(p);
                super::push_u32(&mut self.out, *width);
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(k) => self.out.push_str(k.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeData::Tuple(v) => {
                self.out.push_str("tuple<");
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                for (i, &e) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push_str(") -> ");
                self.print_result_types(results);
            }
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_shape(shape, None);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e, Elision::Never);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                self.print_shape(shape, Some(scalable));
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_shape(shape, None);
                self.print_type(*element);
                // An identity map (with symbols, not the default) is not
                // printed either.
                if let Some(l) = layout.filter(|&l| {
                    ctx.as_affine_map(l)
                        .is_none_or(|m| !ctx.affine_map_is_identity(m))
                }) {
                    self.out.push_str(", ");
                    self.print_attr(l, Elision::May);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::Dialect { def, .. } => self.print_dialect_type(t, *def),
            TypeData::Opaque { dialect, data } => {
                self.out.push('!');
                self.print_dialect_symbol(dialect, data);
            }
        }
    }

    pub(super) fn print_dialect_symbol(&mut self, dialect: &str, data: &str) {
        self.out.push_str(dialect);
        if pretty_dialect_symbol(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`.
pub(super) fn pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}
