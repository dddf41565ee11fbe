import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../../platform/errors';

type AccountKey = (request: FastifyRequest) => string | undefined;

export interface AuthLimits {
  /** preHandler counting one attempt per client IP and, when `account` names one, per account. */
  guard(account?: AccountKey): preHandlerAsyncHookHandler;
  /** The guard, then self-service sign-up's own hourly limits per address and per client IP. */
  signupGuard(address: AccountKey): preHandlerAsyncHookHandler;
}

/**
 * Sign-in style routes share two counters: per client IP (30 a minute by default) across all of
 * them, and per account (10 per 15 minutes by default, keyed on the e-mail the request names).
 * @fastify/rate-limit's own route hook runs only one limiter per request and keeps a separate
 * store per route, so the limiters are created once here and checked by hand.
 */
export function createAuthLimits(app: FastifyInstance): AuthLimits {
  const limits = app.config.rateLimits;
  const perIp = app.createRateLimit({
    max: limits.perIpPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `ip:${req.ip}`,
  });
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: limits.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => `account:${accountKeys.get(req) ?? ''}`,
  });
  // Each sign-up makes an organisation and mails its address: fewer per hour than sign-in attempts.
  const signups = app.config.signupLimits;
  const signupPerIp = app.createRateLimit({
    max: signups.perIpPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (req) => `signup-ip:${req.ip}`,
  });
  const signupPerAddress = app.createRateLimit({
    max: signups.perAddressPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (req) => `signup-address:${accountKeys.get(req) ?? ''}`,
  });
  const guard: AuthLimits['guard'] = (account) => async (request) => {
    const ip = await perIp(request);
    if (!ip.isAllowed && ip.isExceeded) throw tooManyRequests();
    const key = account?.(request);
    if (!key) return;
    accountKeys.set(request, key);
    const acc = await perAccount(request);
    if (!acc.isAllowed && acc.isExceeded) throw tooManyRequests();
  };
  return {
    guard,
    signupGuard: (address) => {
      const shared = guard(address);
      return async function signupLimits(request, reply) {
        await shared.call(this, request, reply);
        const ip = await signupPerIp(request);
        if (!ip.isAllowed && ip.isExceeded) throw tooManyRequests();
        const acc = await signupPerAddress(request);
        if (!acc.isAllowed && acc.isExceeded) throw tooManyRequests();
      };
    },
  };
}

export function normaliseEmail(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}
