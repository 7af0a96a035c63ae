"""What the progress file records for a teacher: tries, hints, wrong first moves, runs
of several boards adding up, merged safely and kept by older versions' merges."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from stores import fresh_store

from gotutor import progress
from gotutor.errors import GoError
from gotutor.lessons import LESSONS, exercise_key, to_problem
from gotutor.problems import ProblemSession


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    return fresh_store(path, monkeypatch)


def _move_exercise():
    for lesson in LESSONS:
        for ex in lesson.exercises_list:
            key = exercise_key(lesson.slug, ex)
            problem = to_problem(ex, key=key)
            if problem.answer_kind == "move":
                return key, problem
    raise AssertionError("no move exercise")


def _wrong_first(session: ProblemSession) -> str:
    """Plays first moves other than the answer until one fails; returns it."""
    right = set(session.problem.solution()[:1])
    for v in ("A1", "J1", "A9", "J9", "B2", "H8", "A2", "B1"):
        if v in right or session.game.why_illegal(v) is not None:
            continue
        if session.click(v).kind == "failed":
            return v
        session.retry()
    raise AssertionError("no wrong first move found")


def test_a_board_records_its_tries_hints_and_wrong_first_move(store: Path) -> None:
    key, problem = _move_exercise()
    session = ProblemSession(problem)
    wrong = _wrong_first(session)
    session.retry()
    session.hint()
    assert session.solve().kind == "solved"
    entry = json.loads(store.read_text())["exercises"][key]
    assert entry["status"] == "solved"
    (run,) = entry["runs"].values()
    assert run["wrong"] == [wrong] and run["hints"] == 1 and run["tries"] == 2
    assert progress.summary(entry) == {"status": "solved", "tries": 2, "hints": 1,
                                       "wrong": [wrong], "last": entry["last"]}


def test_two_boards_add_up_and_the_same_run_twice_counts_once(store: Path) -> None:
    progress.record("k:1", "tried", progress.Run("a", tries=1, wrong=("C3",)))
    progress.record("k:1", "tried", progress.Run("a", tries=1, wrong=("C3",)))
    progress.record("k:1", "tried", progress.Run("a", tries=2, wrong=("C3", "D4")))
    progress.record("k:1", "solved", progress.Run("b", tries=1, hints=2))
    got = progress.summary(progress.load()["k:1"])
    assert (got["status"], got["tries"], got["hints"]) == ("solved", 3, 2)
    assert sorted(got["wrong"]) == ["C3", "D4"]


def test_a_kernels_unsaved_run_merges_with_anothers_without_loss(store: Path) -> None:
    # another process writes its run while this one holds its own in memory
    progress.record("k:1", "tried", progress.Run("mine", tries=1, wrong=("E5",)))
    code = ("from gotutor import progress\n"
            "progress.record('k:1', 'tried', progress.Run('theirs', tries=3, wrong=('A1',)))\n")
    subprocess.run([sys.executable, "-c", code], check=True,
                   env={"GOTUTOR_PROGRESS_FILE": str(store), "PATH": "/usr/bin:/bin"})
    progress._memory["k:1"] = progress._combine(None, {
        "status": "tried", "at": "2026-12-07T10:00:00Z", "last": "2026-12-07T10:00:00Z",
        "runs": {"mine": {"tries": 2, "hints": 0, "wrong": ["E5", "F5"],
                          "at": "2026-12-07T10:00:00Z"}}})
    progress.record("k:2", "tried")  # a later write merges what this kernel holds
    entry = json.loads(store.read_text())["exercises"]["k:1"]
    assert set(entry["runs"]) == {"mine", "theirs"}
    assert entry["runs"]["mine"]["wrong"] == ["E5", "F5"]
    assert progress.summary(entry)["tries"] == 5


def test_an_old_entry_and_fields_of_an_unknown_kind_are_kept(store: Path) -> None:
    store.write_text(json.dumps({"version": 1, "exercises": {
        "k:1": {"status": "seen", "at": "2026-01-01T00:00:00Z", "future": [1]},
        "k:2": {"status": "tried", "at": "2026-01-01T00:00:00Z", "runs": "garbage"}}}))
    progress.record("k:1", "tried", progress.Run("r", tries=1, wrong=("B2",)))
    progress.record("k:2", "solved", progress.Run("r", tries=1))
    data = json.loads(store.read_text())["exercises"]
    assert data["k:1"]["status"] == "seen" and data["k:1"]["at"] == "2026-01-01T00:00:00Z"
    assert data["k:1"]["future"] == [1] and data["k:1"]["runs"]["r"]["wrong"] == ["B2"]
    assert data["k:2"]["status"] == "solved" and data["k:2"]["runs"] == "garbage"
    assert progress.summary(data["k:2"])["tries"] == 0


def test_an_entry_keeps_the_newest_runs(store: Path) -> None:
    for i in range(progress.KEEP_RUNS + 5):
        progress._memory.clear()
        entry = {"status": "tried", "at": f"2026-12-07T10:{i:02d}:00Z",
                 "runs": {f"r{i:02d}": {"tries": 1, "hints": 0, "wrong": [],
                                        "at": f"2026-12-07T10:{i:02d}:00Z"}}}
        progress._memory["k:1"] = entry
        progress.record("k:0", "tried")
    runs = json.loads(store.read_text())["exercises"]["k:1"]["runs"]
    assert len(runs) == progress.KEEP_RUNS and "r00" not in runs and "r24" in runs


@pytest.mark.parametrize("run", [progress.Run(""), progress.Run("x", tries=-1),
                                 progress.Run("x", hints=True),  # type: ignore[arg-type]
                                 progress.Run("x", wrong=("",)), "x"])
def test_a_bad_run_is_refused_and_changes_nothing(store: Path, run) -> None:
    with pytest.raises(GoError):
        progress.record("k:1", "tried", run)
    assert not store.exists()


def test_a_drill_problem_is_recorded_under_its_concept_level_and_seed(store: Path) -> None:
    from gotutor.drills import Drill, DrillSession

    session = DrillSession(Drill("liberties", 1, 7))
    right = str(session.problem.solution())
    wrong = "99" if right != "99" else "98"
    assert session.submit(wrong).kind == "failed"
    key = session.problem.drill.key
    assert key.startswith("drill:liberties:1:7:0")
    entry = progress.load()[key]
    assert progress.summary(entry)["wrong"] == [wrong]
    assert entry["status"] == "tried"


def test_a_voila_visitor_has_a_file_of_their_own(store: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.13")
    ids = ["0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"]
    paths = []
    for who in ids:
        monkeypatch.setenv("HTTP_COOKIE", f"other=1; gotutor_visitor={who}; x=y")
        assert progress.visitor() == who
        progress.record("k:1", "solved" if who == ids[0] else "tried")
        paths.append(progress.progress_file())
    assert paths == [store.parent / "visitors" / w / store.name for w in ids]
    assert [json.loads(p.read_text())["exercises"]["k:1"]["status"] for p in paths] == [
        "solved", "tried"]
    assert not store.exists() and progress.take_notices() == []


@pytest.mark.parametrize("cookie", ["", "gotutor_visitor=../../etc", "gotutor_visitor=ABC"])
def test_a_voila_page_without_a_visitor_says_it_is_shared(
        store: Path, monkeypatch: pytest.MonkeyPatch, cookie: str) -> None:
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.13")
    monkeypatch.setenv("HTTP_COOKIE", cookie)
    assert progress.progress_file() == store
    (notice,) = progress.take_notices()
    assert "shared by everyone" in notice.render("en")
    assert notice.render("pl") != notice.render("en")
