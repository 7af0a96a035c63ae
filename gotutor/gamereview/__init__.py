"""The review of a student's own game: its mistakes proven by the product's readers,
explained in the student's language, GNU Go's points where it runs, and the mistakes
put in the review queue as problems. See docs/review.md.

    import gotutor as gt
    review = gt.review_game("my-game.sgf")
    review.mistakes      # [Mistake(move_number, color, vertex, kind, better, points, text)]
    review.board()       # a board that steps from mistake to mistake
"""

from __future__ import annotations

from .record import ReviewError
from .review import GameReview, Mistake, review_game

__all__ = ["GameReview", "Mistake", "ReviewError", "review_game"]
