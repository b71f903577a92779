/**
 * warsim studio's page: build a scenario on the table from the system's units, terrain kinds,
 * tactics and rule flags; every edit checked by the CLI's own loader (on the server) with its
 * messages beside the field; run it with the intervals narrowing as the workers go; compare
 * variants; save the YAML that `warsim run` plays to the same counts.
 */
import type { AnalyseEvent, AnalyseRequest } from '../analyse.ts';
import type { CheckResult, StudioIssue } from '../check.ts';
import type { RunEvent } from '../run.ts';
import type { FieldInfo, SystemInfo } from '../system-info.ts';
import { clone, findUnit, freshId, isObj, movePiece, piecesOf, positionOf, round1, sidesOf, turnUnit, unitsOf, variantSet, type Json, type Obj, type Scenario } from './model.ts';
import { Table, type Pick } from './table.ts';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(data.error ?? `${res.status}`);
  return data;
}

const state = {
  info: null as SystemInfo | null,
  infos: new Map<string, SystemInfo>(),
  scenario: { system: 'wfb4' } as Scenario,
  file: '',
  selected: null as Pick | null,
  check: null as CheckResult | null,
  activeSide: 0,
  run: '',
  /** The analysis going on (Stop interrupts it). */
  analysis: '',
  /** The scenario as it was when a variant was started (null when not making one). */
  variantBase: null as Scenario | null,
  checks: 0,
  /** Changes made to the scenario; the page's body says which the last check shown checked. */
  edits: 0,
};

let table: Table;

function message(text: string): void {
  const box = $('issues');
  const p = document.createElement('div');
  p.className = 'message';
  p.textContent = text;
  box.prepend(p);
}

async function systemInfo(id: string): Promise<SystemInfo> {
  let info = state.infos.get(id);
  if (!info) {
    info = await api<SystemInfo>(`/api/system/${encodeURIComponent(id)}`);
    state.infos.set(id, info);
  }
  return info;
}

async function setScenario(s: Scenario, file: string): Promise<void> {
  state.info = await systemInfo(String(s.system));
  state.scenario = s;
  state.file = file;
  state.selected = null;
  state.variantBase = null;
  $<HTMLSelectElement>('system').value = state.info.id;
  $<HTMLInputElement>('file').value = file;
  $<HTMLInputElement>('sims').value = String(typeof s.sims === 'number' ? s.sims : 2000);
  $<HTMLInputElement>('seed').value = String(typeof s.seed === 'number' ? s.seed : 1);
  renderPalette();
  renderFlags();
  renderTerrainKinds();
  // The tactic fields a "which tactics" question varies: the reaction to a charge by default.
  const choices = state.info.tactics.filter((f) => f.kind === 'choice' || f.kind === 'flag');
  const preset = choices.some((f) => f.name === 'react') ? 'react' : (choices[0]?.name ?? '');
  $('an-fields').innerHTML = choices.map((f) => `<option${f.name === preset ? ' selected' : ''}>${esc(f.name)}</option>`).join('');
  changed();
}

let checkTimer = 0;
/** Something in the scenario changed: redraw the panels now, check and redraw the map shortly. */
function changed(): void {
  $<HTMLInputElement>('title').value = String(state.scenario.title ?? '');
  renderSides();
  renderInspector();
  renderVariants();
  state.edits++;
  document.body.dataset.edits = String(state.edits);
  window.clearTimeout(checkTimer);
  checkTimer = window.setTimeout(() => void check(), 120);
}

async function check(): Promise<void> {
  const edit = state.edits;
  const result = await api<CheckResult>('/api/check', { scenario: state.scenario });
  // A change made while this check was out has a check of its own coming: show that one.
  if (edit !== state.edits) return;
  state.check = result;
  table.draw(result, state.scenario, state.selected);
  const box = $('issues');
  box.innerHTML = '';
  if (result.issues.length === 0) {
    const pts = result.costs.length > 0 ? ` · points: ${sidesOf(state.scenario).map((s) => `${esc(String(s.id))} ${result.costs.filter((c) => c.side === s.id).reduce((t, c) => t + c.points, 0)}`).join(', ')}` : '';
    box.innerHTML = `<div class="ok">The scenario is valid${pts}.</div>`;
  }
  for (const i of result.issues) box.insertAdjacentHTML('beforeend', `<div class="issue">${esc(i.message)}</div>`);
  for (const w of result.warnings) box.insertAdjacentHTML('beforeend', `<div class="warning">warning: ${esc(w)}</div>`);
  // Only the notes: a field being typed in keeps what is typed.
  renderNotes();
  state.checks++;
  document.body.dataset.checked = String(state.checks);
  document.body.dataset.checkedEdit = String(edit);
  document.body.dataset.valid = result.issues.length === 0 ? '1' : '0';
}

// ------------------------------------------------------------------ sides and palette

function renderSides(): void {
  const info = state.info!;
  const box = $('sides');
  box.innerHTML = '';
  sidesOf(state.scenario).forEach((side, i) => {
    const row = document.createElement('div');
    row.className = 'side-row';
    const armies = info.armies ? `<select data-army="${i}">${info.armies.map((a) => `<option value="${esc(a.id)}"${a.id === side.army ? ' selected' : ''}>${esc(a.name)}</option>`).join('')}</select>` : '';
    row.innerHTML = `<label><input type="radio" name="active-side" value="${i}"${i === state.activeSide ? ' checked' : ''}> side <input data-side-id="${i}" value="${esc(String(side.id ?? ''))}" size="8"></label> ${armies} <span class="help">${unitsOf(side).length} units</span>`;
    box.appendChild(row);
  });
  box.querySelectorAll<HTMLInputElement>('input[name=active-side]').forEach((r) =>
    r.addEventListener('change', () => {
      state.activeSide = Number(r.value);
      renderPalette();
    }),
  );
  box.querySelectorAll<HTMLInputElement>('input[data-side-id]').forEach((inp) =>
    inp.addEventListener('change', () => {
      sidesOf(state.scenario)[Number(inp.dataset.sideId)].id = inp.value;
      changed();
    }),
  );
  box.querySelectorAll<HTMLSelectElement>('select[data-army]').forEach((sel) =>
    sel.addEventListener('change', () => {
      sidesOf(state.scenario)[Number(sel.dataset.army)].army = sel.value;
      renderPalette();
      changed();
    }),
  );
}

function renderPalette(): void {
  const info = state.info!;
  const side = sidesOf(state.scenario)[state.activeSide];
  const filter = $<HTMLInputElement>('filter').value.toLowerCase();
  const list = $('palette');
  list.innerHTML = '';
  for (const e of info.palette) {
    // A side with an army list takes that list's units; an empty side takes any (and its army).
    if (e.army && side && side.army && side.army !== e.army && unitsOf(side).length > 0) continue;
    if (filter && !`${e.label} ${e.summary}`.toLowerCase().includes(filter)) continue;
    const li = document.createElement('li');
    li.draggable = true;
    li.dataset.key = e.key;
    li.innerHTML = `<span class="what"><b>${esc(e.label)}</b><span class="sum">${esc(e.summary)}</span></span><button>Add</button>`;
    li.addEventListener('dragstart', (ev) => ev.dataTransfer?.setData('text/plain', e.key));
    li.querySelector('button')!.addEventListener('click', () => {
      const bf = state.scenario.battlefield as { width?: number; depth?: number };
      const w = bf?.width ?? 72;
      const d = bf?.depth ?? 48;
      addUnit(e.key, round1(w / 2), round1(state.activeSide === 0 ? d * 0.2 : d * 0.8));
    });
    list.appendChild(li);
  }
}

function addUnit(key: string, x: number, y: number): void {
  const entry = state.info!.palette.find((e) => e.key === key);
  const side = sidesOf(state.scenario)[state.activeSide];
  if (!entry || !side) return;
  if (entry.army && side.army !== entry.army) {
    if (unitsOf(side).length > 0) {
      message(`${entry.label} is from the ${entry.army} list; side ${String(side.id)} plays ${String(side.army)}. Choose the other side, or another unit.`);
      return;
    }
    side.army = entry.army;
  }
  const id = freshId(state.scenario, entry.label);
  const unit: Obj = { id, ...clone(entry.unit as Obj), position: { x, y, facing: state.activeSide === 0 ? 0 : 180 } };
  (side.units as Json[]).push(unit);
  state.selected = { kind: 'unit', id };
  changed();
}

// ------------------------------------------------------------------ inspector

function issuesUnder(path: (string | number)[]): StudioIssue[] {
  return (state.check?.issues ?? []).filter((i) => path.every((p, k) => String(i.path[k]) === String(p)));
}

function fieldControl(f: FieldInfo, value: Json | undefined, enemies: string[]): string {
  const desc = `<div class="desc">${esc(f.description)}</div>`;
  if (f.kind === 'flag') return `<div class="field"><label><input type="checkbox" data-f="${f.name}"${value === true ? ' checked' : ''}> ${f.name}</label>${desc}</div>`;
  if (f.kind === 'number') return `<div class="field"><label>${f.name}</label><input type="number" data-f="${f.name}" value="${esc(String(value ?? ''))}"${f.min !== null ? ` min="${f.min}"` : ''}${f.max !== null ? ` max="${f.max}"` : ''}>${desc}</div>`;
  const values = [...f.values, ...(f.enemyUnit ? enemies : [])];
  const opts = [`<option value="">(default)</option>`, ...values.map((v) => `<option${v === value ? ' selected' : ''}>${esc(v)}</option>`)];
  return `<div class="field"><label>${f.name}</label><select data-f="${f.name}">${opts.join('')}</select>${desc}</div>`;
}

/** The selection's points and problems from the last check, beside its fields. */
function renderNotes(): void {
  const box = document.getElementById('notes');
  const sel = state.selected;
  if (!box || !sel) return;
  let path: (string | number)[] = ['battlefield', 'terrain', sel.kind === 'piece' ? sel.index : -1];
  let points = '';
  if (sel.kind === 'unit') {
    const found = findUnit(state.scenario, sel.id);
    if (!found) return;
    path = ['sides', found.side, 'units', found.index];
    const cost = state.check?.costs.find((c) => c.unit === sel.id);
    if (cost) points = `<div class="help">${cost.points} points</div>`;
  }
  box.innerHTML = points + issuesUnder(path).map((i) => `<div class="field"><span class="issue">${esc(i.message)}</span></div>`).join('');
}

function renderInspector(): void {
  const box = $('inspector');
  const sel = state.selected;
  const info = state.info;
  if (!sel || !info) {
    box.innerHTML = '<p class="help">Select a unit or a terrain piece on the table.</p>';
    return;
  }
  if (sel.kind === 'piece') return renderPiece(box, sel.index);
  const found = findUnit(state.scenario, sel.id);
  if (!found) {
    box.innerHTML = '<p class="help">Select a unit or a terrain piece on the table.</p>';
    return;
  }
  const { unit, side, index } = found;
  const enemies = sidesOf(state.scenario)
    .filter((_, i) => i !== side)
    .flatMap((s) => unitsOf(s).map((u) => String(u.id)));
  const tactics = isObj(unit.tactics) ? (unit.tactics as Obj) : {};
  box.innerHTML =
    `<div class="field"><label>id</label><input id="unit-id" value="${esc(String(unit.id))}"></div><div id="notes"></div>` +
    `<div class="field"><button id="turn-left">⟲ 15°</button> <button id="turn-right">⟳ 15°</button> <span class="help">facing ${Number(positionOf(unit).facing ?? 0)}°</span></div>` +
    info.numbers.map((f) => fieldControl(f, unit[f.name], [])).join('') +
    `<h2>Tactics</h2><div id="tactics">${info.tactics.map((f) => fieldControl(f, tactics[f.name], enemies)).join('')}</div>` +
    `<h2>As written</h2><textarea id="unit-json" rows="10" spellcheck="false">${esc(JSON.stringify(unit, null, 1))}</textarea><button id="unit-apply">Apply</button> <button id="unit-delete">Remove unit</button>`;
  renderNotes();
  $('turn-left').onclick = () => turn(-15);
  $('turn-right').onclick = () => turn(15);
  $<HTMLInputElement>('unit-id').onchange = (e) => {
    const id = (e.target as HTMLInputElement).value;
    unit.id = id;
    state.selected = { kind: 'unit', id };
    changed();
  };
  box.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-f]').forEach((el) => {
    el.addEventListener('change', () => {
      const name = el.dataset.f!;
      const inTactics = el.closest('#tactics') !== null;
      const target = inTactics ? (isObj(unit.tactics) ? (unit.tactics as Obj) : (unit.tactics = {})) : unit;
      let value: Json | undefined;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') value = el.checked;
      else if (el instanceof HTMLInputElement && el.type === 'number') value = el.value === '' ? undefined : Number(el.value);
      else value = el.value === '' ? undefined : el.value;
      if (value === undefined) delete (target as Obj)[name];
      else (target as Obj)[name] = value;
      changed();
    });
  });
  $('unit-apply').onclick = () => {
    try {
      const next = JSON.parse($<HTMLTextAreaElement>('unit-json').value) as Json;
      if (!isObj(next)) throw new Error('a unit is an object: { "id": …, … }');
      (sidesOf(state.scenario)[side].units as Json[])[index] = next;
      state.selected = { kind: 'unit', id: String(next.id) };
      changed();
    } catch (error) {
      message(`The unit's text is not JSON: ${(error as Error).message}`);
    }
  };
  $('unit-delete').onclick = () => {
    (sidesOf(state.scenario)[side].units as Json[]).splice(index, 1);
    state.selected = null;
    changed();
  };
}

function renderPiece(box: HTMLElement, k: number): void {
  const piece = piecesOf(state.scenario)[k];
  if (!piece) {
    box.innerHTML = '';
    return;
  }
  const linear = Array.isArray(piece.from);
  const nums = linear ? [] : ['width', 'depth'];
  box.innerHTML =
    `<div class="field"><label>${esc(String(piece.kind))}</label><input id="piece-name" placeholder="name" value="${esc(String(piece.name ?? ''))}"></div>` +
    nums.map((n) => `<div class="field"><label>${n}</label><input type="number" data-n="${n}" value="${Number(piece[n])}" min="0.5" step="0.5"></div>`).join('') +
    `<button id="piece-delete">Remove piece</button><div id="notes"></div>`;
  renderNotes();
  $<HTMLInputElement>('piece-name').onchange = (e) => {
    piece.name = (e.target as HTMLInputElement).value;
    changed();
  };
  box.querySelectorAll<HTMLInputElement>('[data-n]').forEach((el) =>
    el.addEventListener('change', () => {
      piece[el.dataset.n!] = Number(el.value);
      changed();
    }),
  );
  $('piece-delete').onclick = () => {
    piecesOf(state.scenario).splice(k, 1);
    state.selected = null;
    changed();
  };
}

function turn(degrees: number): void {
  const sel = state.selected;
  if (sel?.kind !== 'unit') return;
  const found = findUnit(state.scenario, sel.id);
  if (!found) return;
  turnUnit(found.unit, degrees);
  changed();
}

// ------------------------------------------------------------------ terrain, flags, variants

function renderTerrainKinds(): void {
  const t = state.info!.terrain;
  $('terrain-kind').innerHTML = [...Object.entries(t.area), ...Object.entries(t.linear)].map(([k, d]) => `<option value="${esc(k)}" title="${esc(d)}">${esc(k)}</option>`).join('');
}

function addTerrain(): void {
  const kind = $<HTMLSelectElement>('terrain-kind').value;
  const bf = state.scenario.battlefield as { width?: number; depth?: number };
  const w = bf?.width ?? 72;
  const d = bf?.depth ?? 48;
  const unit = state.info!.measure === 'cm' ? 2.5 : 1;
  const piece: Obj =
    kind in state.info!.terrain.linear
      ? { kind, from: [round1(w / 2 - 6 * unit), round1(d / 2)], to: [round1(w / 2 + 6 * unit), round1(d / 2)] }
      : { kind, x: round1(w / 2 - 4 * unit), y: round1(d / 2 - 3 * unit), width: 8 * unit, depth: 6 * unit };
  piecesOf(state.scenario).push(piece);
  state.selected = { kind: 'piece', index: piecesOf(state.scenario).length - 1 };
  changed();
}

function renderFlags(): void {
  const box = $('flags');
  const rules = () => (isObj(state.scenario.rules) ? (state.scenario.rules as Obj) : (state.scenario.rules = {}));
  box.innerHTML = state
    .info!.flags.map((f) => {
      const v = isObj(state.scenario.rules) ? (state.scenario.rules as Obj)[f.name] : undefined;
      const value = v ?? f.default;
      const control = f.choices
        ? `<select data-flag="${f.name}">${f.choices.map((c) => `<option${c === value ? ' selected' : ''}>${esc(c)}</option>`).join('')}</select>`
        : typeof f.default === 'boolean'
          ? `<input type="checkbox" data-flag="${f.name}"${value === true ? ' checked' : ''}>`
          : `<input type="number" data-flag="${f.name}" value="${esc(String(value))}"${f.min !== undefined ? ` min="${f.min}"` : ''}${f.max !== undefined ? ` max="${f.max}"` : ''}>`;
      return `<div class="field"><label>${f.name} ${control}</label><div class="desc">${esc(f.description)} (default ${esc(String(f.default))}; ${esc(f.rule)})</div></div>`;
    })
    .join('');
  box.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-flag]').forEach((el) =>
    el.addEventListener('change', () => {
      const f = state.info!.flags.find((x) => x.name === el.dataset.flag)!;
      const value: Json = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el instanceof HTMLInputElement ? Number(el.value) : el.value;
      if (value === f.default) delete rules()[f.name];
      else rules()[f.name] = value;
      if (Object.keys(rules()).length === 0) delete state.scenario.rules;
      changed();
    }),
  );
}

function renderVariants(): void {
  const box = $('variants');
  const variants = Array.isArray(state.scenario.variants) ? (state.scenario.variants as Obj[]) : [];
  box.innerHTML =
    variants.map((v, i) => `<div class="variant"><span>${esc(String(v.name))} <span class="help">${Object.keys(isObj(v.set) ? v.set : {}).length} changes</span></span><button data-drop="${i}">×</button></div>`).join('') +
    (state.variantBase
      ? `<div class="message">Making a variant: change units, tactics or rule flags, then name it. <input id="variant-name" placeholder="variant name"> <button id="variant-save">Save variant</button> <button id="variant-cancel">Cancel</button></div>`
      : `<button id="variant-start">New variant from changes…</button>`);
  box.querySelectorAll<HTMLButtonElement>('[data-drop]').forEach((b) =>
    b.addEventListener('click', () => {
      variants.splice(Number(b.dataset.drop), 1);
      if (variants.length === 0) delete state.scenario.variants;
      changed();
    }),
  );
  if (!state.variantBase) {
    $('variant-start').onclick = () => {
      state.variantBase = clone(state.scenario);
      renderVariants();
    };
    return;
  }
  $('variant-cancel').onclick = () => {
    state.scenario = state.variantBase!;
    state.variantBase = null;
    changed();
  };
  $('variant-save').onclick = () => {
    const base = state.variantBase!;
    const name = $<HTMLInputElement>('variant-name').value.trim();
    const { set, problems } = variantSet(base, state.scenario);
    if (name === '') return message('Name the variant first.');
    if (problems.length > 0) return message(`This cannot be a variant: ${problems.join('; ')}.`);
    if (Object.keys(set).length === 0) return message('Nothing changed since the variant was started.');
    const list = Array.isArray(base.variants) ? (base.variants as Obj[]) : (base.variants = []);
    list.push({ name, set });
    state.scenario = base;
    state.variantBase = null;
    changed();
  };
}

// ------------------------------------------------------------------ run

type Rates = { label: string; rate: number; lo: number; hi: number };
type Paired = { label: string; diff: number | null; lo: number | null; hi: number | null };

/** Each run's outcome rates with their intervals; under a variant's, its paired difference from the base. */
function ratesTable(runs: { name: string; n: number; outcomes: Rates[]; vsBase: { outcomes: Paired[] } | null }[]): string {
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;
  const rows = runs.map((r) => {
    const cells = r.outcomes.map((o, k) => {
      const d = r.vsBase?.outcomes[k];
      const vs = d && d.diff !== null ? `<br><span class="help">${signed(d.diff)} [${signed(d.lo ?? 0)}, ${signed(d.hi ?? 0)}] vs base</span>` : '';
      return `<td class="num">${pct(o.rate)} [${pct(o.lo)}, ${pct(o.hi)}]${vs}</td>`;
    });
    return `<tr><td>${esc(r.name)}</td><td class="num">${r.n.toLocaleString('en-US')}</td>${cells.join('')}</tr>`;
  });
  const head = runs[0]?.outcomes.map((o) => `<th>${esc(o.label)}</th>`).join('') ?? '';
  const note = runs.length > 1 ? '<p class="help">Under each variant: its difference from the base, paired over the same simulations, with its 95% interval.</p>' : '';
  return `<table class="rates"><tr><th>run</th><th>simulations</th>${head}</tr>${rows.join('')}</table>${note}`;
}

async function run(): Promise<void> {
  const sims = Number($<HTMLInputElement>('sims').value);
  const seed = Number($<HTMLInputElement>('seed').value);
  const threadsText = $<HTMLInputElement>('threads').value;
  $<HTMLButtonElement>('run').disabled = true;
  $<HTMLButtonElement>('stop').disabled = false;
  $('command-row').hidden = true;
  $('report-link').hidden = true;
  $('report-zip').hidden = true;
  document.body.dataset.run = 'running';
  const precisionText = $<HTMLInputElement>('precision').value;
  // With a precision, the simulations are the most it plays.
  const count = precisionText ? { precision: Number(precisionText), maxSims: sims } : { sims };
  const body = { scenario: state.scenario, file: state.file, ...count, seed, ...(threadsText ? { threads: Number(threadsText) } : {}) };
  try {
    const res = await fetch('/api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await readLines<RunEvent>(res, onEvent);
  } catch (error) {
    message(`The run failed: ${(error as Error).message}`);
  } finally {
    $<HTMLButtonElement>('run').disabled = false;
    $<HTMLButtonElement>('stop').disabled = true;
    if (document.body.dataset.run === 'running') document.body.dataset.run = 'failed';
  }
}

function onEvent(e: RunEvent): void {
  const bar = $<HTMLProgressElement>('progress');
  if (e.type === 'start') {
    state.run = e.run;
    bar.max = e.planned;
    bar.value = 0;
    $('progress-text').textContent = `0 of ${e.planned.toLocaleString('en-US')} (seed ${e.seed}, ${e.threads} threads)`;
  } else if (e.type === 'progress') {
    bar.value = e.done;
    $('progress-text').textContent = `${e.done.toLocaleString('en-US')} of ${e.planned.toLocaleString('en-US')}`;
    $('results').innerHTML = ratesTable(e.runs);
  } else if (e.type === 'done') {
    const n = e.summary.runs[0]?.n ?? 0;
    bar.value = e.stoppedBy === 'interrupted' ? bar.value : bar.max;
    const why = e.stoppedBy === 'interrupted' ? ' (stopped: a valid partial result)' : e.stoppedBy === 'precision' ? ' (the precision asked for was reached)' : e.stoppedBy === 'max-sims' ? ' (the most simulations asked for, before the precision)' : '';
    $('progress-text').textContent = `${n.toLocaleString('en-US')} simulations${why}`;
    $('results').innerHTML = ratesTable(e.summary.runs);
    // Each run's outcome counts, for a script to compare with `warsim run --json`.
    $('results').dataset.counts = JSON.stringify(e.summary.runs.map((r) => r.outcomes.map((o) => o.count)));
    $('command').textContent = e.command ?? 'Save the scenario to get the command that plays these very simulations again.';
    $('command-row').hidden = false;
    document.body.dataset.run = 'done';
  } else {
    message(`${e.message}${e.issues.length > 0 ? `: ${e.issues.map((i) => i.message).join('; ')}` : ''}`);
  }
}

// ------------------------------------------------------------------ questions (fit, tactics, flags)

/** Read a stream of JSON lines, handing each to `on`. */
async function readLines<T>(res: Response, on: (event: T) => void): Promise<void> {
  if (!res.ok || !res.body) throw new Error(((await res.json()) as { error?: string }).error ?? `${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      on(JSON.parse(buffer.slice(0, nl)) as T);
      buffer = buffer.slice(nl + 1);
    }
  }
}

async function analyse(kind: AnalyseRequest['kind']): Promise<void> {
  if (state.file === '') return message('Save the scenario first: the questions are asked of the saved file, as on the command line.');
  let unit: string | undefined;
  if (kind !== 'flags') {
    const found = state.selected?.kind === 'unit' ? findUnit(state.scenario, state.selected.id) : null;
    if (!found) return message('Select a unit on the table first.');
    unit = `${String(sidesOf(state.scenario)[found.side].id)}.${String(found.unit.id)}`;
  }
  const simsText = $<HTMLInputElement>('an-sims').value;
  const threadsText = $<HTMLInputElement>('threads').value;
  const body: AnalyseRequest = {
    kind,
    file: state.file,
    scenario: state.scenario,
    unit,
    ...(kind === 'fit' ? { field: state.info!.numbers[0]?.name ?? 'models' } : {}),
    ...(kind === 'tactics' ? { fields: [...$<HTMLSelectElement>('an-fields').selectedOptions].map((o) => o.value) } : {}),
    ...(simsText ? { sims: Number(simsText) } : {}),
    ...(threadsText ? { threads: Number(threadsText) } : {}),
  };
  $('an-output').textContent = '';
  $('an-report').hidden = true;
  $<HTMLButtonElement>('an-stop').disabled = false;
  document.body.dataset.analysis = 'running';
  try {
    const res = await fetch('/api/analyse', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await readLines<AnalyseEvent>(res, (e) => {
      if (e.type === 'start') {
        state.analysis = e.run;
        $('an-status').textContent = `Playing: ${e.command}`;
      } else if (e.type === 'done') {
        $('an-status').textContent = `${$('an-status').textContent!.replace(/^Playing/, 'Played')}${e.interrupted ? ' (stopped: the report covers what was played)' : ''}`;
        $('an-output').textContent = e.text;
        if (e.report) {
          const link = $<HTMLAnchorElement>('an-report');
          link.href = e.report;
          link.hidden = false;
        }
        document.body.dataset.analysis = 'done';
      } else {
        message(e.message);
      }
    });
  } catch (error) {
    message((error as Error).message);
  } finally {
    $<HTMLButtonElement>('an-stop').disabled = true;
    if (document.body.dataset.analysis === 'running') document.body.dataset.analysis = 'failed';
  }
}

// ------------------------------------------------------------------ files

async function yamlText(): Promise<string> {
  return (await api<{ text: string }>('/api/yaml', { scenario: state.scenario })).text;
}

async function openText(text: string, file: string): Promise<void> {
  const parsed = await api<{ scenario?: Scenario; issues?: string[] }>('/api/parse', { text });
  if (!parsed.scenario) return message(`Not a scenario: ${(parsed.issues ?? []).join('; ')}`);
  if (!isObj(parsed.scenario) || typeof parsed.scenario.system !== 'string' || !state.infos.has(parsed.scenario.system) && !(await systemInfo(parsed.scenario.system).catch(() => null))) {
    return message('Not a scenario the studio knows: it needs `system:` one of the systems above.');
  }
  await setScenario(parsed.scenario, file);
}

async function start(): Promise<void> {
  table = new Table($('map'), {
    moved: (pick, dx, dy) => {
      if (pick.kind === 'piece') {
        const piece = piecesOf(state.scenario)[pick.index];
        if (piece) movePiece(piece, dx, dy);
      } else {
        const found = findUnit(state.scenario, pick.id);
        if (found) {
          const p = positionOf(found.unit);
          p.x = round1(Number(p.x) + dx);
          p.y = round1(Number(p.y) + dy);
        }
      }
      state.selected = pick;
      changed();
    },
    selected: (pick) => {
      state.selected = pick;
      changed();
    },
    dropped: (key, x, y) => addUnit(key, x, y),
  });
  const st = await api<{ systems: { id: string; title: string }[]; initial: { file: string; text: string } | null }>('/api/state');
  $('system').innerHTML = st.systems.map((s) => `<option value="${s.id}">${esc(s.title)}</option>`).join('');
  const files = await api<{ files: string[] }>('/api/files');
  $('files').insertAdjacentHTML('beforeend', files.files.map((f) => `<option>${esc(f)}</option>`).join(''));

  $('system').onchange = async () => setScenario(clone((await systemInfo($<HTMLSelectElement>('system').value)).blank as Scenario), '');
  $('new').onclick = async () => setScenario(clone((await systemInfo($<HTMLSelectElement>('system').value)).blank as Scenario), '');
  $('files').onchange = async () => {
    const path = $<HTMLSelectElement>('files').value;
    if (path === '') return;
    const opened = await api<{ path: string; text: string }>('/api/open', { path }).catch((e: Error) => (message(e.message), null));
    if (opened) await openText(opened.text, opened.path);
  };
  $('title').onchange = () => {
    state.scenario.title = $<HTMLInputElement>('title').value;
    changed();
  };
  $('filter').oninput = () => renderPalette();
  $('terrain-add').onclick = () => addTerrain();
  $('save').onclick = async () => {
    const path = $<HTMLInputElement>('file').value.trim();
    if (path === '') return message('Give the file a name first, e.g. studio/my-battle.yaml.');
    // Cleared until this save lands: a second save to the same file must not read as done at once.
    delete document.body.dataset.saved;
    try {
      const saved = await api<{ path: string; command: string | null }>('/api/save', { path, scenario: state.scenario, run: state.run });
      state.file = saved.path;
      // The last run's command, when the file saved is the scenario it played.
      if (saved.command) $('command').textContent = saved.command;
      message(`Saved ${saved.path}. ${saved.command ? `The figures above come again with: ${saved.command}` : `Run it with: warsim run ${saved.path}`}`);
      document.body.dataset.saved = saved.path;
    } catch (error) {
      message((error as Error).message);
    }
  };
  $('download').onclick = async () => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([await yamlText()], { type: 'text/yaml' }));
    a.download = (state.file.split('/').pop() || 'scenario.yaml').replace(/\.json$/, '.yaml');
    a.click();
  };
  $('yaml-toggle').onclick = async () => {
    const panel = $('yaml-panel');
    panel.hidden = !panel.hidden;
    if (!panel.hidden) $<HTMLTextAreaElement>('yaml').value = await yamlText();
  };
  $('yaml-apply').onclick = () => void openText($<HTMLTextAreaElement>('yaml').value, state.file);
  $('run').onclick = () => void run();
  $('an-tactics').onclick = () => void analyse('tactics');
  $('an-fit').onclick = () => void analyse('fit');
  $('an-flags').onclick = () => void analyse('flags');
  $('an-stop').onclick = () => void api('/api/stop', { run: state.analysis });
  $('stop').onclick = () => void api('/api/stop', { run: state.run });
  $('copy').onclick = () => void navigator.clipboard?.writeText($('command').textContent ?? '');
  $('report').onclick = async () => {
    try {
      const r = await api<{ folder: string; report: string; zip: string }>('/api/report', { run: state.run, file: state.file });
      const link = $<HTMLAnchorElement>('report-link');
      link.href = r.report;
      link.textContent = `open ${r.folder}/report.html`;
      link.hidden = false;
      const zip = $<HTMLAnchorElement>('report-zip');
      zip.href = r.zip;
      zip.hidden = false;
    } catch (error) {
      message((error as Error).message);
    }
  };
  document.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement).closest('input, textarea, select')) return;
    if (e.key === '[') turn(-15);
    if (e.key === ']') turn(15);
  });
  if (st.initial) await openText(st.initial.text, st.initial.file);
  else await setScenario(clone((await systemInfo(st.systems[0].id)).blank as Scenario), '');
  document.body.dataset.ready = '1';
}

void start().catch((error: unknown) => message(`The studio could not start: ${(error as Error).message}`));
