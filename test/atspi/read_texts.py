#!/usr/bin/python3
"""Independent judge for the AT-SPI tests: prints the editable text fields of one app as JSON.

Uses libatspi through pyatspi (not the driver under test). Usage: read_texts.py <app-name>
Output: [{"role": ..., "name": ..., "text": ...}, ...] in tree order.
"""
import json
import sys

import pyatspi


def fields(node, out, depth=0):
    if node is None or depth > 60:
        return
    try:
        state = node.getState()
        if node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY) and state.contains(pyatspi.STATE_EDITABLE):
            text = node.queryText()
            out.append({"role": node.getRoleName(), "name": node.name, "text": text.getText(0, text.characterCount)})
        for i in range(node.childCount):
            fields(node.getChildAtIndex(i), out, depth + 1)
    except Exception:  # a node that went away mid-walk
        return


def main():
    want = sys.argv[1]
    desktop = pyatspi.Registry.getDesktop(0)
    out = []
    for app in desktop:
        if app is not None and app.name == want:
            fields(app, out)
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
