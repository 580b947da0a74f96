"""Shares and directors (seed: "Aktien kaufen"; source: the director has the most shares at a year end)."""

import pytest
from rd_helpers import arrange, finish_turns, game

from pygame_rules import IllegalMove
from pygame_rules.games.railroad_dice.data import COMPANY, SOLD_OUT_TO_TRADE
from pygame_rules.games.railroad_dice.scoring import new_director


def sell_out(g, codes, holder=1):
    """Every share of ``codes`` in ``holder``'s hands."""
    return arrange(g, shares={holder: {c: COMPANY[c].shares for c in codes}})


def test_a_share_die_or_a_wild_die_buys_one_share_from_the_bank():
    g = arrange(game(3), fronts={0: {"share": 1, "wild": 1, "straight": 1}})
    bank = g.state.bank_count()
    g.push("buy R share")
    g.push("buy K wild")
    s = g.state
    assert s.shares[0]["R"] == 1 and s.shares[0]["K"] == 1
    assert s.bank_shares["R"] == 11 and s.bank_shares["K"] == 7
    assert s.fronts[0] == {"straight": 1, "curve": 0, "share": 0, "wild": 0}
    assert s.bank_count() == bank + 2  # the paying dice go to the bank
    assert "Ann buys a Red share from the bank with a share die (11 left)." in s.log
    with pytest.raises(IllegalMove, match="no share die"):
        g.push("buy R share")
    with pytest.raises(IllegalMove):
        g.push("buy R straight")  # not notation: only share and ? dice buy shares


def test_an_empty_bank_of_shares():
    g = arrange(game(3), fronts={0: {"share": 1}}, shares={1: {"K": 8}})
    with pytest.raises(IllegalMove, match="no Black shares left"):
        g.push("buy K share")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_buying_from_directors_opens_once_2_3_or_4_companies_are_sold_out(n):
    codes = ["K", "G", "Y", "B"]
    need = SOLD_OUT_TO_TRADE[n]
    assert need == n
    g = arrange(game(n), fronts={0: {"share": 1}}, directors={"R": 1})
    arrange(g, shares={1: {"R": 3, **{c: COMPANY[c].shares for c in codes[:need - 1]}}})
    assert not g.state.trading()
    with pytest.raises(IllegalMove, match=f"once every share of {need} companies is sold"):
        g.push("buy R share from P2")
    arrange(g, shares={1: {"R": 3, **{c: COMPANY[c].shares for c in codes[:need]}}})
    assert g.state.trading() and "buy R share from P2" in g.legal_moves()


def test_the_director_cannot_refuse_and_gets_the_die_behind_the_screen():
    g = sell_out(arrange(game(3), fronts={0: {"share": 1}}, directors={"R": 1}), ["K", "G", "Y"])
    arrange(g, shares={1: {"R": 2, "K": 8, "G": 9, "Y": 9}})
    bank = g.state.bank_count()
    g.push("buy R share from P2")
    s = g.state
    assert s.shares[0]["R"] == 1 and s.shares[1]["R"] == 1
    assert s.screen(1) == 1 and s.bank_count() == bank
    assert g.current_player == 0  # no answer is asked of Bob
    assert s.log[-1] == ("Ann buys a Red share from its director Bob, who cannot refuse: the share die goes "
                         "behind Bob's screen.")


def test_only_from_the_director_and_never_from_yourself():
    g = sell_out(arrange(game(3), fronts={0: {"wild": 1}}, directors={"R": 1, "B": 0}), ["K", "G", "Y"])
    arrange(g, shares={1: {"R": 1, "K": 8, "G": 9, "Y": 9}, 2: {"R": 1}, 0: {"B": 1}})
    with pytest.raises(IllegalMove, match="director is Bob"):
        g.push("buy R wild from P3")
    with pytest.raises(IllegalMove, match="you direct Blue yourself"):
        g.push("buy B wild from P1")
    with pytest.raises(IllegalMove, match="Green has no director"):
        g.push("buy G wild from P2")
    assert "buy R wild from P2" in g.legal_moves()


def test_directors_are_settled_at_the_end_of_each_year():
    g = arrange(game(3), fronts={0: {"share": 2}, 1: {"share": 1}})
    g.push("buy R share")
    assert g.state.directors["R"] is None  # not before the year end
    finish_turns(g, until_seat=1)
    g.push("buy B share")
    finish_turns(g, until_seat=0)
    assert g.state.directors == {"R": 0, "B": 1, "G": None, "Y": None, "K": None}
    assert g.state.log[-2:] == ["End of year 1. No passengers carried. Ann now directs Red; Bob now directs Blue.",
                                "Year 2: Cy takes the start-player disc and begins."]  # Cy played last


def test_director_tie_break():
    assert new_director([3, 1, 0], None) == 0
    assert new_director([2, 2, 0], 1) == 1  # a tie keeps the sitting director
    assert new_director([2, 2, 0], None) is None  # a tie without the sitting director: nobody
    assert new_director([2, 2, 1], 2) is None  # the sitting director fell behind into a tie of others
    assert new_director([0, 0, 0], 1) is None  # no shares, no director


def test_a_tie_without_the_sitting_director_leaves_the_company_without_one():
    g = arrange(game(2), shares={0: {"G": 2}, 1: {"G": 2}}, directors={"G": 0})
    arrange(g, shares={0: {"G": 1}, 1: {"G": 2}, })
    finish_turns(g, until_seat=0)
    assert g.state.directors["G"] == 1
    arrange(g, shares={0: {"G": 2}, 1: {"G": 2}})
    finish_turns(g, until_seat=0)
    assert g.state.directors["G"] == 1  # Bob sits and the tie keeps him


def test_a_director_sells_even_while_the_bank_still_has_the_companys_shares():
    """Seed: once 2/3/4 companies are sold out, shares can be bought from a fellow player who directs the
    company.  That holds for any company, also one the bank still has shares of, and both rules pages say
    so (issue 34: the German page read "solange", "only as long as")."""
    from pathlib import Path

    g = sell_out(arrange(game(3), fronts={0: {"share": 1}}, directors={"R": 1}), ["K", "G", "Y"])
    arrange(g, shares={1: {"R": 2, "K": 8, "G": 9, "Y": 9}})
    assert g.state.bank_shares["R"] > 0 and "buy R share from P2" in g.legal_moves()
    docs = Path(__file__).resolve().parents[3] / "docs" / "games"
    english = (docs / "railroad_dice.md").read_text(encoding="utf-8")
    german = (docs / "de" / "railroad_dice.md").read_text(encoding="utf-8")
    assert "(any company, while the bank still\nhas some of it too)" in english
    assert "auch wenn die Bank noch Aktien von ihr hat" in german.replace("\n", " ")
    assert "solange auch die Bank" not in german.replace("\n", " ")
