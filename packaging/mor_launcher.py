"""Entry point for the PyInstaller build (the ``mor`` console script's target)."""

import sys

from mor_qt.main import main

if __name__ == "__main__":
    sys.exit(main())
