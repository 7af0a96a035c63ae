"""SGF in and out: real-looking records, charsets, rules, odd records and bad input."""

from __future__ import annotations

from pathlib import Path

import pytest
from sgfmill import sgf as sgfmill_sgf
from trees import assert_same_tree

import gotutor as gt
from gotutor.i18n.vocabulary import rules_name
from gotutor.sgf import SgfError, game_from_sgf, games_from_sgf

DATA = Path(__file__).parent / "data" / "sgf"


def follow(game: gt.Game, *choices: int) -> gt.Node:
    """Goes from the root through the given children; returns the node reached."""
    game.go_to(game.root)
    for i in choices:
        game.redo(i)
    return game.node


# ----------------------------------------------------------------------- a real game
@pytest.fixture
def polish() -> gt.Game:
    return gt.Game.load(DATA / "polish-game.sgf")


def test_game_information_is_read(polish: gt.Game) -> None:
    assert polish.size == 19 and polish.komi == 6.5 and polish.rules.name == "japanese"
    props = polish.root.props
    assert props["PB"] == ["Jan Kowalski"] and props["PW"] == ["Zofia Wiśniewska"]
    assert props["RE"] == ["W+R"] and props["PC"] == ["Łódź"] and props["BR"] == ["3k"]
    # the line break inside the game comment is kept
    assert props["GC"] == ["Partia z turnieju w Łodzi.\nKomentarz: Zażółć gęślą jaźń."]
    # the normalised properties and those the game holds itself are not in props
    for ident in ("GM", "FF", "CA", "AP", "SZ", "KM", "RU"):
        assert ident not in props


def test_cursor_starts_at_root_and_redo_follows_main_line(polish: gt.Game) -> None:
    assert polish.node is polish.root and polish.move_number == 0
    assert polish.variations() == ["B Q16"]
    moves = []
    while polish.can_redo:
        moves.append(str(polish.redo()))
    # pd dp pq dd fq dn cq dq cp bq, in GTP letters (no I)
    assert moves == ["B Q16", "W D4", "B Q3", "W D16", "B F3", "W D6", "B C3", "W D3",
                     "B C4", "W B3"]
    assert polish.board["Q16"] is gt.Color.BLACK and polish.board["B3"] is gt.Color.WHITE


def test_variations_are_listed_and_chosen(polish: gt.Game) -> None:
    follow(polish, 0, 0, 0, 0, 0)
    assert polish.variations() == ["W D6", "W H3", "W C6"]
    polish.redo(1)
    assert polish.node.comment == "Wariant: ściśnięcie z dołu."
    assert polish.node.props["LB"] == ["hq:A", "cn:B"]
    polish.redo()
    assert polish.last_move == gt.Move(gt.Color.BLACK, "C6", number=7)
    assert polish.node.props == {"GB": ["1"], "IT": [""]}


def test_comments_markup_annotations_and_unknown_properties(polish: gt.Game) -> None:
    fifth = follow(polish, 0, 0, 0, 0, 0)
    assert fifth.comment == "Dobre podejście ] i zaciśnięcie \\ z boku."
    assert fifth.props["TE"] == ["1"]
    assert follow(polish, 0, 0, 0, 0).props["N"] == ["Klasyczny układ"]
    ninth = follow(polish, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    assert ninth.props == {"BM": ["1"], "C": ["Błąd! Lepiej było zagrać D2."], "SQ": ["dp"],
                           "CR": ["cq"], "MA": ["bq"]}
    tenth = follow(polish, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    assert tenth.props == {"XZ": ["nieznana własność"], "DO": [""]}


def test_saving_and_loading_again_keeps_the_tree(polish: gt.Game, tmp_path: Path) -> None:
    polish.save(tmp_path / "again.sgf")
    again = gt.Game.load(tmp_path / "again.sgf")
    assert_same_tree(polish, again)
    assert again.to_sgf() == polish.to_sgf()


def test_output_is_read_by_sgfmill_itself(polish: gt.Game) -> None:
    text = polish.to_sgf()
    reread = sgfmill_sgf.Sgf_game.from_bytes(text.encode("utf-8"))
    assert reread.get_size() == 19 and reread.get_komi() == 6.5
    assert reread.get_charset() == "UTF-8"
    root = reread.get_root()
    assert root.get("PW") == "Zofia Wiśniewska" and root.get("RU") == "Japanese"
    ours = list(polish.main_line())[1:]
    theirs = reread.get_main_sequence()[1:]
    assert len(ours) == len(theirs) == 10
    for node, snode in zip(ours, theirs, strict=True):
        colour, move = snode.get_move()
        assert colour.upper() == node.move.color.value
        row, col = move
        assert gt.Board(19).vertex((18 - row) * 19 + col) == node.move.vertex
        if node.comment:
            assert snode.get("C") == node.comment
    fork = reread.get_main_sequence()[5]
    assert len(fork) == 3 and fork[1].get("C") == "Wariant: ściśnięcie z dołu."


# ----------------------------------------------------------------------- charsets
def test_cp1251_problem_is_decoded_from_its_charset() -> None:
    raw = (DATA / "russian-problem-cp1251.sgf").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")  # the file really is in Windows-1251
    game = game_from_sgf(raw)
    assert game.root.props["GN"] == ["Задача № 1"]
    assert game.root.comment == "Чёрные начинают и живут."
    assert game.variations() == ["B C9", "B D9"]
    assert follow(game, 1, 0).comment == "Ну что ж, попробуйте ещё раз."
    assert follow(game, 0).props["TR"] == ["ba", "ca"]
    # the problem's setup: five black and seven white stones, Black to play
    assert sorted(c.value for c in game.root.setup.values()) == ["B"] * 5 + ["W"] * 7
    game.go_to_start()
    assert game.to_move is gt.Color.BLACK
    text = game.to_sgf()
    assert "CA[UTF-8]" in text and "Неправильно: белые убивают." in text
    assert_same_tree(game, game_from_sgf(text.encode("utf-8")))


def test_latin2_record_is_decoded_from_its_charset() -> None:
    game = gt.Game.load(DATA / "polish-latin2.sgf")
    assert game.root.props["PB"] == ["Żółw"] and game.root.props["PW"] == ["Źrebię"]
    assert follow(game, 0).comment == "Środek planszy."
    assert game.rules.name == "new-zealand" and game.komi == 7
    assert "RU[NZ]" in game.to_sgf()


def test_bytes_without_charset_are_utf8_when_they_can_be() -> None:
    utf8 = "(;GM[1]SZ[9]C[Привет, świecie])".encode()
    assert game_from_sgf(utf8).root.comment == "Привет, świecie"
    latin1 = "(;GM[1]SZ[9]C[Café crème])".encode("latin-1")
    assert game_from_sgf(latin1).root.comment == "Café crème"


def test_text_input_ignores_the_charset_it_names() -> None:
    game = game_from_sgf("(;CA[ISO-8859-2]SZ[9]C[Źdźbło])")
    assert game.root.comment == "Źdźbło"


def test_unknown_charset_name_falls_back_to_guessing() -> None:
    game = game_from_sgf("(;CA[no-such-charset]SZ[9]C[Łąka])".encode())
    assert game.root.comment == "Łąka"


# ----------------------------------------------------------------------- handicap, rules
def test_handicap_game() -> None:
    game = gt.Game.load(DATA / "handicap-aga.sgf")
    assert game.handicap == 4 and game.komi == 0.5 and game.rules.name == "aga"
    assert game.to_move is gt.Color.WHITE
    assert {game.board.vertex(p) for p in game.root.setup} == {"D10", "K10", "D4", "K4"}
    game.go_to_end()
    assert game.is_over and game.move_number == 5
    text = game.to_sgf()
    assert "HA[4]" in text and "KM[0.5]" in text
    assert "PL" not in text  # White's turn after handicap stones goes without saying
    assert_same_tree(game, game_from_sgf(text))


def test_handicap_without_moves_leaves_white_to_play() -> None:
    game = game_from_sgf("(;SZ[9]HA[2]AB[gc][cg])")
    assert game.handicap == 2 and game.to_move is gt.Color.WHITE


def test_handicap_written_for_a_game_made_in_python() -> None:
    game = gt.Game(9, handicap=3)
    again = game_from_sgf(game.to_sgf())
    assert again.handicap == 3 and again.to_move is gt.Color.WHITE
    assert again.root.setup == game.root.setup


@pytest.mark.parametrize(("ru", "preset"), [
    ("Japanese", "japanese"), ("Chinese", "chinese"), ("AGA", "aga"), ("NZ", "new-zealand"),
    ("New Zealand", "new-zealand"), ("Tromp-Taylor", "tromp-taylor"), ("Ing", "ing"),
    ("GOE", "ing"), ("Korean", "korean"), ("chinese", "chinese"),
])
def test_known_rules_are_mapped_and_written_back_as_they_came(ru: str, preset: str) -> None:
    game = game_from_sgf(f"(;SZ[9]KM[7]RU[{ru}])")
    assert game.rules.name == preset and game.komi == 7
    assert f"RU[{ru}]" in game.to_sgf()


def test_unknown_rules_are_kept_verbatim() -> None:
    game = game_from_sgf("(;SZ[9]RU[koPOSITIONALscoreAREAsui1])")
    assert game.rules.name == "japanese"
    assert game.root.props["RU"] == ["koPOSITIONALscoreAREAsui1"]
    assert "RU[koPOSITIONALscoreAREAsui1]" in game.to_sgf()


def test_changed_rules_are_written_instead_of_the_old_name() -> None:
    game = game_from_sgf("(;SZ[9]RU[New Zealand])")
    game.rules = gt.Rules.preset("chinese")
    text = game.to_sgf()
    assert "RU[Chinese]" in text and "Zealand" not in text


def test_missing_komi_takes_the_rule_sets_komi_and_is_not_invented() -> None:
    game = game_from_sgf("(;SZ[9]RU[Chinese])")
    assert game.komi == 7.5 and "KM" not in game.to_sgf()
    game.rules = game.rules.replace(komi=5.5)
    assert "KM[5.5]" in game.to_sgf()


# ----------------------------------------------------------------------- text values
@pytest.mark.parametrize("comment", [
    "a ] b", "back\\slash", "ends with a backslash \\", "\\]\\]", "[bracketed]",
    "two\nlines", "", "日本語のコメント", "emoji 🙂 and ZWJ 👩‍👩‍👧",
])
def test_comments_survive_escaping(comment: str) -> None:
    game = gt.Game(9)
    game.play("E5")
    game.node.comment = comment
    again = game_from_sgf(game.to_sgf())
    assert follow(again, 0).comment == comment


def test_soft_line_breaks_and_tabs_follow_the_sgf_text_rules() -> None:
    game = game_from_sgf("(;SZ[9]C[one\\\ntwo\tthree\r\nfour])")
    assert game.root.comment == "onetwo three\nfour"


def test_compressed_point_lists_expand_to_setup_stones() -> None:
    game = game_from_sgf("(;SZ[9]AB[aa:cb]AW[ii])")
    assert sorted(game.board.vertex(p) for p, c in game.root.setup.items()
                  if c is gt.Color.BLACK) == ["A8", "A9", "B8", "B9", "C8", "C9"]


def test_passes_as_tt_and_empty() -> None:
    game = game_from_sgf("(;SZ[19];B[tt];W[])")
    game.go_to_end()
    assert [m.vertex for m in game.moves] == ["pass", "pass"] and game.is_over
    assert "tt" not in game.to_sgf()
    big = game_from_sgf("(;SZ[21];B[tt])")  # a point on boards above 19x19
    assert follow(big, 0).move.vertex == "U2"


def test_square_size_written_with_colon_is_accepted() -> None:
    assert game_from_sgf("(;SZ[13:13])").size == 13


# ----------------------------------------------------------------------- illegal moves
SUICIDE = "(;SZ[5]RU[{ru}]AB[aa]AW[ca][ab][bb];B[ba])"


def test_suicide_in_the_record_is_an_error_in_strict_mode() -> None:
    with pytest.raises(SgfError, match=r"move 1 \(B B5\) is illegal under Japanese rules: "
                                       r"Suicide"):
        game_from_sgf(SUICIDE.format(ru="Japanese"), strict=True)


def test_suicide_in_the_record_is_kept_with_a_warning() -> None:
    game = game_from_sgf(SUICIDE.format(ru="Japanese"))
    node = game.redo() and game.node
    assert node.illegal == "suicide" and [w.code for w in game.warnings] == ["illegal-move"]
    assert game.warnings[0].node is node
    # the record implies it: the black stones A5 and B5 take their own last liberty
    assert game.board["A5"] is None and game.board["B5"] is None
    assert game.captures == {gt.Color.BLACK: 0, gt.Color.WHITE: 2}
    assert "B B5" in str(game.warnings[0]) and "Japanese rules" in str(game.warnings[0])
    assert "Samobójstwo" in game.warnings[0].message("pl")


def test_the_same_suicide_loads_under_new_zealand_rules() -> None:
    game = game_from_sgf(SUICIDE.format(ru="NZ"))
    game.redo()
    # the two black stones A5 and B5 took their own last liberty and left the board
    assert game.board["A5"] is None and game.board["B5"] is None
    assert game.captures == {gt.Color.BLACK: 0, gt.Color.WHITE: 2}
    assert game.node.illegal is None and game.warnings == []


KO = "(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb];B[ee];W[dd])"


def test_ko_retake_in_the_record_is_an_error_in_strict_mode() -> None:
    with pytest.raises(SgfError, match=r"move 2 \(W B4\).*Ko"):
        game_from_sgf(KO, strict=True)


def test_ko_retaken_at_once_is_kept_and_play_continues() -> None:
    game = game_from_sgf(KO)
    game.go_to_end()
    retake = game.path[2]
    assert retake.move.vertex == "B4" and retake.illegal == "ko"
    assert retake.move.captured == ("C4",)
    assert [w.code for w in game.warnings] == ["illegal-move"]
    assert game.board["C4"] is None and game.board["B4"] is gt.Color.WHITE
    assert game.move_number == 4 and game.board["D2"] is gt.Color.WHITE
    assert game.captures == {gt.Color.BLACK: 1, gt.Color.WHITE: 1}
    again = game_from_sgf(game.to_sgf())
    assert_same_tree(game, again)
    assert again.path[0].children[0].children[0].illegal == "ko"


def test_stone_on_an_occupied_point_replaces_the_stone_there() -> None:
    text = "(;SZ[9];B[ee];W[dd](;B[cc])(;B[ff];W[ee];B[gg]))"
    game = game_from_sgf(text)
    node = follow(game, 0, 0, 1, 0)
    assert node.illegal == "occupied" and game.board["E5"] is gt.Color.WHITE
    message = str(game.warnings[0])
    assert "move 4 (W E5)" in message and "Occupied" in message
    assert "variation 2 after move 2" in message
    game.redo()
    assert game.board["G3"] is gt.Color.BLACK and game.board["E5"] is gt.Color.WHITE
    game.undo()
    game.undo()
    assert game.board["E5"] is gt.Color.BLACK
    assert_same_tree(game, game_from_sgf(game.to_sgf()))


def test_illegal_move_in_a_variation_says_which_in_strict_mode() -> None:
    text = "(;SZ[9];B[ee];W[dd](;B[cc])(;B[ff];W[ee]))"
    with pytest.raises(SgfError) as caught:
        game_from_sgf(text, strict=True)
    message = str(caught.value)
    assert "move 4 (W E5)" in message and "Occupied" in message
    assert "variation 2 after move 2" in message


# ----------------------------------------------------------------------- bad input
@pytest.mark.parametrize(("text", "words"), [
    ("", "empty"),
    (b"  \n ", "empty"),
    ("Go is fun", "no SGF game tree"),
    ("(;SZ[9];B[ee]", "ends inside"),
    ("(;SZ[9];B[ee];W[dd]C[unfinished", "ends inside"),
    ("(;GM[2]SZ[8])", "GM[2]"),
    ("(;GM[go]SZ[8])", "GM[go]"),
    ("(;SZ[9]C[\ud800])", "not valid Unicode"),
    ("(;SZ[9:13])", "rectangular"),
    ("(;SZ[1])", "2 to 25"),
    ("(;SZ[26])", "2 to 25"),
    ("(;SZ[nine])", "SZ[nine]"),
    ("(;SZ[9];B[ee]]", "malformed"),
    ("(;SZ[9](;B[ee])C[x])", "malformed"),
    (42, "str or bytes"),
])
def test_bad_input_raises_sgf_error_saying_what_and_where(text: object, words: str) -> None:
    with pytest.raises(SgfError) as caught:
        game_from_sgf(text)  # type: ignore[arg-type]
    assert words in str(caught.value)
    assert isinstance(caught.value, gt.GoError)


@pytest.mark.parametrize(("text", "words", "code"), [
    ("(;SZ[9]KM[six])", "KM[six]", "value"),
    ("(;SZ[9]KM[6.3])", "KM[6.3]", "value"),
    ("(;SZ[9]HA[two])", "HA[two]", "value"),
    ("(;SZ[9]HA[7.5])", "HA[7.5]", "value"),
    ("(;SZ[9];B[ee];W[jj])", "move 2 (W[jj]): the move W[jj] is off the 9x9 board", "value"),
    ("(;SZ[9];B[e])", "move 1 (B[e]): B[e] is not an SGF point", "value"),
    ("(;SZ[9];B[ee][ff])", "one point", "value"),
    ("(;SZ[9];B[tt]W[tt])", "both a black and a white move", "split"),
    ("(;SZ[9];B[ee];AB[zz])", "AB[zz] at node 2 (after move 1)", "value"),
    ("(;SZ[9]PL[X])", "PL[X] at the root node", "value"),
    ("(;SZ[9]PL[1])", "PL[1] at the root node", "old-style"),
    (b"(;CA[UTF-8]SZ[9];B[ee]C[\xff\xfe])", "C at move 1", "encoding"),
    ("(;SZ[9];b[ee])", "no capital letters", "property"),
])
def test_odd_values_are_warnings_and_errors_in_strict_mode(text: str | bytes, words: str,
                                                          code: str) -> None:
    with pytest.raises(SgfError) as caught:
        game_from_sgf(text, strict=True)
    assert words in str(caught.value)
    game = game_from_sgf(text)
    assert [w.code for w in game.warnings] == [code]
    # (a move that cannot be played leaves a node that is not a move)
    assert words.split("): ")[-1] in str(game.warnings[0])
    again = game_from_sgf(game.to_sgf())
    assert_same_tree(game, again)


@pytest.mark.parametrize("text", [
    "(;SZ[9]KM[six])", "(;SZ[9]KM[7.50])", "(;SZ[9]HA[0])", "(;SZ[9]HA[7.5])",
    "(;SZ[9]PL[1];W[ee])", "(;SZ[9];B[ee]PL[])", "(;SZ[9];B[ee];W[jj])",
    "(;FF[3]GM[1]SZ[9]AP[Elsewhere:1];B[ee])",
])
def test_odd_values_are_written_back_as_they_came(text: str) -> None:
    assert game_from_sgf(text).to_sgf().strip() == text


def test_a_cut_utf8_name_is_kept_with_a_replacement_character() -> None:
    data = "(;GM[1]SZ[19]PB[Łukasz Wiśniewski]PW[Go".encode() + \
        "ściński".encode()[:1] + b"]KM[6.5];B[pd];W[dp])"
    game = game_from_sgf(data)
    assert game.root.props["PB"] == ["Łukasz Wiśniewski"]  # the rest stays UTF-8
    assert game.root.props["PW"] == ["Go\ufffd"]
    assert [w.code for w in game.warnings] == ["encoding"]
    assert "PW at the root node" in str(game.warnings[0])
    game.go_to_end()
    assert game.move_number == 2


def test_empty_pl_is_kept() -> None:
    game = game_from_sgf("(;SZ[9]AB[cc]PL[];W[ee])")
    assert game.warnings == [] and game.root.props["PL"] == [""]
    assert game.to_move is gt.Color.WHITE
    assert "PL[]" in game.to_sgf()
    assert_same_tree(game, game_from_sgf(game.to_sgf()))


def test_old_style_pl_2_means_white() -> None:
    game = game_from_sgf("(;SZ[9]AB[cc][dd]PL[2])")
    assert game.to_move is gt.Color.WHITE and game.root.props["PL"] == ["2"]
    assert "White" in game.warnings[0].message("en") or "W" in str(game.warnings[0])
    assert "PL[2]" in game.to_sgf()


def test_two_moves_in_one_node_become_two_nodes() -> None:
    game = game_from_sgf("(;SZ[19];B[pd];B[tt]W[tt])")
    game.go_to_end()
    assert [str(m) for m in game.moves] == ["B Q16", "B pass", "W pass"]
    assert game.is_over and [w.code for w in game.warnings] == ["split"]


def test_bad_shift_jis_bytes_are_replaced() -> None:
    data = b"(;CA[SHIFT_JIS]SZ[19]PB[" + "井山".encode("shift_jis") + b"\x81]C[" + \
        "黒番".encode("shift_jis") + b"];B[pd])"
    game = game_from_sgf(data)
    assert game.root.props["PB"][0].startswith("井山") and game.root.comment == "黒番"
    assert [w.code for w in game.warnings] == ["encoding"]


def test_gb2312_without_ca_is_detected() -> None:
    raw = (DATA / "chinese-gb2312-no-ca.sgf").read_bytes()
    assert b"CA[" not in raw
    game = game_from_sgf(raw)
    assert game.root.props["PB"] == ["柯洁"] and game.root.props["PW"] == ["李世石"]
    assert game.root.props["EV"] == ["第一届世界围棋公开赛"]
    # the charset was guessed: the one warning says so, and names it
    assert [w.code for w in game.warnings] == ["charset"]
    assert "GB18030" in str(game.warnings[0])
    text = game.to_sgf()
    assert "柯洁" in text and "CA[UTF-8]" in text
    assert_same_tree(game, game_from_sgf(text.encode()))


def test_a_huge_escaped_comment_is_refused_before_parsing() -> None:
    data = b"(;SZ[9]C[" + b"\\]" * 2_000_000 + b"])"
    with pytest.raises(SgfError, match="escaped characters"):
        game_from_sgf(data)


def test_input_larger_than_the_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import gotutor.sgf as module

    monkeypatch.setattr(module, "MAX_SGF_BYTES", 100)
    with pytest.raises(SgfError, match="bytes long"):
        game_from_sgf(b"(;SZ[9]C[" + b"x" * 200 + b"])")


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_warnings_are_said_in_every_language(language: str) -> None:
    game = game_from_sgf(KO.replace("(;SZ[5]", "(;SZ[5]PL[1]KM[six]"))
    assert {w.code for w in game.warnings} == {"illegal-move", "old-style", "value"}
    for warning in game.warnings:
        text = warning.message(language)
        assert text and "{" not in text
    illegal = next(w for w in game.warnings if w.code == "illegal-move")
    assert gt.explain("ko", language) in illegal.message(language)
    assert rules_name("japanese", language) in illegal.message(language)


def test_a_collection_with_one_broken_game_loads_the_others() -> None:
    raw = (DATA / "collection-one-broken.sgf").read_bytes()
    games = games_from_sgf(raw)
    assert [g.root.props["GN"] for g in games] == [["one"], ["three"], ["four"]]
    skipped = [w for w in games[0].warnings if w.code == "game-skipped"]
    assert len(skipped) == 1 and "game 2" in str(skipped[0])
    assert "SZ[99]" in str(skipped[0])
    with pytest.raises(SgfError, match="game 2"):
        games_from_sgf(raw, strict=True)


def test_sgf_error_is_exported() -> None:
    assert gt.SgfError is SgfError and issubclass(SgfError, gt.GoError)


def test_load_of_a_bad_file_raises(tmp_path: Path) -> None:
    path = tmp_path / "cut.sgf"
    path.write_bytes((DATA / "polish-game.sgf").read_bytes()[:300])
    with pytest.raises(SgfError, match="ends inside"):
        gt.Game.load(path)


# ----------------------------------------------------------------------- odd records
def test_setup_and_move_in_one_node_become_two_nodes() -> None:
    game = game_from_sgf("(;SZ[9];AB[aa]B[ee]C[both])")
    setup = follow(game, 0)
    assert setup.move is None and list(setup.setup.values()) == [gt.Color.BLACK]
    move = follow(game, 0, 0)
    assert move.move.vertex == "E5" and move.comment == "both"
    assert game.board["A9"] is gt.Color.BLACK


def test_move_in_the_root_node_becomes_its_first_child() -> None:
    game = game_from_sgf("(;SZ[9]PB[Ann]B[ee];W[cc])")
    assert game.root.move is None and game.root.props == {"PB": ["Ann"]}
    assert game.variations() == ["B E5"]
    game.go_to_end()
    assert game.move_number == 2


def test_empty_and_repeated_setup_nodes_stay_separate() -> None:
    text = "(;SZ[9];C[just a comment];AB[aa];AB[bb];B[ee])"
    game = game_from_sgf(text)
    game.go_to_end()
    path = game.path
    assert len(path) == 5
    assert path[1].comment == "just a comment" and not path[1].setup
    assert len(path[2].setup) == 1 and len(path[3].setup) == 1
    assert_same_tree(game, game_from_sgf(game.to_sgf()))


def test_moves_out_of_turn_are_kept() -> None:
    game = game_from_sgf("(;SZ[9];B[ee];B[dd];W[cc])")
    game.go_to_end()
    assert [str(m) for m in game.moves] == ["B E5", "B D6", "W C7"]
    assert game.to_move is gt.Color.BLACK
    assert_same_tree(game, game_from_sgf(game.to_sgf()))


def test_player_to_move_in_a_move_node_is_kept() -> None:
    game = game_from_sgf("(;SZ[9];B[ee]PL[B])")
    game.go_to_end()
    assert game.to_move is gt.Color.BLACK
    assert "PL[B]" in game.to_sgf()


def test_identical_variations_stay_two_variations() -> None:
    game = game_from_sgf("(;SZ[9](;B[ee]C[first])(;B[ee]C[second]))")
    assert game.variations() == ["B E5", "B E5"]
    assert [c.comment for c in game.root.children] == ["first", "second"]


def test_play_resumes_after_two_passes() -> None:
    game = game_from_sgf("(;SZ[9];B[];W[];B[ee])")
    game.go_to_end()
    assert game.board["E5"] is gt.Color.BLACK and game.move_number == 3


def test_a_collection_holds_several_games() -> None:
    text = "(;SZ[9]GN[one];B[ee])(;SZ[13]GN[two];B[gg];W[dd])"
    first, second = games_from_sgf(text)
    assert first.root.props["GN"] == ["one"] and second.size == 13
    assert game_from_sgf(text).root.props["GN"] == ["one"]
    with pytest.raises(SgfError, match="game 2"):
        games_from_sgf("(;SZ[9])(;SZ[99])", strict=True)
    only, = games_from_sgf("(;SZ[9])(;SZ[99])")
    assert only.size == 9 and "game 2" in str(only.warnings[0])


# ----------------------------------------------------------------------- writing
def test_game_made_in_python_round_trips() -> None:
    game = gt.Game(9, rules="chinese", komi=5.5)
    for v in ("E5", "C3", "G7"):
        game.play(v)
    game.undo()
    game.play("G3")
    game.node.props["TR"] = ["cc"]
    game.setup(black=["A1"], white=["J9"], to_move="W")
    game.play("D4")
    again = game_from_sgf(game.to_sgf())
    assert_same_tree(game, again)
    assert again.node is again.root


def test_resignation_is_written_as_the_result() -> None:
    game = gt.Game(9)
    game.play("E5")
    game.resign()
    assert "RE[B+R]" in game.to_sgf()


def test_bad_property_names_cannot_be_written() -> None:
    game = gt.Game(9)
    game.root.props["lower"] = ["x"]
    with pytest.raises(SgfError, match="not an SGF property name"):
        game.to_sgf()


def test_text_that_is_not_unicode_cannot_be_written() -> None:
    game = gt.Game(9)
    game.root.props["C"] = ["lone surrogate \ud800"]
    with pytest.raises(SgfError, match="not valid Unicode"):
        game.to_sgf()


def test_gm_with_a_leading_zero_or_empty_is_go() -> None:
    assert game_from_sgf("(;GM[01]SZ[9])").size == 9
    assert game_from_sgf("(;GM[]SZ[7])").size == 7


def test_a_single_string_value_is_one_value() -> None:
    game = gt.Game(9)
    game.root.props["GN"] = "Title"  # type: ignore[assignment]
    assert "GN[Title]" in game.to_sgf()


# ----------------------------------------------------------------------- more real-world
def test_utf16_file_with_byte_order_mark() -> None:
    data = "(;SZ[9]C[Шахматы? Нет, го.];B[ee])".encode("utf-16")
    game = game_from_sgf(data)
    assert game.root.comment == "Шахматы? Нет, го." and game.variations() == ["B E5"]


def test_utf16_charset_name_on_an_ascii_compatible_file_is_ignored() -> None:
    game = game_from_sgf("(;CA[UTF-16]SZ[9]C[zwykły tekst])".encode())
    assert game.root.comment == "zwykły tekst"


def test_komi_with_a_decimal_comma() -> None:
    assert game_from_sgf("(;SZ[9]KM[6,5])").komi == 6.5


def test_long_and_deeply_nested_records_load_and_save() -> None:
    long = "(;SZ[9]" + "".join(";B[]" if i % 2 == 0 else ";W[]" for i in range(1500)) + ")"
    game = game_from_sgf(long)
    game.go_to_end()
    assert game.move_number == 1500
    nested = "(;SZ[9]" + "".join(f"(;{'BW'[i % 2]}[]C[{i}]" for i in range(1200)) + \
        ")" * 1201
    deep = game_from_sgf(nested)
    deep.go_to_end()
    assert deep.move_number == 1200 and deep.node.comment == "1199"
    assert_same_tree(deep, game_from_sgf(deep.to_sgf()))


@pytest.mark.parametrize(("charset", "comment"), [
    ("GB2312", "黑棋先走"), ("Shift_JIS", "黒番 碁"), ("EUC-KR", "흑 선"),
])
def test_east_asian_charsets(charset: str, comment: str) -> None:
    game = game_from_sgf(f"(;CA[{charset}]SZ[9]C[{comment}])".encode(charset))
    assert game.root.comment == comment


@pytest.mark.parametrize("charset", ["rot13", "base64", "cp037", "undefined", "UTF-32"])
def test_charsets_no_sgf_file_can_be_in_are_ignored(charset: str) -> None:
    game = game_from_sgf(f"(;CA[{charset}]SZ[9]C[Łódź])".encode())
    assert game.root.comment == "Łódź"


def test_a_game_with_warnings_copies_and_pickles_however_long() -> None:
    import copy
    import pickle

    text = "(;SZ[9]" + "".join(";B[]" if i % 2 == 0 else ";W[]" for i in range(3000)) + \
        ";B[ee];W[ee])"
    game = game_from_sgf(text)
    for other in (copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        (warning,) = other.warnings
        assert warning.node.illegal == "occupied" and warning.node is not game.warnings[0].node
        assert warning.node in list(other.main_line())
        assert str(warning) == str(game.warnings[0])
        assert other.record == game.record and other.to_sgf() == game.to_sgf()
