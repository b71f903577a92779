/**
 * Warhammer Fantasy Battle, 4th edition (rules/wfb4.md): tier 1 of §13, the single
 * engagement core. See README.md beside this file for flags, tactics and what is not
 * covered yet.
 */
import { countMetric, outcomeMetric, type MetricSpec } from '../../core/metrics.ts';
import { rankedUnitMetrics } from '../rank-and-file/metrics.ts';
import type { CatalogueEntry, GameSystem } from '../system.ts';
import { compileWfb4 } from './compile.ts';
import { ARMOUR } from './data/armour.ts';
import { MOUNTS } from './data/mounts.ts';
import { MACHINE_POINTS } from './data/points.ts';
import { BUILTIN_PROFILES } from './data/profiles.ts';
import { MELEE_WEAPONS, MISSILE_WEAPONS } from './data/weapons.ts';
import { WFB4_FLAGS } from './flags.ts';
import { Wfb4Kernel } from './kernel/kernel.ts';
import { wfb4Figures, wfb4FiguresOf } from './map.ts';
import type { Wfb4Plan } from './plan.ts';
import { wfb4UnitSchema } from './unit-schema.ts';
import { CHARIOT_I, CHARIOT_POINTS, CHARIOT_S, CHARIOT_T, CHARIOT_W, PUMP_WAGON_POINTS } from './plan.ts';
import { PLAYED_SPECIAL_RULES, TIER2_RULES } from './unsupported.ts';
import { EFFECT_SUMMARIES, EFFECTS_BY_KIND, ITEM_KINDS, MAGIC_ITEMS } from './data/magic-items.ts';
import { SPELLS, SPELLS_NOT_PLAYED } from './data/spells.ts';
import { ENGINEERING_RUNES } from './data/engineering-runes.ts';
import { MACHINE_T, MACHINE_W, WAR_MACHINES, WARPFIRE_TEMPLATE } from './data/war-machines.ts';
import { BUILDINGS } from './data/buildings.ts';
import { BANNER_EFFECTS } from './data/banners.ts';

const VP = 'Victory points the side scored at the end: 1 per 100 points, or part of 100, of each enemy unit destroyed, fleeing or fled off the table (§10).';

function metrics(plan: Wfb4Plan): MetricSpec[] {
  const [a, b] = plan.sideIds;
  const vpOf = (side: number) => {
    let vp = 0;
    for (let u = 0; u < plan.n; u++) if (plan.side[u] !== side) vp += plan.vp[u];
    return Math.max(1, vp);
  };
  const specs: MetricSpec[] = [
    outcomeMetric(
      a,
      b,
      'Who won: a side wins when every enemy unit is destroyed, fleeing or fled off the table at the end; otherwise a draw, unless the scenario scores victory points, when the side with more wins (§10).',
    ),
    countMetric('turns', 'Turns played', 'Game turns played before the battle ended: one side had no unit left standing, or the turn limit came.', plan.turns),
    countMetric('rounds', 'Combat rounds', 'Rounds of close combat fought in the battle, each combat counted once a round.', 4 * plan.turns * Math.max(1, plan.n)),
    countMetric(`side.${a}.vp`, `${a} VP`, VP, vpOf(0), 'side', a),
    countMetric(`side.${b}.vp`, `${b} VP`, VP, vpOf(1), 'side', b),
  ];
  // A combat is fought once a turn: a unit that pursues into fresh enemies fights them next turn.
  specs.push(...rankedUnitMetrics(plan, { left: 'left', broke: 'broke (turn)' }, 1));
  // With wizards or item spells: the spells each side cast that worked, neither dispelled nor destroyed (§9).
  if (plan.magic.wizards.length > 0 || plan.magic.itemsFrom[2] > plan.magic.itemsFrom[0]) {
    const spellsOf = (side: number) => {
      let k = 0;
      for (let s = 0; s < plan.magic.caster.length; s++) if (plan.side[plan.magic.caster[s]] === side) k++;
      return Math.max(1, 2 * plan.turns * k);
    };
    const SPELLS = 'Spells the side cast that worked in the battle: neither dispelled, destroyed nor stopped by a scroll (§9.2).';
    specs.push(countMetric(`side.${a}.spells`, `${a} spells worked`, SPELLS, spellsOf(0), 'side', a));
    specs.push(countMetric(`side.${b}.spells`, `${b} spells worked`, SPELLS, spellsOf(1), 'side', b));
  }
  return specs;
}

function catalogueGroups(): string[] {
  return [...new Set(catalogue().map((e) => e.group))];
}

function catalogue(group?: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const want = (g: string) => group === undefined || group === g;
  if (want('profiles')) {
    for (const p of Object.values(BUILTIN_PROFILES)) {
      entries.push({
        id: p.id,
        name: p.name,
        group: 'profiles',
        summary: `M${p.M} WS${p.WS} BS${p.BS} S${p.S} T${p.T} W${p.W} I${p.I} A${p.A} Ld${p.Ld} · ${p.troop} · ${p.page}`,
      });
    }
  }
  // The chariot's and the Pump Wagon's own profile (§1.2, RB p.72, 74): a unit with the special rule.
  if (want('machines')) {
    const body = `S${CHARIOT_S} T${CHARIOT_T} W${CHARIOT_W} I${CHARIOT_I}`;
    entries.push({ id: 'chariot', name: 'Chariot', group: 'machines', summary: `${body} · special: [chariot]: the crew are the unit's profile, the team its mount · ${CHARIOT_POINTS} pts + crew + team · RB p.72` });
    entries.push({ id: 'pump-wagon', name: 'Snotling Pump Wagon', group: 'machines', summary: `${body} · special: [pump-wagon]: its Snotling crew are the unit's profile; 2D6" a turn · ${PUMP_WAGON_POINTS} pts · RB p.74` });
    // War machines (§4.5, RB p.75-79): `machine:` on a unit whose profile is its crew's.
    for (const m of Object.values(WAR_MACHINES)) {
      const hit = m.fire === 'bolt' ? `S${m.S}, −1 a rank pierced` : `S${m.S}`;
      const how = m.fire === 'template' ? 'guessed range, scatter, template' : m.fire === 'cannon' ? 'declared distance + artillery dice, bounce' : m.fire === 'bolt' ? 'rolls to hit with the crew\'s BS' : `${WARPFIRE_TEMPLATE}" template, scatter at most half the range`;
      const cost = MACHINE_POINTS[m.pointsId];
      const body = m.fire === 'warpfire' ? 'no T or W: lost with a crewman' : `T${MACHINE_T} W${MACHINE_W}`;
      const save = m.fire === 'warpfire' ? 'saves as S5' : 'no save';
      const crew = m.fixedCrew > 0 ? `crew ${m.fixedCrew}` : `crew ${m.crew} unless given`;
      const price = cost.plusCrew ? `${cost.points} pts + crew` : `${cost.points} pts with its crew`;
      entries.push({ id: m.id, name: m.name, group: 'machines', summary: `${body} · ${m.range}" ${hit}, D${m.woundsDie} wounds, ${save} · ${how} · ${crew} · ${price} · machine: ${m.id} · ${m.page}` });
    }
  }
  // A Dwarf war machine's `runes` (AM p.36-38; README "War machines"): played, then refused until they are.
  if (want('runes')) {
    for (const r of Object.values(ENGINEERING_RUNES)) {
      const on = r.machines === null ? 'any Dwarf machine' : r.machines.map((f) => Object.values(WAR_MACHINES).filter((m) => m.fire === f && m.id !== 'warpfire-thrower').map((m) => m.id).join(', ')).join(', ');
      entries.push({ id: r.id, name: r.name, group: 'runes', summary: `${r.notPlayed === null ? '' : 'not played yet: refused · '}${r.summary} · ${on} · ${r.page}` });
    }
  }
  if (want('mounts')) {
    for (const m of Object.values(MOUNTS)) {
      const pr = m.profile;
      const stats = m.profileKnown && pr ? `M${pr.M} WS${pr.WS ?? '-'} S${pr.S ?? '-'} I${pr.I ?? '-'} A${pr.A}` : 'profile not in the book: give it inline';
      entries.push({ id: m.id, name: m.name, group: 'mounts', summary: `${stats} · +${m.pointsExtra} pts · ${m.page}` });
    }
  }
  if (want('weapons')) {
    for (const w of Object.values(MELEE_WEAPONS)) {
      entries.push({ id: w.id, name: w.name, group: 'weapons', summary: `melee · ${w.points} pts · ${w.page}${w.note ? ' · ' + w.note : ''}` });
    }
    for (const w of Object.values(MISSILE_WEAPONS)) {
      const s = w.strengthFromThrower ? `S user${w.strengthBonus ? '+' + w.strengthBonus : ''}` : `S${w.strength}`;
      entries.push({ id: w.id, name: w.name, group: 'weapons', summary: `missile · ${w.range}" ${s} · ${w.points ?? '?'} pts · ${w.page}` });
    }
  }
  if (want('armour')) {
    for (const a of Object.values(ARMOUR)) {
      entries.push({ id: a.id, name: a.name, group: 'armour', summary: `save +${a.savePoints} · ${a.points} pts · ${a.page}` });
    }
  }
  // The spell cards a wizard's `spells` list takes (§9.4): played, then refused until they are.
  if (want('spells')) {
    for (const c of Object.values(SPELLS)) entries.push({ id: c.id, name: c.name, group: 'spells', summary: `${c.deck} · ${c.summary} · ${c.page}` });
    for (const [id, what] of Object.entries(SPELLS_NOT_PLAYED)) entries.push({ id, name: what.replace(/ \(.*$/, ''), group: 'spells', summary: `not played yet: refused · ${what.replace(/^[^(]*\(/, '').replace(/\)$/, '')}` });
  }
  // A character's `items`: the built-in ones, then the effects a written-out item may have (README "Magic items").
  if (want('items')) {
    for (const m of Object.values(MAGIC_ITEMS)) entries.push({ id: m.id, name: m.name, group: 'items', summary: `built in${m.kind ? ` · ${m.kind}` : ' · scroll'} · ${m.summary} · ${m.page}` });
    for (const [id, what] of Object.entries(EFFECT_SUMMARIES)) {
      const kinds = ITEM_KINDS.filter((k) => EFFECTS_BY_KIND[k].includes(id as keyof typeof EFFECT_SUMMARIES));
      entries.push({ id, name: `effect: ${id}`, group: 'items', summary: `${kinds.join(', ')} · ${what}` });
    }
  }
  // The effects a magic banner's `effects` list takes (README "Magic banners"); the battle standard's alone marked.
  if (want('banners')) {
    for (const b of Object.values(BANNER_EFFECTS)) entries.push({ id: b.id, name: `banner: ${b.id}`, group: 'banners', summary: `${b.summary} · ${b.page}` });
  }
  // The ids a unit's `special` list takes: those played, then those refused until they are.
  if (want('special')) {
    for (const r of PLAYED_SPECIAL_RULES) entries.push({ id: r.id, name: r.name, group: 'special', summary: `played · rules/wfb4.md ${r.rule}` });
    for (const r of TIER2_RULES) entries.push({ id: r.id, name: r.name, group: 'special', summary: `not supported yet (tier 2): refused · rules/wfb4.md ${r.rule}` });
  }
  return entries;
}

export const wfb4: GameSystem<Wfb4Plan> = {
  id: 'wfb4',
  title: 'Warhammer Fantasy Battle, 4th edition',
  measure: 'inch',
  terrain: {
    area: {
      difficult: 'half speed (§2.2)',
      'very-difficult': 'quarter speed',
      impassable: 'no unit may enter',
      hill: 'high ground in combat (§6)',
      wood: 'difficult ground and soft cover to a unit whose centre is inside',
      ...Object.fromEntries(
        Object.values(BUILDINGS).map((b) => [b.id, `a building (${b.name.toLowerCase()}, T${b.T}, ${b.damagePoints} damage points): no unit moves through it; a unit of troops on foot deployed inside garrisons it (§8.9)`]),
      ),
    },
    linear: {
      wall: 'an obstacle (half a move to cross, defended) giving hard cover',
      hedge: 'an obstacle (half a move to cross, defended) giving soft cover',
      obstacle: 'an obstacle (half a move to cross, defended) giving no cover',
    },
  },
  readme: 'src/systems/wfb4/README.md',
  flags: WFB4_FLAGS,
  unitSchema: wfb4UnitSchema,
  catalogue,
  catalogueGroups,
  compile: compileWfb4,
  metrics,
  kernel: (plan) => new Wfb4Kernel(plan),
  figures: (plan) => wfb4Figures(plan),
  figuresNow: (kernel) => wfb4FiguresOf(kernel as Wfb4Kernel),
  costs: (plan) => plan.costs,
};
