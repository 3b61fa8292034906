import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { onSimReset } from '../../control/reset-hooks';
import { notSignedIn } from '../../errors';
import { createCredentialGuard } from '../../security/credential-guard';
import { activateWithCode, resendActivation } from './activation-service';
import { issueCaptcha } from './captcha-service';
import { requestPasswordReset, resetPasswordWithCode } from './password-service';
import { checkPartialRegistration } from './registration-rules';
import { registerMember, signInWithSocialAccount } from './registration-service';
import { logIn, logOut, refreshSession } from './session-service';
import { toSessionUser } from './session-user';

/** Handlers of the auth calls: session, sign-up, sign-in, account mails and password reset. */
export function createAuthHandlers(app: FastifyInstance) {
  // Failed sign-ins are counted per world (in memory), on the simulator clock.
  const loginGuards = app.worlds.part('login-guard', () => createCredentialGuard());
  onSimReset(app, () => loginGuards.get().clearAll());

  return {
    // A disabled member's token answers the member with enabled 0 (spec 01 section 4: the app
    // clears the token and reloads), in every tab that holds one, until the member signs out.
    tokenInfo: ({ requireMember, token, app }) => {
      const member = requireMember();
      if (!token) throw notSignedIn();
      return toSessionUser(app.db, member, token);
    },

    tokenRefresh: ({ requireMember, token, app }) => {
      const member = requireMember();
      if (!token) throw notSignedIn();
      // No new token for a disabled member: the answer's enabled 0 makes the client sign out.
      if (!member.enabled) return toSessionUser(app.db, member, token);
      const session = refreshSession(app, member, token);
      return toSessionUser(app.db, session.member, session.token);
    },

    checkRegister: ({ input, app }) => {
      checkPartialRegistration(app.db, input, app.clock.now());
      return null;
    },

    register: ({ input, app, language }) => {
      const session = registerMember(app, input, language);
      return toSessionUser(app.db, session.member, session.token);
    },

    login: async ({ input, app, request }) => {
      const session = await logIn(app, loginGuards.get(), input, request.ip);
      return toSessionUser(app.db, session.member, session.token);
    },

    logout: ({ token, app }) => {
      logOut(app, token);
      return null;
    },

    facebookRegister: ({ input, app }) => {
      const session = signInWithSocialAccount(app, input);
      return toSessionUser(app.db, session.member, session.token);
    },

    captchaImage: ({ input, app }) => issueCaptcha(app.db, input.ticket, app.clock.now()),

    sendForgotPasswordMail: ({ input, app, language }) => {
      requestPasswordReset(app, input.usernameOrEmail, language);
      return null;
    },

    resendActivationMail: ({ input, app, language }) => {
      resendActivation(app, input.id, language);
      return null;
    },

    activate: ({ input, app }) => {
      activateWithCode(app, input.code);
      return null;
    },

    resetPassword: ({ input, app }) => {
      resetPasswordWithCode(app, input.code, input.password);
      return null;
    },
  } satisfies Partial<ApiHandlers>;
}
