import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { TextField } from '../../../components/ui/kit/text-field';
import { ApiError } from '../../../lib/http/api-error';
import { useStudioSignIn } from '../api/studio-session';
import styles from './studio.module.css';

function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Wait a minute and try again.';
  if (error instanceof ApiError && error.status === 401) return 'Wrong email or password.';
  return 'The studio could not be reached. Try again.';
}

/** Sign-in for partner editors (accounts in the API's database). */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useStudioSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form className={styles.signIn} onSubmit={submit} aria-labelledby="studio-sign-in">
      <h1 id="studio-sign-in">Brand studio</h1>
      <p>Sign in to edit your brand.</p>
      <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} isRequired />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      {signIn.isError && <InlineAlert tone="error">{failure(signIn.error)}</InlineAlert>}
      <Button type="submit" isPending={signIn.isPending} block>
        Sign in
      </Button>
    </form>
  );
}
