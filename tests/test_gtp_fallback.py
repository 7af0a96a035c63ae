"""GNU Go where it cannot run: Pyodide (sys.platform "emscripten", as in the JupyterLite
site) or a machine without it. GnuGo says so with a GtpError; the lessons' GnuGoBot falls
back to the built-in beginner bot and the board says why, in the student's language."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import gotutor as gt
from gotutor import gtp
from gotutor.gtp import GnuGo, GtpError, can_run_programs, find_gnugo, gnugo_available
from gotutor.i18n import _
from gotutor.lessons import lesson
from gotutor.lessons.opponent import NO_GNUGO_NOTE, NO_PROGRAMS_NOTE, GnuGoBot, against


@pytest.fixture
def pyodide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Makes this Python look like Pyodide's (sys.platform "emscripten")."""
    monkeypatch.setattr(sys, "platform", "emscripten")


def test_programs_cannot_run_under_emscripten_nor_wasi() -> None:
    assert can_run_programs("linux") is True
    assert can_run_programs("darwin") is True
    assert can_run_programs("emscripten") is False
    assert can_run_programs("wasi") is False


def test_in_pyodide_there_is_no_gnugo(pyodide: None, monkeypatch: pytest.MonkeyPatch) -> None:
    started = []
    monkeypatch.setattr(gtp.subprocess, "Popen", lambda *a, **k: started.append(a))
    assert find_gnugo() is None
    assert gnugo_available() is False
    with pytest.raises(GtpError, match="cannot run here"):
        GnuGo(9, executable="/usr/games/gnugo")
    assert started == []  # not even tried


def test_gnugo_bot_falls_back_to_the_beginner_bot_in_pyodide(pyodide: None) -> None:
    bot = GnuGoBot(9, 6.5, 1)
    assert bot.engine is None
    assert bot.note == NO_PROGRAMS_NOTE
    game = gt.Game(9)
    game.play("E5")
    assert game.is_legal(bot.choose(game))
    bot.close()  # nothing to stop, no error


def test_gnugo_bot_without_fallback_raises(pyodide: None) -> None:
    with pytest.raises(GtpError):
        GnuGoBot(9, fallback=False)


def test_gnugo_bot_falls_back_when_gnugo_is_missing(tmp_path: Path) -> None:
    bot = GnuGoBot(9, executable=str(tmp_path / "no-gnugo-here"))
    assert bot.engine is None
    assert bot.note == NO_GNUGO_NOTE


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_the_board_says_why_in_the_students_language(pyodide: None, language: str) -> None:
    board = lesson(9).board(language)
    against(board, GnuGoBot(9), "W")
    assert board.message == _(NO_PROGRAMS_NOTE, language)
    assert board.message


def test_board_against_gnugo_in_pyodide_plays_the_beginner_bot(pyodide: None) -> None:
    board = lesson(9).board_against("gnugo", color="W", language="en")
    assert "GNU Go cannot run in the browser" in board.message
    board.play("C3")
    game = board.game
    assert game.board["C3"] is gt.Color.BLACK
    assert game.to_move is gt.Color.BLACK  # the bot has answered
    assert len(game.moves) == 2


def test_the_bot_that_moves_first_keeps_the_note(pyodide: None) -> None:
    board = lesson(9).board(language="en")
    against(board, GnuGoBot(9), "B")  # the bot is Black: it plays at once
    assert len(board.game.moves) == 1
    assert board.message == _(NO_PROGRAMS_NOTE, "en")


@pytest.mark.gnugo
def test_with_gnugo_installed_the_bot_is_gnugo(gnugo_path: str) -> None:
    bot = GnuGoBot(9, 6.5, 1, executable=gnugo_path)
    try:
        assert bot.engine is not None
        assert bot.note is None
        board = against(lesson(9).board(language="en"), bot, "W")
        assert board.message == ""
        board.play("E5")
        assert len(board.game.moves) == 2
    finally:
        bot.close()
