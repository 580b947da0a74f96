"""Boot script run by PyScript once Pyodide is up and pygame_rules is installed.

It only hands the engine's page API (pygame_rules.bridge, JSON text in and out) to JavaScript:
the page itself lives in app.js / embed.js, which wait for the "railtable:bridge" event and set
<html data-ready> once they take input.  Keeping the glue this thin keeps all logic testable:
the bridge under pytest in CPython, the page under Playwright.
"""

from js import CustomEvent, Object, document, window  # main thread: the real DOM
from pyodide.ffi import create_proxy

import pygame_rules  # installed from ./pyodide/pyodide-lock.json before this file runs
from pygame_rules import bridge

api = Object.new()
for name in bridge.PAGE_CALLS:
    # create_proxy keeps each function alive for the page's lifetime (no per-call proxies).
    setattr(api, name, create_proxy(getattr(bridge, name)))
window.railTableBridge = api

# Markup-independent hook the e2e tests read.
document.documentElement.dataset.engineVersion = pygame_rules.__version__
window.dispatchEvent(CustomEvent.new("railtable:bridge"))
