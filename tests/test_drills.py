"""Drills (gotutor.drills) and the review queue (gotutor.leitner).

Every generated problem's answer is checked here by a brute force written in this file
(flood fills and a hand-written rule of legality on the raw point codes, every move tried
on the engine for captures), never by the generator's own method.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from capture_game import flood, nbrs, play
from sampling import sample_seed
from stores import fresh_store

from gotutor import leitner, progress
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import (
    CONCEPTS,
    DOWN,
    LEVELS,
    UP,
    Drill,
    DrillSession,
    ReviewSession,
    canonical,
    draw,
    generate,
    problem_for_key,
    to_problem,
)
from gotutor.drills.generator import BUILT_IN, Spec
from gotutor.game import Game
from gotutor.rules import Rules

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return fresh_store(tmp_path / "progress.json", monkeypatch)


# ---------------------------------------------------------------------- brute force
def legality(spec: Spec) -> str:
    """The rules by hand: occupied, ko (the move would bring back the position before
    the opponent's last move), suicide (no liberty, nothing captured; a chain of two or
    more stones may do it under rules that allow suicide)."""
    n, p = spec.size, parse_point(spec.vertex, spec.size)
    before = list(spec.codes)
    board = list(spec.codes)
    me = 1 if spec.to_play == "B" else 2
    for v in spec.moves:  # the opponent's set-up move (the ko capture)
        q = parse_point(v, n)
        board[q] = 3 - me
        for r in nbrs(q, n):
            if board[r] == me and not flood(board, n, r)[1]:
                for s in flood(board, n, r)[0]:
                    board[s] = 0
    if board[p]:
        return "occupied"
    board[p] = me
    captured = 0
    for r in nbrs(p, n):
        if board[r] == 3 - me:
            stones, libs = flood(board, n, r)
            if not libs:
                captured += len(stones)
                for s in stones:
                    board[s] = 0
    own, libs = flood(board, n, p)
    if not libs:
        if len(own) == 1 or not Rules.of(spec.rules).suicide:
            return "suicide"
        for s in own:
            board[s] = 0
    if spec.moves and board == before:
        return "ko"
    return "legal"


def double_ataris_by_hand(spec: Spec) -> list[str]:
    """Every move that captures nothing, leaves two of the opponent's chains (with two
    liberties or more before) in atari, and after which every reply (a pass, and
    capturing the stone just played, too) leaves one of them capturable at once."""
    n, codes = spec.size, list(spec.codes)
    me = 1 if spec.to_play == "B" else 2
    out = []
    for p in range(n * n):
        after = play(codes, n, p, me, None)
        if after is None:
            continue
        board = after[0]
        if sum(c == 3 - me for c in board) != sum(c == 3 - me for c in codes):
            continue  # it captures
        hit = [q for q in range(n * n) if codes[q] == 3 - me
               and len(flood(codes, n, q)[1]) >= 2 and len(flood(board, n, q)[1]) == 1]
        if len({min(flood(board, n, q)[0]) for q in hit}) < 2:
            continue
        saved_both = False
        for r in [*range(n * n), None]:
            reply = (board, after[1]) if r is None else play(board, n, r, 3 - me, after[1])
            if reply is None:
                continue
            if not any(reply[0][q] == 3 - me and len(flood(reply[0], n, q)[1]) == 1
                       and play(reply[0], n, min(flood(reply[0], n, q)[1]), me,
                                reply[1] if r is not None else None) is not None
                       for q in hit):
                saved_both = True
                break
        if not saved_both:
            out.append(vertex_name(p, n))
    return out


def brute_answer(spec: Spec) -> object:
    n = spec.size
    if spec.concept in ("liberties", "atari", "chain"):
        stones, libs = flood(spec.codes, n, spec.target)
        return {"liberties": len(libs), "atari": "yes" if len(libs) == 1 else "no",
                "chain": len(stones)}[spec.concept]
    if spec.concept == "capture":
        target, _libs = flood(spec.codes, n, spec.target)
        right = []
        for p in range(n * n):
            game = Game(n)
            game.setup(black=[vertex_name(q, n) for q, c in enumerate(spec.codes) if c == 1],
                       white=[vertex_name(q, n) for q, c in enumerate(spec.codes) if c == 2],
                       to_move=spec.to_play)
            v = vertex_name(p, n)
            if not game.is_legal(v):
                continue
            game.play(v)
            if all(game.board.get(q) is None for q in target):
                right.append(v)
        return tuple(right)
    if spec.concept == "double-atari":
        return tuple(double_ataris_by_hand(spec))
    return legality(spec)


@pytest.mark.parametrize("concept", [c for c in CONCEPTS if c in BUILT_IN])
def test_every_answer_agrees_with_brute_force(concept: str) -> None:
    for level in LEVELS[concept]:
        for i in range(40):
            spec = generate(concept, level, f"bf-{sample_seed()}", i)
            expected = brute_answer(spec)
            assert spec.answer == expected, (spec.key, spec.diagram())
            problem = to_problem(spec)
            if problem.answer_kind == "move":
                for v in expected:
                    assert problem.is_right([v]), spec.key
                wrong = next(vertex_name(p, spec.size) for p in range(spec.size ** 2)
                             if spec.codes[p] == 0 and vertex_name(p, spec.size) not in expected)
                assert not problem.is_right([wrong]), spec.key
            else:
                assert str(problem.solution()) == str(expected)
                session = problem.session()
                fb = session.submit(problem.solution())
                assert fb.kind == "solved" and fb.message, spec.key


def test_explanations_count_on_the_board_in_every_language() -> None:
    spec = next(s for s in (generate("atari", 2, 5, i) for i in range(50))
                if s.answer == "no")
    libs = spec.fact("liberties")
    session = to_problem(spec).session("ru")
    fb = session.answer("no")
    assert str(libs) in fb.message and len(fb.marks) == libs
    for lang in ("en", "pl", "ru", "nb", "ky"):
        session = to_problem(generate("capture", 2, 5, 1)).session(lang)
        fb = session.submit(list(generate("capture", 2, 5, 1).answer))
        assert fb.kind == "solved" and generate("capture", 2, 5, 1).answer[0] in fb.message


# ---------------------------------------------------------------------- determinism
#: problems fixed once and for all: a change here means students of one class no longer
#: get the same problems (a platform or generator change)
DIGESTS = [
    ("liberties", 1, 17, 0, "cdccdfecf5c3"),
    ("liberties", 2, 17, 5, "4ce99de01e27"),
    ("liberties", 3, "class-4b", 9, "5ed8b2e6febc"),
    ("atari", 1, 17, 0, "3477fb2c488f"),
    ("atari", 2, 17, 5, "0285a749065e"),
    ("atari", 3, "class-4b", 9, "84dc10b06960"),
    ("chain", 1, 17, 0, "2feb4cf6fd9b"),
    ("chain", 2, 17, 5, "76ab7f180c1e"),
    ("chain", 3, "class-4b", 9, "61ab356a0ac3"),
    ("capture", 1, 17, 0, "a49228ce4ed8"),
    ("capture", 2, 17, 5, "98a748e9dd38"),
    ("capture", 3, "class-4b", 9, "69111fc7f60c"),
    ("double-atari", 1, 17, 0, "a080d41140ef"),
    ("double-atari", 2, 17, 5, "f257fba75802"),
    ("double-atari", 3, "class-4b", 9, "cc3be474233b"),
    ("legal", 1, 17, 0, "799414726b58"),
    ("legal", 2, 17, 5, "4a2ca3c25ff6"),
    ("legal", 3, "class-4b", 9, "cfd58d3c500c"),
]


def digest(s: Spec) -> str:
    return hashlib.sha1(repr((s.size, s.codes, s.to_play, s.answer, s.target, s.vertex,
                              s.moves, s.rules)).encode()).hexdigest()[:12]


@pytest.mark.parametrize(("concept", "level", "seed", "index", "expected"), DIGESTS)
def test_fixed_problems_stay_the_same(concept: str, level: int, seed: object, index: int,
                                      expected: str) -> None:
    assert digest(generate(concept, level, seed, index)) == expected


def test_the_same_seed_level_and_index_give_the_same_problem_in_a_new_process() -> None:
    code = ("from gotutor.drills import generate\n"
            "print([generate(c, 2, 17, i).codes for c in ('liberties', 'legal') "
            "for i in range(3)])")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    here = [generate(c, 2, 17, i).codes for c in ("liberties", "legal") for i in range(3)]
    assert out == str(here)
    # a seed given as text (from a review key) is the same seed
    assert generate("chain", 2, "17", 4) == generate("chain", 2, 17, 4) or (
        generate("chain", 2, "17", 4).codes == generate("chain", 2, 17, 4).codes)


# ---------------------------------------------------------------------- symmetry
def images(spec: Spec) -> set[tuple]:
    """Every image of the problem under the 8 symmetries and the colour swap (the
    stones' colours and the player to move swapped together), computed here
    independently."""
    n = spec.size
    out = set()
    for t in range(8):
        def f(p: int, t: int = t) -> int:
            x, y = p % n, p // n
            for _ in range(t % 4):
                x, y = n - 1 - y, x
            if t >= 4:
                x = n - 1 - x
            return y * n + x
        for swap in (0, 1):
            codes = [0] * (n * n)
            for p, c in enumerate(spec.codes):
                codes[f(p)] = (3 - c if c else 0) if swap else c
            target = None if spec.target is None else frozenset(
                f(q) for q in flood(spec.codes, n, spec.target)[0])
            vertex = None if spec.vertex is None else f(parse_point(spec.vertex, n))
            points = (parse_point(v, n) for v in spec.moves)
            moves = tuple(-1 if p is None else f(p) for p in points)  # -1: a pass
            player = {"B": "W", "W": "B"}.get(spec.to_play, spec.to_play) if swap else (
                spec.to_play)
            out.add((tuple(codes), target, vertex, moves, spec.rules, player))
    return out


def distinct_count(specs: list[Spec]) -> int:
    """How many of `specs` are different problems (by `images`, not `canonical`)."""
    seen: set[tuple] = set()
    count = 0
    for spec in specs:
        mine = images(spec)
        if not mine & seen:
            count += 1
        seen |= mine
    return count


@pytest.mark.parametrize("concept", CONCEPTS)
def test_no_repeat_in_a_session_of_50(concept: str) -> None:
    drill = Drill(concept, level=1, seed=8)
    seen: set[tuple] = set()
    for _ in range(50):
        spec = drill.next()
        mine = images(spec)
        assert not (mine & seen), spec.key
        seen |= mine


@pytest.mark.parametrize("concept", [c for c in CONCEPTS if c in BUILT_IN])
def test_problems_of_a_seed_never_repeat(concept: str) -> None:
    # the cheap sibling of test_400_problems_of_a_seed_never_repeat, on today's seed
    for level in LEVELS[concept]:
        specs = [generate(concept, level, f"distinct-{sample_seed()}", i) for i in range(60)]
        assert distinct_count(specs) == 60, (concept, level)
        assert [s.index for s in specs] == list(range(60))


def test_a_colour_swapped_repeat_of_the_draws_is_skipped() -> None:
    # liberties level 1, seed 7: draws 40 and 50 are one problem turned, colours swapped
    a, b = draw("liberties", 1, 7, 40), draw("liberties", 1, 7, 50)
    assert images(a) & images(b) and canonical(a) == canonical(b)
    assert a.to_play != b.to_play
    specs = [generate("liberties", 1, 7, i) for i in range(60)]
    assert distinct_count(specs) == 60
    assert sum(canonical(s) == canonical(a) for s in specs) == 1


def test_a_key_names_the_same_problem_again() -> None:
    spec = generate("snapback", 1, 7, 30)
    assert spec.key == "drill:snapback:1:7:30:v2"
    again = problem_for_key(spec.key)
    assert again is not None and again.drill.codes == spec.codes
    # a key stored before the list was made distinct names the draw it named then
    old = problem_for_key("drill:snapback:1:7:30")
    assert old is not None and old.drill.codes == draw("snapback", 1, 7, 30).codes
    assert problem_for_key("drill:snapback:1:7:30:v9") is None
    assert problem_for_key("drill:snapback:1:7:99999999:v2") is None  # not read for hours
    with pytest.raises(ValueError):
        generate("snapback", 1, 7, -1)


@pytest.mark.many
@pytest.mark.parametrize("concept", CONCEPTS)
def test_400_problems_of_a_seed_never_repeat(concept: str) -> None:
    # a student can practise 400 problems of a level without a repeat, and a class
    # list "problem i of seed S" never holds a problem twice
    for level in LEVELS[concept]:
        specs = [generate(concept, level, 1, i) for i in range(400)]
        assert distinct_count(specs) == 400, (concept, level)


def test_canonical_form_is_the_same_for_every_image() -> None:
    spec = generate("legal", 2, 1, 3)
    n = spec.size
    def rot(p: int) -> int:
        x, y = p % n, p // n
        return x * n + (n - 1 - y)
    codes = [0] * (n * n)
    for p, c in enumerate(spec.codes):
        codes[rot(p)] = c
    turned = Spec(spec.concept, spec.level, spec.seed, spec.index, n, tuple(codes),
                  spec.to_play, spec.answer, None,
                  vertex_name(rot(parse_point(spec.vertex, n)), n), spec.rules,
                  tuple(vertex_name(rot(parse_point(v, n)), n) for v in spec.moves))
    assert turned.codes != spec.codes
    assert canonical(turned) == canonical(spec)
    assert legality(turned) == legality(spec) == spec.answer


# ---------------------------------------------------------------------- levels
def test_free_practice_moves_up_and_down_a_seeded_drill_keeps_its_level(store: Path) -> None:
    free = Drill("liberties", level=1)
    assert free.adaptive
    for _ in range(UP):
        free.record(True)
    assert free.level == 2
    for _ in range(DOWN):
        free.record(False)
    assert free.level == 1
    fixed = Drill("liberties", level=2, seed=17)
    for _ in range(10):
        fixed.record(True)
    assert fixed.level == 2

    session = DrillSession(Drill("chain", level=1))
    for _ in range(UP):
        fb = session.submit(session.problem.solution())
        assert fb.kind == "solved"
        session.next()
    assert session.problem.drill.level == 2
    assert session.state()["can_next"]
    assert "2" in session.state()["progress"]


def test_unknown_concept_or_level_is_refused() -> None:
    from gotutor.errors import GoError

    with pytest.raises(GoError):
        Drill("ladders")
    with pytest.raises(GoError):
        Drill("atari", level=9)


# ---------------------------------------------------------------------- review
def test_leitner_boxes_over_simulated_days(store: Path) -> None:
    day0 = dt.date(2026, 12, 1)
    key = "drill:atari:2:17:5"
    leitner.missed(key, day0)
    assert leitner.due(day0) == []
    assert leitner.due(day0 + dt.timedelta(days=1)) == [key]
    day = day0 + dt.timedelta(days=1)
    boxes = []
    for interval in leitner.INTERVALS[1:]:
        leitner.passed(key, day)
        entry = leitner.entries()[key]
        boxes.append(entry["box"])
        assert entry["due"] == (day + dt.timedelta(days=interval)).isoformat()
        assert leitner.count_due(day + dt.timedelta(days=interval - 1)) == 0
        day += dt.timedelta(days=interval)
        assert leitner.due(day) == [key]
    assert boxes == [2, 3, 4, 5]
    leitner.passed(key, day)  # solved from the last box: learnt
    assert key not in leitner.entries()
    # a miss sends it back to box 1
    leitner.missed(key, day0)
    leitner.passed(key, day0 + dt.timedelta(days=1))
    leitner.missed(key, day0 + dt.timedelta(days=2))
    assert leitner.entries()[key] == {"box": 1, "due": "2026-12-04", "misses": 2}
    # solving before it is due does not count
    leitner.passed(key, day0 + dt.timedelta(days=2))
    assert leitner.entries()[key]["box"] == 1


def test_missed_drill_and_exercise_come_back_in_the_review(store: Path) -> None:
    from gotutor.lessons import lesson

    session = DrillSession(Drill("liberties", level=1, seed=2))
    session.answer("0")
    spec = session.problem.drill
    problems = lesson(1).problems()
    index = next(i for i, p in enumerate(problems) if p.answer_kind == "number")
    ex = problems.session()
    ex.go_to(index)
    ex.answer("99")
    assert ex.result.failures
    keys = set(leitner.entries())
    assert keys == {spec.key, problems[index].key}
    tomorrow = dt.date.today() + dt.timedelta(days=1)
    review = ReviewSession(on=tomorrow)
    assert len(review.problem_set) == len(keys)
    for _ in range(len(keys)):
        fb = review.submit(review.problem.solution())
        assert fb.kind == "solved"
        review.next()
    assert all(e["box"] == 2 for e in leitner.entries().values())
    assert problem_for_key("drill:nothing:1:1:1") is None


def test_review_survives_a_new_process_and_keeps_the_file_whole(store: Path) -> None:
    store.write_text(json.dumps({"version": 1, "exercises": {},
                                 "future": {"keep": [1, 2]}}))
    env = {**os.environ, "GOTUTOR_PROGRESS_FILE": str(store), "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c",
                    "from gotutor import leitner; leitner.missed('drill:chain:1:4:2', "
                    "'2026-12-01')"], env=env, check=True)
    progress.record("liberties:00000000", "solved")  # the progress store keeps it too
    out = subprocess.run([sys.executable, "-c",
                          "from gotutor import leitner; print(leitner.due('2026-12-02'))"],
                         env=env, capture_output=True, text=True, check=True).stdout
    assert "drill:chain:1:4:2" in out
    data = json.loads(store.read_text())
    assert data["future"] == {"keep": [1, 2]}
    assert data["exercises"]["liberties:00000000"]["status"] == "solved"
    assert data["review"]["drill:chain:1:4:2"]["box"] == 1


def test_drill_and_review_boards(store: Path) -> None:
    pytest.importorskip("anywidget")
    import gotutor as gt

    board = gt.drill("legal", level=2, seed=17, language="nb")
    assert board.mode == "problem"
    assert board.problem["choices"]
    nothing = gt.review(language="pl")
    assert "GoBoard" not in type(nothing).__name__ and str(nothing)


def test_one_stone_is_named_as_a_stone_not_counted() -> None:
    # "captures its 1 stone" read badly: one stone is "it" / "your stone", in every
    # language; two or more are counted with the language's plural forms
    one = next(s for s in (generate("capture", 2, 5, i) for i in range(40))
               if s.fact("stones") == 1)
    more = next(s for s in (generate("capture", 3, 5, i) for i in range(80))
                if s.fact("stones") >= 2)
    for lang in ("en", "pl", "ru", "nb", "ky"):
        fb = to_problem(one).session(lang).click(one.answer[0])
        assert fb.kind == "solved" and " 1 " not in fb.message, (lang, fb.message)
        fb = to_problem(more).session(lang).click(more.answer[0])
        assert fb.kind == "solved" and str(more.fact("stones")) in fb.message, lang
    assert "captures it." in to_problem(one).session("en").click(one.answer[0]).message
    snap = next(s for s in (generate("snapback", 1, 7, i) for i in range(30))
                if s.fact("given") == 1)
    for lang in ("en", "pl", "ru", "nb", "ky"):
        fb = to_problem(snap).session(lang).click(snap.answer[0])
        assert " 1 " not in fb.message.replace(" 1.", "").replace(" 1,", ""), (
            lang, fb.message)


def test_a_single_stone_is_not_called_a_chain() -> None:
    one = next(s for s in (generate("chain", 1, 7, i) for i in range(40)) if s.answer == 1)
    two = next(s for s in (generate("chain", 1, 7, i) for i in range(40)) if s.answer >= 2)
    words = {"en": "chain", "pl": "łańcuch", "ru": "групп", "nb": "blokk", "ky": "топ"}
    for lang, word in words.items():
        fb = to_problem(one).session(lang).answer("1")
        assert fb.kind == "solved" and "1" in fb.message and word not in fb.message.lower()
        assert set(fb.marks.values()) == {"square"} and len(fb.marks) == 1
        fb = to_problem(two).session(lang).answer(str(two.answer))
        assert fb.kind == "solved" and word in fb.message.lower()  # a chain of several
