"""What the eyes lesson says about its false eyes, checked on the board in every
orientation and with the colours swapped (tests/shapes.py):

- exercise 6: the stone next to the eye is in atari, and only filling the eye gives it
  a second liberty ("To save it, Black has to fill the point");
- exercise 10: filling the false eye joins the stone in atari to the group and leaves
  one eye (F1); if the stone is left, the opponent takes it, the owner may not take
  back at once (a ko), and after a move elsewhere the stone that takes back is in atari
  again;
- exercise 11: after the key point, the two stones are cut off and in atari; the
  opponent takes them, one stone taken back has two liberties, and the opponent's
  atari leaves it in atari again (the ko of the right-answer text).

The solver's reading of exercise 11 (a ko, every other first move a loss) is checked in
tests/test_answers_data.py, and in every orientation and colour swap below.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from shapes import Place, move_vertex, transform

import gotutor as gt
from gotutor.lessons.content import eyes

FAMILY = [Place(0, t, m, s) for t in range(4) for m in (False, True) for s in (False, True)]


def _placed(diagram: str, place: Place) -> tuple[gt.Game, Callable[[str], str]]:
    """Returns the diagram moved to `place` as a game with its owner (Black before the
    swap) to move, and the function that moves a vertex of the original along."""
    size = len(diagram.splitlines())
    where = Place(size, place.turn, place.mirror, place.swap)
    owner = "W" if place.swap else "B"
    return (gt.Game.from_diagram(transform(diagram, where), to_move=owner),
            lambda v: move_vertex(v, size, where))


def _liberties(game: gt.Game, vertex: str) -> int:
    return game.board.liberties(game.board.point(vertex))


def _savers(game: gt.Game, vertex: str) -> set[str]:
    """The moves of the player to move after which the chain through `vertex` has two
    liberties or more."""
    found = set()
    for move in game.legal_moves():
        if move == "pass":
            continue
        trial = game.copy()
        trial.play(move)
        if _liberties(trial, vertex) >= 2:
            found.add(move)
    return found


@pytest.mark.parametrize("place", FAMILY, ids=lambda p: str(p)[4:] or "as-is")
def test_exercise_6_only_the_eye_saves_the_stone(place: Place) -> None:
    game, at = _placed(eyes.EDGE_FALSE, place)
    assert _liberties(game, at("D1")) == 1
    assert _savers(game, at("D1")) == {at("C1")}


@pytest.mark.parametrize("place", FAMILY, ids=lambda p: str(p)[4:] or "as-is")
def test_exercise_10_the_stone_taken_back_is_in_atari_again(place: Place) -> None:
    game, at = _placed(eyes.TWO_EYES_FALSE, place)
    assert _liberties(game, at("C1")) == 1
    filled = game.copy()
    filled.play(at("D1"))  # filling joins the stone to the group, one eye left
    group = filled.board.chain(filled.board.point(at("C1")))
    assert group == filled.board.chain(filled.board.point(at("E2")))
    assert _liberties(filled, at("C1")) == 1 and filled.board[at("F1")] is None
    game.pass_move()
    game.play(at("D1"))  # the opponent takes the stone
    assert game.board[at("C1")] is None
    assert not game.is_legal(at("C1")), "no retake at once: a ko"
    game.play(_elsewhere(game))
    game.play(_elsewhere(game))
    game.play(at("C1"))  # the owner takes back after a move elsewhere
    assert game.board[at("D1")] is None
    assert _liberties(game, at("C1")) == 1


def _elsewhere(game: gt.Game) -> str:
    """A legal move away from the fight: a point with no stone within two steps."""
    board = game.board
    for move in game.legal_moves():
        if move == "pass":
            continue
        p = board.point(move)
        near = {p} | set(board.neighbors(p))
        near |= {q for n in list(near) for q in board.neighbors(n)}
        if all(board.get(q) is None for q in near):
            return move
    raise AssertionError("no move elsewhere")


@pytest.mark.parametrize("place", FAMILY, ids=lambda p: str(p)[4:] or "as-is")
def test_exercise_11_the_stones_taken_back_end_in_atari(place: Place) -> None:
    diagram = eyes.KEY_DIAGONAL
    size = len(diagram.splitlines())
    where = Place(size, place.turn, place.mirror, place.swap)
    at = lambda v: move_vertex(v, size, where)  # noqa: E731
    game = gt.Game.from_diagram(transform(diagram, where),
                                to_move="B" if place.swap else "W")
    game.play(at("D2"))
    assert _liberties(game, at("D1")) == 1 and _liberties(game, at("E1")) == 1
    assert game.board.chain(game.board.point(at("D1"))) != game.board.chain(
        game.board.point(at("B2"))), "D1-E1 cut off"
    game.pass_move()
    game.play(at("C1"))  # takes the two stones, not a ko
    assert game.board[at("D1")] is None and game.board[at("E1")] is None
    game.play(at("D1"))  # one stone taken back at once
    assert game.board[at("C1")] is None
    assert _liberties(game, at("D1")) == 2
    game.play(at("E1"))
    assert _liberties(game, at("D1")) == 1, "in atari again: the rest is a ko"


@pytest.mark.parametrize("place", FAMILY, ids=lambda p: str(p)[4:] or "as-is")
def test_exercise_11_is_a_ko_answer_in_every_orientation(place: Place) -> None:
    """The solver's reading of exercise 11 follows the shape: the key point (D2, moved
    along) is the one first move that does not lose for the attacker, and it makes a
    ko; every other first move lets the group live."""
    from gotutor.solver.answers import answer_set

    size = len(eyes.KEY_DIAGONAL.splitlines())
    where = Place(size, place.turn, place.mirror, place.swap)
    game = gt.Game.from_diagram(transform(eyes.KEY_DIAGONAL, where),
                                to_move="B" if place.swap else "W")
    board = game.board
    found = answer_set(board, None, game.to_move, "kill",
                       [board.point(move_vertex("B2", size, where))])
    key = move_vertex("D2", size, where)
    assert {m for m, (status, _r) in found.items() if status != "loss"} == {key}
    assert found[key][0] == "ko"
