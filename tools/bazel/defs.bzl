"""Project macros: every BUILD file calls these so flags change in one place."""

# Project code compiles with warnings as errors; -g keeps source frames for the
# break detector's backtraces (symbol names need -rdynamic at link time).
KC_COPTS = ["-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
    "-Wno-missing-field-initializers", "-g"]

def kc_library(name, copts = [], **kwargs):
    native.cc_library(name = name, copts = KC_COPTS + copts, **kwargs)

def kc_binary(name, copts = [], linkopts = [], **kwargs):
    native.cc_binary(
        name = name,
        copts = KC_COPTS + copts,
        linkopts = ["-rdynamic"] + linkopts,
        **kwargs
    )

def kc_test(name, copts = [], linkopts = [], deps = [], data = [], gtest_main = True, **kwargs):
    """A gtest test. `gtest_main = False` when the test brings its own main()."""
    native.cc_test(
        name = name,
        copts = KC_COPTS + copts,
        linkopts = ["-rdynamic"] + linkopts,
        # The leak suppressions --config=asan points at (relative to runfiles).
        data = data + ["//tools/bazel:lsan.supp"],
        deps = deps + ["//tools/bazel:gtest_main" if gtest_main else "//tools/bazel:gtest"],
        **kwargs
    )

def kc_benchmark(name, copts = [], deps = [], smoke_env = {}, **kwargs):
    """A Google Benchmark binary, plus `<name>_smoke`, a test that runs it once.

    Like XNNPACK's benchmark macro: a benchmark that is also a test never rots.
    `smoke_env`: environment of the smoke run only (e.g. a smaller sample).
    """
    native.cc_binary(
        name = name,
        copts = KC_COPTS + copts,
        linkopts = ["-rdynamic"],
        deps = deps + ["//tools/bazel:benchmark"],
        **kwargs
    )
    native.sh_test(
        name = name + "_smoke",
        srcs = ["//tools/bazel:run_benchmark_smoke.sh"],
        args = ["$(location :%s)" % name],
        data = [":" + name],
        env = smoke_env,
        size = "medium",
    )

def kc_op_libraries(names, deps):
    """One public kc_library per op stem in `names` (`<op>.cc`/`<op>.h`), same deps."""
    for op in names:
        kc_library(
            name = op,
            srcs = [op + ".cc"],
            hdrs = [op + ".h"],
            visibility = ["//visibility:public"],
            deps = deps,
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

def kc_conformance_package(package, ops, shard_count = 2):
    """The conformance cases of one ops/ package, and their own test target.

    `cases_<package>`: one case file per op stem, `conformance/cases/<package>/<op>.cc`
    (plus the package's shared `cases/<package>/*.h`), each linked against that op's
    library `//ops/<package>:<op>` only. `<package>_test`: every test of those cases
    (conformance_test.cc's main, sharded by shape class), cached by Bazel on its own:
    an edit to one package's op reruns that package's target and no other.
    Call from conformance/BUILD.bazel; a new op adds its stem to `ops`.
    """
    kc_library(
        name = "cases_" + package,
        srcs = ["cases/%s/%s.cc" % (package, op) for op in ops] +
               native.glob(["cases/%s/*.h" % package]),
        alwayslink = True,
        deps = [
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
        deps = [
            ":cases_" + package,
            ":conformance_main",
        ],
    )
