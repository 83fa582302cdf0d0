"""Dialogs: new game (seats and rules), settings, rules viewer."""
