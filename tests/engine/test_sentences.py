"""Sentences that must survive any names and counts, in both languages (issue 34): two winners, one and
several items, and an item that brings its own article."""

from __future__ import annotations

import pytest

from pygame_rules.i18n import t
from pygame_rules.i18n.messages import ListOf, Money, Msg, say


@pytest.mark.parametrize(("names", "en", "de"), [
    (["Ann"], "Game over. Ann won.", "Spiel vorbei. Sieg für Ann."),
    (["Ann", "Bob"], "Game over. Ann and Bob won.", "Spiel vorbei. Sieg für Ann und Bob."),
    (["Ann", "Bob", "Cy"], "Game over. Ann, Bob and Cy won.", "Spiel vorbei. Sieg für Ann, Bob und Cy."),
])
def test_game_over_reads_with_one_or_several_winners(names: list[str], en: str, de: str) -> None:
    msg = Msg("engine.over_won", names=ListOf(names, last_and=True))
    assert (say(msg, "en"), say(msg, "de")) == (en, de)


def test_the_home_page_names_one_or_two_winners_in_a_sentence() -> None:
    # web/js/home.js joins the winners with app.and; the sentence must not say "hat" to two of them.
    for names in ("Ann", "Ann und Bob"):
        assert t("de", "home.finished", names=names) == f"Beendet: Sieg für {names}."
    assert t("en", "home.finished", names="Ann and Bob") == "Finished: Ann and Bob won."


@pytest.mark.parametrize("item", ["G17", "M17", "DEN-CSP", "A3"])
def test_an_offer_to_buy_reads_whatever_the_item(item: str) -> None:
    from pygame_rules.games.silverton.present import thing

    msg = Msg("si.prompt.offer_buy", name="Bob", what=thing(item), price=Money(250))
    en, de = say(msg, "en"), say(msg, "de")
    assert en.startswith("Bob wants to buy ") and en.endswith(" from you for $250. Accept?")
    assert de.startswith("Bob möchte ") and de.endswith(" für 250\u00a0$ von dir kaufen. Annehmen?")
    assert "your the" not in en and "deinen die" not in de and "deinen Abschnitt" not in de


@pytest.mark.parametrize("n", [1, 3])
def test_cards_of_a_colour_read_as_cards(n: int) -> None:
    # "3 Rot" read as a colour, not as three red cards.
    assert say(Msg("ttr.pay.red", n=n), "de") == f"{n}× Rot"
    assert say(Msg("ttr.pay.red", n=n), "en") == f"{n} red"
    both = Msg("ttr.pay.both", colours=Msg("ttr.pay.blue", n=n), locos=Msg("ttr.pay.locos", n=n))
    assert say(both, "de") == f"{n}× Blau + {n} " + ("Lokomotive" if n == 1 else "Lokomotiven")


def test_a_free_share_is_free_not_in_vain() -> None:
    # "umsonst" also means "in vain"; "er" would make every player a man.
    for key in ("rd.status.pick_other", "rd.log.pick", "rd.label.pick"):
        text = t("de", key, name="Ann", share="Aktie von Rot", left=3)
        assert "umsonst" not in text and " er " not in text and "kostenlos" in text


def test_game_blurbs_speak_to_you() -> None:
    for key in ("ls.blurb", "ttr.blurb", "rd.blurb", "si.blurb"):
        words = set(t("de", key).replace(",", " ").replace(".", " ").split())
        assert not words & {"ihr", "euch", "eure", "eurer", "euren", "Baut", "Sammelt", "Würfelt", "Legt"}, key
