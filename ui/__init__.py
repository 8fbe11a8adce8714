"""Qt widgets and the table."""
