#include "conformance/capture.h"

#include <ATen/record_function.h>
#include <c10/util/Backtrace.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/passes/tensorexpr_fuser.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/csrc/jit/tensorexpr/kernel.h>

#include <cstring>
#include <set>
#include <sstream>

// Exported by libtorch_cpu on every pin, but only declared in the installed
// headers from torch 2.x on (see README, "Toolchain notes").
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
thread_local int t_depth = 0;  // nesting: item -> _local_scalar_dense is one break

// The innermost frame of the op's own code: a kornia:: function that is not
// the harness.
std::string OpFrame(const std::string& backtrace) {
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
      return fn;
  }
  return "<no kornia:: frame>";
}

std::unique_ptr<at::ObserverContext> OnStart(const at::RecordFunction& fn) {
  if (t_breaks == nullptr || WatchedOps().count(fn.name()) == 0) return nullptr;
  if (t_depth++ == 0)
    t_breaks->push_back({fn.name(), OpFrame(c10::get_backtrace(/*frames_to_skip=*/1))});
  return nullptr;
}

void OnEnd(const at::RecordFunction& fn, at::ObserverContext*) {
  if (t_breaks != nullptr && WatchedOps().count(fn.name()) != 0) --t_depth;
}

class Watch {
 public:
  explicit Watch(std::vector<Break>* breaks) {
    t_breaks = breaks;
    t_depth = 0;
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

Captured Capture(const OpFn& fn, const Inputs& inputs) {
  Captured out;
  torch::jit::Stack stack(inputs.begin(), inputs.end());
  auto traced = [&](torch::jit::Stack in) -> torch::jit::Stack {
    Inputs args;
    for (const auto& v : in) args.push_back(v.toTensor());
    return {fn(args)};
  };
  Watch watch(&out.breaks);
  auto state = std::get<0>(torch::jit::tracer::trace(
      std::move(stack), traced, [](const torch::Tensor&) { return std::string(); },
      /*strict=*/true, /*force_outplace=*/false));
  out.graph = state->graph;
  return out;
}

struct Replayer::Impl {
  explicit Impl(std::shared_ptr<torch::jit::Graph> g)
      : executor(std::move(g), "kornia_conformance_replay") {}
  torch::jit::GraphExecutor executor;
};

Replayer::Replayer(std::shared_ptr<torch::jit::Graph> graph)
    : impl_(std::make_unique<Impl>(std::move(graph))) {}
Replayer::~Replayer() = default;

torch::Tensor Replayer::Run(const Inputs& inputs) {
  torch::jit::Stack stack(inputs.begin(), inputs.end());
  impl_->executor.run(stack);
  return stack.at(0).toTensor();
}

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
  for (const auto& b : breaks) os << "\n  " << b.op << " in " << b.frame;
  return os.str();
}

}  // namespace kornia::conformance
