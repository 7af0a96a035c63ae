"""Issue 36: a big eye sealed by chains of three liberties is no big eye until proven.

`gotutor.seal` used to take every wall chain with three liberties or more as safe
unread, and read each other wall assuming the region's other walls safe. SEAL_3 breaks
both assumptions: Black's corner (8 points, A9 B9 C9 A8 B8 A7 B7 A6) is sealed by D9 E9
(liberties C9 inside, F9 and E8 outside) and A5 A4 (A6 inside, B4 and A3 outside). White
fills the outside liberties of one seal in sente: Black must join it to the corner
through the corner's own point (C9 or A6), then the other, and the six points left
die. The brute force reads the corner captured even with Black moving first (White
moving second wins); GNU Go 3.8 calls D9 E9 C8 C7 C6 B6 A5 A4 dead, as drawn and with
the colours swapped, when Black is to move, and nothing dead when White is (wrong: the
brute force reads the capture whoever moves first). gotutor called all of it alive,
"big-eye", with certainty, under both rule sets and in every placement.

Now the region's walls are read together (no wall assumed safe) and, in the fallback,
a wall with fewer than three liberties in its owner's territories is taken to fill its
liberties inside the region: the corner is no big eye. Reading it to the end takes more
than the judgement's budget, so it is left uncertain, never given as certain either way.
ONE_SEAL_3 keeps only the seal D9 E9 (A5 joins the corner's wall, which has no liberty
outside): White moving first fills E8 and F9, Black joins at C9, and the seven points
left, without an outside liberty, give White a ko (the brute force: "ko" moving first,
"loss" moving second); GNU Go 3.8 calls nothing dead, whoever is to move. The fallback
used to keep the big eye (eight points less the one filled: seven); a region that a
wall must fill now needs BIG_EYE points and one more, and the corner is left to
reading: never a certain verdict.

Counted by hand with SEAL_3's corner dead: White's territory is the whole board but White's
own 13 stones: 81 - 13 = 68 points, of which 8 hold Black's dead stones (prisoners 8):
W+76 under territory rules (komi 0); under area rules White's 13 stones and 68 points:
W+81.
"""

from __future__ import annotations

import pytest
from brute_capture import captured, read
from shapes import Place, move_vertex, places, transform

import gotutor as gt
from gotutor.life import judge_dead

SEAL_3 = [
    ". . . X X . O . .",
    ". . X O . O . . .",
    ". . X O O O . . .",
    ". X X O . . . . .",
    "X O O O . . . . .",
    "X . O . . . . . .",
    ". O . . . . . . .",
    "O . . . . . . . .",
    ". . . . . . . . .",
]
DEAD = ["D9", "E9", "C8", "C7", "C6", "B6", "A5", "A4"]
ONE_SEAL_3 = [
    ". . . X X . O . .",
    ". . X O . O . . .",
    ". . X O O O . . .",
    ". X X O . . . . .",
    "X X O O . . . . .",
    "O O O . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
]
#: The points the brute force plays on: the corner and the seals' outside liberties.
POINTS = ["A9", "B9", "C9", "A8", "B8", "A7", "B7", "A6", "E8", "F9", "B4", "A3"]
COUNTS = {"japanese": "W+76", "chinese": "W+81"}

PLACES = [p for p in places() if p.size == 9]
IDS = [str(p) for p in PLACES]


def moved(vertices: list[str], place: Place) -> set[str]:
    return {move_vertex(v, 9, place) for v in vertices}


@pytest.mark.slow
def test_the_brute_force_captures_the_corner_even_moving_second() -> None:
    assert captured(SEAL_3, "C8", POINTS, attacker_first=False, attacker_ko=False,
                    defender_ko=True)


@pytest.mark.slow
def test_the_brute_force_reads_a_ko_with_one_seal() -> None:
    assert read(ONE_SEAL_3, "C8", POINTS[:10]) == ("ko", "loss")


def test_the_count_with_the_corner_dead() -> None:
    for rules, expected in COUNTS.items():
        game = gt.Game.from_diagram("\n".join(SEAL_3), rules=rules, komi=0)
        assert str(game.score(dead=DEAD)) == expected


@pytest.mark.parametrize("rules", ["japanese", "chinese"])
@pytest.mark.parametrize("place", PLACES, ids=IDS)
def test_a_corner_sealed_by_three_liberty_chains_is_never_a_certain_big_eye(
        place: Place, rules: str) -> None:
    game = gt.Game.from_diagram(transform(SEAL_3, place), rules=rules, komi=0)
    j = judge_dead(game)
    dead = moved(DEAD, place)
    for v in ("D9", "C8", "A5"):
        chain = j.chain(move_vertex(v, 9, place))
        assert chain.reason != "big-eye", chain
        assert chain.uncertain or chain.dead, chain
    for chain in j.chains:
        if not chain.uncertain:  # every certain verdict is the brute force's and GNU Go's
            assert chain.dead == bool(set(chain.stones) & dead), chain
    if set(j.dead) == dead:
        expected = COUNTS[rules]
        if place.swap:
            expected = "B" + expected[1:]
        assert str(game.score(dead=j.dead)) == expected


#: Four places (each corner once, mirrored or not, swapped or not) for the one-seal ko.
FEW = [Place(9, t, t % 2 == 1, t in (1, 2)) for t in range(4)]


@pytest.mark.parametrize("rules", ["japanese", "chinese"])
@pytest.mark.parametrize("place", FEW, ids=[str(p) for p in FEW])
def test_a_corner_sealed_by_one_three_liberty_chain_is_a_ko_never_certain(
        place: Place, rules: str) -> None:
    game = gt.Game.from_diagram(transform(ONE_SEAL_3, place), rules=rules, komi=0)
    j = judge_dead(game)
    for v in ("D9", "C8"):
        chain = j.chain(move_vertex(v, 9, place))
        assert chain.reason != "big-eye" and chain.uncertain, chain
    for chain in j.chains:
        if not chain.uncertain:  # nothing else is at stake: every certain verdict alive
            assert not chain.dead, chain


@pytest.mark.gnugo
def test_gnugo_calls_the_corner_dead_with_its_owner_to_move(gnugo_path: str) -> None:
    """GNU Go's answer depends on who is to move: with the corner's owner to move it
    calls the corner dead; with the attacker to move, alive (nothing dead: W+41), which
    the brute force refutes (captured even with the owner moving first, so with the
    attacker moving first as well). The same with the colours swapped (measured once:
    B+76 and B+41)."""
    from gotutor.gtp import GnuGo

    place = Place(9, 0, False, False)
    board = gt.Game.from_diagram(transform(SEAL_3, place), komi=0).board
    owner = board.get(board.point(move_vertex("C8", 9, place)))
    for to_move, expected in ((owner, moved(DEAD, place)), (owner.opponent, set())):
        with GnuGo(size=9, komi=0, executable=gnugo_path) as gnugo:
            for color in (to_move, to_move.opponent):  # the last stone played: not to move
                for point in board.stones(color):
                    gnugo.play(color, board.vertex(point))
            assert set(gnugo.final_status_list("dead")) == expected


@pytest.mark.gnugo
def test_gnugo_calls_the_one_seal_corner_alive(gnugo_path: str) -> None:
    """GNU Go 3.8 calls nothing dead in ONE_SEAL_3 whoever is to move: it estimates, and
    leaves out the ko the brute force reads with White moving first."""
    from gotutor.gtp import GnuGo

    board = gt.Game.from_diagram("\n".join(ONE_SEAL_3), komi=0).board
    for last in (gt.Color.BLACK, gt.Color.WHITE):
        with GnuGo(size=9, komi=0, executable=gnugo_path) as gnugo:
            for color in (last.opponent, last):
                for point in board.stones(color):
                    gnugo.play(color, board.vertex(point))
            assert gnugo.final_status_list("dead") == []
