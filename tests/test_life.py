"""Life and death: Benson's pass-alive chains, playout ownership and suggested dead stones."""

from __future__ import annotations

import pytest
from test_scoring import DEAD_INSIDE, SEKI_NO_EYES, SEKI_ONE_EYE, worked_example

import gotutor as gt
from gotutor import Color
from gotutor.life import benson, ownership, pass_alive, suggest_dead, survival


def vertices(board: gt.Board, points: set[int]) -> set[str]:
    return {board.vertex(p) for p in points}


# ----------------------------------------------------------------- Benson
def test_two_single_point_eyes_are_pass_alive() -> None:
    # Black's chain around the eyes A9 and C9 (each eye's only empty point is a liberty
    # of the chain); the lone black stone at J1 has no eye at all.
    board = gt.Board.from_diagram("""
    . X . X O . . . .
    X X X X O . . . .
    O O O O O . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . X
    """)
    alive = vertices(board, pass_alive(board, Color.BLACK))
    assert alive == {"B9", "D9", "A8", "B8", "C8", "D8"}
    assert pass_alive(board, "W") == set()  # White's wall has no vital region


def test_one_eye_is_not_pass_alive() -> None:
    board = gt.Board.from_diagram("""
    . X X X O
    X X X X O
    O O O O O
    . . . . .
    . . . . .
    """)
    assert pass_alive(board, Color.BLACK) == set()


def test_two_chains_sharing_eyes_are_both_pass_alive() -> None:
    # The lone stone B9 and the chain A8-A7-...-D9 both border the one-point regions A9,
    # C9 and B8, and each of those regions' empty point is a liberty of both chains.
    board = gt.Board.from_diagram("""
    . X . X O
    X . X X O
    X X X X O
    O O O O O
    . . . . .
    """)
    assert len(board.chains(Color.BLACK)) == 2
    alive = vertices(board, pass_alive(board, Color.BLACK))
    assert alive == set(vertices(board, set(board.stones(Color.BLACK))))


def test_a_big_territory_is_not_pass_alive() -> None:
    # Benson's regions must be "small" (every empty point a liberty): a wall around a
    # 3x3 territory whose centre touches no black stone is not pass-alive.
    board = gt.Board.from_diagram("""
    . . . X O .
    . . . X O .
    . . . X O .
    X X X X O .
    O O O O O .
    . . . . . .
    """)
    assert pass_alive(board, Color.BLACK) == set()


def test_seki_chains_are_not_pass_alive() -> None:
    board = gt.Board.from_diagram(SEKI_ONE_EYE)
    for color in (Color.BLACK, Color.WHITE):
        assert not vertices(board, pass_alive(board, color)) & {"B9", "D9"}


def test_opponent_stones_in_a_small_pass_alive_region_are_dead() -> None:
    # Black's chain has two vital regions: E7, and A7-B7-C7 whose empty points A7 and C7
    # are its liberties. White's lone stone B7 in there can never live.
    board = gt.Board.from_diagram("""
    . O . X . X O
    X X X X X X O
    O O O O O O O
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    """)
    alive, dead = benson(board, Color.BLACK)
    assert vertices(board, dead) == {"B7"}
    assert {"A6", "D7", "F7"} <= vertices(board, alive)
    with pytest.raises(gt.GoError):
        benson(board, "green")


# ----------------------------------------------------------------- playouts
def test_ownership_is_reproducible_and_sensible() -> None:
    board = worked_example().board
    own = ownership(board, Color.BLACK, playouts=40, seed=3)
    assert own == ownership(board, Color.BLACK, playouts=40, seed=3)
    assert all(-1 <= x <= 1 for x in own)
    # The dead white stone B2 ends up Black's; White's corner stays White's.
    assert own[board.point("B2")] > 0.5
    assert own[board.point("H8")] < 0 and own[board.point("F8")] < 0
    share = survival(board, Color.BLACK, playouts=40)
    assert share[board.point("B2")] < 0.5 and share[board.point("D5")] > 0.9


@pytest.mark.parametrize("bad", [0, -3, 2.5, "10", True])
def test_bad_playout_counts_raise(bad: object) -> None:
    board = gt.Board.from_diagram(DEAD_INSIDE)
    with pytest.raises(gt.GoError):
        ownership(board, playouts=bad)  # type: ignore[arg-type]


# ----------------------------------------------------------------- suggest_dead
def test_suggest_dead_on_the_worked_example() -> None:
    g = worked_example()
    dead = gt.suggest_dead(g)
    assert dead == ["B6", "B2"]
    assert str(g.score(dead=dead)) == "B+13.5"


def test_suggest_dead_keeps_seki_alive() -> None:
    for diagram in (SEKI_ONE_EYE, SEKI_NO_EYES):
        g = gt.Game.from_diagram(diagram, rules="japanese")
        assert suggest_dead(g, seed=1) == []


def test_suggest_dead_finds_a_dead_chain_of_two() -> None:
    # The worked example's end position with one more white stone, B5, joined to B6.
    board = worked_example().board
    rows = [row.split() for row in str(board).splitlines()]
    rows[4][1] = "O"  # B5
    g = gt.Game.from_diagram("\n".join(" ".join(r) for r in rows), rules="japanese")
    assert suggest_dead(g) == ["B6", "B5", "B2"]
    assert suggest_dead(g, playouts=30, seed=7) == suggest_dead(g, playouts=30, seed=7)


# ----------------------------------------------------------------- judge_dead
def test_the_same_position_gets_the_same_answer_whatever_the_seed() -> None:
    from gotutor.life import judge_dead

    positions = [worked_example()]
    # two unfinished random 9x9 positions: playouts judge most of their chains
    import random

    for seed in (3, 11):
        rng = random.Random(seed)
        g = gt.Game(size=9, rules="japanese", komi=0)
        for _ in range(45):
            g.play(rng.choice(g.legal_moves()))
        positions.append(g)
    for g in positions:
        first = judge_dead(g)
        for seed in (7, 12345):
            again = judge_dead(g, seed=seed)
            assert (again.dead, again.uncertain) == (first.dead, first.uncertain)
        assert suggest_dead(g, seed=2) == first.dead


def test_playouts_judge_only_what_reading_cannot_and_are_never_certain(monkeypatch) -> None:
    from gotutor import life

    # The worked example with two more white stones in Black's lower left (four in a
    # space of 16 empty points): too many to call dead as a few stones in a territory,
    # too much room to read. Playouts judge them, and every such judgement is a close
    # call: marked uncertain.
    g = worked_example()
    rows = [row.split() for row in str(g.board).splitlines()]
    rows[5][1] = rows[6][2] = "O"  # B4, C3
    g = gt.Game.from_diagram("\n".join(" ".join(r) for r in rows), rules="japanese")
    board = g.board
    b2 = board.point("B2")

    def fake_survival(board: gt.Board, to_move: object, playouts: int, seed: int,
                      **_kw: object) -> list[float]:
        share = [1.0] * board.area
        for v in ("B6", "B4", "C3"):
            share[board.point(v)] = 0.1  # clearly dead
        share[b2] = 0.5  # exactly on the cut
        return share

    monkeypatch.setattr(life, "survival", fake_survival)
    judgement = life.judge_dead(g)
    assert judgement.dead == ["B6", "B4", "C3"]  # 0.5 is not below one half: alive
    assert {"B6", "B4", "C3", "B2"} <= set(judgement.uncertain)
    chain = judgement.chain("B2")
    assert chain.uncertain and chain.reason == "playouts-close" and chain.survival == 0.5
    b6_chain = judgement.chain("B6")
    assert b6_chain.reason == "playouts-dead" and b6_chain.uncertain
    assert judgement.chain("F9").reason == "big-eye" and not judgement.chain("F9").uncertain
    assert judgement.chain("A9").reason == "playouts-alive" and judgement.chain("A9").uncertain


def test_a_few_stones_inside_a_territory_are_dead_with_certainty() -> None:
    from gotutor.life import judge_dead

    judgement = judge_dead(worked_example())
    assert judgement.dead == ["B6", "B2"] and judgement.uncertain == []
    assert judgement.chain("B6").reason == judgement.chain("B2").reason == "territory"


def test_judge_dead_is_exported_lazily_and_checks_its_arguments() -> None:
    assert gt.judge_dead is __import__("gotutor.life", fromlist=["judge_dead"]).judge_dead
    assert gt.DeadStoneJudgement.__name__ == "DeadStoneJudgement"
    g = worked_example()
    for bad in (0, -1, 2.5, True):
        with pytest.raises(gt.GoError):
            gt.judge_dead(g, playouts=bad)
    with pytest.raises(gt.RulesError):
        gt.judge_dead(g, rules="nonsense")
    with pytest.raises(gt.VertexError):
        gt.judge_dead(g).chain("F6")  # a dame: no stone there


@pytest.mark.parametrize("seed", range(8))
def test_judge_dead_judges_every_stone_of_random_positions(seed: int) -> None:
    import random

    from gotutor.life import judge_dead

    rng = random.Random(seed)
    size = (5, 7, 9, 13)[seed % 4]
    g = gt.Game(size=size, rules=("japanese", "chinese")[seed % 2], komi=0)
    for _ in range(rng.randrange(size * 2, size * size)):
        legal = g.legal_moves()
        g.play(rng.choice(legal) if legal else "pass")
    judgement = judge_dead(g, playouts=20)
    stones = {g.board.vertex(p) for p, c in enumerate(g.board) if c}
    judged = [v for chain in judgement.chains for v in chain.stones]
    assert sorted(judged) == sorted(stones) and len(judged) == len(set(judged))
    assert set(judgement.dead) <= stones and set(judgement.uncertain) <= stones
    for chain in judgement.chains:
        assert (chain.status == "dead") == (set(chain.stones) <= set(judgement.dead))
    g.score(dead=judgement.dead)  # a count of it never fails
