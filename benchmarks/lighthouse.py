"""Lighthouse on the home page, first visit, served with gzip as a static host serves it (issue 23).

    .venv/bin/python benchmarks/lighthouse.py [--before DIR] [--site LABEL=DIR ...] [--runs N]
                                              [--preset desktop|mobile] [--save DIR]

Each site folder (default: after=site/, this work tree's build) is served by tools/serve.py --gzip on
its own port, and Lighthouse (web/node_modules, an npm dev dependency pinned in package-lock.json;
nothing of it is shipped) runs Debian's Chromium headless on it with the flags the browser tests use.
Every run is a first visit: Lighthouse starts from an empty cache and empty storage.  Sites and presets
are interleaved, so a before/after pair shares the machine's load.

Prints, per site and preset, the median of the runs: the performance, accessibility and SEO scores,
first and largest contentful paint, total blocking time, layout shift, and the bytes transferred
(Lighthouse's total byte weight, compressed as sent); then the SEO and accessibility audits that
failed, if any, and whether the goals hold:
    performance >= 0.90 desktop, >= 0.75 mobile; accessibility 1.0; SEO >= 0.95; transfer <= 7 MB.

It also prints where the blocking time came from (Lighthouse's long tasks, by script, each task's time
beyond 50 ms, per run), and the machine's load average before and after: Lighthouse's desktop preset
does not slow the CPU down, so on a busy machine every task is longer and the score lower.

Nothing here is asserted: tests assert behaviour, this script reports speed.  To compare with main,
build it elsewhere (`git worktree add /tmp/main main && cd /tmp/main && ./dev build`) and pass
--before /tmp/main/site (short for --site before=/tmp/main/site --site after=site): before and after
are then measured in the same run, interleaved, and the last table gives the differences.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script (python benchmarks/lighthouse.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from tools import serve  # noqa: E402
from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the browser tests' Chromium and flags)

LIGHTHOUSE = ROOT / "web" / "node_modules" / "lighthouse" / "cli" / "index.js"
GOALS = {"performance": {"desktop": 0.90, "mobile": 0.75}, "accessibility": 1.0, "seo": 0.95}
MAX_TRANSFER = 7 * 10**6  # bytes
METRICS = {  # audit id -> (column, unit divisor, format)
    "first-contentful-paint": ("FCP s", 1000, "{:.1f}"),
    "largest-contentful-paint": ("LCP s", 1000, "{:.1f}"),
    "total-blocking-time": ("TBT ms", 1, "{:,.0f}"),
    "cumulative-layout-shift": ("CLS", 1, "{:.3f}"),
    "total-byte-weight": ("transfer MB", 10**6, "{:.2f}"),
}


def lighthouse(url: str, preset: str) -> dict:
    """One Lighthouse run (first visit) of ``url``; returns the JSON report."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = ["node", str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={report}",
               "--only-categories=performance,accessibility,seo",
               f"--chrome-flags=--headless=new {' '.join(CHROMIUM_ARGS)}", "--max-wait-for-load=90000"]
        if preset == "desktop":
            cmd.append("--preset=desktop")
        env = {**os.environ, "CHROME_PATH": CHROMIUM, "TMPDIR": tmp}
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if proc.returncode or not report.exists():
            raise SystemExit(f"lighthouse failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
        return json.loads(report.read_text())


def figures(report: dict) -> dict:
    out = {name: report["categories"][name]["score"] for name in ("performance", "accessibility", "seo")}
    for audit in METRICS:
        out[audit] = report["audits"][audit]["numericValue"]
    # Blocking time by script: each long task's time beyond 50 ms (as Lighthouse lists them: simulated
    # on a slowed-down CPU for mobile), named by its file ("Unattributable": the browser's own work).
    blocking: dict[str, float] = {}
    for task in (report["audits"].get("long-tasks", {}).get("details") or {}).get("items", []):
        name = task["url"].rsplit("/", 1)[-1] or "index.html"
        blocking[name] = blocking.get(name, 0.0) + max(0.0, task["duration"] - 50)
    out["blocking"] = blocking
    # What cost points in the categories that must be (nearly) perfect: named, so it can be fixed.
    out["failed"] = sorted(
        ref["id"] for name in ("accessibility", "seo") for ref in report["categories"][name]["auditRefs"]
        if ref["weight"] and report["audits"][ref["id"]]["score"] not in (None, 1))
    return out


def serve_site(folder: Path) -> str:
    server = serve.make_server(str(folder), 0, "/", quiet=True, gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def goals_met(preset: str, row: dict) -> list[str]:
    missed = []
    if row["performance"] < GOALS["performance"][preset]:
        missed.append(f"performance {row['performance']:.2f} < {GOALS['performance'][preset]}")
    for name in ("accessibility", "seo"):
        if row[name] < GOALS[name]:
            missed.append(f"{name} {row[name]:.2f} < {GOALS[name]}")
    if row["total-byte-weight"] > MAX_TRANSFER:
        missed.append(f"transfer {row['total-byte-weight'] / 1e6:.2f} MB > 7 MB")
    return missed


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", action="append", metavar="LABEL=DIR", help="a built site (default after=site)")
    ap.add_argument("--runs", type=int, default=3, help="runs per site and preset (median shown)")
    ap.add_argument("--preset", choices=["desktop", "mobile"], action="append", help="default: both")
    ap.add_argument("--before", metavar="DIR", help="another build (main's) to measure first: before/after")
    ap.add_argument("--save", type=Path, metavar="DIR", help="keep every Lighthouse report (JSON) here")
    args = ap.parse_args(argv)
    sites = dict(s.split("=", 1) for s in args.site or [f"after={ROOT / 'site'}"])
    if args.before:
        sites = {"before": args.before, **sites}
    presets = args.preset or ["desktop", "mobile"]
    for label, folder in sites.items():
        if not (Path(folder) / "index.html").exists():
            raise SystemExit(f"{label}: {folder}/index.html missing: build first (./dev build)")
    urls = {label: serve_site(Path(folder)) for label, folder in sites.items()}
    runs: dict[tuple[str, str], list[dict]] = {(s, p): [] for s in sites for p in presets}
    load_before = os.getloadavg()
    for n in range(args.runs):
        for preset in presets:
            for label in sites:  # interleaved: a before/after pair shares the machine's load
                report = lighthouse(urls[label], preset)
                if args.save:
                    args.save.mkdir(parents=True, exist_ok=True)
                    (args.save / f"{label}-{preset}-{n + 1}.json").write_text(json.dumps(report))
                runs[label, preset].append(figures(report))
                print(f"run {n + 1}/{args.runs} {label} {preset}: performance "
                      f"{runs[label, preset][-1]['performance']:.2f}", file=sys.stderr, flush=True)
    load_after = os.getloadavg()
    head = ["site", "preset", "perf", "a11y", "SEO", *(c for c, _, _ in METRICS.values())]
    print(f"Lighthouse (npm), home page, first visit, gzip, median of {args.runs}; Chromium {CHROMIUM}")
    print(f"load average (1, 5, 15 min) before {', '.join(f'{x:.1f}' for x in load_before)}; "
          f"after {', '.join(f'{x:.1f}' for x in load_after)}; {os.cpu_count()} CPUs")
    print(" | ".join(head))
    medians: dict[tuple[str, str], dict] = {}
    for (label, preset), rows in runs.items():
        med = {k: statistics.median(r[k] for r in rows) for k in rows[0] if k not in ("failed", "blocking")}
        medians[label, preset] = med
        cells = [label, preset, f"{med['performance']:.2f}", f"{med['accessibility']:.2f}", f"{med['seo']:.2f}",
                 *(fmt.format(med[a] / div) for a, (_, div, fmt) in METRICS.items())]
        print(" | ".join(cells))
        failed = sorted({f for r in rows for f in r["failed"]})
        if failed:
            print(f"    failed audits: {', '.join(failed)}")
        missed = goals_met(preset, med)
        print(f"    goals: {'met' if not missed else 'NOT met: ' + '; '.join(missed)}")
        sources: dict[str, float] = {}
        for r in rows:
            for name, ms in r["blocking"].items():
                sources[name] = sources.get(name, 0.0) + ms / len(rows)
        top = sorted(sources.items(), key=lambda kv: -kv[1])[:6]
        print(f"    blocking by script (ms per run): {', '.join(f'{n} {ms:.0f}' for n, ms in top) or 'none'}")
    if "before" in sites and len(sites) > 1:
        after = next(label for label in sites if label != "before")
        print(f"{after} - before (medians):")
        for preset in presets:
            b, a = medians["before", preset], medians[after, preset]
            print(f"  {preset}: performance {a['performance'] - b['performance']:+.2f}, "
                  f"TBT {a['total-blocking-time'] - b['total-blocking-time']:+,.0f} ms, "
                  f"LCP {(a['largest-contentful-paint'] - b['largest-contentful-paint']) / 1000:+.2f} s, "
                  f"FCP {(a['first-contentful-paint'] - b['first-contentful-paint']) / 1000:+.2f} s, "
                  f"transfer {(a['total-byte-weight'] - b['total-byte-weight']) / 1e6:+.2f} MB")


if __name__ == "__main__":
    main()
