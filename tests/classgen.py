"""Generated classes for the class view's tests and benchmark: students' hand-ins whose
counts are known in advance."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from gotutor.classroom import catalog
from gotutor.handin import FORMAT


def hand_in(user: str | None, work: dict[str, dict[str, Any]],
            at: str = "2026-12-07T10:00:00Z") -> dict[str, Any]:
    """A hand-in document with `work` {key: {"status", "tries", "hints", "wrong"}}."""
    exercises = {}
    for key, w in work.items():
        exercises[key] = {"status": w["status"], "at": at, "last": at,
                          "runs": {"r1": {"tries": w["tries"], "hints": w["hints"],
                                          "wrong": list(w["wrong"]), "at": at}}}
    return {"format": FORMAT, "version": 1, "user": user, "at": at, "gotutor": "0.1.0",
            "exercises": exercises, "review": {}}


def generate(folder: Path, students: int, seed: int = 1) -> dict[str, Any]:
    """Writes `students` hand-ins into `folder`/inbound, named the hub's way; returns
    what they hold: {"wrong": {key: Counter}, "solved": {user: n}, "rows": n lines}."""
    rng = random.Random(seed)
    inbound = folder / "inbound"
    inbound.mkdir(parents=True, exist_ok=True)
    keys = [info.key for info in catalog()]
    moves = ["A1", "B2", "C3", "D4", "E5", "C7", "G3"]
    truth: dict[str, Any] = {"wrong": {}, "solved": {}, "lines": 0}
    for i in range(students):
        user = f"student{i:03d}"
        work = {}
        for key in rng.sample(keys, rng.randint(5, len(keys))):
            wrong = rng.sample(moves, rng.randint(0, 2))
            status = rng.choice(["solved", "solved", "seen", "tried"])
            work[key] = {"status": status, "tries": len(wrong) + 1,
                         "hints": rng.randint(0, 2), "wrong": wrong}
            truth["wrong"].setdefault(key, Counter()).update(wrong)
        for n in range(rng.randint(0, 6)):
            key = f"drill:liberties:{1 + n % 2}:s{i}:{n}:v2"
            work[key] = {"status": "solved", "tries": 1, "hints": 0, "wrong": []}
        truth["solved"][user] = sum(1 for k, w in work.items()
                                    if w["status"] == "solved" and not k.startswith("drill:"))
        truth["lines"] += len(work)
        name = f"{user}+gotutor+2026-12-07-100000+{i:016x}.json"
        (inbound / name).write_text(json.dumps(hand_in(user, work)), encoding="utf-8")
    return truth
