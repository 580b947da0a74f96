"""What German costs: one run, figures as ratios to English (nothing asserted; tests assert behaviour).

    .venv/bin/python benchmarks/i18n.py [--moves N] [--repeat R]

For each game, a position N bot moves into a three-player game (two for Railroad Dice): the time of a
snapshot (bridge.build_snapshot: status, labels, log, scoreboard, board and hand drawings) in English,
in German the first time (every message rendered from the catalogue) and in German again (a message
remembers what it said), median of R runs after one warm-up; CPU time of this process (process_time),
so that other work on a busy machine counts less.  Then the size the inlined page
catalogues add to index.html (site/ must be built).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if not __package__:  # run as a script (python benchmarks/i18n.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules import i18n, new_game, registry  # noqa: E402
from pygame_rules.bridge import build_snapshot  # noqa: E402

SEATS = {"railroad_dice": 2}


def snapshot(game, viewer: int, lang: str) -> None:
    with i18n.use_language(lang):
        build_snapshot(game, viewer)


def timed(fn, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        runs.append(time.process_time() - t0)
    return statistics.median(runs) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    print(f"{'game':16} {'en ms':>7} {'de first ms':>12} {'de again ms':>12} {'first/en':>9} {'again/en':>9}")
    for game_id in sorted(registry.game_ids()):
        n = SEATS.get(game_id, 3)
        game = new_game(game_id, {"players": [{"name": f"P{i + 1}"} for i in range(n)]}, seed=7)
        level = next(iter(game.rules.bots))
        for _ in range(args.moves):
            if game.is_over:
                break
            game.push(game.bot_move(level=level))
        viewer = game.current_player if game.current_player is not None else 0
        build_snapshot(game, viewer)  # warm up
        with i18n.use_language("de"):
            t0 = time.process_time()
            build_snapshot(game, viewer)
            first = (time.process_time() - t0) * 1000

        # English and German runs interleaved, so a busy machine slows both alike.
        ens, des = [], []
        for _ in range(args.repeat):
            ens.append(timed(partial(snapshot, game, viewer, "en"), 1))
            des.append(timed(partial(snapshot, game, viewer, "de"), 1))
        en, again = statistics.median(ens), statistics.median(des)
        print(f"{game_id:16} {en:7.1f} {first:12.1f} {again:12.1f} {first / en:9.2f} {again / en:9.2f}")
    index = ROOT / "site" / "index.html"
    if index.exists():
        text = index.read_text(encoding="utf-8")
        start = text.find('id="rt-i18n">')
        inline = text[start:text.find("</script>", start)] if start >= 0 else ""
        print(f"index.html: {len(text.encode()) / 1024:.1f} KiB, of which inlined page catalogues "
              f"{len(inline.encode()) / 1024:.1f} KiB (en + de)")


if __name__ == "__main__":
    main()
