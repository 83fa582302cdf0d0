"""The table's scene items as accessible objects, for screen readers and other assistive
technology (AT-SPI on Linux, UI Automation on Windows).

A ``QGraphicsItem`` is not accessible in Qt: the tree ends at the ``QGraphicsView``.
Here a view that lists the items a player acts on (cups, dice, cards, builds, piles)
gets those items as its accessible children, each with a name, a role and a state
read from the item itself, and a rectangle on the screen.  Two interfaces do it,
made by a factory Qt asks for every object it needs one for::

    install()                      # once, after the QApplication exists (app.py does it)

    class MyView(QGraphicsView):   # a view takes part by answering one method
        def accessible_items(self) -> list[QGraphicsObject]: ...

    class MyItem(QGraphicsObject):  # an item, by these (all but the name optional),
                                    # or its view by describe_item(item) -> {method: value}
        def accessible_name(self) -> str: ...
        def accessible_role(self) -> QAccessible.Role: ...       # default: Graphic
        def accessible_description(self) -> str: ...
        def accessible_state(self) -> dict[str, bool]: ...      # {"checked": True, ...}

``items_changed(view)`` tells the reader the list changed (a card dealt, a die lost),
``item_focused(item)`` that the keyboard focus moved onto an item, and
``item_changed(item)`` that its name or state did.

Only ``QGraphicsObject`` items can take part: Qt's accessibility cache keeps each
interface against a ``QObject`` and drops it when that object is destroyed.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsObject, QGraphicsView, QWidget

from tablegames_qt.ui import override

_installed = False


class AccessibleItem(Protocol):
    def accessible_name(self) -> str: ...


def _is_item(obj: QObject | None) -> bool:
    if not isinstance(obj, QGraphicsObject):
        return False
    if callable(getattr(obj, "accessible_name", None)):
        return True
    view = _view_of(obj)
    return view is not None and callable(getattr(view, "describe_item", None))


def _is_view(obj: QObject | None) -> bool:
    return isinstance(obj, QGraphicsView) and callable(getattr(obj, "accessible_items", None))


def _items(view: QGraphicsView) -> list[QGraphicsObject]:
    items: list[QGraphicsObject] = list(view.accessible_items())  # type: ignore[attr-defined]
    return [i for i in items if i.scene() is view.scene()]


def _view_of(item: QGraphicsObject) -> QGraphicsView | None:
    scene = item.scene()
    if scene is None:
        return None
    for view in scene.views():
        if _is_view(view):
            return view
    return None


class SceneViewAccessible(QAccessibleWidget):
    """A view's interface: its widget children first, then its accessible items."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self._view = view

    def _widget_children(self) -> int:
        return super().childCount()

    @override
    def childCount(self) -> int:
        return self._widget_children() + len(_items(self._view))

    @override
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        widgets = self._widget_children()
        if index < widgets:
            return super().child(index)
        items = _items(self._view)
        if 0 <= index - widgets < len(items):
            return QAccessible.queryAccessibleInterface(items[index - widgets])
        return None

    @override
    def indexOfChild(self, child: QAccessibleInterface) -> int:
        obj = child.object()
        if _is_item(obj):
            items = _items(self._view)
            for i, item in enumerate(items):
                if item is obj:
                    return self._widget_children() + i
            return -1
        return super().indexOfChild(child)

    @override
    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        for i in range(self.childCount() - 1, -1, -1):
            iface = self.child(i)
            if iface is not None and iface.rect().contains(x, y):
                return iface
        return None


class SceneItemAccessible(QAccessibleObject):
    """One item's interface: words, role and state from the item, its place on the screen."""

    def __init__(self, item: QGraphicsObject) -> None:
        super().__init__(item)
        self._item = item

    def _call(self, name: str, default: Any) -> Any:
        # the view speaks for items that know nothing of the table (a die, a cup)
        view = _view_of(self._item)
        words = getattr(view, "describe_item", None)
        if callable(words):
            described = words(self._item)
            if name in described:
                return described[name]
        method = getattr(self._item, name, None)
        return method() if callable(method) else default

    @override
    def role(self) -> QAccessible.Role:
        return self._call("accessible_role", QAccessible.Role.Graphic)  # type: ignore[no-any-return]

    @override
    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return str(self._call("accessible_name", ""))
        if kind == QAccessible.Text.Description:
            return str(self._call("accessible_description", ""))
        return ""

    @override
    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        item = self._item
        state.focusable = bool(item.flags() & item.GraphicsItemFlag.ItemIsFocusable)
        state.focused = item.hasFocus()
        state.invisible = not item.isVisible()
        state.disabled = not item.isEnabled()
        for key, value in dict(self._call("accessible_state", {})).items():
            setattr(state, key, bool(value))
        return state

    @override
    def rect(self) -> QRect:
        view = _view_of(self._item)
        if view is None:
            return QRect()
        polygon = view.mapFromScene(self._item.sceneBoundingRect())
        local = polygon.boundingRect()
        top_left = view.viewport().mapToGlobal(local.topLeft())
        return QRect(top_left, local.size())

    @override
    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        view = _view_of(self._item)
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    @override
    def childCount(self) -> int:
        return 0

    @override
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        return None

    @override
    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    @override
    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        return None

    @override
    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt's nullptr: no such object
        return None

    @override
    def window(self) -> Any:
        view = _view_of(self._item)
        return view.window().windowHandle() if view is not None else None


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if _is_view(obj):
        return SceneViewAccessible(obj)  # type: ignore[arg-type]
    if _is_item(obj):
        return SceneItemAccessible(obj)  # type: ignore[arg-type]
    role = getattr(obj, "accessible_role", None)
    if isinstance(obj, QWidget) and callable(role):
        # a plain widget that names its role (the news bar and its notification, ui/announce.py)
        return QAccessibleWidget(obj, role())
    return None


def install() -> None:
    """Register the factory with Qt (once; later calls do nothing)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def items_changed(view: QWidget) -> None:
    """The view's list of accessible items changed."""
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))


def item_focused(item: QGraphicsObject) -> None:
    """The keyboard focus moved onto ``item``."""
    if QAccessible.isActive() and _is_item(item):
        QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))


def item_changed(item: QGraphicsObject) -> None:
    """``item``'s name or state changed."""
    if QAccessible.isActive() and _is_item(item):
        QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.NameChanged))


