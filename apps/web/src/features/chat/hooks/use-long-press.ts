import { useEffect, useRef, type PointerEvent } from "react";

/** How long a finger rests on a message before its actions open (the platforms' own ~500 ms). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_SLACK_PX = 10;

/**
 * Long-press on touch screens: a finger held still on the element for LONG_PRESS_MS calls
 * `onLongPress`. Mouse and pen are left alone (they have the "⋯" button and right-click).
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const callback = useRef(onLongPress);

  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== "touch") return;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        start.current = null;
        callback.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const origin = start.current;
      if (!origin) return;
      if (Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_SLACK_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
  };
}
