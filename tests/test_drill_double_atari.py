"""The double-atari drill against an oracle on the engine (`gotutor.Game`), every move
tried: a first move is a working double atari when it captures nothing, leaves two or
more of the opponent's chains (with two liberties or more before) in atari, and after
every reply of the opponent (a pass too, and capturing the stone just played) some move
of the player captures a stone of those chains. Nothing here asks whether the player's
own stone is in atari: that is for the reading to decide (drill:double-atari:3:7:110
in the old keys, A8, whose stone is in atari, works: B8 captures it and fills the last
liberty of the six stones that capture, and A8 takes them).
"""

from __future__ import annotations

import pytest
from sampling import sample_seed

from gotutor.color import Color
from gotutor.coords import vertex_name
from gotutor.drills import draw, generate, to_problem
from gotutor.drills.generator import Spec
from gotutor.game import Game


def start(spec: Spec) -> Game:
    n = spec.size
    game = Game(n)
    game.setup(black=[vertex_name(p, n) for p, c in enumerate(spec.codes) if c == 1],
               white=[vertex_name(p, n) for p, c in enumerate(spec.codes) if c == 2],
               to_move=spec.to_play)
    return game


def working_double_ataris(spec: Spec) -> list[str]:
    """Every first move that works as a double atari, read on the engine."""
    n = spec.size
    me = Color.parse(spec.to_play)
    out = []
    for p in range(n * n):
        if spec.codes[p]:
            continue
        game = start(spec)
        v = vertex_name(p, n)
        before = {min(ch.stones): ch for ch in game.board.chains(me.opponent)}
        check = game.check(v)
        if not check.legal or check.captures:
            continue
        game.play(v)
        hit: set[int] = set()
        chains = 0
        for ch in game.board.chains(me.opponent):
            old = [c for c in before.values() if set(c.stones) <= set(ch.stones)]
            if len(ch.liberties) == 1 and old and all(len(c.liberties) >= 2 for c in old):
                hit |= set(ch.stones)
                chains += 1
        if chains < 2:
            continue
        empty = [vertex_name(q, n) for q in range(n * n)]
        saved = False
        for reply in [*empty, "pass"]:
            if reply != "pass" and not game.is_legal(reply):
                continue
            game.play(reply)
            caught = any(game.is_legal(w) and hit & set(game.check(w).captures)
                         for w in empty)
            game.undo()
            if not caught:
                saved = True
                break
        if not saved:
            out.append(v)
    return out


def test_the_move_in_atari_that_works_is_accepted() -> None:
    spec = draw("double-atari", 3, 7, 110)
    assert "A8" in working_double_ataris(spec)
    assert set(spec.answer) == set(working_double_ataris(spec)) == {"A8", "B8"}
    session = to_problem(spec).session("en")
    assert session.click("A8").kind == "solved"


@pytest.mark.parametrize("level", [1, 2, 3])
def test_answers_are_every_working_double_atari(level: int) -> None:
    for i in range(4):
        spec = generate("double-atari", level, f"da-{sample_seed()}", i)
        assert set(spec.answer) == set(working_double_ataris(spec)), (spec.key,
                                                                      spec.diagram())


@pytest.mark.many
@pytest.mark.parametrize("level", [1, 2, 3])
def test_answers_are_every_working_double_atari_many(level: int) -> None:
    for i in range(120):
        spec = draw("double-atari", level, 7, i)
        assert set(spec.answer) == set(working_double_ataris(spec)), (spec.key,
                                                                      spec.diagram())
