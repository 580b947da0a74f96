"""Rules engines for Rail Table's railroad board games.

Pure Python, no dependencies: the same code runs in CPython (tests, tools) and in the browser
through Pyodide.
"""

__version__ = "0.1.0"
