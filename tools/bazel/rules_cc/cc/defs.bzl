"""Forwards rules_cc's public names to the native rules of Bazel 4.2.3.

Debian's bazel-rules-cc 0.0.4 needs Bazel 5 (use_cpp_toolchain); this stand-in
lets @bazel_tools load @rules_cc//cc:defs.bzl offline.
"""

def cc_library(**kwargs):
    native.cc_library(**kwargs)

def cc_binary(**kwargs):
    native.cc_binary(**kwargs)

def cc_test(**kwargs):
    native.cc_test(**kwargs)

def cc_import(**kwargs):
    native.cc_import(**kwargs)

def cc_toolchain(**kwargs):
    native.cc_toolchain(**kwargs)

def cc_toolchain_suite(**kwargs):
    native.cc_toolchain_suite(**kwargs)

def cc_proto_library(**kwargs):
    native.cc_proto_library(**kwargs)

def objc_library(**kwargs):
    native.objc_library(**kwargs)

def fdo_profile(**kwargs):
    native.fdo_profile(**kwargs)
