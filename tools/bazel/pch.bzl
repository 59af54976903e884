"""A GCC precompiled header, for the conformance case files.

A case file spends ~21 of its ~27 s of compile parsing LibTorch's headers
(torch/types.h, measured on this 2-core machine); at 300 ops that is most of a
cold build. Bazel 4 has no precompiled headers, so `kc_pch` makes one with the
C++ toolchain's own command line for a compile of `hdr` (the same features,
flags, defines and include paths a `cc_library` with `copts` and `deps` gets),
plus `-x c++-header`. Consumers depend on it and add `kc_pch_copts(label)`:
`-include <bin>/<name>.h -Winvalid-pch`. GCC takes the `.gch` beside the
included header when it was made with the same options; otherwise it warns and
`-Werror` fails the build, so a PCH that stops matching the consumers' command
line cannot go unnoticed or change what is compiled.
"""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "CPP_COMPILE_ACTION_NAME")

def _kc_pch_impl(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    features = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )

    # The header and its .gch side by side in the output tree: GCC looks for
    # `<included path>.gch`.
    hdr = ctx.actions.declare_file(ctx.label.name + ".h")
    ctx.actions.expand_template(template = ctx.file.hdr, output = hdr, substitutions = {})
    gch = ctx.actions.declare_file(ctx.label.name + ".h.gch")
    deps = cc_common.merge_cc_infos(cc_infos = [d[CcInfo] for d in ctx.attr.deps])
    cctx = deps.compilation_context
    variables = cc_common.create_compile_variables(
        feature_configuration = features,
        cc_toolchain = cc_toolchain,
        user_compile_flags = ctx.fragments.cpp.copts + ctx.fragments.cpp.cxxopts +
                             ctx.attr.copts + ["-xc++-header"],
        source_file = hdr.path,
        output_file = gch.path,
        include_directories = cctx.includes,
        quote_include_directories = depset(["."], transitive = [cctx.quote_includes]),
        system_include_directories = cctx.system_includes,
        preprocessor_defines = depset(transitive = [cctx.defines]),
        # As the consumers compile: position-independent in fastbuild and
        # dbg (tests link their libraries dynamically), not in opt (binaries
        # link statically; Debian's GCC defaults to -fPIE there, and a PCH
        # made with -fPIC is refused: `-c opt` builds failed on it), unless
        # --force_pic makes every object PIC (an opt shared library:
        # tools/wheel, tools/bench).
        use_pic = ctx.attr.force_pic or ctx.var.get("COMPILATION_MODE") != "opt",
    )
    ctx.actions.run(
        executable = cc_common.get_tool_for_action(
            feature_configuration = features,
            action_name = CPP_COMPILE_ACTION_NAME,
        ),
        arguments = cc_common.get_memory_inefficient_command_line(
            feature_configuration = features,
            action_name = CPP_COMPILE_ACTION_NAME,
            variables = variables,
        ),
        env = cc_common.get_environment_variables(
            feature_configuration = features,
            action_name = CPP_COMPILE_ACTION_NAME,
            variables = variables,
        ),
        inputs = depset([hdr], transitive = [cctx.headers, cc_toolchain.all_files]),
        outputs = [gch],
        mnemonic = "CppPch",
        progress_message = "Precompiling %s" % ctx.file.hdr.short_path,
    )
    return [
        DefaultInfo(files = depset([hdr, gch])),
        CcInfo(compilation_context = cc_common.create_compilation_context(
            headers = depset([hdr, gch]),
        )),
    ]

kc_pch = rule(
    implementation = _kc_pch_impl,
    attrs = {
        "hdr": attr.label(allow_single_file = [".h"], mandatory = True),
        "deps": attr.label_list(providers = [CcInfo]),
        "copts": attr.string_list(),
        # True under --force_pic (select on //tools/bazel:force_pic).
        "force_pic": attr.bool(default = False),
        "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
    },
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    incompatible_use_toolchain_transition = True,
)

def kc_pch_copts(label):
    """The copts of a target compiled with the PCH `label` (//pkg:name)."""
    package, name = label[2:].split(":")
    return ["-include", "$(BINDIR)/%s/%s.h" % (package, name), "-Winvalid-pch"]
