// The antd theme type, re-exported so lib/theme.ts can build a theme without importing antd itself.
export type { ThemeConfig } from 'antd';
