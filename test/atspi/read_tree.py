#!/usr/bin/python3
"""Independent judge for the AT-SPI tests: prints every object of one app as JSON, walked with GetChildren.

Uses libatspi through pyatspi (not the driver under test). Usage: read_tree.py <app-name> [--selected]
Output: [{"role": ..., "name": ...}, ...] in tree order, the application first; with --selected each object also
says "selected": true or false.
"""
import json
import sys

import pyatspi


def walk(node, out, selected, depth=0):
    if node is None or depth > 80:
        return
    try:
        item = {"role": node.getRoleName(), "name": node.name}
        if selected:
            item["selected"] = node.getState().contains(pyatspi.STATE_SELECTED)
        out.append(item)
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), out, selected, depth + 1)
    except Exception:  # a node that went away mid-walk
        return


def main():
    want = sys.argv[1]
    out = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == want:
            walk(app, out, "--selected" in sys.argv[2:])
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
