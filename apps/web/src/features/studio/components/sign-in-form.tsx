import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { TextField } from '../../../components/ui/kit/text-field';
import { ApiError } from '../../../lib/http/api-error';
import { useStudioSignIn } from '../api/studio-session';
import type { StudioKey } from '../model/studio-language';
import { LanguageChoice } from './language-choice';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

function failure(error: unknown): StudioKey {
  if (error instanceof ApiError && error.status === 429) return 'signIn.tooMany';
  if (error instanceof ApiError && error.status === 401) return 'signIn.wrong';
  return 'signIn.unreachable';
}

/** Sign-in for partner editors (accounts in the API's database). */
export function SignInForm() {
  const t = useStudioText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useStudioSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form className={styles.signIn} onSubmit={submit} aria-labelledby="studio-sign-in">
      <h1 id="studio-sign-in">{t('title')}</h1>
      <p>{t('signIn.intro')}</p>
      <LanguageChoice />
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isRequired
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      {signIn.isError && <InlineAlert tone="error">{t(failure(signIn.error))}</InlineAlert>}
      <Button type="submit" isPending={signIn.isPending} block>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
