"""The game review with GNU Go (/usr/games/gnugo): the points each move lost agree with
GNU Go's own `gnugo --replay`, nothing is reported on GNU Go's self-play at its top
level, the plot is an SVG of the estimates, and a planted mistake keeps its points."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from test_game_review import PLANTED, make_game

import gotutor as gt
from gotutor.gamereview import engine, texts
from gotutor.i18n import _
from gotutor.i18n.vocabulary import format_points

DATA = Path(__file__).parent / "data" / "review"
GNUGO = "/usr/games/gnugo"

pytestmark = pytest.mark.gnugo

_REPLAY = re.compile(r"Move (\d+) \((black|white)\): GNU Go plays (\S+) \(([-0-9.]+)\) - "
                     r"Game move (\S+) \(([-0-9.]+)\)")


def replay(path: Path) -> dict[int, tuple[str, float, float]]:
    """GNU Go's replay of a game: {move number: (its move, its value, the game move's
    value)}."""
    out = subprocess.run([GNUGO, "--replay", "both", "-l", str(path), "--level",
                          str(engine.LEVEL)], capture_output=True, text=True, timeout=600,
                         check=True).stdout
    return {int(m[1]): (m[3].upper(), float(m[4]), float(m[6]))
            for m in _REPLAY.finditer(out)}


def test_points_lost_agree_with_gnugo_replay():
    path = DATA / "gnugo-selfplay-4.sgf"
    review = gt.review_game(path, "en", queue=False, progress=False)
    assert review.engine and len(review.values) == 37
    theirs = replay(path)
    assert len(theirs) >= 30
    compared = 0
    for value in review.values:
        if value.number not in theirs:
            continue
        best, best_value, played_value = theirs[value.number]
        if max(best_value, value.best_value) >= 70:
            continue  # the opening: GNU Go draws among its book moves (values 74-75)
        assert best == value.best, value
        assert value.best_value == pytest.approx(best_value, abs=0.02), value
        assert value.played_value == pytest.approx(played_value, abs=0.02), value
        assert value.lost == pytest.approx(max(0.0, best_value - played_value), abs=0.02)
        compared += 1
    assert compared >= 30


@pytest.mark.parametrize("name", ["gnugo-selfplay-2.sgf", "gnugo-selfplay-5.sgf",
                                  "gnugo-selfplay-6.sgf"])
def test_nothing_reported_on_gnugo_self_play(name):
    review = gt.review_game(DATA / name, "en", queue=False, progress=False)
    assert review.engine
    assert review.mistakes == [], str(review)
    svg = review.plot()
    assert svg is not None and svg.startswith("<svg") and "polyline" in svg
    assert svg.count(",") >= len(review.values) - 2  # one point per estimate known
    assert "No mistake found" in review.summary()


def test_a_planted_mistake_has_its_points_and_is_ranked():
    # Black leaves a stone in atari in the centre of an almost empty board
    game = make_game(["E5"], ["D5", "F5", "E6"], [("B", "B8"), ("W", "E4")], 0, False)
    seen = []
    review = gt.review_game(game, "pl", queue=False,
                            progress=lambda i, n: seen.append((i, n)))
    assert seen and seen[-1] == (2, 2)
    (m,) = [m for m in review.mistakes if m.move_number == 1]
    assert m.kind == "atari" and m.better == {"E4"}
    assert m.points is not None and m.points >= 1.0
    # the points as Polish writes numbers (a comma), never "3.5" in a Polish sentence
    assert "GNU Go" in m.text and format_points(round(m.points, 1), "pl") in m.text
    if not m.points.is_integer():
        assert f"{m.points:.1f}" not in m.text
    assert review.biggest(1)[0] is m
    assert 'class="gt-plot-mistake"' in review.plot()


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_the_biggest_mistakes_are_listed_first_then_every_one_in_the_game_order(language):
    """The summary says the biggest mistakes come first: the page shows them first,
    under their heading, then every mistake in the order of the game; the plot's
    scale is in the reader's words and notation."""
    # two black stones in atari (E5, C3) and moves away from them: GNU Go finds moves
    # 2, 3 and 4 lose points, move 3 the most
    game = make_game(["E5", "C3"], ["D5", "F5", "E6", "B3", "D3", "C4"],
                     [("B", "B8"), ("W", "E4"), ("B", "H8"), ("W", "C2")], 0, False)
    review = gt.review_game(game, language, queue=False, progress=False)
    assert review.engine and len(review.mistakes) >= 2
    assert all(m.points is not None for m in review.mistakes)
    # the ranking is not the game's order here: the test tells them apart
    assert review.biggest(1)[0] is not review.mistakes[0]
    (head1, first), (head2, every) = review.ranked()
    assert head1 == _(texts.BIGGEST, language) and head2 == _(texts.EVERY, language)
    assert [m.points for m in first] == sorted((m.points for m in first), reverse=True)
    assert every == review.mistakes
    html = review._repr_html_()
    biggest = max(review.mistakes, key=lambda m: m.points)
    assert html.index(head1) < html.index(biggest.text) < html.index(head2)
    assert str(review).splitlines()[1] == head1
    svg = review.plot()
    top = re.search(r'<text[^>]*>([^<]*)</text>', svg)[1]
    assert top.startswith(_("Black ahead by {points}", language, points="")[:5])
    assert "B+" not in svg and "W+" not in svg


def _gnugo_reading(position_codes: tuple[int, ...], command: str, vertex: str) -> bool:
    """GNU Go's tactical reading (`attack` or `defend`, the reading side to move) of the
    chain at `vertex` in a 9x9 position: True if it succeeds."""
    from gotutor.board import Board
    from gotutor.gtp import GnuGo

    with GnuGo(size=9) as gnugo:
        gnugo.set_position(Board.from_codes(9, position_codes))
        return not gnugo.command(f"{command} {vertex}").startswith("0")


@pytest.mark.parametrize("case", [c for c in PLANTED if c[5] in ("atari", "ladder",
                                                                 "capture")],
                         ids=lambda c: c[0])
@pytest.mark.parametrize("k,swap", [(0, False), (5, True)])
def test_planted_claims_agree_with_gnugo_reading(case, k, swap):
    """The review's claims, cross-checked by GNU Go's own tactical reader: the stones
    can be taken after the game's move (or saved, for a missed capture), and each
    better move captures them (or saves them)."""
    from gotutor.coords import parse_point
    from gotutor.gamereview.record import moves_of

    _name, black, white, moves, number, kind, _better = case
    game = make_game(black, white, moves, k, swap)
    review = gt.review_game(game, "en", engine=False, queue=False)
    (m,) = review.mistakes
    played = moves_of(game)[number - 1]
    target = m.chain[0]
    if kind == "capture":
        # after the game's move, the owner (to move) saves the stones
        assert _gnugo_reading(played.after.codes, "defend", target)
        for v in m.better:  # a better move takes them, or the owner cannot save them
            child = played.before.play(parse_point(v, 9), played.code)
            if child.codes[parse_point(target, 9)] == 0:
                continue  # captured at once
            assert not _gnugo_reading(child.codes, "defend", target), v
    else:
        # after the game's move the opponent (to move) captures; a better move saves
        assert _gnugo_reading(played.after.codes, "attack", target)
        for v in m.better:
            child = played.before.play(parse_point(v, 9), played.code)
            assert not _gnugo_reading(child.codes, "attack", target), v


@pytest.mark.parametrize("case", [c for c in PLANTED if c[5] == "race"], ids=lambda c: c[0])
def test_planted_races_agree_with_gnugo_reading(case):
    """A race claimed lost, cross-checked by GNU Go's tactical reader: before the move
    the player (moving first) captures the opponent's chain; after the game's move the
    opponent (moving first) captures the player's; after each better move it cannot."""
    from gotutor.coords import parse_point, vertex_name
    from gotutor.gamereview.record import moves_of

    _name, black, white, moves, number, _kind, _better = case
    game = make_game(black, white, moves, 3, True)
    review = gt.review_game(game, "en", engine=False, queue=False)
    (m,) = review.mistakes
    played = moves_of(game)[number - 1]
    ours = m.chain[0]
    stones = played.before.chain(parse_point(ours, 9))[0]
    # the opponent's chain of the race: the biggest one next to the player's
    other = [p for p in range(81) if played.before.codes[p] == 3 - played.code
             and any(q in stones for q in played.before.nbr[p])]
    target = vertex_name(max(other, key=lambda p: len(played.before.chain(p)[0])), 9)
    assert _gnugo_reading(played.before.codes, "attack", target)
    assert _gnugo_reading(played.after.codes, "attack", ours)
    for v in m.better:
        child = played.before.play(parse_point(v, 9), played.code)
        assert not _gnugo_reading(child.codes, "attack", ours), v


@pytest.mark.parametrize("case", [c for c in PLANTED if c[5] == "cut"], ids=lambda c: c[0])
def test_planted_cuts_agree_with_gnugo_reading(case):
    """A cut claimed, cross-checked by GNU Go's tactical reader: after the game's move
    and the opponent's cut, the player (to move) cannot save the chain; after the
    connection (the better move) the opponent cannot capture it."""
    from gotutor.coords import parse_point
    from gotutor.gamereview.record import moves_of

    _name, black, white, moves, number, _kind, _better = case
    game = make_game(black, white, moves, 6, True)
    review = gt.review_game(game, "en", engine=False, queue=False)
    (m,) = review.mistakes
    played = moves_of(game)[number - 1]
    (x,) = m.better
    cut = played.after.play(parse_point(x, 9), 3 - played.code)
    assert not _gnugo_reading(cut.codes, "defend", m.chain[0])
    joined = played.before.play(parse_point(x, 9), played.code)
    assert not _gnugo_reading(joined.codes, "attack", m.chain[0])
