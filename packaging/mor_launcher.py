"""Entry point of the PyInstaller build (the ``mor`` console script's target).

``multiprocessing.freeze_support()`` comes first: the bots' search workers are
``spawn``ed copies of this very program, and must run the worker, not ``mor``."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from mor_qt.main import main

    sys.exit(main())
