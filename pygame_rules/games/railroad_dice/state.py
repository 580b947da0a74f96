"""Railroad Dice's rules: the state of one game and how each move changes it.

A turn is any number of actions in any order (seed): take income once, roll once, buy shares, lay
track, build stations; then ``end``, giving dice back while more than five lie in front.  A round of
turns is a year; at its end the companies carry passengers to their directors and the directors are
settled.  The game ends after the year in which the bank ran out of dice or a tile type was used up.
Which moves are legal, and why others are not, is in legal.py; the numbers are in data.py.

Where the dice are: ``fronts`` (public, by face), ``tiles[i]["track"]`` (on the board while the tile
is large), ``bank`` (a public count) and ``screens`` (hidden counts, see hidden_dice.py).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from ...chance import Chance
from ...contract import Secret
from ...i18n.messages import ListOf, Msg
from ...state import OVER, PhasedState, rank_rows
from . import hidden_dice as purse
from . import scoring
from . import words as term
from .data import (
    AT_ONCE,
    CODES,
    COMPANY,
    FACE_OF_ROLL,
    FACES,
    FIRST_HALF_AGAIN,
    JOIN_BONUS,
    KEEP_IN_FRONT,
    LAST_YEAR,
    MOUNTAIN,
    MOUNTAIN_EXTRA,
    PAID_PICK,
    SOLD_OUT_TO_TRADE,
    START_DICE,
    START_HEADINGS,
    START_SQUARE,
    START_TILE,
    STRAIGHT,
    TILE,
    TILE_TYPES,
    TURN_END,
    WATER,
    WATER_EXTRA,
    WILD,
    YearOrder,
    kind_tiles,
    pick_order,
    station_cost,
    stations_of,
    year_order,
)
from .geometry import Ground, ahead, back, inside, neighbour, square_name, terrain, wrap
from .notation import split_build, split_buy, split_lay, split_roll

TURN, DISCARD, PICK = "turn", "discard", "pick"
# How a game can end (result()["ended"]).
BANK_OUT, TERRAIN_OUT = "the bank ran out of dice", "a kind of terrain was used up"
LAST_YEAR_OVER = "the last year was played"
ENDINGS = (BANK_OUT, TERRAIN_OUT, LAST_YEAR_OVER)
END_NAMES = ("A", "B")
# 5: with four players seats 1 and 2 take a second free share and seat 1 starts with 2 dice behind its
# screen (issue 20); 4: before year 1 each seat takes a free share, the last seat first (issue 20);
# 3: the start-player disc passes to the right, to the seat that played last (issue 20); 2: it passes
# clockwise every year; 1: seat 1 begins every year.
RULES_VERSION = 5


class State(PhasedState):
    # Which moves are legal and why others are refused (legal.py), given by the package (__init__.py):
    # legal.py reads this state, so this module never imports it (no import cycle).
    legal: ClassVar[ModuleType]

    def __init__(self, names: list[str], seed: int, total: int, rules_version: int = RULES_VERSION,
                 order: YearOrder | None = None):
        n = len(names)
        self.rules_version = rules_version
        # The order of a year and when directors change, as this rules version has them (``order``: a
        # reading being measured, benchmarks/railroad_dice_bots.py --fair).
        self.order = order or year_order(rules_version, n)
        self.start = 0  # the seat holding the start-player disc
        self.names = list(names)
        self.total = total
        self.chance = Chance(seed)
        self.log: list[str] = []
        self.fronts: list[dict[str, int]] = [{f: (START_DICE if f == WILD else 0) for f in FACES} for _ in names]
        self.screens: list[list[int]] = [purse.empty(total) for _ in names]
        self.bank = purse.empty(total)
        purse.put(self.bank, total - 1 - START_DICE * n)  # one die is the start track
        for p, extra in enumerate(self.order.head_start):  # data.FOUR_PLAYER_ORDERS: seat 1's 2 dice
            purse.put(self.screens[p], purse.take(self.bank, extra))
        self.shares: list[dict[str, int]] = [{c: 0 for c in CODES} for _ in names]
        self.bank_shares = {c: COMPANY[c].shares for c in CODES}
        self.directors: dict[str, int | None] = {c: None for c in CODES}
        self.passengers = [0] * n
        self.small_left = {t.number: t.small for t in TILE_TYPES}
        self.small_left[START_TILE] -= 1
        west, east = START_HEADINGS
        self.tiles: list[dict[str, Any]] = [{
            "n": 1, "type": START_TILE, "cell": [0, 0], "cleared": False, "stations": [],
            "track": [{"sq": list(START_SQUARE), "sides": [west, east], "face": STRAIGHT}],
        }]
        self.ends: list[dict[str, Any]] = [{"tile": 0, "sq": list(START_SQUARE), "dir": h} for h in START_HEADINGS]
        self.year = 1
        # Seats still to take their free share before year 1, in order (data.YearOrder.picks).
        self.picks = pick_order(self.order.picks, n)
        self.phase, self.current = (PICK, self.picks[0]) if self.picks else (TURN, 0)
        self.income_taken = self.rolled = False
        self.ending: str | None = None  # the first end trigger of this year
        self.announced: list[str] = []  # end triggers already told in the log
        self.ended: str | None = None
        self.fresh: dict[str, Any] | None = None  # the dice of a roll that was the latest move
        self._cache: dict[str, Any] = {}  # worked out for this position (legal moves)
        self._geo: dict[Any, Any] = {}  # worked out for this board (where the line can go): kept until
        # a die or a station is placed, so rolls, purchases and turns need not redo it
        if self.order.head_start and self.order.picks == FIRST_HALF_AGAIN:  # what the line says (version 5)
            self._say(Msg("rd.log.start_head_start", n=START_DICE, first=self.names[0], extra=self.order.head_start[0],
                          second=self.names[1], name=self.names[self.picks[0]]))
        else:
            self._say(Msg("rd.log.start_picks", n=START_DICE, name=self.names[self.picks[0]]) if self.picks
                      else Msg("rd.log.start", n=START_DICE, name=self.names[0]))

    # -- helpers ---------------------------------------------------------------------------------
    def _say(self, text: Msg) -> None:
        self.log.append(text)

    def touch(self, board: bool = True) -> None:
        """Forget what was worked out for the position (after a move, or a test rearranging it), and
        for the board too unless ``board`` is False (a move that placed nothing)."""
        self._cache = {}
        if board:
            self._geo = {}

    def screen(self, p: int) -> int:
        return purse.count(self.screens[p])

    def bank_count(self) -> int:
        return purse.count(self.bank)

    def dice_in_front(self, p: int) -> int:
        return sum(self.fronts[p].values())

    def on_board(self) -> int:
        return sum(len(t["track"]) for t in self.tiles if not t["cleared"])

    def large_tiles(self) -> list[int]:
        """The tiles at the line's ends (one while both ends are on the start tile)."""
        return sorted({e["tile"] for e in self.ends})

    def built(self, code: str) -> int:
        return scoring.built(self.tiles, code)

    def sold_out(self) -> int:
        return sum(1 for c in CODES if self.bank_shares[c] == 0)

    def trading(self) -> bool:
        """Seed: once all shares of 2/3/4 companies (by players) are sold, shares can be bought from
        their directors too."""
        return self.sold_out() >= SOLD_OUT_TO_TRADE[len(self.names)]

    def blocked(self, tile: int) -> set[tuple[int, int]]:
        t = self.tiles[tile]
        taken = {(s[1], s[2]) for s in t["stations"]}
        if not t["cleared"]:
            taken |= {(d["sq"][0], d["sq"][1]) for d in t["track"]}
        return taken

    def available(self, e: int) -> tuple[int, ...]:
        """Types end ``e`` may join: small tiles left, and not the type whose one large tile lies at
        the other end."""
        other = self.tiles[self.ends[1 - e]["tile"]]["type"]
        return tuple(t for t in sorted(self.small_left) if self.small_left[t] > 0 and t != other)

    def placed(self) -> dict[tuple[int, int], int]:
        return {(t["cell"][0], t["cell"][1]): t["type"] for t in self.tiles}

    def ground(self) -> Ground:
        if "ground" not in self._geo:
            self._geo["ground"] = Ground(self.placed(), (self.available(0), self.available(1)))
        return self._geo["ground"]

    def end_live(self, e: int, extra: tuple[int, int] | None = None) -> bool:
        """Whether end ``e`` can go on (with a station on square ``extra`` of its tile, if given)."""
        key = ("live", e, extra)
        if key in self._geo:
            return self._geo[key]
        end = self.ends[e]
        tile = self.tiles[end["tile"]]
        taken = self.blocked(end["tile"])
        if extra is not None:
            taken = taken | {extra}
        answer = self.ground().live(e, tile["type"], (tile["cell"][0], tile["cell"][1]), taken.__contains__,
                                    (end["sq"][0], end["sq"][1]), end["dir"])
        self._geo[key] = answer
        return answer

    def target(self, e: int) -> tuple[int, int]:
        end = self.ends[e]
        return ahead((end["sq"][0], end["sq"][1]), end["dir"])

    # -- the bank ---------------------------------------------------------------------------------
    def _from_bank(self, n: int, why: Msg) -> int:
        """Hand out up to ``n`` dice (what the bank has)."""
        paid = purse.take(self.bank, n)
        if paid < n:
            self._say(Msg("rd.log.bank_short", dice=term.dice(paid), why=why))
        return paid

    def _trigger(self, why: str, text: Msg) -> None:
        if why in self.announced:
            return
        self.announced.append(why)
        if self.ending is None:
            self.ending = why
            text = Msg("rd.log.ends_at", text=text, y=self.year)
        self._say(text)

    # -- protocol (is_over and current_player come from PhasedState) --------------------------
    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        if "legal" not in self._cache:
            self._cache["legal"] = self.legal.moves(self)
            self._cache["legal_set"] = set(self._cache["legal"])
        return list(self._cache["legal"])

    def is_legal(self, move: str) -> bool:
        if self.phase == OVER:
            return False
        if "legal_set" in self._cache:
            return move in self._cache["legal_set"]
        return self.legal.allowed(self, move)

    def why_illegal(self, move: str) -> Msg:
        return self.legal.reason(self, move)

    def apply(self, move: str) -> None:
        p = self.current
        kind = move.split()[0]
        placing = kind in ("lay", "build")
        self.touch(board=placing)
        if kind != "roll":
            self.fresh = None
        if kind == "pick":
            self._pick(p, move.split()[1])
        elif kind == "income":
            self._income(p)
        elif kind == "roll":
            self._roll(p, *split_roll(move))
        elif kind == "buy":
            self._buy(p, *split_buy(move))
        elif kind == "lay":
            self._lay(p, *split_lay(move))
        elif kind == "build":
            self._build(p, *split_build(move))
        elif kind == "end":
            if self.dice_in_front(p) > KEEP_IN_FRONT:
                self.phase = DISCARD
                extra = self.dice_in_front(p) - KEEP_IN_FRONT
                self._say(Msg("rd.log.gives_back", name=self.names[p], n=self.dice_in_front(p), dice=term.dice(extra)))
            else:
                self._next_turn()
        elif kind == "drop":
            f = move.split()[1]
            self.fronts[p][f] -= 1
            purse.put(self.bank, 1)
            self._say(Msg("rd.log.gives_one", name=self.names[p], face=term.face(f)))
            if self.dice_in_front(p) <= KEEP_IN_FRONT:
                self._next_turn()
        self.touch(board=placing)

    # -- actions ---------------------------------------------------------------------------------
    def _pick(self, p: int, code: str) -> None:
        """A free share from the bank before year 1 (data.YearOrder.picks); year 1 begins after the last."""
        self.shares[p][code] += 1
        self.bank_shares[code] -= 1
        if self.order.picks == PAID_PICK:  # a reading measured (data.READINGS), not a rules version
            self.fronts[p][WILD] -= 1
            purse.put(self.bank, 1)
        self.picks.pop(0)
        self._say(Msg("rd.log.pick", name=self.names[p], share=term.share(code), left=self.bank_shares[code]))
        if self.order.directors == AT_ONCE:
            self._settle_now()
        if self.picks:
            self.current = self.picks[0]
        else:
            self.phase, self.current = TURN, self.start
            self._say(Msg("rd.log.year_one", name=self.names[self.start]))

    def _income(self, p: int) -> None:
        owed = scoring.income(self.tiles, self.directors, p)
        paid = self._from_bank(owed, Msg("rd.log.why_income", name=self.names[p]))
        purse.put(self.screens[p], paid)
        self.income_taken = True
        self._say(Msg("rd.log.income", name=self.names[p], dice=term.dice(paid)))

    def _roll(self, p: int, k: int, q: int) -> None:
        purse.take(self.screens[p], k)
        self.fronts[p][WILD] -= q
        bonus = self._from_bank(q, Msg("rd.log.why_bonus", name=self.names[p])) if q else 0
        n = k + q + bonus
        parts = [Msg("rd.log.roll_screen", dice=term.dice(k))] if k else []
        if q:
            parts.append(Msg("rd.log.roll_wild", wild=term.wild_dice(q), bonus=Msg("rd.count.bonus", n=bonus)))
        what = term.and_list(parts)
        faces = [FACE_OF_ROLL[x] for x in self.chance.roll(n, 6, player=p, why=what)]
        rolled = {f: faces.count(f) for f in FACES}
        for f in FACES:
            self.fronts[p][f] += rolled[f]
        self.rolled = True
        self.fresh = {"player": p, "faces": rolled}
        self._say(Msg("rd.log.rolls", name=self.names[p], what=what, shown=ListOf(term.face(f) for f in faces)))

    def _buy(self, p: int, code: str, paid: str, seller: int | None) -> None:
        self.fronts[p][paid] -= 1
        self.shares[p][code] += 1
        if seller is None:
            self.bank_shares[code] -= 1
            purse.put(self.bank, 1)
            self._say(Msg("rd.log.buy_bank", name=self.names[p], share=term.share(code),
                          die=Msg("rd.label.wild_die" if paid == WILD else "rd.label.share_die"),
                          left=self.bank_shares[code]))
            if self.bank_shares[code] == 0:
                need = SOLD_OUT_TO_TRADE[len(self.names)]
                self._say(Msg("rd.log.sold_out_trade" if self.sold_out() == need else "rd.log.sold_out",
                              company=term.company(code), k=self.sold_out(), need=need))
        else:
            self.shares[seller][code] -= 1
            purse.put(self.screens[seller], 1)
            self._say(Msg("rd.log.buy_director", name=self.names[p], share=term.share(code), name2=self.names[seller],
                          the_die=Msg(f"rd.term.the_die_{'wild' if paid == WILD else 'share'}")))
        if self.order.directors == AT_ONCE:
            self._settle_now()

    def _lay(self, p: int, e: int, heading: str, wild: bool, join: int | None) -> None:
        end = self.ends[e]
        old = end["tile"]
        target = self.target(e)
        arrive = end["dir"]
        face = WILD if wild else STRAIGHT if heading == arrive else "curve"
        self.fronts[p][face] -= 1
        if join is not None:
            cell = neighbour((self.tiles[old]["cell"][0], self.tiles[old]["cell"][1]), arrive)
            self.small_left[join] -= 1
            self.tiles.append({"n": len(self.tiles) + 1, "type": join, "cell": list(cell), "cleared": False,
                               "stations": [], "track": []})
            tile, sq = len(self.tiles) - 1, wrap(target)
        else:
            tile, sq = old, target
        ground = terrain(self.tiles[tile]["type"], sq)
        self.tiles[tile]["track"].append({"sq": list(sq), "sides": [back(arrive), heading], "face": face})
        end.update(tile=tile, sq=list(sq), dir=heading)
        extra = MOUNTAIN_EXTRA if ground == MOUNTAIN else WATER_EXTRA if ground == WATER else 0
        said = {"name": self.names[p], "piece": Msg(f"rd.log.piece_{'wild' if wild else face}"),
                "end": END_NAMES[e], "where": Msg("rd.label.tile", n=tile + 1, sq=square_name(sq))}
        if extra:
            from_screen = purse.take(self.screens[p], extra)
            self.fronts[p][WILD] -= extra - from_screen
            purse.put(self.bank, extra)
            by_wild = extra - from_screen
            said.update(dice=term.dice(extra), ground=term.ground(ground))
            if by_wild and extra == 1:
                self._say(Msg("rd.log.lay_paid_wild", **said))
            elif by_wild:
                self._say(Msg("rd.log.lay_paid_wilds", **said, n=by_wild))
            else:
                self._say(Msg("rd.log.lay_paid", **said))
        else:
            self._say(Msg("rd.log.lay", **said))
        if join is not None:
            self._joined(p, e, old, join)

    def _joined(self, p: int, e: int, old: int, join: int) -> None:
        new = self.tiles[-1]
        kind = TILE[join].kind
        kind_left = sum(self.small_left[t] for t in kind_tiles(kind))
        self._say(Msg("rd.log.new_tile", end=END_NAMES[e], tile=term.tile(join), number=new["n"], kind=term.kind(kind),
                      n=kind_left))
        if self.ends[1 - e]["tile"] != old:
            left = self.tiles[old]
            left["cleared"] = True
            back_dice = len(left["track"])
            purse.put(self.bank, back_dice)
            stations = len(left["stations"])
            leaves = {"number": left["n"], "dice": term.dice(back_dice), "n": back_dice}
            self._say(Msg("rd.log.leaves_stations", **leaves, stations=Msg("rd.log.stations_stay", n=stations))
                      if stations else Msg("rd.log.leaves", **leaves))
        bonus = self._from_bank(JOIN_BONUS, Msg("rd.log.why_tile", name=self.names[p]))
        self.fronts[p][WILD] += bonus
        self._say(Msg("rd.log.join", name=self.names[p], wild=term.wild_dice(bonus)))
        if all(self.small_left[t] == 0 for t in kind_tiles(kind)):
            self._trigger(TERRAIN_OUT, Msg("rd.log.terrain_out", kind=term.kind(kind)))

    def _build(self, p: int, code: str, number: int, sq: tuple[int, int]) -> None:
        cost = station_cost(code, self.built(code))
        assert cost is not None
        purse.take(self.screens[p], cost)
        purse.put(self.bank, cost)
        self.tiles[number - 1]["stations"].append([code, sq[0], sq[1]])
        left = stations_of(code) - self.built(code)
        self._say(Msg("rd.log.build", name=self.names[p], company=term.company(code), n=number, sq=square_name(sq),
                      dice=term.dice(cost), left=left))

    # -- turns and years ----------------------------------------------------------------------------
    def _next_turn(self) -> None:
        p, n = self.current, len(self.names)
        if self.bank_count() == 0:
            self._trigger(BANK_OUT, Msg("rd.log.bank_empty", name=self.names[p]))
        self.phase = TURN
        self.income_taken = self.rolled = False
        if self.order.directors == TURN_END:
            self._settle_now()
        nxt = (p + 1) % n
        if nxt == self.start:  # back at the start player: the year is over
            self._year_end()
            if self.phase == OVER:
                return
            if self.order.marker_passes:
                step = -1 if self.order.to_last else 1  # to the right: to p, who played last
                self.start = nxt = (self.start + step) % n
                self._say(Msg("rd.log.start_player", y=self.year, name=self.names[nxt]))
        self.current = nxt

    def _settle(self) -> list[Msg]:
        """Directorships follow the shares (data.YEAR_ORDERS says when); what changed, as log phrases."""
        changes = []
        for code in CODES:
            was = self.directors[code]
            now = self.next_director(code)
            if now != was:
                self.directors[code] = now
                changes.append(Msg("rd.log.directs", name=self.names[now], company=term.company(code))
                               if now is not None else Msg("rd.log.no_director", company=term.company(code)))
        return changes

    def _settle_now(self) -> None:
        """Directorships settled during a year (data.AT_ONCE, data.TURN_END), said in the log."""
        changes = self._settle()
        if changes:
            self._say(Msg("rd.log.directors_change", changes=ListOf(changes, sep="; ")))

    def _year_end(self) -> None:
        carried = []
        for code in CODES:
            d = self.directors[code]
            got = scoring.company_passengers(self.tiles, code) if d is not None else 0
            if got and d is not None:
                self.passengers[d] += got
                carried.append(Msg("rd.log.carries", company=term.company(code), n=got, name=self.names[d]))
        changes = self._settle()
        key = "rd.log.year_end" if carried else "rd.log.year_end_none"
        said = {"y": self.year, "carried": ListOf(carried, sep="; ")}
        self._say(Msg(key + "_changes", **said, changes=ListOf(changes, sep="; ")) if changes else Msg(key, **said))
        if self.ending is None and self.year == LAST_YEAR:
            self.ending = LAST_YEAR_OVER
        if self.ending is not None:
            self.finish(self.ending)
            return
        self.year += 1
        if self.year == LAST_YEAR:
            self._say(Msg("rd.log.last_year", y=LAST_YEAR))

    def next_director(self, code: str) -> int | None:
        """Who directs ``code`` once directorships next follow the shares (the year order's ``directors``)."""
        return scoring.new_director([pl[code] for pl in self.shares], self.directors[code],
                                    self.start if self.order.ties_to_first else None)

    def say_over(self, result: dict[str, Any]) -> None:
        """The log's last line: how the game ended and the final standings (``finish`` calls it)."""
        why = self.ended
        assert why is not None
        standings = ListOf(Msg("rd.log.rank", rank=r["rank"], name=self.names[r["player"]], n=r["passengers"])
                           for r in result["ranking"])
        self._say(Msg("rd.log.over", why=term.ending(why), standings=standings))

    # -- results and views ------------------------------------------------------------------------
    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        rows: list[dict[str, Any]] = []
        for q in range(len(self.names)):
            dice = self.dice_in_front(q) + self.screen(q)
            rows.append({"player": q, "passengers": self.passengers[q], "dice": dice,
                         "shares": sum(self.shares[q].values()),
                         "directs": [c for c in CODES if self.directors[c] == q]})
        ranked = rank_rows(rows, lambda r: (r["passengers"], r["dice"]))
        return self.final_result(ranked, Msg("rd.tie_break"))

    def view(self, viewer: int | None) -> dict[str, Any]:
        players = []
        for q, name in enumerate(self.names):
            players.append({
                "name": name,
                "front": dict(self.fronts[q]),
                "screen": self.screen(q) if q == viewer or self.phase == OVER else None,
                "shares": dict(self.shares[q]),
                "passengers": self.passengers[q],
                "directs": [c for c in CODES if self.directors[c] == q],
            })
        companies = []
        for code in CODES:
            c, built = COMPANY[code], self.built(code)
            companies.append({
                "code": code, "name": c.name, "colour": c.colour, "ink": c.ink, "terrain": list(c.terrain),
                "shares": c.shares, "bank_shares": self.bank_shares[code], "director": self.directors[code],
                "next_director": self.next_director(code),
                "built": built, "stations": stations_of(code), "next_cost": station_cost(code, built),
                "sections": [list(s) for s in c.sections], "passengers": scoring.company_passengers(self.tiles, code),
            })
        return {
            "viewer": viewer,
            "players": players,
            "current_player": self.current_player,
            "log": list(self.log),
            "result": self.result(),
            "year": self.year,
            "start_player": self.start,  # who holds the start-player disc (begins the year)
            "directors_change": self.order.directors,  # data.YEAR_END, TURN_END or AT_ONCE
            "ties_to_first": self.order.ties_to_first,
            "phase": self.phase,
            "picks": list(self.picks),  # seats still to take a free share before year 1, in order
            "income_taken": self.income_taken,
            "rolled": self.rolled,
            "income": scoring.income(self.tiles, self.directors, self.current) if self.phase != OVER else None,
            "companies": companies,
            "trading": self.trading(),
            "sold_out": self.sold_out(),
            "sold_out_needed": SOLD_OUT_TO_TRADE[len(self.names)],
            "tiles": [{"n": t["n"], "type": t["type"], "cell": list(t["cell"]), "cleared": t["cleared"],
                       "track": [dict(d) for d in t["track"]], "stations": [list(s) for s in t["stations"]]}
                      for t in self.tiles],
            "ends": [{"tile": e["tile"], "sq": list(e["sq"]), "dir": e["dir"],
                      "live": self.phase == OVER or self.end_live(i)} for i, e in enumerate(self.ends)],
            "large": self.large_tiles(),
            "small_left": {str(t): n for t, n in sorted(self.small_left.items())},
            "bank": self.bank_count(),  # a pile on the table: everybody can count it
            "on_board": self.on_board(),
            "total_dice": self.total,
            "ending": self.ending,
            "fresh": None if self.fresh is None else {"player": self.fresh["player"],
                                                      "faces": dict(self.fresh["faces"])},
        }

    def to_dict(self) -> dict[str, Any]:
        """Everything, secrets and generator included: the basis of the state hash."""
        return {
            "names": self.names, "total": self.total, "chance": self.chance.to_dict(), "log": self.log,
            "fronts": self.fronts, "screens": self.screens, "bank": self.bank, "shares": self.shares,
            "bank_shares": self.bank_shares, "directors": self.directors, "passengers": self.passengers,
            "small_left": {str(k): v for k, v in self.small_left.items()}, "tiles": self.tiles, "ends": self.ends,
            "year": self.year, "phase": self.phase, "current": self.current, "income_taken": self.income_taken,
            "rolled": self.rolled, "ending": self.ending, "announced": self.announced, "ended": self.ended,
            "fresh": self.fresh,
        } | ({"start": self.start} if self.rules_version >= 2 else {}) | (  # older versions keep their shape
            {"picks": self.picks} if self.order.picks else {})  # (and hash)

    # -- what the conformance suite checks ------------------------------------------------------
    def secrets(self) -> list[Secret]:
        """Each screen is its owner's (see hidden_dice.py); the bank is a public pile."""
        return ([Secret(q, "die", ("screens", q)) for q in range(len(self.names))]
                + [Secret(None, "rng", ("chance", "rng", "state"), "opaque")])

    def invariants(self) -> list[str]:
        problems = []
        dice = (self.bank_count() + self.on_board() + sum(self.screen(q) + self.dice_in_front(q)
                                                          for q in range(len(self.names))))
        if dice != self.total:
            problems.append(f"{dice} dice instead of {self.total}")
        if any(n < 0 for f in self.fronts for n in f.values()):
            problems.append("a negative number of dice in front")
        for code in CODES:
            held = self.bank_shares[code] + sum(pl[code] for pl in self.shares)
            if held != COMPANY[code].shares or self.bank_shares[code] < 0 or any(pl[code] < 0 for pl in self.shares):
                problems.append(f"{code} shares are not conserved")
            if self.built(code) > stations_of(code):
                problems.append(f"too many {code} stations")
        for t in self.tiles:
            squares = [tuple(d["sq"]) for d in t["track"]] + [(s[1], s[2]) for s in t["stations"]]
            if len(set(squares)) != len(squares) or not all(inside(sq) for sq in squares):
                problems.append(f"tile {t['n']} has two pieces on one square")
            if any(terrain(t["type"], (s[1], s[2])) == WATER for s in t["stations"]):
                problems.append(f"a station stands on water on tile {t['n']}")
        for kind in TILE_TYPES:
            used = sum(1 for x in self.tiles if x["type"] == kind.number)
            if used + self.small_left[kind.number] != kind.small:
                problems.append(f"{kind.name} tiles are not conserved")
        cells = [tuple(t["cell"]) for t in self.tiles]
        if len(set(cells)) != len(cells):
            problems.append("two tiles on one map cell")
        if self.phase != OVER and self.phase == DISCARD and self.dice_in_front(self.current) <= KEEP_IN_FRONT:
            problems.append("a discard phase with 5 dice or fewer in front")
        return problems
