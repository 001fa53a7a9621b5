"""The window's scenes: the menu and the table."""
