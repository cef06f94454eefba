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
  for (const [k, v] of f.entries()) { if (v !== '') { body[k] = k === 'users' ? Number(v) : v; } }
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
        + ' transactions, ' + s.summary.tps.toFixed(1) + ' TPS.';
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
