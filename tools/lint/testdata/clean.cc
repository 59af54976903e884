// Clean code that only talks about isTracing and is_compiling in comments,
/* block comments: is_scripting()
   over lines: is_tracing */
#include <string>

const char* kMessage = "no is_compiling() guards here \" isTracing";
const char* kRaw = R"x(is_scripting() "isTracing" )x";
const char kQuote = '"';
const long kBig = 1'000'000;
int is_tracing_free_name = 0;  // a different identifier: not a guard
