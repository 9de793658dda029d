import { studioApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/api-error';
import { verifyPassword } from '../lib/password';
import { registerEndpoint } from '../lib/route';
import type { EditorAccount } from './editor-repository';
import { clearSessionCookie, requireEditor, sessionToken, setSessionCookie } from './studio-session';
import { csrfTokenFor } from './studio-tokens';

/** Sign-in attempts per minute per client address (guessing passwords stays slow). */
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Compared against when the email is unknown, so both failures take the same time. */
const DECOY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function presentSession(editor: EditorAccount, token: string, secret: string) {
  const { email, displayName, role, domains } = editor;
  return { editor: { email, displayName, role, domains }, csrfToken: csrfTokenFor(token, secret) };
}

/** Studio sign-in, sign-out and the current session (issue 20). */
export async function studioAuthRoutes(app: FastifyInstance) {
  const secret = app.config.accessTokenSecret;

  registerEndpoint(
    app,
    studioApi.SignIn,
    async ({ body }, request, reply) => {
      const editor = await app.editorRepository.findByEmail(body.email);
      const valid = await verifyPassword(body.password, editor?.passwordHash ?? DECOY_HASH);
      if (!editor || !valid) throw unauthorized('Wrong email or password');
      const token = await app.editorRepository.createSession(editor.id);
      setSessionCookie(reply, token, request);
      return presentSession(editor, token, secret);
    },
    { config: SIGN_IN_LIMIT },
  );

  registerEndpoint(app, studioApi.Me, async (_input, request) => {
    const { editor, token } = await requireEditor(app, request, false);
    return presentSession(editor, token, secret);
  });

  registerEndpoint(app, studioApi.SignOut, async (_input, request, reply) => {
    const token = sessionToken(request);
    if (token) await requireEditor(app, request, true);
    const signedOut = token ? await app.editorRepository.endSession(token) : false;
    clearSessionCookie(reply, request);
    return { signedOut };
  });
}
