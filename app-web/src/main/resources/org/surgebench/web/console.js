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
  $('config-note').textContent = 'Read ' + json.benchmark + ' (' + json.workload + ')'
    + (json.notApplied.length ? '; not taken: ' + json.notApplied.join('; ') : '') + '.';
});
