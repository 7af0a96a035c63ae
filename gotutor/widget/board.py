"""GoBoard: the widget class, its synced traits and how they are checked and observed.

The traits at the top of `GoBoard` are the whole state the front end draws; the jobs of
the board live in mixins, each in a module of its own:

    protocol.py   ProtocolMixin  what a front end may send; the message line, refusals
    play.py       PlayMixin      moves, passes, undo/redo, navigation, setup, referee rule
    score.py      ScoreMixin     dead stones, territory and the count (score mode)
    problem.py    ProblemMixin   the bridge to a problem session (problem mode)
    markup.py     MarkupMixin    markers, labels, crop, overlays
    language.py   LanguageMixin  every text in the board's language
    state.py      StateMixin     the one place the synced state is derived (`_sync`)

What stays here must stay on the class traitlets builds: the traits, and the validators
and observers of them (traitlets finds `@validate` and `@observe` only on HasTraits
classes, not on plain mixins).
"""

from __future__ import annotations

import contextlib
import pathlib
import uuid
from collections.abc import Callable, Iterable
from typing import Any

import anywidget
import traitlets as t

from ..autosave import CONTINUED, Autosave, save_sgf
from ..errors import GoError
from ..game import Game, Move
from .assets import front_end
from .esm import assemble
from .language import LanguageMixin, _normalize_language, _tr
from .markup import MarkupMixin
from .play import PlayMixin
from .problem import ProblemMixin
from .protocol import MARK_KINDS, MODES, OVERLAYS, ProtocolMixin
from .score import ScoreMixin
from .state import StateMixin, _one_message

__all__ = ["GoBoard"]

_STATIC = pathlib.Path(__file__).parent / "static"


class GoBoard(ProtocolMixin, PlayMixin, ScoreMixin, ProblemMixin, MarkupMixin,
              LanguageMixin, StateMixin, anywidget.AnyWidget):
    """An interactive board that drives a `Game`.

    `GoBoard(game=None, size=9, rules="japanese", komi=None, handicap=0, *, mode="play",
    language="en", problem=None, crop=None, translated=None, **options)`;
    `translated(language) -> Game` rebuilds the game in another language (a
    demonstration's captions) when the board's language changes; `options` set any public trait
    (show_coordinates, show_liberties, show_atari, show_liberty_counts, show_ko, theme,
    high_contrast, max_width, presentation, show_controls, message).
    `autosave="my-game"` (play mode) saves the game as it changes and, when a board is
    made again with that key, offers to continue it (gotutor.autosave).
    Raises GoError for a bad size, rules, crop, mode or autosave key.
    """

    #: the front end: static/board/*.js assembled into one ES module (see esm.py), and
    #: its style sheet; in the JupyterLite site, a loader of the site's copies of both
    #: (see assets.py)
    _esm, _css = front_end("board", assemble(_STATIC / "board" / "index.js"),
                           (_STATIC / "board.css").read_text(encoding="utf-8"))

    # ---- the position (derived from the game by _sync; read-only for the front end)
    size = t.Int(9).tag(sync=True)                  # lines on each side
    stones = t.Unicode("").tag(sync=True)           # one char per point, top row first: . B W
    to_move = t.Unicode("B").tag(sync=True)         # "B" or "W"
    last_move = t.Unicode("").tag(sync=True)        # "D4", "pass" or "" (root / setup)
    ko = t.Unicode("").tag(sync=True)               # the point the basic ko forbids, or ""
    move_number = t.Int(0).tag(sync=True)           # moves played to reach the cursor
    line_length = t.Int(0).tag(sync=True)           # moves to the end of the current line
    step = t.Int(1).tag(sync=True)                  # the cursor's node on its line (root: 1)
    steps = t.Int(1).tag(sync=True)                 # nodes from the root to the line's end
    captures = t.Dict().tag(sync=True)              # {"B": prisoners Black took, "W": ...}
    chains = t.List().tag(sync=True)                # [{"color", "stones": [pt], "liberties":
    #                                                 [pt], "name": accessible text}], pt =
    #                                                 y * size + x, y from the top
    illegal = t.Dict().tag(sync=True)               # empty vertex -> why a move there is refused
    can_undo = t.Bool(False).tag(sync=True)
    can_redo = t.Bool(False).tag(sync=True)
    game_over = t.Bool(False).tag(sync=True)
    result = t.Unicode("").tag(sync=True)           # "W+F", "B+R"... when the game ended so
    referee = t.Bool(False).tag(sync=True)          # an illegal attempt loses the game
    comment = t.Unicode("").tag(sync=True)          # the node's comment: the caption
    variations = t.List().tag(sync=True)            # view mode, 2+ continuations: [{"label":
    #                                                 "Black D4", "comment": its caption,
    #                                                 "index": its place}], the main line
    #                                                 first; one page of VARIATION_PAGE
    variation_page = t.List().tag(sync=True)        # [first index shown, how many in all]
    #                                                 when they take more than one page
    comment_part = t.List().tag(sync=True)          # [part shown (0-based), parts] when the
    #                                                 comment is longer than COMMENT_PART
    marks = t.Dict().tag(sync=True)                 # vertex -> triangle|square|circle|cross|label:a
    # ---- counting (score mode)
    dead = t.List().tag(sync=True)                  # vertices of stones marked dead
    territory = t.Unicode("").tag(sync=True)        # per point: b / w territory, d dame, . none
    score = t.Dict().tag(sync=True)                 # {"result", "rows": [[label, black, white]]}
    # ---- what is shown and how
    mode = t.Unicode("play").tag(sync=True)         # play | setup | score | view | problem
    show_coordinates = t.Bool(True).tag(sync=True)
    show_liberties = t.Bool(False).tag(sync=True)   # liberties of the chain under the pointer
    show_atari = t.Bool(False).tag(sync=True)       # ring the chains in atari
    show_liberty_counts = t.Bool(False).tag(sync=True)  # a number on every chain
    show_ko = t.Bool(True).tag(sync=True)           # mark the ko point
    theme = t.Enum(("auto", "light", "dark"), "auto").tag(sync=True)
    high_contrast = t.Bool(False).tag(sync=True)
    crop = t.List(t.Int(), default_value=[]).tag(sync=True)  # [left, top, right, bottom] or []
    max_width = t.Int(560).tag(sync=True)           # CSS pixels
    presentation = t.Bool(False).tag(sync=True)     # large board and caption, no clutter
    show_controls = t.Bool(True).tag(sync=True)
    # ---- texts (already translated; the front end has no catalog)
    language = t.Unicode("en").tag(sync=True)
    languages = t.List().tag(sync=True)             # [[code, its own name]]: the selector
    texts = t.Dict().tag(sync=True)                 # labels, templates ({vertex}, {n})
    message = t.Unicode("").tag(sync=True)          # the feedback line
    message_kind = t.Unicode("info").tag(sync=True)  # info | error | right | wrong | solved ...
    announcement = t.Unicode("").tag(sync=True)     # what the ARIA live region says
    announcements = t.Int(0).tag(sync=True)         # +1 per announcement (repeats are read)
    problem = t.Dict().tag(sync=True)               # ProblemSession.state() in problem mode,
    #                                                 with "answer": the student's answer
    #                                                 (number, choice) in this attempt
    version = t.Int(0).tag(sync=True)               # +1 on every state change
    #: the widget's own model id: the view finds ipywidgets' model by it and follows
    #: its comm_live, to say "run this cell" when no kernel has the board (view.js)
    model_ref = t.Unicode("").tag(sync=True)

    def __init__(self, game: Game | None = None, size: int = 9,
                 rules: Any = "japanese", komi: float | None = None,
                 handicap: int | Iterable[object] = 0, *, mode: str = "play",
                 language: str | None = None, problem: Any = None, crop: Any = None,
                 translated: Callable[[str], Game] | None = None,
                 autosave: str | None = None, **options: Any) -> None:
        self._syncing = True
        self._autosave = None if autosave is None else Autosave(autosave)  # raises GoError
        if translated is not None and not callable(translated):
            raise GoError("translated must be a function: language code -> Game")
        self._translated = translated
        self._dirty = False
        self._session: Any = None
        if language is None:
            from ..i18n import get_language

            language = get_language()
        if problem is not None:
            self._session = problem.session(language=language) if hasattr(
                problem, "session") and not hasattr(problem, "click") else problem
            if not all(hasattr(self._session, a) for a in ("click", "state", "game")):
                raise GoError("problem must be a Problem, a ProblemSet or a ProblemSession")
            game = self._session.game
            mode = "problem"
        if game is None:
            game = Game(size=size, rules=rules, komi=komi, handicap=handicap)
        elif not isinstance(game, Game):
            raise GoError(f"game must be a gotutor Game, not {type(game).__name__}")
        self._game = game
        self._callbacks: list[Callable[[Move], Any]] = []
        self._user_marks: dict[str, str] = {}
        #: "variations" / "comment" -> (the node, the first index / part chosen there)
        self._pages: dict[str, tuple[Any, int]] = {}
        self._dead: set[int] = set()
        self._uncertain: set[int] = set()
        self._message_src: tuple[str, dict[str, object]] | None = None
        self._refused = False
        self._messages = 0  # messages shown so far; _refusal: the number of the last
        self._refusal = -1  # refusal (a later intent that works clears it)
        self._message_from_session = False
        #: the student's last answer to a number or choice question, with the problem
        #: and the attempt it belongs to: (value, see _attempt_of)
        self._answer: tuple[str, tuple] | None = None
        self._check_mode(mode)
        unknown = set(options) - set(self._public_options())
        if unknown:
            raise GoError(f"unknown GoBoard options: {', '.join(sorted(unknown))}")
        # the rest of the setup runs in open(), before the comm opens (see there)
        self._crop_at_open, self._opened_once = crop, False
        super().__init__(mode=mode, language=language, size=game.size,
                         model_id=uuid.uuid4().hex, **options)

    def open(self) -> None:
        """Opens the board's comm to the front end (ipywidgets calls this at the end of
        construction). The first time, the board's whole state is derived from the game
        before the comm opens (the crop, the stones, the problem, an autosave's offer), so
        the opening message carries all of it: a view is never drawn from a partial
        state that the kernel's next update would complete. Raises GoError for a bad
        crop (and then no comm is opened)."""
        if not self._opened_once and self.comm is None:
            self._opened_once = True
            self.model_ref = self._model_id
            if self._crop_at_open is not None:
                self.crop_to(self._crop_at_open)
            self._syncing = False
            self._sync()
            if self._autosave is not None and self._autosave.pending and self.mode == "play":
                msgid, fields = self._autosave.offer()  # "Continue your game from move 37?"
                self._say(msgid, "offer", **fields)  # the front end adds a Redo button
            notice = None if self._autosave is None else self._autosave.take_notice()
            if notice is not None:  # a damaged save put aside
                self._say(notice[0], "error", **notice[1])
        super().open()

    @classmethod
    def _public_options(cls) -> tuple[str, ...]:
        return (*OVERLAYS.values(), "theme", "high_contrast", "max_width", "presentation",
                "show_controls", "message")

    @classmethod
    def demo(cls, game_or_sgf: Game | str, presentation: bool = False,
             **options: Any) -> GoBoard:
        """Returns a board in view mode, cursor at the root, that steps through a game
        tree (a Game, or SGF text): each node's comment is the caption and its SGF markup
        (TR, SQ, CR, MA, LB) is drawn. `presentation=True` shows it large for a class.
        Raises GoError (SgfError) for malformed SGF."""
        game = Game.from_sgf(game_or_sgf) if isinstance(game_or_sgf, str) else game_or_sgf
        game.go_to_start()
        options.setdefault("show_controls", True)
        if presentation:
            options.setdefault("max_width", 900)
        return cls(game, mode="view", presentation=presentation, **options)

    # ------------------------------------------------------------------ Python API
    @property
    def game(self) -> Game:
        """The Game the board drives (change it through the board, or call `refresh()`)."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise GoError(f"game must be a gotutor Game, not {type(game).__name__}")
        self._not_in_problem_mode()
        with self.hold_sync():
            if game.size != self._game.size:
                self.crop = []
            self._game = game
            self._dead.clear()
            self._sync()

    @_one_message
    def refresh(self) -> None:
        """Redraws after the game was changed directly (not through the board)."""
        self._sync()

    def continue_game(self) -> int:
        """Continues the game saved under this board's `autosave` key (the one the
        board offered; Redo does the same) and returns its move number. Raises GoError
        if there is none to continue (see gotutor.autosave)."""
        if self._autosave is None or not self._autosave.pending:
            raise GoError("there is no saved game to continue")
        self.game = self._autosave.take()
        self._say(CONTINUED, n=self._game.move_number)
        return self._game.move_number

    def save(self, path: str | pathlib.Path) -> None:
        """Writes the game (the whole tree) to `path` as SGF, atomically. Raises OSError."""
        save_sgf(self._game, path)

    def notify_change(self, change: Any) -> None:
        """Sends a trait assigned from Python together with everything its observers
        derive from it (`board.mode = "score"` redraws once, not twice)."""
        with self.hold_sync():
            super().notify_change(change)

    @staticmethod
    def _check_mode(mode: object) -> None:
        if mode not in MODES:
            raise GoError(f"unknown mode {mode!r}; use one of {', '.join(MODES)}")

    # ------------------------------------------------------------------ derivation
    @t.validate("mode")
    def _valid_mode(self, proposal: Any) -> str:
        mode = proposal["value"]
        self._check_mode(mode)
        if mode == "problem" and self._session is None:
            raise GoError("problem mode needs a problem: GoBoard(problem=...)")
        return mode

    @t.validate("language")
    def _valid_language(self, proposal: Any) -> str:
        return _normalize_language(proposal["value"])

    @t.observe("mode")
    def _mode_changed(self, change: Any) -> None:
        if change["new"] == "score" or change["old"] == "score":
            self._dead.clear()
        self._say("")
        self._sync()

    @t.observe("language")
    def _language_changed(self, change: Any) -> None:
        self._retranslate(change["new"])
        if self._session is not None:
            with contextlib.suppress(Exception):
                self._session.language = change["new"]
        if self._message_src is not None:
            msgid, fields = self._message_src
            self._set_message(_tr(change["new"], msgid, **fields), self.message_kind,
                              new=False)
        elif self._message_from_session:
            feedback = self._session_state().get("feedback") or {}
            if isinstance(feedback.get("message"), str):
                self._set_message(feedback["message"], self.message_kind, new=False)
        # what the live region said goes in the new language too (not read out again)
        self.announcement = self.message
        self._sync()

    @t.observe("show_coordinates", "show_liberties", "show_atari", "show_liberty_counts",
               "show_ko", "theme", "high_contrast", "crop", "max_width", "presentation",
               "show_controls", "message")
    def _option_changed(self, change: Any) -> None:
        if change["name"] == "message" and not self._syncing:
            self._message_src = None  # set by a lesson author: shown as given
            self._message_from_session = False
            self._set_message(change["new"], "info")
        self._sync()

    @t.validate("marks")
    def _valid_marks(self, proposal: Any) -> dict:
        marks = proposal["value"]
        if self._syncing:
            return marks
        # a lesson author assigns the marks: check them before anything changes
        try:
            checked = {self._vertex(v): k for v, k in marks.items()
                       if k in MARK_KINDS or (isinstance(k, str) and k.startswith("label:"))}
        except (AttributeError, GoError) as exc:
            raise GoError(f"marks is {{vertex: kind}}, not {marks!r}") from exc
        if len(checked) != len(marks):
            raise GoError(f"unknown mark kinds in {marks!r}; use {', '.join(MARK_KINDS)} "
                          "or 'label:<text>'")
        return checked

    @t.observe("marks")
    def _marks_assigned(self, change: Any) -> None:
        if not self._syncing:  # the author's marks become the board's own
            self._user_marks = dict(change["new"])
            self._sync()

    @t.validate("crop")
    def _valid_crop(self, proposal: Any) -> list[int]:
        crop = list(proposal["value"])
        size = self._game.size if hasattr(self, "_game") else self.size
        if crop and (len(crop) != 4 or not all(0 <= c < size for c in crop)):
            raise GoError(f"crop is [left, top, right, bottom] within the board, or []; "
                          f"not {crop!r} (or use crop_to('A1:E5'))")
        return crop

    @t.validate("max_width")
    def _valid_max_width(self, proposal: Any) -> int:
        if proposal["value"] < 120:
            raise GoError(f"max_width is at least 120 pixels, not {proposal['value']}")
        return proposal["value"]
