"""The Creature Comforts table. Importing this package registers it (and its home-screen emblem) for
"creature-comforts"."""

from hearthwood.ui.tables import register_emblem, register_table

from .art import paint_emblem
from .table import CreatureComfortsTable

register_table("creature-comforts", CreatureComfortsTable)
register_emblem("creature-comforts", paint_emblem)

__all__ = ["CreatureComfortsTable"]
