// Shapes without specializing a symbolic batch.
//
// Under torch.export with a dynamic batch (and torch.compile with dynamic
// shapes) the op runs on tensors whose sizes are symbols. `x.sizes()` and
// `x.size(d)` turn *every* dim into a host int, the batch too: the exported
// program is then fixed to the traced batch (the export-dynamic path of
// conformance/python_paths.py fails with "specialized it to be a constant").
// `x.sym_size(d)` reads one dim and keeps it symbolic, and reshape_symint /
// view_symint / expand_symint take symbolic sizes. These helpers are the few
// shapes the ops build; each reads only what it needs.
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/SymInt.h>

#include <cstdint>
#include <vector>

namespace kornia::core {

using SymShape = std::vector<c10::SymInt>;

// x.sym_sizes() as a vector to edit (insert, resize, replace a dim).
SymShape SymSizes(const at::Tensor& x);

// Dim d of x as a host int, reading only that dim: for the image dims
// (C, H, W) a size feeds host arithmetic (a kernel size, a tile count). A
// symbolic dim d itself is specialized (guarded), never the others.
int64_t HostSize(const at::Tensor& x, int64_t d);

// A symbolic int as a host int (specialized, guarded, when symbolic).
int64_t HostInt(const c10::SymInt& v);

// `out` in like's memory format where `like` is channels-last (a 4-D image
// whose strides run C fastest): the layout Kornia's elementwise ops keep, so
// an op whose kernel writes a contiguous result returns what Kornia's does
// (python_paths.py's memory-format path). Otherwise `out` itself. Reads
// strides only (metadata); values unchanged, one copy where they differ.
at::Tensor InLayoutOf(const at::Tensor& like, const at::Tensor& out);

// x of shape (*, C, H, W) as (B, C, H, W), B the product of the leading dims
// (1 for a (C, H, W) image), and (H, W) as (1, 1, H, W) (Kornia's
// _to_bchw): the symbolic batch stays symbolic. Requires x.dim() >= 2 and
// C, H and W > 0 when the leading dims are empty (as reshape({-1, C, H, W})
// does).
at::Tensor FlattenBatch(const at::Tensor& x);

// The shape a and b broadcast to (at::infer_size on symbolic sizes, which
// torch 1.13.1 lacks); the shapes must broadcast (the caller's operands do).
SymShape BroadcastShape(const at::Tensor& a, const at::Tensor& b);

// at::is_expandable_to on symbolic sizes (torch 1.13.1 has no SymInt form):
// whether `shape` broadcasts to `desired` (right-aligned, each dim 1 or equal).
bool ExpandableTo(c10::SymIntArrayRef shape, c10::SymIntArrayRef desired);

// Whether shapes a and b broadcast together (right-aligned, each pair of
// dims equal or one of them 1), on symbolic sizes: at::infer_size's rule
// without its throw.
bool Broadcastable(c10::SymIntArrayRef a, c10::SymIntArrayRef b);

// x reshaped to `shape` (reshape_symint): shape may hold symbolic dims.
at::Tensor Reshape(const at::Tensor& x, const SymShape& shape);

// x.view with the symbolic `shape` (view_symint).
at::Tensor View(const at::Tensor& x, const SymShape& shape);

}  // namespace kornia::core
