"""Browser test fixtures: built site/ served locally, Debian's Chromium driven by Playwright.

Plain Playwright sync API (no pytest-playwright plugin). The site must already be built:
`./dev test` builds it before running pytest.

Fixtures
    site_url      http://127.0.0.1:PORT/             site/ at the server root
    subpath_url   http://127.0.0.1:PORT/rail-table/  site/ under a sub-path, like GitHub Pages
    page          a fresh page (own context, cold cache) that blocks and reports any request
                  leaving our local servers
    browser_log   what that page did: requests, console messages, page errors
    wait_ready    wait_ready(page): wait for <html data-ready> (set once the engine's worker answers), fail fast on a
                  PyScript error box. A fixture, not an import: `from conftest import ...` is
                  ambiguous once tests/ has a conftest.py too.
    deploy        a Deploy: its own copy of site/ under /rail-table/ on a second local server whose
                  folder a test can swap (a new deploy) or take down (no network at all)
    sw_context    a context that ALLOWS service workers (offline tests), with the same guard
    host_pages    a second local server (other origins: http://localhost:PORT/, http://127.0.0.1:PORT/)
                  for pages that embed the site (tests write them with host_pages.put)
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import posixpath
import re
import shutil
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, sync_playwright

from tools import serve  # same server as `./dev serve`
from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # test_offline.py takes them from here too

ROOT = Path(__file__).resolve().parent.parent
# Inside test_devices.py's network namespace the devices' candidates are plain addresses, not mDNS names:
# resolving an mDNS name there (multicast looped back over a veth pair) now and then never finished, and a
# connection stayed "connecting".  The codes' mDNS names are covered by web/tests/codec.test.js.  The flag
# replaces Playwright's own --disable-features list (Chromium keeps the last), so that list's features
# the page could notice are named again.
NETNS_ARGS = (["--disable-features=WebRtcHideLocalIpsWithMdns,PaintHolding,HttpsUpgrades,"
               "HttpsFirstBalancedModeAutoEnable,ThirdPartyStoragePartitioning,AvoidUnnecessaryBeforeUnloadCheckSync"]
              if os.environ.get("RAIL_TABLE_NETNS") == "1" else [])
SITE = ROOT / "site"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"  # gitignored

# Pyodide cold start (14 MB, wasm compile) takes 5-30 s on a 2-core machine; be generous.
READY_TIMEOUT_MS = int(os.environ.get("E2E_READY_TIMEOUT_MS", "120000"))

_local_origins: set[str] = set()  # every server started here; anything else is off-origin


def _serve(prefix: str):
    if not (SITE / "index.html").exists():
        pytest.fail(f"{SITE}/index.html missing: build first (./dev build or ./dev test)")
    server = serve.make_server(str(SITE), 0, prefix, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    _local_origins.add(f"http://{host}:{port}")
    return server, f"http://{host}:{port}{posixpath.join('/', prefix.strip('/'), '')}"


@pytest.fixture(scope="session")
def site_url():
    server, url = _serve("/")
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def subpath_url():
    server, url = _serve("/rail-table/")
    yield url
    server.shutdown()


class Deploy:
    """What the second server publishes: a folder (swap it for a new deploy) or nothing (down)."""

    def __init__(self, root: Path) -> None:
        self.root = root  # tmp folder holding the published copies
        self.folder: Path | None = None
        self.down = False
        self.url = ""

    def publish(self, folder: Path) -> None:
        self.folder, self.down = folder, False

    def copy_site(self, name: str) -> Path:
        dest = self.root / name
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(SITE, dest)
        return dest


@pytest.fixture(scope="session")
def _deploy_server(tmp_path_factory):
    if not (SITE / "index.html").exists():
        pytest.fail(f"{SITE}/index.html missing: build first (./dev build or ./dev test)")
    deploy = Deploy(tmp_path_factory.mktemp("deploys"))

    class DeployHandler(serve.Handler):
        prefix, quiet = "/rail-table/", True

        def __init__(self, *args, **kw):
            super().__init__(*args, directory=str(deploy.folder), **kw)

        def send_head(self):
            if deploy.down or deploy.folder is None:
                self.send_error(503, "down")  # as if the network were gone
                return None
            return super().send_head()

    server = ThreadingHTTPServer(("127.0.0.1", 0), DeployHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    _local_origins.add(f"http://{host}:{port}")
    deploy.url = f"http://{host}:{port}/rail-table/"
    yield deploy
    server.shutdown()


@pytest.fixture
def deploy(_deploy_server):
    """A fresh copy of site/ published on the deploy server (each test starts from the real build)."""
    _deploy_server.publish(_deploy_server.copy_site("v1"))
    return _deploy_server


class HostPages:
    """A second local web server (another origin) for pages that embed the site, like a teacher's
    lesson page: ``url`` is its origin as http://localhost:PORT/, ``other_url`` the same server as
    http://127.0.0.1:PORT/ (a third origin, e.g. one an embed was not told to trust)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.url = self.other_url = ""

    def put(self, name: str, html: str) -> str:
        (self.root / name).write_text(html, encoding="utf-8")
        return name


@pytest.fixture(scope="session")
def host_pages(tmp_path_factory):
    pages = HostPages(tmp_path_factory.mktemp("host"))
    server = serve.make_server(str(pages.root), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    pages.url, pages.other_url = f"http://localhost:{port}/", f"http://127.0.0.1:{port}/"
    _local_origins.update({pages.url.rstrip("/"), pages.other_url.rstrip("/")})
    yield pages
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        # Playwright can't download its own browsers here; use the distro's Chromium. Without
        # it (e.g. a laptop that ran `playwright install chromium`) use Playwright's default.
        exe = CHROMIUM if Path(CHROMIUM).exists() else None
        b = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS + NETNS_ARGS)
        yield b
        b.close()


@dataclasses.dataclass
class BrowserLog:
    requests: list[str] = dataclasses.field(default_factory=list)
    off_origin: list[str] = dataclasses.field(default_factory=list)
    console: list[str] = dataclasses.field(default_factory=list)  # "type: text", all types
    errors: list[str] = dataclasses.field(default_factory=list)  # console errors + page errors

    def dump(self) -> str:
        return "\n".join(["-- console --", *self.console, "-- page errors / console errors --",
                          *self.errors, "-- off-origin (blocked) --", *self.off_origin,
                          "-- requests --", *self.requests])


@pytest.fixture
def browser_log() -> BrowserLog:
    return BrowserLog()


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True  # in-page resources, no network
    return f"{parts.scheme}://{parts.netloc}" in _local_origins


def _guarded(context, log: BrowserLog):
    """Abort (and note) any request leaving our local servers, from pages and service workers."""
    def guard(route):
        if _is_local(route.request.url):
            route.continue_()
        else:
            log.off_origin.append(route.request.url)
            route.abort("blockedbyclient")

    context.route("**/*", guard)
    return context


def watch(pg: Page, log: BrowserLog) -> Page:
    pg.on("request", lambda r: log.requests.append(f"{r.method} {r.url}"))
    pg.on("console", lambda m: _on_console(log, m))
    pg.on("pageerror", lambda e: log.errors.append(f"pageerror: {e}"))
    return pg


@pytest.fixture
def sw_context(browser, browser_log: BrowserLog):
    """A fresh context where service workers run (the offline tests); pages from context.new_page()
    are not watched: wrap them with watch(page, browser_log) when their log matters."""
    context = _guarded(browser.new_context(service_workers="allow"), browser_log)
    yield context
    context.close()
    if browser_log.off_origin:
        pytest.fail("requests left the local server (blocked):\n  " + "\n  ".join(browser_log.off_origin),
                    pytrace=False)


@pytest.fixture
def page(browser, browser_log: BrowserLog, request):
    # New context per test = cold HTTP cache and empty IndexedDB, like a first visit.
    # Service workers are blocked here (the offline tests use sw_context): a cached site would
    # hide what each test's first visit fetches.
    context = _guarded(browser.new_context(service_workers="block"), browser_log)
    pg = watch(context.new_page(), browser_log)
    yield pg

    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.nodeid)
        with contextlib.suppress(Exception):  # a crashed page must not hide the real failure
            pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
        print(f"\n==== browser log for {request.node.nodeid} ====\n{browser_log.dump()}")
    context.close()
    if browser_log.off_origin:
        pytest.fail("requests left the local server (blocked):\n  "
                    + "\n  ".join(browser_log.off_origin), pytrace=False)


def _on_console(log: BrowserLog, msg) -> None:
    line = f"{msg.type}: {msg.text}"
    log.console.append(line)
    if msg.type == "error":
        log.errors.append(line)


def _wait_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until the page set <html data-ready>; fail at once if PyScript shows an error box."""
    page.wait_for_selector("html[data-ready], .py-error", state="attached", timeout=timeout_ms)
    err = page.locator(".py-error")
    if err.count():
        pytest.fail("PyScript error on page:\n" + "\n".join(err.all_inner_texts()), pytrace=False)


@pytest.fixture
def wait_ready():
    return _wait_ready


def pytest_configure(config):
    # ./dev test runs the browser tests in two workers, then the ones marked "alone" by themselves: a
    # measurement of the page's main thread must not share the machine with a second browser.
    config.addinivalue_line("markers", "alone: measures the page's speed; ./dev test runs it with no other browser")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    # Standard recipe: keep each phase's report on the item so fixtures can see the outcome.
    rep = yield
    setattr(item, f"rep_{rep.when}", rep)
    return rep

