"""Issue 22: a fifth game is one folder dropped into ``pygame_rules/games/``, and nothing else is edited.

A copy of the project (its tracked files, as a fresh clone has them) gets the toy game of
``tests/fifth_game/`` (Coal Race: a die, a secret card, two endings, a bot, its own catalogues) added:
its package, its rules pages, and recorded games written the way a game's author records them.  In that
copy, without editing any file that was there, the game is found by the engine, passes the shared
conformance suite, the recorded-games check, the catalogue checks and the hostile-names test, and the
site built from the copy lists it and plays it to the end in the browser, in English and German.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect
from ui import FAST, click_move, moves_played, settle, start_game

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "tests" / "fifth_game"
GAME = "coal_race"

# Recorded games as tools/record_fixtures.py writes them: the first seed from 0 whose game, played by
# these seats, ends the way each fixture wants (both endings; the smallest and largest player counts).
RECORD = r"""
import json, random, sys
from pathlib import Path
from pygame_rules.game import Game
from pygame_rules.saves import dumps
wanted = [("target_2p", ["steady", "steady"], "target"), ("rounds_3p", ["random", "random", "random"], "rounds")]
out = Path("tests/fixtures/coal_race"); out.mkdir(parents=True, exist_ok=True)
for name, seats, ending in wanted:
    for seed in range(500):
        game = Game("coal_race", {"players": [{"name": f"P{i + 1}", "bot": b} for i, b in enumerate(seats)]}, seed)
        pick = random.Random(seed)
        while not game.is_over:
            game.push(game.bot_move(level=seats[game.current_player], seed=pick.randrange(2**31)))
        result = game.result()
        if result["ended"] == ending:
            recorded = {"ended": ending, "winners": result["winners"], "moves": len(game.moves),
                        "ranking": [[r["player"], r["rank"]] for r in result["ranking"]]}
            (out / f"{name}.json").write_text(dumps(game, recorded=recorded), encoding="utf-8")
            break
    else:
        sys.exit(f"no seed below 500 ends {name} by {ending}")
print(json.dumps(sorted(p.name for p in out.iterdir())))
"""


def run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # No PYTHONPATH: the copy's folder comes first on the path by being the working directory (python -c, -m
    # pytest), and build.py runs "python -P -m build", which a PYTHONPATH holding build.py itself would break.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=cwd,
                          capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    """The project's tracked files with the toy game dropped in, and its site built."""
    repo = tmp_path_factory.mktemp("fifth") / "repo"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (ROOT / name).is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, repo / name)
    (repo / "web" / "node_modules").symlink_to(ROOT / "web" / "node_modules")  # npm's packages, as installed
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "as cloned")
    # The drop: the game's folder, its rules pages, and its recorded games.
    shutil.copytree(TOY / GAME, repo / "pygame_rules" / "games" / GAME, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(TOY / f"{GAME}.md", repo / "docs" / "games" / f"{GAME}.md")
    shutil.copy(TOY / "de" / f"{GAME}.md", repo / "docs" / "games" / "de" / f"{GAME}.md")
    run(repo, "-c", RECORD)
    run(repo, "build.py", "--out", "site")
    return repo


def test_nothing_outside_the_new_game_was_edited(copy):
    status = git(copy, "status", "--porcelain", "--untracked-files=all").splitlines()
    assert status and all(line.startswith("?? ") for line in status), status  # only additions
    added = sorted(line[3:] for line in status)
    assert all(path.startswith((f"pygame_rules/games/{GAME}/", f"tests/fixtures/{GAME}/", "docs/games/", "site/"))
               for path in added), added
    assert {f"docs/games/{GAME}.md", f"docs/games/de/{GAME}.md"} <= set(added)


def test_the_engine_finds_it_and_the_shared_suites_pass(copy):
    found = run(copy, "-c", "import json, pygame_rules; from pygame_rules.registry import packaged_ids, get_rules; "
                "print(json.dumps([pygame_rules.__file__, packaged_ids(), get_rules('coal_race').prefix]))")
    where, ids, prefix = json.loads(found.stdout)
    assert where.startswith(str(copy)) and GAME in ids and prefix == "cr"
    suites = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", GAME,
                 "tests/engine/test_conformance.py", "tests/engine/test_fixtures.py", "tests/engine/test_messages.py")
    summary = suites.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary, suites.stdout[-3000:]
    passed = int(summary.split(" passed")[0].split()[-1])
    assert passed >= 10, summary  # every configuration of the conformance suite, its fixtures, its names
    # The checks over every game: recorded games for each ending and player count, catalogues whole
    # and compiled, the game's words under its own prefix in its own folder, the package import graph.
    checks = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/engine/test_i18n.py",
                 "tests/engine/test_import_graph.py",
                 "tests/engine/test_fixtures.py::test_every_game_has_its_fixtures",
                 "tests/engine/test_conformance.py::test_the_suite_covers_every_registered_game_including_one_registered_by_a_test")
    assert "failed" not in checks.stdout.splitlines()[-1]
    run(copy, "tools/catalogues.py", "--check")


@pytest.fixture
def copy_url(copy, _deploy_server):
    """The copy's site, published on the browser tests' second server (a local origin the page guard allows)."""
    _deploy_server.publish(copy / "site")
    return _deploy_server.url


@pytest.mark.parametrize("lang, title, roll", [("en", "Coal Race", "Roll"), ("de", "Kohlenrennen", "Würfeln")])
def test_the_page_lists_it_and_plays_it_to_the_end(page, copy_url, wait_ready, lang, title, roll):
    page.goto(f"{copy_url}{FAST}&lang={lang}")
    wait_ready(page)
    card = page.locator(".rt-games li", has_text=title)
    expect(card).to_have_count(1)
    page.goto(f"{copy_url}{FAST}&lang={lang}#new/{GAME}")
    wait_ready(page)
    start_game(page, [("Ann", "human"), ("Kim, Lee", "steady")], seed=7,
               start="Start game" if lang == "en" else "Spiel starten")
    expect(page.locator(".rt-board svg")).to_contain_text("Kim, Lee")
    for _ in range(200):
        if settle(page, 60_000) == "over":
            break
        # The moves are pieces of the game's own drawing, labelled in the reader's language.
        roll_piece, stop = page.locator(".rt-board [data-move='roll']"), page.locator(".rt-board [data-move='stop']")
        if roll_piece.count():
            expect(roll_piece).to_contain_text(roll)
        click_move(page, stop if stop.count() and moves_played(page) % 3 == 2 else None)
    else:
        raise AssertionError("the game did not end")
    over = page.locator(".rt-over")
    expect(over).to_be_visible()
    assert "Ann" in over.inner_text() and "Kim, Lee" in over.inner_text()  # the ranking names both, whole
