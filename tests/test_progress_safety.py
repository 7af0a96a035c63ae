"""Data safety of the saved progress and settings (gotutor.progress, gotutor.safefile,
gotutor.i18n.preference): damaged files are put aside with a warning, never written
over; kernels writing at once lose nothing; kill -9 leaves a valid file and no litter;
a read-only or full disk keeps the lesson going; a newer version's data is kept."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from gotutor import progress, safefile
from gotutor.errors import StorageWarning
from gotutor.i18n import LanguageError, _, preference, set_language
from gotutor.lessons import lesson
from gotutor.lessons import progress as course_progress

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh progress file (not created yet) and a fresh kernel's memory."""
    path = tmp_path / "data" / "progress.json"
    path.parent.mkdir()
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setattr(progress, "_told", set())
    monkeypatch.setattr(progress, "_notices", [])
    return path


def env_for(path: Path, **more: str) -> dict[str, str]:
    return {**os.environ, "GOTUTOR_PROGRESS_FILE": str(path), "PYTHONPATH": str(ROOT),
            **more}


def run(code: str, path: Path) -> str:
    out = subprocess.run([sys.executable, "-c", code], env=env_for(path),
                         capture_output=True, text=True, timeout=60, check=True)
    return out.stdout


def storage_warnings(caught: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in caught if issubclass(w.category, StorageWarning)]


def litter(folder: Path) -> list[str]:
    """The temporary files in `folder` (anything but the file, its lock and copies)."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp")
                  or p.name.startswith(".progress"))


GOOD = {"version": 1, "exercises": {
    "liberties:aaaa": {"status": "solved", "at": "2026-12-01T09:30:00Z"},
    "atari:bbbb": {"status": "seen", "at": "2026-12-01T09:31:00Z"},
    "capture:cccc": {"status": "tried", "at": "2026-12-01T09:32:00Z"}}}
GOOD_BYTES = json.dumps(GOOD, indent=1).encode()


def _one_bad_byte() -> bytes:
    raw = bytearray(GOOD_BYTES)
    raw[raw.index(b"solved")] = 0xFF
    return bytes(raw)


DAMAGED = {
    "truncated": GOOD_BYTES[: len(GOOD_BYTES) // 2],
    "invalid-json": b"{not json",
    "one-bad-byte": _one_bad_byte(),
    "empty": b"",
    "top-level-list": b'[{"status": "solved"}]',
    "top-level-string": b'"solved"',
    "exercises-a-list": b'{"version": 1, "exercises": ["liberties:aaaa"]}',
    "deep-nesting": b"[" * 100_000 + b"]" * 100_000,  # json.loads: RecursionError
    "nested-too-deep": b'{"exercises": {}, "x": ' + b"[" * 200 + b"]" * 200 + b"}",
}


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_a_damaged_file_is_put_aside_with_a_warning_and_never_overwritten(
        store: Path, kind: str) -> None:
    raw = DAMAGED[kind]
    store.write_bytes(raw)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert progress.load() == {}
        assert progress.record("liberties:aaaa", "tried") == "tried"
        assert course_progress("en").solved == 0  # the course's card works
    told = storage_warnings(caught)
    assert len(told) == 1 and "put aside" in told[0], told  # told once
    [aside] = store.parent.glob("progress.json.damaged-*")
    assert str(aside) in told[0]
    assert aside.read_bytes() == raw  # every byte it had is kept
    assert json.loads(store.read_text())["exercises"]["liberties:aaaa"]["status"] == "tried"
    assert litter(store.parent) == []


def test_an_unreadable_file_is_put_aside_too(store: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    store.write_bytes(GOOD_BYTES)
    real_open = open

    def refusing(file, *args, **kwargs):
        if Path(file) == store:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    with monkeypatch.context() as fault, pytest.warns(StorageWarning,
                                                      match="Permission denied"):
        fault.setattr(safefile, "open", refusing, raising=False)
        assert progress.load() == {}
    [aside] = store.parent.glob("progress.json.damaged-*")
    assert aside.read_bytes() == GOOD_BYTES


def test_a_damaged_file_that_cannot_be_moved_is_left_alone(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store.write_bytes(b"{broken")

    def no_rename(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(safefile.os, "rename", no_rename)
    with pytest.warns(StorageWarning, match="cannot be moved aside"):
        assert progress.record("atari:1", "solved") == "solved"
    assert progress.status_of("atari:1") == "solved"  # kept in memory
    assert store.read_bytes() == b"{broken"  # not written over


def test_a_newer_versions_data_is_kept_as_it_is(store: Path) -> None:
    newer = {"version": 2, "badges": ["first-capture"], "exercises": {
        "liberties:aaaa": {"status": "mastered", "at": "2027-01-01T00:00:00Z"},
        "atari:bbbb": {"status": "tried", "at": "2027-01-01T00:00:00Z", "streak": 5}},
        "resets": "a newer format"}
    store.write_text(json.dumps(newer))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        progress.record("atari:bbbb", "solved")
        progress.record("capture:cccc", "seen")
        progress.record("liberties:aaaa", "solved")
    assert storage_warnings(caught) == []  # a newer version's data is no damage
    data = json.loads(store.read_text())
    assert data["version"] == 2 and data["badges"] == ["first-capture"]
    assert data["resets"] == "a newer format"
    assert data["exercises"]["liberties:aaaa"] == newer["exercises"]["liberties:aaaa"]
    assert data["exercises"]["atari:bbbb"]["status"] == "solved"
    assert data["exercises"]["atari:bbbb"]["streak"] == 5
    assert data["exercises"]["capture:cccc"]["status"] == "seen"
    assert list(store.parent.glob("*.damaged-*")) == []


def test_odd_json_values_are_written_back_as_they_were_read(store: Path) -> None:
    store.write_text('{"version": 1, "exercises": {}, "x": NaN, "y": [Infinity], '
                     '"name": "\\ud800"}')
    progress.record("ko:1", "solved")
    text = store.read_text()
    assert '"x": NaN' in text and "Infinity" in text and '"\\ud800"' in text
    assert json.loads(text)["exercises"]["ko:1"]["status"] == "solved"


def test_entries_of_the_wrong_type_are_ignored_kept_and_warned_once(store: Path) -> None:
    L = lesson(1)
    key = L.key(1)
    odd = {"exercises": {key: {"status": ["solved"]}, "atari:bbbb": "solved",
                         "capture:cccc": {"status": "seen"}, "eyes:dddd": {"status": 3}}}
    store.write_text(json.dumps(odd))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert progress.statuses([key, "atari:bbbb", "capture:cccc"]) == [
            "not tried", "not tried", "seen"]
        s = L.problem(1).session()  # the student solves that very exercise
        assert s.submit(L.problem(1).solution()).kind == "solved"
        assert progress.status_of(key) == "solved"  # counted in this session
        assert L.progress().solved == 1 and course_progress().solved == 1
        assert progress.reset("eyes:") == 1  # a reset removes any entry
    told = storage_warnings(caught)
    assert len(told) == 1 and "not what gotutor expects" in told[0]
    data = json.loads(store.read_text())["exercises"]
    assert data[key] == {"status": ["solved"]} and data["atari:bbbb"] == "solved"
    assert "eyes:dddd" not in data


def test_deeply_nested_settings_never_stop_import(tmp_path: Path) -> None:
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "settings.json").write_bytes(b'{"language": ' + b"[" * 50_000)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GOTUTOR_CONFIG_DIR": str(cfg),
           "LANG": "pl_PL.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    env.pop("GOTUTOR_LANGUAGE", None)
    out = subprocess.run([sys.executable, "-c",
                          "import gotutor as gt; print(gt.get_language())"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "pl" and "StorageWarning" in out.stderr
    assert "settings.json" in out.stderr
    [aside] = cfg.glob("settings.json.damaged-*")
    assert aside.read_bytes().startswith(b'{"language": [[[')
    # told in the locale's language (the session's is not known yet)
    assert "pliku ustawień" in out.stderr


def test_a_damaged_settings_file_is_never_overwritten_by_a_save(tmp_path: Path) -> None:
    env = {"GOTUTOR_CONFIG_DIR": str(tmp_path)}
    (tmp_path / "settings.json").write_text('["pl"]')
    with pytest.warns(StorageWarning, match="put aside"):
        assert preference.remember_language("nb", env) == "nb"
    [aside] = tmp_path.glob("settings.json.damaged-*")
    assert aside.read_text() == '["pl"]'
    assert preference.remembered_language(env) == "nb"


def test_a_damaged_settings_file_that_cannot_be_moved_is_not_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "settings.json").write_text("{damaged")
    monkeypatch.setattr(safefile.os, "rename", _raiser(errno.EROFS))
    env = {"GOTUTOR_CONFIG_DIR": str(tmp_path)}
    with pytest.warns(StorageWarning, match="left as it is"), \
            pytest.raises(LanguageError, match="cannot remember"):
        preference.remember_language("nb", env)
    assert (tmp_path / "settings.json").read_text() == "{damaged"


# ---------------------------------------------------------------- several kernels
WRITER = """
import sys
from gotutor import progress
w, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    progress.record(f"w{w}:{i}", "solved")
    # every writer also raises the same shared exercises: statuses only improve
    progress.record(f"shared:{i % 10}", ("tried", "seen", "solved", "tried")[int(w) % 4])
"""


def test_four_kernels_recording_at_once_lose_nothing(store: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(w), "100"],
                              env=env_for(store)) for w in range(4)]
    assert [p.wait(timeout=60) for p in procs] == [0, 0, 0, 0]
    items = progress.load()
    mine = [k for k in items if k.startswith("w")]
    assert len(mine) == 400  # 0 lost (the unlocked replace lost ~270 of 400 here)
    assert all(items[f"shared:{i}"]["status"] == "solved" for i in range(10))
    assert litter(store.parent) == []


def test_a_reset_in_one_kernel_is_not_undone_by_anothers_unsaved_record(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # this kernel records while the disk is full: kept in memory only
    real_write = os.write

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safefile.os, "write", full)
    with pytest.warns(StorageWarning):
        progress.record("eyes:1", "solved")
    monkeypatch.setattr(safefile.os, "write", real_write)
    assert progress.status_of("eyes:1") == "solved"
    # a teacher resets the lesson in another kernel
    assert run("from gotutor import progress; print(progress.reset('eyes:'))", store) == "0\n"
    assert progress.status_of("eyes:1") == "not tried"  # the reset reaches this kernel
    progress.record("ko:1", "seen")  # the next write does not bring eyes:1 back
    assert set(json.loads(store.read_text())["exercises"]) == {"ko:1"}
    progress.record("eyes:1", "tried")  # tried again after the reset: that counts
    assert progress.status_of("eyes:1") == "tried"
    # and another kernel's reset of everything leaves nothing of this one behind
    run("from gotutor import progress; progress.reset()", store)
    assert progress.load() == {}


def test_without_locks_each_write_brings_back_this_kernels_solves(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import contextlib

    @contextlib.contextmanager
    def no_lock(path: Path, timeout: float | None = None):
        yield False  # like Pyodide's /drive: no lock, another tab may write over us

    monkeypatch.setattr(safefile, "locked", no_lock)
    progress.record("liberties:1", "solved")
    store.write_text(json.dumps({"version": 1, "exercises": {  # another tab's stale write
        "atari:1": {"status": "seen", "at": "2026-12-01T10:00:00Z"}}}))
    progress.record("atari:2", "tried")
    assert set(json.loads(store.read_text())["exercises"]) == {
        "liberties:1", "atari:1", "atari:2"}
    # a reset in another tab is respected by this one
    run("from gotutor import progress; progress.reset('liberties:')", store)
    progress.record("atari:3", "tried")
    assert "liberties:1" not in json.loads(store.read_text())["exercises"]
    assert progress.status_of("liberties:1") == "not tried"


# ---------------------------------------------------------------- kill -9
KILLED = """
import sys
from gotutor import progress
base = int(sys.argv[1])
for i in range(100000):
    progress.record(f"k{base}:{i}", ("tried", "solved")[i % 2])
    print(f"k{base}:{i}", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_kill_9_while_writing_leaves_a_valid_file_and_no_litter(store: Path) -> None:
    # a big file, so that a kill often lands in the middle of a write
    store.write_text(json.dumps({"version": 1, "exercises": {
        f"filler:{i}": {"status": "seen", "at": "2026-12-01T10:00:00Z"}
        for i in range(3000)}}))
    rng = random.Random(20)
    saved: set[str] = set()
    for round_ in range(20):
        proc = subprocess.Popen([sys.executable, "-c", KILLED, str(round_)],
                                env=env_for(store), stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        proc.stdout.readline()  # it has started writing
        time.sleep(rng.uniform(0.0, 0.15))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        saved.update(line for line in out.split("\n")[:-1] if line)
        data = json.loads(store.read_text())  # always a whole, valid file
        assert isinstance(data["exercises"], dict) and len(data["exercises"]) >= 3000
        assert saved <= set(data["exercises"])  # every record that returned is there
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        items = progress.load()  # the next open cleans up after the dead writers
    assert storage_warnings(caught) == []
    assert len(items) >= 3000 + len(saved)
    assert litter(store.parent) == []
    assert list(store.parent.glob("*.damaged-*")) == []


def test_only_dead_or_old_writers_temporary_files_are_removed(store: Path) -> None:
    host = safefile._host()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        folder = store.parent
        names = {
            "dead": f".progress.json.{host}.{dead.pid}.0badc0de.tmp",
            "live": f".progress.json.{host}.{live.pid}.0badc0de.tmp",
            "old": f".progress.json.{host}.{live.pid}.00c0ffee.tmp",
            "other-host": f".progress.json.elsewhere.{dead.pid}.0badc0de.tmp",
            "legacy-old": ".progress-k3j_x9.json",
            "legacy-new": ".progress-a1b2c3.json",
            "not-ours": ".progress.json.notes",
        }
        for name in names.values():
            (folder / name).write_text("{")
        hour_ago = time.time() - 3600
        for key in ("old", "legacy-old"):
            os.utime(folder / names[key], (hour_ago, hour_ago))
        progress.load()
        left = {p.name for p in folder.iterdir()}
        assert left >= {names["live"], names["other-host"], names["legacy-new"],
                        names["not-ours"]}
        assert not left & {names["dead"], names["old"], names["legacy-old"]}
    finally:
        live.kill()
        live.wait()


# ---------------------------------------------------------------- failing disks
def _raiser(code: int):
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))
    return fail


@pytest.mark.parametrize(("target", "code", "words"), [
    ("replace", errno.EROFS, "read-only"),
    ("write", errno.ENOSPC, "full"),
    ("fsync", errno.EIO, "could not be written"),
    ("open", errno.EACCES, "may not write"),
    ("open", errno.EROFS, "read-only"),
])
def test_a_disk_that_refuses_keeps_the_lesson_going(
        store: Path, monkeypatch: pytest.MonkeyPatch, target: str, code: int,
        words: str) -> None:
    progress.record("before:1", "solved")
    before = store.read_bytes()
    L = lesson(2)
    with monkeypatch.context() as fault, warnings.catch_warnings(record=True) as caught:
        fault.setattr(safefile.os, target, _raiser(code))
        warnings.simplefilter("always")
        assert progress.record("liberties:1", "solved") == "solved"
        assert progress.record("liberties:2", "seen") == "seen"
        s = L.problem(1).session()
        feedback = s.submit(L.problem(1).solution())  # the board's answer, as it shows it
        assert feedback.kind == "solved"
        assert words in feedback.message  # the board shows what was told, once
        assert words not in L.problem(2).session().show_solution().message
        assert progress.statuses(["liberties:1", "liberties:2", L.key(1)]) == [
            "solved", "seen", "solved"]
    told = storage_warnings(caught)
    assert len(told) == 1 and words in told[0], told  # once, saying why
    assert store.read_bytes() == before  # nothing half-written
    assert litter(store.parent) == []
    progress.record("after:1", "tried")  # the disk is back: everything is written
    on_disk = json.loads(store.read_text())["exercises"]
    assert {"before:1", "liberties:1", "liberties:2", L.key(1), "after:1"} <= set(on_disk)


def test_the_board_tells_the_student_in_the_boards_language(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safefile.os, "replace", _raiser(errno.ENOSPC))
    L = lesson(1)
    s = L.problem(1).session(language="pl")
    with pytest.warns(StorageWarning):
        feedback = s.submit(L.problem(1).solution())
    reason = _("the disk is full", "pl")
    assert reason != "the disk is full" and reason in feedback.message
    # told once: the next answer says nothing of it
    s2 = L.problem(2).session(language="pl")
    assert reason not in s2.show_solution().message


@pytest.mark.skipif(sys.platform == "win32", reason="fcntl.flock")
def test_a_lock_held_too_long_keeps_the_record_in_memory(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import fcntl

    monkeypatch.setattr(safefile, "LOCK_TIMEOUT", 0.2)
    fd = os.open(f"{store}.lock", os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # another kernel holds it
        with pytest.warns(StorageWarning, match="locked"):
            assert progress.record("ko:1", "solved") == "solved"
    finally:
        os.close(fd)
    progress.record("ko:2", "tried")
    assert set(json.loads(store.read_text())["exercises"]) == {"ko:1", "ko:2"}


def test_warnings_speak_the_students_language(store: Path) -> None:
    store.write_text("{")
    set_language("nb")
    try:
        with pytest.warns(StorageWarning) as caught:
            progress.load()
    finally:
        set_language(None)
    text = str(caught[0].message)
    assert "lagt til side" in text and str(store.parent) in text


# ---------------------------------------------------------------- the language setting
SAVER = """
import sys
from gotutor.i18n import preference
errors = 0
for i in range(int(sys.argv[1])):
    try:
        preference.remember_language(("pl", "ru", "nb", "ky")[i % 4])
    except Exception as e:
        errors += 1
        print(repr(e), file=sys.stderr)
print(errors)
"""


def test_saving_the_language_from_several_processes_at_once(tmp_path: Path) -> None:
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "settings.json").write_text('{"language": "en", "theme": "dark"}')
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GOTUTOR_CONFIG_DIR": str(cfg)}
    procs = [subprocess.Popen([sys.executable, "-c", SAVER, "100"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    results = [p.communicate(timeout=60) for p in procs]
    assert [out.strip() for out, _ in results] == ["0"] * 4, [e for _, e in results]
    data = json.loads((cfg / "settings.json").read_text())
    assert data["language"] == "ky" and data["theme"] == "dark"  # nothing else lost
    assert sorted(p.name for p in cfg.iterdir()) == ["settings.json", "settings.json.lock"]


def test_the_board_answers_with_a_wrong_typed_entry_and_a_full_disk(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # before: a status that is a list raised TypeError, and every answer of the board
    # was "The board could not do that"
    from gotutor.problems import Problem
    from gotutor.widget import GoBoard

    problem = Problem.capture("""
. . . . .
. . X . .
. X O X .
. . . . .
. . . . .
""", to_play="B", question="Capture the white stone.")
    problem.key = "capture:test"
    store.write_text(json.dumps({"exercises": {"other:1": {"status": ["solved"]},
                                               "other:2": {"status": {"a": 1}}}}))
    board = GoBoard(problem=problem, language="ru")
    with monkeypatch.context() as fault, pytest.warns(StorageWarning):
        fault.setattr(safefile.os, "replace", _raiser(errno.ENOSPC))
        board._handle_custom_msg({"type": "play", "vertex": "C2",
                                  "version": board.version}, [])
    assert board.problem["status"] == "solved" and board.message_kind == "solved"
    # both notices, in the board's language
    assert _("the disk is full", "ru") in board.message
    assert _("Some entries of your saved progress are not what gotutor expects; they are "
             "left in the file as they are and not counted.", "ru") in board.message
    board.language = "nb"  # and they follow the board's language
    assert _("the disk is full", "nb") in board.message


def test_warnings_made_errors_never_stop_a_lesson(store: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    store.write_text("[")
    monkeypatch.setattr(safefile.os, "replace", _raiser(errno.EROFS))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # python -W error
        assert progress.load() == {}
        assert progress.record("ko:1", "solved") == "solved"
    assert [n.msgid.split(" ")[0] for n in progress.take_notices()] == ["Your", "Your"]


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs Linux's /proc")
def test_a_write_is_fsynced_before_the_replace_and_the_folder_after(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync-folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync-file")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        calls.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(safefile.os, "fsync", fsync)
    monkeypatch.setattr(safefile.os, "replace", replace)
    progress.record("ko:1", "solved")
    preference.remember_language("pl", {"GOTUTOR_CONFIG_DIR": str(store.parent / "cfg")})
    assert calls == ["fsync-file", "replace", "fsync-folder"] * 2


def test_in_pyodide_there_is_no_lock_and_only_age_makes_a_file_stale(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # JupyterLite: every kernel has the same pid and flock does nothing
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    host = safefile._host()
    young = [store.parent / f".progress.json.{host}.{pid}.0badc0de.tmp"
             for pid in (os.getpid(), dead.pid)]
    old = store.parent / f".progress.json.{host}.{dead.pid}.00c0ffee.tmp"
    for p in [*young, old]:
        p.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    with monkeypatch.context() as pyodide:
        pyodide.setattr(sys, "platform", "emscripten")
        assert progress.record("ko:1", "solved") == "solved"
    names = {p.name for p in store.parent.iterdir()}
    assert {p.name for p in young} <= names and old.name not in names
    assert "progress.json.lock" not in names  # no lock there
    assert json.loads(store.read_text())["exercises"]["ko:1"]["status"] == "solved"
