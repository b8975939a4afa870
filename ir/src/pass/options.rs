//! Pass options (MLIR's `PassOptions`, LLVM's `cl` parsers): the values an
//! option type accepts and how they print, the `key=value` splitting of an
//! options string, and comma-separated lists.
//!
//! An option's type implements [`OptionValue`]; generated option structs
//! ([`super::PassOptions`]) call [`parse_option`] and [`parse_list_option`]
//! for each `key=value` of the pipeline text, and print through
//! [`OptionPrinter`] when a pipeline is printed.

use std::fmt::Debug;

/// A type a pass option can hold: parsed from the pipeline text as LLVM's
/// `cl::parser` does, printed back as MLIR's pipeline printer does.
pub trait OptionValue: Clone + Debug + 'static {
    /// The value's name in `--help` (`cl`'s `getValueName`: `long`,
    /// `string`, ...; empty for flags).
    const VALUE_NAME: &'static str;
    /// Parses `text`; the error is `cl`'s message (`'x' value invalid for
    /// long argument!`).
    fn parse_option(text: &str) -> Result<Self, String>;
    /// Appends the value as the pipeline text would give it.
    fn print_option(&self, out: &mut String);
    /// Parses `text` with the registry at hand (the default: as
    /// [`OptionValue::parse_option`]; pipelines override it).
    fn parse_in(text: &str, cx: &mut OptionContext<'_>) -> Result<Self, OptionFailure> {
        let _ = cx;
        Self::parse_option(text).map_err(OptionFailure::Invalid)
    }
}

impl OptionValue for bool {
    const VALUE_NAME: &'static str = "";
    fn parse_option(text: &str) -> Result<Self, String> {
        match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(format!(
                "'{text}' is invalid value for boolean argument! Try 0 or 1"
            )),
        }
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl OptionValue for String {
    const VALUE_NAME: &'static str = "string";
    fn parse_option(text: &str) -> Result<Self, String> {
        Ok(text.to_string())
    }
    /// Braces around a string with a space before any `{`, `'` or `"`.
    fn print_option(&self, out: &mut String) {
        let space = self.find(' ');
        let escape = self.find(['{', '\'', '"']);
        let braces = match (space, escape) {
            (Some(s), Some(e)) => s < e,
            (Some(_), None) => true,
            _ => false,
        };
        if braces {
            out.push('{');
        }
        out.push_str(self);
        if braces {
            out.push('}');
        }
    }
}

/// Integer options, each with `cl`'s name for its C++ counterpart.
macro_rules! integer_options {
    ($($t:ty => $value_name:literal, $kind:literal;)*) => {$(
        impl OptionValue for $t {
            const VALUE_NAME: &'static str = $value_name;
            fn parse_option(text: &str) -> Result<Self, String> {
                parse_integer(text)
                    .and_then(|v| <$t>::try_from(v).ok())
                    .ok_or_else(|| format!("'{text}' value invalid for {} argument!", $kind))
            }
            fn print_option(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}

integer_options! {
    i32 => "int", "integer";
    u32 => "uint", "uint";
    i64 => "long", "long";
    u64 => "ulong", "ulong";
    isize => "long", "long";
    usize => "ulong", "ulong";
}

impl OptionValue for f64 {
    const VALUE_NAME: &'static str = "number";
    fn parse_option(text: &str) -> Result<Self, String> {
        parse_double(text)
            .ok_or_else(|| format!("'{text}' value invalid for floating point argument!"))
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

/// LLVM's `StringRef::getAsInteger(0, ...)` into an `i128`: an optional
/// `-`, then digits in the radix the prefix gives (`0x`, `0b`, `0o`, a
/// leading `0` for octal, else decimal), nothing else.
fn parse_integer(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, d)
    } else if let Some(d) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, d)
    } else if let Some(d) = digits.strip_prefix("0o") {
        (8, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    // Longer than any i128 in this radix: out of range.
    let v = u128::from_str_radix(digits, radix).ok()?;
    let v = i128::try_from(v).ok()?;
    Some(if negative { -v } else { v })
}

/// `strtod` as `cl`'s `parseDouble` uses it: leading whitespace skipped,
/// the whole rest must be a number (the empty string is 0).
fn parse_double(text: &str) -> Option<f64> {
    let t = text.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    if t.is_empty() {
        return Some(0.0);
    }
    let lower = t.to_ascii_lowercase();
    let unsigned = lower.trim_start_matches(['+', '-']);
    if matches!(unsigned, "inf" | "infinity" | "nan") {
        let v = if unsigned == "nan" {
            f64::NAN
        } else {
            f64::INFINITY
        };
        return Some(if lower.starts_with('-') { -v } else { v });
    }
    // Rust's grammar, minus what strtod does not take.
    if t.contains(['_']) || unsigned.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    t.parse::<f64>().ok()
}

/// Parses `value` into `field` (a generated option struct's field).
pub fn parse_option<T: OptionValue>(
    field: &mut T,
    value: &str,
    cx: &mut OptionContext<'_>,
) -> Result<(), OptionFailure> {
    *field = T::parse_in(value, cx)?;
    Ok(())
}

/// Parses the comma-separated `value` and appends its elements to `field`
/// (MLIR's `ListOption`): commas inside `{}`, `()`, `[]` and quotes do not
/// separate elements.
pub fn parse_list_option<T: OptionValue>(
    field: &mut Vec<T>,
    value: &str,
    cx: &mut OptionContext<'_>,
) -> Result<(), OptionFailure> {
    for element in split_comma_separated(value) {
        field.push(T::parse_in(element, cx)?);
    }
    Ok(())
}

/// The byte index of the next `c` in `s` at or after `from`, skipping
/// bracketed and quoted ranges (`parseCommaSeparatedList`'s `findChar`).
/// Iterative: a deep nesting never deepens the stack.
fn find_char(s: &[u8], from: usize, c: u8) -> Option<usize> {
    let mut closers: Vec<u8> = vec![c];
    let mut i = from;
    while i < s.len() {
        let want = closers[closers.len() - 1];
        let b = s[i];
        if b == want {
            closers.pop();
            if closers.is_empty() {
                return Some(i);
            }
        } else {
            match b {
                b'{' => closers.push(b'}'),
                b'(' => closers.push(b')'),
                b'[' => closers.push(b']'),
                b'"' | b'\'' => match s[i + 1..].iter().position(|&x| x == b) {
                    Some(p) => i += p + 1,
                    // An unterminated quote hides the rest (upstream's npos).
                    None => return None,
                },
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// The elements of a comma-separated list (one element when there is no
/// comma, possibly empty).
pub fn split_comma_separated(value: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = value;
    while let Some(i) = find_char(rest.as_bytes(), 0, b',') {
        out.push(&rest[..i]);
        rest = &rest[i + 1..];
    }
    out.push(rest);
    out
}

/// One `key[=value]` of an options string, and what follows it (MLIR's
/// `parseNextArg`): the key ends at a space or `=`; the value ends at a
/// space outside quotes and braces; both are trimmed, and a value (or key)
/// of more than two characters wrapped in `'...'`, `"..."` or `{...}`
/// loses the wrapping.
pub fn next_option(options: &str) -> (&str, &str, &str) {
    fn unwrap(s: &str) -> &str {
        let b = s.as_bytes();
        if b.len() > 2 {
            for (open, close) in [(b'\'', b'\''), (b'"', b'"'), (b'{', b'}')] {
                if b[0] == open && b[b.len() - 1] == close {
                    return s[1..s.len() - 1].trim();
                }
            }
        }
        s
    }
    let bytes = options.as_bytes();
    let mut end = 0;
    loop {
        if end == bytes.len() || bytes[end] == b' ' {
            let key = unwrap(options[..end].trim());
            return (key, "", options[end..].trim_start());
        }
        if bytes[end] == b'=' {
            break;
        }
        end += 1;
    }
    let key = unwrap(options[..end].trim());
    let rest = options[end..].trim_start();
    // `rest` starts at '='; the value starts after it.
    let rest = &rest[1..];
    let b = rest.as_bytes();
    let mut i = 0;
    // A quote skips to its match (an unmatched one is just a character).
    let skip_quote = |i: &mut usize| {
        let q = b[*i];
        if q == b'\'' || q == b'"' {
            if let Some(p) = b[*i + 1..].iter().position(|&x| x == q) {
                *i += p + 1;
            }
            true
        } else {
            false
        }
    };
    loop {
        if i == b.len() || b[i] == b' ' {
            let value = unwrap(rest[..i].trim());
            return (key, value, rest[i..].trim_start());
        }
        if skip_quote(&mut i) {
            i += 1;
            continue;
        }
        if b[i] == b'{' {
            let mut depth = 1usize;
            i += 1;
            while i < b.len() {
                if skip_quote(&mut i) {
                    i += 1;
                    continue;
                }
                if b[i] == b'{' {
                    depth += 1;
                } else if b[i] == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                i += 1;
            }
            if i == b.len() {
                continue;
            }
        }
        i += 1;
    }
}

/// Prints options as a pipeline gives them (`PassOptions::print`):
/// `{key=value key=a,b}`, one entry per option in the order they are
/// printed (generated code sorts them by key), separated by spaces; an
/// empty list prints nothing but keeps its separator, as upstream's.
#[derive(Debug)]
pub struct OptionPrinter {
    text: String,
    count: usize,
    braces: bool,
}

impl OptionPrinter {
    /// An empty printer; `braces` when the pass has options at all (a pass
    /// without options prints nothing, not `{}`).
    pub fn new(braces: bool) -> Self {
        OptionPrinter {
            text: String::new(),
            count: 0,
            braces,
        }
    }
    fn separate(&mut self) {
        if self.count > 0 {
            self.text.push(' ');
        }
        self.count += 1;
    }
    /// `key=value`.
    pub fn value<T: OptionValue>(&mut self, key: &str, value: &T) {
        self.separate();
        self.text.push_str(key);
        self.text.push('=');
        value.print_option(&mut self.text);
    }
    /// `key=a,b,c`, or nothing for an empty list.
    pub fn list<T: OptionValue>(&mut self, key: &str, values: &[T]) {
        self.separate();
        if values.is_empty() {
            return;
        }
        self.text.push_str(key);
        self.text.push('=');
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                self.text.push(',');
            }
            v.print_option(&mut self.text);
        }
    }
    /// `{...}`, or the empty string for a pass without options.
    pub fn finish(self) -> String {
        if self.braces {
            format!("{{{}}}", self.text)
        } else {
            String::new()
        }
    }
}

/// Why an option value was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionFailure {
    /// `cl`'s message for an invalid value (reported as
    /// `<program>: for the --<option> option: <message>`).
    Invalid(String),
    /// Already reported (a nested pipeline's own errors).
    Reported,
}

/// What option parsing may need beyond the text: the registry (options
/// holding pipelines), and where `cl` writes its messages.
pub struct OptionContext<'a> {
    /// The passes and pipelines an option's pipeline may name.
    pub registry: &'a super::PassRegistry,
    /// The program name `cl` messages start with.
    pub program: &'a str,
    /// What `cl` writes straight to the error stream.
    pub direct: String,
}

impl<'a> OptionContext<'a> {
    /// A context over `registry`, for `program`.
    pub fn new(registry: &'a super::PassRegistry, program: &'a str) -> Self {
        OptionContext {
            registry,
            program,
            direct: String::new(),
        }
    }
    /// Writes `cl`'s report of an invalid value for option `argument`.
    pub fn cl_error(&mut self, argument: &str, message: &str) {
        let dashes = if argument.len() == 1 { "-" } else { "--" };
        self.direct.push_str(&format!(
            "{}: for the {dashes}{argument} option: {message}\n",
            self.program
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_parse_as_cl_does() {
        assert_eq!(bool::parse_option(""), Ok(true));
        assert_eq!(bool::parse_option("False"), Ok(false));
        assert_eq!(
            bool::parse_option("maybe"),
            Err("'maybe' is invalid value for boolean argument! Try 0 or 1".into())
        );
        assert_eq!(i64::parse_option("-12"), Ok(-12));
        assert_eq!(i64::parse_option("0x10"), Ok(16));
        assert_eq!(i64::parse_option("010"), Ok(8));
        assert_eq!(
            i64::parse_option("abc"),
            Err("'abc' value invalid for long argument!".into())
        );
        assert_eq!(
            u32::parse_option("-1"),
            Err("'-1' value invalid for uint argument!".into())
        );
        assert_eq!(
            i32::parse_option("99999999999"),
            Err("'99999999999' value invalid for integer argument!".into())
        );
        assert_eq!(
            i64::parse_option(&"9".repeat(80)).map_err(|e| !e.is_empty()),
            Err(true)
        );
        assert_eq!(f64::parse_option("1.5"), Ok(1.5));
        assert_eq!(f64::parse_option(""), Ok(0.0));
        assert!(f64::parse_option("x").is_err());
    }

    #[test]
    fn next_option_splits_keys_values_and_braces() {
        assert_eq!(
            next_option("max-iterations=3 region-simplify=disabled"),
            ("max-iterations", "3", "region-simplify=disabled")
        );
        assert_eq!(next_option("top-down"), ("top-down", "", ""));
        assert_eq!(next_option("a b"), ("a", "", "b"));
        assert_eq!(next_option("p={x=1 y=2} q=3"), ("p", "x=1 y=2", "q=3"));
        assert_eq!(next_option("s='a b' t"), ("s", "a b", "t"));
        assert_eq!(next_option("s=\"\""), ("s", "\"\"", ""));
        assert_eq!(next_option("pipe={a{b}} z"), ("pipe", "a{b}", "z"));
        // An unterminated brace takes the rest.
        assert_eq!(next_option("p={x y"), ("p", "{x y", ""));
    }

    #[test]
    fn lists_split_outside_brackets_and_quotes() {
        assert_eq!(
            split_comma_separated("a,b{c,d},'e,f'"),
            vec!["a", "b{c,d}", "'e,f'"]
        );
        assert_eq!(split_comma_separated(""), vec![""]);
        let registry = crate::pass::PassRegistry::new();
        let mut cx = OptionContext::new(&registry, "tool");
        let mut v: Vec<i64> = Vec::new();
        parse_list_option(&mut v, "1,2,3", &mut cx).expect("parses");
        assert_eq!(v, vec![1, 2, 3]);
        assert_eq!(
            parse_list_option(&mut v, "4,x", &mut cx),
            Err(OptionFailure::Invalid(
                "'x' value invalid for long argument!".into()
            ))
        );
        let deep = "{".repeat(100_000);
        assert_eq!(split_comma_separated(&deep), vec![deep.as_str()]);
    }

    #[test]
    fn printer_sorts_nothing_and_braces_strings_with_spaces() {
        let mut p = OptionPrinter::new(true);
        p.value("a", &true);
        p.list::<String>("b", &[]);
        p.list("c", &[1i64, 2]);
        p.value("d", &"x y".to_string());
        p.value("e", &"{x y}".to_string());
        assert_eq!(p.finish(), "{a=true  c=1,2 d={x y} e={x y}}");
        let mut p = OptionPrinter::new(true);
        p.list::<String>("only", &[]);
        assert_eq!(p.finish(), "{}");
        assert_eq!(OptionPrinter::new(false).finish(), "");
    }
}
