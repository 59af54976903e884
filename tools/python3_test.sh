#!/usr/bin/env bash
# Runs a Python test file with the system python3 (standard library only):
# Bazel 4's py_test launcher needs a `python` that Debian 12 does not have.
exec /usr/bin/python3 "$@"
