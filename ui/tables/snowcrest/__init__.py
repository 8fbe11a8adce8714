"""The Snowcrest table. Importing this package registers it (and its home-screen emblem) for "snowcrest"."""

from hearthwood.ui.tables import register_emblem, register_table

from .art import paint_emblem
from .table import SnowcrestTable

register_table("snowcrest", SnowcrestTable)
register_emblem("snowcrest", paint_emblem)

__all__ = ["SnowcrestTable"]
