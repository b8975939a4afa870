// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// ORACLE: differs: names, keys and locations that are not UTF-8 are not supported (string attributes are)
"aÿ.x"() : () -> ()
