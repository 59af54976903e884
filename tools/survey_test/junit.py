"""unittest's results as JUnit XML in $XML_OUTPUT_FILE, where Bazel reads a
test's cases (so `N passed` counts each Python test, not one per target)."""
import os
import sys
import time
import unittest
from xml.sax.saxutils import quoteattr


class _Result(unittest.TextTestResult):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.cases = []  # (name, seconds, kind, text)

    def startTest(self, test):
        self._t0 = time.monotonic()
        super().startTest(test)

    def _add(self, test, kind, text=""):
        self.cases.append((test.id(), time.monotonic() - self._t0, kind, text))

    def addSuccess(self, test):
        super().addSuccess(test)
        self._add(test, "pass")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._add(test, "failure", self._exc_info_to_string(err, test))

    def addError(self, test, err):
        super().addError(test, err)
        self._add(test, "error", self._exc_info_to_string(err, test))

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._add(test, "skipped", reason)


def main():
    """unittest.main(verbosity=2), plus the XML; exits 1 on any failure."""
    runner = unittest.TextTestRunner(verbosity=2, resultclass=_Result)
    program = unittest.main(testRunner=runner, exit=False)
    result = program.result
    path = os.environ.get("XML_OUTPUT_FILE")
    if path:
        failures = sum(k == "failure" for _, _, k, _ in result.cases)
        errors = sum(k == "error" for _, _, k, _ in result.cases)
        with open(path, "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n')
            f.write(f'<testsuite name="python" tests="{len(result.cases)}" '
                    f'failures="{failures}" errors="{errors}">\n')
            for name, seconds, kind, text in result.cases:
                cls, _, method = name.rpartition(".")
                f.write(f'<testcase classname={quoteattr(cls)} name={quoteattr(method)} '
                        f'time="{seconds:.3f}"')
                if kind == "pass":
                    f.write("/>\n")
                else:
                    tag = "skipped" if kind == "skipped" else kind
                    f.write(f"><{tag} message={quoteattr(text.splitlines()[-1] if text else '')}>"
                            f"</{tag}></testcase>\n")
            f.write("</testsuite>\n</testsuites>\n")
    sys.exit(0 if result.wasSuccessful() else 1)
