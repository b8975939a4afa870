//! The quant dialect's types, which upstream writes in C++
//! (`QuantTypes.cpp`, `TypeDetail.h`, `TypeParser.cpp`): `!quant.any`,
//! `!quant.uniform` (per layer and per axis) and `!quant.calibrated`, with
//! their verifiers and the dialect's `parseType` and `printType`.
//!
//! Upstream has one C++ class per kind, all of them `QuantizedType`s; here
//! one handle, [`QuantizedType`], holds the parameters shared by every kind
//! and a [`QuantScheme`] with the kind's own.

use ir::{Context, CustomParser, CustomPrinter, ParseError, Signedness, Type, TypeHandle};

/// The dialect's namespace.
const DIALECT: &str = "quant";

/// The widest storage type a quantized type may have
/// (`QuantizedType::MaxStorageBits`).
pub const MAX_STORAGE_BITS: u32 = 32;

/// `QuantizationFlags::Signed`: the storage type is signed.
pub const FLAG_SIGNED: u32 = 1;

/// A quantized type of the quant dialect (upstream's `QuantizedType` and
/// its subclasses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QuantizedType(Type);

/// What distinguishes the kinds of quantized types, with their own
/// parameters. Floating-point parameters are kept as their bits so that
/// types are interned by exact value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum QuantScheme {
    /// `!quant.any`: nothing but the storage (`AnyQuantizedType`).
    Any,
    /// `!quant.uniform` per layer (`UniformQuantizedType`).
    Uniform {
        /// The scale's bits.
        scale: u64,
        /// The zero point.
        zero_point: i64,
    },
    /// `!quant.uniform` per axis (`UniformQuantizedPerAxisType`).
    PerAxis {
        /// The scales' bits.
        scales: Vec<u64>,
        /// The zero points.
        zero_points: Vec<i64>,
        /// The quantized dimension.
        dimension: i32,
    },
    /// `!quant.calibrated` (`CalibratedQuantizedType`): a calibrated range
    /// of the expressed type, with no storage.
    Calibrated {
        /// The minimum's bits.
        min: u64,
        /// The maximum's bits.
        max: u64,
    },
}

/// The parameters of a [`QuantizedType`] (upstream's
/// `QuantizedTypeStorage` and its subclasses).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct QuantizedTypeStorage {
    /// `QuantizationFlags` ([`FLAG_SIGNED`]).
    pub flags: u32,
    /// The integer storage type (none for calibrated types).
    pub storage_type: Option<Type>,
    /// The expressed (floating-point) type, optional for `any`.
    pub expressed_type: Option<Type>,
    /// The smallest stored value.
    pub storage_min: i64,
    /// The largest stored value.
    pub storage_max: i64,
    /// The kind and its own parameters.
    pub scheme: QuantScheme,
}

ir::dialect_type_handle!(QuantizedType, QuantizedTypeStorage);

/// The smallest value of an integer of `width` bits
/// (`getDefaultMinimumForInteger`).
pub fn default_minimum_for_integer(signed: bool, width: u32) -> i64 {
    if signed {
        -(1i64 << (width - 1))
    } else {
        0
    }
}

/// The largest value of an integer of `width` bits
/// (`getDefaultMaximumForInteger`).
pub fn default_maximum_for_integer(signed: bool, width: u32) -> i64 {
    if signed {
        (1i64 << (width - 1)) - 1
    } else {
        ((1u64 << width) - 1) as i64
    }
}

/// A double as an MLIR printer prints it (`AsmPrinter::printFloat`: the
/// short exponent form when it reads back exactly, else APFloat's natural
/// form, else the bits in hexadecimal).
pub fn print_double(v: f64) -> String {
    ir::float::format_float(v, ir::FloatKind::F64).0
}

/// A double as LLVM's `raw_ostream` prints it (in diagnostics) (`%e`: six digits after the
/// point, an exponent of at least two digits).
pub fn format_double(v: f64) -> String {
    if v.is_nan() {
        return "nan".into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF" } else { "INF" }.into();
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

impl QuantizedType {
    /// The type with these parameters (interned), unchecked.
    pub fn get(ctx: &mut Context, storage: QuantizedTypeStorage) -> Self {
        let def = ctx.type_definition_or_register::<QuantizedTypeStorage>(DIALECT, "QuantizedType");
        Self(ctx.dialect_type(def, storage))
    }

    /// Upstream's `QuantizedType::classof`: a type of the quant dialect.
    pub fn classof(ctx: &Context, ty: Type) -> bool {
        <Self as TypeHandle>::classof(ctx, ty)
    }

    /// Whether `ty` is a per-layer `!quant.uniform`
    /// (`isa<UniformQuantizedType>`).
    pub fn is_uniform_type(ctx: &Context, ty: Type) -> bool {
        Self::dyn_cast(ctx, ty).is_some_and(|q| q.is_uniform(ctx))
    }

    /// Whether `ty` is a per-axis `!quant.uniform`
    /// (`isa<UniformQuantizedPerAxisType>`).
    pub fn is_per_axis_type(ctx: &Context, ty: Type) -> bool {
        Self::dyn_cast(ctx, ty).is_some_and(|q| q.per_axis(ctx).is_some())
    }

    /// The quantized element type of a shaped type, or `ty` itself if it is
    /// quantized (`getQuantizedElementType`).
    pub fn quantized_element_type(ctx: &Context, ty: Type) -> Option<Self> {
        Self::dyn_cast(ctx, ctx.element_type_or_self(ty))
    }

    /// Whether this is a per-layer uniform type.
    pub fn is_uniform(self, ctx: &Context) -> bool {
        matches!(self.storage(ctx).scheme, QuantScheme::Uniform { .. })
    }

    /// `QuantizationFlags`.
    pub fn flags(self, ctx: &Context) -> u32 {
        self.storage(ctx).flags
    }

    /// Whether the storage type is signed (`isSigned`).
    pub fn is_signed(self, ctx: &Context) -> bool {
        self.flags(ctx) & FLAG_SIGNED == FLAG_SIGNED
    }

    /// The storage type (`getStorageType`): none for a calibrated type.
    pub fn storage_type(self, ctx: &Context) -> Option<Type> {
        self.storage(ctx).storage_type
    }

    /// The width of the storage type (`getStorageTypeIntegralWidth`).
    pub fn storage_type_integral_width(self, ctx: &Context) -> u32 {
        self.storage_type(ctx)
            .and_then(|t| ctx.type_as_integer(t))
            .map_or(0, |(w, _)| w)
    }

    /// The smallest stored value.
    pub fn storage_type_min(self, ctx: &Context) -> i64 {
        self.storage(ctx).storage_min
    }

    /// The largest stored value.
    pub fn storage_type_max(self, ctx: &Context) -> i64 {
        self.storage(ctx).storage_max
    }

    /// The expressed type (`getExpressedType`).
    pub fn expressed_type(self, ctx: &Context) -> Option<Type> {
        self.storage(ctx).expressed_type
    }

    /// A per-layer uniform type's scale and zero point.
    pub fn uniform_params(self, ctx: &Context) -> Option<(f64, i64)> {
        match self.storage(ctx).scheme {
            QuantScheme::Uniform { scale, zero_point } => Some((f64::from_bits(scale), zero_point)),
            _ => None,
        }
    }

    /// A per-axis uniform type's scales, zero points and quantized
    /// dimension.
    pub fn per_axis(self, ctx: &Context) -> Option<(Vec<f64>, &[i64], i32)> {
        match &self.storage(ctx).scheme {
            QuantScheme::PerAxis {
                scales,
                zero_points,
                dimension,
            } => Some((
                scales.iter().map(|b| f64::from_bits(*b)).collect(),
                zero_points,
                *dimension,
            )),
            _ => None,
        }
    }

    /// Upstream's `QuantizedType::verify` (the checks every kind with a
    /// storage type shares): the message of the first that fails.
    fn verify_storage(ctx: &Context, s: &QuantizedTypeStorage) -> Result<(), String> {
        let width = match s.storage_type.and_then(|t| ctx.type_as_integer(t)) {
            Some((w, _)) => w,
            None => return Err("storage type must be integral".into()),
        };
        if width == 0 || width > MAX_STORAGE_BITS {
            return Err(format!("illegal storage type size: {width}"));
        }
        let signed = s.flags & FLAG_SIGNED == FLAG_SIGNED;
        let min = default_minimum_for_integer(signed, width);
        let max = default_maximum_for_integer(signed, width);
        if s.storage_max.wrapping_sub(s.storage_min) <= 0
            || s.storage_min < min
            || s.storage_max > max
        {
            return Err(format!(
                "illegal storage min and storage max: ({}:{})",
                s.storage_min, s.storage_max
            ));
        }
        Ok(())
    }

    /// The `verify` of each kind (`AnyQuantizedType::verify`,
    /// `UniformQuantizedType::verify`, ...): the message of the first check
    /// that fails.
    pub fn verify(ctx: &Context, s: &QuantizedTypeStorage) -> Result<(), String> {
        let is_float = |t: Option<Type>| t.is_some_and(|t| ctx.is_float(t));
        let check_scale = |scale: f64| {
            if scale <= 0.0 || scale.is_infinite() || scale.is_nan() {
                Err(format!("illegal scale: {}", format_double(scale)))
            } else {
                Ok(())
            }
        };
        match &s.scheme {
            QuantScheme::Calibrated { min, max } => {
                if !is_float(s.expressed_type) {
                    return Err("expressed type must be floating point".into());
                }
                let (min, max) = (f64::from_bits(*min), f64::from_bits(*max));
                if max <= min {
                    return Err(format!(
                        "illegal min and max: ({}:{})",
                        format_double(min),
                        format_double(max)
                    ));
                }
                Ok(())
            }
            QuantScheme::Any => {
                Self::verify_storage(ctx, s)?;
                if s.expressed_type.is_some() && !is_float(s.expressed_type) {
                    return Err("expressed type must be floating point".into());
                }
                Ok(())
            }
            QuantScheme::Uniform { scale, .. } => {
                Self::verify_storage(ctx, s)?;
                if s.expressed_type.is_none() {
                    return Err("uniform quantization requires expressed type".into());
                }
                if !is_float(s.expressed_type) {
                    return Err("expressed type must be floating point".into());
                }
                check_scale(f64::from_bits(*scale))
            }
            QuantScheme::PerAxis {
                scales,
                zero_points,
                ..
            } => {
                Self::verify_storage(ctx, s)?;
                if s.expressed_type.is_none() {
                    return Err("uniform quantization requires expressed type".into());
                }
                if !is_float(s.expressed_type) {
                    return Err("expressed type must be floating point".into());
                }
                if scales.len() != zero_points.len() {
                    return Err(format!(
                        "illegal number of scales and zeroPoints: {}, {}",
                        scales.len(),
                        zero_points.len()
                    ));
                }
                scales
                    .iter()
                    .try_for_each(|b| check_scale(f64::from_bits(*b)))
            }
        }
    }

    /// The type if its parameters verify (`getChecked`), else the message.
    pub fn get_checked(ctx: &mut Context, s: QuantizedTypeStorage) -> Result<Self, String> {
        Self::verify(ctx, &s)?;
        Ok(Self::get(ctx, s))
    }

    /// The storage type of `ty` with quantized elements replaced by their
    /// storage type (`castToStorageType`), if `ty` is quantized or a
    /// tensor or vector of quantized elements.
    pub fn cast_to_storage_type(ctx: &mut Context, ty: Type) -> Option<Type> {
        if let Some(q) = Self::dyn_cast(ctx, ty) {
            return q.storage_type(ctx);
        }
        let element = ctx.element_type(ty)?;
        let storage = Self::dyn_cast(ctx, element)?.storage_type(ctx)?;
        clone_container(ctx, ty, storage)
    }

    /// The expressed type of `ty` with quantized elements replaced by their
    /// expressed type (`castToExpressedType`).
    pub fn cast_to_expressed_type(ctx: &mut Context, ty: Type) -> Option<Type> {
        if let Some(q) = Self::dyn_cast(ctx, ty) {
            return q.expressed_type(ctx);
        }
        let element = ctx.element_type(ty)?;
        let expressed = Self::dyn_cast(ctx, element)?.expressed_type(ctx)?;
        clone_container(ctx, ty, expressed)
    }
}

/// A tensor or vector type like `ty` with elements of type `element` (the
/// containers the `cast*` functions handle).
fn clone_container(ctx: &mut Context, ty: Type, element: Type) -> Option<Type> {
    if !ctx.is_tensor(ty) && !ctx.is_vector(ty) {
        return None;
    }
    let shaped = ir::interfaces::ShapedTypeRef::get(ctx, ty)?;
    Some(shaped.clone_with(ctx, None, element))
}

/// A storage type (`parseStorageType`): an integer type, or `u` and a
/// width; its signedness.
fn parse_storage_type(p: &mut CustomParser<'_, '_, '_>) -> Result<(Type, bool), ParseError> {
    let at = p.offset();
    // (An integer type token is a type even when its width is invalid: its
    // error is the type parser's.)
    let id = p.parse_optional_bare_id();
    let int_token = id.as_deref().is_some_and(|s| {
        let digits = s
            .strip_prefix("si")
            .or_else(|| s.strip_prefix("ui"))
            .or_else(|| s.strip_prefix('i'));
        digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    });
    p.rewind(at);
    let ty = if int_token {
        Some(p.parse_type()?)
    } else {
        ir::asm_support::parse_optional_type(p)?
    };
    let (ty, signed, width) = if let Some(ty) = ty {
        let (width, signedness) = p
            .ctx()
            .type_as_integer(ty)
            .unwrap_or((0, Signedness::Signless));
        (ty, signedness != Signedness::Unsigned, width)
    } else {
        let Some(id) = p.parse_optional_bare_id() else {
            return Err(p.error("expected valid keyword"));
        };
        let Some(digits) = id.strip_prefix('u') else {
            return Err(p.error_at(at, "illegal storage type prefix"));
        };
        let width = match digits.parse::<u32>() {
            Ok(w) if !digits.starts_with('+') => w,
            _ => return Err(p.error_at(at, "expected storage type width")),
        };
        let ty = p.ctx().integer_type(width);
        (ty, false, width)
    };
    if width == 0 || width > MAX_STORAGE_BITS {
        return Err(p.error_at(at, format!("illegal storage type size: {width}")));
    }
    Ok((ty, signed))
}

/// The optional `<min:max>` of a storage type (`parseStorageRange`), else
/// the storage type's whole range.
fn parse_storage_range(
    p: &mut CustomParser<'_, '_, '_>,
    signed: bool,
    width: u32,
) -> Result<(i64, i64), ParseError> {
    let default_min = default_minimum_for_integer(signed, width);
    let default_max = default_maximum_for_integer(signed, width);
    if !p.parse_optional_punct("<") {
        return Ok((default_min, default_max));
    }
    let min_at = p.offset();
    let min = p.parse_integer()?;
    p.parse_punct(":")?;
    let max_at = p.offset();
    let max = p.parse_integer()?;
    p.parse_punct(">")?;
    if min < default_min {
        return Err(p.error_at(min_at, format!("illegal storage type minimum: {min}")));
    }
    if max > default_max {
        return Err(p.error_at(max_at, format!("illegal storage type maximum: {max}")));
    }
    Ok((min, max))
}

/// A floating-point type (`parseType(FloatType&)`).
fn parse_float_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = p.offset();
    let ty = p.parse_type()?;
    if !p.ctx().is_float(ty) {
        return Err(p.error_at(at, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// The storage part shared by `any` and `uniform`: the storage type and
/// its range, as the storage's flags, type, minimum and maximum.
fn parse_storage_spec(
    p: &mut CustomParser<'_, '_, '_>,
) -> Result<(u32, Type, i64, i64), ParseError> {
    let (storage_type, signed) = parse_storage_type(p)?;
    let width = p.ctx().type_as_integer(storage_type).map_or(0, |(w, _)| w);
    let (min, max) = parse_storage_range(p, signed, width)?;
    Ok((if signed { FLAG_SIGNED } else { 0 }, storage_type, min, max))
}

/// The type from `storage` if it verifies, else the error at the type's
/// name (`getChecked`).
fn checked(
    p: &mut CustomParser<'_, '_, '_>,
    storage: QuantizedTypeStorage,
) -> Result<Type, ParseError> {
    let at = p.name_offset();
    match QuantizedType::get_checked(p.ctx(), storage) {
        Ok(t) => Ok(t.into()),
        Err(msg) => Err(p.error_at(at, msg)),
    }
}

/// `any<storage-spec (: expressed-type)?>` (`parseAnyType`).
fn parse_any_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    p.parse_punct("<")?;
    let (flags, storage_type, storage_min, storage_max) = parse_storage_spec(p)?;
    let expressed_type = if p.parse_optional_punct(":") {
        Some(parse_float_type(p)?)
    } else {
        None
    };
    p.parse_punct(">")?;
    let storage = QuantizedTypeStorage {
        flags,
        storage_type: Some(storage_type),
        expressed_type,
        storage_min,
        storage_max,
        scheme: QuantScheme::Any,
    };
    checked(p, storage)
}

/// `scale(:zero-point)?` (`parseQuantParams`).
fn parse_quant_params(p: &mut CustomParser<'_, '_, '_>) -> Result<(f64, i64), ParseError> {
    let scale = p.parse_float()?;
    if !p.parse_optional_punct(":") {
        return Ok((scale, 0));
    }
    Ok((scale, p.parse_integer()?))
}

/// `uniform<storage-spec : expressed-type (: axis)?, params>`
/// (`parseUniformType`).
fn parse_uniform_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    p.parse_punct("<")?;
    let (flags, storage_type, storage_min, storage_max) = parse_storage_spec(p)?;
    p.parse_punct(":")?;
    let expressed_type = parse_float_type(p)?;
    let dimension = if p.parse_optional_punct(":") {
        let at = p.offset();
        let d = p.parse_integer()?;
        Some(i32::try_from(d).map_err(|_| p.error_at(at, "integer value too large"))?)
    } else {
        None
    };
    p.parse_punct(",")?;
    if dimension.is_some() {
        p.parse_punct("{")?;
    }
    let params_at = p.offset();
    let mut params = vec![parse_quant_params(p)?];
    if dimension.is_some() {
        while p.parse_optional_punct(",") {
            params.push(parse_quant_params(p)?);
        }
        p.parse_punct("}")?;
    }
    p.parse_punct(">")?;
    let scheme = match dimension {
        Some(dimension) => QuantScheme::PerAxis {
            scales: params.iter().map(|(s, _)| s.to_bits()).collect(),
            zero_points: params.iter().map(|(_, z)| *z).collect(),
            dimension,
        },
        None if params.len() > 1 => {
            return Err(p.error_at(
                params_at,
                "multiple scales/zeroPoints provided, but quantizedDimension wasn't specified",
            ))
        }
        None => QuantScheme::Uniform {
            scale: params[0].0.to_bits(),
            zero_point: params[0].1,
        },
    };
    let storage = QuantizedTypeStorage {
        flags,
        storage_type: Some(storage_type),
        expressed_type: Some(expressed_type),
        storage_min,
        storage_max,
        scheme,
    };
    checked(p, storage)
}

/// `calibrated<expressed-type<min:max>>` (`parseCalibratedType`).
fn parse_calibrated_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    p.parse_punct("<")?;
    let at = p.offset();
    // Upstream reports the inner error, then its own.
    let expressed_type = parse_float_type(p).map_err(|mut e| {
        e.followups
            .push((at, "expecting float expressed type".into()));
        e
    })?;
    let range = (|| -> Result<(f64, f64), ParseError> {
        p.parse_punct("<")?;
        let min = p.parse_float()?;
        p.parse_punct(":")?;
        let max = p.parse_float()?;
        p.parse_punct(">")?;
        Ok((min, max))
    })();
    let (min, max) = range.map_err(|mut e| {
        e.followups
            .push((at, "calibrated values must be present".into()));
        e
    })?;
    p.parse_punct(">")?;
    let storage = QuantizedTypeStorage {
        flags: 0,
        storage_type: None,
        expressed_type: Some(expressed_type),
        storage_min: 0,
        storage_max: 0,
        scheme: QuantScheme::Calibrated {
            min: min.to_bits(),
            max: max.to_bits(),
        },
    };
    checked(p, storage)
}

/// Upstream's `QuantizationDialect::parseType`.
pub(crate) fn parse_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let Some(keyword) = p.parse_optional_bare_id() else {
        return Err(p.error("expected valid keyword"));
    };
    match keyword.as_str() {
        "uniform" => parse_uniform_type(p),
        "any" => parse_any_type(p),
        "calibrated" => parse_calibrated_type(p),
        _ => {
            let at = p.name_offset();
            Err(p.error_at(at, format!("unknown quantized type {keyword}")))
        }
    }
}

/// The storage type and its range unless it is the whole range
/// (`printStorageType`).
fn print_storage_type(p: &mut CustomPrinter<'_, '_>, s: &QuantizedTypeStorage, width: u32) {
    let signed = s.flags & FLAG_SIGNED == FLAG_SIGNED;
    p.write_str(&format!("{}{width}", if signed { 'i' } else { 'u' }));
    if default_minimum_for_integer(signed, width) != s.storage_min
        || default_maximum_for_integer(signed, width) != s.storage_max
    {
        p.write_str(&format!("<{}:{}>", s.storage_min, s.storage_max));
    }
}

/// A scale and its zero point unless it is 0 (`printQuantParams`).
fn quant_params(scale: u64, zero_point: i64) -> String {
    let mut s = print_double(f64::from_bits(scale));
    if zero_point != 0 {
        s.push_str(&format!(":{zero_point}"));
    }
    s
}

/// Upstream's `QuantizationDialect::printType`: what follows `!quant.`.
pub(crate) fn print_type(p: &mut CustomPrinter<'_, '_>, ty: Type) {
    let ctx = p.ctx();
    let Some(s) = ctx.dialect_type_params::<QuantizedTypeStorage>(ty).cloned() else {
        return;
    };
    let width = s
        .storage_type
        .and_then(|t| ctx.type_as_integer(t))
        .map_or(0, |(w, _)| w);
    match &s.scheme {
        QuantScheme::Any => {
            p.write_str("any<");
            print_storage_type(p, &s, width);
            if let Some(e) = s.expressed_type {
                p.write_str(":");
                p.print_type(e);
            }
            p.write_str(">");
        }
        QuantScheme::Uniform { scale, zero_point } => {
            p.write_str("uniform<");
            print_storage_type(p, &s, width);
            p.write_str(":");
            if let Some(e) = s.expressed_type {
                p.print_type(e);
            }
            p.write_str(", ");
            p.write_str(&quant_params(*scale, *zero_point));
            p.write_str(">");
        }
        QuantScheme::PerAxis {
            scales,
            zero_points,
            dimension,
        } => {
            p.write_str("uniform<");
            print_storage_type(p, &s, width);
            p.write_str(":");
            if let Some(e) = s.expressed_type {
                p.print_type(e);
            }
            p.write_str(&format!(":{dimension}, {{"));
            let params: Vec<String> = scales
                .iter()
                .zip(zero_points)
                .map(|(s, z)| quant_params(*s, *z))
                .collect();
            p.write_str(&params.join(","));
            p.write_str("}>");
        }
        QuantScheme::Calibrated { min, max } => {
            p.write_str("calibrated<");
            if let Some(e) = s.expressed_type {
                p.print_type(e);
            }
            p.write_str(&format!(
                "<{}:{}>>",
                print_double(f64::from_bits(*min)),
                print_double(f64::from_bits(*max))
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::format_double;

    #[test]
    fn doubles_print_as_raw_ostream_does() {
        assert_eq!(format_double(0.99872), "9.987200e-01");
        assert_eq!(format_double(2.0e2), "2.000000e+02");
        assert_eq!(format_double(-1.0), "-1.000000e+00");
        assert_eq!(format_double(1.0e-300), "1.000000e-300");
        assert_eq!(format_double(0.0), "0.000000e+00");
    }
}
