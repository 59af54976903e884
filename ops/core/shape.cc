#include "ops/core/shape.h"

#include <c10/core/SymIntArrayRef.h>

#include <algorithm>

namespace kornia::core {

SymShape SymSizes(const at::Tensor& x) {
  const c10::SymIntArrayRef sizes = x.sym_sizes();
  return SymShape(sizes.begin(), sizes.end());
}

int64_t HostSize(const at::Tensor& x, int64_t d) { return HostInt(x.sym_size(d)); }

int64_t HostInt(const c10::SymInt& v) { return v.guard_int(__FILE__, __LINE__); }

at::Tensor FlattenBatch(const at::Tensor& x) {
  if (x.dim() == 2) return Reshape(x, {1, 1, x.sym_size(0), x.sym_size(1)});
  return Reshape(x, {-1, x.sym_size(-3), x.sym_size(-2), x.sym_size(-1)});
}

SymShape BroadcastShape(const at::Tensor& a, const at::Tensor& b) {
  const int64_t n = std::max(a.dim(), b.dim());
  SymShape out(n, 1);
  for (int64_t i = 1; i <= n; ++i) {
    const c10::SymInt da = i <= a.dim() ? a.sym_size(-i) : c10::SymInt(1);
    const c10::SymInt db = i <= b.dim() ? b.sym_size(-i) : c10::SymInt(1);
    out[n - i] = da == 1 ? db : da;
  }
  return out;
}

bool ExpandableTo(c10::SymIntArrayRef shape, c10::SymIntArrayRef desired) {
  if (shape.size() > desired.size()) return false;
  for (size_t i = 1; i <= shape.size(); ++i) {
    const c10::SymInt& s = shape[shape.size() - i];
    if (s != 1 && s != desired[desired.size() - i]) return false;
  }
  return true;
}

bool Broadcastable(c10::SymIntArrayRef a, c10::SymIntArrayRef b) {
  for (size_t i = 1; i <= std::min(a.size(), b.size()); ++i) {
    const c10::SymInt& da = a[a.size() - i];
    const c10::SymInt& db = b[b.size() - i];
    if (da != db && da != 1 && db != 1) return false;
  }
  return true;
}

at::Tensor Reshape(const at::Tensor& x, const SymShape& shape) {
  return x.reshape_symint(c10::SymIntArrayRef(shape.data(), shape.size()));
}

at::Tensor View(const at::Tensor& x, const SymShape& shape) {
  return x.view_symint(c10::SymIntArrayRef(shape.data(), shape.size()));
}

at::Tensor InLayoutOf(const at::Tensor& like, const at::Tensor& out) {
  const at::MemoryFormat format = like.suggest_memory_format();
  return format == at::MemoryFormat::Contiguous ? out : out.contiguous(format);
}

}  // namespace kornia::core
