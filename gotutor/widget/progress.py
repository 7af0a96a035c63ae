"""ProgressCard: a small live widget that shows saved progress (gotutor.progress) and
follows it as exercises are solved.

A lesson's `L.progress()` and the course's `progress()` display as a card (their
`_repr_mimebundle_`): one row per lesson, its title, "7 of 12 solved, 2 seen" and a dot
per exercise. Two things keep a card true without re-running its cell (there is no way to
re-run one in Voila):

- every answer given on a board of the same kernel refreshes the cards at once
  (`refresh_all`, called by GoBoard after each problem intent);
- a solve in another kernel (lesson 00's table shows every lesson) is caught within
  about a second by a watcher thread that looks at the progress file's size and time
  (`gotutor.progress.progress_file()`) and refreshes the card when they change: the
  kernel gets no request, so its busy light does not blink. Where there are no threads
  (Pyodide, in JupyterLite) the course's card asks for a refresh from the page every
  `poll_ms` milliseconds (2 s) while the page is visible instead.

Only the progress module's public functions are read (through the lessons'
`LessonProgress`); a refresh that finds nothing new sends nothing.

Intents (front end -> Python): {"type": "refresh"}.
"""

from __future__ import annotations

import os
import pathlib
import sys
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets as t

__all__ = ["ProgressCard", "refresh_all"]

_STATIC = pathlib.Path(__file__).parent / "static"

#: every card shown in this kernel (a card that is closed and dropped leaves the set)
_CARDS: weakref.WeakSet[ProgressCard] = weakref.WeakSet()
_LOCK = threading.RLock()


class ProgressCard(anywidget.AnyWidget):
    """The saved progress of one lesson or of the whole course, kept up to date.

    `ProgressCard(source)`: `source()` returns a LessonProgress or a CourseProgress
    (gotutor.lessons), read again on every refresh. Raises TypeError if `source` is
    not callable."""

    _esm = _STATIC / "progress.js"
    _css = _STATIC / "progress.css"

    #: [{"title", "summary", "statuses": ["solved"|"seen"|"tried"|"not tried"],
    #:   "done", "total"}], one per lesson
    rows = t.List().tag(sync=True)
    #: status -> its word in the card's language (the dots' tooltips)
    words = t.Dict().tag(sync=True)
    language = t.Unicode("en").tag(sync=True)
    #: how often the front end asks for a refresh (0: never; see the module doc)
    poll_ms = t.Int(0).tag(sync=True)

    def __init__(self, source: Callable[[], Any], **kwargs: Any) -> None:
        if not callable(source):
            raise TypeError("ProgressCard needs a function that returns the progress")
        self._source = source
        self._opened_once = False
        super().__init__(**kwargs)  # reads the progress in open(), before the comm opens
        self.on_msg(self._on_front_end_msg)
        _CARDS.add(self)
        if _THREADS:
            _start_watcher()
        elif len(self.rows) > 1:  # the course's card, in Pyodide: the page asks
            self.poll_ms = 2000

    def open(self) -> None:
        """Opens the card's comm to the front end (ipywidgets calls this at the end of
        construction). The first time, the progress is read before the comm opens, so
        that the opening message carries the rows: the card is never drawn empty."""
        if not self._opened_once and self.comm is None:
            self._opened_once = True
            self.refresh()
        super().open()

    def refresh(self) -> None:
        """Reads the progress again; sends the card's new state only if it changed.
        (The watcher thread and the kernel's main thread take turns.)"""
        with _LOCK:
            self._refresh()

    def _refresh(self) -> None:
        try:
            progress = self._source()
        except Exception:  # a broken file or lesson must not break the notebook
            traceback.print_exc()
            return
        lessons = getattr(progress, "lessons", None) or (progress,)
        rows = [_row(p) for p in lessons]
        language = _language_of(progress)
        words = _words(language)
        with self.hold_sync():
            if rows != self.rows:
                self.rows = rows
            if words != self.words:
                self.words = words
            if language != self.language:
                self.language = language

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "refresh":
            self.refresh()

    def set_state(self, sync_data: dict) -> None:
        """Refuses state sent by a front end: the card only shows what Python reads."""
        keys = [k for k in sync_data if k in self.keys]
        if keys:
            self.send_state(keys)


def refresh_all() -> None:
    """Refreshes every progress card of this kernel (after an answer was recorded)."""
    for card in list(_CARDS):
        if getattr(card, "comm", None) is None:  # closed
            _CARDS.discard(card)
            continue
        card.refresh()


#: threads can run here (not in Pyodide)
_THREADS = sys.platform != "emscripten"
#: how often a watcher looks at the progress file, in seconds
WATCH_SECONDS = 0.8


def _stamp() -> tuple[int, int] | None:
    """The progress file's (size, modification time in ns), None if there is none."""
    from ..progress import progress_file

    path = progress_file()
    if path is None:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


_watcher: threading.Thread | None = None


def _start_watcher() -> None:
    """Starts (once per kernel) the daemon thread that refreshes every card whenever
    the progress file changes (a solve in another kernel)."""
    global _watcher
    if _watcher is not None and _watcher.is_alive():
        return

    def run() -> None:
        try:
            last = _stamp()
        except Exception:  # no file to watch: the cards follow this kernel only
            return
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                now = _stamp()
                if now != last:
                    last = now
                    refresh_all()
            except Exception:
                traceback.print_exc()
                return

    _watcher = threading.Thread(target=run, name="gotutor-progress-watch", daemon=True)
    _watcher.start()


def _row(progress: Any) -> dict[str, Any]:
    from ..i18n import _ as tr

    lesson = progress.lesson
    language = _language_of(progress)
    statuses = list(progress.statuses)
    return {"title": tr(lesson.title, language), "summary": str(progress),
            "statuses": statuses, "done": progress.solved + progress.seen,
            "total": progress.total, "number": lesson.number}


def _language_of(progress: Any) -> str:
    from ..i18n import get_language

    return getattr(progress, "language", None) or get_language()


def _words(language: str) -> dict[str, str]:
    from ..i18n import _ as tr
    from ..lessons import STATUS_WORDS

    return {status: tr(word, language) for status, word in STATUS_WORDS.items()}
