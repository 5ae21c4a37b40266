/**
 * Spec setup: testing-library's findBy / waitFor wait as long as expect.poll (10 s). Their 1 s
 * default is too short for an antd dialog to open on a loaded 2-core machine.
 */
import { afterAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

/**
 * No CSS animations or transitions in the specs. The specs click through Playwright, at the
 * element's position on screen: a click aimed at a button of a dialog still zooming in landed
 * beside it when a loaded machine skipped animation frames (CI: "puts new fields into the selected
 * group" found no group after clicking 分组 in the just-opened form designer). antd's motion ends
 * on its own deadline when no animation event comes.
 */
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
document.head.append(still);

/**
 * The spec files share one page and one module graph (isolate: false in vitest.config.ts: bpmn-js,
 * antd and React load once instead of once per file). What a file leaves in the document (a
 * modeler's container, a dialog's portal, a stored setting) goes with it, so the next file starts
 * on an empty page as it would in a page of its own.
 */
afterAll(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
