import type { Page } from 'playwright-core';
import { settled } from './settle.ts';

/**
 * Issue 38's layout rules for long labels (Russian, Portuguese, the pseudo-locale) at any width: what on
 * the page is cut or pushes it sideways, one line each, once what moves has come to rest.
 *
 * - The page itself does not scroll sideways: the document is no wider than the viewport (a table in a
 *   scroll container of its own may be wider: it scrolls, nothing is lost).
 * - No text is cut: a text partly outside a box that hides its overflow (`hidden`, `clip`), unless that box
 *   ends it with an ellipsis or clamps its lines. A text wholly outside such a box is hidden on purpose (a
 *   closed collapse, a visually hidden label); a scroll container (`auto`, `scroll`) lets the reader reach
 *   its content; a positioned text is clipped only by its containing block and the boxes around that.
 * - No placeholder is cut: it fits the input's width, or the input ends it with an ellipsis.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${Array.from(element.classList, (name) => `.${name}`)
        .slice(0, 2)
        .join('')}`;
    const quote = (text: string) => `«${text.length > 60 ? `${text.slice(0, 57)}…` : text}»`;
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (element: Element) => {
      let found = styles.get(element);
      if (!found) styles.set(element, (found = getComputedStyle(element)));
      return found;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const hides = (value: string) => value === 'hidden' || value === 'clip';

    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) {
      // The outermost boxes reaching past the viewport, outside any scroll container: what pushes the page.
      const pushing = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (element.getBoundingClientRect().right <= viewport + 1) return false;
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
          if (scrolls(style(up).overflowX) || up.getBoundingClientRect().right > viewport + 1) return false;
        return true;
      });
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} px in ${viewport} px): ${pushing
          .slice(0, 3)
          .map((element) => `${describe(element)} ${quote(element.textContent?.trim() ?? '')}`)
          .join(', ')}`,
      );
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style') || parent.getClientRects().length === 0) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let containingBlockOnly = false;
      for (let up: Element | null = parent; up && up !== document.body; up = up.parentElement) {
        const css = style(up);
        if (containingBlockOnly && css.position === 'static') continue;
        containingBlockOnly = css.position === 'absolute';
        const hidesAcross = hides(css.overflowX);
        const hidesDown = hides(css.overflowY);
        if (hidesAcross || hidesDown) {
          if (css.textOverflow === 'ellipsis' || css.webkitLineClamp !== 'none') break;
          const clip = up.getBoundingClientRect();
          const outside =
            box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom;
          if (outside || clip.width <= 1 || clip.height <= 1) break;
          const cutAcross = hidesAcross && (box.left < clip.left - 1 || box.right > clip.right + 1);
          const cutDown = hidesDown && (box.top < clip.top - 2 || box.bottom > clip.bottom + 2);
          if (cutAcross || cutDown) {
            problems.push(`${quote(text)} is cut by ${describe(up)}`);
            break;
          }
        }
        if (css.position === 'fixed' || scrolls(css.overflowX) || scrolls(css.overflowY)) break;
      }
    }

    const measure = document.createElement('canvas').getContext('2d');
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!measure || input.value !== '' || input.getClientRects().length === 0) continue;
      const css = style(input);
      if (css.textOverflow === 'ellipsis') continue;
      measure.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const room = input.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      if (measure.measureText(input.placeholder).width > room + 1)
        problems.push(`the placeholder ${quote(input.placeholder)} is cut`);
    }
    return problems;
  });
}
