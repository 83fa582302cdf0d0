"""Bot benchmarks that play through the arena: they sit beside it (above the bots), so that no
module in ``bots/`` imports upward. ``python -m tablegames_qt.bench.machacek`` / ``.perudo``."""
