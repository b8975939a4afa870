//! The file metadata dictionary (`{-# key: value, ... #-}`) with its two
//! keys, `dialect_resources` and `external_resources`, as upstream's
//! `TopLevelOperationParser::parseFileMetadataDictionary`: the builtin
//! dialect keeps blobs, external resources are kept as read (mlir-opt's
//! fallback map), every other dialect refuses resources.

use crate::core::resources::ResourceValue;

use super::{PResult, Parser};

/// Who reads the entries of a resource group.
#[derive(Clone, Copy)]
enum Handler {
    /// The builtin dialect: hex blobs.
    BuiltinBlobs,
    /// An `external_resources` group: any value, kept.
    External,
    /// Another dialect that keeps blobs: hex blobs.
    DialectBlobs,
}

impl<'s, 'c> Parser<'s, 'c> {
    /// `{-#` file-metadata-entry (`,` file-metadata-entry)* `#-}`; the
    /// cursor is at `{-#`.
    pub(super) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.pos += 3;
        self.comma_list_until("#-}", |p| {
            let key_at = p.token_start();
            let Some(key) = p.parse_keyword() else {
                return p.err(
                    key_at,
                    "expected identifier key in file metadata dictionary",
                );
            };
            if !p.eat(":") {
                return p.wrong_token("expected ':'");
            }
            match key {
                "dialect_resources" => p.parse_resource_groups(true),
                "external_resources" => p.parse_resource_groups(false),
                _ => p.err(
                    key_at,
                    format!("unknown key '{key}' in file metadata dictionary"),
                ),
            }
        })
    }

    /// Where the next token starts; at the end of the input, its last byte
    /// (where mlir-opt places the end-of-file token).
    fn token_start(&mut self) -> usize {
        self.skip_ws();
        self.pos.min(self.b.len().saturating_sub(1))
    }

    /// A bare identifier or keyword, not an integer type (upstream's
    /// `parseOptionalKeyword`).
    pub(super) fn parse_keyword(&mut self) -> Option<&'s str> {
        if self.at_int_type_token() {
            return None;
        }
        self.parse_bare_id()
    }

    /// Elements separated by commas up to `end` (which may come at once),
    /// as `parseCommaSeparatedListUntil`.
    fn comma_list_until(
        &mut self,
        end: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(end) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.eat(",") {
                break;
            }
        }
        if !self.eat(end) {
            return self.wrong_token(format!("expected ',' or '{end}'"));
        }
        Ok(())
    }

    /// `{` name `:` `{` entries `}` (`,` ...)* `}` (upstream's
    /// `parseResourceFileMetadata`).
    fn parse_resource_groups(&mut self, dialects: bool) -> PResult<()> {
        if !self.eat("{") {
            return self.wrong_token("expected '{'");
        }
        self.comma_list_until("}", |p| {
            let name_at = p.token_start();
            let Some(name) = p.parse_keyword() else {
                return p.err(name_at, "expected identifier key for 'resource' entry");
            };
            if !p.eat(":") {
                return p.wrong_token("expected ':'");
            }
            if !p.eat("{") {
                return p.wrong_token("expected '{'");
            }
            let handler = if !dialects {
                p.ctx.resources_mut().external_group(name);
                Handler::External
            } else if name == "builtin" {
                Handler::BuiltinBlobs
            } else if p.ctx.dialect(name).is_none() {
                return p.err(name_at, format!("dialect '{name}' is unknown"));
            } else if p.ctx.dialect(name).is_some_and(|d| d.resource_blobs) {
                Handler::DialectBlobs
            } else if p.ctx.dialect(name).is_some_and(|d| {
                d.op_asm_interface || d.attr_alias.is_some() || d.type_alias.is_some()
            }) {
                // The interface's default `parseResource`: no key is known.
                return p.comma_list_until("}", |p| {
                    let key_at = p.token_start();
                    let Some(key) = p.parse_keyword() else {
                        return p.err(key_at, "expected identifier key for 'resource' entry");
                    };
                    p.err(
                        key_at,
                        format!("unknown 'resource' key '{key}' for dialect '{name}'"),
                    )
                });
            } else {
                p.skip_ws();
                let at = p.pos;
                return p.err(
                    at,
                    format!("unexpected 'resource' section for dialect '{name}'"),
                );
            };
            p.comma_list_until("}", |p| p.parse_resource_entry(name, handler))
        })
    }

    /// key `:` value, read by `handler`.
    fn parse_resource_entry(&mut self, group: &str, handler: Handler) -> PResult<()> {
        let key_at = self.token_start();
        let Some(key) = self.parse_keyword() else {
            let what = match handler {
                Handler::BuiltinBlobs | Handler::DialectBlobs => "resource",
                Handler::External => "external_resources",
            };
            return self.err(
                key_at,
                format!("expected identifier key for '{what}' entry"),
            );
        };
        if !self.eat(":") {
            return self.wrong_token("expected ':'");
        }
        self.skip_ws();
        let value_at = self.pos;
        let value = match handler {
            Handler::BuiltinBlobs | Handler::DialectBlobs => {
                self.parse_resource_blob(key, value_at)?
            }
            Handler::External => {
                if self.eat_keyword("true") {
                    ResourceValue::Bool(true)
                } else if self.eat_keyword("false") {
                    ResourceValue::Bool(false)
                } else if self.b[value_at..].starts_with(b"\"0x") {
                    self.parse_resource_blob(key, value_at)?
                } else if self.peek() == Some(b'"') {
                    ResourceValue::String(self.parse_string_bytes()?)
                } else {
                    return self.err(value_at, format!("expected string value for key '{key}'"));
                }
            }
        };
        let entries = match handler {
            Handler::BuiltinBlobs => &mut self.ctx.resources_mut().builtin_blobs,
            Handler::External => self.ctx.resources_mut().external_group(group),
            Handler::DialectBlobs => self.ctx.resources_mut().dialect_blob_group(group),
        };
        match entries.iter_mut().find(|(k, _)| k == key) {
            Some(e) => e.1 = value,
            None => entries.push((key.to_string(), value)),
        }
        Ok(())
    }

    /// A `"0x..."` blob: its first 4 bytes are the alignment (upstream's
    /// `ParsedResourceEntry::parseAsBlob`).
    fn parse_resource_blob(&mut self, key: &str, at: usize) -> PResult<ResourceValue> {
        let not_blob = |p: &Self| p.err(at, format!("expected hex string blob for key '{key}'"));
        if self.peek() != Some(b'"') {
            return not_blob(self);
        }
        let text = self.parse_string_bytes()?;
        let Some(bytes) = text
            .strip_prefix(b"0x")
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(super::lexer::decode_hex)
        else {
            return not_blob(self);
        };
        let Some((align, data)) = bytes.split_first_chunk::<4>() else {
            return self.err(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            );
        };
        let align = u32::from_le_bytes(*align);
        if align != 0 && !align.is_power_of_two() {
            return self.err(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                ),
            );
        }
        Ok(ResourceValue::Blob {
            align,
            data: data.to_vec(),
        })
    }
}
