import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, OTP_ISSUE_LIMIT } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, type TestApp } from '../harness.ts';
import {
  forgotPassword,
  freshAddress,
  mailedOtps,
  otherThan,
  otpLogin,
  otpReset,
  passwordLogin,
  statusCounts,
} from './auth-calls.ts';

/** Issue 13 item 13: one-time passwords are limited per account, not per OTP. */
describeEachDatabase('one-time password limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('mails only the allowed number of OTPs per account, answering every call the same', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgotPassword(t.app, 'approver01')));
    for (const res of answers) expect(res.json()).toEqual({ message: MESSAGES.otpSent });
    expect(await mailedOtps(t, 'approver01')).toHaveLength(OTP_ISSUE_LIMIT);
    expect((await forgotPassword(t.app, 'approver01')).json()).toEqual({ message: MESSAGES.otpSent });
    expect(await mailedOtps(t, 'approver01')).toHaveLength(OTP_ISSUE_LIMIT);
  });

  it('does not give a fresh allowance of guesses with a fresh OTP', async () => {
    await forgotPassword(t.app, 'projmgr01');
    const [first] = await mailedOtps(t, 'projmgr01');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await otpLogin(t.app, 'projmgr01', otherThan(first!))).statusCode).toBe(400);
    await forgotPassword(t.app, 'projmgr01');
    const [second] = await mailedOtps(t, 'projmgr01');
    expect(second).toBeDefined();
    const right = await otpLogin(t.app, 'projmgr01', second!);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect((await otpReset(t.app, 'projmgr01', second!, 'Better@2027')).statusCode).toBe(429);
    // The wrong guesses used up the account's allowance for its password too.
    expect((await passwordLogin(t.app, 'projmgr01', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses an OTP login while the account is locked for wrong passwords', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await passwordLogin(t.app, 'consult01', 'Wrong@123')).statusCode).toBe(401);
    await forgotPassword(t.app, 'consult01');
    const [otp] = await mailedOtps(t, 'consult01');
    expect((await otpLogin(t.app, 'consult01', otp!)).statusCode).toBe(429);
  });

  it('evaluates only the allowed guesses of 30 parallel wrong OTPs, and the right one after them is refused', async () => {
    await forgotPassword(t.app, 'hrdirector');
    const [otp] = await mailedOtps(t, 'hrdirector');
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, () => otpLogin(t.app, 'hrdirector', otherThan(otp!))),
      otpLogin(t.app, 'hrdirector', otp!),
    ]);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(statusCounts(answers)).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: 30 - LOGIN_FAILURE_LIMIT });
  });

  it('counts wrong OTPs against each account, not against everyone at the address', async () => {
    const address = freshAddress();
    for (const username of ['manager01', 'superadmin', 'ghost-otp-1', 'ghost-otp-2', 'ghost-otp-3']) {
      expect((await otpLogin(t.app, username, '000000', address)).statusCode).toBe(400);
    }
    expect((await passwordLogin(t.app, 'employee01', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('still logs in with the right OTP when no guess went wrong', async () => {
    await forgotPassword(t.app, 'hrexec01');
    const [otp] = await mailedOtps(t, 'hrexec01');
    const res = await otpLogin(t.app, 'hrexec01', otp!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userName).toBe('hrexec01');
  });
});
