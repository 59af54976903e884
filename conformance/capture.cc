#include "conformance/capture.h"

#include <ATen/record_function.h>
#include <c10/util/Backtrace.h>
#include <dlfcn.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/passes/tensorexpr_fuser.h>
#include <torch/csrc/jit/python/update_graph_executor_opt.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/csrc/jit/tensorexpr/kernel.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

// Exported by libtorch_cpu on every pin, but only declared in the installed
// headers from torch 2.x on (see docs/TOOLCHAIN.md).
namespace torch::jit {
void overrideCanFuseOnCPU(bool);
bool canFuseOnCPU();
}  // namespace torch::jit

namespace kornia::conformance {
namespace {

const std::set<std::string>& WatchedOps() {
  static const std::set<std::string>* ops = new std::set<std::string>{
      // host readbacks
      "aten::item", "aten::_local_scalar_dense", "aten::is_nonzero",
      // data-dependent output shapes
      "aten::nonzero", "aten::masked_select", "aten::_unique", "aten::_unique2", "aten::unique_dim",
      "aten::unique_consecutive", "aten::unique_dim_consecutive"};
  return *ops;
}

// Thread-local, since the callback must be a plain function pointer.
thread_local std::vector<Break>* t_breaks = nullptr;
thread_local int t_depth = 0;   // nesting: item -> _local_scalar_dense is one break
thread_local int t_assert = 0;  // inside aten::_assert_async: its own read is no break

// file:line of the code at `addr` (dladdr, then addr2line on its object).
std::string Addr2Line(uintptr_t addr) {
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(addr), &info) == 0 || info.dli_fname == nullptr) return "";
  const uintptr_t offset = addr - reinterpret_cast<uintptr_t>(info.dli_fbase) - 1;
  char cmd[4096];
  std::snprintf(cmd, sizeof cmd, "addr2line -e '%s' 0x%lx 2>/dev/null", info.dli_fname,
                static_cast<unsigned long>(offset));
  FILE* pipe = popen(cmd, "r");
  if (pipe == nullptr) return "";
  char buf[4096] = {0};
  const bool got = std::fgets(buf, sizeof buf, pipe) != nullptr;
  pclose(pipe);
  if (!got) return "";
  std::string loc(buf);
  while (!loc.empty() && (loc.back() == '\n' || loc.back() == ' ')) loc.pop_back();
  const size_t disc = loc.find(" (discriminator");
  if (disc != std::string::npos) loc = loc.substr(0, disc);
  // Workspace-relative: drop everything before "ops/" (sandbox prefixes).
  const size_t ops = loc.rfind("ops/");
  if (ops != std::string::npos) loc = loc.substr(ops);
  return loc.find("??") == 0 ? "" : loc;
}

// file:line of the innermost kornia frame, from the "(0xADDR in /lib.so)" part
// of the backtrace line. Only runs on a break, and Addr2Line once per address
// and process: addr2line reads the binary's line table, ~2 s for a package's
// test binary, and an op that reads the host breaks at the same place on every
// point (zca_mean: 77 points, 135 s of the survey before this cache).
std::string Locate(const std::string& line) {
  const size_t open = line.rfind("(0x");
  if (open == std::string::npos) return "";
  const uintptr_t addr = std::strtoull(line.c_str() + open + 1, nullptr, 16);
  static std::mutex mu;
  static std::map<uintptr_t, std::string>* located = new std::map<uintptr_t, std::string>;
  {
    std::lock_guard<std::mutex> lock(mu);
    const auto it = located->find(addr);
    if (it != located->end()) return it->second;
  }
  std::string loc = Addr2Line(addr);
  std::lock_guard<std::mutex> lock(mu);
  return located->emplace(addr, std::move(loc)).first->second;
}

// The innermost frame of the op's own code: a kornia:: function that is not
// the harness.
struct Frame {
  std::string fn, location;
};
Frame OpFrame(const std::string& backtrace) {
  std::istringstream lines(backtrace);
  std::string line;
  while (std::getline(lines, line)) {
    const size_t colon = line.find(": ");
    if (colon == std::string::npos) continue;
    std::string fn = line.substr(colon + 2);
    const size_t open = fn.find(" (0x");
    if (open != std::string::npos) fn = fn.substr(0, open);
    const size_t plus = fn.rfind(" + 0x");
    if (plus != std::string::npos) fn = fn.substr(0, plus);
    if (fn.find("kornia::") != std::string::npos &&
        fn.find("kornia::conformance::") == std::string::npos)
      return {fn, Locate(line)};
  }
  return {"<no kornia:: frame>", ""};
}

bool IsAssert(const char* name) {
  return std::strcmp(name, "aten::_assert_async") == 0 ||
         std::strcmp(name, "aten::_functional_assert_async") == 0;
}

std::unique_ptr<at::ObserverContext> OnStart(const at::RecordFunction& fn) {
  if (t_breaks == nullptr) return nullptr;
  if (IsAssert(fn.name())) ++t_assert;
  if (t_assert > 0 || WatchedOps().count(fn.name()) == 0) return nullptr;
  if (t_depth++ == 0) {
    const Frame f = OpFrame(c10::get_backtrace(/*frames_to_skip=*/1));
    t_breaks->push_back({fn.name(), f.fn, f.location});
  }
  return nullptr;
}

void OnEnd(const at::RecordFunction& fn, at::ObserverContext*) {
  if (t_breaks == nullptr) return;
  if (IsAssert(fn.name())) {
    --t_assert;
    return;
  }
  if (t_assert == 0 && WatchedOps().count(fn.name()) != 0) --t_depth;
}

class Watch {
 public:
  explicit Watch(std::vector<Break>* breaks) {
    t_breaks = breaks;
    t_depth = 0;
    t_assert = 0;
    handle_ = at::addThreadLocalCallback(at::RecordFunctionCallback(OnStart, OnEnd));
  }
  ~Watch() {
    at::removeCallback(handle_);
    t_breaks = nullptr;
  }

 private:
  at::CallbackHandle handle_;
};

}  // namespace

Captured Capture(const OpFn& fn, const Inputs& inputs, bool as_module) {
  Captured out;
  if (as_module) out.module.emplace("kornia_conformance_traced");
  torch::jit::Stack stack(inputs.begin(), inputs.end());
  auto traced = [&](torch::jit::Stack in) -> torch::jit::Stack {
    Inputs args;
    for (const auto& v : in) args.push_back(v.toTensor());
    return {fn(args)};
  };
  {
    Watch watch(&out.breaks);
    auto state = std::get<0>(torch::jit::tracer::trace(
        std::move(stack), traced, [](const torch::Tensor&) { return std::string(); },
        /*strict=*/true, /*force_outplace=*/false, out.module ? &*out.module : nullptr));
    out.graph = state->graph;
  }
  if (out.module) {
    const auto name = c10::QualifiedName(*out.module->type()->name(), "forward");
    auto* function = out.module->_ivalue()->compilation_unit()->create_function(name, out.graph);
    out.module->type()->addMethod(function);
  }
  return out;
}

std::vector<Break> WatchBreaks(const std::function<void()>& call) {
  std::vector<Break> breaks;
  Watch watch(&breaks);
  call();
  return breaks;
}

std::vector<std::pair<std::string, torch::jit::Module>> RoundTrips(const torch::jit::Module& m,
                                                                   const std::string& file) {
  std::stringstream buffer;
  m.save(buffer);
  const std::string bytes = buffer.str();
  std::vector<std::pair<std::string, torch::jit::Module>> loaded;
  std::istringstream memory(bytes);
  loaded.emplace_back("memory", torch::jit::load(memory));
  if (file.empty()) return loaded;
  {
    std::ofstream out(file, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) throw std::runtime_error("cannot write " + file);
  }
  loaded.emplace_back("file", torch::jit::load(file));
  std::remove(file.c_str());
  return loaded;
}

namespace {
int ReseedBlock(torch::jit::Block* block, uint64_t seed) {
  int n = 0;
  for (torch::jit::Node* node : block->nodes()) {
    for (torch::jit::Block* sub : node->blocks()) n += ReseedBlock(sub, seed);
    if (node->kind() != c10::prim::Constant ||
        node->output()->type()->kind() != c10::TypeKind::GeneratorType)
      continue;
    if (auto value = torch::jit::toIValue(node->output())) {
      value->toGenerator().set_current_seed(seed);
      ++n;
    }
  }
  return n;
}
}  // namespace

int ReseedGenerators(torch::jit::Module& m, uint64_t seed) {
  return ReseedBlock(m.get_method("forward").graph()->block(), seed);
}

struct Replayer::Impl {
  Impl(std::shared_ptr<torch::jit::Graph> g, c10::IValue s)
      : executor(std::move(g), "kornia_conformance_replay"), self(std::move(s)) {}
  torch::jit::GraphExecutor executor;
  c10::IValue self;
};

Replayer::Replayer(std::shared_ptr<torch::jit::Graph> graph, c10::IValue self)
    : impl_(std::make_unique<Impl>(std::move(graph), std::move(self))) {}
Replayer::~Replayer() = default;

torch::Tensor Replayer::Run(const Inputs& inputs) {
  torch::jit::Stack stack;
  if (!impl_->self.isNone()) stack.push_back(impl_->self);
  stack.insert(stack.end(), inputs.begin(), inputs.end());
  impl_->executor.run(stack);
  return stack.at(0).toTensor();
}

ExecutorOptimizeOff::ExecutorOptimizeOff() : optimize_(torch::jit::getGraphExecutorOptimize()) {
  torch::jit::setGraphExecutorOptimize(false);
}
ExecutorOptimizeOff::~ExecutorOptimizeOff() { torch::jit::setGraphExecutorOptimize(optimize_); }

FuserOn::FuserOn()
    : fuser_(torch::jit::tensorExprFuserEnabled()),
      must_use_llvm_(torch::jit::tensorexpr::getTEMustUseLLVMOnCPU()),
      can_fuse_on_cpu_(torch::jit::canFuseOnCPU()) {
  torch::jit::setTensorExprFuserEnabled(true);
  torch::jit::overrideCanFuseOnCPU(true);
  torch::jit::tensorexpr::getTEMustUseLLVMOnCPU() = false;
}

FuserOn::~FuserOn() {
  torch::jit::setTensorExprFuserEnabled(fuser_);
  torch::jit::overrideCanFuseOnCPU(can_fuse_on_cpu_);
  torch::jit::tensorexpr::getTEMustUseLLVMOnCPU() = must_use_llvm_;
}

std::string DescribeBreaks(const std::vector<Break>& breaks) {
  std::ostringstream os;
  os << breaks.size() << " host decision(s)";
  for (const auto& b : breaks)
    os << "\n  " << b.op << " at " << (b.location.empty() ? "?" : b.location) << " in " << b.frame;
  return os.str();
}

namespace {

int64_t Elements(const torch::jit::Value* v) {
  const auto type = v->type()->cast<c10::TensorType>();
  if (!type) return 0;
  const auto sizes = type->sizes().concrete_sizes();
  if (!sizes) return 0;
  int64_t n = 1;
  for (const int64_t s : *sizes) n *= s;
  return n;
}

int64_t BlockElements(const torch::jit::Block* block) {
  int64_t n = 0;
  for (const torch::jit::Node* node : block->nodes()) {
    for (const torch::jit::Value* out : node->outputs()) n += Elements(out);
    for (const torch::jit::Block* inner : node->blocks()) n += BlockElements(inner);
  }
  return n;
}

}  // namespace

int64_t GraphElements(const torch::jit::Graph& graph) {
  int64_t n = 0;
  for (const torch::jit::Value* in : graph.inputs()) n += Elements(in);
  return n + BlockElements(graph.block());
}

namespace {

// A constant whose every reader is an ATen op the fuser does not fuse.
bool ReadOnlyByUnfusedOps(torch::jit::Value* v) {
  if (v->uses().empty()) return false;
  for (const torch::jit::Use& use : v->uses())
    if (!use.user->kind().is_aten() || torch::jit::tensorexpr::isSupported(use.user)) return false;
  return true;
}

// FNV-1a over a tensor's bytes (contiguous, CPU).
uint64_t HashBytes(const at::Tensor& t) {
  const at::Tensor c = t.contiguous();
  const auto* bytes = static_cast<const unsigned char*>(c.data_ptr());
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < c.nbytes(); ++i) h = (h ^ bytes[i]) * 1099511628211ull;
  return h;
}

void AppendConstant(std::ostream& os, const c10::IValue& v) {
  if (v.isTensor()) {
    const at::Tensor& t = v.toTensor();
    os << "tensor " << t.scalar_type() << t.sizes() << " " << std::hex << HashBytes(t) << std::dec;
  } else if (v.isDouble()) {
    const double d = v.toDouble();
    uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    os << "double " << std::hex << bits << std::dec;
  } else if (v.isDoubleList()) {
    os << "doubles";
    for (const double d : v.toDoubleVector()) AppendConstant(os << " ", c10::IValue(d));
  } else {
    os << v.tagKind() << " " << v;
  }
}

// One block, appended to `os`; `ids` numbers values in order of appearance.
// False when a node carries attributes other than a constant's value.
bool AppendBlock(std::ostream& os, const torch::jit::Block* block,
                 std::unordered_map<const torch::jit::Value*, size_t>& ids) {
  auto id = [&ids](const torch::jit::Value* v) { return ids.emplace(v, ids.size()).first->second; };
  // (The fuser's isSupported() takes a mutable node; it only reads it.)
  for (torch::jit::Node* node : const_cast<torch::jit::Block*>(block)->nodes()) {
    os << node->kind().toQualString();
    for (const torch::jit::Value* in : node->inputs()) os << " %" << id(in);
    if (node->kind() == c10::prim::Constant) {
      os << " =";
      if (ReadOnlyByUnfusedOps(node->output())) {
        os << " (read by unfused ops only)";
      } else if (const auto value = torch::jit::toIValue(node->output())) {
        AppendConstant(os << " ", *value);
      }
    } else if (node->numAttributes() > 0) {
      return false;
    }
    for (const torch::jit::Value* out : node->outputs())
      os << " -> %" << id(out) << " " << *out->type();
    for (const torch::jit::Block* inner : node->blocks()) {
      os << " {\n";
      if (!AppendBlock(os, inner, ids)) return false;
      os << "}";
    }
    os << "\n";
  }
  os << "return";
  for (const torch::jit::Value* out : block->outputs()) os << " %" << id(out);
  os << "\n";
  return true;
}

}  // namespace

std::string FusedProgram(const torch::jit::Graph& graph) {
  std::ostringstream os;
  std::unordered_map<const torch::jit::Value*, size_t> ids;
  for (const torch::jit::Value* in : graph.inputs())
    os << "input %" << ids.emplace(in, ids.size()).first->second << " " << *in->type() << "\n";
  return AppendBlock(os, graph.block(), ids) ? os.str() : "";
}

}  // namespace kornia::conformance
