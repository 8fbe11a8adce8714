"""One package per game. Importing this package registers every game with the engine's registry."""

from importlib import import_module

GAME_PACKAGES: tuple[str, ...] = ("tiny_towns", "creature_comforts", "snowcrest")


def load_all() -> None:
    for name in GAME_PACKAGES:
        import_module(f"{__name__}.{name}")


load_all()
