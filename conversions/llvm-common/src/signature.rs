//! Function signatures in the LLVM calling conventions (upstream's
//! `LLVMTypeConverter::convertFunctionSignature` and the argument type
//! converters of `TypeConverter.cpp`): a memref argument as its
//! descriptor's fields (the default convention) or as a bare pointer,
//! several results packed into a literal struct.

use ir::conversion::{ConversionRewriter, SignatureConversion};
use ir::Type;
use llvm::{LLVMFunctionType, LLVMVoidType};

use crate::{memref_bare_ptr_type, memref_descriptor_fields, memref_element};

/// The types a function argument of type `t` becomes in the default
/// calling convention (upstream's `structFuncArgTypeConverter`): a ranked
/// memref's descriptor fields one by one, any other type converted.
pub fn struct_func_arg_types(rw: &mut ConversionRewriter<'_, '_>, t: Type) -> Option<Vec<Type>> {
    let tc = rw.type_converter()?;
    if let ir::TypeData::UnrankedMemRef { element, .. } = *rw.type_data(t) {
        // `getUnrankedMemRefDescriptorFields`: the rank and the pointer.
        tc.convert_type(rw, element)?;
        let index = rw.index_type();
        let index = tc.convert_type(rw, index)?;
        let ptr = llvm::LLVMPointerType::get(rw, 0).into();
        return Some(vec![index, ptr]);
    }
    if let Some(element) = memref_element(rw, t) {
        if let Some(fields) = converted_descriptor_fields(rw, t) {
            return Some(fields);
        }
        let element = tc.convert_type(rw, element);
        let index = rw.index_type();
        let index = tc.convert_type(rw, index)?;
        return memref_descriptor_fields(rw, t, element, index, true);
    }
    Some(vec![tc.convert_type(rw, t)?])
}

/// Whether the memref type `t` has a memory space that is not an integer
/// (one the type converter maps, such as `#gpu.address_space<...>`).
fn has_attribute_memory_space(rw: &ConversionRewriter<'_, '_>, t: Type) -> bool {
    rw.memref_memory_space(t)
        .is_some_and(|a| rw.as_integer(a).is_none())
}

/// The unpacked fields of the descriptor the type converter gives the
/// ranked memref `t` whose memory space is an attribute it maps (the
/// address space as upstream's `getMemRefAddressSpace` finds it through
/// the converter's type attribute conversions); `None` for any other.
fn converted_descriptor_fields(rw: &mut ConversionRewriter<'_, '_>, t: Type) -> Option<Vec<Type>> {
    if !has_attribute_memory_space(rw, t) {
        return None;
    }
    let tc = rw.type_converter()?;
    let descriptor = tc.convert_type(rw, t)?;
    let body = llvm::LLVMStructType::dyn_cast(rw, descriptor)?.body(rw);
    let mut fields = Vec::with_capacity(body.len());
    for field in body {
        match llvm::LLVMArrayType::dyn_cast(rw, field) {
            Some(a) => {
                let (element, n) = (a.element_type(rw), a.num_elements(rw));
                fields.extend(std::iter::repeat_n(element, n as usize));
            }
            None => fields.push(field),
        }
    }
    Some(fields)
}

/// The LLVM type of function results (upstream's `packFunctionResults`):
/// the one result's converted type, or a literal struct of the converted
/// (LLVM-compatible) types of several.
pub fn pack_function_results(
    rw: &mut ConversionRewriter<'_, '_>,
    types: &[Type],
    bare_ptr: bool,
) -> Option<Type> {
    if let [one] = types {
        return calling_convention_type(rw, *one, bare_ptr);
    }
    let mut converted = Vec::with_capacity(types.len());
    for &t in types {
        let c = calling_convention_type(rw, t, bare_ptr)?;
        if !llvm::is_compatible_type(rw, c) {
            return None;
        }
        converted.push(c);
    }
    Some(llvm::LLVMStructType::get_literal(rw, &converted, false).into())
}

/// The type of `t` in a calling convention (upstream's
/// `convertCallingConventionType`): a memref as a bare pointer in the
/// bare-pointer convention, any other type converted.
pub fn calling_convention_type(
    rw: &mut ConversionRewriter<'_, '_>,
    t: Type,
    bare_ptr: bool,
) -> Option<Type> {
    let tc = rw.type_converter()?;
    if bare_ptr && rw.is_memref(t) {
        if has_attribute_memory_space(rw, t) && memref_element(rw, t).is_some() {
            // The pointer of the descriptor the converter gives it.
            if !crate::can_convert_to_bare_ptr(rw, t) {
                return None;
            }
            let fields = converted_descriptor_fields(rw, t)?;
            return fields.first().copied();
        }
        let element = rw.element_type(t)?;
        let element = tc.convert_type(rw, element);
        return memref_bare_ptr_type(rw, t, element);
    }
    tc.convert_type(rw, t)
}

/// The LLVM function type of a function of `inputs` and `results` and
/// the conversion of its entry block's arguments (upstream's
/// `convertFunctionSignature`): each argument by
/// [`calling_convention_type`] in the bare-pointer convention, else by
/// [`struct_func_arg_types`]; no result is `void`, several are packed.
/// The conversion is of `entry_args` arguments (at least `inputs`: a
/// `gpu.func`'s entry block has its attributions after them, left for
/// the caller to map). `None` when a type does not convert.
pub fn convert_function_signature(
    rw: &mut ConversionRewriter<'_, '_>,
    inputs: &[Type],
    results: &[Type],
    var_arg: bool,
    bare_ptr: bool,
    entry_args: usize,
) -> Option<(Type, SignatureConversion)> {
    let mut entry = SignatureConversion::new(entry_args.max(inputs.len()));
    for (i, &t) in inputs.iter().enumerate() {
        let converted = if bare_ptr {
            // `barePtrFuncArgTypeConverter`.
            vec![calling_convention_type(rw, t, true)?]
        } else {
            struct_func_arg_types(rw, t)?
        };
        entry.add_inputs_for(i, &converted).ok()?;
    }
    let params = entry.converted_types().to_vec();
    let result = match results.len() {
        0 => LLVMVoidType::get(rw).into(),
        _ => pack_function_results(rw, results, bare_ptr)?,
    };
    Some((
        LLVMFunctionType::get(rw, result, &params, var_arg).into(),
        entry,
    ))
}
