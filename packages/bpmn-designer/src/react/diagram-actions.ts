/**
 * What the toolbar does to a diagram (modeler or viewer), without React: XML and SVG out, the
 * process key and name, zoom, the lint guard, and files in and out of the browser.
 */
import type { LintResult } from '../lint';

export interface Diagram {
  saveXML(options?: { format?: boolean }): Promise<{ xml?: string }>;
  saveSVG(): Promise<{ svg: string }>;
  getDefinitions(): unknown;
  get<T>(name: string, strict?: boolean): T;
}

export async function xmlOf(diagram: Diagram): Promise<string> {
  return (await diagram.saveXML({ format: true })).xml ?? '';
}

export async function svgOf(diagram: Diagram): Promise<string> {
  return (await diagram.saveSVG()).svg;
}

interface ModdleProcess {
  $type: string;
  id?: string;
  name?: string;
  processRef?: ModdleProcess;
  participants?: ModdleProcess[];
}

/** The key (id) and name of the diagram's process; in a collaboration, the first pool's process. */
export function processOf(diagram: Diagram): { key: string; name: string } {
  const definitions = diagram.getDefinitions() as { rootElements?: ModdleProcess[] } | undefined;
  const roots = definitions?.rootElements ?? [];
  const process =
    roots.find((root) => root.$type === 'bpmn:Process') ?? roots.flatMap((root) => root.participants ?? []).map((participant) => participant.processRef)[0];
  return { key: process?.id ?? '', name: process?.name ?? '' };
}

/** Every lint error of the diagram as it is now, whether checking is shown or not: a save asks about them. */
export function lintErrorsOf(diagram: Diagram): LintResult['errors'] {
  return diagram.get<{ check(): LintResult } | null>('designerLint', false)?.check().errors ?? [];
}

/** Lint errors shown right now (none while lint is off or inactive): they block handing out XML. */
export function shownLintErrors(diagram: Diagram, lintOn: boolean): LintResult['errors'] {
  const linting = diagram.get<{ isActive(): boolean } | null>('linting', false);
  if (!lintOn || !linting?.isActive()) return [];
  const lint = diagram.get<{ check(): LintResult } | null>('designerLint', false);
  return lint?.check().errors ?? [];
}

/** The whole diagram in view (measuring the canvas anew: the panel beside it may have just appeared). */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface FitCanvas {
  getContainer(): HTMLElement;
  resized(): void;
  zoom(level: string, center?: string): void;
  viewbox(box?: Box): Box & { scale: number; inner: Box };
}

const FIT_MARGIN = 24;

/**
 * Fits the whole diagram in view (never zooming past 100 %) beside the palette: diagram-js's own
 * fit centres it on the full canvas, where the palette covers the start of a left-to-right flow.
 */
export function fit(diagram: Diagram) {
  const canvas = diagram.get<FitCanvas>('canvas');
  const container = canvas.getContainer();
  // a hidden canvas (the editor while view mode shows) has no size to fit into
  if (!container.clientWidth) return;
  canvas.resized();
  canvas.zoom('fit-viewport', 'auto');
  const { inner } = canvas.viewbox();
  if (!inner.width || !inner.height) return;
  const palette = container.querySelector('.djs-palette');
  const paletteRight = palette ? palette.getBoundingClientRect().right - container.getBoundingClientRect().left : 0;
  const left = Math.max(paletteRight, 0) + FIT_MARGIN;
  const width = container.clientWidth - left - FIT_MARGIN;
  const height = container.clientHeight - 2 * FIT_MARGIN;
  if (width <= 0 || height <= 0) return;
  const scale = Math.min(1, width / inner.width, height / inner.height);
  const offsetX = left + (width - inner.width * scale) / 2;
  const offsetY = FIT_MARGIN + (height - inner.height * scale) / 2;
  canvas.viewbox({ x: inner.x - offsetX / scale, y: inner.y - offsetY / scale, width: container.clientWidth / scale, height: container.clientHeight / scale });
}

/** One zoom step in or out, within diagram-js' range (0.2–4, the same as the minimap's). */
export function stepZoom(diagram: Diagram, direction: 1 | -1) {
  diagram.get<{ stepZoom(delta: number): void }>('zoomScroll').stepZoom(direction);
}

export function downloadFile(fileName: string, content: string, mime: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from the process key (letters, digits, _ and - only). */
export const fileNameOf = (key: string, extension: string) => `${key.replace(/[^\w-]/g, '_') || 'diagram'}.${extension}`;

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
