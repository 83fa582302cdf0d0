"""Where the app keeps its files: paths (platformdirs), settings (QSettings INI),
and later statistics (sqlite3) and saved games (JSON)."""
