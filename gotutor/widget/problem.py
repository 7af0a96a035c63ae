"""The bridge to exercises: a problem session drives the board in problem mode.

`GoBoard(problem=...)` takes a Problem, a ProblemSet or a ProblemSession; the board's
clicks and its problem intents (check, answer, hint, retry, next, solution) go to the
session, whose feedback becomes the message line. In problem mode `problem` also carries
`"answer"`, the number or choice the student gave in this attempt (shown next to the
verdict). After a wrong answer nothing waits on "Try again": the next click, Check, an
answer or Hint opens a new attempt by itself (`_reopen`).
"""

from __future__ import annotations

import traceback
from typing import Any

from ..game import Game
from ..i18n import N_

#: the problem intents that open a new attempt after a wrong answer (see _reopen)
_REOPENING = frozenset({"click", "check", "answer", "hint"})


def _refresh_progress() -> None:
    """Brings this kernel's progress cards up to date (an answer was just judged)."""
    try:
        from .progress import _CARDS, refresh_all

        if _CARDS:
            refresh_all()
    except Exception:  # the cards must never break a board
        traceback.print_exc()


class ProblemMixin:
    """GoBoard's problem mode: routing intents to the session and showing its state."""

    _game: Game
    _session: Any
    _answer: tuple[str, tuple] | None
    _refused: bool
    _refusal: int
    _messages: int
    _message_src: tuple[str, dict[str, object]] | None
    _message_from_session: bool
    mode: str

    @property
    def session(self) -> Any:
        """The problem session in problem mode, else None."""
        return self._session

    def _on_problem(self, msg: dict) -> None:
        if self.mode != "problem" or self._session is None:
            return self._refuse(N_("There is no problem on this board."))
        kind = msg["type"]
        if kind == "answer":
            value = msg.get("value")
            if not isinstance(value, str) or len(value) > 100:
                return self._refuse(N_("The board sent a message it cannot read."))
            return self._problem_call("answer", value)
        if kind == "solution":
            if not hasattr(self._session, "show_solution"):
                return self._refuse(N_("This problem cannot show its solution."))
            return self._problem_call("show_solution")
        return self._problem_call(kind)

    def _problem_call(self, method: str, *args: str) -> None:
        """Routes an intent to the problem session, then re-syncs from it. After a
        wrong answer nothing waits on "Try again": a click, Check, an answer or Hint
        opens a new attempt first (see `_reopen`), then does what it says."""
        if method in _REOPENING and self._reopen() and method == "hint":
            # a hint is a fresh start: the student follows it on an empty board, so
            # no point of the wrong answer stays selected for a click to take out (the
            # hint then says what was cleared)
            clear = getattr(self._session, "clear_selection", None)
            if callable(clear):
                clear()
        before = len(self._game.moves)
        feedback = getattr(self._session, method)(*args)
        if method == "answer":
            self._answer = (args[0].strip(), self._attempt_of(self._session_state()))
        self._game = self._session.game
        kind = getattr(feedback, "kind", "info")
        text = getattr(feedback, "message", "")
        self._message_src = None
        self._set_message(text, "error" if kind == "illegal" else kind)
        if kind == "illegal":
            self._refused = True
            self._refusal = self._messages
        self._message_from_session = True
        if text:
            self._announce(text)
        elif len(self._game.moves) != before and self._game.last_move is not None:
            self._announce_move(self._game.last_move)
        self._sync()
        if method != "hint":  # an answer may have been recorded: the cards follow
            _refresh_progress()

    def _reopen(self) -> bool:
        """If the attempt on the board failed, starts a new one (as "Try again" does)
        that keeps the student's answer where it can be changed: the chosen points or
        dead stones stay selected, dead stones already confirmed stay confirmed (the
        score box stays). A move problem starts again from its first position. Returns
        True if it started a new attempt."""
        session = self._session
        if session is None or getattr(session, "status", None) != "failed":
            return False
        attempt = getattr(session, "attempt", None)
        selected = list(getattr(attempt, "selected", []) or [])
        confirmed = bool(getattr(attempt, "dead_confirmed", False))
        session.retry()
        fresh = getattr(session, "attempt", None)
        kind = self._session_state().get("answer_kind", "move")
        if fresh is not None and kind in ("points", "dead"):
            fresh.selected[:] = selected
            fresh.dead_confirmed = confirmed and kind == "dead"
        self._game = session.game
        return True

    def _problem_state(self, state: dict) -> dict:
        """The session's state as the board shows it: after a wrong answer the answer
        can be changed (`can_change`) and a hint asked for (`can_hint`), since the next
        action opens a new attempt by itself. A set of lesson exercises (problems that
        save their progress) shows no count of its own: the lesson's progress card is
        the one display of it."""
        out = dict(state)
        if out.get("status") == "failed":
            out["can_change"] = True
            problem = getattr(self._session, "problem", None)
            goal = getattr(problem, "goal", None)
            out["can_hint"] = bool(getattr(problem, "hints", None)) or bool(
                getattr(goal, "hint_steps", 0))
        else:
            out["can_change"] = False
        problems = getattr(getattr(self._session, "problem_set", None), "problems", [])
        if problems and all(getattr(p, "key", None) for p in problems):
            out["summary"] = ""
        return out

    def _attempt_of(self, state: dict) -> tuple:
        """Returns what tells one attempt at one problem of the session from another:
        (the problem object, its place in the set, the attempts started)."""
        return (id(getattr(self._session, "problem", None)), state.get("progress"),
                state.get("attempts"))

    def _session_state(self) -> dict:
        try:
            state = self._session.state()
        except Exception:  # a broken session must not break the board
            return {}
        return state if isinstance(state, dict) else {}
