import { authEndpoints } from './endpoints/auth';
import { contentEndpoints } from './endpoints/content';
import { depositEndpoints } from './endpoints/deposits';
import { documentEndpoints } from './endpoints/documents';
import { filesEndpoints } from './endpoints/files';
import { gamesEndpoints } from './endpoints/games';
import { inviteEndpoints } from './endpoints/invites';
import { memberEndpoints } from './endpoints/member';
import { newsEndpoints } from './endpoints/news';
import { protectionEndpoints } from './endpoints/protection';
import { referenceEndpoints } from './endpoints/reference';
import { settingsEndpoints } from './endpoints/settings';
import { transactionEndpoints } from './endpoints/transactions';
import { vipEndpoints } from './endpoints/vip';
import { withdrawQueryEndpoints } from './endpoints/withdraw-query';
import { withdrawalEndpoints } from './endpoints/withdrawals';
import type { EndpointSample } from './samples';
import { protectionSamples } from './samples/protection';
import { spec01Samples } from './samples/spec01';
import { spec02Samples } from './samples/spec02';
import { withdrawQuerySamples } from './samples/withdraw-query';

/**
 * Every call of the app, by name: spec 01 section 7 (accounts, reference data, content,
 * games, news, settings, files), spec 02 section 7 (deposits, withdrawals, transactions, documents, VIP store), and the
 * calls of our own (marked `ours`: the withdrawal lookup and player protection). The web client, the simulator, the tests and the
 * OpenAPI document all read this one object.
 */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...inviteEndpoints,
  ...newsEndpoints,
  ...settingsEndpoints,
  ...referenceEndpoints,
  ...contentEndpoints,
  ...vipEndpoints,
  ...gamesEndpoints,
  ...filesEndpoints,
  ...depositEndpoints,
  ...withdrawalEndpoints,
  ...transactionEndpoints,
  ...documentEndpoints,
  ...withdrawQueryEndpoints,
  ...protectionEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** A valid and an invalid sample of every call (contract tests, fuzzing, examples). */
export const endpointSamples: Record<EndpointName, EndpointSample> = {
  ...spec01Samples,
  ...spec02Samples,
  ...withdrawQuerySamples,
  ...protectionSamples,
};
