"""Network tables: the protocol, the sans-IO ``Room``, the ``mor-server`` and a
headless bot client (docs/protocol.md, docs/server.md).

Layers: ``net`` imports only ``core`` (through ``from core import ...``) and
``ai``; never Qt.
"""
