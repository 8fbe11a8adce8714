"""Each game's rules reference in seeds/ maps rules to code and tests; every reference must exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearthwood.engine.games import GAME_PACKAGES

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = re.compile(r"`((?:engine|tests|ui|desktop)/[\w/]+\.py)(?:::(\w+))?`")
SEEDS = sorted((ROOT / "seeds").glob("*.md"))


def test_every_registered_game_has_a_rules_reference() -> None:
    # a package with only its card data so far is not a game yet; it needs its reference when it registers
    assert GAME_PACKAGES, "at least one game is installed"
    for game in GAME_PACKAGES:
        assert (ROOT / "seeds" / f"{game}.md").exists(), f"seeds/{game}.md is missing"


@pytest.mark.parametrize("document", SEEDS, ids=[p.name for p in SEEDS])
def test_rule_table_references_exist(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    references = REFERENCE.findall(text)
    assert references, f"{document.name} has no rule -> code -> test table"
    for path, name in references:
        source = ROOT / path
        assert source.exists(), f"{document.name}: {path} does not exist"
        if name:
            body = source.read_text(encoding="utf-8")
            assert re.search(rf"^\s*(def|class) {name}\b|^{name}\s*[:=]", body, re.M), (
                f"{document.name}: {path} has no {name}"
            )
