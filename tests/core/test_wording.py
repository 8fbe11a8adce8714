from __future__ import annotations

from hearthwood.engine.core import counted


def test_a_count_reads_as_a_person_would_say_it() -> None:
    assert counted(1, "Scroll") == "1 Scroll"
    assert counted(0, "Scroll") == "0 Scrolls"
    assert counted(3, "Lesson Learned token") == "3 Lesson Learned tokens"
    assert counted(2, "goose", "geese") == "2 geese" and counted(1, "goose", "geese") == "1 goose"
