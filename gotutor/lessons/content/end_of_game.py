"""The lesson on the end of the game: passing, two passes, dame, dead stones, seki."""

from __future__ import annotations

from ...i18n import N_
from .. import positions as P
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("The end of the game")


def passing(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the last moves and the two passes."""
    d = Demonstration(
        P.FINAL_BEFORE,
        N_("The end of a 9x9 game. The borders between Black and White are closed. One "
           "White stone, C3, is still in atari inside Black's area."),
        marks={"C3": "triangle", "C2": "circle"}, language=language,
        title=N_("Passing"))
    d.move("C2", N_("Black captures it: 1 prisoner."), {"C3": "square"}, captures=["C3"])
    d.move("pass", N_("White sees no useful move left and passes. A player may pass at "
                      "any time."))
    d.move("pass", N_("Black passes too. Two passes in a row end the game. Now the players "
                      "count."))
    return d


def dame_and_dead(language: str | None = None) -> Demonstration:
    """Returns the demonstration of neutral points and dead stones in the final
    position."""
    d = Demonstration(
        P.FINAL,
        N_("The final position. Before counting, the players agree what every point "
           "is."), language=language, title=N_("Dame and dead stones"))
    d.note(N_("F9 and F8 touch both Black and White stones: they belong to nobody. Such "
              "neutral points are called dame. Under territory counting a stone there "
              "gains nothing; under area counting it scores a point, so players fill the "
              "dame before they pass."),
           {"F9": "label:a", "F8": "label:b"})
    d.note(N_("The two White stones H7 and H6 are shut inside Black's area. They have no "
              "room for two eyes and cannot escape: they are dead. Black could capture "
              "them at any time, so Black does not need to."),
           {"H7": "cross", "H6": "cross"})
    d.setup(N_("At the end dead stones are simply taken off the board. They become "
               "Black's prisoners, as if captured."), empty=list(P.DEAD),
            marks={"H7": "square", "H6": "square"})
    return d


def seki(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a seki and of what happens to whoever breaks it."""
    d = Demonstration(
        P.SEKI,
        N_("Look at the top left. The Black chain B9-D9 and the White chain around it "
           "share two liberties, A9 and E9, and have no others."),
        marks={"A9": "circle", "E9": "circle", "B9": "triangle", "C9": "triangle",
               "D9": "triangle"},
        language=language, title=N_("Seki"))
    d.note(N_("Whoever plays at A9 or E9 first takes a liberty from their own chain too. "
              "So nobody plays there, and both chains stay alive together. This is seki: "
              "A9 and E9 belong to nobody."), {"A9": "circle", "E9": "circle"})
    d.move("E9", N_("Suppose Black fills E9 anyway. Now the Black chain has a single "
                    "liberty, A9: Black has put it in atari..."), {"A9": "circle"})
    d.move("A9", N_("...and White captures four stones. The four empty points give White "
                    "room for two eyes. Filling first would be just as bad for White."),
           {"B9": "square", "C9": "square", "D9": "square", "E9": "square"},
           captures=["B9", "C9", "D9", "E9"])
    return d


DEMOS = {"passing": passing, "dame-and-dead": dame_and_dead, "seki": seki}

EXERCISES = [
    Exercise(
        question=N_("Black has just passed. If White passes too, what happens?"),
        diagram=P.FINAL, to_move="W", moves=("pass",), kind="choice", answer=("end",),
        choices=(("end", N_("The game ends, and the players count")),
                 ("again", N_("Black must play again")),
                 ("lose", N_("White loses the game"))),
        goal=("two-passes",),
        right=N_("Right: two passes in a row end the game."),
        wrong=N_("Passing is always allowed. What do two passes in a row mean?"),
        hint=N_("How many passes in a row end the game?"),
        title=N_("Two passes")),
    Exercise(
        question=N_("Click the dame (the neutral points), then press Check. The crossed "
                    "White stones are dead."),
        diagram=P.FINAL, to_move="W", kind="points", answer=P.DAME,
        goal=("dame", P.DEAD), marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: F9 and F8 touch both colours. Nobody gets a point there."),
        wrong=N_("A neutral point is an empty point that touches Black and White stones "
                 "(not counting dead ones)."),
        hint=N_("A dame touches Black and White stones."),
        hints=(N_("Look at the border between the two colours at the top."),),
        title=N_("Dame")),
    Exercise(
        question=N_("Click the dead stones, then give the score. Japanese rules, komi 6.5; "
                    "Black captured one stone during the game."),
        diagram=P.FINAL_BEFORE, to_move="W", moves=("C2",), kind="dead",
        answer=("B+8.5",), goal=("score", "japanese", P.DEAD),
        right=N_("Right: Black 21 points of territory + 3 prisoners = 24; White 9 + 6.5 "
                 "komi = 15.5. Black wins by 8.5."),
        wrong=N_("Look again for stones inside the other player's area that cannot make "
                 "two eyes. Then count territory and prisoners."),
        hint=N_("Which stones cannot make two eyes?"),
        title=N_("Dead stones")),
    Exercise(
        question=N_("Seki: what happens if Black plays at E9?"),
        diagram=P.SEKI, kind="choice", answer=("lose",),
        choices=(("lose", N_("White captures four Black stones")),
                 ("win", N_("Black captures the White chain")),
                 ("nothing", N_("Nothing: the seki goes on"))),
        goal=("fill-loses", "E9", "B9"), marks={"E9": "circle", "A9": "circle"},
        right=N_("Right: after E9 the Black chain has only A9 left, and White captures it "
                 "there."),
        wrong=N_("Count the liberties of the Black chain after E9."),
        hint=N_("Filling a shared liberty takes a liberty from your own chain too."),
        title=N_("Seki")),
    Exercise(
        question=N_("A finished game on a 5x5 board. Click the dame (the neutral points), "
                    "then press Check."),
        diagram=diagram(5, black="B1 B2 B3 C3 C4 C5", white="D1 D2 D3 D4 D5"),
        kind="points", answer=("C1", "C2"), goal=("dame", ()),
        right=N_("Right: C1 and C2 touch both colours. Nobody gets a point there."),
        wrong=N_("A dame is an empty point that touches Black and White stones (not "
                 "counting dead ones)."),
        hint=N_("Look along the border between Black and White."),
        title=N_("Dame on a small board")),
    Exercise(
        question=N_("Click the dame, then press Check. The crossed White stone is dead."),
        diagram=diagram(5, black="B1 B2 B3 B4 B5 C3", white="D1 D2 D3 D4 D5 C4 A3"),
        kind="points", answer=("C1", "C2", "C5"), goal=("dame", ("A3",)),
        marks={"A3": "cross"},
        right=N_("Right: three dame. The points around the dead stone are Black's "
                 "territory: the dead stone counts for nothing."),
        wrong=N_("A dead stone will be taken off: the points next to it do not become "
                 "dame."),
        hint=N_("Ignore the dead stone, and look along the border."),
        title=N_("Dame and a dead stone")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""A game ends when both players **pass** one after the other. Then the players agree
which stones are dead and count.""")),
    md(N_("""## Passing

Instead of playing, a player may pass at any time. When there is nothing useful left to
play, both pass, and the game is over.""")),
    code('L.demo("passing")'),
    code("L.exercise(1)"),
    md(N_("""## Dame and dead stones

Empty points between Black and White are **dame**: neutral, worth nothing.

You saw in the lessons on eyes and on life and death that a group lives only with two
eyes. Stones shut inside the opponent's area that have no room for two eyes and cannot
escape are **dead**: the opponent could capture them whenever needed, so there is no
need to. At the end they are simply taken off without being captured (under territory
counting they then count as prisoners).""")),
    code('L.demo("dame-and-dead")'),
    code("L.exercise(2)"),
    md(N_("The same question on a small board, then with a dead stone to ignore.")),
    code("L.exercise(5)"),
    code("L.exercise(6)"),
    code("L.exercise(3)"),
    md(N_("""## Seki

Sometimes two chains share liberties and neither can fill them without being captured.
Both stay on the board, alive: this is **seki**. The shared points belong to nobody.""")),
    code('L.demo("seki")'),
    code("L.exercise(4)"),
    md(N_("""## What you learned

- Two passes in a row end the game.
- Dame are neutral points.
- Stones that cannot make two eyes or escape are dead; they are taken off at the end as
  prisoners.
- In seki nobody can attack, so both chains live and the shared liberties score nothing.""")),
    code("L.exercises()"),
]
