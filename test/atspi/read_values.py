#!/usr/bin/python3
"""Independent judge for the AT-SPI tests: prints the Value objects (spin buttons, sliders) of one app as JSON.

Uses libatspi through pyatspi (not the driver under test). Usage: read_values.py <app-name>
Output: [{"role": ..., "name": ..., "value": ..., "text": ...}, ...] in tree order; "text" only where the object
has a Text interface.
"""
import json
import sys

import pyatspi

ROLES = (pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER)


def whole(text):
    """The whole text of a Text object. GTK 4.8's entries answer "" to the usual getText(0, -1): ask by length."""
    return text.getText(0, text.characterCount)


def values(node, out, depth=0):
    if node is None or depth > 60:
        return
    try:
        if node.getRole() in ROLES:
            item = {"role": node.getRoleName(), "name": node.name, "value": node.queryValue().currentValue}
            try:
                item["text"] = whole(node.queryText())
            except NotImplementedError:
                pass
            out.append(item)
        for i in range(node.childCount):
            values(node.getChildAtIndex(i), out, depth + 1)
    except Exception:  # a node that went away mid-walk
        return


def main():
    want = sys.argv[1]
    out = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == want:
            values(app, out)
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
