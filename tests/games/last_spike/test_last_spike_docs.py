"""The rules page states the same board numbers as the data file (one source of truth, checked)."""

import re
from pathlib import Path

from pygame_rules.games.last_spike.data import CITIES, CITY_ORDER, LAND_PRICES, PAYOUTS, PROVENANCE, ROUTES

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "last_spike.md").read_text(encoding="utf-8")


def dollars(cell: str) -> list[int]:
    return [int(x.replace(",", "")) for x in re.findall(r"\$([\d,]+)", cell)]


def test_route_costs_on_the_rules_page_match_the_data():
    for letter, (east, west, costs) in ROUTES.items():
        row = next(line for line in DOC.splitlines() if line.startswith(f"| {letter} |"))
        assert f"{CITIES[east][0]} – {CITIES[west][0]}" in row
        assert dollars(row) == list(costs)


def test_land_prices_and_payouts_on_the_rules_page_match_the_data():
    for city in CITY_ORDER:
        row = next(line for line in DOC.splitlines() if line.startswith(f"| {CITIES[city][0]} ({city}) |"))
        cells = row.split("|")
        assert dollars(cells[3]) == list(LAND_PRICES[city])
        assert dollars(cells[4]) == list(PAYOUTS[city])


def test_reconstructed_numbers_are_marked_in_the_data_and_on_the_page():
    assert all(any(k in v for k in ("seed", "reference", "reconstructed")) for v in PROVENANCE.values())
    assert all("reconstructed" in PROVENANCE[k] for k in ("track costs", "land prices", "payouts"))
    assert DOC.count("reconstructed") >= 3
