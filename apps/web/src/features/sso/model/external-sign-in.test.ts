import { describe, expect, it, vi } from 'vitest';
import type { SignInEffects } from './external-sign-in';
import { planSignIn, runSignIn } from './external-sign-in';

const sso = { hasSSO: true, domainName: 'localhost' };

function effects(href: string, result: Awaited<ReturnType<SignInEffects['authenticate']>>) {
  const log: string[] = [];
  let current = href;
  const fx: SignInEffects = {
    href: () => current,
    authenticate: vi.fn(async (token, domain) => {
      log.push(`authenticate ${token} ${domain}`);
      return result;
    }),
    storeToken: (token, seconds) => log.push(`cookie ${token} ${seconds}`),
    replaceUrl: (next) => {
      current = next;
      log.push(`replace ${next}`);
    },
    navigate: (to) => log.push(`navigate ${to}`),
    settle: (userId) => log.push(`settle ${userId ?? ''}`),
  };
  return { fx, log };
}

describe('planSignIn (spec §2, §4)', () => {
  it('signs in on SSO brands when a holds a token', () => {
    expect(planSignIn('http://localhost/H?a=ab%20c&x=1', sso)).toEqual({ kind: 'signIn', token: 'ab+c' });
  });

  it('does nothing without a', () => {
    expect(planSignIn('http://localhost/', sso)).toEqual({ kind: 'none' });
  });

  it('only strips a on /exception, on brands without SSO and when a is empty', () => {
    expect(planSignIn('http://localhost/exception?type=401&a=t', sso)).toEqual({ kind: 'strip' });
    expect(planSignIn('http://localhost/?a=t', { ...sso, hasSSO: false })).toEqual({ kind: 'strip' });
    expect(planSignIn('http://localhost/?a=', sso)).toEqual({ kind: 'strip' });
  });
});

describe('runSignIn', () => {
  it('on success stores the cookie, removes a with the full href, then settles', async () => {
    const { fx, log } = effects('http://localhost:8080/H?destination=rome&a=tok#x', {
      authApiModel: { accessToken: 'access', expireInSeconds: 3600 },
      externalAuthClientData: { userId: 'member-1' },
    });
    await runSignIn('tok', sso, fx);
    expect(log).toEqual([
      'authenticate tok localhost',
      'cookie access 3600',
      'replace http://localhost:8080/H?destination=rome#x',
      'settle member-1',
    ]);
  });

  it('on a falsy result removes a, goes to /exception?type=401 and settles', async () => {
    const { fx, log } = effects('http://localhost/?a=bad', null);
    await runSignIn('bad', sso, fx);
    expect(log).toEqual([
      'authenticate bad localhost',
      'replace http://localhost/',
      'navigate /exception?type=401',
      'settle ',
    ]);
  });
});
