"""The standard bot plays with intent and beats random play."""

import random

from ls_helpers import arrange, game

from pygame_rules import new_game
from pygame_rules.games.last_spike.bots import standard as bot


def play(seed, seats):
    rnd = random.Random(seed)
    g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": b} for i, b in enumerate(seats)]}, seed)
    while not g.is_over:
        seat = seats[g.current_player]
        g.push(g.bot_move(seat, seed=rnd.randrange(2**32)) if seat else rnd.choice(g.legal_moves()))
    return g


def test_bot_beats_random_play_in_at_least_80_percent_of_three_player_games():
    seeds = range(7000, 7150)
    wins = sum(0 in play(seed, ["standard", None, None]).result()["winners"] for seed in seeds)
    assert wins / len(seeds) >= 0.80, f"standard bot won {wins} of {len(seeds)}"


def test_bot_decides_from_its_own_view_only():
    g = game(3, seed=12)
    p = g.current_player
    view = g.view(p)
    # Scramble everything the view does not show: the bot's choice cannot change.
    choice = bot.choose(view, view["legal_moves"])
    s = g.state
    others = [t for q, pl in enumerate(s.players) if q != p for t in pl["tiles"]] + s.pool
    random.Random(1).shuffle(others)
    for q, pl in enumerate(s.players):
        if q != p:
            pl["tiles"], others = others[:len(pl["tiles"])], others[len(pl["tiles"]):]
    s.pool = others
    assert g.view(p) == view  # nothing hidden leaks into the view...
    assert bot.choose(g.view(p), g.legal_moves()) == choice
    assert "hand" in view and view["players"][(p + 1) % 3]["cash"] is None


def test_bot_takes_the_last_spike_when_it_wins_by_it():
    g = arrange(game(), hands={0: ["V3", "C1"]}, board={t: 1 for t in
                ["Y1", "Y2", "Y3", "Y4", "E1", "E2", "E3", "E4", "B1", "B2", "B3", "B4", "V1", "V2", "V4"]},
                grants=["STL", "DOD", "DEN", "OGD", "SAC"])
    g.state.ledger = [[0, 30000, "payout"]]  # the public ledger says seat 0 leads
    g.state.players[0]["cash"] += 30000
    assert bot.choose(g.view(0), g.legal_moves()) == "V3"


def test_bot_avoids_the_last_spike_that_hands_a_rival_the_win():
    g = arrange(game(), hands={0: ["V3", "C1"]}, board={t: 1 for t in
                ["Y1", "Y2", "Y3", "Y4", "E1", "E2", "E3", "E4", "B1", "B2", "B3", "B4", "V1", "V2", "V4"]},
                grants=["STL", "DOD", "DEN", "OGD", "SAC"], land={1: [("DEN", 5000), ("DEN", 8000), ("OGD", 5000)]})
    g.state.ledger = [[1, 40000, "payout"]]
    g.state.players[1]["cash"] += 40000
    assert bot.choose(g.view(0), g.legal_moves()) == "C1"


def test_bot_does_not_complete_a_route_that_pays_a_rival_more():
    g = arrange(game(), hands={0: ["A2", "B1"]}, board={"A1": 2, "A3": 2, "A4": 2}, grants=["STL", "OMA"],
                land={1: [("OMA", 4000), ("OMA", 7000), ("STL", 7000)]})
    assert bot.choose(g.view(0), g.legal_moves()) == "B1"


def test_bot_completes_a_route_that_pays_itself():
    g = arrange(game(), hands={0: ["A2", "B1"]}, board={"A1": 2, "A3": 2, "A4": 2}, grants=["STL", "OMA"],
                land={0: [("OMA", 4000), ("OMA", 7000), ("STL", 7000)]})
    assert bot.choose(g.view(0), g.legal_moves()) == "A2"


def test_bot_values_land_by_expected_payouts():
    g = arrange(game(), hands={0: ["A2"]}, board={"A1": 2, "A3": 2, "A4": 2, "E1": 1, "E2": 1, "E3": 1},
                grants=["STL", "OMA", "DEN", "DOD", "LAR"])
    g.push("A2")  # completes A; E is one tile from paying Denver and Dodge City
    choice = bot.choose(g.view(0), g.legal_moves())
    assert choice in ("buy DOD", "buy DEN")


def test_line_distance_is_the_fewest_empty_spaces_between_the_termini():
    """The standard bot's (cached) shortest line against a plain relaxation over the nine cities, on
    random boards, with and without one more tile placed."""
    from pygame_rules.games.last_spike.bots.standard import StandardBot
    from pygame_rules.games.last_spike.data import ROUTES, SPACES_PER_ROUTE, TILES, route_cities

    def relaxed(board: set[str]) -> int:
        dist = {"STL": 0}
        for _ in ROUTES:  # a path never has more routes than there are
            for r in ROUTES:
                cost = SPACES_PER_ROUTE - sum(f"{r}{n}" in board for n in range(1, SPACES_PER_ROUTE + 1))
                a, b = route_cities(r)
                for x, y in ((a, b), (b, a)):
                    if x in dist and dist[x] + cost < dist.get(y, 99):
                        dist[y] = dist[x] + cost
        return dist["SAC"]

    rng = random.Random(7)
    seen = set()
    for _ in range(200):
        board = set(rng.sample(TILES, rng.randrange(0, 40)))
        g = game(2)
        view = g.view(0)
        view["board"] = {t: {"player": 0, "cost": 0} for t in sorted(board)}
        bot = StandardBot(view)
        assert bot.line_distance() == relaxed(board)
        extra = rng.choice([t for t in TILES if t not in board])
        assert bot.line_distance(extra) == relaxed(board | {extra})
        seen.add(relaxed(board))
    assert len(seen) > 5  # boards near and far from the last spike
