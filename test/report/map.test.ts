// The battlefield map (src/battlefield/map.ts, src/report/map-svg.ts, `warsim show`): the SVG's
// geometry read back against the compiled plan for one scenario of each system, the rectangle
// helper on hand-worked corners, and every example scenario's every run drawn.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rectangle } from '../../src/battlefield/map.ts';
import { battlefieldMap } from '../../src/report/battlefield-map.ts';
import { mapScale, renderMapSvg } from '../../src/report/map-svg.ts';
import { runMaps } from '../../src/report/write-reports.ts';
import type { RunResult } from '../../src/runner/types.ts';
import { requireSystem } from '../../src/systems/registry.ts';
import type { T9aPlan } from '../../src/systems/t9a-eow/plan.ts';
import type { WarmasterPlan } from '../../src/systems/warmaster/plan.ts';
import type { Wfb4Plan } from '../../src/systems/wfb4/plan.ts';
import { loadFile } from '../helpers/load.ts';

interface DrawnUnit {
  side: number;
  outline: number[];
  front: number[];
  cells: number;
}

/**
 * The units and terrain of a rendered map, back in table coordinates: the SVG draws (x, y) at
 * (margin + x·scale, margin + (depth − y)·scale) with a margin of 28.
 */
function readBack(svg: string, scale: number, depth: number) {
  const tx = (v: string) => (Number(v) - 28) / scale;
  const ty = (v: string) => depth - (Number(v) - 28) / scale;
  const pts = (list: string) => list.split(' ').flatMap((p) => [tx(p.split(',')[0]), ty(p.split(',')[1])]);
  const units = new Map<string, DrawnUnit>();
  for (const m of svg.matchAll(/<g class="unit" data-unit="([^"]+)" data-side="(\d)"[^>]*>(.*?)<\/g>/g)) {
    const outline = /<polygon class="outline" points="([^"]+)"/.exec(m[3])!;
    const front = /<line class="front" x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)"/.exec(m[3])!;
    units.set(m[1], {
      side: Number(m[2]),
      outline: pts(outline[1]),
      front: [tx(front[1]), ty(front[2]), tx(front[3]), ty(front[4])],
      cells: (m[3].match(/<polygon points=/g) ?? []).length,
    });
  }
  const terrain = [...svg.matchAll(/<g class="terrain" data-kind="([^"]+)" data-piece="(\d+)">.*?<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/g)].map((m) => ({
    kind: m[1],
    piece: Number(m[2]),
    x0: tx(m[3]),
    y1: ty(m[4]),
    w: Number(m[5]) / scale,
    d: Number(m[6]) / scale,
  }));
  return { units, terrain };
}

/** The base run of a scenario file: its plan and its map, drawn and read back. */
function drawn(file: string) {
  const run = loadFile(file).runs[0];
  const system = requireSystem(run.scenario.system);
  const plan = system.compile(run);
  const map = battlefieldMap(run, plan);
  const svg = renderMapSvg(map);
  return { plan, map, svg, ...readBack(svg, mapScale(map), map.depth) };
}

/** The SVG rounds to 0.1 px: 0.1 / 12 px an inch, 0.1 / 5 px a cm, and a little more. */
const CLOSE = 0.025;

function expectNear(actual: number[], expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `coordinate ${i}: ${v} against ${expected[i]}`).toBeLessThan(CLOSE));
}

describe('rectangle', () => {
  it('lays out a unit facing +x (90°) from its front-edge centre: front left, front right, back right, back left', () => {
    // Facing +x, the unit's left is +y and it extends towards −x.
    expectNear(rectangle(10, 20, 1, 0, 4, 2), [10, 22, 10, 18, 8, 18, 8, 22]);
  });
});

describe('the map against the plan', () => {
  it('wfb4: each unit drawn at its front-centre and facing, files × base wide, ranks × base deep, one cell a model', () => {
    const { plan, units } = drawn('scenarios/wfb4/knights-vs-halberdiers.yaml');
    const p = plan as Wfb4Plan;
    expect(units.size).toBe(p.n);
    for (let u = 0; u < p.n; u++) {
      const d = units.get(p.unitIds[u])!;
      expect(d.side).toBe(p.side[u]);
      const ranks = Math.ceil(p.models[u] / p.files[u]);
      const sin = Math.sin(p.facing[u]);
      const cos = Math.cos(p.facing[u]);
      expectNear(d.outline, rectangle(p.x[u], p.y[u], sin, cos, p.files[u] * p.baseW[u], ranks * p.baseD[u]));
      // The front edge's middle is the unit's position, and the edge runs square to its facing.
      expectNear([(d.front[0] + d.front[2]) / 2, (d.front[1] + d.front[3]) / 2], [p.x[u], p.y[u]]);
      expect(Math.abs((d.front[2] - d.front[0]) * sin + (d.front[3] - d.front[1]) * cos)).toBeLessThan(CLOSE);
      expect(d.cells).toBe(p.models[u]);
    }
  });

  it('t9a-eow: every unit present at its front-centre and facing, a joined character named with its unit, the terrain pieces in place', () => {
    const { plan, map, units, terrain } = drawn('scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml');
    const p = plan as T9aPlan;
    for (let u = 0; u < p.n; u++) {
      if (p.host[u] >= 0) {
        expect(units.has(p.unitIds[u])).toBe(false);
        expect(map.units.find((m) => m.id === p.unitIds[p.host[u]])!.joined.join()).toContain(p.unitIds[u]);
        continue;
      }
      const d = units.get(p.unitIds[u])!;
      expect(d.side).toBe(p.side[u]);
      expectNear([(d.front[0] + d.front[2]) / 2, (d.front[1] + d.front[3]) / 2], [p.x[u], p.y[u]]);
      const sin = Math.sin(p.facing[u]);
      const cos = Math.cos(p.facing[u]);
      expect(Math.abs((d.front[2] - d.front[0]) * sin + (d.front[3] - d.front[1]) * cos)).toBeLessThan(CLOSE);
      // The body lies behind the front: the outline's far corners are back along the facing.
      const back = (d.outline[4] - p.x[u]) * sin + (d.outline[5] - p.y[u]) * cos;
      expect(back).toBeLessThan(0);
      expect(d.cells).toBe(p.models[u]);
    }
    const pieces = loadFile('scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml').runs[0].scenario.battlefield.terrain;
    expect(terrain.length).toBe(pieces.length);
    pieces.forEach((t, k) => {
      if ('from' in t) return;
      expect(terrain[k].kind).toBe(t.kind);
      expect(terrain[k].piece).toBe(k); // the studio finds the piece to drag by it
      expectNear([terrain[k].x0, terrain[k].y1, terrain[k].w, terrain[k].d], [t.x, t.y + t.depth, t.width, t.depth]);
    });
  });

  it('warmaster: each unit\'s stands, the box round them fronted on the side it faces, lone characters as figures', () => {
    const { plan, map, units } = drawn('scenarios/warmaster/empire-battle.yaml');
    const p = plan as WarmasterPlan;
    for (let u = 0; u < p.nDeployed; u++) {
      const d = units.get(p.unitIds[u])!;
      expect(d.cells).toBe(p.stands[u]);
      // The unit's position is the middle of its front edge, and the front faces p.facing (0 = +y, 1 = +x, …).
      expectNear([(d.front[0] + d.front[2]) / 2, (d.front[1] + d.front[3]) / 2], [p.x[u], p.y[u]]);
      const dir = [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ][p.facing[u]];
      // Every corner of the box lies behind the front edge.
      for (let i = 0; i < 8; i += 2) expect((d.outline[i] - p.x[u]) * dir[0] + (d.outline[i + 1] - p.y[u]) * dir[1]).toBeLessThan(CLOSE);
    }
    for (let c = 0; c < p.nc; c++) {
      if (p.cJoins[c] >= 0) continue;
      const m = map.markers.find((k) => k.id === p.charIds[c])!;
      expect([m.x, m.y]).toEqual([p.cx[c], p.cy[c]]);
    }
  });
});

describe('charge reach and front arcs (warsim show --reach)', () => {
  /** Each unit's reach group: its reach, and the far edge of the ground ahead in table coordinates. */
  function reaches(file: string) {
    const run = loadFile(file).runs[0];
    const map = battlefieldMap(run);
    const scale = mapScale(map);
    const svg = renderMapSvg(map, { reach: true });
    const tx = (v: string) => (Number(v) - 28) / scale;
    const ty = (v: string) => map.depth - (Number(v) - 28) / scale;
    const out = new Map<string, { reach: number; ahead: number[] }>();
    for (const m of svg.matchAll(/<g class="reach" data-unit="([^"]+)" data-reach="([^"]+)">.*?<polygon points="([^"]+)"/g)) {
      out.set(m[1], { reach: Number(m[2]), ahead: m[3].split(' ').flatMap((p) => [tx(p.split(',')[0]), ty(p.split(',')[1])]) });
    }
    expect(renderMapSvg(map)).not.toContain('class="reach"');
    return { map, out };
  }

  it('wfb4: twice M, straight ahead of the front edge', () => {
    const file = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
    const run = loadFile(file).runs[0];
    const plan = requireSystem('wfb4').compile(run) as Wfb4Plan;
    const { map, out } = reaches(file);
    map.units.forEach((u, i) => {
      const r = out.get(u.id)!;
      expect(r.reach).toBe(2 * plan.M[i]);
      // The far corners are the front edge's ends moved `reach` along the facing.
      const facing = (run.scenario.sides.flatMap((s) => s.units)[i].position.facing * Math.PI) / 180;
      const [x0, y0, x1, y1] = u.front;
      const want = [x0, y0, x1, y1, x1 + Math.sin(facing) * r.reach, y1 + Math.cos(facing) * r.reach, x0 + Math.sin(facing) * r.reach, y0 + Math.cos(facing) * r.reach];
      r.ahead.forEach((v, k) => expect(v).toBeCloseTo(want[k], 1));
    });
  });

  it('t9a-eow: the longest Charge Range, Advance Rate + 12; warmaster: a move on one order', () => {
    const t9aRun = loadFile('scenarios/t9a-eow/round-the-rock.yaml').runs[0];
    const t9a = requireSystem('t9a-eow').compile(t9aRun) as T9aPlan;
    const t = reaches('scenarios/t9a-eow/round-the-rock.yaml');
    for (const u of t.map.units) {
      const i = t9a.unitIds.indexOf(u.id);
      expect(t.out.get(u.id)!.reach).toBe(t9a.adv[i] + 12 + t9a.chargeBonusRange[i]);
    }
    const wmRun = loadFile('scenarios/warmaster/empire-battle.yaml').runs[0];
    const wm = requireSystem('warmaster').compile(wmRun) as WarmasterPlan;
    const w = reaches('scenarios/warmaster/empire-battle.yaml');
    for (const u of w.map.units) expect(w.out.get(u.id)!.reach).toBe(wm.pace[wm.unitIds.indexOf(u.id)]);
  });
});

describe('the maps of a run (report.html, map.svg)', () => {
  it('draws the base, and each variant that changes the table (terrain moved in), not one that changes tactics only', () => {
    const rock = loadFile('scenarios/t9a-eow/round-the-rock.yaml');
    expect(runMaps({ runs: rock.runs } as RunResult).map((m) => [m.run, m.file])).toEqual([
      ['base', 'map.svg'],
      ['rock-mid', 'map-rock-mid.svg'],
      ['rock-near', 'map-rock-near.svg'],
    ]);
    const flee = loadFile('scenarios/t9a-eow/handgunners-flee-or-hold.yaml');
    expect(flee.runs.map((r) => r.name)).toEqual(['base', 'flee']);
    expect(runMaps({ runs: flee.runs } as RunResult).map((m) => m.file)).toEqual(['map.svg']);
  });
});

describe('every example scenario', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ya?ml|json)$/.test(e.name) ? [join(dir, e.name)] : []));

  it('draws every run of every scenario in scenarios/, every unit on it', () => {
    const all = files('scenarios');
    expect(all.length).toBeGreaterThan(60);
    for (const file of all) {
      for (const run of loadFile(file).runs) {
        const map = battlefieldMap(run);
        const svg = renderMapSvg(map);
        expect(svg.startsWith('<svg'), file).toBe(true);
        expect((svg.match(/<g class="unit" /g) ?? []).length, `${file} ${run.name}`).toBe(map.units.length);
        expect(map.units.length + map.markers.length, `${file} ${run.name}`).toBeGreaterThan(1);
        for (const u of map.units) for (const v of u.outline) expect(Number.isFinite(v), `${file} ${u.id}`).toBe(true);
      }
    }
  });
});
