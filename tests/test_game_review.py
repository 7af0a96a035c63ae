"""The game review (gotutor.gamereview) without GNU Go: planted mistakes of every kind
it claims, each in two places on the board, under the 8 symmetries and with the colours
swapped, are found with their kind and better moves; the moves around them are not
reported; bad input gets the project's error."""

from __future__ import annotations

import pytest

import gotutor as gt
from gotutor.coords import parse_point, vertex_name
from gotutor.errors import GoError
from gotutor.gamereview import ReviewError, texts

N = 9


def _transform(vertex: str, k: int) -> str:
    if vertex == "pass":
        return vertex
    p = parse_point(vertex, N)
    x, y = p % N, p // N
    for _ in range(k % 4):
        x, y = N - 1 - y, x
    if k >= 4:
        x = N - 1 - x
    return vertex_name(y * N + x, N)


def _sgf_point(vertex: str) -> str:
    p = parse_point(vertex, N)
    return "abcdefghi"[p % N] + "abcdefghi"[p // N]


def make_game(black: list[str], white: list[str], moves: list[tuple[str, str]], k: int,
              swap: bool) -> gt.Game:
    """The game of setup stones and moves, turned by symmetry `k` (0-7), colours
    swapped if `swap`."""
    def col(c: str) -> str:
        return {"B": "W", "W": "B"}[c] if swap else c

    b, w = (white, black) if swap else (black, white)
    root = "(;GM[1]FF[4]SZ[9]KM[6.5]"
    if b:
        root += "AB" + "".join(f"[{_sgf_point(_transform(v, k))}]" for v in b)
    if w:
        root += "AW" + "".join(f"[{_sgf_point(_transform(v, k))}]" for v in w)
    root += f"PL[{col(moves[0][0])}]"
    body = "".join(f";{col(c)}[{'' if v == 'pass' else _sgf_point(_transform(v, k))}]"
                   for c, v in moves)
    return gt.Game.from_sgf(root + body + ")")


# (name, black stones, white stones, moves, the mistake's move number, kind, better)
PLANTED = [
    # a black stone in atari left alone: E4 saves it, White captures at E4
    ("atari-centre", ["E5"], ["D5", "F5", "E6"], [("B", "B8"), ("W", "E4")], 1, "atari",
     {"E4"}),
    ("atari-side", ["B5", "B6"], ["A5", "A6", "B7", "C6", "C5"],
     [("B", "H2"), ("W", "B4")], 1, "atari", {"B4"}),
    # a white stone in atari: Black should capture it at E4, plays elsewhere
    ("capture-centre", ["D5", "F5", "E6"], ["E5"], [("B", "B8"), ("W", "E4")], 1,
     "capture", {"E4"}),
    ("capture-corner", ["C2", "B3", "D3"], ["C3", "H8"], [("B", "G7"), ("W", "C4")], 1,
     "capture", {"C4"}),
    # two black stones with two liberties in a working ladder: extend now (a single
    # stone in a ladder is not claimed without GNU Go: it is often given up)
    ("ladder-centre", ["E5", "E4"], ["D5", "D4", "E6", "F5"], [("B", "B8")], 1, "ladder",
     {"E3", "F4"}),
    ("ladder-low", ["C4", "C3"], ["B4", "B3", "C5", "D4"], [("B", "H8")], 1, "ladder",
     {"C2", "D3"}),
    # a white chain that a ladder captures: Black missed it
    ("capture-ladder", ["D5", "D4", "E6", "F5"], ["E5", "E4"], [("B", "B8"), ("W", "F4")],
     1, "capture", {"E3"}),
    # Black joins its stone into a two-stone chain in atari
    ("self-atari-centre", ["E5", "G5", "F6"], ["D5", "E6", "E7", "D4", "E3", "F4"],
     [("B", "E4"), ("W", "F5")], 1, "self-atari", {"F5"}),
    ("self-atari-edge", ["B5", "D5", "C6"], ["A5", "B6", "B7", "A4", "B3", "C4"],
     [("B", "B4"), ("W", "C5")], 1, "self-atari", {"C5"}),
    # a capturing race of three liberties each (Black C2-C4 against White D2-D4, the
    # ends blocked): Black to play wins it by filling White's outside liberties, plays
    # elsewhere and loses it
    ("race-low", ["C2", "C3", "C4", "D1", "E1", "D5", "E5", "F2", "F3", "F4"],
     ["D2", "D3", "D4", "B1", "C1", "B5", "C5"], [("B", "H8")], 1, "race",
     {"E2", "E3", "E4"}),
    ("race-side", ["C5", "C6", "C7", "D4", "E4", "D8", "E8", "F5", "F6", "F7"],
     ["D5", "D6", "D7", "B4", "C4", "B8", "C8"], [("B", "H2")], 1, "race",
     {"E5", "E6", "E7"}),
    # two black stones on the second line with a cutting point: Black plays elsewhere,
    # White cuts at D2 and captures them (the connection at D2 was the better move)
    ("cut-low", ["B2", "C2", "E2", "E3", "F3"], ["A2", "A3", "B3", "C3", "D3"],
     [("B", "H8")], 1, "cut", {"D2"}),
    ("cut-right", ["E2", "F2", "H2", "H3", "J3"], ["D2", "D3", "E3", "F3", "G3"],
     [("B", "B8")], 1, "cut", {"G2"}),
    # a stone played in an eye of a pass-alive group (every empty point of the eye
    # touches it): it can only die; no better move is claimed
    ("inside-edge", ["C4", "D4", "E4", "F4", "G4", "H4"],
     ["A2", "B2", "C2", "D2", "E2", "F2", "G2", "D1", "G1", "H2", "H3", "G3", "A3", "B3",
      "C3", "D3", "E3", "F3"], [("B", "B1")], 1, "inside", set()),
    # Black fills an eye of its own pass-alive group while its stone E6 is in atari
    ("nothing-atari", ["A2", "B2", "C2", "D2", "E2", "F2", "G2", "D1", "G1", "H2", "H3",
                       "G3", "A3", "B3", "C3", "D3", "E3", "F3", "E6"],
     ["D6", "F6", "E7", "C5", "G5"], [("B", "B1"), ("W", "E5")],
     1, "nothing", {"E5"}),
    # ... and while White's three stones D7, E7, E6 could be captured (at E5)
    ("nothing-capture", ["F9", "F8", "F7", "G7", "H7", "J7", "H8", "H9", "G9", "C7", "D8",
                         "E8", "D6"],
     ["D7", "E7", "E6", "B2", "C3"], [("B", "J9"), ("W", "F6")], 1, "nothing", {"E5"}),
    ("inside-corner", ["E9", "E8", "E7", "F6", "G6", "H6", "J6"],
     ["F9", "F8", "F7", "G7", "H7", "J7", "H8", "H9", "G9"], [("B", "J9")], 1, "inside",
     set()),
]


@pytest.mark.parametrize("case", PLANTED, ids=[c[0] for c in PLANTED])
@pytest.mark.parametrize("k", range(8))
@pytest.mark.parametrize("swap", [False, True])
def test_planted_mistake_found(case, k, swap):
    name, black, white, moves, number, kind, better = case
    game = make_game(black, white, moves, k, swap)
    review = gt.review_game(game, "en", engine=False, queue=False)
    found = {m.move_number: m for m in review.mistakes}
    assert number in found, (name, k, swap, str(review))
    m = found[number]
    assert m.kind == kind
    assert m.vertex == _transform(moves[number - 1][1], k)
    assert m.color.value == ("W" if swap else "B")
    expected = {_transform(v, k) for v in better}
    assert expected <= m.better, (m.better, expected)
    assert m.vertex not in m.better
    assert m.points is None
    # every better move really is better: the mistake's stones after it are not lost
    # (checked by playing it: the chain is still there after the opponent's reply)
    assert set(found) == {number}, str(review)  # nothing else in the game
    assert m.text and m.vertex in m.text


def test_texts_in_five_languages():
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "B8"), ("W", "E4")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    m = review.mistakes[0]
    texts = {lang: m.explanation.render(lang) for lang in ("en", "pl", "ru", "nb", "ky")}
    assert len(set(texts.values())) == 5
    for text in texts.values():
        assert "E4" in text and "B8" in text
    assert gt.review_game(game, "pl", engine=False, queue=False).mistakes[0].text == \
        texts["pl"]


def test_a_game_without_mistakes_says_so():
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "E4"), ("W", "C3")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert review.mistakes == []
    assert "No mistake found" in review.summary()
    assert "GNU Go is not available" in review.summary()
    pl = gt.review_game(game, "pl", engine=False, queue=False)
    assert pl.summary() != review.summary()


def test_sources_sgf_text_path_and_autosave(tmp_path):
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "B8"), ("W", "E4")], 0, False)
    sgf = game.to_sgf()
    (tmp_path / "g.sgf").write_text(sgf)
    (tmp_path / "g.json").write_text(
        '{"version": 1, "key": "g", "sgf": ' + __import__("json").dumps(sgf) + "}")
    for source in (sgf, tmp_path / "g.sgf", str(tmp_path / "g.json")):
        review = gt.review_game(source, "en", engine=False, queue=False)
        assert [(m.move_number, m.kind) for m in review.mistakes] == [(1, "atari")]


@pytest.mark.parametrize("bad", [42, None, "no such file.sgf", "(;GM[1]SZ[9];B[zz", b"\x00"])
def test_bad_input_is_a_review_error(bad):
    with pytest.raises(ReviewError):
        gt.review_game(bad, engine=False, queue=False)
    assert issubclass(ReviewError, GoError)


def test_review_board_steps_to_the_mistake():
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "B8"), ("W", "E4")], 0, False)
    review = gt.review_game(game, "pl", engine=False, queue=False)
    board = review.board()
    assert "GNU Go" in board.comment  # the summary at the root says it is missing
    board.game.redo()
    board.refresh()
    assert board.marks.get("B8") == "cross"
    assert board.marks.get("E4") == "circle"
    assert board.marks.get("E5") == "triangle"
    assert review.mistakes[0].text in board.comment
    labels = [v["label"] for v in board.variations]
    assert labels[0].endswith("B8") and labels[1].endswith("E4")
    board.game.redo()  # the game's move, the opponent's answer numbered
    board.refresh()
    assert board.marks.get("E4") == "label:1"


def test_move_numbers_start_after_handicap_stones():
    # two handicap stones (setup), White moves first; White's 4th move (H2, move 7)
    # leaves E5 in atari, Black captures at E4
    game = gt.Game(size=9, handicap=2, komi=0.5)
    for v in ("E5", "D5", "B8", "F5", "B2", "E6", "H2", "E4"):
        game.play(v)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert [(m.move_number, m.color.value, m.vertex, m.kind, m.better)
            for m in review.mistakes] == [(7, "W", "H2", "atari", {"E4"})]
    assert review.mistakes[0].text.startswith("Move 7 (H2)")


def test_a_clean_game_board_says_so():
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "E4"), ("W", "C3")], 0, False)
    board = gt.review_game(game, "nb", engine=False, queue=False).board()
    assert board.comment.startswith("Ingen feil funnet i dette partiet.")
    assert not board.can_redo


def test_a_chain_left_again_is_the_same_mistake_told_once():
    # Black leaves E5 in atari at B8, and again at C8 (White played elsewhere): one
    # mistake, at the first move; White missing the capture twice is one mistake too
    game = make_game(["E5"], ["D5", "F5", "E6"],
                     [("B", "B8"), ("W", "H2"), ("B", "C8"), ("W", "H3")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert [(m.move_number, m.kind) for m in review.mistakes] == [(1, "atari"),
                                                                  (2, "capture")]


def test_a_lost_race_is_told_in_five_languages():
    _name, black, white, moves, _number, _kind, better = next(c for c in PLANTED
                                                           if c[5] == "race")
    review = gt.review_game(make_game(black, white, moves, 0, False), "en", engine=False,
                            queue=False)
    (m,) = review.mistakes
    texts = {lang: m.explanation.render(lang) for lang in ("en", "pl", "ru", "nb", "ky")}
    assert len(set(texts.values())) == 5
    for text in texts.values():
        # the move, a stone of each chain, a better move and the opponent's first fill
        for vertex in ("H8", "C3", "D3", min(better), m.refutation[0]):
            assert vertex in text, (vertex, text)
    assert m.practice_data() is not None  # a problem for the review queue


def test_a_stone_where_it_could_live_is_not_inside():
    # the same White wall with a big open area under it (a point of it touches no
    # White stone): no claim that the stone can only die
    game = make_game(["C5", "D5", "E5"], ["A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4",
                                          "J4"], [("B", "E2")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert [m for m in review.mistakes if m.kind == "inside"] == []


@pytest.mark.parametrize("kind", ["cut", "inside", "nothing"])
def test_the_new_kinds_are_told_in_five_languages(kind):
    _name, black, white, moves, _number, _kind, better = next(c for c in PLANTED
                                                              if c[5] == kind)
    review = gt.review_game(make_game(black, white, moves, 0, False), "en", engine=False,
                            queue=False)
    (m,) = review.mistakes
    texts = {lang: m.explanation.render(lang) for lang in ("en", "pl", "ru", "nb", "ky")}
    assert len(set(texts.values())) == 5
    for text in texts.values():
        for vertex in {moves[0][1], *better}:
            assert vertex in text, (vertex, text)


@pytest.mark.parametrize("kind", ["race", "cut", "inside"])
def test_the_review_board_shows_the_new_kinds(kind):
    _name, black, white, moves, _number, _kind, better = next(c for c in PLANTED
                                                              if c[5] == kind)
    review = gt.review_game(make_game(black, white, moves, 0, False), "nb", engine=False,
                            queue=False)
    board = review.board()
    board.game.redo()
    board.refresh()
    assert board.marks.get(moves[0][1]) == "cross"
    assert {v for v, mark in board.marks.items() if mark == "circle"} == better
    assert review.mistakes[0].text in board.comment
    assert (review.mistakes[0].practice_data() is None) == (not better)


@pytest.mark.parametrize("language,one,several", [
    ("en", "your stone at E5 was in atari", "your stones at E5, E6 were in atari"),
    ("pl", "twój kamień na E5 był w atari", "twoje kamienie na E5, E6 były w atari"),
    ("ru", "ваш камень на E5 был в атари", "ваши камни на E5, E6 были в атари"),
    ("nb", "steinen din på E5 var i atari", "steinene dine på E5, E6 var i atari"),
    ("ky", "E5 чекитиндеги ташыңыз атариде", "E5, E6 чекиттериндеги таштарыңыз атариде"),
])
def test_one_stone_is_told_as_one_stone(language, one, several):
    def said(chain: list[str], kind: str = "atari") -> str:
        return texts.mistake_text(kind, number=1, vertex="B8", chain=chain, better=["E4"],
                                  reply="E4", points=None, engine=None,
                                  other=["F5"]).render(language)

    assert one in said(["E5"]) and several not in said(["E5"])
    assert several in said(["E5", "E6"]) and one not in said(["E5", "E6"])
    for kind, message in texts.KIND_TEXTS.items():  # every kind told of a chain
        if isinstance(message, tuple):
            assert said(["E5"], kind) != said(["E5", "E6"], kind).replace("E5, E6", "E5")
