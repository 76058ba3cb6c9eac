"""Computer opponents, evaluation and the arena.  Imports ``core`` only, never Qt."""
