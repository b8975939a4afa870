// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
// A registered op keeps only its own properties from a generic `<{...}>`
// (upstream's setPropertiesFromAttr ignores other keys); an unregistered
// op keeps the whole dictionary. (fuzz_mlir, seed 20: the unknown key was
// printed as a discardable attribute the module verifier then refused.)
"builtin.module"() <{sym_name = "q", sym_ngme = "p"}> ({
^bb0:
}) : () -> ()
%0 = "arith.constant"() <{value = 1 : i32, bogus = 2}> : () -> i32
"test.x"() <{bogus = 2}> : () -> ()
