"""Which standard-library modules the page needs: traced, so the site ships those and no more (issue 23).

    python tools/stdlib_trace.py             # CPython: the modules a session of play imports
    python tools/stdlib_trace.py --write     # ... and in the page's own Pyodide (Chromium), written to
                                             # tools/stdlib_modules.txt, the list build.py ships

The workload (``exercise``) drives pygame_rules.bridge, the page's only door into Python, the way the
pages do: whole games of all four games with a human seat and every bot level (the strongest too), each
move drawn for the acting seat and the public, undo, saves written, inspected and opened again,
replays (the embed and lesson pages), the same again in German for the first moves (the expert level only
there: it searches for seconds a move), and the errors:
refused moves, bad options, hostile save files (tools/hostile_saves.py).  It imports nothing but json
and the bridge, so what it finds is what the engine needs.

In CPython it runs in a fresh interpreter (-I -S: no site, no user paths) and reports every module then
loaded.  In the browser it runs in the built page's Pyodide, after the engine worker's own worker.py, with
Pyodide's complete standard library swapped in; what it reports then also holds what Pyodide and
PyScript import to start, and what a Python error crossing into JavaScript imports (its traceback).
tests/engine/test_stdlib_trace.py fails when a module the CPython trace finds is not shipped.
"""

from __future__ import annotations

import json
import sys

TYPE_CHECKING = False  # not typing's: the traced run imports nothing beyond json
if TYPE_CHECKING:
    from pathlib import Path


def exercise(bridge, hostile: list[str]) -> int:
    """Play through the page's calls (see module docstring); returns how many calls were made."""
    calls = 0

    def ask(name: str, *args) -> dict:
        nonlocal calls
        calls += 1
        return json.loads(getattr(bridge, name)(*args))

    games = ask("games")
    ask("version")
    for lang in ("en", "de"):
        ask("set_language", lang)
        for number, game in enumerate(games):
            bots = sorted(game["bots"], key=lambda b: b != "strong")  # the strongest first
            if lang == "en":  # the expert searches for seconds a move: its first moves (German) only
                bots = [b for b in bots if b != "expert"]
            seats = [{"name": "Ann"}] + [{"name": f"Bot {b}", "bot": b} for b in bots]
            seats = seats[:game["max_players"]]
            options = json.dumps({"players": seats})
            seed = 100 + number + (50 if lang == "de" else 0)
            assert ask("new_game", game["id"], options, seed)["ok"]
            have = None
            # Whole games in English; in German the first moves (the same code, other words).
            for step in range(5000 if lang == "en" else 40):
                table = ask("table")["table"]
                if table["is_over"]:
                    break
                seat = table["current_player"]
                if table["current_is_bot"]:
                    assert ask("bot_step")["ok"]
                    continue
                snap = ask("snapshot", seat, have)
                have = json.dumps({"board": snap["snapshot"].get("board_token"),
                                   "hand": snap["snapshot"].get("hand_token")})
                ask("snapshot", None)
                assert not ask("play", "no such move")["ok"]
                moves = snap["snapshot"]["moves"]
                assert ask("play", moves[step % len(moves)]["move"])["ok"]
                if step % 7 == 3:
                    ask("undo")
            assert lang == "de" or ask("table")["table"]["is_over"], game["id"]
            ask("snapshot", 0)
            ask("snapshot", None)
            save = ask("save")["save"]
            ask("inspect_save", save)
            assert ask("open_save", save)["ok"]
            moves = json.loads(save)["moves"]
            assert ask("replay", game["id"], options, seed, json.dumps(moves[: len(moves) // 2]))["ok"]
            ask("replay", game["id"], options, seed, json.dumps(["not a move"]))
            ask("snapshot", None)
    for bad in (("nope", None, 1), ("last_spike", "{", 1), ("last_spike", '{"players": []}', "x")):
        ask("new_game", *bad)
    for text in hostile:
        ask("inspect_save", text)
        ask("open_save", text)
    return calls


def stdlib_names(modules) -> list[str]:
    """Module names, without the engine's own and the page's glue."""
    own = ("pygame_rules", "__main__", "stdlib_trace", "main")
    return sorted(m for m in modules if m.split(".")[0] not in own)


def trace_cpython() -> list[str]:
    """Run the exercise in a fresh CPython; every module it had loaded at the end."""
    import subprocess

    root = _root()
    hostile = hostile_texts()
    code = ("import sys, json; sys.path[:0] = [sys.argv[1], sys.argv[2]]\n"
            "import stdlib_trace; from pygame_rules import bridge\n"
            "stdlib_trace.exercise(bridge, json.loads(sys.stdin.read()))\n"
            "print(json.dumps(sorted(sys.modules)))")
    proc = subprocess.run([sys.executable, "-I", "-S", "-c", code, str(root), str(root / "tools")],
                          input=json.dumps(hostile), capture_output=True, text=True, check=True)
    return stdlib_names(json.loads(proc.stdout.splitlines()[-1]))


# Appended to the engine worker's own worker.py in the browser trace (the page's Python, then the workload).
BROWSER_TAIL = """
import json as _json, sys as _sys
import js as _js
from pyodide.ffi import create_proxy as _proxy
_trace = {{"__name__": "stdlib_trace"}}
exec({source!r}, _trace)
_trace["exercise"](bridge, _json.loads({hostile!r}))
def _boom():
    raise RuntimeError("a Python error crossing into JavaScript, as a bridge bug would")
_js.Function.new("f", "try {{ f() }} catch (e) {{ return String(e) }}")(_proxy(_boom))
_js.console.log("RT-STDLIB " + _json.dumps(sorted(_sys.modules)))
"""


def trace_browser(site: Path, hostile: list[str]) -> list[str]:
    """Run the exercise in the built page's Pyodide (Chromium), with Pyodide's whole standard library."""
    import shutil
    import tempfile
    import threading
    from pathlib import Path

    from playwright.sync_api import sync_playwright

    from tools import serve
    from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # the browser tests' Chromium and flags

    root = _root()

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "site"
        shutil.copytree(site, copy)
        shutil.copyfile(root / "web" / "node_modules" / "pyodide" / "python_stdlib.zip",
                        copy / "pyodide" / "python_stdlib.zip")
        worker = (copy / "worker.py").read_text(encoding="utf-8")
        tail = BROWSER_TAIL.format(source=Path(__file__).read_text(encoding="utf-8"), hostile=json.dumps(hostile))
        (copy / "worker.py").write_text(worker + tail, encoding="utf-8")
        server = serve.make_server(str(copy), 0, "/", quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        found: list[str] = []
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page(service_workers="block")

                def heard(m) -> None:
                    if m.text.startswith("RT-STDLIB "):
                        found.append(m.text[10:])

                page.on("console", heard)  # the worker's console: on the page, and on the worker itself
                page.on("worker", lambda w: w.on("console", heard) if hasattr(w, "on") else None)
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html")
                for _ in range(1200):  # up to 20 minutes: whole games with the strongest bots
                    if found:
                        break
                    page.wait_for_timeout(1000)
                browser.close()
        finally:
            server.shutdown()
        if not found:
            raise SystemExit("stdlib_trace: the page never reported its modules")
        return stdlib_names(json.loads(found[0]))


def _root() -> Path:
    """The repository (pathlib imported here: the traced run imports nothing beyond json)."""
    from pathlib import Path

    return Path(__file__).resolve().parent.parent


def hostile_texts() -> list[str]:
    from tools.hostile_saves import hostile_saves
    return [text for _, text in hostile_saves(count=60, big=False)]


def list_path() -> Path:
    return _root() / "tools" / "stdlib_modules.txt"

HEADER = """# The standard-library modules the site ships (build.py keeps these in python_stdlib.zip, no more).
# Written by `python tools/stdlib_trace.py --write`: every module loaded after whole games of all four
# games, saves, replays, both languages and errors, in CPython and in the built page's own Pyodide
# (which adds what Pyodide and PyScript import to start).  A name Pyodide's zip lacks is built in.
# tests/engine/test_stdlib_trace.py fails when a module the CPython trace finds is not shipped:
# then run the command again (on a built site) and commit this file.
"""


# micropip is served in the lock beside the engine's wheel (the project's design), and e2e/test_lock.py imports
# every locked wheel; the page itself never imports it, so the traced session does not find what it needs.
# These are the standard-library modules importing micropip 0.11.1 adds beyond the traced list (its wheel
# imported in a bare CPython 3.12, -I -S), and Pyodide's own pyodide.http that it fetches with; build.py
# ships them too.
MICROPIP_NEEDS = frozenset({
    "pyodide.http",
    "pyodide.http._exceptions",
    "pyodide.http._pyfetch",
    "pyodide.http.pyxhr",
    "_datetime",
    "_markupbase",
    "_posixsubprocess",
    "array",
    "datetime",
    "email._encoded_words",
    "email._parseaddr",
    "email._policybase",
    "email.base64mime",
    "email.charset",
    "email.encoders",
    "email.errors",
    "email.feedparser",
    "email.header",
    "email.iterators",
    "email.message",
    "email.parser",
    "email.quoprimime",
    "email.utils",
    "html.parser",
    "http",
    "http.client",
    "ipaddress",
    "platform",
    "quopri",
    "sysconfig",
    "urllib",
    "urllib.error",
    "urllib.parse",
    "urllib.request",
    "urllib.response",
})


def read_list() -> set[str]:
    return {line.strip() for line in list_path().read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")} | MICROPIP_NEEDS


if __name__ == "__main__":
    import argparse
    from pathlib import Path

    sys.path.insert(0, str(_root()))  # run as a script (python tools/stdlib_trace.py): tools.* importable

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="also trace in the page's Pyodide and write the list")
    ap.add_argument("--site", type=Path, default=_root() / "site")
    args = ap.parse_args()
    cpython = trace_cpython()
    if not args.write:
        print("\n".join(cpython))
        sys.exit()
    browser = trace_browser(args.site, hostile_texts())
    print(f"CPython: {len(cpython)} modules; Pyodide: {len(browser)}; only in CPython: "
          f"{sorted(set(cpython) - set(browser))}")
    list_path().write_text(HEADER + "".join(f"{m}\n" for m in sorted(set(cpython) | set(browser))), encoding="utf-8")
    print(f"wrote {list_path()}")
