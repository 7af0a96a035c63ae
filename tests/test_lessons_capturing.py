"""The lessons on capturing techniques and capturing races, checked without a browser:
their demonstrations step, every exercise builds in every language, its answer follows
from its goal (by the capture reader, or by an exhaustive search on small boards), the
right line solves it through the session, every scripted wrong move is refuted on the
board, and their notebooks show every demonstration and exercise.
"""

from __future__ import annotations

import re

import pytest
from tactics_check import Search
from test_lessons import _check_goal, _flood, _region, _send, _wrong_answer

import gotutor as gt
from gotutor.board import Board
from gotutor.lessons import Lesson, lesson, to_problem
from gotutor.lessons.content import capturing_races, capturing_techniques
from gotutor.lessons.exercise import Exercise

CAPTURING = (lesson("capturing-techniques"), lesson("capturing-races"))
MODULES = {"capturing-techniques": capturing_techniques, "capturing-races": capturing_races}
DEMOS = [(L, key) for L in CAPTURING for key in L.demos]
EXERCISES = [(L, n) for L in CAPTURING for n in range(1, len(L) + 1)]


def _id(value: object) -> str:
    return value.slug if isinstance(value, Lesson) else str(value)


def test_each_capturing_lesson_has_enough_to_do() -> None:
    for L in CAPTURING:
        module = MODULES[L.slug]
        assert len(L) >= 8 and len(L.demos) >= 2
        assert module.TITLE.strip() and module.SUMMARY.strip()


@pytest.mark.parametrize(("L", "key"), DEMOS, ids=_id)
def test_demonstration_builds_and_steps(L: Lesson, key: str) -> None:
    for code in gt.languages():
        steps = list(L.game(key, code).main_line())
        assert len(steps) >= 2 and all(n.comment.strip() for n in steps)
    captions = [n.comment for n in L.game(key, "en").main_line()]
    board = L.demo(key, language="en")
    seen = [board.comment]
    while board.can_redo:
        _send(board, type="navigate", to="next")
        seen.append(board.comment)
    assert seen == captions
    for node in L.game(key, "en").main_line():
        for chain in Board.from_codes(L.game(key).size, node.codes).chains():
            assert chain.liberties


@pytest.mark.parametrize(("L", "n"), EXERCISES, ids=_id)
def test_exercise_builds_in_every_language(L: Lesson, n: int) -> None:
    for code in gt.languages():
        state = L.problem(n, code).session(code).state()
        assert state["question"].strip()


@pytest.mark.parametrize(("L", "n"), EXERCISES, ids=_id)
def test_answer_follows_from_the_goal(L: Lesson, n: int) -> None:
    ex = L.exercise_spec(n)
    _check_goal(ex)
    # small boards, and one race on the side of a 13x13 board (the widget fits it too)
    assert ex.game().size <= (13 if L.slug == "capturing-races" else 9)
    for text in (ex.question, ex.right, ex.wrong, ex.hint, ex.title):
        assert text.strip()


def _first_moves_that_win(ex: Exercise) -> set[str]:
    """Every first move after which the student captures one of the goal's chains by
    force within the right line's number of moves (exhaustive, near the chains)."""
    game = ex.game()
    board, me = game.board, game.to_move
    targets = tuple(board.point(str(v)) for v in ex.goal[1:])
    search = Search(_region(board, tuple(str(v) for v in ex.goal[1:])))
    moves = (len(ex.answer) + 1) // 2
    wins = set()
    for p in board.empty_points():
        after = search.play(board, game.node.ko, p, me)
        if after is None:
            continue
        if search.taken(after[0], targets, me.opponent) or search.escapes_never(
                after[0], after[1], targets, me, moves - 1):
            wins.add(board.vertex(p))
    return wins


LINES = [(L, n) for L, n in EXERCISES if L.exercise_spec(n).goal[0] == "line"]


@pytest.mark.parametrize(("L", "n"), LINES, ids=_id)
def test_the_right_first_move_is_the_only_one(L: Lesson, n: int) -> None:
    """In a move tree every other first move is judged wrong: so no other move may
    win, and the winner's chain is safe once the line has captured."""
    ex = L.exercise_spec(n)
    assert _first_moves_that_win(ex) == {ex.answer[0]}
    line = ex.game()
    for v in ex.answer:
        line.play(v)
    capturer = line.board.point(ex.answer[-1])
    chain = line.board.chain(capturer)
    assert chain is not None
    search = Search(_region(line.board, (ex.answer[-1],)))
    # the opponent moves next: the capturing chain survives three more of its moves
    assert len(chain.liberties) > 3 or not search.captures(
        line.board, line.node.ko, (capturer,), line.to_move, 3)


@pytest.mark.parametrize(("L", "n"), EXERCISES, ids=_id)
def test_solves_and_refutes_through_the_session(L: Lesson, n: int) -> None:
    ex = L.exercise_spec(n)
    problem = to_problem(ex, "en")
    solution = problem.solution()
    if ex.goal[0] == "line":
        assert solution == list(ex.answer[0::2])
    elif ex.kind == "move":
        assert solution[0] in ex.answer
    elif ex.kind == "points":
        assert set(solution) == set(ex.answer)
    else:
        assert str(solution) == ex.answer[0]
    session = problem.session("en")
    assert session.submit(solution).kind == "solved"
    wrong = _wrong_answer(ex, problem)
    session = problem.session("en")
    feedback = session.submit(wrong)
    assert feedback.kind in ("failed", "wrong") and feedback.message.strip()
    start = problem.start_game().move_number
    for move, reply in ex.replies.items():
        session = problem.session("en")
        feedback = session.submit([move])
        assert feedback.kind == "failed", move
        assert session.game.move_number == start + 2, "the refutation is on the board"
        assert session.game.last_move.vertex == reply
    if ex.goal[0] in ("capture", "save"):
        for move in ex.why:
            session = problem.session("en")
            assert session.submit([move]).kind == "failed"
            assert session.game.move_number == start + 2, "the escape is on the board"


def test_notebooks_show_every_demonstration_and_exercise() -> None:
    for L in CAPTURING:
        cells = MODULES[L.slug].NOTEBOOK
        sources = [text for kind, text in cells if kind == "code"]
        shown = {int(m) for s in sources for m in re.findall(r"L\.exercise\((\d+)\)", s)}
        assert shown == set(range(1, len(L) + 1))
        demos = {m for s in sources for m in re.findall(r'L\.demo\("([\w-]+)"\)', s)}
        assert demos == set(L.demos)
        texts = [text for kind, text in cells if kind == "markdown"]
        assert texts[-1].startswith("## What you learned")
        assert sources[-1] == "L.exercises()"
        assert not texts[0].startswith("#"), "the generator adds the lesson's heading"
        for text in texts:
            assert not re.search(r"\bour\b", text, re.IGNORECASE)


def test_a_ladder_is_chased_to_the_end_through_the_session() -> None:
    """The ladder exercise: the student keeps giving atari, the reader runs, and the
    chase ends with the capture; the wrong direction lets White out."""
    L = lesson("capturing-techniques")
    n = next(i for i in range(1, len(L) + 1) if L.exercise_spec(i).title == "Which way?")
    problem = L.problem(n, "en")
    session = problem.session("en")
    feedback = session.submit(problem.solution())
    assert feedback.kind == "solved"
    assert session.game.board["D5"] is None
    session = problem.session("en")
    feedback = session.submit(["D4"])
    assert feedback.kind == "failed"
    assert "G7" in feedback.message
    assert len(_flood(session.game.board, "D5")[1]) >= 2


def _place(ex: Exercise) -> str:
    """Where the race's two chains stand: "corner", "side" or "centre" (by the edges
    their stones and liberties touch), with the board's size."""
    board = ex.game().board
    size = board.size
    chains = set()
    for v in ex.marks:
        if board[v] is not None and ex.marks[v] == "triangle":
            chains |= set.union(*_flood(board, v))
    edges = set()
    for p in chains:
        x, y = p % size, p // size
        edges |= {e for e, on in (("left", x == 0), ("right", x == size - 1),
                                  ("top", y == 0), ("bottom", y == size - 1)) if on}
    place = ("centre" if not edges else "side" if len(edges) == 1
             or edges in ({"left", "right"}, {"top", "bottom"}) else "corner")
    return f"{place} {size}x{size}"


def test_the_races_are_not_one_corner_position_eleven_times() -> None:
    """Issue 37: 8 of the 11 exercises of capturing races stood on one 7x7 corner
    position. Now two do (they follow the demonstrations on the same board); the races
    stand in the corner, on sides of 9x9 and 13x13 boards and in the centre, and each of the move
    exercises (the races played out) stands on a position of its own."""
    from collections import Counter

    exercises = lesson("capturing-races").exercises_list
    boards = Counter(ex.diagram for ex in exercises)
    assert max(boards.values()) <= 3, boards.most_common(1)
    assert sum(ex.game().size == 7 for ex in exercises) <= 2
    places = Counter(_place(ex) for ex in exercises)
    assert {"centre 9x9", "side 9x9", "side 13x13", "corner 7x7"} <= set(places), places
    moves = [ex for ex in exercises if ex.kind == "move"]
    assert len({ex.diagram for ex in moves}) == len(moves) >= 3
    assert {_place(ex) for ex in moves} >= {"corner 7x7", "side 9x9", "side 13x13"}


RACE_MOVES = [n for n in range(1, len(lesson("capturing-races")) + 1)
              if lesson("capturing-races").exercise_spec(n).kind == "move"]


@pytest.mark.parametrize("n", RACE_MOVES)
def test_every_wrong_first_move_of_a_race_is_told_what_is_true(n: int) -> None:
    """Every legal first move of a race played out, clicked in a fresh session: the
    moves the stored proof accepts are solved, every other one is refused, and what it is
    told holds on the board: a move given its own reason ("that fills your own liberty",
    "a liberty of White's own chain too") is a liberty of the student's chain of the race,
    and the board answers it with the proven refutation; a move given its own reason on the
    opponent's liberty (the approach exercise: "a Black stone on J9 has a single
    liberty") has one liberty there and is captured by that refutation; the general
    text ("that takes no liberty from the ... chain of the race") is said only to moves
    that are no liberty of the opponent's chain, and the proof reads each of them as
    lost."""
    from gotutor.lessons.answers import stored

    L = lesson("capturing-races")
    ex = L.exercise_spec(n)
    game = ex.game()
    board, me = game.board, game.to_move
    target = str(ex.goal[1])
    theirs = _flood(board, target)[1]
    mine_at = next(v for v, mark in ex.marks.items()
                   if mark == "triangle" and board[v] is me)
    mine = _flood(board, mine_at)[1]
    found = stored(ex)
    assert found, "the race is proven (answers.json)"
    wins = {m for m, (status, _r) in found.items() if status == "win"}
    problem = to_problem(ex, "en")
    told = {"own": 0, "general": 0, "captured": 0}
    for move in game.legal_moves():
        session = problem.session("en")
        before = len(session.game.moves)
        feedback = session.click(move)
        if move in wins or move == ex.answer[0]:
            assert feedback.kind in ("solved", "right"), (move, feedback)
            continue
        assert feedback.kind == "failed", (move, feedback)
        assert found.get(move, found["outside"])[0] != "win", move
        p = board.point(move)
        if move in ex.why:
            assert feedback.message == ex.why[move]
            reply = session.game.moves[before + 1].vertex
            assert reply == found[move][1], (move, reply, found[move])
            if p in theirs and p not in mine:
                # a stone on the opponent's liberty with one liberty of its own ("a Black
                # stone on J9 has a single liberty"): the refutation captures it
                after = ex.game()
                after.play(move)
                assert len(_flood(after.board, move)[1]) == 1, move
                assert session.game.board[move] is None, f"{move} is captured"
                told["captured"] += 1
                continue
            assert p in mine, f"{move} is said to fill the student's own liberty"
            told["own"] += 1
        else:
            assert feedback.message == ex.wrong, move
            assert p not in theirs, f"{move} takes a liberty from the opponent's chain"
            told["general"] += 1
    assert told["own"] >= 1 and told["general"] >= 10, told


@pytest.mark.parametrize(("move", "left"), [("C4", ("D4", "E4")), ("E4", ("C4", "D4"))])
def test_the_double_ataris_single_atari_text_holds(move: str, left: tuple[str, str]) -> None:
    """Capturing techniques, exercise 1 (issue 37's walk: the text said the chain "joins
    the White wall above" while D4 and E4 were still empty). After the single atari and
    White's connection the chain has two liberties, each next to the wall, as the text
    says, and the stored proof reads the move as lost."""
    from gotutor.lessons.answers import stored

    L = lesson("capturing-techniques")
    ex = L.exercise_spec(1)
    assert "both liberties of the chain touch the White wall" in ex.why[move]
    game = ex.game()
    game.play(move)
    game.play(ex.replies[move])
    board = game.board
    stones, libs = _flood(board, "C3")
    assert {board.point("C3"), board.point("D3"), board.point("E3")} <= stones
    assert libs == {board.point(v) for v in left}
    wall = _flood(board, "C5")[0]
    assert all(any(n in wall for n in board.neighbors(p)) for p in libs)
    assert stored(ex)[move][0] == "loss"
