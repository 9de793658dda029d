import { createHash } from 'node:crypto';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { Fragment, createElement } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * design.md quality bars (TBT): antd v6 writes its component CSS with CSS variables, so that CSS is the same for
 * every brand; only the variables' values differ. Rendering it at runtime costs the first screen hundreds of
 * milliseconds of main thread on a phone (style objects, serialisation, <style> injection). The build renders the
 * components the app uses once, in Node, and ships their component CSS as one file with antd's cache-path map;
 * antd's cssinjs then finds each component's style in the file and neither generates nor injects it
 * (cacheMapUtil/existPath). The brand's variables (token and component "cssVar" styles) stay runtime-generated.
 * A component missing here still works: antd generates its style at runtime as before.
 */

const { Button, Checkbox, ConfigProvider, Drawer, Modal, Pagination, Popover, Radio, Select, Skeleton, Slider } = antd;

const h = createElement;

/**
 * The antd components of the first screens (landing, search results, measured: the <style> tags they inject),
 * with the props their styles need. Others (checkout, the date picker loaded on demand...) keep runtime styles:
 * shipping all of antd's CSS would cost more bytes than their runtime generation costs later.
 */
function firstScreenComponents(): ReactNode[] {
  return [
    h(Button, null, 'b'),
    h(Select, { options: [] }),
    h(Popover, { content: 'p' }, h('span')),
    h(Drawer, { open: true, getContainer: false }, 'd'),
    h(Modal, { open: true, getContainer: false }, 'm'),
    h(Checkbox, null, 'c'),
    h(Radio, null, 'r'),
    h(Slider, { range: true }),
    h(Pagination, { total: 100 }),
    // The results' loading placeholders (app/routes/product-results.tsx, the lists' card skeletons).
    h(Skeleton, { active: true, avatar: true }),
    h(Skeleton.Button, { active: true }),
    h(Skeleton.Input, { active: true }),
    h(Skeleton.Image, { active: true }),
  ];
}

export interface AntdStaticStyles {
  css: string;
  /** `assets/antd-<hash>.css`: the content hash keeps the file immutable-cacheable. */
  fileName: string;
}

/**
 * The component CSS of antd for the app's ConfigProvider settings that change selectors (`hashed: false`,
 * lib/theme.ts; default prefixes). Token values do not matter: component CSS only refers to variables.
 */
export function renderAntdStaticStyles(): AntdStaticStyles {
  const cache = createCache();
  const tree = h(
    StyleProvider,
    { cache },
    h(ConfigProvider, { theme: { hashed: false } }, h(Fragment, null, ...firstScreenComponents())),
  );
  // antd warns about deprecated props of components rendered bare here; the app's own use is what counts.
  const { error, warn } = console;
  console.error = () => undefined;
  console.warn = () => undefined;
  try {
    renderToString(tree);
  } finally {
    console.error = error;
    console.warn = warn;
  }
  const css = extractStyle(cache, { plain: true, types: 'style' });
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, fileName: `assets/antd-${hash}.css` };
}
