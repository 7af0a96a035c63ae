"""gotutor's Jupyter server extension (gotutor.jupyter): a lesson saved after it was
merely opened keeps its kernel metadata, so its file stays the same bytes; any other
notebook, and a student's own changes, are saved as they come. (The browser side:
tests/browser/test_frontends.py opens a Polish lesson in Notebook 7 and saves it.)"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from gotutor.jupyter import keep_lesson_metadata

ROOT = Path(__file__).resolve().parents[1]
OPENED = {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                         "name": "python3"},
          "language_info": {"name": "python", "version": "3.11.7",
                            "mimetype": "text/x-python"}}


def model_of(path: Path) -> dict:
    content = json.loads(path.read_text(encoding="utf-8"))
    content["metadata"].update(json.loads(json.dumps(OPENED)))  # what a front end sets
    content["cells"][0]["source"] = "my own note"
    return {"type": "notebook", "content": content}


def test_a_lesson_keeps_its_kernel_metadata_and_the_students_changes(tmp_path: Path) -> None:
    lesson = ROOT / "lessons" / "pl" / "06-eyes.ipynb"
    (tmp_path / "06-eyes.ipynb").write_bytes(lesson.read_bytes())
    model = model_of(tmp_path / "06-eyes.ipynb")
    keep_lesson_metadata(model, "/06-eyes.ipynb", SimpleNamespace(root_dir=str(tmp_path)))
    saved = json.loads(lesson.read_text(encoding="utf-8"))["metadata"]
    assert model["content"]["metadata"] == saved
    assert model["content"]["metadata"]["language_info"] == {"name": "python"}
    assert model["content"]["cells"][0]["source"] == "my own note"


def test_other_notebooks_and_unreadable_files_are_left_alone(tmp_path: Path) -> None:
    other = {"cells": [{"cell_type": "markdown", "id": "a", "metadata": {}, "source": "x"}],
             "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "mine.ipynb").write_text(json.dumps(other), encoding="utf-8")
    model = model_of(tmp_path / "mine.ipynb")
    keep_lesson_metadata(model, "mine.ipynb", SimpleNamespace(root_dir=str(tmp_path)))
    assert model["content"]["metadata"]["language_info"]["version"] == "3.11.7"
    (tmp_path / "broken.ipynb").write_text("{not json", encoding="utf-8")
    model = {"type": "notebook", "content": {"metadata": dict(OPENED)}}
    keep_lesson_metadata(model, "broken.ipynb", SimpleNamespace(root_dir=str(tmp_path)))
    keep_lesson_metadata(model, "missing.ipynb", SimpleNamespace(root_dir=str(tmp_path)))
    keep_lesson_metadata({"type": "file", "content": "text"}, "broken.ipynb",
                         SimpleNamespace(root_dir=str(tmp_path)))
    assert model["content"]["metadata"] == OPENED


def test_the_installed_server_loads_the_extension() -> None:
    out = subprocess.run([sys.executable, "-m", "jupyter", "server", "extension", "list"],
                         capture_output=True, text=True, timeout=120)
    text = re.sub(r"\x1b\[[0-9;]*m", "", out.stdout + out.stderr)
    assert re.search(r"gotutor\.jupyter\s+enabled", text), text
    assert re.search(r"gotutor\.jupyter\s+OK", text), text
