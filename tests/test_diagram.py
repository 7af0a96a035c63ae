"""The static SVG diagram: valid XML, the right stones, stars, marks, coordinates, crop;
and one real rendering by Chromium."""

from __future__ import annotations

import struct
import subprocess
import zlib
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

import gotutor as gt
from gotutor.diagram import Diagram, S, star_points, svg

NS = "{http://www.w3.org/2000/svg}"
POSITION = """
. . . . . . . . .
. . . . . . . . .
. . O . . . X . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . O . . . X . .
. . . . . . . . .
. . . . . . . . .
"""


def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    return root


def with_class(root: ET.Element, *classes: str) -> list[ET.Element]:
    return [e for e in root.iter() if set(classes) <= set(e.get("class", "").split())]


def centre(element: ET.Element) -> tuple[float, float]:
    return float(element.get("cx")), float(element.get("cy"))


def at(vertex: str, size: int) -> tuple[float, float]:
    """The user-space centre of a vertex: columns A.. from the left, row 1 at the bottom."""
    col = gt.coords.LETTERS.index(vertex[0])
    row = int(vertex[1:])
    return col * S, (size - row) * S


def test_stones_are_drawn_one_circle_each() -> None:
    board = gt.Board.from_diagram(POSITION)
    root = parse(svg(board))
    black = with_class(root, "stone", "black")
    white = with_class(root, "stone", "white")
    assert len(black) == 3 and len(white) == 2
    assert sorted(centre(e) for e in black) == sorted(at(v, 9) for v in ("E5", "G7", "G3"))
    assert sorted(centre(e) for e in white) == sorted(at(v, 9) for v in ("C7", "C3"))
    # white stones carry an outline so that they show on paper
    assert all(e.get("stroke") not in (None, "none") for e in white)


def test_star_points() -> None:
    names = lambda n: sorted(gt.Board(n).vertex(p) for p in star_points(n))  # noqa: E731
    assert names(19) == sorted(["D4", "K4", "Q4", "D10", "K10", "Q10", "D16", "K16", "Q16"])
    assert names(13) == sorted(["D4", "K4", "G7", "D10", "K10"])
    assert names(9) == sorted(["C3", "G3", "E5", "C7", "G7"])
    assert len(with_class(parse(svg(gt.Board(19))), "star")) == 9
    # a stone covers its star point: E5, C7, G7, C3 and G3 all hold stones here
    assert with_class(parse(svg(gt.Board.from_diagram(POSITION))), "star") == []


def test_grid_has_one_line_per_row_and_column() -> None:
    lines = list(with_class(parse(svg(gt.Board(13))), "grid")[0])
    assert len(lines) == 26


def test_last_move_is_marked_on_a_game() -> None:
    game = gt.Game(9)
    game.play("E5")
    marker = with_class(parse(svg(game)), "last-move")
    assert [centre(e) for e in marker] == [at("E5", 9)]
    assert marker[0].get("stroke") == "#fff"  # white ink on the black stone
    assert with_class(parse(svg(game, last_move=False)), "last-move") == []
    game.play("pass")
    assert with_class(parse(svg(game)), "last-move") == []
    assert with_class(parse(svg(gt.Board(9))), "last-move") == []


@pytest.mark.parametrize(("kind", "cls"), [
    ("triangle", "triangle"), ("TR", "triangle"), ("square", "square"), ("SQ", "square"),
    ("circle", "circle"), ("CR", "circle"), ("cross", "cross"), ("MA", "cross"),
    ("x", "cross"),
])
def test_mark_kinds(kind: str, cls: str) -> None:
    root = parse(svg(gt.Board.from_diagram(POSITION), marks={"E5": kind, "A1": kind}))
    assert len(with_class(root, "mark", cls)) == 2
    assert len(with_class(root, "mark")) == 2


def test_labels_are_text_and_escaped() -> None:
    root = parse(svg(gt.Board(9), marks={"D4": "A", "E5": "<&>", "F6": "12"}))
    labels = with_class(root, "mark", "label")
    texts = sorted(e.find(f"{NS}text").text for e in labels)
    assert texts == ["12", "<&>", "A"]


def test_a_games_node_markup_is_drawn() -> None:
    game = gt.Game(9)
    game.play("E5")
    game.node.props.update({"TR": ["aa:bb"], "LB": ["ee:X", "cc:1"], "MA": ["ii"]})
    root = parse(svg(game))
    assert len(with_class(root, "mark", "triangle")) == 4  # the 2x2 block A9 B9 A8 B8
    assert sorted(e.find(f"{NS}text").text for e in with_class(root, "label")) == ["1", "X"]
    assert len(with_class(root, "mark", "cross")) == 1
    # the last-move marker gives way to the label on the same point
    assert with_class(root, "last-move") == []
    # marks given explicitly replace the node's own
    assert len(with_class(parse(svg(game, marks={"A1": "circle"})), "mark")) == 1


def test_coordinates() -> None:
    root = parse(svg(gt.Board(9)))
    texts = sorted(e.text for e in with_class(root, "coordinate"))
    expected = sorted([*"ABCDEFGHJ", *map(str, range(1, 10))] * 2)
    assert texts == expected
    assert with_class(parse(svg(gt.Board(9), coordinates=False)), "coordinate") == []


def test_crop_changes_the_view_and_what_is_drawn() -> None:
    board = gt.Board.from_diagram(POSITION)
    full = parse(svg(board)).get("viewBox").split()
    cropped = parse(svg(board, crop=("E5", "A9")))
    box = [float(v) for v in cropped.get("viewBox").split()]
    assert box != [float(v) for v in full]
    # five columns and five rows: four spacings plus a margin on each side
    assert box[2] == box[3] and box[2] < float(full[2])
    assert box[0] < 0 < box[0] + box[2] and box[1] < 4 * S < box[1] + box[3]
    # only the stones in A9-E5: C7 (white) and E5 (black)
    assert sorted(centre(e) for e in with_class(cropped, "stone")) == sorted(
        [at("C7", 9), at("E5", 9)])
    letters = {e.text for e in with_class(cropped, "coordinate")}
    assert letters == {*"ABCDE", "5", "6", "7", "8", "9"}


def test_auto_crop_follows_the_stones_to_the_near_edges() -> None:
    board = gt.Board(19)
    board.set(board.point("C17"), gt.Color.BLACK)
    board.set(board.point("D16"), gt.Color.WHITE)
    root = parse(svg(board, crop="auto"))
    letters = {e.text for e in with_class(root, "coordinate") if e.text.isalpha()}
    rows = {int(e.text) for e in with_class(root, "coordinate") if e.text.isdigit()}
    # C..D plus one line around, stretched to the edge: A..E, rows 15..19
    assert letters == set("ABCDE") and rows == set(range(15, 20))
    assert parse(svg(gt.Board(9), crop="auto")).get("viewBox") == parse(
        svg(gt.Board(9))).get("viewBox")


def test_size_in_pixels() -> None:
    root = parse(svg(gt.Board(9), size_px=500))
    assert root.get("width") == "500" and root.get("height") == "500"
    cropped = parse(svg(gt.Board(9), size_px=400, crop=("A9", "J7")))
    assert cropped.get("width") == "400" and float(cropped.get("height")) < 400


@pytest.mark.parametrize(("args", "options"), [
    (("not a board",), {}),
    ((gt.Board(9),), {"marks": {"Z1": "triangle"}}),
    ((gt.Board(9),), {"marks": {"D4": ""}}),
    ((gt.Board(9),), {"marks": {"D4": 3}}),
    ((gt.Board(9),), {"crop": "D4"}),
    ((gt.Board(9),), {"crop": ("A1", "Z9")}),
    ((gt.Board(9),), {"size_px": 0}),
    ((gt.Board(9),), {"size_px": "big"}),
    ((gt.Board(9),), {"last_move": "K10"}),
])
def test_bad_arguments_raise_go_error(args: tuple, options: dict) -> None:
    with pytest.raises(gt.GoError):
        svg(*args, **options)


def test_title_describes_the_position() -> None:
    root = parse(svg(gt.Board.from_diagram(POSITION)))
    assert root.find(f"{NS}title").text == "9x9 Go board. Black stones: 3; white stones: 2."


# ------------------------------------------------------------------ a real rendering
def read_png(data: bytes) -> tuple[int, int, int, list[bytes]]:
    """Returns (width, height, bytes per pixel, rows) of an 8-bit RGB/RGBA PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (
            stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) \
                    & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


@pytest.mark.browser
def test_chromium_renders_a_go_board(tmp_path: Path) -> None:
    page = tmp_path / "board.svg"
    page.write_text(svg(gt.Board.from_diagram(POSITION), coordinates=False, size_px=380))
    shot = tmp_path / "board.png"
    subprocess.run(
        ["/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-dev-shm-usage", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-sync",
         "--hide-scrollbars", f"--screenshot={shot}", "--window-size=400,400", str(page)],
        check=True, capture_output=True, timeout=120)
    width, height, bpp, rows = read_png(shot.read_bytes())
    assert (width, height) == (400, 400)

    def pixel(col: float, row: float) -> tuple[int, ...]:
        """The colour at a board point given in lines from the top-left (0-based)."""
        scale = 380 / (8 * S + 1.5 * S)
        x, y = round((col * S + 0.75 * S) * scale), round((row * S + 0.75 * S) * scale)
        return tuple(rows[y][x * bpp:x * bpp + 3])

    black, white, wood = pixel(4, 4), pixel(2, 6), pixel(6.5, 1.5)  # E5, C3, between lines
    assert max(black) < 90
    assert min(white) > 200
    r, g, b = wood
    assert r > g > b and abs(r - 0xDC) < 20 and abs(b - 0x5C) < 30


def test_a_node_of_the_tree_is_drawn_as_its_position() -> None:
    game = gt.Game(9)
    game.play("E5")
    game.node.props["TR"] = ["cc"]
    first = game.node
    game.play("C3")
    root = parse(svg(first))
    assert len(with_class(root, "stone")) == 1  # C3 was played after this node
    assert [centre(e) for e in with_class(root, "last-move")] == [at("E5", 9)]
    assert len(with_class(root, "mark", "triangle")) == 1


def test_diagram_object_shows_itself_as_svg() -> None:
    game = gt.Game(9)
    game.play("E5")
    shown = Diagram(game, marks={"C3": "A"}, crop="auto")
    root = parse(shown._repr_svg_())
    assert len(with_class(root, "stone")) == 1 and len(with_class(root, "label")) == 1
    assert str(shown) == shown.svg == svg(game, marks={"C3": "A"}, crop="auto")
    with pytest.raises(gt.GoError):
        Diagram(game, crop="nowhere")


def test_board_and_game_show_as_svg_in_jupyter() -> None:
    game = gt.Game(9)
    game.play("E5")
    for obj in (game, game.board):
        picture = ET.fromstring(obj._repr_svg_())
        assert picture.tag.endswith("svg")
    assert game._repr_svg_() != gt.Game(9)._repr_svg_()  # the stone is drawn


NASTY = ["\x00", "\x01A\x02", "B\x1f", "\x0b\x0c", "\ud800", "x\udfffy", "\ufffe", "<&\x07>"]


@pytest.mark.parametrize("text", NASTY)
def test_control_characters_and_lone_surrogates_leave_the_svg_well_formed(text: str) -> None:
    g = gt.Game(size=9)
    g.play("D4")
    g.node.comment = "comment " + text
    g.root.props["PB"] = ["Black " + text]
    g.root.props["PW"] = [text]
    g.node.props["LB"] = ["ee:" + text]
    for drawing in (svg(g), svg(g, marks={"C3": text + "1"}), Diagram(g).svg):
        root = ET.fromstring(drawing)  # raises ParseError on malformed XML
        assert root.tag.endswith("svg")
        drawing.encode("utf-8")  # no lone surrogate left: it must encode
    labels = [t.text for t in ET.fromstring(svg(g, marks={"C3": text + "1"})).iter(
        "{http://www.w3.org/2000/svg}text") if t.text and "1" in t.text and len(t.text) < 6]
    cleaned = "".join(ch for ch in text if ch in "<&>Axy") + "1"
    assert cleaned in labels


def test_a_label_of_control_characters_only_draws_nothing() -> None:
    drawing = svg(gt.Board(9), marks={"E5": "\x00\x01"})
    ET.fromstring(drawing)
    assert 'class="mark label"' not in drawing
