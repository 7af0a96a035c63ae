"""GoBoard: an interactive Go board for Jupyter (an anywidget backed by a `Game`).

Python is the single source of truth. The front end (static/board/, plain ES modules
assembled into one) draws the synced traits listed at the top of `GoBoard` and sends
*intents* as custom messages; Python validates every intent, changes the game, then
re-derives every trait in one place (`_sync`). The JavaScript never decides legality,
captures or scores: the illegal points with their reasons, the chains with their
liberties and the territory all arrive in the state, with every text already translated.

    import gotutor as gt
    board = gt.GoBoard(size=9)
    board.play("D4")
    board.mark("D4", "triangle"); board.label("E5", "a")
    board.show_liberties = True
    board.on_move(lambda move: print(move))

Where things are (each module reads alone and imports only those above it):

    progress.py   ProgressCard, a lesson's progress (a widget of its own)
    language.py   the board's words: texts, refusal and forfeit sentences, languages
    state.py      the synced state, derived in one place and sent as one message
    protocol.py   the intents a front end may send (the full list is its docstring),
                  and the answers (refusals)
    play.py       moves, passes, undo/redo, navigation, setup, the referee rule
    score.py      counting: dead stones, territory, the score table
    problem.py    problem mode: the bridge to a problem session
    markup.py     markers, labels, the crop, the overlays
    esm.py        static/board/*.js -> the one ES module anywidget loads
    board.py      GoBoard itself: the traits, their checks and observers
    static/board/ the front end, plain ES modules: index.js (the entry), view.js (the
                  view: build, update, send), geometry.js, dom.js, protocol.js, and
                  BoardView's methods by job: draw.js, input.js, text.js, problem.js
    static/board.css  its style sheet
"""

from __future__ import annotations

# the names gotutor.widget offered when the widget was one module stay importable
from .board import _STATIC as _STATIC
from .board import GoBoard
from .language import _FORFEITS as _FORFEITS
from .language import _REASONS as _REASONS
from .language import AUTONYMS as AUTONYMS
from .language import _available_languages as _available_languages
from .language import _chain_name as _chain_name
from .language import _normalize_language as _normalize_language
from .language import _num as _num
from .language import _tr as _tr
from .language import ngettext as ngettext
from .markup import _SGF_MARKS as _SGF_MARKS
from .markup import _sgf_points as _sgf_points
from .problem import _REOPENING as _REOPENING
from .problem import _refresh_progress as _refresh_progress
from .protocol import MARK_KINDS as MARK_KINDS
from .protocol import MODES as MODES
from .protocol import OVERLAYS as OVERLAYS
from .state import _clean as _clean
from .state import _one_message as _one_message

__all__ = ["GoBoard"]
