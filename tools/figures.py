"""Numbers as a language writes them, from Babel's locale data (never by hand): shares "53.8%" /
"53,8 %", differences in percentage points "+3.7" / "+3,7", whole numbers "100,000" / "100.000".
Shared by the balance report's tables (tools/balance_page.py) and its charts (tools/charts.py)."""

from __future__ import annotations

from decimal import Decimal

from babel import Locale
from babel.numbers import format_decimal


def pct(x: float, lang: str = "en", digits: int = 1) -> str:
    """A share (0-1) as a percentage with ``digits`` decimals (rounded as Python rounds, so that both
    languages show the same figure)."""
    pattern = Locale.parse(lang).percent_formats[None]
    shape = "#,##0" + ("." + "0" * digits if digits else "")
    figure = format_decimal(Decimal(f"{100 * x:.{digits}f}"), shape, locale=lang)
    return f"{pattern.prefix[0]}{figure}{pattern.suffix[0]}"


def points(x: float, lang: str = "en") -> str:
    """A difference of shares in percentage points, signed, with the language's decimal sign."""
    return format_decimal(Decimal(f"{100 * x:+.1f}"), "+#,##0.0;-#,##0.0", locale=lang)


def whole(n: int, lang: str) -> str:
    """A whole number with the language's grouping."""
    return format_decimal(n, locale=lang)


def plain(v: float, lang: str) -> str:
    """A figure as short as it goes ("12", "12.5" / "12,5"), as Python's ``:g`` gives it."""
    return format_decimal(Decimal(f"{v:g}"), locale=lang)
