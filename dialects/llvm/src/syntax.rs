//! The text of the llvm dialect's types (upstream's `LLVMTypeSyntax.cpp`
//! and the assembly formats of `LLVMTypes.td` with their custom
//! directives `PrettyLLVMType`, `FunctionTypes` and `ExtTypeParams`).
//!
//! Inside an llvm type, a nested llvm type is written without its
//! `!llvm.` prefix (`!llvm.array<2 x ptr>`), and builtin integers, floats
//! and vectors as usual. Identified structs may refer to an enclosing
//! struct by name alone (`!llvm.struct<"a", (ptr, struct<"a">)>`): the
//! names of the structs being parsed, and those being printed, are kept
//! on a stack (upstream's `tryStartCyclicParse`/`tryStartCyclicPrint`).

use std::cell::RefCell;

use ir::asm_support::parse_optional_type;
use ir::{Context, CustomParser, CustomPrinter, ParseError, Type, TypeData, TypeHandle};

use crate::types::{
    is_compatible_type, LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMLabelType,
    LLVMMetadataType, LLVMPPCFP128Type, LLVMPointerType, LLVMScalableVectorType, LLVMStructType,
    LLVMTargetExtType, LLVMTokenType, LLVMVoidType, LLVMX86MMXType,
};

thread_local! {
    /// The identified structs being parsed, innermost last.
    static PARSING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The identified structs being printed, innermost last.
    static PRINTING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// A name pushed on a cyclic stack, popped when dropped.
struct CyclicGuard(&'static std::thread::LocalKey<RefCell<Vec<String>>>);

impl CyclicGuard {
    /// Pushes `name` unless it is already on the stack (then `None`).
    fn try_start(
        stack: &'static std::thread::LocalKey<RefCell<Vec<String>>>,
        name: &str,
    ) -> Option<Self> {
        stack.with(|s| {
            let mut s = s.borrow_mut();
            if s.iter().any(|n| n == name) {
                return None;
            }
            s.push(name.to_string());
            Some(CyclicGuard(stack))
        })
    }
}

impl Drop for CyclicGuard {
    fn drop(&mut self) {
        self.0.with(|s| {
            s.borrow_mut().pop();
        });
    }
}

/// Upstream's `LLVMDialect::parseType`: what follows `!llvm.`, a keyword
/// type (a builtin type there is an error).
pub(crate) fn parse_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    dispatch_parse(p, false)
}

/// Upstream's `LLVMDialect::printType`: what follows `!llvm.`.
pub(crate) fn print_type(p: &mut CustomPrinter<'_, '_>, ty: Type) {
    print_llvm_type(p, ty);
}

/// Upstream's `parsePrettyLLVMType`: any type, llvm types without their
/// prefix.
pub fn parse_pretty_llvm_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    dispatch_parse(p, true)
}

/// Upstream's `printPrettyLLVMType`: an LLVM-compatible type that is not
/// a builtin integer, float or vector without its `!llvm.` prefix, any
/// other type as usual.
pub fn print_pretty_llvm_type(p: &mut CustomPrinter<'_, '_>, ty: Type) {
    let ctx = p.ctx();
    let builtin = matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Vector { .. }
    );
    if !builtin && is_compatible_type(ctx, ty) {
        print_llvm_type(p, ty);
    } else {
        p.print_type(ty);
    }
}

/// Upstream's `dispatchParse`: a type if one is next (an error unless
/// `allow_any`), else an llvm type's keyword and parameters.
fn dispatch_parse(p: &mut CustomParser<'_, '_, '_>, allow_any: bool) -> Result<Type, ParseError> {
    let key_at = p.offset();
    if let Some(ty) = parse_optional_type(p)? {
        if !allow_any {
            return Err(p.error_at(key_at, "unexpected type, expected keyword"));
        }
        return Ok(ty);
    }
    let Some(key) = p.parse_optional_bare_id() else {
        return Err(p.error_at(key_at, "expected valid keyword"));
    };
    let ctx = p.ctx();
    Ok(match key.as_str() {
        LLVMVoidType::KEYWORD => LLVMVoidType::get(ctx).into(),
        LLVMPPCFP128Type::KEYWORD => LLVMPPCFP128Type::get(ctx).into(),
        LLVMX86MMXType::KEYWORD => LLVMX86MMXType::get(ctx).into(),
        LLVMTokenType::KEYWORD => LLVMTokenType::get(ctx).into(),
        LLVMLabelType::KEYWORD => LLVMLabelType::get(ctx).into(),
        LLVMMetadataType::KEYWORD => LLVMMetadataType::get(ctx).into(),
        "func" => parse_function_type(p)?,
        "ptr" => parse_pointer_type(p)?,
        "vec" => parse_vector_type(p)?,
        "array" => parse_array_type(p)?,
        "struct" => parse_struct_type(p)?,
        "target" => parse_target_ext_type(p)?,
        _ => return Err(p.error_at(key_at, format!("unknown LLVM type: {key}"))),
    })
}

/// The keyword of an llvm type (upstream's `getTypeKeyword`), `None` for
/// a type of another dialect.
fn type_keyword(ctx: &Context, ty: Type) -> Option<&'static str> {
    Some(if LLVMVoidType::classof(ctx, ty) {
        LLVMVoidType::KEYWORD
    } else if LLVMPPCFP128Type::classof(ctx, ty) {
        LLVMPPCFP128Type::KEYWORD
    } else if LLVMX86MMXType::classof(ctx, ty) {
        LLVMX86MMXType::KEYWORD
    } else if LLVMTokenType::classof(ctx, ty) {
        LLVMTokenType::KEYWORD
    } else if LLVMLabelType::classof(ctx, ty) {
        LLVMLabelType::KEYWORD
    } else if LLVMMetadataType::classof(ctx, ty) {
        LLVMMetadataType::KEYWORD
    } else if LLVMFunctionType::classof(ctx, ty) {
        "func"
    } else if LLVMPointerType::classof(ctx, ty) {
        "ptr"
    } else if LLVMFixedVectorType::classof(ctx, ty) || LLVMScalableVectorType::classof(ctx, ty) {
        "vec"
    } else if LLVMArrayType::classof(ctx, ty) {
        "array"
    } else if LLVMStructType::classof(ctx, ty) {
        "struct"
    } else if LLVMTargetExtType::classof(ctx, ty) {
        "target"
    } else {
        return None;
    })
}

/// Upstream's `detail::printType`: the keyword and parameters of an llvm
/// type.
fn print_llvm_type(p: &mut CustomPrinter<'_, '_>, ty: Type) {
    let ctx = p.ctx();
    let Some(keyword) = type_keyword(ctx, ty) else {
        p.print_type(ty);
        return;
    };
    p.write_str(keyword);
    if let Some(ptr) = LLVMPointerType::dyn_cast(ctx, ty) {
        let space = ptr.address_space(ctx);
        if space != 0 {
            p.write_str(&format!("<{space}>"));
        }
    } else if let Some(array) = LLVMArrayType::dyn_cast(ctx, ty) {
        let (n, element) = (array.num_elements(ctx), array.element_type(ctx));
        p.write_str(&format!("<{n} x "));
        print_pretty_llvm_type(p, element);
        p.write_str(">");
    } else if let Some(vec) = LLVMFixedVectorType::dyn_cast(ctx, ty) {
        let (n, element) = (vec.num_elements(ctx), vec.element_type(ctx));
        p.write_str(&format!("<{n} x "));
        print_pretty_llvm_type(p, element);
        p.write_str(">");
    } else if let Some(vec) = LLVMScalableVectorType::dyn_cast(ctx, ty) {
        let (n, element) = (vec.min_num_elements(ctx), vec.element_type(ctx));
        // The format's explicit space and the custom directive's leading one.
        p.write_str(&format!("<? x {n} x  "));
        print_pretty_llvm_type(p, element);
        p.write_str(">");
    } else if let Some(func) = LLVMFunctionType::dyn_cast(ctx, ty) {
        let storage = func.storage(ctx).clone();
        p.write_str("<");
        print_pretty_llvm_type(p, storage.return_type);
        p.write_str(" (");
        for (i, &param) in storage.params.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            print_pretty_llvm_type(p, param);
        }
        if storage.var_arg {
            if !storage.params.is_empty() {
                p.write_str(", ");
            }
            p.write_str("...");
        }
        p.write_str(")>");
    } else if let Some(ext) = LLVMTargetExtType::dyn_cast(ctx, ty) {
        let storage = ext.storage(ctx).clone();
        p.write_str("<");
        p.print_string(&storage.name);
        if !storage.type_params.is_empty() || !storage.int_params.is_empty() {
            p.write_str(", ");
            p.print_types(&storage.type_params);
            if !storage.type_params.is_empty() && !storage.int_params.is_empty() {
                p.write_str(", ");
            }
            let ints: Vec<String> = storage.int_params.iter().map(u32::to_string).collect();
            p.write_str(&ints.join(", "));
        }
        p.write_str(">");
    } else if let Some(st) = LLVMStructType::dyn_cast(ctx, ty) {
        print_struct_type(p, st);
    }
}

/// Upstream's `printStructType`: `<"name", ...>` for an identified struct
/// (only the name when it is one being printed), `opaque`, `packed`, the
/// body.
fn print_struct_type(p: &mut CustomPrinter<'_, '_>, st: LLVMStructType) {
    let ctx = p.ctx();
    p.write_str("<");
    let mut _guard = None;
    if st.is_identified(ctx) {
        let name = st.name(ctx).to_string();
        p.write_str(&format!("\"{name}\""));
        match CyclicGuard::try_start(&PRINTING, &name) {
            Some(g) => _guard = Some(g),
            None => {
                p.write_str(">");
                return;
            }
        }
        p.write_str(", ");
        if st.is_opaque(ctx) {
            p.write_str("opaque>");
            return;
        }
    }
    if st.is_packed(ctx) {
        p.write_str("packed ");
    }
    p.write_str("(");
    for (i, t) in st.body(ctx).into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_pretty_llvm_type(p, t);
    }
    p.write_str(")>");
}

/// An integer that fits `max` (the field parsers of `uint64_t` and
/// `unsigned`): `None` when the next token is not one, nothing consumed.
fn parse_optional_unsigned(
    p: &mut CustomParser<'_, '_, '_>,
    max: u64,
) -> Result<Option<u64>, ParseError> {
    if !p
        .peek_byte()
        .is_some_and(|c| c.is_ascii_digit() || c == b'-')
    {
        return Ok(None);
    }
    let at = p.offset();
    let value = p.parse_integer_wide()?;
    match u64::try_from(value) {
        Ok(v) if v <= max => Ok(Some(v)),
        _ => Err(p.error_at(at, "integer value too large")),
    }
}

/// A `uint64_t`/`unsigned` parameter of a type's assembly format, with
/// the generated parser's error when it is missing.
fn parse_unsigned_param(
    p: &mut CustomParser<'_, '_, '_>,
    max: u64,
    type_name: &str,
    param: &str,
    cpp_type: &str,
) -> Result<u64, ParseError> {
    let at = p.offset();
    match parse_optional_unsigned(p, max)? {
        Some(v) => Ok(v),
        None => {
            let mut e = p.error_at(at, "expected integer value");
            e.followups.push((
                at,
                format!(
                    "failed to parse {type_name} parameter '{param}' which is to be a `{cpp_type}`"
                ),
            ));
            Err(e)
        }
    }
}

/// A type's verifier failure, at `at`.
fn checked(at: usize, r: Result<(), String>) -> Result<(), ParseError> {
    r.map_err(|msg| ParseError::new(at, msg))
}

/// `<N x T>` (`LLVMArrayType`'s format).
fn parse_array_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = p.offset();
    p.parse_punct("<")?;
    let n = parse_unsigned_param(p, u64::MAX, "LLVMArrayType", "numElements", "uint64_t")?;
    p.parse_keyword("x")?;
    let element = parse_pretty_llvm_type(p)?;
    p.parse_punct(">")?;
    checked(at, LLVMArrayType::verify(p.ctx(), element, n))?;
    Ok(LLVMArrayType::get(p.ctx(), element, n).into())
}

/// `<R (A, B, ...)>` (`LLVMFunctionType`'s format with upstream's
/// `parseFunctionTypes`).
fn parse_function_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = p.offset();
    p.parse_punct("<")?;
    let result = parse_pretty_llvm_type(p)?;
    p.parse_punct("(")?;
    let mut params = Vec::new();
    let mut var_arg = false;
    if !p.parse_optional_punct(")") {
        if p.parse_optional_punct("...") {
            var_arg = true;
        } else {
            params.push(parse_pretty_llvm_type(p)?);
            while p.parse_optional_punct(",") {
                if p.parse_optional_punct("...") {
                    var_arg = true;
                    break;
                }
                params.push(parse_pretty_llvm_type(p)?);
            }
        }
        p.parse_punct(")")?;
    }
    p.parse_punct(">")?;
    checked(at, LLVMFunctionType::verify(p.ctx(), result, &params))?;
    Ok(LLVMFunctionType::get(p.ctx(), result, &params, var_arg).into())
}

/// `<N>`, optional (`LLVMPointerType`'s format).
fn parse_pointer_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let mut space = 0;
    if p.parse_optional_punct("<") {
        let n = u64::from(u32::MAX);
        space = parse_unsigned_param(p, n, "LLVMPointerType", "addressSpace", "unsigned")?;
        p.parse_punct(">")?;
    }
    let space = u32::try_from(space).expect("bounded by u32::MAX");
    Ok(LLVMPointerType::get(p.ctx(), space).into())
}

/// Upstream's `parseVectorType`: `<N x T>` or `<? x N x T>`.
fn parse_vector_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = p.offset();
    p.parse_punct("<")?;
    let dim_at = p.offset();
    let dims = p.parse_dimension_list(true, true)?;
    let type_at = p.offset();
    let element = dispatch_parse(p, true)?;
    p.parse_punct(">")?;
    let dynamic = |d: i64| d == ir::DYNAMIC;
    if dims.is_empty()
        || dims.len() > 2
        || ((dims.len() == 2) ^ dynamic(dims[0]))
        || (dims.len() == 2 && dynamic(dims[1]))
    {
        return Err(p.error_at(
            dim_at,
            "expected '? x <integer> x <type>' or '<integer> x <type>'",
        ));
    }
    let n = *dims.last().expect("one or two dimensions");
    let Ok(n) = u32::try_from(n) else {
        return Err(p.error_at(dim_at, "integer value too large"));
    };
    if dims.len() == 2 {
        checked(at, LLVMScalableVectorType::verify(p.ctx(), element, n))?;
        return Ok(LLVMScalableVectorType::get(p.ctx(), element, n).into());
    }
    let ctx = p.ctx();
    if ctx.is_signless_integer(element) || ctx.type_as_float(element).is_some() {
        return Err(p.error_at(
            type_at,
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
        ));
    }
    checked(at, LLVMFixedVectorType::verify(p.ctx(), element, n))?;
    Ok(LLVMFixedVectorType::get(p.ctx(), element, n).into())
}

/// `<"name">` or `<"name", T..., N...>` (`LLVMTargetExtType`'s format with
/// upstream's `parseExtTypeParams`).
fn parse_target_ext_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    p.parse_punct("<")?;
    let at = p.offset();
    let name = if p.peek_byte() == Some(b'"') {
        p.parse_string()?
    } else {
        let mut e = p.error_at(at, "expected string");
        e.followups.push((
            at,
            "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`"
                .to_string(),
        ));
        return Err(e);
    };
    let mut types = Vec::new();
    let mut ints = Vec::new();
    if p.parse_optional_punct(",") {
        loop {
            let item_at = p.offset();
            if let Some(i) = parse_optional_unsigned(p, u64::from(u32::MAX))? {
                ints.push(u32::try_from(i).expect("bounded by u32::MAX"));
            } else if ints.is_empty() {
                match parse_pretty_llvm_type(p) {
                    Ok(t) => types.push(t),
                    Err(mut e) => {
                        e.followups.push((p.offset(), EXT_PARAMS_ERROR.to_string()));
                        return Err(e);
                    }
                }
            } else {
                return Err(p.error_at(item_at, EXT_PARAMS_ERROR));
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
    }
    p.parse_punct(">")?;
    Ok(LLVMTargetExtType::get(p.ctx(), &name, &types, &ints).into())
}

/// The error of a target extension type's parameter list that is not
/// types then integers.
const EXT_PARAMS_ERROR: &str = "failed to parse parameter list for target extension type";

/// Upstream's `trySetStructBody`.
fn set_struct_body(
    p: &mut CustomParser<'_, '_, '_>,
    st: LLVMStructType,
    body: &[Type],
    packed: bool,
    at: usize,
) -> Result<Type, ParseError> {
    checked(at, LLVMStructType::verify_body(p.ctx(), body))?;
    if st.set_body(p.ctx(), body, packed) {
        return Ok(st.into());
    }
    Err(p.error_at(at, "identified type already used with a different body"))
}

/// Upstream's `parseStructType`.
fn parse_struct_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    p.parse_punct("<")?;
    let name = if p.peek_byte() == Some(b'"') {
        Some(p.parse_string()?)
    } else {
        None
    };
    if let Some(name) = &name {
        let greater_at = p.offset();
        if p.parse_optional_punct(">") {
            let ty = LLVMStructType::get_identified(p.ctx(), name);
            if CyclicGuard::try_start(&PARSING, name).is_some() {
                return Err(p.error_at(
                    greater_at,
                    "struct without a body only allowed in a recursive struct",
                ));
            }
            return Ok(ty.into());
        }
        p.parse_punct(",")?;
    }

    let kw_at = p.offset();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = &name else {
            return Err(p.error_at(kw_at, "only identified structs can be opaque"));
        };
        p.parse_punct(">")?;
        let ty = LLVMStructType::get_opaque(p.ctx(), name);
        if !ty.is_opaque(p.ctx()) {
            return Err(p.error_at(kw_at, "redeclaring defined struct as opaque"));
        }
        return Ok(ty.into());
    }

    let mut _guard = None;
    if let Some(name) = &name {
        LLVMStructType::get_identified(p.ctx(), name);
        match CyclicGuard::try_start(&PARSING, name) {
            Some(g) => _guard = Some(g),
            None => {
                return Err(p.error_at(kw_at, "identifier already used for an enclosing struct"))
            }
        }
    }

    let packed = p.parse_optional_keyword("packed");
    p.parse_punct("(")?;
    let mut body = Vec::new();
    let body_at = p.offset();
    if !p.parse_optional_punct(")") {
        loop {
            body.push(dispatch_parse(p, true)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    p.parse_punct(">")?;
    let at = if body.is_empty() { kw_at } else { body_at };
    match &name {
        None => {
            checked(kw_at, LLVMStructType::verify_body(p.ctx(), &body))?;
            Ok(LLVMStructType::get_literal(p.ctx(), &body, packed).into())
        }
        Some(name) => {
            let st = LLVMStructType::get_identified(p.ctx(), name);
            set_struct_body(p, st, &body, packed, at)
        }
    }
}

/// `LLVMPointerType` in an op's assembly format (`type($ptr)`): upstream's
/// `parseCustomTypeWithFallback` reads `!llvm.ptr...` in full, or the
/// stripped body `<N>` (nothing for address space 0).
impl ir::asm_support::FieldParser for LLVMPointerType {
    fn parse_field(p: &mut CustomParser<'_, '_, '_>) -> Result<Self, ParseError> {
        let at = p.offset();
        let ty = if p.peek_byte() == Some(b'!') {
            p.parse_type()?
        } else {
            parse_pointer_type(p)?
        };
        LLVMPointerType::dyn_cast(p.ctx(), ty)
            .ok_or_else(|| p.error_at(at, "invalid kind of type specified"))
    }
}

/// `LLVMPointerType` in an op's assembly format: upstream's
/// `printStrippedAttrOrType`, the body `<N>`, or `!llvm.ptr` in full when
/// the body is empty (address space 0).
impl ir::asm_support::FieldPrinter for LLVMPointerType {
    fn print_field(&self, p: &mut CustomPrinter<'_, '_>) {
        let space = self.address_space(p.ctx());
        if space == 0 {
            p.print_type(self.to_type());
        } else {
            p.write_str(&format!("<{space}>"));
        }
    }

    fn print_qualified(&self, p: &mut CustomPrinter<'_, '_>) {
        p.print_type(self.to_type());
    }
}
