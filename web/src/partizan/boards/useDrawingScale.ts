import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Screen pixels per drawing unit of an SVG drawn `width` units wide and shrunk to fit its box
 * (max-width 100%): 1 until measured, then kept up to date as the box resizes.
 */
export function useDrawingScale(svg: RefObject<SVGSVGElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const shown = element.getBoundingClientRect().width;
      if (shown > 0) setScale(shown / width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, width]);
  return scale;
}
