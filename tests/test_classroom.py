"""The class view's data: hand-ins read, counted and checked (gotutor.classroom,
gotutor.handin, gotutor.widget.classroom)."""

from __future__ import annotations

import csv
import io
import json
import os
import pwd
import re
import stat
from collections import Counter
from pathlib import Path

import pytest
from classgen import generate, hand_in

from gotutor import handin, progress
from gotutor.classroom import catalog, read_class
from gotutor.errors import GoError
from gotutor.widget.classroom import ClassView, heat_map

ME = pwd.getpwuid(os.getuid()).pw_name
#: a local account other than this one
OTHER = next(a.pw_name for a in pwd.getpwall()
             if a.pw_uid != os.getuid() and re.fullmatch(r"[a-z][a-z0-9_-]*", a.pw_name))


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    folder = tmp_path_factory.mktemp("class")
    return folder, generate(folder, 300)


def test_three_hundred_students_are_read_and_counted_right(big) -> None:
    folder, truth = big
    data = read_class(folder)
    assert data.problems == []
    assert data.students == sorted(truth["solved"])
    rows = {r["student"]: r for r in data.lesson_rows()}
    assert {u: r["solved"] for u, r in rows.items()} == truth["solved"]
    for key, counts in list(truth["wrong"].items())[:40]:
        assert data.wrong_moves(key) == counts


def test_the_csv_has_one_line_per_student_and_exercise(big) -> None:
    folder, truth = big
    text = ClassView(folder).to_csv()
    lines = list(csv.DictReader(io.StringIO(text)))
    assert len(lines) == truth["lines"]
    assert {"assignment", "timestamp", "student_id", "score", "max_score"} <= set(lines[0])
    solved = Counter(r["student_id"] for r in lines
                     if r["status"] == "solved" and not r["assignment"].startswith("drill:"))
    assert dict(solved) == {u: n for u, n in truth["solved"].items() if n}


def test_the_heat_map_draws_each_wrong_move_with_its_count(big) -> None:
    folder, truth = big
    view = ClassView(folder)
    key, stats = view.data.most_missed(1)[0]
    shown = view.show(key)
    assert Counter(shown["counts"]) == truth["wrong"][key] == stats["wrong"]
    drawn = dict(re.findall(r'data-vertex="([A-Z]\d+)" data-count="(\d+)"', shown["svg"]))
    from gotutor.lessons import LESSONS, to_problem

    info = next(i for i in catalog() if i.key == key)
    board = to_problem(LESSONS[info.lesson - 1].exercises_list[info.n - 1]).start_game().board
    letters = "ABCDEFGHJKLMNOPQRST"[:board.size]  # a wrong move off this board is not drawn
    on_board = {v: n for v, n in truth["wrong"][key].items()
                if v[0] in letters and 1 <= int(v[1:]) <= board.size}
    empty = {v: str(n) for v, n in on_board.items() if board.get(board.point(v)) is None}
    assert drawn == empty and drawn


def test_the_most_missed_come_first(big) -> None:
    data = read_class(big[0])
    missed = [s["missed"] for _k, s in data.most_missed(10)]
    assert missed == sorted(missed, reverse=True) and len(missed) == 10


def _write(folder: Path, name: str, doc) -> Path:
    inbound = folder / "inbound"
    inbound.mkdir(parents=True, exist_ok=True)
    path = inbound / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def test_damaged_and_forged_files_are_left_out_each_alone(tmp_path: Path) -> None:
    key = catalog()[0].key
    good = {key: {"status": "solved", "tries": 1, "hints": 0, "wrong": []}}
    _write(tmp_path, f"{ME}+gotutor+2026-12-07-100000+aa.json", hand_in(ME, good))
    _write(tmp_path, "x+gotutor+1+1.json", "{not json")
    _write(tmp_path, "y+gotutor+1+1.json", {"format": "something else"})
    _write(tmp_path, "z+gotutor+1+1.json", "[" * 100_000 + "]" * 100_000)
    _write(tmp_path, "w+gotutor+1+1.json", {**hand_in("w", good), "exercises": [1]})
    # bob's content in a file named for alice: neither counts for the other
    _write(tmp_path, "alice+gotutor+1+1.json", hand_in("bob", good))
    # a file named for another local account that it does not belong to
    _write(tmp_path, f"{OTHER}+gotutor+1+1.json", hand_in(OTHER, good))
    data = read_class(tmp_path)
    assert data.students == [ME]
    assert data.hand_ins[0].verified
    left = {Path(p.source).name: p.message for p in data.problems}
    assert set(left) == {"x+gotutor+1+1.json", "y+gotutor+1+1.json", "z+gotutor+1+1.json",
                         "w+gotutor+1+1.json", "alice+gotutor+1+1.json",
                         f"{OTHER}+gotutor+1+1.json"}
    forged = left[f"{OTHER}+gotutor+1+1.json"]
    assert OTHER in forged and ME in forged
    assert "bob" in left["alice+gotutor+1+1.json"]


def test_the_newest_hand_in_of_a_student_counts(tmp_path: Path) -> None:
    key = catalog()[0].key
    _write(tmp_path, f"{ME}+gotutor+a+1.json", hand_in(ME, {key: {
        "status": "tried", "tries": 1, "hints": 0, "wrong": ["A1"]}}, at="2026-12-07T09:00:00Z"))
    _write(tmp_path, f"{ME}+gotutor+b+2.json", hand_in(ME, {key: {
        "status": "solved", "tries": 2, "hints": 0, "wrong": ["A1"]}}, at="2026-12-07T11:00:00Z"))
    (row,) = read_class(tmp_path).lesson_rows()
    assert row["solved"] == 1 and row["tries"] == 2


def test_a_file_given_by_the_browser_is_unverified(tmp_path: Path) -> None:
    key = catalog()[0].key
    doc = hand_in(None, {key: {"status": "seen", "tries": 3, "hints": 1, "wrong": ["C3"]}})
    data = read_class([("gotutor-hand-in-20261207.json", json.dumps(doc))])
    (h,) = data.hand_ins
    assert (h.student, h.verified) == ("gotutor-hand-in-20261207", False)
    assert data.wrong_moves(key) == Counter({"C3": 1})


def test_a_csv_cell_never_starts_a_formula(tmp_path: Path) -> None:
    key = catalog()[0].key
    doc = hand_in(None, {key: {"status": "tried", "tries": 1, "hints": 0,
                               "wrong": ["=HYPERLINK(1)"]}})
    text = read_class([("=cmd.json", json.dumps(doc))]).to_csv()
    row = next(csv.DictReader(io.StringIO(text)))
    assert row["student_id"] == "'=cmd" and row["wrong_first_moves"].startswith("'=")


def test_a_source_of_the_wrong_type_is_refused() -> None:
    with pytest.raises(GoError):
        read_class(42)
    with pytest.raises(GoError):
        heat_map(read_class([]), "no:such")


# ---------------------------------------------------------------------- hand-in
@pytest.fixture
def student(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(tmp_path / "home" / "progress.json"))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setattr(progress, "_told", set())
    monkeypatch.setattr(progress, "_notices", [])
    progress.record(catalog()[0].key, "tried", progress.Run("r", tries=1, wrong=("B2",)))
    return tmp_path


def test_a_hand_in_goes_to_the_inbound_folder_by_the_hub_name(
        student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (student / "class" / "inbound").mkdir(parents=True)
    monkeypatch.setenv("GOTUTOR_CLASS_DIR", str(student / "class"))
    monkeypatch.setenv("JUPYTERHUB_USER", ME)
    own = (student / "home" / "progress.json").read_bytes()
    first = handin.deliver()
    second = handin.deliver()
    assert first.path is not None and second.path is not None
    assert second.path.name.startswith(f"{ME}+gotutor+")
    assert not first.path.exists() and second.path.exists()  # a snapshot replaces
    assert stat.S_IMODE(second.path.stat().st_mode) == 0o644
    assert (student / "home" / "progress.json").read_bytes() == own
    data = read_class(student / "class")
    assert data.students == [ME] and data.hand_ins[0].verified
    assert data.wrong_moves(catalog()[0].key) == Counter({"B2": 1})


def test_without_a_class_folder_the_hand_in_is_a_file_to_save(
        student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOTUTOR_CLASS_DIR", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(student / "noconfig"))
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(student / "noconfig"))
    done = handin.deliver()
    assert done.path is None and done.filename.endswith(".json")
    doc = json.loads(done.data)
    assert doc["user"] is None and catalog()[0].key in doc["exercises"]


@pytest.mark.parametrize("user, inbound", [("alice", False), ("../etc", True),
                                           (None, True)])
def test_a_hand_in_that_cannot_go_in_says_why(student: Path, monkeypatch, user,
                                              inbound) -> None:
    if inbound:
        (student / "class" / "inbound").mkdir(parents=True)
    monkeypatch.setenv("GOTUTOR_CLASS_DIR", str(student / "class"))
    if user is None:
        monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    else:
        monkeypatch.setenv("JUPYTERHUB_USER", user)
    with pytest.raises(handin.HandInError):
        handin.deliver()
    assert not list((student / "class").rglob("*.json"))


def test_the_class_folder_can_be_a_jupyter_config_setting(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOTUTOR_CLASS_DIR", raising=False)
    (tmp_path / "gotutor_config.json").write_text(
        json.dumps({"GoTutor": {"class_dir": "/srv/class"}}))
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path))
    assert handin.class_dir() == Path("/srv/class")


# ---------------------------------------------------------------------- five languages
@pytest.mark.parametrize("language", ["pl", "ru", "nb", "ky"])
def test_every_text_of_the_class_view_and_hand_in_is_translated(
        big, language: str, student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gotutor.widget.handin import HandIn

    english, other = ClassView(big[0], "en"), ClassView(big[0], language)
    assert set(english.texts) == set(other.texts)
    same = {k for k in english.texts if english.texts[k] == other.texts[k]}
    assert same <= {"file"} if language != "nb" else same <= {"hints", "file"}
    assert english.view["summary"] != other.view["summary"]
    key = english.data.most_missed(1)[0][0]
    assert english.show(key)["title"] != other.show(key)["title"]
    assert HandIn("en").texts["button"] != HandIn(language).texts["button"]
    # a failed hand-in says why in the student's language
    monkeypatch.setenv("GOTUTOR_CLASS_DIR", str(student / "missing"))
    monkeypatch.setenv("JUPYTERHUB_USER", "alice")
    shown = HandIn(language, now=True).result
    assert shown["kind"] == "error" and str(student / "missing") in shown["message"]
    assert shown["message"] != HandIn("en", now=True).result["message"]
    # a forged file is explained in the teacher's language
    bad = [("x.json", "{")]
    told = read_class(bad, language).problems[0].message
    assert told != read_class(bad, "en").problems[0].message
