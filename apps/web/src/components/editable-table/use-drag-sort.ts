/**
 * Pointer drag of the row-drag-sort handle: follows the pointer over the (virtualised) body,
 * shows where the row would land, scrolls near the edges and moves the row on release. Window
 * listeners, because the dragged row itself may scroll out of the rendered range.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { slotAt, type RowLayout } from './layout';
import { dropIndex } from './row-order';

export interface DragState {
  rowId: string;
  from: number;
  /** insertion slot 0..count under the pointer */
  slot: number;
}

interface Options {
  container: RefObject<HTMLDivElement | null>;
  body: RefObject<HTMLDivElement | null>;
  layout: RefObject<RowLayout>;
  indexOf(rowId: string): number;
  move(from: number, to: number): void;
}

const EDGE = 36;
const MAX_SPEED = 18;

export function useDragSort({ container, body, layout, indexOf, move }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(
    (rowId: string, event: React.PointerEvent) => {
      if (event.button !== 0) return;
      const from = indexOf(rowId);
      if (from < 0) return;
      event.preventDefault();
      let pointerY = event.clientY;
      let frame = 0;

      const update = () => {
        const bodyRect = body.current?.getBoundingClientRect();
        if (!bodyRect) return;
        const slot = slotAt(layout.current, pointerY - bodyRect.top);
        if (dragRef.current && dragRef.current.slot !== slot) {
          dragRef.current = { ...dragRef.current, slot };
          setDrag(dragRef.current);
        }
      };
      const autoScroll = () => {
        const box = container.current;
        if (box && dragRef.current) {
          const rect = box.getBoundingClientRect();
          const bodyTop = Math.max(rect.top, body.current?.getBoundingClientRect().top ?? rect.top);
          let speed = 0;
          if (pointerY < bodyTop + EDGE) speed = -Math.ceil(((bodyTop + EDGE - pointerY) / EDGE) * MAX_SPEED);
          else if (pointerY > rect.bottom - EDGE) speed = Math.ceil(((pointerY - (rect.bottom - EDGE)) / EDGE) * MAX_SPEED);
          if (speed !== 0) {
            box.scrollTop += Math.max(-MAX_SPEED * 2, Math.min(MAX_SPEED * 2, speed));
            update();
          }
        }
        frame = requestAnimationFrame(autoScroll);
      };
      const onMove = (e: PointerEvent) => {
        pointerY = e.clientY;
        update();
      };
      const finish = (commit: boolean) => {
        const state = dragRef.current;
        cleanup.current?.();
        if (commit && state) {
          const to = dropIndex(state.from, state.slot);
          if (to !== state.from) move(state.from, to);
        }
      };
      const onUp = () => finish(true);
      const onCancel = () => finish(false);
      const onKey = (e: KeyboardEvent) => e.key === 'Escape' && finish(false);

      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onKey);
      cleanup.current = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('keydown', onKey);
        cancelAnimationFrame(frame);
        dragRef.current = null;
        cleanup.current = null;
        setDrag(null);
      };
      dragRef.current = { rowId, from, slot: from };
      setDrag(dragRef.current);
      frame = requestAnimationFrame(autoScroll);
    },
    [body, container, indexOf, layout, move],
  );

  return { drag, start };
}
