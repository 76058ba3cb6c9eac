"""The programs that measure the bots: ``mor-arena`` (``lab/cli.py``) and what it runs —
matches and solo runs (``arena``), the strength table (``table``), the Elo ladder
(``ladder``, ``elo``), tuning screens (``tuning``), the solo model's fit
(``fit_solo``), fuzzers (``fuzz``), benchmarks (``bench_*``), the runner of their
games (``runner``, ``cluster``) and their progress on the terminal (``terminal``).

Not shipped with the app (packaging/mor.spec leaves it out).  Imports ``core`` and
``ai`` only, never Qt: the Qt benchmarks run as ``python -m mor_qt.…`` processes.
Nothing in ``ai/`` or ``mor_qt/`` imports it (tests/test_lab_layering.py).
"""
