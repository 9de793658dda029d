import { Tab as AriaTab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';
import { AriaLocale } from './aria-locale';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list ("Trips"). */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Views of one thing, one at a time (WAI-ARIA tabs: the arrows move between tabs and show them, Tab goes to the
 * panel). Controlled when `selectedId` is given.
 */
export function Tabs({ label, items, selectedId, onChange, className }: TabsProps) {
  return (
    <AriaLocale>
      <AriaTabs
        selectedKey={selectedId}
        onSelectionChange={onChange ? (key: Key) => onChange(String(key)) : undefined}
        className={[styles.tabs, className].filter(Boolean).join(' ')}
      >
        <TabList aria-label={label} className={styles.list}>
          {items.map((item) => (
            <AriaTab key={item.id} id={item.id} className={styles.tab}>
              {item.label}
            </AriaTab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </AriaTabs>
    </AriaLocale>
  );
}
