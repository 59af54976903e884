#!/usr/bin/env python3
"""Builds the kornia_cpp wheel from the built library and the package's files.

Usage: wheel.py <libkornia_cpp.so> <package dir> <out dir> [--version V]

Writes <out dir>/kornia_cpp-<V>+torch<pin>-py3-none-linux_x86_64.whl and
prints its path. The pin is read from the library itself (the string
torch_library.cc embeds), so a wheel is always tagged with the torch it was
built against, and requires exactly that torch (Requires-Dist: torch==<pin>).
The library is loaded by torch.ops.load_library, not imported by Python, so
the wheel is for any Python 3 (py3-none); the platform tag is the plain
linux_x86_64 (built on Debian 12, glibc 2.36, not audited for manylinux).
The system libraries the library needs beyond torch and glibc (VENDORED:
Highway's, for ops/native) travel in the wheel beside it, found by the
library's RUNPATH $ORIGIN, as auditwheel would vendor them: the wheel does not
need Debian's libhwy1 on the machine it is installed on.
Deterministic: fixed file order and timestamps, so the same inputs give the
same bytes. Standard library only (the wheel format, PEP 427, is a zip file
with a RECORD of sha256 digests).
"""
import argparse
import base64
import hashlib
import os
import re
import sys
import zipfile

VERSION = "0.1.0"
PIN = re.compile(rb"kornia_cpp torch pin: ([0-9A-Za-z.+]+);")
EPOCH = (2026, 1, 1, 0, 0, 0)
VENDORED = ["libhwy.so.1"]
LIBRARY_DIRS = ["/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib", "/lib"]


def vendored(name):
    """The bytes of a system library to ship, or exit naming what installs it."""
    for d in LIBRARY_DIRS:
        path = os.path.join(d, name)
        if os.path.exists(path):
            return open(os.path.realpath(path), "rb").read()
    sys.exit(f"wheel.py: {name} not found in {', '.join(LIBRARY_DIRS)} "
             "(Debian's libhwy-dev; ./ci/setup installs it)")


def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lib")
    parser.add_argument("package")
    parser.add_argument("out")
    parser.add_argument("--version", default=VERSION)
    a = parser.parse_args()
    lib = open(a.lib, "rb").read()
    found = PIN.search(lib)
    if not found:
        sys.exit(f"wheel.py: {a.lib} names no torch pin (not built from ops/core/torch_library.cc?)")
    pin = found.group(1).decode()
    version = f"{a.version}+torch{pin}"
    tag = "py3-none-linux_x86_64"
    name = f"kornia_cpp-{version}-{tag}.whl"
    info = f"kornia_cpp-{version}.dist-info"

    files = []
    for f in sorted(os.listdir(a.package)):
        if f.endswith(".py"):
            files.append((f"kornia_cpp/{f}", open(os.path.join(a.package, f), "rb").read()))
    if "kornia_cpp/__init__.py" not in dict(files):
        sys.exit(f"wheel.py: {a.package} has no __init__.py")
    files.append(("kornia_cpp/libkornia_cpp.so", lib))
    for soname in VENDORED:
        if soname.encode() not in lib:
            sys.exit(f"wheel.py: {a.lib} does not need {soname}: drop it from VENDORED")
        files.append((f"kornia_cpp/{soname}", vendored(soname)))
    metadata = "\n".join([
        "Metadata-Version: 2.1",
        "Name: kornia_cpp",
        f"Version: {version}",
        "Summary: Kornia's ops from the kornia-cpp C++ library, as torch.ops.kornia_cpp and "
        "Kornia's module layout",
        "License: Apache-2.0",
        "Requires-Python: >=3.9",
        f"Requires-Dist: torch=={pin}",
        "",
    ]).encode()
    wheel = "\n".join(["Wheel-Version: 1.0", "Generator: kornia-cpp ops/python/wheel.py",
                       "Root-Is-Purelib: false", f"Tag: {tag}", ""]).encode()
    files += [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel),
              (f"{info}/top_level.txt", b"kornia_cpp\n")]
    record = "".join(f"{path},{digest(data)},{len(data)}\n" for path, data in files)
    record += f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode()))

    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, name)
    with zipfile.ZipFile(path + ".tmp", "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            entry = zipfile.ZipInfo(arcname, EPOCH)
            entry.external_attr = (0o755 if ".so" in arcname else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(entry, data)
    os.replace(path + ".tmp", path)
    print(path)


if __name__ == "__main__":
    main()
