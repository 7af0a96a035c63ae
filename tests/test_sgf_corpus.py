"""Real records: 3,000 SGF files from five public sources (KGS games, GNU Go's regression
suite, AI games, Little Go's and Sabaki's test files), stripped to their moves and setup
(tests/data/corpus/make_corpus.py). Every one opens; its main line ends in the position
sgfmill's own replay gives; saving and loading again gives the same tree; and an unchanged
record saves without a property it did not have."""

from __future__ import annotations

import tarfile
from collections import Counter
from pathlib import Path

import pytest
from sgfmill import boards, sgf
from trees import assert_same_tree

import gotutor as gt
from gotutor.sgf import game_from_sgf

ARCHIVE = Path(__file__).parent / "data" / "corpus" / "corpus.tar.xz"


def records() -> list[tuple[str, bytes]]:
    with tarfile.open(ARCHIVE) as tar:
        return [(m.name, tar.extractfile(m).read()) for m in tar.getmembers()  # type: ignore[union-attr]
                if m.isfile()]


RECORDS = records()


def sgfmill_final_position(data: bytes) -> tuple[int, list[int]]:
    """Returns the board size and the colour codes after sgfmill replays the main line
    (setup applied where it is; a stone on an occupied point replaces it, as the
    record implies)."""
    game = sgf.Sgf_game.from_bytes(data)
    size = game.get_size()
    board = boards.Board(size)
    for node in game.get_main_sequence():
        black, white, empty = node.get_setup_stones()
        # (setup as the record has it: sgfmill's apply_setup would take chains without
        # liberties off, gotutor keeps them and warns)
        for points, colour in ((black, "b"), (white, "w"), (empty, None)):
            for row, col in points:
                board.board[row][col] = colour
        for ident in ("B", "W"):
            if node.has_property(ident):
                try:
                    point = node.get(ident)
                except ValueError:
                    continue  # a value that is not a point: not played
                if point is None:
                    continue
                row, col = point
                board.board[row][col] = None  # a stone there is replaced
                board.play(row, col, ident.lower())
    codes = [0] * (size * size)
    for row in range(size):
        for col in range(size):
            c = board.get(row, col)
            if c is not None:
                codes[(size - 1 - row) * size + col] = 1 if c == "b" else 2
    return size, codes


def props_of(text: str) -> Counter[str]:
    """Every property identifier of an SGF text, with how often it appears."""
    from sgfmill import sgf_grammar

    tree = sgf_grammar.parse_sgf_game(text.encode())
    found: Counter[str] = Counter()
    stack = [tree]
    while stack:
        t = stack.pop()
        for props in t.sequence:
            found.update(props.keys())
        stack.extend(t.children)
    return found


def test_the_corpus_is_large_and_from_several_sources() -> None:
    sources = Counter(name.split("/")[0] for name, _ in RECORDS)
    assert len(RECORDS) >= 2000 and len(sources) >= 3
    assert all(n >= 300 for s, n in sources.items() if s not in ("littlego", "sabaki"))


@pytest.mark.parametrize("part", range(4))
def test_every_real_record_opens_replays_as_sgfmill_and_round_trips(part: int) -> None:
    warnings: Counter[str] = Counter()
    for name, data in RECORDS[part::4]:
        game = game_from_sgf(data)
        warnings.update(w.code for w in game.warnings)
        game.go_to_end()
        size, codes = sgfmill_final_position(data)
        assert game.size == size, name
        assert list(game.board.codes()) == codes, name
        text = game.to_sgf()
        again = game_from_sgf(text)
        assert_same_tree(game, again)
        # nothing added: every property of the output was in the record (CA for UTF-8)
        added = set(props_of(text)) - set(props_of(data.decode("utf-8"))) - {"CA"}
        assert not added, (name, added)
    # the odd records of real life are there and were read with a warning, not refused
    assert sum(warnings.values()) < len(RECORDS) // 4


def test_real_records_with_illegal_moves_are_kept() -> None:
    illegal: Counter[str] = Counter()
    with_illegal = []
    for name, data in RECORDS:
        game = game_from_sgf(data)
        found = [w for w in game.warnings if w.code == "illegal-move"]
        for w in found:
            illegal[w.fields["reason"]] += 1
            assert w.node.illegal == w.fields["reason"]
        if found:
            with_illegal.append((name, data))
    # Little Go's illegal games: a suicide, a stone on an occupied point
    assert illegal["suicide"] >= 1 and illegal["occupied"] >= 1
    for _name, data in with_illegal:
        with pytest.raises(gt.SgfError, match="is illegal under"):
            game_from_sgf(data, strict=True)
