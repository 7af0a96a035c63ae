"""Handicap stones at the fixed points, and nigiri to choose colours."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .errors import GoError

__all__ = ["Nigiri", "fixed_handicap_points", "max_fixed_handicap", "nigiri"]


def max_fixed_handicap(size: int) -> int:
    """Returns how many fixed handicap stones a `size` board takes: 9 on odd boards from
    9x9, 4 on 7x7 and on even boards from 8x8, 0 below 7x7 (as GNU Go places them)."""
    if size < 7:
        return 0
    return 9 if size % 2 == 1 and size >= 9 else 4


def fixed_handicap_points(size: int, stones: int) -> list[tuple[int, int]]:
    """Returns the fixed handicap points as (col, row) from the lower-left, zero-based,
    at GNU Go's points and in GNU Go's order (top row first, left to right): the 4-4
    points from 13x13 up, the 3-3 points on smaller boards.

    2: upper right, lower left; 3: + upper left; 4: + lower right; 5: + centre;
    6: four corners + left and right sides; 7: + centre; 8: corners + four sides; 9: all.
    Raises GoError if the board does not take that many fixed stones.
    """
    limit = max_fixed_handicap(size)
    if isinstance(stones, bool) or not isinstance(stones, int) or not 2 <= stones <= limit:
        raise GoError(
            f"a {size}x{size} board takes 2 to {limit} fixed handicap stones, not {stones!r}"
            if limit else f"a {size}x{size} board takes no fixed handicap stones"
        )
    lo = 3 if size >= 13 else 2
    hi, mid = size - 1 - lo, size // 2
    ur, ll, ul, lr = (hi, hi), (lo, lo), (lo, hi), (hi, lo)
    left, right, top, bottom, centre = (lo, mid), (hi, mid), (mid, hi), (mid, lo), (mid, mid)
    layouts = {
        2: [ur, ll],
        3: [ur, ll, ul],
        4: [ur, ll, ul, lr],
        5: [ur, ll, ul, lr, centre],
        6: [ur, ll, ul, lr, left, right],
        7: [ur, ll, ul, lr, left, right, centre],
        8: [ur, ll, ul, lr, left, right, top, bottom],
        9: [ur, ll, ul, lr, left, right, top, bottom, centre],
    }
    return sorted(layouts[stones], key=lambda cr: (-cr[1], cr[0]))


@dataclass(frozen=True)
class Nigiri:
    """The outcome of nigiri: `black` and `white` are the players' names, `handful` the
    number of stones grabbed, `guess` "odd" or "even", `correct` whether it was right."""

    black: str
    white: str
    handful: int
    guess: str
    correct: bool


def nigiri(holder: str = "first player", guesser: str = "second player",
           seed: int | None = None) -> Nigiri:
    """Chooses colours by nigiri: `holder` takes a hidden handful of white stones,
    `guesser` guesses odd (one stone) or even (two stones), the handful is counted, and a
    right guess takes Black. Returns a Nigiri; the same `seed` gives the same outcome."""
    rng = random.Random(seed)
    handful = rng.randint(1, 30)
    guess = rng.choice(("odd", "even"))
    correct = (handful % 2 == 1) == (guess == "odd")
    black, white = (guesser, holder) if correct else (holder, guesser)
    return Nigiri(black, white, handful, guess, correct)
