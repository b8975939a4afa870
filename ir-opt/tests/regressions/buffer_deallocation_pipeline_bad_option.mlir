// FLAGS: --buffer-deallocation-pipeline=foo=1
// EXIT: 1
// A pipeline option the pipeline does not have: the options parser writes the error itself (no diagnostic).
func.func @f() {
  return
}
