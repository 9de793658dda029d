// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderAntdStaticStyles } from './antd-static-styles';

describe('renderAntdStaticStyles', () => {
  const { css, fileName } = renderAntdStaticStyles();

  it("holds the first screens' component CSS with antd's map of the style paths it covers", () => {
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    for (const path of ['|Shared|ant', 'Button-Button|ant-btn', 'Select-Select|ant-select', 'Modal-Modal|ant-modal']) {
      expect(map).toContain(path);
    }
    expect(css).toContain('.ant-btn{');
  });

  it('leaves the brand-dependent variables to the runtime', () => {
    // Component CSS only refers to variables; their values (the brand's colours) are not in the file.
    expect(css).toContain('var(--ant-color-primary)');
    expect(css).not.toMatch(/--ant-color-primary:/);
  });

  it('is named by its content, so it can be cached for good', () => {
    expect(fileName).toMatch(/^assets\/antd-[0-9a-f]{10}\.css$/);
    expect(renderAntdStaticStyles().fileName).toBe(fileName);
  });
});
