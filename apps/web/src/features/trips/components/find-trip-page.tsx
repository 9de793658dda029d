import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/kit/button';
import { TextField } from '../../../components/ui/kit/text-field';
import { findTrip } from '../api/trips-api';
import { normaliseOrderNumber, saveGuestKey } from '../model/guest-key';
import styles from './trips.module.css';

type Outcome = 'idle' | 'pending' | 'not-found' | 'failed';

const FORM_ID = 'find-trip-form';

/**
 * What the visitor typed (or the browser autofilled) in the server-rendered field before the page hydrated: React
 * sets a controlled input back to its state when it hydrates it, so the email vanished and the held submit went
 * out empty ("no booking matches"). Read once, in the first render, while the server's input still holds it.
 */
function typedBeforeHydration(name: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(FORM_ID)?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return field?.value ?? '';
}

/**
 * `/trips/find`: a guest's order from its number and the contact email. A wrong number and a wrong email get
 * the same message (the server answers both with one 404), so the form never says whether an order exists.
 */
export function FindTripPage({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [orderNumber, setOrderNumber] = useState(() => typedBeforeHydration('orderNumber') || initialOrderNumber);
  const [email, setEmail] = useState(() => typedBeforeHydration('email'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = { orderNumber: normaliseOrderNumber(orderNumber), email: email.trim() };
    setOutcome('pending');
    try {
      const trip = await findTrip(key);
      saveGuestKey(key);
      void navigate(`/trips/${trip.orderNumber}`);
    } catch (error) {
      const status = (error as { status?: number }).status;
      setOutcome(status === 404 || status === 400 ? 'not-found' : 'failed');
    }
  }

  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('find.title')}</h1>
      <p>{t('find.description')}</p>
      <form id={FORM_ID} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('find.orderNumber')}
          name="orderNumber"
          isRequired
          autoComplete="off"
          placeholder="WF-XXXXXXXX"
          value={orderNumber}
          onChange={setOrderNumber}
        />
        <TextField
          label={t('find.email')}
          name="email"
          type="email"
          isRequired
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        {outcome === 'not-found' || outcome === 'failed' ? (
          <p role="alert" className={styles.error} data-testid="find-error">
            {t(outcome === 'not-found' ? 'find.notFound' : 'find.failed')}
          </p>
        ) : null}
        <Button type="submit" size="large" isPending={outcome === 'pending'}>
          {t('find.submit')}
        </Button>
      </form>
    </main>
  );
}
