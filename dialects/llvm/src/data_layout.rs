//! LLVM's data layout strings (`llvm.data_layout`): read as LLVM 19's
//! `DataLayout::parse` reads them (`llvm/lib/IR/DataLayout.cpp`), with its
//! error messages, so that the dialect rejects what LLVM rejects
//! (`LLVMDialect::verifyDataLayoutString`).
//!
//! A specification is a `-`-separated list of `:`-separated fields:
//! `e`/`E` (endianness), `p[n]:size:abi[:pref[:index]]` (pointers of
//! address space `n`), `i`/`v`/`f<size>:abi[:pref]` and `a:abi[:pref]`
//! (alignments in bits), `n<w>:<w>...` (native integer widths), `S<align>`
//! (stack), `F{i,n}<align>` (function pointers), `P`/`A`/`G<n>` (program,
//! alloca and globals address spaces), `m:<c>` (mangling), `ni:<n>...`
//! (non-integral address spaces) and the ignored `s...`.

/// What kind of type an alignment entry is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlignKind {
    /// `i<size>`.
    Integer,
    /// `v<size>`.
    Vector,
    /// `f<size>`.
    Float,
    /// `a`.
    Aggregate,
}

/// An alignment entry: the type's size in bits (0 for aggregates) and its
/// ABI and preferred alignments in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlignEntry {
    /// What the entry is for.
    pub kind: AlignKind,
    /// The size of the type in bits.
    pub bit_width: u32,
    /// The ABI alignment in bytes (at least 1).
    pub abi: u64,
    /// The preferred alignment in bytes (at least 1).
    pub preferred: u64,
}

/// The layout of pointers of one address space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    /// The address space.
    pub address_space: u32,
    /// The size of a pointer in bits.
    pub bit_width: u32,
    /// The ABI alignment in bytes.
    pub abi: u64,
    /// The preferred alignment in bytes.
    pub preferred: u64,
    /// The width of the index used in address computations, in bits.
    pub index_bit_width: u32,
}

/// A data layout string read as LLVM reads it: the entries it sets, in
/// their order, over LLVM's defaults (which are not listed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    /// `E`: big-endian (`e` or nothing: little-endian).
    pub big_endian: bool,
    /// The pointer specifications given (`p...`).
    pub pointers: Vec<PointerSpec>,
    /// The alignment entries given (`i`, `v`, `f`, `a`).
    pub alignments: Vec<AlignEntry>,
    /// The native integer widths (`n...`).
    pub legal_int_widths: Vec<u32>,
    /// The natural stack alignment in bytes (`S...`).
    pub stack_alignment: Option<u64>,
    /// The function pointer alignment in bytes and whether it is a
    /// multiple of the function's alignment (`Fn...`) rather than
    /// independent of it (`Fi...`).
    pub function_pointer_alignment: Option<(u64, bool)>,
    /// The address space of functions (`P...`).
    pub program_address_space: u32,
    /// The address space of allocas (`A...`).
    pub alloca_address_space: u32,
    /// The default address space of globals (`G...`).
    pub globals_address_space: u32,
    /// The mangling mode (`m:<c>`).
    pub mangling: Option<char>,
    /// The non-integral address spaces (`ni:...`).
    pub non_integral_address_spaces: Vec<u32>,
}

/// `Str.split(sep)` as `::split` checks it: a separator must have a token
/// before it and something after it.
fn split(s: &str, sep: char) -> Result<(&str, &str), String> {
    let (first, second) = s.split_once(sep).unwrap_or((s, ""));
    if second.is_empty() && first != s {
        return Err("Trailing separator in datalayout string".into());
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string".into());
    }
    Ok((first, second))
}

/// A decimal number of at most `bits` bits (`StringRef::getAsInteger`).
fn number(s: &str, bits: u32) -> Result<u64, String> {
    let bad = || "not a number, or does not fit in an unsigned int".to_string();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let v: u64 = s.parse().map_err(|_| bad())?;
    if bits < 64 && v >> bits != 0 {
        return Err(bad());
    }
    Ok(v)
}

/// A number of bits given as bytes (`getIntInBytes`).
fn bytes(s: &str, bits: u32) -> Result<u64, String> {
    let v = number(s, bits)?;
    if v % 8 != 0 {
        return Err("number of bits must be a byte width multiple".into());
    }
    Ok(v / 8)
}

/// An address space: a 24-bit number (`getAddrSpace`).
fn address_space(s: &str) -> Result<u32, String> {
    let v = number(s, 32)?;
    if v >> 24 != 0 {
        return Err("Invalid address space, must be a 24-bit integer".into());
    }
    Ok(v as u32)
}

/// `assumeAligned`: 0 is alignment 1.
fn aligned(v: u64) -> u64 {
    v.max(1)
}

impl DataLayout {
    /// Reads `desc`, or gives LLVM's message for its first error.
    pub fn parse(desc: &str) -> Result<DataLayout, String> {
        let mut layout = DataLayout::default();
        let mut desc = desc;
        while !desc.is_empty() {
            let (spec, rest_of_desc) = split(desc, '-')?;
            desc = rest_of_desc;
            let (tok, rest) = split(spec, ':')?;
            if tok == "ni" {
                let mut rest = rest;
                loop {
                    let (n, r) = split(rest, ':')?;
                    rest = r;
                    let space = number(n, 32)? as u32;
                    if space == 0 {
                        return Err("Address space 0 can never be non-integral".into());
                    }
                    layout.non_integral_address_spaces.push(space);
                    if rest.is_empty() {
                        break;
                    }
                }
                continue;
            }
            let specifier = tok.chars().next().unwrap_or('\0');
            let tok = &tok[specifier.len_utf8().min(tok.len())..];
            layout.specifier(specifier, tok, rest)?;
        }
        Ok(layout)
    }

    /// One specification: `specifier` followed by `tok`, then `:rest`.
    fn specifier(&mut self, specifier: char, tok: &str, rest: &str) -> Result<(), String> {
        match specifier {
            's' => {}
            'E' => self.big_endian = true,
            'e' => self.big_endian = false,
            'p' => self.pointer(tok, rest)?,
            'i' | 'v' | 'f' | 'a' => {
                let kind = match specifier {
                    'i' => AlignKind::Integer,
                    'v' => AlignKind::Vector,
                    'f' => AlignKind::Float,
                    _ => AlignKind::Aggregate,
                };
                self.alignment(kind, tok, rest)?;
            }
            'n' => {
                let (mut tok, mut rest) = (tok, rest);
                loop {
                    let width = number(tok, 32)? as u32;
                    if width == 0 {
                        return Err("Zero width native integer type in datalayout string".into());
                    }
                    self.legal_int_widths.push(width);
                    if rest.is_empty() {
                        break;
                    }
                    (tok, rest) = split(rest, ':')?;
                }
            }
            'S' => {
                let align = bytes(tok, 64)?;
                if align != 0 && !align.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                self.stack_alignment = (align != 0).then_some(align);
            }
            'F' => {
                let multiple = match tok.as_bytes().first() {
                    Some(b'i') => false,
                    Some(b'n') => true,
                    _ => {
                        return Err(
                            "Unknown function pointer alignment type in datalayout string".into(),
                        )
                    }
                };
                let align = bytes(&tok[1..], 64)?;
                if align != 0 && !align.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                self.function_pointer_alignment = (align != 0).then_some((align, multiple));
            }
            'P' => self.program_address_space = address_space(tok)?,
            'A' => self.alloca_address_space = address_space(tok)?,
            'G' => self.globals_address_space = address_space(tok)?,
            'm' => {
                if !tok.is_empty() {
                    return Err(
                        "Unexpected trailing characters after mangling specifier in datalayout string"
                            .into(),
                    );
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string".into());
                }
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string".into());
                }
                let c = rest.as_bytes()[0] as char;
                if !"elomwxa".contains(c) {
                    return Err("Unknown mangling in datalayout string".into());
                }
                self.mangling = Some(c);
            }
            _ => return Err("Unknown specifier in datalayout string".into()),
        }
        Ok(())
    }

    /// `p[n]:size:abi[:pref[:index]]`.
    fn pointer(&mut self, tok: &str, rest: &str) -> Result<(), String> {
        let space = if tok.is_empty() { 0 } else { number(tok, 32)? };
        if space >> 24 != 0 {
            return Err("Invalid address space, must be a 24-bit integer".into());
        }
        if rest.is_empty() {
            return Err("Missing size specification for pointer in datalayout string".into());
        }
        let (tok, rest) = split(rest, ':')?;
        let size = number(tok, 32)? as u32;
        if size == 0 {
            return Err("Invalid pointer size of 0 bytes".into());
        }
        if rest.is_empty() {
            return Err("Missing alignment specification for pointer in datalayout string".into());
        }
        let (tok, mut rest) = split(rest, ':')?;
        let abi = bytes(tok, 32)?;
        if !abi.is_power_of_two() {
            return Err("Pointer ABI alignment must be a power of 2".into());
        }
        let mut index = size;
        let mut preferred = abi;
        if !rest.is_empty() {
            let (tok, r) = split(rest, ':')?;
            rest = r;
            preferred = bytes(tok, 32)?;
            if !preferred.is_power_of_two() {
                return Err("Pointer preferred alignment must be a power of 2".into());
            }
            if !rest.is_empty() {
                let (tok, _) = split(rest, ':')?;
                index = number(tok, 32)? as u32;
                if index == 0 {
                    return Err("Invalid index size of 0 bytes".into());
                }
            }
        }
        if preferred < abi {
            return Err("Preferred alignment cannot be less than the ABI alignment".into());
        }
        if index > size {
            return Err("Index width cannot be larger than pointer width".into());
        }
        let spec = PointerSpec {
            address_space: space as u32,
            bit_width: size,
            abi,
            preferred,
            index_bit_width: index,
        };
        match self
            .pointers
            .iter_mut()
            .find(|p| p.address_space == spec.address_space)
        {
            Some(p) => *p = spec,
            None => self.pointers.push(spec),
        }
        Ok(())
    }

    /// `i`/`v`/`f<size>:abi[:pref]`, `a:abi[:pref]`.
    fn alignment(&mut self, kind: AlignKind, tok: &str, rest: &str) -> Result<(), String> {
        let size = if tok.is_empty() { 0 } else { number(tok, 32)? };
        if kind == AlignKind::Aggregate && size != 0 {
            return Err("Sized aggregate specification in datalayout string".into());
        }
        if rest.is_empty() {
            return Err("Missing alignment specification in datalayout string".into());
        }
        let (tok, rest) = split(rest, ':')?;
        let abi = bytes(tok, 32)?;
        if kind != AlignKind::Aggregate && abi == 0 {
            return Err("ABI alignment specification must be >0 for non-aggregate types".into());
        }
        if abi >> 16 != 0 {
            return Err("Invalid ABI alignment, must be a 16bit integer".into());
        }
        if abi != 0 && !abi.is_power_of_two() {
            return Err("Invalid ABI alignment, must be a power of 2".into());
        }
        if kind == AlignKind::Integer && size == 8 && abi != 1 {
            return Err("Invalid ABI alignment, i8 must be naturally aligned".into());
        }
        let mut preferred = abi;
        if !rest.is_empty() {
            let (tok, _) = split(rest, ':')?;
            preferred = bytes(tok, 32)?;
        }
        if preferred >> 16 != 0 {
            return Err("Invalid preferred alignment, must be a 16bit integer".into());
        }
        if preferred != 0 && !preferred.is_power_of_two() {
            return Err("Invalid preferred alignment, must be a power of 2".into());
        }
        if size >> 24 != 0 {
            return Err("Invalid bit width, must be a 24-bit integer".into());
        }
        let (abi, preferred) = (aligned(abi), aligned(preferred));
        if preferred < abi {
            return Err("Preferred alignment cannot be less than the ABI alignment".into());
        }
        let entry = AlignEntry {
            kind,
            bit_width: size as u32,
            abi,
            preferred,
        };
        match self
            .alignments
            .iter_mut()
            .find(|e| e.kind == kind && e.bit_width == entry.bit_width)
        {
            Some(e) => *e = entry,
            None => self.alignments.push(entry),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_target_layout() {
        let l = DataLayout::parse(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        )
        .unwrap();
        assert!(!l.big_endian);
        assert_eq!(l.mangling, Some('e'));
        assert_eq!(l.pointers.len(), 3);
        assert_eq!(l.pointers[2].bit_width, 64);
        assert_eq!(l.legal_int_widths, vec![8, 16, 32, 64]);
        assert_eq!(l.stack_alignment, Some(16));
        let l = DataLayout::parse("E-p:32:32:64:16-ni:1:2-Fn8-a:0:64").unwrap();
        assert!(l.big_endian);
        assert_eq!(l.pointers[0].index_bit_width, 16);
        assert_eq!(l.pointers[0].preferred, 8);
        assert_eq!(l.non_integral_address_spaces, vec![1, 2]);
        assert_eq!(l.function_pointer_alignment, Some((1, true)));
        assert_eq!(l.alignments[0].abi, 1);
    }

    #[test]
    fn gives_llvm_messages() {
        for (desc, message) in [
            ("#vjkr32", "Unknown specifier in datalayout string"),
            ("e-", "Trailing separator in datalayout string"),
            ("-e", "Expected token before separator in datalayout string"),
            ("p:0:8", "Invalid pointer size of 0 bytes"),
            (
                "p:64",
                "Missing alignment specification for pointer in datalayout string",
            ),
            ("p:64:24", "Pointer ABI alignment must be a power of 2"),
            (
                "p:32:32:32:64",
                "Index width cannot be larger than pointer width",
            ),
            (
                "p16777216:64:64",
                "Invalid address space, must be a 24-bit integer",
            ),
            (
                "i8:16",
                "Invalid ABI alignment, i8 must be naturally aligned",
            ),
            ("i32:12", "number of bits must be a byte width multiple"),
            ("i32:x", "not a number, or does not fit in an unsigned int"),
            (
                "i32:64:32",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            ("a8:8", "Sized aggregate specification in datalayout string"),
            (
                "f32:0",
                "ABI alignment specification must be >0 for non-aggregate types",
            ),
            ("n0", "Zero width native integer type in datalayout string"),
            ("S24", "Alignment is neither 0 nor a power of 2"),
            (
                "Fx8",
                "Unknown function pointer alignment type in datalayout string",
            ),
            ("m:q", "Unknown mangling in datalayout string"),
            (
                "mx:e",
                "Unexpected trailing characters after mangling specifier in datalayout string",
            ),
            ("ni:0", "Address space 0 can never be non-integral"),
            (
                "i4294967296:8",
                "not a number, or does not fit in an unsigned int",
            ),
        ] {
            assert_eq!(DataLayout::parse(desc).unwrap_err(), message, "{desc}");
        }
    }
}
