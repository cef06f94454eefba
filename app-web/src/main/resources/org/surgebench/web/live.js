// The generators page: the live runs of several generators (GET /api/live), and one of them (?run=ID) as one run:
// the seconds the console added up (GET /api/live/ID?after=N), a line per generator, users and stop for all.
// Every text from the server is put in with textContent, never as HTML.
'use strict';
const $ = (id) => document.getElementById(id);
const runId = new URLSearchParams(location.search).get('run');
const ROWS_SHOWN = 60;
const seconds = [];
let total = 0;

async function call(method, path, body) {
  const r = await fetch(path, {method, headers: {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body)});
  const json = await r.json().catch(() => ({}));
  if (!r.ok) { throw new Error(json.error || ('HTTP ' + r.status)); }
  return json;
}

function cell(text, cls) { const c = document.createElement('td'); c.textContent = text; if (cls) { c.className = cls; } return c; }

async function listRuns() {
  const runs = await call('GET', '/api/live');
  $('runs').tBodies[0].replaceChildren(...runs.map((r) => {
    const tr = document.createElement('tr');
    const a = document.createElement('a'); a.href = '/live?run=' + encodeURIComponent(r.runId); a.textContent = r.runId;
    const first = document.createElement('td'); first.append(a);
    tr.append(first, cell(String(r.generators), 'num'), cell(r.finished ? 'yes' : 'no'));
    return tr;
  }));
}

async function poll() {
  let s;
  try {
    s = await call('GET', '/api/live/' + encodeURIComponent(runId) + '?after=' + (seconds.length ? seconds[seconds.length - 1].second : 0));
  } catch (err) { $('error').textContent = err.message; setTimeout(poll, 1000); return; }
  $('error').textContent = '';
  for (const sec of s.seconds) { seconds.push(sec); total += sec.transactions; }
  $('generators').textContent = s.generators;
  $('users').textContent = s.users;
  if (document.activeElement !== $('live-users')) { $('live-users').value = s.users; }
  const last = seconds[seconds.length - 1];
  if (last) { $('tps').textContent = last.tps.toFixed(1); $('p95').textContent = last.p95Ms.toFixed(2); }
  $('transactions').textContent = total;
  $('seconds-shown').textContent = seconds.length;
  $('per-generator').tBodies[0].replaceChildren(...s.perGenerator.map((g) => {
    const tr = document.createElement('tr');
    tr.append(cell(g.generator), cell(String(g.users), 'num'), cell(g.tps.toFixed(1), 'num'), cell(g.finished ? 'yes' : 'no'));
    return tr;
  }));
  $('seconds').tBodies[0].replaceChildren(...seconds.slice(-ROWS_SHOWN).reverse().map((x) => {
    const tr = document.createElement('tr');
    tr.dataset.second = x.second; tr.dataset.transactions = x.transactions;
    tr.append(cell(String(x.second), 'num'), cell(String(x.users), 'num'), cell(String(x.transactions), 'num'),
      cell(x.tps.toFixed(1), 'num'), cell(x.p95Ms.toFixed(2), 'num'), cell(String(x.errors), 'num'));
    return tr;
  }));
  draw();
  if (s.finished) {
    $('set-users').disabled = true; $('stop').disabled = true;
    const m = s.summary;
    $('result').textContent = 'Merged (' + m.stopReason + '): ' + m.transactions + ' transactions, '
      + m.tps.toFixed(1) + ' TPS. ';
    if (m.file) {
      const a = document.createElement('a'); a.id = 'report';
      a.href = '/results?file=' + encodeURIComponent(m.file.replace(/\.json$/, '.html'));
      a.textContent = 'Open the merged report';
      $('result').append(a);
    }
    listRuns();
    return;
  }
  setTimeout(poll, 1000);
}

function draw() {
  const last = seconds.slice(-120).map((x) => x.tps);
  const max = Math.max(1, ...last);
  $('line').setAttribute('points', last.map((v, i) => (i * 5) + ',' + (78 - 76 * v / max)).join(' '));
}

$('set-users').addEventListener('click', async () => {
  try { await call('PUT', '/api/live/' + encodeURIComponent(runId) + '/users', {users: Number($('live-users').value)}); }
  catch (err) { $('error').textContent = err.message; }
});
$('stop').addEventListener('click', async () => {
  try { await call('POST', '/api/live/' + encodeURIComponent(runId) + '/stop'); $('stop').disabled = true; }
  catch (err) { $('error').textContent = err.message; }
});

// Without a run chosen, the list is asked for again every 2 s: generators that start later show up.
async function watchRuns() {
  await listRuns().catch(() => {});
  setTimeout(watchRuns, 2000);
}

if (runId) { listRuns(); $('run').hidden = false; $('run-id').textContent = runId; poll(); } else { watchRuns(); }
