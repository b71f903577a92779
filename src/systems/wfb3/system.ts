/**
 * Warhammer Fantasy Battle, 3rd edition (rules/wfb3.md): the engagement of tier 1 of §10 and
 * the shooting phase of tier 2 — charges and their responses (stand and shoot too), shooting, the Initiative strike order, the WS table, push-back and
 * follow-up, rout tests after a quarter lost, free hacks and pursuit across turns, fear, hatred,
 * frenzy, panic and rally. See README.md beside this file for flags, tactics and what is not
 * played yet.
 */
import { countMetric, outcomeMetric, type MetricSpec } from '../../core/metrics.ts';
import { rankedUnitMetrics } from '../rank-and-file/metrics.ts';
import type { CatalogueEntry, GameSystem } from '../system.ts';
import { compileWfb3 } from './compile.ts';
import { ARMOUR, FOOT_SAVES, MOUNTED_SAVES } from './data/armour.ts';
import { MISSILE_WEAPONS } from './data/missiles.ts';
import { FOOT_WEAPONS, MISSILE_WEAPONS_NOT_PLAYED, MOUNTED_WEAPONS } from './data/weapons.ts';
import { WFB3_FLAGS } from './flags.ts';
import { Wfb3Kernel } from './kernel/kernel.ts';
import { wfb3Figures, wfb3FiguresOf } from './map.ts';
import type { Wfb3Plan } from './plan.ts';
import { PLAYED_SPECIAL_RULES, SPECIAL_RULES_NOT_PLAYED } from './special-rules.ts';
import { wfb3UnitSchema } from './unit-schema.ts';

function metrics(plan: Wfb3Plan): MetricSpec[] {
  const [a, b] = plan.sideIds;
  // Both sides fight in every combat phase: a unit fights one round a player turn, and one more
  // at once for a fallen standard (kernel/standards.ts).
  const roundsPerTurn = plan.anyStandard === 1 && plan.flags.standardCapture ? 2 : 1;
  const specs: MetricSpec[] = [
    outcomeMetric(a, b, 'Who won: a side wins when it has a unit standing at the end and the enemy has none (every enemy unit routing, destroyed or fled off the table); otherwise a draw.'),
    countMetric('turns', 'Turns played', 'Game turns played before the battle ended: one side had no unit left standing, or the turn limit came.', plan.turns),
    countMetric('rounds', 'Combat rounds', 'Rounds of close combat fought in the battle, each combat counted once a round; free hacks are not rounds.', 2 * plan.turns * Math.max(1, plan.n) * roundsPerTurn),
  ];
  // Characters are reported as units of one model (§6.4): left 0 once slain, their fate their unit's otherwise.
  specs.push(...rankedUnitMetrics({ ...plan, n: plan.rows }, { left: 'left', broke: 'routed (turn)' }, roundsPerTurn));
  return specs;
}

function catalogue(group?: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const want = (g: string) => group === undefined || group === g;
  const mod = (v: number) => (v === 0 ? '–' : v > 0 ? `+${v}` : `${v}`);
  if (want('weapons')) {
    for (const w of Object.values(FOOT_WEAPONS)) entries.push({ id: w.id, name: w.name, group: 'weapons', summary: `foot · I ${mod(w.I)} hit ${mod(w.hit)} S ${mod(w.S)} save ${mod(w.save)} · ${w.note} · ${w.page}` });
    for (const w of Object.values(MOUNTED_WEAPONS)) entries.push({ id: `${w.id} (mounted)`, name: w.name, group: 'weapons', summary: `mounted · I ${mod(w.I)} hit ${mod(w.hit)} S ${mod(w.S)} save ${mod(w.save)} · ${w.note} · ${w.page}` });
    entries.push({ id: 'two-weapons', name: 'Two weapons', group: 'weapons', summary: 'one extra attack; right-hand blows −1 to hit, left-hand −2 (flag twoWeapons) · rules/wfb3.md §4.8' });
    for (const m of Object.values(MISSILE_WEAPONS)) {
      const strength = (v: number) => (m.userS ? (v === 0 ? 'the user\'s S' : `the user's S ${v}`) : `S${v}`);
      const s = m.dieS ? 'S D6' : m.SLong !== m.S ? `${strength(m.S)}/${strength(m.SLong)}` : strength(m.S);
      entries.push({ id: m.id, name: m.name, group: 'weapons', summary: `missile · ${m.range}" ${s} save ${mod(m.save)}/${mod(m.saveLong)} (up to/over half range)${m.note ? ` · ${m.note}` : ''} · ${m.page}` });
    }
    for (const [id, why] of Object.entries(MISSILE_WEAPONS_NOT_PLAYED)) entries.push({ id, name: id, group: 'weapons', summary: `not played: refused · ${why}` });
  }
  if (want('armour')) {
    for (const a of Object.values(ARMOUR)) entries.push({ id: a.id, name: a.name, group: 'armour', summary: a.note });
    for (const s of FOOT_SAVES) entries.push({ id: `foot: ${s.armour}`, name: `On foot, ${s.armour}`, group: 'armour', summary: `save ${s.save < 7 ? `${s.save}+` : 'none'} · move −${s.moveReduction}" · rules/wfb3.md §4.7` });
    for (const s of MOUNTED_SAVES) entries.push({ id: `mounted: ${s.armour}${s.barding ? ', barding' : ''}`, name: `Mounted, ${s.armour}${s.barding ? ', barding' : ''}`, group: 'armour', summary: `save ${s.save}+ · move −${s.moveReduction}" · rules/wfb3.md §4.7` });
  }
  if (want('special')) {
    for (const r of PLAYED_SPECIAL_RULES) entries.push({ id: r.id, name: r.name, group: 'special', summary: `played · rules/wfb3.md ${r.rule}` });
    for (const r of SPECIAL_RULES_NOT_PLAYED) entries.push({ id: r.id, name: r.name, group: 'special', summary: `not played yet: refused · ${r.why} · rules/wfb3.md ${r.rule}` });
  }
  return entries;
}

export const wfb3: GameSystem<Wfb3Plan> = {
  id: 'wfb3',
  title: 'Warhammer Fantasy Battle, 3rd edition',
  measure: 'inch',
  terrain: {
    area: {
      difficult: 'half speed, rounded up to the nearest half inch (§2.1)',
      'very-difficult': 'quarter speed, rounded up to the nearest half inch (§2.1)',
      impassable: 'no unit may enter',
      wood: 'difficult ground; soft cover to a unit whose centre is inside; blocks sight across it, and into it beyond 2" (§3.1)',
      hill: 'the advantage of higher ground in combat (+1 to hit); blocks sight across it, but a unit on it sees over terrain and units (§3.1, §4.5)',
    },
    linear: {
      hedge: 'an obstacle (half the unit\'s M to cross; −1 to hit the unit defending it from a charge across it) and soft cover within 1"; blocks sight on level ground',
      wall: 'an obstacle as a hedge, and hard cover within 1"',
      ditch: 'an obstacle (half the unit\'s M to cross; −1 to hit its defenders), no cover',
      trench: 'a trench or pit, a negative obstacle (§3.1): an obstacle as a ditch (half the unit\'s M to cross; −1 to hit its defenders), and hard cover within 1" against shooters not within 1" of it; it blocks no sight',
      wagons: 'wagons formed into a laager or barricade, unhitched (§6.1): an obstacle as a hedge — crossed, defended, blocking sight — and soft cover within 1"; a chariot driving into them is wrecked, as into a wall',
    },
  },
  readme: 'src/systems/wfb3/README.md',
  flags: WFB3_FLAGS,
  unitSchema: wfb3UnitSchema,
  catalogue,
  catalogueGroups: () => ['weapons', 'armour', 'special'],
  compile: compileWfb3,
  metrics,
  kernel: (plan) => new Wfb3Kernel(plan),
  figures: (plan) => wfb3Figures(plan),
  figuresNow: (kernel) => wfb3FiguresOf(kernel as Wfb3Kernel),
  costs: (plan) => plan.costs,
};
