//===- Utils.td - small helpers shared by the library ------*- tablegen -*-===//
//
// Part of the `td` crate: the Rust flavour of MLIR's ODS/DRR library.
// Helpers with no MLIR meaning of their own: deprecation markers, the `ins`
// and `outs` dag operators, builder arguments and string utilities.
//
//===----------------------------------------------------------------------===//

#ifndef UTILS_TD
#define UTILS_TD

// Marks a definition as deprecated for `.td` authors: the generator prints a
// warning (with `reason`) wherever the definition is used.
class Deprecated<string reason> {
  string odsDeprecated = reason;
}

// Marks generated Rust items as `#[deprecated = reason]`; unlike `Deprecated`
// it does not warn at generation time, only in the code that uses them.
class CppDeprecated<string reason> {
  string odsCppDeprecated = reason;
}

// A string-valued helper: `result` holds a Rust expression built from the
// template argument.
class StrFunc<string r> {
  string result = r;
}

// Operators of the argument and result dags: `(ins ...)`, `(outs ...)`.
def ins;
def outs;

// One parameter of a custom builder: `ty` is the Rust type and `value`, when
// not empty, the default the generated builder uses when the caller passes
// nothing (for Rust, a builder with defaults is emitted as an extra function).
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// `str` with its first character in upper case.
class firstCharToUpper<string str> {
  string ret = !if(!eq(!size(str), 0), "",
                   !toupper(!substr(str, 0, 1)) # !substr(str, 1));
}

// One step of the snake-to-camel conversion: removes the first underscore
// of `str` and capitalises the character after it.
class _snakeCaseHelper<string str> {
  int idx = !find(str, "_");
  string ret = !if(!lt(idx, 0), str,
                   !substr(str, 0, idx)
                     # firstCharToUpper<!substr(str, !add(idx, 1))>.ret);
}

// `some_name` -> `SomeName`.
class snakeCaseToCamelCase<string str> {
  string ret = !foldl(firstCharToUpper<str>.ret, !range(!size(str)),
                      acc, unused, _snakeCaseHelper<acc>.ret);
}

#endif // UTILS_TD
