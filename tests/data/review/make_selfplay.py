"""Makes the GNU Go self-play games of tests/data/review/ (GNU Go 3.8 at level 10, 9x9,
komi 6.5, Japanese rules): the first move of each game is one of the points of the 3rd
to 5th lines chosen by the seed, every other move is GNU Go's. Run:
    python tests/data/review/make_selfplay.py SEED [SEED ...]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from gotutor import Game
from gotutor.gtp import GnuGo


def make(seed: int) -> str:
    rng = random.Random(seed)
    game = Game(size=9, komi=6.5)
    with GnuGo(size=9, komi=6.5, flags=("--level", "10")) as gnugo:
        first = rng.choice([f"{c}{r}" for c in "CDEFG" for r in range(3, 8)])
        gnugo.play("B", first)
        game.play(first)
        while not game.is_over and game.move_number < 160:
            vertex = gnugo.genmove(game.to_move)
            if vertex == "resign":
                break
            game.play(vertex)
    return game.to_sgf()


if __name__ == "__main__":
    here = Path(__file__).parent
    for arg in sys.argv[1:]:
        (here / f"gnugo-selfplay-{int(arg)}.sgf").write_text(make(int(arg)))
        print("made", arg, flush=True)
