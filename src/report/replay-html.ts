/**
 * The animated replay (`warsim replay --html`): one self-contained page that plays a simulation
 * step by step on the battlefield map. Each step is a sentence of the kernel's trace and the
 * figures on the table once it is said (runner/replay-simulation.ts replaySteps()); the page
 * draws them on the map with the step before faint beneath, so a move shows as the ground
 * between the two, and lists the sentences beside it. A step that tells who acts on whom (its
 * link) draws it over the figures: an arrow from the front of the one shooting, casting or
 * charging (from where it set out, for a charge just made) to the middle of its target —
 * solid, dotted, dashed — or crossed swords between two in combat. Controls: first, back, play or pause, forward, last, speed; keys ← → (step), space
 * (play or pause), Home and End; a sentence clicked jumps to it.
 */
import type { BattlefieldMap } from '../battlefield/map.ts';
import type { ReplayStep } from '../runner/replay-simulation.ts';
import { escapeHtml, jsonForScript } from './html.ts';
import { figuresSvg, renderMapSvg } from './map-svg.ts';

export interface ReplayPage {
  title: string;
  /** How to play this simulation again: the `warsim replay` command. */
  command: string;
  seed: number;
  sim: number;
  run: string;
  map: BattlefieldMap;
  steps: ReplayStep[];
  recorded: string[];
}

const STYLE = `
:root { --fg: #1d2329; --muted: #5f6b76; --line: #dde3e8; --panel: #f3f5f7; --now: #fff3bf; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, "DejaVu Sans", Arial, sans-serif; color: var(--fg); background: #fff; }
header { padding: 12px 20px 6px; border-bottom: 1px solid var(--line); }
h1 { font-size: 1.25rem; margin: 0 0 4px; }
.meta { color: var(--muted); font-size: .85rem; margin: 0; }
main { display: flex; gap: 16px; padding: 12px 20px; align-items: flex-start; }
#board { flex: 0 1 auto; min-width: 0; }
#board svg { max-width: 100%; height: auto; max-height: 78vh; }
aside { flex: 1 1 360px; min-width: 300px; display: flex; flex-direction: column; gap: 8px; }
.controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
.controls button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); background: var(--panel); border-radius: 4px; cursor: pointer; }
#position { font-variant-numeric: tabular-nums; color: var(--muted); }
#now { background: var(--now); padding: 6px 8px; border-radius: 4px; min-height: 2.6em; }
ol#trace { margin: 0; padding: 0 0 0 3.2em; max-height: 56vh; overflow-y: auto; border: 1px solid var(--line); border-radius: 4px; font-size: .85rem; }
ol#trace li { cursor: pointer; padding: 1px 6px; }
ol#trace li.turn { font-weight: bold; margin-top: 4px; }
ol#trace li.current { background: var(--now); }
details { font-size: .85rem; }
.key { margin: 0; color: var(--muted); font-size: .8rem; }
.key .k { display: inline-block; width: 22px; vertical-align: middle; margin: 0 4px 0 10px; }
.key .k.shoot { border-top: 2px solid #1f2933; }
.key .k.spell { border-top: 2px dotted #7b3fc4; }
.key .k.charge { border-top: 3px dashed #d9480f; }
.key svg { vertical-align: middle; margin: 0 4px 0 10px; }
pre { background: var(--panel); padding: 8px; border-radius: 4px; overflow-x: auto; }
`;

/** The key's crossed swords, as the script draws them between two units in combat. */
const SWORDS_KEY =
  '<svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="9" fill="#fff" stroke="#111" stroke-width="1.4"/>' +
  '<path d="M4.5,15.5L15.5,4.5M15.5,15.5L4.5,4.5M4.5,11.5L8.5,15.5M15.5,11.5L11.5,15.5" stroke="#b91c1c" stroke-width="2" stroke-linecap="round" fill="none"/></svg>';

const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('warsim-replay').textContent);
  var figures = document.querySelector('#board g.figures');
  var ghost = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  ghost.setAttribute('class', 'ghost');
  ghost.setAttribute('opacity', '0.25');
  figures.parentNode.insertBefore(ghost, figures);
  var links = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  links.setAttribute('class', 'links');
  figures.parentNode.insertBefore(links, figures.nextSibling);
  var items = Array.prototype.slice.call(document.querySelectorAll('ol#trace li'));
  var now = document.getElementById('now');
  var position = document.getElementById('position');
  var playButton = document.getElementById('play');
  var speed = document.getElementById('speed');
  var at = -1;
  var timer = null;
  function show(i) {
    i = Math.max(-1, Math.min(data.steps.length - 1, i));
    var before = i <= 0 ? data.deployment : data.frames[data.steps[i - 1].frame];
    var after = i < 0 ? data.deployment : data.frames[data.steps[i].frame];
    figures.innerHTML = data.svgs[after];
    ghost.innerHTML = before !== after ? data.svgs[before] : '';
    drawLink(i >= 0 ? data.steps[i] : null);
    if (at >= 0 && items[at]) items[at].classList.remove('current');
    at = i;
    if (at >= 0) {
      items[at].classList.add('current');
      items[at].scrollIntoView({ block: 'nearest' });
      now.textContent = data.steps[at].line;
    } else now.textContent = 'Deployment: press → or Play.';
    position.textContent = (at + 1) + ' / ' + data.steps.length;
    document.body.dataset.step = String(at);
  }
  // Where figure id stands on the map as drawn now (else in the step before, faint; \`before\`:
  // the step before first): its middle, and the middle of its front edge (a lone figure's place).
  function place(id, before) {
    var layers = before ? [ghost, figures] : [figures, ghost];
    for (var l = 0; l < layers.length; l++) {
      var units = layers[l].querySelectorAll('g.unit');
      for (var k = 0; k < units.length; k++) {
        if (units[k].getAttribute('data-unit') !== id) continue;
        var xy = units[k].querySelector('polygon.outline').getAttribute('points').trim().split(/[\\s,]+/).map(Number);
        var cx = 0, cy = 0;
        for (var i = 0; i < xy.length; i += 2) { cx += xy[i]; cy += xy[i + 1]; }
        cx /= xy.length / 2;
        cy /= xy.length / 2;
        var f = units[k].querySelector('line.front');
        if (!f) return { cx: cx, cy: cy, fx: cx, fy: cy };
        return { cx: cx, cy: cy, fx: (Number(f.getAttribute('x1')) + Number(f.getAttribute('x2'))) / 2, fy: (Number(f.getAttribute('y1')) + Number(f.getAttribute('y2'))) / 2 };
      }
      var markers = layers[l].querySelectorAll('g.marker');
      for (var m = 0; m < markers.length; m++) {
        if (markers[m].getAttribute('data-marker') !== id) continue;
        var c = markers[m].querySelector('circle');
        var x = Number(c.getAttribute('cx')), y = Number(c.getAttribute('cy'));
        return { cx: x, cy: y, fx: x, fy: y };
      }
    }
    return null;
  }
  var LINK_STYLES = { shoot: ['#1f2933', 2, ''], spell: ['#7b3fc4', 2, '2 4'], charge: ['#d9480f', 3, '9 5'] };
  function r1(v) { return Math.round(v * 10) / 10; }
  // The step's link: an arrow for a shot, a spell or a charge, crossed swords for blows.
  function drawLink(step) {
    links.innerHTML = '';
    var link = step && step.link;
    if (!link) return;
    // A charger that has just moved is drawn from where it set out.
    var a = place(link.from, link.kind === 'charge'), b = place(link.to, false);
    if (!a || !b) return;
    var g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'link');
    g.setAttribute('data-kind', link.kind);
    g.setAttribute('data-from', link.from);
    g.setAttribute('data-to', link.to);
    if (link.kind === 'strike') {
      var x = r1((a.cx + b.cx) / 2), y = r1((a.cy + b.cy) / 2);
      g.innerHTML = '<circle cx="' + x + '" cy="' + y + '" r="9" fill="#fff" stroke="#111" stroke-width="1.4"/>' +
        '<path d="M' + r1(x - 5.5) + ',' + r1(y + 5.5) + 'L' + r1(x + 5.5) + ',' + r1(y - 5.5) + 'M' + r1(x + 5.5) + ',' + r1(y + 5.5) + 'L' + r1(x - 5.5) + ',' + r1(y - 5.5) +
        'M' + r1(x - 5.5) + ',' + r1(y + 1.5) + 'L' + r1(x - 1.5) + ',' + r1(y + 5.5) + 'M' + r1(x + 5.5) + ',' + r1(y + 1.5) + 'L' + r1(x + 1.5) + ',' + r1(y + 5.5) +
        '" stroke="#b91c1c" stroke-width="2" stroke-linecap="round" fill="none"/>';
    } else {
      var st = LINK_STYLES[link.kind] || LINK_STYLES.shoot;
      var dx = b.cx - a.fx, dy = b.cy - a.fy, len = Math.sqrt(dx * dx + dy * dy);
      if (len < 1) return;
      var ux = dx / len, uy = dy / len, head = Math.min(4 + 3 * st[1], len / 2), half = head / 2;
      var bx = b.cx - ux * head, by = b.cy - uy * head;
      g.innerHTML = '<line x1="' + r1(a.fx) + '" y1="' + r1(a.fy) + '" x2="' + r1(bx) + '" y2="' + r1(by) + '" stroke="' + st[0] + '" stroke-width="' + st[1] + '"' +
        (st[2] ? ' stroke-dasharray="' + st[2] + '"' : '') + ' stroke-linecap="round"/>' +
        '<polygon points="' + r1(b.cx) + ',' + r1(b.cy) + ' ' + r1(bx - uy * half) + ',' + r1(by + ux * half) + ' ' + r1(bx + uy * half) + ',' + r1(by - ux * half) + '" fill="' + st[0] + '"/>';
    }
    links.appendChild(g);
  }
  function stop() { if (timer !== null) { clearInterval(timer); timer = null; } playButton.textContent = 'Play'; }
  function play() {
    if (timer !== null) { stop(); return; }
    if (at >= data.steps.length - 1) show(-1);
    playButton.textContent = 'Pause';
    timer = setInterval(function () { if (at >= data.steps.length - 1) stop(); else show(at + 1); }, Number(speed.value));
  }
  document.getElementById('first').onclick = function () { stop(); show(-1); };
  document.getElementById('back').onclick = function () { stop(); show(at - 1); };
  document.getElementById('forward').onclick = function () { stop(); show(at + 1); };
  document.getElementById('last').onclick = function () { stop(); show(data.steps.length - 1); };
  playButton.onclick = play;
  speed.onchange = function () { if (timer !== null) { stop(); play(); } };
  items.forEach(function (li, i) { li.onclick = function () { stop(); show(i); }; });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowRight') { stop(); show(at + 1); }
    else if (e.key === 'ArrowLeft') { stop(); show(at - 1); }
    else if (e.key === ' ') { play(); }
    else if (e.key === 'Home') { stop(); show(-1); }
    else if (e.key === 'End') { stop(); show(data.steps.length - 1); }
    else return;
    e.preventDefault();
  });
  show(-1);
  document.body.dataset.ready = '1';
})();
`;

/**
 * The replay page. The figures of each step are drawn here once (a step that moves nothing
 * shares the drawing of the one before), so the page needs no script of ours beyond swapping
 * them.
 *
 * @returns the complete HTML document
 */
export function replayHtml(page: ReplayPage): string {
  const svgs: string[] = [];
  const index = new Map<string, number>();
  const frameOf = (svg: string): number => {
    let k = index.get(svg);
    if (k === undefined) {
      k = svgs.length;
      svgs.push(svg);
      index.set(svg, k);
    }
    return k;
  };
  const deployment = frameOf(figuresSvg(page.map, page.map, 'replay'));
  const frames: number[] = [];
  const steps = page.steps.map((step) => {
    frames.push(frameOf(figuresSvg(page.map, step.figures, 'replay')));
    return { frame: frames.length - 1 };
  });
  // A step's link, where it has one: figure ids the script finds on the map it draws.
  const data = { deployment, frames, steps: steps.map((s, i) => ({ frame: s.frame, line: page.steps[i].line, ...(page.steps[i].link ? { link: page.steps[i].link } : {}) })), svgs };
  const trace = page.steps
    .map((s) => `<li${s.line.startsWith('-- ') ? ' class="turn"' : ''}>${escapeHtml(s.line)}</li>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(page.title)} — replay of simulation ${page.sim}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${STYLE}</style></head><body>`,
    `<header><h1>${escapeHtml(page.title)}</h1>`,
    `<p class="meta">${escapeHtml(page.run)} · simulation ${page.sim} · seed ${page.seed} · ${page.steps.length} steps · again: <code>${escapeHtml(page.command)}</code></p></header>`,
    '<main>',
    `<div id="board">${renderMapSvg(page.map, { idPrefix: 'replay' })}</div>`,
    '<aside>',
    '<div class="controls"><button id="first" title="Deployment (Home)">|◀</button><button id="back" title="Back a step (←)">◀</button>' +
      '<button id="play" title="Play or pause (space)">Play</button><button id="forward" title="Forward a step (→)">▶</button>' +
      '<button id="last" title="The end (End)">▶|</button>' +
      '<label>speed <select id="speed"><option value="1200">slow</option><option value="600" selected>normal</option><option value="200">fast</option></select></label>' +
      '<span id="position"></span></div>',
    '<div id="now" aria-live="polite"></div>',
    `<p class="key">On the map:<span class="k shoot"></span>shoots<span class="k spell"></span>casts at<span class="k charge"></span>charges${SWORDS_KEY}in combat</p>`,
    `<ol id="trace" start="1">\n${trace}\n</ol>`,
    `<details><summary>Recorded at the end</summary><pre>${escapeHtml(page.recorded.join('\n'))}</pre></details>`,
    '</aside></main>',
    `<script type="application/json" id="warsim-replay">${jsonForScript(data)}</script>`,
    `<script>${SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
