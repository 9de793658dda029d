import { App } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's App: gives `message`, `notification` and `modal` the brand theme through context. Rendered by the
 * route layout (lazy), not the entry, so its code is not on the landing's critical path.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return <App component={false}>{children}</App>;
}

/** `const { message, notification, modal } = useFeedback();` inside a FeedbackProvider. */
export const useFeedback = App.useApp;
