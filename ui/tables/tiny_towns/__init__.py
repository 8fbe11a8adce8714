"""The Tiny Towns table. Importing this package registers it (and its home-screen emblem) for "tiny-towns"."""

from hearthwood.ui.tables import register_emblem, register_table

from .art import paint_emblem
from .table import TinyTownsTable

register_table("tiny-towns", TinyTownsTable)
register_emblem("tiny-towns", paint_emblem)

__all__ = ["TinyTownsTable"]
