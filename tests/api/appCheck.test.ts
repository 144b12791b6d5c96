// App Check on the writes anyone can make: the suite runs with APP_CHECK=enforce (functions/.env.local), so a
// sign-in or a submission without the token, or with one that is not the configured debug token, gets a 401
// saying what is wrong; with the debug token (what every test client and the emulator build send) it passes.
import { describe, expect, it } from 'vitest';
import { ApiPaths, AppCheckHeader, AppCheckMessages } from '@confsys/domain';
import { call, demo, form, loginAs } from '../support/emulator';

const signIn = { email: demo.author.email, password: demo.author.password };

describe('App Check on the public writes', () => {
  it("refuses the author's sign-in without a token", async () => {
    const answer = await call<{ message: string }>('POST', ApiPaths.authorLogin, { json: signIn, appCheck: false });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(AppCheckMessages.missing);
  });

  it('refuses it with a token that is not valid', async () => {
    const answer = await call<{ message: string }>('POST', ApiPaths.authorLogin, { json: signIn, headers: { [AppCheckHeader]: 'made-up-token' } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(AppCheckMessages.invalid);
  });

  it('signs the author in with the debug token', async () => {
    const answer = await call<{ token?: string }>('POST', ApiPaths.authorLogin, { json: signIn });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));
  });

  it('refuses a signed-in author\'s submission without a token, before reading it', async () => {
    const author = await loginAs('author', demo.author.email, demo.author.password);
    const answer = await call<{ message: string }>('POST', ApiPaths.submitManuscript, { token: author, body: form({ title: 'No token' }), appCheck: false });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(AppCheckMessages.missing);
  });

  it('does not ask reads for a token', async () => {
    expect((await call('GET', ApiPaths.publicFees, { appCheck: false })).status).toBe(200);
  });
});
