"""Everything the engine would read from its own files, read now: for a memory snapshot of Python.

A returning player's page starts Python from a memory snapshot made once by a throwaway interpreter
(web/pyodide-snapshot.js).  The snapshot holds Python's memory, not its files, and restoring it without
installing the wheel again saves a fifth of a second of every such start.  That is safe only if the
engine never reads one of its own files after ``preload()``: every module is imported (their data files,
such as the boards' JSON, are read at import), and the caches that read files on first use (the
compiled catalogues of every language, the list of game packages) are filled.  tests/engine/test_preload.py
plays every game with the package's files unreadable to prove it.
"""

from __future__ import annotations

import importlib
import pkgutil

import pygame_rules

from . import i18n, registry


def module_names() -> list[str]:
    """Every module of pygame_rules but the test helpers, in a fixed order."""
    found = pkgutil.walk_packages(pygame_rules.__path__, "pygame_rules.")
    return sorted(info.name for info in found if ".tests" not in info.name)


def preload() -> None:
    """Import every module and fill every cache that reads the package's files."""
    for name in module_names():
        importlib.import_module(name)
    registry.game_ids()
    for lang in i18n.LANGS:
        i18n.translations(lang)
        i18n.catalogue(lang)
        i18n.plural_forms(lang)
