"""The Bazel this workspace is built with, checked when WORKSPACE is read.

KC_BAZEL_VERSION is //:.bazelversion's (ci/bazel-version holds the two
equal): Bazel 4, which ci/setup installs as Debian 12's bazel-bootstrap
(4.2.3). It names the major version only because Debian's /usr/bin/bazel is a
launcher that runs /usr/bin/bazel-<.bazelversion>, and the package installs
/usr/bin/bazel-4. That build reports no version (`bazel no_version`,
native.bazel_version ""), so it is accepted here and checked by its package
version in ci/bazel-version. Any other Bazel that reads WORKSPACE (5 to 7)
fails at once with what to do, instead of later on a flag, rule or
repository it does not know.
"""

KC_BAZEL_VERSION = "4"

def check_bazel_version(running, wanted = KC_BAZEL_VERSION):
    """Fails unless `running` (native.bazel_version) is `wanted`.x or empty."""
    release = running.split(" ")[0].split("-")[0]
    if running and release != wanted and not release.startswith(wanted + "."):
        fail(("\nthis workspace needs Bazel %s (.bazelversion: Debian 12's bazel-bootstrap " +
              "4.2.3, installed by ./ci/setup), but Bazel %s is running it. Run ./ci/setup " +
              "and use /usr/bin/bazel, or with bazelisk set USE_BAZEL_VERSION=4.2.3.") %
             (wanted, running))

def kc_check_bazel_version():
    """Called first in WORKSPACE."""
    check_bazel_version(native.bazel_version)
