"""Each game's rules reference in our own words."""
