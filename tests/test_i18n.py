"""The five languages: catalogs complete and consistent, plural forms right, API behaviour."""

from __future__ import annotations

import ast
import gettext
import json
import re
import string
from pathlib import Path

import polib
import pytest

import gotutor
from gotutor import i18n
from gotutor.errors import REASONS, GoError, IllegalMove
from gotutor.i18n import LanguageError, exchange
from gotutor.i18n.catalogs import MARKDOWN_COMMENT, PLURAL_FORMS, update_catalog
from gotutor.i18n.exchange import NEEDS_REVIEW, REVIEW
from gotutor.i18n.extract import find_messages

PACKAGE = Path(gotutor.__file__).resolve().parent
LOCALE = PACKAGE / "i18n" / "locale"
CODES = ["en", "pl", "ru", "nb", "ky"]
OTHERS = [c for c in CODES if c != "en"]

# Short terms that GLOSSARY.md gives as the same word as in English (plus the Japanese
# terms superko and nigiri, used as they are in Polish and Norwegian Go texts, and the
# name AGA): the only entries a non-English catalog may leave identical to the msgid.
# Messages without letters ("47 - 39") are the same in every language.
_EVERYWHERE = {"AGA"}
SAME_AS_ENGLISH = {
    "pl": {"ko", "Ko", "komi", "Komi", "atari", "Atari", "Atari!", "seki", "Seki", "handicap",
           "Handicap", "superko", "Superko", "Nigiri", "Nakade", "Atari.", "...atari...",
           "komi {n}"}
          | _EVERYWHERE,
    "nb": {"ko", "Ko", "komi", "Komi", "atari", "Atari", "Atari!", "seki", "Seki", "handicap",
           "Handicap", "pass", "Pass", "superko", "Superko", "Nigiri", "Nakade", "Atari.",
           "...atari...", "komi {n}"}
          | _EVERYWHERE,
    "ru": _EVERYWHERE,
    "ky": _EVERYWHERE,
}

# Kyrgyz terms with no confirmed source (GLOSSARY.md marks them "?"), and the "ko" that
# the superko row adds: an entry that uses one must ask for a native Go player's review.
KY_UNCONFIRMED = NEEDS_REVIEW["ky"]


def _po(code: str) -> polib.POFile:
    return polib.pofile(str(LOCALE / code / "LC_MESSAGES" / "gotutor.po"))


def _active(po: polib.POFile) -> list[polib.POEntry]:
    return [e for e in po if not e.obsolete]


def _forms(entry: polib.POEntry) -> list[str]:
    if entry.msgid_plural:
        return [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)]
    return [entry.msgstr]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(autouse=True)
def _english_session():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def catalogs() -> dict[str, polib.POFile]:
    return {code: _po(code) for code in CODES}


def _name(node: ast.AST) -> str | None:
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if _name(node) == "N_" and len(node.args) == 1:  # type: ignore[attr-defined]
        return _literal(node.args[0])  # type: ignore[attr-defined]
    return None


def _marked_in_source() -> dict[str, str | None]:
    """msgid -> plural msgid (or None) of every marking call with literals under gotutor/.

    Marks: _("..."), N_("..."), ngettext("...", "...", n), and a plural pair marked for
    later as the first two arguments of a call: f(N_("..."), N_("..."), n).
    """
    singles: set[str] = set()
    plurals: dict[str, str] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = _name(node)
            if name is None or not node.args:  # type: ignore[attr-defined]
                continue
            args = node.args  # type: ignore[attr-defined]
            pair = [_literal(a) for a in args[:2]] if len(args) >= 2 else []
            if name == "ngettext" or (len(pair) == 2 and all(_name(a) == "N_" for a in args[:2])):
                if pair and None not in pair:
                    plurals[pair[0]] = pair[1]
            elif name in ("_", "N_") and _literal(args[0]) is not None:
                singles.add(_literal(args[0]))
    # A literal inside a plural pair is not a message of its own.
    singles -= set(plurals) | set(plurals.values())
    return {**dict.fromkeys(singles), **plurals}


# --- languages and the session -------------------------------------------------------

def test_five_languages_english_first():
    assert i18n.languages() == ["en", "pl", "ru", "nb", "ky"]


@pytest.mark.parametrize(("code", "expected"), [
    ("pl_PL", "pl"), ("nb-NO", "nb"), ("no", "nb"), ("no_NO", "nb"), ("NB", "nb"),
    ("ru_RU.UTF-8", "ru"), ("ky-KG", "ky"), ("en_GB", "en"), (" pl ", "pl"), ("rus", "ru"),
])
def test_language_codes_are_normalised(code, expected):
    assert i18n.normalize_language(code) == expected
    i18n.set_language(code)
    assert i18n.get_language() == expected


@pytest.mark.parametrize("bad", ["xx", "", "de_DE", "english", 42])
def test_unknown_language_raises_language_error_listing_known_codes(bad):
    i18n.set_language("ru")
    with pytest.raises(LanguageError) as caught:
        i18n.set_language(bad)
    assert isinstance(caught.value, GoError)
    for code in CODES:
        assert code in str(caught.value)
    assert i18n.get_language() == "ru"  # unchanged


def test_unknown_language_in_a_call_raises():
    with pytest.raises(LanguageError, match="en, pl, ru, nb, ky"):
        i18n._("Pass", "fr")
    with pytest.raises(LanguageError):
        i18n.ngettext("{n} stone", "{n} stones", 2, "de")
    with pytest.raises(LanguageError):
        i18n.explain("ko", "zz")


def test_default_is_english_and_session_language_applies():
    assert i18n.get_language() == "en"
    assert i18n._("Pass") == "Pass"
    i18n.set_language("pl")
    assert i18n._("Pass") == "Pas"
    assert i18n._("Pass", "ru") == "Пас"  # an explicit language wins over the session's
    assert i18n.explain("occupied") == "Zajęte: na tym punkcie już stoi kamień."


def test_fields_are_filled_after_translation():
    assert i18n._("Move {n}", "nb", n=12) == "Trekk 12"
    assert i18n._("Move {n}", "ky", n=3) == "3-жүрүш"


# --- plural forms --------------------------------------------------------------------

@pytest.mark.parametrize(("code", "expected"), [
    ("pl", {1: "1 kamień", 2: "2 kamienie", 4: "4 kamienie", 5: "5 kamieni",
            12: "12 kamieni", 14: "14 kamieni", 21: "21 kamieni", 22: "22 kamienie",
            25: "25 kamieni", 0: "0 kamieni", 104: "104 kamienie", 112: "112 kamieni"}),
    ("ru", {1: "1 камень", 2: "2 камня", 4: "4 камня", 5: "5 камней", 11: "11 камней",
            12: "12 камней", 21: "21 камень", 22: "22 камня", 25: "25 камней",
            0: "0 камней", 101: "101 камень", 111: "111 камней"}),
    ("nb", {1: "1 stein", 2: "2 steiner", 21: "21 steiner", 0: "0 steiner"}),
    ("ky", {1: "1 таш", 2: "2 таш", 25: "25 таш"}),
    ("en", {1: "1 stone", 2: "2 stones", 21: "21 stones", 0: "0 stones"}),
])
def test_stone_counts_take_the_grammatical_plural(code, expected):
    for n, words in expected.items():
        assert i18n.ngettext("{n} stone", "{n} stones", n, code) == words
        assert i18n.stones(n, code) == words


def test_plural_needs_a_whole_number():
    assert i18n.ngettext("{n} stone", "{n} stones", 2.0, "pl") == "2 kamienie"
    for bad in (2.5, "2", None, True):
        with pytest.raises(GoError, match="whole number"):
            i18n.ngettext("{n} stone", "{n} stones", bad, "pl")


def test_captures_sentence_agrees_with_the_number():
    assert i18n.captured("B", 1, "pl") == "Czarne zbiły 1 kamień"
    assert i18n.captured("W", 22, "pl") == "Białe zbiły 22 kamienie"
    assert i18n.captured("B", 25, "pl") == "Czarne zbiły 25 kamieni"
    assert i18n.captured("B", 21, "ru") == "Чёрные взяли 21 камень"
    assert i18n.captured("W", 3, "ru") == "Белые взяли 3 камня"
    assert i18n.captured("W", 1, "en") == "White captured 1 stone"
    assert i18n.captured(gotutor.Color.BLACK, 2, "nb") == "Svart har fanget 2 steiner"


@pytest.mark.parametrize(("code", "nplurals"), [("en", 2), ("pl", 3), ("ru", 3), ("nb", 2),
                                                ("ky", 2)])
def test_plural_forms_header(catalogs, code, nplurals):
    header = catalogs[code].metadata["Plural-Forms"]
    assert header.startswith(f"nplurals={nplurals};")
    for entry in _active(catalogs[code]):
        if entry.msgid_plural:
            assert sorted(entry.msgstr_plural) == list(range(nplurals)), entry.msgid


# --- the catalogs --------------------------------------------------------------------

def test_every_catalog_has_the_same_msgids(catalogs):
    ids = {code: {(e.msgid, e.msgid_plural) for e in _active(po)}
           for code, po in catalogs.items()}
    assert len(ids["en"]) > 80
    for code in OTHERS:
        assert ids[code] == ids["en"], code


def test_no_catalog_entry_is_empty(catalogs):
    for code, po in catalogs.items():
        empty = [e.msgid for e in _active(po) if not all(f.strip() for f in _forms(e))]
        assert empty == [], f"{code}: untranslated {empty}"
        assert not [e.msgid for e in _active(po) if e.fuzzy], code


def test_placeholders_are_the_same_in_every_translation(catalogs):
    for code, po in catalogs.items():
        for entry in _active(po):
            wanted = _fields(entry.msgid) | _fields(entry.msgid_plural)
            for form in _forms(entry):
                assert _fields(form) == wanted, (code, entry.msgid, form)
                values = dict.fromkeys(wanted, "X")
                form.format(**values)  # no stray braces


def test_no_sentence_is_left_in_english(catalogs):
    for code in OTHERS:
        same = {e.msgid for e in _active(catalogs[code])
                if e.msgid in _forms(e) and re.search(r"[^\W\d_]", e.msgid)}
        assert same <= SAME_AS_ENGLISH[code], (code, same - SAME_AS_ENGLISH[code])


def test_every_message_marked_in_the_source_is_in_every_catalog(catalogs):
    marked = _marked_in_source()
    assert "Suicide: this stone would have no liberties and captures nothing." in marked
    assert marked["{n} stone"] == "{n} stones"
    for code, po in catalogs.items():
        entries = {e.msgid: e for e in _active(po)}
        missing = sorted(set(marked) - set(entries))
        assert missing == [], f"{code}: run python -m gotutor.i18n.extract; missing {missing}"
        for msgid, plural in marked.items():
            assert entries[msgid].msgid_plural == (plural or ""), (code, msgid)


def test_marking_calls_use_plain_literals():
    _messages, problems = find_messages(PACKAGE)
    assert problems == []


@pytest.mark.parametrize("code", CODES)
def test_compiled_catalog_matches_the_po(catalogs, code):
    po = catalogs[code]
    with open(LOCALE / code / "LC_MESSAGES" / "gotutor.mo", "rb") as stream:
        mo = gettext.GNUTranslations(stream)
    expected: dict[object, str] = {}
    for entry in po.translated_entries():
        if entry.msgid_plural:
            for index, form in entry.msgstr_plural.items():
                expected[(entry.msgid, int(index))] = form
        else:
            expected[entry.msgid] = entry.msgstr
    stored = {k: v for k, v in mo._catalog.items() if k != ""}  # "" is the header
    assert stored == expected
    assert mo.info()["plural-forms"] == po.metadata["Plural-Forms"]
    assert mo.info()["language"] == code


# --- Go words ------------------------------------------------------------------------

def test_explanations_in_english():
    assert i18n.explain("suicide") == (
        "Suicide: this stone would have no liberties and captures nothing.")
    assert i18n.explain("occupied") == "Occupied: there is already a stone on this point."


@pytest.mark.parametrize("code", CODES)
def test_every_illegal_move_reason_is_explained(code):
    sentences = {reason: i18n.explain(reason, code) for reason in REASONS}
    assert len(set(sentences.values())) == len(REASONS)  # one sentence per reason
    if code != "en":
        for reason, sentence in sentences.items():
            assert sentence != i18n.explain(reason, "en")
    assert i18n.explain(IllegalMove("ko", "E7"), code) == sentences["ko"]


def test_unknown_reason_raises_listing_the_known_ones():
    with pytest.raises(GoError, match=r"occupied.*suicide.*ko.*superko.*off-board"):
        i18n.explain("bad-luck")


# Expected words from GLOSSARY.md (the first term of each cell).
GLOSSARY = {
    "liberty": ("oddech", "дыхание", "frihet", "эркиндик"),
    "atari": ("atari", "атари", "atari", "атари"),
    "capture": ("zbicie", "взятие", "fangst", "колго түшүрүү"),
    "prisoner": ("jeniec", "пленный", "fange", "туткун"),
    "territory": ("terytorium", "территория", "territorium", "аймак"),
    "chain": ("łańcuch", "группа", "blokk", "топ"),
    "ko": ("ko", "ко", "ko", "ко"),
    "suicide": ("samobójstwo", "самоубийственный ход", "selvmord", "суицид"),
    "pass": ("pas", "пас", "pass", "кезегин өткөрүү"),
    "komi": ("komi", "коми", "komi", "коми"),
    "handicap": ("handicap", "фора", "handicap", "фора"),
    "dame": ("punkt niczyj", "ничейный пункт", "nøytralt punkt", "бейтарап чекит"),
    "seki": ("seki", "сэки", "seki", "сэки"),
    "black": ("czarne", "чёрные", "svart", "кара"),
    "white": ("białe", "белые", "hvit", "ак"),
    "stone": ("kamień", "камень", "stein", "таш"),
    "board": ("plansza", "доска", "brett", "такта"),
}


@pytest.mark.parametrize("name", sorted(GLOSSARY))
def test_terms_follow_the_glossary(name):
    assert i18n.term(name, "en") == name
    for code, word in zip(("pl", "ru", "nb", "ky"), GLOSSARY[name], strict=True):
        assert i18n.term(name, code) == word


def test_unknown_term_raises():
    with pytest.raises(GoError, match="liberty"):
        i18n.term("eye-shape")


def test_liberty_is_translated_with_one_word_per_language(catalogs):
    # Russian: дыхание for a liberty, and no дамэ at all (GLOSSARY's trap: beginners read
    # it as a liberty); a neutral point is ничейный пункт, as the Russian rule text says.
    stems = {"pl": "oddech", "ru": "дыхани", "nb": "frihet", "ky": "эркинди"}
    for code, stem in stems.items():
        for entry in _active(catalogs[code]):
            english = re.sub(r"`[^`]*`", "", entry.msgid + entry.msgid_plural)  # not code
            if re.search(r"\bliberty\b|\bliberties\b", english):
                for form in filter(None, _forms(entry)):  # untranslated: another test
                    assert stem in form.lower(), (code, entry.msgid, form)
                    assert "дамэ" not in form.lower(), (code, entry.msgid, form)
    header = catalogs["ru"].header
    assert "дыхание" in header and "ничейный пункт" in header
    # The Japanese word is named once, in brackets, where the English teaches it ("Such
    # neutral points are called dame"), so that the student can read other books; it is
    # never the course's own word for anything.
    named_once = {"ru": "(по-японски — дамэ)", "nb": "(dame)"}
    for code, banned in (("ru", r"дамэ"), ("nb", r"\b[Dd]ame\b|svakeste"),
                         ("ky", r"дем алуу|дамэ|оюнду утул|Башталгыч"),
                         ("pl", r"ruszają się")):
        named = 0
        for entry in _active(catalogs[code]):
            for form in _forms(entry):
                if code in named_once and "are called dame" in entry.msgid:
                    assert named_once[code] in form, (code, entry.msgid, form)
                    form = form.replace(named_once[code], "")
                    named += 1
                assert not re.search(banned, form), (code, entry.msgid, form)
        assert named == (1 if code in named_once else 0), code


def test_unconfirmed_kyrgyz_terms_are_marked_for_review(catalogs):
    marked = 0
    for entry in _active(catalogs["ky"]):
        if any(re.search(p, f) for p in KY_UNCONFIRMED for f in _forms(entry)):
            assert REVIEW in entry.tcomment, entry.msgid
            marked += 1
    assert marked >= 7  # at least the terms liberty, atari, ko, superko, handicap, dame, seki


def test_rule_presets_have_names_and_descriptions():
    presets = gotutor.preset_names()
    assert len(presets) == 7
    for code in CODES:
        names = {i18n.rules_name(p, code) for p in presets}
        descriptions = {i18n.rules_description(p, code) for p in presets}
        assert len(names) == len(descriptions) == 7, code
    assert i18n.rules_name("new_zealand", "ru") == "Новозеландские правила"
    assert i18n.rules_name(gotutor.Rules.preset("tromp-taylor"), "pl") == "Zasady Tromp-Taylora"
    assert i18n.rules_name(gotutor.Rules(), "nb") == "Egne regler"  # a custom rule set
    assert "6,5" in i18n.rules_description("japanese", "pl")
    assert "6.5" in i18n.rules_description("japanese", "en")
    with pytest.raises(GoError, match="japanese"):
        i18n.rules_name("klingon")


def test_points_and_results_use_the_languages_decimal_separator():
    assert i18n.format_points(3.5, "pl") == "3,5"
    assert i18n.format_points(41.0, "ru") == "41"
    assert i18n.format_points(0.5, "en") == "0.5"
    assert i18n.wins_by("W", 3.5, "pl") == "Białe wygrywają o 3,5 pkt"
    assert i18n.wins_by("B", 15, "en") == "Black wins by 15"
    assert i18n.wins_by(None, 0, "nb") == "Uavgjort"
    with pytest.raises(GoError):
        i18n.format_points("3.5", "pl")


def test_turn_and_colour_labels():
    assert i18n.to_play("B", "ru") == "Ход чёрных"
    assert i18n.to_play("white", "pl") == "Ruch białych"
    assert i18n.color_name("W", "ky") == "Ак"
    assert i18n.passed("B", "nb") == "Svart passet"
    with pytest.raises(GoError):
        i18n.to_play("green", "en")


# --- the extraction tool -------------------------------------------------------------

def test_extraction_finds_marked_literals_and_flags_the_rest(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(
        "from gotutor import i18n\n"
        "from gotutor.i18n import N_, _, ngettext\n"
        "LABEL = N_('Hello')\n"
        "def f(n, x):\n"
        "    _(LABEL)\n"
        "    i18n._('Bye {x}', x=x)\n"
        "    ngettext('{n} cat', '{n} cats', n)\n"
        "    _(f'no {x}')\n"
        "    Text.plural_of(N_('{n} dog'), N_('{n} dogs'), n)\n", encoding="utf-8")
    messages, problems = find_messages(package)
    found = {m.msgid: m.plural for m in messages}
    assert found == {"Hello": None, "Bye {x}": None, "{n} cat": "{n} cats",
                     "{n} dog": "{n} dogs"}
    assert len(problems) == 1 and "a.py:8" in problems[0]


def test_update_keeps_translations_adds_new_ids_and_obsoletes_old(tmp_path):
    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8"}
    po.append(polib.POEntry(msgid="Pass", msgstr="Pas", tcomment=REVIEW))
    po.append(polib.POEntry(msgid="Gone", msgstr="Nie ma"))
    (tmp_path / "m.py").write_text("_('Pass')\n_('New')\nngettext('{n} x', '{n} xs', 2)\n")
    messages, _problems = find_messages(tmp_path)
    assert update_catalog(po, "pl", messages)
    entries = {e.msgid: e for e in po}
    assert entries["Pass"].msgstr == "Pas" and entries["Pass"].tcomment == REVIEW
    assert entries["New"].msgstr == "" and not entries["New"].obsolete
    assert entries["{n} x"].msgstr_plural == {0: "", 1: "", 2: ""}  # Polish: three forms
    assert entries["Gone"].obsolete and entries["Gone"].msgstr == "Nie ma"
    assert not update_catalog(po, "pl", messages)  # a second run changes nothing
    english = polib.POFile()
    update_catalog(english, "en", messages)
    assert {e.msgid: e.msgstr for e in english}["New"] == "New"


# --- notebook Markdown and the translation exchange -----------------------------------

def test_markdown_cells_are_messages_with_a_comment_for_the_translator(tmp_path):
    (tmp_path / "lesson.py").write_text(
        "from gotutor.i18n import N_, _\n"
        "from gotutor.lessons.cells import code, md\n"
        "CELLS = [md('''\n## Chains\n\nA **chain** shares its [liberties](01-a.ipynb).\n'''),\n"
        "         md(N_('''\nIn this lesson: `L.demo()`.\n''')),\n"
        "         md(f'{CELLS}'), code('L.demo()')]\n"
        "# Translators: a heading;\n"
        "# keep it short.\n"
        "X = _('Lesson {number}: {title}')\n", encoding="utf-8")
    messages, problems = find_messages(tmp_path)
    found = {m.msgid: m for m in messages}
    assert problems == []
    assert set(found) == {"## Chains\n\nA **chain** shares its [liberties](01-a.ipynb).",
                          "In this lesson: `L.demo()`.", "Lesson {number}: {title}"}
    for msgid in ("In this lesson: `L.demo()`.",
                  "## Chains\n\nA **chain** shares its [liberties](01-a.ipynb)."):
        assert found[msgid].comments == [MARKDOWN_COMMENT]
    assert found["Lesson {number}: {title}"].comments == ["a heading; keep it short."]


def test_the_notebooks_prose_is_in_the_catalogs(catalogs):
    from gotutor.lessons import LESSONS
    from gotutor.lessons.notebooks import START_HERE, lesson_cells

    entries = {e.msgid: e for e in _active(catalogs["pl"])}
    texts = [t for k, t in START_HERE if k == "markdown"]
    texts += [t for item in LESSONS for k, t in lesson_cells(item) if k == "markdown"]
    assert len(texts) > 60
    for text in texts:
        assert text in entries, text[:60]
        assert exchange.is_markdown(entries[text])


def test_an_edited_sentence_keeps_its_old_translation_as_fuzzy(tmp_path):
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Black plays first, then White.",
                            msgstr="Czarne zaczynają, potem białe."))
    (tmp_path / "m.py").write_text("_('Black plays first, then White plays.')\n"
                                   "_('Something else entirely')\n", encoding="utf-8")
    messages, _problems = find_messages(tmp_path)
    update_catalog(po, "pl", messages)
    entries = {e.msgid: e for e in po if not e.obsolete}
    edited = entries["Black plays first, then White plays."]
    assert edited.fuzzy and edited.msgstr == "Czarne zaczynają, potem białe."
    assert edited.previous_msgid == "Black plays first, then White."
    assert entries["Something else entirely"].msgstr == ""
    item = {i["msgid"]: i for i in exchange.todo_items(po, "pl")}
    assert item["Black plays first, then White plays."]["previous_msgstr"] == (
        "Czarne zaczynają, potem białe.")
    assert item["Black plays first, then White plays."]["previous_msgid"] == (
        "Black plays first, then White.")
    applied, refused = exchange.apply_items(po, "pl", [
        {"msgid": "Black plays first, then White plays.",
         "msgstr": "Czarne zaczynają, potem grają białe."}])
    assert (applied, refused) == (1, [])
    assert not edited.fuzzy and edited.previous_msgid is None and edited.translated()


def _exchange_catalog(language: str) -> polib.POFile:
    po = polib.POFile()
    po.metadata = {"Plural-Forms": PLURAL_FORMS[language]}
    po.append(polib.POEntry(msgid="{color} captured {n} stones", msgstr=""))
    po.append(polib.POEntry(msgid="{n} stone", msgid_plural="{n} stones",
                            msgstr_plural={0: "", 1: "", 2: ""}))
    po.append(polib.POEntry(msgid="## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`.",
                            comment=MARKDOWN_COMMENT))
    po.append(polib.POEntry(msgid="Pass", msgstr="Pas"))
    return po


def test_todo_lists_what_a_language_lacks_with_its_plural_forms():
    items = exchange.todo_items(_exchange_catalog("pl"), "pl")
    assert [i["msgid"] for i in items] == [
        "{color} captured {n} stones", "{n} stone",
        "## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`."]
    assert items[1]["msgid_plural"] == "{n} stones" and items[0]["msgid_plural"] is None
    assert items[1]["plural_forms"][0][:1] == [1] and 22 in items[1]["plural_forms"][1]
    assert MARKDOWN_COMMENT in items[2]["comments"]
    json.dumps(items)  # plain JSON data


@pytest.mark.parametrize(("item", "reason"), [
    ({"msgid": "{color} captured {n} stones", "msgstr": "{kolor} zbiły {n}"}, "missing"),
    ({"msgid": "{color} captured {n} stones", "msgstr": "{color} zbiły {n"}, "broken"),
    ({"msgid": "{color} captured {n} stones", "msgstr": "  "}, "empty"),
    ({"msgid": "{color} captured {n} stones", "msgstr_plural": ["a", "b"]}, "msgstr"),
    ({"msgid": "{n} stone", "msgstr_plural": ["{n} kamień", "{n} kamienie"]}, "3 forms"),
    ({"msgid": "{n} stone", "msgstr": "{n} kamień"}, "msgstr_plural"),
    ({"msgid": "## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`.",
      "msgstr": "## Ko\n\nZobacz [lekcję 5](05-ko-pl.ipynb) i `L.demo()`."}, "link targets"),
    ({"msgid": "## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`.",
      "msgstr": "Ko\n\nZobacz [lekcję 5](05-ko.ipynb) i `L.demo()`."}, "headings"),
    ({"msgid": "Gone", "msgstr": "Nie ma"}, "not a msgid"),
    ({"msgstr": "bez msgid"}, "not a msgid"),
])
def test_apply_refuses_a_bad_entry_and_changes_nothing(item, reason):
    po = _exchange_catalog("pl")
    before = str(po)
    applied, refused = exchange.apply_items(po, "pl", [item])
    assert applied == 0 and len(refused) == 1 and reason in refused[0]
    assert str(po) == before


def test_apply_writes_good_entries_and_flags_unconfirmed_kyrgyz_terms():
    po = _exchange_catalog("pl")
    applied, refused = exchange.apply_items(po, "pl", [
        {"msgid": "{color} captured {n} stones", "msgstr": "{color}: zbite kamienie: {n}"},
        {"msgid": "{n} stone", "msgstr_plural": ["{n} kamień", "{n} kamienie", "{n} kamieni"]},
        {"msgid": "## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`.",
         "msgstr": "\n## Ko\n\nZobacz [lekcję 5](05-ko.ipynb) i `L.demo()`.\n"},
        {"msgid": "Pass", "msgstr": "Pasuj", "comment": "a button"},
        {"msgid": "nothing", "msgstr": "nic"}])
    assert applied == 4 and len(refused) == 1 and "#5" in refused[0]
    entries = {e.msgid: e for e in po}
    assert entries["{n} stone"].msgstr_plural == {0: "{n} kamień", 1: "{n} kamienie",
                                                  2: "{n} kamieni"}
    assert entries["## Ko\n\nSee [lesson 5](05-ko.ipynb) and `L.demo()`."].msgstr == (
        "## Ko\n\nZobacz [lekcję 5](05-ko.ipynb) i `L.demo()`.")  # blank lines stripped
    assert entries["Pass"].msgstr == "Pasuj" and entries["Pass"].tcomment == "a button"
    assert exchange.todo_items(po, "pl") == []
    ky = _exchange_catalog("ky")
    exchange.apply_items(ky, "ky", [
        {"msgid": "{n} stone", "msgstr_plural": ["{n} таш", "{n} таш"]},
        {"msgid": "{color} captured {n} stones", "msgstr": "{color} {n} ташты ко менен алды"},
        {"msgid": "Pass", "msgstr": "Кезегин өткөрүү", "review": True}])
    entries = {e.msgid: e for e in ky}
    assert REVIEW not in entries["{n} stone"].tcomment
    assert REVIEW in entries["{color} captured {n} stones"].tcomment  # "ко": unconfirmed
    assert REVIEW in entries["Pass"].tcomment


def test_the_exchange_commands_touch_only_their_languages_catalog(tmp_path, monkeypatch):
    from gotutor.i18n import catalogs, extract

    for code in CODES:
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "gotutor.po").write_bytes(
            (LOCALE / code / "LC_MESSAGES" / "gotutor.po").read_bytes())
    monkeypatch.setattr(catalogs, "catalog_path", lambda language, suffix="po": (
        tmp_path / language / "LC_MESSAGES" / f"gotutor.{suffix}"))
    todo = tmp_path / "todo.json"
    assert extract.main(["--todo", "nb", str(todo)]) == 0
    items = json.loads(todo.read_text(encoding="utf-8"))
    assert all(set(i) >= {"msgid", "msgid_plural", "comments", "references"} for i in items)
    done = tmp_path / "done.json"
    done.write_text(json.dumps([{"msgid": "Pass", "msgstr": "Pass"},
                                {"msgid": "Pass", "msgstr": "{x}"}]), encoding="utf-8")
    assert extract.main(["--apply", "nb", str(done)]) == 1  # the second is refused
    assert (tmp_path / "nb" / "LC_MESSAGES" / "gotutor.mo").exists()
    assert not (tmp_path / "pl" / "LC_MESSAGES" / "gotutor.mo").exists()
    assert _po_at(tmp_path, "pl") == _po_at(LOCALE, "pl")
    done.write_text("{not json", encoding="utf-8")
    assert extract.main(["--apply", "nb", str(done)]) == 1
    with pytest.raises(SystemExit):
        extract.main(["--todo", "fr", str(todo)])


def _po_at(root: Path, code: str) -> str:
    return (root / code / "LC_MESSAGES" / "gotutor.po").read_text(encoding="utf-8")


# A count before a countable noun: "{n} points", "{white} white stones".
_COUNTED = re.compile(r"\{[a-z_]+\}\s+(?:(?:black|white|more|dead|empty|own)\s+)?"
                      r"(?:stones?|points?|prisoners?|liberty|liberties|moves?|chains?|eyes?|"
                      r"lines?|intersections?)\b")


def test_every_count_before_a_noun_goes_through_ngettext():
    """A sentence such as "White has {n} points" needs the plural forms of each language
    (Russian 3 камня, 5 камней): it must be an ngettext pair, not a plain message."""
    plain = [msgid for msgid, plural in _marked_in_source().items()
             if plural is None and _COUNTED.search(msgid)]
    assert plain == [], "use ngettext for: " + "; ".join(sorted(plain))
    assert _COUNTED.search("White has {n} points.") and _COUNTED.search(
        "{black} black and {white} white stones")
    assert not _COUNTED.search("Move {n} of {total}") and not _COUNTED.search(
        "{size}x{size} board") and not _COUNTED.search("in variation {v} after move {m}")


def test_a_translation_of_an_edited_english_text_is_kept_as_fuzzy():
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Black plays first, then White plays.", msgstr=""))
    po.append(polib.POEntry(msgid="Something else entirely", msgstr=""))
    notes: list[str] = []
    applied, refused = exchange.apply_items(po, "pl", [
        {"msgid": "Black plays first, then White.", "msgstr": "Czarne zaczynają, potem białe."},
        {"msgid": "A text nobody wrote", "msgstr": "Tekst"}], notes)
    assert applied == 1 and len(refused) == 1 and "A text nobody" in refused[0]
    entry = po.find("Black plays first, then White plays.")
    assert entry.fuzzy and entry.msgstr == "Czarne zaczynają, potem białe."
    assert entry.previous_msgid == "Black plays first, then White."
    assert len(notes) == 1 and "changed" in notes[0]
    assert po.find("Something else entirely").msgstr == ""
    item = exchange.todo_items(po, "pl")[0]  # listed again, with the old English
    assert item["previous_msgid"] == "Black plays first, then White."
