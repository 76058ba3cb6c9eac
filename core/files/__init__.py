"""What the engine keeps on disk: save files and their migrations, autosaves
and who owns them, the data folder, and the program's logs.

Nothing here decides a rule: these modules read and write what ``core.game``
holds.  Outside ``core``, everything here is reached through ``from core
import ...`` (the names are listed in ``core/__init__.py``):

- ``savefile``: the ``.mor`` format, ``save``/``load``; ``saveframe``: its
  signature, header, checksums and bounds; ``atomic``: writes that are never
  half done; ``save_errors``: ``SaveFileError``;
- ``autosave``: the current game kept in the data folder;
- ``savefile_migrate``: older format versions brought up to date on load;
- ``autosave_owner``: which running copy of the app may write the autosave;
- ``logfiles``: ``app.log`` and ``crash.log`` in the data folder;
- ``datafolder``: where that folder is (``data_dir``).
"""
