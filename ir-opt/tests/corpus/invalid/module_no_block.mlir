"builtin.module"() ({}) : () -> ()
