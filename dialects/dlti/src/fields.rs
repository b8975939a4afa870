//! The element types of the attributes' list parameters, named as upstream
//! names them in `DLTIAttrs.td` (`ArrayRefParameter<"DataLayoutEntryInterface">`,
//! `ArrayRefParameter<"DeviceIDTargetDeviceSpecPair">`), with how the
//! assembly format reads and writes them (upstream's `FieldParser`
//! specialisations and printers in `DLTI.cpp`).

use ir::asm_support::{FieldParser, FieldPrinter};
use ir::interfaces::{DataLayoutEntryInterfaceRef, TargetDeviceSpecInterfaceRef};
use ir::{Attribute, CustomParser, CustomPrinter, ParseError};

/// An attribute implementing `ir::interfaces::DataLayoutEntryInterface`
/// (upstream's `DataLayoutEntryInterface` handle): an element of a data
/// layout or target device specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DataLayoutEntryInterface(pub Attribute);

impl From<DataLayoutEntryInterface> for Attribute {
    fn from(value: DataLayoutEntryInterface) -> Attribute {
        value.0
    }
}

/// Parses an attribute that must be a data layout entry (upstream's
/// `parseAttribute<DataLayoutEntryInterface>`).
pub(crate) fn parse_entry(p: &mut CustomParser) -> Result<DataLayoutEntryInterface, ParseError> {
    p.peek_byte();
    let at = p.offset();
    let a = p.parse_attribute()?;
    match DataLayoutEntryInterfaceRef::get(p.ctx(), a) {
        Some(_) => Ok(DataLayoutEntryInterface(a)),
        None => Err(p.error_at(at, "invalid kind of attribute specified")),
    }
}

impl FieldParser for DataLayoutEntryInterface {
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        parse_entry(p)
    }
}

impl FieldPrinter for DataLayoutEntryInterface {
    fn print_field(&self, p: &mut CustomPrinter) {
        p.print_attribute(self.0);
    }
}

/// One device of a target system specification (upstream's
/// `DeviceIDTargetDeviceSpecPair`): its identifier, a string attribute, and
/// its specification, an attribute implementing
/// `ir::interfaces::TargetDeviceSpecInterface`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeviceIDTargetDeviceSpecPair {
    /// The device identifier (a string attribute).
    pub device_id: Attribute,
    /// The device's specification.
    pub device_spec: Attribute,
}

/// An error at the current position (upstream's
/// `emitError(getCurrentLocation())`), following `error`.
fn follow(p: &mut CustomParser, mut error: ParseError, message: &str) -> ParseError {
    p.peek_byte();
    let at = p.offset();
    error.followups.push((at, message.to_string()));
    error
}

impl FieldParser for DeviceIDTargetDeviceSpecPair {
    /// `"id" : #dlti.target_device_spec<...>`.
    fn parse_field(p: &mut CustomParser) -> Result<Self, ParseError> {
        let id = match p.parse_string() {
            Ok(id) => id,
            Err(e) => {
                return Err(follow(
                    p,
                    e,
                    "DeviceID is missing, or is not of string type",
                ))
            }
        };
        if let Err(e) = p.parse_punct(":") {
            return Err(follow(p, e, "Missing colon"));
        }
        p.peek_byte();
        let at = p.offset();
        let spec =
            p.parse_attribute()
                .and_then(|a| match TargetDeviceSpecInterfaceRef::get(p.ctx(), a) {
                    Some(_) => Ok(a),
                    None => Err(p.error_at(at, "invalid kind of attribute specified")),
                });
        let device_spec = match spec {
            Ok(a) => a,
            Err(e) => return Err(follow(p, e, "Error in parsing target device spec")),
        };
        let device_id = p.ctx().string_attr(&id);
        Ok(DeviceIDTargetDeviceSpecPair {
            device_id,
            device_spec,
        })
    }
}

impl FieldPrinter for DeviceIDTargetDeviceSpecPair {
    /// `"id" : spec`.
    fn print_field(&self, p: &mut CustomPrinter) {
        p.print_attribute(self.device_id);
        p.write_str(" : ");
        p.print_attribute(self.device_spec);
    }
}
