"""The game engine: pure Python, never imports Qt."""
