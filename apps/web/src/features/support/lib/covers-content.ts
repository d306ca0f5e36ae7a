/** Elements a person reads or uses: the launcher must never sit on one of these. */
const CONTENT =
  'a, button, input, select, textarea, label, summary, img, svg, video, canvas, iframe, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), .leaflet-control-attribution';

/** True when the element shows text of its own (a direct, non-blank text node). */
function hasOwnText(element: Element): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  }
  return false;
}

/** The element at a point is content: text, a control, a picture or the map's credit, or inside one. */
export function isContent(element: Element): boolean {
  return hasOwnText(element) || element.closest(CONTENT) !== null;
}

export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Whether anything a person reads or uses lies under the area (the launcher's home, a little
 * larger), sampled at its centre, corners and edge midpoints. `ignore` is the launcher itself.
 */
export function coversContent(doc: Document, area: Area, ignore: Element | null): boolean {
  const xs = [area.left, area.left + area.width / 2, area.left + area.width];
  const ys = [area.top, area.top + area.height / 2, area.top + area.height];
  for (const x of xs) {
    for (const y of ys) {
      const under = doc.elementsFromPoint(x, y).find((element) => !ignore?.contains(element));
      if (under && under !== doc.documentElement && under !== doc.body && isContent(under)) return true;
    }
  }
  return false;
}
