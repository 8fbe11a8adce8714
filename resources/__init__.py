"""Card and board data, validated by the engine's schemas."""
