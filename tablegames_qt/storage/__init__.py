"""Where the app keeps its files, and how it refuses the bad ones.

- ``paths`` — the folders (platformdirs); ``settings`` — preferences (QSettings INI);
- ``saves`` — the front door to saved games: ``save_format`` (the file format),
  ``save_checks`` and ``names`` (what each field may hold, checked on load),
  ``save_files`` (atomic writes, reads capped by size), ``slots`` (one unfinished
  game per kind of game), ``replays`` (finished games, only inside their folder);
- ``stats`` — the statistics database (sqlite3), with ``stats_queries`` (reading)
  and ``stats_records`` (the rows); ``profiles`` and ``figures`` on top of it;
- ``recovery`` — damaged files moved aside and reported once; ``health`` — files
  that cannot be written, told once and marked until a write works again.
"""
