#!/usr/bin/env bash
# ci/bazel-version: passes on the Bazel .bazelversion names, and fails with
# what to do on another Bazel (a fake `bazel 7.1.0` on PATH) and on a
# tools/bazel/bazel_version.bzl that disagrees with .bazelversion.
# Usage (Bazel runs it): bazel_version_test.sh <ci/bazel-version> <.bazelversion> <bazel_version.bzl>
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
mkdir -p "$t/root/ci" "$t/root/tools/bazel" "$t/bin"
cp "$1" "$t/root/ci/bazel-version"; cp "$2" "$t/root/.bazelversion"
cp "$3" "$t/root/tools/bazel/bazel_version.bzl"
wanted=$(tr -d '[:space:]' < "$2")
fake() { printf '#!/bin/sh\necho "bazel %s"\n' "$1" > "$t/bin/bazel"; chmod +x "$t/bin/bazel"; }

fake "$wanted.2.3"
PATH="$t/bin:$PATH" "$t/root/ci/bazel-version" || fail "Bazel $wanted.2.3 refused"
fake 7.1.0
if PATH="$t/bin:$PATH" "$t/root/ci/bazel-version" 2> "$t/err"; then fail "Bazel 7.1.0 accepted"; fi
grep -q "needs Bazel $wanted (.bazelversion), but '$t/bin/bazel' is Bazel 7.1.0; run ./ci/setup" "$t/err" \
  || { cat "$t/err"; fail "Bazel 7.1.0: no clear error"; }
fake "$wanted.2.3"
sed -i 's/^KC_BAZEL_VERSION = ".*"/KC_BAZEL_VERSION = "99"/' "$t/root/tools/bazel/bazel_version.bzl"
if PATH="$t/bin:$PATH" "$t/root/ci/bazel-version" 2> "$t/err"; then fail "a disagreeing .bzl accepted"; fi
grep -q "tools/bazel/bazel_version.bzl says '99'" "$t/err" || { cat "$t/err"; fail "no clear error"; }
echo "PASS: Bazel $wanted accepted; Bazel 7.1.0 and a disagreeing bazel_version.bzl refused"
