#!/usr/bin/env python3
"""The survey page in a real browser: Debian's headless Chromium, driven over
the W3C WebDriver protocol (chromedriver, plain HTTP + JSON: no Selenium).

    page_browser_test.py SURVEY_PAGE_PY SURVEY_PY

Types in the search box, toggles filters, opens a details row and checks the
visible cards after each step; saves a screenshot to the test's undeclared
outputs (bazel-testlogs/.../test.outputs/survey_page.png).
"""
import base64
import importlib.util
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.request

PAGE_PY, SURVEY_PY = (os.path.abspath(a) for a in sys.argv[1:3])
del sys.argv[1:3]


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


survey_page = load("survey_page", PAGE_PY)
survey = load("survey", SURVEY_PY)
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # the W3C element reference key


def rec(case, point, dtype, check, status="ok", **kw):
    return dict(case=case, point=point, dtype=dtype, check=check, status=status, ms=1.0, **kw)


def fixture():
    """Three ops: one all ok, one with a fused mismatch, one with a known
    capture failure (a host read with its frame)."""
    records = []
    for point, dtype in (("w33", "float32"), ("w33_f16", "float16")):
        for check in ("capture", "replay", "fused", "golden"):
            records.append(rec("rgb_to_hsv", point, dtype, check))
            status = "mismatch" if (check, dtype) == ("fused", "float16") else "ok"
            extra = ({"reason": "numeric mismatch", "max_abs": 0.5, "max_ulp": 2, "count": 3,
                      "error": "values differ: count=3 max_abs=0.5 max_ulp=2 first=[0]"}
                     if status != "ok" else {})
            records.append(rec("posterize", point, dtype, check, status, **extra))
    # A Python path's pass with graph breaks (`ok-breaks:N`) is a pass.
    records.append(rec("rgb_to_hsv", "w33_breaks", "float32", "capture", "ok-breaks:2", breaks=2))
    # A check that does not apply to a point: counted apart, never a failure.
    records.append(rec("rgb_to_hsv", "large", "float32", "fused", "n/a",
                       reason="input over 4096 elements"))
    records.append(rec("zca_whiten", "fit", "float32", "capture", "known-failure",
                       reason="int from tensor", breaks=1,
                       error="1 host decision(s)\n  aten::item at ops/enhance/zca.cc:80 in ZcaFit",
                       frames=["ops/enhance/zca.cc:80 (ZcaFit)"], known_reason="rank is a host int"))
    records.append(rec("zca_whiten", "fit", "float32", "golden"))
    cases = {
        "rgb_to_hsv": {"package": "color", "kornia": "kornia.color.rgb_to_hsv"},
        "posterize": {"package": "enhance", "kornia": "kornia.enhance.posterize"},
        "zca_whiten": {"package": "enhance", "kornia": "kornia.enhance.zca_whiten"},
    }
    for c in cases.values():
        c.update(checks=["capture", "replay", "fused", "golden"], points=2, tests=8, seconds=1.0,
                 outcome="complete")
    header = {"date": "2026-12-02T00:00:00Z", "commit": "abc1234", "tree": "clean",
              "torch_pin": "2.14.1", "numeric_env": "avx2", "machine": {"cpu": "test", "cores": 2},
              "tools": {"python": "3"}, "workers": 2, "seconds": 1.0, "judging_seconds": 2.0,
              "records": len(records), "failures": 1, "cases": 3, "incomplete": [],
              "paths": survey.summarize(records), "kornia_ratios": survey.KORNIA_RATIOS}
    return {"header": header, "cases": cases, "records": records}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriver:
    def __init__(self, tmp):
        exe = shutil.which("chromedriver") or "/usr/bin/chromedriver"
        browser = shutil.which("chromium") or "/usr/bin/chromium"
        if not (os.path.exists(exe) and os.path.exists(browser)):
            raise SystemExit("page_browser_test: chromium and chromedriver are not installed; "
                             "run ./ci/setup (it installs Debian's chromium and chromium-driver)")
        self.port = free_port()
        env = dict(os.environ, HOME=tmp)
        self.proc = subprocess.Popen([exe, f"--port={self.port}"], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, env=env)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if self.call("GET", "/status")["value"].get("ready"):
                    break
            except (urllib.error.URLError, ConnectionError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("chromedriver did not become ready in 60 s")
            time.sleep(0.2)
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": browser,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1600", f"--user-data-dir={tmp}/profile"]}}}}
        self.session = self.call("POST", "/session", caps)["value"]["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return json.loads(r.read() or b"{}")
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"webdriver {method} {path}: {e.code} {e.read()[:500]!r}") from e

    def s(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)["value"]

    def find(self, css):
        return self.s("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def find_all(self, css):
        return [e[ELEMENT] for e in self.s("POST", "/elements",
                                           {"using": "css selector", "value": css})]

    def click(self, css):
        self.s("POST", f"/element/{self.find(css)}/click", {})

    def type(self, css, text):
        self.s("POST", f"/element/{self.find(css)}/value", {"text": text})

    def clear(self, css):
        self.s("POST", f"/element/{self.find(css)}/clear", {})

    def displayed(self, element):
        return self.s("GET", f"/element/{element}/displayed")

    def attribute(self, element, name):
        return self.s("GET", f"/element/{element}/attribute/{name}")

    def text(self, element):
        return self.s("GET", f"/element/{element}/text")

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.proc.terminate()
            self.proc.wait(timeout=30)


class PageBrowserTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        cls.page = os.path.join(cls.tmp, "survey.html")
        survey_page.write_page(fixture(), cls.page)
        cls.wd = WebDriver(cls.tmp)
        cls.wd.s("POST", "/url", {"url": "file://" + cls.page})

    @classmethod
    def tearDownClass(cls):
        cls.wd.close()
        if not os.environ.get("TEST_TMPDIR"):
            shutil.rmtree(cls.tmp, ignore_errors=True)

    def visible(self):
        return sorted(self.wd.attribute(e, "data-name") for e in self.wd.find_all(".card")
                      if self.wd.displayed(e))

    def reset(self):
        self.wd.clear("#search")
        for box in ("#f-allpass", "#f-failing", "#f-breaks"):
            if self.wd.s("GET", f"/element/{self.wd.find(box)}/selected"):
                self.wd.click(box)
        for select in ("#f-path", "#f-package", "#f-dtype"):
            self.wd.click(f"{select} option[value='']")
        self.assertEqual(self.visible(), ["posterize", "rgb_to_hsv", "zca_whiten"])

    def test_1_search_box(self):
        self.reset()
        self.wd.type("#search", "hsv")
        self.assertEqual(self.visible(), ["rgb_to_hsv"])
        self.wd.clear("#search")
        self.wd.type("#search", "mismatch")  # reasons are searchable too
        self.assertEqual(self.visible(), ["posterize"])
        self.wd.clear("#search")
        self.wd.type("#search", "kornia.enhance")
        self.assertEqual(self.visible(), ["posterize", "zca_whiten"])

    def test_2_filters(self):
        self.reset()
        self.wd.click("#f-allpass")  # rgb_to_hsv's n/a point does not spoil it
        self.assertEqual(self.visible(), ["rgb_to_hsv"])
        badge = self.wd.find("div.card[data-name='rgb_to_hsv'] .badge[data-path='fused']")
        self.assertEqual(self.wd.text(badge), "fused 2/2 (1 n/a)")
        badge = self.wd.find("div.card[data-name='rgb_to_hsv'] .badge[data-path='capture']")
        self.assertEqual(self.wd.text(badge), "capture 3/3")
        self.wd.click("#f-allpass")
        self.wd.click("#f-path option[value='fused']")
        self.assertEqual(self.visible(), ["posterize"])
        self.wd.click("#f-path option[value='']")
        self.wd.click("#f-breaks")
        self.assertEqual(self.visible(), ["rgb_to_hsv", "zca_whiten"])
        self.wd.click("#f-breaks")
        self.wd.click("#f-package option[value='enhance']")
        self.assertEqual(self.visible(), ["posterize", "zca_whiten"])
        self.wd.click("#f-dtype option[value='float16']")
        self.assertEqual(self.visible(), ["posterize"])
        self.wd.click("#f-failing")
        self.assertEqual(self.visible(), ["posterize"])
        count = self.wd.text(self.wd.find("#count"))
        self.assertEqual(count, "1 of 3 ops")

    def test_2b_package_table_keeps_known_limits_apart(self):
        # enhance: posterize has a fused mismatch (a failure), zca_whiten only a
        # known failure (a known limit): 1 of 2 with no failure, 0 all pass.
        rows = self.wd.text(self.wd.find("#package-table")).splitlines()
        self.assertIn("enhance 2 1 0", [" ".join(r.split()[:4]) for r in rows])
        self.assertIn("color 1 1 1", [" ".join(r.split()[:4]) for r in rows])

    def test_3_details_row_and_screenshot(self):
        self.reset()
        card = "div.card[data-name='posterize']"
        details = self.wd.find(f"{card} .details")
        self.assertFalse(self.wd.displayed(details))
        self.wd.click(f"{card} button.toggle")
        self.assertTrue(self.wd.displayed(details))
        rows = [e for e in self.wd.find_all(f"{card} .detail-row") if self.wd.displayed(e)]
        self.assertEqual(len(rows), 1)
        text = self.wd.text(rows[0])
        for part in ("fused", "float16", "mismatch", "numeric mismatch", "max_abs=0.5"):
            self.assertIn(part, text)
        known = self.wd.find("div.card[data-name='zca_whiten'] button.toggle")
        self.wd.s("POST", f"/element/{known}/click", {})
        zca = self.wd.text(self.wd.find("div.card[data-name='zca_whiten'] .details"))
        self.assertIn("ops/enhance/zca.cc:80 (ZcaFit)", zca)
        self.assertIn("known: rank is a host int", zca)
        # The headline table names Kornia's published ratios.
        self.assertIn("compile 97.5%", self.wd.text(self.wd.find("#ratios")))
        png = base64.b64decode(self.wd.s("GET", "/screenshot"))
        self.assertTrue(png.startswith(b"\x89PNG"))
        out = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR", tempfile.gettempdir())
        with open(os.path.join(out, "survey_page.png"), "wb") as f:
            f.write(png)


if __name__ == "__main__":
    import junit  # next to this file: each test case in Bazel's test.xml

    junit.main()
