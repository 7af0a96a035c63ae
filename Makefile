# The two commands of the README: `make lab` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: lab test lint bench binder-check clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# JupyterLab on the lessons (--allow-root only where the user is root, e.g. a container).
lab: $(PY)
	$(PY) -m pip install --quiet -e ".[lab]"
	$(PY) -m jupyter lab lessons/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# The whole suite: lint, engine, GNU Go oracle, widget in Chromium, lessons.
test: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m ruff check gotutor tests
	$(PY) -m pytest

lint: $(PY)
	$(PY) -m ruff check gotutor tests

bench: $(PY)
	$(PY) -m pip install --quiet -e ".[bench]"
	$(PY) -m pip install --quiet --no-deps dlgo
	$(PY) tests/bench/engine.py
	$(PY) tests/bench/counting.py
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

clean:
	rm -rf $(VENV) $(BINDER_VENV) build dist *.egg-info .pytest_cache test-artifacts
