/**
 * Replaces the library's `setAnimationSpeed` control: the speeds of spec 02 (slow 0.5, normal
 * 1, fast 1.5 — the library offers 2 for fast) with Chinese titles, in the library's markup so
 * its styles apply. Shown only while the simulation runs.
 */
/// <reference path="./vendor.d.ts" />
import { AngleRightIcon, TachometerIcon } from 'bpmn-js-token-simulation/lib/icons';
import { ANIMATION_SPEED_CHANGED_EVENT, TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { Animation } from './simulation-types';

export const SIMULATION_SPEEDS = [
  { label: '慢速', speed: 0.5 },
  { label: '正常', speed: 1 },
  { label: '快速', speed: 1.5 },
] as const;

export type SimulationSpeed = (typeof SIMULATION_SPEEDS)[number]['speed'];

export class AnimationSpeed {
  static $inject = ['canvas', 'animation', 'eventBus'];

  private readonly container: HTMLElement;

  constructor(
    canvas: Canvas,
    private readonly animation: Animation,
    eventBus: EventBus,
  ) {
    this.container = document.createElement('div');
    this.container.className = 'bts-set-animation-speed hidden';
    this.container.innerHTML = `${TachometerIcon()}<div class="bts-animation-speed-buttons">${SIMULATION_SPEEDS.map(
      ({ label, speed }, index) =>
        `<button type="button" title="动画速度：${label} ${speed}×" data-speed="${speed}" class="bts-animation-speed-button">${AngleRightIcon().repeat(index + 1)}</button>`,
    ).join('')}</div>`;
    this.container.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-speed]');
      if (button) this.setSpeed(Number(button.dataset.speed) as SimulationSpeed);
    });
    canvas.getContainer().appendChild(this.container);
    this.markActive(animation.getAnimationSpeed());

    // listeners return nothing: a returned value would stop the event for the library's listeners
    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, ({ active }) => {
      this.container.classList.toggle('hidden', !active);
    });
    eventBus.on<{ speed: number }>(ANIMATION_SPEED_CHANGED_EVENT, ({ speed }) => {
      this.markActive(speed);
    });
  }

  setSpeed(speed: SimulationSpeed) {
    if (!SIMULATION_SPEEDS.some((option) => option.speed === speed)) throw new Error(`unsupported speed ${speed}`);
    this.animation.setAnimationSpeed(speed);
  }

  getSpeed(): number {
    return this.animation.getAnimationSpeed();
  }

  private markActive(speed: number) {
    this.container.querySelectorAll<HTMLElement>('[data-speed]').forEach((button) => {
      button.classList.toggle('active', Number(button.dataset.speed) === speed);
    });
  }
}
