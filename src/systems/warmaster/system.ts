/**
 * Warmaster (rules/warmaster.md): the 14 army lists built in, and tier 1 of §15 with several
 * units a side. See README.md beside this file for flags, tactics and what is not covered yet.
 */
import { categoryMetric, countMetric, outcomeMetric, type MetricSpec } from '../../core/metrics.ts';
import type { CatalogueEntry, GameSystem } from '../system.ts';
import { compileWarmaster } from './compile.ts';
import { defaultField } from './default-army.ts';
import { ARMIES, armyById } from './data/armies/index.ts';
import { ITEMS } from './data/items.ts';
import { SPELLS } from './data/spells.ts';
import type { WmUnitData } from './data/types.ts';
import { WARMASTER_FLAGS } from './flags.ts';
import { WarmasterKernel } from './kernel/kernel.ts';
import { WM_FATES, WM_INFILTRATOR_FATES } from './kernel/victory.ts';
import { spellNotPlayed } from './magic-plan.ts';
import { warmasterFigures, warmasterFiguresOf } from './map.ts';
import type { WarmasterPlan } from './plan.ts';
import { warmasterUnitSchema } from './unit-schema.ts';
import { warmasterWarnings } from './warnings.ts';

const VP =
  'Victory points the side scored at the end: the points of each enemy unit destroyed, routed or gone from the table, half for a unit of three or more stands down to its last, and the points of enemy characters slain (§10).';
const LEFT = 'Stands of the unit left at the end. A unit routed or gone from the table may keep stands here: its fate says what became of it.';
const FATE =
  'Where the unit stood at the end: unharmed, lost stands (still on the table with fewer), destroyed, routed (broken in combat), or left the table; infiltrators may also never have come on.';
const LOST_TURN = 'The game turn in which the unit was destroyed, routed or left the table for good; 0 when it never was.';
const LOST = "The side's units destroyed, routed or gone from the table at the end.";

function metrics(plan: WarmasterPlan): MetricSpec[] {
  const [a, b] = plan.sideIds;
  const vpAgainst = (side: number) => {
    let vp = 0;
    for (let u = 0; u < plan.n; u++) if (plan.side[u] === side) vp += plan.points[u];
    for (let c = 0; c < plan.nc; c++) if (plan.cSide[c] === side) vp += plan.cPoints[c];
    return Math.max(1, vp);
  };
  const specs: MetricSpec[] = [
    outcomeMetric(
      a,
      b,
      'Who won: the enemy of an army that withdrew (or lost its General); at the turn limit the side with more victory points when the scenario scores them, else a draw (§10).',
    ),
    countMetric('turns', 'Turns played', 'Game turns played before the battle ended: an army withdrew, the first unit was lost (where that ends it), or the turn limit came.', plan.turns),
    countMetric('rounds', 'Combat rounds', 'Rounds of close combat fought in the battle, each combat counted once a round.', 50 * plan.turns * 2),
    categoryMetric('end', 'How the battle ended', 'What ended the battle: the turn limit, an army withdrawing (§10), or the first unit lost in a scenario that stops there.', [
      'turn limit',
      `${a} withdrew`,
      `${b} withdrew`,
      'first unit lost',
    ]),
    countMetric(`side.${a}.vp`, `${a} VP`, VP, vpAgainst(1), 'side', a),
    countMetric(`side.${b}.vp`, `${b} VP`, VP, vpAgainst(0), 'side', b),
  ];
  // Slots reserved for raised dead (u ≥ nDeployed) are not reported (§13 A17).
  for (let u = 0; u < plan.nDeployed; u++) {
    const id = plan.unitIds[u];
    const side = plan.sideIds[plan.side[u]];
    const name = plan.unitNames[u];
    specs.push(countMetric(`unit.${id}.left`, `${name} stands left`, LEFT, plan.stands[u] + 1, 'unit', side, id));
    specs.push(categoryMetric(`unit.${id}.fate`, `${name} fate`, FATE, plan.infiltrate[u] ? WM_INFILTRATOR_FATES : WM_FATES, 'unit', side, id));
    specs.push(countMetric(`unit.${id}.lostTurn`, `${name} lost (turn)`, LOST_TURN, plan.turns, 'unit', side, id));
  }
  for (let s = 0; s < 2; s++) {
    let units = 0;
    for (let u = 0; u < plan.nDeployed; u++) if (plan.side[u] === s) units++;
    specs.push(countMetric(`side.${plan.sideIds[s]}.lost`, `${plan.sideIds[s]} units lost`, LOST, units, 'side', plan.sideIds[s]));
  }
  return specs;
}

function describe(t: WmUnitData): string {
  const att = t.shoot !== null ? `${t.attack}/${t.shootNote ? t.shootNote : t.shoot}` : String(t.attack);
  const parts: string[] = [t.type];
  if (t.hits !== null) parts.push(`Att ${att} · Hits ${t.hits} · Armour ${t.armour === 0 ? '0' : `${t.armour}+`}`);
  else parts.push(`Att +${t.attack}${t.command !== null ? ` · Command ${t.command}` : ''}`);
  if (t.range !== null && t.shoot !== null) parts.push(`range ${t.range} cm`);
  if (t.size > 0) parts.push(`${t.size} stand${t.size > 1 ? 's' : ''}`);
  parts.push(`${t.type.endsWith('mount') ? '+' : ''}${t.points} pts`);
  parts.push(`min/max ${t.min ?? '–'}/${t.max ?? '–'}${t.maxPerArmy !== undefined ? ` (≤${t.maxPerArmy} per army)` : ''}`);
  if (t.hosts !== undefined) parts.push(`attach: ${t.id} on ${t.hosts.join(', ')}`);
  if (t.tags.length > 0) parts.push(t.tags.join(', '));
  return parts.join(' · ');
}

function catalogueGroups(): string[] {
  return ['items', 'spells', ...Object.values(ARMIES).map((a) => a.id)];
}

function catalogue(group?: string): CatalogueEntry[] {
  if (group === 'items') {
    return Object.values(ITEMS).map((it) => ({
      id: it.id,
      name: it.name,
      group: 'items',
      summary: `${it.class} · ${it.points} pts · ${it.note}`,
    }));
  }
  if (group === 'spells') {
    return Object.values(SPELLS).map((sp) => {
      const why = spellNotPlayed(sp);
      return {
        id: sp.id,
        name: sp.name,
        group: 'spells',
        summary: `${sp.army.join(', ')} · ${sp.cast}+ · ${sp.range === null ? 'no range' : `${sp.range} cm`} · ${sp.effect.kind}${why ? ' · NOT CAST YET' : ''}`,
      };
    });
  }
  if (group === undefined) {
    return Object.values(ARMIES).map((a) => ({
      id: a.id,
      name: a.name,
      group: 'armies',
      summary: `${a.units.length} entries · ${a.spells.length} spells · ${a.section} · \`warsim list warmaster ${a.id}\` (also: items, spells)`,
    }));
  }
  const army = armyById(group);
  if (!army) return [];
  return [...army.units, ...(army.extras ?? [])].map((t) => ({ id: t.id, name: t.name, group: army.id, summary: describe(t) }));
}

export const warmaster: GameSystem<WarmasterPlan> = {
  id: 'warmaster',
  title: 'Warmaster',
  measure: 'cm',
  terrain: {
    area: {
      wood: 'infantry only (flyers fly over, never stop in it); −1 to orders with a stand in it; sight 2 cm into or out of it (a line spell stops 2 cm in; artillery on higher ground shoots over it); infantry and artillery in it or at its edge are defended (§1.3, §2.4, §4.1, §4.6, §5.11, §8.2)',
      dense: 'buildings, villages, ruins: as a wood, but flyers may stop in it (§1.3, §2.4, §5.11)',
      hill: 'open to all troops, highest along its centre line; blocks sight between stands both off it (flag hillSight); artillery on it shoots over lower troops and terrain; a line spell stops at its crest; infantry and artillery on its upper half, higher than their attackers, are defended (§4.1, §4.6, §5.11, §8.2)',
      'steep-hill': 'a steep, rocky or wooded hill: as a hill, but infantry only (§1.3)',
      river: 'shallow and fordable: infantry, cavalry and monsters only; low, sight passes (§1.3)',
      marsh: 'marsh, bog, pool or a river too deep to ford: infantry only; low, sight passes (§1.3)',
      impassable: 'no troops enter; flyers fly over, never stop on it; low, sight passes (§1.3, §3.4)',
      bridge: 'laid over a river or marsh: where it lies every unit crosses the water as open ground; no cover, sight passes, no faster move (§1.3)',
      road: 'a road, track or lane through a wood or dense ground: where it lies every unit may move through; still part of the wood for orders, sight and cover; no faster move (rulebook notes on terrain)',
    },
    linear: {
      obstacle: 'a hedge, fence, low wall or ditch: chariots, artillery and machines cannot cross; low; infantry and artillery within 1 cm behind it are defended against enemies across it (§1.3, §5.11)',
    },
  },
  readme: 'src/systems/warmaster/README.md',
  flags: WARMASTER_FLAGS,
  unitSchema: warmasterUnitSchema,
  catalogue,
  catalogueGroups,
  compile: compileWarmaster,
  metrics,
  kernel: (plan) => new WarmasterKernel(plan),
  figures: (plan) => warmasterFigures(plan),
  figuresNow: (kernel) => warmasterFiguresOf(kernel as WarmasterKernel),
  warnings: warmasterWarnings,
  costs: (plan) => plan.costs,
  builtinField: ({ points }) => defaultField(points),
};
