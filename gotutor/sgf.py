"""SGF <-> Game tree (sgfmill's grammar, parsed here token by token; the tree is built here).

Reading (`game_from_sgf`) keeps the whole tree: every node, in order (the first child is
the main line), its move or setup stones, and every other property as text in
`Node.props` (comments, names, markup, annotations, game information, unknown
properties). Writing (`game_to_sgf`) gives it all back, so loading and saving again keeps
every node, property and comment.

Reading is lenient, as SGF editors are: a record that sgfmill can parse opens.

- A value the game cannot use (a cut UTF-8 character, an empty or old-style `PL[1]`,
  `HA[7.5]`, `KM[six]`, bad bytes in the record's charset) is kept as written and
  reported in `game.warnings`, a list of `SgfWarning` (a reason code and a message in the
  student's language).
- A move the rules forbid (a ko retaken at once, a stone on an occupied point, a suicide)
  is kept where the record has it: its node's `illegal` holds the reason
  (`gotutor.explain` says it in words), the position after it is what the record implies
  (the stone is put on the point, replacing any stone there, the opponent's chains left
  without liberties are removed, then the mover's own), and play continues from there.
- In a collection, a game that cannot be read at all (not Go, a bad board size, broken
  structure) is left out with a warning on the first game; the others load.
- `strict=True` turns every warning into an SgfError (what the engine refused before).

What the game itself holds instead of `props`:

- root: SZ (`game.size`), KM (`game.komi`), HA (`game.handicap`), FF, GM, CA and AP: as
  read, they are in `game.record` (text, by identifier); RU sets `game.rules` when it
  names a known rule set (else the rules are Japanese) and stays in `root.props["RU"]`
  unless it is the preset's own SGF name ("Japanese", "NZ", "GOE", ...).
- every node: B / W (`node.move`), AB / AW / AE (`node.setup`), PL (`node.to_move`; a
  value other than B or W, such as PL[1] or PL[], and a PL[B] or PL[W] that says what a
  reader would assume anyway, also stay in `node.props["PL"]` and are written back as
  they came while they still mean the player to move; a PL that is needed is written
  from `node.to_move`). AB, AW and AE that name one point twice (AB[cc]AW[cc]): the last
  is set up (AE, then AB, then AW), with a warning, and all three stay in `node.props`
  as written, to be written back so while the node's setup is unchanged.

Saving keeps the record: nothing it did not have is added (no KM, RU, SZ, HA, PL, AP of
our own), and a value the user did not change is written as it was (KM[7.50] stays
KM[7.50], HA[0] stays). The one exception is CA, which names the charset of the output:
`game_to_sgf` returns text meant to be saved as UTF-8, so a record without CA whose text
is not plain ASCII gets CA[UTF-8] (a CA naming another charset becomes CA[UTF-8]);
`game_to_sgf_bytes` (`Game.to_sgf_bytes`, `Game.save`) writes the record in the charset
it was read in (`game.charset`), CA naming it, unless another one (say UTF-8) is asked
for, so that a wrong guess of the charset is never made permanent: the bytes of the names
and comments are written back as they came. A game made in Python is written with FF[4],
GM[1], SZ, CA[UTF-8], AP, KM, HA (if any) and RU.

Other decisions (documented, tested):

- Moves out of turn (B after B) are kept as they are; so are moves after two passes (the
  game resumes, as Japanese rules allow).
- A node with both setup stones and a move (forbidden by FF[4], seen in old files), a
  node with both a black and a white move, and a root node with a move become several
  nodes: the setup (or the root's game information) first, then the moves.
- SZ must be square and 2..25 (SZ[19:19] is read as 19). KM is a whole or half number (a
  decimal comma, KM[6,5], is read too); a missing KM takes the rule set's komi. HA[0]
  means no handicap.
- Charset of byte input: the `encoding` the caller names, if any; else CA if Python knows
  it (and it is ASCII-compatible); else UTF-8 if the game's text is valid UTF-8; else a
  guess, said in a "charset" warning that names it: first from what the record says
  about itself (RU[Chinese], RU[Japanese], RU[Korean]; a place in PC, "Tokyo" or 東京;
  players' names that read as names in a script), among GB18030 (GB2312, GBK), Big5,
  CP932 (Shift_JIS) and CP949 (EUC-KR), keeping only those that decode the record
  without errors; then, with no such hint, what charset-normalizer finds among those,
  CP1251, ISO-8859-2 and CP1252, weighed by how much the text reads like words. A value
  with bytes its charset cannot decode is decoded with replacement characters and a
  warning. Bytes starting with a UTF-16 byte-order mark are decoded as UTF-16. `str`
  input is already text (its CA and `encoding` are ignored).
- In Shift_JIS, Big5 and GBK, the second byte of a character may be that of "\\" (表,
  ソ, 十 in Shift_JIS): such a character is not taken for an escape, so that it does not
  swallow the "]" after it and the next property.
- Text values keep their line breaks; SGF cannot carry tabs, form feeds or bare
  carriage returns, which become spaces or line feeds (the SGF text rules).
- Point-valued properties (TR, SQ, CR, MA, LB, ...) stay as SGF text ("dd", "aa:cc",
  "dd:A") in `Node.props`.
- Input larger than `MAX_SGF_BYTES`, or holding more than `MAX_ESCAPES` backslashes,
  `MAX_NODES` nodes or `MAX_VALUES` property values (all its games together), is refused
  before parsing, with an SgfError that says why. Reading keeps no list of tokens, lets
  each parsed node go once the game's node is built, and runs no garbage collection
  meanwhile: about 260-400 bytes and 3-8 microseconds per bare node, so that no input
  needs more than about 800 MB (a million nodes, two properties each).
- A file holding several games: `game_from_sgf` reads the first, `games_from_sgf` all.
"""

from __future__ import annotations

import codecs
import gc
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sgfmill import sgf_grammar

from . import __version__
from .color import Color
from .coords import MAX_SIZE, MIN_SIZE, OffBoard, point_from_sgf, point_to_sgf
from .coords import vertex_name as _vertex_name
from .errors import GoError, IllegalMove, RulesError, VertexError
from .game import Game, Node
from .i18n import N_, _, ngettext
from .i18n.vocabulary import explain, rules_name
from .rules import Rules

__all__ = ["MAX_ESCAPES", "MAX_NODES", "MAX_SGF_BYTES", "MAX_VALUES", "MAX_WARNINGS",
           "SgfError", "SgfWarning", "game_from_sgf", "game_to_sgf", "game_to_sgf_bytes",
           "games_from_sgf", "rules_from_sgf", "rules_to_sgf"]

#: The largest SGF input read, in bytes (Kogo's Joseki Dictionary is under 3 MB).
MAX_SGF_BYTES = 64 * 1024 * 1024
#: The most backslashes (escaped characters) an input may hold: sgfmill's tokenizer
#: needs about 150 bytes of memory for each one inside a value.
MAX_ESCAPES = 1_000_000
#: The most nodes a file may hold (all its games together; Kogo's Joseki Dictionary has
#: 62,443 nodes, a long game 400). A node read costs 260-400 bytes, a property value kept
#: as text 150-250 more: with MAX_VALUES, the worst files tried (a million nodes with two
#: properties each) needed 800 MB.
MAX_NODES = 1_000_000
#: The most property values a file may hold.
MAX_VALUES = 2_000_000
#: The most warnings kept for one game (then one more says how many were left out).
MAX_WARNINGS = 1000


class SgfError(GoError):
    """An SGF record that cannot be read (or a game tree that cannot be written): the
    message says what is wrong and where (node, move number, property)."""


@dataclass(frozen=True, eq=False)
class SgfWarning:
    """Something odd in a record that was read anyway.

    `code`: "encoding" (bytes the charset cannot decode), "value" (a value the game
    cannot use, kept as written), "old-style" (an FF[1-3] spelling, understood),
    "illegal-move" (kept where the record has it; `node.illegal` is the reason),
    "split" (one node of the record became several), "property" (a property name SGF
    does not allow, left out), "game-skipped" (a game of a collection that cannot be
    read), "charset" (the record does not name its charset: the one guessed is named),
    "more" (warnings beyond MAX_WARNINGS, counted). `node`: the node concerned (None
    for a skipped game, a charset or the count). `message(language)`
    says it in words (the session's language by default); `str()` too.
    """

    code: str
    msgid: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    node: Node | None = None

    def message(self, language: str | None = None) -> str:
        """Returns the warning in `language` (the session's by default).
        Raises LanguageError for an unknown language."""
        fields = dict(self.fields)
        if self.node is not None and "where" not in fields:
            fields["where"] = _place_of(self.node)
        return _(self.msgid, language, **_render(fields, language))

    def __str__(self) -> str:
        return self.message()

    def __repr__(self) -> str:
        return f"<SgfWarning {self.code}: {self.message('en')}>"


class _Place:
    """Where a node is in the record, said in words when a message needs it."""

    __slots__ = ("branch", "depth", "is_move", "move", "number")

    def __init__(self, depth: int, number: int, is_move: bool, move: str | None,
                 branch: tuple[int, int] | None) -> None:
        self.depth, self.number, self.is_move, self.move = depth, number, is_move, move
        self.branch = branch

    def describe(self, language: str | None = None) -> str:
        """Returns the place in words, in `language`."""
        if self.is_move:
            place = (_("move {number} ({move})", language, number=self.number, move=self.move)
                     if self.move else _("move {number}", language, number=self.number))
        elif self.depth == 0:
            place = _("the root node", language)
        else:
            place = _("node {depth} (after move {number})", language, depth=self.depth,
                      number=self.number)
        if self.branch is None:
            return place
        after, variation = self.branch
        return _("{place}, in variation {variation} after move {after}", language,
                 place=place, variation=variation, after=after)


def _place_of(node: Node, move: str | None = None) -> _Place:
    """Returns where `node` is: its depth, move number, and the last variation taken."""
    branch = None
    depth, child, parent = 0, node, node.parent
    while parent is not None:
        depth += 1
        if branch is None and len(parent.children) > 1:
            index = next(i for i, c in enumerate(parent.children) if c is child)
            if index > 0:
                branch = (parent.move_number, index + 1)
        child, parent = parent, parent.parent
    is_move = node.move is not None
    if is_move and move is None:
        move = str(node.move)
    return _Place(depth, node.move_number, is_move, move, branch)


def _render(fields: Mapping[str, Any], language: str | None) -> dict[str, Any]:
    """Returns the message fields in `language`: a place, a rule set and an illegal-move
    reason are said in words; other values are used as they are."""
    out = dict(fields)
    where = out.get("where")
    if isinstance(where, _Place):
        out["where"] = where.describe(language)
    if "rules" in out:
        out["rules"] = rules_name(out["rules"], language)
    if "reason" in out:
        out["reason"] = explain(out["reason"], language)
    return out


#: Root properties the Game holds itself (or normalises); kept in `game.record`.
_ROOT_OWN = frozenset({"SZ", "KM", "HA", "FF", "CA", "GM", "AP"})
#: Properties every node holds in `move`, `setup` and `to_move`.
_NODE_OWN = frozenset({"B", "W", "AB", "AW", "AE", "PL"})
#: SGF rule names (RU) of the presets, as written out.
_RULES_OUT = {"japanese": "Japanese", "korean": "Korean", "chinese": "Chinese", "aga": "AGA",
              "new-zealand": "NZ", "tromp-taylor": "Tromp-Taylor", "ing": "GOE"}
_RULES_IN = {"goe": "ing", "ing's": "ing", "ing goe": "ing", "new zealand": "new-zealand",
             "aga-rules": "aga", "tromp taylor": "tromp-taylor"}
#: PL values: FF[4]'s B and W, and FF[1-3]'s 1 and 2.
_PL = {"B": Color.BLACK, "W": Color.WHITE, "1": Color.BLACK, "2": Color.WHITE,
       "BLACK": Color.BLACK, "WHITE": Color.WHITE}
#: Charsets tried, in this order of preference, when a record names none and is not UTF-8.
_DETECTED = ["cp1252", "iso8859_2", "gb18030", "big5", "cp932", "cp949", "cp1251"]


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
def game_from_sgf(text: str | bytes, *, strict: bool = False,
                  encoding: str | None = None) -> Game:
    """Returns the first game recorded in SGF `text` (str, or bytes in the charset its CA
    names, or `encoding` if given: it wins over CA and guessing), cursor at the root;
    what was odd in it is in `game.warnings` (a "charset" warning names a charset that
    was guessed). `game.charset` is the charset the bytes were read in.

    Raises SgfError, saying what is wrong and where, for anything that is not a readable
    Go record: empty, truncated or malformed text, no game tree, GM other than 1, a bad
    or rectangular SZ, input too large. With `strict`, also for every warning (an illegal
    move, a value that cannot be used, bytes the charset cannot decode...).
    Raises SgfError for an `encoding` Python does not know or an SGF file cannot be in.
    """
    return _read(text, first_only=True, strict=strict, encoding=encoding)[0]


def games_from_sgf(text: str | bytes, *, strict: bool = False,
                   encoding: str | None = None) -> list[Game]:
    """Returns every readable game of an SGF collection, in order (see `game_from_sgf`).
    A game that cannot be read is left out, with a "game-skipped" warning on the first
    game returned. Raises SgfError if no game can be read, or (with `strict`) if any
    game cannot be read or has a warning."""
    return _read(text, first_only=False, strict=strict, encoding=encoding)


def _read(text: str | bytes, first_only: bool, strict: bool,
          encoding: str | None = None) -> list[Game]:
    """Returns the games in `text` (only the first if `first_only`), bytes read in
    `encoding` if given. Raises SgfError."""
    named = encoding
    if isinstance(text, str):
        if len(text) > MAX_SGF_BYTES:
            raise SgfError(_too_large(len(text)))
        try:
            data, encoding = text.encode("utf-8"), "utf-8"
        except UnicodeEncodeError as exc:
            raise SgfError(_("the SGF text holds characters that are not valid Unicode "
                             "({error})", error=exc.reason)) from None
    elif isinstance(text, (bytes, bytearray, memoryview)):
        data, encoding = bytes(text), None
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            # a file saved as UTF-16 by a text editor: decode it, then read it as text
            try:
                return _read(data.decode("utf-16"), first_only, strict)
            except UnicodeDecodeError:
                raise SgfError(_("the SGF file starts like UTF-16 but is not valid "
                                 "UTF-16")) from None
    else:
        raise SgfError(_("SGF text must be str or bytes, not {kind}",
                         kind=type(text).__name__))
    if len(data) > MAX_SGF_BYTES:
        raise SgfError(_too_large(len(data)))
    escapes = data.count(b"\\")
    if escapes > MAX_ESCAPES:
        raise SgfError(ngettext("the SGF text holds {count} escaped character, more than "
                                "gotutor reads ({limit})",
                                "the SGF text holds {count} escaped characters, more than "
                                "gotutor reads ({limit})", escapes, count=escapes,
                                limit=MAX_ESCAPES))
    if not data.strip():
        raise SgfError(_("the SGF text is empty"))
    _check_counts(data)
    warnings: list[SgfWarning] = []
    if sgf_grammar._find_start_re.search(data) is None:
        # the Nihon Ki-in's files start "(" then the root's properties, with no ";"
        bare = _BARE_ROOT.search(data)
        if bare is not None:
            data = data[:bare.end(1)] + b";" + data[bare.end(1):]
            warnings.append(SgfWarning("old-style", N_(
                "the record starts without ';' before the first node (as the Nihon "
                "Ki-in writes it); read as if it were there")))
    if b"(" not in data or b";" not in data:
        raise SgfError(_("no SGF game tree found: a record starts with '(;'"))
    guess: str | None = None
    if encoding is None:
        # bytes: the charset the user names, else CA, else UTF-8, else a guess
        if named is not None:
            encoding = _known_charset(named.encode("ascii", "replace"))
            if encoding is None or not named.isascii():
                raise SgfError(_("{charset}: not a charset an SGF file can be in",
                                 charset=named))
            charset: str | None = encoding
        else:
            ca = _CA.search(data)
            charset = _known_charset(ca.group(1)) if ca else None
            if charset is None and not _is_utf8(data):
                items = _file_values(data)
                if not _mostly_utf8([v for _i, v in items if not v.isascii()]):
                    charset = guess = _guess(items)
        if charset is not None:
            data = _protect_backslashes(data, charset)
    valid_utf8 = encoding is not None or _is_utf8(data)
    games: list[Game] = []
    skipped: list[SgfWarning] = []
    position, number = 0, 0
    budget = _Budget()
    collecting = gc.isenabled()
    if collecting:
        gc.disable()  # a tree of small objects: the collector would walk it again and again
    try:
        while True:
            error: SgfError | None = None
            try:
                tree, end = _parse_game(data, position, budget)
            except SgfError:
                raise  # too many nodes or values: the whole file is refused
            except ValueError as exc:
                tree, error = None, SgfError(_describe_parse_error(str(exc), data, position))
                end = _skip_game(data, position)
            if tree is None and error is None:
                break  # no more games
            number += 1
            if tree is not None:
                try:
                    games.append(_read_tree(tree, encoding, valid_utf8, strict, guess,
                                            named is not None))
                except SgfError as exc:
                    error = exc
            if error is not None:
                if first_only or strict or (end is None and not games and not skipped):
                    if number > 1:
                        raise SgfError(_("game {number}: {error}", number=number,
                                         error=error)) from None
                    raise error
                skipped.append(SgfWarning("game-skipped", N_(
                    "game {number} of the collection cannot be read and is left out: "
                    "{error}"), {"number": number, "error": str(error)}))
            if first_only or end is None:
                break
            position = end
    finally:
        if collecting:
            gc.enable()
    if not games:
        raise SgfError(str(skipped[0]) if skipped else
                       _("no SGF game tree found: a record starts with '(;'"))
    if strict and warnings:
        raise SgfError(str(warnings[0]))
    if skipped or warnings:
        games[0].warnings[:0] = warnings
        games[0].warnings.extend(skipped)
    return games


_BARE_ROOT = re.compile(rb"(\()\s*[A-Za-z]{1,64}\s*\[")


def _too_large(size: int) -> str:
    return ngettext("the SGF text is {size} byte long, more than gotutor reads ({limit})",
                    "the SGF text is {size} bytes long, more than gotutor reads ({limit})",
                    size, size=size, limit=MAX_SGF_BYTES)


_VALUE = re.compile(rb"\[[^\\\]]*(?:\\.[^\\\]]*)*\]", re.DOTALL)


def _check_counts(data: bytes) -> None:
    """Raises SgfError if `data` holds more nodes than MAX_NODES or more property values
    than MAX_VALUES, before anything is built: counting ';' and '[' is quick; only
    when there are too many are the values (which may hold them) left out to count
    again."""
    nodes, values = data.count(b";"), data.count(b"[")
    if nodes <= MAX_NODES and values <= MAX_VALUES:
        return
    values = 0
    parts = []
    position = 0
    for m in _VALUE.finditer(data):
        values += 1
        parts.append(data.count(b";", position, m.start()))
        position = m.end()
    nodes = sum(parts) + data.count(b";", position)
    if nodes > MAX_NODES:
        raise SgfError(_too_many_nodes(nodes))
    if values > MAX_VALUES:
        raise SgfError(_too_many_values(values))


def _too_many_nodes(count: int) -> str:
    return ngettext("the SGF text holds {count} node, more than gotutor reads ({limit})",
                    "the SGF text holds {count} nodes, more than gotutor reads ({limit})",
                    count, count=count, limit=MAX_NODES)


def _too_many_values(count: int) -> str:
    return ngettext("the SGF text holds {count} property value, more than gotutor reads "
                    "({limit})",
                    "the SGF text holds {count} property values, more than gotutor reads "
                    "({limit})", count, count=count, limit=MAX_VALUES)


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _skip_game(data: bytes, position: int) -> int | None:
    """Returns where the game that failed to parse at `position` ends (where the next
    one may start), or None if nothing follows."""
    end = _tokens_end(data, position)
    start = sgf_grammar._find_start_re.search(data, max(end, position + 1))
    return None if start is None else start.start()


class _Tree:
    """A game tree as parsed: `sequence`, the record's nodes before the variations (each
    a dict of property identifier -> raw values, bytes as written), and `children`, the
    variations (`_Tree`s). What sgfmill's `Coarse_game_tree` holds, in less memory."""

    __slots__ = ("children", "sequence")

    def __init__(self) -> None:
        self.sequence: list[dict[str, list[bytes]] | None] = []
        self.children: list[_Tree | None] = []


_TOKEN = sgf_grammar._tokenise_re  # group 1 (V) a value, 2 (I) an identifier, 3 (D) ;()
_LOWER = bytes(range(ord("a"), ord("z") + 1))


class _Budget:
    """What the file read so far holds (nodes, values), against MAX_NODES and
    MAX_VALUES."""

    __slots__ = ("nodes", "values")

    def __init__(self) -> None:
        self.nodes = self.values = 0


def _parse_game(data: bytes, position: int, budget: _Budget) -> tuple[_Tree | None, int | None]:
    """Parses the game tree that starts at or after `position` of `data` (the grammar of
    sgfmill's `_parse_sgf_game`, token by token, without a list of tokens): returns it
    and where it ends, or (None, None) if no game starts there.

    Raises ValueError with sgfmill's messages ("unexpected end of SGF data", "empty
    sequence", ...) for a malformed tree, and SgfError as soon as the file holds more
    than MAX_NODES nodes or MAX_VALUES values."""
    start = sgf_grammar._find_start_re.search(data, position)
    if start is None:
        return None, None
    match = _TOKEN.scanner(data, start.start()).match
    idents: dict[bytes, str] = {}
    stack: list[_Tree | None] = []
    tree: _Tree | None = None
    sequence: list[Any] | None = None
    props: dict[str, list[bytes]] | None = None
    values: list[bytes] | None = None  # the values of the property being read
    ident = ""
    nodes, count = budget.nodes, budget.values
    try:
        while True:
            m = match()
            if m is None:
                raise ValueError("unexpected end of SGF data")
            kind = m.lastindex
            if kind == 1:
                if values is None:
                    raise ValueError("unexpected value")
                values.append(m.group(1))
                count += 1
                if count > MAX_VALUES:
                    raise SgfError(_too_many_values(count))
                continue
            if values is not None:
                # the property before this token is complete
                if not values:
                    raise ValueError("property with no values")
                if props is None:
                    raise ValueError("property value outside a node")
                if ident in props:
                    props[ident] += values
                else:
                    props[ident] = values
                values = None
            if kind == 2:
                raw = m.group(2)
                ident = idents.get(raw)  # type: ignore[assignment]
                if ident is None:
                    ident = idents[raw] = raw.translate(None, _LOWER).decode("ascii")
                values = []
                continue
            token = m.group(3)
            if token == b";":
                if sequence is None:
                    raise ValueError("unexpected node")
                props = {}
                sequence.append(props)
                nodes += 1
                if nodes > MAX_NODES:
                    raise SgfError(_too_many_nodes(nodes))
                continue
            if sequence is not None:
                if not sequence:
                    raise ValueError("empty sequence")
                tree.sequence = sequence  # type: ignore[union-attr]
                sequence = None
            props = None
            if token == b"(":
                stack.append(tree)
                tree = _Tree()
                sequence = []
            else:
                variation = tree
                tree = stack.pop()
                if tree is None:
                    return variation, m.end()
                tree.children.append(variation)
    finally:
        budget.nodes, budget.values = nodes, count


def _tokens_end(data: bytes, position: int) -> int:
    """Returns where sgfmill's tokenizer stops on the game starting at or after
    `position`: after the ')' that closes it, or where the text stops being SGF tokens
    (0 if no game starts there). Keeps no tokens."""
    start = sgf_grammar._find_start_re.search(data, position)
    if start is None:
        return 0
    end, depth = start.start(), 0
    for m in iter(_TOKEN.scanner(data, end).match, None):
        end = m.end()
        if m.lastindex == 3:
            token = m.group(3)
            if token == b"(":
                depth += 1
            elif token == b")":
                depth -= 1
                if depth == 0:
                    break
    return end


def _describe_parse_error(message: str, data: bytes, position: int = 0) -> str:
    """Returns the SgfError message for sgfmill's parse error `message` on `data`."""
    if "no SGF data" in message:
        return _("no SGF game tree found: a record starts with '(;'")
    if "unexpected end" in message:
        stop = _tokens_end(data, position)
        rest = data[stop:].strip()
        if not rest or (rest.startswith(b"[") and b"]" not in rest):
            return _("the SGF text ends inside the game tree (truncated file or a missing "
                     "')')")
        return _("the SGF text is malformed at byte {offset}: {text}", offset=stop + 1,
                 text=rest[:20].decode("utf-8", "replace"))
    return _("the SGF text is malformed: {detail}", detail=message)


_PROBE = b"(;GM[1]SZ[19]AB[dd][pp]C[Go - 0123456789\\])\n"


def _known_charset(raw: bytes) -> str | None:
    """Returns the charset a CA value names if Python knows it and an SGF file can be in
    it (ASCII-compatible), else None."""
    name = raw.decode("ascii", "replace").strip()
    try:
        # a parsed file is ASCII-compatible, whatever its CA says: a CA naming a charset
        # that is not (UTF-16, EBCDIC, rot13, ...) is ignored
        if name.isascii() and _PROBE.decode(name) == _PROBE.decode("ascii"):
            return name
    except (LookupError, UnicodeError, ValueError):
        pass
    return None


def _mostly_utf8(values: list[bytes]) -> bool:
    """True if most of `values` are UTF-8 (a value cut in the middle of a character, as
    servers cut long names, counts as UTF-8)."""
    good = 0
    for v in values:
        try:
            v.decode("utf-8")
            good += 1
        except UnicodeDecodeError as exc:
            good += exc.reason == "unexpected end of data"
    return good * 2 >= len(values) > 0


def _text_values(tree: _Tree) -> list[tuple[str, bytes]]:
    """Returns the raw values of a game tree that are not ASCII and may hold text, with
    their property identifiers (for guessing the charset), up to `_SAMPLE` bytes."""
    out: list[tuple[str, bytes]] = []
    size = 0
    stack = [tree]
    while stack and size < _SAMPLE:
        t = stack.pop()
        for props in t.sequence:
            for ident, values in props.items():  # type: ignore[union-attr]
                if ident not in _NODE_OWN:
                    for v in values:
                        if not v.isascii():
                            out.append((ident, v[:_SAMPLE]))
                            size += len(v)
        stack.extend(t.children)  # type: ignore[arg-type]
    return out


#: How many bytes of text a guess of the charset looks at, at most (the first values).
_SAMPLE = 32 * 1024


_CA = re.compile(rb"CA\s*\[([^\]]*)\]")
_PROPERTY_VALUE = re.compile(rb"([A-Z]{1,64}\s*)?\[([^\\\]]*(?:\\.[^\\\]]*)*)\]", re.DOTALL)


def _file_values(data: bytes) -> list[tuple[str, bytes]]:
    """Returns the values of the file that may say its charset: those that are not
    ASCII, and RU and PC (with their identifiers; "" for a value after the first), up
    to `_SAMPLE` bytes of them."""
    out = []
    size = 0
    for m in _PROPERTY_VALUE.finditer(data):
        value = m.group(2)
        ident = (m.group(1) or b"").strip().decode("ascii")
        if not value.isascii() or ident in ("RU", "PC"):
            out.append((ident, value[:_SAMPLE]))
            size += len(value)
            if size > _SAMPLE:
                break
    return out


#: The charsets of the languages a record's hints point to, and the language of each.
_LANGUAGE_OF = {"gb18030": "zh", "big5": "tw", "cp932": "ja", "cp949": "ko"}
_ASCII_HINTS = {
    "zh": ("china", "beijing", "shanghai", "hangzhou", "chengdu", "guangzhou", "chongqing",
           "shenzhen", "tianjin", "wuhan"),
    "tw": ("taiwan", "taipei", "hong kong", "kaohsiung", "taichung"),
    "ja": ("japan", "tokyo", "osaka", "nagoya", "kyoto", "nihon ki-in", "kansai ki-in",
           "nihon kiin"),
    "ko": ("korea", "seoul", "busan", "hanguk kiwon", "baduk"),
}
_RULE_HINTS = {"chinese": {"zh": 30, "tw": 24}, "japanese": {"ja": 30}, "korean": {"ko": 30}}
_PLACE_WORDS = {"zh": ("中国", "北京", "上海", "杭州", "成都", "广州", "重庆", "围棋"),
                "tw": ("台灣", "臺灣", "台北", "臺北", "香港", "圍棋"),
                "ja": ("日本", "東京", "大阪", "名古屋", "京都", "棋院"),
                "ko": ("한국", "서울", "부산", "기원", "바둑")}
#: The first characters of most family names, by language (players' names are the
#: usual non-ASCII text of a record).
_SURNAMES = {
    "ko": "김이박최정강조윤장임한오서신권황안송류유홍전고문양손배백허남심노하곽성차주우구민나진지엄"
          "채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용목",
    "zh": "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
          "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
          "龚邵万钱严覃武戴莫孔向汤常古柯聂芈檀辜时连俞葛",
    "tw": "王李張劉陳楊黃趙吳周徐孫馬朱胡郭何高林羅鄭梁謝宋唐許韓馮鄧曹彭曾蕭田董袁潘於蔣蔡余杜葉程"
          "蘇魏呂丁任沈姚盧姜崔鍾譚陸汪范金石廖賈夏韋方白鄒孟熊秦邱江尹薛段雷侯龍史陶黎賀顧毛郝龔邵萬"
          "錢嚴武戴莫孔向湯常古柯聶俞葛簡賴詹",
    "ja": "井一芝羽高山趙小依藤大武坂林石加佐鈴田伊渡中吉松木斎清森池橋阿前岡長村近遠青西原福太三宮"
          "内野平上今本河秀片結張謝許向",
}


def _script_of(ch: str) -> str:
    """Returns "hangul", "kana", "han" or "" for a character."""
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3 or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    if 0x3040 <= o <= 0x30FF:
        return "kana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0xF900 <= o <= 0xFAFF:
        return "han"
    return ""


def _in_script(text: str, language: str) -> bool:
    """True if the letters of `text` that are not ASCII are in `language`'s script
    (Hangul; kana and kanji; simplified Chinese as GB2312 has it; traditional as Big5
    has it)."""
    letters = [c for c in text if not c.isascii() and c.isalpha()]
    if not letters:
        return False
    scripts = [_script_of(c) for c in letters]
    if language == "ko":
        # Hangul, or hanja as KS X 1001 has them (names are often written so)
        if scripts.count("hangul") * 10 >= len(letters) * 8:
            return True
        try:
            "".join(letters).encode("euc_kr")
        except UnicodeEncodeError:
            return False
        return (scripts.count("hangul") + scripts.count("han")) * 10 >= len(letters) * 9
    if language == "ja":
        return (scripts.count("kana") + scripts.count("han")) * 10 >= len(letters) * 9
    if scripts.count("han") * 10 < len(letters) * 9:
        return False
    try:
        "".join(letters).encode("gb2312" if language == "zh" else "big5")
    except UnicodeEncodeError:
        return False
    return True


def _is_name(text: str, language: str) -> bool:
    """True if `text` reads as a player's name in `language`: 2 to 5 letters of its
    script, the first a usual family name (or, in Japanese, with kana)."""
    name = text.strip().split()[0] if text.strip() else ""
    if not 2 <= len(name) <= 5 or not _in_script(name, language):
        return False
    if language == "ja" and any(_script_of(c) == "kana" for c in name):
        return True
    return name[0] in _SURNAMES[language]


def _guess(items: list[tuple[str, bytes]]) -> str:
    """Returns the most likely charset of a record that names none and is not UTF-8,
    from its values (identifier, raw bytes): first what the record says about itself (a
    Chinese, Japanese or Korean RU, a place in PC, players' names in a script), among
    the charsets that decode it without errors; then what `_detect` finds."""
    hints: dict[str, int] = {}
    for ident, raw in items:
        if not raw.isascii():
            continue
        value = raw.decode("ascii").strip().lower()
        if ident == "RU":
            for language, weight in _RULE_HINTS.get(value, {}).items():
                hints[language] = max(hints.get(language, 0), weight)
        elif ident == "PC":
            for language, words in _ASCII_HINTS.items():
                if any(w in value for w in words):
                    hints[language] = max(hints.get(language, 0), 30)
    text = [(ident, raw) for ident, raw in items if not raw.isascii()]
    raw = b"\n".join(r for _i, r in text)
    if not raw:
        return "iso8859_1"
    scores: dict[str, float] = {}
    for charset, language in _LANGUAGE_OF.items():
        try:
            decoded = _decode(raw, charset)
        except UnicodeDecodeError:
            continue
        score = 0.0
        if language in hints and _in_script(decoded, language):
            score += hints[language]
        for ident, value in text:
            try:
                part = _decode(value, charset)
            except UnicodeDecodeError:
                continue
            if ident in ("PB", "PW", "PC", "EV", "GN", "RE", "C") and any(
                    w in part for w in _PLACE_WORDS[language]):
                score += 10
            if ident in ("PB", "PW") and _is_name(part, language):
                score += 8
        if score:
            scores[charset] = score
    if scores:
        best = max(scores.values())
        return next(c for c in _LANGUAGE_OF if scores.get(c) == best)
    return _detect(raw)


def _decode(raw: bytes, charset: str) -> str:
    """Returns `raw` decoded from `charset`, but for a character cut at its very end (a
    sample cut short). Raises UnicodeDecodeError for bytes the charset cannot decode."""
    try:
        return raw.decode(charset)
    except UnicodeDecodeError as exc:
        if exc.start < len(raw) - 3 or "incomplete" not in exc.reason:
            raise
        return raw[:exc.start].decode(charset)


def _detect(raw: bytes) -> str:
    """Returns the most likely charset of non-UTF-8 text `raw` among `_DETECTED`
    (ISO-8859-1 if none decodes it). charset-normalizer's choice counts for much on long
    texts; on short ones (a player's name), what makes the text read like words decides:
    letters rather than symbols, one script within a word."""
    decoded = {}
    for name in _DETECTED:
        try:
            decoded[name] = _decode(raw, name)
        except UnicodeDecodeError:
            continue
    if not decoded:
        return "iso8859_1"
    if len(decoded) == 1:
        return next(iter(decoded))
    favourite = None
    try:
        from charset_normalizer import from_bytes
    except ImportError:  # pragma: no cover - a dependency, but Pyodide may lack it
        pass
    else:
        best = from_bytes(raw, cp_isolation=list(decoded)).best()
        favourite = None if best is None else best.encoding
    weight = min(len(raw), 400) / 8
    scores = {name: _plausibility(text) + (weight if name == favourite else 0)
              for name, text in decoded.items()}
    return max(decoded, key=lambda name: (scores[name], -_DETECTED.index(name)))


#: Charsets whose two-byte characters may end with the byte of "\\" (0x5C).
_BACKSLASH_TRAIL = frozenset({"shift_jis", "cp932", "shift_jis_2004", "shift_jisx0213",
                              "big5", "cp950", "big5hkscs", "gbk", "cp936", "gb18030"})


def _protect_backslashes(data: bytes, charset: str) -> bytes:
    """Returns `data` with a second backslash after every two-byte character of
    `charset` whose last byte is that of a backslash (Shift_JIS 表, ソ, 十, 能...;
    Big5 and GBK have such characters too), so that the SGF grammar, which reads bytes,
    does not take it for an escape and swallow the "]" after it (and the next
    property). Unchanged for other charsets."""
    try:
        name = codecs.lookup(charset).name.replace("-", "_")
    except LookupError:
        return data
    if name not in _BACKSLASH_TRAIL or b"\\" not in data:
        return data
    text = data.decode(charset, "surrogateescape")
    tricky = "".join(c for c in set(text) if ord(c) > 0x7F and not 0xDC80 <= ord(c) <= 0xDCFF
                     and c.encode(charset).endswith(b"\\"))
    if not tricky:
        return data
    text = re.sub("[" + re.escape(tricky) + "]", lambda m: m.group() + "\\", text)
    return text.encode(charset, "surrogateescape")


_CHARSET_NAMES = {"gb18030": ("GB2312", "GBK", "GB18030"), "gbk": ("GB2312", "GBK"),
                  "gb2312": ("GB2312",), "big5": ("Big5",), "cp950": ("Big5", "CP950"),
                  "cp932": ("Shift_JIS", "CP932"), "shift_jis": ("Shift_JIS",),
                  "cp949": ("EUC-KR", "CP949"), "euc_kr": ("EUC-KR",),
                  "cp1252": ("Windows-1252",), "cp1251": ("Windows-1251",),
                  "iso8859_2": ("ISO-8859-2",), "iso8859_1": ("ISO-8859-1",),
                  "utf_8": ("UTF-8",)}


def _charset_label(charset: str, text: str | None = None) -> str:
    """Returns the usual name of `charset` (as CA writes it): with `text`, the narrowest
    of the names of its family that can write it ("GB2312" rather than "GB18030")."""
    try:
        key = codecs.lookup(charset).name.replace("-", "_")
    except LookupError:
        return charset
    names = _CHARSET_NAMES.get(key)
    if names is None:
        return charset
    for name in names[:-1] if text is not None else ():
        try:
            text.encode(name)
            return name
        except UnicodeEncodeError:
            continue
    return names[-1]


def _plausibility(text: str) -> float:
    """Returns how much `text` reads like words: a point per byte of each non-ASCII
    letter; minus two per symbol or half-width katakana, per letter of another script
    than the Latin letters before it in a word, per capital after a small letter, and
    per accented Latin letter after four in a row (Cyrillic or Hangul read as Latin)."""
    import unicodedata

    score = 0.0
    previous, run = " ", 0
    for ch in text:
        if ch.isascii():
            previous, run = ch, 0
            continue
        name = unicodedata.name(ch, "")
        if name.startswith("HALFWIDTH") or (
                not unicodedata.category(ch).startswith("L") and ord(ch) < 0x2000):
            score -= 2
            run = 0
        elif not unicodedata.category(ch).startswith("L"):
            run = 0
        elif (previous.isascii() and previous.isalpha() and not name.startswith("LATIN")
              ) or (previous.isalpha() and previous.islower() and ch.isupper()):
            score -= 2
        else:
            score += 2 if ord(ch) >= 0x1100 else 1
        if name.startswith("LATIN"):
            run += 1
            if run > 4:
                score -= 3
        previous = ch
    return score


def _read_tree(tree: _Tree, encoding: str | None, valid_utf8: bool, strict: bool,
               guess: str | None = None, named: bool = False) -> Game:
    """Returns the Game of one parsed game tree (read in `encoding` if given, else its
    CA, else UTF-8, else `guess` or a guess of its own, said in a warning).
    Raises SgfError."""
    root_props = tree.sequence[0]  # type: ignore[index]
    size = _read_size(root_props)  # type: ignore[arg-type]
    warnings: list[SgfWarning] = []
    guessed = False
    if encoding is None:
        ca = root_props.get("CA")  # type: ignore[union-attr]
        encoding = _known_charset(ca[0]) if ca else None
        if encoding is None:
            if valid_utf8:
                encoding = "utf-8"
            else:
                items = _text_values(tree)
                if _mostly_utf8([v for _i, v in items]):
                    encoding = "utf-8"
                else:
                    encoding = guess or _guess(items)
                    guessed = True
    if guessed and strict:
        raise SgfError(_(_GUESSED, charset=_charset_label(encoding)))
    game = _Reader(size, encoding, strict, warnings).run(tree)
    game.charset = encoding
    if guessed:
        game.warnings.insert(0, SgfWarning("charset", _GUESSED,
                                           {"charset": _charset_label(encoding)}))
    return game


_GUESSED = N_("the record does not say which charset its text is in (CA); it was read as "
              "{charset}, a guess. If names or comments look wrong, open it again naming "
              "the charset: Game.from_sgf(data, encoding=...)")


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


_text_value = sgf_grammar.text_value


class _Reader:
    """Builds a Game from a coarse sgfmill game tree, node by node, depth first."""

    def __init__(self, size: int, encoding: str, strict: bool,
                 warnings: list[SgfWarning]) -> None:
        self.size = size
        self.encoding = encoding
        self.strict = strict
        self.warnings = warnings
        self.pending: list[tuple[str, str, dict[str, Any]]] = []
        #: raw SGF point -> point index (None for a pass), for the usual move values
        self.sgf_points = _sgf_point_table(size)
        self.parent: Node | None = None
        self.current_move: str | None = None
        #: the nodes whose PL is kept in their props
        self.told_to_move: list[Node] = []
        #: warnings left out (more than MAX_WARNINGS)
        self.dropped = 0

    # ---------------------------------------------------------------- warnings
    def warn(self, code: str, msgid: str, where: Node | None, **fields: Any) -> None:
        """Records a warning about `where` (an existing node, or None for the node being
        read); with `strict`, raises SgfError instead."""
        if self.strict:
            place = _place_of(where) if where is not None else self.pending_place()
            raise SgfError(_(msgid, None, **_render({**fields, "where": place}, None)))
        if where is None:
            self.pending.append((code, msgid, fields))
        else:
            self.keep(SgfWarning(code, msgid, fields, where))

    def keep(self, warning: SgfWarning) -> None:
        """Adds `warning` to the game's, up to MAX_WARNINGS (the others are counted)."""
        if len(self.warnings) < MAX_WARNINGS:
            self.warnings.append(warning)
        else:
            self.dropped += 1

    def pending_place(self) -> _Place:
        """Where the node being read will be (under `self.parent`)."""
        parent = self.parent
        above = _place_of(parent)
        branch = (parent.move_number, len(parent.children) + 1) if parent.children \
            else above.branch
        move = self.current_move
        return _Place(above.depth + 1, parent.move_number + (move is not None),
                      move is not None, move, branch)

    def flush(self, node: Node) -> None:
        """Turns the warnings about the node being read into warnings about `node`."""
        for code, msgid, fields in self.pending:
            self.keep(SgfWarning(code, msgid, fields, node))
        self.pending.clear()

    # ---------------------------------------------------------------- values
    def text(self, raw: bytes, ident: str, where: Node | None) -> str:
        """Returns a raw value as text (with replacement characters and a warning if its
        bytes are not in the charset)."""
        value = _text_value(raw) if (b"\\" in raw or b"\n" in raw or b"\r" in raw
                                     or b"\t" in raw or b"\x0b" in raw or b"\x0c" in raw) \
            else raw
        try:
            return value.decode(self.encoding)
        except UnicodeDecodeError:
            self.warn("encoding", N_("{ident} at {where}: the text is not valid {charset}; "
                                     "the bytes that are not were replaced"), where,
                      ident=ident, charset=self.encoding)
            return value.decode(self.encoding, "replace")

    def props(self, raw_props: dict[str, list[bytes]], where: Any, skip: frozenset[str]
              ) -> dict[str, list[str]]:
        """Returns the node's properties as text, but those in `skip`."""
        out = {}
        text = self.text
        for ident, values in raw_props.items():
            if ident not in skip:
                if not ident:
                    self.warn("property", N_("{where}: a property name with no capital "
                                             "letters is left out"), where,
                              )
                    continue
                out[ident] = [text(v, ident, where) for v in values]
        return out

    def points(self, raw_props: dict[str, list[bytes]], ident: str, where: Any) -> set[int]:
        """Returns the point indexes of a point-list property (bad points left out, with
        a warning about the first). A value written twice counts once, and a rectangle
        ("aa:cc") is filled a row at a time: the work is bounded by the board's size
        whatever the record holds."""
        size = self.size
        out: set[int] = set()
        warned = False
        for raw in dict.fromkeys(raw_props[ident]):
            value = raw.decode("ascii", "replace").strip()
            first, colon, last = value.partition(":")
            try:
                a = point_from_sgf(first, size)
                b = point_from_sgf(last, size) if colon else a
                if a is None or b is None:
                    raise VertexError("pass")
            except (VertexError, OffBoard):
                if not warned:
                    self.warn("value", N_("{ident}[{value}] at {where}: not a point on the "
                                          "{size}x{size} board; left out"), where,
                              ident=ident, value=value, size=size)
                    warned = True
                continue
            if a == b:
                out.add(a)
            else:
                ya, xa = divmod(a, size)
                yb, xb = divmod(b, size)
                left, right = min(xa, xb), max(xa, xb) + 1
                for y in range(min(ya, yb), max(ya, yb) + 1):
                    out.update(range(y * size + left, y * size + right))
        return out

    def color(self, raw_props: dict[str, list[bytes]], where: Any) -> Color | None:
        """Returns the node's PL as a Color, or None (an empty or unknown PL, with a
        warning for an unknown one)."""
        values = raw_props.get("PL")
        if values is None:
            return None
        value = values[0].decode("ascii", "replace").strip()
        color = _PL.get(value.upper())
        if color is None:
            if value:
                self.warn("value", N_("PL[{value}] at {where}: the player to move is B or "
                                      "W; kept as written and not used"), where,
                          value=value)
        elif value not in ("B", "W"):
            self.warn("old-style", N_("PL[{value}] at {where}: read as {color} to play "
                                      "(an old spelling); kept as written"), where,
                      value=value, color=color.value)
        return color

    def moves(self, raw_props: dict[str, list[bytes]], where: Any
              ) -> list[tuple[Color, int | None]]:
        """Returns the node's moves (colour, point or None for a pass), in the record's
        order: none, one, or two (B and W in one node, with a warning). A value that is
        not a point on the board is left out with a warning (the caller keeps it as
        written)."""
        out: list[tuple[Color, int | None]] = []
        for ident in raw_props:
            if ident != "B" and ident != "W":
                continue
            values = raw_props[ident]
            raw = values[0].decode("ascii", "replace").strip()
            shown = f"{ident}[{raw}]"
            try:
                point = point_from_sgf(raw, self.size)
            except OffBoard:
                self.warn("value", N_("{where}: the move {move} is off the {size}x{size} "
                                      "board; kept as written, not played"), where,
                          move=shown, size=self.size)
                continue
            except VertexError:
                self.warn("value", N_("{where}: {move} is not an SGF point (two letters, "
                                      "e.g. 'dd'); kept as written, not played"), where,
                          move=shown)
                continue
            if len(values) > 1:
                self.warn("value", N_("{where}: a move has one point (here: {count}); "
                                      "the first is played, the others are left out"), where,
                          count=len(values))
            out.append((Color(ident), point))
        if len(out) > 1:
            self.warn("split", N_("{where}: one node holds both a black and a white move; "
                                  "they become two nodes"), where)
        return out

    def setup_of(self, raw_props: dict[str, list[bytes]], where: Any,
                 props: dict[str, list[str]] | None = None) -> dict[int, Color | None]:
        """Returns the node's AB / AW / AE as {point: Color or None} (AE first, then AB,
        then AW: a point in two of them takes the last). A point in two of them is
        warned about, and the three are kept as written in `props` (saving writes them
        so while the setup is unchanged)."""
        changes: dict[int, Color | None] = {}
        twice: set[int] = set()
        for ident, color in (("AE", None), ("AB", Color.BLACK), ("AW", Color.WHITE)):
            if ident in raw_props:
                for p in self.points(raw_props, ident, where):
                    if p in changes and changes[p] is not color:
                        twice.add(p)
                    changes[p] = color
        if twice:
            names = ", ".join(sorted(_vertex_name(p, self.size) for p in twice))
            self.warn("value", N_("{where}: AB, AW or AE name the same point twice "
                                  "({points}); the last (AE, then AB, then AW) is set up, "
                                  "and the record is saved as written"), where,
                      points=names)
            if props is not None:
                for ident in ("AB", "AW", "AE"):
                    if ident in raw_props:
                        props[ident] = [v.decode("ascii", "replace")
                                        for v in raw_props[ident]]
        return changes

    # ---------------------------------------------------------------- the tree
    def run(self, tree: _Tree) -> Game:
        """Returns the whole game, cursor at the root. Raises SgfError."""
        raw_root = tree.sequence[0]
        game = self.new_game(raw_root)
        root = game.root
        moves = self.moves(raw_root, root)
        props = self.props(raw_root, root, _ROOT_OWN | _NODE_OWN)
        setup = self.setup_of(raw_root, root, props)
        pl = self.color(raw_root, root)
        self.keep_verbatim(raw_root, props, moves)
        if moves:
            mover: Color | None = moves[0][0]
        else:
            mover = _first_mover(tree, 1, self.size)
        to_move = pl or mover or (Color.WHITE if game.handicap >= 2 else Color.BLACK)
        handicap = game.handicap
        removed = game._set_root(setup, to_move, remove_dead=True)
        if removed:
            self.warn("value", N_("{where}: the setup leaves chains without liberties "
                                  "(stones: {count}); they stay, as the record has them"), root,
                      count=len(removed))
        game.handicap = handicap
        ru = props.get("RU")
        if ru and len(ru) == 1 and ru[0] == rules_to_sgf(game.rules):
            del props["RU"]  # the canonical name of game.rules: written back from it
        root.props = props
        if "PL" in props:
            self.told_to_move.append(root)
        for move in moves:
            # A move in the root node: the root keeps the game information, the move
            # becomes its first child.
            self.play(game, move, {}, None)
        # Depth first: [variations, the next one's index, the node they follow]. Each
        # record node is let go once read, so that the parsed tree shrinks while the
        # game's grows.
        sequence = tree.sequence
        for i in range(1, len(sequence)):
            self.add(game, sequence[i], tree, i)  # type: ignore[arg-type]
            sequence[i] = None
        stack: list[list[Any]] = [[tree.children, 0, game.node]] if tree.children else []
        tree.children = []
        add = self.add
        while stack:
            top = stack[-1]
            children, index, parent = top
            if index == len(children):
                stack.pop()
                continue
            t = children[index]
            children[index] = None
            top[1] = index + 1
            if game.node is not parent:
                game._climb(parent)  # a branching above: the tree is read depth first
            sequence = t.sequence
            for i in range(len(sequence)):
                add(game, sequence[i], t, i)
                sequence[i] = None
            if t.children:
                stack.append([t.children, 0, game.node])
        game._climb(root)  # (go_to would keep a set of the nodes passed)
        game.go_to(root)
        for node in self.told_to_move:
            # A PL[B] or PL[W] that a reader needs (the player to move is not the one
            # it would assume) is written back from `to_move`; one that says what a
            # reader assumes anyway stays in props, so that saving keeps it too.
            pl = node._props["PL"]  # type: ignore[index]
            if len(pl) == 1 and pl[0] in ("B", "W") and \
                    node.to_move is not _default_to_move(node, game):
                del node._props["PL"]  # type: ignore[index]
        self.told_to_move = []
        if self.dropped:
            self.warnings.append(SgfWarning("more", N_(
                "further warnings about this record are left out: {count}"),
                {"count": self.dropped}))
        game.warnings = list(self.warnings)
        return game

    def new_game(self, raw: dict[str, list[bytes]]) -> Game:
        """Returns an empty Game with the root's GM, SZ, RU, KM and HA. Raises SgfError
        for a GM other than Go."""
        gm = raw["GM"][0].strip() if "GM" in raw else b""
        if gm and (not gm.isdigit() or int(gm) != 1):
            raise SgfError(_("GM[{value}]: this is not a Go record (Go is GM[1])",
                             value=gm.decode("ascii", "replace")))
        game = Game(self.size)
        root = game.root
        rules = Rules.of(None)
        if "RU" in raw:
            named = rules_from_sgf(self.text(raw["RU"][0], "RU", root))
            if named is not None:
                rules = named
        komi: float | None = None
        if "KM" in raw:
            value = self.text(raw["KM"][0], "KM", root).strip()
            try:
                komi = float(value.replace(",", ".")) if value else 0.0
                rules = rules.replace(komi=komi, name=rules.name)
            except (ValueError, GoError):
                self.warn("value", N_("KM[{value}]: komi must be a whole or half number; "
                                      "kept as written, the komi of {rules} is used"), root,
                          value=value, rules=rules)
        game.rules = rules
        if "HA" in raw:
            value = self.text(raw["HA"][0], "HA", root).strip()
            try:
                handicap = int(value) if value else 0
                if not 0 <= handicap < self.size * self.size:
                    raise ValueError(value)
                game.handicap = handicap
            except ValueError:
                self.warn("value", N_("HA[{value}]: the handicap is a number of stones; "
                                      "kept as written and not used"), root, value=value)
        game.record = {ident: [self.text(v, ident, root) for v in raw[ident]]
                       for ident in (*_ROOT_OWN, "RU") if ident in raw}
        game._loaded = (game.komi, game.handicap, game.rules.name)
        return game

    def keep_verbatim(self, raw: dict[str, list[bytes]], props: dict[str, list[str]],
                      moves: list[tuple[Color, int | None]]) -> None:
        """Keeps in `props` what the game does not hold in its own way: PL as written, and
        a move that could not be played."""
        if "PL" in raw:
            props["PL"] = [self.text(v, "PL", None) for v in raw["PL"]]
        if len(moves) < ("B" in raw) + ("W" in raw):
            played = {c.value for c, _p in moves}
            for ident in ("B", "W"):
                if ident in raw and ident not in played:
                    props[ident] = [self.text(v, ident, None) for v in raw[ident]]

    def add(self, game: Game, raw: dict[str, list[bytes]], tree: Any, index: int) -> Node:
        """Adds the node(s) for the record's node `raw` under the cursor; returns the last
        (the one that holds the node's properties)."""
        if len(raw) == 1:
            # the usual node: one move and nothing else
            values = raw.get("B")
            color = Color.BLACK
            if values is None:
                values = raw.get("W")
                color = Color.WHITE
            if values is not None and len(values) == 1:
                point = self.sgf_points.get(values[0], _NOT_A_POINT)
                if point is not _NOT_A_POINT:
                    return self.play(game, (color, point), None, None)  # type: ignore[arg-type]
        parent = self.parent = game.node
        if "B" in raw or "W" in raw:
            ident = "B" if "B" in raw else "W"
            self.current_move = f"{ident}[{raw[ident][0].decode('ascii', 'replace')}]"
            moves = self.moves(raw, None)
        else:
            self.current_move = None
            moves = []
        props = self.props(raw, None, _NODE_OWN) if len(raw) > len(moves) else {}
        setup = (self.setup_of(raw, None, props)
                 if ("AB" in raw or "AW" in raw or "AE" in raw) else {})
        pl = self.color(raw, None) if "PL" in raw else None
        if "PL" in raw or len(moves) < ("B" in raw) + ("W" in raw):
            self.keep_verbatim(raw, props, moves)
        if not moves:
            if setup:
                to_move = pl or _first_mover(tree, index + 1, self.size) or parent.to_move
            else:
                to_move = pl or parent.to_move
            node, removed = game._record_setup(setup, to_move)
        else:
            removed = []
            if setup:
                # Setup and a move in one node: the setup first, then the move.
                setup_node, removed = game._record_setup(setup, moves[0][0])
                # setup kept as written (a point given twice) belongs to the setup node
                kept = {k: props.pop(k) for k in ("AB", "AW", "AE") if k in props}
                if kept:
                    setup_node.props = {**(setup_node.props or {}), **kept}
            for move in moves[:-1]:
                self.play(game, move, {}, None)
            node = self.play(game, moves[-1], props, pl)
        if props:
            node.props = props
            if "PL" in props:
                self.told_to_move.append(node)
        if removed:
            self.warn("value", N_("{where}: the setup leaves chains without liberties "
                                  "(stones: {count}); they stay, as the record has them"), None,
                      count=len(removed))
        if self.pending:
            self.flush(node)
        return node

    def play(self, game: Game, move: tuple[Color, int | None], props: dict[str, list[str]],
             pl: Color | None) -> Node:
        """Plays a recorded move at the cursor; returns its node. An illegal move is kept
        with a warning (SgfError with `strict`)."""
        color, point = move
        try:
            node = game._record_move(color, point, self.strict)
        except IllegalMove as exc:
            self.parent = game.node
            self.current_move = f"{color.value} {_vertex_name(point, self.size)}"
            where = self.pending_place()
            raise SgfError(_("{where} is illegal under {rules}: {reason}",
                             where=where.describe(), rules=rules_name(game.rules),
                             reason=explain(exc.reason))) from None
        if node.illegal is not None:
            self.keep(SgfWarning("illegal-move", N_(
                "{where} is illegal under {rules}: {reason} It is kept as the record "
                "has it."), {"rules": game.rules, "reason": node.illegal}, node))
        if pl is not None and pl is not node.to_move:
            game._set_to_move(node, pl)
        return node


_NOT_A_POINT = -1
_point_tables: dict[int, dict[bytes, int | None]] = {}


def _sgf_point_table(size: int) -> dict[bytes, int | None]:
    """Returns {b"dd": point index, ..., b"": None} for a `size` board (b"tt" too on
    boards up to 19x19)."""
    table = _point_tables.get(size)
    if table is None:
        table = {point_to_sgf(p, size).encode(): p for p in range(size * size)}
        table[b""] = None
        if size <= 19:
            table[b"tt"] = None
        _point_tables[size] = table
    return table


def _first_mover(tree: _Tree, index: int, size: int) -> Color | None:
    """The colour of the move in the record's node that follows position `index` of
    `tree`'s sequence (the first variation's first node at the end), if it is a move:
    the first B or W that is a point of the `size` board or a pass, as the node's move
    is read (B[at]W[] on 19x19 plays W: B[at] is kept as written); else the first B or
    W at all (a node whose only move is kept as written)."""
    if index < len(tree.sequence):
        raw = tree.sequence[index]
    elif tree.children:
        raw = tree.children[0].sequence[0]
    else:
        return None
    kept: Color | None = None
    for ident in raw:  # the first move as the node has them (B[]W[] plays W second)
        if ident != "B" and ident != "W":
            continue
        try:
            point_from_sgf(raw[ident][0].decode("ascii", "replace").strip(), size)
        except (OffBoard, VertexError):
            kept = kept or Color(ident)
            continue
        return Color(ident)
    return kept


# --------------------------------------------------------------------------- writing
def game_to_sgf_bytes(game: Game, encoding: str | None = None) -> bytes:
    """Returns the whole game tree of `game` as SGF bytes in `encoding` (by default
    `game.charset`, the charset the record was read in; UTF-8 for a game made here),
    with a CA that names it. Text that the record's own charset cannot write makes the
    default UTF-8. Raises SgfError for an `encoding` that is unknown, that an SGF file
    cannot be in, or that cannot write the game's text."""
    target = encoding if encoding is not None else (getattr(game, "charset", None) or "utf-8")
    charset = _known_charset(target.encode("ascii", "replace")) if target.isascii() else None
    if charset is None:
        raise SgfError(_("{charset}: not a charset an SGF file can be in", charset=target))
    if codecs.lookup(charset).name == "utf-8":
        return game_to_sgf(game).encode("utf-8")
    text = game_to_sgf(game, charset)
    try:
        return text.encode(charset)
    except UnicodeEncodeError as exc:
        if encoding is None:
            return game_to_sgf(game).encode("utf-8")
        raise SgfError(_("the game holds text that {charset} cannot write ({text})",
                         charset=_charset_label(charset),
                         text=exc.object[exc.start:exc.end])) from None


def game_to_sgf(game: Game, charset: str | None = None) -> str:
    """Returns the whole game tree of `game` as SGF text (UTF-8): every node in order,
    moves, setup stones, player to move where it is not obvious, and every property in
    `Node.props`. A game read from a record is written as it came, with what changed.

    `charset`: the charset the text will be written in (the CA written names it);
    UTF-8 by default.

    Raises SgfError if a node's props hold a property name that SGF cannot carry (it
    must be 1 to 64 capital letters) or text that is not valid Unicode.
    """
    if charset is not None and codecs.lookup(charset).name == "utf-8":
        charset = None
    names = _sgf_points(game.size)
    out = ["("]
    stack: list[Node | str] = [game.root]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        out.append(";")
        if item.parent is None:
            out.append(_CA_MARK)
        out.append(_node_text(item, game, names))
        children = item.children
        if len(children) == 1:
            stack.append(children[0])
        elif children:
            for child in reversed(children):
                stack.append(")")
                stack.append(child)
                stack.append("(")
    out.append(")\n")
    text = "".join(out)
    # the root's header last: its CA names the charset, which depends on the text
    root = out.index(_CA_MARK)
    body = text.isascii()
    out[root] = _root_header(game, None if charset is None else _charset_label(charset, text))
    text = "".join(out)
    if game.record is not None and "CA" not in game.record and not body:
        # the output is UTF-8 (or the charset asked for): say so
        name = "UTF-8" if charset is None else _charset_label(charset, text)
        text = f"(;CA[{name}]" + text[2:]
    return text


_CA_MARK = "\x00root\x00"


def _sgf_points(size: int) -> dict[str, str]:
    """Returns the SGF point of every vertex name of a `size` board, and "" for a pass."""
    table = {"pass": ""}
    for p in range(size * size):
        table[_vertex_name(p, size)] = point_to_sgf(p, size)
    return table


def _root_header(game: Game, charset: str | None = None) -> str:
    """Returns the root's own properties (FF, GM, SZ, CA, AP, KM, HA, RU) as SGF text,
    the CA naming `charset` (UTF-8 if None; a CA that names it already stays as
    written)."""
    record = game.record
    parts: list[str] = []
    rules = _rules_values(game)
    if record is None:
        parts.append("FF[4]GM[1]")
        parts.append(f"SZ[{game.size}]CA[UTF-8]AP[gotutor:{__version__}]")
        parts.append(f"KM[{_number(game.komi)}]")
        if game.handicap > 0:
            parts.append(f"HA[{game.handicap}]")
        if rules:
            parts.append(_prop("RU", rules, "root"))
        return "".join(parts)
    komi, handicap, _rules_name = game._loaded
    for ident in ("FF", "GM", "SZ", "CA", "AP"):
        if ident in record:
            if ident == "CA":
                parts.append(_ca(record["CA"], charset))
            else:
                parts.append(_prop(ident, record[ident], "root"))
    if game.komi == komi:
        if "KM" in record:
            parts.append(_prop("KM", record["KM"], "root"))
    else:
        parts.append(f"KM[{_number(game.komi)}]")
    if game.handicap == handicap:
        if "HA" in record:
            parts.append(_prop("HA", record["HA"], "root"))
    elif game.handicap > 0 or "HA" in record:
        parts.append(f"HA[{game.handicap}]")
    if rules:
        parts.append(_prop("RU", rules, "root"))
    return "".join(parts)


def _ca(values: list[str], charset: str | None) -> str:
    """Returns the CA to write for a record whose CA was `values`, written in `charset`
    (UTF-8 if None): as it was if it names that charset, else the charset's name."""
    target = codecs.lookup(charset or "utf-8").name
    try:
        same = codecs.lookup(values[0].strip()).name == target
    except (LookupError, IndexError, ValueError):
        same = False
    if same:
        return _prop("CA", values, "root")
    return f"CA[{charset or 'UTF-8'}]"


def _rules_values(game: Game) -> list[str]:
    """The RU values to write: as they came while they still match `game.rules`, else the
    preset's SGF name (none for custom rules, and none for a record that had no RU and
    whose rules did not change)."""
    verbatim = game.root.props.get("RU")
    if isinstance(verbatim, str):
        verbatim = [verbatim]
    if verbatim:
        named = rules_from_sgf(str(verbatim[0]))
        if (named is not None and named.name == game.rules.name) or (
                named is None and game.rules.name == Rules.of(None).name):
            return list(verbatim)
    elif game.record is not None and game.rules.name == game._loaded[2]:
        return list(game.record.get("RU", []))
    name = rules_to_sgf(game.rules)
    return [] if name is None else [name]


def _number(value: float) -> str:
    """Returns komi as SGF text: "7", "6.5", "-3"."""
    return str(int(value)) if value == int(value) else repr(value)


def _label(node: Node) -> str:
    """Returns where `node` is, for an error message."""
    return _place_of(node).describe()


def _escape(text: str, ident: str, node: Node | str) -> str:
    """Returns `text` as an SGF value (\\ and ] escaped). Raises SgfError if it is not
    valid Unicode."""
    if not isinstance(text, str):
        text = str(text)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        where = node if isinstance(node, str) else _label(node)
        raise SgfError(_("{ident} at {where}: the text is not valid Unicode", ident=ident,
                         where=where)) from None
    if "\\" in text or "]" in text:
        text = text.replace("\\", "\\\\").replace("]", "\\]")
    return text


def _prop(ident: str, values: Iterable[str], node: Node | str) -> str:
    """Returns one property as SGF text."""
    return ident + "".join(f"[{_escape(v, ident, node)}]" for v in values)


def _write_props(props: dict[str, list[str]], skip: Iterable[str], node: Node) -> str:
    """Returns `props` (but the identifiers in `skip`) as SGF text. Raises SgfError."""
    parts = []
    for ident, values in props.items():
        if ident in skip:
            continue
        if isinstance(values, str):
            values = [values]
        if not values:
            continue
        if not isinstance(ident, str) or not sgf_grammar.is_valid_property_identifier(ident):
            raise SgfError(_("{where}: {ident!r} is not an SGF property name (1 to 64 capital "
                             "letters)", where=_label(node), ident=ident))
        parts.append(_prop(ident, values, node))
    return "".join(parts)


_SKIP_BLACK = frozenset({"B", "AB", "AW", "AE", "PL"})
_SKIP_WHITE = frozenset({"W", "AB", "AW", "AE", "PL"})
_SKIP_NO_MOVE = frozenset({"AB", "AW", "AE", "PL"})
_SKIP_ROOT = _SKIP_NO_MOVE | _ROOT_OWN | {"RU"}


def _node_text(node: Node, game: Game, names: dict[str, str]) -> str:
    """Returns the move, setup stones, PL (where needed) and other properties of `node`."""
    parts = []
    move = node.move
    if move is not None:
        parts.append(f"{move.color.value}[{names[move.vertex]}]")
    props = node._props or {}
    verbatim = "AB" in props or "AW" in props or "AE" in props
    if verbatim and _setup_as_written(props, game.size) == (node._setup or {}):
        for ident in ("AB", "AW", "AE"):
            if ident in props:
                parts.append(_prop(ident, props[ident], node))
    elif node._setup:
        size = game.size
        for ident, color in (("AB", Color.BLACK), ("AW", Color.WHITE), ("AE", None)):
            points = sorted(p for p, c in node.setup.items() if c is color)
            if points:
                parts.append(ident + "".join(f"[{point_to_sgf(p, size)}]" for p in points))
    props = node.props
    pl = props.get("PL") if props else None
    if isinstance(pl, str):
        pl = [pl]
    if pl and _PL.get(pl[0].strip().upper(), _default_to_move(node, game)) is node.to_move:
        parts.append(_prop("PL", pl, node))
    elif node.to_move is not _default_to_move(node, game):
        parts.append(f"PL[{node.to_move.value}]")
    if props:
        if node.parent is None:
            skip = _SKIP_ROOT
        else:
            skip = _SKIP_NO_MOVE if move is None else _SKIP_BLACK if \
                move.color is Color.BLACK else _SKIP_WHITE
        parts.append(_write_props(props, skip, node))
    if node is game.root and "RE" not in props:
        end = game.root
        while end.children:
            end = end.children[0]
        if end.result is not None:
            parts.append(f"RE[{end.result}]")
    return "".join(parts)


def _setup_as_written(props: dict[str, list[str]], size: int) -> dict[int, Color | None]:
    """Returns the setup that AB, AW and AE kept as written in `props` make (as `_Reader`
    reads them: AE, then AB, then AW; bad points left out)."""
    changes: dict[int, Color | None] = {}
    reader = _Reader(size, "ascii", False, [])
    reader.parent = None
    raw = {ident: [str(v).encode("ascii", "replace") for v in props[ident]]
           for ident in ("AE", "AB", "AW") if ident in props}
    for ident, color in (("AE", None), ("AB", Color.BLACK), ("AW", Color.WHITE)):
        if ident in raw:
            for p in reader.points(raw, ident, None):
                changes[p] = color
    return changes


def _default_to_move(node: Node, game: Game) -> Color:
    """The player to move a reader assumes at `node` when it has no PL (the rule
    `_Reader` follows)."""
    if node.move is not None:
        return node.move.color.opponent
    first = _mover(node.children[0]) if node.children else None
    if node.parent is None:
        if first is not None:
            return first
        return Color.WHITE if game.handicap >= 2 else Color.BLACK
    if node._setup and first is not None:
        return first
    return node.parent.to_move


def _mover(node: Node) -> Color | None:
    """The colour a reader takes from `node`'s B or W (as `_first_mover` reads it: the
    move played; with none, a move kept as written, not played)."""
    move = node.move
    if move is not None:  # the move played, as `_first_mover` prefers it
        return move.color
    props = node._props or {}
    if "B" in props:
        return Color.BLACK
    if "W" in props:
        return Color.WHITE
    return None


