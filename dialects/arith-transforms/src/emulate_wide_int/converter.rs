//! The type converter of wide-integer emulation (upstream's
//! `WideIntEmulationConverter`): an integer of twice the widest supported
//! width becomes a vector of its two halves (low first), as the innermost
//! dimension of a vector of such integers; supported integers and other
//! types stay; wider integers do not convert.

use ir::conversion::TypeConverter;
use ir::{Context, Type};

/// The converted type of `ty` for the widest supported width `max`:
/// `None` when it does not convert.
fn convert(ctx: &mut Context, max: u32, ty: Type) -> Option<Type> {
    let int_width = |ctx: &Context, t: Type| ctx.type_as_integer(t).map(|(w, _)| w);
    if let Some(width) = int_width(ctx, ty) {
        if width <= max {
            return Some(ty);
        }
        if width == 2 * max {
            let half = ctx.integer_type(max);
            return Some(ctx.vector_type(&[2], half));
        }
        return None;
    }
    if ctx.is_vector(ty) {
        let element = ctx.element_type_or_self(ty);
        let Some(width) = int_width(ctx, element) else {
            return Some(ty);
        };
        if width <= max {
            return Some(ty);
        }
        if width == 2 * max {
            let mut shape = ctx.shape(ty).unwrap_or_default().to_vec();
            shape.push(2);
            let half = ctx.integer_type(max);
            return Some(ctx.vector_type(&shape, half));
        }
        return None;
    }
    Some(ty)
}

/// The converter of `arith-emulate-wide-int` for targets whose widest
/// integer is `widest_int_supported` bits (a power of two, at least 2):
/// `i<2N>` becomes `vector<2xiN>`, `vector<...xi<2N>>` becomes
/// `vector<...x2xiN>`, function types convert their inputs and results,
/// narrower integers and every other type stay, wider integers do not
/// convert. It has no materializations (as upstream's).
#[derive(Debug)]
pub struct WideIntEmulationConverter {
    converter: TypeConverter,
    max: u32,
}

impl WideIntEmulationConverter {
    /// The converter for targets whose widest integer has
    /// `widest_int_supported` bits; `None` unless that is a power of two of
    /// at least 2.
    pub fn new(widest_int_supported: u32) -> Option<Self> {
        if !widest_int_supported.is_power_of_two() || widest_int_supported < 2 {
            return None;
        }
        let max = widest_int_supported;
        let mut converter = TypeConverter::new();
        converter.add_recursive_conversion(move |tc, ctx, ty| {
            if !ctx.is_function(ty) {
                return convert(ctx, max, ty);
            }
            let inputs = ctx.function_inputs(ty).unwrap_or_default().to_vec();
            let results = ctx.function_results(ty).unwrap_or_default().to_vec();
            let mut convert_all = |types: Vec<Type>| -> Option<Vec<Type>> {
                let mut out = Vec::with_capacity(types.len());
                for t in types {
                    out.extend(tc.convert_types(ctx, t)?);
                }
                Some(out)
            };
            let inputs = convert_all(inputs)?;
            let results = convert_all(results)?;
            Some(ctx.function_type(&inputs, &results))
        });
        Some(Self { converter, max })
    }
    /// The widest integer width the target supports
    /// (`getMaxTargetIntBitWidth`).
    pub fn max_target_int_bit_width(&self) -> u32 {
        self.max
    }
    /// The underlying type converter.
    pub fn type_converter(&self) -> &TypeConverter {
        &self.converter
    }
    /// The underlying type converter, to add rules to (the memref
    /// emulation adds the memref types').
    pub fn type_converter_mut(&mut self) -> &mut TypeConverter {
        &mut self.converter
    }
}
