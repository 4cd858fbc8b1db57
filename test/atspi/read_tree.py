#!/usr/bin/python3
"""Independent judge for the AT-SPI tests: prints every object of one app as JSON, walked with GetChildren.

Uses libatspi through pyatspi (not the driver under test). Usage: read_tree.py <app-name>
Output: [{"role": ..., "name": ...}, ...] in tree order, the application first.
"""
import json
import sys

import pyatspi


def walk(node, out, depth=0):
    if node is None or depth > 80:
        return
    try:
        out.append({"role": node.getRoleName(), "name": node.name})
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), out, depth + 1)
    except Exception:  # a node that went away mid-walk
        return


def main():
    want = sys.argv[1]
    out = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == want:
            walk(app, out)
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
