#!/usr/bin/env python3
"""The survey's driver: every registered case through every check, in worker
processes, crash-proof and resumable; one snapshot (JSON) and one page (HTML).

    tools/survey.py --binary BIN --out survey-out/survey-2.14.1.json [--jobs N]

Workers are `BIN --worker DIR` processes (tools/survey_main.cc), one per core,
each fed one case at a time, longest first by the last run's times. A worker
that dies (segfault, abort) or outlives --case-timeout is recorded as a
`crashed` / `timeout` record at the test it was on (its records up to there
are kept), and a new worker takes the remaining cases. Finished cases live in
DIR (OUT without .json, plus .cases/) as <case>.jsonl; a rerun with the same
key (commit, tree, torch pin, numeric environment, sample) skips them, and a
different key discards them. The merge refuses an incomplete or mixed set
unless --force. Standard library only (the CI machine's python3).
"""
import argparse
import hashlib
import json
import os
import platform
import re
import selectors
import shutil
import signal
import subprocess
import sys
import time

# What a record's status can be. `ok-breaks:N` and `n/a` belong to the Python
# paths (a graph break there is allowed and counted; a path that does not
# apply): the C++ checks treat a host decision as a failure and emit records
# only for the checks that apply to a point.
STATUSES = ("ok", "ok-breaks", "known-failure", "mismatch", "fail", "crashed", "timeout", "n/a")


def status_kind(status):
    """A status's entry in STATUSES: "ok-breaks:3" counts as "ok-breaks"."""
    return "ok-breaks" if status.startswith("ok-breaks") else status
BAD = ("mismatch", "fail", "crashed", "timeout")

# Kornia's published export survey (seed 004): 1,340 records on 876 ops.
KORNIA_RATIOS = {"compile": 97.5, "export": 91.6, "onnx": 86.1, "all three": 85.5}


# --------------------------------------------------------------- classification
BREAK_LINE = re.compile(r"^\s+(\S+) at (\S+) in (.+)$")
DYNAMIC_SHAPE_OPS = ("aten::nonzero", "aten::masked_select", "aten::unique", "aten::_unique",
                     "aten::unique_consecutive", "aten::nonzero_static")
INT_FROM_TENSOR_OPS = ("aten::item", "aten::_local_scalar_dense", "aten::Int", "aten::Float",
                       "aten::IntImplicit", "aten::ScalarImplicit")
BRANCH_OPS = ("aten::is_nonzero", "aten::Bool", "aten::equal", "aten::allclose")


def frames_of(detail):
    """The op's own frames named by a break description ("file:line (function)")."""
    frames = []
    for line in detail.splitlines():
        m = BREAK_LINE.match(line)
        if m:
            frames.append(f"{m.group(2)} ({m.group(3).strip()})")
    return frames


def break_ops(detail):
    return [m.group(1) for m in map(BREAK_LINE.match, detail.splitlines()) if m]


def classify(record):
    """(status, reason) for a worker's record: the reason is a category a
    reader can filter on, derived from the check and the outcome's text."""
    status, check = record["status"], record["check"]
    detail = record.get("verdict") or record.get("detail", "")
    if status == "ok":
        return "ok", ""
    if status == "n/a":
        return "n/a", record.get("reason", "does not apply")
    if status in ("crashed", "timeout"):
        return status, status
    reason = "error"
    ops = break_ops(detail)
    if ops:
        if any(op in DYNAMIC_SHAPE_OPS for op in ops):
            reason = "dynamic shape"
        elif any(op in INT_FROM_TENSOR_OPS for op in ops):
            reason = "int from tensor"
        elif any(op in BRANCH_OPS for op in ops):
            reason = "data-dependent branch"
        else:
            reason = "host read"
    elif "not implemented for" in detail:
        m = re.search(r'"([^"]+)" not implemented for \'([^\']+)\'', detail)
        reason = f"missing kernel: {m.group(1)} for {m.group(2)}" if m else "missing kernel"
    elif check == "roundtrip" or "save/load failed" in detail:
        # A saved and loaded module that errs or replays other values (its
        # numbers are still pulled out by numbers_of).
        reason = "serialization error"
    elif re.search(r"max_abs=|values differ|NaN mask differs|sign of zero differs|"
                   r"infinities differ|beyond|outside the declared bound", detail):
        reason = "numeric mismatch"
    elif detail.startswith("tracing failed"):
        reason = "trace error"
    elif check == "errors":
        reason = "error message"
    elif check == "dtypes":
        reason = "dtype handling"
    elif check == "inputs":
        reason = "input written"
    elif check == "rng":
        reason = "generator state"
    if status == "known-failure":
        return status, reason
    return ("mismatch" if reason == "numeric mismatch" else "fail"), reason


def numbers_of(detail):
    """max abs / max ulp / count from a comparison's text, where it has them."""
    out = {}
    for key, field in (("max_abs", "max_abs"), ("max_ulp", "max_ulp"), ("count", "count")):
        m = re.search(field + r"=([-+0-9.eEinfa]+)", detail)
        if m:
            try:
                out[key] = float(m.group(1)) if key == "max_abs" else int(float(m.group(1)))
            except ValueError:
                pass
    return out


def finish_record(r):
    """The snapshot's form of a worker record: status and reason classified,
    frames and numbers pulled out, the worker-only fields dropped."""
    status, reason = classify(r)
    out = {k: r[k] for k in ("case", "point", "dtype", "check", "ms") if k in r}
    out["status"] = status
    if status == "n/a":
        out["reason"] = reason
        return out
    text = r.get("verdict") or r.get("detail", "")
    if status != "ok":
        out["reason"] = reason
        out["error"] = text
        frames = frames_of(text)
        if frames:
            out["frames"] = frames
        out.update(numbers_of(text))
        if r.get("known_reason"):
            out["known_reason"] = r["known_reason"]
    if r.get("breaks"):
        out["breaks"] = r["breaks"]
    return out


# ------------------------------------------------------------------ case files
def read_case_file(path):
    """(header, records, done) of a .jsonl/.partial file; a torn last line (a
    kill mid-write) is dropped."""
    header, records, done = None, [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.endswith("\n"):
                break
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                break
            if header is None:
                header = obj
            elif obj.get("done"):
                done = obj
            else:
                records.append(obj)
    return header, records, done


def read_header(path):
    """A case file's first line (its header), without reading its records."""
    with open(path, encoding="utf-8") as f:
        try:
            return json.loads(f.readline())
        except json.JSONDecodeError:
            return {}


def write_case_file(path, header, records, done):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for obj in [header] + records + [done]:
            f.write(json.dumps(obj) + "\n")
    os.replace(tmp, path)


# ----------------------------------------------------------------------- pool
class Worker:
    def __init__(self, index, cmd, env, log_dir):
        self.log_path = os.path.join(log_dir, f"worker-{index}.log")
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.log, env=env, bufsize=0)
        self.buf = b""
        self.case = None
        self.started = 0.0
        self.last = None  # (index, point, check) of the test in progress
        self.log_offset = 0

    def give(self, case):
        self.case, self.started, self.last = case, time.monotonic(), None
        self.log.flush()
        self.log_offset = os.path.getsize(self.log_path)
        self.proc.stdin.write((case + "\n").encode())
        self.proc.stdin.flush()

    def stderr_tail(self, n=4):
        try:
            with open(self.log_path, "rb") as f:
                f.seek(self.log_offset)
                lines = [l for l in f.read().decode(errors="replace").splitlines() if l.strip()]
            return lines[-n:]
        except OSError:
            return []

    def stop(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass


def signal_name(rc):
    if rc is None:
        return "no exit status"
    if rc < 0:
        try:
            return f"signal {signal.Signals(-rc).name} ({-rc})"
        except ValueError:
            return f"signal {-rc}"
    return f"exit status {rc}"


class Progress:
    """A bar with ETA on a terminal, a plain line per finished case otherwise."""

    def __init__(self, total, estimates, jobs, stream=sys.stderr, enabled=True):
        self.total, self.done, self.tests = total, 0, 0
        self.estimates, self.jobs = estimates, max(jobs, 1)
        self.stream, self.tty = stream, enabled and stream.isatty()
        self.start = time.monotonic()
        self.enabled = enabled

    def eta(self, remaining_cases):
        elapsed = time.monotonic() - self.start
        known = [self.estimates[c] for c in remaining_cases if c in self.estimates]
        if len(known) == len(remaining_cases) and known:
            return sum(known) / self.jobs
        if self.done:
            return elapsed / self.done * len(remaining_cases)
        return None

    def case_done(self, case, outcome, records, seconds, remaining_cases):
        self.done += 1
        self.tests += records
        if not self.enabled:
            return
        eta = self.eta(remaining_cases)
        eta_text = "?" if eta is None else f"{int(eta) // 60}m{int(eta) % 60:02d}s"
        if self.tty:
            width = 30
            filled = int(width * self.done / max(self.total, 1))
            self.stream.write(f"\r[{'=' * filled}{' ' * (width - filled)}] {self.done}/{self.total}"
                              f" cases, {self.tests} records, ETA {eta_text}   ")
            if self.done == self.total:
                self.stream.write("\n")
        else:
            self.stream.write(f"survey: {self.done}/{self.total} {case}: {outcome}, {records} "
                              f"records, {seconds:.1f}s; ETA {eta_text}\n")
        self.stream.flush()


def run_pool(binary, cases, state, key, args, env, progress):
    """Judges `cases` into state/<case>.jsonl with args.jobs workers."""
    cmd = [binary, "--worker", state, "--key", key, "--sample", str(args.sample)]
    if args.threads:
        cmd += ["--threads", str(args.threads)]
    queue = list(cases)
    sel = selectors.DefaultSelector()
    workers = []
    next_index = [0]

    def spawn():
        w = Worker(next_index[0], cmd, env, state)
        next_index[0] += 1
        sel.register(w.proc.stdout, selectors.EVENT_READ, w)
        workers.append(w)
        feed(w)
        return w

    def feed(w):
        if queue:
            w.give(queue.pop(0))
        else:
            w.case = None
            w.stop()

    def finish(w, case, outcome, why):
        """The case's file for a worker that died or hung on it."""
        partial = os.path.join(state, case + ".partial")
        header, records, _ = (read_case_file(partial) if os.path.exists(partial)
                              else (None, [], None))
        header = header or {"case": case, "key": key, "package": "", "checks": [], "tests": 0}
        idx, point, check = w.last if w.last else (-1, "", "")
        tests = header.get("tests", 0)
        where = (f"on test {idx + 1} of {tests} (point {point}, check {check})" if w.last
                 else "before its first test")
        tail = w.stderr_tail()
        detail = f"worker {why} {where}; {max(tests - len(records) - 1, 0)} later tests not judged"
        if tail:
            detail += "; last stderr: " + " | ".join(tail)
        records.append({"case": case, "package": header.get("package", ""), "point": point,
                        "dtype": "", "check": check or "capture", "status": outcome,
                        "detail": detail, "ms": round((time.monotonic() - w.started) * 1e3, 1)})
        done = {"done": True, "outcome": outcome, "seconds": time.monotonic() - w.started,
                "records": len(records), "failures": 1 + sum(r["status"] == "fail" for r in records)}
        write_case_file(os.path.join(state, case + ".jsonl"), header, records, done)
        if os.path.exists(partial):
            os.remove(partial)
        progress.case_done(case, outcome, len(records), done["seconds"], queue + busy_cases())

    def busy_cases():
        return [w.case for w in workers if w.case]

    def retire(w, outcome, why):
        """A worker that exited or is killed: reap it, record its case (if it
        was on one) as `outcome`, and start another while cases remain.
        `why` gets the exit status's text."""
        sel.unregister(w.proc.stdout)
        w.proc.stdout.close()
        try:
            rc = w.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            w.proc.kill()
            rc = w.proc.wait()
        workers.remove(w)
        case, w.case = w.case, None
        if case:
            finish(w, case, outcome, why(signal_name(rc)))
            if queue:
                spawn()

    for _ in range(min(args.jobs, len(queue))):
        spawn()
    while workers:
        events = sel.select(timeout=0.5)
        for sk, _ in events:
            w = sk.data
            chunk = os.read(w.proc.stdout.fileno(), 65536)
            if not chunk:  # the worker exited
                retire(w, "crashed", lambda status: f"died ({status})")
                continue
            w.buf += chunk
            *lines, w.buf = w.buf.split(b"\n")
            for raw in lines:
                line = raw.decode(errors="replace")
                if line.startswith("test\t"):
                    _, i, point, check = line.split("\t", 3)
                    w.last = (int(i), point, check)
                elif line.startswith("done\t"):
                    _, case, records, seconds = line.split("\t")
                    w.case = None
                    progress.case_done(case, "complete", int(records), float(seconds),
                                       queue + busy_cases())
                    feed(w)
                elif line.startswith("unknown "):
                    raise SystemExit(f"survey: the binary has no case '{line[8:]}'")
        now = time.monotonic()
        for w in list(workers):
            if w.case and now - w.started > args.case_timeout:
                w.proc.kill()
                retire(w, "timeout", lambda status: f"ran past the case timeout of "
                       f"{args.case_timeout:g}s (killed: {status})")


# ----------------------------------------------------------------- the driver
def git(root, *a):
    try:
        return subprocess.run(["git", "-C", root, *a], capture_output=True, check=True
                              ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None


def tree_state(root):
    """"clean", or "dirty:<sha of the diff>" so two dirty states differ."""
    diff = git(root, "diff", "HEAD", "--binary")
    untracked = git(root, "ls-files", "--others", "--exclude-standard")
    if diff is None:
        return "unknown"
    if not diff and not untracked:
        return "clean"
    return "dirty:" + hashlib.sha256(diff + (untracked or b"")).hexdigest()[:12]


def first_line(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "not found"


def bazel_version():
    """Bazel's version; Debian's bazel-bootstrap says "no_version", so its
    package version then."""
    line = first_line(["bazel", "--version"])
    if "no_version" in line:
        pkg = first_line(["dpkg-query", "-W", "-f=${Version}", "bazel-bootstrap"])
        if pkg != "not found":
            return f"bazel-bootstrap {pkg} (Debian)"
    return line


def machine():
    model, flags = "unknown", []
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name") and model == "unknown":
                model = line.split(":", 1)[1].strip()
            if line.startswith("flags") and not flags:
                have = set(line.split(":", 1)[1].split())
                flags = [f for f in ("sse4_2", "avx", "avx2", "fma", "avx512f", "avx512_bf16",
                                     "amx_tile") if f in have]
    except OSError:
        pass
    return {"cpu": model, "cpu_flags": flags, "cores": os.cpu_count(),
            "os": platform.platform()}


def describe_key_change(old, fields):
    """Which of the key's fields differ from a case file's key."""
    try:
        old = json.loads(old or "{}")
    except json.JSONDecodeError:
        old = {}
    changed = [k for k in sorted(fields) if old.get(k) != fields[k]]
    return "another " + ", ".join(changed) if changed else "another key"


def merge(state, cases, key, force):
    """Every case's records, or SystemExit naming what is missing or mixed."""
    missing, mixed, merged = [], [], {}
    for case in cases:
        path = os.path.join(state, case + ".jsonl")
        if not os.path.exists(path):
            missing.append(case)
            continue
        header, records, done = read_case_file(path)
        if done is None:
            missing.append(case)
            continue
        if header.get("key") != key:
            mixed.append(case)
        merged[case] = (header, records, done)
    problems = []
    if missing:
        problems.append(f"{len(missing)} of {len(cases)} cases missing "
                        f"(e.g. {', '.join(missing[:3])})")
    if mixed:
        problems.append(f"{len(mixed)} cases from another revision, pin or environment "
                        f"(e.g. {', '.join(mixed[:3])})")
    if problems and not force:
        raise SystemExit("survey: refusing to merge: " + "; ".join(problems) +
                         " (rerun to complete, or --force)")
    return merged, problems


# conformance/python_paths.py's statuses as the snapshot's; its paths by name
# ("eager" there is the Python call of kornia_cpp against the C++ output,
# "errors" the class of its refusals against Kornia's: python-eager and
# python-errors beside the C++ checks of those names).
PYTHON_STATUS = {"ok": "ok", "known": "known-failure", "mismatch": "mismatch", "fail": "fail",
                 "n/a": "n/a"}
PYTHON_PATH = {"eager": "python-eager", "errors": "python-errors"}


def current_shards(found):
    """`found` ((path, data) pairs) less the outputs of a test's earlier shard
    layouts: bazel-testlogs keeps shard_<i>_of_<n> folders of every shard
    count a test ever ran with, so per test folder only the shard count whose
    newest output is the newest stays (the layout the last run used)."""
    import re
    shard = [re.search(r"^(.*)/shard_\d+_of_(\d+)/", path) for path, _ in found]
    layouts = {}  # test folder -> shard count -> newest mtime
    for (path, _), m in zip(found, shard):
        if m:
            counts = layouts.setdefault(m.group(1), {})
            counts[m.group(2)] = max(counts.get(m.group(2), 0), os.path.getmtime(path))
    current = {test: max(counts, key=counts.get) for test, counts in layouts.items()}
    kept = [item for item, m in zip(found, shard)
            if m is None or current[m.group(1)] == m.group(2)]
    return kept


def python_results(folder):
    """The records of every python_paths.json under `folder` (or in an
    outputs.zip there, as `bazel test` keeps a test's undeclared outputs), as
    snapshot records; and per file its torch, pin, sample and seconds."""
    import zipfile
    found = []
    for base, _, files in sorted(os.walk(folder)):
        for f in sorted(files):
            path = os.path.join(base, f)
            if f == "python_paths.json":
                found.append((path, json.load(open(path))))
            elif f == "outputs.zip":
                with zipfile.ZipFile(path) as z:
                    if "python_paths.json" in z.namelist():
                        found.append((path, json.loads(z.read("python_paths.json"))))
    found = current_shards(found)
    records, runs = [], []
    for path, data in found:
        runs.append({"file": os.path.relpath(path, folder), "torch": data["torch"],
                     "pin": data["pin"], "sampled": data["sampled"], "seconds": data["seconds"]})
        for x in data["results"]:
            r = {"case": x["op"], "point": x["variant"], "dtype": x["dtype"],
                 "check": PYTHON_PATH.get(x["path"], x["path"]),
                 "status": PYTHON_STATUS[x["status"]], "ms": round(1000 * x.get("seconds", 0), 1)}
            if r["status"] != "ok":
                r["reason"] = x["detail"] if r["status"] == "n/a" else x["path"]
                if r["status"] != "n/a":
                    r["error"] = x["detail"]
            records.append(r)
    return records, runs


def summarize(records):
    """Per path (check): records by status; per case: clean or not."""
    paths = {}
    for r in records:
        p = paths.setdefault(r["check"], {s: 0 for s in STATUSES})
        p[status_kind(r["status"])] += 1
    for p in paths.values():
        judged = sum(p.values()) - p["n/a"]
        p["judged"] = judged
        p["pass_percent"] = round(100.0 * (p["ok"] + p["ok-breaks"]) / judged, 2) if judged else 0.0
    return paths


def print_table(snapshot, out=sys.stdout):
    cases = snapshot["cases"]
    by_case = {}
    for r in snapshot["records"]:
        if r["status"] == "n/a":
            continue
        c = by_case.setdefault(r["case"], {})
        cnt = c.setdefault(r["check"], [0, 0])
        cnt[0] += status_kind(r["status"]) in ("ok", "ok-breaks", "known-failure")
        cnt[1] += 1
    out.write(f"{'case':28}{'package':14}{'records':>8}  checks (passed or known / judged)\n")
    for name in sorted(cases):
        checks = by_case.get(name, {})
        total = sum(n for _, n in checks.values())
        bad = any(ok != n for ok, n in checks.values()) or cases[name]["outcome"] != "complete"
        text = "  ".join(f"{k} {ok}/{n}" for k, (ok, n) in checks.items())
        flag = cases[name]["outcome"].upper() if cases[name]["outcome"] != "complete" else (
            "FAIL" if bad else "ok")
        out.write(f"{name:28}{cases[name]['package']:14}{total:>8}  {flag:8}{text}\n")
    out.write("\npath          judged       ok    known  mismatch   fail  crashed  timeout  pass%    n/a\n")
    for path, p in sorted(snapshot["header"]["paths"].items()):
        out.write(f"{path:12}{p['judged']:>8}{p['ok']:>9}{p['known-failure']:>9}{p['mismatch']:>10}"
                  f"{p['fail']:>7}{p['crashed']:>9}{p['timeout']:>9}{p['pass_percent']:>7.2f}{p['n/a']:>7}\n")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", required=True, help="survey_main")
    ap.add_argument("--out", required=True, help="the snapshot's path (JSON)")
    ap.add_argument("--page", help="the page's path (default: OUT with .html)")
    ap.add_argument("--root", default=os.getcwd(), help="the workspace (goldens, git)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--threads", type=int, default=None,
                    help="intra-op threads per worker (default 1 with more than one job)")
    ap.add_argument("--sample", type=int, default=1, help="every N-th point")
    ap.add_argument("--case-timeout", type=float, default=1200.0, help="seconds per case")
    ap.add_argument("--cases", help="only these cases (comma-separated)")
    ap.add_argument("--fresh", action="store_true", help="discard finished cases first")
    ap.add_argument("--force", action="store_true", help="merge an incomplete or mixed set")
    ap.add_argument("--merge-only", action="store_true", help="judge nothing; merge what is there")
    ap.add_argument("--commit", default=None)
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--python-results", default=None,
                    help="a folder with conformance/python_paths.py results (python_paths.json, "
                         "or Bazel's outputs.zip holding one): their records join as the "
                         "Python paths")
    args = ap.parse_args(argv)
    if args.threads is None:
        args.threads = 1 if args.jobs > 1 else 0
    binary = os.path.abspath(args.binary)
    env = dict(os.environ, BUILD_WORKSPACE_DIRECTORY=os.path.abspath(args.root))
    wall0 = time.monotonic()

    described = json.loads(subprocess.run([binary, "--describe"], capture_output=True, text=True,
                                          env=env, check=True).stdout)
    listed = subprocess.run([binary, "--list"], capture_output=True, text=True, env=env,
                            check=True).stdout.splitlines()
    packages = dict(line.split("\t", 1) for line in listed if line)
    cases = sorted(packages)
    if args.cases:
        wanted = args.cases.split(",")
        unknown = [c for c in wanted if c not in packages]
        if unknown:
            raise SystemExit(f"survey: --cases names unknown cases: {', '.join(unknown)}")
        cases = sorted(wanted)
    commit = args.commit or (git(args.root, "rev-parse", "--short", "HEAD") or b"unknown"
                             ).decode().strip()
    key_fields = {"commit": commit, "tree": tree_state(args.root),
                  "torch_pin": described["torch_pin"], "numeric_env": described["numeric_env"],
                  "sample": args.sample}
    key = json.dumps(key_fields, sort_keys=True)

    out = os.path.abspath(args.out)
    stem = out[:-5] if out.endswith(".json") else out
    state = stem + ".cases"
    timings_path = stem + ".timings.json"
    os.makedirs(state, exist_ok=True)
    if not args.merge_only:
        # Keep a finished case only when its header carries this run's key.
        stale, interrupted = {}, []
        for f in sorted(os.listdir(state)):
            path = os.path.join(state, f)
            if f.endswith((".partial", ".tmp")):
                interrupted.append(f.rsplit(".", 1)[0])
                os.remove(path)
            elif f.endswith(".jsonl"):
                header = read_header(path)
                if args.fresh or header.get("key") != key:
                    why = "--fresh" if args.fresh else describe_key_change(header.get("key"),
                                                                           key_fields)
                    stale[why] = stale.get(why, 0) + 1
                    os.remove(path)
        for why, n in stale.items():
            print(f"survey: discarding {n} finished cases ({why})", file=sys.stderr)
        for case in interrupted:
            print(f"survey: rerunning the interrupted case {case}", file=sys.stderr)
    finished = {f[:-6] for f in os.listdir(state) if f.endswith(".jsonl")}
    todo = [c for c in cases if c not in finished]
    if finished & set(cases) and todo and not args.merge_only:
        print(f"survey: resuming: {len(set(cases) & finished)} of {len(cases)} cases already "
              f"judged at this key", file=sys.stderr)
    timings = json.load(open(timings_path)) if os.path.exists(timings_path) else {}
    todo.sort(key=lambda c: (-timings.get(c, 1e9), c))  # longest first; unknown ones first

    progress = Progress(len(todo), {c: timings[c] for c in todo if c in timings}, args.jobs,
                        enabled=not args.no_progress)
    if args.merge_only:
        todo = []
    if todo:
        run_pool(binary, todo, state, key, args, env, progress)

    merged, problems = merge(state, cases, key, args.force)
    records, cases_meta, judging = [], {}, 0.0
    for case in cases:
        if case not in merged:
            continue
        header, recs, done = merged[case]
        judging += done.get("seconds", 0.0)
        cases_meta[case] = {"package": header.get("package") or packages.get(case, ""),
                            "kornia": header.get("kornia", ""),
                            "checks": header.get("checks", []),
                            "points": header.get("points", 0),
                            "tests": header.get("tests", 0),
                            "seconds": round(done.get("seconds", 0.0), 2),
                            "outcome": done.get("outcome", "complete")}
        if done.get("outcome", "complete") == "complete":
            timings[case] = done.get("seconds", 0.0)
        records += [finish_record(r) for r in recs]
    with open(timings_path, "w") as f:
        json.dump(timings, f, sort_keys=True, indent=1)
    python_runs = []
    if args.python_results:
        python_records, python_runs = python_results(args.python_results)
        records += python_records
    wall = time.monotonic() - wall0
    failures = sum(r["status"] in BAD for r in records)
    header = {
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "commit": commit, "tree": key_fields["tree"],
        "torch_pin": described["torch_pin"], "numeric_env": described["numeric_env"],
        "machine": machine(),
        "tools": {"python": platform.python_version(), "bazel": bazel_version(),
                  "compiler": first_line(["c++", "--version"]), "git": first_line(["git", "--version"]),
                  "libtorch": described["torch_pin"]},
        "sample": args.sample, "workers": args.jobs,
        "seconds": round(wall, 1), "judging_seconds": round(judging, 1),
        "records": len(records), "failures": failures, "cases": len(cases_meta),
        "not_applicable": sum(r["status"] == "n/a" for r in records),
        "incomplete": problems,
        "paths": summarize(records),
        "kornia_ratios": KORNIA_RATIOS,
        "python": python_runs,
    }
    snapshot = {"header": header, "cases": cases_meta, "records": records}
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(snapshot, f, sort_keys=True, indent=2)
        f.write("\n")
    os.replace(tmp, out)
    page = args.page or stem + ".html"
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import survey_page  # noqa: E402 (next to this file)
    survey_page.write_page(snapshot, page)
    print_table(snapshot)
    judged = len(records) - header["not_applicable"]
    rate = judged / judging if judging else 0.0
    print(f"\nnumeric environment: {described['numeric_env']}")
    print(f"{len(records)} records ({judged} judged, {header['not_applicable']} n/a), "
          f"{failures} failed, {wall:.1f} s on {args.jobs} workers ({judging:.1f} s of judging, "
          f"{rate:.1f} judged records/s/core); report: {out}; page: {page}")
    return 0 if failures == 0 and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
