"""The lesson on ko: ko, playing elsewhere before retaking, superko."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Ko")

#: RULES.md position 1: Black D7 captures E7 and starts a ko.
KO = diagram(9, black="E8 E6 F7", white="C7 D8 E7 D6")
#: The same shape lower on the board: Black D3 captures E3.
KO_LOW = diagram(9, black="E4 E2 F3", white="C3 D4 E3 D2")
#: Sending two, returning one: Black D9 sacrifices C9-D9, White B9 captures both, and
#: Black C9 would capture B9 and bring back the board as it was before D9.
SEND_TWO = diagram(9, black="A9 C9 A8 B8 A7 B7", white="E9 C8 D8 E8 C7")
#: RULES.md position 3: a triple ko on 7x7.
TRIPLE_KO = """
O O O O O O O
O X O . O . O
X . X O X O X
X X X X X X X
O O O O O O O
. . . . . . .
. . . . . . .
"""


def basic_ko(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the basic ko rule."""
    d = Demonstration(
        KO, N_("The White stone at E7 is in atari: its last liberty is D7."),
        marks={"D7": "circle", "E7": "triangle"}, language=language, title=N_("Ko"))
    d.move("D7", N_("Black captures it at D7. But now the Black stone at D7 is in atari "
                    "itself: its only liberty is E7, where the White stone was."),
           {"E7": "circle", "D7": "triangle"}, captures=["E7"])
    d.refuse("E7", "ko",
             N_("White may not take back at once at E7. If that were allowed, the players "
                "could take and take back for ever and the game would never end. This "
                "shape is a ko, and the rule is: no immediate retake."))
    d.move("G3", N_("So White plays somewhere else first, here at G3. In a real game White "
                    "chooses a move that Black must answer: a ko threat."), {"G3": "triangle"})
    d.move("G4", N_("Black answers at G4 instead of ending the ko by connecting at E7."),
           {"G4": "triangle"})
    d.move("E7", N_("Now White may retake at E7: one move was played elsewhere in "
                    "between."), {"D7": "square"}, captures=["D7"])
    d.refuse("D7", "ko",
             N_("And now it is Black who must play elsewhere before taking back."))
    return d


def send_two(language: str | None = None) -> Demonstration:
    """Returns the demonstration of sending two, returning one under positional
    superko."""
    d = Demonstration(
        SEND_TWO,
        N_("Superko: a rule against any repetition of the whole board, not only the "
           "basic ko. We play under Tromp-Taylor rules (positional superko)."),
        rules="tromp-taylor", marks={"C9": "triangle"}, language=language,
        title=N_("Sending two, returning one"))
    d.move("D9", N_("Black plays D9. The chain C9-D9 has a single liberty, B9: Black "
                    "offers two stones."), {"B9": "circle"})
    d.move("B9", N_("White captures the two stones at B9. The White stone at B9 has one "
                    "liberty: C9."), {"C9": "circle"}, captures=["C9", "D9"])
    d.refuse("C9", "superko",
             N_("Black would capture B9 by playing C9, and the board would be exactly as "
                "it was before D9. Positional superko (Tromp-Taylor, Ing) forbids any move "
                "that brings back an earlier board."))
    d.note(N_("Under situational superko (AGA, New Zealand) C9 is allowed: before D9 it "
              "was Black's turn, after C9 it would be White's, so the situation is new. "
              "The basic ko rule allows it too: C9 would have two liberties."),
           {"C9": "circle"})
    return d


def triple_ko(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a triple ko cycling under the basic ko rule."""
    d = Demonstration(
        TRIPLE_KO,
        N_("Three kos on the board at once, at B5, D6 and F6. Each capture in them takes "
           "a single stone."),
        marks={"B5": "circle", "D6": "circle", "F6": "circle"}, language=language,
        title=N_("Triple ko"))
    d.move("D6", N_("Black takes one ko."), captures=["D5"])
    d.move("B5", N_("White takes another."), captures=["B6"])
    d.move("F6", N_("Black takes the third."), captures=["F5"])
    d.move("D5", N_("White takes back the first one: it is not the ko just taken, so the "
                    "basic rule allows it."), captures=["D6"])
    d.move("B6", N_("Black takes back the second."), captures=["B5"])
    d.move("F5", N_("White takes back the third, and the board is exactly as it was at "
                    "the start."), captures=["F6"], repeats=0)
    d.note(N_("Nobody ever has to stop: the cycle can go on for ever. Japanese rules call "
              "this 'no result' and the game is replayed; superko rules forbid the move "
              "that repeats the board, so the cycle cannot happen."))
    return d


def triple_ko_superko(language: str | None = None) -> Demonstration:
    """Returns the demonstration of positional superko stopping a triple ko."""
    d = Demonstration(
        TRIPLE_KO,
        N_("The same triple ko under positional superko (Tromp-Taylor)."),
        rules="tromp-taylor", language=language, title=N_("Triple ko and superko"))
    d.move("D6", N_("Black takes one ko."), captures=["D5"])
    d.move("B5", N_("White takes another."), captures=["B6"])
    d.move("F6", N_("Black takes the third."), captures=["F5"])
    d.move("D5", N_("White takes back the first one."), captures=["D6"])
    d.move("B6", N_("Black takes back the second."), captures=["B5"])
    d.refuse("F5", "superko",
             N_("White may not take back the third: the board would repeat the start "
                "position. White must play elsewhere, and the cycle is broken."))
    return d


DEMOS = {"ko": basic_ko, "send-two": send_two, "triple-ko": triple_ko,
         "triple-ko-superko": triple_ko_superko}

EXERCISES = [
    Exercise(
        question=N_("Black to play: capture the marked White stone with one move."),
        diagram=KO_LOW, kind="move", answer=("D3",), goal=("capture-now", "E3"),
        marks={"E3": "triangle"},
        right=N_("Right: D3 captures E3. This is a ko: White may not take back at once."),
        wrong=N_("The marked stone has one liberty left."),
        hint=N_("Where is the last liberty of the marked stone?"),
        hints=(N_("A stone surrounded by White stones is not suicide if it captures."),),
        title=N_("Take the ko")),
    Exercise(
        question=N_("Black has just taken the ko at D3. May White take back at E3 now? If "
                    "not, why not?"),
        diagram=KO_LOW, to_move="W", moves=("D3",), kind="choice", answer=("ko",),
        goal=("legality", "E3"), marks={"E3": "circle"},
        right=N_("Right: an immediate retake of a ko is forbidden. White must play "
                 "elsewhere first."),
        wrong=N_("Look at Black's last move: what did it capture, and what would E3 "
                 "capture?"),
        why={"suicide": N_("E3 would capture D3 first and so have a liberty: it is not "
                           "suicide."),
             "occupied": N_("E3 is empty: Black's last move captured the stone there.")},
        hint=N_("What did Black's last move capture?"),
        title=N_("Retake at once?")),
    Exercise(
        question=N_("White played elsewhere (H8) and Black answered (J8). White to play: "
                    "retake the ko."),
        diagram=KO_LOW, to_move="W", moves=("D3", "H8", "J8"), kind="move",
        answer=("E3",), goal=("capture-now", "D3"), marks={"D3": "triangle"},
        right=N_("Right: with a move elsewhere in between, the retake is allowed."),
        wrong=N_("A move has been played elsewhere since Black took the ko: White may "
                 "retake it now."),
        hint=N_("A move has been played elsewhere since the ko was taken."),
        hints=(N_("The ko stone's last liberty is where the White stone was."),),
        title=N_("Retake the ko")),
    Exercise(
        question=N_("Tromp-Taylor rules (positional superko). Black sent two stones and "
                    "White captured them at B9. May Black capture B9 at C9? If not, why "
                    "not?"),
        diagram=SEND_TWO, rules="tromp-taylor", moves=("D9", "B9"), kind="choice",
        answer=("ko",), goal=("legality", "C9"), marks={"C9": "circle"},
        right=N_("Right: it is forbidden by superko, a ko rule for the whole board: C9 "
                 "would bring back the board as it was before D9."),
        wrong=N_("Compare the board after C9 with the board before Black's D9."),
        hint=N_("Positional superko forbids any earlier board, whoever is to play."),
        title=N_("Positional superko")),
    Exercise(
        question=N_("The same moves under AGA rules (situational superko). May Black "
                    "capture B9 at C9? If not, why not?"),
        diagram=SEND_TWO, rules="aga", moves=("D9", "B9"), kind="choice",
        answer=("legal",), goal=("legality", "C9"), marks={"C9": "circle"},
        right=N_("Right: the board repeats, but with White to play instead of Black, so "
                 "situational superko allows it."),
        wrong=N_("Situational superko forbids a repeated board only with the same player "
                 "to move."),
        hint=N_("Before D9 it was Black's turn. After C9, whose turn is it?"),
        title=N_("Situational superko")),
    Exercise(
        question=N_("Black to play: capture the marked White stone with one move."),
        diagram=diagram(5, black="C4 B3 C2", white="D4 E3 D2 C3"), kind="move",
        answer=("D3",), goal=("capture-now", "C3"), marks={"C3": "triangle"},
        right=N_("Right: a ko. The Black stone at D3 is in atari itself now."),
        wrong=N_("The marked stone has one liberty left."),
        hint=N_("A stone surrounded by White stones is not suicide if it captures."),
        title=N_("Ko on a small board")),
    Exercise(
        question=N_("Black has just taken the ko at D3. May White take back at C3 now? If "
                    "not, why not?"),
        diagram=diagram(5, black="C4 B3 C2", white="D4 E3 D2 C3"), to_move="W",
        moves=("D3",), kind="choice", answer=("ko",), goal=("legality", "C3"),
        marks={"C3": "circle"},
        right=N_("Right: White must play elsewhere first. Then the ko may be retaken."),
        wrong=N_("Look at what Black's last move captured, and what C3 would capture."),
        why={"suicide": N_("C3 would capture D3 first, so it would have a liberty: it is "
                           "not suicide.")},
        hint=N_("Would C3 bring back the position before Black's last move?"),
        title=N_("Can you retake?")),
    Exercise(
        question=N_("Black has just captured two White stones with C1. May White capture "
                    "the stone at C1 right away, at B1? If not, why not?"),
        diagram=diagram(5, black="A2 B2", white="A1 B1 C2 D1"), to_move="W",
        moves=("C1",), kind="choice", answer=("legal",), goal=("legality", "B1"),
        marks={"B1": "circle"},
        right=N_("Right: this is not a ko. Black took two stones, White takes one back: "
                 "the position does not repeat."),
        wrong=N_("The ko rule forbids only taking back a single stone at once when that "
                 "would repeat the position. Compare the board before and after."),
        hint=N_("How many stones did Black capture? How many would White capture?"),
        title=N_("Capture right back?")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""Some shapes let the players take a stone back and forth for ever. The **ko rule** stops
that.""")),
    md(N_("""## The basic ko

After one player captures a single stone in a ko, the other may not take back at once:
first they must play somewhere else. Then the ko may be retaken.""")),
    code('L.demo("ko")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(3)"),
    md(N_("The same shape on a small board: take the ko, then say whether White may take back.")),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md(N_("""Not every capture of one stone is a ko. The ko rule stops a single stone being taken
back when that would repeat the position. Here Black has just taken two stones:""")),
    code("L.exercise(8)"),
    md(N_("""## Superko

Longer cycles exist too. **Superko** rules forbid any move that brings back a whole-board
position seen before. There are two kinds:

- **positional superko** (Tromp-Taylor, Ing): the same stones on the board is forbidden,
  whoever is to play;
- **situational superko** (AGA, New Zealand): forbidden only with the same player to
  play.

The classic shape where they differ is *sending two, returning one*:""")),
    code('L.demo("send-two")'),
    code("L.exercise(4)"),
    code("L.exercise(5)"),
    md(N_("""## Triple ko

With three kos on the board, each player can always retake a different ko than the one
just taken, so the basic rule never stops the cycle. Japanese rules then declare the game
without result; superko rules forbid the repeating move.""")),
    code('L.demo("triple-ko")'),
    code('L.demo("triple-ko-superko")'),
    md(N_("""## What you learned

- Ko: a single stone just captured may not be taken back at once; play elsewhere first.
- Superko forbids repeating any earlier board: positional (any player to move) or
  situational (same player to move).
- A triple ko cycles for ever under the basic rule.""")),
    code("L.exercises()"),
]
