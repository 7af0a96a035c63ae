"""Issue 36: an eyeless seki-or-dead close call is not certain under area rules.

SEKI_OR_DEAD: Black's inner chain D9 D8 D7 E7 has no eye and only the liberties E9 E8,
both shared with White's inner chain F9 F8 F7, which has one more liberty, G9. White
moving first fills E9 (White keeps E8 and G9, Black is left in atari and cannot take
back): Black is captured. Black moving first fills G9: both chains keep only E9 and E8,
and whoever fills one puts its own chain in atari: a seki. White's chain is never
captured. Brute force (tests/brute_capture.py): Black's chain ("win", "loss"), White's
("loss", "loss").

A finished game is judged by the opponent moving first under the Japanese 1989 rules:
Black's chain dead, certain. Under area rules the game is played out, the shared
liberties with the dame, and the first to move decides: dead, and marked uncertain.

The six nakade shapes of tests/data/counting/known_positions.json (straight three, bent
three, pyramid four, bulky five, crossed five, rabbity six) are close calls too (the
brute force: captured moving first, never moving second), but over the chain's own eye
space alone: two eyes or none, never a seki. They stay dead and certain under both rule
sets (the referee's convention: the opponent moves first at the vital point).

GNU Go 3.8 (`final_status_list`, both rule sets) calls Black's chain dead as drawn and
puts both inner chains in seki with the colours swapped: it settles the close call by a
side to move, which is what a certain verdict must not do under area rules.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from brute_capture import read
from shapes import Place, move_vertex, places, transform

import gotutor as gt
from gotutor.life import judge_dead

SEKI_OR_DEAD = [
    ". O O X . O . X .",
    ". O O X . O X X .",
    ". O O X X O X . .",
    ". O O O O X X . .",
    ". . . . O X . . .",
    ". . . . O X . . .",
    ". . . . O X . . .",
    ". . . . O X . . .",
    ". . . . O X . . .",
]
BLACK_INNER = ["D9", "D8", "D7", "E7"]
WHITE_INNER = ["F9", "F8", "F7"]
PLACES = places()
KNOWN = json.loads((Path(__file__).parent / "data" / "counting" /
                    "known_positions.json").read_text())["cases"]
NAKADE = ["straight three", "bent three", "pyramid four", "bulky five", "crossed five",
          "rabbity six"]


def test_the_brute_force_reads_seki_or_dead() -> None:
    assert read(SEKI_OR_DEAD, "D9", ["E9", "E8", "G9"]) == ("win", "loss")
    assert read(SEKI_OR_DEAD, "F9", ["E9", "E8", "G9"]) == ("loss", "loss")


@pytest.mark.parametrize("rules", ["japanese", "chinese"])
@pytest.mark.parametrize("place", PLACES, ids=str)
def test_seki_or_dead_is_certain_only_under_territory_rules(place: Place, rules: str
                                                            ) -> None:
    game = gt.Game.from_diagram(transform(SEKI_OR_DEAD, place), rules=rules, komi=0)
    j = judge_dead(game)
    dead = {move_vertex(v, 9, place) for v in BLACK_INNER}
    assert set(j.dead) == dead
    inner = j.chain(move_vertex("D9", 9, place))
    assert inner.dead and inner.uncertain == (rules == "chinese")
    assert set(j.uncertain) == (dead if rules == "chinese" else set())
    white = j.chain(move_vertex("F9", 9, place))
    assert white.status == "alive" and not white.uncertain


@pytest.mark.parametrize("name", NAKADE)
def test_the_nakade_shapes_are_close_calls_over_their_own_eye_space(name: str) -> None:
    case = next(c for c in KNOWN if c["name"] == name)
    stones = case["dead"]
    # the eye space: the empty points of the corner group's side of the board
    empty = [f"{'ABCDEFGHJ'[x]}{9 - y}" for y, row in enumerate(case["diagram"][:5])
             for x, t in enumerate(row.split()) if t == "."]
    region = [v for v in empty if v[0] in "ABCDE" and int(v[1:]) >= 6]
    first, second = read(case["diagram"], stones[0], region)
    assert (first, second) == ("win", "loss"), name


@pytest.mark.parametrize("name", NAKADE)
@pytest.mark.parametrize("place", [p for p in PLACES if p.size == 9], ids=str)
def test_the_nakade_shapes_stay_certain_under_area_rules(name: str, place: Place) -> None:
    case = next(c for c in KNOWN if c["name"] == name)
    game = gt.Game.from_diagram(transform(case["diagram"], place), rules="chinese", komi=0)
    j = judge_dead(game)
    assert set(j.dead) == {move_vertex(v, 9, place) for v in case["dead"]}
    assert j.uncertain == []


@pytest.mark.gnugo
@pytest.mark.parametrize("swap", [False, True], ids=["as-drawn", "swapped"])
def test_gnugo_settles_the_close_call_by_a_side(gnugo_path: str, swap: bool) -> None:
    """GNU Go 3.8 calls White's inner chain alive and Black's dead or alive: a close
    call it settles its own way; it never calls White's inner chain dead."""
    from gotutor.gtp import GnuGo

    place = Place(9, 0, False, swap)
    game = gt.Game.from_diagram(transform(SEKI_OR_DEAD, place), rules="chinese", komi=0)
    with GnuGo(size=9, komi=0, flags=("--chinese-rules",), executable=gnugo_path) as gnugo:
        gnugo.set_position(game.board)
        theirs = set(gnugo.final_status_list("dead"))
    black = {move_vertex(v, 9, place) for v in BLACK_INNER}
    white = {move_vertex(v, 9, place) for v in WHITE_INNER}
    assert theirs.isdisjoint(white)
    assert theirs & black in (set(), black)
