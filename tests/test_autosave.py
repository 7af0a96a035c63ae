"""Autosave of games (gotutor.autosave, GoBoard(autosave=...)): a board in play mode
keeps its game under a key; a board made again with the key offers to continue it."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gotutor import Game, autosave, safefile
from gotutor.errors import GoError, StorageWarning
from gotutor.i18n import _
from gotutor.widget import GoBoard

ROOT = Path(__file__).resolve().parents[1]
MOVES = ["C3", "G7", "C7", "G3", "E5"]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data" / "progress.json"
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    monkeypatch.setattr(autosave, "_told", set())
    return path.parent / "games"


def send(board: GoBoard, **msg: Any) -> None:
    msg.setdefault("version", board.version)
    board._handle_custom_msg(msg, [])


def played(key: str = "my-game", moves: list[str] = MOVES, **options: Any) -> GoBoard:
    board = GoBoard(size=9, autosave=key, **options)
    for v in moves:
        send(board, type="play", vertex=v)
    return board


def test_a_game_is_saved_as_it_changes_and_offered_again(data: Path) -> None:
    GoBoard(size=9, autosave="my-game")
    assert not data.exists()  # an untouched board writes nothing
    board = played()
    [saved] = data.glob("*.json")
    stored = json.loads(saved.read_text())
    assert stored["key"] == "my-game" and stored["cursor"] == [0] * 5
    assert Game.from_sgf(stored["sgf"]).main_line  # readable SGF
    again = GoBoard(size=9, autosave="my-game", language="en")
    assert again.message == "Continue your game from move 5? Press Redo to continue it, " \
        "or play a move to start a new game."
    assert again.game.move_number == 0  # nothing is continued without asking
    assert again.can_redo  # the Redo button the offer names can be pressed
    send(again, type="redo")
    assert not again.can_redo  # the continued game is at its last move
    assert again.game.move_number == 5 and again.stones == board.stones
    assert again.message == "Your game continues from move 5."
    send(again, type="play", vertex="D4")  # and it goes on being saved
    assert json.loads(saved.read_text())["cursor"] == [0] * 6
    assert list(data.glob("*.previous.json")) == []


@pytest.mark.parametrize("to", ["next", "last"])
def test_stepping_forward_takes_the_offer_too(data: Path, to: str) -> None:
    """The step-forward buttons, enabled with Redo while a game is offered, continue it."""
    board = played()
    again = GoBoard(size=9, autosave="my-game", language="en")
    send(again, type="navigate", to=to)
    assert again.game.move_number == 5 and again.stones == board.stones
    assert again.message == "Your game continues from move 5."


def test_the_cursor_is_where_the_student_left_it(data: Path) -> None:
    board = played()
    send(board, type="undo")
    send(board, type="undo")
    again = GoBoard(size=9, autosave="my-game")
    assert again.continue_game() == 3
    assert again.game.can_redo  # the moves taken back are still in the tree
    with pytest.raises(GoError):
        again.continue_game()  # taken already


def test_playing_instead_starts_a_new_game_and_keeps_the_old_one(data: Path) -> None:
    played()
    again = GoBoard(size=9, autosave="my-game")
    send(again, type="play", vertex="E5")
    [previous] = data.glob("*.previous.json")
    assert "C3" not in json.loads(previous.read_text())["sgf"]  # sgf coordinates: cg...
    assert Game.from_sgf(json.loads(previous.read_text())["sgf"]).main_line
    assert len(list(Game.from_sgf(json.loads(previous.read_text())["sgf"]).main_line())) == 6
    third = GoBoard(size=9, autosave="my-game")
    assert "move 1?" in third.message


def test_the_offer_speaks_every_language(data: Path) -> None:
    played()
    english = autosave.OFFER.format(n=5)
    for code in ("pl", "ru", "nb", "ky"):
        board = GoBoard(size=9, autosave="my-game", language=code)
        assert board.message == _(autosave.OFFER, code, n=5) != english
        assert "5" in board.message


def test_a_new_process_continues_the_game(data: Path) -> None:
    # a real restart of Python (not of a Jupyter kernel: the same thing for the file)
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "GOTUTOR_PROGRESS_FILE": os.environ["GOTUTOR_PROGRESS_FILE"]}
    first = """
from gotutor.widget import GoBoard
b = GoBoard(size=9, autosave="lesson-14")
for v in ["D5", "F5", "E4"]:
    b._handle_custom_msg({"type": "play", "vertex": v, "version": b.version}, [])
print(b.stones)
"""
    second = """
from gotutor.widget import GoBoard
b = GoBoard(size=9, autosave="lesson-14", language="nb")
print(b.message)
print(b.continue_game())
print(b.stones)
"""
    run = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60, check=True).stdout.split("\n")
           for code in (first, second)]
    assert run[1][0] == _(autosave.OFFER, "nb", n=3)
    assert run[1][1] == "3" and run[1][2] == run[0][0]


def test_board_save_writes_the_sgf(data: Path, tmp_path: Path) -> None:
    board = played(moves=["C3", "G7"])
    send(board, type="undo")
    send(board, type="play", vertex="D7")  # a variation
    board.save(tmp_path / "game.sgf")
    game = Game.load(tmp_path / "game.sgf")
    assert game.to_sgf() == board.game.to_sgf()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_damaged_save_is_put_aside_and_a_new_game_starts(data: Path) -> None:
    played()
    [saved] = data.glob("*.json")
    saved.write_text('{"version": 1, "sgf": "(;GM[1]SZ[9];B[zz" ')
    with pytest.warns(StorageWarning, match="could not be read"):
        board = GoBoard(size=9, autosave="my-game")
    [aside] = data.glob("*.damaged-*")
    assert not board._autosave.pending
    assert board.message_kind == "error" and str(aside) in board.message  # said on the board
    assert aside.read_text().startswith('{"version": 1, "sgf"')
    saved.write_text(json.dumps(["not", "a", "saved", "game"]))
    with pytest.warns(StorageWarning):
        GoBoard(size=9, autosave="my-game")
    assert len(list(data.glob("*.damaged-*"))) == 2


def test_a_damaged_save_that_cannot_be_moved_is_not_written_over(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played()
    [saved] = data.glob("*.json")
    saved.write_text("{damaged")

    def no_rename(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(safefile.os, "rename", no_rename)
    with pytest.warns(StorageWarning):
        board = played()
    assert board.game.move_number == 5 and saved.read_text() == "{damaged"


def test_a_disk_that_refuses_keeps_the_game_going(data: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safefile.os, "replace", fail)
    with pytest.warns(StorageWarning, match="could not be saved") as caught:
        board = played()
    assert len([w for w in caught if issubclass(w.category, StorageWarning)]) == 1
    assert board.game.move_number == 5


def test_only_play_mode_saves_and_keys_are_checked(data: Path) -> None:
    GoBoard(size=9, autosave="viewed", mode="view")
    assert not data.exists() or list(data.glob("*.json")) == []
    with pytest.raises(GoError):
        GoBoard(size=9, autosave="")
    with pytest.raises(GoError):
        GoBoard(size=9, autosave=42)  # type: ignore[arg-type]
    a, b = autosave.saved_game_file("a/b"), autosave.saved_game_file("a:b")
    assert a != b and a is not None and a.parent == data and "/" not in a.name
    board = GoBoard(size=9)  # no key: nothing saved, Redo as before
    send(board, type="redo")
    assert board.message_kind == "error"


@pytest.mark.slow
def test_a_real_kernel_restart_continues_the_game(data: Path) -> None:
    jupyter_client = pytest.importorskip("jupyter_client")
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "GOTUTOR_PROGRESS_FILE": os.environ["GOTUTOR_PROGRESS_FILE"]}
    km, kc = jupyter_client.manager.start_new_kernel(kernel_name="python3", env=env)

    def run(code: str) -> str:
        out: list[str] = []

        def keep(msg: dict) -> None:
            if msg["msg_type"] == "stream" and msg["content"]["name"] == "stdout":
                out.append(msg["content"]["text"])
            elif msg["msg_type"] == "error":
                out.append("ERROR " + msg["content"]["evalue"])

        kc.execute_interactive(code, output_hook=keep, timeout=60)
        return "".join(out).strip()

    try:
        run("from gotutor.widget import GoBoard\nb = GoBoard(size=9, autosave='k')\n"
            "for v in ['D5', 'F5', 'E4', 'C6']:\n"
            "    b._handle_custom_msg({'type': 'play', 'vertex': v, 'version': b.version}, [])\n"
            "print(b.game.move_number)")
        before = run("print(b.stones)")
        km.restart_kernel(now=True)
        kc.wait_for_ready(timeout=60)
        assert run("print('b' in dir())") == "False"  # a new kernel: nothing in memory
        out = run("from gotutor.widget import GoBoard\nb = GoBoard(size=9, autosave='k', "
                  "language='pl')\nprint(b.message)\n"
                  "b._handle_custom_msg({'type': 'redo', 'version': b.version}, [])\n"
                  "print(b.game.move_number)\nprint(b.stones)")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    assert out.split("\n") == [_(autosave.OFFER, "pl", n=4), "4", before]


def test_the_offer_is_in_the_boards_first_state(data: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A board made again after a restart opens its comm with the offer already said,
    so the page never shows it a moment late (or a test reading it early, nothing)."""
    from test_widget import opened_states

    played()
    states = opened_states(monkeypatch)
    again = GoBoard(size=9, autosave="my-game", language="nb")
    [state] = states
    assert state["message"] == again.message == _(autosave.OFFER, "nb", n=5)
    assert state["stones"] == "." * 81


def test_two_kernels_on_one_key_lose_neither_game(data: Path) -> None:
    """Two boards (two kernels) play at once under one key: the second to save finds a
    game it neither read nor wrote, keeps its own beside it and says so on the board."""
    one = GoBoard(size=9, autosave="shared", language="pl")
    two = GoBoard(size=9, autosave="shared", language="pl")
    mine_one, mine_two = ["C3", "G7", "C7", "G3"], ["D4", "F6", "D6", "F4"]
    said = []
    for a, b in zip(mine_one, mine_two, strict=True):
        send(one, type="play", vertex=a)
        send(two, type="play", vertex=b)
        said.append((one.message, two.message))
    files = sorted(data.glob("*.json"))
    assert len(files) == 2
    [beside] = [f for f in files if f.name.endswith(".2.json")]
    games = {tuple(n.move.vertex for n in Game.from_sgf(json.loads(f.read_text())["sgf"])
                   .main_line() if n.move) for f in files}
    assert games == {tuple(mine_one), tuple(mine_two)}
    # said on the second board when it happened (its first move), and once
    assert [two_said for _one, two_said in said] == [_(
        "Another open notebook saves a game under the same name, so this board's game is "
        "saved as {file}: neither game is lost.", "pl", file=str(beside)), "", "", ""]
    assert [one_said for one_said, _two in said] == ["", "", "", ""]  # its file stays its own


def test_a_damaged_save_is_said_on_the_board(data: Path) -> None:
    data.mkdir(parents=True)
    target = autosave.saved_game_file("my-game")
    assert target is not None
    target.write_bytes(b"{broken")
    with pytest.warns(StorageWarning):
        board = GoBoard(size=9, autosave="my-game", language="nb")
    [aside] = data.glob("*.damaged-*")
    assert board.message_kind == "error"
    template = _("The saved game {file} could not be read ({reason}); it is kept as it is "
                 "and a new game starts.", "nb", file=str(aside), reason="\x00")
    before, after = template.split("\x00")
    assert board.message.startswith(before) and board.message.endswith(after)
    assert before != template  # the Norwegian text, with the file named in it
