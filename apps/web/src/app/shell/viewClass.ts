import { useEffect, useState } from 'react';

export type ViewClass = 'desktop' | 'tablet' | 'mobile';

/** Spec 1 section 9. */
export const DESKTOP_ABOVE = 1220;
export const TABLET_ABOVE = 767;
export const RESIZE_DEBOUNCE_MS = 1000;

export function viewClassFor(width: number): ViewClass {
  if (width > DESKTOP_ABOVE) return 'desktop';
  if (width > TABLET_ABOVE) return 'tablet';
  return 'mobile';
}

/** The window's view class, re-read 1000 ms after the last resize. */
export function useViewClass(): ViewClass {
  const [view, setView] = useState<ViewClass>(() => viewClassFor(window.innerWidth));
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setView(viewClassFor(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return view;
}
