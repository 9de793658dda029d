import { describe, expect, it } from 'vitest';
import { takeAntdStylesHint } from './antd-styles-hint';

const PAGE = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="preload" as="style" href="/assets/antd-abc.css" data-antd-styles>
  </head>`;

describe('takeAntdStylesHint', () => {
  it('takes the antd preload out of the page and hands it back', () => {
    const { html, hint } = takeAntdStylesHint(PAGE);
    expect(hint).toBe('<link rel="preload" as="style" href="/assets/antd-abc.css" data-antd-styles>');
    expect(html).not.toContain('antd-abc');
    expect(html).toContain('/assets/index-1.css');
  });

  it('leaves a page without it as it is', () => {
    const page = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(takeAntdStylesHint(page)).toEqual({ html: page, hint: '' });
  });
});
