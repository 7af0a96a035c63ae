"""The proven answer sets of the lessons' local fights, kept as generated data.

For the move-tree exercises whose fight is local (life and death, capturing races,
eye shapes, connecting and cutting, tactics on small boards), the solver
(`gotutor.solver`) reads every first move in the fight's region to the end and records
its status ("win", "loss", "escape", "ko", "unknown") with the opponent's best reply.
The data lives in `answers.json` next to this module, so a click on an exercise answers
from it without searching; `python -m gotutor.lessons.answers` computes it again, and a
test fails when the data and the solver disagree.

A first move the data proves to win is accepted even when the author's answer key has
another move: every working move is right.
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

from .exercise import Exercise

__all__ = ["DATA", "answer_set_of", "compute", "fight_of", "refutations_of", "stored", "write"]

DATA = Path(__file__).with_name("answers.json")

#: The search budget (positions per question) used for the stored data.
BUDGET = 20_000


def fight_of(exercise: Exercise) -> tuple[str, list[str]] | None:
    """Returns (the solver's goal kind, its target vertices) for a move-tree exercise
    whose fight the solver reads locally, or None for an exercise it does not cover."""
    goal = exercise.goal
    if exercise.kind != "move" or not goal or goal[0] != "line":
        return None
    rest = [str(v) for v in goal[1:]]
    if len(rest) >= 2 and rest[1] in ("live", "kill"):
        return rest[1], rest[:1]
    if len(rest) >= 4 and rest[1] in ("connect", "cut"):
        return rest[1], rest[2:4]
    return "capture", rest  # two targets: capture either (a double atari)


def answer_set_of(exercise: Exercise, proofs: dict[str, object] | None = None
                  ) -> dict[str, list[str | None]] | None:
    """Returns the solver's {first move: [status, reply]} for `exercise` (None when
    the solver does not cover it); `proofs` (a dict) receives the proof trees (see
    gotutor.solver.answers.answer_set)."""
    from ..solver.answers import answer_set

    fight = fight_of(exercise)
    if fight is None:
        return None
    kind, targets = fight
    game = exercise.game()
    board = game.board
    found = answer_set(board, game.node.ko, game.to_move, kind,
                       [board.point(v) for v in targets], exercise.budget or BUDGET,
                       reach=exercise.reach, proofs=proofs)
    return {move: [status, reply] for move, (status, reply) in sorted(found.items())}


def compute() -> dict[str, dict[str, object]]:
    """Returns the data for every covered exercise of the course, keyed by exercise
    key: {"fight": [kind, targets...], "moves": {first move: [status, reply]},
    "proofs": {"region", "open_space", "moves": {first move: {"tree", "ko"}}}}."""
    from . import LESSONS, exercise_key

    out: dict[str, dict[str, object]] = {}
    for lesson in LESSONS:
        for ex in lesson.exercises_list:
            proofs: dict[str, object] = {}
            moves = answer_set_of(ex, proofs)
            if moves is None:
                continue
            kind, targets = fight_of(ex)  # type: ignore[misc]
            out[exercise_key(lesson.slug, ex)] = {"fight": [kind, *targets],
                                                  "moves": moves, "proofs": proofs}
    return out


@lru_cache(maxsize=1)
def _load() -> dict[str, dict[str, object]]:
    try:
        return json.loads(DATA.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def stored(exercise: Exercise) -> dict[str, list[str | None]]:
    """Returns the stored {first move: [status, reply]} of `exercise` ({} when none is
    stored). The data is found by the position part of the exercise's key, so an
    exercise built outside its lesson finds it too."""
    from . import exercise_key

    digest = exercise_key("", exercise).split(":", 1)[1]
    for key, entry in _load().items():
        if key.split(":", 1)[1] == digest:
            return dict(entry["moves"])  # type: ignore[arg-type]
    return {}


def refutations_of(exercise: Exercise) -> dict[str, str]:
    """Returns {wrong first move: the opponent's reply the board plays} of a move-tree
    exercise: the author's `replies`, each replaced by the solver's own best reply where
    the stored answer set proves the move fails ("loss" or "ko"), so that the line shown
    is one the proof reads to the end. A reply the solver gives as a pass keeps the
    author's (tests/test_shown_replies.py proves that one refutes too)."""
    out = dict(exercise.replies)
    found = stored(exercise)
    for move in out:
        status, reply = found.get(move, (None, None))
        if status in ("loss", "ko") and reply not in (None, "pass"):
            out[move] = str(reply)
    return out


def write(data: dict[str, dict[str, object]]) -> None:
    """Writes `data` to answers.json (sorted, one line per exercise)."""
    lines = [f"{json.dumps(key)}: {json.dumps(data[key], sort_keys=True, separators=(',', ':'))}"
             for key in sorted(data)]
    DATA.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    _load.cache_clear()


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    write(compute())
    print(f"{DATA}: {len(_load())} exercises", file=sys.stderr)
