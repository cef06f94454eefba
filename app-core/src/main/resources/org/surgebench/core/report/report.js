/* Surgebench report charts. The page embeds its data as JSON (script#surge-data) and calls one of the
   render functions below; Chart.js is inlined beside this file, so the page needs no network. */
(function () {
  'use strict';
  var PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
                 '#bcbd22', '#17becf', '#393b79', '#ad494a'];
  function color(i) { return PALETTE[i % PALETTE.length]; }

  function canvasIn(id) {
    var host = document.getElementById(id);
    if (!host) { return null; }
    var c = document.createElement('canvas');
    host.appendChild(c);
    return c;
  }

  function points(xs, ys) {
    var out = [];
    for (var i = 0; i < xs.length && i < ys.length; i++) {
      if (ys[i] !== null && ys[i] !== undefined) { out.push({x: xs[i], y: ys[i]}); }
    }
    return out;
  }

  function line(label, data, i, extra) {
    var d = {label: label, data: data, borderColor: color(i), backgroundColor: color(i), borderWidth: 1.5,
             pointRadius: data.length > 60 ? 0 : 2, tension: 0.15};
    for (var k in (extra || {})) { d[k] = extra[k]; }
    return d;
  }

  /* Shades the phases of a run (ramp-up, warm-up) on a chart over time, each labelled at the top. */
  var PHASE_COLORS = {'ramp-up': 'rgba(255, 159, 64, 0.16)', 'warm-up': 'rgba(120, 120, 120, 0.14)',
                      'outage': 'rgba(220, 40, 40, 0.22)'};
  var phasesPlugin = {
    id: 'surgePhases',
    beforeDatasetsDraw: function (chart, args, o) {
      var phases = (o && o.phases) || [];
      var x = chart.scales.x, area = chart.chartArea, ctx = chart.ctx;
      var k = 0;
      phases.forEach(function (p, i) {
        var a = Math.max(area.left, x.getPixelForValue(p.from)), b = Math.min(area.right, x.getPixelForValue(p.to));
        if (!(b > a)) { return; }
        ctx.save();
        if (p.label.indexOf('phase ') === 0) {
          /* A phase of the run's schedule: every other one shaded, each begun by a dashed line, its label on top. */
          if (k % 2 === 0) { ctx.fillStyle = 'rgba(75, 140, 220, 0.10)'; ctx.fillRect(a, area.top, b - a, area.bottom - area.top); }
          ctx.strokeStyle = 'rgba(60, 60, 60, 0.55)'; ctx.setLineDash([4, 3]);
          ctx.beginPath(); ctx.moveTo(a, area.top); ctx.lineTo(a, area.bottom); ctx.stroke();
          ctx.fillStyle = '#333'; ctx.font = '11px sans-serif';
          ctx.fillText(p.label, a + 4, area.top + 12 + 13 * (k % 2));
          k++;
          ctx.restore();
          return;
        }
        ctx.fillStyle = PHASE_COLORS[p.label] || 'rgba(180, 180, 220, 0.16)';
        ctx.fillRect(a, area.top, b - a, area.bottom - area.top);
        ctx.fillStyle = '#555';
        ctx.font = '11px sans-serif';
        ctx.fillText(p.label, a + 4, area.top + 12 + 13 * i);
        ctx.restore();
      });
    }
  };

  /* The report's one time axis (TimeAxis in Java): every chart over time spans it, phases shaded. */
  var AXIS = null;
  function overTime(opts) {
    opts = opts || {};
    opts.time = true;
    return opts;
  }

  function xyChart(id, datasets, xTitle, yTitle, opts) {
    var c = canvasIn(id);
    if (!c) { return; }
    opts = opts || {};
    var timed = opts.time && AXIS;
    var scales = {
      x: {type: opts.xLog ? 'logarithmic' : 'linear', title: {display: true, text: timed ? AXIS.title : xTitle},
          min: timed ? AXIS.from : undefined, max: timed ? AXIS.to : undefined},
      y: {type: opts.yLog ? 'logarithmic' : 'linear', beginAtZero: !opts.yLog, stacked: !!opts.stacked,
          title: {display: true, text: yTitle}}
    };
    if (opts.y2) { scales.y2 = {position: 'right', beginAtZero: true, grid: {drawOnChartArea: false},
                                title: {display: true, text: opts.y2}}; }
    if (opts.y3) { scales.y3 = {position: 'right', beginAtZero: true, grid: {drawOnChartArea: false},
                                title: {display: true, text: opts.y3}}; }
    new Chart(c, {type: 'line', data: {datasets: datasets}, plugins: timed ? [phasesPlugin] : [],
      options: {animation: false, maintainAspectRatio: false, parsing: true, interaction: {mode: 'nearest', intersect: false},
                plugins: {title: {display: !!opts.title, text: opts.title}, legend: {position: 'bottom'},
                          surgePhases: {phases: timed ? AXIS.phases : []}},
                scales: scales}});
  }

  /* A series timed from the measured window's start (the database's, the host's) on the run's axis. */
  function fromWindow(t) {
    var at = AXIS ? AXIS.windowFrom : 0;
    return (t || []).map(function (x) { return x + at; });
  }

  function barChart(id, labels, datasets, yTitle, opts) {
    var c = canvasIn(id);
    if (!c) { return; }
    opts = opts || {};
    new Chart(c, {type: 'bar', data: {labels: labels, datasets: datasets},
      options: {animation: false, maintainAspectRatio: false, indexAxis: opts.horizontal ? 'y' : 'x',
                plugins: {title: {display: !!opts.title, text: opts.title}, legend: {display: datasets.length > 1, position: 'bottom'}},
                scales: {x: {title: {display: !!opts.xTitle, text: opts.xTitle || ''}, stacked: !!opts.stacked},
                         y: {beginAtZero: true, title: {display: !!yTitle, text: yTitle || ''}, stacked: !!opts.stacked}}}});
  }

  function col(series, key, f) { return (series || []).map(function (s) { return f ? f(s) : s[key]; }); }

  /* ---------- one run ---------- */
  function renderRun(r) {
    AXIS = r.timeAxis || null;
    var ts = r.timeSeries || [];
    var t = col(ts, 'elapsedSeconds');
    xyChart('c-throughput', [line('TPS', points(t, col(ts, 'tps')), 0),
                             line('QPS', points(t, col(ts, 'qps')), 1, {yAxisID: 'y2'}),
                             line('users', points(t, col(ts, 'users')), 7, {borderDash: [4, 3], yAxisID: 'y3', stepped: true})],
            'elapsed s', 'transactions/s', overTime({y2: 'statements/s', y3: 'users', title: 'Throughput'}));
    xyChart('c-latency', [line('avg', points(t, col(ts, 'avgMs')), 0),
                          line('p95', points(t, col(ts, 'p95Ms')), 3),
                          line('p99', points(t, col(ts, 'p99Ms')), 1)],
            'elapsed s', 'ms', overTime({title: 'Response time, all transactions'}));
    var names = (r.transactions || []).map(function (x) { return x.shortName; });
    names.forEach(function (n, i) {
      var per = ts.map(function (s) { return (s.perTransaction || []).filter(function (p) { return p.shortName === n; })[0] || {}; });
      var has = per.map(function (p) { return p.count > 0; });
      function pick(k) { return per.map(function (p, j) { return has[j] ? p[k] : null; }); }
      xyChart('c-tx-' + i, [line('avg', points(t, pick('avgMs')), 0), line('p95', points(t, pick('p95Ms')), 3),
                            line('p99', points(t, pick('p99Ms')), 1), line('TPS', points(t, pick('tps')), 2,
                            {yAxisID: 'y2', borderDash: [4, 3]})],
              'elapsed s', 'ms', overTime({y2: 'TPS', title: n + ' response time'}));
    });
    var lat = r.latency || {};
    var ds = [];
    Object.keys(lat).forEach(function (k, i) {
      var b = lat[k].buckets || [];
      ds.push(line(k, b.map(function (x) { return {x: x.toMs, y: x.count}; }), i,
                   {stepped: 'after', pointRadius: 0, borderWidth: k === 'all' ? 2.5 : 1.2, hidden: k !== 'all' && Object.keys(lat).length > 6}));
    });
    if (ds.length) { xyChart('c-histogram', ds, 'response time ms (log)', 'transactions', {xLog: true, title: 'Client: work-unit latency histogram (per transaction)'}); }
    renderReadLatency(r.database || {});
    var pds = [];
    Object.keys(lat).forEach(function (k, i) {
      pds.push(line(k, (lat[k].percentiles || []).map(function (p) { return {x: p.percentile, y: p.ms}; }), i,
                    {borderWidth: k === 'all' ? 2.5 : 1.2}));
    });
    if (pds.length) { xyChart('c-percentiles', pds, 'percentile', 'ms (log)', {yLog: true, title: 'Percentile distribution'}); }
    renderDatabase(r.database || {}, r.dbCharts || {});
    renderHost(r.host || {});
  }

  /* The database's single-block read latency histogram, beside the client's: PostgreSQL's per-second averages or
     Oracle AWR's 'db file sequential read' buckets, as % of reads per latency bucket. */
  function renderReadLatency(db) {
    var pg = ((db.postgresql || {}).loadProfile || {}).readLatencyHistogram;
    var awr = (db.awr || {}).dbFileSequentialReadHistogram;
    var rows = pg && pg.length ? pg.map(function (b) { return {lt: b.ltUs, pct: b.pct}; })
      : awr && awr.length ? awr.map(function (b) { return {lt: b.ltMs == null ? null : b.ltMs * 1000, pct: b.pct}; }) : null;
    if (!rows) { return; }
    function us(v) { return v < 1000 ? v + ' us' : (v / 1000) + ' ms'; }
    var labels = [], data = [], below = 0;
    rows.forEach(function (b) {
      labels.push(b.lt == null ? '>= ' + us(below) : '< ' + us(b.lt));
      data.push(b.pct || 0);
      if (b.lt != null) { below = b.lt; }
    });
    // Leave out the empty buckets at both ends, keep the ones between.
    var first = data.findIndex(function (v) { return v > 0; });
    var last = data.length - 1 - data.slice().reverse().findIndex(function (v) { return v > 0; });
    if (first < 0) { return; }
    labels = labels.slice(Math.max(0, first - 1), Math.min(data.length, last + 2));
    data = data.slice(Math.max(0, first - 1), Math.min(data.length, last + 2));
    barChart('c-db-readlat', labels, [{label: '% of reads', data: data, backgroundColor: color(2)}], '% of block reads',
             {xTitle: 'read latency bucket',
              title: pg && pg.length ? 'Database: read latency (PostgreSQL, each second\'s reads at its average)'
                                     : "Database: 'db file sequential read' latency (Oracle AWR)"});
  }

  /* Each database view's charts, as its own package labelled them (DatabaseCharts in Java): only those with data. */
  function renderDatabase(db, charts) {
    Object.keys(charts).forEach(function (key) {
      var d = db[key] || {};
      var spec = charts[key] || {};
      var bars = spec.ranking;
      if (bars && bars.labels && bars.labels.length) {
        barChart('c-db-' + key + '-' + bars.name, bars.labels,
                 [{label: bars.valueTitle, data: bars.values, backgroundColor: color(0)}],
                 '', {horizontal: true, title: bars.title});
      }
      (spec.series || []).forEach(function (c) {
        var s = d[c.source] || {};
        var t = fromWindow(s.t);
        var keys = c.lines.length ? c.lines : Object.keys(s).filter(function (k) { return k !== 't'; })
          .map(function (k) { return {key: k, label: k, right: false}; });
        var stacked = !c.lines.length;
        var ds = keys.map(function (l, i) {
          var extra = l.right ? {yAxisID: 'y2', borderDash: [4, 3]} : {};
          if (stacked) { extra = {fill: true, pointRadius: 0}; }
          return line(l.label, points(t, s[l.key] || []), i, extra);
        });
        xyChart('c-db-' + key + '-' + c.name, ds, 'elapsed s', c.yTitle,
                overTime({y2: c.y2, stacked: stacked, title: c.title}));
      });
    });
  }

  function renderHost(h) {
    var s = h.series;
    if (!s || !s.t || !s.t.length) { return; }
    var t = fromWindow(s.t);
    var cpu = [];
    if (s.cpuUserPct) { cpu.push(line('host user %', points(t, s.cpuUserPct), 0)); }
    if (s.cpuSysPct) { cpu.push(line('host sys %', points(t, s.cpuSysPct), 1)); }
    if (s.cpuIowaitPct) { cpu.push(line('host iowait %', points(t, s.cpuIowaitPct), 4)); }
    cpu.push(line('surgebench process %', points(t, s.processCpuPct), 2, {borderDash: [4, 3]}));
    var mem = s.memUsedMB ? [line('host memory used MB', points(t, s.memUsedMB), 7, {yAxisID: 'y2'})] : [];
    mem.push(line('JVM heap used MB', points(t, s.jvmHeapUsedMB), 5, {yAxisID: 'y2', borderDash: [2, 2]}));
    xyChart('c-host-cpu', cpu.concat(mem), 'elapsed s', 'CPU % of all CPUs', overTime({y2: 'MB', title: 'Load generator CPU and memory'}));
    if (s.diskIops) {
      xyChart('c-host-disk', [line('disk IOPS', points(t, s.diskIops), 0),
                              line('read MB/s', points(t, s.diskReadMBPerSec), 2, {yAxisID: 'y2'}),
                              line('write MB/s', points(t, s.diskWriteMBPerSec), 1, {yAxisID: 'y2'})],
              'elapsed s', 'IO requests/s', overTime({y2: 'MB/s', title: 'Database host disks (/proc/diskstats)'}));
      xyChart('c-host-await', [line('read await ms', points(t, s.diskReadAwaitMs), 2),
                               line('write await ms', points(t, s.diskWriteAwaitMs), 1)],
              'elapsed s', 'ms', overTime({title: 'Database host disks: average wait per request'}));
    }
  }

  /* ---------- sweep ---------- */
  function renderSweep(sw) {
    var steps = sw.steps || [];
    /* The figures' labels, declared once in the engine (SweepFigures), by key. */
    var lab = sw.figureLabels || {};
    /* A rate sweep steps over the rate asked at one user count; a user sweep over users. */
    var byRate = sw.axis === 'rate';
    var u = col(steps, byRate ? 'rate' : 'users');
    var xName = byRate ? 'rate asked (tx/s)' : 'users';
    var knee = sw.kneeIndex;
    /* The knee a diamond; a step whose load generator was CPU-saturated ("client-bound") a triangle. */
    function withKnee(label, key, i, extra, xs) {
      var base = line(label, points(xs || u, col(steps, key)), i, extra);
      base.tension = 0;
      base.pointRadius = steps.map(function (s, j) { return j === knee ? 7 : s.clientSaturation ? 6 : 3; });
      base.pointBackgroundColor = steps.map(function (s, j) {
        return j === knee ? (sw.kneeClientBound ? '#e07b00' : '#e00000') : s.clientSaturation ? '#e07b00' : color(i); });
      base.pointStyle = steps.map(function (s, j) { return j === knee ? 'rectRot' : s.clientSaturation ? 'triangle' : 'circle'; });
      return base;
    }
    var hasKnee = knee !== null && knee !== undefined;
    var title = ' (' + (sw.kneeTitle || (hasKnee ? 'knee at ' + steps[knee].users + ' users' : 'knee not reached')) + ')';
    function kneeLine(key) {
      var max = Math.max.apply(null, col(steps, key).concat([0]));
      return line(sw.kneeClientBound ? 'client-bound' : 'knee',
                  hasKnee ? [{x: u[knee], y: 0}, {x: u[knee], y: max}] : [], 7,
                  {borderDash: [6, 4], pointRadius: 0, tension: 0});
    }
    if (byRate) {
      /* The latency against throughput curve: each step's response times at the TPS it achieved. */
      var tps = col(steps, 'tps');
      xyChart('c-sweep-main', [withKnee(lab.avgMs, 'avgMs', 1, {}, tps), withKnee(lab.p95Ms, 'p95Ms', 3, {}, tps),
                               withKnee(lab.p99Ms, 'p99Ms', 0, {borderDash: [4, 3]}, tps)],
              'TPS achieved', 'ms', {title: 'Response time against throughput' + title});
    } else {
      xyChart('c-sweep-main', [kneeLine('tps'), withKnee(lab.tps, 'tps', 0), withKnee(lab.avgMs, 'avgMs', 1, {yAxisID: 'y2'}),
                               withKnee(lab.p95Ms, 'p95Ms', 3, {yAxisID: 'y2', borderDash: [4, 3]})],
              'users', 'TPS', {y2: 'ms', title: 'TPS and response time against users' + title});
    }
    xyChart('c-sweep-tps', [kneeLine('tps'), withKnee(lab.tps, 'tps', 0)], xName, 'TPS', {title: 'TPS'});
    xyChart('c-sweep-qps', [withKnee(lab.qps, 'qps', 2)], xName, 'QPS', {title: 'QPS'});
    xyChart('c-sweep-iops', [withKnee(lab.dbIoRequestsPerSec + ' (' + (sw.dbIoSource || 'n/a') + ')', 'dbIoRequestsPerSec', 4),
                             withKnee(lab.diskIops, 'diskIops', 5)], xName, 'IO requests/s',
            {title: 'IO: the database\'s requests and the host\'s disks'});
    xyChart('c-sweep-rt', [withKnee(lab.avgMs, 'avgMs', 1), withKnee(lab.p95Ms, 'p95Ms', 3)], xName, 'ms',
            {title: 'Response time'});
  }

  /* ---------- comparison ---------- */
  function renderCompare(cmp) {
    var runs = cmp.runs || [];
    function overlay(id, key, yTitle, title) {
      xyChart(id, runs.map(function (r, i) {
        var ts = r.timeSeries || [];
        return line(r.label, points(col(ts, 'elapsedSeconds'), col(ts, key)), i);
      }), 'elapsed s', yTitle, {title: title});
    }
    overlay('c-cmp-tps', 'tps', 'TPS', 'TPS over time');
    overlay('c-cmp-qps', 'qps', 'QPS', 'QPS over time');
    overlay('c-cmp-p95', 'p95Ms', 'ms', 'p95 response time over time');
    xyChart('c-cmp-pct', runs.map(function (r, i) {
      var l = (r.latency || {}).all || {};
      return line(r.label, (l.percentiles || []).map(function (p) { return {x: p.percentile, y: p.ms}; }), i);
    }), 'percentile', 'ms (log)', {yLog: true, title: 'Percentile distribution, all transactions'});
    xyChart('c-cmp-hist', runs.map(function (r, i) {
      var l = (r.latency || {}).all || {};
      var total = l.count || 1;
      return line(r.label, (l.buckets || []).map(function (b) { return {x: b.toMs, y: b.count * 100 / total}; }), i,
                  {stepped: 'after', pointRadius: 0});
    }), 'response time ms (log)', '% of transactions', {xLog: true, title: 'Latency histogram'});
    var names = [];
    runs.forEach(function (r) { (r.transactions || []).forEach(function (x) { if (names.indexOf(x.shortName) < 0) { names.push(x.shortName); } }); });
    function perTx(key, sub) {
      return runs.map(function (r, i) {
        return {label: r.label, backgroundColor: color(i), data: names.map(function (n) {
          var x = (r.transactions || []).filter(function (y) { return y.shortName === n; })[0];
          return x ? (sub ? x[sub][key] : x[key]) : null; })};
      });
    }
    barChart('c-cmp-txtps', names, perTx('tps'), 'TPS', {title: 'TPS per transaction'});
    barChart('c-cmp-txp95', names, perTx('p95Ms', 'service'), 'ms', {title: 'p95 response time per transaction'});
  }

  /* ---------- sweeps compared: every sweep on one chart against users, each knee a diamond ---------- */
  function renderSweepCompare(cmp) {
    var sweeps = cmp.sweeps || [];
    var lab = cmp.figureLabels || {};
    function curve(sw, i, key, label, extra) {
      var steps = sw.steps || [];
      var d = line(label, points(col(steps, 'users'), col(steps, key)), i, extra);
      d.tension = 0;
      d.pointRadius = steps.map(function (s, j) { return j === sw.kneeIndex ? 8 : s.clientSaturation ? 6 : 3; });
      d.pointStyle = steps.map(function (s, j) {
        return j === sw.kneeIndex ? 'rectRot' : s.clientSaturation ? 'triangle' : 'circle'; });
      return d;
    }
    function each(key, suffix, extra) {
      return sweeps.map(function (sw, i) { return curve(sw, i, key, sw.label + suffix, extra); });
    }
    xyChart('c-swc-main', each('tps', ' ' + lab.tps).concat(each('avgMs', ' ' + lab.avgMs, {yAxisID: 'y2', borderDash: [5, 4]})),
            'users', 'TPS', {y2: 'average response ms', title: 'TPS (solid) and average response time (dashed) against users'});
    xyChart('c-swc-rt', each('avgMs', ' ' + lab.avgMs).concat(each('p95Ms', ' ' + lab.p95Ms, {borderDash: [4, 3]})), 'users', 'ms',
            {title: 'Response time against users'});
    xyChart('c-swc-tps', each('tps', ''), 'users', 'TPS', {title: 'TPS'});
    xyChart('c-swc-qps', each('qps', ''), 'users', 'QPS', {title: 'QPS'});
    xyChart('c-swc-iops', each('dbIoRequestsPerSec', ' ' + lab.dbIoRequestsPerSec).concat(each('diskIops', ' ' + lab.diskIops, {borderDash: [4, 3]})),
            'users', 'IO requests/s', {title: 'IO: the database\'s requests and the host\'s disks'});
  }

  window.Surgebench = {renderRun: renderRun, renderSweep: renderSweep, renderCompare: renderCompare,
                       renderSweepCompare: renderSweepCompare};
  document.addEventListener('DOMContentLoaded', function () {
    var el = document.getElementById('surge-data');
    if (!el) { return; }
    var data = JSON.parse(el.textContent);
    var kind = document.body.getAttribute('data-kind');
    if (kind === 'run') { renderRun(data); } else if (kind === 'sweep') { renderSweep(data); } else if (kind === 'compare') { renderCompare(data); } else if (kind === 'sweepcompare') { renderSweepCompare(data); }
  });
})();
