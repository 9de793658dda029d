import { createContext, useContext } from 'react';
import type { BrandDocument } from '@wayfare/contract';

export interface EditorState {
  document: BrandDocument;
  /** Writes `value` at a dotted document path (`attributes.theme.primaryColor`). */
  set: (path: string, value: unknown) => void;
  /** The API's message for a path (schema or safety check), if any. */
  errorFor: (path: string) => string | undefined;
  domain: string;
}

const EditorContext = createContext<EditorState | null>(null);

export const EditorProvider = EditorContext.Provider;

/** The draft being edited and how to change it; only inside the brand editor. */
export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor outside the brand editor');
  return state;
}
