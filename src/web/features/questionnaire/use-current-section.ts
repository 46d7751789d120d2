import { useEffect, useState } from 'react';

/**
 * Below the sticky header (80 px) and the sticky progress panel: a section whose heading has
 * scrolled above this line is the one being read.
 */
const READING_LINE_PX = 180;

/**
 * The section the client is reading (the last one whose heading has passed under the sticky
 * bars), for the progress panel. Scroll events are folded into one check per frame.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const key = ids.join(',');
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    const list = key ? key.split(',') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      let found = list[0] ?? null;
      for (const id of list) {
        const heading = document.getElementById(`s-${id}`);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > READING_LINE_PX) break;
        found = id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}
