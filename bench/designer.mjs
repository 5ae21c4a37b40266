// The designer with a generated 1,000-node approval diagram (DESIGN.md: import and render 1,000
// elements in headless Chromium, lint in well under 100 ms). A production build of a small page
// (bench/designer/) holds the modeler as the designer builds it (lint and simulation modules,
// engine descriptors); in Debian's headless Chromium it measures, with performance.now():
// - renderMs: new Modeler + importXML + first paint, five times (goal: under 1,500 ms);
// - lintMs: the designer's synchronous check over every rule (goal: under 100 ms), and
//   overlayLintMs: the same rules through bpmn-js-bpmnlint's Linter, as the overlays run them;
// - simulationOnMs / OffMs: switching the token simulation on (a pad per element) and off.
// Then the web build is read: the designer's code (bpmn-js) must sit only in lazily loaded chunks,
// none of the scripts index.html loads up front (the designer route alone fetches it).
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildWeb, root } from '../scripts/lib.mjs';
import { percentile } from './lib/load.mjs';

export const NODES = 1000;
export const RENDER_GOAL_MS = 1500;
export const LINT_GOAL_MS = 100;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n) => +n.toFixed(2);
  return { samples: sorted.length, p50: round(percentile(sorted, 50)), max: round(sorted[sorted.length - 1]) };
};

/**
 * An approval chain of `nodes` flow nodes: a start, then blocks of a task, an exclusive fork
 * (one conditional flow, one default), two tasks and a join, laid out in rows, then an end.
 */
export function generateDiagram(nodes = NODES) {
  const elements = [];
  const flows = [];
  const shapes = [];
  const perRow = 30;
  let index = 0;
  const place = (id, tag, width, height, attrs = '') => {
    const column = index % perRow;
    const row = Math.floor(index / perRow);
    const x = 100 + column * 150;
    const y = 100 + row * 200 + (tag === 'userTask' && id.endsWith('b') ? 100 : 0);
    elements.push({ id, tag, attrs });
    shapes.push({ id, x: x - width / 2, y: y - height / 2, width, height, cx: x, cy: y });
    index += 1;
    return id;
  };
  const flowIds = { out: new Map(), in: new Map() };
  const connect = (source, target, condition) => {
    const id = `Flow_${flows.length + 1}`;
    flows.push({ id, source, target, condition });
    flowIds.out.set(source, [...(flowIds.out.get(source) ?? []), id]);
    flowIds.in.set(target, [...(flowIds.in.get(target) ?? []), id]);
    return id;
  };
  let previous = place('Start_1', 'startEvent', 36, 36);
  let block = 0;
  while (index + 5 <= nodes - 1) {
    block += 1;
    const task = place(`Task_${block}`, 'userTask', 100, 80, 'flowable:assignee="${initiator}"');
    const fork = place(`Fork_${block}`, 'exclusiveGateway', 50, 50);
    const a = place(`Task_${block}a`, 'userTask', 100, 80, 'flowable:assignee="${initiator}"');
    const b = place(`Task_${block}b`, 'userTask', 100, 80, 'flowable:candidateGroups="dispatch"');
    const join = place(`Join_${block}`, 'exclusiveGateway', 50, 50);
    connect(previous, task);
    connect(task, fork);
    connect(fork, a, '${amount > 1000}');
    const otherwise = connect(fork, b);
    elements.find((element) => element.id === fork).attrs = `default="${otherwise}"`;
    connect(a, join);
    connect(b, join);
    previous = join;
  }
  while (index < nodes - 1) {
    const task = place(`Task_extra_${index}`, 'userTask', 100, 80, 'flowable:assignee="${initiator}"');
    connect(previous, task);
    previous = task;
  }
  connect(previous, place('End_1', 'endEvent', 36, 36));

  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const refs = (id) =>
    [
      ...(flowIds.in.get(id) ?? []).map((f) => `<bpmn:incoming>${f}</bpmn:incoming>`),
      ...(flowIds.out.get(id) ?? []).map((f) => `<bpmn:outgoing>${f}</bpmn:outgoing>`),
    ].join('');
  const byId = new Map(shapes.map((shape) => [shape.id, shape]));
  const process = [
    ...elements.map(({ id, tag, attrs }) => `<bpmn:${tag} id="${id}" ${attrs}>${refs(id)}</bpmn:${tag}>`),
    ...flows.map(({ id, source, target, condition }) =>
      condition
        ? `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escape(condition)}</bpmn:conditionExpression></bpmn:sequenceFlow>`
        : `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`,
    ),
  ].join('\n    ');
  const di = [
    ...shapes.map(
      ({ id, x, y, width, height }) =>
        `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`,
    ),
    ...flows.map(({ id, source, target }) => {
      const from = byId.get(source);
      const to = byId.get(target);
      return `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${from.cx}" y="${from.cy}" /><di:waypoint x="${to.cx}" y="${to.cy}" /></bpmndi:BPMNEdge>`;
    }),
  ].join('\n      ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="process_bench" name="压测流程" isExecutable="true">
    ${process}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="process_bench">
      ${di}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html');
    if (!path.startsWith(dir) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Which scripts of a web build hold the designer (bpmn-js), and whether index.html loads any up front. */
export function designerChunksOf(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const upFront = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  // a class name diagram-js writes into the page: present in any bundle holding the modeler
  const holdsDesigner = (file) => readFileSync(join(dist, file), 'utf8').includes('djs-container');
  const scripts = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const designer = scripts.filter(holdsDesigner);
  return {
    designerChunks: designer.length,
    loadedUpFront: upFront.length,
    designerLoadedUpFront: upFront.filter(holdsDesigner),
    designerOnlyOnItsRoute: designer.length > 0 && !upFront.some(holdsDesigner),
  };
}

export function designerChunks() {
  if (buildWeb() !== 0) throw new Error('web build failed');
  return designerChunksOf(join(root, 'apps/web/dist'));
}

/** `route: false` skips the web build (the page timings alone). */
export async function designerBench({ route = true } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-designer-'));
  let server;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await build({ root: join(root, 'bench/designer'), base: './', logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
    server = await serve(outDir);
    const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    await page.waitForSelector('body[data-ready=true]');
    const measured = await page.evaluate((xml) => window.runDesignerBench(xml), generateDiagram());
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    const render = stats(measured.renderMs);
    const lint = stats(measured.lintMs);
    return {
      shapes: measured.shapes,
      connections: measured.connections,
      lintIssues: measured.issues,
      renderMs: { ...render, goalMs: RENDER_GOAL_MS, withinGoal: render.p50 <= RENDER_GOAL_MS },
      lintMs: { ...lint, goalMs: LINT_GOAL_MS, withinGoal: lint.p50 <= LINT_GOAL_MS },
      overlayLintMs: stats(measured.overlayLintMs),
      simulationOnMs: +measured.simulationOnMs.toFixed(2),
      simulationOffMs: +measured.simulationOffMs.toFixed(2),
      ...(route ? { route: designerChunks() } : {}),
    };
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await designerBench(), null, 2));
