"""Playing: moves, passes, taking back and stepping through the game.

From Python (`play`, `pass_move`, `undo`, `redo`, `setup`, `on_move`) and from the front
end (the play, pass, undo, redo, navigate, set-stone and set-to-move intents).

The referee rule (`Game(referee=True)`): an illegal click (suicide, ko, superko) is not
refused but played, so the game ends as a forfeit ("W+F"); the message line says so in
words and the board is over (no move, undo or going back). Taking back a move in play
mode, by Undo or by stepping back, forfeits too. A click on a stone is still refused: no
stone can be put there, so it is no attempt. The hover ghost still marks an illegal point
with its reason, and warns that playing there loses: that is information, not a refusal.
Stepping back in view mode reviews the game and never forfeits.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from typing import Any

from ..color import Color
from ..coords import PASS, vertex_name
from ..errors import GoError, NavigationError
from ..game import Game, Move
from ..i18n import N_
from .language import _FORFEITS, _REASONS, _tr
from .state import _one_message


class PlayMixin:
    """GoBoard's moves: the Python calls and the intents that play or navigate."""

    _game: Game
    _session: Any
    _autosave: Any
    _callbacks: list[Callable[[Move], Any]]
    mode: str
    language: str

    def _not_in_problem_mode(self) -> None:
        """Raises GoError in problem mode, where moves go through the problem session."""
        if self._session is not None:
            raise GoError("this board shows a problem: its moves go through the problem "
                          "(click the board, or use board.session)")

    @_one_message
    def play(self, vertex: object) -> Move | None:
        """Plays `vertex` ("D4" or "pass") for the player to move, redraws, calls the
        `on_move` callbacks and returns the Move. Under the referee rule an illegal move
        ends the game instead (as `Game.play`): the board says so and returns None.
        Raises IllegalMove (nothing changes) or VertexError; GoError in problem mode."""
        self._not_in_problem_mode()
        g = self._game
        verdict = g.check(vertex)
        move = g.play(vertex)
        if move is None:  # the referee rule ended the game
            self._forfeited(str(verdict.reason), verdict.color,
                            vertex=vertex_name(verdict.point, g.size)
                            if verdict.point is not None else str(vertex))
            return None
        self._after_move(move)
        return move

    @_one_message
    def pass_move(self) -> Move:
        """Passes for the player to move; returns the Move. Raises IllegalMove after the end."""
        move = self.play(PASS)
        assert move is not None  # a pass is illegal only after the end, which raises
        return move

    @_one_message
    def undo(self) -> None:
        """Takes back the last move. Raises NavigationError at the start, GoError in
        problem mode."""
        self._not_in_problem_mode()
        g = self._game
        mover = g.last_move.color if g.last_move is not None else None
        had_result = g.result is not None
        g.undo()
        if mover is not None and not had_result and g.result is not None:
            return self._forfeited("undo", mover)  # the referee rule
        self._say("")
        self._sync()
        return None

    @_one_message
    def redo(self) -> None:
        """Replays the next move of the line. Raises NavigationError at its end, GoError
        in problem mode."""
        self._not_in_problem_mode()
        self._game.redo()
        self._sync()

    @_one_message
    def setup(self, black: Iterable[object] = (), white: Iterable[object] = (),
              empty: Iterable[object] = (), to_move: str | None = None) -> None:
        """Adds or removes stones without moves (see Game.setup) and redraws.
        Raises VertexError for a bad vertex (nothing changes), GoError in problem mode."""
        self._not_in_problem_mode()
        self._game.setup(black=black, white=white, empty=empty, to_move=to_move)
        self._sync()

    def on_move(self, fn: Callable[[Move], Any]) -> None:
        """Calls `fn(move)` after every move played from the board or from Python."""
        if not callable(fn):
            raise GoError("on_move needs a function")
        self._callbacks.append(fn)

    def _on_play(self, msg: dict) -> None:
        if self.mode == "problem":
            vertex = self._vertex_of(msg)
            if vertex is not None:
                self._problem_call("click", vertex)
            return
        if self.mode == "setup":
            return self._on_set_stone(msg)
        if self.mode != "play":
            return self._refuse(N_("Moves are not played in this mode."))
        vertex = self._vertex_of(msg)
        if vertex is None:
            return None
        self._try_move(vertex)
        return None

    def _try_move(self, vertex: str) -> None:
        """Plays `vertex` for the player to move, or says why not. Under the referee
        rule an illegal move goes to the game, which ends it as a forfeit; a click on a
        stone is still refused (no stone can be put there: it is no attempt)."""
        g = self._game
        verdict = g.check(vertex)
        if verdict.reason == "game-over" and g.result is not None:
            return self._refuse(N_("The game is over: {result}."), result=g.result)
        refereed = g.rules.illegal_move_loses and verdict.reason in ("suicide", "ko",
                                                                     "superko")
        if verdict.reason is not None and not refereed:
            return self._refuse(_REASONS[verdict.reason], vertex=vertex)
        move = g.play(vertex)
        if move is None:  # the referee rule ended the game
            self._forfeited(str(verdict.reason), verdict.color, vertex=vertex)
            return None
        self._after_move(move, from_ui=True)
        return None

    def _forfeited(self, why: str, loser: Color, **fields: object) -> None:
        """Says (and announces) that `loser` lost by the referee rule, then redraws."""
        msgid = _FORFEITS.get((why, loser.value)) or _FORFEITS["illegal", loser.value]
        self._say(msgid, "error", result=self._game.result, **fields)
        self._announce(self.message)
        self._sync()

    def _referee_over(self) -> bool:
        """True if the referee rule ended the game: then nothing may be taken back."""
        g = self._game
        return g.rules.illegal_move_loses and g.result is not None and g.result.endswith(
            "+F")

    def _on_pass(self, msg: dict) -> None:
        if self.mode == "problem" and self._session is not None:
            if not self._session_state().get("can_pass"):
                return self._refuse(N_("Passing is not possible in this mode."))
            return self._problem_call("click", PASS)
        if self.mode != "play":
            return self._refuse(N_("Passing is not possible in this mode."))
        self._try_move(PASS)

    def _on_undo(self, msg: dict) -> None:
        if self.mode not in ("play", "setup", "view"):
            return self._refuse(N_("Undo is not possible in this mode."))
        g = self._game
        if self.mode == "view":  # stepping back through a game under review
            return self._on_navigate({**msg, "to": "previous"})
        if self._referee_over():
            return self._refuse(N_("The game is over: {result}."), result=g.result)
        if not g.can_undo:
            return self._refuse(N_("There is nothing to undo."))
        mover = g.last_move.color if g.last_move is not None else None
        g.undo()
        if mover is not None and g.rules.illegal_move_loses and g.result is not None:
            return self._forfeited("undo", mover)  # Game.undo recorded the forfeit
        self._say(N_("Move taken back."))
        self._sync()
        return None

    def _on_redo(self, msg: dict) -> None:
        if self.mode not in ("play", "setup", "view"):
            return self._refuse(N_("Redo is not possible in this mode."))
        if self._autosave is not None and self._autosave.pending and not self._game.can_redo:
            return self.continue_game()
        if not self._game.can_redo:
            return self._refuse(N_("There is nothing to redo."))
        move = self._game.redo()
        self._say("")
        self._announce_move(move)
        self._sync()
        return None

    def _turn_page(self, to: str, msg: dict) -> None:
        """Shows another page of the variations at the cursor ("variation-page",
        `first`: the first index) or another part of its comment ("comment-part",
        `part`). Refuses what is not on the board."""
        value = msg.get("first" if to == "variation-page" else "part")
        if isinstance(value, bool) or not isinstance(value, int):
            return self._refuse(N_("The board sent a message it cannot read."))
        node = self._game.node
        if to == "variation-page":
            if self.mode != "view" or not 0 <= value < len(node.children):
                return self._refuse(N_("There is no such variation here."))
            self._pages["variations"] = (node, value)
        else:
            parts = self.comment_part[1] if self.comment_part else 1
            if not 0 <= value < parts:
                return self._refuse(N_("The board sent a message it cannot read."))
            self._pages["comment"] = (node, value)
        self._sync()
        return None

    def _on_navigate(self, msg: dict) -> None:
        to = msg.get("to")
        if to in ("variation-page", "comment-part"):
            return self._turn_page(to, msg)
        if to not in ("first", "previous", "next", "last", "variation"):
            return self._refuse(N_("The board sent a message it cannot read."))
        if self.mode not in ("play", "view"):
            return self._refuse(N_("You cannot move through the game in this mode."))
        g = self._game
        if to == "variation":
            index = msg.get("index")
            if isinstance(index, bool) or not isinstance(index, int):
                return self._refuse(N_("The board sent a message it cannot read."))
            if self.mode != "view":
                return self._refuse(N_("Variations are chosen in view mode."))
            if not 0 <= index < len(g.node.children):
                return self._refuse(N_("There is no such variation here."))
        if (to in ("next", "last") and self.mode == "play" and not g.can_redo
                and self._autosave is not None and self._autosave.pending):
            return self.continue_game()  # forward, like Redo, takes the offered game
        if g.rules.illegal_move_loses and self.mode == "play" and to in ("first",
                                                                        "previous"):
            # under the referee rule going back in play is taking back a move
            return self._on_undo(msg)
        try:
            if to == "first":
                g.go_to_start()
            elif to == "last":
                g.go_to_end()
            elif to == "previous" and self.mode == "view":
                if g.node.parent is None:
                    raise NavigationError("the start of the game")
                g.go_to(g.node.parent)  # reviewing takes nothing back (referee rule)
            elif to == "previous":
                g.undo()
            elif to == "variation":
                g.redo(msg["index"])
            else:
                g.redo()
        except NavigationError:
            return self._refuse(N_("The start of the game.") if to == "previous"
                                else N_("The end of the line."), kind="info")
        self._say("")
        # what a screen reader says at the new node: the move number, the move, the caption
        parts = []
        if g.last_move is not None:
            parts.append(self._move_words(g.last_move))
        if g.node.comment:
            parts.append(g.node.comment)
        if self.mode == "view":  # a demonstration counts its steps, setups included
            where = _tr(self.language, N_("Step {n} of {total}"), n=g.node.depth + 1,
                        total=self._line_end().depth + 1)
        else:
            where = _tr(self.language, N_("Move {n}"), n=g.move_number)
        self._announce(f"{where}: {' '.join(parts)}" if parts else where)
        self._sync()
        return None

    def _on_set_stone(self, msg: dict) -> None:
        if self.mode != "setup":
            return self._refuse(N_("Stones are placed freely only in setup mode."))
        vertex = self._vertex_of(msg)
        color = msg.get("color")
        if vertex is None:
            return None
        if color not in ("B", "W", "empty"):
            return self._refuse(N_("The board sent a message it cannot read."))
        if color == "empty":
            self._game.setup(empty=[vertex])
        elif color == "B":
            self._game.setup(black=[vertex])
        else:
            self._game.setup(white=[vertex])
        self._say("")
        self._sync()
        return None

    def _on_set_to_move(self, msg: dict) -> None:
        if self.mode != "setup" or msg.get("color") not in ("B", "W"):
            return self._refuse(N_("The board sent a message it cannot read."))
        self._game.setup(to_move=msg["color"])
        self._sync()
        return None

    def _after_move(self, move: Move, from_ui: bool = False) -> None:
        """Redraws after `move` and calls the on_move callbacks. From the UI a failing
        callback is reported on the message line (the move stands); from Python its
        error propagates to the caller."""
        self._say("")
        self._announce_move(move)
        self._sync()
        for fn in list(self._callbacks):
            if not from_ui:
                fn(move)
                continue
            try:
                fn(move)
            except Exception as exc:
                traceback.print_exc()
                self._say(N_("A lesson callback failed: {error}"), "error", error=repr(exc))
                self._sync()
