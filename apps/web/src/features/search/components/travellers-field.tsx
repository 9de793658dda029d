import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/drawer';
import { Popover } from '../../../components/ui/popover';
import { useBreakpoint } from '../../../lib/breakpoints';
import type { Travellers } from '../model/travellers';
import { FieldShell } from './field-shell';
import styles from './search-box.module.css';
import { TravellersPanel } from './travellers-panel';

export interface TravellersFieldProps {
  id: string;
  value: Travellers;
  onChange: (value: Travellers) => void;
  error?: string | undefined;
}

/** A summary button opening the travellers panel: a popover on desktop, a bottom drawer on phones. */
export function TravellersField({ id, value, onChange, error }: TravellersFieldProps) {
  const { t } = useTranslation('search');
  const { isMobile } = useBreakpoint();
  const [open, setOpen] = useState(false);
  const summary = [
    t('travellers.adultsCount', { count: value.adults }),
    value.childrenAges.length > 0 ? t('travellers.childrenCount', { count: value.childrenAges.length }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const panel = (
    <TravellersPanel
      idPrefix={id}
      value={value}
      onChange={onChange}
      onDone={() => setOpen(false)}
      showAgeErrors={Boolean(error)}
    />
  );
  const trigger = (
    <button
      id={id}
      type="button"
      className={error ? `${styles.trigger} ${styles.triggerError}` : styles.trigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      // On desktop the popover opens and closes itself on click; the drawer needs the button to open it.
      onClick={isMobile ? () => setOpen(true) : undefined}
    >
      {summary}
    </button>
  );
  return (
    <FieldShell id={id} label={t('travellers.label')} error={error}>
      {isMobile ? (
        <>
          {trigger}
          <Drawer
            open={open}
            placement="bottom"
            size="auto"
            title={t('travellers.label')}
            onClose={() => setOpen(false)}
            closable={{ 'aria-label': t('close') }}
          >
            {panel}
          </Drawer>
        </>
      ) : (
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          placement="bottomRight"
          content={
            <div role="dialog" aria-label={t('travellers.label')}>
              {panel}
            </div>
          }
        >
          {trigger}
        </Popover>
      )}
    </FieldShell>
  );
}
