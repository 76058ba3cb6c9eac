"""``python -m net.server``: the table server's command line, as ``mor-server`` (``cli.py``)."""

import sys

from .cli import main

sys.exit(main())
