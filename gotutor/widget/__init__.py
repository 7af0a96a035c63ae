"""GoBoard: an interactive Go board for Jupyter (an anywidget backed by a `Game`).

Python is the single source of truth. The front end (static/board.js) draws the synced
traits listed at the top of `GoBoard` and sends *intents* as custom messages; Python
validates every intent, changes the game, then re-derives every trait in one place
(`_sync`). The JavaScript never decides legality, captures or scores: the illegal points
with their reasons, the chains with their liberties and the territory all arrive in the
state, with every text already translated.

    import gotutor as gt
    board = gt.GoBoard(size=9)
    board.play("D4")
    board.mark("D4", "triangle"); board.label("E5", "a")
    board.show_liberties = True
    board.on_move(lambda move: print(move))

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

A demonstration board built with `translated=` (a function language -> Game, as the
lessons give) rebuilds its tree when its language changes and keeps the cursor on the
same step, so captions, labels and variation names all follow the language; a problem's
texts are message ids the session renders in the board's language. Every text going
into the state is made sendable first (a lone surrogate becomes U+FFFD).

The referee rule (`Game(referee=True)`): an illegal click (suicide, ko, superko) is not
refused but played, so the game ends as a forfeit ("W+F"); the message line says so in
words and the board is over (no move, undo or going back). Taking back a move in play
mode, by Undo or by stepping back, forfeits too. A click on a stone is still refused: no
stone can be put there, so it is no attempt. The hover ghost still marks an illegal point
with its reason, and warns that playing there loses: that is information, not a refusal.
Stepping back in view mode reviews the game and never forfeits.

Every intent, every Python call (`play`, `mark`...) and every trait assigned from Python
reaches the front end as ONE state message (`hold_sync`): one redraw per click, and no
second message left waiting on the websocket. In problem mode `problem` also carries
`"answer"`, the number or choice the student gave in this attempt (shown next to the
verdict).

A malformed, stale or refused intent changes nothing but `message`, `message_kind` and
`announcement` (the reason, in words); it never raises in the kernel. Python sends no
custom messages: two views of one board stay in sync through the traits alone. State
sent by a front end (a trait set in JavaScript) is refused: Python owns every trait.
"""

from __future__ import annotations

import contextlib
import functools
import pathlib
import traceback
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

import anywidget
import traitlets as t

from ..autosave import CONTINUED, Autosave, save_sgf
from ..color import Color
from ..coords import PASS, point_from_sgf, vertex_name
from ..errors import GoError, NavigationError
from ..game import Game, Move
from ..i18n import N_, _
from ..i18n import ngettext as _ngettext
from ..i18n.answers import format_result
from ..i18n.vocabulary import format_points

__all__ = ["GoBoard"]

_STATIC = pathlib.Path(__file__).parent / "static"

MODES = ("play", "setup", "score", "view", "problem")
MARK_KINDS = ("triangle", "square", "circle", "cross")
#: overlay name (as the front end and `overlays` spell it) -> trait
OVERLAYS = {"coordinates": "show_coordinates", "liberties": "show_liberties",
            "atari": "show_atari", "liberty_counts": "show_liberty_counts", "ko": "show_ko"}
#: the problem intents that open a new attempt after a wrong answer (see _reopen)
_REOPENING = frozenset({"click", "check", "answer", "hint"})
_SGF_MARKS = {"TR": "triangle", "SQ": "square", "CR": "circle", "MA": "cross"}
#: each language named in itself (the selector lists them so; never translated)
AUTONYMS = {"en": "English", "pl": "Polski", "ru": "Русский", "nb": "Norsk bokmål",
            "ky": "Кыргызча"}

#: why a move is refused: reason code -> sentence ({vertex} filled in)
_REASONS = {
    "occupied": N_("{vertex} is occupied: there is already a stone there."),
    "suicide": N_("{vertex} would be suicide: your stones there would have no liberties."),
    "ko": N_("{vertex} is forbidden by the ko rule: play elsewhere first, then you may "
             "take back."),
    "superko": N_("{vertex} would repeat an earlier position (superko)."),
    "off-board": N_("{vertex} is not on the board."),
    "game-over": N_("The game is over: both players passed."),
}

#: the referee rule: (reason code, loser) -> the forfeit in words ({vertex}, {result})
_FORFEITS = {
    ("suicide", "B"): N_("Black played an illegal move at {vertex} (suicide) and loses the "
                         "game: {result}."),
    ("suicide", "W"): N_("White played an illegal move at {vertex} (suicide) and loses the "
                         "game: {result}."),
    ("ko", "B"): N_("Black played an illegal move at {vertex} (ko: the stone was taken "
                    "back at once) and loses the game: {result}."),
    ("ko", "W"): N_("White played an illegal move at {vertex} (ko: the stone was taken "
                    "back at once) and loses the game: {result}."),
    ("superko", "B"): N_("Black played an illegal move at {vertex} (it repeats an earlier "
                         "position) and loses the game: {result}."),
    ("superko", "W"): N_("White played an illegal move at {vertex} (it repeats an earlier "
                         "position) and loses the game: {result}."),
    ("occupied", "B"): N_("Black played on {vertex}, where there is already a stone, and "
                          "loses the game: {result}."),
    ("occupied", "W"): N_("White played on {vertex}, where there is already a stone, and "
                          "loses the game: {result}."),
    ("illegal", "B"): N_("Black played an illegal move at {vertex} and loses the game: "
                         "{result}."),
    ("illegal", "W"): N_("White played an illegal move at {vertex} and loses the game: "
                         "{result}."),
    ("undo", "B"): N_("Black took back a move, which the referee rule does not allow, and "
                      "loses the game: {result}."),
    ("undo", "W"): N_("White took back a move, which the referee rule does not allow, and "
                      "loses the game: {result}."),
}


def _one_message(method: Callable[..., Any]) -> Callable[..., Any]:
    """Returns `method` run inside `hold_sync()`: every trait it changes reaches the
    front end in one state message (one redraw), sent when it returns or raises."""
    @functools.wraps(method)
    def held(self: GoBoard, *args: Any, **kwargs: Any) -> Any:
        with self.hold_sync():
            return method(self, *args, **kwargs)
    return held


def _tr(language: str, msgid: str, **fields: object) -> str:
    """Returns `msgid` translated into `language` with its fields filled in (English if
    the language's catalog cannot be read)."""
    try:
        return _(msgid, language, **fields)
    except GoError:
        return msgid.format(**fields) if fields else msgid


def ngettext(singular: str, plural: str, n: int, language: str) -> str:
    """Returns the plural form for `n` in `language`, `{n}` filled in (English if the
    language's catalog cannot be read)."""
    try:
        return _ngettext(singular, plural, n, language)
    except GoError:
        return (singular if n == 1 else plural).format(n=n)


def _normalize_language(code: object) -> str:
    """Returns the language code gotutor uses for `code`. Raises GoError if unknown."""
    if not isinstance(code, str):
        raise GoError(f"a language is a code such as 'en' or 'pl', not {code!r}")
    try:
        from ..i18n import normalize_language
    except ImportError:
        return code
    return normalize_language(code)


class GoBoard(anywidget.AnyWidget):
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

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"

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
    #                                                 "Black D4", "comment": its caption}],
    #                                                 the main line first
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
        super().__init__(mode=mode, language=language, size=game.size, **options)
        if crop is not None:
            self.crop_to(crop)
        self._syncing = False
        self._sync()
        if self._autosave is not None and self._autosave.pending and mode == "play":
            msgid, fields = self._autosave.offer()  # "Continue your game from move 37?"
            self._say(msgid, **fields)

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

    def _not_in_problem_mode(self) -> None:
        """Raises GoError in problem mode, where moves go through the problem session."""
        if self._session is not None:
            raise GoError("this board shows a problem: its moves go through the problem "
                          "(click the board, or use board.session)")

    @property
    def session(self) -> Any:
        """The problem session in problem mode, else None."""
        return self._session

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

    @_one_message
    def mark(self, vertices: object, kind: str = "triangle") -> None:
        """Draws a marker ("triangle", "square", "circle", "cross") on a vertex ("D4")
        or on each of a list of vertices. Raises GoError for an unknown kind, VertexError
        for a bad vertex (nothing is drawn then)."""
        if kind not in MARK_KINDS:
            raise GoError(f"unknown marker {kind!r}; use one of {', '.join(MARK_KINDS)}")
        many = vertices if isinstance(vertices, (list, tuple, set, frozenset)) and not (
            isinstance(vertices, tuple) and len(vertices) == 2
            and all(isinstance(c, int) for c in vertices)) else [vertices]
        names = [self._vertex(v) for v in many]
        self._user_marks.update(dict.fromkeys(names, kind))
        self._sync()

    @_one_message
    def label(self, vertex: object, text: str) -> None:
        """Writes a short label ("a", "1") on `vertex`, as printed diagrams do.
        Raises GoError for an empty or long label, VertexError for a bad vertex."""
        if not isinstance(text, str) or not 0 < len(text.strip()) <= 3:
            raise GoError(f"a label is 1 to 3 characters, not {text!r}")
        self._user_marks[self._vertex(vertex)] = "label:" + text.strip()
        self._sync()

    @_one_message
    def clear_marks(self) -> None:
        """Removes every marker and label set from Python."""
        self._user_marks.clear()
        self._sync()

    @_one_message
    def crop_to(self, region: Any) -> None:
        """Shows only a region: "A1:E5", ("A1", "E5") or None for the whole board.
        Raises GoError for anything else."""
        if region is None or region == "":
            self.crop = []
            return
        if isinstance(region, str):
            region = region.split(":")
        try:
            a, b = (self._game.board.point(v) for v in region)
        except (TypeError, ValueError) as exc:
            raise GoError(f"a crop is two corners, e.g. 'A1:E5', not {region!r}") from exc
        s = self._game.size
        (ax, ay), (bx, by) = (a % s, a // s), (b % s, b // s)
        self.crop = [min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)]

    @property
    def overlays(self) -> dict[str, bool]:
        """Which overlays are on: {"coordinates", "liberties", "atari", "liberty_counts",
        "ko"} -> bool. Assign a dict (some of those names) to switch them."""
        return {name: getattr(self, trait) for name, trait in OVERLAYS.items()}

    @overlays.setter
    def overlays(self, value: dict[str, bool]) -> None:
        if not isinstance(value, dict) or not all(k in OVERLAYS for k in value):
            raise GoError(f"overlays is a dict with keys among {', '.join(OVERLAYS)}")
        with self.hold_sync():
            for name, on in value.items():
                setattr(self, OVERLAYS[name], bool(on))

    @property
    def dead_stones(self) -> list[str]:
        """The vertices marked dead in score mode."""
        return [vertex_name(p, self._game.size) for p in sorted(self._dead)]

    @_one_message
    def toggle_dead(self, vertex: object) -> None:
        """Marks the chain through `vertex` dead, or alive again if it was dead.
        Raises GoError if there is no stone there."""
        p = self._game.board.point(vertex)
        chain = self._game.board.chain(p)
        if chain is None:
            raise GoError(f"there is no stone at {vertex}")
        if p in self._dead:
            self._dead -= chain.stones
        else:
            self._dead |= chain.stones
        self._sync()

    @_one_message
    def suggest_dead(self) -> list[str]:
        """Marks the stones gotutor's life analysis thinks dead and returns them.
        Raises GoError if the analysis is not available."""
        try:
            from ..life import judge_dead
        except ImportError as exc:
            raise GoError("the life-and-death analysis is not available") from exc
        judgement = judge_dead(self._game)
        board = self._game.board
        self._dead = {board.point(v) for v in judgement.dead}
        # close calls are shown with a "?" on their stones: the players decide
        self._uncertain = {board.point(v) for v in judgement.uncertain}
        self._sync()
        return self.dead_stones

    @property
    def uncertain_stones(self) -> list[str]:
        """Returns the stones of the chains the last dead-stone suggestion could not
        decide (shown with a "?" in score mode), in point order."""
        return [vertex_name(p, self._game.size) for p in sorted(self._uncertain)]

    # ------------------------------------------------------------------ intents
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
        return handler(self, msg)

    def notify_change(self, change: Any) -> None:
        """Sends a trait assigned from Python together with everything its observers
        derive from it (`board.mode = "score"` redraws once, not twice)."""
        with self.hold_sync():
            super().notify_change(change)

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

    def _on_navigate(self, msg: dict) -> None:
        to = msg.get("to")
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

    def _on_toggle_dead(self, msg: dict) -> None:
        if self.mode != "score":
            return self._refuse(N_("Mark dead stones in score mode."))
        vertex = self._vertex_of(msg)
        if vertex is None:
            return None
        if self._game.board[vertex] is None:
            if not self._game.board.chains():
                return self._refuse(N_("There are no stones on the board, so there is "
                                       "nothing to count yet. Choose Play in the Mode menu "
                                       "and play a game first."), kind="info")
            return self._refuse(N_("{vertex} is empty. In count mode a click on a stone "
                                   "marks its chain dead (or alive again)."), kind="info",
                                vertex=vertex)
        self.toggle_dead(vertex)
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

    def _on_suggest_dead(self, msg: dict) -> None:
        if self.mode != "score":
            return self._refuse(N_("Mark dead stones in score mode."))
        try:
            self.suggest_dead()
        except GoError:
            return self._refuse(N_("The dead-stone suggestion is not available yet."))
        self._say(N_("Dead stones suggested: check them, then click a chain to change it."),
                  kind="info")
        self._sync()
        return None

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

    _HANDLERS: ClassVar[dict[str, Callable[[GoBoard, dict], None]]] = {
        "play": _on_play, "pass": _on_pass, "undo": _on_undo, "redo": _on_redo,
        "navigate": _on_navigate, "toggle-dead": _on_toggle_dead,
        "set-stone": _on_set_stone, "set-to-move": _on_set_to_move,
        "set-mode": _on_set_mode, "set-language": _on_set_language,
        "overlay": _on_overlay, "suggest-dead": _on_suggest_dead,
        "check": _on_problem, "answer": _on_problem, "hint": _on_problem,
        "retry": _on_problem, "next": _on_problem, "solution": _on_problem,
    }

    def _problem_call(self, method: str, *args: str) -> None:
        """Routes an intent to the problem session, then re-syncs from it. After a
        wrong answer nothing waits on "Try again": a click, Check, an answer or Hint
        opens a new attempt first (see `_reopen`), then does what it says."""
        if method in _REOPENING:
            self._reopen()
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

    def _vertex(self, vertex: object) -> str:
        return vertex_name(self._game.board.point(vertex), self._game.size)

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

    def _retranslate(self, language: str) -> None:
        """Rebuilds the game with `translated` in `language`, the cursor on the same
        step (the same child at every node). Keeps the game if the rebuilt tree has
        another shape."""
        if self._translated is None or self._session is not None:
            return
        old = self._game
        try:
            new = self._translated(language)
        except Exception:  # a broken factory must not break the board
            traceback.print_exc()
            return
        if not isinstance(new, Game) or new.size != old.size:
            return
        route = []
        node = old.node
        while node.parent is not None:
            route.append(node.parent.children.index(node))
            node = node.parent
        target = new.root
        for index in reversed(route):
            if index >= len(target.children):
                return
            target = target.children[index]
        new.go_to(target)
        self._game = new

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
        self.can_redo = g.can_redo
        self.game_over = g.is_over
        self.result = g.result or ""
        self.referee = g.rules.illegal_move_loses
        self.comment = _clean(g.node.comment)
        self.variations = _clean(self._variations(lang)) if self.mode == "view" else []
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

    def _variations(self, lang: str) -> list[dict[str, str]]:
        """The continuations at the cursor in words, if there is a choice (2 or more)."""
        children = self._game.node.children
        if len(children) < 2:
            return []
        out = []
        for child in children:
            move = child.move
            if move is None:
                label = _tr(lang, N_("Setup"))
            else:
                who = _tr(lang, N_("Black") if move.color is Color.BLACK else N_("White"))
                where = _tr(lang, N_("Pass")) if move.is_pass else move.vertex
                label = f"{who} {where}"
            out.append({"label": label, "comment": child.comment[:200]})
        return out

    def _line_end(self) -> Any:
        """Returns the last node of the current line: the cursor's first children down."""
        end = self._game.node
        while end.children:
            end = end.children[0]
        return end

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

    def _node_marks(self) -> dict[str, str]:
        """The SGF markup of the cursor's node (TR, SQ, CR, MA, LB) as marks."""
        node, size = self._game.node, self._game.size
        out: dict[str, str] = {}
        for prop, kind in _SGF_MARKS.items():
            for value in node.props.get(prop, []):
                for p in _sgf_points(value, size):
                    out[vertex_name(p, size)] = kind
        for value in node.props.get("LB", []):
            where, _sep, text = value.partition(":")
            with contextlib.suppress(GoError):
                p = point_from_sgf(where, size)
                if p is not None and text:
                    out[vertex_name(p, size)] = "label:" + text[:3]
        return out

    def _derive_score(self) -> None:
        g, lang = self._game, self.language
        self.dead = self.dead_stones
        try:
            score = g.score(dead=self.dead_stones)
        except (ImportError, GoError) as exc:
            self.territory = ""
            note = str(exc) if isinstance(exc, GoError) else _tr(
                lang, N_("Counting is not available yet."))
            self.score = {"result": "", "rows": [], "note": note}
            return
        bd = score.breakdown
        owner = ["."] * (g.size * g.size)
        board = g.board
        for mark, vertices in (("d", bd.dame), ("s", bd.seki),
                               ("b", bd.territory[Color.BLACK]),
                               ("w", bd.territory[Color.WHITE])):
            for v in vertices:
                owner[board.point(v)] = mark
        self.territory = "".join(owner)
        note = " ".join(bd.notes(lang))
        if not board.chains():
            note = _tr(lang, N_(
                "There are no stones on the board, so there is nothing to count yet: play "
                "a game first (choose Play in the Mode menu), then count."))
        elif self._uncertain:
            note = " ".join(filter(None, [note, _tr(lang, N_(
                "The stones marked ? are a close call: decide yourself whether they are "
                "dead, and click them if they are."))]))
        self.score = {"result": format_result(score, lang), "note": note,
                      "rows": [[label, _num(b, lang), _num(w, lang)]
                               for label, b, w in score.rows(lang)]}

    def _derive_problem_score(self, state: dict) -> None:
        """After a counting exercise is solved (or its solution shown), the count line
        by line under the board, as score mode shows it, and the territory on it."""
        if state.get("answer_kind") != "dead" or state.get("status") not in ("solved",
                                                                            "shown"):
            return
        g, lang = self._game, self.language
        try:
            score = g.score(dead=[v for v in state.get("selected", [])
                                  if g.board[v] is not None])
        except (ImportError, GoError):
            return
        bd = score.breakdown
        owner = ["."] * (g.size * g.size)
        for mark, vertices in (("d", bd.dame), ("s", bd.seki),
                               ("b", bd.territory[Color.BLACK]),
                               ("w", bd.territory[Color.WHITE])):
            for v in vertices:
                owner[g.board.point(v)] = mark
        self.territory = "".join(owner)
        self.score = {"result": format_result(score, lang), "note": " ".join(bd.notes(lang)),
                      "title": _tr(lang, N_("How the count is made, line by line:")),
                      "rows": [[label, _num(b, lang), _num(w, lang)]
                               for label, b, w in score.rows(lang)]}

    def _texts(self, lang: str) -> dict[str, str]:
        """Every string the front end shows, translated; templates keep {vertex}/{n}."""
        g = self._game
        tr = _tr
        to_move = tr(lang, N_("Black to play")) if g.to_move is Color.BLACK else tr(
            lang, N_("White to play"))
        texts = {
            "black": tr(lang, N_("Black")), "white": tr(lang, N_("White")),
            "to_move": to_move,
            "black_to_play": tr(lang, N_("Black to play")),
            "white_to_play": tr(lang, N_("White to play")),
            "game_over": tr(lang, N_("Game over: {result}"), result=g.result)
            if g.result else tr(lang, N_("Game over")),
            "referee_loses": tr(lang, N_("Under the referee rule playing here loses the "
                                         "game.")),
            "move": tr(lang, N_("Move {n}"), n=g.move_number),
            "move_of": tr(lang, N_("Move {n} of {total}"), n=g.move_number,
                          total=self.line_length),
            "step_of": tr(lang, N_("Step {n} of {total}"), n=self.step, total=self.steps),
            "prisoners": tr(lang, N_("Prisoners")),
            "pass": tr(lang, N_("Pass")), "undo": tr(lang, N_("Undo")),
            "redo": tr(lang, N_("Redo")),
            "first": tr(lang, N_("First move")), "previous": tr(lang, N_("Previous move")),
            "next": tr(lang, N_("Next move")), "last": tr(lang, N_("Last move")),
            "mode": tr(lang, N_("Mode")),
            "mode_play": tr(lang, N_("Play")), "mode_setup": tr(lang, N_("Set up")),
            "mode_score": tr(lang, N_("Count")), "mode_view": tr(lang, N_("View")),
            "mode_problem": tr(lang, N_("Problem")),
            "show": tr(lang, N_("Show")),
            "ov_coordinates": tr(lang, N_("Coordinates")),
            "ov_liberties": tr(lang, N_("Liberties under the pointer")),
            "ov_atari": tr(lang, N_("Chains in atari")),
            "ov_liberty_counts": tr(lang, N_("Liberty count of every chain")),
            "ov_ko": tr(lang, N_("Ko point")),
            "empty": tr(lang, N_("empty")),
            "last_move_mark": tr(lang, N_("last move")),
            "ko_mark": tr(lang, N_("ko")),
            "dead_mark": tr(lang, N_("dead")),
            "territory_b": tr(lang, N_("black territory")),
            "territory_w": tr(lang, N_("white territory")),
            "dame": tr(lang, N_("dame")),
            "mark_triangle": tr(lang, N_("triangle")), "mark_square": tr(lang, N_("square")),
            "mark_circle": tr(lang, N_("circle")), "mark_cross": tr(lang, N_("cross")),
            "occupied": tr(lang, _REASONS["occupied"], vertex="{vertex}"),
            "board": tr(lang, N_("Go board, {size} by {size}"), size=g.size),
            "board_role": tr(lang, N_("Go board")),
            "stone_black": tr(lang, N_("Black stone")),
            "stone_white": tr(lang, N_("White stone")),
            "erase": tr(lang, N_("Erase")),
            "setup_hint": tr(lang, N_("Click to place the chosen stone; click a stone to "
                                      "remove it.")),
            "score_hint": tr(lang, N_("Click the dead stones to mark them (click again to "
                                      "make them alive); the count below follows.")),
            "count_score": tr(lang, N_("Count the score")),
            "count_offer": tr(lang, N_("Both players passed: the game is over. Press Count "
                                       "the score, then click the dead stones.")),
            "show_solution": tr(lang, N_("Show solution")),
            "score_label": tr(lang, N_("Result")),
            "score_placeholder": tr(lang, N_("e.g. Black 3.5")),
            "suggest_dead": tr(lang, N_("Suggest dead stones")),
            "result": tr(lang, N_("Result")),
            "check": tr(lang, N_("Check")), "answer": tr(lang, N_("Answer")),
            "hint": tr(lang, N_("Hint")), "retry": tr(lang, N_("Try again")),
            "next_problem": tr(lang, N_("Next problem")),
            "tap_again": tr(lang, N_("Tap again to play {vertex}.")),
            "cursor": tr(lang, N_("Cursor")),
            "keys": tr(lang, N_("Arrow keys move the cursor, Enter or Space plays, P passes, "
                                "U undoes.")),
            "keys_view": tr(lang, N_("Left and right arrow keys step through the moves, "
                                     "Home and End go to the first and last.")),
            "caption": tr(lang, N_("Caption")),
            "variations": tr(lang, N_("Variations")),
            "main_line": tr(lang, N_("main line")),
            "language": tr(lang, N_("Language")),
        }
        return texts


def _refresh_progress() -> None:
    """Brings this kernel's progress cards up to date (an answer was just judged)."""
    try:
        from .progress import _CARDS, refresh_all

        if _CARDS:
            refresh_all()
    except Exception:  # the cards must never break a board
        traceback.print_exc()


@functools.lru_cache(maxsize=1)
def _available_languages() -> tuple[str, ...]:
    """Returns the codes of the languages gotutor has catalogs for, English first."""
    try:
        from ..i18n import languages
    except ImportError:
        return ("en",)
    return tuple(languages())


@functools.lru_cache(maxsize=2048)
def _chain_name(color: str, n: int, libs: int, lang: str) -> str:
    """Returns a chain's accessible description: "black stone, chain of 3 stones,
    2 liberties" (", in atari" with one liberty), in `lang`."""
    parts = [_tr(lang, N_("black stone")) if color == "B" else _tr(lang, N_("white stone"))]
    if n > 1:
        parts.append(ngettext("chain of {n} stone", "chain of {n} stones", n, lang))
    parts.append(ngettext("{n} liberty", "{n} liberties", libs, lang))
    if libs == 1:
        parts.append(_tr(lang, N_("in atari")))
    return ", ".join(parts)


def _sgf_points(value: str, size: int) -> list[int]:
    """The points of an SGF point or compressed rectangle ("dd" or "aa:cc"); [] if bad."""
    try:
        if ":" in value:
            a, b = (point_from_sgf(v, size) for v in value.split(":", 1))
            if a is None or b is None:
                return []
            (ax, ay), (bx, by) = (a % size, a // size), (b % size, b // size)
            return [y * size + x for y in range(min(ay, by), max(ay, by) + 1)
                    for x in range(min(ax, bx), max(ax, bx) + 1)]
        p = point_from_sgf(value, size)
    except GoError:
        return []
    return [] if p is None else [p]


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


def _num(value: object, language: str) -> str:
    """Returns a number of points as `language` writes it (6.5 -> "6,5" in pl, 41.0 ->
    "41"); anything that is no number as str(value). Never raises."""
    try:
        return format_points(value, language)  # type: ignore[arg-type]
    except GoError:
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return str(value)

