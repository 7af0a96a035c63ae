"""The lessons: every demonstration and exercise is checked against the rules without a
browser, and every notebook runs top to bottom in a fresh kernel.

Exercises state their answer twice: as the answer shown to the student, and as a `goal`
the engine can check on its own. The tests derive the right answers from the goal by
trying every move (or by an independent count) and compare them with the stated answer,
then solve each exercise through the problems API and check that a wrong answer fails.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from tactics_check import Search

import gotutor as gt
from gotutor.board import Board
from gotutor.color import Color
from gotutor.errors import GoError
from gotutor.lessons import LESSONS, Demonstration, LessonError, diagram, lesson, to_problem
from gotutor.lessons import positions as P
from gotutor.lessons.content.ko import KO
from gotutor.lessons.content.suicide import SELF_CAPTURE
from gotutor.lessons.demo import MARK_PROPS, marks_of
from gotutor.lessons.exercise import Exercise
from gotutor.problems.reading import Reader
from gotutor.solver.answers import answer_set

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "lessons"

ALL_DEMOS = [(L.number, key) for L in LESSONS for key in L.demos]
ALL_EXERCISES = [(L.number, n) for L in LESSONS for n in range(1, len(L) + 1)]


def _exercise(number: int, n: int) -> Exercise:
    return lesson(number).exercise_spec(n)


# ------------------------------------------------------------------ independent helpers
def _flood(board: Board, vertex: str) -> tuple[set[int], set[int]]:
    """The stones and liberties of the chain through `vertex`, by a flood fill written
    here (not the board's own chain bookkeeping)."""
    start = board.point(vertex)
    color = board.get(start)
    assert color is not None, f"no stone at {vertex}"
    size = board.size
    stones, libs, todo = {start}, set(), [start]
    while todo:
        p = todo.pop()
        x, y = p % size, p // size
        for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if 0 <= nx < size and 0 <= ny < size:
                q = ny * size + nx
                c = board.get(q)
                if c is None:
                    libs.add(q)
                elif c is color and q not in stones:
                    stones.add(q)
                    todo.append(q)
    return stones, libs


def _names(board: Board, points: set[int]) -> set[str]:
    return {board.vertex(p) for p in points}


def _after(game: gt.Game, vertex: str) -> gt.Game:
    trial = game.copy()
    trial.play(vertex)
    return trial


def _moves_where(game: gt.Game, test) -> set[str]:
    """Every legal move after which `test(game after the move)` holds."""
    return {v for v in game.legal_moves() if test(_after(game, v))}


def _empty_regions(board: Board) -> list[tuple[set[int], set[Color]]]:
    """The empty regions and the colours each touches."""
    seen: set[int] = set()
    out = []
    for p in board.empty_points():
        if p in seen:
            continue
        region, touch, todo = {p}, set(), [p]
        while todo:
            q = todo.pop()
            for n in board.neighbors(q):
                c = board.get(n)
                if c is None and n not in region:
                    region.add(n)
                    todo.append(n)
                elif c is not None:
                    touch.add(c)
        seen |= region
        out.append((region, touch))
    return out


def _without(board: Board, dead: tuple[str, ...]) -> Board:
    """A copy of `board` with the chains through `dead` taken off."""
    out = board.copy()
    for v in dead:
        stones, _libs = _flood(board, v)
        out.set_many((p, None) for p in stones)
    return out


# ------------------------------------------------------------------ the lessons' shape
def test_the_course_in_a_teachers_order_with_enough_exercises() -> None:
    slugs = [L.slug for L in LESSONS]
    assert [L.number for L in LESSONS] == list(range(1, len(LESSONS) + 1))
    # eyes come before the lessons that call stones dead for lack of two eyes
    assert slugs.index("eyes") < slugs.index("life-and-death") < slugs.index("end-of-game")
    assert slugs.index("connecting-and-cutting") < slugs.index("capturing-techniques")
    assert slugs.index("capturing-techniques") < slugs.index("capturing-races")
    counts = {L.slug: len(L) for L in LESSONS}
    assert all(n >= 4 for n in counts.values()), counts
    new = ("connecting-and-cutting", "eyes", "life-and-death", "capturing-techniques",
           "capturing-races")
    assert all(counts[slug] >= 8 for slug in new), counts
    assert sum(counts.values()) >= 120, counts
    assert all(L.demos for L in LESSONS), "every lesson opens with a demonstration"


def test_lesson_lookup_and_errors() -> None:
    assert lesson("ko") is lesson(7)
    assert lesson(1).notebook == "01-liberties.ipynb"
    with pytest.raises(GoError):
        lesson(99)
    with pytest.raises(GoError):
        lesson(1).exercise_spec(0)
    with pytest.raises(GoError):
        lesson(1).demonstration("no-such-demo")


# ------------------------------------------------------------------ demonstrations
@pytest.mark.parametrize(("number", "key"), ALL_DEMOS)
def test_demonstration_steps(number: int, key: str) -> None:
    game = lesson(number).game(key, "en")
    steps = list(game.main_line())
    assert len(steps) >= 2, "a demonstration has at least two steps"
    size = game.size
    replay = gt.Game(size, rules=game.rules)
    for i, node in enumerate(steps):
        assert node.comment.strip(), f"step {i} of {key} has no caption"
        # the marks are on the board and of known kinds
        for prop in node.props:
            assert prop not in ("TR", "SQ", "CR", "MA", "LB") or node.props[prop]
        marks = marks_of(node, size)
        for vertex in marks:
            replay.board.point(vertex)  # raises if off the board
        # every position is legal: no chain without liberties
        board = Board.from_codes(size, node.codes)
        for chain in board.chains():
            assert chain.liberties, f"step {i} of {key} has a chain without liberties"
        # each move step is a legal move from the step before it
        if i == 0:
            replay = gt.Game.from_diagram(str(board), to_move=node.to_move, rules=game.rules)
        elif node.move is not None:
            assert replay.is_legal(node.move.vertex), f"step {i}: {node.move} is illegal"
            replay.play(node.move.vertex)
            assert replay.node.codes == node.codes
        else:
            replay = gt.Game.from_diagram(str(board), to_move=node.to_move, rules=game.rules)
            if node.ko is not None:  # a caption on the same position keeps the ko
                assert node.codes == node.parent.codes


@pytest.mark.parametrize(("number", "key"), ALL_DEMOS)
def test_demonstration_survives_sgf(number: int, key: str) -> None:
    """A demonstration can be written as an SGF file and read back: same captions, same
    marks, same positions."""
    game = lesson(number).game(key, "en")
    back = gt.Game.from_sgf(game.to_sgf())
    ours, theirs = list(game.main_line()), list(back.main_line())
    assert [n.comment for n in theirs] == [n.comment for n in ours]
    assert [marks_of(n, game.size) for n in theirs] == [marks_of(n, game.size) for n in ours]
    assert [n.codes for n in theirs] == [n.codes for n in ours]


def test_demonstration_refuses_false_claims() -> None:
    d = Demonstration(diagram(9, black="D5 F5 E6", white="E5"), "Atari.")
    with pytest.raises(LessonError):
        d.move("E4", "Captures two.", captures=["E5", "D5"])
    assert d.steps == 1, "a refused claim adds no step"
    with pytest.raises(LessonError):
        d.refuse("E4", "suicide", "Not allowed.")
    with pytest.raises(LessonError):
        d.note("   ")
    with pytest.raises(LessonError):
        d.note("Marked.", {"Z9": "circle"})
    with pytest.raises(LessonError):
        d.note("Marked.", {"E4": "star"})
    d.move("E4", "Captured.", {"E5": "square"}, captures=["E5"])
    assert d.steps == 2
    assert d.game.node.comment == "Atari."


def test_diagram_helper() -> None:
    assert diagram(3, black="A1", white="C3 B2") == ". . O\n. O .\nX . ."
    for bad in ("I5", "Z1", "A4", "pass", "A1 A1"):
        with pytest.raises(GoError):
            diagram(3, black=bad)


def test_marks_are_recorded_as_sgf_markup() -> None:
    d = Demonstration(diagram(9), "Marks.", marks={"A1": "triangle", "J9": "label:x",
                                                    "E5": "cross"})
    root = d.game.root
    assert root.props["TR"] == ["ai"]   # A1: column a, row i from the top of 9 rows
    assert root.props["MA"] == ["ee"]
    assert root.props["LB"] == ["ia:x"]
    assert set(MARK_PROPS.values()) >= {"TR", "MA"}


def test_key_claims_of_the_demonstrations() -> None:
    """A few claims the lessons make in words, checked once more on the finished trees."""
    # lesson 1: a lone stone has 4 liberties, 3 on the edge, 2 in the corner
    steps = list(lesson(1).game("liberties").main_line())
    board = Board.from_codes(9, steps[-1].codes)
    assert [len(_flood(board, v)[1]) for v in ("E1", "A9")] == [3, 2]
    assert len(_flood(Board.from_diagram(diagram(9, black="E5")), "E5")[1]) == 4
    # lesson 4: D7 is a capture, not a suicide; H9 is a self-capture under NZ only
    ko = gt.Game.from_diagram(KO)
    assert ko.check("D7").captures and ko.is_legal("D7")
    assert gt.Game.from_diagram(SELF_CAPTURE).why_illegal("H9") == "suicide"
    nz = gt.Game.from_diagram(SELF_CAPTURE, rules="new-zealand")
    move = nz.play("H9")
    assert move is not None and move.captured == () and sorted(move.self_captured) == [
        "H9", "J9"]
    assert nz.captures[Color.WHITE] == 2, "White gets the 2 prisoners"
    for rules in ("japanese", "korean", "chinese", "aga"):
        assert gt.Game.from_diagram(SELF_CAPTURE, rules=rules).why_illegal("H9") == "suicide"
    for rules in ("new-zealand", "tromp-taylor", "ing"):
        assert gt.Game.from_diagram(SELF_CAPTURE, rules=rules).is_legal("H9")
    # lesson 5: the triple ko repeats the start after six captures under the basic rule
    cycle = list(lesson("ko").game("triple-ko").main_line())
    assert cycle[6].codes == cycle[0].codes
    assert all(len(n.move.captured) == 1 for n in cycle[1:7])


# ------------------------------------------------------------------ exercises: the goals
def _region(board: Board, vertices: tuple[str, ...]) -> set[int]:
    """The empty points within two lines of the chains through `vertices` and of the
    chains touching them."""
    stones: set[int] = set()
    for v in vertices:
        stones |= _flood(board, v)[0]
    for p in list(stones):
        for n in board.neighbors(p):
            if board.get(n) is not None and n not in stones:
                stones |= _flood(board, board.vertex(n))[0]
    size = board.size
    return {p for p in board.empty_points()
            if any(abs(p % size - q % size) + abs(p // size - q // size) <= 2
                   for q in stones)}


def _refuted(game: gt.Game, target: str, moves: int) -> bool:
    """True if the player to move can no longer capture the chain through `target`:
    it has three liberties or more, or (on a small board) an exhaustive search finds no
    capture within `moves` moves (one more than the right line needed)."""
    board = game.board
    if board[target] is None:
        return False
    if len(_flood(board, target)[1]) >= 3:
        return True
    point = board.point(target)
    if board.size > 7:
        return Reader().defend(board, game.node.ko, point, board.get(point)) is not None
    search = Search(_region(board, (target,)))
    return not search.captures(board, game.node.ko, (point,), game.to_move, moves + 1)


def _race_winner(game: gt.Game, black: str, white: str) -> str:
    """"black" or "white": who captures the other's chain first with `game.to_move`
    playing first, read by an exhaustive search near the two chains; the other side
    must not win as well."""
    board = game.board
    search = Search(_region(board, (black, white)))
    b, w = (board.point(black),), (board.point(white),)
    depth = max(len(_flood(board, black)[1]), len(_flood(board, white)[1])) + 2
    ko = game.node.ko
    if game.to_move is Color.BLACK:
        black_wins = search.captures(board, ko, w, Color.BLACK, depth)
        white_wins = search.escapes_never(board, ko, b, Color.WHITE, depth)
    else:
        white_wins = search.captures(board, ko, b, Color.WHITE, depth)
        black_wins = search.escapes_never(board, ko, w, Color.BLACK, depth)
    assert black_wins != white_wins, "exactly one side wins the race"
    return "black" if black_wins else "white"


def _check_goal(ex: Exercise) -> None:
    """Derives the right answer from the exercise's goal, independently of the
    problems module, and compares it with the stated answer."""
    game = ex.game()
    board = game.board
    kind, args = ex.goal[0], ex.goal[1:]
    answer = ex.answer
    tag = args[1] if len(args) > 1 else None
    if (kind == "line" and tag in ("connect", "cut", "live", "kill")) or (
            kind == "capture-now" and tag == "protect") or kind in (
            "cuttable", "eye-kind", "status"):
        # the goals of connecting and cutting, eyes, life and death
        from test_lessons_connecting_eyes_life_and_death import check_goal

        check_goal(ex)
        return
    if kind == "liberties":
        assert answer == (str(len(_flood(board, args[0])[1])),)
    elif kind == "liberty-points":
        assert set(answer) == _names(board, _flood(board, args[0])[1])
    elif kind == "chains":  # ("chains", colour): how many chains of that colour
        color = Color.parse(args[0])
        seen: set[int] = set()
        count = 0
        for p in range(board.size * board.size):
            if board.get(p) is color and p not in seen:
                seen |= _flood(board, board.vertex(p))[0]
                count += 1
        assert answer == (str(count),)
    elif kind == "in-atari":
        assert answer == ("yes" if len(_flood(board, args[0])[1]) == 1 else "no",)
    elif kind == "same-chain":
        joined = board.point(args[1]) in _flood(board, args[0])[0]
        assert answer == ("yes" if joined else "no",)
    elif kind == "atari":
        def in_atari(g: gt.Game) -> bool:
            return all(g.board[v] is not None and len(_flood(g.board, v)[1]) == 1
                       for v in args)
        assert set(answer) == _moves_where(game, in_atari)
    elif kind == "capture-now":
        assert set(answer) == _moves_where(
            game, lambda g: all(g.board[v] is None for v in args))
    elif kind == "capture":
        # the moves that capture at once; for a ladder or a net (an answer that does not
        # capture at once), the moves after which the capture reader finds no defence
        defender = game.to_move.opponent

        def gone(g: gt.Game) -> bool:
            return all(g.board[v] is None for v in args)

        def caught(g: gt.Game) -> bool:
            return all(g.board[v] is None or Reader().defend(
                g.board, g.node.ko, g.board.point(v), defender) is None for v in args)
        at_once = _moves_where(game, gone)
        assert set(answer) == (at_once if set(answer) <= at_once
                               else _moves_where(game, caught))
    elif kind == "ladder":  # ("ladder", first atari, target): does the chase capture?
        first, target = args
        after = _after(game, first)
        caught = Reader().defend(after.board, after.node.ko, after.board.point(target),
                                 game.to_move.opponent) is None
        assert answer == ("yes" if caught else "no",)
    elif kind == "race":  # ("race", first, Black chain, White chain): who wins?
        first, black, white = args
        winner = _race_winner(game, black, white)
        assert answer == (winner,)
    elif kind in ("shared-liberties", "outside-liberties"):
        own = _flood(board, args[0])[1]
        other = _flood(board, args[1])[1]
        points = own & other if kind == "shared-liberties" else own - other
        assert set(answer) == _names(board, points)
    elif kind == "save":
        vertex, libs = args
        assert set(answer) == _moves_where(
            game, lambda g: g.board[vertex] is not None
            and len(_flood(g.board, vertex)[1]) >= libs)
    elif kind == "line":
        target = args[0]
        stones, _libs = _flood(board, target)
        line = game.copy()
        for v in answer:
            assert line.is_legal(v), f"{v} in the right line is illegal"
            line.play(v)
        assert all(line.board.get(p) is None for p in stones), "the line captures"
        moves = (len(answer) + 1) // 2
        for wrong, reply in ex.replies.items():
            refuted = _after(_after(game, wrong), reply)
            assert _refuted(refuted, target, moves), f"{reply} refutes {wrong}"
    elif kind == "captures-by":
        assert answer == (str(len(game.check(args[0]).captures)),)
    elif kind == "legality":
        reason = game.why_illegal(args[0])
        assert answer == ("legal" if reason is None else "ko" if reason == "superko"
                          else reason,)
    elif kind == "forbidden":
        forbidden = {board.vertex(p) for p in board.empty_points()
                     if game.why_illegal(board.vertex(p)) is not None}
        assert set(answer) == forbidden
    elif kind == "two-passes":
        assert _after(game, "pass").is_over and answer == ("end",)
    elif kind == "dame":
        cleared = _without(board, args[0])
        dame = set()
        for region, touch in _empty_regions(cleared):
            if touch == {Color.BLACK, Color.WHITE}:
                dame |= _names(board, region)
        assert set(answer) == dame
    elif kind == "score":
        rules, dead = args
        assert game.rules.name == rules
        assert answer == (str(game.score(dead)),)
    elif kind == "fill-loses":
        # read to the end: after the filling move the opponent captures the filler's
        # chain, and the capture stands (the filler cannot then capture the captor's
        # chain on the points it emptied): not a capture that loses it all again
        vertex, target = args
        after = _after(game, vertex)
        stones, libs = _flood(after.board, target)
        filler = after.board.get(next(iter(stones)))
        proven = answer_set(after.board, after.node.ko, after.to_move, "capture",
                            sorted(stones), area=libs)
        captors = {m for m, (status, _reply) in proven.items() if status == "win"}
        assert captors, f"after the filling move the opponent captures: {proven}"
        for captor in captors:
            taken = _after(after, captor)
            captor_chain = {n for p in stones for n in taken.board.neighbors(p)
                            if taken.board.get(n) == filler.opponent}
            back = answer_set(taken.board, taken.node.ko, taken.to_move, "capture",
                              sorted(captor_chain), area=stones)
            assert all(st in ("loss", "escape") for st, _r in back.values()), back
        assert answer == ("lose",)
    elif kind == "territory":
        color, dead = args
        cleared = _without(board, dead)
        own = sum(len(region) for region, touch in _empty_regions(cleared)
                  if touch == {Color.parse(color)})
        assert answer == (str(own),)
    elif kind == "margin":
        rules, komi, dead = args
        score = game.score(dead)
        assert (game.rules.name, game.komi) == (rules, komi)
        assert score.winner is Color.BLACK and answer == (f"{score.margin:g}",)
    elif kind == "no-draw":
        assert answer == ("no" if (args[0] * 2) % 2 else "yes",)
    elif kind == "removes-dead":
        assert answer == ("yes" if gt.Rules.preset(args[0]).remove_dead else "no",)
    elif kind == "result":
        rules, dead = args
        assert game.rules.name == rules and answer == (str(game.score(dead)),)
    elif kind == "legal-under":
        legal = [value for value, _label in ex.choices
                 if gt.Game.from_diagram(ex.diagram, rules=value).is_legal(args[0])]
        assert legal == [answer[0]]
    elif kind == "nigiri":
        handful, guess = args
        right_guess = (handful % 2 == 0) == (guess == "even")
        assert answer == ("guesser" if right_guess else "holder",)
    else:
        pytest.fail(f"unknown goal {kind!r}")


@pytest.mark.parametrize(("number", "n"), ALL_EXERCISES)
def test_exercise_answer_follows_from_its_goal(number: int, n: int) -> None:
    ex = _exercise(number, n)
    _check_goal(ex)
    for text in (ex.question, ex.right, ex.wrong, ex.hint, ex.title):
        assert text.strip(), "every exercise has a question, feedback, a hint and a title"


def _wrong_answer(ex: Exercise, problem: gt.Problem) -> object:
    """An answer of the right shape that is wrong."""
    if ex.kind == "move":
        # a move far from the stones in question: it neither captures, nor saves, nor
        # puts anything in atari (a move near them might start another right sequence)
        game = problem.start_game()
        size = game.size
        target = game.board.point(str(ex.goal[1]))
        tx, ty = target % size, target // size

        def distance(v: str) -> int:
            p = game.board.point(v)
            return abs(p % size - tx) + abs(p // size - ty)

        return [max(game.legal_moves(), key=distance)]
    if ex.kind == "number":
        return str(int(float(ex.answer[0])) + 1)
    if ex.kind == "choice":
        values = [v for v, _label in ex.choices] or ["legal", "suicide", "ko", "occupied"]
        return next(v for v in values if v != ex.answer[0])
    if ex.kind == "points":
        return list(ex.answer)[1:]
    dead, score = problem.solution()
    return (dead, "W+0.5" if score != "W+0.5" else "B+0.5")


@pytest.mark.parametrize(("number", "n"), ALL_EXERCISES)
def test_exercise_solves_and_refutes(number: int, n: int) -> None:
    ex = _exercise(number, n)
    problem = to_problem(ex, "en")
    assert problem.answer_kind == ex.kind
    solution = problem.solution()
    if ex.kind == "move" and ex.goal[0] == "line":
        assert solution == list(ex.answer[0::2])
    elif ex.kind == "move":
        assert solution[0] in ex.answer
        for right in ex.answer:
            if len(solution) == 1:
                assert problem.is_right([right]), f"{right} should solve it"
            else:  # a ladder or a net: a right first move keeps the attempt going
                feedback = problem.session("en").submit([right])
                assert feedback.kind in ("right", "solved"), f"{right} should be right"
    elif ex.kind == "dead":
        assert solution[1] == ex.answer[0]
    elif ex.kind == "points":
        assert set(solution) == set(ex.answer)
    else:
        assert str(solution) == ex.answer[0]
    assert problem.is_right(solution)
    wrong = _wrong_answer(ex, problem)
    assert not problem.is_right(wrong), f"{wrong!r} must not solve it"
    # the student hears why, in words
    session = problem.session("en")
    feedback = session.submit(wrong)
    assert feedback.kind in ("failed", "wrong")
    assert feedback.message.strip()
    # a wrong move is refuted on the board when the opponent has an answer
    if ex.kind == "move" and ex.goal[0] in ("capture", "save"):
        assert session.game.move_number >= problem.start_game().move_number + 2


def test_wrong_answers_get_their_own_explanations() -> None:
    ex = lesson("counting").exercise_spec(2)  # Black's territory: 21; 19 forgets the dead stones
    session = to_problem(ex, "en").session("en")
    feedback = session.answer("19")
    assert feedback.kind == "failed"
    assert "dead" in feedback.message
    ex = lesson(1).exercise_spec(1)  # the edge stone has 3 liberties, not 4
    feedback = to_problem(ex, "en").session("en").answer("4")
    assert "edge" in feedback.message


def test_exercises_build_in_every_language() -> None:
    for code in gt.languages():
        problem = lesson(3).problem(1, code)
        state = problem.session(code).state()
        assert state["question"].strip()
        assert lesson("ko").game("ko", code).root.comment.strip()


# ------------------------------------------------------------------ the worked example
def test_worked_count_of_the_rule_text() -> None:
    """RULES.md item 9: two dame; White 9 territory; Black 21 territory + 2 dead + 1
    captured = 24; Black by 15 before komi, by 13.5 with komi 1.5."""
    board = Board.from_diagram(P.FINAL)
    cleared = _without(board, P.DEAD)
    regions = _empty_regions(cleared)
    black = sum(len(r) for r, t in regions if t == {Color.BLACK})
    white = sum(len(r) for r, t in regions if t == {Color.WHITE})
    dame = sum(len(r) for r, t in regions if t == {Color.BLACK, Color.WHITE})
    assert (black, white, dame) == (21, 9, 2)
    game = P.final_game("japanese", 1.5)
    assert game.captures[Color.BLACK] == 1 and game.is_over
    assert str(game.score(P.DEAD)) == "B+13.5"
    assert str(P.final_game("japanese", 0).score(P.DEAD)) == "B+15"
    # the same number of moves each: area counting gives the same margin
    assert (board.count(Color.BLACK), board.count(Color.WHITE) - 2) == (26, 23)
    assert str(P.final_game("chinese", 0).score(P.DEAD)) == "B+15"


def test_the_rule_sets_compared_in_lesson_8() -> None:
    """Black 26 stones + 21 territory = 47, White 23 + 9 = 32 (area); 24 against 9
    (territory). Tromp-Taylor removes nothing: Black 26 + 13, White 25 + 9."""
    from gotutor.lessons.content.rules_around_the_world import (
        STONES_TERRITORY_PRISONERS,
        score_under,
    )

    expected = {"japanese": "B+8.5", "chinese": "B+7.5", "aga": "B+7.5",
                "new-zealand": "B+8", "ing": "B+7.5", "tromp-taylor": "W+2.5"}
    assert {r: str(score_under(r)) for r in expected} == expected
    # the area the lesson circles as nobody's under Tromp-Taylor (with the two dame)
    rules_lesson = lesson("rules-around-the-world")
    circled = {v for v, kind in marks_of(list(rules_lesson.game("one-position").main_line())[6],
                                         9).items() if kind == "circle"}
    assert set(score_under("tromp-taylor").breakdown.dame) == circled | set(P.DAME)
    # one users' text: stones + territory + prisoners, all stones alive, komi 5.5
    score = P.final_game(STONES_TERRITORY_PRISONERS).score(())
    assert (score.black, score.white) == (26 + 13 + 1, 25 + 9 + 5.5)


def test_seki_position() -> None:
    game = gt.Game.from_diagram(P.SEKI)
    board = game.board
    bl, wl = _flood(board, "B9")[1], _flood(board, "A8")[1]
    assert _names(board, bl) == _names(board, wl) == set(P.SEKI_LIBERTIES)
    for vertex in P.SEKI_LIBERTIES:
        for color in ("B", "W"):
            g = gt.Game.from_diagram(P.SEKI, to_move=color)
            g.play(vertex)
            mine = "B9" if color == "B" else "A8"
            assert len(_flood(g.board, mine)[1]) == 1, "filling puts the filler in atari"


def test_whole_games_end_with_the_stated_dead_stones() -> None:
    from gotutor.life import suggest_dead

    for moves, dead in ((P.GAME_A, P.GAME_A_DEAD), (P.GAME_B, P.GAME_B_DEAD)):
        game = P.game_from_moves(moves)
        assert game.is_over
        found = set(suggest_dead(game))
        stones = set()
        for v in dead:
            stones |= _names(game.board, _flood(game.board, v)[0])
        assert found == stones
    # lesson 9 says: game 1 (GAME_B) is 17 points for Black before komi, counted either way
    for rules in ("japanese", "chinese"):
        game = P.game_from_moves(P.GAME_B, rules=rules)
        score = game.score(P.GAME_B_DEAD)
        assert score.black - (score.white - game.komi) == 17


# ------------------------------------------------------------------ the boards
def test_demo_board_and_exercise_board() -> None:
    board = lesson(1).demo("liberties", language="en")
    assert board.mode == "view"
    assert board.comment == lesson(1).game("liberties", "en").root.comment
    assert board.marks == {"E6": "circle", "E4": "circle", "D5": "circle", "F5": "circle"}
    assert lesson(2).demo("atari", presentation=True).presentation
    ex = lesson(3).exercise(1, language="en")
    assert ex.mode == "problem"
    assert ex.problem["question"] == "Capture the White stone with one move."
    every = lesson(3).exercises(language="en")
    assert every.problem["progress"].startswith("1")


def _send(board: gt.GoBoard, **msg: object) -> None:
    """A front-end intent, as the browser would send it."""
    board._handle_custom_msg({**msg, "version": board.version}, [])


@pytest.mark.parametrize(("number", "key"), ALL_DEMOS)
def test_demo_board_steps_through_every_caption(number: int, key: str) -> None:
    """The board's "next" (a button, or the arrow keys) visits every step, with the
    step's caption and marks; "first" goes back to the start."""
    captions = [n.comment for n in lesson(number).game(key, "en").main_line()]
    board = lesson(number).demo(key, language="en")
    seen = [board.comment]
    while board.can_redo:
        _send(board, type="navigate", to="next")
        seen.append(board.comment)
    assert seen == captions
    _send(board, type="navigate", to="first")
    assert board.comment == captions[0]


def test_a_demonstration_written_as_sgf() -> None:
    """What 00-start-here tells lesson authors: an SGF file with comments and markup is
    a demonstration."""
    sgf = ("(;GM[1]FF[4]SZ[9]AB[dd][fd][ec]AW[ed]C[The White stone is in atari.]TR[ed]"
           "CR[ee];B[ee]C[Captured!]SQ[ed])")
    board = gt.GoBoard.demo(sgf)
    assert board.mode == "view"
    # SGF counts rows from the top: "ed" is E6 on 9x9
    assert (board.comment, board.marks) == ("The White stone is in atari.",
                                            {"E6": "triangle", "E5": "circle"})
    _send(board, type="navigate", to="next")
    assert (board.comment, board.marks) == ("Captured!", {"E6": "square"})
    assert board.captures == {"B": 1, "W": 0}


def test_the_computer_answers_and_undo_takes_back_both_moves() -> None:
    board = lesson("play-a-game").board_against("beginner", color="W")
    assert board.game.move_number == 0, "Black (the student) plays first"
    _send(board, type="play", vertex="E5")
    game = board.game
    assert game.move_number == 2 and game.last_move.color is Color.WHITE
    _send(board, type="undo")
    assert board.game.move_number == 0 and board.game.to_move is Color.BLACK
    with pytest.raises(GoError):
        lesson("play-a-game").board_against("nobody")


@pytest.mark.gnugo
def test_gnu_go_opens_as_black(gnugo_path: str) -> None:
    from gotutor.lessons.opponent import GnuGoBot, against

    board = against(lesson("play-a-game").board(), GnuGoBot(9, 6.5, 1, executable=gnugo_path),
                    "B")
    first = board.game.last_move
    assert board.game.move_number == 1 and first.color is Color.BLACK
    _send(board, type="play", vertex="C3")
    assert board.game.move_number == 3 and board.game.last_move.color is Color.BLACK


# ------------------------------------------------------------------ the notebooks
# (tests/test_lessons_languages.py runs every notebook of every language in a fresh
# kernel and checks that its boards speak the notebook's language)
CODES = ["en", "pl", "ru", "nb", "ky"]
START = "00-start-here.ipynb"
COURSE = [START] + [L.notebook for L in LESSONS]
NOTEBOOK_FILES = [START] + [f"{code}/{name}" for code in CODES for name in COURSE]


def _load(name: str) -> dict:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))


def _text(name: str, kind: str = "markdown") -> str:
    return "\n".join("".join(c["source"]) for c in _load(name)["cells"]
                     if c["cell_type"] == kind)


def _links(text: str) -> set[str]:
    return set(re.findall(r"\]\(([^)#\s]+\.ipynb)\)", text))


@pytest.mark.parametrize("name", NOTEBOOK_FILES)
def test_notebook_is_saved_clean(name: str) -> None:
    nb = _load(name)
    # ipykernel's own kernelspec: a front end that opens the lesson has nothing to change
    assert nb["metadata"]["kernelspec"] == {"name": "python3", "language": "python",
                                           "display_name": "Python 3 (ipykernel)"}
    language = name.split("/")[0] if "/" in name else "mul"
    assert nb["metadata"]["gotutor"]["language"] == language
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
            lines = [line for line in "".join(cell["source"]).strip().splitlines()
                     if not re.fullmatch(r"[XO.+ ]+", line)]  # rows of a board diagram
            assert len(lines) <= 3, "code cells stay short: helpers live in the package"


def test_notebooks_match_their_generator() -> None:
    from gotutor.lessons.notebooks import build_all

    built = build_all()
    assert sorted(built) == sorted(NOTEBOOK_FILES)
    saved = {p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
             if ".ipynb_checkpoints" not in p.parts}
    assert saved == set(NOTEBOOK_FILES), "old notebooks are removed by the generator"
    for name, nb in built.items():
        assert json.loads(json.dumps(nb)) == _load(name), (
            f"{name} differs from gotutor/lessons/notebooks.py: run "
            f"`python -m gotutor.lessons.notebooks`")


@pytest.mark.parametrize("name", NOTEBOOK_FILES)
def test_a_save_by_jupyter_writes_the_same_bytes(name: str) -> None:
    """Jupyter's server writes a notebook with nbformat: a lesson saved unchanged (only
    opened) must come out as the very bytes of its file."""
    import nbformat

    text = (NOTEBOOKS / name).read_text(encoding="utf-8")
    node = nbformat.reads(text, as_version=nbformat.NO_CONVERT)
    written = nbformat.writes(node, version=nbformat.NO_CONVERT)
    if not written.endswith("\n"):
        written += "\n"  # nbformat.write adds it
    assert written == text


def test_the_top_page_sends_each_student_to_their_course() -> None:
    from gotutor.i18n import _

    text = _text(START)
    assert _links(text) == {f"{code}/{START}" for code in CODES}
    for code in CODES:  # a paragraph in each language
        paragraph = _("## Learn Go in English\n\n[Start the course in English]({start}): "
                      "short lessons with interactive boards, from the first stone to a "
                      "whole game.", code, start=f"{code}/{START}")
        assert paragraph in text
    assert "po polsku" in text and "на русском" in text and "på norsk" in text
    assert "кыргызча" in text and "in English" in text


@pytest.mark.parametrize("code", CODES)
def test_each_start_page_links_every_lesson_and_the_other_courses(code: str) -> None:
    from gotutor.i18n import _

    text = _text(f"{code}/{START}")
    others = {f"../{other}/{START}" for other in CODES if other != code}
    assert _links(text) == {L.notebook for L in LESSONS} | others
    for link in _links(text):
        assert (NOTEBOOKS / code / link).resolve().is_file()
    for L in LESSONS:  # the index: number, title in the language
        assert f"{L.number}. [{_(L.title, code)}]({L.notebook})" in text
    code_text = _text(f"{code}/{START}", "code") + text
    for needed in ("presentation=True", "set_language", "language=", "Problem",
                   "remember=True", "GOTUTOR_LANGUAGE"):
        assert needed in code_text
    first_code = next(c for c in _load(f"{code}/{START}")["cells"] if c["cell_type"] == "code")
    assert f'gt.set_language("{code}")' in "".join(first_code["source"])


@pytest.mark.parametrize("code", CODES)
def test_each_lesson_sets_its_language_and_links_the_next_in_lessons_order(code: str) -> None:
    from gotutor.i18n import _

    for i, L in enumerate(LESSONS):
        cells = _load(f"{code}/{L.notebook}")["cells"]
        heading = "".join(cells[0]["source"]).splitlines()[0]
        assert heading == "# " + _("Lesson {number}: {title}", code, number=L.number,
                                   title=_(L.title, code))
        setup = "".join(cells[1]["source"])
        assert f'gt.set_language("{code}")' in setup and f"lesson({L.number})" in setup
        links = _links("".join(cells[-1]["source"]))
        following = {LESSONS[i + 1].notebook} if i + 1 < len(LESSONS) else set()
        assert links == following | {START}


def test_the_generator_follows_the_lessons_tuple(monkeypatch: pytest.MonkeyPatch) -> None:
    """Renumbering or reordering LESSONS is all it takes: headings, setup cells, links and
    the index follow; a lesson's cells are its module's NOTEBOOK."""
    import dataclasses
    import types

    import gotutor.lessons as lessons_package
    from gotutor.i18n import N_
    from gotutor.lessons import notebooks
    from gotutor.lessons.cells import code, md

    module = types.ModuleType("gotutor.lessons.l99_eyes")
    module.TITLE = N_("Liberties")  # a translated title, so the heading can be checked
    module.SUMMARY = N_("the board, stones, liberties, chains")
    module.DEMOS = {"eyes": lambda language=None: None}
    module.NOTEBOOK = [md("Two eyes make a chain alive."), code('L.demo("eyes")')]
    monkeypatch.setattr(lessons_package, "l99_eyes", module, raising=False)
    ko = dataclasses.replace(lesson("ko"), number=1)
    eyes = lessons_package.Lesson(2, "eyes", module.TITLE, module.DEMOS, ())
    monkeypatch.setattr(lessons_package, "LESSONS", (ko, eyes))

    first = notebooks.lesson_notebook(ko, "pl")
    cells = ["".join(c["source"]) for c in first["cells"]]
    assert cells[0].startswith("# Lekcja 1: Ko\n\n")
    assert 'L = lesson(1)' in cells[1] and 'gt.set_language("pl")' in cells[1]
    assert "](02-eyes.ipynb)" in cells[-1] and "Lekcja 2: Oddechy" in cells[-1]
    second = notebooks.lesson_notebook(eyes, "en")
    cells = ["".join(c["source"]) for c in second["cells"]]
    assert cells[0] == "# Lesson 2: Liberties\n\nTwo eyes make a chain alive."
    assert cells[2] == 'L.demo("eyes")' and "last lesson" in cells[-1]
    index = "".join("".join(c["source"]) for c in notebooks.start_notebook("pl")["cells"])
    assert "1. [Ko](01-ko.ipynb)" in index
    assert "2. [Oddechy](02-eyes.ipynb): plansza, kamienie, oddechy, łańcuchy" in index
    assert sorted(notebooks.build_all()) == sorted(
        ["00-start-here.ipynb"] + [f"{c}/{n}" for c in CODES
                                   for n in (START, "01-ko.ipynb", "02-eyes.ipynb")])
    no_cells = lessons_package.Lesson(3, "nothing", N_("Liberties"), {}, ())
    with pytest.raises(LessonError, match="NOTEBOOK"):
        notebooks.lesson_cells(no_cells)


# A lesson named by its number ("lesson 7", "lessons 6-8"), not the heading form
# "Lesson 5: Ko" that the generator writes from the course's order.
_LESSON_BY_NUMBER = re.compile(r"\b[Ll]essons? \d+(?!\d*:)")


def test_lesson_texts_name_lessons_not_their_numbers() -> None:
    """The course is renumbered when a lesson is added: texts say "the lesson on ko"."""
    sources = sorted((ROOT / "gotutor" / "lessons" / "content").glob("*.py"))
    found = [f"{path.name}: {m.group(0)!r}" for path in sources  # docstrings too
             for m in re.finditer(r"\b[Ll]essons? \d", path.read_text(encoding="utf-8"))]
    for path in sorted((NOTEBOOKS / "en").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                found += [f"{path.name}: {m.group(0)!r}"
                          for m in _LESSON_BY_NUMBER.finditer("".join(cell["source"]))]
    assert found == []
    assert _LESSON_BY_NUMBER.search("see lesson 7") and _LESSON_BY_NUMBER.search(
        "lessons 6-8") and not _LESSON_BY_NUMBER.search("# Lesson 5: Ko")


def test_hints_before_the_last_differ_from_the_last() -> None:
    """Hints come in steps: no exercise repeats a hint, and a wrong answer's words are
    not the last hint's (that one may give the answer away)."""
    for L in LESSONS:
        for n in range(1, len(L) + 1):
            ex = L.exercise_spec(n)
            hints = ex.all_hints
            assert len(set(hints)) == len(hints), (L.number, n, hints)
            if len(hints) > 1:
                assert hints[-1] not in {ex.wrong, *ex.why.values()}, (L.number, n)


LESSON_MODULES = ("connecting_and_cutting", "eyes", "life_and_death", "capturing_techniques",
                  "capturing_races")


@pytest.mark.parametrize("name", LESSON_MODULES)
def test_summary_is_lower_case_and_does_not_repeat_the_title(name: str) -> None:
    import importlib
    module = importlib.import_module(f"gotutor.lessons.content.{name}")
    summary = module.SUMMARY
    assert summary[0].islower(), summary
    assert ":" not in summary.split(",")[0][:12], summary


def test_lesson_texts_name_no_english_score_letters_and_no_controls_under_the_board() -> None:
    """Typed scores are taught as a colour word (B would be White in Polish), and the
    answer box and buttons sit above the board."""
    root = Path(__file__).resolve().parent.parent / "gotutor" / "lessons"
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "*B+" not in text and "*W+" not in text, path.name
        assert "box under the board" not in text, path.name
        assert "The game above" not in text, path.name


def test_result_choices_are_written_in_words() -> None:
    from gotutor.lessons.content.rules_around_the_world import EXERCISES
    labels = [label for ex in EXERCISES for _value, label in ex.choices]
    assert "Black wins by 7.5" in labels
    assert not any(re.fullmatch(r"[BW]\+[\d.]+", label) for label in labels)


def _right_values(ex: Exercise) -> set[str]:
    """The answers a first feedback or hint must not name: the student's moves of a
    line, the right moves, the points, or the number."""
    if ex.kind == "move" and ex.goal[0] == "line":
        return set(ex.answer[0::2])
    if ex.kind in ("move", "points"):
        return set(ex.answer)
    if ex.kind == "number":
        return {ex.answer[0], ex.answer[0].replace(".", ",")}
    return set()


@pytest.mark.parametrize(("number", "n"), ALL_EXERCISES)
def test_feedback_does_not_give_the_answer_away(number: int, n: int) -> None:
    """No first feedback or first hint of any lesson names the answer."""
    ex = _exercise(number, n)
    texts = [ex.wrong, ex.hint, *ex.why.values()]
    if len(ex.all_hints) > 1:
        texts += list(ex.all_hints[:-1])  # only the last hint may show the answer
    for value in _right_values(ex):
        pattern = re.compile(rf"(?<![\w.,]){re.escape(value)}(?![\w]|[.,]\d)")
        for text in texts:
            assert not pattern.search(text), f"{text!r} names the answer {value}"


@pytest.mark.parametrize("number", [L.number for L in LESSONS])
def test_every_exercise_of_a_lesson_is_in_its_notebook(number: int) -> None:
    from gotutor.lessons.notebooks import lesson_cells

    L = lesson(number)
    cells = lesson_cells(L)
    sources = [text for kind, text in cells if kind == "code"]
    shown = [int(m) for s in sources for m in re.findall(r"L\.exercise\((\d+)\)", s)]
    assert sorted(shown) == list(range(1, len(L) + 1)), "each exercise once, none missing"
    for _kind, text in cells:
        assert not re.search(r"\bour\b", text, re.IGNORECASE), text


def test_the_game_board_of_the_last_lesson_stays_in_play_mode() -> None:
    """The free board for two players is not switched to counting by a later cell;
    counting is shown on a board of its own."""
    from gotutor.lessons.notebooks import lesson_cells

    cells = lesson_cells(lesson("play-a-game"))
    code_cells = [text for kind, text in cells if kind == "code"]
    assert not any("board.mode" in text for text in code_cells)
    assert any("worked_example" in text for text in code_cells)
    words = " ".join(text for kind, text in cells if kind == "markdown")
    assert "Count" in words and "passed" in words
