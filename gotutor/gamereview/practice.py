"""A game's mistakes as review problems: each mistake with a proven better move goes
into the review queue (`gotutor.leitner`) under the key "game:<hash>", its position and
answers stored with the entry (the key alone cannot rebuild it):

    "problem": {"size": 9, "diagram": "....X....\\n...", "to_play": "B",
                "played": "D4", "better": ["C3", "E5"], "reply": ["C4"]}

`gt.review()` deals it on the next days with the other missed problems
(`gotutor.drills.problem_for_key` asks `problem_for_entry`): "Black to play: find a
better move than the game's D4"; the better moves are right, the game's move is wrong
with its refutation, any other move is wrong.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .. import leitner
from ..problems import Problem, ProblemError
from ..problems.texts import Text
from ..solver.position import Position
from . import texts

__all__ = ["PREFIX", "key_of", "payload", "problem_for_entry", "queue"]

PREFIX = "game:"


def payload(before: Position, to_play: str, played: str, better: list[str],
            reply: list[str], kind: str = "") -> dict[str, Any]:
    """Returns what the queue keeps of one mistake (see the module's doc); `kind`: the
    mistake's kind, which chooses the hint after a wrong answer (not part of the key)."""
    n = before.size
    rows = ["".join(".XO"[before.codes[y * n + x]] for x in range(n)) for y in range(n)]
    return {"size": n, "diagram": "\n".join(rows), "to_play": to_play, "played": played,
            "better": sorted(better), "reply": list(reply), "kind": kind}


def key_of(data: dict[str, Any]) -> str:
    """Returns the queue key of a stored mistake: the same position and move, the same
    key."""
    text = f"{data['diagram']}|{data['to_play']}|{data['played']}"
    return PREFIX + hashlib.sha1(text.encode()).hexdigest()[:16]


def queue(data: dict[str, Any], on: Any = None) -> str:
    """Puts the mistake `data` (a `payload`) in the review queue, due the next day, and
    returns its key."""
    key = key_of(data)
    leitner.missed(key, on, problem=data)
    return key


def problem_for_entry(entry: dict[str, Any] | None) -> Problem | None:
    """Returns the problem of a queue entry holding a stored mistake, or None if the
    entry holds none (or a damaged one)."""
    data = (entry or {}).get("problem")
    if not isinstance(data, dict):
        return None
    try:
        to_play = data["to_play"]
        played = data["played"]
        better = [str(v) for v in data["better"]]
        reply = [str(v) for v in data["reply"]]
        if to_play not in ("B", "W") or not better:
            return None
        wrong: dict[str, object] = {}
        if played.lower() != "pass":
            wrong[played] = (reply[:1], Text.of(texts.GAME_MOVE, reply=reply[0] if reply
                                                 else ""))
        return Problem.tree(
            str(data["diagram"]), to_play,
            right=[([v], Text.of(texts.RIGHT, vertex=v)) for v in better],
            wrong=wrong or None,
            question=Text.of(texts.QUESTION[to_play], vertex=played),
            wrong_text=Text.of(texts.WRONG_BY_KIND.get(str(data.get("kind", "")),
                                                       texts.WRONG)))
    except (KeyError, TypeError, ValueError, IndexError, ProblemError):
        return None
