#!/usr/bin/env python3
"""Draws the tables of `benches/compare.sh`'s output as SVG bar charts.

    bash benches/compare.sh > benches/results.md
    python3 benches/charts.py benches/results.md benches/charts

Every Markdown table of the input becomes one chart per unit found in its
column headers (`(s)`, `(ms)`, `(MiB)`): a group of bars per row, a bar per
column of that unit. Columns without a unit name the row (`input`, `n`; an
empty cell repeats the row above); `ratio` and `target` columns and rows are
left out (the bars show both sides). A cell holding several runs
(`2.45, 2.80, 3.02`) is drawn at their median. The chart's title is the
heading above the table. Only the standard library is used.
"""

import html
import re
import statistics
import sys
from pathlib import Path

UNIT = re.compile(r"^(.*?)\s*\((s|ms|MiB)\)\s*$")
SKIP = ("ratio", "target")
COLOURS = ["#3b6ea8", "#e08a2c", "#5a9e5a", "#a8553b"]

WIDTH = 760
LABEL_W = 300
BAR_H = 16
GAP = 10
MD = re.compile(r"`([^`]*)`")


def cells(line):
    """The cells of a Markdown table row."""
    return [c.strip() for c in line.strip().strip("|").split("|")]


def plain(text):
    """Markdown inline code and emphasis removed."""
    return MD.sub(r"\1", text).replace("**", "")


def number(text):
    """The value of a cell, the median of several runs, or None."""
    parts = [p.strip() for p in plain(text).split(",")]
    try:
        values = [float(p) for p in parts if p]
    except ValueError:
        return None
    return statistics.median(values) if values else None


def tables(text):
    """Yields (title, header, rows) for each table of the Markdown text."""
    title, lines = "", text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            title = plain(line.lstrip("#").strip())
        is_table = (
            line.startswith("|")
            and i + 1 < len(lines)
            and re.match(r"^\|[-| :]+\|$", lines[i + 1].strip())
        )
        if not is_table:
            i += 1
            continue
        header, rows = cells(line), []
        i += 2
        while i < len(lines) and lines[i].startswith("|"):
            rows.append(cells(lines[i]))
            i += 1
        yield title, header, rows


def charts(title, header, rows):
    """Yields (unit, series names, [(label, [value or None])]) per unit."""
    units, labels = {}, []
    for col, name in enumerate(header):
        if plain(name).lower().startswith(SKIP):
            continue
        m = UNIT.match(plain(name))
        if m:
            units.setdefault(m.group(2), []).append((col, m.group(1) or name))
        elif "/" not in name:
            labels.append(col)
    previous = {}
    groups = []
    for row in rows:
        if not row or plain(row[0]).lower().startswith(SKIP):
            continue
        parts = []
        for col in labels:
            cell = plain(row[col]) if col < len(row) else ""
            cell = cell or previous.get(col, "")
            previous[col] = cell
            if cell:
                parts.append(cell)
        groups.append((" · ".join(parts), row))
    for unit, cols in units.items():
        data = []
        for label, row in groups:
            values = [number(row[c]) if c < len(row) else None for c, _ in cols]
            if any(v is not None for v in values):
                data.append((label, values))
        if data:
            yield unit, [n for _, n in cols], data


def svg(title, unit, series, data):
    """The SVG text of one grouped horizontal bar chart."""
    top = 56
    group_h = BAR_H * len(series) + GAP
    height = top + group_h * len(data) + 24
    peak = max(v for _, vs in data for v in vs if v is not None) or 1.0
    scale = (WIDTH - LABEL_W - 70) / peak
    if len(title) > 90:
        # The measuring conditions in parentheses stay in the input.
        title = title.split(" (")[0]
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
        f'<text x="10" y="20" font-size="14" font-weight="bold">{html.escape(title)}</text>',
    ]
    x = 10
    for i, name in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        out.append(f'<rect x="{x}" y="32" width="12" height="12" fill="{colour}"/>')
        text = f"{name} ({unit})"
        out.append(f'<text x="{x + 16}" y="42">{html.escape(text)}</text>')
        x += 16 + 7 * len(text) + 20
    y = top
    for label, values in data:
        shown = label if len(label) <= 46 else label[:45] + "…"
        mid = y + BAR_H * len(series) / 2 + 4
        out.append(
            f'<text x="{LABEL_W - 8}" y="{mid:.0f}" text-anchor="end">'
            f"<title>{html.escape(label)}</title>{html.escape(shown)}</text>"
        )
        for i, v in enumerate(values):
            by = y + i * BAR_H
            if v is None:
                continue
            w = max(v * scale, 1)
            colour = COLOURS[i % len(COLOURS)]
            out.append(
                f'<rect x="{LABEL_W}" y="{by}" width="{w:.1f}" height="{BAR_H - 2}" fill="{colour}"/>'
            )
            out.append(f'<text x="{LABEL_W + w + 4:.1f}" y="{by + BAR_H - 4}">{v:g}</text>')
        y += group_h
    out.append("</svg>")
    return "\n".join(out) + "\n"


def slug(text):
    """A file name for a title."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "table"


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: charts.py RESULTS.md OUTDIR\n")
        return 2
    text = Path(argv[1]).read_text(encoding="utf-8")
    outdir = Path(argv[2])
    outdir.mkdir(parents=True, exist_ok=True)
    written = []
    for title, header, rows in tables(text):
        for unit, series, data in charts(title, header, rows):
            # The section name (before the colon) stays when the sizes change.
            name = f"{slug(title.split(':')[0])}-{unit.lower()}.svg"
            if name in written:
                sys.stderr.write(f"error: two tables make {name}\n")
                return 1
            (outdir / name).write_text(svg(title, unit, series, data), encoding="utf-8")
            written.append(name)
    if not written:
        sys.stderr.write("error: no table with timings or memory in the input\n")
        return 1
    for name in written:
        print(outdir / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
