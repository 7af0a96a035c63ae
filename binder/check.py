"""What can be checked of the Binder set-up without Binder (which needs Docker).

Run with the Python of a fresh venv made from binder/requirements.txt (`make
binder-check` does that): checks that anywidget's JupyterLab extension is enabled and
that the top start page, the start page of every language and the whole English course
(lessons/en/NN-<name>.ipynb) execute top to bottom in a fresh kernel (the test suite runs
every notebook of every language). Exits non-zero otherwise.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    listing = subprocess.run([sys.executable, "-m", "jupyter", "labextension", "list"],
                             capture_output=True, text=True, check=False)
    text = listing.stdout + listing.stderr
    ok = "anywidget" in text and "enabled" in text
    print(f"anywidget lab extension enabled: {ok}")
    failures = 0 if ok else 1
    folder = ROOT / "lessons"
    # the start pages of every language and the whole English course: the other
    # languages are the same code (the test suite runs every notebook of every language)
    lessons = sorted(p for p in folder.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
                     and (p.parent in (folder, folder / "en") or p.name.startswith("00-")))
    if not lessons:
        print("no lessons found")
        return 1
    # a start page remembers its language: keep that out of the user's Jupyter data folder
    os.environ["GOTUTOR_CONFIG_DIR"] = tempfile.mkdtemp(prefix="gotutor-check-")
    os.environ["GOTUTOR_PROGRESS_FILE"] = os.path.join(os.environ["GOTUTOR_CONFIG_DIR"],
                                                       "progress.json")
    for path in lessons:
        nb = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        try:
            NotebookClient(nb, timeout=120, kernel_name="python3",
                           resources={"metadata": {"path": str(path.parent)}}).execute()
            print(f"ok    {path.relative_to(folder)} ({time.perf_counter() - start:.1f} s)")
        except Exception as exc:  # report every failing lesson, not just the first
            failures += 1
            print(f"FAIL  {path.relative_to(folder)}: {type(exc).__name__}: "
                  f"{str(exc)[-600:]}")
    print(f"binder-check: {len(lessons) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
