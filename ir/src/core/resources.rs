//! File-level resources (`{-# dialect_resources: ..., external_resources:
//! ... #-}`): what the parser read, kept on the context so that the printer
//! writes it back after the top-level operation, as `mlir-opt` does with
//! its `FallbackAsmResourceMap` and the builtin dialect's blob manager.

/// The value of one resource entry (upstream's `AsmResourceEntryKind`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `true` / `false`.
    Bool(bool),
    /// A string, unescaped.
    String(Vec<u8>),
    /// A hex blob: its alignment (the first 4 bytes, little endian) and
    /// its data.
    Blob {
        /// Alignment of the data in bytes.
        align: u32,
        /// The bytes after the alignment.
        data: Vec<u8>,
    },
}

/// Named entries of one resource group, in the order they were read.
pub type ResourceEntries = Vec<(String, ResourceValue)>;

/// The resources of a parsed file.
#[derive(Clone, Debug, Default)]
pub struct FileResources {
    /// `external_resources`, group by group, kept as read (upstream's
    /// fallback map for resources no client claims).
    pub external: Vec<(String, ResourceEntries)>,
    /// The builtin dialect's blobs (`dialect_resources: { builtin: ... }`);
    /// printed back only when an attribute refers to them.
    pub builtin_blobs: ResourceEntries,
    /// The blobs of other dialects that keep them
    /// ([`crate::DialectDefinition::resource_blobs`]), group by group.
    pub dialect_blobs: Vec<(String, ResourceEntries)>,
}

impl FileResources {
    /// The entries of external group `name`, created empty on first use.
    pub fn external_group(&mut self, name: &str) -> &mut ResourceEntries {
        group(&mut self.external, name)
    }

    /// The blobs of dialect `name`, created empty on first use.
    pub fn dialect_blob_group(&mut self, name: &str) -> &mut ResourceEntries {
        group(&mut self.dialect_blobs, name)
    }
}

/// The entries of group `name` in `groups`, created empty on first use.
fn group<'g>(
    groups: &'g mut Vec<(String, ResourceEntries)>,
    name: &str,
) -> &'g mut ResourceEntries {
    let i = match groups.iter().position(|(n, _)| n == name) {
        Some(i) => i,
        None => {
            groups.push((name.to_string(), Vec::new()));
            groups.len() - 1
        }
    };
    &mut groups[i].1
}

impl crate::core::context::Context {
    /// The file-level resources read with the IR.
    pub fn resources(&self) -> &FileResources {
        &self.resources
    }

    /// The file-level resources, to change.
    pub fn resources_mut(&mut self) -> &mut FileResources {
        &mut self.resources
    }
}

/// Writes `value` as the textual format spells it (upstream's
/// `ResourceBuilder`): `true`, an escaped string, or a `"0x..."` blob with
/// its alignment first.
pub fn write_resource_value(out: &mut String, value: &ResourceValue) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    match value {
        ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ResourceValue::String(s) => crate::support::escape::write_escaped_bytes(out, s),
        ResourceValue::Blob { align, data } => {
            out.push_str("\"0x");
            for &c in align.to_le_bytes().iter().chain(data) {
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 15) as usize] as char);
            }
            out.push('"');
        }
    }
}
