"""Rule engines: pure Python, no Qt.  See ``core`` for the contract; one package per
game.  Which games there are, and each one's engine class, is the registry's business
(``tablegames_qt.games``): ``games.spec("perudo").engine``."""
