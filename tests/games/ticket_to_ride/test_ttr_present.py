"""What the page shows of a finished Ticket to Ride game: a breakdown per player."""

from pygame_rules import new_game


def test_game_over_rows_break_the_score_down():
    g = new_game("ticket_to_ride", {"players": [{"name": "A", "bot": "greedy"}, {"name": "B", "bot": "greedy"}]}, 4)
    while not g.is_over:
        g.push(g.bot_move())
    ranking = {r["player"]: r for r in g.result()["ranking"]}
    for q, row in enumerate(g.rules.player_rows(g.view(None))):
        r = ranking[q]
        final = row["Final"]
        assert final.startswith(f"{r['score']} = {r['route_points']} routes, {r['ticket_points']:+d} tickets")
        assert f"({r['tickets_completed']} made, {r['tickets_failed']} missed)" in final
        assert ("longest path" in final) == bool(r["longest_bonus"])
        assert r["score"] == r["route_points"] + r["ticket_points"] + r["longest_bonus"] + r["globetrotter_bonus"]
