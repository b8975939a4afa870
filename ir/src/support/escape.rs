//! MLIR's spelling of names and strings in text: which names print bare,
//! and the escapes of quoted strings (the printer's, and the custom-form
//! helpers' that print strings).

/// Whether a name can be printed without quotes (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Writes `s` quoted with MLIR's escapes (`\\`, `\22`, `\0A`, ...).
pub fn write_escaped_string(out: &mut String, s: &str) {
    if s.bytes()
        .all(|c| (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\')
    {
        out.push('"');
        out.push_str(s);
        out.push('"');
        return;
    }
    write_escaped_bytes(out, s.as_bytes());
}

/// Writes `bytes` quoted with MLIR's escapes: printable ASCII as is, every
/// other byte (UTF-8 or not) as `\XX`, as LLVM's `printEscapedString`.
pub fn write_escaped_bytes(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
}

/// Writes `s` bare if it is a bare identifier, else quoted with escapes.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s);
    }
}
