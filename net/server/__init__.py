"""The table server (docs/server.md): ``host.py`` the asyncio server that hosts the
rooms (``Server``, and ``ServerThread`` that runs one on its own event loop for tests,
benchmarks and tools), ``room_files.py`` the rooms' files in its data folder, ``cli.py``
its command line ``mor-server``, which ``python -m net.server`` runs too."""

from .host import DAY_S, Server, ServerThread, check_bot_name
from .room_files import ABANDONED_DIR, FINISHED_DIR, RECORD_SUFFIX, SAVE_SUFFIX

__all__ = [
    "ABANDONED_DIR",
    "DAY_S",
    "FINISHED_DIR",
    "RECORD_SUFFIX",
    "SAVE_SUFFIX",
    "Server",
    "ServerThread",
    "check_bot_name",
]
