# The two quick-start commands are `make run` and `make test`; each builds the virtual environment it needs.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench screenshots clean

$(STAMP): pyproject.toml setup.py
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Hearthwood needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/hearthwood

test: $(STAMP)
	$(BIN)/ruff check .
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check . && $(BIN)/ruff format --check .

bench: $(STAMP)
	$(BIN)/python -m tests.benchmarks.bench_engine

bench-ui: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tests.benchmarks.bench_ui

.PHONY: bench-ai
bench-ai: $(STAMP)
	$(BIN)/python -m tests.benchmarks.bench_ai $(GAMES) $(BENCH_AI_ARGS)

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m hearthwood.desktop.screenshots docs/screenshots

# A self-contained one-folder build in dist/hearthwood/ (packaging/README.md); PyInstaller is pinned in
# packaging/requirements.txt and installed into the venv on first use.
.PHONY: package package-smoke
package: $(STAMP)
	$(BIN)/python -m pip install --quiet -r packaging/requirements.txt
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/hearthwood.spec

# Launch the built app headless: home screen, new game, save, clean exit (RUNS=5 to time start-up).
package-smoke: $(STAMP)
	$(BIN)/python packaging/smoke.py dist/hearthwood --runs $(or $(RUNS),1)

clean:
	rm -rf $(VENV) build dist *.egg-info
