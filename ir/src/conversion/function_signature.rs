//! The signature conversion of function ops (upstream's
//! `FunctionOpInterfaceSignatureConversion` in `DialectConversion.cpp`,
//! `populateFunctionOpInterfaceTypeConversionPattern` and
//! `populateAnyFunctionOpInterfaceTypeConversionPattern`): a function op's
//! type and the argument types of the blocks of its body converted with
//! the conversion's [`TypeConverter`](super::TypeConverter), in place.
//!
//! The conversion's converter converts each input and result (to any
//! number of types: an input converting to several becomes several entry
//! block arguments, rebuilt for their users by the converter's argument
//! materializations), the blocks of the body are converted
//! ([`ConversionRewriter::convert_region_types`]) and the function type
//! attribute is set to the converted function type. A function whose type
//! is not a builtin function type, or with a type that does not convert,
//! is left alone (the pattern fails).

use super::pattern::{ConversionPattern, ConversionRewriter};
use crate::core::storage::{OpId, Value};
use crate::core::types::Type;
use crate::interfaces::FunctionOpInterfaceRef;

/// The signature conversion of the function ops named `root` (any op
/// with `FunctionOpInterface` when `None`).
struct FunctionSignatureConversion {
    root: Option<String>,
}

impl ConversionPattern for FunctionSignatureConversion {
    fn root(&self) -> Option<&str> {
        self.root.as_deref()
    }
    fn name(&self) -> &str {
        "FunctionOpInterfaceSignatureConversion"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(converter) = rw.type_converter() else {
            return false;
        };
        let Some(function) = FunctionOpInterfaceRef::get(rw, op) else {
            return false;
        };
        let fty = function.get_function_type(rw);
        let (Some(inputs), Some(results)) = (
            rw.function_inputs(fty).map(<[Type]>::to_vec),
            rw.function_results(fty).map(<[Type]>::to_vec),
        ) else {
            return false;
        };
        let mut new_inputs = Vec::with_capacity(inputs.len());
        for t in inputs {
            match converter.convert_types(rw, t) {
                Some(types) => new_inputs.extend(types),
                None => return false,
            }
        }
        let mut new_results = Vec::with_capacity(results.len());
        for t in results {
            match converter.convert_types(rw, t) {
                Some(types) => new_results.extend(types),
                None => return false,
            }
        }
        if let Some(&body) = rw.op_regions(op).first() {
            if rw.convert_region_types(body, converter).is_err() {
                return false;
            }
        }
        let new_type = rw.function_type(&new_inputs, &new_results);
        let attr = rw.type_attr(new_type);
        rw.modify_op_in_place(op, |ctx| function.set_function_type_attr(ctx, attr))
            .is_ok()
    }
}

/// Adds the signature conversion of the function ops named `name` (ops
/// with `FunctionOpInterface`) to `patterns`
/// (`populateFunctionOpInterfaceTypeConversionPattern`).
pub fn populate_function_op_interface_type_conversion_pattern(
    name: &str,
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    patterns.push(Box::new(FunctionSignatureConversion {
        root: Some(name.to_string()),
    }));
}

/// Adds the signature conversion of every op with `FunctionOpInterface`
/// to `patterns` (`populateAnyFunctionOpInterfaceTypeConversionPattern`).
pub fn populate_any_function_op_interface_type_conversion_pattern(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    patterns.push(Box::new(FunctionSignatureConversion { root: None }));
}
