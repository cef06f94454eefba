// The session page: every request goes to the console's JSON API (docs/web-api.yaml); every text from the
// server is put in with textContent, never as HTML.
'use strict';
let runId = null;
let seen = 0;
const tps = [];
const $ = (id) => document.getElementById(id);

async function call(method, path, body) {
  const r = await fetch(path, {method, headers: {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body)});
  const json = await r.json().catch(() => ({}));
  if (!r.ok) { throw new Error(json.error || ('HTTP ' + r.status)); }
  return json;
}

$('run').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('error').textContent = '';
  const f = new FormData($('run'));
  const body = {};
  for (const [k, v] of f.entries()) {
    if (v !== '') { body[k] = k === 'users' ? Number(v) : k === 'rate' ? Number(v) : v; }
  }
  Object.assign(body, mixChoice());
  try {
    const s = await call('POST', '/api/runs', body);
    runId = s.id; seen = 0; tps.length = 0;
    $('start').disabled = true; $('stop').disabled = false; $('set-users').disabled = false;
    $('result').textContent = '';
    poll();
  } catch (err) { $('error').textContent = err.message; }
});

$('stop').addEventListener('click', async () => {
  if (runId) { await call('POST', '/api/runs/' + runId + '/stop'); $('stop').disabled = true; }
});

$('set-users').addEventListener('click', async () => {
  try { await call('PUT', '/api/runs/' + runId + '/users', {users: Number($('live-users').value)}); }
  catch (err) { $('error').textContent = err.message; }
});

async function poll() {
  const s = await call('GET', '/api/runs/' + runId + '?after=' + seen);
  seen = s.secondsSeen;
  $('phase').textContent = s.phase;
  $('users').textContent = s.users;
  for (const sec of s.seconds) { tps.push(sec.tps); $('tps').textContent = sec.tps.toFixed(1); $('errors').textContent = sec.errors; }
  draw();
  const events = $('events');
  events.replaceChildren(...s.events.slice(-10).map((t) => { const li = document.createElement('li'); li.textContent = t; return li; }));
  if (s.finished) {
    $('start').disabled = false; $('stop').disabled = true; $('set-users').disabled = true;
    if (s.failure) { $('error').textContent = s.failure; }
    if (s.summary) {
      $('result').textContent = 'Finished (' + s.summary.stopReason + '): ' + s.summary.transactions
        + ' transactions, ' + s.summary.tps.toFixed(1) + ' TPS. ';
      if (s.summary.file) {
        const a = document.createElement('a');
        a.id = 'report';
        a.href = '/results?file=' + encodeURIComponent(s.summary.file.replace(/\.json$/, '.html'));
        a.textContent = 'Open the report';
        $('result').append(a);
      }
    }
    return;
  }
  setTimeout(poll, 1000);
}

function draw() {
  const last = tps.slice(-120);
  const max = Math.max(1, ...last);
  $('line').setAttribute('points', last.map((v, i) => (i * 5) + ',' + (78 - 76 * v / max)).join(' '));
}

// The mix: one row per transaction of the workload (GET /api/workloads/NAME), on or off and its weight. A run
// request names only what differs from the workload's defaults (or the named mix), plus what a file set.
async function loadTransactions(name) {
  const body = $('transactions').tBodies[0];
  body.replaceChildren();
  if (!name) { return; }
  let w;
  try { w = await call('GET', '/api/workloads/' + encodeURIComponent(name)); }
  catch (err) { return; } // the run request names an unknown workload in one sentence
  for (const t of w.transactions) {
    const tr = document.createElement('tr');
    tr.dataset.short = t.short; tr.dataset.weight = t.weight; tr.dataset.enabled = t.enabled;
    const on = document.createElement('input'); on.type = 'checkbox'; on.checked = t.enabled; on.className = 'on';
    const weight = document.createElement('input'); weight.type = 'number'; weight.min = 0; weight.size = 4;
    weight.value = t.weight; weight.className = 'weight';
    const cells = [on, t.short, t.name, weight].map((c) => {
      const td = document.createElement('td');
      if (typeof c === 'string') { td.textContent = c; } else { td.append(c); }
      return td;
    });
    tr.append(...cells);
    body.append(tr);
  }
}

function mixChoice() {
  const weight = {}; const enable = []; const disable = [];
  for (const tr of $('transactions').tBodies[0].rows) {
    const on = tr.querySelector('.on').checked;
    const w = Number(tr.querySelector('.weight').value);
    if (on !== (tr.dataset.enabled === 'true')) { (on ? enable : disable).push(tr.dataset.short); }
    if (on && (w !== Number(tr.dataset.weight) || tr.dataset.fromFile)) { weight[tr.dataset.short] = w; }
  }
  const out = {};
  if (Object.keys(weight).length) { out.weight = weight; }
  if (enable.length) { out.enable = enable; }
  if (disable.length) { out.disable = disable; }
  return out;
}

$('run').elements.workload.addEventListener('change', () => loadTransactions($('run').elements.workload.value));
loadTransactions($('run').elements.workload.value);

// A Swingbench configuration file fills the form: the engine maps it (POST /api/swingbench-config); what the
// form does not take is said in one line. The file's password never comes back: type it in.
$('config').addEventListener('change', async () => {
  const file = $('config').files[0];
  if (!file) { return; }
  $('error').textContent = ''; $('config-note').textContent = '';
  const r = await fetch('/api/swingbench-config?name=' + encodeURIComponent(file.name),
    {method: 'POST', headers: {'Content-Type': 'application/xml'}, body: file});
  const json = await r.json().catch(() => ({}));
  if (!r.ok) { $('error').textContent = json.error || ('HTTP ' + r.status); return; }
  const form = $('run');
  for (const key of ['workload', 'variant', 'url', 'user', 'users', 'think-min', 'think-max', 'ramp-up',
    'warm-up', 'run-time']) {
    if (json[key] !== null && json[key] !== undefined) { form.elements[key].value = json[key]; }
  }
  $('live-users').value = json.users;
  // The file's transactions: those it enables at its weights, the others off.
  await loadTransactions(json.workload);
  for (const tr of $('transactions').tBodies[0].rows) {
    const w = json.weights[tr.dataset.short];
    tr.querySelector('.on').checked = w !== undefined;
    if (w !== undefined) { tr.querySelector('.weight').value = w; tr.dataset.fromFile = 'true'; }
  }
  $('config-note').textContent = 'Read ' + json.benchmark + ' (' + json.workload + ')'
    + (json.notApplied.length ? '; not taken: ' + json.notApplied.join('; ') : '') + '.';
});

// /?run=ID: the page follows a run the console already has (started by a pipeline, or by this page before a
// reload), as if it had started it here.
const following = new URLSearchParams(location.search).get('run');
if (following) {
  runId = following; seen = 0;
  $('start').disabled = true; $('stop').disabled = false; $('set-users').disabled = false;
  poll();
}
