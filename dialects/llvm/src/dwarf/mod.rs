//! The DWARF constants the debug-info attributes name (upstream's uses of
//! `llvm::dwarf::TagString`, `getTag` and the like): the `LLVM_DIParameter`
//! parameters (`tag = DW_TAG_base_type`, `encoding = DW_ATE_signed`,
//! `sourceLanguage = DW_LANG_C`, `callingConvention = DW_CC_normal`, the
//! operations of `#llvm.di_expression`) and the arguments of
//! `DW_OP_LLVM_convert`.

mod tables;

use ir::{CustomParser, CustomPrinter, ParseError};

/// A table of DWARF names (the `parseName` of upstream's `LLVM_DIParameter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DwarfTable {
    /// `DW_CC_*`.
    CallingConvention,
    /// `DW_ATE_*`.
    AttributeEncoding,
    /// `DW_LANG_*`.
    Language,
    /// `DW_TAG_*`.
    Tag,
    /// `DW_OP_*`.
    OperationEncoding,
}

/// `DW_OP_LLVM_convert`, whose arguments after the first are attribute
/// encodings.
pub const DW_OP_LLVM_CONVERT: u32 = 0x1001;

impl DwarfTable {
    fn entries(self) -> tables::Table {
        match self {
            DwarfTable::CallingConvention => tables::CONVENTIONS,
            DwarfTable::AttributeEncoding => tables::ATTRIBUTE_ENCODINGS,
            DwarfTable::Language => tables::LANGUAGES,
            DwarfTable::Tag => tables::TAGS,
            DwarfTable::OperationEncoding => tables::OPERATIONS,
        }
    }

    /// The name of `value` (`TagString` and the like): empty when it has
    /// none.
    pub fn name(self, value: u32) -> &'static str {
        self.entries()
            .iter()
            .find(|(v, _)| *v == value)
            .map_or("", |(_, n)| n)
    }

    /// The value named `name` (`getTag` and the like), if any.
    pub fn value(self, name: &str) -> Option<u32> {
        self.entries()
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(v, _)| *v)
    }
}

/// Parses a DWARF name of `table` (upstream's `LLVM_DIParameter` parser):
/// a keyword, rejected with `invalid debug info <summary> name: <name>`
/// when it names nothing.
pub fn parse_name(
    parser: &mut CustomParser,
    summary: &str,
    table: DwarfTable,
) -> Result<u32, ParseError> {
    parser.peek_byte();
    let at = parser.offset();
    let Some(name) = parser.parse_optional_bare_id() else {
        return Err(parser.error_at(at, "expected valid keyword"));
    };
    table
        .value(&name)
        .ok_or_else(|| parser.error_at(at, format!("invalid debug info {summary} name: {name}")))
}

/// Prints the DWARF name of `value` (nothing when it has none).
pub fn print_name(printer: &mut CustomPrinter, table: DwarfTable, value: u32) {
    printer.write_str(table.name(value));
}

/// The arguments of a `#llvm.di_expression` operation (upstream's
/// `parseExpressionArg`): integers, and for `DW_OP_LLVM_convert` attribute
/// encodings by name after the first.
pub fn parse_expression_arg(
    parser: &mut CustomParser,
    opcode: &Option<u32>,
    arguments: &mut Option<Vec<u64>>,
) -> Result<(), ParseError> {
    let opcode = opcode.unwrap_or_default();
    let mut args: Vec<u64> = Vec::new();
    loop {
        let mut operand = 0u64;
        if !args.is_empty() && opcode == DW_OP_LLVM_CONVERT {
            if let Some(keyword) = parser.parse_optional_bare_id() {
                operand = u64::from(DwarfTable::AttributeEncoding.value(&keyword).unwrap_or(0));
                if operand == 0 {
                    parser.peek_byte();
                    let at = parser.offset();
                    return Err(parser.error_at(
                        at,
                        format!("encountered unknown attribute encoding \"{keyword}\""),
                    ));
                }
            }
        }
        if operand == 0 {
            parser.peek_byte();
            let at = parser.offset();
            operand = match parser.parse_integer_wide().map(u64::try_from) {
                Ok(Ok(v)) => v,
                _ => return Err(parser.error_at(at, "expected integer operand")),
            };
        }
        args.push(operand);
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    *arguments = Some(args);
    Ok(())
}

/// Prints the arguments of a `#llvm.di_expression` operation (upstream's
/// `printExpressionArg`).
pub fn print_expression_arg(printer: &mut CustomPrinter, opcode: u32, arguments: &[u64]) {
    let mut printed = 0usize;
    for (i, &operand) in arguments.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        if printed > 0 && opcode == DW_OP_LLVM_CONVERT {
            let keyword = u32::try_from(operand)
                .map(|v| DwarfTable::AttributeEncoding.name(v))
                .unwrap_or("");
            if !keyword.is_empty() {
                printer.write_str(keyword);
                continue;
            }
        }
        printer.write_str(&operand.to_string());
        printed += 1;
    }
}
