"""gotutor's Jupyter server extension: opening a lesson does not rewrite its file.

When a notebook opens, JupyterLab and Notebook 7 write the running kernel's display
name and its `language_info` (with the Python version of the machine) into the
notebook's metadata, which marks it changed, and the autosave writes it back: a lesson
merely opened would differ from the course's file (a teacher's `git status`, an
nbgitpuller update). The lessons are written the way the server writes notebooks
(`gotutor.lessons.notebooks`), so this extension's pre-save hook needs only to keep a
lesson's kernel metadata as the file on disk has it: a lesson saved without a change of
its own is the same bytes; a student's own changes to the cells are saved as usual.

Enabled by `etc/jupyter/jupyter_server_config.d/gotutor.json`, which installing gotutor
puts in the environment (see pyproject.toml); `jupyter server extension list` shows it.
Imports nothing of Jupyter's: the server calls the two functions below.
"""

from __future__ import annotations

import json
import os
from typing import Any

__all__ = ["keep_lesson_metadata"]

#: the metadata a front end writes from the running kernel, kept as the lesson has them
KERNEL_KEYS = ("kernelspec", "language_info")


def keep_lesson_metadata(model: dict[str, Any], path: str, contents_manager: Any,
                         **_kwargs: Any) -> None:
    """A ContentsManager pre-save hook: if `model` is a notebook whose file on disk is
    a gotutor lesson (its metadata has a "gotutor" entry), sets the model's kernelspec
    and language_info to the file's. Changes nothing else, and nothing for any other
    file. Returns None; never raises (a file that cannot be read is left alone)."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    root = getattr(contents_manager, "root_dir", None)
    if not isinstance(root, str):
        return
    disk = os.path.join(root, path.strip("/"))
    try:
        with open(disk, encoding="utf-8") as stream:
            saved = json.load(stream).get("metadata", {})
    except (OSError, ValueError, AttributeError):
        return
    if not isinstance(saved, dict) or not isinstance(saved.get("gotutor"), dict):
        return
    metadata = model["content"].setdefault("metadata", {})
    if not isinstance(metadata, dict):
        return
    for key in KERNEL_KEYS:
        if key in saved:
            metadata[key] = saved[key]
        else:
            metadata.pop(key, None)


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "gotutor.jupyter"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Registers the pre-save hook on the server's contents manager."""
    serverapp.contents_manager.register_pre_save_hook(keep_lesson_metadata)
