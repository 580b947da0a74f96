"""Words for the page: the status line, a label per move, the scoreboard rows and the give-back
question (all from a view, so they show only what that viewer may see)."""

from __future__ import annotations

from typing import Any

from ...state import winners_text
from .data import COMPANY, CURVE, FACES, KEEP_IN_FRONT, SHARE, STRAIGHT, TILE, WILD, kind_tiles, station_cost
from .geometry import ahead, square_name, terrain, wrap
from .legal import surcharge
from .notation import dice_words, split_build, split_buy, split_lay, split_roll

FACE_NAME = {STRAIGHT: "straight", CURVE: "curve", SHARE: "share", WILD: "?"}
HEADING_NAME = {"N": "north", "E": "east", "S": "south", "W": "west"}


dice = dice_words


def front_text(front: dict[str, int]) -> str:
    """"2 straight, 1 curve, 1 ?" (or "none")."""
    parts = [f"{front[f]} {FACE_NAME[f]}" for f in FACES if front.get(f)]
    return ", ".join(parts) or "none"


def shares_text(shares: dict[str, int]) -> str:
    return " ".join(f"{code}{n}" for code, n in shares.items() if n) or "—"


def kind_left(view: dict[str, Any], kind: str) -> int:
    return sum(view["small_left"][str(t)] for t in kind_tiles(kind))


def lay_words(move: str, view: dict[str, Any]) -> tuple[str, str, str]:
    """(where the die goes, the piece, the surcharge note) for a lay move."""
    e, heading, wild, join = split_lay(move)
    end = view["ends"][e]
    target = ahead((end["sq"][0], end["sq"][1]), end["dir"])
    if join is not None:
        sq = wrap(target)
        ground = terrain(join, sq)
        kind = TILE[join].kind
        where = f"a new {TILE[join].name} tile ({kind}, {kind_left(view, kind)} left) at {square_name(sq)}"
    else:
        tile = view["tiles"][end["tile"]]
        ground = terrain(tile["type"], target)
        where = f"tile {tile['n']} {square_name(target)}"
    straight = heading == end["dir"]
    piece = f"a straight leading {HEADING_NAME[heading]}" if straight else f"a curve turning {HEADING_NAME[heading]}"
    if wild:
        piece = f"a ? die as {piece[2:]}"
    extra = surcharge(ground)
    note = f" (+{dice(extra)} for the {ground})" if extra else ""
    return where, piece, note


def move_label(move: str, view: dict[str, Any]) -> str:
    words = move.split()
    kind = words[0]
    players = view["players"]
    if kind == "income":
        n = view.get("income") or 4
        return f"Take income: {dice(n)} from the bank behind your screen"
    if kind == "roll":
        k, q = split_roll(move)
        parts = [f"{dice(k)} from behind your screen"] if k else []
        if q:
            parts.append(f"{q} ? {'die' if q == 1 else 'dice'} (+{q} bonus)")
        return f"Roll {' and '.join(parts)}: {dice(k + 2 * q)}"
    if kind == "buy":
        code, paid, seller = split_buy(move)
        c = COMPANY[code]
        die = "a ? die" if paid == WILD else "a share die"
        if seller is None:
            left = next(x["bank_shares"] for x in view["companies"] if x["code"] == code)
            return f"Buy a {c.name} share from the bank with {die} ({left} left)"
        name = players[seller]["name"]
        return f"Buy a {c.name} share from its director {name} with {die} (it goes behind {name}'s screen)"
    if kind == "lay":
        e, _, _, join = split_lay(move)
        where, piece, note = lay_words(move, view)
        if join is not None:
            return f"End {'AB'[e]}: join {where} with {piece}{note}; take 2 ? dice"
        return f"End {'AB'[e]}: {piece} on {where}{note}"
    if kind == "build":
        code, number, sq = split_build(move)
        company = next(x for x in view["companies"] if x["code"] == code)
        cost = station_cost(code, company["built"])
        return f"Build a {company['name']} station on tile {number} {square_name(sq)} for {dice(cost or 0)}"
    if kind == "end":
        me = view.get("viewer")
        extra = sum(players[me]["front"].values()) - KEEP_IN_FRONT if me is not None else 0
        return "End your turn" + (f" (then give back {dice(extra)})" if extra > 0 else "")
    if kind == "drop":
        return f"Give back a {FACE_NAME[words[1]]} die"
    return move


def status_text(view: dict[str, Any]) -> str:
    players = view["players"]
    result = view.get("result")
    if result:
        return f"Game over ({result['ended']}): {winners_text(players, result, 'passengers')} passengers."
    p = view["current_player"]
    name = players[p]["name"]
    you = view.get("viewer") == p
    ending = f" Last year ({view['ending']})." if view.get("ending") else ""
    year = f"Year {view['year']}"
    if view["phase"] == "discard":
        extra = sum(players[p]["front"].values()) - KEEP_IN_FRONT
        if you:
            return f"{year}. {name}, keep at most {KEEP_IN_FRONT} dice in front: give back {dice(extra)}." + ending
        return f"{year}. {name} is giving back dice." + ending
    if you:
        todo = [x for x, done in (("take income", view["income_taken"]), ("roll", view["rolled"])) if not done]
        rest = "buy shares, lay track, build stations"
        return (f"{year}. {name}, your turn: " + ", ".join(todo + [rest]) + " — in any order, then end your turn."
                + ending)
    return f"{year}. {name} is playing." + ending


def player_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        screen = pl["screen"]
        row = {
            "Player": f"P{q + 1} {pl['name']}",
            "In front": front_text(pl["front"]),
            "Behind screen": "hidden" if screen is None else dice(screen),
            "Shares": shares_text(pl["shares"]),
            "Directs": " ".join(COMPANY[c].name for c in pl["directs"]) or "—",
            "Passengers": str(pl["passengers"]),
        }
        if q in final:
            r = final[q]
            row["Final"] = f"rank {r['rank']}: {r['passengers']} passengers, {dice(r['dice'])} left"
        rows.append(row)
    return rows


def prompt(view: dict[str, Any]) -> str | None:
    """The give-back question when a turn ends with more than five dice in front."""
    if view.get("viewer") is None or view.get("viewer") != view.get("current_player"):
        return None
    if view["phase"] == "discard":
        me = view["players"][view["viewer"]]
        extra = sum(me["front"].values()) - KEEP_IN_FRONT
        return f"Keep at most {KEEP_IN_FRONT} dice in front: give back {dice(extra)} ({front_text(me['front'])})."
    return None
