"""Positions shared by several lessons: the worked 9x9 end of game, a seki, and two
whole 9x9 games.

The worked end of game follows the users' rule text (RULES.md item 9): two neutral
points (F9, F8); White 9 points of territory; Black 21 points of territory counting the
points of 2 dead White stones (H7, H6), which are taken off at the end; and 1 White stone
(C3) captured during the game. Japanese counting: Black 21 + 2 + 1 = 24, White 9: Black
wins by 15 before komi, by 13.5 with the text's komi of 1.5. Both players have played the
same number of moves (Black 26 stones, White 23 living stones + 2 dead + 1 captured), so
area counting gives the same 15 points: Black 26 + 21 = 47, White 23 + 9 = 32.
"""

from __future__ import annotations

from ..game import Game
from ..rules import Rules

__all__ = ["DAME", "DEAD", "FINAL", "FINAL_BEFORE", "GAME_A", "GAME_B", "SEKI", "final_game",
           "game_from_moves"]

#: The end of the worked game, one move before the end: White C3 is in atari.
FINAL_BEFORE = """
. . O . O . X . .
. O O . O . X X .
. O . O O X X O .
O O O O X X X O .
X X X X X . . X .
. . X . X X X X X
. X O X O O O O O
. . . X X O . O .
. . . . X O O O O
"""
#: Black captures C3 at C2, then both players pass.
FINAL_MOVES = ("C2", "pass", "pass")
#: The final position (after C2 captured C3).
FINAL = """
. . O . O . X . .
. O O . O . X X .
. O . O O X X O .
O O O O X X X O .
X X X X X . . X .
. . X . X X X X X
. X . X O O O O O
. . X X X O . O .
. . . . X O O O O
"""
#: The dead White chain (both stones) and the neutral points of the final position.
DEAD = ("H7", "H6")
DAME = ("F9", "F8")

#: A seki: the Black chain B9-D9 and the White chain A8-F8-F9 share their only two
#: liberties, A9 and E9; whoever fills one puts their own chain in atari and loses it.
#: The Black chain has three stones so that White, capturing it with the filling
#: stone, gets a straight four and lives (with two stones White would get a straight
#: three, which Black kills: that would not be a seki).
SEKI = """
. X X X . O X O .
O O O O O O X O .
X X X X X X X O .
. . . . . . X O .
. . . . . . X O .
. . . . . . X O .
. . . . . . X O .
. . . . . . X O .
. . . . . . X O .
"""
SEKI_LIBERTIES = ("A9", "E9")


def _moves(text: str) -> tuple[str, ...]:
    """Returns the moves written in `text`, separated by blanks."""
    return tuple(text.split())


#: Two 9x9 games played by GNU Go 3.8 against itself (level 3), ending with two passes.
#: Dead stones at the end (GNU Go's final_status_list and gotutor.life agree):
#: GAME_A: White J8; GAME_B: Black G6 and White D3.
GAME_A = _moves("E5 C4 E3 C7 G7 G3 C2 D5 E6 E8 F8 G5 D8 C8 E7 E4 F4 D4 F3 F2 E2 G2 G4 H4 G6 H5 "
          "F5 J8 B3 B4 H8 A3 A2 A4 J7 D9 E9 C9 H6 D7 J5 J3 C3 E8 F9 D6 F1 H2 G1 H1 E1 D3 "
          "D2 D8 J6 J4 pass pass")
GAME_A_DEAD = ("J8",)
GAME_B = _moves("G6 E7 G3 D3 C7 E5 B5 G8 C2 H7 D4 G5 E4 H6 D8 H4 H3 E8 J4 J5 J3 G4 F4 F5 D9 D5 "
          "C3 C6 B6 D7 C8 C5 C4 E9 pass pass")
GAME_B_DEAD = ("G6", "D3")


def final_game(rules: Rules | str | None = "japanese", komi: float | None = None) -> Game:
    """Returns the worked end of game under `rules`: the position before the end, then
    Black's capture at C2 and two passes (so Black has 1 prisoner and the game is over)."""
    game = Game.from_diagram(FINAL_BEFORE, rules=rules, komi=komi)
    for v in FINAL_MOVES:
        game.play(v)
    return game


def game_from_moves(moves: list[str] | tuple[str, ...], size: int = 9,
                    rules: Rules | str | None = "japanese", komi: float | None = None) -> Game:
    """Returns a game with `moves` played from the empty board, Black first.
    Raises IllegalMove if one of them is illegal."""
    game = Game(size, rules=rules, komi=komi)
    for v in moves:
        game.play(v)
    return game
