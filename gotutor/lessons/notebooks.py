"""Writes the course's notebooks, in every language, from the lessons' modules and the
start pages' texts below.

    python -m gotutor.lessons.notebooks [folder]     # default: lessons/ of the checkout

writes `00-start-here.ipynb` (a page in all five languages sending each student to their
course) and, for each language code (en, pl, ru, nb, ky), the folder `<code>/` with the
whole course: `00-start-here.ipynb` (how the boards work, the index, notes for teachers
and lesson authors) and one `NN-<slug>.ipynb` per lesson of `gotutor.lessons.LESSONS`.
Notebooks no longer built (an old name) are removed from those folders.

A lesson's cells live in its own module, as the `NOTEBOOK` list of
gotutor/lessons/content/<subject>.py (cells made with `md` and `code` of
gotutor/lessons/cells.py): to change the ko lesson's text, edit content/ko.py only.
This module holds the start pages' texts (`START_HERE`, the top page), two tables by
lesson slug (`_SUMMARIES`, the index line of a lesson whose module has no `SUMMARY`, and
`PRACTICE`, the "Practise more" drills) and the generator. The generator adds to each
lesson the heading ("# Lesson N: Title"), the setup cell (which sets the notebook's
language), the drills and the links to the next lesson and the start page, all computed
from the order of `LESSONS`. Markdown cells are English msgids of the gettext catalogs
(`python -m gotutor.i18n.extract` collects them) and are written translated; code cells
are the same in every language.

File names keep the English slug in every language (lessons/pl/05-ko.ipynb): ASCII
names need no escaping in URLs (the Binder link, a teacher's link), the same lesson has
the same name in every folder (a teacher switches language by changing only the folder),
and a translation can never break a link. The student reads the translated title in the
notebook's heading and in the index of their start page.

The notebooks are saved without outputs, with a Python 3 kernelspec and their language
in the metadata (`"gotutor": {"language": "pl"}`). The tests check that the saved notebooks
equal what this module builds: after editing a text (here or in a lesson's module), run
this command again. This is a developer's tool.
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

__all__ = ["KERNELSPEC", "LANGUAGE_NAMES", "START_FILE", "START_HERE", "build_all", "dumps",
           "lesson_cells", "lesson_notebook", "notebook", "start_notebook", "top_notebook",
           "write_all"]

#: ipykernel's own kernelspec, so that a front end opening a lesson has nothing to change
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}

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
and *superko*, *seki*, the neutral point, *handicap*, *area counting*, the *liberty* (some
teachers may prefer another word), the names of the eye shapes, the *throw-in* and the
*snapback*.
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
    md("""
JupyterLab's own menus and dialogs follow the course's language from the next time the
page is loaded (press F5 once after the first cell has run): Polish, Russian and
Norwegian. JupyterLab has no Kyrgyz translation, so the Kyrgyz course shows its menus in
Russian. On a JupyterLite site (Python in the browser), choose the language in
**Settings > Language**.
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
## Your opponent

The last two lessons have games against the computer on a ladder: a win makes the next
opponent stronger (or gives you fewer handicap stones), a loss makes it weaker. Your step:
"""),
    code("from gotutor.ladder import ladder\nladder()"),
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
## Hand in

If your teacher follows the class's work, press the button: your teacher then sees
what you solved, tried and missed, and which moves you tried first. On a school server
your work goes straight to the class folder under your login name; elsewhere you get a
file to save and give to your teacher. Hand in again whenever you like: the latest
hand-in replaces the earlier one.
"""),
    code("gt.homework()"),
    code("gt.hand_in_button()"),
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


#: The drills at the end of a lesson ("Practise more"): (concept, level) by lesson slug.
PRACTICE = {
    "liberties": (("liberties", 1), ("chain", 1)),
    "atari": (("atari", 1), ("escape", 1)),
    "capture": (("capture", 1),),
    "connecting-and-cutting": (("chain", 2), ("connect", 1), ("cut", 1)),
    "suicide": (("legal", 1),),
    "ko": (("legal", 2),),
    "capturing-techniques": (("double-atari", 1), ("ladder", 1), ("net", 1), ("snapback", 1),
                             ("throw-in", 1)),
    "eyes": (("eye", 1), ("vital-point", 1)),
    "life-and-death": (("life", 1), ("vital-point", 2)),
    "capturing-races": (("race", 1),),
    "end-of-game": (("count", 3),),
    "counting": (("count", 1),),
    "rules-around-the-world": (("legal", 3), ("count", 2)),
    "play-a-game": (("count", 3),),
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
    its closing links: its module's NOTEBOOK. Raises LessonError (a GoError) if its
    module has none."""
    cells = getattr(_module_of(item), "NOTEBOOK", None)
    if cells is None:
        from .demo import LessonError

        raise LessonError(f"lesson {item.number} ({item.slug}) has no cells: give its "
                          f"module a NOTEBOOK list")
    return list(cells)


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
    # a capture in one move (capture_any): the capture reader would also accept a move
    # that chases the stone to the edge, and the first example must not praise a move
    # that lets a capture in one slip
    question = _("Capture the White stone with one move.", language)
    quoted = json.dumps(question, ensure_ascii=False)
    return ('p = gt.Problem.capture_any("""\n. . . . .\n. . X . .\n. X O X .\n. . . . .\n'
            f'. . . . .""", to_play="B", question={quoted})\n'
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


def dumps(nb: dict[str, Any]) -> str:
    """Returns the notebook's file text as Jupyter's server writes it (nbformat: keys
    sorted, one space of indent, a newline at the end), so that a save of an unchanged
    lesson writes the same bytes."""
    return json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False,
                      separators=(",", ": ")) + "\n"


def write_all(folder: str | Path) -> list[Path]:
    """Writes every notebook under `folder`, removes the notebooks no longer built from
    it and its language folders, and returns the paths written. Raises OSError."""
    folder = Path(folder)
    built = build_all()
    paths = []
    for name, nb in built.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(nb), encoding="utf-8")
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
