"""The gettext catalogues: compile them with Babel, check them, add entries.

Each catalogue is a ``.po`` file (what translators edit) with the compiled ``.mo`` beside it (what the
engine reads at run time with the standard library's ``gettext``):

- ``pygame_rules/i18n/locale/<lang>/LC_MESSAGES/rail_table.po``: the engine's and the page's words;
- ``pygame_rules/games/<game>/locale/<lang>/LC_MESSAGES/<game>.po``: one game's words, every key under
  its prefix (``ls.``, ``ttr.`` ...), so a game folder holds all of its own texts.

The .mo files are kept in the repository so that a fresh clone, the wheel and the page all have them
without a build step; ``--check`` (run by tests/engine/test_i18n.py) fails when one is stale.

    .venv/bin/python tools/catalogues.py                     # compile every .po into its .mo
    .venv/bin/python tools/catalogues.py --check             # is every .mo what its .po compiles to?
    .venv/bin/python tools/catalogues.py --add entries.json  # add or replace entries, then compile

entries.json: ``[{"key": "ls.log.play", "en": "...", "de": "...", "note": "for translators"}]``; a text
with plural forms is a list in the language's order (``"en": ["{n} lot", "{n} lots"]``).  An entry goes
into the catalogue of the game whose prefix its key has, else into the engine's.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pygame_rules"
ENGINE_DOMAIN = "rail_table"
LANGS = ("en", "de")
# Lines Babel writes into a header for a translator to fill in; ours has no such person or address.
_PLACEHOLDERS = ('"Report-Msgid-Bugs-To: EMAIL', '"PO-Revision-Date: YEAR', '"Last-Translator: FULL NAME')


def po_files() -> list[Path]:
    return sorted([*PACKAGE.glob("i18n/locale/*/LC_MESSAGES/*.po"), *PACKAGE.glob("games/*/locale/*/LC_MESSAGES/*.po")])


def read(po: Path) -> Catalog:
    with po.open("rb") as f:
        return read_po(f, locale=po.parts[-3], domain=po.stem)


def write(po: Path, catalog: Catalog) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=0, sort_output=False, include_previous=False)
    lines = [line for line in out.getvalue().decode("utf-8").split("\n") if not line.startswith(_PLACEHOLDERS)]
    lines = ['"Language-Team: Rail Table\\n"' if line.startswith('"Language-Team:') else line for line in lines]
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text("\n".join(lines), encoding="utf-8")


def compiled(po: Path) -> bytes:
    """The .mo a .po compiles to (fuzzy entries included: a key must never vanish from a language)."""
    out = io.BytesIO()
    write_mo(out, read(po), use_fuzzy=True)
    return out.getvalue()


def stale() -> list[Path]:
    """The .mo files that differ from what their .po compiles to (or are missing)."""
    return [po for po in po_files() if not po.with_suffix(".mo").exists()
            or po.with_suffix(".mo").read_bytes() != compiled(po)]


def compile_all() -> None:
    for po in po_files():
        po.with_suffix(".mo").write_bytes(compiled(po))


def catalogue_for(key: str, lang: str) -> Path:
    """The .po file a key belongs in: its game's (by prefix) if a game catalogue has that prefix."""
    prefix = key.split(".")[0] + "."
    for po in PACKAGE.glob(f"games/*/locale/{lang}/LC_MESSAGES/*.po"):
        if any((m.id if isinstance(m.id, str) else m.id[0]).startswith(prefix) for m in read(po) if m.id):
            return po
    return PACKAGE / "i18n" / "locale" / lang / "LC_MESSAGES" / f"{ENGINE_DOMAIN}.po"


def add(entries: list[dict]) -> None:
    for lang in LANGS:
        for entry in entries:
            key, text = entry["key"], entry[lang]
            po = catalogue_for(key, lang)
            catalog = read(po)
            for old in (key, (key, key + "|plural")):
                if old in catalog:
                    del catalog[old]
            comments = [entry["note"]] if entry.get("note") and lang == "en" else []
            if isinstance(text, list):
                catalog.add((key, key + "|plural"), tuple(text), auto_comments=comments)
            else:
                catalog.add(key, text, auto_comments=comments)
            write(po, catalog)
    compile_all()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report stale .mo files (exit 1 if any)")
    parser.add_argument("--add", type=Path, help="a JSON file of entries to add or replace")
    args = parser.parse_args()
    if args.check:
        bad = stale()
        for po in bad:
            print(f"stale: {po.with_suffix('.mo').relative_to(ROOT)} (run tools/catalogues.py)")
        return 1 if bad else 0
    if args.add:
        add(json.loads(args.add.read_text(encoding="utf-8")))
    else:
        compile_all()
    for po in po_files():
        print(f"compiled {po.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
