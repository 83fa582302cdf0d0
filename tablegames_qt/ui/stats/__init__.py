"""The statistics window: plots (pyqtgraph), tables (model/view), CSV export."""
