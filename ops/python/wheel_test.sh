#!/usr/bin/env bash
# The wheel from ops/python/wheel.py, installed with pip into a clean venv
# (no site packages, nothing from the source tree): torch itself comes from the
# pin's Python environment through one .pth line (its ~3 GB of wheels are not
# installed again per test run).
# Args: wheel.py libkornia_cpp.so kornia_cpp/__init__.py [python env stamp]
set -euo pipefail
wheel_py=$1 lib=$2 init=$3 stamp=${4:-}
[ -n "$stamp" ] || { echo "wheel_test: no Python environment for this torch pin; run ./ci/setup" >&2; exit 1; }
if [ "$(basename "$stamp")" = no-python-env.txt ]; then
  echo "wheel_test: not run: $(cat "$stamp")"; exit 0
fi
env_python="$(dirname "$(readlink -f "$stamp")")/bin/python"
tmp=${TEST_TMPDIR:-$(mktemp -d)}
export HOME="$tmp" PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
fail() { echo "wheel_test: FAIL: $*" >&2; exit 1; }

wheel=$(python3 "$wheel_py" "$lib" "$(dirname "$init")" "$tmp/dist")
name=$(basename "$wheel")
pin=$("$env_python" -c "import torch; print(torch.__version__.split('+')[0])")
[[ "$name" == "kornia_cpp-0.1.0+torch$pin-py3-none-linux_x86_64.whl" ]] || fail "wheel named $name, expected the tag +torch$pin"
# Deterministic: the same inputs give the same bytes.
again=$(python3 "$wheel_py" "$lib" "$(dirname "$init")" "$tmp/dist2")
cmp -s "$wheel" "$again" || fail "two builds of the wheel differ"

python3 -m venv "$tmp/clean"
"$tmp/clean/bin/python" -m pip install -q --no-deps "$wheel" || fail "pip could not install $name"
site=$("$tmp/clean/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
"$env_python" -c "import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))" > "$site/pinned_torch.pth"
shown=$("$tmp/clean/bin/python" -m pip show kornia_cpp)
grep -qx "Requires: torch" <<<"$shown" || { echo "$shown"; fail "the wheel does not require torch"; }

cd "$tmp"  # nothing of the source tree on the path
"$tmp/clean/bin/python" - "$site" "$pin" <<'PY' || fail "the installed package"
import inspect, os, sys, warnings
warnings.filterwarnings("ignore")
import torch
import kornia_cpp
from importlib import metadata
site, pin = sys.argv[1], sys.argv[2]
assert kornia_cpp.__file__.startswith(site), kornia_cpp.__file__
assert kornia_cpp.torch_pin() == pin
requires = metadata.requires("kornia_cpp")
assert requires == [f"torch=={pin}"], requires
x = torch.rand(2, 3, 4, 5)
assert torch.equal(kornia_cpp.enhance.posterize(x, 3), torch.ops.kornia_cpp.posterize(x, 3))
assert str(inspect.signature(kornia_cpp.color.rgb_to_hsv)) == "(image, eps=1e-08)"
# Kornia's class, generated at import: its source visible to TorchScript from the wheel too.
hsv = kornia_cpp.color.RgbToHsv()
assert str(inspect.signature(kornia_cpp.color.RgbToHsv)) == "(eps: float = 1e-08) -> None"
assert torch.equal(hsv(x), kornia_cpp.color.rgb_to_hsv(x))
assert torch.equal(torch.jit.script(hsv)(x), hsv(x))
assert len(kornia_cpp.index()) >= 79, len(kornia_cpp.index())
# The namespaces hold their API only: no module the package imports for itself.
import types
for module in (kornia_cpp, kornia_cpp.augmentation, kornia_cpp.color, kornia_cpp.enhance):
    public = {n for n in dir(module) if not n.startswith("_")}
    stray = {n for n in public if isinstance(getattr(module, n), types.ModuleType)
             and not getattr(module, n).__name__.startswith("kornia_cpp.")}
    assert not stray, (module.__name__, sorted(stray))
assert {n for n in dir(kornia_cpp) if not n.startswith("_")} >= set(kornia_cpp.__all__)
assert not {"torch", "os", "re", "sys", "inspect"} & set(dir(kornia_cpp.augmentation))
try:
    kornia_cpp.enhance.posterize(x, 9)
    raise SystemExit("posterize(x, 9) did not raise")
except ValueError as e:  # Kornia's class for it (a host check: KC_CHECK)
    assert "posterize(): expected bits in [0, 8], but got bits = 9" in str(e), e
print(f"wheel_test: kornia_cpp {metadata.version('kornia_cpp')} from {site}: "
      f"{len(kornia_cpp.index())} operators")
# A native kernel (ops/native) runs from the installed wheel.
u8 = torch.randint(0, 256, (3, 8, 70), dtype=torch.uint8, generator=torch.Generator().manual_seed(0))
assert torch.equal(kornia_cpp.enhance.invert(u8), 255 - u8)
# The vendored Highway is the one loaded (not the system's).
maps = [line.split()[-1] for line in open("/proc/self/maps") if "libhwy" in line]
assert maps and all(m.startswith(os.path.join(site, "kornia_cpp")) for m in maps), maps
print(f"wheel_test: Highway from the wheel: {sorted(set(maps))[0]}")
PY
# Another torch: refused before the library is loaded, with what to do. A
# version no pin has (the wheel of the 2.9.1 pin took "2.9.1" for its own).
"$tmp/clean/bin/python" - <<'PY' || fail "another torch was not refused"
import torch
torch.__version__ = "9.9.9"
try:
    import kornia_cpp
except ImportError as e:
    assert "expected torch" in str(e) and "but got torch 9.9.9" in str(e), e
    try:  # and the library was not loaded
        torch.ops.kornia_cpp.posterize
        raise SystemExit("kornia_cpp's library was loaded under torch 9.9.9")
    except (AttributeError, RuntimeError):
        pass
    print(f"wheel_test: another torch refused: {e}")
else:
    raise SystemExit("kornia_cpp imported under torch 9.9.9")
PY
echo "wheel_test: PASS ($name)"
