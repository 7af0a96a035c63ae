"""Fuzzing: random and mutated SGF bytes either load or raise SgfError, nothing else; and
whatever loads can be saved and loaded again to the same tree."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gotutor as gt
from gotutor.sgf import SgfError, game_from_sgf, games_from_sgf

DATA = Path(__file__).parent / "data" / "sgf"
SEEDS = [p.read_bytes() for p in sorted(DATA.glob("*.sgf"))] + [
    b"(;GM[1]SZ[9];B[ee];W[cc](;B[gg]C[a\\]b])(;B[tt]PL[B];B[aa]))",
    b"(;SZ[5]AB[aa:cc]AW[ee]PL[W];W[dd];AE[aa]C[x])(;SZ[3];B[bb])",
    b"(;SZ[19]HA[2]AB[dd][pp]KM[0.5]RU[Chinese];W[pd];B[];W[];B[dp])",
]
#: Bytes that mean something in SGF, and some that do not.
PIECES = [b"(", b")", b";", b"[", b"]", b"\\", b":", b"B", b"W", b"AB", b"AE", b"PL",
          b"SZ", b"KM", b"HA", b"GM", b"CA", b"C", b"tt", b"aa", b"zz", b"19", b"0",
          b"-1", b"26", b"9:13", b"UTF-16", b"\xff", b"\xc3", b"\n", b" ", b"b", b"(;"]


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["insert", "delete", "replace", "truncate", "copy"]))
        if kind == "insert":
            data[at:at] = draw(st.sampled_from(PIECES) | st.binary(min_size=1, max_size=3))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 8))]
        elif kind == "replace" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        elif kind == "truncate":
            del data[at:]
        elif kind == "copy":
            end = min(len(data), at + draw(st.integers(1, 30)))
            data[at:at] = data[at:end]
    return bytes(data)


RANDOM = st.binary(max_size=120) | st.builds(
    lambda parts: b"(;" + b"".join(parts), st.lists(st.sampled_from(PIECES), max_size=40))

FUZZ = settings(max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def load_or_sgf_error(data: bytes) -> gt.Game | None:
    """Returns the game, or None if the data raised SgfError (anything else fails)."""
    try:
        return game_from_sgf(data)
    except SgfError as exc:
        assert str(exc)  # every error says something
        return None


def assert_same_tree(a: gt.Game, b: gt.Game) -> None:
    na, nb = [a.root], [b.root]
    while na:
        x, y = na.pop(), nb.pop()
        assert (x.move, x.setup, x.props, x.codes, x.to_move, x.captures) == (
            y.move, y.setup, y.props, y.codes, y.to_move, y.captures)
        assert len(x.children) == len(y.children)
        na.extend(x.children)
        nb.extend(y.children)


@FUZZ
@given(mutated())
def test_mutated_records_load_or_raise_sgf_error(data: bytes) -> None:
    game = load_or_sgf_error(data)
    if game is not None:
        assert_same_tree(game, game_from_sgf(game.to_sgf()))
    try:
        collection = games_from_sgf(data)
    except SgfError:
        collection = None
    if collection is not None and game is not None:
        # the first game of the collection is the game read alone
        assert_same_tree(collection[0], game)


@FUZZ
@given(RANDOM)
def test_random_bytes_load_or_raise_sgf_error(data: bytes) -> None:
    game = load_or_sgf_error(data)
    if game is not None:
        assert_same_tree(game, game_from_sgf(game.to_sgf()))


def test_the_seeds_themselves_load() -> None:
    """The mutations start from records that are valid (so mutants are near-valid)."""
    assert all(load_or_sgf_error(seed) is not None for seed in SEEDS)
