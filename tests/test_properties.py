"""Property tests on random legal games (several sizes and rule sets).

After every move of every game:
- no chain on the board is without a liberty;
- stones on the board + prisoners == stones played (+ handicap stones);
- the Zobrist hash, the chains and the liberties equal those recomputed from scratch;
- `legal_moves()` (which has fast paths) equals asking `check` point by point;
- under superko, a move is refused as "superko" exactly when the board it makes (played
  on a fresh board) repeats an earlier position of the game (with the same player to
  move, for situational superko);
- undo restores the board, prisoners, turn, ko state and legal moves exactly, and redo
  after undo gives back the very same node.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gotutor as gt
from gotutor.board import Board

B, W = gt.Color.BLACK, gt.Color.WHITE
PRESETS = gt.preset_names()


def state(g: gt.Game) -> tuple[object, ...]:
    """What undo must restore."""
    return (g.board.codes(), g.board.hash, dict(g.captures), g.to_move, g.ko_point,
            g.is_over, g.move_number, g.legal_moves(), g.node)


def choose(g: gt.Game, rng: random.Random) -> str:
    """A legal vertex or "pass", biased toward captures, self-captures and moves next to
    chains short of liberties."""
    legal = g.legal_moves()
    if not legal or rng.random() < 0.05:
        return "pass"
    board = g.board
    sharp = [v for v in legal
             if g.check(v).captures or g.check(v).self_capture
             or any(board.get(n) is not None and board.liberties(n) <= 2
                    for n in board.neighbors(board.point(v)))]
    return rng.choice(sharp if sharp and rng.random() < 0.7 else legal)


def check_position(g: gt.Game, played: dict[gt.Color, int]) -> None:
    """Asserts the invariants of the module docstring that need no undo."""
    board = g.board
    chains = board.chains()
    assert all(c.liberties for c in chains), f"a chain without liberties\n{board}"
    fresh = Board.from_codes(board.size, board.codes())
    assert board.hash == fresh.hash
    assert set(chains) == set(fresh.chains())
    # prisoners: Black's captures are White stones taken off (and White's self-captures)
    assert board.count(B) + g.captures[W] == played[B] + g.handicap
    assert board.count(W) + g.captures[B] == played[W]
    # legal_moves() against check(), point by point
    if not g.is_over:
        slow = [board.vertex(p) for p in range(board.area)
                if g.check(board.vertex(p)).reason is None]
        assert g.legal_moves() == slow


def check_superko(g: gt.Game) -> None:
    """Asserts that "superko" means "repeats an earlier position", judged from the
    boards of the game's path (not from hashes)."""
    if g.is_over or not g.rules.superko:
        return
    situational = g.rules.ko is gt.KoRule.SITUATIONAL
    history = {(n.codes, n.to_move if situational else None) for n in g.path}
    color = g.to_move
    for p in range(g.board.area):
        verdict = g.check(g.board.vertex(p))
        if verdict.reason in ("occupied", "suicide", "ko"):
            continue
        after = Board.from_codes(g.board.size, g.board.codes())
        after.play(p, color)
        repeats = (after.codes(), color.opponent if situational else None) in history
        assert (verdict.reason == "superko") == repeats, (g.board.vertex(p), verdict)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([2, 3, 4, 5, 6, 7, 9]),
       preset=st.sampled_from(PRESETS), moves=st.integers(1, 120),
       handicap=st.sampled_from([0, 0, 0, 2, 4]))
def test_random_games_keep_the_invariants(seed: int, size: int, preset: str, moves: int,
                                          handicap: int) -> None:
    rng = random.Random(seed)
    if size < 7:
        handicap = 0
    g = gt.Game(size, rules=preset, handicap=handicap)
    played = {B: 0, W: 0}
    check_position(g, played)
    for _ in range(moves):
        if g.is_over:
            break
        before = state(g)
        vertex = choose(g, rng)
        color = g.to_move
        move = g.play(vertex)
        assert move is not None and move.color is color
        if vertex != "pass":
            played[color] += 1
        after, node = state(g), g.node
        check_position(g, played)
        # undo restores everything; redo gives back the same node
        g.undo()
        assert state(g) == before
        assert g.redo() == move
        assert g.node is node and state(g) == after
        check_position(g, played)  # the replayed board's chains and liberties too
    check_superko(g)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([3, 4, 5]),
       preset=st.sampled_from(["tromp-taylor", "new-zealand", "aga", "ing"]))
def test_superko_verdicts_match_the_repeated_positions(seed: int, size: int,
                                                       preset: str) -> None:
    # small boards with many captures: repetitions are common
    rng = random.Random(seed)
    g = gt.Game(size, rules=preset)
    for _ in range(size * size * 4):
        if g.is_over:
            break
        check_superko(g)
        g.play(choose(g, rng))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([5, 9]),
       preset=st.sampled_from(PRESETS))
def test_an_illegal_attempt_changes_nothing(seed: int, size: int, preset: str) -> None:
    rng = random.Random(seed)
    g = gt.Game(size, rules=preset)
    for _ in range(rng.randint(0, 60)):
        if g.is_over:
            return
        g.play(choose(g, rng))
    illegal = [g.board.vertex(p) for p in range(g.board.area)
               if g.why_illegal(g.board.vertex(p)) is not None]
    before = state(g)
    for v in illegal:
        reason = g.why_illegal(v)
        try:
            g.play(v)
        except gt.IllegalMove as exc:
            assert exc.reason == reason
        else:
            raise AssertionError(f"{v} ({reason}) was played")
        assert state(g) == before


# ------------------------------------------------------------ big trees, go_to anywhere
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_go_to_between_any_two_nodes_gives_the_position_of_a_replay(data: st.DataObject
                                                                     ) -> None:
    """A big random tree (hundreds of nodes, captures, passes, setup, variations): going
    from any node to any other gives the board, hash, prisoners, ko and superko memory
    that replaying the path from the root gives."""
    import random

    from gotutor.game import _KEYFRAME

    rng = random.Random(data.draw(st.integers(0, 2**32)))
    size = data.draw(st.sampled_from([5, 7, 9]))
    g = gt.Game(size, rules=data.draw(st.sampled_from(["japanese", "aga", "tromp-taylor"])))
    everything = [g.root]
    for _ in range(data.draw(st.integers(50, 20 * _KEYFRAME))):
        r = rng.random()
        if r < 0.08:
            g.go_to(rng.choice(everything))
        elif r < 0.11 and not g.node.children:
            g.setup(black=[g.board.vertex(rng.randrange(size * size))])
            everything.append(g.node)
        else:
            legal = g.legal_moves()
            if g.is_over or not legal:
                g.go_to(rng.choice(everything))
                continue
            g.play(rng.choice(legal) if rng.random() > 0.03 else "pass")
            if g.node not in everything:
                everything.append(g.node)
    for _ in range(20):
        a, b = rng.choice(everything), rng.choice(everything)
        g.go_to(a)
        g.go_to(b)
        fresh = gt.Game(size, rules=g.rules)
        fresh.go_to(fresh.root)
        seen = dict(g._seen)
        board = (g.board.codes(), g.board.hash, dict(g.captures), g.ko_point, g.to_move)
        # replaying: the same node reached by going down from the root, one step at a time
        g.go_to(g.root)
        for node in b_path(b):
            g._descend(node)
        assert (g.board.codes(), g.board.hash, dict(g.captures), g.ko_point,
                g.to_move) == board
        assert dict(g._seen) == seen
        assert g.board.codes() == b.codes
        rebuilt = Board.from_codes(size, g.board.codes())
        assert rebuilt.hash == g.board.hash
        assert sorted(g.legal_moves()) == sorted(legal_after(b, g))


def b_path(node: gt.Node) -> list[gt.Node]:
    """The nodes from below the root down to `node`."""
    out = []
    while node.parent is not None:
        out.append(node)
        node = node.parent
    return out[::-1]


def legal_after(node: gt.Node, g: gt.Game) -> list[str]:
    """The legal moves at `node`, from a game that copies `g` (rebuilt by pickling)."""
    import pickle

    other = pickle.loads(pickle.dumps(g))
    return other.legal_moves()
