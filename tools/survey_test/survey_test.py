#!/usr/bin/env python3
"""The survey driver's robustness (tools/survey.py) against planted cases.

    survey_test.py SURVEY_PY SURVEY_PLANTED_BINARY

A case that segfaults and one that hangs are recorded (`crashed` / `timeout`,
with the signal and the point) and the run goes on; a driver killed with
SIGKILL midway and rerun gives the same records as an uninterrupted run,
nothing lost or duplicated; the merge refuses an incomplete or mixed set;
records are classified by reason.
"""
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

SURVEY, BINARY = (os.path.abspath(a) for a in sys.argv[1:3])
del sys.argv[1:3]
spec = importlib.util.spec_from_file_location("survey", SURVEY)
survey = importlib.util.module_from_spec(spec)
spec.loader.exec_module(survey)

SLOW = [f"planted_slow_{i}" for i in range(6)]


def strip(records):
    """Records without their times, as a sorted list of JSON strings."""
    return sorted(json.dumps({k: v for k, v in r.items() if k != "ms"}, sort_keys=True)
                  for r in records)


class SurveyTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.ws = os.path.join(self.tmp.name, "ws")
        os.makedirs(os.path.join(self.ws, "golden"))
        os.makedirs(os.path.join(self.ws, "conformance"))
        self.out = os.path.join(self.tmp.name, "out", "survey.json")
        os.makedirs(os.path.dirname(self.out))

    def tearDown(self):
        self.tmp.cleanup()

    def cmd(self, *extra, commit="c0ffee"):
        return [sys.executable, SURVEY, "--binary", BINARY, "--root", self.ws, "--out", self.out,
                "--no-progress", "--commit", commit, *extra]

    def run_survey(self, *extra, commit="c0ffee", timeout=300):
        p = subprocess.run(self.cmd(*extra, commit=commit), capture_output=True, text=True,
                           timeout=timeout)
        return p

    def snapshot(self):
        with open(self.out) as f:
            return json.load(f)

    def assert_completed(self, p):
        # Exit 1 is expected (planted cases have no goldens and some crash);
        # the summary line says the driver itself finished.
        self.assertIn(p.returncode, (0, 1), p.stderr)
        self.assertRegex(p.stdout, r"\d+ records \(\d+ judged, \d+ n/a\), \d+ failed",
                         p.stdout + p.stderr)

    def records_of(self, snap, case):
        """The case's judged records (not its n/a ones)."""
        return [r for r in snap["records"] if r["case"] == case and r["status"] != "n/a"]

    def test_segfault_is_recorded_and_the_run_goes_on(self):
        p = self.run_survey("--cases", "planted_segfault,planted_ok", "--jobs", "1")
        self.assert_completed(p)
        snap = self.snapshot()
        self.assertEqual(snap["cases"]["planted_segfault"]["outcome"], "crashed")
        self.assertEqual(snap["cases"]["planted_ok"]["outcome"], "complete")
        seg = self.records_of(snap, "planted_segfault")
        crashed = [r for r in seg if r["status"] == "crashed"]
        self.assertEqual(len(crashed), 1)
        self.assertEqual(crashed[0]["point"], "zeros")
        self.assertIn("SIGSEGV", crashed[0]["error"])
        self.assertEqual(crashed[0]["reason"], "crashed")
        # The points before the crash keep their records; none after it.
        points = {r["point"] for r in seg}
        self.assertTrue({"positive", "mixed", "negative"} <= points, points)
        self.assertNotIn("large", points)
        ok = self.records_of(snap, "planted_ok")
        self.assertEqual(len(ok), snap["cases"]["planted_ok"]["tests"])
        self.assertGreater(len(ok), 10)
        # Every point has a record per path: the threads check does not
        # apply to these 8-element points, and says why.
        na = [r for r in snap["records"] if r["case"] == "planted_ok" and r["status"] == "n/a"]
        self.assertEqual(sorted((r["point"], r["check"]) for r in na),
                         sorted((p, "threads") for p in ("positive", "mixed", "negative", "zeros",
                                                         "large")))
        self.assertIn("65536 elements", na[0]["reason"])
        self.assertEqual(snap["header"]["failures"],
                         sum(r["status"] in survey.BAD for r in snap["records"]))
        self.assertTrue(os.path.exists(self.out[:-5] + ".html"))

    def test_hang_times_out_and_a_new_worker_goes_on(self):
        start = time.monotonic()
        p = self.run_survey("--cases", "planted_hang,planted_ok", "--jobs", "1",
                            "--case-timeout", "5")
        self.assert_completed(p)
        self.assertLess(time.monotonic() - start, 120)
        snap = self.snapshot()
        self.assertEqual(snap["cases"]["planted_hang"]["outcome"], "timeout")
        hang = [r for r in self.records_of(snap, "planted_hang") if r["status"] == "timeout"]
        self.assertEqual(len(hang), 1)
        self.assertEqual(hang[0]["point"], "mixed")
        self.assertIn("SIGKILL", hang[0]["error"])
        # planted_ok ran after the hang, in a new worker.
        self.assertEqual(snap["cases"]["planted_ok"]["outcome"], "complete")

    def test_killed_driver_resumes_without_loss_or_duplicates(self):
        cases = ",".join(SLOW)
        reference = self.run_survey("--cases", cases, "--jobs", "2")
        self.assert_completed(reference)
        expected = strip(self.snapshot()["records"])
        # Same key, fresh state: kill the driver once two cases are finished.
        state = self.out[:-5] + ".cases"
        shutil.rmtree(state)
        driver = subprocess.Popen(self.cmd("--cases", cases, "--jobs", "2", "--fresh"),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            done = [f for f in os.listdir(state) if f.endswith(".jsonl")] if os.path.isdir(
                state) else []
            if len(done) >= 2:
                break
            time.sleep(0.05)
        driver.send_signal(signal.SIGKILL)
        driver.wait()
        self.assertLess(len(done), len(SLOW), "the driver finished before it could be killed")
        time.sleep(0.5)  # the workers die with their driver (PR_SET_PDEATHSIG)
        resumed = self.run_survey("--cases", cases, "--jobs", "2")
        self.assert_completed(resumed)
        self.assertIn("resuming", resumed.stderr)
        snap = self.snapshot()
        keys = [(r["case"], r["point"], r["check"]) for r in snap["records"]]
        self.assertEqual(len(keys), len(set(keys)), "duplicated records")
        self.assertEqual(strip(snap["records"]), expected)
        for case in SLOW:
            self.assertEqual(len(self.records_of(snap, case)), snap["cases"][case]["tests"])

    def test_merge_refuses_an_incomplete_or_mixed_set(self):
        self.assert_completed(self.run_survey("--cases", "planted_ok"))
        p = self.run_survey("--cases", "planted_ok,planted_slow_0", "--merge-only")
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("1 of 2 cases missing (e.g. planted_slow_0)", p.stderr)
        forced = self.run_survey("--cases", "planted_ok,planted_slow_0", "--merge-only", "--force")
        self.assertEqual(forced.returncode, 1)
        self.assertTrue(self.snapshot()["header"]["incomplete"])
        mixed = self.run_survey("--cases", "planted_ok", "--merge-only", commit="beef")
        self.assertNotEqual(mixed.returncode, 0)
        self.assertIn("from another revision", mixed.stderr)
        # A real run at the new key discards the old case and judges it again.
        again = self.run_survey("--cases", "planted_ok", commit="beef")
        self.assert_completed(again)
        self.assertIn("discarding 1 finished cases (another commit)", again.stderr)

    def test_python_results_read_the_current_shard_layout_only(self):
        # bazel-testlogs keeps shard_<i>_of_<n> folders of every shard count a
        # test ran with: a stale layout's records would be merged twice
        # (planted: an older 3-shard layout beside the current 2-shard one).
        import zipfile

        def outputs(folder, op, status, mtime):
            os.makedirs(folder)
            path = os.path.join(folder, "outputs.zip")
            data = {"torch": "2.14.1", "pin": "2.14.1", "sampled": True, "seconds": 1.0,
                    "results": [{"op": op, "variant": "v", "dtype": "float32",
                                 "path": "onnx-legacy", "status": status, "detail": ""}]}
            with zipfile.ZipFile(path, "w") as z:
                z.writestr("python_paths.json", json.dumps(data))
            os.utime(path, (mtime, mtime))
        root = os.path.join(self.tmp.name, "testlogs")
        for i in (1, 2, 3):
            outputs(os.path.join(root, "python_color_test", f"shard_{i}_of_3", "test.outputs"),
                    f"op{i}", "known", 1000)
        for i in (1, 2):
            outputs(os.path.join(root, "python_color_test", f"shard_{i}_of_2", "test.outputs"),
                    f"op{i}", "ok", 2000)
        outputs(os.path.join(root, "python_losses_test", "test.outputs"), "dice", "ok", 500)
        records, runs = survey.python_results(root)
        self.assertEqual(sorted((r["case"], r["status"]) for r in records),
                         [("dice", "ok"), ("op1", "ok"), ("op2", "ok")])
        self.assertEqual(len(runs), 3)

    def test_classification(self):
        def c(check, detail, status="fail"):
            return survey.classify({"check": check, "status": status, "detail": detail})

        breaks = "1 host decision(s)\n  aten::item at ops/x.cc:3 in kornia::x(at::Tensor)"
        self.assertEqual(c("capture", breaks), ("fail", "int from tensor"))
        self.assertEqual(c("capture", breaks.replace("aten::item", "aten::nonzero")),
                         ("fail", "dynamic shape"))
        self.assertEqual(c("capture", breaks.replace("aten::item", "aten::is_nonzero")),
                         ("fail", "data-dependent branch"))
        self.assertEqual(survey.frames_of(breaks), ["ops/x.cc:3 (kornia::x(at::Tensor))"])
        self.assertEqual(c("golden", "values differ: count=3 max_abs=0.5 max_ulp=2 first=[0]"),
                         ("mismatch", "numeric mismatch"))
        self.assertEqual(survey.numbers_of("values differ: count=3 max_abs=0.5 max_ulp=2"),
                         {"count": 3, "max_abs": 0.5, "max_ulp": 2})
        self.assertEqual(c("replay", '"log2_vml_cpu" not implemented for \'Half\'',
                           status="known-failure"),
                         ("known-failure", "missing kernel: log2_vml_cpu for Half"))
        self.assertEqual(c("roundtrip", "save/load failed: boom"), ("fail", "serialization error"))
        # A loaded module that replays other values is a serialization error too.
        self.assertEqual(c("roundtrip", "module traced on p, loaded from file: values differ: "
                                        "count=1 max_abs=1 max_ulp=9 first=[0]"),
                         ("fail", "serialization error"))
        self.assertEqual(c("errors", 'expected "a", but got "b"'), ("fail", "error message"))
        self.assertEqual(c("inputs", "input 0 written by eager"), ("fail", "input written"))
        self.assertEqual(c("replay", "", status="ok"), ("ok", ""))


if __name__ == "__main__":
    import junit  # next to this file: each test case in Bazel's test.xml

    junit.main()
