//===- EnumAttr.td - enums, enum attributes and properties ---*- tablegen -*-===//
//
// Part of the `td` crate. An enum definition (a list of cases) becomes a
// Rust enum; it can be stored in an op as a signless integer attribute
// (`I32EnumAttr`, `BitEnumAttr`), as a dialect attribute wrapping the enum
// (`EnumAttr`) or inline as a property (`EnumProp`).
//
// Two spellings are provided for the same machinery: the classic one
// (`I32EnumAttrCase`, `I32EnumAttr`, `I32BitEnumAttr`, ...) and the newer
// one of the modern manual (`I32EnumCase`, `I32Enum`, `I32BitEnum`, ...).
// Every enum record is an `EnumAttrInfo`, so either spelling may be passed
// to `EnumAttr`, `EnumProp` and `ConstantEnumCase`.
//
// Contract with the generated Rust enum `E` whose integer type is `U`
// (`underlyingType`): it implements `TryFrom<U>` (unknown values are an
// error), `From<E> for U`, `FromStr` and `Display` (the case strings; bit
// enums join set cases with `separator`). Bit enums also implement the
// bitwise operators.
//
//===----------------------------------------------------------------------===//

#ifndef ENUMATTR_TD
#define ENUMATTR_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Properties.td"

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

// One case: the Rust variant `sym`, its integer value and its spelling in
// the IR text.
class EnumAttrCaseInfo<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}

// A case of an integer enum stored as the signless integer `intType`
// attribute; as a constraint it accepts exactly this case.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumAttrCaseInfo<sym, intVal, strVal>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = CPred<"$_ctx.attr_as_int($_self) == "
                        "::core::option::Option::Some(" # intVal # ")">;
}

class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// A case of a bit enum: a set of bits (`val`).
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : EnumAttrCaseInfo<sym, val, str>,
      SignlessIntegerAttrBase<intType, "case " # str>;

class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

// The case with no bit set.
class I8BitEnumAttrCaseNone<string sym, string str = sym>
    : I8BitEnumAttrCase<sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym>
    : I16BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym>
    : I64BitEnumAttrCase<sym, 0, str>;

// The case of the single bit `pos`.
class BitEnumAttrCaseBit<I intType, string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !shl(1, pos), str> {
  assert !and(!ge(pos, 0), !lt(pos, intType.bitwidth)),
         "bit " # pos # " does not fit in " # intType.bitwidth # " bits";
}

class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I8, sym, pos, str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I16, sym, pos, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I32, sym, pos, str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I64, sym, pos, str>;

// A named combination of other cases: the union of their bits.
class BitEnumAttrCaseGroup<I intType, string sym,
                           list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<intType, sym,
                          !foldl(0, cases, acc, c, !or(acc, c.value)), str>;

class I8BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                             string str = sym>
    : BitEnumAttrCaseGroup<I8, sym, cases, str>;
class I16BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I16, sym, cases, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I32, sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I64, sym, cases, str>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// An enum named `name` with `cases`; as an attribute constraint it accepts
// what `baseClass` accepts and its getter returns the Rust enum.
class EnumAttrInfo<string name, list<EnumAttrCaseInfo> cases, Attr baseClass>
    : Attr<baseClass.predicate, baseClass.summary> {
  let description = "Cases:\n"
    # !interleave(!foreach(c, cases, "* `" # c.str # "` (`" # c.symbol
                                      # "` = " # c.value # ")"), "\n");
  // The Rust enum's name, and its cases.
  string className = name;
  list<EnumAttrCaseInfo> enumerants = cases;
  // The Rust integer type of the values (`u32`, ...).
  string underlyingType = "";
  // Names of the generated conversion functions (the Rust emitter turns them
  // into snake case): integer -> enum, string -> enum, enum -> string, and
  // the largest value.
  string underlyingToSymbolFnName = "symbolize" # name;
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "&'static str";
  string maxEnumValFnName = "getMaxEnumValFor" # name;
  // Also generate a typed attribute wrapper `<name>Attr`.
  bit genSpecializedAttr = 1;
  Attr baseAttrClass = baseClass;
  let mlirStorageType = baseClass.mlirStorageType;
  string specializedAttrClassName = name # "Attr";
  // The Rust path of the enum.
  string cppType = !if(!empty(cppNamespace), className,
                       cppNamespace # "::" # className);
  let storageType = "::ir::Attribute";
  let returnType = cppType;
  let convertFromStorage =
    "<" # cppType # " as ::core::convert::TryFrom<" # underlyingType # ">>::try_from("
    "$_ctx.attr_as_int($_self).unwrap_or_default() as " # underlyingType # ")"
    ".expect(\"a verified enum attribute holds a known case\")";
  let constBuilderCall =
    "{ let ty = " # baseClass.valueType.builderCall # "; $_builder.integer_attr(ty, "
    "<" # underlyingType # " as ::core::convert::From<" # cppType # ">>::from($0) as i64) }";
  let valueType = baseAttrClass.valueType;
  // Assembly-format hooks for a parameter of this enum: `$_parser` reads a
  // keyword (several, joined by `|` or `,`, for bit enums) and `$_printer`
  // writes the value (see td/PREDICATES.md).
  string parameterParser = ?;
  string parameterPrinter = ?;
}

// A signless integer attribute whose value is one of `cases`.
class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[SignlessIntegerAttrBase<intType, summary>.predicate,
                       Or<!foreach(c, cases, c.predicate)>]>;
}

// An integer enum stored as an `intType` attribute.
class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
        IntEnumAttrBase<intType, cases,
          !if(!empty(summary),
              "allowed " # intType.summary # " cases: "
                # !interleave(!foreach(c, cases, c.value), ", "),
              summary)>> {
  let parameterParser = "$_parser.parse_enum_keyword::<" # cppType # ">(&["
    # !interleave(!foreach(c, cases, "\"" # c.str # "\""), ", ")
    # "], ::core::option::Option::None)";
  let parameterPrinter = "$_printer.print_enum_keyword(&$_self)";
}

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "u32";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "u64";
}

// A signless integer attribute with no bits outside `cases`.
class BitEnumAttrBase<I intType, list<BitEnumAttrCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    CPred<"$_ctx.attr_as_int($_self).is_some_and(|bits| (bits as u64) & !("
          # !foldl(0, cases, acc, c, !or(acc, c.value)) # "i64 as u64) == 0)">]>;
}

// A bit enum (a set of flags) stored as an `intType` attribute. In the IR
// text set cases are joined by `separator` (containing `|` or `,`).
class BitEnumAttr<I intType, string name, string summary,
                  list<BitEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>> {
  // All bits some case uses.
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
  let symbolToStringFnRetType = "::std::string::String";
  string separator = "|";
  assert !or(!ge(!find(separator, "|"), 0), !ge(!find(separator, ","), 0)),
         "the separator of " # name # " must contain '|' or ','";
  // The punctuation the parser accepts between keywords.
  string parseSeparatorFn = !if(!ge(!find(separator, "|"), 0), "|", ",");
  let parameterParser = "$_parser.parse_enum_keyword::<" # cppType # ">(&["
    # !interleave(!foreach(c, cases, "\"" # c.str # "\""), ", ")
    # "], ::core::option::Option::Some(\"" # parseSeparatorFn # "\"))";
  let parameterPrinter = "$_printer.print_enum_keyword(&$_self)";
  // Print groups that cover the value instead of their single bits.
  bit printBitEnumPrimaryGroups = 0;
}

class I8BitEnumAttr<string name, string summary,
                    list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases> {
  let underlyingType = "u8";
}
class I16BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases> {
  let underlyingType = "u16";
}
class I32BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases> {
  let underlyingType = "u32";
}
class I64BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases> {
  let underlyingType = "u64";
}

// The classic manual's bit enum case: a 32-bit case with the bits `val`.
class BitEnumAttrCase<string sym, int val, string str = sym>
    : I32BitEnumAttrCase<sym, val, str>;

// A case of an enum stored as a string attribute (classic manual); `val`
// only orders the Rust variants.
class StrEnumAttrCase<string sym, int val = -1, string str = sym>
    : EnumAttrCaseInfo<sym, val, str>,
      StringBasedAttr<CPred<"$_ctx.attr_as_str($_self) == "
                            "::core::option::Option::Some(\"" # str # "\")">,
                      "case " # str>;

// An enum stored as a string attribute holding one of the case strings.
class StrEnumAttr<string name, string summary, list<StrEnumAttrCase> cases>
    : EnumAttrInfo<name, cases,
        StringBasedAttr<And<[CPred<"$_ctx.attr_as_str($_self).is_some()">,
                             Or<!foreach(c, cases, c.predicate)>]>,
          !if(!empty(summary),
              "allowed string cases: "
                # !interleave(!foreach(c, cases, "'" # c.str # "'"), ", "),
              summary)>> {
  let convertFromStorage =
    "<" # cppType # " as ::core::str::FromStr>::from_str("
    "$_ctx.attr_as_str($_self).unwrap_or_default())"
    ".expect(\"a verified enum attribute holds a known case\")";
  let constBuilderCall = "$_builder.string_attr(&::std::string::ToString::to_string(&$0))";
  let parameterParser = "$_parser.parse_enum_keyword::<" # cppType # ">(&["
    # !interleave(!foreach(c, cases, "\"" # c.str # "\""), ", ")
    # "], ::core::option::Option::None)";
  let parameterPrinter = "$_printer.print_enum_keyword(&$_self)";
}

//===----------------------------------------------------------------------===//
// The newer spelling (modern manual)
//===----------------------------------------------------------------------===//

// A case of an enum not tied to an attribute kind.
class EnumCase<string sym, int intVal, string strVal = sym>
    : EnumAttrCaseInfo<sym, intVal, strVal>;

class I32EnumCase<string sym, int val, string str = sym>
    : I32EnumAttrCase<sym, val, str>;
class I64EnumCase<string sym, int val, string str = sym>
    : I64EnumAttrCase<sym, val, str>;

// A case of a bit enum of `intType`.
class BitEnumCase<I intType, string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, val, str>;

class I8BitEnumCaseNone<string sym, string str = sym>
    : I8BitEnumAttrCaseNone<sym, str>;
class I16BitEnumCaseNone<string sym, string str = sym>
    : I16BitEnumAttrCaseNone<sym, str>;
class I32BitEnumCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCaseNone<sym, str>;
class I64BitEnumCaseNone<string sym, string str = sym>
    : I64BitEnumAttrCaseNone<sym, str>;
class I8BitEnumCaseBit<string sym, int pos, string str = sym>
    : I8BitEnumAttrCaseBit<sym, pos, str>;
class I16BitEnumCaseBit<string sym, int pos, string str = sym>
    : I16BitEnumAttrCaseBit<sym, pos, str>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym>
    : I32BitEnumAttrCaseBit<sym, pos, str>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym>
    : I64BitEnumAttrCaseBit<sym, pos, str>;
class I8BitEnumCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                         string str = sym>
    : I8BitEnumAttrCaseGroup<sym, cases, str>;
class I16BitEnumCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                          string str = sym>
    : I16BitEnumAttrCaseGroup<sym, cases, str>;
class I32BitEnumCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                          string str = sym>
    : I32BitEnumAttrCaseGroup<sym, cases, str>;
class I64BitEnumCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                          string str = sym>
    : I64BitEnumAttrCaseGroup<sym, cases, str>;

// The Rust unsigned integer type of `width` bits.
class _UnsignedOfWidth<int width> {
  string ret = "u" # width;
}

// An integer enum of `width` bits.
class IntEnum<string name, string summary, list<IntEnumAttrCaseBase> cases,
              int width>
    : IntEnumAttr<I<width>, name, summary, cases> {
  let underlyingType = _UnsignedOfWidth<width>.ret;
}
class I32Enum<string name, string summary, list<IntEnumAttrCaseBase> cases>
    : IntEnum<name, summary, cases, 32>;
class I64Enum<string name, string summary, list<IntEnumAttrCaseBase> cases>
    : IntEnum<name, summary, cases, 64>;

// A bit enum of `width` bits.
class BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases,
              int width>
    : BitEnumAttr<I<width>, name, summary, cases> {
  let underlyingType = _UnsignedOfWidth<width>.ret;
}
class I8BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnum<name, summary, cases, 8>;
class I16BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnum<name, summary, cases, 16>;
class I32BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnum<name, summary, cases, 32>;
class I64BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnum<name, summary, cases, 64>;

// Any enum of either spelling (`EnumAttrInfo` is the common base).
class EnumInfo<string name, string summary, list<IntEnumAttrCaseBase> cases,
               int width = 32>
    : IntEnum<name, summary, cases, width>;

//===----------------------------------------------------------------------===//
// Enums inside dialect attributes and properties
//===----------------------------------------------------------------------===//

// An AttrDef parameter holding the enum.
class EnumParameter<EnumAttrInfo enumInfo>
    : AttrParameter<enumInfo.cppType, "an enum of type " # enumInfo.className> {
  let parser = enumInfo.parameterParser;
  let printer = enumInfo.parameterPrinter;
}

// A dialect attribute wrapping one enum value, printed as
// `#dialect.name<case>` when `name` (the mnemonic) is given.
class EnumAttr<Dialect dialect, EnumAttrInfo enumInfo, string name = "",
               list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;
  EnumAttrInfo enum = enumInfo;
  let cppNamespace = enumInfo.cppNamespace;
  let constBuilderCall = cppType # "::get($_builder, $0)";
  let returnType = enumInfo.cppType;
  let convertFromStorage = cppType # "::from_attribute_unchecked($_self).value($_ctx)";
  // The generated wrapper recognizes `#dialect<mnemonic case>` holding a
  // known case.
  let predicate = CPred<cppType # "::matches($_ctx, $_self)">;
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = "$value";
}

// An enum stored inline as a property; the verifier checks the value is a
// known case (the Rust enum cannot hold anything else).
class EnumProp<EnumAttrInfo enumInfo, string desc = "">
    : EnumProperty<enumInfo.cppType,
                   !if(!empty(desc), enumInfo.summary, desc)> {
  let description = enumInfo.description;
  EnumAttrInfo enum = enumInfo;
  let convertToAttribute =
    "{ let ty = " # enumInfo.baseAttrClass.valueType.builderCall
    # "; $_builder.integer_attr(ty, <"
    # enumInfo.underlyingType # " as ::core::convert::From<" # enumInfo.cppType
    # ">>::from($_storage) as i64) }";
  let convertFromAttribute =
    "$_ctx.attr_as_int($_attr).and_then(|value| <" # enumInfo.cppType
    # " as ::core::convert::TryFrom<" # enumInfo.underlyingType
    # ">>::try_from(value as " # enumInfo.underlyingType # ").ok())";
  // Printed as the bare case keyword.
  string parser = enumInfo.parameterParser;
  string printer = enumInfo.parameterPrinter;
}

// An enum property printed as `mnemonic<case>`.
class NamedEnumProp<EnumAttrInfo enumInfo, string mnemonic>
    : EnumProp<enumInfo> {
  string propMnemonic = mnemonic;
  let parser = "$_parser.parse_named_enum::<" # enumInfo.cppType # ">(\""
               # mnemonic # "\")";
  let printer = "$_printer.print_named_enum(\"" # mnemonic # "\", &$_self)";
}

// An enum property that also accepts, and in the generic form keeps, the
// attribute `attributeForm` (an `EnumAttr` or enum attribute), for dialects
// moving from attributes to properties.
class EnumPropWithAttrForm<EnumAttrInfo enumInfo, Attr attributeForm>
    : EnumProp<enumInfo> {
  Attr attrForm = attributeForm;
  let convertToAttribute = !subst("$0", "$_storage", attributeForm.constBuilderCall);
}

class NamedEnumPropWithAttrForm<EnumAttrInfo enumInfo, string mnemonic,
                                Attr attributeForm>
    : NamedEnumProp<enumInfo, mnemonic> {
  Attr attrForm = attributeForm;
  let convertToAttribute = !subst("$0", "$_storage", attributeForm.constBuilderCall);
}

//===----------------------------------------------------------------------===//
// Enum constants (for rewrite patterns)
//===----------------------------------------------------------------------===//

// The Rust path of the case of `enumAttrInfo` spelled `case`.
class _symbolToValue<EnumAttrInfo enumAttrInfo, string case> {
  defvar found = !filter(c, enumAttrInfo.enumerants, !eq(c.str, case));
  assert !not(!empty(found)),
         "'" # case # "' is not a case of " # enumAttrInfo.className;
  string value = enumAttrInfo.cppType # "::"
                 # !if(!empty(found), "", !head(found).symbol);
}

// The Rust expression for `case1|case2|...` of a bit enum.
class _bitSymbolsToValue<BitEnumAttr bitEnumAttr, string case> {
  defvar bar = !find(case, "|");
  string value = !if(!lt(bar, 0),
    _symbolToValue<bitEnumAttr, case>.value,
    _symbolToValue<bitEnumAttr, !substr(case, 0, bar)>.value # " | "
      # _bitSymbolsToValue<bitEnumAttr, !substr(case, !add(bar, 1))>.value);
}

// The attribute `attribute` holding the case `case` of `enumAttrInfo`.
class ConstantEnumCaseBase<Attr attribute, EnumAttrInfo enumAttrInfo,
                           string case>
    : ConstantAttr<attribute,
        !if(!isa<BitEnumAttr>(enumAttrInfo),
            _bitSymbolsToValue<!cast<BitEnumAttr>(enumAttrInfo), case>.value,
            _symbolToValue<enumAttrInfo, case>.value)>;

// `attribute` is an enum (`EnumAttrInfo`) or an `EnumAttr`.
class ConstantEnumCase<Attr attribute, string case>
    : ConstantEnumCaseBase<attribute,
        !if(!isa<EnumAttrInfo>(attribute), !cast<EnumAttrInfo>(attribute),
            !cast<EnumAttr>(attribute).enum),
        case> {
  assert !or(!isa<EnumAttr>(attribute), !isa<EnumAttrInfo>(attribute)),
         "ConstantEnumCase needs an EnumAttr or an enum, not "
           # !repr(attribute);
}

#endif // ENUMATTR_TD
