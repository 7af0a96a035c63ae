"""`judge_dead` on hard positions it was not built on, each counted by hand below and
tested as a family: every orientation and colour swap on 9x9, and stretched to 13x13
and 19x19 (tests/shapes.py). A verdict given as certain must be the referee's; on 9x9
and 13x13 the judgement must be exactly the referee's.

Each diagram is a full 9x9 board; `dead` is the referee's list of dead stones, and the
comment says why, read by hand. Scores under both rules follow from the dead stones
(gotutor's count with the referee's dead stones is checked against goscorer in
tests/test_known_positions.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from shapes import Place, move_vertex, places, transform

import gotutor as gt
from gotutor.life import judge_dead

FRAME = [
    ". . . . . . . . .",
    "O O O O O O O O O",
    "X X X X X X X X X",
    ". . . . . . . . .",
    ". . . . . . . . .",
]


@dataclass(frozen=True)
class Case:
    name: str
    diagram: list[str]
    dead: list[str]
    #: stones the referee judges alive that the test names (a status the text claims)
    status: dict[str, str]
    #: the judgement may leave the case to playouts on 9x9 and 13x13 too (marked
    #: uncertain: a big territory is not read out)
    may_be_uncertain: bool = False


CASES = [
    # Black's eye space D9 E9 F9 F8 is a bent four on the side, not in the corner: two
    # vital points (E9, F9... either answers the other), so Black lives whoever moves.
    Case("bent four on the side", [
        ". O X . . . X O .",
        ". O X X X . X O .",
        ". O O X X X X O .",
        ". . O O O O O O .",
        *FRAME], [], {"C9": "alive", "B9": "alive"}),
    # A squared four (D9 E9 D8 E8) is one eye whoever moves: White plays inside and
    # Black's captures leave a one-point or two-point eye.
    Case("squared four on the side", [
        ". O X . . X O . .",
        ". O X . . X O . .",
        ". O X X X X O . .",
        ". . O O O O O . .",
        *FRAME], ["C9", "F9", "C8", "F8", "C7", "D7", "E7", "F7"], {"B9": "alive"}),
    # A pyramid four D9 E9 F9 E8 with White already on its vital point E9: Black's
    # captures leave one eye; White's stone at E9 is not dead (it stands in a dead
    # group's eye).
    Case("pyramid four, the vital point taken", [
        ". O X . O . X O .",
        ". O X X . X X O .",
        ". O O X X X O O .",
        ". . O O O O O . .",
        *FRAME], ["C9", "G9", "C8", "D8", "F8", "G8", "D7", "E7", "F7"], {"E9": "alive"}),
    # One eye each (D9 for Black, H9 for White), liberties F9 and F8 between them; F8
    # also touches White's wall F7. White moving first connects at F8 and then fills
    # F9: Black dies. Black moving first at F8 only makes a seki. White's inner chain
    # is never captured; Black's dies if White moves first, as a finished game is
    # judged: dead.
    Case("one eye each, one liberty touching a wall", [
        ". O X . X . O . O",
        ". O X X X . O O O",
        ". O O O O O X X X",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . ."], ["C9", "E9", "C8", "D8", "E8"], {"G9": "alive"},
        may_be_uncertain=True),  # 13x13: read past the budget since the big-eye seal is proven
    # The same with White's eye two points (H9 J9): a race the bigger eye wins. After
    # Black F8, White F9 leaves Black one liberty and White two: Black dies even moving
    # first (a throw-in at H9 is answered at F8).
    Case("one-point eye against a two-point eye", [
        ". O X . X . O . .",
        ". O X X X . O O O",
        ". O O O O O X X X",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . ."], ["C9", "E9", "C8", "D8", "E8"], {"G9": "alive"}),
    # One eye each and one shared liberty F9 that touches no wall: whoever fills it
    # puts their own chain in atari. Seki: nothing is dead.
    Case("seki, one eye each, on the side", [
        ". O X . X . O . O",
        ". O X X X X O O O",
        ". O O O O O X X X",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . .",
        ". . . . . O X . ."], [], {"C9": "seki", "G9": "seki"},
        may_be_uncertain=True),  # 13x13: read past the budget since the big-eye seal is proven
    # A race without eyes, two shared liberties (E9 E8): Black has three outside
    # liberties (C9 C8 C7), White one (G9). Moving second Black still wins: after G9
    # White has only the shared liberties, and White cannot fill one without atari.
    Case("a race with shared liberties, won moving second", [
        ". O . X . O . X .",
        ". O . X . O X X .",
        ". O . X X O X . .",
        ". O O O O X X . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . ."], ["F9", "F8", "F7"], {"D9": "alive"}),
    # The same with one outside liberty each (C9, G9): once both are filled, whoever
    # fills a shared liberty puts their own chain in atari. Seki without eyes.
    Case("seki without eyes on the side", [
        ". O . X . O . X .",
        ". O O X . O X X .",
        ". O O X X O X . .",
        ". O O O O X X . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . .",
        ". . . . O X . . ."], [], {"D9": "seki", "F9": "seki"}),
    # Black has the eye D9 and the eye space D7 D6 with a White stone at D7 in atari
    # (its one liberty D6, inside Black's eye): two eyes; D7 is dead.
    Case("a dead stone in the second eye", [
        ". O X . X O . . .",
        ". O X X X O . . .",
        ". O X O X O . . .",
        ". O X . X O . . .",
        ". O X X X O . . .",
        "O O O O O O O O O",
        "X X X X X X X X X",
        ". . . . . . . . .",
        ". . . . . . . . ."], ["D7"], {"C9": "alive"}),
    # Invasion stones left in big territories: one Black stone in White's 36 points, two
    # White stones in Black's 18 (Black's third-line wall runs from edge to edge; White
    # cannot live in the two lines under it nor shorten its liberties enough). With
    # four White stones there (B2 C2 G2 E1-F1) GNU Go calls Black's wall critical: not
    # a position to ask a certain verdict of.
    Case("stones left in territories", [
        ". . . . . . . . .",
        ". . X . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "O O O O O O O O O",
        "X X X X X X X X X",
        ". O . . . . . . .",
        ". . . . . O . . ."], ["C8", "B2", "F1"], {"A3": "alive"},
        may_be_uncertain=True),
]

PLACES = places()
PARAMS = [pytest.param(case, place, id=f"{case.name}-{place}")
          for case in CASES for place in PLACES]


@pytest.mark.parametrize(("case", "place"), PARAMS)
def test_unseen_position(case: Case, place: Place) -> None:
    game = gt.Game.from_diagram(transform(case.diagram, place), rules="japanese", komi=0)
    j = judge_dead(game)
    dead = {move_vertex(v, 9, place) for v in case.dead}
    for chain in j.chains:
        if not chain.uncertain:
            assert chain.dead == bool(set(chain.stones) & dead), (case.name, chain)
    for v, status in case.status.items():
        chain = j.chain(move_vertex(v, 9, place))
        assert chain.uncertain or chain.status == status, (case.name, chain)
    # where the suggestion differs from the referee's, it says it is unsure
    assert set(j.dead) ^ dead <= set(j.uncertain), case.name
    if place.size < 19 and not case.may_be_uncertain:
        assert set(j.dead) == dead and j.uncertain == [], case.name


#: Where GNU Go's `final_status_list dead` is not the referee's, and why. In both cases
#: GNU Go's verdict changes with the colour swap alone (the same position, the colours
#: exchanged), so the fight is a close call that GNU Go settles by a side to move:
GNUGO_DIFFERS = {
    # Black moving first at F8 makes a seki: GNU Go with the colours swapped gives the
    # seki; the referee judges a finished game by the opponent's moving first (dead).
    ("one eye each, one liberty touching a wall", True),
    # the lone stone in the 45-point area: GNU Go calls it "critical" with the colours
    # swapped (an invader moving first might live there), dead in the other colouring.
    ("stones left in territories", True),
}


@pytest.mark.gnugo
@pytest.mark.parametrize("swap", [False, True], ids=["as-drawn", "colours-swapped"])
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_gnugo_agrees_or_the_difference_is_explained(case: Case, swap: bool,
                                                     gnugo_path: str) -> None:
    from gotutor.gtp import GnuGo

    place = Place(9, 0, False, swap)
    game = gt.Game.from_diagram(transform(case.diagram, place), rules="japanese", komi=0)
    with GnuGo(size=9) as gnugo:
        gnugo.set_position(game.board)
        theirs = set(gnugo.final_status_list("dead"))
    referee = {move_vertex(v, 9, place) for v in case.dead}
    if (case.name, swap) in GNUGO_DIFFERS:
        assert theirs != referee  # if GNU Go now agrees, drop the note
    else:
        assert theirs == referee
