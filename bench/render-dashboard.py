#!/usr/bin/env python3
"""Renders docs/grafana/surgebench-dashboard.json's panels from a Prometheus server into one PNG: a stand-in for a
Grafana screenshot where Grafana is not installed. Each panel's PromQL targets are evaluated with Prometheus's
query_range API over the given time span, with $run_id and $workload filled in, and drawn with matplotlib.

Usage: render-dashboard.py PROMETHEUS_URL RUN_ID START END OUT.png   (START/END: Unix seconds)
"""
import json
import sys
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

prom, run_id, start, end, out = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
dashboard = json.loads((Path(__file__).parent.parent / "docs/grafana/surgebench-dashboard.json").read_text())


def query(expr):
    expr = expr.replace("$run_id", run_id).replace("$workload", ".*")
    args = urllib.parse.urlencode({"query": expr, "start": start, "end": end, "step": 2})
    with urllib.request.urlopen(f"{prom}/api/v1/query_range?{args}") as r:
        body = json.load(r)
    if body["status"] != "success":
        raise SystemExit(f"{expr}: {body}")
    return body["data"]["result"]


def legend(fmt, labels):
    text = fmt or ""
    for k, v in labels.items():
        text = text.replace("{{" + k + "}}", v)
    return text.strip() or "value"


panels = dashboard["panels"]
stats = [p for p in panels if p["type"] == "stat"]
series = [p for p in panels if p["type"] == "timeseries"]
rows = 1 + (len(series) + 1) // 2
fig = plt.figure(figsize=(16, 3.2 * rows), facecolor="#111217")
grid = fig.add_gridspec(rows, 4, height_ratios=[0.5] + [1] * (rows - 1), hspace=0.45, wspace=0.25)
style = dict(color="#d8d9da")
for i, p in enumerate(stats):
    ax = fig.add_subplot(grid[0, i])
    ax.set_facecolor("#181b1f")
    ax.set_xticks([])
    ax.set_yticks([])
    result = query(p["targets"][0]["expr"])
    # The stat shows the run's highest value (the run is over when this is drawn).
    values = [float(v) for r in result for _, v in r["values"] if v not in ("NaN", "+Inf")]
    ax.text(0.5, 0.35, f"{max(values):,.0f}" if values else "-", ha="center", va="center", fontsize=26,
            color="#73bf69", transform=ax.transAxes)
    ax.set_title(p["title"] + " (max)", fontsize=10, **style)
for i, p in enumerate(series):
    ax = fig.add_subplot(grid[1 + i // 2, (i % 2) * 2:(i % 2) * 2 + 2])
    ax.set_facecolor("#181b1f")
    ax.tick_params(colors="#8e8e8e", labelsize=8)
    for spine in ax.spines.values():
        spine.set_color("#333")
    ax.set_title(p["title"], fontsize=10, **style)
    stacked = p["fieldConfig"]["defaults"].get("custom", {}).get("stacking", {}).get("mode") == "normal"
    lines = []
    for t in p["targets"]:
        for r in query(t["expr"]):
            xs = [datetime.fromtimestamp(float(ts), timezone.utc) for ts, _ in r["values"]]
            ys = [float(v) if v not in ("NaN", "+Inf") else float("nan") for _, v in r["values"]]
            lines.append((legend(t.get("legendFormat"), r["metric"]), xs, ys))
    if stacked and lines:
        times = sorted({x for _, xs, _ in lines for x in xs})
        stacks = []
        for _, xs, ys in lines:
            by = dict(zip(xs, ys))
            stacks.append([by.get(x, 0) for x in times])
        ax.stackplot(times, *stacks, labels=[name for name, _, _ in lines], alpha=0.8)
    else:
        for name, xs, ys in lines:
            ax.plot(xs, ys, label=name, linewidth=1.2)
    if p["fieldConfig"]["defaults"].get("unit") == "s":
        ax.set_ylabel("seconds", fontsize=8, color="#8e8e8e")
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%H:%M:%S"))
    if lines:
        ax.legend(fontsize=7, loc="upper left", facecolor="#181b1f", labelcolor="#d8d9da", edgecolor="#333",
                  ncol=2)
    else:
        ax.text(0.5, 0.5, "no data", ha="center", va="center", color="#8e8e8e", transform=ax.transAxes)
fig.suptitle(f"Surgebench run {run_id} — rendered from Prometheus with matplotlib (a stand-in for Grafana)",
             color="#d8d9da", fontsize=13)
fig.savefig(out, dpi=80, facecolor=fig.get_facecolor())
print(f"wrote {out}")
