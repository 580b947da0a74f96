"""Benchmark scripts: long runs that measure (bot strength, speed, balance), each run directly
(``python benchmarks/<name>.py``).  A package so that the tests' few-second smoke runs import them as
``benchmarks.<name>`` (the repository's root is on the tests' path: pyproject.toml)."""
