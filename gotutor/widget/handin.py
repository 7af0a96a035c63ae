"""The hand-in button (lesson 00, `gt.hand_in()`): hands the student's progress in
(`gotutor.handin.deliver`) and says where it went, or offers it as a file to download
(JupyterLite, no class folder).

Intents (front end -> Python): {"type": "hand_in"}. Python sets `result`:
{"kind": "sent"|"download"|"error", "message": text, "filename": str, "data": JSON text
(for a download only)}.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets as t

from .. import handin
from ..errors import GoError
from ..i18n import N_, _, get_language, normalize_language

__all__ = ["HandIn", "hand_in", "hand_in_button"]

_STATIC = pathlib.Path(__file__).parent / "static"

_TEXTS = {
    "button": N_("Hand in my progress"),
    "again": N_("Hand in again"),
    "save": N_("Save the file"),
    "working": N_("Handing in..."),
    "explain": N_("Your teacher sees what you solved, tried and missed. A later hand-in "
                  "replaces this one; your own progress does not change."),
}


class HandIn(anywidget.AnyWidget):
    """A button that hands in the student's progress, and the outcome.

    `HandIn(language=None, now=False)`: `now` hands in at once. Raises LanguageError
    (a GoError) for an unknown language."""

    _esm = _STATIC / "handin.js"
    _css = _STATIC / "handin.css"

    texts = t.Dict().tag(sync=True)
    result = t.Dict().tag(sync=True)
    language = t.Unicode("en").tag(sync=True)

    def __init__(self, language: str | None = None, now: bool = False, **kwargs: Any) -> None:
        code = normalize_language(language or get_language())
        super().__init__(language=code,
                         texts={k: _(v, code) for k, v in _TEXTS.items()}, **kwargs)
        self.on_msg(self._on_front_end_msg)
        if now:
            self.hand_in()

    def hand_in(self) -> dict[str, Any]:
        """Hands in now; returns (and shows) the result (see the module doc). Never
        raises: a failure is the result's message."""
        code = self.language
        try:
            done = handin.deliver(code)
        except GoError as error:
            result = {"kind": "error", "message": str(error), "filename": "", "data": ""}
        except Exception as error:
            result = {"kind": "error", "filename": "", "data": "",
                      "message": _("Your work could not be handed in: {reason}.", code,
                                   reason=str(error))}
        else:
            if done.path is not None:
                result = {"kind": "sent", "filename": done.filename, "data": "",
                          "message": _("Handed in as {user}: your teacher has it now.",
                                       code, user=done.user or "")}
            else:
                result = {"kind": "download", "filename": done.filename, "data": done.data,
                          "message": _("Save this file and give it to your teacher: "
                                       "{file}.", code, file=done.filename)}
        self.result = result
        return result

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "hand_in":
            self.hand_in()

    def set_state(self, sync_data: dict) -> None:
        """Refuses state sent by a front end: only Python sets what is shown."""
        keys = [k for k in sync_data if k in self.keys]
        if keys:
            self.send_state(keys)


def hand_in(language: str | None = None) -> HandIn:
    """Hands the student's progress in now (to the class folder on a hub, else as a
    file to download) and returns the widget that says so. Never raises for a failed
    hand-in (the widget says why); LanguageError for an unknown language."""
    return HandIn(language=language, now=True)


def hand_in_button(language: str | None = None) -> HandIn:
    """Returns the hand-in button (lesson 00): nothing is handed in until it is
    pressed."""
    return HandIn(language=language)
