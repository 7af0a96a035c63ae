# The two commands of the README: `make lab` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: lab test lint bench binder-check clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# JupyterLab on the lessons.
lab: $(PY)
	$(PY) -m pip install --quiet -e ".[lab]"
	$(PY) -m jupyter lab lessons/

# The whole suite: lint, engine, GNU Go oracle, widget in Chromium, lessons.
test: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m ruff check gotutor tests
	$(PY) -m pytest

lint: $(PY)
	$(PY) -m ruff check gotutor tests

bench: $(PY)
	$(PY) -m pip install --quiet -e ".[bench]"
	$(PY) tests/bench/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache test-artifacts
