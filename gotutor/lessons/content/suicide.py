"""The lesson on suicide: suicide, the capture exception, and rule sets that allow
self-capture."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

#: The answers a legality question offers in this lesson: ko is taught later (lesson
#: "ko"), so it is not one of them. The labels are the legality question's own.
NO_KO = (("legal", N_("Legal")), ("suicide", N_("Suicide")), ("occupied", N_("Occupied")))

TITLE = N_("Suicide")

#: An empty point (E5) surrounded by four Black stones.
EYE = diagram(9, black="D5 F5 E6 E4")
#: The same, but the Black stone E4 is in atari: White at E5 captures it.
EYE_IN_ATARI = diagram(9, black="D5 F5 E6 E4", white="D4 F4 E3")
#: RULES.md position 1: Black D7 looks like suicide but captures E7 (and starts a ko).
CAPTURE_FIRST = diagram(9, black="E8 E6 F7", white="C7 D8 E7 D6")
#: RULES.md position 2 (top-right corner) plus a one-point eye at A1: Black H9 leaves
#: H9-J9 without liberties and captures nothing; White A1 would be a one-stone suicide.
SELF_CAPTURE = diagram(9, black="F9 J9 E8 F8 D7 E7 A2 B2 B1",
                       white="E9 G9 D8 G8 H8 J8")


def forbidden(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a suicide being refused."""
    d = Demonstration(
        EYE, N_("E5 is surrounded by Black stones on all four sides."), to_move="W",
        marks={"E5": "circle"}, language=language, title=N_("Suicide is forbidden"))
    d.refuse("E5", "suicide",
             N_("White may not play at E5: the stone would have no liberty and would "
                "capture nothing. Such a move is called suicide, and it is forbidden."))
    d.move("pass", N_("White plays somewhere else (here White passes)."))
    d.move("E5", N_("Black may play at E5: the stone joins the Black stones around it, "
                    "and their chain has plenty of liberties. (Legal, but usually a poor "
                    "move: it fills Black's own eye.)"), {"E5": "triangle"})
    return d


def capture_first(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a move without liberties that is legal because it
    captures."""
    d = Demonstration(
        CAPTURE_FIRST,
        N_("Look at D7: its four neighbours are all White stones. Can Black play there?"),
        marks={"D7": "circle", "E7": "triangle"}, language=language,
        title=N_("Capture first"))
    d.note(N_("The White stone at E7 is in atari: D7 is its last liberty."),
           {"D7": "circle", "E7": "triangle"})
    d.move("D7", N_("Yes! D7 takes the last liberty of E7, so E7 is captured first. Then "
                    "the Black stone has a liberty at E7. A move that captures is never "
                    "suicide."), {"E7": "square"}, captures=["E7"])
    return d


def self_capture_refused(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a multi-stone suicide refused under Japanese rules."""
    d = Demonstration(
        SELF_CAPTURE,
        N_("Black is thinking of H9. With J9 it would make a chain of two stones with no "
           "liberty, and it captures nothing."),
        marks={"H9": "circle", "J9": "triangle"}, language=language,
        title=N_("Self-capture: Japanese rules"))
    d.refuse("H9", "suicide",
             N_("Under Japanese and Chinese rules this is suicide and forbidden."))
    return d


def self_capture_allowed(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a legal multi-stone suicide under New Zealand rules,
    and of the one-stone suicide that stays forbidden."""
    d = Demonstration(
        SELF_CAPTURE,
        N_("The same position under New Zealand rules, which allow self-capture."),
        rules="new-zealand", marks={"H9": "circle", "J9": "triangle"}, language=language,
        title=N_("Self-capture: New Zealand rules"))
    d.move("H9", N_("Black plays H9. Nothing of White's is captured, so Black's own chain "
                    "H9-J9 is removed. White gets 2 prisoners."),
           {"H9": "square", "J9": "square"}, self_captures=["H9", "J9"])
    d.refuse("A1", "suicide",
             N_("Even these rules forbid the suicide of a single stone: White at A1 would "
                "vanish at once and leave the board exactly as it was. A move must change "
                "the board."))
    return d


DEMOS = {"forbidden": forbidden, "capture-first": capture_first,
         "self-capture-japanese": self_capture_refused,
         "self-capture-new-zealand": self_capture_allowed}

EXERCISES = [
    Exercise(
        question=N_("May White play at E5? If not, why not?"),
        diagram=EYE, to_move="W", kind="choice", choices=NO_KO, answer=("suicide",),
        goal=("legality", "E5"), marks={"E5": "circle"},
        right=N_("Right: the White stone would have no liberty and capture nothing."),
        wrong=N_("Count the liberties a White stone at E5 would have, and look whether it "
                 "would capture anything."),
        hint=N_("Are any of the Black stones around E5 in atari?"),
        title=N_("Suicide?")),
    Exercise(
        question=N_("White to play: capture the marked Black stone with one move. (It "
                    "looks like suicide!)"),
        diagram=EYE_IN_ATARI, to_move="W", kind="move", answer=("E5",),
        goal=("capture-now", "E4"), marks={"E4": "triangle"},
        right=N_("Right: E5 captures E4 first, so the White stone gets a liberty."),
        wrong=N_("The marked stone has one liberty left. A move that captures is not "
                 "suicide, even where its stone seems to have no room."),
        hint=N_("Where is the last liberty of E4?"),
        title=N_("Capture first")),
    Exercise(
        question=N_("New Zealand rules: may Black play at H9? If not, why not?"),
        diagram=SELF_CAPTURE, rules="new-zealand", kind="choice", choices=NO_KO, answer=("legal",),
        goal=("legality", "H9"), marks={"H9": "circle"},
        right=N_("Right: New Zealand rules allow self-capture. Black's H9 and J9 would be "
                 "removed and White would get 2 prisoners."),
        wrong=N_("Count the stones H9 would remove, and think of what New Zealand rules "
                 "say about the suicide of several stones."),
        hint=N_("H9 would make a chain of two stones with J9."),
        title=N_("Under New Zealand rules")),
    Exercise(
        question=N_("The same position under Japanese rules: may Black play at H9? If not, "
                    "why not?"),
        diagram=SELF_CAPTURE, kind="choice", choices=NO_KO, answer=("suicide",),
        goal=("legality", "H9"), marks={"H9": "circle"},
        right=N_("Right: Japanese rules forbid every suicide, of one stone or many."),
        wrong=N_("Look at what H9 would capture, and how many liberties H9-J9 would "
                 "have. Then think of what Japanese rules say."),
        hint=N_("Which White stones would H9 capture?"),
        title=N_("Under Japanese rules")),
    Exercise(
        question=N_("New Zealand rules allow self-capture. May White play at A1? If not, "
                    "why not?"),
        diagram=SELF_CAPTURE, rules="new-zealand", to_move="W", kind="choice", choices=NO_KO,
        answer=("suicide",), goal=("legality", "A1"), marks={"A1": "circle"},
        right=N_("Right: a single stone's suicide is forbidden under every rule set: it "
                 "would not change the board at all."),
        wrong=N_("Count the White stones that A1 would remove. Do the rules that allow "
                 "self-capture allow every suicide?"),
        hint=N_("How many White stones would be removed?"),
        title=N_("One stone")),
    Exercise(
        question=N_("Click every point where White may not play, then press Check."),
        diagram=diagram(9, black="D5 F5 E6 E4 A2 B2 B1 H9 H8 J8", white="D4 F4 E3"),
        to_move="W", kind="points", answer=("A1", "J9"), goal=("forbidden",),
        right=N_("Right: A1 and J9 would be suicide for White. E5 is allowed: it captures "
                 "the Black stone at E4, which is in atari."),
        wrong=N_("A point is forbidden for White if a White stone there would have no "
                 "liberty and capture nothing."),
        hint=N_("Look at every empty point surrounded by Black stones, and check whether "
                "a Black neighbour is in atari."),
        title=N_("Forbidden points")),
    Exercise(
        question=N_("May Black play in the corner at A1? If not, why not?"),
        diagram=diagram(5, white="A2 B1"), kind="choice", choices=NO_KO, answer=("suicide",),
        goal=("legality", "A1"), marks={"A1": "circle"},
        right=N_("Right: a stone at A1 would have no liberty and would capture nothing."),
        wrong=N_("Count the liberties a Black stone at A1 would have, and look whether it "
                 "would capture anything."),
        hint=N_("Is either White stone in atari?"),
        title=N_("Is this legal?")),
    Exercise(
        question=N_("And now: may Black play at A1? If not, why not?"),
        diagram=diagram(5, black="C1 B2 A3", white="A2 B1"), kind="choice", choices=NO_KO,
        answer=("legal",), goal=("legality", "A1"), marks={"A1": "circle"},
        right=N_("Right: A1 takes the last liberty of both White stones. They are "
                 "captured first, and then the Black stone has liberties."),
        wrong=N_("Look at the White stones before you decide: how many liberties does "
                 "each of them have?"),
        hint=N_("A move that captures is never suicide."),
        title=N_("And now?")),
    Exercise(
        question=N_("New Zealand rules: may Black play at A1? If not, why not?"),
        diagram=diagram(5, black="B1", white="A2 B2 C1"), rules="new-zealand",
        kind="choice", choices=NO_KO, answer=("legal",), goal=("legality", "A1"),
        marks={"A1": "circle"},
        right=N_("Right: A1 and B1 would have no liberty, but New Zealand rules allow "
                 "the suicide of two stones or more. Both are removed."),
        wrong=N_("A1 would join B1. Do New Zealand rules allow a chain of two stones to "
                 "take its own last liberty?"),
        hint=N_("How many Black stones would be removed?"),
        title=N_("Two stones")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""May you play a stone where it has no liberty at all? Usually not: that is **suicide**.
But there is an important exception, and the rule sets of the world do not all agree.""")),
    md(N_("""## Suicide is forbidden

A move that leaves its own chain without liberties, and captures nothing, is forbidden.""")),
    code('L.demo("forbidden")'),
    code("L.exercise(1)"),
    md(N_("Is this legal? A small board, the same question.")),
    code("L.exercise(7)"),
    md(N_("""## ... unless it captures

A move first removes the opponent's stones that have no liberties left; only then are
its own liberties counted. So a move that captures is never suicide.""")),
    code('L.demo("capture-first")'),
    code("L.exercise(2)"),
    md(N_("Look at the White stones before you answer.")),
    code("L.exercise(8)"),
    md(N_("""## A rule set that allows self-capture

Go is played under several rule sets; the lesson on the rules around the world compares
them. Most of them, the Japanese and the Chinese rules among them, forbid every suicide.
A few, such as the New Zealand rules, allow the suicide of a chain of **two or more**
stones: the chain is simply removed and the opponent gets the prisoners. It is rarely a
good move. Compare the same position under both:""")),
    code('L.demo("self-capture-japanese")'),
    code('L.demo("self-capture-new-zealand")'),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    code("L.exercise(9)"),
    md(N_("""## Never a single stone

No rule set allows a single stone to kill itself: the board would be exactly as before,
so the "move" would change nothing, and no rule set allows a move that changes nothing.""")),
    code("L.exercise(5)"),
    md(N_("Now find every forbidden point on this board. Careful: one trap is not forbidden.")),
    code("L.exercise(6)"),
    md(N_("""## What you learned

- Suicide (a move that leaves its own chain without liberties and captures nothing) is
  forbidden.
- A move that captures is not suicide: the captured stones go first.
- A few rule sets, such as the New Zealand rules, allow the suicide of two or more
  stones; no rule set allows it for a single stone.""")),
    code("L.exercises()"),
]
