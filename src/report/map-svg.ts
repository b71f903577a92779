/**
 * The battlefield map as SVG (`warsim show`, the top of report.html): the table to scale, the
 * terrain pieces by kind, every unit's outline with its bases or stands, its front edge drawn
 * heavy with an arrow the way it faces, its id, and a legend of the sides and terrain kinds.
 * One renderer for every system, fed by the system's BattlefieldMap (battlefield/map.ts).
 *
 * The SVG's y runs down the page, the table's up from side a's edge: a point (x, y) of the
 * table is drawn at (x·scale, (depth − y)·scale), so side a stands at the bottom.
 */
import type { BattlefieldMap, MapFigures, MapTerrain, MapUnit, Polygon } from '../battlefield/map.ts';

/** Side colours, a's and b's (the report's charts use the same pair). */
export const SIDE_COLOURS = ['#2b6cb0', '#c53030'] as const;

interface KindStyle {
  fill: string;
  stroke: string;
}

/** A terrain kind's look, by words in its name (the systems name their kinds in English). */
function styleOf(kind: string): KindStyle {
  if (/wood|forest/.test(kind)) return { fill: '#b7dfb0', stroke: '#2f7d32' };
  if (/hill|elevated/.test(kind)) return { fill: '#eadbb4', stroke: '#a0793d' };
  if (/river|water/.test(kind)) return { fill: '#b3d4f5', stroke: '#2b6cb0' };
  if (/marsh/.test(kind)) return { fill: '#cfe3d4', stroke: '#4a7c59' };
  if (/impassable/.test(kind)) return { fill: '#a9adb3', stroke: '#4a4f55' };
  if (/building|house|hut|tower/.test(kind)) return { fill: '#d8b99a', stroke: '#7a4b2a' };
  if (/road|bridge/.test(kind)) return { fill: '#e6d5c3', stroke: '#8a6d4f' };
  if (/wall/.test(kind)) return { fill: 'none', stroke: '#555b63' };
  if (/hedge/.test(kind)) return { fill: 'none', stroke: '#2f7d32' };
  if (/obstacle|wagon/.test(kind)) return { fill: 'none', stroke: '#8a5a2b' };
  if (/dense|difficult|hindering/.test(kind)) return { fill: '#d9e8c4', stroke: '#6b8e23' };
  return { fill: '#e2e6ea', stroke: '#6b7280' };
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Pixels per unit of the system's measure. */
export function mapScale(map: BattlefieldMap): number {
  return map.measure === 'inch' ? 12 : 5;
}

export interface MapSvgOptions {
  /** An id prefix, so that two maps on one page do not share marker ids. */
  idPrefix?: string;
  /**
   * Draw the legend beside the table (the default). report.html leaves it out and writes it in
   * HTML under a map drawn small ({@link legendHtml}), where SVG text would shrink with the map.
   */
  legend?: boolean;
  /**
   * The width in pixels the map will be shown at, when it is shown smaller than drawn: the text
   * on the table (ids, ticks, terrain names) is drawn larger by as much, so it reads at its
   * normal size.
   */
  shownWidth?: number;
  /** Draw each unit's charge reach ahead of its front edge and its front arc (`warsim show --reach`). */
  reach?: boolean;
}

/**
 * The map as a standalone SVG document fragment (an `<svg>` element).
 *
 * @example renderMapSvg(system.map(plan, run)) // '<svg xmlns=… class="warsim-map" …>'
 */
/** Where a table point is drawn: the SVG's scale and margin for a map. */
interface Frame {
  s: number;
  /** Text size factor (MapSvgOptions.textScale). */
  t: number;
  px: (x: number) => string;
  py: (y: number) => string;
  points: (poly: Polygon) => string;
}

/** Pixels between the SVG's edge and the table's. */
export const MAP_MARGIN = 28;

function frameOf(map: BattlefieldMap, t = 1): Frame {
  const s = mapScale(map);
  const px = (x: number) => (MAP_MARGIN + x * s).toFixed(1);
  const py = (y: number) => (MAP_MARGIN + (map.depth - y) * s).toFixed(1);
  const points = (poly: Polygon) => {
    const out: string[] = [];
    for (let i = 0; i < poly.length; i += 2) out.push(`${px(poly[i])},${py(poly[i + 1])}`);
    return out.join(' ');
  };
  return { s, t, px, py, points };
}

/**
 * The map as a standalone SVG document fragment (an `<svg>` element): the table, terrain and
 * legend, and the figures (units and lone characters) in a `<g class="figures">` layer.
 *
 * @example renderMapSvg(battlefieldMap(run)) // '<svg xmlns=… class="warsim-map" …>'
 */
export function renderMapSvg(map: BattlefieldMap, options: MapSvgOptions = {}): string {
  const s = mapScale(map);
  const margin = MAP_MARGIN;
  const tableW = map.width * s;
  const tableH = map.depth * s;
  const withLegend = options.legend ?? true;
  const legendW = withLegend ? 250 : 0;
  const width = Math.ceil(margin * 2 + tableW + legendW);
  const t = options.shownWidth !== undefined ? Math.max(1, width / options.shownWidth) : 1;
  const f = frameOf(map, t);
  const { px, py } = f;
  const id = options.idPrefix ?? 'map';
  // The legend's rows (legendSvg()): headings, sides, kinds, two notes, the units and figures.
  const kinds = new Set(map.terrain.map((t) => t.kind)).size;
  const legendRows = 5 + kinds + (kinds > 0 ? 1.5 : 0) + map.units.length + map.markers.length + 2 + (options.reach === true ? 1 : 0);
  const height = Math.ceil(Math.max(margin * 2 + tableH + (t - 1) * 12, withLegend ? margin + legendRows * 16 + 8 : 0));
  const unitLabel = map.measure === 'inch' ? '"' : ' cm';
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="warsim-map" role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<title>${esc(map.title)}: the table at deployment, ${map.width} by ${map.depth}${unitLabel}</title>`,
    `<defs><marker id="${id}-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#222"/></marker></defs>`,
    `<rect class="table" x="${margin}" y="${margin}" width="${tableW.toFixed(1)}" height="${tableH.toFixed(1)}" fill="#f7f5ee" stroke="#333" stroke-width="1.5"/>`,
  );
  // Ticks along the near and left edges every 12" or 20 cm.
  const step = map.measure === 'inch' ? 12 : 20;
  for (let x = 0; x <= map.width + 1e-9; x += step) {
    parts.push(`<line x1="${px(x)}" y1="${py(0)}" x2="${px(x)}" y2="${(margin + tableH + 5).toFixed(1)}" stroke="#333"/>`);
    parts.push(`<text x="${px(x)}" y="${(margin + tableH + 6 + 10 * t).toFixed(1)}" font-size="${10 * t}" text-anchor="middle">${x}</text>`);
  }
  for (let y = 0; y <= map.depth + 1e-9; y += step) {
    parts.push(`<line x1="${(margin - 5).toFixed(1)}" y1="${py(y)}" x2="${px(0)}" y2="${py(y)}" stroke="#333"/>`);
    parts.push(`<text x="${(margin - 7).toFixed(1)}" y="${(Number(py(y)) + 3 * t).toFixed(1)}" font-size="${10 * t}" text-anchor="end">${y}</text>`);
  }
  map.terrain.forEach((piece, k) => parts.push(terrainSvg(piece, k, f)));
  if (options.reach === true) parts.push(`<g class="reaches">${map.units.map((u) => reachSvg(u, f)).join('')}</g>`);
  parts.push(`<g class="figures">${figuresSvg(map, map, id, t)}</g>`);
  if (withLegend) parts.push(legendSvg(map, margin * 1.6 + tableW, margin, options.reach === true));
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * The units and lone characters of `now` (the deployment's, or a replay step's) drawn on
 * `map`'s table, each labelled with its id or its number in `map`'s legend.
 *
 * @param idPrefix the prefix renderMapSvg() was given (the facing arrows' marker)
 * @param textScale the text scale renderMapSvg() was given
 */
export function figuresSvg(map: BattlefieldMap, now: MapFigures, idPrefix = 'map', textScale = 1): string {
  const f = frameOf(map, textScale);
  const number = new Map(map.units.map((u, i) => [u.id, i + 1]));
  const parts: string[] = [];
  for (const u of now.units) parts.push(unitSvg(u, number.get(u.id) ?? 0, idPrefix, f));
  for (const m of now.markers) {
    const c = SIDE_COLOURS[m.side];
    parts.push(
      `<g class="marker" data-marker="${esc(m.id)}" data-side="${m.side}"><title>${esc(`${m.id}: ${m.name}`)}</title>` +
        `<circle cx="${f.px(m.x)}" cy="${f.py(m.y)}" r="${Math.max(3, 0.8 * f.s).toFixed(1)}" fill="${c}" stroke="#fff" stroke-width="1"/>` +
        `<text x="${(Number(f.px(m.x)) + 6).toFixed(1)}" y="${(Number(f.py(m.y)) - 5).toFixed(1)}" font-size="${10 * f.t}" fill="${c}">${esc(m.id)}</text></g>`,
    );
  }
  return parts.join('');
}

function terrainSvg(t: MapTerrain, k: number, f: Frame): string {
  const { px, py, s } = f;
  const st = styleOf(t.kind);
  const title = `<title>${esc(`${t.name} (${t.kind})`)}</title>`;
  if (t.linear) {
    return `<g class="terrain" data-kind="${esc(t.kind)}" data-piece="${k}">${title}<line x1="${px(t.x0)}" y1="${py(t.y0)}" x2="${px(t.x1)}" y2="${py(t.y1)}" stroke="${st.stroke}" stroke-width="${Math.max(3, 0.5 * s).toFixed(1)}" stroke-linecap="round"/></g>`;
  }
  const x = px(Math.min(t.x0, t.x1));
  const y = py(Math.max(t.y0, t.y1));
  const w = (Math.abs(t.x1 - t.x0) * s).toFixed(1);
  const h = (Math.abs(t.y1 - t.y0) * s).toFixed(1);
  return (
    `<g class="terrain" data-kind="${esc(t.kind)}" data-piece="${k}">${title}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${(0.4 * s).toFixed(1)}" fill="${st.fill}" stroke="${st.stroke}" stroke-width="1.2"/>` +
    `<text x="${(Number(x) + 3).toFixed(1)}" y="${(Number(y) + 2 + 9 * f.t).toFixed(1)}" font-size="${9 * f.t}" fill="${st.stroke}">${esc(t.name)}</text></g>`
  );
}

/** A unit's label: its id where it fits across the unit, else its number in the legend. */
function labelOf(u: MapUnit, n: number, f: Frame): string {
  const o = u.outline;
  const across = Math.hypot(o[2] - o[0], o[3] - o[1]) * f.s;
  return u.id.length * 6.2 * f.t <= across + 6 ? u.id : String(n);
}

/** What the legend says of a unit: its number, id and name (the name alone where it carries the id). */
function legendText(u: MapUnit, n: number): string {
  const name = u.name.includes(u.id) ? u.name : `${u.id}: ${u.name}`;
  return `${n}. ${name}${u.joined.length > 0 ? ` + ${u.joined.join(', ')}` : ''}`;
}

function unitSvg(u: MapUnit, n: number, id: string, f: Frame): string {
  const { s, px, py, points } = f;
  const c = SIDE_COLOURS[u.side];
  const o = u.outline;
  const off = u.offTable !== '';
  const title = `${u.id}: ${u.name}${u.joined.length > 0 ? `, with ${u.joined.join(', ')}` : ''}${off ? ` (${u.offTable})` : ''}${u.state !== '' ? ` (${u.state})` : ''}`;
  const dashed = off || u.state === 'fleeing';
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < o.length; i += 2) {
    cx += o[i];
    cy += o[i + 1];
  }
  cx /= o.length / 2;
  cy /= o.length / 2;
  // The facing arrow: from the middle of the front edge, outwards along the facing.
  const [fx0, fy0, fx1, fy1] = u.front;
  const mx = (fx0 + fx1) / 2;
  const my = (fy0 + fy1) / 2;
  let nx = mx - cx;
  let ny = my - cy;
  const len = Math.hypot(nx, ny) || 1;
  const arrow = Math.max(1.2, 12 / s);
  nx = (nx / len) * arrow;
  ny = (ny / len) * arrow;
  const cells = u.cells.map((p) => `<polygon points="${points(p)}" fill="${c}" fill-opacity="0.28" stroke="${c}" stroke-width="0.6"/>`).join('');
  return (
    `<g class="unit" data-unit="${esc(u.id)}" data-side="${u.side}"${u.state !== '' ? ` data-state="${u.state}"` : ''}${off ? ' data-off-table="1" opacity="0.55"' : ''}><title>${esc(title)}</title>` +
    `<polygon class="outline" points="${points(o)}" fill="${c}" fill-opacity="0.12" stroke="${c}" stroke-width="1.4"${dashed ? ' stroke-dasharray="4 3"' : ''}/>` +
    cells +
    `<line class="front" x1="${px(fx0)}" y1="${py(fy0)}" x2="${px(fx1)}" y2="${py(fy1)}" stroke="${c}" stroke-width="3"/>` +
    `<line x1="${px(mx)}" y1="${py(my)}" x2="${px(mx + nx)}" y2="${py(my + ny)}" stroke="#222" stroke-width="1.2" marker-end="url(#${id}-arrow)"/>` +
    `<text x="${px(cx)}" y="${(Number(py(cy)) + 3.5 * f.t).toFixed(1)}" font-size="${10 * f.t}" font-weight="bold" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="${2.5 * f.t}" paint-order="stroke">${esc(labelOf(u, n, f))}</text></g>`
  );
}

/** What a map's legend says, drawn in SVG beside the table or in HTML under a small map. */
interface Legend {
  sides: { text: string; colour: string }[];
  kinds: { kind: string; linear: boolean; style: KindStyle }[];
  notes: string[];
  /** Units by their number on the map, then lone figures ('● …'). */
  figures: { text: string; colour: string }[];
}

/**
 * Where unit u can charge: the ground straight ahead of its front edge as far as its reach
 * (dashed), and its front arc — lines at 45° out from the front corners, as long as the reach.
 * Empty for a unit with no reach or not on the table.
 */
function reachSvg(u: MapUnit, f: Frame): string {
  if (!(u.reach > 0) || u.offTable !== '') return '';
  const [x0, y0, x1, y1] = u.front;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  // Along the front, left to right; ahead is that turned a quarter anticlockwise (battlefield/map.ts).
  const tx = (x1 - x0) / len;
  const ty = (y1 - y0) / len;
  const nx = -ty;
  const ny = tx;
  const r = u.reach;
  const ahead = [x0, y0, x1, y1, x1 + nx * r, y1 + ny * r, x0 + nx * r, y0 + ny * r];
  const d = r / Math.SQRT2;
  const c = SIDE_COLOURS[u.side];
  const line = (ax: number, ay: number, bx: number, by: number) => `<line x1="${f.px(ax)}" y1="${f.py(ay)}" x2="${f.px(bx)}" y2="${f.py(by)}" stroke="${c}" stroke-width="1" stroke-dasharray="2 3"/>`;
  return (
    `<g class="reach" data-unit="${esc(u.id)}" data-reach="${r}"><title>${esc(`${u.id}: charge reach ${r}`)}</title>` +
    `<polygon points="${f.points(ahead)}" fill="${c}" fill-opacity="0.06" stroke="${c}" stroke-width="1" stroke-dasharray="5 4"/>` +
    line(x0, y0, x0 + (nx - tx) * d, y0 + (ny - ty) * d) +
    line(x1, y1, x1 + (nx + tx) * d, y1 + (ny + ty) * d) +
    `</g>`
  );
}

function legendOf(map: BattlefieldMap): Legend {
  return {
    sides: map.sides.map((side, i) => ({ text: `${side}${i === 0 ? ' (near edge)' : ''}`, colour: SIDE_COLOURS[i] })),
    kinds: [...new Set(map.terrain.map((t) => t.kind))].map((kind) => ({ kind, linear: map.terrain.some((t) => t.kind === kind && t.linear), style: styleOf(kind) })),
    // Three lines in the SVG legend; one sentence in HTML.
    notes: ['heavy edge and arrow: the front; a unit too', 'narrow for its id shows its number;', 'dashed: fleeing, or not yet on the table'],
    figures: [
      ...map.units.map((u, i) => ({ text: legendText(u, i + 1), colour: SIDE_COLOURS[u.side] })),
      ...map.markers.map((m) => ({ text: `● ${m.name.includes(m.id) ? m.name : `${m.id}: ${m.name}`}`, colour: SIDE_COLOURS[m.side] })),
    ],
  };
}

/**
 * The map's legend as HTML (report.html, under a map drawn without its SVG legend): sides,
 * terrain kinds with their swatches, how units are drawn, and each unit by its number.
 */
export function legendHtml(map: BattlefieldMap): string {
  const l = legendOf(map);
  const swatch = (fill: string, stroke: string, line = false) =>
    line
      ? `<svg width="14" height="10" aria-hidden="true"><line x1="0" y1="5" x2="14" y2="5" stroke="${stroke}" stroke-width="3"/></svg>`
      : `<svg width="14" height="10" aria-hidden="true"><rect x="0.5" y="0.5" width="13" height="9" fill="${fill}" fill-opacity="${fill === 'none' ? 1 : 0.8}" stroke="${stroke}"/></svg>`;
  const item = (html: string) => `<li>${html}</li>`;
  const parts = [
    `<ul class="map-legend">`,
    ...l.sides.map((x) => item(`${swatch(x.colour, x.colour)} ${esc(x.text)}`)),
    ...l.kinds.map((k) => item(`${swatch(k.style.fill, k.style.stroke, k.linear)} ${esc(k.kind)}`)),
    `</ul>`,
    `<ul class="map-units">${l.figures.map((x) => `<li style="color:${x.colour}">${esc(x.text)}</li>`).join('')}</ul>`,
    `<p class="map-note">${esc(l.notes.join(' '))}</p>`,
  ];
  return parts.join('');
}

function legendSvg(map: BattlefieldMap, x: number, y: number, reach: boolean): string {
  const l = legendOf(map);
  if (reach) l.notes.push('faint dashes ahead: charge reach; dots: front arc');
  const rows: string[] = [];
  let at = y + 4;
  const line = (content: string) => {
    rows.push(content);
    at += 16;
  };
  line(`<text x="${x}" y="${at}" font-size="11" font-weight="bold">Sides</text>`);
  for (const side of l.sides) {
    line(`<rect x="${x}" y="${at - 9}" width="12" height="10" fill="${side.colour}" fill-opacity="0.5" stroke="${side.colour}"/><text x="${x + 18}" y="${at}" font-size="11">${esc(side.text)}</text>`);
  }
  if (l.kinds.length > 0) {
    at += 6;
    line(`<text x="${x}" y="${at}" font-size="11" font-weight="bold">Terrain</text>`);
    for (const k of l.kinds) {
      const st = k.style;
      const swatch = k.linear
        ? `<line x1="${x}" y1="${at - 4}" x2="${x + 12}" y2="${at - 4}" stroke="${st.stroke}" stroke-width="3"/>`
        : `<rect x="${x}" y="${at - 9}" width="12" height="10" fill="${st.fill}" stroke="${st.stroke}"/>`;
      line(`${swatch}<text x="${x + 18}" y="${at}" font-size="11">${esc(k.kind)}</text>`);
    }
  }
  at += 6;
  line(`<text x="${x}" y="${at}" font-size="11" font-weight="bold">Units</text>`);
  for (const note of l.notes) line(`<text x="${x}" y="${at}" font-size="10">${esc(note)}</text>`);
  const fit = (text: string) => (text.length > 42 ? `${text.slice(0, 41)}…` : text);
  for (const f of l.figures) line(`<text x="${x}" y="${at}" font-size="10" fill="${f.colour}"><title>${esc(f.text)}</title>${esc(fit(f.text))}</text>`);
  return `<g class="legend">${rows.join('')}</g>`;
}
