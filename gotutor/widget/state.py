"""The synced state: derived from the game in one place, sent as one message.

`StateMixin._sync` derives every synced trait from the game (and the problem session,
the marks, the dead stones) and bumps `version`; nothing else makes render data. Every
intent, every Python call (`play`, `mark`...) and every trait assigned from Python
reaches the front end as ONE state message (`hold_sync`, see `_one_message`): one redraw
per click, and no second message left waiting on the websocket. Every text going into
the state is made sendable first (`_clean`: a lone surrogate becomes U+FFFD).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..color import Color
from ..coords import vertex_name
from ..i18n import N_
from .language import _REASONS, AUTONYMS, _available_languages, _chain_name, _tr


def _one_message(method: Callable[..., Any]) -> Callable[..., Any]:
    """Returns `method` run inside `hold_sync()`: every trait it changes reaches the
    front end in one state message (one redraw), sent when it returns or raises."""
    @functools.wraps(method)
    def held(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self.hold_sync():
            return method(self, *args, **kwargs)
    return held


#: the continuations a view-mode board lists at once (a record may hold a million)
VARIATION_PAGE = 20
#: the characters of a comment the board shows at once (a record may hold megabytes)
COMMENT_PART = 5000


def _clean(value: Any) -> Any:
    """Returns `value` (a string, or lists and dicts of them) with every lone surrogate
    replaced by U+FFFD, so that the state can be sent as UTF-8 JSON."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        return value
    if isinstance(value, list):
        return [_clean(v) for v in value]
    if isinstance(value, tuple):
        return [_clean(v) for v in value]
    if isinstance(value, dict):
        return {_clean(k): _clean(v) for k, v in value.items()}
    return value


class StateMixin:
    """GoBoard's derivation: the game (and the session, the marks, the dead stones) ->
    every synced trait, in `_sync`."""

    def _sync(self) -> None:
        """Derives every synced trait from the game (and the session, the marks, the
        dead stones) and bumps `version`. The one place render data is made. A change
        made while deriving (a lesson's trait observer that plays or undoes) derives
        again, so the state sent always matches the game."""
        if self._syncing:
            self._dirty = True
            return
        self._syncing = True
        try:
            with self.hold_sync():
                for _ in range(8):
                    self._dirty = False
                    self._derive()
                    if not self._dirty:
                        break
                self.version += 1
        finally:
            self._syncing = False
        if self._autosave is not None and self.mode == "play":
            self._autosave.save(self._game)  # never raises
            notice = self._autosave.take_notice()
            if notice is not None:  # another kernel's game kept beside this one
                self._say(notice[0], "error", **notice[1])

    def _derive(self) -> None:
        g, lang = self._game, self.language
        board, size = g.board, g.size
        codes = board.codes()
        self.size = size
        self.stones = "".join(".BW"[c] for c in codes)
        self.to_move = g.to_move.value
        last = g.last_move
        self.last_move = last.vertex if last is not None else ""
        self.ko = (g.ko_point or "") if not g.is_over else ""
        self.move_number = g.move_number
        end = self._line_end()
        self.line_length = end.move_number
        # a demonstration's setup and note steps are nodes without moves: view mode
        # counts nodes, the root being step 1 (what the student sees first)
        self.step = g.node.depth + 1
        self.steps = end.depth + 1
        caps = g.captures
        self.captures = {"B": caps[Color.BLACK], "W": caps[Color.WHITE]}
        # under review any node but the root steps back; in play a game the referee
        # rule ended takes nothing back
        self.can_undo = g.node.parent is not None if self.mode == "view" else (
            g.can_undo and not self._referee_over())
        # a saved game offered on a new board is taken with Redo (gotutor.autosave)
        self.can_redo = g.can_redo or (self.mode == "play" and self._autosave is not None
                                       and self._autosave.pending)
        self.game_over = g.is_over
        self.result = g.result or ""
        self.referee = g.rules.illegal_move_loses
        self.comment, self.comment_part = self._comment_shown(g.node)
        if self.mode == "view":
            self.variations = _clean(self._variations(lang))
            total = len(g.node.children)
            self.variation_page = ([self._page_of(g.node, "variations"), total]
                                   if total > VARIATION_PAGE else [])
        else:
            self.variations, self.variation_page = [], []
        self.chains = [self._chain_state(c, lang) for c in board.chains()]
        marks = self._node_marks()
        state = self._session_state() if self._session is not None else {}
        # after a wrong answer a click starts the problem again (see _reopen): what
        # the refuted position forbids is no reason to refuse it
        plays = self.mode == "play" or (
            self.mode == "problem" and state.get("answer_kind", "move") == "move"
            and state.get("status") != "failed")
        self.illegal = self._illegal_points() if plays else {}
        if self._session is not None:
            if self._answer is not None and self._answer[1] == self._attempt_of(state):
                # the answer stays in view next to "Right: ..." (a new attempt clears it)
                state = {**state, "answer": self._answer[0]}
            self.problem = _clean(self._problem_state(state))
            marks.update({k: v for k, v in state.get("marks", {}).items()
                          if isinstance(k, str) and isinstance(v, str)})
        else:
            self.problem = {}
        marks.update(self._user_marks)
        if self.mode == "score":
            size = self._game.size
            marks.update({vertex_name(p, size): "label:?" for p in self._uncertain
                          if self._game.board[vertex_name(p, size)] is not None})
        else:
            self._uncertain.clear()
        self.marks = _clean(marks)
        if self.mode == "score":
            self._derive_score()
        else:
            self._dead.clear()
            self.dead, self.territory, self.score = [], "", {}
            if self._session is not None:
                self._derive_problem_score(state)
        self.languages = [[code, AUTONYMS.get(code, code)] for code in _available_languages()]
        self.texts = self._texts(lang)

    def _page_of(self, node: Any, what: str) -> int:
        """Returns the page of `what` ("variations": the first index shown, "comment":
        the part shown) chosen at `node`; 0 at a node other than the one it was chosen at."""
        chosen = self._pages.get(what)
        return chosen[1] if chosen is not None and chosen[0] is node else 0

    def _comment_shown(self, node: Any) -> tuple[str, list[int]]:
        """Returns the part of `node`'s comment the board shows (all of it up to
        COMMENT_PART characters, else the chosen part of COMMENT_PART characters) and
        [part, parts], or [] when it is whole."""
        text = node.comment
        if len(text) <= COMMENT_PART:
            return _clean(text), []
        parts = -(-len(text) // COMMENT_PART)
        part = min(self._page_of(node, "comment"), parts - 1)
        return _clean(text[part * COMMENT_PART:(part + 1) * COMMENT_PART]), [part, parts]

    def _variations(self, lang: str) -> list[dict[str, Any]]:
        """The continuations at the cursor in words, if there is a choice (2 or more):
        one page of VARIATION_PAGE of them, from the chosen first index."""
        children = self._game.node.children
        if len(children) < 2:
            return []
        out = []
        first = self._page_of(self._game.node, "variations")
        for index in range(first, min(len(children), first + VARIATION_PAGE)):
            child = children[index]
            move = child.move
            if move is None:
                label = _tr(lang, N_("Setup"))
            else:
                who = _tr(lang, N_("Black") if move.color is Color.BLACK else N_("White"))
                where = _tr(lang, N_("Pass")) if move.is_pass else move.vertex
                label = f"{who} {where}"
            out.append({"label": label, "comment": child.comment[:200], "index": index})
        return out

    def _line_end(self) -> Any:
        """Returns the last node of the current line: the cursor's first children down."""
        end = self._game.node
        while end.children:
            end = end.children[0]
        return end

    def _chain_state(self, chain: Any, lang: str) -> dict:
        name = _chain_name(chain.color.value, len(chain.stones), len(chain.liberties), lang)
        return {"color": chain.color.value, "stones": sorted(chain.stones),
                "liberties": sorted(chain.liberties), "name": name}

    def _illegal_points(self) -> dict[str, str]:
        g = self._game
        lang = self.language
        if g.is_over:
            return {}
        legal = set(g.legal_moves())
        out = {}
        for p in g.board.empty_points():
            v = vertex_name(p, g.size)
            if v not in legal:
                reason = g.check(v).reason or "occupied"
                out[v] = _tr(lang, _REASONS[reason], vertex=v)
        return out
