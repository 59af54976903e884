"""tools/bench_compare.py on fixture JSON (tools/testdata/bench/): the change
of the median and the geometric mean it prints against values computed by
hand, from the repetitions and not from the planted Google Benchmark
aggregate in after_enhance.json (a median of 5,000 us); and its refusal of a
repetition whose rate and time disagree. Standard library only: SciPy's
Mann-Whitney U test is replaced by a stub (the p-value is SciPy's business;
the numbers around it are ours)."""
import io
import os
import sys
import types
import unittest
from contextlib import redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "testdata", "bench")
sys.path.insert(0, HERE)
stats = types.ModuleType("scipy.stats")
stats.mannwhitneyu = lambda a, b, alternative: types.SimpleNamespace(pvalue=0.01)
sys.modules["scipy"] = types.ModuleType("scipy")
sys.modules["scipy"].stats = stats
sys.modules["scipy.stats"] = stats
import bench_compare  # noqa: E402


def compare(before, after, *flags):
    argv, sys.argv = sys.argv, ["bench_compare.py", os.path.join(DATA, before),
                                os.path.join(DATA, after), *flags]
    out = io.StringIO()
    try:
        with redirect_stdout(out):
            bench_compare.main()
    finally:
        sys.argv = argv
    return out.getvalue()


class BenchCompare(unittest.TestCase):
    def test_numbers_match_the_hand_computed_ones(self):
        out = compare("ours_enhance.json", "after_enhance.json", "--filter", "^invert/")
        rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:-1]}
        # Eager: median 1,000 us -> 500 us (every repetition halved), not the
        # aggregate's 5,000 us: -50.0%, faster.
        self.assertEqual(rows["invert/batched_f32/eager"], ["1000.00", "500.00", "-50.0%",
                                                            "0.0100", "faster"])
        self.assertEqual(rows["invert/batched_f32/traced"][:3], ["800.00", "800.00", "+0.0%"])
        self.assertEqual(rows["invert/image_u8/eager"][:3], ["11.00", "11.00", "+0.0%"])
        self.assertEqual(len(rows), 3)
        # Geometric mean of (0.5, 1, 1): 0.5 ** (1 / 3) = 0.794.
        self.assertIn("over 3 benchmarks: 0.794", out.splitlines()[-1])

    def test_a_planted_wrong_number_is_caught(self):
        out = compare("ours_enhance.json", "after_enhance.json", "--filter", "^invert/")
        # after_enhance.json's planted aggregate (median 5,000 us, +400%) is not read.
        self.assertNotIn("5000.00", out)
        self.assertNotIn("+400.0%", out)

    def test_a_rate_that_disagrees_with_its_time_is_refused(self):
        with self.assertRaises(SystemExit) as e:
            compare("peers.json", "planted_fraction_peers.json")
        self.assertIn("bench_compare: planted_fraction_peers.json: invert/batched_f32/kornia: "
                      "items_per_second 16100", str(e.exception))

    def test_runs_with_nothing_in_common_are_refused(self):
        with self.assertRaises(SystemExit) as e:
            compare("ours_enhance.json", "peers.json")
        self.assertIn("no benchmark is in both runs", str(e.exception))


if __name__ == "__main__":
    unittest.main()
