"""Boot script run by PyScript once Pyodide is up and pygame_rules is installed.

Placeholder proving the pipeline end to end; the UI replaces the body of index.html and this
file, but should keep setting data-ready (the e2e tests wait for it).
"""

from pyscript import document  # main thread: this is the real DOM, no worker proxy

import pygame_rules  # installed from ./pyodide/pyodide-lock.json before this file runs

document.getElementById("engine-version").textContent = pygame_rules.__version__
document.getElementById("status").hidden = True
document.getElementById("engine").hidden = False
document.documentElement.dataset.ready = "1"  # <html data-ready="1">: "Python is up"
