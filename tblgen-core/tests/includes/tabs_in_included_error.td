// The error is in the included file, on a line indented with tabs.
def before;
include "tab_indented_error.td"
