"""SGF <-> Game tree, through sgfmill (the only SGF parser gotutor uses).

Reading (`game_from_sgf`) keeps the whole tree: every node, in order (the first child is
the main line), its move or setup stones, and every other property as text in
`Node.props` (comments, names, markup, annotations, game information, unknown
properties). Writing (`game_to_sgf`) gives it all back, so loading and saving again keeps
every node, property and comment.

What the game itself holds instead of `props`:

- root: SZ (`game.size`), KM (`game.komi`), HA (`game.handicap`); RU sets `game.rules`
  when it names a known rule set (else the rules are Japanese) and stays in
  `root.props["RU"]` unless it is the preset's own SGF name ("Japanese", "NZ", "GOE", ...);
  RU is written back as it came as long as `game.rules` still matches it, and a preset's
  SGF name is written for games that have none;
  FF, CA, GM and AP are normalised on output (FF[4], CA[UTF-8], GM[1], AP[gotutor]).
- every node: B / W (`node.move`), AB / AW / AE (`node.setup`), PL (`node.to_move`).

Decisions for records the engine cannot hold as they are (documented, tested):

- A move that is illegal under the record's rules (RU, Japanese when unknown) raises
  SgfError naming the move number, the move and the engine's reason ("suicide",
  "occupied", "ko", "superko"). Nothing is loaded then.
- Moves out of turn (B after B) are kept as they are; so are moves after two passes
  (the game resumes, as Japanese rules allow).
- A node with both setup stones and a move (forbidden by FF[4], seen in old files) and a
  root node with a move become two nodes: the setup (or the root's game information)
  first, then the move with the node's other properties.
- SZ must be square and 2..25 (SZ[19:19] is read as 19). KM must be a whole or half
  number (a decimal comma, KM[6,5], is read too); a missing KM takes the rule set's
  komi, and KM is always written. HA[0] means no handicap and is not written back.
- A game whose RE is missing gets RE from a resignation or forfeit at the end of its
  main line (`Node.result`); on reading, RE stays a root property.
- A missing CA (or one Python does not know, or UTF-16/32 on an ASCII-compatible file):
  UTF-8 if the bytes are valid UTF-8, else ISO-8859-1. Bytes starting with a UTF-16
  byte-order mark are decoded as UTF-16. `str` input is already text (its CA is
  ignored). Output is always UTF-8, CA[UTF-8].
- Text values keep their line breaks; SGF cannot carry tabs, form feeds or bare
  carriage returns, which become spaces or line feeds (the SGF text rules).
- Point-valued properties (TR, SQ, CR, MA, LB, ...) stay as SGF text ("dd", "aa:cc",
  "dd:A") in `Node.props`.
- A file holding several games: `game_from_sgf` reads the first, `games_from_sgf` all.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable

from sgfmill import sgf, sgf_grammar

from . import __version__
from .board import Board
from .color import Color
from .coords import MAX_SIZE, MIN_SIZE, OffBoard, parse_point, point_from_sgf, point_to_sgf
from .coords import vertex_name as _vertex_name
from .errors import GoError, IllegalMove, RulesError, VertexError
from .game import Game, Node
from .i18n import _
from .rules import Rules

__all__ = ["SgfError", "game_from_sgf", "game_to_sgf", "games_from_sgf", "rules_from_sgf",
           "rules_to_sgf"]


class SgfError(GoError):
    """An SGF record that cannot be read (or a game tree that cannot be written): the
    message says what is wrong and where (node, move number, property)."""


#: Root properties the Game holds itself (or normalises); never kept in `root.props`.
_ROOT_OWN = frozenset({"SZ", "KM", "HA", "FF", "CA", "GM", "AP"})
#: Properties every node holds in `move`, `setup` and `to_move`.
_NODE_OWN = frozenset({"B", "W", "AB", "AW", "AE", "PL"})
#: SGF rule names (RU) of the presets, as written out.
_RULES_OUT = {"japanese": "Japanese", "korean": "Korean", "chinese": "Chinese", "aga": "AGA",
              "new-zealand": "NZ", "tromp-taylor": "Tromp-Taylor", "ing": "GOE"}
_RULES_IN = {"goe": "ing", "ing's": "ing", "ing goe": "ing", "new zealand": "new-zealand",
             "aga-rules": "aga", "tromp taylor": "tromp-taylor"}


# --------------------------------------------------------------------------- rules
def rules_from_sgf(name: str) -> Rules | None:
    """Returns the preset an SGF RU value names ("Japanese", "Chinese", "AGA", "NZ",
    "New Zealand", "Tromp-Taylor", "GOE"/"Ing", "Korean", any case), or None if it names
    none of them."""
    key = " ".join(name.split()).lower()
    key = _RULES_IN.get(key, key)
    try:
        return Rules.preset(key)
    except RulesError:
        return None


def rules_to_sgf(rules: Rules) -> str | None:
    """Returns the SGF RU value for a preset ("Japanese", "NZ", "GOE", ...), or None for
    custom rules."""
    return _RULES_OUT.get(rules.name)


# --------------------------------------------------------------------------- reading
def game_from_sgf(text: str | bytes) -> Game:
    """Returns the first game recorded in SGF `text` (str, or bytes in the charset its CA
    names), cursor at the root.

    Raises SgfError, saying what is wrong and where, for anything that is not a readable
    Go record: empty or truncated text, no game tree, GM other than 1, a bad or
    rectangular SZ, a bad KM, a malformed or off-board point, an illegal move.
    """
    return _read(text, first_only=True)[0]


def games_from_sgf(text: str | bytes) -> list[Game]:
    """Returns every game of an SGF collection, in order (see `game_from_sgf`).
    Raises SgfError if any of them cannot be read."""
    return _read(text, first_only=False)


def _read(text: str | bytes, first_only: bool) -> list[Game]:
    """Returns the games in `text` (only the first if `first_only`). Raises SgfError."""
    if isinstance(text, str):
        try:
            data, encoding = text.encode("utf-8"), "UTF-8"
        except UnicodeEncodeError as exc:
            raise SgfError(_("the SGF text holds characters that are not valid Unicode "
                             "({error})", error=exc.reason)) from None
    elif isinstance(text, (bytes, bytearray, memoryview)):
        data, encoding = bytes(text), None
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            # a file saved as UTF-16 by a text editor: decode it, then read it as text
            try:
                return _read(data.decode("utf-16"), first_only)
            except UnicodeDecodeError:
                raise SgfError(_("the SGF file starts like UTF-16 but is not valid "
                                 "UTF-16")) from None
    else:
        raise SgfError(_("SGF text must be str or bytes, not {kind}",
                         kind=type(text).__name__))
    if not data.strip():
        raise SgfError(_("the SGF text is empty"))
    if b"(" not in data or b";" not in data:
        raise SgfError(_("no SGF game tree found: a record starts with '(;'"))
    try:
        trees = ([sgf_grammar.parse_sgf_game(data)] if first_only
                 else sgf_grammar.parse_sgf_collection(data))
    except ValueError as exc:
        raise SgfError(_describe_parse_error(str(exc), data)) from None
    games = []
    for number, tree in enumerate(trees, 1):
        try:
            games.append(_read_tree(tree, data, encoding))
        except SgfError as exc:
            if len(trees) > 1:
                raise SgfError(_("game {number}: {error}", number=number, error=exc)) from None
            raise
    return games


def _describe_parse_error(message: str, data: bytes) -> str:
    """Returns the SgfError message for sgfmill's parse error `message` on `data`."""
    if "no SGF data" in message:
        return _("no SGF game tree found: a record starts with '(;'")
    if "unexpected end" in message:
        _tokens, stop = sgf_grammar.tokenise(data)
        rest = data[stop:].strip()
        if not rest or (rest.startswith(b"[") and b"]" not in rest):
            return _("the SGF text ends inside the game tree (truncated file or a missing "
                     "')')")
        return _("the SGF text is malformed at byte {offset}: {text}", offset=stop + 1,
                 text=rest[:20].decode("utf-8", "replace"))
    return _("the SGF text is malformed: {detail}", detail=message)


_PROBE = b"(;GM[1]SZ[19]AB[dd][pp]C[Go - 0123456789\\])\n"


def _choose_encoding(root_props: dict[str, list[bytes]], data: bytes) -> str:
    """The charset of byte input: CA if Python knows it, else UTF-8 if the bytes are valid
    UTF-8, else ISO-8859-1."""
    ca = root_props.get("CA")
    if ca:
        name = ca[0].decode("ascii", "replace").strip()
        try:
            # a parsed file is ASCII-compatible, whatever its CA says: a CA naming a
            # charset that is not (UTF-16, EBCDIC, rot13, ...) is ignored
            if name.isascii() and _PROBE.decode(name) == _PROBE.decode("ascii"):
                return name
        except (LookupError, UnicodeError, ValueError):
            pass
    try:
        data.decode("utf-8")
        return "UTF-8"
    except UnicodeDecodeError:
        return "ISO-8859-1"


def _read_tree(tree: sgf_grammar.Coarse_game_tree, data: bytes, encoding: str | None) -> Game:
    """Returns the Game of one parsed game tree. Raises SgfError."""
    root_props = tree.sequence[0]
    size = _read_size(root_props)
    root_props["SZ"] = [str(size).encode()]
    if encoding is None:
        encoding = _choose_encoding(root_props, data)
    try:
        sgf_game = sgf.Sgf_game.from_coarse_game_tree(tree, override_encoding=encoding)
    except ValueError as exc:
        raise SgfError(_("the SGF root node cannot be read: {detail}", detail=exc)) from None
    return _Reader(sgf_game, size).run()


def _read_size(root_props: dict[str, list[bytes]]) -> int:
    """Returns the board size of the root's SZ (19 if none). Raises SgfError."""
    raw = root_props.get("SZ")
    if raw is None:
        return 19
    text = raw[0].decode("ascii", "replace").strip()
    cols, colon, rows = text.partition(":")
    try:
        size = int(cols)
        height = int(rows) if colon else size
    except ValueError:
        raise SgfError(_("SZ[{value}] is not a board size", value=text)) from None
    if size != height:
        raise SgfError(_("SZ[{value}]: rectangular boards are not supported, only square "
                         "ones", value=text))
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise SgfError(_("SZ[{value}]: the board size must be {low} to {high}", value=text,
                         low=MIN_SIZE, high=MAX_SIZE))
    return size


class _Where:
    """Where a node is in the record, for error messages: its depth (the root is node 0),
    the number of moves up to it, whether it is a move, and the variation path (the
    move number and child number at each branching taken)."""

    def __init__(self, depth: int, move_number: int,
                 branches: tuple[tuple[int, int], ...], is_move: bool = False) -> None:
        self.depth = depth
        self.move_number = move_number
        self.branches = branches
        self.is_move = is_move

    def child(self, index: int, siblings: int) -> _Where:
        """The `index`-th of `siblings` children, not yet counted as a move."""
        branches = self.branches
        if siblings > 1 and index > 0:
            branches = (*branches, (self.move_number, index + 1))
        return _Where(self.depth + 1, self.move_number, branches)

    def counted(self) -> _Where:
        """The same node, counted as a move."""
        return _Where(self.depth, self.move_number + 1, self.branches, True)

    def describe(self, move: str | None = None) -> str:
        """Returns the place in words; `move` is the move as written, for a move node."""
        if self.is_move:
            place = (_("move {number} ({move})", number=self.move_number, move=move)
                     if move else _("move {number}", number=self.move_number))
        elif self.depth == 0:
            place = _("the root node")
        else:
            place = _("node {depth} (after move {number})", depth=self.depth,
                      number=self.move_number)
        if not self.branches:
            return place
        after, variation = self.branches[-1]
        return _("{place}, in variation {variation} after move {after}", place=place,
                 variation=variation, after=after)


class _Reader:
    """Builds a Game from an sgfmill game, node by node, depth first."""

    def __init__(self, sgf_game: sgf.Sgf_game, size: int) -> None:
        self.sgf_game = sgf_game
        self.size = size
        self.encoding = sgf_game.get_root().get_encoding()

    # ---------------------------------------------------------------- values
    def text(self, raw: bytes, ident: str, where: _Where) -> str:
        """Returns a raw value as text. Raises SgfError if it is not in the charset."""
        try:
            return sgf_grammar.text_value(raw).decode(self.encoding)
        except (UnicodeError, LookupError):
            raise SgfError(_("{ident} at {where}: the text is not valid {charset}",
                             ident=ident, where=where.describe(),
                             charset=self.encoding)) from None

    def props(self, snode: sgf.Tree_node, where: _Where, skip: frozenset[str]
              ) -> dict[str, list[str]]:
        """Returns the node's properties as text, but those in `skip`. Raises SgfError."""
        out = {}
        for ident, values in snode.get_raw_property_map().items():
            if not ident:
                raise SgfError(_("{where}: a property name with no capital letters",
                                 where=where.describe()))
            if ident not in skip:
                out[ident] = [self.text(v, ident, where) for v in values]
        return out

    def points(self, snode: sgf.Tree_node, ident: str, where: _Where) -> list[int]:
        """Returns the point indexes of a point-list property. Raises SgfError."""
        try:
            rows_cols = snode.get(ident)
        except ValueError:
            raw = b"][".join(snode.get_raw_list(ident)).decode(self.encoding, "replace")
            raise SgfError(_("{ident}[{value}] at {where}: not a list of points on the "
                             "{size}x{size} board", ident=ident, value=raw,
                             where=where.describe(), size=self.size)) from None
        size = self.size
        return sorted((size - 1 - row) * size + col for row, col in rows_cols)

    def color(self, snode: sgf.Tree_node, where: _Where) -> Color | None:
        """Returns the node's PL as a Color, or None. Raises SgfError."""
        if not snode.has_property("PL"):
            return None
        value = snode.get_raw("PL").decode("ascii", "replace").strip().upper()
        if value not in ("B", "W") or len(snode.get_raw_list("PL")) > 1:
            raise SgfError(_("PL[{value}] at {where}: the player to move is B or W",
                             value=value, where=where.describe()))
        return Color(value)

    def move(self, snode: sgf.Tree_node, where: _Where) -> tuple[Color, int | None] | None:
        """Returns the node's move (colour, point or None for a pass), or None. Raises SgfError."""
        has_b, has_w = snode.has_property("B"), snode.has_property("W")
        if not (has_b or has_w):
            return None
        spot = where.counted()
        if has_b and has_w:
            raise SgfError(_("{where}: one node holds both a black and a white move",
                             where=spot.describe("B, W")))
        ident = "B" if has_b else "W"
        values = snode.get_raw_list(ident)
        raw = values[0].decode("ascii", "replace").strip()
        shown = f"{ident}[{raw}]"
        if len(values) > 1:
            raise SgfError(_("{where}: a move has one point, not {count}",
                             where=spot.describe(shown), count=len(values)))
        try:
            point = point_from_sgf(raw, self.size)
        except OffBoard:
            raise SgfError(_("{where}: the move is off the {size}x{size} board",
                             where=spot.describe(shown), size=self.size)) from None
        except VertexError:
            raise SgfError(_("{where}: not an SGF point (two letters, e.g. 'dd')",
                             where=spot.describe(shown))) from None
        return Color(ident), point

    @staticmethod
    def first_mover(snode: sgf.Tree_node) -> Color | None:
        """The colour of the first child's move, if the first child is a move."""
        if len(snode) == 0:
            return None
        child = snode[0]
        if child.has_property("B"):
            return Color.BLACK
        if child.has_property("W"):
            return Color.WHITE
        return None

    # ---------------------------------------------------------------- the tree
    def run(self) -> Game:
        """Returns the whole game, cursor at the root. Raises SgfError."""
        sroot = self.sgf_game.get_root()
        where = _Where(0, 0, ())
        game = self.new_game(sroot, where)
        move = self.move(sroot, where)
        setup = self.setup_of(sroot, where)
        props = self.props(sroot, where, _ROOT_OWN | _NODE_OWN)
        pl = self.color(sroot, where)
        if move is not None:
            mover: Color | None = move[0]
        else:
            mover = self.first_mover(sroot)
        to_move = pl or mover or (Color.WHITE if game.handicap >= 2 else Color.BLACK)
        black = [p for p, c in setup.items() if c is Color.BLACK]
        white = [p for p, c in setup.items() if c is Color.WHITE]
        empty = [p for p, c in setup.items() if c is None]
        handicap = game.handicap
        game.setup(black=[game.board.vertex(p) for p in black],
                   white=[game.board.vertex(p) for p in white],
                   empty=[game.board.vertex(p) for p in empty], to_move=to_move)
        game.handicap = handicap
        ru = props.get("RU")
        if ru and len(ru) == 1 and ru[0] == rules_to_sgf(game.rules):
            del props["RU"]  # the canonical name of game.rules: written back from it
        game.root.props = props
        if move is not None:
            # A move in the root node: the root keeps the game information, the move
            # becomes its first child.
            self.play(game, move, {}, None, where)
            stack = [(c, game.node, _Where(1, 1, (), True), i, len(sroot))
                     for i, c in enumerate(sroot)]
        else:
            stack = [(c, game.root, where, i, len(sroot)) for i, c in enumerate(sroot)]
        stack.reverse()
        while stack:
            snode, parent, above, index, siblings = stack.pop()
            if game.node is not parent:
                game.go_to(parent)
            node, here = self.add(game, snode, above, index, siblings)
            children = [(c, node, here, i, len(snode)) for i, c in enumerate(snode)]
            children.reverse()
            stack.extend(children)
        game.go_to(game.root)
        return game

    def new_game(self, sroot: sgf.Tree_node, where: _Where) -> Game:
        """Returns an empty Game with the root's GM, SZ, RU, KM and HA. Raises SgfError."""
        gm = sroot.get_raw_list("GM")[0].strip() if sroot.has_property("GM") else b""
        if gm and (not gm.isdigit() or int(gm) != 1):
            raise SgfError(_("GM[{value}]: this is not a Go record (Go is GM[1])",
                             value=gm.decode("ascii", "replace")))
        rules = Rules.of(None)
        if sroot.has_property("RU"):
            named = rules_from_sgf(self.text(sroot.get_raw("RU"), "RU", where))
            if named is not None:
                rules = named
        komi: float | None = None
        if sroot.has_property("KM"):
            raw = self.text(sroot.get_raw("KM"), "KM", where).strip()
            try:
                komi = float(raw.replace(",", ".")) if raw else 0.0
                game = Game(self.size, rules=rules, komi=komi)
            except (ValueError, GoError):
                raise SgfError(_("KM[{value}]: komi must be a whole or half number",
                                 value=raw)) from None
        else:
            game = Game(self.size, rules=rules)
        if sroot.has_property("HA"):
            raw = self.text(sroot.get_raw("HA"), "HA", where).strip()
            try:
                handicap = int(raw) if raw else 0
            except ValueError:
                raise SgfError(_("HA[{value}]: the handicap is a number of stones",
                                 value=raw)) from None
            if not 0 <= handicap < self.size * self.size:
                raise SgfError(_("HA[{value}]: no such handicap on a {size}x{size} board",
                                 value=raw, size=self.size))
            game.handicap = handicap
        return game

    def setup_of(self, snode: sgf.Tree_node, where: _Where) -> dict[int, Color | None]:
        """Returns the node's AB / AW / AE as {point: Color or None}. Raises SgfError."""
        changes: dict[int, Color | None] = {}
        for ident, color in (("AE", None), ("AB", Color.BLACK), ("AW", Color.WHITE)):
            if snode.has_property(ident):
                for p in self.points(snode, ident, where):
                    changes[p] = color
        return changes

    def add(self, game: Game, snode: sgf.Tree_node, above: _Where, index: int,
            siblings: int) -> tuple[Node, _Where]:
        """Adds the node for `snode` under the cursor; returns it and where it is."""
        where = above.child(index, siblings)
        move = self.move(snode, where)
        if move is not None:
            where = where.counted()
        setup = self.setup_of(snode, where)
        props = self.props(snode, where, _NODE_OWN)
        pl = self.color(snode, where)
        parent = game.node
        if move is None:
            if setup:
                to_move = pl or self.first_mover(snode) or parent.to_move
            else:
                to_move = pl or parent.to_move
            node = _add_setup_node(game, setup, to_move)
        else:
            if setup:
                # Setup and a move in one node: the setup first, then the move.
                _add_setup_node(game, setup, move[0])
            node = self.play(game, move, props, pl, where)
        node.props = props
        return node, where

    def play(self, game: Game, move: tuple[Color, int | None], props: dict[str, list[str]],
             pl: Color | None, where: _Where) -> Node:
        """Plays a recorded move at the cursor; returns its node. Raises SgfError if illegal."""
        color, point = move
        name = f"{color.value} {_vertex_name(point, self.size)}"
        try:
            node = _play_recorded(game, color, point)
        except IllegalMove as exc:
            raise SgfError(_("{where} is illegal under {rules} rules: {reason}",
                             where=where.describe(name), rules=game.rules.name,
                             reason=exc.reason)) from None
        if pl is not None and pl is not node.to_move:
            node.to_move = pl
            node.ko = None
            game.go_to(node)
        return node


def _add_setup_node(game: Game, setup: dict[int, Color | None], to_move: Color) -> Node:
    """Adds a child of the cursor's node that sets up `setup` (or changes nothing) with
    `to_move` to play, moves the cursor to it and returns it. Unlike `Game.setup` it
    always adds a new node (two setup nodes in a row, or a node holding only a comment,
    stay two nodes)."""
    parent = game.node
    board = Board.from_codes(game.size, parent.codes)
    if setup:
        board.set_many(setup.items())
    keep = not setup and to_move is parent.to_move
    node = Node(parent=parent, setup=dict(setup))
    node.codes = board.codes()
    node.hash = board.hash
    node.to_move = to_move
    node.captures = parent.captures
    node.ko = parent.ko if keep else None
    node.passes = parent.passes if keep else 0
    node.move_number = parent.move_number
    parent.children.append(node)
    game.go_to(node)
    return node


def _play_recorded(game: Game, color: Color, point: int | None) -> Node:
    """Plays a recorded move at the cursor as a new child (even if the same move is
    already a variation there), for `color` even when it is the other player's turn, and
    after two passes too. Returns the new node. Raises IllegalMove (and changes nothing)
    if the rules forbid the move."""
    parent = game.node
    children, to_move, ko, passes = parent.children, parent.to_move, parent.ko, parent.passes
    parent.children = []
    if to_move is not color:
        parent.to_move, parent.ko = color, None
    if passes >= 2:
        parent.passes = 0
    try:
        game.play(_vertex_name(point, game.size))
    finally:
        added = parent.children
        parent.children = children + added
        parent.to_move, parent.ko, parent.passes = to_move, ko, passes
    return added[-1]


# --------------------------------------------------------------------------- writing
def game_to_sgf(game: Game) -> str:
    """Returns the whole game tree of `game` as SGF text (FF[4], CA[UTF-8]): every node in
    order, moves, setup stones, player to move where it is not obvious, and every
    property in `Node.props`.

    Raises SgfError if a node's props hold a property name that SGF cannot carry (it
    must be 1 to 64 capital letters) or text that is not valid Unicode.
    """
    size = game.size
    sgf_game = sgf.Sgf_game(size, "UTF-8")
    sroot = sgf_game.get_root()
    _write_props(sroot, game.root.props, _ROOT_OWN | _NODE_OWN | {"RU"}, "root")
    sroot.set_raw("AP", b"gotutor:" + __version__.encode())
    sroot.set_raw("KM", _number(game.komi).encode())
    if game.handicap > 0:
        sroot.set_raw("HA", str(game.handicap).encode())
    rules = _rules_values(game)
    if rules:
        sroot.set_raw_list("RU", [_escape(v, "RU", "root") for v in rules])
    if "RE" not in game.root.props:
        end = game.root
        while end.children:
            end = end.children[0]
        if end.result is not None:
            sroot.set_raw("RE", end.result.encode())
    _write_node(sroot, game.root, game)
    stack = [(game.root, sroot)]
    while stack:
        node, snode = stack.pop()
        for child in node.children:
            schild = snode.new_child()
            _write_props(schild, child.props, _NODE_OWN, _node_label(child))
            _write_node(schild, child, game)
            stack.append((child, schild))
    return sgf_game.serialise().decode("utf-8")


def _rules_values(game: Game) -> list[str]:
    """The RU values to write: as they came while they still match `game.rules`, else the
    preset's SGF name (none for custom rules)."""
    verbatim = game.root.props.get("RU")
    if isinstance(verbatim, str):
        verbatim = [verbatim]
    if verbatim:
        named = rules_from_sgf(str(verbatim[0]))
        if (named is not None and named.name == game.rules.name) or (
                named is None and game.rules.name == Rules.of(None).name):
            return list(verbatim)
    name = rules_to_sgf(game.rules)
    return [] if name is None else [name]


def _number(value: float) -> str:
    """Returns komi as SGF text: "7", "6.5", "-3"."""
    return str(int(value)) if value == int(value) else repr(value)


def _node_label(node: Node) -> str:
    """Returns where `node` is, for an error message."""
    if node.move is not None:
        return f"move {node.move_number} ({node.move})"
    return f"the node after move {node.move_number}"


def _escape(text: str, ident: str, label: str) -> bytes:
    """Returns `text` as a raw UTF-8 SGF value (\\ and ] escaped). Raises SgfError."""
    if not isinstance(text, str):
        text = str(text)
    try:
        return sgf_grammar.escape_text(text.encode("utf-8"))
    except UnicodeEncodeError:
        raise SgfError(_("{ident} at {where}: the text is not valid Unicode", ident=ident,
                         where=label)) from None


def _write_props(snode: sgf.Tree_node, props: dict[str, list[str]], skip: Iterable[str],
                 label: str) -> None:
    """Writes `props` (but the identifiers in `skip`) to `snode`. Raises SgfError."""
    skip = frozenset(skip)
    for ident, values in props.items():
        if ident in skip:
            continue
        if isinstance(values, str):
            values = [values]
        if not values:
            continue
        if not isinstance(ident, str) or not sgf_grammar.is_valid_property_identifier(ident):
            raise SgfError(_("{where}: {ident!r} is not an SGF property name (1 to 64 capital "
                             "letters)", where=label, ident=ident))
        raw = [_escape(v, ident, label) for v in values]
        if ident == "SZ":
            # sgfmill refuses to "change" SZ anywhere; below the root it is plain data.
            snode.get_raw_property_map()[ident] = raw
        else:
            snode.set_raw_list(ident, raw)


def _write_node(snode: sgf.Tree_node, node: Node, game: Game) -> None:
    """Writes the move, setup stones and (where needed) PL of `node` to `snode`."""
    size = game.size
    if node.move is not None:
        point = parse_point(node.move.vertex, size)
        snode.set_raw(node.move.color.value, point_to_sgf(point, size).encode())
    if node.setup:
        for ident, color in (("AB", Color.BLACK), ("AW", Color.WHITE), ("AE", None)):
            points = sorted(p for p, c in node.setup.items() if c is color)
            if points:
                snode.set_raw_list(ident, [point_to_sgf(p, size).encode() for p in points])
    if node.setup or node.to_move is not _default_to_move(node, game):
        snode.set_raw("PL", node.to_move.value.encode())


def _default_to_move(node: Node, game: Game) -> Color:
    """The player to move a reader assumes at `node` when it has no PL (the rule
    `_Reader` follows)."""
    if node.move is not None:
        return node.move.color.opponent
    first = node.children[0].move if node.children else None
    if node.parent is None:
        if first is not None:
            return first.color
        return Color.WHITE if game.handicap >= 2 else Color.BLACK
    if node.setup and first is not None:
        return first.color
    return node.parent.to_move
