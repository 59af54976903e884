// Token-level lint over ops/ sources: comments and string literals never fire a
// rule. Reads files as text; never links against ops/.
//
// Rules (stable ids; each message says what to do instead):
//   capture-guard          a query of capture state, in any spelling or API (below)
//   host-readback          .item(), item<T>(), _local_scalar_dense, is_nonzero, or a
//                          tensor reduction / data_ptr / accessor deciding an if,
//                          while, for or ?:
//   tensor-from-host-read  a tensor factory fed with a value read out of a tensor
//   dynamic-shape          nonzero, masked_select, unique..., boolean-mask indexing
//   linspace-ramp          linspace (use arange; see NOTE [ meshgrid half precision ])
//   default-dtype          reading or setting torch's global default dtype
//   device-less-factory    a torch::/at:: tensor factory that is not told a device
//   traced-host-fill       at::tensor: under tracing it records an aten::empty and
//                          fills the buffer unseen, so a replay reads garbage
//                          (core::Constant makes the constant instead)
//   vendor-math            a tensor's sqrt, exp, log, log2, log10, sin, cos, tan, tanh,
//                          atan, asin, acos, erf, erfc or erfinv (method, at::, torch::;
//                          in-place too): MKL's vector math, another path per CPU
//                          vendor; core::Sqrt, or inside core::Float32InFloat64 /
//                          core::ScalarPath's arguments, or suppressed with why its
//                          bits hold on Intel and AMD
//   op-contract            a public op (ops/<pkg>/*.h) without a whole contract
//                          comment or without registered conformance cases
// Suppression: `// lint: allow(<rule>) <reason>`, trailing the line, or alone on
// the line above it; a suppression without a reason is itself a finding
// (bad-suppression). Functions in namespaces named detail/internal are not
// public ops.
//
// NOTE [ capture-guard: words, not names ]
// A guard has many spellings (isTracing, is_tracing, torch::jit::is_scripting,
// tracer::getTracingState, TracingState, is_in_onnx_export, is_fx_tracing...)
// and new APIs keep coming, so the rule matches words, not a list of names. An
// identifier is folded (lower case, underscores removed) and fires when it
// contains a word of capture state: tracing, tracer, compiling, scripting,
// onnxexport, isexporting, dynamo, functionaliz, functorch, functionaltensor,
// faketensor, pythondispatch, dispatchmode, torchfunctionmode, pythonks,
// capturing, capturestatus. Dispatch-key queries fire too: a key named after
// `DispatchKey::` that contains python, tracer, functionaliz, functorch or
// predispatch (DispatchKey::Python, DispatchKeySet(DispatchKey::Tracer),
// x.key_set().has(DispatchKey::Functionalize)), and any tls_*dispatch_key*
// function (tls_is_dispatch_key_included / _excluded, tls_local_dispatch_key_set).
// A qualified name is one finding (torch::jit::tracer::isTracing), and so is a
// call with its arguments (tls_is_dispatch_key_included(DispatchKey::Tracer)).
// The price: any identifier holding such a word fires, even one that queries
// nothing (`was_tracing`); in ops/ none has a reason to, so rename it. Words
// that ordinary code uses are not capture words: `trace` (torch::trace, a
// `trace_width`), `compile`, `script`, `export`, `functional`, `python` outside
// a DispatchKey.
//
// device-less-factory: torch::/at:: zeros, ones, empty, empty_strided, full,
// arange, range, tensor, scalar_tensor, rand, randn, randint, randperm, eye,
// linspace, logspace, the window functions and tril/triu_indices make a CPU
// tensor unless told a device. The call is fine when its arguments name a
// device: `x.options()`, any identifier containing `device` (`x.device()`,
// `.device(d)`, a `device` argument), or a variable assigned from such an
// expression in the same file (`const auto opts = x.options().dtype(...)`).
// *_like factories and x.new_* follow their tensor and never fire.
//
// op-contract: public ops are namespace-scope functions returning
// torch::Tensor / at::Tensor and namespace-scope classes that are not abstract
// (a class with a pure virtual function is a base, not an op; a struct is
// passive data). Each needs a registered case and a contract comment: a
// `// name()` heading, then, in the same comment block, Shape:, Dtypes:,
// Errors: and Tolerance: lines. The Tolerance line (with its indented
// continuation lines) is one of
//   // Tolerance: exact[<anything not a letter or digit>...]
//   // Tolerance: fused replay within N ulp (<dtype>, ...)[; within M ulp (<dtype>, ...)]: <reason>
// where a bound may also be absolute, `within X abs (<dtype>, ...)` (X a
// decimal such as 2e-4).
// exact: eager, traced, replayed, fused and loaded graphs agree bit for bit.
// A fused bound: the TensorExpr-fused replay may differ by at most N ulp (or
// by at most X in absolute value) in the dtypes listed (float16, bfloat16,
// float32, float64; one dtype with both: each element within either); the
// others stay exact. It mirrors the case's
// `tolerance.fused_ulp` and `tolerance.fused_abs`; ParseToleranceLine and
// ContractTolerances read it so a test can compare header and case.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kornia::lint {

enum class Kind { kIdent, kPunct, kNumber, kString };

struct Token {
  Kind kind;
  std::string text;  // identifier, punctuation, or a string literal's contents
  int line, col;     // 1-based
};

struct Comment {
  std::string text;
  int line;         // where it starts
  bool standalone;  // nothing but whitespace before it on its line
};

struct Lexed {
  std::vector<Token> tokens;
  std::vector<Comment> comments;
};

// Tokens and comments of C++ source (raw strings, char literals, digit
// separators handled).
Lexed Lex(const std::string& source);

struct Finding {
  std::string file;
  int line, col;
  std::string rule, message;
  std::string Format() const;  // "file:line:col: rule: message"
};

struct Context {
  std::set<std::string> registered_cases;  // string literals of conformance/cases
  bool check_op_contract = false;          // an ops/<pkg>/ header (not ops/core)
};

struct Result {
  std::vector<Finding> findings;
  int suppressed = 0;
};

Result Lint(const std::string& file, const std::string& source, const Context& context);

// The string literals of a source file (to collect registered case names).
std::set<std::string> StringLiterals(const std::string& source);

// The ops a case file registers: its string literals, and each
// `KC_CASE(<package>, <op>)`'s op with its CamelCase form (an augmentation's
// class: random_posterize's RandomPosterize).
std::set<std::string> CaseNames(const std::string& source);

// A contract comment: a standalone `// name()` heading and the comment lines
// directly below it.
struct ContractComment {
  std::string name;
  int line;                      // the heading's
  std::set<std::string> fields;  // "Shape", "Dtypes", "Errors", "Tolerance", ...
  std::string tolerance;         // the Tolerance: line and its continuation lines
};

std::vector<ContractComment> ContractComments(const std::vector<Comment>& comments);

// The fused-replay bounds a Tolerance line claims, per dtype: in ulp and in
// absolute value (conformance::Tolerance's fused_ulp and fused_abs).
struct FusedBounds {
  std::map<std::string, int64_t> ulp;
  std::map<std::string, double> abs;
  bool empty() const { return ulp.empty() && abs.empty(); }
  bool operator==(const FusedBounds&) const = default;
};

// The fused-replay bounds a Tolerance line claims: empty for `exact`;
// std::nullopt (and *error says why) when the line does not parse. Takes the
// line as written (`// Tolerance: ...`, continuation lines included) or its
// text after `Tolerance:`.
std::optional<FusedBounds> ParseToleranceLine(const std::string& text,
                                              std::string* error = nullptr);

// Op name -> its parsed Tolerance line, for every contract comment with one in
// a header's source.
std::map<std::string, std::optional<FusedBounds>> ContractTolerances(const std::string& source);

// The rule ids, for reports.
const std::vector<std::string>& Rules();

}  // namespace kornia::lint
