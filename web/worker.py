"""The engine's worker: PyScript runs this file in a web worker (js/engine.js starts it with PyWorker).

Pyodide and pygame_rules live here, off the page's main thread, so a bot's thinking never freezes the
page: the page only draws and takes input.  The one exported function, ``call``, runs a page call of
pygame_rules.bridge (JSON text in and out); the page awaits it.  Awaited exports need neither
SharedArrayBuffer nor COOP/COEP headers ("sync_main_only", js/engine.js), so any static host serves
the site; the price is that this worker cannot reach the page's DOM, and needs none.

Calls run one at a time, in the order the page sent them, so the worker's one open game is always the
one the page's last call left.  A bot's thinking (``bot_move``) only reads the game; the page plays the
chosen move only if the game is still on screen (see js/play.js).
"""

import json
from time import perf_counter

from pygame_rules import bridge

CALLS = frozenset(bridge.PAGE_CALLS)


def call(name, args_json):
    """``{"ms": <time in Python>, "answer": <the bridge's JSON>}`` as text, or ``"raised"`` for a bug."""
    start = perf_counter()
    try:
        if name not in CALLS:
            raise ValueError(f"no page call {name!r}")
        # JSON arguments: null arrives as None (a JS null sent as such would be a JsNull object).
        answer = getattr(bridge, name)(*json.loads(args_json))
    except Exception as exc:  # noqa: BLE001 - a bug must reach the page as a failed call, not a dead worker
        reason = " ".join(f"{type(exc).__name__}: {exc}".splitlines()[-2:])
        return json.dumps({"ms": (perf_counter() - start) * 1000, "raised": reason})
    ms = (perf_counter() - start) * 1000
    return f'{{"ms":{ms:.3f},"answer":{answer}}}'  # the answer is JSON already: not decoded and encoded again


__export__ = ["call"]
