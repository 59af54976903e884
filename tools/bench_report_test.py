"""tools/bench_report.py on fixture JSON (tools/testdata/bench/): the numbers
it publishes (images/s, ratio to the best peer, summary) against values
computed by hand from the fixture, and its refusal of planted wrong numbers:
a repetition whose rate and time disagree (a rate 10x or 0.6% off), and a peer measured on another
number of images per call than ours (a ratio 32x off). Standard library only
(the chart, which needs matplotlib, is replaced by a recorder)."""
import json
import os
import re
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "testdata", "bench")
sys.path.insert(0, HERE)
import bench_report  # noqa: E402

# By hand from the fixture: medians of items_per_second per path.
#   batched_f32 invert: eager 32 / 1000 us = 32,000/s; traced 32 / 800 us = 40,000/s;
#   kornia 32 / 2 ms = 16,000/s -> 40,000 / 16,000 = 2.50x vs kornia.
#   image_u8 invert: eager 1 / 11 us = 90,909/s; albumentations 1 / 20 us = 50,000/s
#   -> 1.82x vs albumentations; kornia: not measured (its error).
EXPECTED_RATIOS = {("batched_f32", "invert"): (2.5, "kornia"),
                   ("image_u8", "invert"): (1e6 / 11 / 50000, "albumentations")}


def markdown_ratios(md):
    """(regime, op) -> (ratio, peer) from the report's tables."""
    out, regime = {}, None
    for line in md.splitlines():
        m = re.match(r"## (\w+): ", line)
        if m:
            regime = m.group(1)
        m = re.match(r"\| (\w+) \|.*\| ([0-9.]+)x vs (\w+) \|", line)
        if m and regime:
            out[(regime, m.group(1))] = (float(m.group(2)), m.group(3))
    return out


def wrong_ratios(md):
    """What in the report's ratios differs from the hand-computed ones."""
    found = markdown_ratios(md)
    bad = []
    for key, (ratio, peer) in EXPECTED_RATIOS.items():
        got = found.get(key)
        if got is None or got[1] != peer or abs(got[0] - round(ratio, 2)) > 1e-9:
            bad.append(f"{key}: expected {ratio:.2f}x vs {peer}, the report says {got}")
    return bad


class BenchReport(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        self.charts = {}
        self.chart = bench_report.chart
        bench_report.chart = lambda regime, ratios, path: self.charts.__setitem__(regime, ratios)

    def tearDown(self):
        bench_report.chart = self.chart
        shutil.rmtree(self.tmp)

    def run_report(self, peers_file="peers.json"):
        raw = os.path.join(self.tmp, "raw")
        os.makedirs(raw)
        shutil.copy(os.path.join(DATA, "ours_enhance.json"), raw)
        shutil.copy(os.path.join(DATA, peers_file), os.path.join(raw, "peers.json"))
        out, md = os.path.join(self.tmp, "results"), os.path.join(self.tmp, "RESULTS.md")
        argv, sys.argv = sys.argv, ["bench_report.py", raw, out, md]
        try:
            bench_report.main()
        finally:
            sys.argv = argv
        with open(md) as f:
            return out, f.read()

    def test_numbers_match_the_hand_computed_ones(self):
        out, md = self.run_report()
        self.assertEqual(wrong_ratios(md), [], md)
        with open(os.path.join(out, "batched_f32.json")) as f:
            batched = json.load(f)["ops"]["invert"]
        self.assertEqual(batched["best_ours"], "traced")
        self.assertEqual(batched["best_peer"], "kornia")
        self.assertAlmostEqual(batched["ratio"], 2.5)
        # The median of the repetitions, not Google Benchmark's planted aggregate (1 us).
        self.assertAlmostEqual(batched["ours"]["eager"]["median_us"], 1000.0)
        self.assertAlmostEqual(batched["ours"]["eager"]["images_per_s"], 32000.0)
        self.assertAlmostEqual(batched["ours"]["eager"]["iqr_pct"], 10.0)
        self.assertEqual(batched["ours"]["eager"]["repetitions"], 3)
        # Roofline: bytes/s of the best path over every core's DRAM copy (16 GB/s).
        self.assertAlmostEqual(batched["roofline_fraction"],
                               2 * 32 * 3 * 256 * 256 * 4 / 800e-6 / 16e9)
        with open(os.path.join(out, "image_u8.json")) as f:
            image = json.load(f)["ops"]["invert"]
        self.assertEqual(image["not_measured"], {"kornia": "not measured: RuntimeError: fixture"})
        self.assertIn("| batched_f32 | 1 of 1 | 2.50x |", md)
        self.assertIn("| image_u8 | 1 of 1 | 1.82x |", md)
        self.assertEqual(sorted(self.charts), ["batched_f32", "image_u8"])

    def test_a_planted_wrong_ratio_in_the_report_is_caught(self):
        _, md = self.run_report()
        planted = md.replace("2.50x vs kornia", "2.05x vs kornia")
        self.assertNotEqual(planted, md)
        self.assertEqual(len(wrong_ratios(planted)), 1)

    def test_a_rate_that_disagrees_with_its_time_is_refused(self):
        with self.assertRaises(SystemExit) as e:
            self.run_report("planted_rate_peers.json")
        self.assertIn("invert/batched_f32: the repetitions measure different numbers of images "
                      "per call (eager 32, kornia 32/320, traced 32)", str(e.exception))

    def test_a_peer_on_another_batch_is_refused(self):
        with self.assertRaises(SystemExit) as e:
            self.run_report("planted_batch_peers.json")
        self.assertIn("invert/batched_f32: the repetitions measure different numbers of images "
                      "per call (eager 32, kornia 1, traced 32)", str(e.exception))

    def test_a_rate_that_is_no_whole_number_of_images_is_refused(self):
        with self.assertRaises(SystemExit) as e:
            self.run_report("planted_fraction_peers.json")
        self.assertIn("invert/batched_f32/kornia: items_per_second 16100 x real_time 2000 us = "
                      "32.2 images per call, not a whole number", str(e.exception))


if __name__ == "__main__":
    unittest.main()
