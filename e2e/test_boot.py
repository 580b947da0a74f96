"""The built site boots Python in the browser, offline, from any mount path.

Page contract these tests rely on (keep it when the placeholder UI is replaced):
  <html data-ready="1" data-engine-version="X.Y.Z">  set by main.py once Python is up
  the engine version visible somewhere on the page once ready
  #status                                            loading message while Python boots
"""

import re
import time

import pytest


@pytest.mark.parametrize("where", ["root", "subpath"])
def test_boots_and_shows_engine_version(where, request, page, browser_log, wait_ready):
    import pygame_rules  # the same source tree the site's wheel was built from

    url = request.getfixturevalue("site_url" if where == "root" else "subpath_url")
    t0 = time.monotonic()
    page.goto(url)
    wait_ready(page)
    print(f"\n[{where}] data-ready after {time.monotonic() - t0:.1f} s (cold cache)")

    version = pygame_rules.__version__
    assert page.locator("html").get_attribute("data-engine-version") == version
    assert page.get_by_text(version).first.is_visible()
    assert not page.locator("#status").is_visible()
    assert browser_log.errors == []
    # Every request stayed under the mount path (relative URLs), and Python really came
    # from our local copies (the page fixture separately fails on any off-origin request).
    assert all(r.split(" ", 1)[1].startswith(url) for r in browser_log.requests), browser_log.requests
    fetched = {r.rsplit("/", 1)[1] for r in browser_log.requests}
    assert {"pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"} <= fetched
    assert any(re.fullmatch(r"pygame_rules-.+\.whl", f) for f in fetched), fetched


def test_shows_loading_message_before_python(page, site_url):
    # Hold back the wasm so Python cannot finish booting, and look at what the user sees.
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
    page.goto(site_url)
    status = page.locator("#status")
    assert status.is_visible()
    assert re.search(r"load", status.inner_text(), re.I)
    assert page.locator("html[data-ready]").count() == 0
