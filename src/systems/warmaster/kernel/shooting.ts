/**
 * The Shooting phase (rules/warmaster.md §4.1–§4.4): the closest visible target in range, each
 * unit's volley (its dice are shots.ts's), drive backs at the end (shooting at chargers, §4.5,
 * is charges.ts's: the charge sets it off).
 */
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ARTILLERY, ART_NONE, ART_TREBUCHET } from '../plan.ts';
import { anvilStrike } from './army-rules.ts';
import { artillery, trebuchetTarget } from './artillery.ts';
import { castSpells } from './casting.ts';
import { endOfPhase, takeHits } from './casualties.ts';
import { engaged } from './contact.ts';
import { toHitOf } from './defended.ts';
import { driveBack, noteDriver } from './drive-backs.ts';
import { onTable } from './footprint.ts';
import { armourOf, steadfast } from './items.ts';
import { shootHits, shotSaves, volleyShots } from './shots.ts';
import { closestEnemy } from './sight.ts';
import { MIRAGE } from './status.ts';
import { traceBreath, traceShootsAgain, traceShootsBlind, traceShootsMirage, traceVolley } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ shooting (§4)

export function shootingPhase(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.phaseHits[u] = 0;
    w.chukkaDice[u] = 0;
    w.driver[u] = -1;
  }
  castSpells(w, rng, side);
  if (w.over) return;
  if (p.anyAnvil) anvilStrike(w, rng, side);
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !onTable(w, u) || p.shoot[u] <= 0 || engaged(w, u)) continue;
    if (w.noShootTurn[u] === w.turn) continue; // Steam Tank stuck (§11.1)
    // Artillery may shoot overhead from high ground (§4.6, §11.10): only in choosing its target.
    w.overheadNow = p.type[u] === ARTILLERY ? 1 : 0;
    const v = p.art[u] === ART_TREBUCHET ? trebuchetTarget(w, u) : closestEnemy(w, u, p.range[u], true, true);
    w.overheadNow = 0;
    if (v < 0) continue;
    if (w.status[v] === MIRAGE) {
      // The closest target must be shot at: an illusion, which cannot be harmed (§8.2 Mirage).
      if (w.tracer !== null) traceShootsMirage(w, u, v);
      continue;
    }
    if (w.blindShot === 1) {
      // Shooting blind: a first D6 of 6 puts the shot on target, anything else loses it (§4.6).
      w.blindShot = 0;
      const d = rollD6(rng);
      if (w.tracer !== null) traceShootsBlind(w, u, v, d);
      if (d !== 6) continue;
    }
    if (p.art[u] !== ART_NONE || w.overloadTurn[u] === w.turn) {
      artillery(w, rng, u, v, false);
      continue;
    }
    volley(w, rng, u, v);
    // Heaven's Fire: a second shooting straight after the first, at the closest target then,
    // needing more to hit (§8.2, §4.3, §12 E22).
    if (w.shootAgainTurn[u] !== w.playerTurnNo || !onTable(w, u) || engaged(w, u)) continue;
    const again = closestEnemy(w, u, p.range[u], true, true);
    if (again < 0 || w.status[again] === MIRAGE) continue;
    w.toHitWorse = w.shootAgainWorse[u];
    if (w.tracer !== null) traceShootsAgain(w, u);
    volley(w, rng, u, again);
    w.toHitWorse = 0;
  }
  // Breath of mounts, for characters joined to units not in combat (§7).
  for (let c = 0; c < w.nc; c++) {
    const j = w.cJoin[c];
    if (p.cSide[c] !== side || !w.cAlive[c] || p.cBreath[c] <= 0 || j < 0 || !onTable(w, j) || engaged(w, j)) continue;
    const v = closestEnemy(w, j, p.cBreathRange[c], true, true);
    if (v < 0 || w.status[v] === MIRAGE) continue;
    const need = toHitOf(w, v, j);
    const hits = countAtLeast(rng, p.cBreath[c], need);
    const save = armourOf(w, v);
    const taken = steadfast(w, v, hits - shotSaves(w, rng, v, hits, save));
    if (w.tracer !== null) traceBreath(w, c, v, taken);
    if (taken === 0) continue;
    w.phaseHits[v] += taken;
    noteDriver(w, j, v);
    takeHits(w, v, taken);
  }
  // Drive backs (§4.4), then odd hits are discarded.
  // (phaseHits holds only hits that drive back: not those of a Warp Lightning Cannon.)
  // Friends hit by their own side's shots are driven back after every enemy (§4.6).
  for (let pass = 0; pass < 2; pass++) {
    for (let v = 0; v < w.n; v++) {
      if ((p.side[v] === side) !== (pass === 1)) continue;
      if (w.phaseHits[v] > 0 && onTable(w, v) && w.driver[v] >= 0) driveBack(w, rng, v);
    }
  }
  endOfPhase(w, true);
}

/**
 * Unit u shoots v in its Shooting phase (§4.1–§4.3): each stand in range (repeaters twice
 * within 15 cm and once beyond, §4.2, §11.11; an attached stand its own shots), hits taken at once, u the driver
 * when it is the closest that shot (§4.4).
 */
export function volley(w: WarmasterWorld, rng: Rng, u: number, v: number): void {
  const shots = volleyShots(w, u, v);
  if (shots === 0) return;
  const hits = shootHits(w, rng, u, v, shots);
  if (w.tracer !== null) traceVolley(w, u, v, shots, hits);
  w.phaseHits[v] += hits;
  noteDriver(w, u, v);
  takeHits(w, v, hits);
}
