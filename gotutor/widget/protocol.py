"""What a front end may send, and how the board answers it.

Intents (front end -> Python), each with `"version"`: the state version the view showed
(an intent made on an outdated view is refused as stale):

    {"type": "play", "vertex": "D4"}            play / problem click / setup placement
    {"type": "pass"}  {"type": "undo"}  {"type": "redo"}
    {"type": "navigate", "to": "first" | "previous" | "next" | "last"}
    {"type": "navigate", "to": "variation", "index": 1}   view mode: one of `variations`
    {"type": "set-stone", "vertex": "D4", "color": "B" | "W" | "empty"}   setup mode
    {"type": "set-to-move", "color": "B" | "W"}                           setup mode
    {"type": "toggle-dead", "vertex": "D4"}     {"type": "suggest-dead"}  score mode
    {"type": "set-mode", "mode": "play" | "setup" | "score" | "view"}
    {"type": "set-language", "language": "pl"}   a code from `languages`
    {"type": "overlay", "name": "liberties" | "atari" | "liberty_counts" | "ko" |
                                "coordinates", "on": true | false}
    {"type": "check"} {"type": "answer", "value": "3"} {"type": "hint"}
    {"type": "retry"} {"type": "next"} {"type": "solution"}               problem mode

`ProtocolMixin._intent` checks the envelope (a dict, a type, the version) and hands the
intent to its handler (`_HANDLERS`: play.py, score.py, problem.py and the few here);
each handler checks its own fields. A malformed, stale or refused intent changes nothing
but `message`, `message_kind` and `announcement` (the reason, in words, see `_refuse`);
it never raises in the kernel. Python sends no custom messages: two views of one board
stay in sync through the traits alone. State sent by a front end (a trait set in
JavaScript) is refused: Python owns every trait.
"""

from __future__ import annotations

import traceback
from typing import Any, ClassVar

from ..color import Color
from ..coords import vertex_name
from ..errors import GoError
from ..game import Game, Move
from ..i18n import N_
from .language import _available_languages, _normalize_language, _tr, ngettext
from .state import _clean, _one_message

__all__ = ["MARK_KINDS", "MODES", "OVERLAYS"]

MODES = ("play", "setup", "score", "view", "problem")
MARK_KINDS = ("triangle", "square", "circle", "cross")
#: overlay name (as the front end and `overlays` spell it) -> trait
OVERLAYS = {"coordinates": "show_coordinates", "liberties": "show_liberties",
            "atari": "show_atari", "liberty_counts": "show_liberty_counts", "ko": "show_ko"}


class ProtocolMixin:
    """GoBoard's side of the protocol: reading intents, the message line and the ARIA
    live region."""

    _game: Game
    _syncing: bool
    _refused: bool
    _messages: int
    _refusal: int
    _message_src: tuple[str, dict[str, object]] | None
    _message_from_session: bool

    #: intent type -> the name of the method that carries it out
    _HANDLERS: ClassVar[dict[str, str]] = {
        "play": "_on_play", "pass": "_on_pass", "undo": "_on_undo", "redo": "_on_redo",
        "navigate": "_on_navigate", "toggle-dead": "_on_toggle_dead",
        "set-stone": "_on_set_stone", "set-to-move": "_on_set_to_move",
        "set-mode": "_on_set_mode", "set-language": "_on_set_language",
        "overlay": "_on_overlay", "suggest-dead": "_on_suggest_dead",
        "check": "_on_problem", "answer": "_on_problem", "hint": "_on_problem",
        "retry": "_on_problem", "next": "_on_problem", "solution": "_on_problem",
    }

    @_one_message
    def _handle_custom_msg(self, content: Any, buffers: Any) -> None:
        """Validates and carries out one intent from the front end. Never raises: a
        malformed, stale or refused intent changes nothing but the message line."""
        version = self.version
        self._refused = False
        try:
            self._intent(content)
        except Exception:  # an intent must never raise in the kernel
            traceback.print_exc()
            self._refuse(N_("The board could not do that; nothing was changed."))
        if (not self._refused and self._refusal == self._messages and self.message
                and content.get("type") != "set-language"):  # type: ignore[union-attr]
            # a refusal stays on the line only until the next intent that works
            self._say("")
            self._sync()
        if self.version == version:  # nothing to change (e.g. the mode it already has):
            self._sync()             # the views still learn the intent was handled
        # then any callbacks registered with on_msg (ipywidgets catches their errors)
        super()._handle_custom_msg(content, buffers)

    def _intent(self, msg: Any) -> None:
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            return self._refuse(N_("The board sent a message it cannot read."))
        kind = msg["type"]
        version = msg.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            return self._refuse(N_("The board sent a message it cannot read."))
        if version != self.version:
            return self._refuse(N_("That click was made on an outdated board; try again."))
        handler = self._HANDLERS.get(kind)
        if handler is None:
            return self._refuse(N_("The board sent a message it cannot read."))
        return getattr(self, handler)(msg)

    def set_state(self, sync_data: dict) -> None:
        """Refuses state sent by a front end: every trait is derived in Python, and the
        front end speaks only through intents. The sender gets the true state back."""
        keys = [k for k in sync_data if k in self.keys]
        if keys:
            self.send_state(keys)

    def _vertex_of(self, msg: dict) -> str | None:
        """The canonical vertex in `msg["vertex"]`, or None (and a refusal) if bad."""
        v = msg.get("vertex")
        if isinstance(v, str) and len(v) <= 4:
            try:
                p = self._game.board.point(v)
            except GoError:
                pass
            else:
                return vertex_name(p, self._game.size)
        self._refuse(N_("The board sent a message it cannot read."))
        return None

    def _on_set_mode(self, msg: dict) -> None:
        mode = msg.get("mode")
        if mode not in MODES or mode == "problem" or self.mode == "problem":
            return self._refuse(N_("The board sent a message it cannot read."))
        self.mode = mode
        return None

    def _on_set_language(self, msg: dict) -> None:
        code = msg.get("language")
        if not isinstance(code, str) or len(code) > 20:
            return self._refuse(N_("The board sent a message it cannot read."))
        try:
            language = _normalize_language(code)
        except GoError:
            language = ""
        if language not in _available_languages():
            return self._refuse(N_("There is no translation for {code}."), code=code)
        self.language = language
        return None

    def _on_overlay(self, msg: dict) -> None:
        name, on = msg.get("name"), msg.get("on")
        if not isinstance(name, str) or name not in OVERLAYS or not isinstance(on, bool):
            return self._refuse(N_("The board sent a message it cannot read."))
        setattr(self, OVERLAYS[name], on)
        return None

    # ------------------------------------------------------------------ messages
    def _say(self, msgid: str, kind: str = "info", **fields: object) -> None:
        """Sets the message line to `msgid` (translated now and on a language switch)."""
        self._message_src = (msgid, fields) if msgid else None
        self._message_from_session = False
        self._set_message(_tr(self.language, msgid, **fields) if msgid else "", kind)

    def _set_message(self, text: str, kind: str, new: bool = True) -> None:
        """Shows `text` on the message line; `new` False: the same message again (in
        another language)."""
        if new:
            self._messages += 1
        was = self._syncing
        self._syncing = True
        try:
            self.message_kind = kind
            self.message = _clean(text)
        finally:
            self._syncing = was

    def _refuse(self, msgid: str, kind: str = "error", **fields: object) -> None:
        """Answers a refused intent: the message line and the live region say why;
        nothing else changes."""
        self._refused = True
        self._say(msgid, kind, **fields)
        self._refusal = self._messages
        self._announce(self.message)
        self._sync()

    def _announce_move(self, move: Move | None) -> None:
        if move is not None:
            self._announce(self._move_words(move))

    def _move_words(self, move: Move) -> str:
        """Returns the move in words: "Black plays D4. 2 stones captured." """
        lang = self.language
        who = _tr(lang, N_("Black")) if move.color is Color.BLACK else _tr(lang, N_("White"))
        if move.is_pass:
            text = _tr(lang, N_("{player} passes."), player=who)
        else:
            text = _tr(lang, N_("{player} plays {vertex}."), player=who, vertex=move.vertex)
        if move.captured:
            text += " " + ngettext("{n} stone captured.", "{n} stones captured.",
                                   len(move.captured), lang)
        return text

    def _announce(self, text: str) -> None:
        """Has the ARIA live region read `text` (again, if it is the same as before)."""
        self.announcement = _clean(text)
        self.announcements += 1
