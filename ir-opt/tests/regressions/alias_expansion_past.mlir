// FLAGS: --allow-unregistered-dialect --max-expansion=1022
// EXIT: 1
// ORACLE: differs: the flag is this project's
#a0 = [1, 2]
#a1 = [#a0, #a0]
#a2 = [#a1, #a1]
#a3 = [#a2, #a2]
#a4 = [#a3, #a3]
#a5 = [#a4, #a4]
#a6 = [#a5, #a5]
#a7 = [#a6, #a6]
#a8 = [#a7, #a7]
"test.x"() {v = #a8} : () -> ()
