#!/usr/bin/python3
"""Independent judge for the real-app suite: prints what one app shows, as JSON, read through pyatspi (libatspi),
not through the driver under test.

Usage: read_app.py <app-name>   (matched without case: "thunar" is Thunar)
Output: [{"role", "name", "states", "text"?, "value"?, "font"?}, ...] in tree order, for every node (menus that are closed
included: their items' states say what they set), at most 20,000. "text" is the whole text of a Text object (never
of a password field); "value" the current value of a Value object; "font" a table cell's font family and size.
"""
import json
import sys

import pyatspi

SECRET = (pyatspi.ROLE_PASSWORD_TEXT,)


def font(text):
    """A cell's font as its text attributes say it: "family-name size" ("DejaVu Sans 10")."""
    attrs = dict(a.split(":", 1) for a in text.getDefaultAttributes().split(";") if ":" in a)
    return f"{attrs.get('family-name', '')} {attrs.get('size', '')}".strip()


def whole(text):
    """The whole text of a Text object. GTK 4.8's entries answer "" to the usual getText(0, -1): ask by length."""
    return text.getText(0, text.characterCount)


def walk(node, out, depth=0):
    if node is None or depth > 80 or len(out) >= 20000:
        return
    try:
        states = node.getState()
        item = {
            "role": node.getRoleName(),
            "name": node.name or "",
            "states": sorted(pyatspi.stateToString(s) for s in states.getStates()),
        }
        if node.getRole() not in SECRET:
            try:
                text = node.queryText()
                item["text"] = whole(text)
                if node.getRole() == pyatspi.ROLE_TABLE_CELL:
                    item["font"] = font(text)
            except NotImplementedError:
                pass
        try:
            item["value"] = node.queryValue().currentValue
        except NotImplementedError:
            pass
        out.append(item)
        for i in range(min(node.childCount, 500)):
            walk(node.getChildAtIndex(i), out, depth + 1)
    except Exception:  # a node that went away mid-walk
        return


def main():
    want = sys.argv[1].lower()
    out = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and (app.name or "").lower() == want:
            walk(app, out)
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
