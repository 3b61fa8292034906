import { z } from 'zod';

/**
 * The build variables, read and validated here only: the rest of the app imports `env`.
 * Site name and domain are substituted into titles and legal texts (spec 01 section 2).
 */
const envSchema = z.object({
  VITE_SITE_NAME: z.string().trim().min(1).default('Lucky Harbor Casino'),
  VITE_SITE_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, 'a bare host name such as luckyharbor.example')
    .default('luckyharbor.example'),
  // The licence statement of the footer (operator, regulator, number): the operator's own.
  VITE_OPERATOR_NAME: z.string().trim().min(1).default('Lucky Harbor Entertainment N.V.'),
  VITE_LICENCE_REGULATOR: z.string().trim().min(1).default('Curaçao Gaming Authority'),
  VITE_LICENCE_NUMBER: z.string().trim().min(1).default('OGL/2024/1187/0452'),
  // Where the crypto guide's clips and caption tracks live: the simulator's media host unless
  // the operator serves them elsewhere on this origin (the CSP's media-src is 'self').
  VITE_MEDIA_BASE: z
    .string()
    .trim()
    .regex(/^\/[\w/.-]*$/, 'a path on this origin such as /media')
    .default('/sim/media'),
});

function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const parsed = envSchema.parse({
  VITE_SITE_NAME: emptyToUndefined(import.meta.env.VITE_SITE_NAME),
  VITE_SITE_DOMAIN: emptyToUndefined(import.meta.env.VITE_SITE_DOMAIN),
  VITE_OPERATOR_NAME: emptyToUndefined(import.meta.env.VITE_OPERATOR_NAME),
  VITE_LICENCE_REGULATOR: emptyToUndefined(import.meta.env.VITE_LICENCE_REGULATOR),
  VITE_LICENCE_NUMBER: emptyToUndefined(import.meta.env.VITE_LICENCE_NUMBER),
  VITE_MEDIA_BASE: emptyToUndefined(import.meta.env.VITE_MEDIA_BASE),
});

export const env = {
  siteName: parsed.VITE_SITE_NAME,
  siteDomain: parsed.VITE_SITE_DOMAIN,
  licence: {
    operator: parsed.VITE_OPERATOR_NAME,
    regulator: parsed.VITE_LICENCE_REGULATOR,
    number: parsed.VITE_LICENCE_NUMBER,
  },
  mediaBase: parsed.VITE_MEDIA_BASE.replace(/\/$/, ''),
  /** Answers are parsed strictly (no undeclared fields) in development and tests. */
  strictContracts: import.meta.env.DEV || import.meta.env.MODE === 'test',
} as const;
