"""The Chromium the browser tests, the benchmarks and the stdlib trace drive, and its flags (Debian's
package: Playwright cannot download browsers here)."""

from __future__ import annotations

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
