"""Words for the page: the status line, a label per move, the scoreboard rows and the give-back
question (all from a view, so they show only what that viewer may see), as messages (i18n.messages)
the page shows in the reader's language."""

from __future__ import annotations

from typing import Any

from ...i18n.messages import ListOf, Msg
from . import words as term
from .data import FACES, KEEP_IN_FRONT, TILE, WILD, kind_tiles, station_cost
from .geometry import ahead, square_name, terrain, wrap
from .legal import surcharge
from .notation import split_build, split_buy, split_lay, split_roll


def front_text(front: dict[str, int]) -> Msg:
    """"2 straight, 1 curve, 1 ?" (or "none")."""
    parts = [Msg(f"rd.face.n_{f}", n=front[f]) for f in FACES if front.get(f)]
    return Msg("rd.term.items", items=ListOf(parts)) if parts else Msg("rd.term.none")


def shares_text(shares: dict[str, int]) -> str:
    """"R2 B1": company codes and counts, as the notation writes companies (the same in every language)."""
    return " ".join(f"{code}{n}" for code, n in shares.items() if n) or "—"


def directs_text(codes: list[str], sep: str = " ") -> Msg | str:
    """The companies a player directs, by colour ("Red Blue"), or "—"."""
    return Msg("rd.term.items", items=ListOf((term.company(c) for c in codes), sep=sep)) if codes else "—"


def kind_left(view: dict[str, Any], kind: str) -> int:
    return sum(view["small_left"][str(t)] for t in kind_tiles(kind))


def lay_words(move: str, view: dict[str, Any]) -> dict[str, Any]:
    """Where the die goes, the piece, and the surcharge (dice and ground) for a lay move."""
    e, heading, wild, join = split_lay(move)
    end = view["ends"][e]
    target = ahead((end["sq"][0], end["sq"][1]), end["dir"])
    if join is not None:
        sq = wrap(target)
        ground = terrain(join, sq)
        kind = TILE[join].kind
        where = Msg("rd.label.new_tile", tile=term.tile(join), kind=term.kind(kind), n=kind_left(view, kind),
                    sq=square_name(sq))
    else:
        tile = view["tiles"][end["tile"]]
        ground = terrain(tile["type"], target)
        where = Msg("rd.label.tile", n=tile["n"], sq=square_name(target))
    shape = "straight" if heading == end["dir"] else "curve"
    piece = Msg(f"rd.label.{'wild_' if wild else ''}{shape}", heading=term.heading(heading))
    extra = surcharge(ground)
    return {"end": "AB"[e], "where": where, "piece": piece} | (
        {"extra": term.dice(extra), "ground": term.ground(ground)} if extra else {})


def move_label(move: str, view: dict[str, Any]) -> Msg | str:
    words = move.split()
    kind = words[0]
    players = view["players"]
    if kind == "income":
        return Msg("rd.label.income", dice=term.dice(view.get("income") or 4))
    if kind == "roll":
        k, q = split_roll(move)
        parts = [Msg("rd.label.roll_screen", dice=term.dice(k))] if k else []
        if q:
            parts.append(Msg("rd.label.roll_wild", wild=term.wild_dice(q), b=q))
        return Msg("rd.label.roll", what=term.and_list(parts), total=term.dice(k + 2 * q))
    if kind == "buy":
        code, paid, seller = split_buy(move)
        die = Msg("rd.label.wild_die" if paid == WILD else "rd.label.share_die")
        if seller is None:
            left = next(x["bank_shares"] for x in view["companies"] if x["code"] == code)
            return Msg("rd.label.buy_bank", share=term.share(code), die=die, left=left)
        return Msg("rd.label.buy_director", share=term.share(code), name=players[seller]["name"], die=die)
    if kind == "pick":
        left = next(x["bank_shares"] for x in view["companies"] if x["code"] == words[1])
        return Msg("rd.label.pick", share=term.share(words[1]), left=left)
    if kind == "lay":
        said = lay_words(move, view)
        joins = split_lay(move)[3] is not None
        return Msg(f"rd.label.{'join' if joins else 'lay'}{'_extra' if 'extra' in said else ''}", **said)
    if kind == "build":
        code, number, sq = split_build(move)
        built = next(x["built"] for x in view["companies"] if x["code"] == code)
        cost = station_cost(code, built) or 0
        return Msg("rd.label.build", company=term.company(code), n=number, sq=square_name(sq), dice=term.dice(cost))
    if kind == "end":
        me = view.get("viewer")
        extra = sum(players[me]["front"].values()) - KEEP_IN_FRONT if me is not None else 0
        return Msg("rd.label.end_give", dice=term.dice(extra)) if extra > 0 else Msg("rd.label.end")
    if kind == "drop":
        return Msg("rd.label.drop", face=term.face(words[1]))
    return move


def over_text(players: list[dict[str, Any]], result: dict[str, Any]) -> Msg:
    """The status line of a finished game: how it ended, who won and with how many passengers."""
    key = "rd.status.over_one" if len(result["winners"]) == 1 else "rd.status.over_many"
    return Msg(key, why=term.ending(result["ended"]), n=result["ranking"][0]["passengers"],
               names=ListOf((players[w]["name"] for w in result["winners"]), last_and=True))


def status_text(view: dict[str, Any]) -> Msg:
    players = view["players"]
    if view.get("result"):
        return over_text(players, view["result"])
    p = view["current_player"]
    name = players[p]["name"]
    you = view.get("viewer") == p
    y = view["year"]
    if view["phase"] == "pick":
        text = Msg("rd.status.pick_you" if you else "rd.status.pick_other", name=name)
    elif view["phase"] == "discard":
        extra = sum(players[p]["front"].values()) - KEEP_IN_FRONT
        text = (Msg("rd.status.discard_you", y=y, name=name, k=KEEP_IN_FRONT, dice=term.dice(extra)) if you
                else Msg("rd.status.discard_other", y=y, name=name))
    elif you:
        todo = {(False, False): "all", (True, False): "roll", (False, True): "income", (True, True): "rest"}[
            (bool(view["income_taken"]), bool(view["rolled"]))]
        text = Msg("rd.status.turn", y=y, name=name, todo=Msg(f"rd.status.todo_{todo}"))
    else:
        text = Msg("rd.status.playing", y=y, name=name)
    if view.get("ending"):
        return Msg("rd.status.last_year", text=text, why=term.ending(view["ending"]))
    return text


def player_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        screen = pl["screen"]
        row: dict[str, Any] = {
            Msg("rd.col.player"): f"P{q + 1} {pl['name']}",
            Msg("rd.col.front"): front_text(pl["front"]),
            Msg("rd.col.screen"): Msg("rd.term.hidden") if screen is None else term.dice(screen),
            Msg("rd.col.shares"): shares_text(pl["shares"]),
            Msg("rd.col.directs"): directs_text(pl["directs"]),
            Msg("rd.col.passengers"): str(pl["passengers"]),
        }
        if q in final:
            r = final[q]
            row[Msg("rd.col.final")] = Msg("rd.cell.final", r=r["rank"], n=r["passengers"], dice=term.dice(r["dice"]))
        rows.append(row)
    return rows


def prompt(view: dict[str, Any]) -> Msg | None:
    """The give-back question when a turn ends with more than five dice in front."""
    if view.get("viewer") is None or view.get("viewer") != view.get("current_player"):
        return None
    if view["phase"] == "discard":
        me = view["players"][view["viewer"]]
        extra = sum(me["front"].values()) - KEEP_IN_FRONT
        return Msg("rd.prompt.discard", k=KEEP_IN_FRONT, dice=term.dice(extra), front=front_text(me["front"]))
    return None


__all__ = ["front_text", "move_label", "player_rows", "prompt", "shares_text", "status_text"]


# Log lines shown as notices where the player looks (pygame_rules.notices): new tiles, directors, the last year.
NOTICES = ("rd.log.new_tile", "rd.log.directors_change", "rd.log.buy_director", "rd.log.last_year")
