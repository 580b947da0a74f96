"""Final scoring: tickets, the longest continuous path, Globetrotter, ties."""

import pytest
from ttr_helpers import arrange, choose_tickets, game

from pygame_rules.games.ticket_to_ride.graph import connected, longest_path, longest_trail


def E(*specs):
    """"A-B:3" ... -> edges for longest_trail."""
    out = []
    for spec in specs:
        ends, length = spec.split(":")
        a, b = ends.split("-")
        out.append((a, b, int(length)))
    return tuple(out)


# -- the longest path on hand-made graphs -----------------------------------------------------
def test_single_route_and_chain():
    assert longest_trail(E("A-B:3")) == 3
    assert longest_trail(E("A-B:3", "B-C:2", "C-D:6")) == 11


def test_branch_takes_the_two_longest_arms():
    # A star: only two arms can be used.
    assert longest_trail(E("X-A:1", "X-B:5", "X-C:4")) == 9


def test_loop_is_counted_whole_and_a_tail_adds():
    assert longest_trail(E("A-B:2", "B-C:2", "C-A:2")) == 6  # a circuit: every route once
    assert longest_trail(E("A-B:2", "B-C:2", "C-A:2", "C-D:3")) == 9  # start on the tail, go round


def test_figure_eight_revisits_the_middle_city():
    loops = E("M-A:1", "A-B:1", "B-M:1", "M-C:1", "C-D:1", "D-M:1")
    assert longest_trail(loops) == 6
    assert longest_trail(loops + E("D-Z:4")) == 10


def test_theta_graph_cannot_use_every_route():
    # Two cities joined by three paths: four odd... two odd-degree cities -> an Euler trail uses all.
    assert longest_trail(E("A-B:1", "A-C:1", "C-B:1", "A-D:1", "D-B:1")) == 5
    # Four odd cities (an H shape with a bar): not every route fits in one trail.
    assert longest_trail(E("A-B:1", "B-C:1", "D-B:2", "B-E:3", "E-F:1", "E-G:1")) == 6


def test_two_separate_networks_count_the_longer_one():
    assert longest_trail(E("A-B:1", "B-C:1", "X-Y:6")) == 6


def test_double_routes_between_the_same_cities_form_a_loop():
    # A multigraph: both routes of a pair (only possible in hand-made graphs, not in the game).
    assert longest_trail(E("A-B:2", "A-B:3", "B-C:1")) == 6


def test_longest_path_on_the_real_map_is_not_off_by_one():
    # Seattle-Portland (1) - San Francisco (5) - Los Angeles (3) = 9 trains, exactly.
    assert longest_path(("POR-SEA", "POR-SFO", "LAX-SFO")) == 9
    # A loop Chicago - Pittsburgh - Saint Louis back to Chicago, then on to Kansas City.
    net = ("CHI-PIT", "PIT-STL", "CHI-STL", "KCY-STL")
    assert longest_path(net) == 3 + 5 + 2 + 2
    assert longest_path(()) == 0


def test_exhaustive_search_matches_brute_force_on_small_random_graphs():
    import itertools
    import random

    rnd = random.Random(5)
    for _ in range(60):
        cities = "ABCDEF"
        edges = tuple((a, b, rnd.randint(1, 6)) for a, b in
                      rnd.sample(list(itertools.combinations(cities, 2)), rnd.randint(1, 8)))

        def brute(edges=edges, cities=cities):
            best = 0

            def walk(city, used, total):
                nonlocal best
                best = max(best, total)
                for i, (a, b, length) in enumerate(edges):
                    if i not in used and city in (a, b):
                        walk(b if city == a else a, used | {i}, total + length)
            for c in cities:
                walk(c, frozenset(), 0)
            return best
        assert longest_trail(edges) == brute()


def test_connected_uses_own_routes_only():
    assert connected(("DEN-SFE", "ELP-SFE"), "DEN", "ELP")
    assert not connected(("DEN-SFE",), "DEN", "ELP")


# -- final scores ----------------------------------------------------------------------------
def finish(g):
    g.state.finish("test")
    return g.result()


def test_tickets_add_when_completed_and_subtract_otherwise():
    g = arrange(choose_tickets(game(2, seed=2)), claims={"DEN-SFE": 0, "ELP-SFE": 0},
                tickets={0: [("DEN", "ELP", 4), ("BOS", "MIA", 12)], 1: [("DEN", "ELP", 4)]})
    rows = {r["player"]: r for r in finish(g)["ranking"]}
    ann, bob = rows[0], rows[1]
    assert ann["route_points"] == 4 and ann["ticket_points"] == 4 - 12
    assert (ann["tickets_completed"], ann["tickets_failed"]) == (1, 1)
    assert [t["done"] for t in ann["tickets"]] == [True, False]
    assert ann["longest"] == 4 and ann["longest_bonus"] == 10
    assert ann["score"] == 4 - 8 + 10
    assert bob["ticket_points"] == -4 and bob["longest_bonus"] == 0  # other players' routes don't count
    assert bob["score"] == -4


def test_tied_longest_paths_each_score_the_bonus():
    g = arrange(choose_tickets(game(3, seed=2)), claims={"DEN-SFE": 0, "ELP-SFE": 0, "DAL-LRK": 1, "LRK-OKC": 1},
                tickets={0: [], 1: [], 2: []})
    rows = {r["player"]: r for r in finish(g)["ranking"]}
    assert rows[0]["longest_bonus"] == rows[1]["longest_bonus"] == 10 and rows[2]["longest_bonus"] == 0


def test_nobody_with_a_route_scores_no_longest_bonus():
    g = arrange(choose_tickets(game(2, seed=2)), tickets={0: [], 1: []})
    assert all(r["longest_bonus"] == 0 for r in finish(g)["ranking"])


def test_1910_globetrotter_replaces_the_longest_path():
    g = arrange(choose_tickets(game(2, seed=2, variant="1910")), claims={"DEN-SFE": 0, "ELP-SFE": 1, "CAL-WIN": 1},
                tickets={0: [("DEN", "SFE", 2), ("SFE", "DEN", 1)], 1: [("ELP", "SFE", 1)]})
    rows = {r["player"]: r for r in finish(g)["ranking"]}
    assert rows[0]["globetrotter_bonus"] == 15 and rows[1]["globetrotter_bonus"] == 0
    assert rows[0]["longest_bonus"] == rows[1]["longest_bonus"] == 0


def test_mega_scores_both_bonuses():
    g = arrange(choose_tickets(game(2, seed=2, variant="mega")), claims={"DEN-SFE": 0, "ELP-SFE": 1, "CAL-WIN": 1},
                tickets={0: [("DEN", "SFE", 2)], 1: [("ELP", "SFE", 1)]})
    rows = {r["player"]: r for r in finish(g)["ranking"]}
    assert rows[0]["globetrotter_bonus"] == rows[1]["globetrotter_bonus"] == 15  # tied: both score
    assert rows[1]["longest_bonus"] == 10 and rows[0]["longest_bonus"] == 0


@pytest.mark.parametrize("case", ["tickets", "longest", "shared"])
def test_ties_most_completed_tickets_then_longest_path(case):
    g = choose_tickets(game(2, seed=2))
    if case == "tickets":
        # Equal scores (2 + 2 + 1 = 5 each); Bob completed two tickets, Ann one.
        arrange(g, claims={"DEN-SFE": 0, "ELP-SFE": 1, "SEA-VAN": 1},
                tickets={0: [("DEN", "SFE", 3)], 1: [("ELP", "SFE", 1), ("SEA", "VAN", 1)]})
        winner = 1
    elif case == "longest":
        # Equal scores and tickets; Ann's path is longer (but 1910 has no longest bonus to pay it).
        g = choose_tickets(game(2, seed=2, variant="1910"))
        arrange(g, claims={"DEN-SFE": 0, "ELP-SFE": 0, "CHI-DUL": 1}, tickets={0: [], 1: []})  # 4 points each
        winner = 0
    else:
        arrange(g, claims={"DEN-SFE": 0, "ELP-SFE": 1}, tickets={0: [], 1: []})
        winner = None
    result = finish(g)
    scores = [r["score"] for r in result["ranking"]]
    assert scores[0] == scores[1]
    if winner is None:
        assert result["winners"] == [0, 1] and [r["rank"] for r in result["ranking"]] == [1, 1]
    else:
        assert result["winners"] == [winner] and result["ranking"][1]["rank"] == 2


def test_result_is_none_until_over():
    g = choose_tickets(game(2, seed=2))
    assert g.result() is None
