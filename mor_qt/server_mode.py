"""``mor --server ARGS`` is ``mor-server ARGS``: the stand-alone build hosts network
tables with the same program (``mor_qt.main`` answers it before Qt starts)."""

SERVER_MODE = "--server"
