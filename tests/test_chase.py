"""gotutor/solver/chase.py, the capture game of one chain: its moves and its answers on
positions whose answer is known by other means.

- the ladders of the ladder drill whose answer is "yes" (read by the drill's exact
  ladder reader and, in test_drill_tactics.py, by a brute force): after the first
  atari the chase proves the capture against every defence, and its line, replayed
  on raw codes, captures the chain;
- a chain next to a pass-alive group of its colour is home at once; a captured chain
  is lost at once;
- the moves read: reach 1 is the liberties, reach 2 adds their empty neighbours.
"""

from __future__ import annotations

from capture_game import flood, play
from conftest import sample_seed

from gotutor.coords import parse_point
from gotutor.drills import draw, generate
from gotutor.solver.benson import pass_alive_points
from gotutor.solver.chase import Chase, reach_points
from gotutor.solver.position import Position


def test_reach_points_are_the_liberties_and_their_empty_neighbours() -> None:
    spec = generate("ladder", 1, 3, 0)
    pos = Position(spec.size, spec.codes)
    stones, libs = pos.chain(spec.target)
    assert reach_points(pos, stones, 1) == libs
    second = {q for p in libs for q in pos.nbr[p] if pos.codes[q] == 0}
    assert reach_points(pos, stones, 2) == libs | second


def test_ladders_that_work_are_proven_captures_with_a_line_that_captures() -> None:
    found = 0
    for i in range(40):
        spec = generate("ladder", 2, f"chase-{sample_seed()}", i)
        if spec.answer != "yes":
            continue
        found += 1
        n, attacker = spec.size, 1 if spec.to_play == "B" else 2
        first = parse_point(spec.vertex, n)
        pos = Position(n, spec.codes).play(first, attacker)
        assert pos is not None
        chase = Chase(spec.target, attacker, budget=5000)
        assert chase.captures(pos, False) is True, spec.key
        line = chase.line(pos, False)
        assert line, spec.key
        codes, ko = play(spec.codes, n, first, attacker, None)
        for k, move in enumerate(line):
            if move == -1:  # the defender, with no legal move, plays elsewhere
                assert k % 2 == 0, (spec.key, line)
                ko = None
                continue
            after = play(codes, n, move, attacker if k % 2 else 3 - attacker, ko)
            assert after is not None, (spec.key, line)
            codes, ko = after
        assert codes[spec.target] == 0, (spec.key, line)
        if found == 5:
            break
    assert found >= 3


def test_a_proven_ladder_whose_runner_ends_with_no_legal_move_has_a_line() -> None:
    """drill:ladder:2:chase-20261207:7 (found by the daily sample): the longest defence
    ends with the runner's only liberty a suicide. The capture was proven and `line`
    returned None; the line now takes another defence, or shows the forced pass."""
    spec = draw("ladder", 2, "chase-20261207", 7)  # the key of the draw it names
    n, attacker = spec.size, 1 if spec.to_play == "B" else 2
    first = parse_point(spec.vertex, n)
    pos = Position(n, spec.codes).play(first, attacker)
    assert pos is not None
    chase = Chase(spec.target, attacker, budget=5000)
    line = chase.line(pos, False)
    assert line
    codes, ko = play(spec.codes, n, first, attacker, None)
    for k, move in enumerate(line):
        if move == -1:
            assert k % 2 == 0
            ko = None
            continue
        after = play(codes, n, move, attacker if k % 2 else 3 - attacker, ko)
        assert after is not None, line
        codes, ko = after
    assert codes[spec.target] == 0, line


def test_home_and_captured_end_the_game_at_once() -> None:
    spec = generate("net", 1, 3, 0)
    n = spec.size
    pos = Position(n, spec.codes)
    runner = 3 - (1 if spec.to_play == "B" else 2)
    home = pass_alive_points(n, pos.codes, runner)
    stone = min(home)
    # a stone of the group itself: home before any move, whoever moves
    chase = Chase(stone, 3 - runner, home)
    assert chase.captures(pos, True) is False and chase.captures(pos, False) is False
    # the marked chain with every liberty filled by the attacker: captured
    stones, libs = flood(spec.codes, n, spec.target)
    codes = list(spec.codes)
    for p in sorted(libs)[:-1]:
        codes[p] = 3 - runner
    last = Position(n, tuple(codes)).play(max(libs), 3 - runner)
    assert last is not None and all(last.codes[s] == 0 for s in stones)
    assert Chase(spec.target, 3 - runner, home).captures(last, False) is True
