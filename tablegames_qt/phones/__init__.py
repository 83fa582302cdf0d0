"""Phones as private hands: the laptop serves a page on the home network and each
phone seat plays its own dice or cards from it.

Qt-free parts live here (the protocol, the token registry, the server on its own
asyncio thread); ``ui/phones/`` ties them to the session controller and the screens.
The protocol is written down in ``docs/phones-protocol.md``.
"""
