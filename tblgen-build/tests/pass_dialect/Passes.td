include "mlir/Pass/PassBase.td"

def TagOps : Pass<"tag-ops"> {
  let summary = "Tags the ops named in a list";
  let description = [{
    Sets the unit attribute `label` on every op nested in the one the pass
    runs on whose name is one of `names`, at most `limit` of them (a
    negative limit: all), and counts what it saw.
  }];
  let options = [
    Option<"label", "label", "String", /*default=*/"\"tagged\"",
           "The attribute to set">,
    Option<"limit", "limit", "i64", /*default=*/"-1",
           "How many ops to tag at most (negative: all)">,
    Option<"mode", "mode", "crate::Mode", /*default=*/"crate::Mode::Tag",
           "What to do with a matching op (tag or skip)">,
    ListOption<"names", "names", "String", "The op names to tag">,
  ];
  let statistics = [
    Statistic<"numSeen", "num-seen", "Number of ops looked at">,
    Statistic<"numTagged", "num-tagged", "Number of ops tagged">,
  ];
}

def EraseNamed : Pass<"erase-named", "test.container"> {
  let summary = "Erases ops of one name inside test.container ops";
  let options = [
    Option<"name", "name", "String", /*default=*/"\"test.dead\"",
           "The name of the ops to erase">,
  ];
  let statistics = [
    Statistic<"numErased", "num-erased", "Number of ops erased">,
  ];
}

def Fail : Pass<"fail-on"> {
  let summary = "Fails on an op of a given name";
  let constructor = "make_fail_pass()";
  let options = [
    Option<"name", "name", "String", /*default=*/"String::new()", "The op to fail on">,
  ];
}
