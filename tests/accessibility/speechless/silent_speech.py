"""A speech server for Orca that makes no sound: Orca's own speech module for a machine
with no sound card and no speech-dispatcher.  Orca imports it by name (the
``speechServerFactory`` of the ``user-settings.conf`` that ``desktop.py`` writes) from
``PYTHONPATH``; Orca still writes every utterance to its debug log (``SPEECH OUTPUT:``),
which is what the Orca test reads.  Runs inside Orca (Debian's ``/usr/bin/python3``)."""

from __future__ import annotations

from orca import speechserver  # type: ignore[import-not-found]


class SpeechServer(speechserver.SpeechServer):  # type: ignore[misc]
    _server: SpeechServer | None = None

    @staticmethod
    def getFactoryName() -> str:
        return "Silent"

    @staticmethod
    def getSpeechServers() -> list[SpeechServer]:
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info: object = None) -> SpeechServer:
        if SpeechServer._server is None:
            SpeechServer._server = SpeechServer()
        return SpeechServer._server

    @staticmethod
    def shutdownActiveServers() -> None:
        SpeechServer._server = None

    def getInfo(self) -> list[str]:
        return ["Silent", "silent"]

    def getVoiceFamilies(self) -> list[object]:
        return []

    def speak(self, text: object = None, acss: object = None, interrupt: bool = True) -> None:
        pass

    def speakCharacter(self, character: object, acss: object = None) -> None:
        pass

    def speakKeyEvent(self, event: object, acss: object = None) -> None:
        pass

    def sayAll(self, utteranceIterator: object, progressCallback: object) -> None:
        pass

    def stop(self) -> None:
        pass

    def shutdown(self) -> None:
        pass

    def reset(self, text: object = None, acss: object = None) -> None:
        pass

    def increaseSpeechRate(self, step: int = 5) -> None:
        pass

    def decreaseSpeechRate(self, step: int = 5) -> None:
        pass

    def increaseSpeechPitch(self, step: float = 0.5) -> None:
        pass

    def decreaseSpeechPitch(self, step: float = 0.5) -> None:
        pass

    def updateCapitalizationStyle(self) -> None:
        pass

    def updatePunctuationLevel(self) -> None:
        pass
