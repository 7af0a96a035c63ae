"""The lesson on the rules around the world: the rule sets side by side, one final
position counted under each, and nigiri."""

from __future__ import annotations

from ...i18n import N_, format_points, rules_name, wins_by
from ...rules import Rules, Scoring
from ...scoring import Score
from .. import positions as P
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram
from .suicide import SELF_CAPTURE

TITLE = N_("Rules around the world")

#: One users' rule text: stones + territory + prisoners, every stone on the board alive
#: (a player who thinks stones are dead must capture them), komi 5.5.
STONES_TERRITORY_PRISONERS = Rules(scoring=Scoring.AREA_AND_PRISONERS, remove_dead=False,
                                   seki_eyes_count=True, komi=5.5)

#: The rule sets compared, in the order the lesson shows them.
COMPARED = ("japanese", "chinese", "aga", "new-zealand", "ing", "tromp-taylor")


def score_under(rules: Rules | str) -> Score:
    """Returns the count of the worked end of game (dead stones H7-H6, ignored where
    the rules remove nothing) under `rules` with its own komi."""
    return P.final_game(rules).score(P.DEAD)


def _result(score: Score, language: str | None) -> str:
    return wins_by(score.winner, score.margin, language)


def _totals(s: Score, language: str | None, **extra: str) -> dict[str, str]:
    """Returns the caption fields of a count: each total written as in `language`, and
    the result in words."""
    return {"b": format_points(s.black, language), "w": format_points(s.white, language),
            "result": _result(s, language), **extra}


def one_position(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the worked final position counted under every rule
    set."""
    d = Demonstration(
        P.FINAL, N_("One final position, counted under each rule set with its own komi. "
                    "Black captured 1 stone during the game; H7 and H6 are dead."),
        marks={"H7": "cross", "H6": "cross"}, language=language,
        title=N_("One position, many rules"))
    s = score_under("japanese")
    d.note(N_("{rules}: territory + prisoners. Black 21 + 3 = {b}; White 9 + komi "
              "{komi} = {w}. {result}."), {"H7": "cross", "H6": "cross"},
           fields=_totals(s, language, rules=rules_name("japanese", language),
                          komi=format_points(6.5, language)))
    for preset, komi in (("chinese", 7.5), ("aga", 7.5), ("new-zealand", 7), ("ing", 7.5)):
        s = score_under(preset)
        d.note(N_("{rules}: area, stones + territory. Black 26 + 21 = {b}; White 23 + 9 + "
                  "komi {komi} = {w}. {result}."), {"H7": "cross", "H6": "cross"},
               fields=_totals(s, language, rules=rules_name(preset, language),
                              komi=format_points(komi, language)))
    s = score_under("tromp-taylor")
    d.note(N_("{rules}: area, but nothing is taken off. H7 and H6 count as White stones, "
              "and the empty area around them (circled) touches both colours, so it is "
              "nobody's. Black {b}; White {w} with komi 7.5. {result}! Under these rules "
              "Black must capture dead stones before passing."),
           {"H7": "triangle", "H6": "triangle", "H9": "circle", "J9": "circle",
            "J8": "circle", "J7": "circle", "J6": "circle", "J5": "circle"},
           fields=_totals(s, language, rules=rules_name("tromp-taylor", language)))
    s = P.final_game(STONES_TERRITORY_PRISONERS).score(())
    d.note(N_("Some rule texts count stones + territory + prisoners, and every "
              "stone on the board is alive. Black {b}, White {w} with komi 5.5: "
              "{result}. Here too, capture the dead stones before the end!"),
           {"H7": "triangle", "H6": "triangle"},
           fields=_totals(s, language))
    return d


def suicide_rules(language: str | None = None) -> Demonstration:
    """Returns the demonstration of one move judged by rule sets that differ on
    suicide."""
    d = Demonstration(
        SELF_CAPTURE,
        N_("Rule sets also differ on suicide. Black H9 captures nothing and leaves H9-J9 "
           "without liberties."), marks={"H9": "circle", "J9": "triangle"},
        language=language, title=N_("Suicide under each rule set"))
    d.refuse("H9", "suicide",
             N_("Japanese, Korean, Chinese and AGA rules: forbidden."))
    return d


DEMOS = {"one-position": one_position, "suicide": suicide_rules}


EXERCISES = [
    Exercise(
        question=N_("Tromp-Taylor rules: the game ends with two passes now. Are the White "
                    "stones H7 and H6 taken off?"),
        diagram=P.FINAL, rules="tromp-taylor", kind="choice", answer=("no",),
        choices=(("yes", N_("Yes, they are dead")), ("no", N_("No, they stay and count"))),
        goal=("removes-dead", "tromp-taylor"), marks={"H7": "triangle", "H6": "triangle"},
        right=N_("Right: Tromp-Taylor takes nothing off. Capture dead stones before you "
                 "pass."),
        wrong=N_("Think of what Tromp-Taylor rules do with the stones that are still on "
                 "the board when the game ends."),
        hint=N_("Tromp-Taylor rules are written so that a computer can count without "
                "asking anybody."),
        title=N_("Taken off or not?")),
    Exercise(
        question=N_("Tromp-Taylor rules, komi 7.5. Black passes without capturing H7 and "
                    "H6, and the game ends. What is the result?"),
        diagram=P.FINAL_BEFORE, rules="tromp-taylor", to_move="W", moves=("C2",),
        kind="choice", answer=("W+2.5",),
        choices=(("B+7.5", N_("Black wins by 7.5")), ("B+0.5", N_("Black wins by 0.5")),
                 ("W+2.5", N_("White wins by 2.5")), ("W+9.5", N_("White wins by 9.5"))),
        goal=("result", "tromp-taylor", ()),
        marks={"H7": "triangle", "H6": "triangle"},
        right=N_("Right: Black 26 stones + 13 territory = 39; White 25 stones + 9 + 7.5 = "
                 "41.5. The two White stones cost Black ten points."),
        wrong=N_("Count H7 and H6 as White stones, and the empty points next to them as "
                 "nobody's."),
        hint=N_("Which of Black's empty points touch a White stone?"),
        title=N_("Play it out")),
    Exercise(
        question=N_("Under which of these rule sets may Black play at H9?"),
        diagram=SELF_CAPTURE, kind="choice", answer=("new-zealand",),
        choices=(("japanese", N_("Japanese")), ("chinese", N_("Chinese")),
                 ("aga", N_("AGA")), ("new-zealand", N_("New Zealand"))),
        goal=("legal-under", "H9"), marks={"H9": "circle"},
        right=N_("Right: New Zealand rules allow the suicide of a chain of two or more "
                 "stones. So do Tromp-Taylor and Ing."),
        wrong=N_("H9 is a suicide of two stones: only some rule sets allow it."),
        hint=N_("Which rule sets allow the suicide of two or more stones?"),
        hints=(N_("Self-capture is allowed by New Zealand, Tromp-Taylor and Ing rules."),),
        title=N_("Suicide and rules")),
    Exercise(
        question=N_("New Zealand rules (area counting, komi 7). The crossed stones are "
                    "dead. By how many points does Black win?"),
        diagram=P.FINAL, rules="new-zealand", kind="number", answer=("8",),
        goal=("margin", "new-zealand", 7, P.DEAD), marks={"H7": "cross", "H6": "cross"},
        right=N_("Right: 47 against 32 + 7 = 39: Black wins by 8. With a whole-number "
                 "komi a draw is possible."),
        wrong=N_("Area: stones + territory for each player, the crossed stones taken off "
                 "first; then White adds the komi of 7."),
        why={"15": N_("Do not forget White's komi of 7.")},
        hint=N_("Area counting: stones + territory, then White adds komi."),
        hints=(N_("Count Black's stones and territory, then White's, without the crossed "
                  "stones."), N_("Black 47, White 32 + 7 = 39.")),
        title=N_("New Zealand rules")),
    Exercise(
        question=N_("Nigiri: Ana takes a handful of stones: 13. Ben put down two stones, "
                    "guessing 'even'. Who takes Black?"),
        diagram=diagram(9), kind="choice", answer=("holder",),
        choices=(("holder", N_("Ana, who held the stones")),
                 ("guesser", N_("Ben, who guessed"))),
        goal=("nigiri", 13, "even"),
        right=N_("Right: 13 is odd, so Ben's guess was wrong, and Ana takes Black."),
        wrong=N_("A right guess takes Black. Is 13 even?"),
        hint=N_("Count in pairs: is one stone left over?"),
        title=N_("Nigiri")),
    Exercise(
        question=N_("A 5x5 board. Under which of these rule sets may Black play at A1?"),
        diagram=diagram(5, black="B1", white="A2 B2 C1"), kind="choice",
        answer=("new-zealand",),
        choices=(("japanese", N_("Japanese")), ("chinese", N_("Chinese")),
                 ("aga", N_("AGA")), ("new-zealand", N_("New Zealand"))),
        goal=("legal-under", "A1"), marks={"A1": "circle"},
        right=N_("Right: A1 would take the last liberty of its own two stones. Only the "
                 "rules that allow self-capture let Black do it."),
        wrong=N_("A1 captures nothing and leaves A1-B1 without a liberty. Which rule sets "
                 "allow that?"),
        hint=N_("Some rule sets allow the suicide of two stones or more."),
        title=N_("Self-capture on a small board")),
    Exercise(
        question=N_("Chinese rules (area counting), komi 0.5, on a 5x5 board. By how "
                    "many points does Black win?"),
        diagram=diagram(5, black="B1 B2 B3 C3 C4 C5", white="D1 D2 D3 D4 D5"),
        rules="chinese", komi=0.5, kind="number", answer=("2.5",),
        goal=("margin", "chinese", 0.5, ()),
        right=N_("Right: Black 6 stones + 7 territory = 13; White 5 + 5 + 0.5 = 10.5."),
        wrong=N_("Area: stones + territory for each player; the dame count for nobody. "
                 "White adds komi."),
        why={"1.5": N_("That is territory counting. Under area counting the stones "
                       "count too.")},
        hint=N_("Count Black's stones, then Black's empty points, then the same for "
                "White."),
        hints=(N_("13 against 10.5."),),
        title=N_("Area count")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""Go is played under several rule sets. They agree on almost everything you have learned;
they differ in a few details: counting, ko, suicide, komi, and what to do with dead
stones.

"""
          "|  | Japanese / Korean | Chinese | AGA | New Zealand | Tromp-Taylor | Ing |\n"
          "|---|---|---|---|---|---|---|\n"
          "| counting | territory + prisoners | area | area | area | area | area |\n"
          "| ko | basic | basic (in practice) | situational superko | situational superko"
          " | positional superko | positional superko |\n"
          "| suicide of 2+ stones | forbidden | forbidden | forbidden | allowed | allowed"
          " | allowed |\n"
          "| komi | 6.5 | 7.5 | 7.5 | 7 | 7.5"
          " | 7.5 (8 in Ing's own rules, Black wins ties) |\n"
          "| handicap compensation | 0 | N | N − 1 | 0 | 0 | 0 |\n"
          "| eyes in seki | not counted | counted | counted | counted | counted | counted |\n"
          "| dead stones | agreed; a dispute is played on | settled by play"
          " | settled by play; White passes last | agreed or played out"
          " | never taken off: capture them | settled by play |\n"
          """
Some rule books add a variant: count **stones + territory + prisoners**, and treat
every stone left on the board as alive (if you think stones are dead, capture them).""")),
    md(N_("""## One position, every rule set

The final position of the lesson on counting, counted under each rule set with its own
komi. Watch the
result change, and turn around under Tromp-Taylor:""")),
    code('L.demo("one-position")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(4)"),
    md(N_("A small board with a dame on it: count by area.")),
    code("L.exercise(7)"),
    md(N_("""## Suicide and ko

The lessons on suicide and ko showed the other differences: self-capture of two or more
stones, and superko.""")),
    code('L.demo("suicide")'),
    code("L.exercise(3)"),
    code("L.exercise(6)"),
    md(N_("""## Nigiri: who takes Black?

In an even game the players choose colours by **nigiri**: one takes a hidden handful of
stones, the other guesses "odd" (puts down one stone) or "even" (two). The handful is
counted; a right guess takes Black. Try it:""")),
    code('import gotutor as gt\ngt.nigiri("Ana", "Ben")'),
    code("L.exercise(5)"),
    md(N_("""## A strict referee

Some rule texts are strict, for exam-style games: an illegal move, moving twice in a
row, or taking back a move loses the game at once. A game can follow that rule: here
White plays on top of Black's stone and loses. The result is written in the game
record's notation, "B+F": B for Black, F for forfeit, so Black wins by forfeit.""")),
    code('g = gt.Game(9, referee=True)\ng.play("E5"); g.play("E5")\ng.result'),
    md(N_("""## What you learned

- Territory (Japanese, Korean) or area (Chinese, AGA, New Zealand, Ing, Tromp-Taylor)
  counting; the difference is nearly always the same.
- Basic ko, or situational or positional superko.
- Some rule sets allow self-capture of two or more stones.
- Under Tromp-Taylor (and the stones + territory + prisoners variant) nothing is taken
  off: capture dead stones before you pass.""")),
    code("L.exercises()"),
]
