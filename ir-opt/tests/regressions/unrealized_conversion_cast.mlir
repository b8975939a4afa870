// FLAGS: --allow-unregistered-dialect
// Issue 20, item 6: the custom form.
%0 = "test.x"() : () -> i32
%1 = unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to i64, i8
%3 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i16
%4 = unrealized_conversion_cast to i1 {a = 1}
