"""The "race" drill (gotutor/drills/concepts/races.py): who wins a capturing race.

Oracles that are not gotutor's solver:
- a brute-force minimax written here on raw point codes: both sides play every empty
  point of the race (the chains, their liberties, an eye) or pass, to the end (a race
  chain captured, or two passes), with the capture rules written here;
- GNU Go's `analyze_semeai` with each chain's owner moving first (marked `gnugo`);
- the liberties counted here by flood fill, for the numbers of the explanation.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from sampling import sample_seed

from gotutor.board import Board
from gotutor.coords import parse_point
from gotutor.drills import generate, to_problem
from gotutor.problems import ProblemSet
from gotutor.problems.session import ProblemSession


def neighbours(p: int, n: int) -> list[int]:
    x, y = p % n, p // n
    return [q for q, ok in ((p - n, y > 0), (p - 1, x > 0), (p + 1, x < n - 1),
                            (p + n, y < n - 1)) if ok]


def chain_of(codes: tuple[int, ...], n: int, p: int) -> tuple[frozenset[int], frozenset[int]]:
    """The chain through p and its liberties, by flood fill."""
    colour = codes[p]
    stones, libs, stack = {p}, set(), [p]
    while stack:
        q = stack.pop()
        for r in neighbours(q, n):
            if codes[r] == 0:
                libs.add(r)
            elif codes[r] == colour and r not in stones:
                stones.add(r)
                stack.append(r)
    return frozenset(stones), frozenset(libs)


def play(codes: tuple[int, ...], n: int, p: int, colour: int) -> tuple[int, ...] | None:
    """The position after `colour` plays at p (captures taken off), or None if the move
    is illegal (occupied, or suicide)."""
    if codes[p]:
        return None
    board = list(codes)
    board[p] = colour
    for q in neighbours(p, n):
        if board[q] == 3 - colour:
            stones, libs = chain_of(tuple(board), n, q)
            if not libs:
                for s in stones:
                    board[s] = 0
    if not chain_of(tuple(board), n, p)[1]:
        return None
    return tuple(board)


def race_points(spec) -> tuple[int, int, frozenset[int]]:
    """The two chains' stones and the points the race is played on: the chains, their
    liberties and the empty points next to those that touch only the chains (an eye)."""
    n = spec.size
    codes = spec.codes
    b = parse_point(spec.fact("black"), n)
    w = parse_point(spec.fact("white"), n)
    bs, bl = chain_of(codes, n, b)
    ws, wl = chain_of(codes, n, w)
    return b, w, frozenset(bs | ws | bl | wl)


def captures_first(spec, attacker_first: bool, target: int, own: int) -> bool:
    """True if the attacker (the opponent of the chain at `target`) captures it before
    his own chain through `own` is captured, with best play of both sides from the
    problem's position (`attacker_first`: who moves first)."""
    n = spec.size
    _b, _w, region = race_points(spec)
    attacker = 3 - spec.codes[target]
    moves = sorted(region)

    @cache
    def value(codes: tuple[int, ...], attacker_to_move: bool, passes: int, depth: int) -> bool:
        if codes[target] != 3 - attacker:
            return True
        if codes[own] != attacker:
            return False
        if passes >= 2 or depth == 0:
            return False
        colour = attacker if attacker_to_move else 3 - attacker
        results = [value(codes, not attacker_to_move, passes + 1, depth - 1)]
        for p in moves:
            after = play(codes, n, p, colour)
            if after is not None:
                results.append(value(after, not attacker_to_move, 0, depth - 1))
                if results[-1] == attacker_to_move:
                    return attacker_to_move
        return any(results) if attacker_to_move else all(results)

    return value(spec.codes, attacker_first, 0, 3 * len(region) + 4)


def brute_answer(spec) -> str:
    b, w, _region = race_points(spec)
    verdict = {}
    for target, own in ((b, w), (w, b)):
        first = captures_first(spec, True, target, own)
        second = captures_first(spec, False, target, own)
        verdict[spec.codes[target]] = ("dead" if second else "close" if first else "alive")
    black, white = verdict[1], verdict[2]
    return {("alive", "dead"): "black-wins", ("dead", "alive"): "white-wins",
            ("close", "close"): "first-wins", ("alive", "alive"): "seki"}.get(
        (black, white), f"mixed {black}/{white}")


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_brute_force_agrees_on_a_sample(level: int) -> None:
    for i in range(6):
        spec = generate("race", level, f"bf-{sample_seed()}", i)
        assert brute_answer(spec) == spec.answer, (level, i, spec.diagram())


@pytest.mark.many
@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_brute_force_agrees_on_many(level: int) -> None:
    for i in range(150):
        spec = generate("race", level, "bf-many", i)
        assert brute_answer(spec) == spec.answer, (level, i, spec.diagram())


def semeai_answer(gnugo, spec) -> str:
    """GNU Go's answer: `analyze_semeai A B` reads the race with A's owner moving first
    and answers whether A lives and whether B dies."""
    gnugo.set_position(Board.from_codes(spec.size, spec.codes))
    b, w = spec.fact("black"), spec.fact("white")
    black_first = tuple(int(x) for x in gnugo.command(f"analyze_semeai {b} {w}").split()[:2])
    white_first = tuple(int(x) for x in gnugo.command(f"analyze_semeai {w} {b}").split()[:2])
    return {((1, 1), (0, 0)): "black-wins", ((0, 0), (1, 1)): "white-wins",
            ((1, 1), (1, 1)): "first-wins", ((1, 0), (1, 0)): "seki"}.get(
        (black_first, white_first), f"gnugo {black_first} {white_first}")


def _gnugo_check(gnugo_path: str, seed: str, count: int) -> None:
    from gotutor.gtp import GnuGo

    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        for level in (1, 2, 3):
            for i in range(count):
                spec = generate("race", level, seed, i)
                assert semeai_answer(gnugo, spec) == spec.answer, (level, i, spec.diagram())


@pytest.mark.gnugo
def test_gnu_go_agrees_on_a_sample(gnugo_path: str) -> None:
    _gnugo_check(gnugo_path, f"gnugo-{sample_seed()}", 8)


@pytest.mark.gnugo
@pytest.mark.many
def test_gnu_go_agrees_on_many(gnugo_path: str) -> None:
    _gnugo_check(gnugo_path, "gnugo-many", 200)


def counted(spec) -> dict[str, int]:
    """The numbers of the explanation counted here: each chain's outside liberties
    (not next to the other chain, not an eye), the shared ones, the eyes."""
    n = spec.size
    codes = spec.codes
    b, w, _region = race_points(spec)
    bs, bl = chain_of(codes, n, b)
    ws, wl = chain_of(codes, n, w)

    def eye(p: int, stones: frozenset[int]) -> bool:
        return all(q in stones for q in neighbours(p, n))

    out = {"shared": len(bl & wl)}
    for name, stones, libs, other in (("black", bs, bl, wl), ("white", ws, wl, bl)):
        eyes = [p for p in libs - other if eye(p, stones)]
        out[f"{name}_eye"] = len(eyes)
        out[f"{name}_outside"] = len(libs - other) - len(eyes)
    return out


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_explanation_has_the_numbers_of_the_board(language: str) -> None:
    for level in (1, 2, 3):
        for i in range(4):
            spec = generate("race", level, "text", i)
            numbers = counted(spec)
            assert numbers["black_outside"] == len(spec.fact("black_outside"))
            assert numbers["white_outside"] == len(spec.fact("white_outside"))
            assert numbers["shared"] == len(spec.fact("shared"))
            assert numbers["black_eye"] == bool(spec.fact("black_eye"))
            assert numbers["white_eye"] == bool(spec.fact("white_eye"))
            session = ProblemSession(ProblemSet([to_problem(spec)]), language=language)
            fb = session.answer(spec.answer)
            assert fb.kind == "solved"
            found = [int(x) for x in re.findall(r"\d+", fb.message)]
            expected = [numbers["black_outside"], numbers["white_outside"]]
            if numbers["shared"]:
                expected.append(numbers["shared"])
            assert found == expected, fb.message
            # the marks: Black's outside liberties circled, White's squared, the shared
            # crossed, an eye triangled (issue 37: White's eye was squared like White's
            # outside liberties, and the text could not tell them apart)
            marks = fb.marks
            assert sorted(v for v, m in marks.items() if m == "cross") == sorted(
                spec.fact("shared"))
            assert len([m for m in marks.values() if m == "circle"]) == (
                numbers["black_outside"])
            assert len([m for m in marks.values() if m == "square"]) == (
                numbers["white_outside"])
            assert len([m for m in marks.values() if m == "triangle"]) == (
                numbers["black_eye"] + numbers["white_eye"])


def test_a_wrong_choice_is_wrong_and_names_no_point() -> None:
    for level in (1, 2, 3):
        spec = generate("race", level, "wrong", 0)
        problem = to_problem(spec)
        wrong = next(v for v, _label in problem.goal.choices() if v != spec.answer)
        session = ProblemSession(ProblemSet([problem]))
        fb = session.answer(wrong)
        assert fb.kind == "failed"
        assert not re.search(r"\b[A-T]\d\b", fb.message)


def test_the_choices_are_the_three_race_outcomes() -> None:
    for level in (1, 2, 3):
        problem = to_problem(generate("race", level, "choices", 0))
        assert [v for v, _label in problem.goal.choices()] == [
            "black-wins", "white-wins", "first-wins"]


def test_problems_are_deterministic() -> None:
    for level in (1, 2, 3):
        assert generate("race", level, 5, 3) == generate("race", level, 5, 3)


def walls_of(spec, race: set[int], region: frozenset[int]) -> set[int]:
    """The stones that shut the race in: every chain touching the race's points (its
    chains and their liberties) but the two chains, then every chain of a colour next
    to those (along the lines or across a corner) of the same colour, in turn."""
    n, codes = spec.size, spec.codes
    walls: set[int] = set()
    for p in region:
        for q in neighbours(p, n):
            if codes[q] and q not in race and q not in walls:
                walls |= chain_of(codes, n, q)[0]
    grown = True
    while grown:
        grown = False
        for q in range(n * n):
            if codes[q] and q not in walls and q not in race and any(
                    codes[w] == codes[q] and max(abs(q % n - w % n), abs(q // n - w // n)) == 1
                    for w in walls):
                walls |= chain_of(codes, n, q)[0]
                grown = True
    return walls


def test_the_race_is_shut_in_by_stones_that_live_on_a_game_board() -> None:
    """On a 9x9 (levels 1-2) or 13x13 (level 3) board, the race touches the board's
    edge; every stone that shuts it in is pass-alive (Benson's test of the engine's life
    module, not the generator's), the chains are not, no chain can connect out, and the
    other stones (both colours) stand two lines or more from the fight. On a sample,
    the race stands on each of the board's four sides, and at levels 2 and 3 both on
    a side and in a corner (its chains on the first two lines of two sides)."""
    from gotutor.color import Color
    from gotutor.life import benson

    sides_seen: set[str] = set()
    for level in (1, 2, 3):
        kinds: set[int] = set()
        for i in range(12):
            spec = generate("race", level, "alive", i)
            n = spec.size
            assert n == (13 if level == 3 else 9)
            assert spec.key.endswith(":v3")
            board = Board.from_codes(n, spec.codes)
            b, w, region = race_points(spec)
            race = chain_of(spec.codes, n, b)[0] | chain_of(spec.codes, n, w)[0]
            alive = set(benson(board, Color.BLACK)[0]) | set(benson(board, Color.WHITE)[0])
            walls = walls_of(spec, set(race), region)
            assert {spec.codes[p] for p in walls} == {1, 2}, spec.diagram()
            assert walls <= alive and not race & alive, spec.diagram()
            fight = walls | region
            # the sides whose first two lines the race's chains reach
            sides = {name for p in race for name, near_edge in (
                ("left", p % n <= 1), ("right", p % n >= n - 2), ("top", p // n <= 1),
                ("bottom", p // n >= n - 2)) if near_edge}
            assert sides, spec.diagram()
            sides_seen |= sides
            kinds.add(len(sides))
            assert len(fight) <= (0.5 if level == 3 else 0.6) * n * n, spec.diagram()
            others = [p for p, c in enumerate(spec.codes) if c and p not in fight]
            assert {spec.codes[p] for p in others} == {1, 2}, spec.diagram()
            for p in others:
                assert all(max(abs(p % n - q % n), abs(p // n - q // n)) >= 2
                           for q in fight), spec.diagram()
            # no chain can connect out: a liberty of one chain only has no other stone
            # of that chain's colour next to it, a shared one touches the two chains only
            bl = chain_of(spec.codes, n, b)[1]
            wl = chain_of(spec.codes, n, w)[1]
            for p in bl | wl:
                for q in neighbours(p, n):
                    if spec.codes[q] and q not in race:
                        assert p not in bl or spec.codes[q] != 1, (spec.diagram(), p)
                        assert p not in wl or spec.codes[q] != 2, (spec.diagram(), p)
        assert kinds == ({1} if level == 1 else {1, 2}), level
    assert sides_seen == {"left", "right", "top", "bottom"}


def test_the_keys_of_version_2_still_name_the_filled_small_boards() -> None:
    """The race of a `:v2` key (saved before the race moved onto a game's board) is
    still the one it named: every stone but the two chains' pass-alive, on a 7x7
    (level 1) or 9x9 board."""
    from gotutor.color import Color
    from gotutor.drills import problem_for_key
    from gotutor.life import benson

    for level in (1, 2, 3):
        for i in range(4):
            spec = generate("race", level, "alive", i, 2)
            assert spec.size == (7 if level == 1 else 9)
            again = problem_for_key(f"drill:race:{level}:alive:{i}:v2")
            assert again is not None and again.drill.codes == spec.codes
            board = Board.from_codes(spec.size, spec.codes)
            b, w, _region = race_points(spec)
            race = chain_of(spec.codes, spec.size, b)[0] | chain_of(spec.codes, spec.size, w)[0]
            alive = set(benson(board, Color.BLACK)[0]) | set(benson(board, Color.WHITE)[0])
            stones = {p for p, c in enumerate(spec.codes) if c}
            assert stones - race == alive


def test_the_solver_reads_every_image_of_a_race_alike() -> None:
    """The generator's reading (`races._verdicts`) of a race turned by a board symmetry,
    its colours swapped or not, gives the answer of the problem (Black's and White's
    wins exchanged with the colours): the shape read as a family."""
    from gotutor.drills.concepts.races import _verdicts
    from gotutor.drills.geometry import symmetry

    swapped = {"black-wins": "white-wins", "white-wins": "black-wins",
               "first-wins": "first-wins", "seki": "seki"}
    for level in (1, 2, 3):
        spec = generate("race", level, "family", 0)
        n = spec.size
        b, w, region = race_points(spec)
        bs, ws = chain_of(spec.codes, n, b)[0], chain_of(spec.codes, n, w)[0]
        for t, swap in ((1, False), (6, True), (5, False), (0, True)):
            image = symmetry(n, t)
            codes = [0] * (n * n)
            for p, c in enumerate(spec.codes):
                codes[image[p]] = (3 - c if swap and c else c)
            made = {"codes": codes, "left": {image[p] for p in bs},
                    "right": {image[p] for p in ws}, "eyes": set(),
                    "libs": {image[p] for p in region - bs - ws}}
            expected = swapped[spec.answer] if swap else spec.answer
            assert _verdicts(made, n) == expected, (level, t, swap, spec.diagram())
