// The generate page: POST /api/generate, then its phase, progress and ETA each half second; every text from the
// server is put in with textContent, never as HTML.
'use strict';
let genId = null;
const $ = (id) => document.getElementById(id);

function settings() {
  const body = {};
  for (const [k, v] of new FormData($('gen')).entries()) {
    if (v !== '') { body[k] = k === 'scale' ? Number(v) : k === 'force' ? true : v; }
  }
  return body;
}

async function call(method, path, body) {
  const r = await fetch(path, {method, headers: {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body)});
  const json = await r.json().catch(() => ({}));
  if (!r.ok) { throw new Error(json.error || ('HTTP ' + r.status)); }
  return json;
}

$('gen').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('error').textContent = ''; $('result').textContent = '';
  try {
    const g = await call('POST', '/api/generate', settings());
    genId = g.id;
    $('generate').disabled = true; $('cancel').disabled = false;
    poll();
  } catch (err) { $('error').textContent = err.message; }
});

$('cancel').addEventListener('click', async () => { if (genId) { await call('POST', '/api/generate/' + genId + '/cancel'); } });

$('drop').addEventListener('click', async () => {
  $('error').textContent = ''; $('result').textContent = '';
  const s = settings();
  try {
    const d = await call('POST', '/api/drop', {workload: s.workload, url: s.url, user: s.user, password: s.password});
    $('result').textContent = 'Dropped ' + d.dropped.length + ' objects of ' + d.workload + '.';
  } catch (err) { $('error').textContent = err.message; }
});

async function poll() {
  const g = await call('GET', '/api/generate/' + genId);
  $('phase').textContent = g.phase;
  $('done').textContent = g.done === null ? '–' : g.done;
  $('total').textContent = g.total === null ? '–' : g.total;
  $('unit').textContent = g.unit === null ? '' : g.unit;
  $('eta').textContent = g.etaSeconds === null ? '–' : Math.ceil(g.etaSeconds) + ' s';
  $('progress').value = g.percent;
  if (!g.finished) { setTimeout(poll, 500); return; }
  $('generate').disabled = false; $('cancel').disabled = true;
  if (g.failure) { $('error').textContent = g.failure; return; }
  $('progress').value = 100;
  $('result').textContent = 'Generated in ' + g.seconds.toFixed(1) + ' s: '
    + Object.entries(g.rows).map(([t, n]) => t + ' ' + n + ' rows').join(', ') + '.';
}
