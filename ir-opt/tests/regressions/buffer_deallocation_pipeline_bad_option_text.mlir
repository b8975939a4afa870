// FLAGS: --pass-pipeline=builtin.module(buffer-deallocation-pipeline{bar})
// EXIT: 1
// A pipeline option the pipeline does not have, in a --pass-pipeline: the parser's error, then the pipeline parser's.
func.func @f() {
  return
}
