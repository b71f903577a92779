/**
 * The table on the page: the map the server draws (report.html's renderer), with every unit,
 * lone figure and terrain piece made draggable, units not laid out yet (the scenario does not
 * load) drawn where they stand, the selection outlined, and units dropped from the palette.
 */
import type { CheckResult } from '../check.ts';
import { sidesOf, unitsOf, type Scenario } from './model.ts';

const SVG = 'http://www.w3.org/2000/svg';
const COLOURS = ['#2b6cb0', '#c53030'];

/** What was picked on the table. */
export type Pick = { kind: 'unit'; id: string } | { kind: 'piece'; index: number };

export interface TableHooks {
  /** A unit or piece was dragged by (dx, dy) in the table's measure. */
  moved(pick: Pick, dx: number, dy: number): void;
  selected(pick: Pick): void;
  /** A palette entry was dropped at (x, y) of the table. */
  dropped(key: string, x: number, y: number): void;
}

export class Table {
  private check: CheckResult | null = null;
  private depth = 48;

  constructor(
    private readonly host: HTMLElement,
    private readonly hooks: TableHooks,
  ) {
    host.addEventListener('dragover', (e) => e.preventDefault());
    host.addEventListener('drop', (e) => {
      e.preventDefault();
      const key = e.dataTransfer?.getData('text/plain') ?? '';
      const at = this.tablePoint(e.clientX, e.clientY);
      if (key !== '' && at) this.hooks.dropped(key, at.x, at.y);
    });
  }

  /** The table point under the client point (null before the first map). */
  tablePoint(clientX: number, clientY: number): { x: number; y: number } | null {
    const svg = this.host.querySelector('svg');
    const check = this.check;
    if (!svg || !check) return null;
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    const { margin, scale } = check.frame;
    return { x: Math.round(((p.x - margin) / scale) * 10) / 10, y: Math.round((this.depth - (p.y - margin) / scale) * 10) / 10 };
  }

  draw(check: CheckResult, scenario: Scenario, selected: Pick | null): void {
    this.check = check;
    const bf = scenario.battlefield as { depth?: number } | undefined;
    this.depth = check.map?.depth ?? (typeof bf?.depth === 'number' ? bf.depth : 48);
    this.host.innerHTML = check.svg;
    const svg = this.host.querySelector('svg');
    if (!svg) return;
    const figures = svg.querySelector('g.figures') ?? svg.appendChild(document.createElementNS(SVG, 'g'));
    // Units the server did not lay out (the scenario does not load yet): a square where each stands.
    const drawn = new Set([...svg.querySelectorAll('g.unit, g.marker')].map((g) => g.getAttribute('data-unit') ?? g.getAttribute('data-marker')));
    const { margin, scale } = check.frame;
    sidesOf(scenario).forEach((side, s) => {
      for (const unit of unitsOf(side)) {
        const id = String(unit.id ?? '');
        const pos = unit.position as { x?: number; y?: number } | undefined;
        if (drawn.has(id) || typeof pos?.x !== 'number' || typeof pos?.y !== 'number') continue;
        const g = document.createElementNS(SVG, 'g');
        g.setAttribute('class', 'unit pending');
        g.setAttribute('data-unit', id);
        const px = margin + pos.x * scale;
        const py = margin + (this.depth - pos.y) * scale;
        const label = id.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        g.innerHTML =
          `<title>${label}: not laid out yet — see the problems below the table</title>` +
          `<rect x="${px - 12}" y="${py - 8}" width="24" height="16" fill="${COLOURS[s] ?? '#555'}" fill-opacity="0.15" stroke="${COLOURS[s] ?? '#555'}" stroke-dasharray="4 3"/>` +
          `<text x="${px}" y="${py + 4}" font-size="10" text-anchor="middle">${label}</text>`;
        figures.appendChild(g);
      }
    });
    for (const g of svg.querySelectorAll<SVGGElement>('g.unit, g.marker, g.terrain')) {
      const pick: Pick =
        g.classList.contains('terrain') ? { kind: 'piece', index: Number(g.getAttribute('data-piece')) } : { kind: 'unit', id: g.getAttribute('data-unit') ?? g.getAttribute('data-marker') ?? '' };
      if (selected && ((selected.kind === 'unit' && pick.kind === 'unit' && selected.id === pick.id) || (selected.kind === 'piece' && pick.kind === 'piece' && selected.index === pick.index))) {
        g.classList.add('selected');
      }
      this.draggable(g, pick, svg);
    }
  }

  private draggable(g: SVGGElement, pick: Pick, svg: SVGSVGElement): void {
    g.addEventListener('pointerdown', (down) => {
      down.preventDefault();
      down.stopPropagation();
      const m = svg.getScreenCTM();
      if (!m || !this.check) return;
      const inv = m.inverse();
      const start = new DOMPoint(down.clientX, down.clientY).matrixTransform(inv);
      let dx = 0;
      let dy = 0;
      g.setPointerCapture(down.pointerId);
      const move = (e: PointerEvent) => {
        const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(inv);
        dx = p.x - start.x;
        dy = p.y - start.y;
        g.setAttribute('transform', `translate(${dx} ${dy})`);
      };
      const up = () => {
        g.removeEventListener('pointermove', move);
        g.removeEventListener('pointerup', up);
        g.removeEventListener('pointercancel', up);
        const scale = this.check?.frame.scale ?? 1;
        // A click without a drag selects; a drag moves (y runs up the table, down the page).
        if (Math.hypot(dx, dy) < 2) this.hooks.selected(pick);
        else this.hooks.moved(pick, dx / scale, -dy / scale);
      };
      g.addEventListener('pointermove', move);
      g.addEventListener('pointerup', up);
      g.addEventListener('pointercancel', up);
    });
  }
}
