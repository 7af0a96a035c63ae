"""The default language: GOTUTOR_LANGUAGE, the remembered choice, the locale, English.

Each rule is checked in a fresh Python process with a controlled environment (no locale
variable but those the test sets; settings in a temporary folder), since the default
is found once per session.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gotutor import i18n
from gotutor.i18n import LanguageError, preference

ROOT = Path(__file__).resolve().parent.parent
CLEARED = ("GOTUTOR_LANGUAGE", "GOTUTOR_CONFIG_DIR", "JUPYTER_DATA_DIR", "XDG_DATA_HOME",
           *preference.LOCALE_VARIABLES)


def _run(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in CLEARED}
    environ.update({"PYTHONPATH": str(ROOT), "GOTUTOR_CONFIG_DIR": str(tmp_path / "cfg"),
                    "HOME": str(tmp_path / "home")}, **env)
    return subprocess.run([sys.executable, "-W", "always", "-c", code], env=environ,
                          capture_output=True, text=True, timeout=60, check=True)


def _language(tmp_path: Path, **env: str) -> str:
    """Returns what gt.get_language() says in a new process with `env`."""
    out = _run("import gotutor as gt; print(gt.get_language())", tmp_path, **env)
    return out.stdout.strip()


@pytest.fixture(autouse=True)
def _english_session():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# --- in fresh processes, one rule each ---------------------------------------------------

def test_english_when_nothing_says_otherwise(tmp_path):
    assert _language(tmp_path) == "en"


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "nb_NO"}, "nb"),
    ({"LANG": "no_NO.UTF-8"}, "nb"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "ky_KG.UTF-8"}, "ky"),
    ({"LANG": "de_DE.UTF-8"}, "en"),  # a language gotutor does not speak: English
])
def test_the_locale_names_the_language(tmp_path, env, expected):
    assert _language(tmp_path, **env) == expected


def test_language_is_a_list_its_first_known_entry_wins(tmp_path):
    assert _language(tmp_path, LANGUAGE="de_DE:ru:pl", LANG="nb_NO.UTF-8") == "ru"


def test_language_comes_before_lc_all_which_comes_before_lc_messages_and_lang(tmp_path):
    assert _language(tmp_path, LANGUAGE="nb", LC_ALL="pl_PL.UTF-8") == "nb"
    assert _language(tmp_path, LC_ALL="ky_KG.UTF-8", LC_MESSAGES="ru_RU",
                     LANG="pl_PL") == "ky"
    assert _language(tmp_path, LC_MESSAGES="ru_RU.UTF-8", LANG="pl_PL.UTF-8") == "ru"


def test_c_and_posix_locales_are_skipped(tmp_path):
    assert _language(tmp_path, LC_ALL="C", LANG="pl_PL.UTF-8") == "pl"
    assert _language(tmp_path, LC_ALL="POSIX", LC_MESSAGES="C.UTF-8", LANG="ru_RU") == "ru"
    assert _language(tmp_path, LANG="C.UTF-8") == "en"


def test_gotutor_language_comes_before_the_locale(tmp_path):
    assert _language(tmp_path, GOTUTOR_LANGUAGE="ky", LANGUAGE="pl", LANG="pl_PL") == "ky"
    assert _language(tmp_path, GOTUTOR_LANGUAGE="nb-NO") == "nb"


def test_an_unknown_gotutor_language_is_passed_over_with_a_warning(tmp_path):
    out = _run("import gotutor as gt; print(gt.get_language())", tmp_path,
               GOTUTOR_LANGUAGE="xx", LANG="pl_PL.UTF-8")
    assert out.stdout.strip() == "pl"
    assert "GOTUTOR_LANGUAGE='xx'" in out.stderr


def test_a_remembered_choice_reaches_later_sessions(tmp_path):
    _run('import gotutor as gt; gt.set_language("nb", remember=True)', tmp_path)
    stored = json.loads((tmp_path / "cfg" / "settings.json").read_text(encoding="utf-8"))
    assert stored == {"language": "nb"}
    assert _language(tmp_path, LANG="pl_PL.UTF-8") == "nb"  # before the locale
    assert _language(tmp_path, GOTUTOR_LANGUAGE="ru", LANG="pl_PL") == "ru"  # after the env
    # the course's notebooks set their own language, which wins in that session
    out = _run('import gotutor as gt; gt.set_language("ky"); print(gt.get_language())',
               tmp_path)
    assert out.stdout.strip() == "ky"
    assert _language(tmp_path) == "nb"  # a plain set_language is not remembered
    _run("import gotutor as gt; gt.set_language(None, remember=True)", tmp_path)
    assert _language(tmp_path, LANG="pl_PL.UTF-8") == "pl"
    assert _language(tmp_path) == "en"


def test_a_damaged_settings_file_is_passed_over_with_a_warning(tmp_path):
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "settings.json").write_text("{not json", encoding="utf-8")
    out = _run("import gotutor as gt; print(gt.get_language())", tmp_path, LANG="ru_RU")
    assert out.stdout.strip() == "ru" and "settings.json" in out.stderr
    (tmp_path / "cfg" / "settings.json").write_text('{"language": "fr"}', encoding="utf-8")
    out = _run("import gotutor as gt; print(gt.get_language())", tmp_path)
    assert out.stdout.strip() == "en" and "'fr' is unknown" in out.stderr


def test_the_settings_live_in_the_jupyter_data_folder(tmp_path):
    code = "from gotutor.i18n import preference; print(preference.settings_dir())"
    environ = {k: v for k, v in os.environ.items() if k not in CLEARED}
    environ.update(PYTHONPATH=str(ROOT), HOME=str(tmp_path), JUPYTER_DATA_DIR=str(tmp_path / "j"))
    out = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True,
                         text=True, check=True, timeout=60)
    assert Path(out.stdout.strip()) == tmp_path / "j" / "gotutor"
    del environ["JUPYTER_DATA_DIR"]
    out = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True,
                         text=True, check=True, timeout=60)
    from jupyter_core.paths import jupyter_data_dir  # installed with the lab extra

    expected = Path(jupyter_data_dir().replace(str(Path.home()), str(tmp_path), 1))
    assert Path(out.stdout.strip()) == expected / "gotutor"


# --- in this process ---------------------------------------------------------------------

def test_preference_functions_read_the_given_environment(tmp_path):
    env = {"GOTUTOR_CONFIG_DIR": str(tmp_path), "LANG": "pl_PL.UTF-8"}
    assert preference.default_language(env) == ("pl", "locale")
    assert preference.remember_language("ru_RU", env) == "ru"
    assert preference.default_language(env) == ("ru", "remembered")
    assert preference.default_language({**env, "GOTUTOR_LANGUAGE": "ky"}) == (
        "ky", "GOTUTOR_LANGUAGE")
    preference.forget_language(env)
    assert preference.remembered_language(env) is None
    assert preference.default_language({"GOTUTOR_CONFIG_DIR": str(tmp_path)}) == (
        "en", "default")
    assert preference.language_from_locale({"LANGUAGE": ":de::nb_NO"}) == "nb"


def test_remembering_an_unknown_language_raises_and_writes_nothing(tmp_path):
    env = {"GOTUTOR_CONFIG_DIR": str(tmp_path / "x")}
    with pytest.raises(LanguageError, match="en, pl, ru, nb, ky"):
        preference.remember_language("xx", env)
    assert not (tmp_path / "x").exists()


def test_an_unwritable_settings_folder_raises_a_language_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    with pytest.raises(LanguageError, match="cannot remember"):
        preference.remember_language("pl", {"GOTUTOR_CONFIG_DIR": str(blocker / "sub")})
