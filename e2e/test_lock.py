"""site/pyodide/pyodide-lock.json is self-consistent: every wheel it lists is shipped beside it,
passes Pyodide's sha256 check and imports. Uses bare Pyodide (no PyScript) so a failure here
points at build.py's lock/wheels rather than at the page."""

import json
from pathlib import Path

SITE = Path(__file__).resolve().parent.parent / "site"

LOAD_ALL = """async () => {
  const here = new URL(".", location.href).href;   // .../pyodide/
  const { loadPyodide } = await import(here + "pyodide.mjs");
  const py = await loadPyodide({ indexURL: here });
  const lock = await (await fetch(here + "pyodide-lock.json")).json();
  const failed = [];
  await py.loadPackage(Object.keys(lock.packages), { errorCallback: (m) => failed.push(m) });
  const imports = Object.values(lock.packages).flatMap((p) => p.imports);
  const versions = py.runPython(`
import importlib, json
json.dumps({m: getattr(importlib.import_module(m), "__version__", "?") for m in ${JSON.stringify(imports)}})
`);
  return { failed, versions: JSON.parse(versions) };
}"""


def test_every_locked_wheel_loads(page, browser_log, site_url):
    lock = json.loads((SITE / "pyodide" / "pyodide-lock.json").read_text())
    assert set(lock["packages"]) == {"micropip", "pygame-rules"}
    for pkg in lock["packages"].values():
        assert (SITE / "pyodide" / pkg["file_name"]).is_file(), pkg["file_name"]

    page.goto(site_url + "pyodide/pyodide-lock.json")  # any same-origin page under pyodide/
    result = page.evaluate(LOAD_ALL)
    assert result["failed"] == []
    assert set(result["versions"]) == {"micropip", "pygame_rules"}
    assert browser_log.errors == []
