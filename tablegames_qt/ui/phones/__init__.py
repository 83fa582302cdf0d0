"""Phone seats on the Qt side: the table that serves them (``table.py``), what each
phone is sent (``snapshot.py``, from its own seat's view only), the page's texts
(``texts.py``) and the headless host (``serve.py``)."""
