"""Property tests: writing any game tree to SGF and reading it back gives the same tree."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sgfmill import sgf as sgfmill_sgf
from trees import assert_same_tree, nodes

import gotutor as gt
from gotutor.sgf import game_from_sgf, game_to_sgf

#: SGF text cannot carry tabs, vertical tabs, form feeds or bare carriage returns (they
#: become spaces or line feeds, see test_sgf.py); every other character must survive,
#: "]" and "\\" included.
TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\t\x0b\x0c"),
    max_size=25,
) | st.sampled_from(["]", "\\", "\\]", "a\\", "[x]", "\n", "Zażółć", "Привет", ":"])
LETTERS = "abcdefghijklmnopqrstuvwxy"
RESERVED = {"B", "W", "AB", "AW", "AE", "PL", "SZ", "KM", "HA", "FF", "CA", "GM", "AP", "RU"}
UNKNOWN = st.from_regex(r"\A[A-Z]{1,9}\Z").filter(lambda s: s not in RESERVED)


@st.composite
def props(draw: st.DrawFn, size: int) -> dict[str, list[str]]:
    point = st.builds(lambda x, y: LETTERS[x] + LETTERS[y], st.integers(0, size - 1),
                      st.integers(0, size - 1))
    kinds = {
        "C": st.lists(TEXT, min_size=1, max_size=1),
        "N": st.lists(TEXT, min_size=1, max_size=1),
        "TR": st.lists(point, min_size=1, max_size=4, unique=True),
        "SQ": st.lists(point, min_size=1, max_size=4, unique=True),
        "CR": st.lists(point, min_size=1, max_size=4, unique=True),
        "MA": st.lists(point, min_size=1, max_size=4, unique=True),
        "LB": st.lists(st.builds(lambda p, t: f"{p}:{t}", point, TEXT), min_size=1,
                       max_size=3),
        "BM": st.sampled_from([["1"], ["2"]]), "TE": st.sampled_from([["1"], ["2"]]),
        "GB": st.just(["1"]), "GW": st.just(["2"]), "DO": st.just([""]), "IT": st.just([""]),
    }
    out: dict[str, list[str]] = {}
    for _ in range(draw(st.integers(0, 3))):
        ident = draw(st.sampled_from([*kinds, "?", "?", "?"]))
        if ident == "?":
            out[draw(UNKNOWN)] = draw(st.lists(TEXT, min_size=1, max_size=3))
        else:
            out[ident] = draw(kinds[ident])
    return out


@st.composite
def games(draw: st.DrawFn) -> gt.Game:
    """A game tree built through the public API: moves, passes, variations, setup nodes,
    comments, markup and unknown properties."""
    size = draw(st.sampled_from([5, 5, 7, 9, 13, 19, 25]))
    rules = draw(st.sampled_from(gt.preset_names()))
    komi = draw(st.sampled_from([None, 0, 0.5, -3, 7.5, 150]))
    handicap = draw(st.sampled_from([0, 0, 2, 4])) if size >= 7 else 0
    game = gt.Game(size, rules=rules, komi=komi, handicap=handicap)
    game.root.props.update(draw(props(size)))
    for ident in draw(st.lists(st.sampled_from(["PB", "PW", "GN", "GC", "EV", "DT", "RE"]),
                               max_size=3)):
        game.root.props[ident] = [draw(TEXT)]
    vertex = st.builds(lambda x, y: (x, y), st.integers(0, size - 1), st.integers(0, size - 1))
    for _ in range(draw(st.integers(0, 40))):
        op = draw(st.sampled_from(["play", "play", "play", "pass", "jump", "setup", "props"]))
        if op == "play" and not game.is_over:
            legal = game.legal_moves()
            if legal:
                game.play(legal[draw(st.integers(0, len(legal) - 1))])
        elif op == "pass" and not game.is_over:
            game.play("pass")
        elif op == "jump":
            everything = nodes(game)
            game.go_to(everything[draw(st.integers(0, len(everything) - 1))])
        elif op == "setup":
            black = draw(st.lists(vertex, max_size=3))
            white = draw(st.lists(vertex, max_size=2))
            empty = draw(st.lists(vertex, max_size=2))
            if black or white or empty:
                game.setup(black=black, white=white, empty=empty,
                           to_move=draw(st.sampled_from([None, "B", "W"])))
        elif op == "props":
            game.node.props.update(draw(props(size)))
    return game


FAST = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FAST
@given(games())
def test_writing_then_reading_is_the_identity(game: gt.Game) -> None:
    text = game_to_sgf(game)
    again = game_from_sgf(text)
    assert_same_tree(game, again)
    assert again.node is again.root
    # and the text is a fixed point: writing the game read back gives the same text
    assert game_to_sgf(again) == text


@FAST
@given(games())
def test_output_is_sgf_that_sgfmill_reads_node_for_node(game: gt.Game) -> None:
    text = game_to_sgf(game)
    reread = sgfmill_sgf.Sgf_game.from_bytes(text.encode("utf-8"))
    assert reread.get_size() == game.size and reread.get_komi() == game.komi
    stack = [(game.root, reread.get_root())]
    count = 0
    while stack:
        node, snode = stack.pop()
        count += 1
        assert len(snode) == len(node.children)
        colour, move = snode.get_move()
        if node.move is None:
            assert colour is None
        else:
            assert colour.upper() == node.move.color.value
            if move is None:
                assert node.move.is_pass
            else:
                row, col = move
                assert game.board.vertex((game.size - 1 - row) * game.size + col) == \
                    node.move.vertex
        if "C" in node.props:
            assert snode.get("C") == node.props["C"][0]
        black, white, empty = snode.get_setup_stones()
        assert len(black) + len(white) + len(empty) == len(node.setup)
        stack.extend(zip(node.children, list(snode), strict=True))
    assert count == len(nodes(game))


@FAST
@given(games())
def test_bytes_and_text_read_the_same(game: gt.Game) -> None:
    text = game_to_sgf(game)
    assert_same_tree(game_from_sgf(text), game_from_sgf(text.encode("utf-8")))
