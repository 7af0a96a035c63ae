"""Odd and illegal records from real collections (tests/data/sgf/real, see SOURCES.md):
each opens, says what was odd, and loses nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sgfmill import sgf_grammar
from trees import assert_same_tree

import gotutor as gt
from gotutor.sgf import SgfError, game_from_sgf

REAL = Path(__file__).parent / "data" / "sgf" / "real"


def load(name: str) -> tuple[bytes, gt.Game]:
    data = (REAL / name).read_bytes()
    return data, game_from_sgf(data)


def codes(game: gt.Game) -> list[str]:
    return [w.code for w in game.warnings]


def round_trips(game: gt.Game) -> None:
    again = game_from_sgf(game.to_sgf())
    assert_same_tree(game, again)
    assert again.to_sgf() == game.to_sgf()


@pytest.mark.parametrize("name", sorted(p.name for p in REAL.glob("*.sgf")))
def test_every_odd_real_record_opens_and_strict_mode_refuses_it(name: str) -> None:
    data, game = load(name)
    assert game.warnings
    round_trips(game)
    with pytest.raises(SgfError):
        game_from_sgf(data, strict=True)


def test_a_real_suicide_is_kept() -> None:
    _, game = load("littlego-suicide.sgf")
    game.go_to_end()
    last = game.node
    assert last.illegal == "suicide" and last.move.vertex == "A19"
    assert last.move.self_captured == ("A19",)
    assert game.board["A19"] is None and game.board["B19"] is gt.Color.BLACK
    assert "Suicide" in str(game.warnings[0]) and "Japanese rules" in str(game.warnings[0])


def test_a_real_stone_on_an_occupied_point_is_kept_in_its_variation() -> None:
    _, game = load("littlego-occupied.sgf")
    (warning,) = game.warnings
    node = warning.node
    assert node.illegal == "occupied" and node.move.vertex == "H6"
    game.go_to(node)
    assert game.board["H6"] is gt.Color.WHITE  # the black stone there was replaced
    game.undo()
    assert game.board["H6"] is gt.Color.BLACK
    # play continues after it, as the record has it
    assert node.children and game.redo() is not None


def test_setup_stones_without_liberties_stay() -> None:
    _, game = load("littlego-setup-without-liberties.sgf")
    assert codes(game) == ["value"] and "stones: 2" in str(game.warnings[0])
    assert game.board["A19"] is gt.Color.BLACK and game.board["A18"] is gt.Color.BLACK


def test_two_moves_in_one_node_of_an_nngs_game() -> None:
    data, game = load("gnugo-two-moves-in-one-node.sgf")
    assert codes(game) == ["split"]
    moves_in_record = len(re.findall(rb"(?<![A-Z])[BW]\[", data))
    game.go_to_end()
    assert len(game.moves) == moves_in_record  # every move is played, none lost


def test_old_style_pl_1_and_2() -> None:
    _, game = load("gnugo-pl-1-and-2.sgf")
    assert codes(game) == ["old-style", "old-style"]
    assert game.root.to_move is gt.Color.BLACK
    game.go_to_end()
    assert game.to_move is gt.Color.WHITE
    text = game.to_sgf()
    assert "PL[1]" in text and "PL[2]" in text


def test_a_half_handicap_stone_is_kept_as_written() -> None:
    _, game = load("ai-ha-7.5.sgf")
    assert codes(game) == ["value"] and game.handicap == 0
    assert "HA[7.5]" in game.to_sgf()


def test_bad_shift_jis_bytes_are_replaced_and_the_rest_is_read() -> None:
    _, game = load("sabaki-bad-shift-jis.sgf")
    assert set(codes(game)) == {"encoding"}
    game.go_to_end()
    assert game.node.comment.endswith(" is fun") and game.move_number == 2


def test_a_nihon_kiin_record_without_semicolon() -> None:
    data, game = load("sabaki-nihon-kiin-no-semicolon.sgf")
    with pytest.raises(ValueError):
        sgf_grammar.parse_sgf_game(data)  # sgfmill cannot read it; SGF editors do
    # no CA: Shift_JIS is guessed (and said); the name ending in ソ (0x83 0x5C, the
    # second byte that of a backslash) no longer swallows the "]" and BR after it
    assert codes(game) == ["old-style", "charset"] and game.charset == "cp932"
    game.go_to_end()
    assert game.move_number == 8
    assert game.root.props["PB"] == ["申眞ソ"] and game.root.props["BR"] == ["九段"]
    assert game.root.props["PC"] == ["韓国棋院"]
    # saved in Shift_JIS, CA saying so: the original bytes of the name come back
    saved = game.to_sgf_bytes()
    assert b"CA[Shift_JIS]" in saved and b"PB[\x90\\\xe1\xc1\x83\\]" in saved
    assert game_from_sgf(saved).root.props == game.root.props
