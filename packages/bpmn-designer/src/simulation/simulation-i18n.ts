/**
 * Puts the simulation's library texts into Chinese as they reach the page: the controls built at
 * start-up, and, while the simulation runs, every notification, log entry, badge and button
 * title added (watched with a MutationObserver on the canvas container, where the library writes).
 */
/// <reference path="./vendor.d.ts" />
import { TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import { translateSimulationText, translateSimulationTitle } from './simulation-text';

/** before the library's own listeners, so texts they add on toggle are seen */
const BEFORE_LIBRARY = 20_000;
const SIMULATION_CLASS = '[class*="bts-"]';

const isSimulationNode = (element: Element) => !!element.closest(SIMULATION_CLASS) || !!element.querySelector(SIMULATION_CLASS);

function translateTitle(element: Element) {
  const title = element.getAttribute('title');
  if (title === null) return;
  const translated = translateSimulationTitle(title);
  if (translated !== title) element.setAttribute('title', translated);
}

function translateTree(root: Element) {
  if (!isSimulationNode(root)) return;
  if (root.hasAttribute('title')) translateTitle(root);
  root.querySelectorAll('[title]').forEach(translateTitle);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const translated = translateSimulationText(node.nodeValue ?? '');
    if (translated !== node.nodeValue) node.nodeValue = translated;
  }
}

function translateMutations(mutations: MutationRecord[]) {
  for (const mutation of mutations) {
    if (mutation.type === 'attributes') {
      if (isSimulationNode(mutation.target as Element)) translateTitle(mutation.target as Element);
      continue;
    }
    mutation.addedNodes.forEach((node) => {
      if (node instanceof Element) translateTree(node);
      else if (node.parentElement) translateTree(node.parentElement);
    });
  }
}

export class SimulationI18n {
  static $inject = ['canvas', 'eventBus'];

  private readonly observer = new MutationObserver(translateMutations);

  constructor(canvas: Canvas, eventBus: EventBus) {
    const container = canvas.getContainer();
    const translateControls = () => {
      container.querySelectorAll(SIMULATION_CLASS).forEach(translateTree);
    };
    eventBus.on('diagram.init', translateControls);
    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, BEFORE_LIBRARY, ({ active }) => {
      if (active) {
        this.observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['title'] });
      } else {
        // after the library's own switch-off work: one pass over what it left in the page
        queueMicrotask(() => {
          this.observer.disconnect();
          translateControls();
        });
      }
    });
    eventBus.on('diagram.destroy', () => {
      this.observer.disconnect();
    });
  }
}
