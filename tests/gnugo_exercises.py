"""GNU Go's verdict on every legal first move of every move exercise of the course.

For each exercise of kind "move" and each legal first move of the student, the position
is set up on GNU Go (`boardsize`, `clear_board`, the diagram's stones with `play`, then
the exercise's prepared moves and the first move), and GNU Go is asked about the goal
with the opponent to move:

- ("capture", X) / ("line", X) (also the races): `defend X` (0: it cannot be saved, the
  move works), and `owl_defend X` for the group, recorded too;
- ("line", X, Y) (a double atari: capture one of them): `defend_both X Y` (0: works);
- ("capture-now", X...): the target is off GNU Go's board (`color X` is empty);
- ("capture-now", X, "protect", A, B): `disconnect A B` (0: works);
- ("atari", X...): `countlib X` is 1 for every target;
- ("save", X, n): `attack X` (0: safe, works), `countlib X` recorded;
- ("line", X, "live"): `owl_attack X` (0: works); ("line", X, "kill"): `owl_defend X`;
- ("line", X, "connect", A, B): `disconnect A B` (0: works);
  ("line", X, "cut", A, B): `connect A B` (0: works).

GNU Go's result codes: 0, 1 (success for the side asked about), 2 / 3 (ko). A verdict is
"works", "fails" or "ko". `clear_cache` before each first move keeps the answers
independent of the order of the questions.

The results are committed data: tests/data/gnugo/exercise_verdicts.json, keyed by the
exercise key (gotutor.lessons.exercise_key) and the first move, with each command and
GNU Go's raw answer, and a hash of the position and goal (stale entries are found when an
exercise changes). Regenerate with

    python -m tests.gnugo_exercises --refresh          # every exercise
    python -m tests.gnugo_exercises --refresh --stale  # only the missing or stale ones
    python -m tests.gnugo_exercises --report           # GNU Go vs the product, as text

(from the repository root, PYTHONPATH set to it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gotutor.color import Color
from gotutor.game import Game
from gotutor.gtp import GnuGo, GtpError, find_gnugo
from gotutor.lessons import LESSONS, exercise_key, to_problem
from gotutor.lessons.exercise import Exercise

DATA = Path(__file__).parent / "data" / "gnugo"
VERDICTS = DATA / "exercise_verdicts.json"
KNOWN = DATA / "known_disagreements.json"


# ------------------------------------------------------------------ the exercises
def move_exercises() -> Iterator[tuple[Any, int, Exercise]]:
    """Yields (lesson, number from 1 in the lesson, exercise) for every move exercise."""
    for lesson in LESSONS:
        for i, ex in enumerate(lesson.exercises_list, 1):
            if ex.kind == "move":
                yield lesson, i, ex


def position_hash(ex: Exercise) -> str:
    """A hash of what GNU Go's verdicts depend on: the board, the player to move, the
    ko point, the rules and the goal (not the answer nor the texts)."""
    game = ex.game()
    ko = game.node.ko
    basis = repr((game.size, str(game.board), game.to_move.value,
                  None if ko is None else game.board.vertex(ko), ex.rules,
                  tuple(map(str, ex.goal))))
    return hashlib.sha1(basis.encode()).hexdigest()[:16]


def first_moves(ex: Exercise) -> list[str]:
    """The student's legal first moves (gotutor's rules), in board order."""
    return list(ex.game().legal_moves())


def goal_kind(goal: tuple[object, ...]) -> str:
    """One word for the goal: capture, capture-now, protect, atari, save, either (a
    double atari: capture one of two), live, kill, connect, cut."""
    name = str(goal[0])
    if name == "line":
        if len(goal) == 2:
            return "capture"
        tag = str(goal[2])
        return tag if tag in ("live", "kill", "connect", "cut") else "either"
    if name == "capture-now" and len(goal) > 2 and str(goal[2]) == "protect":
        return "protect"
    return name


# ------------------------------------------------------------------ GNU Go
def _word(color: Color) -> str:
    return "black" if color is Color.BLACK else "white"


def setup(gnugo: GnuGo, ex: Exercise) -> Game:
    """Puts the exercise's position on GNU Go (the diagram's stones, then its prepared
    moves) and returns it as a gotutor Game."""
    game = ex.game()
    start = Game.from_diagram(ex.diagram)
    gnugo.set_position(start.board)
    player = game.to_move
    first = player if len(ex.moves) % 2 == 0 else player.opponent
    for v in ex.moves:
        gnugo.command(f"play {_word(first)} {v}")
        first = first.opponent
    return game


def _code(answer: str) -> tuple[int, str | None]:
    parts = answer.split()
    code = int(parts[0]) if parts and parts[0].isdigit() else -1
    return code, (parts[1].upper() if len(parts) > 1 else None)


def _by_code(code: int, zero: str) -> str:
    """The verdict from a GNU Go result code: `zero` for 0, the other for 1, ko."""
    if code == 0:
        return zero
    if code in (2, 3):
        return "ko"
    return "fails" if zero == "works" else "works"


def ask(gnugo: GnuGo, ex: Exercise, move: str) -> dict[str, Any]:
    """Returns GNU Go's verdict on the first move `move`: {"queries": [[command, raw
    answer], ...], "verdict": "works"|"fails"|"ko", "reply": GNU Go's move or None}."""
    game = setup(gnugo, ex)
    player = game.to_move
    gnugo.command("clear_cache")
    gnugo.command(f"play {_word(player)} {move}")
    queries: list[list[str]] = []

    def q(cmd: str) -> str:
        answer = gnugo.command(cmd)
        queries.append([cmd, answer])
        return answer

    goal = ex.goal
    kind = goal_kind(goal)
    args = [str(v) for v in goal[1:]]
    verdict, reply = "fails", None

    def present(v: str) -> bool:
        return q(f"color {v}") != "empty"

    if kind == "capture":
        targets = args[:1] if str(goal[0]) == "line" else args
        results = []
        for t in targets:
            if not present(t):
                results.append("works")
                continue
            code, m = _code(q(f"defend {t}"))
            q(f"owl_defend {t}")
            results.append(_by_code(code, "works"))
            reply = reply or m
        verdict = ("works" if all(r == "works" for r in results)
                   else "fails" if "fails" in results else "ko")
    elif kind == "either":
        a, b = args[0], args[1]
        if not present(a) or not present(b):
            verdict = "works"
        else:
            code, reply = _code(q(f"defend_both {a} {b}"))
            q(f"defend {a}")
            q(f"defend {b}")
            verdict = _by_code(code, "works")
    elif kind == "capture-now":
        verdict = "works" if all(not present(t) for t in args) else "fails"
    elif kind == "atari":
        ok = True
        for t in args:
            if not present(t) or q(f"countlib {t}") != "1":
                ok = False
        verdict = "works" if ok else "fails"
    elif kind == "save":
        t = args[0]
        if present(t):
            q(f"countlib {t}")
            code, reply = _code(q(f"attack {t}"))
            verdict = _by_code(code, "works")
    elif kind in ("live", "kill"):
        t = args[0]
        if not present(t):
            verdict = "fails" if kind == "live" else "works"
        elif kind == "live":
            code, reply = _code(q(f"owl_attack {t}"))
            verdict = _by_code(code, "works")
        else:
            code, reply = _code(q(f"owl_defend {t}"))
            verdict = _by_code(code, "works")
    elif kind in ("connect", "protect", "cut"):
        a, b = args[2], args[3]  # ("line", X, "connect", A, B), ("capture-now", X, "protect", A, B)
        if not present(a) or not present(b):
            verdict = "fails"
        elif kind == "cut":
            code, reply = _code(q(f"connect {a} {b}"))
            verdict = _by_code(code, "works")
        else:
            code, reply = _code(q(f"disconnect {a} {b}"))
            verdict = _by_code(code, "works")
    else:
        raise ValueError(f"unknown goal {goal!r}")
    return {"queries": queries, "verdict": verdict, "reply": reply}


def _resist(gnugo: GnuGo, color: Color, target: str) -> str:
    """The defender's most stubborn move for the string at `target` when GNU Go finds
    no defence: the legal liberty that leaves it the most liberties (else pass)."""
    best, most = "pass", -1
    for v in gnugo.command(f"findlib {target}").split():
        if gnugo.command(f"is_legal {_word(color)} {v}") != "1":
            continue
        gnugo.command(f"play {_word(color)} {v}")
        libs = int(gnugo.command(f"countlib {target}"))
        gnugo.command("undo")
        if libs > most:
            best, most = v.upper(), libs
    return best


def gnugo_line(gnugo: GnuGo, ex: Exercise, move: str, limit: int = 30) -> list[str]:
    """The line GNU Go plays out from the first move `move` (both sides by its own
    reading: attack/defend, owl_attack/owl_defend, connect/disconnect), ending when the
    target is captured, the reader gives up, or after `limit` moves. The student's
    move comes first; "-" ends a line where the side to move finds nothing."""
    game = setup(gnugo, ex)
    student = game.to_move
    gnugo.command("clear_cache")
    gnugo.command(f"play {_word(student)} {move}")
    kind = goal_kind(ex.goal)
    args = [str(v) for v in ex.goal[1:]]
    target = args[0]
    if kind == "either":  # the stone that cannot be saved, if one of them cannot
        target = next((t for t in args[:2] if gnugo.command(f"color {t}") == "empty"
                       or _code(gnugo.command(f"defend {t}"))[0] == 0), target)
    owner = game.board[target]
    line = [move]
    color = student.opponent
    for _ in range(limit):
        if kind in ("connect", "cut", "protect"):
            a, b = args[2], args[3]
            if gnugo.command(f"color {a}") == "empty" or gnugo.command(f"color {b}") == "empty":
                break
            joiner = game.board[a]
            cmd = f"connect {a} {b}" if color is joiner else f"disconnect {a} {b}"
        else:
            if gnugo.command(f"color {target}") == "empty":
                line.append("(captured)")
                break
            owl = kind in ("live", "kill")
            word = ("owl_" if owl else "") + ("defend" if color is owner else "attack")
            cmd = f"{word} {target}"
        code, reply = _code(gnugo.command(cmd))
        if code == 0 or reply is None:
            if kind in ("capture", "either", "save") and color is owner:
                reply = _resist(gnugo, color, target)
            else:
                reply = gnugo.command(f"reg_genmove {_word(color)}").upper()
        if reply not in ("PASS", "RESIGN") and gnugo.command(
                f"is_legal {_word(color)} {reply}") != "1":
            reply = gnugo.command(f"reg_genmove {_word(color)}").upper()
        if reply in ("PASS", "RESIGN"):
            line.append("-")
            break
        gnugo.command(f"play {_word(color)} {reply}")
        line.append(reply + ("?" if code in (2, 3) else ""))
        color = color.opponent
    return line


def ask_exercise(gnugo: GnuGo, slug: str, number: int, ex: Exercise) -> dict[str, Any]:
    """Returns the stored entry of one exercise: its place, goal, hash and verdicts."""
    game = ex.game()
    moves = {}
    for v in first_moves(ex):
        moves[v] = ask(gnugo, ex, v)
    return {"lesson": slug, "number": number, "goal": [str(g) for g in ex.goal],
            "player": game.to_move.value, "size": game.size,
            "position": position_hash(ex), "pass": ask(gnugo, ex, "pass"), "moves": moves}


def gnugo_version(gnugo: GnuGo) -> str:
    return f"{gnugo.command('name')} {gnugo.command('version')}"


def load() -> dict[str, Any]:
    """Returns the stored verdicts ({} if there are none yet)."""
    if not VERDICTS.exists():
        return {}
    return json.loads(VERDICTS.read_text(encoding="utf-8"))


def dumps(data: dict[str, Any]) -> str:
    """The stored verdicts as JSON text: one line per first move (short diffs)."""
    head = {k: v for k, v in data.items() if k != "exercises"}
    out = ["{"]
    for k, v in head.items():
        out.append(f" {json.dumps(k)}: {json.dumps(v)},")
    out.append(' "exercises": {')
    items = sorted(data["exercises"].items())
    for i, (key, entry) in enumerate(items):
        out.append(f"  {json.dumps(key)}: {{")
        for k, v in entry.items():
            if k != "moves":
                out.append(f"   {json.dumps(k)}: {json.dumps(v)},")
        out.append('   "moves": {')
        moves = list(entry["moves"].items())
        for j, (m, got) in enumerate(moves):
            comma = "," if j + 1 < len(moves) else ""
            out.append(f"    {json.dumps(m)}: {json.dumps(got)}{comma}")
        out.append("   }")
        out.append("  }" + ("," if i + 1 < len(items) else ""))
    out.append(" }")
    out.append("}")
    return "\n".join(out) + "\n"


def save(data: dict[str, Any]) -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    VERDICTS.write_text(dumps(data), encoding="utf-8")


def refresh(only_stale: bool = False, verbose: bool = True) -> dict[str, Any]:
    """Asks GNU Go about every exercise (or only those missing or stale) and saves."""
    data = load() if only_stale else {}
    stored = data.get("exercises", {})
    with GnuGo(size=9, executable=find_gnugo()) as gnugo:
        out: dict[str, Any] = {
            "gnugo": gnugo_version(gnugo), "flags": [],
            "note": "written by python -m tests.gnugo_exercises --refresh; see that module",
            "exercises": {}}
        for lesson, number, ex in move_exercises():
            key = exercise_key(lesson.slug, ex)
            old = stored.get(key)
            if old is not None and old.get("position") == position_hash(ex) and set(
                    old["moves"]) == set(first_moves(ex)):
                out["exercises"][key] = old
                continue
            if verbose:
                print(f"{key} ({lesson.slug} {number})", file=sys.stderr)
            out["exercises"][key] = ask_exercise(gnugo, lesson.slug, number, ex)
    save(out)
    return out


# ------------------------------------------------------------------ the product
def product_verdict(ex: Exercise, move: str) -> tuple[str, str, str]:
    """Returns (verdict, feedback kind, message) of the product on the first move:
    "accepts" (right / solved), "rejects" (wrong / failed) or "illegal"."""
    session = to_problem(ex).session(language="en")
    fb = session.click(move)
    if fb.kind in ("right", "solved"):
        return "accepts", fb.kind, fb.message
    if fb.kind in ("wrong", "failed"):
        return "rejects", fb.kind, fb.message
    return fb.kind, fb.kind, fb.message


def agree(gnugo_verdict: str, product: str) -> bool:
    """True if GNU Go's verdict and the product's agree: "works" with "accepts", "fails"
    or "ko" with "rejects" (a first move that only reaches a ko does not reach the goal;
    whether its feedback says so is for the audit)."""
    return (gnugo_verdict == "works") == (product == "accepts")


def load_known() -> dict[str, Any]:
    if not KNOWN.exists():
        return {}
    return json.loads(KNOWN.read_text(encoding="utf-8"))


def entry_for(data: dict[str, Any], key: str, ex: Exercise, slug: str) -> dict[str, Any] | None:
    """The stored entry of an exercise: by its key, or else by its lesson and position
    hash (an exercise whose answer or texts changed, not its position)."""
    exercises = data.get("exercises", {})
    entry = exercises.get(key)
    h = position_hash(ex)
    if entry is not None and entry.get("position") == h:
        return entry
    for e in exercises.values():
        if e.get("lesson") == slug and e.get("position") == h:
            return e
    return None


def disagreements(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Every (exercise, first move) where GNU Go's stored verdict and the product's
    differ, with the product's message."""
    found = []
    for lesson, number, ex in move_exercises():
        key = exercise_key(lesson.slug, ex)
        entry = entry_for(data, key, ex, lesson.slug)
        if entry is None:
            continue
        for move, got in entry["moves"].items():
            product, _kind, message = product_verdict(ex, move)
            if not agree(got["verdict"], product):
                found.append({"key": key, "lesson": lesson.slug, "number": number,
                              "move": move, "gnugo": got["verdict"], "product": product,
                              "reply": got["reply"], "queries": got["queries"],
                              "message": message, "answer": list(ex.answer)})
    return found


def report() -> str:
    data = load()
    lines = []
    for lesson, number, ex in move_exercises():
        key = exercise_key(lesson.slug, ex)
        entry = entry_for(data, key, ex, lesson.slug)
        if entry is None:
            lines.append(f"{lesson.slug} {number} ({key}): NO DATA")
            continue
        works = sorted(m for m, g in entry["moves"].items() if g["verdict"] == "works")
        ko = sorted(m for m, g in entry["moves"].items() if g["verdict"] == "ko")
        accepted = sorted(m for m in entry["moves"] if product_verdict(ex, m)[0] == "accepts")
        flag = "" if (set(works) == set(accepted) and not ko) else "  <-- DIFFERS"
        lines.append(f"{lesson.slug} {number} {tuple(ex.goal)}: GNU Go works {works}"
                     f"{' ko ' + str(ko) if ko else ''}; product accepts {accepted}{flag}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refresh", action="store_true", help="ask GNU Go again and save")
    parser.add_argument("--stale", action="store_true",
                        help="with --refresh: only the missing or stale exercises")
    parser.add_argument("--report", action="store_true", help="GNU Go vs the product")
    parser.add_argument("--line", nargs=3, metavar=("LESSON", "NUMBER", "MOVE"),
                        help="the line GNU Go plays out after a first move")
    parser.add_argument("--disagreements", action="store_true",
                        help="print the disagreements as JSON")
    opts = parser.parse_args(argv)
    if opts.refresh:
        try:
            refresh(only_stale=opts.stale)
        except GtpError as err:
            print(f"GNU Go: {err}", file=sys.stderr)
            return 1
    if opts.report:
        print(report())
    if opts.line:
        slug, number, move = opts.line
        for lesson, n, ex in move_exercises():
            if lesson.slug == slug and n == int(number):
                with GnuGo(size=9, executable=find_gnugo()) as gnugo:
                    print(" ".join(gnugo_line(gnugo, ex, move.upper())))
    if opts.disagreements:
        print(json.dumps(disagreements(load()), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
