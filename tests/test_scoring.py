"""Counting: territory, area and stone counting, seki, dead stones, handicap and komi.

Every expected total is counted by hand in the comment next to it.
"""

from __future__ import annotations

import json

import pytest

import gotutor as gt
from gotutor import Color
from gotutor.scoring import Score, find_seki, score_position

# 5x5: Black column C with territory in columns A-B, White column D with territory in
# column E; a white stone at B3 sits in Black's territory.
DEAD_INSIDE = """
. . X O .
. . X O .
. O X O .
. . X O .
. . X O .
"""

# RULES.md position 4: Black fills column B, White column C, then White adds D2.
FILLED_OWN = """
. X O .
. X O .
. X O O
. X O .
"""

# One eye each and a shared liberty (C9): the inner black chain B9 A8 B8 C8 has the
# eye A9 and the liberty C9; the inner white chain D9 E9.. has the eye E9 and C9.
# Neither player can fill C9 (self-atari). The outer walls own the rest.
SEKI_ONE_EYE = """
. X . O . O X . .
X X X O O O X . .
O O O X X X X . .
. . O X . . . . .
. . O X . . . . .
. . O X . . . . .
. . O X . . . . .
. . O X . . . . .
. . O X . . . . .
"""

# Eyeless seki: the black chain D1-D9 + E2-E8 (16 stones) and the white chain F1-F9
# share their only liberties E9 and E1. Neither can fill one: that is self-atari, and
# the capturing side would get a ten-point space to live in. White's wall (column C)
# owns A1-B9 (18 points), Black's wall (column G) owns H1-J9 (18 points).
SEKI_NO_EYES = """
. . O X . O X . .
. . O X X O X . .
. . O X X O X . .
. . O X X O X . .
. . O X X O X . .
. . O X X O X . .
. . O X X O X . .
. . O X X O X . .
. . O X . O X . .
"""


# E6 is a dame that only White can fill, putting E7 in atari; Black answers at D7.
DAME_ATARI = """
. . . X O . . . .
. . . X O . . . .
. . . . X O . . .
. . . X . O . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
"""


def seki_with_outside_liberty() -> str:
    """The eyeless seki with a hole at C5 in White's wall (B5 white to close it)."""
    rows = [r.split() for r in SEKI_NO_EYES.strip().splitlines()]
    rows[4][1], rows[4][2] = "O", "."  # B5, C5
    return "\n".join(" ".join(r) for r in rows)


def game(diagram: str, rules: str, komi: float = 0) -> gt.Game:
    return gt.Game.from_diagram(diagram, rules=rules, komi=komi)


# ----------------------------------------------------------------- dead stones
def test_dead_stone_inside_territory_territory_and_area_differ_by_one() -> None:
    # Territory: Black 10 points (columns A-B, B3 included once the stone is off) + 1
    # prisoner (the dead B3) = 11; White 5 (column E). B+6.
    s = game(DEAD_INSIDE, "japanese").score(dead=["B3"])
    assert (s.black, s.white) == (11, 5)
    assert str(s) == "B+6"
    # Area: Black 5 stones + 10 points = 15; White 5 stones + 5 points = 10. B+5: the
    # dead stone counts once (its point), not twice (point + prisoner).
    s = game(DEAD_INSIDE, "chinese").score(dead=["B3"])
    assert (s.black, s.white) == (15, 10)
    assert str(s) == "B+5"
    assert s.breakdown.dead == {Color.BLACK: frozenset(), Color.WHITE: frozenset({"B3"})}
    assert "B3" in s.breakdown.territory[Color.BLACK]


def test_unmarked_stone_spoils_the_territory_around_it() -> None:
    # With B3 alive, columns A-B touch both colours: nobody's points. Japanese: Black 0,
    # White 5.
    s = game(DEAD_INSIDE, "japanese").score()
    assert (s.black, s.white) == (0, 5)
    assert len(s.breakdown.dame | s.breakdown.seki) == 9
    assert not s.breakdown.territory[Color.BLACK]


def test_marking_one_stone_marks_its_whole_chain() -> None:
    diagram = """
    . . X O .
    . O X O .
    . O X O .
    . . X O .
    . . X O .
    """
    s = game(diagram, "japanese").score(dead=["B4"])
    # B4 and B3 are one chain: both off. Black 10 points + 2 prisoners = 12, White 5.
    assert s.breakdown.dead[Color.WHITE] == frozenset({"B4", "B3"})
    assert (s.black, s.white) == (12, 5)


@pytest.mark.parametrize("bad", ["Z9", "", "I3", "A0", None, 42, ["A1"], ["E3", "Q1"]])
def test_bad_dead_vertices_raise_and_change_nothing(bad: object) -> None:
    g = game(DEAD_INSIDE, "japanese")
    before = (str(g.board), g.to_move, g.captures, g.move_number)
    dead = bad if isinstance(bad, list) else [bad]
    with pytest.raises(gt.VertexError):
        g.score(dead=dead)
    assert (str(g.board), g.to_move, g.captures, g.move_number) == before
    assert str(g.score(dead=["B3"])) == "B+6"


def test_tromp_taylor_ignores_dead_stones() -> None:
    # Nothing is removed: B3 is alive, columns A-B (9 empty) touch both colours.
    # Black 5 stones, White 5 stones + 1 (B3) + 5 points = 11 (komi 0). W+6.
    g = game(DEAD_INSIDE, "tromp-taylor")
    assert str(g.score(dead=["B3"])) == str(g.score()) == "W+6"
    assert g.score(dead=["B3"]).breakdown.dead[Color.WHITE] == frozenset()


def test_stones_territory_and_prisoners_with_every_stone_alive() -> None:
    # One users' rule text: stones + surrounded points + prisoners, all stones alive.
    rules = gt.Rules(scoring=gt.Scoring.AREA_AND_PRISONERS, remove_dead=False, komi=0)
    g = gt.Game.from_diagram(DEAD_INSIDE, rules=rules)
    # B3 stays: Black 5 stones; White 6 stones + 5 points = 11.
    assert (g.score(dead=["B3"]).black, g.score(dead=["B3"]).white) == (5, 11)
    # With dead stones removed the same text gives Black 5 + 10 + 1 prisoner = 16.
    g = gt.Game.from_diagram(DEAD_INSIDE, rules=rules.replace(remove_dead=True))
    assert (g.score(dead=["B3"]).black, g.score(dead=["B3"]).white) == (16, 10)


# ----------------------------------------------------------------- RULES.md positions
def test_filled_own_point_area_vs_territory() -> None:
    # Area: Black 4 stones + 4 points = 8; White 5 stones + 3 points + 0.5 = 8.5. W+0.5.
    area = game(FILLED_OWN, "chinese", komi=0.5).score()
    assert (area.black, area.white) == (8, 8.5)
    assert str(area) == "W+0.5" and area.winner is Color.WHITE
    # Territory: Black 4; White 3 + 0.5 = 3.5 (D2 filled its own point). B+0.5.
    terr = game(FILLED_OWN, "japanese", komi=0.5).score()
    assert (terr.black, terr.white) == (4, 3.5)
    assert str(terr) == "B+0.5" and terr.winner is Color.BLACK


def handicap_game(rules: str) -> gt.Game:
    """4 handicap stones on 9x9 (C3 G3 C7 G7), then Black's wall on row 5 and White's on
    row 6; C7 and G7 taken off in the setup. Black's area: rows 1-5 = 45 (11 stones, 34
    points); White's: rows 6-9 = 36 (9 stones, 27 points)."""
    g = gt.Game(size=9, rules=rules, komi=0, handicap=4)
    row = "ABCDEFGHJ"
    g.setup(black=[f"{c}5" for c in row], white=[f"{c}6" for c in row], empty=["C7", "G7"])
    return g


@pytest.mark.parametrize(("rules", "white", "result"), [
    ("chinese", 36 + 4, "B+5"),  # compensation N = 4
    ("aga", 36 + 3, "B+6"),  # N - 1 = 3
    ("new-zealand", 36, "B+9"),
    ("tromp-taylor", 36, "B+9"),
    ("ing", 36, "B+9"),
])
def test_handicap_compensation(rules: str, white: int, result: str) -> None:
    g = handicap_game(rules)
    assert g.handicap == 4
    s = g.score()
    assert s.black == 45 and s.white == white
    assert str(s) == result
    assert s.breakdown.white.handicap == white - 36


def test_handicap_compensation_is_zero_under_territory_counting() -> None:
    # Japanese: territory only, Black 34 points, White 27. B+7.
    s = handicap_game("japanese").score()
    assert (s.black, s.white, s.breakdown.white.handicap) == (34, 27, 0)


@pytest.mark.parametrize(("komi", "result"), [
    (5.5, "B+3.5"), (6.5, "B+2.5"), (7.5, "B+1.5"), (9, "0"), (10, "W+1"),
])
def test_komi_and_draw(komi: float, result: str) -> None:
    # Area without handicap: Black 45 - White 36 = 9 before komi.
    g = gt.Game(size=9, rules="tromp-taylor", komi=komi)
    row = "ABCDEFGHJ"
    g.setup(black=[f"{c}5" for c in row], white=[f"{c}6" for c in row])
    s = g.score()
    assert str(s) == result
    assert s.margin == abs(9 - komi)
    assert s.winner == (None if komi == 9 else Color.BLACK if komi < 9 else Color.WHITE)


def worked_example() -> gt.Game:
    """RULES.md item 9, played with real moves (White passes once its stones are down):
    Black's stones fill the right and lower-right of the board, leaving A1-C7 but C7
    (20 points, with dead white stones at B2 and B6) and E1 (where Black captured a white
    stone) as territory; White owns the 3x3 corner G7-J9; E9 and F6 are dame."""
    g = gt.Game(size=9, rules="japanese", komi=1.5)
    black = ["A9", "B9", "C9", "A8", "B8", "C8", "C7", "D9", "D8", "D7", "D6", "D5", "D4",
             "D3", "D2", "E8", "E7", "E6", "E5", "E4", "E3", "F5", "G5", "H5", "J5", "F4",
             "G4", "H4", "J4", "F3", "G3", "H3", "J3", "F2", "G2", "H2", "J2", "G1", "H1",
             "J1", "D1", "F1", "E2"]
    white = ["E1", "F9", "F8", "F7", "G6", "H6", "J6", "B2", "B6"]
    for i, b in enumerate(black):
        g.play(b)
        g.play(white[i] if i < len(white) else "pass")
    g.play("pass")
    return g


def test_worked_nine_by_nine_count() -> None:
    g = worked_example()
    assert g.is_over
    assert g.captures[Color.BLACK] == 1 and g.board["E1"] is None  # E2 captured E1
    s = g.score(dead=["B2", "B6"])
    bd = s.breakdown
    # Two dame; White 9 points; Black 21 points (A1-C6 and A7, B7: 20, plus E1), 2 dead
    # white stones and 1 prisoner: 24. B+15 before komi, B+13.5 with komi 1.5.
    assert bd.dame == frozenset({"E9", "F6"})
    assert bd.white.territory == 9 and bd.white.prisoners + bd.white.dead == 0
    assert (bd.black.territory, bd.black.dead, bd.black.prisoners) == (21, 2, 1)
    assert (s.black, s.white) == (24, 10.5)
    assert str(s) == "B+13.5"
    no_komi = gt.Game(size=9, rules="japanese", komi=0)
    for move in g.moves:
        no_komi.play(move.vertex)
    assert str(no_komi.score(dead=["B2", "B6"])) == "B+15"


# ----------------------------------------------------------------- seki
def test_one_eye_seki_under_japanese_rules() -> None:
    # Seki eyes A9 and E9 and the shared liberty C9 score for nobody. Black: J1-E6 block
    # (5x6 = 30) + H7-J9 (2x3 = 6) = 36. White: A1-B6 = 12. B+24.
    s = game(SEKI_ONE_EYE, "japanese").score()
    bd = s.breakdown
    assert bd.seki == frozenset({"A9", "C9", "E9"})
    assert (bd.black.territory, bd.white.territory) == (36, 12)
    assert str(s) == "B+24"
    assert bd.seki_stones == frozenset({"B9", "A8", "B8", "C8", "D9", "F9", "D8", "E8", "F8"})


def test_one_eye_seki_under_chinese_rules() -> None:
    # Eyes count under area: Black 16 stones (4 inner + 12 wall) + 36 + A9 = 53;
    # White 14 stones (5 inner + 9 wall) + 12 + E9 = 27. Only C9 is nobody's. B+26.
    s = game(SEKI_ONE_EYE, "chinese").score()
    assert (s.black, s.white) == (53, 27)
    assert s.breakdown.seki == frozenset({"C9"})
    assert "A9" in s.breakdown.territory[Color.BLACK]


def test_eyeless_seki() -> None:
    # Japanese: Black 18, White 18; E9 and E1 are seki, not dame. komi 0: a draw.
    s = game(SEKI_NO_EYES, "japanese").score()
    assert (s.black, s.white) == (18, 18)
    assert str(s) == "0" and s.winner is None
    assert s.breakdown.seki == frozenset({"E9", "E1"}) and not s.breakdown.dame
    assert len(s.breakdown.seki_stones) == 25
    # Chinese: Black 25 stones (16 + 9) + 18 = 43; White 18 stones + 18 = 36: B+7;
    # with komi 7.5: W+0.5.
    assert str(game(SEKI_NO_EYES, "chinese").score()) == "B+7"
    s = game(SEKI_NO_EYES, "chinese", komi=7.5).score()
    assert (s.black, s.white) == (43, 43.5)
    assert str(s) == "W+0.5"


def test_seki_with_dead_stones_inside() -> None:
    # The one-eye seki plus a dead white stone at H2 (in Black's area) and a dead black
    # stone at A3 (in White's): each is a prisoner, each point is territory again.
    diagram = SEKI_ONE_EYE.strip().splitlines()
    rows = [r.split() for r in diagram]
    rows[6][0] = "X"  # A3
    rows[7][7] = "O"  # H2
    text = "\n".join(" ".join(r) for r in rows)
    s = game(text, "japanese").score(dead=["A3", "H2"])
    # Black 36 + 1 = 37, White 12 + 1 = 13: B+24 as before; the seki is unchanged.
    assert (s.black, s.white) == (37, 13)
    assert s.breakdown.seki == frozenset({"A9", "C9", "E9"})
    # Unmarked, H2 would make Black's big region neutral: nearly all of it dame.
    assert len(game(text, "japanese").score().breakdown.dame) > 30


def test_seki_needs_outside_liberties_filled_first() -> None:
    # The eyeless seki with a hole at C5 in White's wall (B5 white to close it): a third
    # liberty of the black chain, so E9 and E1 only become seki points once C5 (a dame)
    # is filled.
    board = gt.Board.from_diagram(seki_with_outside_liberty())
    seki, stones = find_seki(board)
    assert {board.vertex(p) for p in seki} == {"E9", "E1"}
    assert len(stones) == 25
    s = score_position(board, "japanese")
    assert s.breakdown.dame == frozenset({"C5"})
    # Black 18, White 17 (B5 is a stone now) + the preset's komi 6.5.
    assert (s.black, s.white) == (18, 17 + 6.5)


def test_a_dame_that_ataris_is_filled_with_its_answer() -> None:
    # E6 is a dame next to the black stone E7, whose other liberty D7 is in Black's
    # territory. Black cannot fill E6 (self-atari); White can, putting E7 in atari, and
    # Black answers at D7. So E6 is dame, not seki, and E7 is not in seki: Black keeps
    # A1-C9 (27) + D7 = 28; White F1-J9 (4 columns, 36) without F7 and F6 = 34. Komi 0:
    # W+6.
    s = game(DAME_ATARI, "japanese").score()
    assert s.breakdown.dame == frozenset({"E6"}) and not s.breakdown.seki
    assert (s.black, s.white) == (28, 34)
    assert "D7" in s.breakdown.territory[Color.BLACK]


def test_dead_accepts_a_single_vertex() -> None:
    g = game(DEAD_INSIDE, "japanese")
    assert g.score(dead="b3") == g.score(dead=[(1, 2)]) == "B+6"


def test_a_normal_end_position_has_no_seki() -> None:
    s = worked_example().score(dead=["B2", "B6"])
    assert not s.breakdown.seki and not s.breakdown.seki_stones


# ----------------------------------------------------------------- the Score object
def test_score_prints_and_compares() -> None:
    s = game(DEAD_INSIDE, "japanese").score(dead=["B3"])
    assert str(s) == "B+6" and s == "B+6" and s != "W+6"
    assert repr(s) == "Score('B+6', black=11, white=5)"
    assert s == game(DEAD_INSIDE, "korean").score(dead=["B3"])
    assert isinstance(s, Score) and isinstance(s.margin, float) and s.margin == 6


def test_empty_board_is_a_draw_at_komi_zero() -> None:
    s = gt.Game(size=9, rules="japanese", komi=0).score()
    assert str(s) == "0" and s.winner is None and s.margin == 0
    assert len(s.breakdown.dame) == 81


def test_breakdown_rows_and_dict() -> None:
    s = game(DEAD_INSIDE, "japanese", komi=0.5).score(dead=["B3"])
    rows = s.rows()
    labels = [label for label, _b, _w in rows]
    assert labels == ["Territory", "Prisoners", "Dead stones", "Komi", "Total"]
    assert rows[-1] == ("Total", 11, 5.5)
    # Area counting shows stones instead of prisoners.
    labels = [r[0] for r in game(DEAD_INSIDE, "chinese").score(dead=["B3"]).rows()]
    assert labels == ["Territory", "Stones on the board", "Komi", "Total"]
    data = json.loads(json.dumps(s.to_dict()))
    assert data["result"] == "B+5.5" and data["margin"] == 5.5
    assert data["winner"] == "B" and data["black"] == 11
    assert data["breakdown"]["dead"]["W"] == ["B3"]
    assert data["breakdown"]["territory"]["W"] == ["E1", "E2", "E3", "E4", "E5"]


def test_rows_are_translated() -> None:
    s = game(DEAD_INSIDE, "japanese").score(dead=["B3"])
    english = s.rows("en")
    polish = s.rows("pl")
    assert [r[1:] for r in english] == [r[1:] for r in polish]
    assert polish[0][0] != "Territory"


# ----------------------------------------------------------------- properties
def random_game(seed: int, moves: int, size: int = 7) -> gt.Game:
    import random

    rng = random.Random(seed)
    g = gt.Game(size=size, rules="chinese", komi=0)
    for _ in range(moves):
        legal = g.legal_moves()
        g.play(rng.choice(legal) if legal else "pass")
    return g


@pytest.mark.parametrize("seed", range(12))
def test_every_point_is_counted_once(seed: int) -> None:
    # Stones left on the board, each colour's territory, dame and seki partition the
    # board; under area counting (seki eyes counted, komi 0) the totals and the points
    # nobody owns add up to the whole board.
    g = random_game(seed, moves=15 + 4 * seed)
    chains = g.board.chains()
    dead = [g.board.vertex(min(c.stones)) for c in chains[::3]]
    s = g.score(dead=dead)
    bd = s.breakdown
    removed = bd.dead[Color.BLACK] | bd.dead[Color.WHITE]
    stones = {g.board.vertex(p) for p, c in enumerate(g.board) if c} - removed
    parts = [stones, bd.territory[Color.BLACK], bd.territory[Color.WHITE], bd.dame, bd.seki]
    assert sum(len(p) for p in parts) == 49
    assert set().union(*parts) == {g.board.vertex(p) for p in range(49)}
    assert s.black + s.white + len(bd.dame) + len(bd.seki) == 49
    # Territory counting of the same position: the same empty points minus the seki
    # eyes, with prisoners in place of stones.
    t = score_position(g.board, gt.Rules.preset("japanese").replace(komi=0), dead=dead,
                       prisoners=(g.captures[Color.BLACK], g.captures[Color.WHITE]))
    for color, side, area_side in ((Color.BLACK, t.breakdown.black, bd.black),
                                   (Color.WHITE, t.breakdown.white, bd.white)):
        assert t.breakdown.territory[color] <= bd.territory[color]
        assert side.total == side.territory + side.prisoners + side.dead
        assert area_side.total == area_side.territory + area_side.stones


def symmetries(diagram: str) -> list[str]:
    """Returns the diagram in its eight orientations (turns and mirror images)."""
    grid = [row.split() for row in diagram.strip().splitlines()]
    out = []
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1], strict=True)]  # a quarter turn
        for g in (grid, [row[::-1] for row in grid]):
            out.append("\n".join(" ".join(row) for row in g))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_area_count_does_not_depend_on_the_board_orientation(seed: int) -> None:
    g = random_game(seed, moves=30)
    rules = gt.Rules.preset("chinese").replace(komi=0)
    expected = score_position(g.board, rules)
    for diagram in symmetries(str(g.board)):
        s = score_position(gt.Board.from_diagram(diagram), rules)
        assert (s.black, s.white) == (expected.black, expected.white)
        assert len(s.breakdown.dame | s.breakdown.seki) == len(
            expected.breakdown.dame | expected.breakdown.seki)


def swap_colours(diagram: str) -> str:
    """Returns the diagram with Black and White exchanged."""
    return diagram.translate(str.maketrans("XO", "OX"))


def check_every_form(seed: int) -> None:
    """The count of the random unfinished 7x7 position of `seed` (30 moves) is the same,
    under territory and under area rules, in its eight orientations and with the colours
    swapped (the totals exchanged). The dame are filled one by one in point order, so
    before the fill was made canonical 45 of 200 such (seed, rules) pairs changed with the
    orientation and 30 with the colours swapped."""
    g = random_game(seed, moves=30)
    for name in ("japanese", "chinese"):
        rules = gt.Rules.preset(name).replace(komi=0)
        expected = score_position(g.board, rules)
        for diagram in symmetries(str(g.board)):
            for swap in (False, True):
                s = score_position(gt.Board.from_diagram(
                    swap_colours(diagram) if swap else diagram), rules)
                totals = (s.white, s.black) if swap else (s.black, s.white)
                assert totals == (expected.black, expected.white), (seed, name, swap)
                assert len(s.breakdown.seki) == len(expected.breakdown.seki), (seed, name)


def _todays_seeds(count: int) -> list[int]:
    import random

    from sampling import sample_seed

    return random.Random(f"scoring-forms-{sample_seed()}").sample(range(10_000), count)


@pytest.mark.parametrize("seed", [9, 13, 51, 72, *_todays_seeds(6)])
def test_the_count_does_not_depend_on_orientation_or_colours(seed: int) -> None:
    # 9, 13, 51, 72: positions whose count changed with the orientation before
    check_every_form(seed)


@pytest.mark.many
@pytest.mark.parametrize("seed", range(1000))
def test_the_count_does_not_depend_on_orientation_or_colours_on_many(seed: int) -> None:
    check_every_form(seed)


@pytest.mark.parametrize("diagram", [SEKI_ONE_EYE, SEKI_NO_EYES, seki_with_outside_liberty()],
                         ids=["one-eye", "no-eyes", "outside-liberty"])
def test_seki_is_found_in_every_orientation(diagram: str) -> None:
    expected = game(diagram, "japanese").score()
    for turned in symmetries(diagram):
        s = game(turned, "japanese").score()
        assert (s.black, s.white) == (expected.black, expected.white)
        assert len(s.breakdown.seki) == len(expected.breakdown.seki) > 0
        assert len(s.breakdown.seki_stones) == len(expected.breakdown.seki_stones)


def test_a_dame_answered_by_a_connection_in_every_orientation() -> None:
    for turned in symmetries(DAME_ATARI):
        s = game(turned, "japanese").score()
        assert (s.black, s.white) == (28, 34)
        assert len(s.breakdown.dame) == 1 and not s.breakdown.seki


# ----------------------------------------------------------------- seki on the real board
# A one-eye seki whose black eye, A9-B9, holds a dead white stone at A9. The inner black
# chain C9 A8 B8 C8 D8 and the inner white chain E9 E8 F8 G8 G9 share the liberty D9;
# White's eye is F9. Black can take A9 at B9 whenever it likes and the seki stays (a
# one-eye seki); White cannot play B9 (suicide) nor D9 (self-atari). With A9 lifted
# first, the eye would look like two points: Black could "fill" D9 keeping two
# liberties and the seki would disappear.
SEKI_DEAD_IN_EYE = """
O . X . O . O X .
X X X X O O O X .
O O O O X X X X .
. . . O X . . . .
. . . O X . . . .
. . . O X . . . .
. . . O X . . . .
. . . O X . . . .
. . . O X . . . .
"""

# E2 is a black stone in atari whose last liberty, D2, lies in Black's own area: Black
# must still connect there (a protective move), so D2 is not territory under territory
# counting.
PROTECT = """
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . . X O . . .
. . . X O O . . .
"""


def test_dead_stone_inside_a_seki_eye_keeps_the_seki_under_territory_counting() -> None:
    s = game(SEKI_DEAD_IN_EYE, "japanese").score(dead=["A9"])
    bd = s.breakdown
    # Black: F1-J6 (24) + J7-J9 (3) = 27 territory + 1 prisoner (A9) = 28. White: A1-C6
    # = 18. The eye A9-B9, the shared liberty D9 and White's eye F9 score for nobody.
    # B+10 (with the seki lost, A9-B9 and F9 would count: B+11).
    assert (s.black, s.white) == (28, 18)
    assert str(s) == "B+10"
    assert bd.seki == frozenset({"A9", "B9", "D9", "F9"})
    assert bd.seki_stones == frozenset({"C9", "A8", "B8", "C8", "D8",
                                        "E9", "E8", "F8", "G8", "G9"})
    assert bd.dead[Color.WHITE] == frozenset({"A9"})


def test_dead_stone_inside_a_seki_eye_under_area_counting() -> None:
    # Black: 17 stones + 27 + the eye A9-B9 (2) = 46; White: 15 stones (A9 is off) + 18
    # + F9 = 34. Only D9 is nobody's. B+12.
    s = game(SEKI_DEAD_IN_EYE, "chinese").score(dead=["A9"])
    assert (s.black, s.white) == (46, 34)
    assert s.breakdown.seki == frozenset({"D9"})
    assert {"A9", "B9"} <= s.breakdown.territory[Color.BLACK]


def test_find_seki_sees_the_dead_stone() -> None:
    board = gt.Board.from_diagram(SEKI_DEAD_IN_EYE)
    seki, stones = find_seki(board, dead=[board.point("A9")])
    assert {board.vertex(p) for p in seki} == {"D9"}
    assert board.point("A8") in stones and board.point("A9") not in stones


def test_a_point_that_needs_a_protective_move_is_not_territory() -> None:
    s = game(PROTECT, "japanese").score()
    bd = s.breakdown
    # Black: A1-C9 (27), D2 is to fill. White: F1-J9 without F1 and F2 = 34. W+7.
    assert (s.black, s.white) == (27, 34)
    assert bd.to_fill == {Color.BLACK: frozenset({"D2"}), Color.WHITE: frozenset()}
    assert (bd.black.to_fill, bd.white.to_fill) == (1, 0)
    assert "D2" not in bd.territory[Color.BLACK]
    assert ("Points to fill (not territory)", 1, 0) in s.rows("en")
    notes = bd.notes("en")
    assert len(notes) == 1 and "D2" in notes[0] and "Black" in notes[0]
    assert s.to_dict()["breakdown"]["to_fill"] == {"B": ["D2"], "W": []}
    # Area counting: a stone at D2 would count as the point does. Black 9 stones + 28
    # = 37; White 10 stones + 34 = 44. W+7 too.
    a = game(PROTECT, "chinese").score()
    assert (a.black, a.white) == (37, 44)
    assert not a.breakdown.to_fill[Color.BLACK] and a.breakdown.notes() == []


def test_protective_move_in_every_orientation() -> None:
    for turned in symmetries(PROTECT):
        s = game(turned, "japanese").score()
        assert (s.black, s.white) == (27, 34)
        assert s.breakdown.black.to_fill == 1


# 13x13 random games cut after 15-70 moves whose count used to report seki points in
# the open fights (the chains there still have room: nothing is settled).
OPEN_FIGHT_SEEDS = [28, 36, 41, 45, 48, 61, 85, 117, 127, 129]


@pytest.mark.parametrize("seed", OPEN_FIGHT_SEEDS)
def test_no_seki_in_an_open_middle_game(seed: int) -> None:
    import random

    rng = random.Random(seed)
    g = gt.Game(size=13, rules="japanese", komi=0)
    for _ in range(rng.randrange(15, 70)):
        g.play(rng.choice(g.legal_moves()))
    bd = g.score().breakdown
    assert not bd.seki and not bd.seki_stones, str(g.board)
