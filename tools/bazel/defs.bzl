"""Project macros: every BUILD file calls these so flags change in one place."""

load("//ops:ops.bzl", "KC_OPS")
load("//tools/bazel:pch.bzl", "kc_pch_copts")

# Project code compiles with warnings as errors; -g1 keeps the line tables the
# break detector's backtraces need (addr2line: file:line; symbol names need
# -rdynamic at link time). Not -g: full debug info of LibTorch's templates
# doubled every compile (ops/color/rgb_to_hsv.cc 40 s with -g, 19.5 s with
# -g1; its case file 66 s and 34 s; measured on an idle 2-core machine).
KC_COPTS = ["-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
    "-Wno-missing-field-initializers", "-g1"]

# ops/ compiles against ATen's per-operator headers (<ATen/core/Tensor.h> plus
# one <ATen/ops/<op>.h> per free function used), never all of ATen: ATen/ATen.h
# costs 7.2 s of parsing per file and <ATen/core/Tensor.h> 1.8 s, which at 300
# ops and three build configurations is most of a cold CI run. With both
# macros an include of ATen/Functions.h (ATen/ATen.h, torch/types.h,
# torch/torch.h, directly or through another header) fails to compile; ci/layers
# proves it does on //ops/core:layer_violation_all_operators.
# `all_operators = True` opts out a file that needs the C++ frontend (torch::nn).
KC_OPS_COPTS = ["-DAT_PER_OPERATOR_HEADERS", "-DTORCH_ASSERT_ONLY_METHOD_OPERATORS"]

# Sanitizers. `--config=asan` / `--config=ubsan` (.bazelrc) set a define, and
# the project's own targets add the instrumentation to their copts here, so
# that an uninstrumented target keeps the plain build's command line, hence
# its cached objects: the conformance case files (inputs and calls, no op
# logic; `sanitize = False`) are compiled once for both builds. Everything
# else the project compiles (ops, ops/core, the harness, golden, lint, tests)
# is instrumented. The runtime (`--linkopt`) is linked into every binary, so
# uninstrumented code still runs under ASan's allocator and leak checker.
def kc_sanitizer_copts(level = "-O1"):
    return select({
        "//tools/bazel:asan": ["-fsanitize=address", "-fno-omit-frame-pointer", level,
                               "-Wno-maybe-uninitialized"],
        "//conditions:default": [],
    }) + select({
        "//tools/bazel:ubsan": ["-fsanitize=undefined", "-fno-sanitize-recover=all", level,
                                "-Wno-maybe-uninitialized"],
        "//conditions:default": [],
    })

# The op libraries' sanitized optimization level (theirs and their PCH's,
# which GCC requires to match): -O0. An op is ATen calls, whose work runs in
# LibTorch's own optimized, uninstrumented code, so its instrumented code is
# a small part of a sanitized test's time, and its compile, every op's, the
# largest part of the sanitized build (the op units under ASan and UBSan at
# -O1: 691 of 1,984 compile core-s at 153 ops, the part that grows with the
# op count). ops/native (its own -O2, no PCH) keeps -O1: its SIMD loops are
# the work.
KC_OPS_SANITIZER_LEVEL = "-O0"

# Highway's targets in a sanitized build (ops/native's copts): its static one
# (EMU128, required), AVX2 and AVX3, not SSSE3, SSE4 and AVX3_DL. Dynamic
# dispatch runs one target, the CPU's best, so a sanitizer sees that one
# only: an AVX2 or AVX-512 machine never runs the 128-bit ones, and AVX3_DL
# has AVX3's 16 lanes and memory accesses. Each target is a compile of the
# whole kernel family, instrumented: ops/native/rank.cc alone took 314 of the
# sanitized build's 1,984 compile core-seconds (153 ops, AMD EPYC).
def kc_sanitizer_hwy_copts():
    hwy = ["-DHWY_DISABLED_TARGETS=(HWY_SSSE3|HWY_SSE4|HWY_AVX3_DL)"]
    return select({
        "//tools/bazel:asan": hwy,
        "//conditions:default": [],
    }) + select({
        "//tools/bazel:ubsan": hwy,
        "//conditions:default": [],
    })

# The ops/ libraries' precompiled header (ops/core/pch.h): made with the ops'
# own copts, instrumentation included, so each build configuration (plain,
# sanitized) has its matching one.
KC_OPS_PCH = "//ops/core:ops_pch"

def kc_library(name, copts = [], deps = [], all_operators = False, sanitize = True, pch = True, **kwargs):
    ops = not all_operators and native.package_name().startswith("ops/")
    own = KC_OPS_COPTS if ops else []
    # The PCH carries the sanitizer copts, so a library left uninstrumented
    # (`sanitize = False`) compiles without it; so does one whose copts the
    # PCH was not made with (`pch = False`: ops/native's -O2).
    if ops and sanitize and pch:
        own = own + kc_pch_copts(KC_OPS_PCH)
        # The PCH's include paths and defines are LibTorch's: a user of the
        # PCH compiles with them even if its own code needs none.
        deps = deps + [d for d in [KC_OPS_PCH, "//tools/bazel:torch"] if _label(d) not in [_label(e) for e in deps]]
    level = KC_OPS_SANITIZER_LEVEL if ops and pch else "-O1"
    native.cc_library(
        name = name,
        copts = KC_COPTS + own + copts + (kc_sanitizer_copts(level) if sanitize else []),
        deps = deps,
        **kwargs
    )

def kc_binary(name, copts = [], linkopts = [], **kwargs):
    native.cc_binary(
        name = name,
        copts = KC_COPTS + copts + kc_sanitizer_copts(),
        linkopts = ["-rdynamic"] + linkopts,
        **kwargs
    )

def kc_test(name, copts = [], linkopts = [], deps = [], data = [], gtest_main = True, **kwargs):
    """A gtest test. `gtest_main = False` when the test brings its own main()."""
    native.cc_test(
        name = name,
        copts = KC_COPTS + copts + kc_sanitizer_copts(),
        linkopts = ["-rdynamic"] + linkopts,
        # The leak suppressions --config=asan points at (relative to runfiles).
        data = data + ["//tools/bazel:lsan.supp"],
        deps = deps + ["//tools/bazel:gtest_main" if gtest_main else "//tools/bazel:gtest"],
        **kwargs
    )

def kc_benchmark(name, copts = [], deps = [], smoke_env = {}, smoke = True, **kwargs):
    """A Google Benchmark binary, plus `<name>_smoke`, a test that runs it once.

    Like XNNPACK's benchmark macro: a benchmark that is also a test never rots.
    `smoke_env`: environment of the smoke run only (e.g. a smaller sample).
    `smoke = False`: no smoke test (a binary whose code another benchmark's
    smoke test already runs).
    """
    native.cc_binary(
        name = name,
        copts = KC_COPTS + copts + kc_sanitizer_copts(),
        linkopts = ["-rdynamic"],
        deps = deps + ["//tools/bazel:benchmark"],
        **kwargs
    )
    if not smoke:
        return
    native.sh_test(
        name = name + "_smoke",
        srcs = ["//tools/bazel:run_benchmark_smoke.sh"],
        args = ["$(location :%s)" % name],
        data = [":" + name],
        env = smoke_env,
        size = "medium",
        tags = ["benchmark_smoke"],
        testonly = kwargs.get("testonly", False),
    )

# Who may depend on any op library: the layers above ops/ (the `//ops:ops`
# aggregate, conformance, tools, bench). Never golden/: the judge does not link
# what it judges. Another ops/ package only when the op names it in `users`.
KC_OP_VISIBILITY = [
    "//ops:__pkg__",
    "//conformance:__subpackages__",
    "//tools:__subpackages__",
    "//bench:__subpackages__",
]

# What every op links: ops/core (checks) and LibTorch.
KC_OP_DEPS = ["//ops/core:core", "//tools/bazel:torch"]

def _label(dep):
    """`//a/b` -> `//a/b:b`, so deps compare whatever way they are spelled."""
    if ":" in dep:
        return dep
    return dep + ":" + dep.split("/")[-1]

def kc_op(name, deps = [], users = [], all_operators = False, **kwargs):
    """One op in ops/<package>/BUILD.bazel: the library `name` (`<name>.cc`, `<name>.h`).

    Links ops/core and LibTorch, plus `deps` (the package's helpers, or an op of
    another ops/ package whose kc_op lists this package in its `users`).
    Visible to KC_OP_VISIBILITY and to `users`: the other ops/ packages, as
    `//ops/<package>:__pkg__`, that may build on this op. The op must be listed
    in KC_OPS (ops/ops.bzl). The first kc_op of a package also makes its `:srcs`
    (kc_op_sources).

    `<name>.cc` is compiled in the package's one translation unit
    (`:ops_unity`, made by kc_ops_unity() at the end of the BUILD file; see
    there why); `name` is its header and the layers' unit: who may depend on
    the op is checked on it. An `all_operators` op (the C++ frontend, without
    the ops PCH) is its own translation unit.
    """
    package = native.package_name()
    if not package.startswith("ops/") or package.count("/") != 1:
        fail("kc_op belongs in ops/<package>/BUILD.bazel, not in %s" % package)
    pkg = package[len("ops/"):]
    if name not in KC_OPS.get(pkg, []):
        fail("op %s: add it to KC_OPS[\"%s\"] in ops/ops.bzl (conformance and //ops read that list)" %
             (name, pkg))
    for user in users:
        if not (user.startswith("//ops/") and user.endswith(":__pkg__")):
            fail(("op %s: a user is an ops/ package, `//ops/<package>:__pkg__`, not %s " +
                  "(conformance, tools and bench see every op already; golden never does)") %
                 (name, user))
    in_unity = not all_operators
    kc_library(
        name = name,
        srcs = [] if in_unity else [name + ".cc"],
        hdrs = [name + ".h"],
        all_operators = all_operators,
        alwayslink = not in_unity,  # its registration, as in kc_ops_unity()
        visibility = KC_OP_VISIBILITY + users,
        # In the unit, the op's own deps stay here too: kc_ops_unity() reads them.
        deps = KC_OP_DEPS + [d for d in deps if _label(d) not in KC_OP_DEPS] +
               ([":ops_unity"] if in_unity else []),
        tags = kwargs.pop("tags", []) + ([_KC_UNITY_TAG] if in_unity else []),
        **kwargs
    )
    if not native.existing_rule("srcs"):
        kc_op_sources()

_KC_UNITY_TAG = "kc_op_in_unity"

def _package_label(dep, package):
    """A dep as `//package:name`, however it was spelled."""
    if dep.startswith(":"):
        return "//%s%s" % (package, dep)
    if dep.startswith("@//"):
        dep = dep[1:]
    return _label(dep)

def _kc_unity_source(name, out, includes):
    """A genrule writing `out`: one `#include "<path>"` line per path of `includes`.

    The one-translation-unit-per-package form of the op files, the case files
    and the benchmark files (with a PCH or not, a unit's fixed cost is most of
    a small file's compile).
    """
    native.genrule(
        name = name,
        outs = [out],
        cmd = "printf '%s\\n' " + " ".join(["'#include \"%s\"'" % f for f in includes]) + " > $@",
    )

def kc_ops_unity():
    """`:ops_unity`: the op files of an ops/ package's kc_ops, as one translation unit.

    Call it once, after the package's last kc_op. With the ops PCH an op file
    costs ~2.5 s before its first line (GCC instantiating the templates
    LibTorch's inline code uses, even in an empty file: measured 2.48 s of
    rgb_to_hsv.cc's 2.89 s), in the plain and in the sanitized build: at 300
    ops most of the op compile time. So `unity_<package>.cc` #includes every
    op file; each op's header library (kc_op) depends on it. An op file's
    file-scope names must not collide with another's in the unit (the
    compiler says which do). The deps are the union of the ops' own, less
    the package's ops (their code is in this unit).
    """
    package = native.package_name()
    rules = native.existing_rules()
    ops = sorted([r["name"] for r in rules.values() if _KC_UNITY_TAG in r.get("tags", [])])
    if not ops:
        return  # every op is all_operators (its own unit), or none yet
    unity = "//%s:ops_unity" % package
    own = ["//%s:%s" % (package, op) for op in ops]
    deps = []
    for op in ops:
        for dep in rules[op]["deps"]:
            label = _package_label(str(dep), package)
            if label != unity and label not in own and label not in deps:
                deps.append(label)
    _kc_unity_source(
        "ops_unity_cc",
        "unity_%s.cc" % package[len("ops/"):],
        ["%s/%s.cc" % (package, op) for op in ops],
    )
    kc_library(
        name = "ops_unity",
        srcs = [":ops_unity_cc"],
        hdrs = [op + ".h" for op in ops],
        textual_hdrs = [op + ".cc" for op in ops],
        visibility = ["//visibility:private"],
        deps = deps,
        # Kept whole wherever linked: the Python extension (//ops/python)
        # references no op, only the operator registrations in this unit.
        alwayslink = True,
    )

def kc_op_sources():
    """`:srcs`: an ops/ package's sources without tests, for //ops:all_sources (lint)."""
    native.filegroup(
        name = "srcs",
        srcs = native.glob(
            ["*.h", "*.cc"],
            exclude = ["*_test.cc"],
        ),
        visibility = ["//ops:__pkg__"],
    )

def kc_conformance_package(package, ops, shard_count = 2, smoke_sample = 32):
    """The conformance cases of one ops/ package, and their own test target.

    `cases_<package>`: one case file per op stem, `conformance/cases/<package>/<op>.cc`
    (plus the package's shared `cases/<package>/*.h`), compiled as one unit per
    package (`cases_<package>_unity.cc`, generated), each linked against that op's
    library `//ops/<package>:<op>` only. `<package>_test`: every test of those cases
    (conformance_test.cc's main, sharded by shape class), cached by Bazel on its own:
    an edit to one package's op reruns that package's target and no other.
    Called from conformance/BUILD.bazel for each package of KC_OPS (ops/ops.bzl).
    """
    # One translation unit per package that includes every case file: with the
    # case PCH, a translation unit costs ~3 s before its first line (GCC
    # instantiates the templates LibTorch's inline code uses, "lang.
    # deferred", even in an empty file), so 39 color case files took ~117 s
    # one by one and take 11 s together. A case file's names live in its own
    # `<op>_case` namespace so that they do not meet in this unit.
    case_files = ["cases/%s/%s.cc" % (package, op) for op in ops]
    _kc_unity_source(
        "cases_%s_unity" % package,
        "cases_%s_unity.cc" % package,
        ["conformance/" + f for f in case_files],
    )
    kc_library(
        name = "cases_" + package,
        # Not instrumented under the sanitizers (kc_sanitizer_copts): the
        # sanitized build reuses these objects from the plain one.
        sanitize = False,
        # With the precompiled LibTorch headers (cases_pch, tools/bazel/pch.bzl).
        copts = kc_pch_copts("//conformance:cases_pch"),
        # The package's families (`cases/<package>/family_*.cc`: what three or
        # more of its ops share, or a pair of twin ops) compile on their own.
        srcs = [":cases_%s_unity.cc" % package] + native.glob(["cases/%s/family_*.cc" % package]),
        hdrs = native.glob(["cases/%s/family_*.h" % package]),
        textual_hdrs = case_files + native.glob(["cases/%s/*.h" % package], exclude = ["cases/%s/family_*.h" % package]),
        alwayslink = True,
        deps = [
            ":cases_pch",
            ":cases_common",
            ":harness",
            "//tools/bazel:torch",
        ] + ["//ops/%s:%s" % (package, op) for op in ops],
    )
    kc_test(
        name = package + "_test",
        data = [
            ":known_failures.json",
            "//golden:data_" + package,
        ],
        gtest_main = False,
        shard_count = shard_count,
        # .ci/run and ci/sanitizers run it unsharded, one process (enhance, 34
        # ops: ~130 s on a 2-core Intel Xeon, 2-3x that on an AMD EPYC).
        size = "large",
        deps = [
            ":cases_" + package,
            ":conformance_main",
        ],
    )

    # The checks that run a whole binary, per package too, so that they stay
    # cached when another package's op changes.
    data = [
        ":" + package + "_test",
        ":known_failures.json",
        "//golden:data_" + package,
    ]

    # Sharding covers each of the package's tests exactly once. (Tagged
    # `sharding`: not rerun under the sanitizers, whose build judges the same
    # deterministic assignment with every shard of `<package>_test`, nor in
    # .ci/run, which runs `<package>_test` unsharded; `bazel test //...` and
    # the matrix job run it.)
    native.sh_test(
        name = package + "_sharding_test",
        srcs = ["sharding_test.sh"],
        args = ["$(location :%s_test)" % package, str(shard_count)],
        data = data,
        tags = ["sharding"],
    )

    # Golden and fused checks under every numeric path this CPU can take
    # (portability.py): golden on every point, fused on every 64th (each
    # case's first at least). Only the pinned configuration can fail it, and
    # the suite judges that one on every point; the others are reported, and
    # their fused runs (TensorExpr's interpreter has no per-ISA code; what
    # moves is ATen's kernels, which the golden runs see on every point) were
    # half of this test's time at every 16th point: 126 CPU-s at 80 cases.
    # Tagged `portability_report` too: its one failing path repeats the
    # suite's golden check, so `.ci/run` leaves it to the matrix job (its
    # reports were 6% of a cold run's test time, 144 core-s at 85 ops).
    # Its time grows with the paths the CPU has: filters' 9,155 points took
    # ~280 s a configuration on an AVX-512 AMD EPYC (pinned, aten-default,
    # aten-avx512, ...), past large's 900 s; eternal allows 3,600.
    native.sh_test(
        name = package + "_portability_test",
        size = "large",
        timeout = "eternal",
        srcs = ["portability.py"],
        args = [
            "--conformance",
            "$(location :%s_test)" % package,
            "--numeric-env",
            "$(location //golden:numeric_env_tool)",
            "--fused-sample",
            "64",
        ],
        data = data + ["//golden:numeric_env_tool"],
        tags = [
            "portability",
            "portability_report",
        ],
    )

    # The harness's throughput on this package's cases; its smoke test judges
    # every `smoke_sample`-th point, each case's first one at least: it keeps
    # the binary running over every case, while the numbers come from `bazel
    # run` and the suite judges every point. Every 4th point (16th for
    # enhance) cost 62 CPU-s of a cold CI at 80 cases, 0.8 s a case.
    kc_benchmark(
        name = "harness_bench_" + package,
        testonly = True,
        data = ["//golden:data_" + package],
        smoke_env = {"KC_CONFORMANCE_SAMPLE": str(smoke_sample)},
        deps = [
            ":cases_" + package,
            ":harness_bench_main",
        ],
    )

def kc_bench_package():
    """In bench/<package>/BUILD.bazel: every op of the package's KC_OPS measured.

    `<package>_bench` is one Google Benchmark binary with bench/bench_main.cc's
    context: the benchmarks of the package's ops on one image come from their
    descriptors (bench/package.h), and an op whose inputs are not one image
    declares its own in `<op>_bench.cc` here (KC_BENCH_OP; the files compile
    as one unit, `bench_<package>_unity.cc`, as the ops and the cases do). The
    binary refuses to run when an op has no benchmark or two (its smoke tests
    then fail). `variants.cc`, where the package has one, declares further
    forms of descriptor ops' calls (KC_BENCH_VARIANT: `<op>@<label>`, in the
    same unit). Per op of KC_OPS: `<op>_bench`, that binary limited to the
    op's benchmarks and its variants' (`bazel run -c opt
    //bench/<package>:<op>_bench -- --benchmark_repetitions=9`), and
    `<op>_bench_smoke`, a test that runs each of them once.
    """
    package = native.package_name()
    if not package.startswith("bench/") or package.count("/") != 1:
        fail("kc_bench_package belongs in bench/<package>/BUILD.bazel, not in %s" % package)
    pkg = package[len("bench/"):]
    ops = KC_OPS.get(pkg)
    if ops == None:
        fail("bench/%s: no ops/%s package in KC_OPS (ops/ops.bzl)" % (pkg, pkg))
    files = native.glob(["*_bench.cc"]) + native.glob(["variants.cc"])
    _kc_unity_source(
        "bench_unity_cc",
        "bench_%s_unity.cc" % pkg,
        ["%s/%s" % (package, f) for f in files],
    )
    native.genrule(
        name = "bench_package_cc",
        outs = ["bench_%s_package.cc" % pkg],
        cmd = "echo 'extern \"C\" const char kc_bench_package[] = \"%s\";' > $@" % pkg,
    )
    native.cc_library(
        name = "bench_unity",
        srcs = [":bench_unity_cc", ":bench_package_cc"],
        textual_hdrs = files,
        copts = KC_COPTS,
        alwayslink = True,
        visibility = ["//visibility:private"],
        deps = ["//bench:op_bench", "//bench:opencv_peer", "//tools/bazel:torch"] +
               ["//ops/%s:%s" % (pkg, op) for op in ops],
    )
    kc_benchmark(
        name = pkg + "_bench",
        deps = [":bench_unity", "//bench:main"],
        smoke = False,
    )
    for op in ops:
        native.sh_binary(
            name = op + "_bench",
            srcs = ["//tools/bazel:run_op_bench.sh"],
            args = ["$(location :%s_bench)" % pkg, op],
            data = [":%s_bench" % pkg],
        )
        native.sh_test(
            name = op + "_bench_smoke",
            srcs = ["//tools/bazel:run_benchmark_smoke.sh"],
            args = ["$(location :%s_bench)" % pkg, "--benchmark_filter=^%s[/@]" % op],
            data = [":%s_bench" % pkg],
            # Regime (a) at batch 2, cold pools of 2 calls (bench/op_bench.cc).
            env = {"KC_BENCH_SMOKE": "1"},
            size = "medium",
            tags = ["benchmark_smoke"],
        )

def kc_layer_sample(name, dep):
    """A library that only depends on `dep`, for ci/layers (tools/layers.sh).

    Tagged manual, so `//...` never builds it; `bazel build --nobuild` of it
    fails with "is not visible from target" exactly when this package may not
    depend on `dep`.
    """
    native.cc_library(
        name = name,
        deps = [dep],
        tags = ["manual"],
        visibility = ["//visibility:private"],
    )
