"""The labels of the board and the lessons, marked here so that every catalog has them.

Callers translate them where they are shown: `_("Pass", language)`,
`_("Move {n}", language, n=12)`. This module only marks them; it has no logic.
"""

from __future__ import annotations

from .translate import N_

__all__ = ["LABELS"]

LABELS = (
    # Moves and navigation.
    N_("Pass"),
    N_("Undo"),
    N_("Redo"),
    N_("First"),
    N_("Previous"),
    N_("Next"),
    N_("Last"),
    N_("Move {n}"),
    N_("Resign"),
    N_("Both players passed: the game is over."),
    # Modes and tools.
    N_("Play"),
    N_("Setup"),
    N_("Score"),
    N_("View"),
    N_("Erase"),
    N_("Suggest dead stones"),
    N_("Retry"),
    N_("Hint"),
    N_("Check"),
    N_("Rules"),
    N_("Language"),
    # The score breakdown.
    N_("Territory"),
    N_("Area"),
    N_("Dame"),
    N_("Seki"),
    N_("Komi"),
    N_("Handicap"),
    N_("Handicap compensation"),
    N_("Prisoners"),
    N_("Dead stones"),
    N_("Stones on the board"),
    N_("Total"),
    N_("Result"),
)
