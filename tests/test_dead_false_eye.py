"""Issue 36: a real eye and a false eye on the first line are no bent four.

FALSE_EYE: Black's B9 A8 B8 C8 has the real eye A9 and the false eye C9 (its diagonal
D8 is White's); D9 is a Black stone in atari, its liberty C9. White takes D9 at C9 and
starts a ko that Black cannot avoid even moving first (Black cannot make C9 an eye):
the brute force reads ("ko", "ko"). Dead under the Japanese 1989 rules (a ko only the
opponent can start), dead but uncertain where the rules play it out; and D9 dies with
the group. The reason must name the false eye, not the bent four. GNU Go 3.8: dead
B9 A8 B8 C8 D9, W+26 (territory), W+27 (area), komi 0.

Counted by hand with the five stones dead: White's territory is A9 and C9 (2), the dead
stones' points (5), F9-J9 (4), E8-J8 and E7-J7 (5 each), rows 6 and 5 (9 each): 39,
and 5 prisoners: 44; Black's rows 2 and 1: 18. W+26. Area: White 15 stones + 39 = 54,
Black 9 + 18 = 27: W+27.
"""

from __future__ import annotations

import pytest
from brute_capture import read
from shapes import Place, move_vertex, places, transform

import gotutor as gt
from gotutor.life import judge_dead

FALSE_EYE = [
    ". X . X O . . . .",
    "X X X O . . . . .",
    "O O O O . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "O O O O O O O O O",
    "X X X X X X X X X",
    ". . . . . . . . .",
    ". . . . . . . . .",
]
DEAD = ["B9", "A8", "B8", "C8", "D9"]
COUNTS = {"japanese": "W+26", "chinese": "W+27"}
PLACES = places()


def test_the_brute_force_reads_a_ko_the_owner_cannot_avoid() -> None:
    assert read(FALSE_EYE, "B9", ["A9", "B9", "C9", "D9", "A8", "B8", "C8"]) == ("ko", "ko")


@pytest.mark.parametrize("rules", ["japanese", "chinese"])
@pytest.mark.parametrize("place", PLACES, ids=str)
def test_a_false_eye_is_dead_by_its_own_reason(place: Place, rules: str) -> None:
    game = gt.Game.from_diagram(transform(FALSE_EYE, place), rules=rules, komi=0)
    j = judge_dead(game)
    dead = {move_vertex(v, 9, place) for v in DEAD}
    for chain in j.chains:
        assert chain.reason not in ("bent-four", "bent-four-ko"), chain
        if not chain.uncertain:
            assert chain.dead == bool(set(chain.stones) & dead), chain
    assert set(j.dead) == dead
    group = j.chain(move_vertex("B9", 9, place))
    assert group.reason == ("ko-dead" if rules == "japanese" else "ko-dead-play")
    assert group.uncertain == (rules == "chinese")
    assert "false eye" in group.explain("en")
    if place.size == 9:
        count = COUNTS[rules]
        winner = ("B" if count[0] == "W" else "W") if place.swap else count[0]
        assert str(game.score(dead=j.dead)) == winner + count[1:]


@pytest.mark.gnugo
@pytest.mark.parametrize("swap", [False, True], ids=["as-drawn", "swapped"])
def test_gnugo_reads_the_false_eye_so(gnugo_path: str, swap: bool) -> None:
    from gotutor.gtp import GnuGo

    place = Place(9, 1, True, swap)
    for rules, flags in (("japanese", ()), ("chinese", ("--chinese-rules",))):
        game = gt.Game.from_diagram(transform(FALSE_EYE, place), rules=rules, komi=0)
        with GnuGo(size=9, komi=0, flags=flags, executable=gnugo_path) as gnugo:
            gnugo.set_position(game.board)
            assert set(gnugo.final_status_list("dead")) == {move_vertex(v, 9, place)
                                                            for v in DEAD}
            assert gnugo.final_score() == ("B" if swap else "W") + COUNTS[rules][1:] + ".0"
