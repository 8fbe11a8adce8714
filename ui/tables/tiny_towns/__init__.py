"""The Tiny Towns table. Importing this package registers it for "tiny-towns"."""

from hearthwood.ui.tables import register_table

from .table import TinyTownsTable

register_table("tiny-towns", TinyTownsTable)

__all__ = ["TinyTownsTable"]
