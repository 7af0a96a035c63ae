"""The lesson on counting: territory + prisoners, area counting, komi, handicap."""

from __future__ import annotations

from ...color import Color
from ...game import Game
from ...i18n import N_, format_points
from ...scoring import Score
from .. import positions as P
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Counting")


def _number(x: float, language: str | None) -> str:
    """Returns a count as people write it in `language`: 24, 13.5 (13,5 in pl)."""
    return format_points(x, language)


def worked_score(rules: str = "japanese", komi: float | None = None) -> Score:
    """Returns the count of the worked end of game under `rules` (dead stones H7-H6)."""
    return P.final_game(rules, komi).score(P.DEAD)


def territory_count(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the worked count of the users' rule text: territory
    + prisoners, komi 1.5."""
    score = worked_score("japanese", 1.5)
    br = score.breakdown
    b, w = br.black, br.white
    d = Demonstration(
        P.FINAL_BEFORE,
        N_("Counting territory and prisoners (Japanese and Korean rules), step by step. "
           "First the last moves of the game."), komi=1.5, language=language,
        marks={"C3": "triangle"}, title=N_("Territory and prisoners"))
    d.move("C2", N_("Black captures C3: 1 prisoner."), {"C3": "square"}, captures=["C3"])
    d.move("pass", N_("White passes."))
    d.move("pass", N_("Black passes: the game is over."))
    d.note(N_("The players agree that H7 and H6 are dead. They are taken off and become "
              "Black's prisoners. Black's prisoners now: {n}."),
           {"H7": "cross", "H6": "cross"}, fields={"n": b.prisoners + b.dead})
    d.setup(N_("White's territory: the empty points surrounded only by White stones. "
               "Points of White's territory: {n}."), empty=list(P.DEAD),
            marks={v: "square" for v in br.territory[Color.WHITE]},
            fields={"n": w.territory})
    d.note(N_("Black's territory, counting the points where the dead stones were. Points "
              "of Black's territory: {n}. F9 and F8 are dame: they count for nobody."),
           {v: "circle" for v in br.territory[Color.BLACK]}, fields={"n": b.territory})
    d.note(N_("Black: territory {bt} + prisoners {bp} = {btotal}. White: territory {wt} + "
              "prisoners {wp} = {wbase}. Black's lead: {diff}. With the komi of 1.5 that "
              "this example uses, White gets {wtotal}: Black wins by {margin}."),
           fields={"bt": b.territory, "bp": b.prisoners + b.dead,
                   "btotal": _number(b.total, language), "wt": w.territory,
                   "wp": w.prisoners + w.dead, "wbase": _number(w.total - w.komi, language),
                   "diff": _number(b.total - (w.total - w.komi), language),
                   "wtotal": _number(w.total, language),
                   "margin": _number(score.margin, language)})
    return d


def area_count(language: str | None = None) -> Demonstration:
    """Returns the demonstration of area counting on the same final position."""
    score = worked_score("chinese", 0)
    br = score.breakdown
    b, w = br.black, br.white
    final = Game.from_diagram(P.FINAL).board
    black_area = {final.vertex(p): "circle" for p in final.stones(Color.BLACK)}
    black_area.update({v: "circle" for v in br.territory[Color.BLACK]})
    white_area = {final.vertex(p): "square" for p in final.stones(Color.WHITE)
                  if final.vertex(p) not in P.DEAD}
    white_area.update({v: "square" for v in br.territory[Color.WHITE]})
    d = Demonstration(
        P.FINAL, N_("Area counting (Chinese rules and most others) on the same final "
                    "position. The dead stones H7 and H6 are taken off first."),
        rules="chinese", komi=0, marks={"H7": "cross", "H6": "cross"}, language=language,
        title=N_("Area counting"))
    d.setup(N_("Black's area: every Black stone on the board ({s}) and every point of "
               "Black's territory ({t}). Black's area in all: {total}. Prisoners do not "
               "count."),
            empty=list(P.DEAD), marks=black_area,
            fields={"s": b.stones, "t": b.territory, "total": _number(b.total, language)})
    d.note(N_("White's area: stones {s} + territory {t} = {total}."), white_area,
           fields={"s": w.stones, "t": w.territory, "total": _number(w.total, language)})
    d.note(N_("Black's lead: {diff}, exactly as with territory counting. The two ways "
              "nearly always agree: they can differ by the number of stones one player "
              "placed more than the other (passes not counted), and in a seki."),
           fields={"diff": _number(b.total - w.total, language)})
    return d


def handicap(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a handicap game's start."""
    d = Demonstration(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . X . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        N_("A handicap game: the weaker player takes Black and puts 2 to 9 stones on "
           "fixed points before the game. Here 4 stones. Then White plays first."),
        to_move="W", marks={"C3": "triangle", "G3": "triangle", "C7": "triangle",
                            "G7": "triangle"}, language=language, title=N_("Handicap"))
    d.move("E5", N_("White's first move. In a handicap game the komi is small (often "
                    "0.5), and under some rules White also gets points for the handicap "
                    "stones: N points under Chinese rules, N - 1 under AGA rules, none "
                    "under Japanese rules."), {"E5": "triangle"})
    return d


DEMOS = {"territory": territory_count, "area": area_count, "handicap": handicap}

EXERCISES = [
    Exercise(
        question=N_("The crossed White stones are dead. How many points of territory does "
                    "White have?"),
        diagram=P.FINAL, kind="number", answer=("9",), goal=("territory", "W", P.DEAD),
        marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: 9 points: A9, B9, A8, A7, D9, D8 and C7 at the top left, and the "
                 "two eyes G2 and J2 at the bottom right."),
        wrong=N_("Count only the empty points surrounded by White stones alone: a point "
                 "that touches a Black stone too is dame."),
        why={"11": N_("Some of the points you counted touch Black stones too: those are "
                      "dame, not territory.")},
        hint=N_("Look in the top left corner and at the bottom right."),
        title=N_("White's territory")),
    Exercise(
        question=N_("The crossed White stones are dead and will be taken off. How many "
                    "points of territory does Black have?"),
        diagram=P.FINAL, kind="number", answer=("21",), goal=("territory", "B", P.DEAD),
        marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: 21, counting the two points where the dead stones stand."),
        wrong=N_("Count the empty points surrounded by Black, and add the points of the "
                 "dead stones once they are taken off."),
        why={"19": N_("Look again at the points where the dead White stones stand: once "
                      "the stones are taken off, whose territory are those points?")},
        hint=N_("Count the bottom left, the top right and the small spaces separately."),
        title=N_("Black's territory")),
    Exercise(
        question=N_("Japanese rules, komi 6.5. Black has 21 points of territory, 1 "
                    "prisoner and 2 dead stones to take off; White has 9 points. By how "
                    "many points does Black win?"),
        diagram=P.FINAL_BEFORE, to_move="W", moves=("C2",), kind="number",
        answer=("8.5",), goal=("margin", "japanese", 6.5, P.DEAD),
        marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: Black 21 + 3 = 24, White 9 + 6.5 = 15.5. Black wins by 8.5."),
        wrong=N_("Black: territory + prisoners + dead stones. White: territory + komi. "
                 "Then subtract."),
        why={"15": N_("That is the difference before komi: White gets 6.5 more."),
             "13.5": N_("That is with the komi of 1.5 of the worked example; here it is "
                        "6.5.")},
        hint=N_("Add up Black's points first: territory, prisoners and dead stones."),
        hints=(N_("Black has 21 + 1 + 2 points; White has 9 + 6.5."),
               N_("24 against 15.5.")),
        title=N_("Territory counting")),
    Exercise(
        question=N_("Chinese rules (area counting), komi 7.5. The crossed stones are dead. "
                    "By how many points does Black win?"),
        diagram=P.FINAL, rules="chinese", kind="number", answer=("7.5",),
        goal=("margin", "chinese", 7.5, P.DEAD), marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: Black 26 stones + 21 = 47, White 23 stones + 9 = 32, plus 7.5 "
                 "komi = 39.5. Black wins by 7.5."),
        wrong=N_("Area: stones on the board + territory, for each player (the dead stones "
                 "taken off). White adds komi."),
        why={"15": N_("That is the difference before komi: add White's komi.")},
        hint=N_("Count each player's stones and territory, then add the komi to "
                "White."),
        hints=(N_("Black has 47 points, White 32 before komi."),),
        title=N_("Area counting")),
    Exercise(
        question=N_("Komi is 6.5. Can a game end in a draw?"),
        diagram=P.FINAL, kind="choice", answer=("no",),
        choices=(("yes", N_("Yes")), ("no", N_("No"))), goal=("no-draw", 6.5),
        right=N_("Right: every other count is a whole number, so the half point decides "
                 "and there is always a winner."),
        wrong=N_("Territory, stones and prisoners are whole numbers. What does the half "
                 "point do?"),
        hint=N_("Can a whole number equal another whole number plus 6.5?"),
        title=N_("The half point")),
    Exercise(
        question=N_("A finished game on a 5x5 board. How many points of territory does "
                    "Black have?"),
        diagram=diagram(5, black="C1 C2 C3 C4 C5", white="D1 D2 D3 D4 D5"), kind="number",
        answer=("10",), goal=("territory", "B", ()),
        right=N_("Right: the two columns on the left, 10 points."),
        wrong=N_("Territory is the empty points surrounded by your stones alone. Stones "
                 "are not territory."),
        why={"15": N_("That counts the stones too. Territory is only the empty points.")},
        hint=N_("Count the empty points left of the Black wall."),
        title=N_("Count a small board")),
    Exercise(
        question=N_("The same game. How many points of territory does White have?"),
        diagram=diagram(5, black="C1 C2 C3 C4 C5", white="D1 D2 D3 D4 D5"), kind="number",
        answer=("5",), goal=("territory", "W", ()),
        right=N_("Right: one column, 5 points."),
        wrong=N_("Count the empty points surrounded by White stones alone."),
        why={"10": N_("That counts the stones too. Territory is only the empty points.")},
        hint=N_("Count the empty points right of the White wall."),
        title=N_("White's territory on a small board")),
    Exercise(
        question=N_("The same game under Japanese rules, komi 0.5, no prisoners. By how "
                    "many points does Black win?"),
        diagram=diagram(5, black="C1 C2 C3 C4 C5", white="D1 D2 D3 D4 D5"), komi=0.5,
        kind="number", answer=("4.5",), goal=("margin", "japanese", 0.5, ()),
        right=N_("Right: 10 against 5 + 0.5."),
        wrong=N_("Territory counting: Black's territory against White's territory plus "
                 "komi."),
        why={"5": N_("That is the difference before komi.")},
        hint=N_("Black has 10 points. What does White have with komi?"),
        title=N_("Who wins?")),
    Exercise(
        question=N_("The same game under Chinese rules (area counting), komi 0.5. By how "
                    "many points does Black win?"),
        diagram=diagram(5, black="C1 C2 C3 C4 C5", white="D1 D2 D3 D4 D5"),
        rules="chinese", komi=0.5, kind="number", answer=("4.5",),
        goal=("margin", "chinese", 0.5, ()),
        right=N_("Right: 15 against 10 + 0.5. Each side has 5 stones, so the difference "
                 "is the same as with territory counting."),
        wrong=N_("Area counting: stones on the board + territory, for each player. White "
                 "adds komi."),
        why={"5": N_("That is the difference before komi."),
             "10": N_("That is Black's territory alone. Area counting adds the stones, "
                      "for both players.")},
        hint=N_("Black has 5 stones and 10 points of territory."),
        hints=(N_("15 against 10.5."),),
        title=N_("Area on a small board")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""At the end each player counts their points. There are two ways: **territory** and
**area**. On the same game they nearly always give the same difference.""")),
    md(N_("""## Territory + prisoners

Japanese and Korean rules count the empty points you surround (your territory) plus your
prisoners (stones captured during the game, and dead stones taken off at the end).
Here is a worked example as a rule book counts it, with a small komi of 1.5:""")),
    code('L.demo("territory")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    md(N_("A smaller board to count: a finished 5x5 game.")),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md(N_("""## Komi

Black plays first, which is an advantage. So White receives points called **komi**:
5.5, 6.5 or 7.5 depending on the rules and the players' agreement (6.5 under Japanese
rules, 7.5 under Chinese rules). The **half point** makes a draw impossible.""")),
    code("L.exercise(3)"),
    code("L.exercise(8)"),
    code("L.exercise(5)"),
    md(N_("""## Area counting

Chinese rules (and most others) count your stones on the board plus your territory.
Prisoners do not count. The same final position:""")),
    code('L.demo("area")'),
    code("L.exercise(4)"),
    md(N_("The small game again, counted by area.")),
    code("L.exercise(9)"),
    md(N_("""## Handicap

Players of different strength can still have a close game: the weaker player takes
Black and places 2 to 9 **handicap stones** first. Komi is then small (0.5, or none),
and some rules give White compensation for the stones: N points for N stones under
Chinese rules, N − 1 under AGA rules, nothing under Japanese rules.""")),
    code('L.demo("handicap")'),
    md(N_("""\
Count a position yourself in **score mode**: click a stone to mark its chain dead (click
again to bring it back); the count appears under the board.""")),
    code('from gotutor.lessons import worked_example\nworked_example("japanese")'),
    md(N_("""## What you learned

- Territory counting: territory + prisoners (captured and dead stones).
- Area counting: stones on the board + territory.
- Komi pays White for moving second; a half point prevents a draw.
- Handicap stones, and sometimes compensation points for White.""")),
    code("L.exercises()"),
]
