// An error on a tab-indented line: the source and caret lines expand tabs
// to eight-column stops, as llvm-tblgen prints them.
class TabIndented {
	int	x = undefined_value;
}
