"""JupyterLab's locale follows the course's language (gotutor.jupyter.lab_language)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.jupyter import lab_language


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path))
    monkeypatch.setenv("JPY_SESSION_NAME", "lesson.ipynb")
    monkeypatch.delenv("PYODIDE", raising=False)
    return lab_language.settings_file()


@pytest.mark.parametrize("code,locale", [("pl", "pl_PL"), ("ru", "ru_RU"), ("nb", "no_NO"),
                                         ("ky", "ru_RU")])
def test_a_lesson_language_sets_the_lab_locale(settings: Path, code: str,
                                               locale: str) -> None:
    before = gt.get_language()
    try:
        gt.set_language(code)
        assert json.loads(settings.read_text())["locale"] == locale
    finally:
        gt.set_language(before)
    # set back to the test's language: that one's locale was written last
    assert lab_language.follow(code) == locale
    assert json.loads(settings.read_text())["locale"] == locale
    assert lab_language.follow(code) is None  # already so: not written again


def test_other_settings_are_kept(settings: Path) -> None:
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"stringsPrefix": "!!", "locale": "pl_PL"}))
    assert lab_language.follow("ru") == "ru_RU"
    assert json.loads(settings.read_text()) == {"stringsPrefix": "!!", "locale": "ru_RU"}


def test_outside_a_jupyter_kernel_nothing_is_written(settings: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JPY_SESSION_NAME")
    assert lab_language.follow("pl") is None
    assert not settings.exists()


def test_a_file_gotutor_cannot_read_is_left_alone(settings: Path) -> None:
    settings.parent.mkdir(parents=True)
    settings.write_text("// a JSON5 comment\n{locale: 'de_DE'}")
    assert lab_language.follow("pl") is None
    assert settings.read_text().startswith("// a JSON5")
