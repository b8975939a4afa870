//! Native attribute traits (`NativeAttrTrait<"Name">` is
//! `::ir::attribute_traits::Name`).
//!
//! The `.td` standard library names no native attribute trait; dialects
//! that declare one define it in their own crate and spell its path with
//! `cppNamespace`. This module is the namespace the library's default
//! `cppNamespace` points to.
