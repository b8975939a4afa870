//! `--split-input-file`: one input cut into chunks processed one by one, as
//! `splitAndProcessBuffer` (`lib/Support/ToolUtilities.cpp`, MLIR 19) cuts
//! it, quirks included.

use std::ops::Range;

/// The marker `--split-input-file` splits on when given no value, and the
/// one written between the outputs of chunks.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One chunk of a split input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Byte range in the input.
    pub range: Range<usize>,
    /// The input's line (1-based) the chunk starts on.
    pub line: u32,
}

impl Chunk {
    /// The chunk's buffer name: diagnostics and locations of the chunk name
    /// it, and count lines from the chunk's start
    /// (`within split at FILE:LINE offset :3:7: error: ...`).
    pub fn buffer_name(&self, input_name: &str) -> String {
        format!("within split at {input_name}:{} offset ", self.line)
    }
}

/// The chunks of an input and the places of near misses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split {
    /// The chunks, in order. None for an empty input.
    pub chunks: Vec<Chunk>,
    /// Byte offsets right after each marker that lacked its last two
    /// characters (or was followed by `0`): `mlir-opt` warns there, "near
    /// miss with file split marker", and keeps the chunk going.
    pub near_misses: Vec<usize>,
}

/// Cuts `input` at each `marker`. As upstream: the input is first cut at
/// the marker without its last two characters; a piece that does not go on
/// with those two characters, or is no longer than them, or has a `0` right
/// after them, is a near miss and joins the chunk before it. An empty first
/// piece is replaced by the next one whole (upstream's `prev.empty()` test).
pub fn split_input(input: &str, marker: &str) -> Split {
    let text = input.as_bytes();
    let m = marker.as_bytes();
    let check = m.len().min(2);
    let (prefix, suffix) = m.split_at(m.len() - check);
    let mut pieces: Vec<Range<usize>> = Vec::new();
    let mut start = 0;
    if !prefix.is_empty() {
        while let Some(i) = find(&text[start..], prefix) {
            pieces.push(start..start + i);
            start += i + prefix.len();
        }
    }
    pieces.push(start..text.len());
    let mut split = Split::default();
    let mut prev: Range<usize> = 0..0;
    for piece in pieces {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let rest = &text[piece.clone()];
        if rest.starts_with(suffix) && rest.len() > check && rest[check] != b'0' {
            split.chunks.push(chunk(text, prev));
            prev = piece.start + check..piece.end;
        } else {
            split.near_misses.push(piece.start);
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        split.chunks.push(chunk(text, prev));
    }
    split
}

fn chunk(text: &[u8], range: Range<usize>) -> Chunk {
    let line = text[..range.start].iter().filter(|&&c| c == b'\n').count() + 1;
    Chunk {
        range,
        line: u32::try_from(line).unwrap_or(u32::MAX),
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(&str, u32)> {
        split_input(input, DEFAULT_SPLIT_MARKER)
            .chunks
            .into_iter()
            .map(|c| (&input[c.range], c.line))
            .collect()
    }

    #[test]
    fn chunks_start_after_the_marker() {
        assert_eq!(texts("a\n// -----\nb\n"), vec![("a\n", 1), ("\nb\n", 2)]);
        assert_eq!(texts("a\n"), vec![("a\n", 1)]);
        assert!(texts("").is_empty());
    }

    #[test]
    fn near_misses_join_the_chunk_before() {
        let input = "a\n// ---\nb\n// -----0\nc";
        let s = split_input(input, DEFAULT_SPLIT_MARKER);
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(&input[s.chunks[0].range.clone()], input);
        assert_eq!(s.near_misses, vec![8, 17]);
        // A marker at the very end is a near miss too.
        assert_eq!(
            split_input("a// -----", DEFAULT_SPLIT_MARKER).near_misses,
            vec![7]
        );
    }

    #[test]
    fn an_empty_first_piece_is_replaced_by_the_next() {
        assert_eq!(texts("// -----\na"), vec![("--\na", 1)]);
    }
}
