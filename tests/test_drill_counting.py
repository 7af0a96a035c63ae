"""The "count" drill (gotutor/drills/concepts/counting.py): count a finished game.

Oracles that are not gotutor's scoring module:
- a count written here on raw point codes: the set-up moves played with the capture
  rule written here (prisoners counted), the dead stones taken off, the empty regions
  flood-filled (one colour around: its territory; both: dame), then territory and
  prisoners, or stones and territory, plus komi;
- GNU Go (marked `gnugo`), after the same moves under its Japanese or Chinese rules:
  `final_status_list dead` for the dead stones, and the count made here from its
  judgement of every point (`final_status_list` black_territory, white_territory) and
  its own `final_score`: where the two agree, our count is theirs; where they do not
  (GNU Go lists a point next to a dead stone as dame, or its score counts one as dame
  that its lists do not: seen on 2 of 300 13x13 problems), ours is one of them;
- checks here that the position is finished: no empty point touches both colours but
  the dame, whose neighbours are all stones; each dead chain stands in an area of which
  at most one point is not next to the owner's stones (keys of version 2: a small board
  filled with stones) or in the owner's territory of eight points or more (version 3:
  the end of a game on a 9x9 or 13x13 board), and every other chain has two liberties;
- checks here that a problem of version 3 looks like the end of a game: a real board,
  mostly empty points, borders that bend (the two colours touch along more than one
  row and more than one column), a close result; the problems of version 2 still load
  from their old keys, as they were.
"""

from __future__ import annotations

import re

import pytest
from sampling import sample_seed

from gotutor.board import Board
from gotutor.coords import PASS, parse_point
from gotutor.drills import generate, to_problem
from gotutor.i18n.answers import format_result
from gotutor.problems import ProblemSet
from gotutor.problems.session import ProblemSession

AREA = {"chinese"}


def neighbours(p: int, n: int) -> list[int]:
    x, y = p % n, p // n
    return [q for q, ok in ((p - n, y > 0), (p - 1, x > 0), (p + 1, x < n - 1),
                            (p + n, y < n - 1)) if ok]


def flood(codes: list[int], n: int, p: int, same: set[int]) -> tuple[set[int], set[int]]:
    """The points connected to p through points whose code is in `same`, and the codes
    found around them."""
    area, around, stack = {p}, set(), [p]
    while stack:
        q = stack.pop()
        for r in neighbours(q, n):
            if codes[r] in same:
                if r not in area:
                    area.add(r)
                    stack.append(r)
            else:
                around.add(codes[r])
    return area, around


def after_moves(spec) -> tuple[list[int], dict[int, int]]:
    """The position after the set-up moves (Black first), and the stones each colour
    captured."""
    n = spec.size
    codes = list(spec.codes)
    caught = {1: 0, 2: 0}
    colour = 1
    for move in spec.moves:
        if move != PASS:
            p = parse_point(move, n)
            assert codes[p] == 0
            codes[p] = colour
            for q in neighbours(p, n):
                if codes[q] == 3 - colour:
                    stones, around = flood(codes, n, q, {3 - colour})
                    if 0 not in around:
                        for s in stones:
                            codes[s] = 0
                        caught[colour] += len(stones)
        colour = 3 - colour
    return codes, caught


def count(spec) -> tuple[float, float, int]:
    """Black's and White's points and the number of dame, counted here."""
    n = spec.size
    codes, caught = after_moves(spec)
    for v in spec.fact("dead"):
        p = parse_point(v, n)
        caught[3 - codes[p]] += 1
        codes[p] = 0
    points = {1: 0.0, 2: 0.0}
    dame = 0
    seen: set[int] = set()
    for p in range(n * n):
        if codes[p] or p in seen:
            continue
        region, around = flood(codes, n, p, {0})
        seen |= region
        if around in ({1}, {2}):
            points[around.pop()] += len(region)
        else:
            dame += len(region)
    for colour in (1, 2):
        if spec.rules in AREA:
            points[colour] += codes.count(colour)
        else:
            points[colour] += caught[colour]
    points[2] += spec.fact("komi")
    return points[1], points[2], dame


def result(black: float, white: float) -> str:
    if black == white:
        return "0"
    margin = abs(black - white)
    text = str(int(margin)) if margin == int(margin) else str(margin)
    return ("B+" if black > white else "W+") + text


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_count_here_is_the_answer(level: int) -> None:
    for i in range(25):
        spec = generate("count", level, f"count-{sample_seed()}", i)
        black, white, _dame = count(spec)
        assert result(black, white) == spec.answer[1], (level, i, spec.diagram())


@pytest.mark.many
@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_count_here_is_the_answer_on_many(level: int) -> None:
    for i in range(1000):
        spec = generate("count", level, "count-many", i)
        black, white, _dame = count(spec)
        assert result(black, white) == spec.answer[1], (level, i, spec.diagram())
        check_finished(spec)


def check_finished(spec) -> None:
    n = spec.size
    codes, _caught = after_moves(spec)
    dead = {parse_point(v, n) for v in spec.fact("dead")}
    for p in dead:  # each dead chain stands in the owner's territory
        owner = 3 - codes[p]
        area, around = flood(codes, n, p, {0, 3 - owner})
        assert around == {owner}
        if spec.version >= 3:
            assert len(area) >= 8, spec.diagram()
        else:  # at most one point of its area not next to the owner
            inner = [q for q in area if all(r in area for r in neighbours(q, n))]
            assert len(inner) <= 1, spec.diagram()
    lifted = [0 if p in dead else c for p, c in enumerate(codes)]
    dame = 0
    for p in range(n * n):
        if lifted[p]:
            continue
        region, around = flood(lifted, n, p, {0})
        if around == {1, 2}:  # a dame: one point, all its neighbours stones
            assert len(region) == 1 and all(lifted[q] for q in neighbours(p, n))
            dame += 1
    assert (dame > 0) == (spec.level == 3 and spec.rules not in AREA)
    for p in range(n * n):  # every chain that stays has two liberties or more
        if lifted[p]:
            _chain, around = flood(lifted, n, p, {lifted[p]})
            assert 0 in around, spec.diagram()
            if spec.version >= 3:
                libs = {q for q in _chain for q in neighbours(q, n) if lifted[q] == 0}
                assert len(libs) >= 2, spec.diagram()


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_game_is_finished(level: int) -> None:
    for i in range(25):
        check_finished(generate("count", level, f"count-{sample_seed()}", i))


def test_the_levels_are_what_they_say() -> None:
    specs = {level: [generate("count", level, "levels", i) for i in range(30)]
             for level in (1, 2, 3)}
    assert all(s.size == 9 and s.rules == "japanese" and not s.moves and not s.fact("dead")
               and s.fact("komi") == 0 for s in specs[1])
    assert all(s.size == 9 and not s.fact("dead") for s in specs[2])
    assert {s.rules for s in specs[2]} == {s.rules for s in specs[3]} == {"japanese",
                                                                          "chinese"}
    assert any(s.moves for s in specs[2])
    assert all(s.size == 13 and s.fact("dead") for s in specs[3])
    assert all(s.key.endswith(":v3") for level in specs for s in specs[level])


def contacts(spec) -> set[tuple[int, int]]:
    """The (column, row) of every stone that touches a stone of the other colour."""
    n = spec.size
    codes, _caught = after_moves(spec)
    return {(p % n, p // n) for p in range(n * n) if codes[p]
            and any(codes[q] == 3 - codes[p] for q in neighbours(p, n))}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_positions_look_like_the_end_of_a_game(level: int) -> None:
    specs = [generate("count", level, f"look-{sample_seed()}", i) for i in range(20)]
    for spec in specs:
        n = spec.size
        codes, _caught = after_moves(spec)
        assert codes.count(0) >= 0.4 * n * n, spec.diagram()  # territories, not stones
        assert min(codes.count(1), codes.count(2)) >= n, spec.diagram()
        touching = contacts(spec)
        rows = {y for _x, y in touching}
        columns = {x for x, _y in touching}
        assert len(rows) >= 2 and len(columns) >= 2, spec.diagram()  # a border that bends
        black, white, _dame = count(spec)
        assert abs(black - white) <= (20 if n == 9 else 30)
    # the borders are not all alike: their shapes differ
    assert len({frozenset(contacts(s)) for s in specs}) == len(specs)


def test_old_keys_still_name_their_problems() -> None:
    from gotutor.drills import problem_for_key

    for level, size in ((1, 5), (2, 7), (3, 9)):
        old = generate("count", level, "old", 2, 2)
        assert old.size == size and old.key.endswith(":v2")
        black, white, _dame = count(old)
        assert result(black, white) == old.answer[1]
        check_finished(old)
        problem = problem_for_key(old.key)
        assert problem is not None and problem.size == size
        session = ProblemSession(ProblemSet([problem]))
        assert session.answer(old.answer[1]).kind == "solved"


def gnugo_count(gnugo, spec) -> tuple[float, float]:
    """Black's and White's points counted here from GNU Go's judgement of every point
    (`final_status_list` black_territory, white_territory, dead) of the position after
    the set-up moves: a dead stone's point is the other side's territory and, under
    territory counting, its prisoner."""
    n = spec.size
    codes, caught = after_moves(spec)
    dead = {parse_point(v, n) for v in gnugo.final_status_list("dead")}
    points = {}
    for colour, word in ((1, "black"), (2, "white")):
        area = {parse_point(v, n) for v in gnugo.final_status_list(f"{word}_territory")}
        taken = {p for p in dead if codes[p] == 3 - colour}
        points[colour] = float(len(area | taken))
        if spec.rules in AREA:
            points[colour] += sum(1 for p in range(n * n) if codes[p] == colour
                                  and p not in dead)
        else:
            points[colour] += caught[colour] + len(taken)
    return points[1], points[2] + spec.fact("komi")


def _gnugo_check(gnugo_path: str, seed: str, count_: int) -> int:
    """Checks the count of `count_` problems a level against GNU Go (see the module's
    doc); returns how many times GNU Go's `final_score` disagreed with the count of its
    own status lists."""
    from gotutor.gtp import GnuGo

    inconsistent = 0
    for rules, flag in (("japanese", "--japanese-rules"), ("chinese", "--chinese-rules")):
        with GnuGo(size=9, flags=(flag,), executable=gnugo_path) as gnugo:
            for level in (1, 2, 3):
                for i in range(count_):
                    spec = generate("count", level, seed, i)
                    if spec.rules != rules:
                        continue
                    gnugo.set_position(Board.from_codes(spec.size, spec.codes))
                    gnugo.komi(spec.fact("komi"))
                    colour = "black"
                    for move in spec.moves:
                        gnugo.command(f"play {colour} {move}")
                        colour = "white" if colour == "black" else "black"
                    assert sorted(gnugo.final_status_list("dead")) == sorted(
                        spec.fact("dead")), (level, i, spec.diagram())
                    ours = spec.answer[1]
                    listed = result(*gnugo_count(gnugo, spec))
                    score = gnugo.final_score().upper()
                    score = "0" if score in ("0", "DRAW") else (
                        score[:2] + format(float(score[2:]), "g"))
                    # where GNU Go's two answers agree, ours is theirs; where they do
                    # not, ours is one of them
                    assert ours in (listed, score), (level, i, listed, score, ours,
                                                     spec.diagram())
                    inconsistent += listed != score
    return inconsistent


@pytest.mark.gnugo
def test_gnu_go_counts_the_same(gnugo_path: str) -> None:
    assert _gnugo_check(gnugo_path, f"gnugo-{sample_seed()}", 10) <= 1


@pytest.mark.gnugo
@pytest.mark.many
def test_gnu_go_counts_the_same_on_many(gnugo_path: str) -> None:
    assert _gnugo_check(gnugo_path, "gnugo-many", 300) <= 9  # of 900


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_explanation_is_the_count_of_the_board(language: str) -> None:
    for level in (1, 2, 3):
        for i in range(5):
            spec = generate("count", level, "text", i)
            black, white, dame = count(spec)
            session = ProblemSession(ProblemSet([to_problem(spec)]), language=language)
            typed = format_result(spec.answer[1], language)
            fb = session.answer(typed)
            assert fb.kind == "solved", (typed, fb.message)
            text = fb.message.replace(",", ".")
            numbers = [float(x) for x in re.findall(r"\d+(?:\.\d+)?", text)]
            # each side's line ends in its total; the result's margin comes last
            assert black in numbers and white in numbers, text
            assert numbers[-1] == abs(black - white) or spec.answer[1] == "0"
            if dame:
                assert float(dame) in numbers


def test_a_wrong_score_is_wrong_and_an_unreadable_one_is_asked_again() -> None:
    spec = generate("count", 2, "wrong", 0)
    session = ProblemSession(ProblemSet([to_problem(spec)]))
    assert session.state()["entry"] == "score"
    winner = spec.answer[1][0] if spec.answer[1] != "0" else "B"
    fb = session.answer(f"{winner}+100")
    assert fb.kind == "failed"
    session.retry()
    fb = session.answer("hello")
    assert fb.kind == "info" and session.status == "open"
    assert session.answer(spec.answer[1]).kind == "solved"


def test_the_dead_stones_are_given_whatever_is_clicked() -> None:
    spec = generate("count", 3, "clicks", 0)
    session = ProblemSession(ProblemSet([to_problem(spec)]))
    assert sorted(session.attempt.selected) == sorted(spec.fact("dead"))
    session.click(spec.fact("dead")[0])  # unmarks it on the board...
    assert session.answer(spec.answer[1]).kind == "solved"  # ...but the count stands


def test_problems_are_deterministic() -> None:
    for level in (1, 2, 3):
        assert generate("count", level, 5, 3) == generate("count", level, 5, 3)
