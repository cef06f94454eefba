// The sweeps page: POST /api/sweeps, then the scaling table and its charts as each step ends, and the sweeps of
// the results folder. The columns and the charts' titles are the server's (the engine's catalogue of sweep
// figures); every text from the server is put in with textContent, never as HTML.
'use strict';
let sweepId = null;
const $ = (id) => document.getElementById(id);
// The charts: each a figure of the catalogue (by key) against the sweep's axis.
const CHARTS = ['tps', 'p95Ms'];

async function call(method, path, body) {
  const r = await fetch(path, {method, headers: {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body)});
  const json = await r.json().catch(() => ({}));
  if (!r.ok) { throw new Error(json.error || ('HTTP ' + r.status)); }
  return json;
}

function request() {
  const f = new FormData($('sweep'));
  const body = {};
  const over = f.get('over');
  const steps = String(f.get('steps')).split(',').map((t) => t.trim()).filter((t) => t !== '').map(Number);
  for (const [k, v] of f.entries()) {
    if (v === '' || k === 'over' || k === 'steps' || k === 'users') { continue; }
    body[k] = v;
  }
  if (over === 'rate') { body.rate = steps; body.users = Number(f.get('users')); } else { body.users = steps; }
  return body;
}

$('sweep').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('error').textContent = ''; $('result').textContent = '';
  try {
    const s = await call('POST', '/api/sweeps', request());
    sweepId = s.id;
    $('start').disabled = true; $('stop').disabled = false;
    show(s);
    setTimeout(poll, 1000);
  } catch (err) { $('error').textContent = err.message; }
});

$('stop').addEventListener('click', async () => {
  if (sweepId) { await call('POST', '/api/sweeps/' + sweepId + '/stop'); $('stop').disabled = true; }
});

async function poll() {
  const s = await call('GET', '/api/sweeps/' + sweepId);
  show(s);
  if (s.finished) {
    $('start').disabled = false; $('stop').disabled = true;
    if (s.failure) { $('error').textContent = s.failure; }
    listWritten();
    return;
  }
  setTimeout(poll, 1000);
}

function show(s) {
  const r = s.running;
  $('step').textContent = r ? r.index + ' of ' + s.steps + ': ' + (r.rate === null ? r.users + ' users'
    : r.rate + ' tx/s at ' + r.users + ' users') : s.stepsDone + ' of ' + s.steps + ' done';
  $('phase').textContent = r ? r.phase : (s.finished ? 'finished' : 'starting');
  $('tps').textContent = r && r.second ? r.second.tps.toFixed(1) : '–';
  table(s.table);
  charts(s.table);
  $('knee').textContent = s.table.kneeSentence || '';
  if (s.finished && s.file) {
    const name = s.file.split(/[\\/]/).pop();
    const a = document.createElement('a');
    a.id = 'sweep-page';
    a.href = '/results?file=' + encodeURIComponent(name.replace(/\.json$/, '.html'));
    a.textContent = 'Open the sweep\'s page';
    $('result').replaceChildren('Finished: ' + s.stepsDone + ' steps. ', a);
  }
}

function cell(tag, text, cls) {
  const c = document.createElement(tag); c.textContent = text; if (cls) { c.className = cls; } return c;
}

function table(t) {
  const head = document.createElement('tr');
  head.append(cell('th', t.axisLabel), ...t.figures.map((f) => cell('th', f.label)));
  $('scaling').tHead.replaceChildren(head);
  $('scaling').tBodies[0].replaceChildren(...t.rows.map((row) => {
    const tr = document.createElement('tr');
    if (row.knee) { tr.className = 'knee'; }
    tr.append(cell('td', row.at), ...row.cells.map((c) => cell('td', c, 'num')));
    return tr;
  }));
}

// One small SVG per chart: the figure (its label from the catalogue) against the axis, a dot per step.
function charts(t) {
  const svgNs = 'http://www.w3.org/2000/svg';
  $('charts').replaceChildren(...CHARTS.map((key) => {
    const f = t.figures.find((x) => x.key === key);
    const box = document.createElement('figure');
    box.append(cell('figcaption', (f ? f.label : key) + ' against ' + t.axisLabel));
    const svg = document.createElementNS(svgNs, 'svg');
    svg.setAttribute('width', 360); svg.setAttribute('height', 160); svg.setAttribute('class', 'chart');
    svg.dataset.key = key;
    const pts = t.rows.filter((r) => r.values[key] !== null).map((r) => [r.x, r.values[key]]);
    const xmax = Math.max(1, ...pts.map((p) => p[0])); const ymax = Math.max(1e-9, ...pts.map((p) => p[1]));
    const xy = pts.map((p) => [10 + 340 * p[0] / xmax, 150 - 140 * p[1] / ymax]);
    const line = document.createElementNS(svgNs, 'polyline');
    line.setAttribute('fill', 'none'); line.setAttribute('stroke', '#1565c0'); line.setAttribute('stroke-width', 2);
    line.setAttribute('points', xy.map((p) => p.join(',')).join(' '));
    svg.append(line);
    for (const [x, y] of xy) {
      const dot = document.createElementNS(svgNs, 'circle');
      dot.setAttribute('cx', x); dot.setAttribute('cy', y); dot.setAttribute('r', 3.5); dot.setAttribute('fill', '#1565c0');
      svg.append(dot);
    }
    box.append(svg);
    return box;
  }));
}

async function listWritten() {
  const list = await call('GET', '/api/sweeps');
  $('sweeps').tBodies[0].replaceChildren(...list.written.map((w) => {
    const tr = document.createElement('tr');
    const a = document.createElement('a');
    a.href = '/results?file=' + encodeURIComponent(w.page); a.textContent = 'sweep page';
    const link = document.createElement('td'); link.append(a);
    tr.append(cell('td', w.startedAt || ''), cell('td', w.workload), cell('td', w.axis),
      cell('td', String(w.steps), 'num'), cell('td', w.kneeTitle), cell('td', w.comment || ''), link);
    return tr;
  }));
}

listWritten();
