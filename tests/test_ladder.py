"""The ladder of handicaps and levels (gotutor.ladder): a win moves the student one step
up, a loss one step down; the step is kept in the progress file across kernels (each
subprocess is a new kernel), merged with other kernels' games, and bad stored data is
read as the first step without touching the rest of the file."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gotutor import ladder
from gotutor.bots import level_bot
from gotutor.errors import GoError
from gotutor.game import Game
from gotutor.i18n.answers import format_result
from gotutor.lessons import lesson
from gotutor.lessons.opponent import ladder_result

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def progress_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    ladder._pending.clear()
    return path


def _kernel(path: Path, code: str) -> str:
    """Runs `code` in a new Python (a new kernel) on progress file `path`; returns its
    printed output."""
    env = {**os.environ, "GOTUTOR_PROGRESS_FILE": str(path), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_the_steps_get_harder_one_at_a_time() -> None:
    for rungs in (ladder.BUILTIN_STEPS, ladder.GNUGO_STEPS):
        assert len(rungs) >= 8
        for lower, upper in itertools.pairwise(rungs):
            assert upper != lower
            # one step up: less handicap at the same level, or a stronger level
            assert (upper.level == lower.level and upper.handicap < lower.handicap) or \
                upper.level > lower.level
        assert rungs[-1].handicap == 0 and rungs[-1].komi == 6.5
        assert all(s.komi == 0.5 for s in rungs if s.handicap)
    assert {s.engine for s in ladder.BUILTIN_STEPS} == {"builtin"}
    assert {s.engine for s in ladder.GNUGO_STEPS} == {"gnugo"}


def test_a_win_moves_up_and_a_loss_down(progress_file: Path) -> None:
    assert ladder.ladder("builtin").number == 1
    assert ladder.record(True, "builtin").number == 2
    assert ladder.record(True, "builtin").number == 3
    step = ladder.record(False, "builtin")
    assert (step.number, step.won, step.lost) == (2, 2, 1)
    assert step.step == ladder.BUILTIN_STEPS[1]
    # the other ladder keeps its own step
    assert ladder.ladder("gnugo").number == 1
    saved = json.loads(progress_file.read_text())["ladder"]["builtin"]
    assert saved == {"step": 2, "won": 2, "lost": 1}


def test_the_ends_keep_the_student(progress_file: Path) -> None:
    assert ladder.record(False, "builtin").number == 1
    total = len(ladder.BUILTIN_STEPS)
    for _ in range(total + 3):
        step = ladder.record(True, "builtin")
    assert step.number == total
    assert ladder.record(False, "builtin").number == total - 1


def test_the_step_is_kept_across_kernels(progress_file: Path) -> None:
    code = ("from gotutor import ladder\nladder.record({won}, 'builtin')\n"
            "print(ladder.ladder('builtin').number)")
    assert _kernel(progress_file, code.format(won=True)) == "2"
    assert _kernel(progress_file, code.format(won=True)) == "3"
    assert _kernel(progress_file, code.format(won=False)) == "2"
    assert ladder.ladder("builtin").number == 2  # and this kernel reads it too
    assert ladder.record(True, "builtin").number == 3
    assert _kernel(progress_file, "from gotutor import ladder\n"
                                  "print(ladder.ladder('builtin').number)") == "3"


def test_kernels_recording_at_once_lose_no_game(progress_file: Path) -> None:
    code = ("from gotutor import ladder\n"
            "for _ in range(3): ladder.record(True, 'builtin')\nprint('ok')")
    env = {**os.environ, "GOTUTOR_PROGRESS_FILE": str(progress_file), "PYTHONPATH": str(ROOT)}
    runs = [subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                             text=True) for _ in range(3)]
    assert all(run.communicate(timeout=60)[0].strip() == "ok" for run in runs)
    step = ladder.ladder("builtin")
    assert (step.number, step.won) == (10, 9)


@pytest.mark.parametrize("stored", [
    {"builtin": {"step": "three"}}, {"builtin": {"step": 0}}, {"builtin": {"step": 99}},
    {"builtin": {"step": True}}, {"builtin": [1, 2]}, {"builtin": None}, [3], "x",
    {"builtin": {"step": 2.5, "won": -4, "lost": "many"}},
])
def test_bad_stored_data_reads_as_the_first_step(progress_file: Path, stored: object) -> None:
    progress_file.write_text(json.dumps({"version": 1, "exercises": {"a:1": {
        "status": "solved"}}, "ladder": stored}))
    step = ladder.ladder("builtin")
    assert (step.number, step.won, step.lost) == (1, 0, 0)
    assert ladder.record(True, "builtin").number == 2
    data = json.loads(progress_file.read_text())
    assert data["ladder"]["builtin"] == {"step": 2, "won": 1, "lost": 0}
    assert data["exercises"] == {"a:1": {"status": "solved"}}  # the rest is kept


def test_a_damaged_file_keeps_the_games_in_memory(progress_file: Path) -> None:
    progress_file.write_text("{not json")
    assert ladder.record(True, "builtin").number == 2
    assert progress_file.read_text() == "{not json"  # never written over
    assert ladder.ladder("builtin").number == 2
    ladder._pending.clear()


def test_bad_calls_raise_the_projects_error(progress_file: Path) -> None:
    with pytest.raises(GoError):
        ladder.record(1, "builtin")  # type: ignore[arg-type]
    with pytest.raises(GoError):
        ladder.record(True, "katago")
    with pytest.raises(GoError):
        ladder.ladder("katago")
    assert not progress_file.exists()


def test_reset_puts_the_student_back(progress_file: Path) -> None:
    ladder.record(True, "builtin")
    ladder.record(True, "gnugo")
    ladder.reset("builtin")
    assert ladder.ladder("builtin").number == 1
    assert ladder.ladder("gnugo").number == 2


@pytest.mark.parametrize("code", ["en", "pl", "ru", "nb", "ky"])
def test_the_step_is_said_in_five_languages(progress_file: Path, code: str) -> None:
    ladder.record(True, "builtin")
    ladder.record(True, "builtin")
    text = ladder.ladder("builtin", language=code).describe(code)
    assert "3" in text and str(len(ladder.BUILTIN_STEPS)) in text
    if code != "en":
        assert text != ladder.ladder("builtin").describe("en")
    assert f'lang="{code}"' in ladder.ladder("builtin", language=code)._repr_html_()


def _finish(board, moves: list[str]) -> None:
    for vertex in moves:
        if board.game.is_over:
            return
        board.play(vertex)


def test_a_ladder_game_won_moves_the_board_step_up(progress_file: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ladder, "engine", lambda: "builtin")
    board = lesson(14).board_against("ladder", language="nb", seed=3)
    assert board.game.komi == 6.5 and board.game.handicap == 0  # step 1: even, level 1
    student = level_bot(4, seed=5)  # much stronger than the level 1 bot
    for _ in range(200):
        if board.game.is_over:
            break
        board.play(student.choose(board.game))
    assert board.game.is_over
    result = ladder_result(board.game)
    assert result is not None
    assert result.startswith("B+")
    assert ladder.ladder("builtin").number == 2
    assert "2" in board.message and "12" in board.message
    assert board.message.startswith("Du vant") or board.message.startswith("You won")


def test_a_ladder_game_lost_by_passing_moves_down_once(progress_file: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ladder, "engine", lambda: "builtin")
    for _ in range(5):
        ladder.record(True, "builtin")
    assert ladder.ladder("builtin").number == 6  # level 3, 4 handicap stones
    board = lesson(14).board_against("ladder", language="pl")
    assert board.game.handicap == ladder.BUILTIN_STEPS[5].handicap
    for _ in range(100):  # Black passes every time: the bot leads, then passes too
        if board.game.is_over:
            break
        board.pass_move()
    assert board.game.is_over
    assert ladder_result(board.game).startswith("W+")
    assert ladder.ladder("builtin").number == 5
    assert "5" in board.message and "12" in board.message
    # one end: the board shows the count the result was taken from, no offer to count
    assert board.mode == "score"
    assert board.score["result"] == format_result(board.game.score(
        dead=board.dead_stones), "pl")
    assert board.game.score(dead=board.dead_stones).result == ladder_result(board.game)
    assert board.score["result"].split("+")[-1] in board.message  # "0,5" in Polish
    board.undo()  # taken back and ended again: recorded only once
    board.pass_move()
    assert ladder.ladder("builtin").number == 5


def test_the_result_of_a_resignation_is_the_games() -> None:
    game = Game(9)
    game.play("E5")
    game.resign("W")
    assert ladder_result(game) == "B+R"
    assert ladder_result(Game(9)) is None


def test_the_progress_module_keeps_the_ladder(progress_file: Path) -> None:
    from gotutor import progress

    ladder.record(True, "builtin")
    progress.record("liberties:0000abcd", "solved")
    progress.reset("liberties:")
    assert json.loads(progress_file.read_text())["ladder"]["builtin"]["step"] == 2
    assert ladder.ladder("builtin").number == 2


@pytest.mark.gnugo
def test_gnugo_ladder_game_counts_with_gnugos_dead_stones() -> None:
    from gotutor.lessons.opponent import GnuGoBot, ladder_dead

    # a finished game with a dead white stone inside Black's corner
    game = Game(9, komi=6.5)
    for vertex in ("C3", "G7", "D3", "G6", "C4", "G5", "D4", "G4", "B2", "B3"):
        game.play(vertex)
    game.play("pass")
    game.play("pass")
    bot = GnuGoBot(9, 6.5, level=1, fallback=False)
    try:
        dead = ladder_dead(game, bot)
        assert dead == ["B3"]  # GNU Go's final_status_list dead
        assert ladder_result(game, bot) == game.score(dead=dead).result
    finally:
        bot.close()
