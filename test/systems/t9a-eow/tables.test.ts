// The 9th Age: Essence of War — the kernel's dice and table functions against the digest's
// printed tables (rules/t9a_eow.md §2.2, §3.2, §6.1, §6.3, §6.6, §11). The tables are parsed
// from the digest itself; every probability it prints is recomputed here by exact
// enumeration (the oracle), and the generator-driven dice are checked against the same exact
// distributions with fixed seeds and 4.5-sigma tolerances.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { roll2D6Mod, rollDice } from '../../../src/systems/t9a-eow/kernel/dice.ts';
import { armourSave, meleeToHit, toWound } from '../../../src/systems/t9a-eow/kernel/tables.ts';
import { diceCode, diceText } from '../../../src/systems/t9a-eow/rules.ts';

const DIGEST_PATH = fileURLToPath(new URL('../../../../shared/rules/t9a_eow.md', import.meta.url));
const DIGEST = readFileSync(DIGEST_PATH, 'utf8');

// ---------------------------------------------------------------------------------------------
// Markdown helpers.

/** Text of `### id …` up to the next heading of level ≤ 3. */
function section(id: string): string {
  const lines = DIGEST.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`### ${id} `));
  if (start < 0) throw new Error(`no section ${id} in the digest`);
  let end = start + 1;
  while (end < lines.length && !/^#{1,3} /.test(lines[end])) end++;
  return lines.slice(start, end).join('\n');
}

/** Every markdown table in `text`, as rows of trimmed cells (separator rows dropped). */
function tables(text: string): string[][][] {
  const out: string[][][] = [];
  let cur: string[][] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('|')) {
      cur = null;
      continue;
    }
    if (!cur) out.push((cur = []));
    if (/^\|[\s\-:|]+\|$/.test(line)) continue;
    cur.push(line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim()));
  }
  return out;
}

/** The table whose first cell matches `first`. */
function tableStarting(text: string, first: RegExp): string[][] {
  const t = tables(text).filter((rows) => first.test(rows[0][0]));
  if (t.length !== 1) throw new Error(`expected one table starting ${first}, found ${t.length}`);
  return t[0];
}

function row(table: string[][], label: RegExp): string[] {
  const r = table.filter((cells) => label.test(cells[0].replace(/\*/g, '')));
  if (r.length !== 1) throw new Error(`expected one row ${label}, found ${r.length}`);
  return r[0];
}

const ascii = (s: string): string => s.replace(/\u2212/g, '-').replace(/\u2026/g, '...').trim();

/** An integer range cell: "≥+2", "≤−8", ">3", "<−7", "+1…+3", "3…1", "0", "1 (≤0: no save)". */
function parseRange(cell: string): [number, number] {
  const c = ascii(cell).replace(/\s*\(.*\)$/, '');
  const n = '([+-]?\\d+)';
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^≥${n}$`).exec(c))) return [Number(m[1]), Infinity];
  if ((m = new RegExp(`^≤${n}$`).exec(c))) return [-Infinity, Number(m[1])];
  if ((m = new RegExp(`^>${n}$`).exec(c))) return [Number(m[1]) + 1, Infinity];
  if ((m = new RegExp(`^<${n}$`).exec(c))) return [-Infinity, Number(m[1]) - 1];
  if ((m = new RegExp(`^${n}\\.\\.\\.${n}$`).exec(c))) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return [Math.min(a, b), Math.max(a, b)];
  }
  if ((m = new RegExp(`^${n}$`).exec(c))) return [Number(m[1]), Number(m[1])];
  throw new Error(`cannot read range cell "${cell}"`);
}

/** A score cell: "2+" → 2, "6" → 6 (the Summary's typo for 6+), "none" → 7. */
function parseScore(cell: string): number {
  const c = cell.replace(/\*/g, '').trim();
  if (c === 'none') return 7;
  const m = /^([2-6])\+?$/.exec(c);
  if (!m) throw new Error(`cannot read score cell "${cell}"`);
  return Number(m[1]);
}

/** A printed probability ".0278" / "0.5" (no rounding here). */
function parseProb(cell: string): number {
  const c = cell.trim();
  if (!/^\d*\.\d+$/.test(c)) throw new Error(`cannot read probability "${cell}"`);
  return Number(c);
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
function roundTo(x: number, printed: string): number {
  const decimals = (printed.split('.')[1] ?? '').length;
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

// ---------------------------------------------------------------------------------------------
// Exact distributions (the oracle): integer weights over a common denominator.

interface Dist {
  den: number;
  w: Map<number, number>;
}

/** Every ordered outcome of `n` D6. */
function* faces(n: number): Generator<number[]> {
  const d = new Array<number>(n).fill(1);
  for (;;) {
    yield d.slice();
    let i = 0;
    while (i < n && d[i] === 6) d[i++] = 1;
    if (i === n) return;
    d[i]++;
  }
}

function distOf(n: number, f: (dice: number[]) => number): Dist {
  const w = new Map<number, number>();
  let den = 0;
  for (const d of faces(n)) {
    const v = f(d);
    w.set(v, (w.get(v) ?? 0) + 1);
    den++;
  }
  return { den, w };
}

const sum = (d: number[]): number => d.reduce((a, b) => a + b, 0);
const PLAIN = distOf(2, sum); // §2.1 2D6
const MAXIMISED = distOf(3, (d) => sum(d) - Math.min(...d)); // roll one extra, drop the lowest
const MINIMISED = distOf(3, (d) => sum(d) - Math.max(...d)); // roll one extra, drop the highest
const HIGHEST_OF_2D6 = distOf(2, (d) => Math.max(...d)); // failed-charge distance (§3.2)

/** A packed dice code's exact distribution, D3 read as ceil(D6/2) per §2.1. */
function codeDist(code: number): Dist {
  const n = code >> 8;
  const sides = (code >> 4) & 15;
  const plus = code & 15;
  return distOf(n, (d) => plus + d.reduce((a, x) => a + (sides === 3 ? Math.ceil(x / 2) : x), 0));
}

const pr = (d: Dist, pred: (v: number) => boolean): number => {
  let k = 0;
  for (const [v, c] of d.w) if (pred(v)) k += c;
  return k / d.den;
};
const mean = (d: Dist): number => {
  let s = 0;
  for (const [v, c] of d.w) s += v * c;
  return s / d.den;
};
/** P(X ≥ Y) for independent X, Y. */
function pAtLeast(x: Dist, y: Dist): number {
  let k = 0;
  for (const [a, ca] of x.w) for (const [b, cb] of y.w) if (a >= b) k += ca * cb;
  return k / (x.den * y.den);
}

/** P(success) of a D6 roll needing `need`+ (7 = impossible); a natural 1 always fails. */
const pScore = (need: number): number => (need >= 7 ? 0 : (7 - Math.max(need, 2)) / 6);

// ---------------------------------------------------------------------------------------------
// Sampling.

function within(count: number, n: number, p: number, what: string): void {
  const sd = Math.sqrt(n * p * (1 - p));
  expect(Math.abs(count - n * p), `${what}: count ${count} of ${n}, p ${p}`).toBeLessThan(4.5 * sd);
}

/** Draw `n` values and compare every value's frequency with the exact distribution. */
function checkSampler(draw: () => number, exact: Dist, n: number, what: string): void {
  const counts = new Map<number, number>();
  let s = 0;
  let odd = 0;
  for (let i = 0; i < n; i++) {
    const v = draw();
    if (!Number.isInteger(v)) odd++;
    counts.set(v, (counts.get(v) ?? 0) + 1);
    s += v;
  }
  expect(odd, `${what}: non-integer draws`).toBe(0);
  for (const v of counts.keys()) expect(exact.w.has(v), `${what} drew impossible value ${v}`).toBe(true);
  for (const [v, c] of exact.w) within(counts.get(v) ?? 0, n, c / exact.den, `${what} = ${v}`);
  // Sample mean within 4.5 standard errors of the exact mean.
  const mu = mean(exact);
  let varSum = 0;
  for (const [v, c] of exact.w) varSum += (c / exact.den) * (v - mu) ** 2;
  const se = Math.sqrt(varSum / n);
  expect(Math.abs(s / n - mu), `${what} mean ${s / n} vs ${mu}`).toBeLessThanOrEqual(4.5 * se);
}

// =============================================================================================

describe('digest file', () => {
  it('is the shared digest beside the project root', () => {
    expect(DIGEST_PATH.endsWith('/shared/rules/t9a_eow.md')).toBe(true);
    expect(DIGEST.startsWith('# The 9th Age: Essence of War')).toBe(true);
  });
});

describe('§6.1 To-Wound table', () => {
  const t = tableStarting(section('6.1'), /^Str − Res$/);
  const heads = t[0].slice(1).map(parseRange);
  const scores = row(t, /^To-Wound$/).slice(1).map(parseScore);

  it('has the five printed columns', () => {
    expect(heads).toEqual([[2, Infinity], [1, 1], [0, 0], [-1, -1], [-Infinity, -2]]);
    expect(scores).toEqual([2, 3, 4, 5, 6]);
  });

  it('toWound matches every cell for Str and Res 0..10', () => {
    const used = new Array<number>(heads.length).fill(0);
    for (let str = 0; str <= 10; str++) {
      for (let res = 0; res <= 10; res++) {
        const d = str - res;
        const cols = heads.flatMap(([lo, hi], i) => (d >= lo && d <= hi ? [i] : []));
        expect(cols, `Str ${str} Res ${res}`).toHaveLength(1);
        used[cols[0]]++;
        expect(toWound(str, res), `Str ${str} Res ${res}`).toBe(scores[cols[0]]);
      }
    }
    expect(used.every((u) => u > 0)).toBe(true);
  });
});

describe('§6.1 Armour table', () => {
  const text = section('6.1');
  const t = tableStarting(text, /^Arm − AP$/);
  const heads = t[0].slice(1).map(parseRange);
  const scores = row(t, /^Armour save$/).slice(1).map(parseScore);

  it('has the six printed columns', () => {
    expect(heads).toEqual([[-Infinity, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, Infinity]]);
    expect(scores).toEqual([7, 6, 5, 4, 3, 2]);
    expect(text).toContain('Arm ≤5, so the best save is 2+');
  });

  it('armourSave matches every cell, Arm capped at 5 (Arm 0..10, AP 0..10)', () => {
    const used = new Array<number>(heads.length).fill(0);
    for (let arm = 0; arm <= 10; arm++) {
      for (let ap = 0; ap <= 10; ap++) {
        const d = Math.min(arm, 5) - ap; // §1.1 "Arm caps at 5"
        const cols = heads.flatMap(([lo, hi], i) => (d >= lo && d <= hi ? [i] : []));
        expect(cols, `Arm ${arm} AP ${ap}`).toHaveLength(1);
        used[cols[0]]++;
        expect(armourSave(arm, ap), `Arm ${arm} AP ${ap}`).toBe(scores[cols[0]]);
      }
    }
    expect(used.every((u) => u > 0)).toBe(true);
  });

  it('edges: best save 2+, Arm above 5 gains nothing, Arm − AP ≤ 0 → none (7)', () => {
    expect(armourSave(5, 0)).toBe(2);
    expect(armourSave(6, 0)).toBe(2);
    expect(armourSave(10, 0)).toBe(2);
    expect(armourSave(6, 1)).toBe(3); // capped to 5 − 1 = 4 → 3+, not 2+
    expect(armourSave(9, 3)).toBe(armourSave(5, 3));
    expect(armourSave(1, 0)).toBe(6);
    expect(armourSave(0, 0)).toBe(7);
    expect(armourSave(3, 3)).toBe(7);
    expect(armourSave(2, 5)).toBe(7);
    expect(armourSave(10, 5)).toBe(7); // 5 − 5 = 0, not 10 − 5
    expect(armourSave(5, 10)).toBe(7);
    expect(pScore(armourSave(5, 0))).toBeCloseTo(5 / 6, 12); // natural 1 fails
  });
});

describe('§6.3 Melee To-Hit table', () => {
  const t = tableStarting(section('6.3'), /^Off − Def$/);
  const heads = t[0].slice(1).map(parseRange);
  const scores = row(t, /^Melee To-Hit$/).slice(1).map(parseScore);

  it('has the five printed columns', () => {
    expect(heads).toEqual([[4, Infinity], [1, 3], [-3, 0], [-7, -4], [-Infinity, -8]]);
    expect(scores).toEqual([2, 3, 4, 5, 6]);
  });

  it('meleeToHit matches every cell for Off and Def 0..12', () => {
    const used = new Array<number>(heads.length).fill(0);
    for (let off = 0; off <= 12; off++) {
      for (let def = 0; def <= 12; def++) {
        const d = off - def;
        const cols = heads.flatMap(([lo, hi], i) => (d >= lo && d <= hi ? [i] : []));
        expect(cols, `Off ${off} Def ${def}`).toHaveLength(1);
        used[cols[0]]++;
        expect(meleeToHit(off, def), `Off ${off} Def ${def}`).toBe(scores[cols[0]]);
      }
    }
    expect(used.every((u) => u > 0)).toBe(true);
  });

  it('boundary cells', () => {
    expect(meleeToHit(8, 4)).toBe(2); // +4
    expect(meleeToHit(7, 4)).toBe(3); // +3
    expect(meleeToHit(5, 4)).toBe(3); // +1
    expect(meleeToHit(4, 4)).toBe(4); // 0
    expect(meleeToHit(1, 4)).toBe(4); // −3
    expect(meleeToHit(0, 4)).toBe(5); // −4
    expect(meleeToHit(1, 8)).toBe(5); // −7
    expect(meleeToHit(1, 9)).toBe(6); // −8
  });
});

describe('§11.2 One-Page Summary', () => {
  const t = tableStarting(section('11.2'), /^Off − Def$/);
  const success = row(t, /^Success$/).slice(1).map(parseScore);
  const offDef = t[0].slice(1).map(parseRange);
  const strRes = row(t, /^Str − Res$/).slice(1).map(parseRange);
  const armAp = row(t, /^Arm − AP$/).slice(1);

  it('reads as printed', () => {
    expect(success).toEqual([2, 3, 4, 5, 6]);
    expect(offDef).toEqual([[4, Infinity], [1, 3], [-3, 0], [-7, -4], [-Infinity, -8]]);
    expect(strRes).toEqual([[2, Infinity], [1, 1], [0, 0], [-1, -1], [-Infinity, -2]]);
    expect(armAp.map(parseRange)).toEqual([[5, Infinity], [4, 4], [3, 3], [2, 2], [1, 1]]);
    expect(ascii(armAp[4])).toBe('1 (≤0: no save)');
  });

  const check = (ranges: [number, number][], d: number, got: number, what: string): void => {
    const cols = ranges.flatMap(([lo, hi], i) => (d >= lo && d <= hi ? [i] : []));
    expect(cols, what).toHaveLength(1);
    expect(got, what).toBe(success[cols[0]]);
  };

  it('Off − Def row = meleeToHit', () => {
    for (let off = 0; off <= 12; off++) {
      for (let def = 0; def <= 12; def++) check(offDef, off - def, meleeToHit(off, def), `Off ${off} Def ${def}`);
    }
  });

  it('Str − Res row = toWound', () => {
    for (let str = 0; str <= 10; str++) {
      for (let res = 0; res <= 10; res++) check(strRes, str - res, toWound(str, res), `Str ${str} Res ${res}`);
    }
  });

  it('Arm − AP row = armourSave, with "≤0: no save" = 7', () => {
    const ranges = armAp.map(parseRange);
    for (let arm = 0; arm <= 10; arm++) {
      for (let ap = 0; ap <= 10; ap++) {
        const d = Math.min(arm, 5) - ap;
        if (d <= 0) expect(armourSave(arm, ap), `Arm ${arm} AP ${ap}`).toBe(7);
        else check(ranges, d, armourSave(arm, ap), `Arm ${arm} AP ${ap}`);
      }
    }
  });
});

describe('§2.2 Discipline table by enumeration', () => {
  const t = tableStarting(section('2.2'), /^Effective Dis$/);
  const dis = t[0].slice(1).map(Number);
  const rows: [RegExp, Dist, string][] = [
    [/^2D6$/, PLAIN, '2D6'],
    [/^Minimised/, MINIMISED, 'Minimised'],
    [/^Maximised/, MAXIMISED, 'Maximised'],
  ];

  it('covers Dis 2..11', () => {
    expect(dis).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(t).toHaveLength(4);
  });

  for (const [label, dist, name] of rows) {
    it(`${name}: every printed cell = P(roll ≤ Dis) rounded to 4 decimals`, () => {
      const cells = row(t, label).slice(1);
      expect(cells).toHaveLength(dis.length);
      cells.forEach((cell, i) => {
        const exact = pr(dist, (v) => v <= dis[i]);
        expect(round4(exact), `${name} Dis ${dis[i]}: exact ${exact}`).toBe(parseProb(cell));
      });
    });
  }

  it('spot values: 2D6 ≤ 7 = 21/36, Minimised ≤ 4 = 77/216, Maximised ≤ 11 = 200/216', () => {
    expect(pr(PLAIN, (v) => v <= 7)).toBe(21 / 36);
    expect(pr(MINIMISED, (v) => v <= 4) * 216).toBeCloseTo(77, 9);
    expect(pr(MAXIMISED, (v) => v <= 11) * 216).toBeCloseTo(200, 9);
  });
});

describe('§3.2 charge table and means by enumeration', () => {
  const text = section('3.2');
  const t = tableStarting(text, /^k$/);
  const ks = t[0].slice(1).map(Number);

  it('covers k = 3..12', () => {
    expect(ks).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(t).toHaveLength(3);
  });

  for (const [label, dist, name] of [
    [/^2D6$/, PLAIN, '2D6'],
    [/^Swiftstride$/, MAXIMISED, 'Swiftstride (Maximised)'],
  ] as [RegExp, Dist, string][]) {
    it(`${name}: every printed cell = P(charge roll ≥ k)`, () => {
      const cells = row(t, label).slice(1);
      expect(cells).toHaveLength(ks.length);
      cells.forEach((cell, i) => {
        const exact = pr(dist, (v) => v >= ks[i]);
        expect(round4(exact), `${name} k ${ks[i]}: exact ${exact}`).toBe(parseProb(cell));
      });
    });
  }

  it('the means line: 2D6, Maximised, Minimised, highest die of 2D6', () => {
    const m = /Means: 2D6 = (\d+\.\d+); Maximised = (\d+\.\d+); Minimised = (\d+\.\d+); highest die of 2D6[^=]*= (\d+\.\d+)/.exec(text);
    expect(m, 'means line').not.toBeNull();
    const [, plain, max, min, high] = m!;
    expect([plain, max, min, high]).toEqual(['7.0', '8.458', '5.542', '4.472']);
    expect(roundTo(mean(PLAIN), plain)).toBe(Number(plain));
    expect(roundTo(mean(MAXIMISED), max)).toBe(Number(max));
    expect(roundTo(mean(MINIMISED), min)).toBe(Number(min));
    expect(roundTo(mean(HIGHEST_OF_2D6), high)).toBe(Number(high));
    // Exact fractions behind them.
    expect(mean(PLAIN)).toBe(7);
    expect(mean(MAXIMISED) * 216).toBeCloseTo(1827, 9);
    expect(mean(MINIMISED) * 216).toBeCloseTo(1197, 9);
    expect(mean(HIGHEST_OF_2D6) * 36).toBeCloseTo(161, 9);
  });
});

describe('§6.6 P(caught) by enumeration', () => {
  const t = tableStarting(section('6.6'), /^Pursuer vs fleeing unit$/);
  const body = t.slice(1);

  it('has the four printed cells', () => {
    expect(body.map((r) => r[0])).toEqual([
      '2D6 vs 2D6', 'Swiftstride vs 2D6', '2D6 vs Maximised flee', 'both Maximised',
    ]);
  });

  for (const [label, cell] of tables(section('6.6')).find((x) => x[0][0] === 'Pursuer vs fleeing unit')!.slice(1)) {
    it(`${label}: P(pursuit ≥ flee) = ${cell}`, () => {
      let pursuit: Dist;
      let flee: Dist;
      if (label === 'both Maximised') {
        pursuit = MAXIMISED;
        flee = MAXIMISED;
      } else {
        const [p, f] = label.split(' vs ');
        const pick = (s: string): Dist => (/Swiftstride|Maximised/.test(s) ? MAXIMISED : PLAIN);
        pursuit = pick(p);
        flee = pick(f);
      }
      const exact = pAtLeast(pursuit, flee);
      expect(round4(exact), `${label}: exact ${exact}`).toBe(parseProb(cell));
    });
  }

  it('2D6 vs 2D6 is exactly (1 + P(tie)) / 2 = 1442/2592', () => {
    expect(pAtLeast(PLAIN, PLAIN) * 2592).toBeCloseTo(1442, 9);
  });
});

describe('roll2D6Mod from the seeded generator', () => {
  const N = 240_000;
  it('plain 2D6', () => {
    const rng = new Rng(901, 0);
    checkSampler(() => roll2D6Mod(rng, false, false), PLAIN, N, '2D6');
  });
  it('Maximised = 3D6 dropping the lowest', () => {
    const rng = new Rng(902, 0);
    checkSampler(() => roll2D6Mod(rng, true, false), MAXIMISED, N, 'Maximised');
  });
  it('Minimised = 3D6 dropping the highest', () => {
    const rng = new Rng(903, 0);
    checkSampler(() => roll2D6Mod(rng, false, true), MINIMISED, N, 'Minimised');
  });
  it('Maximised and Minimised together cancel to plain 2D6', () => {
    const rng = new Rng(904, 0);
    checkSampler(() => roll2D6Mod(rng, true, true), PLAIN, N, 'both');
  });
  it('a Dis test on the sampler: Minimised ≤ 4 close to .3565', () => {
    const rng = new Rng(905, 0);
    let pass = 0;
    for (let i = 0; i < N; i++) if (roll2D6Mod(rng, false, true) <= 4) pass++;
    within(pass, N, 77 / 216, 'Minimised ≤ 4');
  });
});

// Every dice expression the data and kernel use (shots, Mar, MW, Impact/Stomp/Grind, spells).
const DICE_TEXTS = ['D3', 'D3+1', '2D3', '2D3+1', '3D3', '4D3', 'D6', '2D6', '4D6'];
const CONSTANTS = ['0', '1', '2', '4', '15'];

describe('rollDice from the seeded generator', () => {
  const N = 200_000;
  DICE_TEXTS.forEach((text, k) => {
    it(`${text}: every value at its exact frequency`, () => {
      const code = diceCode(text);
      const exact = codeDist(code);
      const rng = new Rng(1000 + k, 0);
      checkSampler(() => rollDice(rng, code), exact, N, text);
    });
  });

  it('exact supports and means of the codes', () => {
    const supports: Record<string, [number, number, number]> = {
      D3: [1, 3, 2], 'D3+1': [2, 4, 3], '2D3': [2, 6, 4], '2D3+1': [3, 7, 5], '3D3': [3, 9, 6],
      '4D3': [4, 12, 8], D6: [1, 6, 3.5], '2D6': [2, 12, 7], '4D6': [4, 24, 14],
    };
    for (const text of DICE_TEXTS) {
      const d = codeDist(diceCode(text));
      const vals = [...d.w.keys()];
      expect([Math.min(...vals), Math.max(...vals), mean(d)], text).toEqual(supports[text]);
    }
    // The kernel's literal 0x230 (Molten Copper, Breath hits) is 2D3.
    expect(diceCode('2D3')).toBe(0x230);
  });

  it('constants roll themselves', () => {
    const rng = new Rng(1100, 0);
    for (const text of CONSTANTS) {
      const code = diceCode(text);
      for (let i = 0; i < 1000; i++) expect(rollDice(rng, code)).toBe(Number(text));
    }
  });
});

describe('diceCode / diceText', () => {
  it('round-trips every expression', () => {
    for (const text of [...DICE_TEXTS, ...CONSTANTS, 'D6+3', '3D6', '6D3+2']) {
      expect(diceText(diceCode(text)), text).toBe(text);
      const code = diceCode(text);
      expect(diceCode(diceText(code)), text).toBe(code);
    }
  });

  it('packs count × D(sides) + plus', () => {
    expect(diceCode('D3')).toBe((1 << 8) | (3 << 4));
    expect(diceCode('D3+1')).toBe((1 << 8) | (3 << 4) | 1);
    expect(diceCode('4D6')).toBe((4 << 8) | (6 << 4));
    expect(diceCode('7')).toBe(7);
    expect(diceCode(' 2D3+1 ')).toBe(diceCode('2D3+1'));
    expect(diceText(diceCode('1D3'))).toBe('D3');
  });

  it('rejects what it cannot represent', () => {
    for (const bad of ['', 'D', 'D4', 'D2', '2D', 'D6-1', '2D6+', '16', '99', '-1', '1.5', 'abc', 'D3+1 Hits', 'D3 + 1', '2 D6']) {
      expect(() => diceCode(bad), `"${bad}"`).toThrow();
    }
  });

  it('rejects a modifier that does not fit the 4-bit field (D6+16 would pack as D7)', () => {
    // The constant branch refuses 16 ("a number below 16"); the dice branch must refuse +16 too,
    // or the plus overflows into the sides field: (1 << 8) | (6 << 4) | 16 decodes as "D7".
    for (const bad of ['D6+16', 'D3+20', '2D6+31']) expect(() => diceCode(bad), `"${bad}"`).toThrow();
  });
});

describe('§11.1 derived oracles', () => {
  const text = section('11.1');

  it('Highborn Lancer charge vs Imperial Guard: .3704 (.2778 without Lightning Reflexes)', () => {
    const m = /\*\*Lancer charge:\*\* Highborn Lancer \(Off (\d+), Str (\d+), AP (\d+), Lightning Reflexes; Devastating \+(\d+)\/\+(\d+)\) against Imperial Guard \(Def (\d+), Res (\d+), Arm (\d+)\)/.exec(text);
    expect(m, 'Lancer line').not.toBeNull();
    const [off, str, ap, devStr, devAp, def, res, arm] = m!.slice(1).map(Number);
    expect([off, str, ap, devStr, devAp, def, res, arm]).toEqual([4, 3, 0, 2, 2, 5, 3, 4]);
    const printed = /hit (\d)\+ \((\d)\+ without Lightning Reflexes\); wound (\d)\+; save (\d)\+/.exec(text);
    expect(printed).not.toBeNull();
    const [hitLR, hitBare, wound, save] = printed!.slice(1).map(Number);

    const bare = meleeToHit(off, def);
    const withLR = bare - 1; // Lightning Reflexes: +1 to hit
    const w = toWound(str + devStr, res);
    const s = armourSave(arm, ap + devAp);
    expect([withLR, bare, w, s]).toEqual([hitLR, hitBare, wound, save]);

    const unsaved = (hit: number): number => pScore(hit) * pScore(w) * (1 - pScore(s));
    const p = /P\(unsaved per attack\) = [^*]*\*\*(\.\d+)\*\* \((\.\d+) without Lightning Reflexes\)/.exec(text);
    expect(p).not.toBeNull();
    expect(round4(unsaved(withLR))).toBe(parseProb(p![1]));
    expect(round4(unsaved(bare))).toBe(parseProb(p![2]));
    expect(unsaved(withLR)).toBeCloseTo(20 / 54, 12);
    expect(unsaved(bare)).toBeCloseTo(10 / 36, 12);
  });

  it('Warborn break test: Dis 6, CR −2 → Dis 4 Minimised = .3565; Steadfast → .6806', () => {
    const m = /\*\*Warborn break test:\*\* Dis (\d+), CR −(\d+) → Dis (\d+) with a Minimised roll → \*\*(\.\d+)\*\*; if Steadfast → \*\*(\.\d+)\*\*/.exec(text);
    expect(m, 'Warborn line').not.toBeNull();
    const [dis, cr, eff] = m!.slice(1, 4).map(Number);
    expect(dis - cr).toBe(eff);
    expect(round4(pr(MINIMISED, (v) => v <= dis - cr))).toBe(parseProb(m![4]));
    expect(round4(pr(MINIMISED, (v) => v <= dis))).toBe(parseProb(m![5])); // Steadfast ignores CR
  });

  it('L1094: Dis 7, CR 1 vs 3 → Break test at Dis 5, p = .2778', () => {
    const m = /Dis (\d+), CR (\d+) vs (\d+) → Break test at Dis (\d+) \(p = (\.\d+)\)/.exec(text);
    expect(m).not.toBeNull();
    const [dis, ours, theirs, eff] = m!.slice(1, 5).map(Number);
    expect(dis - (theirs - ours)).toBe(eff);
    expect(round4(pr(PLAIN, (v) => v <= eff))).toBe(parseProb(m![5]));
  });

  it('cannon vs a Res 4, 3-HP ogre: 5/6 × E[D3] = 1.667 HP per hit', () => {
    const m = /\*\*Cannon:\*\* Str (\d+), AP (\d+), MW\((D3)\) against a Res (\d+), (\d+)-HP ogre → 5\/6 × E\[D3\] = \*\*(\d+\.\d+) HP per hit\*\*/.exec(text);
    expect(m, 'Cannon line').not.toBeNull();
    const [str, ap] = [Number(m![1]), Number(m![2])];
    const res = Number(m![4]);
    const hp = Number(m![5]);
    const w = toWound(str, res);
    expect(pScore(w)).toBeCloseTo(5 / 6, 12);
    for (let arm = 0; arm <= 10; arm++) expect(armourSave(arm, ap)).toBe(7); // AP 10: no armour
    const mw = codeDist(diceCode(m![3]));
    let eHp = 0;
    for (const [v, c] of mw.w) eHp += (Math.min(v, hp) * c) / mw.den; // MW capped at the HP characteristic
    expect(eHp).toBe(2);
    const perHit = pScore(w) * eHp;
    expect(roundTo(perHit, m![6])).toBe(Number(m![6]));
    expect(perHit).toBeCloseTo(5 / 3, 12);
  });
});
