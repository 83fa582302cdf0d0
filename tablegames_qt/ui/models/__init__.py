"""Qt item models of the game screens and dialogs (each tested with qtmodeltester)."""
