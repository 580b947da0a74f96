"""Boot script run by PyScript once Pyodide is up and pygame_rules is installed.

It only hands the engine's page API (pygame_rules.bridge, JSON text in and out) to JavaScript:
the page itself lives in app.js / embed.js, which wait for the "railtable:bridge" event and set
<html data-ready> once they take input.  Keeping the glue this thin keeps all logic testable:
the bridge under pytest in CPython, the page under Playwright.
"""

from time import perf_counter

from js import CustomEvent, Object, document, window  # main thread: the real DOM
from pyodide.ffi import create_proxy, to_js

import pygame_rules  # installed from ./pyodide/pyodide-lock.json before this file runs
from pygame_rules import bridge

# engine.js's record of where the time goes (benchmarks/bench.py reads it), whichever starts first.
if not hasattr(window, "railTablePerf"):
    window.railTablePerf = to_js({"python": 0, "bridge": 0, "dom": 0}, dict_converter=Object.fromEntries)
perf = window.railTablePerf


def timed(function):
    """The bridge function, adding the time spent in Python to perf.python (ms)."""
    def call(*args):
        start = perf_counter()
        try:
            return function(*args)
        finally:
            perf.python += (perf_counter() - start) * 1000
    return call


api = Object.new()
for name in bridge.PAGE_CALLS:
    # create_proxy keeps each function alive for the page's lifetime (no per-call proxies).
    setattr(api, name, create_proxy(timed(getattr(bridge, name))))
window.railTableBridge = api

# Markup-independent hook the e2e tests read.
document.documentElement.dataset.engineVersion = pygame_rules.__version__
window.dispatchEvent(CustomEvent.new("railtable:bridge"))
