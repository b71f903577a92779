/**
 * The 9th Age: Essence of War (rules/t9a_eow.md): the 16 Patrols and 16 army lists built in,
 * and tier 1 of §13 with the multi-unit combats of tier 2. See README.md beside this file for
 * flags, tactics and what is not covered yet.
 */
import { categoryMetric, countMetric, outcomeMetric, type MetricSpec } from '../../core/metrics.ts';
import { rankedUnitMetrics } from '../rank-and-file/metrics.ts';
import type { CatalogueEntry, GameSystem } from '../system.ts';
import { compileT9a, OPTION_EFFECTS } from './compile.ts';
import { ARMY_LISTS, armyListById } from './data/armies/index.ts';
import { MOUNTS } from './data/mounts.ts';
import { patrolByArmy } from './data/patrols.ts';
import { patrolField } from './patrol-field.ts';
import { SPELLS } from './data/spells.ts';
import type { T9aArmyId, T9aStats } from './data/types.ts';
import { VAULT } from './data/vault.ts';
import { WEAPONS } from './data/weapons.ts';
import { T9A_FLAGS } from './flags.ts';
import { T9aKernel } from './kernel/kernel.ts';
import { t9aFigures, t9aFiguresOf } from './map.ts';
import type { T9aPlan } from './plan.ts';
import { readRules } from './rules.ts';
import { T9A_TERRAIN_KINDS } from './terrain.ts';
import { t9aUnitSchema } from './unit-schema.ts';
import { t9aWarnings } from './warnings.ts';

/** How the scenario decides its winner (§8.4), for the outcome's description. */
function outcomeDescription(plan: T9aPlan): string {
  if (plan.victoryPoints && plan.flags.game === 'basic') return 'Who won a Basic game: the side with more units within 6" of the centre at the end; a draw when equal (§8.4).';
  if (plan.victoryPoints) return 'Who won: the side ahead on victory points by at least 25% of the game size; a draw otherwise (§8.4).';
  return 'Who won: a side wins when every enemy unit is destroyed, fleeing or fled off the table at the end; otherwise a draw.';
}

function metrics(plan: T9aPlan): MetricSpec[] {
  const [a, b] = plan.sideIds;
  const pointsOf = (side: number) => {
    let pts = 0;
    for (let u = 0; u < plan.n; u++) if (plan.side[u] === side) pts += plan.points[u];
    return Math.max(1, pts);
  };
  const specs: MetricSpec[] = [
    outcomeMetric(a, b, outcomeDescription(plan)),
    countMetric('turns', 'Turns played', 'Game turns played before the battle ended.', plan.turns),
    countMetric('rounds', 'Combat rounds', 'Rounds of close combat fought in the battle, each combat counted once a round.', 2 * plan.turns * Math.max(1, plan.n)),
  ];
  if (plan.victoryPoints && plan.flags.game === 'basic') {
    // §8.4 Basic: no victory points; more units within 6" of the centre wins (record.ts).
    const unitsOf = (side: number) => {
      let n = 0;
      for (let u = 0; u < plan.n; u++) if (plan.side[u] === side) n++;
      return n;
    };
    const centre = "The side's units within 6\" of the table's centre at the end, fleeing units and lone characters aside: the count that decides a Basic game (§8.4).";
    specs.push(countMetric(`side.${a}.centre`, `${a} units at the centre`, centre, unitsOf(0), 'side', a));
    specs.push(countMetric(`side.${b}.centre`, `${b} units at the centre`, centre, unitsOf(1), 'side', b));
  } else {
    const vp =
      'Victory points the side scored at the end: the full points of each enemy unit destroyed, fleeing, fled off the table or down to a quarter of its Health Points or fewer (§8.4), and a quarter of the game size for completing the Mission (§8.3).';
    specs.push(countMetric(`side.${a}.vp`, `${a} VP`, vp, pointsOf(1) + (plan.mission > 0 ? plan.gameSize >> 2 : 0), 'side', a));
    specs.push(countMetric(`side.${b}.vp`, `${b} VP`, vp, pointsOf(0) + (plan.mission > 0 ? plan.gameSize >> 2 : 0), 'side', b));
  }
  // A unit that pursues into a combat not yet fought fights it in the same Melee phase (§6.6),
  // and may win and pursue again: at most one combat a unit of the battle in one phase.
  specs.push(...rankedUnitMetrics(plan, { left: 'models left', broke: 'broke or fled (turn)' }, Math.max(1, plan.n)));
  if (plan.mission > 0) {
    specs.push(
      categoryMetric('mission', 'Mission', 'Which side completed the Mission: more of its units where the Mission asks them to be at the end (§8.3).', [
        `${a} completes it`,
        `${b} completes it`,
        'neither',
      ]),
    );
    specs.push(categoryMetric('missionKind', 'Mission played', 'The Mission rolled for the game (§8.3).', ['occupation', 'patrolling', 'infiltration']));
  }
  // §8.4: how large the win. Advanced: the VP difference under 25%, 25–75% or over 75% of the
  // game size. Basic: a draw, a victory at the centre, or a Massacre (the whole enemy army
  // destroyed and a unit of the winner within 6" of the centre).
  if (plan.victoryPoints && plan.flags.game !== 'basic') {
    const margin = 'How large the win: a victory point difference under 25% of the game size is a draw, up to 75% a victory, over 75% a decisive victory (§8.4).';
    specs.push(categoryMetric('margin', 'Victory margin', margin, ['draw', 'victory', 'decisive victory']));
  }
  if (plan.victoryPoints && plan.flags.game === 'basic') {
    const margin = 'How large the win: a draw, a victory at the centre, or a Massacre (the whole enemy army destroyed and a unit of the winner within 6" of the centre) (§8.4).';
    specs.push(categoryMetric('margin', 'Victory margin', margin, ['draw', 'victory', 'massacre']));
  }
  return specs;
}

function profile(s: T9aStats): string {
  const o = (v: number | null) => (v === null ? '-' : String(v));
  return `${s.adv}/${s.mar}/${s.dis}${s.rsr !== null ? '/' + s.rsr : ''} · ${s.hp}/${s.def}/${s.res}/${s.arm}/${s.aeg === null ? '-' : s.aeg + '+'} · ${o(s.att)}/${o(s.off)}/${s.str}/${s.ap}/${s.agi}`;
}

/** Why a unit with these printed rules cannot be played yet ('' when it can). */
function playability(rules: readonly string[]): string {
  const f = readRules(rules);
  return f.notYet.length > 0 ? ` · NOT PLAYABLE YET: ${f.notYet.join(', ')}` : '';
}

/** Whether an army-list option can be played: a formation, a mount, a named option warsim knows, or a rule it plays. */
function optionPlayable(label: string, mount: string | undefined): boolean {
  if (/^(Single|\d+x\d+)$/.test(label) || OPTION_EFFECTS[label]) return true;
  if (mount && /^on /.test(label)) return true;
  return playability([label]) === '';
}

function catalogueGroups(): string[] {
  return ['mounts', 'weapons', 'spells', 'vault', ...ARMY_LISTS.map((a) => a.id)];
}

function catalogue(group?: string): CatalogueEntry[] {
  if (group === undefined) {
    return ARMY_LISTS.map((a) => ({
      id: a.id,
      name: a.name,
      group: 'armies',
      summary: `Patrol of 4 · army list of ${a.entries.length}${a.armyRules ? ` · army rule: ${a.armyRules.join(', ')}` : ''} · \`warsim list t9a-eow ${a.id}\` (also: mounts, weapons, spells, vault)`,
    }));
  }
  if (group === 'mounts') {
    return MOUNTS.map((m) => ({
      id: m.id,
      name: m.name,
      group,
      summary: `${m.base[0]}x${m.base[1]} · Adv ${m.adv ?? '—'} Mar ${m.mar ?? '—'} HP ${m.hp ?? '—'} Res ${m.res ?? '—'} Arm ${m.armSet ?? '+' + m.armBonus}${m.rules.length ? ' · ' + m.rules.join(', ') : ''}`,
    }));
  }
  if (group === 'weapons') {
    return WEAPONS.map((w) => ({
      id: w.id,
      name: w.name,
      group,
      summary: `${w.shots} shot(s) · ${w.range}" · Str ${w.str ?? 'user'} AP ${w.ap ?? 'user'} · ${w.carriers}`,
    }));
  }
  if (group === 'spells') {
    return SPELLS.map((s) => ({ id: s.id, name: s.name, group, summary: `${s.path} ${s.number || ''} · ${s.castingValue}+ · ${s.range}" · ${s.summary}` }));
  }
  if (group === 'vault') {
    return VAULT.map((v) => ({ id: v.id, name: v.name, group, summary: `${v.type} · ${v.points} pts${v.restriction ? ` · ${v.restriction}` : ''} · ${v.summary}` }));
  }
  const list = armyListById(group);
  if (!list) return [];
  const patrol = patrolByArmy(list.id as T9aArmyId)!;
  const entries: CatalogueEntry[] = patrol.entries.map((e) => ({
    id: e.id,
    name: e.name,
    group: `${list.id} patrol (game: basic)`,
    summary: `${e.models} × ${e.base[0]}x${e.base[1]} ${e.single ? 'single' : `${e.files}x${e.ranks}`} · ${profile(e.stats)} · ${e.rules.join(', ') || '—'}${playability(e.rules)}`,
  }));
  for (const e of list.entries) {
    const options = e.options
      .map((o) => `${o.label} ${o.kind === 'upgrade' ? '+' : ''}${o.points}${o.limit ? ` (0-${o.limit})` : ''}${optionPlayable(o.label, o.mount) ? '' : ' (not playable yet)'}`)
      .join('; ');
    entries.push({
      id: e.id,
      name: e.name,
      group: `${list.id} army list (game: advanced)`,
      summary: `${e.category} 0-${e.max} · ${e.base[0]}x${e.base[1]} · ${options} · ${profile(e.stats)} · ${e.rules.join(', ') || '—'}${playability(e.rules)}`,
    });
  }
  return entries;
}

export const t9aEow: GameSystem<T9aPlan> = {
  id: 't9a-eow',
  title: 'The 9th Age: Essence of War',
  measure: 'inch',
  terrain: { area: T9A_TERRAIN_KINDS, linear: {} },
  readme: 'src/systems/t9a-eow/README.md',
  flags: T9A_FLAGS,
  unitSchema: t9aUnitSchema,
  catalogue,
  catalogueGroups,
  compile: compileT9a,
  metrics,
  kernel: (plan) => new T9aKernel(plan),
  figures: (plan) => t9aFigures(plan),
  figuresNow: (kernel) => t9aFiguresOf(kernel as T9aKernel),
  warnings: t9aWarnings,
  costs: (plan) => plan.costs,
  builtinField: () => patrolField(),
};
