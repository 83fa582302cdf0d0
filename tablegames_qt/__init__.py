"""Table Games: Perudo, Macháček and Royal Casino."""

__version__ = "0.1.0"
APP_ID = "cz.tablegames.TableGames"
