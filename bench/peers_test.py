"""bench/peers.py's parsing and records on fixture JSON (tools/testdata/bench/):
which ops ours measures in uint8 (read from our binaries' JSONs), and the
records it writes, which tools/bench_report.py reads as it reads ours. The
planted fixture planted_batch_peers.json is what peers.py writes for a batch
of 32 recorded as one image (images=1): the report refuses it rather than
publish a ratio 32x off. Standard library only: numpy and torch, which
peers.py imports for its measurements, are stubbed."""
import json
import os
import shutil
import sys
import tempfile
import types
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "tools", "testdata", "bench")
for name in ("numpy", "torch"):
    sys.modules.setdefault(name, types.ModuleType(name))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tools"))
import bench_report  # noqa: E402
import peers  # noqa: E402


def fixture(name):
    with open(os.path.join(DATA, name)) as f:
        return json.load(f)["benchmarks"]


class Peers(unittest.TestCase):
    def test_uint8_ops_are_read_from_our_json(self):
        # invert has image_u8 records; rgb_to_hsv only image_f32; bandwidth rows are no op.
        self.assertEqual(peers.uint8_ops(DATA), {"invert"})

    def test_records_are_what_the_fixture_holds(self):
        records = (peers.benchmark_records("invert/batched_f32/kornia", "float32 kornia",
                                           [0.002, 0.0025, 0.0015], images=32) +
                   peers.benchmark_records("invert/image_u8/albumentations",
                                           "uint8 HWC albumentations", [20e-6, 25e-6, 15e-6]) +
                   peers.benchmark_records("invert/image_u8/kornia", "",
                                           error="not measured: RuntimeError: fixture"))
        self.assertEqual(records, fixture("peers.json"))
        # 32 images in 2 ms: 16,000 images/s and 2,000 us per call.
        self.assertEqual((records[0]["items_per_second"], records[0]["real_time"]),
                         (16000.0, 2000.0))

    def test_the_report_reads_them_as_ours(self):
        tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        try:
            shutil.copy(os.path.join(DATA, "peers.json"), tmp)
            runs, _ = bench_report.load(tmp)
        finally:
            shutil.rmtree(tmp)
        kornia = bench_report.summarize(runs["invert/batched_f32/kornia"])
        self.assertEqual((kornia["median_us"], kornia["images_per_s"]), (2000.0, 16000.0))
        self.assertEqual(runs["invert/image_u8/kornia"]["error"],
                         "not measured: RuntimeError: fixture")

    def test_a_batch_recorded_as_one_image_is_refused(self):
        planted = fixture("planted_batch_peers.json")
        self.assertEqual(planted[0]["items_per_second"] * planted[0]["real_time"] / 1e6, 1.0)
        tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        try:
            shutil.copy(os.path.join(DATA, "ours_enhance.json"), tmp)
            shutil.copy(os.path.join(DATA, "planted_batch_peers.json"), tmp)
            runs, _ = bench_report.load(tmp)
            with self.assertRaisesRegex(ValueError, r"invert/batched_f32: .*kornia 1,"):
                bench_report.same_images_per_call(runs)
        finally:
            shutil.rmtree(tmp)


if __name__ == "__main__":
    unittest.main()
