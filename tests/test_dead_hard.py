"""`judge_dead` on the hard end positions of tests/data/counting/hard_positions.json,
counted by hand before the judgement was run on them: races (a big eye against a small
eye, an approach move, a close race), seki (a false eye, a double ko, a pyramid four
nakade with outside liberties, a dead stone in an eye beside a seki), L groups in the
corner, the bent four with outside liberties and stones left in territories.

Each position is a family (tests/shapes.py): every orientation and the colour swap on
9x9, each corner on 13x13 and 19x19, the diagram stretched there. Per chain: a verdict
given as certain is the referee's; a chain whose life depends on who moves first is
never called alive for certain; with nothing uncertain the count with the suggested dead
stones is the hand count. The whole sweep is marked `many`; the default run checks a
rotating sample of places (tests/sampling.py).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from sampling import sample_seed
from shapes import Place, move_vertex, places, transform
from test_dead_shapes import moved

import gotutor as gt
from gotutor.life import judge_dead

DATA = json.loads((Path(__file__).parent / "data" / "counting" /
                   "hard_positions.json").read_text())
CASES = DATA["cases"]
IDS = [case["name"] for case in CASES]
PLACES = places()


def swapped(result: str | None, place: Place) -> str | None:
    """The hand count of a 9x9 diagram at `place` (the colours exchanged: the winner)."""
    if result is None or not place.swap or result == "0":
        return result
    return {"B": "W", "W": "B"}[result[0]] + result[1:]


def check(case: dict, place: Place, rules: str = "japanese") -> None:
    """The judgement of `case` at `place` is the referee's, or marked uncertain."""
    game = gt.Game.from_diagram(transform(case["diagram"], place), rules=rules, komi=0)
    j = judge_dead(game)
    dead = moved(case["dead"], place)
    close = moved(case["close"], place)
    for chain in j.chains:
        if set(chain.stones) & close:  # a close call: never alive for certain
            assert chain.uncertain or chain.dead, (case["name"], chain)
        else:
            if not chain.uncertain:
                assert chain.dead == bool(set(chain.stones) & dead), (case["name"], chain)
    for vertex, status in case["status"].items():
        chain = j.chain(move_vertex(vertex, 9, place))
        assert chain.uncertain or chain.status == status, (case["name"], chain)
    # where the suggestion differs from the referee's, it says it is unsure
    assert set(j.dead) ^ dead <= set(j.uncertain) | close, case["name"]
    if not j.uncertain and case[rules] is not None:
        score = str(game.score(dead=j.dead))
        if place.size == 9:
            assert score == swapped(case[rules], place), case["name"]
        else:
            assert score == str(game.score(dead=sorted(dead))), case["name"]


SWEEP = [pytest.param(case, place, id=f"{case['name']}-{place}")
         for case in CASES for place in PLACES]


@pytest.mark.many
@pytest.mark.parametrize(("case", "place"), SWEEP)
def test_every_place(case: dict, place: Place) -> None:
    check(case, place)


def _sample() -> list:
    """Today's sample: for each position one place on 9x9 and one on a bigger board."""
    rng = random.Random(f"dead-hard-{sample_seed()}")
    nine = [p for p in PLACES if p.size == 9]
    bigger = [p for p in PLACES if p.size > 9]
    return [pytest.param(case, place, id=f"{case['name']}-{place}")
            for case in CASES for place in (rng.choice(nine), rng.choice(bigger))]


@pytest.mark.parametrize(("case", "place"), _sample())
def test_todays_places(case: dict, place: Place) -> None:
    check(case, place)


COUNTED = [c for c in CASES if c["japanese"] is not None]


@pytest.mark.parametrize("case", COUNTED, ids=[c["name"] for c in COUNTED])
@pytest.mark.parametrize("rules", ["japanese", "chinese"])
def test_the_hand_count(case: dict, rules: str) -> None:
    """The count with the referee's dead stones is the hand count, in every orientation
    and with the colours swapped (gotutor's count is checked against goscorer in
    tests/test_known_positions.py and tests/test_scoring.py)."""
    for place in (p for p in PLACES if p.size == 9):
        game = gt.Game.from_diagram(transform(case["diagram"], place), rules=rules, komi=0)
        dead = sorted(moved(case["dead"], place))
        assert str(game.score(dead=dead)) == swapped(case[rules], place), (case["name"], place)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_as_drawn_exactly(case: dict) -> None:
    """As drawn on 9x9, the judgement is the referee's: the dead stones exactly, the close
    calls marked uncertain or dead, nothing else uncertain."""
    check(case, Place())
    game = gt.Game.from_diagram("\n".join(case["diagram"]), rules="japanese", komi=0)
    j = judge_dead(game)
    close = set(case["close"])
    close_stones = {v for c in j.chains if set(c.stones) & close for v in c.stones}
    assert set(j.dead) - close_stones == set(case["dead"]) - close_stones
    assert set(j.uncertain) <= close_stones


def test_the_bent_four_is_a_close_call_under_area_rules() -> None:
    """Under area rules the bent four with outside liberties is dead and uncertain (played
    out: ko threats decide), as README's counting paragraph says."""
    case = CASES[IDS.index("bent four in the corner with outside liberties")]
    for place in (Place(), Place(13, 1, True, True)):
        game = gt.Game.from_diagram(transform(case["diagram"], place), rules="chinese", komi=0)
        j = judge_dead(game)
        assert set(j.dead) == moved(case["dead"], place)
        assert set(j.uncertain) == moved(case["uncertain_area"], place)
