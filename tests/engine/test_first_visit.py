"""A light first visit and a deploy of only what passed (issue 23): what the home page's <head> asks
for before it is painted, its description for search engines, and the Pages workflow's order."""

from __future__ import annotations

import re
from pathlib import Path

from pygame_rules import i18n

ROOT = Path(__file__).resolve().parents[2]
INDEX = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")


def test_the_home_page_asks_for_no_runtime_file_before_it_is_painted():
    head = INDEX.split("</head>", 1)[0]
    assert "pyodide/" not in head and "pyscript/core.js" not in head  # no preload, no PyScript tag
    assert '<script type="module" src="./js/runtime.js"></script>' in head
    runtime = (ROOT / "web" / "js" / "runtime.js").read_text(encoding="utf-8")
    assert 'addEventListener("load"' in runtime and 'import { startEngine } from "./engine.js"' in runtime
    engine = (ROOT / "web" / "js" / "engine.js").read_text(encoding="utf-8")
    assert 'import(url("../pyscript/core.js"))' in engine  # PyScript is fetched only when the engine starts


def test_the_home_page_describes_itself_in_both_languages():
    meta = re.search(r'<meta name="description" data-i18n-attr="content:(app\.description)"\s+content="([^"]+)">',
                     INDEX)
    assert meta, "index.html lost its meta description"
    catalogues = {lang: i18n.catalogue(lang) for lang in ("en", "de")}
    assert meta.group(2) == catalogues["en"][meta.group(1)]
    assert 50 <= len(catalogues["de"][meta.group(1)]) <= 200  # what search engines show of it


def job(name: str) -> str:
    """The text of one job of pages.yml (up to the next job at the same indentation)."""
    match = re.search(rf"^  {name}:\n(.*?)(?=^  \w[\w-]*:\n|\Z)", WORKFLOW, re.S | re.M)
    assert match, f"pages.yml has no job {name}"
    return match.group(1)


def test_pages_deploys_only_after_the_tests_pass_in_the_same_workflow():
    test = job("test")
    assert "run: bash .ci/run" in test  # the very command CI runs: Chromium, then ./dev test
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "exec ./dev test" in ci
    assert re.search(r"^    needs: test$", job("build"), re.M)
    needs = re.search(r"^    needs: \[(.*)\]$", job("deploy"), re.M)
    assert needs and "test" in [n.strip() for n in needs.group(1).split(",")]
    assert "if:" not in job("deploy")  # no condition that could let it run after a failed test


def test_the_benchmarks_server_compresses_the_home_page_as_a_static_host_does(tmp_path):
    # tools/serve.py --gzip (benchmarks/lighthouse.py): the first request of a visit is the folder itself
    # ("/"), which GitHub Pages sends compressed like any page; it went out plain, 40 KB instead of 12.
    import gzip
    import threading
    import urllib.request

    from tools import serve

    page = ("<!doctype html><title>x</title>" + "words " * 2000).encode()
    (tmp_path / "index.html").write_bytes(page)
    server = serve.make_server(str(tmp_path), 0, "/", quiet=True, gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for path in ("/", "/index.html"):
            request = urllib.request.Request(f"http://127.0.0.1:{server.server_address[1]}{path}",
                                             headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(request) as answer:
                assert answer.headers["Content-Encoding"] == "gzip", path
                assert answer.headers["Content-Type"].startswith("text/html")
                assert gzip.decompress(answer.read()) == page
    finally:
        server.shutdown()
        server.server_close()
