"""The verdict first, then the reason, once (issue 37).

Over every exercise of the course and every wrong answer tried (every failing first move
of a move exercise, the numbers two and one off the answer, every wrong choice, the
course walk's wrong points), in every language, the failed message:

- opens with the goal's verdict when it has one ("Not atari: ...", "You missed 1 point.",
  "No: the chain has fewer liberties than that."): never an author's explanation first
  and the verdict after it;
- ends with the pointer to the line shown ("The numbered moves show why.") when it has
  one, and then holds no general verdict of the capture reader ("This does not catch the
  stone: see the numbered answer."), which would repeat the author's explanation;
- says no sentence twice.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import polib
import pytest
from course_walk import unsaved, wrong_answer

from gotutor.lessons import LESSONS

LANGUAGES = ("en", "pl", "ru", "nb", "ky")
LOCALE = Path(__file__).parent.parent / "gotutor/i18n/locale"

#: The goals' verdicts (English msgids by how they begin).
VERDICT_STARTS = ("Not atari:", "You missed", "No: the chain has", "No: the stone has",
                  "Not caught:")
POINTER = "The numbered moves show why."
GENERIC = ("This does not catch the stone", "This does not catch the stones")


def _pattern(text: str) -> str:
    return re.sub(r"\\\{[a-z_]+\\\}", r"[^ ]+", re.escape(text.strip()))


@cache
def _catalog(language: str) -> dict[str, list[str]]:
    """Returns {"verdicts", "pointer", "generic"}: regex patterns of the messages in
    `language`."""
    out: dict[str, list[str]] = {"verdicts": [], "pointer": [], "generic": []}
    if language == "en":
        path = LOCALE / "en/LC_MESSAGES/gotutor.po"
    else:
        path = LOCALE / f"{language}/LC_MESSAGES/gotutor.po"
    for entry in polib.pofile(str(path)):
        if entry.obsolete:
            continue
        forms = ([entry.msgid, entry.msgid_plural] if language == "en" and entry.msgid_plural
                 else [entry.msgid] if language == "en"
                 else list(entry.msgstr_plural.values()) if entry.msgid_plural
                 else [entry.msgstr])
        forms = [f for f in forms if f]
        if entry.msgid.startswith(VERDICT_STARTS):
            out["verdicts"] += [_pattern(f) for f in forms]
        elif entry.msgid == POINTER:
            out["pointer"] += [_pattern(f) for f in forms]
        elif entry.msgid.startswith(GENERIC):
            out["generic"] += [_pattern(f) for f in forms]
    return out


def _wrong_answers(problem) -> list[object]:
    kind = problem.answer_kind
    if kind == "move":
        return [[v] for v in problem.start_game().legal_moves()]
    if kind == "number":
        n = float(problem.solution())
        return [f"{n + d:g}" for d in (-2, -1, 1, 2) if n + d >= 0]
    if kind == "choice":
        return [v for v, _label in problem.goal.choices() if v != problem.solution()]
    if kind == "points":
        return [wrong_answer(problem)]
    return []


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


STEPS = [(lesson, i) for lesson in LESSONS for i in range(1, len(lesson.exercises_list) + 1)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_wrong_answer_says_the_verdict_first_then_the_reason_once(language) -> None:
    patterns = _catalog(language)
    assert patterns["verdicts"] and patterns["pointer"] and patterns["generic"]
    verdict = re.compile("|".join(patterns["verdicts"]))
    pointer = re.compile("|".join(patterns["pointer"]))
    generic = re.compile("|".join(patterns["generic"]))
    tried = with_verdict = with_pointer = 0
    for lesson, number in STEPS:
        problem = unsaved(lesson.problem(number, language))
        for answer in _wrong_answers(problem):
            feedback = problem.session(language).submit(answer)
            if feedback.kind != "failed":
                continue
            tried += 1
            message = feedback.message
            where = (lesson.number, number, answer, message)
            found = verdict.search(message)
            if found:
                with_verdict += 1
                assert found.start() == 0, where
            shown = pointer.search(message)
            if shown:
                with_pointer += 1
                assert message.endswith(shown.group(0)), where
                assert not generic.search(message), where
            sentences = _sentences(message)
            assert len(sentences) == len(set(sentences)), where
    # the walk met every kind of message it checks
    assert tried > 1000 and with_verdict > 100 and with_pointer > 100, (
        tried, with_verdict, with_pointer)


def test_the_old_order_is_what_this_test_refuses() -> None:
    """The checks above fail on the messages issue 37 quoted (the reason first, the
    verdict after it; a general verdict after the author's)."""
    patterns = _catalog("en")
    verdict = re.compile("|".join(patterns["verdicts"]))
    generic = re.compile("|".join(patterns["generic"]))
    old = ("After your move the White stone must have exactly one liberty left. Count its "
           "liberties before you play. Not atari: the marked stone still has 2 liberties.")
    assert verdict.search(old).start() > 0
    old = ("The White stone gets away. Give atari, and after each run give atari again. "
           "This does not catch the stone: see the numbered answer.")
    assert generic.search(old)
