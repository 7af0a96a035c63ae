# The two commands of the README: `make lab` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: lab test test-many check lint bench binder-check lite serve-lite voila clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# JupyterLab on the lessons (--allow-root only where the user is root, e.g. a container).
lab: $(PY)
	$(PY) -m pip install --quiet -e ".[lab]"
	$(PY) -m jupyter lab lessons/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# The whole suite: lint, engine, GNU Go oracle, widget in Chromium, lessons; one worker
# per core (up to 4), each test file whole in one worker (its fixtures start once).
test: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m ruff check gotutor tests lite
	$(PY) -m pytest --numprocesses=auto --maxprocesses=4 --dist=loadfile --durations=25 \
		-m "not many"

# The long checks left out of `make test`: thousands of generated problems per concept
# against their oracles (brute force, GNU Go); each has a rotating sample in `make test`.
test-many: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m pytest --numprocesses=auto --maxprocesses=4 --dist=loadfile -m many

# The fast path while editing (about two minutes on two cores): lint, the engine,
# counting, SGF, the solver, problems, the widget's Python side, and the lessons of one
# language, their notebooks executed (`make check LESSONS_LANGUAGE=pl`). No browser, no
# GNU Go: `make test` runs everything but the `many` checks (`make test-many`).
LESSONS_LANGUAGE ?= en
CHECK_TESTS := tests/test_coords.py tests/test_board.py tests/test_rules.py \
	tests/test_game.py tests/test_scoring.py tests/test_sgf.py tests/test_solver.py \
	tests/test_problems.py tests/test_widget.py tests/test_layers.py tests/test_lessons.py \
	tests/test_lessons_languages.py
check: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m ruff check gotutor tests lite
	$(PY) -m pytest -q --numprocesses=auto --maxprocesses=4 --dist=loadfile \
		-m "not browser and not gnugo and not slow" \
		-k "not notebook_runs or $(LESSONS_LANGUAGE)/" $(CHECK_TESTS)

lint: $(PY)
	$(PY) -m ruff check gotutor tests lite

bench: $(PY)
	$(PY) -m pip install --quiet -e ".[bench]"
	$(PY) -m pip install --quiet --no-deps dlgo
	$(PY) tests/bench/engine.py
	$(PY) tests/bench/counting.py
	$(PY) tests/bench/dead_stones.py
	$(PY) tests/bench/widget.py

# What Binder would do, checked here: a fresh venv from binder/requirements.txt
# executes every lesson (Binder itself needs Docker).
BINDER_VENV := .venv-binder
binder-check:
	rm -rf $(BINDER_VENV)
	$(PYTHON) -m venv $(BINDER_VENV)
	$(BINDER_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BINDER_VENV)/bin/python -m pip install --quiet -r binder/requirements.txt
	$(BINDER_VENV)/bin/python binder/check.py

# The JupyterLite classroom site in build/lite/ (a static site: copy it to any web
# server). Its own venv: the site builder next to Notebook 7 makes it log errors.
LITE_VENV := .venv-lite
LITE_PY   := $(LITE_VENV)/bin/python
LITE_OUT  ?= build/lite
$(LITE_PY):
	$(PYTHON) -m venv $(LITE_VENV)
	$(LITE_PY) -m pip install --quiet --upgrade pip

lite: $(LITE_PY)
	$(LITE_PY) -m pip install --quiet -r lite/requirements.txt
	$(LITE_PY) lite/build.py --out $(LITE_OUT)

# The site on http://127.0.0.1:8000/ (any static web server does the same).
serve-lite:
	[ -f $(LITE_OUT)/index.html ] || $(MAKE) lite
	$(PYTHON) -m http.server --bind 127.0.0.1 --directory $(LITE_OUT) 8000

# One lesson as a web app (no code cells shown): make voila LESSON=lessons/en/01-liberties.ipynb
LESSON ?= $(firstword $(wildcard lessons/en/01-*.ipynb lessons/01-*.ipynb lessons/*.ipynb))
voila: $(PY)
	$(PY) -m pip install --quiet -e ".[voila]"
	$(PY) -m gotutor.voila "$(LESSON)" --no-browser --Voila.ip=127.0.0.1 --port=8866

clean:
	rm -rf $(VENV) $(BINDER_VENV) $(LITE_VENV) build dist *.egg-info .pytest_cache test-artifacts
