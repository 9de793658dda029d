import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { AntdLocale } from './antd-locale';
import { setScrollLockNonce } from './scroll-locker';
import type { ThemeConfig } from './theme-config';

export interface UiProviderProps {
  theme: ThemeConfig;
  locale?: AntdLocale;
  /** Nonce for antd's injected <style> tags: the CSP has no 'unsafe-inline' (design.md security). */
  styleNonce?: string;
  children: ReactNode;
}

/** The one antd ConfigProvider of the app, built from the brand config (style.md §7). */
export function UiProvider({ theme, locale, styleNonce, children }: UiProviderProps) {
  setScrollLockNonce(styleNonce);
  return (
    <ConfigProvider theme={theme} locale={locale} csp={styleNonce ? { nonce: styleNonce } : undefined}>
      {children}
    </ConfigProvider>
  );
}
