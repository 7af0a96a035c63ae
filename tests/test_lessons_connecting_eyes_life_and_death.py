"""The lessons on connecting and cutting, eyes, and life and death: every demonstration
builds and steps, every exercise builds in every language, its answer follows from its
goal by the engine, the right answer solves it and every wrong first move is refuted.

The goals these lessons add to the engine's (see `check_goal`) are proved here with the
helpers of tests/lifecheck.py: a connection, a cut, a real eye, and a small exhaustive
life-and-death reader built on Benson's algorithm.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest
from lifecheck import LifeReader, chain_of, cut_holds, eye_is_real, is_eye, joined, status
from test_lessons import _check_goal as _check_engine_goal

import gotutor as gt
from gotutor.board import Board
from gotutor.color import Color
from gotutor.i18n import languages
from gotutor.lessons import Demonstration, to_problem
from gotutor.lessons.content import connecting_and_cutting, eyes, life_and_death
from gotutor.lessons.demo import marks_of
from gotutor.lessons.exercise import Exercise

MODULES: dict[str, ModuleType] = {"connecting-and-cutting": connecting_and_cutting,
                                  "eyes": eyes, "life-and-death": life_and_death}
ALL_DEMOS = [(name, key) for name, m in MODULES.items() for key in m.DEMOS]
ALL_EXERCISES = [(name, n) for name, m in MODULES.items()
                 for n in range(1, len(m.EXERCISES) + 1)]

#: A vertex name in an English text (columns A-T without I, rows 1-25).
VERTEX = re.compile(r"\b([A-HJ-T](?:2[0-5]|1[0-9]|[1-9]))\b")


def _ex(name: str, n: int) -> Exercise:
    return MODULES[name].EXERCISES[n - 1]


def _after(game: gt.Game, *vertices: str) -> gt.Game:
    trial = game.copy()
    for v in vertices:
        trial.play(v)
    return trial


def _is_tree(ex: Exercise) -> bool:
    return ex.kind == "move" and ex.goal[0] == "line"


def _students_moves(ex: Exercise) -> list[str]:
    return list(ex.answer[0::2]) if _is_tree(ex) else list(ex.answer)


# ------------------------------------------------------------------ the goals
def _can_cut(game: gt.Game, a: str, b: str) -> bool:
    """True if the player to move has a cut of `a` from `b` that holds."""
    return any(cut_holds(_after(game, v), a, b, v) for v in game.legal_moves())


def _value(game: gt.Game, target: str) -> int:
    """The reader's value (+1 alive, 0, -1 dead) of the group through `target`; -1 if
    it has been captured."""
    return -1 if game.board[target] is None else status(game, target)


def _winning(game: gt.Game, target: str, want: int) -> set[str]:
    """The moves that reach `want` for the player to move; when one of them captures
    the group at once, only the capturing moves (a line that ends with the capture)."""
    moves = {v for v in game.legal_moves() if _value(_after(game, v), target) == want}
    captures = {v for v in moves if _after(game, v).board[target] is None}
    return captures or moves


def _check_line(ex: Exercise) -> None:
    """The extended move-tree goals: ("line", target, check, *args)."""
    game = ex.game()
    check, args = ex.goal[2], [str(v) for v in ex.goal[3:]]
    student = game.to_move
    line = game.copy()
    for v in ex.answer:
        assert line.is_legal(v), f"{v} in the right line is illegal"
        line.play(v)
    first = _after(game, ex.answer[0])
    if check == "connect":
        assert len(ex.answer) == 1
        assert {v for v in game.legal_moves()
                if all(joined(_after(game, v).board, args[0], o) for o in args[1:])} == {
            ex.answer[0]}, "exactly one move connects"
        for wrong, reply in ex.replies.items():
            assert cut_holds(_after(game, wrong, reply), args[0], args[1], reply), (
                f"after {wrong}, {reply} cuts")
    elif check == "cut":
        assert len(ex.answer) == 1
        assert {v for v in game.legal_moves()
                if cut_holds(_after(game, v), args[0], args[1], v)} == {ex.answer[0]}
        for wrong, reply in ex.replies.items():
            after = _after(game, wrong, reply)
            assert joined(after.board, args[0], args[1]) or not _can_cut(after, *args), (
                f"after {wrong}, {reply} keeps White connected")
    elif check in ("live", "kill"):
        target = str(ex.goal[1])
        want = 1 if check == "live" else -1
        # the right line: its first move wins against every reply, the opponent's
        # replies in it lose too, and it ends won (or with the group captured)
        assert _value(first, target) == want, f"{ex.answer[0]} does not {check}"
        assert _value(line, target) == want
        for i in range(1, len(ex.answer)):
            before = _after(game, *ex.answer[:i])
            assert _value(before, target) == want
            if i % 2 == 0:  # a later move of the student: the only one that does it
                assert _winning(before, target, want) == {ex.answer[i]}, (
                    f"after {ex.answer[:i]} the student has other answers")
        for wrong, reply in ex.replies.items():
            refuted = _after(game, wrong, reply)
            assert refuted.to_move is student
            assert _value(refuted, target) == -want, f"{wrong} then {reply}: not refuted"
    else:
        pytest.fail(f"unknown line check {check!r}")


def check_goal(ex: Exercise) -> None:
    """Derives the exercise's answer from its goal with the engine, and compares."""
    game = ex.game()
    board = game.board
    kind, args = ex.goal[0], [str(v) for v in ex.goal[1:]]
    if kind == "line" and len(ex.goal) > 2:
        _check_line(ex)
    elif kind == "capture-now" and len(ex.goal) > 2:
        check, pair = args[1], args[2:]
        assert check == "protect"
        protected = {v for v in game.legal_moves() if not _can_cut(_after(game, v), *pair)}
        assert set(ex.answer) == protected
    elif kind == "cuttable":
        assert ex.answer == ("yes" if _can_cut(game, *args) else "no",)
    elif kind == "eye-kind":
        vertex, color = args[0], Color.parse(args[1])
        assert is_eye(board, vertex, color)
        assert ex.answer == ("real" if eye_is_real(board, vertex, color) else "false",)
    elif kind == "status":
        # alive: lives even if the opponent plays first; dead: dies even if its owner
        # plays first; unsettled: whoever plays first decides
        target = args[0]
        owner = board[target]
        assert owner is not None
        first_owner = gt.Game.from_diagram(str(board), to_move=owner)
        first_opponent = gt.Game.from_diagram(str(board), to_move=owner.opponent)
        if status(first_opponent, target) == 1:
            value = "alive"
        elif status(first_owner, target) == -1:
            value = "dead"
        else:
            assert status(first_owner, target) == 1 and status(first_opponent, target) == -1
            value = "unsettled"
        assert ex.answer == (value,)
    else:
        _check_engine_goal(ex)


# ------------------------------------------------------------------ the modules
@pytest.mark.parametrize("name", MODULES)
def test_lesson_module_shape(name: str) -> None:
    m = MODULES[name]
    assert m.TITLE.strip() and m.SUMMARY.strip()
    assert len(m.DEMOS) >= 2, "at least two demonstrations"
    assert len(m.EXERCISES) >= 8, "at least eight exercises"
    sizes = [e.game().size for e in m.EXERCISES]
    assert sum(1 for s in sizes if s <= 7) >= 0.75 * len(sizes), sizes
    cells = m.NOTEBOOK
    assert cells[0][0] == "markdown" and not cells[0][1].startswith("#")
    assert cells[-1] == ("code", "L.exercises()")
    assert cells[-2][0] == "markdown" and cells[-2][1].startswith("## What you learned")
    shown_demos, shown_exercises = set(), []
    for kind, text in cells:
        assert kind in ("markdown", "code")
        if kind == "code":
            found = re.fullmatch(r'L\.demo\("([a-z-]+)"\)|L\.exercise\((\d+)\)|'
                                 r'L\.exercises\(\)', text)
            assert found, f"unexpected code cell {text!r}"
            if found.group(1):
                shown_demos.add(found.group(1))
            elif found.group(2):
                shown_exercises.append(int(found.group(2)))
        else:
            assert "our rule" not in text and "gotutor" not in text
            assert len(text) < 900, "a Markdown cell stays short"
    assert shown_demos == set(m.DEMOS), "every demonstration is shown"
    assert shown_exercises == list(range(1, len(m.EXERCISES) + 1)), (
        "every exercise is shown once, in order")


# ------------------------------------------------------------------ demonstrations
@pytest.mark.parametrize(("name", "key"), ALL_DEMOS)
def test_demonstration_builds_and_steps(name: str, key: str) -> None:
    for code in languages():
        demo = MODULES[name].DEMOS[key](code)
        assert isinstance(demo, Demonstration)
        assert demo.steps >= 3
    game = MODULES[name].DEMOS[key]("en").game
    size = game.size
    replay: gt.Game | None = None
    for i, node in enumerate(game.main_line()):
        assert node.comment.strip(), f"step {i} of {key} has no caption"
        marks_of(node, size)  # raises for a mark off the board
        board = Board.from_codes(size, node.codes)
        assert all(chain.liberties for chain in board.chains())
        if node.move is not None and replay is not None:
            assert replay.is_legal(node.move.vertex), f"step {i}: {node.move} is illegal"
            replay.play(node.move.vertex)
            assert replay.node.codes == node.codes
        else:
            replay = gt.Game.from_diagram(str(board), to_move=node.to_move,
                                          rules=game.rules)


# ------------------------------------------------------------------ exercises
@pytest.mark.parametrize(("name", "n"), ALL_EXERCISES)
def test_answer_follows_from_goal(name: str, n: int) -> None:
    ex = _ex(name, n)
    check_goal(ex)
    for text in (ex.question, ex.right, ex.wrong, ex.hint, ex.title):
        assert text.strip(), "every exercise has a question, feedback, a hint and a title"


@pytest.mark.parametrize(("name", "n"), ALL_EXERCISES)
def test_exercise_builds_in_every_language(name: str, n: int) -> None:
    ex = _ex(name, n)
    for code in languages():
        problem = to_problem(ex, code)
        assert problem.answer_kind == ex.kind
        state = problem.session(code).state()
        assert state["question"].strip()


@pytest.mark.parametrize(("name", "n"), ALL_EXERCISES)
def test_right_answer_solves(name: str, n: int) -> None:
    ex = _ex(name, n)
    problem = to_problem(ex, "en")
    solution = problem.solution()
    assert problem.is_right(solution)
    if _is_tree(ex):
        assert solution == _students_moves(ex)
        session = problem.session("en")
        for i, move in enumerate(ex.answer[0::2]):
            feedback = session.click(move)
            if 2 * i + 1 < len(ex.answer):  # the opponent answers with the line's reply
                assert feedback.kind == "right"
                assert session.game.last_move.vertex == ex.answer[2 * i + 1]
        assert feedback.kind == "solved"
    elif ex.kind == "move":
        for right in ex.answer:
            assert problem.is_right([right]), f"{right} should solve it"
    elif ex.kind == "points":
        assert set(solution) == set(ex.answer)
    else:
        assert str(solution) == ex.answer[0]
        assert problem.session("en").answer(ex.answer[0]).kind == "solved"


def _wrong_answers(ex: Exercise, problem: gt.Problem) -> list[object]:
    game = problem.start_game()
    if _is_tree(ex):
        from gotutor.lessons.answers import stored

        works = {m for m, (status, _r) in stored(ex).items() if status == "win"}
        return [[v] for v in game.legal_moves() if v != ex.answer[0] and v not in works]
    if ex.kind == "move" and ex.goal[0] == "capture-now":
        return [[v] for v in game.legal_moves() if v not in ex.answer]
    if ex.kind == "move":
        # an engine goal reads the fight: a move far from the target fails
        size = game.size
        target = game.board.point(str(ex.goal[1]))

        def distance(v: str) -> int:
            p = game.board.point(v)
            return abs(p % size - target % size) + abs(p // size - target // size)

        return [[max(game.legal_moves(), key=distance)]]
    if ex.kind == "choice":
        return [v for v, _label in ex.choices if v != ex.answer[0]]
    if ex.kind == "number":
        return [str(int(float(ex.answer[0])) + 1)]
    return [list(ex.answer)[1:]]


@pytest.mark.parametrize(("name", "n"), ALL_EXERCISES)
def test_wrong_answers_are_refuted(name: str, n: int) -> None:
    ex = _ex(name, n)
    problem = to_problem(ex, "en")
    start = problem.start_game()
    wrongs = _wrong_answers(ex, problem)
    assert wrongs
    for wrong in wrongs:
        assert not problem.is_right(wrong), f"{wrong!r} must not solve it"
        session = problem.session("en")
        feedback = session.submit(wrong)
        assert feedback.kind in ("failed", "wrong"), (wrong, feedback)
        assert feedback.message.strip()
        if _is_tree(ex):
            # the refutation is played on the board
            move = wrong[0]
            assert session.game.move_number == start.move_number + 2, move
            assert session.game.last_move.vertex == ex.replies[move]
    if _is_tree(ex):
        legal = set(start.legal_moves()) - {"pass", ex.answer[0]}
        assert set(ex.replies) == legal, "every wrong first move has a refutation"
        assert set(ex.why) <= set(ex.replies)


@pytest.mark.parametrize(("name", "n"), ALL_EXERCISES)
def test_feedback_does_not_give_the_answer_away(name: str, n: int) -> None:
    ex = _ex(name, n)
    right = set(_students_moves(ex)) if ex.kind == "move" else set(
        ex.answer if ex.kind == "points" else ())
    texts = [ex.wrong, *ex.why.values(), *ex.all_hints[:-1]]
    for text in texts:
        named = set(VERTEX.findall(text))
        assert not named & right, f"{text!r} names the answer"
    if len(ex.all_hints) > 1:
        assert ex.all_hints[0] != ex.all_hints[-1]


def test_the_reader_knows_the_basic_shapes() -> None:
    """The life-and-death reader agrees with the textbook on a straight three."""
    from gotutor.lessons.exercise import diagram

    three = diagram(7, black="A1 A2 B2 C2 D2 E2 E1", white="A3 B3 C3 D3 E3 F3 F2 F1")
    assert status(gt.Game.from_diagram(three, to_move="B"), "A1") == 1
    assert status(gt.Game.from_diagram(three, to_move="W"), "A1") == -1
    board = gt.Game.from_diagram(three).board
    assert chain_of(board, "A1") == chain_of(board, "E1")


@pytest.mark.parametrize("name", MODULES)
def test_every_text_is_a_plain_msgid(name: str) -> None:
    """The catalogs' extractor finds every text of the lesson, exactly as the lesson
    uses it (a notebook cell's text is its msgid, without surrounding blank lines)."""
    from gotutor.i18n.extract import find_messages

    messages, problems = find_messages()
    msgids = {m.msgid for m in messages}
    m = MODULES[name]
    assert not [p for p in problems if Path(m.__file__).name in p]
    texts = [m.TITLE, m.SUMMARY, *(text for kind, text in m.NOTEBOOK if kind == "markdown")]
    for ex in m.EXERCISES:
        texts += [ex.question, ex.right, ex.wrong, ex.title, *ex.all_hints,
                  *ex.why.values(), *(label for _v, label in ex.choices)]
    missing = [t for t in texts if t and t not in msgids]
    assert not missing, missing
    for key, make in m.DEMOS.items():
        captions = [n.comment for n in make("en").game.main_line()]
        assert all(c in msgids for c in captions), key


def _steps(module: ModuleType, key: str) -> list[gt.Game]:
    """Each step of a demonstration as a game with its position and player to move."""
    game = module.DEMOS[key]("en").game
    return [gt.Game.from_diagram(str(Board.from_codes(game.size, n.codes)), to_move=n.to_move)
            for n in game.main_line()]


def test_claims_of_the_connecting_demonstrations() -> None:
    """The liberties the captions count and circle are the chains' liberties."""
    last = list(connecting_and_cutting.DEMOS["connect"]("en").game.main_line())[-1]
    board = Board.from_codes(6, last.codes)
    libs = {board.vertex(p) for p in board.chain(board.point("C3")).liberties}
    circled = {v for v, kind in marks_of(last, 6).items() if kind == "circle"}
    assert libs == circled and len(libs) == 6
    cut = list(connecting_and_cutting.DEMOS["cut"]("en").game.main_line())[1]
    board = Board.from_codes(6, cut.codes)
    assert not joined(board, "C3", "D4")
    libs = {board.vertex(p) for v in ("C3", "D4") for p in board.chain(board.point(v)).liberties}
    assert all(len(board.chain(board.point(v)).liberties) == 2 for v in ("C3", "D4"))
    assert libs == {v for v, kind in marks_of(cut, 6).items() if kind == "circle"}


@pytest.mark.parametrize(("key", "expected"), [
    ("eye-space", "unsettled"), ("bent-three", "unsettled"), ("square-four", "dead"),
    ("straight-four", "alive"), ("pyramid-four", "unsettled"), ("bulky-five", "unsettled")])
def test_claims_of_the_eye_shapes(key: str, expected: str) -> None:
    """Each shape is what its demonstration says (alive, dead, or decided by whoever
    plays first), and the vital point it marks is the one move that decides, for both
    players."""
    game = life_and_death.DEMOS[key]("en").game
    size = game.size
    nodes = list(game.main_line())
    before_play = nodes[:next(i for i, n in enumerate(nodes) if n.move is not None)]
    board = Board.from_codes(size, nodes[0].codes)
    target = board.vertex(board.stones(Color.BLACK)[0])
    black_first = gt.Game.from_diagram(str(board), to_move="B")
    white_first = gt.Game.from_diagram(str(board), to_move="W")
    found = ("alive" if status(white_first, target) == 1 else
             "dead" if status(black_first, target) == -1 else "unsettled")
    assert found == expected
    if expected == "unsettled":
        vital = {v for n in before_play for v, kind in marks_of(n, size).items()
                 if kind == "triangle"}
        assert _winning(black_first, target, 1) - _far(black_first) == vital
        assert _winning(white_first, target, -1) - _far(white_first) == vital


def _far(game: gt.Game) -> set[str]:
    """The empty points outside the Black group's eye space (moves elsewhere, that
    change nothing for a group whose fate is settled)."""
    board = game.board
    black = board.vertex(board.stones(Color.BLACK)[0])
    area = LifeReader(board, black, Color.BLACK).area
    return {board.vertex(p) for p in board.empty_points() if p not in area}


def test_claims_of_the_eye_demonstrations() -> None:
    """One eye: White's move in it is refused while the group has another liberty, and
    captures at the end. Two eyes: both stay refused. False eye: D2 makes C1 false."""
    one = _steps(eyes, "one-eye")
    assert one[0].why_illegal("A1") == "suicide" and one[-2].board["A2"] is not None
    assert one[-1].board["A2"] is None
    two = _steps(eyes, "two-eyes")
    assert all(two[-1].why_illegal(v, "W") == "suicide" for v in ("A1", "C1"))
    assert status(gt.Game.from_diagram(str(two[0].board), to_move="W"), "B2") == 1
    false = _steps(eyes, "false-eye")
    assert not eye_is_real(false[0].board, "C1", Color.BLACK)
    held = Board.from_diagram(str(false[0].board))
    held.set(held.point("D2"), Color.BLACK)  # "if Black held D2, both eyes would be real"
    assert eye_is_real(held, "C1", Color.BLACK) and eye_is_real(held, "A1", Color.BLACK)
