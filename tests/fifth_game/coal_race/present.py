"""What the page writes beside Coal Race's board: the status line and the moves' labels."""

from __future__ import annotations

from typing import Any

from pygame_rules.i18n.messages import ListOf, Msg


def status_text(view: dict[str, Any]) -> Msg:
    if view["result"]:
        names = [view["players"][w]["name"] for w in view["result"]["winners"]]
        return Msg("cr.status.over", names=ListOf(names, last_and=True))
    name = view["players"][view["current_player"]]["name"]
    return Msg("cr.status.turn", round=view["round"], name=name, n=view["carried"])


def move_label(move: str, view: dict[str, Any]) -> Msg:
    return Msg("cr.move.roll") if move == "roll" else Msg("cr.move.stop", n=view["carried"])
