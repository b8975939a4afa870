//! The `td` library's op interfaces, generated from `ir/Interfaces.td` by
//! the build script: for each interface (`CastOpInterface`, ...) its trait,
//! which ops implement, `<Name>Vtable`, the table of its methods registered
//! with each op's definition, and `<Name>Ref`, an opaque operation seen
//! through it (`CastOpInterfaceRef::get(ctx, op)`).
#![allow(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/interfaces.rs.inc"));
