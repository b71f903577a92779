/**
 * Render a Vega-Lite spec to SVG in Node: no browser and no canvas package needed
 * (TECH-NOTES.md §5). Without `canvas`, vega estimates text widths, so the SVG bytes differ
 * slightly between machines with and without it — compare specs and data in tests, not SVGs.
 */
import type { TopLevelSpec } from 'vega-lite';

/** vega and vega-lite, loaded on the first chart: every other command starts without them. */
let libraries: Promise<[typeof import('vega'), typeof import('vega-lite')]> | null = null;

/**
 * Compile a Vega-Lite spec and render it headlessly to an SVG document.
 *
 * @param spec a Vega-Lite top-level spec with inline data
 * @returns the SVG markup, starting with `<svg`
 * @throws when the spec does not compile or the dataflow fails
 * @example const svg = await renderSvg(outcomeChart(summary)!)
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  libraries ??= Promise.all([import('vega'), import('vega-lite')]);
  const [vega, vegaLite] = await libraries;
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    // Release the dataflow's timers and listeners; a report renders many charts.
    view.finalize();
  }
}
