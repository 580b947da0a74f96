"""Coal Race's board: one row per player with the coal banked, and the two moves as buttons."""

from __future__ import annotations

from typing import Any

from pygame_rules.i18n import current_language
from pygame_rules.i18n.messages import Msg
from pygame_rules.svg import el, esc, text


def board_svg(view: dict[str, Any]) -> str:
    lang = current_language()
    parts = [el("rect", x="0", y="0", width="420", height="220", fill="#f4efe1")]
    for q, player in enumerate(view["players"]):
        line = Msg("cr.board.row", name=player["name"], n=player["coal"]).say(lang)
        parts.append(text(14, 30 + 24 * q, line))
    if view.get("contract") is not None:
        parts.append(text(14, 120, Msg("cr.board.contract", face=view["contract"]).say(lang)))
    for i, move in enumerate(view.get("legal_moves") or []):
        label = Msg("cr.move.roll" if move == "roll" else "cr.move.stop", n=view["carried"]).say(lang)
        parts.append(el("g", el("rect", x=str(14 + 150 * i), y="160", width="140", height="40", fill="#e2c26a")
                        + text(24 + 150 * i, 186, label), data_move=move, role="button", tabindex="0"))
    title = esc(Msg("cr.name").say(lang))
    head = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 220" aria-label="{title}">'
    return head + "".join(parts) + "</svg>"
