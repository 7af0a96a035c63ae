"""Writes the course's notebooks, in every language, from the texts below.

    python -m gotutor.lessons.notebooks [folder]     # default: lessons/ of the checkout

writes `00-start-here.ipynb` (a page in all five languages sending each student to their
course) and, for each language code (en, pl, ru, nb, ky), the folder `<code>/` with the
whole course: `00-start-here.ipynb` (how the boards work, the index, notes for teachers
and lesson authors) and one `NN-<slug>.ipynb` per lesson of `gotutor.lessons.LESSONS`.
Notebooks no longer built (an old name) are removed from those folders.

A lesson's cells come from its module's `NOTEBOOK` if it has one, else from the list
for its slug below (`LESSON_CELLS`); the generator adds the heading ("# Lesson N:
Title"), the setup cell (which sets the notebook's language) and the links to the next
lesson and the start page, all computed from the order of `LESSONS`. Markdown cells are
English msgids of the gettext catalogs (`python -m gotutor.i18n.extract` collects them)
and are written translated; code cells are the same in every language.

File names keep the English slug in every language (lessons/pl/05-ko.ipynb): ASCII
names need no escaping in URLs (the Binder link, a teacher's link), the same lesson has
the same name in every folder (a teacher switches language by changing only the folder),
and a translation can never break a link. The student reads the translated title in the
notebook's heading and in the index of their start page.

The notebooks are saved without outputs, with a Python 3 kernelspec and their language
in the metadata (`"gotutor": {"language": "pl"}`). The tests check that the saved notebooks
equal what this module builds, so edit the texts here. This is a developer's tool.
"""

from __future__ import annotations

import inspect
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..i18n import LANGUAGES, N_, _
from ..i18n.languages import AUTONYMS
from .cells import Cell, code, md

if TYPE_CHECKING:
    from . import Lesson

__all__ = ["KERNELSPEC", "LANGUAGE_NAMES", "LESSON_CELLS", "START_FILE", "START_HERE",
           "build_all", "lesson_cells", "lesson_notebook", "notebook", "start_notebook",
           "top_notebook", "write_all"]

KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}

#: The file name of every start page (the top one and each language's).
START_FILE = "00-start-here.ipynb"

#: Each language's name for itself, as the start pages (and the boards' menu) show it.
LANGUAGE_NAMES = dict(AUTONYMS)

# Cells the generator fills in for a language (kinds other than markdown and code).
_INDEX = ("gotutor-index", "")  # the course index: one line per lesson
_COURSES = ("gotutor-courses", "")  # links to the course in every other language
_SETUP = ("gotutor-setup", "")  # the code cell that sets the notebook's language
_FREE_BOARD = ("gotutor-free-board", "")  # a free board to try the buttons on
_PROBLEM = ("gotutor-problem", "")  # a Problem made in three lines, its question translated

#: One line on each lesson of the first course, for the index when its module has no
#: SUMMARY of its own.
_SUMMARIES = {
    "liberties": N_("the board, stones, liberties, chains"),
    "atari": N_("one liberty left, and how to escape"),
    "capture": N_("taking stones off the board; prisoners"),
    "suicide": N_("the forbidden move, and when it is allowed"),
    "ko": N_("no endless retaking; superko"),
    "end-of-game": N_("passing, dame, dead stones, seki"),
    "counting": N_("territory, area, komi, handicap"),
    "rules-around-the-world": N_("the rule sets side by side"),
    "play-a-game": N_("a 9x9 game for two, then counting"),
}


def _heading(number: int, title: str, language: str) -> str:
    # Translators: a lesson's heading and the text of links to it ("Lesson 5: Ko").
    return _("Lesson {number}: {title}", language, number=number, title=_(title, language))


def _nav(after: Lesson | None, language: str) -> Cell:
    """Returns the last cell of a lesson: a link to the lesson `after` it (None for the
    last lesson) and back to the start page."""
    if after is None:
        # Translators: notebook Markdown, the last line of the last lesson; keep the link
        # target {start} as it is.
        text = _("[Start here]({start}). That was the last lesson: now play lots of games!",
                 language, start=START_FILE)
    else:
        # Translators: notebook Markdown, the last line of a lesson; keep the link
        # targets {file} and {start} as they are.
        text = _("Next: [{title}]({file}) · [Start here]({start})", language,
                 title=_heading(after.number, after.title, language), file=after.notebook,
                 start=START_FILE)
    return md("---\n" + text)


def _setup_code(language: str, number: int | None = None) -> str:
    lines = ["import gotutor as gt"]
    if number is None:
        lines.append(f'gt.set_language("{language}")')
    else:
        lines += ["from gotutor.lessons import lesson",
                  f'gt.set_language("{language}"); L = lesson({number})']
    return "\n".join(lines)


#: Said once, in the Kyrgyz course only (its lesson 00): the Go words that no published
#: Kyrgyz text confirms (GLOSSARY.md marks them "?"), left open to a teacher's choice.
_KY_OPEN_WORDS = md("""
## Words still open to a teacher's choice

No published Go text in Kyrgyz confirms some of the words this course uses: *atari*, *ko*
and *superko*, *seki*, the neutral point, *handicap*, the *liberty* (some teachers may
prefer another word), the names of the eye shapes, the *throw-in* and the *snapback*.
They are the course's choice: a teacher who says another word in class can tell the
students that both name the same thing.
""")

START_HERE: list[Cell] = [
    md("""
# Learn Go: start here

Go is a game for two players, Black and White, who take turns putting stones on a
board. These notebooks teach the rules from the very beginning, with live boards you
can click. You need nothing else: no board, no stones, no partner (the last lesson has
a board for two players, and a computer opponent).

Each lesson is short. It shows the ideas on boards that step through a few moves, then
asks you to act: every exercise checks your answer and explains a wrong one.
"""),
    md("""
Run the first code cell below before anything else (click it, then press Shift+Enter):
it sets the language of every board on this page. In each lesson, run the whole
notebook from the top: in JupyterLab, **Run > Run All Cells** (the menu names are
JupyterLab's own, as its menu bar shows them).
"""),
    _SETUP,
    md("## The lessons"),
    _INDEX,
    md("""
## Your progress

What you have solved so far, lesson by lesson. It is kept from one day to the next (in
a small file in your Jupyter data folder); a teacher can clear it with
`gotutor.lessons.reset_progress()`.
"""),
    code("from gotutor.lessons import progress\nprogress()"),
    md("""
## Review

Every exercise you miss (a wrong answer, or the solution shown) comes back for review
the next day, then after 2, 4, 8 and 16 days while you solve it at the first try; a miss
starts it again from the next day. The first cell says how many problems wait for you
today, the second deals them.
"""),
    code("from gotutor.drills import due_today\ndue_today()"),
    code("gt.review()"),
    md("""
## How to use the boards

**Step-through boards** (demonstrations) show a prepared sequence. The four arrow
buttons under the board go to the first step, the previous one, the next one and the
last one; between them you see which step you are at. Each step has a caption and
marks: circles, triangles, squares, crosses and letters point at what the caption talks
about. Where the sequence branches, one button per variation lets you choose. You can
also click the board and use the **arrow keys** (→ next, ← back, Home and End for the
first and last step).

**Exercise boards** ask a question above the board. Depending on the question you
- click a point to play a move (on a touch screen: tap once to see the stone, tap
  again to play it);
- click several points, then press **Check**;
- type a number or a score in the box above the board and press **Answer**, or press
  one of the answers offered above the board.

The line just below these controls, still above the board, says whether you were right
and why. **Hint** gives a hint (press again for the next one), **Try again** starts the
exercise afresh, and on a board with several exercises **Next problem** goes on. After
a wrong answer **Show solution** shows the answer. A score is typed the way you write
it: the winner's colour as a word, then the points, such as *Black 8.5*, or just *0*
for a draw. The first letter of the colour's name in your language works too.

**Free boards** (for a game) have **Pass**, **Undo** and **Redo**. The **Mode** list
switches between playing, setting up a position, counting and viewing; after both
players pass, **Count the score** counts the game: click a chain to mark it dead or alive, and
the count appears under the board. **Show** turns on helpers: coordinates, the
liberties under the pointer, chains in atari, the liberty count of every chain, the
ko point. **Language** changes the language of that one board.

With the keyboard: click the board once (or reach it with Tab), move the cursor with
the arrow keys and play with Enter or Space; P passes, U undoes.

Try it on this free 9x9 board. Black plays first.
"""),
    _FREE_BOARD,
    md("""
## Your language

Every notebook of this course sets its language in its first code cell, so the boards
speak it without you doing anything. The same course in the other languages:
"""),
    _COURSES,
    md("""
In a notebook of your own, gotutor chooses the language this way: the environment
variable `GOTUTOR_LANGUAGE` if it is set (for example `pl`); else the language you
asked gotutor to remember (below); else your computer's language (the `LANGUAGE`,
`LC_ALL`, `LC_MESSAGES` and `LANG` settings, such as `pl_PL.UTF-8`); else English.
`gt.get_language()` says which one is in use, and `gt.set_language("pl")` changes it for
the rest of the notebook.

To make a language the default of all your later notebooks, ask gotutor to remember it
(it is written to a small file in your Jupyter data folder;
`gt.set_language(None, remember=True)` forgets it again):
"""),
    code('gt.set_language(gt.get_language(), remember=True)\ngt.get_language()'),
    md("""
A single board can also have its own language: `gt.GoBoard(language="ru")`, and the
lessons' boards take one too: `L.demo("liberties", language="ru")`.
"""),
    _KY_OPEN_WORDS,
    md("""
## For teachers

Every demonstration can be shown large for a class with the presentation option:

```python
L.demo("liberties", presentation=True)
```

In presentation mode the board and its caption fill the width; step with the arrow keys
or a presenter's clicker (most send arrow keys). The exercises work the same way on a
projector: ask the class, then click their answer.
"""),
    code('from gotutor.lessons import lesson\nlesson(1).demo("liberties", presentation=True)'),
    md("""
## For lesson authors

A demonstration is an ordinary game tree: each step is a node, its comment is the
caption and its SGF markup (TR, SQ, CR, MA, LB) are the marks. So you can write one in
any SGF editor and show it with `gt.GoBoard.demo(open("my-demo.sgf").read())`.

An exercise is a `gt.Problem`. Three lines make one: a diagram (X black, O white), who
plays, and the question; the board checks the answer, refutes wrong moves and explains.
"""),
    _PROBLEM,
]


LESSON_1: list[Cell] = [
    md("""
In this lesson: the board, the stones, and the most important idea in Go: **liberties**.
"""),
    md("""
## The board

Go is played on the lines of a grid, not in its squares. Black plays first, then the
players take turns. Step through this board with the buttons or the arrow keys.
"""),
    code('L.demo("the-board")'),
    md("""
## Liberties

A stone needs empty points around it, along the lines. Those points are its
**liberties**. Watch how many a stone has in the middle, on the edge and in the corner.
"""),
    code('L.demo("liberties")'),
    md("Your turn. How many liberties does this stone have?"),
    code("L.exercise(1)"),
    md("A White stone next to a Black one takes a liberty away. Count again."),
    code("L.exercise(2)"),
    md("On a small board the corner is never far. How many liberties here?"),
    code("L.exercise(6)"),
    md("""
## Chains

Stones of one colour that touch along a line form a **chain**. A chain shares its
liberties: all its stones live or die together. Diagonal stones do not join a chain.
"""),
    code('L.demo("chains")'),
    md("Click every liberty of this chain, then press **Check**."),
    code("L.exercise(3)"),
    md("The corner and the edge take liberties away. What about the diagonal stone?"),
    code("L.exercise(4)"),
    md("One more question about diagonals."),
    code("L.exercise(5)"),
    md("A bent chain: count each liberty once, even if it touches two stones."),
    code("L.exercise(7)"),
    md("Now the liberties of a White chain."),
    code("L.exercise(8)"),
    md("How many chains can you see?"),
    code("L.exercise(9)"),
    md("""
## What you learned

- Stones are played on the intersections; they never move.
- A stone's liberties are the empty points next to it along the lines: 4 in the middle,
  3 on the edge, 2 in the corner.
- Stones joined along the lines form a chain, which shares its liberties.

All the exercises of this lesson, one after another:
"""),
    code("L.exercises()"),
]


LESSON_2: list[Cell] = [
    md("""
A stone or chain with **one liberty left** is in **atari**: the opponent can capture it
with the next move. Seeing atari, for you and for your opponent, is the first skill of Go.
"""),
    md("""
## One liberty left

White takes the liberties of a Black stone one by one. When one is left, the stone is in
atari. Black escapes by **extending**: a stone on the last liberty joins the chain and
brings new liberties.
"""),
    code('L.demo("atari")'),
    md("Now you put a stone in atari."),
    code("L.exercise(1)"),
    md("And now you escape."),
    code("L.exercise(2)"),
    md("Atari or not? Count the liberties before you answer."),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md("On the edge a stone has fewer liberties, but extending still helps."),
    code("L.exercise(9)"),
    md("""
## Atari on a chain

A chain is in atari when the whole chain has one liberty left, however many stones it
has.
"""),
    code('L.demo("chain-atari")'),
    md("White to play: put the chain in atari."),
    code("L.exercise(3)"),
    md("Now Black gives atari to a chain on the edge."),
    code("L.exercise(8)"),
    md("""
## Escaping by capturing

Extending does not always help: if the new stone brings no liberties, the chain stays in
atari. Then look for an attacking stone that is in atari itself.
"""),
    code("L.exercise(4)"),
    md("""
## Double atari

One move can put two chains in atari at once. The opponent can save only one of them.
"""),
    code("L.exercise(5)"),
    md("""
## What you learned

- Atari: one liberty left. The next move there captures.
- Escape by extending into the last liberty, if that brings new liberties,
  or by capturing an attacking stone.
- A double atari threatens two chains at once.
"""),
    code("L.exercises()"),
]


LESSON_3: list[Cell] = [
    md("""
When a chain loses its last liberty it is **captured**: all its stones are taken off the
board at once. The captured stones are **prisoners**.
"""),
    md("## Capturing a stone"),
    code('L.demo("capture-stone")'),
    md("Your turn: capture."),
    code("L.exercise(1)"),
    md("""
## In the corner

On the edge and in the corner stones have fewer liberties, so they are easier to catch.
"""),
    code('L.demo("corner")'),
    code("L.exercise(2)"),
    code("L.exercise(9)"),
    md("""
## Capturing a chain

A chain is captured the same way: fill its last liberty and every stone of it goes.
"""),
    code('L.demo("capture-chain")'),
    code("L.exercise(3)"),
    md("Another chain. Take its last liberty before it runs away."),
    code("L.exercise(8)"),
    md("""
## Two chains at once

If two chains have the same last liberty, one move captures both.
"""),
    code('L.demo("two-chains")'),
    code("L.exercise(4)"),
    md("""
## The right atari

A stone with two liberties can be put in atari from two sides. Choose the side that
leaves its extension without new liberties: then the next move captures.
"""),
    code("L.exercise(5)"),
    md("""
## Prisoners

Each captured stone is a prisoner. Under territory counting (see the lesson on counting)
every prisoner is worth a point at the end. How many does this move take?
"""),
    code("L.exercise(6)"),
    md("White captures too, of course. The edge helps."),
    code("L.exercise(7)"),
    md("And once more for White, in the open."),
    code("L.exercise(10)"),
    md("""
## What you learned

- Filling the last liberty of a chain captures the whole chain; its stones come off.
- One move can capture several chains.
- Captured stones are prisoners.
"""),
    code("L.exercises()"),
]


LESSON_4: list[Cell] = [
    md("""
May you play a stone where it has no liberty at all? Usually not: that is **suicide**.
But there is an important exception, and the rule sets of the world do not all agree.
"""),
    md("""
## Suicide is forbidden

A move that leaves its own chain without liberties, and captures nothing, is forbidden.
"""),
    code('L.demo("forbidden")'),
    code("L.exercise(1)"),
    md("Is this legal? A small board, the same question."),
    code("L.exercise(7)"),
    md("""
## ... unless it captures

A move first removes the opponent's stones that have no liberties left; only then are
its own liberties counted. So a move that captures is never suicide.
"""),
    code('L.demo("capture-first")'),
    code("L.exercise(2)"),
    md("Look at the White stones before you answer."),
    code("L.exercise(8)"),
    md("""
## Rule sets that allow self-capture

New Zealand, Tromp-Taylor and Ing rules allow the suicide of a chain of **two or more**
stones: the chain is simply removed and the opponent gets the prisoners. Japanese,
Korean, Chinese and AGA rules forbid it. It is rarely a good move, but it can be a ko
threat. Compare:
"""),
    code('L.demo("self-capture-japanese")'),
    code('L.demo("self-capture-new-zealand")'),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    code("L.exercise(9)"),
    md("""
## Never a single stone

No rule set allows a single stone to kill itself: the board would be exactly as before,
so the "move" would change nothing, and no rule set allows a move that changes nothing.
"""),
    code("L.exercise(5)"),
    md("Now find every forbidden point on this board. Careful: one trap is not forbidden."),
    code("L.exercise(6)"),
    md("""
## What you learned

- Suicide (a move that leaves its own chain without liberties and captures nothing) is
  forbidden.
- A move that captures is not suicide: the captured stones go first.
- New Zealand, Tromp-Taylor and Ing rules allow the suicide of two or more stones; no
  rule set allows it for a single stone.
"""),
    code("L.exercises()"),
]


LESSON_5: list[Cell] = [
    md("""
Some shapes let the players take a stone back and forth for ever. The **ko rule** stops
that.
"""),
    md("""
## The basic ko

After one player captures a single stone in a ko, the other may not take back at once:
first they must play somewhere else. Then the ko may be retaken.
"""),
    code('L.demo("ko")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(3)"),
    md("The same shape on a small board: take the ko, then say whether White may take back."),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md("""
Not every capture of one stone is a ko. The ko rule stops a single stone being taken
back when that would repeat the position. Here Black has just taken two stones:
"""),
    code("L.exercise(8)"),
    md("""
## Superko

Longer cycles exist too. **Superko** rules forbid any move that brings back a whole-board
position seen before. There are two kinds:

- **positional superko** (Tromp-Taylor, Ing): the same stones on the board is forbidden,
  whoever is to play;
- **situational superko** (AGA, New Zealand): forbidden only with the same player to
  play.

The classic shape where they differ is *sending two, returning one*:
"""),
    code('L.demo("send-two")'),
    code("L.exercise(4)"),
    code("L.exercise(5)"),
    md("""
## Triple ko

With three kos on the board, each player can always retake a different ko than the one
just taken, so the basic rule never stops the cycle. Japanese rules then declare the game
without result; superko rules forbid the repeating move.
"""),
    code('L.demo("triple-ko")'),
    code('L.demo("triple-ko-superko")'),
    md("""
## What you learned

- Ko: a single stone just captured may not be taken back at once; play elsewhere first.
- Superko forbids repeating any earlier board: positional (any player to move) or
  situational (same player to move).
- A triple ko cycles for ever under the basic rule.
"""),
    code("L.exercises()"),
]


LESSON_6: list[Cell] = [
    md("""
A game ends when both players **pass** one after the other. Then the players agree
which stones are dead and count.
"""),
    md("""
## Passing

Instead of playing, a player may pass at any time. When there is nothing useful left to
play, both pass, and the game is over.
"""),
    code('L.demo("passing")'),
    code("L.exercise(1)"),
    md("""
## Dame and dead stones

Empty points between Black and White are **dame**: neutral, worth nothing.

You saw in the lessons on eyes and on life and death that a group lives only with two
eyes. Stones shut inside the opponent's area that have no room for two eyes and cannot
escape are **dead**: the opponent could capture them whenever needed, so there is no
need to. At the end they are simply taken off without being captured (under territory
counting they then count as prisoners).
"""),
    code('L.demo("dame-and-dead")'),
    code("L.exercise(2)"),
    md("The same question on a small board, then with a dead stone to ignore."),
    code("L.exercise(5)"),
    code("L.exercise(6)"),
    code("L.exercise(3)"),
    md("""
## Seki

Sometimes two chains share liberties and neither can fill them without being captured.
Both stay on the board, alive: this is **seki**. The shared points belong to nobody.
"""),
    code('L.demo("seki")'),
    code("L.exercise(4)"),
    md("""
## What you learned

- Two passes in a row end the game.
- Dame are neutral points.
- Stones that cannot make two eyes or escape are dead; they are taken off at the end as
  prisoners.
- In seki nobody can attack, so both chains live and the shared liberties score nothing.
"""),
    code("L.exercises()"),
]


LESSON_7: list[Cell] = [
    md("""
At the end each player counts their points. There are two ways: **territory** and
**area**. On the same game they nearly always give the same difference.
"""),
    md("""
## Territory + prisoners

Japanese and Korean rules count the empty points you surround (your territory) plus your
prisoners (stones captured during the game, and dead stones taken off at the end).
Here is a worked example as a rule book counts it, with a small komi of 1.5:
"""),
    code('L.demo("territory")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    md("A smaller board to count: a finished 5x5 game."),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md("""
## Komi

Black plays first, which is an advantage. So White receives points called **komi**:
5.5, 6.5 or 7.5 depending on the rules and the players' agreement (6.5 under Japanese
rules, 7.5 under Chinese rules). The **half point** makes a draw impossible.
"""),
    code("L.exercise(3)"),
    code("L.exercise(8)"),
    code("L.exercise(5)"),
    md("""
## Area counting

Chinese rules (and most others) count your stones on the board plus your territory.
Prisoners do not count. The same final position:
"""),
    code('L.demo("area")'),
    code("L.exercise(4)"),
    md("The small game again, counted by area."),
    code("L.exercise(9)"),
    md("""
## Handicap

Players of different strength can still have a close game: the weaker player takes
Black and places 2 to 9 **handicap stones** first. Komi is then small (0.5, or none),
and some rules give White compensation for the stones: N points for N stones under
Chinese rules, N − 1 under AGA rules, nothing under Japanese rules.
"""),
    code('L.demo("handicap")'),
    md("""
Count a position yourself in **score mode**: click a stone to mark its chain dead (click
again to bring it back); the count appears under the board.
"""),
    code('from gotutor.lessons import worked_example\nworked_example("japanese")'),
    md("""
## What you learned

- Territory counting: territory + prisoners (captured and dead stones).
- Area counting: stones on the board + territory.
- Komi pays White for moving second; a half point prevents a draw.
- Handicap stones, and sometimes compensation points for White.
"""),
    code("L.exercises()"),
]


LESSON_8: list[Cell] = [
    md("""
Go is played under several rule sets. They agree on almost everything you have learned;
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
every stone left on the board as alive (if you think stones are dead, capture them).
"""),
    md("""
## One position, every rule set

The final position of the lesson on counting, counted under each rule set with its own
komi. Watch the
result change, and turn around under Tromp-Taylor:
"""),
    code('L.demo("one-position")'),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(4)"),
    md("A small board with a dame on it: count by area."),
    code("L.exercise(7)"),
    md("""
## Suicide and ko

The lessons on suicide and ko showed the other differences: self-capture of two or more
stones, and superko.
"""),
    code('L.demo("suicide")'),
    code("L.exercise(3)"),
    code("L.exercise(6)"),
    md("""
## Nigiri: who takes Black?

In an even game the players choose colours by **nigiri**: one takes a hidden handful of
stones, the other guesses "odd" (puts down one stone) or "even" (two). The handful is
counted; a right guess takes Black. Try it:
"""),
    code('import gotutor as gt\ngt.nigiri("Ana", "Ben")'),
    code("L.exercise(5)"),
    md("""
## A strict referee

Some rule texts are strict, for exam-style games: an illegal move, moving twice in a
row, or taking back a move loses the game at once. A game can follow that rule: here
White plays on top of Black's stone and loses. The result is written in the game
record's notation, "B+F": B for Black, F for forfeit, so Black wins by forfeit.
"""),
    code('g = gt.Game(9, referee=True)\ng.play("E5"); g.play("E5")\ng.result'),
    md("""
## What you learned

- Territory (Japanese, Korean) or area (Chinese, AGA, New Zealand, Ing, Tromp-Taylor)
  counting; the difference is nearly always the same.
- Basic ko, or situational or positional superko.
- Some rule sets allow self-capture of two or more stones.
- Under Tromp-Taylor (and the stones + territory + prisoners variant) nothing is taken
  off: capture dead stones before you pass.
"""),
    code("L.exercises()"),
]


LESSON_9: list[Cell] = [
    md("""
You know every rule. Time to play! First a whole game to watch, then a board for two
players, then counting.
"""),
    md("## A whole game"),
    code('L.demo("whole-game")'),
    md("""
## Your game

Sit down with a friend at one computer. Black plays first; click to play, **Pass** when
you have nothing useful left. **Undo** takes back a move (if your partner agrees!).

When you have both passed, the game is over and the board offers to count: press
**Count the score**. Then click a dead stone to mark its chain dead (click again to bring it back);
the count under the board follows the rules of the board (Japanese unless you chose
others with `L.board(rules="chinese")`).
"""),
    code("board = L.board(size=9)\nboard"),
    md("""
## How counting works

Here is a finished game on a board of its own, already in counting mode, so that you
can try it before your game ends. The two White stones H7 and H6 are dead: click one of
them and watch the count under the board change.
"""),
    code('from gotutor.lessons import worked_example\nworked_example("japanese")'),
    md("""
## Practise counting

Finished games to count: click the dead stones, press **Check**, then type the score in
the box above the board: the winner's colour and the points, for example *Black 8.5*.
"""),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    md("""
## Play against the computer

No partner at hand? Play Black against a simple bot that a beginner can beat. Undo takes
back your move and the bot's.
"""),
    code('L.board_against("beginner", color="W")'),
    md("""
Ready for more? GNU Go is a real opponent (it is installed on Binder):
`L.board_against("gnugo", level=1)`; levels go up to 10. But the best way to learn Go
is to play many small games with people.
"""),
]


#: The cells of each lesson whose module has no NOTEBOOK, by slug: everything between
#: the heading with the setup cell and the closing links, which the generator adds.
LESSON_CELLS: dict[str, list[Cell]] = {
    "liberties": LESSON_1,
    "atari": LESSON_2,
    "capture": LESSON_3,
    "suicide": LESSON_4,
    "ko": LESSON_5,
    "end-of-game": LESSON_6,
    "counting": LESSON_7,
    "rules-around-the-world": LESSON_8,
    "play-a-game": LESSON_9,
}


#: The drills at the end of a lesson ("Practise more"): (concept, level) by lesson slug.
PRACTICE = {
    "liberties": (("liberties", 1), ("chain", 1)),
    "atari": (("atari", 1),),
    "capture": (("capture", 1),),
    "connecting-and-cutting": (("chain", 2),),
    "suicide": (("legal", 1),),
    "ko": (("legal", 2),),
    "capturing-techniques": (("double-atari", 1),),
    "rules-around-the-world": (("legal", 3),),
}

_PRACTICE_TEXT = md("""
## Practise more

A board that never runs out of problems on this lesson's ideas: each one is made by the
computer and checked before you see it. Press **Next problem** for another. After three right
answers in a row the problems get harder; after two misses they get easier again. Run
the cell again for new problems; `gt.drill("liberties", level=2, seed=17)` gives the
same problems to everyone (a teacher can give the class its number).
""")


def _practice(item: Lesson, language: str) -> list[Cell]:
    """Returns the "Practise more" cells of lesson `item` (none if it has no drill)."""
    drills = PRACTICE.get(item.slug, ())
    if not drills:
        return []
    return [_translated(_PRACTICE_TEXT, language),
            *(code(f'gt.drill("{concept}", level={level})') for concept, level in drills)]


def _lessons() -> tuple[Lesson, ...]:
    from . import LESSONS

    return LESSONS


def _module_of(item: Lesson) -> ModuleType | None:
    """Returns the module that defines lesson `item` (its demonstrations' module)."""
    module = getattr(item, "module", None)
    if isinstance(module, ModuleType):
        return module
    for factory in item.demos.values():
        found = inspect.getmodule(factory)
        if found is not None and getattr(found, "TITLE", None) == item.title:
            return found
    from .. import lessons

    for value in vars(lessons).values():
        if isinstance(value, ModuleType) and getattr(value, "TITLE", None) == item.title \
                and list(getattr(value, "DEMOS", {})) == list(item.demos):
            return value
    return None


def lesson_cells(item: Lesson) -> list[Cell]:
    """Returns the cells of lesson `item` between its heading with the setup cell and
    its closing links: its module's NOTEBOOK, else `LESSON_CELLS[item.slug]`.
    Raises LessonError (a GoError) if there are neither."""
    module = _module_of(item)
    cells = getattr(module, "NOTEBOOK", None)
    if cells is None and item.slug not in LESSON_CELLS:
        from .demo import LessonError

        raise LessonError(f"lesson {item.number} ({item.slug}) has no cells: give its "
                          f"module a NOTEBOOK list, or add it to notebooks.LESSON_CELLS")
    return list(cells) if cells is not None else list(LESSON_CELLS[item.slug])


def _summary(item: Lesson) -> str | None:
    module = _module_of(item)
    return getattr(module, "SUMMARY", None) or _SUMMARIES.get(item.slug)


def _lines(text: str) -> list[str]:
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


def _translated(cell: Cell, language: str) -> Cell:
    kind, text = cell
    if kind == "markdown":
        return md(_(text, language))
    return cell


def notebook(cells: list[Cell], language: str | None = None) -> dict[str, Any]:
    """Returns a notebook (nbformat 4.5 as JSON data) with `cells` as they are, without
    outputs; `language` goes into its metadata."""
    out = []
    for i, (kind, text) in enumerate(cells):
        cell: dict[str, Any] = {"cell_type": kind, "id": f"cell-{i:02d}", "metadata": {},
                                "source": _lines(text)}
        if kind == "code":
            cell["execution_count"] = None
            cell["outputs"] = []
        out.append(cell)
    metadata: dict[str, Any] = {"kernelspec": dict(KERNELSPEC),
                                "language_info": {"name": "python"}}
    if language is not None:
        metadata["gotutor"] = {"language": language}
    return {"cells": out, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5}


def lesson_notebook(item: Lesson, language: str) -> dict[str, Any]:
    """Returns the notebook of lesson `item` in `language`: heading, setup cell, the
    lesson's cells translated, and the links to the next lesson and the start page."""
    lessons = _lessons()
    index = [x.number for x in lessons].index(item.number)
    after = lessons[index + 1] if index + 1 < len(lessons) else None
    body = [_translated(c, language) for c in lesson_cells(item)]
    heading = "# " + _heading(item.number, item.title, language)
    if body and body[0][0] == "markdown":  # the heading opens the first Markdown cell
        first = md(heading + "\n\n" + body.pop(0)[1])
    else:
        first = md(heading)
    cells = [first, code(_setup_code(language, item.number)), *body,
             *_practice(item, language), code("L.progress()"), _nav(after, language)]
    nb = notebook(cells, language)
    nb["metadata"]["gotutor"]["lesson"] = item.number
    return nb


def _index(language: str) -> str:
    lines = []
    for item in _lessons():
        line = f"{item.number}. [{_(item.title, language)}]({item.notebook})"
        summary = _summary(item)
        if summary:
            line += ": " + _(summary, language)
        lines.append(line)
    return "\n".join(lines)


def _courses(language: str) -> str:
    return "\n".join(f"- [{LANGUAGE_NAMES[code]}](../{code}/{START_FILE})"
                     for code in LANGUAGES if code != language)


def _problem_example(language: str) -> str:
    question = _("Capture the White stone.", language)
    quoted = json.dumps(question, ensure_ascii=False)
    return ('p = gt.Problem.capture("""\n. . . . .\n. . X . .\n. X O X .\n. . . . .\n'
            f'. . . . .""", to_play="B", marked=["C3"], question={quoted})\n'
            "gt.GoBoard(problem=p)")


def start_notebook(language: str) -> dict[str, Any]:
    """Returns the start page of the course in `language` (its folder's 00 notebook)."""
    filled = {_INDEX: lambda: md(_index(language)),
              _COURSES: lambda: md(_courses(language)),
              _SETUP: lambda: code(_setup_code(language)),
              _FREE_BOARD: lambda: code("gt.GoBoard(size=9)"),
              _PROBLEM: lambda: code(_problem_example(language))}
    cells = [filled[c]() if c in filled else _translated(c, language) for c in START_HERE
             if c != _KY_OPEN_WORDS or language == "ky"]
    return notebook(cells, language)


def top_notebook() -> dict[str, Any]:
    """Returns lessons/00-start-here.ipynb: one short paragraph in each language, linking
    to that language's course."""
    parts = []
    for code_ in LANGUAGES:
        # Translators: notebook Markdown, the top page: a heading in your language, then a
        # link to the course in it; keep the target {start} as it is.
        parts.append(_("## Learn Go in English\n\n[Start the course in English]({start}): "
                       "short lessons with interactive boards, from the first stone to a "
                       "whole game.", code_, start=f"{code_}/{START_FILE}"))
    head = "# Go · Го\n\n" + " · ".join(
        f"[{LANGUAGE_NAMES[c]}]({c}/{START_FILE})" for c in LANGUAGES)
    nb = notebook([md(head), *(md(p) for p in parts)])
    nb["metadata"]["gotutor"] = {"language": "mul", "languages": list(LANGUAGES)}
    return nb


def build_all() -> dict[str, dict[str, Any]]:
    """Returns every notebook by its path under lessons/ ("00-start-here.ipynb",
    "pl/05-ko.ipynb", ...)."""
    built = {START_FILE: top_notebook()}
    for language in LANGUAGES:
        built[f"{language}/{START_FILE}"] = start_notebook(language)
        for item in _lessons():
            built[f"{language}/{item.notebook}"] = lesson_notebook(item, language)
    return built


def write_all(folder: str | Path) -> list[Path]:
    """Writes every notebook under `folder`, removes the notebooks no longer built from
    it and its language folders, and returns the paths written. Raises OSError."""
    folder = Path(folder)
    built = build_all()
    paths = []
    for name, nb in built.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        paths.append(path)
    for sub in [folder, *(folder / code_ for code_ in LANGUAGES)]:
        for old in sub.glob("*.ipynb"):
            if old.relative_to(folder).as_posix() not in built:
                old.unlink()
    return paths


if __name__ == "__main__":  # pragma: no cover - a developer's command
    target = sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "lessons"
    for p in write_all(target):
        print(p)
