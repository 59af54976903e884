#!/usr/bin/env python3
"""The survey's page: one self-contained HTML file (no network) from a snapshot.

    tools/survey_page.py SNAPSHOT.json[.gz] PAGE.html

An op card per case with the status of every path (check), a per-package
table, a search box, filters (fails on a path, breaks, all-pass, dtype,
package), a details row per failing or known-failure record (reason, frames,
numbers, error text), the environment header and the headline ratios per path
beside Kornia's published ones. The records that passed are counted, not
listed, so the page stays small at library scale.
"""
import gzip
import html
import json
import sys

GOOD = ("ok", "ok-breaks")


def page_data(snapshot):
    """What the page's script needs: per case its counts per path and the
    records worth reading."""
    cases = {}
    for name, meta in snapshot["cases"].items():
        cases[name] = {"name": name, "package": meta["package"], "kornia": meta.get("kornia", ""),
                       "outcome": meta.get("outcome", "complete"), "seconds": meta.get("seconds", 0),
                       "paths": {c: {} for c in meta.get("checks", [])}, "dtypes": set(),
                       "breaks": 0, "details": []}
    for r in snapshot["records"]:
        c = cases.get(r["case"])
        if c is None:
            continue
        counts = c["paths"].setdefault(r["check"], {})
        kind = "ok-breaks" if r["status"].startswith("ok-breaks") else r["status"]
        counts[kind] = counts.get(kind, 0) + 1
        if r.get("dtype"):
            c["dtypes"].add(r["dtype"])
        c["breaks"] += r.get("breaks", 0)
        if kind not in GOOD and kind != "n/a":
            c["details"].append({k: r[k] for k in ("point", "dtype", "check", "status", "reason",
                                                    "error", "frames", "max_abs", "max_ulp",
                                                    "count", "known_reason", "ms") if k in r})
    out = []
    for c in cases.values():
        c["dtypes"] = sorted(c["dtypes"])
        bad = [p for p, n in c["paths"].items()
               if any(s not in GOOD and s != "known-failure" and s != "n/a" for s in n)]
        c["failing_paths"] = bad
        c["all_pass"] = c["outcome"] == "complete" and all(
            set(n) - {"n/a"} <= set(GOOD) for n in c["paths"].values())
        # Known limits (known-failure records, each with its reason) are not
        # failures: an op whose only non-passing records are known has none.
        c["no_failure"] = c["outcome"] == "complete" and not bad
        out.append(c)
    out.sort(key=lambda c: (c["package"], c["name"]))
    return {"header": snapshot["header"], "cases": out}


def write_page(snapshot, path):
    data = json.dumps(page_data(snapshot), sort_keys=True, separators=(",", ":"))
    data = data.replace("</", "<\\/")  # never closes the script element
    title = html.escape(f"kornia-cpp survey, torch {snapshot['header'].get('torch_pin', '?')}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(TEMPLATE.replace("@TITLE@", title).replace("@DATA@", data))


TEMPLATE = r"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>@TITLE@</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.4em}
table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left}
th{background:#f4f4f4}.num{text-align:right}
#controls{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ccc;z-index:1}
#controls input,#controls select{margin-right:1em}
.card{border:1px solid #ccc;border-radius:6px;padding:.5em .8em;margin:.5em 0}
.card.bad{border-color:#c33}.card.known{border-color:#d9b400}.card .name{font-weight:bold;font-size:1.05em}
.badge{display:inline-block;padding:0 6px;margin:2px;border-radius:4px;font-size:12px}
.b-ok{background:#d7f0d7}.b-known{background:#f3ecc8}.b-bad{background:#f5c6c6}.b-na{background:#eee;color:#777}
.details{display:none;margin-top:.4em}.details.open{display:block}
.details td{vertical-align:top;font-size:12px}.details pre{margin:0;white-space:pre-wrap;max-width:70em}
button{font-size:12px}.muted{color:#777}
</style></head><body>
<h1>@TITLE@</h1>
<div id="env"></div>
<h2>Paths</h2><div id="ratios"></div>
<h2>Packages</h2><div id="packages"></div>
<h2>Ops</h2>
<div id="controls">
<input id="search" type="search" placeholder="search ops, Kornia names, reasons" size="40">
<label>path fails <select id="f-path"><option value="">any</option></select></label>
<label>package <select id="f-package"><option value="">all</option></select></label>
<label>dtype <select id="f-dtype"><option value="">all</option></select></label>
<label><input id="f-allpass" type="checkbox"> all pass</label>
<label><input id="f-failing" type="checkbox"> fails somewhere</label>
<label><input id="f-breaks" type="checkbox"> has breaks</label>
<span id="count" class="muted"></span>
</div>
<div id="cards"></div>
<script id="data" type="application/json">@DATA@</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const H = D.header;
const esc = s => String(s).replace(/[&<>"']/g, c => ({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"}[c]));
const GOOD = ["ok", "ok-breaks"];
function badgeClass(counts) {
  const st = Object.keys(counts).filter(s => s !== "n/a");
  if (st.length === 0) return "b-na";
  if (st.some(s => !GOOD.includes(s) && s !== "known-failure" && s !== "n/a")) return "b-bad";
  if (st.includes("known-failure")) return "b-known";
  return "b-ok";
}
// Judged records (a point a check does not apply to has an n/a record).
function total(counts) { return Object.entries(counts).filter(([s]) => s !== "n/a").reduce((a, [, v]) => a + v, 0); }
// Environment header.
(function () {
  const m = H.machine || {}, t = H.tools || {};
  const rows = [["date", H.date], ["commit", H.commit + " (" + H.tree + ")"], ["torch pin", H.torch_pin],
    ["numeric environment", H.numeric_env], ["machine", (m.cpu || "?") + ", " + (m.cores || "?") +
    " cores, " + (m.cpu_flags || []).join(" ") + ", " + (m.os || "")],
    ["tools", Object.entries(t).map(([k, v]) => k + ": " + v).join("; ")],
    ["run", H.records + " records, " + H.failures + " failed, " + H.cases + " ops, " + H.seconds +
     " s on " + H.workers + " workers (" + H.judging_seconds + " s of judging)"]];
  if ((H.incomplete || []).length) rows.push(["INCOMPLETE", H.incomplete.join("; ")]);
  document.getElementById("env").innerHTML = "<table>" + rows.map(([k, v]) =>
    "<tr><th>" + esc(k) + "</th><td>" + esc(v) + "</td></tr>").join("") + "</table>";
})();
// Headline ratios per path, and Kornia's published ones.
(function () {
  let h = "<table id='ratio-table'><tr><th>path</th><th class=num>records</th><th class=num>ok</th>" +
    "<th class=num>known</th><th class=num>failed</th><th class=num>pass %</th><th class=num>ops all ok</th></tr>";
  const ops = {};
  for (const c of D.cases) for (const [p, n] of Object.entries(c.paths)) {
    ops[p] = ops[p] || [0, 0]; ops[p][1]++;
    if (Object.keys(n).every(s => GOOD.includes(s) || s === "n/a")) ops[p][0]++;
  }
  for (const [p, r] of Object.entries(H.paths || {}).sort()) {
    const failed = r.mismatch + r.fail + r.crashed + r.timeout;
    const o = ops[p] || [0, 0];
    h += "<tr><td>" + esc(p) + "</td><td class=num>" + r.judged + "</td><td class=num>" + r.ok +
      "</td><td class=num>" + r["known-failure"] + "</td><td class=num>" + failed +
      "</td><td class=num>" + r.pass_percent.toFixed(2) + "</td><td class=num>" + o[0] + " / " + o[1] + "</td></tr>";
  }
  h += "</table><p class=muted>Kornia's published survey (1,340 records on 876 ops): " +
    Object.entries(H.kornia_ratios || {}).map(([k, v]) => esc(k) + " " + v + "%").join(", ") +
    ". Our C++ paths are capture (trace without host reads), replay, fused, roundtrip (save/load); " +
    "the Python paths are kornia_cpp's: python-eager (== the C++ output, every point), opcheck, " +
    "compile, export, export-dynamic and onnx (a sample per op; conformance/python_paths.py).</p>";
  document.getElementById("ratios").innerHTML = h;
})();
// Per package.
(function () {
  const pk = {};
  for (const c of D.cases) {
    const p = pk[c.package] = pk[c.package] || {ops: 0, pass: 0, clean: 0, records: 0, failed: 0, known: 0};
    p.ops++; p.pass += c.all_pass ? 1 : 0; p.clean += c.no_failure ? 1 : 0;
    for (const n of Object.values(c.paths)) {
      p.records += total(n); p.known += n["known-failure"] || 0;
      p.failed += (n.mismatch || 0) + (n.fail || 0) + (n.crashed || 0) + (n.timeout || 0);
    }
  }
  let h = "<table id='package-table'><tr><th>package</th><th class=num>ops</th>" +
    "<th class=num>no failure (known limits apart)</th><th class=num>all pass</th>" +
    "<th class=num>records</th><th class=num>known</th><th class=num>failed</th></tr>";
  for (const [name, p] of Object.entries(pk).sort())
    h += "<tr><td>" + esc(name) + "</td><td class=num>" + p.ops + "</td><td class=num>" + p.clean +
      "</td><td class=num>" + p.pass + "</td><td class=num>" + p.records + "</td><td class=num>" + p.known + "</td><td class=num>" + p.failed + "</td></tr>";
  document.getElementById("packages").innerHTML = h + "</table>";
})();
// Cards.
const paths = [...new Set(D.cases.flatMap(c => Object.keys(c.paths)))].sort();
const fill = (id, values) => { const s = document.getElementById(id);
  for (const v of values) { const o = document.createElement("option"); o.value = o.textContent = v; s.appendChild(o); } };
fill("f-path", paths);
fill("f-package", [...new Set(D.cases.map(c => c.package))].sort());
fill("f-dtype", [...new Set(D.cases.flatMap(c => c.dtypes))].sort());
const cardsEl = document.getElementById("cards");
for (const [i, c] of D.cases.entries()) {
  const el = document.createElement("div");
  el.className = "card" + (c.all_pass ? "" : c.failing_paths.length || c.outcome !== "complete" ? " bad" : " known");
  el.dataset.name = c.name;
  let h = "<span class=name>" + esc(c.name) + "</span> <span class=muted>" + esc(c.kornia) + " &middot; " +
    esc(c.package) + " &middot; " + c.seconds + " s" + (c.outcome !== "complete" ? " &middot; <b>" + esc(c.outcome.toUpperCase()) + "</b>" : "") +
    "</span><div>";
  for (const p of paths) {
    const n = c.paths[p];
    if (!n || total(n) === 0) { h += "<span class='badge b-na' data-path='" + p + "'>" + esc(p) + " n/a</span>"; continue; }
    const good = Object.entries(n).filter(([s]) => GOOD.includes(s)).reduce((a, [, v]) => a + v, 0);
    h += "<span class='badge " + badgeClass(n) + "' data-path='" + p + "' title='" +
      esc(JSON.stringify(n)) + "'>" + esc(p) + " " + good + "/" + total(n) +
      (n["n/a"] ? " <span class=muted>(" + n["n/a"] + " n/a)</span>" : "") + "</span>";
  }
  h += "</div><div class=muted>dtypes: " + esc(c.dtypes.join(", ") || "-") + (c.breaks ? " &middot; breaks: " + c.breaks : "") + "</div>";
  if (c.details.length) {
    h += "<button class=toggle data-i='" + i + "'>details (" + c.details.length + ")</button><div class=details><table>" +
      "<tr><th>path</th><th>point</th><th>dtype</th><th>status</th><th>reason</th><th>numbers</th><th>error, frames</th></tr>";
    for (const d of c.details) {
      const nums = ["max_abs", "max_ulp", "count"].filter(k => k in d).map(k => k + "=" + d[k]).join(" ");
      h += "<tr class=detail-row><td>" + esc(d.check) + "</td><td>" + esc(d.point) + "</td><td>" + esc(d.dtype || "") +
        "</td><td>" + esc(d.status) + "</td><td>" + esc(d.reason || "") + (d.known_reason ? "<br><span class=muted>known: " +
        esc(d.known_reason) + "</span>" : "") + "</td><td>" + esc(nums) + "</td><td><pre>" + esc(d.error || "") +
        ((d.frames || []).length ? "\nframes:\n  " + d.frames.map(esc).join("\n  ") : "") + "</pre></td></tr>";
    }
    h += "</table></div>";
  }
  el.innerHTML = h;
  el._case = c;
  el._text = (c.name + " " + c.kornia + " " + c.package + " " + c.details.map(d => d.reason + " " + d.error).join(" ")).toLowerCase();
  cardsEl.appendChild(el);
}
cardsEl.addEventListener("click", e => {
  if (!e.target.classList.contains("toggle")) return;
  e.target.nextElementSibling.classList.toggle("open");
});
function apply() {
  const q = document.getElementById("search").value.trim().toLowerCase();
  const path = document.getElementById("f-path").value, pkg = document.getElementById("f-package").value;
  const dt = document.getElementById("f-dtype").value;
  const allpass = document.getElementById("f-allpass").checked, failing = document.getElementById("f-failing").checked;
  const breaks = document.getElementById("f-breaks").checked;
  let shown = 0;
  for (const el of cardsEl.children) {
    const c = el._case;
    const ok = (!q || q.split(/\s+/).every(w => el._text.includes(w))) &&
      (!path || c.failing_paths.includes(path)) && (!pkg || c.package === pkg) &&
      (!dt || c.dtypes.includes(dt)) && (!allpass || c.all_pass) &&
      (!failing || c.failing_paths.length > 0 || c.outcome !== "complete") && (!breaks || c.breaks > 0);
    el.style.display = ok ? "" : "none";
    shown += ok ? 1 : 0;
  }
  document.getElementById("count").textContent = shown + " of " + D.cases.length + " ops";
}
for (const id of ["search", "f-path", "f-package", "f-dtype", "f-allpass", "f-failing", "f-breaks"])
  for (const ev of ["input", "change"]) document.getElementById(id).addEventListener(ev, apply);
apply();
</script></body></html>
"""


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: survey_page.py SNAPSHOT.json[.gz] PAGE.html")
    opener = gzip.open if sys.argv[1].endswith(".gz") else open
    with opener(sys.argv[1], "rt", encoding="utf-8") as f:
        write_page(json.load(f), sys.argv[2])
