"""Compile the gettext catalogues (pygame_rules/i18n/locale/<lang>/LC_MESSAGES/rail_table.po) with Babel.

The .po files are what translators edit; the .mo files beside them are what the engine reads at run time
with the standard library's ``gettext`` (no dependency in the engine, the same in CPython and Pyodide).
The .mo files are kept in the repository so that a fresh clone, the wheel and the page all have them
without a build step; ``--check`` (run by tests/engine/test_i18n.py) fails when one is stale.

    .venv/bin/python tools/catalogues.py            # compile every .po into its .mo
    .venv/bin/python tools/catalogues.py --check    # is every .mo what its .po compiles to?
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "pygame_rules" / "i18n" / "locale"
DOMAIN = "rail_table"


def po_files() -> list[Path]:
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compiled(po: Path) -> bytes:
    """The .mo a .po compiles to (fuzzy entries included: a key must never vanish from a language)."""
    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parts[-3], domain=DOMAIN)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=True)
    return out.getvalue()


def stale() -> list[Path]:
    """The .mo files that differ from what their .po compiles to (or are missing)."""
    return [po for po in po_files() if not po.with_suffix(".mo").exists()
            or po.with_suffix(".mo").read_bytes() != compiled(po)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report stale .mo files (exit 1 if any)")
    args = parser.parse_args()
    if args.check:
        bad = stale()
        for po in bad:
            print(f"stale: {po.with_suffix('.mo').relative_to(ROOT)} (run tools/catalogues.py)")
        return 1 if bad else 0
    for po in po_files():
        po.with_suffix(".mo").write_bytes(compiled(po))
        print(f"compiled {po.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
