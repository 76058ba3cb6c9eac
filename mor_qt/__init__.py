"""The PySide6 desktop app of Masters of Renaissance (``mor``)."""
